"""The live server's one door to its runtime: everything that touches Voila's or jupyter_server's internals.

``serve.py`` holds the book's side of the live server (its pages, chapters, links, limits and command);
it reaches Voila, jupyter_server, jupyter_client and tornado only through this module's public names:
:func:`check_runtime` (and its :class:`RuntimeMismatch`), :func:`serve_book` and the records it takes
(:class:`LiveBook`, :class:`Limits`, :class:`Words`), :func:`bind_sockets`, and :class:`PooledPage`
(what the prelaunch hook is told of a page warmed for the pool).

This module subclasses their classes, reads private names of theirs, stands in for Voila's pool of
kernels and rewrites Voila's table of handlers by its URL patterns, all written against the versions in
:data:`TESTED`. Before the server starts a kernel, :func:`check_runtime` compares the installed versions
with those, and checks that every internal name this module relies on (:data:`INTERNALS`) is still there,
of the expected kind, that the Voila code it hooks into still says what this module expects
(:data:`USES`), and that Voila's table of handlers still has every handler it replaces
(:data:`REWRITTEN`): what differs is said in one sentence, not in a traceback later. To try other
versions whose internals all check, set :data:`UNTESTED_OK` (``RULES_BOOK_UNTESTED_RUNTIME=1``).

If a module this door imports is itself gone, the import stops the command with one sentence
(``SystemExit``), naming the module and the versions.
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import functools
import gc
import importlib
import importlib.metadata
import inspect
import ipaddress
import json
import logging
import os
import re
import signal
import sys
import time
import types
import uuid
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from http import HTTPStatus
from pathlib import Path
from typing import Any

from widgets.kernel_guard import bound_log

#: The versions of the runtime this door was written against and tested with (distribution names).
TESTED: dict[str, str] = {
    "voila": "0.5.13",
    "jupyter_server": "2.21.1",
    "jupyter_client": "8.10.0",
    "tornado": "6.6.1",
}
#: Set to 1 to run with versions other than :data:`TESTED` when every internal this door relies on checks.
UNTESTED_OK = "RULES_BOOK_UNTESTED_RUNTIME"

#: Every internal name this door relies on, ``module:Qualified.name``, and what it must be: ``callable``,
#: ``dict``, ``trait`` (a traitlets trait of the class) or ``class``. Private names start with ``_``.
INTERNALS: dict[str, str] = {
    "jupyter_server._tz:utcnow": "callable",
    "jupyter_client.multikernelmanager:MultiKernelManager._pending_kernels": "trait",
    "jupyter_server.services.kernels.kernelmanager:MappingKernelManager._kernel_connections": "trait",
    "voila.request_info_handler:RequestInfoSocketHandler._cache": "dict",
    "voila.app:Voila._handle_signal_stop": "callable",
    "voila.app:Voila.init_handlers": "callable",
    "voila.app:Voila.init_settings": "callable",
    "voila.app:Voila.start": "callable",
    "voila.app:Voila.stop": "callable",
    "voila.app:Voila.launch_instance": "callable",
    "voila.handler:VoilaHandler.get_generator": "callable",
    "voila.tornado.kernel_websocket_handler:VoilaKernelWebsocketHandler.get": "callable",
    "voila.tornado.kernel_websocket_handler:VoilaKernelWebsocketHandler.on_message": "callable",
    "voila.tornado.kernel_websocket_handler:VoilaKernelWebsocketHandler.write_message": "callable",
    "voila.shutdown_kernel_handler:VoilaShutdownKernelHandler.post": "callable",
    "voila.static_file_handler:TemplateStaticFileHandler.parse_url_path": "callable",
    "voila.notebook_renderer:NotebookRenderer.initialize": "callable",
    "voila.notebook_renderer:NotebookRenderer.generate_content_hybrid": "callable",
    "voila.utils:get_page_config": "callable",
    "jupyter_server.services.kernels.handlers:KernelHandler": "class",
    "jupyter_server.services.kernels.kernelmanager:AsyncMappingKernelManager.remove_kernel": "callable",
    "tornado.ioloop:IOLoop.add_callback_from_signal": "callable",
}
#: What the Voila code this door hooks into must still say (its table of handlers is checked by making it:
#: :func:`missing_handlers`): the kernel manager's members its page handler
#: asks for (:class:`_StartsForPage` stands in for Voila's pool), the renderer's members the pool reads,
#: and the signal handler Voila installs.
USES: dict[str, tuple[str, ...]] = {
    "voila.app:Voila.initialize": ("self._handle_signal_stop",),
    "voila.handler:VoilaHandler.get_generator": (
        "kernel_manager.notebook_data", "kernel_manager.get_pool_size", "kernel_manager.get_rendered_notebook",
        "kernel_manager.start_kernel", "notebook_data.get(",
    ),
    "voila.notebook_renderer:NotebookRenderer.__init__": (
        "self.stop_generator", "self.rendered_cache", '"request_handler"', '"page_config"', '"traitlet_config"',
    ),
    "voila.notebook_renderer:NotebookRenderer.generate_content_hybrid": ("self.stop_generator", "self.rendered_cache"),
    "voila.notebook_renderer:NotebookRenderer.initialize": ("self.prelaunch_hook(", "self.request_handler"),
    # a kernel's manager takes its app's log of events (BookServer.event_logger), or else makes its own
    "jupyter_server.services.kernels.kernelmanager:ServerKernelManager": (
        "self.parent.parent.event_logger",
    ),
}


class RuntimeMismatch(ValueError):
    """The installed Voila or jupyter_server is not the one this door was written against; the message says
    which, in one sentence, and how to proceed."""


def _lookup(where: str) -> object:
    """The object ``module:Qualified.name`` names (raises ImportError or AttributeError when it is gone)."""
    module_name, _, path = where.partition(":")
    found: object = importlib.import_module(module_name)
    for part in path.split("."):
        found = getattr(found, part)
    return found


def _is_kind(found: object, kind: str) -> bool:
    return {
        "callable": callable(found),
        "dict": isinstance(found, dict),
        "trait": isinstance(found, traitlets.TraitType),
        "class": isinstance(found, type),
    }[kind]


def missing_internals() -> list[str]:
    """Every internal of :data:`INTERNALS` that is gone or of another kind, every phrase of :data:`USES`
    the Voila code no longer says and every handler of :data:`REWRITTEN` Voila's table no longer has
    (:func:`missing_handlers`), each in a few words."""
    missing = []
    for where, kind in INTERNALS.items():
        try:
            found = _lookup(where)
        except (ImportError, AttributeError):
            missing.append(where.replace(":", "."))
            continue
        if not _is_kind(found, kind):
            missing.append(f"{where.replace(':', '.')} (no longer a {kind})")
    for where, phrases in USES.items():
        try:
            source = inspect.getsource(_lookup(where))  # type: ignore[arg-type]
        except (ImportError, AttributeError, OSError, TypeError):
            missing.append(where.replace(":", "."))
            continue
        missing += [f"{phrase!r} in {where.replace(':', '.')}" for phrase in phrases if phrase not in source]
    return missing + missing_handlers()


def version_differences() -> list[tuple[str, str, str]]:
    """``(package, tested version, installed version)`` for each package of :data:`TESTED` installed at
    another version (``"none"``: not installed)."""
    differences = []
    for package, tested in TESTED.items():
        try:
            found = importlib.metadata.version(package)
        except importlib.metadata.PackageNotFoundError:
            found = "none"
        if found != tested:
            differences.append((package, tested, found))
    return differences


def _versions_sentence(differences: list[tuple[str, str, str]]) -> str:
    tested = ", ".join(f"{package} {version}" for package, version, _ in differences)
    found = ", ".join(f"{package} {version}" for package, _, version in differences)
    return f"the live server was tested with {tested}, but {found} {'is' if len(differences) == 1 else 'are'} installed"


def _install(differences: list[tuple[str, str, str]]) -> str:
    """The command that installs the tested versions of ``differences`` (of every package, if none)."""
    packages = [(package, tested) for package, tested, _ in differences] or list(TESTED.items())
    return "pip install " + " ".join(f"{package}=={version}" for package, version in packages)


def check_runtime(environ: Mapping[str, str] = os.environ) -> str | None:
    """Check, before any kernel starts, that the runtime is the one this door was written against.

    Raise :class:`RuntimeMismatch` in one sentence when an internal this door relies on is missing
    (:func:`missing_internals`: every one named), or when a version differs from :data:`TESTED`
    (every one named, with the version tested and the version installed) and :data:`UNTESTED_OK` is not
    set. With it set and every internal present, return the warning to print; otherwise ``None``.
    """
    differences = version_differences()
    versions = _versions_sentence(differences) if differences else ""
    if missing := missing_internals():
        because = f"{versions}, and" if versions else "the installed Voila or jupyter_server"
        raise RuntimeMismatch(
            f"{because} lacks what the live server relies on: {'; '.join(missing)}. "
            f"Install the tested versions ({_install(differences)}), or adapt book/_ext/voila_door.py."
        )
    if not differences:
        return None
    if environ.get(UNTESTED_OK) == "1":
        return f"{versions}; every internal the server relies on is present, so it runs ({UNTESTED_OK}=1)."
    raise RuntimeMismatch(
        f"{versions}: install the tested versions ({_install(differences)}), or, to try these, "
        f"set {UNTESTED_OK}=1 (every internal the server relies on is present)."
    )


def _unimportable(error: ImportError) -> str:
    """The sentence that stops the command when a module this door imports is gone (``error``)."""
    differences = version_differences()
    versions = f"{_versions_sentence(differences)}, and " if differences else ""
    return (
        f"serve: {versions}{error.name or error} does not import ({error}): install the tested versions "
        f"({_install(differences)}), or adapt book/_ext/voila_door.py."
    )


try:  # the runtime's modules: one sentence, not a traceback, if one of them is gone
    import traitlets
    from jupyter_core.utils import ensure_async
    from jupyter_events import EventLogger
    from jupyter_server._tz import utcnow
    from jupyter_server.base.handlers import APIHandler, JupyterHandler
    from jupyter_server.services.kernels.handlers import KernelHandler
    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
    from jupyter_server.utils import url_path_join
    from tornado import httpserver, httputil, ioloop, iostream, netutil, web, websocket
    from traitlets.config import Config
    from voila.app import Voila
    from voila.notebook_renderer import NotebookRenderer
    from voila.request_info_handler import RequestInfoSocketHandler
    from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler
    from voila.static_file_handler import TemplateStaticFileHandler
    from voila.tornado.handler import TornadoVoilaHandler
    from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler
    from voila.utils import get_page_config
except ImportError as unimportable:
    raise SystemExit(_unimportable(unimportable)) from None


# --- what the book gives the door -------------------------------------------------------------------


@dataclass(frozen=True)
class Limits:
    """How much the server runs at once, and how its pool of kernels behaves (serve.py's numbers)."""

    max_kernels: int  # live pages at once, counting those waiting in line or starting
    max_starting: int  # live pages starting (a kernel starting, then running its notebook) at once: the rest wait in line
    cull_after_s: int  # a kernel nothing is connected to is shut down after this long
    unopened_after_s: int  # ... and one nothing has ever connected to (a page never opened), after this long
    pool_size: int  # kernels kept per pooled notebook (0: no pool)
    iopub_wait_s: int  # how long a page's run waits for a cell's output after the cell is done
    refill_delay_s: float  # a kernel taken from the pool is replaced this much later
    warm_yield_s: float  # the longest a pool's kernel waits while a reader's page starts
    pool_failures: int  # a notebook whose pooled kernel failed this many times in a row is no longer pooled


@dataclass(frozen=True)
class Words:
    """What the server says, in the book's words (serve.py writes them)."""

    error_page: Callable[[int, str], str]  # (status, reason): an error's HTML page
    too_many: Callable[[int, int, str], str]  # (limit, cull after s, notebook): the 503 page beyond max_kernels
    shell: Callable[[str], str]  # (notebook): a live page's first bytes, sent at once: its head and a status line
    in_line: Callable[[int, int, int | None], str]  # (place, at once, about s): the status line's news; place 0: its turn
    not_started: Callable[[str], str]  # (why): the page's last bytes when its kernel could not start
    listening: Callable[[str, int], str]  # (host, port): what the server prints once it listens
    cannot_listen: Callable[[str, int, OSError], str]  # (host, port, error): why it cannot
    goodbye: str  # its last line, after Ctrl-C


@dataclass(frozen=True)
class LiveBook:
    """The book as the live server serves it."""

    root: Path  # the project's folder, the notebooks' paths start from it
    site: Path  # the built book, served at ``/``
    notebooks: tuple[str, ...]  # the notebooks served live
    pooled: tuple[str, ...]  # those given a pool of kernels, the first warmed first
    template: str  # the Voila template of the live pages (found on JUPYTER_PATH)
    prelaunch_hook: Callable[[Any, Any, str], Any]  # (request or PooledPage, notebook, folder): the page's notebook
    limits: Limits
    words: Words


class PooledPage:
    """What the prelaunch hook is told of a page started for the pool, before any reader asks for it."""

    def __init__(self, notebook: str) -> None:
        self.live_notebook = notebook


def _book(handler: Any) -> LiveBook:
    book: LiveBook = handler.settings["rules_book"]
    return book


# --- the handlers -----------------------------------------------------------------------------------


class PlainErrorPage:
    """The same short error page from every page handler (API handlers answer errors in JSON).

    Jupyter Server's own error page needs a ``static_path`` this server does not have (the book
    takes the root address): a 404 from Voila's handlers would log a traceback instead.
    """

    def write_error(self: Any, status_code: int, **kwargs: Any) -> None:
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        try:
            reason = HTTPStatus(status_code).phrase
        except ValueError:
            reason = "Error"
        self.finish(_book(self).words.error_page(status_code, reason))


def host_is_ours(host_header: str, names: Iterable[str]) -> bool:
    """Whether a request's ``Host`` names this server: an IP address (one cannot be made to point
    elsewhere), or ``localhost`` or the name the server was started for (``names``). Any other name is
    a page of another site whose name was made to point here (DNS rebinding).

    >>> [host_is_ours(h, {"localhost", "127.0.0.1"}) for h in ("127.0.0.1:8866", "[::1]:80", "localhost", "evil.example:8866")]
    [True, True, True, False]
    """
    host = re.sub(r":\d+$", "", host_header.strip()).removeprefix("[").removesuffix("]").lower()
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return host in names
    return True


class OwnHostsOnly:
    """Every handler answers 403 to a request whose ``Host`` is not this server's (:func:`host_is_ours`)."""

    def check_host(self: Any) -> bool:
        return host_is_ours(self.request.host, self.settings.get("rules_book_hostnames", {"localhost"}))


def _hidden(path: str) -> bool:
    return any(part.startswith(".") for part in re.split(r"[/\\]", path))


class BookHandler(PlainErrorPage, OwnHostsOnly, web.StaticFileHandler):
    """The built book, with ``index.html`` for a folder (and for the root address); no hidden files.

    Every answer sets the cookie ``rules_book_server=<port>`` (:attr:`SERVED_COOKIE`, the port the
    request was addressed to; no secret, readable by the page's scripts): the book's ``rules_book.js``
    then shows each chapter's way to its live page on this server (``.rb-server-link``), which a copy
    of the book on a plain static host hides. Browsers share a host's cookies between its ports: the
    port in the value keeps a static copy on another port of the same host from showing the link.
    """

    def prepare(self) -> None:
        if not self.check_host():
            raise web.HTTPError(403)

    def parse_url_path(self, url_path: str) -> str:
        if "\x00" in url_path:  # a path with a null byte names no file (and os.stat would raise)
            raise web.HTTPError(404)
        return super().parse_url_path(url_path)

    def validate_absolute_path(self, root: str, absolute_path: str) -> str | None:
        relative = os.path.relpath(absolute_path, root)
        if relative != "." and _hidden(relative):
            raise web.HTTPError(404)
        return super().validate_absolute_path(root, absolute_path)

    #: The cookie that tells the book's pages they are served by this server (see above).
    SERVED_COOKIE = "rules_book_server"

    def set_extra_headers(self, path: str) -> None:
        self.set_header("X-Content-Type-Options", "nosniff")
        port = re.search(r":(\d+)$", self.request.host)
        self.set_cookie(self.SERVED_COOKIE, port[1] if port else "80", path="/", samesite="Strict")


#: ``<template>/static/<file>``, with no empty, ``.`` or ``..`` part and no backslash.
TEMPLATE_FILE = re.compile(r"(?P<template>[A-Za-z0-9_-]+)/static(?:/(?!\.{1,2}(?:/|$))[^/\\\x00]+)+")


class TemplateFileHandler(PlainErrorPage, TemplateStaticFileHandler):  # type: ignore[misc]
    """Voila's template files (``/voila/templates/<template>/static/...``), for our template only.

    Voila's own handler answers 500 (an assertion or a ``ValueError``, a traceback in the log) to a
    path of another shape or a template that does not exist: those answer 404 here.
    """

    def parse_url_path(self, url_path: str) -> str:
        match = TEMPLATE_FILE.fullmatch(url_path)
        if not match or match["template"] != _book(self).template:
            raise web.HTTPError(404)
        return super().parse_url_path(url_path)  # type: ignore[no-any-return]


class _StartsForPage:
    """The kernel manager as one live page's handler sees it: the kernel the page gets, started for it
    (under the id the page's cookies already name) or the one it claimed from the pool (:class:`KernelPool`),
    gives back the handler's reserved place (the kernel now counts itself).

    Voila's handler serves a page from the pool when ``get_pool_size`` says the notebook has kernels
    there and ``notebook_data`` names its template: it then calls ``get_rendered_notebook``.
    """

    def __init__(self, handler: LiveNotebookHandler) -> None:
        self._handler = handler
        self._manager = handler.settings["kernel_manager"]
        self._pool: KernelPool | None = handler.settings.get("rules_book_pool")

    def __getattr__(self, name: str) -> Any:
        return getattr(self._manager, name)

    @property
    def notebook_data(self) -> dict[str, dict[str, Any]]:
        return self._pool.notebook_data if self._pool else {}

    def get_pool_size(self, notebook: str) -> int:
        return 1 if self._handler.claimed is not None else 0

    async def get_rendered_notebook(self, notebook_name: str, **kwargs: Any) -> tuple[asyncio.Task[Any], list[str], str]:
        claimed = self._handler.claimed
        assert self._pool is not None and claimed is not None  # (Voila asks only when get_pool_size said so)
        try:
            run, rendered, kernel_id = await self._pool.take(claimed)
        finally:
            self._handler.claimed = None  # (taken, or failed: the pool has replaced it either way)
            self._handler.release_place()  # (no await from here until the kernel counts as the page's)
        self._handler.own(kernel_id)
        return run, rendered, kernel_id

    async def start_kernel(self, **kwargs: Any) -> str:
        try:
            kernel_id: str = await ensure_async(self._manager.start_kernel(kernel_id=self._handler.kernel_id, **kwargs))
        finally:
            self._handler.release_place()  # (no await from here until the kernel counts as started)
        self._handler.own(kernel_id)
        return kernel_id


class Turns:
    """Live pages take turns to start a kernel and run their notebook, ``at_once`` at a time, first come
    first served: a page holds its turn until its notebook has run, so the pages already admitted finish
    first, instead of every admitted page's notebook running at once and all of them finishing late.

    A page joins the line (:meth:`join`), waits for its turn (the future), and leaves once done or gone
    (:meth:`leave`, whether or not its turn came). :meth:`about_s` estimates a place's wait from how long
    the last turns took.
    """

    #: How many of the last turns' lengths the estimate averages.
    REMEMBERED = 10

    def __init__(self, at_once: int) -> None:
        self.at_once = max(1, at_once)
        self.line: list[asyncio.Future[None]] = []
        self.held: dict[asyncio.Future[None], float] = {}  # turn: when it came (time.monotonic)
        self.lengths: list[float] = []

    @property
    def busy(self) -> bool:
        return bool(self.line or self.held)

    def join(self) -> asyncio.Future[None]:
        turn: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.line.append(turn)
        self._pass_on()
        return turn

    def place(self, turn: asyncio.Future[None]) -> int:
        """``turn``'s place in line, from 1; 0 once its turn has come."""
        return self.line.index(turn) + 1 if turn in self.line else 0

    def about_s(self, place: int) -> int | None:
        """About how many seconds the page at ``place`` waits for its turn (``None`` before any turn ended)."""
        if not self.lengths:
            return None
        length = sum(self.lengths) / len(self.lengths)
        now = time.monotonic()
        ends = sorted(max(0.0, came + length - now) for came in self.held.values())
        ends += [0.0] * (self.at_once - len(ends))
        for _ in range(place - 1):  # each page ahead takes the first place to come free
            ends[0] += length
            ends.sort()
        return round(ends[0])

    def leave(self, turn: asyncio.Future[None] | None) -> None:
        if turn is None:
            return
        if turn in self.line:
            self.line.remove(turn)
            turn.cancel()
        elif turn in self.held:
            self.lengths = [*self.lengths, time.monotonic() - self.held.pop(turn)][-self.REMEMBERED:]
        self._pass_on()

    def _pass_on(self) -> None:
        while self.line and len(self.held) < self.at_once:
            turn = self.line.pop(0)
            self.held[turn] = time.monotonic()
            turn.set_result(None)


class BookKernels(AsyncMappingKernelManager):
    """jupyter_server's kernel manager, knowing which kernels wait in the pool for a reader (:attr:`pooled`:
    never culled, however long they have been idle with nothing connected; the one culler is
    BookServer.cull_unconnected)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)  # type: ignore[no-untyped-call]
        #: The kernels that have run their notebook for the pool and wait for a reader's page.
        self.pooled: set[str] = set()

    async def shutdown_all(self, now: bool = False) -> None:  # type: ignore[override]
        """Stop every kernel at once (a kernel holds nothing to save; asked to shut down in mid-run, it
        would print a traceback as it goes), and a kernel still starting once it has started
        (jupyter_server's own raises on a kernel not yet in its map, and leaves that kernel running)."""
        await self.started()
        stopping = [ensure_async(self.shutdown_kernel(kernel_id, now=True)) for kernel_id in self.list_kernel_ids()]  # type: ignore[no-untyped-call]
        for outcome in await asyncio.gather(*stopping, return_exceptions=True):
            if isinstance(outcome, Exception):
                self.log.warning("serve: a kernel did not shut down: %s", outcome)

    async def started(self, timeout_s: float = 10) -> None:
        """Wait (up to ``timeout_s``) until no kernel is still starting (on this loop: Voila's own shutdown,
        once the server's loop has stopped, runs on a loop of its own)."""
        loop = asyncio.get_running_loop()
        starting = [task for task in self._pending_kernels.values() if not task.done() and task.get_loop() is loop]
        if starting:
            await asyncio.wait(starting, timeout=timeout_s)

    #: Called on the server's loop once a kernel has been removed (BookServer.return_memory).
    on_removed: Callable[[], None] | None = None

    def remove_kernel(self, kernel_id: str) -> Any:
        self.pooled.discard(kernel_id)
        RequestInfoSocketHandler._cache.pop(kernel_id, None)  # what Voila kept for a pooled kernel's page
        removed = super().remove_kernel(kernel_id)
        if self.on_removed is not None:
            ioloop.IOLoop.current().add_callback(self.on_removed)
        return removed


def _quiet_task(work: Any) -> asyncio.Task[Any]:
    """``work`` as a task whose exception, if any, counts as seen (the pool looks at it when it needs
    to, see :meth:`Warm.failure`): asyncio logs none at exit for a kernel shut down in mid-run."""
    task: asyncio.Task[Any] = asyncio.ensure_future(work)
    task.add_done_callback(lambda done: done.cancelled() or done.exception())
    return task


def _process_ended(kernels: Any, kernel_id: str) -> bool:
    """Whether ``kernel_id``'s process has ended (killed, say) while its manager still lists it: the
    manager learns it only at its next poll, seconds later, and a page handed it would wait in vain."""
    process = getattr(kernels.get_kernel(kernel_id).provisioner, "process", None)
    return process is not None and process.poll() is not None


class Warm:
    """One kernel of a notebook's pool: queued, then starting and running its notebook, then waiting."""

    def __init__(self, notebook: str, not_before: float = 0.0) -> None:
        self.notebook = notebook
        self.not_before = not_before  # (time.monotonic) not started before then
        self.started: asyncio.Task[None] | None = None  # starts the kernel and then the notebook's run
        #: Chosen now, so that a page that claims this kernel before it has started gets its cookies at once.
        self.kernel_id = str(uuid.uuid4())
        self.has_kernel = False  # (its kernel has started)
        self.renderer: Any = None
        self.run: asyncio.Task[Any] | None = None  # the notebook's run (Voila's generate_content_hybrid)
        self.discarded = False  # (a kernel started for it after all is shut down at once)

    def ready(self) -> bool:
        return self.run is not None and self.run.done()

    def failure(self, kernels: Any) -> str | None:
        """Why this kernel cannot serve a page (its start or its run raised, or it died), or ``None``."""
        for task in (self.started, self.run):
            if task is not None and task.done():
                if task.cancelled():
                    return "its start was cancelled"
                if task.exception() is not None:
                    return f"{type(task.exception()).__name__}: {task.exception()}"
        if self.has_kernel and (self.kernel_id not in kernels or _process_ended(kernels, self.kernel_id)):
            return "the kernel died"
        if self.started is not None and self.started.done() and self.run is None:
            return "no kernel was started (the server is stopping)"
        return None


class KernelPool:
    """Kernels that have already run a live notebook, waiting for readers: a page is sent at once.

    - Each pooled notebook keeps ``size`` kernels. They start one at a time (no crowd of kernels on a
      small machine when the server starts), the server's first live page first, and each waits while
      a reader's live page is starting or running its notebook (at most :attr:`Limits.warm_yield_s`).
    - A page takes a kernel that has run its notebook, or one still running it (the page then waits
      for the rest of the run, as without a pool), or a queued one, which then starts at once for it.
      The kernel is then the page's, exactly as a kernel started for the page is (its cookies, its
      cull clock from when the page has been sent), and a new one is queued, :attr:`Limits.refill_delay_s` later.
    - A kernel waiting in the pool is never culled (:class:`BookKernels`, BookServer.cull_unconnected).
      One that fails (its start or its run raises, or it dies) is shut down and replaced, but a notebook
      whose kernels fail :attr:`Limits.pool_failures` times in a row is no longer pooled (its pages start as
      without a pool), with a warning.
    - The notebook runs with the same prelaunch hook (the chapter as the book shows it, serve.py's ``live_chapter``),
      template and safeguards as a page started for its reader; only the request is not there yet
      (the hook is told the notebook by a :class:`PooledPage`, and the notebooks do not read the
      request's address).
    """

    def __init__(self, server: Any, notebooks: list[str], size: int) -> None:
        self.server = server
        self.size = size
        self.notebooks = notebooks
        self.limits: Limits = server.book.limits
        self.entries: dict[str, list[Warm]] = {notebook: [] for notebook in notebooks}
        self.notebook_data = {notebook: {"template": server.book.template, "theme": "light"} for notebook in notebooks}
        self.queue: list[Warm] = []
        self.failures = dict.fromkeys(notebooks, 0)
        self.closed = False
        self._wake: asyncio.Event | None = None
        self._worker: asyncio.Task[None] | None = None

    @property
    def kernels(self) -> Any:
        return self.server.kernel_manager

    def start(self) -> None:
        """Queue every notebook's kernels (round after round) and start warming them (on the server's loop)."""
        self._wake = asyncio.Event()
        for _ in range(self.size):
            for notebook in self.notebooks:
                self.add(notebook)
        self._worker = asyncio.ensure_future(self._work())

    def add(self, notebook: str, delay: float = 0.0) -> None:
        entry = Warm(notebook, time.monotonic() + delay)
        self.entries[notebook].append(entry)
        self.queue.append(entry)
        if self._wake is not None:
            self._wake.set()

    def waiting(self, notebook: str) -> int:
        """How many kernels of ``notebook``'s pool can take a page (failed ones are replaced first)."""
        if notebook not in self.notebook_data:
            return 0
        entries = self.entries[notebook]
        for entry in list(entries):
            if (why := entry.failure(self.kernels)) is not None:
                entries.remove(entry)
                self._failed(entry, why)
        return len(entries)

    def _failed(self, entry: Warm, why: str, *, replace: bool = True) -> None:
        """Shut ``entry``'s kernel down and queue another (``replace``), or give up on its notebook."""
        notebook = entry.notebook
        self.failures[notebook] += 1
        self._discard(entry)
        if self.failures[notebook] >= self.limits.pool_failures:
            self.server.log.warning(
                "serve: %s is no longer pooled: its kernel failed %d times in a row (last: %s)",
                notebook, self.limits.pool_failures, why)
            self.notebook_data.pop(notebook, None)
            for other in self.entries[notebook]:
                self._discard(other)
            self.entries[notebook].clear()
        else:
            self.server.log.warning("serve: a pooled kernel of %s failed (%s): it is replaced", notebook, why)
            if replace:
                self.add(notebook, self.limits.refill_delay_s)

    def _discard(self, entry: Warm) -> None:
        entry.discarded = True
        if entry in self.queue:
            self.queue.remove(entry)
        if entry.has_kernel:
            self.kernels.pooled.discard(entry.kernel_id)
            if entry.kernel_id in self.kernels:
                asyncio.ensure_future(self._shutdown(entry.kernel_id))

    async def _shutdown(self, kernel_id: str) -> None:
        try:
            await ensure_async(self.kernels.shutdown_kernel(kernel_id))
        except Exception as error:  # noqa: BLE001 (already gone: nothing to do)
            self.server.log.warning("serve: kernel %s: %s", kernel_id, error)

    def claim(self, notebook: str) -> Warm | None:
        """A kernel of ``notebook``'s pool for a page (``None`` if it has none), the readiest: one that has run
        the notebook, or one running it, or a queued one, which then starts when the page's turn comes
        (:meth:`take`). A new kernel is queued in its place."""
        if not self.waiting(notebook):
            return None
        entries = self.entries[notebook]
        entry = min(entries, key=lambda e: 0 if e.ready() else 1 if e.started is not None else 2)
        entries.remove(entry)
        if entry in self.queue:
            self.queue.remove(entry)
        self.add(notebook, self.limits.refill_delay_s)
        return entry

    def give_up(self, entry: Warm) -> None:
        """A page that claimed ``entry`` has gone before taking it: its kernel is shut down (its replacement
        is queued already)."""
        if not entry.discarded:
            self._discard(entry)

    async def take(self, entry: Warm) -> tuple[asyncio.Task[Any], list[str], str]:
        """The kernel a page claimed (:meth:`claim`), started now if it was queued, once it has run the
        notebook's first cells: Voila's rendering task, what it has rendered so far, and the kernel."""
        notebook = entry.notebook
        if entry.started is None:  # queued: it starts now, for this page
            entry.started = _quiet_task(self._warm(entry))
        await asyncio.wait([entry.started])
        if (why := entry.failure(self.kernels)) is not None:
            self._failed(entry, why, replace=False)  # (its replacement is queued already)
            raise web.HTTPError(500, f"the pooled kernel failed: {why}")
        assert entry.has_kernel and entry.run is not None
        self.failures[notebook] = 0
        self.kernels.pooled.discard(entry.kernel_id)
        # idle in the pool is not idle for its page: jupyter_server's culler counts from now
        self.kernels.get_kernel(entry.kernel_id).last_activity = utcnow()
        entry.renderer.stop_generator = True  # the page sends the rest of the run itself
        return entry.run, entry.renderer.rendered_cache, entry.kernel_id

    def _pages_busy(self) -> bool:
        settings = self.server.app.settings
        return bool(settings["rules_book_turns"].busy or settings["rules_book_rendering"])

    async def _work(self) -> None:
        """Start the queued kernels, one at a time, each once its time has come and no page is starting."""
        assert self._wake is not None
        while not self.closed:
            now = time.monotonic()
            entry = next((e for e in self.queue if e.not_before <= now), None)
            if entry is None:
                self._wake.clear()
                timeout = min((e.not_before for e in self.queue), default=now + 3600) - now
                try:
                    await asyncio.wait_for(self._wake.wait(), timeout)
                except TimeoutError:
                    pass
                continue
            yield_until = now + self.limits.warm_yield_s
            while self._pages_busy() and time.monotonic() < yield_until:
                await asyncio.sleep(0.2)
            if entry not in self.queue or self.closed:  # a page took it meanwhile
                continue
            self.queue.remove(entry)
            entry.started = _quiet_task(self._warm(entry))
            await asyncio.wait([entry.started])
            if entry.run is not None:
                await asyncio.wait([entry.run])  # until it has run its notebook
            why = entry.failure(self.kernels)
            if why is None and entry.ready():
                self.failures[entry.notebook] = 0
            elif why is not None and entry in self.entries.get(entry.notebook, []):  # (not taken by a page meanwhile)
                self.entries[entry.notebook].remove(entry)
                self._failed(entry, why)

    async def _warm(self, entry: Warm) -> None:
        """Start a kernel for ``entry`` and start the run of its notebook (as Voila's own pool does)."""
        server = self.server
        settings = server.app.settings
        page_config = get_page_config(
            base_url=server.base_url, settings=settings, log=server.log, voila_configuration=server.voila_configuration
        )
        renderer = NotebookRenderer(
            request_handler=PooledPage(entry.notebook),  # (for the prelaunch hook: which chapter this is)
            voila_configuration=server.voila_configuration,
            traitlet_config=server.config,
            notebook_path=entry.notebook,
            template_paths=server.template_paths,
            config_manager=server.config_manager,
            contents_manager=server.contents_manager,
            base_url=server.base_url,
            kernel_spec_manager=server.kernel_spec_manager,
            page_config=page_config,
            mathjax_config=settings.get("mathjax_config"),
            mathjax_url=settings.get("mathjax_url"),
        )
        await renderer.initialize()  # runs the prelaunch hook: the book's Markdown
        if self.closed:  # (no await from here until the kernel is starting: the server waits for it)
            return
        env = {
            **os.environ,
            "VOILA_PREHEAT": "True",
            "VOILA_BASE_URL": server.base_url,
            "VOILA_SERVER_URL": server.server_url,
            "VOILA_APP_PORT": str(server.port),
        }
        kernel_id: str = await ensure_async(self.kernels.start_kernel(
            kernel_id=entry.kernel_id, kernel_name=renderer.notebook.metadata.kernelspec.name,
            path=os.path.dirname(entry.notebook), env=env))
        self.kernels.pooled.add(kernel_id)  # (no await since it started: never culled before this)
        entry.has_kernel, entry.renderer = True, renderer
        if self.closed:  # the server is stopping: it shuts the kernel down with the rest
            return
        if entry.discarded:
            self.kernels.pooled.discard(kernel_id)
            await self._shutdown(kernel_id)
            return
        entry.run = _quiet_task(renderer.generate_content_hybrid(kernel_id, self.kernels.get_kernel(kernel_id)))

    def close(self) -> None:
        """Start no more kernels (the server shuts down those it has)."""
        self.closed = True
        if self._worker is not None:
            self._worker.cancel()


class LiveNotebookHandler(TornadoVoilaHandler):  # type: ignore[misc]
    """A live page: its first bytes at once (:attr:`Words.shell`, its head and a status line), then its
    turn in line (:class:`Turns`, the status line saying its place, :attr:`Words.in_line`), then Voila's
    page as its kernel runs the notebook; unless ``max_kernels`` live pages are open, waiting or starting
    already (:class:`Limits`): then at once a page that says so (503, :attr:`Words.too_many`) and offers
    the chapter live in the reader's own browser.

    The count is taken and the place reserved in one step, with nothing awaited in between, so
    simultaneous requests cannot all pass it: a request holds its place until its kernel has
    started (from then on the kernel counts), or gives it back if it fails or its reader leaves.
    A page whose claimed pool kernel has already run the notebook (or is running it) needs no turn.

    The page gets the ``_xsrf`` cookie and a signed cookie naming its kernel, valid only for that
    kernel's shutdown address: when its tab closes, Voila's page asks the server to shut its kernel
    down (``/voila/api/shutdown/<kernel>``), which only that page can do (:class:`ShutdownOwnKernel`).
    Its kernel's id is chosen before the first bytes go, so that the cookies go with them.
    """

    _place_held = False
    _gone = False
    #: The kernel this page is running, while the page is still being sent (see BookServer.cull_unconnected).
    rendering: str | None = None
    #: The notebook this page shows (``book/games/manila-2.ipynb``), for the prelaunch hook (serve.py's ``live_chapter``).
    live_notebook: str | None = None
    #: The pool's kernel this page claimed and has not taken yet (:meth:`KernelPool.claim`).
    claimed: Warm | None = None
    #: The id of this page's kernel (chosen before it starts: the page's cookies name it).
    kernel_id: str = ""

    @property
    def kernel_manager(self) -> Any:
        return _StartsForPage(self)

    @web.authenticated
    async def get(self, path: str | None = None) -> None:
        limits, words = _book(self).limits, _book(self).words
        places, notebook = self.settings["rules_book_places"], path or ""
        started = self.settings["rules_book_started"]
        started.intersection_update(self.settings["kernel_manager"].list_kernel_ids())
        if len(started) + places[0] >= limits.max_kernels:
            self.log.warning("serve: refused a live page of %s: %d live pages are open, the most allowed",
                             notebook, limits.max_kernels)
            self.refuse(words.too_many(limits.max_kernels, limits.cull_after_s, notebook))
            return
        places[0] += 1  # no await since the count: the check and the reservation are one step
        self._place_held = True
        self.live_notebook = notebook
        pool: KernelPool | None = self.settings.get("rules_book_pool")
        self.claimed = pool.claim(notebook) if pool is not None else None
        self.kernel_id = self.claimed.kernel_id if self.claimed is not None else str(uuid.uuid4())
        turns: Turns = self.settings["rules_book_turns"]
        turn = turns.join() if self.claimed is None or self.claimed.started is None else None
        try:
            self.xsrf_token  # noqa: B018 (reading it sets the cookie)
            self.set_kernel_cookie(self.kernel_id)
            self.send_first_bytes(notebook)
            if turn is not None:
                await self.wait_for(turn, turns)
            if not self._gone:
                await self.send_page(notebook)
        finally:
            turns.leave(turn)
            if self.claimed is not None and pool is not None:  # (its reader left before taking it)
                pool.give_up(self.claimed)
            self.release_place()
            self.settings["rules_book_rendering"].discard(self.rendering)

    def send_first_bytes(self, notebook: str) -> None:
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.set_header("Cache-Control", "no-cache, no-store, must-revalidate")
        self.write(_book(self).words.shell(notebook))
        self.flush()

    async def wait_for(self, turn: asyncio.Future[None], turns: Turns) -> None:
        """Wait for ``turn``, the status line saying the page's place in line as it changes (and how long,
        about) until it comes; stop waiting if the reader leaves."""
        said: tuple[int, int | None] | None = None
        while not turn.done() and not self._gone:
            place = turns.place(turn)
            about = turns.about_s(place)
            news = (place, None if about is None else -(-about // 5) * 5)  # (about, to 5 s: not a line every second)
            if news != said:
                said = news
                self.write(_book(self).words.in_line(place, turns.at_once, news[1]))
                self.flush()
            await asyncio.wait([turn], timeout=1.0)
        if not self._gone:
            self.write(_book(self).words.in_line(0, turns.at_once, None))
            self.flush()

    async def send_page(self, notebook: str) -> None:
        """Voila's page, as Voila's own handler sends it, less its document's head (the first bytes were
        the head); or, if its kernel cannot start, the page's last words saying so."""
        head = DocumentHead()
        try:
            async for html in self.get_generator(path=notebook):
                self.write(head.strip(html))
                self.flush()
            self.write(head.start)  # (a page too short to hold the opening: as it came)
        except Exception as error:  # noqa: BLE001 (the page has begun: it cannot answer 500 any more)
            if isinstance(error, iostream.StreamClosedError) or self._gone:
                return
            self.log.warning("serve: a live page of %s could not start: %s", notebook, error)
            self.write(_book(self).words.not_started("its kernel could not start"))
            self.finish()

    def on_connection_close(self) -> None:
        self._gone = True  # (a page waiting in line leaves the line)
        super().on_connection_close()

    def release_place(self) -> None:
        if self._place_held:
            self._place_held = False
            self.settings["rules_book_places"][0] -= 1

    def own(self, kernel_id: str) -> None:
        """``kernel_id`` is this page's kernel: it counts as a live page's, and has no cull clock until the
        page has been sent."""
        self.settings["rules_book_started"].add(kernel_id)
        self.settings["rules_book_rendering"].add(kernel_id)
        self.rendering = kernel_id

    def set_kernel_cookie(self, kernel_id: str) -> None:
        for name, path in ((KERNEL_COOKIE, "voila/api/shutdown"), (SOCKET_COOKIE, "api/kernels")):
            self.set_signed_cookie(
                name, kernel_id, expires_days=None, httponly=True, samesite="Strict",
                path=url_path_join(self.base_url, path, kernel_id),
            )

    def refuse(self, page: str) -> None:
        """Answer 503 with ``page`` (the book's words: :attr:`Words.too_many`)."""
        self.set_status(503)
        self.set_header("Retry-After", "60")
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.finish(page)


class DocumentHead:
    """Voila's page less what opens its document (``<!DOCTYPE html><html><head>``) and ``</head>``: the
    page's first bytes opened it already (:attr:`Words.shell`), and the rest of Voila's head (its styles
    and scripts) reads the same in the body. The ``<body>`` tag stays: its attributes (``data-base-url``,
    the theme) join the body's, as a browser does with a second ``<body>``.

    Voila's head may come in several pieces: they are held (:attr:`start`) until it has ended.
    """

    OPENING = re.compile(r"\A\s*<!DOCTYPE html>\s*<html[^>]*>\s*<head>", re.IGNORECASE)
    #: A head longer than this is sent as it came (it is not Voila's).
    LONGEST = 4 * 2**20

    def __init__(self) -> None:
        self.start = ""  # (Voila's head so far)
        self.ended = False

    def strip(self, html: str) -> str:
        if self.ended:
            return html
        self.start += html
        if "</head>" not in self.start and len(self.start) < self.LONGEST:
            return ""
        self.ended = True
        head, self.start = self.start, ""
        return self.OPENING.sub("", head, count=1).replace("</head>", "", 1)


#: The parts of a kernel message, each a JSON object (the Jupyter messaging protocol).
MESSAGE_PARTS = ("header", "parent_header", "metadata", "content")
#: The channels a page may send on.
PAGE_CHANNELS = frozenset({"shell", "control", "stdin"})


def message_problem(raw: str | bytes) -> str | None:
    """What is wrong with a message a page sent on its kernel's websocket, in words; ``None`` if its
    shape is right (the kernel then judges what it asks: see ``widgets/kernel_guard.py``).

    A message is a JSON object whose header, parent header, metadata and content are JSON objects,
    the header naming its type; in the v1 websocket protocol (binary), the same parts after a table
    of offsets. jupyter_server forwards a message without looking at it, and raises on some of the
    wrong shapes (a ``content`` that is a list), closing the page's connection with a traceback.
    """
    channel: object
    try:
        if isinstance(raw, bytes):
            count = int.from_bytes(raw[:8], "little")
            if not 3 <= count <= 64 or len(raw) < 8 * (count + 1):
                return "its table of parts is malformed"
            offsets = [int.from_bytes(raw[8 * (i + 1) : 8 * (i + 2)], "little") for i in range(count)]
            if offsets != sorted(offsets) or offsets[0] < 8 * (count + 1) or offsets[-1] > len(raw):
                return "its table of parts is malformed"
            channel = raw[offsets[0] : offsets[1]].decode("utf-8")
            parts = [json.loads(raw[offsets[i] : offsets[i + 1]]) for i in range(1, min(count - 1, 5))]
            message = dict(zip(MESSAGE_PARTS, parts, strict=False))
        else:
            message = json.loads(raw)
            if not isinstance(message, dict):
                return "it is not a JSON object"
            if message.get("buffers", []) != []:  # (a page sends its buffers in binary frames)
                return "it carries buffers in a text frame"
            channel = message.get("channel")  # (jupyter_server would log a message without one whole)
        # A lone surrogate ("\ud800") parses, but cannot be sent on to the kernel as UTF-8
        json.dumps(message, ensure_ascii=False).encode("utf-8")
    except RecursionError:
        return "it is nested too deeply"
    except UnicodeEncodeError:
        return "it holds text that is not Unicode"
    except (ValueError, UnicodeDecodeError):
        return "it is not JSON"
    if not isinstance(channel, str) or channel not in PAGE_CHANNELS:
        return "it names no channel of the kernel's"
    for part in MESSAGE_PARTS:
        if not isinstance(message.get(part), dict):
            return f"its {part.replace('_', ' ')} is not a JSON object"
    if not isinstance(message["header"].get("msg_type"), str):
        return "its header names no message type"
    return None


#: A page's websocket: the most messages it may send in a second, as a sustained rate and as a burst (a
#: chapter has hundreds of widget models, and a page may ask for each one's state at once).
MESSAGES_PER_S, MESSAGE_BURST = 200, 2_000
#: What the server may hold for a page that does not read its messages, in bytes and in messages: beyond
#: either, the page is dropped (its socket closed with 1008) and its kernel shut down.
UNREAD_BYTES, UNREAD_MESSAGES = 16 * 1024 * 1024, 10_000
#: The most websockets one kernel may have open at once (a page has one; a reload, briefly two).
SOCKETS_PER_KERNEL = 4


def kernel_stderr(message: Any) -> bool:
    """Whether a kernel's message to its page is a ``stream`` to ``stderr`` (a warning the kernel's Python
    printed, with the server's paths in it): the page never shows one, so it is never sent."""
    try:
        if isinstance(message, bytes):
            if b"stderr" not in message:
                return False
            count = int.from_bytes(message[:8], "little")
            offsets = [int.from_bytes(message[8 * (i + 1) : 8 * (i + 2)], "little") for i in range(min(count, 64))]
            header, content = json.loads(message[offsets[1] : offsets[2]]), json.loads(message[offsets[4] : offsets[5]])
        else:
            if isinstance(message, str):
                if "stderr" not in message:
                    return False
                message = json.loads(message)
            header, content = message.get("header") or {}, message.get("content") or {}
        return bool(header.get("msg_type") == "stream" and content.get("name") == "stderr")
    except (ValueError, IndexError, AttributeError, TypeError, RecursionError):
        return False


class PageSocket(VoilaKernelWebsocketHandler):  # type: ignore[misc]
    """A live page's websocket to its kernel (``/api/kernels/<id>/channels``).

    - Only the page the kernel was started for may connect: the request must bring the signed cookie
      the page got with its kernel (:data:`SOCKET_COOKIE`, sent only to this kernel's addresses);
      any other gets 403 before the socket opens; a kernel has at most :data:`SOCKETS_PER_KERNEL` (429).
    - A message of the wrong shape (:func:`message_problem`) is dropped here, with one warning per
      connection; it never reaches jupyter_server's forwarding, which would raise on some shapes.
      So is every message beyond :data:`MESSAGES_PER_S` a second (a burst of :data:`MESSAGE_BURST`).
    - What the server holds for a page that does not read is bounded (:data:`UNREAD_BYTES`,
      :data:`UNREAD_MESSAGES`): beyond it the page is dropped and its kernel shut down.
    - The kernel's ``stderr`` never reaches the page (:func:`kernel_stderr`).
    - Once the page has gone, the kernel's output is dropped with one warning, instead of a traceback
      per message ("Task exception was never retrieved") in the log.
    """

    _told = False
    _told_malformed = False
    _told_rate = False
    _dropped = False
    _counted: str | None = None
    #: Open websockets, by kernel.
    sockets: dict[str, int] = {}

    async def get(self, kernel_id: str) -> None:
        owner = self.get_signed_cookie(SOCKET_COOKIE, max_age_days=2)
        if owner is None or owner.decode("utf-8", "replace") != kernel_id:
            raise web.HTTPError(403)
        if kernel_id not in self.kernel_manager or _process_ended(self.kernel_manager, kernel_id):
            raise web.HTTPError(404)  # (shut down or dead already: its page has ended, as the page says)
        if self.sockets.get(kernel_id, 0) >= SOCKETS_PER_KERNEL:
            self.log.warning("serve: refused a websocket to kernel %s: it has %d open", kernel_id, SOCKETS_PER_KERNEL)
            raise web.HTTPError(429)
        self.sockets[kernel_id] = self.sockets.get(kernel_id, 0) + 1
        self._counted = kernel_id
        self._allowance, self._checked = float(MESSAGE_BURST), time.monotonic()
        self._unread_bytes = self._unread = 0
        try:
            await super().get(kernel_id)
        except TimeoutError:  # its kernel stopped (culled, say) while the page was connecting: no traceback
            self.log.warning("serve: a live page connected to kernel %s as it stopped", kernel_id)
            raise web.HTTPError(404) from None
        finally:
            if self.ws_connection is None:  # (not opened: on_close will not come)
                self._uncount()

    def _uncount(self) -> None:
        if self._counted is not None:
            left = self.sockets.get(self._counted, 1) - 1
            if left > 0:
                self.sockets[self._counted] = left
            else:
                self.sockets.pop(self._counted, None)
            self._counted = None

    def on_close(self) -> None:
        self._uncount()
        super().on_close()

    def on_message(self, message: str | bytes) -> None:
        now = time.monotonic()
        self._allowance = min(float(MESSAGE_BURST), self._allowance + (now - self._checked) * MESSAGES_PER_S)
        self._checked = now
        if self._allowance < 1:
            if not self._told_rate:
                self._told_rate = True
                self.log.warning("serve: a live page sent more than %d messages a second: the rest are dropped", MESSAGES_PER_S)
            return
        self._allowance -= 1
        if problem := message_problem(message):
            if not self._told_malformed:
                self._told_malformed = True
                self.log.warning("serve: a live page sent its kernel a message that was dropped: %s", problem)
            return
        super().on_message(message)

    def write_message(self, message: Any, binary: bool = False) -> Any:
        if self._dropped or kernel_stderr(message):
            return None
        size = len(message) if isinstance(message, str | bytes) else 0
        if self._unread_bytes + size > UNREAD_BYTES or self._unread >= UNREAD_MESSAGES:
            self.drop_unread()
            return None
        try:
            sent = super().write_message(message, binary)
        except websocket.WebSocketClosedError:
            self.closed_with_output()
            return None
        if isinstance(sent, asyncio.Future):
            self._unread_bytes += size
            self._unread += 1
            sent.add_done_callback(lambda done: self._written(done, size))
        return sent

    def _written(self, sent: asyncio.Future[Any], size: int = 0) -> None:
        """A message's write has ended: if it failed, the page has gone."""
        self._unread_bytes -= size
        self._unread -= 1
        if not sent.cancelled() and sent.exception() is not None:
            self.closed_with_output()

    def drop_unread(self) -> None:
        """The page does not read what its kernel sends: close its socket and shut its kernel down."""
        self._dropped = True
        kernel_id = getattr(self, "kernel_id", None)
        self.log.warning("serve: a live page read nothing of %d messages (%d bytes): it is dropped and kernel %s "
                         "shut down", self._unread, self._unread_bytes, kernel_id)
        connection = self.ws_connection
        self.close(1008, "the page did not read its messages")
        if connection is not None and connection.stream is not None:
            # at once: tornado would wait 5 s for the close frame of a page that reads nothing, holding
            # every unread message (then gone from memory only after the trim that follows the kernel's end)
            connection.stream.close()
        if kernel_id is not None and kernel_id in self.kernel_manager:
            asyncio.ensure_future(ensure_async(self.kernel_manager.shutdown_kernel(kernel_id, now=True)))

    def closed_with_output(self) -> None:
        if not self._told:
            self._told = True
            self.log.warning("serve: a live page closed with its kernel's output still on the way; the rest is dropped")


#: The signed cookie that names a live page's kernel (sent only to that kernel's shutdown address).
KERNEL_COOKIE = "rules_book_kernel"
#: The same, sent only to the kernel's own addresses (its websocket): :class:`PageSocket`.
SOCKET_COOKIE = "rules_book_socket"


class ShutdownOwnKernel(VoilaShutdownKernelHandler):  # type: ignore[misc]
    """Voila's shutdown of a page's kernel, for that page only: the request must bring the signed
    cookie the page got with its kernel (:meth:`LiveNotebookHandler.set_kernel_cookie`); any other
    answers 404, as for a kernel that does not exist."""

    @web.authenticated
    async def post(self, kernel_id: str) -> None:
        owner = self.get_signed_cookie(KERNEL_COOKIE, max_age_days=2)
        if owner is None or owner.decode("utf-8", "replace") != kernel_id:
            raise web.HTTPError(404)
        await super().post(kernel_id)


class KernelInfoOnly(KernelHandler):
    """``/api/kernels/<id>``: a kernel's state may be read by its own page only (the cookie it got with its
    kernel; any other request answers 404, as for a kernel that does not exist), and stopped (``DELETE``)
    by no one."""

    SUPPORTED_METHODS = ("GET",)

    async def get(self, kernel_id: str) -> None:
        owner = self.get_signed_cookie(SOCKET_COOKIE, max_age_days=2)
        if owner is None or owner.decode("utf-8", "replace") != kernel_id:
            raise web.HTTPError(404)
        await super().get(kernel_id)  # type: ignore[misc]


def with_plain_errors(handler_class: type) -> type:
    """``handler_class`` with :class:`PlainErrorPage`, if it is a Jupyter page handler (API errors are JSON),
    and with :class:`OwnHostsOnly`, if it is any Jupyter handler (the kernels' websockets among them)."""
    if issubclass(handler_class, JupyterHandler) and not issubclass(handler_class, APIHandler):
        return type(handler_class.__name__, (PlainErrorPage, OwnHostsOnly, handler_class), {})
    if issubclass(handler_class, JupyterHandler):
        return type(handler_class.__name__, (OwnHostsOnly, handler_class), {})
    return handler_class


class QuietLog(logging.Filter):
    """Leave out two warnings logged per request: that a notebook is "not trusted" (at every live page:
    Voila runs the notebook afresh and shows only what this run outputs, so the stored outputs'
    signature does not matter) and the error an API request was answered with (a tab whose kernel
    was shut down asks for it again and again)."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        return "is not trusted" not in message and not message.startswith("wrote error:")


#: The Voila page template's stylesheet links to a CDN (icons the book does not use).
CDN_LINK = re.compile(rb'\s*<link rel="stylesheet" href="https://cdn\.jsdelivr\.net/[^"]*"[^>]*>')


class NoCdnTransform(web.OutputTransform):
    """Leave out the template's CDN stylesheet links (the first chunk holds the page's head)."""

    def transform_first_chunk(self, status_code: int, headers: Any, chunk: bytes, finishing: bool) -> tuple[int, Any, bytes]:
        if headers.get("Content-Type", "").startswith("text/html") and b"cdn.jsdelivr.net" in chunk:
            chunk = CDN_LINK.sub(b"", chunk)
            headers.pop("Content-Length", None)
        return status_code, headers, chunk

    def transform_chunk(self, chunk: bytes, finishing: bool) -> bytes:
        return CDN_LINK.sub(b"", chunk) if b"cdn.jsdelivr.net" in chunk else chunk



#: Voila's handlers this server drops or replaces (:func:`book_handlers`), each by the pattern or the class
#: that finds it in Voila's table: :func:`check_runtime` checks that Voila's table still has every one.
REWRITTEN = (
    "the root address", "/voila/tree", "/voila/api/contents", "/voila/render/(.*)", "/voila/templates/(.*)",
    "/voila/api/shutdown/(.*)", "VoilaKernelWebsocketHandler", "KernelHandler",
)


def _rewrite(handler: tuple[Any, ...], server_url: str, notebooks: str) -> tuple[str | None, tuple[Any, ...] | None]:
    """Which of :data:`REWRITTEN` ``handler`` of Voila's table is (``None``: none), and the handler served in
    its place (``None``: none). ``notebooks`` is a pattern of the live notebooks' paths."""
    pattern = handler[0]
    if pattern in (server_url, url_path_join(server_url, "/")):
        return "the root address", None  # the tree of every file: the book takes the root address instead
    for listing in ("/voila/tree", "/voila/api/contents"):
        if listing in pattern:
            return listing, None  # no listings of the project's files
    if pattern.endswith("/voila/render/(.*)"):
        return "/voila/render/(.*)", (url_path_join(server_url, rf"/voila/render/({notebooks})"), LiveNotebookHandler, *handler[2:])
    ours = {"/voila/templates/(.*)": TemplateFileHandler, "/voila/api/shutdown/(.*)": ShutdownOwnKernel}
    for end, replacement in ours.items():
        if pattern.endswith(end):
            return end, (pattern, replacement, *handler[2:])
    if handler[1] is VoilaKernelWebsocketHandler:
        return "VoilaKernelWebsocketHandler", (pattern, PageSocket, *handler[2:])
    if handler[1] is KernelHandler:
        return "KernelHandler", (pattern, KernelInfoOnly, *handler[2:])
    if pattern in ("/login", "/logout"):
        return None, None  # no accounts here (and Voila's logout page answers 500)
    return None, handler


def book_handlers(
    voila_handlers: list[Any], server_url: str, notebooks: Iterable[str], site: Path
) -> tuple[list[Any], set[str]]:
    """The server's handlers, made from Voila's (:func:`_rewrite`), and the book at every other address;
    and which of :data:`REWRITTEN` were found in Voila's table."""
    live = "|".join(re.escape(path) for path in notebooks)
    handlers, found = [], set()
    for handler in voila_handlers:
        rewritten, kept = _rewrite(handler, server_url, live)
        if rewritten is not None:
            found.add(rewritten)
        if kept is not None:
            handlers.append((kept[0], with_plain_errors(kept[1]), *kept[2:]))
    handlers.append((url_path_join(server_url, r"/(.*)"), BookHandler, {"path": str(site), "default_filename": "index.html"}))
    return handlers, found


def missing_handlers() -> list[str]:
    """Each of :data:`REWRITTEN` that Voila's table of handlers, made as for this server, no longer has."""
    configuration = types.SimpleNamespace(
        preheat_kernel=False, progressive_rendering=False, extra_labextensions_path=[], file_allowlist=[], file_denylist=[])
    voila = types.SimpleNamespace(
        server_url="/", voila_configuration=configuration, static_paths=[], themes_dir="", labextensions_path=[],
        root_dir=".", notebook_path=None, config=None, template_paths=[], log=logging.getLogger(__name__),
        identity_provider=types.SimpleNamespace(get_handlers=lambda: [("/login", object), ("/logout", object)]),
    )
    try:
        table = Voila.init_handlers(voila)  # (only the table: nothing starts)
    except Exception as error:  # noqa: BLE001 (a Voila that makes its table otherwise: said in the sentence)
        return [f"voila.app.Voila.init_handlers as written for it ({type(error).__name__}: {error})"]
    _, found = book_handlers(table, "/", ["book/quiz.ipynb"], Path("."))
    return [f"Voila's handler {name}" for name in REWRITTEN if name not in found]


#: The longest address (414 beyond) and the largest block of headers (431 beyond) a request may have, in
#: bytes; a block beyond READ_HEADER_BYTES is not read at all (the connection is closed, as tornado does).
URL_BYTES, HEADER_BYTES, READ_HEADER_BYTES = 8 * 1024, 64 * 1024, 2 * 1024 * 1024


class BoundedRequests(httputil.HTTPServerConnectionDelegate):
    """The server's application behind a check of each request's size: an address over :data:`URL_BYTES`
    answers 414 and headers over :data:`HEADER_BYTES` 431, before any handler sees them."""

    def __init__(self, app: Any) -> None:
        self.app = app

    def start_request(self, server_conn: object, request_conn: Any) -> httputil.HTTPMessageDelegate:
        return _BoundedRequest(self.app, server_conn, request_conn)

    def on_close(self, server_conn: object) -> None:
        self.app.on_close(server_conn)


class _BoundedRequest(httputil.HTTPMessageDelegate):
    """One request: refused by its size, or handed to the application's own delegate."""

    def __init__(self, app: Any, server_conn: object, request_conn: Any) -> None:
        self.app, self.server_conn, self.request_conn = app, server_conn, request_conn
        self.inner: httputil.HTTPMessageDelegate | None = None

    def headers_received(self, start_line: Any, headers: httputil.HTTPHeaders) -> Any:
        status = None
        if len(getattr(start_line, "path", "")) > URL_BYTES:
            status = HTTPStatus.REQUEST_URI_TOO_LONG
        elif sum(len(name) + len(value) + 4 for name, value in headers.get_all()) > HEADER_BYTES:
            status = HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE
        if status is not None:
            body = f"{status.value} {status.phrase}\n".encode()
            self.request_conn.write_headers(
                httputil.ResponseStartLine("HTTP/1.1", status.value, status.phrase),
                httputil.HTTPHeaders({"Content-Type": "text/plain; charset=UTF-8", "Content-Length": str(len(body)),
                                      "Connection": "close"}),
                body,
            )
            self.request_conn.finish()
            return None
        self.inner = self.app.start_request(self.server_conn, self.request_conn)
        return self.inner.headers_received(start_line, headers)

    def data_received(self, chunk: bytes) -> Any:
        return self.inner.data_received(chunk) if self.inner is not None else None

    def finish(self) -> None:
        if self.inner is not None:
            self.inner.finish()

    def on_connection_close(self) -> None:
        if self.inner is not None:
            self.inner.on_connection_close()


def _glibc() -> Any:
    """The C library (glibc: ``malloc_trim``, and ``mallopt`` for :func:`limit_arenas`), or ``None`` on a system without it."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return libc if hasattr(libc, "malloc_trim") else None
    except OSError:
        return None


LIBC = _glibc()
#: glibc's ``mallopt`` parameter for the most memory pools ("arenas") its allocator keeps
M_ARENA_MAX = -8
#: The server's arenas: glibc gives each thread that allocates at once an arena of its own, up to 8 per
#: core, and keeps each arena's freed memory apart. A class's pages left the server 44 to 50 MB above
#: idle after rounds of 20 pages with glibc's default, 29 to 32 MB with 2 arenas (issue 27, measured
#: with the server's environment's MALLOC_ARENA_MAX; 1 arena was no better). Its work is one event
#: loop: two are plenty.
SERVER_ARENAS = 2


def limit_arenas(libc: Any = LIBC) -> bool:
    """Keep the server's allocator to :data:`SERVER_ARENAS` arenas (glibc's ``mallopt``), before its threads
    start; whether it could. Its kernels, other processes, keep glibc's default."""
    return libc is not None and hasattr(libc, "mallopt") and bool(libc.mallopt(M_ARENA_MAX, SERVER_ARENAS))


class BookServer(Voila):  # type: ignore[misc]
    """Voila serving only the book's notebooks, with the built book at the root address."""

    name = "rules-book-server"
    #: What to serve (set by :func:`serve_book` before the server is made).
    book: LiveBook
    pool: KernelPool | None = None

    @functools.cached_property
    def event_logger(self) -> EventLogger:
        """One log of kernel events for every kernel: a kernel's manager takes its app's, and when the app
        has none (Voila's has not) makes one of its own, each with a logger that the logging module keeps
        for good (issue 27: the server's memory grew with every live page)."""
        return EventLogger(parent=self)

    def init_handlers(self) -> list[Any]:
        handlers, _ = book_handlers(super().init_handlers(), self.server_url, self.book.notebooks, self.book.site)
        return handlers

    def init_settings(self) -> dict[str, Any]:
        self.log.addFilter(QuietLog())
        # Every line of the server's log bounded, repeats counted (jupyter_server logs a message whole)
        for handler in {*logging.getLogger().handlers, *self.log.handlers, logging.lastResort}:
            if handler is not None:
                bound_log(handler)
        settings: dict[str, Any] = super().init_settings()
        settings["transforms"] = [NoCdnTransform]
        settings["rules_book"] = self.book
        settings["rules_book_places"] = [0]  # live pages whose kernel is not started yet (in line, starting) ...
        settings["rules_book_started"] = set()  # ... and the kernels started for live pages
        settings["rules_book_rendering"] = set()  # ... of which these still run their page for its request
        settings["rules_book_turns"] = Turns(self.book.limits.max_starting)
        settings["rules_book_hostnames"] = {"localhost", self.ip.lower()}
        if self.book.limits.pool_size > 0:
            self.pool = KernelPool(self, list(self.book.pooled), self.book.limits.pool_size)
        settings["rules_book_pool"] = self.pool
        return settings

    def start(self) -> None:
        # Ctrl-C (and a kill) stops the server and shuts down every kernel, however it was started
        signal.signal(signal.SIGINT, self._handle_signal_stop)
        signal.signal(signal.SIGTERM, self._handle_signal_stop)
        super().start()

    def _handle_signal_stop(self, sig: int, frame: Any) -> None:
        self.ioloop.add_callback_from_signal(self._stop_serving)

    _stopping = False

    async def _stop_serving(self) -> None:
        """Shut every kernel down on the server's own loop, then stop it: a kernel still starting (the pool
        starts some by itself) can only finish starting there, and be shut down, not left running."""
        if self._stopping:
            return
        self._stopping = True
        try:
            if self.pool is not None:
                self.pool.close()
            await self.kernel_manager.shutdown_all()
        finally:
            self.ioloop.stop()

    def listen(self) -> None:
        """Listen on the one address and port asked for, say where, and run until stopped."""
        self.ioloop = ioloop.IOLoop.current()
        self.kernel_manager.on_removed = self.return_memory  # (at once, not on the culler's next round)
        try:
            sockets = netutil.bind_sockets(self.port, self.ip)
        except OSError as error:
            print(f"serve: {self.book.words.cannot_listen(self.ip, self.port, error)}", file=sys.stderr, flush=True)
            self.stop_kernels()
            self.exit(1)
        server = httpserver.HTTPServer(BoundedRequests(self.app), max_header_size=READ_HEADER_BYTES)
        server.add_sockets(sockets)
        self._unconnected_since: dict[str, float] = {}
        self._connected_once: set[str] = set()
        limits = self.book.limits
        interval_s = max(1, min(60, limits.unopened_after_s // 6, limits.cull_after_s // 5))
        ioloop.PeriodicCallback(self.cull_unconnected, interval_s * 1000).start()
        self.port: int = sockets[0].getsockname()[1]  # the port chosen, for --port 0
        print(self.book.words.listening(self.ip, self.port), flush=True)
        if self.pool is not None:
            self.ioloop.add_callback(self.pool.start)
        try:
            self.ioloop.start()
        except KeyboardInterrupt:
            pass
        finally:
            server.stop()
            self.stop()

    async def cull_unconnected(self) -> None:
        """Shut down every kernel nothing has been connected to for ``cull_after_s`` seconds, busy or
        idle: jupyter_server's culling counts a kernel's own output as activity, so a kernel left busy
        (a widget's callback that never ends, printing as it goes) would never be culled.

        A kernel waiting in the pool (:class:`KernelPool`) has no reader yet and is left alone; once a
        page takes it, its clock starts when the page has been sent, as for a kernel started for the page.
        A page that never connects (a bot, a prefetch, a tab closed at once) holds its place only
        :attr:`Limits.unopened_after_s` seconds.
        """
        manager, now = self.kernel_manager, time.monotonic()
        kernels = set(manager.list_kernel_ids())
        rendering = self.app.settings["rules_book_rendering"]  # a page still being run: its tab is coming
        for kernel_id in set(self._unconnected_since) - kernels:
            del self._unconnected_since[kernel_id]
        self._connected_once &= kernels
        for kernel_id in kernels:
            if manager._kernel_connections.get(kernel_id, 0):
                self._connected_once.add(kernel_id)
            if manager._kernel_connections.get(kernel_id, 0) or kernel_id in rendering or kernel_id in manager.pooled:
                self._unconnected_since.pop(kernel_id, None)
                continue
            cull_after_s = self.book.limits.cull_after_s
            if kernel_id not in self._connected_once:
                cull_after_s = min(cull_after_s, self.book.limits.unopened_after_s)
            if now - self._unconnected_since.setdefault(kernel_id, now) > cull_after_s:
                self.log.warning("serve: Culling kernel %s: nothing connected to it for %d s", kernel_id, cull_after_s)
                del self._unconnected_since[kernel_id]
                try:
                    await ensure_async(manager.shutdown_kernel(kernel_id))
                except Exception as error:  # noqa: BLE001 (already gone: nothing to do)
                    self.log.warning("serve: kernel %s: %s", kernel_id, error)
        self.return_memory()

    _kernels_when_trimmed: frozenset[str] = frozenset()

    def return_memory(self) -> None:
        """Once the pages that started have all been sent and their kernels have changed (pages gone), give
        the memory their rendering used back to the system: glibc keeps what Python frees for reuse, and
        the server would otherwise stay at the mark a class's pages left (benchmarks/live_load.py)."""
        settings = self.app.settings
        kernels = frozenset(self.kernel_manager.list_kernel_ids())
        if kernels == self._kernels_when_trimmed or settings["rules_book_rendering"] or settings["rules_book_turns"].busy:
            return
        self._kernels_when_trimmed = kernels
        gc.collect()
        if LIBC is not None:
            LIBC.malloc_trim(0)

    def stop_kernels(self) -> None:
        super().stop()  # removes the connection files and shuts down every kernel

    def stop(self) -> None:
        if self.pool is not None:
            self.pool.close()
        self.stop_kernels()
        print(f"\n{self.book.words.goodbye}", flush=True)


def one_output_per_stream(cell: Any, **_: Any) -> None:
    """Join each run of a code cell's outputs to one stream (stdout, stderr) into one output (nbclient's
    ``on_cell_executed`` hook). A print reaches the page in as many messages as the kernel's flushes cut
    it into (a busy kernel can send the text and its closing newline apart), and Voila shows each as an
    output of its own: the last an empty line that the book, whose notebooks are run with nbclient's
    ``coalesce_streams`` (execute_notebooks.py), does not have."""
    joined: list[Any] = []
    for output in cell.get("outputs", []):
        last = joined[-1] if joined else None
        if (output["output_type"] == "stream" and last is not None and last["output_type"] == "stream"
                and last["name"] == output["name"]):
            last["text"] += output["text"]
        else:
            joined.append(output)
    cell["outputs"] = joined


def voila_config(book: LiveBook, host: str, port: int) -> Config:
    """Voila's and jupyter_server's configuration for serving ``book`` on ``host:port``."""
    config = Config()
    config.Voila.ip = host
    config.Voila.port = port
    config.Voila.open_browser = False
    config.Voila.root_dir = str(book.root)
    config.Voila.log_level = logging.WARNING
    config.VoilaConfiguration.file_allowlist = []  # /voila/files serves nothing
    config.VoilaConfiguration.show_tracebacks = False  # Voila's default, kept on purpose
    config.VoilaConfiguration.strip_sources = True  # Voila's default: no code shown
    config.VoilaConfiguration.theme = "light"
    config.VoilaConfiguration.template = book.template
    config.VoilaConfiguration.allow_template_override = "NO"
    config.VoilaConfiguration.allow_theme_override = "NO"
    config.VoilaConfiguration.prelaunch_hook = book.prelaunch_hook
    # Kernels waiting in the pool are never culled (BookKernels); the pool itself is ours (KernelPool):
    # Voila's own (preheat_kernel) refuses a prelaunch hook, starts every pool at once, pools every
    # notebook under the root and hands out kernels without the pages' cookies
    config.VoilaConfiguration.multi_kernel_manager_class = BookKernels
    # When many pages start at once on a small machine, a cell's output can arrive seconds after the
    # kernel says the cell is done; nbclient's default wait (4 s) then drops it ("Timeout waiting for
    # IOPub output") and the page shows without that widget. Wait up to a minute instead.
    config.VoilaExecutor.iopub_timeout = book.limits.iopub_wait_s
    # Each cell's printed text is one output, as in the book (one_output_per_stream)
    config.VoilaExecutor.on_cell_executed = one_output_per_stream
    # Kernels nothing is connected to (a tab that closed shuts its own down) go after idling a while
    # (BookServer.cull_unconnected, the one culler: jupyter_server's own is off, as two culling the same
    # kernel log tracebacks): it shuts down any kernel nothing has been connected to for cull_after_s
    # seconds, idle or left busy (a callback that never ends), and one never connected after a minute
    config.MappingKernelManager.cull_idle_timeout = 0
    # Messages of a kernel whose tab has gone are dropped, not kept in memory until the cull
    config.MappingKernelManager.buffer_offline_messages = False
    # A kernel that dies (killed, out of memory) is not restarted empty behind its page: the page is
    # told the kernel is dead and says that the live session has ended (see the template)
    config.KernelRestarter.restart_limit = 0
    # Kernels talk to the server over Unix sockets in the server's private folder: no TCP port, and
    # no warning from each kernel that TCP is not encrypted
    config.KernelManager.transport = "ipc"
    return config


def serve_book(book: LiveBook, templates: Path, host: str, port: int) -> None:
    """Serve ``book`` on ``host:port`` until stopped (Ctrl-C or a kill), its live pages in the Voila
    template ``book.template`` found in the Jupyter data folder ``templates``. Call :func:`check_runtime` first."""
    # Voila looks for templates in the Jupyter data folders: ours first
    os.environ["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(templates), os.environ.get("JUPYTER_PATH")]))
    os.chdir(book.root)
    # No line per request, not even for a 404 or a 403: a stranger's probing is not news (a server
    # error still logs its traceback, through tornado.application)
    logging.getLogger("tornado.access").setLevel(logging.CRITICAL)
    logging.getLogger("tornado.general").setLevel(logging.ERROR)
    BookServer.book = book
    limit_arenas()
    BookServer.launch_instance(argv=[], config=voila_config(book, host, port))


def bind_sockets(host: str, port: int) -> list[Any]:
    """Listen on ``host:port`` as the server does (tornado's ``bind_sockets``: ``SO_REUSEADDR`` on POSIX);
    raise ``OSError`` when it cannot."""
    sockets: list[Any] = netutil.bind_sockets(port, host)
    return sockets
