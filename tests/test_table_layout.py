"""The table, drawn: no seat, chip, dealer disc, board, burned pile, pot or footer overlaps another.

Two drawings are checked, at every step of seeded hands, for every table size each game seats
(2 to 11): the live picture of the deal stepper (``widgets.render.table.table_svg``, SVG, its parts
marked ``data-part``) and the book's table figure (``widgets.figures.table_figure``, matplotlib,
its artists tagged with a ``gid``).  Inside a seat, its label, its cards and its stack lie in its
box and apart from each other.

The SVG's text is measured here without a browser, generously: 0.62 em a character bold (0.58
regular), 0.7 em a digit, capital or symbol (0.66); DejaVu Sans Bold, among the widest faces,
averages 0.55 em over a seat's label.  ``tests/browser/test_table_picture.py`` measures the same
pictures in Chromium with the real fonts.  The matplotlib figure is measured by its own renderer.
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from itertools import combinations

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg

from engine.poker.betting.actions import ActionKind
from engine.poker.deal import deal
from engine.poker.events import EventKind
from engine.poker.game import Family
from engine.poker.games import GAMES, find_game
from engine.teaching.walkthrough import Walkthrough, start_walkthrough
from widgets.figures import table_figure
from widgets.render.table import table_svg

SVG = "{http://www.w3.org/2000/svg}"
#: The width of the book's content column, where the stepper's widget area is, in CSS px: measured in
#: Chromium at a 1280x900 window on book/games/manila-2.html of a build
#: (``document.querySelector('.widget-subarea').getBoundingClientRect().width``: 688).
BOOK_WIDGET_WIDTH_PX = 688
LEGIBLE_PX = 11

#: (left, top, right, bottom), y downwards.
Box = tuple[float, float, float, float]

#: The games the stepper's engine walks through (a stud or draw deal changes with each fold).
WALKED = [game for game in GAMES.values() if game.family in (Family.MANILA, Family.FLOP)]
SEAT_COUNTS = [(game.name, players) for game in WALKED for players in range(2, game.max_players + 1)]
#: The book's table figures: one game of each shape of hand (two to seven cards, with or without a board,
#: blinds or a bring-in), at every size it seats (variants of these draw the same table).
FIGURED = (
    "2 Card Manila",
    "3 Card Manila",
    "Texas Hold 'Em",
    "Omaha",
    "Seven-Card Stud",
    "Five-Card Stud",
    "Draw Poker",
)
DRAWN = [(name, players) for name in FIGURED for players in range(2, find_game(name).max_players + 1)]


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _inside(inner: Box, outer: Box) -> bool:
    return outer[0] <= inner[0] and inner[2] <= outer[2] and outer[1] <= inner[1] and inner[3] <= outer[3]


def _union(boxes: list[Box]) -> Box:
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))


def _overlapping(named: dict[str, Box]) -> list[tuple[str, str]]:
    return [(a, b) for (a, box_a), (b, box_b) in combinations(named.items(), 2) if _overlap(box_a, box_b)]


# --- the SVG, measured from its source ---------------------------------------------------------------


def _text_box(element: ET.Element) -> Box:
    size = float(element.get("font-size", "16"))
    bold = element.get("font-weight") in ("700", "bold")
    wide, narrow = (0.7, 0.62) if bold else (0.66, 0.58)
    text = "".join(element.itertext())
    width = size * sum(wide if char.isdigit() or char.isupper() or not char.isascii() else narrow for char in text)
    x, y = float(element.get("x", "0")), float(element.get("y", "0"))
    left = {"middle": x - width / 2, "end": x - width}.get(element.get("text-anchor", "start"), x)
    return left, y - 0.95 * size, left + width, y + 0.25 * size


def _shape_box(element: ET.Element) -> Box | None:
    """The box a rect, circle or text covers, its stroke included; None for anything else."""
    tag = element.tag.removeprefix(SVG)
    stroked = element.get("stroke") not in (None, "none")
    half = float(element.get("stroke-width", "1")) / 2 if stroked else 0.0
    if tag == "rect":
        x, y = float(element.get("x", "0")), float(element.get("y", "0"))
        width, height = float(element.get("width", "0")), float(element.get("height", "0"))
        return x - half, y - half, x + width + half, y + height + half
    if tag == "circle":
        x, y, r = float(element.get("cx", "0")), float(element.get("cy", "0")), float(element.get("r", "0")) + half
        return x - r, y - r, x + r, y + r
    if tag == "text":
        return _text_box(element)
    return None


def _translation(element: ET.Element) -> tuple[float, float]:
    transform = element.get("transform")
    if not transform:
        return 0.0, 0.0
    moved = re.fullmatch(r"\s*translate\(\s*([-\d.]+)(?:[\s,]+([-\d.]+))?\s*\)\s*", transform)
    if moved is None:
        raise ValueError(f"a transform this check cannot measure: {transform!r}")
    return float(moved[1]), float(moved[2] or 0)


def _placed(element: ET.Element, dx: float = 0.0, dy: float = 0.0) -> Iterator[tuple[ET.Element, float, float]]:
    """``element`` and everything in it, each with the translation its parent draws it at."""
    yield element, dx, dy
    x, y = _translation(element)
    for child in element:
        yield from _placed(child, dx + x, dy + y)


def _box(element: ET.Element, dx: float = 0.0, dy: float = 0.0) -> Box:
    boxes = []
    for part, x, y in _placed(element, dx, dy):
        box = _shape_box(part)
        if box is not None:
            move_x, move_y = _translation(part)
            x, y = x + move_x, y + move_y
            boxes.append((box[0] + x, box[1] + y, box[2] + x, box[3] + y))
    return _union(boxes)


def svg_layout_faults(svg: str) -> list[str]:
    """Every overlap between the picture's parts, every part outside the picture, and every seat whose
    label, cards and stack leave its box or overlap each other; and text too small in the book's column."""
    root = ET.fromstring(svg)
    faults = []
    _, _, width, height = (float(value) for value in root.get("viewBox", "").split())
    parts = {}
    for group, dx, dy in _placed(root):
        part = group.get("data-part")
        if part is None or group.tag != f"{SVG}g":
            continue
        name = f"{part} {group.get('data-seat', '')}".strip()
        if not any(_shape_box(element) for element in group.iter()):
            continue  # nothing drawn (yet)
        parts[name] = _box(group, dx, dy)
        if not _inside(parts[name], (0.0, 0.0, width, height)):
            faults.append(f"{name} is cut off: {parts[name]} outside 0 0 {width} {height}")
        if part == "seat":
            faults += _seat_faults(name, group)
        if part == "board":
            cards = {f"card {index}": _box(card) for index, card in enumerate(group.findall(f"{SVG}g"))}
            faults += [f"{name}: {a} overlaps {b}" for a, b in _overlapping(cards)]
        if part == "burn":
            pile = _union([_box(card) for card in group.findall(f"{SVG}g")])
            label = _box(group.find(f"{SVG}text"))  # type: ignore[arg-type]
            if _overlap(pile, label):
                faults.append(f"{name}: the pile overlaps its label")
    faults += [f"{a} overlaps {b}: {parts[a]} {parts[b]}" for a, b in _overlapping(parts)]
    scale = min(1.0, BOOK_WIDGET_WIDTH_PX / width)
    for text in root.iter(f"{SVG}text"):
        shown = float(text.get("font-size", "16")) * scale
        if shown < LEGIBLE_PX:
            faults.append(f"{''.join(text.itertext())!r} is {shown:.1f} CSS px high in the book's column")
    return faults


def _seat_faults(name: str, group: ET.Element) -> list[str]:
    inside = {}
    box = None
    for child in group:
        item = child.get("data-item") or ("card" if child.tag == f"{SVG}g" else child.tag.removeprefix(SVG))
        if item == "box":
            box = _box(child)
        else:
            inside[f"{item} {len(inside)}"] = _box(child)
    if box is None:
        return [f"{name} has no box"]
    faults = [f"{name}: its {item} leaves the box" for item, drawn in inside.items() if not _inside(drawn, box)]
    return faults + [f"{name}: its {a} overlaps its {b}" for a, b in _overlapping(inside)]


# --- hands played step by step -----------------------------------------------------------------------


def played(game: str, players: int, seed: int, *, button: int | None = None) -> Iterator[Walkthrough]:
    """Every step of a hand in which players fold, bet and raise now and then (seeded), to the showdown."""
    choose = random.Random(seed)
    button = button if button is not None else choose.randint(1, players)
    walk = start_walkthrough(deal(game, players=players, button=button, rng=random.Random(seed)))
    yield walk
    while not walk.finished:
        if walk.waiting and walk.betting is not None:
            legal = {choice.kind: choice for choice in walk.legal_actions().value}
            roll = choose.random()
            if ActionKind.FOLD in legal and roll < 0.3 and len(walk.betting.players_in) > 2:
                walk = walk.act(legal[ActionKind.FOLD].action())
                yield walk
                continue
            growing = legal.get(ActionKind.RAISE) or legal.get(ActionKind.BET)
            if growing is not None and roll < 0.55:
                walk = walk.act(growing.action(choose.choice([growing.min_to, growing.max_to])))
                yield walk
                continue
        walk = walk.next()
        yield walk


@pytest.mark.parametrize(("game", "players"), SEAT_COUNTS, ids=[f"{g}-{n}" for g, n in SEAT_COUNTS])
def test_table_svg_parts_never_overlap(game: str, players: int) -> None:
    """At every step of two seeded hands (one face down, one in teaching mode): bets in front of the seats,
    folded seats, the burned pile, the board, the showdown's winners."""
    for seed in range(2):
        for step, walk in enumerate(played(game, players, seed)):
            svg = table_svg(walk, show_hole_cards=seed % 2 == 1)
            assert svg_layout_faults(svg) == [], f"seed {seed}, step {step}: {walk.moment and walk.moment.headline}"


def _folding(game: str, players: int, button: int, folder: int) -> Iterator[Walkthrough]:
    """A hand in which seat ``folder`` folds at its first turn and everyone else checks or calls."""
    walk = start_walkthrough(deal(game, players=players, button=button, rng=random.Random(1)))
    yield walk
    while not walk.finished:
        walk = walk.act("fold") if walk.to_act == folder else walk.next()
        yield walk


@pytest.mark.parametrize(
    ("game", "players", "button", "label"),
    [
        ("2 Card Manila", 11, 9, "Seat 10 · blind · folded"),
        ("2 Card Manila", 11, 10, "Seat 11 · blind · folded"),
        ("3 Card Manila", 9, 8, "Seat 9 · blind · folded"),
        ("Texas Hold 'Em", 10, 8, "Seat 10 · big blind · folded"),
        ("Omaha", 10, 7, "Seat 9 · big blind · folded"),
        ("Omaha 8/B", 10, 9, "Seat 10 · small blind · folded"),
    ],
)
def test_table_svg_the_longest_labels_fit(game: str, players: int, button: int, label: str) -> None:
    """A blind's seat that folds carries the longest label the picture writes."""
    folder = int(label.split()[1])
    seen = False
    for walk in _folding(game, players, button, folder):
        svg = table_svg(walk)
        seen = seen or f">{label}<" in svg
        assert svg_layout_faults(svg) == [], walk.moment and walk.moment.headline
    assert seen


def test_the_svg_checker_finds_overlaps() -> None:
    """The check itself: two seats on top of each other, a card outside its box, a chip moved onto the pot,
    a small text."""
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 300">'
        '<g data-part="seat" data-seat="1"><rect data-item="box" x="0" y="0" width="100" height="100"/>'
        '<g><rect x="90" y="10" width="30" height="40"/></g></g>'
        '<g data-part="seat" data-seat="2"><rect data-item="box" x="95" y="0" width="100" height="100"/></g>'
        '<g data-part="pot"><text x="500" y="200" font-size="12">Pot $4</text></g>'
        '<g transform="translate(400 0)"><g data-part="chip" data-seat="1"><circle cx="100" cy="195" r="10"/></g></g>'
        "</svg>"
    )
    faults = svg_layout_faults(svg)
    overlaps = [fault.split(":")[0] for fault in faults if " overlaps " in fault]
    assert "seat 1 overlaps seat 2" in overlaps
    assert "pot overlaps chip 1" in overlaps  # moved onto the pot by its group's translation
    assert any("leaves the box" in fault for fault in faults)
    assert any("CSS px" in fault for fault in faults)  # 12 px at 688/1000 of its size


# --- the book's figure, measured by matplotlib --------------------------------------------------------


def figure_layout_faults(picture) -> list[str]:  # noqa: ANN001 - a widgets.figures.Picture
    """Every overlap between the figure's parts (artists grouped by their gid's part before ":"), every
    part outside the figure, and every seat whose label and cards leave its box or overlap each other."""
    figure = picture.figure
    renderer = FigureCanvasAgg(figure).get_renderer()
    figure.draw(renderer)
    pixels = figure.dpi / 72
    drawn: dict[str, list[Box]] = {}
    axes = figure.axes[0]
    for artist in [*axes.patches, *axes.texts]:
        gid = artist.get_gid()
        if gid is None or not artist.get_visible():
            continue
        extent = artist.get_window_extent(renderer)
        half = artist.get_linewidth() * pixels / 2 if hasattr(artist, "get_linewidth") and gid != "felt" else 0.0
        top = figure.bbox.height - extent.y1  # y downwards, as in the SVG
        drawn.setdefault(gid, []).append((extent.x0 - half, top - half, extent.x1 + half, top + extent.height + half))
    parts: dict[str, Box] = {}
    for gid, boxes in drawn.items():
        parts.setdefault(gid.split(":")[0], _union(boxes))
        parts[gid.split(":")[0]] = _union([parts[gid.split(":")[0]], *boxes])
    faults = []
    bounds = (0.0, 0.0, figure.bbox.width, figure.bbox.height)
    for name, box in parts.items():
        if not _inside(box, bounds):
            faults.append(f"{name} is cut off: {box}")
    others = {name: box for name, box in parts.items() if name != "felt"}
    faults += [f"{a} overlaps {b}: {others[a]} {others[b]}" for a, b in _overlapping(others)]
    for name in [name for name in parts if name.startswith("seat-")]:
        inside = {gid.split(":")[1]: _union(boxes) for gid, boxes in drawn.items() if gid.startswith(name + ":")}
        box = inside.pop("box", None)
        if box is None:
            faults.append(f"{name} has no box")
            continue
        faults += [
            f"{name}: its {item} leaves the box" for item, drawn_box in inside.items() if not _inside(drawn_box, box)
        ]
        faults += [f"{name}: its {a} overlaps its {b}" for a, b in _overlapping(inside)]
    return faults


@pytest.mark.parametrize(("game", "players"), DRAWN, ids=[f"{g}-{n}" for g, n in DRAWN])
def test_table_figure_parts_never_overlap(game: str, players: int) -> None:
    """The book's figure at the first betting round (the blinds' chips and the dealer disc in front of
    the seats, the seat that acts first) and at the end (every card, stud's seven, the board, the burned
    pile, a pot), face down and turned up for teaching."""
    hand = deal(game, players=players, button=players, rng=random.Random(players))
    first_round = next(event.index for event in hand.events if event.kind is EventKind.BETTING_ROUND)
    assert figure_layout_faults(table_figure(hand, upto=first_round)) == []
    assert figure_layout_faults(table_figure(hand, show_hole_cards=True, pot=9999)) == []
