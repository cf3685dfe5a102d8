"""The raise calculator, driven headless: set the boxes' values, click the worked examples, read the pane.

Expected amounts come from the documents' own examples (pokerpages, 2 Card Manila: "call the
$2, raise to $6", "$15 in total to call", "$4 ... $8 ... $12"; NZ Gazette 13.5) or from the
arithmetic the clause states, written out in each test.
"""

from __future__ import annotations

import html
import inspect
import re

import pytest
from refusals import assert_shows_refusal, names, refused

from engine.documents import ids
from engine.documents.registry import citation
from engine.errors import BettingError, PlayerCountError, RulesError, UnknownNameError, UnknownOptionError
from engine.explain import cited
from engine.poker.betting.options import betting_options
from engine.poker.betting.stakes import Structure
from engine.poker.betting.structures import STRUCTURE_INPUTS
from engine.teaching.raise_examples import RAISE_EXAMPLES
from widgets.raise_calculator import PRESETS, RaiseCalculator

#: The rows of the answer's table (``rb-answer``), in order: what calling costs, whether a full bet or raise
#: is allowed, the least and the most it may be.
ANSWER_ROWS = ("amount_to_call", "can_raise", "min_raise_to", "max_raise_to")


def shown(calculator: RaiseCalculator, field: str) -> str:
    """The text of one answer in the pane, tags removed: ``choices`` (its headline) or a row of its table."""
    pane = calculator.pane.value
    if field == "choices":
        match = re.search(r'<p class="rb-choices">(.*?)</p>', pane, re.S)
        assert match, f"no choices in the pane: {pane[:300]}"
        return html.unescape(re.sub(r"<[^>]+>", "", match.group(1))).strip()
    table = re.search(r'<table class="rb-table rb-answer">.*?<tbody>(.*?)</tbody>', pane, re.S)
    assert table, f"no answer in the pane: {pane[:300]}"
    cells = re.findall(r"<td>(.*?)</td>", table.group(1), re.S)
    return html.unescape(re.sub(r"<[^>]+>", "", cells[ANSWER_ROWS.index(field)])).strip()


def error_shown(calculator: RaiseCalculator) -> str:
    """The inline error's text, in plain words with a link to its rule; fails if the pane shows an answer."""
    pane = calculator.pane.value
    assert 'class="rb-error"' in pane and 'role="alert"' in pane, pane[:300]
    assert "Traceback" not in pane
    text = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", pane, flags=re.S))).split())
    assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), text  # never a parameter name such as put_in
    assert 'class="rb-cite"' in pane, text  # a link to its rule
    return text


def refusal(calculator: RaiseCalculator, kind: type[RulesError], rules: tuple[str, ...], named: tuple = ()) -> None:
    """The pane shows a refusal (:func:`error_shown`, :func:`refusals.assert_shows_refusal`)."""
    error_shown(calculator)
    assert_shows_refusal(calculator.error, calculator.pane.value, kind, rules, named)


def situation(calculator: RaiseCalculator, **values: object) -> None:
    """Type values into the boxes, one at a time, the way a reader would."""
    for name, value in values.items():
        calculator.controls[name].value = value


def manila(stake: int = 2) -> RaiseCalculator:
    calculator = RaiseCalculator()
    situation(calculator, structure=Structure.MANILA_LIMIT, stake=stake)
    return calculator


# --- the documents' worked examples ----------------------------------------------------------------


def test_pp_manila2_blind_options_on_a_2_dollar_blind_call_2_or_raise_to_6():
    calculator = manila(stake=2)
    situation(calculator, round_number=1, pot=2, current_bet=2, put_in=0, raise_count=0, player_count=5)
    # "(eg $2), all players can either call the $2, raise to $6 or fold."
    assert shown(calculator, "amount_to_call") == "$2"
    assert shown(calculator, "can_raise") == "yes"
    assert shown(calculator, "min_raise_to") == shown(calculator, "max_raise_to") == "$6"
    assert shown(calculator, "choices") == "You may call $2, raise to $6 or fold."


def test_pp_manila2_first_raise_adds_double_the_blind_to_the_blind():
    calculator = manila(stake=2)
    situation(calculator, round_number=1, pot=2, current_bet=2, player_count=4)
    # "the raise would be $4 making the total to call $6": 2 + 2 x 2
    assert shown(calculator, "min_raise_to") == f"${2 + 2 * 2}"
    html_pane = calculator.pane.value
    assert 'href="../rules/pokerpages.html#pp-manila2-first-raise"' in html_pane
    assert "The amount you can raise on the first round is double the blind and added onto the blind" in html_pane


def test_pp_manila2_first_raise_5_on_a_5_dollar_blind_the_raise_is_10_making_15():
    calculator = manila(stake=5)
    situation(calculator, round_number=1, pot=5, current_bet=5, player_count=4)
    assert shown(calculator, "amount_to_call") == "$5"
    assert shown(calculator, "min_raise_to") == shown(calculator, "max_raise_to") == f"${5 + 2 * 5}"


def test_pp_manila2_later_actions_check_bet_4_or_fold():
    calculator = manila(stake=2)
    situation(calculator, round_number=2, pot=8, current_bet=0, player_count=4)
    assert shown(calculator, "amount_to_call") == "$0"
    assert shown(calculator, "min_raise_to") == shown(calculator, "max_raise_to") == "$4"
    assert shown(calculator, "choices") == "You may check, bet $4 or fold."
    assert "Least bet to" in calculator.pane.value  # no one has bet: it is a bet, not a raise


def test_pp_manila2_later_raise_the_bet_is_4_first_raise_to_8_second_raise_to_12():
    calculator = manila(stake=2)
    situation(calculator, round_number=2, pot=12, current_bet=4, raise_count=0, player_count=4)
    assert shown(calculator, "min_raise_to") == "$8"  # 4 + 4
    situation(calculator, pot=20, current_bet=8, raise_count=1)
    assert shown(calculator, "amount_to_call") == "$8"
    assert shown(calculator, "min_raise_to") == shown(calculator, "max_raise_to") == "$12"  # 8 + 4


def test_pp_manila2_structure_the_fifth_card_bet_is_8_so_a_raise_goes_to_16():
    calculator = manila(stake=2)
    situation(calculator, round_number=5, pot=30, current_bet=8, player_count=3)
    assert shown(calculator, "min_raise_to") == "$16"  # "$2, $4, $4, $4, $8": the bet 8 plus the round's 8


def test_pp_manila2_raise_cap_three_raises_with_three_players_only_call_or_fold():
    calculator = manila(stake=2)
    # $4 bet, raised to $8, $12, $16; the $4 bettor is to act
    situation(calculator, round_number=2, pot=46, current_bet=16, put_in=4, raise_count=3, player_count=4)
    assert shown(calculator, "amount_to_call") == "$12"  # 16 - 4
    assert shown(calculator, "can_raise").startswith("no")
    assert names(shown(calculator, "can_raise"), 3) and '#pp-manila2-raise-cap"' in calculator.pane.value  # the cap
    assert shown(calculator, "min_raise_to") == shown(calculator, "max_raise_to") == "\u2014"
    assert "Only 3 raises per round permitted when there are more than 2 players in the game." in calculator.pane.value


def test_nzg_13_5e_head_to_head_there_is_no_limit_to_the_number_of_raises():
    calculator = manila(stake=2)
    situation(calculator, round_number=2, pot=32, current_bet=16, put_in=12, raise_count=3, player_count=2)
    assert shown(calculator, "amount_to_call") == "$4"
    assert shown(calculator, "can_raise") == "yes"
    assert shown(calculator, "min_raise_to") == "$20"  # a fourth raise: 16 + 4
    assert 'href="../rules/nz-gazette.html#nzg-13-5e"' in calculator.pane.value


def test_nzg_13_5c_pot_limit_pot_40_plus_call_10_raise_to_60():
    calculator = RaiseCalculator()
    situation(calculator, structure=Structure.POT_LIMIT, minimum=2)
    situation(calculator, round_number=2, pot=40, current_bet=10, put_in=0, raise_count=0, player_count=3)
    assert shown(calculator, "amount_to_call") == "10 chips"
    assert shown(calculator, "min_raise_to") == f"{10 + 10} chips"  # nzg-13-5b: at least the last bet
    assert shown(calculator, "max_raise_to") == f"{10 + (40 + 10)} chips"  # the call counted into the pot first
    assert "Pot 40 chips + call 10 chips = 50 chips" in calculator.pane.value


def test_nzg_13_5c_half_pot_pot_40_plus_call_10_raise_to_35():
    calculator = RaiseCalculator()
    situation(calculator, structure=Structure.HALF_POT, minimum=2)
    situation(calculator, round_number=2, pot=40, current_bet=10, player_count=3)
    assert shown(calculator, "max_raise_to") == f"{10 + (40 + 10) // 2} chips"


def test_nzg_13_5d_spread_limit_at_least_the_last_bet_up_to_the_maximum():
    calculator = RaiseCalculator()
    situation(calculator, structure=Structure.SPREAD_LIMIT, minimum=2, maximum=6)
    situation(calculator, round_number=1, pot=4, current_bet=4, player_count=3)
    assert shown(calculator, "min_raise_to") == f"{4 + 4} chips"
    assert shown(calculator, "max_raise_to") == f"{4 + 6} chips"


def test_nzg_13_5b_no_limit_a_raise_is_not_less_than_the_previous_raise():
    calculator = RaiseCalculator()
    situation(calculator, structure=Structure.NO_LIMIT, minimum=2)
    situation(calculator, round_number=2, pot=60, current_bet=30, raise_count=1, player_count=3, stack=200)
    situation(calculator, last_raise_given=True, last_raise=20)  # a bet of 10 raised to 30
    assert shown(calculator, "min_raise_to") == f"{30 + 20} chips"
    assert shown(calculator, "max_raise_to") == f"{0 + 200} chips"  # all the player's chips
    calculator.controls["last_raise_given"].value = False  # after a raise the engine must be told its size
    refusal(calculator, BettingError, (ids.NZG_13_5B,))


def test_nzg_13_5b_short_of_a_full_raise_the_player_may_only_tap_out():
    calculator = manila(stake=2)
    situation(calculator, round_number=2, pot=12, current_bet=4, player_count=3, stack=6)
    assert shown(calculator, "can_raise").startswith("no")
    assert "go all in to $6" in shown(calculator, "choices")


def test_int_limit_schedule_fixed_limit_third_round_plays_the_big_bet():
    calculator = RaiseCalculator()
    situation(calculator, structure=Structure.FIXED_LIMIT, small_bet=2, big_bet=4)
    situation(calculator, round_number=3, pot=20, current_bet=4, player_count=3)
    assert shown(calculator, "min_raise_to") == shown(calculator, "max_raise_to") == f"{4 + 4} chips"


def test_int_manila_raise_size_the_doubling_reading_is_selectable():
    calculator = manila(stake=2)
    situation(calculator, round_number=2, pot=20, current_bet=8, raise_count=1, player_count=4)
    calculator.controls["later_raise"].value = "double"
    assert shown(calculator, "min_raise_to") == "$16"  # 8 doubled
    assert 'href="../interpretations.html#int-manila-raise-size"' in calculator.pane.value


# --- the worked-example buttons -----------------------------------------------------------------------

PRESET_ANSWERS = {
    # preset: (to call, least raise-to, most raise-to), from the documents or the arithmetic
    "$2 manila, first round": ("$2", "$6", "$6"),
    "$5 manila, first round": ("$5", "$15", "$15"),
    "$2 manila, later round: bet $4": ("$0", "$4", "$4"),
    "$2 manila, later round: $4 raised to $8": ("$4", "$8", "$8"),
    "$2 manila, later round: $8 raised to $12": ("$8", "$12", "$12"),
    "Three raises already, four players": ("$12", "\u2014", "\u2014"),
    "Head to head": ("$4", "$20", "$20"),
    "Short stack: tap out": ("$4", "\u2014", "\u2014"),
    "Short stack: call all in, side pot": ("$1", "\u2014", "\u2014"),  # $1 behind: all of it calls (issue 12)
    "Fixed limit 2/4, third round": ("4 chips", "8 chips", "8 chips"),
    "Pot limit: pot 40 chips, call 10 chips": ("10 chips", "20 chips", "60 chips"),
    "Half pot: pot 40 chips, call 10 chips": ("10 chips", "20 chips", "35 chips"),
    "Spread limit: 2 to 6 chips": ("4 chips", "8 chips", "10 chips"),
    "No limit, after a raise": ("30 chips", "50 chips", "200 chips"),
}


def test_every_preset_has_an_expected_answer_here():
    assert set(PRESET_ANSWERS) == set(PRESETS)


def test_the_worked_examples_are_the_engines_teaching_data_in_the_engines_terms():
    """Each example names a clause of the registry and its situation by the engine's own keywords."""
    assert PRESETS is RAISE_EXAMPLES
    situation_keywords = set(inspect.signature(betting_options).parameters) - {"stakes"}
    for name, example in PRESETS.items():
        assert example.name == name and citation(example.clause).id == example.clause
        assert set(example.stakes) <= set(inspect.signature(STRUCTURE_INPUTS[example.structure].build).parameters)
        assert set(example.situation) <= situation_keywords
        assert example.inputs() == {"structure": example.structure, **example.stakes, **example.situation}


@pytest.mark.parametrize("name", list(PRESET_ANSWERS))
def test_one_click_loads_a_worked_example(name):
    calculator = RaiseCalculator()
    calculator.controls["pot"].value = -7  # whatever was there before is replaced
    calculator.preset_buttons[name].click()
    to_call, least, most = PRESET_ANSWERS[name]
    assert (shown(calculator, "amount_to_call"), shown(calculator, "min_raise_to")) == (to_call, least)
    assert shown(calculator, "max_raise_to") == most
    assert calculator.result is not None


def test_a_chapter_opens_the_calculator_on_a_preset_and_overrides_a_box():
    assert RaiseCalculator(preset="$5 manila, first round").result.value.min_raise_to == 15
    assert (
        RaiseCalculator(preset="$5 manila, first round", stake=2, pot=2, current_bet=2).result.value.min_raise_to == 6
    )
    with refused(UnknownNameError, naming=("'$3 manila'", *PRESETS)):  # the name asked for, and the presets
        RaiseCalculator(preset="$3 manila")
    with refused(RulesError, ids.NZG_13_5, naming=("'stud limit'",), only=True):
        RaiseCalculator(structure="stud limit")
    with refused(UnknownOptionError, ids.INT_MANILA_RAISE_SIZE, naming=("'triple'",), only=True):
        RaiseCalculator(later_raise="triple")
    for pot in ("lots", 2.0, True):  # a chapter gives the box an int: a box would round 2.5 silently
        with refused(RulesError, ids.INT_INPUT_SIZE, naming=("pot", repr(pot)), only=True):  # named as given
            RaiseCalculator(pot=pot)
    with pytest.raises(TypeError, match="'blind'"):
        RaiseCalculator(blind=2)


# --- the boxes follow the structure ----------------------------------------------------------------


def test_the_structure_choices_are_the_engines_structure_enum():
    calculator = RaiseCalculator()
    assert [value for _label, value in calculator.controls["structure"].options] == list(Structure)


#: The stakes each structure is given by, from the documents: "$2 manila is $2, $4, $4, $4, $8" (a stake, and
#: the reading of the later raises), a small and a big bet (int-limit-schedule), a minimum and maximum bet (NZ
#: 13.5(d)), a minimum (13.5(c), 13.5(a)); the size of the last raise counts only where raises are not fixed
#: (13.5(b)).
STAKES_BOXES = {
    Structure.MANILA_LIMIT: ({"stake", "later_raise"}, False),
    Structure.FIXED_LIMIT: ({"small_bet", "big_bet"}, False),
    Structure.SPREAD_LIMIT: ({"minimum", "maximum"}, True),
    Structure.POT_LIMIT: ({"minimum"}, True),
    Structure.HALF_POT: ({"minimum"}, True),
    Structure.NO_LIMIT: ({"minimum"}, True),
}


@pytest.mark.parametrize("structure", list(Structure))
def test_only_the_boxes_the_structure_uses_are_shown(structure):
    calculator = RaiseCalculator()
    calculator.controls["structure"].value = structure
    boxes, sized = STAKES_BOXES[structure]
    for name in ("stake", "small_bet", "big_bet", "minimum", "maximum", "later_raise"):
        hidden = calculator.controls[name].layout.display == "none"
        assert hidden == (name not in boxes), name
    assert (calculator.controls["last_raise"].layout.display != "none") == sized
    assert (calculator.controls["last_raise_given"].layout.display != "none") == sized


def test_the_last_raise_box_is_disabled_until_the_reader_says_to_use_it():
    calculator = RaiseCalculator(preset="Pot limit: pot 40 chips, call 10 chips")
    assert calculator.controls["last_raise"].disabled
    calculator.controls["last_raise_given"].value = True
    assert not calculator.controls["last_raise"].disabled


# --- bad input: the engine's message, inline ------------------------------------------------------------


def test_int_betting_round_a_negative_pot_is_shown_inline():
    calculator = RaiseCalculator(preset="$2 manila, first round")
    calculator.controls["pot"].value = -5
    refusal(calculator, BettingError, (ids.INT_BETTING_ROUND,), (-5, 0))  # a pot of 0 or more
    assert calculator.result is None
    assert "-5" in calculator.explanation_text()
    calculator.controls["pot"].value = 2  # correcting the box brings the answer back
    assert shown(calculator, "min_raise_to") == "$6"


def test_pp_manila2_raise_cap_a_fourth_raise_with_three_players_is_an_illegal_input():
    calculator = RaiseCalculator(preset="Three raises already, four players")
    calculator.controls["raise_count"].value = 4
    refusal(calculator, BettingError, (ids.PP_MANILA2_RAISE_CAP,), (4, 3))  # 4 raises; the cap is 3


def test_int_betting_round_put_in_above_the_bet_is_shown_inline():
    calculator = RaiseCalculator(preset="$2 manila, first round")
    calculator.controls["put_in"].value = 6
    refusal(calculator, BettingError, (ids.INT_BETTING_ROUND,), ("$6", "$2"))  # put in $6; the bet is $2


def test_pp_manila2_structure_a_sixth_round_is_shown_inline():
    calculator = RaiseCalculator(preset="$2 manila, first round")
    calculator.controls["round_number"].value = 6
    refusal(calculator, BettingError, (ids.PP_MANILA2_STRUCTURE,), (6, 1, 5))  # "$2, $4, $4, $4, $8": rounds 1 to 5


@pytest.mark.parametrize(
    ("box", "value", "kind", "rule", "named"),
    [
        ("player_count", 1, PlayerCountError, ids.INT_UNCONTESTED_POT, (1,)),  # one player left wins the pot
        ("player_count", 0, PlayerCountError, ids.INT_BETTING_ROUND, (0, 2)),  # a round needs 2 or more
        ("player_count", -3, PlayerCountError, ids.INT_BETTING_ROUND, (-3, 2)),
        ("raise_count", -1, BettingError, ids.INT_BETTING_ROUND, (-1,)),
        ("current_bet", -1, BettingError, ids.INT_BETTING_ROUND, (-1,)),
        ("round_number", 0, BettingError, ids.PP_MANILA2_STRUCTURE, (0, 1, 5)),  # rounds 1 to 5
        ("round_number", 10**12, BettingError, ids.PP_MANILA2_STRUCTURE, (10**12,)),  # as typed, not a bound
        ("stack", 0, BettingError, ids.INT_BETTING_ROUND, (0, 1)),  # 1 or more chips behind
        ("stake", -2, BettingError, ids.PP_MANILA2_STRUCTURE, (-2,)),
    ],
)
def test_int_betting_round_out_of_range_numbers_are_shown_inline_in_plain_words(box, value, kind, rule, named):
    calculator = RaiseCalculator(preset="$2 manila, first round")
    calculator.controls[box].value = value
    refusal(calculator, kind, (rule,), named)
    assert calculator.result is None


@pytest.mark.parametrize(("box", "typed"), [("pot", 40.5), ("stake", 2.5), ("player_count", float("nan"))])
def test_int_input_size_a_fraction_typed_in_a_box_is_refused_inline_not_rounded(box, typed):
    calculator = RaiseCalculator(preset="$2 manila, first round")
    calculator.controls[box].value = typed
    message = error_shown(calculator)
    assert calculator.result is None and cited(calculator.error.because) == (ids.INT_INPUT_SIZE,)
    assert calculator.controls[box].description in message  # the box named by its label
    calculator.controls[box].value = {"pot": 2, "stake": 2, "player_count": 4}[box]
    assert shown(calculator, "min_raise_to") == "$6"


def test_pp_manila2_structure_a_zero_stake_is_shown_inline_with_its_rule():
    calculator = RaiseCalculator(preset="$2 manila, first round")
    calculator.controls["stake"].value = 0
    refusal(calculator, BettingError, (ids.PP_MANILA2_STRUCTURE,), (0, 1))  # a stake of 1 or more


def test_nzg_13_5a_a_spread_maximum_below_the_minimum_is_shown_inline():
    calculator = RaiseCalculator(preset="Spread limit: 2 to 6 chips")
    calculator.controls["maximum"].value = 1
    refusal(calculator, BettingError, (ids.NZG_13_5A,), (1, 2))  # a maximum of 1, below the minimum of 2


# --- explained, linked, and readable without a kernel ------------------------------------------------------


def test_every_step_is_linked_to_its_clause_and_every_clause_is_quoted():
    calculator = RaiseCalculator(preset="$2 manila, later round: $8 raised to $12")
    pane = calculator.pane.value
    for step in calculator.result.because:
        assert f'#{step.clause}"' in pane
        assert html.escape(step.text) in pane
        assert html.escape(citation(step.clause).quote) in pane
    # the document's own words for the cap, quoted
    assert "Only 3 raises per round permitted when there are more than 2 players in the game." in pane


def test_links_follow_the_link_base_the_server_sets(monkeypatch):
    monkeypatch.setenv("RULES_BOOK_LINK_BASE", "/voila/files/_build/html/book/")
    calculator = RaiseCalculator(preset="$2 manila, first round")
    assert 'href="/voila/files/_build/html/book/rules/pokerpages.html#pp-manila2-first-raise"' in calculator.pane.value


def test_the_static_explanation_is_what_the_widget_shows():
    calculator = RaiseCalculator(preset="Pot limit: pot 40 chips, call 10 chips")
    assert calculator.explanation_html() == calculator.pane.value
    static = calculator.explanation()
    assert static._repr_html_() == calculator.pane.value  # Jupyter and Voila show the same HTML
    text = calculator.explanation_text()
    assert repr(static) == text  # text/plain, which nbval compares
    assert text.splitlines()[0] == "You may call 10 chips, raise to between 20 and 60 chips or fold."
    assert "[nzg-13-5c]" in text
    markdown = static._repr_markdown_()  # the book's form: searchable, its clause roles checked by the build
    assert "| Most raise to | 60 chips |" in markdown
    assert (
        "Pot 40 chips + call 10 chips = 50 chips, so you may raise by up to 50 chips, to 60 chips. "
        "\u2014 {clause}`nzg-13-5c`"
    ) in markdown
    assert "ratio to the pot (half pot or full pot)" in markdown


def test_the_static_explanation_of_an_error_is_the_engines_message():
    calculator = RaiseCalculator(preset="$2 manila, first round", pot=-1)
    static = calculator.explanation()
    assert repr(static) == calculator.error.message and "-1" in repr(static)
    assert 'role="alert"' in static._repr_html_()


def test_the_last_expression_of_a_cell_displays_the_widget():
    calculator = RaiseCalculator(preset="$2 manila, first round")
    bundle = calculator._repr_mimebundle_()
    assert bundle["application/vnd.jupyter.widget-view+json"]["model_id"] == calculator.view.model_id
    assert bundle["text/plain"] == calculator.explanation_text()


def test_every_control_has_a_visible_label():
    calculator = RaiseCalculator()
    for name, control in calculator.controls.items():
        assert control.description, name
    for button in calculator.preset_buttons.values():
        assert button.description and button.tooltip
