"""The README says what the commands do: its engine examples run as written, and what it quotes of the
commands' output is what they print."""

from __future__ import annotations

import doctest
import importlib.util
import pathlib
import re

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
    assert shown[1:] == serve.address_lines("http://127.0.0.1:8866/")
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
