"""What the chapters teach a trainee dealer (issue 25, items 2 and 3): side pots, and the questions
no document decides.

Read from the notebooks' sources, so these hold before the notebooks are re-run; the checks of the
side-pot cells' saved outputs are skipped while a cell has none (run the notebooks, then these).
The pot amounts in the prose are checked against the levels worked out here from the rule
(``int-side-pots``: each player wins from each other player at most what they put in), not from
the engine.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAMES = ROOT / "book" / "games"
Cell = dict[str, Any]

BETTING = ("manila-2", "manila-3", "holdem", "omaha", "omaha-8", "stud-7", "stud-7-hilo", "stud-5", "draw")
HILO = ("omaha-8", "stud-7-hilo")
ALL = (*BETTING, "manillen-plus")
SIDE_POTS = "## All in: the main pot and side pots"
QUESTIONS = "### Questions no document here decides"

POKER_TOPICS = {
    "misdeal": r"misdeal",
    "exposed card": r"exposed",
    "boxed card": r"boxed card",
    "burn": r"burn",
    "card count": r"too many or too few cards",
    "showdown order": r"shows first",
    "string raise": r"string raise",
    "out of turn": r"out of turn",
    "card off the table": r"off the table",
    "missing card": r"missing",
}
MANILA_TOPICS = {"short all-in blind": r"short all-in blind"}
MANILLEN_TOPICS = {
    "misdeal": r"misdeal",
    "exposed card": r"exposed",
    "card count": r"too many or too few cards",
    "revoke": r"revoke",
    "out of turn": r"out of turn",
    "scoring dispute": r"scoring dispute",
    "missing card": r"missing",
}


def _cells(name: str) -> list[Cell]:
    cells: list[Cell] = json.loads((GAMES / f"{name}.ipynb").read_text(encoding="utf-8"))["cells"]
    return cells


def _source(cell: Cell) -> str:
    return "".join(cell["source"])


def _section(name: str, heading: str) -> list[Cell]:
    """The cells from ``heading`` up to the next heading of the same level."""
    cells = _cells(name)
    start = next(i for i, cell in enumerate(cells) if _source(cell).startswith(heading))
    level = heading.split(" ")[0] + " "
    end = next(
        (
            i
            for i in range(start + 1, len(cells))
            if cells[i]["cell_type"] == "markdown" and _source(cells[i]).startswith(level)
        ),
        len(cells),
    )
    return cells[start:end]


def _side_pot_text(name: str) -> str:
    return " ".join(
        " ".join(_source(cell).split()) for cell in _section(name, SIDE_POTS) if cell["cell_type"] == "markdown"
    )


def _questions(name: str) -> list[str]:
    """The bullets of the last section's list of questions, each on one line."""
    last = _source(_cells(name)[-1])
    assert last.startswith("## Where the rules are silent"), name
    assert QUESTIONS in last, name
    items = re.split(r"\n- ", last.split(QUESTIONS, 1)[1])[1:]
    return [" ".join(item.split()) for item in items]


def _levels(contributions: dict[int, int], live: tuple[int, ...]) -> tuple[list[tuple[int, tuple[int, ...]]], int]:
    """The pots (amount, who may win) and the uncalled bet, from the rule."""
    stakes = sorted({contributions[seat] for seat in live})
    first, second = sorted(contributions.values(), reverse=True)[:2]
    pots, below = [], 0
    for level in stakes:
        eligible = tuple(seat for seat in live if contributions[seat] >= level)
        amount = sum(min(c, level) - min(c, below) for c in contributions.values())
        if len(eligible) == 1:
            amount -= first - second
        if amount and len(eligible) > 1:
            pots.append((amount, eligible))
        below = level
    return pots, first - second


@pytest.mark.parametrize("name", BETTING)
def test_int_side_pots_every_betting_chapter_works_a_hand_with_a_player_all_in(name: str) -> None:
    text = _side_pot_text(name)
    for cited in ("int-side-pots", "int-tapping-out", "nzg-13-5b"):
        assert f"{{clause}}`{cited}`" in text, (name, cited)
    for word in ("main pot", "side pot", "uncalled"):
        assert word in text.lower(), (name, word)
    for term in ("term-all-in", "term-main-pot", "term-side-pot", "term-uncalled-bet"):
        assert f"<{term}>`" in text, (name, term)
    code = [_source(cell) for cell in _section(name, SIDE_POTS) if cell["cell_type"] == "code"]
    assert len(code) == 1 and "showdown(" in code[0] and "contributions=" in code[0], name


@pytest.mark.parametrize("name", BETTING)
def test_int_side_pots_the_prose_amounts_are_the_levels_of_the_rule(name: str) -> None:
    """The main pot, the side pot and the uncalled bet the prose states are the rule's, by hand."""
    cell = next(_source(c) for c in _section(name, SIDE_POTS) if c["cell_type"] == "code")
    contributions = {
        int(k): int(v) for k, v in re.findall(r"(\d+): (\d+)", cell.split("contributions=")[1].split("}")[0])
    }
    hands = cell.split("contributions=")[0]
    live = tuple(int(seat) for seat in re.findall(r"(\d+): \"", hands))
    pots, uncalled = _levels(contributions, live)
    assert len(pots) == 2 and uncalled > 0, name
    text = _side_pot_text(name).replace("\\$", "$")

    def unit(amount: int) -> str:
        return f"${amount}" if name.startswith("manila") else f"{amount} chips"

    (main, main_eligible), (side, side_eligible) = pots
    assert re.search(rf"Main pot \| up to [^|]+\| [^|]+\| {re.escape(unit(main))} \| seats 1, 2 and 3 \|", text), name
    assert re.search(rf"Side pot \| [^|]+\| [^|]+\| {re.escape(unit(side))} \| seats 2 and 3 \|", text), name
    assert main_eligible == (1, 2, 3) and side_eligible == (2, 3)
    assert f"{unit(uncalled)} back to seat 3" in text, name
    total = sum(contributions.values())
    assert f"{unit(main)} + {unit(side)} + {unit(uncalled)} returned = {unit(total)}" in text, name


@pytest.mark.parametrize("name", HILO)
def test_int_hilo_odd_chip_the_hilo_chapters_settle_each_pot_by_halves(name: str) -> None:
    text = _side_pot_text(name)
    assert "{clause}`int-hilo-odd-chip`" in text and "odd chip" in text, name
    assert "<term-scoop>`" in text and "<term-quartering>`" in text, name
    assert "high half" in text and "low half" in text, name


@pytest.mark.parametrize("name", BETTING)
def test_int_side_pots_the_saved_output_returns_the_uncalled_bet_and_shows_no_pot_of_one(name: str) -> None:
    cell = next(c for c in _section(name, SIDE_POTS) if c["cell_type"] == "code")
    if not cell.get("outputs"):
        pytest.skip("the side-pot cell has not been run yet: run the notebook, then this test")
    shown = []
    for output in cell["outputs"]:
        for kind in ("text/markdown", "text/plain"):
            if kind in output.get("data", {}):
                shown.append("".join(output["data"][kind]))
        shown.append("".join(output.get("text", "")))
    text = "\n".join(shown)
    assert "uncalled" in text.lower(), name
    assert not re.search(r"only seat \d+ may win", text), name
    assert "without a contest" not in text, name
    for row in re.findall(r"^\| The [^|]*side pot \|[^|]*\|([^|]*)\|", text, re.MULTILINE):
        assert len(re.findall(r"\d+", row)) >= 2, (name, row)


@pytest.mark.parametrize("name", ALL)
def test_every_chapter_lists_the_questions_no_document_decides(name: str) -> None:
    items = _questions(name)
    topics = (
        MANILLEN_TOPICS
        if name == "manillen-plus"
        else {**POKER_TOPICS, **(MANILA_TOPICS if name.startswith("manila") else {})}
    )
    for topic, pattern in topics.items():
        assert any(re.search(pattern, item, re.IGNORECASE) for item in items), (name, topic)
    for item in items:
        assert "**Not covered.**" in item or "{clause}`int-" in item, (name, item[:80])
    assert "usual practice" not in " ".join(items)


def test_nzg_13_4f_the_chapters_cite_the_gazette_where_it_does_rule() -> None:
    for name in BETTING:
        assert any("{clause}`nzg-13-4f`" in item and "{clause}`int-no-chop`" in item for item in _questions(name)), name
    assert any("{clause}`hr-omaha8-show-four`" in item for item in _questions("omaha-8"))


def test_int_stud_opening_bet_stud_chapter_calls_the_full_opening_bet_a_reading() -> None:
    text = " ".join(" ".join(_source(c).split()) for c in _cells("stud-7") if c["cell_type"] == "markdown")
    assert "The house rules make the opening bet a full bet" not in text
    assert "That the opening bet is a full bet is the book's reading ({clause}`int-stud-opening-bet`)" in text


def test_int_stud_bring_in_stud_chapter_says_completes_and_links_completion() -> None:
    text = " ".join(" ".join(_source(c).split()) for c in _cells("stud-7") if c["cell_type"] == "markdown")
    assert "**completes** to 2 chips" in text and "<term-completion>`" in text
    assert text.count("raises to 2") == text.count('never "raises to 2"') == 1


def test_int_stud_bring_in_stud_chapter_transcript_says_completes() -> None:
    cell = next(c for c in _cells("stud-7") if c["cell_type"] == "code" and "bring_in=1" in _source(c))
    if not cell.get("outputs"):
        pytest.skip("the bring-in cell has not been run yet: run the notebook, then this test")
    printed = "".join("".join(output.get("text", "")) for output in cell["outputs"])
    assert "seat 2 completes to 2 chips" in printed and "raises to 2" not in printed


def test_int_draw_no_openers_draw_chapter_calls_no_openers_a_reading() -> None:
    text = " ".join(" ".join(_source(c).split()) for c in _cells("draw") if c["cell_type"] == "markdown")
    assert "house rules require" not in text
    assert text.count("says nothing of **openers**") == 2


@pytest.mark.parametrize("name", ALL)
def test_no_chapter_gives_a_reading_as_the_house_rules_words(name: str) -> None:
    text = " ".join(" ".join(_source(c).split()) for c in _cells(name) if c["cell_type"] == "markdown")
    assert not re.search(r"[Tt]he house rules (make|require)\b", text), name
    assert "as every casino does" not in text, name
