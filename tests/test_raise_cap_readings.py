"""The cap of three raises with players all in, and once reached (issue 25): two readings the documents
leave open, each played both ways.

pokerpages: "Only 3 raises per round are permitted when there are more than 2 players in the game"
(pp-manila2-raise-cap); NZ 13.5(e): "there shall be a limit of three raises in any round of betting
unless the betting is head to head" (nzg-13-5e).  A $2 manila game's second round bets $4 and each raise
adds $4 (pp-manila2-later-raise, int-manila-raise-size): $4, $8, $12, $16 is a bet and three raises, and
a fourth raise would be to $20.  The expected choices below follow from those sentences and the reading
chosen, not from the engine.
"""

from __future__ import annotations

import pytest

from engine.documents import ids
from engine.documents.interpretations import INTERPRETATIONS
from engine.errors import BettingError, RuleViolation
from engine.poker.betting.options import betting_options
from engine.poker.betting.round import start_round
from engine.poker.betting.structures import fixed_limit, manila_limit, spread_limit

BET, RAISE = 4, 4
FOURTH_RAISE_TO = BET + 4 * RAISE  # $4 bet, three raises to $16, a fourth to $20


def _all_in_case(reading: str):  # type: ignore[no-untyped-def]
    """Stacks $100, $100, $8; round 2: seat 1 bets $4, seat 2 raises to $8, seat 3 calls all in for $8,
    seat 1 raises to $12, seat 2 raises to $16; seat 1 to act."""
    hand = start_round(manila_limit(stake=2, cap_all_in=reading), stacks={1: 100, 2: 100, 3: 8}, round_number=2)
    return hand.bet(4).raise_to(8).call().raise_to(12).raise_to(16)


def _fold_case(reading: str):  # type: ignore[no-untyped-def]
    """Stacks $100 each; round 2: $4, raised to $8, $12, $16 (the cap, with three players); seat 2 folds;
    seat 3 to act, head to head with seat 1."""
    hand = start_round(manila_limit(stake=2, cap_once_reached=reading), stacks={1: 100, 2: 100, 3: 100}, round_number=2)
    return hand.bet(4).raise_to(8).raise_to(12).raise_to(16).fold()


def _cited(hand) -> set[str]:  # type: ignore[no-untyped-def]
    return {step.clause for step in hand.options().because}


# -- int-raise-cap-all-in ---------------------------------------------------------------------------


def test_int_raise_cap_all_in_by_default_a_player_all_in_is_not_counted_and_the_two_may_raise_on() -> None:
    hand = _all_in_case("not-counted")
    assert hand.to_act == 1 and hand.raise_count == 3 and hand.players_in == (1, 2, 3)
    options = hand.options().value
    # only seats 1 and 2 can still bet: head to head, no limit to the raises (nzg-13-5e)
    assert options.min_raise_to == options.max_raise_to == FOURTH_RAISE_TO
    assert options.raise_cap is None
    assert {ids.INT_RAISE_CAP_ALL_IN, ids.NZG_13_5E} <= _cited(hand)
    fourth = hand.raise_to(FOURTH_RAISE_TO)
    assert fourth.raise_count == 4 and fourth.options().value.min_raise_to == FOURTH_RAISE_TO + RAISE


def test_int_raise_cap_all_in_counted_keeps_the_cap_with_three_in_the_hand() -> None:
    hand = _all_in_case("counted")
    options = hand.options().value
    # three players in the game: "only 3 raises per round", so call $4 or fold
    assert options.raise_range is None and options.amount_to_call == 16 - 12
    assert options.raise_cap == 3
    assert {ids.INT_RAISE_CAP_ALL_IN, ids.PP_MANILA2_RAISE_CAP} <= _cited(hand)
    with pytest.raises(RuleViolation) as error:
        hand.raise_to(FOURTH_RAISE_TO)
    assert ids.PP_MANILA2_RAISE_CAP in {step.clause for step in error.value.because}


def test_int_raise_cap_all_in_the_calculator_takes_the_players_all_in() -> None:
    """The raise calculator alone: three players in the hand, one all in, three raises made ($16)."""
    inputs = dict(
        round_number=2,
        pot=4 + 8 + 8 + 12 + 16,
        current_bet=16,
        put_in=12,
        raise_count=3,
        last_raise=RAISE,
        player_count=3,
        stack=88,
    )
    assert betting_options(manila_limit(stake=2), **inputs).value.raise_range is None  # no one said all in
    assert betting_options(manila_limit(stake=2), all_in_count=1, **inputs).value.min_raise_to == FOURTH_RAISE_TO
    counted = manila_limit(stake=2, cap_all_in="counted")
    assert betting_options(counted, all_in_count=1, **inputs).value.raise_range is None
    with pytest.raises(BettingError) as error:
        betting_options(manila_limit(stake=2), all_in_count=3, **inputs)
    assert error.value.because[0].clause == ids.INT_RAISE_CAP_ALL_IN


@pytest.mark.parametrize(
    "build",
    [
        lambda reading: fixed_limit(small_bet=4, cap_all_in=reading),
        lambda reading: spread_limit(minimum=2, maximum=6, cap_all_in=reading),
    ],
)
def test_int_raise_cap_all_in_applies_to_every_capped_structure(build) -> None:  # type: ignore[no-untyped-def]
    for reading in ("not-counted", "counted"):
        assert build(reading).cap_all_in == reading
    with pytest.raises(BettingError) as error:
        build("sometimes")
    assert error.value.because[0].clause == ids.INT_RAISE_CAP_ALL_IN


# -- int-raise-cap-lifted -----------------------------------------------------------------------------


def test_int_raise_cap_lifted_by_default_a_fold_that_leaves_two_lifts_the_cap() -> None:
    hand = _fold_case("lifted")
    assert hand.to_act == 3 and hand.raise_count == 3 and hand.players_in == (1, 3)
    options = hand.options().value
    assert options.min_raise_to == options.max_raise_to == FOURTH_RAISE_TO and options.raise_cap is None
    assert {ids.INT_RAISE_CAP_LIFTED, ids.NZG_13_5E} <= _cited(hand)
    assert hand.raise_to(FOURTH_RAISE_TO).raise_count == 4


def test_int_raise_cap_lifted_kept_the_round_stays_capped_after_the_fold() -> None:
    hand = _fold_case("kept")
    options = hand.options().value
    assert options.raise_range is None and options.amount_to_call == 16 - 12 and options.raise_cap == 3
    assert ids.INT_RAISE_CAP_LIFTED in _cited(hand)
    with pytest.raises(RuleViolation) as error:
        hand.raise_to(FOURTH_RAISE_TO)
    assert ids.INT_RAISE_CAP_LIFTED in {step.clause for step in error.value.because}


def test_int_raise_cap_lifted_kept_caps_only_a_cap_reached_with_more_than_two() -> None:
    """Two left before the third raise: that raise was head to head and reached no cap, so even 'kept'
    lets them raise on ($4, $8, $12, a fold, then $16 and $20)."""
    hand = start_round(manila_limit(stake=2, cap_once_reached="kept"), stacks={1: 100, 2: 100, 3: 100}, round_number=2)
    hand = hand.bet(4).raise_to(8).raise_to(12).fold().raise_to(16)
    assert hand.raise_count == 3 and not hand.cap_reached
    assert hand.options().value.min_raise_to == FOURTH_RAISE_TO


def test_int_raise_cap_readings_are_registered_with_their_options() -> None:
    for reading_id, name, default in (
        ("int-raise-cap-all-in", "cap_all_in", "not-counted"),
        ("int-raise-cap-lifted", "cap_once_reached", "lifted"),
    ):
        reading = INTERPRETATIONS[reading_id]
        assert set(reading.clauses) == {"pp-manila2-raise-cap", "nzg-13-5e"}
        assert reading.option is not None and reading.option.name == name and reading.option.default == default
        assert "manila_limit(" in reading.option.where and "fixed_limit(" in reading.option.where
    players = INTERPRETATIONS["int-raise-cap-players"].reading
    assert "int-raise-cap-all-in" in players and "int-raise-cap-lifted" in players
