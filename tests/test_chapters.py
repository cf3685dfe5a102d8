"""The chapters' anchors for their widgets, the links between the book and the server's live pages,
and their nbval markers.

Each widget has a block before it with an anchor that every rendering keeps (``<div class="rb-live"
id="live-...">``): on the server's live page it holds the way back to the book at the same anchor
(book/_ext/static/rules_book.css hides it in the book, where the widget itself comes alive in place).
The block at the top of each chapter says, in the book, how its widgets come alive in the reader's
browser, and links to the chapter's live page on the book's own server (``.rb-server-link``, to
``/voila/render/...``; the book shows it only when that server serves it). Outputs are excluded from
nbval's comparison only where they change between runs.

A chapter's widgets are read as the site's build reads them (``book/_ext/chapters.py``, by the one list
of widgets, ``widgets/registry.py``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from book._ext.chapters import read_notebook

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "book").rglob("*.ipynb"))
LIVE_LINE = re.compile(r'<div class="rb-live" id="(live-[a-z-]+)">(.*?)</div>', re.S)
#: The block at the top of a chapter: no anchor.
TOP_BLOCK = re.compile(r'<div class="rb-live">(.*?)</div>', re.S)


def _cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def _source(cell: dict) -> str:
    return "".join(cell["source"])


def _page(path: Path) -> str:
    return path.relative_to(ROOT).with_suffix("").as_posix()


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.name)
def test_every_widget_has_an_anchor_and_a_way_back_from_the_live_page(path: Path) -> None:
    cells = _cells(path)
    page = _page(path)
    chapter = read_notebook(path, ROOT)
    assert not chapter.unplaced, "a widget made where no statement of its cell makes it"
    for widget in chapter.widgets:  # every widget the chapter makes, the static quiz too
        assert widget.anchor, f"{path.name}: no anchor before {widget.statement[:50]!r}"
        before = next(_source(c) for c in reversed(cells[: widget.cell]) if c["cell_type"] == "markdown")
        line = LIVE_LINE.search(before)
        assert line and line[1] == widget.anchor, f"{path.name}: {widget.anchor} is not the block before its widget"
        anchor, links = line.groups()
        assert f'class="rb-book-link"><a href="/{page}.html#{anchor}">' in links
        assert "rb-live-link" not in links and "live/voici" not in links, "no separate in-browser page"
        assert "rb-server-link" not in links and "/voila/render/" not in links, "only the top block links to the server"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.name)
def test_each_page_opens_with_one_short_live_block_and_its_anchors_are_distinct(path: Path) -> None:
    sources = [_source(cell) for cell in _cells(path) if cell["cell_type"] == "markdown"]
    page = _page(path)
    blocks = [block for source in sources for block in TOP_BLOCK.findall(source)]
    assert len(blocks) == 1, f"{path.name}: {len(blocks)} blocks without an anchor, not one at the top"
    lines = dict(re.findall(r'<p class="(rb-[a-z-]+)">(.*?)</p>', blocks[0], re.S))
    assert sorted(lines) == ["rb-book-link", "rb-live-note", "rb-server-link"]
    assert "in your own browser" in lines["rb-live-note"] and "<a " not in lines["rb-live-note"]
    assert f'<a href="/voila/render/{page}.ipynb">' in lines["rb-server-link"]
    assert lines["rb-book-link"].startswith(f'<a href="/{page}.html">')
    assert sum(source.count("/voila/render/") for source in sources) == 1, "only the top block links to the server"
    assert not any("live/voici" in source or "static book" in source for source in sources)
    assert not any("$" in block for source in sources for block in re.findall(r'<div class="rb-live".*?</div>', source, re.S))
    anchors = [anchor for source in sources for anchor, _ in LIVE_LINE.findall(source)]
    assert len(anchors) == len(set(anchors))
    assert not any('<p class="rb-live">' in source for source in sources), "the old repeated banner"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.name)
def test_no_stable_output_is_left_out_of_nbval(path: Path) -> None:
    """The live quiz's plain text is the same on every run ("0 right out of 0 answered"), and nbval
    never compares widget views: nothing in these chapters needs NBVAL_IGNORE_OUTPUT."""
    cells = _cells(path)
    for cell in cells:
        assert "NBVAL_IGNORE_OUTPUT" not in _source(cell), f"{path.name}: {_source(cell)[:60]!r}"
    for widget in read_notebook(path, ROOT).widgets:
        if widget.widget.name == "Quiz":
            outputs = cells[widget.cell].get("outputs", [])
            shown = ["".join(output["data"]["text/plain"]) for output in outputs if "data" in output]
            assert shown == ["Dealer's quiz (live): 0 right out of 0 answered"] or not shown


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.name)
def test_no_chapter_loads_pyplot_its_figures_draw_themselves(path: Path) -> None:
    """A chapter's figures are widgets.figures Pictures, which draw their own PNG with matplotlib's Agg
    renderer: neither ``%matplotlib`` nor ``pyplot`` (about 2 s of imports in every live page's kernel)."""
    code = "\n".join(_source(cell) for cell in _cells(path) if cell["cell_type"] == "code")
    assert "%matplotlib" not in code and "pyplot" not in code
