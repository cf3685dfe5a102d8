"""benchmarks/lite_pages.py's own parts, without a browser: the kinds of bytes, the sums, the filters of
requests and console errors, the percentiles, and its static server's count of the bytes it sends."""

from __future__ import annotations

import importlib.util
import pathlib
import sys
import time
import urllib.error
import urllib.request

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("rules_book_lite_pages", ROOT / "benchmarks" / "lite_pages.py")
assert _spec is not None and _spec.loader is not None
lite = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = lite  # its dataclass looks its module up
_spec.loader.exec_module(lite)


@pytest.mark.parametrize(
    ("path", "kind"),
    [
        ("/live/static/pyodide/pyodide.asm.wasm", "wasm"),
        ("/live/voici/build/main.5f1b.js?v=3", "js"),
        ("/live/static/pyodide/pyodide.mjs", "js"),
        ("/live/pypi/ipywidgets-8.1.7-py3-none-any.whl", "wheels"),
        ("/live/static/pyodide/python-snapshot.gz", "snapshot"),
        ("/live/static/pyodide/python_stdlib.zip", "data"),
        ("/live/voici/render/manila-2.html#live-quiz", "html"),
        ("/live/build/theme.CSS", "css"),
        ("/live/fonts/lato-normal.woff2", "fonts"),
        ("/live/static/pyodide/pyodide-lock.json", "json"),
        ("/live/icon-120x120.png", "other"),
        ("/live/", "other"),
    ],
)
def test_a_file_served_has_the_kind_of_its_ending(path: str, kind: str) -> None:
    assert lite.kind_of(path) == kind


def test_bytes_are_summed_by_kind_with_every_kind_listed() -> None:
    records = [
        {"path": "/a.wasm", "status": 200, "bytes": 10},
        {"path": "/b.js", "status": 200, "bytes": 5},
        {"path": "/c.js", "status": 304, "bytes": 0},
        {"path": "/d.whl", "status": 200, "bytes": 7},
    ]
    table = lite.by_kind(records)
    assert list(table) == list(lite.KINDS)
    assert table["wasm"] == {"bytes": 10, "responses": 1, "not_modified": 0}
    assert table["js"] == {"bytes": 5, "responses": 2, "not_modified": 1}
    assert table["wheels"]["bytes"] == 7 and table["fonts"] == {"bytes": 0, "responses": 0, "not_modified": 0}


def test_only_requests_to_other_hosts_count_as_elsewhere() -> None:
    assert not lite.other_host("http://127.0.0.1:8000/live/index.html")
    assert not lite.other_host("data:text/plain,hi") and not lite.other_host("blob:http://127.0.0.1:8000/x")
    assert lite.other_host("https://cdn.jsdelivr.net/pyodide/v0.27/full/pyodide.js")
    assert lite.other_host("http://localhost:8000/") and lite.other_host("wss://example.org/socket")


def test_known_console_errors_are_left_out_and_others_kept() -> None:
    messages = [
        "A bad HTTP response code (404) was received when fetching the script.",
        "undefined",
        "[yjs#509] Not same Y.Doc",
        "Failed to fetch ipywidgets through the jupyter.widget.control comm channel: Error",
        "Uncaught TypeError: x is undefined",
    ]
    assert lite.unknown_errors(messages) == ["Uncaught TypeError: x is undefined"]


def test_percentiles_and_spreads() -> None:
    assert lite.p95([float(n) for n in range(1, 101)]) == 95.0
    assert lite.p95([3.0]) == 3.0
    assert lite.spread([1.0, 2.0, 30.0]) == {"count": 3, "median": 2.0, "p95": 30.0, "min": 1.0, "max": 30.0}
    assert lite.spread([]) == {"count": 0}
    assert lite.verdict(4.0, 10.0) == "0.40 of the target, met"
    assert lite.verdict(3.5, 3.0).endswith("NOT MET")


def test_the_update_series_is_the_manila_pages_widgets() -> None:
    series = lite.interactions()
    assert {interaction.widget for interaction in series} == {"deal stepper", "raise calculator", "ranking explorer", "quiz"}
    assert all(interaction.find in ("button", "choice", "input") for interaction in series)


def test_the_server_counts_each_response_body(tmp_path: pathlib.Path) -> None:
    (tmp_path / "big.wasm").write_bytes(b"\0" * 100_000)
    (tmp_path / "page.html").write_text("<p>hello</p>", encoding="utf-8")
    server = lite.SiteServer(tmp_path, max_age=600)
    try:
        mark = server.mark()
        with urllib.request.urlopen(server.base + "big.wasm") as response:
            assert response.headers["Content-Type"] == "application/wasm"
            assert response.headers["Cache-Control"] == "max-age=600"
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
        # the server counts a response once it has sent all of it: the client may have it a moment before
        deadline = time.monotonic() + 10
        while len(server.since(mark)) < 4 and time.monotonic() < deadline:
            time.sleep(0.01)
        served = server.since(mark)
    finally:
        server.stop()
    assert [(record["path"], record["status"], record["bytes"]) for record in served] == [
        ("/big.wasm", 200, 100_000),
        ("/page.html", 200, len("<p>hello</p>")),
        ("/page.html", 304, 0),
        ("/nowhere.js", 404, body),
    ]
    assert body > 0
