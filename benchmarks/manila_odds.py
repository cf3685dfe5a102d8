"""Exact showdown odds for the manila games, and the engine's simulation timed against them.

For one player, every possible deal (hole cards and five board cards from the game's
deck) is counted once, and each is scored by its best five-card category under the
manila ranking with the two-plus-three rule: both hole cards and three of the board in
2 Card Manila, two of the three hole cards and three of the board in 3 Card Manila.
The engine's :func:`engine.teaching.chances.showdown_chances` estimates the same shares by
simulation, and :mod:`engine.teaching.exact` ships them exactly (made by the engine's own generator,
``python -m engine.teaching.exact_tables``, from its fast tables); ``tests/test_explorer.py`` checks
both against the counts below.

This file is independent of the engine on purpose: it has its own five-card evaluator
(rank counts, one suit, five ranks in a row; no ace-low straight, flush above full
house) and enumerates instead of sampling.  NumPy is used as an accelerator only (the
engine stays pure Python): for each hole, the category of hole + every three-card
subset of the remaining cards is computed once, and a board's best is the maximum over
its ten three-card subsets, gathered with one NumPy index.  Holes are reduced by suit
symmetry (a deal's category does not change when the suits are permuted) and weighted.

Run from the project root::

    python benchmarks/manila_odds.py            # all three manila games, then the engine's timing

Measured on the project machine (Python 3.11, 2 cores shared with other jobs, load
average about 6 while these ran; NumPy 2.4), exact counts of every deal by its best hand:

=========================  ==============  ===========  =======
game                       deals           hole shapes  seconds
=========================  ==============  ===========  =======
2 Card Manila              70,682,976      64           2.5
3 Card Manila              1,694,579,040   573          151
3 Card Manila (no sixes)   589,024,800     400          32
=========================  ==============  ===========  =======

Shares of every deal, strongest first (2 Card Manila / 3 Card Manila / no sixes):

==================  ==========  ==========  ==========
best hand           2 Card      3 Card      3 Card, 32
==================  ==========  ==========  ==========
straight flush      0.076805%   0.152458%   0.227560%
four of a kind      0.667408%   0.916451%   1.334181%
flush               0.855855%   2.814057%   2.346001%
full house          5.385851%   9.779392%   13.498797%
straight            11.843508%  17.578004%  22.670350%
three of a kind     13.299678%  11.569803%  12.301912%
two pair            37.772943%  40.425420%  39.131921%
one pair            28.201257%  16.258010%  8.489278%
high card           1.896694%   0.506405%   0 (never)
==================  ==========  ==========  ==========

At the showdown a flush is much rarer than a full house in every manila game (in 2 Card
Manila, 0.86% against 5.39%), so the swap fits the showdown as well as the five-card
counts.  The counts are in ``tests/test_explorer.py`` (``EXACT``).  Removing the symmetry
reduction (all 496 holes of 2 Card Manila) gave the same counts in 21 s.

The engine's pure-Python simulation (:func:`engine.teaching.chances.showdown_chances`, which scores
each deal with :func:`engine.poker.hands.best_hand_of`), same machine and load:

=========================  =======================  =======================
game                       20,000 deals (load ~3)   20,000 deals (load ~6)
=========================  =======================  =======================
2 Card Manila              0.65-0.70 s              1.2-1.7 s
3 Card Manila              1.6 s                    1.5-3.1 s
3 Card Manila (no sixes)   1.5 s                    2.1-3.9 s
=========================  =======================  =======================

100,000 deals under load ~6: 5.1-9.0 s (2 Card Manila), 12 s (3 Card Manila).

A repeated call with the same game, deal count and seed is a cache hit (under 0.1 ms).
"""

from __future__ import annotations

import itertools
import sys
import time
from collections import Counter
from math import comb

import numpy as np

# Weakest first, the manila order: flush above full house.
CATEGORIES = (
    "high card",
    "one pair",
    "two pair",
    "three of a kind",
    "straight",
    "full house",
    "flush",
    "four of a kind",
    "straight flush",
)
INDEX = {name: index for index, name in enumerate(CATEGORIES)}

#: (name, lowest rank value, hole cards, hole cards used)
GAMES = (
    ("2 Card Manila", 7, 2, 2),
    ("3 Card Manila", 6, 3, 2),
    ("3 Card Manila (no sixes)", 7, 3, 2),
)


def category(cards: tuple[tuple[int, int], ...]) -> int:
    """The manila category index of five (rank value, suit) cards; the ace (14) counts only high."""
    ranks = sorted((rank for rank, _ in cards), reverse=True)
    flush = len({suit for _, suit in cards}) == 1
    shape = sorted(Counter(ranks).values(), reverse=True)
    straight = len(shape) == 5 and ranks[0] - ranks[4] == 4
    if straight and flush:
        return INDEX["straight flush"]
    if shape[0] == 4:
        return INDEX["four of a kind"]
    if flush:
        return INDEX["flush"]
    if shape == [3, 2]:
        return INDEX["full house"]
    if straight:
        return INDEX["straight"]
    if shape[0] == 3:
        return INDEX["three of a kind"]
    if shape == [2, 2, 1]:
        return INDEX["two pair"]
    if shape[0] == 2:
        return INDEX["one pair"]
    return INDEX["high card"]


def _canonical(hole: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    return min(tuple(sorted((rank, perm[suit]) for rank, suit in hole)) for perm in itertools.permutations(range(4)))


def exact_counts(lowest: int, hole_count: int, hole_used: int) -> tuple[Counter[str], int, int]:
    """Every (hole, board) deal counted by its best category; also the number of hole shapes."""
    deck = [(rank, suit) for rank in range(lowest, 15) for suit in range(4)]
    rest_size = len(deck) - hole_count
    triples = list(itertools.combinations(range(rest_size), 3))
    triple_index = {triple: index for index, triple in enumerate(triples)}
    boards = np.array(
        [
            [triple_index[triple] for triple in itertools.combinations(board, 3)]
            for board in itertools.combinations(range(rest_size), 5)
        ],
        dtype=np.int32,
    )
    shapes = Counter(_canonical(hole) for hole in itertools.combinations(deck, hole_count))
    totals = np.zeros(len(CATEGORIES), dtype=np.int64)
    for hole, weight in shapes.items():
        rest = [card for card in deck if card not in hole]
        best = np.zeros(len(boards), dtype=np.int8)
        for used in itertools.combinations(hole, hole_used):
            strength = np.array([category(used + tuple(rest[i] for i in triple)) for triple in triples], dtype=np.int8)
            np.maximum(best, strength[boards].max(axis=1), out=best)
        totals += weight * np.bincount(best, minlength=len(CATEGORIES))
    deals = comb(len(deck), hole_count) * comb(rest_size, 5)
    assert int(totals.sum()) == deals
    return Counter({CATEGORIES[i]: int(totals[i]) for i in range(len(CATEGORIES))}), deals, len(shapes)


def main() -> None:
    names = sys.argv[1:] or [name for name, *_ in GAMES]
    for name, lowest, hole_count, hole_used in GAMES:
        if name not in names:
            continue
        start = time.perf_counter()
        counts, deals, shapes = exact_counts(lowest, hole_count, hole_used)
        took = time.perf_counter() - start
        print(f"{name}: {deals:,} deals, {shapes} hole shapes, {took:.1f} s")
        for category_name in reversed(CATEGORIES):
            print(f"    {category_name!r}: {counts[category_name]},  # {counts[category_name] / deals:.6%}")
    import random

    from engine.teaching.chances import showdown_chances

    for name in names:
        for deals in (20_000, 100_000):
            start = time.perf_counter()
            showdown_chances(name, deals=deals, rng=random.Random(1))
            print(f"engine simulation, {name}, {deals:,} deals: {time.perf_counter() - start:.2f} s")


if __name__ == "__main__":
    main()
