// A Pyodide memory snapshot with ipywidgets and the book's widgets already imported, for the live chapters.
//
// usage: node make_snapshot.mjs PYODIDE_DIR SITE_PYODIDE_DIR OUT_FILE IMPORTS_JSON WIDGETS_JSON
//
// PYODIDE_DIR holds the Pyodide core (pyodide.mjs); SITE_PYODIDE_DIR the site's live/pyodide folder (the
// wheels and their pyodide-lock.json). Every wheel of the lock is unpacked where a page's Pyodide puts
// them, the modules named in IMPORTS_JSON (a JSON list) are imported, every widget of WIDGETS_JSON (the
// code of each chapter's widgets, a JSON list) is made once and let go, so that whatever making one
// imports or reads (a module imported on first use, the engine's tables) is in memory too, and the
// whole of Python's memory is written, gzipped, to OUT_FILE.
//
// A chapter page's worker (book/_ext/static/live_worker.js) restores it instead of starting Python and
// importing them, and makes its widgets before it unpacks any wheel. Nothing here may hold a
// JavaScript object: the snapshot is refused if it does. Then the snapshot is checked the way a page
// uses it: restored into a second Pyodide, with no wheel unpacked, every widget is made through
// widgets.browser.Page, as a page makes them; a widget that cannot be made so fails the build.
import fs from "node:fs";
import zlib from "node:zlib";

const [, , pyodideDir, siteDir, outFile, importsJson, widgetsJson] = process.argv;
const indexURL = pyodideDir.replace(/\/?$/, "/");
const site = siteDir.replace(/\/?$/, "/");
const imports = JSON.parse(importsJson);
const widgets = JSON.parse(fs.readFileSync(widgetsJson, "utf8"));
// What Python takes for its program's name (sys.executable, $_): in a page it is Emscripten's
// "./this.program"; in Node it would be this script's path on the build machine, kept in the snapshot.
process.argv[1] = "./this.program";
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const lock = JSON.parse(fs.readFileSync(site + "pyodide-lock.json", "utf8"));

function unpackWheels(py) {
  // where Pyodide's loadPackage puts them in a page, so that every module's path is the page's
  const extractDir = py.runPython("from pyodide._package_loader import SITE_PACKAGES; str(SITE_PACKAGES)");
  for (const entry of Object.values(lock.packages)) {
    py.unpackArchive(new Uint8Array(fs.readFileSync(site + entry.file_name)), "wheel", { extractDir });
  }
  py.runPython("import importlib; importlib.invalidate_caches()");
}

const quiet = { stdout: () => {}, stderr: (line) => console.error(line) };
const py = await loadPyodide({ indexURL, _makeSnapshot: true, ...quiet });
unpackWheels(py);
py.globals.set("rb_imports", py.toPy(imports));
py.globals.set("rb_widgets", py.toPy(widgets));
py.runPython(`
def _import_them(names, codes):  # in a function: nothing of this is left in Python's __main__
    import gc, importlib, os

    for name in names:
        importlib.import_module(name)
    import comm
    import ipywidgets
    from widgets import browser

    create, link_base = comm.create_comm, os.environ.get("RULES_BOOK_LINK_BASE")
    page = browser.Page(lambda text: None)
    for code in codes:
        page.show(code)
    # every shipped strength table, read now so that it is in the snapshot: a widget's first answer
    # (the live quiz's first question, of a topic drawn at random) may rank hands before the wheels,
    # which hold the tables' files, are unpacked
    from engine.poker.fast import TABLED, strength_table

    for deck, ranking in TABLED:
        strength_table(ranking, deck)
    # let the widgets go: their comms, ipywidgets' record of them, and the page
    ipywidgets.Widget.close_all()
    comm.get_comm_manager().comms.clear()
    browser._PageComm.page = None
    comm.create_comm = create
    if link_base is None:
        os.environ.pop("RULES_BOOK_LINK_BASE", None)
    else:
        os.environ["RULES_BOOK_LINK_BASE"] = link_base
    del page
    gc.collect()

_import_them(rb_imports, rb_widgets)
del _import_them, rb_imports, rb_widgets
`);
const modules = py.runPython("import sys; len(sys.modules)");
const snapshot = py.makeMemorySnapshot();
const packed = zlib.gzipSync(snapshot, { level: 9 });
fs.writeFileSync(outFile, packed);

// The check: restore it, as a page does, and make every widget before any wheel is unpacked.
const restored = await loadPyodide({ indexURL, _loadSnapshot: snapshot, ...quiet });
restored.globals.set("rb_widgets", restored.toPy(widgets));
const later = restored.runPython(`
import sys
_known = set(sys.modules)
from widgets.browser import Page
_sent = []
_page = Page(_sent.append)
for _code in rb_widgets:
    _page.show(_code)
assert _sent, "the widgets sent nothing to the page"
# and a question of every quiz topic for every game, as the live quiz may ask first
from engine.teaching.quiz import QUIZ_GAMES, question_for, topics_for
for _game in QUIZ_GAMES:
    for _topic in topics_for(_game):
        question_for(_topic, _game, 1)
len(set(sys.modules) - _known)
`);
console.log(JSON.stringify({ modules, memory: snapshot.length, gzipped: packed.length, imported_later: later, widgets: widgets.length }));
