"""The raise calculator refuses states no legal betting round reaches, and asks for what it cannot know.

Sources: ``000`` pokerpages ("Only one blind, before cards are dealt"; "$2, $4, $4, $4, $8";
"the raise would be $4 making the total to call $6"; "first raise to make it $8, second raise
to $12"; the 11 and 9 players of the two Manila decks); ``001`` NZ Gazette 13.5(b) ("a raise
... shall not be less than any previous bet or raise in that round, except in the event of a
player tapping out") and 13.5(d) (spread limit).  Every expected amount is the documents'
arithmetic written out in the test.
"""

from __future__ import annotations

import pytest
from refusals import refused

from engine.documents import ids
from engine.errors import BettingError, PlayerCountError
from engine.explain import cited
from engine.poker.betting.options import betting_options
from engine.poker.betting.round import start_round
from engine.poker.betting.stakes import MAX_STAKE
from engine.poker.betting.structures import fixed_limit, manila_limit, no_limit, pot_limit, spread_limit
from engine.poker.game_stakes import default_stakes

MANILA = manila_limit(stake=2)


# -- the blind is always posted first -----------------------------------------------------------


@pytest.mark.parametrize("bet", [0, 1])
def test_pp_manila2_one_blind_the_bet_to_call_in_round_one_is_at_least_the_blind(bet: int) -> None:
    """ "Only one blind, before cards are dealt": round 1 always has the $2 blind in it."""
    with refused(BettingError, ids.PP_MANILA2_ONE_BLIND, naming=(f"${bet}", "$2")):
        betting_options(MANILA, round_number=1, pot=2, current_bet=bet, player_count=4)


def test_pp_manila2_one_blind_a_new_stake_leaves_no_bet_below_its_blind() -> None:
    """Changing the stake to $7 with a bet of $2 left over: the $7 blind is the least bet to call."""
    with refused(BettingError, ids.PP_MANILA2_ONE_BLIND, naming=("$2", "$7")):
        betting_options(manila_limit(stake=7), round_number=1, pot=7, current_bet=2, player_count=4)
    assert (
        betting_options(manila_limit(stake=7), round_number=1, pot=7, current_bet=7, player_count=4).value.min_raise_to
        == 7 + 2 * 7
    )


def test_hr_holdem_blinds_the_big_blind_is_the_least_bet_to_call_before_the_flop() -> None:
    # the big blind of a limit game is its small bet (int-flop-blind-sizes)
    with refused(BettingError, ids.INT_FLOP_BLIND_SIZES, naming=("0 chips", "4 chips")):
        betting_options(fixed_limit(small_bet=4), round_number=1, pot=6, current_bet=0, player_count=4)


# -- limit bets come in fixed steps ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("round_number", "bet", "raises"),
    [(2, 5, 0), (2, 6, 0), (2, 8, 0), (2, 12, 1), (5, 4, 0), (1, 4, 0), (1, 6, 0), (1, 8, 1)],
)
def test_pp_manila2_later_raise_a_bet_between_the_fixed_steps_is_refused(
    round_number: int, bet: int, raises: int
) -> None:
    """$2 manila: round 1 goes $2, $6, $10, $14; rounds 2 to 4 $4, $8, $12, $16; round 5 $8, $16, ..."""
    rule = ids.PP_MANILA2_FIRST_RAISE if round_number == 1 else ids.PP_MANILA2_LATER_RAISE
    with refused(BettingError, rule, naming=(f"${bet}", f"round {round_number}")):
        betting_options(MANILA, round_number=round_number, pot=60, current_bet=bet, raise_count=raises, player_count=4)


@pytest.mark.parametrize(
    ("round_number", "raises", "bet"),
    [(1, 0, 2), (1, 1, 2 + 4), (1, 3, 2 + 3 * 4), (2, 0, 4), (2, 2, 4 + 2 * 4), (5, 1, 8 + 8)],
)
def test_pp_manila2_structure_every_bet_the_fixed_steps_reach_is_accepted(
    round_number: int, raises: int, bet: int
) -> None:
    options = betting_options(
        MANILA, round_number=round_number, pot=60, current_bet=bet, raise_count=raises, player_count=4
    )
    assert options.value.amount_to_call == bet


def test_int_fixed_limit_raises_a_last_raise_other_than_the_rounds_bet_is_refused() -> None:
    with refused(BettingError, ids.INT_FIXED_LIMIT_RAISES, naming=("3 chips", "4 chips")):
        betting_options(
            fixed_limit(small_bet=4), round_number=2, pot=20, current_bet=8, raise_count=1, last_raise=3, player_count=3
        )


# -- all ins short of a full raise (NZ 13.5(b)) and the reading for limit games -------------------


def test_nzg_13_5b_a_short_all_in_leaves_a_bet_between_the_steps_when_it_is_said() -> None:
    """A $4 bet, a player all in for $5: the bet to call is $5, $1 of it short of a full raise."""
    decision = betting_options(MANILA, round_number=2, pot=9, current_bet=5, short_all_in_chips=1, player_count=3)
    assert decision.value.amount_to_call == 5
    assert decision.value.min_raise_to == 5 + 4  # a full raise of the round's $4 on top of the all in
    assert "int-limit-short-all-in" in cited(decision.because)


def test_int_limit_short_all_in_raise_on_top_by_default_complete_as_the_option() -> None:
    """$4 bet, all in to $6: on top, the raise goes to 6 + 4 = 10; completing, to 4 + 4 = 8."""
    on_top = betting_options(MANILA, round_number=2, pot=10, current_bet=6, short_all_in_chips=2, player_count=3)
    assert on_top.value.min_raise_to == on_top.value.max_raise_to == 6 + 4
    complete = manila_limit(stake=2, after_short_all_in="complete")
    completed = betting_options(complete, round_number=2, pot=10, current_bet=6, short_all_in_chips=2, player_count=3)
    assert completed.value.min_raise_to == completed.value.max_raise_to == 4 + 4
    assert "int-limit-short-all-in" in cited(completed.because)


@pytest.mark.parametrize(("reading", "raised_to", "next_raise"), [("raise-on-top", 10, 14), ("complete", 8, 12)])
def test_int_limit_short_all_in_at_the_table(reading: str, raised_to: int, next_raise: int) -> None:
    """Seat 1 bets $4, seat 2 goes all in for $6, seat 3 raises; the next raise adds $4 again."""
    stakes = manila_limit(stake=2, after_short_all_in=reading)
    hand = start_round(stakes, stacks={1: 50, 2: 6, 3: 50, 4: 50}, round_number=2).bet(4).all_in()
    assert hand.current_bet == 6 and hand.raise_count == 0
    raise_choice = next(action for action in hand.legal_actions().value if action.kind.value == "raise")
    assert raise_choice.min_to == raise_choice.max_to == raised_to
    hand = hand.raise_to(raised_to)
    assert hand.raise_count == 1
    later = next(action for action in hand.legal_actions().value if action.kind.value == "raise")
    assert later.min_to == next_raise


def test_int_manila_raise_size_doubling_after_a_short_all_in() -> None:
    """Read as doubling, a raise adds the bet the full raises made ($8), on top of a $1 all in: $9 -> $17."""
    stakes = manila_limit(stake=2, later_raise="double")
    decision = betting_options(
        stakes, round_number=2, pot=30, current_bet=9, raise_count=1, short_all_in_chips=1, player_count=3
    )
    assert decision.value.min_raise_to == 9 + 8


def test_nzg_13_5b_a_raise_smaller_than_the_bet_before_it_is_refused_in_spread_limit() -> None:
    """A bet of 8 after one raise of 3 means a bet of 5 raised by 3: 13.5(b) forbids it."""
    stakes = spread_limit(minimum=2, maximum=6)
    with refused(BettingError, ids.NZG_13_5B, naming=("3 chips", "5 chips")):
        betting_options(stakes, round_number=1, pot=8, current_bet=8, raise_count=1, last_raise=3, player_count=3)
    # a bet of 4 raised by 4 is allowed, and the next raise adds at least 4
    fine = betting_options(stakes, round_number=1, pot=8, current_bet=8, raise_count=1, last_raise=4, player_count=3)
    assert (fine.value.min_raise_to, fine.value.max_raise_to) == (8 + 4, 8 + 6)
    # a bet of 3 raised by 3 with an all in of 2 on top is allowed too, if the all in is said
    tapped = betting_options(
        stakes, round_number=1, pot=8, current_bet=8, raise_count=1, last_raise=3, short_all_in_chips=2, player_count=3
    )
    assert tapped.value.min_raise_to == 8 + 3


def test_nzg_13_5b_no_limit_raises_so_far_need_the_size_of_the_last_raise() -> None:
    """The least raise is the last raise: the calculator asks for it rather than guess."""
    stakes = no_limit(minimum=2)
    with refused(BettingError, ids.NZG_13_5B):
        betting_options(stakes, round_number=2, pot=60, current_bet=30, raise_count=1, player_count=3, stack=200)
    # a bet of 10 raised to 30: the raise added 20, so the next raise is to at least 30 + 20
    given = betting_options(
        stakes, round_number=2, pot=60, current_bet=30, raise_count=1, last_raise=20, player_count=3, stack=200
    )
    assert given.value.min_raise_to == 30 + 20


def test_nzg_13_5b_with_no_raises_the_last_full_bet_is_the_opening_bet() -> None:
    decision = betting_options(pot_limit(minimum=2), round_number=2, pot=40, current_bet=10, player_count=3)
    assert decision.value.min_raise_to == 10 + 10
    with refused(BettingError, ids.NZG_13_5B, naming=("4 chips", "10 chips")):
        betting_options(pot_limit(minimum=2), round_number=2, pot=40, current_bet=10, last_raise=4, player_count=3)


# -- the table's size and the stakes' size ----------------------------------------------------------


def test_pp_manila2_deck__pp_manila3_deck_the_calculator_seats_at_most_the_tables_players() -> None:
    """ "the maximum number of players being 11" (2 Card) and "9" (3 Card)."""
    with refused(PlayerCountError, ids.PP_MANILA2_DECK, naming=(10**9, 11)):
        betting_options(MANILA, round_number=2, pot=4, current_bet=4, player_count=10**9)
    assert betting_options(MANILA, round_number=2, pot=4, current_bet=4, player_count=11).value.amount_to_call == 4
    three = default_stakes("3 Card Manila")
    with refused(PlayerCountError, ids.PP_MANILA3_DECK, naming=(10, 9)):
        betting_options(three, round_number=2, pot=4, current_bet=4, player_count=10)
    with refused(PlayerCountError, ids.PP_MANILA2_DECK, naming=(12, 11)):
        betting_options(pot_limit(minimum=2), round_number=2, pot=4, current_bet=4, player_count=12)
    with refused(PlayerCountError, ids.PP_MANILA2_DECK, naming=(12, 11)):
        start_round(MANILA, stacks={seat: 50 for seat in range(1, 13)})


def test_int_stake_size_a_stake_is_at_most_a_million_chips() -> None:
    assert manila_limit(stake=MAX_STAKE).bets[0] == 1_000_000
    with refused(BettingError, ids.INT_STAKE_SIZE, naming=(MAX_STAKE + 1,)):
        manila_limit(stake=MAX_STAKE + 1)
    with refused(BettingError, ids.INT_STAKE_SIZE, naming=(10**12,)):
        no_limit(minimum=10**12)
    # "a hand has at most 5 betting rounds" is int-stake-size's, not the notice of the wagers' (nzg-13-5a)
    with refused(BettingError, ids.INT_STAKE_SIZE, naming=(10**9, 5)):
        pot_limit(minimum=2, round_count=10**9)


def test_int_manila_blind_count_a_table_posts_fewer_blinds_than_it_seats() -> None:
    with refused(BettingError, ids.INT_MANILA_BLIND_COUNT, naming=(10**9,)):
        manila_limit(stake=2, blind_count=10**9)
    assert len(manila_limit(stake=2, blind_count=10).blinds) == 10


# -- the fifth card cites its own bet ---------------------------------------------------------------


def test_pp_manila2_fifth_card_bet_the_fifth_round_cites_the_eight_dollar_bet_first() -> None:
    """On the fifth card the bet is $8: the step must not quote "check, bet ($4) or fold"."""
    decision = betting_options(MANILA, round_number=5, pot=20, current_bet=0, player_count=3)
    assert decision.because[0].clause == "pp-manila2-fifth-card-bet"
    assert "$8" in decision.because[0].text
    assert "pp-manila2-later-actions" not in cited(decision.because)
    assert decision.value.min_raise_to == 8
