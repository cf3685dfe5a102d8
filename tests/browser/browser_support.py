"""What the browser tests share: the book's pages, the offline browser context, page records, readiness checks.

The fixtures that use these are in conftest.py.
"""

from __future__ import annotations

import base64
import http.server
import json
import os
import re
import socket
import urllib.request
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from book._ext.table_of_contents import toc_documents

ROOT = Path(__file__).resolve().parents[2]
SITE = Path(os.environ.get("RULES_BOOK_HTML") or ROOT / "_build" / "html")
CHROMIUM = os.environ.get("CHROMIUM") or "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
#: Console errors the book's pages may log, known to be harmless (see ../shared/TOOLCHAIN.md).
KNOWN_CONSOLE_ERRORS = (
    "Identifier 'THEBE_JS_URL' has already been declared",
    "Got invalid theme mode",
)
#: How long a live page may take to render (Voila's first render is 3 to 5 s; all at once, longer).
LIVE_TIMEOUT_MS = 90_000


# --- what the book holds ------------------------------------------------------------------------


def toc_files() -> list[str]:
    """Every file _toc.yml lists (root first), as paths from the project root without a suffix."""
    return list(toc_documents(ROOT))


#: Every page of the book, as a path under the built site: ``book/intro.html``, ...
BOOK_PAGES = [f"{file}.html" for file in toc_files()]
#: The notebooks the live server runs: ``book/games/manila-2.ipynb``, ...
LIVE_NOTEBOOKS = [f"{file}.ipynb" for file in toc_files() if (ROOT / f"{file}.ipynb").exists()]


def notebook_of(page: str) -> str | None:
    """The notebook a page of the book is made from (``book/quiz.html``: ``book/quiz.ipynb``), if any."""
    notebook = page.removesuffix(".html") + ".ipynb"
    return notebook if (ROOT / notebook).exists() else None


def notebook_widget_views(notebook: str) -> int:
    """How many widget views a notebook's stored outputs show in the book (cells not removed)."""
    cells = json.loads((ROOT / notebook).read_text(encoding="utf-8"))["cells"]
    return sum(
        1
        for cell in cells
        if _shown_in_book(cell)
        for output in cell.get("outputs", [])
        if "application/vnd.jupyter.widget-view+json" in output.get("data", {})
    )


def _shown_in_book(cell: dict[str, Any]) -> bool:
    tags = cell.get("metadata", {}).get("tags", [])
    return "remove-cell" not in tags and "remove-output" not in tags


def notebook_figures(notebook: str, *, in_book: bool = True) -> list[tuple[str, str]]:
    """(alt text, caption) of each figure (a PNG output) a notebook shows, in order, from its stored outputs.

    The words are the cell's ``mystnb`` metadata (``image: alt``, ``figure: caption``; "" when missing).
    ``in_book``: the static book's view, without the cells Jupyter Book removes (``remove-cell``,
    ``remove-output``); Voila shows every cell's outputs.
    """
    cells = json.loads((ROOT / notebook).read_text(encoding="utf-8"))["cells"]
    figures = []
    for cell in cells:
        if in_book and not _shown_in_book(cell):
            continue
        book = cell.get("metadata", {}).get("mystnb", {})
        for output in cell.get("outputs", []):
            if "image/png" in output.get("data", {}):
                figures.append((book.get("image", {}).get("alt", ""), book.get("figure", {}).get("caption", "")))
    return figures


#: What Sphinx's "smart quotes" make of the source's plain quotes, dashes and dots.
SMART = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2026": "...", "\u2013": "--", "\u2014": "---"})


def plain_quotes(text: str) -> str:
    """``text`` with typographic quotes, dashes and dots as typed (the book's pages show them curly)."""
    return text.translate(SMART)


MARKDOWN_IMAGE = re.compile(r"!\[([^\]]*)\]\(([^)\s]+)\)")


def page_figures(page: str) -> list[tuple[str, str]]:
    """(alt text, caption) of each figure the page of the book must show: its notebook's, or its
    Markdown's images (``![alt](path)``, no caption)."""
    notebook = notebook_of(page)
    if notebook:
        return notebook_figures(notebook)
    source = (ROOT / page).with_suffix(".md").read_text(encoding="utf-8")
    return [(alt, "") for alt, _ in MARKDOWN_IMAGE.findall(source)]


def png_width_and_text(data: bytes) -> tuple[int, dict[str, str]]:
    """A PNG's width and its tEXt chunks (keyword: text), read by Pillow (matplotlib's own dependency)."""
    from io import BytesIO

    from PIL import Image

    with Image.open(BytesIO(data)) as image:
        if image.format != "PNG":
            raise ValueError("not a PNG")
        return image.size[0], dict(image.text)


# --- pictures -------------------------------------------------------------------------------------

#: The least height of any text on a page, in CSS px.
LEGIBLE_PX = 11

#: Every figure's image in the page's article (not a widget's): its address, its own width, its width shown.
FIGURE_IMAGES = """() => [...document.querySelectorAll('article img, main figure img')]
    .filter(image => !image.closest('.widget-subarea, .jupyter-widgets'))
    .map(image => [image.currentSrc || image.src, image.naturalWidth, image.getBoundingClientRect().width])"""

#: Every text of every table picture on the page, with its size as shown.
PICTURE_TEXTS = """() => [...document.querySelectorAll('svg[role="img"]')].flatMap(picture => {
    const scale = picture.getScreenCTM().a;
    return [...picture.querySelectorAll('text')]
        .map(text => [text.textContent, parseFloat(text.getAttribute('font-size')) * scale]); })"""


def _image_bytes(source: str) -> bytes:
    if source.startswith("data:"):
        return base64.b64decode(source.partition(",")[2])
    with urllib.request.urlopen(source, timeout=10) as answer:  # the local static server
        return answer.read()


def illegible_figures(images: list[list[Any]]) -> list[str]:
    """The figures (``FIGURE_IMAGES``' rows) whose smallest text, as their PNG records it in image pixels
    (``widgets.figures.SMALLEST_TEXT_KEY``), is under ``LEGIBLE_PX`` CSS px at the width the page shows them."""
    from widgets.figures import SMALLEST_TEXT_KEY

    faults = []
    for source, natural, shown in images:
        width, texts = png_width_and_text(_image_bytes(source))
        if SMALLEST_TEXT_KEY not in texts:
            faults.append(f"{source[:80]}: no record of its smallest text (drawn before it was kept)")
            continue
        shown_px = float(texts[SMALLEST_TEXT_KEY]) * shown / natural
        if width != natural or shown_px < LEGIBLE_PX:
            faults.append(f"{source[:80]}: its smallest text is {shown_px:.2f} CSS px ({natural} px shown {shown})")
    return faults


# --- servers --------------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


# --- pages ----------------------------------------------------------------------------------------


@dataclass
class Tab:
    """A page and what it reported: blocked and failed requests, console errors and uncaught errors.

    ``at_ready`` is a copy of the records taken when the page became ready (loaded, its widgets drawn,
    its fonts and images loaded): what the page itself did, before any test drove it or scanned it.
    (axe-core, for one, fetches the targets of CSS ``@import`` rules again, resolved against the page's
    address instead of the stylesheet's, and so asks for a ``/basic.css`` that does not exist.)
    """

    page: Any
    blocked: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    fonts: list[tuple[str, str]] = field(default_factory=list)
    broken_images: list[str] = field(default_factory=list)
    at_ready: dict[str, list[str]] = field(default_factory=dict)

    def unexpected_console_errors(self, errors: list[str] | None = None) -> list[str]:
        """The console errors, less the known harmless ones."""
        errors = self.console_errors if errors is None else errors
        return [text for text in errors if not any(known in text for known in KNOWN_CONSOLE_ERRORS)]

    def snapshot(self) -> None:
        self.at_ready = {
            "blocked": list(self.blocked),
            "failed": list(self.failed),
            "console_errors": self.unexpected_console_errors(),
        }


#: Every URL but those of 127.0.0.1 (the pattern is matched in Playwright's driver: requests to this
#: machine go straight through, without a round trip to this process for each).
ELSEWHERE = re.compile(r"^(?!https?://127\.0\.0\.1(?::\d+)?/)")
#: The same for websockets (the kernels' own, on 127.0.0.1, are not touched).
WEBSOCKETS_ELSEWHERE = re.compile(r"^(?!wss?://127\.0\.0\.1(?::\d+)?/)")


def offline_context(browser: Any, **options: Any) -> tuple[Any, list[str]]:
    """A browser context that aborts every request (and closes every websocket) to a host other than
    127.0.0.1, and the list it records them in."""
    context = browser.new_context(**options)
    blocked: list[str] = []

    def route(route: Any) -> None:
        url = route.request.url
        if urlsplit(url).hostname == "127.0.0.1":  # the pattern let it through: never, but be sure
            route.continue_()
        else:
            blocked.append(url)
            route.abort()

    def route_websocket(websocket: Any) -> None:  # never connected to its server: closed at once
        blocked.append(websocket.url)
        websocket.close()

    context.route(ELSEWHERE, route)
    context.route_web_socket(WEBSOCKETS_ELSEWHERE, route_websocket)
    return context, blocked


def watch(page: Any, blocked: list[str]) -> Tab:
    """Start recording what ``page`` reports (before it navigates); ``blocked`` is its context's record."""
    tab = Tab(page)

    def failed(request: Any) -> None:
        (tab.blocked if request.url in blocked else tab.failed).append(f"{request.failure} {request.url}")

    page.on("console", lambda message: tab.console_errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: tab.console_errors.append(f"uncaught: {error}"))
    page.on(
        "response",
        lambda response: tab.failed.append(f"{response.status} {response.url}") if response.status >= 400 else None,
    )
    page.on("requestfailed", failed)
    return tab


class Pages:
    """Pages opened once per session and shared, each with its :class:`Tab` records."""

    def __init__(
        self,
        browser: Any,
        base: str,
        ready: Callable[[Tab], None],
        *,
        background: bool = False,
        log_tail: Callable[[], str] = lambda: "",
    ) -> None:
        self.context, self.blocked = offline_context(browser, viewport={"width": 1280, "height": 900})
        self.context.add_init_script(script=RECORD_VIOLATIONS)
        self.base = base
        self.ready = ready
        self.background = background
        self.log_tail = log_tail  # the server's last log lines, for a page that never became ready
        self.tabs: dict[str, Tab] = {}
        #: Pages that did not become ready twice, with what they showed: later tests fail at once.
        self.broken: dict[str, str] = {}

    def request(self, path: str) -> Tab:
        """Start loading ``path``.

        In the background, return at once (Voila answers a page only as it runs the notebook: a
        ``goto`` would wait for that); ``ready`` then tells the new page from the blank one.
        """
        if path not in self.tabs:
            tab = watch(self.context.new_page(), self.blocked)
            if self.background:
                tab.page.evaluate("url => { window.location.href = url; }", self.base + path)
            else:
                tab.page.goto(self.base + path, wait_until="commit")
            self.tabs[path] = tab
        return self.tabs[path]

    def open(self, path: str) -> Tab:
        """The page at ``path``: ready (see :class:`Tab`), and its tab in front.

        In front: Chromium runs no animation frames for a tab behind others, and the widgets' message
        loop waits for them (a click's reply then takes seconds instead of 0.1 s).
        """
        if path in self.broken:
            raise PageNotReady(self.broken[path])
        tab = self.request(path)
        tab.page.bring_to_front()
        if not tab.at_ready:
            try:
                self.ready(tab)
            except PlaywrightTimeout:
                tab = self._again(path, tab)
            tab.snapshot()
        return tab

    def _again(self, path: str, tab: Tab) -> Tab:
        """A page that did not become ready, asked for once more in a new tab (a live page the server
        answered "busy" while the whole session's pages started at once, on a machine shared with the
        other test steps); if it fails again, every later test that opens it fails at once, saying
        what the page showed both times and what the server logged."""
        first = shown(tab)
        tab.page.close()
        del self.tabs[path]
        warnings.warn(f"{path} was not ready in time; asked for again (it showed: {first})", stacklevel=3)
        tab = self.request(path)
        tab.page.bring_to_front()
        try:
            self.ready(tab)
        except PlaywrightTimeout:
            self.broken[path] = (
                f"{path} did not become ready, twice. First it showed: {first}\nThen: {shown(tab)}\n"
                f"The server's log ends:\n{self.log_tail()}"
            )
            raise PageNotReady(self.broken[path]) from None
        return tab

    def close(self) -> None:
        self.context.close()


#: Run in every page before its own scripts: records each Content-Security-Policy violation
#: (directive, what was blocked, where) in ``window.__violations``, for any test to read.
RECORD_VIOLATIONS = """(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', event => window.__violations.push(
        [event.effectiveDirective, event.blockedURI, event.sourceFile, event.lineNumber]));
})()"""


class PageNotReady(AssertionError):
    """A page that did not become ready in time (asked for twice)."""


def shown(tab: Tab) -> str:
    """What a page shows, briefly: its address and the start of its text (for a page never ready)."""
    try:
        text = tab.page.evaluate("() => document.body ? document.body.innerText : ''")
    except PlaywrightError as error:
        text = f"(its text could not be read: {error})"
    return f"{tab.page.url} {' '.join(str(text).split())[:400]!r}; failed requests {tab.failed[:5]}"


# --- what a page shows ---------------------------------------------------------------------------

#: What MathJax (2 or 3) leaves where it typeset something.
TYPESET_MATHS = "mjx-container, mjx-math, .MathJax, .MathJax_Display, .MathJax_Preview, .MathJax_CHTML, math"


def maths_on(page: Any) -> list[str]:
    """The text of every typeset formula on the page (the book has none: its "$" are money)."""
    return list(page.eval_on_selector_all(TYPESET_MATHS, "found => found.map(node => node.textContent.slice(0, 60))"))


# --- accessibility ----------------------------------------------------------------------------------

#: The impacts an axe scan must not find.
BLOCKING_IMPACTS = ("serious", "critical")


def blocking_violations(axe: Any, page: Any) -> list[str]:
    """Every serious or critical axe violation on the page: one line per rule, with the nodes it names.

    ``axe`` is an ``axe_playwright_python.sync_playwright.Axe``; every rule runs, none is switched off.
    """
    found = []
    for violation in axe.run(page).response["violations"]:
        if violation["impact"] in BLOCKING_IMPACTS:
            nodes = "; ".join(
                f"{node['target']} {node['html'][:120]!r}: {node.get('failureSummary', '')[:200]!r}"
                for node in violation["nodes"][:5]
            )
            found.append(f"{violation['id']} ({violation['impact']}, {len(violation['nodes'])} nodes): {nodes}")
    return found


# --- readiness ------------------------------------------------------------------------------------

#: True when every widget view a static page stores has been drawn by the vendored widget bundle.
STATIC_VIEWS_DRAWN = """() => document.readyState === 'complete'
    && [...document.querySelectorAll('script[type="application/vnd.jupyter.widget-view+json"]')]
    .every(view => { const area = view.previousElementSibling;
                     return !!(area && area.classList.contains('widget-subarea') && area.querySelector('.jupyter-widgets')); })
    && !(window.rbLive && ['loading', 'starting'].includes(window.rbLive.state))"""
#: (the last line: a chapter whose widgets come alive in place has settled: every widget live, or the
#: pictures labelled as such; book/_ext/static/live_book.js)

#: Load every font the page declares (browsers fetch fonts lazily); returns [family, status] for each.
FORCE_FONTS = """async () => { const faces = [...document.fonts];
    await Promise.all(faces.map(face => face.load().catch(() => null)));
    return faces.map(face => [face.family + ' ' + face.style + ' ' + face.weight, face.status]); }"""

#: Load every image now (even one marked lazy) and wait for it; returns those that did not load.
IMAGES_BROKEN = """async () => { const images = [...document.images];
    images.forEach(image => { image.loading = 'eager'; });
    await Promise.all(images.map(image => image.complete ? null
        : new Promise(done => { image.addEventListener('load', done); image.addEventListener('error', done); })));
    return images.filter(image => !(image.naturalWidth > 0)).map(image => image.src.slice(0, 120)); }"""

#: (alt, caption) of every image in the page's article that is not part of a drawn widget, in order.
FIGURES_SHOWN = """() => [...document.querySelectorAll('article img')]
    .filter(image => !image.closest('.widget-subarea, .jupyter-widgets'))
    .map(image => { const figure = image.closest('figure');
                    const caption = figure && (figure.querySelector('figcaption .caption-text')
                                               || figure.querySelector('figcaption'));
                    return [image.getAttribute('alt') || '', caption ? caption.textContent.trim() : '',
                            image.naturalWidth > 0 && image.getBoundingClientRect().width > 0]; })"""

#: True when Voila has rendered every cell and every widget view is drawn.
LIVE_VIEWS_DRAWN = """() => { const cells = document.getElementById('rendered_cells');
    if (!cells || cells.style.display === 'none') return false;
    if (document.querySelector('script[type="application/vnd.voila.cell-output+json"]')) return false;
    const views = [...document.querySelectorAll('.jp-OutputArea-output.lm-Panel')];
    return views.length > 0 && views.every(view => view.querySelector('.jupyter-widgets')); }"""


def static_ready(tab: Tab) -> None:
    """Loaded, every stored widget view drawn (live, where the chapter's widgets come alive in place),
    every declared font and every image loaded."""
    tab.page.wait_for_load_state("load")
    tab.page.wait_for_function(STATIC_VIEWS_DRAWN, timeout=60_000)
    tab.fonts = [tuple(face) for face in tab.page.evaluate(FORCE_FONTS)]
    tab.broken_images = tab.page.evaluate(IMAGES_BROKEN)


def live_ready(tab: Tab) -> None:
    """Every cell rendered and every widget view drawn."""
    tab.page.wait_for_function(LIVE_VIEWS_DRAWN, timeout=LIVE_TIMEOUT_MS)
