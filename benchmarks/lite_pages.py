"""How fast the in-browser pages (``live/``: Pyodide in the reader's browser) start and answer, and what they download.

The figures of issue 15 (item 4): the first interaction under 10 s from a cold cache and under 3 s from a
warm one, each update under 200 ms, nothing asked of any other host, and the bytes a reader downloads,
by kind. The pages are the static site's ``live/voici/render/<stem>.html`` (book/_ext/live_site.py); no
kernel runs on this machine: Python runs in the page's Web Worker.

The built site (``--site``: ``$RULES_BOOK_HTML`` or ``_build/html``) is served by this script's own
static server on 127.0.0.1 (Python's ``http.server``, HTTP/1.1, ``Last-Modified`` and no
``Cache-Control`` unless ``--max-age``), which counts the body bytes of every response, so the Web
Worker's downloads (the wasm, the wheels) are counted too. Bytes are grouped by kind: wasm, js, wheels
(``.whl``), the memory snapshot Python starts from (``.gz``), data (Python's standard library, ``.zip``),
html, css, fonts, json, other.

For each page (``--pages``, or ``--all``) and each of ``--rounds`` rounds, headless Chromium opens it:

- **cold**: in a fresh on-disk profile (``launch_persistent_context``: an incognito context's memory
  cache does not keep the 8.6 MB wasm), with a proxy on a closed port, so every request to another host
  fails (and is counted) while the HTTP cache works (``context.route`` would turn the cache off);
- **warm**: then, ``--settle`` seconds (5) after the cold tab is closed, in a new tab of the same profile:
  the browser's HTTP cache, and the compiled WebAssembly it caches in the background after a first visit.

For each load it records, from the navigation's start (``performance.now()`` in the page): the steps
the page's status line records (``window.rbLiteTimes``): when the kernel's worker started, when Python
answered (voici then runs the first cell) and how long the widgets then took to build; **ready**,
when the page's status line (``#rb-lite-status``) says ``data-state="ready"`` (voici shows the cells,
every widget drawn: the first moment a reader can interact), and **first widget**, when voici went on
to the cell after the first widget (it shows the cells only at ready); no script of the benchmark's
watches the page meanwhile; the bytes served, by kind, until the server has been quiet for
a second after ready; requests to other hosts (attempted and failed); console errors other than the
known harmless ones.

Updates are timed on the manila-2 page (after its warm load in each round; opened on its own when it is
not among the pages): a series of real interactions, the deal stepper's "Next" clicked, the raise
calculator's worked examples clicked and its pot typed, the ranking explorer's five cards typed, the
quiz's choices and "Next question" clicked. Each is timed inside the page, from the JS event (a click,
or the input's value set and its ``change`` event) to the last change of that widget's output area
(a MutationObserver; the update is over when the area has been still for ``QUIET_MS``), and checked to
have changed the widget's HTML panes.

It prints a table and the targets (met or not: the load times on each page's median, updates on the
slowest one), and writes every sample, the medians and ranges, the bytes by kind, the machine's load
average at the start and the end, the Chromium version and the date to
``benchmarks/results/lite_pages.json`` (``--output``). Other processes on the machine slow the figures:
run it on an otherwise idle machine, from the project root, with the site built (``live/`` included)::

    python benchmarks/lite_pages.py                   # manila-2, quiz, manillen-plus, 3 rounds (about 2 minutes)
    python benchmarks/lite_pages.py --all --rounds 1  # every in-browser page once
    python benchmarks/lite_pages.py --max-age 600     # as GitHub Pages serves (Cache-Control: max-age=600)

Needs Chromium (``/usr/bin/chromium`` or ``$CHROMIUM``) and Playwright, as the browser tests do.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import math
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from browser_support import CHROMIUM, CHROMIUM_ARGS  # noqa: E402  (the browser tests' Chromium and flags)

SITE = Path(os.environ.get("RULES_BOOK_HTML") or ROOT / "_build" / "html")
RESULTS = ROOT / "benchmarks" / "results" / "lite_pages.json"
RENDER = "live/voici/render"
DEFAULT_PAGES = ["manila-2", "quiz", "manillen-plus"]
#: Seconds between a cold load and the warm one: after a first visit the browser goes on, in the
#: background, compiling the 8.6 MB of WebAssembly with its optimizing tier and caching that code; a
#: reader's next visit (another chapter's live page, the next day) finds it cached. Measured right after
#: the cold load, a warm load still finds only the baseline code about half the time (0.2 to 0.4 s slower).
SETTLE_S = 5.0
#: The page whose widgets' updates are timed.
UPDATES_PAGE = "manila-2"
#: The targets (issue 15, item 4).
COLD_TARGET_S = 10.0
WARM_TARGET_S = 3.0
UPDATE_TARGET_MS = 200.0
#: An update is over when its widget's output area has not changed for this long.
QUIET_MS = 300
#: The most an update may take before it counts as not answered.
UPDATE_TIMEOUT_MS = 10_000
#: How long a page may take to be ready (it says "slow" at 60 s).
READY_TIMEOUT_MS = 120_000
#: Every request to a host other than 127.0.0.1 goes to this closed port, and fails.
BLOCKING_PROXY = {"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"}
#: The kinds of bytes, in the order shown, and the endings of their files.
KINDS: dict[str, tuple[str, ...]] = {
    "wasm": (".wasm",),
    "js": (".js", ".mjs", ".cjs"),
    "wheels": (".whl",),
    "snapshot": (".gz",),
    "data": (".zip", ".tar", ".data"),
    "html": (".html", ".htm"),
    "css": (".css",),
    "fonts": (".woff2", ".woff", ".ttf", ".otf", ".eot"),
    "json": (".json", ".ipynb", ".webmanifest"),
    "other": (),
}
KIND_NAMES = {"data": "data (stdlib .zip)", "snapshot": "Python's memory snapshot (.gz)"}
#: Console errors the in-browser pages log, known to be harmless: the service worker's script is not
#: in the site (404), the error it then logs, and two messages of voici's widget manager.
KNOWN_CONSOLE_ERRORS = (
    "A bad HTTP response code (404) was received when fetching the script",
    "Failed to load resource: the server responded with a status of 404",
    "[yjs#509] Not same Y.Doc",
    "Failed to fetch ipywidgets through the jupyter.widget.control comm channel",
)

#: Ready: the page's status line has turned to "ready". The times come from the page's own record of its
#: steps (``window.rbLiteTimes``, book/_ext/live/templates/rules-book-lite/index.html.j2: [step, cell,
#: performance.now()]), so that no script of this benchmark's observes the page while it is drawn (an
#: observer of every change to the document made the pages start 0.2 to 0.3 s later).
READY = "() => (window.rbLiteTimes || []).some(step => step[0] === 'ready')"
#: The cell voici runs after a page's first widget (the pages are: the title, the set-up cell, then a
#: heading and a widget for each widget): when it starts, the first widget has been drawn.
AFTER_FIRST_WIDGET = 5

#: One interaction, timed in the page: find the control (a button by its words, the quiz's n-th shown
#: choice, or an input by its label), watch its widget's output area, act, and resolve once the area
#: has been still for ``quietMs``: {ms: until its last change, first_change_ms: until its HTML panes
#: first differed, changed: whether they differ at the end, timed_out, error}.
INTERACT = """async (a) => {
  const scope = a.within ? document.querySelector(a.within) : document.getElementById('rendered_cells');
  if (!scope) return {error: 'no ' + a.within};
  const shown = e => e.offsetParent !== null && !e.disabled;
  const words = e => e.textContent.trim();
  const buttons = [...scope.querySelectorAll('button')].filter(shown);
  let control = null;
  if (a.find === 'button') {
    control = buttons.find(b => words(b) === a.text) || buttons.find(b => words(b) === a.otherwise) || null;
  } else if (a.find === 'choice') {
    control = buttons.filter(b => words(b) && words(b) !== 'Next question')[a.index] || null;
  } else {
    const box = [...scope.querySelectorAll('.widget-inline-hbox')]
      .find(b => b.querySelector(':scope > label') && words(b.querySelector(':scope > label')) === a.label);
    control = box ? box.querySelector('input, textarea') : null;
  }
  if (!control) return {error: 'no control: ' + JSON.stringify(a)};
  const area = control.closest('.jp-OutputArea-output') || scope;
  const panes = () => [...area.querySelectorAll('.widget-html-content')].map(p => p.innerHTML).join('\\u0000');
  const before = panes();
  return await new Promise(resolve => {
    let start = 0, last = null, firstChange = null, quiet = null;
    const done = timedOut => {
      observer.disconnect(); clearTimeout(quiet); clearTimeout(limit);
      resolve({ms: last === null ? null : last - start, first_change_ms: firstChange === null ? null : firstChange - start,
               changed: panes() !== before, timed_out: timedOut, error: null});
    };
    const observer = new MutationObserver(() => {
      last = performance.now();
      if (firstChange === null && panes() !== before) firstChange = last;
      clearTimeout(quiet);
      quiet = setTimeout(() => done(false), a.quietMs);
    });
    observer.observe(area, {subtree: true, childList: true, characterData: true, attributes: true});
    const limit = setTimeout(() => done(true), a.timeoutMs);
    start = performance.now();
    if (a.find === 'input') {
      control.value = a.value;
      control.dispatchEvent(new Event('input', {bubbles: true}));
      control.dispatchEvent(new Event('change', {bubbles: true}));
    } else {
      control.click();
    }
  });
}"""


@dataclass(frozen=True)
class Interaction:
    """One interaction of the update series: ``find`` is "button" (``text``, or ``otherwise`` when that
    is not shown), "choice" (the quiz's ``index``-th choice) or "input" (``label``, set to ``value``)."""

    widget: str
    what: str
    find: str
    within: str | None = None
    text: str = ""
    otherwise: str = ""
    index: int = 0
    label: str = ""
    value: str = ""

    def spec(self) -> dict[str, Any]:
        return {"find": self.find, "within": self.within, "text": self.text, "otherwise": self.otherwise,
                "index": self.index, "label": self.label, "value": self.value, "quietMs": QUIET_MS,
                "timeoutMs": UPDATE_TIMEOUT_MS}


#: The worked examples of the raise calculator clicked in turn (the page starts on the first one).
RAISE_EXAMPLES = ["$5 manila, first round", "$2 manila, later round: bet $4", "Three raises already, four players",
                  "Head to head", "Short stack: tap out", "$2 manila, first round"]
#: The five cards typed into the ranking explorer in turn (32 cards, 7 to ace; it starts on "A 7 8 9 10").
FIVE_CARDS = ["K Q J 10 9", "Ah Kh Qh Jh 9h", "9 9 9 7 7", "8 8 J Q A", "7c 8d 9h 10s Jc", "A 7 8 9 10"]


def interactions() -> list[Interaction]:
    """The update series of one round on the manila-2 page, in order."""
    series = [Interaction("deal stepper", "Next ▶ clicked", "button", text="Next \u25b6", otherwise="Restart")
              for _ in range(8)]
    for number, example in enumerate(RAISE_EXAMPLES):
        series.append(Interaction("raise calculator", "a worked example clicked", "button",
                                  within=".rb-raise-calculator", text=example))
        series.append(Interaction("raise calculator", "the chips behind typed (a short stack)", "input",
                                  within=".rb-raise-calculator", label="Your chips behind", value=str(1 + 2 * (number % 2))))
    series += [Interaction("ranking explorer", "five cards typed", "input", label="Five cards", value=cards)
               for cards in FIVE_CARDS]
    for _ in range(4):
        series.append(Interaction("quiz", "a choice clicked", "choice", within=".rbq-live"))
        series.append(Interaction("quiz", "Next question clicked", "button", within=".rbq-live", text="Next question"))
    return series


# --- the pure helpers (tests/test_lite_benchmark.py) ---------------------------------------------------


def kind_of(path: str) -> str:
    """The kind of a file served, by its name's ending (a query or fragment ignored)."""
    name = urlsplit(path).path.lower()
    for kind, endings in KINDS.items():
        if name.endswith(endings):
            return kind
    return "other"


def by_kind(records: list[dict[str, Any]]) -> dict[str, dict[str, int]]:
    """Bytes and responses by kind (every kind, in ``KINDS``' order) of the server's records
    (``{"path", "status", "bytes"}``); ``not_modified``: the 304 answers (no body)."""
    table = {kind: {"bytes": 0, "responses": 0, "not_modified": 0} for kind in KINDS}
    for record in records:
        row = table[kind_of(record["path"])]
        row["bytes"] += record["bytes"]
        row["responses"] += 1
        row["not_modified"] += record["status"] == 304
    return table


def other_host(url: str) -> bool:
    """Whether a request goes to a host other than this machine's 127.0.0.1 (data:, blob: and the
    like go nowhere)."""
    parts = urlsplit(url)
    return parts.scheme in ("http", "https", "ws", "wss") and parts.hostname != "127.0.0.1"


def unknown_errors(messages: list[str]) -> list[str]:
    """The console errors that are not known to be harmless (``undefined`` alone is the service worker's)."""
    return [message for message in messages
            if message.strip() != "undefined" and not any(known in message for known in KNOWN_CONSOLE_ERRORS)]


def p95(values: list[float]) -> float:
    """The 95th percentile (nearest rank): at least 95 % of the values are at most this."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


def spread(values: list[float], digits: int = 2) -> dict[str, Any]:
    """Count, median, p95, min and max of some samples, rounded."""
    if not values:
        return {"count": 0}
    return {"count": len(values), "median": round(statistics.median(values), digits), "p95": round(p95(values), digits),
            "min": round(min(values), digits), "max": round(max(values), digits)}


def verdict(measured: float, target: float) -> str:
    """``measured`` against a target it must stay under: the ratio and met or not met."""
    return f"{measured / target:.2f} of the target, {'met' if measured < target else 'NOT MET'}"


# --- the static server ---------------------------------------------------------------------------------


class _Counted:
    """A response's stream, counting what is written to it."""

    def __init__(self, stream: Any) -> None:
        self.stream, self.written = stream, 0

    def write(self, data: bytes) -> int:
        self.written += len(data)
        return int(self.stream.write(data))

    def __getattr__(self, name: str) -> Any:  # closed, flush, ...: the stream's
        return getattr(self.stream, name)


class _Handler(http.server.SimpleHTTPRequestHandler):
    """Python's static server, recording every response's status and body bytes (all it wrote but the
    status line and headers: files, and error pages too) with ``server.record``."""

    protocol_version = "HTTP/1.1"
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm",
                      ".whl": "application/octet-stream", ".js": "text/javascript", ".mjs": "text/javascript"}
    _status: int | None = None
    _head = 0

    def setup(self) -> None:
        super().setup()
        self.wfile = _Counted(self.wfile)  # type: ignore[assignment]

    def send_response(self, code: int, message: str | None = None) -> None:
        self._status = code
        super().send_response(code, message)

    def end_headers(self) -> None:
        max_age = getattr(self.server, "max_age", None)
        if max_age is not None:
            self.send_header("Cache-Control", f"max-age={max_age}")
        self._head += sum(len(line) for line in getattr(self, "_headers_buffer", [])) + 2  # and the blank line
        super().end_headers()

    def handle_one_request(self) -> None:
        counted: _Counted = self.wfile  # type: ignore[assignment]
        self._status, self._head, start = None, 0, counted.written
        super().handle_one_request()
        if self._status is not None:
            self.server.record(self.path, self._status, counted.written - start - self._head)

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (the quiet server)
        pass


class SiteServer(http.server.ThreadingHTTPServer):
    """The built site on 127.0.0.1 (a free port), in a thread; ``served``: every response, in order."""

    daemon_threads = True

    def __init__(self, site: Path, max_age: int | None) -> None:
        super().__init__(("127.0.0.1", 0), functools.partial(_Handler, directory=str(site)))
        self.max_age = max_age
        self.served: list[dict[str, Any]] = []
        self.lock = threading.Lock()
        self.thread = threading.Thread(target=self.serve_forever, daemon=True)
        self.thread.start()

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/"

    def record(self, path: str, status: int, sent: int) -> None:
        with self.lock:
            self.served.append({"t": time.monotonic(), "path": path, "status": status, "bytes": sent})

    def mark(self) -> int:
        with self.lock:
            return len(self.served)

    def since(self, mark: int) -> list[dict[str, Any]]:
        with self.lock:
            return list(self.served[mark:])

    def wait_quiet(self, quiet_s: float = 1.0, limit_s: float = 15.0) -> None:
        """Wait until nothing has been served for ``quiet_s`` (late fonts, lazy chunks), at most ``limit_s``."""
        deadline = time.monotonic() + limit_s
        while time.monotonic() < deadline:
            with self.lock:
                last = self.served[-1]["t"] if self.served else 0.0
            if time.monotonic() - last >= quiet_s:
                return
            time.sleep(0.1)

    def stop(self) -> None:
        self.shutdown()
        self.server_close()


# --- the browser ---------------------------------------------------------------------------------------


def chromium_version() -> str:
    found = subprocess.run([CHROMIUM, "--version"], capture_output=True, text=True, check=False).stdout
    match = re.search(r"\d+(\.\d+){3}", found)
    return match.group(0) if match else found.strip()


class Profile:
    """A fresh on-disk browser profile (its HTTP cache on disk, as a reader's), every other host blocked;
    ``elsewhere``: the requests it made to other hosts."""

    def __init__(self, playwright: Any) -> None:
        self.directory = tempfile.mkdtemp(prefix="lite-pages-profile-")
        self.context = playwright.chromium.launch_persistent_context(
            self.directory, executable_path=CHROMIUM, args=CHROMIUM_ARGS, proxy=BLOCKING_PROXY,
            viewport={"width": 1280, "height": 900},
        )
        self.elsewhere: list[str] = []
        self.context.on("request", lambda request: self.elsewhere.append(request.url) if other_host(request.url) else None)
        for page in self.context.pages:  # the blank tab it opens with
            page.close()

    def close(self) -> None:
        self.context.close()
        shutil.rmtree(self.directory, ignore_errors=True)


def load(profile: Profile, server: SiteServer, stem: str, cache: str) -> tuple[Any, dict[str, Any]]:
    """Open the page ``stem`` in a new tab of ``profile`` and measure it; the tab (left open) and the record."""
    page = profile.context.new_page()
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(f"uncaught: {error}"))
    page.on("websocket", lambda socket: profile.elsewhere.append(socket.url) if other_host(socket.url) else None)
    mark, elsewhere = server.mark(), len(profile.elsewhere)
    started = time.monotonic()
    page.goto(f"{server.base}{RENDER}/{stem}.html", wait_until="commit")
    page.wait_for_function(READY, timeout=READY_TIMEOUT_MS, polling=100)
    wall = time.monotonic() - started
    # the page's own record of its steps (the status line's script): when the kernel's worker started,
    # when Python answered (voici then runs the first cell), when the first widget and every widget were drawn
    steps = page.evaluate("() => window.rbLiteTimes || []")
    started_kernel = next((step[2] for step in steps if step[0] == "kernel"), None)
    python_ready = next((step[2] for step in steps if step[0] == "cell"), None)
    ready = next(step[2] for step in steps if step[0] == "ready")
    widget = next((step[2] for step in steps if step[0] == "cell" and step[1] >= AFTER_FIRST_WIDGET), ready)
    times = {"ready": ready, "widget": widget}
    server.wait_quiet()
    served = server.since(mark)
    kinds = by_kind(served)
    record: dict[str, Any] = {
        "page": stem,
        "cache": cache,
        "ready_s": round(times["ready"] / 1000, 3),
        "first_widget_s": round(times["widget"] / 1000, 3) if "widget" in times else None,
        "kernel_started_s": round(started_kernel / 1000, 3) if started_kernel is not None else None,
        "python_ready_s": round(python_ready / 1000, 3) if python_ready is not None else None,
        "widgets_s": round((times["ready"] - python_ready) / 1000, 3) if python_ready is not None else None,
        "wall_s": round(wall, 2),
        "bytes": sum(row["bytes"] for row in kinds.values()),
        "responses": len(served),
        "not_modified": sum(row["not_modified"] for row in kinds.values()),
        "bytes_by_kind": kinds,
        "not_found": sorted({record["path"] for record in served if record["status"] >= 400}),
        "other_hosts": profile.elsewhere[elsewhere:],
        "console_errors": unknown_errors(errors),
    }
    if cache == "warm":  # what a warm load still asks for (a cold load asks for everything): status, bytes, path
        record["served"] = [f"{item['status']} {item['bytes']} {item['path']}" for item in served]
    return page, record


def time_updates(page: Any, server: SiteServer, round_number: int) -> tuple[list[dict[str, Any]], int]:
    """The update series on an open manila-2 page; its samples and the bytes served meanwhile."""
    mark = server.mark()
    samples = []
    for interaction in interactions():
        result = page.evaluate(INTERACT, interaction.spec())
        sample = {"round": round_number, "widget": interaction.widget, "what": interaction.what} | {
            key: round(value, 2) if isinstance(value, float) else value for key, value in result.items()
        }
        if not (sample["changed"] and sample["ms"] is not None and not sample["timed_out"]) and not sample["error"]:
            sample["error"] = "its widget's panes did not change" if not sample["timed_out"] else "no answer"
        samples.append(sample)
        page.wait_for_timeout(100)
    return samples, sum(record["bytes"] for record in server.since(mark))


# --- the figures ---------------------------------------------------------------------------------------


def summarize(loads: list[dict[str, Any]], samples: list[dict[str, Any]], stems: list[str]) -> dict[str, Any]:
    pages: dict[str, Any] = {}
    for stem in stems:
        row: dict[str, Any] = {}
        for cache in ("cold", "warm"):
            mine = [run for run in loads if run["page"] == stem and run["cache"] == cache]
            row[f"{cache}_ready_s"] = spread([run["ready_s"] for run in mine])
            row[f"{cache}_first_widget_s"] = spread([run["first_widget_s"] for run in mine if run["first_widget_s"]])
            for step in ("kernel_started_s", "python_ready_s", "widgets_s"):
                row[f"{cache}_{step}"] = spread([run[step] for run in mine if run.get(step) is not None])
            row[f"{cache}_bytes"] = spread([run["bytes"] for run in mine], 0)
            row[f"{cache}_bytes_by_kind"] = {
                kind: {"bytes": round(statistics.median(run["bytes_by_kind"][kind]["bytes"] for run in mine)),
                       "responses": round(statistics.median(run["bytes_by_kind"][kind]["responses"] for run in mine))}
                for kind in KINDS
            }
        pages[stem] = row
    good = [sample["ms"] for sample in samples if not sample["error"]]
    kinds: dict[str, Any] = {}
    for sample in samples:
        kinds.setdefault(f"{sample['widget']}: {sample['what']}", [])
        if not sample["error"]:
            kinds[f"{sample['widget']}: {sample['what']}"].append(sample["ms"])
    cold = [pages[stem]["cold_ready_s"]["median"] for stem in stems]
    warm = [pages[stem]["warm_ready_s"]["median"] for stem in stems]
    return {
        "pages": pages,
        "cold_ready_s_worst_median": max(cold),
        "cold_ready_s_max": max(run["ready_s"] for run in loads if run["cache"] == "cold"),
        "warm_ready_s_worst_median": max(warm),
        "warm_ready_s_max": max(run["ready_s"] for run in loads if run["cache"] == "warm"),
        "updates_ms": spread(good, 1),
        "updates_failed": len(samples) - len(good),
        "updates_ms_by_kind": {name: spread(values, 1) for name, values in kinds.items()},
        "other_host_requests": sum(len(run["other_hosts"]) for run in loads),
    }


def mb(count: float) -> str:
    return f"{count / 1e6:.2f}"


def print_tables(summary: dict[str, Any], stems: list[str]) -> None:
    def ready(row: dict[str, Any]) -> str:
        return f"{row['median']:.2f} ({row['min']:.2f}-{row['max']:.2f})"

    print(f"\n{'page':<15} {'cold ready s':>20} {'warm ready s':>20} {'1st widget c/w s':>17} {'cold MB':>8} "
          f"{'warm MB':>8} {'elsewhere':>9}")
    for stem in stems:
        row = summary["pages"][stem]
        widget = f"{row['cold_first_widget_s'].get('median', 0):.2f}/{row['warm_first_widget_s'].get('median', 0):.2f}"
        print(f"{stem:<15} {ready(row['cold_ready_s']):>20} {ready(row['warm_ready_s']):>20} {widget:>17} "
              f"{mb(row['cold_bytes']['median']):>8} {mb(row['warm_bytes']['median']):>8} "
              f"{summary['other_host_requests'] if stem == stems[0] else '':>9}")
    print(f"\n{'page':<15} {'warm: worker started s':>23} {'Python answered s':>18} {'widgets built s':>16}")
    for stem in stems:
        row = summary["pages"][stem]
        print(f"{stem:<15} {row['warm_kernel_started_s'].get('median', 0):>23.2f} "
              f"{row['warm_python_ready_s'].get('median', 0):>18.2f} {row['warm_widgets_s'].get('median', 0):>16.2f}")
    print(f"\nbytes a reader downloads, by kind (cold load, median), MB (files){'':<4}"
          + "".join(f"{stem:>18}" for stem in stems))
    for kind in KINDS:
        cells = "".join(
            f"{mb(summary['pages'][stem]['cold_bytes_by_kind'][kind]['bytes']):>12} "
            f"({summary['pages'][stem]['cold_bytes_by_kind'][kind]['responses']:>3})"
            for stem in stems
        )
        print(f"  {KIND_NAMES.get(kind, kind):<64}{cells}")
    rows = [*summary["updates_ms_by_kind"].items(), ("every update", summary["updates_ms"])]
    width = max(len(name) for name, _ in rows)
    print(f"\n{'update (manila-2 page), ms':<{width + 2}} {'n':>4} {'median':>7} {'p95':>7} {'max':>7}")
    for name, row in rows:
        if row["count"]:
            print(f"  {name:<{width}} {row['count']:>4} {row['median']:>7.1f} {row['p95']:>7.1f} {row['max']:>7.1f}")
    if summary["updates_failed"]:
        print(f"  updates not answered or unchanged: {summary['updates_failed']}")
    updates = summary["updates_ms"]
    print("\nTARGETS (load times: each page's median; updates: the slowest)")
    print(f"  first interaction, cold cache < {COLD_TARGET_S:.0f} s: worst page median "
          f"{summary['cold_ready_s_worst_median']:.2f} s (slowest load {summary['cold_ready_s_max']:.2f} s), "
          f"{verdict(summary['cold_ready_s_worst_median'], COLD_TARGET_S)}")
    print(f"  first interaction, warm cache < {WARM_TARGET_S:.0f} s: worst page median "
          f"{summary['warm_ready_s_worst_median']:.2f} s (slowest load {summary['warm_ready_s_max']:.2f} s), "
          f"{verdict(summary['warm_ready_s_worst_median'], WARM_TARGET_S)}")
    if updates["count"]:
        ok = updates["max"] < UPDATE_TARGET_MS and not summary["updates_failed"]
        print(f"  each update < {UPDATE_TARGET_MS:.0f} ms: median {updates['median']:.1f}, p95 {updates['p95']:.1f}, "
              f"slowest {updates['max']:.1f} ms, {updates['max'] / UPDATE_TARGET_MS:.2f} of the target, "
              f"{'met' if ok else 'NOT MET'}")
    print(f"  requests to other hosts = 0: {summary['other_host_requests']}, "
          f"{'met' if summary['other_host_requests'] == 0 else 'NOT MET'}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=SITE, help="the built site (default: %(default)s)")
    parser.add_argument("--pages", nargs="+", default=DEFAULT_PAGES, metavar="STEM",
                        help="the in-browser pages (live/voici/render/STEM.html; default: %(default)s)")
    parser.add_argument("--all", action="store_true", help="every in-browser page the site holds")
    parser.add_argument("--rounds", type=int, default=3, help="cold and warm loads of each page (default: %(default)s)")
    parser.add_argument("--max-age", type=int, default=None,
                        help="send Cache-Control: max-age=SECONDS (GitHub Pages: 600; default: none, as http.server)")
    parser.add_argument("--settle", type=float, default=SETTLE_S,
                        help="seconds between a cold load and its warm one (default: %(default)s)")
    parser.add_argument("--output", type=Path, default=RESULTS, help="the results file (default: %(default)s)")
    parser.add_argument("--no-write", action="store_true", help="print only; write no results file")
    args = parser.parse_args(argv)
    render = args.site / RENDER
    stems = sorted(path.stem for path in render.glob("*.html")) if args.all else list(args.pages)
    missing = [stem for stem in [*stems, UPDATES_PAGE] if not (render / f"{stem}.html").exists()]
    if missing:
        print(f"lite_pages: {render} has no {', '.join(missing)} (build the site with its live/ pages)", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    load_start = os.getloadavg()
    version = chromium_version()
    print(f"Chromium {version}, load average {load_start[0]:.2f} {load_start[1]:.2f} {load_start[2]:.2f}", flush=True)
    server = SiteServer(args.site, args.max_age)
    loads: list[dict[str, Any]] = []
    samples: list[dict[str, Any]] = []
    update_bytes: list[int] = []
    try:
        with sync_playwright() as playwright:
            for round_number in range(1, args.rounds + 1):
                order = stems if UPDATES_PAGE in stems else [*stems, UPDATES_PAGE]
                for stem in order:
                    profile = Profile(playwright)
                    try:
                        runs = []
                        if stem in stems:
                            page, cold = load(profile, server, stem, "cold")
                            page.close()
                            runs.append(cold)
                            time.sleep(args.settle)  # the browser finishes caching the first visit's compiled code
                        page, warm = load(profile, server, stem, "warm" if stem in stems else "updates")
                        if stem in stems:
                            runs.append(warm)
                        if stem == UPDATES_PAGE:
                            timed, sent = time_updates(page, server, round_number)
                            samples += timed
                            update_bytes.append(sent)
                        page.close()
                    finally:
                        profile.close()
                    for run in runs:
                        run["round"] = round_number
                        loads.append(run)
                        print(f"[{round_number}/{args.rounds}] {stem:<14} {run['cache']:<4} ready {run['ready_s']:5.2f} s, "
                              f"first widget {run['first_widget_s'] or 0:5.2f} s, {mb(run['bytes']):>6} MB in "
                              f"{run['responses']:>3} responses ({run['not_modified']} not modified), "
                              f"elsewhere {len(run['other_hosts'])}, errors {len(run['console_errors'])}", flush=True)
                    if stem == UPDATES_PAGE:
                        mine = [sample["ms"] for sample in samples if sample["round"] == round_number and not sample["error"]]
                        print(f"[{round_number}/{args.rounds}] {stem:<14} {len(mine)} updates, median "
                              f"{statistics.median(mine) if mine else 0:.1f} ms, max {max(mine, default=0):.1f} ms",
                              flush=True)
    finally:
        server.stop()
    load_end = os.getloadavg()
    summary = summarize(loads, samples, stems)
    summary["update_series_bytes"] = update_bytes
    print_tables(summary, stems)
    print(f"\nload average: at the start {load_start[0]:.2f}, at the end {load_end[0]:.2f} ({os.cpu_count()} cores)")
    errors = sorted({error for run in loads for error in run["console_errors"]})
    not_found = sorted({path for run in loads for path in run["not_found"]})
    failed = [sample for sample in samples if sample["error"]]
    for error in errors:
        print(f"console error: {error[:300]}")
    if not_found:
        print(f"not found (4xx): {', '.join(not_found)}")
    for sample in failed:
        print(f"update failed: {sample}")
    command = "python benchmarks/lite_pages.py" + (" --all" if args.all else f" --pages {' '.join(stems)}") + \
        f" --rounds {args.rounds}" + (f" --max-age {args.max_age}" if args.max_age is not None else "")
    result = {
        "what": "in-browser pages (Pyodide): time from the navigation's start to ready (the first interaction) "
                "from a cold and a warm HTTP cache, bytes served by kind, requests to other hosts, and the time "
                "of each widget update on the manila-2 page (event to its output area's last change)",
        "command": command,
        "when": time.strftime("%Y-%m-%d %H:%M"),
        "machine": {
            "cores": os.cpu_count(),
            "python": platform.python_version(),
            "chromium": version,
            "load_average_start": [round(value, 2) for value in load_start],
            "load_average_end": [round(value, 2) for value in load_end],
        },
        "server": {"http": "HTTP/1.1, Python http.server", "cache_control_max_age": args.max_age},
        "targets": {"cold_ready_s": COLD_TARGET_S, "warm_ready_s": WARM_TARGET_S, "update_ms": UPDATE_TARGET_MS,
                    "other_host_requests": 0},
        "summary": summary,
        "console_errors": errors,
        "not_found": not_found,
        "loads": loads,
        "updates": samples,
    }
    if not args.no_write:
        args.output.parent.mkdir(parents=True, exist_ok=True)
        args.output.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        shown = args.output.relative_to(ROOT) if args.output.is_relative_to(ROOT) else args.output
        print(f"written to {shown}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
