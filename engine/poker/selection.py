"""How many of a player's own cards a five-card hand may use: a game's selection rule as data.

Each game says how a five-card hand is made from a player's own cards and the board: any five of
seven in Hold 'Em, exactly two hole cards and three board cards in Omaha, both hole cards and three
board cards in 2 Card Manila, all five in Five-Card Stud and Draw Poker.

>>> from engine.documents import ids
>>> from engine.documents import ids
>>> rule = Selection((2,), ids.HR_OMAHA_TWO_PLUS_THREE, "exactly two of the player's cards and three of the board")
>>> len(list(rule.choices(("Ah", "Kh", "Qd", "Jd"), ("Th", "9h", "2h", "3c", "4c"))))
60
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from math import comb
from typing import NamedTuple, TypeVar

from engine.explain import ClauseId

#: What a choice is made of: cards, or anything standing for them (the fast tables' card ids).
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Selection:
    """How many of a player's own cards a five-card hand may use; the board gives the rest.

    ``hole_used`` lists the allowed counts of the player's own cards: ``(2,)`` for
    Omaha and Manila, ``(0, 1, 2)`` for Hold 'Em, ``(5,)`` for stud and draw.
    """

    hole_used: tuple[int, ...]
    clause: ClauseId
    rule_text: str

    def choices(self, hole: Sequence[T], board: Sequence[T]) -> Iterator[tuple[tuple[T, ...], tuple[T, ...]]]:
        """Every allowed (own cards, board cards) pair of five cards, in one order: by the counts of
        ``hole_used`` in turn, then as :func:`itertools.combinations` takes them."""
        return _choices(self.hole_used, hole, board)

    def places(self, hole_count: int, board_count: int) -> ChoicePlaces:
        """:meth:`choices` of ``hole_count`` own cards and ``board_count`` on the board, as places among the
        own cards followed by the board's (worked out once for each count of cards).

        >>> from engine.documents import ids
        >>> places = Selection((0, 1, 2), ids.HR_HOLDEM_ANY_FIVE, "").places(2, 5)
        >>> len(places.taken), places.taken[0], places.left_out[0], places.used[:2]
        (21, (2, 3, 4, 5, 6), (0, 1), (0, 1))
        """
        return _places(self.hole_used, hole_count, board_count)

    def count(self, hole_count: int, board_count: int) -> int:
        """How many five-card choices the rule allows.

        >>> from engine.documents import ids
        >>> Selection((2,), ids.HR_OMAHA_TWO_PLUS_THREE, "").count(4, 5)
        60
        >>> Selection((0, 1, 2), ids.HR_HOLDEM_ANY_FIVE, "").count(2, 5)
        21
        """
        return sum(comb(hole_count, used) * comb(board_count, 5 - used) for used in self.hole_used)


class ChoicePlaces(NamedTuple):
    """The choices of a :class:`Selection` for some counts of cards, in its order, as places among the
    player's own cards followed by the board's: how many own cards each uses, the five it takes, and the
    others, which it leaves out."""

    used: tuple[int, ...]
    taken: tuple[tuple[int, ...], ...]
    left_out: tuple[tuple[int, ...], ...]


@cache
def _places(hole_used: tuple[int, ...], hole_count: int, board_count: int) -> ChoicePlaces:
    every = range(hole_count + board_count)
    choices = list(_choices(hole_used, every[:hole_count], every[hole_count:]))
    return ChoicePlaces(
        used=tuple(len(own) for own, _ in choices),
        taken=tuple(own + shared for own, shared in choices),
        left_out=tuple(tuple(place for place in every if place not in own + shared) for own, shared in choices),
    )


def _choices(
    hole_used: tuple[int, ...], hole: Sequence[T], board: Sequence[T]
) -> Iterator[tuple[tuple[T, ...], tuple[T, ...]]]:
    for used in hole_used:
        if used > len(hole) or 5 - used > len(board):
            continue
        for own in itertools.combinations(hole, used):
            for shared in itertools.combinations(board, 5 - used):
                yield own, shared
