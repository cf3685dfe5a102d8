"""An axe-core scan of every live page (each holds widgets: every chapter has at least the live quiz).

No violation of impact "serious" or "critical", no rule switched off: the live pages' Voila template
(book/_ext/jupyter/voila/templates/rules-book/) gives figures their alt text and caption, puts the
cells in a main landmark and underlines links. Each page is scanned as it opens, before any test
drives its widgets; it must also have loaded offline, with nothing failed.
"""

from __future__ import annotations

import json
import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from browser_support import LIVE_NOTEBOOKS, ROOT, Pages, blocking_violations, notebook_figures


@pytest.fixture(scope="module")
def axe() -> Axe:
    return Axe()


@pytest.mark.parametrize("notebook", LIVE_NOTEBOOKS)
def test_live_page_has_no_serious_violation(axe: Axe, live_pages: Pages, notebook: str) -> None:
    tab = live_pages.open(notebook)
    assert blocking_violations(axe, tab.page) == []
    assert tab.at_ready["blocked"] == [], "requests to other hosts"
    assert tab.at_ready["failed"] == [], "requests that failed"
    assert tab.at_ready["console_errors"] == [], "console errors"


@pytest.mark.parametrize(
    "notebook", [notebook for notebook in LIVE_NOTEBOOKS if notebook_figures(notebook, in_book=False)]
)
def test_live_figures_carry_the_books_alt_text_and_caption(live_pages: Pages, notebook: str) -> None:
    """Voila draws a PNG output with no alt text: the template shows each figure with the book's words
    (every figure of the notebook: one that disappears, or loses its words, fails)."""
    page = live_pages.open(notebook).page
    figures = page.locator("figure.rb-figure")
    shown = figures.evaluate_all(
        "figures => figures.map(f => [f.querySelector('img').alt, (f.querySelector('figcaption') || {}).textContent || ''])"
    )
    assert [tuple(figure) for figure in shown] == notebook_figures(notebook, in_book=False)
    assert figures.locator("img").evaluate_all("images => images.every(image => image.naturalWidth > 0)")
    assert page.locator(".jp-RenderedImage img:not([alt])").count() == 0


def notebook_roles(notebook: str) -> list[str]:
    """Every {clause}, {doc} and {ref} role in a notebook's Markdown cells (the book's own cross-references)."""
    cells = json.loads((ROOT / notebook).read_text(encoding="utf-8"))["cells"]
    return [
        match.group(0)
        for cell in cells
        if cell["cell_type"] == "markdown"
        for match in re.finditer(r"\{(clause|doc|ref)\}`[^`]+`", "".join(cell["source"]))
    ]


@pytest.mark.parametrize("notebook", [notebook for notebook in LIVE_NOTEBOOKS if notebook_roles(notebook)])
def test_live_pages_show_the_books_roles_as_links(live_pages: Pages, notebook: str) -> None:
    """The notebooks' {clause}, {doc} and {ref} roles become links to the book, not raw text."""
    page = live_pages.open(notebook).page
    text = page.locator("main").inner_text()
    assert "{clause}" not in text and "{doc}" not in text and "{ref}" not in text
    hrefs = page.locator(".jp-MarkdownOutput a").evaluate_all("links => links.map(link => link.getAttribute('href'))")
    into_the_book = [href for href in hrefs if href.startswith("/book/")]
    assert len(into_the_book) >= len(notebook_roles(notebook))
    if any(role.startswith("{clause}") for role in notebook_roles(notebook)):
        assert any(href.startswith(("/book/rules/", "/book/interpretations")) for href in into_the_book)
