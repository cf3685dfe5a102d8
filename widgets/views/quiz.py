"""The live quiz's view: :func:`filters_view`, :func:`question_view` and :func:`mark_view`.

Part of :mod:`widgets.views` (see there for what every view promises)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.errors import QuizError, RulesError
from engine.explain import Decision
from engine.teaching.quiz import Asked, Question, QuizFilters, ask, mark, quiz_filters
from engine.teaching.quiz.catalogue import quiz_step

# --- the live quiz -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FiltersView:
    """What the quiz's two filters offer for a starting game and topic; a refused one is ``error``, and
    ``filters`` then offers every game and topic."""

    filters: QuizFilters
    error: RulesError | None = None


def filters_view(game: str | None, topic: str | None) -> FiltersView:
    """:func:`~engine.teaching.quiz.quiz_filters` for a chapter's starting game and topic (``None``: any).

    >>> view = filters_view("baccarat", None)
    >>> type(view.error).__name__, view.filters.game
    ('QuizError', None)
    """
    try:
        return FiltersView(quiz_filters(game, topic))
    except RulesError as error:
        return FiltersView(quiz_filters(), error=error)


@dataclass(frozen=True, slots=True)
class QuestionView:
    """A new question under the filters, with what the filters now offer; or why none can be asked."""

    asked: Asked | None = None
    error: RulesError | None = None


def question_view(rng: random.Random, *, game: str, topic: str) -> QuestionView:
    """:func:`~engine.teaching.quiz.ask` for the filters' choices (``""``: any).

    >>> view = question_view(random.Random(4), game="Five-Card Stud", topic="")
    >>> view.asked.question.game
    'five-card-stud'
    """
    try:
        return QuestionView(asked=ask(rng, game=game or None, topic=topic or None))
    except RulesError as error:
        return QuestionView(error=error)


@dataclass(frozen=True, slots=True)
class MarkView:
    """A choice marked: right or wrong, and why (the engine's verdict, then its reasons)."""

    decision: Decision[bool] | None = None
    error: RulesError | None = None


def mark_view(question: Question | None, choice: int) -> MarkView:
    """:func:`~engine.teaching.quiz.mark` for the choice's index (``question`` ``None``: none was asked).

    >>> mark_view(None, 0).error.message
    'there is no question to answer: choose a game and a topic that go together, then press Next question (method-quiz)'
    """
    if question is None:
        return MarkView(
            error=QuizError.citing(
                "there is no question to answer: choose a game and a topic that go together, then press Next question",
                quiz_step("A choice is marked against the question it answers."),
            )
        )
    try:
        return MarkView(decision=mark(question, choice))
    except RulesError as error:
        return MarkView(error=error)
