"""The in-browser pages (``live/``, book/_ext/live_site.py): every chapter's widgets running in Python
in the reader's own browser (Pyodide), from the static site alone, offline.

Only the static server serves them here (no live server, no kernel on this machine): every request
to another host is aborted and recorded, and each test asserts that none was made.

- The reader's path: from the static chapter, a widget's live link lands on its in-browser page,
  which says it is loading (with its progress) and then that it is ready; the widgets then answer
  as the documents do: the Manila deal stepped to its showdown (card counts of pokerpages' own sum,
  the winner checked by a small evaluator written here from the rules, not by the engine), the
  raise calculator's worked examples, the ranking explorer's straights and flushes (and its counts
  by the combinations' formulas), a question of the live quiz marked.
- Every in-browser page loads to "ready" offline and shows all of its page notebook's widgets,
  without an error output or a typeset formula, each with its way back to its place in the book.
- Nothing a reader types shows a traceback: bad cards, a duplicate card, negative stakes are
  refused in plain words.
- NumPy and matplotlib never reach the browser: the site's Pyodide lock lists neither and no page
  asks for either.
- Python starts from the build's memory snapshot; a damaged one (cut short, not a snapshot, made by
  another build of Pyodide) costs a page time, never its widgets: Python starts afresh.

A page costs 2 to 7 s of Pyodide start-up and about 250 MB: pages are opened one at a time, each in
its own offline context, the next one loading behind the one being checked (two at most), and
closed when done.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import combinations, pairwise
from math import comb
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

import pytest
from browser_support import (
    KNOWN_CONSOLE_ERRORS,
    SITE,
    Tab,
    maths_on,
    offline_context,
    toc_files,
    watch,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import expect

LIVE = SITE / "live"
RENDER = LIVE / "voici" / "render"
#: The in-browser pages the site holds: ``manila-2``, ``quiz``, ...
STEMS = sorted(path.stem for path in RENDER.glob("*.html"))
#: Each page's chapter in the book: ``manila-2``: ``book/games/manila-2.html``.
CHAPTERS = {Path(file).name: f"{file}.html" for file in toc_files()}

#: How long a page may take to say it is ready (4 to 7 s alone; 60 s is when it would say "slow").
READY_MS = 60_000
#: A widget's reply is one round trip to the Pyodide worker (about 11 ms); this is the most any wait may take.
REPLY_MS = 15_000
VIEWPORT = {"width": 1280, "height": 900}

#: Console errors every in-browser page logs, harmless: the site has no service worker on purpose
#: (book/_ext/live_site.py), so its registration fails with a 404, which JupyterLite logs twice.
LITE_CONSOLE_ERRORS = ("A bad HTTP response code (404) was received when fetching the script.",)
LITE_CONSOLE_ERRORS_EXACT = ("undefined",)
#: The one failed request allowed: that service worker.
SERVICE_WORKER = re.compile(r"^404 .*/live/service-worker\.js(\?|$)")

#: What the page's status line (#rb-lite-status) said, in order, recorded from the first moment of
#: every page of the context: each change of its state or message, with the progress bar's value.
STATUS_LOG = """(() => {
    const log = [];
    window.__rbStatusLog = log;
    const record = () => {
        const status = document.getElementById('rb-lite-status');
        if (!status) return;
        const message = status.querySelector('.rb-lite-message');
        const bar = status.querySelector('progress');
        const entry = {state: status.dataset.state || '', message: message ? message.textContent : '',
                       progress: bar ? bar.value : null, role: status.getAttribute('role'),
                       live: status.getAttribute('aria-live')};
        const last = log[log.length - 1];
        if (!last || last.state !== entry.state || last.message !== entry.message) log.push(entry);
    };
    new MutationObserver(record).observe(document, {subtree: true, childList: true, attributes: true,
                                                    characterData: true});
})()"""

#: The widget views the page shows: each output that holds a drawn widget (not one inside another widget).
WIDGET_VIEWS = """() => [...document.querySelectorAll('.jp-OutputArea-output')]
    .filter(output => !output.parentElement.closest('.jupyter-widgets') && output.querySelector('.jupyter-widgets'))
    .length"""

#: For each rb-live block: its id, the way back to the book (its resolved address, shown or not), and
#: whether the cell after the block's cell shows a widget.
LIVE_BLOCKS = """() => [...document.querySelectorAll('.rb-live[id]')].map(block => {
    const back = block.querySelector('.rb-book-link a');
    const cells = [...document.querySelectorAll('.jp-Cell')];
    const next = cells[cells.indexOf(block.closest('.jp-Cell')) + 1];
    return {id: block.id, back: back ? back.href : null,
            shown: !!back && back.getClientRects().length > 0 && getComputedStyle(back).visibility !== 'hidden',
            widget: !!(next && next.querySelector('.jp-OutputArea-output .jupyter-widgets'))}; })"""

#: What an error output looks like, in voici's page: standard error, an exception, or their words.
ERROR_OUTPUTS = (
    '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"],'
    ' .jp-OutputArea-output[data-mime-type="application/vnd.jupyter.error"], .jp-RenderedText[data-mime-type*="stderr"]'
)
ERROR_WORDS = re.compile(r"Traceback|ModuleNotFoundError|\b\w+Error\b: |\bError\b:")

#: Python's memory snapshot, which the kernel's worker fetches and starts from (book/_ext/live_site.py),
#: and what the worker says in the console when it did, or when it could not and started Python afresh.
SNAPSHOT = LIVE / "static" / "pyodide" / "python-snapshot.gz"
FROM_SNAPSHOT = "Python started from its snapshot"
NOT_FROM_SNAPSHOT = "Python could not start from its snapshot"

#: A file of NumPy or matplotlib (``matplotlib_inline``, IPython's hook for inline figures, imports
#: matplotlib only when a figure is shown, and is not one).
NUMPY_OR_MATPLOTLIB = re.compile(r"numpy|matplotlib(?!_inline)", re.I)


# --- pages ----------------------------------------------------------------------------------------


def page_notebook(stem: str) -> dict[str, Any]:
    """The notebook an in-browser page runs: the ``notebookSrc`` of its ``#jupyter-config-data``."""
    text = (RENDER / f"{stem}.html").read_text(encoding="utf-8")
    found = re.search(r'<script id="jupyter-config-data" type="application/json">(.*?)</script>', text, re.S)
    assert found, f"{stem}.html has no #jupyter-config-data"
    source = json.loads(found[1])["notebookSrc"]
    return source if isinstance(source, dict) else json.loads(source)


def page_widgets(stem: str) -> list[str]:
    """The anchors of the widgets the page notebook shows: one code cell after each rb-live block's cell."""
    cells = page_notebook(stem)["cells"]
    anchors = []
    for cell, after in pairwise(cells):
        found = re.search(r'<div class="rb-live" id="(live-[a-z0-9-]+)"', "".join(cell["source"]))
        if cell["cell_type"] == "markdown" and found:
            assert after["cell_type"] == "code", f"{stem}: no widget after #{found[1]}"
            anchors.append(found[1])
    return anchors


def has_anchor(page: str, anchor: str) -> bool:
    """Whether the built page (a path under the site) has an element with that id."""
    path = SITE / page
    return (
        path.is_file()
        and re.search(rf"""\bid=["']{re.escape(anchor)}["']""", path.read_text(encoding="utf-8")) is not None
    )


def site_path(url: str, base: str) -> str:
    """The path under the site of a URL of the static server."""
    assert url.startswith(base), f"{url} is not on the static server {base}"
    return urlsplit(url).path.removeprefix(urlsplit(base).path)


@dataclass
class LiteTab:
    """A page in its own offline context, with what it reported and every address it asked for."""

    context: Any
    tab: Tab
    blocked: list[str]
    requests: list[str] = field(default_factory=list)
    console: list[str] = field(default_factory=list)  # every message, the kernel worker's too

    @property
    def page(self) -> Any:
        return self.tab.page

    def close(self) -> None:
        self.context.close()


def open_tab(browser: Any, url: str | None = None, snapshot: bytes | None = None) -> LiteTab:
    """A new page in its own offline context (recording its status line), loading ``url`` if given;
    with ``snapshot``, the site's memory snapshot is answered with those bytes instead."""
    context, blocked = offline_context(browser, viewport=VIEWPORT)
    context.add_init_script(script=STATUS_LOG)
    if snapshot is not None:
        context.route("**/python-snapshot.gz?*", lambda route: route.fulfill(status=200, body=snapshot))
    page = context.new_page()
    lite = LiteTab(context, watch(page, blocked), blocked)
    page.on("request", lambda request: lite.requests.append(request.url))  # the kernel worker's too
    page.on("console", lambda message: lite.console.append(message.text))
    if url is not None:
        page.goto(url, wait_until="commit")
    return lite


def wait_ready(lite: LiteTab) -> None:
    """Until the status line says ready, then until every widget view the page shows is drawn."""
    expect(lite.page.locator("#rb-lite-status")).to_have_attribute("data-state", "ready", timeout=READY_MS)
    lite.page.wait_for_function(
        """() => { const views = [...document.querySelectorAll('.jp-OutputArea-output.lm-Panel')];
                   return views.every(view => view.querySelector('.jupyter-widgets')); }""",
        timeout=REPLY_MS,
    )


def unexpected_console_errors(tab: Tab) -> list[str]:
    return [
        text
        for text in tab.console_errors
        if text not in LITE_CONSOLE_ERRORS_EXACT
        and not any(known in text for known in LITE_CONSOLE_ERRORS + KNOWN_CONSOLE_ERRORS)
    ]


def assert_offline_and_quiet(lite: LiteTab) -> None:
    """Nothing asked of another host, no failed request but the absent service worker, only the known
    console errors, no file of NumPy or matplotlib asked for."""
    assert lite.blocked == [], "requests to another host"
    assert [failure for failure in lite.tab.failed if not SERVICE_WORKER.match(failure)] == []
    assert unexpected_console_errors(lite.tab) == []
    assert [url for url in lite.requests if NUMPY_OR_MATPLOTLIB.search(urlsplit(url).path.rsplit("/", 1)[-1])] == []


def no_traceback(page: Any) -> None:
    """Nothing on the page looks like a Python traceback or an error output."""
    expect(page.locator(ERROR_OUTPUTS)).to_have_count(0)
    found = ERROR_WORDS.search(page.locator("body").inner_text())
    assert found is None, f"error words on the page: {found and found[0]!r}"


# --- the widgets, driven through the page ------------------------------------------------------------


def widget_cell(page: Any, anchor: str) -> Any:
    """The code cell that shows the widget of the rb-live block ``anchor`` (the cell after the block's)."""
    index = page.evaluate(
        "anchor => [...document.querySelectorAll('.jp-Cell')].findIndex(cell => cell.querySelector('.rb-live#' + anchor))",
        anchor,
    )
    assert index >= 0, f"no #{anchor} on the page"
    cell = page.locator(".jp-Cell").nth(index + 1)
    expect(cell.locator(".jupyter-widgets").first).to_be_visible()
    return cell


def type_into(box: Any, text: str) -> None:
    """Type into a widget's box and press Enter (the widgets update on Enter or when the box loses focus)."""
    box.fill(text)
    box.press("Enter")


def refusal(cell: Any, *words: str) -> None:
    """The widget in ``cell`` refuses in plain words (an alert, with its rule), and shows nothing worse."""
    error = cell.locator(".rb-error")
    for text in words:
        expect(error).to_contain_text(text, timeout=REPLY_MS)
    expect(error).to_have_attribute("role", "alert")
    expect(error.locator("a.rb-cite").first).to_be_visible()  # the rule it rests on
    assert not ERROR_WORDS.search(error.inner_text())


class Stepper:
    def __init__(self, page: Any) -> None:
        self.cell = widget_cell(page, "live-deal-stepper")
        self.next = self.cell.get_by_role("button", name="Next \u25b6", exact=True)
        self.finish = self.cell.get_by_role("button", name="To the showdown", exact=True)
        self.players = self.cell.get_by_label("Players", exact=True)
        self.stake = self.cell.get_by_label("Stake ($)", exact=True)
        self.game = self.cell.get_by_label("Game", exact=True)
        self.explanation = self.cell.locator(".widget-html-content").filter(has=page.locator('[aria-live="polite"]'))
        self.count = self.cell.locator("p", has_text="Cards:")
        self.held = self.cell.locator("table.rb-held")


class Calculator:
    def __init__(self, page: Any) -> None:
        self.cell = widget_cell(page, "live-raise-calculator")

    def box(self, label: str) -> Any:
        return self.cell.get_by_label(label, exact=True)

    def shows(self, **amounts: str) -> None:
        for name, text in amounts.items():
            expect(self.cell.locator(f'[data-field="{name}"]')).to_have_text(text, timeout=REPLY_MS)


# --- Manila hands, from the rules (an evaluator independent of the engine's) ---------------------------

#: 2 Card Manila's deck: 32 cards, 7 to ace (pp-manila2-deck); the ace counts only high (pp-manila2-ace-high).
MANILA_RANKS = {"7": 7, "8": 8, "9": 9, "10": 10, "J": 11, "Q": 12, "K": 13, "A": 14}
#: The categories, strongest first, under the manila ranking: the flush above the full house
#: (pp-manila2-flush-beats-full-house), every other in its standard place.
MANILA_ORDER = (
    "straight flush",
    "four of a kind",
    "flush",
    "full house",
    "straight",
    "three of a kind",
    "two pair",
    "pair",
    "high card",
)


def manila_category(cards: list[tuple[int, str]]) -> str:
    """The category of five cards (rank, suit) in 2 Card Manila."""
    ranks = sorted((rank for rank, _ in cards), reverse=True)
    counts = sorted(Counter(ranks).values(), reverse=True)
    flush = len({suit for _, suit in cards}) == 1
    straight = len(set(ranks)) == 5 and ranks[0] - ranks[4] == 4  # the ace only high: A-7-8-9-10 is not one
    if straight and flush:
        return "straight flush"
    if counts[0] == 4:
        return "four of a kind"
    if flush:
        return "flush"
    if counts == [3, 2]:
        return "full house"
    if straight:
        return "straight"
    if counts[0] == 3:
        return "three of a kind"
    return "two pair" if counts == [2, 2, 1] else "pair" if counts[0] == 2 else "high card"


def best_manila_category(hole: list[tuple[int, str]], board: list[tuple[int, str]]) -> str:
    """The best hand of both hole cards and three of the board (pp-manila2-two-plus-three)."""
    return min((manila_category(hole + list(three)) for three in combinations(board, 3)), key=MANILA_ORDER.index)


def shown_card(text: str) -> tuple[int, str]:
    """A card as the widgets show it ("10♣"): its rank's value and its suit."""
    text = text.strip()
    return MANILA_RANKS[text[:-1]], text[-1]


def shown_category(text: str) -> str:
    """The category a "Best hand" cell names ("High: two pair, nines and eights": two pair)."""
    text = text.removeprefix("High:").strip().lower()
    return next(name for name in sorted(MANILA_ORDER, key=len, reverse=True) if text.startswith(name))


# --- 1. the reader's path ------------------------------------------------------------------------------


@dataclass
class Reader:
    """The reader's visit: the chapter, the link followed, and the in-browser page it led to."""

    lite: LiteTab
    base: str
    href: str | None
    clicked: bool
    landed: str


@pytest.fixture(scope="class")
def reader(browser: Any, static_server: str) -> Iterator[Reader]:
    """The static chapter of 2 Card Manila, its deal stepper's live link clicked, and the in-browser page
    it leads to, ready. (If the link does not lead there, the page is opened by its address, so that
    the widgets' tests still run; the path's own test fails on the link.)"""
    lite = open_tab(browser, static_server + "book/games/manila-2.html")
    page = lite.page
    page.wait_for_load_state("load")
    link = page.locator('.rb-live[id="live-deal-stepper"] .rb-live-link a')
    href = link.get_attribute("href") if link.count() == 1 else None
    target = static_server + "live/voici/render/manila-2.html"
    clicked = href is not None and urljoin(page.url, href).startswith(target)
    if clicked:
        if link.get_attribute("target") == "_blank":  # a new tab: follow it there
            with lite.context.expect_page() as opened:
                link.click()
            lite.tab = watch(opened.value, lite.blocked)
            opened.value.on("request", lambda request: lite.requests.append(request.url))
        else:
            link.click()
    else:
        page.goto(target + "#live-deal-stepper", wait_until="commit")
    lite.page.wait_for_url(re.compile(re.escape(target)), timeout=READY_MS)
    landed = lite.page.url
    wait_ready(lite)
    yield Reader(lite, static_server, href, clicked, landed)
    lite.close()


class TestTheReadersPath:
    """From the chapter to its in-browser page, and the widgets answering there (items 1 and 3)."""

    def test_the_live_link_lands_on_the_in_browser_page_which_loads_then_is_ready(self, reader: Reader) -> None:
        assert reader.href == "../../live/voici/render/manila-2.html#live-deal-stepper", (
            "the chapter's live link must lead, relatively, to its in-browser page and the widget's anchor"
        )
        assert reader.clicked
        assert reader.landed == reader.base + "live/voici/render/manila-2.html#live-deal-stepper"
        page = reader.lite.page
        log = page.evaluate("window.__rbStatusLog")
        states = [entry["state"] for entry in log]
        assert "ready" in states, log
        ready = states.index("ready")
        loading = log[:ready]
        assert loading and all(entry["state"] == "loading" for entry in loading), log  # never "slow"
        assert all(
            entry["message"].strip() and entry["role"] == "status" and entry["live"] == "polite" for entry in log
        )
        assert loading[0]["message"].startswith("Loading the page"), log
        assert any("Starting Python in your browser" in entry["message"] for entry in loading), log  # the progress
        progress = [entry["progress"] for entry in log]
        assert progress == sorted(progress) and 0 < progress[0] < 100 and progress[ready] == 100, log
        status = page.locator("#rb-lite-status")
        expect(status).to_have_attribute("data-state", "ready")
        expect(status).to_contain_text(re.compile(r"^Ready: .*started in \d+(\.\d)? s"))
        expect(page.locator("#live-deal-stepper")).to_be_in_viewport()  # landed at the widget
        assert_offline_and_quiet(reader.lite)

    def test_python_started_from_the_builds_memory_snapshot(self, reader: Reader) -> None:
        """The kernel's worker fetched the snapshot from the site and restored it, with no fallback."""
        packed = SNAPSHOT.read_bytes()
        assert packed[:2] == b"\x1f\x8b", f"{SNAPSHOT} is not gzipped"
        digest = hashlib.sha256(packed).hexdigest()
        assert reader.base + f"live/static/pyodide/python-snapshot.gz?sha256={digest}" in reader.lite.requests
        assert any(FROM_SNAPSHOT in message for message in reader.lite.console), reader.lite.console
        assert not any(NOT_FROM_SNAPSHOT in message for message in reader.lite.console)

    def test_the_deal_stepped_to_the_showdown(self, reader: Reader) -> None:
        """7 players of 2 Card Manila: 14 cards dealt, 5 on the board, 4 burned, 9 left of 32
        (pokerpages' own sum: "11 players x 2 cards = 22, community + burn cards = 9, total = 31");
        the winner is the seat whose best hand (both hole cards and three of the board) is strongest."""
        page = reader.lite.page
        stepper = Stepper(page)
        stepper.game.select_option(label="2 Card Manila")
        type_into(stepper.players, "7")  # the page opens on 6 players: a new deal
        expect(stepper.explanation).to_contain_text("2 Card Manila, 7 players", timeout=REPLY_MS)
        before = stepper.explanation.inner_html()
        stepper.next.click()
        expect(stepper.explanation).not_to_have_text(before, timeout=REPLY_MS)
        stepper.finish.click()
        players, hole, board, burned, deck = 7, 2, 5, 4, 8 * 4
        dealt = players * hole
        expect(stepper.count).to_contain_text(
            f"{dealt} dealt, {burned} burned, {board} on the board, {deck - dealt - board - burned} left in the stub "
            f"({deck} in all)",
            timeout=REPLY_MS,
        )
        expect(stepper.next).to_be_disabled()
        expect(stepper.finish).to_be_disabled()
        headline = stepper.explanation.locator("strong").first
        expect(headline).to_contain_text(re.compile(r"^Showdown: seats? \d+"))
        winners = {int(seat) for seat in re.findall(r"\d+", headline.inner_text().split(" with ")[0])}

        rows = stepper.held.locator("tbody tr").evaluate_all(
            """rows => rows.map(row => ({seat: row.cells[0].innerText, hand: row.cells[1].innerText,
                own: [...row.cells[2].querySelectorAll('.rb-card')].map(card => [card.textContent, card.getAttribute('aria-label')]),
                board: [...row.cells[3].querySelectorAll('.rb-card')].map(card => [card.textContent, card.getAttribute('aria-label')])}))"""
        )
        assert len(rows) == players, "every seat called to the showdown"
        best = {}
        for row in rows:
            seat = int(row["seat"].removeprefix("Seat "))
            own, shared = [shown_card(text) for text, _ in row["own"]], [shown_card(text) for text, _ in row["board"]]
            assert len(own) == hole and len(shared) == board
            # pp-manila2-two-plus-three: the 2 hole cards must be used, as well as 3 from the board
            assert [label.endswith("(used)") for _, label in row["own"]].count(True) == 2, row
            assert [label.endswith("(used)") for _, label in row["board"]].count(True) == 3, row
            best[seat] = best_manila_category(own, shared)
            assert shown_category(row["hand"]) == best[seat], row
        strongest = min(best.values(), key=MANILA_ORDER.index)
        assert winners and winners <= {seat for seat, category in best.items() if category == strongest}, (
            winners,
            best,
        )
        expect(headline).to_contain_text(f"with {strongest}")
        assert len({card for row in rows for card, _ in row["own"] + row["board"]}) == dealt + board  # all different
        no_traceback(page)

    def test_the_raise_calculator_works_the_documents_examples(self, reader: Reader) -> None:
        """pokerpages: on a $2 blind "all players can either call the $2, raise to $6 or fold" (the raise is
        double the blind added onto the blind: 2 + 2 × 2); on a $5 blind 5 + 2 × 5 = $15; later in a $2
        game "the bet is $4, first raise to make it $8, second raise to $12"."""
        calculator = Calculator(reader.lite.page)
        calculator.cell.get_by_role("button", name="$2 manila, first round", exact=True).click()
        calculator.shows(amount_to_call="$2", min_raise_to=f"${2 + 2 * 2}", max_raise_to=f"${2 + 2 * 2}")
        expect(calculator.cell.locator('[data-field="choices"]')).to_have_text("You may call $2, raise to $6 or fold.")

        type_into(calculator.box("Stake ($)"), "5")  # typed: a $5 blind
        type_into(calculator.box("Pot (every chip in it)"), "5")
        type_into(calculator.box("The bet (most put in this round)"), "5")
        calculator.shows(amount_to_call="$5", min_raise_to=f"${5 + 2 * 5}", max_raise_to=f"${5 + 2 * 5}")

        type_into(calculator.box("Stake ($)"), "2")  # a later round of a $2 game: $4 raised to $8, raise again
        type_into(calculator.box("Betting round"), "2")
        type_into(calculator.box("Pot (every chip in it)"), "20")
        type_into(calculator.box("The bet (most put in this round)"), "8")
        type_into(calculator.box("Raises so far this round"), "1")
        calculator.shows(amount_to_call="$8", min_raise_to=f"${8 + 4}", max_raise_to=f"${8 + 4}")
        expect(calculator.cell).to_contain_text("pokerpages")
        no_traceback(reader.lite.page)

    def test_the_ranking_explorer_names_the_hands_typed(self, reader: Reader) -> None:
        """In the 32-card deck an ace counts only high: A-7-8-9-10 is not a straight (pp-manila2-ace-example);
        J-10-9-8-7 is; five spades not in sequence are a flush, which in a reduced deck beats a full house
        (pp-manila2-flush-beats-full-house). The counts are the combinations' own."""
        page = reader.lite.page
        cell = widget_cell(page, "live-ranking-explorer")
        cards, hand = cell.get_by_label("Five cards", exact=True), cell.locator(".rb-hand")
        counts = cell.locator("table.rb-counts")
        expect(counts).to_contain_text(f"{comb(32, 5):,}")  # every five-card hand of 32 cards
        hands = dict(
            counts.locator("tbody tr").evaluate_all(
                "rows => rows.map(row => [row.cells[1].textContent.replace('\u21c5', '').trim(), row.cells[2].textContent])"
            )
        )
        straights = 8 - 4  # 7-8-9-10-J up to 10-J-Q-K-A: the ace only high
        assert hands["straight flush"] == f"{straights * 4:,}"
        assert hands["flush"] == f"{4 * (comb(8, 5) - straights):,}"  # 208
        assert hands["full house"] == f"{8 * 7 * comb(4, 3) * comb(4, 2):,}"  # 1,344
        assert hands["straight"] == f"{straights * (4**5 - 4):,}"
        assert list(hands)[:4] == ["straight flush", "four of a kind", "flush", "full house"]  # the flush above

        type_into(cards, "J 10 9 8 7")
        expect(hand).to_contain_text("straight, seven to jack", timeout=REPLY_MS)
        type_into(cards, "A 7 8 9 10")
        expect(hand).to_contain_text("A-7-8-9-10 is not a straight", timeout=REPLY_MS)
        expect(hand.locator("strong").first).to_have_text("high card, ace")
        type_into(cards, "As Ks 9s 8s 7s")
        expect(hand.locator("strong").first).to_have_text("flush, ace high", timeout=REPLY_MS)
        expect(hand).to_contain_text("flush beats a full house")
        type_into(cards, "Ah Ad Ac Kh Kd")
        expect(hand.locator("strong").first).to_have_text("full house, aces full of kings", timeout=REPLY_MS)
        no_traceback(page)

    def test_the_live_quiz_marks_an_answer_with_its_rule(self, reader: Reader) -> None:
        page = reader.lite.page
        quiz = widget_cell(page, "live-quiz").locator(".rbq-live")
        expect(quiz).to_contain_text("Score: 0 right out of 0 answered")
        choices = quiz.locator(".widget-vbox").last.get_by_role("button")
        expect(choices.first).to_be_visible(timeout=REPLY_MS)
        assert choices.count() >= 2
        chosen = choices.first.inner_text()
        choices.first.click()
        feedback = quiz.locator('[role="alert"]')
        expect(feedback).to_contain_text(re.compile("\u2713 Right|\u2717 Not quite"), timeout=REPLY_MS)
        right = feedback.inner_text().lstrip().startswith("\u2713")
        expect(quiz).to_contain_text(f"Score: {int(right)} right out of 1 answered")
        # the buttons say it in words: the answer, and the reader's choice if it was not
        answer = quiz.get_by_role("button", name=re.compile("\u2014 the answer$"))
        expect(answer).to_have_count(1)
        if right:
            expect(answer).to_have_text(f"\u2713 {chosen} \u2014 the answer")
        else:
            expect(quiz.get_by_role("button", name=re.compile("\u2014 your answer$"))).to_have_text(
                f"\u2717 {chosen} \u2014 your answer"
            )
        expect(feedback.locator("ol li").first).to_be_visible()  # the reasons ...
        cites = feedback.locator("a").evaluate_all("links => links.map(link => link.href)")
        assert cites, "no rule cited"
        for cite in cites:  # ... each a rule of the book, at its own anchor
            path, anchor = site_path(cite, reader.base), urlsplit(cite).fragment
            assert path.startswith("book/") and anchor and has_anchor(path, anchor), cite
        no_traceback(page)
        assert maths_on(page) == []

    def test_bad_input_is_refused_in_plain_words_never_with_a_traceback(self, reader: Reader) -> None:
        """Item 3: an unknown card, a duplicate card, a negative stake, too many players, typed into the
        page's widgets: each is refused in words, with its rule, and the widget takes good input again."""
        page = reader.lite.page
        explorer = widget_cell(page, "live-ranking-explorer")
        cards = explorer.get_by_label("Five cards", exact=True)
        type_into(cards, "Zx 7 8 9 10")
        refusal(explorer, "'Zx' is not a card")
        type_into(cards, "As As 8 9 10")
        refusal(explorer, "As appears twice")
        type_into(cards, "7 8 9")
        refusal(explorer, "exactly five cards")
        no_traceback(page)
        type_into(cards, "J 10 9 8 7")
        expect(explorer.locator(".rb-hand")).to_contain_text("straight, seven to jack", timeout=REPLY_MS)
        expect(explorer.locator(".rb-error")).to_have_count(0)

        showdown = widget_cell(page, "live-showdown-explainer")
        seat_1, seat_2 = (showdown.get_by_label(f"Seat {seat} cards", exact=True) for seat in (1, 2))
        first, second = seat_1.input_value(), seat_2.input_value()
        type_into(seat_1, "Ah 1h")
        refusal(showdown, "'1h' is not a card")
        type_into(seat_1, first)
        type_into(seat_2, f"{first.split()[0]} {second.split()[1]}")  # a card seat 1 holds
        refusal(showdown, "is already in", "holds each card once")
        no_traceback(page)
        type_into(seat_2, second)
        expect(showdown.locator('[data-field="headline"]')).to_contain_text("wins", timeout=REPLY_MS)

        calculator = Calculator(page)
        type_into(calculator.box("Stake ($)"), "-2")
        refusal(calculator.cell, "the stake, -2, is not allowed")
        no_traceback(page)
        calculator.cell.get_by_role("button", name="$2 manila, first round", exact=True).click()
        calculator.shows(amount_to_call="$2", max_raise_to="$6")

        stepper = Stepper(page)
        type_into(stepper.stake, "-5")
        refusal(stepper.cell, "stake -5 is not a number of chips")
        expect(stepper.next).to_be_disabled()
        type_into(stepper.stake, "2")
        type_into(stepper.players, "12")
        refusal(stepper.cell, "12 players is too many for 2 Card Manila")
        type_into(stepper.players, "1.5")
        expect(stepper.cell.locator(".rb-error")).to_contain_text("1.5 is not a whole number", timeout=REPLY_MS)
        no_traceback(page)
        type_into(stepper.players, "6")
        expect(stepper.cell.locator(".rb-error")).to_have_count(0, timeout=REPLY_MS)
        expect(stepper.next).to_be_enabled()
        assert_offline_and_quiet(reader.lite)


# --- 2. every in-browser page ------------------------------------------------------------------------


class LitePages:
    """The in-browser pages, opened one at a time in the order the tests ask for them, the next one
    loading (in its own context) while the current one is checked: two at most."""

    def __init__(self, browser: Any, base: str, order: list[str]) -> None:
        self.browser, self.base, self.order = browser, base, order
        self.loading: dict[str, LiteTab] = {}

    def _request(self, stem: str) -> LiteTab:
        if stem not in self.loading:
            self.loading[stem] = open_tab(self.browser, f"{self.base}live/voici/render/{stem}.html")
        return self.loading[stem]

    def open(self, stem: str) -> LiteTab:
        lite = self._request(stem)
        later = self.order[self.order.index(stem) + 1 :] if stem in self.order else []
        if later:
            self._request(later[0])
        lite.page.bring_to_front()  # in front: a tab behind others runs no animation frames
        return lite

    def close(self, stem: str) -> None:
        lite = self.loading.pop(stem, None)
        if lite is not None:
            lite.close()

    def close_all(self) -> None:
        for stem in list(self.loading):
            self.close(stem)


@pytest.fixture(scope="module")
def lite_pages(browser: Any, static_server: str, request: pytest.FixtureRequest) -> Iterator[LitePages]:
    order = [
        item.callspec.params["stem"]
        for item in request.session.items
        if item.originalname == "test_every_in_browser_page_is_ready_offline_with_its_widgets"
        and hasattr(item, "callspec")
    ]
    pages = LitePages(browser, static_server, order)
    yield pages
    pages.close_all()


def test_the_site_has_an_in_browser_page_for_every_chapter_with_widgets() -> None:
    """One page per notebook of the table of contents that shows a widget, named by its stem."""
    shows_widgets = {
        Path(file).name
        for file in toc_files()
        if (SITE / f"{file}.html").is_file()
        and 'class="rb-live" id="live-' in (SITE / f"{file}.html").read_text(encoding="utf-8")
    }
    assert STEMS, f"no in-browser page under {RENDER}"
    assert set(STEMS) == shows_widgets


@pytest.mark.parametrize("stem", STEMS)
def test_every_in_browser_page_is_ready_offline_with_its_widgets(lite_pages: LitePages, stem: str) -> None:
    """Ready, offline; as many widget views as its notebook has widgets, each under its block with the way
    back to the same place of its chapter; no error output, no formula, only the known console errors."""
    anchors = page_widgets(stem)
    assert anchors, f"{stem}: the page notebook shows no widget"
    lite = lite_pages.open(stem)
    try:
        page = lite.page
        wait_ready(lite)
        expect(page.locator("#rb-lite-status .rb-lite-message")).to_contain_text(re.compile("^Ready: "))
        try:  # the views are drawn as the cells run: the last may follow "ready" by a moment
            page.wait_for_function(f"() => ({WIDGET_VIEWS})() >= {len(anchors)}", timeout=REPLY_MS)
        except PlaywrightTimeoutError:
            pass
        assert page.evaluate(WIDGET_VIEWS) == len(anchors), f"{stem}: widget views shown, of {len(anchors)} widgets"

        chapter = CHAPTERS[stem]
        blocks = page.evaluate(LIVE_BLOCKS)
        assert [block["id"] for block in blocks] == anchors
        for block in blocks:
            assert block["widget"], f"#{block['id']}: no widget after its block"
            assert block["shown"], f"#{block['id']}: the way back to the book is not shown"
            assert block["back"] == f"{lite_pages.base}{chapter}#{block['id']}"
            assert has_anchor(chapter, block["id"]), f"{chapter} has no #{block['id']}"
        intro = page.locator(".rb-lite-intro a").first.evaluate("link => link.href")
        assert intro == lite_pages.base + chapter

        no_traceback(page)
        assert maths_on(page) == []
        assert_offline_and_quiet(lite)
    finally:
        lite_pages.close(stem)


def damaged_snapshot(damage: str) -> bytes:
    """The site's snapshot as it might arrive damaged: its gzip stream cut short; a file that is not a
    snapshot at all (a snapshot's magic number and nothing else); or whole, but from another build of
    Pyodide (its header's build id zeroed)."""
    packed = SNAPSHOT.read_bytes()
    if damage == "cut short":
        return packed[:4096]
    if damage == "not a snapshot":
        return b"\x00snp" + bytes(4092)
    memory = bytearray(gzip.decompress(packed))
    memory[16:48] = bytes(32)  # the header: magic, offset, length, padding, then the 32-byte build id
    return gzip.compress(bytes(memory), compresslevel=1)


@pytest.mark.parametrize("damage", ["cut short", "not a snapshot", "made by another build of Pyodide"])
def test_a_damaged_snapshot_costs_time_never_the_page(browser: Any, static_server: str, damage: str) -> None:
    """With its snapshot damaged, a page says so in the console, starts Python afresh, and is ready
    with every widget, quiet and offline."""
    body = damaged_snapshot(damage)
    stem = "manillen-plus"
    lite = open_tab(browser, f"{static_server}live/voici/render/{stem}.html", snapshot=body)
    try:
        wait_ready(lite)
        page = lite.page
        page.wait_for_function(f"() => ({WIDGET_VIEWS})() >= {len(page_widgets(stem))}", timeout=REPLY_MS)
        assert any(NOT_FROM_SNAPSHOT in message for message in lite.console), lite.console
        assert not any(FROM_SNAPSHOT in message for message in lite.console)
        no_traceback(page)
        assert_offline_and_quiet(lite)
    finally:
        lite.close()


def test_every_live_link_of_the_book_leads_to_its_in_browser_page() -> None:
    """Each chapter's live links (``.rb-live-link a``) lead, relatively, to its in-browser page: the
    page's top for the chapter's first link, a widget's own anchor (which the page has) for the others."""
    link = re.compile(
        r'<div class="rb-live"(?: id="(?P<id>[^"]+)")?>\s*<p class="rb-live-link">.*?<a href="(?P<href>[^"]+)"', re.S
    )
    for stem in STEMS:
        chapter = CHAPTERS[stem]
        found = [(match["id"], match["href"]) for match in link.finditer((SITE / chapter).read_text(encoding="utf-8"))]
        assert found, f"{chapter} has no live link"
        anchors = page_widgets(stem)
        for anchor, href in found:
            assert not urlsplit(href).scheme and not href.startswith("/"), f"{chapter}: {href} is not relative"
            target = urlsplit(urljoin(f"http://site/{chapter}", href))
            assert target.path == f"/live/voici/render/{stem}.html", f"{chapter}: {href}"
            assert target.fragment == (anchor or ""), f"{chapter}: {href} for #{anchor}"
            assert not anchor or anchor in anchors, f"{chapter}: the page has no #{anchor}"


# --- 4. no NumPy, no matplotlib -----------------------------------------------------------------------


def test_numpy_and_matplotlib_are_never_shipped_to_the_browser() -> None:
    """The site's Pyodide lock lists neither (so ``import numpy`` fails at once instead of fetching a
    wheel), no file of either is shipped, and no page's notebook imports either (or the book's figures).
    The page tests check that no page asks for a file of either."""
    pyodide = LIVE / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))
    packages = lock["packages"]
    assert "manila-rules-book" in packages and "ipywidgets" in packages
    assert [name for name in packages if NUMPY_OR_MATPLOTLIB.search(name.replace("-", "_"))] == []
    assert [
        (name, module)
        for name, entry in packages.items()
        for module in entry.get("imports", [])
        if NUMPY_OR_MATPLOTLIB.search(module)
    ] == []
    for entry in packages.values():
        assert (pyodide / entry["file_name"]).is_file(), entry["file_name"]
    assert [str(path) for path in LIVE.rglob("*") if NUMPY_OR_MATPLOTLIB.search(path.name)] == []
    for stem in STEMS:
        code = "\n".join(
            "".join(cell["source"]) for cell in page_notebook(stem)["cells"] if cell["cell_type"] == "code"
        )
        assert not re.search(r"\b(numpy|matplotlib|widgets\.figures)\b", code), stem
