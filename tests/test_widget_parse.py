"""What a reader typed or chose, read once (widgets/parse.py): each value becomes the engine's type, or
is refused with a RulesError that cites its rule in ``because``.  The tests check types, values and
cited ids; the numbers come from the documents (2 Card Manila seats 2 to 11, Manillen Plus 3 or 6).
"""

from __future__ import annotations

import pytest

from engine.checks import whole_number
from engine.documents import ids
from engine.errors import (
    CardNotationError,
    PlayerCountError,
    RulesError,
    RuleViolation,
    UnknownGameError,
    UnknownOptionError,
)
from engine.explain import Step, cited
from engine.manillen.table import Table
from engine.poker.betting.stakes import Structure
from engine.poker.games import find_game
from widgets.parse import (
    STEPPER_GAMES,
    card_text,
    choice,
    flag,
    manillen_table,
    player_count,
    reading,
    stepper_game,
    structure,
    trump_call,
)

SIZE = (ids.INT_INPUT_SIZE,)


# --- whole numbers ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("typed", "number"), [(3, 3), (3.0, 3), (-2.0, -2), (0.0, 0), (10**12, 10**12)])
def test_int_input_size_a_whole_number_as_a_box_holds_it_is_that_int(typed, number):
    read = whole_number(typed, "The pot", exact=False, typed=True)
    assert read == number and type(read) is int


@pytest.mark.parametrize("typed", [1.5, -0.5, float("nan"), float("inf"), True, False, "3", None, [3]])
def test_int_input_size_a_fraction_or_anything_but_a_number_is_refused_never_rounded(typed):
    with pytest.raises(RulesError) as raised:
        whole_number(typed, "The pot", exact=False, typed=True)
    assert cited(raised.value.because) == SIZE
    assert raised.value.message.startswith("The pot")  # named as the reader knows it


@pytest.mark.parametrize(("typed", "least", "most"), [(-1, 0, None), (2**32, 0, 2**32 - 1), (7, None, 6)])
def test_int_input_size_a_number_outside_the_widgets_own_bounds_is_refused(typed, least, most):
    with pytest.raises(RulesError) as raised:
        whole_number(typed, "The seed", low=least, high=most, exact=False, typed=True)
    assert cited(raised.value.because) == SIZE
    assert f"{typed:,}" in raised.value.message  # as given, not moved to the nearest bound


def test_int_input_size_a_chapters_number_must_be_an_int():
    assert whole_number(4, "players", low=0, high=12, exact=True, typed=True) == 4
    for given in (4.0, "4", True):
        with pytest.raises(RulesError) as raised:
            whole_number(given, "players", low=0, high=12, exact=True, typed=True)
        assert cited(raised.value.because) == SIZE


def test_a_refusal_may_be_of_the_class_the_caller_names():
    with pytest.raises(PlayerCountError):
        whole_number("four", "The number of players", error=PlayerCountError, exact=False, typed=True)


def test_int_input_size_a_switch_is_on_or_off():
    assert flag(True, "Teaching mode") is True and flag(False, "Teaching mode") is False
    for given in (1, "yes", None):
        with pytest.raises(RulesError) as raised:
            flag(given, "Teaching mode")
        assert cited(raised.value.because) == SIZE


# --- cards and players -------------------------------------------------------------------------------------


def test_int_card_notation_a_box_of_cards_holds_text():
    assert card_text("As 10h", "The board") == "As 10h"
    for given in (7, None, ["As"]):
        with pytest.raises(CardNotationError) as raised:
            card_text(given, "The board")
        assert cited(raised.value.because) == (ids.INT_CARD_NOTATION,)


def test_pp_manila2_deck_2_card_manila_seats_2_to_11_players():
    manila = find_game("2 Card Manila")
    assert [player_count(manila, count, least=2) for count in (2, 11, 5.0)] == [2, 11, 5]
    for count, rules in ((1, (ids.PP_MANILA2_DECK, ids.INT_UNCONTESTED_POT)), (12, (ids.PP_MANILA2_DECK,))):
        with pytest.raises(PlayerCountError) as raised:
            player_count(manila, count, least=2)
        assert cited(raised.value.because) == rules
    with pytest.raises(PlayerCountError) as raised:
        player_count(manila, 0, least=1)  # no one in a showdown: a lone player wins without one
    assert cited(raised.value.because) == (ids.INT_UNCONTESTED_POT, ids.PP_MANILA2_DECK)
    with pytest.raises(PlayerCountError) as raised:
        player_count(manila, 2.5, least=2)
    assert cited(raised.value.because) == SIZE


def test_the_deal_stepper_deals_the_manila_games_only():
    assert all(game.name.endswith(("Manila", "(no sixes)")) for game in STEPPER_GAMES)
    assert stepper_game("manila 3") is find_game("3 Card Manila")
    for name in ("Omaha", "baccarat", 3):
        with pytest.raises(UnknownGameError) as raised:
            stepper_game(name)
        assert cited(raised.value.because) == (ids.INT_GAMES,)


def test_mp_players_manillen_plus_is_for_3_or_6_players():
    assert manillen_table(3) is Table.THREE and manillen_table(6) is Table.SIX
    for count in (4, "3", 3.0, True):
        with pytest.raises(PlayerCountError) as raised:
            manillen_table(count)
        assert cited(raised.value.because) == (ids.MP_PLAYERS,)


# --- choices -----------------------------------------------------------------------------------------------


def test_nzg_13_5_the_betting_structures_are_the_engines():
    assert [structure(member.value) for member in Structure] == list(Structure)
    with pytest.raises(RulesError) as raised:
        structure("stud limit")
    assert cited(raised.value.because) == (ids.NZG_13_5,)


def test_a_reading_is_one_the_interpretation_offers():
    assert reading(ids.INT_MP_UNDERTRUMP, "allowed") == "allowed"
    with pytest.raises(UnknownOptionError) as raised:
        reading(ids.INT_MP_UNDERTRUMP, "sometimes")
    assert cited(raised.value.because) == (ids.INT_MP_UNDERTRUMP,)


def test_mp_no_trumps_the_dealer_calls_a_suit_or_no_trumps():
    assert trump_call("no trumps") is None and trump_call("Spades").word == "spades"
    for call in ("stars", None, 3):
        with pytest.raises(RuleViolation) as raised:
            trump_call(call)
        assert cited(raised.value.because) == (ids.MP_NO_TRUMPS,)


def test_a_chapters_choice_is_one_of_the_drop_downs_citing_the_rule_given():
    rule = Step(ids.MP_PLAYERS, "Manillen Plus is for 3 or 6 players.")
    tables = [("3 players", 3), ("6 players", 6)]
    assert choice(6, tables, "the table", rule=rule) == 6
    for given in (4, "3", True):
        with pytest.raises(RulesError) as raised:
            choice(given, tables, "the table", rule=rule)
        assert cited(raised.value.because) == (ids.MP_PLAYERS,)
