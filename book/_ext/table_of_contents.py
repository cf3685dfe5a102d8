"""The book's notebooks, read from its table of contents (``_toc.yml``) by the book's own reader.

The build reads ``_toc.yml`` with ``sphinx_external_toc``; so do the commands that run the
notebooks (``execute_notebooks.py``) and serve them live (``serve.py``), so that all three agree on
what the book holds and in which order; the browser tests read the pages to open from it too.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from sphinx_external_toc.api import SiteMap
from sphinx_external_toc.parsing import parse_toc_yaml


def toc_documents(root: Path) -> list[str]:
    """Every document ``root/_toc.yml`` lists, the front page first, then in the book's reading order,
    as docnames from ``root`` without a suffix (``book/intro``, ``book/games/manila-2``)."""
    site_map = parse_toc_yaml(root / "_toc.yml")
    return [site_map.root.docname, *_chapters(site_map)]


def toc_notebooks(root: Path) -> list[str]:
    """Every notebook ``root/_toc.yml`` lists, in the book's reading order, as paths from ``root``
    (``book/games/manila-2.ipynb``); the front page (the table's ``root``) is not among them."""
    documents = toc_documents(root)[1:]
    return [f"{docname}.ipynb" for docname in documents if (root / f"{docname}.ipynb").exists()]


def _chapters(site_map: SiteMap, docname: str | None = None) -> Iterator[str]:
    """The documents under ``docname`` (by default the front page), each followed by its own sections."""
    document = site_map[site_map.root.docname if docname is None else docname]
    for child in document.child_files():
        yield child
        yield from _chapters(site_map, child)
