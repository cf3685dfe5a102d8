"""The views behind the widgets (widgets/views.py): each returns everything one update shows, and
checks what it is given, since a browser may send anything.

Expected values come from the documents (who posts the blind, how many players a game seats,
which stakes a structure is given by, the Manillen Plus rules of play) or from arithmetic.
"""

from __future__ import annotations

import pytest

from engine.cards import parse_cards
from engine.documents import ids
from engine.errors import CardCountError, PlayerCountError, RulesError, RuleViolation, UnknownGameError
from engine.poker.betting.options import Structure
from widgets.views import (
    ACTION_SLOTS,
    SEAT_LIMIT,
    STEPPER_GAMES,
    dealt_showdown_view,
    dealt_trick_view,
    new_deal_view,
    raise_view,
    read_boxes,
    reading,
    rules_cited,
    showdown_view,
    step_view,
    stepper_game,
    structure_inputs,
    trick_view,
)


def _deal(**changes: object):
    settings = {"players": 4, "stake": 2, "button": 2, "seed": 5, "canberra": False, "teaching": False}
    return new_deal_view("2 Card Manila", **{**settings, **changes})


# --- the deal stepper -------------------------------------------------------------------------------------


def test_nzg_14_1c_i_the_step_view_names_the_blind_on_the_buttons_left():
    view = step_view(_deal().walk, move="next", teaching=False)
    # "The blind is placed by the player on the immediate left of the button": seat 3, next after seat 2
    assert view.headline == "Seat 3 posts the blind of $2."
    assert view.walk.blinds == {3: "blind"}
    assert view.quote is not None and view.quote.id == view.because[0].clause
    assert "Seat 3 · blind" in view.svg


def test_pp_manila2_blind_options_the_view_carries_the_choices_with_their_amounts():
    view = _deal()
    while not view.actions:
        view = step_view(view.walk, move="next", teaching=False)
    # "all players can either call the $2, raise to $6 or fold"
    assert [action.text for action in view.actions] == ["call $2", "raise to $6", "fold"]
    assert view.to_act == 4 and len(view.actions) <= ACTION_SLOTS
    raised = step_view(view.walk, move="act", teaching=False, action=1)
    assert raised.headline == "Seat 4 raises to $6."
    assert raised.pot == "$8"  # the blind's $2 and the raise to $6


@pytest.mark.parametrize("action", [3, -1, "1", None, True])
def test_int_betting_round_a_choice_that_is_not_one_of_the_players_is_refused_with_the_rule(action):
    view = _deal()
    while not view.actions:
        view = step_view(view.walk, move="next", teaching=False)
    with pytest.raises(RuleViolation) as raised:
        step_view(view.walk, move="act", teaching=False, action=action)
    assert "is not one of seat 4's choices: call $2, raise to $6, fold" in str(raised.value)
    assert rules_cited(raised.value) == ("int-betting-round",)


def test_a_move_the_stepper_does_not_have_is_refused():
    with pytest.raises(RulesError, match="'jump' is not a move of the deal stepper"):
        step_view(_deal().walk, move="jump", teaching=False)
    with pytest.raises(RulesError, match="Teaching mode is either on or off, not 'yes'"):
        step_view(_deal().walk, move="stay", teaching="yes")  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="is not a hand being stepped through"):
        step_view("a hand", move="next", teaching=False)  # type: ignore[arg-type]


def test_pp_manila2_showdown_the_hands_still_in_are_shown_face_up_and_the_result_rendered():
    view = step_view(_deal().walk, move="finish", teaching=False)
    assert not view.can_next and view.walk.revealed == frozenset({1, 2, 3, 4})
    assert "face down" not in view.svg and "(used)" in view.svg
    assert 'class="rb-table rb-held"' in view.showdown


@pytest.mark.parametrize(
    ("players", "error", "words"),
    [
        (1, PlayerCountError, "1 player cannot be dealt a hand of 2 Card Manila: a hand needs 2 to 11 players"),
        (0, PlayerCountError, "0 players cannot be dealt a hand"),
        (-4, PlayerCountError, "-4 players cannot be dealt a hand"),
        (12, PlayerCountError, "12 players is too many for 2 Card Manila: at most 11 play"),
        ("6", PlayerCountError, "'6' is not a number of players: 2 Card Manila seats 2 to 11"),
        (True, PlayerCountError, "True is not a number of players"),
    ],
)
def test_pp_manila2_deck_the_number_of_players_is_checked_with_the_rule(players, error, words):
    with pytest.raises(error) as raised:
        _deal(players=players)
    assert words in str(raised.value)
    assert "pp-manila2-deck" in rules_cited(raised.value)


def test_the_seed_and_the_switches_are_checked():
    with pytest.raises(RulesError, match="The seed, -1, is not allowed"):
        _deal(seed=-1)
    with pytest.raises(RulesError, match="The Canberra deal is either on or off"):
        _deal(canberra="no")


def test_stepper_game_names_the_games_the_stepper_deals():
    assert [game.name for game in STEPPER_GAMES] == ["2 Card Manila", "3 Card Manila", "3 Card Manila (no sixes)"]
    with pytest.raises(UnknownGameError, match="choose 2 Card Manila, 3 Card Manila or 3 Card Manila"):
        stepper_game("Texas Hold 'Em")  # a real game, but its deal is not stepped through here
    with pytest.raises(UnknownGameError):
        stepper_game(None)


# --- the showdown explainer ----------------------------------------------------------------------------------


def test_pp_manila2_deck_a_repeated_card_is_named_in_the_box_just_edited():
    boxes = {"seat 1": "Ah Kh", "seat 2": "Ah Kd", "the board": "Qh Jh 9h Qc 7d"}
    from engine.decks import DECK_32

    for edited, other in (("seat 2", "seat 1"), ("seat 1", "seat 2")):
        with pytest.raises(RulesError) as raised:
            read_boxes(DECK_32, boxes, edited)
        assert f"Ah in {boxes[edited]!r} ({edited}) is already in {boxes[other]!r} ({other})" in str(raised.value)
        assert rules_cited(raised.value) == ("pp-manila2-deck",)


def test_an_error_comes_back_with_the_boxes_still_known():
    view = showdown_view("Omaha 8/B", players=3, hands={1: "As 2s Kd Kc"}, board="", pot=31, button=1)
    assert view.error is not None and view.result is None
    assert view.seats == (1, 2, 3) and view.options == ("hilo_odd_chip",)


@pytest.mark.parametrize("players", [0, -1, "3", None])
def test_int_uncontested_pot_a_showdown_needs_a_player_in_it(players):
    view = showdown_view("2 Card Manila", players=players, hands={}, board="", pot=10, button=1)
    assert isinstance(view.error, PlayerCountError)
    assert view.seats == ()


def test_the_showdown_view_never_builds_more_boxes_than_the_largest_table():
    view = showdown_view("2 Card Manila", players=10**9, hands={}, board="", pot=10, button=1)
    assert "is too many for 2 Card Manila" in str(view.error)
    assert len(view.seats) == SEAT_LIMIT


def test_cards_that_are_not_text_are_refused_in_plain_words():
    view = showdown_view("2 Card Manila", players=2, hands={1: "Ah Kh", 2: 7}, board="", pot=10, button=1)
    assert "The cards of seat 2 must be cards written as text" in str(view.error)


def test_reading_refuses_a_reading_the_interpretation_does_not_offer():
    with pytest.raises(RulesError, match=r"choose 'suit' \(the default\) or 'left-of-button'"):
        reading(ids.INT_ODD_CHIP_BY_GAME, "dealer")


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
    for structure, inputs in expected.items():
        assert structure_inputs(structure) == inputs
        assert structure_inputs(structure.value) == inputs


def test_the_raise_view_ignores_inputs_the_structure_does_not_use_and_keeps_its_error():
    values = {"structure": "fixed limit", "small_bet": 2, "big_bet": 4, "stake": -9, "minimum": "x"}
    view = raise_view({**values, "round_number": 3, "pot": 20, "current_bet": 4, "player_count": 3})
    assert view.decision is not None and view.decision.value.min_raise_to == 4 + 4  # the big bet, added
    view = raise_view({**values, "round_number": 3, "pot": -1, "current_bet": 4, "player_count": 3})
    assert view.decision is None and "-1" in str(view.error)
    with pytest.raises(RulesError, match="the calculator has no input 'blind'"):
        raise_view({"structure": "fixed limit", "blind": 2})
    with pytest.raises(RulesError, match="'stud' is not a betting structure; the structures are: manila limit"):
        raise_view({"structure": "stud"})


# --- the trick explainer --------------------------------------------------------------------------------------


def test_mp_follow_and_beat_the_trick_view_judges_every_card():
    view = trick_view(player_count=3, dealer=1, leader=3, trump="spades", hand="Ah 7h Ks", trick="Kh")
    assert view.legal is not None and view.legal.allowed == parse_cards("Ah")
    assert [play.seat for play in view.plays] == [3] and view.plays[0].winning
    assert view.call == "Spades are trumps."


@pytest.mark.parametrize(
    ("changes", "error", "words"),
    [
        ({"player_count": 4}, PlayerCountError, "4 players cannot play Manillen Plus"),
        ({"player_count": "3"}, PlayerCountError, "'3' is not a number of players"),
        ({"dealer": 4}, PlayerCountError, "seat 4 is not at a table of 3"),
        ({"leader": 0}, PlayerCountError, "seat 0 is not at a table of 3"),
        ({"trump": "stars"}, RuleViolation, "'stars' is not a trump call"),
        ({"trump": None}, RuleViolation, "None is not a trump call"),
        ({"undertrump": "sometimes"}, RulesError, "'sometimes' is not a reading of undertrumping"),
    ],
)
def test_a_table_seat_call_or_reading_the_rules_do_not_have_is_refused(changes, error, words):
    settings = {"player_count": 3, "dealer": 1, "leader": 3, "trump": "spades", "hand": "Ah", "trick": "Kh"}
    with pytest.raises(error) as raised:
        trick_view(**{**settings, **changes})
    assert words in str(raised.value)


def test_mp_next_lead_a_trick_longer_than_the_table_is_refused_with_the_rule():
    view = trick_view(player_count=3, dealer=1, leader=3, trump="spades", hand="", trick="Kh Qh Jh 9h")
    assert isinstance(view.error, CardCountError) and rules_cited(view.error) == ("mp-next-lead",)


def test_a_dealt_position_is_a_trick_in_progress_with_a_legal_choice():
    for seed in range(30):
        view = dealt_trick_view(seed=seed, player_count=6)
        assert view.error is None and view.legal is not None and view.legal.allowed
        assert len(view.plays) < 6 and len(parse_cards(view.hand)) <= 5
