"""Topic: burns and card counts -- which burn card comes next, and how many cards are left in the stub.

The answer comes from a :func:`~engine.poker.deal.deal` of the game: the burn event's counts.
The mistakes take the burn from somewhere other than the stub, count a burn too many or too few,
or use the other Manila deck's size; the explanation adds up every card out of the stub
(``method-card-count``).
"""

from __future__ import annotations

import random

from engine.documents import ids
from engine.explain import Step
from engine.poker.deal import deal
from engine.poker.events import EventKind
from engine.poker.game import Family, Game
from engine.poker.procedures import OpKind
from engine.teaching.quiz.drafts import SEED_RANGE, Draft, arrange, poker_topic


def _burn_text(number: int, stub: int) -> str:
    return f"Burn card {number}; {stub} left in the stub"


def draft(rng: random.Random, game: Game) -> Draft:
    """A question on one burn of a deal of ``game`` dealt from ``rng``."""
    players = rng.randint(2, min(game.max_players, 7))
    button = rng.randint(1, players)
    deal_seed = rng.randrange(SEED_RANGE)
    hand = deal(game, players=players, button=button, rng=random.Random(deal_seed))
    burns = [event for event in hand.events if event.kind is EventKind.BURN]
    event = rng.choice(burns)
    before, after = hand.events[event.index - 1].counts, event.counts
    number, stub = after.burned, after.stub
    size = game.deck.size
    other_size = {32: 36, 36: 32}.get(size)
    wrong = [
        (number, stub + 1),  # the burn not taken from the stub
        (number + 1, stub - 1),  # a burn too many before this one
        (number - 1, stub + 1),  # a burn too few
        (number, stub - 1),  # the next card taken too
        (number + 1, stub),
    ]
    if other_size is not None:
        wrong.insert(1, (number, stub + other_size - size))  # the other Manila deck's size
    mistakes = [_burn_text(n, left) for n, left in wrong if n >= 1 and left >= 0]
    choices, index = arrange(rng, _burn_text(number, stub), mistakes)
    shown = f"{before.dealt} cards have been dealt to the players"
    shown += f" and {before.board} {'is' if before.board == 1 else 'are'} face up on the board" if before.board else ""
    if game.family is Family.STUD:  # no button in stud: the dealer's position says where the cards start
        seated = f"stud has no button: seat {button} deals, so seat {hand.order[0]} receives cards first"
    else:
        seated = f"seat {button} has the button"
    prompt = (
        f"{game.name}, {players} players; {seated}. So far {shown}. The betting round is "
        "over and the dealer burns a card. Which burn card of the hand is this, and how many cards are left "
        "in the stub after it?"
    )
    steps: list[Step] = []
    for earlier in burns:
        if earlier.index <= event.index:
            steps.append(
                Step(earlier.because[0].clause, f"Burn card {earlier.counts.burned}: {earlier.because[0].text}")
            )
    steps.extend(event.because[1:])
    used = after.dealt + after.burned + after.board + after.mucked
    parts = f"{after.dealt} dealt to the players + {after.burned} burned + {after.board} on the board"
    if after.mucked:
        parts += f" + {after.mucked} mucked"
    steps.append(game.deck.step())
    steps.append(
        Step(
            ids.METHOD_CARD_COUNT,
            f"{parts} = {used}, leaving {size} \u2212 {used} = {stub} in the stub.",
        )
    )
    return Draft(
        prompt=prompt,
        choices=choices,
        answer_index=index,
        because=tuple(steps),
        clause=event.because[0].clause,
        inputs={"players": players, "button": button, "deal_seed": deal_seed, "burn_number": number},
    )


def _has_burns(game: Game) -> bool:
    return any(op.kind is OpKind.BURN for op in game.procedure)


TOPIC = poker_topic(
    "burns-and-counts",
    "Burns and card counts",
    "which burn card comes next and how many cards are left in the stub",
    draft,
    keep=_has_burns,
)
