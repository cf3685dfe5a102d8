"""The glossary has every term the book promises, and each links the clauses that use it."""

from __future__ import annotations

import re

from refusals import refused

from engine.documents.glossary import GLOSSARY, check_glossary, term
from engine.documents.registry import all_clauses
from engine.errors import UnknownTermError

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
    # a caller's slip, not a rule: it cites no clause, and names the term asked for and some that exist
    with refused(UnknownTermError, naming=("'flush'", "manille", "undertrump"), only=True):
        term("flush")


def test_hr_stud7_best_hand_opens_is_not_a_bring_in():
    """The later rounds' opener may check (int-stud-opening-bet): only the first round's opening bet is forced."""
    linked = [c.id for c in term("bring-in").clauses()]
    assert "hr-stud7-best-hand-opens" not in linked
    assert {"hr-stud7-low-card-opens", "hr-stud7hl-high-card-opens", "hr-stud5-low-card-opens"} <= set(linked)


def test_hr_holdem_button_names_a_disc_and_calls_no_bet():
    """'a disc called a dealer button', 'it's called live', 'also called Manille': naming, not calling a bet."""
    linked = {c.id for c in term("call").clauses()}
    assert not linked & {"hr-holdem-button", "hr-holdem-live-meaning", "mp-ranking", "mp-boam", "mp-trump-call"}
    assert {"pp-manila2-blind-options", "hr-stud7-first-round-action", "hr-draw-showdown"} <= linked


def test_nzg_13_5d_is_spread_limit_not_fixed_limit():
    """The Gazette's 'betting limit' of spread- and pot-limit games is not the fixed-limit structure."""
    linked = {c.id for c in term("limit").clauses()}
    assert not linked & {"nzg-13-5c", "nzg-13-5d", "nzg-13-5e"}
    assert "nzg-13-5d" in {c.id for c in term("spread limit").clauses()}
    assert "pp-manila2-structure" in linked


def test_every_term_left_out_of_a_clause_would_have_matched_it():
    """An exception that no longer matches is stale: check_glossary refuses it."""
    for entry in GLOSSARY:
        for left_out in entry.not_in:
            text = next(c.text for c in all_clauses() if c.id == left_out)
            assert any(re.search(pattern, text, re.IGNORECASE) for pattern in entry.patterns), (entry.name, left_out)
