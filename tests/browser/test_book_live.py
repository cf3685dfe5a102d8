"""The book's chapters come alive in place: every chapter's widgets running in Python in the reader's
own browser (Pyodide, from the site itself), in the book's own page, offline.

Only the static server serves them here (no live server, no kernel on this machine): every request
to another host is aborted and recorded, and each test asserts that none was made, and that no file
the page asks for is missing.

- The reader's path: from the book's contents to 2 Card Manila, whose status line says it is starting
  (with its progress) and then ready, only once every widget on it is live; each saved picture is then
  the live widget where it stood, in the book's page (its navigation and search around it). The
  widgets answer as the documents do: the Manila deal stepped to its showdown (card counts of
  pokerpages' own sum, the winner checked by a small evaluator written here from the rules, not by the
  engine), the raise calculator's worked examples, the ranking explorer's straights and flushes (and
  its counts by the combinations' formulas), a fresh deal dealt, a question of the live quiz marked.
- Nothing a reader types shows a traceback: bad cards, a duplicate card, negative stakes are refused
  in plain words.
- Every chapter with widgets is ready offline with all of them live, and axe finds nothing serious on
  it once live (test_book_offline.py and test_book_accessibility.py, on every page of the book).
- Until a widget is live it is visibly not: inert, labelled, and a click on it is answered in words.
- Honest without Python: no WebAssembly, a host that does not serve Python's files, the project's
  wheel missing: the status line says so in words (never "ready"), each widget says it is a picture
  and why, and the static quiz still works; scripts off: each widget's place says why it is empty.
- Python starts from the build's memory snapshot; a damaged one costs time, never the widgets. One that
  is whole but not the build's (a label patched in its memory), or that the browser cannot check, is
  never restored: Python starts afresh, and the console says why (with both hashes for a swapped one).
- A rule link followed from a live widget does not cost the live session: coming back, the widgets are
  live and show what they showed.
- At a phone's 390 x 844, the live chapter is no wider than the screen, and the widgets work by touch.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import shutil
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import combinations
from math import comb
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from browser_support import (
    SITE,
    Tab,
    maths_on,
    offline_context,
    toc_files,
    watch,
)
from playwright.sync_api import expect

LIVE = SITE / "live"
#: The pages of the book that make widgets live: ``book/games/manila-2``, ...
PAGES = sorted(path.relative_to(LIVE / "chapters").with_suffix("").as_posix() for path in (LIVE / "chapters").rglob("*.json"))

#: How long a page may take to say it is ready (2 to 7 s alone).
READY_MS = 60_000
#: A widget's reply is one round trip to the page's Python (about 10 ms); this is the most any wait may take.
REPLY_MS = 15_000
VIEWPORT = {"width": 1280, "height": 900}
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3, "is_mobile": True, "has_touch": True}

#: What the page's status line (.rb-live-status) said, in order, recorded from the first moment of
#: every page of the context: each change of its state or message, with the progress bar's value and
#: how many widgets were live at that moment.
STATUS_LOG = """(() => {
    const log = [];
    window.__rbStatusLog = log;
    const record = () => {
        const status = document.querySelector('.rb-live-status');
        if (!status) return;
        const message = status.querySelector('.rb-live-message');
        const bar = status.querySelector('progress');
        const entry = {state: status.dataset.state || '', message: message ? message.textContent : '',
                       progress: bar ? bar.value : null, role: status.getAttribute('role'),
                       live: window.rbLive ? window.rbLive.widgets.length : 0};
        const last = log[log.length - 1];
        if (!last || last.state !== entry.state || last.message !== entry.message) log.push(entry);
    };
    new MutationObserver(record).observe(document, {subtree: true, childList: true, attributes: true,
                                                    characterData: true});
})()"""

ERROR_WORDS = re.compile(r"Traceback|ModuleNotFoundError|\b\w+Error\b: |\bError\b:|/lib/python|site-packages")

#: Python's memory snapshot, which the page's worker fetches and starts from (book/_ext/live_site.py).
SNAPSHOT = LIVE / "pyodide" / "python-snapshot.gz"

#: A file of NumPy or matplotlib (``matplotlib_inline``, IPython's hook for inline figures, imports
#: matplotlib only when a figure is shown, and is not one).
NUMPY_OR_MATPLOTLIB = re.compile(r"numpy|matplotlib(?!_inline)", re.I)


def shown_views(page: str) -> int:
    """How many saved widget views the book's page shows (each becomes a live widget)."""
    return (SITE / f"{page}.html").read_text(encoding="utf-8").count('<script type="application/vnd.jupyter.widget-view+json">')


def has_anchor(page: str, anchor: str) -> bool:
    """Whether the built page ``page`` (a path under the site) has an element with id ``anchor``."""
    return f'id="{anchor}"' in (SITE / page).read_text(encoding="utf-8")


def site_path(url: str, base: str) -> str:
    """The path under the site of a URL of the static server."""
    assert url.startswith(base), f"{url} is not on the static server {base}"
    return urlsplit(url).path.removeprefix(urlsplit(base).path)


@dataclass
class LiveTab:
    """A page in its own offline context, with what it reported and every address it asked for."""

    context: Any
    tab: Tab
    blocked: list[str]
    requests: list[str] = field(default_factory=list)
    console: list[str] = field(default_factory=list)  # every message, the worker's too

    @property
    def page(self) -> Any:
        return self.tab.page

    def close(self) -> None:
        self.context.close()


def open_tab(browser: Any, url: str | None = None, *, init: str | None = None, **options: Any) -> LiveTab:
    """A new page in its own offline context (recording its status line), loading ``url`` if given;
    ``init``: a script run in the page before its own; ``options``: the context's (a phone's, ...)."""
    context, blocked = offline_context(browser, **({"viewport": VIEWPORT} | options))
    context.add_init_script(script=STATUS_LOG)
    if init:
        context.add_init_script(script=init)
    page = context.new_page()
    live = LiveTab(context, watch(page, blocked), blocked)
    page.on("request", lambda request: live.requests.append(request.url))  # the worker's too
    page.on("console", lambda message: live.console.append(message.text))
    if url is not None:
        page.goto(url, wait_until="commit")
    return live


def wait_ready(live: LiveTab) -> None:
    """Until the status line says ready (which it says once every widget on the page is live)."""
    expect(live.page.locator(".rb-live-status")).to_have_attribute("data-state", "ready", timeout=READY_MS)


def assert_offline_and_quiet(live: LiveTab) -> None:
    """Nothing asked of another host, no request failed or missing, only the known console errors, no
    file of NumPy or matplotlib asked for."""
    assert live.blocked == [], "requests to another host"
    assert live.tab.failed == [], "failed requests or missing files"
    assert live.tab.unexpected_console_errors() == []
    assert [url for url in live.requests if NUMPY_OR_MATPLOTLIB.search(urlsplit(url).path.rsplit("/", 1)[-1])] == []


def no_traceback(page: Any) -> None:
    """Nothing on the page looks like a Python traceback, an error output or a path of Python's."""
    found = ERROR_WORDS.search(page.locator("article").inner_text())
    assert found is None, f"error words on the page: {found and found[0]!r}"


# --- the widgets, driven through the page ------------------------------------------------------------


#: A live widget's view where a picture stood, and the live quiz (never a saved picture: one drawn after its
#: live widget stays in the page, hidden).
LIVE_VIEWS = ".rb-live-widget > .rb-live-view, .rb-live-quiz"


def widget_cell(page: Any, anchor: str) -> Any:
    """The live widget that follows the chapter's anchor ``anchor`` (a widget's live view, or the live quiz)."""
    index = page.evaluate(
        """([anchor, live]) => { const mark = document.getElementById(anchor);
               return [...document.querySelectorAll(live)]
                   .findIndex(widget => mark.compareDocumentPosition(widget) & Node.DOCUMENT_POSITION_FOLLOWING); }""",
        [anchor, LIVE_VIEWS],
    )
    assert index >= 0, f"no widget after #{anchor}"
    cell = page.locator(LIVE_VIEWS).nth(index)
    expect(cell.locator(".rb-live-view .jupyter-widgets, .jupyter-widgets").first).to_be_visible()
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


#: Where the calculator's pane shows each answer (``widgets.raise_calculator.raise_shown``): the choices'
#: headline, then the rows of its table of amounts, in order.
ANSWER_SELECTORS = {
    "choices": ".rb-choices",
    **{
        name: f".rb-answer tbody tr:nth-child({row}) td"
        for row, name in enumerate(("amount_to_call", "can_raise", "min_raise_to", "max_raise_to"), 1)
    },
}


class Calculator:
    def __init__(self, page: Any) -> None:
        self.cell = widget_cell(page, "live-raise-calculator")

    def box(self, label: str) -> Any:
        return self.cell.get_by_label(label, exact=True)

    def shows(self, **amounts: str) -> None:
        for name, text in amounts.items():
            expect(self.cell.locator(ANSWER_SELECTORS[name])).to_have_text(text, timeout=REPLY_MS)


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
    """The reader's visit: the book's contents, the chapter link followed, and the chapter, live."""

    live: LiveTab
    base: str
    landed: str


@pytest.fixture(scope="class")
def reader(browser: Any, static_server: str) -> Iterator[Reader]:
    """The book's first page, its link to 2 Card Manila in the contents clicked, and that chapter, ready."""
    live = open_tab(browser, static_server + "index.html")
    page = live.page
    page.wait_for_load_state("load")
    page.locator("nav.bd-docs-nav").get_by_role("link", name="2 Card Manila", exact=True).click()
    page.wait_for_url(re.compile(re.escape(static_server + "book/games/manila-2.html")), timeout=READY_MS)
    wait_ready(live)
    yield Reader(live, static_server, page.url)
    live.close()


class TestTheReadersPath:
    """From the book's contents to a chapter whose widgets come alive in place, and the widgets answering."""

    def test_the_chapter_says_it_is_starting_then_ready_once_every_widget_is_live(self, reader: Reader) -> None:
        assert reader.landed == reader.base + "book/games/manila-2.html"
        page = reader.live.page
        log = page.evaluate("window.__rbStatusLog")
        states = [entry["state"] for entry in log]
        assert "ready" in states, log
        ready = states.index("ready")
        starting = log[:ready]
        assert starting and all(entry["state"] == "starting" for entry in starting), log  # never "failed"
        assert all(entry["message"].strip() and entry["role"] == "status" for entry in log)
        assert any("Starting Python in your browser" in entry["message"] for entry in starting), log
        assert any(re.search(r"Making the widgets: \d of 5", entry["message"]) for entry in starting), log
        progress = [entry["progress"] for entry in log[: ready + 1]]
        assert progress == sorted(progress) and 0 < progress[0] < 100 and progress[ready] == 100, log
        chapter = json.loads((LIVE / "chapters" / "book" / "games" / "manila-2.json").read_text(encoding="utf-8"))
        widgets = len(chapter["widgets"])
        assert widgets == shown_views("book/games/manila-2") + 1 == 5  # four pictures, and the live quiz
        assert log[ready]["live"] == widgets, "ready only when every widget is live"
        assert all(entry["live"] < widgets for entry in starting), "never ready before the last widget"
        status = page.locator(".rb-live-status")
        expect(status).to_contain_text(re.compile(r"^Ready: .*started in \d+(\.\d)? s"))
        # in the book's own page: its navigation and search are there, around the live widgets
        expect(page.locator("nav.bd-docs-nav")).to_be_visible()
        expect(page.locator(".search-button-field, .search-button__button").first).to_be_visible()
        expect(page.locator(".rb-live-widget .rb-live-view .jupyter-widgets").first).to_be_visible()
        expect(page.locator('.rb-live-widget:not([data-state="live"])')).to_have_count(0)
        # no picture left: one the page's own drawing of the saved state made after the live widget (a quick
        # Python can beat it) is kept hidden and inert (live_book.js), never shown
        expect(page.locator(".rb-live-widget > .widget-subarea:not(.rb-live-view):not(.rb-late-picture)")).to_have_count(0)
        for late in page.locator(".rb-live-widget > .rb-late-picture").all():
            expect(late).to_be_hidden()
        assert_offline_and_quiet(reader.live)

    def test_python_started_from_the_builds_memory_snapshot(self, reader: Reader) -> None:
        """The page's worker fetched the snapshot from the site, at the address with its hash, and restored it."""
        packed = SNAPSHOT.read_bytes()
        assert packed[:2] == b"\x1f\x8b", f"{SNAPSHOT} is not gzipped"
        digest = hashlib.sha256(packed).hexdigest()
        assert reader.base + f"live/pyodide/python-snapshot.gz?sha256={digest}" in reader.live.requests
        assert reader.live.page.evaluate("window.rbLive.snapshot") is True
        # checked against the sha256 of its memory the page was built with, and found to be it: no word of it
        assert [message for message in reader.live.console if "snapshot" in message] == []

    def test_the_deal_stepped_to_the_showdown(self, reader: Reader) -> None:
        """7 players of 2 Card Manila: 14 cards dealt, 5 on the board, 4 burned, 9 left of 32
        (pokerpages' own sum: "11 players x 2 cards = 22, community + burn cards = 9, total = 31");
        the winner is the seat whose best hand (both hole cards and three of the board) is strongest."""
        page = reader.live.page
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
        calculator = Calculator(reader.live.page)
        calculator.cell.get_by_role("button", name="$2 manila, first round", exact=True).click()
        calculator.shows(amount_to_call="$2", min_raise_to=f"${2 + 2 * 2}", max_raise_to=f"${2 + 2 * 2}")
        expect(calculator.cell.locator(ANSWER_SELECTORS["choices"])).to_have_text("You may call $2, raise to $6 or fold.")

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
        no_traceback(reader.live.page)

    def test_the_ranking_explorer_names_the_hands_typed(self, reader: Reader) -> None:
        """In the 32-card deck an ace counts only high: A-7-8-9-10 is not a straight (pp-manila2-ace-example);
        J-10-9-8-7 is; five spades not in sequence are a flush, which in a reduced deck beats a full house
        (pp-manila2-flush-beats-full-house). The counts are the combinations' own."""
        page = reader.live.page
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
        page = reader.live.page
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
        page = reader.live.page
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
        assert_offline_and_quiet(reader.live)


    def test_a_fresh_deal_is_dealt_and_its_seed_deals_it_again(self, reader: Reader) -> None:
        """The showdown explainer deals a new hand without the reader typing a seed, shows the seed it
        used, and that seed deals the same hand again."""
        page = reader.live.page
        showdown = widget_cell(page, "live-showdown-explainer")
        seed = showdown.get_by_label("Seed", exact=True)
        seats = [showdown.get_by_label(f"Seat {number} cards", exact=True) for number in (1, 2, 3, 4)]
        first_seed, first_hands = seed.input_value(), [box.input_value() for box in seats]
        showdown.get_by_role("button", name="Deal a new hand", exact=True).click()
        expect(seed).not_to_have_value(first_seed, timeout=REPLY_MS)
        expect(seats[0]).not_to_have_value(first_hands[0], timeout=REPLY_MS)
        dealt_seed, dealt = seed.input_value(), [box.input_value() for box in seats]
        assert dealt_seed.isdigit() and dealt != first_hands
        showdown.get_by_role("button", name="Deal a new hand", exact=True).click()
        expect(seed).not_to_have_value(dealt_seed, timeout=REPLY_MS)
        type_into(seed, dealt_seed)
        showdown.get_by_role("button", name="Deal this seed", exact=True).click()
        for box, hand in zip(seats, dealt, strict=True):
            expect(box).to_have_value(hand, timeout=REPLY_MS)
        expect(showdown.locator('[data-field="headline"]')).to_contain_text("wins", timeout=REPLY_MS)
        no_traceback(page)

    def test_a_rule_link_followed_from_a_live_widget_does_not_cost_the_live_session(self, reader: Reader) -> None:
        """The clause a live widget cites opens without unloading the chapter; back on the chapter the
        widgets are live and show what they showed."""
        page = reader.live.page
        stepper = Stepper(page)
        stepper.next.click()
        expect(stepper.explanation.locator("a.rb-cite").first).to_be_visible(timeout=REPLY_MS)
        shown = stepper.explanation.inner_text()
        page.evaluate("window.__rbSameDocument = true")
        link = stepper.explanation.locator("a.rb-cite").first
        href = link.get_attribute("href")
        with reader.live.context.expect_page() as opened:
            link.click()
        rule = opened.value
        rule.wait_for_load_state("load")
        path, anchor = site_path(rule.url, reader.base), urlsplit(rule.url).fragment
        assert path.startswith("book/rules/") and anchor and has_anchor(path, anchor), rule.url
        assert href and href.endswith(f"#{anchor}")
        rule.close()
        page.bring_to_front()
        assert page.evaluate("window.__rbSameDocument") is True, "the chapter was unloaded"
        assert page.evaluate("window.rbLive.state") == "ready"
        assert stepper.explanation.inner_text() == shown, "the widget shows what it showed"
        before = stepper.explanation.inner_html()
        stepper.next.click()
        expect(stepper.explanation).not_to_have_text(before, timeout=REPLY_MS)  # still live
        assert_offline_and_quiet(reader.live)


# --- 2. every chapter with widgets ---------------------------------------------------------------------


def test_the_site_makes_live_every_page_that_shows_widgets() -> None:
    """One chapter file per page of the book that shows a widget view or the static quiz."""
    shows_widgets = {
        file for file in toc_files()
        if (SITE / f"{file}.html").is_file()
        and (shown_views(file) or '<div class="rbq" ' in (SITE / f"{file}.html").read_text(encoding="utf-8"))
    }
    assert PAGES, f"no chapter file under {LIVE / 'chapters'}"
    assert set(PAGES) == shows_widgets


# --- 3. visibly not live until it is; honest without Python -------------------------------------------


def test_a_click_while_python_starts_is_answered_in_words(browser: Any, static_server: str) -> None:
    """Python's snapshot held back: the pictures are inert and labelled; a click on one says, in words,
    that Python is still starting, and changes nothing; the widget is live once the snapshot arrives."""
    live = open_tab(browser)
    held: list[Any] = []
    live.context.route("**/python-snapshot.gz?*", lambda route: held.append(route))
    live.page.goto(f"{static_server}book/games/manila-2.html")
    page = live.page
    expect(page.locator(".rb-live-widget").first).to_have_attribute("data-state", "starting")
    stepper = page.locator(".rb-live-widget").first
    expect(stepper.locator(".widget-subarea .jupyter-widgets").first).to_be_visible()
    assert stepper.locator(".widget-subarea").first.evaluate("picture => picture.inert") is True
    expect(page.locator(".rb-live-status")).to_have_attribute("data-state", "starting")
    before = stepper.locator(".widget-subarea").first.inner_text()
    stepper.locator(".rb-widget-label").click()
    stepper.click(position={"x": 200, "y": 120})
    expect(stepper.locator(".rb-widget-label")).to_contain_text("still starting")
    assert stepper.locator(".widget-subarea").first.inner_text() == before
    page.wait_for_function("() => document.querySelector('.rb-live-widget') && true")
    for route in held:
        route.continue_()
    live.context.unroute("**/python-snapshot.gz?*")
    wait_ready(live)
    expect(stepper).to_have_attribute("data-state", "live")
    live.close()


def _pictures_say_why(live: LiveTab, page_name: str, *words: str) -> None:
    """The status line has failed, in words (never "ready"); each widget is labelled a picture."""
    page = live.page
    status = page.locator(".rb-live-status")
    expect(status).to_have_attribute("data-state", "failed", timeout=READY_MS)
    for text in words:
        expect(status).to_contain_text(text)
    expect(status).to_contain_text("pictures of the widgets")
    labels = page.locator('.rb-live-widget[data-state="picture"] .rb-widget-label')
    expect(labels).to_have_count(shown_views(page_name))
    for index in range(labels.count()):
        expect(labels.nth(index)).to_contain_text("A picture of the widget, not the widget")
    assert "ready" not in [entry["state"] for entry in page.evaluate("window.__rbStatusLog")]
    no_traceback(page)


def test_without_webassembly_each_widget_says_it_is_a_picture_and_the_static_quiz_still_works(
    browser: Any, static_server: str
) -> None:
    live = open_tab(browser, f"{static_server}book/games/manila-2.html", init="delete window.WebAssembly")
    try:
        _pictures_say_why(live, "book/games/manila-2", "does not run WebAssembly")
        assert not [url for url in live.requests if "/live/" in url], "no Python fetched where it cannot run"
        quiz = live.page.locator("div.rbq").first
        quiz.locator(".rbq-q").first.get_by_role("button").first.click()
        expect(quiz.locator(".rbq-score")).to_contain_text(re.compile(r"\d+ of \d+|right"))
        assert live.blocked == []
    finally:
        live.close()


def test_a_host_that_does_not_serve_pythons_webassembly_is_said_in_words(browser: Any, static_server: str) -> None:
    live = open_tab(browser)
    try:
        live.context.route("**/pyodide.asm.wasm", lambda route: route.fulfill(status=404, body="not here"))
        live.page.goto(f"{static_server}book/games/manillen-plus.html")
        _pictures_say_why(live, "book/games/manillen-plus", "cannot run here")
    finally:
        live.close()


@pytest.fixture(scope="module")
def site_without_our_wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the built site without the project's wheel (the engine and the widgets)."""
    copy = tmp_path_factory.mktemp("site") / "html"
    shutil.copytree(SITE, copy, ignore=shutil.ignore_patterns("manila_rules_book-*.whl"))
    return copy


def test_a_build_missing_the_projects_wheel_says_so_and_never_ready(browser: Any, site_without_our_wheel: Path) -> None:
    import functools
    import http.server
    import threading

    from browser_support import QuietHandler

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(site_without_our_wheel)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    live = open_tab(browser, f"http://127.0.0.1:{server.server_port}/book/games/manila-2.html")
    try:
        _pictures_say_why(live, "book/games/manila-2", "cannot run here")
    finally:
        live.close()
        server.shutdown()


def test_with_scripts_off_each_widgets_place_says_why_it_is_empty(browser: Any, static_server: str) -> None:
    context, blocked = offline_context(browser, viewport=VIEWPORT, java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(f"{static_server}book/games/manila-2.html")
        notes = page.locator(".cell_output .rb-widget-label")
        expect(notes).to_have_count(shown_views("book/games/manila-2"))
        expect(notes.first).to_contain_text("scripts are off")
        expect(notes.first).to_be_visible()
        assert blocked == []
    finally:
        context.close()


# --- 3b. the snapshot ---------------------------------------------------------------------------------


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




@pytest.mark.parametrize("damage", ["cut short", "made by another build of Pyodide"])
def test_a_damaged_snapshot_costs_time_never_the_widgets(browser: Any, static_server: str, damage: str) -> None:
    """With its snapshot damaged, a chapter's Python starts afresh, and the chapter is ready with every
    widget live, quiet and offline."""
    body = damaged_snapshot(damage)
    live = open_tab(browser)
    try:
        live.context.route("**/python-snapshot.gz?*", lambda route: route.fulfill(status=200, body=body))
        live.page.goto(f"{static_server}book/games/manillen-plus.html")
        wait_ready(live)
        assert live.page.evaluate("window.rbLive.snapshot") is False
        # refused by Pyodide (cut short), or before Pyodide sees it (another build's: not the build's sha256)
        assert any(re.search(r"snapshot.*starts afresh", message) for message in live.console), live.console
        expect(live.page.locator('.rb-live-widget[data-state="live"]')).to_have_count(shown_views("book/games/manillen-plus"))
        no_traceback(live.page)
        assert_offline_and_quiet(live)
    finally:
        live.close()


#: A label of the deal stepper's (widgets/deal_stepper.py), and what a tampered snapshot says instead:
#: the same length, so the patched memory is still a snapshot Pyodide would restore.
LABEL, PATCHED = b"To the showdown", b"To the PWNED!!!"


def swapped_snapshot() -> tuple[bytes, str]:
    """The site's snapshot with one label patched in its memory (a whole snapshot of the same Pyodide
    build, gzipped again so that it unpacks), and the sha256 of that memory."""
    memory = gzip.decompress(SNAPSHOT.read_bytes())
    assert memory.count(LABEL) == 1, "the label to patch is not in the snapshot once"
    patched = memory.replace(LABEL, PATCHED)
    return gzip.compress(patched, compresslevel=1), hashlib.sha256(patched).hexdigest()


def test_a_swapped_snapshot_is_never_restored(browser: Any, static_server: str) -> None:
    """A snapshot with one label patched arrives in place of the build's: Python starts afresh (the
    build's label shows, never the patched one), and the console names the hash expected and the hash found."""
    body, found = swapped_snapshot()
    chapter = json.loads((LIVE / "chapters" / "book" / "games" / "manila-2.json").read_text(encoding="utf-8"))
    expected = chapter["snapshot_sha256"]
    assert expected == hashlib.sha256(gzip.decompress(SNAPSHOT.read_bytes())).hexdigest() != found
    live = open_tab(browser)
    try:
        live.context.route("**/python-snapshot.gz?*", lambda route: route.fulfill(status=200, body=body))
        live.page.goto(f"{static_server}book/games/manila-2.html")
        wait_ready(live)
        assert live.page.evaluate("window.rbLive.snapshot") is False
        warnings = [message for message in live.console if "snapshot" in message]
        assert len(warnings) == 1 and expected in warnings[0] and found in warnings[0], live.console
        stepper = Stepper(live.page)
        expect(stepper.finish).to_be_visible()
        assert PATCHED.decode() not in live.page.locator("article").inner_text()
        expect(live.page.locator('.rb-live-widget[data-state="live"]')).to_have_count(shown_views("book/games/manila-2"))
        assert_offline_and_quiet(live)
    finally:
        live.close()


#: What a worker has of crypto where the page is not a secure context: random numbers, no crypto.subtle.
WITHOUT_SUBTLE = (
    "const random = self.crypto.getRandomValues.bind(self.crypto);\n"
    'Object.defineProperty(self, "crypto", { value: { getRandomValues: random } });\n'
)


def test_a_snapshot_the_browser_cannot_check_is_never_restored(browser: Any, static_server: str) -> None:
    """Where the worker has no crypto.subtle (a site served over plain http, not from this machine), the
    snapshot cannot be checked: Python starts afresh, the widgets come alive, and the console says why."""
    live = open_tab(browser)

    def without_subtle(route: Any) -> None:
        script = route.fetch().text()
        route.fulfill(status=200, content_type="text/javascript",
                      body=WITHOUT_SUBTLE + script)

    try:
        live.context.route("**/_static/live_worker.js", without_subtle)
        live.page.goto(f"{static_server}book/games/manillen-plus.html")
        wait_ready(live)
        assert live.page.evaluate("window.rbLive.snapshot") is False
        assert any("cannot be checked in this browser" in message for message in live.console), live.console
        expect(live.page.locator('.rb-live-widget[data-state="live"]')).to_have_count(shown_views("book/games/manillen-plus"))
        assert_offline_and_quiet(live)
    finally:
        live.close()


# --- 4. no NumPy, no matplotlib -----------------------------------------------------------------------


def test_numpy_and_matplotlib_are_never_shipped_to_the_browser() -> None:
    """The site's Pyodide lock lists neither (so ``import numpy`` fails at once instead of fetching a
    wheel), no file of either is shipped, and no page's notebook imports either (or the book's figures).
    The page tests check that no page asks for a file of either."""
    pyodide = LIVE / "pyodide"
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
    for page_name in PAGES:
        chapter = json.loads((LIVE / "chapters" / f"{page_name}.json").read_text(encoding="utf-8"))
        code = "\n".join(entry["code"] for entry in chapter["widgets"])
        assert not re.search(r"\b(numpy|matplotlib|widgets\.figures)\b", code), page_name


# --- 5. a phone ---------------------------------------------------------------------------------------


def test_a_live_chapter_fits_a_phone_and_its_widgets_work_by_touch(browser: Any, static_server: str) -> None:
    """At 390 x 844: the page no wider than the screen, no widget text under 11 CSS px, no button cut off,
    and a tap on Next steps the live deal."""
    live = open_tab(browser, f"{static_server}book/games/manila-2.html", **PHONE)
    try:
        page = live.page
        wait_ready(live)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        small = page.evaluate(
            """() => [...document.querySelectorAll('.rb-live-view *')].filter(node => {
                   if (!node.childNodes.length || ![...node.childNodes].some(child => child.nodeType === 3 && child.textContent.trim())) return false;
                   const box = node.getBoundingClientRect();
                   if (!box.width || !box.height) return false;
                   let size = parseFloat(getComputedStyle(node).fontSize);
                   const svg = node.closest('svg');
                   if (svg && svg.viewBox && svg.viewBox.baseVal && svg.viewBox.baseVal.width) {
                       size *= svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
                   }
                   return size < 11;
               }).map(node => node.textContent.trim().slice(0, 30))"""
        )
        assert small == [], f"text under 11 px: {small[:10]}"
        cut = page.evaluate(
            """() => [...document.querySelectorAll('.rb-live-view button')].filter(button => {
                   const box = button.getBoundingClientRect();
                   if (!box.width) return false;
                   let scroller = button.parentElement;
                   while (scroller && !(scroller.scrollWidth > scroller.clientWidth && getComputedStyle(scroller).overflowX !== 'visible')) scroller = scroller.parentElement;
                   return !scroller && (box.left < 0 || box.right > window.innerWidth);
               }).map(button => button.textContent)"""
        )
        assert cut == [], f"buttons cut off: {cut}"
        stepper = Stepper(page)
        before = stepper.explanation.inner_html()
        stepper.next.tap()
        expect(stepper.explanation).not_to_have_text(before, timeout=REPLY_MS)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        assert_offline_and_quiet(live)
    finally:
        live.close()
