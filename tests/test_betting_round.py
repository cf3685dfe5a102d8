"""The betting round, action by action: the documents' worked examples played at a table.

Sources: ``000`` pokerpages (the $2 blind called or raised to $6, "$4, first raise to
make it $8, second raise to $12", three raises with more than 2 players); ``001`` NZ
Gazette 13.5(b) (tapping out), 13.5(c) (pot limit), 13.5(e) (head to head), 14.1(c)
(several blinds); ``003`` house rules (Hold 'Em's large blind "may check or raise",
Omaha 8/B's live blinds).
"""

from __future__ import annotations

import pytest
from refusals import refused

from engine.documents import ids
from engine.errors import BettingError, PlayerCountError, RuleViolation
from engine.explain import cited
from engine.poker.betting.round import Action, ActionKind, BettingRound, start_round
from engine.poker.betting.structures import fixed_limit, manila_limit, no_limit, pot_limit, spread_limit


def texts(hand: BettingRound) -> list[str]:
    return [action.text for action in hand.legal_actions().value]


def three_way(stakes=None) -> BettingRound:
    return start_round(stakes or manila_limit(stake=2), stacks={1: 100, 2: 100, 3: 100})


# -- Manila, first round ---------------------------------------------------------------------------


def test_pp_manila2_one_blind_posted_before_the_cards() -> None:
    hand = three_way()
    assert hand.pot == 2 and hand.player(1).put_in == 2 and hand.player(1).stack == 98
    assert "pp-manila2-one-blind" in cited(hand.because)
    assert hand.to_act == 2  # the player to the left of the blind
    assert "int-manila-first-to-act" in cited(hand.because)


def test_pp_manila2_blind_options_call_the_two_raise_to_six_or_fold() -> None:
    assert texts(three_way()) == ["call $2", "raise to $6", "fold"]


def test_pp_manila2_first_raise_two_dollar_game_raises_to_six() -> None:
    hand = three_way().raise_to(6)
    record = hand.history[-1]
    assert (record.seat, record.kind, record.to, record.added) == (2, ActionKind.RAISE, 6, 6)
    assert "pp-manila2-first-raise" in cited(record.because)
    assert hand.pot == 2 + 6


def test_pp_manila2_first_raise_5_five_dollar_game_raises_to_fifteen() -> None:
    hand = three_way(manila_limit(stake=5))
    assert texts(hand) == ["call $5", "raise to $15", "fold"]
    assert hand.raise_to(15).current_bet == 15


def test_int_manila_first_round_raises_two_six_ten_fourteen() -> None:
    hand = start_round(manila_limit(stake=2), stacks={1: 100, 2: 100, 3: 100, 4: 100})
    hand = hand.raise_to(6).raise_to(10).raise_to(14)
    assert hand.raise_count == 3
    assert texts(hand) == ["call $12", "fold"]  # the blind, with $2 in, faces the cap


def test_int_manila_live_blind_may_raise_when_everyone_calls() -> None:
    hand = three_way().call().call()
    assert hand.to_act == 1
    assert texts(hand) == ["check", "raise to $6", "fold"]
    assert "int-manila-live-blind" in cited(hand.legal_actions().because)
    assert hand.check().is_complete


def test_int_manila_live_blind_option_dead_blind_ends_the_round() -> None:
    hand = three_way(manila_limit(stake=2, live_blind=False)).call().call()
    assert hand.is_complete and hand.pot == 6


def test_int_manila_live_blind_option_dead_blind_still_answers_a_raise() -> None:
    hand = three_way(manila_limit(stake=2, live_blind=False)).raise_to(6).call()
    assert hand.to_act == 1 and texts(hand) == ["call $4", "raise to $10", "fold"]


def test_int_manila_blind_count_several_blinds_left_of_each_other() -> None:
    stakes = manila_limit(stake=2, blind_count=3)
    hand = start_round(stakes, stacks={1: 50, 2: 50, 3: 50, 4: 50, 5: 50})
    assert [hand.player(seat).put_in for seat in (1, 2, 3, 4, 5)] == [2, 2, 2, 0, 0]
    assert hand.pot == 3 * 2 and hand.to_act == 4
    assert {"nzg-14-1c-i", "nzg-14-1c-ii"} <= set(cited(hand.because))


def test_int_manila_blind_count_amounts_may_be_given() -> None:
    hand = start_round(manila_limit(stake=2, blind_amounts=(1, 2)), stacks={1: 50, 2: 50, 3: 50})
    assert hand.pot == 3 and texts(hand) == ["call $2", "raise to $6", "fold"]
    hand = hand.call()
    assert hand.to_act == 1 and texts(hand)[0] == "call $1"


# -- Manila, later rounds ------------------------------------------------------------------------


def later_round(players: int = 3, stakes=None) -> BettingRound:
    stakes = stakes or manila_limit(stake=2)
    hand = start_round(stakes, stacks={seat: 200 for seat in range(1, players + 1)})
    for _ in range(players - 1):
        hand = hand.call()
    return hand.check().next_round()


def test_pp_manila2_burn_then_card_next_round_opens_unbet() -> None:
    hand = later_round()
    assert hand.round_number == 2 and hand.pot == 6 and hand.to_act == 1
    assert texts(hand) == ["check", "bet $4", "fold"]
    assert "pp-manila2-burn-then-card" in cited(hand.because)


def test_pp_manila2_later_raise_four_to_eight_to_twelve() -> None:
    hand = later_round().bet(4).raise_to(8).raise_to(12)
    assert [record.to for record in hand.history] == [4, 8, 12]
    assert hand.raise_count == 2


def test_pp_manila2_later_raise_twelve_is_not_sixteen() -> None:
    hand = later_round().bet(4).raise_to(8)
    with refused(RuleViolation, ids.PP_MANILA2_STRUCTURE, ids.INT_MANILA_RAISE_SIZE, naming=("$16", "$12")):
        hand.raise_to(16)


def test_int_manila_raise_size_doubling_option_at_the_table() -> None:
    hand = later_round(stakes=manila_limit(stake=2, later_raise="double")).bet(4).raise_to(8).raise_to(16)
    assert hand.current_bet == 16


def test_pp_manila2_fifth_card_bet_is_eight() -> None:
    hand = later_round()
    for _ in range(3):
        hand = hand.check().check().check().next_round()
    assert hand.round_number == 5
    assert texts(hand) == ["check", "bet $8", "fold"]


def test_pp_manila2_raise_cap_three_raises_with_three_players() -> None:
    hand = later_round().bet(4).raise_to(8).raise_to(12).raise_to(16)  # seats 1, 2, 3, 1
    assert hand.raise_count == 3 and hand.to_act == 2
    assert texts(hand) == ["call $8", "fold"]
    with refused(RuleViolation, ids.PP_MANILA2_STRUCTURE, ids.PP_MANILA2_RAISE_CAP, naming=("$20", 3)):
        hand.raise_to(20)


def test_nzg_13_5e_head_to_head_no_cap() -> None:
    hand = later_round(players=2).bet(4)
    for raise_number in range(1, 8):
        hand = hand.raise_to(4 + 4 * raise_number)
    assert hand.raise_count == 7 and hand.current_bet == 32


def test_int_raise_cap_players_cap_lifts_when_only_two_are_left() -> None:
    hand = start_round(manila_limit(stake=2), stacks={1: 200, 2: 200, 3: 200, 4: 200})
    hand = hand.raise_to(6).raise_to(10).raise_to(14).fold()  # seat 1, the blind, folds to the cap
    hand = hand.fold()  # seat 2 folds: seats 3 and 4 are head to head
    assert texts(hand) == ["call $4", "raise to $18", "fold"]


def test_int_raise_cap_players_dealt_option_keeps_the_cap() -> None:
    stakes = manila_limit(stake=2, cap_players="dealt")
    hand = start_round(stakes, stacks={1: 200, 2: 200, 3: 200, 4: 200})
    hand = hand.raise_to(6).raise_to(10).raise_to(14).fold().fold()
    assert texts(hand) == ["call $4", "fold"]


# -- NZ Gazette 13.5(b): tapping out -------------------------------------------------------------


def test_nzg_13_5b_tapping_out_short_raise_is_allowed() -> None:
    hand = start_round(manila_limit(stake=2), stacks={1: 100, 2: 4, 3: 100, 4: 100})
    assert texts(hand) == ["call $2", "go all in to $4", "fold"]
    hand = hand.all_in()
    record = hand.history[-1]
    assert record.all_in and record.to == 4 and hand.raise_count == 0
    assert {"nzg-13-5b", "int-raise-count"} <= set(cited(record.because))


def test_int_raise_count_short_all_in_does_not_reopen_the_betting() -> None:
    hand = start_round(no_limit(minimum=2), round_number=2, stacks={1: 100, 2: 100, 3: 15}).bet(10).call()
    hand = hand.all_in()  # seat 3: 15, five more than the bet of 10 -- less than a full raise of 10
    assert hand.to_act == 1 and hand.raise_count == 0
    assert texts(hand) == ["call 5 chips", "fold"]
    with refused(RuleViolation, ids.INT_RAISE_COUNT, naming=("seat 1", 30)):
        hand.raise_to(30)


def test_int_raise_count_full_raise_over_a_short_all_in() -> None:
    hand = start_round(no_limit(minimum=2), round_number=2, stacks={1: 100, 2: 15, 3: 100}).bet(10).all_in()
    assert texts(hand) == ["call 15 chips", "raise to between 25 and 100 chips", "fold"]  # 15 + the last full bet, 10


def test_nzg_13_5b_raise_below_the_previous_raise_is_refused() -> None:
    hand = start_round(no_limit(minimum=2), round_number=2, stacks={1: 100, 2: 100, 3: 100}).bet(2).raise_to(12)
    with refused(RuleViolation, ids.NZG_13_5B, naming=(20, 22)):
        hand.raise_to(20)


def test_rule_violation_message_reads_what_was_refused_what_is_allowed_and_the_rule() -> None:
    """The wording is the feature here: the seat, the refused action, the limit, the legal choices, the ids."""
    hand = start_round(no_limit(minimum=2), round_number=2, stacks={1: 100, 2: 100, 3: 100}).bet(2).raise_to(12)
    with pytest.raises(RuleViolation) as error:
        hand.raise_to(20)
    assert str(error.value) == (
        "seat 3: raise to 20 chips is below the minimum 22 chips; seat 3 may call 12 chips, "
        "raise to between 22 and 100 chips or fold (nzg-13-5b; int-tapping-out)"
    )


def test_int_tapping_out_call_for_less() -> None:
    hand = start_round(manila_limit(stake=2), round_number=2, stacks={1: 100, 2: 3}).bet(4)
    assert texts(hand) == ["call $3 (all in)", "fold"]
    hand = hand.call()
    assert hand.is_complete and hand.player(2).is_all_in and hand.pot == 7


def test_int_tapping_out_no_raise_when_everyone_else_is_all_in() -> None:
    hand = start_round(no_limit(minimum=2), round_number=2, stacks={1: 5, 2: 100}).all_in()
    assert texts(hand) == ["call 5 chips", "fold"]


# -- NZ Gazette 13.5(c) at the table -------------------------------------------------------------


def test_nzg_13_5c_call_counted_into_pot_at_the_table() -> None:
    hand = start_round(pot_limit(minimum=2, blinds=(1, 2)), stacks={1: 100, 2: 100, 3: 100, 4: 100})
    # seat 3 may raise by the pot (3) plus the call (2) = 5, to 2 + 5 = 7
    assert texts(hand) == ["call 2 chips", "raise to between 4 and 7 chips", "fold"]
    hand = hand.raise_to(7)
    # seat 4: pot 10, call 7 -> may raise by 17, to 24
    assert hand.legal_actions().value[1].max_to == 7 + (10 + 7)


# -- house rules: Hold 'Em, Omaha 8/B --------------------------------------------------------------


def test_hr_holdem_big_blind_option_check_or_raise() -> None:
    hand = start_round(fixed_limit(small_bet=4, big_bet=8, blinds=(2, 4)), stacks={1: 50, 2: 50, 3: 50}).call().call()
    assert hand.to_act == 2
    assert texts(hand) == ["check", "raise to 8 chips", "fold"]
    assert "hr-holdem-big-blind-option" in cited(hand.legal_actions().because)


def test_hr_omaha8_live_blinds_small_blind_completes_with_half() -> None:
    hand = start_round(fixed_limit(small_bet=4, big_bet=8), stacks={1: 50, 2: 50, 3: 50})
    assert hand.pot == 2 + 4
    assert texts(hand.call()) == ["call 2 chips", "raise to 8 chips", "fold"]


def test_int_omaha8_live_blinds_option_dead_small_blind_calls_the_whole_bet() -> None:
    hand = start_round(fixed_limit(small_bet=4, big_bet=8, small_blind_live=False), stacks={1: 50, 2: 50, 3: 50})
    assert hand.pot == 6 and hand.player(1).put_in == 0
    assert texts(hand.call()) == ["call 4 chips", "raise to 8 chips", "fold"]
    assert "int-omaha8-live-blinds" in cited(hand.because)


def test_int_limit_schedule_big_bet_rounds_at_the_table() -> None:
    hand = start_round(fixed_limit(small_bet=4, big_bet=8), round_number=3, stacks={1: 50, 2: 50})
    assert texts(hand) == ["check", "bet 8 chips", "fold"]


def test_nzg_13_5d_spread_limit_at_the_table() -> None:
    hand = start_round(spread_limit(minimum=2, maximum=6), round_number=2, stacks={1: 50, 2: 50, 3: 50})
    assert texts(hand) == ["check", "bet between 2 and 6 chips", "fold"]
    hand = hand.bet(5)
    assert texts(hand) == ["call 5 chips", "raise to between 10 and 11 chips", "fold"]
    with refused(RuleViolation, ids.NZG_13_5D, naming=(12, 11)):
        hand.raise_to(12)


# -- illegal actions: clear messages, nothing changed ----------------------------------------------


@pytest.mark.parametrize(
    ("act", "clause", "named"),
    [
        (lambda h: h.check(), ids.PP_MANILA2_BLIND_OPTIONS, ("seat 2", "$2", "$6")),
        (lambda h: h.bet(4), ids.PP_MANILA2_BLIND_OPTIONS, ("seat 2", "$4", "$2", "$6")),
        (lambda h: h.raise_to(8), ids.PP_MANILA2_FIRST_RAISE, ("$8", "$6")),
        (lambda h: h.raise_to(2), ids.INT_BETTING_ROUND, ("$2", "$6")),
        (lambda h: h.raise_to(1000), ids.INT_TAPPING_OUT, ("$1000", "$100")),
        (lambda h: h.raise_to("6"), ids.INT_BETTING_ROUND, ("'6'", "$6")),
        (lambda h: h.call(seat=3), ids.INT_BETTING_ROUND, ("seat 3", "seat 2")),
        (lambda h: h.apply("fold"), ids.INT_BETTING_ROUND, ("'fold'",)),
    ],
)
def test_illegal_actions_are_refused_and_leave_the_round_unchanged(act, clause, named) -> None:
    hand = three_way()
    before = (hand.players, hand.pot, hand.to_act_index, hand.history, hand.raise_count)
    with refused(RuleViolation, clause, naming=named):
        act(hand)
    assert (hand.players, hand.pot, hand.to_act_index, hand.history, hand.raise_count) == before


def test_no_action_after_the_round_is_over() -> None:
    hand = three_way().call().call().check()
    with refused(RuleViolation, ids.PP_MANILA2_BURN_THEN_CARD, naming=("round 1",)):
        hand.check()


def test_call_when_nothing_to_call_is_refused() -> None:
    with refused(RuleViolation, ids.PP_MANILA2_LATER_ACTIONS, naming=("seat 1", "$4")):
        later_round().call()


def test_raise_without_a_bet_is_refused() -> None:
    with refused(RuleViolation, ids.PP_MANILA2_LATER_ACTIONS, naming=("$8", "$4")):
        later_round().raise_to(8)


def test_next_round_only_when_the_round_is_over() -> None:
    with refused(RuleViolation, ids.INT_BETTING_ROUND, naming=("round 1", "seat 2")):
        three_way().next_round()
    with refused(RuleViolation, ids.INT_UNCONTESTED_POT, naming=("seat 1",)):
        three_way().fold().fold().next_round()


def test_everyone_folds_to_the_blind() -> None:
    hand = three_way().fold().fold()
    assert hand.is_complete and hand.players_in == (1,)
    assert "int-uncontested-pot" in cited(hand.history[-1].because)


@pytest.mark.parametrize(
    ("stacks", "error", "clause", "named"),
    [
        ({1: 100}, PlayerCountError, ids.INT_BETTING_ROUND, ({1: 100}, 2)),
        ({}, PlayerCountError, ids.INT_BETTING_ROUND, ({}, 2)),
        ({0: 100, 1: 100}, PlayerCountError, ids.NZG_14_1B, ("seat 0",)),
        ({1: 100, 2: 0}, BettingError, ids.INT_TAPPING_OUT, ("seat 2", 0)),
        ({1: 1, 2: 100}, BettingError, ids.PP_MANILA2_ONE_BLIND, ("seat 1", 1, "$2")),
    ],
)
def test_start_round_errors(stacks, error, clause, named) -> None:
    with refused(error, clause, naming=named):
        start_round(manila_limit(stake=2), stacks=stacks)


def test_start_round_needs_a_player_per_blind() -> None:
    with refused(PlayerCountError, ids.NZG_14_1C_II, naming=(2, 3)):
        start_round(manila_limit(stake=2, blind_count=3), stacks={1: 50, 2: 50})


def test_a_later_round_may_start_with_players_all_in() -> None:
    hand = start_round(manila_limit(stake=2), round_number=3, stacks={1: 0, 2: 40, 3: 40}, pot=30)
    assert hand.to_act == 2 and hand.player(1).is_all_in
    done = start_round(manila_limit(stake=2), round_number=3, stacks={1: 0, 2: 40}, pot=30)
    assert done.is_complete  # no one left to bet against


def test_action_objects_apply_like_the_methods() -> None:
    legal = three_way().legal_actions().value
    raised = three_way().apply(legal[1].action())
    assert raised == three_way().raise_to(6)
    assert str(Action(ActionKind.RAISE, 6)) == "raise to 6"
