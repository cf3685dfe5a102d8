"""The widgets in the reader's own browser: a chapter's widgets made by Python in the page and shown where
the book shows their saved pictures.

Each chapter page of the book with widgets starts Python in a Web Worker (Pyodide, from the site itself:
``book/_ext/static/live_worker.js``), which makes a :class:`Page` and asks it for each widget of the
chapter (:meth:`Page.show`). There is no Jupyter kernel: the widgets' messages go between Python and
the page's widget manager (``book/_ext/static/live_book.js``, over ``@jupyter-widgets/html-manager``)
through this module, as JSON text, one message at a time:

- from Python to the page (``send``): ``comm_open`` (a widget's model and its whole state), ``comm_msg``
  (a change to it) and ``comm_close``, in the shapes of Jupyter's messaging protocol for widgets;
- from the page to Python (:meth:`Page.receive`): a ``comm_msg`` to one of the widgets (an update made
  by the reader, a button's click), first checked by :mod:`widgets.kernel_guard` as a live server's
  kernel checks it. A message the guard refuses changes nothing and the widget says so in words.

JSON is the whole interface: ``None`` reaches the page as ``null`` (Pyodide's own conversion would make
it ``undefined``, which the widget manager ignores), and nothing of Python's or JavaScript's objects
crosses. The rule links the widgets draw lead to the book from the page they are on (``link_base``).

>>> sent = []
>>> page = Page(sent.append, link_base="../")
>>> import ipywidgets as w
>>> model_id = page.show("import ipywidgets as w\\nbox = w.Text(value='As')\\nbox")
>>> [json.loads(text)["msg_type"] for text in sent][-1], page.model_ids == [model_id]
('comm_open', True)
"""

from __future__ import annotations

import ast
import json
import os
from collections.abc import Callable
from typing import Any

import comm
from comm.base_comm import BaseComm

from widgets import kernel_guard

#: The mime type of a widget's view in a display bundle (ipywidgets' ``_repr_mimebundle_``).
VIEW_MIME = "application/vnd.jupyter.widget-view+json"


class PageFailure(Exception):
    """A widget of the chapter could not be made; the message says which and why, in words."""


class _PageComm(BaseComm):
    """A widget's comm whose messages go to the page as JSON (see the module's docstring)."""

    page: Page | None = None

    def publish_msg(
        self, msg_type: str, data: Any = None, metadata: Any = None, buffers: Any = None, **keys: Any
    ) -> None:
        if self.page is None:
            return
        if buffers:
            raise PageFailure(f"a widget sent binary data ({msg_type}), which the page's widgets never need")
        self.page.post({"msg_type": msg_type, "comm_id": self.comm_id, "data": data, "metadata": metadata or {}, **keys})


class Page:
    """One chapter page's widgets, made in the page's Python; ``send`` posts a message (JSON text) to the page.

    Only one :class:`Page` is live in a Python at a time: making one makes ipywidgets open every new
    widget's comm through it.
    """

    def __init__(self, send: Callable[[str], Any], link_base: str = "../") -> None:
        self._send = send
        self.namespace: dict[str, Any] = {"__name__": "__page__"}
        self.model_ids: list[str] = []
        os.environ["RULES_BOOK_LINK_BASE"] = link_base
        _PageComm.page = self
        comm.create_comm = _PageComm
        manager = comm.get_comm_manager()
        self._handle = kernel_guard.guard_msg(manager.comm_msg, manager)
        from widgets.render.formatters import register_formatters

        register_formatters()

    def post(self, message: dict[str, Any]) -> None:
        """Send one message to the page."""
        self._send(json.dumps(message, separators=(",", ":")))

    def show(self, code: str) -> str:
        """Run one widget's code (statements, then the expression that is the widget) in the chapter's
        namespace; the model id of the widget's view. Every comm it opens has reached the page by then."""
        tree = ast.parse(code, mode="exec")
        final = tree.body.pop() if tree.body else None
        if not isinstance(final, ast.Expr):
            raise PageFailure(f"the widget's code does not end in the widget: {code!r}")
        last = ast.Expression(final.value)
        exec(compile(tree, "<chapter>", "exec"), self.namespace)  # noqa: S102  the chapter's own code, from the build
        shown = eval(compile(last, "<chapter>", "eval"), self.namespace)  # noqa: S307
        bundle = shown._repr_mimebundle_() if hasattr(shown, "_repr_mimebundle_") else None
        view = (bundle or {}).get(VIEW_MIME)
        if not isinstance(view, dict) or "model_id" not in view:
            raise PageFailure(f"{code!r} shows no widget")
        model_id = str(view["model_id"])
        self.model_ids.append(model_id)
        return model_id

    def receive(self, text: str) -> None:
        """Take one message from the page (JSON text): a ``comm_msg`` to a widget, through the guard a live
        server's kernel puts in front of its handler (:func:`widgets.kernel_guard.guard_msg`): a message it
        refuses changes nothing, and the widget it was for says so in words."""
        try:
            message = json.loads(text)
        except ValueError:
            message = None
        if not isinstance(message, dict) or message.get("msg_type") != "comm_msg":
            message = {}
        envelope = {
            "content": {"comm_id": message.get("comm_id"), "data": message.get("data")},
            "buffers": message.get("buffers") or [],
            "metadata": {},
        }
        self._handle(None, None, envelope)
