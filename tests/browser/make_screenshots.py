"""Take the two screenshots of the README and the front page (run by hand, not a test).

    python tests/browser/make_screenshots.py          # after the book is built

- ``book/images/book.png``: a chapter of the static book (2 Card Manila, at its step-by-step deal).
- ``book/images/live-widget.png``: the live deal stepper (book/_ext/serve.py) in the middle of a hand.

Both are taken offline (every request to another host aborted) with the system's Chromium, and
saved as 256-colour PNGs so each stays well under 250 KB. No test reads them.
"""

from __future__ import annotations

import functools
import http.server
import io
import signal
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

from browser_support import (
    CHROMIUM,
    CHROMIUM_ARGS,
    LIVE_VIEWS_DRAWN,
    ROOT,
    SITE,
    STATIC_VIEWS_DRAWN,
    QuietHandler,
    free_port,
    offline_context,
)

IMAGES = ROOT / "book" / "images"
LIMIT = 250_000


def save_small(png: bytes, path: Path) -> None:
    """Save a screenshot as a 256-colour PNG (text and flat colours survive the palette)."""
    from PIL import Image

    image = Image.open(io.BytesIO(png)).convert("RGB").quantize(colors=256, method=Image.Quantize.MEDIANCUT)
    image.save(path, format="PNG", optimize=True)
    size = path.stat().st_size
    print(f"{path.relative_to(ROOT)}: {image.width}x{image.height}, {size:,} bytes")
    if size > LIMIT:
        raise SystemExit(f"{path} is {size:,} bytes, over {LIMIT:,}: take a smaller view")


def book_page(browser: Any) -> None:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(SITE)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    context, blocked = offline_context(browser, viewport={"width": 1280, "height": 820})
    try:
        page = context.new_page()
        page.goto(f"http://127.0.0.1:{server.server_address[1]}/book/games/manila-2.html", wait_until="load")
        page.wait_for_function(STATIC_VIEWS_DRAWN)
        page.locator("#the-deal-step-by-step").evaluate("section => section.scrollIntoView()")
        page.evaluate("window.scrollBy(0, -16)")
        save_small(page.screenshot(), IMAGES / "book.png")
        assert blocked == [], blocked
    finally:
        context.close()
        server.shutdown()


def live_stepper(browser: Any) -> None:
    port = free_port()
    process = subprocess.Popen(
        # (a pool for the one page it opens: no kernels warmed for the other live pages)
        [sys.executable, str(ROOT / "book" / "_ext" / "serve.py"), "--port", str(port),
         "--pool-notebook", "book/games/manila-2.ipynb"],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    context, blocked = offline_context(browser, viewport={"width": 1280, "height": 900})
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/book/intro.html", timeout=2).close()
                break
            except OSError:
                if time.monotonic() > deadline or process.poll() is not None:
                    raise SystemExit("book/_ext/serve.py did not start") from None
                time.sleep(0.1)
        page = context.new_page()
        page.goto(f"http://127.0.0.1:{port}/voila/render/book/games/manila-2.ipynb", wait_until="commit")
        page.wait_for_function(LIVE_VIEWS_DRAWN, timeout=90_000)
        cell = page.locator(".jp-Cell").filter(has=page.get_by_role("button", name="To the showdown", exact=True))
        following = cell.get_by_role("button", name="Next \u25b6", exact=True)
        explanation = cell.locator(".widget-html-content").filter(has=page.locator('[aria-live="polite"]'))
        # the chapter opens it after 11 events; on to the flop's betting round, with the board showing
        for _ in range(14):
            before = explanation.inner_html()
            following.click()
            page.wait_for_function(
                "([pane, before]) => pane.innerHTML !== before", arg=[explanation.element_handle(), before]
            )
        page.wait_for_timeout(300)  # the last replies (the counts, the action buttons)
        view = cell.locator(".jp-OutputArea-output").first
        view.scroll_into_view_if_needed()
        save_small(view.screenshot(), IMAGES / "live-widget.png")
        assert blocked == [], blocked
    finally:
        context.close()
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=30)


def main() -> None:
    from playwright.sync_api import sync_playwright

    IMAGES.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            book_page(browser)
            live_stepper(browser)
        finally:
            browser.close()


if __name__ == "__main__":
    main()
