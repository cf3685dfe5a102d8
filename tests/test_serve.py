"""The live server's rewriting of the book's Markdown roles into links (book/_ext/serve.py)."""

from __future__ import annotations

import json
import pathlib
import re

import nbformat

from book._ext import serve, voila_door
from engine.documents.registry import citation

ROOT = pathlib.Path(__file__).resolve().parents[1]


def test_every_clause_role_in_every_notebook_becomes_a_link_to_its_anchor():
    for path in sorted((ROOT / "book").rglob("*.ipynb")):
        notebook = nbformat.read(path, as_version=4)
        roles = [
            match.group(1)
            for cell in notebook.cells
            if cell.cell_type == "markdown"
            for match in re.finditer(r"\{clause\}`(?:[^`<]*<)?([a-z0-9-]+)>?`", cell.source)
        ]
        serve.book_roles_to_links(None, notebook, str(path.parent))
        text = "\n".join(cell.source for cell in notebook.cells if cell.cell_type == "markdown")
        assert not re.search(r"\{(clause|doc|ref)\}`", text), path.name
        for clause_id in roles:
            assert f"(/book/{citation(clause_id).page}.html#{clause_id})" in text, (path.name, clause_id)


def test_only_the_books_notebooks_are_served_live():
    listed = serve.live_notebooks()
    assert "book/games/manila-2.ipynb" in listed and "book/quiz.ipynb" in listed
    assert all(notebook.startswith("book/") and (ROOT / notebook).exists() for notebook in listed)
    assert (
        json.loads((ROOT / "book/_ext/jupyter/voila/templates/rules-book/conf.json").read_text())["base_template"]
        == "lab"
    )


# --- the "$" of the live pages: money, not maths ------------------------------------------------------


def _rendered_text(markdown: str) -> str:
    """What Voila's Markdown renderer (nbconvert's, the one the live pages use) shows, tags stripped."""
    from nbconvert.filters.markdown import markdown2html

    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", markdown2html(markdown))).strip()


def test_dollar_amounts_render_as_text_with_their_markdown():
    """pp-manila2-betting's amounts: "$2 game bets $2, $4, $4, $4, $8", links and bold between them."""
    source = "A $2 game bets **$2**, $4, $4, $4, $8 ([pokerpages](/book/rules/pokerpages.html#x)); a $5 game $5."
    assert _rendered_text(source) != "A $2 game bets $2, $4, $4, $4, $8 (pokerpages); a $5 game $5."  # unescaped
    assert _rendered_text(serve.dollars_as_text(source)) == "A $2 game bets $2, $4, $4, $4, $8 (pokerpages); a $5 game $5."


def test_dollars_in_code_and_html_are_left_as_written():
    source = "Type `$2 $4` or\n\n```python\nbet = '$2 and $4'\n```\n\n<div title=\"$2 $4\"></div>\n\nIn a $2 game."
    escaped = serve.dollars_as_text(source)
    assert "`$2 $4`" in escaped and "bet = '$2 and $4'" in escaped and 'title="$2 $4"' in escaped
    assert escaped.endswith("In a \\$2 game.")
    assert serve.dollars_as_text(escaped) == escaped  # an escaped "$" is not escaped again


def test_every_markdown_cell_of_every_notebook_renders_every_dollar_as_text():
    for path in sorted((ROOT / "book").rglob("*.ipynb")):
        notebook = nbformat.read(path, as_version=4)
        serve.book_roles_to_links(None, notebook, str(path.parent))
        for cell in notebook.cells:
            if cell.cell_type == "markdown" and "$" in cell.source:
                shown = _rendered_text(cell.source)
                assert shown.count("$") == cell.source.count("\\$"), (path.name, cell.source[:80])
                assert "**" not in shown and "](" not in shown, (path.name, shown[:120])


def test_myst_targets_vanish_and_references_read_as_their_headings():
    """A ``(label)=`` line shows nothing in the book; a {ref} to it reads as the heading it stands on."""
    path = ROOT / "book" / "games" / "stud-7.ipynb"
    notebook = nbformat.read(path, as_version=4)
    serve.book_roles_to_links(None, notebook, str(path.parent))
    text = "\n".join(cell.source for cell in notebook.cells if cell.cell_type == "markdown")
    assert not re.search(r"^\([^()\s]+\)=", text, re.M)
    assert re.search(r"\[Antes\]\(/book/games/stud-7\.html#stud7-antes\)", text)


# --- a live page reads as a chapter of the book ----------------------------------------------------------


def _live(notebook_path: str) -> nbformat.NotebookNode:
    """The notebook as the prelaunch hook hands it to Voila."""
    notebook = nbformat.read(ROOT / notebook_path, as_version=4)
    return serve.live_chapter(voila_door.PooledPage(notebook_path), notebook, str((ROOT / notebook_path).parent))


def _tagged(notebook: nbformat.NotebookNode, tag: str) -> list[str]:
    return [cell.source for cell in notebook.cells if tag in cell.metadata.get("tags", [])]


def test_a_cell_whose_output_is_a_bare_value_shows_its_code():
    """Seven-Card Stud's openers ("1", "4", "2", ...) and the odd chip's split ("{2: 13, 4: 12, 5: 0}"):
    the book shows them under their code, and so does the live page; every other cell keeps its code hidden."""
    shown = _tagged(_live("book/games/stud-7.ipynb"), serve.SHOW_CODE)
    assert len(shown) == 8
    assert sum("stud_opener(" in source for source in shown) == 7 and sum(".awards" in source for source in shown) == 1
    assert _tagged(_live("book/quiz.ipynb"), serve.SHOW_CODE) == []


def test_a_worded_output_needs_no_code():
    assert not serve.is_bare("Seat 4 posts the blind of $2.") and not serve.is_bare("$2, $4, $4, $4, $8")
    assert not serve.is_bare("5, 5, 10, 10 chips") and not serve.is_bare(None)
    assert serve.is_bare("10") and serve.is_bare("(2, 3)") and serve.is_bare("True")


def test_every_live_page_has_one_quiz_the_live_one():
    """The static quiz the book shows in place of the live quiz (the cell before the one tagged remove-cell)
    is hidden on the live page, and so are the book's words about the two of them."""
    for notebook_path in serve.live_notebooks():
        notebook = _live(notebook_path)
        hidden = _tagged(notebook, serve.BOOK_ONLY)
        assert sum("StaticQuiz(" in source for source in hidden) == 1, notebook_path
        assert not any("Quiz(" in source and "StaticQuiz(" not in source for source in hidden), notebook_path
        words = "\n".join(cell.source for cell in notebook.cells if cell.cell_type == "markdown")
        assert "static book" not in words and "second quiz" not in words, notebook_path
        assert "takes its place" not in words, notebook_path  # the live quiz taking the static one's place


def test_a_live_page_is_titled_and_linked_as_its_chapter(tmp_path, monkeypatch):
    page = tmp_path / "book" / "games" / "manila-2.html"
    page.parent.mkdir(parents=True)
    page.write_text("<html><head><title>2 Card Manila &#8212; The Manila Rules Book</title></head></html>\n")
    monkeypatch.setattr(serve, "SITE", tmp_path)
    notebook = _live("book/games/manila-2.ipynb")
    assert notebook.metadata["title"] == "2 Card Manila (live) \u2014 The Manila Rules Book"
    assert notebook.metadata["rules_book"] == {
        "chapter": "2 Card Manila",
        "book": "The Manila Rules Book",
        "chapter_page": "/book/games/manila-2.html",
        "contents_page": "/book/intro.html",
    }


def test_a_reference_within_the_chapter_stays_on_the_live_page():
    """stud-7's "see {ref}`stud7-antes` below": a link to #stud7-antes, which the live page has."""
    notebook = _live("book/games/stud-7.ipynb")
    text = "\n".join(cell.source for cell in notebook.cells if cell.cell_type == "markdown")
    assert "[Antes](#stud7-antes)" in text and '<div id="stud7-antes" class="rb-target"></div>' in text
    assert "/book/games/stud-7.html#stud7-antes" not in text
