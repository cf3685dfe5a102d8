"""The door to the runtime the book's widgets run on in the reader's browser: Pyodide, and the wheels
from PyPI it loads. Everything the site's build (``book/_ext/live_site.py``) and its scripts rely on in
them, beyond their documented use, is here, pinned to the versions it was tested with:

- the files (:data:`PYODIDE_CORE`, :data:`WHEELS`): each download pinned by its sha256;
- the platform Pyodide runs on (:data:`PYODIDE_MARKERS`, to read a wheel's Requires-Dist);
- the private names the build's and the pages' scripts use (:data:`INTERNALS`): Pyodide's
  ``_loadSnapshot`` and ``_makeSnapshot`` options, its experimental ``makeMemorySnapshot``, the
  snapshot's header, ``pyodide._package_loader.SITE_PACKAGES``, and CPython's
  ``importlib._bootstrap_external._code_to_timestamp_pyc``;
- the two changes made to wheels (:func:`lazy_ipython_terminal`, :func:`lighter_pygments`), each
  refused when what it changes is not as expected.

:func:`check` runs at the start of the live build, on the pinned files themselves (read from their
archives: nothing unpacked, no script run), and says in one sentence what differs from what was
tested: a version, or a private name that is no longer there. The build goes no further.

The book uses no voici and no JupyterLite any more (a chapter page runs Pyodide itself, in a Web
Worker: ``book/_ext/static/live_worker.js``), and patches no script of Pyodide's.
"""

from __future__ import annotations

import io
import json
import tarfile
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

#: The Pyodide core from npm: its address and the tarball's sha256.
PYODIDE_VERSION = "0.29.3"
PYODIDE_CORE = (
    f"https://registry.npmjs.org/pyodide/-/pyodide-{PYODIDE_VERSION}.tgz",
    "924f3167d6bf5e553bda392615eaa82edd82a9cffc32a1cc49853a926b148c5c",
)
#: The files of the npm package a page loads.
CORE_FILES = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip")

#: The wheels from PyPI, by name==version, with their sha256: ipywidgets, comm, traitlets, and IPython
#: with what it imports (ipywidgets imports IPython), at the versions of Pyodide 0.29.3's own lock
#: (:func:`check` holds them to it). Not prompt_toolkit and wcwidth: only IPython's terminal imports
#: them, and here it is never imported (:data:`IPYTHON_LAZY_TERMINAL`).
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
#: The markers of Pyodide 0.29 (CPython 3.13 on Emscripten), to read a wheel's Requires-Dist
#: (:func:`check` holds Python's version and Emscripten's to the core's lock).
PYODIDE_MARKERS = {
    "implementation_name": "cpython", "implementation_version": "3.13.2", "os_name": "posix",
    "platform_machine": "wasm32", "platform_release": "4.0.9", "platform_system": "Emscripten",
    "platform_version": "#1", "python_full_version": "3.13.2", "platform_python_implementation": "CPython",
    "python_version": "3.13", "sys_platform": "emscripten", "extra": "",
}

#: The first four bytes of a Pyodide memory snapshot ("\\0snp", little-endian), before the offset of
#: its memory; the pages' worker refuses a file without them (``live_worker.js``: ``checked``).
SNAPSHOT_MAGIC = 0x706E7300


@dataclass(frozen=True)
class Internal:
    """A name of Pyodide's (or of its CPython's) that is not its documented interface, and that the
    build's or the pages' scripts rely on."""

    #: The name, as the scripts write it.
    name: str
    #: Where the pinned core holds it: a file of the npm package, or ``python_stdlib.zip:<member>``.
    where: str
    #: The text that file holds while the name is there.
    text: str
    #: The scripts (under ``book/_ext``) that use it.
    users: tuple[str, ...]


INTERNALS: tuple[Internal, ...] = (
    Internal("_loadSnapshot", "pyodide.mjs", "e._loadSnapshot", ("static/live_worker.js", "live/make_snapshot.mjs")),
    Internal("_loadSnapshot", "pyodide.js", "e._loadSnapshot", ("static/live_worker.js",)),
    Internal("_makeSnapshot", "pyodide.asm.js", "API.config._makeSnapshot", ("live/make_snapshot.mjs",)),
    Internal("makeMemorySnapshot", "pyodide.asm.js", "static makeMemorySnapshot(", ("live/make_snapshot.mjs",)),
    Internal("the snapshot's magic number", "pyodide.asm.js", f"={SNAPSHOT_MAGIC},", ("static/live_worker.js",)),
    Internal("SITE_PACKAGES", "python_stdlib.zip:pyodide/_package_loader.py", "\nSITE_PACKAGES = ",
             ("live/make_snapshot.mjs",)),
    Internal("_code_to_timestamp_pyc", "python_stdlib.zip:importlib/_bootstrap_external.py",
             "\ndef _code_to_timestamp_pyc(", ("live/py_compile_wheels.mjs",)),
)


class NotAsTested(Exception):
    """The runtime differs from the one the build was tested with; the message says what, in one sentence."""


# --- the changes made to wheels ------------------------------------------------------------------------

#: IPython's package imports its terminal (``from .terminal.embed import embed``), and with it
#: prompt_toolkit, for an ``embed()`` a kernel never calls: in the pages' copy of IPython that import
#: waits until ``embed`` is called (about 0.1 s of every start).
IPYTHON_EAGER_TERMINAL = "from .terminal.embed import embed\n"
IPYTHON_LAZY_TERMINAL = (
    "def embed(*args, **kwargs):  # the Manila Rules Book's pages: the terminal is imported when called\n"
    "    from .terminal.embed import embed as terminal_embed\n\n"
    "    return terminal_embed(*args, **kwargs)\n"
)
IPYTHON_INIT = "IPython/__init__.py"

#: What the pages keep of pygments's 250 lexer modules: IPython highlights only Python (its tracebacks,
#: its inspector). Unpacking the other files took 0.14 s of every start.
PYGMENTS_LEXERS = ("pygments/lexers/__init__.py", "pygments/lexers/_mapping.py", "pygments/lexers/python.py")


def _ipython_unchanged(wheel: str, text: str) -> None:
    if text.count(IPYTHON_EAGER_TERMINAL) != 1:
        raise NotAsTested(f"{wheel}: IPython/__init__.py no longer imports its terminal as expected")


def _pygments_unchanged(wheel: str, names: list[str]) -> None:
    missing = [name for name in PYGMENTS_LEXERS if name not in names]
    if missing:
        raise NotAsTested(f"{wheel} has no {missing}: check which lexers IPython needs before shipping")


def lighter_pygments(wheel: Path, out: Path) -> Path:
    """A copy of pygments's wheel with only the lexers of :data:`PYGMENTS_LEXERS`."""
    out.mkdir(parents=True, exist_ok=True)
    copy = out / wheel.name
    with zipfile.ZipFile(wheel) as source, zipfile.ZipFile(copy, "w", zipfile.ZIP_DEFLATED) as target:
        _pygments_unchanged(wheel.name, source.namelist())
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
            if info.filename == IPYTHON_INIT:
                text = data.decode("utf-8")
                _ipython_unchanged(wheel.name, text)
                data = text.replace(IPYTHON_EAGER_TERMINAL, IPYTHON_LAZY_TERMINAL).encode("utf-8")
            target.writestr(info, data)
    return copy


#: The changed copy each wheel is shipped as, by the start of its file's name; the others ship as they are.
CHANGED_WHEELS = {"ipython-": lazy_ipython_terminal, "pygments-": lighter_pygments}


def shipped_copy(wheel: Path, out: Path) -> Path:
    """The wheel the pages get for the downloaded ``wheel``: its changed copy (:data:`CHANGED_WHEELS`),
    written in ``out``, or the wheel itself."""
    for prefix, change in CHANGED_WHEELS.items():
        if wheel.name.startswith(prefix):
            return change(wheel, out)
    return wheel


# --- the check at the start ----------------------------------------------------------------------------


def _core_files(core: Path, names: set[str]) -> dict[str, bytes]:
    """The files ``names`` of the npm package's tarball ``core`` (read in one pass), by name."""
    found = {}
    with tarfile.open(core) as archive:
        for member in archive:
            name = member.name.removeprefix("package/")
            handle = archive.extractfile(member) if name in names else None
            if handle is not None:
                found[name] = handle.read()
    return found


def _core_text(files: dict[str, bytes], where: str) -> str | None:
    """The text of ``where`` (see :attr:`Internal.where`) among the core's ``files``; None if they have none."""
    name, _, member = where.partition(":")
    if name not in files:
        return None
    if not member:
        return files[name].decode("utf-8", errors="replace")
    with zipfile.ZipFile(io.BytesIO(files[name])) as archive:
        return archive.read(member).decode("utf-8") if member in archive.namelist() else None


def _check_versions(package: dict[str, Any], lock: dict[str, Any]) -> None:
    if package.get("version") != PYODIDE_VERSION:
        raise NotAsTested(f"the Pyodide core is version {package.get('version')}, not {PYODIDE_VERSION}, the one tested")
    info = lock["info"]
    platform = f"emscripten_{PYODIDE_MARKERS['platform_release'].replace('.', '_')}"
    if (info.get("python"), info.get("platform")) != (PYODIDE_MARKERS["python_full_version"], platform):
        raise NotAsTested(f"Pyodide {PYODIDE_VERSION} runs Python {info.get('python')} on {info.get('platform')}, "
                          f"not Python {PYODIDE_MARKERS['python_full_version']} on {platform}, the platform tested")
    for spec in WHEELS:
        name, version = spec.split("==")
        own = lock["packages"].get(name, {}).get("version")
        if own not in (None, version):
            raise NotAsTested(f"Pyodide {PYODIDE_VERSION}'s own lock has {name} {own}, not {version}, the version pinned")


def _check_wheel(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        if wheel.name.startswith("ipython-"):
            _ipython_unchanged(wheel.name, archive.read(IPYTHON_INIT).decode("utf-8"))
        if wheel.name.startswith("pygments-"):
            _pygments_unchanged(wheel.name, archive.namelist())


def check(core: Path, wheels: list[Path]) -> None:
    """Refuse (:class:`NotAsTested`, one sentence) a runtime that differs from the one tested: ``core``,
    the npm package's tarball, and ``wheels``, the downloaded wheels, read as they are (nothing unpacked,
    nothing run). Their versions, every private name of :data:`INTERNALS`, and what the changes made to
    the wheels expect."""
    files = _core_files(core, {"package.json", "pyodide-lock.json", *(i.where.partition(":")[0] for i in INTERNALS)})
    package, lock = (json.loads(_core_text(files, name) or "{}") for name in ("package.json", "pyodide-lock.json"))
    _check_versions(package, {"info": {}, "packages": {}, **lock})
    for internal in INTERNALS:
        text = _core_text(files, internal.where)
        if text is None or internal.text not in text:
            raise NotAsTested(f"Pyodide {PYODIDE_VERSION} no longer has {internal.name} ({internal.text.strip()!r} "
                              f"in {internal.where}), which {' and '.join(internal.users)} rely on")
    for wheel in wheels:
        _check_wheel(wheel)
