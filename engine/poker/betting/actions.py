"""The pieces of a betting round: actions, the choices offered, each player's place, the record.

These are plain frozen records; :mod:`engine.poker.betting.round` moves them.

>>> Action(ActionKind.RAISE, 6)
Action(kind=<ActionKind.RAISE: 'raise'>, to=6, seat=None)
>>> str(Action(ActionKind.BET, 4))
'bet 4'
>>> ActionKind("shove")
Traceback (most recent call last):
...
ValueError: 'shove' is not a valid ActionKind
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from engine.documents import ids
from engine.explain import ClauseId, Step
from engine.poker.betting.schedule import round_actions
from engine.poker.betting.stakes import BlindBet, Stakes
from engine.words import sentence


class ActionKind(StrEnum):
    """What a player does in turn."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    ALL_IN = "all in"


@dataclass(frozen=True, slots=True)
class Action:
    """An action to apply: its kind and, for a bet or raise, the total put in this round after it.

    ``seat``, if given, must be the player to act (a check that the right player is acting).
    """

    kind: ActionKind
    to: int | None = None
    seat: int | None = None

    def __str__(self) -> str:
        if self.kind is ActionKind.RAISE:
            return f"raise to {self.to}"
        if self.kind is ActionKind.BET:
            return f"bet {self.to}"
        return str(self.kind)


@dataclass(frozen=True, slots=True)
class LegalAction:
    """One thing the player to act may do: any total from ``min_to`` to ``max_to``.

    ``min_to`` and ``max_to`` count what the player will have put in this round after
    acting (for a fold or check, what they have in now).  ``completes``: the bet or raise completes
    a bet short of a full one (a stud bring-in, an all in for less than the bet): a dealer says
    "complete to", and it is the bet, not a raise (``int-stud-bring-in``, ``int-raise-count``).
    """

    kind: ActionKind
    min_to: int
    max_to: int
    text: str
    because: tuple[Step, ...]
    completes: bool = False

    def action(self, to: int | None = None) -> Action:
        """This action, at ``to`` for a bet or raise (default: the least allowed)."""
        if self.kind in (ActionKind.BET, ActionKind.RAISE):
            return Action(self.kind, self.min_to if to is None else to)
        return Action(self.kind)

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class PlayerBet:
    """One player's place in the round: chips behind, chips put in this round, and whether
    they have folded or had a turn since the last full bet or raise.  ``total_in`` counts every
    chip the player has put into the pot this hand, blinds and earlier rounds included: the side
    pots are built from it (``int-side-pots``)."""

    seat: int
    stack: int
    put_in: int = 0
    folded: bool = False
    acted: bool = False
    blind: BlindBet | None = None
    total_in: int = 0

    @property
    def is_all_in(self) -> bool:
        return not self.folded and self.stack == 0


@dataclass(frozen=True, slots=True)
class ActionRecord:
    """An applied action: who, what, the total they have put in this round after it, the
    chips it moved into the pot, and why it was allowed.  ``completes``: the bet or raise completed
    a bet short of a full one ("seat 2 completes to 2 chips"): the bet, not a raise."""

    seat: int
    kind: ActionKind
    to: int
    added: int
    all_in: bool
    text: str
    because: tuple[Step, ...]
    completes: bool = False

    def __str__(self) -> str:
        return self.text


def distinct(steps: Iterable[Step]) -> tuple[Step, ...]:
    """``steps`` in order, each once: a reason said twice says nothing more.

    >>> step = Step(ids.INT_RAISE_COUNT, "The first bet is not a raise.")
    >>> len(distinct([step, step]))
    1
    """
    return tuple(dict.fromkeys(steps))


def describe(action: Action, stakes: Stakes) -> str:
    """An action in words, for a message: ``'raise to $8'``, ``'check'``."""
    if action.kind is ActionKind.RAISE and isinstance(action.to, int):
        return f"raise to {stakes.money(action.to)}"
    if action.kind is ActionKind.BET and isinstance(action.to, int):
        return f"bet {stakes.money(action.to)}"
    return str(action.kind)


def record_text(
    stakes: Stakes, player: PlayerBet, kind: ActionKind, added: int, all_in: bool, *, completes: bool = False
) -> str:
    """An applied action in words: ``'seat 2 raises to $6'``, ``'seat 3 calls $3 all in'``; ``completes``:
    a bet or raise that completes a bet short of a full one, ``'seat 2 completes to 2 chips'``."""
    money = stakes.money
    seat = f"seat {player.seat}"
    if completes and kind in (ActionKind.BET, ActionKind.RAISE):
        return f"{seat} completes to {money(player.put_in)}" + (" all in" if all_in else "")
    if kind is ActionKind.FOLD:
        return f"{seat} folds"
    if kind is ActionKind.CHECK:
        return f"{seat} checks"
    if kind is ActionKind.CALL:
        return f"{seat} calls {money(added)}" + (" all in" if all_in else "")
    if kind is ActionKind.BET:
        return f"{seat} bets {money(player.put_in)}" + (" all in" if all_in else "")
    return f"{seat} raises to {money(player.put_in)}" + (" all in" if all_in else "")


def action_step(
    stakes: Stakes,
    round_number: int,
    moved: PlayerBet,
    kind: ActionKind,
    added: int,
    all_in: bool,
    pot: int,
    *,
    opening: bool,
    short: bool,
    raise_number: int | None,
    completes: ClauseId | None = None,
) -> Step:
    """The step that records an applied action, citing the rule that allows it: the round's sentence on
    what a player may do (:func:`~engine.poker.betting.schedule.round_actions`), NZ 13.5(b) for tapping
    out, or the stud opener's forced bet (``opening``).  ``raise_number``: the action is the round's
    raise of that number.  ``completes``: the action completes a bet short of a full one, by the reading
    it cites (``int-stud-bring-in`` after a bring-in, ``int-raise-count`` after a short all in)."""
    text = record_text(stakes, moved, kind, added, all_in, completes=completes is not None)
    said = sentence(text)
    actions = round_actions(stakes, round_number)
    if completes is not None:
        clause = completes
    elif opening:
        clause = ids.INT_STUD_OPENING_BET  # the opener's own bet: the others' "call, raise, or fold" comes after it
    elif kind in (ActionKind.FOLD, ActionKind.CHECK):
        clause = actions.check_clause
    else:
        clause = ids.NZG_13_5B if short else actions.clause
    if kind in (ActionKind.FOLD, ActionKind.CHECK):
        return Step(clause, f"{said}.")
    if raise_number is not None:
        said += f", raise {raise_number} of the round"
    elif completes is not None:
        said += ", the bet, not a raise"
    return Step(clause, f"{said}; the pot is now {stakes.money(pot)}.")
