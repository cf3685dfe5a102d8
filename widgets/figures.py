"""Matplotlib figures drawn from the engine's results: the table, the order of the cards, hand counts.

Nothing here decides a rule: every seat, card, amount and count comes from an engine
object (:class:`engine.deal.Deal`, :func:`engine.rankings.category_formulas`).  The
figures are for the book (drawn when a notebook is executed) and for Voila; the
widgets' own live pictures are pure HTML so that they can later run in the browser.

>>> import random
>>> from engine.deal import deal
>>> figure = table_figure(deal("2 Card Manila", players=6, button=3, rng=random.Random(1)))
>>> [text.get_text() for text in figure.axes[0].texts][:3]
['Seat 1', 'Seat 2', 'Seat 3']
"""

from __future__ import annotations

import math
from collections.abc import Sequence

# The figures are plain Figure objects, not pyplot's, so a notebook cell that returns one shows
# it exactly once (after `%matplotlib inline`, which registers the image formatter).
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Circle, Ellipse, FancyBboxPatch

from engine.cards import Card
from engine.deal import Deal, EventKind
from engine.decks import Deck
from engine.rankings import Category, Ranking, category_formulas

FELT = "#2e6b3f"
RED = "#b00020"
INK = "#111111"
MUTED = "#6b6b6b"
#: The colours of the order figure: hole cards face down, cards face up, burns, the board, the draw.
MOVE_COLOURS = {
    "down": "#1f5fa8",
    "up": "#2e7d32",
    "burn": "#6b6b6b",
    "board": "#c77c02",
    "draw": "#6a3d9a",
}


def _new_axes(width: float, height: float) -> tuple[Figure, Axes]:
    figure = Figure(figsize=(width, height), dpi=100)
    axes = figure.add_subplot(1, 1, 1)
    return figure, axes


def _seat_positions(order: Sequence[int]) -> dict[int, tuple[float, float]]:
    """Seats spaced evenly round an oval, clockwise on the page, the lowest seat at the bottom left."""
    seats = sorted(order)
    positions = {}
    for index, seat in enumerate(seats):
        angle = math.radians(-100 - 360 * index / len(seats))  # clockwise from the bottom
        positions[seat] = (1.55 * math.cos(angle), 1.0 * math.sin(angle))
    return positions


def _card_label(card: Card) -> str:
    return card.symbol


def _draw_card(axes: Axes, x: float, y: float, card: Card | None, *, scale: float = 1.0, alpha: float = 1.0) -> None:
    """A card at (x, y): rank and suit as text (colour is a second cue only), or a face-down back."""
    width, height = 0.16 * scale, 0.22 * scale
    face_up = card is not None
    box = FancyBboxPatch(
        (x - width / 2, y - height / 2),
        width,
        height,
        boxstyle="round,pad=0.01,rounding_size=0.02",
        facecolor="white" if face_up else "#274b8f",
        edgecolor=INK,
        linewidth=0.8,
        zorder=4,
        alpha=alpha,
    )
    axes.add_patch(box)
    if card is not None:
        colour = RED if card.suit.is_red else INK
        axes.text(
            x, y, _card_label(card), ha="center", va="center", fontsize=8 * scale, color=colour, zorder=5, alpha=alpha
        )


def table_figure(deal: Deal, *, upto: int | None = None, show_hole_cards: bool = False) -> Figure:
    """The table after event ``upto`` (default: the whole deal): seats, button, blinds, cards, board, burns.

    Hole cards are drawn face down unless ``show_hole_cards`` (teaching mode); face-up
    stud cards are always shown.
    """
    events = deal.events if upto is None else deal.events[: upto + 1]
    most_cards = max((len(cards) for cards in deal.hands.values()), default=2)
    width = 7.2 + 0.25 * max(0, most_cards - 2) + 0.2 * max(0, len(deal.order) - 6)
    figure, axes = _new_axes(width, 5.4)
    axes.add_patch(Ellipse((0, 0), 3.1, 1.9, facecolor=FELT, edgecolor="#1b4026", linewidth=3, zorder=1))
    positions = _seat_positions(deal.order)
    held: dict[int, list[tuple[Card, bool]]] = {seat: [] for seat in deal.order}
    board: list[Card] = []
    burned = 0
    posted: dict[int, int] = {}
    folded: set[int] = set()
    for event in events:
        if event.kind is EventKind.DEAL_CARD and event.seat is not None:
            held[event.seat].extend((card, event.face_up) for card in event.cards)
        elif event.kind is EventKind.DRAW and event.seat is not None:
            held[event.seat] = [(card, up) for card, up in held[event.seat] if card not in event.discarded]
            held[event.seat].extend((card, False) for card in event.cards)
        elif event.kind is EventKind.COMMUNITY:
            board.extend(event.cards)
        elif event.kind is EventKind.BURN:
            burned += 1
        elif event.kind in (EventKind.POST_BLIND, EventKind.POST_ANTE) and event.seat is not None:
            posted[event.seat] = posted.get(event.seat, 0) + event.amount
        elif event.kind is EventKind.FOLD and event.seat is not None:
            folded.add(event.seat)
    spread = 0.17
    for seat, (x, y) in positions.items():
        out = seat in folded
        cards = held[seat]
        label = f"Seat {seat}" + (" (folded)" if out else "")
        label_y = y + (0.24 if y >= 0 else -0.24)
        axes.text(
            x,
            label_y,
            label,
            ha="center",
            va="center",
            fontsize=8.5,
            color=MUTED if out else INK,
            fontweight="bold",
            zorder=6,
        )
        for index, (card, up) in enumerate(cards):
            offset = (index - (len(cards) - 1) / 2) * spread
            _draw_card(
                axes, x + offset, y, card if (up or show_hole_cards) else None, scale=0.9, alpha=0.35 if out else 1.0
            )
        if seat == deal.button:
            disc = (x * 0.6, y * 0.62)
            axes.add_patch(Circle(disc, 0.09, facecolor="white", edgecolor=INK, zorder=6))
            axes.text(*disc, "D", ha="center", va="center", fontsize=8, fontweight="bold", zorder=7)
        if seat in posted:
            chip = (x * 0.36, y * 0.32)
            axes.add_patch(Circle(chip, 0.075, facecolor="#f2c230", edgecolor=INK, zorder=6))
            axes.text(
                chip[0] + 0.11, chip[1], str(posted[seat]), ha="left", va="center", fontsize=8, color="white", zorder=7
            )
    for index, card in enumerate(board):
        _draw_card(axes, -0.36 + 0.19 * index, 0.08, card)
    if burned:
        for index in range(burned):
            _draw_card(axes, 1.9 + 0.03 * index, -1.55 + 0.02 * index, None, scale=0.7)
        axes.text(1.95, -1.82, f"burned: {burned}", ha="center", fontsize=7.5, color=INK, zorder=6)
    counts = events[-1].counts if events else None
    if counts is not None:
        axes.text(
            0,
            -1.78,
            f"dealt {counts.dealt} · burned {counts.burned} · board {counts.board} · "
            f"stub {counts.stub} (of {counts.total})",
            ha="center",
            fontsize=8,
            color=INK,
        )
    axes.set_xlim(-2.3, 2.3)
    axes.set_ylim(-1.9, 1.6)
    axes.set_aspect("equal")
    axes.axis("off")
    title = events[-1].headline if upto is not None and events else f"{deal.game.name}: {len(deal.order)} players"
    axes.set_title(title, fontsize=10)
    figure.tight_layout()
    return figure


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def deal_order_figure(deal: Deal) -> Figure:
    """Every card that leaves the stub, in order: hole cards face down (blue, to which seat), cards
    face up (green), burns (grey), the board (orange) and the cards received in a draw (purple)."""
    moves: list[tuple[str, str]] = []
    for event in deal.events:
        if event.kind is EventKind.DEAL_CARD:
            kind = "up" if event.face_up else "down"
            moves.extend((kind, f"S{event.seat}") for _ in event.cards)
        elif event.kind is EventKind.DRAW and event.seat is not None:
            moves.extend(("draw", f"S{event.seat}") for _ in event.cards)
        elif event.kind is EventKind.BURN:
            moves.append(("burn", "burn"))
        elif event.kind is EventKind.COMMUNITY:
            moves.extend(("board", "board") for _ in event.cards)
    per_row = 16
    rows = max(1, math.ceil(len(moves) / per_row))
    figure, axes = _new_axes(8.0, 0.8 + 0.62 * rows)
    for index, (kind, label) in enumerate(moves):
        row, column = divmod(index, per_row)
        x, y = column * 0.5, -row * 0.62
        axes.add_patch(
            FancyBboxPatch(
                (x, y),
                0.42,
                0.5,
                boxstyle="round,pad=0.01,rounding_size=0.05",
                facecolor=MOVE_COLOURS[kind],
                edgecolor=INK,
                linewidth=0.6,
            )
        )
        axes.text(x + 0.21, y + 0.33, str(index + 1), ha="center", va="center", fontsize=7, color="white")
        axes.text(x + 0.21, y + 0.14, label, ha="center", va="center", fontsize=6.5, color="white")
    axes.set_xlim(-0.1, per_row * 0.5)
    axes.set_ylim(-(rows - 1) * 0.62 - 0.15, 0.65)
    axes.set_aspect("equal")
    axes.axis("off")
    count = {kind: sum(1 for moved, _ in moves if moved == kind) for kind in MOVE_COLOURS}
    parts = []
    if count["down"]:
        parts.append(_plural(count["down"], "card") + " face down (Sn = seat n)")
    if count["up"]:
        parts.append(_plural(count["up"], "card") + " face up")
    if count["burn"]:
        parts.append(_plural(count["burn"], "burn"))
    if count["board"]:
        parts.append(_plural(count["board"], "board card"))
    if count["draw"]:
        parts.append(_plural(count["draw"], "card") + " in the draw")
    axes.set_title("The order cards leave the deck: " + ", ".join(parts), fontsize=9)
    figure.tight_layout()
    return figure


def frequency_figure(ranking: Ranking, deck: Deck) -> Figure:
    """How many five-card hands of ``deck`` fall in each category, in ``ranking``'s order (weakest at the bottom).

    A flush rarer than a full house is drawn in orange: the reason a reduced deck ranks it higher.
    """
    formulas = category_formulas(ranking, deck)
    order = list(ranking.order)
    counts = [formulas[category][0] for category in order]
    figure, axes = _new_axes(7.2, 3.8)
    colours = []
    flush, full = formulas[Category.FLUSH][0], formulas[Category.FULL_HOUSE][0]
    for category in order:
        swapped = category in (Category.FLUSH, Category.FULL_HOUSE) and flush < full
        colours.append("#c77c02" if swapped else "#1f5fa8")
    bars = axes.barh(range(len(order)), counts, color=colours, edgecolor=INK, linewidth=0.5)
    axes.set_xscale("log")
    axes.set_yticks(range(len(order)), [category.value for category in order], fontsize=9)
    for bar, count in zip(bars, counts, strict=True):
        axes.text(bar.get_width() * 1.1, bar.get_y() + bar.get_height() / 2, f"{count:,}", va="center", fontsize=8)
    axes.set_xlabel("number of five-card hands (log scale)")
    total = sum(counts)
    axes.set_title(
        f"{deck.size}-card deck, {ranking.name} ranking: {total:,} hands; weakest at the bottom", fontsize=10
    )
    axes.set_xlim(1, max(counts) * 12)
    figure.tight_layout()
    return figure
