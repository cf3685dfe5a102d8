// A Pyodide memory snapshot with the kernel's libraries already imported, for the in-browser pages.
//
// usage: node make_snapshot.mjs PYODIDE_DIR SITE_PYODIDE_DIR OUT_FILE IMPORTS_JSON
//
// PYODIDE_DIR holds the Pyodide core (pyodide.mjs); SITE_PYODIDE_DIR the site's static/pyodide folder (the
// wheels and their pyodide-lock.json). Every wheel of the lock is unpacked, pyodide_kernel's own mocks are
// applied (as `import pyodide_kernel` applies them before it imports IPython), the modules named in
// IMPORTS_JSON (a JSON list) are imported, and the whole of Python's memory is written, gzipped, to OUT_FILE.
//
// A page's kernel restores it (book/_ext/live_site.py's worker patch) instead of starting Python and
// importing IPython itself. Nothing here may hold a JavaScript object: the snapshot is refused if it does.
// Then the snapshot is checked the way a page uses it: restored into a second Pyodide, the wheels unpacked
// again and the kernel's own package imported (it starts a shell): every module it imports but its own
// (pyodide_kernel, ipykernel) must be in the snapshot already.
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
    import gc, importlib, importlib.machinery, importlib.util
    from pyodide._package_loader import SITE_PACKAGES

    # pyodide_kernel/__init__.py applies its mocks (termios, fcntl, ...) before it imports IPython: so here
    spec = importlib.machinery.PathFinder.find_spec("mocks", [str(SITE_PACKAGES / "pyodide_kernel")])
    mocks = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mocks)
    mocks.apply_mocks()
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

// The check: restore it, as a page does, and import the kernel's package.
const restored = await loadPyodide({ indexURL, _loadSnapshot: snapshot, ...quiet });
unpackWheels(restored);
const missing = restored.runPython(`
import sys
_known = set(sys.modules)
import pyodide_kernel  # starts a shell, as the kernel does: its streams replace sys.stdout and sys.stderr
sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__
[name for name in sorted(set(sys.modules) - _known) if not name.startswith(("pyodide_kernel", "ipykernel"))]
`).toJs();
if (missing.length) {
  console.error(`the snapshot lacks modules the kernel imports: ${missing.join(", ")}`);
  process.exit(1);
}
console.log(JSON.stringify({ modules, memory: snapshot.length, gzipped: packed.length }));
