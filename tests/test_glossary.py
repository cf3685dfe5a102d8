"""The glossary has every term the book promises, and each links the clauses that use it."""

from __future__ import annotations

import re

import pytest

from engine.clauses import all_clauses
from engine.errors import RulesError
from engine.glossary import GLOSSARY, check_glossary, term

#: The terms the book's glossary must define (issue: the book).
REQUIRED = """blind, button, designated player, burn card, community card, hole card, bring-in, ante, check,
call, raise, cap, limit, spread limit, pot limit, head to head, showdown, high/low split, qualifier,
wheel, odd chip, manille, trump, undertrump, trick"""


def test_every_required_term_is_defined():
    names = {entry.name for entry in GLOSSARY}
    for name in (word.strip() for word in REQUIRED.replace("\n", " ").split(",")):
        assert name in names, name


def test_every_term_links_the_clauses_that_use_its_words():
    check_glossary()
    # a term's list holds every clause (repeats aside) in which one of its words appears
    burn = {clause.id for clause in term("burn card").clauses()}
    expected = {
        clause.id for clause in all_clauses() if not clause.repeats and re.search(r"\bburn", clause.text, re.IGNORECASE)
    }
    assert burn == expected and "pp-manila2-burn" in burn
    assert [c.id for c in term("undertrump").clauses()] == ["mp-no-undertrump", "mp-undertrump-defined"]
    assert "hr-stud5-low-card-opens" in {c.id for c in term("bring-in").clauses()}


def test_ids_are_distinct_anchors():
    ids = [entry.id for entry in GLOSSARY]
    assert len(ids) == len(set(ids))
    assert term("burn card").id == "term-burn-card"


def test_an_unknown_term_is_named():
    with pytest.raises(RulesError, match="'flush' is not in the glossary"):
        term("flush")
