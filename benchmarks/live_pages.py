"""How long a live page takes to open, and how much memory its kernel holds: the README's figures.

Starts the live server (``book/_ext/serve.py``) on a free port of 127.0.0.1 and opens every live
page of the book in headless Chromium, one at a time, each in a fresh browser context (so with a
new kernel: nothing is shared but the browser's cache), for ``--rounds`` rounds. For each opening it
records

- **time to widgets**: from the request until Voila shows the cells with every widget drawn
  (what a reader waits for: before that the page shows Voila's spinner);
- **kernel memory**: the resident memory (RSS, from ``/proc``) of that page's kernel process once
  the page is ready, and the server's own.

Then it closes the page, waits until its kernel is gone, and opens the next. It prints a table
and the summary the README quotes, and writes them to ``benchmarks/results/live_pages.json``
(``tests/test_readme.py`` checks that the README quotes that file). Run it on an otherwise idle
machine, from the project root, with the book built (``./serve.sh`` or ``./test.sh`` builds it)::

    python benchmarks/live_pages.py              # every live page, 3 rounds (about 6 minutes)
    python benchmarks/live_pages.py --rounds 1   # a quicker look

Needs Chromium (``/usr/bin/chromium`` or ``$CHROMIUM``) and Playwright, as the browser tests do.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import signal
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SITE = Path(os.environ.get("RULES_BOOK_HTML") or ROOT / "_build" / "html")
RESULTS = ROOT / "benchmarks" / "results" / "live_pages.json"
CHROMIUM = os.environ.get("CHROMIUM") or "/usr/bin/chromium"
#: The same condition the browser tests wait for (tests/browser/browser_support.py, LIVE_VIEWS_DRAWN).
WIDGETS_DRAWN = """() => { const cells = document.getElementById('rendered_cells');
    if (!cells || cells.style.display === 'none') return false;
    if (document.querySelector('script[type="application/vnd.voila.cell-output+json"]')) return false;
    const views = [...document.querySelectorAll('.jp-OutputArea-output.lm-Panel')];
    return views.length > 0 && views.every(view => view.querySelector('.jupyter-widgets')); }"""


def live_notebooks() -> list[str]:
    sys.path.insert(0, str(ROOT / "book" / "_ext"))
    import serve  # the server's own list: the notebooks of _toc.yml

    return list(serve.live_notebooks())


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def rss_mb(pid: int) -> float:
    """The resident memory of process ``pid`` in MB (10**6 bytes), from /proc."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024 / 1e6
    return 0.0


def kernels_of(server: int) -> list[int]:
    """The kernel processes the server started (its children running ipykernel)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            parent = int(stat.rsplit(")", 1)[1].split()[1])
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ")
        except (OSError, ValueError, IndexError):
            continue
        if parent == server and b"ipykernel" in command:
            found.append(int(entry.name))
    return found


def start_server(port: int, log: Path) -> subprocess.Popen[bytes]:
    with open(log, "wb") as out:
        process = subprocess.Popen(
            [sys.executable, str(ROOT / "book" / "_ext" / "serve.py"), "--port", str(port), "--site", str(SITE)],
            cwd=ROOT,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/book/intro.html", timeout=2):
                return process
        except OSError:
            time.sleep(0.2)
    process.kill()
    raise SystemExit(f"live_pages: the server did not answer within 60 s (see {log})")


def measure(browser: Any, base: str, notebook: str, server: int) -> dict[str, float]:
    before = set(kernels_of(server))
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    started = time.perf_counter()
    page.goto(base + "voila/render/" + notebook, wait_until="commit")
    page.wait_for_function(WIDGETS_DRAWN, timeout=180_000, polling=50)
    seconds = time.perf_counter() - started
    new = set(kernels_of(server)) - before
    if len(new) != 1:
        raise SystemExit(f"live_pages: expected one new kernel for {notebook}, found {len(new)}")
    (kernel,) = new
    kernel_mb, server_mb = rss_mb(kernel), rss_mb(server)
    page.close(run_before_unload=True)  # the tab closes as a reader's does: it asks for its kernel's shutdown
    context.close()
    deadline = time.monotonic() + 30
    while kernel in kernels_of(server) and time.monotonic() < deadline:
        time.sleep(0.1)
    if kernel in kernels_of(server):
        raise SystemExit(f"live_pages: the kernel of {notebook} was still running 30 s after its tab closed")
    return {"seconds": round(seconds, 2), "kernel_mb": round(kernel_mb, 1), "server_mb": round(server_mb, 1)}


def summary(runs: list[dict[str, Any]]) -> dict[str, Any]:
    seconds = [run["seconds"] for run in runs]
    kernel = [run["kernel_mb"] for run in runs]
    return {
        "pages_opened": len(runs),
        "seconds_median": round(statistics.median(seconds), 1),
        "seconds_min": round(min(seconds), 1),
        "seconds_max": round(max(seconds), 1),
        "kernel_mb_median": round(statistics.median(kernel)),
        "kernel_mb_min": round(min(kernel)),
        "kernel_mb_max": round(max(kernel)),
        "server_mb_max": round(max(run["server_mb"] for run in runs)),
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="times each live page is opened (default: %(default)s)")
    parser.add_argument("--no-write", action="store_true", help=f"print only; do not write {RESULTS.relative_to(ROOT)}")
    args = parser.parse_args(argv)
    if not (SITE / "index.html").exists():
        print(f"live_pages: the book is not built ({SITE / 'index.html'} is missing): run ./serve.sh once", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    notebooks = live_notebooks()
    port = free_port()
    log = Path("/tmp") / f"live-pages-benchmark-{port}.log"
    server = start_server(port, log)
    runs: list[dict[str, Any]] = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=CHROMIUM, args=["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic"]
            )
            total = args.rounds * len(notebooks)
            for round_number in range(args.rounds):
                for notebook in notebooks:
                    run = {"notebook": notebook, "round": round_number + 1} | measure(
                        browser, f"http://127.0.0.1:{port}/", notebook, server.pid
                    )
                    runs.append(run)
                    print(
                        f"[{len(runs):>3}/{total}] {notebook:<32} {run['seconds']:>6.1f} s to widgets, "
                        f"kernel {run['kernel_mb']:>6.1f} MB",
                        flush=True,
                    )
            browser.close()
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
    result = {
        "what": "time from request to every widget drawn, and the kernel's resident memory, per live page",
        "command": "python benchmarks/live_pages.py --rounds " + str(args.rounds),
        "when": time.strftime("%Y-%m-%d"),
        "machine": {
            "cores": os.cpu_count(),
            "python": platform.python_version(),
            "load_average_after": round(os.getloadavg()[0], 1),
        },
        "summary": summary(runs),
        "runs": runs,
    }
    print(json.dumps(result["summary"], indent=2))
    if not args.no_write:
        RESULTS.parent.mkdir(exist_ok=True)
        RESULTS.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
        print(f"written to {RESULTS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
