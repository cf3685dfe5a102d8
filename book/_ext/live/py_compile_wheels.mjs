// Byte-compile pure-Python wheels for Pyodide, inside Pyodide itself (Node), as Pyodide's own release does.
//
// usage: node py_compile_wheels.mjs PYODIDE_DIR IN_DIR OUT_DIR
//
// Every *.py in every IN_DIR/*.whl is replaced by a sourceless .pyc compiled by Pyodide's CPython 3.13 (the
// magic number must be the browser's: no host Python 3.13 is needed), RECORD is rewritten, and the wheel is
// written to OUT_DIR under the same name. A file that does not compile (Python 2 test data, templates) is kept
// as source. Pyodide imports a package's .pyc without compiling its source at every page load.
const [, , pyodideDir, inDir, outDir] = process.argv;
const { loadPyodide: load } = await import(pyodideDir.replace(/\/?$/, "/") + "pyodide.mjs");
const py = await load({ indexURL: pyodideDir.replace(/\/?$/, "/") });
py.FS.mkdirTree("/in");
py.FS.mkdirTree("/out");
py.FS.mount(py.FS.filesystems.NODEFS, { root: inDir }, "/in");
py.FS.mount(py.FS.filesystems.NODEFS, { root: outDir }, "/out");
py.runPython(`
import base64, hashlib, importlib.util, io, os, zipfile
from importlib._bootstrap_external import _code_to_timestamp_pyc

def record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"

for wheel in sorted(os.listdir("/in")):
    if not wheel.endswith(".whl"):
        continue
    src = zipfile.ZipFile(f"/in/{wheel}")
    files, kept = {}, 0
    record_name = next(n for n in src.namelist() if n.endswith(".dist-info/RECORD"))
    for info in src.infolist():
        if info.is_dir() or info.filename == record_name:
            continue
        data = src.read(info)
        name = info.filename
        if name.endswith(".py") and ".data/" not in name:
            try:
                code = compile(data, f"/lib/python3.13/site-packages/{name}", "exec", dont_inherit=True)
            except SyntaxError:
                kept += 1
            else:
                files[name + "c"] = bytes(_code_to_timestamp_pyc(code, 0, len(data)))
                continue
        files[name] = data
    lines = [record_line(n, d) for n, d in files.items()] + [f"{record_name},,"]
    files[record_name] = ("\\n".join(lines) + "\\n").encode()
    with zipfile.ZipFile(f"/out/{wheel}", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for n, d in files.items():
            info = zipfile.ZipInfo(n, (2020, 2, 2, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            out.writestr(info, d)
    print(f"{wheel}: {os.path.getsize(f'/in/{wheel}')} -> {os.path.getsize(f'/out/{wheel}')} bytes" + (f", {kept} .py kept" if kept else ""))
`);
