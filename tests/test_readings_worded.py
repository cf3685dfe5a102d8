"""Readings are said to be the book's readings, not the documents' words (issue 25).

Seven-Card Stud's house rules say only that the low card "opens the betting"; Five-Card Stud's
opener "must place the opening bet". Neither says the opening bet is a full bet, nor names a
bring-in: the full opening bet is the reading ``int-stud-opening-bet``, and the bring-in the option
of ``int-stud-bring-in``.
"""

from __future__ import annotations

import inspect

from engine.documents.interpretations import INTERPRETATIONS
from engine.poker import deal


def test_int_stud_bring_in_does_not_say_the_house_rules_make_the_opening_bet_a_full_bet() -> None:
    item = INTERPRETATIONS["int-stud-bring-in"]
    words = " ".join([item.question, item.reading, item.why, *(item.option.choices.values() if item.option else ())])
    claims = ("the opening bet is a full bet", "as the house rules say", "plays the full opening bet", "(the house rules)")
    for claim in claims:
        assert claim not in words, claim
    assert "int-stud-opening-bet" in words or "the stud opener's first bet" in words


def test_int_stud_opening_bet_deal_docstring_names_the_reading() -> None:
    assert "house rules' full opening bet" not in (inspect.getdoc(deal.deal) or "")
