"""Every sentence of the house rules (and the Gazette) about hands, showdowns and pots, named after its clause.

Expected winners and shares come from the sentences: which hand is higher follows the
standard ranking (int-standard-ranking); amounts follow the pot arithmetic written out here.
"""

from __future__ import annotations

import pytest
from refusals import refused

from engine.cards import parse_cards
from engine.documents import ids
from engine.errors import CardCountError, NoLowHandError, PlayerCountError
from engine.explain import cited
from engine.poker.games import find_game
from engine.poker.hands import best_hand, best_low
from engine.poker.rankings import Category
from engine.poker.showdown import showdown

HOLDEM = find_game("Texas Hold 'Em")
OMAHA = find_game("Omaha")
OMAHA_8 = find_game("Omaha 8/B")
STUD = find_game("Seven-Card Stud")
STUD_HILO = find_game("Seven-Card Stud High/Low Split")
FIVE_STUD = find_game("Five-Card Stud")
DRAW = find_game("Draw Poker")


# --- the NZ Gazette ---------------------------------------------------------------------


def test_nzg_13_4f_the_pot_is_not_divided_by_agreement_and_each_hand_is_played_to_a_conclusion():
    # a showdown cannot be called before the board is complete
    with refused(CardCountError, ids.NZG_13_4F, naming=("'2c 7d 9h'", 3, 5)):
        showdown(HOLDEM, {1: "As Ad", 2: "Kc Kd"}, board="2c 7d 9h", pot=40, button=2)
    # and the pot goes by the cards alone: the better hand takes all of it
    result = showdown(HOLDEM, {1: "As Ad", 2: "Kc Kd"}, board="2c 7d 9h Js 3s", pot=40, button=2)
    assert result.awards == {1: 40, 2: 0}


# --- Draw Poker ---------------------------------------------------------------------------


def test_hr_draw_showdown__hr_draw_winner_the_highest_ranking_hand_wins():
    result = showdown(DRAW, {1: "2c 2d 5h 9s Kc", 2: "3c 4d 5s 6h 7c", 3: "Ac Kd Qh Js 9c"}, pot=30, button=3)
    assert result.hands[2].category is Category.STRAIGHT
    assert result.high_winners == (2,) and result.awards == {1: 0, 2: 30, 3: 0}
    assert "hr-draw-winner" in cited(result.because)


def test_hr_draw_no_showdown_a_lone_player_wins_without_exposing_cards():
    result = showdown(DRAW, {4: ()}, pot=25, button=1, seats=(1, 2, 3, 4))
    assert result.awards == {4: 25}
    assert result.hands == {}
    assert cited(result.because) == ("hr-draw-no-showdown",)
    assert "without showing" in result.because[0].text


# --- Seven-Card Stud ----------------------------------------------------------------------


def test_hr_stud7_showdown_the_best_five_of_seven_win_the_pot():
    # seat 1: a flush in clubs among its seven cards; seat 2: three queens
    result = showdown(STUD, {1: "2c 5c 9c Jc Kc Ah Ad", 2: "Qs Qh Qd 7c 8d 3s 4h"}, pot=60, button=2)
    assert result.hands[1].name == "flush, king high"
    assert result.hands[2].name == "three of a kind, queens"
    assert result.awards == {1: 60, 2: 0}


def test_hr_stud7_suits_and_ties_suits_do_not_count_and_tied_hands_split():
    # the same ranks in different suits: a tie, the pot split
    result = showdown(STUD, {1: "As Ks Qd Jd 9c 3c 2h", 2: "Ah Kh Qc Jc 9d 3d 2s"}, pot=60, button=2)
    assert result.hands[1] == result.hands[2]
    assert result.high_winners == (1, 2)
    assert result.awards == {1: 30, 2: 30}
    assert "hr-stud7-suits-and-ties" in cited(result.because)


# --- Seven-Card Stud High/Low Split ---------------------------------------------------------


def test_hr_stud7hl_split_a_qualifying_low_takes_half_and_the_best_hand_the_other_half():
    high = "Ks Kd Kc 9s 9d Qh Jh"  # full house, kings full of nines; no five cards of 8 or below
    low = "Ac 2d 4h 6s 7c Qd Js"  # 7-6-4-2-A low; high hand only ace high
    result = showdown(STUD_HILO, {1: high, 2: low}, pot=60, button=2)
    assert result.lows[1] is None
    assert result.lows[2] is not None and result.lows[2].name == "7-6-4-2-A low"
    assert result.high_winners == (1,) and result.low_winners == (2,)
    assert result.awards == {1: 30, 2: 30}
    assert "hr-stud7hl-split" in cited(result.because)


def test_hr_stud7hl_split_no_pair_the_low_needs_five_different_ranks():
    # A-A-2-3-4 are five cards of 8 or below, but with a pair: only four different ranks, so no low
    result = showdown(STUD_HILO, {1: "Ac Ad 2h 3s 4c Kd Ks", 2: "Qs Qh Qd 9c 9d Ts Jh"}, pot=60, button=2)
    assert result.lows == {1: None, 2: None}
    assert result.awards == {1: 0, 2: 60}  # queens full of nines take the whole pot


def test_hr_stud7hl_no_low_the_best_hand_takes_the_entire_pot():
    result = showdown(STUD_HILO, {1: "Ks Kd Kc 9s 9d Qh Jh", 2: "Ac 2d 9h Ts Jc Qd Js"}, pot=61, button=2)
    assert result.low_winners == ()
    assert result.awards == {1: 61, 2: 0}
    assert "hr-stud7hl-no-low" in cited(result.because)


def test_hr_stud7hl_scoop_an_eight_high_straight_is_both_highest_and_lowest_and_wins_the_whole_pot():
    scoop = "4c 5d 6h 7s 8c Kd Qs"  # straight, four to eight, and the 8-7-6-5-4 low
    other = "Ac 2d 9h 9s 9c Td Js"  # three nines; no low (A-2 and nothing else of 8 or below)
    result = showdown(STUD_HILO, {1: scoop, 2: other}, pot=61, button=2)
    assert result.hands[1].name == "straight, four to eight"
    assert result.lows[1] is not None and result.lows[1].name == "8-7-6-5-4 low"
    assert result.awards == {1: 61, 2: 0}
    # and when a low exists elsewhere but this hand is both best high and best low, it scoops
    flush_low = "2h 4h 5h 7h 8h Kc Qd"  # flush, eight high: also the 8-7-5-4-2 low
    third = "3c 4d 6s 7c 8d Jh Ts"  # 8-7-6-4-3 low, worse than 8-7-5-4-2; high only jack high
    result = showdown(STUD_HILO, {1: flush_low, 2: third}, pot=61, button=2)
    assert result.high_winners == (1,) and result.low_winners == (1,)
    assert result.awards == {1: 61, 2: 0}
    assert "hr-stud7hl-scoop" in cited(result.because)


# --- Five-Card Stud -----------------------------------------------------------------------


def test_hr_stud5_final_hand_five_cards_one_down_and_four_up():
    assert FIVE_STUD.hole_count == 5
    assert len(FIVE_STUD.up_positions) == 4
    with refused(CardCountError, ids.HR_STUD5_FINAL_HAND, naming=("'As Kd Qc Jh'", 4, "seat 1", 5)):
        showdown(FIVE_STUD, {1: "As Kd Qc Jh", 2: "2c 2d 5h 9s Kc"}, pot=10, button=2)


def test_hr_stud5_five_cards_play_continues_to_five_cards_or_one_player():
    with refused(CardCountError, ids.HR_STUD5_FINAL_HAND, naming=("'As Kd Qc'", 3, 5)):
        showdown(FIVE_STUD, {1: "As Kd Qc", 2: "2c 2d 5h"}, pot=10, button=2)
    assert showdown(FIVE_STUD, {2: "2c 2d"}, pot=10, button=2).awards == {2: 10}


def test_hr_stud5_showdown__hr_stud5_winner_players_show_all_five_and_the_highest_five_card_hand_wins():
    result = showdown(FIVE_STUD, {1: "As Kd Qc Jh 9s", 2: "2c 2d 5h 9c Kc", 3: "Ac Ah Ad 4c 4d"}, pot=30, button=3)
    assert {seat: hand.category for seat, hand in result.hands.items()} == {
        1: Category.HIGH_CARD,
        2: Category.PAIR,
        3: Category.FULL_HOUSE,
    }
    assert result.awards == {1: 0, 2: 0, 3: 30}
    assert "hr-stud5-winner" in cited(result.because)


# --- Texas Hold 'Em -------------------------------------------------------------------------


def test_hr_holdem_intro_a_seven_card_game_each_hand_is_the_best_five_of_seven():
    """ "Texas Hold 'Em is a seven card poker game ..." """
    assert HOLDEM.hole_count + HOLDEM.board_count == 7
    # the best five of the seven: C(7, 5) = 21 choices, and the two cards left out are the weakest
    hand = best_hand(HOLDEM, "2c 3d", "As Ks Qs Js 9h")
    assert "of the 21 allowed choices" in hand.because[0].text
    assert hand.name == "high card, ace"
    # a showdown holds exactly seven cards per player: eight (a sixth board card) or six are refused
    with refused(CardCountError, ids.HR_HOLDEM_RIVER, naming=("'2c 7d 9h Js 3s 4h'", 6, 5)):
        showdown(HOLDEM, {1: "As Ad", 2: "Kc Kd"}, board="2c 7d 9h Js 3s 4h", pot=40, button=2)
    with refused(CardCountError, ids.HR_HOLDEM_DEAL, naming=("'As'", "seat 1", 2)):
        showdown(HOLDEM, {1: "As", 2: "Kc Kd"}, board="2c 7d 9h Js 3s", pot=40, button=2)


def test_hr_holdem_any_five_any_combination_of_hole_and_community_cards():
    # two hole cards
    assert best_hand(HOLDEM, "Ah Kh", "Qh Jh Th 2c 3d").name == "royal flush"
    # one hole card
    one = best_hand(HOLDEM, "Ah 2s", "Kh Qh Jh Th 3d")
    assert one.name == "royal flush" and len(set(one.cards) & set(parse_cards("Ah 2s"))) == 1
    # none: playing the board
    board = best_hand(HOLDEM, "2c 3d", "As Ks Qs Js Ts")
    assert board.name == "royal flush" and not set(board.cards) & set(parse_cards("2c 3d"))
    assert "of the 21 allowed choices" in board.because[0].text  # C(7,5)


def test_hr_holdem_showdown_the_winning_hand_is_awarded_the_pot():
    result = showdown(HOLDEM, {1: "As Ad", 2: "Kc Kd", 3: "7s 2d"}, board="Kh 7d 2c 9s 3h", pot=90, button=3)
    assert result.hands[2].name == "three of a kind, kings"
    assert result.awards == {1: 0, 2: 90, 3: 0}
    # playing the board: both players split when the board is the best hand
    tie = showdown(HOLDEM, {1: "2c 3d", 2: "2h 4c"}, board="As Ks Qs Js Ts", pot=91, button=2)
    assert tie.high_winners == (1, 2)
    assert tie.awards == {1: 46, 2: 45}  # 91 = 45 + 45 + 1; the odd chip to seat 1, left of the button


# --- Omaha --------------------------------------------------------------------------------


def test_hr_omaha_two_plus_three__hr_omaha_remember_exactly_two_from_the_hand_and_three_from_the_board():
    # four spades on the board and one in the hand: no flush, because two hand cards must play
    no_flush = best_hand(OMAHA, "As Kd Qd Jd", "Ts 9s 2s 3s 4c")
    assert no_flush.category is not Category.FLUSH
    # four of a kind in the hand is only a pair: two hand cards, three board cards
    quads = best_hand(OMAHA, "Ac Ad Ah As", "2c 7d 9h Js 3s")
    assert quads.name == "pair of aces"
    used = set(quads.cards)
    assert len(used & set(parse_cards("Ac Ad Ah As"))) == 2
    assert "of the 60 allowed choices" in quads.because[0].text  # C(4,2) x C(5,3)
    assert "hr-omaha-two-plus-three" in cited(quads.because)


def test_hr_omaha_showdown_players_show_all_their_cards_and_the_best_wins():
    result = showdown(OMAHA, {1: "As Ks 2d 3d", 2: "Qc Qd 7h 8h"}, board="Qs Js Ts 4c 5c", pot=40, button=2)
    assert result.hands[1].name == "royal flush"
    assert result.awards == {1: 40, 2: 0}


def test_hr_omaha_low_qualifier_five_cards_of_8_or_lower_with_no_pair_two_from_hand_three_from_board():
    # the Omaha section's low belongs to its hi/lo variable, Omaha 8/B (int-omaha-section-hilo)
    low = best_low(OMAHA_8, "Ac 2d Kh Ks", "4c 6d 8h Qc Jd")
    assert low is not None and low.name == "8-6-4-2-A low"
    # a pair on the board with only one low card in hand: the low cannot be made
    assert best_low(OMAHA_8, "Ac Kd Kh Ks", "2c 4d 6h 8c 8d") is None
    # a pair in the five cards never qualifies: A-A-2-4-6 is not five different ranks
    assert best_low(OMAHA_8, "Ac Ad Kh Ks", "2c 4d 6h Qc Jd") is None


def test_hr_omaha_low_straights_straights_or_flushes_may_be_used_for_low():
    low = best_low(OMAHA_8, "Ah 2h Kc Kd", "3h 4h 5h Qc Jd")
    assert low is not None and low.name == "5-4-3-2-A low (a wheel)"
    high = best_hand(OMAHA_8, "Ah 2h Kc Kd", "3h 4h 5h Qc Jd")
    assert high.name == "straight flush, ace to five"


def test_hr_omaha_split_a_qualifying_low_splits_the_pot_with_the_winning_high_hand():
    result = showdown(OMAHA_8, {1: "Ks Kd Qs Qd", 2: "Ac 2c 9h 9d"}, board="Kh 7c 5d 3s Qc", pot=80, button=2)
    assert result.high_winners == (1,)
    assert result.low_winners == (2,)
    assert result.awards == {1: 40, 2: 40}
    assert "hr-omaha-split" in cited(result.because)


def test_hr_omaha_no_low_otherwise_the_high_hand_takes_the_entire_pot():
    result = showdown(OMAHA_8, {1: "Ks Kd Qs Qd", 2: "Ac 2c 9h 9d"}, board="Kh Tc 5d 3s Qc", pot=80, button=2)
    assert result.low_winners == ()
    assert result.awards == {1: 80, 2: 0}


def test_hr_omaha_hilo_variable_the_8_or_better_hi_lo_variable_is_its_own_game():
    """ "Throw in the 8 or better hi/lo variable ...": Omaha is high only, Omaha 8/B splits (int-omaha-section-hilo)."""
    assert not OMAHA.is_hilo and OMAHA_8.is_hilo
    assert OMAHA_8.hilo is not None and OMAHA_8.hilo.low.limit == 8
    hands, board = {1: "Ks Kd Qs Qd", 2: "Ac 2c 9h 9d"}, "Kh 7c 5d 3s Qc"
    assert showdown(OMAHA, hands, board=board, pot=80, button=2).awards == {1: 80, 2: 0}
    assert showdown(OMAHA_8, hands, board=board, pot=80, button=2).awards == {1: 40, 2: 40}
    # "8 or better": an 8-high low qualifies, a 9-high one does not
    assert best_low(OMAHA_8, "Ac 2d Kh Ks", "4c 6d 8h Qc Jd") is not None
    assert best_low(OMAHA_8, "Ac 2d Kh Ks", "4c 6d 9h Qc Jd") is None
    # and plain Omaha has no low to ask for: the error names the games that have one
    with_a_low = ("Omaha 8/B", "Omaha 8/B (paired lows)", "Seven-Card Stud High/Low Split")
    with refused(NoLowHandError, naming=("Omaha", *with_a_low)) as caught:
        best_low(OMAHA, "Ac 2d Kh Ks", "4c 6d 8h Qc Jd")
    assert cited(caught.value.because) == ("int-omaha-section-hilo",)  # once: "Omaha is high only"
    with refused(NoLowHandError, ids.HR_HOLDEM_SHOWDOWN, naming=("Texas Hold 'Em", *with_a_low)):
        best_low(HOLDEM, "Ac 2d", "4c 6d 8h Qc Jd")


def test_no_low_hand_message_reads_the_game_what_happens_instead_and_the_games_with_a_low():
    """The wording is the feature here: a reader who asks Omaha for a low is told where lows are."""
    with pytest.raises(NoLowHandError) as caught:
        best_low(OMAHA, "Ac 2d Kh Ks", "4c 6d 8h Qc Jd")
    assert str(caught.value) == (
        "Omaha has no low hand: the best high hand takes the whole pot; the games with a low are Omaha 8/B, "
        "Omaha 8/B (paired lows) and Seven-Card Stud High/Low Split (int-omaha-section-hilo)"
    )


# --- Omaha 8/B ----------------------------------------------------------------------------


def test_hr_omaha8_two_plus_three_exactly_in_the_showdown():
    hand = best_hand(OMAHA_8, "Ac Ad Ah As", "Kc Kd Ks 2h 3h")
    # two aces from the hand and K-K-K from the board: a full house, kings full of aces
    assert hand.name == "full house, kings full of aces"


def test_hr_omaha8_different_cards_high_and_low_chosen_independently():
    hole, board = "Ah 2h Kh Kd", "3c 4d Kc 8s 9h"
    high = best_hand(OMAHA_8, hole, board)
    low = best_low(OMAHA_8, hole, board)
    assert high.name == "three of a kind, kings"
    assert low is not None and low.name == "8-4-3-2-A low"
    assert not set(high.cards) & set(parse_cards("Ah 2h"))
    assert set(parse_cards("Ah 2h")) <= set(low.cards)
    assert "hr-omaha8-different-cards" in cited(low.because)


def test_hr_omaha8_low_qualifier_a_combination_of_eight_or_smaller():
    assert best_low(OMAHA_8, "Ac 2d Qh Qs", "3c 7d 8h Kc Jd") is not None
    # nine is not eight or smaller
    assert best_low(OMAHA_8, "Ac 2d Qh Qs", "3c 7d 9h Kc Jd") is None


def test_hr_omaha8_ace_low_ace_is_low_for_this_purpose():
    low = best_low(OMAHA_8, "Ac 3d Qh Qs", "4c 6d 7h Kc Jd")
    assert low is not None and low.name == "7-6-4-3-A low"
    assert "hr-omaha8-ace-low" in cited(low.because)
    # the ace as one makes 7-6-4-3-A better than 7-6-4-3-2
    worse = best_low(OMAHA_8, "2c 3d Qh Qs", "4c 6d 7h Kc Jd")
    assert worse is not None and low > worse


def test_hr_omaha8_no_low_high_gets_the_entire_pot():
    # the board holds only one card of eight or smaller (the 3): nobody can make a low
    result = showdown(OMAHA_8, {1: "Ac 2c Kh Kd", 2: "Qs Qd 7s 7d"}, board="Kc 9d Ts 3s Qc", pot=75, button=2)
    assert all(low is None for low in result.lows.values())
    assert result.awards == {1: 75, 2: 0}
    assert "hr-omaha8-no-low" in cited(result.because)


def test_hr_omaha8_wheel_is_the_best_possible_low_and_straights_or_flushes_do_not_count_against():
    wheel = best_low(OMAHA_8, "Ah 2h Qc Qs", "3h 4h 5h Kc Jd")
    six_four = best_low(OMAHA_8, "Ac 2c Qh Qd", "3s 4s 6d Kh Js")
    assert wheel is not None and six_four is not None
    assert wheel.name == "5-4-3-2-A low (a wheel)"
    assert wheel > six_four
    assert "hr-omaha8-wheel" in cited(wheel.because)


def test_hr_omaha8_show_four_the_winning_hand_must_show_all_four_cards():
    with refused(CardCountError, ids.HR_OMAHA8_SHOW_FOUR, naming=("'Ac 2c Kh'", "seat 1", 4)):
        showdown(OMAHA_8, {1: "Ac 2c Kh", 2: "Qs Qd Js Jd"}, board="Kc 9d Ts 3s Qc", pot=75, button=2)
    result = showdown(OMAHA_8, {1: "Ac 2c Kh Kd", 2: "Qs Qd Js Jd"}, board="Kc 9d Ts 3s Qc", pot=75, button=2)
    assert "hr-omaha8-show-four" in cited(result.because)


def test_hr_omaha8_ties_the_pot_is_split():
    result = showdown(OMAHA_8, {1: "As Ks 9c 9d", 2: "Ah Kh 9h 9s"}, board="Qc Jd Td 2s 3c", pot=80, button=2)
    assert result.high_winners == (1, 2)
    assert result.awards == {1: 40, 2: 40}
    assert "hr-omaha8-ties" in cited(result.because)


def test_hr_omaha8_odd_chip_goes_left_of_the_button_on_both_high_and_low():
    # seats 2 and 5 tie for high and for low; the button is seat 4, so seat 5 is first to its left.
    # pot 82: high half 41, low half 41; each half split 20 + 20 with the odd chip to seat 5
    hands = {2: "As Kc 2c 3c", 5: "Ah Kd 2d 3d", 3: "Qs Qd Js Jd"}
    board = "Ks 7h 5s 8c 9c".replace("9c", "Td")
    result = showdown(OMAHA_8, hands, board=board, pot=82, button=4, seats=range(1, 6))
    assert result.high_winners == (5, 2) and result.low_winners == (5, 2)
    assert result.awards == {5: 21 + 21, 2: 20 + 20, 3: 0}
    assert "hr-omaha8-odd-chip" in cited(result.because)
    # with the button at seat 1, seat 2 is first to its left and takes both odd chips
    result = showdown(OMAHA_8, hands, board=board, pot=82, button=1, seats=range(1, 6))
    assert result.awards == {2: 42, 5: 40, 3: 0}


def test_hr_omaha8_odd_chip_the_button_must_be_a_seat_dealt_into_the_hand():
    """The odd chip goes left of the button, so the button must sit at the table: a seat dealt in."""
    hands, board = {1: "As Kc 2c 3c", 2: "Ah Kd 2d 3d", 3: "Qs Qd Js Jd"}, "Ks 7h 5s 8c Td"
    for button in (0, 9, -1):
        with refused(PlayerCountError, ids.HR_OMAHA8_ODD_CHIP, naming=(f"{button},", "1, 2 and 3")):
            showdown(OMAHA_8, hands, board=board, pot=82, button=button)
    # a button who folded is one of the seats dealt in: say which seats were
    folded = showdown(OMAHA_8, hands, board=board, pot=82, button=9, seats=range(1, 10))
    assert folded.awards == showdown(OMAHA_8, hands, board=board, pot=82, button=3).awards  # seat 1 is next either way
    with refused(PlayerCountError, ids.HR_OMAHA8_ODD_CHIP, naming=(9, "1, 2, 3 and 4")):
        showdown(OMAHA_8, hands, board=board, pot=82, button=9, seats=range(1, 5))


def test_nzg_14_1b_the_button_marks_a_players_seat_in_manila_too():
    with pytest.raises(PlayerCountError) as caught:
        showdown("2 Card Manila", {1: "Ah Kh", 2: "Js Jd"}, board="Qh Jh 9h Qc 7d", pot=30, button=3)
    assert cited(caught.value.because) == ("nzg-14-1b", "int-odd-chip-by-game")
