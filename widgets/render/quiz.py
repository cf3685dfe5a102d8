"""The quiz as a reader sees it without a kernel: a question as a :class:`~widgets.render.forms.Shown`
(written as HTML or Markdown like any result), and a bank as JSON-ready data for the page's own
script (each step with its clause's label and the URL of its anchor in the book, each choice with the
engine's mark), and that script (``widgets/static/quiz.js``)."""

from __future__ import annotations

import functools
import json
from collections.abc import Iterable
from importlib import resources
from typing import Any

from engine import INTERPRETATIONS, Step, citation
from engine.teaching.quiz import QUIZ_GAMES, TOPICS, Question, QuizError, Reading, mark, quiz_step
from widgets.render.forms import Emphasis, Items, Paragraph, Shown, Strong, steps
from widgets.render.html import clause_url


def show_question(question: Question) -> Shown:
    """A question, its choices, the answer and why."""
    return Shown(
        "question",
        (
            Paragraph((Emphasis(f"{question.game_name}: {question.topic_name}"),)),
            Paragraph((Strong(question.prompt),)),
            Items(tuple((choice,) for choice in question.choices)),
            Paragraph(("The answer: ", Strong(question.answer))),
            steps(question.because),
        ),
    )


def _step_record(step: Step, link_base: str | None) -> dict[str, str]:
    cite = citation(step.clause)
    return {"text": step.text, "clause": step.clause, "label": cite.label, "url": clause_url(step.clause, link_base)}


def _reading_record(
    question: Question, reading: Reading, marks: list[dict[str, Any]], link_base: str | None
) -> dict[str, Any]:
    """One reading the answer rests on, as data: the interpretation (id, title, label, URL), what the
    documents leave open, the book's reading and why, and -- when the plain reading of the sentence is
    among the choices -- that choice's index and the verdict :func:`mark` gives it (from ``marks``)."""
    entry = INTERPRETATIONS[reading.interpretation]
    plain = question.choices.index(reading.plain) if reading.plain in question.choices else None
    return {
        **_step_record(Step(reading.interpretation, entry.title), link_base),
        "interpretation": reading.interpretation,
        "question": entry.question,
        "reading": entry.reading,
        "why": entry.why,
        "plain": plain,
        "verdict": None if plain is None else marks[plain]["verdict"],
    }


def _mark_record(question: Question, choice: int) -> dict[str, Any]:
    """A choice marked by the engine (:func:`~engine.teaching.quiz.mark`): right or not, and its verdict."""
    decision = mark(question, choice)
    return {"right": decision.value, "verdict": decision.because[0].text}


def question_record(question: Question, link_base: str | None = None) -> dict[str, Any]:
    """One question as JSON-ready data: the prompt, the choices, the answer and the explanation,
    each step with its clause's label and the URL of its anchor in the book (from ``link_base``);
    ``marks``, each choice as the engine marks it (right or not, and the verdict the reader is shown);
    ``readings``, the book's readings the answer rests on, each with the choice the plain reading
    gives (``plain``, an index or ``None``) and why the book reads it otherwise (``verdict``).

    >>> from engine.teaching.quiz import question_for
    >>> record = question_record(question_for("stud-opener", "five-card-stud", 1))
    >>> sorted(record)
    ['answer', 'choices', 'clause', 'explanation', 'game', 'game_name', 'id', 'inputs', 'marks', 'prompt', 'readings', 'seed', 'topic', 'topic_name']
    >>> [mark["right"] for mark in record["marks"]].index(True) == record["answer"]
    True
    >>> record["explanation"][0]["url"].startswith("../rules/")
    True
    >>> record = question_record(question_for("manillen-score", "manillen-plus", 2697661207))
    >>> [(r["interpretation"], r["plain"] is not None) for r in record["readings"]]
    [('int-mp-three-player-score', True)]
    """
    marks = [_mark_record(question, choice) for choice in range(len(question.choices))]
    return {
        "id": question.id,
        "game": question.game,
        "game_name": question.game_name,
        "topic": question.topic,
        "topic_name": question.topic_name,
        "seed": question.seed,
        "prompt": question.prompt,
        "choices": list(question.choices),
        "answer": question.answer_index,
        "marks": marks,
        "clause": _step_record(Step(question.clause, question.answer), link_base),
        "explanation": [_step_record(step, link_base) for step in question.because],
        "readings": [_reading_record(question, reading, marks, link_base) for reading in question.readings],
        "inputs": json.loads(json.dumps(question.inputs)),
    }


def bank_export(bank: Iterable[Question], link_base: str | None = None) -> dict[str, Any]:
    """A bank as JSON-ready data: the games and topics it holds (for filters) and its questions.

    >>> bank_export(["What is a flush?"])
    Traceback (most recent call last):
    ...
    engine.errors.QuizError: 'What is a flush?' is not a quiz question: a bank holds questions from question_bank or make_question (method-quiz)
    """
    if isinstance(bank, (str, bytes)):
        raise QuizError.citing(
            f"{bank!r} is not a bank of questions: make one with question_bank(seed, count)",
            quiz_step("A bank holds the questions question_bank or make_question made."),
        )
    items = list(bank)
    for item in items:
        if not isinstance(item, Question):
            raise QuizError.citing(
                f"{item!r} is not a quiz question: a bank holds questions from question_bank or make_question",
                quiz_step("A bank holds the questions question_bank or make_question made."),
            )
    questions = [question_record(question, link_base) for question in items]
    games = [key for key in QUIZ_GAMES if any(q["game"] == key for q in questions)]
    topics = [key for key in TOPICS if any(q["topic"] == key for q in questions)]
    return {
        "games": [{"key": key, "name": QUIZ_GAMES[key]} for key in games],
        "topics": [
            {"key": key, "name": TOPICS[key].name, "games": [g for g in TOPICS[key].games if g in games]}
            for key in topics
        ],
        "questions": questions,
    }


def bank_json(bank: Iterable[Question], link_base: str | None = None) -> str:
    """:func:`bank_export` as JSON text.

    >>> from engine.teaching.quiz import question_bank
    >>> data = json.loads(bank_json(question_bank(1, 2 * len(TOPICS))))
    >>> len(data["questions"]) == 2 * len(data["topics"]) == 2 * len(TOPICS)
    True
    """
    return json.dumps(bank_export(bank, link_base), ensure_ascii=False, sort_keys=True)


@functools.cache
def quiz_script() -> str:
    """The static quiz's script (``widgets/static/quiz.js``, plain ES5), put inline in the bank's page."""
    return resources.files("widgets").joinpath("static", "quiz.js").read_text(encoding="utf-8")
