"""The kernel's guard on what a browser sends: widget (comm) messages, checked before ipywidgets sees them.

A live page talks to its kernel only through widget messages (the server refuses the rest), and a
browser can forge any of them.  :func:`install` (run when the widgets package is imported, in a
kernel) puts a check in front of the kernel's three comm handlers:

- ``comm_open``: a page may open only the widget *control* comm (``jupyter.widget.control``, which
  asks for the widgets' state when the page loads).  It may not create widget models
  (``jupyter.widget``) or open any other target: the pages never need to, and each model would stay
  in the kernel's memory.
- ``comm_msg``: the message must be an object, to a comm the kernel holds, with a method that comm
  takes (``update`` with a ``state`` object, ``request_state``, ``custom``; ``request_states`` on the
  control comm), with no binary buffers, at most :data:`MAX_MESSAGE_BYTES` long and
  :data:`MAX_DEPTH` deep.
- ``comm_close``: only of a comm the page opened (the control comm), never of a widget's.

And the kernel's bounds: at most :data:`MAX_COMMS` comms, and no message is taken while the kernel
holds more than :data:`MAX_RSS_BYTES` of memory.

A refused message changes nothing.  The server's log gets one line saying why; when the message was
to a widget of the page, the widget says so inline, in plain words, as it does for a forged value
(:func:`widgets.common.harden`).  Nothing goes back to the browser that carries a traceback or a
path: an error while a page's message is handled is written to the server's log (the kernel's own
stderr), not sent to the page, and the comm loggers write there too.

>>> check_comm_msg({"content": {"comm_id": "a", "data": {"method": "update", "state": ["x"]}}}, {"a": "jupyter.widget"})
'its state is not an object'
>>> check_comm_open({"content": {"comm_id": "b", "target_name": "jupyter.widget", "data": {}}}, {})
"it asks for a comm on 'jupyter.widget', which a page may not open"
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import time
import traceback
from collections.abc import Callable, Iterator, Mapping
from typing import Any, TextIO

#: The most a message from a page may hold (its strings, keys and numbers, roughly as JSON).
#: The pages send a choice, a click or a few characters of card text: well under 1 KB.
MAX_MESSAGE_BYTES = 64 * 1024
#: The deepest a message's ``data`` may nest (the pages' messages nest three deep).
MAX_DEPTH = 16
#: The most comms one kernel may hold (a page's widgets are 40 to 300 of them).
MAX_COMMS = 2000
#: The most memory (resident) a kernel may hold and still take a page's messages; a live page's
#: kernel holds about 130 MB.
MAX_RSS_BYTES = 512 * 2**20

#: The comm targets a page may open, and the methods each kind of comm takes.
PAGE_TARGETS = {"jupyter.widget.control": "1"}  # target: the protocol's major version
WIDGET_METHODS = frozenset({"update", "request_state", "custom"})
CONTROL_METHODS = frozenset({"request_states"})

#: What a widget says when the guard refuses a message to it (``{control}``: the control's name).
REFUSED = "The page sent {control} a message it cannot take; nothing was changed."
AT_LIMIT = (
    "This page has reached the most its live kernel may hold, so it takes no more changes; "
    "reload the page to start again."
)
FAILED = "That did not work; nothing was changed."


# --- the checks (pure: a message in, a reason or None out) --------------------------------------------------


def json_size(value: Any, limit: int = MAX_MESSAGE_BYTES, depth_limit: int = MAX_DEPTH) -> int:
    """About how many bytes ``value`` takes as JSON; more than ``limit`` as soon as it is over it.

    Iterative (a deep value cannot exhaust the stack), and it stops counting once over ``limit``;
    a value nested deeper than ``depth_limit`` counts as over.

    >>> json_size({"method": "update", "state": {"value": "As"}}) < 100
    True
    >>> json_size("x" * 10**6) > MAX_MESSAGE_BYTES
    True
    >>> nested = []
    >>> for _ in range(50):
    ...     nested = [nested]
    >>> json_size(nested) > MAX_MESSAGE_BYTES
    True
    """
    total = 0
    pending: list[tuple[Any, int]] = [(value, 0)]
    while pending:
        item, depth = pending.pop()
        if depth > depth_limit:
            return limit + 1
        if isinstance(item, str):
            total += len(item) + 2
        elif isinstance(item, (bytes, bytearray, memoryview)):
            total += len(item)
        elif isinstance(item, Mapping):
            total += 2 + 4 * len(item)
            for key, member in item.items():
                total += len(str(key))
                pending.append((member, depth + 1))
        elif isinstance(item, (list, tuple)):
            total += 2 + len(item)
            pending.extend((member, depth + 1) for member in item)
        else:
            total += 8
        if total > limit:
            return total
    return total


def _message_size(msg: Mapping[str, Any]) -> int:
    return (
        json_size(msg.get("content"))
        + json_size(msg.get("metadata"))
        + sum(
            len(buffer) for buffer in (msg.get("buffers") or ()) if isinstance(buffer, (bytes, bytearray, memoryview))
        )
    )


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def check_comm_open(msg: Mapping[str, Any], comms: Mapping[str, str]) -> str | None:
    """Why a page's ``comm_open`` is refused (``None``: it may open). ``comms``: comm id to target.

    >>> check_comm_open({"content": {"comm_id": "c", "target_name": "jupyter.widget.control", "data": {}},
    ...                  "metadata": {"version": "1.0.0"}}, {}) is None
    True
    >>> check_comm_open({"content": ["x"]}, {})
    'its content is not an object'
    """
    content = msg.get("content")
    if not isinstance(content, Mapping):
        return "its content is not an object"
    comm_id, target = content.get("comm_id"), content.get("target_name")
    if not isinstance(comm_id, str) or not 0 < len(comm_id) <= 100:
        return "it has no comm id"
    if not isinstance(target, str):
        return "it names no target"
    if target not in PAGE_TARGETS:
        return f"it asks for a comm on {_short(target)}, which a page may not open"
    if comm_id in comms:
        return "it reuses the id of a comm the kernel holds"
    if not isinstance(content.get("data", {}), Mapping):
        return "its data is not an object"
    metadata = msg.get("metadata") or {}
    version = metadata.get("version", "") if isinstance(metadata, Mapping) else None
    if not isinstance(version, str) or version.split(".")[0] != PAGE_TARGETS[target]:
        return "its protocol version is not the one this kernel speaks"
    if _message_size(msg) > MAX_MESSAGE_BYTES:
        return f"it is longer than {MAX_MESSAGE_BYTES // 1024} KB"
    if len(comms) >= MAX_COMMS:
        return f"the kernel holds {MAX_COMMS} comms already, the most allowed"
    return None


def _held_comm(msg: Mapping[str, Any], comms: Mapping[str, str]) -> tuple[str | None, Mapping[str, Any], str]:
    """Why a message is to no comm the kernel holds (``None``: it is), its content, and the comm's id."""
    content = msg.get("content")
    if not isinstance(content, Mapping):
        return "its content is not an object", {}, ""
    comm_id = content.get("comm_id")
    if not isinstance(comm_id, str) or comm_id not in comms:
        return "it is to no comm the kernel holds", content, ""
    return None, content, comm_id


def check_comm_msg(msg: Mapping[str, Any], comms: Mapping[str, str]) -> str | None:
    """Why a page's ``comm_msg`` is refused (``None``: it may pass). ``comms``: comm id to target.

    >>> widget = {"w": "jupyter.widget"}
    >>> check_comm_msg({"content": {"comm_id": "w", "data": {"method": "update", "state": {"value": "As"}}}}, widget)
    >>> check_comm_msg({"content": {"comm_id": "w", "data": {"method": "eval"}}}, widget)
    "its method 'eval' is not one this comm takes"
    """
    refused, content, comm_id = _held_comm(msg, comms)
    if refused:
        return refused
    data = content.get("data")
    if not isinstance(data, Mapping):
        return "its data is not an object"
    method = data.get("method")
    methods = CONTROL_METHODS if comms[comm_id] in PAGE_TARGETS else WIDGET_METHODS
    if not isinstance(method, str) or method not in methods:
        return f"its method {_short(method)} is not one this comm takes"
    if method == "update" and not isinstance(data.get("state", {}), Mapping):
        return "its state is not an object"
    if method == "custom" and not isinstance(data.get("content", {}), Mapping):
        return "its content is not an object"
    if msg.get("buffers") or data.get("buffer_paths"):
        return "it carries binary buffers, which no control of the book's takes"
    if _message_size(msg) > MAX_MESSAGE_BYTES:
        return f"it is longer than {MAX_MESSAGE_BYTES // 1024} KB"
    return None


def check_comm_close(msg: Mapping[str, Any], comms: Mapping[str, str]) -> str | None:
    """Why a page's ``comm_close`` is refused: only a comm the page opened may be closed by it.

    >>> check_comm_close({"content": {"comm_id": "w"}}, {"w": "jupyter.widget"})
    'it closes a comm of the kernel, which only the kernel closes'
    """
    refused, _, comm_id = _held_comm(msg, comms)
    if refused:
        return refused
    if comms[comm_id] not in PAGE_TARGETS:
        return "it closes a comm of the kernel, which only the kernel closes"
    return None


def give_back_memory() -> None:
    """Return freed memory to the system (glibc's ``malloc_trim``), after a large message is refused.

    The kernel has read the whole message before the guard sees it; freed, its memory stays in the
    process (glibc keeps it for later) unless handed back, and a page sending many would grow it.
    """
    with contextlib.suppress(Exception):
        import ctypes

        ctypes.CDLL("libc.so.6").malloc_trim(0)


def rss_bytes() -> int:
    """This process's resident memory in bytes (0 where ``/proc`` is not there to say)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def over_a_bound(comm_count: int, rss: int) -> str | None:
    """Why the kernel takes no more messages (``None``: it is within its bounds).

    >>> over_a_bound(50, 130 * 2**20) is None
    True
    >>> over_a_bound(50, 2**40)
    'the kernel holds more memory than a live page may use'
    """
    if comm_count > MAX_COMMS:
        return "the kernel holds more comms than a live page may"
    if rss > MAX_RSS_BYTES:
        return "the kernel holds more memory than a live page may use"
    return None


# --- in the kernel ---------------------------------------------------------------------------------------


def server_log() -> TextIO:
    """Where the kernel writes for the server's log: its own stderr (the server's), never the page's."""
    return sys.__stderr__ if sys.__stderr__ is not None else open(os.devnull, "w")  # noqa: SIM115


#: The server's log gets a line for each of the first refusals, then one for every hundredth.
LOGGED_REFUSALS = 20
_refusal_count = 0


def _log(line: str) -> None:
    with contextlib.suppress(Exception):
        print(f"rules-book kernel: {line}", file=server_log(), flush=True)


def _log_refusal(line: str) -> None:
    """Log a refusal: a page that sends thousands of bad messages must not fill the server's log."""
    global _refusal_count  # noqa: PLW0603 - one count per kernel
    _refusal_count += 1
    if _refusal_count <= LOGGED_REFUSALS:
        _log(line + (" (further refusals: one line in a hundred)" if _refusal_count == LOGGED_REFUSALS else ""))
    elif _refusal_count % 100 == 0:
        _log(f"{line} (refusal {_refusal_count} from this kernel's pages)")


class _Handling:
    """What the kernel is doing for a page's message (read by :func:`_showtraceback`)."""

    from_page = False
    widget: Any = None


_handling = _Handling()


@contextlib.contextmanager
def _from_page(widget: Any) -> Iterator[None]:
    """While a page's message is handled: errors and warnings go to the server's log, not the page."""
    _handling.from_page, _handling.widget = True, widget
    try:
        with contextlib.redirect_stderr(server_log()):
            yield
    finally:
        _handling.from_page, _handling.widget = False, None


def tell_widget(widget: Any, text: str) -> None:
    """Let ``widget`` say ``text`` inline, if it is one of the book's (hardened by ``harden``)."""
    refuse = getattr(widget, "_rb_refuse", None)
    if callable(refuse):
        with contextlib.suppress(Exception):
            refuse(text)


def _targets(comm_manager: Any) -> dict[str, str]:
    return {comm_id: str(getattr(comm, "target_name", "")) for comm_id, comm in comm_manager.comms.items()}


def _widget(comm_id: object) -> Any:
    from ipywidgets.widgets.widget import _instances

    return _instances.get(comm_id) if isinstance(comm_id, str) else None


def _comm_id(msg: Mapping[str, Any]) -> object:
    content = msg.get("content")
    return content.get("comm_id") if isinstance(content, Mapping) else None


Handler = Callable[[Any, Any, Any], Any]


def guard_open(original: Handler, comm_manager: Any) -> Handler:
    """``original`` (the kernel's ``comm_open`` handler) behind :func:`check_comm_open` and the bounds."""

    def comm_open(stream: Any, ident: Any, msg: Any) -> None:
        comms = _targets(comm_manager)
        problem = check_comm_open(msg, comms) or over_a_bound(len(comms), rss_bytes())
        if problem:
            _log_refusal(f"refused a comm_open from a page: {problem}")
            _after_refusal(msg)
            return
        _run(original, stream, ident, msg, None)

    return comm_open


def guard_msg(original: Handler, comm_manager: Any) -> Handler:
    """``original`` (the kernel's ``comm_msg`` handler) behind :func:`check_comm_msg` and the bounds."""

    def comm_msg(stream: Any, ident: Any, msg: Any) -> None:
        comms = _targets(comm_manager)
        widget = _widget(_comm_id(msg))
        problem = check_comm_msg(msg, comms)
        if problem:
            _log_refusal(f"refused a comm_msg from a page: {problem}")
            tell_widget(widget, REFUSED)
            _after_refusal(msg)
            return
        limit = over_a_bound(len(comms), rss_bytes())
        if limit:
            _log_refusal(f"refused a comm_msg from a page: {limit}")
            tell_widget(widget, AT_LIMIT)
            return
        _run(original, stream, ident, msg, widget)

    return comm_msg


def guard_close(original: Handler, comm_manager: Any) -> Handler:
    """``original`` (the kernel's ``comm_close`` handler) behind :func:`check_comm_close`."""

    def comm_close(stream: Any, ident: Any, msg: Any) -> None:
        problem = check_comm_close(msg, _targets(comm_manager))
        if problem:
            _log_refusal(f"refused a comm_close from a page: {problem}")
            return
        _run(original, stream, ident, msg, None)

    return comm_close


def _after_refusal(msg: Any) -> None:
    if _message_size(msg) > MAX_MESSAGE_BYTES:  # refused as too large: hand its memory back
        give_back_memory()


def _run(original: Handler, stream: Any, ident: Any, msg: Any, widget: Any) -> None:
    with _from_page(widget):
        try:
            original(stream, ident, msg)
        except Exception as error:  # noqa: BLE001 - nothing of it may reach the page
            _log(f"a page's widget message failed: {type(error).__name__}")
            traceback.print_exc(file=server_log())
            tell_widget(widget, FAILED)


def _showtraceback(original: Callable[..., Any]) -> Callable[..., Any]:
    """The shell's ``showtraceback``; for a page's message (ipywidgets calls it when a widget's handler
    fails), the traceback goes to the server's log and the widget says, in plain words, that it failed."""

    def showtraceback(*args: Any, **kwargs: Any) -> Any:
        if not _handling.from_page:
            return original(*args, **kwargs)
        _log("a widget's handler failed while taking a page's message:")
        traceback.print_exc(file=server_log())
        tell_widget(_handling.widget, FAILED)
        return None

    return showtraceback


#: The longest line a log gets, in characters, and how long the same line is counted instead of written.
LOG_LINE_CHARS, LOG_REPEAT_S = 2_000, 60.0


class BoundedLog(logging.Filter):
    """A log handler's filter: every line at most :data:`LOG_LINE_CHARS` long, and a line that comes again
    within :data:`LOG_REPEAT_S` seconds counted, not written; the next one written says how many were
    left out.  (A page that sends thousands of bad messages cannot fill the server's disk.)  One per
    handler: a record that reaches two handlers is counted by each.

    >>> bounded, record = BoundedLog(), logging.LogRecord("Comm", logging.WARNING, "", 0, "No such comm: %s", ("a",), None)
    >>> bounded.filter(record), record.getMessage()
    (True, 'No such comm: a')
    >>> bounded.filter(logging.LogRecord("Comm", logging.WARNING, "", 0, "No such comm: %s", ("b",), None))
    False
    >>> again = logging.LogRecord("Comm", logging.WARNING, "", 0, "No such comm: %s", ("c",), None)
    >>> BoundedLog().filter(again), BoundedLog().filter(again)  # two handlers: each writes it once ...
    (True, True)
    >>> second = BoundedLog()
    >>> second.filter(logging.LogRecord("Comm", logging.WARNING, "", 0, "No such comm: %s", ("d",), None))
    True
    >>> second.filter(again)  # ... and counts its repeats by the line's form, as the first handler does
    False
    >>> record = logging.LogRecord("Comm", logging.WARNING, "", 0, "x" * 5000, (), None)
    >>> bounded.filter(record), len(record.getMessage()) < 2100
    (True, True)
    """

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__()
        self.clock = clock
        self.seen: dict[tuple[str, str], list[float]] = {}  # (logger, line's form): [when written, left out]

    def filter(self, record: logging.LogRecord) -> bool:
        # (the line's form before a first handler's filter wrote its words in: a record may reach two)
        form = getattr(record, "bounded_form", None) or str(record.msg)[:200]
        key, now = (record.name, form), self.clock()
        last = self.seen.get(key)
        if last is not None and now - last[0] < LOG_REPEAT_S:
            last[1] += 1
            return False
        if len(self.seen) >= 1_000:  # (its own memory bounded too)
            self.seen.clear()
        self.seen[key] = [now, 0]
        message = record.getMessage()
        if len(message) > LOG_LINE_CHARS:
            message = f"{message[:LOG_LINE_CHARS]}... ({len(message):,} characters in all)"
        if last is not None and last[1]:
            message += f" (and {int(last[1]):,} more like it, left out)"
        record.bounded_form, record.msg, record.args = form, message, ()
        return True


def bound_log(handler: logging.Handler) -> logging.Handler:
    """``handler`` with a :class:`BoundedLog` of its own (once)."""
    if not any(isinstance(found, BoundedLog) for found in handler.filters):
        handler.addFilter(BoundedLog())
    return handler


def _quiet_comm_loggers() -> None:
    """The comm packages' loggers write to the server's log, never (through stderr) to the page, each
    line bounded and repeats counted (:class:`BoundedLog`)."""
    handler = bound_log(logging.StreamHandler(server_log()))
    handler.setFormatter(logging.Formatter("rules-book kernel: %(name)s: %(message)s"))
    for name in ("Comm", "comm", "ipykernel.comm", "ipywidgets"):
        logger = logging.getLogger(name)
        logger.handlers = [handler]
        logger.propagate = False


def install(kernel: Any = None) -> bool:
    """Put the guard in front of ``kernel``'s comm handlers (by default the running IPython kernel's).

    Returns whether it is in place; outside a kernel (a test, a script, the book's build without one)
    there is nothing to guard and nothing is changed.  Installing twice changes nothing.
    """
    shell = None
    if kernel is None:
        try:
            from IPython import get_ipython
        except ImportError:
            return False
        shell = get_ipython()
        kernel = getattr(shell, "kernel", None)
    handlers = getattr(kernel, "shell_handlers", None)
    comm_manager = getattr(kernel, "comm_manager", None)
    if not isinstance(handlers, dict) or comm_manager is None or "comm_open" not in handlers:
        return False
    if getattr(kernel, "_rb_guarded", False):
        return True
    handlers["comm_open"] = guard_open(handlers["comm_open"], comm_manager)
    handlers["comm_msg"] = guard_msg(handlers["comm_msg"], comm_manager)
    handlers["comm_close"] = guard_close(handlers["comm_close"], comm_manager)
    shell = shell if shell is not None else getattr(kernel, "shell", None)
    if shell is not None and hasattr(shell, "showtraceback"):
        shell.showtraceback = _showtraceback(shell.showtraceback)
    _quiet_comm_loggers()
    kernel._rb_guarded = True
    return True
