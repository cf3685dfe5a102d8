"""A live page that is slow to start says so after 45 s, links to the book, and clears the notice
when its widgets arrive (the template's script; book/_ext/serve.py).

The browser's clock is faked (Playwright's ``page.clock``): the page loads in real time, and while
its kernel is still starting the clock is moved 46 s on, as if the server were busy that long.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from browser_support import LIVE_TIMEOUT_MS, LIVE_VIEWS_DRAWN, offline_context, watch
from playwright.sync_api import expect

#: A page that takes a few seconds to run: one the session's server keeps no pool of kernels for
#: (conftest.py, POOLED_NOTEBOOKS), so that it starts a kernel of its own and runs the notebook.
MANILA = "book/games/manila-3.ipynb"
#: What the template counts as drawn: Voila has shown the page's cells.
DRAWN = "() => { const c = document.getElementById('rendered_cells'); return !!c && c.style.display !== 'none'; }"
SHOTS = Path(__file__).resolve().parents[2] / "_build" / "screenshots"


def test_a_live_page_still_starting_after_45_s_says_so_and_clears_the_notice_when_drawn(
    browser: Any, live_server: str
) -> None:
    context, blocked = offline_context(browser, viewport={"width": 1280, "height": 900})
    try:
        tab = watch(context.new_page(), blocked)
        page = tab.page
        page.clock.install()
        page.goto(live_server + "voila/render/" + MANILA, wait_until="commit")
        notice = page.locator("#rb-notice")
        expect(notice).to_be_attached(timeout=30_000)
        expect(notice).to_be_empty()
        assert not page.evaluate(DRAWN), "the page was drawn before the test could make it late"
        page.clock.fast_forward("00:44")  # not yet: no notice before 45 s
        assert not page.evaluate(DRAWN)
        expect(notice).to_be_empty()
        page.clock.fast_forward("00:02")

        slow = notice.locator(".rb-slow")
        expect(slow).to_contain_text("taking longer than usual to start")
        expect(notice.get_by_role("link", name="This page in the book")).to_have_attribute(
            "href", "/book/games/manila-3.html"
        )
        expect(notice).to_have_attribute("role", "status")  # read out politely, not as an alarm
        link = notice.get_by_role("link", name="This page in the book")
        assert link.evaluate("a => getComputedStyle(a).textDecorationLine") == "underline"  # looks like a link
        expect(notice).to_be_visible()  # not inside the cells Voila hides until they are drawn
        assert notice.bounding_box()["y"] == 0  # across the top of the window
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / "live-slow-start.png"))

        # The page kept trying: once its cells are drawn the notice goes. (Its widgets are not awaited:
        # the jump of the faked clock also fires the widget manager's own time-outs, which a real wait,
        # spent before the page's scripts start, does not.)
        page.wait_for_function(DRAWN, timeout=LIVE_TIMEOUT_MS)
        page.wait_for_function(LIVE_VIEWS_DRAWN, timeout=LIVE_TIMEOUT_MS)  # (the notice stays until the widgets are drawn)
        expect(notice).to_be_empty(timeout=5_000)
        assert blocked == []
    finally:
        context.close()
