"""The links between the book and its live pages: each widget's "live" link lands at that widget, and back.

Each chapter's notebook has, at the top and by each widget, a ``<div class="rb-live">`` holding a
link to the live page (``.rb-live-link``: shown in the book only) and one back to the book
(``.rb-book-link``: shown on the live page only). A widget's link ends in the anchor (``id``) of
its own ``rb-live`` block, which both renderings keep: the live page must have it, and the way
back must lead to the same anchor in the book. One pair of links is also followed by clicking,
the static book then served by the live server as ``./serve.sh`` serves it: each click lands
with the widget in view, and leaving the live page shuts its kernel down.
"""

from __future__ import annotations

import json
import re
import time
import urllib.error
import urllib.request
from typing import Any
from urllib.parse import urlsplit

import pytest
from browser_support import LIVE_NOTEBOOKS, Pages, live_ready, watch
from playwright.sync_api import expect

#: For each rb-live block of a page: its id, and for each of its two links whether it is shown and where it goes.
LIVE_BLOCKS = """() => [...document.querySelectorAll('.rb-live')].map(block => {
    const link = selector => { const a = block.querySelector(selector + ' a');
        return a ? {href: a.getAttribute('href'), shown: a.getClientRects().length > 0 && getComputedStyle(a).visibility !== 'hidden'} : null; };
    return {id: block.id, live: link('.rb-live-link'), book: link('.rb-book-link')}; })"""


def book_page(notebook: str) -> str:
    return notebook.removesuffix(".ipynb") + ".html"


def blocks(tab: Any) -> list[dict[str, Any]]:
    return list(tab.page.evaluate(LIVE_BLOCKS))


def has_id(tab: Any, anchor: str) -> bool:
    return bool(tab.page.evaluate("anchor => !!document.getElementById(anchor)", anchor))


@pytest.mark.parametrize("notebook", LIVE_NOTEBOOKS)
def test_each_live_link_in_the_book_lands_at_its_widget_and_back(
    book_pages: Pages, live_pages: Pages, notebook: str
) -> None:
    static = book_pages.open(book_page(notebook))
    in_book = blocks(static)
    assert in_book, "no link to the live page"
    anchored = [block for block in in_book if block["id"]]
    assert anchored, "no widget has its own live link"

    live = live_pages.open(notebook)
    on_live = {block["id"]: block for block in blocks(live)}
    for block in in_book:
        assert block["live"] and block["live"]["shown"], f"the book hides its live link {block}"
        assert block["book"] is None or not block["book"]["shown"], f"the book shows a link to itself {block}"
        target = urlsplit(block["live"]["href"])
        assert target.path == f"/voila/render/{notebook}"
        assert target.fragment == block["id"], "a widget's live link must end in its own anchor"

    for block in anchored:
        anchor = block["id"]
        assert has_id(live, anchor), f"the live page has no #{anchor}"
        back = on_live[anchor]["book"]
        assert back and back["shown"], f"the live page does not show the way back at #{anchor}"
        assert not on_live[anchor]["live"] or not on_live[anchor]["live"]["shown"], "the live page links to itself"
        assert back["href"] == f"/{book_page(notebook)}#{anchor}"
        assert has_id(static, anchor)


def kernel_exists(server: str, kernel: str) -> bool:
    try:
        with urllib.request.urlopen(f"{server}api/kernels/{kernel}", timeout=5) as answer:
            return bool(answer.status == 200)
    except urllib.error.HTTPError as error:
        if error.code == 404:
            return False
        raise


def in_view(page: Any, anchor: str) -> bool:
    return bool(page.evaluate(
        """anchor => { const box = document.getElementById(anchor).getBoundingClientRect();
                       return box.top >= -1 && box.top < window.innerHeight; }""",
        anchor,
    ))


def test_following_a_widgets_live_link_and_its_way_back(live_pages: Pages, live_server: str) -> None:
    """Click "Use this widget live" in the book (served by the live server), then "Back to this place in the book"."""
    chapter = "book/games/manila-2.html"
    tab = watch(live_pages.context.new_page(), live_pages.blocked)
    page = tab.page
    try:
        page.goto(live_server + chapter, wait_until="load")
        block = page.locator(".rb-live[id]").nth(1)  # a widget further down the page, not the first
        anchor = block.get_attribute("id") or ""
        block.locator(".rb-live-link a").click()
        page.wait_for_url(re.compile(rf"/voila/render/book/games/manila-2\.ipynb#{re.escape(anchor)}$"))
        live_ready(tab)
        expect(page.locator(f"#{anchor} .rb-book-link a")).to_be_visible()
        page.wait_for_function(
            "anchor => { const box = document.getElementById(anchor).getBoundingClientRect();"
            " return box.top >= -1 && box.top < window.innerHeight; }",
            arg=anchor,
            timeout=10_000,
        )

        kernel = json.loads(page.locator("#jupyter-config-data").text_content() or "{}")["kernelId"]

        page.locator(f"#{anchor} .rb-book-link a").click()
        page.wait_for_url(re.compile(rf"/{re.escape(chapter)}#{re.escape(anchor)}$"))
        page.wait_for_load_state("load")
        assert in_view(page, anchor), "the way back does not land at the widget"
        assert tab.blocked == []
        # leaving the live page shuts its kernel down (Voila's beacon, which the navigation reports as aborted)
        shutdown = f"net::ERR_ABORTED {live_server}voila/api/shutdown/{kernel}"
        assert [failure for failure in tab.failed if failure != shutdown] == []
        deadline = time.monotonic() + 15
        while kernel_exists(live_server, kernel):
            assert time.monotonic() < deadline, "the live page's kernel was not shut down when the reader left"
            time.sleep(0.2)
    finally:
        page.close()
