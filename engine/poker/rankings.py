"""Poker hand rankings as data, where a greater value is a stronger hand.

The standard order of categories is one tuple; the manila ranking is that tuple
with flush and full house swapped and the ace-low straight removed, in one place
(:data:`MANILA`).  Which five-card runs are straights depends on the deck: with
the ace allowed low, it stands below the deck's lowest rank (A-2-3-4-5 in 52
cards; A-6-7-8-9 in 36; A-7-8-9-10 in 32, see ``int-short-deck-ace-low``).

>>> from engine.decks import DECK_32
>>> evaluate("Ah Kh 9h 5h 2h", MANILA, DECK_52) > evaluate("Ks Kd Kc 7s 7d", MANILA, DECK_52)
True
>>> evaluate("Ah Kh 9h 5h 2h", STANDARD) > evaluate("Ks Kd Kc 7s 7d", STANDARD)
False
>>> evaluate("Ac 7d 8h 9s Tc", MANILA, DECK_32).name
'high card, ace'
>>> evaluate("Ac 7d 8h 9s Tc", STANDARD, DECK_32).name
'straight, ace to ten'
>>> evaluate("Ac 7d 8h 9s", MANILA, DECK_32)
Traceback (most recent call last):
...
engine.errors.CardCountError: 'Ac 7d 8h 9s' is 4 cards: a poker hand is exactly five cards (int-standard-ranking)
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import cache, total_ordering

from engine.cards import Card, CardsLike, Rank, Suit, cards_text, quote, quote_cards
from engine.decks import DECK_52, Deck, find_deck
from engine.documents import ids
from engine.errors import CardCountError, UnknownRankingError
from engine.explain import ClauseId, Step, steps_text
from engine.words import excerpt, plural


class Category(StrEnum):
    """The nine categories of five-card poker hands, named in words."""

    HIGH_CARD = "high card"
    PAIR = "one pair"
    TWO_PAIR = "two pair"
    THREE_OF_A_KIND = "three of a kind"
    STRAIGHT = "straight"
    FLUSH = "flush"
    FULL_HOUSE = "full house"
    FOUR_OF_A_KIND = "four of a kind"
    STRAIGHT_FLUSH = "straight flush"


#: The standard order, weakest first (``int-standard-ranking``).
STANDARD_ORDER: tuple[Category, ...] = tuple(Category)


def _swapped(order: tuple[Category, ...], a: Category, b: Category) -> tuple[Category, ...]:
    """``order`` with categories ``a`` and ``b`` exchanged."""
    swap = {a: b, b: a}
    return tuple(swap.get(category, category) for category in order)


@dataclass(frozen=True, slots=True)
class Ranking:
    """A ranking: the order of categories, whether the ace may play low, and its clauses.

    Two rankings are equal when they rank every hand alike; the clause fields only
    decide which sentences an explanation cites (2 Card or 3 Card Manila).
    """

    name: str
    order: tuple[Category, ...]
    ace_low_straight: bool
    order_clause: ClauseId = field(default=ids.INT_STANDARD_RANKING, compare=False)
    swap_clause: ClauseId | None = field(default=None, compare=False)
    ace_clause: ClauseId = field(default=ids.INT_STANDARD_RANKING, compare=False)
    ace_example_clause: ClauseId = field(default=ids.INT_SHORT_DECK_ACE_LOW, compare=False)
    ace_not_low_clause: ClauseId = field(default=ids.INT_SHORT_DECK_ACE_LOW, compare=False)
    broadway_clause: ClauseId = field(default=ids.INT_STANDARD_RANKING, compare=False)
    #: The hash of what the ranking is compared by, worked out once: a ranking keys the tables' caches.
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((self.name, self.order, self.ace_low_straight)))

    def __hash__(self) -> int:
        return self._hash

    def strength(self, category: Category) -> int:
        """0 for the weakest category up to 8 for the strongest."""
        return self.order.index(category)

    def place(self, category: Category) -> int:
        """The category's place counted from the top, 1 for the strongest up to 9 for the weakest:
        the way the book says a category's rank (the explorer's table, the reasons of a hand).

        >>> MANILA.place(Category.FLUSH), STANDARD.place(Category.FLUSH), STANDARD.place(Category.HIGH_CARD)
        (3, 4, 9)
        """
        return len(self.order) - self.strength(category)

    @property
    def swapped(self) -> tuple[Category, ...]:
        """The categories this ranking places differently from the standard table, weakest first.

        >>> [category.value for category in MANILA.swapped]
        ['full house', 'flush']
        >>> STANDARD.swapped
        ()
        """
        return tuple(category for i, category in enumerate(self.order) if STANDARD_ORDER[i] is not category)

    def straights(self, deck: Deck = DECK_52) -> tuple[tuple[Rank, ...], ...]:
        """Every run of five ranks that is a straight in ``deck``, highest first.

        >>> from engine.decks import DECK_32
        >>> [" ".join(r.label for r in run) for run in MANILA.straights(DECK_32)]
        ['A K Q J 10', 'K Q J 10 9', 'Q J 10 9 8', 'J 10 9 8 7']
        >>> STANDARD.straights(DECK_32)[-1]
        (<Rank.TEN: 'T'>, <Rank.NINE: '9'>, <Rank.EIGHT: '8'>, <Rank.SEVEN: '7'>, <Rank.ACE: 'A'>)
        """
        ranks = deck.ranks
        runs = [tuple(reversed(ranks[i : i + 5])) for i in range(len(ranks) - 4)]
        if self.ace_low_straight and Rank.ACE in ranks:
            runs.insert(0, tuple(reversed(ranks[:4])) + (Rank.ACE,))
        return tuple(reversed(runs))

    def key(self, cards: Sequence[Card], deck: Deck = DECK_52) -> tuple[int, ...]:
        """The comparable value of exactly five cards from ``deck`` (unchecked, fast).

        The first element is the category's strength; the rest break ties.
        """
        values = sorted([_VALUE[card.rank] for card in cards], reverse=True)
        first = cards[0].suit
        flush = all([card.suit is first for card in cards])
        return _table(self, deck.ranks)[flush][tuple(values)][0]

    def category(self, cards: Sequence[Card], deck: Deck = DECK_52) -> Category:
        """The category of exactly five cards (unchecked, fast)."""
        return self.order[self.key(cards, deck)[0]]


_VALUE = {rank: rank.value_high for rank in Rank}

#: The standard ranking: A-2-3-4-5 is a straight; straight flush beats four of a kind.
STANDARD = Ranking(name="standard", order=STANDARD_ORDER, ace_low_straight=True)

#: The manila ranking: the standard table with two lines swapped and no ace-low straight.
MANILA = Ranking(
    name="manila",
    order=_swapped(STANDARD_ORDER, Category.FLUSH, Category.FULL_HOUSE),  # pp-manila2-flush-beats-full-house
    ace_low_straight=False,  # pp-manila2-ace-not-low: "in all manila games"
    swap_clause=ids.PP_MANILA2_FLUSH_BEATS_FULL_HOUSE,
    ace_clause=ids.PP_MANILA2_ACE_HIGH,
    ace_example_clause=ids.PP_MANILA2_ACE_EXAMPLE,
    ace_not_low_clause=ids.PP_MANILA2_ACE_NOT_LOW,
    broadway_clause=ids.PP_MANILA2_ACE_BROADWAY,
)

#: The same ranking, citing the 3 Card Manila section's own sentences.
MANILA_3 = replace(
    MANILA,
    swap_clause=ids.PP_MANILA3_FLUSH_BEATS_FULL_HOUSE,
    ace_clause=ids.PP_MANILA3_ACE_HIGH,
    ace_example_clause=ids.PP_MANILA3_ACE_EXAMPLE,
    broadway_clause=ids.PP_MANILA3_ACE_BROADWAY,
)

RANKINGS: dict[str, Ranking] = {"standard": STANDARD, "manila": MANILA}


def find_ranking(ranking: Ranking | str) -> Ranking:
    """The ranking ``ranking`` names: a :class:`Ranking` itself, or ``"standard"`` or ``"manila"`` (any case).

    >>> find_ranking(" Manila ").ace_low_straight
    False
    >>> find_ranking("lowball")
    Traceback (most recent call last):
    ...
    engine.errors.UnknownRankingError: 'lowball' is not a ranking: name one of standard or manila (int-standard-ranking; pp-manila2-flush-beats-full-house)
    """
    if isinstance(ranking, Ranking):
        return ranking
    found = RANKINGS.get(ranking.strip().lower()) if isinstance(ranking, str) else None
    if found is None:
        shown = quote(ranking) if isinstance(ranking, str) else excerpt(ranking)
        raise UnknownRankingError.citing(
            f"{shown} is not a ranking: name one of {' or '.join(RANKINGS)}",
            Step(STANDARD.order_clause, "The standard ranking is the order of poker hands that the manila rules change."),
            Step(ids.PP_MANILA2_FLUSH_BEATS_FULL_HOUSE, "The manila ranking swaps flush and full house, and the ace plays only high."),
        )
    return found


# --- the lookup tables: one pass over every multiset of five ranks --------------------

#: key, category, and each rank value's place in the display order, times four (a suit's place is added)
_Entry = tuple[tuple[int, ...], Category, dict[int, int]]


@cache
def _table(ranking: Ranking, ranks: tuple[Rank, ...]) -> tuple[dict[tuple[int, ...], _Entry], ...]:
    """(plain, flush) tables from sorted rank values to (key, category, display order)."""
    straight_tops: dict[frozenset[int], int] = {}
    deck_like = Deck(name="", ranks=ranks, clause=ranking.order_clause, description="")
    for run in ranking.straights(deck_like):
        values = frozenset(_VALUE[r] for r in run)
        straight_tops[values] = _VALUE[run[0]]
    plain: dict[tuple[int, ...], _Entry] = {}
    flush: dict[tuple[int, ...], _Entry] = {}
    values_in_deck = sorted((_VALUE[r] for r in ranks), reverse=True)
    for combo in itertools.combinations_with_replacement(values_in_deck, 5):
        counts = Counter(combo)
        if max(counts.values()) > 4:
            continue
        grouped = tuple(sorted(counts, key=lambda v: (counts[v], v), reverse=True))
        shape = sorted(counts.values(), reverse=True)
        top = straight_tops.get(frozenset(combo)) if len(counts) == 5 else None
        if top is not None:
            order = _straight_order(combo, top)
            plain[combo] = _entry(ranking, Category.STRAIGHT, (top,), order)
            flush[combo] = _entry(ranking, Category.STRAIGHT_FLUSH, (top,), order)
            continue
        category = {
            (4, 1): Category.FOUR_OF_A_KIND,
            (3, 2): Category.FULL_HOUSE,
            (3, 1, 1): Category.THREE_OF_A_KIND,
            (2, 2, 1): Category.TWO_PAIR,
            (2, 1, 1, 1): Category.PAIR,
            (1, 1, 1, 1, 1): Category.HIGH_CARD,
        }[tuple(shape)]
        plain[combo] = _entry(ranking, category, grouped, grouped)
        if len(counts) == 5:
            flush[combo] = _entry(ranking, Category.FLUSH, grouped, grouped)
    return plain, flush


def _straight_order(combo: tuple[int, ...], top: int) -> tuple[int, ...]:
    """Display order of a straight, high to low, with an ace played low last."""
    if top != 14 and 14 in combo:
        return tuple(v for v in combo if v != 14) + (14,)
    return combo


def _entry(ranking: Ranking, category: Category, tiebreak: tuple[int, ...], order: tuple[int, ...]) -> _Entry:
    return (ranking.strength(category),) + tiebreak, category, {value: 4 * index for index, value in enumerate(order)}


# --- hand values --------------------------------------------------------------------------


@total_ordering
@dataclass(frozen=True, slots=True, eq=False)
class HandValue:
    """Five cards under a ranking: their category, name, order and reasons.

    ``a > b`` means hand ``a`` beats hand ``b``; equal hands (the same ranks in a
    different suit) compare equal, because suits never rank hands.
    ``cards`` are the five cards in the order a dealer reads them out.
    ``selection`` holds the steps that chose these five from a player's cards.
    """

    category: Category
    cards: tuple[Card, ...]
    key: tuple[int, ...]
    ranking: Ranking
    deck: Deck
    selection: tuple[Step, ...] = ()

    def _check_comparable(self, other: object) -> HandValue:
        if not isinstance(other, HandValue):
            raise TypeError(f"cannot compare a hand with {excerpt(other)}")
        if other.ranking != self.ranking:
            raise TypeError(f"cannot compare a {self.ranking.name} hand with a {other.ranking.name} hand")
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.ranking == other.ranking and self.key == other.key

    def __lt__(self, other: object) -> bool:
        return self.key < self._check_comparable(other).key

    def __hash__(self) -> int:
        return hash((self.ranking.order, self.ranking.ace_low_straight, self.key))

    @property
    def name(self) -> str:
        """The hand in words: ``'flush, ace high'``, ``'straight, ten to ace'``."""
        return hand_name(self.category, self.cards, self.key)

    @property
    def because(self) -> tuple[Step, ...]:
        return self.selection + _category_steps(self)

    def explain(self) -> str:
        return steps_text(self.because)

    def __repr__(self) -> str:
        return f"HandValue({self.name!r}, {cards_text(self.cards)})"


def hand_name(category: Category, cards: Sequence[Card], key: tuple[int, ...]) -> str:
    """Name a hand from its category, its cards in display order, and its key."""
    ranks = [card.rank for card in cards]
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        high = Rank.from_value(key[1])
        low = ranks[-1]
        if category is Category.STRAIGHT_FLUSH and high is Rank.ACE and low is Rank.TEN:
            return "royal flush"
        return f"{category.value}, {low.word} to {high.word}"
    return _NAMES[category].format(*ranks)


#: How each other category's hand is named, from the ranks of its cards in display order ({0} the first).
_NAMES = {
    Category.FOUR_OF_A_KIND: "four of a kind, {0.plural}",
    Category.FULL_HOUSE: "full house, {0.plural} full of {3.plural}",
    Category.FLUSH: "flush, {0.word} high",
    Category.THREE_OF_A_KIND: "three of a kind, {0.plural}",
    Category.TWO_PAIR: "two pair, {0.plural} and {2.plural}",
    Category.PAIR: "pair of {0.plural}",
    Category.HIGH_CARD: "high card, {0.word}",
}


_DEFINITIONS = {
    Category.STRAIGHT_FLUSH: "five cards in sequence, all of one suit, make a straight flush",
    Category.FOUR_OF_A_KIND: "four cards of one rank make four of a kind",
    Category.FULL_HOUSE: "three cards of one rank and two of another make a full house",
    Category.FLUSH: "five cards of one suit, not in sequence, make a flush",
    Category.STRAIGHT: "five cards in sequence, not all of one suit, make a straight",
    Category.THREE_OF_A_KIND: "three cards of one rank make three of a kind",
    Category.TWO_PAIR: "two cards of one rank and two of another make two pair",
    Category.PAIR: "two cards of one rank make one pair",
    Category.HIGH_CARD: "five cards with no pair, no sequence and no flush rank by their highest card",
}


def _category_steps(hand: HandValue) -> tuple[Step, ...]:
    ranking = hand.ranking
    text = cards_text(hand.cards)
    definition = _DEFINITIONS[hand.category]
    steps = [Step(ranking.order_clause, f"{text}: {definition}, so the hand is {hand.name}.")]
    ranks = {card.rank for card in hand.cards}
    low_run = set(hand.deck.ranks[:4]) | {Rank.ACE}
    example = {Rank.ACE, Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN}  # "A, 7, 8, 9, 10"
    if len(ranks) == 5 and ranks in (low_run, example):
        run = "-".join(rank.label for rank in sorted(ranks, key=lambda r: r.value_high % 14))
        if ranks == low_run and ranking.ace_low_straight:
            clause = ranking.ace_clause if hand.deck.lowest_rank is Rank.TWO else ranking.ace_example_clause
            lowest = hand.deck.lowest_rank.word
            steps.append(Step(clause, f"The ace may count low, below the {lowest}, so {run} is a straight."))
        elif not ranking.ace_low_straight:
            clause = ranking.ace_example_clause if ranks == example else ranking.ace_not_low_clause
            steps.append(Step(clause, f"{run} is not a straight: in manila an ace counts only high."))
    if hand.category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH) and Rank.ACE in ranks and Rank.KING in ranks:
        if not ranking.ace_low_straight:
            steps.append(Step(ranking.broadway_clause, "10-J-Q-K-A is the only straight an ace can make in manila."))
    if ranking.swap_clause and hand.category in (Category.FLUSH, Category.FULL_HOUSE):
        steps.append(
            Step(
                ranking.swap_clause,
                "In a reduced deck a flush beats a full house, so the manila ranking puts the flush "
                "above the full house.",
            )
        )
    strength = ranking.strength(hand.category)
    above = ranking.order[strength + 1] if strength + 1 < len(ranking.order) else None
    below = ranking.order[strength - 1] if strength > 0 else None
    where = []
    if below is not None:
        where.append(f"above {below.value}")
    if above is not None:
        where.append(f"below {above.value}")
    steps.append(
        Step(
            ranking.order_clause,
            f"Under the {ranking.name} ranking {hand.category.value} ranks {' and '.join(where)}: place "
            f"{ranking.place(hand.category)} of {len(ranking.order)}, counting from the top.",
        )
    )
    return tuple(steps)


def make_hand(cards: Sequence[Card], ranking: Ranking, deck: Deck, selection: tuple[Step, ...] = ()) -> HandValue:
    """Build the :class:`HandValue` of five already checked cards.

    The cards are shown in the order of the hand's table entry (its ranks, each once: the groups, then
    the kickers), cards of one rank spades first, then hearts, diamonds and clubs.

    >>> make_hand(DECK_52.check("2c 7d Ac 7s 2s"), STANDARD, DECK_52).cards
    (7s, 7d, 2s, 2c, Ac)
    """
    a, b, c, d, e = cards
    suit = a.suit
    flush = b.suit is suit and c.suit is suit and d.suit is suit and e.suit is suit
    values = sorted([_VALUE[card.rank] for card in cards], reverse=True)
    key, category, place = _table(ranking, deck.ranks)[flush][tuple(values)]
    suit_place = _SUIT_PLACE  # clubs 0 to spades 3
    shown = tuple(sorted(cards, key=lambda card: place[_VALUE[card.rank]] - suit_place[card.suit]))
    return HandValue(category=category, cards=shown, key=key, ranking=ranking, deck=deck, selection=selection)


_SUIT_PLACE = {suit: place for place, suit in enumerate(Suit)}


def evaluate(cards: CardsLike, ranking: Ranking | str = STANDARD, deck: Deck | str | int = DECK_52) -> HandValue:
    """The value of exactly five cards from ``deck`` under ``ranking``.

    ``ranking`` and ``deck`` may be named as :func:`find_ranking` and :func:`~engine.decks.find_deck`
    read them (``"manila"``; ``"32"`` or ``32``).

    :raises UnknownRankingError: a ranking the registry does not hold.
    :raises UnknownDeckError: a deck the registry does not hold.
    :raises CardNotationError: text that is not a card.
    :raises CardNotInDeckError: a card the deck does not hold.
    :raises DuplicateCardError: the same card twice.
    :raises CardCountError: not exactly five cards.

    >>> evaluate("Ts Js Qs Ks As").name
    'royal flush'
    >>> evaluate("5d 4c 3h 2s Ad").name
    'straight, ace to five'
    >>> evaluate("Ac 7d 8h 9s Tc", "manila", 32).name
    'high card, ace'
    >>> evaluate("ts, js, qs, ks")
    Traceback (most recent call last):
    ...
    engine.errors.CardCountError: 'ts, js, qs, ks' is 4 cards: a poker hand is exactly five cards (int-standard-ranking)
    """
    return five_card_hand(cards, find_ranking(ranking), find_deck(deck))


def five_card_hand(cards: CardsLike, ranking: Ranking, deck: Deck) -> HandValue:
    """:func:`evaluate` under a ranking and in a deck already found: the cards are read and checked here.

    >>> from engine.decks import DECK_32
    >>> five_card_hand("Ac 7d 8h 9s Tc", MANILA, DECK_32).name
    'high card, ace'
    """
    checked = deck.check(cards)
    if len(checked) != 5:
        raise CardCountError.citing(
            f"{quote_cards(cards)} is {plural(len(checked), 'card')}: a poker hand is exactly five cards",
            Step(ranking.order_clause, "A poker hand is five cards."),
        )
    return make_hand(checked, ranking, deck)


def category_counts(ranking: Ranking, deck: Deck) -> dict[Category, int]:
    """How many five-card hands of ``deck`` fall in each category, by formula.

    Used by the explorer; the tests count every hand one by one and compare.
    ``n`` ranks in four suits, ``s`` straights (runs of five ranks):

    >>> counts = category_counts(STANDARD, DECK_52)
    >>> counts[Category.FLUSH], counts[Category.FULL_HOUSE]
    (5108, 3744)
    >>> sum(counts.values())
    2598960
    """
    return {category: count for category, (count, _) in category_formulas(ranking, deck).items()}


def category_formulas(ranking: Ranking, deck: Deck) -> dict[Category, tuple[int, str]]:
    """Each category's count of five-card hands in ``deck`` with the formula behind it (``ranking`` and
    ``deck`` as :func:`find_ranking` and :func:`~engine.decks.find_deck` read them)."""
    from math import comb

    ranking = find_ranking(ranking)
    deck = find_deck(deck)
    n = len(deck.ranks)
    s = len(ranking.straights(deck))
    return {
        Category.STRAIGHT_FLUSH: (4 * s, f"{s} straights \u00d7 4 suits"),
        Category.FOUR_OF_A_KIND: (n * (n - 1) * 4, f"{n} ranks \u00d7 {n - 1} kickers \u00d7 4 suits"),
        Category.FULL_HOUSE: (
            n * (n - 1) * 4 * 6,
            f"{n} ranks for three \u00d7 {n - 1} for two \u00d7 C(4,3)=4 \u00d7 C(4,2)=6",
        ),
        Category.FLUSH: (
            4 * (comb(n, 5) - s),
            f"4 suits \u00d7 (C({n},5)={comb(n, 5)} rank sets \u2212 {s} straights)",
        ),
        Category.STRAIGHT: (s * (4**5 - 4), f"{s} straights \u00d7 (4\u2075 \u2212 4 flush suitings)"),
        Category.THREE_OF_A_KIND: (
            n * comb(n - 1, 2) * 4 * 16,
            f"{n} ranks \u00d7 C({n - 1},2) kickers \u00d7 4 \u00d7 4\u00b2",
        ),
        Category.TWO_PAIR: (
            comb(n, 2) * (n - 2) * 6 * 6 * 4,
            f"C({n},2) pairs \u00d7 {n - 2} kickers \u00d7 6 \u00d7 6 \u00d7 4",
        ),
        Category.PAIR: (
            n * comb(n - 1, 3) * 6 * 64,
            f"{n} ranks \u00d7 C({n - 1},3) kickers \u00d7 6 \u00d7 4\u00b3",
        ),
        Category.HIGH_CARD: (
            (comb(n, 5) - s) * (4**5 - 4),
            f"(C({n},5) \u2212 {s}) rank sets \u00d7 (4\u2075 \u2212 4)",
        ),
    }
