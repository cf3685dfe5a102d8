"""The table the two betting topics ask about: stakes, a betting round played out at random, and its story.

The amount to call (:mod:`engine.teaching.quiz.amount_to_call`) and the raise limits
(:mod:`engine.teaching.quiz.raise_limits`) both ask about the player to act in a betting round
begun with :func:`~engine.poker.betting.round.start_round` and played a few actions on.  A stud
table has no button and no blinds: the dealer's left gets cards first and the up-cards name the
opener (:func:`~engine.poker.stud.stud_opener`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.cards import Card, cards_text, symbols_text
from engine.explain import ClauseId, Step
from engine.poker.betting.actions import ActionKind
from engine.poker.betting.options import BetOptions
from engine.poker.betting.round import BettingRound, start_round
from engine.poker.betting.stakes import Stakes
from engine.poker.betting.structures import half_pot, manila_limit, no_limit, pot_limit, spread_limit
from engine.poker.game import Family, Game, OpenerCard
from engine.poker.game_stakes import default_ante, default_stakes
from engine.poker.stud import stud_opener
from engine.teaching.quiz.drafts import Draft, Reading, Retry
from engine.words import sentence

_MANILA_STAKES = (1, 2, 5, 10)
_OTHER_STAKES = (2, 4, 6, 10)  # even, so that the small blind is half the small bet


def _stakes(rng: random.Random, game: Game) -> tuple[Stakes, dict[str, Any]]:
    """The table's stakes: manila limit for the Manila games; for the others the game's fixed limit
    or one of the NZ Gazette's structures (13.5(c)-(e)) with the game's blinds and rounds."""
    if game.family is Family.MANILA:
        stake = rng.choice(_MANILA_STAKES)
        return manila_limit(stake=stake), {"constructor": "manila_limit", "stake": stake}
    stake = rng.choice(_OTHER_STAKES)
    usual = default_stakes(game, stake=stake)
    kind = rng.choice(("default", "default", "pot_limit", "half_pot", "no_limit", "spread_limit"))
    if kind == "default":
        return usual, {"constructor": "default_stakes", "game": game.key, "stake": stake}
    blinds, rounds = list(usual.blind_amounts), usual.round_count
    shape: dict[str, Any] = {"constructor": kind, "minimum": stake, "blinds": blinds, "round_count": rounds}
    if kind == "spread_limit":
        maximum = stake * rng.choice((2, 3, 5))
        stakes = spread_limit(minimum=stake, maximum=maximum, blinds=blinds, round_count=rounds)
        return stakes, {**shape, "maximum": maximum}
    build = {"pot_limit": pot_limit, "half_pot": half_pot, "no_limit": no_limit}[kind]
    return build(minimum=stake, blinds=blinds, round_count=rounds), shape


@dataclass(frozen=True, slots=True)
class BettingTable:
    """A betting round in progress, what the player to act may do (``options``), the words that describe
    it, and the inputs that rebuild it."""

    stakes: Stakes
    betting: BettingRound
    options: BetOptions
    story: str
    inputs: dict[str, Any]

    def draft(
        self,
        question: str,
        arranged: tuple[tuple[str, ...], int],
        because: Sequence[Step],
        *,
        clause: ClauseId,
        ask: str,
        readings: tuple[Reading, ...] = (),
    ) -> Draft:
        """A question on this round: its story, then ``question``; the inputs rebuild the round and say what is asked."""
        prompt = f"{self.story} {question}"
        return Draft.of(prompt, arranged, because, clause=clause, inputs={**self.inputs, "ask": ask}, readings=readings)


@dataclass(frozen=True, slots=True)
class _StudTable:
    """Who deals a stud hand, the up-cards of this round, who opens, and the antes in the pot."""

    dealer: int
    order: tuple[int, ...]
    up_cards: dict[int, tuple[Card, ...]]
    opener: int
    ante: int
    story: str


def _stud_table(rng: random.Random, game: Game, stake: int, players: int, round_number: int) -> _StudTable:
    """A stud round's table: no button and no blinds; the dealer's left gets cards first, the up-cards
    name the opener (``stud_opener``), and in Five-Card Stud everyone has anted (``hr-stud5-ante``)."""
    dealer = rng.randint(1, players)
    order = tuple((dealer + step - 1) % players + 1 for step in range(1, players + 1))
    up_count = min(round_number, len(game.up_positions))  # Seven-Card Stud's last card is dealt face down
    cards = rng.sample(game.deck.cards, players * up_count)
    up = {seat: tuple(cards[index * up_count : (index + 1) * up_count]) for index, seat in enumerate(order)}
    opener = stud_opener(game, up, dealer=dealer).value
    ante = default_ante(game, stake=stake)
    shown = "; ".join(f"seat {seat} {symbols_text(up[seat])}" for seat in order)
    if round_number == 1:
        assert game.opener is not None
        word = "lowest" if game.opener.first.value is OpenerCard.LOWEST else "highest"
        opens = f"Seat {opener} shows the {word} up-card and must place the opening bet: no check and no fold."
    else:
        opens = f"Seat {opener} shows the best hand and opens the betting."
    story = (
        f"Stud has no button: seat {dealer} deals, so seat {order[0]} receives cards first. "
        f"The up-cards: {shown}. {opens}"
    )
    return _StudTable(dealer=dealer, order=order, up_cards=up, opener=opener, ante=ante, story=story)


#: How often the random play picks each kind of action (all in never: the questions ask about a live round).
_WEIGHTS = {
    ActionKind.CALL: 4,
    ActionKind.CHECK: 3,
    ActionKind.BET: 3,
    ActionKind.RAISE: 3,
    ActionKind.FOLD: 1,
    ActionKind.ALL_IN: 0,
}


def betting_table(rng: random.Random, game: Game) -> BettingTable:
    """A betting round of ``game`` at random stakes, played a few random actions on, not yet complete."""
    stakes, stakes_inputs = _stakes(rng, game)
    stake = stakes.bets[0]
    players = rng.randint(3, min(6, game.max_players))
    seats = list(range(1, players + 1))
    stack = stake * rng.choice((30, 50, 100))
    round_number = rng.randint(1, stakes.round_count)
    pot = 0 if round_number == 1 else stake * rng.randint(players, 4 * players)
    stud = _stud_table(rng, game, stake, players, round_number) if game.family is Family.STUD else None
    if stud is not None:
        seats = list(stud.order)  # turn order from the dealer's left
        pot += stud.ante * players  # every player's ante is in the pot (hr-stud5-ante)
    betting = start_round(
        stakes,
        stacks={seat: stack for seat in seats},
        round_number=round_number,
        pot=pot,
        first_to_act=stud.opener if stud is not None else None,
        must_open=stud is not None and round_number == 1,  # the first round's forced bet (int-stud-opening-bet)
    )
    actions: list[list[Any]] = []
    for _ in range(rng.randint(0, 5)):
        if betting.is_complete:
            break
        legal = betting.legal_actions().value
        options = [option for option in legal if _WEIGHTS[option.kind]]
        if not options:
            raise Retry
        choice = rng.choices(options, weights=[_WEIGHTS[option.kind] for option in options])[0]
        to: int | None = None
        if choice.kind in (ActionKind.BET, ActionKind.RAISE):
            to = choice.min_to
            if choice.max_to > choice.min_to and rng.random() < 0.4:
                steps = range(choice.min_to, min(choice.max_to, choice.min_to + 6 * stake) + 1, stake)
                to = rng.choice(list(steps))
        betting = betting.apply(choice.action(to))
        actions.append([choice.kind.value, to])
    if betting.is_complete:
        raise Retry
    story = _story(game, stakes, betting, stud, players, stack, pot, seats)
    inputs: dict[str, Any] = {
        "stakes": stakes_inputs,
        "stacks": {str(seat): stack for seat in seats},
        "round_number": round_number,
        "pot": pot,
        "actions": actions,
    }
    if stud is not None:
        inputs |= {
            "dealer": stud.dealer,
            "up_cards": {str(seat): cards_text(stud.up_cards[seat]) for seat in stud.order},
            "first_to_act": stud.opener,
            "must_open": round_number == 1,
            "ante": stud.ante,
        }
    return BettingTable(stakes=stakes, betting=betting, options=betting.options().value, story=story, inputs=inputs)


def _story(
    game: Game,
    stakes: Stakes,
    betting: BettingRound,
    stud: _StudTable | None,
    players: int,
    stack: int,
    pot: int,
    seats: list[int],
) -> str:
    """The round so far in words: the game and stakes, who sits where, the pot, the blinds and every action."""
    money = stakes.money
    round_number = betting.round_number
    where = f"betting round {round_number} of {stakes.round_count}"
    lines = [f"{game.name}, {stakes.name}, {where}."]
    if stud is not None:  # no button: the dealer, the up-cards and the opener
        lines.append(stud.story)
        lines.append(
            f"Seats 1 to {players} are in the hand; each had {money(stack)} in front of them when the round began."
        )
        antes = stud.ante * players
        if antes and round_number == 1:
            lines.append(f"Every player has anted {money(stud.ante)}, so the pot holds {money(antes)}.")
        elif antes:
            lines.append(f"The pot held {money(pot)} from the antes ({money(antes)}) and the earlier rounds.")
        elif pot:
            lines.append(f"The pot held {money(pot)} from the earlier rounds.")
    else:
        lines.append(
            f"Seats 1 to {players} are in the hand, in turn order from the button's left (seat {players} has the "
            f"button); each had {money(stack)} in front of them when the round began."
        )
        if pot:
            lines.append(f"The pot held {money(pot)} from the earlier rounds.")
    for index, blind in enumerate(stakes.blinds if round_number == 1 else ()):
        lines.append(f"Seat {seats[index]} posts {blind.name} of {money(blind.amount)}.")
    lines.extend(sentence(record.text) + "." for record in betting.history)
    return " ".join(lines)
