"""The engine's one test of a whole number (engine/checks.py), used by every module that takes a count or a seat.

Python counts ``True`` as the whole number 1; a count, a seat or a seed never is one.  Expected ranges come
from the rules the callers cite (seats 1 to 3 at a table of three, ``int-mp-seats``; the engine's size
limits, ``int-input-size``).
"""

from __future__ import annotations

import pytest

from engine.checks import MAX_CHIPS, whole_number
from engine.documents import ids
from engine.errors import PlayerCountError, RulesError
from engine.explain import Step


@pytest.mark.parametrize("value", [0, 7, MAX_CHIPS])
def test_int_input_size_a_whole_number_in_range_is_taken_as_it_is(value: int) -> None:
    assert whole_number(value, "the pot", low=0, high=MAX_CHIPS) == value


@pytest.mark.parametrize("value", [True, False, 1.0, "1", None, -1, MAX_CHIPS + 1, 10**4000])
def test_int_input_size_anything_else_is_refused_citing_the_limit(value: object) -> None:
    with pytest.raises(RulesError) as caught:
        whole_number(value, "the pot", low=0, high=MAX_CHIPS)
    assert [step.clause for step in caught.value.because] == ["int-input-size"]
    assert len(caught.value.message) < 200  # a huge number is named, not printed


def test_no_upper_limit_takes_any_whole_number_from_the_lowest() -> None:
    assert whole_number(10**30, "best_of", low=1) == 10**30
    with pytest.raises(RulesError):
        whole_number(0, "best_of", low=1)


def test_a_refusal_is_built_only_when_a_value_is_refused() -> None:
    def refusal() -> RulesError:
        built.append(True)
        return PlayerCountError.citing("seat 4 is not at a table of 3", Step(ids.INT_MP_SEATS, "Seats 1 to 3."))

    built: list[bool] = []
    assert whole_number(3, "seat", low=1, high=3, refusal=refusal) == 3
    assert built == []  # nothing of the refusal was made for a seat that is at the table
    with pytest.raises(PlayerCountError) as caught:
        whole_number(True, "seat", low=1, high=3, refusal=refusal)
    assert built == [True] and [step.clause for step in caught.value.because] == ["int-mp-seats"]
