"""Real-browser tests: the built book offline, the live pages, accessibility, the kernel's refusal.

Run them after the book is built (./test.sh does, as its ``browser`` step)::

    python -m pytest -q tests/browser

One Chromium (the system's: ``/usr/bin/chromium`` or ``$CHROMIUM``; Playwright's own browser
downloads are not used), one static server for the built book and one live server
(``book/_ext/serve.py``) serve the whole session.  Every browser context aborts, and records,
each request (and websocket) to a host other than 127.0.0.1: the book and the live pages must
work offline, and the tests check that nothing was blocked.

Pages are opened once and shared by the tests that read them (:class:`Pages`). A live page costs
a kernel and 3 to 5 s of Voila's first render: when the session holds live tests, the live server
starts and every live page is requested before the first test, so the kernels run the notebooks
while the static book is tested (the test files' names put the book's tests first). The live
server keeps its pool of kernels (which have already run the notebook) for two of the notebooks
(:data:`POOLED_NOTEBOOKS`): their pages, the ones the widget tests drive, come from the pool.
"""

from __future__ import annotations

import functools
import http.server
import signal
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_support import (
    CHROMIUM,
    CHROMIUM_ARGS,
    LIVE_NOTEBOOKS,
    ROOT,
    SITE,
    Pages,
    QuietHandler,
    free_port,
    live_ready,
    static_ready,
)


@pytest.fixture(scope="session")
def static_server() -> Iterator[str]:
    """The built book, served read-only by a plain static server on 127.0.0.1; yields its base URL."""
    if not (SITE / "index.html").exists():
        pytest.fail(
            f"the book is not built ({SITE / 'index.html'} is missing): run "
            "`jupyter-book build . --all -W -n --keep-going` (or ./test.sh) first"
        )
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(SITE)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def live_server_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the live server writes its log (stdout and stderr)."""
    return tmp_path_factory.getbasetemp() / "live-server.log"


def tail(log: Path, lines: int = 30) -> str:
    """The last ``lines`` lines of ``log``."""
    return "\n".join(log.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:])


#: How long a live page's kernel waits for its page to connect (the server's default is 60 s):
#: the pages are asked for at the start, each in a tab behind the others, which connects only once a
#: test brings it to the front, minutes later.
UNOPENED_AFTER_S = 3600

#: The live notebooks the session's server keeps a pool of kernels for (the server's default pools every
#: one): the pages most tests drive come from the pool, as a reader's do; the others start a kernel of
#: their own when asked (no pool to refill behind every page: less work while the tests run), and one
#: of them is the page test_live_slow_start.py needs to be slow.
POOLED_NOTEBOOKS = ("book/games/manila-2.ipynb", "book/quiz.ipynb")


@pytest.fixture(scope="session")
def live_server(live_server_log: Path) -> Iterator[str]:
    """ONE ``book/_ext/serve.py`` for the session, serving the same built book, on a free port; yields its
    base URL once it answers. It keeps a pool of kernels for :data:`POOLED_NOTEBOOKS` only."""
    if not (SITE / "index.html").exists():
        pytest.fail(f"the book is not built ({SITE / 'index.html'} is missing): the live server serves it")
    port = free_port()
    with open(live_server_log, "wb") as log:
        process = subprocess.Popen(
            [sys.executable, str(ROOT / "book" / "_ext" / "serve.py"), "--port", str(port), "--site", str(SITE),
             "--unopened-after", str(UNOPENED_AFTER_S),
             *(option for notebook in POOLED_NOTEBOOKS for option in ("--pool-notebook", notebook))],
            cwd=ROOT,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    base = f"http://127.0.0.1:{port}/"

    deadline = time.monotonic() + 60
    while True:
        if process.poll() is not None:
            pytest.fail(f"book/_ext/serve.py exited with status {process.returncode}:\n{tail(live_server_log)}")
        try:
            with urllib.request.urlopen(base + "book/intro.html", timeout=2) as answer:
                if answer.status == 200:
                    break
        except OSError:
            pass
        if time.monotonic() > deadline:
            process.kill()
            pytest.fail(f"book/_ext/serve.py did not answer on {base} within 60 s:\n{tail(live_server_log)}")
        time.sleep(0.1)
    yield base
    process.send_signal(signal.SIGTERM)  # the server shuts down every kernel on SIGTERM
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


# --- the browser ------------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """One headless Chromium for the session (the system's; Playwright cannot download browsers here)."""
    if not Path(CHROMIUM).exists():
        pytest.fail(
            f"no Chromium at {CHROMIUM}: the browser tests need one. Install it with "
            "`sudo apt-get install -y chromium`, or set CHROMIUM=/path/to/chromium"
        )
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture(scope="session")
def book_pages(browser: Any, static_server: str) -> Iterator[Pages]:
    """The built book's pages, each opened once, from the static server, offline."""
    pages = Pages(browser, static_server, static_ready)
    yield pages
    pages.close()


@pytest.fixture(scope="session")
def live_pages(browser: Any, live_server: str, live_server_log: Path) -> Iterator[Pages]:
    """The live pages, each opened once; the first use asks for all of them, so their renders overlap."""
    pages = Pages(
        browser, live_server + "voila/render/", live_ready, background=True, log_tail=lambda: tail(live_server_log)
    )
    for notebook in LIVE_NOTEBOOKS:
        pages.request(notebook)
    yield pages
    pages.close()


#: Whether any selected test uses the live pages (set when the tests are collected).
_LIVE_SELECTED = pytest.StashKey[bool]()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    config.stash[_LIVE_SELECTED] = any("live_pages" in getattr(item, "fixturenames", ()) for item in items)


@pytest.fixture(scope="session", autouse=True)
def _start_live_pages_early(request: pytest.FixtureRequest) -> None:
    """Start the live server and request every live page first, if any selected test uses them."""
    if request.config.stash.get(_LIVE_SELECTED, False):
        request.getfixturevalue("live_pages")
