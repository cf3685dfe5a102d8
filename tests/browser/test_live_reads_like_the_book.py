"""The live pages read as chapters of the book: the same words, the chapter's title, its way back, no bare values.

The book has no formulas (it is built without dollar maths), so an amount of money such as "$2
becomes $6" is text. Voila's live pages would take what lies between two "$" for a formula and
typeset it ("2becomes6" in italics); the server and its template (book/_ext/serve.py,
``dollars_as_text``; book/_ext/jupyter/voila/templates/rules-book/) keep it text. These tests read
what a reader sees: every Markdown cell of a live page, word for word, is on the same chapter of the
built book, and no page has a typeset formula when it opens (tests/browser/test_live_widgets.py
checks again after the widgets have answered).

A live page is one of the book's chapters, run live (book/_ext/serve.py, ``as_book_chapter``), and on
every one a reader finds, with the expected words and addresses taken from the notebooks, _toc.yml and
_config.yml, never from the page:

- at its top, above the chapter's title, a link to the chapter in the book and one to the book's
  contents (its front page, the root of _toc.yml), both leading to pages of the book;
- in the browser's tab, the chapter's title (its notebook's first heading) and the book's name;
- no bare value ("1", "{2: 13, 4: 12, 5: 0}") without the code that asks for it, as the book shows it:
  the cells whose stored output begins with a line without a word show their code, exactly as written,
  and no other cell does;
- one quiz, the live one, with one score: the static quiz the book shows in its place is not there,
  nor the book's sentences about the two of them;
- a link to a place in the same chapter goes there on the live page, not to the book.
"""

from __future__ import annotations

import json
import re
import urllib.request
from typing import Any
from urllib.parse import urlsplit

import pytest
import yaml
from browser_support import LIVE_NOTEBOOKS, ROOT, SITE, Pages, maths_on, plain_quotes, toc_files

#: What a page's Markdown would need to hold a formula: display maths, a maths role or directive, \( \).
FORMULA = re.compile(r"\$\$|\\\(|\\\[|\{math\}|```\{math\}")
#: Hidden alike in both: the "¶"/"#" links of headings, the links between the book and its live
#: pages (each shows only one of them: the way back to the book only on a live page, and so on), and the
#: book's line saying how its own widgets are doing (book/_ext/static/live_book.js).
NOT_CONTENT = ".headerlink, .jp-InternalAnchorLink, .rb-live, .rb-live-status"
#: The words of an element as they are shown (innerText), with NOT_CONTENT left out.
SHOWN_TEXT = (
    "(elements) => { const style = document.createElement('style');"
    f" style.textContent = '{NOT_CONTENT} {{ display: none !important; }}';"
    " document.head.appendChild(style);"
    " try { return elements.map(element => element.innerText); } finally { style.remove(); } }"
)


def normal(text: str) -> str:
    """Words compared as a reader reads them: typographic quotes and dashes as typed, spaces as one."""
    return " ".join(plain_quotes(text).split())


def has_formula(notebook: str) -> bool:
    cells = json.loads((ROOT / notebook).read_text(encoding="utf-8"))["cells"]
    return any(FORMULA.search("".join(cell["source"])) for cell in cells if cell["cell_type"] == "markdown")


@pytest.mark.parametrize("notebook", LIVE_NOTEBOOKS)
def test_live_markdown_reads_as_in_the_book(live_pages: Pages, book_pages: Pages, notebook: str) -> None:
    """Every Markdown cell of the live page, as shown, is word for word on the chapter in the book."""
    live = live_pages.open(notebook).page
    cells = [normal(text) for text in live.eval_on_selector_all(".jp-MarkdownCell .jp-MarkdownOutput", SHOWN_TEXT)]
    assert cells, f"{notebook}: the live page shows no Markdown cell"
    book = book_pages.open(notebook.removesuffix(".ipynb") + ".html").page
    chapter = normal(book.eval_on_selector_all("article", SHOWN_TEXT)[0])
    differ = [cell for cell in cells if cell and cell not in chapter]
    assert not differ, f"{notebook}: {len(differ)} Markdown cells read differently on the live page: " + " | ".join(
        cell[:200] for cell in differ[:5]
    )


@pytest.mark.parametrize("notebook", LIVE_NOTEBOOKS)
def test_live_page_typesets_no_maths(live_pages: Pages, notebook: str) -> None:
    """A page without a formula shows none: every "$" is money, as in the book."""
    assert not has_formula(notebook), f"{notebook} has a formula: this test is for pages without one"
    page = live_pages.open(notebook).page
    assert maths_on(page) == []


# --- a chapter of the book --------------------------------------------------------------------------

#: The book's name, as _config.yml gives it.
BOOK_NAME = str(yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))["title"])
#: The book's contents: its front page (the root of _toc.yml), whose side bar lists every chapter.
CONTENTS_PAGE = f"/{toc_files()[0]}.html"


def cells_of(notebook: str) -> list[dict[str, Any]]:
    cells: list[dict[str, Any]] = json.loads((ROOT / notebook).read_text(encoding="utf-8"))["cells"]
    return cells


def chapter_title(notebook: str) -> str:
    """The chapter's title: the notebook's first heading ("# 2 Card Manila")."""
    for cell in cells_of(notebook):
        if cell["cell_type"] == "markdown":
            found = re.search(r"^#\s+(.+?)\s*$", "".join(cell["source"]), re.M)
            if found:
                return found.group(1)
    raise AssertionError(f"{notebook} has no heading")


def book_page(notebook: str) -> str:
    return "/" + notebook.removesuffix(".ipynb") + ".html"


#: Every link shown above the page's first heading: its words, its address and how far down the page
#: (the scrolling column of cells) it is.
LINKS_ABOVE_THE_TITLE = """() => {
    const title = document.querySelector('h1');
    const column = document.getElementById('rendered_cells');
    return [...document.querySelectorAll('a[href]')]
        .filter(link => link.getClientRects().length > 0 && getComputedStyle(link).visibility !== 'hidden'
                        && (link.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING))
        .map(link => [link.innerText.trim(), link.href,
                      link.getBoundingClientRect().top - column.getBoundingClientRect().top + column.scrollTop]); }"""


def answers(url: str) -> int:
    with urllib.request.urlopen(url, timeout=10) as answer:  # the live server, on this machine
        return int(answer.status)


@pytest.mark.parametrize("notebook", LIVE_NOTEBOOKS)
def test_live_page_links_at_its_top_to_its_chapter_and_the_books_contents(live_pages: Pages, notebook: str) -> None:
    page = live_pages.open(notebook).page
    links = page.evaluate(LINKS_ABOVE_THE_TITLE)
    by_path = {urlsplit(href).path: (words, top) for words, href, top in links}
    for path in (book_page(notebook), CONTENTS_PAGE):
        assert path in by_path, f"no link to {path} above the chapter's title: {links}"
        words, top = by_path[path]
        assert words, f"the link to {path} has no words"
        assert top < 120, f"the link to {path} is {top:.0f} px down the page, not at its top"
        assert (SITE / path.lstrip("/")).exists() and answers(page.url.split("/voila/")[0] + path) == 200
    assert plain_quotes(chapter_title(notebook)) in plain_quotes(by_path[book_page(notebook)][0])
    assert BOOK_NAME in by_path[CONTENTS_PAGE][0]


@pytest.mark.parametrize("notebook", LIVE_NOTEBOOKS)
def test_live_pages_tab_shows_the_chapters_title_and_the_books_name(live_pages: Pages, notebook: str) -> None:
    page = live_pages.open(notebook).page
    assert plain_quotes(page.title()) == plain_quotes(f"{chapter_title(notebook)} (live) \u2014 {BOOK_NAME}")


# --- no bare value without its code -------------------------------------------------------------------

#: A word (two letters or more) or an amount of money ("$2"): a line with neither is a bare value.
A_WORD = re.compile(r"[A-Za-z\u00c0-\u024f]{2,}|\$\d")


def is_bare(line: str) -> bool:
    """A line that only its code explains: "1", "{2: 13, 4: 12, 5: 0}", "2; 4; 6", or Python's own True, None."""
    return not A_WORD.search(line) or line in ("True", "False", "None")


def stored_first_line(output: dict[str, Any]) -> str | None:
    """The first line of an output as the notebook stores it (its Markdown or its plain text; a stream's
    text), or ``None`` for a widget or a picture, which carry their own words."""
    data = output.get("data", {})
    if "application/vnd.jupyter.widget-view+json" in data or "image/png" in data:
        return None
    if output["output_type"] == "stream":
        text = "".join(output["text"])
    elif "text/markdown" in data:
        text = re.sub(r"<[^>]+>|\*\*", "", "".join(data["text/markdown"]))
    else:
        text = "".join(data.get("text/plain", ""))
    return next((line.strip() for line in text.splitlines() if line.strip()), "")


def cells_needing_code(notebook: str) -> dict[str, str]:
    """The id and the code of each code cell whose stored output begins with a bare value."""
    return {
        cell["id"]: "".join(cell["source"])
        for cell in cells_of(notebook)
        if cell["cell_type"] == "code"
        and any((line := stored_first_line(output)) is not None and is_bare(line) for output in cell.get("outputs", []))
    }


#: Every code cell the page shows: its id, the code it shows (if any) and the first line of each of its
#: outputs that is neither a widget nor a picture.
CODE_CELLS = """() => [...document.querySelectorAll('.jp-CodeCell')].filter(cell => cell.getClientRects().length > 0)
    .map(cell => ({
        id: cell.id.replace(/^cell-id=/, ''),
        code: [...cell.querySelectorAll('.jp-InputArea-editor')].filter(code => code.getClientRects().length > 0)
            .map(code => code.innerText).join('\\n'),
        lines: [...cell.querySelectorAll('.jp-OutputArea-output')]
            .filter(output => output.getClientRects().length > 0 && !output.querySelector('.jupyter-widgets, img, svg'))
            .map(output => output.innerText.trim().split('\\n')[0].trim()) }))"""


def test_the_stud_chapter_shows_who_opens_under_its_code() -> None:
    """The expected cells of Seven-Card Stud, counted from its notebook: its seven openers ("1", "4", "2", ...)
    and the odd chip's split ("{2: 13, 4: 12, 5: 0}")."""
    codes = list(cells_needing_code("book/games/stud-7.ipynb").values())
    assert sum("stud_opener(" in code for code in codes) == 7 and sum(".awards" in code for code in codes) == 1


@pytest.mark.parametrize("notebook", LIVE_NOTEBOOKS)
def test_live_page_shows_no_bare_value_without_its_code(live_pages: Pages, notebook: str) -> None:
    page = live_pages.open(notebook).page
    shown = page.evaluate(CODE_CELLS)
    bare = [cell for cell in shown if not cell["code"] and any(is_bare(line) for line in cell["lines"])]
    assert bare == [], f"{notebook}: bare values without their code: {[(cell['id'], cell['lines']) for cell in bare]}"
    expected = cells_needing_code(notebook)
    with_code = {cell["id"]: cell["code"] for cell in shown if cell["code"]}
    assert sorted(with_code) == sorted(expected), "the cells that show their code are not those whose output needs it"
    for cell_id, code in with_code.items():
        assert code.split() == expected[cell_id].split(), f"{notebook}: the code of cell {cell_id} is not the notebook's"


# --- one quiz, the live one ----------------------------------------------------------------------------


def live_widgets_the_book_removes(notebook: str) -> list[tuple[str, str]]:
    """(id of the widget's cell, id of the cell the book shows in its place) for each cell the book removes
    (``remove-cell``) that shows a widget: the live quiz, after the static quiz."""
    cells = cells_of(notebook)
    return [
        (cell["id"], cells[index - 1]["id"])
        for index, cell in enumerate(cells)
        if "remove-cell" in cell["metadata"].get("tags", [])
        and any("application/vnd.jupyter.widget-view+json" in output.get("data", {}) for output in cell.get("outputs", []))
    ]


def live_quizzes(notebook: str) -> int:
    """How many live quizzes the notebook makes (a widget whose text says so)."""
    return sum(
        "".join(output.get("data", {}).get("text/plain", "")).startswith("Dealer's quiz (live)")
        for cell in cells_of(notebook)
        for output in cell.get("outputs", [])
    )


SHOWN = "elements => elements.filter(element => element.getClientRects().length > 0).length"


@pytest.mark.parametrize("notebook", [notebook for notebook in LIVE_NOTEBOOKS if live_quizzes(notebook)])
def test_live_page_shows_one_quiz_the_live_one_with_one_score(live_pages: Pages, notebook: str) -> None:
    page = live_pages.open(notebook).page
    assert live_quizzes(notebook) == 1
    assert page.eval_on_selector_all(".rbq-live", SHOWN) == 1, "the live quiz is not shown"
    assert page.eval_on_selector_all(".rbq", SHOWN) == 0, "the static quiz is shown too"
    text = page.locator("main").inner_text()
    assert len(re.findall(r"Score: \d+ right out of \d+ answered", text)) == 1
    assert "a second quiz" not in text and "takes its place" not in text, "the page speaks of two quizzes"
    assert "in your own browser" not in text, "the page speaks of Python in the reader's browser"
    for widget, stand_in in live_widgets_the_book_removes(notebook):
        assert page.eval_on_selector_all(f'[id="cell-id={widget}"]', SHOWN) == 1
        assert page.eval_on_selector_all(f'[id="cell-id={stand_in}"]', SHOWN) == 0


# --- links within the chapter ----------------------------------------------------------------------------


def targets(notebook: str) -> list[str]:
    """The labels of the notebook's MyST targets, ``(label)=``."""
    return [
        label
        for cell in cells_of(notebook)
        if cell["cell_type"] == "markdown"
        for label in re.findall(r"^\(([^()\s]+)\)=\s*$", "".join(cell["source"]), re.M)
    ]


def references(notebook: str) -> list[str]:
    """The targets of this chapter its Markdown refers to (``{ref}`label```)."""
    return [
        label
        for cell in cells_of(notebook)
        if cell["cell_type"] == "markdown"
        for label in re.findall(r"\{ref\}`(?:[^`<]*<)?([^`<>]+)>?`", "".join(cell["source"]))
        if label in targets(notebook)
    ]


@pytest.mark.parametrize("notebook", [notebook for notebook in LIVE_NOTEBOOKS if targets(notebook)])
def test_a_link_within_the_chapter_stays_on_the_live_page(live_pages: Pages, notebook: str) -> None:
    """"see Antes below" goes to Antes on the live page, as in the book, not to the book (leaving the page
    ends its live session)."""
    page = live_pages.open(notebook).page
    hrefs = page.eval_on_selector_all(".jp-MarkdownOutput a[href]", "links => links.map(link => link.getAttribute('href'))")
    for label in targets(notebook):
        assert not any(href.startswith(book_page(notebook) + "#" + label) for href in hrefs), f"#{label} leads to the book"
        assert page.locator(f'[id="{label}"]').count() == 1, f"the live page has no #{label}"
    for label in references(notebook):
        assert f"#{label}" in hrefs, f"the reference to {label} does not go to it on the live page"
