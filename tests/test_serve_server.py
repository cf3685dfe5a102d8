"""The live server (book/_ext/serve.py) as a process: what it answers, what it says, how it stops.

Each server here serves a two-page stand-in for the built book (a temporary folder) on a free
port, with the real notebooks and Voila template; a live page is requested as a browser would
(the HTTP request runs the notebook in a new kernel). Checked:

- everything outside the book and the notebooks of ``_toc.yml`` answers 403 or 404 (project
  files, listings, the kernels' and contents' APIs, traversal tricks, other templates, hidden files),
  with no traceback, not even in the log;
- it listens on 127.0.0.1 only, prints its addresses once it listens, and logs nothing else;
- a live page shows no code, and its kernel refuses code sent over its websocket;
- a kernel nothing is connected to is shut down after ``--cull-after`` seconds, and beyond
  ``--max-kernels`` a live page answers 503 with a page that says why;
- Ctrl-C (SIGINT) shuts down every kernel, says so in one line, and exits with status 0.
"""

from __future__ import annotations

import asyncio
import html
import http.client
import http.cookiejar
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tornado import httpclient, websocket

ROOT = Path(__file__).resolve().parents[1]
SERVE = ROOT / "book" / "_ext" / "serve.py"
LIVE = "/voila/render/book/quiz.ipynb"  # the quickest live page to run
#: The warning the server logs when a kernel's websocket brings code (the one warning it may log here).
REFUSED_CODE = 'Received message of type "execute_request", which is not allowed. Ignoring.'
ADDRESSES = re.compile(r"The book: +http://127\.0\.0\.1:(\d+)/")


class Server:
    """A running serve.py: its process, its base URL, and everything it printed so far.

    Without a pool of kernels (``--pool-size 0``) unless ``options`` give one: each live page here starts
    its own kernel, so that the tests can count them (tests/test_serve_pool.py tests the pool).
    """

    def __init__(self, site: Path, *options: str) -> None:
        pool = [] if any(option.startswith("--pool") for option in options) else ["--pool-size", "0"]
        # Its temporary files (Voila's folder of kernel connection files) in a folder of its own, which
        # kill() removes: a server killed leaves its folder behind (hundreds in /tmp after a day's runs)
        self.temporary = tempfile.mkdtemp(prefix="rb-serve-")
        self.process = subprocess.Popen(
            [sys.executable, str(SERVE), "--port", "0", "--site", str(site), *pool, *options],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=os.environ | {"TMPDIR": self.temporary},
        )
        self.stdout: list[str] = []
        self.stderr: list[str] = []
        readers = [
            threading.Thread(target=self._read, args=(self.process.stdout, self.stdout), daemon=True),
            threading.Thread(target=self._read, args=(self.process.stderr, self.stderr), daemon=True),
        ]
        for reader in readers:
            reader.start()
        deadline = time.monotonic() + 60
        while not any(ADDRESSES.match(line) for line in self.stdout):
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.kill()  # (and its temporary files: no test will)
                pytest.fail(f"serve.py did not start: {''.join(self.stdout + self.stderr)}")
            time.sleep(0.05)
        match = next(m for m in map(ADDRESSES.match, self.stdout) if m)
        self.port = int(match.group(1))
        self.base = f"http://127.0.0.1:{self.port}"

    @staticmethod
    def _read(stream: object, lines: list[str]) -> None:
        for line in stream:  # type: ignore[attr-defined]
            lines.append(line)

    def get(self, path: str) -> tuple[int, str]:
        """The status and body of a GET of ``path`` exactly as written (no normalising of ``..``)."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
        try:
            connection.request("GET", path)
            answer = connection.getresponse()
            return answer.status, answer.read().decode("utf-8", errors="replace")
        finally:
            connection.close()

    def open_live(self, path: str = LIVE) -> tuple[str, dict[str, str]]:
        """A live page's kernel id and the cookies its page got (the ``Cookie`` header a browser then sends
        to the kernel's addresses), as a tab opening the page has them."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
        try:
            connection.request("GET", path)
            answer = connection.getresponse()
            page = answer.read().decode("utf-8", errors="replace")
            assert answer.status == 200, (answer.status, page[:300])
            cookies = [value.split(";", 1)[0] for name, value in answer.getheaders() if name.lower() == "set-cookie"]
        finally:
            connection.close()
        return kernel_id(page), {"Cookie": "; ".join(cookies)}

    def kernel_pids(self) -> set[int]:
        """The server's child processes (its kernels)."""
        children = set()
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == self.process.pid and fields[0] != "Z":
                children.add(int(stat.parent.name))
        return children

    def stop(self) -> int:
        """Ctrl-C, and the exit status."""
        self.process.send_signal(signal.SIGINT)
        try:
            return self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise

    def kill(self) -> None:
        """Kill the server (if still running) and remove its temporary files."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.temporary, ignore_errors=True)


def quiz_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A stand-in for the built book: an index and the quiz's page, which the live quiz links back to."""
    site = tmp_path_factory.mktemp("site") / "html"
    (site / "book").mkdir(parents=True)
    (site / "index.html").write_text("<title>The book</title>\n", encoding="utf-8")
    (site / "book" / "quiz.html").write_text("<title>Quiz</title>\n", encoding="utf-8")
    return site


def kernel_processes(server: Server) -> dict[str, int]:
    """The server's kernels: id -> process (read from the processes' command lines: a kernel's state
    is its own page's to ask for)."""
    found = {}
    for pid in server.kernel_pids():
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
        except OSError:
            continue
        if match := re.search(r"kernel-([0-9a-f-]{36})\.json", command):
            found[match.group(1)] = pid
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def kernel_id(page: str) -> str:
    """The kernel id Voila puts in a live page's ``#jupyter-config-data``."""
    config = re.search(r'<script id="jupyter-config-data" type="application/json">(.*?)</script>', page, re.S)
    assert config, "no #jupyter-config-data in the page"
    return str(json.loads(config.group(1))["kernelId"])


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A stand-in for the built book: a front page, one chapter, and a hidden file."""
    site = tmp_path_factory.mktemp("site") / "html"
    (site / "book").mkdir(parents=True)
    (site / "index.html").write_text('<meta http-equiv="refresh" content="0; url=book/intro.html">\n', encoding="utf-8")
    (site / "book" / "intro.html").write_text(
        '<!DOCTYPE html><html lang="en"><title>Intro</title><main><h1 id="intro">The book</h1></main></html>\n',
        encoding="utf-8",
    )
    (site / ".buildinfo").write_text("config: secret\n", encoding="utf-8")
    return site


@pytest.fixture(scope="module")
def server(site: Path) -> Iterator[Server]:
    running = Server(site)
    yield running
    running.kill()


#: Requests for what is not the book nor a notebook of the book, and the answer each must get.
REFUSED = [
    ("/voila/files/engine/cards.py", 403),
    ("/voila/files/README.md", 403),
    ("/voila/files/book/quiz.ipynb", 403),
    ("/voila/files/_build/html/index.html", 403),
    ("/voila/tree", 404),
    ("/voila/tree/book", 404),
    ("/voila/api/contents", 404),
    ("/voila/api/contents/engine", 404),
    ("/api/kernels", 404),
    ("/api/contents", 404),
    ("/api/contents/README.md", 404),
    ("/api/sessions", 404),
    ("/api/kernels/00000000-0000-0000-0000-000000000000", 404),
    ("/api/kernels/00000000-0000-0000-0000-000000000000/restart", 404),
    ("/README.md", 404),
    ("/engine/cards.py", 404),
    ("/.buildinfo", 404),
    ("/.venv/bin/python", 404),
    ("/.git/config", 404),
    ("/../README.md", 403),
    ("/%2e%2e/README.md", 403),
    ("/book/..%2f..%2fREADME.md", 403),
    ("/voila/static/../../../README.md", 403),
    ("/voila/render/README.md", 404),
    ("/voila/render/engine/cards.py", 404),
    ("/voila/render/tests/notebook.ipynb", 404),
    ("/voila/render/book/../README.md", 404),
    ("/voila/render/book/games/../../README.md", 404),
    ("/voila/render/book%2Fquiz.ipynb", 404),
    ("/voila/render/_build/html/_sources/book/quiz.ipynb", 404),
    ("/voila/templates/rules-book", 404),
    ("/voila/templates/rules-book/index.html.j2", 404),
    ("/voila/templates/rules-book/static", 404),
    ("/voila/templates/rules-book/static/../conf.json", 404),
    ("/voila/templates/rules-book/static/../../lab/index.html.j2", 404),
    ("/voila/templates/rules-book/static/%2e%2e/conf.json", 404),
    ("/voila/templates/lab/static/index.css", 404),
    ("/voila/templates/no-such-template/static/index.css", 404),
    ("/voila/templates/..%2f..%2f/static/x", 404),
    ("/voila/labextensions/no-such-extension.js", 404),
    ("/voila/api/themes/no-such-theme", 404),
]


@pytest.mark.parametrize(("path", "status"), REFUSED)
def test_serve_refuses_what_is_outside_the_book_and_its_notebooks(server: Server, path: str, status: int) -> None:
    answer, body = server.get(path)
    assert answer == status
    assert "Traceback" not in body and 'File "' not in body


def test_serve_answers_the_book_and_its_template_files(server: Server, site: Path) -> None:
    assert server.get("/")[0] == 200
    assert server.get("/book/intro.html") == (200, (site / "book" / "intro.html").read_text(encoding="utf-8"))
    assert server.get("/voila/templates/rules-book/static/index.css")[0] == 200


def test_the_books_pages_carry_the_cookie_that_shows_the_way_to_the_servers_live_pages(server: Server) -> None:
    """Set on every page of the book, with the port asked for: the book's script shows a chapter's
    "open it there" link only where the cookie's port is the page's own (rules_book.js)."""
    for host in (f"127.0.0.1:{server.port}", "localhost:8866", "127.0.0.1"):
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
        try:
            connection.request("GET", "/", headers={"Host": host})
            answer = connection.getresponse()
            answer.read()
            assert answer.status == 200
            port = host.rpartition(":")[2] if ":" in host else "80"
            assert answer.getheader("Set-Cookie", "").startswith(f"rules_book_server={port}; ")
            assert "SameSite=Strict" in answer.getheader("Set-Cookie", "")
        finally:
            connection.close()


def test_serve_listens_on_127_0_0_1_only_and_logs_nothing_but_its_addresses(server: Server) -> None:
    for path, _ in REFUSED:  # whatever was asked before, the log stays quiet
        server.get(path)
    listening = [
        line.split()[1]
        for table in ("/proc/net/tcp", "/proc/net/tcp6")
        if Path(table).exists()
        for line in Path(table).read_text().splitlines()[1:]
        if line.split()[3] == "0A" and int(line.split()[1].rsplit(":", 1)[1], 16) == server.port
    ]
    assert listening == [f"0100007F:{server.port:04X}"]  # 127.0.0.1, IPv4 only
    assert server.stdout[:4] == [
        f"The book:         {server.base}/   (its widgets run in your browser)\n",
        f"A live chapter:   {server.base}/voila/render/book/games/manila-2.ipynb   (server kernels)\n",
        "Press Ctrl-C to stop the server.\n",
    ]
    assert [line for line in server.stderr if REFUSED_CODE not in line] == []


def code_sources(notebook: str) -> list[str]:
    cells = json.loads((ROOT / notebook).read_text(encoding="utf-8"))["cells"]
    return ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "code" and cell["source"]]


def test_serve_shows_no_code_on_a_live_page(server: Server) -> None:
    status, page = server.get(LIVE)
    assert status == 200
    sources = code_sources(LIVE.removeprefix("/voila/render/"))
    assert sources
    for source in sources:
        assert html.escape(source, quote=False) not in page and source not in page
    assert "Traceback" not in page


async def talk_to_kernel(base: str, kernel: str, code: str, cookies: dict[str, str]) -> list[dict[str, Any]]:
    """Send an execute_request and then a kernel_info_request on the kernel's websocket (as a browser
    page would, with its cookies); return every message that comes back until 1.5 s after the kernel-info reply."""
    url = f"{base.replace('http://', 'ws://')}/api/kernels/{kernel}/channels?session_id={uuid.uuid4()}"
    received: list[dict[str, Any]] = []
    socket = await websocket.websocket_connect(
        httpclient.HTTPRequest(url, headers=cookies),
        on_message_callback=lambda text: received.append(json.loads(text)) if text else None,
    )
    session = str(uuid.uuid4())

    def message(msg_id: str, msg_type: str, content: dict[str, Any]) -> str:
        header = {"msg_id": msg_id, "msg_type": msg_type, "session": session, "username": "test", "version": "5.3"}
        return json.dumps(
            {"header": header, "parent_header": {}, "metadata": {}, "content": content, "buffers": [], "channel": "shell"}
        )

    await socket.write_message(message("probe-execute", "execute_request", {"code": code, "silent": False}))
    await socket.write_message(message("probe-info", "kernel_info_request", {}))
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and not any(m["header"]["msg_type"] == "kernel_info_reply" for m in received):
        await asyncio.sleep(0.05)
    await asyncio.sleep(1.5)  # anything the execute_request caused would have come back by now
    socket.close()
    return received


def test_serve_kernels_refuse_code_sent_over_their_websocket(server: Server, tmp_path: Path) -> None:
    kernel, cookies = server.open_live()
    side_effect = tmp_path / "executed.txt"
    messages = asyncio.run(talk_to_kernel(server.base, kernel, f"open({str(side_effect)!r}, 'w').write('ran')", cookies))
    parents = [(m["header"]["msg_type"], m["parent_header"].get("msg_id")) for m in messages]
    assert ("kernel_info_reply", "probe-info") in parents  # the channel works ...
    assert [m for m in parents if m[1] == "probe-execute"] == []  # ... and the code never reached the kernel
    assert not side_effect.exists()
    assert any(REFUSED_CODE in line for line in server.stderr)


def test_serve_lets_a_closing_live_page_shut_its_kernel_down(server: Server) -> None:
    """Voila's page asks for /voila/api/shutdown/<kernel> as its tab closes, with the _xsrf cookie's token."""
    jar = http.cookiejar.CookieJar()
    browser = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    with browser.open(server.base + LIVE, timeout=120) as answer:
        kernel = kernel_id(answer.read().decode("utf-8"))
    token = next(cookie.value for cookie in jar if cookie.name == "_xsrf")
    shutdown = f"{server.base}/voila/api/shutdown/{kernel}"

    with pytest.raises(urllib.error.HTTPError) as refused:  # without the token (another site's page): refused
        browser.open(urllib.request.Request(shutdown, data=b"", method="POST"), timeout=10)
    assert refused.value.code == 403
    assert kernel in kernel_processes(server)

    form = urllib.parse.urlencode({"_xsrf": token}).encode()
    with browser.open(urllib.request.Request(shutdown, data=form, method="POST"), timeout=30) as answer:
        assert answer.status == 204
    assert kernel not in kernel_processes(server)


def test_serve_culls_idle_kernels_and_caps_live_pages(site: Path) -> None:
    server = Server(site, "--cull-after", "2", "--max-kernels", "1")
    try:
        status, page = server.get(LIVE)
        assert status == 200
        first = kernel_id(page)
        assert first in kernel_processes(server)
        assert len(server.kernel_pids()) == 1

        status, page = server.get("/voila/render/book/games/manila-2.ipynb")  # one is the most
        assert status == 503
        assert "<h1>Too many live pages are open</h1>" in page
        assert "at most 1 live page at once" in page
        assert '<a href="/book/games/manila-2.html">Open this chapter live in your own browser</a>' in page

        deadline = time.monotonic() + 20  # nothing connects to it: gone after 2 s idle (checked every 1 s)
        while first in kernel_processes(server):
            assert time.monotonic() < deadline, "the idle kernel was never shut down"
            time.sleep(0.25)
        assert server.kernel_pids() == set()

        deadline = time.monotonic() + 10  # room again, once the server has let the kernel go (its process first)
        while (answer := server.get(LIVE))[0] == 503 and time.monotonic() < deadline:
            time.sleep(0.25)
        status, page = answer
        assert status == 200 and kernel_id(page) != first
        assert [line for line in server.stderr if "Culling" not in line and "refused a live page" not in line] == []
    finally:
        server.kill()


def test_serve_stops_every_kernel_on_ctrl_c_and_exits_0(site: Path) -> None:
    server = Server(site)
    try:
        for _ in range(2):
            assert server.get(LIVE)[0] == 200
        kernels = server.kernel_pids()
        assert len(kernels) == 2
        connection_files = list(Path("/proc", str(next(iter(kernels))), "cmdline").read_text().split("\0"))
        folder = Path(next(arg for arg in connection_files if arg.endswith(".json"))).parent

        assert server.stop() == 0
    finally:
        server.kill()
    time.sleep(0.2)  # the readers take the last lines
    assert [pid for pid in kernels if alive(pid)] == []
    assert not folder.exists(), "the kernels' connection files are left behind"
    assert server.stdout[-1] == "serve: stopped; every live page's kernel is shut down.\n"
    assert "".join(server.stdout).count("serve: stopped") == 1
    assert server.stderr == []



def test_serve_releases_a_page_never_opened_long_before_its_cull(site: Path) -> None:
    """A page requested and never connected to (a bot, a prefetch) holds its place ``--unopened-after``
    seconds, not the ``--cull-after`` of a page whose reader left (issue 27: 5 to 6.5 minutes)."""
    server = Server(site, "--unopened-after", "2", "--cull-after", "300")
    try:
        status, page = server.get(LIVE)
        assert status == 200
        kernel = kernel_id(page)
        deadline = time.monotonic() + 2 + 1 + 10  # its time, the check's interval, a margin
        while kernel in kernel_processes(server):
            assert time.monotonic() < deadline, "the page never opened kept its kernel"
            time.sleep(0.25)
        assert any("Culling" in line and kernel in line for line in server.stderr)
    finally:
        server.kill()
