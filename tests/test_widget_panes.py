"""What the widgets' panes share (widgets/panes.py): a refusal links the rules its error carries as data,
never ids read back out of its words, and every text from a reader, a page or a message is escaped."""

from __future__ import annotations

import re

from engine.documents import ids
from engine.errors import CardNotationError, RulesError
from engine.explain import Step
from widgets.panes import error_html, error_text, explanation_html, notice_html, unexpected_html


def _cites(pane: str) -> list[str]:
    return re.findall(r'class="rb-cite" href="[^"#]*#([a-z0-9-]+)"', pane)


def test_a_refusal_links_the_rules_in_its_because_each_once_in_order():
    error = RulesError(
        "x", because=(Step(ids.NZG_13_5C, "a"), Step(ids.PP_MANILA2_DECK, "b"), Step(ids.NZG_13_5C, "c"))
    )
    assert _cites(error_html(error)) == ["nzg-13-5c", "pp-manila2-deck"]


def test_clause_ids_are_never_read_back_out_of_a_messages_words():
    error = RulesError("stake 0 is below 1 (pp-manila2-structure)", because=(Step(ids.INT_INPUT_SIZE, "x"),))
    assert _cites(error_html(error)) == ["int-input-size"]  # the id in the words is not linked: only the data is


def test_markup_in_a_message_is_escaped():
    error = CardNotationError.citing("'<script>x</script>' is not a card", Step(ids.INT_CARD_NOTATION, "As, 10h."))
    pane = error_html(error)
    assert "<script>" not in pane and "&lt;script&gt;x&lt;/script&gt;" in pane
    assert _cites(pane) == ["int-card-notation"]
    assert "<b>" not in notice_html("The page sent <b>bold</b>") and "&lt;b&gt;" in notice_html("<b>")
    assert "<i>" not in explanation_html("<i>headline</i>", [])


def test_a_fault_is_a_plain_apology_never_its_message():
    pane = unexpected_html(KeyError("<secret path>"))
    assert "KeyError" in pane and "secret" not in pane and 'role="alert"' in pane
    assert error_text(KeyError("<secret path>")).startswith("That did not work (KeyError)")
    assert error_text(RulesError("pot -5 is below 0", because=(Step(ids.NZG_13_5C, "x"),))) == "pot -5 is below 0"
    assert error_text(None) == ""
