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
site. Each download is pinned by its sha256 and kept in ``.cache/live``, so a second build needs no
network. What the build relies on in Pyodide and those wheels (the versions, the pins, their private
names, the changes made to wheels) is in one module, ``book/_ext/browser_runtime.py``, which checks the
downloaded runtime before the build uses it.

- The code of each widget is the chapter's own (:func:`chapter_widgets`, over the chapter's widgets as
  ``book/_ext/chapters.py`` reads them, by the list of widgets in ``widgets/registry.py``): the
  statement in the notebook that makes it, with the import of its class. Every widget view the book
  shows must have live code, or the build fails: a page must never wait for a widget that cannot come.
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
  older build's snapshot fetches this one; each chapter's file carries the sha256 of its memory
  (``snapshot_sha256``, :func:`snapshot_sha256`), which the page's worker checks before restoring it:
  a swapped or half-deployed snapshot is never run. A snapshot that cannot be used (or checked) costs
  that time back, not the page: Python starts afresh. Without ``node`` there is no snapshot.
- IPython imports its terminal only if ``embed()`` is called, so prompt_toolkit is not shipped, and
  pygments keeps only its Python lexer (``browser_runtime.shipped_copy``).
"""

from __future__ import annotations

import argparse
import gzip
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

from book._ext import browser_runtime
from book._ext.chapters import Chapter, book_chapters
from widgets.registry import live_modules

ROOT = Path(__file__).resolve().parents[2]

HERE = Path(__file__).resolve().parent / "live"
CACHE = ROOT / ".cache" / "live"

#: The project's own wheel, by its name in the lock.
PROJECT = "manila-rules-book"
#: Dependencies the lock gives a wheel beyond its own metadata: the project declares none.
EXTRA_DEPENDS = {PROJECT: ("ipywidgets",)}

#: The file beside ``pyodide.js`` a page's Python starts from: its memory, gzipped (:func:`memory_snapshot`).
SNAPSHOT = "python-snapshot.gz"
#: What the snapshot has imported: ipywidgets (and the IPython it imports) and the book's widgets, with
#: the engine, so that a page only makes its widgets.
SNAPSHOT_IMPORTS = ("ipywidgets", "widgets.browser", "widgets.render.formatters", *live_modules())


class LiveBuildFailed(Exception):
    """The live widgets could not be built; the message says which step and why."""


def say(text: str) -> None:
    print(text, flush=True)


# --- each chapter's widgets ----------------------------------------------------------------------------


def chapter_widgets(chapter: Chapter) -> list[dict[str, Any]]:
    """The widgets a chapter's page makes live (:func:`book._ext.chapters.read_chapter`), in order: for
    each, its ``code`` (the import of its class and the chapter's statement that makes it), the saved
    ``view`` it replaces (the model id the book's page shows), or what it ``replaces`` when the book
    removes its cell (the live quiz takes the static quiz's place), and its class. Not the widgets of
    cells for the book only (``rb-book-only``), nor those that never come alive (the static quiz).

    Every widget view the book shows must be replaced by a live widget: a page would otherwise say
    "starting" over a widget that never comes, so the build fails instead.
    """
    page = chapter.page
    for call in chapter.unplaced:
        if "rb-book-only" not in call.tags:
            raise LiveBuildFailed(f"{page}: no statement that makes a widget in {call.source!r}")
    entries: list[dict[str, Any]] = []
    for made in chapter.widgets:
        if "rb-book-only" in made.tags or not made.widget.live:
            continue
        entry: dict[str, Any] = {"widget": made.widget.name, "code": made.code}
        if made.removed:
            if made.widget.replaces is None:
                raise LiveBuildFailed(f"{page}: a {made.widget.name} the book removes has no place to go live")
            entry["replaces"] = made.widget.replaces
        else:
            if made.view is None or made.view not in chapter.shown:
                raise LiveBuildFailed(f"{page}: the {made.widget.name} made by {made.statement[:60]!r} shows no view in the book")
            entry["view"] = made.view
        entries.append(entry)
    missing = set(chapter.shown) - {entry.get("view") for entry in entries}
    if missing:
        raise LiveBuildFailed(f"{page}: the book shows widget views with no live code: {sorted(missing)}")
    return entries


def book_widgets(root: Path = ROOT) -> dict[str, list[dict[str, Any]]]:
    """Every page of the book with widgets, in the book's order, and its widgets (:func:`chapter_widgets`)."""
    pages = {}
    for chapter in book_chapters(root):
        widgets = chapter_widgets(chapter)
        if widgets:
            pages[chapter.page] = widgets
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


def core_tarball(cache: Path) -> Path:
    """The npm package of Pyodide :data:`~book._ext.browser_runtime.PYODIDE_VERSION`, downloaded once."""
    url, sha256 = browser_runtime.PYODIDE_CORE
    return _download(url, sha256, cache / "downloads" / url.rsplit("/", 1)[1])


def pyodide_core(cache: Path, tarball: Path) -> Path:
    """The npm package's folder (``package/``), unpacked once from ``tarball``."""
    folder = cache / f"pyodide-{browser_runtime.PYODIDE_VERSION}"
    if all((folder / "package" / name).exists() for name in (*browser_runtime.CORE_FILES, "pyodide.mjs", "pyodide-lock.json")):
        return folder / "package"
    shutil.rmtree(folder, ignore_errors=True)
    with tarfile.open(tarball) as archive:
        archive.extractall(folder, filter="data")
    return folder / "package"


def pypi_wheels(cache: Path) -> list[Path]:
    """:data:`~book._ext.browser_runtime.WHEELS`, downloaded once (pip, hashes required)."""
    folder = cache / "wheels"
    folder.mkdir(parents=True, exist_ok=True)

    def found(spec: str) -> Path | None:
        name, version = spec.split("==")
        stem = re.sub(r"[-_.]+", "_", name).lower()
        for wheel in folder.glob(f"{stem}-{version}-*.whl"):
            if sha256_of(wheel) == browser_runtime.WHEELS[spec]:
                return wheel
        return None

    missing = [spec for spec in browser_runtime.WHEELS if found(spec) is None]
    if missing:
        say(f"   downloading {len(missing)} wheels from PyPI")
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as requirements:
            requirements.writelines(f"{spec} --hash=sha256:{browser_runtime.WHEELS[spec]}\n" for spec in missing)
        try:
            _run([sys.executable, "-m", "pip", "download", "-q", "--disable-pip-version-check", "--no-deps",
                  "--only-binary=:all:", "--python-version", "3.13", "--require-hashes", "-d", str(folder), "-r", requirements.name],
                 "pip could not download the widgets' wheels (the first build of the live pages needs the network)")
        finally:
            os.unlink(requirements.name)
    wheels = []
    for spec in browser_runtime.WHEELS:
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
        if requirement.marker is None or requirement.marker.evaluate(browser_runtime.PYODIDE_MARKERS):
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
    for name in browser_runtime.CORE_FILES:
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


def snapshot_sha256(path: Path) -> str:
    """The sha256 of the snapshot's memory (``path`` un-gzipped): what a page's worker checks before it
    restores Python from it (``static/live_worker.js``: ``verified``), whether the host sends the file
    as it is or has the browser un-gzip it (``Content-Encoding: gzip``)."""
    return hashlib.sha256(gzip.decompress(path.read_bytes())).hexdigest()


# --- the build -----------------------------------------------------------------------------------------


def first_visit_bytes(folder: Path, packages: list[str], lock: dict[str, Any], snapshot: bool) -> int:
    """What a page's first visit downloads from ``folder`` (the runtime, every wheel, the snapshot)."""
    files = [*browser_runtime.CORE_FILES, "pyodide-lock.json", *(lock["packages"][name]["file_name"] for name in packages)]
    if snapshot:
        files.append(SNAPSHOT)
    return sum((folder / name).stat().st_size for name in files)


def build(site: Path, root: Path = ROOT, cache: Path = CACHE, report: Callable[[str], None] = say) -> dict[str, Any]:
    """Build the live widgets' Python into ``site/live``; what was built (pages, wheels, sizes, seconds).

    The pinned runtime is checked first (:func:`book._ext.browser_runtime.check`), as downloaded, before
    anything is unpacked, changed or run: a runtime that is not the one tested is refused in a sentence.
    """
    try:
        return _build(site, root, cache, report)
    except browser_runtime.NotAsTested as error:
        raise LiveBuildFailed(str(error)) from error


def _build(site: Path, root: Path, cache: Path, report: Callable[[str], None]) -> dict[str, Any]:
    started = time.monotonic()
    live = site / "live"
    report("== the widgets' Python for the reader's browser (Pyodide)")
    pages = book_widgets(root)
    tarball = core_tarball(cache)
    downloaded = pypi_wheels(cache)
    browser_runtime.check(tarball, downloaded)
    core = pyodide_core(cache, tarball)
    with tempfile.TemporaryDirectory(prefix="rules-book-live-") as temporary:
        work = Path(temporary)
        ours = project_wheel(root, work / "ours")
        downloaded = [browser_runtime.shipped_copy(wheel, work / "lighter") for wheel in downloaded]
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
        "snapshot_sha256": None if snapshot is None else snapshot_sha256(folder / SNAPSHOT),
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
