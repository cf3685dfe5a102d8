"""Clause ids are checked values: only the registry makes them, so a misspelt id fails where it is
written, and the generated constants of engine.documents.ids match the registry."""

from __future__ import annotations

import pathlib
import pickle

import pytest
from refusals import refused

from engine.documents import ids
from engine.documents.registry import citable_ids, clause_id, ids_source
from engine.errors import UnknownClauseError
from engine.explain import ClauseId, Step

ROOT = pathlib.Path(__file__).resolve().parents[1]


def test_the_constants_are_generated_from_the_registry_and_up_to_date():
    # `python -m engine.documents` writes the file; a clause added without it fails here
    assert (ROOT / "engine/documents/ids.py").read_text(encoding="utf-8") == ids_source()


def test_every_citable_id_has_one_constant_and_every_constant_is_citable():
    constants = {value for name, value in vars(ids).items() if name.isupper()}
    assert constants == citable_ids()
    assert all(type(value) is ClauseId for name, value in vars(ids).items() if name.isupper())
    assert ids.PP_MANILA2_DECK == "pp-manila2-deck" and ids.INT_SHUFFLE == "int-shuffle"


def test_an_id_cannot_be_made_outside_the_registry():
    with pytest.raises(TypeError):
        ClauseId("pp-manila2-deck")


def test_a_step_refuses_an_id_written_as_plain_text():
    with pytest.raises(TypeError):
        Step("pp-manila2-deck", "The deck has 32 cards.")  # type: ignore[arg-type]
    assert Step(ids.PP_MANILA2_DECK, "The deck has 32 cards.").clause == "pp-manila2-deck"


@pytest.mark.parametrize("text", ["pp-manila2-dek", "int-shufle", "", "PP-MANILA2-DECK"])
def test_a_misspelt_id_given_as_text_is_refused(text: str):
    with refused(UnknownClauseError, ids.INT_INPUT_SIZE, naming=(repr(text),), only=True):  # names the text, cites int-input-size
        clause_id(text)


def test_an_id_read_from_text_is_the_registry_value():
    assert clause_id("nzg-13-5c") == ids.NZG_13_5C and type(clause_id("nzg-13-5c")) is ClauseId


def test_a_step_survives_pickling_and_copying():
    step = Step(ids.HR_STUD7_LOW_CARD_OPENS, "Seat 3 shows the lowest card.")
    assert pickle.loads(pickle.dumps(step)) == step
    assert type(pickle.loads(pickle.dumps(step)).clause) is ClauseId
