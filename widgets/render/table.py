"""The table as a picture: the SVG writer, drawn in pure Python from a walkthrough of the deal.

:func:`table_svg` draws a :class:`~engine.teaching.walkthrough.Walkthrough`: seats round the felt with
their chips and cards, the dealer button, the blind (tagged on the seat that posted it, for
the whole hand), the player to act ringed, the board, the burned cards and the pot.  At the
showdown every hand still in is turned face up, even with the hole cards hidden until then,
and the winner's five cards are outlined, in its hand and on the board.  Cards show their
rank and suit symbol as text (colour is only a second cue); the picture carries a title and
a description, so a screen reader hears what a sighted reader sees.

:func:`lay_out_table` places the parts so that none overlaps another, for any number of
seats: seats in rows along the top and bottom and columns at the sides, each seat's chip and
the dealer disc in a band of their own in front of it, the middle of the felt kept for the
board, the pot and the burned cards.  The book's table figure (``widgets/figures.py``) uses
the same layout, measured in points.  Each drawn part is a group marked ``data-part``, so a
test can find it.

Pure Python, so that it can run in the browser later; the book's static figures are
matplotlib (``widgets/figures.py``).

>>> import random
>>> from engine.poker.deal import deal
>>> from engine.teaching.walkthrough import start_walkthrough
>>> walk = start_walkthrough(deal("2 Card Manila", players=4, button=2, rng=random.Random(5))).next()
>>> svg = table_svg(walk)
>>> svg.startswith('<svg') and 'Seat 3 posts the blind of $2.' in svg and 'Seat 3 · blind' in svg
True
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from html import escape

from engine.cards import Card
from engine.teaching.walkthrough import Walkthrough

USED_COLOUR = "#1a73e8"
FELT, FELT_EDGE = "#2e6b3f", "#1b4026"
#: The picture's fonts: Verdana (or DejaVu Sans, its Linux twin) first, the widest common sans-serif
#: faces, so that a page with narrower ones only leaves more room than :func:`text_width` reckons.
FONT_FAMILY = "Verdana, 'DejaVu Sans', sans-serif"


# --- the table's layout: where each part goes, shared with the book's figures ---------------------------


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
    gap, margin, height = sizes.gap, sizes.margin, sizes.box_height
    slots = [side for side, number in zip(SIDES, counts, strict=True) for _ in range(number)]
    # each side's seats clockwise: the bottom right to left, the left upwards, the top left to right, the right down
    on_side: dict[str, list[int]] = {side: [] for side in SIDES}
    for slot, side in enumerate(slots):
        on_side[side].append(seats[(slot - start) % len(seats)])
    # drawn left to right, top to bottom
    drawn = {
        "top": on_side["top"],
        "bottom": on_side["bottom"][::-1],
        "left": on_side["left"][::-1],
        "right": on_side["right"],
    }
    chips = sizes.chip_width > 0 or sizes.disc > 0
    band = max(sizes.chip_height, sizes.disc) if chips else 0.0  # the chips' band in front of a row
    lane = max(sizes.chip_width, sizes.disc) if chips else 0.0  # ... and beside a column
    both = sizes.disc + (gap if sizes.disc and sizes.chip_width else 0.0) + sizes.chip_width
    width_of = {seat: max(box_widths[seat], both) for seat in seats}  # a row's chip and disc fit under its box

    def row_width(row: list[int]) -> float:
        return sum(width_of[seat] for seat in row) + gap * max(0, len(row) - 1)

    def stack_height(number: int) -> float:
        return height * number + gap * max(0, number - 1)

    def halves(column: list[int]) -> tuple[list[int], list[int]]:
        upper = (len(column) + 1) // 2
        return column[:upper], column[upper:]

    left_width = max((width_of[seat] for seat in drawn["left"]), default=0.0)
    right_width = max((width_of[seat] for seat in drawn["right"]), default=0.0)
    left_box = left_width + gap if drawn["left"] else 0.0
    right_box = right_width + gap if drawn["right"] else 0.0
    left_lane = lane + gap if drawn["left"] and lane else 0.0
    right_lane = lane + gap if drawn["right"] and lane else 0.0
    if spread:  # the lanes beside the columns, the middle below the upper seats and above the lower
        across = left_box + max(left_lane + right_lane, sizes.middle_width) + right_box
    else:
        across = left_box + left_lane + sizes.middle_width + right_lane + right_box
    width = max(
        2 * margin + across,
        2 * margin + max(row_width(drawn["bottom"]), row_width(drawn["top"])),
        sizes.min_width,
    )
    if spread:
        upper = max(len(halves(drawn[side])[0]) for side in ("left", "right"))
        lower = max(len(halves(drawn[side])[1]) for side in ("left", "right"))
        inside_height = (
            stack_height(upper)
            + (gap if upper else 0.0)
            + sizes.middle_height
            + (gap if lower else 0.0)
            + stack_height(lower)
        )
    else:
        inside_height = max(stack_height(len(drawn["left"])), stack_height(len(drawn["right"])), sizes.middle_height)
    # top to bottom: the top row, its chips' band, the columns and the middle, a band, the bottom row, the footer
    y = margin + sizes.top
    top_row_y = y
    if drawn["top"]:
        y += height + gap
    top_band_y = y
    if drawn["top"] and band:
        y += band + gap
    inside_y = y
    y += inside_height + gap
    bottom_band_y = y
    if band:
        y += band + gap
    bottom_row_y = y
    y += height + gap
    footer = Rect(0.0, y, width, sizes.bottom)
    total_height = y + sizes.bottom + margin

    places: dict[int, SeatPlace] = {}

    def row(side: str, row_y: float, band_y: float) -> None:
        x = (width - row_width(drawn[side])) / 2
        for seat in drawn[side]:
            box = Rect(x, row_y, width_of[seat], height)
            first = box.x + (box.width - both) / 2
            chip_y = band_y + (band - sizes.chip_height) / 2
            chip = Rect(first + both - sizes.chip_width, chip_y, sizes.chip_width, sizes.chip_height)
            places[seat] = SeatPlace(side, box, chip, (first + sizes.disc / 2, band_y + band / 2))
            x += box.width + gap

    def column(side: str, seated: list[int], top: float, centre_x: float, lane_x: float) -> None:
        y = top
        for seat in seated:
            box = Rect(centre_x - width_of[seat] / 2, y, width_of[seat], height)
            middle_y = box.y + height / 2
            chip_x = lane_x if side == "left" else lane_x + lane - sizes.chip_width
            disc_x = lane_x + sizes.disc / 2 if side == "left" else lane_x + lane - sizes.disc / 2
            chip = Rect(chip_x, middle_y - gap / 2 - sizes.chip_height, sizes.chip_width, sizes.chip_height)
            places[seat] = SeatPlace(side, box, chip, (disc_x, middle_y + gap / 2 + sizes.disc / 2))
            y += height + gap

    row("top", top_row_y, top_band_y)
    row("bottom", bottom_row_y, bottom_band_y)
    sides = (
        ("left", margin + left_width / 2, margin + left_box),
        ("right", width - margin - right_width / 2, width - margin - right_box - lane),
    )
    for side, centre_x, lane_x in sides:
        if spread:
            upper_seats, lower_seats = halves(drawn[side])
            column(side, upper_seats, inside_y, centre_x, lane_x)
            column(side, lower_seats, inside_y + inside_height - stack_height(len(lower_seats)), centre_x, lane_x)
        else:
            column(side, drawn[side], inside_y + (inside_height - stack_height(len(drawn[side]))) / 2, centre_x, lane_x)
    if spread:
        inner_left, inner_right = margin + left_box, width - margin - right_box
        middle_y = inside_y + stack_height(upper) + (gap if upper else 0.0)
    else:
        inner_left, inner_right = margin + left_box + left_lane, width - margin - right_box - right_lane
        middle_y = inside_y + (inside_height - sizes.middle_height) / 2
    middle = Rect(
        (inner_left + inner_right - sizes.middle_width) / 2, middle_y, sizes.middle_width, sizes.middle_height
    )
    # the felt reaches the seats' middles, and covers every chip and the middle of the table
    xs = [place.box.centre[0] for place in places.values()] + [middle.x, middle.right]
    xs += [place.chip.x for place in places.values()] + [place.chip.right for place in places.values()]
    ys = [place.box.centre[1] for place in places.values()] + [middle.y, middle.bottom]
    felt_left = max(margin, min(min(xs) - gap, 0.1 * width))
    felt_right = min(width - margin, max(max(xs) + gap, 0.9 * width))
    felt_top, felt_bottom = min(ys), max(ys)
    if felt_bottom - felt_top < sizes.middle_height + 2 * gap:
        felt_top, felt_bottom = middle.y - gap, middle.bottom + gap
    felt = Rect(felt_left, felt_top, felt_right - felt_left, felt_bottom - felt_top)
    return TableLayout(width, total_height, places, felt, middle, footer, counts, spread)


# --- the picture: the table now, as SVG ------------------------------------------------------------------

#: The picture's sizes, in its pixels.  The smallest text is 13 px and the table at most ``MOST_WIDTH``
#: wide, so that in a column 688 CSS px wide (the book's, at a 1280 px window) no text is under 11 px.
TEXT_SIZE = 13  # seat labels, stacks, amounts, the dealer disc, the burned count, the footer
CARD_TEXT_SIZE = 14
POT_SIZE = 16
CARD_WIDTH, CARD_HEIGHT, CARD_GAP = 34, 48, 8
USED_OFFSET = 2  # a used card's outline, 2 px out, 2 px wide
PAD, GAP, MARGIN = 8, 8, 6
BOX_HEIGHT = 100
CHIP_RADIUS, DISC_RADIUS = 10, 12
MOST_WIDTH, MIN_WIDTH = 780, 600
#: What a seat's label may say after its blind: one at a time (a seat that has folded neither acts nor wins).
STATUSES = ("folded", "to act", "wins")


def text_width(text: str, size: float, *, bold: bool = False) -> float:
    """A generous estimate of the width of ``text`` at ``size`` px, for laying it out without its font.

    A digit, capital or symbol counts 0.74 em (bold; 0.7 regular), any other character 0.64 em
    (0.6): DejaVu Sans Bold, among the widest faces, averages 0.55 em over a seat's label.

    >>> round(text_width("Seat 10", 10, bold=True)), round(text_width("Seat 10", 10))
    (48, 45)
    """
    wide, narrow = (0.74, 0.64) if bold else (0.7, 0.6)
    return size * sum(wide if char.isdigit() or char.isupper() or not char.isascii() else narrow for char in text)


def _card(x: float, y: float, card: Card | None, *, label: str, used: bool = False) -> str:
    """One card, its top-left corner at (x, y); ``None`` draws its back; ``used`` outlines it."""
    if card is None:
        return (
            f'<g><title>{escape(label)}</title><rect x="{x:.1f}" y="{y:.1f}" width="{CARD_WIDTH}" '
            f'height="{CARD_HEIGHT}" rx="4" fill="#274b8f" stroke="#111" stroke-width="1"/>'
            f'<rect x="{x + 4:.1f}" y="{y + 4:.1f}" width="{CARD_WIDTH - 8}" height="{CARD_HEIGHT - 8}" rx="2" '
            'fill="none" stroke="#9fb3dc" stroke-width="1"/></g>'
        )
    colour = "#b00020" if card.suit.is_red else "#111111"
    title = str(card) + (" (used)" if used else "")
    outline = (
        f'<rect x="{x - USED_OFFSET:.1f}" y="{y - USED_OFFSET:.1f}" width="{CARD_WIDTH + 2 * USED_OFFSET}" '
        f'height="{CARD_HEIGHT + 2 * USED_OFFSET}" rx="6" fill="none" stroke="{USED_COLOUR}" stroke-width="2"/>'
        if used
        else ""
    )
    return (
        f'<g><title>{escape(title)}</title>{outline}<rect x="{x:.1f}" y="{y:.1f}" width="{CARD_WIDTH}" '
        f'height="{CARD_HEIGHT}" rx="4" fill="#fff" stroke="#111" stroke-width="1"/>'
        f'<text x="{x + CARD_WIDTH / 2:.1f}" y="{y + CARD_HEIGHT / 2 + 5:.1f}" text-anchor="middle" '
        f'font-size="{CARD_TEXT_SIZE}" font-weight="700" fill="{colour}">{escape(card.symbol)}</text></g>'
    )


def _cards_width(count: int) -> float:
    return count * CARD_WIDTH + max(0, count - 1) * CARD_GAP


def _used(walk: Walkthrough) -> set[Card]:
    """The five cards of each winning hand at the showdown (none before it)."""
    result = walk.result
    if result is None or not result.hands:
        return set()
    return {card for seat in result.high_winners for card in result.hands[seat].cards}


def _symbols(cards: Sequence[Card]) -> str:
    return " ".join(card.symbol for card in cards)


def _label(seat: int, blind: str | None, status: str | None) -> str:
    return " · ".join([f"Seat {seat}", *(tag for tag in (blind, status) if tag)])


def _seat_label(walk: Walkthrough, seat: int) -> str:
    """``'Seat 3 · blind'``, ``'Seat 2 · wins'``: the seat, its blind, and folded, to act or the winner."""
    status = None
    if seat in walk.folded:
        status = "folded"
    elif seat == walk.to_act:
        status = "to act"
    elif walk.result is not None and seat in walk.result.high_winners:
        status = "wins"
    return _label(seat, walk.blinds.get(seat), status)


def describe_table(walk: Walkthrough, *, show_hole_cards: bool = False) -> str:
    """The picture in words: what a screen reader announces, and a text for readers without it."""
    money = walk.deal.stakes.money
    parts = [f"{walk.deal.game.name}, {len(walk.deal.order)} players, button at seat {walk.deal.button}."]
    held = walk.hole_cards()
    chips = walk.chips
    revealed = walk.revealed
    for seat in walk.deal.order:
        cards = held[seat]
        if seat in walk.folded:
            shown = "folded"
        elif not cards:
            shown = "no cards yet"
        elif show_hole_cards or seat in revealed:
            shown = _symbols(cards) + (" face up" if seat in revealed else "")
        else:
            shown = f"{len(cards)} card{'s' if len(cards) != 1 else ''} face down"
        put = walk.put_in.get(seat, 0)
        bet = f", {money(put)} in this round" if put else ""
        blind = walk.blinds.get(seat)
        posted = f" (posted the {blind})" if blind else ""
        parts.append(f"Seat {seat}{posted}: {shown}, {money(chips[seat])} in chips{bet}.")
    board = _symbols(walk.board) or "none"
    parts.append(f"Board: {board}. Burned: {walk.burned}. Pot: {money(walk.pot)}.")
    if walk.to_act is not None:
        parts.append(f"Seat {walk.to_act} to act.")
    result = walk.result
    if result is not None and result.hands:
        for seat in result.high_winners:
            hand = result.hands[seat]
            parts.append(f"Seat {seat} wins with {hand.name}, using {_symbols(hand.cards)}.")
    return " ".join(parts)


@dataclass(frozen=True, slots=True)
class _Middle:
    """The middle of the felt for a whole hand: room for its board, its pot and its burned cards."""

    board_width: float
    pot_width: float
    burn_width: float
    width: float
    height: float


def _middle(walk: Walkthrough, most_money: str) -> _Middle:
    deal = walk.deal
    board_width = _cards_width(len(deal.board)) + 2 * (USED_OFFSET + 1) if deal.board else 0.0
    pot_width = text_width(f"Pot {most_money}", POT_SIZE, bold=True)
    burns = max(len(deal.burned), 1)
    burn_width = max(CARD_WIDTH + 3 * (burns - 1), text_width(f"burned {burns}", TEXT_SIZE))
    burn_height = CARD_HEIGHT + 2 * (burns - 1) + 4 + 1.3 * TEXT_SIZE
    board_height = CARD_HEIGHT + 2 * (USED_OFFSET + 1) + GAP if deal.board else 0.0
    return _Middle(
        board_width,
        pot_width,
        burn_width,
        max(board_width, pot_width + 2 * GAP + burn_width),
        board_height + max(1.3 * POT_SIZE, burn_height),
    )


def _svg_layout(walk: Walkthrough) -> tuple[TableLayout, _Middle]:
    """The layout for the whole hand (not this step alone), so that nothing moves as the hand goes on."""
    deal = walk.deal
    money = deal.stakes.money
    most_money = money(sum(chips for _, chips in walk.stacks))  # no amount on the table is longer
    blinds = replace(walk, shown=len(deal.events), previous=None).blinds  # every blind the hand posts
    most_cards = max((len(cards) for cards in deal.hands.values()), default=2)
    amount_width = text_width(most_money, TEXT_SIZE, bold=True)
    chip_width = 2 * CHIP_RADIUS + 4 + amount_width + 10
    disc = 2 * DISC_RADIUS + 2
    widths = {}
    for seat in deal.order:
        label = max(text_width(_label(seat, blinds.get(seat), status), TEXT_SIZE, bold=True) for status in STATUSES)
        cards = _cards_width(max(most_cards, 2)) + 2 * (USED_OFFSET + 1)
        widths[seat] = max(label, cards, text_width(most_money, TEXT_SIZE), disc + GAP + chip_width) + 2 * PAD
    middle = _middle(walk, most_money)
    sizes = TableSizes(
        box_height=BOX_HEIGHT,
        chip_width=chip_width,
        chip_height=2 * CHIP_RADIUS + 2,
        disc=disc,
        middle_width=middle.width,
        middle_height=middle.height,
        gap=GAP,
        margin=MARGIN,
        most_width=MOST_WIDTH,
        min_width=MIN_WIDTH,
        bottom=1.3 * TEXT_SIZE,
    )
    return lay_out_table(deal.order, widths, sizes), middle


def _chip_svg(place: SeatPlace, amount: str) -> str:
    """A chip in front of a seat, its amount on a light tag beside it (legible on the felt or off it)."""
    chip = place.chip
    centre_y = chip.y + chip.height / 2
    tag_width = text_width(amount, TEXT_SIZE, bold=True) + 10
    if place.chip_first:
        circle_x, tag_x = chip.x + CHIP_RADIUS + 1, chip.x + 2 * CHIP_RADIUS + 4
    else:
        circle_x, tag_x = chip.right - CHIP_RADIUS - 1, chip.right - 2 * CHIP_RADIUS - 4 - tag_width
    return (
        f'<circle cx="{circle_x:.1f}" cy="{centre_y:.1f}" r="{CHIP_RADIUS}" fill="#f2c230" stroke="#111" '
        'stroke-width="1"/>'
        f'<rect x="{tag_x:.1f}" y="{centre_y - 10:.1f}" width="{tag_width:.1f}" height="20" rx="4" fill="#fff" '
        'stroke="#111" stroke-width="1"/>'
        f'<text x="{tag_x + tag_width / 2:.1f}" y="{centre_y + 4.5:.1f}" text-anchor="middle" '
        f'font-size="{TEXT_SIZE}" font-weight="700" fill="#111">{escape(amount)}</text>'
    )


def table_svg(walk: Walkthrough, *, show_hole_cards: bool = False) -> str:
    """The table now, as an accessible SVG (see the module docstring).

    Each drawn part is a group marked with what it is (``data-part``: ``seat``, ``chip``, ``dealer``,
    ``board``, ``burn``, ``pot``, ``footer``; a seat's and a chip's also ``data-seat``), placed by
    :func:`lay_out_table` so that no two overlap at any step of the hand.

    :param show_hole_cards: teaching mode: every hole card face up from the moment it is
        dealt.  Without it, cards are face down until the showdown turns the hands still in
        face up.
    """
    money = walk.deal.stakes.money
    layout, middle = _svg_layout(walk)
    held = walk.hole_cards()
    chips = walk.chips
    put_in = walk.put_in
    revealed = walk.revealed
    used = _used(walk)
    winners = set(walk.result.high_winners) if walk.result is not None and walk.result.hands else set()
    headline = walk.moment.headline if walk.moment else f"{walk.deal.game.name}: press Next to deal."
    description = describe_table(walk, show_hole_cards=show_hole_cards)
    width, height = math.ceil(layout.width), math.ceil(layout.height)
    felt = layout.felt
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
        f'role="img" aria-labelledby="rb-table-title rb-table-desc" font-family="{FONT_FAMILY}" '
        'style="max-width:100%;height:auto">',
        f'<title id="rb-table-title">{escape(headline)}</title>',
        f'<desc id="rb-table-desc">{escape(description)}</desc>',
        f'<rect data-part="felt" x="{felt.x:.1f}" y="{felt.y:.1f}" width="{felt.width:.1f}" '
        f'height="{felt.height:.1f}" rx="{min(felt.width, felt.height) / 2:.1f}" fill="{FELT}" stroke="{FELT_EDGE}" '
        'stroke-width="6"/>',
    ]
    for seat in sorted(walk.deal.order):
        place = layout.seats[seat]
        box = place.box
        centre_x = box.x + box.width / 2
        acting = seat == walk.to_act
        fill = "#e8e8e8" if seat in walk.folded else "#ffffff"
        stroke = "#f2a900" if acting else (USED_COLOUR if seat in winners else "#555555")
        out.append(
            f'<g data-part="seat" data-seat="{seat}">'
            f'<rect data-item="box" x="{box.x:.1f}" y="{box.y:.1f}" width="{box.width:.1f}" height="{box.height}" '
            f'rx="8" fill="{fill}" stroke="{stroke}" stroke-width="{4 if acting or seat in winners else 1}"/>'
            f'<text data-item="label" x="{centre_x:.1f}" y="{box.y + 18:.1f}" text-anchor="middle" '
            f'font-size="{TEXT_SIZE}" font-weight="700" fill="#111">{escape(_seat_label(walk, seat))}</text>'
        )
        cards = held[seat]
        face_up = show_hole_cards or seat in revealed
        first_x = centre_x - _cards_width(len(cards)) / 2
        for number, card in enumerate(cards):
            out.append(
                _card(
                    first_x + number * (CARD_WIDTH + CARD_GAP),
                    box.y + 26,
                    card if face_up else None,
                    label=f"seat {seat}'s card {number + 1}, face down",
                    used=seat in winners and card in used,
                )
            )
        out.append(
            f'<text data-item="stack" x="{centre_x:.1f}" y="{box.y + 92:.1f}" text-anchor="middle" '
            f'font-size="{TEXT_SIZE}" fill="#111">{escape(money(chips[seat]))}</text></g>'
        )
        if put_in.get(seat):
            out.append(f'<g data-part="chip" data-seat="{seat}">{_chip_svg(place, money(put_in[seat]))}</g>')
        if seat == walk.deal.button:
            disc_x, disc_y = place.dealer
            out.append(
                f'<g data-part="dealer" data-seat="{seat}"><circle cx="{disc_x:.1f}" cy="{disc_y:.1f}" '
                f'r="{DISC_RADIUS}" fill="#fff" stroke="#111" stroke-width="1.5"/>'
                f'<text x="{disc_x:.1f}" y="{disc_y + 4.5:.1f}" text-anchor="middle" font-size="{TEXT_SIZE}" '
                'font-weight="700" fill="#111">D</text></g>'
            )
    area = layout.middle
    centre_x = area.x + area.width / 2
    inset = USED_OFFSET + 1
    if walk.board:
        first_x = centre_x - middle.board_width / 2 + inset
        out.append('<g data-part="board">')
        for number, card in enumerate(walk.board):
            x = first_x + number * (CARD_WIDTH + CARD_GAP)
            out.append(_card(x, area.y + inset, card, label=str(card), used=card in used))
        out.append("</g>")
    lower_y = area.y + (CARD_HEIGHT + 2 * inset + GAP if walk.deal.board else 0.0)
    lower_x = centre_x - (middle.pot_width + 2 * GAP + middle.burn_width) / 2
    out.append(
        f'<g data-part="pot"><text x="{lower_x + middle.pot_width / 2:.1f}" y="{lower_y + POT_SIZE:.1f}" '
        f'text-anchor="middle" font-size="{POT_SIZE}" font-weight="700" fill="#fff">'
        f"Pot {escape(money(walk.pot))}</text></g>"
    )
    if walk.burned:
        burn_centre = lower_x + middle.pot_width + 2 * GAP + middle.burn_width / 2
        pile_x = burn_centre - (CARD_WIDTH + 3 * (walk.burned - 1)) / 2
        out.append('<g data-part="burn">')
        for number in range(walk.burned):
            out.append(_card(pile_x + 3 * number, lower_y + 2 * number, None, label="a burned card"))
        label_y = lower_y + CARD_HEIGHT + 2 * (walk.burned - 1) + 4 + TEXT_SIZE
        out.append(
            f'<text x="{burn_centre:.1f}" y="{label_y:.1f}" text-anchor="middle" font-size="{TEXT_SIZE}" '
            f'fill="#fff">burned {walk.burned}</text></g>'
        )
    counts = walk.counts
    footer = (
        f"dealt {counts.dealt} · burned {counts.burned} · board {counts.board} · stub {counts.stub} of {counts.total}"
    )
    out.append(
        f'<g data-part="footer"><text x="{width / 2:.1f}" y="{layout.footer.y + TEXT_SIZE:.1f}" '
        f'text-anchor="middle" font-size="{TEXT_SIZE}" fill="#111">{escape(footer)}</text></g>'
    )
    out.append("</svg>")
    return "".join(out)
