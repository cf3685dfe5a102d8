"""The display records of the book's charts: the order the cards leave the deck, and the hand counts.

Each record is made once from the engine's values and says everything the chart shows, its
words and its alt text included; ``widgets/figures.py`` draws it with matplotlib and writes
nothing of its own but the drawing.  A :class:`DealOrder` lists every card that leaves the stub
(:func:`deal_order`); a :class:`BarChart` counts the five-card hands of a deck by category
(:func:`frequency_chart`, from :func:`engine.poker.rankings.category_formulas`) or the
qualifying lows by their top card (:func:`low_chart`).  Pure Python.

>>> from engine import DECK_52, STANDARD
>>> chart = frequency_chart(STANDARD, DECK_52)
>>> chart.bars[0].label, chart.bars[0].text, chart.log
('straight flush', '40', True)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from engine import DECK_52, Deal, Deck, EventKind, LowRule, Rank, Ranking, category_formulas
from engine.teaching import low_counts


def plural(count: int, word: str, many: str | None = None) -> str:
    """``'1 card'``, ``'1,024 hands'``; ``many`` where adding an s would be wrong."""
    return f"{count:,} {word if count == 1 else many or word + 's'}"


def listed(items: Sequence[str]) -> str:
    """``'a, b and c'``."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


# --- the order the cards leave the deck ---------------------------------------------------------------


class CardMove(Enum):
    """Where a card goes as it leaves the stub: in words, and the colour its box is drawn in, named and as
    sRGB, so that the picture and its alt text cannot name different colours."""

    DOWN = ("face down", "blue", "#1f5fa8")
    UP = ("face up", "green", "#2e7d32")
    BURN = ("burned", "grey", "#6b6b6b")
    BOARD = ("to the board", "orange", "#a65f00")  # a dark orange: white text on it reads at a contrast of 4.9
    DRAW = ("in the draw", "purple", "#6a3d9a")

    @property
    def words(self) -> str:
        return self.value[0]

    @property
    def colour_name(self) -> str:
        return self.value[1]

    @property
    def colour(self) -> str:
        return self.value[2]


#: How many boxes a row of the order chart holds.
ORDER_PER_ROW = 12


@dataclass(frozen=True, slots=True)
class OrderBox:
    """One card leaving the stub: where it goes, to which seat, and the box's three lines of words."""

    move: CardMove
    seat: int | None
    lines: tuple[str, str, str]


@dataclass(frozen=True, slots=True)
class DealOrder:
    """Every card that leaves the stub, in order, one numbered box each, ``ORDER_PER_ROW`` to a row."""

    boxes: tuple[OrderBox, ...]
    rows: int
    title: str
    summary: str
    alt: str


def _box(number: int, move: CardMove, seat: int | None) -> OrderBox:
    first = f"S{seat}" if seat is not None else {CardMove.BURN: "burn", CardMove.BOARD: "board"}[move]
    second = {CardMove.DOWN: "down", CardMove.UP: "up", CardMove.DRAW: "draw"}.get(move, "")
    return OrderBox(move, seat, (str(number), first, second))


def deal_order(deal: Deal) -> DealOrder:
    """The order the cards of ``deal`` leave the stub: to which seat, face down or face up, burned,
    to the board or in the draw, as the deal's events record them."""
    moves: list[tuple[CardMove, int | None]] = []
    for event in deal.events:
        if event.kind is EventKind.DEAL_CARD:
            moves.extend((CardMove.UP if event.face_up else CardMove.DOWN, event.seat) for _ in event.cards)
        elif event.kind is EventKind.DRAW and event.seat is not None:
            moves.extend((CardMove.DRAW, event.seat) for _ in event.cards)
        elif event.kind is EventKind.BURN:
            moves.append((CardMove.BURN, None))
        elif event.kind is EventKind.COMMUNITY:
            moves.extend((CardMove.BOARD, None) for _ in event.cards)
    boxes = tuple(_box(number, move, seat) for number, (move, seat) in enumerate(moves, 1))
    rows = max(1, math.ceil(len(boxes) / ORDER_PER_ROW))
    count = {move: sum(1 for box in boxes if box.move is move) for move in CardMove}
    summary = ", ".join(
        plural(count[move], "burn") if move is CardMove.BURN else f"{plural(count[move], 'card')} {move.words}"
        for move in CardMove
        if count[move]
    )
    title = f"The order the {len(boxes)} cards leave the deck (Sn = seat n)"
    return DealOrder(boxes, rows, title, summary, _order_alt(boxes, rows, count))


def _order_alt(boxes: Sequence[OrderBox], rows: int, count: dict[CardMove, int]) -> str:
    """The boxes in words, run by run: 'boxes 1 to 12, face down (blue), to seats 4, 5, 6, ...'."""
    runs: list[tuple[CardMove, int, list[int | None]]] = []  # the move, its first box, the seats
    for number, box in enumerate(boxes, 1):
        if runs and runs[-1][0] is box.move:
            runs[-1][2].append(box.seat)
        else:
            runs.append((box.move, number, [box.seat]))
    said = []
    for move, first, seats in runs:
        last = first + len(seats) - 1
        numbers = f"box {first}" if first == last else f"boxes {first} to {last}"
        what = f"{move.words} ({move.colour_name})"
        if move in (CardMove.DOWN, CardMove.UP, CardMove.DRAW):
            what += f" to seat{'s' if len(seats) > 1 else ''} {', '.join(str(seat) for seat in seats)}"
        said.append(f"{numbers} {what}")
    totals = [f"{count[move]} {move.words}" for move in CardMove if count[move]]
    return (
        f"{plural(len(boxes), 'numbered box', 'numbered boxes')} in {plural(rows, 'row')}, one for each card in "
        f"the order it leaves the deck ({', '.join(totals)}): " + "; ".join(said) + "."
    )


# --- the hand counts ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Bar:
    """One bar of a chart: its label, its count, the words beside it, and whether it is marked (moved
    from the standard order: drawn hatched and in another colour)."""

    label: str
    count: int
    text: str
    marked: bool = False


@dataclass(frozen=True, slots=True)
class BarChart:
    """Counts as horizontal bars, listed (and drawn) from the top; ``log``: on a logarithmic scale."""

    bars: tuple[Bar, ...]
    title: str
    axis: str
    log: bool
    alt: str


def frequency_chart(ranking: Ranking, deck: Deck) -> BarChart:
    """How many five-card hands of ``deck`` fall in each category, in ``ranking``'s order, strongest at the
    top; the categories the ranking moves from the standard order (``ranking.swapped``) marked \u21c5."""
    formulas = category_formulas(ranking, deck)
    moved = set(ranking.swapped)
    strongest_first = list(reversed(ranking.order))
    bars = tuple(
        Bar(
            f"{category.value} \u21c5" if category in moved else category.value,
            formulas[category][0],
            f"{formulas[category][0]:,}",
            category in moved,
        )
        for category in strongest_first
    )
    total = sum(bar.count for bar in bars)
    title = f"{deck.size}-card deck, {ranking.name} ranking: {total:,} hands, strongest at the top"
    if moved:
        title += "\n\u21c5 hatched: the two lines swapped from the standard order"
    said = "; ".join(
        f"{category.value} {formulas[category][0]:,}" + (" (swapped, hatched)" if category in moved else "")
        for category in strongest_first
    )
    alt = (
        f"A horizontal bar chart of the nine hand categories in the {ranking.name} order for the {deck.size}-card "
        f"deck, strongest at the top, counts on a log scale, {total:,} hands in all: {said}."
    )
    if moved:
        alt += (
            f" The {listed([category.value for category in ranking.swapped])} bars are orange, hatched and marked "
            "with a two-way arrow: they change places from the standard order."
        )
    return BarChart(bars, title, "number of five-card hands (log scale)", True, alt)


def _top_word(value: int) -> str:
    return "A" if value == 1 else Rank.from_value(value).label


def low_chart(rule: LowRule, deck: Deck = DECK_52) -> BarChart:
    """How many qualifying lows have each top card, the best lows (lowest top card) at the top: the
    different lows and the five-card hands (:func:`low_counts`)."""
    counts = low_counts(rule, deck)
    bars = tuple(
        Bar(f"{_top_word(top)}-high low", hands, f"{hands:,} hands ({plural(patterns, 'different low')})")
        for top, (patterns, hands) in counts.items()
    )
    patterns = sum(value[0] for value in counts.values())
    hands = sum(value[1] for value in counts.values())
    title = f"{rule.name}: {patterns:,} different lows, {hands:,} five-card hands of the {deck.size};\nbest at the top"
    said = "; ".join(
        f"{_top_word(top)}-high: {plural(counts[top][0], 'different low')}, {counts[top][1]:,} hands" for top in counts
    )
    alt = (
        f"A horizontal bar chart of the {rule.name} lows by their highest card, the best at the top, "
        f"{patterns:,} different lows and {hands:,} five-card hands of the {deck.size}-card deck in all: {said}."
    )
    return BarChart(bars, title, "number of five-card hands", False, alt)
