"""The engine agrees with independent, well-known evaluators on seeded random hands.

Oracles (test-only, never used by the engine; see ../shared/TOOLCHAIN.md):

* ``eval7`` (C) is the primary oracle for high hands: a greater score is a stronger hand.
* ``treys`` checks five- and seven-card hands a second time: a *lower* score is stronger.
* ``pokerkit`` checks Omaha (``OmahaHoldemHand``: exactly two hole cards and three board
  cards) and the 8-or-better low (``EightOrBetterLowHand``, ``OmahaEightOrBetterLowHand``).

They all know only the standard ranking (pokerkit always lets the ace play low), so every
hand here is a 52-card standard hand: manila is checked by the exhaustive counts and the
property tests, never against these libraries.

"Agreement" means, for every hand, the same category (the libraries' names mapped to
:class:`engine.poker.rankings.Category`) and, for every pair of hands, the same verdict (``>``,
``<`` or ``==``).  Pairs are checked twice: head to head as dealt at one table (the same
board, so close hands and ties are common), and across a whole chunk at once: sorted by
the engine, each neighbouring pair must compare the same way under the oracle, which (both
orders being total) makes every one of the chunk's pairs agree.

Hands come from ``random.Random(seed)`` with a fixed seed per chunk.  Half the deals are
drawn from the full deck and half from a narrow part of it (a few ranks in every suit, or a
run of ranks in a few suits) so that four of a kind, full houses, straights, flushes,
wheels and ties come up often; each chunk checks that it met every category.  Chunks are
separate tests so that pytest-xdist can spread them.  In all: 20,000 five-card hands,
40,000 seven-card hands (Hold 'Em and Seven-Card Stud), 10,000 Omaha hands, and 30,000
lows (five-card, Omaha 8/B and Seven-Card Stud High/Low).
"""

from __future__ import annotations

import itertools
import random
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pokerkit
import pytest
import treys

with warnings.catch_warnings():  # eval7 0.1.11 still spells pyparsing's old names; not ours to fix
    warnings.simplefilter("ignore", DeprecationWarning)
    import eval7

from engine.cards import Card, Rank, Suit, cards_text
from engine.decks import DECK_52
from engine.poker.games import find_game
from engine.poker.hands import best_hand, best_low
from engine.poker.lows import EIGHT_OR_BETTER, LowValue, low_of
from engine.poker.rankings import Category, HandValue, evaluate

DECK = DECK_52.cards
HOLDEM = find_game("Texas Hold 'Em")
OMAHA = find_game("Omaha")
OMAHA_8 = find_game("Omaha 8/B")
STUD = find_game("Seven-Card Stud")
STUD_HILO = find_game("Seven-Card Stud High/Low Split")

EVAL7_CARD = {card: eval7.Card(card.notation) for card in DECK}
TREYS_CARD = {card: treys.Card.new(card.notation) for card in DECK}
POKERKIT_CARD = {card: next(iter(pokerkit.Card.parse(card.notation))) for card in DECK}
TREYS = treys.Evaluator()

#: eval7.handtype names.
EVAL7_CATEGORY = {
    "High Card": Category.HIGH_CARD,
    "Pair": Category.PAIR,
    "Two Pair": Category.TWO_PAIR,
    "Trips": Category.THREE_OF_A_KIND,
    "Straight": Category.STRAIGHT,
    "Flush": Category.FLUSH,
    "Full House": Category.FULL_HOUSE,
    "Quads": Category.FOUR_OF_A_KIND,
    "Straight Flush": Category.STRAIGHT_FLUSH,
}
#: treys class names (treys keeps the royal flush apart; it is the top straight flush).
TREYS_CATEGORY = {
    "High Card": Category.HIGH_CARD,
    "Pair": Category.PAIR,
    "Two Pair": Category.TWO_PAIR,
    "Three of a Kind": Category.THREE_OF_A_KIND,
    "Straight": Category.STRAIGHT,
    "Flush": Category.FLUSH,
    "Full House": Category.FULL_HOUSE,
    "Four of a Kind": Category.FOUR_OF_A_KIND,
    "Straight Flush": Category.STRAIGHT_FLUSH,
    "Royal Flush": Category.STRAIGHT_FLUSH,
}
#: pokerkit labels.
POKERKIT_CATEGORY = {
    pokerkit.Label.HIGH_CARD: Category.HIGH_CARD,
    pokerkit.Label.ONE_PAIR: Category.PAIR,
    pokerkit.Label.TWO_PAIR: Category.TWO_PAIR,
    pokerkit.Label.THREE_OF_A_KIND: Category.THREE_OF_A_KIND,
    pokerkit.Label.STRAIGHT: Category.STRAIGHT,
    pokerkit.Label.FLUSH: Category.FLUSH,
    pokerkit.Label.FULL_HOUSE: Category.FULL_HOUSE,
    pokerkit.Label.FOUR_OF_A_KIND: Category.FOUR_OF_A_KIND,
    pokerkit.Label.STRAIGHT_FLUSH: Category.STRAIGHT_FLUSH,
}

#: Ranks around the ring, the ace at both ends, for runs such as A-2-3-4-5 and 10-J-Q-K-A.
RANK_RING = (Rank.ACE, *tuple(Rank)[:-1], Rank.ACE)


# --- dealing -----------------------------------------------------------------------------------------


def deal(rng: random.Random, count: int) -> list[Card]:
    """``count`` different cards: from the full deck half the time; otherwise from a few
    ranks in every suit (pairs up to four of a kind) or from a run of 5 to 13 ranks in one
    to four suits (straights, flushes, straight flushes), so that rare hands and ties are common."""
    roll = rng.random()
    if roll < 0.5:
        return rng.sample(DECK, count)
    while True:
        if roll < 0.75:
            width, suits = rng.randint(2, 6), set(Suit)
        else:
            width, suits = rng.randint(5, 13), set(rng.sample(list(Suit), rng.randint(1, 4)))
        start = rng.randint(0, len(RANK_RING) - width)
        ranks = set(RANK_RING[start : start + width])
        pool = [card for card in DECK if card.rank in ranks and card.suit in suits]
        if len(pool) >= count:
            return rng.sample(pool, count)


def deal_low_rich(rng: random.Random, count: int) -> list[Card]:
    """``count`` different cards, two times in three from the ace to a 6-10 only, so that
    qualifying lows (five different ranks of 8 or lower) and close low contests are common."""
    if rng.random() < 1 / 3:
        return rng.sample(DECK, count)
    top = rng.randint(6, 10)
    pool = [card for card in DECK if card.rank is Rank.ACE or card.rank.value_high <= top]
    return rng.sample(pool, count)


# --- judging agreement --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Judged:
    """One hand as the engine and an oracle see it (``None``: no qualifying low)."""

    cards: str
    engine: Any
    oracle: Any


def verdict(a: Any, b: Any) -> str:
    return ">" if a > b else "<" if a < b else "=="


def pair_disagreements(pairs: Sequence[tuple[Judged, Judged]]) -> list[str]:
    """Head-to-head pairs on which the engine and the oracle give different verdicts."""
    return [
        f"{a.cards} vs {b.cards}: engine {verdict(a.engine, b.engine)}, oracle {verdict(a.oracle, b.oracle)}"
        for a, b in pairs
        if verdict(a.engine, b.engine) != verdict(a.oracle, b.oracle)
    ]


def order_disagreements(hands: Sequence[Judged]) -> list[str]:
    """Sorted by the engine, every neighbouring pair must compare alike under the oracle.

    Both orders are total, so this covers every pair in ``hands`` (the oracle must step
    up exactly where the engine steps up, and stay level exactly where it stays level).
    """
    ordered = sorted(hands, key=lambda hand: hand.engine)
    return [
        f"{a.cards} then {b.cards}: engine {verdict(a.engine, b.engine)}, oracle {verdict(a.oracle, b.oracle)}"
        for a, b in itertools.pairwise(ordered)
        if verdict(a.engine, b.engine) != verdict(a.oracle, b.oracle)
    ]


def assert_agreement(pairs: Sequence[tuple[Judged, Judged]], failures: list[str]) -> None:
    hands = [hand for pair in pairs for hand in pair]
    failures = failures + pair_disagreements(pairs) + order_disagreements(hands)
    assert not failures, f"{len(failures)} disagreements, e.g.:\n" + "\n".join(failures[:10])


# --- oracles for high hands --------------------------------------------------------------------------


def eval7_score(cards: Sequence[Card]) -> int:
    return int(eval7.evaluate([EVAL7_CARD[card] for card in cards]))


def eval7_omaha_score(hole: Sequence[Card], board: Sequence[Card]) -> int:
    """Omaha by the rule, computed here: the best of the 60 two-plus-three choices."""
    own = [EVAL7_CARD[card] for card in hole]
    shared = [EVAL7_CARD[card] for card in board]
    return max(
        int(eval7.evaluate(list(two) + list(three)))
        for two in itertools.combinations(own, 2)
        for three in itertools.combinations(shared, 3)
    )


def treys_strength(cards: Sequence[Card]) -> int:
    """treys scores 1 (royal flush) to 7462; negated so that greater is stronger."""
    converted = [TREYS_CARD[card] for card in cards]
    return -int(TREYS.evaluate(converted[:2], converted[2:]))


def treys_category(strength: int) -> Category:
    return TREYS_CATEGORY[TREYS.class_to_string(TREYS.get_rank_class(-strength))]


def check_high_hand(value: HandValue, cards: str, oracle_score: int, failures: list[str]) -> None:
    """The category matches eval7's, and the five cards the engine names score what eval7's best scores."""
    expected = EVAL7_CATEGORY[eval7.handtype(oracle_score)]
    if value.category is not expected:
        failures.append(f"{cards}: engine {value.category.value} ({value.name}), eval7 {expected.value}")
    if eval7_score(value.cards) != oracle_score:
        failures.append(f"{cards}: the engine's five cards {cards_text(value.cards)} are not eval7's best")


#: One seat at a table: the engine's hand, the cards as text, the cards, and eval7's score.
Seat = tuple[HandValue, str, Sequence[Card], int]
HighKind = Callable[[random.Random], list[Seat]]


def five_card_table(rng: random.Random) -> list[Seat]:
    """Two five-card hands from one deck (Draw Poker, Five-Card Stud)."""
    cards = deal(rng, 10)
    seats = (cards[:5], cards[5:])
    return [(evaluate(hand), cards_text(hand), hand, eval7_score(hand)) for hand in seats]


def holdem_table(rng: random.Random) -> list[Seat]:
    """Two Hold 'Em players sharing one board: any five of each player's seven cards."""
    cards = deal(rng, 9)
    board = cards[4:]
    out: list[Seat] = []
    for hole in (cards[:2], cards[2:4]):
        text = f"{cards_text(hole)} | {cards_text(board)}"
        out.append((best_hand(HOLDEM, hole, board), text, hole + board, eval7_score(hole + board)))
    return out


def stud_table(rng: random.Random) -> list[Seat]:
    """Two Seven-Card Stud players: the best five of each player's seven cards."""
    cards = deal(rng, 14)
    return [(best_hand(STUD, hand), cards_text(hand), hand, eval7_score(hand)) for hand in (cards[:7], cards[7:])]


def omaha_table(rng: random.Random) -> list[Seat]:
    """Two Omaha players sharing one board: exactly two of four hole cards with three of five."""
    cards = deal(rng, 13)
    board = cards[8:]
    out: list[Seat] = []
    for hole in (cards[:4], cards[4:8]):
        text = f"{cards_text(hole)} | {cards_text(board)}"
        out.append((best_hand(OMAHA, hole, board), text, (), eval7_omaha_score(hole, board)))
    return out


#: kind -> (deal one table, tables per chunk, chunks); two hands per table.
HIGH_KINDS: dict[str, tuple[HighKind, int, int]] = {
    "five-card": (five_card_table, 5_000, 2),  # 20,000 hands
    "holdem": (holdem_table, 5_000, 2),  # 20,000 hands
    "seven-card-stud": (stud_table, 5_000, 2),  # 20,000 hands
    "omaha": (omaha_table, 2_500, 2),  # 10,000 hands
}
HIGH_CHUNKS = [
    pytest.param(kind, chunk, id=f"{kind}-{chunk}")
    for kind, (_, _, chunks) in HIGH_KINDS.items()
    for chunk in range(chunks)
]


@pytest.mark.parametrize("kind, chunk", HIGH_CHUNKS)
def test_high_hands_agree_with_eval7(kind: str, chunk: int) -> None:
    """int-standard-ranking: the same category and the same winner as eval7, pair by pair."""
    table, tables_per_chunk, _ = HIGH_KINDS[kind]
    rng = random.Random(f"high-{kind}-{chunk}")
    failures: list[str] = []
    pairs: list[tuple[Judged, Judged]] = []
    for _ in range(tables_per_chunk):
        seats = table(rng)
        judged = []
        for value, text, _cards, score in seats:
            check_high_hand(value, text, score, failures)
            judged.append(Judged(text, value, score))
        pairs.append((judged[0], judged[1]))
    assert_agreement(pairs, failures)
    # The deals really exercise every category, or agreement would prove little.
    assert {hand.engine.category for pair in pairs for hand in pair} == set(Category)


@pytest.mark.parametrize("kind", ["five-card", "holdem", "seven-card-stud"])
def test_high_hands_agree_with_treys(kind: str) -> None:
    """A second oracle for five and seven cards: treys, where a lower score is stronger."""
    table, _, _ = HIGH_KINDS[kind]
    rng = random.Random(f"treys-{kind}")
    failures: list[str] = []
    pairs: list[tuple[Judged, Judged]] = []
    for _ in range(4_000):
        judged = []
        for value, text, cards, _score in table(rng):
            strength = treys_strength(cards)
            if value.category is not treys_category(strength):
                failures.append(f"{text}: engine {value.category.value}, treys {treys_category(strength).value}")
            judged.append(Judged(text, value, strength))
        pairs.append((judged[0], judged[1]))
    assert_agreement(pairs, failures)


def test_omaha_agrees_with_pokerkit() -> None:
    """hr-omaha-two-plus-three, against pokerkit's OmahaHoldemHand (its own two-plus-three rule)."""
    rng = random.Random("omaha-pokerkit")
    failures: list[str] = []
    pairs: list[tuple[Judged, Judged]] = []
    for _ in range(1_000):
        cards = deal(rng, 13)
        board = cards[8:]
        judged = []
        for hole in (cards[:4], cards[4:8]):
            text = f"{cards_text(hole)} | {cards_text(board)}"
            value = best_hand(OMAHA, hole, board)
            oracle = pokerkit.OmahaHoldemHand.from_game(
                [POKERKIT_CARD[card] for card in hole], [POKERKIT_CARD[card] for card in board]
            )
            expected = POKERKIT_CATEGORY[oracle.entry.label]
            if value.category is not expected:
                failures.append(f"{text}: engine {value.category.value}, pokerkit {expected.value}")
            judged.append(Judged(text, value, oracle))
        pairs.append((judged[0], judged[1]))
    assert_agreement(pairs, failures)


# --- the 8-or-better low against pokerkit ------------------------------------------------------------


def pokerkit_low(cards: Sequence[Card]) -> pokerkit.Hand | None:
    try:
        return pokerkit.EightOrBetterLowHand([POKERKIT_CARD[card] for card in cards])
    except ValueError:
        return None


def ranked_low(low: object | None) -> tuple[int] | tuple[int, object]:
    """No qualifying low ranks below every low and ties with no low; lows compare as they do."""
    return (0,) if low is None else (1, low)


def low_judged(text: str, low: LowValue | None, oracle: pokerkit.Hand | None, failures: list[str]) -> Judged:
    if (low is None) != (oracle is None):
        engine_says = "no low" if low is None else low.name
        failures.append(f"{text}: engine {engine_says}, pokerkit {'no low' if oracle is None else oracle}")
    return Judged(text, ranked_low(low), ranked_low(oracle))


def five_card_lows(rng: random.Random, failures: list[str]) -> list[Judged]:
    cards = deal_low_rich(rng, 10)
    return [
        low_judged(cards_text(hand), low_of(hand, EIGHT_OR_BETTER), pokerkit_low(hand), failures)
        for hand in (cards[:5], cards[5:])
    ]


def omaha_lows(rng: random.Random, failures: list[str]) -> list[Judged]:
    cards = deal_low_rich(rng, 13)
    board = cards[8:]
    out = []
    for hole in (cards[:4], cards[4:8]):
        oracle = pokerkit.OmahaEightOrBetterLowHand.from_game_or_none(
            [POKERKIT_CARD[card] for card in hole], [POKERKIT_CARD[card] for card in board]
        )
        text = f"{cards_text(hole)} | {cards_text(board)}"
        out.append(low_judged(text, best_low(OMAHA_8, hole, board), oracle, failures))
    return out


def stud_lows(rng: random.Random, failures: list[str]) -> list[Judged]:
    cards = deal_low_rich(rng, 14)
    out = []
    for hand in (cards[:7], cards[7:]):
        oracle = pokerkit.EightOrBetterLowHand.from_game_or_none([POKERKIT_CARD[card] for card in hand])
        out.append(low_judged(cards_text(hand), best_low(STUD_HILO, hand), oracle, failures))
    return out


LowKind = Callable[[random.Random, list[str]], list[Judged]]

#: kind -> (deal one table, tables per chunk, chunks); two hands per table.
LOW_KINDS: dict[str, tuple[LowKind, int, int]] = {
    "five-card": (five_card_lows, 5_000, 2),  # 20,000 hands
    "omaha-8": (omaha_lows, 1_000, 3),  # 6,000 hands (pokerkit's Omaha low is slow: about 0.4 ms a hand)
    "seven-card-stud-hilo": (stud_lows, 2_000, 1),  # 4,000 hands
}
LOW_CHUNKS = [
    pytest.param(kind, chunk, id=f"{kind}-{chunk}")
    for kind, (_, _, chunks) in LOW_KINDS.items()
    for chunk in range(chunks)
]


@pytest.mark.parametrize("kind, chunk", LOW_CHUNKS)
def test_eight_or_better_lows_agree_with_pokerkit(kind: str, chunk: int) -> None:
    """hr-omaha8-low-qualifier, hr-omaha8-ace-low, hr-omaha8-wheel: the same lows qualify, and
    the same low wins, as pokerkit's eight-or-better low (Omaha: two hole cards and three board)."""
    deal_table, tables_per_chunk, _ = LOW_KINDS[kind]
    rng = random.Random(f"low-{kind}-{chunk}")
    failures: list[str] = []
    pairs = []
    for _ in range(tables_per_chunk):
        first, second = deal_table(rng, failures)
        pairs.append((first, second))
    qualifying = sum(hand.engine != (0,) for pair in pairs for hand in pair)
    assert qualifying >= tables_per_chunk // 5  # the deals really produce lows to compare
    assert_agreement(pairs, failures)
