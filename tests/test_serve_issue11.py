"""The live server under load and against strangers (issue 11): book/_ext/serve.py as a process.

- The cap on kernels holds for simultaneous requests: the count and the reservation are one step,
  and every request beyond the cap gets the 503 page with its link back to the book.
- The run command refuses a port outside 0-65535 in a sentence, and refuses to serve while a module
  a live page imports does not import (naming the file and the line).
- A request for another host (DNS rebinding) is refused; a kernel is shut down only by its own page
  (the signed cookie it got with the page); ``DELETE /api/kernels/<id>`` is gone; a null byte in a
  path and ``/logout`` answer 404 with nothing in the log.
- A kernel killed mid-use is not restarted empty: its page is told it is dead.
- A kernel's messages are not kept for a tab that has gone.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import http.client
import http.cookiejar
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_serve_server import LIVE, SERVE, Server, kernel_id
from tornado import httpclient, websocket

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "_build" / "html"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    site = tmp_path_factory.mktemp("site") / "html"
    (site / "book").mkdir(parents=True)
    (site / "index.html").write_text("<title>The book</title>\n", encoding="utf-8")
    (site / "book" / "quiz.html").write_text("<title>Quiz</title>\n", encoding="utf-8")
    return site


@pytest.fixture(scope="module")
def server(site: Path) -> Iterator[Server]:
    running = Server(site)
    yield running
    running.kill()


def request(server: Server, method: str, path: str, headers: dict[str, str] | None = None) -> tuple[int, str]:
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=120)
    try:
        connection.request(method, path, headers=headers or {})
        answer = connection.getresponse()
        return answer.status, answer.read().decode("utf-8", errors="replace")
    finally:
        connection.close()


def tracebacks(server: Server) -> list[str]:
    return [line for line in server.stderr if "Traceback" in line or "Task exception" in line]


# --- 1. the cap holds for simultaneous requests -------------------------------------------------------


def test_serve_caps_simultaneous_live_pages_and_refuses_the_rest_with_a_link(site: Path) -> None:
    server = Server(site, "--max-kernels", "3", "--max-starting", "8")
    try:
        with concurrent.futures.ThreadPoolExecutor(8) as pool:
            answers = list(pool.map(lambda _: server.get(LIVE), range(8)))
        statuses = sorted(status for status, _ in answers)
        assert statuses == [200] * 3 + [503] * 5
        for status, page in answers:
            if status == 503:
                assert "<h1>Too many live pages are open</h1>" in page
                assert '<a href="/book/quiz.html">this page in the book</a>' in page
        assert len(server.kernel_pids()) == 3
    finally:
        server.kill()


def test_serve_answers_busy_when_too_many_live_pages_are_starting(site: Path) -> None:
    server = Server(site, "--max-kernels", "10", "--max-starting", "2", "--start-wait", "0")
    try:
        with concurrent.futures.ThreadPoolExecutor(5) as pool:
            answers = list(pool.map(lambda _: server.get(LIVE), range(5)))
        busy = [page for status, page in answers if status == 503]
        assert 1 <= len(busy) <= 3 and len(answers) - len(busy) >= 2
        for page in busy:
            assert "<h1>The server is busy</h1>" in page
            assert '<a href="/book/quiz.html">this page in the book</a>' in page
    finally:
        server.kill()


def test_serve_live_page_says_when_it_is_slow_and_when_its_session_ended(server: Server) -> None:
    status, page = server.get(LIVE)
    assert status == 200
    assert "The live page is taking longer than usual" in page
    assert "The live session has ended. Reload this page to start again." in page


# --- 8. the run command refuses what cannot work ------------------------------------------------------


@pytest.mark.parametrize("port", ["99999", "-1", "eighty"])
def test_serve_refuses_a_port_outside_1_to_65535_in_a_sentence(port: str, site: Path) -> None:
    run = subprocess.run([sys.executable, str(SERVE), "--port", port, "--site", str(site)],
                         capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 2
    assert "the port must be a" in run.stderr and "from 1 to 65535" in run.stderr
    assert "Traceback" not in run.stderr and run.stdout == ""


def test_serve_refuses_to_serve_while_a_live_pages_module_does_not_import(tmp_path: Path, site: Path) -> None:
    copy = tmp_path / "copy"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".*", "_build")
    for name in ("book", "engine", "widgets"):
        shutil.copytree(ROOT / name, copy / name, ignore=ignore)
    shutil.copy2(ROOT / "_toc.yml", copy / "_toc.yml")
    quiz = copy / "widgets" / "quiz.py"
    lines = quiz.read_text(encoding="utf-8").splitlines()
    quiz.write_text("\n".join([*lines, "def broken(:"]) + "\n", encoding="utf-8")
    command = [sys.executable, str(copy / "book/_ext/serve.py"), "--port", "0", "--site", str(site)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=copy)
    try:
        stdout, stderr = process.communicate(timeout=60)
    finally:
        if process.poll() is None:  # it served: stop it
            process.kill()
            process.wait()
    assert process.returncode == 1, stdout + stderr
    assert stdout == ""
    assert stderr.startswith(
        f"serve: the live pages' code does not import: widgets.quiz fails at widgets/quiz.py, line {len(lines) + 1}"
    ), stderr
    assert "Traceback" not in stderr


# --- 7. strangers --------------------------------------------------------------------------------------


def test_serve_refuses_requests_for_another_host(server: Server) -> None:
    evil = {"Host": "evil.example", "Origin": "http://evil.example"}
    assert request(server, "GET", LIVE, evil)[0] == 403
    assert request(server, "GET", "/", evil)[0] == 403
    status, page = server.get(LIVE)
    assert status == 200
    url = f"ws://127.0.0.1:{server.port}/api/kernels/{kernel_id(page)}/channels?session_id={uuid.uuid4()}"

    async def connect() -> int:
        try:
            socket = await websocket.websocket_connect(httpclient.HTTPRequest(url, headers=evil))
        except httpclient.HTTPClientError as error:
            return error.code
        socket.close()
        return 101

    assert asyncio.run(connect()) == 403
    for host in (f"127.0.0.1:{server.port}", f"localhost:{server.port}"):
        assert request(server, "GET", "/", {"Host": host})[0] == 200


def test_serve_lets_only_a_kernels_own_page_shut_it_down(server: Server) -> None:
    jar = http.cookiejar.CookieJar()
    owner = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    with owner.open(server.base + LIVE, timeout=120) as answer:
        kernel = kernel_id(answer.read().decode("utf-8"))
    status, other_page = server.get(LIVE)  # another reader, with a token of their own
    other_jar = http.cookiejar.CookieJar()
    other = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(other_jar))
    with other.open(server.base + LIVE, timeout=120) as answer:
        answer.read()
    other_token = next(cookie.value for cookie in other_jar if cookie.name == "_xsrf")
    shutdown = f"{server.base}/voila/api/shutdown/{kernel}"
    with pytest.raises(urllib.error.HTTPError) as refused:
        other.open(urllib.request.Request(shutdown, data=urllib.parse.urlencode({"_xsrf": other_token}).encode()), timeout=30)
    assert refused.value.code == 404
    assert request(server, "DELETE", f"/api/kernels/{kernel}")[0] in (403, 405)
    assert server.get(f"/api/kernels/{kernel}")[0] == 200

    token = next(cookie.value for cookie in jar if cookie.name == "_xsrf")
    with owner.open(urllib.request.Request(shutdown, data=urllib.parse.urlencode({"_xsrf": token}).encode()), timeout=30) as answer:
        assert answer.status == 204
    assert server.get(f"/api/kernels/{kernel}")[0] == 404


@pytest.mark.parametrize("path", ["/%00", "/book/quiz.html%00", "/voila/render/book/quiz.ipynb%00", "/logout", "/login"])
def test_serve_answers_null_bytes_and_logout_quietly(server: Server, path: str) -> None:
    before = len(server.stderr)
    assert server.get(path)[0] == 404
    time.sleep(0.2)
    assert [line for line in server.stderr[before:] if "Traceback" in line or "500" in line] == []


# --- 3 and 5. kernels that die, tabs that go -----------------------------------------------------------


async def open_channels(server: Server, kernel: str, session: str, received: list[dict[str, Any]]) -> Any:
    url = f"ws://127.0.0.1:{server.port}/api/kernels/{kernel}/channels?session_id={session}"
    return await websocket.websocket_connect(url, on_message_callback=lambda m: received.append(json.loads(m)) if m else None)


def info_request(session: str, msg_id: str) -> str:
    header = {"msg_id": msg_id, "msg_type": "kernel_info_request", "session": session, "username": "t", "version": "5.3"}
    return json.dumps({"header": header, "parent_header": {}, "metadata": {}, "content": {}, "buffers": [], "channel": "shell"})


def test_serve_does_not_restart_a_killed_kernel_empty_and_tells_its_page(server: Server) -> None:
    before = server.kernel_pids()
    status, page = server.get(LIVE)
    assert status == 200
    kernel = kernel_id(page)
    (pid,) = server.kernel_pids() - before
    received: list[dict[str, Any]] = []

    async def kill_and_listen() -> None:
        socket = await open_channels(server, kernel, str(uuid.uuid4()), received)
        await asyncio.sleep(0.5)
        os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and not any(
            m.get("content", {}).get("execution_state") in ("dead", "restarting") for m in received
        ):
            await asyncio.sleep(0.1)
        await asyncio.sleep(3)
        socket.close()

    asyncio.run(kill_and_listen())
    states = [m["content"]["execution_state"] for m in received if "execution_state" in m.get("content", {})]
    assert "dead" in states and "restarting" not in states
    assert server.kernel_pids() - before == set()  # not restarted behind the page
    assert server.get(f"/api/kernels/{kernel}")[0] == 404


def test_serve_keeps_no_messages_for_a_tab_that_has_gone_and_logs_no_tracebacks(server: Server) -> None:
    status, page = server.get(LIVE)
    assert status == 200
    kernel, session = kernel_id(page), str(uuid.uuid4())
    first: list[dict[str, Any]] = []
    again: list[dict[str, Any]] = []

    async def go_and_come_back() -> None:
        socket = await open_channels(server, kernel, session, first)
        for index in range(300):
            socket.write_message(info_request(session, f"probe-{index}"))
        socket.close()  # at once: most replies come after the tab has gone
        await asyncio.sleep(3)
        socket = await open_channels(server, kernel, session, again)
        await asyncio.sleep(2)
        socket.close()

    asyncio.run(go_and_come_back())
    replayed = [m for m in again if m["header"]["msg_type"] == "kernel_info_reply"]
    assert len(first) < 300 * 3  # the tab left before it had everything ...
    assert replayed == []  # ... and what came after it left was not kept for it
    assert [line for line in server.stderr if "Task exception was never retrieved" in line or "Traceback" in line] == []
