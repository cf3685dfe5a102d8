"""The live server's rewriting of the book's Markdown roles into links (book/_ext/serve.py)."""

from __future__ import annotations

import importlib.util
import json
import pathlib
import re

import nbformat

from engine.documents.registry import citation

ROOT = pathlib.Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("rules_book_serve", ROOT / "book" / "_ext" / "serve.py")
assert _spec is not None and _spec.loader is not None
serve = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(serve)


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
