"""The stud bring-in, an option beside the house rules' full opening bet (issue 12, item 9).

House rules: "The player with the lowest ranking up-card must place the opening bet"
(hr-stud5-low-card-opens), and "Each player to the left of the player making the opening bet
must in turn either call the opening bet, raise it or fold" (hr-stud5-first-round-action): by
default the opening bet is the full small bet.  The reading int-stud-bring-in records the other
way rooms play it (Robert's Rules of Poker, Seven-Card Stud: "the player with the forced bet has
the option of opening for a full bet"; completing "does not count as a raise"): the opener brings
in for less or completes.  Amounts below are a 2/4 game with a 1-chip bring-in, worked by hand.
"""

from __future__ import annotations

import inspect

import pytest
from refusals import refused

from engine.documents import ids
from engine.documents.interpretations import INTERPRETATIONS
from engine.errors import BettingError, RuleViolation
from engine.poker.betting.actions import Action, ActionKind
from engine.poker.betting.round import start_round
from engine.poker.betting.structures import fixed_limit

SMALL_BET, BIG_BET, BRING_IN = 2, 4, 1


def _round(bring_in: int = BRING_IN):  # type: ignore[no-untyped-def]
    """Seats 1, 2, 3 in turn order; seat 2 shows the low card and opens; 3 chips of antes in the pot."""
    return start_round(
        fixed_limit(small_bet=SMALL_BET, big_bet=BIG_BET, blinds=()),
        stacks={1: 50, 2: 50, 3: 50},
        pot=3,
        first_to_act=2,
        must_open=True,
        bring_in=bring_in,
    )


def test_int_stud_bring_in_the_opener_brings_in_or_completes_never_checks_or_folds() -> None:
    legal = _round().legal_actions().value
    assert [(a.kind, a.min_to, a.max_to) for a in legal] == [
        (ActionKind.BET, BRING_IN, BRING_IN),
        (ActionKind.BET, SMALL_BET, SMALL_BET),
    ]
    for kind in (ActionKind.CHECK, ActionKind.FOLD):
        with refused(RuleViolation, ids.INT_STUD_OPENING_BET, ids.INT_STUD_BRING_IN, naming=(kind.value,)):
            _round().apply(Action(kind))
    with refused(RuleViolation, ids.INT_LIMIT_SCHEDULE, naming=(f"{SMALL_BET + 1} chips", f"{SMALL_BET} chips")):
        _round().bet(SMALL_BET + 1)  # neither the bring-in nor the full bet


def test_int_stud_bring_in_after_a_bring_in_the_next_player_calls_it_or_completes() -> None:
    brought = _round().bet(BRING_IN)
    assert brought.pot == 3 + BRING_IN
    assert "int-stud-bring-in" in {step.clause for step in brought.history[0].because}
    options = brought.options().value
    assert brought.to_act == 3
    assert options.amount_to_call == BRING_IN  # call the bring-in
    assert options.min_raise_to == options.max_raise_to == SMALL_BET  # or complete to the small bet
    completed = brought.raise_to(SMALL_BET)
    assert completed.raise_count == 0  # "does not count as a raise, but merely as a completion"
    assert completed.options().value.amount_to_call == SMALL_BET  # seat 1 calls the completed bet
    assert completed.options().value.min_raise_to == 2 * SMALL_BET  # the first raise adds the small bet
    back = completed.call()
    assert back.to_act == 2 and back.options().value.amount_to_call == SMALL_BET - BRING_IN
    done = back.call()
    assert done.is_complete and done.pot == 3 + 3 * SMALL_BET


def test_int_stud_bring_in_everyone_calls_the_bring_in_and_the_round_ends() -> None:
    done = _round().bet(BRING_IN).call().call()
    assert done.is_complete and done.pot == 3 + 3 * BRING_IN


def test_int_stud_opening_bet_without_the_option_the_opener_bets_the_full_bet() -> None:
    legal = _round(bring_in=0).legal_actions().value
    assert [(a.kind, a.min_to) for a in legal] == [(ActionKind.BET, SMALL_BET)]
    with refused(RuleViolation, ids.INT_LIMIT_SCHEDULE, naming=(f"{BRING_IN} chip", f"{SMALL_BET} chips")):
        _round(bring_in=0).bet(BRING_IN)


@pytest.mark.parametrize("bring_in", [SMALL_BET, SMALL_BET + 1, -1, True, 1.5])
def test_int_stud_bring_in_is_a_whole_number_below_the_bet(bring_in: object) -> None:
    with pytest.raises(BettingError) as error:
        _round(bring_in)  # type: ignore[arg-type]
    assert error.value.because[0].clause == "int-stud-bring-in"


def test_int_stud_bring_in_needs_a_round_the_opener_must_open() -> None:
    with pytest.raises(BettingError) as error:
        start_round(fixed_limit(small_bet=2, big_bet=4, blinds=()), stacks={1: 50, 2: 50}, bring_in=1)
    assert error.value.because[0].clause == "int-stud-bring-in"


def test_int_stud_bring_in_is_registered_as_an_option_of_start_round() -> None:
    reading = INTERPRETATIONS["int-stud-bring-in"]
    assert reading.option is not None and reading.option.name == "bring_in" and reading.option.default == "0"
    assert "start_round(" in reading.option.where
    assert "bring_in" in inspect.signature(start_round).parameters
    assert "usual practice" not in (reading.reading + reading.why).lower()
    assert {"hr-stud5-low-card-opens", "hr-stud7-low-card-opens"} <= set(reading.clauses)
