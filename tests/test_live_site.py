"""The widgets' Python for the reader's browser (book/_ext/live_site.py), short of a browser.

- Each chapter page's live widgets (``live/chapters/<page>.json``) are every widget view the page shows,
  each with the chapter's own code that makes it, and the live quiz where the book shows the static one;
  a widget view with no live code is refused at build time. The code, run here with NumPy and
  matplotlib made unimportable, makes every widget through :class:`widgets.browser.Page`.
- The local ``pyodide-lock.json`` lists each wheel with its own sha256 and only dependencies that are
  shipped (tested on wheels made here).
- The built site (when ./test.sh has just built it: ``RULES_BOOK_HTML``): every chapter page with
  widgets loads the live scripts and has its chapter file, every wheel of the lock with its sha256, no
  NumPy or matplotlib, the snapshot's address carries its hash and each chapter the sha256 of its memory
  (which the page's worker checks before restoring it), nothing loaded from another host.

The browser tests (tests/browser/test_book_live.py) drive the chapters themselves.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest

from book._ext import browser_runtime, live_site
from book._ext.chapters import book_notebooks, read_chapter
from widgets.registry import WIDGETS, widget_named

ROOT = Path(__file__).resolve().parents[1]

CHAPTERS = book_notebooks(ROOT)
VIEW = "application/vnd.jupyter.widget-view+json"


def _cells(path: Path) -> list[dict[str, Any]]:
    return list(json.loads(path.read_text(encoding="utf-8"))["cells"])


def _source(cell: dict[str, Any]) -> str:
    source = cell["source"]
    return source if isinstance(source, str) else "".join(source)


def _tags(cell: dict[str, Any]) -> list[str]:
    return list(cell.get("metadata", {}).get("tags", []))


def _shown_views(path: Path) -> list[str]:
    """The widget views a chapter's page shows, read here from the notebook: stored outputs of cells the book keeps."""
    return [
        output["data"][VIEW]["model_id"]
        for cell in _cells(path)
        if cell["cell_type"] == "code" and "remove-cell" not in _tags(cell)
        for output in cell.get("outputs", [])
        if VIEW in output.get("data", {})
    ]


def _live_quizzes(path: Path) -> int:
    """How many live quizzes the chapter has (the ``Quiz`` cell the book removes, beside its static quiz)."""
    return sum(
        1 for cell in _cells(path)
        if cell["cell_type"] == "code" and "remove-cell" in _tags(cell) and re.search(r"\bQuiz\(", _source(cell))
    )


def _page(path: Path) -> str:
    return path.relative_to(ROOT).with_suffix("").as_posix()


def _live(cells: list[dict[str, Any]], page: str) -> list[dict[str, Any]]:
    """The widgets the build makes live for a chapter of these cells."""
    return live_site.chapter_widgets(read_chapter(cells, page))


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda path: path.stem)
def test_every_widget_view_a_chapter_shows_is_replaced_by_live_code(chapter: Path) -> None:
    widgets = _live(_cells(chapter), _page(chapter))
    views = [entry["view"] for entry in widgets if "view" in entry]
    assert views == _shown_views(chapter), "each shown view, in the page's order, and nothing else"
    assert sum(1 for entry in widgets if entry.get("replaces") == "quiz") == _live_quizzes(chapter)
    for entry in widgets:
        first, *rest = entry["code"].splitlines()
        widget = widget_named(entry["widget"])
        assert widget is not None and first == f"from {widget.module} import {entry['widget']}"
        assert not any(re.match(r"\s*(from|import) ", line) for line in rest), "only the widget's own import"
        assert "figures" not in entry["code"] and "matplotlib" not in entry["code"] and "numpy" not in entry["code"]


def test_the_chapters_with_widgets_are_the_games_and_the_quiz() -> None:
    with_widgets = {chapter.stem for chapter in CHAPTERS if _live(_cells(chapter), _page(chapter))}
    assert with_widgets == {chapter.stem for chapter in CHAPTERS if _shown_views(chapter) or _live_quizzes(chapter)}
    assert {"manila-2", "manila-3", "manillen-plus", "quiz"} <= with_widgets


def _code_cell(source: str, views: list[str] = (), tags: list[str] = ()) -> dict[str, Any]:  # type: ignore[assignment]
    outputs = [{"output_type": "display_data", "data": {VIEW: {"model_id": view}}, "metadata": {}} for view in views]
    return {"cell_type": "code", "source": source, "metadata": {"tags": list(tags)}, "outputs": outputs}


def test_a_view_the_page_shows_without_live_code_is_refused_at_build_time() -> None:
    cells = [_code_cell("DealStepper(players=4)", ["a"]), _code_cell("some_widget_made_elsewhere", ["b"])]
    with pytest.raises(live_site.LiveBuildFailed, match="no live code"):
        _live(cells, "book/games/x")


def test_a_widget_the_book_removes_must_be_the_live_quiz() -> None:
    with pytest.raises(live_site.LiveBuildFailed, match="no place to go live"):
        _live([_code_cell("RaiseCalculator()", ["a"], ["remove-cell"])], "book/games/x")
    (quiz,) = _live([_code_cell("Quiz(game='Omaha')", ["q"], ["remove-cell"])], "book/games/x")
    assert quiz == {"widget": "Quiz", "code": "from widgets.quiz import Quiz\nQuiz(game='Omaha')", "replaces": "quiz"}


def test_a_widget_made_in_one_cell_and_shown_in_the_next_is_found() -> None:
    cells = [_code_cell("calc = RaiseCalculator(preset='x')\ncalc.explanation()"), _code_cell("calc", ["v"]),
             _code_cell("StaticQuiz(bank)"), _code_cell("DealStepper()  # rb-book-only", [], ["rb-book-only"])]
    (entry,) = _live(cells, "book/games/x")
    assert entry == {
        "widget": "RaiseCalculator",
        "code": "from widgets.raise_calculator import RaiseCalculator\ncalc = RaiseCalculator(preset='x')\ncalc",
        "view": "v",
    }


def test_a_widget_made_where_no_statement_of_its_cell_makes_it_is_refused_at_build_time() -> None:
    """A widget made inside another call (or a function) has no code the page could run to make it."""
    with pytest.raises(live_site.LiveBuildFailed, match="no statement that makes a widget"):
        _live([_code_cell("display(DealStepper(players=4))", ["a"])], "book/games/x")
    assert _live([_code_cell("display(StaticQuiz(bank))")], "book/games/x") == [], "the static quiz never goes live"



def test_every_chapters_widgets_are_made_by_a_page_without_numpy_or_matplotlib(tmp_path: Path) -> None:
    """Every chapter's live code, run in a fresh Python where NumPy and matplotlib cannot be imported,
    makes its widgets through widgets.browser.Page, as a page's worker does: neither loads in the browser."""
    runtime = {"packages": [], "snapshot": None, "download_mb": 0}
    pages = live_site.write_chapters(tmp_path, runtime, ROOT)
    script = """
import json, sys
sys.modules["numpy"] = None
sys.modules["matplotlib"] = None
from widgets.browser import Page
for path in sys.argv[1:]:
    sent = []
    page = Page(sent.append, link_base="../")
    for entry in json.load(open(path))["widgets"]:
        model_id = page.show(entry["code"])
        opened = {json.loads(text)["comm_id"] for text in sent if json.loads(text)["msg_type"] == "comm_open"}
        assert model_id in opened, (path, entry["code"])
        print(entry["widget"])
print("numpy" in sys.modules and sys.modules["numpy"] is not None, "matplotlib.pyplot" in sys.modules)
"""
    done = subprocess.run(
        [sys.executable, "-c", script, *(str(tmp_path / f"{page}.json") for page in pages)],
        capture_output=True, text=True, cwd=ROOT, check=False, env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 0, done.stderr[-3000:]
    lines = done.stdout.split()
    assert lines[-2:] == ["False", "False"]
    expected = [entry["widget"] for chapter in CHAPTERS for entry in _live(_cells(chapter), _page(chapter))]
    assert lines[:-2] == expected
    assert pages == {_page(chapter): len(_live(_cells(chapter), _page(chapter)))
                     for chapter in CHAPTERS if _live(_cells(chapter), _page(chapter))}


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
    _wheel(tmp_path, "Pure_Eval", "0.2.3", [], ["pure_eval/__init__.py"])
    upstream = {"info": {"version": "0.29.3"}, "packages": {"ipython": {"depends": ["pygments", "beta"]}}}
    lock = live_site.write_lock(tmp_path, upstream)
    assert json.loads((tmp_path / "pyodide-lock.json").read_text()) == lock
    packages = lock["packages"]
    assert lock["info"] == {"version": "0.29.3"}
    assert set(packages) == {"alpha", "beta", "delta", "ipython", "pure-eval"}
    # Pyodide reports each wheel it loaded by its entry's name: the key the worker checks it by
    assert all(entry["name"] == key for key, entry in packages.items())
    for entry in packages.values():
        assert entry["sha256"] == hashlib.sha256((tmp_path / entry["file_name"]).read_bytes()).hexdigest()
    assert packages["alpha"]["depends"] == ["beta"]  # gamma is not shipped; delta is for Windows only
    assert packages["ipython"]["depends"] == ["beta"]  # Pyodide's own list, narrowed to what is shipped
    assert packages["alpha"]["imports"] == ["alpha"] and packages["beta"]["imports"] == ["beta"]
    assert packages["delta"]["imports"] == ["delta"]


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


# --- Python's memory snapshot ----------------------------------------------------------------------------


def test_without_node_there_is_no_snapshot_and_the_build_goes_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(live_site.shutil, "which", lambda name: None)
    assert live_site.memory_snapshot(tmp_path / "core", tmp_path / "pyodide", ["Quiz()"]) is None
    assert not (tmp_path / "pyodide").exists()


def test_the_snapshot_imports_every_widget_a_page_makes() -> None:
    imports = set(live_site.SNAPSHOT_IMPORTS)
    assert {widget.module for widget in WIDGETS if widget.live} | {"ipywidgets", "widgets.browser"} <= imports
    assert not {name.split(".")[0] for name in imports} & {"js", "pyodide_js"}, "nothing that holds JavaScript"
    assert "widgets.figures" not in imports, "matplotlib: never in the browser"


# --- the built site -------------------------------------------------------------------------------------

SITE = Path(os.environ["RULES_BOOK_HTML"]) if os.environ.get("RULES_BOOK_HTML") else None
built = pytest.mark.skipif(
    SITE is None or not (SITE / "live").exists(), reason="reads the site ./test.sh has just built (RULES_BOOK_HTML)"
)


@built
def test_the_built_site_has_every_chapters_widgets_and_the_wheels_of_its_lock() -> None:
    assert SITE is not None
    live = SITE / "live"
    pages = sorted(path.relative_to(live / "chapters").with_suffix("").as_posix() for path in (live / "chapters").rglob("*.json"))
    assert pages == sorted(_page(chapter) for chapter in CHAPTERS if _shown_views(chapter) or _live_quizzes(chapter))
    pyodide = live / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))
    for entry in lock["packages"].values():
        assert entry["sha256"] == hashlib.sha256((pyodide / entry["file_name"]).read_bytes()).hexdigest()
    names = set(lock["packages"])
    assert {"ipywidgets", "manila-rules-book", "ipython", "comm", "traitlets"} <= names
    assert not names & {"numpy", "matplotlib", "pandas", "scipy", "pyodide-kernel", "ipykernel", "piplite"}
    for name in browser_runtime.CORE_FILES:
        assert (pyodide / name).stat().st_size > 0
    for page in pages:
        chapter = json.loads((live / "chapters" / f"{page}.json").read_text(encoding="utf-8"))
        assert chapter["packages"] == sorted(names), "the worker loads every wheel of the lock"
        assert chapter["wheels"] == [lock["packages"][name]["file_name"] for name in chapter["packages"]]
        if shutil.which("node"):
            digest = hashlib.sha256((pyodide / live_site.SNAPSHOT).read_bytes()).hexdigest()
            assert chapter["snapshot"] == f"{live_site.SNAPSHOT}?sha256={digest}"  # a new build's snapshot: a new address
            # what the page's worker checks before restoring it: the sha256 of its memory, un-gzipped
            memory = gzip.decompress((pyodide / live_site.SNAPSHOT).read_bytes())
            assert chapter["snapshot_sha256"] == hashlib.sha256(memory).hexdigest()
    if shutil.which("node"):
        snapshot = gzip.decompress((pyodide / live_site.SNAPSHOT).read_bytes())
        magic, offset = int.from_bytes(snapshot[:4], "little"), int.from_bytes(snapshot[4:8], "little")
        assert magic == 0x706E7300 and (len(snapshot) - offset) % 65536 == 0  # "\0snp", then whole pages of memory


@built
def test_the_pages_with_widgets_load_the_live_scripts_and_say_what_scripts_off_means() -> None:
    assert SITE is not None
    for chapter in CHAPTERS:
        text = (SITE / f"{_page(chapter)}.html").read_text(encoding="utf-8")
        views = len(_shown_views(chapter))
        has_live = bool(views or _live_quizzes(chapter))
        assert ("_static/live_book.js" in text) == has_live, chapter.stem
        assert text.count("<noscript><p class=\"rb-widget-label\">") == views
        assert not re.search(r"""(?:src|href)=["'](?:https?:)?//""", text), f"{chapter.stem} loads from another host"
    assert "live_book.js" not in (SITE / "book" / "intro.html").read_text(encoding="utf-8")
    assert (SITE / "_static" / "live_worker.js").exists()


# --- the runtime, made lighter -------------------------------------------------------------------


def test_ipythons_terminal_is_imported_only_when_embed_is_called(tmp_path: Path) -> None:
    original = "import sys\nfrom .core.getipython import get_ipython\nfrom .terminal.embed import embed\n\nx = 1\n"
    wheel = tmp_path / "ipython-9.0.2-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("IPython/__init__.py", original)
        archive.writestr("IPython/core/getipython.py", "def get_ipython(): pass\n")
    copy = browser_runtime.lazy_ipython_terminal(wheel, tmp_path / "out")
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
    with pytest.raises(browser_runtime.NotAsTested, match="terminal"):
        browser_runtime.lazy_ipython_terminal(other, tmp_path / "out2")


def test_pygments_keeps_only_the_python_lexer(tmp_path: Path) -> None:
    wheel = tmp_path / "pygments-2.19.1-py3-none-any.whl"
    names = ["pygments/__init__.py", "pygments/token.py", "pygments/styles/default.py", "pygments/formatters/html.py",
             *browser_runtime.PYGMENTS_LEXERS, "pygments/lexers/shell.py", "pygments/lexers/_lua_builtins.py",
             "pygments-2.19.1.dist-info/METADATA"]
    with zipfile.ZipFile(wheel, "w") as archive:
        for name in names:
            archive.writestr(name, f"# {name}\n")
    with zipfile.ZipFile(browser_runtime.lighter_pygments(wheel, tmp_path / "out")) as archive:
        kept = archive.namelist()
        assert archive.read("pygments/lexers/python.py") == b"# pygments/lexers/python.py\n"
    assert kept == [name for name in names if name not in ("pygments/lexers/shell.py", "pygments/lexers/_lua_builtins.py")]
    (tmp_path / "old").mkdir()
    with zipfile.ZipFile(tmp_path / "old" / wheel.name, "w") as archive:
        archive.writestr("pygments/lexers/__init__.py", "")
    with pytest.raises(browser_runtime.NotAsTested, match="python.py"):
        browser_runtime.lighter_pygments(tmp_path / "old" / wheel.name, tmp_path / "out2")


def test_only_ipythons_terminal_needed_prompt_toolkit_so_it_is_not_shipped() -> None:
    assert not any(spec.startswith(("prompt-toolkit", "prompt_toolkit", "wcwidth")) for spec in browser_runtime.WHEELS)
    assert "from .terminal.embed import embed" in browser_runtime.IPYTHON_EAGER_TERMINAL

