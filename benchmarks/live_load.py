"""How many readers can open a live page at the same moment and see its widgets within 10 s? And what
does a class of 30 browser tabs, opened at the same moment, see?

Two measurements, each on its own book/_ext/serve.py started on a free port; both are written to
benchmarks/results/live_load.json (``--only ramp`` or ``--only class`` runs one and keeps the other's
figures from the file).

**The ramp.** The server has no cap in the way (--max-kernels and --max-starting 100) and no pool of
kernels that have already run the notebook (--pool-size 0): every reader's page starts its kernel and
runs the notebook, the most work a page can cost, which the caps are set for. For 1, 2, 4, 6, 8, ...
readers at once it loads a live chapter as a browser would: the page (the notebook runs in a new kernel
while it streams), then the kernel's websocket, and a ``comm_info_request`` answered: from then on the
page draws its widgets. A reader's time is from its request to that answer. After each step every
kernel is shut down (as a closing tab does). It stops at the first step whose slowest reader waited
10 s or more (or after about 4 minutes); ``readers_within_10s`` is the most readers at once who all had
their widgets within 10 s on this machine. A step also checks that every reader's page holds every
widget the notebook shows (``every_widget_shown``): none lost under the load.

**The class** (key ``"class"``). The server runs with its default limits, what a class meets (its
MAX_KERNELS, MAX_STARTING, POOL_SIZE), once its pool has warmed. One Chromium (Playwright), 30 tabs, each
in a browser context of its own (its own connections and cookies: 30 readers' browsers, which a class
is); all 30 open the same live chapter at the same moment. A script in every tab records,
from its document's start, every 100 ms and on every change to the page: when it first showed a
sentence (visible text of at least 20 characters: words), when every widget view was drawn (widgets),
and each moment it went blank. Per tab: its HTTP status (503: the "too many" or "busy" page, whose
sentence counts as words), seconds from its ``goto`` to words and to widgets, and its longest blank
stretch after its first second (the tab is blank until its document arrives); and from the browser's own
timing of the request, when the request left the browser (``sent_s``: 30 browsers starting at once on
this machine's 2 cores, beside the server, take seconds to send it) and how long the server took to
answer it (``server_s``: from the request to its first bytes). The browser runs at the lowest CPU
priority (``os.nice(19)``; the server and its kernels keep theirs): 30 readers' browsers run on their own
computers, not on the server's 2 cores. After the class has gone, the same 30 requests at once without
a browser (``server_alone``) show how soon the server sends every page's first bytes with the cores to
itself. The target: every tab
shows words or widgets within 10 s, and none is blank at any moment after 1 s. Then every tab is closed
as a reader closes it (its page asks the server to shut its kernel down); the server's memory (its own
RSS, and with its kernels') is taken idle before the tabs and after they close.

``--one-browser`` opens the 30 tabs in one browser context instead (one reader's 30 tabs), written under
``"class_one_browser"``: Chromium opens at most 6 connections to a server at once, so a live page that
holds its connection open (streamed while it waits in line and its notebook runs) holds one of the 6,
and the other tabs' pages, scripts and styles wait for it in the browser, unseen by the server.

    python benchmarks/live_load.py [--only ramp|class] [--one-browser] [--page book/games/manila-2.ipynb]
                                   [--site _build/html]
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import http.client
import http.cookiejar
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from pathlib import Path
from typing import Any

from tornado import httpclient, websocket

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "benchmarks" / "results" / "live_load.json"
STEPS = (1, 2, 4, 6, 8, 10, 12, 16)
WITHIN_S = 10.0
BUDGET_S = 240.0

#: The class: this many tabs, opened at the same moment, each given this long to draw its widgets (or
#: show a 503 page); then closed, and the server given this long to shut their kernels down.
CLASS_TABS = 30
CLASS_BUDGET_S = 240.0
CLOSE_WAIT_S = 90.0
#: Seconds after the tabs have closed and the kernels gone before the server's memory is taken.
SETTLE_S = 15
#: The browser runs at the lowest CPU priority (the server and its kernels keep theirs): a class's 30
#: browsers run on 30 readers' computers, not on the server's cores, as they must on this one machine.
#: Without it, the 30 browsers starting at once held the server's first bytes back by about 2.4 s.
BROWSER_NICENESS = 19
#: The pool's kernels are waited for this long before the tabs open (the server warms them in turn).
WARM_WAIT_S = 60.0
#: A tab shows words when its visible text has at least this many characters; it must not be blank
#: at any moment after this many seconds from its ``goto``.
WORDS_CHARS = 20
BLANK_AFTER_S = 1.0


# --- the server ------------------------------------------------------------------------------------


def start_server(site: Path, flags: list[str], log: Any = subprocess.DEVNULL) -> tuple[subprocess.Popen[str], str]:
    """serve.py on a free port with ``flags``, and its base URL once it listens (its stderr to ``log``)."""
    process = subprocess.Popen(
        [sys.executable, str(ROOT / "book/_ext/serve.py"), "--port", "0", "--site", str(site), *flags],
        stdout=subprocess.PIPE, stderr=log, text=True, cwd=ROOT,
    )
    assert process.stdout is not None
    for line in process.stdout:
        if match := re.match(r"The book: +(http://\S+)/", line):
            threading.Thread(target=process.stdout.read, daemon=True).start()  # never let its pipe fill
            return process, match.group(1)
    raise SystemExit("serve.py did not start (a file of the server mid-edit? try again in a minute)")


def stop_server(process: subprocess.Popen[str]) -> None:
    process.terminate()
    try:
        process.wait(timeout=60)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=30)


def server_limits() -> dict[str, int]:
    """serve.py's default limits (MAX_KERNELS, MAX_STARTING, POOL_SIZE, START_WAIT_S), read from its
    source (importing it starts the whole live server's machinery)."""
    source = (ROOT / "book/_ext/serve.py").read_text(encoding="utf-8")
    names = ("MAX_KERNELS", "MAX_STARTING", "POOL_SIZE", "START_WAIT_S", "UNOPENED_AFTER_S")
    return {name: int(match.group(1)) for name in names
            if (match := re.search(rf"^{name} = (\d+)", source, re.M))}


def descendants(pid: int) -> list[tuple[int, str]]:
    """Every process under ``pid`` (its kernels, and theirs): (pid, command line)."""
    table = subprocess.run(["ps", "-e", "-o", "pid=,ppid=,args="], capture_output=True, text=True).stdout
    children: dict[int, list[tuple[int, str]]] = {}
    for line in table.splitlines():
        child, parent, args = (line.split(None, 2) + [""])[:3]
        children.setdefault(int(parent), []).append((int(child), args))
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child[0])
    return found


def kernel_count(pid: int) -> int:
    return sum("ipykernel" in args for _, args in descendants(pid))


def rss_mb(pid: int) -> float:
    """A process's resident memory (VmRSS), in MB; 0 for one gone."""
    try:
        status = Path(f"/proc/{pid}/status").read_text(encoding="utf-8")
    except OSError:
        return 0.0
    match = re.search(r"^VmRSS:\s+(\d+) kB", status, re.M)
    return int(match.group(1)) / 1024 if match else 0.0


def memory(pid: int) -> dict[str, Any]:
    """The server's own RSS, with its kernels' (each process's RSS summed: shared pages count once
    per process), and how many kernels it holds."""
    below = descendants(pid)
    return {"server_rss_mb": round(rss_mb(pid), 1),
            "total_rss_mb": round(rss_mb(pid) + sum(rss_mb(child) for child, _ in below), 1),
            "kernels": sum("ipykernel" in args for _, args in below)}


def wait_for_kernels(pid: int, done: Any, timeout_s: float) -> tuple[int, float]:
    """Poll the server's kernel count until ``done(count)`` or ``timeout_s``: (the count, seconds waited)."""
    began = time.monotonic()
    while not done(count := kernel_count(pid)) and time.monotonic() - began < timeout_s:
        time.sleep(1)
    return count, round(time.monotonic() - began, 1)


def cpu_by_process() -> dict[int, tuple[str, float]]:
    """Every process's name and CPU time so far (seconds)."""
    found = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = stat.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        name, fields = text[text.index("(") + 1 : text.rindex(")")], text[text.rindex(")") + 2 :].split()
        found[int(stat.parent.name)] = (name, (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK"))
    return found


def machine_load() -> dict[str, Any]:
    """What else the machine is doing: the load averages, and the processes busiest over 2 s (% of a core)."""
    one, five, fifteen = Path("/proc/loadavg").read_text(encoding="utf-8").split()[:3]
    before = cpu_by_process()
    time.sleep(2)
    after = cpu_by_process()
    busy = sorted(((used - before.get(pid, (name, used))[1]) / 2 * 100, name) for pid, (name, used) in after.items())
    return {"load_average_1_5_15_min": [float(one), float(five), float(fifteen)],
            "busiest_over_2s_percent": [f"{percent:.0f} {name}" for percent, name in reversed(busy[-6:]) if percent >= 1]}


# --- the ramp: simulated readers ---------------------------------------------------------------------


async def first_answer(base: str, kernel: str, cookies: str) -> None:
    url = f"{base.replace('http://', 'ws://')}/api/kernels/{kernel}/channels?session_id={uuid.uuid4()}"
    answered = asyncio.Event()
    socket = await websocket.websocket_connect(
        httpclient.HTTPRequest(url, headers={"Cookie": cookies}),  # the page's cookies: only it may connect
        on_message_callback=lambda m: answered.set() if m and '"comm_info_reply"' in m else None,
    )
    session = str(uuid.uuid4())
    header = {"msg_id": str(uuid.uuid4()), "msg_type": "comm_info_request", "session": session,
              "username": "reader", "version": "5.3"}
    await socket.write_message(json.dumps(
        {"header": header, "parent_header": {}, "metadata": {}, "content": {}, "buffers": [], "channel": "shell"}))
    await asyncio.wait_for(answered.wait(), 120)
    socket.close()


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def stored_widgets(page: str) -> int:
    """How many widget views the notebook's stored outputs hold: what a complete live page shows."""
    notebook = json.loads((ROOT / page).read_text(encoding="utf-8"))
    return sum(WIDGET_VIEW in output.get("data", {}) for cell in notebook["cells"] for output in cell.get("outputs", []))


def reader(base: str, page: str) -> tuple[float, int, urllib.request.OpenerDirector, str | None, int]:
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    started = time.monotonic()
    try:
        with opener.open(f"{base}/voila/render/{page}", timeout=180) as answer:
            text = answer.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        return time.monotonic() - started, error.code, opener, None, 0
    kernel = json.loads(re.search(r'id="jupyter-config-data" type="application/json">(.*?)</script>', text, re.S)
                        .group(1))["kernelId"]
    asyncio.run(first_answer(base, kernel, "; ".join(f"{c.name}={c.value}" for c in jar)))
    return time.monotonic() - started, 200, opener, kernel, text.count(WIDGET_VIEW)


def close_tab(base: str, opener: urllib.request.OpenerDirector, kernel: str) -> None:
    jar = next(h.cookiejar for h in opener.handlers if isinstance(h, urllib.request.HTTPCookieProcessor))
    token = next(c.value for c in jar if c.name == "_xsrf")
    data = urllib.parse.urlencode({"_xsrf": token}).encode()
    opener.open(urllib.request.Request(f"{base}/voila/api/shutdown/{kernel}", data=data), timeout=60).read()


def ramp(page: str, site: Path) -> dict[str, Any]:
    """The ramp's figures: the keys README.md and tests/test_readme.py read (``readers_within_10s``, ``steps``)."""
    expected = stored_widgets(page)
    load = machine_load()
    process, base = start_server(site, ["--max-kernels", "100", "--max-starting", "100", "--pool-size", "0"])
    steps, best, began = [], 0, time.monotonic()
    try:
        reader(base, page)  # warm the server's caches (not counted); its kernel is culled later
        for count in STEPS:
            if time.monotonic() - began > BUDGET_S:
                break
            with concurrent.futures.ThreadPoolExecutor(count) as pool:
                results = list(pool.map(lambda _: reader(base, page), range(count)))
            times = sorted(round(seconds, 2) for seconds, *_ in results)
            ok = all(status == 200 for _, status, *_ in results)
            complete = all(widgets == expected for *_, widgets in results)  # no output lost under the load
            steps.append({"readers": count, "seconds": times, "slowest_s": times[-1], "all_answered": ok,
                          "every_widget_shown": complete})
            print(f"{count:3d} readers at once: slowest {times[-1]:.1f} s (all: {times}); "
                  f"every widget on every page: {complete}", flush=True)
            for _, _status, opener, kernel, _widgets in results:
                if kernel:
                    close_tab(base, opener, kernel)
            time.sleep(2)
            if not ok or not complete or times[-1] >= WITHIN_S:
                break
            best = count
    finally:
        stop_server(process)
    print(f"readers within {WITHIN_S:.0f} s: {best}", flush=True)
    return {
        "what": "readers opening a live page at the same moment; seconds from request to the kernel's first widget answer",
        "page": page, "within_s": WITHIN_S, "readers_within_10s": best, "widgets_per_page": expected,
        "steps": steps, "machine_load_before": load,
    }


# --- the class: real browser tabs --------------------------------------------------------------------

#: Run in every tab before the page's own scripts: ``window.__load`` records what the reader sees, from
#: the document's start (``origin``: ``performance.timeOrigin``, ms since 1970; other times are ms after
#: it): ``words`` (first visible text of WORDS_CHARS characters) with ``text`` (what it said),
#: ``widgets`` (every widget view drawn: the browser tests' LIVE_VIEWS_DRAWN), every change of what the
#: page shows (``changes``: [ms, "blank" | "words" | "widgets"]), and the longest blank stretch after
#: 1,000 ms (``blank_ms``, from ``blank_from``). Checked every 100 ms and on every change to the page,
#: until the widgets are drawn.
LOAD_RECORDER = """(() => {
    if (window.top !== window) return;
    const load = window.__load = { origin: performance.timeOrigin, words: null, text: null, widgets: null,
                                   changes: [], blank_ms: 0, blank_from: null, checks: 0 };
    const drawn = () => { const cells = document.getElementById('rendered_cells');
        if (!cells || cells.style.display === 'none') return false;
        if (document.querySelector('script[type="application/vnd.voila.cell-output+json"]')) return false;
        const views = [...document.querySelectorAll('.jp-OutputArea-output.lm-Panel')];
        return views.length > 0 && views.every(view => view.querySelector('.jupyter-widgets')); };
    let shown = null, blankSince = null, timer = null, observer = null;
    const check = () => {
        const now = performance.now();
        load.checks += 1;
        const text = document.body ? document.body.innerText.replace(/\\s+/g, ' ').trim() : '';
        const widgets = drawn(), words = text.length >= WORDS_CHARS;
        if (words && load.words === null) { load.words = now; load.text = text.slice(0, 120); }
        if (widgets && load.widgets === null) load.widgets = now;
        const state = widgets ? 'widgets' : words ? 'words' : 'blank';
        if (state !== shown) { load.changes.push([now, state]); shown = state; }
        if (state !== 'blank') blankSince = null;
        else {
            if (blankSince === null) blankSince = now;
            const from = Math.max(blankSince, 1000);
            if (now - from > load.blank_ms) { load.blank_ms = now - from; load.blank_from = from; }
        }
        if (widgets) { clearInterval(timer); observer.disconnect(); }
    };
    window.__loadCheck = check;
    timer = setInterval(check, 100);
    observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, characterData: true });
    check();
})()""".replace("WORDS_CHARS", str(WORDS_CHARS))

#: The record, brought up to date first (a tab whose widgets are drawn has stopped checking), with what
#: the page's status lines (``role="status"``) say now and how many of its widget views are drawn.
READ_LOAD = """() => { if (!window.__load) return null;
    if (window.__load.widgets === null) window.__loadCheck();
    const status = [...document.querySelectorAll('[role="status"]')].filter(line => line.getClientRects().length)
        .map(line => line.innerText.replace(/\\s+/g, ' ').trim()).filter(Boolean).join(' | ');
    const views = [...document.querySelectorAll('.jp-OutputArea-output.lm-Panel')];
    return { ...window.__load, status_now: status.slice(0, 200),
             views_now: [views.filter(view => view.querySelector('.jupyter-widgets')).length, views.length] }; }"""


def chromium() -> tuple[str, list[str]]:
    """The browser tests' Chromium and its flags (tests/browser/browser_support.py)."""
    sys.path.insert(0, str(ROOT / "tests" / "browser"))
    from browser_support import CHROMIUM, CHROMIUM_ARGS

    return CHROMIUM, list(CHROMIUM_ARGS)


class Tab:
    """One tab of the class: when its ``goto`` began and its document arrived (seconds since 1970),
    the answer's status, and each document's ``window.__load`` as last read (by its ``origin``)."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.began = 0.0
        self.arrived: float | None = None
        self.status: int | None = None
        self.error: str | None = None
        self.sent: float | None = None  # (seconds from goto to the request leaving the browser)
        self.server: float | None = None  # (seconds from the request to the answer's first bytes)
        self.documents: dict[float, dict[str, Any]] = {}
        self.read_at = 0.0

    async def open(self, url: str) -> None:
        self.began = time.time()
        try:
            response = await self.page.goto(url, wait_until="commit", timeout=CLASS_BUDGET_S * 1000)
            self.arrived, self.status = time.time(), response.status if response else None
            if response is not None:  # the browser's own timing: ms since startTime (ms since 1970)
                timing = response.request.timing
                self.sent = (timing["startTime"] + timing["requestStart"]) / 1000 - self.began
                self.server = (timing["responseStart"] - timing["requestStart"]) / 1000
        except Exception as error:  # Playwright's Error or TimeoutError: the tab never got its page
            self.error = " ".join(str(error).split())[:200]

    async def read(self) -> None:
        try:
            load = await self.page.evaluate(READ_LOAD)
        except Exception:  # between two documents (a navigation): read again next time
            return
        self.read_at = time.time()
        if load:
            self.documents[load["origin"]] = load

    def seconds(self, origin: float, ms: float) -> float:
        """A time of a document's record, as seconds from this tab's ``goto``."""
        return (origin + ms) / 1000 - self.began

    def first(self, key: str) -> tuple[float, dict[str, Any]] | None:
        """The first time (seconds from ``goto``) any of the tab's documents reached ``key``, and it."""
        times = [(self.seconds(origin, load[key]), load) for origin, load in self.documents.items()
                 if load[key] is not None]
        return min(times, key=lambda found: found[0]) if times else None

    @property
    def done(self) -> bool:
        """Widgets drawn, or an answer that will never have them (a 503 page showing its words)."""
        return bool(self.error or self.first("widgets") or (self.status not in (None, 200) and self.first("words")))

    def longest_blank(self) -> tuple[float, float | None]:
        """The longest stretch after BLANK_AFTER_S from ``goto`` during which the tab showed nothing
        (no words, no widgets), until it was last read; blank until its first document: (seconds, from)."""
        changes = sorted((self.seconds(origin, ms), state) for origin, load in self.documents.items()
                         for ms, state in load["changes"])
        longest, at, since = 0.0, None, 0.0  # blank since its goto
        for moment, state in [*changes, (self.read_at - self.began, "end")]:
            if since is not None and state != "blank":
                start = max(since, BLANK_AFTER_S)
                if moment - start > longest:
                    longest, at = moment - start, start
                since = None
            elif since is None and state == "blank":
                since = moment
        return round(longest, 2), (round(at, 2) if at is not None else None)

    def result(self) -> dict[str, Any]:
        words, widgets = self.first("words"), self.first("widgets")
        last = self.documents[max(self.documents)] if self.documents else None
        blank, blank_from = self.longest_blank()
        return {
            "status": self.status, "error": self.error,
            "arrived_s": round(self.arrived - self.began, 2) if self.arrived else None,
            "sent_s": round(self.sent, 2) if self.sent is not None else None,
            "server_s": round(self.server, 3) if self.server is not None else None,
            "words_s": round(words[0], 2) if words else None,
            "widgets_s": round(widgets[0], 2) if widgets else None,
            "blank_s_after_1s": blank, "blank_from_s": blank_from,
            "documents": len(self.documents),
            "text": words[1]["text"] if words else None,
            "status_line_at_end": last["status_now"] if last else None,
            "widget_views_drawn_at_end": last["views_now"] if last else None,  # [drawn, on the page]
        }


async def new_context(browser: Any) -> Any:
    context = await browser.new_context(viewport={"width": 1280, "height": 900})
    await context.add_init_script(script=LOAD_RECORDER)
    return context


async def open_class(browser: Any, url: str, contexts: int) -> tuple[list[Tab], float]:
    """CLASS_TABS tabs in ``contexts`` browser contexts (1: one browser's tabs; CLASS_TABS: a browser
    profile each, as 30 readers' own browsers), all sent to ``url`` at the same moment; each read every
    second until all are done or CLASS_BUDGET_S have passed. The tabs, and how long they took."""
    shared = [await new_context(browser) for _ in range(contexts)]
    tabs = [Tab(await shared[number % contexts].new_page()) for number in range(CLASS_TABS)]
    began = time.monotonic()
    opening = asyncio.gather(*(tab.open(url) for tab in tabs))
    while time.monotonic() - began < CLASS_BUDGET_S:
        await asyncio.sleep(1)
        await asyncio.gather(*(tab.read() for tab in tabs if not tab.done))
        if opening.done() and all(tab.done for tab in tabs):
            break
    took = time.monotonic() - began
    await asyncio.gather(*(tab.read() for tab in tabs))  # each tab's blank stretch, up to now
    opening.cancel()
    return tabs, took


async def close_class(tabs: list[Tab]) -> int:
    """Close every tab as a reader does (its page's ``beforeunload`` asks the server to shut its kernel
    down), and wait up to 30 s until each has closed: how many did not."""
    for tab in tabs:
        try:
            await tab.page.close(run_before_unload=True)
        except Exception as error:  # a tab already gone
            print(f"closing a tab: {error}", flush=True)
    for _ in range(30):
        if all(tab.page.is_closed() for tab in tabs):
            break
        await asyncio.sleep(1)
    return sum(not tab.page.is_closed() for tab in tabs)


async def class_in_browser(url: str, pid: int, pooled: int, contexts: int) -> dict[str, Any]:
    """Open the class's tabs in one Chromium, take the server's memory with them open, close them and
    wait (the browser still running, so that their requests to shut their kernels down go out) until
    the server holds no more than its pool's ``pooled`` kernels, or CLOSE_WAIT_S."""
    from playwright.async_api import async_playwright

    executable, flags = chromium()
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=executable, args=flags)
        try:
            tabs, took = await open_class(browser, url, contexts)
            with_tabs = memory(pid)
            still_open = await close_class(tabs)
            left, waited = await asyncio.to_thread(wait_for_kernels, pid, lambda count: count <= pooled, CLOSE_WAIT_S)
        finally:
            await browser.close()
    return {"tabs": [tab.result() for tab in tabs], "took_s": round(took, 1), "with_tabs": with_tabs,
            "tabs_not_closed": still_open, "kernels_left_after_close": left, "close_wait_s": waited}


def cpu_seconds(pid: int) -> float:
    """CPU time (user and system) of ``pid`` and every process under it, so far."""
    total = 0.0
    for each in [pid, *(child for child, _ in descendants(pid))]:
        try:
            fields = Path(f"/proc/{each}/stat").read_text(encoding="utf-8").rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def wait_until_warm(pid: int, pooled: int) -> dict[str, Any]:
    """Wait (up to WARM_WAIT_S) until the server holds its pool's ``pooled`` kernels and it and they are
    quiet (under 0.2 s of CPU in 2 s: the last one has run its notebook)."""
    began = time.monotonic()
    count, _ = wait_for_kernels(pid, lambda count: count >= pooled, WARM_WAIT_S)
    used = cpu_seconds(pid)
    while time.monotonic() - began < WARM_WAIT_S:
        time.sleep(2)
        used, before = cpu_seconds(pid), used
        if used - before < 0.2:
            break
    return {"pool_kernels_expected": pooled, "kernels": kernel_count(pid),
            "warm_wait_s": round(time.monotonic() - began, 1)}


def server_log(log: Path) -> dict[str, Any]:
    """What the server logged during the class: its line count, warnings and errors, its last lines."""
    lines = log.read_text(encoding="utf-8", errors="replace").splitlines()
    return {"lines": len(lines), "warnings": sum("WARNING" in line or "[W " in line for line in lines),
            "errors": sum("ERROR" in line or "[E " in line or "Traceback" in line for line in lines),
            "first_lines": [line[:300] for line in lines[:40]], "last_lines": [line[:300] for line in lines[-8:]]}


def median(values: list[float]) -> float | None:
    return round(statistics.median(values), 2) if values else None


def class_summary(tabs: list[dict[str, Any]]) -> dict[str, Any]:
    """The class at a glance: admitted and refused tabs, when the slowest showed words and widgets, and
    the targets (every tab words within 10 s; none blank after its first second)."""
    shown = [min(t for t in (tab["words_s"], tab["widgets_s"]) if t is not None)
             if tab["words_s"] is not None or tab["widgets_s"] is not None else None for tab in tabs]
    admitted = [tab for tab in tabs if tab["status"] == 200]
    widgets = [tab["widgets_s"] for tab in admitted if tab["widgets_s"] is not None]
    return {
        "admitted": len(admitted), "refused": sum(tab["status"] == 503 for tab in tabs),
        "other": sum(tab["status"] not in (200, 503) for tab in tabs),
        "slowest_words_s": None if None in shown else max(shown), "median_words_s": median([s for s in shown if s is not None]),
        "every_tab_words_within_10s": all(s is not None and s <= WITHIN_S for s in shown),
        "none_blank_after_1s": all(tab["blank_s_after_1s"] == 0 for tab in tabs),
        "longest_blank_after_1s_s": max(tab["blank_s_after_1s"] for tab in tabs),
        "slowest_arrived_s": max((tab["arrived_s"] for tab in tabs if tab["arrived_s"] is not None), default=None),
        "slowest_sent_s": max((tab["sent_s"] for tab in tabs if tab["sent_s"] is not None), default=None),
        "slowest_server_s": max((tab["server_s"] for tab in tabs if tab["server_s"] is not None), default=None),
        "admitted_with_widgets": len(widgets),
        "slowest_widgets_s": max(widgets) if len(widgets) == len(admitted) and widgets else None,
        "median_widgets_s": median(widgets),
    }


def print_class(tabs: list[dict[str, Any]], summary: dict[str, Any]) -> None:
    for number, tab in enumerate(tabs, 1):
        text = (tab["text"] or "")[:70]
        print(f"tab {number:2d}: {tab['status'] or tab['error']}, arrived {tab['arrived_s']} s, words {tab['words_s']} s, "
              f"widgets {tab['widgets_s']} s, longest blank after 1 s {tab['blank_s_after_1s']} s (request sent at "
              f"{tab['sent_s']} s, answered in {tab['server_s']} s); {text!r}", flush=True)
    print(f"class of {len(tabs)}: {summary['admitted']} admitted, {summary['refused']} refused; slowest words "
          f"{summary['slowest_words_s']} s (every tab within {WITHIN_S:.0f} s: {summary['every_tab_words_within_10s']}); "
          f"none blank after 1 s: {summary['none_blank_after_1s']} (longest {summary['longest_blank_after_1s_s']} s); "
          f"widgets: median {summary['median_widgets_s']} s, slowest {summary['slowest_widgets_s']} s "
          f"({summary['admitted_with_widgets']} of {summary['admitted']} admitted)", flush=True)


def first_bytes(base: str, page: str, began: float) -> tuple[int, float]:
    """A live page's status and when its first bytes came (seconds since ``began``); the request is then
    dropped, as a tab closed at once (the page leaves its line)."""
    connection = http.client.HTTPConnection(urllib.parse.urlsplit(base).netloc, timeout=120)
    try:
        connection.request("GET", f"/voila/render/{page}")
        answer = connection.getresponse()
        answer.read1()
        return answer.status, time.monotonic() - began
    finally:
        connection.close()


def server_alone(base: str, page: str) -> dict[str, Any]:
    """The class's 30 requests at once without the browsers (plain HTTP, after the class has gone): how
    soon the server sends every page's first bytes when it has the machine's cores to itself."""
    began = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(CLASS_TABS) as pool:
        answers = list(pool.map(lambda _: first_bytes(base, page, began), range(CLASS_TABS)))
    seconds = sorted(round(moment, 3) for _, moment in answers)
    print(f"the server alone, {CLASS_TABS} requests at once: first bytes within {seconds[-1]} s", flush=True)
    return {"requests": CLASS_TABS, "admitted": sum(status == 200 for status, _ in answers),
            "refused": sum(status == 503 for status, _ in answers), "first_bytes_s": seconds,
            "slowest_first_bytes_s": seconds[-1], "median_first_bytes_s": median(seconds)}


def a_class(page: str, site: Path, contexts: int) -> dict[str, Any]:
    """The class's figures: the server with its default limits and a warm pool, 30 tabs at once in
    ``contexts`` browser contexts."""
    sys.path.insert(0, str(ROOT))
    from book._ext.table_of_contents import toc_notebooks

    limits = server_limits()
    pooled = len(toc_notebooks(ROOT)) * limits.get("POOL_SIZE", 1)
    load = machine_load()
    with tempfile.TemporaryDirectory() as folder:
        log = Path(folder) / "serve.log"
        with log.open("w", encoding="utf-8") as sink:
            process, base = start_server(site, [], sink)
        try:
            warm = wait_until_warm(process.pid, pooled)
            before = memory(process.pid)
            print(f"the pool: {warm}; the server idle: {before}", flush=True)
            os.nice(BROWSER_NICENESS)  # (this process and the browser it starts: the server keeps its priority)
            seen = asyncio.run(class_in_browser(f"{base}/voila/render/{page}", process.pid, pooled, contexts))
            time.sleep(SETTLE_S)  # (the server gives memory back on its culler's next round: every 10 s)
            after = memory(process.pid)
            alone = server_alone(base, page)
        finally:
            stop_server(process)
        logged = server_log(log)
    summary = class_summary(seen["tabs"])
    summary.update({"server_rss_mb_before": before["server_rss_mb"], "server_rss_mb_after": after["server_rss_mb"],
                    "total_rss_mb_before": before["total_rss_mb"], "total_rss_mb_after": after["total_rss_mb"],
                    "kernels_before": before["kernels"], "kernels_after": after["kernels"]})
    print_class(seen["tabs"], summary)
    print(f"the server after the tabs closed: {after} (with them open: {seen['with_tabs']})", flush=True)
    return {
        "what": f"{CLASS_TABS} tabs of one Chromium ({contexts} browser context(s)) opening a live chapter at the same "
                "moment; seconds from each tab's goto to its first sentence (words) and to every widget drawn, and its "
                "longest blank stretch after 1 s",
        "tabs": CLASS_TABS, "contexts": contexts, "page": page, "limits": limits, "pool": warm, "summary": summary,
        "memory": {"idle_before": before, "with_tabs_open": seen["with_tabs"], "after_close": after},
        "closing": {key: seen[key] for key in ("tabs_not_closed", "kernels_left_after_close", "close_wait_s")},
        "took_s": seen["took_s"], "server_alone": alone, "server_log": logged, "machine_load_before": load,
        "machine_load_after": machine_load(), "per_tab": seen["tabs"],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=("ramp", "class"), help="run one measurement (default: both)")
    parser.add_argument("--one-browser", action="store_true",
                        help="the class's tabs all in one browser context (one reader's tabs, sharing its 6 connections "
                             "to the server), written under 'class_one_browser'; default: a context per tab, 'class'")
    parser.add_argument("--page", default="book/games/manila-2.ipynb")
    parser.add_argument("--site", type=Path, default=ROOT / "_build" / "html")
    args = parser.parse_args()
    site = args.site.resolve()
    result = json.loads(OUT.read_text(encoding="utf-8")) if OUT.exists() else {}  # the other part's figures
    if args.only != "class":
        result = {**ramp(args.page, site), **{k: v for k, v in result.items() if k.startswith("class")}}
    if args.only != "ramp":
        key, contexts = ("class_one_browser", 1) if args.one_browser else ("class", CLASS_TABS)
        result[key] = a_class(args.page, site, contexts)
    result["machine"] = {"cores": os.cpu_count(), "python": platform.python_version(), "system": platform.platform()}
    OUT.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(f"written to {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
