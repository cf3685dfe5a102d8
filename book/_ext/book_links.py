"""The book's Markdown roles as links, for the pages that show the chapters' Markdown outside the book.

Only the book's build knows MyST's roles (``{clause}`id```, ``{doc}`path```, ``{ref}`label```): a live
page's Markdown would show them as written. :func:`markdown_with_links` turns each into a Markdown link
to its place in the built book, with the words the book shows: a clause's citation, a page's title, a
heading's title. The server's live pages (``serve.py``) link from ``/``; a caller elsewhere in the site
passes its own relative way to the site's root.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ROLE = re.compile(r"\{(clause|doc|ref)\}`([^`]+)`")
TITLE = re.compile(r"<title>(.*?)(?:\s*&#8212;.*)?</title>", re.S)
ANCHOR = re.compile(r'\bid="([^"]+)"')
#: A MyST target, ``(label)=``, on a line of its own, and the heading on the next line, if any.
TARGET = re.compile(r"^\(([^()\s]+)\)=[ \t]*\n(?:[ \t]*\n)*(?:#+[ \t]+(.+))?", re.M)
#: A MyST target's line, ``(label)=``: the book shows nothing there, and neither does a live page.
TARGET_LINE = re.compile(r"^\([^()\s]+\)=[ \t]*\n?", re.M)

_ref_pages: dict[str, str] = {}
_ref_titles: dict[str, str] = {}


def page_title(page: Path) -> str:
    """The title of a built page (the site's name after it left out), or its file's stem."""
    match = TITLE.search(page.read_text(encoding="utf-8")) if page.exists() else None
    return match.group(1).strip() if match else page.stem


def ref_page(label: str, site: Path) -> str:
    """The built page (path from the site's root) that holds the id ``label``."""
    if not _ref_pages:
        for page in site.rglob("*.html"):
            for found in ANCHOR.findall(page.read_text(encoding="utf-8")):
                _ref_pages.setdefault(found, page.relative_to(site).as_posix())
    return _ref_pages.get(label, "book/intro.html")


def ref_title(label: str) -> str:
    """What the book calls a link to the target ``label``: the title of the heading it stands on.

    >>> ref_title("stud7-antes")
    'Antes'
    """
    if not _ref_titles:
        for source in sorted((ROOT / "book").rglob("*.ipynb")) + sorted((ROOT / "book").rglob("*.md")):
            text = source.read_text(encoding="utf-8")
            if source.suffix == ".ipynb":
                text = "\n\n".join("".join(cell["source"]) for cell in json.loads(text)["cells"])
            for found in TARGET.finditer(text):
                _ref_titles.setdefault(found.group(1), (found.group(2) or found.group(1)).strip())
    return _ref_titles.get(label, label)


def forget_site() -> None:
    """Look the ids up afresh (another site is served, or it was built again)."""
    _ref_pages.clear()


def markdown_with_links(source: str, folder: Path, site: Path, base: str) -> str:
    """``source`` (Markdown of a notebook in ``folder``) with its roles as links into the built book at
    ``site``, each link ``base`` followed by the page's path from the site's root.

    >>> markdown_with_links("see {doc}`manila-2`.", ROOT / "book" / "games", ROOT / "no-site", "../../../")
    'see [manila-2](../../../book/games/manila-2.html).'
    """
    from engine.documents.registry import citation

    def link(match: re.Match[str]) -> str:
        role, body = match.groups()
        named = re.fullmatch(r"(.*?)\s*<([^>]+)>", body, re.S)
        text, target = (named.group(1), named.group(2)) if named else (None, body)
        if role == "clause":
            cite = citation(target)
            return f"[{text or cite.label}]({base}book/{cite.page}.html#{target})"
        if role == "doc":
            page = (folder / target).resolve().relative_to(ROOT).with_suffix(".html").as_posix()
            return f"[{text or page_title(site / page)}]({base}{page})"
        page = ref_page(target, site)
        return f"[{text or ref_title(target)}]({base}{page}#{target})"

    return TARGET_LINE.sub("", ROLE.sub(link, source))
