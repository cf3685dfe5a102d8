"""How many readers can open a live page at the same moment and see its widgets within 10 s?

Starts book/_ext/serve.py (no cap in the way: --max-kernels and --max-starting 100; and no pool of
kernels that have already run the notebook, --pool-size 0: every reader's page starts its kernel and
runs the notebook, the most work a page can cost, which the caps are set for) on a free port,
then for 1, 2, 4, 6, 8, ... readers at once loads a live chapter as a browser would: the page (the
notebook runs in a new kernel while it streams), then the kernel's websocket, and a
``comm_info_request`` answered: from then on the page draws its widgets. A reader's time is from its
request to that answer. After each step every kernel is shut down (as a closing tab does).

It stops at the first step whose slowest reader waited 10 s or more (or after about 4 minutes), and
writes benchmarks/results/live_load.json: the times per step and ``readers_within_10s``, the most
readers at once who all had their widgets within 10 s on this machine. A step also checks that every
reader's page holds every widget the notebook shows (``every_widget_shown``): none lost under the load.

    python benchmarks/live_load.py [--page book/games/manila-2.ipynb] [--site _build/html]
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import http.cookiejar
import json
import os
import platform
import re
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from pathlib import Path

from tornado import httpclient, websocket

ROOT = Path(__file__).resolve().parents[1]
STEPS = (1, 2, 4, 6, 8, 10, 12, 16)
WITHIN_S = 10.0
BUDGET_S = 240.0


def start_server(site: Path) -> tuple[subprocess.Popen[str], str]:
    process = subprocess.Popen(
        [sys.executable, str(ROOT / "book/_ext/serve.py"), "--port", "0", "--site", str(site),
         "--max-kernels", "100", "--max-starting", "100", "--pool-size", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT,
    )
    assert process.stdout is not None
    for line in process.stdout:
        if match := re.match(r"The book: +(http://\S+)/", line):
            return process, match.group(1)
    raise SystemExit("serve.py did not start")


async def first_answer(base: str, kernel: str, cookies: str) -> None:
    url = f"{base.replace('http://', 'ws://')}/api/kernels/{kernel}/channels?session_id={uuid.uuid4()}"
    answered = asyncio.Event()
    socket = await websocket.websocket_connect(
        httpclient.HTTPRequest(url, headers={"Cookie": cookies}),  # the page's cookies: only it may connect
        on_message_callback=lambda m: answered.set() if m and '"comm_info_reply"' in m else None,
    )
    session = str(uuid.uuid4())
    header = {"msg_id": str(uuid.uuid4()), "msg_type": "comm_info_request", "session": session,
              "username": "reader", "version": "5.3"}
    await socket.write_message(json.dumps(
        {"header": header, "parent_header": {}, "metadata": {}, "content": {}, "buffers": [], "channel": "shell"}))
    await asyncio.wait_for(answered.wait(), 120)
    socket.close()


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def stored_widgets(page: str) -> int:
    """How many widget views the notebook's stored outputs hold: what a complete live page shows."""
    notebook = json.loads((ROOT / page).read_text(encoding="utf-8"))
    return sum(WIDGET_VIEW in output.get("data", {}) for cell in notebook["cells"] for output in cell.get("outputs", []))


def reader(base: str, page: str) -> tuple[float, int, urllib.request.OpenerDirector, str | None, int]:
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    started = time.monotonic()
    try:
        with opener.open(f"{base}/voila/render/{page}", timeout=180) as answer:
            text = answer.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        return time.monotonic() - started, error.code, opener, None, 0
    kernel = json.loads(re.search(r'id="jupyter-config-data" type="application/json">(.*?)</script>', text, re.S)
                        .group(1))["kernelId"]
    asyncio.run(first_answer(base, kernel, "; ".join(f"{c.name}={c.value}" for c in jar)))
    return time.monotonic() - started, 200, opener, kernel, text.count(WIDGET_VIEW)


def close_tab(base: str, opener: urllib.request.OpenerDirector, kernel: str) -> None:
    jar = next(h.cookiejar for h in opener.handlers if isinstance(h, urllib.request.HTTPCookieProcessor))
    token = next(c.value for c in jar if c.name == "_xsrf")
    data = urllib.parse.urlencode({"_xsrf": token}).encode()
    opener.open(urllib.request.Request(f"{base}/voila/api/shutdown/{kernel}", data=data), timeout=60).read()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--page", default="book/games/manila-2.ipynb")
    parser.add_argument("--site", type=Path, default=ROOT / "_build" / "html")
    args = parser.parse_args()
    expected = stored_widgets(args.page)
    process, base = start_server(args.site.resolve())
    steps, best, began = [], 0, time.monotonic()
    try:
        reader(base, args.page)  # warm the server's caches (not counted); its kernel is culled later
        for count in STEPS:
            if time.monotonic() - began > BUDGET_S:
                break
            with concurrent.futures.ThreadPoolExecutor(count) as pool:
                results = list(pool.map(lambda _: reader(base, args.page), range(count)))
            times = sorted(round(seconds, 2) for seconds, *_ in results)
            ok = all(status == 200 for _, status, *_ in results)
            complete = all(widgets == expected for *_, widgets in results)  # no output lost under the load
            steps.append({"readers": count, "seconds": times, "slowest_s": times[-1], "all_answered": ok,
                          "every_widget_shown": complete})
            print(f"{count:3d} readers at once: slowest {times[-1]:.1f} s (all: {times}); "
                  f"every widget on every page: {complete}", flush=True)
            for _, _status, opener, kernel, _widgets in results:
                if kernel:
                    close_tab(base, opener, kernel)
            time.sleep(2)
            if not ok or not complete or times[-1] >= WITHIN_S:
                break
            best = count
    finally:
        process.terminate()
        process.wait(timeout=60)
    result = {
        "what": "readers opening a live page at the same moment; seconds from request to the kernel's first widget answer",
        "page": args.page, "within_s": WITHIN_S, "readers_within_10s": best, "widgets_per_page": expected,
        "steps": steps,
        "machine": {"cores": os.cpu_count(), "python": platform.python_version(), "system": platform.platform()},
    }
    out = ROOT / "benchmarks" / "results" / "live_load.json"
    out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(f"readers within {WITHIN_S:.0f} s: {best}; written to {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
