"""A result as a reader sees it, before it is written: one small form for every result.

A builder (:mod:`widgets.render.poker`, :mod:`~widgets.render.manillen`, :mod:`~widgets.render.explorer`,
:mod:`~widgets.render.quiz`) turns an engine result into a :class:`Shown`: plain data, no markup.
Two writers turn any :class:`Shown` into text: :func:`widgets.render.html.html` (Jupyter, Voila, the
widgets) and :func:`widgets.render.markdown.markdown` (the book, which shows Markdown).  A result
type therefore has one builder, and an output kind one writer.  Every writer is a :class:`Writer`:
which piece or block is which is decided here, once; a writer only says how it writes each.

A :class:`Shown` is a sequence of blocks -- :class:`Paragraph`, :class:`CardRow`, :class:`Items`,
:class:`Table`, :class:`Quote`, a :class:`Section` of blocks set apart, or another :class:`Shown` (a
result inside a widget's pane) -- and each block holds lines made of pieces: plain text (``str``,
escaped by the writers), :class:`Strong` and :class:`Emphasis` text, :class:`Cards`, :class:`Cite`
(the clause a sentence rests on), :class:`Mark` (a symbol a screen reader skips) and :data:`BREAK`.
A ``field`` (on :class:`Strong` and :class:`Section`) names a value for tests and scripts: HTML
marks the element with it (``data-field="headline"``); Markdown has no such mark.

>>> from engine.documents import ids
>>> from engine.explain import Step
>>> from engine.cards import parse_cards
>>> shown = Shown("hand", (Paragraph((Strong("pair of aces"), " ", Cards(parse_cards("As Ah")))),
...                        steps([Step(ids.NZG_13_5C, "Two aces.")])))
>>> shown.clauses, [plain(block.line) for block in shown.blocks if isinstance(block, Paragraph)]
(('nzg-13-5c',), ['pair of aces A\u2660 A\u2665'])
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Literal, assert_never

from engine import Card, ClauseId, Step
from engine.documents import citation


@dataclass(frozen=True, slots=True)
class Strong:
    """Text that stands out: a headline, a verdict; ``field`` names it (``"headline"``: a pane's answer)."""

    text: str
    field: str = ""


@dataclass(frozen=True, slots=True)
class Emphasis:
    """Text set apart: an action in a betting round, a question's topic."""

    text: str


@dataclass(frozen=True, slots=True)
class Quoted:
    """A document's own words, in quotation marks (set in italics on a page)."""

    text: str


@dataclass(frozen=True, slots=True)
class Cards:
    """Cards drawn in a row, each as its rank and suit symbol and read aloud; those in ``used`` are
    outlined and read "used" (the five a hand uses)."""

    cards: tuple[Card, ...]
    used: frozenset[Card] = frozenset()


@dataclass(frozen=True, slots=True)
class Cite:
    """The clause the text before it rests on: a link to the clause in HTML, a ``{clause}`` role in Markdown."""

    clause: ClauseId


@dataclass(frozen=True, slots=True)
class Mark:
    """A symbol that marks something the text says in words elsewhere (a caption, a legend): shown, but
    not read aloud."""

    symbol: str


@dataclass(frozen=True, slots=True)
class LineBreak:
    """A new line inside a table cell (Markdown tables have none: there, a space)."""


#: The one :class:`LineBreak`.
BREAK = LineBreak()

Piece = str | Strong | Emphasis | Quoted | Cards | Cite | Mark | LineBreak
#: A line of text: pieces written one after the other.
Line = tuple[Piece, ...]


@dataclass(frozen=True, slots=True)
class Paragraph:
    """A line of its own; ``role`` names it for styles and tests (``"count"``: the card count of a deal)."""

    line: Line
    role: str = ""


@dataclass(frozen=True, slots=True)
class CardRow:
    """A row of cards under the line before it (in Markdown, on that line)."""

    cards: Cards


@dataclass(frozen=True, slots=True)
class Items:
    """A list; ``role="steps"`` for a result's reasons (each line ends with its :class:`Cite`); a role
    of several words (``"steps indent"``) names it several ways."""

    lines: tuple[Line, ...]
    numbered: bool = True
    role: str = ""


@dataclass(frozen=True, slots=True)
class Row:
    """A table row: one line per cell; ``marked`` rows stand out (the flush and full house of the counts)."""

    cells: tuple[Line, ...]
    marked: bool = False


Alignment = Literal["left", "right"]


@dataclass(frozen=True, slots=True)
class Table:
    """A table with a header row.

    :param caption: what the table shows (HTML's caption; Markdown tables have none).
    :param lead: the line Markdown writes above the table in place of the caption (nothing when empty).
    :param role: names the table for styles and tests (``"pots"``, ``"held"``, ``"counts"``).
    :param row_header: the column whose cell names its row (``None``: no such column).
    :param align: each column's alignment (empty: the page's default).
    :param row_header_span: how many rows each row header spans (the rows between leave that cell
        empty); 0 for one row without saying so.
    """

    header: tuple[str, ...]
    rows: tuple[Row, ...]
    caption: str = ""
    lead: Line = ()
    role: str = ""
    row_header: int | None = 0
    align: tuple[Alignment, ...] = ()
    row_header_span: int = 0


@dataclass(frozen=True, slots=True)
class Quote:
    """Words quoted from a document, set apart (the clause a step of the deal applies)."""

    line: Line


@dataclass(frozen=True, slots=True)
class Section:
    """Blocks set apart as one part of a result: ``role`` names the part for styles (``"starting"``: what
    the exact tables say before the board), ``field`` for tests and scripts."""

    blocks: tuple[Block, ...]
    role: str = ""
    field: str = ""


@dataclass(frozen=True, slots=True)
class Shown:
    """A result as a reader sees it: its blocks in order; ``kind`` names the result (``"hand"``,
    ``"showdown"``, ``"mp-play"``) for styles and tests; ``live``: a screen reader announces it
    when it changes (a widget's pane that follows the reader's clicks).  A :class:`Shown` is a block
    too: a widget's pane holds the engine's result, written as that result is written on its own."""

    kind: str
    blocks: tuple[Block, ...]
    live: bool = False

    @property
    def lines(self) -> tuple[Line, ...]:
        """Every line of every block, in order, those of a section or a result inside it too (a table's
        caption and header excepted)."""
        return _lines(self.blocks)

    @property
    def clauses(self) -> tuple[ClauseId, ...]:
        """The clauses cited, in order (once per citation)."""
        return tuple(piece.clause for line in self.lines for piece in line if isinstance(piece, Cite))

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card drawn, in order."""
        return tuple(card for line in self.lines for piece in line if isinstance(piece, Cards) for card in piece.cards)

    @property
    def tables(self) -> tuple[Table, ...]:
        """Every table, in order, those of a section or a result inside it too."""
        return tuple(block for block in _leaves(self.blocks) if isinstance(block, Table))


Block = Paragraph | CardRow | Items | Table | Quote | Section | Shown


def _leaves(blocks: Iterable[Block]) -> Iterator[Paragraph | CardRow | Items | Table | Quote]:
    """The blocks in order, each section and result inside them opened into its own blocks."""
    for block in blocks:
        if isinstance(block, Section | Shown):
            yield from _leaves(block.blocks)
        else:
            yield block


def _lines(blocks: Iterable[Block]) -> tuple[Line, ...]:
    """Every line of the blocks, in order (see :attr:`Shown.lines`)."""
    found: list[Line] = []
    for block in _leaves(blocks):
        if isinstance(block, Paragraph | Quote):
            found.append(block.line)
        elif isinstance(block, CardRow):
            found.append((block.cards,))
        elif isinstance(block, Items):
            found.extend(block.lines)
        else:
            found.extend(cell for row in block.rows for cell in row.cells)
    return tuple(found)


def cited(text: str, clause: ClauseId) -> Line:
    """A sentence and the clause it rests on."""
    return (text, " ", Cite(clause))


def steps(because: Iterable[Step]) -> Items:
    """A result's reasons: a numbered list, each step with its clause."""
    return Items(tuple(cited(step.text, step.clause) for step in because), role="steps")


def quotes(because: Iterable[Step]) -> tuple[Paragraph, Items]:
    """The rules in their own words: each clause the steps cite, once, quoted, with its link."""
    clauses = dict.fromkeys(step.clause for step in because)
    return (
        Paragraph((Strong("The rules in their own words"),)),
        Items(tuple((Quoted(citation(clause).quote), " ", Cite(clause)) for clause in clauses), numbered=False, role="quotes"),
    )


class LineWriter(ABC):
    """An output kind's way with the pieces of a line.  Which piece a value is, is decided here once, for
    every writer (:func:`plain`, :mod:`~widgets.render.html`, :mod:`~widgets.render.markdown`)."""

    def line(self, line: Line) -> str:
        """A line's pieces, one after the other."""
        return "".join(self.piece(piece) for piece in line)

    def piece(self, piece: Piece) -> str:
        if isinstance(piece, str):
            return self.text(piece)
        if isinstance(piece, Strong):
            return self.strong(piece.text, piece.field)
        if isinstance(piece, Emphasis):
            return self.emphasis(piece.text)
        if isinstance(piece, Quoted):
            return self.quoted(piece.text)
        if isinstance(piece, Cards):
            return self.cards(piece)
        if isinstance(piece, Cite):
            return self.cite(piece.clause)
        if isinstance(piece, Mark):
            return self.mark(piece.symbol)
        if isinstance(piece, LineBreak):
            return self.line_break()
        assert_never(piece)

    @abstractmethod
    def text(self, text: str) -> str: ...

    @abstractmethod
    def strong(self, text: str, field: str = "") -> str: ...

    @abstractmethod
    def emphasis(self, text: str) -> str: ...

    @abstractmethod
    def quoted(self, text: str) -> str: ...

    @abstractmethod
    def cards(self, cards: Cards) -> str: ...

    @abstractmethod
    def cite(self, clause: ClauseId) -> str: ...

    @abstractmethod
    def mark(self, symbol: str) -> str: ...

    @abstractmethod
    def line_break(self) -> str: ...


class Writer(LineWriter):
    """An output kind's way with lines and blocks (which block a value is, is decided here once)."""

    def block(self, block: Block) -> str:
        """One block: a paragraph, a row of cards, a list, a table, a quotation, a section or a result."""
        if isinstance(block, Paragraph):
            return self.paragraph(block)
        if isinstance(block, CardRow):
            return self.card_row(block)
        if isinstance(block, Items):
            return self.items(block)
        if isinstance(block, Table):
            return self.table(block)
        if isinstance(block, Quote):
            return self.quote(block)
        if isinstance(block, Section):
            return self.section(block)
        if isinstance(block, Shown):
            return self.shown(block)
        assert_never(block)

    @abstractmethod
    def paragraph(self, paragraph: Paragraph) -> str: ...

    @abstractmethod
    def card_row(self, row: CardRow) -> str: ...

    @abstractmethod
    def items(self, items: Items) -> str: ...

    @abstractmethod
    def table(self, table: Table) -> str: ...

    @abstractmethod
    def quote(self, quote: Quote) -> str: ...

    @abstractmethod
    def section(self, section: Section) -> str: ...

    @abstractmethod
    def shown(self, shown: Shown) -> str:
        """A whole result: on its own (:func:`~widgets.render.html.html`), or as a block of another."""


class _Plain(LineWriter):
    """Plain text: cards as their symbols, a citation as its id in brackets."""

    def text(self, text: str) -> str:
        return text

    def strong(self, text: str, field: str = "") -> str:
        return text

    def emphasis(self, text: str) -> str:
        return text

    def quoted(self, text: str) -> str:
        return f"\u201c{text}\u201d"

    def cards(self, cards: Cards) -> str:
        return " ".join(card.symbol for card in cards.cards)

    def cite(self, clause: ClauseId) -> str:
        return f"[{clause}]"

    def mark(self, symbol: str) -> str:
        return symbol

    def line_break(self) -> str:
        return " "


def plain(line: Line) -> str:
    """A line as plain text: cards as their symbols, a citation as its id in brackets (for tests and logs)."""
    return _Plain().line(line)
