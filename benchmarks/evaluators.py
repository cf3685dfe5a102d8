"""The engine's hand evaluators timed against treys, eval7, phevaluator and pokerkit, on the same hands.

In one process, on seeded workloads, this times

* the engine's explaining path (:func:`engine.poker.rankings.evaluate` for five cards,
  :func:`engine.poker.hands.best_hand_of` for a player's cards under a game's rule),
* the fast per-hand path (:class:`engine.poker.fast.StrengthTable`: ``five``, ``seven``, ``omaha``),
* the fast NumPy batch path (``five_batch``, ``best_batch``, ``omaha_batch``),
* ``treys`` and ``eval7`` (five and seven cards; treys's ``PLOEvaluator`` for Omaha), ``phevaluator``
  (its C core, one call a hand: five, seven cards and Omaha) and ``pokerkit`` (on a small sample: it is slow),

and checks that every one of them orders a sample of the hands as the engine's reference does
(``Ranking.key``, over several cards the greatest key of the hand's choices, worked out here: the
explaining path now searches with the fast tables): sorted by the reference, each neighbouring pair must
compare the same way under the evaluator, so every pair of the sample agrees.

Workloads (seed 2026):

* ``52 five``: all 2,598,960 five-card hands for the fast paths; a seeded 200,000 of them for
  treys, eval7 and phevaluator, 5,000 for the explaining path, 2,000 for pokerkit;
* ``52 seven``: 200,000 seven-card hands (treys on 50,000 of them; 2,000 explained, 1,000 by pokerkit);
* ``52 omaha``: 100,000 Omaha hands, four hole cards and five board cards (treys on 10,000,
  1,000 explained, 1,000 by pokerkit);
* ``32 manila five``, ``36 manila five``: every five-card hand of the short decks, manila ranking;
* ``2 card manila``, ``3 card manila``: 100,000 showdown hands each, two (three) hole cards and five
  board cards, two of them and three of the board (``StrengthTable.omaha`` takes any number of hole cards).

Each time is the median of five runs.  Run from the project root (under a minute)::

    python benchmarks/evaluators.py            # prints a table; writes benchmarks/results/evaluators.json
    python benchmarks/evaluators.py --output /tmp/evaluators.json   # the same, leaving the results alone

Measured on the project machine (2 shared cores, Python 3.11, NumPy 2.4, load average about 2 from
other jobs; rates vary by about a third from run to run under that load), in 35 seconds::

    workload         evaluator                 hands      hands/s  per hand x   batch x  same order
    52 five          engine evaluate           5,000       67,969       81.70     631.0  (the reference)
    52 five          fast per hand         2,598,960    5,552,817        1.00       7.7  True
    52 five          fast batch            2,598,960   42,888,371        0.13       1.0  True
    52 five          treys                   200,000    1,781,318        3.12      24.1  True
    52 five          eval7                   200,000    3,147,466        1.76      13.6  True
    52 five          phevaluator             200,000    1,467,594        3.78      29.2  True
    52 five          pokerkit                  2,000      232,428       23.89     184.5  True
    52 seven         engine best_hand_of       2,000       18,117       91.38    2283.6  (the reference)
    52 seven         fast per hand           200,000    1,655,422        1.00      25.0  True
    52 seven         fast batch              200,000   41,371,165        0.04       1.0  True
    52 seven         treys                    50,000      114,432       14.47     361.5  True
    52 seven         eval7                   200,000    2,133,567        0.78      19.4  True
    52 seven         phevaluator             200,000    1,149,853        1.44      36.0  True
    52 seven         pokerkit                  1,000        5,059      327.20    8177.1  True
    52 omaha         engine best_hand_of       1,000        7,624       17.07            (the reference)
    52 omaha         fast per hand           100,000      130,124        1.00            True
    52 omaha         treys                    10,000       30,040        4.33            True
    52 omaha         phevaluator             100,000      815,266        0.16            True
    52 omaha         pokerkit                  1,000        1,362       95.53            True
    32 manila five   engine evaluate           5,000       75,043       74.20     899.1  (the reference)
    32 manila five   fast per hand           201,376    5,568,254        1.00      12.1  True
    32 manila five   fast batch              201,376   67,469,812        0.08       1.0  True
    36 manila five   engine evaluate           5,000       50,787       82.54    1049.0  (the reference)
    36 manila five   fast per hand           376,992    4,191,823        1.00      12.7  True
    36 manila five   fast batch              376,992   53,273,545        0.08       1.0  True
    2 card manila    engine best_hand_of       1,000       28,661       10.04            (the reference)
    2 card manila    fast per hand           100,000      287,630        1.00            True
    3 card manila    engine best_hand_of       1,000       14,350       13.63            (the reference)
    3 card manila    fast per hand           100,000      195,646        1.00            True

The engine's own rows explain the hands whose keys are the reference of the last column's order checks.
"per hand x" and "batch x" say how many times as many hands a second the fast per-hand path and
the NumPy batch path rank as that row.  The targets of issue 14's first part: five cards per hand
at least treys's rate (3.1x), seven clearly faster (14x); the batch path 5x phevaluator's C core on
five cards (29x) and 4x on seven (36x), and ahead of it on Omaha.  Omaha per hand is 4x treys's and
17x the explaining path, but a sixth of phevaluator's (C, with its own large Omaha tables).

(This table predates ``omaha_batch`` and the explaining path's search with the fast tables.  A run on
2026-12-02 with ``--output`` elsewhere: Omaha's batch path 7,744,404 hands a second, 6.4x phevaluator's
1,212,082; the explaining path 45,885 on Omaha and 71,221 on seven cards, ``evaluate`` 250,363.)
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import platform
import random
import statistics
import sys
import time
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pokerkit
import treys
from phevaluator import evaluate_cards, evaluate_omaha_cards

with warnings.catch_warnings():  # eval7 0.1.11 still spells pyparsing's old names
    warnings.simplefilter("ignore", DeprecationWarning)
    import eval7

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.cards import Card  # noqa: E402
from engine.decks import DECK_32, DECK_36, DECK_52, Deck  # noqa: E402
from engine.poker.fast import strength_table  # noqa: E402
from engine.poker.game import Game  # noqa: E402
from engine.poker.games import find_game  # noqa: E402
from engine.poker.hands import best_hand_of  # noqa: E402
from engine.poker.rankings import MANILA, STANDARD, evaluate  # noqa: E402

SEED = 2026
REPEATS = 5
ORDER_SAMPLE = 3000
RESULTS = ROOT / "benchmarks" / "results" / "evaluators.json"
STARTED = time.perf_counter()


def say(text: str) -> None:
    print(f"[{time.perf_counter() - STARTED:6.1f} s] {text}", file=sys.stderr, flush=True)


def median_seconds(run: Callable[[], object]) -> float:
    times = []
    for _ in range(REPEATS):
        began = time.perf_counter()
        run()
        times.append(time.perf_counter() - began)
    return statistics.median(times)


def same_order(reference: Sequence[Any], values: Sequence[Any]) -> bool:
    """Whether ``values`` orders the hands as ``reference`` does (greater is stronger in both)."""
    order = sorted(range(len(reference)), key=lambda i: reference[i])
    for i, j in itertools.pairwise(order):
        if (reference[i] == reference[j]) != (values[i] == values[j]) or values[i] > values[j]:
            return False
    return True


def random_deals(size: int, count: int, deck_size: int, rng: np.random.Generator) -> np.ndarray:
    """``count`` seeded deals of ``size`` different card ids, one a row."""
    return np.argsort(rng.random((count, deck_size)), axis=1)[:, :size].astype(np.int8)


def every_hand(deck: Deck) -> np.ndarray:
    flat = np.fromiter(itertools.chain.from_iterable(itertools.combinations(range(deck.size), 5)), dtype=np.int8)
    return flat.reshape(-1, 5)


class Workload:
    """One set of hands: evaluators timed on all or part of them, and the order check."""

    def __init__(self, name: str, hands: np.ndarray, deck: Deck) -> None:
        self.name, self.hands, self.deck = name, hands, deck
        self.rows: list[dict[str, Any]] = []
        self.lists = hands.tolist()
        self.order: dict[str, bool] = {}
        say(f"{name}: {len(hands):,} hands")

    def time(self, evaluator: str, run: Callable[[Sequence[Any]], object], inputs: Sequence[Any]) -> None:
        seconds = median_seconds(lambda: run(inputs))
        self.rows.append(
            {
                "evaluator": evaluator,
                "hands": len(inputs),
                "seconds": seconds,
                "hands_per_second": len(inputs) / seconds,
            }
        )
        say(f"  {evaluator}: {len(inputs):,} hands, {len(inputs) / seconds:,.0f} hands/s")

    def check(self, evaluator: str, reference: Sequence[Any], values: Sequence[Any]) -> None:
        self.order[evaluator] = agrees = same_order(reference, values)
        if not agrees:
            say(f"  !! {evaluator} orders the sample differently from the engine")

    def result(self) -> dict[str, Any]:
        rates = {row["evaluator"]: row["hands_per_second"] for row in self.rows}
        for row in self.rows:
            row["fast_per_hand_ratio"] = rates["fast per hand"] / row["hands_per_second"]
            if "fast batch" in rates:
                row["fast_batch_ratio"] = rates["fast batch"] / row["hands_per_second"]
        return {
            "hands": len(self.hands),
            "evaluators": self.rows,
            "order_sample": ORDER_SAMPLE,
            "same_order": self.order,
        }


def five_cards(name: str, deck: Deck, ranking_name: str, libraries: bool) -> Workload:
    ranking = {"standard": STANDARD, "manila": MANILA}[ranking_name]
    table = strength_table(ranking, deck)
    table.hands  # noqa: B018  (read the 2,598,960-hand table before timing)
    work = Workload(name, every_hand(deck), deck)
    rng = random.Random(SEED)
    # fresh copies: the sampled rows lie all over memory, and reading them so would slow whoever reads them
    subset = [list(hand) for hand in rng.sample(work.lists, 200_000)] if libraries else work.lists
    cards = [[deck.cards[card] for card in hand] for hand in subset[:5000]]
    work.time("engine evaluate", lambda hands: [evaluate(hand, ranking, deck) for hand in hands], cards)
    five = table.five
    work.time("fast per hand", lambda hands: [five(hand) for hand in hands], work.lists)
    work.time("fast batch", table.five_batch, work.hands)
    sample = subset[:ORDER_SAMPLE]
    reference = [ranking.key([deck.cards[card] for card in hand], deck) for hand in sample]
    work.check("fast per hand", reference, [five(hand) for hand in sample])
    work.check("fast batch", reference, table.five_batch(np.array(sample)).tolist())
    if libraries:
        time_libraries(work, subset, sample, reference, seven=False)
    return work


TREYS_CARD = [treys.Card.new(repr(card)) for card in DECK_52.cards]
EVAL7_CARD = [eval7.Card(repr(card)) for card in DECK_52.cards]
POKERKIT_CARD = [next(iter(pokerkit.Card.parse(repr(card)))) for card in DECK_52.cards]


def time_libraries(
    work: Workload, subset: list[list[int]], sample: list[list[int]], reference: list[Any], seven: bool
) -> None:
    """treys, eval7, phevaluator and pokerkit on five or seven cards of the standard deck."""
    evaluator = treys.Evaluator().evaluate
    as_treys = [([TREYS_CARD[c] for c in hand[:2]], [TREYS_CARD[c] for c in hand[2:]]) for hand in subset]
    work.time(
        "treys", lambda hands: [evaluator(two, rest) for two, rest in hands], as_treys[: 50_000 if seven else None]
    )
    work.check("treys", reference, [-evaluator(two, rest) for two, rest in as_treys[:ORDER_SAMPLE]])
    as_eval7 = [[EVAL7_CARD[c] for c in hand] for hand in subset]
    work.time("eval7", lambda hands: [eval7.evaluate(hand) for hand in hands], as_eval7)
    work.check("eval7", reference, [eval7.evaluate(hand) for hand in as_eval7[:ORDER_SAMPLE]])
    work.time("phevaluator", lambda hands: [evaluate_cards(*hand) for hand in hands], subset)
    work.check("phevaluator", reference, [-evaluate_cards(*hand) for hand in sample])
    hand_class = pokerkit.StandardHighHand.from_game
    as_pokerkit = [[POKERKIT_CARD[c] for c in hand] for hand in subset[: 2000 if not seven else 1000]]
    work.time("pokerkit", lambda hands: [hand_class(hand, ()) for hand in hands], as_pokerkit)
    work.check("pokerkit", reference[:1000], [hand_class(hand, ()) for hand in as_pokerkit[:1000]])


def seven_cards() -> Workload:
    table, holdem = strength_table(), find_game("Texas Hold 'Em")
    work = Workload("52 seven", random_deals(7, 200_000, 52, np.random.default_rng(SEED)), DECK_52)
    cards = [[DECK_52.cards[card] for card in hand] for hand in work.lists[:2000]]
    work.time("engine best_hand_of", lambda hands: [best_hand_of(holdem, hand[:2], hand[2:]) for hand in hands], cards)
    seven = table.seven
    work.time("fast per hand", lambda hands: [seven(hand) for hand in hands], work.lists)
    work.time("fast batch", table.best_batch, work.hands)
    sample = work.lists[:ORDER_SAMPLE]
    reference = [  # by Ranking.key itself: best_hand_of now searches with the fast tables
        max(STANDARD.key(five, DECK_52) for five in itertools.combinations([DECK_52.cards[c] for c in h], 5))
        for h in sample
    ]
    work.check("fast per hand", reference, [seven(hand) for hand in sample])
    work.check("fast batch", reference, table.best_batch(np.array(sample)).tolist())
    time_libraries(work, work.lists, sample, reference, seven=True)
    return work


def reference_omaha(game: Game, own: Sequence[Card], board: Sequence[Card]) -> tuple[int, ...]:
    """The greatest key of two of ``own`` and three of ``board`` by ``Ranking.key`` itself (``best_hand_of``
    now searches with the fast tables, which the order check must not take as its reference)."""
    return max(
        game.ranking.key(two + three, game.deck)
        for two in itertools.combinations(own, 2)
        for three in itertools.combinations(board, 3)
    )


def omaha_like(name: str, game_name: str, deck: Deck, hole_count: int, libraries: bool) -> Workload:
    """Hands of ``hole_count`` own cards and five board cards: two of them and three of the board."""
    game = find_game(game_name)
    table = strength_table(game.ranking, deck)
    work = Workload(name, random_deals(hole_count + 5, 100_000, deck.size, np.random.default_rng(SEED)), deck)
    split = [(hand[:hole_count], hand[hole_count:]) for hand in work.lists]
    cards = [([deck.cards[c] for c in own], [deck.cards[c] for c in board]) for own, board in split]
    work.time(
        "engine best_hand_of", lambda hands: [best_hand_of(game, own, board) for own, board in hands], cards[:1000]
    )
    omaha = table.omaha
    work.time("fast per hand", lambda hands: [omaha(own, board) for own, board in hands], split)
    work.time("fast batch", lambda hands: table.omaha_batch(hands[:, :hole_count], hands[:, hole_count:]), work.hands)
    reference = [reference_omaha(game, own, board) for own, board in cards[:ORDER_SAMPLE]]
    work.check("fast per hand", reference, [omaha(own, board) for own, board in split[:ORDER_SAMPLE]])
    sample = work.hands[:ORDER_SAMPLE]
    work.check("fast batch", reference, table.omaha_batch(sample[:, :hole_count], sample[:, hole_count:]).tolist())
    if libraries:
        plo = treys.PLOEvaluator().evaluate
        as_treys = [([TREYS_CARD[c] for c in own], [TREYS_CARD[c] for c in board]) for own, board in split]
        work.time("treys", lambda hands: [plo(own, board) for own, board in hands], as_treys[:10_000])
        work.check("treys", reference, [-plo(own, board) for own, board in as_treys[:ORDER_SAMPLE]])
        work.time("phevaluator", lambda hands: [evaluate_omaha_cards(*board, *own) for own, board in hands], split)
        work.check(
            "phevaluator", reference, [-evaluate_omaha_cards(*board, *own) for own, board in split[:ORDER_SAMPLE]]
        )
        hand_class = pokerkit.OmahaHoldemHand.from_game
        as_pokerkit = [
            ([POKERKIT_CARD[c] for c in own], [POKERKIT_CARD[c] for c in board]) for own, board in split[:1000]
        ]
        work.time("pokerkit", lambda hands: [hand_class(own, board) for own, board in hands], as_pokerkit)
        work.check("pokerkit", reference[:1000], [hand_class(own, board) for own, board in as_pokerkit])
    return work


def table_text(results: dict[str, dict[str, Any]]) -> str:
    lines = [
        f"{'workload':<16} {'evaluator':<20} {'hands':>10} {'hands/s':>12} {'per hand x':>11} {'batch x':>9}  same order",
    ]
    for name, result in results.items():
        for row in result["evaluators"]:
            batch = f"{row['fast_batch_ratio']:.1f}" if "fast_batch_ratio" in row else ""
            order = result["same_order"].get(row["evaluator"], "(the reference)")
            lines.append(
                f"{name:<16} {row['evaluator']:<20} {row['hands']:>10,} {row['hands_per_second']:>12,.0f} "
                f"{row['fast_per_hand_ratio']:>11.2f} {batch:>9}  {order}"
            )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--output", type=Path, default=RESULTS, help=f"where to write the results (default {RESULTS.relative_to(ROOT)})"
    )
    output = parser.parse_args(argv).output
    workloads = [
        five_cards("52 five", DECK_52, "standard", libraries=True),
        seven_cards(),
        omaha_like("52 omaha", "Omaha", DECK_52, 4, libraries=True),
        five_cards("32 manila five", DECK_32, "manila", libraries=False),
        five_cards("36 manila five", DECK_36, "manila", libraries=False),
        omaha_like("2 card manila", "2 Card Manila", DECK_32, 2, libraries=False),
        omaha_like("3 card manila", "3 Card Manila", DECK_36, 3, libraries=False),
    ]
    results = {work.name: work.result() for work in workloads}
    print(table_text(results))
    print("(per hand x, batch x: how many times as many hands a second as this row the fast paths rank)")
    agree = all(all(result["same_order"].values()) for result in results.values())
    output.write_text(
        json.dumps(
            {
                "what": "hands a second of the engine's evaluators and of treys, eval7, phevaluator and pokerkit, "
                "on the same seeded hands (medians of 5 runs); whether each orders a sample as the engine does",
                "command": "python benchmarks/evaluators.py",
                "when": time.strftime("%Y-%m-%d"),
                "machine": {
                    "cores": os.cpu_count(),
                    "python": platform.python_version(),
                    "numpy": np.__version__,
                    "load_average_after": round(os.getloadavg()[0], 1),
                },
                "seconds": round(time.perf_counter() - STARTED),
                "all_orders_agree": agree,
                "workloads": results,
            },
            indent=2,
        )
        + "\n"
    )
    say(f"wrote {output}")
    return 0 if agree else 1


if __name__ == "__main__":
    raise SystemExit(main())
