/* Manila Rules Book: the kernel's Python starts from the build's memory snapshot (book/_ext/live_site.py). */
// Prepended to jupyterlite-pyodide-kernel's worker, whose call to loadPyodide becomes
// self.rbLoadPyodide(loadPyodide, options). With options.rbSnapshot (a file beside pyodide.js, gzipped,
// made by book/_ext/live/make_snapshot.mjs) Python's memory is restored with IPython, ipywidgets and the
// book's widgets already imported, instead of starting Python and importing them here. The snapshot is
// fetched while Pyodide's own files load. If it cannot be used (missing, damaged, made by another build
// of Pyodide), the worker says so in the console and starts Python afresh: slower, never broken.

// Pyodide checks that a snapshot was made by its own build, but sizes its memory by the snapshot's length
// first, and never settles if that is not a memory's: what it is given must look like a snapshot.
function checked(snapshot) {
  const header = new DataView(snapshot.buffer, snapshot.byteOffset, Math.min(snapshot.byteLength, 16));
  const magic = snapshot.byteLength >= 16 ? header.getUint32(0, true) : 0;
  const offset = magic ? header.getUint32(4, true) : 0;
  const memory = snapshot.byteLength - offset;
  if (magic !== 0x706e7300 || offset < 48 || memory < 16 * 2 ** 20 || memory % 65536 !== 0) {
    throw new Error(`not a Pyodide memory snapshot (${snapshot.byteLength} bytes)`);
  }
  return snapshot;
}

self.rbLoadPyodide = async function (loadPyodide, options) {
  const { rbSnapshot, ...plain } = options;
  if (!rbSnapshot) return loadPyodide(plain);
  const url = new URL(rbSnapshot, new URL(plain.indexURL, self.location.href));
  const snapshot = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
    // gunzipped as it arrives; a host that sends it with "Content-Encoding: gzip" has the browser do that
    const gzipped = !/gzip/i.test(response.headers.get("Content-Encoding") || "");
    const memory = gzipped ? response.body.pipeThrough(new DecompressionStream("gzip")) : response.body;
    return checked(new Uint8Array(await new Response(memory).arrayBuffer()));
  });
  snapshot.catch(() => {}); // its failure is handled below, once loadPyodide awaits it
  try {
    const pyodide = await loadPyodide({ ...plain, _loadSnapshot: snapshot });
    // the snapshot holds the random generator's state from the build: every visit draws afresh
    pyodide.runPython("import random; random.seed()");
    console.debug("Manila Rules Book: Python started from its snapshot");
    return pyodide;
  } catch (error) {
    console.warn("Manila Rules Book: Python could not start from its snapshot, so it starts afresh:", error);
    return loadPyodide(plain);
  }
};
