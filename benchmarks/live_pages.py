"""How long a live page takes to open, and how much memory its kernel holds: the README's figures.

Starts the live server (``book/_ext/serve.py``, with its pool of kernels that have already run each
live notebook: ``--pool-size``, 1 by default) on a free port of 127.0.0.1, waits until the pool is
full, and opens every live page of the book in headless Chromium, one at a time, each in a fresh
browser context (nothing cached: a reader's first visit), for ``--rounds`` rounds. Before each
opening it waits until the pool is full again (the kernel the last page took has been replaced and
has run its notebook) and the server and its kernels are idle, so every opening is a fresh page
served from a warm pool. For each opening it records, from the request (the browser's navigation
start):

- **response**: until the page's HTML has all arrived (with a pool, the notebook has already run;
  without one, ``--pool-size 0``, this is the kernel's start and the notebook's run);
- **first widget**: until Voila shows the cells (text and figures) and at least one widget is drawn;
- **every widget**: until every widget is drawn (the figure the README has always quoted as "time
  to widgets"; before the cells show, the page shows Voila's spinner);
- **kernel memory**: the resident memory (RSS, from ``/proc``) of that page's kernel once the page is
  ready, and the server's own.

Once the pool is first full it also records the pool's memory: the RSS of each waiting kernel, their
sum, and the sum of their proportional set sizes (PSS: shared library pages counted once between the
kernels, so the memory the pool really holds). Then it closes each page (the tab asks for its kernel's
shutdown, as a reader's does) and waits until its kernel is gone. It prints a table and the summary,
and writes them to ``benchmarks/results/live_pages.json`` (``tests/test_readme.py`` checks that the
README quotes that file). Run it on an otherwise idle machine, from the project root, with the book
built (``./serve.sh`` or ``./test.sh`` builds it)::

    python benchmarks/live_pages.py                  # every live page, 3 rounds (about 5 minutes)
    python benchmarks/live_pages.py --rounds 1       # a quicker look
    python benchmarks/live_pages.py --pool-size 0 --rounds 1 --no-write   # without the pool, to compare

Needs Chromium (``/usr/bin/chromium`` or ``$CHROMIUM``) and Playwright, as the browser tests do.
"""

from __future__ import annotations

import argparse
import json
import math
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
#: Installed in every page before its scripts: notes (performance.now(), ms from the navigation's start)
#: when the cells are first shown with a widget drawn (``first``) and when every widget is drawn
#: (``every``: the same condition the browser tests wait for, tests/browser/browser_support.py LIVE_VIEWS_DRAWN).
MILESTONES = """(() => {
  window.__liveTimes = {};
  const check = () => {
    const times = window.__liveTimes;
    const cells = document.getElementById('rendered_cells');
    if (!cells || cells.style.display === 'none') return;
    const views = [...document.querySelectorAll('.jp-OutputArea-output.lm-Panel')];
    const drawn = views.filter(view => view.querySelector('.jupyter-widgets')).length;
    if (drawn > 0 && times.first === undefined) times.first = performance.now();
    if (document.querySelector('script[type="application/vnd.voila.cell-output+json"]')) return;
    if (views.length > 0 && drawn === views.length) { times.every = performance.now(); clearInterval(timer); }
  };
  const timer = setInterval(check, 20);
})();"""
EVERY_WIDGET_DRAWN = "() => window.__liveTimes && window.__liveTimes.every !== undefined"
RESPONSE_END = "() => performance.getEntriesByType('navigation')[0].responseEnd"
KERNEL_ID = "() => JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"


def live_notebooks() -> list[str]:
    from book._ext import serve  # the server's own list: the notebooks of _toc.yml

    return list(serve.live_notebooks())


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def proc_mb(pid: int, field: str, file: str = "status") -> float:
    """A ``/proc/<pid>/<file>`` memory field (``VmRSS``, ``Pss``) in MB (10**6 bytes); 0 if the process has gone."""
    try:
        lines = Path(f"/proc/{pid}/{file}").read_text().splitlines()
    except OSError:
        return 0.0
    for line in lines:
        if line.startswith(field + ":"):
            return int(line.split()[1]) * 1024 / 1e6
    return 0.0


def children(server: int) -> dict[int, str]:
    """The server's kernel processes (its children running ipykernel): pid -> its command line."""
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            fields = stat.rsplit(")", 1)[1].split()
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except (OSError, ValueError, IndexError):
            continue
        if int(fields[1]) == server and fields[0] != "Z" and "ipykernel" in command:
            found[int(entry.name)] = command
    return found


def kernel_pid(server: int, kernel_id: str) -> int:
    """The process of the kernel ``kernel_id`` (its connection file is named after it)."""
    for pid, command in children(server).items():
        if f"kernel-{kernel_id}.json" in command:
            return pid
    raise SystemExit(f"live_pages: no process for kernel {kernel_id}")


def cpu_seconds(pids: list[int]) -> float:
    """The processor time (user and system) the processes have used so far."""
    ticks = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        ticks += int(fields[11]) + int(fields[12])
    return ticks / os.sysconf("SC_CLK_TCK")


def wait_for_pool(server: int, kernels: int, timeout_s: float = 300) -> float:
    """Wait until the server runs ``kernels`` kernels and it and they have been idle for a second (the pool
    is full: every kernel in it has run its notebook); the seconds waited."""
    started = time.monotonic()
    while time.monotonic() - started < timeout_s:
        pids = [server, *children(server)]
        if len(pids) - 1 == kernels:
            before = cpu_seconds(pids)
            time.sleep(1.0)
            if len(children(server)) == kernels and cpu_seconds(pids) - before < 0.05:
                return time.monotonic() - started
        else:
            time.sleep(0.2)
    raise SystemExit(f"live_pages: the pool did not fill ({kernels} idle kernels) within {timeout_s:.0f} s")


def start_server(port: int, log: Path, pool_size: int) -> subprocess.Popen[bytes]:
    with open(log, "wb") as out:
        process = subprocess.Popen(
            [sys.executable, str(ROOT / "book" / "_ext" / "serve.py"), "--port", str(port), "--site", str(SITE),
             "--pool-size", str(pool_size)],
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


def pool_memory(server: int) -> dict[str, Any]:
    kernels = sorted(children(server))
    rss = [proc_mb(pid, "VmRSS") for pid in kernels]
    pss = [proc_mb(pid, "Pss", "smaps_rollup") for pid in kernels]
    return {
        "pool_kernels": len(kernels),
        "pool_kernel_mb": [round(mb, 1) for mb in rss],
        "pool_rss_mb_total": round(sum(rss)),
        "pool_pss_mb_total": round(sum(pss)),
        "server_mb": round(proc_mb(server, "VmRSS"), 1),
    }


def measure(browser: Any, base: str, notebook: str, server: int) -> dict[str, float]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(MILESTONES)
    page = context.new_page()
    page.goto(base + "voila/render/" + notebook, wait_until="commit")
    page.wait_for_function(EVERY_WIDGET_DRAWN, timeout=180_000, polling=50)
    times = page.evaluate("() => window.__liveTimes")
    response_ms = page.evaluate(RESPONSE_END)
    kernel = kernel_pid(server, page.evaluate(KERNEL_ID))
    kernel_mb, server_mb = proc_mb(kernel, "VmRSS"), proc_mb(server, "VmRSS")
    page.close(run_before_unload=True)  # the tab closes as a reader's does: it asks for its kernel's shutdown
    context.close()
    deadline = time.monotonic() + 30
    while kernel in children(server) and time.monotonic() < deadline:
        time.sleep(0.1)
    if kernel in children(server):
        raise SystemExit(f"live_pages: the kernel of {notebook} was still running 30 s after its tab closed")
    return {
        "response_seconds": round(response_ms / 1000, 2),
        "first_widget_seconds": round(times["first"] / 1000, 2),
        "seconds": round(times["every"] / 1000, 2),
        "kernel_mb": round(kernel_mb, 1),
        "server_mb": round(server_mb, 1),
    }


def p95(values: list[float]) -> float:
    """The 95th percentile (nearest rank): at least 95 % of the values are at most this."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


def summary(runs: list[dict[str, Any]]) -> dict[str, Any]:
    seconds = [run["seconds"] for run in runs]
    first = [run["first_widget_seconds"] for run in runs]
    response = [run["response_seconds"] for run in runs]
    kernel = [run["kernel_mb"] for run in runs]
    return {
        "pages_opened": len(runs),
        "first_widget_seconds_median": round(statistics.median(first), 1),
        "first_widget_seconds_p95": round(p95(first), 1),
        "first_widget_seconds_min": round(min(first), 1),
        "first_widget_seconds_max": round(max(first), 1),
        "seconds_median": round(statistics.median(seconds), 1),
        "seconds_p95": round(p95(seconds), 1),
        "seconds_min": round(min(seconds), 1),
        "seconds_max": round(max(seconds), 1),
        "response_seconds_median": round(statistics.median(response), 2),
        "response_seconds_max": round(max(response), 2),
        "kernel_mb_median": round(statistics.median(kernel)),
        "kernel_mb_min": round(min(kernel)),
        "kernel_mb_max": round(max(kernel)),
        "server_mb_max": round(max(run["server_mb"] for run in runs)),
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="times each live page is opened (default: %(default)s)")
    parser.add_argument("--pool-size", type=int, default=1,
                        help="the server's kernels kept per live notebook (0: no pool; default: %(default)s)")
    parser.add_argument("--no-write", action="store_true", help=f"print only; do not write {RESULTS.relative_to(ROOT)}")
    args = parser.parse_args(argv)
    if not (SITE / "index.html").exists():
        print(f"live_pages: the book is not built ({SITE / 'index.html'} is missing): run ./serve.sh once", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    notebooks = live_notebooks()
    pool_kernels = max(args.pool_size, 0) * len(notebooks)
    port = free_port()
    log = Path("/tmp") / f"live-pages-benchmark-{port}.log"
    started = time.monotonic()
    server = start_server(port, log, args.pool_size)
    pool: dict[str, Any] = {"pool_size": max(args.pool_size, 0)}
    runs: list[dict[str, Any]] = []
    try:
        wait_for_pool(server.pid, pool_kernels)
        pool["pool_full_after_start_seconds"] = round(time.monotonic() - started, 1)
        pool |= pool_memory(server.pid)
        print(f"pool full {pool['pool_full_after_start_seconds']} s after the server started: "
              f"{pool['pool_kernels']} kernels, {pool['pool_rss_mb_total']} MB RSS, {pool['pool_pss_mb_total']} MB PSS",
              flush=True)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=CHROMIUM, args=["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic"]
            )
            total = args.rounds * len(notebooks)
            for round_number in range(args.rounds):
                for notebook in notebooks:
                    waited = wait_for_pool(server.pid, pool_kernels)
                    run = {"notebook": notebook, "round": round_number + 1} | measure(
                        browser, f"http://127.0.0.1:{port}/", notebook, server.pid
                    )
                    run["waited_for_pool_seconds"] = round(waited, 1)
                    runs.append(run)
                    print(
                        f"[{len(runs):>3}/{total}] {notebook:<32} response {run['response_seconds']:>5.2f} s, "
                        f"first widget {run['first_widget_seconds']:>5.2f} s, every widget {run['seconds']:>5.2f} s, "
                        f"kernel {run['kernel_mb']:>6.1f} MB",
                        flush=True,
                    )
            browser.close()
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
    result = {
        "what": "time from request to the first widget and to every widget drawn, and the kernel's resident memory, "
                "per live page opened in a fresh browser with the server's pool of kernels full; and the pool's memory",
        "command": "python benchmarks/live_pages.py --rounds " + str(args.rounds)
                   + (f" --pool-size {args.pool_size}" if args.pool_size != 1 else ""),
        "when": time.strftime("%Y-%m-%d"),
        "machine": {
            "cores": os.cpu_count(),
            "python": platform.python_version(),
            "load_average_after": round(os.getloadavg()[0], 1),
        },
        "summary": summary(runs) | pool,
        "runs": runs,
    }
    shown = {key: value for key, value in result["summary"].items() if key != "pool_kernel_mb"}
    print(json.dumps(shown, indent=2))
    if not args.no_write:
        RESULTS.parent.mkdir(exist_ok=True)
        RESULTS.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
        print(f"written to {RESULTS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
