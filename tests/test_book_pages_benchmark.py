"""benchmarks/book_pages.py's own parts, without a browser: the kinds of bytes, the sums (as sent, raw and
gzipped), the page's step marks, the filters of requests and console errors, the percentiles, the summary
and its targets, the check that the slow link reached the worker, and its static server's count of the
bytes it sends, gzipped as a gzipping host sends them."""

from __future__ import annotations

import gzip
import importlib.util
import json
import pathlib
import sys
import time
import urllib.error
import urllib.request
from typing import Any

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("rules_book_book_pages", ROOT / "benchmarks" / "book_pages.py")
assert _spec is not None and _spec.loader is not None
bench = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = bench  # its dataclass looks its module up
_spec.loader.exec_module(bench)


@pytest.mark.parametrize(
    ("path", "kind"),
    [
        ("/live/pyodide/pyodide.asm.wasm", "wasm"),
        ("/_static/live_book.js?v=4f60b518", "js"),
        ("/live/pyodide/pyodide.asm.js", "js"),
        ("/live/pyodide/ipywidgets-8.1.9-py3-none-any.whl", "wheels"),
        ("/live/pyodide/python-snapshot.gz?sha256=ddfe1a60", "snapshot"),
        ("/live/pyodide/python_stdlib.zip", "data"),
        ("/book/games/manila-2.html#live-quiz", "html"),
        ("/_static/styles/theme.CSS?digest=55c2", "css"),
        ("/_static/vendor/fontawesome/webfonts/fa-solid-900.woff2", "fonts"),
        ("/live/chapters/book/games/manila-2.json", "json"),
        ("/_images/92a542bb.png", "other"),
        ("/favicon.ico", "other"),
    ],
)
def test_a_file_served_has_the_kind_of_its_ending(path: str, kind: str) -> None:
    assert bench.kind_of(path) == kind


def test_bytes_are_summed_by_kind_as_sent_raw_and_gzipped_with_every_kind_listed() -> None:
    records = [
        {"path": "/a.wasm", "method": "HEAD", "status": 200, "bytes": 0, "raw": 0, "gzipped": 0},
        {"path": "/a.wasm", "method": "GET", "status": 200, "bytes": 10, "raw": 30, "gzipped": 10},
        {"path": "/b.js", "method": "GET", "status": 200, "bytes": 5, "raw": 5, "gzipped": 2},
        {"path": "/c.js", "method": "GET", "status": 304, "bytes": 0, "raw": 0, "gzipped": 0},
        {"path": "/d.whl", "status": 200, "bytes": 7},  # raw and gzipped: as sent
    ]
    table = bench.by_kind(records)
    assert list(table) == list(bench.KINDS)
    assert table["wasm"] == {"bytes": 10, "raw": 30, "gzipped": 10, "responses": 2, "files": 1, "not_modified": 0}
    assert table["js"] == {"bytes": 5, "raw": 5, "gzipped": 2, "responses": 2, "files": 1, "not_modified": 1}
    assert table["wheels"] == {"bytes": 7, "raw": 7, "gzipped": 7, "responses": 1, "files": 1, "not_modified": 0}
    assert table["fonts"] == {"bytes": 0, "raw": 0, "gzipped": 0, "responses": 0, "files": 0, "not_modified": 0}


def test_the_pages_marks_are_read_as_seconds_and_the_first_live_widget_is_the_earliest() -> None:
    """``window.rbLive.times`` (live_book.js): [what, performance.now()]; widget 1 may be drawn before widget 0."""
    times = [["page", 503.6], ["worker", 504.1], ["runtime", 3398.4], ["widgets", 4100.0], ["widget:0", 4400.0],
             ["live:1", 4450.25], ["live:0", 4600.0], ["ready", 4700.0], ["ready", 9000.0]]
    steps = bench.marks(times)
    assert steps == {"page": 0.504, "worker": 0.504, "runtime": 3.398, "widgets": 4.1, "widget:0": 4.4, "live:1": 4.45,
                     "live:0": 4.6, "ready": 4.7}
    assert bench.first_live(steps) == 4.45
    assert bench.first_live(bench.marks([["page", 1.0], ["failed", 9.0]])) is None


def test_only_requests_to_other_hosts_count_as_elsewhere() -> None:
    assert not bench.other_host("http://127.0.0.1:8000/book/games/manila-2.html")
    assert not bench.other_host("data:text/plain,hi") and not bench.other_host("blob:http://127.0.0.1:8000/x")
    assert bench.other_host("https://cdn.jsdelivr.net/pyodide/v0.29.3/full/pyodide.js")
    assert bench.other_host("http://localhost:8000/") and bench.other_host("wss://example.org/socket")


def test_known_console_errors_are_left_out_and_others_kept() -> None:
    messages = [
        "Got invalid theme mode: . Resetting to auto.",
        "Failed to load resource: the server responded with a status of 404 (File not found)",
        "Manila Rules Book: Python could not start: NotServed: some of Python's files could not be loaded",
        "Uncaught TypeError: x is undefined",
    ]
    assert bench.unknown_errors(messages) == messages[2:]


def test_percentiles_spreads_and_verdicts() -> None:
    assert bench.p95([float(n) for n in range(1, 101)]) == 95.0
    assert bench.p95([3.0]) == 3.0
    assert bench.spread([1.0, 2.0, 30.0]) == {"count": 3, "median": 2.0, "p95": 30.0, "min": 1.0, "max": 30.0}
    assert bench.spread([]) == {"count": 0}
    assert bench.verdict(1.0, 2.5) == "0.40 of the target, met"
    assert bench.verdict(4.5, 4.0).endswith("NOT MET")
    assert bench.verdict(None, 4.0).endswith("NOT MET")


def test_the_slow_link_is_known_to_reach_the_worker_by_its_large_downloads() -> None:
    """At 20 Mbit/s a 2.5 MB file takes at least 1 s; one that came in 0.1 s was not throttled. Small files
    and the page's own are not looked at."""
    slow = {"path": "/live/pyodide/pyodide.asm.wasm", "bytes": 2_500_000, "start_s": 1.0, "end_s": 2.1}
    fast = {"path": "/live/pyodide/python-snapshot.gz?sha256=0", "bytes": 9_000_000, "start_s": 1.0, "end_s": 1.1}
    small = {"path": "/live/pyodide/pyodide-lock.json", "bytes": 5_000, "start_s": 1.0, "end_s": 1.001}
    page = {"path": "/book/games/manila-2.html", "bytes": 2_000_000, "start_s": 0.0, "end_s": 0.01}
    assert bench.megabits_per_second(2_500_000, 1.0) == 20.0 and bench.megabits_per_second(1_000_000, 0.0) == 8000.0
    assert bench.worker_throttled([slow, small, page], 20.0) == {"fastest_mbit": 18.2, "throttled": True}
    assert bench.worker_throttled([slow, fast], 20.0) == {"fastest_mbit": 720.0, "throttled": False}
    assert bench.worker_throttled([small], 20.0) == {"fastest_mbit": None, "throttled": False}


def test_the_update_series_is_the_manila_chapters_widgets() -> None:
    """Every widget of the chapter, found by the anchor the chapter puts before it; the worked examples
    clicked are the raise calculator's own."""
    from widgets.raise_calculator import PRESETS

    series = bench.interactions()
    assert {interaction.widget for interaction in series} == {
        "deal stepper", "raise calculator", "ranking explorer", "showdown explainer", "quiz"}
    assert all(interaction.find in ("button", "choice", "input") for interaction in series)
    chapter = (ROOT / "book" / "games" / "manila-2.ipynb").read_text(encoding="utf-8")
    assert all(interaction.anchor in chapter for interaction in series)
    clicked = {interaction.text for interaction in series if interaction.widget == "raise calculator"}
    assert clicked <= set(PRESETS) and len(clicked) >= 5
    assert "Deal a new hand" in {interaction.text for interaction in series if interaction.widget == "showdown explainer"}


def load(page: str, cache: str, first_live: float | None, ready: float | None, **more: Any) -> dict[str, Any]:
    """A load's record, as ``book_pages.load`` makes it, with only what the summary reads."""
    kinds = {kind: {"bytes": 0, "raw": 0, "gzipped": 0, "responses": 0, "files": 0, "not_modified": 0}
             for kind in bench.KINDS}
    kinds["wasm"] = {"bytes": 100, "raw": 300, "gzipped": 100, "responses": 2, "files": 1, "not_modified": 0}
    steps = {"page": 0.1, "widgets": 1.0} | ({"live:0": first_live} if first_live else {}) | ({"ready": ready} if ready else {})
    return {"page": page, "cache": cache, "state": "ready" if ready else "timed out", "first_live_s": first_live,
            "ready_s": ready, "marks_s": steps, "worker_messages_s": [["created", 0.1, None], ["widgets", 0.9, 0.7]],
            "bytes": 100, "raw_bytes": 300, "gzipped_bytes": 100, "files": 1, "bytes_by_kind": kinds,
            "python_bytes": {"bytes": 80, "raw": 250, "gzipped": 80},
            "other_hosts": []} | more


def test_the_summary_gives_each_pages_medians_and_the_targets_on_the_worst() -> None:
    loads = [
        load("book/quiz", "cold", 1.5, 1.6), load("book/quiz", "cold", 1.7, 1.8), load("book/quiz", "cold", 3.9, 4.0),
        load("book/quiz", "warm", 1.0, 1.1), load("book/quiz", "warm", 1.2, 1.3), load("book/quiz", "warm", 1.1, 1.2),
        load("book/games/manila-2", "cold", 3.0, 3.5), load("book/games/manila-2", "warm", 2.0, 2.6),
        load("book/games/manila-2", "throttled", 6.0, 7.0,
             throttle={"fastest_mbit": 19.0, "throttled": True, "down_mbit": 20.0, "latency_ms": 40.0, "by": "CDP"}),
    ]
    samples = [{"widget": "quiz", "what": "a choice clicked", "ms": float(ms), "error": None} for ms in range(1, 21)]
    summary = bench.summarize(loads, samples, ["book/games/manila-2", "book/quiz"])
    quiz = summary["pages"]["book/quiz"]
    assert quiz["cold"]["first_live_s"] == {"count": 3, "median": 1.7, "p95": 3.9, "min": 1.5, "max": 3.9}
    assert quiz["warm"]["ready_s"]["median"] == 1.2
    assert quiz["cold"]["marks_s"] == {"page": 0.1, "widgets": 1.0, "live:0": 1.7, "ready": 1.8}
    assert quiz["cold"]["worker_messages_s"] == {"created": 0.1, "widgets": 0.9}
    assert quiz["cold"]["bytes_by_kind"]["wasm"] == {"bytes": 100, "raw": 300, "gzipped": 100, "responses": 2, "files": 1}
    assert summary["cold_first_live_s_worst_median"] == 3.0 and summary["warm_first_live_s_worst_median"] == 2.0
    assert summary["cold_first_live_s_max"] == 3.9 and summary["warm_ready_s_worst_median"] == 2.6
    assert summary["throttled"]["first_live_s"]["median"] == 6.0 and summary["throttled"]["worker_throttled"] is True
    assert summary["throttled"]["old_page_ready_s"] == bench.OLD_PAGE_THROTTLED_S
    assert summary["updates_ms"]["p95"] == 19.0 and summary["updates_failed"] == 0
    met = {target["key"]: target["met"] for target in bench.targets(summary)}
    assert met == {"warm_first_live_s": True, "cold_first_live_s": True, "update_p95_ms": True, "other_host_requests": True}
    json.dumps(summary, allow_nan=False)  # the results file is plain JSON


def test_a_load_that_never_became_ready_or_a_slow_update_misses_the_targets() -> None:
    loads = [load("book/quiz", "cold", 1.0, 1.1), load("book/quiz", "warm", None, None)]
    samples = [{"widget": "quiz", "what": "Next question clicked", "ms": 150.0, "error": None},
               {"widget": "quiz", "what": "Next question clicked", "ms": None, "error": "no answer"}]
    summary = bench.summarize(loads, samples, ["book/quiz"])
    assert summary["loads_not_ready"] == 1 and summary["updates_failed"] == 1
    assert summary["warm_first_live_s_worst_median"] is None
    assert not any(target["met"] for target in bench.targets(summary) if target["key"] != "other_host_requests")
    assert summary["throttled"]["loads"] == 0 and summary["throttled"]["worker_throttled"] is False


def test_the_command_written_makes_the_run_again() -> None:
    parse = bench.argparse.Namespace
    plain = parse(all=False, rounds=3, gzip=False, max_age=None, no_throttled=False)
    assert bench.command_line(plain, bench.DEFAULT_PAGES) == "python benchmarks/book_pages.py"
    odd = parse(all=False, rounds=1, gzip=True, max_age=600, no_throttled=True)
    assert bench.command_line(odd, ["book/quiz"]) == (
        "python benchmarks/book_pages.py --pages book/quiz --rounds 1 --gzip --max-age 600 --no-throttled")


def wait_for(server: Any, mark: int, count: int) -> list[tuple[str, int, int, int, int]]:
    """The server's records since ``mark`` once it has ``count``: (path, status, bytes sent, raw, gzipped),
    in order (it counts a response once it has sent all of it, on the response's own
    thread: the client may have it, and the next answer too, a moment before)."""
    deadline = time.monotonic() + 10
    while len(server.since(mark)) < count and time.monotonic() < deadline:
        time.sleep(0.01)
    served = [(record["path"], record["status"], record["bytes"], record["raw"], record["gzipped"])
              for record in server.since(mark)]
    return sorted(served)


def test_the_server_counts_each_response_body(tmp_path: pathlib.Path) -> None:
    (tmp_path / "big.wasm").write_bytes(b"\0" * 100_000)
    (tmp_path / "page.html").write_text("<p>hello</p>", encoding="utf-8")
    server = bench.SiteServer(tmp_path, max_age=600)
    try:
        mark = server.mark()
        with urllib.request.urlopen(server.base + "big.wasm") as response:
            assert response.headers["Content-Type"] == "application/wasm"
            assert response.headers["Cache-Control"] == "max-age=600"
            assert response.headers["Content-Encoding"] is None  # gzip off: as http.server sends
            assert len(response.read()) == 100_000
        with urllib.request.urlopen(server.base + "page.html") as response:
            modified = response.headers["Last-Modified"]
            response.read()
        request = urllib.request.Request(server.base + "page.html", headers={"If-Modified-Since": modified})
        with pytest.raises(urllib.error.HTTPError) as not_modified:
            urllib.request.urlopen(request)
        assert not_modified.value.code == 304
        with pytest.raises(urllib.error.HTTPError) as missing:
            urllib.request.urlopen(server.base + "nowhere.js")
        body = len(missing.value.read())
        served = wait_for(server, mark, 4)
    finally:
        server.stop()
    packed = len(gzip.compress(b"\0" * 100_000, bench.GZIP_LEVEL, mtime=0))
    assert served == [
        ("/big.wasm", 200, 100_000, 100_000, packed),  # what a gzipping host would have sent, counted too
        ("/nowhere.js", 404, body, body, body),
        ("/page.html", 200, len("<p>hello</p>"), len("<p>hello</p>"), len("<p>hello</p>")),  # gzip would not shrink it
        ("/page.html", 304, 0, 0, 0),
    ]
    assert body > 0


def test_with_gzip_the_server_sends_what_a_gzipping_host_sends(tmp_path: pathlib.Path) -> None:
    """html, js, css, json and wasm gzipped, to a client that accepts gzip; never the snapshot (already
    gzipped) or a wheel; a file gzip does not shrink as it is; 304 as without gzip."""
    text = b"<p>" + b"the flush beats a full house. " * 2000 + b"</p>"
    (tmp_path / "page.html").write_bytes(text)
    (tmp_path / "tiny.js").write_bytes(b"1")
    (tmp_path / "python-snapshot.gz").write_bytes(gzip.compress(text))
    (tmp_path / "engine-1.0-py3-none-any.whl").write_bytes(text)
    server = bench.SiteServer(tmp_path, gzip_files=True)
    accepts = {"Accept-Encoding": "gzip, deflate, br"}
    try:
        mark = server.mark()
        with urllib.request.urlopen(urllib.request.Request(server.base + "page.html", headers=accepts)) as response:
            assert response.headers["Content-Encoding"] == "gzip" and response.headers["Vary"] == "Accept-Encoding"
            assert response.headers["Content-Type"] == "text/html"
            assert gzip.decompress(response.read()) == text
            modified = response.headers["Last-Modified"]
        with urllib.request.urlopen(server.base + "page.html") as response:  # a client that does not accept gzip
            assert response.headers["Content-Encoding"] is None and response.read() == text
        for name in ("tiny.js", "python-snapshot.gz", "engine-1.0-py3-none-any.whl"):
            with urllib.request.urlopen(urllib.request.Request(server.base + name, headers=accepts)) as response:
                assert response.headers["Content-Encoding"] is None, name
                response.read()
        again = urllib.request.Request(server.base + "page.html", headers=accepts | {"If-Modified-Since": modified})
        with pytest.raises(urllib.error.HTTPError) as not_modified:
            urllib.request.urlopen(again)
        assert not_modified.value.code == 304
        served = wait_for(server, mark, 6)
    finally:
        server.stop()
    packed = len(gzip.compress(text, bench.GZIP_LEVEL, mtime=0))
    snapshot = len(gzip.compress(text))
    assert served == [
        ("/engine-1.0-py3-none-any.whl", 200, len(text), len(text), len(text)),
        ("/page.html", 200, packed, len(text), packed),
        ("/page.html", 200, len(text), len(text), packed),
        ("/page.html", 304, 0, 0, 0),
        ("/python-snapshot.gz", 200, snapshot, snapshot, snapshot),
        ("/tiny.js", 200, 1, 1, 1),
    ]
