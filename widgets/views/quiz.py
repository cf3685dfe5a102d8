"""The live quiz's view: :func:`filters_view`, :func:`question_view` and :func:`mark_view`.

Part of :mod:`widgets.views` (see there for what every view promises)."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine import Decision, RulesError
from engine.teaching.quiz import (
    QUIZ_GAMES,
    TOPICS,
    Asked,
    Question,
    QuizError,
    QuizFilters,
    ask,
    mark,
    question_for,
    quiz_filters,
    quiz_step,
)

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


# --- the drill: what the quiz remembers, how it grades pace, which topic is weakest ---------------------
#
# The ONE place these are defined.  The live quiz (widgets.quiz.Quiz) calls the functions below; the static
# quiz's script gets :func:`drill_settings` as data (JSON in the page), with every word it shows
# (:data:`WORDS`), and applies the same two rules (``grade``: the multiples and the grade words in
# :data:`GRADES`; ``weakest``: the share right, the fewest answers to count) in its own code.

#: The one localStorage key of the reader's drill record, shared by the static quiz and the live one.
DRILL_STORAGE_KEY = "manila-rules-book:quiz-drill"
#: The record's format.  A record of another version (or not JSON) is read as a fresh one.
DRILL_VERSION = 1
#: Pace grades, as multiples of the time set for a topic: ``quick`` within it, ``steady`` within
#: twice it, ``slow`` beyond.  The grade is about pace, never about being right.
QUICK_WITHIN = 1.0
STEADY_WITHIN = 2.0
GRADES = ("quick", "steady", "slow")
#: A dealer answers at the pace of the game: a time per topic, in seconds, that the reader may change.
#: A quick look (who opens, a straight) takes less than a sum (the amount to call) or a showdown read.
DEFAULT_SECONDS = 15.0
TOPIC_SECONDS: dict[str, float] = {
    "stud-opener": 8.0,
    "straights": 8.0,
    "legal-plays": 10.0,
    "burns-and-counts": 12.0,
    "amount-to-call": 15.0,
    "raise-limits": 15.0,
    "manila-showdown": 20.0,
    "manillen-score": 25.0,
    "uncalled-bet": 12.0,
    "odd-chip": 15.0,
    "pot-limit-all-in": 20.0,
    "side-pots": 25.0,
}
#: A topic is weighed for "Drill my weakest topic" once this many of its questions are answered: a share
#: right over fewer says little.
WEAKEST_AFTER = 3
#: The longest time a reader may set for a topic, in seconds.
MOST_SECONDS = 3600.0

#: Why the timed mode, and what its grades mean (the live quiz and the static one say the same).
PACE_WHY = (
    "Timed: a dealer must answer at the pace of the game. Each first answer is graded on its pace, not on "
    "being right: quick within the time set for its topic, steady within twice it, slow beyond."
)

#: Every word the quizzes' marking and drill show, as templates (``{name}`` filled by ``str.format`` in the
#: live quiz, by the same names in the static quiz's script, which holds no words of its own).  The marks
#: themselves (``Right: ...``, ``Not quite: ...``) are the engine's (:func:`engine.teaching.quiz.mark`).
WORDS: dict[str, str] = {
    # a choice marked: a sign as well as a colour and the words
    "right_sign": "\u2713",
    "wrong_sign": "\u2717",
    "the_answer": "the answer",
    "your_answer": "your answer",
    "first_only": "(Only the first answer to a question counts for the score.)",
    "score": "Score: {right} right out of {answered} answered",
    # the timed mode
    "pace_why": PACE_WHY,
    "pace": "Pace: {grade}",
    "pace_detail": "({seconds} s against {allowed} s for {topic}; the pace, not whether it was right)",
    "timed_off": "Timed mode is off while every question is listed.",
    # the scoreboard
    "board_empty": "Your scoreboard: nothing answered yet in this browser.",
    "board_title": "Your scoreboard (kept in this browser)",
    "board_rows": "Topic, game",
    "board_right": "Right / answered",
    "board_paces": "Quick \u00b7 steady \u00b7 slow",
    "board_tally": "{right} / {asked}",
    "board_between": " \u00b7 ",
    # the filters and the list
    "none_for": "{name} (none for {other})",
    "listed": "{at} of {count} listed",
    "listed_missed": "{at} of {count} missed",
    # the review, the weakest topic, starting again
    "review": "Review my misses ({count})",
    "review_back": "Back to all questions",
    "reviewing_one": "Reviewing the {count} question you missed (on this page). Answer one right and it comes off the list.",
    "reviewing": "Reviewing the {count} questions you missed (on this page). Answer one right and it comes off the list.",
    "weakest": (
        "Drilling your weakest topic: {topic} ({right} right of {asked} answered; a topic is weighed once "
        "{after} of its questions are answered)."
    ),
    "started_again": "Started again: the scoreboard, the misses and the times are cleared.",
}

DrillRecord = dict[str, Any]


def default_seconds(topic: str) -> float:
    """The time set for a topic until the reader changes it (:data:`DEFAULT_SECONDS` for a new topic).

    >>> default_seconds("stud-opener"), default_seconds("a-topic-added-later")
    (8.0, 15.0)
    """
    return TOPIC_SECONDS.get(topic, DEFAULT_SECONDS)


def drill_grade(seconds: float, allowed: float) -> str:
    """The pace of an answer given in ``seconds`` against ``allowed`` seconds: ``quick`` (at most the time),
    ``steady`` (at most twice it) or ``slow``.

    >>> drill_grade(8.0, 8.0), drill_grade(8.1, 8.0), drill_grade(16.0, 8.0), drill_grade(16.1, 8.0)
    ('quick', 'steady', 'steady', 'slow')
    """
    quick, steady, slow = GRADES
    if seconds <= allowed * QUICK_WITHIN:
        return quick
    if seconds <= allowed * STEADY_WITHIN:
        return steady
    return slow


def new_record() -> DrillRecord:
    """An empty drill record: the format kept under :data:`DRILL_STORAGE_KEY` (JSON).

    ``scores``: topic key -> game key -> ``{"asked", "right", "quick", "steady", "slow"}`` (first answers;
    the grades count timed answers only); ``misses``: the ids (``topic:game:seed``) of questions answered
    wrong and not yet answered right, oldest first; ``seconds``: topic key -> the reader's own time;
    ``timed``: whether the timed mode is on; ``names``: game key -> the game's name, for each game answered
    (a page's quiz is given the names of its own bank's games only, so the scoreboard shared by every page
    names a game answered on another page from here; a record kept before ``names`` shows that game's key).

    >>> new_record()
    {'version': 1, 'scores': {}, 'misses': [], 'seconds': {}, 'timed': False, 'names': {}}
    """
    return {"version": DRILL_VERSION, "scores": {}, "misses": [], "seconds": {}, "timed": False, "names": {}}


def read_record(text: str | None) -> DrillRecord:
    """A record from its JSON text; anything else (nothing, not JSON, another version, a wrong shape) is a
    fresh record, so a damaged store never stops the quiz.

    >>> read_record('{"version": 1, "scores": {}, "misses": ["straights:omaha:3"], "seconds": {}, "timed": true}')["misses"]
    ['straights:omaha:3']
    >>> read_record("not json") == read_record('{"version": 99}') == new_record()
    True
    """
    try:
        data = json.loads(text or "")
    except ValueError:
        return new_record()
    record = new_record()
    if not isinstance(data, dict) or data.get("version") != DRILL_VERSION:
        return record
    scores, misses, seconds, names = data.get("scores"), data.get("misses"), data.get("seconds"), data.get("names")
    if isinstance(scores, dict):
        for topic, games in scores.items():
            if not isinstance(games, dict):
                continue
            for game, tally in games.items():
                if isinstance(tally, dict):
                    record["scores"].setdefault(str(topic), {})[str(game)] = {
                        name: _count(tally.get(name)) for name in ("asked", "right", *GRADES)
                    }
    if isinstance(misses, list):
        record["misses"] = list(dict.fromkeys(str(miss) for miss in misses if isinstance(miss, str)))
    if isinstance(seconds, dict):
        record["seconds"] = {
            str(topic): float(value)
            for topic, value in seconds.items()
            if isinstance(value, (int, float)) and not isinstance(value, bool) and 0 < value <= MOST_SECONDS
        }
    if isinstance(names, dict):
        record["names"] = {str(game): name for game, name in names.items() if isinstance(name, str)}
    record["timed"] = data.get("timed") is True
    return record


def _count(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def record_answer(
    record: DrillRecord, question_id: str, *, right: bool, grade: str | None = None, name: str | None = None
) -> None:
    """Count a first answer to the question ``topic:game:seed`` in ``record`` (in place): asked, right, its
    pace grade if timed, the game's ``name`` if given; a wrong answer puts the question on the misses, a
    right one takes it off.

    >>> record = new_record()
    >>> record_answer(record, "straights:omaha:7", right=False, grade="slow")
    >>> record["scores"], record["misses"]
    ({'straights': {'omaha': {'asked': 1, 'right': 0, 'quick': 0, 'steady': 0, 'slow': 1}}}, ['straights:omaha:7'])
    >>> record_answer(record, "straights:omaha:7", right=True)
    >>> record["scores"]["straights"]["omaha"]["right"], record["misses"]
    (1, [])
    """
    topic, game, _seed = question_id.split(":", 2)
    tally = record["scores"].setdefault(topic, {}).setdefault(game, dict.fromkeys(("asked", "right", *GRADES), 0))
    tally["asked"] += 1
    tally["right"] += right
    if grade is not None:
        tally[grade] += 1
    if name is not None:
        record.setdefault("names", {})[game] = name
    if right:
        record["misses"] = [miss for miss in record["misses"] if miss != question_id]
    elif question_id not in record["misses"]:
        record["misses"].append(question_id)


def topic_tally(record: DrillRecord, topic: str) -> dict[str, int]:
    """A topic's counts over every game.

    >>> record = new_record()
    >>> record_answer(record, "straights:omaha:1", right=True)
    >>> record_answer(record, "straights:texas-holdem:2", right=False)
    >>> topic_tally(record, "straights")
    {'asked': 2, 'right': 1, 'quick': 0, 'steady': 0, 'slow': 0}
    """
    total = dict.fromkeys(("asked", "right", *GRADES), 0)
    for tally in record["scores"].get(topic, {}).values():
        for name in total:
            total[name] += tally.get(name, 0)
    return total


def weakest_topic(record: DrillRecord, topics: Sequence[str]) -> str | None:
    """The topic of ``topics`` to drill: of those with at least :data:`WEAKEST_AFTER` answers, the one with
    the lowest share right (a tie: the fewer answered, then the first in ``topics``).  Until a topic has
    that many answers, the one with the fewest answers, so that the drill first gathers a score to weigh
    (a measured weakness comes before a guess; untried topics come after).  ``None``: no topics.

    >>> record = new_record()
    >>> weakest_topic(record, ["straights", "stud-opener"])  # nothing answered: the first, to start a score
    'straights'
    >>> for seed, right in enumerate([True, True, False, True, False, False]):
    ...     record_answer(record, f"straights:omaha:{seed}", right=right)
    >>> for seed in range(3):
    ...     record_answer(record, f"stud-opener:five-card-stud:{seed}", right=True)
    >>> weakest_topic(record, ["stud-opener", "straights", "raise-limits"])  # 3 of 6 beats 3 of 3
    'straights'
    """
    if not topics:
        return None
    tallies = {topic: topic_tally(record, topic) for topic in topics}
    weighed = [topic for topic in topics if tallies[topic]["asked"] >= WEAKEST_AFTER]
    if weighed:
        return min(
            weighed,
            key=lambda topic: (
                tallies[topic]["right"] / tallies[topic]["asked"],
                tallies[topic]["asked"],
                topics.index(topic),
            ),
        )
    return min(topics, key=lambda topic: (tallies[topic]["asked"], topics.index(topic)))


def drill_settings(topics: Sequence[str], games: Sequence[str]) -> dict[str, Any]:
    """The drill's definitions as data for the static quiz's script: the key, the version, the grade
    multiples and words, the answers a topic needs to be weighed, each of ``topics``' default time, the
    names of every topic (a record may hold ones another page asked), the names of ``games`` only (the
    bank's: the script keeps each answered game's name in the record, :func:`new_record`, so a game added
    to the book changes no other chapter's quiz), and every word it shows (:data:`WORDS`).

    >>> settings = drill_settings(["straights"], ["omaha"])
    >>> settings["key"], settings["version"], settings["quick"], settings["steady"], settings["seconds"]
    ('manila-rules-book:quiz-drill', 1, 1.0, 2.0, {'straights': 8.0})
    >>> settings["gameNames"]
    {'omaha': 'Omaha'}
    """
    return {
        "key": DRILL_STORAGE_KEY,
        "version": DRILL_VERSION,
        "quick": QUICK_WITHIN,
        "steady": STEADY_WITHIN,
        "grades": list(GRADES),
        "weakestAfter": WEAKEST_AFTER,
        "defaultSeconds": DEFAULT_SECONDS,
        "mostSeconds": MOST_SECONDS,
        "seconds": {topic: default_seconds(topic) for topic in topics},
        "topicNames": {key: topic.name for key, topic in TOPICS.items()},
        "gameNames": {game: QUIZ_GAMES[game] for game in games},
        "words": dict(WORDS),
    }


@dataclass(frozen=True, slots=True)
class ReviewView:
    """A missed question asked again (by its id, ``topic:game:seed``), or why it cannot be."""

    question: Question | None = None
    error: RulesError | None = None


def review_view(question_id: str) -> ReviewView:
    """:func:`~engine.teaching.quiz.question_for` for a missed question's id: the same question again.

    >>> review_view("straights:omaha:7").question.id
    'straights:omaha:7'
    >>> type(review_view("bluffing:omaha:7").error).__name__
    'QuizError'
    """
    topic, _, rest = question_id.partition(":")
    game, _, seed = rest.partition(":")
    try:
        return ReviewView(question=question_for(topic, game, int(seed)))
    except ValueError:
        return ReviewView(
            error=QuizError.citing(
                f"{question_id!r} is not a question's id (topic:game:seed)",
                quiz_step("A missed question is asked again from its topic, game and seed."),
            )
        )
    except RulesError as error:
        return ReviewView(error=error)


class Drill:
    """The live quiz's drill record and what it decides, over the functions above (the record itself is
    ``record``, in the format of :func:`new_record`): the widget keeps one and asks it, so what the drill
    decides stays here, beside the definitions the static quiz's script is given.

    >>> drill = Drill()
    >>> drill.answer("straights:omaha:7", right=False, seconds=20.0)  # untimed: no grade
    >>> drill.timed = True
    >>> drill.answer("straights:omaha:8", right=True, seconds=20.0)
    'slow'
    >>> drill.tally("straights")["asked"], drill.record["misses"]
    (2, ['straights:omaha:7'])
    """

    def __init__(self, record: DrillRecord | None = None) -> None:
        self.record = record if record is not None else new_record()

    @property
    def misses(self) -> list[str]:
        """The ids of the questions missed and not yet answered right, oldest first."""
        return list(self.record["misses"])

    @property
    def timed(self) -> bool:
        return bool(self.record["timed"])

    @timed.setter
    def timed(self, on: bool) -> None:
        self.record["timed"] = on

    def allowed(self, topic: str) -> float:
        """The seconds set for a topic: the reader's, or :func:`default_seconds`."""
        return float(self.record["seconds"].get(topic, default_seconds(topic)))

    def set_allowed(self, topic: str, seconds: float) -> None:
        self.record["seconds"][topic] = float(seconds)

    def answer(self, question_id: str, *, right: bool, seconds: float) -> str | None:
        """Count a first answer (:func:`record_answer`); its pace grade if the timed mode is on."""
        topic, game, _seed = question_id.split(":", 2)
        grade = drill_grade(seconds, self.allowed(topic)) if self.timed else None
        record_answer(self.record, question_id, right=right, grade=grade, name=QUIZ_GAMES.get(game))
        return grade

    def forget(self, question_id: str) -> None:
        """Take a miss off the list (one the engine no longer asks)."""
        self.record["misses"] = [miss for miss in self.record["misses"] if miss != question_id]

    def tally(self, topic: str) -> dict[str, int]:
        return topic_tally(self.record, topic)

    def weakest(self, topics: Sequence[str]) -> str | None:
        return weakest_topic(self.record, topics)

    def clear(self) -> None:
        """Start again: nothing answered, nothing missed, the default times, untimed."""
        self.record = new_record()

    def merge(self, text: str) -> None:
        """Take the record the page kept (JSON, :func:`read_record`), adding what this one holds (the
        answers given before the page handed it over), so that none is lost."""
        stored = read_record(text)
        for topic, games in self.record["scores"].items():
            for game, tally in games.items():
                into = stored["scores"].setdefault(topic, {}).setdefault(game, dict.fromkeys(tally, 0))
                for name, count in tally.items():
                    into[name] = into.get(name, 0) + count
        stored["misses"] = list(dict.fromkeys([*stored["misses"], *self.record["misses"]]))
        stored["seconds"] = {**stored["seconds"], **self.record["seconds"]}
        stored["names"] = {**stored["names"], **self.record.get("names", {})}
        stored["timed"] = stored["timed"] or self.record["timed"]
        self.record = stored

    def to_json(self) -> str:
        return json.dumps(self.record, sort_keys=True)
