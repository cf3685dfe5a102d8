"""Work out the tables of :mod:`engine.poker.fast` from the rankings, check them, and write them.

Run from the project root (it prints its progress; about ten seconds for each ranking of the
52-card deck, one for the short decks)::

    python -m engine.poker.fast_tables            # every deck (52, 36, 32) under both rankings
    python -m engine.poker.fast_tables --check    # compare the shipped files with fresh ones

The reference is :meth:`engine.poker.rankings.Ranking.key`, which depends only on a hand's ranks
and on whether its five cards share a suit.  So the strengths are worked out once per **class**
of hands, a multiset of five ranks, flush or not (7,462 classes with values in 52 cards): each
class's key is the key of one hand of it, and a class's strength is the place of its key among
all the classes' keys, weakest first, from 1.  Every table is then filled from the classes.

>>> from engine.decks import DECK_32
>>> from engine.poker.rankings import MANILA
>>> plain, flush = class_strengths(MANILA, DECK_32)
>>> len(plain), len(flush)  # 7 to ace: C(8+4, 5) - 8 multisets with no rank five times; C(8, 5) flushes
(784, 56)
>>> max(flush.values()) == len(plain) + len(flush)  # the straight flush, ace high, is the strongest
True
"""

from __future__ import annotations

import argparse
import sys
import time
import zlib
from array import array
from collections.abc import Iterator
from itertools import combinations
from pathlib import Path

from engine.cards import Card
from engine.decks import Deck
from engine.poker.fast import (
    SUITS,
    TABLED,
    five_index,
    load_table,
    rank_multisets,
    ranks_index,
    table_name,
    table_sizes,
)
from engine.poker.rankings import Ranking

#: Every deck and ranking that has tables.
TABLES: tuple[tuple[Deck, Ranking], ...] = TABLED
FOLDER = Path(__file__).with_name("data")


def class_strengths(ranking: Ranking, deck: Deck) -> tuple[dict[tuple[int, ...], int], dict[tuple[int, ...], int]]:
    """The strength of every class of five-card hands: (no flush, flush), keyed by sorted ranks.

    Ranks are places in the deck, lowest 0.  One hand of each class is asked its
    :meth:`~engine.poker.rankings.Ranking.key`: the ranks in clubs, diamonds, hearts and spades
    in turn (never a flush: four clubs and a diamond for five different ranks), or all in clubs.
    """
    keys: dict[tuple[bool, tuple[int, ...]], tuple[int, ...]] = {}
    for ranks in rank_multisets(len(deck.ranks), 5):
        suits = [sum(1 for earlier in ranks[:i] if earlier == rank) for i, rank in enumerate(ranks)]
        if len(set(ranks)) == 5:
            suits[-1] = 1
            keys[True, ranks] = ranking.key([Card(deck.ranks[rank], SUITS[0]) for rank in ranks], deck)
        keys[False, ranks] = ranking.key(
            [Card(deck.ranks[r], SUITS[s]) for r, s in zip(ranks, suits, strict=True)], deck
        )
    place = {key: index for index, key in enumerate(sorted(set(keys.values())), start=1)}
    plain = {ranks: place[key] for (flush, ranks), key in keys.items() if not flush}
    flushes = {ranks: place[key] for (flush, ranks), key in keys.items() if flush}
    return plain, flushes


def best_tables(ranking: Ranking, deck: Deck) -> array[int]:
    """The ranks tables for five, six and seven cards, then the flush table, one array.

    Six or seven ranks take the best of the groups with one rank fewer; a rank mask of six or
    seven cards of one suit, the best of its masks with one bit fewer.
    """
    n, sizes = len(deck.ranks), table_sizes(deck)
    plain, flushes = class_strengths(ranking, deck)
    ranks: dict[int, array[int]] = {k: array("H", bytes(2 * sizes[f"ranks{k}"])) for k in (5, 6, 7)}
    for group, strength in plain.items():
        ranks[5][ranks_index(group)] = strength
    for k in (6, 7):
        for group in rank_multisets(n, k):
            smaller = {group[:i] + group[i + 1 :] for i in range(k)}
            ranks[k][ranks_index(group)] = max(ranks[k - 1][ranks_index(each)] for each in smaller)
    flush = array("H", bytes(2 * sizes["flush"]))
    for group, strength in flushes.items():
        flush[sum(1 << rank for rank in group)] = strength
    for k in (6, 7):
        for group in combinations(range(n), k):
            mask = sum(1 << rank for rank in group)
            flush[mask] = max(flush[mask & ~(1 << rank)] for rank in group)
    return ranks[5] + ranks[6] + ranks[7] + flush


def five_table(ranking: Ranking, deck: Deck, best: array[int], progress: bool = False) -> array[int]:
    """The strength of every five-card hand, by :func:`~engine.poker.fast.five_index`, read off
    the five-card ranks table and the flush table (the first and last parts of ``best``)."""
    sizes = table_sizes(deck)
    flush = best[len(best) - sizes["flush"] :]
    table = array("H", bytes(2 * sizes["five"]))
    for count, hand in enumerate(combinations(range(deck.size), 5)):
        if hand[0] & 3 == hand[1] & 3 == hand[2] & 3 == hand[3] & 3 == hand[4] & 3:
            strength = flush[sum(1 << (card >> 2) for card in hand)]
        else:
            strength = best[ranks_index([card >> 2 for card in hand])]
        table[five_index(hand)] = strength
        if progress and count % 500_000 == 0:
            print(f"    {count:>9,} of {sizes['five']:,} hands", file=sys.stderr)
    return table


def tables(ranking: Ranking, deck: Deck, progress: bool = False) -> Iterator[tuple[str, array[int]]]:
    """Each table of ``deck`` under ``ranking`` with its file's kind, checked for gaps."""
    best = best_tables(ranking, deck)
    five = five_table(ranking, deck, best, progress)
    if 0 in five:
        raise AssertionError(f"{deck.size} cards, {ranking.name}: a five-card hand without a strength")
    yield "best", best
    yield "five", five


def packed(table: array[int]) -> bytes:
    """A table as shipped: little-endian, compressed with zlib at its best level."""
    data = array("H", table)
    if sys.byteorder == "big":
        data.byteswap()
    return zlib.compress(data.tobytes(), 9)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.poker.fast_tables", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare the shipped tables with fresh ones")
    check = parser.parse_args(argv).check
    FOLDER.mkdir(exist_ok=True)
    stale = []
    for deck, ranking in TABLES:
        started = time.perf_counter()
        print(f"{deck.size} cards, {ranking.name} ranking:", file=sys.stderr)
        for kind, table in tables(ranking, deck, progress=deck.size == 52):
            path = FOLDER / table_name(deck, ranking, kind)
            if check:
                if load_table(deck, ranking, kind) != table:
                    stale.append(path.name)
                continue
            data = packed(table)
            path.write_bytes(data)
            print(f"    {path.name}: {len(table):,} strengths, {len(data):,} bytes", file=sys.stderr)
        print(f"    {time.perf_counter() - started:.1f} s", file=sys.stderr)
    if stale:
        print(f"stale: {', '.join(stale)}: run python -m engine.poker.fast_tables", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
