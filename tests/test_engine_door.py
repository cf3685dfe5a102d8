"""The engine at the door (issue 27, item 4): whatever a cell passes, a public function answers in words.

A Hypothesis sweep gives every parameter of every public function (``engine.__all__``,
``engine.manillen.__all__``), of the teaching and quiz faces the widgets call, and of the betting
round's and the walkthrough's actions, the values a hostile or careless cell can build: lists,
tuples and mappings nested up to 100,000 deep, objects whose ``__repr__``, ``__str__``, ``__eq__``,
``__hash__``, ``__len__``, ``__iter__``, ``__index__`` (and more) raise, subclasses of ``int``,
``str``, ``list`` and ``dict`` whose own methods raise, numbers of up to 20,000 digits, and
containers of a million items.  Each is refused with the engine's error (a ``RulesError``) or a
``TypeError`` naming the parameter -- or, where it is a value the parameter takes, accepted -- and
never with the hostile object's own exception, a ``RecursionError`` or a message that quotes the
value whole: every message quotes a bounded excerpt (:func:`engine.words.excerpt`), which is what
keeps the refusal fast.  The sweep's examples are few in the default ``fast`` profile (tests/budget.py).
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable
from typing import Any

import pytest
import test_public_inputs as public
from budget import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
import engine.teaching as teaching
import engine.teaching.quiz as quiz
from engine import DECK_52, EIGHT_OR_BETTER, RulesError, UnknownNameError
from engine.documents import check_option, ids
from engine.words import EXCERPT_LENGTH, excerpt

# -- the hostile values -------------------------------------------------------------------------------

#: The methods a hostile object's class makes raise.
HOSTILE_METHODS = (
    "__repr__",
    "__str__",
    "__format__",
    "__eq__",
    "__ne__",
    "__lt__",
    "__hash__",
    "__len__",
    "__iter__",
    "__next__",
    "__index__",
    "__int__",
    "__float__",
    "__bool__",
    "__getitem__",
    "__contains__",
    "keys",
    "items",
)


class Hostile(RuntimeError):
    """What a hostile object raises: never what the engine may raise."""


def _boom(*_args: object, **_kwargs: object) -> Any:
    raise Hostile("a hostile method")


def _hostile(base: type, names: frozenset[str], seed: object) -> object:
    """An instance of a new subclass of ``base`` (``object``, ``int``, ``str``, ``list``, ``dict``) whose
    ``names`` raise; built from ``seed`` through the base class itself, so no hostile method runs."""
    kind = type(f"Hostile{base.__name__.title()}", (base,), dict.fromkeys(names, _boom))
    return kind() if base is object else kind.__new__(kind, seed) if base in (int, str) else _filled(kind, base, seed)


def _filled(kind: type, base: type, seed: object) -> object:
    made = kind.__new__(kind)
    base.__init__(made, seed)  # list.__init__ and dict.__init__ fill it without calling its own methods
    return made


_SEEDS = {object: None, int: 3, str: "As Kd", list: [1, 2], dict: {1: "As Kd", 2: 100}}
HOSTILE_OBJECTS = st.builds(
    lambda base, names: _hostile(base, names, _SEEDS[base]),
    st.sampled_from(list(_SEEDS)),
    st.frozensets(st.sampled_from(HOSTILE_METHODS), min_size=1, max_size=4),
)


def _nested(depth: int, kind: str, leaf: object) -> object:
    value = leaf
    for _ in range(depth):
        value = [value] if kind == "list" else (value,) if kind == "tuple" else {1: value}
    return value


NESTED = st.builds(
    _nested,
    st.one_of(st.integers(0, 50), st.integers(900, 1_100), st.sampled_from([100_000])),
    st.sampled_from(["list", "tuple", "dict"]),
    st.one_of(st.just(1), st.just("As"), HOSTILE_OBJECTS),
)
HUGE_NUMBERS = st.builds(lambda digits, sign: sign * 10**digits, st.integers(80, 20_000), st.sampled_from([1, -1]))
#: Containers of a million items (a hundred thousand for a mapping or a set), built once and sharing their
#: numbers, so that the test process stays far below the live kernel's memory bound (widgets/kernel_guard.py).
HUGE_CONTAINERS = st.sampled_from(
    [
        public.MILLION,
        tuple(public.MILLION),
        public.HUGE["a dict of 100,000 items"],
        set(public.HUGE["a dict of 100,000 items"]),
        "As " * 10**6,
        b"x" * 10**6,
    ]
)
HOSTILE = st.one_of(
    HOSTILE_OBJECTS,
    NESTED,
    HUGE_NUMBERS,
    HUGE_CONTAINERS,
    st.lists(HOSTILE_OBJECTS, min_size=1, max_size=3),
    st.dictionaries(st.integers(1, 3), HOSTILE_OBJECTS, min_size=1, max_size=2),
)


# -- the faces: every public function, and what the widgets call besides -------------------------------


def _round() -> engine.BettingRound:
    return engine.start_round(engine.no_limit(minimum=2, blinds=(1, 2)), stacks={1: 100, 2: 100, 3: 100})


def _walkthrough() -> engine.Walkthrough:
    """A walkthrough at its first betting decision."""
    walk = engine.start_walkthrough(engine.deal("Texas Hold 'Em", rng=random.Random(1), button=1, players=3))
    while not walk.waiting:
        walk = walk.next()
    return walk


def _deal() -> engine.Deal:
    return engine.deal("Texas Hold 'Em", rng=random.Random(1), button=1, players=3)


#: Each face: the call, and valid arguments for it by parameter name (each call builds fresh values).
FACES: dict[str, tuple[Callable[..., Any], Callable[[], dict[str, Any]]]] = {
    **{name: (public._function(name), public.VALID[name]) for name in public.VALID if name != "showdown_chances"},
    "showdown_chances": (engine.showdown_chances, lambda: {"game": "2 Card Manila", "deals": 1, "rng": random.Random(1)}),
    "teaching.percent": (teaching.percent, lambda: {"value": 0.5}),
    "teaching.hand_showdown_chances": (teaching.hand_showdown_chances, lambda: {"game": "2 Card Manila", "hole": "Ah Kh"}),
    "teaching.starting_odds": (teaching.starting_odds, lambda: {"game": "2 Card Manila", "hands": {1: "Ah Kh", 2: "7c 7d"}}),
    "teaching.low_counts": (teaching.low_counts, lambda: {"rule": EIGHT_OR_BETTER, "deck": DECK_52}),
    "teaching.exact_showdown_chances": (teaching.exact_showdown_chances, lambda: {"game": "2 Card Manila"}),
    "quiz.ask": (quiz.ask, lambda: {"rng": random.Random(4), "game": "Five-Card Stud", "topic": None}),
    "quiz.games_for": (quiz.games_for, lambda: {"topic": "straights"}),
    "quiz.make_question": (quiz.make_question, lambda: {"rng": random.Random(11), "game": None, "topic": "straights"}),
    "quiz.mark": (quiz.mark, lambda: {"question": quiz.question_for("stud-opener", "five-card-stud", 3), "choice": 0}),
    "quiz.question_for": (quiz.question_for, lambda: {"topic": "straights", "game": "omaha", "seed": 1}),
    "quiz.quiz_filters": (quiz.quiz_filters, lambda: {"game": "2 Card Manila", "topic": None}),
    "quiz.quiz_game": (quiz.quiz_game, lambda: {"name": "hold'em"}),
    "quiz.quiz_step": (quiz.quiz_step, lambda: {"text": "A question is made from its seed."}),
    "quiz.quiz_topic": (quiz.quiz_topic, lambda: {"name": "Raise limits"}),
    "quiz.topics_for": (quiz.topics_for, lambda: {"game": "2 Card Manila"}),
    "documents.check_option": (check_option, lambda: {"interpretation_id": ids.INT_LIMIT_SHORT_ALL_IN, "value": "complete"}),
    "BettingRound.fold": (lambda seat=None: _round().fold(seat=seat), lambda: {"seat": None}),
    "BettingRound.raise_to": (lambda amount, seat=None: _round().raise_to(amount, seat=seat), lambda: {"amount": 4}),
    "BettingRound.apply": (lambda action: _round().apply(action), lambda: {"action": engine.Action(engine.ActionKind.CALL)}),
    "BettingRound.next_round": (
        lambda first_to_act=None: _round().call().call().check().next_round(first_to_act=first_to_act),
        lambda: {"first_to_act": None},
    ),
    "Walkthrough.act": (lambda action, amount=None: _walkthrough().act(action, amount), lambda: {"action": "call"}),
    "Walkthrough.at": (lambda deal, shown: engine.Walkthrough.at(deal, shown), lambda: {"deal": _deal(), "shown": 3}),
    "Deck.check": (lambda cards: DECK_52.check(cards), lambda: {"cards": "As Kd"}),
    "Deck.shuffled": (lambda rng: DECK_52.shuffled(rng), lambda: {"rng": random.Random(1)}),
}
CASES = [(name, parameter) for name, (call, _) in FACES.items() for parameter in inspect.signature(call).parameters]


def _call(name: str, arguments: dict[str, Any]) -> Any:
    return public.call_with(FACES[name][0], arguments)


@pytest.mark.parametrize("name", sorted(FACES))
def test_every_face_takes_its_valid_arguments(name: str) -> None:
    _call(name, FACES[name][1]())


# -- the sweep ---------------------------------------------------------------------------------------


@pytest.mark.property
@settings(max_examples=examples(1_500), deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(case=st.sampled_from(CASES), value=HOSTILE)
def test_every_face_answers_any_hostile_value_in_bounded_words(case: tuple[str, str], value: object) -> None:
    name, parameter = case
    arguments = FACES[name][1]()
    arguments[parameter] = value
    try:
        _call(name, arguments)
    except (RulesError, UnknownNameError, TypeError) as error:
        message = str(error)
        if isinstance(error, TypeError) and not isinstance(error, RulesError):
            assert parameter in message, f"{name}({parameter}={excerpt(value)}): {message[:300]}"
        assert len(message) <= public.MESSAGE_BOUND, f"{name}({parameter}={excerpt(value)}): {len(message):,} characters"


# -- the excerpt itself --------------------------------------------------------------------------------


@pytest.mark.property
@settings(max_examples=examples(500), deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(value=HOSTILE)
def test_an_excerpt_of_anything_is_at_most_80_characters_and_never_raises(value: object) -> None:
    assert len(excerpt(value)) <= EXCERPT_LENGTH


@pytest.mark.parametrize(
    "value",
    [None, True, 2.5, -3, 10**70, "As Kd", b"As", (1,), (1, 2), [1, [2, (3, 4)]], {1: "As Kd", 2: "7c 7d"}, set(), {3}, frozenset({1}), range(10)],
)
def test_a_short_plain_value_reads_as_repr_writes_it(value: object) -> None:
    assert excerpt(value) == repr(value)


def test_an_engine_value_reads_as_its_repr() -> None:
    cards = engine.parse_cards("As 10h")
    assert excerpt(cards) == repr(cards) == "(As, Th)"
    assert excerpt(engine.Suit.HEARTS) == repr(engine.Suit.HEARTS)


def test_an_excerpt_never_calls_a_foreign_objects_repr() -> None:
    """``whatever the argument's __repr__ does`` (it may never return): the excerpt does not call it."""
    called: list[object] = []

    class Slow:
        def __repr__(self) -> str:
            called.append(self)
            return "slow"

    assert excerpt([Slow(), {1: Slow()}]) == "[<Slow object>, {1: <Slow object>}]"
    assert called == []


def test_an_excerpt_looks_at_a_few_items_of_a_million() -> None:
    """What makes a refusal of a million items fast: the excerpt reads the first eight and says there are more."""
    assert excerpt(public.MILLION) == "[7, 7, 7, 7, 7, 7, 7, 7, ...]"
    assert excerpt(tuple(public.MILLION)) == "(7, 7, 7, 7, 7, 7, 7, 7, ...)"
    assert excerpt(public.HUGE["a dict of 100,000 items"]) == "{0: 1, 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, ...}"
    assert excerpt("x" * 10**6) == "'" + "x" * 76 + "..."


@pytest.mark.parametrize("depth", [5, 1_000, 100_000])
def test_an_excerpt_of_deep_nesting_stops_four_levels_down(depth: int) -> None:
    value: object = 1
    for _ in range(depth):
        value = [value]
    assert excerpt(value) == "[[[[[...]]]]]"


def test_an_excerpt_of_a_huge_number_names_it_without_its_digits() -> None:
    assert excerpt(10**5000) == excerpt(-(10**5000)) == "a huge number"  # its digits would not even convert
