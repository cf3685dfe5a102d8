"""Making questions: one from a topic, a game and a seed; one chosen by a generator; banks of them.

>>> import random
>>> first = make_question(random.Random(11))
>>> first == make_question(random.Random(11))
True
>>> question_for("straights", "manila-2", 5) == question_for("straights", "manila-2", 5)
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.checks import check_rng, whole_number
from engine.errors import QuizError
from engine.teaching.quiz.catalogue import (
    TOPICS,
    QuizFilters,
    check_covers,
    quiz_filters,
    quiz_game,
    quiz_step,
    quiz_topic,
    topics_for,
)
from engine.teaching.quiz.drafts import SEED_RANGE, cited_readings
from engine.teaching.quiz.question import Question, reading_note
from engine.words import excerpt

#: The most questions a bank holds, and a chapter's bank per topic.
MOST_IN_BANK = 500
MOST_PER_TOPIC = 50


@dataclass(frozen=True, slots=True)
class Asked:
    """A question asked under the quiz's filters, with what the filters now offer."""

    filters: QuizFilters
    question: Question


def ask(rng: random.Random, *, game: str | None = None, topic: str | None = None) -> Asked:
    """A new question for the filters (``None`` or ``""``: any), and the filters narrowed to go with them.

    :raises QuizError: an unknown game or topic, or a pair with no questions.

    >>> asked = ask(random.Random(4), game="Five-Card Stud")
    >>> asked.question.game, "manila-showdown" in asked.filters.topics
    ('five-card-stud', False)
    """
    filters = quiz_filters(game, topic)
    return Asked(filters=filters, question=make_question(rng, game=filters.game, topic=filters.topic))


def make_question(rng: random.Random, *, game: str | None = None, topic: str | None = None) -> Question:
    """A new question from ``rng``, of ``topic`` and ``game`` where given, else chosen by ``rng``.

    :param rng: the generator, ``random.Random(seed)``; never the module's own.
    :param game: a game's key or name (see :data:`~engine.teaching.quiz.QUIZ_GAMES`).
    :param topic: a topic's key or name (see :data:`~engine.teaching.quiz.TOPICS`).
    :raises QuizError: an unknown game or topic, or a topic that does not cover the game.

    >>> make_question(random.Random(11), topic="bluffing")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.errors.QuizError: 'bluffing' is not a quiz topic; the topics are: amount-to-call, ...
    """
    check_rng(rng)
    game_key = quiz_game(game) if game is not None else None
    topic_key = quiz_topic(topic) if topic is not None else None
    if game_key is not None and topic_key is not None:
        check_covers(topic_key, game_key)
    if topic_key is None:
        topic_key = rng.choice(topics_for(game_key) if game_key is not None else tuple(TOPICS))
    if game_key is None:
        game_key = rng.choice(TOPICS[topic_key].games)
    return question_for(topic_key, game_key, rng.randrange(SEED_RANGE))


def question_for(topic: str, game: str, seed: int) -> Question:
    """The question of ``topic`` about ``game`` made from ``seed``: the same every time (``method-quiz``).

    >>> question_for("straights", "omaha", -1)
    Traceback (most recent call last):
    ...
    engine.errors.QuizError: seed -1 is not a question's seed: give a whole number from 0 to 4294967295 (method-quiz)
    """
    topic_key, game_key = quiz_topic(topic), quiz_game(game)
    check_covers(topic_key, game_key)

    def refusal() -> QuizError:
        return QuizError.citing(
            f"seed {excerpt(seed)} is not a question's seed: give a whole number from 0 to {SEED_RANGE - 1}",
            quiz_step(f"A question is made from its seed, a whole number from 0 to {SEED_RANGE - 1:,}."),
        )

    seed = whole_number(seed, "seed", low=0, high=SEED_RANGE - 1, refusal=refusal)
    topic_record = TOPICS[topic_key]
    draft = topic_record.draft(random.Random(seed), game_key)
    readings = cited_readings(draft.because, draft.readings, topic_record.judges)
    return Question(
        id=f"{topic_key}:{game_key}:{seed}",
        game=game_key,
        topic=topic_key,
        prompt=draft.prompt + reading_note(readings),
        choices=draft.choices,
        answer_index=draft.answer_index,
        because=draft.because,
        seed=seed,
        clause=draft.clause,
        inputs=draft.inputs,
        readings=readings,
    )


def _check_seed(seed: int, example: str) -> None:
    """A bank's seed: a whole number, as a question's is, which seeds the generator that draws its questions' seeds."""

    def refusal() -> QuizError:
        return QuizError.citing(
            f"seed {excerpt(seed)} is not a seed: give a whole number from 0 to {SEED_RANGE - 1}, e.g. {example}",
            quiz_step(
                f"A bank is drawn from a seed, a whole number from 0 to {SEED_RANGE - 1:,}, so it can be made again."
            ),
        )

    seed = whole_number(seed, "seed", low=0, high=SEED_RANGE - 1, refusal=refusal)


def question_bank(seed: int, count: int) -> tuple[Question, ...]:
    """``count`` questions from ``seed`` that cover every topic, and every game of each topic
    as the count allows (topics take turns; each topic goes through its games in a shuffled order).

    >>> bank = question_bank(2024, len(TOPICS))
    >>> sorted({question.topic for question in bank}) == sorted(TOPICS)
    True
    >>> question_bank(2024, 3)
    Traceback (most recent call last):
    ...
    engine.errors.QuizError: a bank of 3 questions cannot cover the 12 topics: give a count from 12 to 500 (method-quiz)
    """

    def refusal() -> QuizError:
        return QuizError.citing(
            f"a bank of {excerpt(count)} questions cannot cover the {len(TOPICS)} topics: give a count from "
            f"{len(TOPICS)} to {MOST_IN_BANK}",
            quiz_step(
                f"A bank takes the {len(TOPICS)} topics in turn, so it covers them all with {len(TOPICS)} to "
                f"{MOST_IN_BANK} questions."
            ),
        )

    count = whole_number(count, "count", low=len(TOPICS), high=MOST_IN_BANK, refusal=refusal)
    _check_seed(seed, "question_bank(2024, 40)")
    rng = random.Random(seed)
    orders = {key: rng.sample(topic.games, len(topic.games)) for key, topic in TOPICS.items()}
    bank: list[Question] = []
    turn = 0
    while len(bank) < count:
        for key in TOPICS:
            if len(bank) == count:
                break
            games = orders[key]
            bank.append(question_for(key, games[turn % len(games)], rng.randrange(SEED_RANGE)))
        turn += 1
    return tuple(bank)


def game_bank(game: str, seed: int, per_topic: int) -> tuple[Question, ...]:
    """``per_topic`` questions on each topic that covers ``game`` (a chapter's quiz), from ``seed``.

    >>> bank = game_bank("2 Card Manila", 2024, 2)
    >>> sorted({question.topic for question in bank}) == sorted(topics_for("manila-2"))
    True
    >>> game_bank("2 Card Manila", 2024, 0)
    Traceback (most recent call last):
    ...
    engine.errors.QuizError: per_topic 0 is not a number of questions: give 1 to 50 (method-quiz)
    """
    key = quiz_game(game)

    def refusal() -> QuizError:
        return QuizError.citing(
            f"per_topic {excerpt(per_topic)} is not a number of questions: give 1 to {MOST_PER_TOPIC}",
            quiz_step(f"A chapter's bank asks 1 to {MOST_PER_TOPIC} questions on each topic of its game."),
        )

    per_topic = whole_number(per_topic, "per_topic", low=1, high=MOST_PER_TOPIC, refusal=refusal)
    _check_seed(seed, "game_bank('Omaha', 2024, 3)")
    rng = random.Random(seed)
    return tuple(
        question_for(topic, key, rng.randrange(SEED_RANGE)) for _ in range(per_topic) for topic in topics_for(key)
    )
