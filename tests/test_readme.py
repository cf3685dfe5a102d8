"""The README says what the commands do: its engine examples run as written, and what it quotes of the
commands' output is what they print."""

from __future__ import annotations

import doctest
import json
import os
import pathlib
import re
import statistics
from typing import Any

import pytest

from book._ext import serve

ROOT = pathlib.Path(__file__).resolve().parents[1]
README = ROOT / "README.md"


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
    assert shown[1] == "== building the widgets' Python for the reader's browser (Pyodide)"
    assert shown[2:] == serve.address_lines("http://127.0.0.1:8866/")
    assert f"`{serve.GOODBYE}`" in README.read_text(encoding="utf-8")
    assert "./serve.sh" in blocks("bash")[0]


def test_the_readme_shows_the_test_summary_test_sh_prints() -> None:
    summary = blocks("text")[1].strip()
    script = (ROOT / "test.sh").read_text(encoding="utf-8")
    # the steps run in the foreground, then the two in the background, in the order they are waited for
    background = re.findall(r"^\s*collect (\w+) ", script, re.M)
    assert background == ["notebooks", "browser"]
    steps = re.findall(r"^run (\w+) ", script, re.M) + background
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
    assert f"most {serve.MAX_KERNELS} live pages run at once" in text
    assert "python benchmarks/live_load.py" in text
    four = next(step for step in found["steps"] if step["readers"] == 4)
    assert f"took {min(four['seconds']):.0f} to {max(four['seconds']):.0f} s for 4" in text
    if "every page with all its widgets" in text:  # no output lost under the load (IOPub waits)
        assert four["every_widget_shown"] and all(step["every_widget_shown"] for step in found["steps"])


def test_the_readme_gives_what_a_class_of_30_saw_from_the_benchmark() -> None:
    found = measured("live_load")
    text = " ".join(README.read_text(encoding="utf-8").split())
    seen, one_browser = found["class"], found["class_one_browser"]
    summary, tabs = seen["summary"], seen["per_tab"]
    assert seen["tabs"] == 30 and seen["contexts"] == 30 and f"A class of {seen['tabs']}" in text
    assert (f"every tab showed a sentence within {summary['slowest_words_s']:.1f} s "
            f"(median {summary['median_words_s']:.1f} s)") in text
    assert summary["every_tab_words_within_10s"]
    server = sorted(tab["server_s"] for tab in tabs)
    assert f"within {summary['slowest_sent_s']:.1f} s" in text
    assert f"within {summary['slowest_server_s']:.1f} s (median {statistics.median(server):.1f} s" in text
    alone = seen["server_alone"]
    assert (f"the same {alone['requests']} requests at once had every first byte within "
            f"{alone['slowest_first_bytes_s']:.2f} s (median {alone['median_first_bytes_s']:.2f} s)") in text
    met = summary["none_blank_after_1s"]
    assert ("target of no tab blank after its first second was missed" in text) == (not met)
    assert f"longest blank stretch after it was {summary['longest_blank_after_1s_s']:.1f} s" in text
    assert f"{summary['admitted']} were admitted and {summary['refused']} refused" in text
    assert summary["admitted_with_widgets"] == summary["admitted"]
    assert (f"widgets after median {summary['median_widgets_s']:.0f} s, the last after "
            f"{summary['slowest_widgets_s']:.0f} s") in text
    before, after = summary["server_rss_mb_before"], summary["server_rss_mb_after"]
    assert summary["kernels_after"] == summary["kernels_before"]
    assert f"used {before:.0f} MB before the class and {after:.0f} MB after" in text
    assert f"{after - before:.0f} MB above its idle figure" in text
    assert (after - before <= 20) == ("more than the 20 MB" not in text)
    assert f"first words only after up to {one_browser['summary']['slowest_words_s']:.0f} s" in text


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


def test_the_readme_gives_the_live_chapters_measured_times_and_downloads() -> None:
    """What the README says of the chapters' widgets in the reader's browser (how soon they are live, their
    updates, a first visit over a slower network, what it downloads) is what ``benchmarks/book_pages.py``
    last measured."""
    found = measured("book_pages")
    summary = found["summary"]
    text = " ".join(README.read_text(encoding="utf-8").split())
    assert found["command"].startswith("python benchmarks/book_pages.py")
    assert f"(`{found['command']}`, {found['when'][:10]})" in text
    start, end = found["machine"]["load_average_start"][0], found["machine"]["load_average_end"][0]
    assert f"load average {start:g} at the start and {end:g} at the end" in text
    # a machine with half its 2 cores' worth of work already running is busy: the README says so
    assert (start >= 1) == ("measured while the machine was busy with other work" in text)
    for stem, page in summary["pages"].items():
        row = re.search(rf"\| [^|]*\(`{re.escape(stem)}`\) \| \d+ \| ([\d.]+) s \| ([\d.]+) s \| ([\d.]+) s \| ([\d.]+) s \|", text)
        assert row, f"no row for {stem}"
        shown = [float(value) for value in row.groups()]
        assert shown == [
            page["cold"]["first_live_s"]["median"], page["warm"]["first_live_s"]["median"],
            page["cold"]["ready_s"]["median"], page["warm"]["ready_s"]["median"],
        ], stem
    warm = summary["pages"]["book/games/manila-2"]["warm"]
    assert (f"started Python's worker after {warm['marks_s']['worker']:.2f} s, Python was up (restored from its "
            f"snapshot, with its wheels) after {warm['worker_messages_s']['widgets']:.2f} s") in text
    updates = summary["updates_ms"]
    assert (f"took median {updates['median']} ms (95th percentile {updates['p95']} ms, slowest {updates['max']} ms "
            f"of {updates['count']})") in text
    targets = {target["key"]: target for target in found["targets"]}
    said = {
        "cold_first_live_s": "the first live widget within {under:g} s cold ({measured:g} s at the worst page's median: {met})",
        "warm_first_live_s": "within {under:g} s warm ({measured:g} s: {met})",
        "update_p95_ms": "updates within {under:g} ms at the 95th percentile ({measured:g} ms: {met})",
    }
    for key, words in said.items():
        target = targets[key]
        assert words.format(under=target["under"], measured=target["measured"],
                            met="met" if target["met"] else "not met") in text, key
    throttled = summary["throttled"]
    assert throttled["worker_throttled"] and "which slows the page's Web Worker's downloads too" in text
    assert (f"showed its first live widget after {throttled['first_live_s']['median']} s and every widget after "
            f"{throttled['ready_s']['median']} s; the separate in-browser page it replaces took about "
            f"{throttled['old_page_ready_s']} s") in text
    cold = summary["pages"]["book/games/manila-2"]["cold"]
    kinds, python = cold["bytes_by_kind"], cold["python_bytes"]
    assert (f"downloads** the first time it opens a chapter with widgets (2 Card Manila, above): "
            f"{cold['gzipped_bytes']['median'] / 1e6:.1f} MB in {cold['files']['median']} files from a host that gzips "
            f"({cold['raw_bytes']['median'] / 1e6:.1f} MB as the files are)") in text
    assert (f"Python's files are {python['gzipped']['median'] / 1e6:.1f} MB of it "
            f"({python['raw']['median'] / 1e6:.1f} MB as they are;") in text
    for kind, words in (("snapshot", "memory snapshot"), ("wheels", "the wheels"), ("wasm", "WebAssembly"),
                        ("data", "standard library"), ("js", "the scripts,"), ("html", "the chapter itself,")):
        assert f"{words} {kinds[kind]['gzipped'] / 1e6:.2f} MB" in text, kind
    for kind in ("wasm", "data", "js", "html"):
        assert f"({kinds[kind]['raw'] / 1e6:.2f} MB" in text, kind
    nothing = all(page["warm"]["bytes"]["max"] == 0 for page in summary["pages"].values())
    assert nothing == ("A warm visit asked the host for nothing" in text)
    assert summary["other_host_requests"] == 0 and "no page asked anything of another host" in text


def test_the_chapters_say_what_a_first_visit_downloads_as_measured() -> None:
    """A chapter's status line says the first visit downloads "about N MB": N is the build's figure for
    Python's files (``download_mb`` in ``live/chapters/<page>.json``), which is what the benchmark measured
    of them (as the files are), rounded; the README quotes it, and no page of the book says another."""
    found = measured("book_pages")
    python = found["summary"]["pages"]["book/games/manila-2"]["cold"]["python_bytes"]["raw"]["median"]
    about = round(python / 1e6)
    assert set(found["site"]["download_mb"].values()) == {about}
    text = " ".join(README.read_text(encoding="utf-8").split())
    assert f'the chapter\'s status line says "about {about} MB"' in text
    sources = [ROOT / "book" / "intro.md", ROOT / "book" / "_ext" / "live_site.py", *sorted((ROOT / "book").rglob("*.ipynb"))]
    said = {path.name: re.findall(r"about \d+ MB", path.read_text(encoding="utf-8")) for path in sources}
    assert all(figures == [] or set(figures) == {f"about {about} MB"} for figures in said.values()), said
