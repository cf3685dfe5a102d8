"""What a reader types into a notebook cell: every public function refuses bad input at the door.

Issue 11, items 9 and 10: sizes are checked before anything is built (``int-input-size``),
and a value of the wrong kind raises a :class:`RulesError` citing its rule, or a
``TypeError`` naming the parameter -- never an ``AttributeError``, ``KeyError`` or a
``TypeError`` from deep inside.  The named examples are the issue's own.

Issue 27, item 4 (the engine at the door): the fuzz's own inputs -- arguments nested 100,000 deep,
an argument whose ``__repr__`` raises, numbers of thousands of digits, a yes-or-no given as ``1``,
an unknown clause id, a list of a million items quoted in a message -- are refused by every public
function with the engine's error or a ``TypeError`` naming the parameter, in a message that quotes
a bounded excerpt of what it was given.  ``tests/test_engine_door.py`` sweeps hostile objects.
"""

from __future__ import annotations

import inspect
import random
import time
from collections.abc import Callable
from typing import Any

import pytest
from budget import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from refusals import refused

import engine
from engine import (
    DECK_52,
    EIGHT_OR_BETTER,
    PlayerCountError,
    RulesError,
    citation,
    clause,
    deal,
    low_of,
    manillen,
    no_limit,
    showdown,
    showdown_chances,
    start_round,
    start_walkthrough,
    stud_opener,
)
from engine.errors import BettingError, CardCountError, RuleViolation, ScoreError, UnknownNameError
from engine.manillen import call_trump, deal_score, trick_winner
from engine.words import excerpt

HANDS = {1: "As Ad", 2: "Kc Kd"}
BOARD = "2c 7d 9h Js 3s"
HOLDEM = "Texas Hold 'Em"


def _ids(error: RulesError) -> list[str]:
    return [step.clause for step in error.because]


def _holdem_deal() -> engine.Deal:
    return deal(HOLDEM, rng=random.Random(1), button=1, players=3)


# -- item 9: sizes are checked before anything is built ------------------------------------------


def test_showdown_seats_of_a_billion_refused_before_listing_them() -> None:
    with pytest.raises(PlayerCountError) as caught:
        showdown(HOLDEM, HANDS, BOARD, pot=10, button=1, seats=range(10**9))
    assert _ids(caught.value) == ["int-table-size"]


def test_showdown_seats_from_an_endless_iterator_refused() -> None:
    def endless() -> Any:
        seat = 0
        while True:
            seat += 1
            yield seat

    with pytest.raises(PlayerCountError) as caught:
        showdown(HOLDEM, HANDS, BOARD, pot=10, button=1, seats=endless())
    assert _ids(caught.value) == ["int-table-size"]


def test_showdown_chances_deals_are_bounded_int_input_size() -> None:
    with refused(RulesError, naming=("1,000,000",)) as caught:
        showdown_chances(HOLDEM, deals=10**9, rng=random.Random(1))
    assert _ids(caught.value) == ["int-input-size"]


@pytest.mark.parametrize("pot", [10**100, 10**9 + 1])
def test_showdown_pot_is_bounded_like_stakes(pot: int) -> None:
    with pytest.raises(RulesError) as caught:
        showdown(HOLDEM, HANDS, BOARD, pot=pot, button=1)
    assert _ids(caught.value) == ["int-input-size"]


def test_start_round_stack_is_bounded_like_stakes() -> None:
    with pytest.raises(BettingError) as caught:
        start_round(no_limit(minimum=2), stacks={1: 10**100, 2: 100})
    assert _ids(caught.value) == ["int-input-size"]


def test_start_round_pot_is_bounded_like_stakes() -> None:
    with pytest.raises(BettingError) as caught:
        start_round(no_limit(minimum=2), stacks={1: 100, 2: 100}, pot=10**100)
    assert _ids(caught.value) == ["int-input-size"]


def test_walkthrough_stacks_are_bounded_like_stakes() -> None:
    with pytest.raises(BettingError) as caught:
        start_walkthrough(_holdem_deal(), stacks=10**100)
    assert "int-input-size" in _ids(caught.value)


def test_betting_options_pot_is_bounded_like_stakes() -> None:
    with pytest.raises(BettingError) as caught:
        engine.betting_options(
            no_limit(minimum=2), round_number=1, pot=10**100, current_bet=2, player_count=3, stack=100
        )
    assert _ids(caught.value) == ["int-input-size"]


@pytest.mark.parametrize("ties_before", [21, 4000, 100_000])
def test_deal_score_ties_before_bounded_mp_tie_30(ties_before: int) -> None:
    contract = call_trump("hearts", player_count=3, dealer=1)
    with refused(ScoreError, naming=("ties_before", 20)) as caught:
        deal_score(contract, 40, ties_before=ties_before)
    assert _ids(caught.value) == ["mp-tie-30", "int-input-size"]


def test_deal_score_twenty_ties_before_is_scored_and_a_twenty_first_tie_described() -> None:
    contract = call_trump("hearts", player_count=3, dealer=1)
    assert deal_score(contract, 40, ties_before=20).multiplier == 2**20
    assert deal_score(contract, 30, ties_before=20).score == 0


# -- item 10: wrong kinds get a clear error naming the parameter ----------------------------------


def test_showdown_hands_not_a_mapping_names_hands() -> None:
    with refused(TypeError, naming=("hands", 5)):
        showdown(HOLDEM, 5, BOARD, pot=10, button=1)  # type: ignore[arg-type]


def test_stud_opener_up_cards_none_names_up_cards() -> None:
    with refused(TypeError, naming=("up_cards", None)):
        stud_opener("Seven-Card Stud", None)  # type: ignore[arg-type]


def test_low_of_rule_none_names_rule() -> None:
    with refused(TypeError, naming=("rule", None)):
        low_of("Ac 2d 4h 7s 8c", None)  # type: ignore[arg-type]


def test_start_walkthrough_of_none_names_deal() -> None:
    with refused(TypeError, naming=("deal", None)):
        start_walkthrough(None)  # type: ignore[arg-type]


def test_start_walkthrough_stacks_missing_seats_refused_int_betting_round() -> None:
    with refused(PlayerCountError, naming=("stacks", {1: -5}, "2 and 3")) as caught:
        start_walkthrough(_holdem_deal(), stacks={1: -5})
    assert _ids(caught.value) == ["int-betting-round"]


def test_start_walkthrough_negative_stack_refused() -> None:
    with pytest.raises(BettingError) as caught:
        start_walkthrough(_holdem_deal(), stacks={1: -5, 2: 100, 3: 100})
    assert _ids(caught.value) == ["int-input-size"]


def test_deal_score_of_none_names_contract() -> None:
    with refused(TypeError, naming=("contract", None)):
        deal_score(None, 30)  # type: ignore[arg-type]


def test_citation_of_a_list_names_clause_id() -> None:
    with refused(TypeError, naming=("clause_id",)):
        citation([])  # type: ignore[arg-type]


def test_clause_of_a_dict_names_clause_id() -> None:
    with refused(TypeError, naming=("clause_id",)):
        clause({})  # type: ignore[arg-type]


@pytest.mark.parametrize("button", [True, 2.0, 1.0])
def test_showdown_button_must_be_a_seat_number_hr_holdem_button(button: object) -> None:
    with pytest.raises(PlayerCountError) as caught:
        showdown(HOLDEM, HANDS, BOARD, pot=10, button=button)  # type: ignore[arg-type]
    assert _ids(caught.value) == ["hr-holdem-button", "int-odd-chip-by-game"]


@pytest.mark.parametrize("button", [True, 2.0, 1.0])
def test_deal_button_must_be_a_seat_number_nzg_14_1b(button: object) -> None:
    with pytest.raises(PlayerCountError) as caught:
        deal(HOLDEM, rng=random.Random(1), button=button, players=3)  # type: ignore[arg-type]
    assert _ids(caught.value) == ["nzg-14-1b"]


def test_showdown_refuses_a_seat_named_twice_like_deal() -> None:
    with pytest.raises(PlayerCountError) as caught:
        showdown(HOLDEM, HANDS, BOARD, pot=10, button=1, seats=[1, 1, 2])
    assert _ids(caught.value) == ["int-table-size", "nzg-14-1b"]
    with pytest.raises(PlayerCountError):
        deal(HOLDEM, rng=random.Random(1), button=1, seats=[1, 1, 2])


def test_stud_opener_dealer_must_be_a_seat_at_the_table() -> None:
    with refused(PlayerCountError, naming=("dealer", 10**9, 99)) as caught:
        stud_opener("Seven-Card Stud", {1: "Kd", 2: "3c"}, dealer=10**9)
    assert _ids(caught.value) == ["int-table-size", "int-input-size"]


def test_stud_opener_house_dealer_and_seat_dealers_still_answer() -> None:
    assert stud_opener("Seven-Card Stud", {1: "Kd", 2: "3c", 3: "9s"}).value == 2
    assert stud_opener("Seven-Card Stud", {1: "Kd", 2: "3c", 3: "9s"}, dealer=9).value == 2


def test_trick_winner_refuses_more_cards_than_a_trick_holds_mp_players() -> None:
    with pytest.raises(CardCountError) as caught:
        trick_winner("7h 8h 9h Th Jh Qh Kh Ah 7c 8c", trump=None)
    assert _ids(caught.value) == ["mp-players", "int-mp-one-card"]  # one card from each player
    assert trick_winner("7h 8h 9h Th Jh Qh", trump=None) == 3  # the ten, the manille, is highest


# -- every public function, with garbage for each parameter in turn ------------------------------


def _manillen_deal() -> manillen.Deal:
    return manillen.deal(3, 1, random.Random(1), cut=12)


def _contract() -> manillen.Contract:
    return call_trump("hearts", player_count=3, dealer=1)


def _play_state() -> manillen.PlayState:
    return manillen.start_play(_manillen_deal(), _contract())


def _won_trick() -> manillen.Trick:
    return manillen.play_randomly(_play_state(), random.Random(1)).tricks[0]


def _stakes() -> engine.Stakes:
    return no_limit(minimum=2, blinds=(1, 2))


#: Valid arguments for every public function, by parameter name; each call builds fresh values.
VALID: dict[str, Callable[[], dict[str, Any]]] = {
    "explain_ranking": lambda: {"ranking": "manila", "deck": 32},
    "explain_straights": lambda: {"ranking": "manila", "deck": 32},
    "explore_hand": lambda: {"cards": "As Ks Qs Js Ts", "ranking": "standard", "deck": 52},
    "ranking_report": lambda: {"ranking": "manila", "deck": 32},
    "find_ranking": lambda: {"ranking": "manila"},
    "category_formulas": lambda: {"ranking": engine.MANILA, "deck": engine.DECK_32},
    "calculator_inputs": lambda: {"structure": engine.Structure.NO_LIMIT},
    "short_all_in_pots": lambda: {"stakes": _stakes(), "pot": 10, "current_bet": 4, "put_in": 0, "stack": 2, "player_count": 3},
    "showdown_chances": lambda: {"game": HOLDEM, "deals": 5, "rng": random.Random(1)},
    "start_walkthrough": lambda: {"deal": _holdem_deal(), "stacks": None},
    "betting_options": lambda: {
        "stakes": _stakes(),
        "round_number": 1,
        "pot": 3,
        "current_bet": 2,
        "player_count": 3,
        "stack": 100,
    },
    "betting_structure": lambda: {"stakes": _stakes()},
    "fixed_limit": lambda: {"small_bet": 2},
    "half_pot": lambda: {"minimum": 2},
    "manila_limit": lambda: {"stake": 2},
    "no_limit": lambda: {"minimum": 2},
    "pot_limit": lambda: {"minimum": 2},
    "round_bet": lambda: {"stakes": _stakes(), "round_number": 1},
    "spread_limit": lambda: {"minimum": 2, "maximum": 10},
    "start_round": lambda: {"stakes": _stakes(), "stacks": {1: 100, 2: 100, 3: 100}},
    "deal": lambda: {"game": HOLDEM, "rng": random.Random(1), "button": 1, "players": 3},
    "default_stakes": lambda: {"game": HOLDEM},
    "parse_cards": lambda: {"cards": "As Kd"},
    "all_clauses": dict,
    "citation": lambda: {"clause_id": "nzg-13-5a"},
    "clause": lambda: {"clause_id": "nzg-13-5a"},
    "find_game": lambda: {"name": HOLDEM},
    "best_hand": lambda: {"game": HOLDEM, "hole": "As Ad", "board": BOARD},
    "best_low": lambda: {"game": "Omaha Hi-Lo", "hole": "As 2d 3c 4h", "board": "5c 7d 9h Js 3s"},
    "low_of": lambda: {"cards": "As 2d 3c 4h 5s", "rule": EIGHT_OR_BETTER},
    "evaluate": lambda: {"cards": "As Ks Qs Js Ts"},
    "showdown": lambda: {"game": HOLDEM, "hands": dict(HANDS), "board": BOARD, "pot": 10, "button": 2},
    "split_pot": lambda: {"game": HOLDEM, "pot": 25, "high_winners": (1, 3), "seats": (1, 2, 3)},
    "side_pots": lambda: {"contributions": {1: 10, 2: 40, 3: 40}, "folded": (3,)},
    "stud_opener": lambda: {"game": "Seven-Card Stud", "up_cards": {1: "As", 2: "Kd"}},
    "choose_seats": lambda: {"wishes": {"Ana": 3, "Cy": 3}, "rng": random.Random(1), "deck": DECK_52},
    "fill_vacated_seat": lambda: {
        "seat": 4,
        "movers": {"Ben": 7, "Cy": 1},
        "waiting": ["Dee"],
        "rng": random.Random(1),
        "deck": DECK_52,
    },
    "may_chop": lambda: {"game": "2 Card Manila", "seats": [1, 2]},
    "return_after_missed_blinds": lambda: {"missed": "both blinds", "choice": "post the missed blinds", "stake": 4},
    "absent_player": lambda: {"blind": "the big blind", "present": False, "stake": 4},
    "manillen.call_trump": lambda: {"trump": "hearts", "player_count": 3, "dealer": 1},
    "manillen.call_text": lambda: {"trump": engine.Suit.HEARTS},
    "manillen.won_step": lambda: {"trick": _won_trick(), "trump": engine.Suit.HEARTS},
    "manillen.deal": lambda: {"player_count": 3, "dealer": 1, "rng": random.Random(1)},
    "manillen.deal_pack": lambda: {"pack": list(engine.MANILLEN_DECK.cards), "player_count": 3, "dealer": 1},
    "manillen.parse_call": lambda: {"call": "hearts"},
    "manillen.deal_score": lambda: {"contract": _contract(), "dealer_points": 40},
    "manillen.new_game": lambda: {"player_count": 3, "first_dealer": 1},
    "manillen.play_random_game": lambda: {"rng": random.Random(1)},
    "manillen.score_deal": lambda: {"state": manillen.play_randomly(_play_state(), random.Random(1))},
    "manillen.tie_factor": lambda: {"ties_before": 1},
    "manillen.tournament": lambda: {"games": [manillen.play_random_game(random.Random(seed)) for seed in range(2)]},
    "manillen.card_points": lambda: {"card": "As"},
    "manillen.count_points": lambda: {"cards": "As Ks"},
    "manillen.strength": lambda: {"card": "As"},
    "manillen.beats": lambda: {"card": "As", "winning": "Ks", "trump": "hearts"},
    "manillen.legal_plays": lambda: {"hand": "As Ks", "trump": "hearts", "dealer": 1},
    "manillen.play_randomly": lambda: {"state": _play_state(), "rng": random.Random(1)},
    "manillen.random_deal": lambda: {"rng": random.Random(1)},
    "manillen.start_play": lambda: {"deal": _manillen_deal(), "contract": _contract()},
    "manillen.trick_winner": lambda: {"cards": "As Ks Qs", "trump": "hearts"},
}


def _function(name: str) -> Callable[..., Any]:
    module, _, attribute = name.rpartition(".")
    found: Callable[..., Any] = getattr(manillen if module == "manillen" else engine, attribute)
    return found


def _public_functions() -> list[str]:
    names = [name for name in engine.__all__ if inspect.isfunction(getattr(engine, name))]
    names += [f"manillen.{name}" for name in manillen.__all__ if inspect.isfunction(getattr(manillen, name))]
    return names


def test_every_public_function_has_valid_arguments_here() -> None:
    assert sorted(_public_functions()) == sorted(VALID)


#: (function, parameter) pairs, one for every parameter of every public function.
CASES = [(name, parameter) for name in VALID for parameter in inspect.signature(_function(name)).parameters]


def _call(name: str, arguments: dict[str, Any]) -> Any:
    return call_with(_function(name), arguments)


def call_with(function: Any, arguments: dict[str, Any]) -> Any:
    """``function`` called with ``arguments`` by name: its required positional parameters by position."""
    positional, keywords = [], {}
    for parameter in inspect.signature(function).parameters.values():
        if parameter.name not in arguments:
            continue
        if parameter.kind is parameter.POSITIONAL_OR_KEYWORD and parameter.default is parameter.empty:
            positional.append(arguments[parameter.name])
        else:
            keywords[parameter.name] = arguments[parameter.name]
    return function(*positional, **keywords)


@pytest.mark.parametrize("name", sorted(VALID))
def test_valid_arguments_are_accepted(name: str) -> None:
    _call(name, VALID[name]())


_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.floats(allow_nan=True),
    st.text(max_size=12),
    st.binary(max_size=4),
    st.integers(-(10**6), 10**6),
    st.sampled_from([-1, 0, 10**9, -(10**9), 10**100, -(10**100), 10**4000]),
    st.sampled_from([range(10**9), object(), frozenset({1}), (1, 2), "As Ad", "hearts", 2.0]),
)
#: Wrong kinds of value: scalars, and lists and mappings of them, nested a little.
GARBAGE = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.tuples(inner, inner),
        st.dictionaries(st.one_of(st.integers(-3, 12), st.text(max_size=3), st.none()), inner, max_size=4),
    ),
    max_leaves=8,
)


@pytest.mark.parametrize(("name", "parameter"), CASES)
@settings(max_examples=examples(8), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=GARBAGE)
def test_public_function_refuses_garbage_with_a_named_error(name: str, parameter: str, value: object) -> None:
    arguments = VALID[name]()
    arguments[parameter] = value
    started = time.perf_counter()
    try:
        _call(name, arguments)
    except (RulesError, UnknownNameError):  # a rule refused it, or a registry does not hold the name
        pass
    except TypeError as error:
        assert parameter in str(error), f"{name}({parameter}={excerpt(value)}): {error}"
    assert time.perf_counter() - started < 5, f"{name}({parameter}={excerpt(value)}) took too long"


# -- issue 27, item 4: the engine at the door ------------------------------------------------------

#: The longest message a refusal of any of the values below may write: its sentence, the rule's ids and
#: a bounded excerpt of the value (:func:`engine.words.excerpt`, at most 80 characters), never the value whole.
MESSAGE_BOUND = 1_000


def _nested(depth: int, wrap: Callable[[object], object]) -> object:
    value: object = 1
    for _ in range(depth):
        value = wrap(value)
    return value


class _ReprRaises:
    """An argument whose ``__repr__`` and ``__str__`` raise (the fuzz's RuntimeError)."""

    def __repr__(self) -> str:
        raise RuntimeError("a __repr__ that raises")

    __str__ = __repr__


#: The fuzz's arguments that no parameter of any public function takes, each made when a test asks for it
#: (a test process that holds them all, with the lists below, grows towards the live kernel's memory bound,
#: which the kernel guard's tests in the same process check).
DOOR_VALUES: dict[str, Callable[[], object]] = {
    "a list nested 100,000 deep": lambda: _nested(100_000, lambda inner: [inner]),
    "a tuple nested 100,000 deep": lambda: _nested(100_000, lambda inner: (inner,)),
    "a dict nested 100,000 deep": lambda: _nested(100_000, lambda inner: {1: inner}),
    "an object whose __repr__ raises": _ReprRaises,
    "a number of 4,001 digits": lambda: 10**4000,
    "a number of 5,001 digits": lambda: -(10**5000),
}


def _outcome(name: str, parameter: str, value: object) -> str | None:
    """What ``name`` does with ``value`` for ``parameter``: ``None`` for a refusal as the door requires (the
    engine's error, or a ``TypeError`` naming the parameter, in a bounded message), else what went wrong."""
    arguments = VALID[name]()
    arguments[parameter] = value
    try:
        _call(name, arguments)
    except (RulesError, UnknownNameError, TypeError) as error:
        message = str(error)
        if isinstance(error, TypeError) and not isinstance(error, RulesError) and parameter not in message:
            return f"a TypeError that does not name {parameter}: {message[:200]}"
        return None if len(message) <= MESSAGE_BOUND else f"a message of {len(message):,} characters"
    except Exception as error:  # noqa: BLE001 -- what the door must never let through
        return f"{type(error).__name__}: {str(error)[:200]}"
    return "accepted"


@pytest.fixture(scope="module")
def door_values() -> dict[str, object]:
    """The values of :data:`DOOR_VALUES`, made once for this module's tests and let go after them."""
    return {label: make() for label, make in DOOR_VALUES.items()}


@pytest.mark.parametrize("name", sorted(VALID))
def test_every_parameter_refuses_deep_nesting_a_raising_repr_and_huge_numbers(name: str, door_values: dict[str, object]) -> None:
    values = door_values
    problems = [
        f"{name}({parameter}={label}): {found}"
        for parameter in inspect.signature(_function(name)).parameters
        for label, value in values.items()
        if (found := _outcome(name, parameter, value)) is not None
    ]
    assert not problems, "\n".join(problems)


#: A list of a million items (the fuzz's; one number a million times, to keep the test process small), and a
#: mapping of a hundred thousand: what a message quotes of them must be an excerpt.
MILLION = [7] * 10**6
HUGE: dict[str, object] = {
    "a list of a million items": MILLION,
    "a dict of 100,000 items": dict.fromkeys(range(10**5), 1),
}


@pytest.mark.parametrize("name", sorted(VALID))
def test_a_refusal_of_a_million_items_quotes_a_bounded_excerpt(name: str) -> None:
    problems = [
        f"{name}({parameter}={label}): {found}"
        for parameter in inspect.signature(_function(name)).parameters
        for label, value in HUGE.items()
        if (found := _outcome(name, parameter, value)) not in (None, "accepted")
    ]
    assert not problems, "\n".join(problems)


def _round() -> engine.BettingRound:
    return start_round(no_limit(minimum=2, blinds=(1, 2)), stacks={1: 100, 2: 100, 3: 100})


@pytest.mark.parametrize("label", [*DOOR_VALUES, *HUGE])
@pytest.mark.parametrize("act", ["fold", "check", "call", "all_in"])
def test_a_betting_action_for_a_seat_that_is_no_seat_is_out_of_turn_int_betting_round(act: str, label: str) -> None:
    value = DOOR_VALUES[label]() if label in DOOR_VALUES else HUGE[label]
    with pytest.raises(RuleViolation) as caught:
        getattr(_round(), act)(seat=value)
    assert _ids(caught.value) == ["int-betting-round"]
    assert len(str(caught.value)) <= MESSAGE_BOUND  # a seat of a million items was quoted whole: 7.9 million characters


@pytest.mark.parametrize("lookup", [clause, citation])
@pytest.mark.parametrize("clause_id", ["pp-manila9-deck", "int-shufle", "method-simulation-margins", "", "x" * 10**6])
def test_an_unknown_clause_id_is_refused_with_the_engines_error_int_input_size(
    lookup: Callable[[str], object], clause_id: str
) -> None:
    with pytest.raises(RulesError) as caught:
        lookup(clause_id)
    assert isinstance(caught.value, LookupError)  # and still the LookupError its callers may catch
    assert _ids(caught.value) == ["int-input-size"]
    assert len(str(caught.value)) <= MESSAGE_BOUND


#: Every parameter of a public function that is documented as True or False.
FLAGS = [
    ("absent_player", "present"),
    ("betting_options", "cap_reached"),
    ("deal", "canberra"),
    ("fixed_limit", "small_blind_live"),
    ("manila_limit", "live_blind"),
    ("manillen.call_trump", "blind"),
    ("parse_cards", "lenient"),
    ("start_round", "must_open"),
]


def test_the_yes_or_no_parameters_are_all_listed_here() -> None:
    annotated = {
        (name, parameter.name)
        for name in VALID
        for parameter in inspect.signature(_function(name)).parameters.values()
        if parameter.annotation in ("bool", bool)
    }
    assert annotated == set(FLAGS)


@pytest.mark.parametrize(("name", "parameter"), FLAGS)
@pytest.mark.parametrize("value", [1, 0, 1.0, "yes", "", None, [], [0], _ReprRaises()])
def test_a_yes_or_no_parameter_takes_only_true_or_false(name: str, parameter: str, value: object) -> None:
    arguments = VALID[name]()
    arguments[parameter] = value
    with pytest.raises((TypeError, RulesError)) as caught:
        _call(name, arguments)
    if not isinstance(caught.value, RulesError):
        assert parameter in str(caught.value)


@pytest.mark.parametrize(("name", "parameter"), FLAGS)
@pytest.mark.parametrize("value", [True, False])
def test_a_yes_or_no_parameter_takes_true_and_false(name: str, parameter: str, value: bool) -> None:
    arguments = VALID[name]()
    arguments[parameter] = value
    try:
        _call(name, arguments)
    except RulesError:  # a rule may refuse the yes (a blind call of hearts), never the kind of value
        pass


@pytest.mark.parametrize(
    ("name", "parameter", "value"),
    [
        ("parse_cards", "where", 5),
        ("fixed_limit", "clauses", 5),
        ("split_pot", "cards", 5),
        ("manillen.deal_pack", "shuffled", "shuffled"),
        ("default_stakes", "blind_count", [1]),
        ("default_stakes", "blind_count", 10**4000),
    ],
)
def test_a_value_of_the_wrong_kind_is_refused_even_where_it_is_seldom_read(name: str, parameter: str, value: object) -> None:
    assert _outcome(name, parameter, value) is None


def test_several_blinds_are_refused_in_a_game_with_its_own_nzg_14_1c() -> None:
    with pytest.raises(BettingError) as caught:
        engine.default_stakes(HOLDEM, blind_count=2)
    assert _ids(caught.value) == ["nzg-14-1c"]
    assert engine.default_stakes("2 Card Manila", blind_count=2).blind_amounts == (2, 2)


@pytest.mark.parametrize(
    ("name", "parameter"),
    [("start_round", "dealt_count"), ("manillen.won_step", "number"), ("short_all_in_pots", "pot"), ("short_all_in_pots", "stack")],
)
def test_a_number_of_4001_digits_is_refused_int_input_size(name: str, parameter: str) -> None:
    arguments = VALID[name]()
    arguments[parameter] = 10**4000
    with pytest.raises(RulesError) as caught:
        _call(name, arguments)
    assert "int-input-size" in _ids(caught.value)
    assert len(str(caught.value)) <= MESSAGE_BOUND
