"""What the widgets' panes share: where clause links point, the blocks a pane's HTML sits in, the
rules quoted in their own words, an explanation as ordinary output, and how a refusal, a notice
and a fault read.

Every block carries ``tex2jax_ignore mathjax_ignore``: Jupyter typesets ``$2 ... $6`` as maths,
and the rules are full of dollar amounts.  The blocks take HTML; text from a reader, a page or
an engine message is escaped before it is put in one (:func:`error_html` and :func:`notice_html`
escape their text themselves).

Clause links: in the static book a widget's page sits one folder below ``book/``, so links
start with ``../``; under Voila the book is served elsewhere, and the server sets
``RULES_BOOK_LINK_BASE`` (for example ``/voila/files/_build/html/book/``).

>>> from engine.errors import CardNotationError
>>> from engine.explain import Step
>>> from engine.documents import ids
>>> html = error_html(CardNotationError("'<b>' is not a card", because=(Step(ids.PP_MANILA2_DECK, "x"),)))
>>> "&#x27;&lt;b&gt;&#x27; is not a card" in html and "pokerpages" in html
True
"""

from __future__ import annotations

import os
import pathlib
from collections.abc import Iterable
from dataclasses import dataclass
from html import escape

from engine import Step
from engine.explain import cited
from widgets.render.html import STYLE, clause_link, steps_html

__all__ = [
    "Explanation",
    "error_html",
    "error_text",
    "explanation_html",
    "html_block",
    "link_base",
    "notice_html",
    "pane_html",
    "unexpected_html",
]


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


# --- blocks --------------------------------------------------------------------------------------------


def html_block(body: str) -> str:
    """``body`` -- HTML, any text in it already escaped -- with the page styles, in a block Jupyter
    will not typeset as maths."""
    return f'{STYLE}<div class="tex2jax_ignore mathjax_ignore">{body}</div>'


def pane_html(body: str, kind: str) -> str:
    """A widget's answer: the styles, and ``body`` (HTML) in a container of classes ``rb-widget`` (links
    that look like links, the rules' words in italics) and ``kind``."""
    return f'{STYLE}<div class="rb-widget {kind} tex2jax_ignore mathjax_ignore">{body}</div>'


def explanation_html(headline: str, steps: Iterable[Step]) -> str:
    """A headline (text) and the engine's steps, each linked to its clause."""
    return html_block(f"<p><strong>{escape(headline)}</strong></p>{steps_html(steps, link_base())}")


@dataclass(frozen=True, slots=True)
class Explanation:
    """A widget's explanation as ordinary output: HTML for Jupyter and Voila, MyST Markdown for the book
    (searchable, its clause roles checked by the build), plain text for ``text/plain`` (nbval compares it)."""

    html: str
    markdown: str
    text: str

    def _repr_html_(self) -> str:
        return self.html

    def _repr_markdown_(self) -> str:
        return self.markdown

    def __repr__(self) -> str:
        return self.text


# --- what went wrong ------------------------------------------------------------------------------------


def _alert(body: str) -> str:
    """A problem, one way: a block the reader's screen reader announces, in the error style."""
    return html_block(f'<div class="rb-error" role="alert">{body}</div>')


def error_html(error: BaseException) -> str:
    """A refusal in plain words: the engine's message, and links to the rules its ``because`` cites."""
    message = getattr(error, "message", None) or str(error)
    steps: tuple[Step, ...] = getattr(error, "because", ()) or ()
    links = ", ".join(clause_link(clause, link_base()) for clause in cited(steps))
    rule = f'<br><span class="rb-error-rule">The rule: {links}</span>' if links else ""
    return _alert(f"{escape(message)}{rule}")


def notice_html(text: str) -> str:
    """A plain notice in the error style, for what is not a rule (a message from the page refused).

    >>> "&lt;b&gt;" in notice_html("The page sent <b>")
    True
    """
    return _alert(escape(text))


def unexpected_html(error: BaseException) -> str:
    """Anything the book did not anticipate: a plain apology, never a traceback."""
    return _alert(
        f"That did not work ({escape(type(error).__name__)}). Please check the values and try again; "
        "nothing has been changed."
    )


def error_text(error: BaseException | None) -> str:
    """What went wrong, as a pane words it, in plain text (the engine's message; never a traceback)."""
    if error is None:
        return ""
    if isinstance(error, ValueError):
        return str(getattr(error, "message", None) or error)
    return f"That did not work ({type(error).__name__}). Please check the values and try again."
