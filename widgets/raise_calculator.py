"""The raise-amount calculator: what the player to act may call, and the least and most they may raise to.

A thin view over :func:`widgets.views.raise_view`, which reads the boxes, builds the stakes with the
engine's constructor for the chosen structure (:func:`~engine.poker.betting.structures.manila_limit`,
:func:`~engine.poker.betting.structures.pot_limit`, ...) and asks :func:`engine.poker.betting.options.betting_options`.
The engine declares which inputs each structure uses, with the words of their boxes
(:func:`engine.poker.betting.options.calculator_inputs`: the stake of a Manila game, the small and
big bet of a fixed limit, the minimum and maximum of the others, the size of the last raise where
raises are not fixed): the widget shows only those boxes.  Everything else -- the arithmetic, the
cap on raises, tapping out, every error -- is the engine's.  The answer is built once as a
:class:`~widgets.render.forms.Shown` (:func:`raise_shown`), which the HTML and Markdown writers write.

A chapter shows the engine's answer for a fixed example first (it reads without a
kernel), then the live widget:

>>> calculator = RaiseCalculator(preset="$2 manila, first round")
>>> options = calculator.result.value
>>> options.amount_to_call, options.min_raise_to, options.max_raise_to
(2, 6, 6)
>>> print(calculator.explanation_text())
You may call $2, raise to $6 or fold.
The bet is $2: you call $2. [pp-manila2-blind-options]
A $2 manila game bets $2, $4, $4, $4, $8: round 1 bets $2, the blind. [pp-manila2-structure]
The blind is $2; a first-round raise adds twice the blind, $4, so you may raise to $6. [pp-manila2-first-raise]
>>> calculator.controls["pot"].value = -1
>>> "-1" in calculator.explanation_text() and "rb-error" in calculator.pane.value
True

The worked examples on its buttons are the engine's teaching data (:mod:`engine.teaching.raise_examples`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import ipywidgets as w

from engine import (
    INTERPRETATIONS,
    SITUATION_INPUTS,
    BetOptions,
    Decision,
    InputKind,
    Pot,
    Structure,
    UnknownNameError,
    citation,
)
from engine.checks import whole_number
from engine.documents import ids
from engine.teaching import RAISE_EXAMPLES
from widgets.common import ExplainsAView, harden, labelled, on_change, whole_box
from widgets.panes import link_base, notice_html, pane_html
from widgets.parse import reading, structure
from widgets.render.forms import Items, Paragraph, Row, Shown, Strong, Table, quotes, steps
from widgets.render.html import blocks_html
from widgets.render.markdown import markdown
from widgets.views import RAISE_INPUTS, RAISE_NAMES, RaiseView, raise_view

#: The documents' worked examples, one button each (:mod:`engine.teaching.raise_examples`).
PRESETS = RAISE_EXAMPLES

#: What the boxes hold before a preset or the caller says otherwise.
DEFAULTS: dict[str, Any] = {
    "structure": Structure.MANILA_LIMIT,
    "stake": 2,
    "small_bet": 2,
    "big_bet": 4,
    "minimum": 2,
    "maximum": 6,
    "later_raise": INTERPRETATIONS[ids.INT_MANILA_RAISE_SIZE].option.default,  # type: ignore[union-attr]
    "round_number": 1,
    "pot": 2,
    "current_bet": 2,
    "put_in": 0,
    "raise_count": 0,
    "last_raise": None,
    "player_count": 4,
    "stack": 100,
}


def _option_choices(interpretation_id: str) -> list[tuple[str, str]]:
    option = INTERPRETATIONS[interpretation_id].option
    assert option is not None
    return [(f"{key}: {meaning}", key) for key, meaning in option.choices.items()]


class RaiseCalculator(ExplainsAView[RaiseView]):
    """Choose a structure and a betting situation; see the amount to call and the least and most raise-to.

    :param preset: the name of a worked example in :data:`PRESETS` to open on.
    :param values: initial values for the boxes, by the engine's own parameter names
        (``structure``, ``stake``, ``small_bet``, ``big_bet``, ``minimum``, ``maximum``,
        ``later_raise``, ``round_number``, ``pot``, ``current_bet``, ``put_in``,
        ``raise_count``, ``last_raise`` (``None``: the whole bet), ``player_count``,
        ``stack``); they override the preset.

    The last expression of a cell, it displays itself; :meth:`explanation` is the same
    explanation as ordinary output, for the static book.
    """

    current: RaiseView | None

    def __init__(self, preset: str | None = None, **values: Any) -> None:
        unknown = sorted(set(values) - set(DEFAULTS))
        if unknown:
            raise TypeError(f"RaiseCalculator() got unknown arguments {unknown}; it takes {sorted(DEFAULTS)}")
        if preset is not None and preset not in PRESETS:
            raise UnknownNameError(f"{preset!r} is not a preset; the presets are: {', '.join(PRESETS)}")
        #: The view shown now: the engine's answer (or its refusal) and the inputs the structure uses.
        self.current = None
        self.error = None
        self._quiet = False
        #: Every input, by the engine's parameter name (``last_raise_given`` switches ``last_raise`` on).
        self.controls: dict[str, w.ValueWidget] = {
            "structure": labelled(
                w.Dropdown(options=[(member.value.capitalize(), member) for member in Structure]), "Structure"
            )
        }
        for given in RAISE_INPUTS:
            if given.kind is InputKind.READING:
                assert given.reading is not None
                self.controls[given.name] = labelled(w.Dropdown(options=_option_choices(given.reading)), given.label)
                self.controls[given.name].layout = w.Layout(width="auto")
                continue
            if given.optional:
                self.controls[f"{given.name}_given"] = labelled(
                    w.Checkbox(value=False, indent=False), f"Give the size of the {given.label.lower()}"
                )
            self.controls[given.name] = whole_box(DEFAULTS[given.name] or 0, given.label)
        self.preset_buttons: dict[str, w.Button] = {}
        for name, example in PRESETS.items():
            button = w.Button(description=name, tooltip=f"{example.says} ({citation(example.clause).label})")
            button.layout = w.Layout(width="auto")
            button.on_click(lambda _button, name=name: self.load(name))
            self.preset_buttons[name] = button
        #: The one result pane: the answer, the arithmetic with its clauses, or the engine's refusal.
        self.pane = w.HTML()
        situation = {given.name for given in SITUATION_INPUTS}
        self._stakes_boxes = {given.name: self.controls[given.name] for given in RAISE_INPUTS if given.name not in situation}
        c = self.controls
        self.view = w.VBox(
            [
                w.HTML("<strong>Worked examples</strong> (one click loads the numbers):"),
                w.HBox(list(self.preset_buttons.values()), layout=w.Layout(flex_flow="row wrap")),
                w.HBox([c["structure"], *self._stakes_boxes.values()], layout=w.Layout(flex_flow="row wrap")),
                w.HBox(
                    [c["round_number"], c["pot"], c["current_bet"], c["put_in"]], layout=w.Layout(flex_flow="row wrap")
                ),
                w.HBox(
                    [c["raise_count"], c["last_raise_given"], c["last_raise"], c["player_count"], c["stack"]],
                    layout=w.Layout(flex_flow="row wrap"),
                ),
                self.pane,
            ]
        )
        self.view.add_class("rb-raise-calculator")
        harden(self.view, lambda _control, text: setattr(self.pane, "value", notice_html(text)))
        start = {**DEFAULTS, **(PRESETS[preset].inputs() if preset is not None else {}), **values}
        self._set(_checked_start(start))
        on_change(self.controls.values(), lambda _change: self.update())
        self.update()

    # --- state ---------------------------------------------------------------------------------

    @property
    def result(self) -> Decision[BetOptions] | None:
        """The engine's answer shown now (``None`` while the pane shows what went wrong)."""
        return self.current.decision if self.current is not None and self.error is None else None

    def _set(self, values: Mapping[str, Any]) -> None:
        with self._batch():
            for name, value in values.items():
                if name == "last_raise":
                    self.controls["last_raise_given"].value = value is not None
                    if value is not None:
                        self.controls["last_raise"].value = value
                else:
                    self.controls[name].value = value

    def load(self, preset: str) -> None:
        """Put a worked example's numbers in the boxes (the others back to their defaults) and recalculate."""
        self._set({**DEFAULTS, **PRESETS[preset].inputs()})
        self.update()

    def values(self) -> dict[str, Any]:
        """Every input as its control holds it, by the engine's names (``last_raise`` ``None``: the whole bet);
        :func:`widgets.views.raise_view` reads them."""
        values = {name: self.controls[name].value for name in RAISE_NAMES if name != "last_raise"}
        given = self.controls["last_raise_given"].value
        values["last_raise"] = self.controls["last_raise"].value if given else None
        return values

    # --- the one view call ----------------------------------------------------------------------------

    def update(self) -> None:
        """Ask what the player may do and show the answer (or what refused it) in the pane."""
        if self._quiet:
            return
        self._update(lambda: raise_view(self.values()))

    def _arrange(self, view: RaiseView, *, dealt: bool = False) -> None:
        """Show the boxes the engine says the structure uses; the last raise only when the reader gives it
        (nothing is dealt here: ``dealt`` is always false)."""
        used = {given.name for given in view.inputs}
        for name, control in self._stakes_boxes.items():
            control.layout.display = None if name in used else "none"
        sized = "last_raise" in used
        self.controls["last_raise_given"].layout.display = None if sized else "none"
        self.controls["last_raise"].layout.display = None if sized else "none"
        self.controls["last_raise"].disabled = not self.controls["last_raise_given"].value

    def _render(self, view: RaiseView) -> str:
        assert view.decision is not None
        shown = raise_shown(view.decision, view.pots)
        return pane_html(blocks_html(shown, link_base()), "rb-raise")

    # --- output ---------------------------------------------------------------------------------

    def _text(self, view: RaiseView) -> str:
        """The choices, then each step with its clause id, then what going all in does to the pot."""
        assert view.decision is not None
        text = f"You may {view.decision.value}.\n{view.decision.explain()}"
        if view.pots is not None:
            text += f"\nIf you go all in:\n{view.pots.explain()}"
        return text

    def _markdown(self, view: RaiseView) -> str:
        assert view.decision is not None
        return markdown(raise_shown(view.decision, view.pots))


def _checked_start(values: Mapping[str, Any]) -> dict[str, Any]:
    """A chapter's starting values, read before they reach a box (which would word a mistake as a TraitError)."""
    checked: dict[str, Any] = {"structure": structure(values["structure"])}
    for given in RAISE_INPUTS:
        value = values[given.name]
        if given.reading is not None:
            checked[given.name] = reading(given.reading, value)
        elif value is not None or not given.optional:
            checked[given.name] = whole_number(value, given.name, exact=True, typed=True)
        else:
            checked[given.name] = None
    return checked


def _answer_rows(options: BetOptions) -> tuple[Row, ...]:
    """The answer's table: what calling costs, whether a full bet or raise is allowed, its least and most."""

    def amount(value: int | None) -> str:
        return options.money(value) if value is not None else "\u2014"

    verb = "Bet" if options.is_bet else "Raise"
    blocked = f" \u2014 {options.raise_blocked_by.text}" if options.raise_blocked_by is not None else ""
    return (
        Row((("To call",), (amount(options.amount_to_call),))),
        Row(((f"{verb} allowed",), (("yes" if options.can_raise else "no") + blocked,))),
        Row(((f"Least {verb.lower()} to",), (amount(options.min_raise_to),))),
        Row(((f"Most {verb.lower()} to",), (amount(options.max_raise_to),))),
    )


def raise_shown(decision: Decision[BetOptions], pots: Decision[tuple[Pot, ...]] | None = None) -> Shown:
    """The calculator's answer: the choices, a table of the amounts, the steps and the clauses quoted;
    with ``pots``, what going all in does to the pot: the main pot and the side pot it starts."""
    options = decision.value
    blocks: list[Paragraph | Items | Table] = [
        Paragraph((Strong(f"You may {options}."),), role="choices"),
        Table(("Question", "Answer"), _answer_rows(options), role="answer"),
        Paragraph((Strong("The arithmetic, step by step"),)),
        steps(decision.because),
    ]
    because = decision.because
    if pots is not None:
        rows = tuple(Row(((f"{pot.name[0].upper()}{pot.name[1:]}",), (options.money(pot.amount),))) for pot in pots.value)
        blocks += [
            Paragraph((Strong("If you go all in: the pots"),)),
            Table(("Pot", "Chips"), rows, role="pots"),
            steps(pots.because),
        ]
        because += pots.because
    blocks += quotes(because)
    return Shown("raise", tuple(blocks))
