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
  shape from it is dropped at the server with one warning (see :class:`voila_door.PageSocket`). A kernel that nothing is connected to (a browser
  that crashed) is shut down after ``--cull-after`` seconds, idle or busy, and one nothing has ever
  connected to (a page requested but never opened) after ``--unopened-after`` (60) seconds. The messages of a kernel whose tab has gone are dropped, not kept until then.
- A live page opens at once: each live notebook keeps ``--pool-size`` kernels (1; 0: none;
  ``--pool-notebook`` gives a pool to only the notebooks named) that have already run it, and a
  page is sent from one of them, that kernel then being the page's like any (its cookies, its cull
  clock from when the page has been sent), while another takes its place in the pool. The pool's
  kernels start one at a time, the first live page's first, each waiting while a reader's live page
  is starting or running (see :class:`voila_door.KernelPool`); a kernel waiting in the pool is never culled and
  does not count as a live page. On this project's 2-core machine the pool of the 11 live notebooks
  was full 22-26 s after the server started and held 1.3 GB (about 127 MB a kernel, the quiz's 70 MB;
  1.0 GB counting shared pages once; the server itself 160-190 MB, not 80-130), and a page showed its
  widgets after about 1.3 s instead of 4 to 5 s (``benchmarks/live_pages.py`` measures all this).
- A live page's first bytes come at once, before its kernel: the chapter's title and a status line
  (:func:`shell_page`) that says what is happening and offers the chapter live in the reader's own
  browser; Voila's page follows in the same document, and the status line goes once its widgets are drawn.
- At most ``--max-kernels`` live pages at once, counting those waiting in line or starting (the count and
  the reservation are one step, so simultaneous requests cannot pass it together): beyond, a live page
  answers 503 at once with a page that says why and offers first the chapter live in the reader's own
  browser (the book's page, no server), then the wait. At most ``--max-starting`` pages start (a kernel
  starting, then running its notebook) at once; the rest wait in line, first come first served, so the
  pages admitted first finish first, each page's status line saying its place in line and about how long
  (:func:`in_line_news`). A page whose pooled kernel has already run its notebook does not wait in line.
  ``benchmarks/live_load.py`` measures what this machine serves, and a class of 30 tabs at once.
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
- Before anything else (a build, a kernel), the command checks that the Voila, jupyter_server,
  jupyter_client and tornado installed are the versions the server was written against, with every
  internal name it relies on (:func:`voila_door.check_runtime`): a difference stops it with one
  sentence naming each package, the version tested and the version found (``RULES_BOOK_UNTESTED_RUNTIME=1``
  runs other versions whose internals all check); a missing internal stops it naming each one.
  Everything that touches their internals is in ``voila_door.py``; this file is the book's side.
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
import errno  # noqa: E402
import html  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import subprocess  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable, Iterable  # noqa: E402
from html.parser import HTMLParser  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

from book._ext import book_links, live_site, voila_door  # noqa: E402
from book._ext.table_of_contents import toc_documents, toc_notebooks  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent

#: The built book this process serves (main() sets it from --site).
SITE = Path(os.environ.get("RULES_BOOK_HTML") or ROOT / "_build" / "html")
#: A Jupyter data folder holding our Voila template (voila/templates/rules-book/).
TEMPLATES = HERE / "jupyter"
TEMPLATE = "rules-book"
LINK_BASE = "/book/"
#: The live page the server names when it starts.
FIRST_LIVE_PAGE = "book/games/manila-2.ipynb"
#: A kernel nothing is connected to is shut down after this many idle seconds.
CULL_AFTER_S = 300
#: ... and one nothing has ever connected to (a page requested and never opened: a bot, a prefetch, a
#: tab opened behind others and not looked at) after this many: its place goes to a reader who came.
UNOPENED_AFTER_S = 60
#: At most this many live pages (kernels, about 120 MB each) at once.
MAX_KERNELS = 20
#: At most this many live pages starting at once (each starts a kernel and runs its notebook: a core for a
#: few seconds); the rest wait in line, first come first served, each page saying its place from its first
#: second. benchmarks/live_load.py (results/live_load.json): on this 2-core machine 2 readers at once had
#: their widgets within 10 s, 4 at once waited 9-10 s; every run at once is a slower run for every page.
MAX_STARTING = 2
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
SERVER_FILES = ("book/_ext/serve.py", "book/_ext/voila_door.py", "book/_ext/jupyter")
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
        sockets = voila_door.bind_sockets(host, port)
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


def book_page(notebook: str) -> str:
    """The chapter's page in the book (``/book/games/manila-2.html``), where its widgets run in the reader's
    own browser."""
    return "/" + notebook.removesuffix(".ipynb") + ".html"


def live_titles(notebook: str) -> tuple[str, str, str]:
    """The chapter's title and the book's name, as the chapter's built page gives them (:func:`book_titles`),
    and its live page's title: "2 Card Manila (live) — The Manila Rules Book"."""
    chapter, book = book_titles(SITE / book_page(notebook).lstrip("/"))
    return chapter, book, f"{chapter} (live) \u2014 {book}" if book else f"{chapter} (live)"


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
    chapter, book, notebook.metadata["title"] = live_titles(notebook_path)
    contents = "/" + toc_documents(ROOT)[0] + ".html"
    notebook.metadata["rules_book"] = {"chapter": chapter, "book": book or "The book",
                                       "chapter_page": book_page(notebook_path), "contents_page": contents}
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


def live_chapter(req: Any, notebook: Any, cwd: str) -> Any:
    """Voila's prelaunch hook: the page reads as its chapter of the book (:func:`as_book_chapter`), in the
    book's words (:func:`book_roles_to_links`), its links within the chapter staying on the page
    (:func:`links_stay_in_chapter`). ``req`` is the page's handler (``voila_door.LiveNotebookHandler``)
    or, for a kernel of the pool, a :class:`voila_door.PooledPage`: either names the notebook."""
    as_book_chapter(notebook, req.live_notebook)
    book_roles_to_links(req, notebook, cwd)
    return links_stay_in_chapter(notebook)


def live_notebooks() -> list[str]:
    """The notebooks the book lists in _toc.yml, as paths from the project root."""
    return toc_notebooks(ROOT)




# --- what the server says ---------------------------------------------------------------------------


def error_page(status_code: int, reason: str) -> str:
    return (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{status_code}: {html.escape(reason)}</title>'
        f"</head><body><main><h1>{status_code}: {html.escape(reason)}</h1>"
        '<p><a href="/">The book</a></p></main></body></html>\n'
    )


def refusal_page(title: str, heading: str, wait: str, notebook: str) -> str:
    """A live page's 503 page: what happened (``heading``), first the chapter live in the reader's own
    browser (the book's page runs its widgets there, with no server and no wait), then the wait (``wait``)."""
    first = (
        f'<p><a href="{html.escape(book_page(notebook))}">Open this chapter live in your own browser</a>: the book\'s page runs '
        "the same widgets on your own computer, with no server and no wait.</p>"
    )
    return (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f'<meta name="viewport" content="width=device-width, initial-scale=1"><title>{title}</title></head>'
        f"<body><main><h1>{heading}</h1>{first}<p>Or wait for this server: {wait}</p></main></body></html>\n"
    )


def too_many_page(limit: int, cull_after_s: int, notebook: str) -> str:
    minutes = max(1, round(cull_after_s / 60))
    return refusal_page(
        "Too many live pages",
        "Too many live pages are open",
        f"it runs at most {plural(limit, 'live page')} at once, and that many are open now. Close the tab "
        "of a live page you no longer need and load this page again; a live page nobody has open stops by "
        f"itself after about {plural(minutes, 'minute')}.",
        notebook,
    )


#: The status line's look on a live page, from its first bytes until its widgets are drawn (the template
#: then removes it): above everything, Voila's own loading animation included.
WAIT_STYLE = (
    "#rb-wait{position:relative;z-index:101;max-width:58em;margin:0 auto;padding:0.7em 1em;font:1rem/1.45 sans-serif;"
    "color:#222;background:#eef4fb;border-bottom:2px solid #0b4f9c}#rb-wait p{margin:0.2em 0}"
    "#rb-wait a{color:#0b4f9c;text-decoration:underline}"
)


def shell_page(notebook: str) -> str:
    """A live page's first bytes, sent at once, before its turn and its kernel: its head (the chapter's
    title) and a status line that says what is happening and offers the chapter live in the reader's own
    browser (:func:`in_line_news` updates it; Voila's page follows in the same document)."""
    title = live_titles(notebook)[2]
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1.0">'
        f"<title>{html.escape(title)}</title><style>{WAIT_STYLE}</style></head>\n<body>\n"
        '<div id="rb-wait" role="status" aria-live="polite">'
        '<p id="rb-wait-now">Starting this chapter\'s live widgets on the book\'s server.</p>'
        f'<p>No need to wait: <a href="{html.escape(book_page(notebook))}">open this chapter live in your own '
        "browser</a> (the book's page runs the same widgets on your computer).</p></div>\n"
    )


def in_line_news(place: int, at_once: int, about_s: int | None) -> str:
    """What the status line says now (a script that sets it): the page's ``place`` in line (0: its turn
    has come) and about how long it waits (``about_s``, ``None``: not known yet)."""
    if place == 0:
        words = "Your live page is starting: the server runs this chapter's Python for you, and its widgets appear in a few seconds."
    else:
        wait = f" About {plural(about_s, 'second')} to wait." if about_s else ""
        words = (f"The server is busy: your live page is number {place} in line (it starts "
                 f"{plural(at_once, 'live page')} at a time).{wait}")
    return status_line_says(words)


def not_started_news(why: str) -> str:
    """A live page's last bytes when its kernel could not start: the status line says so."""
    words = (f"This live page could not start ({why}). Reload it to try again, or open the chapter live in "
             "your own browser (the link below).")
    return status_line_says(words) + "</body></html>\n"


def status_line_says(words: str) -> str:
    """A script that sets the status line of :func:`shell_page` to ``words`` (as a JavaScript string: no
    ``</`` in it to end the script early)."""
    text = json.dumps(words).replace("</", "<\\/")
    return f"<script>document.getElementById('rb-wait-now').textContent = {text};</script>\n"


def plural(count: int, noun: str) -> str:
    """``plural(1, "minute")``: "1 minute"; ``plural(5, "minute")``: "5 minutes"."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


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


def listening(host: str, port: int) -> str:
    """What the server prints once it listens on ``host:port``."""
    warning = [] if host in ("127.0.0.1", "localhost", "::1") else [
        f"serve: listening on {host}: anyone who can reach this machine can use the live pages."]
    return "\n".join([*warning, *address_lines(display_address(host, port))])


WORDS = voila_door.Words(
    error_page=error_page,
    too_many=too_many_page,
    shell=shell_page,
    in_line=in_line_news,
    not_started=not_started_news,
    listening=listening,
    cannot_listen=cannot_listen,
    goodbye=GOODBYE,
)


# --- the command --------------------------------------------------------------------------------------


def arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=port_number, default=8866, help="the port to listen on (0: any free port)")
    parser.add_argument("--host", default="127.0.0.1", help="the address to listen on (default: this machine only)")
    parser.add_argument("--site", type=Path, default=SITE, help="the built book to serve (default: %(default)s)")
    parser.add_argument("--build", action="store_true", help="build the book first if it is out of date")
    parser.add_argument("--build-only", action="store_true",
                        help="build the book (even if it is current), then stop: ./test.sh's build, which ./serve.sh then serves")
    parser.add_argument("--cull-after", type=int, default=CULL_AFTER_S, metavar="SECONDS",
                        help="shut down a kernel nothing is connected to after this long idle (default: %(default)s)")
    parser.add_argument("--unopened-after", type=int, default=UNOPENED_AFTER_S, metavar="SECONDS",
                        help="shut down a live page's kernel nothing has ever connected to after this long "
                        "(default: %(default)s)")
    parser.add_argument("--max-kernels", type=int, default=MAX_KERNELS,
                        help="the most live pages running at once (default: %(default)s)")
    parser.add_argument("--max-starting", type=int, default=MAX_STARTING,
                        help="the most live pages starting (and running their notebook) at once; the rest wait "
                             "in line, first come first served (default: %(default)s)")
    parser.add_argument("--pool-size", type=int, default=POOL_SIZE, metavar="KERNELS",
                        help="kernels kept per live notebook with the notebook already run, so that a live page "
                             "opens at once (0: none; default: %(default)s)")
    parser.add_argument("--pool-notebook", action="append", metavar="NOTEBOOK", choices=live_notebooks(),
                        help="give a pool only to this live notebook (a path such as book/quiz.ipynb; may be "
                             "repeated; default: every live notebook)")
    return parser.parse_args(argv)


def live_book(args: argparse.Namespace) -> voila_door.LiveBook:
    """The book as the live server serves it, with the limits the command was given."""
    pooled = args.pool_notebook if args.pool_notebook is not None else live_notebooks()
    first = [FIRST_LIVE_PAGE] if FIRST_LIVE_PAGE in pooled else []  # warmed first: the one the server names
    limits = voila_door.Limits(
        max_kernels=args.max_kernels,
        max_starting=args.max_starting,
        cull_after_s=args.cull_after,
        unopened_after_s=args.unopened_after,
        pool_size=args.pool_size,
        iopub_wait_s=IOPUB_WAIT_S,
        refill_delay_s=REFILL_DELAY_S,
        warm_yield_s=WARM_YIELD_S,
        pool_failures=POOL_FAILURES,
    )
    return voila_door.LiveBook(
        root=ROOT,
        site=SITE,
        notebooks=tuple(live_notebooks()),
        pooled=tuple(first + [notebook for notebook in pooled if notebook not in first]),
        template=TEMPLATE,
        prelaunch_hook=live_chapter,
        limits=limits,
        words=WORDS,
    )


def ready_to_serve(site: Path, args: argparse.Namespace) -> str | None:
    """Why the server cannot serve ``site`` (a sentence), or ``None``: its port is free, the book is built
    (first if asked) and its live pages' code imports."""
    if args.port and (problem := port_problem(args.host, args.port)):  # before a build that takes a while
        return problem
    if args.build:
        try:
            ensure_built(site)
        except BuildFailed as failure:
            return str(failure)
    if not (site / "index.html").exists():
        return f"the book is not built ({site / 'index.html'} is missing): run ./serve.sh"
    return import_problem(live_notebooks())


def main(argv: list[str]) -> int:
    args = arguments(argv)
    site = args.site if args.site.is_absolute() else Path.cwd() / args.site
    if args.build_only:
        try:
            ensure_built(site, always=True)
        except BuildFailed as failure:
            print(f"serve: {failure}", file=sys.stderr)
            return 1
        return 0
    try:  # before any kernel starts (and before a build): the runtime is the one the door was written for
        if warning := voila_door.check_runtime():
            print(f"serve: {warning}", file=sys.stderr, flush=True)
    except voila_door.RuntimeMismatch as mismatch:
        print(f"serve: {mismatch}", file=sys.stderr)
        return 1
    if problem := ready_to_serve(site, args):
        print(f"serve: {problem}", file=sys.stderr)
        return 1
    use_site(site)
    os.environ["RULES_BOOK_LINK_BASE"] = LINK_BASE
    voila_door.serve_book(live_book(args), TEMPLATES, args.host, args.port)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
