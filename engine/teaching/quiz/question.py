"""A quiz question, and how a choice of it is marked: right or wrong, and why, with the clauses.

>>> from engine.teaching.quiz import question_for
>>> question = question_for("stud-opener", "five-card-stud", 3)
>>> mark(question, question.answer_index).because[0].text == f"Right: {question.answer}."
True
>>> mark(question, 9)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
engine.errors.QuizError: choice 9 is not one of this question's choices: give 0 to ...
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.checks import whole_number
from engine.documents.interpretations import INTERPRETATIONS
from engine.errors import QuizError
from engine.explain import ClauseId, Decision, Step
from engine.teaching.quiz.catalogue import QUIZ_GAMES, TOPICS, quiz_step
from engine.teaching.quiz.drafts import Reading
from engine.words import excerpt

#: The most choices a question offers (it offers 3 or more).
MOST_CHOICES = 5


@dataclass(frozen=True, slots=True)
class Question:
    """One multiple-choice question, its answer and the engine's reasons for it.

    ``choices`` holds 3 to 5 different texts; ``choices[answer_index]`` is the engine's
    answer and every other choice is a plausible mistake.  ``because`` is the engine's steps
    for the answer, and ``clause`` the clause that decides it.  ``seed`` and ``inputs`` (the
    arguments of the engine call, JSON-ready) let anyone make the question again
    (:func:`~engine.teaching.quiz.question_for`) or recompute its answer with the engine.  ``readings``
    are the book's readings the answer rests on (the prompt says so), each with the choice the plain
    reading of the sentence would give: :func:`mark` explains why the book reads it otherwise.
    """

    id: str
    game: str
    topic: str
    prompt: str
    choices: tuple[str, ...]
    answer_index: int
    because: tuple[Step, ...]
    seed: int
    clause: ClauseId
    inputs: Mapping[str, Any] = field(default_factory=dict, compare=False)
    readings: tuple[Reading, ...] = ()

    @property
    def answer(self) -> str:
        """The right choice's text."""
        return self.choices[self.answer_index]

    @property
    def game_name(self) -> str:
        return QUIZ_GAMES[self.game]

    @property
    def topic_name(self) -> str:
        return TOPICS[self.topic].name


def reading_note(readings: Sequence[Reading]) -> str:
    """The sentence a prompt ends with when its answer rests on one of the book's readings."""
    if not readings:
        return ""
    titles = "; ".join(INTERPRETATIONS[reading.interpretation].title for reading in readings)
    return (
        f" (The answer rests on one of the book's readings, where the documents can be read another way: "
        f"{titles}. The explanation says why.)"
    )


def mark(question: Question, choice: int) -> Decision[bool]:
    """Mark a choice (its index in ``question.choices``): right or wrong, and why, with the clause.

    >>> from engine.teaching.quiz import question_for
    >>> question = question_for("stud-opener", "five-card-stud", 3)
    >>> wrong = (question.answer_index + 1) % len(question.choices)
    >>> mark(question, wrong).value
    False
    """
    if not isinstance(question, Question):
        raise QuizError.citing(
            f"{excerpt(question)} is not a quiz question: make one with make_question",
            quiz_step("A quiz question is made by the engine from its topic, game and seed."),
        )
    count = len(question.choices)

    def refusal() -> QuizError:
        listed = "; ".join(f"{index}: {text}" for index, text in enumerate(question.choices))
        return QuizError.citing(
            f"choice {excerpt(choice)} is not one of this question's choices: give 0 to {count - 1} ({listed})",
            quiz_step(f"This question offers {count} choices, numbered 0 to {count - 1}."),
        )

    choice = whole_number(choice, "choice", low=0, high=count - 1, refusal=refusal)
    chosen = question.choices[choice]
    if choice == question.answer_index:
        return Decision(True, because=(Step(question.clause, f"Right: {question.answer}."), *question.because))
    plain = next((reading for reading in question.readings if reading.plain == chosen), None)
    if plain is not None:
        return Decision(False, because=(plain_verdict(question, plain), *question.because))
    verdict_text = f"Not quite: you chose {chosen}, but the answer is {question.answer}."
    return Decision(False, because=(Step(question.clause, verdict_text), *question.because))


def plain_verdict(question: Question, reading: Reading) -> Step:
    """The verdict on the choice the plain reading of a sentence gives: why the book reads it otherwise,
    citing the reading (what :func:`mark` says, and what the exported bank carries for a page without a kernel)."""
    entry = INTERPRETATIONS[reading.interpretation]
    return Step(
        reading.interpretation,
        f"Not quite, though {reading.plain} is what one reading of the rule gives: {entry.question} The book reads "
        f"it otherwise: {entry.reading} Why: {entry.why} So the answer here is {question.answer}.",
    )
