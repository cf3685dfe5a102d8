"""The betting arithmetic: every worked example of the rule documents, by clause.

Sources: ``000`` pokerpages (2 and 3 Card Manila: the structures $2, $4, $4, $4, $8 and
$5, $10, $10, $10, $20, the first-round raise to $6 and to $15, the later raises $4 to
$8 to $12, the fifth-card bet of $8, the cap of 3 raises); ``001`` NZ Gazette 13.5(b)-(e);
``003`` house rules (Hold 'Em's large blind, Omaha 8/B's blinds).  Expected amounts are
written from the documents or from the formula in the clause, never from the engine.
"""

from __future__ import annotations

import inspect
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st
from refusals import refused

from engine.documents import ids
from engine.documents.interpretations import INTERPRETATIONS as REGISTERED
from engine.documents.interpretations.betting import INTERPRETATIONS
from engine.documents.registry import all_clauses
from engine.errors import BettingError, PlayerCountError, RulesError
from engine.explain import Step, cited
from engine.poker.betting.options import BetOptions, betting_options
from engine.poker.betting.schedule import betting_structure, round_bet
from engine.poker.betting.stakes import (
    OMAHA8_BLIND_SIZES,
    RAISE_CAP,
    AfterShortAllIn,
    CapPlayers,
    LaterRaise,
    Stakes,
    Structure,
)
from engine.poker.betting.structures import fixed_limit, half_pot, manila_limit, no_limit, pot_limit, spread_limit

BETTING_IDS = {interp.id for interp in INTERPRETATIONS}
INTERPRETATIONS_BY_ID = {interp.id: interp for interp in INTERPRETATIONS}
CLAUSE_IDS = {cl.id for cl in all_clauses()}


def citable(clause_id: str) -> bool:
    """A document clause, a betting interpretation, or an interpretation already registered."""
    return clause_id in CLAUSE_IDS or clause_id in BETTING_IDS or clause_id in REGISTERED


def options(stakes: Stakes, **inputs: object) -> BetOptions:
    decision = betting_options(stakes, **inputs)
    assert all(citable(step.clause) for step in decision.because), cited(decision.because)
    return decision.value


def cites(steps: tuple[Step, ...], clause_id: str) -> bool:
    return clause_id in cited(steps)


# -- pokerpages: the Manila structure (pp-manila2-structure, pp-betting-structure) ----------------


def test_pp_manila2_structure_two_dollar_game_bets_2_4_4_4_8() -> None:
    decision = betting_structure(manila_limit(stake=2))
    assert decision.value == (2, 4, 4, 4, 8)
    assert cites(decision.because, "pp-manila2-structure")


def test_pp_manila2_structure_five_dollar_game_bets_5_10_10_10_20() -> None:
    assert betting_structure(manila_limit(stake=5)).value == (5, 10, 10, 10, 20)


@given(st.integers(min_value=1, max_value=10_000))
def test_pp_manila2_structure_any_stake_bets_s_2s_2s_2s_4s(stake: int) -> None:
    assert betting_structure(manila_limit(stake=stake)).value == (stake, 2 * stake, 2 * stake, 2 * stake, 4 * stake)


def test_pp_manila2_same_to_five_one_round_per_community_card() -> None:
    stakes = manila_limit(stake=2)
    assert stakes.round_count == 5
    with refused(BettingError, ids.PP_MANILA2_STRUCTURE, naming=(6, 5)):
        round_bet(stakes, 6)


def test_pp_manila2_fifth_card_bet_is_eight_in_the_two_dollar_game() -> None:
    decision = round_bet(manila_limit(stake=2), 5)
    assert decision.value == 8
    assert cites(decision.because, "pp-manila2-fifth-card-bet")


def test_pp_manila2_fifth_card_bet_is_twenty_in_the_five_dollar_game() -> None:
    assert round_bet(manila_limit(stake=5), 5).value == 20


def test_pp_manila2_fifth_card_bet_is_the_opening_bet_on_the_fifth_card() -> None:
    result = options(manila_limit(stake=2), round_number=5, pot=30, current_bet=0, player_count=3)
    assert result.is_bet and result.can_check
    assert (result.min_raise_to, result.max_raise_to) == (8, 8)


def test_pp_manila2_later_actions_check_bet_four_or_fold() -> None:
    result = options(manila_limit(stake=2), round_number=2, pot=6, current_bet=0, player_count=3)
    assert result.choices() == ("check", "bet $4", "fold")


# -- pokerpages: the first round (pp-manila2-one-blind, -blind-options, -first-raise) -------------


def test_pp_manila2_first_raise_two_dollar_game_raises_to_six() -> None:
    decision = betting_options(manila_limit(stake=2), round_number=1, pot=2, current_bet=2, player_count=4)
    result = decision.value
    assert result.amount_to_call == 2
    assert (result.min_raise_to, result.max_raise_to) == (6, 6)  # "the raise would be $4 making the total to call $6"
    assert "the blind is $2; a first-round raise adds twice the blind, $4, so you may raise to $6" in (
        decision.explain().lower()
    )
    assert cites(decision.because, "pp-manila2-first-raise")


def test_pp_manila2_first_raise_5_five_dollar_game_raises_to_fifteen() -> None:
    result = options(manila_limit(stake=5), round_number=1, pot=5, current_bet=5, player_count=4)
    assert (result.amount_to_call, result.min_raise_to, result.max_raise_to) == (5, 15, 15)


def test_pp_manila2_blind_options_call_two_raise_to_six_or_fold() -> None:
    result = options(manila_limit(stake=2), round_number=1, pot=2, current_bet=2, player_count=5)
    assert result.choices() == ("call $2", "raise to $6", "fold")


@pytest.mark.parametrize(("stake", "totals"), [(2, [2, 6, 10, 14]), (5, [5, 15, 25, 35])])
def test_int_manila_first_round_raises_each_add_twice_the_blind(stake: int, totals: list[int]) -> None:
    """$2 -> $6 -> $10 -> $14 and $5 -> $15 -> $25 -> $35: every first-round raise adds twice the blind."""
    stakes = manila_limit(stake=stake)
    for raises, (bet, raised) in enumerate(zip(totals, totals[1:], strict=False)):
        decision = betting_options(
            stakes, round_number=1, pot=4 * bet, current_bet=bet, raise_count=raises, player_count=4
        )
        assert decision.value.min_raise_to == decision.value.max_raise_to == raised
        assert cites(decision.because, "pp-manila2-first-raise" if raises == 0 else "int-manila-first-round-raises")


# -- pokerpages: later rounds (pp-manila2-later-raise) and int-manila-raise-size --------------------


def test_pp_manila2_later_raise_four_to_eight_to_twelve() -> None:
    """ "The bet is $4, first raise to make it $8, second raise to $12.\""""
    stakes = manila_limit(stake=2)
    first = betting_options(stakes, round_number=2, pot=20, current_bet=4, player_count=4)
    assert first.value.min_raise_to == first.value.max_raise_to == 8
    assert cites(first.because, "pp-manila2-later-raise")
    second = options(stakes, round_number=2, pot=24, current_bet=8, raise_count=1, last_raise=4, player_count=4)
    assert second.min_raise_to == second.max_raise_to == 12


def test_int_manila_raise_size_fifth_card_raises_add_eight() -> None:
    stakes = manila_limit(stake=2)
    targets = [
        options(stakes, round_number=5, pot=40, current_bet=8 * n, raise_count=n - 1, player_count=3) for n in (1, 2, 3)
    ]
    assert [result.min_raise_to for result in targets] == [16, 24, 32]


def test_int_manila_raise_size_doubling_option_goes_four_eight_sixteen() -> None:
    stakes = manila_limit(stake=2, later_raise="double")
    bets = [4]
    for raises in range(RAISE_CAP):
        decision = betting_options(
            stakes, round_number=2, pot=40, current_bet=bets[-1], raise_count=raises, player_count=4
        )
        assert cites(decision.because, "int-manila-raise-size")
        bets.append(decision.value.min_raise_to or 0)
    assert bets == [4, 8, 16, 32]


def test_int_manila_raise_size_doubling_leaves_the_first_round_alone() -> None:
    result = options(manila_limit(stake=2, later_raise="double"), round_number=1, pot=2, current_bet=2, player_count=3)
    assert result.min_raise_to == 6


# -- the cap on raises: pp-manila2-raise-cap, nzg-13-5e, int-raise-cap-players, int-raise-count --


def test_pp_manila2_raise_cap_three_raises_with_three_players() -> None:
    stakes = manila_limit(stake=2)
    decision = betting_options(stakes, round_number=2, pot=60, current_bet=16, raise_count=3, player_count=3)
    assert not decision.value.can_raise
    assert decision.value.raise_cap == RAISE_CAP
    assert decision.value.choices() == ("call $16", "fold")
    assert cites(decision.because, "pp-manila2-raise-cap")


def test_pp_manila2_raise_cap_third_raise_still_allowed() -> None:
    result = options(manila_limit(stake=2), round_number=2, pot=60, current_bet=12, raise_count=2, player_count=6)
    assert result.can_raise and result.min_raise_to == 16


def test_nzg_13_5e_no_cap_head_to_head() -> None:
    decision = betting_options(
        manila_limit(stake=2), round_number=2, pot=60, current_bet=16, raise_count=3, player_count=2
    )
    assert decision.value.can_raise and decision.value.min_raise_to == 20
    assert decision.value.raise_cap is None
    assert cites(decision.because, "nzg-13-5e")


def test_nzg_13_5e_fixed_and_spread_limits_cap_three_raises() -> None:
    fixed = options(
        fixed_limit(small_bet=4, big_bet=8), round_number=3, pot=80, current_bet=32, raise_count=3, player_count=3
    )
    # a bet of 5 raised by 5 three times: 5 + 3 x 5 = 20
    spread = options(
        spread_limit(minimum=2, maximum=6),
        round_number=2,
        pot=80,
        current_bet=20,
        raise_count=3,
        last_raise=5,
        player_count=4,
    )
    assert not fixed.can_raise and not spread.can_raise


@pytest.mark.parametrize("stakes", [pot_limit(minimum=2), half_pot(minimum=2), no_limit(minimum=2)], ids=str)
def test_nzg_13_5e_pot_ratio_and_no_limit_have_no_cap(stakes) -> None:
    # a bet of 10 raised by 10 seven times: 10 + 7 x 10 = 80
    decision = betting_options(
        stakes, round_number=2, pot=400, current_bet=80, raise_count=7, last_raise=10, player_count=5, stack=1000
    )
    assert decision.value.can_raise and decision.value.raise_cap is None
    assert cites(decision.because, "nzg-13-5e")


def test_int_raise_cap_players_dealt_option_keeps_the_cap_with_two_left() -> None:
    stakes = manila_limit(stake=2, cap_players="dealt")
    result = options(stakes, round_number=2, pot=60, current_bet=16, raise_count=3, player_count=2, dealt_count=5)
    assert not result.can_raise
    usual = options(
        manila_limit(stake=2), round_number=2, pot=60, current_bet=16, raise_count=3, player_count=2, dealt_count=5
    )
    assert usual.can_raise


def test_int_raise_count_the_first_bet_is_not_a_raise() -> None:
    """A bet and three raises: $4, $8, $12, $16 -- the fourth total is still allowed."""
    result = options(manila_limit(stake=2), round_number=2, pot=60, current_bet=12, raise_count=2, player_count=4)
    assert result.min_raise_to == 16


# -- NZ Gazette 13.5(b): no raise below an earlier bet or raise, except tapping out --------------


def test_nzg_13_5b_raise_not_less_than_the_previous_raise() -> None:
    """Bet 5, raised to 15 (a raise of 10): the next raise adds at least 10, to 25."""
    decision = betting_options(
        no_limit(minimum=2),
        round_number=2,
        pot=40,
        current_bet=15,
        raise_count=1,
        last_raise=10,
        player_count=3,
        stack=200,
    )
    assert decision.value.min_raise_to == 15 + 10
    assert cites(decision.because, "nzg-13-5b")


def test_nzg_13_5b_table_minimum_when_the_last_bet_was_smaller() -> None:
    result = options(pot_limit(minimum=4), round_number=2, pot=40, current_bet=3, last_raise=0, player_count=3)
    assert result.min_raise_to == 4  # completes the short all in to a full minimum bet


def test_nzg_13_5b_tapping_out_allows_an_all_in_below_the_minimum() -> None:
    decision = betting_options(no_limit(minimum=2), round_number=2, pot=40, current_bet=10, player_count=3, stack=15)
    result = decision.value
    assert not result.can_raise and result.can_tap_out and result.all_in_to == 15
    assert result.choices() == ("call 10 chips", "go all in to 15 chips", "fold")
    assert cites(decision.because, "nzg-13-5b")


def test_int_tapping_out_call_for_less() -> None:
    # $4 raised to $8: the player has $5 behind
    result = options(
        manila_limit(stake=2), round_number=2, pot=30, current_bet=8, raise_count=1, player_count=3, stack=5
    )
    assert result.amount_to_call == 5 and result.call_is_all_in and not result.can_raise


# -- NZ Gazette 13.5(c): the call counted into the pot -------------------------------------------


def pot_formula(bet: int, pot: int, call: int, ratio: float) -> int:
    """13.5(c): the call is added to the pot, then the limit is worked out: raise-to = bet + ratio x (pot + call)."""
    return bet + int((pot + call) * ratio)


def test_nzg_13_5c_call_counted_into_pot() -> None:
    decision = betting_options(pot_limit(minimum=2), round_number=2, pot=40, current_bet=10, player_count=3)
    assert decision.value.max_raise_to == pot_formula(10, 40, 10, 1) == 60
    assert "Pot 40 chips + call 10 chips = 50 chips, so you may raise by up to 50 chips, to 60 chips." in decision.explain()
    assert cites(decision.because, "nzg-13-5c")


def test_nzg_13_5c_call_counted_into_pot_with_chips_already_in() -> None:
    result = options(pot_limit(minimum=2), round_number=1, pot=45, current_bet=15, put_in=5, player_count=4)
    assert result.amount_to_call == 10
    assert result.max_raise_to == pot_formula(15, 45, 10, 1)


def test_nzg_13_5c_half_pot_counts_the_call_first() -> None:
    result = options(half_pot(minimum=2), round_number=2, pot=40, current_bet=10, player_count=3)
    assert result.max_raise_to == pot_formula(10, 40, 10, 0.5) == 35


def test_int_pot_limit_arithmetic_half_pot_rounds_down() -> None:
    decision = betting_options(half_pot(minimum=2), round_number=2, pot=41, current_bet=10, player_count=3)
    assert decision.value.max_raise_to == 10 + (41 + 10) // 2
    assert "rounded down" in decision.explain()


def test_nzg_13_5c_first_bet_up_to_the_pot() -> None:
    full = options(pot_limit(minimum=2), round_number=2, pot=30, current_bet=0, player_count=3)
    half = options(half_pot(minimum=2), round_number=2, pot=30, current_bet=0, player_count=3)
    assert (full.min_raise_to, full.max_raise_to) == (2, 30)
    assert (half.min_raise_to, half.max_raise_to) == (2, 15)


def test_int_pot_limit_arithmetic_minimum_bet_beats_a_small_pot() -> None:
    result = options(pot_limit(minimum=10), round_number=2, pot=4, current_bet=0, player_count=3)
    assert (result.min_raise_to, result.max_raise_to) == (10, 10)


def test_nzg_13_5c_pot_limit_blinds() -> None:
    """Blinds 1 and 2: the pot is 3, the call 2, so the first raise may go to 2 + (3 + 2) = 7."""
    result = options(pot_limit(minimum=2, blinds=(1, 2)), round_number=1, pot=3, current_bet=2, player_count=6)
    assert (result.min_raise_to, result.max_raise_to) == (4, pot_formula(2, 3, 2, 1))


# -- NZ Gazette 13.5(d): spread limit ------------------------------------------------------------


def test_nzg_13_5d_spread_first_to_act_bets_the_minimum_to_the_maximum() -> None:
    decision = betting_options(spread_limit(minimum=2, maximum=6), round_number=1, pot=0, current_bet=0, player_count=4)
    assert (decision.value.min_raise_to, decision.value.max_raise_to) == (2, 6)
    assert cites(decision.because, "nzg-13-5d")


def test_nzg_13_5d_spread_raise_at_least_the_last_bet_up_to_the_maximum() -> None:
    result = options(spread_limit(minimum=2, maximum=6), round_number=2, pot=20, current_bet=5, player_count=4)
    assert (result.min_raise_to, result.max_raise_to) == (5 + 5, 5 + 6)


def test_nzg_13_5d_spread_raise_at_least_the_minimum() -> None:
    result = options(
        spread_limit(minimum=3, maximum=6, blinds=(1,)), round_number=1, pot=1, current_bet=1, player_count=4
    )
    assert (result.min_raise_to, result.max_raise_to) == (1 + 3, 1 + 6)


# -- house rules: fixed limit, Hold 'Em and Omaha 8/B blinds ---------------------------------------


def test_int_limit_schedule_small_bet_then_twice_it() -> None:
    decision = betting_structure(fixed_limit(small_bet=4))
    assert decision.value == (4, 4, 2 * 4, 2 * 4)
    assert "int-limit-schedule" in cited(decision.because)
    assert fixed_limit(small_bet=4, big_bet=10).bets == (4, 4, 10, 10)


def test_int_fixed_limit_raises_add_the_round_bet() -> None:
    decision = betting_options(fixed_limit(small_bet=4), round_number=3, pot=20, current_bet=8, player_count=3)
    assert decision.value.min_raise_to == decision.value.max_raise_to == 8 + 8
    assert "int-fixed-limit-raises" in cited(decision.because)
    before_the_flop = options(fixed_limit(small_bet=4), round_number=1, pot=6, current_bet=4, player_count=3)
    assert before_the_flop.min_raise_to == 4 + 4


def test_hr_omaha8_blind_sizes_half_the_small_bet_and_the_small_bet() -> None:
    for small in (2, 4, 10):
        assert fixed_limit(small_bet=small, big_bet=2 * small).blind_amounts == (small // 2, small)
    omaha8 = fixed_limit(small_bet=4, big_bet=8, blind_sizes=OMAHA8_BLIND_SIZES).blinds
    assert {blind.clause for blind in omaha8} == {"hr-omaha8-blind-sizes"}
    # an odd small bet's half is rounded down by Omaha 8/B's own reading (int-omaha8-odd-small-blind)
    odd = fixed_limit(small_bet=5, big_bet=10, blind_sizes=OMAHA8_BLIND_SIZES).blinds
    assert [(blind.amount, blind.clause) for blind in odd] == [
        (5 // 2, "int-omaha8-odd-small-blind"),
        (5, "hr-omaha8-blind-sizes"),
    ]
    # every other two-blind game takes the same sizes by interpretation, and cites it
    assert {blind.clause for blind in fixed_limit(small_bet=4, big_bet=8).blinds} == {"int-flop-blind-sizes"}


def test_int_flop_blind_sizes_odd_small_bet_rounds_the_small_blind_down() -> None:
    stakes = fixed_limit(small_bet=5, big_bet=10)
    assert stakes.blind_amounts == (5 // 2, 5)
    assert stakes.blinds[0].clause == "int-flop-blind-sizes"
    with refused(BettingError, ids.INT_FLOP_BLIND_SIZES, naming=(1,)):
        fixed_limit(small_bet=1)
    assert fixed_limit(small_bet=1, blinds=(1,)).blind_amounts == (1,)


def test_hr_holdem_live_meaning_small_blind_calls_the_difference() -> None:
    result = options(
        fixed_limit(small_bet=4, big_bet=8), round_number=1, pot=6, current_bet=4, put_in=2, player_count=3
    )
    assert result.amount_to_call == 4 - 2


# -- bad input: clear errors that quote the input and name the rule ------------------------------


@pytest.mark.parametrize(
    ("build", "clause", "named"),
    [
        (lambda: manila_limit(stake=-2), ids.PP_MANILA2_STRUCTURE, (-2,)),
        (lambda: manila_limit(stake=True), ids.PP_MANILA2_STRUCTURE, (True,)),
        (lambda: fixed_limit(small_bet=4, big_bet=2), ids.INT_LIMIT_SCHEDULE, (2, 4)),
        (lambda: spread_limit(minimum=6, maximum=2), ids.NZG_13_5A, (2, 6)),
        (lambda: spread_limit(minimum=2, maximum=6, blinds=(8,)), ids.NZG_13_5D, ((8,), 6)),
        (lambda: pot_limit(minimum=0), ids.NZG_13_5A, (0,)),
        # a hand has 1 to 5 betting rounds (int-stake-size), not a matter of the notice of the wagers (nzg-13-5a)
        (lambda: no_limit(minimum=2, round_count=0), ids.INT_STAKE_SIZE, (0,)),
        (lambda: manila_limit(stake=2, blind_count=0), ids.INT_MANILA_BLIND_COUNT, (0,)),
        (lambda: manila_limit(stake=2, blind_amounts=(2, 4)), ids.INT_MANILA_BLIND_COUNT, ((2, 4), "$2")),
        (lambda: manila_limit(stake=2, blind_count=3, blind_amounts=(2, 2)), ids.INT_MANILA_BLIND_COUNT, (3, (2, 2))),
        # the blinds are the first round's opening bet, the larger one the small bet (int-fixed-limit-raises)
        (lambda: fixed_limit(small_bet=4, big_bet=8, blinds=(2, 3)), ids.INT_FIXED_LIMIT_RAISES, ((2, 3), "4/8")),
    ],
)
def test_stakes_errors_quote_the_input_and_the_rule(build, clause, named) -> None:
    with refused(BettingError, *([clause] if clause else []), naming=named) as refusal:
        build()
    assert refusal.value.because, "an error carries the steps of the rule it cites"
    assert refusal.value.because[-1].clause in str(refusal.value)


@pytest.mark.parametrize(
    ("build", "value", "interpretation"),
    [
        (lambda: manila_limit(stake=2, later_raise="triple"), "triple", "int-manila-raise-size"),
        (lambda: manila_limit(stake=2, cap_players="seated"), "seated", "int-raise-cap-players"),
        (lambda: fixed_limit(small_bet=2, cap_players="seated"), "seated", "int-raise-cap-players"),
        (lambda: spread_limit(minimum=2, maximum=6, cap_players="seated"), "seated", "int-raise-cap-players"),
        (lambda: manila_limit(stake=2, after_short_all_in="half"), "half", "int-limit-short-all-in"),
        (lambda: fixed_limit(small_bet=2, after_short_all_in="half"), "half", "int-limit-short-all-in"),
    ],
)
def test_a_stakes_option_that_is_no_reading_is_refused_citing_its_interpretation(build, value, interpretation) -> None:
    """The readings a stakes option offers are its interpretation's choices, checked as every option is."""
    choices = INTERPRETATIONS_BY_ID[interpretation].option.choices
    with refused(BettingError, interpretation, naming=[repr(value), *map(repr, choices)], only=True):
        build()


def test_the_stakes_options_enums_are_their_interpretations_readings() -> None:
    """Each stakes option's enum holds exactly the readings of the interpretation that offers it."""
    for enum, interpretation in (
        (LaterRaise, "int-manila-raise-size"),
        (CapPlayers, "int-raise-cap-players"),
        (AfterShortAllIn, "int-limit-short-all-in"),
    ):
        option = INTERPRETATIONS_BY_ID[interpretation].option
        assert {member.value for member in enum} == set(option.choices), interpretation


MANILA = manila_limit(stake=2)


@pytest.mark.parametrize(
    ("inputs", "error", "clause", "named"),
    [
        ({"pot": -5}, BettingError, ids.INT_BETTING_ROUND, (-5,)),
        ({"current_bet": -1}, BettingError, ids.INT_BETTING_ROUND, (-1,)),
        (
            {"put_in": 10, "current_bet": 8, "pot": 20, "raise_count": 1},
            BettingError,
            ids.INT_BETTING_ROUND,
            ("$10", "$8"),
        ),
        ({"pot": 4, "current_bet": 8}, BettingError, ids.INT_BETTING_ROUND, ("$4", "$8")),
        ({"round_number": 6}, BettingError, ids.PP_MANILA2_STRUCTURE, (6, "$2 manila", 5)),
        ({"round_number": 0}, BettingError, ids.PP_MANILA2_STRUCTURE, (0, 5)),
        ({"round_number": "2"}, BettingError, ids.PP_MANILA2_STRUCTURE, ("'2'",)),
        ({"player_count": 0}, PlayerCountError, ids.INT_BETTING_ROUND, (0, 2)),
        ({"player_count": 1}, PlayerCountError, ids.INT_UNCONTESTED_POT, (1,)),
        ({"stack": -1}, BettingError, ids.INT_BETTING_ROUND, (-1,)),
        ({"stack": 0}, BettingError, ids.INT_BETTING_ROUND, (0, 1)),
        ({"raise_count": -1}, BettingError, ids.INT_BETTING_ROUND, (-1,)),
        ({"raise_count": 1, "current_bet": 0, "pot": 0}, BettingError, ids.INT_RAISE_COUNT, (1,)),
        ({"raise_count": 4, "current_bet": 20, "pot": 60}, BettingError, ids.PP_MANILA2_RAISE_CAP, (4, 3)),
        ({"last_raise": 9, "current_bet": 8, "pot": 20, "raise_count": 1}, BettingError, ids.NZG_13_5B, ("$9", "$8")),
        ({"dealt_count": 2, "player_count": 3}, BettingError, ids.INT_RAISE_CAP_PLAYERS, (2, 3)),
    ],
)
def test_calculator_errors_quote_the_input_and_the_rule(inputs, error, clause, named) -> None:
    given_inputs = {"round_number": 2, "pot": 10, "current_bet": 4, "player_count": 3} | inputs
    with refused(error, clause, naming=named) as refusal:
        betting_options(MANILA, **given_inputs)
    assert refusal.value.because[-1].clause in str(refusal.value)


def test_betting_error_message_reads_as_a_sentence() -> None:
    """The wording is the feature here: the input as given, what is allowed, the rule's id last."""
    with pytest.raises(BettingError) as refusal:
        betting_options(MANILA, round_number=2, pot=-5, current_bet=4, player_count=3)
    assert str(refusal.value) == (
        "the pot, -5, is not allowed: a pot is a whole number of chips, 0 or more (int-betting-round)"
    )


PYTHON_NAMES = ("player_count", "raise_count", "put_in", "current_bet", "last_raise", "dealt_count", "round_count")


@pytest.mark.parametrize(
    "inputs",
    [
        {"player_count": 0},
        {"player_count": 10**9},
        {"raise_count": -1},
        {"put_in": 10, "current_bet": 8, "pot": 20, "raise_count": 1},
        {"current_bet": 5},
        {"last_raise": 3, "current_bet": 8, "pot": 20, "raise_count": 1},
        {"dealt_count": 2},
        {"stack": 0},
    ],
)
def test_int_betting_round_calculator_errors_speak_in_plain_words(inputs) -> None:
    """No message names a Python parameter: "the number of players", not "player_count"."""
    given_inputs = {"round_number": 2, "pot": 10, "current_bet": 4, "player_count": 3} | inputs
    with pytest.raises(RulesError) as refusal:
        betting_options(MANILA, **given_inputs)
    assert not [name for name in PYTHON_NAMES if name in str(refusal.value)], str(refusal.value)


def test_calculator_needs_a_stack_in_no_limit() -> None:
    with refused(BettingError, ids.INT_TAPPING_OUT):
        betting_options(no_limit(minimum=2), round_number=1, pot=10, current_bet=4, player_count=3)


def test_calculator_rejects_something_that_is_not_stakes() -> None:
    with refused(BettingError, ids.INT_BETTING_ROUND, naming=("'$2 manila'",)):
        betting_options("$2 manila", round_number=1, pot=2, current_bet=2, player_count=3)


def test_every_error_is_a_rules_error_and_a_value_error() -> None:
    assert issubclass(BettingError, RulesError) and issubclass(BettingError, ValueError)


# -- interpretations: recorded, citing real clauses, options wired to real parameters -------------


def test_betting_interpretations_cite_real_clauses() -> None:
    for interp in INTERPRETATIONS:
        assert interp.id.startswith("int-") and interp.clauses, interp.id
        for clause_id in interp.clauses:
            assert clause_id in CLAUSE_IDS, (interp.id, clause_id)


def test_betting_interpretation_ids_are_new_and_unique() -> None:
    ids = [interp.id for interp in INTERPRETATIONS]
    assert len(ids) == len(set(ids))
    # until the lead registers them, none may clash with an existing interpretation
    assert not (set(ids) & set(REGISTERED)) or set(ids) <= set(REGISTERED)


def test_betting_interpretation_options_are_real_parameters() -> None:
    constructors = {"manila_limit": manila_limit, "fixed_limit": fixed_limit, "spread_limit": spread_limit}
    for interp in INTERPRETATIONS:
        option = interp.option
        if option is None:
            continue
        assert option.default in option.choices, interp.id
        # `where` is Markdown: the calls that select the option are in backticks
        calls = re.findall(r"`(\w+)\(([^`]*)\)`", option.where)
        assert calls, option.where
        for function, _arguments in calls:
            assert function in constructors, option.where
            assert option.name in inspect.signature(constructors[function]).parameters, (interp.id, function)
        assert any(option.name in arguments for _function, arguments in calls), (interp.id, option.where)
        named = {
            "later_raise",
            "cap_players",
            "cap_all_in",
            "cap_once_reached",
            "live_blind",
            "blind_count",
            "small_blind_live",
            "after_short_all_in",
        }
        assert option.name in named, (interp.id, option.name)


def test_structures_are_data() -> None:
    assert Structure.POT_LIMIT.is_pot_ratio and not Structure.POT_LIMIT.caps_raises
    assert Structure.SPREAD_LIMIT.caps_raises and not Structure.SPREAD_LIMIT.is_limit
    assert Structure.MANILA_LIMIT.is_limit
