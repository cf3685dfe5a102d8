"""The views behind the widgets (widgets/views/): each returns everything one update shows, and
reads what it is given (widgets/parse.py), since a browser may send anything.  A refusal comes back
as the record's ``error``, citing its rules in ``because``; the tests check its type and its ids.

Expected values come from the documents (who posts the blind, how many players a game seats,
which stakes a structure is given by, the Manillen Plus rules of play) or from arithmetic.
"""

from __future__ import annotations

import random
from math import comb

import pytest
from refusals import refused

from engine.cards import parse_cards
from engine.decks import DECK_32
from engine.documents import ids
from engine.errors import (
    CardCountError,
    CardNotationError,
    DuplicateCardError,
    OptionError,
    PlayerCountError,
    QuizError,
    RulesError,
    RuleViolation,
    UnknownGameError,
    UnknownOptionError,
)
from engine.explain import Step, cited
from engine.poker.betting.options import calculator_inputs
from engine.poker.betting.stakes import Structure
from widgets.parse import read_boxes, reading, stepper_game
from widgets.render.html import html
from widgets.render.table import scene_svg
from widgets.views import (
    ACTION_SLOTS,
    SEAT_LIMIT,
    STEPPER_GAMES,
    Act,
    ChancesView,
    ExplorerView,
    HandView,
    MarkView,
    Move,
    QuestionView,
    RaiseView,
    ShowdownView,
    StepView,
    TrickView,
    chances_view,
    dealt_showdown_view,
    dealt_trick_view,
    explorer_view,
    hand_view,
    mark_view,
    new_deal_view,
    question_view,
    raise_view,
    showdown_view,
    step_view,
    trick_view,
)


def _deal(**changes: object):
    settings = {"players": 4, "stake": 2, "button": 2, "seed": 5, "canberra": False, "teaching": False}
    return new_deal_view("2 Card Manila", **{**settings, **changes})


# --- the deal stepper -------------------------------------------------------------------------------------


def test_nzg_14_1c_i_the_step_view_names_the_blind_on_the_buttons_left():
    view = step_view(_deal().walk, move=Move.NEXT, teaching=False)
    # "The blind is placed by the player on the immediate left of the button": seat 3, next after seat 2
    assert view.headline == "Seat 3 posts the blind of $2."
    assert view.walk.blinds == {3: "blind"}
    assert view.quote is not None and view.quote.id == view.because[0].clause
    assert "Seat 3 · blind" in scene_svg(view.table)


def test_pp_manila2_blind_options_the_view_carries_the_choices_with_their_amounts():
    view = _deal()
    while not view.actions:
        view = step_view(view.walk, move=Move.NEXT, teaching=False)
    # "all players can either call the $2, raise to $6 or fold"
    assert [action.text for action in view.actions] == ["call $2", "raise to $6", "fold"]
    assert view.to_act == 4 and len(view.actions) <= ACTION_SLOTS
    raised = step_view(view.walk, move=Act(1), teaching=False)
    assert raised.headline == "Seat 4 raises to $6."
    assert raised.pot == "$8"  # the blind's $2 and the raise to $6


@pytest.mark.parametrize("action", [3, -1, "1", None, True])
def test_int_betting_round_a_choice_that_is_not_one_of_the_players_is_refused_with_the_rule(action):
    view = _deal()
    while not view.actions:
        view = step_view(view.walk, move=Move.NEXT, teaching=False)
    refused = step_view(view.walk, move=Act(action), teaching=False)
    assert isinstance(refused.error, RuleViolation)
    assert cited(refused.error.because) == (ids.INT_BETTING_ROUND,)
    assert refused.walk is view.walk and refused.actions == view.actions  # the hand stays where it was


def test_a_move_or_a_hand_the_stepper_does_not_have_is_the_callers_mistake_not_a_refusal():
    with pytest.raises(ValueError, match="'jump'") as raised:
        step_view(_deal().walk, move="jump", teaching=False)
    assert not isinstance(raised.value, RulesError)
    with pytest.raises(TypeError, match="walk"):
        step_view("a hand", move=Move.NEXT, teaching=False)  # type: ignore[arg-type]


def test_int_input_size_teaching_mode_is_on_or_off():
    refused = step_view(_deal().walk, move=Move.STAY, teaching="yes")  # type: ignore[arg-type]
    assert isinstance(refused.error, RulesError) and cited(refused.error.because) == (ids.INT_INPUT_SIZE,)


def test_pp_manila2_showdown_the_hands_still_in_are_shown_face_up_and_the_result_rendered():
    view = step_view(_deal().walk, move=Move.FINISH, teaching=False)
    assert not view.can_next and view.walk.revealed == frozenset({1, 2, 3, 4})
    svg = scene_svg(view.table)
    assert "face down" not in svg and "(used)" in svg
    assert view.showdown is not None and 'class="rb-table rb-held"' in html(view.showdown)


# "the maximum number of players being 11" (pp-manila2-deck); a player left alone wins without a showdown
ALONE = (ids.PP_MANILA2_DECK, ids.INT_UNCONTESTED_POT)


@pytest.mark.parametrize(("players", "rules"), [(1, ALONE), (0, ALONE), (-4, ALONE), (12, (ids.PP_MANILA2_DECK,))])
def test_pp_manila2_deck_the_number_of_players_is_checked_with_the_rule(players, rules):
    view = _deal(players=players)
    assert view.walk is None and isinstance(view.error, PlayerCountError)
    assert cited(view.error.because) == rules
    assert str(players) in view.error.message  # the number as typed, never moved to a bound


@pytest.mark.parametrize("players", ["6", True, None, 2.5, float("nan"), float("inf")])
def test_int_input_size_a_number_of_players_that_is_not_a_whole_number_is_refused(players):
    view = _deal(players=players)
    assert view.walk is None and isinstance(view.error, PlayerCountError)
    assert cited(view.error.because) == (ids.INT_INPUT_SIZE,)


def test_a_box_holds_a_whole_number_as_a_float_and_the_view_reads_it_as_that_number():
    typed, given = _deal(players=5.0, stake=2.0, button=3.0, seed=7.0), _deal(players=5, stake=2, button=3, seed=7)
    assert typed.error is None and typed.walk.deal.order == given.walk.deal.order == (4, 5, 1, 2, 3)
    assert typed.walk.deal.hands == given.walk.deal.hands


@pytest.mark.parametrize(
    "changes", [{"seed": -1}, {"seed": 1.5}, {"stake": 2.5}, {"canberra": "no"}, {"teaching": 1}, {"short_seat": -1}]
)
def test_int_input_size_the_seed_the_numbers_and_the_switches_are_read_before_anything_is_dealt(changes):
    view = _deal(**changes)
    assert view.walk is None and isinstance(view.error, RulesError)
    assert cited(view.error.because) == (ids.INT_INPUT_SIZE,)


def test_stepper_game_names_the_games_the_stepper_deals():
    assert [game.name for game in STEPPER_GAMES] == ["2 Card Manila", "3 Card Manila", "3 Card Manila (no sixes)"]
    for name in ("Texas Hold 'Em", None):  # a real game whose deal is not stepped through here; no game at all
        with pytest.raises(UnknownGameError) as raised:
            stepper_game(name)
        assert cited(raised.value.because) == (ids.INT_GAMES,)
        assert all(game.name in raised.value.message for game in STEPPER_GAMES)  # the choices, listed
    omaha = new_deal_view("Omaha", players=4, stake=2, button=1, seed=1, canberra=False, teaching=False)
    assert isinstance(omaha.error, UnknownGameError) and omaha.walk is None


# --- the showdown explainer ----------------------------------------------------------------------------------


def test_pp_manila2_deck_a_repeated_card_is_named_in_the_box_just_edited():
    boxes = {"seat 1": "Ah Kh", "seat 2": "Ah Kd", "the board": "Qh Jh 9h Qc 7d"}
    for edited, other in (("seat 2", "seat 1"), ("seat 1", "seat 2")):
        named = ("Ah", repr(boxes[edited]), edited, repr(boxes[other]), other)
        with refused(DuplicateCardError, ids.PP_MANILA2_DECK, naming=named, only=True) as raised:
            read_boxes(DECK_32, boxes, edited)
        # the box just typed in is the one named first, then the other box with its cards
        message = raised.value.message
        assert message.index(repr(boxes[edited])) < message.index(repr(boxes[other]))


def test_an_error_comes_back_with_the_boxes_still_known():
    view = showdown_view("Omaha 8/B", players=3, hands={1: "As 2s Kd Kc"}, board="", pot=31, button=1)
    assert view.error is not None and view.result is None
    assert view.seats == (1, 2, 3) and view.options == ("hilo_odd_chip",)


@pytest.mark.parametrize("players", [0, -1, "3", None])
def test_int_uncontested_pot_a_showdown_needs_a_player_in_it(players):
    view = showdown_view("2 Card Manila", players=players, hands={}, board="", pot=10, button=1)
    assert isinstance(view.error, PlayerCountError)
    assert not view.seats


def test_a_number_of_players_that_is_not_a_whole_number_leaves_the_boxes_as_they_are():
    view = showdown_view("2 Card Manila", players=2.5, hands={1: "Ah Kh"}, board="", pot=10, button=1)
    assert isinstance(view.error, PlayerCountError) and cited(view.error.because) == (ids.INT_INPUT_SIZE,)
    assert view.seats is None and view.hands == {}


def test_the_showdown_view_never_builds_more_boxes_than_the_largest_table():
    view = showdown_view("2 Card Manila", players=10**9, hands={}, board="", pot=10, button=1)
    assert isinstance(view.error, PlayerCountError) and cited(view.error.because) == (ids.PP_MANILA2_DECK,)
    assert len(view.seats) == SEAT_LIMIT


def test_int_card_notation_cards_that_are_not_text_are_refused():
    view = showdown_view("2 Card Manila", players=2, hands={1: "Ah Kh", 2: 7}, board="", pot=10, button=1)
    assert isinstance(view.error, CardNotationError) and cited(view.error.because) == (ids.INT_CARD_NOTATION,)


@pytest.mark.parametrize("changes", [{"pot": 30.5}, {"button": "1"}, {"contributions": {1: 10, 2: 0.5}}])
def test_int_input_size_the_pot_the_button_and_the_chips_put_in_are_whole_numbers(changes):
    settings = {"players": 2, "hands": {1: "Ah Kh", 2: "Js Jd"}, "board": "Qh Jh 9h Qc 7d", "pot": 30, "button": 1}
    view = showdown_view("2 Card Manila", **{**settings, **changes})
    assert isinstance(view.error, RulesError) and cited(view.error.because) == (ids.INT_INPUT_SIZE,)
    assert view.seats == (1, 2)


def test_reading_refuses_a_reading_the_interpretation_does_not_offer():
    # the reading refused, and the two the interpretation offers
    offered = ("'suit'", "'left-of-button'")
    with refused(UnknownOptionError, ids.INT_ODD_CHIP_BY_GAME, naming=("'dealer'", *offered), only=True):
        reading(ids.INT_ODD_CHIP_BY_GAME, "dealer")


def test_a_refused_deal_says_nothing_of_the_boxes():
    view = dealt_showdown_view("2 Card Manila", players=1, button=1, seed=2, pot=30)
    assert isinstance(view.error, PlayerCountError) and cited(view.error.because) == ALONE
    assert view.seats is None and view.game is not None and view.game.name == "2 Card Manila"
    assert isinstance(dealt_showdown_view("baccarat", players=3, button=1, seed=2, pot=30).error, UnknownGameError)


def test_a_seeded_deal_is_the_same_every_time_and_every_card_once():
    first = dealt_showdown_view("Seven-Card Stud", players=4, button=1, seed=9, pot=20)
    again = dealt_showdown_view("Seven-Card Stud", players=4, button=1, seed=9, pot=20)
    assert first.hands == again.hands and first.result == again.result
    cards = [card for seat in first.seats for card in parse_cards(first.hands[seat])]
    assert len(cards) == 4 * 7 == len(set(cards))


# --- the raise calculator --------------------------------------------------------------------------------------


def test_pp_manila2_structure_each_structure_uses_the_inputs_the_documents_give_it():
    situation = ("round_number", "pot", "current_bet", "put_in", "raise_count", "player_count", "stack")
    # the stake ($2 manila is $2, $4, $4, $4, $8) and the reading of the later raises; a small and a big bet;
    # NZ 13.5: a minimum and a maximum, a minimum; the last raise sizes a raise only where raises are not fixed
    expected = {
        Structure.MANILA_LIMIT: ("stake", "later_raise", *situation),
        Structure.FIXED_LIMIT: ("small_bet", "big_bet", *situation),
        Structure.SPREAD_LIMIT: ("minimum", "maximum", *situation[:5], "last_raise", *situation[5:]),
        Structure.POT_LIMIT: ("minimum", *situation[:5], "last_raise", *situation[5:]),
        Structure.HALF_POT: ("minimum", *situation[:5], "last_raise", *situation[5:]),
        Structure.NO_LIMIT: ("minimum", *situation[:5], "last_raise", *situation[5:]),
    }
    # every stake a structure may be given, and a situation: a view answers (or refuses) with the inputs used
    given = {"stake": 2, "small_bet": 2, "big_bet": 4, "minimum": 2, "maximum": 6, "later_raise": "add"}
    given |= {"round_number": 1, "pot": 2, "current_bet": 2, "player_count": 3}
    for structure, inputs in expected.items():
        assert tuple(each.name for each in calculator_inputs(structure)) == inputs
        assert tuple(each.name for each in raise_view({**given, "structure": structure.value}).inputs) == inputs


def test_the_raise_view_ignores_inputs_the_structure_does_not_use_and_keeps_its_error():
    values = {"structure": "fixed limit", "small_bet": 2, "big_bet": 4, "stake": -9, "minimum": "x"}
    view = raise_view({**values, "round_number": 3, "pot": 20, "current_bet": 4, "player_count": 3})
    assert view.decision is not None and view.decision.value.min_raise_to == 4 + 4  # the big bet, added
    view = raise_view({**values, "round_number": 3, "pot": -1, "current_bet": 4, "player_count": 3})
    assert view.decision is None and "-1" in str(view.error) and view.inputs == calculator_inputs(Structure.FIXED_LIMIT)
    view = raise_view({**values, "round_number": 3, "pot": 20.5, "current_bet": 4, "player_count": 3})
    assert cited(view.error.because) == (ids.INT_INPUT_SIZE,)
    assert "Pot (every chip in it)" in view.error.message  # named as its box is labelled, not as "pot"


def test_the_raise_view_refuses_a_structure_the_documents_do_not_have():
    view = raise_view({"structure": "stud"})
    assert view.structure is None and view.inputs == () and cited(view.error.because) == (ids.NZG_13_5,)
    assert all(member.value in view.error.message for member in Structure)  # the choices, listed


def test_an_input_the_calculator_does_not_have_is_the_callers_mistake():
    with pytest.raises(TypeError, match="'blind'"):
        raise_view({"structure": "fixed limit", "blind": 2})


# --- the trick explainer --------------------------------------------------------------------------------------


def test_mp_follow_and_beat_the_trick_view_judges_every_card():
    view = trick_view(player_count=3, dealer=1, leader=3, trump="spades", hand="Ah 7h Ks", trick="Kh")
    assert view.legal is not None and view.legal.allowed == parse_cards("Ah")
    assert [play.seat for play in view.plays] == [3] and view.plays[0].winning
    assert view.call == "Spades are trumps."


@pytest.mark.parametrize(
    ("changes", "error", "rule"),
    [
        ({"player_count": 4}, PlayerCountError, ids.MP_PLAYERS),
        ({"player_count": "3"}, PlayerCountError, ids.MP_PLAYERS),
        ({"dealer": 4}, PlayerCountError, ids.INT_MP_SEATS),
        ({"leader": 0}, PlayerCountError, ids.INT_MP_SEATS),
        ({"trump": "stars"}, RuleViolation, ids.MP_NO_TRUMPS),
        ({"trump": None}, RuleViolation, ids.MP_NO_TRUMPS),
        ({"undertrump": "sometimes"}, (OptionError, UnknownOptionError), ids.INT_MP_UNDERTRUMP),
        ({"hand": 7}, CardNotationError, ids.INT_CARD_NOTATION),
    ],
)
def test_a_table_seat_call_or_reading_the_rules_do_not_have_is_refused(changes, error, rule):
    settings = {"player_count": 3, "dealer": 1, "leader": 3, "trump": "spades", "hand": "Ah", "trick": "Kh"}
    view = trick_view(**{**settings, **changes})
    assert isinstance(view.error, error) and cited(view.error.because) == (rule,)
    assert view.table is None and view.legal is None  # nothing else is known


def test_mp_next_lead_a_trick_longer_than_the_table_is_refused_with_the_rule():
    view = trick_view(player_count=3, dealer=1, leader=3, trump="spades", hand="", trick="Kh Qh Jh 9h")
    assert isinstance(view.error, CardCountError) and cited(view.error.because) == (ids.MP_NEXT_LEAD,)
    assert view.table is not None and view.sides  # the table and its sides are still known


def test_a_dealt_position_is_a_trick_in_progress_with_a_legal_choice():
    for seed in range(30):
        view = dealt_trick_view(seed=seed, player_count=6)
        assert view.error is None and view.legal is not None and view.legal.allowed
        assert len(view.plays) < 6 and len(parse_cards(view.hand)) <= 5


def test_int_input_size_a_dealt_position_needs_a_whole_number_seed():
    for seed in (1.5, -1, "7"):
        view = dealt_trick_view(seed=seed, player_count=3)
        assert isinstance(view.error, RulesError) and cited(view.error.because) == (ids.INT_INPUT_SIZE,)
    assert dealt_trick_view(seed=7.0, player_count=3) == dealt_trick_view(seed=7, player_count=3)


# --- the ranking explorer -------------------------------------------------------------------------------------


def test_pp_manila2_deck_the_explorer_judges_the_typed_cards_in_the_deck_and_keeps_the_counts():
    view = explorer_view("manila", "32", "A 7 8 9 6")  # a six: not in the 32-card deck
    assert view.error is None and view.report is not None
    assert cited(view.hand.error.because) == (ids.PP_MANILA2_DECK,)


def test_a_deck_the_explorer_does_not_offer_is_refused_with_its_rules():
    view = explorer_view("manila", "31", "A 7 8 9 10")
    assert view.report is None and isinstance(view.error, RulesError) and view.error.because


def test_int_card_notation_cards_must_be_text_and_nothing_typed_is_no_error():
    refused = hand_view(7, "manila", "32")  # type: ignore[arg-type]
    assert isinstance(refused.error, CardNotationError) and cited(refused.error.because) == (ids.INT_CARD_NOTATION,)
    assert hand_view("  ", "manila", "32") == HandView("  ")


def test_the_chances_view_reads_the_exact_tables_for_every_hand_or_the_typed_one():
    every, one = chances_view("2 Card Manila"), chances_view("2 Card Manila", " Ah Kh ")
    assert every.chances is not None and every.chances.value.deals == comb(32, 2) * comb(30, 5)
    assert one.chances is not None and one.chances.value.boards == comb(30, 5) and one.hole == " Ah Kh "
    assert sum(chance.count for chance in one.chances.value.chances) == comb(30, 5)
    for hole, rule in ((7, ids.INT_CARD_NOTATION), ("Ah 6h", ids.PP_MANILA2_DECK), ("Ah Kh Qh", ids.PP_MANILA2_DEAL)):
        view = chances_view("2 Card Manila", hole)  # type: ignore[arg-type]
        assert view.chances is None and cited(view.error.because) == (rule,)
    assert cited(chances_view("Omaha").error.because) == (ids.METHOD_EXACT_ENUMERATION,)


# --- the quiz ------------------------------------------------------------------------------------------------


def test_the_quiz_views_refuse_in_their_records():
    assert isinstance(mark_view(None, 0).error, QuizError)  # nothing asked: nothing to mark
    asked = question_view(random.Random(3), game="", topic="stud-opener").asked
    assert asked is not None and asked.question.topic == "stud-opener"
    assert isinstance(mark_view(asked.question, len(asked.question.choices)).error, QuizError)
    assert mark_view(asked.question, asked.question.answer_index).decision.value is True
    assert isinstance(question_view(random.Random(3), game="baccarat", topic="").error, QuizError)


# --- one way to report: every record from its refusal alone -------------------------------------------------


@pytest.mark.parametrize(
    "record", [StepView, ShowdownView, RaiseView, TrickView, HandView, ExplorerView, ChancesView, QuestionView, MarkView]
)
def test_every_view_record_can_say_only_what_refused_it(record):
    refusal = RulesError("refused", because=(Step(ids.INT_INPUT_SIZE, "x"),))
    assert record(error=refusal).error is refusal
    assert record().error is None
