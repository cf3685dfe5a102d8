"""The raise calculator's view: :func:`raise_view`, which also says which inputs a structure uses.

Part of :mod:`widgets.views` (see there for what every view promises)."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from engine.documents import ids
from engine.errors import RulesError
from engine.explain import Decision
from engine.poker.betting.options import BetOptions, betting_options
from engine.poker.betting.pots import Pot, short_all_in_pots
from engine.poker.betting.stakes import Stakes, Structure
from engine.poker.betting.structures import fixed_limit, half_pot, manila_limit, no_limit, pot_limit, spread_limit
from widgets.parse import (
    reading,
    structure,
    whole_number,
)

# --- the raise calculator -------------------------------------------------------------------------------

#: Which engine constructor builds each structure's stakes.
STAKES_CONSTRUCTORS: dict[Structure, Callable[..., Stakes]] = {
    Structure.MANILA_LIMIT: manila_limit,
    Structure.FIXED_LIMIT: fixed_limit,
    Structure.SPREAD_LIMIT: spread_limit,
    Structure.POT_LIMIT: pot_limit,
    Structure.HALF_POT: half_pot,
    Structure.NO_LIMIT: no_limit,
}

#: The stakes the calculator can be told (each a keyword of some structure's constructor).
STAKES_INPUTS = ("stake", "small_bet", "big_bet", "minimum", "maximum", "later_raise")

#: The betting situation: the keywords of :func:`engine.poker.betting.options.betting_options` the calculator asks for.
SITUATION_INPUTS = (
    "round_number",
    "pot",
    "current_bet",
    "put_in",
    "raise_count",
    "last_raise",
    "player_count",
    "stack",
)

#: Every input of the calculator, with its structure first.
RAISE_INPUTS = ("structure", *STAKES_INPUTS, *SITUATION_INPUTS)

#: Each input's label, as its box shows it and a refusal of it names it (never the parameter's name).
RAISE_INPUT_LABELS: dict[str, str] = {
    "stake": "Stake ($)",
    "small_bet": "Small bet",
    "big_bet": "Big bet",
    "minimum": "Minimum bet",
    "maximum": "Maximum bet or raise",
    "later_raise": "Raises after round 1",
    "round_number": "Betting round",
    "pot": "Pot (every chip in it)",
    "current_bet": "The bet (most put in this round)",
    "put_in": "You have put in this round",
    "raise_count": "Raises so far this round",
    "last_raise": "Last bet or raise",
    "player_count": "Players in the hand",
    "stack": "Your chips behind",
}


def structure_inputs(chosen: Structure | str) -> tuple[str, ...]:
    """The calculator's inputs that a structure uses: its constructor's stakes, then the situation.

    The size of the last bet or raise counts only where raises are not fixed amounts
    (``nzg-13-5b``: spread limit, pot limit, half pot, no limit).

    >>> structure_inputs("manila limit")
    ('stake', 'later_raise', 'round_number', 'pot', 'current_bet', 'put_in', 'raise_count', 'player_count', 'stack')
    >>> "last_raise" in structure_inputs(Structure.NO_LIMIT)
    True
    """
    member = structure(chosen)
    takes = inspect.signature(STAKES_CONSTRUCTORS[member]).parameters
    stakes = tuple(name for name in STAKES_INPUTS if name in takes)
    situation = tuple(name for name in SITUATION_INPUTS if name != "last_raise" or not member.is_limit)
    return stakes + situation


@dataclass(frozen=True, slots=True)
class RaiseView:
    """The calculator's answer: the inputs the structure uses, and the engine's options or its refusal
    (``structure`` is ``None`` when the structure itself is refused)."""

    structure: Structure | None = None
    inputs: tuple[str, ...] = ()
    decision: Decision[BetOptions] | None = None
    error: RulesError | None = None
    pots: Decision[tuple[Pot, ...]] | None = None


def _raise_input(name: str, value: object) -> int | str | None:
    """One of the calculator's inputs, read: a reading of ``int-manila-raise-size``, else a whole number."""
    if name == "later_raise":
        return reading(ids.INT_MANILA_RAISE_SIZE, value)
    if name == "last_raise" and value is None:
        return None
    return whole_number(value, RAISE_INPUT_LABELS[name])


def raise_view(values: Mapping[str, object]) -> RaiseView:
    """What the player to act may call, and the least and most they may raise to, for ``values``.

    :param values: the calculator's inputs by name (:data:`RAISE_INPUTS`), as its controls hold
        them; ``last_raise`` is ``None`` for "the whole bet".  Those the structure does not use
        are ignored; those it needs must be there.
    :raises TypeError: an input the calculator does not have.

    >>> view = raise_view({"structure": "manila limit", "stake": 2.0, "round_number": 1, "pot": 2,
    ...                    "current_bet": 2, "player_count": 4})
    >>> str(view.decision.value)
    'call $2, raise to $6 or fold'
    """
    unknown = sorted(set(values) - set(RAISE_INPUTS))
    if unknown:
        raise TypeError(f"the calculator has no input {', '.join(map(repr, unknown))}; its inputs are {RAISE_INPUTS}")
    try:
        chosen = structure(values.get("structure"))
    except RulesError as error:
        return RaiseView(error=error)
    inputs = structure_inputs(chosen)
    try:
        used = {name: _raise_input(name, values[name]) for name in inputs if name in values}
        stakes = STAKES_CONSTRUCTORS[chosen](**{name: value for name, value in used.items() if name in STAKES_INPUTS})
        situation = {name: value for name, value in used.items() if name in SITUATION_INPUTS}
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
