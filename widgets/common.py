"""What every widget shares: where clause links point, how errors are shown, the page styles,
and the guard on what a browser may change.

Widgets are thin: they hold their controls, call one engine function per update and
render the engine's explanation.  Bad input is the engine's to judge; a widget shows the
engine's message inline, in plain words with the rule it cites, and never a traceback.

What a browser sends is untrusted: ipywidgets lets a page set any synchronised trait of a
control (its bounds, its options, a button's ``disabled``), not only its value.
:func:`harden` lets each control take only what a reader can change (a box's value, a
drop-down's choice) and turns anything else, or a value the control refuses, into a
plain message shown inline; the engine then checks the value itself.  Messages of the wrong
shape, or too large, are refused before they reach a control: see :mod:`widgets.kernel_guard`,
installed when this module is imported in a kernel.

Clause links: in the static book a widget's page sits one folder below ``book/``, so
links start with ``../``; under Voila the book is served elsewhere, and the server sets
``RULES_BOOK_LINK_BASE`` (for example ``/voila/files/_build/html/book/``).

>>> from engine.errors import CardNotationError
>>> from engine.explain import Step
>>> from engine.documents import ids
>>> html = error_html(CardNotationError("'1h' is not a card", because=(Step(ids.PP_MANILA2_DECK, "x"),)))
>>> "is not a card" in html and "pokerpages" in html
True
>>> box = w.BoundedIntText(value=3, min=0, max=9)
>>> refused = []
>>> harden(box, lambda control, text: refused.append(text))
>>> box.set_state({"max": 10**6, "value": 10**6})  # what a forged message would ask
>>> box.max, box.value, refused
(9, 3, ['The page asked to change the limits of a box, which a reader cannot change; nothing was changed.'])
"""

from __future__ import annotations

import os
import pathlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from html import escape
from typing import Any

import ipywidgets as w
from traitlets import TraitError

from engine.checks import size_step
from engine.errors import RulesError
from engine.explain import Step
from widgets import kernel_guard
from widgets.render.results import STYLE, clause_link, steps_html
from widgets.views import rules_cited

kernel_guard.install()  # in a live page's kernel: the guard on the page's widget messages (see kernel_guard)


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
    links = ", ".join(clause_link(clause, link_base()) for clause in rules_cited(error))
    rule = f'<br><span class="rb-error-rule">The rule: {links}</span>' if links else ""
    return (
        f'{STYLE}<div class="tex2jax_ignore mathjax_ignore"><div class="rb-error" role="alert" style="border-left:'
        f'4px solid #b00020;padding:.3em .6em;background:#fff4f4;color:#5f0010">{escape(message)}{rule}</div></div>'
    )


def notice_html(text: str) -> str:
    """A plain notice in the error style, for what is not a rule (a refused message from the page)."""
    return (
        f'{STYLE}<div class="tex2jax_ignore mathjax_ignore"><div class="rb-error" role="alert" style="border-left:'
        f'4px solid #b00020;padding:.3em .6em;background:#fff4f4;color:#5f0010">{text}</div></div>'
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


# --- what a browser may change ------------------------------------------------------------------------


def _reader_traits(widget: w.Widget) -> frozenset[str]:
    """The traits a reader changes through a control: a drop-down's choice, a box's value; else none."""
    if isinstance(widget, w.widgets.widget_selection._Selection):
        return frozenset({"index"})
    if isinstance(widget, (w.Text, w.Textarea, w.IntText, w.BoundedIntText, w.Checkbox, w.FloatText)):
        return frozenset({"value"})
    return frozenset()


def _name(widget: w.Widget) -> str:
    description = getattr(widget, "description", "") or ""
    if description:
        return f"the {description} control"
    if isinstance(widget, (w.HTML, w.Label)):
        return "a text on the page"
    return "a part of the page" if not isinstance(widget, w.ValueWidget) else "a box"


#: Traits in plain words, for the notice (a reader never sees a trait's name).
_TRAIT_WORDS = {
    "_options_labels": "options",
    "options": "options",
    "index": "choice",
    "value": "value",
    "min": "limits",
    "max": "limits",
    "disabled": "availability",
    "description": "label",
    "tooltip": "tip",
}


def _what(names: Iterable[str]) -> str:
    words = list(dict.fromkeys(_TRAIT_WORDS.get(name, "settings") for name in names))
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _tree(widget: w.Widget) -> Iterator[w.Widget]:
    yield widget
    for part in ("layout", "style"):
        extra = getattr(widget, part, None)
        if isinstance(extra, w.Widget):
            yield extra
    for child in getattr(widget, "children", ()) or ():
        yield from _tree(child)


def harden(root: w.Widget, report: Callable[[w.Widget, str], None]) -> None:
    """Let every control under ``root`` take from the page only what a reader can change.

    A message that sets anything else (a box's bounds, a drop-down's options, a button's
    ``disabled``), a choice with no option, or a value the control refuses changes nothing:
    the page is sent the control's state back and ``report(control, text)`` is told, in
    plain words (HTML-escaped), so the widget can show it inline.  No exception reaches the
    message handler.
    """
    for widget in _tree(root):
        if getattr(widget, "_rb_hardened", False):
            continue
        _guard(widget, report)


def _guard(widget: w.Widget, report: Callable[[w.Widget, str], None]) -> None:
    allowed = _reader_traits(widget)
    original = widget.set_state

    def set_state(sync_data: dict[str, Any]) -> None:
        forbidden = sorted(name for name in sync_data if name not in allowed)
        if sync_data.get("index", 0) is None:  # no choice at all: a reader always has one
            forbidden.append("index")
        problem = ""
        if forbidden:  # a forged message: none of it is taken
            problem = (
                f"The page asked to change the {_what(forbidden)} of {_name(widget)}, which a reader cannot change"
            )
        else:
            try:
                original(sync_data)
            except (TraitError, ValueError, TypeError, IndexError, KeyError):
                problem = f"The page sent {_name(widget)} a {_what(sync_data)} it cannot take"
        if problem:
            keys = [name for name in sync_data if name in widget.keys]
            if keys:
                widget.send_state(keys)  # the page shows the control as it is again
            report(widget, escape(problem + "; nothing was changed."))

    widget.set_state = set_state
    widget._rb_hardened = True
    # how the kernel's guard (kernel_guard) says it refused a message to this control
    widget._rb_refuse = lambda text: report(widget, escape(text.format(control=_name(widget))))


def checked_choice(value: object, choices: Sequence[tuple[str, Any]], what: str) -> Any:
    """``value`` if it is one of a drop-down's ``(label, value)`` choices; else an error naming them
    (for a chapter's constructor arguments, which a TraitError would word badly)."""
    for _label, choice in choices:
        if value == choice:
            return choice
    listed = ", ".join(repr(choice) for _label, choice in choices)
    raise RulesError(f"{value!r} is not a choice of {what}; the choices are: {listed}")


class WholeNumberText(w.FloatText):
    """A box for a whole number (players, chips, a seat, a seed) that hands the kernel what the reader typed.

    ipywidgets' ``IntText`` reads the typed text with the browser's ``parseInt``, so 1.5 arrives as 1
    and 2e3 as 2, silently; its bounded twin moves a number outside its bounds to the nearest bound.
    This box sends the number as typed and sets no bounds: :func:`whole_value` refuses a fraction in
    words at the edge, and the engine refuses a number out of its range, citing its rule.
    """


def whole_box(value: int, label: str, **layout: str) -> WholeNumberText:
    """A labelled :class:`WholeNumberText` holding ``value`` (already checked by :func:`checked_number`)."""
    box = labelled(WholeNumberText(value=value), label)
    box.layout = w.Layout(**(layout or {"width": "auto"}))
    return box


def whole_value(box: w.FloatText, what: str, least: int | None = None, most: int | None = None) -> int:
    """The whole number in ``box`` as the engine takes it (an ``int``); a fraction is refused, not rounded.

    ``least`` and ``most`` bound a number the widget itself uses (a seed); the engine bounds the rest.

    >>> whole_value(WholeNumberText(value=3), "The number of players")
    3
    >>> whole_value(WholeNumberText(value=1.5), "The number of players")
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: The number of players: 1.5 is not a whole number; type one such as 3 (int-input-size)
    """
    value = box.value
    if isinstance(value, float):
        if not value.is_integer():  # a fraction, or not a number at all (inf, nan)
            raise RulesError.citing(
                f"{what}: {value:g} is not a whole number; type one such as 3",
                size_step(
                    "A box for a count, an amount of chips, a seat or a seed takes a whole number; "
                    "the book does not round what was typed."
                ),
            )
        value = int(value)
    if (least is not None and value < least) or (most is not None and value > most):
        raise RulesError.citing(
            f"{what}: {value:,} is not a whole number from {least:,} to {most:,}",
            size_step(f"{what} is a whole number from {least:,} to {most:,}."),
        )
    return int(value)


def checked_number(value: object, least: int, most: int, what: str) -> int:
    """``value`` if it is a whole number the box holds (``least`` to ``most``); else an error saying so
    (a box would silently move it to its nearest bound)."""
    if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
        raise RulesError(f"{what} {value!r} is not one the box holds: give a whole number from {least} to {most}")
    return value


class Batched:
    """A widget whose controls can be set together (a preset, a deal) without asking the engine after each one.

    Its change handlers return early while ``_quiet`` is set.
    """

    _quiet = False

    @contextmanager
    def _batch(self) -> Iterator[None]:
        """Set several controls; the engine is asked once, afterwards."""
        self._quiet = True
        try:
            yield
        finally:
            self._quiet = False


class ShowsAView(Batched):
    """A widget that shows one engine view at a time (``current``) or the error that replaced it.

    Subclasses define ``_render(view, **how) -> str``, the pane's HTML for a view.
    """

    current: Any = None
    _error: Exception | None = None
    _render: Callable[..., str]

    @property
    def error(self) -> Exception | None:
        """The error the pane shows (``None`` when it shows a view)."""
        return self._error

    def _ask(self, call: Callable[[], Any], **how: Any) -> str:
        """Make the engine call; keep its error (the pane shows it) and clear the view it replaces."""
        try:
            view = call()
        except Exception as error:
            self.current = None
            self._error = error
            raise
        return self._render(view, **how)
