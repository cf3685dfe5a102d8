"""Explanations turn into text and HTML in one place, with links to the clause anchors."""

from __future__ import annotations

import re

from html_collector import parse

from engine.cards import Card
from engine.decks import DECK_32
from engine.documents import ids
from engine.explain import Decision, Step, steps_text
from engine.poker.rankings import MANILA, evaluate
from engine.poker.showdown import showdown
from engine.poker.stud import stud_opener
from widgets.render.formatters import to_html
from widgets.render.results import card_html, clause_url, steps_html

_parse = parse


def test_steps_as_text_end_with_their_clause_ids():
    steps = (Step(ids.PP_MANILA2_ACE_EXAMPLE, "A-7-8-9-10 is not a straight."), Step(ids.INT_STANDARD_RANKING, "x."))
    assert steps_text(steps).splitlines() == [
        "A-7-8-9-10 is not a straight. [pp-manila2-ace-example]",
        "x. [int-standard-ranking]",
    ]


def test_a_step_turns_into_text_in_one_place():
    """str(step) is render.step_text, and steps_text joins the same lines: one format, one function."""
    import inspect

    from engine import explain
    from engine.explain import inline_citation, step_text

    step = Step(ids.PP_MANILA2_ACE_EXAMPLE, "A-7-8-9-10 is not a straight.")
    assert str(step) == step_text(step) == "A-7-8-9-10 is not a straight. [pp-manila2-ace-example]"
    assert steps_text((step, step)) == step_text(step) + "\n" + step_text(step)
    assert "[" not in inspect.getsource(explain.Step.__str__).split('"""')[-1]  # no format of its own
    # error messages cite the same steps one way: the ids in brackets, each once, in order
    assert inline_citation((step, Step(ids.NZG_13_4F, "x."), step)) == "(pp-manila2-ace-example; nzg-13-4f)"


def test_steps_as_html_link_each_clause_to_its_anchor_in_the_book():
    html = steps_html((Step(ids.NZG_13_5C, "Pot 40 + call 10 = 50."), Step(ids.INT_HILO_ODD_CHIP, "High gets it.")))
    links = _parse(html).links
    assert links == ["../rules/nz-gazette.html#nzg-13-5c", "../interpretations.html#int-hilo-odd-chip"]
    assert clause_url("mp-no-undertrump", link_base="/voila/files/_build/html/book/") == (
        "/voila/files/_build/html/book/rules/manillen-plus.html#mp-no-undertrump"
    )
    assert "NZ Gazette 13.5(c)" in "".join(_parse(html).text)


def test_text_in_steps_is_escaped():
    html = steps_html((Step(ids.INT_STANDARD_RANKING, "<script>alert(1)</script>"),))
    assert "<script>" not in html and "&lt;script&gt;" in html


def test_cards_are_drawn_with_rank_and_suit_symbol_as_text_and_read_aloud():
    html = card_html(Card.parse("Th"))
    parsed = _parse(html)
    assert "10\u2665" in "".join(parsed.text)
    assert parsed.labels == ["ten of hearts"]
    assert 'role="img"' in html


def test_results_draw_themselves_in_a_notebook():
    hand = evaluate("Ac 7d 8h 9s Tc", MANILA, DECK_32)
    html = to_html(hand)
    assert "high card, ace" in html
    assert "pp-manila2-ace-example" in html
    result = showdown("2 Card Manila", {1: "Ah Kh", 2: "Js Jd"}, board="Qh Jh 9h Qc 7d", pot=30, button=2)
    table = to_html(result)
    assert re.search(r"<th scope=\"row\">Seat 1</th><td>flush, ace high", table)
    assert "pp-manila2-flush-beats-full-house" in table
    opener = stud_opener("Seven-Card Stud", {1: "Kd", 2: "3c"})
    assert isinstance(opener, Decision) and "hr-stud7-low-card-opens" in to_html(opener)


def test_everything_that_renders_as_markdown_also_renders_as_html():
    """Jupyter and Voila show HTML; without it they would show the book's Markdown roles as raw text."""
    from widgets.render.formatters import FORMS

    assert all(html is not None for html, _ in FORMS.values())


def test_the_engine_writes_no_markup():
    """HTML and Markdown are written above the engine: no engine type draws itself in a notebook."""
    import inspect

    import engine

    for name in dir(engine):
        value = getattr(engine, name)
        if inspect.isclass(value) and value.__module__.startswith("engine"):
            assert not hasattr(value, "_repr_html_") and not hasattr(value, "_repr_markdown_"), name
