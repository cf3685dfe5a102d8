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
from typing import assert_never

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
from widgets.render.html import cards_html

_MD_SPECIAL = str.maketrans({char: "\\" + char for char in "\\`*_[]<>#|{}"})


def md_escape(text: str) -> str:
    """Text with the characters Markdown would read as markup escaped."""
    return text.translate(_MD_SPECIAL)


def line_markdown(line: Line) -> str:
    """A line's pieces, one after the other."""
    parts = []
    for piece in line:
        if isinstance(piece, str):
            parts.append(md_escape(piece))
        elif isinstance(piece, Strong):
            parts.append(f"**{md_escape(piece.text)}**")
        elif isinstance(piece, Emphasis):
            parts.append(f"*{md_escape(piece.text)}*")
        elif isinstance(piece, Cards):
            parts.append(cards_html(piece.cards, piece.used))
        elif isinstance(piece, Cite):
            parts.append(f"\u2014 {{clause}}`{piece.clause}`")
        elif isinstance(piece, Mark):
            parts.append(md_escape(piece.symbol))
        elif isinstance(piece, LineBreak):
            parts.append(" ")
        else:
            assert_never(piece)
    return "".join(parts)


def table_markdown(table: Table) -> str:
    """A table: its lead line, the header row, the alignment row and a row per row (a marked row's
    header cell in bold)."""
    rule = ["---:" if table.align and table.align[column] == "right" else "---" for column in range(len(table.header))]
    lines = ["| " + " | ".join(md_escape(name) for name in table.header) + " |", "| " + " | ".join(rule) + " |"]
    for row in table.rows:
        cells = [line_markdown(cell) for cell in row.cells]
        if row.marked and table.row_header is not None:
            cells[table.row_header] = f"**{cells[table.row_header]}**"
        lines.append("| " + " | ".join(cells) + " |")
    lead = f"{line_markdown(table.lead)}\n\n" if table.lead else ""
    return lead + "\n".join(lines)


def block_markdown(block: Block) -> str:
    """One block: a paragraph, a row of cards, a list or a table."""
    if isinstance(block, Paragraph):
        return line_markdown(block.line).rstrip(" ")  # trailing spaces would make a line break
    if isinstance(block, CardRow):
        return line_markdown((block.cards,))
    if isinstance(block, Items):
        return "\n".join(
            f"{f'{number}.' if block.numbered else '-'} {line_markdown(line)}"
            for number, line in enumerate(block.lines, 1)
        )
    if isinstance(block, Table):
        return table_markdown(block)
    assert_never(block)


def markdown(shown: Shown) -> str:
    """A result as Markdown: its blocks apart, a row of cards on the line before it."""
    text = ""
    for index, block in enumerate(shown.blocks):
        if index:
            text += " " if isinstance(block, CardRow) else "\n\n"
        text += block_markdown(block)
    return text + "\n"


def steps_markdown(because: Iterable[Step]) -> str:
    """Steps as a numbered Markdown list, each ending with a ``{clause}`` role."""
    return block_markdown(steps(because))
