"""The one list of the book's widgets (widgets/registry.py): each is the class its module defines, the
import-linter contract's top layer of the widgets names the same modules, and every widget class a
chapter imports is in it."""

from __future__ import annotations

import ast
import importlib
import inspect
import json
import tomllib
from pathlib import Path

from book._ext.chapters import book_notebooks
from widgets.registry import WIDGETS, live_modules, widget_named

ROOT = Path(__file__).resolve().parents[1]
#: What the contract's top layer holds besides the widgets: the book's matplotlib figures.
NOT_WIDGETS = {"widgets.figures"}


def test_each_widget_is_the_class_its_module_defines_and_named_once() -> None:
    assert len({widget.name for widget in WIDGETS}) == len(WIDGETS)
    for widget in WIDGETS:
        made = getattr(importlib.import_module(widget.module), widget.name)
        assert inspect.isclass(made) and made.__module__ == widget.module, widget
        assert widget_named(widget.name) is widget
    assert [widget.name for widget in WIDGETS if widget.replaces] == ["Quiz"]
    assert [widget.name for widget in WIDGETS if not widget.live] == ["StaticQuiz"]
    assert live_modules() == tuple(sorted({widget.module for widget in WIDGETS if widget.live}))


def test_the_import_contracts_top_layer_names_the_registrys_modules() -> None:
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]["contracts"]
    (layers,) = [contract["layers"] for contract in contracts if contract["name"].startswith("The widgets:")]
    top = {name.strip() for name in layers[0].split("|")}
    assert top - NOT_WIDGETS == {widget.module for widget in WIDGETS}


def test_every_widget_class_a_chapter_imports_is_in_the_registry() -> None:
    """A chapter imports its widgets from their modules: each class it imports from one of them is listed."""
    modules = {widget.module for widget in WIDGETS}
    for notebook in book_notebooks(ROOT):
        for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] != "code":
                continue
            for node in ast.walk(ast.parse("".join(cell["source"]))):
                if isinstance(node, ast.ImportFrom) and node.module in modules:
                    for alias in node.names:
                        if alias.name[:1].isupper() and inspect.isclass(getattr(importlib.import_module(node.module), alias.name)):
                            assert widget_named(alias.name), f"{notebook.name}: {alias.name} is not in widgets/registry.py"
