"""Serve the built book and its live pages from one process, on 127.0.0.1 unless told otherwise.

Run by ``./serve.sh`` (which sets up the environment first)::

    python book/_ext/serve.py --build [--port 8866] [--host 127.0.0.1] [--site _build/html]

- ``--build-only`` builds the book (warnings as errors) whether or not it is current, and stops: the
  test command's build, whose stamp tells a later ``--build`` that the book is current.
- ``--build`` builds the book first if it is out of date: if no build has succeeded since a
  source of the book last changed (see :func:`book_is_current`). A build that fails stops the
  command with the build's warnings; nothing is served until the book builds again.
- ``/`` and everything under it: the built book (``--site``, by default ``$RULES_BOOK_HTML`` or
  ``_build/html``), read-only; hidden files (``.buildinfo``) are not served.
- ``/voila/render/<notebook>``: a notebook of the book (one listed in ``_toc.yml``), run live
  by Voila: its widgets call the engine for every change. No other notebook or file is served
  (``/voila/files/`` answers 403 to everything, and Voila's listings of the project's files are gone).
- Voila's own safeguards stay on: code cells are not shown (but for a cell whose output is a bare
  value, "1", which the book shows under its code: see :func:`as_book_chapter`), tracebacks are not
  shown, and the kernel refuses execution requests sent from the browser (only widget messages pass). A page
  cannot pick another template or theme with ``?template=`` or ``?theme=``.
- Each live page runs its own kernel. A browser tab shuts its kernel down when it closes, and only
  that tab can (the page gets a signed cookie naming its kernel, sent only to that kernel's shutdown
  address; ``DELETE /api/kernels/<id>`` is not served). Only that tab may connect to its kernel's
  websocket (a second signed cookie, sent only to the kernel's addresses); a message of the wrong
  shape from it is dropped at the server with one warning (see :class:`PageSocket`). A kernel that nothing is connected to (a page
  requested but never opened, a browser that crashed) is shut down after ``--cull-after`` seconds,
  idle or busy. The messages of a kernel whose tab has gone are dropped, not kept until then.
- A live page opens at once: each live notebook keeps ``--pool-size`` kernels (1; 0: none;
  ``--pool-notebook`` gives a pool to only the notebooks named) that have already run it, and a
  page is sent from one of them, that kernel then being the page's like any (its cookies, its cull
  clock from when the page has been sent), while another takes its place in the pool. The pool's
  kernels start one at a time, the first live page's first, each waiting while a reader's live page
  is starting or running (see :class:`KernelPool`); a kernel waiting in the pool is never culled and
  does not count as a live page. On this project's 2-core machine the pool of the 11 live notebooks
  was full 22-26 s after the server started and held 1.3 GB (about 127 MB a kernel, the quiz's 70 MB;
  1.0 GB counting shared pages once; the server itself 160-190 MB, not 80-130), and a page showed its
  widgets after about 1.3 s instead of 4 to 5 s (``benchmarks/live_pages.py`` measures all this).
- At most ``--max-kernels`` live pages run at once, counting those still starting (the count and the
  reservation are one step, so simultaneous requests cannot pass it together): beyond, a live page
  answers 503 at once with a page that says why and links back to the book. At most
  ``--max-starting`` start at once: another waits up to ``--start-wait`` (30) s for its turn, then answers 503 "busy"
  with the same link. ``benchmarks/live_load.py`` measures what this machine serves.
- A live page never stays blank or dead without a word (the template's script): if its widgets are
  not drawn within 45 s it says the server is busy and links to the book; if its kernel dies (it is
  not restarted empty) or its connection closes, it says the live session has ended and offers a reload.
- Only requests addressed to this server are answered: a ``Host`` that is an IP address, ``localhost``
  or the ``--host`` name; any other (a page of another site whose name now points here, DNS
  rebinding) gets 403, on the pages and the kernels' websockets alike. A null byte in a path and
  ``/login``, ``/logout`` answer 404.
- The command refuses, in a sentence, a port outside 0-65535, and refuses to serve while a module of
  the project that a live page imports (``engine``, ``widgets``) does not import in a fresh Python,
  naming the file and the line.
- The server prints the addresses once it is listening, logs only warnings, and on Ctrl-C (or
  a kill) shuts down every kernel, says so in one line and exits with status 0.
- The Voila page template links two stylesheets on a CDN (icons the book does not use); the
  server leaves them out, so a live page loads nothing from outside this server.
- The pages use our template, ``rules-book`` (``book/_ext/jupyter/voila/templates/``): Voila's
  lab template with the figures given the book's alt text and caption, the cells in a ``<main>``
  landmark, and links underlined (see the template's own comment).
- Clause links in live pages point at the book here: the kernels get ``RULES_BOOK_LINK_BASE``,
  and the notebooks' Markdown roles ({clause}, {doc}, {ref}), which only the book's build
  understands, are turned into ordinary links to the book before Voila renders a page.
- A live page reads as its chapter of the book (:func:`as_book_chapter`): the chapter's title in the
  tab, links to the chapter in the book and to the book's contents at its top, no bare value without
  its code, and one quiz (the live one).
"""

from __future__ import annotations

import signal
import sys


def _stopped_while_starting(signum: int, frame: object) -> None:
    print("serve: stopped before the server started.", file=sys.stderr, flush=True)
    raise SystemExit(130)


if __name__ == "__main__":  # Ctrl-C while the modules load or the book builds: one line, no traceback
    signal.signal(signal.SIGINT, _stopped_while_starting)

import argparse  # noqa: E402
import asyncio  # noqa: E402
import errno  # noqa: E402
import html  # noqa: E402
import ipaddress  # noqa: E402
import json  # noqa: E402
import logging  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import subprocess  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable, Iterable  # noqa: E402
from html.parser import HTMLParser  # noqa: E402
from http import HTTPStatus  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

from jupyter_core.utils import ensure_async  # noqa: E402
from jupyter_server._tz import utcnow  # noqa: E402
from jupyter_server.base.handlers import APIHandler, JupyterHandler  # noqa: E402
from jupyter_server.services.kernels.handlers import KernelHandler  # noqa: E402
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager  # noqa: E402
from jupyter_server.utils import url_path_join  # noqa: E402
from tornado import httpserver, ioloop, netutil, web, websocket  # noqa: E402
from traitlets.config import Config  # noqa: E402
from voila.app import Voila  # noqa: E402
from voila.notebook_renderer import NotebookRenderer  # noqa: E402
from voila.request_info_handler import RequestInfoSocketHandler  # noqa: E402
from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler  # noqa: E402
from voila.static_file_handler import TemplateStaticFileHandler  # noqa: E402
from voila.tornado.handler import TornadoVoilaHandler  # noqa: E402
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler  # noqa: E402
from voila.utils import get_page_config  # noqa: E402

from book._ext import book_links, live_site  # noqa: E402
from book._ext.table_of_contents import toc_documents, toc_notebooks  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent

#: The built book this process serves (main() sets it from --site).
SITE = Path(os.environ.get("RULES_BOOK_HTML") or ROOT / "_build" / "html")
#: A Jupyter data folder holding our Voila template (voila/templates/rules-book/).
TEMPLATES = HERE / "jupyter"
TEMPLATE = "rules-book"
LINK_BASE = "/book/"
CDN_LINK = re.compile(rb'\s*<link rel="stylesheet" href="https://cdn\.jsdelivr\.net/[^"]*"[^>]*>')
#: The live page the server names when it starts.
FIRST_LIVE_PAGE = "book/games/manila-2.ipynb"
#: A kernel nothing is connected to is shut down after this many idle seconds.
CULL_AFTER_S = 300
#: At most this many live pages (kernels, about 120 MB each) at once.
MAX_KERNELS = 20
#: At most this many live pages starting at once (each runs its notebook: a core for a few seconds);
#: beyond that a live page answers 503 "busy" at once rather than after minutes. benchmarks/live_load.py
#: (results/live_load.json): on this 2-core machine 2 readers at once had their widgets within 10 s
#: (6.8 s alone, 7.9 s for two), 4 at once waited 15-18 s.
MAX_STARTING = 2
#: A live page beyond MAX_STARTING waits this long for its turn to start, then answers 503 "busy".
START_WAIT_S = 30
#: How long a page's run waits for a cell's output after the kernel says the cell is done.
IOPUB_WAIT_S = 60
#: Each live notebook keeps this many kernels that have already run it (its pool): a reader's page is
#: sent at once, its notebook already run, instead of after a kernel starts and runs it (0: no pool).
POOL_SIZE = 1
#: A kernel taken from the pool is replaced this many seconds later (the reader's page draws first).
REFILL_DELAY_S = 2
#: The pool's kernels start one at a time, and each waits while a live page is starting or running its
#: notebook, though not longer than this: warming the pool does not slow down a reader's page.
WARM_YIELD_S = 30
#: A notebook whose kernel for the pool failed this many times in a row is no longer pooled.
POOL_FAILURES = 3


# --- is the book up to date? ------------------------------------------------------------------------

#: What the book's build reads, from the project's root (notebooks are not executed by the build,
#: but the engine and the widgets are what their stored outputs show) ...
BUILD_SOURCES = ("book", "engine", "widgets", "_vendor", "_config.yml", "_toc.yml")
#: ... but for the live server's own files, which the build does not read.
SERVER_FILES = ("book/_ext/serve.py", "book/_ext/jupyter")
#: Written next to the built site after a build succeeds, removed before a build starts.
STAMP_NAME = "rules-book-built.txt"
#: A file of the site Sphinx rewrites on every build (so a build by another command is noticed).
SITE_MARK = "searchindex.js"
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


class BuildFailed(Exception):
    """The book did not build; the message says what went wrong, in the build's own words."""


def stamp_of(site: Path) -> Path:
    """The stamp of the built site ``<out>/_build/html``: ``<out>/_build/rules-book-built.txt``."""
    return site.parent / STAMP_NAME


def source_files(root: Path) -> Iterable[Path]:
    """Every file the book's build reads (byte code and editor leftovers aside)."""
    for name in BUILD_SOURCES:
        path = root / name
        if path.is_file():
            yield path
        elif path.is_dir():
            for found in path.rglob("*"):
                relative = found.relative_to(root)
                if (
                    found.is_file()
                    and not found.name.endswith(".pyc")
                    and not any(part.startswith(".") or part in ("__pycache__", "_build") for part in relative.parts)
                    and not any(relative.as_posix().startswith(server) for server in SERVER_FILES)
                ):
                    yield found


def why_stale(site: Path, root: Path = ROOT) -> str | None:
    """Why the site must be built again, or ``None`` when it is current.

    It is current when the last build succeeded (its stamp exists: the stamp is removed before a
    build starts and written only when it succeeds, with the time the build started), the site
    is the one that build wrote (the stamp holds the modification time of the site's
    ``searchindex.js``), and no source of the book changed since that build started.
    """
    stamp = stamp_of(site)
    if not stamp.exists():
        return "no build has succeeded yet" if not (site / "index.html").exists() else "the last build did not succeed"
    mark = site / SITE_MARK
    if not mark.exists() or stamp.read_text(encoding="utf-8").strip() != str(mark.stat().st_mtime_ns):
        return f"{site} was changed by another build"
    built = stamp.stat().st_mtime_ns
    for path in source_files(root):
        if path.stat().st_mtime_ns > built:
            return f"{path.relative_to(root)} changed since the last build"
    return None


def jupyter_book(root: Path, out: Path, log: Path) -> bool:
    """Build the whole book (warnings as errors) into ``out/_build/html``, the output in ``log``."""
    beside_python = Path(sys.executable).with_name("jupyter-book")
    command = [
        str(beside_python) if beside_python.exists() else "jupyter-book",
        *("build", str(root), "--all", "-W", "-n", "--keep-going", "--quiet", "--path-output", str(out)),
    ]
    with open(log, "wb") as output:
        return subprocess.run(command, cwd=root, stdout=output, stderr=subprocess.STDOUT, check=False).returncode == 0


def build_site(root: Path, out: Path, log: Path, say: Callable[[str], Any] = print) -> bool:
    """The whole site into ``out/_build/html``: the book (:func:`jupyter_book`), then the Python its
    chapters' widgets run on in the reader's browser (``live/``, :func:`live_site.build`), each step's
    output in ``log``."""
    if not jupyter_book(root, out, log):
        return False
    with open(log, "a", encoding="utf-8") as output:
        def report(line: str) -> None:
            output.write(line + "\n")
            output.flush()
            if line.startswith("=="):
                say(line.replace("==", "== building", 1))

        try:
            live_site.build(out / "_build" / "html", root, report=report)
        except live_site.LiveBuildFailed as error:
            output.write(f"ERROR: the widgets' Python for the reader's browser: {error}\n")
            return False
    return True


def failure_summary(log_text: str, log: Path, root: Path = ROOT) -> str:
    """What a failed build said: its warnings and errors (files named from the project's root, no colour
    codes) and where the whole log is."""
    lines = [ANSI.sub("", line).rstrip().replace(f"{root}{os.sep}", "") for line in log_text.splitlines()]
    problems = [line for line in lines if re.search(r"WARNING|ERROR|Error\b", line) and line[:1].strip()]
    shown = problems[:20] or [line for line in lines if line.strip()][-10:]
    more = f"\n  ... and {len(problems) - 20} more" if len(problems) > 20 else ""
    return (
        "the book did not build, so there is nothing up to date to serve. What went wrong:\n"
        + "\n".join(f"  {line}" for line in shown)
        + more
        + f"\nThe whole log is in {log}. Fix the book and run the command again."
    )


def ensure_built(
    site: Path,
    root: Path = ROOT,
    build: Callable[[Path, Path, Path], bool] = build_site,
    say: Callable[[str], Any] = print,
    *,
    always: bool = False,
) -> None:
    """Build the book into ``site`` (``<out>/_build/html``) unless it is current (``always``: even then);
    raise :class:`BuildFailed`. A build that succeeds leaves its stamp, so the next ``./serve.sh`` serves it."""
    reason = "asked to build it" if always else why_stale(site, root)
    if reason is None:
        return
    if site.name != "html" or site.parent.name != "_build":
        raise BuildFailed(f"the site to build must be a folder <somewhere>/_build/html, not {site}")
    stamp, log = stamp_of(site), site.parent / "serve-build.log"
    site.parent.mkdir(parents=True, exist_ok=True)
    stamp.unlink(missing_ok=True)
    say(f"== building the book ({reason})")
    started = time.time_ns()
    if not build(root, site.parents[1], log):
        raise BuildFailed(failure_summary(log.read_text(encoding="utf-8", errors="replace"), log, root))
    stamp.write_text(f"{(site / SITE_MARK).stat().st_mtime_ns}\n", encoding="utf-8")
    os.utime(stamp, ns=(started, started))  # a source changed during the build is newer than the stamp


# --- the port -----------------------------------------------------------------------------------------


def port_problem(host: str, port: int) -> str | None:
    """Why the server could not listen on ``host:port`` (``None`` if it can).

    The probe binds the way the server does (tornado's ``bind_sockets``: ``SO_REUSEADDR`` on POSIX),
    so a connection left in TIME_WAIT by a server that just stopped does not count; only a
    program listening there does.
    """
    try:
        sockets = netutil.bind_sockets(port, host)
    except OSError as error:
        return cannot_listen(host, port, error)
    for sock in sockets:
        sock.close()
    return None


def cannot_listen(host: str, port: int, error: OSError) -> str:
    reason = error.strerror or str(error)
    if error.errno == errno.EADDRINUSE:
        advice = f"another program is using the port: stop it, or choose another port, e.g. PORT={port + 1} ./serve.sh"
    elif error.errno == errno.EACCES:
        advice = f"ports below 1024 need special rights: choose another port, e.g. PORT={port + 8000} ./serve.sh"
    else:
        advice = "check the address (HOST=...) and the port (PORT=...)"
    return f"cannot listen on {host}:{port} ({reason}): {advice}"


def port_number(text: str) -> int:
    """``--port``: a whole number from 0 (any free port) to 65535, or argparse's error in a sentence."""
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"the port must be a whole number from 1 to 65535, not {text!r}") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"the port must be a number from 1 to 65535, not {port}: e.g. PORT=8866 ./serve.sh")
    return port


# --- the code of the live pages -------------------------------------------------------------------

#: The project's own packages a live page's code may import.
OWN_PACKAGES = ("engine", "widgets")
#: Run in a fresh Python: import each module named on the command line, and on the first that fails
#: print where (file, line) and why, in one line, and exit 1.
IMPORT_PROBE = r"""
import importlib, os, sys, traceback
for name in sys.argv[1:]:
    try:
        importlib.import_module(name)
    except BaseException as error:
        if isinstance(error, SyntaxError) and error.filename:
            where = (error.filename, error.lineno)
        else:
            frames = traceback.extract_tb(error.__traceback__)
            inside = [f for f in frames if f.filename.startswith(os.getcwd()) and "/.venv/" not in f.filename] or frames
            where = (inside[-1].filename, inside[-1].lineno) if inside else ("?", 0)
        print(f"{where[0]}	{where[1]}	{name}	{type(error).__name__}: {error}")
        sys.exit(1)
"""


def notebook_imports(notebook: Path) -> list[str]:
    """The modules of the project's own packages (:data:`OWN_PACKAGES`) a notebook's code imports."""
    import ast

    found: list[str] = []
    for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] != "code":
            continue
        source = "".join(cell["source"])
        source = "\n".join(line for line in source.splitlines() if not line.lstrip().startswith(("%", "!")))
        try:
            tree = ast.parse(source)
        except SyntaxError:
            continue  # Voila shows the cell's error; the build's nbval run reports it
        for node in ast.walk(tree):
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else (
                [node.module] if isinstance(node, ast.ImportFrom) and node.module and not node.level else [])
            found += [name for name in names if name.split(".")[0] in OWN_PACKAGES and name not in found]
    return found


def import_problem(notebooks: Iterable[str], root: Path = ROOT) -> str | None:
    """Why a live page's code would not run (a module of the project it imports does not import), in a
    sentence naming the file and line, or ``None``: each module is imported in a fresh Python, as in a kernel."""
    modules: list[str] = []
    for notebook in notebooks:
        modules += [name for name in notebook_imports(root / notebook) if name not in modules]
    if not modules:
        return None
    probe = subprocess.run(
        [sys.executable, "-c", IMPORT_PROBE, *modules], cwd=root, capture_output=True, text=True, check=False,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(root), os.environ.get("PYTHONPATH")]))},
    )
    if probe.returncode == 0:
        return None
    fields = (probe.stdout.strip().splitlines() or [""])[-1].split("\t")
    if len(fields) != 4:
        return f"the live pages' code does not import: {(probe.stderr or probe.stdout).strip()[-500:]}"
    file, line, module, error = fields
    shown = os.path.relpath(file, root) if file.startswith(str(root)) else file
    return (
        f"the live pages' code does not import: {module} fails at {shown}, line {line} ({error}). "
        "Every live page would show an error: fix it and start the server again."
    )


# --- the Markdown of the live pages -----------------------------------------------------------------


def use_site(site: Path) -> None:
    """Serve (and look up page titles and ids in) the built book at ``site``."""
    global SITE
    SITE = site.resolve()
    book_links.forget_site()


def live_markdown(source: str, folder: Path) -> str:
    """A notebook's Markdown with the book's roles turned into links to the book, served here at ``/``
    (:func:`book_links.markdown_with_links`).

    >>> live_markdown("see {clause}`nzg-13-5c` and {clause}`the sixes <int-manila3-sixes>`", ROOT / "book" / "games")
    'see [NZ Gazette 13.5(c)](/book/rules/nz-gazette.html#nzg-13-5c) and [the sixes](/book/interpretations.html#int-manila3-sixes)'
    >>> live_markdown("(stud7-antes)=\\n## Antes\\nSee {ref}`stud7-antes`.", ROOT / "book" / "games")
    '## Antes\\nSee [Antes](/book/games/stud-7.html#stud7-antes).'
    """
    return book_links.markdown_with_links(source, folder, SITE, "/")


#: A code span (one or more backticks, the same number closing it), kept as it is by :func:`dollars_as_text`.
CODE_SPAN = re.compile(r"(`+)(?:.|\n)*?(?<!`)\1(?!`)")
#: A fenced code block, an HTML line, or an HTML tag inside a line: also kept as they are.
KEPT = re.compile(r"^(?:```|~~~)[^\n]*\n(?:.|\n)*?^(?:```|~~~)[ \t]*$|^[ \t]*<[^\n]*$|<[^<>\n]*>", re.M)


def dollars_as_text(source: str) -> str:
    r"""Markdown whose every ``$`` is an amount of money, not the start of a formula.

    The book has no formulas: its Markdown is built without dollar maths, so "$2 becomes $6"
    reads as text there. Voila's Markdown renderer takes two ``$`` on a line for a formula and
    leaves the Markdown between them unrendered, so on the live pages each ``$`` is escaped
    (``\$``), except inside code, where a backslash would show.

    >>> dollars_as_text("A $2 game bets **$2**, then `$4` and <b title='$8'>$8</b>")
    "A \\$2 game bets **\\$2**, then `$4` and <b title='$8'>\\$8</b>"
    >>> dollars_as_text(r"already \$5")
    'already \\$5'
    """
    kept = [match.span() for pattern in (CODE_SPAN, KEPT) for match in pattern.finditer(source)]
    out = []
    for index, char in enumerate(source):
        escaped = index > 0 and source[index - 1] == "\\"
        if char == "$" and not escaped and not any(start <= index < end for start, end in kept):
            out.append("\\$")
        else:
            out.append(char)
    return "".join(out)


def book_roles_to_links(req: Any, notebook: Any, cwd: str) -> Any:
    """Voila's prelaunch hook: every Markdown cell reads as it does in the book.

    Its roles become links (:func:`live_markdown`), and its ``$`` are money (:func:`dollars_as_text`);
    the page's template keeps the maths typesetter away from it.
    """
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            cell.source = dollars_as_text(live_markdown(cell.source, Path(cwd)))
    return notebook


# --- a live page reads as a chapter of the book -------------------------------------------------------

#: The tag of a cell whose code the live page shows above its outputs (:func:`needs_its_code`).
SHOW_CODE = "rb-show-code"
#: The tag of a cell the live page does not show (the template hides it): the book shows it in place of
#: a live widget (the widget's starting answer, tagged in the notebook; the static quiz, see
#: :func:`stand_in_for_removed`).
BOOK_ONLY = "rb-book-only"
#: A word (two letters or more) or an amount of money ("$2"). A shown output whose first line has
#: neither is a bare value ("1", "{2: 13, 4: 12}"); "$2, $4, $8" and "2, 4, 8 chips" say what they count.
WORD = re.compile(r"[^\W\d_]{2,}|\$\d")
#: Python's own words, which alone on a line are values too.
PYTHON_VALUES = frozenset({"True", "False", "None"})
#: What the book says of its static quiz and of the live quiz taking its place in the reader's browser:
#: the live page shows the live quiz only (:func:`stand_in_for_removed`), so the sentence is left out there.
STATIC_QUIZ_WORDS = re.compile(r"[ \t]*\n?[ \t]*The bank below\s+is checked in the page\b.*?instead\)\.", re.S)
#: A MyST target's line, ``(label)=``.
TARGET_LINE = re.compile(r"^\(([^()\s]+)\)=[ \t]*$", re.M)
#: Elements that start a line of their own when shown.
BLOCKS = frozenset({"p", "div", "li", "ol", "ul", "br", "tr", "table", "pre", "h1", "h2", "h3", "h4", "h5", "h6"})


class _ShownText(HTMLParser):
    """The words an HTML output shows, a line per block, without its style sheets and scripts."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self._hidden = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("style", "script"):
            self._hidden += 1
        elif tag in BLOCKS:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("style", "script"):
            self._hidden = max(0, self._hidden - 1)
        elif tag in BLOCKS:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if not self._hidden:
            self.parts.append(data)


def first_line_shown(output: Any) -> str | None:
    """The first line of words a live page shows for a cell's ``output`` (an nbformat output), or ``None``
    for a widget or a figure (which carry their own words: labels, alt text and a caption).

    >>> first_line_shown({"output_type": "stream", "name": "stdout", "text": "\\n10\\n"})
    '10'
    >>> first_line_shown({"output_type": "execute_result", "data": {"text/plain": "1",
    ...     "text/html": "<style>p{}</style><div><p><strong>1</strong></p><ol><li>Seat 1 opens.</li></ol></div>"}})
    '1'
    """
    if output.get("output_type") == "stream":
        text = str(output.get("text", ""))
    elif output.get("output_type") in ("execute_result", "display_data"):
        data = output.get("data", {})
        if "application/vnd.jupyter.widget-view+json" in data or "image/png" in data:
            return None
        if "text/html" in data:
            parser = _ShownText()
            parser.feed(str(data["text/html"]))
            parser.close()
            text = "".join(parser.parts)
        else:
            text = str(data.get("text/plain", ""))
    else:
        return None
    return next((line.strip() for line in text.splitlines() if line.strip()), "")


def is_bare(line: str | None) -> bool:
    """Whether a shown line is a bare value, which only its code explains: no word in it, or Python's own.

    >>> [is_bare(line) for line in ("1", "{2: 13, 4: 12, 5: 0}", "2; 4; 6", "None", "2, 4, 4 chips", "$2, $4", "Seat 1 opens")]
    [True, True, True, True, False, False, False]
    """
    return line is not None and (not WORD.search(line) or line in PYTHON_VALUES)


def needs_its_code(cell: Any) -> bool:
    """Whether a code cell's outputs make no sense without its code: one of them begins with a bare value
    ("1", "{2: 13, 4: 12, 5: 0}": the book shows it under the code that asks for it)."""
    return cell.cell_type == "code" and any(is_bare(first_line_shown(output)) for output in cell.get("outputs", []))


def _has_widget(cell: Any) -> bool:
    return any("application/vnd.jupyter.widget-view+json" in output.get("data", {}) for output in cell.get("outputs", []))


def stand_in_for_removed(cells: list[Any], index: int) -> bool:
    """Whether ``cells[index]`` is what the book shows in place of a live widget it removes: a code cell
    without a widget just before a code cell tagged ``remove-cell`` that shows one (the static quiz,
    answered in the page, before the live quiz). The live page shows the live widget only."""
    cell = cells[index]
    after = cells[index + 1] if index + 1 < len(cells) else None
    return (
        cell.cell_type == "code"
        and not _has_widget(cell)
        and after is not None
        and after.cell_type == "code"
        and "remove-cell" in after.metadata.get("tags", [])
        and _has_widget(after)
    )


def _add_tag(cell: Any, tag: str) -> None:
    tags = list(cell.metadata.get("tags", []))
    if tag not in tags:
        cell.metadata["tags"] = [*tags, tag]


def book_titles(page: Path) -> tuple[str, str]:
    """The chapter's title and the book's name, as the built ``page``'s title gives them
    ("2 Card Manila — The Manila Rules Book"); the page's stem and "" without it."""
    found = re.search(r"<title>(.*?)</title>", page.read_text(encoding="utf-8"), re.S) if page.exists() else None
    chapter, _, book = html.unescape(found.group(1)).partition(" \u2014 ") if found else (page.stem, "", "")
    return chapter.strip(), book.strip()


def as_book_chapter(notebook: Any, notebook_path: str) -> Any:
    """A live page reads as its chapter of the book (the template shows what this sets):

    - its title is the chapter's, as the book's is, with "(live)": "2 Card Manila (live) — The Manila
      Rules Book"; at its top, links to the chapter in the book and to the book's contents (its front
      page, whose side bar lists every chapter) (``metadata["rules_book"]``);
    - a cell whose output is a bare value shows its code, as the book does (:func:`needs_its_code`);
    - the live quiz is its only quiz: the static quiz the book shows in its place is hidden
      (:func:`stand_in_for_removed`), and so are the book's sentences about the two of them;
    - a target (``(label)=``) becomes an element with that id, for links that stay on the live page
      (:func:`links_stay_in_chapter`).

    Run before :func:`book_roles_to_links`, which would otherwise drop the targets.
    """
    page = notebook_path.removesuffix(".ipynb") + ".html"
    chapter, book = book_titles(SITE / page)
    contents = "/" + toc_documents(ROOT)[0] + ".html"
    notebook.metadata["title"] = f"{chapter} (live) \u2014 {book}" if book else f"{chapter} (live)"
    notebook.metadata["rules_book"] = {"chapter": chapter, "book": book or "The book", "chapter_page": f"/{page}",
                                       "contents_page": contents}
    for index, cell in enumerate(notebook.cells):
        if cell.cell_type == "markdown":
            cell.source = TARGET_LINE.sub(r'<div id="\1" class="rb-target"></div>' + "\n", cell.source)
            cell.source = STATIC_QUIZ_WORDS.sub("", cell.source)
        elif needs_its_code(cell):
            _add_tag(cell, SHOW_CODE)
        if stand_in_for_removed(notebook.cells, index):
            _add_tag(cell, BOOK_ONLY)
    return notebook


#: A target :func:`as_book_chapter` left in a chapter's Markdown.
TARGET_ELEMENT = re.compile(r'<div id="([^"]+)" class="rb-target"></div>')


def links_stay_in_chapter(notebook: Any) -> Any:
    """A link to a target in this very chapter ("see [Antes](/book/games/stud-7.html#stud7-antes) below")
    goes to it on the live page (``#stud7-antes``), not to the book: run after :func:`book_roles_to_links`."""
    markdown = [cell for cell in notebook.cells if cell.cell_type == "markdown"]
    labels = [label for cell in markdown for label in TARGET_ELEMENT.findall(cell.source)]
    if labels:  # (a target's label is the book's own, unique in the whole book: a link to it is to here)
        here = re.compile(rf"\]\(/[^()\s#]*#({'|'.join(map(re.escape, labels))})\)")
        for cell in markdown:
            cell.source = here.sub(r"](#\1)", cell.source)
    return notebook


class PooledPage:
    """What the prelaunch hook is told of a page started for the pool, before any reader asks for it."""

    def __init__(self, notebook: str) -> None:
        self.live_notebook = notebook


def live_chapter(req: Any, notebook: Any, cwd: str) -> Any:
    """Voila's prelaunch hook: the page reads as its chapter of the book (:func:`as_book_chapter`), in the
    book's words (:func:`book_roles_to_links`), its links within the chapter staying on the page
    (:func:`links_stay_in_chapter`). ``req`` is the page's handler (:class:`LiveNotebookHandler`)
    or, for a kernel of the pool, a :class:`PooledPage`: either names the notebook."""
    as_book_chapter(notebook, req.live_notebook)
    book_roles_to_links(req, notebook, cwd)
    return links_stay_in_chapter(notebook)


def live_notebooks() -> list[str]:
    """The notebooks the book lists in _toc.yml, as paths from the project root."""
    return toc_notebooks(ROOT)


# --- the handlers -----------------------------------------------------------------------------------


def error_page(status_code: int, reason: str) -> str:
    return (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{status_code}: {html.escape(reason)}</title>'
        f"</head><body><main><h1>{status_code}: {html.escape(reason)}</h1>"
        '<p><a href="/">The book</a></p></main></body></html>\n'
    )


class PlainErrorPage:
    """The same short error page from every page handler (API handlers answer errors in JSON).

    Jupyter Server's own error page needs a ``static_path`` this server does not have (the book
    takes the root address): a 404 from Voila's handlers would log a traceback instead.
    """

    def write_error(self: Any, status_code: int, **kwargs: Any) -> None:
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        try:
            reason = HTTPStatus(status_code).phrase
        except ValueError:
            reason = "Error"
        self.finish(error_page(status_code, reason))


def host_is_ours(host_header: str, names: Iterable[str]) -> bool:
    """Whether a request's ``Host`` names this server: an IP address (one cannot be made to point
    elsewhere), or ``localhost`` or the name the server was started for (``names``). Any other name is
    a page of another site whose name was made to point here (DNS rebinding).

    >>> [host_is_ours(h, {"localhost", "127.0.0.1"}) for h in ("127.0.0.1:8866", "[::1]:80", "localhost", "evil.example:8866")]
    [True, True, True, False]
    """
    host = re.sub(r":\d+$", "", host_header.strip()).removeprefix("[").removesuffix("]").lower()
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return host in names
    return True


class OwnHostsOnly:
    """Every handler answers 403 to a request whose ``Host`` is not this server's (:func:`host_is_ours`)."""

    def check_host(self: Any) -> bool:
        return host_is_ours(self.request.host, self.settings.get("rules_book_hostnames", {"localhost"}))


def _hidden(path: str) -> bool:
    return any(part.startswith(".") for part in re.split(r"[/\\]", path))


class BookHandler(PlainErrorPage, OwnHostsOnly, web.StaticFileHandler):
    """The built book, with ``index.html`` for a folder (and for the root address); no hidden files.

    Every answer sets the cookie ``rules_book_server=<port>`` (:attr:`SERVED_COOKIE`, the port the
    request was addressed to; no secret, readable by the page's scripts): the book's ``rules_book.js``
    then shows each chapter's way to its live page on this server (``.rb-server-link``), which a copy
    of the book on a plain static host hides. Browsers share a host's cookies between its ports: the
    port in the value keeps a static copy on another port of the same host from showing the link.
    """

    def prepare(self) -> None:
        if not self.check_host():
            raise web.HTTPError(403)

    def parse_url_path(self, url_path: str) -> str:
        if "\x00" in url_path:  # a path with a null byte names no file (and os.stat would raise)
            raise web.HTTPError(404)
        return super().parse_url_path(url_path)

    def validate_absolute_path(self, root: str, absolute_path: str) -> str | None:
        relative = os.path.relpath(absolute_path, root)
        if relative != "." and _hidden(relative):
            raise web.HTTPError(404)
        return super().validate_absolute_path(root, absolute_path)

    #: The cookie that tells the book's pages they are served by this server (see above).
    SERVED_COOKIE = "rules_book_server"

    def set_extra_headers(self, path: str) -> None:
        self.set_header("X-Content-Type-Options", "nosniff")
        port = re.search(r":(\d+)$", self.request.host)
        self.set_cookie(self.SERVED_COOKIE, port[1] if port else "80", path="/", samesite="Strict")


#: ``<template>/static/<file>``, with no empty, ``.`` or ``..`` part and no backslash.
TEMPLATE_FILE = re.compile(r"(?P<template>[A-Za-z0-9_-]+)/static(?:/(?!\.{1,2}(?:/|$))[^/\\\x00]+)+")


class TemplateFileHandler(PlainErrorPage, TemplateStaticFileHandler):  # type: ignore[misc]
    """Voila's template files (``/voila/templates/<template>/static/...``), for our template only.

    Voila's own handler answers 500 (an assertion or a ``ValueError``, a traceback in the log) to a
    path of another shape or a template that does not exist: those answer 404 here.
    """

    def parse_url_path(self, url_path: str) -> str:
        match = TEMPLATE_FILE.fullmatch(url_path)
        if not match or match["template"] != TEMPLATE:
            raise web.HTTPError(404)
        return super().parse_url_path(url_path)  # type: ignore[no-any-return]


class _StartsForPage:
    """The kernel manager as one live page's handler sees it: the kernel the page gets, started for it or
    taken from the pool (:class:`KernelPool`), gives back the handler's reserved place (the kernel now
    counts itself) and gives the page its kernel's cookies.

    Voila's handler serves a page from the pool when ``get_pool_size`` says the notebook has kernels
    there and ``notebook_data`` names its template: it then calls ``get_rendered_notebook``.
    """

    def __init__(self, handler: LiveNotebookHandler) -> None:
        self._handler = handler
        self._manager = handler.settings["kernel_manager"]
        self._pool: KernelPool | None = handler.settings.get("rules_book_pool")

    def __getattr__(self, name: str) -> Any:
        return getattr(self._manager, name)

    @property
    def notebook_data(self) -> dict[str, dict[str, Any]]:
        return self._pool.notebook_data if self._pool else {}

    def get_pool_size(self, notebook: str) -> int:
        return self._pool.waiting(notebook) if self._pool else 0

    async def get_rendered_notebook(self, notebook_name: str, **kwargs: Any) -> tuple[asyncio.Task[Any], list[str], str]:
        assert self._pool is not None  # (Voila asks only when get_pool_size said there were kernels)
        try:
            run, rendered, kernel_id = await self._pool.take(notebook_name)
        finally:
            self._handler.release_place()  # (no await from here until the kernel counts as the page's)
        self._handler.own(kernel_id)
        return run, rendered, kernel_id

    async def start_kernel(self, **kwargs: Any) -> str:
        try:
            kernel_id: str = await ensure_async(self._manager.start_kernel(**kwargs))
        finally:
            self._handler.release_place()  # (no await from here until the kernel counts as started)
        self._handler.own(kernel_id)
        return kernel_id


class BookKernels(AsyncMappingKernelManager):
    """jupyter_server's kernel manager, but a kernel waiting in the pool for a reader (:attr:`pooled`) is
    never culled, however long it has been idle with nothing connected."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)  # type: ignore[no-untyped-call]
        #: The kernels that have run their notebook for the pool and wait for a reader's page.
        self.pooled: set[str] = set()

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        if kernel_id not in self.pooled:
            await super().cull_kernel_if_idle(kernel_id)  # type: ignore[no-untyped-call]

    async def shutdown_all(self, now: bool = False) -> None:  # type: ignore[override]
        """Stop every kernel at once (a kernel holds nothing to save; asked to shut down in mid-run, it
        would print a traceback as it goes), and a kernel still starting once it has started
        (jupyter_server's own raises on a kernel not yet in its map, and leaves that kernel running)."""
        await self.started()
        stopping = [ensure_async(self.shutdown_kernel(kernel_id, now=True)) for kernel_id in self.list_kernel_ids()]  # type: ignore[no-untyped-call]
        for outcome in await asyncio.gather(*stopping, return_exceptions=True):
            if isinstance(outcome, Exception):
                self.log.warning("serve: a kernel did not shut down: %s", outcome)

    async def started(self, timeout_s: float = 10) -> None:
        """Wait (up to ``timeout_s``) until no kernel is still starting (on this loop: Voila's own shutdown,
        once the server's loop has stopped, runs on a loop of its own)."""
        loop = asyncio.get_running_loop()
        starting = [task for task in self._pending_kernels.values() if not task.done() and task.get_loop() is loop]
        if starting:
            await asyncio.wait(starting, timeout=timeout_s)

    def remove_kernel(self, kernel_id: str) -> Any:
        self.pooled.discard(kernel_id)
        RequestInfoSocketHandler._cache.pop(kernel_id, None)  # what Voila kept for a pooled kernel's page
        return super().remove_kernel(kernel_id)


def _quiet_task(work: Any) -> asyncio.Task[Any]:
    """``work`` as a task whose exception, if any, counts as seen (the pool looks at it when it needs
    to, see :meth:`Warm.failure`): asyncio logs none at exit for a kernel shut down in mid-run."""
    task: asyncio.Task[Any] = asyncio.ensure_future(work)
    task.add_done_callback(lambda done: done.cancelled() or done.exception())
    return task


class Warm:
    """One kernel of a notebook's pool: queued, then starting and running its notebook, then waiting."""

    def __init__(self, notebook: str, not_before: float = 0.0) -> None:
        self.notebook = notebook
        self.not_before = not_before  # (time.monotonic) not started before then
        self.started: asyncio.Task[None] | None = None  # starts the kernel and then the notebook's run
        self.kernel_id: str | None = None
        self.renderer: Any = None
        self.run: asyncio.Task[Any] | None = None  # the notebook's run (Voila's generate_content_hybrid)
        self.discarded = False  # (a kernel started for it after all is shut down at once)

    def ready(self) -> bool:
        return self.run is not None and self.run.done()

    def failure(self, kernels: Any) -> str | None:
        """Why this kernel cannot serve a page (its start or its run raised, or it died), or ``None``."""
        for task in (self.started, self.run):
            if task is not None and task.done():
                if task.cancelled():
                    return "its start was cancelled"
                if task.exception() is not None:
                    return f"{type(task.exception()).__name__}: {task.exception()}"
        if self.kernel_id is not None and self.kernel_id not in kernels:
            return "the kernel died"
        if self.started is not None and self.started.done() and self.run is None:
            return "no kernel was started (the server is stopping)"
        return None


class KernelPool:
    """Kernels that have already run a live notebook, waiting for readers: a page is sent at once.

    - Each pooled notebook keeps ``size`` kernels. They start one at a time (no crowd of kernels on a
      small machine when the server starts), the server's first live page first, and each waits while
      a reader's live page is starting or running its notebook (at most :data:`WARM_YIELD_S` s).
    - A page takes a kernel that has run its notebook, or one still running it (the page then waits
      for the rest of the run, as without a pool), or a queued one, which then starts at once for it.
      The kernel is then the page's, exactly as a kernel started for the page is (its cookies, its
      cull clock from when the page has been sent), and a new one is queued, :data:`REFILL_DELAY_S` s later.
    - A kernel waiting in the pool is never culled (:class:`BookKernels`, BookServer.cull_unconnected).
      One that fails (its start or its run raises, or it dies) is shut down and replaced, but a notebook
      whose kernels fail :data:`POOL_FAILURES` times in a row is no longer pooled (its pages start as
      without a pool), with a warning.
    - The notebook runs with the same prelaunch hook (the chapter as the book shows it, :func:`live_chapter`),
      template and safeguards as a page started for its reader; only the request is not there yet
      (the hook is told the notebook by a :class:`PooledPage`, and the notebooks do not read the
      request's address).
    """

    def __init__(self, server: Any, notebooks: list[str], size: int) -> None:
        self.server = server
        self.size = size
        self.notebooks = notebooks
        self.entries: dict[str, list[Warm]] = {notebook: [] for notebook in notebooks}
        self.notebook_data = {notebook: {"template": TEMPLATE, "theme": "light"} for notebook in notebooks}
        self.queue: list[Warm] = []
        self.failures = dict.fromkeys(notebooks, 0)
        self.closed = False
        self._wake: asyncio.Event | None = None
        self._worker: asyncio.Task[None] | None = None

    @property
    def kernels(self) -> Any:
        return self.server.kernel_manager

    def start(self) -> None:
        """Queue every notebook's kernels (round after round) and start warming them (on the server's loop)."""
        self._wake = asyncio.Event()
        for _ in range(self.size):
            for notebook in self.notebooks:
                self.add(notebook)
        self._worker = asyncio.ensure_future(self._work())

    def add(self, notebook: str, delay: float = 0.0) -> None:
        entry = Warm(notebook, time.monotonic() + delay)
        self.entries[notebook].append(entry)
        self.queue.append(entry)
        if self._wake is not None:
            self._wake.set()

    def waiting(self, notebook: str) -> int:
        """How many kernels of ``notebook``'s pool can take a page (failed ones are replaced first)."""
        if notebook not in self.notebook_data:
            return 0
        entries = self.entries[notebook]
        for entry in list(entries):
            if (why := entry.failure(self.kernels)) is not None:
                entries.remove(entry)
                self._failed(entry, why)
        return len(entries)

    def _failed(self, entry: Warm, why: str, *, replace: bool = True) -> None:
        """Shut ``entry``'s kernel down and queue another (``replace``), or give up on its notebook."""
        notebook = entry.notebook
        self.failures[notebook] += 1
        self._discard(entry)
        if self.failures[notebook] >= POOL_FAILURES:
            self.server.log.warning(
                "serve: %s is no longer pooled: its kernel failed %d times in a row (last: %s)", notebook, POOL_FAILURES, why)
            self.notebook_data.pop(notebook, None)
            for other in self.entries[notebook]:
                self._discard(other)
            self.entries[notebook].clear()
        else:
            self.server.log.warning("serve: a pooled kernel of %s failed (%s): it is replaced", notebook, why)
            if replace:
                self.add(notebook, REFILL_DELAY_S)

    def _discard(self, entry: Warm) -> None:
        entry.discarded = True
        if entry in self.queue:
            self.queue.remove(entry)
        if entry.kernel_id is not None:
            self.kernels.pooled.discard(entry.kernel_id)
            if entry.kernel_id in self.kernels:
                asyncio.ensure_future(self._shutdown(entry.kernel_id))

    async def _shutdown(self, kernel_id: str) -> None:
        try:
            await ensure_async(self.kernels.shutdown_kernel(kernel_id))
        except Exception as error:  # noqa: BLE001 (already gone: nothing to do)
            self.server.log.warning("serve: kernel %s: %s", kernel_id, error)

    async def take(self, notebook: str) -> tuple[asyncio.Task[Any], list[str], str]:
        """A kernel of ``notebook``'s pool for a page: Voila's rendering task, what it has rendered so far,
        and the kernel; a new kernel is queued in its place."""
        entries = self.entries[notebook]
        entry = min(entries, key=lambda e: 0 if e.ready() else 1 if e.started is not None else 2)
        entries.remove(entry)
        if entry.started is None:  # queued: it starts now, for this page
            self.queue.remove(entry)
            entry.started = _quiet_task(self._warm(entry))
        self.add(notebook, REFILL_DELAY_S)
        await asyncio.wait([entry.started])
        if (why := entry.failure(self.kernels)) is not None:
            self._failed(entry, why, replace=False)  # (its replacement is queued already)
            raise web.HTTPError(500, f"the pooled kernel failed: {why}")
        assert entry.kernel_id is not None and entry.run is not None
        self.failures[notebook] = 0
        self.kernels.pooled.discard(entry.kernel_id)
        # idle in the pool is not idle for its page: jupyter_server's culler counts from now
        self.kernels.get_kernel(entry.kernel_id).last_activity = utcnow()
        entry.renderer.stop_generator = True  # the page sends the rest of the run itself
        return entry.run, entry.renderer.rendered_cache, entry.kernel_id

    def _pages_busy(self) -> bool:
        settings = self.server.app.settings
        return bool(settings["rules_book_starting"][0] or settings["rules_book_rendering"])

    async def _work(self) -> None:
        """Start the queued kernels, one at a time, each once its time has come and no page is starting."""
        assert self._wake is not None
        while not self.closed:
            now = time.monotonic()
            entry = next((e for e in self.queue if e.not_before <= now), None)
            if entry is None:
                self._wake.clear()
                timeout = min((e.not_before for e in self.queue), default=now + 3600) - now
                try:
                    await asyncio.wait_for(self._wake.wait(), timeout)
                except TimeoutError:
                    pass
                continue
            yield_until = now + WARM_YIELD_S
            while self._pages_busy() and time.monotonic() < yield_until:
                await asyncio.sleep(0.2)
            if entry not in self.queue or self.closed:  # a page took it meanwhile
                continue
            self.queue.remove(entry)
            entry.started = _quiet_task(self._warm(entry))
            await asyncio.wait([entry.started])
            if entry.run is not None:
                await asyncio.wait([entry.run])  # until it has run its notebook
            why = entry.failure(self.kernels)
            if why is None and entry.ready():
                self.failures[entry.notebook] = 0
            elif why is not None and entry in self.entries.get(entry.notebook, []):  # (not taken by a page meanwhile)
                self.entries[entry.notebook].remove(entry)
                self._failed(entry, why)

    async def _warm(self, entry: Warm) -> None:
        """Start a kernel for ``entry`` and start the run of its notebook (as Voila's own pool does)."""
        server = self.server
        settings = server.app.settings
        page_config = get_page_config(
            base_url=server.base_url, settings=settings, log=server.log, voila_configuration=server.voila_configuration
        )
        renderer = NotebookRenderer(
            request_handler=PooledPage(entry.notebook),  # (for the prelaunch hook: which chapter this is)
            voila_configuration=server.voila_configuration,
            traitlet_config=server.config,
            notebook_path=entry.notebook,
            template_paths=server.template_paths,
            config_manager=server.config_manager,
            contents_manager=server.contents_manager,
            base_url=server.base_url,
            kernel_spec_manager=server.kernel_spec_manager,
            page_config=page_config,
            mathjax_config=settings.get("mathjax_config"),
            mathjax_url=settings.get("mathjax_url"),
        )
        await renderer.initialize()  # runs the prelaunch hook: the book's Markdown
        if self.closed:  # (no await from here until the kernel is starting: the server waits for it)
            return
        env = {
            **os.environ,
            "VOILA_PREHEAT": "True",
            "VOILA_BASE_URL": server.base_url,
            "VOILA_SERVER_URL": server.server_url,
            "VOILA_APP_PORT": str(server.port),
        }
        kernel_id: str = await ensure_async(self.kernels.start_kernel(
            kernel_name=renderer.notebook.metadata.kernelspec.name, path=os.path.dirname(entry.notebook), env=env))
        self.kernels.pooled.add(kernel_id)  # (no await since it started: never culled before this)
        entry.kernel_id, entry.renderer = kernel_id, renderer
        if self.closed:  # the server is stopping: it shuts the kernel down with the rest
            return
        if entry.discarded:
            self.kernels.pooled.discard(kernel_id)
            await self._shutdown(kernel_id)
            return
        entry.run = _quiet_task(renderer.generate_content_hybrid(kernel_id, self.kernels.get_kernel(kernel_id)))

    def close(self) -> None:
        """Start no more kernels (the server shuts down those it has)."""
        self.closed = True
        if self._worker is not None:
            self._worker.cancel()


class LiveNotebookHandler(TornadoVoilaHandler):  # type: ignore[misc]
    """A live page, unless ``max_kernels`` kernels run or are starting already, or ``max_starting``
    live pages are still starting after ``start_wait`` seconds: then a page that says so (503) and
    links to the page in the book.

    The count is taken and the place reserved in one step, with nothing awaited in between, so
    simultaneous requests cannot all pass it: a request holds its place until its kernel has
    started (from then on the kernel counts), or gives it back if the start fails.

    The page gets the ``_xsrf`` cookie and a signed cookie naming its kernel, valid only for that
    kernel's shutdown address: when its tab closes, Voila's page asks the server to shut its kernel
    down (``/voila/api/shutdown/<kernel>``), which only that page can do (:class:`ShutdownOwnKernel`).
    """

    _place_held = False
    #: The kernel this page is running, while the page is still being sent (see BookServer.cull_unconnected).
    rendering: str | None = None
    #: The notebook this page shows (``book/games/manila-2.ipynb``), for the prelaunch hook (:func:`live_chapter`).
    live_notebook: str | None = None

    @property
    def kernel_manager(self) -> Any:
        return _StartsForPage(self)

    @web.authenticated
    async def get(self, path: str | None = None) -> None:
        limit = self.settings["rules_book_max_kernels"]
        starting = self.settings["rules_book_starting"]
        waited_until = time.monotonic() + self.settings["rules_book_start_wait_s"]
        while starting[0] >= self.settings["rules_book_max_starting"] and time.monotonic() < waited_until:
            await asyncio.sleep(0.1)  # wait a while for a turn to start ...
        started = self.settings["rules_book_started"]
        started.intersection_update(self.settings["kernel_manager"].list_kernel_ids())
        if len(started) + starting[0] >= limit:
            self.log.warning("serve: refused a live page of %s: %d live pages run already, the most allowed", path, limit)
            self.too_many(limit, path or "")
            return
        if starting[0] >= self.settings["rules_book_max_starting"]:  # ... but not minutes
            self.log.warning("serve: refused a live page of %s: %d live pages are starting", path, starting[0])
            self.busy(path or "")
            return
        starting[0] += 1  # no await since the count: the check and the reservation are one step
        self._place_held = True
        self.live_notebook = path
        try:
            self.xsrf_token  # noqa: B018 (reading it sets the cookie)
            await super().get(path=path)
        finally:
            self.release_place()
            self.settings["rules_book_rendering"].discard(self.rendering)

    def release_place(self) -> None:
        if self._place_held:
            self._place_held = False
            self.settings["rules_book_starting"][0] -= 1

    def own(self, kernel_id: str) -> None:
        """``kernel_id`` is this page's kernel: it counts as a live page's, and has no cull clock until the
        page has been sent; the page gets its cookies."""
        self.settings["rules_book_started"].add(kernel_id)
        self.settings["rules_book_rendering"].add(kernel_id)
        self.rendering = kernel_id
        self.set_kernel_cookie(kernel_id)

    def set_kernel_cookie(self, kernel_id: str) -> None:
        for name, path in ((KERNEL_COOKIE, "voila/api/shutdown"), (SOCKET_COOKIE, "api/kernels")):
            self.set_signed_cookie(
                name, kernel_id, expires_days=None, httponly=True, samesite="Strict",
                path=url_path_join(self.base_url, path, kernel_id),
            )

    def book_link(self, notebook: str) -> str:
        book_page = "/" + html.escape(notebook.removesuffix(".ipynb") + ".html")
        return f'<p>The book works without a live page: <a href="{book_page}">this page in the book</a>.</p>'

    def too_many(self, limit: int, notebook: str) -> None:
        minutes = max(1, round(self.settings["rules_book_cull_after"] / 60))
        self.refuse(
            "Too many live pages",
            f"<h1>Too many live pages are open</h1><p>This server runs at most {plural(limit, 'live page')} "
            "at once, and that many are open now. Close the tab of a live page you no longer need and load "
            f"this page again; a live page nobody has open stops by itself after about {plural(minutes, 'minute')}.</p>"
            + self.book_link(notebook),
        )

    def busy(self, notebook: str) -> None:
        self.refuse(
            "The server is busy",
            "<h1>The server is busy</h1><p>Many live pages are starting at this moment, and this one has "
            "waited for its turn long enough. Load it again in a minute.</p>" + self.book_link(notebook),
        )

    def refuse(self, title: str, body: str) -> None:
        self.set_status(503)
        self.set_header("Retry-After", "60")
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.finish(
            f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{title}</title></head>'
            f"<body><main>{body}</main></body></html>\n"
        )


#: The parts of a kernel message, each a JSON object (the Jupyter messaging protocol).
MESSAGE_PARTS = ("header", "parent_header", "metadata", "content")
#: The channels a page may send on.
PAGE_CHANNELS = frozenset({"shell", "control", "stdin"})


def message_problem(raw: str | bytes) -> str | None:
    """What is wrong with a message a page sent on its kernel's websocket, in words; ``None`` if its
    shape is right (the kernel then judges what it asks: see ``widgets/kernel_guard.py``).

    A message is a JSON object whose header, parent header, metadata and content are JSON objects,
    the header naming its type; in the v1 websocket protocol (binary), the same parts after a table
    of offsets. jupyter_server forwards a message without looking at it, and raises on some of the
    wrong shapes (a ``content`` that is a list), closing the page's connection with a traceback.
    """
    try:
        if isinstance(raw, bytes):
            count = int.from_bytes(raw[:8], "little")
            if not 3 <= count <= 64 or len(raw) < 8 * (count + 1):
                return "its table of parts is malformed"
            offsets = [int.from_bytes(raw[8 * (i + 1) : 8 * (i + 2)], "little") for i in range(count)]
            if offsets != sorted(offsets) or offsets[0] < 8 * (count + 1) or offsets[-1] > len(raw):
                return "its table of parts is malformed"
            channel = raw[offsets[0] : offsets[1]].decode("utf-8")
            parts = [json.loads(raw[offsets[i] : offsets[i + 1]]) for i in range(1, min(count - 1, 5))]
            message = dict(zip(MESSAGE_PARTS, parts, strict=False))
        else:
            message = json.loads(raw)
            if not isinstance(message, dict):
                return "it is not a JSON object"
            channel = message.get("channel", "shell")
    except (ValueError, UnicodeDecodeError):
        return "it is not JSON"
    if channel not in PAGE_CHANNELS:
        return "it names no channel of the kernel's"
    for part in MESSAGE_PARTS:
        if not isinstance(message.get(part), dict):
            return f"its {part.replace('_', ' ')} is not a JSON object"
    if not isinstance(message["header"].get("msg_type"), str):
        return "its header names no message type"
    return None


class PageSocket(VoilaKernelWebsocketHandler):  # type: ignore[misc]
    """A live page's websocket to its kernel (``/api/kernels/<id>/channels``).

    - Only the page the kernel was started for may connect: the request must bring the signed cookie
      the page got with its kernel (:data:`SOCKET_COOKIE`, sent only to this kernel's addresses);
      any other gets 403 before the socket opens.
    - A message of the wrong shape (:func:`message_problem`) is dropped here, with one warning per
      connection; it never reaches jupyter_server's forwarding, which would raise on some shapes.
    - Once the page has gone, the kernel's output is dropped with one warning, instead of a traceback
      per message ("Task exception was never retrieved") in the log.
    """

    _told = False
    _told_malformed = False

    async def get(self, kernel_id: str) -> None:
        owner = self.get_signed_cookie(SOCKET_COOKIE, max_age_days=2)
        if owner is None or owner.decode("utf-8", "replace") != kernel_id:
            raise web.HTTPError(403)
        await super().get(kernel_id)

    def on_message(self, message: str | bytes) -> None:
        if problem := message_problem(message):
            if not self._told_malformed:
                self._told_malformed = True
                self.log.warning("serve: a live page sent its kernel a message that was dropped: %s", problem)
            return
        super().on_message(message)

    def write_message(self, message: Any, binary: bool = False) -> Any:
        try:
            sent = super().write_message(message, binary)
        except websocket.WebSocketClosedError:
            self.closed_with_output()
            return None
        if isinstance(sent, asyncio.Future):
            sent.add_done_callback(self._written)
        return sent

    def _written(self, sent: asyncio.Future[Any]) -> None:
        """A message's write has ended: if it failed, the page has gone."""
        if not sent.cancelled() and sent.exception() is not None:
            self.closed_with_output()

    def closed_with_output(self) -> None:
        if not self._told:
            self._told = True
            self.log.warning("serve: a live page closed with its kernel's output still on the way; the rest is dropped")


#: The signed cookie that names a live page's kernel (sent only to that kernel's shutdown address).
KERNEL_COOKIE = "rules_book_kernel"
#: The same, sent only to the kernel's own addresses (its websocket): :class:`PageSocket`.
SOCKET_COOKIE = "rules_book_socket"


class ShutdownOwnKernel(VoilaShutdownKernelHandler):  # type: ignore[misc]
    """Voila's shutdown of a page's kernel, for that page only: the request must bring the signed
    cookie the page got with its kernel (:meth:`LiveNotebookHandler.set_kernel_cookie`); any other
    answers 404, as for a kernel that does not exist."""

    @web.authenticated
    async def post(self, kernel_id: str) -> None:
        owner = self.get_signed_cookie(KERNEL_COOKIE, max_age_days=2)
        if owner is None or owner.decode("utf-8", "replace") != kernel_id:
            raise web.HTTPError(404)
        await super().post(kernel_id)


class KernelInfoOnly(KernelHandler):
    """``/api/kernels/<id>``: a kernel's state may be read, but not stopped (``DELETE``) by anyone."""

    SUPPORTED_METHODS = ("GET",)


def plural(count: int, noun: str) -> str:
    """``plural(1, "minute")``: "1 minute"; ``plural(5, "minute")``: "5 minutes"."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def with_plain_errors(handler_class: type) -> type:
    """``handler_class`` with :class:`PlainErrorPage`, if it is a Jupyter page handler (API errors are JSON),
    and with :class:`OwnHostsOnly`, if it is any Jupyter handler (the kernels' websockets among them)."""
    if issubclass(handler_class, JupyterHandler) and not issubclass(handler_class, APIHandler):
        return type(handler_class.__name__, (PlainErrorPage, OwnHostsOnly, handler_class), {})
    if issubclass(handler_class, JupyterHandler):
        return type(handler_class.__name__, (OwnHostsOnly, handler_class), {})
    return handler_class


class QuietLog(logging.Filter):
    """Leave out two warnings logged per request: that a notebook is "not trusted" (at every live page:
    Voila runs the notebook afresh and shows only what this run outputs, so the stored outputs'
    signature does not matter) and the error an API request was answered with (a tab whose kernel
    was shut down asks for it again and again)."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        return "is not trusted" not in message and not message.startswith("wrote error:")


class NoCdnTransform(web.OutputTransform):
    """Leave out the template's CDN stylesheet links (the first chunk holds the page's head)."""

    def transform_first_chunk(self, status_code: int, headers: Any, chunk: bytes, finishing: bool) -> tuple[int, Any, bytes]:
        if headers.get("Content-Type", "").startswith("text/html") and b"cdn.jsdelivr.net" in chunk:
            chunk = CDN_LINK.sub(b"", chunk)
            headers.pop("Content-Length", None)
        return status_code, headers, chunk

    def transform_chunk(self, chunk: bytes, finishing: bool) -> bytes:
        return CDN_LINK.sub(b"", chunk) if b"cdn.jsdelivr.net" in chunk else chunk


#: The server's last line, after Ctrl-C.
GOODBYE = "serve: stopped; every live page's kernel is shut down."


def address_lines(base: str) -> list[str]:
    """What the server prints once it listens at ``base`` (``http://127.0.0.1:8866/``)."""
    return [
        f"The book:         {base}   (its widgets run in your browser)",
        f"A live chapter:   {base}voila/render/{FIRST_LIVE_PAGE}   (server kernels)",
        "Press Ctrl-C to stop the server.",
    ]


def display_address(host: str, port: int) -> str:
    shown = "127.0.0.1" if host in ("", "0.0.0.0", "::") else host
    return f"http://[{shown}]:{port}/" if ":" in shown else f"http://{shown}:{port}/"


class BookServer(Voila):  # type: ignore[misc]
    """Voila serving only the book's notebooks, with the built book at the root address."""

    name = "rules-book-server"
    max_kernels = MAX_KERNELS
    max_starting = MAX_STARTING
    start_wait = START_WAIT_S
    cull_after = CULL_AFTER_S
    pool_size = POOL_SIZE
    #: The notebooks given a pool (``None``: every live notebook).
    pool_notebooks: list[str] | None = None
    pool: KernelPool | None = None

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
                handler = (url_path_join(self.server_url, rf"/voila/render/({notebooks})"), LiveNotebookHandler, *handler[2:])
            elif pattern.endswith("/voila/templates/(.*)"):
                handler = (pattern, TemplateFileHandler, *handler[2:])
            elif pattern.endswith("/voila/api/shutdown/(.*)"):
                handler = (pattern, ShutdownOwnKernel, *handler[2:])
            elif handler[1] is VoilaKernelWebsocketHandler:
                handler = (pattern, PageSocket, *handler[2:])
            elif handler[1] is KernelHandler:
                handler = (pattern, KernelInfoOnly, *handler[2:])
            elif pattern in ("/login", "/logout"):
                continue  # no accounts here (and Voila's logout page answers 500)
            handlers.append((handler[0], with_plain_errors(handler[1]), *handler[2:]))
        handlers.append(
            (url_path_join(self.server_url, r"/(.*)"), BookHandler, {"path": str(SITE), "default_filename": "index.html"})
        )
        return handlers

    def init_settings(self) -> dict[str, Any]:
        self.log.addFilter(QuietLog())
        settings: dict[str, Any] = super().init_settings()
        settings["transforms"] = [NoCdnTransform]
        settings["rules_book_max_kernels"] = self.max_kernels
        settings["rules_book_cull_after"] = self.cull_after
        settings["rules_book_max_starting"] = self.max_starting
        settings["rules_book_start_wait_s"] = self.start_wait
        settings["rules_book_starting"] = [0]  # live pages whose kernel is not started yet ...
        settings["rules_book_started"] = set()  # ... and the kernels started for live pages
        settings["rules_book_rendering"] = set()  # ... of which these still run their page for its request
        settings["rules_book_hostnames"] = {"localhost", self.ip.lower()}
        if self.pool_size > 0:
            pooled = self.pool_notebooks if self.pool_notebooks is not None else live_notebooks()
            first = [FIRST_LIVE_PAGE] if FIRST_LIVE_PAGE in pooled else []  # warmed first: the one the server names
            self.pool = KernelPool(self, first + [notebook for notebook in pooled if notebook not in first], self.pool_size)
        settings["rules_book_pool"] = self.pool
        return settings

    def start(self) -> None:
        # Ctrl-C (and a kill) stops the server and shuts down every kernel, however it was started
        signal.signal(signal.SIGINT, self._handle_signal_stop)
        signal.signal(signal.SIGTERM, self._handle_signal_stop)
        super().start()

    def _handle_signal_stop(self, sig: int, frame: Any) -> None:
        self.ioloop.add_callback_from_signal(self._stop_serving)

    _stopping = False

    async def _stop_serving(self) -> None:
        """Shut every kernel down on the server's own loop, then stop it: a kernel still starting (the pool
        starts some by itself) can only finish starting there, and be shut down, not left running."""
        if self._stopping:
            return
        self._stopping = True
        try:
            if self.pool is not None:
                self.pool.close()
            await self.kernel_manager.shutdown_all()
        finally:
            self.ioloop.stop()

    def listen(self) -> None:
        """Listen on the one address and port asked for, say where, and run until stopped."""
        self.ioloop = ioloop.IOLoop.current()
        try:
            sockets = netutil.bind_sockets(self.port, self.ip)
        except OSError as error:
            print(f"serve: {cannot_listen(self.ip, self.port, error)}", file=sys.stderr, flush=True)
            self.stop_kernels()
            self.exit(1)
        server = httpserver.HTTPServer(self.app)
        server.add_sockets(sockets)
        self._unconnected_since: dict[str, float] = {}
        interval_s = max(1, min(60, self.cull_after // 5))
        ioloop.PeriodicCallback(self.cull_unconnected, interval_s * 1000).start()
        self.port: int = sockets[0].getsockname()[1]  # the port chosen, for --port 0
        base = display_address(self.ip, self.port)
        if self.ip not in ("127.0.0.1", "localhost", "::1"):
            print(f"serve: listening on {self.ip}: anyone who can reach this machine can use the live pages.")
        print("\n".join(address_lines(base)), flush=True)
        if self.pool is not None:
            self.ioloop.add_callback(self.pool.start)
        try:
            self.ioloop.start()
        except KeyboardInterrupt:
            pass
        finally:
            server.stop()
            self.stop()

    async def cull_unconnected(self) -> None:
        """Shut down every kernel nothing has been connected to for ``cull_after`` seconds, busy or
        idle: jupyter_server's culling counts a kernel's own output as activity, so a kernel left busy
        (a widget's callback that never ends, printing as it goes) would never be culled.

        A kernel waiting in the pool (:class:`KernelPool`) has no reader yet and is left alone; once a
        page takes it, its clock starts when the page has been sent, as for a kernel started for the page.
        """
        manager, now = self.kernel_manager, time.monotonic()
        kernels = set(manager.list_kernel_ids())
        rendering = self.app.settings["rules_book_rendering"]  # a page still being run: its tab is coming
        for kernel_id in set(self._unconnected_since) - kernels:
            del self._unconnected_since[kernel_id]
        for kernel_id in kernels:
            if manager._kernel_connections.get(kernel_id, 0) or kernel_id in rendering or kernel_id in manager.pooled:
                self._unconnected_since.pop(kernel_id, None)
            elif now - self._unconnected_since.setdefault(kernel_id, now) > self.cull_after:
                self.log.warning("serve: Culling kernel %s: nothing connected to it for %d s", kernel_id, self.cull_after)
                del self._unconnected_since[kernel_id]
                try:
                    await ensure_async(manager.shutdown_kernel(kernel_id))
                except Exception as error:  # noqa: BLE001 (already gone: nothing to do)
                    self.log.warning("serve: kernel %s: %s", kernel_id, error)

    def stop_kernels(self) -> None:
        super().stop()  # removes the connection files and shuts down every kernel

    def stop(self) -> None:
        if self.pool is not None:
            self.pool.close()
        self.stop_kernels()
        print(f"\n{GOODBYE}", flush=True)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=port_number, default=8866, help="the port to listen on (0: any free port)")
    parser.add_argument("--host", default="127.0.0.1", help="the address to listen on (default: this machine only)")
    parser.add_argument("--site", type=Path, default=SITE, help="the built book to serve (default: %(default)s)")
    parser.add_argument("--build", action="store_true", help="build the book first if it is out of date")
    parser.add_argument("--build-only", action="store_true",
                        help="build the book (even if it is current), then stop: ./test.sh's build, which ./serve.sh then serves")
    parser.add_argument("--cull-after", type=int, default=CULL_AFTER_S, metavar="SECONDS",
                        help="shut down a kernel nothing is connected to after this long idle (default: %(default)s)")
    parser.add_argument("--max-kernels", type=int, default=MAX_KERNELS,
                        help="the most live pages running at once (default: %(default)s)")
    parser.add_argument("--max-starting", type=int, default=MAX_STARTING,
                        help="the most live pages starting at once; beyond, a page answers 'busy' (default: %(default)s)")
    parser.add_argument("--start-wait", type=int, default=START_WAIT_S, metavar="SECONDS",
                        help="how long a live page waits for its turn to start before it answers 'busy' (default: %(default)s)")
    parser.add_argument("--pool-size", type=int, default=POOL_SIZE, metavar="KERNELS",
                        help="kernels kept per live notebook with the notebook already run, so that a live page "
                             "opens at once (0: none; default: %(default)s)")
    parser.add_argument("--pool-notebook", action="append", metavar="NOTEBOOK", choices=live_notebooks(),
                        help="give a pool only to this live notebook (a path such as book/quiz.ipynb; may be "
                             "repeated; default: every live notebook)")
    args = parser.parse_args(argv)
    site = args.site if args.site.is_absolute() else Path.cwd() / args.site

    if args.build_only:
        try:
            ensure_built(site, always=True)
        except BuildFailed as failure:
            print(f"serve: {failure}", file=sys.stderr)
            return 1
        return 0
    if args.port and (problem := port_problem(args.host, args.port)):  # before a build that takes a while
        print(f"serve: {problem}", file=sys.stderr)
        return 1
    if args.build:
        try:
            ensure_built(site)
        except BuildFailed as failure:
            print(f"serve: {failure}", file=sys.stderr)
            return 1
    if not (site / "index.html").exists():
        print(f"serve: the book is not built ({site / 'index.html'} is missing): run ./serve.sh", file=sys.stderr)
        return 1
    if problem := import_problem(live_notebooks()):
        print(f"serve: {problem}", file=sys.stderr)
        return 1
    use_site(site)

    os.environ["RULES_BOOK_LINK_BASE"] = LINK_BASE
    # Voila looks for templates in the Jupyter data folders: ours first
    os.environ["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(TEMPLATES), os.environ.get("JUPYTER_PATH")]))
    os.chdir(ROOT)
    config = Config()
    config.Voila.ip = args.host
    config.Voila.port = args.port
    config.Voila.open_browser = False
    config.Voila.root_dir = str(ROOT)
    config.Voila.log_level = logging.WARNING
    config.VoilaConfiguration.file_allowlist = []  # /voila/files serves nothing
    config.VoilaConfiguration.show_tracebacks = False  # Voila's default, kept on purpose
    config.VoilaConfiguration.strip_sources = True  # Voila's default: no code shown
    config.VoilaConfiguration.theme = "light"
    config.VoilaConfiguration.template = TEMPLATE
    config.VoilaConfiguration.allow_template_override = "NO"
    config.VoilaConfiguration.allow_theme_override = "NO"
    config.VoilaConfiguration.prelaunch_hook = live_chapter
    # Kernels waiting in the pool are never culled (BookKernels); the pool itself is ours (KernelPool):
    # Voila's own (preheat_kernel) refuses a prelaunch hook, starts every pool at once, pools every
    # notebook under the root and hands out kernels without the pages' cookies
    config.VoilaConfiguration.multi_kernel_manager_class = BookKernels
    # When many pages start at once on a small machine, a cell's output can arrive seconds after the
    # kernel says the cell is done; nbclient's default wait (4 s) then drops it ("Timeout waiting for
    # IOPub output") and the page shows without that widget. Wait up to a minute instead.
    config.VoilaExecutor.iopub_timeout = IOPUB_WAIT_S
    # Kernels nothing is connected to (a tab that closed shuts its own down) go after idling a while
    config.MappingKernelManager.cull_idle_timeout = args.cull_after
    config.MappingKernelManager.cull_interval = max(1, min(60, args.cull_after // 5))
    config.MappingKernelManager.cull_connected = False
    # ... and so do kernels left busy (a callback that never ends): BookServer.cull_unconnected shuts
    # down any kernel nothing has been connected to for --cull-after seconds, busy or not
    config.MappingKernelManager.cull_busy = True
    # Messages of a kernel whose tab has gone are dropped, not kept in memory until the cull
    config.MappingKernelManager.buffer_offline_messages = False
    # A kernel that dies (killed, out of memory) is not restarted empty behind its page: the page is
    # told the kernel is dead and says that the live session has ended (see the template)
    config.KernelRestarter.restart_limit = 0
    # Kernels talk to the server over Unix sockets in the server's private folder: no TCP port, and
    # no warning from each kernel that TCP is not encrypted
    config.KernelManager.transport = "ipc"
    # No line per request, not even for a 404 or a 403: a stranger's probing is not news (a server
    # error still logs its traceback, through tornado.application)
    logging.getLogger("tornado.access").setLevel(logging.CRITICAL)
    logging.getLogger("tornado.general").setLevel(logging.ERROR)
    BookServer.max_kernels = args.max_kernels
    BookServer.cull_after = args.cull_after
    BookServer.max_starting = args.max_starting
    BookServer.start_wait = args.start_wait
    BookServer.pool_size = args.pool_size
    BookServer.pool_notebooks = args.pool_notebook
    BookServer.launch_instance(argv=[], config=config)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
