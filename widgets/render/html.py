"""The HTML writer: any :class:`~widgets.render.forms.Shown` as the HTML Jupyter, Voila and the widgets show.

Clause ids become links to the book page that transcribes the clause: ``link_base`` is the path
from the current page to the book's ``book/`` folder (``"../"`` from a chapter one folder deep, the
default).  Cards are drawn with their suit symbol and rank as text, and carry an ``aria-label`` that
reads them aloud, so colour is never the only cue.  Every result is one block carrying
``tex2jax_ignore mathjax_ignore``: Jupyter typesets ``$...$`` as maths, and the rules are full of
dollar amounts.  All text is escaped.  The styles are classes, set in ``widgets/static/widgets.css``
(:data:`STYLE`, the style element every result carries).

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

from engine import Card, ClauseId, Step
from engine.documents import citation
from widgets.render import forms
from widgets.render.forms import Shown, steps
from widgets.render.styles import style_element

DEFAULT_LINK_BASE = "../"


def default_link_base() -> str:
    """Where clause links point when a caller does not say: ``RULES_BOOK_LINK_BASE`` if the book's
    server has set it (live pages are served away from the book), else ``../``."""
    return os.environ.get("RULES_BOOK_LINK_BASE", DEFAULT_LINK_BASE)


#: The widgets' and the results' styles (``widgets/static/widgets.css``), as the ``<style>`` element each result carries.
STYLE = style_element("widgets")


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


def _classes(*names: str) -> str:
    """A class attribute: ``' class="rb-table rb-pots"'``; nothing when there is no name."""
    joined = " ".join(name for name in names if name)
    return f' class="{joined}"' if joined else ""


def _role(role: str) -> str:
    """A block's role as class names: ``"steps indent"`` is ``rb-steps rb-indent``."""
    return " ".join(f"rb-{name}" for name in role.split())


def _field(field: str) -> str:
    """A field's name as the attribute tests and scripts select by: ``' data-field="headline"'``; nothing
    when there is no name."""
    return f' data-field="{escape(field)}"' if field else ""


class _Html(forms.Writer):
    """HTML, its clause links relative to ``link_base``."""

    def __init__(self, link_base: str | None) -> None:
        self.link_base = link_base

    def text(self, text: str) -> str:
        return escape(text)

    def strong(self, text: str, field: str = "") -> str:
        return f"<strong{_field(field)}>{escape(text)}</strong>"

    def emphasis(self, text: str) -> str:
        return f"<em>{escape(text)}</em>"

    def quoted(self, text: str) -> str:
        return f"<q>{escape(text)}</q>"

    def cards(self, cards: forms.Cards) -> str:
        return cards_html(cards.cards, cards.used)

    def cite(self, clause: ClauseId) -> str:
        return f'<span aria-hidden="true">\u2014</span> {clause_link(clause, self.link_base)}'

    def mark(self, symbol: str) -> str:
        return f'<span aria-hidden="true">{escape(symbol)}</span>'

    def line_break(self) -> str:
        return "<br>"

    def paragraph(self, paragraph: forms.Paragraph) -> str:
        return f"<p{_classes(_role(paragraph.role))}>{self.line(paragraph.line)}</p>"

    def card_row(self, row: forms.CardRow) -> str:
        return f"<p>{self.line((row.cards,))}</p>"

    def items(self, items: forms.Items) -> str:
        tag = "ol" if items.numbered else "ul"
        lines = "".join(f"<li>{self.line(line)}</li>" for line in items.lines)
        return f"<{tag}{_classes(_role(items.role))}>{lines}</{tag}>"

    def quote(self, quote: forms.Quote) -> str:
        return f'<blockquote class="rb-quote">{self.line(quote.line)}</blockquote>'

    def section(self, section: forms.Section) -> str:
        body = "".join(self.block(block) for block in section.blocks)
        return f"<div{_classes(_role(section.role))}{_field(section.field)}>{body}</div>"

    def shown(self, shown: Shown) -> str:
        """The page styles, then one block Jupyter will not typeset as maths (announced to a screen reader
        when it changes, if the result is ``live``)."""
        body = "".join(self.block(block) for block in shown.blocks)
        live = ' aria-live="polite"' if shown.live else ""
        return f'{STYLE}<div class="tex2jax_ignore mathjax_ignore rb-{shown.kind}"{live}>{body}</div>'

    def table(self, table: forms.Table) -> str:
        """A table with its caption, a header row and, where it has one, a header cell for each row."""

        def align(column: int) -> str:
            return _classes(f"rb-{table.align[column]}") if table.align else ""

        head = "".join(
            f'<th scope="col"{align(column)}>{escape(name)}</th>' for column, name in enumerate(table.header)
        )
        span = table.row_header_span
        body = []
        for index, row in enumerate(table.rows):
            cells = []
            for column, cell in enumerate(row.cells):
                content = self.line(cell)
                if column != table.row_header:
                    cells.append(f"<td{align(column)}>{content}</td>")
                elif not span:
                    cells.append(f'<th scope="row"{align(column)}>{content}</th>')
                elif index % span == 0:
                    cells.append(f'<th scope="row" rowspan="{span}"{align(column)}>{content}</th>')
            body.append(f"<tr{_classes('rb-marked' if row.marked else '')}>{''.join(cells)}</tr>")
        caption = f"<caption>{escape(table.caption)}</caption>" if table.caption else ""
        return (
            f"<table{_classes('rb-table', _role(table.role))}>{caption}"
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"
        )


def block_html(block: forms.Block, link_base: str | None = None) -> str:
    """One block: a paragraph, a row of cards, a list, a table, a quotation, a section or a result."""
    return _Html(link_base).block(block)


def html(shown: Shown, link_base: str | None = None) -> str:
    """A result as HTML: the page styles, then one block Jupyter will not typeset as maths (announced
    to a screen reader when it changes, if the result is ``live``)."""
    return _Html(link_base).shown(shown)


def blocks_html(shown: Shown, link_base: str | None = None) -> str:
    """A result's blocks as HTML, one after the other, without the block :func:`html` puts around them
    (a widget's pane puts its own around them: :func:`widgets.panes.pane_html`)."""
    writer = _Html(link_base)
    return "".join(writer.block(block) for block in shown.blocks)


def steps_html(because: Iterable[Step], link_base: str | None = None) -> str:
    """Steps as an ordered list, each with a link to the clause it applies."""
    return block_html(steps(because), link_base)
