"""The showdown and trick explainers' panes are one record each, written twice: the HTML a widget
shows and the Markdown the book shows come from the same :class:`~widgets.render.forms.Shown`, so
they say the same headline, draw the same cards and cite the same clauses.  The control modules write
no markup of their own.

Expected winners come from the rules applied by hand (named in each sample); the comparisons between
the two outputs need no expected text: whatever one writer says, the other must say too.
"""

from __future__ import annotations

import pathlib
import re
from html.parser import HTMLParser
from typing import Any

import pytest
from html_collector import parse

from engine.cards import Card
from widgets.panes import link_base
from widgets.render.forms import Cards, Section, Shown, Strong
from widgets.render.html import clause_url
from widgets.render.markdown import markdown
from widgets.showdown_explainer import ShowdownExplainer, showdown_shown
from widgets.trick_explainer import TrickExplainer, trick_shown
from widgets.views import dealt_showdown_view, showdown_view, trick_view

_ROOT = pathlib.Path(__file__).resolve().parents[1]
_VOID = {"br", "img", "hr", "input", "meta", "link", "wbr"}


class _Fields(HTMLParser):
    """Each element marked ``data-field``: its tag, its classes and its text (nested elements' included)."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[tuple[str, str, str, list[str]]] = []  # field, tag, classes, text pieces
        self._open: list[int | None] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _VOID:
            return
        attributes = dict(attrs)
        field = attributes.get("data-field")
        if field:
            self.found.append((field, tag, attributes.get("class") or "", []))
            self._open.append(len(self.found) - 1)
        else:
            self._open.append(None)

    def handle_endtag(self, tag: str) -> None:
        if tag not in _VOID:
            self._open.pop()

    def handle_data(self, data: str) -> None:
        for index in self._open:
            if index is not None:
                self.found[index][3].append(data)


def _fields(page: str) -> dict[str, tuple[str, str, str]]:
    """``field -> (tag, classes, text)``, each field once (a second element with the same field fails)."""
    parser = _Fields()
    parser.feed(page)
    names = [field for field, *_ in parser.found]
    assert len(names) == len(set(names)), names
    return {field: (tag, classes, " ".join("".join(text).split())) for field, tag, classes, text in parser.found}


def _roles(book: str) -> list[str]:
    return re.findall(r"\{clause\}`([^`]+)`", book)


def _labels(text: str) -> list[str]:
    return re.findall(r'<span class="rb-card[^"]*" role="img" aria-label="([^"]*)"', text)


def _spoken(shown: Shown) -> list[str]:
    return [
        str(card) + (" (used)" if card in piece.used else "")
        for line in shown.lines
        for piece in line
        if isinstance(piece, Cards)
        for card in piece.cards
    ]


def _field_text(shown: Shown, field: str) -> str:
    """The text of the record's :class:`Strong` piece marked ``field``."""
    (text,) = [
        piece.text for line in shown.lines for piece in line if isinstance(piece, Strong) and piece.field == field
    ]
    return text


# Samples: a plain showdown; 2 Card Manila heads up (the exact tables' starting section); a hi/lo game
# (a low row per seat); side pots; a trick in progress; a trick no card has been played to; a trick complete.
_SHOWDOWNS: dict[str, dict[str, Any]] = {
    # Ah Kh makes a heart flush with Qh Jh 9h; in 2 Card Manila a flush beats the full house of Js Jd (pp-manila2-ranks).
    "manila-3-seats": dict(
        game="2 Card Manila", hands=["Ah Kh", "Js Jd", "7c 8c"], board="Qh Jh 9h Qc 7d", pot=30, button=3
    ),
    "manila-heads-up": dict(game="2 Card Manila", hands=["Ah Kh", "Js Jd"], board="Qh Jh 9h Qc 7d", pot=30, button=1),
    "omaha-hilo": dict(game="Omaha 8/B", seed=43, players=4),
    "side-pots": dict(
        game="Texas Hold 'Em",
        hands=["As Ad", "Kc Kd", "Qc Qd"],
        board="2c 7d 9h Js 3s",
        button=3,
        contributions=[10, 30, 30],
    ),
}
_TRICKS: dict[str, dict[str, Any]] = {
    "in-progress": dict(players=6, dealer=1, leader=2, trump="spades", hand="Ac 8s Qh", trick="Kc 9c"),
    "no-card-yet": dict(players=3, dealer=2, leader=2, trump="no trumps", hand="Ah 7h Ks", trick=""),
    # Kh led, Ah follows and beats it, 7s trumps it: seat 2 (the 7s, spades trumps) takes the trick (mp-trick-winner).
    "complete": dict(players=3, dealer=1, leader=3, trump="spades", trick="Kh Ah 7s"),
}


def _explainers() -> list[tuple[str, ShowdownExplainer | TrickExplainer]]:
    shown: list[tuple[str, ShowdownExplainer | TrickExplainer]] = [
        (name, ShowdownExplainer(**start)) for name, start in _SHOWDOWNS.items()
    ]
    shown += [(name, TrickExplainer(**start)) for name, start in _TRICKS.items()]
    return shown


_EXPLAINERS = _explainers()


def _record(explainer: ShowdownExplainer | TrickExplainer) -> Shown:
    assert explainer.current is not None and explainer.error is None
    if isinstance(explainer, ShowdownExplainer):
        return showdown_shown(explainer.current)
    return trick_shown(explainer.current)


@pytest.mark.parametrize(("name", "explainer"), _EXPLAINERS, ids=[name for name, _ in _EXPLAINERS])
def test_the_pane_and_the_books_markdown_say_what_one_record_says(name, explainer):
    """The same headline, the same cards read aloud and the same clauses, in order, in the widget's
    HTML, in the book's Markdown and in the record they are both written from."""
    record = _record(explainer)
    page, book = explainer.explanation_html(), explainer.explanation().markdown
    assert book == markdown(record)
    headline = _field_text(record, "headline")
    assert _fields(page)["headline"] == ("strong", "", headline)
    assert book.splitlines()[0] == f"**{headline}**"
    assert _labels(page) == _labels(book) == _spoken(record)
    assert parse(page).links == [clause_url(clause, link_base()) for clause in record.clauses]
    assert _roles(book) == list(record.clauses)
    assert f'class="rb-widget rb-{record.kind} ' in page


def test_the_headline_names_the_winner_the_rules_give():
    """Ah Kh makes a heart flush, which beats Js Jd's full house in 2 Card Manila: seat 1 takes the pot of 30."""
    explainer = dict(_EXPLAINERS)["manila-3-seats"]
    assert isinstance(explainer, ShowdownExplainer) and explainer.result is not None
    assert explainer.result.awards == {1: 30, 2: 0, 3: 0}
    text = _fields(explainer.explanation_html())["headline"][2]
    assert "seat 1" in text.lower() and "30" in text and "seat 2" not in text.lower()


def test_the_exact_tables_section_is_one_marked_part_of_the_record_in_both_writers():
    """2 Card Manila heads up: the starting odds are a section of the record, marked ``starting`` in the
    HTML (what the browser tests select) and the same words, cards and clauses at the end of the Markdown."""
    explainer = dict(_EXPLAINERS)["manila-heads-up"]
    record = _record(explainer)
    (section,) = [block for block in record.blocks if isinstance(block, Section)]
    assert (section.role, section.field) == ("starting", "starting")
    tag, classes, text = _fields(explainer.explanation_html())["starting"]
    assert (tag, classes) == ("div", "rb-starting")
    inner = Shown("part", section.blocks)
    tail = markdown(inner)
    assert explainer.explanation().markdown.endswith(tail)
    assert _roles(tail) == list(inner.clauses) and inner.clauses
    (subhead,) = [piece.text for piece in inner.lines[0] if isinstance(piece, Strong)]
    assert text.startswith(subhead) and tail.startswith(f"**{subhead}**")
    assert _labels(tail) == _spoken(inner)


def test_a_showdown_without_the_exact_tables_has_no_starting_section():
    for name in ("omaha-hilo", "side-pots"):  # the exact tables are 2 Card Manila's
        page = dict(_EXPLAINERS)[name].explanation_html()
        assert "starting" not in _fields(page), name
        assert not [block for block in _record(dict(_EXPLAINERS)[name]).blocks if isinstance(block, Section)]


def test_a_trick_no_card_has_been_played_to_says_so_in_the_book_too():
    """The HTML and the Markdown are one record: what the pane says of an empty trick, the book says."""
    explainer = dict(_EXPLAINERS)["no-card-yet"]
    sentence = "No card has been played to the trick yet."
    assert sentence in explainer.explanation_html()
    assert sentence in explainer.explanation().markdown.splitlines()


def test_the_views_records_carry_cards_and_clauses_of_the_results_inside_them():
    """The engine's own result, set in the pane as a block, still counts: its cards and clauses are the record's."""
    view = showdown_view(
        "2 Card Manila", players=2, hands={1: "Ah Kh", 2: "Js Jd"}, board="Qh Jh 9h Qc 7d", pot=30, button=1
    )
    record = showdown_shown(view)
    nested = [block for block in record.blocks if isinstance(block, Shown)]
    assert [block.kind for block in nested] == ["showdown"]
    assert set(nested[0].clauses) <= set(record.clauses)
    assert view.result is not None and {step.clause for step in view.result.because} <= set(record.clauses)
    assert Card.parse("Ah") in record.cards
    dealt = dealt_showdown_view("Seven-Card Stud High/Low Split", players=4, button=1, seed=2741, pot=30)
    assert dealt.result is not None and dealt.result.lows
    assert any(table.role == "held" for table in showdown_shown(dealt).tables)
    complete = trick_view(player_count=3, dealer=1, leader=3, trump="spades", hand="", trick="Kh Ah 7s")
    assert complete.winner is not None and complete.winner.value == 2
    assert [table.role for table in trick_shown(complete).tables] == ["trick"]


_TAG = re.compile(r"</?[a-zA-Z][a-zA-Z0-9-]*(\s[^<>]*)?>")


@pytest.mark.parametrize("module", ["widgets/showdown_explainer.py", "widgets/trick_explainer.py"])
def test_the_control_modules_write_no_markup(module):
    """No HTML tag, no escaping and no Markdown written by hand: the writers do that, from the record."""
    source = (_ROOT / module).read_text(encoding="utf-8")
    assert not _TAG.search(source), _TAG.search(source)
    for written_by_hand in (
        "escape(",
        "md_escape",
        '"**',
        "f'<",
        'f"<',
        "steps_html",
        "steps_markdown",
        "quotes_html",
        "quotes_markdown",
    ):
        assert written_by_hand not in source, written_by_hand
