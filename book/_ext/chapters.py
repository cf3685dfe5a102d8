"""A chapter's widgets, read once from its notebook: the one reader the site's build
(``book/_ext/live_site.py``) and the tests use.

A chapter makes a widget by a statement of one of its code cells that calls a widget's class (a name
of :data:`widgets.registry.WIDGETS`), alone (``DealStepper(players=6)``) or assigned to a name
(``calculator = RaiseCalculator(...)``), found in the cell's syntax tree. Before the cell, the chapter's
markdown holds the widget's anchor (``<div class="rb-live" id="live-...">``); after it, the book's page
shows the widget's saved view (its model id, in a stored output).

>>> cells = [{"cell_type": "markdown", "source": '<div class="rb-live" id="live-x"></div>'},
...          {"cell_type": "code", "source": "calc = RaiseCalculator(preset='x')\\ncalc.explanation()",
...           "metadata": {}, "outputs": []},
...          {"cell_type": "code", "source": "calc", "metadata": {},
...           "outputs": [{"data": {"application/vnd.jupyter.widget-view+json": {"model_id": "v"}}}]}]
>>> (widget,) = read_chapter(cells, "book/games/x").widgets
>>> widget.anchor, widget.widget.name, widget.view
('live-x', 'RaiseCalculator', 'v')
>>> print(widget.code)
from widgets.raise_calculator import RaiseCalculator
calc = RaiseCalculator(preset='x')
calc
"""

from __future__ import annotations

import ast
import json
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from book._ext.table_of_contents import toc_notebooks
from widgets.registry import Widget, widget_named

#: A widget's saved view in a notebook's outputs.
VIEW_MIME = "application/vnd.jupyter.widget-view+json"


@dataclass(frozen=True)
class ChapterWidget:
    """A widget a chapter makes, where it makes it, and what the book's page shows of it."""

    #: The chapter's page (``book/games/manila-2``).
    page: str
    #: The index of the code cell that makes it, among the notebook's cells.
    cell: int
    #: The anchor of the ``rb-live`` block before its cell; None if the markdown before it has none.
    anchor: str | None
    #: Which widget.
    widget: Widget
    #: The statement that makes it, as the chapter writes it.
    statement: str
    #: The name the statement assigns it to; None for a widget made by a bare call.
    name: str | None
    #: The model id of the first widget view stored at or after its cell, which the book's page shows
    #: in its place; None if no such view, or if the book removes the cell.
    view: str | None
    #: Its cell's tags (``remove-cell``, ``rb-book-only``).
    tags: tuple[str, ...]

    @property
    def removed(self) -> bool:
        """Whether the book removes its cell (and so shows nothing of it)."""
        return "remove-cell" in self.tags

    @property
    def code(self) -> str:
        """The code that makes it and ends with it: the import of its class and the chapter's statement."""
        value = "" if self.name is None else f"\n{self.name}"
        return f"{self.widget.import_line}\n{self.statement}{value}"


@dataclass(frozen=True)
class Unplaced:
    """A code cell that calls a live widget's class in no statement that makes one (inside another call,
    a function, ...): the reader cannot say which widget it makes."""

    cell: int
    source: str
    tags: tuple[str, ...]


@dataclass(frozen=True)
class Chapter:
    """A chapter's widgets, in order, and what its page shows of widgets."""

    page: str
    widgets: tuple[ChapterWidget, ...]
    #: The model ids of the widget views the book's page shows (the stored outputs of the cells it keeps
    #: whole), in order.
    shown: tuple[str, ...]
    #: The code cells that call a live widget's class in no statement that makes one.
    unplaced: tuple[Unplaced, ...]


class _Anchors(HTMLParser):
    """The ids of the ``<div class="rb-live" id=...>`` blocks in a piece of markdown."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "div" and "rb-live" in (found.get("class") or "").split() and found.get("id"):
            self.ids.append(str(found["id"]))


def anchors(markdown: str) -> list[str]:
    """The anchors of the ``rb-live`` blocks in ``markdown``, in order.

    >>> anchors('<div class="rb-live">top</div> <div class="rb-live" id="live-quiz"><p>x</p></div>')
    ['live-quiz']
    """
    parser = _Anchors()
    parser.feed(markdown)
    parser.close()
    return parser.ids


def _source(cell: dict[str, Any]) -> str:
    source = cell["source"]
    return source if isinstance(source, str) else "".join(source)


def _tags(cell: dict[str, Any]) -> tuple[str, ...]:
    return tuple(cell.get("metadata", {}).get("tags", []))


def _views(cell: dict[str, Any]) -> list[str]:
    """The model ids of the widget views a cell's stored outputs show."""
    return [
        str(output["data"][VIEW_MIME]["model_id"])
        for output in cell.get("outputs", [])
        if VIEW_MIME in output.get("data", {})
    ]


def _made(statement: ast.stmt) -> tuple[Widget, str | None] | None:
    """The widget ``statement`` makes and the name it assigns it to, if it makes one."""
    name = None
    value: ast.expr | None = None
    if isinstance(statement, ast.Expr):
        value = statement.value
    elif isinstance(statement, ast.Assign) and len(statement.targets) == 1 and isinstance(statement.targets[0], ast.Name):
        name, value = statement.targets[0].id, statement.value
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name):
        widget = widget_named(value.func.id)
        if widget is not None:
            return widget, name
    return None


def _calls_a_live_widget(tree: ast.AST) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            widget = widget_named(node.func.id)
            if widget is not None and widget.live:
                return True
    return False


def _anchor_before(cells: list[dict[str, Any]], index: int) -> str | None:
    """The anchor of the markdown cell nearest before cell ``index``; None if it has none."""
    before = next((_source(cell) for cell in reversed(cells[:index]) if cell["cell_type"] == "markdown"), "")
    return next(iter(anchors(before)), None)


def read_chapter(cells: list[dict[str, Any]], page: str) -> Chapter:
    """The widgets a chapter's notebook cells make: for each code cell, the first statement that makes
    one (:class:`ChapterWidget`)."""
    widgets: list[ChapterWidget] = []
    unplaced: list[Unplaced] = []
    for index, cell in enumerate(cells):
        if cell["cell_type"] != "code":
            continue
        source, tags = _source(cell), _tags(cell)
        tree = ast.parse(source)
        found = next(((statement, made) for statement in tree.body if (made := _made(statement))), None)
        if found is None:
            if _calls_a_live_widget(tree):
                unplaced.append(Unplaced(index, source, tags))
            continue
        statement, (widget, name) = found
        following = (view for later in cells[index:] if later["cell_type"] == "code" for view in _views(later))
        widgets.append(ChapterWidget(
            page=page, cell=index, anchor=_anchor_before(cells, index), widget=widget,
            statement=ast.get_source_segment(source, statement) or "", name=name,
            view=None if "remove-cell" in tags else next(following, None), tags=tags,
        ))
    shown = tuple(
        view
        for cell in cells
        if cell["cell_type"] == "code" and not {"remove-cell", "remove-output"} & set(_tags(cell))
        for view in _views(cell)
    )
    return Chapter(page, tuple(widgets), shown, tuple(unplaced))


def book_notebooks(root: Path) -> list[Path]:
    """The notebooks of the book, in the table of contents' order (the book's own reader of ``_toc.yml``)."""
    return [root / notebook for notebook in toc_notebooks(root)]


def read_notebook(notebook: Path, root: Path) -> Chapter:
    """The widgets of the chapter ``notebook`` (a path under the book's ``root``)."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return read_chapter(cells, notebook.relative_to(root).with_suffix("").as_posix())


def book_chapters(root: Path) -> list[Chapter]:
    """Every chapter of the book, in the book's order, with its widgets (:func:`read_chapter`)."""
    return [read_notebook(notebook, root) for notebook in book_notebooks(root)]
