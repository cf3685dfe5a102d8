"""Results are shown through one small form and two writers: every result type has one builder, and
HTML and Markdown say the same things -- the same cards, the same cited clauses -- with links to the
clause anchors, cards read aloud, text escaped and no maths typeset."""

from __future__ import annotations

import random
import re

import pytest
from html_collector import parse

from engine import manillen as mp
from engine.cards import Card, parse_cards
from engine.decks import DECK_32, Deck
from engine.documents import ids
from engine.explain import Decision, Step, steps_text
from engine.manillen.deal import Contract
from engine.manillen.deal import Deal as ManillenDeal
from engine.manillen.game import GameScore
from engine.manillen.play import PlayState, Trick
from engine.manillen.scoring import DealScore
from engine.manillen.tricks import LegalPlays
from engine.poker.betting.round import BettingRound, start_round
from engine.poker.deal import deal
from engine.poker.events import Deal, Event
from engine.poker.game_stakes import default_stakes
from engine.poker.lows import EIGHT_OR_BETTER, LowValue, low_of
from engine.poker.rankings import MANILA, HandValue, evaluate
from engine.poker.showdown import Showdown, showdown
from engine.poker.stud import stud_opener
from engine.teaching.chances import ShowdownChances, showdown_chances
from engine.teaching.exact import ExactShowdownChances, hand_showdown_chances
from engine.teaching.explorer import RankingReport, ranking_report
from engine.teaching.quiz import Question, question_for
from widgets.render.formatters import FORMS, show, to_html, to_markdown
from widgets.render.forms import (
    BREAK,
    CardRow,
    Cards,
    Emphasis,
    Items,
    Mark,
    Paragraph,
    Row,
    Section,
    Shown,
    Strong,
    Table,
    cited,
    plain,
)
from widgets.render.html import STYLE, card_html, clause_url, html, steps_html
from widgets.render.markdown import markdown
from widgets.render.poker import show_held_cards, show_showdown

_parse = parse

# The samples: the chapters' own examples (the Manillen Plus deal is the chapter's, random.Random(153)).
_SHOWDOWN = showdown("2 Card Manila", {1: "Ah Kh", 2: "Js Jd"}, board="Qh Jh 9h Qc 7d", pot=30, button=2)
_HAND = deal("Texas Hold 'Em", players=3, button=1, rng=random.Random(4))
_MP_DEAL = mp.deal(3, dealer=1, rng=random.Random(153))
_MP_STATE = mp.start_play(_MP_DEAL, mp.call_trump("clubs", player_count=3, dealer=1, go_along=3)).play("Ts")
_MP_DONE = mp.play_randomly(_MP_STATE, random.Random(2))
_MP_SCORE = mp.score_deal(_MP_DONE)

#: One value of every type that has a form.
SAMPLES: dict[type, object] = {
    Card: Card.parse("Th"),
    Deck: DECK_32,
    Decision: stud_opener("Seven-Card Stud", {1: "Kd", 2: "3c"}),
    HandValue: evaluate("Ac 7d 8h 9s Tc", MANILA, DECK_32),
    LowValue: low_of("As 2c 3d 4h 6s", EIGHT_OR_BETTER),
    Event: _HAND.events[-1],
    Deal: _HAND,
    Showdown: _SHOWDOWN,
    BettingRound: start_round(default_stakes("2 Card Manila", stake=2), stacks={1: 50, 2: 50, 3: 50}),
    ManillenDeal: _MP_DEAL,
    Contract: _MP_STATE.contract,
    LegalPlays: _MP_STATE.legal_plays(),
    Trick: _MP_DONE.tricks[0],
    PlayState: _MP_STATE,
    DealScore: _MP_SCORE,
    GameScore: mp.new_game(3, first_dealer=1).record(_MP_SCORE),
    RankingReport: ranking_report("manila", 32).value,
    ShowdownChances: showdown_chances("2 Card Manila", deals=200, rng=random.Random(1)).value,
    ExactShowdownChances: hand_showdown_chances("2 Card Manila", "Ah Kh").value,
    Question: question_for("stud-opener", "five-card-stud", 1),
}


def _roles(markdown_text: str) -> list[str]:
    return re.findall(r"\{clause\}`([^`]+)`", markdown_text)


def _card_labels(text: str) -> list[str]:
    return re.findall(r'<span class="rb-card[^"]*" role="img" aria-label="([^"]*)"', text)


# --- the plain text of steps (the engine's own wording) ---------------------------------------------


def test_steps_as_text_end_with_their_clause_ids():
    steps = (Step(ids.PP_MANILA2_ACE_EXAMPLE, "A-7-8-9-10 is not a straight."), Step(ids.INT_STANDARD_RANKING, "x."))
    assert steps_text(steps).splitlines() == [
        "A-7-8-9-10 is not a straight. [pp-manila2-ace-example]",
        "x. [int-standard-ranking]",
    ]


def test_a_step_turns_into_text_in_one_place():
    """str(step) is explain.step_text, and steps_text joins the same lines: one format, one function."""
    import inspect

    from engine import explain
    from engine.explain import inline_citation, step_text

    step = Step(ids.PP_MANILA2_ACE_EXAMPLE, "A-7-8-9-10 is not a straight.")
    assert str(step) == step_text(step) == "A-7-8-9-10 is not a straight. [pp-manila2-ace-example]"
    assert steps_text((step, step)) == step_text(step) + "\n" + step_text(step)
    assert "[" not in inspect.getsource(explain.Step.__str__).split('"""')[-1]  # no format of its own
    # error messages cite the same steps one way: the ids in brackets, each once, in order
    assert inline_citation((step, Step(ids.NZG_13_4F, "x."), step)) == "(pp-manila2-ace-example; nzg-13-4f)"


# --- one builder per result type, one writer per output kind ------------------------------------------


def test_every_result_type_has_one_builder_and_a_sample_here():
    assert set(FORMS) == set(SAMPLES)
    for cls, value in SAMPLES.items():
        assert isinstance(value, cls)
        assert isinstance(FORMS[cls](value), Shown)


@pytest.mark.parametrize("cls", list(SAMPLES), ids=lambda cls: cls.__name__)
def test_html_and_markdown_show_the_same_cards_and_cite_the_same_clauses(cls):
    """Both are written from one form: the clauses the form cites are the HTML's links and the
    Markdown's roles, in order; the cards it draws are read aloud in both."""
    shown = show(SAMPLES[cls])
    page, book = to_html(SAMPLES[cls]), to_markdown(SAMPLES[cls])
    assert page == html(shown) and book == markdown(shown)
    assert [clause_url(clause) for clause in shown.clauses] == _parse(page).links
    assert list(shown.clauses) == _roles(book)
    spoken = [str(card) + (" (used)" if used else "") for card, used in _drawn(shown)]
    assert _card_labels(page) == _card_labels(book) == spoken


def _drawn(shown: Shown) -> list[tuple[Card, bool]]:
    return [
        (card, card in piece.used)
        for line in shown.lines
        for piece in line
        if isinstance(piece, Cards)
        for card in piece.cards
    ]


@pytest.mark.parametrize("cls", list(SAMPLES), ids=lambda cls: cls.__name__)
def test_every_result_is_one_block_that_mathjax_leaves_alone(cls):
    """Jupyter typesets $...$ as maths, and the rules are full of dollar amounts."""
    page = to_html(SAMPLES[cls])
    kind = show(SAMPLES[cls]).kind
    assert page.startswith(f'{STYLE}<div class="tex2jax_ignore mathjax_ignore rb-{kind}">')
    assert page.endswith("</div>") and page.count("tex2jax_ignore") == 1


def test_results_draw_themselves_in_a_notebook():
    hand = evaluate("Ac 7d 8h 9s Tc", MANILA, DECK_32)
    assert show(hand).clauses.count(ids.PP_MANILA2_ACE_EXAMPLE) == 1
    assert "pp-manila2-ace-example" in to_html(hand)
    table = show(_SHOWDOWN).tables[0]
    assert [plain(row.cells[0]) for row in table.rows] == ["Seat 1", "Seat 2"]
    assert table.rows[0].cells[1][0] == _SHOWDOWN.hands[1].name  # the flush, over its five cards
    assert re.search(r"<th scope=\"row\">Seat 1</th><td>flush", to_html(_SHOWDOWN))
    assert ids.PP_MANILA2_FLUSH_BEATS_FULL_HOUSE in show(_SHOWDOWN).clauses


def test_a_showdown_without_its_steps_shows_the_tables_alone():
    alone = show_showdown(_SHOWDOWN, with_steps=False)
    assert alone.tables == show(_SHOWDOWN).tables and not alone.clauses and show(_SHOWDOWN).clauses


def test_the_showdowns_cards_outline_the_five_each_hand_uses():
    hands = {1: parse_cards("Ah Kh"), 2: parse_cards("Js Jd")}
    board = parse_cards("Qh Jh 9h Qc 7d")
    table = show_held_cards(showdown("2 Card Manila", hands, board, pot=30, button=2), hands, board)
    assert table is not None and table.header[-1] == "Board"
    for row, seat in zip(table.rows, (1, 2), strict=True):
        own, on_board = row.cells[2][0], row.cells[3][0]
        assert isinstance(own, Cards) and isinstance(on_board, Cards)
        assert own.used == on_board.used and len(own.used) == 5
        assert set(own.cards) == set(hands[seat])


# --- the HTML writer ------------------------------------------------------------------------------------


def test_steps_as_html_link_each_clause_to_its_anchor_in_the_book():
    html_text = steps_html(
        (Step(ids.NZG_13_5C, "Pot 40 + call 10 = 50."), Step(ids.INT_HILO_ODD_CHIP, "High gets it."))
    )
    links = _parse(html_text).links
    assert links == ["../rules/nz-gazette.html#nzg-13-5c", "../interpretations.html#int-hilo-odd-chip"]
    assert clause_url("mp-no-undertrump", link_base="/voila/files/_build/html/book/") == (
        "/voila/files/_build/html/book/rules/manillen-plus.html#mp-no-undertrump"
    )
    assert "NZ Gazette 13.5(c)" in "".join(_parse(html_text).text)
    shown = Shown("decision", (Items((cited("x", ids.NZG_13_5C),)),))
    assert _parse(html(shown, link_base="/book/")).links == ["/book/rules/nz-gazette.html#nzg-13-5c"]


def test_cards_are_drawn_with_rank_and_suit_symbol_as_text_and_read_aloud():
    page = card_html(Card.parse("Th"))
    parsed = _parse(page)
    assert "10\u2665" in "".join(parsed.text)
    assert parsed.labels == ["ten of hearts"]
    assert 'role="img"' in page


NASTY = "<script>alert(1)</script> | *x* {y} $2 `z`"


def _everywhere(text: str) -> Shown:
    """A form with ``text`` in every place a writer puts text."""
    table = Table(
        (text, "b"),
        (Row(((text,), (Strong(text), BREAK, Emphasis(text))), marked=True),),
        caption=text,
        lead=(Strong(text),),
        role="x",
    )
    return Shown(
        "x",
        (
            Paragraph((Strong(text), " ", text, " ", Mark(text))),
            Items((cited(text, ids.NZG_13_5C), (text,)), numbered=False),
            table,
        ),
    )


def test_all_text_is_escaped_in_html():
    page = html(_everywhere(NASTY))
    assert (
        "<script>" not in page and page.count("&lt;script&gt;") == 10
    )  # every place (11) but the lead, which is Markdown's


def test_all_text_is_escaped_in_markdown():
    book = markdown(_everywhere(NASTY))
    assert (
        "<script>" not in book and book.count("\\<script\\>") == 10
    )  # every place (11) but the caption, which is HTML's
    row = next(line for line in book.splitlines() if line.startswith("| **"))
    assert len(re.findall(r"(?<!\\)\|", row)) == 3  # the text's own | is escaped: the row keeps two cells


# --- what each writer does with the form ------------------------------------------------------------------


def test_a_table_caption_is_html_and_its_lead_markdown():
    table = Table(("Seat", "Wins"), (Row((("Seat 1",), ("$4",))),), caption="The pot", lead=("The pot:",))
    page, book = html(Shown("t", (table,))), markdown(Shown("t", (table,)))
    assert "<caption>The pot</caption>" in page and "The pot:" not in page
    assert book.startswith("The pot:\n\n| Seat | Wins |\n| --- | --- |\n| Seat 1 | $4 |")


def test_a_row_header_that_spans_rows_is_written_once():
    rows = (Row((("Seat 1",), ("high",))), Row(((), ("low",))))
    table = Table(("Seat", "Hand"), rows, row_header_span=2)
    page = html(Shown("t", (table,)))
    assert page.count('<th scope="row" rowspan="2">Seat 1</th>') == 1 and page.count('scope="row"') == 1
    assert "|  | low |" in markdown(Shown("t", (table,)))


def test_a_marked_row_stands_out_and_its_mark_is_not_read_aloud():
    table = Table(("Place", "Category"), (Row((("5",), ("flush", " ", Mark("\u21c5"))), marked=True),), row_header=1)
    page, book = html(Shown("t", (table,))), markdown(Shown("t", (table,)))
    assert '<tr class="rb-marked">' in page and "tr.rb-marked{background:#fff3d6;font-weight:600}" in STYLE
    assert 'flush <span aria-hidden="true">\u21c5</span></th>' in page
    assert "| 5 | **flush \u21c5** |" in book


def test_a_row_of_cards_goes_under_its_headline_in_html_and_beside_it_in_markdown():
    cards = Cards(parse_cards("As Ks"))
    shown = Shown("deck", (Paragraph((Strong("Two cards"),)), CardRow(cards)))
    assert html(shown).endswith(
        "<p><strong>Two cards</strong></p><p>" + card_html(cards.cards[0]) + card_html(cards.cards[1]) + "</p></div>"
    )
    assert markdown(shown).startswith("**Two cards** <span")


def test_markdown_paragraphs_keep_no_trailing_space():
    """Two trailing spaces are a line break in Markdown: an event without face-up cards ends its line."""
    event = next(event for event in _HAND.events if not (event.face_up and event.cards))
    first = to_markdown(event).splitlines()[0]
    assert first == first.rstrip() and first.startswith("**")


def test_a_line_break_is_a_space_in_a_markdown_table():
    table = Table(("Hand",), (Row(((Strong("flush"), BREAK, "ace high"),)),))
    assert "<strong>flush</strong><br>ace high" in html(Shown("t", (table,)))
    assert "| **flush** ace high |" in markdown(Shown("t", (table,)))


def test_a_field_marks_its_element_in_html_and_nothing_in_markdown():
    """``data-field`` is what tests and browser scripts select by; Markdown has no such mark."""
    shown = Shown("t", (Paragraph((Strong("Seat 1 wins.", field="headline"), " ", Strong("Plain."))),))
    assert '<p><strong data-field="headline">Seat 1 wins.</strong> <strong>Plain.</strong></p>' in html(shown)
    assert markdown(shown) == "**Seat 1 wins.** **Plain.**\n"
    assert 'data-field="a&quot;b"' in html(Shown("t", (Paragraph((Strong("x", field='a"b'),)),)))


def test_a_section_is_one_marked_part_in_html_and_its_blocks_in_markdown():
    part = Section(
        (Paragraph((Strong("Before the board"),)), Items((cited("Why.", ids.NZG_13_5C),))), "starting", "starting"
    )
    shown = Shown("t", (Paragraph(("Head.",)), part))
    page = html(shown)
    assert '<div class="rb-starting" data-field="starting"><p><strong>Before the board</strong></p><ol>' in page
    assert page.endswith("</li></ol></div></div>")
    assert markdown(shown) == "Head.\n\n**Before the board**\n\n1. Why. \u2014 {clause}`nzg-13-5c`\n"
    assert shown.clauses == (ids.NZG_13_5C,)


def test_a_result_inside_another_is_written_as_it_is_on_its_own():
    """A widget's pane holds the engine's result: the same HTML block and Markdown as the result alone,
    its cards, clauses and tables the pane's too."""
    inner = show_showdown(_SHOWDOWN)
    pane = Shown("pane", (Paragraph((Strong("Head"),)), inner, Paragraph(("Tail.",))))
    assert html(pane).count(html(inner)) == 1
    assert markdown(pane) == f"**Head**\n\n{markdown(inner)}\nTail.\n"
    assert pane.clauses == inner.clauses and pane.cards == inner.cards and pane.tables == inner.tables
    assert inner.tables and inner.clauses


def test_the_engine_writes_no_markup():
    """HTML and Markdown are written above the engine: no engine type draws itself in a notebook."""
    import inspect

    import engine

    for name in dir(engine):
        value = getattr(engine, name)
        if inspect.isclass(value) and value.__module__.startswith("engine"):
            assert not hasattr(value, "_repr_html_") and not hasattr(value, "_repr_markdown_"), name


def test_a_form_is_data_without_markup():
    """The builders write no markup: no text in any sample's form holds a tag."""
    for value in SAMPLES.values():
        for line in show(value).lines:
            for piece in line:
                text = piece if isinstance(piece, str) else getattr(piece, "text", "")
                assert "<" not in text, (type(value).__name__, text)
