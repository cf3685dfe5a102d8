"""The raise-amount calculator: what the player to act may call, and the least and most they may raise to.

A thin view over :func:`widgets.views.raise_view`, which builds the stakes with the
engine's constructor for the chosen structure (:func:`~engine.poker.betting.options.manila_limit`,
:func:`~engine.poker.betting.options.pot_limit`, ...) and asks :func:`engine.poker.betting.options.betting_options`.
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
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from html import escape
from typing import Any

import ipywidgets as w

from engine.documents import ids
from engine.documents.interpretations import INTERPRETATIONS
from engine.documents.registry import citation
from engine.errors import RulesError
from engine.explain import ClauseId, Decision, Step, cited
from engine.poker.betting.options import BetOptions, Structure
from engine.poker.betting.pots import Pot
from widgets.common import (
    Batched,
    WholeNumberText,
    error_html,
    guarded,
    harden,
    labelled,
    link_base,
    notice_html,
    on_change,
    whole_box,
    whole_value,
)
from widgets.render.results import STYLE, clause_link, md_escape, steps_html, steps_markdown
from widgets.views import RAISE_INPUTS, STAKES_INPUTS, RaiseView, find_structure, raise_view


@dataclass(frozen=True, slots=True)
class Preset:
    """A worked example: its name (the button's label), what the document says, the clause, the inputs."""

    name: str
    says: str
    clause: ClauseId
    values: Mapping[str, Any] = field(default_factory=dict)


def _manila(**values: Any) -> dict[str, Any]:
    return {"structure": Structure.MANILA_LIMIT, "stake": 2, **values}


#: The documents' worked examples (the pot holds every chip put in, this round's bets too).
PRESETS: dict[str, Preset] = {
    preset.name: preset
    for preset in (
        Preset(
            "$2 manila, first round",
            "On the $2 blind, all players can call the $2, raise to $6 or fold.",
            ids.PP_MANILA2_BLIND_OPTIONS,
            _manila(round_number=1, pot=2, current_bet=2, player_count=4),
        ),
        Preset(
            "$5 manila, first round",
            "On a $5 blind, the raise is $10, making it $15 in total to call.",
            ids.PP_MANILA2_FIRST_RAISE_5,
            _manila(stake=5, round_number=1, pot=5, current_bet=5, player_count=4),
        ),
        Preset(
            "$2 manila, later round: bet $4",
            "In the later rounds players can check, bet $4 or fold.",
            ids.PP_MANILA2_LATER_ACTIONS,
            _manila(round_number=2, pot=8, current_bet=0, player_count=4),
        ),
        Preset(
            "$2 manila, later round: $4 raised to $8",
            "The bet is $4, first raise to make it $8.",
            ids.PP_MANILA2_LATER_RAISE,
            _manila(round_number=2, pot=12, current_bet=4, player_count=4),
        ),
        Preset(
            "$2 manila, later round: $8 raised to $12",
            "The bet is $4, first raise to make it $8, second raise to $12.",
            ids.PP_MANILA2_LATER_RAISE,
            _manila(round_number=2, pot=20, current_bet=8, raise_count=1, player_count=4),
        ),
        Preset(
            "Three raises already, four players",
            "Only 3 raises per round permitted when there are more than 2 players in the game.",
            ids.PP_MANILA2_RAISE_CAP,
            # seat A bets $4, B raises to $8, C to $12, D to $16; A is to act: 6 + 4 + 8 + 12 + 16 in the pot
            _manila(round_number=2, pot=46, current_bet=16, put_in=4, raise_count=3, player_count=4),
        ),
        Preset(
            "Head to head",
            "When the betting is head to head there is no limit to the number of raises.",
            ids.NZG_13_5E,
            # $4 bet, raised to $8, $12, $16 by two players; the one on $12 is to act: 4 + 12 + 16
            _manila(round_number=2, pot=32, current_bet=16, put_in=12, raise_count=3, player_count=2),
        ),
        Preset(
            "Short stack: tap out",
            "A raise is not less than the last bet or raise, except when a player taps out.",
            ids.NZG_13_5B,
            _manila(round_number=2, pot=12, current_bet=4, player_count=3, stack=6),
        ),
        Preset(
            "Short stack: call all in, side pot",
            "A player who taps out can win from each other player only what they put in; the rest is a side pot.",
            ids.INT_SIDE_POTS,
            # round 2 of $2 manila: $4 from round 1, then two players bet and call $4; the third has $1 left
            _manila(round_number=2, pot=12, current_bet=4, player_count=3, stack=1),
        ),
        Preset(
            "Fixed limit 2/4, third round",
            "A fixed limit bets the small bet in the first rounds and the big bet later; a raise adds the bet.",
            ids.INT_LIMIT_SCHEDULE,
            {
                "structure": Structure.FIXED_LIMIT,
                "small_bet": 2,
                "big_bet": 4,
                "round_number": 3,
                "pot": 20,
                "current_bet": 4,
                "player_count": 3,
            },
        ),
        Preset(
            "Pot limit: pot 40 chips, call 10 chips",
            "The amount to call is included in the pot before the limit is calculated: raise to 60 chips at most.",
            ids.NZG_13_5C,
            {
                "structure": Structure.POT_LIMIT,
                "minimum": 2,
                "round_number": 2,
                "pot": 40,
                "current_bet": 10,
                "player_count": 3,
            },
        ),
        Preset(
            "Half pot: pot 40 chips, call 10 chips",
            "Half of pot 40 chips + call 10 chips is 25 chips: raise to 35 chips at most.",
            ids.NZG_13_5C,
            {
                "structure": Structure.HALF_POT,
                "minimum": 2,
                "round_number": 2,
                "pot": 40,
                "current_bet": 10,
                "player_count": 3,
            },
        ),
        Preset(
            "Spread limit: 2 to 6 chips",
            "A raise equals at least the last bet or raise, and may go up to the betting maximum.",
            ids.NZG_13_5D,
            {
                "structure": Structure.SPREAD_LIMIT,
                "minimum": 2,
                "maximum": 6,
                "round_number": 1,
                "pot": 4,
                "current_bet": 4,
                "player_count": 3,
            },
        ),
        Preset(
            "No limit, after a raise",
            "A raise is not less than any previous bet or raise; in no limit it may be all the player's chips.",
            ids.NZG_13_5B,
            # a bet of 10 chips raised to 30: a raise adds at least 20, to 50
            {
                "structure": Structure.NO_LIMIT,
                "minimum": 2,
                "round_number": 2,
                "pot": 60,
                "current_bet": 30,
                "last_raise": 20,
                "raise_count": 1,
                "player_count": 3,
                "stack": 200,
            },
        ),
    )
}

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


#: Presentation only: links that look like links, and no TeX typesetting of "$2 ... $6" in Jupyter or Voila.
PANE_STYLE = (
    "<style>.rb-widget a.rb-cite{color:#1a5fb4;text-decoration:underline}.rb-widget table{margin-left:0}"
    ".rb-widget .rb-quotes q{font-style:italic}</style>"
)


def pane_html(body: str, kind: str) -> str:
    """The engine's styles, ours, and ``body`` in a container that TeX typesetting leaves alone."""
    return f'{STYLE}{PANE_STYLE}<div class="rb-widget {kind} tex2jax_ignore mathjax_ignore">{body}</div>'


def quotes_html(steps: Iterable[Step]) -> str:
    """The words of every clause the steps cite, each quoted with a link to it in the book."""
    items = "".join(
        f'<li><q>{escape(citation(clause_id).quote)}</q> <span aria-hidden="true">\u2014</span> '
        f"{clause_link(clause_id, link_base())}</li>"
        for clause_id in cited(steps)
    )
    return f'<div class="rb-quotes"><p><strong>The rules in their own words</strong></p><ul>{items}</ul></div>'


def quotes_markdown(steps: Iterable[Step]) -> str:
    """The same as :func:`quotes_html`, in MyST Markdown with ``{clause}`` roles (the book checks them)."""
    items = "\n".join(
        f"- \u201c{md_escape(citation(clause_id).quote)}\u201d \u2014 {{clause}}`{clause_id}`"
        for clause_id in cited(steps)
    )
    return f"**The rules in their own words**\n\n{items}\n"


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


def _option_choices(interpretation_id: str) -> list[tuple[str, str]]:
    option = INTERPRETATIONS[interpretation_id].option
    assert option is not None
    return [(f"{key}: {meaning}", key) for key, meaning in option.choices.items()]


def _int_box(label: str, value: int) -> WholeNumberText:
    return whole_box(value, label)


class RaiseCalculator(Batched):
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

    def __init__(self, preset: str | None = None, **values: Any) -> None:
        unknown = sorted(set(values) - set(DEFAULTS))
        if unknown:
            raise TypeError(f"RaiseCalculator() got unknown arguments {unknown}; it takes {sorted(DEFAULTS)}")
        if preset is not None and preset not in PRESETS:
            raise RulesError(f"{preset!r} is not a preset; the presets are: {', '.join(PRESETS)}")
        #: The engine's last answer (``None`` while the pane shows an error) and the last error.
        self.result: Decision[BetOptions] | None = None
        self.error: Exception | None = None
        #: The engine's view shown now: the answer and the inputs the structure uses.
        self.current: RaiseView | None = None
        self._quiet = False
        structure = labelled(
            w.Dropdown(options=[(member.value.capitalize(), member) for member in Structure]), "Structure"
        )
        later = labelled(w.Dropdown(options=_option_choices(ids.INT_MANILA_RAISE_SIZE)), "Raises after round 1")
        later.layout = w.Layout(width="auto")
        give_last = labelled(w.Checkbox(value=False, indent=False), "Give the size of the last bet or raise")
        #: Every input, by the engine's parameter name (``last_raise_given`` switches ``last_raise`` on).
        self.controls: dict[str, w.ValueWidget] = {
            "structure": structure,
            "stake": _int_box("Stake ($)", 2),
            "small_bet": _int_box("Small bet", 2),
            "big_bet": _int_box("Big bet", 4),
            "minimum": _int_box("Minimum bet", 2),
            "maximum": _int_box("Maximum bet or raise", 6),
            "later_raise": later,
            "round_number": _int_box("Betting round", 1),
            "pot": _int_box("Pot (every chip in it)", 2),
            "current_bet": _int_box("The bet (most put in this round)", 2),
            "put_in": _int_box("You have put in this round", 0),
            "raise_count": _int_box("Raises so far this round", 0),
            "last_raise_given": give_last,
            "last_raise": _int_box("Last bet or raise", 0),
            "player_count": _int_box("Players in the hand", 4),
            "stack": _int_box("Your chips behind", 100),
        }
        self.preset_buttons: dict[str, w.Button] = {}
        for name, example in PRESETS.items():
            button = w.Button(description=name, tooltip=f"{example.says} ({citation(example.clause).label})")
            button.layout = w.Layout(width="auto")
            button.on_click(lambda _button, name=name: self.load(name))
            self.preset_buttons[name] = button
        #: The one result pane: the answer, the arithmetic with its clauses, or the engine's error.
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
        start = {**DEFAULTS, **(PRESETS[preset].values if preset is not None else {}), **values}
        self._set(_checked_start(start, self.controls))
        on_change(self.controls.values(), lambda _change: self.update())
        self.update()

    # --- state ---------------------------------------------------------------------------------

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
        self._set({**DEFAULTS, **PRESETS[preset].values})
        self.update()

    def _show_inputs(self, view: RaiseView) -> None:
        """Show the boxes the engine says the structure uses; the last raise only when the reader gives it."""
        for name, control in self._stakes_boxes.items():
            control.layout.display = None if name in view.inputs else "none"
        sized = "last_raise" in view.inputs
        self.controls["last_raise_given"].layout.display = None if sized else "none"
        self.controls["last_raise"].layout.display = None if sized else "none"
        self.controls["last_raise"].disabled = not self.controls["last_raise_given"].value

    def values(self) -> dict[str, Any]:
        """Every input as the boxes hold it, by the engine's names (``last_raise`` ``None``: the whole bet)."""
        c = self.controls
        values = {
            name: whole_value(c[name], c[name].description) if isinstance(c[name], WholeNumberText) else c[name].value
            for name in RAISE_INPUTS
            if name != "last_raise"
        }
        given = c["last_raise_given"].value
        values["last_raise"] = whole_value(c["last_raise"], c["last_raise"].description) if given else None
        return values

    # --- the one engine call ------------------------------------------------------------------------

    def update(self) -> None:
        """Ask the engine what the player may do and show its answer (or its error) in the pane."""
        if self._quiet:
            return
        self.result = None
        self.error = None
        guarded(self.pane, self._calculate)

    def _calculate(self) -> str:
        try:
            view = raise_view(self.values())
        except Exception as error:  # kept for explanation_text; guarded() shows it
            self.error = error
            raise
        self.current = view
        self._show_inputs(view)
        if view.decision is None:
            assert view.error is not None
            self.error = view.error
            return error_html(view.error)
        self.result = view.decision
        return result_html(view.decision, view.pots)

    # --- output ---------------------------------------------------------------------------------

    def explanation_html(self) -> str:
        """What the pane shows now: the answer with its arithmetic and clauses, or the error."""
        return str(self.pane.value)

    def explanation_text(self) -> str:
        """The same in plain text: the choices, then each step with its clause id (or the error)."""
        if self.result is None:
            return error_text(self.error)
        text = f"You may {self.result.value}.\n{self.result.explain()}"
        pots = self.current.pots if self.current is not None else None
        if pots is not None:
            text += f"\nIf you go all in:\n{pots.explain()}"
        return text

    def explanation(self) -> Explanation:
        """The explanation as ordinary notebook output (it reads without a kernel): the cell's last line."""
        if self.result is None:
            return Explanation(self.explanation_html(), md_escape(self.explanation_text()), self.explanation_text())
        pots = self.current.pots if self.current is not None else None
        return Explanation(self.explanation_html(), result_markdown(self.result, pots), self.explanation_text())

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle = dict(self.view._repr_mimebundle_(**kwargs) or {})
        bundle["text/plain"] = self.explanation_text()
        return bundle

    def __repr__(self) -> str:
        return f"<RaiseCalculator: {self.explanation_text().splitlines()[0]}>"


def _checked_start(values: Mapping[str, Any], controls: Mapping[str, w.ValueWidget]) -> dict[str, Any]:
    """A chapter's starting values, checked before they reach a box (which would word a mistake as a TraitError)."""
    checked = dict(values)
    checked["structure"] = find_structure(values["structure"])
    for name, value in values.items():
        if name in ("structure", "last_raise") and value is None:
            continue
        control = controls[name]
        if isinstance(control, w.Dropdown) and name != "structure":
            choices = [choice for _label, choice in control.options]
            if value not in choices:
                raise RulesError(
                    f"{value!r} is not a choice for {name}; the choices are: {', '.join(map(repr, choices))}"
                )
        elif isinstance(control, WholeNumberText) and (isinstance(value, bool) or not isinstance(value, int)):
            raise RulesError(f"{name} {value!r} is not a whole number of chips (give one such as 2)")
    return checked


def error_text(error: BaseException | None) -> str:
    """An error as the pane words it, in plain text (the engine's message; never a traceback)."""
    if error is None:
        return ""
    if isinstance(error, ValueError):
        return str(getattr(error, "message", None) or error)
    return f"That did not work ({type(error).__name__}). Please check the values and try again."


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
