"""Where each part of the table picture goes: the one layout both of its writers draw.

:func:`lay_out_table` places the parts so that none overlaps another, for any number of
seats: seats in rows along the top and bottom and columns at the sides, each seat's chip and
the dealer disc in a band of their own in front of it, the middle of the felt kept for the
board, the pot and the burned cards.  The live picture (:mod:`widgets.render.table`, SVG, in
pixels) and the book's figure (``widgets/figures.py``, matplotlib, in points) each measure a
:class:`~widgets.render.table_scene.TableScene` in their own units and draw it where this
layout puts it.  Pure Python, so that it runs in the browser.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True, slots=True)
class Rect:
    """A rectangle: its top-left corner (``x``, ``y``, with y downwards) and its size."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height

    @property
    def centre(self) -> tuple[float, float]:
        return self.x + self.width / 2, self.y + self.height / 2

    def overlaps(self, other: Rect) -> bool:
        """True if the two share any area (touching edges do not count).

        >>> Rect(0, 0, 10, 10).overlaps(Rect(10, 0, 5, 5)), Rect(0, 0, 10, 10).overlaps(Rect(9, 9, 5, 5))
        (False, True)
        """
        return self.x < other.right and other.x < self.right and self.y < other.bottom and other.y < self.bottom


@dataclass(frozen=True, slots=True)
class CardSize:
    """A card as a writer draws it, in its own units: its size and the gap between two cards side by side."""

    width: float
    height: float
    gap: float

    def row_width(self, count: int) -> float:
        """The width of ``count`` cards side by side.

        >>> CardSize(34, 48, 8).row_width(3)
        118
        """
        return count * self.width + max(0, count - 1) * self.gap

    def pile(self, count: int, step_x: float, step_y: float) -> tuple[float, float]:
        """The width and height of a pile of ``count`` cards, each ``step_x`` right of and ``step_y`` below the last.

        >>> CardSize(34, 48, 8).pile(3, 3, 2)
        (40, 52)
        """
        return self.width + step_x * (count - 1), self.height + step_y * (count - 1)


@dataclass(frozen=True, slots=True)
class Middle:
    """The middle of the felt in a writer's units: the board (with the gap below it) on top; under it, side by
    side, the pot and the burned pile with its label, twice ``gap`` apart."""

    board_width: float
    board_height: float
    pot_width: float
    pot_height: float
    burn_width: float
    burn_height: float
    gap: float

    @property
    def lower_width(self) -> float:
        """The pot and the burned pile side by side."""
        return self.pot_width + (2 * self.gap if self.pot_width else 0.0) + self.burn_width

    @property
    def width(self) -> float:
        return max(self.board_width, self.lower_width)

    @property
    def height(self) -> float:
        return self.board_height + max(self.pot_height, self.burn_height)


@dataclass(frozen=True, slots=True)
class TableSizes:
    """What a table's layout makes room for, in the drawing's own units (SVG pixels, or points).

    ``chip_width`` by ``chip_height`` is a chip with its amount beside it, and ``disc`` the dealer
    disc's diameter (0 when the drawing has none); ``middle_width`` by ``middle_height`` is the
    middle of the felt: the board, the pot and the burned cards.  ``top`` and ``bottom`` are the
    room kept above the seats (a title) and below them (the footer).  ``most_width`` is the widest
    the table should be, so that its text stays legible where it is shown.
    """

    box_height: float
    chip_width: float
    chip_height: float
    disc: float
    middle_width: float
    middle_height: float
    gap: float
    margin: float
    most_width: float
    min_width: float = 0.0
    top: float = 0.0
    bottom: float = 0.0


#: The sides of the table, clockwise from the bottom (the lowest seat sits at the bottom).
SIDES = ("bottom", "left", "top", "right")


@dataclass(frozen=True, slots=True)
class SeatPlace:
    """Where one seat is drawn: its box; in front of it, on the felt, its chip (the chip and its
    amount, the chip on the side nearer the box) and the dealer disc's centre, if it has the button."""

    side: str
    box: Rect
    chip: Rect
    dealer: tuple[float, float]

    @property
    def chip_first(self) -> bool:
        """The chip is drawn left of its amount (on the right-hand side the amount comes first)."""
        return self.side != "right"


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Every part's place: the seats round the felt, the middle (board, pot, burned cards), the
    footer's band below the seats; ``width`` by ``height`` in all."""

    width: float
    height: float
    seats: Mapping[int, SeatPlace]
    felt: Rect
    middle: Rect
    footer: Rect
    counts: tuple[int, int, int, int]  # seats along the bottom, left, top and right
    spread: bool = False  # the middle between the side seats, not beside them


#: The first choice of how many seats sit along the bottom, left, top and right for each table size.
_PREFERRED_SIDES = {
    1: (1, 0, 0, 0),
    2: (1, 0, 1, 0),
    3: (1, 0, 2, 0),
    4: (1, 1, 1, 1),
    5: (1, 1, 2, 1),
    6: (2, 1, 2, 1),
    7: (2, 1, 3, 1),
    8: (3, 1, 3, 1),
    9: (3, 1, 4, 1),
    10: (3, 2, 3, 2),
    11: (3, 2, 4, 2),
}


def lay_out_table(seats: Sequence[int], box_widths: Mapping[int, float], sizes: TableSizes) -> TableLayout:
    """Seats in boxes round a felt, clockwise from the lowest at the bottom, so that no two parts overlap.

    The seats sit in rows along the bottom and the top and in columns at the sides; each seat's
    chip and the dealer disc lie in front of it, in a band of their own, and the middle of the
    felt is kept clear for the board, the pot and the burned cards: beside the columns, or, when
    that is too wide, between their upper and lower seats ("spread").  Of the ways to share the
    seats among the four sides, the usual one for the table's size is taken if it fits within
    ``sizes.most_width``, else the lowest table that fits (else the narrowest); when none fits,
    the lowest seat may sit elsewhere than the bottom.

    >>> sizes = TableSizes(box_height=100, chip_width=80, chip_height=22, disc=24, middle_width=200,
    ...                    middle_height=130, gap=8, margin=6, most_width=780)
    >>> layout = lay_out_table(range(1, 7), dict.fromkeys(range(1, 7), 150.0), sizes)
    >>> layout.counts, [layout.seats[seat].side for seat in range(1, 7)]
    ((2, 1, 2, 1), ['bottom', 'left', 'top', 'top', 'right', 'bottom'])
    >>> boxes = [place.box for place in layout.seats.values()]
    >>> any(a.overlaps(b) for a in boxes for b in boxes if a is not b)
    False
    """
    ordered = tuple(sorted(seats))
    return _lay_out(ordered, tuple(box_widths[seat] for seat in ordered), sizes)


@lru_cache(maxsize=256)
def _lay_out(ordered: tuple[int, ...], widths: tuple[float, ...], sizes: TableSizes) -> TableLayout:
    """:func:`lay_out_table`, remembered: a hand is drawn again at every step with the same layout."""
    box_widths = dict(zip(ordered, widths, strict=True))
    count = len(ordered)
    preferred = _PREFERRED_SIDES.get(count)
    if preferred is not None:
        layout = _layout(ordered, box_widths, sizes, preferred, preferred[0] // 2, spread=False)
        if layout.width <= sizes.most_width:
            return layout
    tried = [
        _layout(ordered, box_widths, sizes, sides, sides[0] // 2, spread=spread)
        for sides in _side_counts(count)
        for spread in (False, True)
    ]
    fitting = [layout for layout in tried if layout.width <= sizes.most_width]
    if not fitting:  # start elsewhere: a wide seat (a blind's) may fit in a row but not in a column
        tried = [
            _layout(ordered, box_widths, sizes, sides, start, spread=spread)
            for sides in _side_counts(count)
            for start in range(count)
            for spread in (False, True)
        ]
        fitting = [layout for layout in tried if layout.width <= sizes.most_width]
    if fitting:
        return min(fitting, key=lambda layout: (layout.height, layout.width))
    return min(tried, key=lambda layout: (layout.width, layout.height))


def _side_counts(count: int) -> Iterator[tuple[int, int, int, int]]:
    """Every way to seat ``count`` players along the four sides: at least one at the bottom, the
    rows at most one seat apart, the columns too."""
    for left in range(count):
        for right in (left - 1, left, left + 1):
            rows = count - left - right
            if right < 0 or rows < 1:
                continue
            bottom = (rows + 1) // 2
            yield bottom, left, rows - bottom, right
            if rows % 2:
                yield rows - bottom, left, bottom, right


def _drawn_sides(seats: Sequence[int], counts: tuple[int, int, int, int], start: int) -> dict[str, list[int]]:
    """Each side's seats in the order they are drawn: left to right along the rows, top to bottom in the
    columns; the lowest seat in the bottom row's ``start``-th place from the right."""
    slots = [side for side, number in zip(SIDES, counts, strict=True) for _ in range(number)]
    # each side's seats clockwise: the bottom right to left, the left upwards, the top left to right, the right down
    on_side: dict[str, list[int]] = {side: [] for side in SIDES}
    for slot, side in enumerate(slots):
        on_side[side].append(seats[(slot - start) % len(seats)])
    return {
        "top": on_side["top"],
        "bottom": on_side["bottom"][::-1],
        "left": on_side["left"][::-1],
        "right": on_side["right"],
    }


@dataclass(frozen=True, slots=True)
class _Plan:
    """The measures one way of seating the table is laid out by (see :func:`_plan`)."""

    sizes: TableSizes
    drawn: Mapping[str, list[int]]
    width_of: Mapping[int, float]  # each seat's box: a row's chip and disc fit under it
    band: float  # the chips' band in front of a row
    lane: float  # ... and beside a column
    both: float  # a disc and a chip side by side
    left_width: float
    right_width: float
    left_box: float
    right_box: float
    left_lane: float
    right_lane: float

    def row_width(self, row: Sequence[int]) -> float:
        return sum(self.width_of[seat] for seat in row) + self.sizes.gap * max(0, len(row) - 1)

    def stack_height(self, number: int) -> float:
        return self.sizes.box_height * number + self.sizes.gap * max(0, number - 1)


def _halves(column: list[int]) -> tuple[list[int], list[int]]:
    upper = (len(column) + 1) // 2
    return column[:upper], column[upper:]


def _plan(drawn: Mapping[str, list[int]], box_widths: Mapping[int, float], sizes: TableSizes) -> _Plan:
    gap = sizes.gap
    chips = sizes.chip_width > 0 or sizes.disc > 0
    band = max(sizes.chip_height, sizes.disc) if chips else 0.0
    lane = max(sizes.chip_width, sizes.disc) if chips else 0.0
    both = sizes.disc + (gap if sizes.disc and sizes.chip_width else 0.0) + sizes.chip_width
    width_of = {seat: max(box_widths[seat], both) for side in SIDES for seat in drawn[side]}
    left_width = max((width_of[seat] for seat in drawn["left"]), default=0.0)
    right_width = max((width_of[seat] for seat in drawn["right"]), default=0.0)
    return _Plan(
        sizes,
        drawn,
        width_of,
        band,
        lane,
        both,
        left_width,
        right_width,
        left_width + gap if drawn["left"] else 0.0,
        right_width + gap if drawn["right"] else 0.0,
        lane + gap if drawn["left"] and lane else 0.0,
        lane + gap if drawn["right"] and lane else 0.0,
    )


def _width(plan: _Plan, *, spread: bool) -> float:
    sizes, drawn = plan.sizes, plan.drawn
    if spread:  # the lanes beside the columns, the middle below the upper seats and above the lower
        across = plan.left_box + max(plan.left_lane + plan.right_lane, sizes.middle_width) + plan.right_box
    else:
        across = plan.left_box + plan.left_lane + sizes.middle_width + plan.right_lane + plan.right_box
    return max(
        2 * sizes.margin + across,
        2 * sizes.margin + max(plan.row_width(drawn["bottom"]), plan.row_width(drawn["top"])),
        sizes.min_width,
    )


def _inside_height(plan: _Plan, *, spread: bool) -> tuple[float, int]:
    """The height between the rows' bands, and how many seats the columns' upper halves hold (if spread)."""
    sizes, drawn, gap = plan.sizes, plan.drawn, plan.sizes.gap
    if not spread:
        tallest = max(plan.stack_height(len(drawn["left"])), plan.stack_height(len(drawn["right"])))
        return max(tallest, sizes.middle_height), 0
    upper = max(len(_halves(drawn[side])[0]) for side in ("left", "right"))
    lower = max(len(_halves(drawn[side])[1]) for side in ("left", "right"))
    height = (
        plan.stack_height(upper)
        + (gap if upper else 0.0)
        + sizes.middle_height
        + (gap if lower else 0.0)
        + plan.stack_height(lower)
    )
    return height, upper


def _row(plan: _Plan, side: str, width: float, row_y: float, band_y: float) -> dict[int, SeatPlace]:
    """The seats of a row, centred, their chips and discs in the band in front of them."""
    sizes = plan.sizes
    places = {}
    x = (width - plan.row_width(plan.drawn[side])) / 2
    for seat in plan.drawn[side]:
        box = Rect(x, row_y, plan.width_of[seat], sizes.box_height)
        first = box.x + (box.width - plan.both) / 2
        chip_y = band_y + (plan.band - sizes.chip_height) / 2
        chip = Rect(first + plan.both - sizes.chip_width, chip_y, sizes.chip_width, sizes.chip_height)
        places[seat] = SeatPlace(side, box, chip, (first + sizes.disc / 2, band_y + plan.band / 2))
        x += box.width + sizes.gap
    return places


def _column(
    plan: _Plan, side: str, seated: list[int], top: float, centre_x: float, lane_x: float
) -> dict[int, SeatPlace]:
    """The seats of a column from ``top`` down, their chips and discs in the lane beside them."""
    sizes, gap, height, lane = plan.sizes, plan.sizes.gap, plan.sizes.box_height, plan.lane
    places = {}
    y = top
    for seat in seated:
        box = Rect(centre_x - plan.width_of[seat] / 2, y, plan.width_of[seat], height)
        middle_y = box.y + height / 2
        chip_x = lane_x if side == "left" else lane_x + lane - sizes.chip_width
        disc_x = lane_x + sizes.disc / 2 if side == "left" else lane_x + lane - sizes.disc / 2
        chip = Rect(chip_x, middle_y - gap / 2 - sizes.chip_height, sizes.chip_width, sizes.chip_height)
        places[seat] = SeatPlace(side, box, chip, (disc_x, middle_y + gap / 2 + sizes.disc / 2))
        y += height + gap
    return places


def _felt(places: Mapping[int, SeatPlace], middle: Rect, width: float, sizes: TableSizes) -> Rect:
    """The felt reaches the seats' middles, and covers every chip and the middle of the table."""
    gap, margin = sizes.gap, sizes.margin
    xs = [place.box.centre[0] for place in places.values()] + [middle.x, middle.right]
    xs += [place.chip.x for place in places.values()] + [place.chip.right for place in places.values()]
    ys = [place.box.centre[1] for place in places.values()] + [middle.y, middle.bottom]
    felt_left = max(margin, min(min(xs) - gap, 0.1 * width))
    felt_right = min(width - margin, max(max(xs) + gap, 0.9 * width))
    felt_top, felt_bottom = min(ys), max(ys)
    if felt_bottom - felt_top < sizes.middle_height + 2 * gap:
        felt_top, felt_bottom = middle.y - gap, middle.bottom + gap
    return Rect(felt_left, felt_top, felt_right - felt_left, felt_bottom - felt_top)


def _layout(
    seats: Sequence[int],
    box_widths: Mapping[int, float],
    sizes: TableSizes,
    counts: tuple[int, int, int, int],
    start: int,
    *,
    spread: bool,
) -> TableLayout:
    """The table with ``counts`` seats along the bottom, left, top and right, the lowest seat in the
    bottom row's ``start``-th place from the right; ``spread``: the middle between the columns'
    upper and lower seats rather than between the columns."""
    gap, margin = sizes.gap, sizes.margin
    plan = _plan(_drawn_sides(seats, counts, start), box_widths, sizes)
    drawn, band = plan.drawn, plan.band
    width = _width(plan, spread=spread)
    inside_height, upper = _inside_height(plan, spread=spread)
    # top to bottom: the top row, its chips' band, the columns and the middle, a band, the bottom row, the footer
    top_row_y = margin + sizes.top
    top_band_y = top_row_y + (sizes.box_height + gap if drawn["top"] else 0.0)
    inside_y = top_band_y + (band + gap if drawn["top"] and band else 0.0)
    bottom_band_y = inside_y + (inside_height + gap)
    bottom_row_y = bottom_band_y + (band + gap if band else 0.0)
    footer_y = bottom_row_y + (sizes.box_height + gap)
    places = _row(plan, "top", width, top_row_y, top_band_y) | _row(plan, "bottom", width, bottom_row_y, bottom_band_y)
    sides = (
        ("left", margin + plan.left_width / 2, margin + plan.left_box),
        ("right", width - margin - plan.right_width / 2, width - margin - plan.right_box - plan.lane),
    )
    for side, centre_x, lane_x in sides:
        if spread:
            upper_seats, lower_seats = _halves(drawn[side])
            lower_y = inside_y + inside_height - plan.stack_height(len(lower_seats))
            places |= _column(plan, side, upper_seats, inside_y, centre_x, lane_x)
            places |= _column(plan, side, lower_seats, lower_y, centre_x, lane_x)
        else:
            column_y = inside_y + (inside_height - plan.stack_height(len(drawn[side]))) / 2
            places |= _column(plan, side, drawn[side], column_y, centre_x, lane_x)
    if spread:
        inner_left, inner_right = margin + plan.left_box, width - margin - plan.right_box
        middle_y = inside_y + plan.stack_height(upper) + (gap if upper else 0.0)
    else:
        inner_left, inner_right = (
            margin + plan.left_box + plan.left_lane,
            width - margin - plan.right_box - plan.right_lane,
        )
        middle_y = inside_y + (inside_height - sizes.middle_height) / 2
    middle = Rect(
        (inner_left + inner_right - sizes.middle_width) / 2, middle_y, sizes.middle_width, sizes.middle_height
    )
    footer = Rect(0.0, footer_y, width, sizes.bottom)
    felt = _felt(places, middle, width, sizes)
    return TableLayout(width, footer_y + sizes.bottom + margin, places, felt, middle, footer, counts, spread)
