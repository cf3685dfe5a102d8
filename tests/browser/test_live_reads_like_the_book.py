"""The live pages read exactly like the book: the same words in every Markdown cell, and no maths.

The book has no formulas (it is built without dollar maths), so an amount of money such as "$2
becomes $6" is text. Voila's live pages would take what lies between two "$" for a formula and
typeset it ("2becomes6" in italics); the server and its template (book/_ext/serve.py,
``dollars_as_text``; book/_ext/jupyter/voila/templates/rules-book/) keep it text. These tests read
what a reader sees: every Markdown cell of a live page, word for word, is on the same chapter of the
built book, and no page has a typeset formula when it opens (tests/browser/test_live_widgets.py
checks again after the widgets have answered).
"""

from __future__ import annotations

import json
import re

import pytest
from browser_support import LIVE_NOTEBOOKS, ROOT, Pages, maths_on, plain_quotes

#: What a page's Markdown would need to hold a formula: display maths, a maths role or directive, \( \).
FORMULA = re.compile(r"\$\$|\\\(|\\\[|\{math\}|```\{math\}")
#: Hidden alike in both: the "¶"/"#" links of headings, and the links between the book and its live
#: pages (each shows only one of them: the way back to the book only on a live page, and so on).
NOT_CONTENT = ".headerlink, .jp-InternalAnchorLink, .rb-live"
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
