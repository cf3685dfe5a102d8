"""The book's widgets live in the reader's own browser: Python for every chapter page, from the site itself.

Built after the book, into the site's ``live/`` folder (``python book/_ext/live_site.py --site
_build/html``; ``book/_ext/serve.py`` runs it as part of every build)::

    live/pyodide/                     the Python runtime (Pyodide), every wheel its pages load, their lock,
                                      and Python's memory snapshot
    live/chapters/<page>.json         for each page of the book with widgets (``book/games/manila-2``, ...):
                                      the code of each widget, the saved view it replaces, and what to load

A chapter page does the rest (``book/_ext/static/live_book.js``, added by ``rules_book.py`` to the pages
that show widgets): it starts one Python per page in a Web Worker (``static/live_worker.js``), which
makes the chapter's widgets (:class:`widgets.browser.Page`), and it draws each live widget where the
book shows its saved picture, with the vendored ipywidgets manager. There is no Jupyter kernel and no
separate page: the book's own page, with its navigation, search and theme, is the page that works.

Nothing is fetched from another host when a page runs: the Pyodide core (from npm), the pure-Python
wheels the widgets import (from PyPI, at the versions of Pyodide's own lock: ipywidgets imports
IPython), and the project's own wheel (``engine`` and ``widgets``, built here) are all served from the
site. Each download is pinned by its sha256 (:data:`PYODIDE_CORE`, :data:`WHEELS`) and kept in
``.cache/live``, so a second build needs no network.

- The code of each widget is the chapter's own (:func:`chapter_widgets`): the statement in the
  notebook that makes it, with the import of its class. Every widget view the book shows must have
  live code, or the build fails: a page must never wait for a widget that cannot come.
- The chapter's live quiz (the ``Quiz`` cell the book removes, ``remove-cell``) takes the place of the
  static quiz the book shows once it is ready (``replaces: "quiz"``).
- Pyodide loads every wheel from a ``pyodide-lock.json`` written here that lists exactly the wheels
  shipped, each with its real sha256 (Pyodide re-packs the wheels of its full release, so the npm
  package's lock matches none of PyPI's).
- The wheels are byte-compiled by Pyodide's own CPython in Node (``book/_ext/live/py_compile_wheels.mjs``),
  which makes a page about 1 s quicker to start; without ``node`` they are shipped as source.
- A page's Python starts from a memory snapshot (:data:`SNAPSHOT`, :func:`memory_snapshot`): made in
  Node by the same Pyodide once ipywidgets, the book's widgets and the engine are imported
  (:data:`SNAPSHOT_IMPORTS`), and gzipped. Its address carries its sha256, so a browser holding an
  older build's snapshot fetches this one. A snapshot that cannot be used costs that time back, not
  the page: Python starts afresh. Without ``node`` there is no snapshot.
- IPython imports its terminal only if ``embed()`` is called (:data:`IPYTHON_LAZY_TERMINAL`), so
  prompt_toolkit is not shipped, and pygments keeps only its Python lexer (:data:`PYGMENTS_LEXERS`).
"""

from __future__ import annotations

import argparse
import ast
import hashlib
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
from email.parser import Parser
from pathlib import Path
from typing import Any

from book._ext.table_of_contents import toc_notebooks

ROOT = Path(__file__).resolve().parents[2]

HERE = Path(__file__).resolve().parent / "live"
CACHE = ROOT / ".cache" / "live"

#: The Pyodide core from npm: its address and the tarball's sha256.
PYODIDE_VERSION = "0.29.3"
PYODIDE_CORE = (
    f"https://registry.npmjs.org/pyodide/-/pyodide-{PYODIDE_VERSION}.tgz",
    "924f3167d6bf5e553bda392615eaa82edd82a9cffc32a1cc49853a926b148c5c",
)
#: The files of the npm package a page loads.
CORE_FILES = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip")

#: The wheels from PyPI, by name==version, with their sha256: ipywidgets, comm, traitlets, and IPython
#: with what it imports (ipywidgets imports IPython), at the versions of Pyodide 0.29.3's own lock. Not
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
#: The project's own wheel, by its name in the lock.
PROJECT = "manila-rules-book"
#: Dependencies the lock gives a wheel beyond its own metadata: the project declares none.
EXTRA_DEPENDS = {PROJECT: ("ipywidgets",)}
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
#: A widget's saved view in a notebook's outputs.
VIEW_MIME = "application/vnd.jupyter.widget-view+json"

#: The file beside ``pyodide.js`` a page's Python starts from: its memory, gzipped (:func:`memory_snapshot`).
SNAPSHOT = "python-snapshot.gz"
#: What the snapshot has imported: ipywidgets (and the IPython it imports) and the book's widgets, with
#: the engine, so that a page only makes its widgets.
SNAPSHOT_IMPORTS = ("ipywidgets", "widgets.browser", "widgets.render.formatters", *sorted(set(WIDGETS.values())))


class LiveBuildFailed(Exception):
    """The live widgets could not be built; the message says which step and why."""


def say(text: str) -> None:
    print(text, flush=True)


# --- each chapter's widgets ----------------------------------------------------------------------------


def _widget_code(source: str) -> tuple[str, str]:
    """The statement that makes the widget, as code whose last line is the widget, and the widget's class."""
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


def _tags(cell: dict[str, Any]) -> list[str]:
    return list(cell.get("metadata", {}).get("tags", []))


def _views(cell: dict[str, Any]) -> list[str]:
    """The model ids of the widget views a cell's stored outputs show."""
    return [
        str(output["data"][VIEW_MIME]["model_id"])
        for output in cell.get("outputs", [])
        if VIEW_MIME in output.get("data", {})
    ]


def chapter_widgets(cells: list[dict[str, Any]], page: str) -> list[dict[str, Any]]:
    """The widgets a chapter's page makes live, in order: for each, its ``code`` (the import of its class
    and the chapter's statement that makes it), the saved ``view`` it replaces (the model id the book's
    page shows, from the first view stored at or after the statement), or ``replaces: "quiz"`` for the
    live quiz the book removes (it takes the static quiz's place), and its class.

    Every widget view the book shows must be replaced by a live widget: a page would otherwise say
    "starting" over a widget that never comes, so the build fails instead.
    """
    widgets: list[dict[str, Any]] = []
    shown = [
        view
        for cell in cells
        if cell["cell_type"] == "code" and "remove-cell" not in _tags(cell) and "remove-output" not in _tags(cell)
        for view in _views(cell)
    ]
    for index, cell in enumerate(cells):
        source = "".join(cell["source"])
        if cell["cell_type"] != "code" or "rb-book-only" in _tags(cell) or not WIDGET_CALL.search(source):
            continue
        if re.search(r"\bStaticQuiz\(", source):
            continue  # the quiz the book checks in the page, without Python
        code, widget = _widget_code(source)
        entry: dict[str, Any] = {"widget": widget, "code": f"from {WIDGETS[widget]} import {widget}\n{code}"}
        if "remove-cell" in _tags(cell):
            if widget != "Quiz":
                raise LiveBuildFailed(f"{page}: a {widget} the book removes has no place to go live")
            entry["replaces"] = "quiz"
        else:
            following = (view for later in cells[index:] if later["cell_type"] == "code" for view in _views(later))
            view = next(following, None)
            if view is None or view not in shown:
                raise LiveBuildFailed(f"{page}: the {widget} made by {source[:60]!r} shows no view in the book")
            entry["view"] = view
        widgets.append(entry)
    missing = set(shown) - {entry.get("view") for entry in widgets}
    if missing:
        raise LiveBuildFailed(f"{page}: the book shows widget views with no live code: {sorted(missing)}")
    return widgets


def book_notebooks(root: Path = ROOT) -> list[Path]:
    """The notebooks of the book, in the table of contents' order (the book's own reader of ``_toc.yml``)."""
    return [root / notebook for notebook in toc_notebooks(root)]


def book_widgets(root: Path = ROOT) -> dict[str, list[dict[str, Any]]]:
    """Every page of the book with widgets, in the book's order, and its widgets (:func:`chapter_widgets`)."""
    pages = {}
    for notebook in book_notebooks(root):
        page = notebook.relative_to(root).with_suffix("").as_posix()
        widgets = chapter_widgets(json.loads(notebook.read_text(encoding="utf-8"))["cells"], page)
        if widgets:
            pages[page] = widgets
    return pages


def write_chapters(out: Path, runtime: dict[str, Any], root: Path = ROOT,
                   pages: dict[str, list[dict[str, Any]]] | None = None) -> dict[str, int]:
    """``out/<page>.json`` for every page of the book with widgets (``pages``, else :func:`book_widgets`):
    its widgets and ``runtime`` (what the worker loads); how many widgets each page makes live."""
    written = {}
    for page, widgets in (book_widgets(root) if pages is None else pages).items():
        target = out / f"{page}.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps({"page": page, "widgets": widgets, **runtime}, indent=1) + "\n", encoding="utf-8")
        written[page] = len(widgets)
    return written


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
                 "pip could not download the widgets' wheels (the first build of the live pages needs the network)")
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
        entries[key] = {**entry, "name": key}  # Pyodide reports a loaded wheel by this name: the lock's own key
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
    """The site's ``live/pyodide``: the core, the wheels and their lock."""
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    for name in CORE_FILES:
        shutil.copy2(core / name, out / name)
    for wheel in wheels:
        shutil.copy2(wheel, out / wheel.name)
    upstream = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))
    lock = write_lock(out, upstream)
    if PROJECT not in lock["packages"]:
        raise LiveBuildFailed(f"the project's wheel ({PROJECT}) is not in the lock")
    return lock


def memory_snapshot(core: Path, folder: Path, codes: list[str]) -> dict[str, int] | None:
    """``folder/python-snapshot.gz``: Python's memory once ipywidgets and the book's widgets are
    imported (``book/_ext/live/make_snapshot.mjs``, run by ``node`` over ``folder``'s wheels), and its sizes;
    None without ``node``.

    ``codes``: the code of every chapter's widgets, each made once before the snapshot is taken (and let
    go), so that what making one imports or reads is in the snapshot too: a page restores it and makes
    its widgets before it unpacks any wheel, and the build fails if a widget cannot be made so.

    A page restores it instead of starting Python and importing them (about 1 s of each start), at
    the cost of downloading it once. The snapshot is made in Node by the same Pyodide build the pages
    load (Pyodide refuses one made by another build), from the same byte-compiled wheels.
    """
    node = shutil.which("node")
    if node is None:
        say("   no node: no memory snapshot (a page starts Python and imports the widgets itself, about 1 s later)")
        return None
    with tempfile.TemporaryDirectory() as temporary:
        widgets = Path(temporary) / "widgets.json"
        widgets.write_text(json.dumps(codes), encoding="utf-8")
        done = _run([node, str(HERE / "make_snapshot.mjs"), str(core), str(folder), str(folder / SNAPSHOT),
                     json.dumps(SNAPSHOT_IMPORTS), str(widgets)], "node could not make Python's memory snapshot")
    sizes: dict[str, int] = json.loads(done.stdout.strip().splitlines()[-1])
    return sizes


# --- the build -----------------------------------------------------------------------------------------


def first_visit_bytes(folder: Path, packages: list[str], lock: dict[str, Any], snapshot: bool) -> int:
    """What a page's first visit downloads from ``folder`` (the runtime, every wheel, the snapshot)."""
    files = [*CORE_FILES, "pyodide-lock.json", *(lock["packages"][name]["file_name"] for name in packages)]
    if snapshot:
        files.append(SNAPSHOT)
    return sum((folder / name).stat().st_size for name in files)


def build(site: Path, root: Path = ROOT, cache: Path = CACHE, report: Callable[[str], None] = say) -> dict[str, Any]:
    """Build the live widgets' Python into ``site/live``; what was built (pages, wheels, sizes, seconds)."""
    started = time.monotonic()
    live = site / "live"
    report("== the widgets' Python for the reader's browser (Pyodide)")
    pages = book_widgets(root)
    core = pyodide_core(cache)
    downloaded = pypi_wheels(cache)
    with tempfile.TemporaryDirectory(prefix="rules-book-live-") as temporary:
        work = Path(temporary)
        ours = project_wheel(root, work / "ours")
        lighter = {"ipython-": lazy_ipython_terminal, "pygments-": lighter_pygments}
        downloaded = [
            next((make(wheel, work / "lighter") for prefix, make in lighter.items() if wheel.name.startswith(prefix)), wheel)
            for wheel in downloaded
        ]
        wheels = byte_compile(core, [*downloaded, ours], work / "compiled")
        staged = work / "pyodide"
        lock = pyodide_folder(core, wheels, staged)
        snapshot = memory_snapshot(core, staged, [entry["code"] for widgets in pages.values() for entry in widgets])
        shutil.rmtree(live, ignore_errors=True)
        live.mkdir(parents=True)
        shutil.copytree(staged, live / "pyodide")
    folder = live / "pyodide"
    packages = sorted(lock["packages"])
    runtime = {
        "packages": packages,
        "wheels": [lock["packages"][name]["file_name"] for name in packages],
        "snapshot": None if snapshot is None else f"{SNAPSHOT}?sha256={sha256_of(folder / SNAPSHOT)}",
        "download_mb": round(first_visit_bytes(folder, packages, lock, snapshot is not None) / 1e6),
    }
    written = write_chapters(live / "chapters", runtime, root, pages)
    size = sum(path.stat().st_size for path in live.rglob("*") if path.is_file())
    seconds = time.monotonic() - started
    if snapshot is not None:
        report(f"   Python's memory snapshot: {snapshot['memory'] / 1e6:.1f} MB, {snapshot['gzipped'] / 1e6:.1f} MB gzipped, "
               f"{snapshot['modules']} modules imported; from it, {snapshot['widgets']} widgets made with no wheel "
               f"unpacked ({snapshot['imported_later']} modules imported on the way)")
    report(f"   {live}: {len(written)} pages with {sum(written.values())} live widgets, {len(packages)} wheels, "
           f"{size / 1e6:.1f} MB (a first visit downloads about {runtime['download_mb']} MB), in {seconds:.0f} s")
    return {"pages": written, "wheels": packages, "bytes": size, "seconds": seconds, "snapshot": snapshot,
            "download_mb": runtime["download_mb"]}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=ROOT / "_build" / "html", help="the built book (default: _build/html)")
    parser.add_argument("--cache", type=Path, default=CACHE, help="the downloads (default: .cache/live)")
    args = parser.parse_args(argv)
    try:
        build(args.site.resolve(), cache=args.cache.resolve())
    except LiveBuildFailed as error:
        print(f"live widgets: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
