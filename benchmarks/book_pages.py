"""How soon the book's chapters bring their widgets alive in the reader's browser, how fast they answer, and
what a first visit downloads.

The figures of issue 24 (item 7). A chapter page of the built site shows each widget's saved picture at
once; a script in its head starts one Python for the page in a Web Worker (Pyodide, from the site's
``live/pyodide/``), which makes the chapter's widgets (``live/chapters/<page>.json``), and each picture
is replaced by its live widget where it stood (book/_ext/static/live_book.js, live_worker.js). No kernel
runs on this machine: Python runs in the page's worker.

The built site (``--site``: ``$RULES_BOOK_HTML`` or ``_build/html``) is served by this script's own
static server on 127.0.0.1 (Python's ``http.server``, HTTP/1.1, ``Last-Modified`` and no
``Cache-Control`` unless ``--max-age``), which counts the body bytes of every response, so the worker's
downloads (the wasm, the snapshot, the wheels) are counted too. Bytes are grouped by kind: wasm, js,
wheels (``.whl``), the memory snapshot Python starts from (``.gz``), data (Python's standard library,
``.zip``), html, css, fonts, json, other. Each kind is counted three ways: as sent, raw (the files'
own sizes) and gzipped (what a host that gzips would send: html, js, css, json and wasm gzipped at
level 6, the standard library's zip too if gzip shrinks it; never the already gzipped snapshot, the
wheels, fonts or images). With ``--gzip`` the server sends them so (``Content-Encoding: gzip``, to a
browser that accepts it), as such a host would; the gzipped files are made once, before any load.

For each page (``--pages``, or ``--all``) and each of ``--rounds`` rounds, headless Chromium opens it:

- **cold**: in a fresh on-disk profile (``launch_persistent_context``: an incognito context's memory
  cache does not keep the 8.6 MB wasm), with a proxy on a closed port, so every request to another host
  fails (and is counted) while the HTTP cache works (``context.route`` would turn the cache off);
- **warm**: then, ``--settle`` seconds (5) after the cold tab is closed, in a new tab of the same profile:
  the browser's HTTP cache, and the compiled WebAssembly it caches in the background after a first visit.

For each load it records, from the navigation's start (``performance.now()`` in the page), the page's own
record of its steps (``window.rbLive.times``): "page" (its script ran), "worker", "runtime", "python",
"widgets" (Python is up and makes the widgets), "widget:<i>" (Python made widget i), "live:<i>" (widget
i is drawn live in the page), "ready" (every widget live). The **first live widget** is the first
"live:<i>", **ready** is "ready". The page marks the worker's steps only once its widget manager is
loaded (it keeps the worker's messages until then), so the script also records when each of the
worker's messages reached the page (a listener added to the page's ``Worker``, nothing else), and the
start and end of the page's own file and of every file under ``live/`` (Playwright's request timing:
the worker's requests too). No script of the benchmark's observes the page's document while it loads:
it waits for ``window.rbLive.state`` to leave "starting", polling every 100 ms. It also records the
bytes served, by kind, until the server has been quiet for a second after ready; requests to other
hosts (attempted and failed); console errors other than the known harmless ones.

**A first visit over a slower network**: in each round, a cold load of ``book/games/manila-2`` at 20 Mbit/s
down with 40 ms latency (Chromium's network emulation, CDP ``Network.emulateNetworkConditions`` on the
page's session). It reaches the page's Web Worker too: the worker's large downloads are checked to have
arrived no faster than the emulated link allows (``worker_throttled`` in the results). The old separate
in-browser page (``live/voici/render/manila-2.html``) took about 14.9 s to be ready over the same
emulated link (measured ad hoc); it is printed beside.

**Updates** are timed on the ``book/games/manila-2`` page (after its warm load in each round; opened on its
own when it is not among the pages): a series of real interactions, the deal stepper's "Next" clicked,
the raise calculator's worked examples clicked, the ranking explorer's five cards typed, the showdown
explainer's "Deal a new hand" clicked, the live quiz's choices and "Next question" clicked. Each is timed
inside the page, from the JS event (a click, or the input's value set and its ``change`` event) to the
last change of that widget (a MutationObserver on the widget's place; the update is over when it has been
still for ``QUIET_MS``), and checked to have changed the widget's HTML panes.

It prints a table and the targets (met or not: the load times on each page's median, the updates'
95th percentile): the first live widget within 2.5 s warm and 4 s cold, updates within 100 ms. It
writes every sample, the medians and ranges, the bytes by kind, the machine's load average at the start
and the end, the Chromium version, the date and the command to ``benchmarks/results/book_pages.json``
(``--output``). Other processes on the machine slow the figures: run it on an otherwise idle machine,
from the project root, with the site built (``live/`` included)::

    python benchmarks/book_pages.py --gzip              # 3 chapters, 3 rounds, the slow first visit (about 5 minutes)
    python benchmarks/book_pages.py --all --rounds 1    # every chapter with widgets once
    python benchmarks/book_pages.py --max-age 600       # as GitHub Pages serves (Cache-Control: max-age=600)

It stops by itself: every wait has its limit, the rounds are at most ``MAX_ROUNDS``, and after
``--max-minutes`` it measures nothing more and writes what it has. It talks only to 127.0.0.1. Needs
Chromium (``/usr/bin/chromium`` or ``$CHROMIUM``) and Playwright, as the browser tests do.
"""

from __future__ import annotations

import argparse
import datetime
import email.utils
import functools
import gzip
import http.server
import io
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
from browser_support import (  # noqa: E402  (the browser tests' Chromium, flags and harmless console errors)
    CHROMIUM,
    CHROMIUM_ARGS,
)
from browser_support import KNOWN_CONSOLE_ERRORS as BOOK_CONSOLE_ERRORS  # noqa: E402

SITE = Path(os.environ.get("RULES_BOOK_HTML") or ROOT / "_build" / "html")
RESULTS = ROOT / "benchmarks" / "results" / "book_pages.json"
#: Where the build writes each chapter's widgets: a page of the book is live if it has a file here.
CHAPTERS = "live/chapters"
DEFAULT_PAGES = ["book/games/manila-2", "book/quiz", "book/games/manillen-plus"]
#: Seconds between a cold load and the warm one: after a first visit the browser goes on, in the
#: background, compiling the 8.6 MB of WebAssembly with its optimizing tier and caching that code; a
#: reader's next visit (another chapter, the next day) finds it cached.
SETTLE_S = 5.0
#: The page whose widgets' updates are timed, and the one opened over the slower network.
UPDATES_PAGE = "book/games/manila-2"
THROTTLED_PAGE = "book/games/manila-2"
#: The targets (issue 24, item 7), on this machine, idle: the first live widget, and each update's p95.
WARM_TARGET_S = 2.5
COLD_TARGET_S = 4.0
UPDATE_P95_TARGET_MS = 100.0
#: The slower network of a first visit: 20 Mbit/s down, 40 ms latency (upload not limited: a page sends
#: only its requests).
THROTTLE_DOWN_MBIT = 20.0
THROTTLE_LATENCY_MS = 40.0
#: The old separate in-browser page (``live/voici/render/manila-2.html``), ready after a first visit over
#: that network: about 14.9 s (measured ad hoc, before the chapters ran their widgets in place).
OLD_PAGE_THROTTLED_S = 14.9
#: A download of the worker's this large shows whether the emulated link reached the worker.
THROTTLE_CHECK_BYTES = 1_000_000
#: An update is over when its widget has not changed for this long.
QUIET_MS = 300
#: The most an update may take before it counts as not answered.
UPDATE_TIMEOUT_MS = 10_000
#: How long a page may take to be ready (it says "taking longer than usual" at 45 s), and over the slower network.
READY_TIMEOUT_MS = 120_000
THROTTLED_READY_TIMEOUT_MS = 240_000
#: The most rounds a run makes, and the default limit on its measuring time.
MAX_ROUNDS = 20
MAX_MINUTES = 30.0
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
#: The kinds a host that gzips sends gzipped; "data" (the standard library's zip) only if gzip shrinks it.
GZIPPED_KINDS = ("wasm", "js", "data", "html", "css", "json")
GZIP_LEVEL = 6
#: Console errors a book's page logs, known to be harmless: the browser tests' list, and the 404 of the
#: ``/favicon.ico`` a browser asks for (the book has none; every other missing file is in ``not_found``).
KNOWN_CONSOLE_ERRORS = (*BOOK_CONSOLE_ERRORS, "Failed to load resource: the server responded with a status of 404")
NOT_FOUND_KNOWN = ("/favicon.ico",)

#: The page is done starting: ready, partly (a widget could not start) or failed.
SETTLED = "() => !!window.rbLive && ['ready', 'partial', 'failed'].includes(window.rbLive.state)"
#: Run in the page before its own scripts: note when each of the worker's messages reaches the page
#: ([what, performance.now(), the worker's own ``at``]), all but the widgets' traffic. The page's marks of
#: the worker's steps wait for its widget manager; these say when the worker got there.
HEAR_WORKER = """(() => {
  const Native = window.Worker;
  if (typeof Native !== 'function') return;
  const heard = window.rbBenchWorker = [];
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      heard.push(['created', performance.now(), null]);
      this.addEventListener('message', ({data}) => {
        if (!data || data.type === 'python' || data.type === 'idle') return;
        const what = data.type === 'step' ? data.step : data.type + ' message';
        heard.push([what + (data.index !== undefined ? ':' + data.index : ''), performance.now(),
                    typeof data.at === 'number' ? data.at : null]);
      });
    }
  };
})()"""

#: One interaction, timed in the page: find the widget (the first live widget after the chapter's anchor
#: ``a.anchor``), then its control (a button by its words, the quiz's n-th shown choice, or an input by its
#: label), watch the widget's place, act, and resolve once the place has been still for ``quietMs``:
#: {ms: until its last change, first_change_ms: until its HTML panes first differed, changed: whether they
#: differ at the end, timed_out, error}.
INTERACT = """async (a) => {
  const mark = document.getElementById(a.anchor);
  if (!mark) return {error: 'no #' + a.anchor};
  const area = [...document.querySelectorAll('.rb-live-widget, .rb-live-quiz')]
    .find(place => mark.compareDocumentPosition(place) & Node.DOCUMENT_POSITION_FOLLOWING);
  if (!area) return {error: 'no live widget after #' + a.anchor};
  const shown = e => e.offsetParent !== null && !e.disabled;
  const words = e => e.textContent.trim();
  const buttons = [...area.querySelectorAll('.rb-live-view button, .rb-live-quiz button')].filter(shown)
    .filter(b => area.classList.contains('rb-live-quiz') || b.closest('.rb-live-view'));
  let control = null;
  if (a.find === 'button') {
    control = buttons.find(b => words(b) === a.text) || buttons.find(b => words(b) === a.otherwise) || null;
  } else if (a.find === 'choice') {
    control = buttons.filter(b => words(b) && words(b) !== 'Next question')[a.index] || null;
  } else {
    const box = [...area.querySelectorAll('.widget-inline-hbox')]
      .find(b => b.querySelector(':scope > label') && words(b.querySelector(':scope > label')) === a.label);
    control = box ? box.querySelector('input, textarea') : null;
  }
  if (!control) return {error: 'no control: ' + JSON.stringify(a)};
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
    """One interaction of the update series, on the live widget after the chapter's anchor ``anchor``:
    ``find`` is "button" (``text``, or ``otherwise`` when that is not shown), "choice" (the quiz's
    ``index``-th choice) or "input" (``label``, set to ``value``)."""

    widget: str
    what: str
    find: str
    anchor: str
    text: str = ""
    otherwise: str = ""
    index: int = 0
    label: str = ""
    value: str = ""

    def spec(self) -> dict[str, Any]:
        return {"find": self.find, "anchor": self.anchor, "text": self.text, "otherwise": self.otherwise,
                "index": self.index, "label": self.label, "value": self.value, "quietMs": QUIET_MS,
                "timeoutMs": UPDATE_TIMEOUT_MS}


#: The worked examples of the raise calculator clicked in turn (the chapter opens on "$2 manila, first round").
RAISE_EXAMPLES = ["$5 manila, first round", "$2 manila, later round: bet $4", "$2 manila, later round: $4 raised to $8",
                  "Three raises already, four players", "Head to head", "Short stack: tap out",
                  "Short stack: call all in, side pot", "$2 manila, first round"]
#: The five cards typed into the ranking explorer in turn (32 cards, 7 to ace; it starts on "A 7 8 9 10").
FIVE_CARDS = ["K Q J 10 9", "Ah Kh Qh Jh 9h", "9 9 9 7 7", "8 8 J Q A", "7c 8d 9h 10s Jc", "A 7 8 9 10"]


def interactions() -> list[Interaction]:
    """The update series of one round on the manila-2 chapter, in order."""
    series = [Interaction("deal stepper", "Next \u25b6 clicked", "button", "live-deal-stepper",
                          text="Next \u25b6", otherwise="Restart") for _ in range(8)]
    series += [Interaction("raise calculator", "a worked example clicked", "button", "live-raise-calculator", text=example)
               for example in RAISE_EXAMPLES]
    series += [Interaction("ranking explorer", "five cards typed", "input", "live-ranking-explorer", label="Five cards",
                           value=cards) for cards in FIVE_CARDS]
    series += [Interaction("showdown explainer", "Deal a new hand clicked", "button", "live-showdown-explainer",
                           text="Deal a new hand") for _ in range(4)]
    for _ in range(4):
        series.append(Interaction("quiz", "a choice clicked", "choice", "live-quiz"))
        series.append(Interaction("quiz", "Next question clicked", "button", "live-quiz", text="Next question"))
    return series


# --- the pure helpers (tests/test_book_pages_benchmark.py) ----------------------------------------------


def kind_of(path: str) -> str:
    """The kind of a file served, by its name's ending (a query or fragment ignored)."""
    name = urlsplit(path).path.lower()
    for kind, endings in KINDS.items():
        if name.endswith(endings):
            return kind
    return "other"


def by_kind(records: list[dict[str, Any]]) -> dict[str, dict[str, int]]:
    """Bytes and responses by kind (every kind, in ``KINDS``' order) of the server's records (``{"path",
    "method", "status", "bytes", "raw", "gzipped"}``: the body as sent, the file's own size and what a
    gzipping host would send); ``files``: the files sent whole (a GET answered 200), ``not_modified``:
    the 304 answers (no body)."""
    table = {kind: {"bytes": 0, "raw": 0, "gzipped": 0, "responses": 0, "files": 0, "not_modified": 0} for kind in KINDS}
    for record in records:
        row = table[kind_of(record["path"])]
        row["bytes"] += record["bytes"]
        row["raw"] += record.get("raw", record["bytes"])
        row["gzipped"] += record.get("gzipped", record["bytes"])
        row["responses"] += 1
        row["files"] += record["status"] == 200 and record.get("method", "GET") == "GET"
        row["not_modified"] += record["status"] == 304
    return table


def marks(times: list[list[Any]]) -> dict[str, float]:
    """The page's record of its steps (``window.rbLive.times``: [what, ms], in order) as seconds from the
    navigation's start, each step at its first time."""
    found: dict[str, float] = {}
    for what, ms in times:
        found.setdefault(str(what), round(ms / 1000, 3))
    return found


def first_live(steps: dict[str, float]) -> float | None:
    """When the first widget was drawn live (the earliest "live:<i>"), if any was."""
    return min((at for what, at in steps.items() if what.startswith("live:")), default=None)


def other_host(url: str) -> bool:
    """Whether a request goes to a host other than this machine's 127.0.0.1 (data:, blob: and the
    like go nowhere)."""
    parts = urlsplit(url)
    return parts.scheme in ("http", "https", "ws", "wss") and parts.hostname != "127.0.0.1"


def unknown_errors(messages: list[str]) -> list[str]:
    """The console errors that are not known to be harmless."""
    return [message for message in messages if not any(known in message for known in KNOWN_CONSOLE_ERRORS)]


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


def verdict(measured: float | None, target: float) -> str:
    """``measured`` against a target it must stay under: the ratio and met or not met."""
    if measured is None:
        return "not measured, NOT MET"
    return f"{measured / target:.2f} of the target, {'met' if measured < target else 'NOT MET'}"


def megabits_per_second(sent: int, seconds: float) -> float:
    """The rate of a download of ``sent`` bytes in ``seconds``, in Mbit/s (a download timed at 0 ms as 1 ms)."""
    return sent * 8 / 1e6 / max(seconds, 0.001)


def worker_throttled(downloads: list[dict[str, Any]], limit_mbit: float) -> dict[str, Any]:
    """Whether the worker's large downloads (``downloads``: {"path", "bytes", "start_s", "end_s"}, those of
    ``live/`` of at least ``THROTTLE_CHECK_BYTES``) came no faster than the emulated link allows (10 % of
    slack): the fastest one's rate, and the verdict."""
    first: dict[str, dict[str, Any]] = {}  # a file's first download: a later request for it (the worker asks
    for item in sorted(downloads, key=lambda item: item["start_s"]):  # for the wheels early, then Pyodide does)
        first.setdefault(item["path"], item)  # is answered by the browser's cache, at no link's pace
    rates = [megabits_per_second(item["bytes"], item["end_s"] - item["start_s"]) for item in first.values()
             if "/live/" in item["path"] and item["bytes"] >= THROTTLE_CHECK_BYTES and item["end_s"] is not None]
    fastest = max(rates, default=None)
    return {"fastest_mbit": None if fastest is None else round(fastest, 1),
            "throttled": fastest is not None and fastest <= limit_mbit * 1.1}


# --- gzip, as a host that gzips sends -------------------------------------------------------------------


class Gzipped:
    """Each file of the site gzipped as a gzipping host would send it (:data:`GZIPPED_KINDS`, level
    :data:`GZIP_LEVEL`), made once: ``body(file)`` is None for a file sent as it is."""

    def __init__(self) -> None:
        self._bodies: dict[Path, bytes | None] = {}
        self._lock = threading.Lock()

    def body(self, file: Path) -> bytes | None:
        with self._lock:
            if file not in self._bodies:
                self._bodies[file] = self._make(file)
            return self._bodies[file]

    @staticmethod
    def _make(file: Path) -> bytes | None:
        if kind_of(file.name) not in GZIPPED_KINDS or not file.is_file():
            return None
        raw = file.read_bytes()
        packed = gzip.compress(raw, GZIP_LEVEL, mtime=0)
        return packed if len(packed) < len(raw) else None

    def size(self, file: Path) -> int:
        """What a gzipping host sends of ``file``."""
        packed = self.body(file)
        return file.stat().st_size if packed is None else len(packed)

    def prepare(self, site: Path) -> float:
        """Gzip every file of ``site`` a host would (before any load, so that no load waits for it); seconds."""
        started = time.monotonic()
        for file in sorted(site.rglob("*")):
            if kind_of(file.name) in GZIPPED_KINDS:
                self.body(file)
        return time.monotonic() - started


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
    status line and headers: files, and error pages too) with ``server.record``; with the server's
    ``gzip`` on, a file a gzipping host compresses goes gzipped to a browser that accepts gzip."""

    protocol_version = "HTTP/1.1"
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm",
                      ".whl": "application/octet-stream", ".js": "text/javascript", ".mjs": "text/javascript"}
    server: SiteServer
    _status: int | None = None
    _head = 0
    _file: Path | None = None

    def setup(self) -> None:
        super().setup()
        self.wfile = _Counted(self.wfile)  # type: ignore[assignment]

    def send_response(self, code: int, message: str | None = None) -> None:
        self._status = code
        super().send_response(code, message)

    def end_headers(self) -> None:
        max_age = self.server.max_age
        if max_age is not None:
            self.send_header("Cache-Control", f"max-age={max_age}")
        self._head += sum(len(line) for line in getattr(self, "_headers_buffer", [])) + 2  # and the blank line
        super().end_headers()

    def send_head(self) -> Any:
        file = Path(self.translate_path(self.path))
        self._file = file if file.is_file() else None
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        packed = self.server.gzipped.body(file) if self.server.gzip and accepts and self._file else None
        if packed is None:
            return super().send_head()
        modified = file.stat().st_mtime
        if self._unchanged_since(modified):
            self.send_response(http.HTTPStatus.NOT_MODIFIED)
            self.end_headers()
            return None
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(file)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(packed)))
        self.send_header("Last-Modified", self.date_time_string(int(modified)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(packed)

    def _unchanged_since(self, modified: float) -> bool:
        """Whether the request's ``If-Modified-Since`` holds (as ``http.server`` reads it)."""
        since = self.headers.get("If-Modified-Since")
        if not since or "If-None-Match" in self.headers:
            return False
        try:
            when = email.utils.parsedate_to_datetime(since)
        except (TypeError, IndexError, OverflowError, ValueError):
            return False
        if when.tzinfo is None:
            when = when.replace(tzinfo=datetime.UTC)
        return datetime.datetime.fromtimestamp(modified, datetime.UTC).replace(microsecond=0) <= when

    def handle_one_request(self) -> None:
        counted: _Counted = self.wfile  # type: ignore[assignment]
        self._status, self._head, self._file, start = None, 0, None, counted.written
        super().handle_one_request()
        if self._status is not None:
            sent = counted.written - start - self._head
            whole = self._status == 200 and self.command == "GET" and self._file is not None
            self.server.record(self.command, self.path, self._status, sent, self._file if whole else None)

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (the quiet server)
        pass


class SiteServer(http.server.ThreadingHTTPServer):
    """The built site on 127.0.0.1 (a free port), in a thread; ``served``: every response, in order."""

    daemon_threads = True

    def __init__(self, site: Path, max_age: int | None = None, gzip_files: bool = False) -> None:
        super().__init__(("127.0.0.1", 0), functools.partial(_Handler, directory=str(site)))
        self.max_age = max_age
        self.gzip = gzip_files
        self.gzipped = Gzipped()
        self.served: list[dict[str, Any]] = []
        self.lock = threading.Lock()
        self.thread = threading.Thread(target=self.serve_forever, daemon=True)
        self.thread.start()

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/"

    def record(self, method: str, path: str, status: int, sent: int, file: Path | None) -> None:
        with self.lock:
            self.served.append({"t": time.monotonic(), "method": method, "path": path, "status": int(status),
                                "bytes": sent, "file": file})

    def mark(self) -> int:
        with self.lock:
            return len(self.served)

    def since(self, mark: int) -> list[dict[str, Any]]:
        """The responses since ``mark``, each with its file's ``raw`` size and what a gzipping host sends of
        it (``gzipped``); a 304, an error page or a HEAD: both are the bytes sent."""
        with self.lock:
            served = list(self.served[mark:])
        records = []
        for item in served:
            file = item["file"]
            raw = file.stat().st_size if file is not None else item["bytes"]
            gzipped = self.gzipped.size(file) if file is not None else item["bytes"]
            records.append({"t": item["t"], "method": item["method"], "path": item["path"], "status": item["status"],
                            "bytes": item["bytes"], "raw": raw, "gzipped": gzipped})
        return records

    def wait_quiet(self, quiet_s: float = 1.0, limit_s: float = 15.0) -> None:
        """Wait until nothing has been served for ``quiet_s`` (late fonts, lazy images), at most ``limit_s``."""
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
    ``elsewhere``: the requests it made to other hosts; ``finished``: every request that finished."""

    def __init__(self, playwright: Any) -> None:
        self.directory = tempfile.mkdtemp(prefix="book-pages-profile-")
        try:
            self.context = playwright.chromium.launch_persistent_context(
                self.directory, executable_path=CHROMIUM, args=CHROMIUM_ARGS, proxy=BLOCKING_PROXY,
                viewport={"width": 1280, "height": 900},
            )
        except BaseException:
            shutil.rmtree(self.directory, ignore_errors=True)
            raise
        self.context.add_init_script(script=HEAR_WORKER)
        self.elsewhere: list[str] = []
        self.finished: list[Any] = []
        self.context.on("request", lambda request: self.elsewhere.append(request.url) if other_host(request.url) else None)
        self.context.on("requestfinished", lambda request: self.finished.append(request))  # the worker's too
        for page in self.context.pages:  # the blank tab it opens with
            page.close()

    def close(self) -> None:
        self.context.close()
        shutil.rmtree(self.directory, ignore_errors=True)


def timeline(requests: list[Any], origin_ms: float, base: str, sent: dict[str, int]) -> list[dict[str, Any]]:
    """When the page's own file and each file under ``live/`` started and finished arriving, in seconds from
    the navigation's start (``origin_ms``: the page's ``performance.timeOrigin``), with the bytes sent."""
    rows = []
    for request in requests:
        path = "/" + request.url.removeprefix(base)
        if not (request.resource_type == "document" or path.startswith("/live/")):
            continue
        timing = request.timing
        if timing["startTime"] <= 0:
            continue
        start = timing["startTime"] - origin_ms
        rows.append({"path": path, "bytes": sent.get(path, 0), "start_s": round(start / 1000, 3),
                     "end_s": round((start + timing["responseEnd"]) / 1000, 3) if timing["responseEnd"] >= 0 else None})
    return sorted(rows, key=lambda row: row["start_s"])


def load(profile: Profile, server: SiteServer, stem: str, cache: str, throttled: bool = False) -> tuple[Any, dict[str, Any]]:
    """Open the chapter ``stem`` in a new tab of ``profile`` and measure it; the tab (left open) and the record."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    page = profile.context.new_page()
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(f"uncaught: {error}"))
    page.on("websocket", lambda socket: profile.elsewhere.append(socket.url) if other_host(socket.url) else None)
    if throttled:
        session = profile.context.new_cdp_session(page)
        session.send("Network.enable")
        session.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": THROTTLE_LATENCY_MS,
            "downloadThroughput": THROTTLE_DOWN_MBIT * 1e6 / 8, "uploadThroughput": -1,
        })
    mark, elsewhere, finished = server.mark(), len(profile.elsewhere), len(profile.finished)
    started = time.monotonic()
    page.goto(f"{server.base}{stem}.html", wait_until="commit")
    timed_out = False
    try:
        page.wait_for_function(SETTLED, timeout=THROTTLED_READY_TIMEOUT_MS if throttled else READY_TIMEOUT_MS, polling=100)
    except PlaywrightTimeout:  # recorded as such, and the run goes on
        timed_out = True
    wall = time.monotonic() - started
    live = page.evaluate("""() => ({state: window.rbLive ? window.rbLive.state : 'no script',
        reason: window.rbLive ? window.rbLive.reason || null : null, times: window.rbLive ? window.rbLive.times : [],
        heard: window.rbBenchWorker || [], origin: performance.timeOrigin, snapshot: window.rbLive ? window.rbLive.snapshot : null})""")
    steps = marks(live["times"])
    server.wait_quiet()
    served = server.since(mark)
    kinds = by_kind(served)
    python = [item for item in served if item["path"].startswith("/live/")]  # Python's files: the worker's
    sent: dict[str, int] = {}
    for item in served:
        sent[item["path"]] = sent.get(item["path"], 0) + item["bytes"]
    downloads = timeline(profile.finished[finished:], live["origin"], server.base, sent)
    record: dict[str, Any] = {
        "page": stem,
        "cache": cache,
        "state": "timed out" if timed_out else live["state"],
        "reason": live["reason"],
        "from_snapshot": live["snapshot"],
        "first_live_s": first_live(steps),
        "ready_s": steps.get("ready"),
        "marks_s": steps,
        "worker_messages_s": [[what, round(ms / 1000, 3), None if at is None else round(at / 1000, 3)]
                              for what, ms, at in live["heard"]],
        "wall_s": round(wall, 2),
        "bytes": sum(row["bytes"] for row in kinds.values()),
        "raw_bytes": sum(row["raw"] for row in kinds.values()),
        "gzipped_bytes": sum(row["gzipped"] for row in kinds.values()),
        "python_bytes": {field: sum(item[field] for item in python) for field in ("bytes", "raw", "gzipped")},
        "responses": len(served),
        "files": sum(row["files"] for row in kinds.values()),
        "not_modified": sum(row["not_modified"] for row in kinds.values()),
        "bytes_by_kind": kinds,
        "downloads": downloads,
        "not_found": sorted({item["path"] for item in served if item["status"] >= 400}),
        "other_hosts": profile.elsewhere[elsewhere:],
        "console_errors": unknown_errors(errors),
    }
    if throttled:
        record["throttle"] = {"down_mbit": THROTTLE_DOWN_MBIT, "latency_ms": THROTTLE_LATENCY_MS, "by": "CDP"} | \
            worker_throttled(downloads, THROTTLE_DOWN_MBIT)
    if cache == "warm":  # what a warm load still asks for (a cold load asks for everything): status, bytes, path
        record["served"] = [f"{item['status']} {item['bytes']} {item['path']}" for item in served]
    return page, record


def time_updates(page: Any, server: SiteServer, round_number: int) -> tuple[list[dict[str, Any]], int]:
    """The update series on an open manila-2 chapter; its samples and the bytes served meanwhile."""
    mark = server.mark()
    samples = []
    for interaction in interactions():
        result = page.evaluate(INTERACT, interaction.spec())
        sample = {"round": round_number, "widget": interaction.widget, "what": interaction.what} | {
            key: round(value, 2) if isinstance(value, float) else value for key, value in result.items()
        }
        sample.setdefault("ms", None)
        if not sample.get("error") and (not sample["changed"] or sample["ms"] is None or sample["timed_out"]):
            sample["error"] = "no answer" if sample["timed_out"] else "its widget's panes did not change"
        samples.append(sample)
        page.wait_for_timeout(100)
    return samples, sum(record["bytes"] for record in server.since(mark))


# --- the figures ---------------------------------------------------------------------------------------


def _median(values: list[float]) -> float | None:
    return round(statistics.median(values), 3) if values else None


def summarize_loads(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """The figures of some loads of one page: the first live widget, ready, the page's marks, and bytes."""
    good = [run for run in runs if run["state"] == "ready"]
    names = list(dict.fromkeys(name for run in good for name in run["marks_s"]))
    heard = list(dict.fromkeys(what for run in good for what, _, _ in run["worker_messages_s"]))
    return {
        "loads": len(runs),
        "not_ready": len(runs) - len(good),
        "first_live_s": spread([run["first_live_s"] for run in good if run["first_live_s"] is not None]),
        "ready_s": spread([run["ready_s"] for run in good]),
        "marks_s": {name: _median([run["marks_s"][name] for run in good if name in run["marks_s"]]) for name in names},
        "worker_messages_s": {what: _median([at for run in good for seen, at, _ in run["worker_messages_s"] if seen == what])
                              for what in heard},
        "bytes": spread([run["bytes"] for run in runs], 0),
        "files": spread([run["files"] for run in runs], 0),
        "raw_bytes": spread([run["raw_bytes"] for run in runs], 0),
        "gzipped_bytes": spread([run["gzipped_bytes"] for run in runs], 0),
        "python_bytes": {field: spread([run["python_bytes"][field] for run in runs], 0) for field in ("bytes", "raw", "gzipped")},
        "bytes_by_kind": {
            kind: {field: round(statistics.median(run["bytes_by_kind"][kind][field] for run in runs))
                   for field in ("bytes", "raw", "gzipped", "responses", "files")}
            for kind in KINDS
        } if runs else {},
    }


def worst(pages: dict[str, Any], cache: str, figure: str) -> float | None:
    """The worst page's median of a figure (None if a page has none)."""
    medians = [row[cache][figure].get("median") for row in pages.values()]
    return None if not medians or None in medians else max(medians)


def summarize(loads: list[dict[str, Any]], samples: list[dict[str, Any]], stems: list[str]) -> dict[str, Any]:
    pages = {stem: {cache: summarize_loads([run for run in loads if run["page"] == stem and run["cache"] == cache])
                    for cache in ("cold", "warm")} for stem in stems}
    good = [sample["ms"] for sample in samples if not sample["error"]]
    kinds: dict[str, list[float]] = {}
    for sample in samples:
        mine = kinds.setdefault(f"{sample['widget']}: {sample['what']}", [])
        if not sample["error"]:
            mine.append(sample["ms"])
    throttled_runs = [run for run in loads if run["cache"] == "throttled"]
    throttled = summarize_loads(throttled_runs) | {
        "page": THROTTLED_PAGE,
        "down_mbit": THROTTLE_DOWN_MBIT,
        "latency_ms": THROTTLE_LATENCY_MS,
        "worker_throttled": bool(throttled_runs) and all(run["throttle"]["throttled"] for run in throttled_runs),
        "worker_fastest_mbit": max((run["throttle"]["fastest_mbit"] or 0 for run in throttled_runs), default=None),
        "old_page_ready_s": OLD_PAGE_THROTTLED_S,
    }
    measured = [run for run in loads if run["cache"] in ("cold", "warm")]
    return {
        "pages": pages,
        "cold_first_live_s_worst_median": worst(pages, "cold", "first_live_s"),
        "warm_first_live_s_worst_median": worst(pages, "warm", "first_live_s"),
        "cold_ready_s_worst_median": worst(pages, "cold", "ready_s"),
        "warm_ready_s_worst_median": worst(pages, "warm", "ready_s"),
        "cold_first_live_s_max": max((run["first_live_s"] for run in measured
                                      if run["cache"] == "cold" and run["first_live_s"] is not None), default=None),
        "warm_first_live_s_max": max((run["first_live_s"] for run in measured
                                      if run["cache"] == "warm" and run["first_live_s"] is not None), default=None),
        "loads_not_ready": sum(run["state"] != "ready" for run in loads),
        "throttled": throttled,
        "updates_ms": spread(good, 1),
        "updates_failed": len(samples) - len(good),
        "updates_ms_by_kind": {name: spread(values, 1) for name, values in kinds.items()},
        "other_host_requests": sum(len(run["other_hosts"]) for run in loads),
    }


def targets(summary: dict[str, Any]) -> list[dict[str, Any]]:
    """Each target, what was measured against it, and whether it was met: a load time only if every load
    became ready, the updates' 95th percentile only if every update answered."""
    updates = summary["updates_ms"]
    every_load = not summary["loads_not_ready"]
    rows = [
        ("first live widget, warm cache", "warm_first_live_s", summary["warm_first_live_s_worst_median"], WARM_TARGET_S, "s",
         every_load),
        ("first live widget, cold cache", "cold_first_live_s", summary["cold_first_live_s_worst_median"], COLD_TARGET_S, "s",
         every_load),
        ("each update, 95th percentile", "update_p95_ms", updates.get("p95"), UPDATE_P95_TARGET_MS, "ms",
         not summary["updates_failed"]),
    ]
    found = [{"target": name, "key": key, "measured": value, "under": limit, "unit": unit,
              "met": value is not None and value < limit and complete}
             for name, key, value, limit, unit, complete in rows]
    found.append({"target": "requests to other hosts", "key": "other_host_requests",
                  "measured": summary["other_host_requests"], "under": 1, "unit": "",
                  "met": summary["other_host_requests"] == 0})
    return found


def mb(count: float | None) -> str:
    return "-" if count is None else f"{count / 1e6:.2f}"


def _seconds(row: dict[str, Any]) -> str:
    if not row.get("count"):
        return "-"
    return f"{row['median']:.2f} ({row['min']:.2f}-{row['max']:.2f})"


def print_tables(summary: dict[str, Any], stems: list[str]) -> None:
    print(f"\n{'page':<26} {'cache':<5} {'first live s':>18} {'ready s':>18} {'page':>6} {'worker':>7} "
          f"{'Python up':>9} {'MB sent':>8} {'raw':>7} {'gzipped':>8}")
    for stem in stems:
        for cache in ("cold", "warm"):
            row = summary["pages"][stem][cache]
            heard = row["worker_messages_s"]
            print(f"{stem:<26} {cache:<5} {_seconds(row['first_live_s']):>18} {_seconds(row['ready_s']):>18} "
                  f"{row['marks_s'].get('page') or 0:>6.2f} {heard.get('created') or 0:>7.2f} {heard.get('widgets') or 0:>9.2f} "
                  f"{mb(row['bytes'].get('median')):>8} {mb(row['raw_bytes'].get('median')):>7} "
                  f"{mb(row['gzipped_bytes'].get('median')):>8}")
    print("  (page: its script ran; worker: the worker made; Python up: the worker's message that it makes the widgets "
          "reached the page; medians, s)")
    first = summary["pages"][stems[0]]["cold"]["bytes_by_kind"]
    if first:
        print(f"\nbytes of a first visit to {stems[0]}, by kind (median), MB:   {'sent':>8} {'raw':>8} {'gzipped':>8} {'files':>6}")
        for kind in KINDS:
            row = first[kind]
            print(f"  {KIND_NAMES.get(kind, kind):<52} {mb(row['bytes']):>8} {mb(row['raw']):>8} "
                  f"{mb(row['gzipped']):>8} {row['files']:>6}")
    throttled = summary["throttled"]
    if throttled["loads"]:
        print(f"\nfirst visit to {throttled['page']} at {throttled['down_mbit']:g} Mbit/s down, {throttled['latency_ms']:g} ms "
              f"latency: first live widget {_seconds(throttled['first_live_s'])} s, ready {_seconds(throttled['ready_s'])} s, "
              f"{mb(throttled['bytes'].get('median'))} MB sent")
        print(f"  the worker's downloads throttled too: {'yes' if throttled['worker_throttled'] else 'NO'} (fastest "
              f"{throttled['worker_fastest_mbit']} Mbit/s)")
        ready = throttled["ready_s"].get("median")
        if ready:
            print(f"  the old separate in-browser page took about {OLD_PAGE_THROTTLED_S} s to be ready (measured ad hoc); "
                  f"the chapter now {ready:.1f} s ({ready / OLD_PAGE_THROTTLED_S:.2f} of that), and "
                  f"{throttled['first_live_s'].get('median', 0):.1f} s to its first live widget")
    rows = [*summary["updates_ms_by_kind"].items(), ("every update", summary["updates_ms"])]
    width = max(len(name) for name, _ in rows)
    print(f"\n{'update (manila-2 chapter), ms':<{width + 2}} {'n':>4} {'median':>7} {'p95':>7} {'max':>7}")
    for name, row in rows:
        if row["count"]:
            print(f"  {name:<{width}} {row['count']:>4} {row['median']:>7.1f} {row['p95']:>7.1f} {row['max']:>7.1f}")
    if summary["updates_failed"]:
        print(f"  updates not answered or unchanged: {summary['updates_failed']}")
    if summary["loads_not_ready"]:
        print(f"\nloads that never became ready: {summary['loads_not_ready']}")
    print("\nTARGETS (load times: the worst page's median; updates: their 95th percentile)")
    for target in targets(summary):
        if target["key"] == "other_host_requests":
            print(f"  requests to other hosts = 0: {target['measured']}, {'met' if target['met'] else 'NOT MET'}")
            continue
        measured, under, unit = target["measured"], target["under"], target["unit"]
        said = verdict(measured, under)
        if measured is not None and measured < under and not target["met"]:
            said = "NOT MET: " + ("an update did not answer" if target["key"] == "update_p95_ms" else "a load never became ready")
        print(f"  {target['target']} < {under:g} {unit}: {'-' if measured is None else f'{measured:g} {unit}'}, {said}")


def command_line(args: argparse.Namespace, stems: list[str]) -> str:
    """The command that makes this run again (the site left out: where it is built varies)."""
    words = ["python benchmarks/book_pages.py"]
    if args.all:
        words.append("--all")
    elif stems != DEFAULT_PAGES:
        words.append("--pages " + " ".join(stems))
    if args.rounds != 3:
        words.append(f"--rounds {args.rounds}")
    if args.gzip:
        words.append("--gzip")
    if args.max_age is not None:
        words.append(f"--max-age {args.max_age}")
    if args.no_throttled:
        words.append("--no-throttled")
    return " ".join(words)


def _parser() -> argparse.ArgumentParser:
    """The command line: the site, the pages, the rounds, how the server sends, and where the results go."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--site", type=Path, default=SITE, help="the built site (default: %(default)s)")
    parser.add_argument("--pages", nargs="+", default=DEFAULT_PAGES, metavar="PAGE",
                        help="the chapters (PAGE.html under the site; default: %(default)s)")
    parser.add_argument("--all", action="store_true", help="every chapter with live widgets the site holds")
    parser.add_argument("--rounds", type=int, default=3,
                        help=f"cold and warm loads of each page (1 to {MAX_ROUNDS}; default: %(default)s)")
    parser.add_argument("--gzip", action="store_true",
                        help="send html, js, css, json and wasm (and the stdlib zip, if smaller) gzipped, as a host that gzips")
    parser.add_argument("--max-age", type=int, default=None,
                        help="send Cache-Control: max-age=SECONDS (GitHub Pages: 600; default: none, as http.server)")
    parser.add_argument("--settle", type=float, default=SETTLE_S,
                        help="seconds between a cold load and its warm one (default: %(default)s)")
    parser.add_argument("--no-throttled", action="store_true",
                        help=f"leave out the first visit at {THROTTLE_DOWN_MBIT:g} Mbit/s")
    parser.add_argument("--max-minutes", type=float, default=MAX_MINUTES,
                        help="start no load after this many minutes (default: %(default)s)")
    parser.add_argument("--output", type=Path, default=RESULTS, help="the results file (default: %(default)s)")
    parser.add_argument("--no-write", action="store_true", help="print only; write no results file")
    return parser


@dataclass
class Measured:
    """What the rounds measured so far: every load, every update sample, each update series' bytes."""

    loads: list[dict[str, Any]]
    samples: list[dict[str, Any]]
    update_bytes: list[int]
    stopped_early: bool = False


def show(run: dict[str, Any], round_number: int, rounds: int) -> None:
    """One load's line of the progress printed as the rounds go."""
    print(f"[{round_number}/{rounds}] {run['page']:<24} {run['cache']:<9} {run['state']:<7} first live "
          f"{run['first_live_s'] or 0:5.2f} s, ready {run['ready_s'] or 0:5.2f} s, {mb(run['bytes']):>6} MB in "
          f"{run['responses']:>3} responses ({run['not_modified']} not modified), "
          f"elsewhere {len(run['other_hosts'])}, errors {len(run['console_errors'])}", flush=True)


def measure_page(playwright: Any, server: SiteServer, args: argparse.Namespace, stems: list[str], stem: str,
                 round_number: int, measured: Measured) -> None:
    """One page in one round, in a fresh profile: its cold and warm loads, and the updates on the updates page."""
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
        if stem == UPDATES_PAGE and warm["state"] == "ready":
            timed, sent = time_updates(page, server, round_number)
            measured.samples += timed
            measured.update_bytes.append(sent)
        page.close()
    finally:
        profile.close()
    for run in runs:
        run["round"] = round_number
        measured.loads.append(run)
        show(run, round_number, args.rounds)
    if stem == UPDATES_PAGE:
        mine = [sample["ms"] for sample in measured.samples if sample["round"] == round_number and not sample["error"]]
        print(f"[{round_number}/{args.rounds}] {stem:<24} {len(mine)} updates, median "
              f"{statistics.median(mine) if mine else 0:.1f} ms, max {max(mine, default=0):.1f} ms",
              flush=True)


def measure_throttled(playwright: Any, server: SiteServer, round_number: int, rounds: int, measured: Measured) -> None:
    """The round's first visit over the slower network, in a fresh profile."""
    profile = Profile(playwright)
    try:
        page, run = load(profile, server, THROTTLED_PAGE, "throttled", throttled=True)
        page.close()
    finally:
        profile.close()
    run["round"] = round_number
    measured.loads.append(run)
    show(run, round_number, rounds)


def measure(server: SiteServer, args: argparse.Namespace, stems: list[str]) -> Measured:
    """Every round: each page's loads, the updates, the slow first visit; none started after the deadline."""
    deadline = time.monotonic() + args.max_minutes * 60
    measured = Measured(loads=[], samples=[], update_bytes=[])
    try:
        from playwright.sync_api import sync_playwright

        with sync_playwright() as playwright:
            for round_number in range(1, args.rounds + 1):
                order = stems if UPDATES_PAGE in stems else [*stems, UPDATES_PAGE]
                for stem in order:
                    if time.monotonic() > deadline:
                        measured.stopped_early = True
                        break
                    measure_page(playwright, server, args, stems, stem, round_number, measured)
                if not measured.stopped_early and time.monotonic() > deadline:
                    measured.stopped_early = True
                if measured.stopped_early:
                    break
                if args.no_throttled:
                    continue
                measure_throttled(playwright, server, round_number, args.rounds, measured)
    finally:
        server.stop()
    return measured


def print_problems(measured: Measured) -> tuple[list[str], list[str]]:
    """Print what went wrong (console errors, files not found, loads not ready, updates failed).

    :returns: the console errors and the paths not found, for the results.
    """
    errors = sorted({error for run in measured.loads for error in run["console_errors"]})
    not_found = sorted({path for run in measured.loads for path in run["not_found"] if path not in NOT_FOUND_KNOWN})
    for error in errors:
        print(f"console error: {error[:300]}")
    if not_found:
        print(f"not found (4xx): {', '.join(not_found)}")
    for run in measured.loads:
        if run["state"] != "ready":
            print(f"not ready: {run['page']} {run['cache']} round {run['round']}: {run['state']} ({run['reason']})")
    for sample in measured.samples:
        if sample["error"]:
            print(f"update failed: {sample}")
    return errors, not_found


def server_record(args: argparse.Namespace, server: SiteServer) -> dict[str, Any]:
    """How the site was served: HTTP, caching, gzip, and the standard library's zip raw and gzipped."""
    stdlib = next(args.site.glob("live/pyodide/*.zip"), None)
    return {"http": "HTTP/1.1, Python http.server", "cache_control_max_age": args.max_age, "gzip": args.gzip,
            "gzip_level": GZIP_LEVEL, "gzipped_kinds": list(GZIPPED_KINDS),
            "stdlib_zip": None if stdlib is None else {
                "raw": stdlib.stat().st_size, "gzipped": len(gzip.compress(stdlib.read_bytes(), GZIP_LEVEL, mtime=0)),
                "sent_gzipped": args.gzip and server.gzipped.body(stdlib) is not None}}


def main(argv: list[str]) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if not 1 <= args.rounds <= MAX_ROUNDS:
        parser.error(f"--rounds must be 1 to {MAX_ROUNDS}")
    chapters = args.site / CHAPTERS
    stems = (sorted(path.relative_to(chapters).with_suffix("").as_posix() for path in chapters.rglob("*.json"))
             if args.all else list(args.pages))
    missing = [stem for stem in dict.fromkeys([*stems, UPDATES_PAGE])
               if not (args.site / f"{stem}.html").exists() or not (chapters / f"{stem}.json").exists()]
    if missing:
        print(f"book_pages: {args.site} has no live chapter {', '.join(missing)} (build the site with its live/ folder)",
              file=sys.stderr)
        return 1

    load_start = os.getloadavg()
    version = chromium_version()
    print(f"Chromium {version}, load average {load_start[0]:.2f} {load_start[1]:.2f} {load_start[2]:.2f}", flush=True)
    server = SiteServer(args.site, args.max_age, args.gzip)
    print(f"gzipped the site's files as a gzipping host would, in {server.gzipped.prepare(args.site):.1f} s", flush=True)
    measured = measure(server, args, stems)
    if measured.stopped_early:
        print(f"book_pages: stopped after {args.max_minutes:g} minutes; the results hold what was measured", flush=True)
    load_end = os.getloadavg()
    summary = summarize(measured.loads, measured.samples, stems)
    summary["update_series_bytes"] = measured.update_bytes
    print_tables(summary, stems)
    print(f"\nload average: at the start {load_start[0]:.2f}, at the end {load_end[0]:.2f} ({os.cpu_count()} cores)")
    errors, not_found = print_problems(measured)
    result = {
        "what": "the book's chapters with widgets running in the reader's browser (Pyodide in a Web Worker): time "
                "from the navigation's start to the first live widget and to ready (every widget live) from a cold "
                "and a warm HTTP cache, and of a first visit over a 20 Mbit/s link; the page's own step marks; bytes "
                "served by kind (as sent, raw, gzipped); requests to other hosts; and the time of each widget update "
                "on the manila-2 chapter (event to its widget's last change)",
        "command": command_line(args, stems),
        "when": time.strftime("%Y-%m-%d %H:%M"),
        "stopped_early": measured.stopped_early,
        "machine": {
            "cores": os.cpu_count(),
            "python": platform.python_version(),
            "chromium": version,
            "load_average_start": [round(value, 2) for value in load_start],
            "load_average_end": [round(value, 2) for value in load_end],
        },
        "server": server_record(args, server),
        "site": {"download_mb": {stem: json.loads((chapters / f"{stem}.json").read_text(encoding="utf-8")).get("download_mb")
                                 for stem in stems}},
        "targets": targets(summary),
        "summary": summary,
        "console_errors": errors,
        "not_found": not_found,
        "loads": measured.loads,
        "updates": measured.samples,
    }
    if not args.no_write:
        args.output.parent.mkdir(parents=True, exist_ok=True)
        args.output.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        shown = args.output.relative_to(ROOT) if args.output.is_relative_to(ROOT) else args.output
        print(f"written to {shown}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
