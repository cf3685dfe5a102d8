"""The book's notebooks as its table of contents lists them (book/_ext/table_of_contents.py), read with
sphinx_external_toc's parser, the build's own: the notebook runner and the live server use this one list."""

from __future__ import annotations

import pathlib

from book._ext import table_of_contents as toc

ROOT = pathlib.Path(__file__).resolve().parents[1]

#: A table deeper than the book's, with every kind of entry: parts, chapters, sections inside sections,
#: a Markdown page, a glob and a link.
NESTED_TOC = """\
format: jb-book
root: intro
parts:
  - caption: First
    chapters:
      - file: a/index
        sections:
          - file: a/one
            sections:
              - file: a/deep
          - file: a/page
          - file: a/two
      - file: b
      - url: https://example.org
        title: Elsewhere
  - caption: Second
    chapters:
      - file: c
        sections:
          - glob: g/*
          - file: d
"""


def _project(tmp_path: pathlib.Path, toc_text: str, notebooks: list[str], pages: list[str]) -> pathlib.Path:
    (tmp_path / "_toc.yml").write_text(toc_text, encoding="utf-8")
    for name, suffix in [(name, ".ipynb") for name in notebooks] + [(name, ".md") for name in pages]:
        path = tmp_path / f"{name}{suffix}"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("{}" if suffix == ".ipynb" else "# A page\n", encoding="utf-8")
    return tmp_path


def test_notebooks_come_in_reading_order_each_chapter_before_its_sections(tmp_path):
    root = _project(tmp_path, NESTED_TOC, ["intro", "a/index", "a/one", "a/deep", "a/two", "b", "c", "d"], ["a/page"])
    assert toc.toc_notebooks(root) == [
        "a/index.ipynb",
        "a/one.ipynb",
        "a/deep.ipynb",
        "a/two.ipynb",
        "b.ipynb",
        "c.ipynb",
        "d.ipynb",
    ]


def test_the_front_page_pages_links_and_globs_are_not_notebooks_of_the_book(tmp_path):
    root = _project(tmp_path, NESTED_TOC, ["intro"], ["a/index", "a/page"])
    assert toc.toc_notebooks(root) == []


def test_a_table_with_only_a_front_page_lists_no_notebook(tmp_path):
    root = _project(tmp_path, "format: jb-book\nroot: intro\n", ["intro"], [])
    assert toc.toc_notebooks(root) == []


def test_the_books_chapters_are_listed_in_the_order_of_its_contents():
    listed = toc.toc_notebooks(ROOT)
    games = [name for name in listed if name.startswith("book/games/")]
    assert games[0] == "book/games/manila-2.ipynb" and listed[-1] == "book/quiz.ipynb"
    assert all((ROOT / name).exists() for name in listed) and len(set(listed)) == len(listed)


def test_every_document_comes_front_page_first_pages_included_links_left_out(tmp_path):
    """The browser tests open every page of the book from this list: Markdown pages too, never a link."""
    root = _project(tmp_path, NESTED_TOC, ["intro", "a/index", "b", "c", "d"], ["a/one", "a/deep", "a/page", "a/two"])
    assert toc.toc_documents(root) == ["intro", "a/index", "a/one", "a/deep", "a/page", "a/two", "b", "c", "d"]
