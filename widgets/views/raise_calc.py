"""The raise calculator's view: :func:`raise_view`, which also says which inputs a structure uses.

Part of :mod:`widgets.views` (see there for what every view promises).  The inputs are the engine's
declarations (:func:`engine.poker.betting.options.calculator_inputs`): each structure's stakes, then
the betting situation, each with the words its box shows.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine import (
    SITUATION_INPUTS,
    STRUCTURE_INPUTS,
    BetOptions,
    Decision,
    Input,
    InputKind,
    Pot,
    RulesError,
    Stakes,
    Structure,
    betting_options,
    calculator_inputs,
    short_all_in_pots,
)
from engine.checks import whole_number
from widgets.parse import structure

#: Every input of the calculator: each structure's stakes (once each, as the structures declare them),
#: then the situation.
RAISE_INPUTS: tuple[Input, ...] = (
    *{given.name: given for form in STRUCTURE_INPUTS.values() for given in form.inputs}.values(),
    *SITUATION_INPUTS,
)

#: The names the calculator takes its values by: its structure, then every input's.
RAISE_NAMES = ("structure", *(given.name for given in RAISE_INPUTS))


@dataclass(frozen=True, slots=True)
class RaiseView:
    """The calculator's answer: the inputs the structure uses, and the engine's options or its refusal
    (``structure`` is ``None`` when the structure itself is refused)."""

    structure: Structure | None = None
    inputs: tuple[Input, ...] = ()
    decision: Decision[BetOptions] | None = None
    error: RulesError | None = None
    pots: Decision[tuple[Pot, ...]] | None = None


def _read(given: Input, value: object) -> object:
    """One input as the engine takes it: a number read from its box, refused by its label; a reading
    (a drop-down's choice) as it is, for the engine to check."""
    if given.kind is InputKind.READING or (given.optional and value is None):
        return value
    return whole_number(value, given.label, exact=False, typed=True)


def raise_view(values: Mapping[str, object]) -> RaiseView:
    """What the player to act may call, and the least and most they may raise to, for ``values``.

    :param values: the calculator's inputs by name (:data:`RAISE_NAMES`), as its controls hold
        them; ``last_raise`` is ``None`` for "the whole bet".  Those the structure does not use
        are ignored; those it needs must be there.
    :raises TypeError: an input the calculator does not have.

    >>> view = raise_view({"structure": "manila limit", "stake": 2.0, "round_number": 1, "pot": 2,
    ...                    "current_bet": 2, "player_count": 4})
    >>> str(view.decision.value), [given.name for given in view.inputs][:2]
    ('call $2, raise to $6 or fold', ['stake', 'later_raise'])
    """
    unknown = sorted(set(values) - set(RAISE_NAMES))
    if unknown:
        raise TypeError(f"the calculator has no input {', '.join(map(repr, unknown))}; its inputs are {RAISE_NAMES}")
    try:
        chosen = structure(values.get("structure"))
    except RulesError as error:
        return RaiseView(error=error)
    inputs = calculator_inputs(chosen)
    form = STRUCTURE_INPUTS[chosen]
    try:
        read = {given.name: _read(given, values[given.name]) for given in inputs if given.name in values}
        stakes = form.build(**{given.name: read[given.name] for given in form.inputs if given.name in read})
        situation = {name: value for name, value in read.items() if name not in {given.name for given in form.inputs}}
        decision = betting_options(stakes, **situation)  # type: ignore[arg-type]  # read above, each its kind
    except RulesError as error:
        return RaiseView(structure=chosen, inputs=inputs, error=error)
    return RaiseView(structure=chosen, inputs=inputs, decision=decision, pots=_all_in_pots(stakes, situation, decision))


def _all_in_pots(
    stakes: Stakes, situation: Mapping[str, object], decision: Decision[BetOptions]
) -> Decision[tuple[Pot, ...]] | None:
    """What the player going all in does to the pot, when their chips make a call or a raise all in
    (``int-side-pots``); ``None`` otherwise, or when the pot cannot hold every other player's bet."""
    options = decision.value
    stack = situation.get("stack")
    if not isinstance(stack, int) or not (options.call_is_all_in or options.can_tap_out):
        return None
    try:
        return short_all_in_pots(
            stakes,
            pot=int(situation["pot"]),  # type: ignore[call-overload]
            current_bet=int(situation["current_bet"]),  # type: ignore[call-overload]
            put_in=int(situation.get("put_in", 0)),  # type: ignore[call-overload]
            stack=stack,
            player_count=int(situation["player_count"]),  # type: ignore[call-overload]
        )
    except RulesError:
        return None
