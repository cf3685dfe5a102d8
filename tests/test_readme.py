"""The README says what the commands do: its engine examples run as written, and what it quotes of the
commands' output is what they print."""

from __future__ import annotations

import doctest
import importlib.util
import json
import os
import pathlib
import re
from typing import Any

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
_spec = importlib.util.spec_from_file_location("rules_book_serve_readme", ROOT / "book" / "_ext" / "serve.py")
assert _spec is not None and _spec.loader is not None
serve = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(serve)


def blocks(language: str) -> list[str]:
    """The README's fenced code blocks in ``language``."""
    return re.findall(rf"```{language}\n(.*?)```", README.read_text(encoding="utf-8"), re.S)


def test_the_readme_examples_give_the_results_they_show() -> None:
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 4
    assert result.failed == 0


def test_the_readme_shows_what_serve_prints() -> None:
    shown = blocks("text")[0].splitlines()
    assert shown[0] == "== building the book (no build has succeeded yet)"
    assert shown[1] == "== building the live pages in the browser (Pyodide)"
    assert shown[2:] == serve.address_lines("http://127.0.0.1:8866/")
    assert f"`{serve.GOODBYE}`" in README.read_text(encoding="utf-8")
    assert "./serve.sh" in blocks("bash")[0]


def test_the_readme_shows_the_test_summary_test_sh_prints() -> None:
    summary = blocks("text")[1].strip()
    steps = re.findall(r'^run (\w+) ', (ROOT / "test.sh").read_text(encoding="utf-8"), re.M) + ["browser"]
    assert re.search(r"\) in \d+s$", summary)
    assert summary.startswith(f"test summary: ALL PASSED ({', '.join(f'{step} ok' for step in steps)}) in ")
    assert 'echo "test summary: ALL PASSED ($summary) in ${elapsed}s"' in (ROOT / "test.sh").read_text(encoding="utf-8")


def test_ci_runs_exactly_the_readmes_test_command() -> None:
    command = blocks("bash")[1].strip()
    assert command == "./test.sh"
    lines = [line for line in (ROOT / ".ci/run").read_text(encoding="utf-8").splitlines() if line.strip()]
    assert lines[-1] == f"exec {command}"


# --- every figure the README gives is one a script in benchmarks/ measured ----------------------------


def measured(name: str) -> dict[str, Any]:
    """What ``benchmarks/<name>.py`` last measured (``benchmarks/results/<name>.json``)."""
    return dict(json.loads((ROOT / "benchmarks" / "results" / f"{name}.json").read_text(encoding="utf-8")))


def test_the_readme_gives_the_live_pages_measured_times_and_memory() -> None:
    found = measured("live_pages")
    figures = found["summary"]
    text = " ".join(README.read_text(encoding="utf-8").split())
    assert found["command"].startswith("python benchmarks/live_pages.py")
    assert f"median {figures['seconds_median']} s" in text
    assert f"{figures['seconds_min']} to {figures['seconds_max']} s" in text
    assert f"about {figures['kernel_mb_median']} MB" in text
    assert "python benchmarks/live_pages.py" in text
    assert "a few seconds" not in text and "60 to 120 MB" not in text


@pytest.mark.skipif(
    os.environ.get("RULES_BOOK_MEASURING") == "test_command",
    reason="benchmarks/test_command.py is measuring this very run, for the figures this test checks",
)
def test_the_readme_gives_the_test_commands_measured_time() -> None:
    found = measured("test_command")
    text = " ".join(README.read_text(encoding="utf-8").split())
    assert found["passed"]
    assert f"{found['total_seconds']} s" in text
    assert f"the browser tests {found['step_seconds']['browser']} s" in text
    assert f"the book's build {found['step_seconds']['book']} s" in text
    assert blocks("text")[1].strip() == found["summary_line"]
    assert "python benchmarks/test_command.py" in text
    assert "three to five minutes" not in text


def test_the_readme_says_what_to_run_as_root_not_only_sudo() -> None:
    """A machine may have no sudo: each install command says to run it as root (sudo only as one way to)."""
    text = " ".join(README.read_text(encoding="utf-8").split())
    installs = [match.start() for match in re.finditer(r"apt-get install", text)]
    assert installs
    for at in installs:
        assert "as root" in text[max(0, at - 120) : at], text[max(0, at - 120) : at + 40]


def test_the_readme_gives_the_measured_number_of_readers_served_at_once() -> None:
    found = measured("live_load")
    text = " ".join(README.read_text(encoding="utf-8").split())
    readers = found["readers_within_10s"]
    assert f"within {found['within_s']:g} s to {readers} readers opening a page at the same moment" in text
    assert f"at most {serve.MAX_STARTING} start at once" in text and serve.MAX_STARTING == readers
    assert f"At most {serve.MAX_KERNELS} live pages run at once" in text
    assert "python benchmarks/live_load.py" in text
    four = next(step for step in found["steps"] if step["readers"] == 4)
    assert f"took {min(four['seconds']):.0f} to {max(four['seconds']):.0f} s for 4" in text
    if "every page with all its widgets" in text:  # no output lost under the load (IOPub waits)
        assert four["every_widget_shown"] and all(step["every_widget_shown"] for step in found["steps"])


#: The columns of the README's speed table: (heading, the evaluator's name in benchmarks/evaluators.py).
SPEED_COLUMNS = (
    ("engine, explaining", ("engine evaluate", "engine best_hand_of")),
    ("fast, per hand", ("fast per hand",)),
    ("fast, NumPy batch", ("fast batch",)),
    ("treys", ("treys",)),
    ("eval7", ("eval7",)),
    ("phevaluator", ("phevaluator",)),
    ("pokerkit", ("pokerkit",)),
)


def speed_table(found: dict[str, Any]) -> str:
    """The README's table of hands a second, made from ``benchmarks/results/evaluators.json``."""
    lines = [
        "| hands | " + " | ".join(heading for heading, _ in SPEED_COLUMNS) + " |",
        "| --- |" + " ---: |" * len(SPEED_COLUMNS),
    ]
    for workload, measured in found["workloads"].items():
        rates = {entry["evaluator"]: entry["hands_per_second"] for entry in measured["evaluators"]}
        cells = []
        for _, names in SPEED_COLUMNS:
            rate = next((rates[name] for name in names if name in rates), None)
            cells.append("" if rate is None else f"{rate:,.0f}")
        lines.append(f"| {workload} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def test_the_readme_gives_the_evaluators_measured_speeds() -> None:
    found = measured("evaluators")
    text = README.read_text(encoding="utf-8")
    assert found["all_orders_agree"]
    assert speed_table(found) in text
    assert f"`{found['command']}`, {found['when']}" in text


def test_the_readme_gives_every_widget_updates_measured_time() -> None:
    found = measured("widget_updates")
    text = README.read_text(encoding="utf-8")
    assert found["command"] == "python benchmarks/widget_updates.py" and f"`{found['command']}`, {found['when']}" in text
    assert found["summary"]["within_target"] == found["summary"]["updates"] == len(found["rows"])
    for row in found["rows"]:
        line = f"| {row['widget']} | {row['update']} | {row['ms_median']} | {row['ms_max']} | {row['target_ms']:.0f} |"
        assert line in text, line


def test_the_readme_gives_the_evaluators_targets_as_measured() -> None:
    found = measured("evaluators")
    text = README.read_text(encoding="utf-8")
    assert found["targets"] and all(target["met"] for target in found["targets"])
    for target in found["targets"]:
        assert f"- {target['target']}: {target['ratio']}x (at least {target['least']:g}x), met" in text


def test_the_readme_gives_the_in_browser_pages_measured_times_and_downloads() -> None:
    """What the README says of the in-browser pages is what ``benchmarks/lite_pages.py`` last measured."""
    found = measured("lite_pages")
    summary = found["summary"]
    text = " ".join(README.read_text(encoding="utf-8").split())
    assert found["command"].startswith("python benchmarks/lite_pages.py")
    assert f"(`python benchmarks/lite_pages.py`, {found['when'][:10]})" in text
    for stem, page in summary["pages"].items():
        row = re.search(rf"\| [^|]*\(`{re.escape(stem)}`\) \| \d+ \| ([\d.]+) s \| ([\d.]+) s \| ([\d.]+) s \| ([\d.]+) s \|", text)
        assert row, f"no row for {stem}"
        shown = [float(value) for value in row.groups()]
        assert shown == [
            page["cold_ready_s"]["median"], page["warm_ready_s"]["median"],
            page["warm_python_ready_s"]["median"], page["warm_widgets_s"]["median"],
        ], stem
    updates = summary["updates_ms"]
    assert f"took median {updates['median']} ms (slowest {updates['max']} ms of {updates['count']})" in text
    assert f"within 10 s cold (met: {summary['cold_ready_s_worst_median']} s at worst)" in text
    warm = summary["warm_ready_s_worst_median"]
    assert (warm < 3) == (f"within 3 s warm (met: {warm} s at worst)" in text)
    kinds = summary["pages"]["manila-2"]["cold_bytes_by_kind"]
    total = summary["pages"]["manila-2"]["cold_bytes"]["median"]
    files = sum(kind["responses"] for kind in kinds.values())
    assert f"downloads** the first time it opens an in-browser page: {total / 1e6:.1f} MB in {files} files" in text
    for kind, words in (("wasm", "WebAssembly"), ("js", "scripts"), ("wheels", "wheels"), ("snapshot", "snapshot"),
                        ("data", "standard library")):
        assert f"{kinds[kind]['bytes'] / 1e6:.2f} MB" in text, (kind, words)
    assert summary["other_host_requests"] == 0 and "no page asked anything of another host" in text


def test_the_pages_say_what_the_reader_downloads_as_measured() -> None:
    """The chapters, the intro and the live pages say "about N MB": N is the measured download, rounded."""
    total = measured("lite_pages")["summary"]["pages"]["manila-2"]["cold_bytes"]["median"]
    about = f"about {round(total / 1e6)} MB"
    sources = [ROOT / "book" / "intro.md", ROOT / "book" / "_ext" / "live_site.py",
               ROOT / "book" / "_ext" / "live" / "templates" / "rules-book-lite" / "index.html.j2",
               *sorted((ROOT / "book").rglob("*.ipynb"))]
    said = {path.name: re.findall(r"about \d+ MB", path.read_text(encoding="utf-8")) for path in sources}
    assert all(found == [] or set(found) == {about} for found in said.values()), said
    assert sum(len(found) for found in said.values()) >= 10
