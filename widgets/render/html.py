"""The HTML writer: any :class:`~widgets.render.forms.Shown` as the HTML Jupyter, Voila and the widgets show.

Clause ids become links to the book page that transcribes the clause: ``link_base`` is the path
from the current page to the book's ``book/`` folder (``"../"`` from a chapter one folder deep, the
default).  Cards are drawn with their suit symbol and rank as text, and carry an ``aria-label`` that
reads them aloud, so colour is never the only cue.  Every result is one block carrying
``tex2jax_ignore mathjax_ignore``: Jupyter typesets ``$...$`` as maths, and the rules are full of
dollar amounts.  All text is escaped.

>>> from engine.documents import ids
>>> clause_link(ids.NZG_13_5C)
'<a class="rb-cite" href="../rules/nz-gazette.html#nzg-13-5c" title="NZ Gazette 13.5(c)">NZ Gazette 13.5(c)</a>'
>>> from widgets.render.forms import Paragraph, Shown, Strong
>>> html(Shown("decision", (Paragraph((Strong("Call $2 <or> fold."),)),))).removeprefix(STYLE)
'<div class="tex2jax_ignore mathjax_ignore rb-decision"><p><strong>Call $2 &lt;or&gt; fold.</strong></p></div>'
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from html import escape
from typing import assert_never

from engine.cards import Card
from engine.documents.registry import citation
from engine.explain import Step
from widgets.render.forms import (
    Block,
    CardRow,
    Cards,
    Cite,
    Emphasis,
    Items,
    Line,
    LineBreak,
    Mark,
    Paragraph,
    Shown,
    Strong,
    Table,
    steps,
)

DEFAULT_LINK_BASE = "../"


def default_link_base() -> str:
    """Where clause links point when a caller does not say: ``RULES_BOOK_LINK_BASE`` if the book's
    server has set it (live pages are served away from the book), else ``../``."""
    return os.environ.get("RULES_BOOK_LINK_BASE", DEFAULT_LINK_BASE)


STYLE = (
    "<style>"
    ".rb-card{display:inline-block;min-width:2.2em;padding:.1em .3em;margin:.1em;border:1px solid #555;"
    "border-radius:.3em;background:#fff;font-weight:600;text-align:center;font-family:inherit}"
    ".rb-red{color:#b00020}.rb-black{color:#111}"
    ".rb-steps{margin:.3em 0 .3em 2.2em;padding:0}.rb-steps li{margin:.15em 0}"
    ".rb-cite{font-size:.85em;white-space:nowrap}"
    ".rb-used{outline:3px solid #1a73e8;outline-offset:1px}"
    ".rb-table{border-collapse:collapse}.rb-table td,.rb-table th{padding:.2em .6em;border-bottom:1px solid #ddd;text-align:left}"
    "</style>"
)

#: How a marked row stands out (:attr:`~widgets.render.forms.Row.marked`).
MARKED_ROW = ' style="background:#fff3d6;font-weight:600"'
#: Tables that need room of their own, by role.
TABLE_STYLES = {"chances": ' style="min-width:30em"'}


def clause_url(clause_id: str, link_base: str | None = None) -> str:
    """The address of the clause's anchor in the book, relative to ``link_base``."""
    if link_base is None:
        link_base = default_link_base()
    cite = citation(clause_id)
    return f"{link_base}{cite.page}.html#{clause_id}"


def clause_link(clause_id: str, link_base: str | None = None) -> str:
    """An HTML link to the clause, labelled the way a reader cites it."""
    cite = citation(clause_id)
    return (
        f'<a class="rb-cite" href="{escape(clause_url(clause_id, link_base))}" '
        f'title="{escape(cite.label)}">{escape(cite.label)}</a>'
    )


def card_html(card: Card, *, used: bool = False) -> str:
    """One card: rank and suit symbol as text, colour as a second cue, read aloud by label."""
    colour = "rb-red" if card.suit.is_red else "rb-black"
    extra = " rb-used" if used else ""
    label = str(card) + (" (used)" if used else "")
    return (
        f'<span class="rb-card {colour}{extra}" role="img" aria-label="{escape(label)}" '
        f'title="{escape(label)}">{escape(card.symbol)}</span>'
    )


def cards_html(cards: Sequence[Card], used: Iterable[Card] = ()) -> str:
    """Cards in a row; those in ``used`` are outlined (the five a hand uses)."""
    chosen = set(used)
    return "".join(card_html(card, used=card in chosen) for card in cards)


def line_html(line: Line, link_base: str | None = None) -> str:
    """A line's pieces, one after the other."""
    parts = []
    for piece in line:
        if isinstance(piece, str):
            parts.append(escape(piece))
        elif isinstance(piece, Strong):
            parts.append(f"<strong>{escape(piece.text)}</strong>")
        elif isinstance(piece, Emphasis):
            parts.append(f"<em>{escape(piece.text)}</em>")
        elif isinstance(piece, Cards):
            parts.append(cards_html(piece.cards, piece.used))
        elif isinstance(piece, Cite):
            parts.append(f'<span aria-hidden="true">\u2014</span> {clause_link(piece.clause, link_base)}')
        elif isinstance(piece, Mark):
            parts.append(f'<span aria-hidden="true">{escape(piece.symbol)}</span>')
        elif isinstance(piece, LineBreak):
            parts.append("<br>")
        else:
            assert_never(piece)
    return "".join(parts)


def _role(prefix: str, role: str) -> str:
    """The class attribute of a block: ``rb-table rb-pots``; nothing for a plain paragraph or list."""
    names = " ".join(name for name in (prefix, f"rb-{role}" if role else "") if name)
    return f' class="{names}"' if names else ""


def table_html(table: Table, link_base: str | None = None) -> str:
    """A table with its caption, a header row and, where it has one, a header cell for each row."""

    def align(column: int) -> str:
        return f' style="text-align:{table.align[column]}"' if table.align else ""

    head = "".join(f'<th scope="col"{align(column)}>{escape(name)}</th>' for column, name in enumerate(table.header))
    span = table.row_header_span
    body = []
    for index, row in enumerate(table.rows):
        cells = []
        for column, cell in enumerate(row.cells):
            content = line_html(cell, link_base)
            if column != table.row_header:
                cells.append(f"<td{align(column)}>{content}</td>")
            elif not span:
                cells.append(f'<th scope="row"{align(column)}>{content}</th>')
            elif index % span == 0:
                cells.append(f'<th scope="row" rowspan="{span}"{align(column)}>{content}</th>')
        body.append(f"<tr{MARKED_ROW if row.marked else ''}>{''.join(cells)}</tr>")
    caption = f"<caption>{escape(table.caption)}</caption>" if table.caption else ""
    return (
        f"<table{_role('rb-table', table.role)}{TABLE_STYLES.get(table.role, '')}>{caption}"
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"
    )


def block_html(block: Block, link_base: str | None = None) -> str:
    """One block: a paragraph, a row of cards, a list or a table."""
    if isinstance(block, Paragraph):
        return f"<p{_role('', block.role)}>{line_html(block.line, link_base)}</p>"
    if isinstance(block, CardRow):
        return f"<p>{line_html((block.cards,))}</p>"
    if isinstance(block, Items):
        tag = "ol" if block.numbered else "ul"
        items = "".join(f"<li>{line_html(line, link_base)}</li>" for line in block.lines)
        return f"<{tag}{_role('', block.role)}>{items}</{tag}>"
    if isinstance(block, Table):
        return table_html(block, link_base)
    assert_never(block)


def html(shown: Shown, link_base: str | None = None) -> str:
    """A result as HTML: the page styles, then one block Jupyter will not typeset as maths."""
    body = "".join(block_html(block, link_base) for block in shown.blocks)
    return f'{STYLE}<div class="tex2jax_ignore mathjax_ignore rb-{shown.kind}">{body}</div>'


def steps_html(because: Iterable[Step], link_base: str | None = None) -> str:
    """Steps as an ordered list, each with a link to the clause it applies."""
    return block_html(steps(because), link_base)
