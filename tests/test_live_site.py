"""The pages whose widgets run in the reader's browser (book/_ext/live_site.py), short of a browser.

- Each chapter's live notebook holds every widget the chapter shows, under the chapter's anchor, with
  the way back to that place in the book, and nothing that cannot run in the browser: its code,
  run here with NumPy and matplotlib made unimportable, builds every widget.
- The local ``pyodide-lock.json`` lists each wheel with its own sha256 and only dependencies that are
  shipped (tested on wheels made here).
- :mod:`widgets.browser` sends ``null`` where a comm message holds ``None``.
- The built site (when ./test.sh has just built it: ``RULES_BOOK_HTML``): every page, every wheel of
  the lock with its sha256, no NumPy or matplotlib, nothing loaded from another host, the kernel
  pointed at the local Pyodide and never at PyPI, no service worker.

The browser tests (tests/browser/test_lite_pages.py) drive the pages themselves.
"""

from __future__ import annotations

import gzip
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from widgets.browser import LIVE_LINK_BASE, null_safe, patch_comm_class, prepare

ROOT = Path(__file__).resolve().parents[1]
SPEC = importlib.util.spec_from_file_location("rules_book_live_site", ROOT / "book" / "_ext" / "live_site.py")
assert SPEC and SPEC.loader
live_site = importlib.util.module_from_spec(SPEC)
sys.modules["rules_book_live_site"] = live_site
SPEC.loader.exec_module(live_site)

CHAPTERS = live_site.book_notebooks(ROOT)
WIDGET_CALL = re.compile(
    r"^(?!from |import )[^#\n]*\b(DealStepper|RaiseCalculator|RankingExplorer|ShowdownExplainer|TrickExplainer|Quiz)\(",
    re.M,
)


def _cells(path: Path) -> list[dict[str, Any]]:
    return list(json.loads(path.read_text(encoding="utf-8"))["cells"])


def _source(cell: dict[str, Any]) -> str:
    source = cell["source"]
    return source if isinstance(source, str) else "".join(source)


def _widgets_in_chapter(path: Path) -> list[tuple[str, str]]:
    """(anchor, widget class) of each live widget of a chapter, read here from the notebook itself."""
    found = []
    cells = _cells(path)
    for index, cell in enumerate(cells):
        source = _source(cell)
        if cell["cell_type"] != "code" or not WIDGET_CALL.search(source):
            continue
        if "rb-book-only" in cell["metadata"].get("tags", []) or "StaticQuiz(" in source:
            continue
        before = next(_source(c) for c in reversed(cells[:index]) if c["cell_type"] == "markdown")
        anchor = re.findall(r'<div class="rb-live" id="(live-[a-z-]+)"', before)[-1]
        found.append((anchor, WIDGET_CALL.search(source)[1]))  # type: ignore[index]
    return found


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda path: path.stem)
def test_each_live_notebook_holds_every_widget_of_its_chapter_with_its_anchor_and_way_back(chapter: Path) -> None:
    expected = _widgets_in_chapter(chapter)
    notebook = live_site.live_notebook(chapter, ROOT)
    if not expected:
        assert notebook is None
        return
    cells = notebook["cells"]
    markdown = [_source(cell) for cell in cells if cell["cell_type"] == "markdown"]
    code = [_source(cell) for cell in cells if cell["cell_type"] == "code"]
    anchors = [anchor for text in markdown for anchor in re.findall(r'id="(live-[a-z-]+)"', text)]
    assert anchors == [anchor for anchor, _ in expected]
    shown = [WIDGET_CALL.search(source)[1] for source in code[1:]]  # type: ignore[index]
    assert shown == [widget for _, widget in expected]
    page = chapter.relative_to(ROOT).with_suffix(".html").as_posix()
    for anchor in anchors:
        assert f'<a href="../../../{page}#{anchor}">' in "".join(markdown)
    assert f'<a href="../../../{page}">' in markdown[0]
    # the first code cell readies the browser and imports; nothing else is imported, and nothing of the book's figures
    assert "prepare()" in code[0]
    assert all(not re.search(r"^\s*(from|import) ", source, re.M) for source in code[1:])
    assert not any("figures" in source or "matplotlib" in source or "numpy" in source for source in code)
    # the live page does not speak of the static book's saved pictures, nor of "the engine's answer below:"
    text = "\n".join(markdown[1:])
    assert "static book" not in text and not re.search(r":\s*$", text, re.M)
    assert "{" not in text, "a MyST role left in the live page's words"


def test_every_page_of_the_book_that_shows_a_widget_has_a_live_page() -> None:
    with_widgets = {chapter.stem for chapter in CHAPTERS if _widgets_in_chapter(chapter)}
    assert {"manila-2", "manila-3", "manillen-plus", "quiz"} <= with_widgets
    assert {chapter.stem for chapter in CHAPTERS if live_site.live_notebook(chapter, ROOT)} == with_widgets


def test_the_live_notebooks_run_without_numpy_or_matplotlib(tmp_path: Path) -> None:
    """Every live notebook's code, run in a fresh Python where NumPy and matplotlib cannot be imported,
    builds its widgets: what runs in the browser needs neither (neither loads there offline)."""
    content = tmp_path / "content"
    names = live_site.write_live_notebooks(content, ROOT)
    script = """
import json, sys
sys.modules["numpy"] = None
sys.modules["matplotlib"] = None
for path in sys.argv[1:]:
    scope = {}
    for cell in json.load(open(path))["cells"]:
        if cell["cell_type"] == "code":
            source = cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])
            lines = source.rstrip().splitlines()
            if lines[-1].startswith(("from ", "import ", "prepare(")):
                exec(source, scope)
                continue
            exec("\\n".join(lines[:-1]), scope)
            shown = eval(lines[-1], scope)
            bundle = shown._repr_mimebundle_()
            bundle = bundle[0] if isinstance(bundle, tuple) else bundle
            assert "application/vnd.jupyter.widget-view+json" in bundle, (path, lines[-1], type(shown))
            print(type(shown).__name__)
print("numpy" in sys.modules and sys.modules["numpy"] is not None, "matplotlib.pyplot" in sys.modules)
"""
    done = subprocess.run(
        [sys.executable, "-c", script, *(str(content / f"{name}.ipynb") for name in names)],
        capture_output=True, text=True, cwd=ROOT, check=False,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 0, done.stderr[-3000:]
    lines = done.stdout.split()
    assert lines[-2:] == ["False", "False"]
    expected = [widget for chapter in CHAPTERS for _, widget in _widgets_in_chapter(chapter)]
    assert lines[:-2] == expected


# --- the lock -------------------------------------------------------------------------------------------


def _wheel(folder: Path, name: str, version: str, requires: list[str], modules: list[str]) -> Path:
    wheel = folder / f"{name.replace('-', '_')}-{version}-py3-none-any.whl"
    dist = f"{name.replace('-', '_')}-{version}.dist-info"
    metadata = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n" + "".join(
        f"Requires-Dist: {requirement}\n" for requirement in requires
    )
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr(f"{dist}/METADATA", metadata)
        archive.writestr(f"{dist}/RECORD", "")
        for module in modules:
            archive.writestr(module, "x = 1\n")
    return wheel


def test_the_lock_lists_each_wheel_with_its_own_hash_and_only_shipped_dependencies(tmp_path: Path) -> None:
    _wheel(tmp_path, "alpha", "1.0", ["beta>=2", "gamma", 'delta; sys_platform == "win32"'], ["alpha/__init__.py"])
    _wheel(tmp_path, "beta", "2.1", [], ["beta.py"])
    _wheel(tmp_path, "delta", "1.0", [], ["delta/__init__.pyc"])
    _wheel(tmp_path, "ipython", "9.0.2", ["decorator", "pygments", "beta"], ["IPython/__init__.py"])
    live_site.placeholder_wheel("sqlite3", "1.0.0", tmp_path)
    upstream = {"info": {"version": "0.29.3"}, "packages": {"ipython": {"depends": ["pygments", "beta"]}}}
    lock = live_site.write_lock(tmp_path, upstream)
    assert json.loads((tmp_path / "pyodide-lock.json").read_text()) == lock
    packages = lock["packages"]
    assert lock["info"] == {"version": "0.29.3"}
    assert set(packages) == {"alpha", "beta", "delta", "ipython", "sqlite3"}
    for entry in packages.values():
        assert entry["sha256"] == hashlib.sha256((tmp_path / entry["file_name"]).read_bytes()).hexdigest()
    assert packages["alpha"]["depends"] == ["beta"]  # gamma is not shipped; delta is for Windows only
    assert packages["ipython"]["depends"] == ["beta"]  # Pyodide's own list, narrowed to what is shipped
    assert packages["alpha"]["imports"] == ["alpha"] and packages["beta"]["imports"] == ["beta"]
    assert packages["delta"]["imports"] == ["delta"]
    assert packages["sqlite3"]["imports"] == []  # a placeholder: installable, and no module
    with zipfile.ZipFile(tmp_path / "sqlite3-1.0.0-py3-none-any.whl") as archive:
        assert sorted(archive.namelist()) == [
            "sqlite3-1.0.0.dist-info/METADATA", "sqlite3-1.0.0.dist-info/RECORD", "sqlite3-1.0.0.dist-info/WHEEL",
        ]


def test_two_wheels_of_one_name_are_refused(tmp_path: Path) -> None:
    _wheel(tmp_path, "alpha", "1.0", [], ["alpha.py"])
    _wheel(tmp_path, "alpha", "1.1", [], ["alpha.py"])
    with pytest.raises(live_site.LiveBuildFailed, match="alpha"):
        live_site.write_lock(tmp_path, {"info": {}, "packages": {}})


def test_a_download_whose_hash_differs_is_refused(tmp_path: Path) -> None:
    source = tmp_path / "file.tgz"
    source.write_bytes(b"not the file")
    with pytest.raises(live_site.LiveBuildFailed, match="sha256"):
        live_site._download(source.as_uri(), "0" * 64, tmp_path / "out" / "file.tgz")
    assert not (tmp_path / "out" / "file.tgz").exists()
    wanted = hashlib.sha256(b"not the file").hexdigest()
    assert live_site._download(source.as_uri(), wanted, tmp_path / "out" / "file.tgz").read_bytes() == b"not the file"


# --- None reaches the page as null ----------------------------------------------------------------------


def test_none_is_sent_as_null_at_any_depth() -> None:
    null = object()
    data = {"state": {"display": None, "width": "auto", "children": ["IPY_MODEL_a", None]}, "buffer_paths": []}
    sent = null_safe(data, null)
    assert sent["state"]["display"] is null and sent["state"]["children"][1] is null
    assert sent["state"]["width"] == "auto" and sent["buffer_paths"] == []
    assert data["state"]["display"] is None, "the widget's own state is left alone"


def test_the_kernels_comm_class_is_patched_once() -> None:
    calls: list[tuple[Any, ...]] = []

    class Comm:
        def publish_msg(self, msg_type: str, data: Any = None, metadata: Any = None, buffers: Any = None, **keys: Any) -> None:
            calls.append((msg_type, data, metadata, buffers, keys))

    null = SimpleNamespace(name="null")
    patch_comm_class(Comm, null)
    patch_comm_class(Comm, null)
    Comm().publish_msg("comm_msg", {"method": "update", "state": {"display": None}}, {}, None, comm_id="c1")
    Comm().publish_msg("comm_close")
    assert calls == [
        ("comm_msg", {"method": "update", "state": {"display": null}}, {}, None, {"comm_id": "c1"}),
        ("comm_close", None, None, None, {}),
    ]


def test_prepare_outside_pyodide_only_points_the_links_at_the_book(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RULES_BOOK_LINK_BASE", "before")  # restored (or removed) after the test
    assert prepare() is False
    assert os.environ["RULES_BOOK_LINK_BASE"] == LIVE_LINK_BASE == "../../../book/"


def test_attaching_to_the_kernel_registers_ipywidgets_comm_targets() -> None:
    """What ipywidgets' import registers inside a kernel, registered again after an import made before
    one (the pages' snapshot): the comm targets its widgets and its control channel answer on."""
    import comm
    import ipywidgets

    from widgets.browser import attach_to_kernel

    manager = comm.get_comm_manager()
    saved = dict(manager.targets)
    manager.targets.clear()
    try:
        attach_to_kernel()
        attach_to_kernel()  # the same when done twice
        assert manager.targets == {
            "jupyter.widget": ipywidgets.Widget.handle_comm_opened,
            "jupyter.widget.control": ipywidgets.Widget.handle_control_comm_opened,
        }
    finally:
        manager.targets.clear()
        manager.targets.update(saved)


# --- Python's memory snapshot ----------------------------------------------------------------------------


def _kernel_scripts(folder: Path, workers: dict[str, str]) -> Path:
    """A kernel extension's ``static`` folder: a main script that starts ``workers`` (chunk: its text)."""
    static = folder / "extensions" / live_site.KERNEL_EXTENSION
    static.mkdir(parents=True)
    starts = ":".join(f"new Worker(new URL(n.p+n.u({chunk}),n.b),{{type:void 0}})" for chunk in workers)
    (static / "872.f17f.js").write_text(f"initWorker(e){{return crossOriginIsolated?{starts}}}", encoding="utf-8")
    for chunk, text in workers.items():
        (static / f"{chunk}.ab12.js").write_text(text, encoding="utf-8")
    return static


def test_the_kernels_workers_start_python_through_the_snapshot_loader(tmp_path: Path) -> None:
    worker = 'async initRuntime(e){{this._pyodide=await {0}({{indexURL:s,stdout:e=>{{}},...e.loadPyodideOptions}})}}'
    static = _kernel_scripts(tmp_path, {"620": worker.format("t"), "352": worker.format("$n")})
    main = (static / "872.f17f.js").read_text(encoding="utf-8")
    assert live_site.snapshot_worker(tmp_path) == ["352.ab12.js", "620.ab12.js"]
    loader = (ROOT / "book" / "_ext" / "live" / "snapshot_loader.js").read_text(encoding="utf-8")
    for chunk, name in (("620", "t"), ("352", "$n")):
        text = (static / f"{chunk}.ab12.js").read_text(encoding="utf-8")
        assert text == loader + worker.format(name).replace(f"await {name}(", f"await self.rbLoadPyodide({name},")
        assert f"this._pyodide=await self.rbLoadPyodide({name},{{indexURL:s," in text
    assert (static / "872.f17f.js").read_text(encoding="utf-8") == main, "the page's own script is left alone"
    assert "self.rbLoadPyodide = async function (loadPyodide, options)" in loader


@pytest.mark.parametrize(
    ("workers", "words"),
    [
        ({"352": "this._pyodide=await t({indexURL:s});this._pyodide=await t({indexURL:s})"}, "2 times"),
        ({"352": "this._pyodide=await t({indexURL:s})", "620": "loadPyodide(options)"}, "0 times"),
        ({}, "no worker"),
    ],
)
def test_a_kernel_whose_worker_is_not_as_expected_is_refused(tmp_path: Path, workers: dict[str, str], words: str) -> None:
    _kernel_scripts(tmp_path, workers)
    with pytest.raises(live_site.LiveBuildFailed, match=words):
        live_site.snapshot_worker(tmp_path)


def test_a_worker_chunk_missing_from_the_kernel_is_refused(tmp_path: Path) -> None:
    static = _kernel_scripts(tmp_path, {"352": "this._pyodide=await t({indexURL:s})"})
    (static / "352.ab12.js").unlink()
    with pytest.raises(live_site.LiveBuildFailed, match="chunk 352"):
        live_site.snapshot_worker(tmp_path)


def test_the_kernel_is_told_of_the_snapshot_only_when_there_is_one() -> None:
    def options(config: dict[str, Any]) -> dict[str, Any]:
        settings = config["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
        return dict(settings["loadPyodideOptions"])

    digest = "ab" * 32
    assert options(live_site.lite_config(digest)) == {
        "packages": list(live_site.PRELOAD),
        "rbSnapshot": f"python-snapshot.gz?sha256={digest}",  # a new build's snapshot is a new address
    }
    assert options(live_site.lite_config()) == {"packages": list(live_site.PRELOAD)}


def test_without_node_there_is_no_snapshot_and_the_build_goes_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(live_site.shutil, "which", lambda name: None)
    assert live_site.memory_snapshot(tmp_path / "core", tmp_path / "pyodide") is None
    assert not (tmp_path / "pyodide").exists()


def test_the_snapshot_imports_every_widget_a_page_makes() -> None:
    imports = set(live_site.SNAPSHOT_IMPORTS)
    assert set(live_site.WIDGETS.values()) | {"ipywidgets", "widgets.browser", "IPython"} <= imports
    reaching_out = {"pyodide_kernel", "ipykernel", "js", "pyodide_js"}  # for JavaScript or a running shell
    assert not {name.split(".")[0] for name in imports} & reaching_out
    assert "widgets.figures" not in imports, "matplotlib: never in the browser"


# --- the built site -------------------------------------------------------------------------------------

SITE = Path(os.environ["RULES_BOOK_HTML"]) if os.environ.get("RULES_BOOK_HTML") else None
built = pytest.mark.skipif(
    SITE is None or not (SITE / "live").exists(), reason="reads the site ./test.sh has just built (RULES_BOOK_HTML)"
)


@built
def test_the_built_site_has_every_live_page_and_the_wheels_of_its_lock() -> None:
    assert SITE is not None
    live = SITE / "live"
    pages = sorted(path.stem for path in (live / "voici" / "render").glob("*.html"))
    assert pages == sorted(chapter.stem for chapter in CHAPTERS if _widgets_in_chapter(chapter))
    pyodide = live / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))
    for entry in lock["packages"].values():
        assert entry["sha256"] == hashlib.sha256((pyodide / entry["file_name"]).read_bytes()).hexdigest()
    names = set(lock["packages"])
    assert {"ipywidgets", "manila-rules-book", "ipython", "pyodide-kernel", "piplite", "comm"} <= names
    assert not names & {"numpy", "matplotlib", "pandas", "scipy"}
    assert not list(pyodide.glob("numpy-*")) and not list(pyodide.glob("matplotlib-[0-9]*"))
    for name in live_site.CORE_FILES:
        assert (pyodide / name).stat().st_size > 0
    assert not (live / "service-worker.js").exists()
    if shutil.which("node"):
        snapshot = gzip.decompress((pyodide / live_site.SNAPSHOT).read_bytes())
        magic, offset = int.from_bytes(snapshot[:4], "little"), int.from_bytes(snapshot[4:8], "little")
        assert magic == 0x706E7300 and (len(snapshot) - offset) % 65536 == 0  # "\0snp", then whole pages of memory
        static = live / "extensions" / live_site.KERNEL_EXTENSION
        assert len([script for script in static.glob("*.js") if "self.rbLoadPyodide(" in script.read_text(encoding="utf-8")]) == 2


@built
def test_the_kernel_loads_the_local_pyodide_and_never_asks_pypi() -> None:
    assert SITE is not None
    for page in (SITE / "live" / "voici" / "render").glob("*.html"):
        text = page.read_text(encoding="utf-8")
        config = json.loads(re.search(r'<script id="jupyter-config-data" type="application/json">(.*?)</script>', text, re.S)[1])  # type: ignore[index]
        kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
        assert kernel["pyodideUrl"] == "../../static/pyodide/pyodide.js"
        assert kernel["disablePyPIFallback"] is True
        assert set(kernel["loadPyodideOptions"]["packages"]) == set(live_site.PRELOAD)
        if shutil.which("node"):  # the snapshot is made by node: without it, none
            digest = hashlib.sha256((SITE / "live" / "static" / "pyodide" / live_site.SNAPSHOT).read_bytes()).hexdigest()
            assert kernel["loadPyodideOptions"]["rbSnapshot"] == f"{live_site.SNAPSHOT}?sha256={digest}"
        assert not re.search(r"""(?:src|href)=["'](?:https?:)?//""", text), f"{page.name} loads from another host"
        assert "mathjax_ignore" in text


# --- the kernel's start, made lighter -------------------------------------------------------------------


def test_ipythons_terminal_is_imported_only_when_embed_is_called(tmp_path: Path) -> None:
    original = "import sys\nfrom .core.getipython import get_ipython\nfrom .terminal.embed import embed\n\nx = 1\n"
    wheel = tmp_path / "ipython-9.0.2-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("IPython/__init__.py", original)
        archive.writestr("IPython/core/getipython.py", "def get_ipython(): pass\n")
    copy = live_site.lazy_ipython_terminal(wheel, tmp_path / "out")
    with zipfile.ZipFile(copy) as archive:
        text = archive.read("IPython/__init__.py").decode()
        assert archive.read("IPython/core/getipython.py") == b"def get_ipython(): pass\n"
    assert "from .terminal.embed import embed\n" not in text and "def embed(*args, **kwargs):" in text
    scope: dict[str, Any] = {"__name__": "IPython", "__package__": "IPython"}
    exec(compile(text.replace("from .core.getipython import get_ipython\n", ""), "IPython/__init__.py", "exec"), scope)
    assert scope["x"] == 1 and callable(scope["embed"])
    (tmp_path / "changed").mkdir()
    other = tmp_path / "changed" / wheel.name
    with zipfile.ZipFile(other, "w") as archive:
        archive.writestr("IPython/__init__.py", "from .terminal import embed\n")
    with pytest.raises(live_site.LiveBuildFailed, match="terminal"):
        live_site.lazy_ipython_terminal(other, tmp_path / "out2")


def _run_at_once(coroutine: Any) -> Any:
    """A coroutine that awaits nothing, run to its end without an event loop (asyncio.run refuses to
    start one where Playwright's is running, in a session with the browser tests)."""
    try:
        coroutine.send(None)
    except StopIteration as done:
        return done.value
    raise AssertionError("the coroutine awaited something")


def test_the_piplite_stand_in_installs_nothing_and_says_why() -> None:
    scope: dict[str, Any] = {}
    exec(compile(live_site.PIPLITE_STAND_IN["piplite/piplite.py"], "piplite/piplite.py", "exec"), scope)
    assert scope["_PIPLITE_DISABLE_PYPI"] is True and scope["_PIPLITE_URLS"] == []
    with pytest.raises(scope["PiplitePyPIDisabled"], match="offline"):
        _run_at_once(scope["install"]("numpy", keep_going=True))
    cli: dict[str, Any] = {}
    exec(compile(live_site.PIPLITE_STAND_IN["piplite/cli.py"], "piplite/cli.py", "exec"), cli)
    code = _run_at_once(cli["get_transformed_code"](["install", "numpy"]))
    with pytest.raises(RuntimeError, match="install nothing"):
        exec(code, {})
    assert set(live_site.PLACEHOLDERS) == {"sqlite3", "jedi", "micropip"}


def test_pygments_keeps_only_the_python_lexer(tmp_path: Path) -> None:
    wheel = tmp_path / "pygments-2.19.1-py3-none-any.whl"
    names = ["pygments/__init__.py", "pygments/token.py", "pygments/styles/default.py", "pygments/formatters/html.py",
             *live_site.PYGMENTS_LEXERS, "pygments/lexers/shell.py", "pygments/lexers/_lua_builtins.py",
             "pygments-2.19.1.dist-info/METADATA"]
    with zipfile.ZipFile(wheel, "w") as archive:
        for name in names:
            archive.writestr(name, f"# {name}\n")
    with zipfile.ZipFile(live_site.lighter_pygments(wheel, tmp_path / "out")) as archive:
        kept = archive.namelist()
        assert archive.read("pygments/lexers/python.py") == b"# pygments/lexers/python.py\n"
    assert kept == [name for name in names if name not in ("pygments/lexers/shell.py", "pygments/lexers/_lua_builtins.py")]
    (tmp_path / "old").mkdir()
    with zipfile.ZipFile(tmp_path / "old" / wheel.name, "w") as archive:
        archive.writestr("pygments/lexers/__init__.py", "")
    with pytest.raises(live_site.LiveBuildFailed, match="python.py"):
        live_site.lighter_pygments(tmp_path / "old" / wheel.name, tmp_path / "out2")


def test_only_ipythons_terminal_needed_prompt_toolkit_so_it_is_not_shipped() -> None:
    assert not any(spec.startswith(("prompt-toolkit", "prompt_toolkit", "wcwidth")) for spec in live_site.WHEELS)
    assert "from .terminal.embed import embed" in live_site.IPYTHON_EAGER_TERMINAL


def test_the_books_roles_become_links_to_the_book_from_a_live_page() -> None:
    """The words under a widget keep their links: relative to ``live/voici/render/``, with the book's words."""
    import book_links

    games = ROOT / "book" / "games"
    text = book_links.markdown_with_links("see {clause}`nzg-13-5c`.", games, ROOT / "no-site", live_site.TO_ROOT)
    assert text == "see [NZ Gazette 13.5(c)](../../../book/rules/nz-gazette.html#nzg-13-5c)."


@built
def test_a_link_to_another_chapter_reads_as_its_title_on_the_live_page() -> None:
    assert SITE is not None
    page = (SITE / "live" / "voici" / "render" / "holdem.html").read_text(encoding="utf-8")
    assert 'see <a href="../../../book/games/manila-2.html">2 Card Manila</a>' in page
    assert "{doc}" not in page.split('id="jupyter-config-data"')[0]
