"""No reading is called the usual practice unless a source says so (issue 12, item 9: the Interpretations
page "says which rooms play which way, without claiming one is 'the usual practice' unless a source says
so").

Every text of every entry of the registry the Interpretations page is generated from (its title, the
question, the reading, why, and its option's choices, changes and rooms) is scanned, with the documents'
own words (quoted between curly quotes) left out: a quotation is the source speaking.  An entry may name a
rule book that says how it plays (Robert's Rules of Poker), never "casinos", "most rooms" or "the usual
rule" at large.
"""

from __future__ import annotations

import re

import pytest

from engine.documents.interpretations import INTERPRETATIONS, Interpretation

#: Claims about what rooms in general do, which no document of the book makes.
UNSOURCED = re.compile(
    r"\busual(?:ly)?\b|\bstandard practice\b|\bcommon(?:ly)? (?:practice|rule)\b|\bcustomar(?:y|ily)\b"
    r"|\btraditional(?:ly)?\b|\bcasinos?\b|\buniversal(?:ly)?\b|\beverywhere\b|\bwidely\b"
    r"|\b(?:most|many|every|all) (?:card ?)?(?:rooms|clubs|houses)\b|\bevery (?:card ?)?room\b"
    r"|\bmost (?:games|players|dealers)\b|\bhow dealers\b|\bevery (?:8-or-better|limit|trick-taking) game\b",
    re.IGNORECASE,
)

QUOTED = re.compile(r"\u201c[^\u201d]*\u201d")


def _texts(entry: Interpretation) -> dict[str, str]:
    texts = {"title": entry.title, "question": entry.question, "reading": entry.reading, "why": entry.why}
    if entry.option is not None:
        texts |= {f"choice {key}": f"{key}: {value}" for key, value in entry.option.choices.items()}
        texts |= {"changes": entry.option.changes, "rooms": entry.option.rooms}
    return texts


@pytest.mark.parametrize("interpretation_id", sorted(INTERPRETATIONS))
def test_interpretation_claims_no_unsourced_usual_practice(interpretation_id: str) -> None:
    claims = [
        f"{field}: {match.group(0)!r} in {text!r}"
        for field, text in _texts(INTERPRETATIONS[interpretation_id]).items()
        for match in UNSOURCED.finditer(QUOTED.sub("\u201c\u201d", text))
    ]
    assert claims == []


def test_the_scan_finds_the_claims_it_is_meant_to_keep_out() -> None:
    """The pattern itself, on the kind of sentence the registry held before (so the test above can fail)."""
    for sentence in (
        "This is how casinos settle the bring-in and later openers in stud.",
        "That is the usual casino practice in stud.",
        "Robert's Rules of Poker, which many card rooms follow, also counts all of a stud player's cards.",
        "This is universal casino practice.",
    ):
        assert UNSOURCED.search(sentence), sentence
    assert UNSOURCED.search(QUOTED.sub("\u201c\u201d", "\u201ctournaments are best of 3 usually\u201d")) is None


def test_int_stud_opener_ties_names_its_source_for_who_plays_which_way() -> None:
    """Robert's Rules of Poker, Seven-Card Stud rule 1: the forced bet by the lowest up-card by suit, later
    ties by position -- the rule book the entry names, beside the house rules, which do not say."""
    entry = INTERPRETATIONS["int-stud-opener-ties"]
    assert entry.option is not None and entry.option.default == "suit"
    assert "Robert's Rules of Poker" in entry.option.rooms and "Robert's Rules of Poker" in entry.why
    assert "hr-stud7-suits-and-ties" in entry.clauses
