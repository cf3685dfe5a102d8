/* The Manila Rules Book: the Python of one chapter page, in a Web Worker (started by live_book.js).

   It loads Pyodide from the site itself (the build's live/pyodide/ folder: the runtime, every wheel and,
   when the build could make one, a memory snapshot of Python with ipywidgets and the book's widgets
   already imported), makes a widgets.browser.Page and asks it for each widget of the chapter. Then it
   carries the widgets' messages, as JSON text, between Python and the page.

   From the page:   {type: "start", chapterURL, indexURL, linkBase}   chapterURL: the chapter's
                    live/chapters/<page>.json, fetched here; indexURL: live/pyodide/; linkBase: the book's folder
                    {type: "comm_msg", id, text}           a widget's message (the reader changed something)
   To the page:     {type: "chapter", chapter}             the chapter's widgets, what the worker loads
                    {type: "step", step: "python" | "widgets" | "widget" | "files", ...}   what it is doing
                    {type: "python", text}                 a message from the widgets (comm_open, comm_msg, ...)
                    {type: "widget", index, modelId}       widget `index` is made; its messages have all gone
                    {type: "widget-failed", index}         widget `index` could not be made (details: console)
                    {type: "ready", seconds, snapshot}     every widget is made
                    {type: "failed", reason}               Python could not start (reason: plain words)
                    {type: "idle", id}                     the message `id` has been handled

   A snapshot that cannot be used (missing, damaged, made by another build of Pyodide) costs time, not the
   page: Python starts afresh and imports what the snapshot would have held. Nor is one restored that is not
   the very snapshot the page was built with: its memory's SHA-256 (computed here, with the browser's
   crypto.subtle) must be the chapter's `snapshot_sha256`; one that differs, or that this browser cannot
   check (crypto.subtle is only there on https and on this machine's own address), is never restored,
   and the console says why. */
"use strict";

let page = null;
let accepting = false;  // the reader's messages are taken once every file of Python's is in place

/** What the site does not serve that Python needs: its message is said to the reader as it is. */
class NotServed extends Error {}
const queue = [];  // the reader's messages that arrive before then, handled in order

self.onmessage = (event) => {
  const message = event.data;
  if (message.type === "start") {
    start(message);
  } else if (message.type === "comm_msg") {
    if (accepting) handle(message); else queue.push(message);
  }
};

function handle(message) {
  try {
    page.receive(message.text);
  } catch (error) {
    console.error("Manila Rules Book: a widget's message failed in Python:", error);
  }
  self.postMessage({ type: "idle", id: message.id });
}

// Pyodide checks that a snapshot was made by its own build, but sizes its memory by the snapshot's
// length first, and never settles if that is not a memory's: what it is given must look like a snapshot.
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

/** A snapshot that is not the one the page was built with, or that this browser cannot check: never restored. */
class NotTheBuilds extends Error {}

function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// The snapshot's memory (as Pyodide is given it, un-gzipped) must hash to what the build recorded: the
// address's ?sha256= only keeps an old copy out of the browser's cache, and proves nothing of what came.
async function verified(memory, expected) {
  if (!self.crypto || !self.crypto.subtle || typeof self.crypto.subtle.digest !== "function") {
    throw new NotTheBuilds("Manila Rules Book: Python's snapshot cannot be checked in this browser (no " +
      "crypto.subtle: the site is not served over https), so Python starts afresh without it.");
  }
  if (!/^[0-9a-f]{64}$/.test(expected || "")) {
    throw new NotTheBuilds("Manila Rules Book: this page names no sha256 for Python's snapshot, so Python " +
      "starts afresh without it.");
  }
  const found = hex(await self.crypto.subtle.digest("SHA-256", memory));
  if (found !== expected) {
    throw new NotTheBuilds(`Manila Rules Book: Python's snapshot is not the one this page was built with ` +
      `(sha256 expected ${expected}, found ${found}), so Python starts afresh without it.`);
  }
  return memory;
}

async function fetchSnapshot(url, expected) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  // gunzipped as it arrives; a host that sends it with "Content-Encoding: gzip" has the browser do that
  const gzipped = !/gzip/i.test(response.headers.get("Content-Encoding") || "");
  const memory = gzipped ? response.body.pipeThrough(new DecompressionStream("gzip")) : response.body;
  return checked(await verified(new Uint8Array(await new Response(memory).arrayBuffer()), expected));
}

async function loadPython(options, snapshotURL, snapshotSha256) {
  if (!snapshotURL) return { pyodide: await loadPyodide(options), snapshot: false };
  const snapshot = fetchSnapshot(new URL(snapshotURL, options.indexURL), snapshotSha256);
  snapshot.catch(() => {});  // its failure is handled below, once loadPyodide awaits it
  try {
    const pyodide = await loadPyodide({ ...options, _loadSnapshot: snapshot });
    // the snapshot holds the random generator's state from the build: every visit draws afresh
    pyodide.runPython("import random; random.seed()");
    return { pyodide, snapshot: true };
  } catch (error) {
    const refused = await snapshot.then(() => null, (failure) => (failure instanceof NotTheBuilds ? failure : null));
    if (refused) console.warn(refused.message);
    else console.warn("Manila Rules Book: Python could not start from its snapshot, so it starts afresh:", error);
    return { pyodide: await loadPyodide(options), snapshot: false };
  }
}

async function start({ chapterURL, indexURL, linkBase }) {
  const began = performance.now();
  // when, as a moment the page can place on its own clock (performance.timeOrigin differs between the two)
  const step = (name, extra) => self.postMessage({ type: "step", step: name, at: performance.timeOrigin + performance.now(), ...extra });
  // the chapter's file and Pyodide's loader are fetched at once; the wheels as soon as the chapter names them
  const asked = fetch(chapterURL).then((response) => {
    if (!response.ok) throw new Error(`${chapterURL}: ${response.status}`);
    return response.json();
  });
  asked.catch(() => {});  // its failure is said below
  try {
    importScripts(new URL("pyodide.js", indexURL).href);
  } catch (error) {
    console.error("Manila Rules Book: Python's loader could not be loaded:", error);
    self.postMessage({ type: "failed", reason: "Python's files could not be loaded from this site" });
    return;
  }
  let chapter;
  try {
    chapter = await asked;
  } catch (error) {
    console.error("Manila Rules Book: no live widgets for this page:", error);
    self.postMessage({ type: "failed", reason: "this copy of the book was built without Python for its widgets" });
    return;
  }
  self.postMessage({ type: "chapter", chapter });
  const { snapshot, snapshot_sha256: snapshotSha256, packages, wheels, widgets } = chapter;
  // Pyodide asks for the wheels only once Python is restored: asked now, they come with the snapshot
  // (the browser's cache hands the same answer to Pyodide's own request)
  for (const wheel of wheels || []) fetch(new URL(wheel, indexURL)).catch(() => {});
  let python;
  try {
    step("python");
    // Pyodide never settles if its WebAssembly file cannot be had: Emscripten only says so on Python's
    // standard error, which is watched for it
    let unserved;
    const wasm = new Promise((resolve, reject) => { unserved = reject; });
    const stderr = (line) => {
      console.warn(line);
      if (/wasm instantiation failed|failed to asynchronously prepare wasm|WebAssembly.*HTTP status/i.test(line)) {
        unserved(new NotServed("this site does not serve Python's WebAssembly file"));
      }
    };
    // ... and a browser that compiles it as it arrives (every current one) is told first: the answer is seen there
    const compile = WebAssembly.instantiateStreaming;
    if (compile) {
      WebAssembly.instantiateStreaming = async (source, imports) => {
        const response = await source;
        if (!response.ok) unserved(new NotServed("this site does not serve Python's WebAssembly file"));
        return compile.call(WebAssembly, response, imports);
      };
    }
    python = await Promise.race([wasm, loadPython({ indexURL, stdout: (line) => console.log(line), stderr }, snapshot, snapshotSha256)]);
    // Restored from the snapshot, Python holds every module the widgets need to be made (the build made
    // each chapter's widgets from it), so they are made first and the wheels' files laid out after
    // (about 1 s): for what a reader's later change may import or read. Started afresh, Python needs
    // the files first.
    if (!python.snapshot) await loadFiles(python.pyodide, packages);
  } catch (error) {
    console.error("Manila Rules Book: Python could not start:", error);
    self.postMessage({
      type: "failed",
      reason: error instanceof NotServed ? error.message : "Python's files could not be loaded from this site",
    });
    return;
  }
  step("widgets", { count: widgets.length });
  const send = (text) => self.postMessage({ type: "python", text });
  try {
    page = python.pyodide.pyimport("widgets.browser").Page.callKwargs(send, { link_base: linkBase });
  } catch (error) {
    console.error("Manila Rules Book: the book's widgets could not be loaded in Python:", error);
    self.postMessage({ type: "failed", reason: "the book's widgets could not be loaded in Python" });
    return;
  }
  let made = 0;
  widgets.forEach(({ code }, index) => {
    try {
      self.postMessage({ type: "widget", index, modelId: page.show(code) });
      made += 1;
    } catch (error) {
      console.error(`Manila Rules Book: widget ${index + 1} could not be made in Python:`, error);
      self.postMessage({ type: "widget-failed", index });
    }
    step("widget", { index });
  });
  if (python.snapshot) {
    step("files");
    try {
      await loadFiles(python.pyodide, packages);
    } catch (error) {
      console.error("Manila Rules Book: Python's files could not be loaded:", error);
      self.postMessage({
        type: "failed",
        reason: error instanceof NotServed ? error.message : "Python's files could not be loaded from this site",
      });
      return;  // the reader's messages stay queued: the page says why its widgets do not answer
    }
  }
  self.postMessage({ type: "ready", made, seconds: (performance.now() - began) / 1000, snapshot: python.snapshot });
  accepting = true;
  queue.splice(0).forEach(handle);
}

// Every wheel of the lock, unpacked where Python imports from; a wheel Pyodide could not load is only
// logged by it, so each is checked: a page whose widgets would fail later says so now.
async function loadFiles(pyodide, packages) {
  await pyodide.loadPackage(packages, { messageCallback: () => {} });
  const normal = (name) => name.toLowerCase().replace(/[-_.]+/g, "-");
  const loaded = new Set(Object.keys(pyodide.loadedPackages).map(normal));
  const missing = packages.filter((name) => !loaded.has(normal(name)));
  if (missing.length) throw new NotServed(`some of Python's files could not be loaded from this site (${missing.join(", ")})`);
}
