"""The live server's one door to its runtime (book/_ext/voila_door.py), checked without a kernel or a browser.

- Every private name and internal the door relies on is present in the installed Voila, jupyter_server,
  jupyter_client and tornado, whose versions are the ones the door pins.
- A private name renamed away, or a handler pattern Voila no longer has, stops the command before any
  kernel starts, with one sentence naming it; so does another version (the tested one and the one found).
- serve.py names none of those private names and imports none of those packages: only the door does.
"""

from __future__ import annotations

import ast
import asyncio
import importlib.metadata
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from jupyter_client.multikernelmanager import MultiKernelManager
from jupyter_server import _tz
from jupyter_server.services.kernels.kernelmanager import MappingKernelManager
from voila.app import Voila
from voila.request_info_handler import RequestInfoSocketHandler

from book._ext import serve, voila_door

ROOT = Path(__file__).resolve().parents[1]
SERVE = ROOT / "book" / "_ext" / "serve.py"
DOOR = ROOT / "book" / "_ext" / "voila_door.py"
#: The tested versions (the pins of issue 26's brief: the versions installed when the door was written).
ALL_TESTED = "pip install voila==0.5.13 jupyter_server==2.21.1 jupyter_client==8.10.0 tornado==6.6.1"

#: The private names issue 26 found serve.py reaching (each now the door's alone): where each lives.
PRIVATE_NAMES: dict[str, tuple[Any, str]] = {
    "jupyter_server._tz.utcnow": (_tz, "utcnow"),
    "jupyter_client.multikernelmanager.MultiKernelManager._pending_kernels": (MultiKernelManager, "_pending_kernels"),
    "voila.request_info_handler.RequestInfoSocketHandler._cache": (RequestInfoSocketHandler, "_cache"),
    "voila.app.Voila._handle_signal_stop": (Voila, "_handle_signal_stop"),
    "jupyter_server.services.kernels.kernelmanager.MappingKernelManager._kernel_connections": (
        MappingKernelManager, "_kernel_connections"),
}


def test_every_internal_the_door_relies_on_is_present_in_the_installed_runtime() -> None:
    assert voila_door.missing_internals() == []
    assert voila_door.version_differences() == []
    assert voila_door.check_runtime(environ={}) is None
    relied_on = {where.replace(":", ".") for where in voila_door.INTERNALS}
    assert set(PRIVATE_NAMES) <= relied_on


def test_the_door_pins_the_voila_that_requirements_txt_installs() -> None:
    pins = dict(re.findall(r"^([A-Za-z0-9_.-]+)==(\S+)", (ROOT / "requirements.txt").read_text(encoding="utf-8"), re.M))
    assert voila_door.TESTED["voila"] == pins["voila"] == "0.5.13"


@pytest.mark.parametrize("name", sorted(PRIVATE_NAMES))
def test_a_private_name_renamed_away_stops_the_check_naming_it(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    owner, attribute = PRIVATE_NAMES[name]
    monkeypatch.delattr(owner, attribute)
    with pytest.raises(voila_door.RuntimeMismatch) as refused:
        voila_door.check_runtime(environ={voila_door.UNTESTED_OK: "1"})  # (no way around a missing internal)
    assert str(refused.value) == (
        f"the installed Voila or jupyter_server lacks what the live server relies on: {name}. "
        f"Install the tested versions ({ALL_TESTED}), or adapt book/_ext/voila_door.py."
    )


def test_a_handler_voila_no_longer_has_stops_the_check_naming_it(monkeypatch: pytest.MonkeyPatch) -> None:
    real = Voila.init_handlers

    def init_handlers(self: Any) -> list[Any]:  # Voila's table, its live pages at another address
        return [(pattern.replace("/voila/render/", "/voila/page/"), *rest) for pattern, *rest in real(self)]

    monkeypatch.setattr(Voila, "init_handlers", init_handlers)
    with pytest.raises(voila_door.RuntimeMismatch) as refused:
        voila_door.check_runtime()
    assert str(refused.value) == (
        "the installed Voila or jupyter_server lacks what the live server relies on: Voila's handler /voila/render/(.*). "
        f"Install the tested versions ({ALL_TESTED}), or adapt book/_ext/voila_door.py."
    )


def test_voilas_table_of_handlers_has_every_handler_the_server_replaces() -> None:
    assert voila_door.missing_handlers() == []


def test_every_missing_internal_is_named_in_one_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(RequestInfoSocketHandler, "_cache")
    monkeypatch.delattr(MappingKernelManager, "_kernel_connections")
    with pytest.raises(voila_door.RuntimeMismatch) as refused:
        voila_door.check_runtime()
    assert str(refused.value) == (
        "the installed Voila or jupyter_server lacks what the live server relies on: "
        "jupyter_server.services.kernels.kernelmanager.MappingKernelManager._kernel_connections; "
        "voila.request_info_handler.RequestInfoSocketHandler._cache. Install the tested versions "
        f"({ALL_TESTED}), or adapt book/_ext/voila_door.py."
    )


def _installed_as(versions: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    """importlib.metadata says ``versions`` for those packages, the truth for the rest."""
    real = importlib.metadata.version
    monkeypatch.setattr(importlib.metadata, "version", lambda package: versions.get(package) or real(package))


def test_another_version_is_refused_in_a_sentence_naming_both(monkeypatch: pytest.MonkeyPatch) -> None:
    _installed_as({"voila": "0.6.0"}, monkeypatch)
    with pytest.raises(voila_door.RuntimeMismatch) as refused:
        voila_door.check_runtime(environ={})
    assert str(refused.value) == (
        "the live server was tested with voila 0.5.13, but voila 0.6.0 is installed: install the tested versions "
        "(pip install voila==0.5.13), or, to try these, set RULES_BOOK_UNTESTED_RUNTIME=1 "
        "(every internal the server relies on is present)."
    )


def test_other_versions_run_when_asked_to_and_every_internal_is_present(monkeypatch: pytest.MonkeyPatch) -> None:
    _installed_as({"voila": "0.6.0", "tornado": "7.0"}, monkeypatch)
    assert voila_door.check_runtime(environ={"RULES_BOOK_UNTESTED_RUNTIME": "1"}) == (
        "the live server was tested with voila 0.5.13, tornado 6.6.1, but voila 0.6.0, tornado 7.0 are installed; "
        "every internal the server relies on is present, so it runs (RULES_BOOK_UNTESTED_RUNTIME=1)."
    )


def test_another_version_and_a_missing_internal_are_said_together(monkeypatch: pytest.MonkeyPatch) -> None:
    _installed_as({"voila": "0.6.0"}, monkeypatch)
    monkeypatch.delattr(Voila, "_handle_signal_stop")
    with pytest.raises(voila_door.RuntimeMismatch, match=re.escape(
        "the live server was tested with voila 0.5.13, but voila 0.6.0 is installed, and lacks what the live server "
        "relies on: voila.app.Voila._handle_signal_stop.")):
        voila_door.check_runtime(environ={"RULES_BOOK_UNTESTED_RUNTIME": "1"})


def test_the_command_stops_before_any_kernel_starts_with_one_sentence(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    def no_server(*args: Any) -> None:
        raise AssertionError("the server started")

    monkeypatch.setattr(voila_door, "serve_book", no_server)
    monkeypatch.setattr(voila_door, "KernelPool", no_server)
    monkeypatch.setattr(serve, "import_problem", no_server)  # (checked before the live pages' code too)
    monkeypatch.delattr(MultiKernelManager, "_pending_kernels")
    assert serve.main(["--port", "0", "--site", str(tmp_path)]) == 1
    shown = capsys.readouterr()
    assert shown.out == ""
    assert shown.err == (
        "serve: the installed Voila or jupyter_server lacks what the live server relies on: "
        "jupyter_client.multikernelmanager.MultiKernelManager._pending_kernels. Install the tested versions "
        f"({ALL_TESTED}), or adapt book/_ext/voila_door.py.\n"
    )


def test_the_command_refuses_another_version_before_any_kernel_starts(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setattr(voila_door, "serve_book", lambda *args: pytest.fail("the server started"))
    monkeypatch.delenv(voila_door.UNTESTED_OK, raising=False)
    _installed_as({"jupyter_server": "3.0.0"}, monkeypatch)
    assert serve.main(["--port", "0", "--site", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("serve: the live server was tested with jupyter_server 2.21.1, but jupyter_server 3.0.0 is installed: ")
    assert err.count("\n") == 1


def test_a_runtime_module_that_is_gone_stops_the_command_in_a_sentence() -> None:
    hidden = "import sys; sys.modules['voila.request_info_handler'] = None; "  # (an import of it then fails)
    run = subprocess.run(
        [sys.executable, "-c", hidden + "from book._ext import serve"], capture_output=True, text=True, timeout=60,
        check=False, cwd=ROOT,
    )
    assert run.returncode == 1
    assert run.stderr.startswith("serve: voila.request_info_handler does not import (")
    assert run.stderr.endswith(f"install the tested versions ({ALL_TESTED}), or adapt book/_ext/voila_door.py.\n")
    assert "Traceback" not in run.stderr and run.stderr.count("\n") == 1


def _private_names() -> set[str]:
    """Every private name (``_x``) in the paths of the internals the door relies on."""
    return {part for where in voila_door.INTERNALS for part in re.split(r"[:.]", where) if part.startswith("_")}


def test_serve_py_names_none_of_the_runtimes_private_names() -> None:
    names = _private_names()
    assert {"_tz", "_pending_kernels", "_cache", "_handle_signal_stop", "_kernel_connections"} <= names
    source = SERVE.read_text(encoding="utf-8")
    assert [name for name in sorted(names) if re.search(rf"(?<![\w]){name}(?![\w])", source)] == []


def test_serve_py_imports_the_runtime_only_through_the_door() -> None:
    tree = ast.parse(SERVE.read_text(encoding="utf-8"))
    imported = [alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names]
    imported += [node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module]
    outside = sorted({name for name in imported if name.split(".")[0] not in sys.stdlib_module_names | {"book"}})
    assert outside == []
    used = {node.attr for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "voila_door"}
    assert used and [name for name in used if name.startswith("_")] == []  # the door's public names only


@pytest.mark.parametrize("path", [SERVE, DOOR], ids=["serve.py", "voila_door.py"])
def test_no_function_of_the_live_server_is_over_80_lines(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    lengths = {node.name: (node.end_lineno or node.lineno) - node.lineno + 1 for node in ast.walk(tree)
               if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)}
    assert lengths and {name: length for name, length in lengths.items() if length > 80} == {}


# --- issue 27: live pages take turns, and Voila's page follows the first bytes -----------------------


def test_live_pages_take_turns_first_come_first_served_at_most_at_once_running() -> None:
    async def scenario() -> None:
        turns = voila_door.Turns(2)
        pages = [turns.join() for _ in range(5)]
        assert [turn.done() for turn in pages] == [True, True, False, False, False]
        assert [turns.place(turn) for turn in pages] == [0, 0, 1, 2, 3]
        assert turns.about_s(1) is None  # no turn has ended yet: no estimate
        turns.leave(pages[3])  # a reader who left while in line: the pages behind move up
        assert pages[3].cancelled() and turns.place(pages[4]) == 2
        turns.leave(pages[1])  # a page done: the first in line has its turn
        assert pages[2].done() and not pages[4].done() and turns.place(pages[4]) == 1
        turns.leave(pages[0])
        assert pages[4].done() and turns.busy
        for turn in (pages[2], pages[4]):
            turns.leave(turn)
        assert not turns.busy

    asyncio.run(scenario())


def test_a_place_in_line_waits_about_the_turns_ahead_of_it(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = [100.0]
    monkeypatch.setattr(voila_door.time, "monotonic", lambda: clock[0])

    async def scenario() -> None:
        turns = voila_door.Turns(2)
        first = turns.join()
        clock[0] += 10  # one turn took 10 s: turns are reckoned at 10 s
        turns.leave(first)
        running = [turns.join(), turns.join()]  # two run now, from t = 110
        clock[0] += 4
        assert all(turn.done() for turn in running)
        # first in line: the first place free, in 6 s; the 3rd: two places free in 6 s, the next 10 s later
        assert (turns.about_s(1), turns.about_s(2), turns.about_s(3)) == (6, 6, 16)

    asyncio.run(scenario())


@pytest.mark.parametrize("pieces", [1, 2, 7, 40])
def test_voilas_page_follows_the_first_bytes_without_opening_its_document_again(pieces: int) -> None:
    voila = ('<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8" />\n<title>T</title>\n'
             '<style>p{}</style></head><link rel="icon" href="data:;base64,=">\n<body class="jp-Notebook" '
             'data-base-url="/voila/">\n<div id="rendered_cells">cells</div></body></html>\n')
    size = -(-len(voila) // pieces)
    head = voila_door.DocumentHead()
    sent = "".join(head.strip(voila[at:at + size]) for at in range(0, len(voila), size)) + head.start
    assert sent == ('<meta charset="utf-8" />\n<title>T</title>\n<style>p{}</style><link rel="icon" '
                    'href="data:;base64,=">\n<body class="jp-Notebook" data-base-url="/voila/">\n'
                    '<div id="rendered_cells">cells</div></body></html>\n')


def test_every_kernel_manager_takes_the_servers_one_log_of_events() -> None:
    """jupyter_server's kernel manager takes its app's log of events, or makes one of its own whose logger
    the logging module keeps for good: a logger more for every live page the server ever opened (issue
    27: found after a class, in the server's memory). The book's server has one, and every kernel's
    manager takes it."""
    import logging

    from jupyter_server.services.kernels.kernelmanager import ServerKernelManager

    app = voila_door.BookServer()
    kernels = voila_door.BookKernels(parent=app)
    before = set(logging.Logger.manager.loggerDict)
    managers = [ServerKernelManager(parent=kernels) for _ in range(5)]
    assert all(manager.event_logger is app.event_logger for manager in managers)
    assert not {name for name in logging.Logger.manager.loggerDict if name.startswith("jupyter_events.logger.")} - before - {
        f"jupyter_events.logger.{id(app.event_logger)}"
    }


def test_a_print_the_kernel_sends_in_pieces_is_one_output_on_the_live_page() -> None:
    """A busy kernel can send a print's text and its closing newline in two stream messages; each was an
    output of its own on the live page, the last an empty line the book does not have (CI at 5902fbb:
    a cell of Seven-Card Stud showed "" under its text). The live server's executor, with the server's
    own configuration, shows the printed text of a cell as one output, in order, before its result."""
    import nbformat
    from voila.execute import VoilaExecutor

    config = voila_door.voila_config(serve.live_book(serve.arguments([])), "127.0.0.1", 0)
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(
        "import sys, time\nsys.stdout.write('Before the last card: 1'); sys.stdout.flush(); time.sleep(0.3)\n"
        "print(); print('left', flush=True); time.sleep(0.3); sys.stdout.write('\\n'); 6 * 7")])
    executor = VoilaExecutor(notebook, config=config, kernel_name="python3")

    async def run() -> Any:
        async with executor.async_setup_kernel():
            return await executor.execute_cell(notebook.cells[0], None, 0, store_history=False)

    cell = asyncio.run(run())
    assert [(output["output_type"], output.get("text")) for output in cell.outputs] == [
        ("stream", "Before the last card: 1\nleft\n\n"), ("execute_result", None)]
    assert cell.outputs[1]["data"]["text/plain"] == "42"


def test_only_outputs_next_to_each_other_to_one_stream_are_joined() -> None:
    """Text printed on both sides of a picture or a widget stays on its side, and stdout and stderr stay apart."""
    stream = lambda name, text: {"output_type": "stream", "name": name, "text": text}  # noqa: E731
    shown = {"output_type": "display_data", "data": {"text/plain": "x"}, "metadata": {}}
    cell = {"outputs": [stream("stdout", "a"), stream("stdout", "b\n"), shown, stream("stdout", "c\n"),
                        stream("stderr", "w\n"), stream("stderr", "v\n"), stream("stdout", "d")]}
    voila_door.one_output_per_stream(cell)
    assert cell["outputs"] == [stream("stdout", "ab\n"), shown, stream("stdout", "c\n"), stream("stderr", "w\nv\n"),
                               stream("stdout", "d")]


#: Run in a fresh Python: 8 threads allocate at once, then glibc's own report (``malloc_info``) is read
#: for how many arenas its allocator made; argv[1] "limit" first limits them as the server does.
ARENAS_MADE = """
import ctypes, ctypes.util, re, sys, tempfile, threading
if sys.argv[1] == "limit":
    from book._ext import voila_door
    assert voila_door.limit_arenas()
libc = ctypes.CDLL(ctypes.util.find_library("c"))
together = threading.Barrier(8)
def allocate():
    together.wait()
    kept = [bytearray(1000) for _ in range(2000)]
    together.wait()
threads = [threading.Thread(target=allocate) for _ in range(8)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
libc.fopen.restype = ctypes.c_void_p
with tempfile.NamedTemporaryFile("r") as report:
    handle = libc.fopen(report.name.encode(), b"w")
    libc.malloc_info(0, ctypes.c_void_p(handle))
    libc.fclose(ctypes.c_void_p(handle))
    print(len(re.findall(r'<heap nr="[0-9]+">', report.read())))
"""


@pytest.mark.skipif(voila_door.LIBC is None or not hasattr(voila_door.LIBC, "malloc_info"), reason="glibc only")
def test_the_server_keeps_its_allocator_to_two_arenas_however_many_threads_allocate() -> None:
    """glibc gives each thread an arena of its own (up to 8 a core) and keeps each arena's freed memory
    apart: the server stayed 44 to 50 MB above idle after rounds of 20 live pages, 29 to 32 MB with two
    arenas (issue 27). The same 8 threads make 9 arenas without the limit, and 2 with it."""
    def arenas(mode: str) -> int:
        run = subprocess.run([sys.executable, "-c", ARENAS_MADE, mode], cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert run.returncode == 0, run.stderr
        return int(run.stdout)

    assert arenas("default") > voila_door.SERVER_ARENAS == 2
    assert arenas("limit") <= 2


def test_the_server_limits_its_arenas_before_it_starts() -> None:
    """:func:`voila_door.serve_book` limits the arenas before the server (and any thread of it) starts; the
    limit is glibc's ``mallopt(M_ARENA_MAX, 2)``, and a C library without ``mallopt`` is left alone."""
    calls: list[tuple[int, int]] = []

    class Libc:
        def mallopt(self, parameter: int, value: int) -> int:
            calls.append((parameter, value))
            return 1

    assert voila_door.limit_arenas(Libc()) and calls == [(-8, 2)]
    assert not voila_door.limit_arenas(None) and not voila_door.limit_arenas(object())
    body = [ast.unparse(statement) for statement in next(
        node for node in ast.parse(DOOR.read_text(encoding="utf-8")).body
        if isinstance(node, ast.FunctionDef) and node.name == "serve_book").body]
    assert body.index("limit_arenas()") < next(i for i, line in enumerate(body) if "launch_instance" in line)
