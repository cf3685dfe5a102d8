"""What the quiz asks about: its games, its topics (one module each), and the filters that narrow them.

>>> topics_for("Manillen Plus")
('legal-plays', 'manillen-score')
>>> games_for("stud-opener")
('seven-card-stud', 'seven-card-stud-hilo', 'five-card-stud')
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.checks import text as checked_text
from engine.documents import ids
from engine.documents.registry import DOCUMENTS
from engine.errors import QuizError, RulesError
from engine.explain import Step
from engine.poker.games import GAMES, find_game
from engine.teaching.quiz import (
    amount_to_call,
    burns_and_counts,
    legal_plays,
    manila_showdown,
    manillen_score,
    odd_chip,
    pot_limit_all_in,
    raise_limits,
    side_pots,
    straights,
    stud_opener,
    uncalled_bet,
)
from engine.teaching.quiz.drafts import MANILLEN_PLUS, Topic
from engine.words import and_list, excerpt

#: Every game the quiz asks about: the poker games of the registry, then Manillen Plus.
QUIZ_GAMES: dict[str, str] = {key: game.name for key, game in GAMES.items()} | {MANILLEN_PLUS: DOCUMENTS["mp"].title}

#: Every topic, in the order the quiz offers them; each topic's module says which games it covers.
TOPICS: dict[str, Topic] = {
    topic.key: topic
    for topic in (
        amount_to_call.TOPIC,
        raise_limits.TOPIC,
        stud_opener.TOPIC,
        manila_showdown.TOPIC,
        straights.TOPIC,
        burns_and_counts.TOPIC,
        legal_plays.TOPIC,
        manillen_score.TOPIC,
        side_pots.TOPIC,
        uncalled_bet.TOPIC,
        pot_limit_all_in.TOPIC,
        odd_chip.TOPIC,
    )
}


def quiz_step(text: str) -> Step:
    """A step citing how the quiz sets its questions (``method-quiz``), for a refusal of the quiz's inputs."""
    return Step(ids.METHOD_QUIZ, checked_text(text, "text", "the step's sentence"))


def topics_for(game: str) -> tuple[str, ...]:
    """The topics that have questions for ``game`` (a key or name).

    >>> topics_for("2 Card Manila")
    ('amount-to-call', 'raise-limits', 'manila-showdown', 'straights', 'burns-and-counts', 'side-pots', 'uncalled-bet')
    """
    key = quiz_game(game)
    return tuple(topic.key for topic in TOPICS.values() if key in topic.games)


def games_for(topic: str) -> tuple[str, ...]:
    """The games ``topic`` (a key or name) has questions for, in the order of :data:`QUIZ_GAMES`."""
    covered = TOPICS[quiz_topic(topic)].games
    return tuple(key for key in QUIZ_GAMES if key in covered)


@dataclass(frozen=True, slots=True)
class QuizFilters:
    """What the quiz's two filters offer, each narrowed by the other's choice.

    ``games`` are the games the chosen topic covers (every game when no topic is chosen);
    ``topics`` the topics that cover the chosen game (every topic when no game is).  Every
    pair the two offer together has questions.
    """

    game: str | None
    topic: str | None
    games: tuple[str, ...]
    topics: tuple[str, ...]


def quiz_filters(game: str | None = None, topic: str | None = None) -> QuizFilters:
    """The filters for a chosen game and topic (``None`` or ``""``: any), from the topics' data.

    >>> quiz_filters("2 Card Manila").topics
    ('amount-to-call', 'raise-limits', 'manila-showdown', 'straights', 'burns-and-counts', 'side-pots', 'uncalled-bet')
    >>> quiz_filters(topic="legal-plays").games
    ('manillen-plus',)
    >>> quiz_filters("manila-2", "stud-opener")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.errors.QuizError: the quiz has no 'stud-opener' questions for 2 Card Manila: that topic covers ...
    """
    game_key = None if _unchosen(game) else quiz_game(game)  # type: ignore[arg-type]
    topic_key = None if _unchosen(topic) else quiz_topic(topic)  # type: ignore[arg-type]
    if game_key is not None and topic_key is not None:
        check_covers(topic_key, game_key)
    return QuizFilters(
        game=game_key,
        topic=topic_key,
        games=games_for(topic_key) if topic_key is not None else tuple(QUIZ_GAMES),
        topics=topics_for(game_key) if game_key is not None else tuple(TOPICS),
    )


def _unchosen(value: object) -> bool:
    """``None`` or empty text: no filter chosen (asked of the text itself, never of a reader's object's ``__len__``)."""
    return value is None or (isinstance(value, str) and not str.__str__(value))


def quiz_game(name: str) -> str:
    """The quiz's key for a game: a poker game's key, name or alias, or Manillen Plus.

    >>> quiz_game("hold'em"), quiz_game("Manillen Plus")
    ('texas-holdem', 'manillen-plus')
    >>> quiz_game("baccarat")
    Traceback (most recent call last):
    ...
    engine.errors.QuizError: 'baccarat' is not a game of the quiz; the games are: 2 Card Manila, 3 Card Manila, 3 Card Manila (no sixes), Texas Hold 'Em, Omaha, Omaha 8/B, Omaha 8/B (paired lows), Seven-Card Stud, Seven-Card Stud High/Low Split, Five-Card Stud, Draw Poker, Manillen Plus (method-quiz)
    """
    if isinstance(name, str):
        name = str.__str__(name)  # the text itself, not a subclass's own methods
        if name in QUIZ_GAMES:
            return name
        if name.strip().lower().replace("-", " ") in ("manillen plus", "manillen"):
            return MANILLEN_PLUS
        try:
            return find_game(name).key
        except RulesError:
            pass
    games = ", ".join(QUIZ_GAMES.values())
    raise QuizError.citing(
        f"{excerpt(name)} is not a game of the quiz; the games are: {games}",
        quiz_step(f"The quiz asks about {and_list(QUIZ_GAMES.values())}."),
    )


def quiz_topic(name: str) -> str:
    """The key of a topic, from its key or its name (any case).

    >>> quiz_topic("Raise limits")
    'raise-limits'
    >>> quiz_topic("bluffing")
    Traceback (most recent call last):
    ...
    engine.errors.QuizError: 'bluffing' is not a quiz topic; the topics are: amount-to-call, raise-limits, stud-opener, manila-showdown, straights, burns-and-counts, legal-plays, manillen-score, side-pots, uncalled-bet, pot-limit-all-in, odd-chip (method-quiz)
    """
    if isinstance(name, str):
        wanted = str.__str__(name).strip().lower()
        for topic in TOPICS.values():
            if wanted in (topic.key, topic.name.lower()):
                return topic.key
    raise QuizError.citing(
        f"{excerpt(name)} is not a quiz topic; the topics are: {', '.join(TOPICS)}",
        quiz_step(f"The quiz's topics are {and_list(topic.name.lower() for topic in TOPICS.values())}."),
    )


def check_covers(topic: str, game: str) -> None:
    """Refuse a topic (key) that has no questions for a game (key)."""
    if game not in TOPICS[topic].games:
        covered = ", ".join(QUIZ_GAMES[key] for key in TOPICS[topic].games)
        raise QuizError.citing(
            f"the quiz has no {excerpt(topic)} questions for {QUIZ_GAMES[game]}: that topic covers {covered}; for "
            f"{QUIZ_GAMES[game]} choose {', '.join(TOPICS[key].name for key in topics_for(game))}",
            quiz_step(f"{TOPICS[topic].name} asks about {and_list(QUIZ_GAMES[key] for key in TOPICS[topic].games)}."),
        )
