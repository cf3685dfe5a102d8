"""An axe-core scan (axe-playwright-python) of every page of the book, as a reader sees it once it has
settled: a chapter's widgets live in place (book/_ext/static/live_book.js), the status line saying so.

No violation of impact "serious" or "critical" is allowed, and no rule is switched off: causes are
fixed where they arise (the widgets; the sidebar template book/_ext/templates/sbt-sidebar-nav.html).
The server's live pages are scanned by test_live_accessibility.py.
"""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from browser_support import BOOK_PAGES, Pages, blocking_violations


@pytest.fixture(scope="module")
def axe() -> Axe:
    return Axe()


@pytest.mark.parametrize("path", BOOK_PAGES)
def test_book_page_has_no_serious_violation(axe: Axe, book_pages: Pages, path: str) -> None:
    assert blocking_violations(axe, book_pages.open(path).page) == []
