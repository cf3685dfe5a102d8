"""The built book: it builds with warnings as errors, every clause id is one anchor, every link lands, all offline.

The book is built once per test session, into a temporary folder, as ./test.sh builds it
(``python book/_ext/serve.py --build-only``: ``jupyter-book build . --all -W -n --keep-going``, then
the in-browser pages, ``live/``; about 20 s once the live build's downloads are cached). When ./test.sh has just
built it, it sets RULES_BOOK_HTML to that fresh _build/html and these tests read it instead.
"""

from __future__ import annotations

import fcntl
import os
import re
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path, PurePosixPath
from urllib.parse import unquote, urlsplit

import pytest
import yaml

from engine.documents.interpretations import INTERPRETATIONS
from engine.documents.methods import METHODS, METHODS_PAGE
from engine.documents.registry import DOCUMENTS, all_clauses, citation
from widgets.render.html import clause_url

ROOT = Path(__file__).resolve().parents[1]
OUTSIDE = re.compile(r"^([a-z][a-z0-9+.-]*:)?//", re.IGNORECASE)  # http://, https://, //host


@dataclass
class Page:
    """What a built HTML page holds: its ids, links, and the assets it loads."""

    ids: list[str] = field(default_factory=list)
    links: list[str] = field(default_factory=list)
    assets: list[tuple[str, str]] = field(default_factory=list)  # (tag, url)
    styles: list[str] = field(default_factory=list)  # inline <style> text and style="" attributes


class _PageParser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.page = Page()
        self._in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if "id" in a:
            self.page.ids.append(a["id"])
        if "style" in a:
            self.page.styles.append(a["style"])
        if tag == "a" and "href" in a:
            self.page.links.append(a["href"])
        elif tag in ("script", "img", "iframe", "audio", "video", "source", "embed") and a.get("src"):
            self.page.assets.append((tag, a["src"]))
        elif tag == "link" and a.get("href"):
            rel = a.get("rel", "").lower().split()
            if {"stylesheet", "preload", "modulepreload", "icon", "prefetch"} & set(rel):
                self.page.assets.append((f"link rel={a.get('rel')}", a["href"]))
        elif tag == "style":
            self._in_style = True

    def handle_endtag(self, tag: str) -> None:
        if tag == "style":
            self._in_style = False

    def handle_data(self, data: str) -> None:
        if self._in_style:
            self.page.styles.append(data)


def _parse(path: Path) -> Page:
    parser = _PageParser()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser.page


@dataclass
class Site:
    html: Path
    returncode: int
    log: str
    pages: dict[PurePosixPath, Page]  # path relative to html/, e.g. book/rules/pokerpages.html


def _build(out: Path) -> tuple[int, str]:
    """The site as ./test.sh builds it: the book, then its pages whose widgets run in the browser (live/)."""
    site = out / "_build" / "html"
    command = [sys.executable, str(ROOT / "book" / "_ext" / "serve.py"), "--build-only", "--site", str(site)]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    log = out / "_build" / "serve-build.log"
    return done.returncode, done.stdout + done.stderr + (log.read_text(encoding="utf-8") if log.exists() else "")


def _load(html: Path, returncode: int, log: str) -> Site:
    pages = {PurePosixPath(p.relative_to(html).as_posix()): _parse(p) for p in sorted(html.rglob("*.html"))}
    return Site(html=html, returncode=returncode, log=log, pages=pages)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Site:
    """The built book, once per session (shared between pytest-xdist workers through a lock)."""
    given = os.environ.get("RULES_BOOK_HTML")
    if given:
        return _load(Path(given), 0, f"read the build in {given} (made by ./test.sh)")
    run_id = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    if not run_id:
        out = tmp_path_factory.mktemp("book")
        returncode, log = _build(out)
        return _load(out / "_build" / "html", returncode, log)
    out = tmp_path_factory.getbasetemp().parent / f"book-{run_id}"
    with open(f"{out}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        done = out / "returncode"
        if not done.exists():
            out.mkdir(exist_ok=True)
            returncode, log = _build(out)
            (out / "log.txt").write_text(log, encoding="utf-8")
            done.write_text(str(returncode))
    return _load(out / "_build" / "html", int(done.read_text()), (out / "log.txt").read_text(encoding="utf-8"))


def _citable_ids() -> list[str]:
    return [cl.id for cl in all_clauses()] + list(INTERPRETATIONS) + list(METHODS)


def _warnings(log: str) -> str:
    lines = [line for line in log.splitlines() if re.search(r"WARNING|ERROR|Traceback|Exception", line)]
    return "\n".join(lines[:40]) or log[-3000:]


def test_the_book_builds_with_warnings_as_errors(site: Site):
    assert site.returncode == 0, "jupyter-book build -W -n failed:\n" + _warnings(site.log)
    for doc in DOCUMENTS.values():
        assert PurePosixPath(f"book/{doc.page}.html") in site.pages
    assert PurePosixPath("book/interpretations.html") in site.pages
    assert PurePosixPath(f"book/{METHODS_PAGE}.html") in site.pages


def test_every_clause_interpretation_and_method_id_is_exactly_one_html_id_on_its_page(site: Site):
    where: dict[str, list[str]] = {}
    for path, page in site.pages.items():
        for element_id in page.ids:
            where.setdefault(element_id, []).append(str(path))
    for target in _citable_ids():
        expected = f"book/{citation(target).page}.html"
        assert where.get(target) == [expected], f"{target}: found on {where.get(target)}, expected once on {expected}"


def test_no_page_repeats_an_html_id(site: Site):
    for path, page in site.pages.items():
        doubled = [i for i, n in Counter(page.ids).items() if n > 1]
        assert not doubled, f"{path} repeats ids {doubled}"


#: Links to a chapter's live page, served by Voila next to the book (see serve.sh).
LIVE_PREFIX = "/voila/render/"


def _resolve(site: Site, page: PurePosixPath, href: str) -> tuple[PurePosixPath, str] | None:
    """The page and fragment an internal link points at, or None for links that leave the site.

    The server (serve.sh) puts the book at the root address, so "/book/x.html" is a page of
    the site; "/voila/render/book/x.ipynb" is a live page, checked by _live_page_exists.
    """
    parts = urlsplit(href)
    if parts.scheme or parts.netloc or href.startswith(("mailto:", "javascript:")):
        return None
    if parts.path.startswith(LIVE_PREFIX):
        return None
    if not parts.path:
        return page, unquote(parts.fragment)
    if parts.path.startswith("/"):
        return PurePosixPath(unquote(parts.path).lstrip("/")), unquote(parts.fragment)
    target = PurePosixPath(os.path.normpath(str(page.parent / unquote(parts.path))))
    return target, unquote(parts.fragment)


def test_every_live_link_names_a_notebook_of_the_book_and_every_chapter_has_one(site: Site):
    live: dict[PurePosixPath, set[str]] = {}
    for path, page in site.pages.items():
        for href in page.links:
            target = urlsplit(href).path
            if target.startswith(LIVE_PREFIX):
                live.setdefault(path, set()).add(target[len(LIVE_PREFIX) :])
    missing = [
        f"{page}: {notebook}"
        for page, notebooks in live.items()
        for notebook in notebooks
        if not (ROOT / notebook).exists()
    ]
    assert not missing, missing
    for chapter in site.pages:
        if str(chapter).startswith("book/games/"):
            assert live.get(chapter) == {str(chapter.with_suffix(".ipynb"))}, chapter


def test_every_internal_link_lands_on_an_existing_page_and_id(site: Site):
    broken = []
    checked = 0
    for path, page in site.pages.items():
        for href in page.links:
            resolved = _resolve(site, path, href)
            if resolved is None:
                continue
            checked += 1
            target, fragment = resolved
            if target.suffix != ".html":
                if not (site.html / target).exists():
                    broken.append(f"{path}: {href} (no such file)")
                continue
            if target not in site.pages:
                broken.append(f"{path}: {href} (no such page)")
            elif fragment and fragment not in site.pages[target].ids:
                broken.append(f"{path}: {href} (no id {fragment!r} on {target})")
    assert checked > len(_citable_ids()), "the pages hold fewer links than expected: is the parser reading them?"
    assert not broken, "\n".join(broken[:30])


@pytest.mark.parametrize("folder", ["book/games", "book"], ids=["chapter-folder", "book-folder"])
def test_links_the_engine_renders_resolve_in_the_built_site(site: Site, folder: str):
    """widgets.render.html links as {link_base}{page}.html#{id}: "../" from a chapter in book/<folder>/, "" from book/."""
    link_base = "../" if folder != "book" else ""
    page = PurePosixPath(folder) / "chapter.html"  # any page in that folder
    for target in _citable_ids():
        resolved = _resolve(site, page, clause_url(target, link_base))
        assert resolved is not None
        path, fragment = resolved
        assert path in site.pages and fragment in site.pages[path].ids, (
            f"{clause_url(target, link_base)} from {folder}/"
        )


def test_no_page_loads_a_script_stylesheet_or_font_from_outside_the_site(site: Site):
    outside = []
    book_pages = [page for path, page in site.pages.items() if path.parts[0] == "book"]
    assert all(page.assets for page in book_pages), "a page loads no script: is the parser reading them?"
    for path, page in site.pages.items():
        outside += [f"{path}: <{tag}> {url}" for tag, url in page.assets if OUTSIDE.match(url)]
        for style in page.styles:
            outside += [f"{path}: inline style {url}" for url in _css_urls(style) if OUTSIDE.match(url)]
    for css in sorted(site.html.rglob("*.css")):
        text = css.read_text(encoding="utf-8", errors="replace")
        outside += [f"{css.relative_to(site.html)}: {url}" for url in _css_urls(text) if OUTSIDE.match(url)]
    assert not outside, "\n".join(outside[:30])


def _css_urls(css: str) -> list[str]:
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.DOTALL)
    urls = re.findall(r"url\(\s*['\"]?([^'\")]+)", css)
    urls += re.findall(r"@import\s+['\"]([^'\"]+)", css)
    return [u.strip() for u in urls]


def test_the_vendored_widget_javascript_and_its_fonts_are_in_the_site(site: Site):
    config = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))
    scripts = list(config["sphinx"]["config"]["nb_ipywidgets_js"])
    assert scripts and not any(OUTSIDE.match(s) for s in scripts)
    for script in scripts:
        assert (site.html / "_static" / script).is_file(), f"_static/{script} is not in the built site"
    bundle = next(s for s in scripts if s.endswith("embed-amd.js"))
    folder = (site.html / "_static" / bundle).parent
    fonts = set(re.findall(r"[0-9a-f]{20}\.(?:eot|svg|ttf|woff2?)", (folder / "embed-amd.js").read_text()))
    assert fonts and all((folder / font).is_file() for font in fonts)


def _span(site: Site, target: str) -> str:
    html = (site.html / f"book/{citation(target).page}.html").read_text(encoding="utf-8")
    start = html.index(f'id="{target}"')
    return html[start : html.index("</span>", html.index('class="rb-anchor"', start))]


def test_rules_pages_show_sic_notes_line_breaks_and_repeats(site: Site):
    for cl in all_clauses():
        if cl.heading:
            continue
        span = _span(site, cl.id)
        for sic in cl.sic:
            assert f'<abbr class="rb-sic" title="{sic.word} [sic]: {sic.note}">[sic]</abbr>' in span, cl.id
        assert span.count("<br") == cl.text.count("\n"), cl.id
        if cl.repeats:
            assert f'href="#{cl.repeats}"' in span or f'.html#{cl.repeats}"' in span, cl.id
