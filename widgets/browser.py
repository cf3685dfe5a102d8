"""What the widgets need when they run in the reader's browser (Pyodide, the book's ``live/`` pages).

The pages' first cell (written by ``book/_ext/live_site.py``) calls :func:`prepare`:

- The rule links the widgets draw lead to the book: the pages sit at ``live/voici/render/``, three
  folders below the site's root, so the link base is ``../../../book/``.
- A widget's trait set to ``None`` reaches the page as ``null``. The Pyodide kernel
  (jupyterlite-pyodide-kernel 0.7.0) hands each comm message to JavaScript with ``toJs()``, which
  turns ``None`` into ``undefined``; the page then ignores the change, so a button hidden with
  ``layout.display = "none"`` and shown again with ``None`` stayed hidden (the quiz showed no
  choices) and a colour reset to ``None`` stayed. :func:`null_safe` gives each message ``jsnull``,
  Pyodide's Python name for JavaScript's ``null``, where it had ``None``.

- What the widgets' imports do inside a kernel is done again: the pages' Python starts from a memory
  snapshot made at build time (``book/_ext/live_site.py``), with ipywidgets and the widgets already
  imported but no kernel yet running, so their imports could not register ipywidgets' comm targets,
  the engine's HTML and Markdown formatters (:mod:`widgets.render.formatters`) or the kernel's guard
  (:mod:`widgets.kernel_guard`). Each of these is the same when done twice.

Outside Pyodide (Voila, the tests) :func:`prepare` only sets the link base.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

#: Where the book lies from a page at ``live/voici/render/<chapter>.html``.
LIVE_LINK_BASE = "../../../book/"


def null_safe(value: Any, null: object) -> Any:
    """``value`` with every ``None`` in it (in dicts, lists and tuples, at any depth) replaced by ``null``.

    >>> null_safe({"display": None, "children": ["IPY_MODEL_1", None], "width": "auto"}, "NULL")
    {'display': 'NULL', 'children': ['IPY_MODEL_1', 'NULL'], 'width': 'auto'}
    """
    if value is None:
        return null
    if isinstance(value, dict):
        return {key: null_safe(item, null) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [null_safe(item, null) for item in value]
    return value


def patch_comm_class(comm_class: Any, null: object) -> None:
    """Make ``comm_class.publish_msg`` send ``null`` where its data holds ``None`` (once)."""
    if getattr(comm_class.publish_msg, "rules_book_null_safe", False):
        return
    publish: Callable[..., Any] = comm_class.publish_msg

    def publish_msg(self: Any, msg_type: str, data: Any = None, metadata: Any = None, buffers: Any = None, **keys: Any) -> Any:
        return publish(self, msg_type, None if data is None else null_safe(data, null), metadata, buffers, **keys)

    publish_msg.rules_book_null_safe = True  # type: ignore[attr-defined]
    comm_class.publish_msg = publish_msg


def prepare(link_base: str = LIVE_LINK_BASE) -> bool:
    """Ready the widgets for a live page in the browser; whether the Pyodide kernel's comms were patched."""
    os.environ["RULES_BOOK_LINK_BASE"] = link_base
    try:
        from pyodide.ffi import jsnull  # type: ignore[import-not-found]
        from pyodide_kernel import comm as kernel_comm  # type: ignore[import-not-found]
    except ImportError:  # not in Pyodide's kernel: Voila, a test
        return False
    patch_comm_class(kernel_comm.Comm, jsnull)
    attach_to_kernel()
    return True


def attach_to_kernel() -> None:
    """Register with the running kernel what the widgets' imports register when made inside one."""
    import ipywidgets

    from widgets import kernel_guard
    from widgets.render.formatters import register_formatters

    ipywidgets.register_comm_target()
    register_formatters()
    kernel_guard.install()
