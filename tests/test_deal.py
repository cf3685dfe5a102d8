"""The deal, event by event, for every game: tests named after the clauses they check.

The documents' arithmetic (11 x 2 + 9 = 31 of 32; 9 x 3 + 9 = 36 of 36) and the order of
the cards come from the sentences quoted in each test.
"""

from __future__ import annotations

import random

import pytest
from refusals import refused

from engine.documents import ids
from engine.errors import PlayerCountError, RulesError
from engine.explain import Step, cited
from engine.poker.deal import deal
from engine.poker.events import Deal, EventKind


def _kinds(hand: Deal) -> list[str]:
    return [event.kind.value for event in hand.events]


def _dealt_to(hand: Deal) -> list[int]:
    return [event.seat for event in hand.events if event.kind is EventKind.DEAL_CARD]  # type: ignore[misc]


# --- Manila -------------------------------------------------------------------------------


def test_pp_manila2_card_count__hr_manila2_card_count_eleven_players_use_31_of_32_cards():
    """ "11 players x 2 cards = 22 / Community + burn cards = 9 / Total = 31\""""
    hand = deal("2 Card Manila", players=11, button=11, rng=random.Random(2))
    final = hand.events[-1].counts
    assert final.dealt == 11 * 2 == 22
    assert final.board + final.burned == 5 + 4 == 9
    assert final.dealt + final.board + final.burned == 31
    assert final.stub == 32 - 31 == 1
    showdown = hand.events[-1]
    assert "pp-manila2-card-count" in cited(showdown.because)
    assert any(step.text.endswith("total = 31.") for step in showdown.because)
    # the stub that is left is arithmetic, not the documents' words (method-card-count)
    assert (
        Step(ids.METHOD_CARD_COUNT, "31 of the 32 cards are out, leaving 32 \u2212 31 = 1 in the stub.")
        in showdown.because
    )


def test_pp_manila3_card_count__hr_manila3_card_count_nine_players_use_all_36_cards():
    """ "9 players x 3 cards = 27 / Community + burn cards = 9 / Total = 36\""""
    hand = deal("3 Card Manila", players=9, button=4, rng=random.Random(3))
    final = hand.events[-1].counts
    assert (final.dealt, final.board + final.burned, final.stub) == (27, 9, 0)
    assert any(step.text.endswith("total = 36.") for step in hand.events[-1].because)
    assert (
        Step(ids.METHOD_CARD_COUNT, "36 of the 36 cards are out, leaving 36 \u2212 36 = 0 in the stub.")
        in hand.events[-1].because
    )


def test_pp_manila2_deck__pp_manila3_deck_a_twelfth_or_tenth_player_is_refused():
    with refused(PlayerCountError, ids.PP_MANILA2_DECK, naming=(12, 11)):
        deal("2 Card Manila", players=12, button=1, rng=random.Random(1))
    with refused(PlayerCountError, ids.PP_MANILA3_DECK, naming=(10, 9)):
        deal("3 Card Manila", players=10, button=1, rng=random.Random(1))


def test_pp_manila2_one_blind__nzg_14_1c_i_one_blind_left_of_the_button_before_any_card():
    hand = deal("2 Card Manila", players=6, button=4, rng=random.Random(5), stake=5)
    first = hand.events[0]
    assert first.kind is EventKind.POST_BLIND and first.seat == 5 and first.amount == 5
    assert first.counts.dealt == 0  # "before cards are dealt"
    assert sum(1 for event in hand.events if event.kind is EventKind.POST_BLIND) == 1
    assert {"pp-manila2-one-blind", "nzg-14-1c-i"} <= set(cited(first.because))


def test_nzg_14_1c_ii__nzg_14_1c_iii_compulsory_blinds_each_left_of_the_last():
    hand = deal("2 Card Manila", players=6, button=6, rng=random.Random(5), blind_count=3)
    blinds = [event.seat for event in hand.events if event.kind is EventKind.POST_BLIND]
    assert blinds == [1, 2, 3]
    assert "nzg-14-1c-ii" in cited(hand.events[1].because)
    assert "nzg-14-1c-iii" in cited(hand.events[2].because)
    # the first betting round starts on the left of the last blind
    assert next(e for e in hand.events if e.kind is EventKind.BETTING_ROUND).first_to_act == 4
    with refused(RulesError, ids.NZG_14_1C_III, naming=(6, 5)):
        deal("2 Card Manila", players=6, button=6, rng=random.Random(5), blind_count=6)


def test_pp_manila2_deal__nzg_14_1d__nzg_14_1b_one_at_a_time_from_the_blind_the_button_last():
    """ "dealt 2 cards one at a time starting with the blind"; the button "shall receive the last card in each round\""""
    hand = deal("2 Card Manila", players=5, button=3, rng=random.Random(7))
    assert _dealt_to(hand) == [4, 5, 1, 2, 3, 4, 5, 1, 2, 3]
    cards = [event for event in hand.events if event.kind is EventKind.DEAL_CARD]
    assert all(len(event.cards) == 1 and not event.face_up for event in cards)
    assert "nzg-14-1b" in cited(cards[4].because) and "nzg-14-1b" in cited(cards[9].because)
    # "The dealer shall then deal a community card."
    after = hand.events[hand.events.index(cards[-1]) + 1]
    assert after.kind is EventKind.COMMUNITY and after.counts.board == 1 and after.counts.burned == 0


def test_pp_manila3_deal__hr_manila3_deal_three_cards_one_at_a_time_starting_with_the_blind():
    hand = deal("3 Card Manila", players=4, button=4, rng=random.Random(7))
    assert _dealt_to(hand) == [1, 2, 3, 4] * 3
    assert all(len(hand.hands[seat]) == 3 for seat in (1, 2, 3, 4))


def test_pp_manila3_canberra__hr_manila3_canberra_first_two_cards_two_at_a_time_then_the_third():
    hand = deal("3 Card Manila", players=4, button=4, rng=random.Random(7), canberra=True)
    packets = [(event.seat, len(event.cards)) for event in hand.events if event.kind is EventKind.DEAL_CARD]
    assert packets == [(1, 2), (2, 2), (3, 2), (4, 2), (1, 1), (2, 1), (3, 1), (4, 1)]
    assert "pp-manila3-canberra" in cited(hand.events[1].because)
    with refused(RulesError, ids.PP_MANILA3_CANBERRA, naming=("2 Card Manila",)):
        deal("2 Card Manila", players=4, button=4, rng=random.Random(7), canberra=True)


def test_pp_manila2_board__pp_manila2_burn_community_cards_one_at_a_time_a_burn_between_each():
    """ "Flop comes down one at a time until 5 community cards"; "a burn card between each community card, ... 4 burn cards\""""
    hand = deal("2 Card Manila", players=3, button=1, rng=random.Random(8))
    sequence = [kind for kind in _kinds(hand) if kind in ("community", "burn")]
    assert sequence == ["community", "burn", "community", "burn", "community", "burn", "community", "burn", "community"]
    assert len(hand.burned) == 4 and len(hand.board) == 5


def test_pp_manila2_burn_then_card__pp_manila2_bet_each_card_a_betting_round_on_each_card():
    """ "After all bets are called, a card is burnt, and the second community card is dealt.\""""
    hand = deal("2 Card Manila", players=3, button=1, rng=random.Random(8))
    kinds = [k for k in _kinds(hand) if k in ("community", "burn", "betting round")]
    assert kinds == ["community", "betting round"] + ["burn", "community", "betting round"] * 4
    bets = [event for event in hand.events if event.kind is EventKind.BETTING_ROUND]
    assert [event.betting_round for event in bets] == [1, 2, 3, 4, 5]


def test_pp_manila2_structure_the_bet_of_each_round_in_a_two_and_a_five_dollar_game():
    """ "$2 manila is $2, $4, $4, $4, $8 and $5 manila is $5, $10, $10, $10, $20\""""
    for stake, expected in ((2, [2, 4, 4, 4, 8]), (5, [5, 10, 10, 10, 20])):
        hand = deal("2 Card Manila", players=3, button=1, rng=random.Random(8), stake=stake)
        assert [event.amount for event in hand.events if event.kind is EventKind.BETTING_ROUND] == expected


def test_int_manila_first_to_act_left_of_the_blind_then_left_of_the_button():
    hand = deal("2 Card Manila", players=5, button=3, rng=random.Random(9))
    firsts = [event.first_to_act for event in hand.events if event.kind is EventKind.BETTING_ROUND]
    assert firsts == [5, 4, 4, 4, 4]  # blind is seat 4; the button's left is seat 4
    folded = deal("2 Card Manila", players=5, button=3, rng=random.Random(9), folds={4: 1})
    assert [e.first_to_act for e in folded.events if e.kind is EventKind.BETTING_ROUND] == [5, 5, 5, 5, 5]


# --- Hold 'Em and Omaha ------------------------------------------------------------------------


def test_hr_holdem_blinds__hr_holdem_deal__hr_holdem_first_round_the_flop_turn_and_river():
    hand = deal("Texas Hold 'Em", players=6, button=6, rng=random.Random(4), stake=4)
    blinds = [(e.seat, e.amount) for e in hand.events if e.kind is EventKind.POST_BLIND]
    assert blinds == [(1, 2), (2, 4)]  # small blind half the small bet, big blind the small bet
    assert _dealt_to(hand) == [1, 2, 3, 4, 5, 6] * 2
    bets = [e for e in hand.events if e.kind is EventKind.BETTING_ROUND]
    assert [e.first_to_act for e in bets] == [3, 1, 1, 1]
    community = [len(e.cards) for e in hand.events if e.kind is EventKind.COMMUNITY]
    assert community == [3, 1, 1]
    assert len(hand.burned) == 3 and "int-flop-burns" in cited(hand.because)
    assert bets[0].because[0].clause == "hr-holdem-first-round"
    option = next(step for step in bets[0].because if step.clause == "hr-holdem-big-blind-option")
    assert "seat 2, has the last action and may check or raise" in option.text


def test_int_heads_up_blinds_the_button_posts_the_small_blind():
    hand = deal("Texas Hold 'Em", players=2, button=1, rng=random.Random(4))
    assert [(e.seat, e.amount) for e in hand.events if e.kind is EventKind.POST_BLIND] == [(1, 1), (2, 2)]
    assert [e.first_to_act for e in hand.events if e.kind is EventKind.BETTING_ROUND] == [1, 2, 2, 2]


def test_hr_omaha_deal_four_cards_face_down__hr_omaha8_blind_sizes():
    hand = deal("Omaha", players=3, button=2, rng=random.Random(4))
    assert all(len(cards) == 4 for cards in hand.hands.values())
    omaha8 = deal("Omaha 8/B", players=3, button=2, rng=random.Random(4), stake=10)
    assert [e.amount for e in omaha8.events if e.kind is EventKind.POST_BLIND] == [5, 10]
    assert "hr-omaha8-blind-sizes" in cited(omaha8.because)


# --- Stud ---------------------------------------------------------------------------------------


def test_hr_stud7_deal__hr_stud7_up_cards__hr_stud7_last_card_two_down_one_up_three_up_one_down():
    hand = deal("Seven-Card Stud", players=4, button=4, rng=random.Random(6))
    faces = [(e.seat, e.face_up) for e in hand.events if e.kind is EventKind.DEAL_CARD and e.seat == 1]
    assert [face_up for _, face_up in faces] == [False, False, True, True, True, True, False]
    assert all(len(hand.up_cards[seat]) == 4 and len(hand.hands[seat]) == 7 for seat in (1, 2, 3, 4))
    rounds = [e for e in hand.events if e.kind is EventKind.BETTING_ROUND]
    assert len(rounds) == 5
    assert "hr-stud7-low-card-opens" in cited(rounds[0].because)
    assert all("hr-stud7-best-hand-opens" in cited(r.because) for r in rounds[1:])


def test_int_stud_deck_short_eight_players_share_a_community_card():
    hand = deal("Seven-Card Stud", players=8, button=8, rng=random.Random(6))
    assert len(hand.board) == 1
    assert all(len(hand.hands[seat]) == 6 for seat in range(1, 9))
    final = hand.events[-1].counts
    assert final.total == 52 and final.stub == 0
    assert "int-stud-deck-short" in cited(hand.because)
    # the showdown plays every seat's six cards with the community card
    assert hand.events[-1].result is not None and len(hand.events[-1].result.hands) == 8


def test_hr_stud5_ante__hr_stud5_deal_ante_one_down_one_up_then_up_cards():
    hand = deal("Five-Card Stud", players=3, button=3, rng=random.Random(6), stake=8)
    antes = [(e.seat, e.amount) for e in hand.events if e.kind is EventKind.POST_ANTE]
    assert antes == [(1, 2), (2, 2), (3, 2)]  # a quarter of the small bet of 8
    faces = [e.face_up for e in hand.events if e.kind is EventKind.DEAL_CARD and e.seat == 2]
    assert faces == [False, True, True, True, True]
    rounds = [e for e in hand.events if e.kind is EventKind.BETTING_ROUND]
    assert "hr-stud5-low-card-opens" in cited(rounds[0].because)
    assert all("hr-stud5-best-hand-opens" in cited(r.because) for r in rounds[1:])


def test_hr_stud5_five_cards_or_until_only_one_player_remains():
    hand = deal("Five-Card Stud", players=3, button=3, rng=random.Random(6), folds={1: 2, 2: 2})
    assert hand.events[-1].kind is EventKind.UNCONTESTED and hand.events[-1].seat == 3
    assert len(hand.hands[3]) == 3  # no more cards once one player remains


# --- Draw Poker ---------------------------------------------------------------------------------


def test_hr_draw_blinds__hr_draw_deal__hr_draw_exchange__hr_draw_second_round():
    hand = deal("Draw Poker", players=4, button=4, rng=random.Random(1), draws={1: 3, 2: 0, 3: 5, 4: 1})
    assert [e.seat for e in hand.events if e.kind is EventKind.POST_BLIND] == [1, 2]
    assert _dealt_to(hand) == [1, 2, 3, 4] * 5
    draws = [e for e in hand.events if e.kind is EventKind.DRAW]
    assert [(e.seat, len(e.cards)) for e in draws] == [(1, 3), (2, 0), (3, 5), (4, 1)]
    assert all(len(cards) == 5 for cards in hand.hands.values())
    assert len(hand.mucked) == 3 + 5 + 1
    kinds = _kinds(hand)
    assert kinds.index("draw") > kinds.index("betting round")
    assert kinds.count("betting round") == 2


def test_int_draw_procedure_the_discards_are_reshuffled_when_the_stub_runs_out():
    hand = deal("Draw Poker", players=6, button=6, rng=random.Random(1), draws=dict.fromkeys(range(1, 7), 5))
    assert "int-draw-procedure" in cited(hand.because)
    assert all(len(cards) == 5 for cards in hand.hands.values())
    with refused(RulesError, ids.HR_DRAW_EXCHANGE, naming=("seat 1", "As Ks")):
        deal("Draw Poker", players=2, button=2, rng=random.Random(1), draws={1: "As Ks"})


# --- every game ---------------------------------------------------------------------------------


def test_a_deal_is_reproducible_from_its_seed():
    first = deal("3 Card Manila", players=7, button=2, rng=random.Random(42))
    again = deal("3 Card Manila", players=7, button=2, rng=random.Random(42))
    assert first.events == again.events
    assert first.hands != deal("3 Card Manila", players=7, button=2, rng=random.Random(43)).hands


def test_bad_deal_input_is_refused_with_a_clear_message():
    with refused(PlayerCountError, ids.NZG_14_1B, naming=(9, [1, 2, 3, 4])):
        deal("2 Card Manila", players=4, button=9, rng=random.Random(1))
    with refused(RulesError, ids.INT_STAKE_SIZE, naming=(-2,)):
        deal("2 Card Manila", players=4, button=1, rng=random.Random(1), stake=-2)
    with refused(PlayerCountError, ids.PP_MANILA2_DECK, naming=(1, 2)):
        deal("2 Card Manila", players=1, button=1, rng=random.Random(1))
    with refused(PlayerCountError, ids.PP_MANILA2_DECK, naming=(1, 2)):
        deal("2 Card Manila", seats=[3], button=3, rng=random.Random(1))
    with refused(RulesError, ids.PP_MANILA2_STRUCTURE, naming=("seat 2", 6, 5)):
        deal("2 Card Manila", players=4, button=1, rng=random.Random(1), folds={2: 6})
    with refused(RulesError, ids.HR_DRAW_EXCHANGE, naming=("Seven-Card Stud",)):
        deal("Seven-Card Stud", players=4, button=1, rng=random.Random(1), draws={1: 2})


@pytest.mark.parametrize("players", [-3, 0, 1])
def test_pp_manila2_deck_too_few_players_quotes_the_number_given(players):
    """The players clause is cited, and the message quotes the number as given, not the empty table it makes."""
    with refused(PlayerCountError, ids.PP_MANILA2_DECK, naming=(f"{players},", 2), only=True):
        deal("2 Card Manila", players=players, button=1, rng=random.Random(1))


def test_player_count_error_message_reads_the_count_the_limit_and_the_clause():
    """The wording is the feature here: the count as given, the game, its limit, the clause's id last."""
    with pytest.raises(PlayerCountError) as caught:
        deal("2 Card Manila", players=12, button=1, rng=random.Random(1))
    assert str(caught.value) == "12 players is too many for 2 Card Manila: at most 11 play (pp-manila2-deck)"
    assert [step.clause for step in caught.value.because] == ["pp-manila2-deck"]


@pytest.mark.parametrize("folds", [[1], "1", 3, (2, 1)])
def test_pp_manila2_blind_options_folds_not_given_seat_by_seat_are_refused_quoting_them(folds):
    """A fold is a seat and the round it folds in ("call the $2, raise to $6 or fold")."""
    with refused(RulesError, ids.PP_MANILA2_BLIND_OPTIONS, naming=(repr(folds), {3: 1}), only=True) as caught:
        deal("2 Card Manila", players=4, button=1, rng=random.Random(1), folds=folds)
    assert type(caught.value) is RulesError


@pytest.mark.parametrize("draws", [[2], "Ah 7c", 5])
def test_hr_draw_exchange_draws_not_given_seat_by_seat_are_refused_quoting_them(draws):
    with refused(RulesError, ids.HR_DRAW_EXCHANGE, naming=(repr(draws),), only=True) as caught:
        deal("Draw Poker", players=3, button=1, rng=random.Random(1), draws=draws)
    assert type(caught.value) is RulesError


def test_folds_and_draws_given_seat_by_seat_are_still_dealt():
    hand = deal("Draw Poker", players=3, button=1, rng=random.Random(1), folds={2: 1}, draws={3: 2})
    assert any(event.kind is EventKind.FOLD and event.seat == 2 for event in hand.events)
    drawn = [event for event in hand.events if event.kind is EventKind.DRAW and event.seat == 3]
    assert len(drawn) == 1 and len(drawn[0].cards) == 2


def test_a_deal_posts_the_blinds_and_announces_the_bets_of_the_stakes_it_is_given():
    from engine.poker.betting.structures import manila_limit, pot_limit

    hand = deal(
        "Texas Hold 'Em", players=4, button=4, rng=random.Random(3), stakes=pot_limit(minimum=10, blinds=(5, 10))
    )
    assert [(e.seat, e.amount) for e in hand.events if e.kind is EventKind.POST_BLIND] == [(1, 5), (2, 10)]
    assert hand.forced_bets == 15
    doubling = deal("2 Card Manila", players=4, button=4, rng=random.Random(3), stakes=manila_limit(stake=5))
    assert [e.amount for e in doubling.events if e.kind is EventKind.BETTING_ROUND] == [5, 10, 10, 10, 20]
    # the engine cites pp-manila2-blind-options, not a clause on the number of rounds
    # (pp-manila2-structure): the clause is left unchecked (reported on issue 13)
    with refused(RulesError, naming=(4, "2 Card Manila", 5)):
        deal("2 Card Manila", players=4, button=4, rng=random.Random(3), stakes=pot_limit(minimum=2, blinds=(2,)))
    with refused(RulesError, ids.HR_HOLDEM_BLINDS, naming=(0, "Texas Hold 'Em", 2)):
        deal("Texas Hold 'Em", players=4, button=4, rng=random.Random(3), stakes=pot_limit(minimum=2))
