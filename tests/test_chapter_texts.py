"""What the chapters teach in words and in their betting examples (issue 12, items 3, 5 and 10).

The chapters are read from their notebooks' sources, not from saved outputs, so these tests hold
before the notebooks are re-run. The betting examples of Hold 'Em and Omaha are run (only the
cells that build betting rounds), and every fold in them is checked against the bet it faced.
"""

from __future__ import annotations

import ast
import contextlib
import io
import json
import re
from pathlib import Path

import pytest

from engine.poker.betting.actions import ActionKind
from engine.poker.betting.round import BettingRound, start_round
from engine.poker.game_stakes import default_stakes

ROOT = Path(__file__).resolve().parents[1]
GAMES = ROOT / "book" / "games"


def _cells(name: str) -> list[dict]:
    return json.loads((GAMES / f"{name}.ipynb").read_text(encoding="utf-8"))["cells"]


def _markdown(name: str) -> str:
    return "\n".join("".join(c["source"]) for c in _cells(name) if c["cell_type"] == "markdown")


def _code(name: str) -> str:
    return "\n".join("".join(c["source"]) for c in _cells(name) if c["cell_type"] == "code")


def _flat(text: str) -> str:
    return " ".join(text.split())


# --- item 5: the broken sentence, and folds where a check is free -------------------------------


def test_int_standard_ranking_holdem_says_whole_sentences_about_the_manila_swap() -> None:
    text = _flat(_markdown("holdem"))
    assert "a full house beats a flush. In the short decks of Manila it is the other way round" in text
    assert not re.search(r"\. [a-z]", text.split("so a full house beats a flush.")[1][:5])


def free_check_folds(rounds: BettingRound) -> list[int]:
    """The seats that folded with nothing to call: a check would have cost them nothing."""
    bet = max(rounds.stakes.blind_amounts, default=0) if rounds.round_number == 1 else 0
    free = []
    for record in rounds.history:
        if record.kind is ActionKind.FOLD and record.to >= bet:
            free.append(record.seat)
        bet = max(bet, record.to)
    return free


def test_free_check_folds_finds_a_fold_with_nothing_to_call() -> None:
    """The detector itself, on the Hold 'Em flop as it was: three folds before anyone bet."""
    stakes = default_stakes("Texas Hold 'Em", stake=5)
    first = start_round(stakes, stacks={4: 200, 5: 200, 6: 200, 1: 200, 2: 200, 3: 200})
    first = first.call().call().call().call().call().check()
    assert free_check_folds(first.next_round().fold().fold().fold().bet(5).call().call()) == [4, 5, 6]
    assert free_check_folds(first.next_round().check().check().check().bet(5).call().call().fold()) == []
    # the big blind who folds with nothing to call in the first round
    quiet = start_round(stakes, stacks={1: 200, 2: 200, 3: 200})
    assert free_check_folds(quiet.call().call().fold()) == [2]


#: Cells left out: widgets, figures and the counting of every hand, which build no betting round.
NOT_RUN = re.compile(r"figure\(|Stepper|Calculator|Explorer|Explainer|Quiz|category_counts|chances|explore_")


def _betting_rounds(name: str) -> list[BettingRound]:
    """Run a chapter's code cells in order (not its widgets or figures) and keep every betting round."""
    namespace: dict[str, object] = {"display": lambda *args, **kwargs: None}
    found: list[BettingRound] = []
    for cell in _cells(name):
        source = "".join(cell["source"])
        if cell["cell_type"] != "code":
            continue
        tree = ast.parse(source)
        rest = [node for node in tree.body if not isinstance(node, (ast.Import, ast.ImportFrom))]
        if NOT_RUN.search("\n".join(ast.unparse(node) for node in rest)):
            continue
        tree.body = [
            node
            for node in tree.body
            if not (isinstance(node, ast.ImportFrom) and (node.module or "").startswith("widgets"))
        ]
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                exec(compile(tree, f"{name}.ipynb", "exec"), namespace)  # noqa: S102 - the book's own cells
        except NameError:  # a cell that shows a widget left out above
            continue
        found += [value for value in namespace.values() if isinstance(value, BettingRound)]
    return found


@pytest.mark.parametrize("name", ["holdem", "omaha"])
def test_hr_holdem_actions__hr_omaha_actions_examples_check_when_a_check_is_free(name: str) -> None:
    """ "Players may bet, check, raise, or fold in turn.": a learner copies what the book shows."""
    rounds = _betting_rounds(name)
    assert len(rounds) >= 3
    assert any(record.kind is ActionKind.FOLD for r in rounds for record in r.history)
    assert {(r.round_number, tuple(free_check_folds(r))) for r in rounds if free_check_folds(r)} == set()


# --- item 3: Omaha 8/B's blinds --------------------------------------------------------------------


def test_hr_omaha8_blind_sizes_the_chapter_cites_the_sections_own_sentence() -> None:
    """ "The small blind will be equal to one-half the small bet, the big blind will equal the small bet." """
    text, code = _markdown("omaha-8"), _code("omaha-8")
    assert "{clause}`hr-omaha8-blind-sizes`" in text
    assert "int-flop-blind-sizes" not in text
    assert "{clause}`int-omaha8-odd-small-blind`" in text
    assert 'default_stakes("Omaha 8/B", stake=4)' in code
    assert "fixed_limit(small_bet=4)\n" not in code


# --- items 10 and 11: what the chapters now teach -------------------------------------------------


def test_int_draw_no_openers_the_draw_chapter_says_no_openers_are_required() -> None:
    text = _flat(_markdown("draw"))
    assert "says nothing of **openers**" in text and "none are needed" in text  # the book's reading (issue 25)
    assert text.count("{clause}`int-draw-no-openers`") >= 2


def test_int_table_size_the_draw_chapter_explains_six_by_what_the_engine_does() -> None:
    """Six players hold 6 x 5 = 30 cards; after one burn 52 - 30 - 1 = 21 are left for the draw."""
    text = _flat(_markdown("draw"))
    limit = text[text.index("Nor does the section say how many may play") :][:700]
    assert "{clause}`int-table-size`" in limit and "{clause}`int-draw-procedure`" in limit
    assert f"leaves {52 - 6 * 5 - 1} in the stub" in limit
    assert "leaves 22" not in text


def test_nzg_14_1a__nzg_14_1b__nzg_13_4f_the_manila_2_chapter_teaches_them_with_the_engine() -> None:
    text, code = _markdown("manila-2"), _code("manila-2")
    for clause_id in ("nzg-14-1a", "nzg-14-1b", "nzg-13-4f", "int-seat-draw-order", "int-vacated-seat"):
        assert f"{{clause}}`{clause_id}`" in text, clause_id
    for call in ("choose_seats(", "fill_vacated_seat(", "first_button(", "pass_button(", "may_chop("):
        assert call in code, call


def test_hr_omaha8_missed_blinds__hr_omaha8_absent_player_the_chapter_works_them_through() -> None:
    text, code = _markdown("omaha-8"), _code("omaha-8")
    for clause_id in (
        "hr-omaha8-missed-blinds",
        "hr-omaha8-post-missed",
        "hr-omaha8-only-big-blind-live",
        "hr-omaha8-absent-player",
        "int-omaha8-missed-blinds",
        "int-omaha8-absent-player",
    ):
        assert f"{{clause}}`{clause_id}`" in text, clause_id
    assert "return_after_missed_blinds(" in code and "absent_player(" in code
    assert "does not model" not in text
