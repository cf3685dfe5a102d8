"""Matplotlib figures drawn from the engine's results, each with its words.

The table, the order the cards leave the deck, the hand counts of a deck, the 8-or-better
lows, and the Manillen Plus seats and card points.  Nothing here decides a rule: every
seat, card, amount and count comes from an engine object (a :class:`engine.deal.Deal`
and its events, :func:`engine.rankings.category_formulas`, a low rule's own test, a
Manillen Plus :class:`~engine.manillen.Table`).  The figures are for the book (drawn when a
notebook is executed) and for Voila; the widgets' own live pictures are pure HTML so that
they can later run in the browser.

Each function returns a :class:`Picture`: the figure together with its text alternative,
written from the same data as the drawing, so the two cannot say different things.  In a
notebook a picture shows as a PNG; its plain-text form is the alt text, which
``book/_ext/execute_notebooks.py`` copies into the cell's metadata for the book and Voila.

>>> import random
>>> from engine.deal import deal
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
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import combinations_with_replacement
from math import comb, prod
from typing import Any

# The figures are plain Figure objects, not pyplot's, so nothing is shown twice or left open.
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Circle, Ellipse, FancyArrowPatch, FancyBboxPatch, Rectangle

from engine.cards import Card, Rank, Suit
from engine.deal import Counts, Deal, Event, EventKind
from engine.decks import DECK_52, Deck
from engine.lowhands import LowRule, low_value
from engine.manillen import POINTS, RANK_ORDER, Side, Table
from engine.rankings import Ranking, category_formulas

FELT = "#2e6b3f"
FELT_EDGE = "#1b4026"
RED = "#b00020"
INK = "#111111"
MUTED = "#6b6b6b"
GOLD = "#f2a900"
PLAIN = "#1f5fa8"
MARKED = "#c77c02"
#: The colours of the order figure; every box also says in words what it is.
MOVE_COLOURS = {
    "down": "#1f5fa8",
    "up": "#2e7d32",
    "burn": "#6b6b6b",
    "board": "#c77c02",
    "draw": "#6a3d9a",
}
MOVE_WORDS = {
    "down": "face down",
    "up": "face up",
    "burn": "burned",
    "board": "to the board",
    "draw": "in the draw",
}
MOVE_COLOUR_NAMES = {"down": "blue", "up": "green", "burn": "grey", "board": "orange", "draw": "purple"}


@dataclass(frozen=True)
class Picture:
    """A figure and its text alternative (``alt``), made from the same engine data.

    In a notebook it shows as a PNG; its ``repr`` is the alt text.
    """

    figure: Figure
    alt: str

    def png(self) -> bytes:
        buffer = io.BytesIO()
        self.figure.savefig(buffer, format="png", bbox_inches="tight", facecolor="white")
        return buffer.getvalue()

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> tuple[dict[str, str], dict[str, Any]]:
        data = {"image/png": base64.b64encode(self.png()).decode("ascii"), "text/plain": self.alt}
        return data, {"image/png": {"alt": self.alt}}

    def __repr__(self) -> str:
        return self.alt


def _plural(count: int, word: str, plural: str | None = None) -> str:
    return f"{count:,} {word if count == 1 else plural or word + 's'}"


def _listed(items: Sequence[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _card_words(cards: Iterable[Card]) -> str:
    return ", ".join(str(card) for card in cards)


# --- the table -------------------------------------------------------------------------------------


@dataclass
class _SeatView:
    """What one seat shows at a moment of the deal, read from the deal's events."""

    seat: int
    cards: list[tuple[Card, bool]] = field(default_factory=list)  # (card, dealt face up)
    folded: bool = False
    blind: int = 0  # a blind still in front of the seat


@dataclass
class _TableView:
    seats: dict[int, _SeatView]
    board: list[Card]
    counts: Counts
    forced_in_pot: int
    to_act: int | None
    headline: str
    first_round_over: bool  # the blinds have gone into the pot


def _table_view(deal: Deal, events: Sequence[Event]) -> _TableView:
    """The table after ``events`` (a prefix of ``deal.events``), read from what each event records."""
    seats = {seat: _SeatView(seat) for seat in deal.order}
    board: list[Card] = []
    forced_in_pot = 0
    first_round_over = False
    first_round_seen = False
    for event in events:
        view = seats.get(event.seat) if event.seat is not None else None
        if event.kind is EventKind.DEAL_CARD and view is not None:
            view.cards.extend((card, event.face_up) for card in event.cards)
        elif event.kind is EventKind.DRAW and view is not None:
            view.cards = [(card, up) for card, up in view.cards if card not in event.discarded]
            view.cards.extend((card, False) for card in event.cards)
        elif event.kind is EventKind.COMMUNITY:
            board.extend(event.cards)
        elif event.kind is EventKind.POST_BLIND and view is not None:
            view.blind += event.amount
        elif event.kind is EventKind.POST_ANTE:
            forced_in_pot += event.amount  # an ante goes into the pot
        if first_round_seen and event.kind not in (EventKind.BETTING_ROUND, EventKind.FOLD):
            first_round_over = True
        if event.kind is EventKind.BETTING_ROUND:
            first_round_seen = True
    if first_round_over:  # once the first round is over the blinds are in the pot
        for view in seats.values():
            forced_in_pot += view.blind
            view.blind = 0
    last = events[-1] if events else None
    if last is not None:
        for seat, view in seats.items():
            view.folded = seat not in last.active
    to_act = last.first_to_act if last is not None and last.kind is EventKind.BETTING_ROUND else None
    counts = last.counts if last is not None else deal.events[0].counts
    headline = last.headline if last is not None else f"{deal.game.name}: {len(deal.order)} players"
    return _TableView(seats, board, counts, forced_in_pot, to_act, headline, first_round_over)


#: The table's size in figure units: the felt, and the oval the seats stand on outside it.
FELT_HALF_WIDTH, FELT_HALF_HEIGHT = 1.5, 0.84
SEAT_RX, SEAT_RY = 1.98, 1.25
CARD_WIDTH, CARD_HEIGHT, CARD_STEP = 0.15, 0.21, 0.165


def _seat_positions(seats: Sequence[int]) -> dict[int, tuple[float, float]]:
    """Seats spaced evenly round an oval outside the felt, clockwise, the lowest seat at the bottom."""
    ordered = sorted(seats)
    positions = {}
    for index, seat in enumerate(ordered):
        angle = math.radians(-90 - 360 * index / len(ordered))
        positions[seat] = (SEAT_RX * math.cos(angle), SEAT_RY * math.sin(angle))
    return positions


def _seat_box_width(card_count: int, label: str) -> float:
    """Wide enough for the seat's cards and for its label (about 0.058 units a character at 8 pt)."""
    return max(max(card_count, 2) * CARD_STEP + 0.12, 0.058 * len(label) + 0.1)


def _draw_card(
    axes: Axes, x: float, y: float, card: Card | None, *, hidden_shown: bool = False, alpha: float = 1.0
) -> None:
    """A card centred at (x, y): rank and suit as text (colour is a second cue only), or its back.

    ``hidden_shown`` marks a face-down card turned up for teaching: a shaded face and a dashed edge.
    """
    box = FancyBboxPatch(
        (x - CARD_WIDTH / 2, y - CARD_HEIGHT / 2),
        CARD_WIDTH,
        CARD_HEIGHT,
        boxstyle="round,pad=0.005,rounding_size=0.02",
        facecolor="#274b8f" if card is None else "#dfe7f3" if hidden_shown else "white",
        edgecolor=INK,
        linewidth=0.8,
        linestyle="--" if hidden_shown else "-",
        zorder=4,
        alpha=alpha,
    )
    axes.add_patch(box)
    if card is not None:
        colour = RED if card.suit.is_red else INK
        axes.text(x, y, card.symbol, ha="center", va="center", fontsize=7.5, color=colour, zorder=5, alpha=alpha)


def _chip(axes: Axes, x: float, y: float, text: str) -> None:
    """A chip with its amount written on the side away from the middle of the table."""
    axes.add_patch(Circle((x, y), 0.06, facecolor="#f2c230", edgecolor=INK, zorder=6))
    left = x < 0
    axes.text(
        x - 0.09 if left else x + 0.09,
        y,
        text,
        ha="right" if left else "left",
        va="center",
        fontsize=8,
        color="white",
        fontweight="bold",
        zorder=7,
    )


def table_figure(
    deal: Deal, *, upto: int | None = None, show_hole_cards: bool = False, pot: int | None = None
) -> Picture:
    """The table after event ``upto`` (default: the whole deal).

    Seats stand round the felt with their cards; the dealer button (in a game that posts blinds;
    in stud, which posts none, the dealer's seat is only named), blinds in front of their seats
    until the first betting round is over, the board, the burned cards, the pot, and at a
    betting round the seat that acts first.  Face-down cards show their backs unless
    ``show_hole_cards`` (teaching mode: they are turned up with a dashed edge).

    :param pot: the pot from the betting played out with the deal; without it the pot shows
        only the forced bets (blinds, antes), which is all a deal knows.
    """
    events = deal.events if upto is None else deal.events[: upto + 1]
    view = _table_view(deal, events)
    money = deal.stakes.money
    # a game with blinds is a button game; stud posts none and names only the dealer's seat
    has_button = any(event.kind is EventKind.POST_BLIND for event in deal.events)
    opener_word = "opens" if deal.game.opener is not None else "acts first"
    most_cards = max((len(seat.cards) for seat in view.seats.values()), default=2)
    width = 7.4 + 0.2 * max(0, most_cards - 3) + 0.15 * max(0, len(deal.order) - 6)
    figure = Figure(figsize=(width, 5.6), dpi=100)
    axes = figure.add_subplot(1, 1, 1)
    axes.add_patch(
        Ellipse((0, 0), 2 * FELT_HALF_WIDTH, 2 * FELT_HALF_HEIGHT, facecolor=FELT, edgecolor=FELT_EDGE, linewidth=3)
    )
    positions = _seat_positions(deal.order)
    any_hidden_shown = False
    reach = SEAT_RX + 0.25  # room for the burned cards
    for seat, (x, y) in positions.items():
        seat_view = view.seats[seat]
        cards = seat_view.cards
        acting = seat == view.to_act
        label = f"Seat {seat}"
        if seat_view.folded:
            label += " \u00b7 folded"
        if not has_button and seat == deal.button:
            label += " \u00b7 dealer"
        if acting:
            label += f" \u00b7 {opener_word}"
        box_width = _seat_box_width(len(cards), label)
        reach = max(reach, abs(x) + box_width / 2)
        axes.add_patch(
            FancyBboxPatch(
                (x - box_width / 2, y - 0.23),
                box_width,
                0.44,
                boxstyle="round,pad=0.01,rounding_size=0.05",
                facecolor="#e6e6e6" if seat_view.folded else "white",
                edgecolor=GOLD if acting else "#555555",
                linewidth=3 if acting else 0.8,
                zorder=3,
            )
        )
        axes.text(
            x,
            y + 0.13,
            label,
            ha="center",
            va="center",
            fontsize=8,
            color=MUTED if seat_view.folded else INK,
            fontweight="bold",
            zorder=6,
        )
        for index, (card, up) in enumerate(cards):
            offset = (index - (len(cards) - 1) / 2) * CARD_STEP
            shown = up or show_hole_cards
            any_hidden_shown = any_hidden_shown or (shown and not up)
            _draw_card(
                axes,
                x + offset,
                y - 0.07,
                card if shown else None,
                hidden_shown=shown and not up,
                alpha=0.45 if seat_view.folded else 1.0,
            )
        # in front of the seat, on the felt: its blind, and nearer the seat the button
        angle = math.atan2(y / SEAT_RY, x / SEAT_RX)
        edge_x, edge_y = FELT_HALF_WIDTH * math.cos(angle), FELT_HALF_HEIGHT * math.sin(angle)
        if has_button and seat == deal.button:
            bx, by = 0.8 * edge_x, 0.8 * edge_y
            axes.add_patch(Circle((bx, by), 0.08, facecolor="white", edgecolor=INK, linewidth=1.2, zorder=6))
            axes.text(bx, by, "D", ha="center", va="center", fontsize=8, fontweight="bold", zorder=7)
        if seat_view.blind:
            _chip(axes, 0.55 * edge_x, 0.55 * edge_y, money(seat_view.blind))
    for index, card in enumerate(view.board):
        _draw_card(axes, (index - (len(view.board) - 1) / 2) * 0.19, 0.12, card)
    pot_text = _pot_text(view, pot, money)
    if pot_text:
        axes.text(0, -0.17, pot_text, ha="center", va="center", fontsize=9, color="white", fontweight="bold")
    burned = view.counts.burned
    for index in range(burned):  # the burned cards lie off the felt, in the bottom right corner
        _draw_card(axes, SEAT_RX + 0.1 + 0.02 * index, -1.3 + 0.012 * index, None)
    if burned:
        axes.text(SEAT_RX + 0.12, -1.5, f"burned {burned}", ha="center", va="center", fontsize=7.5, color=INK)
    counts = view.counts
    footer = f"dealt {counts.dealt} \u00b7 burned {counts.burned} \u00b7 board {counts.board} \u00b7 "
    if counts.mucked:
        footer += f"mucked {counts.mucked} \u00b7 "
    footer += f"stub {counts.stub} (of {counts.total})"
    if any_hidden_shown:
        footer += "   \u00b7   dashed cards: face down, turned up for teaching"
    axes.text(0, -1.66, footer, ha="center", va="center", fontsize=8, color=INK)
    axes.set_xlim(-reach - 0.05, reach + 0.05)
    axes.set_ylim(-1.76, 1.55)
    axes.set_aspect("equal")
    axes.axis("off")
    axes.set_title(view.headline if upto is not None else f"{deal.game.name}: {len(deal.order)} players", fontsize=10)
    figure.tight_layout()
    return Picture(figure, _table_alt(deal, view, upto, show_hole_cards, pot_text, has_button, opener_word))


def _pot_text(view: _TableView, pot: int | None, money: Any) -> str:
    """The pot as given; else what a deal knows of it: the antes before any betting, the forced bets after."""
    if pot is not None:
        return f"Pot {money(pot)}"
    if not view.forced_in_pot:
        return ""
    if not view.first_round_over:
        return f"Pot {money(view.forced_in_pot)}"
    return f"Forced bets {money(view.forced_in_pot)} (the betting is not shown)"


def _table_alt(
    deal: Deal,
    view: _TableView,
    upto: int | None,
    show_hole_cards: bool,
    pot_text: str,
    has_button: bool,
    opener_word: str,
) -> str:
    money = deal.stakes.money
    title = view.headline.rstrip(".") if upto is not None else f"{deal.game.name}, {len(deal.order)} players"
    parts = [f"{title}. An oval table with {len(deal.order)} seats numbered clockwise"]
    if has_button:
        parts[-1] += f", the dealer button at seat {deal.button}"
    else:
        parts[-1] += f"; no button: seat {deal.button} deals"
    for seat in sorted(deal.order):
        seat_view = view.seats[seat]
        down = [card for card, up in seat_view.cards if not up]
        up = [card for card, face_up in seat_view.cards if face_up]
        said = f"Seat {seat}" + (" (folded)" if seat_view.folded else "")
        held = []
        if down:
            if show_hole_cards:
                held.append(f"face down, turned up for teaching: {_card_words(down)}")
            else:
                held.append(_plural(len(down), "card") + " face down")
        if up:
            held.append(f"face up: {_card_words(up)}")
        said += ": " + ("; ".join(held) if held else "no cards")
        if seat_view.blind:
            said += f"; a blind of {money(seat_view.blind)} in front of it"
        parts.append(said)
    parts.append(f"Board: {_card_words(view.board) if view.board else 'none'}")
    if pot_text:
        parts.append(pot_text)
    if view.to_act is not None:
        parts.append(f"Seat {view.to_act} {opener_word}, outlined in gold")
    counts = view.counts
    mucked = f", {counts.mucked} mucked" if counts.mucked else ""
    parts.append(
        f"Count: {counts.dealt} dealt, {counts.burned} burned, {counts.board} on the board{mucked}, "
        f"{counts.stub} in the stub, of {counts.total}"
    )
    return ". ".join(parts) + "."


# --- the order the cards leave the deck ------------------------------------------------------------


def _moves(deal: Deal) -> list[tuple[str, int | None]]:
    """Every card that leaves the stub, in order: (kind, seat)."""
    moves: list[tuple[str, int | None]] = []
    for event in deal.events:
        if event.kind is EventKind.DEAL_CARD:
            moves.extend(("up" if event.face_up else "down", event.seat) for _ in event.cards)
        elif event.kind is EventKind.DRAW and event.seat is not None:
            moves.extend(("draw", event.seat) for _ in event.cards)
        elif event.kind is EventKind.BURN:
            moves.append(("burn", None))
        elif event.kind is EventKind.COMMUNITY:
            moves.extend(("board", None) for _ in event.cards)
    return moves


def deal_order_figure(deal: Deal) -> Picture:
    """Every card that leaves the stub, in order, one numbered box each: to which seat and
    face down (blue) or face up (green), burned (grey), to the board (orange), or in the draw
    (purple); each box also says so in words."""
    moves = _moves(deal)
    per_row = 16
    rows = max(1, math.ceil(len(moves) / per_row))
    figure = Figure(figsize=(8.0, 1.0 + 0.62 * rows), dpi=100)
    axes = figure.add_subplot(1, 1, 1)
    for index, (kind, seat) in enumerate(moves):
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
        first = f"S{seat}" if seat is not None else {"burn": "burn", "board": "board"}[kind]
        second = {"down": "down", "up": "up", "draw": "draw"}.get(kind, "")
        axes.text(x + 0.21, y + 0.38, str(index + 1), ha="center", va="center", fontsize=6.5, color="white")
        axes.text(x + 0.21, y + 0.22, first, ha="center", va="center", fontsize=6.5, color="white", fontweight="bold")
        if second:
            axes.text(x + 0.21, y + 0.08, second, ha="center", va="center", fontsize=5.5, color="white")
    axes.set_xlim(-0.1, per_row * 0.5)
    axes.set_ylim(-(rows - 1) * 0.62 - 0.15, 0.65)
    axes.set_aspect("equal")
    axes.axis("off")
    count = {kind: sum(1 for moved, _ in moves if moved == kind) for kind in MOVE_COLOURS}
    parts = [
        f"{_plural(count[kind], 'card')} {MOVE_WORDS[kind]}" if kind != "burn" else _plural(count[kind], "burn")
        for kind in MOVE_COLOURS
        if count[kind]
    ]
    axes.set_title(
        f"The order the cards leave the deck ({len(moves)}): " + ", ".join(parts) + "; Sn = seat n", fontsize=9
    )
    figure.tight_layout()
    return Picture(figure, _order_alt(moves, rows))


def _order_alt(moves: Sequence[tuple[str, int | None]], rows: int) -> str:
    """The boxes in words, run by run: 'boxes 1 to 12, face down (blue), to seats 4, 5, 6, ...'."""
    runs: list[tuple[str, int, list[int | None]]] = []  # kind, first box, seats
    for number, (kind, seat) in enumerate(moves, 1):
        if runs and runs[-1][0] == kind:
            runs[-1][2].append(seat)
        else:
            runs.append((kind, number, [seat]))
    said = []
    for kind, first, seats in runs:
        last = first + len(seats) - 1
        boxes = f"box {first}" if first == last else f"boxes {first} to {last}"
        what = f"{MOVE_WORDS[kind]} ({MOVE_COLOUR_NAMES[kind]})"
        if kind in ("down", "up", "draw"):
            to = ", ".join(str(seat) for seat in seats)
            what += f" to seat{'s' if len(seats) > 1 else ''} {to}"
        said.append(f"{boxes} {what}")
    count = {kind: sum(1 for moved, _ in moves if moved == kind) for kind in MOVE_COLOURS}
    totals = [f"{count[kind]} {MOVE_WORDS[kind]}" for kind in MOVE_COLOURS if count[kind]]
    return (
        f"{_plural(len(moves), 'numbered box', 'numbered boxes')} in {_plural(rows, 'row')}, one for each card in "
        f"the order it leaves the deck ({', '.join(totals)}): " + "; ".join(said) + "."
    )


# --- hand counts -----------------------------------------------------------------------------------


def frequency_figure(ranking: Ranking, deck: Deck) -> Picture:
    """How many five-card hands of ``deck`` fall in each category, in ``ranking``'s order,
    strongest at the top; the categories the ranking moves from the standard order
    (``ranking.swapped``) are orange, hatched and marked \u21c5."""
    formulas = category_formulas(ranking, deck)
    order = list(ranking.order)  # weakest first: drawn from the bottom up
    counts = [formulas[category][0] for category in order]
    moved = set(ranking.swapped)
    figure = Figure(figsize=(7.2, 3.9), dpi=100)
    axes = figure.add_subplot(1, 1, 1)
    bars = axes.barh(
        range(len(order)),
        counts,
        color=[MARKED if category in moved else PLAIN for category in order],
        edgecolor=INK,
        linewidth=0.5,
    )
    for bar, category, count in zip(bars, order, counts, strict=True):
        if category in moved:
            bar.set_hatch("//")
        axes.text(bar.get_width() * 1.1, bar.get_y() + bar.get_height() / 2, f"{count:,}", va="center", fontsize=8)
    axes.set_xscale("log")
    labels = [f"{category.value} \u21c5" if category in moved else category.value for category in order]
    axes.set_yticks(range(len(order)), labels, fontsize=9)
    axes.set_xlabel("number of five-card hands (log scale)")
    total = sum(counts)
    title = f"{deck.size}-card deck, {ranking.name} ranking: {total:,} hands, strongest at the top"
    if moved:
        title += "\n\u21c5 hatched: the two lines swapped from the standard order"
    axes.set_title(title, fontsize=10)
    axes.set_xlim(1, max(counts) * 12)
    figure.tight_layout()
    strongest_first = list(reversed(order))
    listed = "; ".join(
        f"{category.value} {formulas[category][0]:,}" + (" (swapped, hatched)" if category in moved else "")
        for category in strongest_first
    )
    alt = (
        f"A horizontal bar chart of the nine hand categories in the {ranking.name} order for the {deck.size}-card "
        f"deck, strongest at the top, counts on a log scale, {total:,} hands in all: {listed}."
    )
    if moved:
        alt += (
            f" The {_listed([category.value for category in ranking.swapped])} bars are orange, hatched and marked "
            "with a two-way arrow: they change places from the standard order."
        )
    return Picture(figure, alt)


def low_counts(rule: LowRule, deck: Deck = DECK_52) -> dict[int, tuple[int, int]]:
    """For each top card of a qualifying low (its value, the ace as 1), the number of different lows
    (rank patterns) and of five-card hands of ``deck``, each pattern tested by ``rule`` itself.

    >>> from engine.lowhands import EIGHT_OR_BETTER
    >>> low_counts(EIGHT_OR_BETTER)[5]
    (1, 1024)
    """
    suits_of: dict[Rank, int] = {}
    for card in deck.cards:
        suits_of[card.rank] = suits_of.get(card.rank, 0) + 1
    found: dict[int, tuple[int, int]] = {}
    suits = list(Suit)
    for ranks in combinations_with_replacement(sorted(suits_of, key=low_value), 5):
        if any(ranks.count(rank) > suits_of[rank] for rank in ranks):
            continue
        cards = [Card(rank, suits[ranks[:index].count(rank)]) for index, rank in enumerate(ranks)]
        if rule.key(cards) is None:
            continue
        top = max(low_value(rank) for rank in ranks)
        hands = prod(comb(suits_of[rank], ranks.count(rank)) for rank in set(ranks))
        patterns, total = found.get(top, (0, 0))
        found[top] = (patterns + 1, total + hands)
    return dict(sorted(found.items()))


def _top_word(value: int) -> str:
    return "A" if value == 1 else Rank.from_value(value).label


def low_figure(rule: LowRule, deck: Deck = DECK_52) -> Picture:
    """How many qualifying lows have each top card: the different lows and the five-card hands."""
    counts = low_counts(rule, deck)
    tops = list(counts)
    figure = Figure(figsize=(7.2, 3.0), dpi=100)
    axes = figure.add_subplot(1, 1, 1)
    bars = axes.barh(range(len(tops)), [counts[top][1] for top in tops], color=PLAIN, edgecolor=INK, linewidth=0.5)
    widest = max(counts[top][1] for top in tops)
    for bar, top in zip(bars, tops, strict=True):
        patterns, hands = counts[top]
        axes.text(
            bar.get_width() + widest * 0.015,
            bar.get_y() + bar.get_height() / 2,
            f"{hands:,} hands ({_plural(patterns, 'different low')})",
            va="center",
            fontsize=8,
        )
    axes.set_yticks(range(len(tops)), [f"{_top_word(top)}-high low" for top in tops], fontsize=9)
    axes.invert_yaxis()  # the best lows (lowest top card) at the top
    axes.set_xlabel("number of five-card hands")
    axes.set_xlim(0, widest * 1.6)
    patterns = sum(value[0] for value in counts.values())
    hands = sum(value[1] for value in counts.values())
    axes.set_title(
        f"{rule.name}: {patterns:,} different lows, {hands:,} five-card hands of the {deck.size}; best at the top",
        fontsize=10,
    )
    figure.tight_layout()
    listed = "; ".join(
        f"{_top_word(top)}-high: {_plural(counts[top][0], 'different low')}, {counts[top][1]:,} hands" for top in tops
    )
    alt = (
        f"A horizontal bar chart of the {rule.name} lows by their highest card, the best at the top, "
        f"{patterns:,} different lows and {hands:,} five-card hands of the {deck.size}-card deck in all: {listed}."
    )
    return Picture(figure, alt)


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
        axes.text(x, y, str(seat), ha="center", va="center", fontsize=11, fontweight="bold", color="white", zorder=5)
        side = "dealer's side" if dealers else "opponents"
        note = f"{side}" + (", deals" if seat == dealer else "")
        axes.text(x, y - 0.33 if y <= 0 else y + 0.33, note, ha="center", va="center", fontsize=7.5)
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
    axes.text(centre_x, 0.05, "play goes\nclockwise", ha="center", va="center", fontsize=7, color="white")
    axes.text(centre_x, 1.5, title, ha="center", va="center", fontsize=9, fontweight="bold")
    return said


def seating_figure(dealer: int = 1) -> Picture:
    """The two Manillen Plus tables side by side, seat ``dealer`` dealing at both: six players in two
    alternating teams of three, and three players, the dealer alone against the other two."""
    figure = Figure(figsize=(8.0, 3.6), dpi=100)
    axes = figure.add_subplot(1, 1, 1)
    six, three = Table(6), Table(3)
    six_said = _seat_ring(axes, six, dealer, -1.6, "Six players: two teams of three, alternating")
    three_said = _seat_ring(axes, three, dealer, 1.6, f"Three players: seat {dealer} deals, alone")
    axes.text(
        0,
        -1.55,
        "square, orange: the dealer's side \u00b7 round, blue: the dealer's opponents",
        ha="center",
        va="center",
        fontsize=8,
    )
    axes.set_xlim(-3.0, 3.0)
    axes.set_ylim(-1.7, 1.7)
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
    figure = Figure(figsize=(6.4, 2.8), dpi=100)
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
    axes.set_xticks(
        range(len(labels)), [f"{label}\n(manille)" if label == "10" else label for label in labels], fontsize=9
    )
    for index, value in enumerate(points):
        axes.text(index, value + 0.1, str(value), ha="center", fontsize=9)
    axes.set_xlabel("the cards of one suit, weakest (left) to strongest (right)")
    axes.set_ylabel("points")
    axes.set_ylim(0, max(points) + 1)
    axes.set_title("Manillen Plus: card order and points", fontsize=10)
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
