"""Reasons as data: every decision the engine makes carries the steps behind it.

A :class:`Step` is one short sentence plus the id of the rule clause it applies
(see :mod:`engine.documents.clauses`).  A :class:`Decision` pairs a value with its steps.
Results that are richer than a single value (a hand, a showdown) carry their own
``because`` tuple; anything with a ``because`` attribute is :class:`Explained`.

The plain-text wording of steps and decisions is here too (an explanation's sentences are the
engine's); HTML and Markdown are written above the engine, in :mod:`widgets.render`.

>>> from engine.documents import ids
>>> d = Decision(3, because=(Step(ids.HR_STUD7_LOW_CARD_OPENS, "Seat 3 shows the lowest card."),))
>>> d.value
3
>>> print(d.explain())
Seat 3 shows the lowest card. [hr-stud7-low-card-opens]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from engine.words import excerpt

T = TypeVar("T")


class ClauseId(str):
    """The id of a rule clause, an interpretation or a method: text that only the registry makes.

    Every step cites one (``Step(ids.PP_MANILA2_DECK, ...)``); :mod:`engine.documents.ids` names each
    registered id as a constant, and :func:`engine.documents.registry.clause_id` reads one given as
    text.  Writing ``ClauseId("pp-manila2-dek")`` is refused, so a misspelt id cannot reach a page.
    """

    __slots__ = ()

    def __new__(cls, value: str) -> ClauseId:
        raise TypeError(
            f"{excerpt(value)}: a clause id comes from the registry: use engine.documents.ids (or "
            "engine.documents.registry.clause_id for an id given as text)"
        )

    def __reduce__(self) -> tuple[Callable[[str], ClauseId], tuple[str]]:
        return mint_clause_id, (str(self),)


def mint_clause_id(value: str) -> ClauseId:
    """Make a :class:`ClauseId` without asking the registry: for :mod:`engine.documents.registry` alone,
    which calls it only for the ids it holds."""
    return str.__new__(ClauseId, value)


@dataclass(frozen=True, slots=True)
class Step:
    """One reason: a plain-words sentence and the clause id it rests on."""

    clause: ClauseId
    text: str

    def __post_init__(self) -> None:
        if type(self.clause) is not ClauseId:
            raise TypeError(
                f"a step cites {excerpt(self.clause)}, which is not a ClauseId: name the clause as engine.documents.ids.X"
            )

    def __str__(self) -> str:
        """The step as plain text: its sentence, then its clause id in brackets (:func:`step_text`)."""
        return step_text(self)


@dataclass(frozen=True, slots=True)
class Cited(Generic[T]):
    """A value and the clause that sets it, in one object: a game's hole-card count and the sentence
    that deals them, a blind's liveness and the rule that makes it live, a raise's least total and the
    rule that bounds it.

    A record holds a ``Cited`` where it would otherwise hold a value and a parallel ``*_clause``
    field; one that may be absent is ``Cited[T] | None``, so that a clause is there exactly when its
    value is.  It has no truth value of its own (``if blind.live:`` would always be true): ask its
    ``value``.

    >>> from engine.documents import ids
    >>> hole = Cited(2, ids.PP_MANILA2_DEAL)
    >>> hole.value, hole.clause
    (2, 'pp-manila2-deal')
    >>> print(hole.step("Each player is dealt 2 cards."))
    Each player is dealt 2 cards. [pp-manila2-deal]
    >>> bool(hole)
    Traceback (most recent call last):
    ...
    TypeError: Cited(value=2, clause='pp-manila2-deal') has no truth value: test its .value
    """

    value: T
    clause: ClauseId

    def __post_init__(self) -> None:
        if type(self.clause) is not ClauseId:
            raise TypeError(
                f"{excerpt(self.value)} cites {excerpt(self.clause)}, which is not a ClauseId: name the clause as "
                "engine.documents.ids.X"
            )

    def step(self, text: str) -> Step:
        """A step saying ``text``, citing this value's clause."""
        return Step(self.clause, text)

    def __bool__(self) -> bool:
        raise TypeError(f"{self!r} has no truth value: test its .value")


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
    Empty: the value's own words (:func:`value_text`).
    """

    value: T
    because: tuple[Step, ...]
    wording: str = ""

    def explain(self) -> str:
        """The steps as plain text, one per line."""
        return steps_text(self.because)


def cited(steps: Iterable[Step]) -> tuple[str, ...]:
    """The clause ids a list of steps cites, in order, without repeats.

    >>> from engine.documents import ids
    >>> from engine.documents import ids
    >>> cited([Step(ids.PP_MANILA2_DECK, "x"), Step(ids.INT_SHUFFLE, "y"), Step(ids.PP_MANILA2_DECK, "z")])
    ('pp-manila2-deck', 'int-shuffle')
    """
    return tuple(dict.fromkeys(step.clause for step in steps))


def step_text(step: Step) -> str:
    """One step as plain text: its sentence, then its clause id in brackets (``str(step)`` calls this).

    >>> from engine.documents import ids
    >>> step_text(Step(ids.PP_MANILA2_DECK, "The deck has 32 cards."))
    'The deck has 32 cards. [pp-manila2-deck]'
    """
    return f"{step.text} [{step.clause}]"


def steps_text(steps: Iterable[Step]) -> str:
    """Steps as plain text, one per line, each ending with its clause id in brackets."""
    return "\n".join(step_text(step) for step in steps)


def inline_citation(steps: Iterable[Step]) -> str:
    """The ids a sentence rests on, as an error message cites them: ``(pp-manila2-board; nzg-13-4f)``.

    Every error message that names its rules ends this way (see :meth:`engine.errors.RulesError.citing`),
    each id once, in the order of the steps.

    >>> from engine.documents import ids
    >>> inline_citation([Step(ids.PP_MANILA2_BOARD, "x"), Step(ids.NZG_13_4F, "y"), Step(ids.PP_MANILA2_BOARD, "z")])
    '(pp-manila2-board; nzg-13-4f)'
    """
    return "(" + "; ".join(dict.fromkeys(step.clause for step in steps)) + ")"


def value_text(value: object) -> str:
    """A decision's value in words: a sequence as its items joined, anything else as ``str``."""
    if isinstance(value, (tuple, list)):
        return "; ".join(value_text(item) for item in value) if value else "none"
    return str(value)


def decision_text(decision: Decision[Any]) -> str:
    """A decision's value in words: its ``wording`` (amounts with their unit), else :func:`value_text`.

    >>> from engine.poker.betting.schedule import betting_structure
    >>> from engine.poker.betting.structures import manila_limit
    >>> decision_text(betting_structure(manila_limit(stake=2)))
    '$2, $4, $4, $4, $8'
    >>> decision_text(Decision((7, 8), because=()))
    '7; 8'
    """
    return decision.wording or value_text(decision.value)
