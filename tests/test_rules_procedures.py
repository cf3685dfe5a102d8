"""The rest of the procedure clauses, each named in a test: 3 Card Manila's betting (the
"Betting Structures" that follow it), the house-rules page's copies of the Manila sentences,
the Hold 'Em and Omaha rounds, stud's first-round action, the button and the seats.

Where a clause repeats another word for word, its test checks that the game it belongs
to follows the same rule (3 Card Manila bets exactly as 2 Card Manila does).
"""

from __future__ import annotations

import random

from refusals import refused

from engine.documents import ids
from engine.errors import RuleViolation
from engine.explain import cited
from engine.poker.betting.options import betting_options
from engine.poker.betting.round import start_round
from engine.poker.betting.stakes import Structure
from engine.poker.betting.structures import manila_limit
from engine.poker.deal import deal
from engine.poker.events import EventKind
from engine.poker.game_stakes import default_stakes
from engine.poker.games import find_game
from engine.poker.seating import draw_for_button, first_button, pass_button, settle_seat_dispute
from engine.poker.stud import stud_opener

THREE = find_game("3 Card Manila")


def _bets(game: str, stake: int) -> list[int]:
    hand = deal(game, players=4, button=4, rng=random.Random(1), stake=stake)
    return [event.amount for event in hand.events if event.kind is EventKind.BETTING_ROUND]


# --- 3 Card Manila's betting: "Betting Structures:" in both documents ---------------------------


def test_pp_betting_limit_only__hr_betting_limit_only_manila_is_dealt_limit():
    """ "We only deal limit manila in Melbourne, so here are the structures.\""""
    for game in ("2 Card Manila", "3 Card Manila"):
        assert default_stakes(game).structure is Structure.MANILA_LIMIT


def test_pp_betting_structure__hr_betting_structure__hr_manila2_structure_two_and_five_dollar_games():
    """ "$2 manila is $2, $4, $4, $4, $8 and $5 manila is $5, $10, $10, $10, $20\""""
    for game in ("2 Card Manila", "3 Card Manila"):
        assert _bets(game, 2) == [2, 4, 4, 4, 8]
        assert _bets(game, 5) == [5, 10, 10, 10, 20]


def test_pp_betting_one_blind__hr_betting_one_blind__pp_manila3_one_blind__hr_manila3_one_blind__hr_manila2_one_blind():
    """ "Only one blind, before cards are dealt." / "Only One Blind\""""
    for game in ("2 Card Manila", "3 Card Manila"):
        hand = deal(game, players=5, button=2, rng=random.Random(4))
        blinds = [event for event in hand.events if event.kind is EventKind.POST_BLIND]
        assert len(blinds) == 1 and blinds[0].seat == 3
        assert blinds[0].counts.dealt == 0
    three = deal(THREE, players=5, button=2, rng=random.Random(4))
    assert "pp-manila3-one-blind" in cited(three.events[0].because)


def test_pp_betting_blind_options__hr_betting_blind_options__hr_manila2_blind_options_call_two_raise_to_six_or_fold():
    """ "(eg $2), all players can either call the $2, raise to $6 or fold.\""""
    for game in ("2 Card Manila", "3 Card Manila"):
        hand = start_round(default_stakes(game, stake=2), stacks={1: 50, 2: 50, 3: 50})
        assert [str(action) for action in hand.legal_actions().value] == ["call $2", "raise to $6", "fold"]


def test_pp_betting_first_raise__pp_betting_first_raise_5__hr_betting_first_raise__hr_betting_first_raise_5__hr_manila2_first_raise__hr_manila2_first_raise_5():
    """ "in a $2 game the raise would be $4 making the total to call $6. on a $5 blind ... $15 in total\""""
    for game in ("2 Card Manila", "3 Card Manila"):
        for stake, expected in ((2, 6), (5, 15)):
            options = betting_options(
                default_stakes(game, stake=stake), round_number=1, pot=stake, current_bet=stake, player_count=4
            ).value
            assert options.min_raise_to == options.max_raise_to == stake + 2 * stake == expected


def test_pp_betting_later_raise__hr_betting_later_raise__hr_manila2_later_raise_four_eight_twelve():
    """ "The bet is $4, first raise to make it $8, second raise to $12.\""""
    for game in ("2 Card Manila", "3 Card Manila"):
        hand = start_round(default_stakes(game, stake=2), stacks={1: 50, 2: 50, 3: 50}, round_number=2)
        hand = hand.bet(4)
        assert hand.legal_actions().value[1].min_to == 8
        hand = hand.raise_to(8)
        assert hand.legal_actions().value[1].min_to == 12


def test_pp_betting_raise_cap__hr_betting_raise_cap__hr_manila2_raise_cap_three_raises_with_more_than_two_players():
    """ "Only 3 raises per round permitted when there are more than 2 players in the game.\""""
    for game in ("2 Card Manila", "3 Card Manila"):
        hand = start_round(default_stakes(game, stake=2), stacks={1: 99, 2: 99, 3: 99}, round_number=2)
        hand = hand.bet(4).raise_to(8).raise_to(12).raise_to(16)
        assert [action.kind.value for action in hand.legal_actions().value] == ["call", "fold"]
        with refused(RuleViolation, ids.PP_MANILA2_RAISE_CAP, naming=("$20", 3)):
            hand.raise_to(20)


def test_pp_betting_later_actions__hr_betting_later_actions__hr_manila2_later_actions_check_bet_four_or_fold():
    """ "Players can either, check, bet ($4) or fold.\""""
    for game in ("2 Card Manila", "3 Card Manila"):
        hand = start_round(default_stakes(game, stake=2), stacks={1: 50, 2: 50}, round_number=2)
        assert [str(action) for action in hand.legal_actions().value] == ["check", "bet $4", "fold"]


def test_pp_betting_fifth_card_bet__hr_betting_fifth_card_bet__hr_manila2_fifth_card_bet_is_eight():
    """ "The bet on the fifth card is now $8\""""
    for game in ("2 Card Manila", "3 Card Manila"):
        assert _bets(game, 2)[-1] == 8


def test_pp_betting_burn_then_card__pp_betting_same_to_five__hr_betting_burn_then_card__hr_betting_same_to_five__hr_manila2_burn_then_card__hr_manila2_same_to_five():
    """ "After all bets are called, a card is burnt, and the second community card is dealt ... same thing up to 5 cards.\""""
    for game in ("2 Card Manila", "3 Card Manila"):
        hand = deal(game, players=3, button=3, rng=random.Random(2))
        kinds = [e.kind.value for e in hand.events if e.kind.value in ("community", "burn", "betting round")]
        assert kinds == ["community", "betting round"] + ["burn", "community", "betting round"] * 4
    three = deal(THREE, players=3, button=3, rng=random.Random(2))
    assert "pp-betting-burn-then-card" in cited(three.because)


# --- the house-rules page's copies of the Manila deal sentences ---------------------------------


def test_pp_manila3_same_as_2__hr_manila3_same_as_2_three_cards_and_the_sixes():
    """ "3 Card Manila is played the same way as 2 Card Manila except each player initially receives three cards and the deck may include 6's.\""""
    hand = deal(THREE, players=4, button=4, rng=random.Random(1))
    assert all(len(cards) == 3 for cards in hand.hands.values())
    assert THREE.deck.size == 36 and {card.rank.value for card in THREE.deck.cards} >= {"6"}
    two = deal("2 Card Manila", players=4, button=4, rng=random.Random(1))
    assert [e.kind for e in hand.events if e.kind is not EventKind.DEAL_CARD] == [
        e.kind for e in two.events if e.kind is not EventKind.DEAL_CARD
    ]


def test_hr_manila2_deck__hr_manila3_deck_the_maximum_players():
    assert find_game("2 Card Manila").max_players == 11 and find_game("2 Card Manila").deck.size == 32
    assert THREE.max_players == 9 and THREE.deck.size == 36


def test_hr_manila2_deal__hr_manila2_board__hr_manila2_burn__pp_manila3_board__pp_manila3_burn__hr_manila3_board__hr_manila3_burn():
    for game in ("2 Card Manila", "3 Card Manila"):
        hand = deal(game, players=3, button=3, rng=random.Random(6))
        dealt = [e.seat for e in hand.events if e.kind is EventKind.DEAL_CARD]
        assert dealt[0] == 1  # the blind, on the button's left, gets the first card
        assert len(hand.board) == 5 and len(hand.burned) == 4
        first_community = next(e for e in hand.events if e.kind is EventKind.COMMUNITY)
        assert first_community.counts.burned == 0  # burns come between community cards only
    three = deal(THREE, players=3, button=3, rng=random.Random(6))
    assert {"pp-manila3-board", "pp-manila3-burn"} <= set(cited(three.because))


def test_nzg_14_1_the_initial_deal_blind_then_hole_cards_then_a_community_card():
    hand = deal("2 Card Manila", players=4, button=2, rng=random.Random(6))
    kinds = [e.kind for e in hand.events[:10]]
    assert kinds == [EventKind.POST_BLIND] + [EventKind.DEAL_CARD] * 8 + [EventKind.COMMUNITY]
    assert "nzg-14-1d" in cited(hand.events[9].because)


# --- Hold 'Em and Omaha ---------------------------------------------------------------------------


def test_hr_holdem_button_cards_are_dealt_from_the_buttons_left():
    hand = deal("Texas Hold 'Em", players=5, button=3, rng=random.Random(6))
    assert [e.seat for e in hand.events if e.kind is EventKind.DEAL_CARD][:5] == [4, 5, 1, 2, 3]
    assert "hr-holdem-button" in cited(hand.because)


def test_hr_holdem_blind_meaning_the_blinds_are_made_before_any_card():
    hand = deal("Texas Hold 'Em", players=5, button=3, rng=random.Random(6))
    blinds = [e for e in hand.events if e.kind is EventKind.POST_BLIND]
    assert len(blinds) == 2 and all(e.counts.dealt == 0 for e in blinds)


def test_hr_holdem_actions__hr_omaha_actions_bet_check_raise_or_fold_in_turn():
    for game in ("Texas Hold 'Em", "Omaha"):
        hand = start_round(default_stakes(game, stake=2), stacks={1: 50, 2: 50, 3: 50}, round_number=2)
        assert [action.kind.value for action in hand.legal_actions().value] == ["check", "bet", "fold"]
        hand = hand.bet(2)
        assert [action.kind.value for action in hand.legal_actions().value] == ["call", "raise", "fold"]


def test_hr_holdem_flop__hr_holdem_turn__hr_holdem_river__hr_omaha_board_three_then_one_then_one():
    for game in ("Texas Hold 'Em", "Omaha"):
        hand = deal(game, players=4, button=4, rng=random.Random(3))
        community = [len(e.cards) for e in hand.events if e.kind is EventKind.COMMUNITY]
        assert community == [3, 1, 1]
        later = [e.first_to_act for e in hand.events if e.kind is EventKind.BETTING_ROUND][1:]
        assert later == [1, 1, 1]  # the first player still in on the button's left
    omaha = deal("Omaha", players=4, button=4, rng=random.Random(3))
    assert {"hr-omaha-board"} <= set(cited(omaha.because))


def test_hr_omaha_button_blinds__hr_omaha_first_round__hr_omaha8_blinds_blinds_left_of_the_button():
    for game in ("Omaha", "Omaha 8/B"):
        hand = deal(game, players=5, button=5, rng=random.Random(3))
        assert [e.seat for e in hand.events if e.kind is EventKind.POST_BLIND] == [1, 2]
        assert next(e for e in hand.events if e.kind is EventKind.BETTING_ROUND).first_to_act == 3


def test_hr_omaha8_only_big_blind_live_the_option_makes_the_small_blind_dead():
    from engine.poker.betting.structures import fixed_limit

    live = start_round(fixed_limit(small_bet=4), stacks={1: 50, 2: 50, 3: 50})
    dead = start_round(fixed_limit(small_bet=4, small_blind_live=False), stacks={1: 50, 2: 50, 3: 50})
    live = live.call()  # seat 3 calls 4
    dead = dead.call()
    assert live.options().value.amount_to_call == 2  # the live small blind of 2 counts toward the bet
    assert dead.options().value.amount_to_call == 4  # a dead small blind counts for nothing
    assert "int-omaha8-live-blinds" in cited(dead.because)


# --- Draw Poker ----------------------------------------------------------------------------------


def test_hr_draw_blind_rotation_each_player_takes_a_turn_at_the_blinds():
    seats = [1, 2, 3, 4]
    button = 4
    posted = []
    for _ in seats:
        hand = deal("Draw Poker", seats=seats, button=button, rng=random.Random(0))
        posted.append(tuple(e.seat for e in hand.events if e.kind is EventKind.POST_BLIND))
        button = pass_button(seats, button).value
    assert posted == [(1, 2), (2, 3), (3, 4), (4, 1)]
    assert {seat for pair in posted for seat in pair} == set(seats)


def test_hr_draw_look__hr_draw_first_bet__hr_draw_first_round_complete_a_round_after_five_cards():
    hand = deal("Draw Poker", players=3, button=3, rng=random.Random(2))
    kinds = [e.kind for e in hand.events]
    first_bet = kinds.index(EventKind.BETTING_ROUND)
    assert kinds[:first_bet].count(EventKind.DEAL_CARD) == 15
    betting = start_round(default_stakes("Draw Poker", stake=2), stacks={1: 50, 2: 50, 3: 50})
    betting = betting.call().call().check()  # everyone calls the big blind; it checks its option
    assert betting.is_complete and betting.pot == 6


def test_hr_draw_the_draw_is_the_exchange_of_cards():
    hand = deal("Draw Poker", players=2, button=2, rng=random.Random(2), draws={1: 2, 2: 1})
    draws = [e for e in hand.events if e.kind is EventKind.DRAW]
    assert [len(e.cards) for e in draws] == [2, 1]
    assert all("hr-draw-the-draw" in cited(e.because) for e in draws)


# --- stud: the opener's bet and everyone else's turn ----------------------------------------------


def test_hr_stud7_first_round_action__hr_stud5_first_round_action_the_opener_bets_then_each_calls_raises_or_folds():
    for game in ("Seven-Card Stud", "Five-Card Stud"):
        opener = stud_opener(game, {1: "Kd", 2: "3c", 3: "9s"})
        hand = start_round(
            default_stakes(game, stake=2), stacks={2: 50, 3: 50, 1: 50}, first_to_act=opener.value, must_open=True
        )
        assert hand.to_act == 2
        assert [str(action) for action in hand.legal_actions().value] == ["bet 2 chips"]
        for action in (hand.check, hand.fold, hand.call):
            with refused(RuleViolation, ids.INT_STUD_OPENING_BET, naming=("seat 2", "2 chips")):
                action()
        hand = hand.bet(2)
        assert [action.kind.value for action in hand.legal_actions().value] == ["call", "raise", "fold"]
        assert "int-stud-opening-bet" in cited(
            start_round(default_stakes(game), stacks={1: 9, 2: 9}, must_open=True).options().because
        )


def test_int_stud_opening_bet_later_rounds_the_opener_may_check():
    hand = start_round(default_stakes("Seven-Card Stud"), stacks={1: 50, 2: 50, 3: 50}, round_number=2, first_to_act=3)
    assert hand.to_act == 3
    assert [action.kind.value for action in hand.legal_actions().value] == ["check", "bet", "fold"]


# --- the button and the seats --------------------------------------------------------------------


def test_hr_omaha8_button_draw_a_random_draw_decides_where_the_button_starts():
    decision = draw_for_button([1, 2, 3, 4, 5, 6], random.Random(11))
    assert decision.value in {1, 2, 3, 4, 5, 6}
    assert cited(decision.because) == ("hr-omaha8-button-draw", "int-button-draw")
    # reproducible, and not always the same seat
    assert decision.value == draw_for_button([1, 2, 3, 4, 5, 6], random.Random(11)).value
    assert len({draw_for_button([1, 2, 3, 4, 5, 6], random.Random(seed)).value for seed in range(30)}) > 1


def test_nzg_14_1a_a_draw_of_cards_decides_a_disputed_seat():
    decision = settle_seat_dispute(["Ana", "Ben", "Cy"], random.Random(3))
    assert decision.value in {"Ana", "Ben", "Cy"}
    assert "nzg-14-1a" in cited(decision.because)


def test_nzg_14_1b_the_button_starts_on_the_dealers_right_and_passes_clockwise():
    assert first_button([1, 2, 3, 4, 5], dealer_after=5).value == 5
    assert [pass_button([1, 3, 5, 8], seat).value for seat in (1, 3, 5, 8)] == [3, 5, 8, 1]


def test_nzg_13_5__nzg_13_5a_the_minimum_and_maximum_wagers_are_shown_on_a_notice():
    """The engine states a table's wagers the way the notice at the table would."""
    from engine.poker.betting.schedule import betting_structure
    from engine.poker.betting.structures import spread_limit

    notice = betting_structure(manila_limit(stake=2))
    assert notice.value == (2, 4, 4, 4, 8)
    assert "$2, $4, $4, $4, $8" in notice.because[0].text
    spread = spread_limit(minimum=2, maximum=10)
    assert spread.maximum == 10 and "up to the betting maximum, 10" in betting_structure(spread).because[0].text


def test_hr_stud5_next_card_each_player_gets_another_card_face_up_then_a_round_of_betting():
    hand = deal("Five-Card Stud", players=3, button=3, rng=random.Random(2))
    kinds = [(e.kind, e.face_up) for e in hand.events if e.kind in (EventKind.DEAL_CARD, EventKind.BETTING_ROUND)]
    after_first_round = kinds[kinds.index((EventKind.BETTING_ROUND, False)) + 1 :]
    street = [(EventKind.DEAL_CARD, True)] * 3 + [(EventKind.BETTING_ROUND, False)]
    assert after_first_round == street * 3


def test_pp_manila2_bet_each_card__hr_manila2_bet_each_card_bet_or_check_on_each_card_as_it_is_opened():
    hand = deal("2 Card Manila", players=3, button=3, rng=random.Random(2))
    cards_then_bets = [e.kind for e in hand.events if e.kind in (EventKind.COMMUNITY, EventKind.BETTING_ROUND)]
    assert cards_then_bets == [EventKind.COMMUNITY, EventKind.BETTING_ROUND] * 5
    later = start_round(manila_limit(stake=2), stacks={1: 50, 2: 50, 3: 50}, round_number=3)
    assert [action.kind.value for action in later.legal_actions().value] == ["check", "bet", "fold"]
