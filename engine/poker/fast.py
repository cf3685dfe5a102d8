"""Hand strength fast: cards as small integers, and tables worked out once from the rankings.

:func:`engine.poker.rankings.evaluate` explains a hand; this module only ranks it, many times a
second.  A card of a deck is an integer, its **id**: four times the place of its rank in the deck
(lowest rank 0) plus its suit (clubs 0, diamonds 1, hearts 2, spades 3), so ids run 0 to 51 in the
standard deck, 0 to 35 and 0 to 31 in the short ones, in the order of :attr:`Deck.cards`.

A hand's **strength** is a small integer: the place of the hand's class among all classes of
five-card hands under the ranking, weakest first, counted from 1.  A greater strength is a
stronger hand and hands tie exactly when their strengths are equal, as their
:meth:`~engine.poker.rankings.Ranking.key` values do (``python -m engine.poker.fast_tables``
works the tables out from those keys and checks them).

>>> from engine.decks import DECK_32
>>> from engine.poker.rankings import MANILA
>>> table = strength_table(MANILA, DECK_32)
>>> flush = table.five(card_ids("Ah Kh 9h 8h 7h", DECK_32))
>>> full_house = table.five(card_ids("Ks Kd Kc 7s 7d", DECK_32))
>>> flush > full_house                               # pp-manila2-flush-beats-full-house
True
>>> strength_table(STANDARD).five(card_ids("Ah Kh 9h 5h 2h")) > strength_table(STANDARD).five(card_ids("Ks Kd Kc 7s 7d"))
False
>>> hand_strength("Ah Kh 9h 8h 6h", MANILA, DECK_32)
Traceback (most recent call last):
...
engine.errors.CardNotInDeckError: In 'Ah Kh 9h 8h 6h', 6h is not in the 2 Card Manila deck: it has 32 cards, 7 to ace (pp-manila2-deck)

Three kinds of table, per deck and ranking (files in ``engine/poker/data``, loaded on first use):

* **five**: the strength of every five-card hand, at the hand's place in the combinatorial number
  system: the hand's ids sorted, ``c0 < c1 < ... < c4``, sit at ``C(c0,1) + C(c1,2) + ... + C(c4,5)``,
  a minimal perfect hash (2,598,960 places for 52 cards, 376,992 for 36, 201,376 for 32).
* **ranks** (five, six, seven cards): the best strength of a group of cards that makes no flush,
  which depends only on its ranks.  A multiset of ``k`` ranks, sorted ``r0 <= ... <= r(k-1)``, sits at
  ``C(r0,1) + C(r1+1,2) + ... + C(r(k-1)+k-1,k)`` (the same number system on ``r_i + i``).
* **flush**: the best flush or straight flush among cards of one suit, by the bit mask of their ranks.

Seven cards hold at most one suit five times, so their best hand is the better of the ranks
table's value and, when a suit has five cards or more, the flush table's value for that suit.

Which method reads which table: one hand at a time, :meth:`StrengthTable.five` reads the five-card
ranks table keyed by ``sum(5 ** rank)`` (no sorting: the fastest in pure Python) or the flush table;
:meth:`~StrengthTable.seven` and :meth:`~StrengthTable.best` sort the ids and read the ranks and flush
tables; :meth:`~StrengthTable.omaha` tries the 60 choices of two hole and three board cards by their
rank sums.  :meth:`~StrengthTable.five_batch` sorts many hands at once with NumPy and reads the five
table; :meth:`~StrengthTable.best_batch` reads the ranks and flush tables as :meth:`~StrengthTable.seven`
does; :meth:`~StrengthTable.omaha_batch` looks up every choice of two hole cards and three board cards
of every hand at once, in a table of two ranks against three worked out from the ranks table.
The files take 532 kB: per ranking, the 52-card five table 150 kB (of 5.2 MB) and its ranks
and flush tables 69 kB; the short decks' tables 48 kB.  A table loads in about 30 ms.

The explaining functions (:func:`engine.poker.hands.best_hand`, and so the showdown) search a player's
choices with these tables (:func:`table_for` finds a game's) and explain only the hand they find.
"""

from __future__ import annotations

import sys
import zlib
from array import array
from collections.abc import Iterable, Sequence
from functools import cache
from importlib import resources
from itertools import combinations, combinations_with_replacement
from math import comb
from typing import TYPE_CHECKING, Any

from engine.cards import Card, CardsLike, Rank, Suit, quote_cards
from engine.decks import DECK_52, DECKS, Deck
from engine.documents import ids
from engine.errors import CardCountError, CardNotInDeckError, DuplicateCardError
from engine.explain import Step
from engine.poker.rankings import RANKINGS, STANDARD, Category, Ranking
from engine.poker.selection import ChoicePlaces
from engine.words import plural

if TYPE_CHECKING:  # NumPy is optional: imported inside the batch methods only
    import numpy as np
    from numpy.typing import NDArray

#: The suits in the order of their ids (clubs 0 to spades 3), as :class:`engine.decks.Deck` deals them.
SUITS: tuple[Suit, ...] = tuple(Suit)
#: Where the tables live, inside this package.
DATA_FOLDER = "data"


def _tabled_pairs(decks: Iterable[Deck], rankings: Iterable[Ranking]) -> tuple[tuple[Deck, Ranking], ...]:
    """Each of ``rankings`` on each of ``decks``, one deck for each set of ranks (the first: decks of the
    same ranks share tables, :func:`table_for`), in the order given.

    >>> from engine.decks import DECK_32, MANILLEN_DECK
    >>> from engine.poker.rankings import MANILA
    >>> pairs = _tabled_pairs([DECK_52, DECK_32, MANILLEN_DECK], [STANDARD, MANILA])
    >>> [(deck.name, ranking.name) for deck, ranking in pairs]  # the Manillen Plus deck is the 32 cards, 7 to ace
    [('standard', 'standard'), ('standard', 'manila'), ('2 Card Manila', 'standard'), ('2 Card Manila', 'manila')]
    """
    first: dict[tuple[Rank, ...], Deck] = {}
    for deck in decks:
        first.setdefault(deck.ranks, deck)
    chosen = tuple(rankings)
    return tuple((deck, ranking) for deck in first.values() for ranking in chosen)


#: Every deck and ranking that has tables (``python -m engine.poker.fast_tables`` makes them all): each
#: ranking of the registry :data:`~engine.poker.rankings.RANKINGS` on each deck of :data:`~engine.decks.DECKS`
#: (:func:`_tabled_pairs`).  A ranking or deck added there has tables once the generator has run.
TABLED: tuple[tuple[Deck, Ranking], ...] = _tabled_pairs(DECKS.values(), RANKINGS.values())

# --- the number system ---------------------------------------------------------------------------

#: ``_C[k][x]`` is ``C(x, k)``: enough for 52 cards and for multisets of seven of 13 ranks (13 + 6).
_C: tuple[tuple[int, ...], ...] = tuple(tuple(comb(x, k) for x in range(60)) for k in range(8))
#: ``_TERM[i][card_id]``: the ``i``-th term of a sorted multiset of ranks, ``C(rank + i, i + 1)``.
_TERM: tuple[tuple[int, ...], ...] = tuple(tuple(comb((c >> 2) + i, i + 1) for c in range(52)) for i in range(7))
#: ``_TALLY[card_id]``: three bits per suit, so that a sum over up to seven cards counts each suit.
_TALLY: tuple[int, ...] = tuple(1 << 3 * (c & 3) for c in range(52))
#: ``_FLUSH_SUIT[tally]``: the suit held five times or more in a tally of up to seven cards, else -1.
_FLUSH_SUIT: tuple[int, ...] = tuple(
    next((suit for suit in range(4) if (tally >> 3 * suit) & 7 >= 5), -1) for tally in range(1 << 12)
)
#: ``_TWICE[tally]``, ``_THRICE[tally]``: the suits (bit ``1 << suit``) held at least twice, three times.
_TWICE: tuple[int, ...] = tuple(
    sum(1 << suit for suit in range(4) if (tally >> 3 * suit) & 7 >= 2) for tally in range(1 << 12)
)
_THRICE: tuple[int, ...] = tuple(
    sum(1 << suit for suit in range(4) if (tally >> 3 * suit) & 7 >= 3) for tally in range(1 << 12)
)
#: ``_BIT[card_id]``: the card's rank as one bit of a rank mask.
_BIT: tuple[int, ...] = tuple(1 << (c >> 2) for c in range(52))
#: ``_QUINARY[card_id]``: ``5 ** rank``; a sum over five cards counts each rank in base 5.
_QUINARY: tuple[int, ...] = tuple(5 ** (c >> 2) for c in range(52))


def five_index(ids: Sequence[int]) -> int:
    """The place of a five-card hand in the table: its ids sorted, ``C(c0,1) + ... + C(c4,5)``.

    >>> five_index((0, 1, 2, 3, 4)), five_index((4, 3, 2, 1, 0)), five_index((47, 48, 49, 50, 51))
    (0, 0, 2598959)
    """
    a, b, c, d, e = sorted(ids)
    return a + _C[2][b] + _C[3][c] + _C[4][d] + _C[5][e]


def ranks_index(ranks: Sequence[int]) -> int:
    """The place of a multiset of ranks (places in the deck, lowest 0) in a ranks table.

    >>> ranks_index((0, 0, 0, 0, 1)), ranks_index((1, 0, 0, 0, 0)), ranks_index((12,) * 7) == comb(13 + 6, 7) - 1
    (1, 1, True)
    """
    return sum(_C[i + 1][rank + i] for i, rank in enumerate(sorted(ranks)))


def rank_multisets(rank_count: int, size: int) -> list[tuple[int, ...]]:
    """Every multiset of ``size`` ranks of ``rank_count``, each at most four times (four suits), sorted.

    >>> len(rank_multisets(13, 5)), len(rank_multisets(13, 7))  # C(17, 5) - 13 fives of a kind; ...
    (6175, 49205)
    """
    return [
        ranks
        for ranks in combinations_with_replacement(range(rank_count), size)
        if all(ranks[i] != ranks[i + 4] for i in range(size - 4))
    ]


def table_sizes(deck: Deck) -> dict[str, int]:
    """How many entries each table of ``deck`` has: five cards, ranks of 5, 6 and 7 cards, flush masks.

    >>> table_sizes(DECK_52)
    {'five': 2598960, 'ranks5': 6188, 'ranks6': 18564, 'ranks7': 50388, 'flush': 8192}
    """
    n = len(deck.ranks)
    return {
        "five": comb(deck.size, 5),
        **{f"ranks{k}": comb(n + k - 1, k) for k in (5, 6, 7)},
        "flush": 1 << n,
    }


#: Sorting networks for five, six and seven values (9, 12 and 16 comparators, the fewest known): exchanging
#: each pair ``(i, j)`` that is out of order, in turn, sorts any row.  The tests run each on every row of
#: 0s and 1s, which by the 0-1 principle shows that it sorts every row.
SORTING_NETWORKS: dict[int, tuple[tuple[int, int], ...]] = {
    5: ((0, 1), (3, 4), (2, 4), (2, 3), (0, 3), (0, 2), (1, 4), (1, 3), (1, 2)),
    6: ((1, 2), (4, 5), (0, 2), (3, 5), (0, 1), (3, 4), (2, 5), (0, 3), (1, 4), (2, 4), (1, 3), (2, 3)),
    7: (
        (1, 2), (3, 4), (5, 6), (0, 2), (3, 5), (4, 6), (0, 1), (4, 5),
        (2, 6), (0, 4), (1, 5), (0, 3), (2, 5), (1, 3), (2, 4), (2, 3),
    ),
}  # fmt: skip


@cache
def _selection_way(hole_used: tuple[int, ...], hole_count: int, board_count: int) -> str:
    """How :meth:`StrengthTable.selected` finds the best of ``hole_count`` own cards and ``board_count`` on
    the board, worked out once for each: ``"omaha"`` (exactly two own cards), ``"any five"`` (any five of
    five to seven cards) or ``"each choice"``."""
    if hole_used == (2,) and board_count >= 3:
        return "omaha"
    possible = [used for used in range(6) if used <= hole_count and 5 - used <= board_count]
    if 5 <= hole_count + board_count <= 7 and all(used in hole_used for used in possible):
        return "any five"
    return "each choice"


# --- card ids ------------------------------------------------------------------------------------


def card_id(card: Card, deck: Deck = DECK_52) -> int:
    """The id of ``card`` in ``deck`` (a card the deck holds; see :func:`card_ids` to check).

    >>> from engine.decks import DECK_32
    >>> card_id(Card.parse("2c")), card_id(Card.parse("As")), card_id(Card.parse("7c"), DECK_32)
    (0, 51, 0)
    """
    return deck.ids[card]


def card_ids(cards: CardsLike, deck: Deck = DECK_52, *, where: str = "") -> tuple[int, ...]:
    """The ids of ``cards``, checked: each must be in ``deck``, none twice (the deck's clause).
    ``where`` names the group of cards in a refusal (``"hole cards"``), as :meth:`Deck.check` does.

    >>> card_ids("As Kd 2c")
    (51, 45, 0)
    >>> card_ids("As Kd as")
    Traceback (most recent call last):
    ...
    engine.errors.DuplicateCardError: As appears twice in 'As Kd as': the standard deck holds each card once (int-standard-deck)
    """
    index = deck.ids
    return tuple(index[card] for card in deck.check(cards, where=where))


def card_of(card_id: int, deck: Deck = DECK_52) -> Card:
    """The card whose id in ``deck`` is ``card_id``.

    >>> card_of(51), card_of(0)
    (As, 2c)
    """
    return deck.cards[card_id]


# --- the tables ----------------------------------------------------------------------------------


def table_name(deck: Deck, ranking: Ranking, kind: str) -> str:
    """The file name of one table: ``'52-standard-five.zlib'``; ``kind`` is ``five`` or ``best``
    (the ranks tables for 5, 6 and 7 cards and the flush table, one after another)."""
    return f"{deck.size}-{ranking.name}-{kind}.zlib"


def load_table(deck: Deck, ranking: Ranking, kind: str) -> array[int]:
    """Read one shipped table: little-endian unsigned 16-bit strengths, compressed with zlib."""
    packed = resources.files(__package__).joinpath(DATA_FOLDER, table_name(deck, ranking, kind)).read_bytes()
    table = array("H")
    table.frombytes(zlib.decompress(packed))
    if sys.byteorder == "big":
        table.byteswap()
    return table


class StrengthTable:
    """The strengths of every hand of one deck under one ranking: :func:`strength_table` makes one.

    The methods take card ids and do not check them (:func:`card_ids` does); the ``*_batch`` methods
    take NumPy arrays of ids, one hand a row, and check them all at once.
    """

    __slots__ = (
        "deck", "ranking", "_ranks5", "_ranks6", "_ranks7", "_flush", "_quinary5", "_five", "_arrays", "_categories",
    )

    def __init__(self, ranking: Ranking, deck: Deck) -> None:
        self.ranking, self.deck = ranking, deck
        sizes = table_sizes(deck)
        best = load_table(deck, ranking, "best")
        ends = [sizes["ranks5"], sizes["ranks5"] + sizes["ranks6"], len(best) - sizes["flush"]]
        self._ranks5, self._ranks6 = best[: ends[0]], best[ends[0] : ends[1]]
        self._ranks7, self._flush = best[ends[1] : ends[2]], best[ends[2] :]
        #: The five-card ranks table keyed by ``sum(5 ** rank)``, a key that needs no sorting.
        self._quinary5 = {
            sum(5**rank for rank in ranks): self._ranks5[ranks_index(ranks)]
            for ranks in rank_multisets(len(deck.ranks), 5)
        }
        self._five: array[int] | None = None  # the perfect hash of every hand: read on first use
        self._arrays: dict[str, NDArray[Any]] | None = None
        self._categories: dict[int, Category] | None = None

    @property
    def hands(self) -> array[int]:
        """The strength of every five-card hand at its :func:`five_index` (read on first use).

        >>> table = strength_table(STANDARD)
        >>> len(table.hands), table.hands[five_index(card_ids("As Ks Qs Js Ts"))]
        (2598960, 7462)
        """
        if self._five is None:
            self._five = load_table(self.deck, self.ranking, "five")
        return self._five

    def __repr__(self) -> str:
        return f"StrengthTable({self.ranking.name}, {self.deck.size} cards)"

    def category(self, strength: int) -> Category:
        """The category of every hand of this ``strength`` (its class's: a strength is one class of hands).

        >>> table = strength_table(STANDARD)
        >>> table.category(table.five(card_ids("Ah Kh 9h 5h 2h"))), table.category(1)
        (<Category.FLUSH: 'flush'>, <Category.HIGH_CARD: 'high card'>)
        """
        if self._categories is None:
            self._categories = self._work_out_categories()
        return self._categories[strength]

    def _work_out_categories(self) -> dict[int, Category]:
        """Each strength's category, from one hand of each entry of the five-card tables: every pattern of
        ranks in mixed suits, and every five ranks in one suit (about a thousand hands for 52 cards)."""
        ranks, suits = self.deck.ranks, tuple(Suit)
        categories: dict[int, Category] = {}
        for pattern in rank_multisets(len(ranks), 5):
            # the k-th card of a rank takes the k-th suit; five different ranks: the second is a diamond
            places = [pattern[:index].count(rank) for index, rank in enumerate(pattern)]
            if len(set(pattern)) == 5:
                places[1] = 1
            cards = [Card(ranks[rank], suits[place]) for rank, place in zip(pattern, places, strict=True)]
            categories[self._ranks5[ranks_index(pattern)]] = self.ranking.category(cards, self.deck)
        for run in combinations(range(len(ranks)), 5):
            cards = [Card(ranks[rank], suits[0]) for rank in run]
            categories[self._flush[sum(1 << rank for rank in run)]] = self.ranking.category(cards, self.deck)
        return categories

    def selected(self, hole: Sequence[int], board: Sequence[int], hole_used: tuple[int, ...]) -> int:
        """The strength of the best five cards that use ``hole_used`` of ``hole`` (the counts a game's
        :class:`~engine.poker.selection.Selection` allows) and the rest from ``board``.

        >>> table = strength_table(STANDARD)
        >>> hole, board = card_ids("As Kd"), card_ids("Qs Js Ts 2s 3c")
        >>> table.selected(hole, board, (2,)) == table.five(card_ids("As Kd Qs Js Ts"))
        True
        >>> table.selected(hole, board, (0, 1, 2)) == table.five(card_ids("As Qs Js Ts 2s"))
        True
        """
        way = _selection_way(hole_used, len(hole), len(board))
        if way == "omaha":
            return self.omaha(hole, board)
        if way == "any five":
            return self.best([*hole, *board])  # any five of all the cards (Hold 'Em; stud and draw have no board)
        return max(
            self.five([*own, *shared])
            for used in hole_used
            if used <= len(hole) and 5 - used <= len(board)
            for own in combinations(hole, used)
            for shared in combinations(board, 5 - used)
        )

    def first_of(self, ids: Sequence[int], places: ChoicePlaces, strength: int) -> int:
        """Which of the choices (:class:`~engine.poker.selection.ChoicePlaces` of ``ids``) is the first of
        ``strength``, the best of them.

        A hand that is no flush has its strength in the five-card ranks table, which ranks a flush's cards
        as in mixed suits, below the flush itself: so the first choice that table gives ``strength`` is the
        first choice of that strength, unless the best is a flush, which only the flush table gives, choice
        by choice.  Of seven cards, a choice's ranks are all the ranks but the two it leaves out.

        >>> from engine.documents import ids
        >>> from engine.poker.selection import Selection
        >>> table, hand = strength_table(STANDARD), card_ids("As Ks 2s 3s 4s 5s 9c")
        >>> places = Selection((0, 1, 2), ids.HR_HOLDEM_ANY_FIVE, "").places(2, 5)
        >>> places.taken[table.first_of(hand, places, table.seven(hand))]
        (0, 2, 3, 4, 5)
        """
        quinary, ranks5 = [_QUINARY[card] for card in ids], self._quinary5
        if len(ids) == 7:
            total = sum(quinary)
            for place, (x, y) in enumerate(places.left_out):
                if ranks5[total - quinary[x] - quinary[y]] == strength:
                    return place
        else:
            for place, (a, b, c, d, e) in enumerate(places.taken):
                if ranks5[quinary[a] + quinary[b] + quinary[c] + quinary[d] + quinary[e]] == strength:
                    return place
        five = self.five
        for place, (a, b, c, d, e) in enumerate(places.taken):
            if five((ids[a], ids[b], ids[c], ids[d], ids[e])) == strength:
                return place
        raise ValueError(f"no choice of {list(ids)} has the strength {strength}")

    # --- one hand at a time ---

    def five(self, ids: Sequence[int]) -> int:
        """The strength of exactly five cards.

        A flush is read from the flush table; any other hand from the five-card ranks table, keyed by
        ``sum(5 ** rank)`` so that the cards need no sorting (twice as fast here as sorting them for
        :func:`five_index`, whose table :meth:`five_batch` reads instead).

        >>> table = strength_table(STANDARD)
        >>> table.five(card_ids("As Ks Qs Js Ts")), table.five(card_ids("7c 5d 4h 3s 2c"))
        (7462, 1)
        """
        a, b, c, d, e = ids
        if a & 3 == b & 3 == c & 3 == d & 3 == e & 3:
            return self._flush[_BIT[a] | _BIT[b] | _BIT[c] | _BIT[d] | _BIT[e]]
        return self._quinary5[_QUINARY[a] + _QUINARY[b] + _QUINARY[c] + _QUINARY[d] + _QUINARY[e]]

    def seven(self, ids: Sequence[int]) -> int:
        """The strength of the best five of exactly seven cards (Hold 'Em, Seven-Card Stud).

        >>> table = strength_table(STANDARD)
        >>> table.seven(card_ids("Ah Kh 2c 3d 4h 5s 9c")) == table.five(card_ids("Ah 2c 3d 4h 5s"))
        True
        """
        a, b, c, d, e, f, g = sorted(ids)
        best = self._ranks7[_T0[a] + _T1[b] + _T2[c] + _T3[d] + _T4[e] + _T5[f] + _T6[g]]
        suit = _FLUSH_SUIT[_TALLY[a] + _TALLY[b] + _TALLY[c] + _TALLY[d] + _TALLY[e] + _TALLY[f] + _TALLY[g]]
        if suit < 0:
            return best
        mask = 0
        for card in (a, b, c, d, e, f, g):
            if card & 3 == suit:
                mask |= _BIT[card]
        return max(best, self._flush[mask])

    def best(self, ids: Sequence[int]) -> int:
        """The strength of the best five of five, six or seven cards.

        >>> table = strength_table(STANDARD)
        >>> table.best(card_ids("Ah Kh Qh Jh 9h 9c")) == table.five(card_ids("Ah Kh Qh Jh 9h"))
        True
        """
        count = len(ids)
        if count == 7:
            return self.seven(ids)
        if count == 5:
            return self.five(ids)
        ranks = (self._ranks5, self._ranks6)[count - 5]
        best = ranks[sum(_TERM[i][card] for i, card in enumerate(sorted(ids)))]
        suit = _FLUSH_SUIT[sum(_TALLY[card] for card in ids)]
        if suit < 0:
            return best
        return max(best, self._flush[sum(_BIT[card] for card in ids if card & 3 == suit)])

    def omaha(self, hole: Sequence[int], board: Sequence[int]) -> int:
        """The strength of the best hand of exactly two of ``hole`` and three of ``board``: Omaha's four
        hole cards (``hr-omaha-two-plus-three``), 2 Card Manila's two, both used (``pp-manila2-hole-cards``),
        3 Card Manila's three (``pp-manila3-hole-cards``).

        >>> table = strength_table(STANDARD)
        >>> table.omaha(card_ids("As Kd Qd Jd"), card_ids("Ts 9s 2s 3s 4c")) == table.five(card_ids("As Kd Ts 9s 4c"))
        True
        """
        quinary = self._quinary5
        pairs = {_QUINARY[a] + _QUINARY[b] for a, b in combinations(hole, 2)}
        triples = {_QUINARY[a] + _QUINARY[b] + _QUINARY[c] for a, b, c in combinations(board, 3)}
        best = max([quinary[pair + triple] for pair in pairs for triple in triples])
        suits = _TWICE[sum(_TALLY[card] for card in hole)] & _THRICE[sum(_TALLY[card] for card in board)]
        if not suits:
            return best
        flush = self._flush
        for suit in range(4):
            if suits >> suit & 1:
                own = [_BIT[card] for card in hole if card & 3 == suit]
                shared = [_BIT[card] for card in board if card & 3 == suit]
                pair_masks = [a | b for a, b in combinations(own, 2)]
                best = max(
                    best, *(flush[pair | c | d | e] for pair in pair_masks for c, d, e in combinations(shared, 3))
                )
        return best

    # --- many hands at once, with NumPy ---

    def five_batch(self, ids: object) -> NDArray[np.uint16]:
        """The strengths of many five-card hands: ``ids`` is an array of card ids, one hand a row.

        Each row is sorted by a sorting network, column against column, then placed by
        :func:`five_index` in :attr:`hands`.

        >>> import numpy as np
        >>> table = strength_table(STANDARD)
        >>> table.five_batch(np.array([card_ids("As Ks Qs Js Ts"), card_ids("7c 5d 4h 3s 2c")])).tolist()
        [7462, 1]
        >>> table.five_batch(np.array([[0, 1, 2, 3, 52]]))
        Traceback (most recent call last):
        ...
        engine.errors.CardNotInDeckError: In hand 0, card id 52 is not in the standard deck: its ids run from 0 to 51, one for each of its 52 cards, 2 to ace in four suits (int-standard-deck)
        """
        import numpy as np

        a, b, c, d, e = self._sorted_columns(ids, (5,))
        arrays = self._numpy_tables()
        if "five" not in arrays:  # the 2,598,960 hands: read only for this method
            arrays["five"] = np.frombuffer(self.hands, dtype=np.uint16)
        terms = arrays["combinations"]
        strengths: NDArray[np.uint16] = arrays["five"][a + terms[2][b] + terms[3][c] + terms[4][d] + terms[5][e]]
        return strengths

    def best_batch(self, ids: object) -> NDArray[np.uint16]:
        """The strengths of the best five of many hands of five, six or seven cards, one hand a row.

        As :meth:`seven` does, with one gather a card: its term of the ranks index and its suit tally
        are packed in one number (the index above bit 12, the tally below).

        >>> import numpy as np
        >>> table = strength_table(STANDARD)
        >>> strengths = table.best_batch(np.array([card_ids("Ah Kh 2c 3d 4h 5s 9c"), card_ids("Ah Kh Qh 2h 3h 3c 3d")]))
        >>> strengths.tolist() == [table.five(card_ids("Ah 2c 3d 4h 5s")), table.five(card_ids("Ah Kh Qh 2h 3h"))]
        True
        >>> table.best_batch(np.array([[0, 1, 2, 3, 4, 5, 5]]))
        Traceback (most recent call last):
        ...
        engine.errors.DuplicateCardError: 3d appears twice in hand 0 ('2c 2d 2h 2s 3c 3d 3d'): the standard deck holds each card once (int-standard-deck)
        """
        import numpy as np

        columns = self._sorted_columns(ids, (5, 6, 7))
        arrays = self._numpy_tables()
        packed = arrays["packed"]
        both = packed[0][columns[0]]
        for i, card in enumerate(columns[1:], start=1):
            both += packed[i][card]
        best: NDArray[np.uint16] = arrays[f"ranks{len(columns)}"][both >> 12]
        suit = arrays["flush_suit"][both & 4095]
        flushed = np.flatnonzero(suit >= 0)
        if flushed.size:
            suit_of, bit = suit[flushed], arrays["bit"]
            mask = sum(np.where(card[flushed] & 3 == suit_of, bit[card[flushed]], 0) for card in columns)
            best[flushed] = np.maximum(best[flushed], arrays["flush"][mask])
        return best

    def omaha_batch(self, holes: object, boards: object) -> NDArray[np.uint16]:
        """The strengths of many hands of exactly two hole cards and three board cards, as :meth:`omaha`
        ranks one: ``holes`` holds each hand's hole cards as card ids, one hand a row (two to four: Omaha's
        four, 2 Card Manila's two, 3 Card Manila's three), ``boards`` its board cards (three to five).

        Every choice of every hand is looked up at once.  First as if no choice were a flush: each two of
        a hand's hole cards and each three of its board cards are numbered by their ranks (a multiset's
        place, as :func:`ranks_index` places five), and one table of every two ranks against every three
        (91 by 455 strengths in 52 cards, read off the five-card ranks table on first use) gives the
        strength of each of the choices, Omaha's 60; a hand's is their greatest.  Then the hands with a
        suit held twice in the hole and three times on the board: their choices in that suit, by the flush
        table.  The hands are taken 8,192 at a time, so that a block's choices stay in the processor's cache.

        >>> import numpy as np
        >>> table = strength_table(STANDARD)
        >>> holes = np.array([card_ids("As Kd Qd Jd"), card_ids("Ah Kh 2c 2d")])
        >>> boards = np.array([card_ids("Ts 9s 2s 3s 4c"), card_ids("Qh Jh Th 2h 2s")])
        >>> table.omaha_batch(holes, boards).tolist() == [
        ...     table.five(card_ids("As Kd Ts 9s 4c")), table.five(card_ids("Ah Kh Qh Jh Th"))]
        True
        >>> table.omaha_batch(holes, np.array([card_ids("Ts 9s 2s 3s 4c"), card_ids("Qh Jh Th 2h Ah")]))
        Traceback (most recent call last):
        ...
        engine.errors.DuplicateCardError: Ah appears twice in hand 1 ('Ah Kh 2c 2d Qh Jh Th 2h Ah'): the standard deck holds each card once (int-standard-deck)
        """
        import numpy as np

        own, shared = self._omaha_arrays(holes, boards)  # one column a hand: a block's rows of cards are contiguous
        arrays = self._numpy_tables()
        if "two_three" not in arrays:
            arrays.update(self._omaha_tables())
        twos, threes, two_three = arrays["twos"], arrays["threes"], arrays["two_three"]
        tally, twice, thrice = arrays["tally"], arrays["twice"], arrays["thrice"]
        bit, flush = arrays["bit"], arrays["flush"]
        pairs = list(combinations(range(len(own)), 2))
        triples = list(combinations(range(len(shared)), 3))
        n = len(self.deck.ranks)
        strengths = np.empty(own.shape[1], dtype=np.uint16)
        for start in range(0, own.shape[1], _BLOCK):
            hole, board = own[:, start : start + _BLOCK], shared[:, start : start + _BLOCK]
            hole_ranks, board_ranks = hole >> 2, board >> 2
            two = np.stack([twos[hole_ranks[i] * n + hole_ranks[j]] for i, j in pairs])
            three = np.stack(
                [threes[(board_ranks[i] * n + board_ranks[j]) * n + board_ranks[k]] for i, j, k in triples]
            )
            best = two_three.take(two[:, None, :] + three[None, :, :]).reshape(-1, hole.shape[1]).max(axis=0)
            suits = twice[tally[hole].sum(axis=0)] & thrice[tally[board].sum(axis=0)]
            for suit in range(4):
                held = np.flatnonzero(suits & (1 << suit))  # the hands that may make a flush in this suit
                if held.size:  # a card of another suit is _NO_FLUSH: any mask with it is negative, no flush
                    hole_bits = np.where(hole[:, held] & 3 == suit, bit[hole[:, held]], _NO_FLUSH)
                    board_bits = np.where(board[:, held] & 3 == suit, bit[board[:, held]], _NO_FLUSH)
                    two_bits = np.stack([hole_bits[i] | hole_bits[j] for i, j in pairs])
                    three_bits = np.stack([board_bits[i] | board_bits[j] | board_bits[k] for i, j, k in triples])
                    masks = (two_bits[:, None, :] | three_bits[None, :, :]).reshape(-1, held.size)
                    flushes = np.where(masks >= 0, flush.take(np.maximum(masks, 0)), 0).max(axis=0)
                    best[held] = np.maximum(best[held], flushes)
            strengths[start : start + hole.shape[1]] = best
        return strengths

    def _omaha_arrays(self, holes: object, boards: object) -> tuple[NDArray[np.int32], NDArray[np.int32]]:
        """``holes`` and ``boards`` checked (two to four hole cards and three to five board cards a row, as many
        rows of each, every id in the deck, none twice in a hand), and turned: one column a hand."""
        import numpy as np

        own, shared = np.asarray(holes), np.asarray(boards)
        if not (
            own.ndim == shared.ndim == 2
            and len(own) == len(shared)
            and 2 <= own.shape[1] <= 4
            and 3 <= shared.shape[1] <= 5
            and np.issubdtype(own.dtype, np.integer)
            and np.issubdtype(shared.dtype, np.integer)
        ):
            raise CardCountError.citing(
                f"arrays of shapes {own.shape} and {shared.shape} and types {own.dtype} and {shared.dtype} are not "
                "hands of two to four hole cards and three to five board cards, card ids, one hand a row in each",
                Step(ids.HR_OMAHA_TWO_PLUS_THREE, "A hand is exactly two of the hole cards and three of the board."),
            )
        hands = np.concatenate([own, shared], axis=1)
        self._check_in_deck(hands)
        columns = np.ascontiguousarray(hands.T, dtype=np.int32)
        total, union = np.zeros(len(hands), dtype=np.int64), np.zeros(len(hands), dtype=np.int64)
        for column in columns:  # one bit a card: their sum is their union unless a card repeats
            card = np.left_shift(1, column, dtype=np.int64)
            total += card
            union |= card
        repeated = np.flatnonzero(total != union)
        if repeated.size:
            raise self._twice(int(repeated[0]), [int(card) for card in hands[repeated[0]]])
        return columns[: own.shape[1]], columns[own.shape[1] :]

    def _omaha_tables(self) -> dict[str, NDArray[Any]]:
        """For :meth:`omaha_batch`: ``twos`` numbers two ranks ``a``, ``b`` (at ``a * n + b``, ``n`` ranks) by their
        multiset's place times the count of three-rank multisets, ``threes`` numbers three ranks by their multiset's
        place, and ``two_three`` holds, at the sum, the five-card ranks table's strength of the five ranks."""
        import numpy as np

        arrays, n = self._numpy_tables(), len(self.deck.ranks)
        terms, ranks5 = arrays["combinations"], arrays["ranks5"]

        def places(size: int) -> NDArray[np.intp]:
            """Each ``size`` ranks, in the order of their ids, at their multiset's place."""
            ranks = np.sort(np.indices((n,) * size).reshape(size, -1), axis=0)
            return sum((terms[i + 1][ranks[i] + i] for i in range(size)), np.zeros(n**size, dtype=np.intp))

        two, three = places(2), places(3)
        two_count, three_count = comb(n + 1, 2), comb(n + 2, 3)
        # the ranks of one group of each multiset, at the multiset's place; then each two against each three, sorted
        two_ranks = np.indices((n, n)).reshape(2, -1)[:, np.unique(two, return_index=True)[1]]
        three_ranks = np.indices((n, n, n)).reshape(3, -1)[:, np.unique(three, return_index=True)[1]]
        five = np.sort(np.concatenate([np.repeat(two_ranks, three_count, axis=1), np.tile(three_ranks, two_count)]), 0)
        return {
            "twos": (two * three_count).astype(np.int32),
            "threes": three.astype(np.int32),
            "two_three": ranks5[sum(terms[i + 1][five[i] + i] for i in range(5))],
        }

    def _sorted_columns(self, ids: object, counts: tuple[int, ...]) -> list[NDArray[np.int16]]:
        """The columns of ``ids`` (card ids of the deck, ``counts`` cards a row) with each row sorted,
        checked: every id in the deck, none twice in a row."""
        import numpy as np

        hands = np.asarray(ids)
        if hands.ndim != 2 or hands.shape[1] not in counts or not np.issubdtype(hands.dtype, np.integer):
            raise CardCountError.citing(
                f"an array of shape {hands.shape} and type {hands.dtype} is not hands of "
                f"{' or '.join(map(str, counts))} card ids, one hand a row",
                Step(self.ranking.order_clause, "A poker hand is the best five of the cards a player may use."),
            )
        self._check_in_deck(hands)
        columns = list(np.ascontiguousarray(hands.T, dtype=np.int16))
        for i, j in SORTING_NETWORKS[len(columns)]:
            columns[i], columns[j] = np.minimum(columns[i], columns[j]), np.maximum(columns[i], columns[j])
        repeated = columns[0] == columns[1]
        for lower, higher in zip(columns[1:-1], columns[2:], strict=True):
            repeated |= lower == higher
        if repeated.any():
            row = int(np.flatnonzero(repeated)[0])
            raise self._twice(row, [int(column[row]) for column in columns])
        return columns

    def _check_in_deck(self, hands: NDArray[np.integer[Any]]) -> None:
        """Refuse an array of card ids, one hand a row, if any is not an id of the deck."""
        import numpy as np

        if hands.size and (hands.min() < 0 or hands.max() >= self.deck.size):
            row = int(np.flatnonzero(((hands < 0) | (hands >= self.deck.size)).any(axis=1))[0])
            bad = next(int(card) for card in hands[row] if not 0 <= card < self.deck.size)
            raise CardNotInDeckError.citing(
                f"In hand {row}, card id {bad} is not in the {self.deck.name} deck: its ids run from 0 to "
                f"{self.deck.size - 1}, one for each of its {self.deck.size} cards, {self.deck.description}",
                self.deck.step(),
            )

    def _twice(self, row: int, hand: Sequence[int]) -> DuplicateCardError:
        """The refusal of hand ``row``, whose ids ``hand`` hold a card twice (the first one repeated is named)."""
        cards = [card_of(card, self.deck) for card in hand]
        twice = next(card for index, card in enumerate(cards) if card in cards[:index])
        return DuplicateCardError.citing(
            f"{twice!r} appears twice in hand {row} ({quote_cards(cards)}): the {self.deck.name} deck "
            "holds each card once",
            self.deck.step(),
        )

    def _numpy_tables(self) -> dict[str, NDArray[Any]]:
        if self._arrays is None:
            import numpy as np

            size = self.deck.size
            self._arrays = {
                "ranks5": np.frombuffer(self._ranks5, dtype=np.uint16),
                "ranks6": np.frombuffer(self._ranks6, dtype=np.uint16),
                "ranks7": np.frombuffer(self._ranks7, dtype=np.uint16),
                "flush": np.frombuffer(self._flush, dtype=np.uint16),
                "combinations": np.array(_C, dtype=np.int32)[:, :size],
                "packed": (np.array(_TERM, dtype=np.int32)[:, :size] << 12) | np.array(_TALLY[:size], dtype=np.int32),
                "flush_suit": np.array(_FLUSH_SUIT, dtype=np.int8),
                "bit": np.array(_BIT[:size], dtype=np.int32),
                "tally": np.array(_TALLY[:size], dtype=np.int32),
                "twice": np.array(_TWICE, dtype=np.int8),
                "thrice": np.array(_THRICE, dtype=np.int8),
            }
        return self._arrays


#: How many hands :meth:`StrengthTable.omaha_batch` ranks at once.
_BLOCK = 8192
#: A card outside the suit of a flush, as a rank bit: negative, so that a mask holding it is negative.
_NO_FLUSH = -(1 << 20)
_C2, _C3, _C4, _C5 = _C[2], _C[3], _C[4], _C[5]
_T0, _T1, _T2, _T3, _T4, _T5, _T6 = _TERM


@cache
def strength_table(ranking: Ranking = STANDARD, deck: Deck = DECK_52) -> StrengthTable:
    """The tables of ``deck`` under ``ranking``, read from the package's data on first use.

    >>> strength_table()
    StrengthTable(standard, 52 cards)
    """
    return StrengthTable(ranking, deck)


@cache
def table_for(ranking: Ranking, deck: Deck) -> StrengthTable | None:
    """The tables that rank hands of ``deck`` under ``ranking``, or ``None`` if none are shipped.

    A deck with the ranks of a tabled deck shares its tables (the Manillen Plus deck and 3 Card
    Manila's deck without its sixes are the 32 cards, 7 to ace), with the same card ids; a ranking
    shares a tabled ranking's tables when it ranks every hand alike (3 Card Manila cites its own
    clauses but ranks as :data:`~engine.poker.rankings.MANILA`).

    >>> from engine.decks import DECK_32, DECK_32_MANILA3
    >>> from engine.poker.rankings import MANILA_3
    >>> table_for(MANILA_3, DECK_32_MANILA3), table_for(STANDARD, DECK_32)
    (StrengthTable(manila, 32 cards), StrengthTable(standard, 32 cards))
    >>> table_for(Ranking("lowball", STANDARD.order, ace_low_straight=False), DECK_52) is None
    True
    """
    for tabled_deck, tabled_ranking in TABLED:
        if deck.ranks == tabled_deck.ranks and ranking == tabled_ranking:
            return strength_table(tabled_ranking, tabled_deck)
    return None


# --- checked, one hand at a time -----------------------------------------------------------------


def _count_error(cards: CardsLike, count: int, wanted: str, step: Step) -> CardCountError:
    return CardCountError.citing(f"{quote_cards(cards)} is {plural(count, 'card')}: {wanted}", step)


def _five_cards_step(ranking: Ranking) -> Step:
    return Step(ranking.order_clause, "A poker hand is five cards.")


def hand_strength(cards: CardsLike, ranking: Ranking = STANDARD, deck: Deck = DECK_52) -> int:
    """The strength of exactly five ``cards`` of ``deck`` under ``ranking``, checked.

    >>> hand_strength("As Ks Qs Js Ts") > hand_strength("Ks Kd Kc Kh As")
    True
    >>> hand_strength("As Ks Qs Js")
    Traceback (most recent call last):
    ...
    engine.errors.CardCountError: 'As Ks Qs Js' is 4 cards: a poker hand is exactly five cards (int-standard-ranking)
    """
    hand = card_ids(cards, deck)
    if len(hand) != 5:
        raise _count_error(cards, len(hand), "a poker hand is exactly five cards", _five_cards_step(ranking))
    return strength_table(ranking, deck).five(hand)


def best_strength(cards: CardsLike, ranking: Ranking = STANDARD, deck: Deck = DECK_52) -> int:
    """The strength of the best five of five to seven ``cards`` (Hold 'Em's two and five), checked.

    >>> best_strength("As Kd 2c 3d 4h 5s 9c") == hand_strength("As 2c 3d 4h 5s")
    True
    >>> best_strength("As Kd 2c 3d 4h 5s 9c 9d")
    Traceback (most recent call last):
    ...
    engine.errors.CardCountError: 'As Kd 2c 3d 4h 5s 9c 9d' is 8 cards: the best five are chosen from five, six or seven cards (int-standard-ranking)
    """
    hand = card_ids(cards, deck)
    if not 5 <= len(hand) <= 7:
        raise _count_error(
            cards, len(hand), "the best five are chosen from five, six or seven cards", _five_cards_step(ranking)
        )
    return strength_table(ranking, deck).best(hand)


def omaha_strength(hole: CardsLike, board: CardsLike, ranking: Ranking = STANDARD, deck: Deck = DECK_52) -> int:
    """The strength of the best hand of two of four ``hole`` cards and three of five ``board`` cards.

    >>> omaha_strength("As Kd Qd Jd", "Ts 9s 2s 3s 4c") == hand_strength("As Kd Ts 9s 4c")
    True
    >>> omaha_strength("As Kd Qd", "Ts 9s 2s 3s 4c")
    Traceback (most recent call last):
    ...
    engine.errors.CardCountError: 'As Kd Qd' is 3 cards: an Omaha hand is four hole cards and five board cards (hr-omaha-two-plus-three)
    """
    own = card_ids(hole, deck, where="hole cards")
    held = dict.fromkeys((card_of(card, deck) for card in own), "the hole cards")
    shared = tuple(deck.ids[card] for card in deck.check(board, already=held, where="board"))
    for cards, given, count in ((hole, len(own), 4), (board, len(shared), 5)):
        if given != count:
            raise _count_error(
                cards,
                given,
                "an Omaha hand is four hole cards and five board cards",
                Step(
                    ids.HR_OMAHA_TWO_PLUS_THREE,
                    "An Omaha hand is two of four hole cards and three of five board cards.",
                ),
            )
    return strength_table(ranking, deck).omaha(own, shared)
