"""A link to a rule shows the rule where the reader is (book/_ext/static/clause_preview.js).

On a chapter with widgets (2 Card Manila), hovering or focusing a clause link, in the chapter's text or
inside a widget (a live widget's, drawn after the page loaded: book/_ext/static/live_book.js), shows the
clause's words as the rules page has them, with the book's citation and the document's name; Escape
hides it. On a phone a tap shows the preview instead of leaving the chapter, inside the screen; its
"Open the full rule" opens the rule in a new tab and the chapter stays loaded, as does a click on a rule
link there (its widgets are running). A link a widget draws later is handled like the others. On a page
without widgets (a rules page, the interpretations) a click still follows the link. Nothing is blocked
or fails; an axe scan with the preview open finds nothing serious (on the phone: nothing that was not
there before it opened).

The expected words are read from the rules page's HTML here, with the standard library's parser.
"""

from __future__ import annotations

import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from html.parser import HTMLParser
from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from browser_support import BLOCKING_IMPACTS, Tab, offline_context, static_ready, watch
from playwright.sync_api import expect

CHAPTER = "book/games/manila-2.html"
DESKTOP = {"viewport": {"width": 1280, "height": 900}}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
#: A clause link in the chapter's text (the {clause} role) and one a widget draws in its HTML (rb-cite).
IN_TEXT = 'article a[href$="rules/nz-gazette.html#nzg-14-1b"]:has(.rb-clause-link)'
IN_WIDGET = '.widget-subarea a.rb-cite[href$="rules/pokerpages.html#pp-manila2-deal"]'
#: Whether the chapter's live widgets (live_book.js) are done starting, whichever way it went; a page without is.
LIVE_SETTLED = "() => !window.rbLive || ['ready', 'partial', 'failed'].includes(window.rbLive.state)"
LIVE_TIMEOUT_MS = 90_000
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class _TextOf(HTMLParser):
    """The text of the first element ``wanted(tag, attributes)`` picks, without its ``headerlink`` (#)."""

    def __init__(self, wanted: Callable[[str, dict[str, str | None]], bool]) -> None:
        super().__init__(convert_charrefs=True)
        self.wanted = wanted
        self.depth = 0  # inside the element: how deep
        self.skipped = 0  # inside a headerlink: how deep
        self.done = False
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID or self.done:
            return
        attributes = dict(attrs)
        if self.depth:
            self.depth += 1
            if self.skipped or "headerlink" in (attributes.get("class") or "").split():
                self.skipped += 1
        elif self.wanted(tag, attributes):
            self.depth = 1

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID or not self.depth:
            return
        self.depth -= 1
        self.skipped = max(0, self.skipped - 1)
        self.done = not self.depth

    def handle_data(self, data: str) -> None:
        if self.depth and not self.skipped:
            self.parts.append(data)


def text_of(html: str, wanted: Callable[[str, dict[str, str | None]], bool]) -> str:
    parser = _TextOf(wanted)
    parser.feed(html)
    return " ".join("".join(parser.parts).split())


def the_rule(address: str) -> tuple[str, str]:
    """(the clause's words, the document's name) at ``address`` (``.../rules/<page>.html#<id>``), from its HTML."""
    page, _, clause_id = address.partition("#")
    with urllib.request.urlopen(page, timeout=10) as answer:  # the local static server
        html = answer.read().decode("utf-8")
    words = text_of(html, lambda tag, attributes: attributes.get("id") == clause_id)
    name = text_of(html, lambda tag, attributes: tag == "h1")
    assert words and name, f"no clause {clause_id} or no title on {page}"
    return words, name


def widget_link(page: Any, selector: str) -> Any:
    """The first link ``selector`` finds in the chapter's live widgets (their saved pictures are inert)."""
    state = page.evaluate(
        "() => window.rbLive ? [window.rbLive.state, window.rbLive.reason || ''] : ['no live widgets', '']"
    )
    assert state[0] in ("ready", "partial"), f"the chapter's widgets did not come alive: {state}"
    return page.locator(selector).first


def words_shown(preview: Any) -> str:
    return " ".join((preview.locator(".rb-preview-words").text_content() or "").split())


@contextmanager
def opened(browser: Any, address: str, options: dict[str, Any], *, python: bool = True) -> Iterator[Tab]:
    """A page at ``address`` in a context of its own (offline), ready and its widgets live (or not, but settled:
    the page no longer moves under the pointer); then nothing blocked, failed or thrown. Without ``python``
    the page starts none (as in a browser that cannot run it): for a test of the chapter's own text."""
    context, blocked = offline_context(browser, **options)
    try:
        tab = watch(context.new_page(), blocked)
        if not python:
            tab.page.add_init_script("window.Worker = undefined")
        tab.page.goto(address, wait_until="commit")
        static_ready(tab)
        tab.page.wait_for_function(LIVE_SETTLED, timeout=LIVE_TIMEOUT_MS)
        yield tab
        assert tab.blocked == [], "requests to other hosts"
        assert tab.failed == [], "requests that failed"
        assert tab.unexpected_console_errors() == [], "console errors"
    finally:
        context.close()


@pytest.fixture(scope="module")
def axe() -> Axe:
    return Axe()


def scan(axe: Axe, tab: Tab) -> set[str]:
    """Every serious or critical axe finding on the page, one per node: ``rule (impact): node``.

    What axe fetches itself while it scans (the targets of CSS ``@import`` rules, resolved against the
    page's address: see :class:`browser_support.Tab`), and the console's 404 for it, are not the page's.
    """
    failed, errors = len(tab.failed), len(tab.console_errors)
    violations = axe.run(tab.page).response["violations"]
    del tab.failed[failed:], tab.console_errors[errors:]
    return {
        f"{violation['id']} ({violation['impact']}): {node['target']} {node['html'][:100]!r}"
        for violation in violations
        if violation["impact"] in BLOCKING_IMPACTS
        for node in violation["nodes"]
    }


@pytest.mark.parametrize("where", [IN_TEXT, IN_WIDGET], ids=["chapter-text", "widget"])
def test_hovering_a_clause_link_shows_the_clause_words(browser: Any, static_server: str, axe: Axe, where: str) -> None:
    with opened(browser, static_server + CHAPTER, DESKTOP, python=where == IN_WIDGET) as tab:
        page = tab.page
        link = widget_link(page, where) if where == IN_WIDGET else page.locator(where).first
        words, name = the_rule(link.evaluate("a => a.href"))
        citation = " ".join((link.text_content() or "").split())
        link.scroll_into_view_if_needed()
        link.hover()
        preview = page.locator(".rb-preview")
        expect(preview).to_be_visible()
        assert words_shown(preview) == words
        expect(preview.locator(".rb-preview-label")).to_have_text(citation)
        expect(preview.locator(".rb-preview-document")).to_have_text(name)
        expect(preview).to_have_attribute("role", "tooltip")
        expect(link).to_have_attribute("aria-describedby", "rb-preview")
        # The pointer may move onto the preview (to read it, select it) without losing it; scanned there,
        # since a hovered link takes the theme's hover colour, whose contrast is not the preview's to fix.
        preview.hover()
        page.wait_for_timeout(600)  # longer than the preview waits before it hides
        expect(preview).to_be_visible()
        assert scan(axe, tab) == set()

        page.keyboard.press("Escape")
        expect(preview).to_be_hidden()
        assert link.get_attribute("aria-describedby") is None
        assert link.get_attribute("title")  # the link's own title, taken while the preview showed, is back


def test_keyboard_focus_shows_the_preview_and_escape_hides_it(browser: Any, static_server: str) -> None:
    with opened(browser, static_server + CHAPTER, DESKTOP, python=False) as tab:
        page = tab.page
        for _ in range(100):
            page.keyboard.press("Tab")
            if page.evaluate("() => !!document.activeElement.querySelector('.rb-clause-link')"):
                break
        else:
            raise AssertionError("no clause link within 100 presses of Tab")
        words, _ = the_rule(page.evaluate("() => document.activeElement.href"))
        preview = page.locator(".rb-preview")
        expect(preview).to_be_visible()
        assert words_shown(preview) == words
        assert page.evaluate("() => document.activeElement.getAttribute('aria-describedby')") == "rb-preview"

        page.keyboard.press("Escape")
        expect(preview).to_be_hidden()
        assert page.evaluate("() => !!document.activeElement.querySelector('.rb-clause-link')"), (
            "focus stays on the link"
        )


def test_a_tap_shows_the_preview_on_the_phone_and_the_full_rule_opens_beside_the_chapter(
    browser: Any, static_server: str, axe: Axe
) -> None:
    with opened(browser, static_server + CHAPTER, PHONE) as tab:
        page = tab.page
        address = page.url
        page.evaluate("() => { window.rbStillHere = true; }")
        width_before = page.evaluate("() => document.documentElement.scrollWidth")
        # what the page has at this width before any preview opens is not the preview's (axe's scan of the
        # book is test_book_accessibility.py's)
        found_before = scan(axe, tab)
        link = page.locator(IN_TEXT).first
        rule = link.evaluate("a => a.href")
        words, _ = the_rule(rule)
        link.scroll_into_view_if_needed()

        link.tap()
        preview = page.locator(".rb-preview")
        expect(preview).to_be_visible()
        expect(preview).to_have_attribute("role", "dialog")
        assert words_shown(preview) == words
        assert page.url == address
        assert page.evaluate("() => document.activeElement.closest('.rb-preview') !== null"), "focus in the dialog"
        box = preview.bounding_box()
        assert box is not None
        assert 0 <= box["x"] and box["x"] + box["width"] <= 390, f"the preview spills off the screen: {box}"
        assert 0 <= box["y"] and box["y"] + box["height"] <= 844, f"the preview spills off the screen: {box}"
        assert page.evaluate("() => document.documentElement.scrollWidth") == width_before
        preview.locator(".rb-preview-words").tap()  # a tap inside it keeps it (and the link is no longer hovered)
        expect(preview).to_be_visible()
        assert scan(axe, tab) - found_before == set()

        page.locator("article h1").tap()  # a tap elsewhere closes it
        expect(preview).to_be_hidden()
        link.tap()
        expect(preview).to_be_visible()
        page.keyboard.press("Escape")  # so does Escape, focus going back to the link
        expect(preview).to_be_hidden()
        expect(link).to_be_focused()

        link.tap()
        with page.context.expect_page() as opening:
            preview.get_by_role("link", name="Open the full rule").tap()
        full = opening.value
        full.wait_for_load_state("load")
        assert full.url == rule
        assert page.url == address
        assert page.evaluate("() => window.rbStillHere === true"), "the chapter was reloaded"
        full.close()

        cited = widget_link(page, IN_WIDGET)  # a widget's citation: the same
        cited.scroll_into_view_if_needed()
        cited.tap()
        expect(preview).to_be_visible()
        assert words_shown(preview) == the_rule(cited.evaluate("a => a.href"))[0]
        with page.context.expect_page() as opening:  # the second tap on the link follows it, in a new tab
            cited.tap()
        opening.value.close()
        assert page.evaluate("() => window.rbStillHere === true")


def test_a_rule_link_drawn_after_load_previews_and_opens_in_a_new_tab(browser: Any, static_server: str) -> None:
    """A widget redraws its HTML: the links it draws then behave as those there at load."""
    with opened(browser, static_server + CHAPTER, DESKTOP) as tab:
        page = tab.page
        widget_link(page, ".widget-subarea .widget-html-content a")  # the widgets are live
        page.evaluate("""() => { window.rbStillHere = true;
            document.querySelector('.widget-subarea .widget-html-content').insertAdjacentHTML('afterbegin',
                '<a class="rb-cite" id="drawn-later" href="../rules/nz-gazette.html#nzg-13-5c" '
                + 'title="NZ Gazette 13.5(c)">NZ Gazette 13.5(c)</a>'); }""")
        link = page.locator("#drawn-later")
        rule = link.evaluate("a => a.href")
        link.scroll_into_view_if_needed()
        link.hover()
        preview = page.locator(".rb-preview")
        expect(preview).to_be_visible()
        assert words_shown(preview) == the_rule(rule)[0]
        expect(preview.locator(".rb-preview-label")).to_have_text("NZ Gazette 13.5(c)")

        with page.context.expect_page() as opening:
            link.click()
        full = opening.value
        full.wait_for_load_state("load")
        assert full.url == rule
        assert page.url == static_server + CHAPTER
        assert page.evaluate("() => window.rbStillHere === true")
        full.close()


@pytest.mark.parametrize(
    ("path", "where"),
    [
        ("book/rules/house-rules.html", 'a.rb-repeats[href^="pokerpages.html#"]'),
        ("book/interpretations.html", 'article a[href*="rules/"]:has(.rb-clause-link)'),
    ],
    ids=["rules-page", "interpretations"],
)
def test_on_a_page_without_widgets_a_click_follows_the_link(
    browser: Any, static_server: str, path: str, where: str
) -> None:
    with opened(browser, static_server + path, DESKTOP) as tab:
        page = tab.page
        link = page.locator(where).first
        rule = link.evaluate("a => a.href")
        link.scroll_into_view_if_needed()
        link.click()
        page.wait_for_url(rule)
        assert len(page.context.pages) == 1
