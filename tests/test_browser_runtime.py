"""The door to the in-browser runtime (book/_ext/browser_runtime.py): the live build refuses, in one
sentence and before it unpacks, changes or runs anything, a Pyodide or a wheel that differs from the
ones tested (a version, or a private name the scripts rely on that is not there any more).

The private names are checked on a small stand-in for Pyodide's npm package, made here, in which one
name at a time is renamed; and, when a build has downloaded them (``.cache/live``), on the pinned files.
"""

from __future__ import annotations

import dataclasses
import hashlib
import io
import json
import subprocess
import tarfile
import zipfile
from pathlib import Path

import pytest

from book._ext import browser_runtime, live_site
from book._ext.browser_runtime import INTERNALS, NotAsTested

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".cache" / "live"
TARBALL = CACHE / "downloads" / f"pyodide-{browser_runtime.PYODIDE_VERSION}.tgz"
cached = pytest.mark.skipif(not TARBALL.exists(), reason="reads the pinned Pyodide a build has downloaded (.cache/live)")

#: Each file of the stand-in core and what it holds: the text of every internal kept in it, as the
#: pinned core writes it (a member of python_stdlib.zip: ``python_stdlib.zip:<member>``).
LOCK = {"info": {"python": "3.13.2", "platform": "emscripten_4_0_9"}, "packages": {"ipython": {"version": "9.0.2"}}}


def _core(folder: Path, renamed: browser_runtime.Internal | None = None, version: str = browser_runtime.PYODIDE_VERSION,
          lock: dict[str, object] = LOCK) -> Path:
    """A stand-in for Pyodide's npm package holding every internal, but ``renamed`` under another name."""
    texts: dict[str, str] = {}
    for internal in INTERNALS:
        text = internal.text.replace(internal.name, "renamed" + internal.name) if internal is renamed else internal.text
        if internal is renamed and text == internal.text:
            text = text.replace(str(browser_runtime.SNAPSHOT_MAGIC), "0")
        texts[internal.where] = texts.get(internal.where, "// the core\n") + text + "\n"
    files = {"package.json": json.dumps({"name": "pyodide", "version": version}), "pyodide-lock.json": json.dumps(lock)}
    stdlib = io.BytesIO()
    with zipfile.ZipFile(stdlib, "w") as archive:
        for where, text in texts.items():
            name, _, member = where.partition(":")
            if member:
                archive.writestr(member, text)
            else:
                files[name] = text
    tarball = folder / f"pyodide-{version}.tgz"
    folder.mkdir(parents=True, exist_ok=True)
    with tarfile.open(tarball, "w:gz") as archive:
        for name, data in [*((name, text.encode()) for name, text in files.items()), ("python_stdlib.zip", stdlib.getvalue())]:
            info = tarfile.TarInfo(f"package/{name}")
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    return tarball


def _ipython(folder: Path, init: str = "from .core.getipython import get_ipython\nfrom .terminal.embed import embed\n") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    wheel = folder / "ipython-9.0.2-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("IPython/__init__.py", init)
    return wheel


def test_the_stand_in_core_is_as_tested(tmp_path: Path) -> None:
    browser_runtime.check(_core(tmp_path), [_ipython(tmp_path / "wheels")])


@pytest.mark.parametrize("internal", INTERNALS, ids=lambda internal: f"{internal.name} in {internal.where}")
def test_a_renamed_private_name_is_refused_naming_it(tmp_path: Path, internal: browser_runtime.Internal) -> None:
    with pytest.raises(NotAsTested) as refused:
        browser_runtime.check(_core(tmp_path, renamed=internal), [])
    message = str(refused.value)
    assert internal.name in message and internal.where in message and "\n" not in message
    assert all(user in message for user in internal.users), "it says which scripts rely on it"


def test_another_version_of_pyodide_is_refused_naming_both(tmp_path: Path) -> None:
    with pytest.raises(NotAsTested, match=r"version 0\.30\.0, not 0\.29\.3, the one tested"):
        browser_runtime.check(_core(tmp_path, version="0.30.0"), [])
    newer = {**LOCK, "packages": {"ipython": {"version": "9.4.0"}}}
    with pytest.raises(NotAsTested, match=r"ipython 9\.4\.0, not 9\.0\.2"):
        browser_runtime.check(_core(tmp_path / "newer", lock=newer), [])
    other = {**LOCK, "info": {"python": "3.14.0", "platform": "emscripten_4_0_9"}}
    with pytest.raises(NotAsTested, match=r"Python 3\.14\.0 .* not Python 3\.13\.2"):
        browser_runtime.check(_core(tmp_path / "other", lock=other), [])


def test_a_wheel_a_change_no_longer_fits_is_refused_before_it_is_changed(tmp_path: Path) -> None:
    wheel = _ipython(tmp_path / "wheels", "from .terminal import embed\n")
    with pytest.raises(NotAsTested, match="terminal"):
        browser_runtime.check(_core(tmp_path), [wheel])


def test_each_private_name_is_used_by_the_scripts_it_names() -> None:
    """The door's list is the scripts' own: each name it lists is written in each script it names."""
    for internal in INTERNALS:
        for user in internal.users:
            script = (ROOT / "book" / "_ext" / user).read_text(encoding="utf-8")
            name = f"{browser_runtime.SNAPSHOT_MAGIC:#x}" if internal.name == "the snapshot's magic number" else internal.name
            assert name in script, (internal.name, user)


@cached
def test_the_pinned_runtime_is_as_tested() -> None:
    wheels = sorted((CACHE / "wheels").glob("*.whl"))
    assert len(wheels) == len(browser_runtime.WHEELS)
    browser_runtime.check(TARBALL, wheels)


@cached
def test_a_private_name_the_pinned_core_does_not_have_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    renamed = dataclasses.replace(INTERNALS[0], name="_restoreSnapshot", text="e._restoreSnapshot")
    monkeypatch.setattr(browser_runtime, "INTERNALS", (renamed, *INTERNALS[1:]))
    with pytest.raises(NotAsTested, match="no longer has _restoreSnapshot .*e._restoreSnapshot.* in pyodide.mjs"):
        browser_runtime.check(TARBALL, [])


def test_the_build_checks_the_runtime_before_it_unpacks_changes_or_runs_anything(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A runtime that differs stops the live build with the door's sentence: no pip, no node, nothing
    unpacked, no ``live/`` folder."""
    cache = tmp_path / "cache"
    tarball = _core(cache / "downloads", renamed=INTERNALS[0])
    wheel = _ipython(cache / "wheels")
    sha256 = {path: hashlib.sha256(path.read_bytes()).hexdigest() for path in (tarball, wheel)}
    monkeypatch.setattr(browser_runtime, "PYODIDE_CORE", (f"https://example.invalid/{tarball.name}", sha256[tarball]))
    monkeypatch.setattr(browser_runtime, "WHEELS", {"ipython==9.0.2": sha256[wheel]})

    def nothing_runs(*args: object, **kwargs: object) -> None:
        raise AssertionError(f"ran {args}")

    monkeypatch.setattr(subprocess, "run", nothing_runs)
    with pytest.raises(live_site.LiveBuildFailed, match=f"no longer has {INTERNALS[0].name} "):
        live_site.build(tmp_path / "site", ROOT, cache, report=lambda line: None)
    assert sorted(path.name for path in cache.iterdir()) == ["downloads", "wheels"], "nothing unpacked"
    assert not (tmp_path / "site" / "live").exists()
