"""What every widget shares: its controls' labels, the guard on what a browser may change, the
box for a whole number, the buttons that deal from a seed (a new one, or the box's), and the one
way an update asks its view and shows what it says.

Widgets are thin: they hold their controls, and each update makes ONE call to a view
(:mod:`widgets.views`), which reads the controls' values (:mod:`widgets.parse`), asks the engine
and returns a record of everything the update shows.  A view never raises a refusal: a value it
cannot read, or that breaks a rule, comes back as the record's ``error``, a
:class:`~engine.errors.RulesError` with the clauses it rests on in ``because``.  So a widget shows
what went wrong one way: :func:`view_html` puts the refusal in the pane, in plain words with links
to its rules (:func:`widgets.panes.error_html`), where the answer would be; anything else that
goes wrong -- a fault of the book, never a reader's mistake -- is a plain apology, never a
traceback (:func:`show_view`).  :class:`ShowsAView` is that, for a widget with one pane.

What a browser sends is untrusted: ipywidgets lets a page set any synchronised trait of a
control (its bounds, its options, a button's ``disabled``), not only its value.
:func:`harden` lets each control take only what a reader can change (a box's value, a
drop-down's choice) and turns anything else, or a value the control refuses, into a
plain notice shown inline; the view then reads the value itself.  Messages of the wrong
shape, or too large, are refused before they reach a control: see :mod:`widgets.kernel_guard`,
installed when this module is imported in a kernel.

>>> box = w.BoundedIntText(value=3, min=0, max=9)
>>> refused = []
>>> harden(box, lambda control, text: refused.append(text))
>>> box.set_state({"max": 10**6, "value": 10**6})  # what a forged message would ask
>>> box.max, box.value, refused
(9, 3, ['The page asked to change the limits of a box, which a reader cannot change; nothing was changed.'])
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, Generic, Protocol, TypeVar

import ipywidgets as w
from traitlets import TraitError

from engine import ClauseId
from engine.checks import check_rng, whole_number
from engine.documents import INTERPRETATIONS
from widgets import kernel_guard
from widgets.panes import Explanation, error_html, error_text, unexpected_html
from widgets.render.markdown import md_escape

kernel_guard.install()  # in a live page's kernel: the guard on the page's widget messages (see kernel_guard)

#: The drop-downs and the other controls that choose one option (ipywidgets' public classes).
SINGLE_CHOICE = (w.Dropdown, w.RadioButtons, w.Select, w.SelectionSlider, w.ToggleButtons)


#: Any control (ipywidgets is untyped); :func:`labelled` gives back the control it was given.
Control = TypeVar("Control", bound=w.Widget)


def labelled(widget: Control, label: str) -> Control:
    """Give a control an accessible name (a visible description doubles as its label)."""
    if hasattr(widget, "description"):
        widget.description = label
        widget.style = {"description_width": "initial"}
    if hasattr(widget, "tooltip"):
        widget.tooltip = label
    return widget


def reading_choices(interpretation_id: ClauseId) -> tuple[list[tuple[str, str]], str]:
    """A drop-down's ``(label, reading)`` choices for an interpretation's option, and its default reading."""
    option = INTERPRETATIONS[interpretation_id].option
    assert option is not None, interpretation_id
    return [(f"{key}: {meaning}", key) for key, meaning in option.choices.items()], option.default


def on_change(widgets: Iterable[w.Widget], handler: Callable[[Any], None]) -> None:
    """Call ``handler`` when any of ``widgets`` changes value."""
    for widget in widgets:
        widget.observe(handler, names="value")


class WholeNumberText(w.FloatText):  # type: ignore[misc]  # ipywidgets is untyped: its classes are Any
    """A box for a whole number (players, chips, a seat, a seed) that hands the kernel what the reader typed.

    ipywidgets' ``IntText`` reads the typed text with the browser's ``parseInt``, so 1.5 arrives as 1
    and 2e3 as 2, silently; its bounded twin moves a number outside its bounds to the nearest bound.
    This box sends the number as typed and sets no bounds: the view reads it with
    :func:`widgets.parse.whole_number`, which refuses a fraction in words, and the engine refuses a
    number out of its range, citing its rule.
    """


def starting_number(value: object, what: str, least: int, most: int) -> int:
    """A chapter's starting number for a box (an ``int`` the box holds), read by
    :func:`widgets.parse.whole_number`: a chapter that opens a widget on another is told its rule."""
    return whole_number(value, what, low=least, high=most, exact=True, typed=True)


def seed_box(seed: object) -> WholeNumberText:
    """A labelled Seed box holding a chapter's seed (0 to :data:`SEED_MOST`; 2024 when it gives none)."""
    return labelled(
        WholeNumberText(value=starting_number(2024 if seed is None else seed, "The seed", 0, SEED_MOST)), "Seed"
    )


def whole_box(value: int, label: str, **layout: str) -> WholeNumberText:
    """A labelled :class:`WholeNumberText` holding ``value`` (a chapter's number, already read by
    :func:`widgets.parse.whole_number`)."""
    box = labelled(WholeNumberText(value=value), label)
    box.layout = w.Layout(**(layout or {"width": "auto"}))
    return box


class Batched:
    """A widget whose controls can be set together (a preset, a deal) without asking the view after each one.

    Its change handlers return early while ``_quiet`` is set.
    """

    _quiet = False

    @contextmanager
    def _batch(self) -> Iterator[None]:
        """Set several controls; the view is asked once, afterwards."""
        self._quiet = True
        try:
            yield
        finally:
            self._quiet = False


# --- dealing from a seed ------------------------------------------------------------------------------

#: The largest seed a Seed box takes from a chapter, and the largest a new deal draws (0 is the smallest).
SEED_MOST = 10**9


def seed_generator(source: object = None) -> random.Random:
    """Where a widget draws the seed of a new deal: ``source`` (a ``random.Random``: a test's own), else
    ``random.SystemRandom()``, which asks the operating system at every draw (``os.urandom``, which works
    in Pyodide too).  Never the module's generator: a live page starts from a memory snapshot made when
    the book was built, so its state would deal the same "new" hands on every visit.

    >>> seed_generator(random.Random(1)).random() == random.Random(1).random()
    True
    >>> seed_generator(random)
    Traceback (most recent call last):
    ...
    engine.errors.GeneratorError: the source of new seeds <module 'random' ...> is not a random.Random: pass random.Random(seed), so that the deal can be replayed from its seed (int-shuffle)
    """
    return random.SystemRandom() if source is None else check_rng(source, "the source of new seeds")


def fresh_seed(source: random.Random) -> int:
    """A seed for a new deal, drawn from ``source``: a whole number from 0 to :data:`SEED_MOST`, the range
    of a Seed box, so that typing it back deals the same hand again.

    >>> fresh_seed(random.Random(7)) == random.Random(7).randint(0, SEED_MOST)
    True
    """
    return source.randint(0, SEED_MOST)


def deal_buttons(what: str) -> tuple[w.Button, w.Button]:
    """A dealing widget's two buttons, for ``what`` it deals (``"hand"``, ``"position"``): "Deal a new
    hand", which draws a new seed (:func:`fresh_seed`), writes it in the Seed box and deals it, and "Deal
    this seed", which deals the seed the box holds (a seed shown before deals its hand again).

    >>> [button.description for button in deal_buttons("position")]
    ['Deal a new position', 'Deal this seed']
    """
    new = w.Button(
        description=f"Deal a new {what}",
        tooltip=f"Deal a new {what} from a seed drawn at random, and show that seed in the Seed box",
        layout=w.Layout(width="auto"),
    )
    again = w.Button(
        description="Deal this seed",
        tooltip=f"Deal the {what} that the seed in the Seed box gives (type a seed shown before to deal it again)",
        layout=w.Layout(width="auto"),
    )
    return new, again


def seed_row(new: w.Button, seed: w.Widget, again: w.Button) -> w.HBox:
    """The row of a widget's deal buttons (:func:`deal_buttons`) and its Seed box: "Deal a new hand", then
    the box with "Deal this seed" beside it, kept together where a narrow page wraps the row."""
    return w.HBox([new, w.HBox([seed, again])], layout=w.Layout(flex_flow="row wrap"))


class DealsFromASeed(Batched):
    """A widget that deals from a seed: its Seed box, where it draws new seeds (:func:`seed_generator`),
    and its two buttons (:func:`deal_buttons`): "Deal a new ...", which draws a seed, shows it in the box
    and deals it (:meth:`deal_new`), and "Deal this seed" (:meth:`deal_seed`, the widget's own)."""

    seed: WholeNumberText
    seed_source: random.Random
    new_deal_button: w.Button
    deal_button: w.Button

    def _deals_from(self, seed: WholeNumberText, source: random.Random | None, what: str) -> w.HBox:
        """Take ``seed`` as the Seed box and ``source`` (``None``: the operating system's) as where new
        seeds come from; make the buttons for ``what`` the widget deals; give back their row (:func:`seed_row`)."""
        self.seed = seed
        self.seed_source = seed_generator(source)
        self.new_deal_button, self.deal_button = deal_buttons(what)
        self.new_deal_button.on_click(lambda _button: self.deal_new())
        self.deal_button.on_click(lambda _button: self.deal_seed())
        return seed_row(self.new_deal_button, self.seed, self.deal_button)

    def deal_new(self) -> None:
        """Draw a new seed (:func:`fresh_seed`), show it in the Seed box, and deal it (:meth:`deal_seed`):
        one view call, even when the seed drawn is the one the box holds."""
        with self._batch():
            self.seed.value = fresh_seed(self.seed_source)
        self.deal_seed()

    def deal_seed(self) -> None:
        """Deal from ``random.Random(seed)``, the Seed box's number, and show it."""
        raise NotImplementedError


# --- what a browser may change ------------------------------------------------------------------------


def _reader_traits(widget: w.Widget) -> frozenset[str]:
    """The traits a reader changes through a control: a drop-down's choice, a box's value; else none."""
    if isinstance(widget, SINGLE_CHOICE):
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
    plain words (text: :func:`widgets.panes.notice_html` escapes it), so the widget can show it inline.  No exception reaches the
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
            report(widget, problem + "; nothing was changed.")

    widget.set_state = set_state
    widget._rb_hardened = True
    # how the kernel's guard (kernel_guard) says it refused a message to this control
    widget._rb_refuse = lambda text: report(widget, text.format(control=_name(widget)))


# --- one view call per update, and what it says ------------------------------------------------------


class View(Protocol):
    """What every view returns (:mod:`widgets.views`): a record whose ``error`` is ``None`` or its refusal."""

    @property
    def error(self) -> Exception | None: ...


V = TypeVar("V", bound=View)


def view_html(view: V, render: Callable[[V], str]) -> str:
    """What a pane shows for a view: ``render(view)``, or its refusal in plain words with links to the
    rules it cites."""
    if view.error is not None:
        return error_html(view.error)
    return render(view)


def show_view(pane: w.HTML, call: Callable[[], V], render: Callable[[V], str]) -> V | None:
    """An update's one view call, shown in ``pane`` (:func:`view_html`); a fault of the book while asking
    or showing -- never a reader's mistake: views return those -- is a plain apology, and gives ``None``."""
    try:
        view = call()
        pane.value = view_html(view, render)
    except Exception as fault:  # noqa: BLE001 - a widget must never show a traceback
        pane.value = unexpected_html(fault)
        return None
    return view


class ShowsAView(Batched, Generic[V]):
    """A widget with one pane that shows one view at a time (a record of type ``V``): its answer, or what
    went wrong.

    ``current`` is the last view's record (a refusal's too); ``error`` what the pane shows instead of
    an answer: the view's refusal, or a fault of the book (``None`` while it shows an answer).
    Subclasses set ``pane`` and define ``_render(view) -> str``, the pane's HTML for an answer; they
    may define ``_arrange(view, dealt=...)``, which sets the controls a view decides (which boxes
    show, the cards just dealt: ``dealt`` says the view is of a new deal), refused or not.
    """

    pane: w.HTML
    current: V | None = None
    error: Exception | None = None

    def _update(self, call: Callable[[], V], *, dealt: bool = False) -> None:
        """One update: make the view call, arrange the controls it decides, show the answer or the
        refusal; a fault of the book is a plain apology (and ``current`` stays the last record)."""
        try:
            view = call()
            self.current, self.error = view, view.error
            self._arrange(view, dealt=dealt)
            self.pane.value = view_html(view, self._render)
        except Exception as fault:  # noqa: BLE001 - a widget must never show a traceback
            self.error = fault
            self.pane.value = unexpected_html(fault)

    def _arrange(self, view: V, *, dealt: bool = False) -> None:
        """Set the controls the view decides (nothing, unless a subclass says)."""

    def _render(self, view: V) -> str:
        raise NotImplementedError


class ExplainsAView(ShowsAView[V]):
    """A :class:`ShowsAView` whose explanation a chapter shows as ordinary output (it reads without a kernel).

    Subclasses set ``view`` (the widget's root box) and define ``_text(view)`` and
    ``_markdown(view)``, the answer in plain text and in MyST Markdown; a refusal reads as its message.
    """

    view: w.Box

    def _text(self, view: V) -> str:
        raise NotImplementedError

    def _markdown(self, view: V) -> str:
        raise NotImplementedError

    def explanation_html(self) -> str:
        """What the pane shows now: the answer with its steps and clauses, or what went wrong."""
        return str(self.pane.value)

    def explanation_text(self) -> str:
        """The same in plain text: the answer, then each step with its clause id (or the error's message)."""
        if self.error is not None or self.current is None:
            return error_text(self.error)
        return self._text(self.current)

    def explanation(self) -> Explanation:
        """The explanation as ordinary notebook output (it reads without a kernel): the cell's last line."""
        text = self.explanation_text()
        if self.error is not None or self.current is None:
            return Explanation(self.explanation_html(), md_escape(text), text)
        return Explanation(self.explanation_html(), self._markdown(self.current), text)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle = dict(self.view._repr_mimebundle_(**kwargs) or {})
        bundle["text/plain"] = self.explanation_text()
        return bundle

    def __repr__(self) -> str:
        return f"<{type(self).__name__}: {self.explanation_text().splitlines()[0]}>"
