"""Topic: the odd chip -- who receives the chip left over when a pot cannot be shared evenly.

In a hi/lo game (Omaha 8/B, Seven-Card Stud High/Low Split) a pot with an odd number of chips
cannot be halved: the book gives the odd chip to the high half (``int-hilo-odd-chip``), and
an odd chip between tied lows goes to the winner first to the button's left.  In stud, tied hands
share the pot and the odd chip goes to the tied player holding the highest card by suit
(``int-odd-chip-by-game``).  The answer is :func:`~engine.poker.pots.split_pot`; the mistakes give
the chip to the low half, to the seat first to the button's left, or to the other tied player.

>>> from engine.teaching.quiz import mark, question_for
>>> question = question_for("odd-chip", "omaha-8", 2)
>>> "odd" in question.prompt, mark(question, question.answer_index).value
(True, True)
"""

from __future__ import annotations

import random
from functools import partial
from typing import Any

from engine.cards import SUIT_ORDER, Card, cards_text, symbols_text
from engine.poker.betting.stakes import money_text
from engine.poker.game import Game, OddChip
from engine.poker.pots import split_pot
from engine.teaching.quiz.drafts import Draft, Retry, arrange, poker_topic
from engine.teaching.quiz.side_pots import awards_text
from engine.words import seats_text


def _hilo(game: Game) -> bool:
    return game.hilo is not None


def _stud(game: Game) -> bool:
    return game.odd_chip.value is OddChip.HIGH_CARD_BY_SUIT


def _low(card: Card) -> int:
    """A card's rank counted low, the ace as 1 (Seven-Card Stud High/Low's low)."""
    return 1 if card.rank.value_high == 14 else card.rank.value_high


def _tied_hands(rng: random.Random, game: Game) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """Two stud hands of the same ranks in other suits, neither a flush: they tie, suits not counting."""
    by_rank: dict[Any, list[Card]] = {}
    for card in game.deck.cards:
        by_rank.setdefault(card.rank, []).append(card)
    ranks = rng.sample(sorted(by_rank, key=lambda rank: rank.value_high), game.hole_count)
    first: list[Card] = []
    second: list[Card] = []
    for rank in ranks:
        one, two = rng.sample(by_rank[rank], 2)
        first.append(one)
        second.append(two)
    for hand in (first, second):
        if max(sum(card.suit is suit for card in hand) for suit in SUIT_ORDER) >= 5:
            raise Retry  # a flush would break the tie
        if game.hilo is not None and len({_low(card) for card in hand if _low(card) <= 8}) >= 5:
            raise Retry  # a qualifying low would split the pot
    return tuple(first), tuple(second)


def draft(rng: random.Random, game: Game) -> Draft:
    """A question on who receives the odd chip in a pot of ``game``."""
    modes = [mode for mode, fits in (("hilo", _hilo(game)), ("stud", _stud(game))) if fits]
    mode = rng.choice(modes)
    players = rng.randint(3, min(6, game.max_players))
    seats = tuple(range(1, players + 1))  # seat n has the button (deals, in stud): seat 1 is first to its left
    pot = 2 * rng.randint(5, 60) + 1
    money = partial(money_text, currency=game.currency)
    cards: dict[int, tuple[Card, ...]] = {}
    where = f"seat {players} {'deals' if _stud(game) else 'has the button'}, so seat 1 is first to its left"
    if mode == "hilo":
        high = rng.choice(seats)
        low_count = 2 if not _stud(game) and rng.random() < 0.4 else 1
        lows = tuple(sorted(rng.sample([seat for seat in seats if seat != high], low_count)))
        highs: tuple[int, ...] = (high,)
        said = f"seat {high} has the best high hand; " + (
            f"seat {lows[0]} has the best qualifying low"
            if low_count == 1
            else f"{seats_text(lows)} tie for the best low"
        )
    else:
        lows = ()
        highs = tuple(sorted(rng.sample(seats, 2)))
        cards = dict(zip(highs, _tied_hands(rng, game), strict=True))
        shown = "; ".join(f"seat {seat} {symbols_text(cards[seat])}" for seat in highs)
        no_low = " and no one has a qualifying low" if game.hilo is not None else ""
        said = f"{seats_text(highs)} tie for the best hand ({shown}){no_low}"
    split = split_pot(game, pot, high_winners=highs, low_winners=lows, seats=seats, cards=cards or None)
    awards = split.value.awards
    answer = awards_text(awards, money)
    paid = {seat: amount for seat, amount in awards.items() if amount}
    mistakes = []
    for winner in paid:  # the odd chip given to another winner
        for other in paid:
            if other != winner and paid[winner] > paid[other]:
                mistakes.append(awards_text({**paid, winner: paid[winner] - 1, other: paid[other] + 1}, money))
    mistakes.append(
        awards_text({seat: amount - (1 if amount % 2 and lows else 0) for seat, amount in paid.items()}, money)
    )
    if mode == "stud":
        low_side = min(highs)  # the seat first to the button's left
        base = pot // 2
        mistakes.append(awards_text({seat: base + (seat == low_side) for seat in highs}, money))
        mistakes.append(awards_text({seat: base for seat in highs}, money))
    arranged = arrange(rng, answer, (text for text in mistakes if text))
    prompt = (
        f"{game.name}, {players} players; {where}. At the showdown the pot holds {money(pot)}, an odd number: "
        f"{said}. What does each winner receive?"
    )
    because = split.because
    odd = next((step for step in because if step.clause.startswith("int-")), because[0])
    held = {str(seat): cards_text(hand) for seat, hand in cards.items()}
    inputs = {"pot": pot, "seats": list(seats), "high_winners": list(highs), "low_winners": list(lows), "cards": held}
    return Draft.of(prompt, arranged, because, clause=odd.clause, inputs=inputs)


TOPIC = poker_topic(
    "odd-chip",
    "The odd chip",
    "who receives the odd chip when a hi/lo pot cannot be halved, or tied stud hands share a pot",
    draft,
    keep=lambda game: _hilo(game) or _stud(game),
)
