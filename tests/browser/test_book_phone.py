"""The built book on a phone: every page at 390x844, as a new reader's phone shows it.

One offline browser context with phone emulation (390x844 CSS px, 3 device pixels to one, a
mobile viewport, touch) opens every page of the table of contents once, measures it and closes it.
Python is not started here (its worker is refused, as on a phone that cannot run it): each widget is
its saved picture, the same view a live widget draws, labelled as a picture; a live chapter on a
phone, used by touch, is tested in test_book_live.py.
On each page:

- the page is no wider than the screen (``document.documentElement.scrollWidth``): what is wider
  than the column (a figure, a widget's picture or table) scrolls inside its own box. A phone
  shrinks a page that is wider than the screen, all its text with it;
- no text of a figure or a widget is under ``LEGIBLE_PX`` CSS px as shown: an SVG text's computed
  font size times its scale on the screen (``getScreenCTM``); an HTML text's computed font size,
  in every cell output (results, widgets, figures) and caption; a figure's PNG, from the smallest
  text it records (``widgets.figures.SMALLEST_TEXT_KEY``, in image pixels) times the width it is
  shown at over its own width;
- no button is cut off: each lies inside the screen sideways, or inside a box that scrolls to it,
  and shows its whole label;
- every control of a widget (a button, a field, a list, a check box with its label) is at least
  ``TOUCH_PX`` CSS px each way, the least target WCAG 2.2 asks for a pointer (2.5.8).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from browser_support import (
    BOOK_PAGES,
    FIGURE_IMAGES,
    LEGIBLE_PX,
    illegible_figures,
    notebook_of,
    offline_context,
    static_ready,
    watch,
)

#: A phone as a new reader holds it: an iPhone 12 to 15's screen, in CSS px, 3 device pixels to one.
PHONE_WIDTH, PHONE_HEIGHT = 390, 844
PHONE = {
    "viewport": {"width": PHONE_WIDTH, "height": PHONE_HEIGHT},
    "device_scale_factor": 3,
    "is_mobile": True,
    "has_touch": True,
}
#: The least size of a control, in CSS px, each way (WCAG 2.2, 2.5.8 Target Size (Minimum)).
TOUCH_PX = 24

#: What a page shows on the phone: its width; each text of a figure or widget with its size as shown;
#: each button that is cut off; each control too small to touch.
MEASURE = """touchPx => {
    const screen = document.documentElement.clientWidth;
    const shown = element => { const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible'; };
    const name = element => (element.textContent || element.value || element.getAttribute('aria-label') || '')
        .trim().replace(/\\s+/g, ' ').slice(0, 40);

    const svgTexts = [...document.querySelectorAll('article svg text')].filter(text => text.textContent.trim()
            && text.getScreenCTM() && shown(text.ownerSVGElement))
        .map(text => { const m = text.getScreenCTM();
            return [name(text), parseFloat(getComputedStyle(text).fontSize) * Math.hypot(m.a, m.b)]; });

    const htmlTexts = [];
    const seen = new Set();
    for (const area of document.querySelectorAll('article .cell_output, article figure')) {
        const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const element = node.parentElement;
            if (!node.textContent.trim() || seen.has(element) || element.closest('svg') || !shown(element)) continue;
            seen.add(element);
            htmlTexts.push([name(element), parseFloat(getComputedStyle(element).fontSize)]);
        }
    }

    // Inside the screen, or inside a box that scrolls to it (and that box inside the screen, ...);
    // never outside a box that clips it.
    const reachable = element => {
        let box = element.getBoundingClientRect();
        for (let outer = element.parentElement; outer; outer = outer.parentElement) {
            const overflow = getComputedStyle(outer).overflowX;
            if (overflow === 'visible') continue;
            const frame = outer.getBoundingClientRect();
            const left = frame.left + outer.clientLeft;
            const [start, end] = overflow === 'auto' || overflow === 'scroll'
                ? [left - outer.scrollLeft, left - outer.scrollLeft + outer.scrollWidth]
                : [left, left + outer.clientWidth];
            if (box.left < start - 0.5 || box.right > end + 0.5) return false;
            if (overflow === 'auto' || overflow === 'scroll') box = frame;
        }
        return box.left >= -0.5 && box.right <= screen + 0.5;
    };
    const buttons = [...document.querySelectorAll('button, [role="button"], input[type="button"], input[type="submit"]')]
        .filter(shown);
    const cutOff = buttons.filter(button => !reachable(button) || button.scrollWidth > button.clientWidth + 1)
        .map(button => { const box = button.getBoundingClientRect();
            return `${name(button)} (${Math.round(box.left)} to ${Math.round(box.right)}, label ${button.scrollWidth} px in ${button.clientWidth})`; });

    const controls = [...document.querySelectorAll(
        'article .cell_output :is(button, select, textarea, input:not([type="hidden"]))')].filter(shown);
    const small = controls.map(control => {
        const target = ['checkbox', 'radio'].includes(control.type) ? (control.closest('label') || control) : control;
        const box = target.getBoundingClientRect();
        return [name(target) || control.tagName, box.width, box.height];
    }).filter(([, width, height]) => width < touchPx || height < touchPx)
      .map(([what, width, height]) => `${what} (${width.toFixed(0)}x${height.toFixed(0)})`);

    return {width: document.documentElement.scrollWidth, screen, svgTexts, htmlTexts, cutOff, small};
}"""


@pytest.fixture(scope="module")
def on_phone(browser: Any, static_server: str) -> Iterator[Callable[[str], dict[str, Any]]]:
    """What a page of the book shows on the phone (``MEASURE``'s record, and ``figures``: its figures'
    images, ``FIGURE_IMAGES``' rows); each page opened once, in one phone context, offline."""
    context, blocked = offline_context(browser, **PHONE)
    # Each page as a phone shows it without Python (its widgets' saved pictures, labelled as such): the
    # same views a live widget draws from the same state, laid out alike, without paying for a Python
    # per chapter here. A live chapter on a phone, by touch, is test_book_live.py's.
    context.route("**/_static/live_worker.js", lambda route: route.abort())
    measured: dict[str, dict[str, Any]] = {}

    def measure(path: str) -> dict[str, Any]:
        if path not in measured:
            tab = watch(context.new_page(), blocked)
            try:
                tab.page.goto(static_server + path, wait_until="commit")
                static_ready(tab)
                record = tab.page.evaluate(MEASURE, TOUCH_PX)
                record["figures"] = tab.page.evaluate(FIGURE_IMAGES)
                record["blocked"] = list(tab.blocked)
                measured[path] = record
            finally:
                tab.page.close()
        return measured[path]

    yield measure
    context.close()


@pytest.mark.parametrize("path", BOOK_PAGES)
def test_no_page_is_wider_than_the_phone(on_phone: Callable[[str], dict[str, Any]], path: str) -> None:
    shown = on_phone(path)
    assert shown["blocked"] == []
    assert shown["screen"] == PHONE_WIDTH
    assert shown["width"] <= PHONE_WIDTH


@pytest.mark.parametrize("path", BOOK_PAGES)
def test_the_text_of_figures_and_widgets_is_legible_on_the_phone(
    on_phone: Callable[[str], dict[str, Any]], path: str
) -> None:
    """SVG text scaled as shown, HTML text at its computed size, and the figures' PNGs (those of the
    chapters made from notebooks, which record their smallest text) at the width they are shown."""
    shown = on_phone(path)
    assert [f"{text!r}: {size:.2f} px" for text, size in shown["svgTexts"] if size < LEGIBLE_PX] == []
    assert [f"{text!r}: {size:.2f} px" for text, size in shown["htmlTexts"] if size < LEGIBLE_PX] == []
    if notebook_of(path):
        assert illegible_figures(shown["figures"]) == []


@pytest.mark.parametrize("path", BOOK_PAGES)
def test_no_button_is_cut_off_and_every_control_can_be_touched(
    on_phone: Callable[[str], dict[str, Any]], path: str
) -> None:
    shown = on_phone(path)
    assert shown["cutOff"] == []
    assert shown["small"] == []
