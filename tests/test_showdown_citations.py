"""A showdown step cites a sentence that says what the step says (issue 25).

Each test is named after the clause it now cites; the step is found by the words that name its
subject (the low half, the high half, both halves to one seat, the pot's award).
"""

from __future__ import annotations

import pytest

from engine import showdown
from engine.errors import RulesError
from engine.explain import Step

HILO_STUD = "Seven-Card Stud High/Low Split"


def _about(steps: tuple[Step, ...], words: str) -> list[str]:
    return [step.clause for step in steps if words in step.text]


def test_hr_stud7hl_split_is_cited_for_the_low_half_not_hr_stud7_showdown() -> None:
    """ "... it will be awarded one half the pot and the best poker hand is awarded the other half." """
    # seat 1: three kings, no low; seat 2: 7-5-4-3-2 low (and a 7 high)
    result = showdown(HILO_STUD, {1: "Kc Kd Kh 9s Ts Jd Qc", 2: "2c 3d 4h 5s 7c 9d Jh"}, pot=40, button=2)
    assert result.low_winners == (2,)
    assert _about(result.because, "low half") == ["hr-stud7hl-split"]
    assert _about(result.because, "high half") == ["hr-stud7hl-split"]


def test_hr_omaha_split_is_cited_for_omaha8_high_and_low_halves_not_hr_omaha8_two_plus_three() -> None:
    """ "If there is a qualifying low hand, it splits the pot with the winning high hand." """
    board = "2c 7d 8h Js 3s"
    result = showdown("Omaha 8/B", {1: "As 4d Kh Kc", 2: "Qc Qd Jh Jc"}, board, pot=40, button=2)
    assert result.high_winners == (2,) and result.low_winners == (1,)
    assert _about(result.because, "low half") == ["hr-omaha-split"]
    assert _about(result.because, "high half") == ["hr-omaha-split"]
    assert "hr-omaha8-two-plus-three" not in {step.clause for step in result.because if "half" in step.text}


def test_hr_omaha8_wheel_is_cited_when_one_straight_is_both_high_and_low() -> None:
    """ "A wheel (A-2-3-4-5) is the best possible low and neither straights nor flushes count against you for low." """
    result = showdown("Omaha 8/B", {1: "Ah 2h Kd Kc", 2: "Qc Qd 9h 9c"}, "3c 4d 5s Qh Js", pot=40, button=2)
    assert result.awards == {1: 40, 2: 0}
    assert _about(result.because, "both the best high hand and the best low") == ["hr-omaha8-wheel"]


def test_hr_omaha8_different_cards_is_cited_when_one_player_wins_both_halves_with_different_cards() -> None:
    """ "Player may use different cards for high and low." -- not hr-omaha-split, which speaks of a split."""
    result = showdown("Omaha 8/B", {1: "Ah 2h Kd Kc", 2: "Qc Qd 9h 9c"}, "3c 4d 8s Kh Js", pot=40, button=2)
    assert result.awards == {1: 40, 2: 0}
    assert _about(result.because, "both the best high hand and the best low") == ["hr-omaha8-different-cards"]


def test_int_omaha_section_hilo_awards_plain_omahas_pot_not_hr_omaha_showdown() -> None:
    """ "After the final betting round, the players remaining in the hand will then show all their cards" awards
    nothing; the reading "Omaha is high only" (its option: the best high hand takes the whole pot) does."""
    result = showdown("Omaha", {1: "As Ad Kh Kc", 2: "Qc Qd 9h 9c"}, "2c 7d 8h Js 3s", pot=40, button=2)
    awards = _about(result.because, "wins the pot")
    assert awards == ["int-omaha-section-hilo"]
    assert "hr-omaha-showdown" not in {step.clause for step in result.because}


def test_int_stake_size_is_cited_for_a_bad_currency_sign_not_int_betting_round() -> None:
    with pytest.raises(RulesError) as caught:
        showdown("Texas Hold 'Em", {1: "As Ad", 2: "Kc Kd"}, "2c 7d 9h Js 3s", pot=40, button=2, currency="12")
    assert [step.clause for step in caught.value.because] == ["int-stake-size"]
