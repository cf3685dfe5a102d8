"""The machinery every quiz topic shares: a topic, its draft questions, retries, the choices, the readings.

Each topic module (:mod:`engine.teaching.quiz.straights`, ...) defines one :class:`Topic`: its key,
its name, what it asks, the games it covers and ``draft``, which makes a question of the topic from
a seeded generator.  A draft sets up a situation, asks the engine, and returns a :class:`Draft`:
the prompt, the engine's answer among plausible mistakes (:func:`arrange`), the engine's steps, the
clause that decides it, and the inputs that rebuild the situation.  A situation that makes no good
question raises :class:`Retry`, and :func:`attempts` draws another from the same generator.

Where an answer rests on one of the book's readings of a sentence that can be read two ways, the
draft carries a :class:`Reading` with the choice the other reading gives (:func:`plain_reading`).

>>> import random
>>> arrange(random.Random(1), "$4", ["$2", "$8", "$4", "$6"], order=lambda text: int(text[1:]))
(('$2', '$4', '$8'), 1)
>>> arrange(random.Random(1), "$4", ["$4", "$8"])
Traceback (most recent call last):
...
engine.teaching.quiz.drafts.Retry
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.cards import Suit
from engine.documents import ids
from engine.documents.interpretations import INTERPRETATIONS
from engine.explain import ClauseId, Step
from engine.manillen.deal import call_text
from engine.manillen.table import Side, Table
from engine.poker.game import Game
from engine.poker.games import GAMES
from engine.words import seats_text, sentence

#: The quiz's key for Manillen Plus, which is not a poker game in :data:`engine.poker.games.GAMES`.
MANILLEN_PLUS = "manillen-plus"

#: A question's seed is a whole number below this (``method-quiz``).
SEED_RANGE = 2**32


@dataclass(frozen=True, slots=True)
class Reading:
    """One of the book's readings that a question's answer rests on (an interpretation id), and the
    choice the other reading of the sentence gives (``plain``; ``None`` if it is not among the choices)."""

    interpretation: ClauseId
    plain: str | None = None


@dataclass(frozen=True, slots=True)
class Draft:
    """A question as a topic makes it, before the quiz gives it its id, seed and reading note."""

    prompt: str
    choices: tuple[str, ...]
    answer_index: int
    because: tuple[Step, ...]
    clause: ClauseId
    inputs: dict[str, Any]
    readings: tuple[Reading, ...] = ()

    @classmethod
    def of(
        cls,
        prompt: str,
        arranged: tuple[tuple[str, ...], int],
        because: Sequence[Step],
        *,
        clause: ClauseId,
        inputs: dict[str, Any],
        readings: tuple[Reading, ...] = (),
    ) -> Draft:
        """A draft offering the choices :func:`arrange` made (the choices and the answer's index)."""
        choices, answer_index = arranged
        return cls(prompt, choices, answer_index, tuple(because), clause, inputs, readings)


@dataclass(frozen=True, slots=True)
class Topic:
    """One kind of question: its key, its name, what it asks, the games it covers, and how a question
    of it is drafted (``draft(rng, game_key)``).

    ``judges`` are the readings the topic weighs itself: it works out what the other reading would
    answer and declares the reading only where the two differ.  Every other reading with an
    alternative that a question's steps cite is declared for it (:func:`cited_readings`).
    """

    key: str
    name: str
    asks: str
    games: tuple[str, ...]
    draft: Callable[[random.Random, str], Draft] = field(repr=False, compare=False)
    judges: tuple[ClauseId, ...] = ()


def poker_games(keep: Callable[[Game], bool] = lambda game: True) -> tuple[str, ...]:
    """The keys of the poker games a topic covers: those ``keep`` accepts, in the registry's order."""
    return tuple(key for key, game in GAMES.items() if keep(game))


def poker_topic(
    key: str,
    name: str,
    asks: str,
    draft: Callable[[random.Random, Game], Draft],
    *,
    keep: Callable[[Game], bool] = lambda game: True,
    judges: tuple[ClauseId, ...] = (),
) -> Topic:
    """A topic on the poker games ``keep`` accepts, whose question of a game is the first ``draft(rng, game)``
    that does not ask to :class:`Retry` (:func:`attempts`)."""

    def first_draft(rng: random.Random, game_key: str) -> Draft:
        game = GAMES[game_key]
        return attempts(rng, lambda rng: draft(rng, game))

    return Topic(key, name, asks, poker_games(keep), first_draft, judges=judges)


def plain_reading(interpretation: ClauseId, plain: str, choices: Sequence[str], answer: str) -> tuple[Reading, ...]:
    """The reading the answer rests on, when the other reading gives a different answer (among the choices or not)."""
    if plain == answer:
        return ()
    return (Reading(interpretation, plain if plain in choices else None),)


#: Readings without an engine option whose question the documents leave open both ways all the same.
_OPEN_WITHOUT_OPTION = frozenset({ids.INT_MANILA_FIRST_ROUND_RAISES})


def has_alternative(clause: ClauseId) -> bool:
    """Whether ``clause`` is one of the book's readings where the documents can be read another way:
    one with an option for the other reading, or one whose question stays open (``int-manila-first-round-raises``).

    >>> has_alternative("int-hilo-odd-chip"), has_alternative("int-side-pots"), has_alternative("hr-holdem-showdown")
    (True, False, False)
    """
    entry = INTERPRETATIONS.get(clause)
    return entry is not None and (entry.option is not None or clause in _OPEN_WITHOUT_OPTION)


def cited_readings(
    steps: Sequence[Step], declared: Sequence[Reading], judged: Sequence[ClauseId]
) -> tuple[Reading, ...]:
    """``declared``, and every reading with an alternative that ``steps`` cite, unless the topic ``judged`` it."""
    known = {reading.interpretation for reading in declared} | set(judged)
    cited = dict.fromkeys(step.clause for step in steps if has_alternative(step.clause) and step.clause not in known)
    return (*declared, *(Reading(clause) for clause in cited))


class Retry(Exception):
    """This situation makes no good question: draw another."""


def attempts(rng: random.Random, make: Callable[[random.Random], Draft], tries: int = 200) -> Draft:
    """The first draft ``make`` makes from ``rng`` without asking to :class:`Retry`."""
    for _ in range(tries):
        try:
            return make(rng)
        except Retry:
            continue
    raise AssertionError("no question found: the generator's situations are too narrow")


def arrange(
    rng: random.Random,
    answer: str,
    mistakes: Iterable[str],
    *,
    order: Callable[[str], Any] | None = None,
    most: int = 4,
) -> tuple[tuple[str, ...], int]:
    """The choices: the answer and 2 to ``most`` - 1 different mistakes, shuffled (or sorted by ``order``)."""
    wrong = [text for text in dict.fromkeys(mistakes) if text != answer]
    if len(wrong) < 2:
        raise Retry
    wrong = wrong[: rng.randint(2, min(len(wrong), most - 1))]
    choices = [answer, *wrong]
    if order is None:
        rng.shuffle(choices)
    else:
        choices.sort(key=order)
    return tuple(choices), choices.index(answer)


# --- words the questions share ----------------------------------------------------------------------


def seats_sentence(seats: Sequence[int]) -> str:
    """Seats opening a sentence: ``'Seat 2'``, ``'Seats 1, 3 and 5'``."""
    return sentence(seats_text(seats))


def sides_text(table: Table, dealer: int) -> str:
    """Who plays against whom in a Manillen Plus deal."""
    theirs = seats_text(table.side_seats(Side.OPPONENTS, dealer))
    if table is Table.THREE:
        return f"seat {dealer} deals and plays alone against {theirs}"
    return f"seat {dealer} deals; {seats_text(table.dealer_side(dealer))} play against {theirs}"


def trump_words(trump: Suit | None) -> str:
    """The call in a prompt: ``'hearts trumps'``, ``'no trumps'``."""
    return call_text(trump) if trump is None else f"{call_text(trump)} trumps"
