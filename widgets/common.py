"""What every widget shares: where clause links point, how errors are shown, the page styles.

Widgets are thin: they hold their controls, call one engine function per update and
render the engine's explanation.  Bad input is the engine's to judge; a widget shows the
engine's message inline, in plain words with the rule it cites, and never a traceback.

Clause links: in the static book a widget's page sits one folder below ``book/``, so
links start with ``../``; under Voila the book is served elsewhere, and the server sets
``RULES_BOOK_LINK_BASE`` (for example ``/voila/files/_build/html/book/``).

>>> from engine.errors import CardNotationError
>>> from engine.explain import Step
>>> html = error_html(CardNotationError("'1h' is not a card", because=(Step("pp-manila2-deck", "x"),)))
>>> "is not a card" in html and "pokerpages" in html
True
"""

from __future__ import annotations

import os
import pathlib
from collections.abc import Callable, Iterable
from html import escape
from typing import Any

import ipywidgets as w

from engine.explain import Step
from engine.render import STYLE, clause_link, steps_html


def link_base() -> str:
    """Where clause links point from the page the widget is on (see the module docstring).

    Without ``RULES_BOOK_LINK_BASE``, the path from the notebook's folder (the kernel's working
    directory) up to ``book/``: ``../`` from a chapter in ``book/games/``, nothing from ``book/``.
    """
    configured = os.environ.get("RULES_BOOK_LINK_BASE")
    if configured is not None:
        return configured
    here = pathlib.Path.cwd().resolve()
    for depth, folder in enumerate((here, *here.parents)):
        if folder.name == "book" and (folder / "intro.md").exists():
            return "../" * depth
    return "../"


def safe(html: str) -> str:
    """``html`` with the page styles, in a block Jupyter will not typeset as maths (``$2 ... $6``)."""
    return f'{STYLE}<div class="tex2jax_ignore mathjax_ignore">{html}</div>'


def explanation_html(headline: str, steps: Iterable[Step]) -> str:
    """A headline and the engine's steps, each linked to its clause."""
    return safe(f"<p><strong>{escape(headline)}</strong></p>{steps_html(steps, link_base())}")


def error_html(error: BaseException) -> str:
    """An error in plain words: the engine's message and links to the rules it cites."""
    message = getattr(error, "message", None) or str(error)
    cited = getattr(error, "because", ()) or ()
    links = ", ".join(dict.fromkeys(clause_link(step.clause, link_base()) for step in cited))
    rule = f'<br><span class="rb-error-rule">The rule: {links}</span>' if links else ""
    return (
        f'{STYLE}<div class="tex2jax_ignore mathjax_ignore"><div class="rb-error" role="alert" style="border-left:'
        f'4px solid #b00020;padding:.3em .6em;background:#fff4f4;color:#5f0010">{escape(message)}{rule}</div></div>'
    )


def unexpected_html(error: BaseException) -> str:
    """Anything the engine did not anticipate: a plain apology, never a traceback."""
    return (
        f'{STYLE}<div class="tex2jax_ignore mathjax_ignore"><div class="rb-error" role="alert" style="border-left:'
        f'4px solid #b00020;padding:.3em .6em;background:#fff4f4;color:#5f0010">That did not work '
        f"({escape(type(error).__name__)}). Please check the values and try again; nothing has been changed."
        "</div></div>"
    )


def guarded(pane: w.HTML, action: Callable[[], str]) -> bool:
    """Run ``action`` and put its HTML in ``pane``; on an error, show it inline instead.

    Returns True when the action succeeded.  A ``ValueError`` (the engine's errors) shows its
    message and rule; anything else shows a plain apology.  Nothing escapes to the page.
    """
    try:
        pane.value = action()
    except ValueError as error:
        pane.value = error_html(error)
        return False
    except Exception as error:  # noqa: BLE001 - a widget must never show a traceback
        pane.value = unexpected_html(error)
        return False
    return True


def labelled(widget: w.Widget, label: str) -> w.Widget:
    """Give a control an accessible name (a visible description doubles as its label)."""
    if hasattr(widget, "description"):
        widget.description = label
        widget.style = {"description_width": "initial"}
    if hasattr(widget, "tooltip"):
        widget.tooltip = label
    return widget


def on_change(widgets: Iterable[w.Widget], handler: Callable[[Any], None]) -> None:
    """Call ``handler`` when any of ``widgets`` changes value."""
    for widget in widgets:
        widget.observe(handler, names="value")
