"""Matplotlib figures drawn from the engine's results, each with its words.

The table, the order the cards leave the deck, the hand counts of a deck, the 8-or-better
lows, and the Manillen Plus seats and card points.  Nothing here decides a rule or writes a
word of its own: the table, the order and the counts are each drawn from one display record,
made once from the engine's values by :mod:`widgets.render` (a
:class:`~widgets.render.table_scene.TableScene`, which the live SVG picture draws too; a
:class:`~widgets.render.charts.DealOrder`; a :class:`~widgets.render.charts.BarChart`), and
the Manillen Plus pictures from a :class:`~engine.manillen.Table` and its points.  The figures
are for the book (drawn when a notebook is executed) and for Voila; the widgets' own live
pictures are SVG and HTML, which run in the browser.

Each function returns a :class:`Picture`: the figure together with its text alternative,
written from the same record as the drawing, so the two cannot say different things.  In a
notebook a picture shows as a PNG; its plain-text form is the alt text, which
``book/_ext/execute_notebooks.py`` copies into the cell's metadata for the book and Voila.

Every text is legible where the book shows it: at least ``TEXT_PT`` points at ``DPI``, in a
figure no wider than the book's column shows at its own size (or, for the table, narrow enough
that shrunk to the column its text stays above ``LEGIBLE_PX``).  A picture knows its smallest
text (:attr:`Picture.smallest_text_px`) and writes it into its PNG (a ``tEXt`` chunk,
``SMALLEST_TEXT_KEY``), where a browser test reads it back.  The table is laid out by
:func:`widgets.render.table_layout.lay_out_table`, like the live picture, so that no label, card,
chip, disc or pile overlaps another; its artists are tagged with their part (``gid``).

>>> import random
>>> from engine import deal
>>> picture = table_figure(deal("2 Card Manila", players=6, button=3, rng=random.Random(1)), upto=0)
>>> picture.alt.split(". ")[0]
'Seat 4 posts the blind of $2'
>>> "Seat 4: no cards; a blind of $2 in front of it" in picture.alt
True
"""

from __future__ import annotations

import base64
import io
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

# The figures are plain Figure objects, not pyplot's, so nothing is shown twice or left open.
from matplotlib.axes import Axes
from matplotlib.backend_bases import RendererBase
from matplotlib.backends.backend_agg import RendererAgg
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties
from matplotlib.patches import Circle, FancyArrowPatch, FancyBboxPatch, Rectangle
from matplotlib.text import Text
from matplotlib.ticker import FuncFormatter, NullFormatter

from engine import DECK_52, Deal, Deck, LowRule, Rank, Ranking
from engine.manillen import POINTS, RANK_ORDER, Side, Table
from engine.teaching import ExactShowdownChances, StartingHandChart
from widgets.render.charts import ORDER_PER_ROW, BarChart, deal_order, frequency_chart, listed, low_chart
from widgets.render.table import FELT, FELT_EDGE
from widgets.render.table_layout import CardSize, Middle, SeatPlace, TableLayout, TableSizes, lay_out_table
from widgets.render.table_scene import CardFace, SeatScene, TableRoom, TableScene, book_table_scene

RED = "#b00020"
INK = "#111111"
MUTED = "#6b6b6b"
GOLD = "#f2a900"
PLAIN = "#1f5fa8"
MARKED = "#c77c02"

#: Every figure is drawn at this many pixels to the inch.
DPI = 100
#: The figures' text, in points: the smallest everywhere, a table's pot, and a title.
TEXT_PT, POT_PT, TITLE_PT = 9.0, 10.0, 10.5
#: The widest the book shows a figure, in CSS px: its content column at a 1280 px wide window (a
#: narrower figure is shown at its own size, an image pixel to a CSS pixel).
SHOWN_WIDTH_PX = 672
#: The least height of any text on the page, in CSS px.
LEGIBLE_PX = 11
#: The PNG text chunk that carries a picture's smallest text, in image pixels (read back by the browser tests).
SMALLEST_TEXT_KEY = "Smallest text px"
#: Measures text in points (a renderer at 72 dots to the inch), as the figures draw it.
#: (matplotlib's backend_agg is unannotated; its base class, typed, says what a renderer does)
_MEASURE: RendererBase = RendererAgg(10, 10, 72)  # type: ignore[no-untyped-call]


def smallest_text_px(figure: Figure) -> float:
    """The height of the smallest text ``figure`` draws, in image pixels: its font size in points
    times ``dpi / 72``, over every visible text that says something, tick labels included."""
    figure.draw_without_rendering()  # tick labels get their text when drawn
    hidden: set[int] = set()
    for axes in figure.axes:
        if not axes.axison:  # axis("off"): its ticks and labels are not drawn
            hidden.update(id(text) for axis in (axes.xaxis, axes.yaxis) for text in axis.findobj(Text))
    sizes = [
        text.get_fontproperties().get_size_in_points()  # what get_fontsize returns, typed as a float
        for text in figure.findobj(Text)
        if text.get_visible() and text.get_text().strip() and id(text) not in hidden
    ]
    return min(sizes) * figure.dpi / 72


@dataclass(frozen=True)
class Picture:
    """A figure and its text alternative (``alt``), made from the same engine data.

    In a notebook it shows as a PNG, which records its smallest text (``SMALLEST_TEXT_KEY``);
    its ``repr`` is the alt text.
    """

    figure: Figure
    alt: str

    @property
    def smallest_text_px(self) -> float:
        """The smallest text, in image pixels (see :func:`smallest_text_px`)."""
        return smallest_text_px(self.figure)

    def png(self) -> bytes:
        buffer = io.BytesIO()
        self.figure.savefig(
            buffer,
            format="png",
            bbox_inches="tight",
            facecolor="white",
            metadata={SMALLEST_TEXT_KEY: f"{self.smallest_text_px:.2f}"},
        )
        return buffer.getvalue()

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> tuple[dict[str, str], dict[str, Any]]:
        data = {"image/png": base64.b64encode(self.png()).decode("ascii"), "text/plain": self.alt}
        return data, {"image/png": {"alt": self.alt}}

    def __repr__(self) -> str:
        return self.alt


# --- the table -------------------------------------------------------------------------------------

# The table figure draws a scene (widgets.render.table_scene) laid out in points (1/72 inch) by the same
# layout as the live picture (widgets.render.table_layout.lay_out_table), its text measured with matplotlib's
# own fonts.
CARD = CardSize(24.0, 32.0, 4.0)
CARDS_PER_ROW = 5  # more cards (stud's seven) take two rows
BOX_PAD, LABEL_LINE = 7.0, 14.0
CHIP_RADIUS, DISC_RADIUS = 5.5, 7.5
TABLE_GAP, TABLE_MARGIN = 6.0, 4.0
TABLE_MIN_WIDTH = 380.0
#: The widest the table may be, in points: drawn at ``DPI`` and shown at most ``SHOWN_WIDTH_PX`` wide, its
#: ``TEXT_PT`` text is ``TEXT_PT * SHOWN_WIDTH_PX / width`` CSS px; kept above ``LEGIBLE_PX`` with room to spare
#: for the margin ``bbox_inches="tight"`` adds (0.1 inch a side).
TABLE_MOST_WIDTH = TEXT_PT * SHOWN_WIDTH_PX / LEGIBLE_PX - 30


def _text_extent(text: str, size: float, *, bold: bool = False) -> tuple[float, float]:
    """The width and height of one line of ``text`` in points, measured as matplotlib draws it."""
    properties = FontProperties(size=size, weight="bold" if bold else "normal")
    width, height, _ = _MEASURE.get_text_width_height_descent(text, properties, ismath=False)
    return width, height


def _wrapped(text: str, size: float, width: float, *, bold: bool = False, at_bracket: bool = False) -> list[str]:
    """``text`` broken between words into lines no wider than ``width`` points (a longer word keeps its
    line); ``at_bracket``: first before a bracket, if it has one."""
    if _text_extent(text, size, bold=bold)[0] <= width:
        return [text]
    head, bracket, tail = text.partition(" (")
    if at_bracket and bracket and head:
        return _wrapped(head, size, width, bold=bold) + _wrapped("(" + tail, size, width, bold=bold)
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        longer = f"{line} {word}" if line else word
        if line and _text_extent(longer, size, bold=bold)[0] > width:
            lines.append(line)
            line = word
        else:
            line = longer
    return [*lines, line]


def _card_rows(count: int) -> tuple[int, int]:
    """How many rows a seat's ``count`` cards take, and how many cards a row holds."""
    rows = max(1, math.ceil(count / CARDS_PER_ROW))
    return rows, max(1, math.ceil(count / rows))


def _draw_card(axes: Axes, x: float, y: float, face: CardFace, *, gid: str, alpha: float = 1.0) -> None:
    """A card, its top-left corner at (x, y): rank and suit as text (colour is a second cue only), or its back.

    A face-down card turned up for teaching has a shaded face and a dashed edge.
    """
    card = face.card
    box = FancyBboxPatch(
        (x, y),
        CARD.width,
        CARD.height,
        boxstyle="round,pad=0,rounding_size=3",
        facecolor="#274b8f" if card is None else "#dfe7f3" if face.turned_up else "white",
        edgecolor=INK,
        linewidth=0.8,
        linestyle="--" if face.turned_up else "-",
        zorder=4,
        alpha=alpha,
        gid=gid,
    )
    axes.add_artist(box)
    if card is not None:
        axes.text(
            x + CARD.width / 2,
            y + CARD.height / 2,
            card.symbol,
            ha="center",
            va="center",
            fontsize=TEXT_PT,
            fontweight="bold",
            color=RED if card.suit.is_red else INK,
            zorder=5,
            alpha=alpha,
            parse_math=False,
            gid=gid,
        )


def _chip(axes: Axes, place: SeatPlace, text: str, gid: str) -> None:
    """A chip in front of a seat, its amount on a light tag beside it (legible on the felt or off it)."""
    chip = place.chip
    middle_y = chip.y + chip.height / 2
    tag_width = _text_extent(text, TEXT_PT, bold=True)[0] + 6
    if place.chip_first:
        circle_x, tag_x = chip.x + CHIP_RADIUS, chip.x + 2 * CHIP_RADIUS + 3
    else:
        circle_x, tag_x = chip.right - CHIP_RADIUS, chip.right - 2 * CHIP_RADIUS - 3 - tag_width
    axes.add_artist(Circle((circle_x, middle_y), CHIP_RADIUS, facecolor="#f2c230", edgecolor=INK, zorder=6, gid=gid))
    axes.add_artist(
        FancyBboxPatch(
            (tag_x, middle_y - 7),
            tag_width,
            14,
            boxstyle="round,pad=0,rounding_size=3",
            facecolor="white",
            edgecolor=INK,
            linewidth=0.6,
            zorder=6,
            gid=gid,
        )
    )
    axes.text(
        tag_x + tag_width / 2,
        middle_y,
        text,
        ha="center",
        va="center",
        fontsize=TEXT_PT,
        fontweight="bold",
        color=INK,
        zorder=7,
        parse_math=False,
        gid=gid,
    )


@dataclass(frozen=True)
class _TableMeasures:
    """A scene measured in points: its layout, its title and pot broken into lines, and the middle's parts."""

    layout: TableLayout
    title_lines: list[str]
    pot_lines: list[str]
    middle: Middle


def _measure_middle(room: TableRoom) -> tuple[Middle, list[str]]:
    """Room in the middle of the felt for the whole deal's board and burned cards and the pot shown, the pot
    broken into lines no wider than the board."""
    board_width = CARD.row_width(room.board_cards)
    pot_lines = _wrapped(room.pot, POT_PT, max(board_width, 150.0), bold=True, at_bracket=True) if room.pot else []
    pile_width, pile_height = CARD.pile(max(room.burns, 1), 2, 1.5)
    middle = Middle(
        board_width=board_width,
        board_height=CARD.height + TABLE_GAP if room.board_cards else 0.0,
        pot_width=max((_text_extent(line, POT_PT, bold=True)[0] for line in pot_lines), default=0.0),
        pot_height=len(pot_lines) * POT_PT * 1.3,
        burn_width=max(pile_width, _text_extent(f"burned {room.burns}", TEXT_PT)[0]),
        burn_height=pile_height + 3 + LABEL_LINE,
        gap=TABLE_GAP,
    )
    return middle, pot_lines


def _measure_table(scene: TableScene) -> _TableMeasures:
    """The figure's layout for the whole deal, so that the pictures of one deal match."""
    room = scene.room
    card_rows, per_row = _card_rows(room.most_cards)
    chip_width = 2 * CHIP_RADIUS + 3 + _text_extent(room.chip, TEXT_PT, bold=True)[0] + 6 if room.chip else 0.0
    disc = 2 * DISC_RADIUS + 1 if room.button else 0.0
    widths = {
        seat: max(
            max(_text_extent(label, TEXT_PT, bold=True)[0] for label in labels),
            CARD.row_width(per_row),
            disc + TABLE_GAP + chip_width,
        )
        + 2 * BOX_PAD
        for seat, labels in room.labels.items()
    }
    middle, pot_lines = _measure_middle(room)

    def sizes(title_lines: int) -> TableSizes:
        return TableSizes(
            box_height=2 * BOX_PAD + LABEL_LINE + card_rows * (CARD.height + CARD.gap) - CARD.gap,
            chip_width=chip_width,
            chip_height=2 * CHIP_RADIUS + 3,
            disc=disc,
            middle_width=middle.width,
            middle_height=middle.height,
            gap=TABLE_GAP,
            margin=TABLE_MARGIN,
            most_width=TABLE_MOST_WIDTH,
            min_width=TABLE_MIN_WIDTH,
            top=title_lines * TITLE_PT * 1.3 + TABLE_GAP,
            bottom=len(scene.footer) * TEXT_PT * 1.3,
        )

    width = lay_out_table(list(widths), widths, sizes(1)).width
    title_lines = _wrapped(scene.title, TITLE_PT, width - 2 * TABLE_MARGIN)
    layout = lay_out_table(list(widths), widths, sizes(len(title_lines)))
    return _TableMeasures(layout, title_lines, pot_lines, middle)


def _draw_seat(axes: Axes, seat: SeatScene, place: SeatPlace) -> None:
    """A seat's box, its label and its cards (a folded seat's faded); the dealer disc and its blind in front."""
    box = place.box
    gid = f"seat-{seat.seat}"
    axes.add_artist(
        FancyBboxPatch(
            (box.x, box.y),
            box.width,
            box.height,
            boxstyle="round,pad=0,rounding_size=5",
            facecolor="#e6e6e6" if seat.folded else "white",
            edgecolor=GOLD if seat.acting else "#555555",
            linewidth=3 if seat.acting else 0.8,
            zorder=3,
            gid=f"{gid}:box",
        )
    )
    centre_x = box.x + box.width / 2
    axes.text(
        centre_x,
        box.y + BOX_PAD + LABEL_LINE / 2,
        seat.label,
        ha="center",
        va="center",
        fontsize=TEXT_PT,
        color=MUTED if seat.folded else INK,
        fontweight="bold",
        zorder=6,
        parse_math=False,
        gid=f"{gid}:label",
    )
    _, per_row = _card_rows(len(seat.cards))
    for index, face in enumerate(seat.cards):
        row, column = divmod(index, per_row)
        in_row = min(per_row, len(seat.cards) - row * per_row)
        x = centre_x - CARD.row_width(in_row) / 2 + column * (CARD.width + CARD.gap)
        y = box.y + BOX_PAD + LABEL_LINE + row * (CARD.height + CARD.gap)
        _draw_card(axes, x, y, face, gid=f"{gid}:card-{index + 1}", alpha=0.45 if seat.folded else 1.0)
    if seat.dealer:
        disc_x, disc_y = place.dealer
        axes.add_artist(
            Circle(
                (disc_x, disc_y), DISC_RADIUS, facecolor="white", edgecolor=INK, linewidth=1.2, zorder=6, gid="dealer"
            )
        )
        axes.text(
            disc_x, disc_y, "D", ha="center", va="center", fontsize=TEXT_PT, fontweight="bold", zorder=7, gid="dealer"
        )
    if seat.chip:
        _chip(axes, place, seat.chip, f"chip-{seat.seat}")


def _draw_middle(axes: Axes, scene: TableScene, measures: _TableMeasures) -> None:
    """The board, the pot and the burned pile, in the middle of the felt."""
    middle = measures.layout.middle
    centre_x = middle.x + middle.width / 2
    for index, face in enumerate(scene.board):
        x = centre_x - measures.middle.board_width / 2 + index * (CARD.width + CARD.gap)
        _draw_card(axes, x, middle.y, face, gid=f"board:card-{index + 1}")
    lower_y = middle.y + measures.middle.board_height
    lower_x = centre_x - max(measures.middle.lower_width, 0.0) / 2
    if measures.pot_lines:
        axes.text(
            lower_x + measures.middle.pot_width / 2,
            lower_y,
            "\n".join(measures.pot_lines),
            ha="center",
            va="top",
            fontsize=POT_PT,
            color="white",
            fontweight="bold",
            linespacing=1.2,
            zorder=5,
            parse_math=False,
            gid="pot",
        )
    burned = scene.burned
    if burned:
        burn_centre = lower_x + measures.middle.lower_width - measures.middle.burn_width / 2
        pile_x = burn_centre - CARD.pile(burned, 2, 1.5)[0] / 2
        for index in range(burned):
            back = CardFace(None, "a burned card")
            _draw_card(axes, pile_x + 2 * index, lower_y + 1.5 * index, back, gid=f"burn:card-{index + 1}")
        axes.text(
            burn_centre,
            lower_y + CARD.pile(burned, 2, 1.5)[1] + 3 + LABEL_LINE / 2,
            f"burned {burned}",
            ha="center",
            va="center",
            fontsize=TEXT_PT,
            color="white",
            zorder=5,
            gid="burn:label",
        )


def table_figure(
    deal: Deal, *, upto: int | None = None, show_hole_cards: bool = False, pot: int | None = None
) -> Picture:
    """The table after event ``upto`` (default: the whole deal): the matplotlib writer of its scene
    (:func:`~widgets.render.table_scene.book_table_scene`).

    Seats stand round the felt with their cards; the dealer button (in a game that posts blinds;
    in stud, which posts none, the dealer's seat is only named), blinds in front of their seats
    until the first betting round is over, the board, the burned cards, the pot, and at a
    betting round the seat that acts first.  Face-down cards show their backs unless
    ``show_hole_cards`` (teaching mode: they are turned up with a dashed edge).  The places
    are those of the whole deal, so that the pictures of one deal match; no two parts overlap.

    :param pot: the pot from the betting played out with the deal; without it the pot shows
        only the forced bets (blinds, antes), which is all a deal knows.
    """
    scene = book_table_scene(deal, upto=upto, show_hole_cards=show_hole_cards, pot=pot)
    measures = _measure_table(scene)
    layout = measures.layout
    figure = Figure(figsize=(layout.width / 72, layout.height / 72), dpi=DPI)
    axes = figure.add_axes((0, 0, 1, 1))
    felt = layout.felt
    axes.add_artist(
        FancyBboxPatch(
            (felt.x, felt.y),
            felt.width,
            felt.height,
            boxstyle=f"round,pad=0,rounding_size={min(felt.width, felt.height) / 2}",
            facecolor=FELT,
            edgecolor=FELT_EDGE,
            linewidth=3,
            zorder=1,
            gid="felt",
        )
    )
    for seat in scene.seats:
        _draw_seat(axes, seat, layout.seats[seat.seat])
    _draw_middle(axes, scene, measures)
    for text, y, size, gid in (
        ("\n".join(scene.footer), layout.footer.y, TEXT_PT, "footer"),
        ("\n".join(measures.title_lines), TABLE_MARGIN, TITLE_PT, "title"),
    ):
        axes.text(
            layout.width / 2,
            y,
            text,
            ha="center",
            va="top",
            fontsize=size,
            color=INK,
            linespacing=1.2,
            parse_math=False,
            gid=gid,
        )
    axes.set_xlim(0, layout.width)
    axes.set_ylim(layout.height, 0)  # y downwards, as the layout measures it
    axes.axis("off")
    return Picture(figure, scene.description)


# --- the order the cards leave the deck ------------------------------------------------------------

#: The order figure's boxes, in points: each box, and the step from one to the next.
ORDER_BOX_WIDTH, ORDER_BOX_HEIGHT, ORDER_STEP_X, ORDER_STEP_Y = 38.0, 40.0, 41.0, 46.0


def deal_order_figure(deal: Deal) -> Picture:
    """Every card that leaves the stub, in order, one numbered box each: to which seat and
    face down (blue) or face up (green), burned (grey), to the board (orange), or in the draw
    (purple); each box also says so in words (the matplotlib writer of
    :func:`~widgets.render.charts.deal_order`)."""
    order = deal_order(deal)
    margin = TABLE_MARGIN
    width = ORDER_PER_ROW * ORDER_STEP_X - (ORDER_STEP_X - ORDER_BOX_WIDTH) + 2 * margin
    title_lines = [order.title, *_wrapped(order.summary, TITLE_PT, width - 2 * margin)]
    top = margin + len(title_lines) * TITLE_PT * 1.3 + TABLE_GAP
    height = top + order.rows * ORDER_STEP_Y - (ORDER_STEP_Y - ORDER_BOX_HEIGHT) + margin
    figure = Figure(figsize=(width / 72, height / 72), dpi=DPI)
    axes = figure.add_axes((0, 0, 1, 1))
    for index, box in enumerate(order.boxes):
        row, column = divmod(index, ORDER_PER_ROW)
        x, y = margin + column * ORDER_STEP_X, top + row * ORDER_STEP_Y
        axes.add_artist(
            FancyBboxPatch(
                (x, y),
                ORDER_BOX_WIDTH,
                ORDER_BOX_HEIGHT,
                boxstyle="round,pad=0,rounding_size=3",
                facecolor=box.move.colour,
                edgecolor=INK,
                linewidth=0.6,
            )
        )
        for line, (words, weight) in enumerate(zip(box.lines, ("normal", "bold", "normal"), strict=True)):
            if words:
                axes.text(
                    x + ORDER_BOX_WIDTH / 2,
                    y + 8 + 12 * line,
                    words,
                    ha="center",
                    va="center",
                    fontsize=TEXT_PT,
                    fontweight=weight,
                    color="white",
                )
    axes.text(width / 2, margin, "\n".join(title_lines), ha="center", va="top", fontsize=TITLE_PT, linespacing=1.2)
    axes.set_xlim(0, width)
    axes.set_ylim(height, 0)
    axes.axis("off")
    return Picture(figure, order.alt)


# --- hand counts -----------------------------------------------------------------------------------

#: The charts' width, in inches: at ``DPI`` they are narrower than the book's column, so that they are
#: shown at their own size and their ``TEXT_PT`` text is ``TEXT_PT * DPI / 72`` px high.
CHART_WIDTH = 6.4


def _plain_numbers(axes: Axes, *, log: bool) -> None:
    """The x axis's numbers written out (``1,000`` rather than ``10^3``), at the figures' text size."""
    axes.xaxis.set_major_formatter(FuncFormatter(lambda value, _position: f"{value:,.0f}"))
    if log:
        axes.xaxis.set_minor_formatter(NullFormatter())
    axes.tick_params(labelsize=TEXT_PT)


def _bar_figure(chart: BarChart, height: float) -> Figure:
    """A :class:`~widgets.render.charts.BarChart` drawn ``height`` inches high: its bars from the top, each
    with its words beside it, a marked bar orange and hatched."""
    figure = Figure(figsize=(CHART_WIDTH, height), dpi=DPI)
    axes = figure.add_subplot(1, 1, 1)
    counts = [bar.count for bar in chart.bars]
    colours = [MARKED if bar.marked else PLAIN for bar in chart.bars]
    drawn = axes.barh(range(len(counts)), counts, color=colours, edgecolor=INK, linewidth=0.5)
    widest = max(counts)
    for patch, bar in zip(drawn, chart.bars, strict=True):
        if bar.marked:
            patch.set_hatch("//")
        x = patch.get_width() * 1.1 if chart.log else patch.get_width() + widest * 0.015
        axes.text(x, patch.get_y() + patch.get_height() / 2, bar.text, va="center", fontsize=TEXT_PT)
    if chart.log:
        axes.set_xscale("log")
    axes.set_yticks(range(len(counts)), [bar.label for bar in chart.bars])
    axes.invert_yaxis()  # the first bar at the top
    axes.set_xlabel(chart.axis, fontsize=TEXT_PT)
    if chart.log:
        axes.set_xlim(1, widest * 12)
    else:
        axes.set_xlim(0, widest * 1.85)
    _plain_numbers(axes, log=chart.log)
    axes.set_title(chart.title, fontsize=TITLE_PT)
    figure.tight_layout()
    return figure


def frequency_figure(ranking: Ranking, deck: Deck) -> Picture:
    """How many five-card hands of ``deck`` fall in each category, in ``ranking``'s order,
    strongest at the top; the categories the ranking moves from the standard order
    (``ranking.swapped``) are orange, hatched and marked \u21c5 (:func:`~widgets.render.charts.frequency_chart`)."""
    chart = frequency_chart(ranking, deck)
    return Picture(_bar_figure(chart, 3.9), chart.alt)


def low_figure(rule: LowRule, deck: Deck = DECK_52) -> Picture:
    """How many qualifying lows have each top card: the different lows and the five-card hands
    (:func:`~widgets.render.charts.low_chart`)."""
    chart = low_chart(rule, deck)
    return Picture(_bar_figure(chart, 3.0), chart.alt)


# --- Manillen Plus ---------------------------------------------------------------------------------


def _seat_ring(axes: Axes, table: Table, dealer: int, centre_x: float, title: str) -> list[str]:
    """One table of Manillen Plus: each seat with its side this deal; returns the seats in words."""
    ours = table.side_seats(Side.DEALER, dealer)
    axes.add_patch(Circle((centre_x, 0), 0.62, facecolor=FELT, edgecolor=FELT_EDGE, linewidth=3))
    said = []
    for index, seat in enumerate(table.seats):
        angle = math.radians(-90 - 360 * index / len(table.seats))
        x, y = centre_x + 1.0 * math.cos(angle), 1.0 * math.sin(angle)
        dealers = seat in ours
        marker: Any
        if dealers:
            marker = Rectangle((x - 0.2, y - 0.2), 0.4, 0.4, facecolor=MARKED, edgecolor=INK, linewidth=1)
        else:
            marker = Circle((x, y), 0.2, facecolor=PLAIN, edgecolor=INK, linewidth=1)
        axes.add_patch(marker)
        axes.text(
            x, y, str(seat), ha="center", va="center", fontsize=TITLE_PT, fontweight="bold", color="white", zorder=5
        )
        side = "dealer's side" if dealers else "opponents"
        note = f"{side}" + (", deals" if seat == dealer else "")
        axes.text(x, y - 0.36 if y <= 0 else y + 0.36, note, ha="center", va="center", fontsize=TEXT_PT)
        said.append(f"seat {seat} ({note})")
    axes.add_patch(
        FancyArrowPatch(
            (centre_x + 0.25, -0.3),  # at the bottom of the table, clockwise runs right to left
            (centre_x - 0.25, -0.3),
            connectionstyle="arc3,rad=-0.5",
            arrowstyle="-|>",
            mutation_scale=10,
            color="white",
            linewidth=1.2,
        )
    )
    axes.text(centre_x, 0.05, "play goes\nclockwise", ha="center", va="center", fontsize=TEXT_PT, color="white")
    axes.text(centre_x, 1.72, title, ha="center", va="center", fontsize=TEXT_PT, fontweight="bold", linespacing=1.2)
    return said


def seating_figure(dealer: int = 1) -> Picture:
    """The two Manillen Plus tables side by side, seat ``dealer`` dealing at both: six players in two
    alternating teams of three, and three players, the dealer alone against the other two."""
    figure = Figure(figsize=(CHART_WIDTH, 3.7), dpi=DPI)
    axes = figure.add_subplot(1, 1, 1)
    six, three = Table(6), Table(3)
    six_said = _seat_ring(axes, six, dealer, -1.6, "Six players:\ntwo teams of three, alternating")
    three_said = _seat_ring(axes, three, dealer, 1.6, f"Three players:\nseat {dealer} deals, alone")
    axes.text(
        0,
        -1.68,
        "square, orange: the dealer's side \u00b7 round, blue: the dealer's opponents",
        ha="center",
        va="center",
        fontsize=TEXT_PT,
    )
    axes.set_xlim(-3.2, 3.2)
    axes.set_ylim(-1.85, 2.05)
    axes.set_aspect("equal")
    axes.axis("off")
    figure.tight_layout()
    teams = " against ".join("seats " + ", ".join(str(seat) for seat in team) for team in six.teams)
    apart = all(not six.are_partners(seat, six.left_of(seat), dealer) for seat in six.seats)
    neighbours = "no two partners side by side" if apart else "some partners side by side"
    alone = ", ".join(str(seat) for seat in three.side_seats(Side.OPPONENTS, dealer))
    alt = (
        "Two round tables, seats numbered clockwise, the dealer's side drawn as orange squares and its "
        f"opponents as blue circles. Left, six players: {'; '.join(six_said)}; so {teams}, {neighbours}. "
        f"Right, three players: {'; '.join(three_said)}; seat {dealer} plays alone against seats {alone}."
    )
    return Picture(figure, alt)


def card_points_figure() -> Picture:
    """The Manillen Plus order of one suit, weakest to strongest, with each card's points;
    the manille (the 10) is marked."""
    labels = [rank.label for rank in RANK_ORDER]  # weakest first
    points = [POINTS[rank] for rank in RANK_ORDER]
    figure = Figure(figsize=(CHART_WIDTH, 2.8), dpi=DPI)
    axes = figure.add_subplot(1, 1, 1)
    bars = axes.bar(
        range(len(labels)),
        points,
        color=[MARKED if rank is Rank.TEN else PLAIN for rank in RANK_ORDER],
        edgecolor=INK,
    )
    for bar, rank in zip(bars, RANK_ORDER, strict=True):
        if rank is Rank.TEN:
            bar.set_hatch("//")
    axes.set_xticks(range(len(labels)), [f"{label}\n(manille)" if label == "10" else label for label in labels])
    axes.tick_params(labelsize=TEXT_PT)
    for index, value in enumerate(points):
        axes.text(index, value + 0.1, str(value), ha="center", fontsize=TEXT_PT)
    axes.set_xlabel("the cards of one suit, weakest (left) to strongest (right)", fontsize=TEXT_PT)
    axes.set_ylabel("points", fontsize=TEXT_PT)
    axes.set_ylim(0, max(points) + 1)
    axes.set_title("Manillen Plus: card order and points", fontsize=TITLE_PT)
    figure.tight_layout()
    listed = ", ".join(f"{rank.word} {POINTS[rank]}" for rank in RANK_ORDER)
    strongest = RANK_ORDER[-1]
    most = " and the one worth most" if POINTS[strongest] == max(points) else ""
    alt = (
        f"A bar chart of the {len(labels)} cards of a suit in the Manillen Plus order, weakest to strongest, "
        f"with their points: {listed}. The last bar, the {strongest.word} (the manille), is orange and hatched: "
        f"the strongest card{most}."
    )
    return Picture(figure, alt)


# --- the starting hands of 2 Card Manila -----------------------------------------------------------


def _relative_luminance(rgb: Sequence[float]) -> float:
    """WCAG's relative luminance of an sRGB colour (channels 0 to 1)."""
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb[:3]]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def _ink_on(rgb: Sequence[float]) -> str:
    """Black or white, whichever reads better on ``rgb`` (the higher WCAG contrast)."""
    luminance = _relative_luminance(rgb)
    return INK if (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) else "white"


def starting_hands_figure(chart: StartingHandChart) -> Picture:
    """The chart of the 64 starting hands of 2 Card Manila, each cell its label and its exact equity
    against one random hand, shaded by that equity: the pairs on the diagonal, suited hands above it,
    offsuit below, the ranks from the ace down (:func:`engine.teaching.exact.starting_hand_chart`)."""
    from matplotlib import colormaps
    from matplotlib.colors import Normalize

    size = len(chart.ranks)
    equities = [float(hand.equity) for hand in chart.hands]
    low, high = math.floor(min(equities) * 20) / 20, math.ceil(max(equities) * 20) / 20
    shade = Normalize(vmin=low, vmax=high)
    colours = colormaps["Blues"]
    figure = Figure(figsize=(6.7, 7.3), dpi=DPI)
    axes = figure.add_axes((0.07, 0.13, 0.9, 0.78))
    for hand in chart.hands:
        colour = colours(0.08 + 0.84 * shade(float(hand.equity)))
        edge = INK if hand.shape.value == "pair" else "white"
        axes.add_patch(
            Rectangle((hand.column, hand.row), 1, 1, facecolor=colour, edgecolor=edge, linewidth=1.2 if edge == INK else 1)
        )
        ink = _ink_on(colour)
        axes.text(hand.column + 0.5, hand.row + 0.36, hand.label, ha="center", va="center", fontsize=10.5,
                  fontweight="bold", color=ink)
        axes.text(hand.column + 0.5, hand.row + 0.7, f"{100 * float(hand.equity):.1f}", ha="center", va="center",
                  fontsize=TEXT_PT, color=ink)
    axes.set_xlim(0, size)
    axes.set_ylim(size, 0)
    axes.set_aspect("equal")
    labels = [rank.value for rank in chart.ranks]
    axes.set_xticks([i + 0.5 for i in range(size)], labels, fontsize=TEXT_PT)
    axes.set_yticks([i + 0.5 for i in range(size)], labels, fontsize=TEXT_PT)
    axes.tick_params(length=0, labeltop=True, labelbottom=False)
    for side in axes.spines.values():
        side.set_visible(False)
    axes.set_title(
        f"{chart.game.name}: each starting hand's equity (%) against one random hand\n"
        "pairs on the diagonal, suited above it, offsuit below",
        fontsize=TITLE_PT,
        pad=22,
    )
    bar_axes = figure.add_axes((0.2, 0.07, 0.64, 0.022))
    scale = figure.colorbar(
        _colour_scale(shade, colours, 0.08, 0.92), cax=bar_axes, orientation="horizontal"
    )
    ticks = [low + step * 0.05 for step in range(round((high - low) / 0.05) + 1)]
    scale.set_ticks(ticks, labels=[f"{100 * tick:.0f}%" for tick in ticks], fontsize=TEXT_PT)
    scale.set_label(
        f"exact equity over {chart.opponents:,} opponent hands × {chart.boards:,} boards", fontsize=TEXT_PT
    )
    best = max(chart.hands, key=lambda hand: hand.equity)
    worst = min(chart.hands, key=lambda hand: hand.equity)
    rows = "; ".join(
        f"row {labels[r]}: " + ", ".join(f"{hand.label} {100 * float(hand.equity):.1f}%" for hand in row)
        for r, row in enumerate(chart.rows)
    )
    alt = (
        f"A chart of the {len(chart.hands)} starting hands of {chart.game.name}, {size} rows and {size} columns "
        f"of ranks from {labels[0]} down to {labels[-1]}: pairs on the diagonal (outlined), suited hands above "
        f"it, offsuit hands below. Each cell gives the hand's exact equity against one random hand, in percent, "
        f"and is shaded darker the higher it is, from {100 * low:.0f}% to {100 * high:.0f}%. The strongest is "
        f"{best.label} at {100 * float(best.equity):.1f}%, the weakest {worst.label} at "
        f"{100 * float(worst.equity):.1f}%. Row by row: {rows}."
    )
    return Picture(figure, alt)


def _colour_scale(norm: Any, colours: Any, start: float, stop: float) -> Any:
    """A colour scale for the bar: ``colours`` from ``start`` to ``stop`` of its range, over ``norm``."""
    import numpy as np
    from matplotlib.cm import ScalarMappable
    from matplotlib.colors import ListedColormap

    part = ListedColormap(colours(np.linspace(start, stop, 256)))
    return ScalarMappable(norm=norm, cmap=part)


def showdown_chances_figure(results: Sequence[ExactShowdownChances]) -> Picture:
    """How often each category is a player's best hand at the showdown, exactly, for each game of
    ``results`` (:func:`engine.teaching.exact.exact_showdown_chances`): a bar per game and category,
    strongest at the top, every bar labelled with its percentage."""
    categories = [chance.category for chance in results[0].chances]  # strongest first
    colours = (PLAIN, MARKED, "#2e7d32")
    hatches = ("", "//", "..")
    count = len(results)
    height = 0.8 / count
    figure = Figure(figsize=(CHART_WIDTH, 1.0 + 0.5 * len(categories)), dpi=DPI)
    axes = figure.add_subplot(1, 1, 1)
    for g, result in enumerate(results):
        shares = [100 * result.chance(category).proportion for category in categories]
        places = [len(categories) - 1 - c + 0.4 - (g + 0.5) * height for c in range(len(categories))]
        bars = axes.barh(places, shares, height=height * 0.92, color=colours[g % 3], edgecolor=INK, linewidth=0.5,
                         hatch=hatches[g % 3], label=result.game.name)
        for bar, share in zip(bars, shares, strict=True):
            axes.text(bar.get_width() + 0.4, bar.get_y() + bar.get_height() / 2, _share_label(share), va="center",
                      fontsize=TEXT_PT)
    axes.set_yticks(range(len(categories)), [category.value for category in reversed(categories)])
    axes.set_xlabel("share of every deal (%), exact", fontsize=TEXT_PT)
    axes.set_xlim(0, max(100 * chance.proportion for result in results for chance in result.chances) * 1.18)
    axes.legend(loc="lower right", fontsize=TEXT_PT, frameon=False)
    axes.set_title("A player's best hand at the showdown, counted over every deal", fontsize=TITLE_PT)
    figure.tight_layout()
    games = "; ".join(
        f"{result.game.name} ({result.deals:,} deals): "
        + ", ".join(f"{chance.category.value} {_share_label(100 * chance.proportion)}" for chance in result.chances)
        for result in results
    )
    alt = (
        f"A horizontal bar chart of how often each of the nine categories is a player's best hand at the showdown, "
        f"strongest at the top, with one bar per game ({listed([result.game.name for result in results])}), each "
        f"labelled with its exact share of every deal. {games}."
    )
    return Picture(figure, alt)


def _share_label(percent: float) -> str:
    """A share in percent, to two decimals, three figures below 1% (0 stays 0)."""
    if percent == 0:
        return "0%"
    return f"{percent:.2f}%" if percent >= 1 else f"{percent:.2g}%"
