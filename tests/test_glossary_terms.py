"""The glossary defines the words a dealer uses for pots and all-ins (issue 25, item 2), and its
bring-in is the same bet as the reading's.

Each term's definition comes from the documents' words or the book's readings: "tapping out"
(NZ 13.5(b)), the side-pot reading ``int-side-pots``, the raise counting ``int-raise-count``, the
stud bring-in ``int-stud-bring-in``, and the hi/lo sentences ("wins the whole pot", "In the event of
ties, the pot will be split").
"""

from __future__ import annotations

import pytest

from engine.documents.glossary import GLOSSARY, check_glossary, term
from engine.documents.interpretations import INTERPRETATIONS
from engine.documents.registry import is_citable

#: Each new term and ids its see-also must include (the clause or reading that speaks of it).
NEW_TERMS = {
    "all-in": {"nzg-13-5b", "int-tapping-out", "int-side-pots"},
    "side pot": {"int-side-pots"},
    "main pot": {"int-side-pots"},
    "uncalled bet": {"int-side-pots"},
    "scoop": {"hr-stud7hl-scoop"},
    "quartering": {"hr-omaha8-ties", "int-hilo-odd-chip"},
    "completion": {"int-stud-bring-in", "int-raise-count"},
}


@pytest.mark.parametrize("name", sorted(NEW_TERMS))
def test_int_side_pots_glossary_defines_the_pot_words(name: str) -> None:
    entry = term(name)
    assert entry.definition.strip()
    assert NEW_TERMS[name] <= set(entry.see_also) | {clause.id for clause in entry.clauses()}
    assert all(is_citable(cited) for cited in entry.see_also)
    assert entry.clauses(), name  # at least one sentence of the documents it names
    assert entry.id == "term-" + name.replace(" ", "-")


def test_every_see_also_resolves() -> None:
    check_glossary()
    for entry in GLOSSARY:
        for cited in entry.see_also:
            assert is_citable(cited), (entry.name, cited)


def test_int_stud_bring_in_glossary_and_reading_agree_the_bring_in_is_the_smaller_bet() -> None:
    """Robert's Rules (quoted in the reading): the bring-in is a forced bet smaller than the full bet,
    which the opener may complete.  The glossary and the reading use the word the same way."""
    entry = term("bring-in")
    reading = INTERPRETATIONS["int-stud-bring-in"]
    assert "int-stud-bring-in" in entry.see_also
    assert "smaller" in entry.definition
    assert "smaller" in reading.question and "smaller" in reading.reading
    # neither calls the full opening bet a bring-in
    assert "The forced first bet" not in entry.definition


def test_int_stud_bring_in_completion_is_not_a_raise_in_the_glossary() -> None:
    definition = term("completion").definition
    assert "not" in definition and "raise" in definition and "bring-in" in definition
