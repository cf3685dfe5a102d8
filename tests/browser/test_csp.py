"""The site's Content-Security-Policy, in a real browser with the policy on (book/_ext/content_policy.py).

- Every page of the built book carries its policy in a ``<meta>`` before anything in its head that loads
  or runs: everything from the site itself, scripts only from the site's files and the page's own
  inline scripts (each by its sha256, computed here from the page), no ``'unsafe-inline'`` or
  ``'unsafe-eval'`` for scripts, no other origin anywhere, ``object-src 'none'``, ``base-uri 'self'``.
- No page reports a violation when it loads (every page of the book), nor a live chapter once its
  widgets run in Python in the browser, nor after a button of a live widget is pressed.
- Script a widget pane might let through is refused: an inline handler, an inline script element,
  a string evaluated as script are each blocked, and reported.
- ``_headers`` holds the same policy for a host that sends it as a header (which then covers the
  widgets' Web Worker too), with ``frame-ancestors``: the live chapter works under it, with no violation.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import html
import http.server
import re
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from browser_support import BOOK_PAGES, RECORD_VIOLATIONS, SITE, Pages, QuietHandler, offline_context
from playwright.sync_api import expect

#: Every violation the document reports, from its first moment (the worker's go to its console).
VIOLATIONS = RECORD_VIOLATIONS
LIVE_CHAPTER = "book/games/manila-2.html"
READY_MS = 90_000
#: Every page of the built site (the book's, the search page, the index), as a path under it.
ALL_PAGES = sorted({*BOOK_PAGES, "index.html", "search.html", "genindex.html"})

META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)"\s*/?>', re.IGNORECASE)
SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script\s*>", re.IGNORECASE | re.DOTALL)
HANDLER = re.compile(r"""\son[a-z]+\s*=\s*"([^"]*)\"""", re.IGNORECASE)
#: What a source list may name: the site itself, nothing, data and blob URLs, hashes and the keywords below.
ALLOWED_SOURCES = re.compile(r"'self'|'none'|data:|blob:|'sha256-[A-Za-z0-9+/]+={0,2}'|'wasm-unsafe-eval'|'unsafe-hashes'|'unsafe-inline'")


def directives(policy: str) -> dict[str, list[str]]:
    """A policy's directives: name, then its sources."""
    found = {}
    for part in policy.split(";"):
        words = part.split()
        if words:
            found[words[0]] = words[1:]
    return found


def sha256_source(code: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(code.encode("utf-8")).digest()).decode() + "'"


def runs(attributes: str) -> bool:
    """Whether a script element with these attributes runs as JavaScript (no ``src``: inline)."""
    kind = re.search(r"""type=["']([^"']*)""", attributes)
    return "src=" not in attributes and (kind is None or kind[1] in ("text/javascript", "module"))


def page_policy(page: str) -> tuple[dict[str, list[str]], str]:
    """The page's policy (its directives) and its HTML, checked to be where it holds: the first thing
    in the page that is not ``<meta charset>``, before any script, stylesheet or link."""
    text = (SITE / page).read_text(encoding="utf-8")
    metas = META.findall(text)
    assert len(metas) == 1, f"{page}: {len(metas)} policies"
    at = META.search(text)
    assert at is not None
    before = text[: at.start()]
    assert not re.search(r"<(script|link|style|base)\b", before, re.IGNORECASE), f"{page}: something loads before its policy"
    return directives(html.unescape(metas[0])), text


@pytest.mark.parametrize("page", ALL_PAGES)
def test_every_page_carries_a_policy_of_the_site_alone(page: str) -> None:
    policy, text = page_policy(page)
    assert policy["default-src"] == ["'self'"]
    assert policy["object-src"] == ["'none'"] and policy["base-uri"] == ["'self'"]
    assert policy["connect-src"] == ["'self'"] and policy["form-action"] == ["'self'"]
    for name, sources in policy.items():
        assert sources, f"{page}: {name} names nothing"
        outside = [source for source in sources if not ALLOWED_SOURCES.fullmatch(source)]
        assert outside == [], f"{page}: {name} names {outside}"
    scripts = policy["script-src"]
    assert scripts[:2] == ["'self'", "'wasm-unsafe-eval'"]
    assert "'unsafe-inline'" not in scripts and "'unsafe-eval'" not in scripts
    inline = {sha256_source(body) for attributes, body in SCRIPT.findall(text) if runs(attributes)}
    handlers = {sha256_source(html.unescape(code)) for code in HANDLER.findall(SCRIPT.sub("", text))}
    assert inline | handlers <= set(scripts), f"{page}: an inline script or handler the policy does not allow"
    assert ("'unsafe-hashes'" in scripts) == bool(handlers)
    # nothing more than the page's own: every hash is one of its scripts or handlers
    assert {source for source in scripts if source.startswith("'sha256-")} == inline | handlers
    assert "'unsafe-inline'" not in policy.get("script-src-attr", []) + policy.get("script-src-elem", [])


def test_the_headers_file_holds_the_same_policy_for_every_page_and_frame_ancestors() -> None:
    header = re.search(r"^\s*Content-Security-Policy: (.+)$", (SITE / "_headers").read_text(encoding="utf-8"), re.M)
    assert header is not None
    policy = directives(header[1])
    assert policy["frame-ancestors"] == ["'self'"]
    for page in ALL_PAGES:
        own, _ = page_policy(page)
        for name, sources in own.items():
            assert set(sources) <= set(policy[name]), f"{page}: its {name} allows what the header does not"
            if name != "script-src":
                assert policy[name] == sources, f"{page}: its {name} differs from the header's"
    keywords = [source for source in policy["script-src"] if not source.startswith("'sha256-")]
    assert keywords == ["'self'", "'wasm-unsafe-eval'", "'unsafe-hashes'"]  # the hashes: the pages' own, above


# --- in the browser ---------------------------------------------------------------------------------


def _recording(browser: Any) -> tuple[Any, Any, list[str], list[str]]:
    """A page in its own offline context, recording violations and the console (the worker's too):
    (context, page, console, blocked)."""
    context, blocked = offline_context(browser, viewport={"width": 1280, "height": 900})
    context.add_init_script(script=VIOLATIONS)
    page = context.new_page()
    console: list[str] = []
    page.on("console", lambda message: console.append(f"{message.type}: {message.text}"))
    page.on("pageerror", lambda error: console.append(f"uncaught: {error}"))
    return context, page, console, blocked


@pytest.fixture()
def tab(browser: Any) -> Iterator[tuple[Any, list[str], list[str]]]:
    context, page, console, blocked = _recording(browser)
    yield page, console, blocked
    context.close()


@pytest.fixture(scope="module")
def live_tab(browser: Any, static_server: str) -> Iterator[tuple[Any, list[str], list[str]]]:
    """The live chapter, its widgets live, in a tab of its own, shared by the tests below (one start of
    Python in the browser: the costliest thing a page does)."""
    context, page, console, blocked = _recording(browser)
    _live_chapter(page, static_server)
    yield page, console, blocked
    context.close()


def refused(console: list[str]) -> list[str]:
    return [message for message in console if "Content Security Policy" in message]


def test_no_page_of_the_book_reports_a_violation(book_pages: Pages) -> None:
    """Every page, loaded with its policy on (the session's shared tabs: each recorded violations from
    before its own scripts ran, through its load, its widgets coming alive and whatever earlier tests
    did with it): no violation, nothing refused."""
    faults = {}
    for path in ALL_PAGES:
        tab = book_pages.open(path)
        violations = tab.page.evaluate("window.__violations")
        refusals = [text for text in tab.console_errors if "Content Security Policy" in text]
        if violations or refusals:
            faults[path] = violations + refusals
    assert faults == {}


def _live_chapter(page: Any, static_server: str) -> None:
    page.goto(static_server + LIVE_CHAPTER)
    expect(page.locator(".rb-live-status")).to_have_attribute("data-state", "ready", timeout=READY_MS)
    expect(page.locator('.rb-live-widget:not([data-state="live"])')).to_have_count(0)
    assert page.evaluate("window.rbLive.snapshot") is True, "Python restored from the build's snapshot"


def _press_next(page: Any) -> None:
    stepper = page.locator('.rb-live-widget[data-state="live"] > .rb-live-view').first
    explanation = stepper.locator(".widget-html-content").filter(has=page.locator('[aria-live="polite"]'))
    before = explanation.inner_html()
    stepper.get_by_role("button", name="Next \u25b6", exact=True).click()
    expect(explanation).not_to_have_text(before, timeout=15_000)


def test_a_live_chapter_runs_and_answers_with_no_violation(live_tab: tuple[Any, list[str], list[str]]) -> None:
    page, console, blocked = live_tab
    assert page.evaluate("window.__violations") == [] and refused(console) == []
    _press_next(page)
    page.wait_for_timeout(300)
    assert page.evaluate("window.__violations") == [] and refused(console) == []
    assert blocked == []


def test_script_that_slips_into_a_page_is_refused_and_reported(live_tab: tuple[Any, list[str], list[str]]) -> None:
    """What a widget pane that failed to escape would let in: an inline handler, an inline script
    element, a string evaluated as script. None runs; each is a violation of script-src."""
    page, console, _ = live_tab
    page.evaluate("() => { window.__violations.length = 0; }")
    console.clear()
    pane = page.locator(".rb-live-widget .widget-html-content").first
    pane.evaluate("""pane => { pane.insertAdjacentHTML('beforeend', '<img src="data:," onerror="window.__ran = 1">'); }""")
    page.evaluate("""() => { const script = document.createElement('script');
                             script.textContent = 'window.__ran = 2'; document.body.append(script); }""")
    # later, from the page's own task (the test's own calls into the page are exempt from the policy's eval check)
    page.evaluate("""() => { setTimeout(() => { try { eval('window.__ran = 3'); window.__evaluated = 'ran'; }
                                               catch (error) { window.__evaluated = error.name; } }, 0); }""")
    page.wait_for_function("() => window.__evaluated !== undefined")
    page.wait_for_timeout(500)
    assert page.evaluate("window.__evaluated") == "EvalError"
    assert page.evaluate("window.__ran") is None
    directives_hit = sorted({violation[0] for violation in page.evaluate("window.__violations")})
    assert directives_hit == ["script-src", "script-src-attr", "script-src-elem"], page.evaluate("window.__violations")
    assert len(refused(console)) >= 2  # the two inline ones are logged; the eval is refused by an EvalError


# --- the policy as a header -------------------------------------------------------------------------


@pytest.fixture(scope="module")
def header_server() -> Iterator[str]:
    """The built site served with ``_headers``' policy as a header on every answer (the worker's script too)."""
    text = (SITE / "_headers").read_text(encoding="utf-8")
    match = re.search(r"^\s*Content-Security-Policy: (.+)$", text, re.M)
    assert match is not None
    policy = match[1]

    class WithPolicy(QuietHandler):
        def end_headers(self) -> None:
            self.send_header("Content-Security-Policy", policy)
            super().end_headers()

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(WithPolicy, directory=str(SITE)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()
    server.server_close()


def test_under_the_header_the_live_chapter_and_its_worker_run_with_no_violation(
    tab: tuple[Any, list[str], list[str]], header_server: str
) -> None:
    """A host that sends the policy as a header puts the widgets' Web Worker under it too: Python still
    starts there from its snapshot (WebAssembly allowed, nothing evaluated from a string)."""
    page, console, blocked = tab
    _live_chapter(page, header_server)
    _press_next(page)
    page.wait_for_timeout(300)
    assert page.evaluate("window.__violations") == [] and refused(console) == []
    assert blocked == []


def test_the_sites_widget_manager_compiles_nothing_from_a_string() -> None:
    """The site's copy of the widget manager makes no validator with Ajv (``new Function``, refused by the
    policy): it checks the saved state itself (content_policy.WIDGET_MANAGER_CHANGES)."""
    manager = (SITE / "_static" / "jupyter-widgets" / "embed-amd.js").read_text(encoding="utf-8")
    assert "gt.compile(At)" not in manager and "k.compile(y)" not in manager
