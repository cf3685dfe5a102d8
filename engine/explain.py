"""Reasons as data: every decision the engine makes carries the steps behind it.

A :class:`Step` is one short sentence plus the id of the rule clause it applies
(see :mod:`engine.documents.clauses`).  A :class:`Decision` pairs a value with its steps.
Results that are richer than a single value (a hand, a showdown) carry their own
``because`` tuple; anything with a ``because`` attribute is :class:`Explained`.

Turning steps into text or HTML happens in one place, :mod:`widgets.render.results`.

>>> d = Decision(3, because=(Step("hr-stud7-low-card-opens", "Seat 3 shows the lowest card."),))
>>> d.value
3
>>> print(d.explain())
Seat 3 shows the lowest card. [hr-stud7-low-card-opens]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar, runtime_checkable

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Step:
    """One reason: a plain-words sentence and the clause id it rests on."""

    clause: str
    text: str

    def __str__(self) -> str:
        """The step as plain text, written by :func:`widgets.render.results.step_text` (the one place that does it)."""
        from widgets.render.results import step_text

        return step_text(self)


@runtime_checkable
class Explained(Protocol):
    """Anything that says why it is what it is."""

    @property
    def because(self) -> tuple[Step, ...]: ...


@dataclass(frozen=True, slots=True)
class Decision(Generic[T]):
    """A value with the steps that decide it.

    ``wording`` is the value as a reader should see it, where ``str`` of the value would lose
    something: the amounts ``(2, 4, 4, 4, 8)`` of a $2 manila game read ``'$2, $4, $4, $4, $8'``.
    Empty: the value's own words (:func:`widgets.render.results.value_text`).
    """

    value: T
    because: tuple[Step, ...]
    wording: str = ""

    def explain(self) -> str:
        """The steps as plain text, one per line."""
        from widgets.render.results import steps_text

        return steps_text(self.because)

    def _repr_html_(self) -> str:
        from widgets.render.results import decision_html

        return decision_html(self)

    def _repr_markdown_(self) -> str:
        from widgets.render.results import decision_markdown

        return decision_markdown(self)


def cited(steps: Iterable[Step]) -> tuple[str, ...]:
    """The clause ids a list of steps cites, in order, without repeats.

    >>> cited([Step("a", "x"), Step("b", "y"), Step("a", "z")])
    ('a', 'b')
    """
    return tuple(dict.fromkeys(step.clause for step in steps))
