"""The half-bet rule for a short all in in limit (issue 12, item 9): an option of ``int-limit-short-all-in``.

Robert's Rules of Poker: "An all-in wager of a half a bet or more is treated as a full bet, and a
player may fold, call, or make a full raise. (An example of a full raise on a $20 betting round is
raising a $15 all-in bet to $35.)"; "an all-in wager of less than half a bet does not reopen the
betting for any player who has already acted".  Amounts below are that arithmetic.
"""

from __future__ import annotations

import pytest
from refusals import refused

from engine import INTERPRETATIONS, BettingError, RuleViolation, betting_options, fixed_limit, start_round
from engine.documents import ids
from engine.poker.betting.actions import ActionKind

HALF = fixed_limit(small_bet=4, after_short_all_in="half-bet")


def _round(stacks: dict[int, int]):  # type: ignore[no-untyped-def]
    return start_round(HALF, stacks=stacks, round_number=2)


def _kinds(hand) -> dict[ActionKind, tuple[int, int]]:  # type: ignore[no-untyped-def]
    return {legal.kind: (legal.min_to, legal.max_to) for legal in hand.legal_actions().value}


def test_int_limit_short_all_in_half_bet_reopens_the_betting() -> None:
    # $4 bet, called; seat 3 all in to 6: a $2 raise on a $4 round is half a raise -> a full raise
    hand = _round({1: 100, 2: 100, 3: 6, 4: 100}).bet(4).call().all_in()
    assert hand.raise_count == 1
    assert "int-limit-short-all-in" in [step.clause for step in hand.history[-1].because]
    assert _kinds(hand)[ActionKind.RAISE] == (10, 10)  # a full raise on top: 6 + 4
    hand = hand.call()  # seat 4 calls 6
    assert hand.to_act == 1
    assert ActionKind.RAISE in _kinds(hand)  # seat 1 had acted, and may raise again: the betting is reopened


def test_int_limit_short_all_in_half_bet_roberts_rules_example_15_to_35() -> None:
    """ "raising a $15 all-in bet to $35" on a $20 betting round."""
    stakes = fixed_limit(small_bet=20, after_short_all_in="half-bet")
    hand = start_round(stakes, stacks={1: 15, 2: 100, 3: 100}, round_number=2).all_in()
    assert hand.current_bet == 15
    assert _kinds(hand)[ActionKind.RAISE] == (35, 35)


def test_int_limit_short_all_in_less_than_half_does_not_reopen() -> None:
    # $4 bet, called; seat 3 all in to 5: $1 is less than half of $4 -> not a raise; seat 4 may complete to 8
    hand = _round({1: 100, 2: 100, 3: 5, 4: 100}).bet(4).call().all_in()
    assert hand.raise_count == 0
    assert _kinds(hand)[ActionKind.RAISE] == (8, 8)
    hand = hand.call()  # seat 4 calls 5
    assert hand.to_act == 1
    assert ActionKind.RAISE not in _kinds(hand)  # seat 1 had acted: call or fold only


def test_int_limit_short_all_in_default_reading_does_not_reopen() -> None:
    hand = start_round(fixed_limit(small_bet=4), stacks={1: 100, 2: 100, 3: 6, 4: 100}, round_number=2)
    hand = hand.bet(4).call().all_in().call()
    assert hand.raise_count == 0 and ActionKind.RAISE not in _kinds(hand)


def test_int_limit_short_all_in_half_bet_counts_toward_the_cap_nzg_13_5e() -> None:
    # bet 4, raise 8, raise 12, then an all in to 14 (half a raise) is the third raise: the cap is reached
    hand = _round({1: 100, 2: 100, 3: 100, 4: 14}).bet(4).raise_to(8).raise_to(12).all_in()
    assert hand.raise_count == 3
    assert ActionKind.RAISE not in _kinds(hand)


def test_int_limit_short_all_in_half_bet_calculator_takes_the_shortfall() -> None:
    # the bet is 6 after a counted half raise: 2 short of the 8 one raise makes; the next raise goes to 10
    decision = betting_options(
        HALF, round_number=2, pot=20, current_bet=6, raise_count=1, player_count=4, half_bet_shortfall=2
    )
    assert decision.value.min_raise_to == 10
    with pytest.raises(BettingError) as caught:
        betting_options(
            fixed_limit(small_bet=4),
            round_number=2,
            pot=20,
            current_bet=6,
            raise_count=1,
            player_count=4,
            half_bet_shortfall=2,
        )
    assert caught.value.because[0].clause == "int-limit-short-all-in"


def test_int_limit_short_all_in_half_bet_is_an_option_with_its_rooms() -> None:
    option = INTERPRETATIONS["int-limit-short-all-in"].option
    assert option is not None and "half-bet" in option.choices and option.default == "raise-on-top"
    assert option.changes and "Robert's Rules" in option.rooms
    assert "usual practice" not in option.rooms


def test_int_limit_short_all_in_half_bet_refused_reading_is_named() -> None:
    with refused(BettingError, ids.INT_LIMIT_SHORT_ALL_IN, naming=("'half'", "'half-bet'")):
        fixed_limit(small_bet=4, after_short_all_in="half")
    with refused(RuleViolation, ids.INT_FIXED_LIMIT_RAISES, naming=("6 chips", "8 chips")):
        _round({1: 100, 2: 100}).bet(4).raise_to(6)
