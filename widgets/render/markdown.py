"""The Markdown writer: any :class:`~widgets.render.forms.Shown` as the MyST Markdown the book shows.

The book renders a result's Markdown, so an explanation is searchable text and the build checks
every cited clause: a citation is a ``{clause}`` role.  Cards are the same inline HTML as in
:mod:`widgets.render.html` (a suit symbol, read aloud by label).  Text is escaped wherever Markdown
would read it as markup.  Markdown tables have no caption: a table's ``lead`` line stands above it.

>>> from engine.documents import ids
>>> from widgets.render.forms import Paragraph, Shown, Strong, cited, Items
>>> print(markdown(Shown("decision", (Paragraph((Strong("Call *2*."),)), Items((cited("Why.", ids.NZG_13_5C),))))))
**Call \\*2\\*.**
<BLANKLINE>
1. Why. \u2014 {clause}`nzg-13-5c`
<BLANKLINE>
"""

from __future__ import annotations

from collections.abc import Iterable

from engine import ClauseId, Step
from widgets.render import forms
from widgets.render.forms import CardRow, Shown, steps
from widgets.render.html import cards_html

_MD_SPECIAL = str.maketrans({char: "\\" + char for char in "\\`*_[]<>#|{}"})


def md_escape(text: str) -> str:
    """Text with the characters Markdown would read as markup escaped."""
    return text.translate(_MD_SPECIAL)


class _Markdown(forms.Writer):
    """MyST Markdown: a citation is a ``{clause}`` role, cards are inline HTML."""

    def text(self, text: str) -> str:
        return md_escape(text)

    def strong(self, text: str, field: str = "") -> str:
        return f"**{md_escape(text)}**"  # Markdown has no mark for a field

    def emphasis(self, text: str) -> str:
        return f"*{md_escape(text)}*"

    def quoted(self, text: str) -> str:
        return f"\u201c{md_escape(text)}\u201d"

    def cards(self, cards: forms.Cards) -> str:
        return cards_html(cards.cards, cards.used)

    def cite(self, clause: ClauseId) -> str:
        return f"\u2014 {{clause}}`{clause}`"

    def mark(self, symbol: str) -> str:
        return md_escape(symbol)

    def line_break(self) -> str:
        return " "

    def paragraph(self, paragraph: forms.Paragraph) -> str:
        return self.line(paragraph.line).rstrip(" ")  # trailing spaces would make a line break

    def card_row(self, row: CardRow) -> str:
        return self.line((row.cards,))

    def items(self, items: forms.Items) -> str:
        return "\n".join(
            f"{f'{number}.' if items.numbered else '-'} {self.line(line)}" for number, line in enumerate(items.lines, 1)
        )

    def quote(self, quote: forms.Quote) -> str:
        return f"> {self.line(quote.line)}"

    def section(self, section: forms.Section) -> str:
        return self.blocks(section.blocks)

    def shown(self, shown: Shown) -> str:
        return self.blocks(shown.blocks)

    def blocks(self, blocks: tuple[forms.Block, ...]) -> str:
        """Blocks apart, a row of cards on the line before it (no newline after the last)."""
        text = ""
        for index, block in enumerate(blocks):
            if index:
                text += " " if isinstance(block, CardRow) else "\n\n"
            text += self.block(block)
        return text

    def table(self, table: forms.Table) -> str:
        """A table: its lead line, the header row, the alignment row and a row per row (a marked row's
        header cell in bold)."""
        rule = [
            "---:" if table.align and table.align[column] == "right" else "---" for column in range(len(table.header))
        ]
        lines = ["| " + " | ".join(md_escape(name) for name in table.header) + " |", "| " + " | ".join(rule) + " |"]
        for row in table.rows:
            cells = [self.line(cell) for cell in row.cells]
            if row.marked and table.row_header is not None:
                cells[table.row_header] = f"**{cells[table.row_header]}**"
            lines.append("| " + " | ".join(cells) + " |")
        lead = f"{self.line(table.lead)}\n\n" if table.lead else ""
        return lead + "\n".join(lines)


def block_markdown(block: forms.Block) -> str:
    """One block: a paragraph, a row of cards, a list, a table, a quotation, a section or a result."""
    return _Markdown().block(block)


def markdown(shown: Shown) -> str:
    """A result as Markdown: its blocks apart, a row of cards on the line before it."""
    return _Markdown().shown(shown) + "\n"


def steps_markdown(because: Iterable[Step]) -> str:
    """Steps as a numbered Markdown list, each ending with a ``{clause}`` role."""
    return block_markdown(steps(because))
