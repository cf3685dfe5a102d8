"""Plain Omaha played high/low as its section says (issue 12, item 9): the option of ``int-omaha-section-hilo``.

The section: "To qualify for a winning low hand, a player must have five cards of 8 or lower with no pair
using two from their hand and three from the board." "If there is a qualifying low hand, it splits the pot
with the winning high hand." "Other wise, the high hand takes the entire pot."
"""

from __future__ import annotations

import pathlib

from refusals import refused

from engine import INTERPRETATIONS, UnknownOptionError, find_game, showdown, split_pot
from engine.documents import ids
from widgets.views import showdown_view

BOARD = "2c 7d 8h Js 3s"
# seat 1: A-4 makes 8-7-3-2-A... best low 7-4-3-2-A; pair of kings high. seat 2: queens, no low (no two cards 8 or under)
HANDS = {1: "As 4d Kh Kc", 2: "Qc Qd 9h 9c"}


def test_int_omaha_section_hilo_default_is_high_only() -> None:
    result = showdown("Omaha", HANDS, BOARD, pot=40, button=2)
    assert not result.game.is_hilo
    assert result.awards == {1: 40, 2: 0}  # kings beat queens: the whole pot


def test_hr_omaha_split_under_the_high_low_option() -> None:
    """ "If there is a qualifying low hand, it splits the pot with the winning high hand." """
    hands = {1: "As 4d Qh Kc", 2: "Kh Kd 9h 9c"}  # seat 2: kings for high; seat 1: the only low
    result = showdown("Omaha", hands, BOARD, pot=41, button=2, omaha_split="high-low")
    # 41: 21 to the high half (the odd chip, int-hilo-odd-chip), 20 to the low
    assert result.awards == {1: 20, 2: 21}
    assert result.low_winners == (1,)
    cited = [step.clause for step in result.because]
    assert "hr-omaha-split" in cited and "hr-omaha-low-qualifier" in cited


def test_hr_omaha_no_low_under_the_high_low_option() -> None:
    """ "Other wise, the high hand takes the entire pot." """
    result = showdown("Omaha", {1: "Ts Td Kh Kc", 2: "Qc Qd 9h 9c"}, BOARD, pot=40, button=2, omaha_split="high-low")
    assert result.awards == {1: 40, 2: 0}
    assert "hr-omaha-no-low" in [step.clause for step in result.because]


def test_hr_omaha_low_qualifier_no_pair_under_the_high_low_option() -> None:
    """ "five cards of 8 or lower with no pair": A-A on a 2-3-7 board makes no low."""
    result = showdown(
        "Omaha", {1: "As Ad Kh Kc", 2: "Qc Qd 9h 9c"}, "2c 2d 7h 3s 3c", pot=40, button=2, omaha_split="high-low"
    )
    assert result.lows == {1: None, 2: None}


def test_int_omaha_section_hilo_option_leaves_other_games_alone() -> None:
    result = showdown("Texas Hold 'Em", {1: "As Ad", 2: "Kc Kd"}, BOARD, pot=40, button=2, omaha_split="high-low")
    assert not result.game.is_hilo
    with refused(UnknownOptionError, ids.INT_OMAHA_SECTION_HILO, naming=("'split'", "'high'", "'high-low'")):
        showdown("Omaha", HANDS, BOARD, pot=40, button=2, omaha_split="split")


def test_int_omaha_section_hilo_splitter_and_explainer_offer_it() -> None:
    assert "omaha_split" in find_game("Omaha").showdown_options
    assert split_pot(
        "Omaha", 41, high_winners=(2,), low_winners=(1,), seats=(1, 2), omaha_split="high-low"
    ).value.awards == {1: 20, 2: 21}
    view = showdown_view(
        "Omaha",
        players=2,
        hands={1: "As 4d Qh Kc", 2: "Kh Kd 9h 9c"},
        board=BOARD,
        pot=41,
        button=2,
        omaha_split="high-low",
    )
    assert view.result is not None and view.result.awards == {1: 20, 2: 21}


def test_int_omaha_section_hilo_interpretations_page_lists_both_new_options() -> None:
    option = INTERPRETATIONS["int-omaha-section-hilo"].option
    assert option is not None and set(option.choices) == {"high", "high-low"} and option.default == "high"
    page = (pathlib.Path(__file__).parent.parent / "book" / "interpretations.md").read_text(encoding="utf-8")
    for text in (
        "`omaha_split`",
        "`high-low`",
        "`half-bet`",
        "**What the option changes.**",
        "**Who plays which way.**",
    ):
        assert text in page, text
    assert "{anchor}`int-side-pots`" in page
