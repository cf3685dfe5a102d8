"""The live server's rewriting of the book's Markdown roles into links (book/_ext/serve.py)."""

from __future__ import annotations

import importlib.util
import json
import pathlib
import re

import nbformat

from engine.clauses import citation

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
