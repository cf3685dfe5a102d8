/* The Manila Rules Book: a chapter's widgets come alive where they stand, in the reader's own browser.

   On a page of the book that shows widgets (book/_ext/rules_book.py adds this script to those pages only),
   the saved picture of each widget (the state stored in the notebook, drawn by the vendored
   @jupyter-widgets/html-manager) shows at once. Meanwhile one Python starts for the page, in a Web
   Worker (live_worker.js, Pyodide from the site's live/pyodide/ folder), makes the chapter's widgets (the
   code of each is in live/chapters/<page>.json, written by book/_ext/live_site.py), and each picture is
   replaced by its live widget in the same place, drawn by a widget manager whose messages go to that
   Python instead of to a kernel.

   Until a widget is live it is visibly not: its picture is inert (nothing in it can be clicked, typed
   into or focused), dimmed, and labelled; a click on it says, in words, that Python is still starting.
   The chapter's status line (role="status", at the top of the chapter) says what is happening:
   starting, making the widgets (k of n), ready (only once every widget on the page is live), or that
   Python could not start here and why. Where it cannot start at all (no WebAssembly, no workers, a
   copy of the book built without Python, a host that does not serve Python's files) each picture
   says that it is a picture of the widget, and why. Scripts off: the page's <noscript> notes say it.

   The static quiz (HTML and JavaScript, no Python) keeps working either way. Where the chapter has a
   live quiz (fresh questions made by the engine), it takes the static quiz's place once ready, unless
   the reader has begun the static one: then a button offers the switch.

   For benchmarks/book_pages.py and the browser tests: window.rbLive = {state, times: [[what, ms]], ...}
   (times: on the page's performance.now() clock, when each step began: "page", "worker", then the
   worker's own "python" (Python is up), "widgets", "widget:<i>" (Python made widget i), then the page's
   "live:<i>" (widget i drawn live), "ready" (every widget live) or "failed"). */
(function () {
  "use strict";
  const VIEW = 'script[type="application/vnd.jupyter.widget-view+json"]';
  const root = document.documentElement.dataset.content_root || "";
  const live = (window.rbLive = { state: "loading", times: [["page", performance.now()]], widgets: [] });
  const mark = (what) => live.times.push([what, performance.now()]);

  // Python starts as soon as this script runs (in the page's head), while the page is still being read:
  // the worker's messages wait in `early.messages` until the page and its widget manager are ready.
  const early = startWorker();

  function startWorker() {
    const reason = cannotRun();
    if (reason) return { reason };
    const site = new URL(root, location.href);
    const here = new URL(location.pathname, location.href).href;
    const page = (here.endsWith("/") ? here + "index.html" : here).slice(site.href.length).replace(/\.html$/, "");
    const worker = new Worker(`${root}_static/live_worker.js`);
    const messages = [];
    worker.onmessage = ({ data }) => messages.push(data);
    worker.onerror = (event) => messages.push({ type: "failed", reason: "Python could not be loaded from this site", error: event.message });
    worker.postMessage({
      type: "start",
      chapterURL: new URL(`live/chapters/${page}.json`, site).href,
      indexURL: new URL("live/pyodide/", site).href,
      linkBase: `${root}book/`,
    });
    live.state = "starting";
    mark("worker");
    return { worker, messages };
  }

  function setup() {
    const views = Array.from(document.querySelectorAll(VIEW));
    const quizzes = Array.from(document.querySelectorAll("div.rbq"));
    if (!views.length && !quizzes.length) return;
    const status = statusLine();
    const slots = views.map((script) => waitingSlot(script));
    live.slots = slots;
    if (early.reason) return pictures(status, slots, early.reason);
    follow(status, slots, quizzes).catch((error) => {
      console.error("Manila Rules Book: the live widgets could not start:", error);
      pictures(status, slots, "something went wrong while starting Python in this browser");
    });
  }

  // --- what the reader sees ---------------------------------------------------------------------------

  function statusLine() {
    const status = document.createElement("div");
    status.className = "rb-live-status";
    status.setAttribute("role", "status");
    status.dataset.state = "starting";
    status.innerHTML = '<progress max="100" value="5" aria-label="Starting Python for this page\'s widgets"></progress>' +
      '<span class="rb-live-message">Starting Python in your browser, so that the widgets on this page can run\u2026</span>';
    const heading = document.querySelector("article h1") || document.querySelector("main h1");
    (heading ? heading.parentNode : document.body).insertBefore(status, heading ? heading.nextSibling : document.body.firstChild);
    return status;
  }

  function say(status, state, text, progress) {
    status.dataset.state = state;
    status.querySelector(".rb-live-message").textContent = text;
    const bar = status.querySelector("progress");
    if (progress !== undefined) bar.value = Math.max(bar.value, progress);
    bar.hidden = state === "ready" || state === "failed";
  }

  function waitingSlot(script) {
    const output = script.closest(".cell_output") || script.parentNode;
    output.classList.add("rb-live-widget");
    output.dataset.state = "starting";
    const label = document.createElement("p");
    label.className = "rb-widget-label";
    label.textContent = "Starting\u2026 This is a picture of the widget until Python is ready in your browser.";
    output.insertBefore(label, output.firstChild);
    const slot = { script, output, label, modelId: JSON.parse(script.textContent).model_id };
    // the saved picture may be drawn after this runs: whatever it draws, inert until the live widget replaces it
    // the saved picture may be drawn after this runs: whatever it draws is held still until the live
    // widget replaces it (and for good, if Python cannot run)
    slot.hold = () => output.querySelectorAll(":scope > .widget-subarea").forEach((view) => {
      if (output.dataset.state === "live") {
        // a picture drawn after the live widget (the saved state is drawn when the page has loaded, which
        // a quick Python can beat) would stand beside it: hidden (not removed: it is still being drawn into)
        if (!view.classList.contains("rb-live-view")) {
          view.classList.add("rb-late-picture");
          view.hidden = true;
          view.inert = true;
        }
      } else if (output.dataset.state === "starting") {
        if (!view.classList.contains("rb-live-view")) view.inert = true;  // nothing in it to click, type or focus
      } else if (output.dataset.state === "picture") {
        // a picture for good: its controls do nothing, so they say so by being disabled, while the rules it
        // cites can still be read (they are links)
        view.inert = false;
        view.querySelectorAll("button, input, select, textarea").forEach((control) => { control.disabled = true; });
      }
    });
    slot.hold();
    slot.observer = new MutationObserver(slot.hold);
    slot.observer.observe(output, { childList: true, subtree: true });
    output.addEventListener("click", (event) => {
      if (output.dataset.state !== "starting") return;
      event.preventDefault();
      event.stopPropagation();
      label.textContent = "Python is still starting in your browser: this widget answers in a moment. Nothing you clicked was lost or sent anywhere.";
      label.classList.add("rb-widget-label-nudge");
    }, true);
    return slot;
  }

  function pictures(status, slots, reason) {
    live.state = "failed";
    live.reason = reason;
    mark("failed");
    say(status, "failed", `The widgets on this page cannot run here: ${reason}. They are shown as pictures ` +
        "of the widgets, as saved when the book was built; the engine's answer for each example is printed with it.");
    slots.forEach((slot) => picture(slot, reason));
  }

  function picture(slot, reason) {
    slot.output.dataset.state = "picture";
    // a live view drawn before Python failed would look live and do nothing: held still, as the pictures are
    slot.hold();
    slot.observer.observe(slot.output, { childList: true, subtree: true });
    slot.label.classList.remove("rb-widget-label-nudge");
    slot.label.textContent = `A picture of the widget, not the widget: ${reason}.`;
    if (!slot.label.isConnected) slot.output.insertBefore(slot.label, slot.output.firstChild);
  }

  function cannotRun() {
    if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
      return "this browser does not run WebAssembly, which Python in the page needs";
    }
    if (typeof Worker !== "function") return "this browser does not run Web Workers, which Python in the page needs";
    if (location.protocol === "file:") {
      return "the book is opened from files on disk, and browsers do not let a page start Python from there (serve it, e.g. with ./serve.sh)";
    }
    return null;
  }

  // --- Python, in a worker ----------------------------------------------------------------------------

  async function follow(status, slots, quizzes) {
    const { worker, messages } = early;
    say(status, "starting", "Starting Python in your browser, so that the widgets on this page can run\u2026", 10);
    const creep = setInterval(() => {  // no byte counts reach the page from the worker: the bar creeps meanwhile
      const bar = status.querySelector("progress");
      if (bar.value < 60) bar.value += (60 - bar.value) * 0.08;
    }, 200);
    setTimeout(() => {
      if (live.state !== "starting") return;
      say(status, "starting", "Python is taking longer than usual to start in this browser (it keeps trying). " +
          "Meanwhile each widget shows its saved picture.");
    }, 45000);
    const manager = await widgetManager(worker);
    let entries = [];
    let failed = 0;
    const handle = (data) => {
      if (data.type === "python") return manager.fromPython(JSON.parse(data.text));
      if (data.type === "idle") return manager.idle(data.id);
      if (data.type === "chapter") {
        entries = data.chapter.widgets.map((widget) => ({
          ...widget, slot: widget.view ? slots.find((slot) => slot.modelId === widget.view) : null,
        }));
        say(status, "starting", "Starting Python in your browser, so that the widgets on this page can run. The first " +
            `visit downloads about ${data.chapter.download_mb} MB; later visits start from your browser\u2019s cache.`, 10);
        return;
      }
      if (data.type === "step") {  // placed when the worker took the step, not when the page got to its message
        live.times.push([data.step + (data.index !== undefined ? `:${data.index}` : ""), data.at - performance.timeOrigin]);
        if (data.step === "widgets") {
          clearInterval(creep);
          say(status, "starting", `Python is running. Making the widgets: 0 of ${entries.length}\u2026`, 65);
        } else if (data.step === "files") {
          say(status, "starting", "The widgets are drawn; Python is unpacking the rest of its files, and takes " +
              "what you do as soon as it has (a moment)\u2026", 95);
        }
        return;
      }
      if (data.type === "widget") {
        const entry = entries[data.index];
        entry.modelId = data.modelId;
        entry.shown = manager.show(entry, quizzes).then(() => {
          if (entry.quiz) return;  // live once it takes the static quiz's place
          live.widgets.push(data.index);
          mark(`live:${data.index}`);
          const done = live.widgets.length;
          if (live.state !== "ready") {
            say(status, "starting", `Python is running. Making the widgets: ${done} of ${entries.length}\u2026`, 65 + 33 * done / entries.length);
          }
        }, (error) => {
          console.error("Manila Rules Book: a live widget could not be drawn:", error);
          failed += 1;
          if (entry.slot) picture(entry.slot, "this widget could not start in your browser");
        });
        return;
      }
      if (data.type === "widget-failed") {
        failed += 1;
        const slot = entries[data.index].slot;
        entries[data.index].shown = Promise.resolve();
        if (slot) picture(slot, "this widget could not start in your browser");
        return;
      }
      if (data.type === "failed") {
        clearInterval(creep);
        if (data.error) console.error("Manila Rules Book: Python's worker failed:", data.error);
        if (live.state !== "ready") pictures(status, slots, data.reason);
        return;
      }
      if (data.type === "ready") {
        Promise.all(entries.map((entry) => entry.shown || Promise.resolve())).then(() => {
          entries.forEach((entry, index) => {
            if (!entry.quiz) return;
            replaceQuiz(entry.quiz, entry.holder);
            live.widgets.push(index);
            mark(`live:${index}`);
          });
          live.state = failed ? "partial" : "ready";
          live.snapshot = data.snapshot;
          mark("ready");
          const seconds = ((performance.now() - live.times[0][1]) / 1000).toFixed(1);
          if (failed) {
            say(status, "failed", `${entries.length - failed} of the ${entries.length} widgets on this page are live; ` +
                `${failed} could not start in your browser and ${failed === 1 ? "is a picture" : "are pictures"}, labelled as such.`);
          } else {
            say(status, "ready", "Ready: the widgets on this page are live, running in Python in your browser " +
                `(started in ${seconds} s). Nothing is sent to a server.`, 100);
          }
          returnToAnchor();
        });
      }
    };
    worker.onmessage = ({ data }) => handle(data);
    worker.onerror = (event) => handle({ type: "failed", reason: "Python could not be loaded from this site", error: event.message });
    messages.splice(0).forEach(handle);
  }

  // A link that lands on a widget (#live-...) should still land there once the pictures are replaced.
  function returnToAnchor() {
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target && !live.readerMoved) target.scrollIntoView();
  }
  for (const type of ["wheel", "keydown", "mousedown", "touchstart"]) {
    addEventListener(type, () => { live.readerMoved = true; }, { once: true, capture: true });
  }

  // --- the widget manager, over the vendored html-manager -----------------------------------------------

  function requireModules(names) {
    return new Promise((resolve, reject) => window.require(names, (...modules) => resolve(modules), reject));
  }

  async function widgetManager(worker) {
    const [htmlManager] = await requireModules(["@jupyter-widgets/html-manager"]);
    const comms = new Map();
    const callbacks = new Map();
    let sent = 0;

    // A widget's comm: messages to Python go to the worker; Python's come through fromPython.
    class PageComm {
      constructor(commId, targetName) {
        this.comm_id = commId;
        this.target_name = targetName;
        this.waiting = [];  // messages that arrive before the model listens
        this.onMessage = null;
        this.onClose = null;
      }
      on_msg(callback) {
        this.onMessage = callback;
        this.waiting.splice(0).forEach((message) => callback(message));
      }
      on_close(callback) { this.onClose = callback; }
      open() { return ""; }
      close() { return ""; }  // the page never closes a widget: Python owns them
      send(data, messageCallbacks) {
        const id = String(++sent);
        if (messageCallbacks) callbacks.set(id, messageCallbacks);
        worker.postMessage({ type: "comm_msg", id, text: JSON.stringify({ msg_type: "comm_msg", comm_id: this.comm_id, data }) });
        return id;
      }
      take(message) {
        if (this.onMessage) this.onMessage(message); else this.waiting.push(message);
      }
    }

    class LiveManager extends htmlManager.HTMLManager {
      _create_comm() { return Promise.reject(new Error("the page makes no widget of its own: Python makes them")); }
      _get_comm_info() { return Promise.resolve({}); }
    }
    const manager = new LiveManager();

    return {
      fromPython(message) {
        const envelope = { content: { comm_id: message.comm_id, data: message.data }, metadata: message.metadata || {}, buffers: [] };
        if (message.msg_type === "comm_open") {
          const comm = new PageComm(message.comm_id, message.target_name);
          comms.set(message.comm_id, comm);
          envelope.content.target_name = message.target_name;
          manager.handle_comm_open(comm, envelope).catch((error) => console.error("Manila Rules Book: a widget's model failed:", error));
        } else if (message.msg_type === "comm_msg") {
          const comm = comms.get(message.comm_id);
          if (comm) comm.take(envelope);
        } else if (message.msg_type === "comm_close") {
          const comm = comms.get(message.comm_id);
          comms.delete(message.comm_id);
          if (comm && comm.onClose) comm.onClose(envelope);
        }
      },
      idle(id) {
        const messageCallbacks = callbacks.get(id);
        callbacks.delete(id);
        const status = messageCallbacks && messageCallbacks.iopub && messageCallbacks.iopub.status;
        if (status) status({ content: { execution_state: "idle" }, parent_header: { msg_id: id } });
      },
      async show(entry, quizzes) {
        const model = await manager.get_model(entry.modelId);
        const view = await manager.create_view(model);
        const holder = document.createElement("div");
        holder.className = "widget-subarea rb-live-view";
        bridgeDrill(holder);
        if (entry.slot) {
          const { output, script, label } = entry.slot;
          output.insertBefore(holder, script);
          await manager.display_view(view, holder);
          output.querySelectorAll(":scope > .widget-subarea:not(.rb-live-view)").forEach((picture) => picture.remove());
          output.dataset.state = "live";
          entry.slot.observer.observe(output, { childList: true });  // only a late picture matters now
          label.remove();
        } else if (entry.replaces === "quiz" && quizzes.length) {
          const quiz = quizzes.shift();
          holder.hidden = true;  // drawn in the page (a widget draws only there), shown when it takes the quiz's place
          quiz.before(holder);
          await manager.display_view(view, holder);
          Object.assign(entry, { quiz, holder });  // it takes the static quiz's place once Python is ready
        }
      },
    };
  }

  // The live quiz's drill record (widgets/quiz.py, Quiz): Python in the worker has no localStorage, so the
  // quiz holds two hidden widgets. When the quiz is drawn, the stored record (JSON, under the key the quiz
  // names) is typed into .rbq-store-in; each time the quiz writes its record into .rbq-store-out, marked
  // loaded, it is stored. The static quiz reads and writes the same key: one score for both.
  function bridgeDrill(holder) {
    const loaded = new WeakSet();
    let last = null;
    const look = () => holder.querySelectorAll(".rbq-live").forEach((quiz) => {
      const out = quiz.querySelector(".rbq-store-out [data-rbq-key]");
      const input = quiz.querySelector(".rbq-store-in input");
      if (!out || !input) return;
      const key = out.dataset.rbqKey;
      if (!loaded.has(quiz)) {
        loaded.add(quiz);
        let kept = null;
        try { kept = localStorage.getItem(key); } catch (error) { /* storage off: this visit only */ }
        input.value = kept || "{}";
        input.dispatchEvent(new Event("input", { bubbles: true }));
      } else if (out.dataset.rbqLoaded === "yes" && out.dataset.rbqRecord !== last) {
        last = out.dataset.rbqRecord;
        try { localStorage.setItem(key, last); } catch (error) { /* storage off: this visit only */ }
      }
    });
    new MutationObserver(look).observe(holder, { childList: true, subtree: true, characterData: true });
  }

  // The live quiz takes the static quiz's place, unless the reader has begun the static one.
  function replaceQuiz(quiz, holder) {
    holder.classList.add("rb-live-quiz");
    const swap = () => { quiz.remove(); holder.hidden = false; };
    if (!quiz.dataset.rbTouched) {
      swap();
      return;
    }
    const offer = document.createElement("p");
    offer.className = "rb-live-quiz-offer";
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = "Switch to the live quiz (fresh questions, made by the engine)";
    button.addEventListener("click", () => { swap(); offer.remove(); });
    offer.append("The live quiz is ready. ", button);
    quiz.before(offer);
  }
  document.addEventListener("click", (event) => {
    const quiz = event.target.closest && event.target.closest("div.rbq");
    if (quiz) quiz.dataset.rbTouched = "yes";
  }, true);

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setup); else setup();
})();
