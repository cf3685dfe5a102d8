"""How long each widget takes to answer a reader: every kind of update of every widget, timed.

The second half of the speed figures (the first is ``benchmarks/evaluators.py``, the hand
evaluators; the live page start is ``benchmarks/live_pages.py``).  In one process, without a
browser or a kernel, it builds each widget of the book as a chapter does and then does what a
reader does, through the widget's own controls (a control's ``value`` set, a button clicked), so
the time is the whole update: the one view call into the engine and the HTML the pane shows.

Every update is repeated (``--repeat``, default 15) with fresh values where the widget caches
nothing, and its median and slowest time are printed, with the target: 100 ms for the ranking
explorer and the showdown explainer (they read the exact tables, issue 14), 200 ms for the rest.
It writes ``benchmarks/results/widget_updates.json``; ``tests/test_readme.py`` checks the README
quotes it.  Run it from the project root on an otherwise idle machine (about half a minute)::

    python benchmarks/widget_updates.py
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

RESULTS = ROOT / "benchmarks" / "results" / "widget_updates.json"
#: The update targets, in milliseconds: the exact-table readers, and every other widget.
EXACT_TARGET_MS = 100.0
OTHER_TARGET_MS = 200.0


@dataclass(frozen=True)
class Update:
    """One kind of update of one widget: ``act(i)`` does the i-th repetition."""

    widget: str
    what: str
    act: Callable[[int], None]
    target_ms: float
    check: Callable[[], bool]


def updates() -> Iterator[Update]:
    """Every update the benchmark times, widget by widget, each built as its chapter builds it."""
    yield from _deal_stepper_updates()
    yield from _raise_calculator_updates()
    yield from _ranking_explorer_updates()
    yield from _showdown_explainer_updates()
    yield from _trick_explainer_updates()
    yield from _quiz_updates()


def _deal_stepper_updates() -> Iterator[Update]:
    """The Manila deal stepper: a step on, a step back, a new deal, the deal finished."""
    from widgets.deal_stepper import DealStepper

    stepper = DealStepper(players=6, button=3, seed=2024)

    def step_next(i: int) -> None:
        if not stepper.next_button.disabled:
            stepper.next_button.click()
        else:
            stepper.restart_button.click()

    yield Update("deal stepper", "Next step", step_next, OTHER_TARGET_MS, lambda: stepper.error is None)
    yield Update("deal stepper", "Back a step", lambda i: stepper.back_button.click(), OTHER_TARGET_MS,
                 lambda: stepper.error is None)
    yield Update("deal stepper", "a new seed (a new deal)", lambda i: setattr(stepper.seed, "value", 10_000 + i),
                 OTHER_TARGET_MS, lambda: stepper.error is None)
    yield Update("deal stepper", "Finish the deal", lambda i: (stepper.restart_button.click(), stepper.finish_button.click()),
                 OTHER_TARGET_MS * 2, lambda: stepper.error is None)


def _raise_calculator_updates() -> Iterator[Update]:
    """The raise calculator: a worked example loaded, the pot typed."""
    from widgets.raise_calculator import PRESETS, RaiseCalculator

    calculator = RaiseCalculator(preset="$2 manila, first round")
    names = list(PRESETS)
    yield Update("raise calculator", "a worked example loaded", lambda i: calculator.load(names[i % len(names)]),
                 OTHER_TARGET_MS, lambda: calculator.error is None)
    yield Update("raise calculator", "the pot typed", lambda i: setattr(calculator.controls["pot"], "value", 20 + i),
                 OTHER_TARGET_MS, lambda: calculator.error is None)


def _ranking_explorer_updates() -> Iterator[Update]:
    """The ranking explorer: a deck or ranking chosen, five cards typed, a game chosen, hole cards typed."""
    from widgets.ranking_explorer import RankingExplorer

    explorer = RankingExplorer(deck="32", ranking="manila", cards="A 7 8 9 10", game="2 Card Manila")
    decks = ["52", "36", "32"]
    rankings = ["standard", "manila"]
    rng = random.Random(2026)

    def deck_or_ranking(i: int) -> None:
        if i % 2:
            explorer.deck.value = decks[(i // 2) % 3]
        else:
            explorer.ranking.value = rankings[(i // 2) % 2]

    yield Update("ranking explorer", "a deck or ranking chosen (counts, order, chart)", deck_or_ranking,
                 EXACT_TARGET_MS, lambda: "role=\"alert\"" not in explorer.counts.value)

    def five_cards(i: int) -> None:
        explorer.deck.value = "32"
        cards = rng.sample(["7", "8", "9", "10", "J", "Q", "K", "A"], 5)
        explorer.cards.value = " ".join(cards)

    yield Update("ranking explorer", "five cards typed", five_cards, EXACT_TARGET_MS, lambda: bool(explorer.hand.value))
    games = [option[1] for option in explorer.game.options]

    def showdown_game(i: int) -> None:
        explorer.game.value = games[i % len(games)]

    yield Update("ranking explorer", "a game chosen (its exact showdown chances)", showdown_game, EXACT_TARGET_MS,
                 lambda: "role=\"alert\"" not in explorer.chances.value)
    holes = ["Ah Kh", "7c 7d", "As Kd", "Qh Jh", "9s 8c", "Td Th"]

    def hole_cards(i: int) -> None:
        explorer.game.value = games[0]
        explorer.hole.value = holes[i % len(holes)]

    yield Update("ranking explorer", "hole cards typed (their exact showdown chances)", hole_cards, EXACT_TARGET_MS,
                 lambda: "role=\"alert\"" not in explorer.chances.value)


def _showdown_explainer_updates() -> Iterator[Update]:
    """The showdown explainer: a seed dealt, a new hand dealt, a player's cards typed heads-up."""
    from widgets.showdown_explainer import ShowdownExplainer

    explainer = ShowdownExplainer(game="2 Card Manila", seed=2024, players=4)
    yield Update("showdown explainer", "Deal this seed", lambda i: (setattr(explainer.seed, "value", 500 + i),
                                                                    explainer.deal_button.click()),
                 EXACT_TARGET_MS, lambda: explainer.error is None)
    yield Update("showdown explainer", "Deal a new hand", lambda i: explainer.new_deal_button.click(),
                 EXACT_TARGET_MS, lambda: explainer.error is None)

    heads_up = ShowdownExplainer(game="2 Card Manila", hands=["Ah Kh", "Js Jd"], board="Qh Jh 9h Qc 7d", pot=30,
                                 button=1)
    typed = ["Ah Kh", "As Ks", "Ad Kd", "Ac Qd", "Tc Td"]

    def typed_hand(i: int) -> None:
        heads_up.seat_boxes[0].value = typed[i % len(typed)]

    yield Update("showdown explainer", "a player's cards typed (heads-up equity, exact)", typed_hand, EXACT_TARGET_MS,
                 lambda: heads_up.error is None and "data-field=\"starting\"" in heads_up.pane.value)


def _trick_explainer_updates() -> Iterator[Update]:
    """The Manillen trick explainer: a seed dealt, a new position dealt."""
    from widgets.trick_explainer import TrickExplainer

    tricks = TrickExplainer()
    yield Update("trick explainer", "Deal this seed", lambda i: (setattr(tricks.seed, "value", 100 + i),
                                                                 tricks.deal_button.click()),
                 OTHER_TARGET_MS, lambda: tricks.error is None)
    yield Update("trick explainer", "Deal a new position", lambda i: tricks.new_deal_button.click(),
                 OTHER_TARGET_MS, lambda: tricks.error is None)


def _quiz_updates() -> Iterator[Update]:
    """The quiz: a question answered, then the next."""
    from widgets.quiz import Quiz

    quiz = Quiz(seed=2026)

    def answer_and_next(i: int) -> None:
        quiz.answer(0)
        quiz.next_question()

    yield Update("quiz", "answer, then the next question", answer_and_next, OTHER_TARGET_MS, lambda: True)


def time_update(update: Update, repeat: int) -> dict[str, Any]:
    update.act(0)  # once untimed: a table or a module loaded on first use is the page's start, not an update
    times = []
    for i in range(1, repeat + 1):
        began = time.perf_counter()
        update.act(i)
        times.append(1000 * (time.perf_counter() - began))
    return {
        "widget": update.widget,
        "update": update.what,
        "repeat": repeat,
        "ms_median": round(statistics.median(times), 1),
        "ms_max": round(max(times), 1),
        "target_ms": update.target_ms,
        "within_target": max(times) < update.target_ms,
        "answered": update.check(),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=15, help="timed repetitions of each update (default 15)")
    parser.add_argument("--no-write", action="store_true", help="print only; leave the results file alone")
    args = parser.parse_args(argv)
    began = time.perf_counter()
    rows = []
    print(f"{'widget':20} {'update':50} {'median ms':>10} {'max ms':>8} {'target':>7}")
    for update in updates():
        row = time_update(update, args.repeat)
        rows.append(row)
        flag = "" if row["within_target"] else "  over"
        print(f"{row['widget']:20} {row['update']:50} {row['ms_median']:10.1f} {row['ms_max']:8.1f} "
              f"{row['target_ms']:7.0f}{flag}", flush=True)
    summary = {
        "updates": len(rows),
        "within_target": sum(row["within_target"] for row in rows),
        "slowest_ms": max(row["ms_max"] for row in rows),
    }
    print(f"{summary['within_target']} of {summary['updates']} updates within their target; "
          f"slowest {summary['slowest_ms']} ms ({time.perf_counter() - began:.0f} s)")
    if not args.no_write:
        RESULTS.write_text(json.dumps({
            "what": "each widget update's time in one process (the view call and the HTML), median and slowest",
            "command": "python benchmarks/widget_updates.py",
            "when": time.strftime("%Y-%m-%d"),
            "machine": {"cores": os.cpu_count(), "python": platform.python_version(),
                        "load_average_after": round(os.getloadavg()[0], 1)},
            "summary": summary,
            "rows": rows,
        }, indent=2) + "\n")
    return 0 if summary["within_target"] == summary["updates"] else 1


if __name__ == "__main__":
    sys.exit(main())
