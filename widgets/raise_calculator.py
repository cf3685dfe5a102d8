"""The raise-amount calculator: what the player to act may call, and the least and most they may raise to.

A thin view over :func:`widgets.views.raise_view`, which reads the boxes, builds the stakes with the
engine's constructor for the chosen structure (:func:`~engine.poker.betting.structures.manila_limit`,
:func:`~engine.poker.betting.structures.pot_limit`, ...) and asks :func:`engine.poker.betting.options.betting_options`.
The engine also says which inputs the structure uses (the stake of a Manila game, the
small and big bet of a fixed limit, the minimum and maximum of the others, the size of the
last raise where raises are not fixed): the widget shows only those boxes.  Everything
else -- the arithmetic, the cap on raises, tapping out, every error -- is the engine's.

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
from html import escape
from typing import Any

import ipywidgets as w

from engine.documents import ids
from engine.documents.interpretations import INTERPRETATIONS
from engine.documents.registry import citation
from engine.errors import UnknownNameError
from engine.explain import Decision
from engine.poker.betting.options import BetOptions
from engine.poker.betting.pots import Pot
from engine.poker.betting.stakes import Structure
from engine.teaching.raise_examples import RAISE_EXAMPLES
from widgets.common import ExplainsAView, harden, labelled, on_change, whole_box
from widgets.panes import link_base, notice_html, pane_html, quotes_html, quotes_markdown
from widgets.parse import reading, structure, whole_number
from widgets.render.html import steps_html
from widgets.render.markdown import md_escape, steps_markdown
from widgets.views import RAISE_INPUT_LABELS, RAISE_INPUTS, STAKES_INPUTS, RaiseView, raise_view

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
        structure_box = labelled(
            w.Dropdown(options=[(member.value.capitalize(), member) for member in Structure]), "Structure"
        )
        later = labelled(
            w.Dropdown(options=_option_choices(ids.INT_MANILA_RAISE_SIZE)), RAISE_INPUT_LABELS["later_raise"]
        )
        later.layout = w.Layout(width="auto")
        give_last = labelled(w.Checkbox(value=False, indent=False), "Give the size of the last bet or raise")
        #: Every input, by the engine's parameter name (``last_raise_given`` switches ``last_raise`` on).
        self.controls: dict[str, w.ValueWidget] = {}
        for name in RAISE_INPUTS:
            if name == "structure":
                self.controls[name] = structure_box
            elif name == "later_raise":
                self.controls[name] = later
            else:
                if name == "last_raise":
                    self.controls["last_raise_given"] = give_last
                self.controls[name] = whole_box(DEFAULTS[name] or 0, RAISE_INPUT_LABELS[name])
        self.preset_buttons: dict[str, w.Button] = {}
        for name, example in PRESETS.items():
            button = w.Button(description=name, tooltip=f"{example.says} ({citation(example.clause).label})")
            button.layout = w.Layout(width="auto")
            button.on_click(lambda _button, name=name: self.load(name))
            self.preset_buttons[name] = button
        #: The one result pane: the answer, the arithmetic with its clauses, or the engine's refusal.
        self.pane = w.HTML()
        self._stakes_boxes = {name: self.controls[name] for name in STAKES_INPUTS}
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
        values = {name: self.controls[name].value for name in RAISE_INPUTS if name != "last_raise"}
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
        for name, control in self._stakes_boxes.items():
            control.layout.display = None if name in view.inputs else "none"
        sized = "last_raise" in view.inputs
        self.controls["last_raise_given"].layout.display = None if sized else "none"
        self.controls["last_raise"].layout.display = None if sized else "none"
        self.controls["last_raise"].disabled = not self.controls["last_raise_given"].value

    def _render(self, view: RaiseView) -> str:
        assert view.decision is not None
        return result_html(view.decision, view.pots)

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
        return result_markdown(view.decision, view.pots)


def _checked_start(values: Mapping[str, Any]) -> dict[str, Any]:
    """A chapter's starting values, read before they reach a box (which would word a mistake as a TraitError)."""
    checked = dict(values)
    for name, value in values.items():
        if name == "structure":
            checked[name] = structure(value)
        elif name == "later_raise":
            checked[name] = reading(ids.INT_MANILA_RAISE_SIZE, value)
        elif value is not None or name != "last_raise":
            checked[name] = whole_number(value, name, exact=True)
    return checked


def _answer_rows(options: BetOptions) -> tuple[tuple[str, str, str], ...]:
    """(label, field, plain text) for each line of the answer's table."""

    def amount(value: int | None) -> str:
        return options.money(value) if value is not None else "\u2014"

    verb = "Bet" if options.is_bet else "Raise"
    blocked = f" \u2014 {options.raise_blocked_by.text}" if options.raise_blocked_by is not None else ""
    return (
        ("To call", "amount_to_call", amount(options.amount_to_call)),
        (f"{verb} allowed", "can_raise", ("yes" if options.can_raise else "no") + blocked),
        (f"Least {verb.lower()} to", "min_raise_to", amount(options.min_raise_to)),
        (f"Most {verb.lower()} to", "max_raise_to", amount(options.max_raise_to)),
    )


def _pots_rows(pots: Decision[tuple[Pot, ...]], money: Any) -> list[tuple[str, str]]:
    return [(f"{pot.name[0].upper()}{pot.name[1:]}", money(pot.amount)) for pot in pots.value]


def result_html(decision: Decision[BetOptions], pots: Decision[tuple[Pot, ...]] | None = None) -> str:
    """The calculator's answer: the choices, a table of the amounts, the steps and the clauses quoted;
    with ``pots``, what going all in does to the pot: the main pot and the side pot it starts."""
    all_in = ""
    if pots is not None:
        rows = "".join(
            f'<tr><th scope="row">{escape(name)}</th><td>{escape(amount)}</td></tr>'
            for name, amount in _pots_rows(pots, decision.value.money)
        )
        all_in = (
            '<p><strong>If you go all in: the pots</strong></p><table class="rb-table rb-pots"><tbody>'
            f"{rows}</tbody></table>{steps_html(pots.because, link_base())}"
        )
    steps = decision.because + (pots.because if pots is not None else ())
    table = "".join(
        f'<tr><th scope="row">{label}</th><td data-field="{key}">{escape(value)}</td></tr>'
        for label, key, value in _answer_rows(decision.value)
    )
    return pane_html(
        f'<p><strong data-field="choices">You may {escape(str(decision.value))}.</strong></p>'
        f'<table class="rb-table"><tbody>{table}</tbody></table>'
        f"<p><strong>The arithmetic, step by step</strong></p>{steps_html(decision.because, link_base())}"
        f"{all_in}{quotes_html(steps)}",
        "rb-raise",
    )


def result_markdown(decision: Decision[BetOptions], pots: Decision[tuple[Pot, ...]] | None = None) -> str:
    """The same answer in MyST Markdown."""
    rows = "\n".join(f"| {label} | {md_escape(value)} |" for label, _key, value in _answer_rows(decision.value))
    all_in = ""
    steps = decision.because
    if pots is not None:
        pot_rows = "\n".join(
            f"| {md_escape(name)} | {md_escape(amount)} |" for name, amount in _pots_rows(pots, decision.value.money)
        )
        all_in = (
            f"**If you go all in: the pots**\n\n| Pot | Chips |\n| --- | --- |\n{pot_rows}\n\n"
            f"{steps_markdown(pots.because)}\n\n"
        )
        steps = steps + pots.because
    return (
        f"**You may {md_escape(str(decision.value))}.**\n\n| Question | Answer |\n| --- | --- |\n{rows}\n\n"
        f"**The arithmetic, step by step**\n\n{steps_markdown(decision.because)}\n\n{all_in}{quotes_markdown(steps)}"
    )
