// A Pyodide memory snapshot with ipywidgets and the book's widgets already imported, for the live chapters.
//
// usage: node make_snapshot.mjs PYODIDE_DIR SITE_PYODIDE_DIR OUT_FILE IMPORTS_JSON
//
// PYODIDE_DIR holds the Pyodide core (pyodide.mjs); SITE_PYODIDE_DIR the site's live/pyodide folder (the
// wheels and their pyodide-lock.json). Every wheel of the lock is unpacked where a page's Pyodide puts
// them, the modules named in IMPORTS_JSON (a JSON list) are imported, and the whole of Python's memory is
// written, gzipped, to OUT_FILE.
//
// A chapter page's worker (book/_ext/static/live_worker.js) restores it instead of starting Python and
// importing them. Nothing here may hold a JavaScript object: the snapshot is refused if it does.
// Then the snapshot is checked the way a page uses it: restored into a second Pyodide, the wheels
// unpacked again, and a widget made through widgets.browser.Page, as a page makes its widgets; the
// modules that imports beyond the snapshot are counted (each costs a page time when it starts).
import fs from "node:fs";
import zlib from "node:zlib";

const [, , pyodideDir, siteDir, outFile, importsJson] = process.argv;
const indexURL = pyodideDir.replace(/\/?$/, "/");
const site = siteDir.replace(/\/?$/, "/");
const imports = JSON.parse(importsJson);
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
py.runPython(`
def _import_them(names):  # in a function: nothing of this is left in Python's __main__
    import gc, importlib

    for name in names:
        importlib.import_module(name)
    gc.collect()

_import_them(rb_imports)
del _import_them, rb_imports
`);
const modules = py.runPython("import sys; len(sys.modules)");
const snapshot = py.makeMemorySnapshot();
const packed = zlib.gzipSync(snapshot, { level: 9 });
fs.writeFileSync(outFile, packed);

// The check: restore it, as a page does, and make a widget as a page makes it.
const restored = await loadPyodide({ indexURL, _loadSnapshot: snapshot, ...quiet });
unpackWheels(restored);
const later = restored.runPython(`
import sys
_known = set(sys.modules)
from widgets.browser import Page
_sent = []
Page(_sent.append).show("from widgets.quiz import Quiz\\nQuiz()")
assert _sent, "the widget sent nothing to the page"
len(set(sys.modules) - _known)
`);
console.log(JSON.stringify({ modules, memory: snapshot.length, gzipped: packed.length, imported_later: later }));
