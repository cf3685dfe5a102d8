"""The table as a picture, and the showdown's cards: drawn in pure Python from the engine's results.

:func:`table_svg` draws a :class:`~engine.walkthrough.Walkthrough`: seats round an oval with
their chips and cards, the dealer button, the blind (tagged on the seat that posted it, for
the whole hand), the player to act ringed, the board, the burned cards and the pot.  At the
showdown every hand still in is turned face up, even with the hole cards hidden until then,
and the winner's five cards are outlined, in its hand and on the board.  Cards show their
rank and suit symbol as text (colour is only a second cue); the picture carries a title and
a description, so a screen reader hears what a sighted reader sees.

:func:`held_cards_html` (and :func:`held_cards_markdown`) is the showdown's cards as a table:
each seat's own cards and the board, the five its best hand uses outlined and read "used".

Pure Python, so that it can run in the browser later; the book's static figures are
matplotlib (``widgets/figures.py``).

>>> import random
>>> from engine.deal import deal
>>> from engine.walkthrough import start_walkthrough
>>> walk = start_walkthrough(deal("2 Card Manila", players=4, button=2, rng=random.Random(5))).next()
>>> svg = table_svg(walk)
>>> svg.startswith('<svg') and 'Seat 3 posts the blind of $2.' in svg and 'Seat 3 · blind' in svg
True
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from html import escape

from engine.cards import Card
from engine.render import cards_html, md_escape
from engine.showdown import Showdown
from engine.walkthrough import Walkthrough

WIDTH, HEIGHT = 660, 420
CENTRE_X, CENTRE_Y = WIDTH / 2, HEIGHT / 2 - 10
RADIUS_X, RADIUS_Y = 250, 135
USED_COLOUR = "#1a73e8"


#: Up to this many seats fit the standard table; each seat more widens and heightens it, so boxes never overlap.
ROOMY_SEATS = 8
GROW_X, GROW_Y = 16, 26


def _growth(count: int) -> tuple[int, int]:
    """How much wider and taller (each side) the table is drawn for ``count`` seats."""
    extra = max(0, count - ROOMY_SEATS)
    return GROW_X * extra, GROW_Y * extra


def _seat_xy(index: int, count: int) -> tuple[float, float]:
    grow_x, grow_y = _growth(count)
    angle = math.radians(-100 - 360 * index / count)
    return CENTRE_X + (RADIUS_X + grow_x) * math.cos(angle), CENTRE_Y - (RADIUS_Y + grow_y) * math.sin(angle)


def _card(x: float, y: float, card: Card | None, *, label: str, used: bool = False) -> str:
    """One card, 30 x 42, its top-left corner at (x, y); ``None`` draws its back; ``used`` outlines it."""
    if card is None:
        return (
            f'<g><title>{escape(label)}</title><rect x="{x:.0f}" y="{y:.0f}" width="30" height="42" rx="4" '
            f'fill="#274b8f" stroke="#111" stroke-width="1"/>'
            f'<rect x="{x + 4:.0f}" y="{y + 4:.0f}" width="22" height="34" rx="2" fill="none" stroke="#9fb3dc"/></g>'
        )
    colour = "#b00020" if card.suit.is_red else "#111111"
    title = str(card) + (" (used)" if used else "")
    outline = (
        f'<rect x="{x - 3:.0f}" y="{y - 3:.0f}" width="36" height="48" rx="6" fill="none" '
        f'stroke="{USED_COLOUR}" stroke-width="3"/>'
        if used
        else ""
    )
    return (
        f'<g><title>{escape(title)}</title>{outline}<rect x="{x:.0f}" y="{y:.0f}" width="30" height="42" rx="4" '
        f'fill="#fff" stroke="#111" stroke-width="1"/>'
        f'<text x="{x + 15:.0f}" y="{y + 27:.0f}" text-anchor="middle" font-size="14" font-weight="700" '
        f'fill="{colour}">{escape(card.symbol)}</text></g>'
    )


def _used(walk: Walkthrough) -> set[Card]:
    """The five cards of each winning hand at the showdown (none before it)."""
    result = walk.result
    if result is None or not result.hands:
        return set()
    return {card for seat in result.high_winners for card in result.hands[seat].cards}


def _symbols(cards: Sequence[Card]) -> str:
    return " ".join(card.symbol for card in cards)


def _seat_label(walk: Walkthrough, seat: int) -> str:
    """``'Seat 3 · blind'``, ``'Seat 2 · wins'``: the seat, its blind, folded, to act or the winner."""
    tags = []
    blind = walk.blinds.get(seat)
    if blind:
        tags.append(blind)
    if seat in walk.folded:
        tags.append("folded")
    if seat == walk.to_act:
        tags.append("to act")
    if walk.result is not None and seat in walk.result.high_winners:
        tags.append("wins")
    return " · ".join([f"Seat {seat}", *tags])


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


def table_svg(walk: Walkthrough, *, show_hole_cards: bool = False) -> str:
    """The table now, as an accessible SVG (see the module docstring).

    :param show_hole_cards: teaching mode: every hole card face up from the moment it is
        dealt.  Without it, cards are face down until the showdown turns the hands still in
        face up.
    """
    money = walk.deal.stakes.money
    order = sorted(walk.deal.order)
    held = walk.hole_cards()
    chips = walk.chips
    put_in = walk.put_in
    revealed = walk.revealed
    used = _used(walk)
    winners = set(walk.result.high_winners) if walk.result is not None and walk.result.hands else set()
    headline = walk.moment.headline if walk.moment else f"{walk.deal.game.name}: press Next to deal."
    description = describe_table(walk, show_hole_cards=show_hole_cards)
    grow_x, grow_y = _growth(len(order))
    width, height = WIDTH + 2 * grow_x, HEIGHT + 2 * grow_y
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
        f'role="img" aria-labelledby="rb-table-title rb-table-desc" style="max-width:100%;height:auto">',
        f'<title id="rb-table-title">{escape(headline)}</title>',
        f'<desc id="rb-table-desc">{escape(description)}</desc>',
        f'<g transform="translate({grow_x} {grow_y})">',
        f'<ellipse cx="{CENTRE_X}" cy="{CENTRE_Y}" rx="{RADIUS_X + grow_x - 30}" ry="{RADIUS_Y + grow_y - 20}" '
        f'fill="#2e6b3f" stroke="#1b4026" stroke-width="6"/>',
    ]
    for index, seat in enumerate(order):
        x, y = _seat_xy(index, len(order))
        folded = seat in walk.folded
        acting = seat == walk.to_act
        cards = held[seat]
        box = max(32 * max(len(cards), 2), 7 * len(_seat_label(walk, seat)))
        fill = "#e8e8e8" if folded else "#ffffff"
        stroke = "#f2a900" if acting else (USED_COLOUR if seat in winners else "#555555")
        out.append(
            f'<rect x="{x - box / 2 - 6:.0f}" y="{y - 34:.0f}" width="{box + 12:.0f}" height="78" rx="8" '
            f'fill="{fill}" stroke="{stroke}" stroke-width="{4 if acting or seat in winners else 1}"/>'
        )
        out.append(
            f'<text x="{x:.0f}" y="{y - 20:.0f}" text-anchor="middle" font-size="12" font-weight="700" '
            f'fill="#111">{escape(_seat_label(walk, seat))}</text>'
        )
        face_up = show_hole_cards or seat in revealed
        for number, card in enumerate(cards):
            cx = x - 16 * len(cards) + 32 * number + 1
            out.append(
                _card(
                    cx,
                    y - 14,
                    card if face_up else None,
                    label=f"seat {seat}'s card {number + 1}, face down",
                    used=seat in winners and card in used,
                )
            )
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
        out.append(_card(CENTRE_X - 85 + 34 * number, CENTRE_Y - 30, card, label=str(card), used=card in used))
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
        f'<text x="{CENTRE_X:.0f}" y="{HEIGHT + grow_y - 6}" text-anchor="middle" font-size="12" fill="#111">'
        f"{escape(f'dealt {counts.dealt} · burned {counts.burned} · board {counts.board} · stub {counts.stub} of {counts.total}')}</text>"
    )
    out.append("</g></svg>")
    return "".join(out)


# --- the showdown's cards, the five used outlined ---------------------------------------------------

#: The caption of the cards table (the five each hand uses are outlined and read "used").
HELD_CAPTION = 'The cards each player holds; the five each hand uses are outlined and read "used"'

#: (seat, line, "High: ..." or "Low: ...", own cards, the five used): one row of the cards table.
HeldRow = tuple[int, int, str, tuple[Card, ...], tuple[Card, ...]]


def held_rows(result: Showdown, held: Mapping[int, Sequence[Card]]) -> list[HeldRow]:
    """One row per hand shown: each seat's high hand, and its low in a hi/lo game (``None``: no low)."""
    rows: list[HeldRow] = []
    for seat in result.awards:
        high = result.hands.get(seat)
        if high is None:
            continue
        own = tuple(held[seat])
        rows.append((seat, 0, f"High: {high.name}", own, high.cards))
        if seat in result.lows:  # a hi/lo game: every seat's low, or None
            low = result.lows[seat]
            rows.append(
                (seat, 1, f"Low: {low.name}" if low else "Low: no qualifying low", own, low.cards if low else ())
            )
    return rows


def held_cards_html(result: Showdown, held: Mapping[int, Sequence[Card]], board: Sequence[Card]) -> str:
    """Each seat's own cards and the board, the five its best hand uses outlined (high, and low in hi/lo).

    Empty when no hand is shown (a pot won without a showdown).

    >>> from engine.showdown import showdown
    >>> from engine.cards import parse_cards
    >>> hands = {1: parse_cards("Ah Kh"), 2: parse_cards("Js Jd")}
    >>> board = parse_cards("Qh Jh 9h Qc 7d")
    >>> html = held_cards_html(showdown("2 Card Manila", hands, board, pot=30, button=2), hands, board)
    >>> html.count("(used)") // 2  # each label twice: aria-label and title
    10
    """
    rows = held_rows(result, held)
    if not rows:
        return ""
    lines = 2 if result.lows else 1
    board_head = '<th scope="col">Board</th>' if board else ""
    body = []
    for seat, line, name, own, used in rows:
        head = f'<th scope="row" rowspan="{lines}">Seat {seat}</th>' if line == 0 else ""
        board_cell = f"<td>{cards_html(board, used=used)}</td>" if board else ""
        body.append(f"<tr>{head}<td>{escape(name)}</td><td>{cards_html(own, used=used)}</td>{board_cell}</tr>")
    return (
        f'<table class="rb-table rb-held"><caption>{escape(HELD_CAPTION)}</caption><thead><tr>'
        '<th scope="col">Seat</th><th scope="col">Best hand</th>'
        f'<th scope="col">Own cards</th>{board_head}</tr></thead><tbody>{"".join(body)}</tbody></table>'
    )


def held_cards_markdown(result: Showdown, held: Mapping[int, Sequence[Card]], board: Sequence[Card]) -> str:
    """The same table in MyST Markdown (cards as inline HTML), with its caption as a lead-in line."""
    rows = held_rows(result, held)
    if not rows:
        return ""
    lines = [
        "| Seat | Best hand | Own cards |" + (" Board |" if board else ""),
        "| --- | --- | --- |" + (" --- |" if board else ""),
    ]
    for seat, line, name, own, used in rows:
        label = f"Seat {seat}" if line == 0 else ""
        board_cell = f" {cards_html(board, used)} |" if board else ""
        lines.append(f"| {label} | {md_escape(name)} | {cards_html(own, used)} |{board_cell}")
    return f"{md_escape(HELD_CAPTION)}:\n\n" + "\n".join(lines) + "\n\n"
