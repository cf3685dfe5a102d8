"""The live pages' pictures in a real browser: every figure's smallest text, and every text of the deal
stepper's table picture, at least 11 CSS px as the live page (Voila, a 1280x900 window) shows it.

The book's own pages are checked in test_book_pictures.py.
"""

from __future__ import annotations

import pytest
from browser_support import (
    FIGURE_IMAGES,
    LEGIBLE_PX,
    LIVE_NOTEBOOKS,
    PICTURE_TEXTS,
    Pages,
    illegible_figures,
    notebook_figures,
)

LIVE_FIGURE_NOTEBOOKS = [notebook for notebook in LIVE_NOTEBOOKS if notebook_figures(notebook, in_book=False)]
STEPPER_NOTEBOOKS = [notebook for notebook in LIVE_NOTEBOOKS if "games/manila-" in notebook]


@pytest.mark.parametrize("notebook", LIVE_FIGURE_NOTEBOOKS)
def test_every_figure_on_the_live_pages_is_legible(live_pages: Pages, notebook: str) -> None:
    """Each figure's smallest text, read from its PNG, times the width shown over its own width."""
    images = live_pages.open(notebook).page.evaluate(FIGURE_IMAGES)
    assert len(images) == len(notebook_figures(notebook, in_book=False))
    assert illegible_figures(images) == []


@pytest.mark.parametrize("notebook", STEPPER_NOTEBOOKS)
def test_the_deal_steppers_picture_is_legible_on_the_live_pages(live_pages: Pages, notebook: str) -> None:
    texts = live_pages.open(notebook).page.evaluate(PICTURE_TEXTS)
    assert texts, "no table picture on the page"
    assert [f"{text!r} {size:.2f}" for text, size in texts if size < LEGIBLE_PX] == []
