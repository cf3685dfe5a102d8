"""The book's widgets live in the reader's own browser: every chapter's widgets running in Pyodide.

Built after the book, into the site's ``live/`` folder (``python book/_ext/live_site.py --site
_build/html``; ``book/_ext/serve.py`` runs it as part of every build)::

    live/voici/render/<chapter>.html      one page per chapter with widgets (manila-2, holdem, ..., quiz)
    live/static/pyodide/                  the Python runtime and every wheel the pages load
    live/voici/build/, live/extensions/   the page's scripts (voici, the Pyodide kernel)

Nothing is fetched from another host when a page runs: the Pyodide core (from npm), the pure-Python
wheels the kernel starts with (from PyPI, at the versions of Pyodide's own lock), ipywidgets and the
project's own wheel (``engine`` and ``widgets``, built here) are all served from the site. Each
download is pinned by its sha256 (:data:`PYODIDE_CORE`, :data:`WHEELS`) and kept in ``.cache/live``,
so a second build needs no network.

How a page is made (see ``book/_ext/live/templates/rules-book-lite/index.html.j2`` for what it shows):

- :func:`live_notebook` writes, for each chapter, a notebook of its widgets only: each widget under
  its section's heading and words from the chapter, with the chapter's anchor (``live-...``) and a
  link back to that place in the book. voici runs every code cell it is given and shows every output
  (it has no ``remove-cell``), so the chapter itself cannot be the page: its figures need matplotlib,
  which cannot load in the browser offline. The widgets draw with HTML and SVG only.
- voici 0.10.0 renders the pages; jupyterlite-pyodide-kernel 0.7.0 runs them (the combination
  ``../shared/TOOLCHAIN.md`` records). Both live in a virtual environment of their own
  (``.cache/live/tools``): voici pins versions of the build's packages the book's own stack does not
  accept.
- The kernel is told to load the local Pyodide (``pyodideUrl``), never to ask PyPI
  (``disablePyPIFallback``), and to fetch every wheel it starts with in parallel while Pyodide boots
  (``loadPyodideOptions.packages``), from a ``pyodide-lock.json`` written here that lists exactly the
  wheels shipped, each with its real sha256 (Pyodide re-packs the wheels of its full release, so the
  npm package's lock matches none of PyPI's).
- The wheels are byte-compiled by Pyodide's own CPython in Node (``book/_ext/live/py_compile_wheels.mjs``),
  which makes a page about 1 s quicker to start; without ``node`` they are shipped as source.
- A page's Python starts from a memory snapshot (:data:`SNAPSHOT`, :func:`memory_snapshot`): made in
  Node by the same Pyodide, once IPython's shell, its magics, ipywidgets and the book's widgets are
  imported (:data:`SNAPSHOT_IMPORTS`), and gzipped. The kernel's worker is changed to restore it
  (``book/_ext/live/snapshot_loader.js``, :func:`snapshot_worker`) instead of starting Python and
  importing them: a page is ready about 1 s sooner, for 10 MB more on the first visit. A
  snapshot that cannot be used costs that second back, not the page: Python starts afresh.
  ``widgets.browser.prepare`` registers with the kernel what those imports would have registered
  had a kernel been running. Without ``node`` there is no snapshot.
- Three placeholders (wheels with metadata and no module): ``sqlite3``, which the kernel installs at
  start-up but which exists only in Pyodide's full release (IPython runs without it); ``jedi``,
  which serves only completion, which voici never asks for (saves 1.9 MB); and ``micropip``, which
  only piplite uses. piplite, the kernel's ``%pip``, is a stand-in that installs nothing
  (:data:`PIPLITE_STAND_IN`: the real one costs 0.32 s of every start, for a ``%pip`` these pages never run).
- IPython imports its terminal only if ``embed()`` is called (:data:`IPYTHON_LAZY_TERMINAL`), so
  prompt_toolkit is not shipped, and pygments keeps only its Python lexer (:data:`PYGMENTS_LEXERS`).
- JupyterLite's service worker is left out (``service-worker.js`` deleted): with it, every file the
  kernel looks for while importing is a round trip through the worker (a page started about 0.6 s
  later and an update took twice as long). The page logs the failed registration and goes on.
- The lab template's two Font Awesome stylesheets on a CDN are left out (the widgets use no icons).
"""

from __future__ import annotations

import argparse
import ast
import base64
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import urllib.request
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from email.parser import Parser
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(Path(__file__).resolve().parent) not in sys.path:  # its neighbours, when loaded from its path
    sys.path.append(str(Path(__file__).resolve().parent))

import book_links  # noqa: E402
from table_of_contents import toc_notebooks  # noqa: E402

HERE = Path(__file__).resolve().parent / "live"
CACHE = ROOT / ".cache" / "live"

#: The build's own tools, in a virtual environment of their own (``.cache/live/tools``).
BUILD_TOOLS = ("voici==0.10.0", "jupyterlite-core==0.7.6", "jupyterlite-pyodide-kernel==0.7.0")
#: voici installs it, and it would try to build an xeus environment: it goes.
NOT_WANTED = ("jupyterlite-xeus",)

#: The Pyodide core from npm: its address and the tarball's sha256.
PYODIDE_VERSION = "0.29.3"
PYODIDE_CORE = (
    f"https://registry.npmjs.org/pyodide/-/pyodide-{PYODIDE_VERSION}.tgz",
    "924f3167d6bf5e553bda392615eaa82edd82a9cffc32a1cc49853a926b148c5c",
)
#: The files of the npm package a page loads.
CORE_FILES = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip")

#: The wheels from PyPI, by name==version, with their sha256: the kernel's start-up packages at the
#: versions of Pyodide 0.29.3's own lock (IPython and what it imports), ipywidgets and comm. Not
#: prompt_toolkit and wcwidth: only IPython's terminal imports them, and here it is never imported
#: (:data:`IPYTHON_LAZY_TERMINAL`).
WHEELS = {
    "asttokens==3.0.0": "e3078351a059199dd5138cb1c706e6430c05eff2ff136af5eb4790f9d28932e2",
    "decorator==5.2.1": "d316bb415a2d9e2d2b3abcc4084c6502fc09240e292cd76a76afc106a1c8e04a",
    "executing==2.2.0": "11387150cad388d62750327a53d3339fad4888b39a6fe233c3afbb54ecffd3aa",
    "ipython==9.0.2": "143ef3ea6fb1e1bffb4c74b114051de653ffb7737a3f7ab1670e657ca6ae8c44",
    "matplotlib-inline==0.2.1": "d56ce5156ba6085e00a9d54fead6ed29a9c47e215cd1bba2e976ef39f5710a76",
    "pure-eval==0.2.3": "1db8e35b67b3d218d818ae653e27f06c3aa420901fa7b081ca98cbedc874e0d0",
    "pygments==2.19.1": "9ea1544ad55cecf4b8242fab6dd35a93bbce657034b0611ee383099054ab6d8c",
    "six==1.17.0": "4721f391ed90541fddacab5acf947aa0d3dc7d27b2e1e8eda2be8970586c3274",
    "stack-data==0.6.3": "d5558e0c25a4cb0853cddad3d77da9891a08cb85dd9f9f91b9f8cd66e511e695",
    "traitlets==5.14.3": "b74e89e397b1ed28cc831db7aea759ba6640cb3de13090ca145426688ff1ac4f",
    "comm==0.2.3": "c615d91d75f7f04f095b30d1c1711babd43bdc6419c1be9886a85f2f4e489417",
    "ipywidgets==8.1.9": "f2b8cbcaae10252b809fbe4d7470db75c09b769a32cbf816d20e5ca6d3c5a79d",
}
#: Where jupyterlite-pyodide-kernel keeps its scripts (and, under ``pypi``, its own wheels): in the
#: tools' ``share/jupyter/labextensions`` and in the site's ``extensions``.
KERNEL_EXTENSION = Path("@jupyterlite", "pyodide-kernel-extension", "static")
#: The kernel's own wheels, shipped inside jupyterlite-pyodide-kernel.
KERNEL_WHEELS = ("pyodide_kernel-0.7.0", "ipykernel-6.9.2")
#: Metadata-only wheels (see the module's docstring).
PLACEHOLDERS = {"sqlite3": "1.0.0", "jedi": "0.19.2", "micropip": "0.11.0"}
#: The kernel's piplite (its ``%pip``, over micropip), replaced by a stand-in that installs nothing:
#: the kernel imports ``piplite.piplite`` at every start, which imports micropip and unittest.mock
#: (0.32 s of a warm start of 3.2 s, measured in Chromium), for a ``%pip`` these pages never run.
PIPLITE_STAND_IN = {
    "piplite/__init__.py": (
        '"""The Manila Rules Book\'s stand-in for piplite (jupyterlite-pyodide-kernel\'s %pip): its live pages\n'
        'run offline with the packages they ship, and install nothing."""\n\n'
        "from .piplite import install\n\n"
        '__version__ = "0.7.0"\n'
        '__all__ = ["install", "__version__"]\n'
    ),
    "piplite/piplite.py": (
        '"""What the kernel sets at start-up, and an install that says why it cannot."""\n\n'
        "from typing import Any\n\n"
        "_PIPLITE_URLS: list[str] = []\n"
        "_PIPLITE_INDICES: dict[str, Any] = {}\n"
        "_PIPLITE_DISABLE_PYPI = True\n\n\n"
        "class PiplitePyPIDisabled(ValueError):\n"
        '    """Nothing can be installed on these pages."""\n\n\n'
        "async def install(requirements: Any, *args: Any, **kwargs: Any) -> None:\n"
        "    raise PiplitePyPIDisabled(\n"
        '        f"cannot install {requirements!r}: the book\'s live pages run offline, with the packages they ship"\n'
        "    )\n"
    ),
    "piplite/cli.py": (
        '"""%pip on these pages: it says that nothing can be installed here."""\n\n'
        "from typing import Any\n\n\n"
        "async def get_transformed_code(argv: list[str]) -> Any:\n"
        '    return "raise RuntimeError(\\"%pip: the book\'s live pages run offline and install nothing\\")"\n'
    ),
}
#: What the kernel loads while Pyodide boots (its start-up list, spelled as it checks them, and ours).
PRELOAD = ("micropip", "piplite", "sqlite3", "ipykernel", "comm", "pyodide_kernel", "jedi", "ipython",
           "ipywidgets", "manila-rules-book")
#: Dependencies the lock gives a wheel beyond its own metadata: the project declares none.
EXTRA_DEPENDS = {"manila-rules-book": ("ipywidgets",)}
#: The markers of Pyodide 0.29 (CPython 3.13 on Emscripten), to read a wheel's Requires-Dist.
PYODIDE_MARKERS = {
    "implementation_name": "cpython", "implementation_version": "3.13.2", "os_name": "posix",
    "platform_machine": "wasm32", "platform_release": "4.0.9", "platform_system": "Emscripten",
    "platform_version": "#1", "python_full_version": "3.13.2", "platform_python_implementation": "CPython",
    "python_version": "3.13", "sys_platform": "emscripten", "extra": "",
}

#: The widgets a chapter shows, by the call that makes one, and the module each comes from.
WIDGETS = {
    "DealStepper": "widgets.deal_stepper",
    "RaiseCalculator": "widgets.raise_calculator",
    "RankingExplorer": "widgets.ranking_explorer",
    "ShowdownExplainer": "widgets.showdown_explainer",
    "TrickExplainer": "widgets.trick_explainer",
    "Quiz": "widgets.quiz",
}
WIDGET_CALL = re.compile(r"^(?!from |import )[^#\n]*\b(" + "|".join(WIDGETS) + r")\(", re.M)
LIVE_BLOCK = re.compile(r'<div class="rb-live"(?: id="(?P<id>live-[a-z-]+)")?>(?P<body>.*?)</div>', re.S)
BOOK_LINK = re.compile(r'<p class="rb-book-link"><a href="/(?P<href>[^"]+)">(?P<text>[^<]*)</a></p>')
#: Where a page sits in the site: ``live/voici/render/<name>.html``, three folders below the book's root.
TO_ROOT = "../../../"

#: The site's files no page loads: JupyterLite's lab and tree apps, and the service worker (see above).
PRUNE = ("build", "voici/tree", "service-worker.js")

#: The file beside ``pyodide.js`` a page's Python starts from: its memory, gzipped (:func:`memory_snapshot`).
SNAPSHOT = "python-snapshot.gz"
#: What the snapshot has imported. First what ``import pyodide_kernel`` imports besides the kernel's own
#: packages (``make_snapshot.mjs`` refuses a snapshot that leaves one out): IPython's shell and the
#: modules its magics and completer import, traitlets, comm. Then ipywidgets and the book's widgets,
#: with the engine: a page only builds its widgets.
SNAPSHOT_IMPORTS = (
    "IPython", "IPython.core.application", "IPython.core.completer", "IPython.core.completerlib",
    "IPython.core.history", "IPython.core.interactiveshell", "IPython.core.magics", "IPython.core.shellapp",
    "IPython.extensions.storemagic", "IPython.utils.module_paths", "IPython.utils.timing",
    "IPython.utils.tokenutil", "_strptime", "getpass", "traitlets", "traitlets.config", "comm",
    "ipywidgets", "widgets.browser", *sorted(set(WIDGETS.values())),
)
#: In the kernel's scripts: which scripts it starts as its worker (``new Worker(new URL(<chunk>))``),
#: and the worker's call that starts Pyodide, which becomes ``self.rbLoadPyodide(loadPyodide, ...)``.
WORKER_CHUNK = re.compile(r"new Worker\(new URL\(\w+\.p\+\w+\.u\((\d+)\)")
LOAD_PYODIDE_CALL = re.compile(r"this\._pyodide=await ([\w$]+)\(\{indexURL:")


class LiveBuildFailed(Exception):
    """The in-browser pages could not be built; the message says which step and why."""


def say(text: str) -> None:
    print(text, flush=True)


# --- the live notebooks --------------------------------------------------------------------------------


def _paragraphs_for_live(markdown: str) -> str:
    """The words under a widget's heading, for the live page: the sentences about the static book
    (which shows a saved state) and the closing "here is the engine's answer:" are left out."""
    kept = []
    for paragraph in re.split(r"\n\s*\n", markdown.strip()):
        sentences = re.split(r"(?<=[.!?:])\s+(?=[A-Z*])", " ".join(paragraph.split()))
        sentences = [
            sentence for sentence in sentences
            if not sentence.endswith(":") and not re.search(r"static book|live page|[Hh]ere is the engine", sentence)
        ]
        if sentences:
            kept.append(" ".join(sentences))
    return "\n\n".join(kept)


@dataclass(frozen=True)
class LiveSection:
    """One widget of a chapter: the heading and words before it, its anchor, and the code that shows it."""

    heading: str
    anchor: str
    back: str
    back_text: str
    words: str
    code: str
    widget: str


def _widget_code(source: str) -> tuple[str, str]:
    """The statement that makes the widget, as a cell that shows it, and the widget's class."""
    tree = ast.parse(source)
    for statement in tree.body:
        segment = ast.get_source_segment(source, statement) or ""
        match = WIDGET_CALL.search(segment)
        if not match:
            continue
        if isinstance(statement, ast.Assign) and len(statement.targets) == 1 and isinstance(statement.targets[0], ast.Name):
            return f"{segment}\n{statement.targets[0].id}", match[1]
        if isinstance(statement, ast.Expr):
            return segment, match[1]
    raise LiveBuildFailed(f"no statement that makes a widget in {source!r}")


def live_sections(cells: list[dict[str, Any]], page: str, links: Callable[[str], str]) -> list[LiveSection]:
    """The widgets a chapter's notebook shows live, in order, each with its section (see :func:`live_notebook`);
    ``links`` turns the book's roles in the section's words into links to the book."""
    sections = []
    for index, cell in enumerate(cells):
        source = "".join(cell["source"])
        tags = cell.get("metadata", {}).get("tags", [])
        if cell["cell_type"] != "code" or "rb-book-only" in tags or not WIDGET_CALL.search(source):
            continue
        if re.search(r"\bStaticQuiz\(", source):
            continue  # the quiz the static book checks in the page: live, the Quiz asks fresh questions
        before = next("".join(c["source"]) for c in reversed(cells[:index]) if c["cell_type"] == "markdown")
        block = LIVE_BLOCK.search(before)
        if not block or not block["id"]:
            raise LiveBuildFailed(f"{page}: no live block with an anchor before {source[:50]!r}")
        back = BOOK_LINK.search(block["body"])
        if not back:
            raise LiveBuildFailed(f"{page}: the live block #{block['id']} has no link back to the book")
        heading = before[: block.start()].strip()
        words = _paragraphs_for_live(links(before[block.end():]))
        code, widget = _widget_code(source)
        sections.append(LiveSection(heading, block["id"], back["href"], back["text"], words, code, widget))
    return sections


def live_notebook(notebook: Path, root: Path = ROOT, site: Path | None = None) -> dict[str, Any] | None:
    """The in-browser page of a chapter's notebook, as a notebook (``None`` when it shows no widget).

    A first Markdown cell with the chapter's title and a link back to it; a code cell that readies the
    widgets for the browser (:func:`widgets.browser.prepare`) and imports them; then, for each widget, a Markdown cell (its
    section's heading, its ``rb-live`` block with the anchor and the way back to the book, the
    chapter's words about it) and a code cell that shows it.
    """
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    page = notebook.relative_to(root).with_suffix("").as_posix()
    built = root / "_build" / "html" if site is None else site
    sections = live_sections(
        cells, page, lambda markdown: book_links.markdown_with_links(markdown, notebook.parent, built, TO_ROOT)
    )
    if not sections:
        return None
    title_line = next(
        line for line in "".join(cells[0]["source"]).splitlines() if line.startswith("# ")
    ).removeprefix("# ").strip()
    book_page = f"{TO_ROOT}{page}.html"
    intro = (
        f"# {title_line}: live in your browser\n\n"
        f'<p class="rb-lite-intro">The widgets of <a href="{book_page}">{title_line}</a> in the book, running '
        "here in your own browser: the book's rules engine is Python, and Python runs in this page (Pyodide), "
        "so every answer is worked out as you ask, with nothing sent to a server. The first visit downloads "
        "about 31 MB; later visits start from your browser's cache. Each widget's rule links lead to the "
        "book.</p>"
    )
    imports = sorted({section.widget for section in sections})
    setup = (
        "from widgets.browser import prepare\n\n"
        "prepare()  # the rule links lead to the book; a trait set to None reaches the page as null\n"
        + "".join(f"from {WIDGETS[name]} import {name}\n" for name in imports)
    )
    out: list[dict[str, Any]] = [_markdown(intro), _code(setup.rstrip("\n"))]
    for section in sections:
        block = (
            f'<div class="rb-live" id="{section.anchor}"><p class="rb-book-link">'
            f'<a href="{TO_ROOT}{section.back}">{section.back_text}</a></p></div>'
        )
        out.append(_markdown("\n\n".join(part for part in (section.heading, block, section.words) if part)))
        out.append(_code(section.code))
    return {
        "cells": out,
        "metadata": {
            "kernelspec": {"display_name": "Python (Pyodide)", "language": "python", "name": "python"},
            "language_info": {"name": "python"},
            "title": f"{title_line}: live in your browser",
            "chapter": title_line,
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def _markdown(source: str) -> dict[str, Any]:
    return {"cell_type": "markdown", "id": hashlib.sha1(source.encode()).hexdigest()[:8], "metadata": {}, "source": source}


def _code(source: str) -> dict[str, Any]:
    return {
        "cell_type": "code", "execution_count": None, "id": hashlib.sha1(source.encode()).hexdigest()[:8],
        "metadata": {}, "outputs": [], "source": source,
    }


def book_notebooks(root: Path = ROOT) -> list[Path]:
    """The notebooks of the book, in the table of contents' order (the book's own reader of ``_toc.yml``)."""
    return [root / notebook for notebook in toc_notebooks(root)]


def index_page(titles: dict[str, str]) -> str:
    """``live/index.html``: the in-browser pages, each by its chapter's title (JupyterLite's own index
    leads to its lab app, which the site does not ship)."""
    items = "".join(f'<li><a href="voici/render/{name}.html">{html.escape(title)}</a></li>\n' for name, title in titles.items())
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        "<title>The widgets, live in your browser: Manila Rules Book</title>\n"
        "<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:44em;margin:2em auto;padding:0 1em;color:#1b1b1b}"
        "a{color:#0b4f9c}</style>\n</head>\n<body>\n<main>\n"
        "<h1>The widgets, live in your browser</h1>\n"
        "<p>Each page runs a chapter's widgets in Python, in your browser (Pyodide): nothing is sent to a "
        "server. The first page you open downloads about 31 MB; the others start from your browser's cache.</p>\n"
        f"<ul>\n{items}</ul>\n"
        '<p><a href="../index.html">Back to the book</a></p>\n</main>\n</body>\n</html>\n'
    )


def write_live_notebooks(content: Path, root: Path = ROOT, site: Path | None = None) -> dict[str, str]:
    """Write every chapter's live notebook into ``content``, named as the chapter's file
    (``manila-2.ipynb``); each page's name and its chapter's title, in the book's order."""
    content.mkdir(parents=True, exist_ok=True)
    titles = {}
    for notebook in book_notebooks(root):
        live = live_notebook(notebook, root, site)
        if live is None:
            continue
        (content / f"{notebook.stem}.ipynb").write_text(json.dumps(live, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        titles[notebook.stem] = live["metadata"]["chapter"]
    return titles


# --- downloads, pinned ---------------------------------------------------------------------------------


def sha256_of(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _download(url: str, sha256: str, target: Path) -> Path:
    """``url`` saved as ``target`` if its sha256 is ``sha256`` (kept from an earlier build when it is)."""
    if target.exists() and sha256_of(target) == sha256:
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    say(f"   downloading {url}")
    try:
        with urllib.request.urlopen(url, timeout=120) as answer:
            data = answer.read()
    except OSError as error:
        raise LiveBuildFailed(f"could not download {url} ({error}); the first build of the live pages needs the network") from error
    if hashlib.sha256(data).hexdigest() != sha256:
        raise LiveBuildFailed(f"{url} is not the file this build was checked with (its sha256 differs): not used")
    partial = target.with_suffix(target.suffix + ".part")
    partial.write_bytes(data)
    partial.replace(target)
    return target


def pyodide_core(cache: Path) -> Path:
    """The npm package's folder (``package/``) of Pyodide :data:`PYODIDE_VERSION`, downloaded once."""
    folder = cache / f"pyodide-{PYODIDE_VERSION}"
    if all((folder / "package" / name).exists() for name in (*CORE_FILES, "pyodide.mjs", "pyodide-lock.json")):
        return folder / "package"
    url, sha256 = PYODIDE_CORE
    tarball = _download(url, sha256, cache / "downloads" / url.rsplit("/", 1)[1])
    shutil.rmtree(folder, ignore_errors=True)
    with tarfile.open(tarball) as archive:
        archive.extractall(folder, filter="data")
    return folder / "package"


def pypi_wheels(cache: Path) -> list[Path]:
    """:data:`WHEELS`, downloaded once (pip, hashes required)."""
    folder = cache / "wheels"
    folder.mkdir(parents=True, exist_ok=True)

    def found(spec: str) -> Path | None:
        name, version = spec.split("==")
        stem = re.sub(r"[-_.]+", "_", name).lower()
        for wheel in folder.glob(f"{stem}-{version}-*.whl"):
            if sha256_of(wheel) == WHEELS[spec]:
                return wheel
        return None

    missing = [spec for spec in WHEELS if found(spec) is None]
    if missing:
        say(f"   downloading {len(missing)} wheels from PyPI")
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as requirements:
            requirements.writelines(f"{spec} --hash=sha256:{WHEELS[spec]}\n" for spec in missing)
        try:
            _run([sys.executable, "-m", "pip", "download", "-q", "--disable-pip-version-check", "--no-deps",
                  "--only-binary=:all:", "--python-version", "3.13", "--require-hashes", "-d", str(folder), "-r", requirements.name],
                 "pip could not download the kernel's wheels (the first build of the live pages needs the network)")
        finally:
            os.unlink(requirements.name)
    wheels = []
    for spec in WHEELS:
        wheel = found(spec)
        if wheel is None:
            raise LiveBuildFailed(f"{spec}: no wheel with the pinned sha256 after downloading")
        wheels.append(wheel)
    return wheels


def _run(command: list[str], why: str, **options: Any) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(command, capture_output=True, text=True, check=False, **options)
    if done.returncode != 0:
        output = (done.stdout + done.stderr).strip().splitlines()[-15:]
        raise LiveBuildFailed(why + ":\n" + "\n".join(f"  {line}" for line in output))
    return done


def build_tools(cache: Path) -> Path:
    """The folder of the build tools' virtual environment (:data:`BUILD_TOOLS`), made once."""
    venv = cache / "tools"
    marker = venv / "rules-book-tools.txt"
    wanted = "\n".join((*BUILD_TOOLS, *(f"-{name}" for name in NOT_WANTED))) + "\n"
    if marker.exists() and marker.read_text(encoding="utf-8") == wanted and (venv / "bin" / "voici").exists():
        return venv
    say(f"   installing {', '.join(BUILD_TOOLS)} into {venv} (the first time only)")
    shutil.rmtree(venv, ignore_errors=True)
    base = getattr(sys, "_base_executable", sys.executable)
    _run([base, "-m", "venv", str(venv)], f"could not create the virtual environment {venv}")
    python = str(venv / "bin" / "python")
    _run([python, "-m", "pip", "install", "-q", "--disable-pip-version-check", *BUILD_TOOLS],
         "pip could not install the build's tools (voici)")
    _run([python, "-m", "pip", "uninstall", "-q", "-y", *NOT_WANTED], "pip could not remove jupyterlite-xeus")
    marker.write_text(wanted, encoding="utf-8")
    return venv


# --- the wheels and their lock -------------------------------------------------------------------------


def project_wheel(root: Path, out: Path) -> Path:
    """The project's own wheel (``engine``, ``widgets`` and their data), built from a copy of the sources
    (``pip wheel`` in the project would leave a ``build/`` folder there)."""
    with tempfile.TemporaryDirectory() as temporary:
        source = Path(temporary) / "src"
        source.mkdir()
        for name in ("engine", "widgets"):
            shutil.copytree(root / name, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        for name in ("pyproject.toml", "README.md"):
            shutil.copy2(root / name, source / name)
        _run([sys.executable, "-m", "pip", "wheel", "-q", "--disable-pip-version-check", "--no-deps",
              "--no-build-isolation", "-w", str(out), str(source)], "pip could not build the project's wheel")
    (wheel,) = out.glob("manila_rules_book-*.whl")
    return wheel


def placeholder_wheel(name: str, version: str, out: Path, modules: dict[str, str] | None = None) -> Path:
    """A wheel with a name, a version and no module (see the module's docstring), or only ``modules``
    (path in the wheel: source)."""
    dist = f"{name}-{version}.dist-info"
    summary = "stand-in" if modules else "placeholder: satisfies the kernel's install at start-up; the module is not shipped"
    files = {
        **(modules or {}),
        f"{dist}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\nSummary: {summary}\n",
        f"{dist}/WHEEL": "Wheel-Version: 1.0\nGenerator: rules-book\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = [f"{path},sha256={_record_hash(text.encode())},{len(text.encode())}" for path, text in files.items()]
    files[f"{dist}/RECORD"] = "\n".join([*record, f"{dist}/RECORD,,"]) + "\n"
    wheel = out / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
        for path, text in files.items():
            archive.writestr(zipfile.ZipInfo(path, (2020, 2, 2, 0, 0, 0)), text)
    return wheel


def _record_hash(data: bytes) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def lock_entry(wheel: Path) -> dict[str, Any]:
    """A wheel's entry in ``pyodide-lock.json``: its real sha256, the modules it provides (``imports``)
    and the names it requires on Pyodide (``depends``, before they are narrowed to what is shipped)."""
    from packaging.requirements import Requirement

    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        dist_info = next(name.split("/")[0] for name in names if name.split("/")[0].endswith(".dist-info"))
        metadata = Parser().parsestr(archive.read(f"{dist_info}/METADATA").decode())
    tops = set()
    for name in names:
        head = name.split("/")[0]
        if head.endswith((".dist-info", ".data")):
            continue
        if "/" in name:
            tops.add(head)
        elif name.endswith((".py", ".pyc")):
            tops.add(name.rsplit(".", 1)[0])
    depends = []
    for line in metadata.get_all("Requires-Dist") or []:
        requirement = Requirement(line)
        if requirement.marker is None or requirement.marker.evaluate(PYODIDE_MARKERS):
            depends.append(requirement.name)
    return {
        "name": metadata["Name"],
        "version": metadata["Version"],
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": sha256_of(wheel),
        "package_type": "package",
        "imports": sorted(top for top in tops if top.isidentifier()),
        "depends": depends,
        "unvendored_tests": False,
        "shared_library": False,
    }


def write_lock(folder: Path, upstream: dict[str, Any]) -> dict[str, Any]:
    """``folder/pyodide-lock.json`` for the wheels in ``folder``: Pyodide's ``info``, one entry per wheel.

    A wheel's ``depends`` is Pyodide's own list where its lock has one (IPython's leaves out what it
    does not import at start-up), else the wheel's Requires-Dist, each kept only if shipped, plus
    :data:`EXTRA_DEPENDS`. A lock that lists only what is shipped makes ``import numpy`` fail at once
    rather than look for a wheel that is not there.
    """
    entries: dict[str, dict[str, Any]] = {}
    for wheel in sorted(folder.glob("*.whl")):
        entry = lock_entry(wheel)
        key = _normal(entry["name"])
        if key in entries:
            raise LiveBuildFailed(f"two wheels for {key} in {folder}")
        entries[key] = entry
    for key, entry in entries.items():
        own = upstream["packages"].get(key, {}).get("depends")
        names = own if own else entry["depends"]
        entry["depends"] = [_normal(name) for name in names if _normal(name) in entries]
        entry["depends"] += list(EXTRA_DEPENDS.get(key, ()))
    lock = {"info": upstream["info"], "packages": dict(sorted(entries.items()))}
    (folder / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n", encoding="utf-8")
    return lock


#: IPython's package imports its terminal (``from .terminal.embed import embed``), and with it
#: prompt_toolkit, for an ``embed()`` a kernel never calls: in the pages' copy of IPython that import
#: waits until ``embed`` is called (about 0.1 s of every start).
IPYTHON_EAGER_TERMINAL = "from .terminal.embed import embed\n"
IPYTHON_LAZY_TERMINAL = (
    "def embed(*args, **kwargs):  # the Manila Rules Book's pages: the terminal is imported when called\n"
    "    from .terminal.embed import embed as terminal_embed\n\n"
    "    return terminal_embed(*args, **kwargs)\n"
)


#: What the pages keep of pygments's 250 lexer modules: IPython highlights only Python (its tracebacks,
#: its inspector). Unpacking the other files took 0.14 s of every start.
PYGMENTS_LEXERS = ("pygments/lexers/__init__.py", "pygments/lexers/_mapping.py", "pygments/lexers/python.py")


def lighter_pygments(wheel: Path, out: Path) -> Path:
    """A copy of pygments's wheel with only the lexers of :data:`PYGMENTS_LEXERS`."""
    out.mkdir(parents=True, exist_ok=True)
    copy = out / wheel.name
    with zipfile.ZipFile(wheel) as source, zipfile.ZipFile(copy, "w", zipfile.ZIP_DEFLATED) as target:
        names = source.namelist()
        missing = [name for name in PYGMENTS_LEXERS if name not in names]
        if missing:
            raise LiveBuildFailed(f"{wheel.name} has no {missing}: check which lexers IPython needs before shipping")
        for info in source.infolist():
            if info.filename.startswith("pygments/lexers/") and info.filename not in PYGMENTS_LEXERS:
                continue
            target.writestr(info, source.read(info))
    return copy


def lazy_ipython_terminal(wheel: Path, out: Path) -> Path:
    """A copy of IPython's wheel whose package imports its terminal only when ``embed`` is called."""
    out.mkdir(parents=True, exist_ok=True)
    copy = out / wheel.name
    with zipfile.ZipFile(wheel) as source, zipfile.ZipFile(copy, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            data = source.read(info)
            if info.filename == "IPython/__init__.py":
                text = data.decode("utf-8")
                if text.count(IPYTHON_EAGER_TERMINAL) != 1:
                    raise LiveBuildFailed(f"{wheel.name}: IPython/__init__.py no longer imports its terminal as expected")
                data = text.replace(IPYTHON_EAGER_TERMINAL, IPYTHON_LAZY_TERMINAL).encode("utf-8")
            target.writestr(info, data)
    return copy


def byte_compile(core: Path, wheels: list[Path], out: Path) -> list[Path]:
    """The wheels with every module byte-compiled by Pyodide's CPython (in Node); as they are without ``node``."""
    node = shutil.which("node")
    if node is None:
        say("   no node: the wheels are shipped as source (a page starts about 1 s later)")
        return wheels
    with tempfile.TemporaryDirectory() as temporary:
        source = Path(temporary)
        for wheel in wheels:
            shutil.copy2(wheel, source / wheel.name)
        out.mkdir(parents=True, exist_ok=True)
        _run([node, str(HERE / "py_compile_wheels.mjs"), str(core), str(source), str(out)],
             "node could not byte-compile the wheels")
    return [out / wheel.name for wheel in wheels]


def pyodide_folder(core: Path, wheels: list[Path], out: Path) -> dict[str, Any]:
    """The site's ``static/pyodide``: the core, the wheels, the placeholders and their lock."""
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    for name in CORE_FILES:
        shutil.copy2(core / name, out / name)
    for wheel in wheels:
        shutil.copy2(wheel, out / wheel.name)
    for name, version in PLACEHOLDERS.items():
        placeholder_wheel(name, version, out)
    upstream = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))
    lock = write_lock(out, upstream)
    missing = [name for name in PRELOAD if _normal(name) not in lock["packages"]]
    if missing:
        raise LiveBuildFailed(f"the kernel's start-up packages {missing} are not in the lock")
    return lock


def memory_snapshot(core: Path, folder: Path) -> dict[str, int] | None:
    """``folder/python-snapshot.gz``: Python's memory once the kernel's libraries and the widgets are
    imported (``book/_ext/live/make_snapshot.mjs``, run by ``node`` over ``folder``'s wheels), and its sizes;
    None without ``node``.

    A page restores it instead of starting Python and importing them (about 1 s of each start), at
    the cost of downloading it once. The snapshot is made in Node by the same Pyodide build the pages
    load (Pyodide refuses one made by another build), from the same byte-compiled wheels.
    """
    node = shutil.which("node")
    if node is None:
        say("   no node: no memory snapshot (a page starts Python and imports IPython itself, about 1 s later)")
        return None
    done = _run([node, str(HERE / "make_snapshot.mjs"), str(core), str(folder), str(folder / SNAPSHOT),
                 json.dumps(SNAPSHOT_IMPORTS)], "node could not make Python's memory snapshot")
    sizes: dict[str, int] = json.loads(done.stdout.strip().splitlines()[-1])
    return sizes


def snapshot_worker(live: Path) -> list[str]:
    """Make the kernel's worker scripts start Python through ``book/_ext/live/snapshot_loader.js``
    (it restores :data:`SNAPSHOT`, or starts Python afresh); the scripts changed."""
    static = live / "extensions" / KERNEL_EXTENSION
    chunks = {chunk for script in static.glob("*.js") for chunk in WORKER_CHUNK.findall(script.read_text(encoding="utf-8"))}
    loader = (HERE / "snapshot_loader.js").read_text(encoding="utf-8")
    changed = []
    for chunk in sorted(chunks):
        script = next(static.glob(f"{chunk}.*.js"), None)
        if script is None:
            raise LiveBuildFailed(f"the kernel starts its worker from chunk {chunk}, which is not in {static}")
        text, count = LOAD_PYODIDE_CALL.subn(r"this._pyodide=await self.rbLoadPyodide(\1,{indexURL:", script.read_text(encoding="utf-8"))
        if count != 1:
            raise LiveBuildFailed(f"{script.name}: the kernel's worker starts Pyodide {count} times, not once as expected")
        script.write_text(loader + text, encoding="utf-8")
        changed.append(script.name)
    if not changed:
        raise LiveBuildFailed(f"no worker of the kernel found in {static}")
    return changed


def lite_config(snapshot_sha256: str | None = None) -> dict[str, Any]:
    """``jupyter-lite.json``: the kernel loads the local Pyodide, never asks PyPI, and preloads its wheels;
    given the snapshot's sha256, its Python starts from :data:`SNAPSHOT`.

    The snapshot's address carries its hash (``?sha256=``), as JupyterLite's own scripts carry theirs:
    a browser holding an older build's snapshot in its cache fetches this one, never starting this
    build's page with the other's Python (an older page asks for the older snapshot, which the host no
    longer has, and starts Python afresh)."""
    options: dict[str, Any] = {"packages": list(PRELOAD)}
    if snapshot_sha256 is not None:
        options["rbSnapshot"] = f"{SNAPSHOT}?sha256={snapshot_sha256}"
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Manila Rules Book, live",
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "pyodideUrl": "./static/pyodide/pyodide.js",
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": options,
                }
            },
        },
    }


def template_path(tools: Path, out: Path) -> Path:
    """A ``JUPYTER_PATH`` folder with the lab template without its CDN stylesheets (``lab-offline``)
    and our template over it (``rules-book-lite``, from ``book/_ext/live/templates``)."""
    lab = tools / "share" / "jupyter" / "voila" / "templates" / "lab"
    offline = out / "voila" / "templates" / "lab-offline"
    shutil.copytree(lab, offline)
    text = (lab / "index.html.j2").read_text(encoding="utf-8")
    kept = "".join(line for line in text.splitlines(keepends=True) if "fontawesome" not in line)
    if re.search(r"""(?:href|src)=["']?(?:https?:)?//""", kept):
        raise LiveBuildFailed("the lab template links another host besides Font Awesome: check it before shipping")
    (offline / "index.html.j2").write_text(kept, encoding="utf-8")
    (offline / "conf.json").write_text('{"base_template": "lab"}\n', encoding="utf-8")  # lab's files: its CSS
    shutil.copytree(HERE / "templates" / "rules-book-lite", out / "voila" / "templates" / "rules-book-lite")
    return out


# --- the build -----------------------------------------------------------------------------------------


def build(site: Path, root: Path = ROOT, cache: Path = CACHE, report: Callable[[str], None] = say) -> dict[str, Any]:
    """Build the in-browser pages into ``site/live``; what was built (pages, sizes, seconds)."""
    started = time.monotonic()
    live = site / "live"
    report("== the live pages in the browser (Pyodide)")
    tools = build_tools(cache)
    core = pyodide_core(cache)
    downloaded = pypi_wheels(cache)
    with tempfile.TemporaryDirectory(prefix="rules-book-live-") as temporary:
        work = Path(temporary)
        ours = project_wheel(root, work / "ours")
        kernel = tools / "share" / "jupyter" / "labextensions" / KERNEL_EXTENSION / "pypi"
        own = [next(kernel.glob(f"{stem}-*.whl")) for stem in KERNEL_WHEELS]
        piplite = placeholder_wheel("piplite", "0.7.0", work / "ours", PIPLITE_STAND_IN)
        lighter = {"ipython-": lazy_ipython_terminal, "pygments-": lighter_pygments}
        downloaded = [
            next((make(wheel, work / "lighter") for prefix, make in lighter.items() if wheel.name.startswith(prefix)), wheel)
            for wheel in downloaded
        ]
        wheels = byte_compile(core, [*downloaded, *own, piplite, ours], work / "compiled")
        lite = work / "lite"
        lock = pyodide_folder(core, wheels, lite / "static" / "pyodide")
        snapshot = memory_snapshot(core, lite / "static" / "pyodide")
        config = lite_config(None if snapshot is None else sha256_of(lite / "static" / "pyodide" / SNAPSHOT))
        (lite / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
        titles = write_live_notebooks(work / "content", root, site)
        jupyter_path = template_path(tools, work / "jupyter")
        shutil.rmtree(live, ignore_errors=True)
        environment = {**os.environ, "JUPYTER_PATH": str(jupyter_path)}
        _run([str(tools / "bin" / "voici"), "build", "--contents", str(work / "content"), "--output-dir", str(live),
              "--no-sourcemaps", "--template", "rules-book-lite"],
             "voici could not build the live pages", cwd=lite, env=environment)
    for name in PRUNE:
        path = live / name
        if path.is_dir():
            shutil.rmtree(path)
        elif path.exists():
            path.unlink()
    workers = snapshot_worker(live) if snapshot is not None else []
    names = list(titles)
    (live / "index.html").write_text(index_page(titles), encoding="utf-8")
    (live / "voici" / "index.html").write_text(
        '<!DOCTYPE html>\n<meta charset="utf-8">\n<meta http-equiv="refresh" content="0; url=../index.html">\n'
        '<title>The widgets, live in your browser</title>\n<a href="../index.html">The widgets, live in your browser</a>\n',
        encoding="utf-8",
    )
    missing = [name for name in names if not (live / "voici" / "render" / f"{name}.html").exists()]
    if missing:
        raise LiveBuildFailed(f"voici wrote no page for {missing}")
    size = sum(path.stat().st_size for path in live.rglob("*") if path.is_file())
    seconds = time.monotonic() - started
    if snapshot is not None:
        report(f"   Python's memory snapshot: {snapshot['memory'] / 1e6:.1f} MB, {snapshot['gzipped'] / 1e6:.1f} MB gzipped, "
               f"{snapshot['modules']} modules imported; the kernel's worker ({', '.join(workers)}) starts from it")
    report(f"   {live}: {len(names)} pages, {len(lock['packages'])} wheels, {size / 1e6:.1f} MB, in {seconds:.0f} s")
    return {"pages": names, "wheels": sorted(lock["packages"]), "bytes": size, "seconds": seconds, "snapshot": snapshot}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=ROOT / "_build" / "html", help="the built book (default: _build/html)")
    parser.add_argument("--cache", type=Path, default=CACHE, help="the downloads and the build's tools (default: .cache/live)")
    args = parser.parse_args(argv)
    try:
        build(args.site.resolve(), cache=args.cache.resolve())
    except LiveBuildFailed as error:
        print(f"live pages: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
