"""A board given to a game that has none is refused citing the game's own hand, not its winner rule."""

from __future__ import annotations

import pytest

from engine.errors import CardCountError
from engine.poker.games import find_game


def test_hr_stud5_final_hand_is_cited_for_a_board_in_five_card_stud() -> None:
    # "All players have five cards in their hand, one down and four up" (hr-stud5-final-hand) is what
    # says a Five-Card Stud hand is the player's own five; hr-stud5-winner only names the winner.
    with pytest.raises(CardCountError) as refused:
        find_game("Five-Card Stud").check_counts("As Ks Qs Js 9s", "7c")
    cited = [step.clause for step in refused.value.because]
    assert cited == ["hr-stud5-final-hand"]
    assert "hr-stud5-winner" not in cited
