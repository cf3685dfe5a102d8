"""The links between the book and the server's live pages: each widget's anchor, and the way back.

Each chapter's notebook has, at the top and by each widget, a ``<div class="rb-live">``. In the book,
where the widgets come alive in place, the top block says so (``.rb-live-note``) and nothing else of
these blocks shows; the way back to the book (``.rb-book-link``) shows on the server's live pages only.
A widget's block has the anchor (``id``) every rendering keeps: the server's live page (Voila) must
have it, and its way back must lead to the same anchor in the book. The block at the top also links to
the chapter's live page on the book's own server (``.rb-server-link``, ``/voila/render/...``): hidden
on a plain static host, shown when that server serves the book (its cookie, read by
``rules_book.js``). On that live page the top block is hidden: its way back is the bar at the page's
top, which links to the chapter in the book (test_live_reads_like_the_book.py).

One way there and back is also followed by clicking, the static book then served by the live
server as ``./serve.sh`` serves it: the top block's server link opens the live page, a live page
opened at a widget's anchor shows that widget, its way back lands at the same widget in the book,
and leaving a live page shuts its kernel down.
"""

from __future__ import annotations

import json
import re
import time
import urllib.error
import urllib.request
from typing import Any
from urllib.parse import urljoin, urlsplit

import pytest
from browser_support import LIVE_NOTEBOOKS, Pages, live_ready, watch
from playwright.sync_api import expect

#: For each rb-live block of a page: its id, whether its note shows, and for each of its links whether it
#: is shown and where it goes.
LIVE_BLOCKS = """() => [...document.querySelectorAll('.rb-live')].map(block => {
    const link = selector => { const a = block.querySelector(selector + ' a');
        return a ? {href: a.getAttribute('href'), shown: a.getClientRects().length > 0 && getComputedStyle(a).visibility !== 'hidden'} : null; };
    const note = block.querySelector('.rb-live-note');
    return {id: block.id, note: !!note && note.getClientRects().length > 0, server: link('.rb-server-link'),
            book: link('.rb-book-link')}; })"""


def book_page(notebook: str) -> str:
    return notebook.removesuffix(".ipynb") + ".html"


def blocks(tab: Any) -> list[dict[str, Any]]:
    return list(tab.page.evaluate(LIVE_BLOCKS))


def has_id(tab: Any, anchor: str) -> bool:
    return bool(tab.page.evaluate("anchor => !!document.getElementById(anchor)", anchor))


def shown(link: dict[str, Any] | None) -> bool:
    return bool(link and link["shown"])


@pytest.mark.parametrize("notebook", LIVE_NOTEBOOKS)
def test_each_live_link_in_the_book_lands_at_its_widget_and_back(
    book_pages: Pages, live_pages: Pages, notebook: str
) -> None:
    static = book_pages.open(book_page(notebook))
    in_book = blocks(static)
    assert in_book, "no rb-live block"
    anchored = [block for block in in_book if block["id"]]
    assert anchored, "no widget has its own anchor"
    tops = [block for block in in_book if not block["id"]]
    assert len(tops) == 1, f"not one block at the top of the chapter: {tops}"

    live = live_pages.open(notebook)
    on_live = {block["id"]: block for block in blocks(live)}
    for block in in_book:
        assert not shown(block["book"]), f"the book shows a link to itself {block}"
        assert block["note"] == (not block["id"]), "the book says how its widgets come alive, once, at the top"

    top = tops[0]
    assert top["server"], "the top block has no link to the server's live page"
    assert urlsplit(top["server"]["href"]).path == f"/voila/render/{notebook}"
    assert not shown(top["server"]), "a plain static host shows the link to a server that is not there"
    assert all(block["server"] is None for block in anchored), "only the top block links to the server"
    assert not shown(on_live[""]["server"]), "the live page links to itself"
    assert not on_live[""]["note"], "the live page speaks of Python in the reader's browser"

    for block in anchored:
        anchor = block["id"]
        assert has_id(live, anchor), f"the live page has no #{anchor}"
        back = on_live[anchor]["book"]
        assert shown(back), f"the live page does not show the way back at #{anchor}"
        assert back["href"] == f"/{book_page(notebook)}#{anchor}"
        assert has_id(static, anchor)


@pytest.mark.parametrize("notebook", LIVE_NOTEBOOKS)
def test_the_book_served_by_its_own_server_shows_the_way_to_the_servers_live_page(
    live_pages: Pages, live_server: str, notebook: str
) -> None:
    tab = watch(live_pages.context.new_page(), live_pages.blocked)
    try:
        tab.page.goto(live_server + book_page(notebook), wait_until="load")
        (top,) = [block for block in blocks(tab) if not block["id"]]
        assert shown(top["server"]), "the book's own server does not show the way to its live page"
        assert urljoin(tab.page.url, top["server"]["href"]) == f"{live_server}voila/render/{notebook}"
        assert top["note"] and not shown(top["book"])
        assert tab.unexpected_console_errors() == [] and tab.failed == [] and tab.blocked == []
    finally:
        tab.page.close()


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


def page_kernel(page: Any) -> str:
    return str(json.loads(page.locator("#jupyter-config-data").text_content() or "{}")["kernelId"])


def wait_for_shutdown(server: str, kernel: str) -> None:
    deadline = time.monotonic() + 15
    while kernel_exists(server, kernel):
        assert time.monotonic() < deadline, "the live page's kernel was not shut down when the reader left"
        time.sleep(0.2)


def test_following_the_servers_live_link_and_the_way_back(live_pages: Pages, live_server: str) -> None:
    """Click the top block's link to the server's live page in the book (served by the live server), and
    the live page's way back at its top; then open the live page at a widget's anchor and click "Back to
    this place in the book"."""
    chapter = "book/games/manila-2.html"
    live = "voila/render/book/games/manila-2.ipynb"
    tab = watch(live_pages.context.new_page(), live_pages.blocked)
    page = tab.page
    kernels = []
    try:
        page.goto(live_server + chapter, wait_until="load")
        page.locator(".rb-live:not([id]) .rb-server-link a").click()
        page.wait_for_url(re.compile(rf"/{re.escape(live)}$"))
        live_ready(tab)
        kernels.append(page_kernel(page))
        back = page.get_by_role("navigation", name="The book").get_by_role("link", name="2 Card Manila in the book")
        expect(back).to_be_visible()
        back.click()
        page.wait_for_url(re.compile(rf"/{re.escape(chapter)}$"))
        page.wait_for_load_state("load")
        wait_for_shutdown(live_server, kernels[0])

        anchor = page.locator(".rb-live[id]").nth(1).get_attribute("id") or ""  # a widget further down the page
        page.goto(f"{live_server}{live}#{anchor}", wait_until="commit")
        live_ready(tab)
        expect(page.locator(f"#{anchor} .rb-book-link a")).to_be_visible()
        page.wait_for_function(
            "anchor => { const box = document.getElementById(anchor).getBoundingClientRect();"
            " return box.top >= -1 && box.top < window.innerHeight; }",
            arg=anchor,
            timeout=10_000,
        )
        kernels.append(page_kernel(page))

        page.locator(f"#{anchor} .rb-book-link a").click()
        page.wait_for_url(re.compile(rf"/{re.escape(chapter)}#{re.escape(anchor)}$"))
        page.wait_for_load_state("load")
        assert in_view(page, anchor), "the way back does not land at the widget"
        assert tab.blocked == []
        # leaving a live page shuts its kernel down (Voila's beacon, which the navigation reports as aborted);
        # leaving the book's chapter while its own Python still loads cuts those downloads short
        shutdowns = {f"net::ERR_ABORTED {live_server}voila/api/shutdown/{kernel}" for kernel in kernels}
        left = re.compile(rf"^net::ERR_ABORTED {re.escape(live_server)}live/pyodide/")
        assert [failure for failure in tab.failed if failure not in shutdowns and not left.match(failure)] == []
        wait_for_shutdown(live_server, kernels[1])
    finally:
        page.close()
