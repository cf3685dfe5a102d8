"""The table as a picture: an SVG drawn in pure Python from a :class:`~engine.walkthrough.Walkthrough`.

Seats round an oval with their chips and cards, the dealer button, the player to act
ringed, the board, the burned cards and the pot.  Cards show their rank and suit symbol
as text (colour is only a second cue); the picture carries a title and a description,
so a screen reader hears what a sighted reader sees.  Pure Python, so that it can run
in the browser later; the book's static figures are matplotlib (``widgets/figures.py``).

>>> import random
>>> from engine.deal import deal
>>> from engine.walkthrough import start_walkthrough
>>> walk = start_walkthrough(deal("2 Card Manila", players=4, button=2, rng=random.Random(5))).next()
>>> svg = table_svg(walk)
>>> svg.startswith('<svg') and 'Seat 3 posts the blind of $2.' in svg
True
"""

from __future__ import annotations

import math
from html import escape

from engine.cards import Card
from engine.walkthrough import Walkthrough

WIDTH, HEIGHT = 660, 420
CENTRE_X, CENTRE_Y = WIDTH / 2, HEIGHT / 2 - 10
RADIUS_X, RADIUS_Y = 250, 135


def _seat_xy(index: int, count: int) -> tuple[float, float]:
    angle = math.radians(-100 - 360 * index / count)
    return CENTRE_X + RADIUS_X * math.cos(angle), CENTRE_Y - RADIUS_Y * math.sin(angle)


def _card(x: float, y: float, card: Card | None, *, label: str) -> str:
    """One card, 30 x 42, its top-left corner at (x, y); ``None`` draws its back."""
    if card is None:
        return (
            f'<g><title>{escape(label)}</title><rect x="{x:.0f}" y="{y:.0f}" width="30" height="42" rx="4" '
            f'fill="#274b8f" stroke="#111" stroke-width="1"/>'
            f'<rect x="{x + 4:.0f}" y="{y + 4:.0f}" width="22" height="34" rx="2" fill="none" stroke="#9fb3dc"/></g>'
        )
    colour = "#b00020" if card.suit.is_red else "#111111"
    return (
        f'<g><title>{escape(str(card))}</title><rect x="{x:.0f}" y="{y:.0f}" width="30" height="42" rx="4" '
        f'fill="#fff" stroke="#111" stroke-width="1"/>'
        f'<text x="{x + 15:.0f}" y="{y + 27:.0f}" text-anchor="middle" font-size="14" font-weight="700" '
        f'fill="{colour}">{escape(card.symbol)}</text></g>'
    )


def describe_table(walk: Walkthrough, *, show_hole_cards: bool = False) -> str:
    """The picture in words: what a screen reader announces, and a text for readers without it."""
    money = walk.deal.stakes.money
    parts = [f"{walk.deal.game.name}, {len(walk.deal.order)} players, button at seat {walk.deal.button}."]
    held = walk.hole_cards()
    chips = walk.chips
    for seat in walk.deal.order:
        cards = held[seat]
        if seat in walk.folded:
            shown = "folded"
        elif not cards:
            shown = "no cards yet"
        elif show_hole_cards:
            shown = " ".join(card.symbol for card in cards)
        else:
            shown = f"{len(cards)} card{'s' if len(cards) != 1 else ''} face down"
        put = walk.put_in.get(seat, 0)
        bet = f", {money(put)} in this round" if put else ""
        parts.append(f"Seat {seat}: {shown}, {money(chips[seat])} in chips{bet}.")
    board = " ".join(card.symbol for card in walk.board) or "none"
    parts.append(f"Board: {board}. Burned: {walk.burned}. Pot: {money(walk.pot)}.")
    if walk.to_act is not None:
        parts.append(f"Seat {walk.to_act} to act.")
    return " ".join(parts)


def table_svg(walk: Walkthrough, *, show_hole_cards: bool = False) -> str:
    """The table now, as an accessible SVG (see the module docstring)."""
    money = walk.deal.stakes.money
    order = sorted(walk.deal.order)
    held = walk.hole_cards()
    chips = walk.chips
    put_in = walk.put_in
    headline = walk.moment.headline if walk.moment else f"{walk.deal.game.name}: press Next to deal."
    description = describe_table(walk, show_hole_cards=show_hole_cards)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" height="{HEIGHT}" '
        f'role="img" aria-labelledby="rb-table-title rb-table-desc" style="max-width:100%;height:auto">',
        f'<title id="rb-table-title">{escape(headline)}</title>',
        f'<desc id="rb-table-desc">{escape(description)}</desc>',
        f'<ellipse cx="{CENTRE_X}" cy="{CENTRE_Y}" rx="{RADIUS_X - 30}" ry="{RADIUS_Y - 20}" fill="#2e6b3f" '
        f'stroke="#1b4026" stroke-width="6"/>',
    ]
    for index, seat in enumerate(order):
        x, y = _seat_xy(index, len(order))
        folded = seat in walk.folded
        acting = seat == walk.to_act
        cards = held[seat]
        width = 32 * max(len(cards), 2)
        fill = "#e8e8e8" if folded else "#ffffff"
        stroke = "#f2a900" if acting else "#555555"
        out.append(
            f'<rect x="{x - width / 2 - 6:.0f}" y="{y - 34:.0f}" width="{width + 12:.0f}" height="78" rx="8" '
            f'fill="{fill}" stroke="{stroke}" stroke-width="{4 if acting else 1}"/>'
        )
        label = f"Seat {seat}" + (" (folded)" if folded else "") + (" to act" if acting else "")
        out.append(
            f'<text x="{x:.0f}" y="{y - 20:.0f}" text-anchor="middle" font-size="12" font-weight="700" '
            f'fill="#111">{escape(label)}</text>'
        )
        for number, card in enumerate(cards):
            cx = x - 16 * len(cards) + 32 * number + 1
            face = card if show_hole_cards else None
            out.append(_card(cx, y - 14, face, label=f"seat {seat}'s card {number + 1}, face down"))
        out.append(
            f'<text x="{x:.0f}" y="{y + 41:.0f}" text-anchor="middle" font-size="11" fill="#111">'
            f"{escape(money(chips[seat]))}</text>"
        )
        inward_x, inward_y = CENTRE_X + (x - CENTRE_X) * 0.66, CENTRE_Y + (y - CENTRE_Y) * 0.6
        if put_in.get(seat):
            out.append(
                f'<circle cx="{inward_x:.0f}" cy="{inward_y:.0f}" r="10" fill="#f2c230" stroke="#111"/>'
                f'<text x="{inward_x + 14:.0f}" y="{inward_y + 4:.0f}" font-size="12" font-weight="700" '
                f'fill="#fff">{escape(money(put_in[seat]))}</text>'
            )
        if seat == walk.deal.button:
            bx, by = CENTRE_X + (x - CENTRE_X) * 0.8, CENTRE_Y + (y - CENTRE_Y) * 0.78 - 18
            out.append(
                f'<circle cx="{bx:.0f}" cy="{by:.0f}" r="11" fill="#fff" stroke="#111"/>'
                f'<text x="{bx:.0f}" y="{by + 4:.0f}" text-anchor="middle" font-size="11" font-weight="700">D</text>'
            )
    for number, card in enumerate(walk.board):
        out.append(_card(CENTRE_X - 85 + 34 * number, CENTRE_Y - 30, card, label=str(card)))
    if walk.burned:
        for number in range(walk.burned):
            out.append(_card(CENTRE_X + 110 + 3 * number, CENTRE_Y + 20 + 2 * number, None, label="a burned card"))
        out.append(
            f'<text x="{CENTRE_X + 125:.0f}" y="{CENTRE_Y + 80:.0f}" text-anchor="middle" font-size="11" '
            f'fill="#fff">burned {walk.burned}</text>'
        )
    out.append(
        f'<text x="{CENTRE_X - 40:.0f}" y="{CENTRE_Y + 40:.0f}" text-anchor="middle" font-size="15" '
        f'font-weight="700" fill="#fff">Pot {escape(money(walk.pot))}</text>'
    )
    counts = walk.counts
    out.append(
        f'<text x="{CENTRE_X:.0f}" y="{HEIGHT - 6}" text-anchor="middle" font-size="12" fill="#111">'
        f"{escape(f'dealt {counts.dealt} · burned {counts.burned} · board {counts.board} · stub {counts.stub} of {counts.total}')}</text>"
    )
    out.append("</svg>")
    return "".join(out)
