"""Topic: who opens in stud -- which up-card, or which hand showing, opens the betting.

The answer is :func:`~engine.poker.stud.stud_opener`; the mistakes are the other end of the
order, the ace played low, a tie settled by seat instead of by suit, the newest card, and the
first player to the dealer's left as in a flop game.  The first two rest on the book's readings
(``int-stud-ace-opener``, ``int-stud-opener-ties``).
"""

from __future__ import annotations

import random

from engine.cards import Card, Rank, cards_text, symbols_text
from engine.documents import ids
from engine.explain import ClauseId
from engine.poker.game import Game, OpenerCard
from engine.poker.stud import stud_opener
from engine.teaching.quiz.drafts import Draft, Retry, arrange, plain_reading, poker_topic


def _value(card: Card, ace_low: bool = False) -> int:
    return 1 if ace_low and card.rank is Rank.ACE else card.rank.value_high


def draft(rng: random.Random, game: Game) -> Draft:
    """A question on who opens a betting round of ``game``, a stud game, from up-cards dealt by ``rng``."""
    opener = game.opener
    assert opener is not None
    players = rng.randint(3, min(7, game.max_players))
    seats = list(range(1, players + 1))
    dealer = rng.choice(seats)
    order = [(dealer + step - 1) % players + 1 for step in range(1, players + 1)]
    up_count = rng.choice((1, 1, 1, 2, 2, 3, len(game.up_positions)))
    cards = rng.sample(game.deck.cards, players * up_count)
    if up_count == 1 and rng.random() < 0.3:  # a tie on the deciding rank: suits settle it
        low = opener.first.value is OpenerCard.LOWEST
        pick = min if low else max
        target = pick(cards, key=lambda card: card.rank.value_high)
        others = [card for card in game.deck.cards if card.rank is target.rank and card not in cards]
        cards[rng.randrange(len(cards))] = rng.choice(others) if others else cards[0]
    up = {seat: tuple(cards[index * up_count : (index + 1) * up_count]) for index, seat in enumerate(order)}
    if len({card for hand in up.values() for card in hand}) != players * up_count:
        raise Retry
    decision = stud_opener(game, up, dealer=dealer)
    answer = decision.value
    mistakes: list[int] = []
    plain: list[tuple[ClauseId, int]] = []  # the other readings of the sentences, and the seat each names
    if up_count == 1:
        low = opener.first.value is OpenerCard.LOWEST
        first = {seat: hand[0] for seat, hand in up.items()}
        by_position = stud_opener(game, up, dealer=dealer, opener_ties="position").value  # ties by seat
        mistakes.append(by_position)
        plain.append((ids.INT_STUD_OPENER_TIES, by_position))
        if any(card.rank is Rank.ACE for card in first.values()):
            right_way = min if low else max
            ace_low = right_way(order, key=lambda seat: _value(first[seat], ace_low=True))
            mistakes.append(ace_low)  # ace low
            plain.append((ids.INT_STUD_ACE_OPENER, ace_low))
        wrong_way = max if low else min
        mistakes.append(wrong_way(order, key=lambda seat: _value(first[seat])))  # the other end
    else:
        mistakes.append(max(order, key=lambda seat: max(_value(card) for card in up[seat])))  # high card
        mistakes.append(min(order, key=lambda seat: min(_value(card) for card in up[seat])))  # low card
        mistakes.append(max(order, key=lambda seat: _value(up[seat][-1])))  # the newest card
    mistakes.append(order[0])  # the first player to the dealer's left, as in a flop game
    mistakes.extend(rng.sample(seats, len(seats)))
    choices, index = arrange(
        rng,
        f"Seat {answer}",
        (f"Seat {seat}" for seat in mistakes),
        order=lambda text: int(text.split()[1]),
    )
    readings = tuple(
        reading
        for interpretation, seat in plain
        for reading in plain_reading(interpretation, f"Seat {seat}", choices, f"Seat {answer}")
    )
    shown = "; ".join(f"seat {seat} {symbols_text(up[seat])}" for seat in order)
    which = (
        "the first betting round: each player shows one up-card"
        if up_count == 1
        else f"betting round {up_count}: each player shows {up_count} up-cards"
    )
    prompt = (
        f"{game.name}, {players} players; seat {dealer} deals, so seat {order[0]} receives cards first. It is "
        f"{which} ({shown}). Who opens the betting?"
    )
    return Draft(
        prompt=prompt,
        choices=choices,
        answer_index=index,
        because=decision.because,
        clause=decision.because[-1].clause,
        inputs={"up_cards": {str(seat): cards_text(up[seat]) for seat in order}, "dealer": dealer},
        readings=readings,
    )


TOPIC = poker_topic(
    "stud-opener",
    "Who opens in stud",
    "which up-card (or hand showing) opens the betting",
    draft,
    keep=lambda game: game.opener is not None,
    judges=(ids.INT_STUD_OPENER_TIES, ids.INT_STUD_ACE_OPENER),
)
