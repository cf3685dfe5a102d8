"""The run command's decisions (book/_ext/serve.py, run by ./serve.sh): when to build, and what it says.

- The book is rebuilt only when no build has succeeded since a source changed: a stamp written
  after a successful build (and removed before a build starts) is compared with the sources.
  A failed build is reported every time, until the book builds again; it is never served.
- A port a program listens on is reported in a sentence; a port left in TIME_WAIT by a server
  that just stopped is not "in use" (the probe binds the way the server does).
- A broken book (a temporary copy of this one with a link to a clause that does not exist) stops
  the command with the build's own warning, without colour codes or a traceback.
"""

from __future__ import annotations

import errno
import os
import re
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from book._ext import serve

ROOT = Path(__file__).resolve().parents[1]

# --- staleness: the stamp ---------------------------------------------------------------------------


class FakeBuild:
    """Stands in for jupyter-book: writes a site (or a log of warnings) and counts its runs."""

    def __init__(self, succeed: bool = True) -> None:
        self.succeed = succeed
        self.runs = 0

    def __call__(self, root: Path, out: Path, log: Path) -> bool:
        self.runs += 1
        site = out / "_build" / "html"
        site.mkdir(parents=True, exist_ok=True)
        (site / "index.html").write_text("<html></html>\n", encoding="utf-8")
        (site / "searchindex.js").write_text(f"Search.setIndex({{run: {self.runs}}})\n", encoding="utf-8")
        log.write_text(
            "Running Jupyter-Book\n"
            f"\x1b[91m{root}/book/intro.md:3: WARNING: no clause has the id 'no-such-clause'\x1b[39;49;00m\n"
            if not self.succeed
            else "Running Jupyter-Book\nFinished generating HTML\n",
            encoding="utf-8",
        )
        return self.succeed


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A project with a few sources of each kind the build reads."""
    root = tmp_path / "project"
    for name in ("book/intro.md", "book/games/manila-2.ipynb", "engine/cards.py", "widgets/deal.py", "_toc.yml"):
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text("source\n", encoding="utf-8")
    past = time.time() - 3600
    for path in root.rglob("*"):
        os.utime(path, (past, past))
    return root


def site_of(project: Path) -> Path:
    return project / "_build" / "html"


def touch(path: Path) -> None:
    """Mark ``path`` changed now (after the last build started)."""
    time.sleep(0.01)
    now = time.time_ns()
    os.utime(path, ns=(now, now))


def test_serve_builds_the_book_once_and_then_serves_it_as_it_is(project: Path) -> None:
    build, said = FakeBuild(), []
    serve.ensure_built(site_of(project), project, build, said.append)
    assert build.runs == 1
    assert said == ["== building the book (no build has succeeded yet)"]
    assert serve.stamp_of(site_of(project)).exists()

    for _ in range(3):  # nothing changed: no build, however often the command runs
        serve.ensure_built(site_of(project), project, build, said.append)
    assert build.runs == 1
    assert serve.why_stale(site_of(project), project) is None


def test_serve_serves_the_build_the_test_command_made_without_building_again(project: Path) -> None:
    """./test.sh builds with ``serve.py --build-only`` (always, even when current); ./serve.sh then serves it."""
    build, said = FakeBuild(), []
    serve.ensure_built(site_of(project), project, build, said.append)
    serve.ensure_built(site_of(project), project, build, said.append, always=True)  # the test command's build
    assert build.runs == 2
    assert serve.why_stale(site_of(project), project) is None
    serve.ensure_built(site_of(project), project, build, said.append)  # ./serve.sh right after
    assert build.runs == 2
    test_sh = (ROOT / "test.sh").read_text(encoding="utf-8")
    assert re.search(r"^run book python book/_ext/serve.py --build-only$", test_sh, re.M)


@pytest.mark.parametrize("source", ["book/intro.md", "book/games/manila-2.ipynb", "engine/cards.py", "_toc.yml"])
def test_serve_rebuilds_after_a_source_changes_and_then_stops(project: Path, source: str) -> None:
    build = FakeBuild()
    serve.ensure_built(site_of(project), project, build, print)
    touch(project / source)
    assert serve.why_stale(site_of(project), project) == f"{source} changed since the last build"
    serve.ensure_built(site_of(project), project, build, print)
    assert build.runs == 2
    serve.ensure_built(site_of(project), project, build, print)  # the stamp is newer now: no third build
    assert build.runs == 2


def test_serve_ignores_byte_code_hidden_files_and_the_servers_own_files(project: Path) -> None:
    build = FakeBuild()
    serve.ensure_built(site_of(project), project, build, print)
    for leftover in (
        "engine/__pycache__/cards.cpython-311.pyc",
        "book/.ipynb_checkpoints/intro-checkpoint.md",
        "book/_ext/serve.py",
        "book/_ext/voila_door.py",
        "book/_ext/jupyter/voila/templates/rules-book/index.html.j2",
    ):
        (project / leftover).parent.mkdir(parents=True, exist_ok=True)
        (project / leftover).write_text("x", encoding="utf-8")
        touch(project / leftover)
    assert serve.why_stale(site_of(project), project) is None


def test_serve_reports_a_failed_build_every_time_until_it_is_fixed(project: Path) -> None:
    good, broken = FakeBuild(), FakeBuild(succeed=False)
    serve.ensure_built(site_of(project), project, good, print)
    touch(project / "book/intro.md")

    for run in (1, 2, 3):  # the old site is still there, but it is never taken for an up-to-date one
        with pytest.raises(serve.BuildFailed) as failure:
            serve.ensure_built(site_of(project), project, broken, print)
        assert broken.runs == run
        assert not serve.stamp_of(site_of(project)).exists()
        assert serve.why_stale(site_of(project), project) == "the last build did not succeed"
    message = str(failure.value)
    assert message.startswith("the book did not build, so there is nothing up to date to serve")
    assert "\n  book/intro.md:3: WARNING: no clause has the id 'no-such-clause'\n" in message
    assert "\x1b" not in message, "colour codes in the message"
    assert str(site_of(project).parent / "serve-build.log") in message

    serve.ensure_built(site_of(project), project, good, print)  # fixed: built, and current again
    assert serve.why_stale(site_of(project), project) is None


def test_serve_notices_a_site_another_build_wrote(project: Path) -> None:
    """./test.sh builds into the same _build/html: a site the stamp does not describe is rebuilt."""
    serve.ensure_built(site_of(project), project, FakeBuild(), print)
    index = site_of(project) / "searchindex.js"
    index.write_text("Search.setIndex({other: 1})\n", encoding="utf-8")
    touch(index)
    assert serve.why_stale(site_of(project), project) == f"{site_of(project)} was changed by another build"


def test_serve_counts_a_source_changed_during_the_build_as_changed(project: Path) -> None:
    class SlowBuild(FakeBuild):
        def __call__(self, root: Path, out: Path, log: Path) -> bool:
            touch(project / "engine/cards.py")  # while the build runs, after it started
            return super().__call__(root, out, log)

    started = time.time()
    serve.ensure_built(site_of(project), project, SlowBuild(), print)
    assert serve.stamp_of(site_of(project)).stat().st_mtime <= started + 0.1
    assert serve.why_stale(site_of(project), project) == "engine/cards.py changed since the last build"


def test_serve_failure_summary_strips_colour_and_keeps_the_warnings() -> None:
    log = (
        "\x1b[01mRunning Sphinx v7.4.7\x1b[39;49;00m\n"
        "\x1b[91m/p/book/games/omaha.ipynb:5: WARNING: undefined label: 'nope'\x1b[39;49;00m\n"
        "    an indented continuation line\n"
        "\x1b[91mWARNING: 1 clause or interpretation ids have no anchor in the book (x)\x1b[39;49;00m\n"
        "build finished with problems, 2 warnings.\n"
    )
    summary = serve.failure_summary(log, Path("/p/_build/serve-build.log"), Path("/p"))
    assert summary.splitlines()[1:3] == [
        "  book/games/omaha.ipynb:5: WARNING: undefined label: 'nope'",
        "  WARNING: 1 clause or interpretation ids have no anchor in the book (x)",
    ]
    assert "\x1b" not in summary and "indented" not in summary


# --- the port ---------------------------------------------------------------------------------------


def listening_socket() -> socket.socket:
    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    return listener


def test_serve_says_which_port_is_in_use_and_what_to_do() -> None:
    with listening_socket() as listener:
        port = listener.getsockname()[1]
        problem = serve.port_problem("127.0.0.1", port)
    assert problem == (
        f"cannot listen on 127.0.0.1:{port} (Address already in use): another program is using the port: "
        f"stop it, or choose another port, e.g. PORT={port + 1} ./serve.sh"
    )


def test_serve_does_not_take_a_port_in_time_wait_for_a_port_in_use() -> None:
    """A server that stopped a moment ago leaves its closed connections in TIME_WAIT on its port."""
    listener = listening_socket()
    port = listener.getsockname()[1]
    client = socket.create_connection(("127.0.0.1", port))
    accepted, _ = listener.accept()
    accepted.close()  # the server's side closes first: its port's connection goes to TIME_WAIT
    client.recv(1)
    client.close()
    listener.close()

    with socket.socket() as plain:  # a bind without SO_REUSEADDR (the old probe) is refused here
        with pytest.raises(OSError) as refused:
            plain.bind(("127.0.0.1", port))
        assert refused.value.errno == errno.EADDRINUSE
    assert serve.port_problem("127.0.0.1", port) is None


def test_serve_reports_a_port_in_use_in_one_sentence_before_building(tmp_path: Path) -> None:
    with listening_socket() as listener:
        port = listener.getsockname()[1]
        run = subprocess.run(
            [sys.executable, str(ROOT / "book/_ext/serve.py"), "--build", "--port", str(port),
             "--site", str(tmp_path / "_build" / "html")],
            capture_output=True, text=True, timeout=60, check=False,
        )
    assert run.returncode == 1
    assert run.stdout == ""  # not even "building": the port is checked first
    assert run.stderr == (
        f"serve: cannot listen on 127.0.0.1:{port} (Address already in use): another program is using the "
        f"port: stop it, or choose another port, e.g. PORT={port + 1} ./serve.sh\n"
    )
    assert not (tmp_path / "_build").exists()


# --- a broken book ---------------------------------------------------------------------------------


def test_serve_stops_with_the_builds_warning_when_the_book_does_not_build(tmp_path: Path) -> None:
    copy = tmp_path / "copy"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".*", "_build", "*.ipynb", "games", "rules")
    for name in ("book", "engine", "widgets", "_vendor"):
        shutil.copytree(ROOT / name, copy / name, ignore=ignore)
    shutil.copy2(ROOT / "_config.yml", copy / "_config.yml")
    # the front page alone: a build that fails on its warning need not build every chapter first
    (copy / "_toc.yml").write_text("format: jb-book\nroot: book/intro\n", encoding="utf-8")
    intro = copy / "book" / "intro.md"
    intro.write_text(intro.read_text(encoding="utf-8") + "\nSee {clause}`no-such-clause-anywhere`.\n", encoding="utf-8")

    run = subprocess.run(
        [sys.executable, str(copy / "book/_ext/serve.py"), "--build", "--port", "0"],
        capture_output=True, text=True, timeout=300, check=False, cwd=copy,
        env={**os.environ, "RULES_BOOK_HTML": ""},
    )
    assert run.returncode == 1, run.stdout + run.stderr
    assert run.stdout == "== building the book (no build has succeeded yet)\n"
    lines = run.stderr.splitlines()
    assert lines[0] == "serve: the book did not build, so there is nothing up to date to serve. What went wrong:"
    assert any(
        line.startswith("  book/intro.md:") and "'no-such-clause-anywhere' is not a clause" in line for line in lines[1:-1]
    ), run.stderr
    assert lines[-1] == f"The whole log is in {copy / '_build' / 'serve-build.log'}. Fix the book and run the command again."
    assert "\x1b" not in run.stderr and "Traceback" not in run.stderr
    assert not serve.stamp_of(copy / "_build" / "html").exists()
