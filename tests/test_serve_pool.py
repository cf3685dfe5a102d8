"""The live server's pool of kernels (book/_ext/serve.py, ``KernelPool``): book/_ext/serve.py as a process.

Each server here pools only the quiz (``--pool-notebook book/quiz.ipynb``, the quickest notebook to
run) and serves a stand-in for the built book. A kernel is known by its connection file's name in
its process's command line; the kernel a page got is the one its ``#jupyter-config-data`` names.

- A page is served from the pool: its kernel is the one that was waiting, the page holds every
  output of the notebook's run, and that kernel holds the page's widgets and answers them.
- The pool refills: once a page has taken its kernel, another starts and waits.
- A kernel waiting in the pool is never culled, however long it has waited with nothing connected;
  a kernel taken by a page that never connects is culled after ``--cull-after`` seconds, as any.
- A kernel from the pool is shut down only by its own page (the signed cookie the page got with it).
- Ctrl-C shuts down the kernels waiting in the pool too.
"""

from __future__ import annotations

import asyncio
import http.cookiejar
import json
import re
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_serve_server import LIVE, Server, alive, kernel_id, kernel_processes, quiz_site
from tornado import httpclient, websocket

POOLED = LIVE.removeprefix("/voila/render/")  # book/quiz.ipynb
POOL = ("--pool-size", "1", "--pool-notebook", POOLED)
WIDGET_VIEW = re.compile(r'"model_id":\s*"([0-9a-f]{32})"')


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return quiz_site(tmp_path_factory)


@pytest.fixture(scope="module")
def server(site: Path) -> Iterator[Server]:
    running = Server(site, *POOL)
    yield running
    running.kill()


def kernels(server: Server) -> dict[str, int]:
    """The server's kernels: id -> process."""
    return kernel_processes(server)


def waiting_kernel(server: Server, taken: set[str], timeout_s: float = 90) -> str:
    """The kernel waiting in the pool (one not yet taken by a page), once it has run its notebook:
    idle, and its page's run over (the server's own process idle too)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        waiting = set(kernels(server)) - taken
        if len(waiting) == 1:
            (kernel,) = waiting
            if quiet(server):  # (its state is its page's to read: the server and its kernels at rest)
                return kernel
        time.sleep(0.2)
    raise AssertionError(f"no kernel waiting in the pool after {timeout_s} s: {kernels(server)}, taken {taken}")


def quiet(server: Server) -> bool:
    """Whether the server and its kernels used (almost) no processor time for half a second."""
    def ticks() -> int:
        total = 0
        for pid in (server.process.pid, *server.kernel_pids()):
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            total += int(fields[11]) + int(fields[12])
        return total

    before = ticks()
    time.sleep(0.5)
    return ticks() - before <= 2


def open_page(server: Server, jar: http.cookiejar.CookieJar) -> tuple[str, str]:
    """A reader's live page of the pooled notebook (cookies kept in ``jar``): its kernel and its HTML."""
    reader = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    with reader.open(server.base + LIVE, timeout=120) as answer:
        page = answer.read().decode("utf-8")
    return kernel_id(page), page


def shutdown(server: Server, jar: http.cookiejar.CookieJar, kernel: str) -> int:
    """What the server answers a page (its cookies in ``jar``) asking to shut ``kernel`` down."""
    reader = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    token = next(cookie.value for cookie in jar if cookie.name == "_xsrf")
    form = urllib.parse.urlencode({"_xsrf": token}).encode()
    try:
        with reader.open(urllib.request.Request(f"{server.base}/voila/api/shutdown/{kernel}", data=form), timeout=30) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as error:
        return int(error.code)


async def widget_models(server: Server, kernel: str, cookies: str) -> set[str]:
    """The widget models the kernel holds (``comm_info_request``, as Voila's page asks)."""
    url = f"ws://127.0.0.1:{server.port}/api/kernels/{kernel}/channels?session_id={uuid.uuid4()}"
    received: list[dict[str, Any]] = []
    socket = await websocket.websocket_connect(
        httpclient.HTTPRequest(url, headers={"Cookie": cookies}),
        on_message_callback=lambda m: received.append(json.loads(m)) if m else None,
    )
    header = {"msg_id": "info", "msg_type": "comm_info_request", "session": str(uuid.uuid4()), "username": "t", "version": "5.3"}
    await socket.write_message(json.dumps({"header": header, "parent_header": {}, "metadata": {},
                                           "content": {"target_name": "jupyter.widget"}, "buffers": [], "channel": "shell"}))
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and not any(m["header"]["msg_type"] == "comm_info_reply" for m in received):
        await asyncio.sleep(0.05)
    socket.close()
    return set(next(m for m in received if m["header"]["msg_type"] == "comm_info_reply")["content"]["comms"])


def cookie_header(jar: http.cookiejar.CookieJar) -> str:
    return "; ".join(f"{cookie.name}={cookie.value}" for cookie in jar)


def test_serve_serves_a_live_page_from_the_pool_with_its_widgets_and_refills_the_pool(server: Server) -> None:
    waiting = waiting_kernel(server, set())  # (each test shuts down the kernels its pages took)
    jar = http.cookiejar.CookieJar()
    requested = time.monotonic()
    kernel, page = open_page(server, jar)
    assert kernel == waiting  # the page got the kernel that was waiting, its notebook already run ...
    assert time.monotonic() - requested < 5
    views = set(WIDGET_VIEW.findall(page))
    assert views and "Traceback" not in page  # ... with every output of that run (the quiz's widget among them)
    assert {cookie.name for cookie in jar} >= {"_xsrf", "rules_book_kernel", "rules_book_socket"}
    assert views <= asyncio.run(widget_models(server, kernel, cookie_header(jar)))  # the widgets live in that kernel

    refilled = waiting_kernel(server, {kernel})  # another kernel has run the notebook and waits
    assert refilled != kernel and kernel in kernels(server)
    assert shutdown(server, jar, kernel) == 204


def test_serve_lets_only_its_own_page_shut_down_a_kernel_from_the_pool(server: Server) -> None:
    waiting = waiting_kernel(server, set())
    owner, other = http.cookiejar.CookieJar(), http.cookiejar.CookieJar()
    kernel, _ = open_page(server, owner)
    assert kernel == waiting
    other_kernel, _ = open_page(server, other)  # another reader (the pool's next kernel, started for them)
    assert other_kernel != kernel
    assert shutdown(server, other, kernel) == 404  # not theirs
    assert kernel in kernels(server)
    assert shutdown(server, owner, kernel) == 204  # its own page
    assert kernel not in kernels(server)
    assert shutdown(server, other, other_kernel) == 204
    assert [line for line in server.stderr if "Traceback" in line] == []


def test_serve_never_culls_a_kernel_waiting_in_the_pool_but_culls_a_taken_one_never_connected(site: Path) -> None:
    """Culled after 2 s with nothing connected (checked every second), by the server's own culler or
    jupyter_server's: the kernel waiting in the pool is left alone all the same; the one a page took but
    never connected to goes. On Ctrl-C the kernel waiting in the pool is shut down with the rest."""
    server = Server(site, *POOL, "--cull-after", "2")
    try:
        waiting = waiting_kernel(server, set())
        pid = kernels(server)[waiting]
        time.sleep(6)  # three times the cull time, idle, nothing connected
        assert waiting in kernels(server) and alive(pid)

        status, page = server.get(LIVE)  # a page requested, never opened: nothing connects to its kernel
        assert status == 200 and kernel_id(page) == waiting
        deadline = time.monotonic() + 2 + 1 + 10  # the cull time, its interval, a margin
        while waiting in kernels(server):
            assert time.monotonic() < deadline, "the kernel a page took and never connected to was not culled"
            time.sleep(0.25)

        refilled = waiting_kernel(server, {waiting})
        time.sleep(4)
        assert refilled in kernels(server)  # the new one waits, not culled either
        assert [line for line in server.stderr if "Culling" in line and waiting not in line] == []
        pids = server.kernel_pids()
        assert pids

        assert server.stop() == 0
    finally:
        server.kill()
    time.sleep(0.2)
    assert [pid for pid in pids if alive(pid)] == []
    assert server.stdout[-1] == "serve: stopped; every live page's kernel is shut down.\n"
    assert [line for line in server.stderr if "Culling" not in line] == []


def test_serve_stops_at_once_and_quietly_on_ctrl_c_while_the_pool_warms_up(site: Path) -> None:
    """Ctrl-C as the pool's first kernel runs its notebook: that kernel is stopped (not asked to stop in
    mid-run, which makes a kernel print a traceback), and the server says its one line."""
    server = Server(site, *POOL)
    try:
        deadline = time.monotonic() + 30
        while not (pids := server.kernel_pids()):
            assert time.monotonic() < deadline, "the pool started no kernel"
            time.sleep(0.05)
        status = server.stop()
        time.sleep(0.2)
        assert status == 0, "".join(server.stdout + server.stderr)
    finally:
        server.kill()
    time.sleep(0.2)
    assert [pid for pid in pids if alive(pid)] == []
    assert server.stdout[-1] == "serve: stopped; every live page's kernel is shut down.\n"
    assert server.stderr == []
