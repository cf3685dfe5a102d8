"""The table as a picture: the SVG writer of a :class:`~widgets.render.table_scene.TableScene`.

:func:`table_svg` draws the scene of a :class:`~engine.teaching.walkthrough.Walkthrough`
(:func:`~widgets.render.table_scene.live_table_scene`): seats round the felt with their chips and
cards, the dealer button, the blind (tagged on the seat that posted it, for the whole hand), the
player to act ringed, the board, the burned cards and the pot.  At the showdown every hand still
in is turned face up, even with the hole cards hidden until then, and the winner's five cards are
outlined, in its hand and on the board.  Cards show their rank and suit symbol as text (colour
is only a second cue); the picture carries a title and a description, so a screen reader hears
what a sighted reader sees.

The parts are placed by :func:`~widgets.render.table_layout.lay_out_table`, so that none
overlaps another; each drawn part is a group marked ``data-part``, so that a test can find it.
Pure Python, so that it can run in the browser; the book's figure of the table is matplotlib
(``widgets/figures.py``), drawn from a scene of the same kind.

>>> import random
>>> from engine import deal, start_walkthrough
>>> walk = start_walkthrough(deal("2 Card Manila", players=4, button=2, rng=random.Random(5))).next()
>>> svg = table_svg(walk)
>>> svg.startswith('<svg') and 'Seat 3 posts the blind of $2.' in svg and 'Seat 3 · blind' in svg
True
"""

from __future__ import annotations

import math
from html import escape

from engine import Walkthrough
from widgets.render.table_layout import CardSize, Middle, SeatPlace, TableLayout, TableSizes, lay_out_table
from widgets.render.table_scene import CardFace, SeatScene, TableScene, live_table_scene

USED_COLOUR = "#1a73e8"
FELT, FELT_EDGE = "#2e6b3f", "#1b4026"
#: The picture's fonts: Verdana (or DejaVu Sans, its Linux twin) first, the widest common sans-serif
#: faces, so that a page with narrower ones only leaves more room than :func:`text_width` reckons.
FONT_FAMILY = "Verdana, 'DejaVu Sans', sans-serif"

#: The picture's sizes, in its pixels.  The smallest text is 13 px and the table at most ``MOST_WIDTH``
#: wide, so that in a column 688 CSS px wide (the book's, at a 1280 px window) no text is under 11 px.
TEXT_SIZE = 13  # seat labels, stacks, amounts, the dealer disc, the burned count, the footer
CARD_TEXT_SIZE = 14
POT_SIZE = 16
CARD = CardSize(34, 48, 8)
USED_OFFSET = 2  # a used card's outline, 2 px out, 2 px wide
PAD, GAP, MARGIN = 8, 8, 6
BOX_HEIGHT = 100
CHIP_RADIUS, DISC_RADIUS = 10, 12
MOST_WIDTH, MIN_WIDTH = 780, 600


def text_width(text: str, size: float, *, bold: bool = False) -> float:
    """A generous estimate of the width of ``text`` at ``size`` px, for laying it out without its font.

    A digit, capital or symbol counts 0.74 em (bold; 0.7 regular), any other character 0.64 em
    (0.6): DejaVu Sans Bold, among the widest faces, averages 0.55 em over a seat's label.

    >>> round(text_width("Seat 10", 10, bold=True)), round(text_width("Seat 10", 10))
    (48, 45)
    """
    wide, narrow = (0.74, 0.64) if bold else (0.7, 0.6)
    return size * sum(wide if char.isdigit() or char.isupper() or not char.isascii() else narrow for char in text)


def _card(x: float, y: float, face: CardFace) -> str:
    """One card, its top-left corner at (x, y): its face, or its back; a used card outlined."""
    width, height = CARD.width, CARD.height
    card = face.card
    if card is None:
        return (
            f'<g><title>{escape(face.title)}</title><rect x="{x:.1f}" y="{y:.1f}" width="{width}" '
            f'height="{height}" rx="4" fill="#274b8f" stroke="#111" stroke-width="1"/>'
            f'<rect x="{x + 4:.1f}" y="{y + 4:.1f}" width="{width - 8}" height="{height - 8}" rx="2" '
            'fill="none" stroke="#9fb3dc" stroke-width="1"/></g>'
        )
    colour = "#b00020" if card.suit.is_red else "#111111"
    outline = (
        f'<rect x="{x - USED_OFFSET:.1f}" y="{y - USED_OFFSET:.1f}" width="{width + 2 * USED_OFFSET}" '
        f'height="{height + 2 * USED_OFFSET}" rx="6" fill="none" stroke="{USED_COLOUR}" stroke-width="2"/>'
        if face.used
        else ""
    )
    return (
        f'<g><title>{escape(face.title)}</title>{outline}<rect x="{x:.1f}" y="{y:.1f}" width="{width}" '
        f'height="{height}" rx="4" fill="#fff" stroke="#111" stroke-width="1"/>'
        f'<text x="{x + width / 2:.1f}" y="{y + height / 2 + 5:.1f}" text-anchor="middle" '
        f'font-size="{CARD_TEXT_SIZE}" font-weight="700" fill="{colour}">{escape(card.symbol)}</text></g>'
    )


def _middle(scene: TableScene) -> Middle:
    """Room in the middle of the felt for the whole hand's board, its largest pot and all its burned cards."""
    room = scene.room
    burns = max(room.burns, 1)
    pile_width, pile_height = CARD.pile(burns, 3, 2)
    return Middle(
        board_width=CARD.row_width(room.board_cards) + 2 * (USED_OFFSET + 1) if room.board_cards else 0.0,
        board_height=CARD.height + 2 * (USED_OFFSET + 1) + GAP if room.board_cards else 0.0,
        pot_width=text_width(room.pot, POT_SIZE, bold=True),
        pot_height=1.3 * POT_SIZE,
        burn_width=max(pile_width, text_width(f"burned {burns}", TEXT_SIZE)),
        burn_height=pile_height + 4 + 1.3 * TEXT_SIZE,
        gap=GAP,
    )


def _svg_layout(scene: TableScene) -> tuple[TableLayout, Middle]:
    """The layout for the whole hand (not this step alone), so that nothing moves as the hand goes on."""
    room = scene.room
    amount_width = text_width(room.chip, TEXT_SIZE, bold=True)
    chip_width = 2 * CHIP_RADIUS + 4 + amount_width + 10
    disc = 2 * DISC_RADIUS + 2
    cards = CARD.row_width(room.most_cards) + 2 * (USED_OFFSET + 1)
    widths = {}
    for seat, labels in room.labels.items():
        label = max(text_width(text, TEXT_SIZE, bold=True) for text in labels)
        widths[seat] = max(label, cards, text_width(room.stack, TEXT_SIZE), disc + GAP + chip_width) + 2 * PAD
    middle = _middle(scene)
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
        bottom=1.3 * TEXT_SIZE * len(scene.footer),
    )
    return lay_out_table(list(widths), widths, sizes), middle


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


def _seat_svg(seat: SeatScene, place: SeatPlace) -> str:
    """A seat's box with its label, its cards and its stack; its chip and the dealer disc in front of it."""
    box = place.box
    centre_x = box.x + box.width / 2
    fill = "#e8e8e8" if seat.folded else "#ffffff"
    stroke = "#f2a900" if seat.acting else (USED_COLOUR if seat.winner else "#555555")
    out = [
        f'<g data-part="seat" data-seat="{seat.seat}">'
        f'<rect data-item="box" x="{box.x:.1f}" y="{box.y:.1f}" width="{box.width:.1f}" height="{box.height}" '
        f'rx="8" fill="{fill}" stroke="{stroke}" stroke-width="{4 if seat.acting or seat.winner else 1}"/>'
        f'<text data-item="label" x="{centre_x:.1f}" y="{box.y + 18:.1f}" text-anchor="middle" '
        f'font-size="{TEXT_SIZE}" font-weight="700" fill="#111">{escape(seat.label)}</text>'
    ]
    first_x = centre_x - CARD.row_width(len(seat.cards)) / 2
    for number, face in enumerate(seat.cards):
        out.append(_card(first_x + number * (CARD.width + CARD.gap), box.y + 26, face))
    out.append(
        f'<text data-item="stack" x="{centre_x:.1f}" y="{box.y + 92:.1f}" text-anchor="middle" '
        f'font-size="{TEXT_SIZE}" fill="#111">{escape(seat.stack)}</text></g>'
    )
    if seat.chip:
        out.append(f'<g data-part="chip" data-seat="{seat.seat}">{_chip_svg(place, seat.chip)}</g>')
    if seat.dealer:
        disc_x, disc_y = place.dealer
        out.append(
            f'<g data-part="dealer" data-seat="{seat.seat}"><circle cx="{disc_x:.1f}" cy="{disc_y:.1f}" '
            f'r="{DISC_RADIUS}" fill="#fff" stroke="#111" stroke-width="1.5"/>'
            f'<text x="{disc_x:.1f}" y="{disc_y + 4.5:.1f}" text-anchor="middle" font-size="{TEXT_SIZE}" '
            'font-weight="700" fill="#111">D</text></g>'
        )
    return "".join(out)


def _middle_svg(scene: TableScene, layout: TableLayout, middle: Middle) -> str:
    """The board, the pot and the burned pile, in the middle of the felt."""
    area = layout.middle
    centre_x = area.x + area.width / 2
    inset = USED_OFFSET + 1
    out = []
    if scene.board:
        first_x = centre_x - middle.board_width / 2 + inset
        out.append('<g data-part="board">')
        for number, face in enumerate(scene.board):
            out.append(_card(first_x + number * (CARD.width + CARD.gap), area.y + inset, face))
        out.append("</g>")
    lower_y = area.y + (CARD.height + 2 * inset + GAP if scene.room.board_cards else 0.0)
    lower_x = centre_x - middle.lower_width / 2
    out.append(
        f'<g data-part="pot"><text x="{lower_x + middle.pot_width / 2:.1f}" y="{lower_y + POT_SIZE:.1f}" '
        f'text-anchor="middle" font-size="{POT_SIZE}" font-weight="700" fill="#fff">{escape(scene.pot)}</text></g>'
    )
    burned = scene.burned
    if burned:
        burn_centre = lower_x + middle.pot_width + 2 * GAP + middle.burn_width / 2
        pile_x = burn_centre - CARD.pile(burned, 3, 2)[0] / 2
        out.append('<g data-part="burn">')
        for number in range(burned):
            out.append(_card(pile_x + 3 * number, lower_y + 2 * number, CardFace(None, "a burned card")))
        label_y = lower_y + CARD.pile(burned, 3, 2)[1] + 4 + TEXT_SIZE
        out.append(
            f'<text x="{burn_centre:.1f}" y="{label_y:.1f}" text-anchor="middle" font-size="{TEXT_SIZE}" '
            f'fill="#fff">burned {burned}</text></g>'
        )
    return "".join(out)


def scene_svg(scene: TableScene) -> str:
    """A table scene as an accessible SVG: its title and description, the felt, the seats, the middle and
    the footer, each part a group marked with what it is (``data-part``: ``seat``, ``chip``, ``dealer``,
    ``board``, ``burn``, ``pot``, ``footer``; a seat's and a chip's also ``data-seat``)."""
    layout, middle = _svg_layout(scene)
    width, height = math.ceil(layout.width), math.ceil(layout.height)
    felt = layout.felt
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
        f'role="img" aria-labelledby="rb-table-title rb-table-desc" font-family="{FONT_FAMILY}" '
        'style="max-width:100%;height:auto">',
        f'<title id="rb-table-title">{escape(scene.title)}</title>',
        f'<desc id="rb-table-desc">{escape(scene.description)}</desc>',
        f'<rect data-part="felt" x="{felt.x:.1f}" y="{felt.y:.1f}" width="{felt.width:.1f}" '
        f'height="{felt.height:.1f}" rx="{min(felt.width, felt.height) / 2:.1f}" fill="{FELT}" stroke="{FELT_EDGE}" '
        'stroke-width="6"/>',
    ]
    out += [_seat_svg(seat, layout.seats[seat.seat]) for seat in scene.seats]
    out.append(_middle_svg(scene, layout, middle))
    for number, line in enumerate(scene.footer):
        out.append(
            f'<g data-part="footer"><text x="{width / 2:.1f}" y="{layout.footer.y + TEXT_SIZE + 1.3 * TEXT_SIZE * number:.1f}" '
            f'text-anchor="middle" font-size="{TEXT_SIZE}" fill="#111">{escape(line)}</text></g>'
        )
    out.append("</svg>")
    return "".join(out)


def table_svg(walk: Walkthrough, *, show_hole_cards: bool = False) -> str:
    """The table now, as an accessible SVG (see the module docstring and :func:`scene_svg`), placed by
    :func:`~widgets.render.table_layout.lay_out_table` so that no two parts overlap at any step of the hand.

    :param show_hole_cards: teaching mode: every hole card face up from the moment it is
        dealt.  Without it, cards are face down until the showdown turns the hands still in
        face up.
    """
    return scene_svg(live_table_scene(walk, show_hole_cards=show_hole_cards))
