"""Serve the built book and its live pages from one process, on 127.0.0.1 unless told otherwise.

Run by ``./serve.sh`` (which sets up the environment and builds the book first)::

    python book/_ext/serve.py --port 8866 [--host 127.0.0.1]

- ``/`` and everything under it: the built book (``_build/html``), read-only.
- ``/voila/render/<notebook>``: a notebook of the book (one listed in ``_toc.yml``), run live
  by Voila: its widgets call the engine for every change. No other notebook or file is served.
- Voila's own safeguards stay on: code cells are not shown, tracebacks are not shown, and the
  kernel refuses execution requests sent from the browser (only widget messages pass).
- The Voila page template links two stylesheets on a CDN (icons the book does not use); the
  server leaves them out, so a live page loads nothing from outside this server.
- The pages use our template, ``rules-book`` (``book/_ext/jupyter/voila/templates/``): Voila's
  lab template with the figures given the book's alt text and caption, the cells in a ``<main>``
  landmark, and links underlined (see the template's own comment).
- Clause links in live pages point at the book here: the kernels get ``RULES_BOOK_LINK_BASE``,
  and the notebooks' Markdown roles ({clause}, {doc}, {ref}), which only the book's build
  understands, are turned into ordinary links to the book before Voila renders a page.
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import sys
from pathlib import Path
from typing import Any

import yaml
from jupyter_server.utils import url_path_join
from tornado import web
from traitlets.config import Config
from voila.app import Voila

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # so that `python book/_ext/serve.py` finds the engine
    sys.path.insert(0, str(ROOT))
SITE = ROOT / "_build" / "html"
#: A Jupyter data folder holding our Voila template (voila/templates/rules-book/).
TEMPLATES = Path(__file__).resolve().parent / "jupyter"
TEMPLATE = "rules-book"
LINK_BASE = "/book/"
CDN_LINK = re.compile(rb'\s*<link rel="stylesheet" href="https://cdn\.jsdelivr\.net/[^"]*"[^>]*>')


ROLE = re.compile(r"\{(clause|doc|ref)\}`([^`]+)`")
TITLE = re.compile(r"<title>(.*?)(?:\s*&#8212;.*)?</title>", re.S)
ANCHOR = re.compile(r'\bid="([^"]+)"')


def _page_title(page: Path) -> str:
    match = TITLE.search(page.read_text(encoding="utf-8")) if page.exists() else None
    return match.group(1).strip() if match else page.stem


_ref_pages: dict[str, str] = {}


def _ref_page(label: str) -> str:
    """The built page (path from the site's root) that holds the id ``label``."""
    if not _ref_pages:
        for page in SITE.rglob("*.html"):
            for found in ANCHOR.findall(page.read_text(encoding="utf-8")):
                _ref_pages.setdefault(found, page.relative_to(SITE).as_posix())
    return _ref_pages.get(label, "book/intro.html")


def live_markdown(source: str, folder: Path) -> str:
    """A notebook's Markdown with the book's roles turned into links to the book (see the module docstring).

    >>> live_markdown("see {clause}`nzg-13-5c` and {clause}`the sixes <int-manila3-sixes>`", ROOT / "book" / "games")
    'see [NZ Gazette 13.5(c)](/book/rules/nz-gazette.html#nzg-13-5c) and [the sixes](/book/interpretations.html#int-manila3-sixes)'
    """
    from engine.clauses import citation

    def link(match: re.Match[str]) -> str:
        role, body = match.groups()
        named = re.fullmatch(r"(.*?)\s*<([^>]+)>", body, re.S)
        text, target = (named.group(1), named.group(2)) if named else (None, body)
        if role == "clause":
            cite = citation(target)
            return f"[{text or cite.label}]({LINK_BASE}{cite.page}.html#{target})"
        if role == "doc":
            page = (folder / target).resolve().relative_to(ROOT).with_suffix(".html").as_posix()
            return f"[{text or _page_title(SITE / page)}](/{page})"
        page = _ref_page(target)
        return f"[{text or target}](/{page}#{target})"

    return ROLE.sub(link, source)


def book_roles_to_links(req: Any, notebook: Any, cwd: str) -> Any:
    """Voila's prelaunch hook: rewrite every Markdown cell with :func:`live_markdown`."""
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            cell.source = live_markdown(cell.source, Path(cwd))
    return notebook


def live_notebooks() -> list[str]:
    """The notebooks the book lists in _toc.yml, as paths from the project root."""
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    found: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            file = node.get("file")
            if isinstance(file, str) and (ROOT / f"{file}.ipynb").exists():
                found.append(f"{file}.ipynb")
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(toc)
    return found


class BookHandler(web.StaticFileHandler):
    """The built book, with ``index.html`` for a folder (and for the root address)."""

    def set_extra_headers(self, path: str) -> None:
        self.set_header("X-Content-Type-Options", "nosniff")


class NoCdnTransform(web.OutputTransform):
    """Leave out the template's CDN stylesheet links (the first chunk holds the page's head)."""

    def transform_first_chunk(self, status_code: int, headers: Any, chunk: bytes, finishing: bool) -> tuple[int, Any, bytes]:
        if headers.get("Content-Type", "").startswith("text/html") and b"cdn.jsdelivr.net" in chunk:
            chunk = CDN_LINK.sub(b"", chunk)
            headers.pop("Content-Length", None)
        return status_code, headers, chunk

    def transform_chunk(self, chunk: bytes, finishing: bool) -> bytes:
        return CDN_LINK.sub(b"", chunk) if b"cdn.jsdelivr.net" in chunk else chunk


class BookServer(Voila):  # type: ignore[misc]
    """Voila serving only the book's notebooks, with the built book at the root address."""

    name = "rules-book-server"

    def init_handlers(self) -> list[Any]:
        notebooks = "|".join(re.escape(path) for path in live_notebooks())
        handlers = []
        for handler in super().init_handlers():
            pattern = handler[0]
            if pattern in (self.server_url, url_path_join(self.server_url, "/")):
                continue  # the tree of every file: the book takes the root address instead
            if "/voila/tree" in pattern or "/voila/api/contents" in pattern:
                continue  # no listings of the project's files
            if pattern.endswith("/voila/render/(.*)"):
                handler = (url_path_join(self.server_url, rf"/voila/render/({notebooks})"), *handler[1:])
            handlers.append(handler)
        handlers.append(
            (url_path_join(self.server_url, r"/(.*)"), BookHandler, {"path": str(SITE), "default_filename": "index.html"})
        )
        return handlers

    def start(self) -> None:
        # Ctrl-C (and a kill) stops the server and shuts down every kernel, however it was started
        signal.signal(signal.SIGINT, self._handle_signal_stop)
        signal.signal(signal.SIGTERM, self._handle_signal_stop)
        super().start()

    def stop(self) -> None:
        super().stop()
        print("serve: stopped; every live page's kernel is shut down.", file=sys.stderr)

    def init_settings(self) -> dict[str, Any]:
        settings: dict[str, Any] = super().init_settings()
        settings["transforms"] = [NoCdnTransform]
        return settings


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8866)
    parser.add_argument("--host", default="127.0.0.1", help="the address to listen on (default: this machine only)")
    args = parser.parse_args(argv)
    if not (SITE / "index.html").exists():
        print(f"serve: the book is not built ({SITE / 'index.html'} is missing): run ./serve.sh", file=sys.stderr)
        return 1
    os.environ["RULES_BOOK_LINK_BASE"] = LINK_BASE
    # Voila looks for templates in the Jupyter data folders: ours first
    os.environ["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(TEMPLATES), os.environ.get("JUPYTER_PATH")]))
    os.chdir(ROOT)
    config = Config()
    config.Voila.ip = args.host
    config.Voila.port = args.port
    config.Voila.port_retries = 0
    config.Voila.open_browser = False
    config.Voila.root_dir = str(ROOT)
    config.VoilaConfiguration.file_allowlist = []  # /voila/files serves nothing
    config.VoilaConfiguration.show_tracebacks = False  # Voila's default, kept on purpose
    config.VoilaConfiguration.strip_sources = True  # Voila's default: no code shown
    config.VoilaConfiguration.theme = "light"
    config.VoilaConfiguration.template = TEMPLATE
    config.VoilaConfiguration.prelaunch_hook = book_roles_to_links
    BookServer.launch_instance(argv=[], config=config)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
