"""The pictures in a real browser: the table's parts apart and every text legible, with the real fonts.

- The live table picture (``widgets.render.table.table_svg``) for 2 to 11 seats, at every step of a
  seeded hand, placed in a box as wide as the book's content column (688 CSS px at a 1280x900 window)
  and as the live page's output area (1250): no two of its parts (``data-part``) overlap, nothing in a
  seat leaves its box, and every text is at least 11 CSS px high as shown (its font size times the
  picture's scale on the screen, ``getScreenCTM().a``).
- Every figure (a PNG) in every chapter of the built book: its smallest text, which the PNG records in
  image pixels (``widgets.figures.SMALLEST_TEXT_KEY``), is at least 11 CSS px at the width the page
  shows the image.
- The deal stepper's picture, as the book's pages store it: every text at least 11 CSS px.

The live pages are checked in test_live_pictures.py (a separate file: it starts the live server).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations
from typing import Any

import pytest
from browser_support import (
    BOOK_PAGES,
    FIGURE_IMAGES,
    LEGIBLE_PX,
    PICTURE_TEXTS,
    Pages,
    illegible_figures,
    notebook_figures,
    notebook_of,
    notebook_widget_views,
)

from engine.poker.betting.actions import ActionKind
from engine.poker.deal import deal
from engine.teaching.walkthrough import Walkthrough, start_walkthrough
from widgets.render.table import table_svg

#: Where the pages show the table picture, in CSS px at a 1280x900 window (measured on a build with
#: ``getBoundingClientRect().width``): the book's widget area, as wide as its content column, and the
#: live page's output area.
BOOK_COLUMN_PX, LIVE_OUTPUT_PX = 688, 1250
#: (game, players, seed): every table size, and the longest labels (the blinds of hold 'em and Omaha).
TABLES = [
    *(("2 Card Manila", players, players) for players in range(2, 12)),
    ("3 Card Manila", 9, 1),
    ("Texas Hold 'Em", 10, 2),
    ("Omaha", 10, 3),
]

#: Put the picture in the box and measure it: each part's box, each seat's items, each text's size as shown.
MEASURE_SVG = """([svg, width]) => {
    const box = document.getElementById('box');
    box.style.width = width + 'px';
    box.innerHTML = svg;
    const picture = box.querySelector('svg');
    const scale = picture.getScreenCTM().a;
    const rect = element => { const r = element.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
    const drawn = element => { const b = element.getBBox(); return b.width > 0 || b.height > 0; };
    return {
        picture: rect(picture),
        parts: [...picture.querySelectorAll('g[data-part]')].filter(drawn)
            .map(group => [group.dataset.part + ' ' + (group.dataset.seat || ''), rect(group)]),
        seats: [...picture.querySelectorAll('g[data-part="seat"]')].map(group => [group.dataset.seat,
            [...group.children].map(item => [item.dataset.item || item.tagName, rect(item)])]),
        texts: [...picture.querySelectorAll('text')]
            .map(text => [text.textContent, parseFloat(text.getAttribute('font-size')) * scale]),
    };
}"""


def _overlap(a: list[float], b: list[float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _inside(inner: list[float], outer: list[float]) -> bool:
    slack = 0.01  # rounding
    return (
        outer[0] - slack <= inner[0]
        and inner[2] <= outer[2] + slack
        and outer[1] - slack <= inner[1]
        and inner[3] <= outer[3] + slack
    )


def _steps(game: str, players: int, seed: int) -> Iterator[Walkthrough]:
    """Every step of a hand whose players fold, bet and raise now and then (seeded), to the showdown."""
    choose = random.Random(seed)
    walk = start_walkthrough(deal(game, players=players, button=choose.randint(1, players), rng=random.Random(seed)))
    yield walk
    while not walk.finished:
        if walk.waiting and walk.betting is not None:
            legal = {choice.kind: choice for choice in walk.legal_actions().value}
            roll = choose.random()
            growing = legal.get(ActionKind.RAISE) or legal.get(ActionKind.BET)
            if ActionKind.FOLD in legal and roll < 0.3 and len(walk.betting.players_in) > 2:
                walk = walk.act(legal[ActionKind.FOLD].action())
            elif growing is not None and roll < 0.55:
                walk = walk.act(growing.action(choose.choice([growing.min_to, growing.max_to])))
            else:
                walk = walk.next()
        else:
            walk = walk.next()
        yield walk


def _faults(measured: dict[str, Any]) -> list[str]:
    faults = []
    parts = dict(measured["parts"])
    for name, box in parts.items():
        if not _inside(box, measured["picture"]):
            faults.append(f"{name} is cut off")
    faults += [
        f"{a} overlaps {b}" for (a, box_a), (b, box_b) in combinations(parts.items(), 2) if _overlap(box_a, box_b)
    ]
    for seat, items in measured["seats"]:
        box = next(rect for item, rect in items if item == "box")
        inside = [(f"{item} {number}", rect) for number, (item, rect) in enumerate(items) if item != "box"]
        faults += [f"seat {seat}: {item} leaves its box" for item, rect in inside if not _inside(rect, box)]
        faults += [
            f"seat {seat}: {a} overlaps {b}"
            for (a, box_a), (b, box_b) in combinations(inside, 2)
            if _overlap(box_a, box_b)
        ]
    faults += [f"{text!r} is {size:.2f} CSS px" for text, size in measured["texts"] if size < LEGIBLE_PX]
    return faults


@pytest.fixture(scope="module")
def blank(browser: Any) -> Iterator[Any]:
    """A page with an empty box, in the book's fonts (the picture names its own: Verdana, DejaVu Sans)."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.set_content('<body style="margin:0"><div id="box"></div></body>')
    yield page
    page.close()


@pytest.mark.parametrize(("game", "players", "seed"), TABLES, ids=[f"{g}-{n}" for g, n, _ in TABLES])
def test_the_table_picture_keeps_its_parts_apart_and_legible_in_chromium(
    blank: Any, game: str, players: int, seed: int
) -> None:
    """Every step of a seeded hand (face down and turned up by turns) in the book's column; its end in the
    live page's output area."""
    for step, walk in enumerate(_steps(game, players, seed)):
        svg = table_svg(walk, show_hole_cards=step % 2 == 0)
        measured = blank.evaluate(MEASURE_SVG, [svg, BOOK_COLUMN_PX])
        assert _faults(measured) == [], f"step {step}: {walk.moment and walk.moment.headline}"
    # the live page's output area is wider: the picture is shown at its own size, or larger
    assert _faults(blank.evaluate(MEASURE_SVG, [svg, LIVE_OUTPUT_PX])) == []


FIGURE_PAGES = [page for page in BOOK_PAGES if (notebook := notebook_of(page)) and notebook_figures(notebook)]
STEPPER_PAGES = [page for page in BOOK_PAGES if (notebook := notebook_of(page)) and notebook_widget_views(notebook)]


@pytest.mark.parametrize("path", FIGURE_PAGES)
def test_every_figure_in_the_book_is_legible(book_pages: Pages, path: str) -> None:
    """Each figure's smallest text, read from its PNG, times the width shown over its own width."""
    images = book_pages.open(path).page.evaluate(FIGURE_IMAGES)
    assert len(images) == len(notebook_figures(notebook_of(path) or ""))
    assert illegible_figures(images) == []


@pytest.mark.parametrize("path", [page for page in STEPPER_PAGES if "games/manila" in page])
def test_the_deal_steppers_picture_is_legible_in_the_book(book_pages: Pages, path: str) -> None:
    texts = book_pages.open(path).page.evaluate(PICTURE_TEXTS)
    assert texts, "no table picture on the page"
    assert [f"{text!r} {size:.2f}" for text, size in texts if size < LEGIBLE_PX] == []
