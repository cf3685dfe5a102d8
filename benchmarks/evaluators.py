"""The engine's hand evaluators timed against treys, eval7, phevaluator and pokerkit, on the same hands.

In one process, on seeded workloads, this times

* the engine's explaining path (:func:`engine.poker.rankings.evaluate` for five cards,
  :func:`engine.poker.hands.best_hand_of` for a player's cards under a game's rule), and the public
  :func:`engine.best_hand` from card text on Hold 'Em sevens beside treys' ``evaluate`` on the same hands
  (:func:`from_text`: what each side includes is said there),
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

Each time is the median of five runs (the rows of :func:`from_text`: each block's least of 15).  Run from the project root (under a minute)::

    python benchmarks/evaluators.py            # prints a table; writes benchmarks/results/evaluators.json
    python benchmarks/evaluators.py --output /tmp/evaluators.json   # the same, leaving the results alone

The last run's table and targets are in ``benchmarks/results/evaluators.json`` and, from it, in the
README (``tests/test_readme.py`` checks that they agree).

The engine's own rows explain the hands; the order checks' reference is the greatest
``Ranking.key`` over each hand's choices (independent of the fast tables, which ``best_hand_of``
now searches with).  "per hand x" and "batch x" say how many times as many hands a second the
fast per-hand path and the NumPy batch path rank as that row.  The targets are issue 14's and
issue 26's (:data:`TARGETS`); phevaluator knows no manila ranking, so the short decks' batch rates are set
beside its rate on 52-card five-card hands.  Omaha per hand is 4x treys's, but a sixth of
phevaluator's (C, with its own large Omaha tables); the Omaha batch path is well ahead of it.
"""

from __future__ import annotations

import argparse
import gc
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

from engine import best_hand  # noqa: E402
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


def _time_blocks(runs: dict[str, Callable[[slice], object]], count: int, seconds: dict[str, float]) -> None:
    """Add to ``seconds`` each run's least time of 15 rounds on each block of a hundred hands, in turn."""
    for start in range(0, count, 100):
        least = dict.fromkeys(runs, float("inf"))
        for _ in range(3 * REPEATS):
            for name, run in runs.items():
                began = time.perf_counter()
                run(slice(start, start + 100))
                least[name] = min(least[name], time.perf_counter() - began)
        for name in runs:
            seconds[name] += least[name]


def from_text(work: Workload, hands: list[list[int]]) -> None:
    """The public :func:`engine.best_hand` from card text (``best_hand("Texas Hold 'Em", "As Kd", "2c 3d 4h
    5s 9c")``: the game found by name, the text read, every card checked, the best hand found and
    explained) beside treys' ``Evaluator.evaluate`` on the same hands, as treys' own card integers made
    beforehand (its reading of text, ``Card.new``, is timed apart, in "treys from text").  The three run
    in turn on the same hundred hands at a time, so that a busy machine slows them alike; each block's
    time is its least of 15 rounds (what the work itself takes, without the waits of a shared machine),
    and the blocks' times add up to the rate.  The garbage collector is paused meanwhile, as ``timeit``
    pauses it, for both sides alike."""
    holdem, evaluator = "Texas Hold 'Em", treys.Evaluator().evaluate
    texts = [(" ".join(map(repr, cards[:2])), " ".join(map(repr, cards[2:]))) for cards in
             ([DECK_52.cards[card] for card in hand] for hand in hands)]
    as_treys = [([TREYS_CARD[c] for c in hand[:2]], [TREYS_CARD[c] for c in hand[2:]]) for hand in hands]
    runs: dict[str, Callable[[slice], object]] = {
        "engine best_hand, text": lambda block: [best_hand(holdem, hole, board) for hole, board in texts[block]],
        "treys, same hands": lambda block: [evaluator(two, rest) for two, rest in as_treys[block]],
        "treys from text": lambda block: [
            evaluator([treys.Card.new(card) for card in hole.split()], [treys.Card.new(card) for card in board.split()])
            for hole, board in texts[block]
        ],
    }
    seconds: dict[str, float] = dict.fromkeys(runs, 0.0)
    gc.collect()
    gc.disable()  # as timeit times: the millions of objects this script holds would make a collection slow
    try:
        _time_blocks(runs, len(hands), seconds)
    finally:
        gc.enable()
    for name in runs:
        rate = len(hands) / seconds[name]
        work.rows.append({"evaluator": name, "hands": len(hands), "seconds": len(hands) / rate, "hands_per_second": rate})
        say(f"  {name}: {len(hands):,} hands, {rate:,.0f} hands/s")


def seven_cards() -> Workload:
    table, holdem = strength_table(), find_game("Texas Hold 'Em")
    work = Workload("52 seven", random_deals(7, 200_000, 52, np.random.default_rng(SEED)), DECK_52)
    cards = [[DECK_52.cards[card] for card in hand] for hand in work.lists[:2000]]
    work.time("engine best_hand_of", lambda hands: [best_hand_of(holdem, hand[:2], hand[2:]) for hand in hands], cards)
    from_text(work, work.lists[:2000])
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
        f"{'workload':<16} {'evaluator':<24} {'hands':>10} {'hands/s':>12} {'per hand x':>11} {'batch x':>9}  same order",
    ]
    for name, result in results.items():
        for row in result["evaluators"]:
            batch = f"{row['fast_batch_ratio']:.1f}" if "fast_batch_ratio" in row else ""
            order = result["same_order"].get(row["evaluator"], "(the reference)")
            lines.append(
                f"{name:<16} {row['evaluator']:<24} {row['hands']:>10,} {row['hands_per_second']:>12,.0f} "
                f"{row['fast_per_hand_ratio']:>11.2f} {batch:>9}  {order}"
            )
    return "\n".join(lines)


#: Issue 14's targets, and issue 26's for the public best_hand from card text: (what, workload, the engine's path, the peer, the least ratio of their rates).
TARGETS = (
    ("five cards, pure Python per hand, at least treys", "52 five", "fast per hand", "treys", 1.0),
    ("seven cards, pure Python per hand, far ahead of treys", "52 seven", "fast per hand", "treys", 5.0),
    ("seven cards from card text, the explaining best_hand, half of treys's evaluate", "52 seven",
     "engine best_hand, text", "treys, same hands", 0.5),
    ("five cards, NumPy batch, 5x phevaluator", "52 five", "fast batch", "phevaluator", 5.0),
    ("seven cards, NumPy batch, 4x phevaluator", "52 seven", "fast batch", "phevaluator", 4.0),
    ("32-card manila five, NumPy batch, 5x phevaluator's five", ("32 manila five", "52 five"), "fast batch",
     "phevaluator", 5.0),
    ("36-card manila five, NumPy batch, 5x phevaluator's five", ("36 manila five", "52 five"), "fast batch",
     "phevaluator", 5.0),
    ("Omaha, NumPy batch, ahead of phevaluator", "52 omaha", "fast batch", "phevaluator", 1.0),
)


def targets(results: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """Each target of :data:`TARGETS` with the measured ratio and whether it is met.  phevaluator knows
    no manila ranking, so the short decks' batch rate is set beside its rate on 52-card five-card hands."""
    rates = {
        (name, row["evaluator"]): row["hands_per_second"] for name, result in results.items() for row in result["evaluators"]
    }
    found = []
    for what, workload, ours, peer, least in TARGETS:
        own_work, peer_work = workload if isinstance(workload, tuple) else (workload, workload)
        ratio = rates[(own_work, ours)] / rates[(peer_work, peer)]
        found.append({"target": what, "ratio": round(ratio, 1), "least": least, "met": ratio >= least})
    return found


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
    checked = targets(results)
    for target in checked:
        verdict = "met" if target["met"] else "NOT MET"
        print(f"target: {target['target']}: {target['ratio']}x (at least {target['least']:g}x) {verdict}")
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
                "targets": checked,
                "workloads": results,
            },
            indent=2,
        )
        + "\n"
    )
    say(f"wrote {output}")
    return 0 if agree and all(target["met"] for target in checked) else 1


if __name__ == "__main__":
    raise SystemExit(main())
