"""The dealer's quiz: questions the engine sets, marks and explains with its clauses.

Every question comes from one engine call on a seeded situation -- a betting round played
out with :func:`~engine.poker.betting.round.start_round`, up-cards for
:func:`~engine.poker.stud.stud_opener`, a :func:`~engine.poker.showdown.showdown`, hands for
:func:`~engine.poker.rankings.evaluate`, a :func:`~engine.poker.deal.deal`, a Manillen Plus trick for
:func:`~engine.manillen.tricks.legal_plays`, a :func:`~engine.manillen.scoring.deal_score`.
The right choice is the engine's answer; the other choices are plausible mistakes (the
ace-low reading, the raise that doubles, the wrong opener), each checked to be wrong.
A question keeps its seed and the inputs of the engine call, so it can be made again and
its answer recomputed; its ``because`` holds the engine's steps, each citing a clause.

>>> import random
>>> question = make_question(random.Random(7), game="2 Card Manila", topic="raise-limits")
>>> question.topic, question.game, 3 <= len(question.choices) <= 5
('raise-limits', 'manila-2', True)
>>> mark(question, question.answer_index).value
True
>>> make_question(random.Random(7), game="2 Card Manila", topic="stud-opener")
Traceback (most recent call last):
...
engine.errors.QuizError: the quiz has no 'stud-opener' questions for 2 Card Manila: that topic covers Seven-Card Stud, Seven-Card Stud High/Low Split, Five-Card Stud; for 2 Card Manila choose The amount to call, Raise limits, Manila showdowns, Straights, Burns and card counts
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from engine.cards import Card, Rank, Suit
from engine.checks import check_rng
from engine.documents import ids
from engine.documents.registry import DOCUMENTS
from engine.errors import QuizError, RulesError
from engine.explain import ClauseId, Decision, Step
from engine.manillen.deal import call_trump
from engine.manillen.deal import deal as deal_manillen
from engine.manillen.scoring import deal_score, tie_factor
from engine.manillen.table import Side, Table, seats_text, sentence
from engine.manillen.tricks import legal_plays, start_play
from engine.poker.betting.actions import ActionKind
from engine.poker.betting.options import Stakes, Structure, half_pot, manila_limit, no_limit, pot_limit, spread_limit
from engine.poker.betting.round import BettingRound, start_round
from engine.poker.deal import EventKind, deal, default_ante, default_stakes
from engine.poker.games import GAMES, Family, Game, find_game
from engine.poker.procedures import PROCEDURES, OpKind
from engine.poker.rankings import STANDARD, Category, evaluate
from engine.poker.selection import Selection
from engine.poker.showdown import showdown
from engine.poker.stud import stud_opener

__all__ = [
    "plain_verdict",
    "MANILLEN_PLUS",
    "MOST_CHOICES",
    "QUIZ_GAMES",
    "TOPICS",
    "Asked",
    "Question",
    "QuizFilters",
    "Topic",
    "ask",
    "games_for",
    "make_question",
    "mark",
    "question_bank",
    "question_for",
    "quiz_filters",
    "quiz_game",
    "quiz_topic",
    "topics_for",
]




#: The quiz's key for Manillen Plus, which is not a poker game in :data:`engine.poker.games.GAMES`.
MANILLEN_PLUS = "manillen-plus"

#: Every game the quiz asks about: the poker games of the registry, then Manillen Plus.
QUIZ_GAMES: dict[str, str] = {key: game.name for key, game in GAMES.items()} | {MANILLEN_PLUS: DOCUMENTS["mp"].title}


@dataclass(frozen=True, slots=True)
class Topic:
    """One kind of question: its key, its name, what it asks and the games it covers."""

    key: str
    name: str
    asks: str
    games: tuple[str, ...]


def _poker_games(keep: Callable[[Game], bool] = lambda game: True) -> tuple[str, ...]:
    return tuple(key for key, game in GAMES.items() if keep(game))


def _has_burns(game: Game) -> bool:
    return any(op.kind is OpKind.BURN for op in PROCEDURES[game.key])


#: Every topic, in the order the quiz offers them; the games come from the game records.
TOPICS: dict[str, Topic] = {
    topic.key: topic
    for topic in (
        Topic("amount-to-call", "The amount to call", "how much the player to act must put in to call", _poker_games()),
        Topic("raise-limits", "Raise limits", "the least and the most the player to act may raise to", _poker_games()),
        Topic(
            "stud-opener",
            "Who opens in stud",
            "which up-card (or hand showing) opens the betting",
            _poker_games(lambda game: game.opener is not None),
        ),
        Topic(
            "manila-showdown",
            "Manila showdowns",
            "which hand wins a Manila showdown",
            _poker_games(lambda game: game.family is Family.MANILA),
        ),
        Topic("straights", "Straights", "whether five cards make a straight in the game's deck", _poker_games()),
        Topic(
            "burns-and-counts",
            "Burns and card counts",
            "which burn card comes next and how many cards are left in the stub",
            _poker_games(_has_burns),
        ),
        Topic("legal-plays", "Legal plays", "which cards a Manillen Plus player may play to a trick", (MANILLEN_PLUS,)),
        Topic(
            "manillen-score", "Scoring a deal", "what a deal of Manillen Plus scores, and for whom", (MANILLEN_PLUS,)
        ),
    )
}


def topics_for(game: str) -> tuple[str, ...]:
    """The topics that have questions for ``game`` (a key or name).

    >>> topics_for("Manillen Plus")
    ('legal-plays', 'manillen-score')
    """
    key = quiz_game(game)
    return tuple(topic.key for topic in TOPICS.values() if key in topic.games)


def games_for(topic: str) -> tuple[str, ...]:
    """The games ``topic`` (a key or name) has questions for, in the order of :data:`QUIZ_GAMES`.

    >>> games_for("stud-opener")
    ('seven-card-stud', 'seven-card-stud-hilo', 'five-card-stud')
    """
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
    ('amount-to-call', 'raise-limits', 'manila-showdown', 'straights', 'burns-and-counts')
    >>> quiz_filters(topic="legal-plays").games
    ('manillen-plus',)
    >>> quiz_filters("manila-2", "stud-opener")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.errors.QuizError: the quiz has no 'stud-opener' questions for 2 Card Manila: that topic covers ...
    """
    game_key = quiz_game(game) if game else None
    topic_key = quiz_topic(topic) if topic else None
    if game_key is not None and topic_key is not None:
        _check_covers(topic_key, game_key)
    return QuizFilters(
        game=game_key,
        topic=topic_key,
        games=games_for(topic_key) if topic_key is not None else tuple(QUIZ_GAMES),
        topics=topics_for(game_key) if game_key is not None else tuple(TOPICS),
    )


def quiz_game(name: str) -> str:
    """The quiz's key for a game: a poker game's key, name or alias, or Manillen Plus.

    >>> quiz_game("hold'em"), quiz_game("Manillen Plus")
    ('texas-holdem', 'manillen-plus')
    >>> quiz_game("baccarat")
    Traceback (most recent call last):
    ...
    engine.errors.QuizError: 'baccarat' is not a game of the quiz; the games are: 2 Card Manila, 3 Card Manila, 3 Card Manila (no sixes), Texas Hold 'Em, Omaha, Omaha 8/B, Omaha 8/B (paired lows), Seven-Card Stud, Seven-Card Stud High/Low Split, Five-Card Stud, Draw Poker, Manillen Plus
    """
    if isinstance(name, str):
        if name in QUIZ_GAMES:
            return name
        if name.strip().lower().replace("-", " ") in ("manillen plus", "manillen"):
            return MANILLEN_PLUS
        try:
            return find_game(name).key
        except RulesError:
            pass
    games = ", ".join(QUIZ_GAMES.values())
    raise QuizError(f"{name!r} is not a game of the quiz; the games are: {games}")


def quiz_topic(name: str) -> str:
    """The key of a topic, from its key or its name (any case).

    >>> quiz_topic("Raise limits")
    'raise-limits'
    >>> quiz_topic("bluffing")
    Traceback (most recent call last):
    ...
    engine.errors.QuizError: 'bluffing' is not a quiz topic; the topics are: amount-to-call, raise-limits, stud-opener, manila-showdown, straights, burns-and-counts, legal-plays, manillen-score
    """
    if isinstance(name, str):
        wanted = name.strip().lower()
        for topic in TOPICS.values():
            if wanted in (topic.key, topic.name.lower()):
                return topic.key
    raise QuizError(f"{name!r} is not a quiz topic; the topics are: {', '.join(TOPICS)}")


# --- the question -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Reading:
    """One of the book's readings that a question's answer rests on (an interpretation id), and the
    choice the other reading of the sentence gives (``plain``; ``None`` if it is not among the choices)."""

    interpretation: ClauseId
    plain: str | None = None


def _reading_note(readings: Sequence[Reading]) -> str:
    """The sentence a prompt ends with when its answer rests on one of the book's readings."""
    if not readings:
        return ""
    from engine.documents.interpretations import INTERPRETATIONS

    titles = "; ".join(INTERPRETATIONS[reading.interpretation].title for reading in readings)
    return (
        f" (The answer rests on one of the book's readings, where the documents can be read another way: "
        f"{titles}. The explanation says why.)"
    )


@dataclass(frozen=True, slots=True)
class Question:
    """One multiple-choice question, its answer and the engine's reasons for it.

    ``choices`` holds 3 to 5 different texts; ``choices[answer_index]`` is the engine's
    answer and every other choice is a plausible mistake.  ``because`` is the engine's steps
    for the answer, and ``clause`` the clause that decides it.  ``seed`` and ``inputs`` (the
    arguments of the engine call, JSON-ready) let anyone make the question again
    (:func:`question_for`) or recompute its answer with the engine.  ``readings`` are the book's
    readings the answer rests on (the prompt says so), each with the choice the plain reading of
    the sentence would give: :func:`mark` explains why the book reads it otherwise.
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



def mark(question: Question, choice: int) -> Decision[bool]:
    """Mark a choice (its index in ``question.choices``): right or wrong, and why, with the clause.

    >>> import random
    >>> question = make_question(random.Random(3), topic="stud-opener")
    >>> wrong = (question.answer_index + 1) % len(question.choices)
    >>> mark(question, question.answer_index).because[0].text.startswith("Right")
    True
    >>> mark(question, wrong).value
    False
    >>> mark(question, 9)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.errors.QuizError: choice 9 is not one of this question's choices: give 0 to ...
    """
    if not isinstance(question, Question):
        raise QuizError(f"{question!r} is not a quiz question: make one with make_question")
    count = len(question.choices)
    if isinstance(choice, bool) or not isinstance(choice, int) or not 0 <= choice < count:
        listed = "; ".join(f"{index}: {text}" for index, text in enumerate(question.choices))
        raise QuizError(f"choice {choice!r} is not one of this question's choices: give 0 to {count - 1} ({listed})")
    right = choice == question.answer_index
    chosen = question.choices[choice]
    if right:
        return Decision(True, because=(Step(question.clause, f"Right: {question.answer}."), *question.because))
    plain = next((reading for reading in question.readings if reading.plain == chosen), None)
    if plain is not None:
        return Decision(False, because=(plain_verdict(question, plain), *question.because))
    verdict_text = f"Not quite: you chose {chosen}, but the answer is {question.answer}."
    return Decision(False, because=(Step(question.clause, verdict_text), *question.because))


def plain_verdict(question: Question, reading: Reading) -> Step:
    """The verdict on the choice the plain reading of a sentence gives: why the book reads it otherwise,
    citing the reading (what :func:`mark` says, and what the exported bank carries for a page without a kernel)."""
    from engine.documents.interpretations import INTERPRETATIONS

    entry = INTERPRETATIONS[reading.interpretation]
    return Step(
        reading.interpretation,
        f"Not quite, though {reading.plain} is what one reading of the rule gives: {entry.question} The book reads "
        f"it otherwise: {entry.reading} Why: {entry.why} So the answer here is {question.answer}.",
    )


# --- making questions ----------------------------------------------------------------------------

_SEED_RANGE = 2**32

#: The most choices a question offers (it offers 3 or more).
MOST_CHOICES = 5


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
    :param game: a game's key or name (see :data:`QUIZ_GAMES`).
    :param topic: a topic's key or name (see :data:`TOPICS`).
    :raises QuizError: an unknown game or topic, or a topic that does not cover the game.

    >>> first = make_question(random.Random(11))
    >>> first == make_question(random.Random(11))
    True
    >>> make_question(random.Random(11), topic="bluffing")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.errors.QuizError: 'bluffing' is not a quiz topic; the topics are: amount-to-call, ...
    """
    check_rng(rng)
    game_key = quiz_game(game) if game is not None else None
    topic_key = quiz_topic(topic) if topic is not None else None
    if game_key is not None and topic_key is not None:
        _check_covers(topic_key, game_key)
    if topic_key is None:
        topic_key = rng.choice(topics_for(game_key) if game_key is not None else tuple(TOPICS))
    if game_key is None:
        game_key = rng.choice(TOPICS[topic_key].games)
    return question_for(topic_key, game_key, rng.randrange(_SEED_RANGE))


def _check_covers(topic: str, game: str) -> None:
    if game not in TOPICS[topic].games:
        covered = ", ".join(QUIZ_GAMES[key] for key in TOPICS[topic].games)
        raise QuizError(
            f"the quiz has no {topic!r} questions for {QUIZ_GAMES[game]}: that topic covers {covered}; for "
            f"{QUIZ_GAMES[game]} choose {', '.join(TOPICS[key].name for key in topics_for(game))}"
        )


def question_for(topic: str, game: str, seed: int) -> Question:
    """The question of ``topic`` about ``game`` made from ``seed``: the same every time.

    >>> question_for("straights", "manila-2", 5) == question_for("straights", "manila-2", 5)
    True
    """
    topic_key, game_key = quiz_topic(topic), quiz_game(game)
    _check_covers(topic_key, game_key)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < _SEED_RANGE:
        raise QuizError(f"seed {seed!r} is not a question's seed: give a whole number from 0 to {_SEED_RANGE - 1}")
    draft = _GENERATORS[topic_key](random.Random(seed), game_key)
    return Question(
        id=f"{topic_key}:{game_key}:{seed}",
        game=game_key,
        topic=topic_key,
        prompt=draft.prompt + _reading_note(draft.readings),
        choices=draft.choices,
        answer_index=draft.answer_index,
        because=draft.because,
        seed=seed,
        clause=draft.clause,
        inputs=draft.inputs,
        readings=draft.readings,
    )


def question_bank(seed: int, count: int) -> tuple[Question, ...]:
    """``count`` questions from ``seed`` that cover every topic, and every game of each topic
    as the count allows (topics take turns; each topic goes through its games in a shuffled order).

    >>> bank = question_bank(2024, len(TOPICS))
    >>> sorted({question.topic for question in bank}) == sorted(TOPICS)
    True
    >>> question_bank(2024, 3)
    Traceback (most recent call last):
    ...
    engine.errors.QuizError: a bank of 3 questions cannot cover the 8 topics: give a count from 8 to 500
    """
    most = 500
    if isinstance(count, bool) or not isinstance(count, int) or not len(TOPICS) <= count <= most:
        raise QuizError(
            f"a bank of {count!r} questions cannot cover the {len(TOPICS)} topics: give a count from "
            f"{len(TOPICS)} to {most}"
        )
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise QuizError(f"seed {seed!r} is not a seed: give a whole number, e.g. question_bank(2024, 40)")
    rng = random.Random(seed)
    orders = {key: rng.sample(topic.games, len(topic.games)) for key, topic in TOPICS.items()}
    bank: list[Question] = []
    turn = 0
    while len(bank) < count:
        for key in TOPICS:
            if len(bank) == count:
                break
            games = orders[key]
            bank.append(question_for(key, games[turn % len(games)], rng.randrange(_SEED_RANGE)))
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
    engine.errors.QuizError: per_topic 0 is not a number of questions: give 1 to 50
    """
    key = quiz_game(game)
    if isinstance(per_topic, bool) or not isinstance(per_topic, int) or not 1 <= per_topic <= 50:
        raise QuizError(f"per_topic {per_topic!r} is not a number of questions: give 1 to 50")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise QuizError(f"seed {seed!r} is not a seed: give a whole number, e.g. game_bank('Omaha', 2024, 3)")
    rng = random.Random(seed)
    return tuple(
        question_for(topic, key, rng.randrange(_SEED_RANGE)) for _ in range(per_topic) for topic in topics_for(key)
    )


# --- helpers shared by the generators -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Draft:
    prompt: str
    choices: tuple[str, ...]
    answer_index: int
    because: tuple[Step, ...]
    clause: ClauseId
    inputs: dict[str, Any]
    readings: tuple[Reading, ...] = ()


def _plain_reading(interpretation: ClauseId, plain: str, choices: Sequence[str], answer: str) -> tuple[Reading, ...]:
    """The reading the answer rests on, when the other reading gives a different answer (among the choices or not)."""
    if plain == answer:
        return ()
    return (Reading(interpretation, plain if plain in choices else None),)


class _Retry(Exception):
    """This situation makes no good question: draw another."""


def _attempts(rng: random.Random, make: Callable[[random.Random], _Draft], tries: int = 200) -> _Draft:
    for _ in range(tries):
        try:
            return make(rng)
        except _Retry:
            continue
    raise AssertionError("no question found: the generator's situations are too narrow")


def _arrange(
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
        raise _Retry
    wrong = wrong[: rng.randint(2, min(len(wrong), most - 1))]
    choices = [answer, *wrong]
    if order is None:
        rng.shuffle(choices)
    else:
        choices.sort(key=order)
    return tuple(choices), choices.index(answer)


def _symbols(cards: Iterable[Card]) -> str:
    return " ".join(card.symbol for card in cards)


def _notation(cards: Iterable[Card]) -> str:
    return " ".join(card.notation for card in cards)


def _seats_and(seats: Sequence[int]) -> str:
    return seats_text(seats).replace("seats", "Seats").replace("seat", "Seat")


# --- betting: the amount to call, the raise limits ----------------------------------------------

_MANILA_STAKES = (1, 2, 5, 10)
_OTHER_STAKES = (2, 4, 6, 10)  # even, so that the small blind is half the small bet


def _stakes(rng: random.Random, game: Game) -> tuple[Stakes, dict[str, Any]]:
    """The table's stakes: manila limit for the Manila games; for the others the game's fixed limit
    or one of the NZ Gazette's structures (13.5(c)-(e)) with the game's blinds and rounds."""
    if game.family is Family.MANILA:
        stake = rng.choice(_MANILA_STAKES)
        return manila_limit(stake=stake), {"constructor": "manila_limit", "stake": stake}
    stake = rng.choice(_OTHER_STAKES)
    usual = default_stakes(game, stake=stake)
    kind = rng.choice(("default", "default", "pot_limit", "half_pot", "no_limit", "spread_limit"))
    if kind == "default":
        return usual, {"constructor": "default_stakes", "game": game.key, "stake": stake}
    blinds, rounds = list(usual.blind_amounts), usual.round_count
    shape: dict[str, Any] = {"constructor": kind, "minimum": stake, "blinds": blinds, "round_count": rounds}
    if kind == "spread_limit":
        maximum = stake * rng.choice((2, 3, 5))
        stakes = spread_limit(minimum=stake, maximum=maximum, blinds=blinds, round_count=rounds)
        return stakes, {**shape, "maximum": maximum}
    build = {"pot_limit": pot_limit, "half_pot": half_pot, "no_limit": no_limit}[kind]
    return build(minimum=stake, blinds=blinds, round_count=rounds), shape


@dataclass(frozen=True, slots=True)
class _Table:
    """A betting round in progress, the words that describe it, and the inputs that rebuild it."""

    stakes: Stakes
    betting: BettingRound
    story: str
    inputs: dict[str, Any]


@dataclass(frozen=True, slots=True)
class _StudTable:
    """Who deals a stud hand, the up-cards of this round, who opens, and the antes in the pot."""

    dealer: int
    order: tuple[int, ...]
    up_cards: dict[int, tuple[Card, ...]]
    opener: int
    ante: int
    story: str


def _stud_table(rng: random.Random, game: Game, stake: int, players: int, round_number: int) -> _StudTable:
    """A stud round's table: no button and no blinds; the dealer's left gets cards first, the up-cards
    name the opener (``stud_opener``), and in Five-Card Stud everyone has anted (``hr-stud5-ante``)."""
    dealer = rng.randint(1, players)
    order = tuple((dealer + step - 1) % players + 1 for step in range(1, players + 1))
    up_count = min(round_number, len(game.up_positions))  # Seven-Card Stud's last card is dealt face down
    cards = rng.sample(game.deck.cards, players * up_count)
    up = {seat: tuple(cards[index * up_count : (index + 1) * up_count]) for index, seat in enumerate(order)}
    opener = stud_opener(game, up, dealer=dealer).value
    ante = default_ante(game, stake=stake)
    shown = "; ".join(f"seat {seat} {_symbols(up[seat])}" for seat in order)
    if round_number == 1:
        assert game.opener is not None
        word = "lowest" if game.opener.first == "low" else "highest"
        opens = f"Seat {opener} shows the {word} up-card and must place the opening bet: no check and no fold."
    else:
        opens = f"Seat {opener} shows the best hand and opens the betting."
    story = (
        f"Stud has no button: seat {dealer} deals, so seat {order[0]} receives cards first. "
        f"The up-cards: {shown}. {opens}"
    )
    return _StudTable(dealer=dealer, order=order, up_cards=up, opener=opener, ante=ante, story=story)


def _betting_table(rng: random.Random, game: Game) -> _Table:
    stakes, stakes_inputs = _stakes(rng, game)
    stake = stakes.bets[0]
    players = rng.randint(3, min(6, game.max_players))
    seats = list(range(1, players + 1))
    stack = stake * rng.choice((30, 50, 100))
    round_number = rng.randint(1, stakes.round_count)
    pot = 0 if round_number == 1 else stake * rng.randint(players, 4 * players)
    stud = _stud_table(rng, game, stake, players, round_number) if game.family is Family.STUD else None
    if stud is not None:
        seats = list(stud.order)  # turn order from the dealer's left
        pot += stud.ante * players  # every player's ante is in the pot (hr-stud5-ante)
    betting = start_round(
        stakes,
        stacks={seat: stack for seat in seats},
        round_number=round_number,
        pot=pot,
        first_to_act=stud.opener if stud is not None else None,
        must_open=stud is not None and round_number == 1,  # the first round's forced bet (int-stud-opening-bet)
    )
    actions: list[list[Any]] = []
    for _ in range(rng.randint(0, 5)):
        if betting.is_complete:
            break
        legal = betting.legal_actions().value
        weights = {
            ActionKind.CALL: 4,
            ActionKind.CHECK: 3,
            ActionKind.BET: 3,
            ActionKind.RAISE: 3,
            ActionKind.FOLD: 1,
            ActionKind.ALL_IN: 0,
        }
        options = [option for option in legal if weights[option.kind]]
        if not options:
            raise _Retry
        choice = rng.choices(options, weights=[weights[option.kind] for option in options])[0]
        to: int | None = None
        if choice.kind in (ActionKind.BET, ActionKind.RAISE):
            to = choice.min_to
            if choice.max_to > choice.min_to and rng.random() < 0.4:
                steps = range(choice.min_to, min(choice.max_to, choice.min_to + 6 * stake) + 1, stake)
                to = rng.choice(list(steps))
        betting = betting.apply(choice.action(to))
        actions.append([choice.kind.value, to])
    if betting.is_complete:
        raise _Retry
    money = stakes.money
    where = f"betting round {round_number} of {stakes.round_count}"
    lines = [f"{game.name}, {stakes.name}, {where}."]
    if stud is not None:  # no button: the dealer, the up-cards and the opener
        lines.append(stud.story)
        lines.append(
            f"Seats 1 to {players} are in the hand; each had {money(stack)} in front of them when the round began."
        )
        antes = stud.ante * players
        if antes and round_number == 1:
            lines.append(f"Every player has anted {money(stud.ante)}, so the pot holds {money(antes)}.")
        elif antes:
            lines.append(f"The pot held {money(pot)} from the antes ({money(antes)}) and the earlier rounds.")
        elif pot:
            lines.append(f"The pot held {money(pot)} from the earlier rounds.")
    else:
        lines.append(
            f"Seats 1 to {players} are in the hand, in turn order from the button's left (seat {players} has the "
            f"button); each had {money(stack)} in front of them when the round began."
        )
        if pot:
            lines.append(f"The pot held {money(pot)} from the earlier rounds.")
    for index, blind in enumerate(stakes.blinds if round_number == 1 else ()):
        lines.append(f"Seat {seats[index]} posts {blind.name} of {money(blind.amount)}.")
    lines.extend(sentence(record.text) + "." for record in betting.history)
    inputs: dict[str, Any] = {
        "stakes": stakes_inputs,
        "stacks": {str(seat): stack for seat in seats},
        "round_number": round_number,
        "pot": pot,
        "actions": actions,
    }
    if stud is not None:
        inputs |= {
            "dealer": stud.dealer,
            "up_cards": {str(seat): _notation(stud.up_cards[seat]) for seat in stud.order},
            "first_to_act": stud.opener,
            "must_open": round_number == 1,
            "ante": stud.ante,
        }
    return _Table(stakes=stakes, betting=betting, story=" ".join(lines), inputs=inputs)


def _amount_to_call(rng: random.Random, game_key: str) -> _Draft:
    game = GAMES[game_key]

    def make(rng: random.Random) -> _Draft:
        table = _betting_table(rng, game)
        betting, stakes = table.betting, table.stakes
        options = betting.options().value
        if options.amount_to_call == 0 or options.call_is_all_in:
            raise _Retry
        seat = betting.to_act
        player = betting.player(seat) if seat is not None else None
        assert player is not None
        money = stakes.money
        bet, last = betting.current_bet, betting.last_raise
        mistakes = [
            bet,  # forgetting what the player has already put in (a blind, an earlier call)
            options.amount_to_call + last,  # adding a raise to the call
            last,  # the size of the last raise, not what it leaves to call
            bet + stakes.bets[betting.round_number - 1],
            options.amount_to_call + player.put_in + stakes.bets[0],
            2 * options.amount_to_call,
        ]
        answer = money(options.amount_to_call)
        choices, index = _arrange(rng, answer, (money(amount) for amount in mistakes if amount > 0))
        prompt = f"{table.story} Seat {seat} is to act. How much must seat {seat} put in to call?"
        return _Draft(
            prompt=prompt,
            choices=choices,
            answer_index=index,
            because=options.call_because,
            clause=options.call_because[0].clause,
            inputs={**table.inputs, "ask": "call"},
        )

    return _attempts(rng, make)


def _raise_limits(rng: random.Random, game_key: str) -> _Draft:
    game = GAMES[game_key]

    def make(rng: random.Random) -> _Draft:
        table = _betting_table(rng, game)
        betting, stakes = table.betting, table.stakes
        options = betting.options().value
        if not options.can_raise or options.is_bet or options.min_raise_to is None or options.max_raise_to is None:
            raise _Retry
        low, high = options.min_raise_to, options.max_raise_to
        seat = betting.to_act
        money = stakes.money
        bet, last, pot = betting.current_bet, betting.last_raise, betting.pot
        round_bet = stakes.bets[betting.round_number - 1]
        to_call = options.amount_to_call
        common = [2 * bet, bet + round_bet, bet + last, bet + stakes.bets[0], low + round_bet]
        if low == high:
            ask, answer = "fixed", low
            question = f"Seat {seat} wants to raise. To what total may seat {seat} raise (its whole bet this round)?"
            mistakes = common + [bet + 2 * round_bet, high + last]
        elif stakes.structure is Structure.NO_LIMIT or rng.random() < 0.5:  # no limit: the most is all in
            ask, answer = "min", low
            question = f"Seat {seat} wants to raise. What is the least seat {seat} may raise to?"
            mistakes = common + [bet + 1, high]
        else:
            ask, answer = "max", high
            question = f"Seat {seat} wants to raise. What is the most seat {seat} may raise to?"
            mistakes = [
                bet + pot,  # the pot, forgetting to count the call in it
                pot + to_call,  # the raise's size, not the total it raises to
                2 * bet,
                bet + pot + to_call,  # the whole pot, where the limit is half of it
                bet + (pot + to_call + 1) // 2,  # half the pot rounded up
                bet + stakes.maximum,
                low,
            ]
        choices, index = _arrange(rng, money(answer), (money(amount) for amount in mistakes if amount > bet))
        clause = {"min": options.min_clause, "max": options.max_clause, "fixed": options.min_clause}[ask]
        assert clause is not None  # the question asks about a raise the player may make
        readings: tuple[Reading, ...] = ()
        if stakes.is_manila and betting.round_number > 1 and ask == "fixed":
            # "the raise is only double" read as doubling the bet each time
            readings = _plain_reading(ids.INT_MANILA_RAISE_SIZE, money(2 * bet), choices, money(answer))
        return _Draft(
            prompt=f"{table.story} {question}",
            choices=choices,
            answer_index=index,
            because=options.raise_because,
            clause=clause,
            inputs={**table.inputs, "ask": ask},
            readings=readings,
        )

    return _attempts(rng, make)


# --- stud: who opens -------------------------------------------------------------------------


def _value(card: Card, ace_low: bool = False) -> int:
    return 1 if ace_low and card.rank is Rank.ACE else card.rank.value_high


def _stud_opener(rng: random.Random, game_key: str) -> _Draft:
    game = GAMES[game_key]
    opener = game.opener
    assert opener is not None

    def make(rng: random.Random) -> _Draft:
        players = rng.randint(3, min(7, game.max_players))
        seats = list(range(1, players + 1))
        dealer = rng.choice(seats)
        order = [(dealer + step - 1) % players + 1 for step in range(1, players + 1)]
        up_count = rng.choice((1, 1, 1, 2, 2, 3, len(game.up_positions)))
        cards = rng.sample(game.deck.cards, players * up_count)
        if up_count == 1 and rng.random() < 0.3:  # a tie on the deciding rank: suits settle it
            low = opener.first == "low"
            pick = min if low else max
            target = pick(cards, key=lambda card: card.rank.value_high)
            others = [card for card in game.deck.cards if card.rank is target.rank and card not in cards]
            cards[rng.randrange(len(cards))] = rng.choice(others) if others else cards[0]
        up = {seat: tuple(cards[index * up_count : (index + 1) * up_count]) for index, seat in enumerate(order)}
        if len({card for hand in up.values() for card in hand}) != players * up_count:
            raise _Retry
        decision = stud_opener(game, up, dealer=dealer)
        answer = decision.value
        mistakes: list[int] = []
        plain: list[tuple[ClauseId, int]] = []  # the other readings of the sentences, and the seat each names
        if up_count == 1:
            low = opener.first == "low"
            first = {seat: hand[0] for seat, hand in up.items()}
            by_position = stud_opener(game, up, dealer=dealer, opener_ties="position").value  # ties by seat
            mistakes.append(by_position)
            plain.append((ids.INT_STUD_OPENER_TIES, by_position))
            if any(card.rank is Rank.ACE for card in first.values()):
                right_way = min if low else max
                ace_low = right_way(order, key=lambda seat: _value(first[seat], ace_low=True))
                mistakes.append(ace_low)  # ace low
                plain.append((ids.INT_STUD_ACE_OPENER, ace_low))
            wrong_way = max if low else min
            mistakes.append(wrong_way(order, key=lambda seat: _value(first[seat])))  # the other end
        else:
            mistakes.append(max(order, key=lambda seat: max(_value(card) for card in up[seat])))  # high card
            mistakes.append(min(order, key=lambda seat: min(_value(card) for card in up[seat])))  # low card
            mistakes.append(max(order, key=lambda seat: _value(up[seat][-1])))  # the newest card
        mistakes.append(order[0])  # the first player to the dealer's left, as in a flop game
        mistakes.extend(rng.sample(seats, len(seats)))
        choices, index = _arrange(
            rng,
            f"Seat {answer}",
            (f"Seat {seat}" for seat in mistakes),
            order=lambda text: int(text.split()[1]),
        )
        readings = tuple(
            reading
            for interpretation, seat in plain
            for reading in _plain_reading(interpretation, f"Seat {seat}", choices, f"Seat {answer}")
        )
        shown = "; ".join(f"seat {seat} {_symbols(up[seat])}" for seat in order)
        which = (
            "the first betting round: each player shows one up-card"
            if up_count == 1
            else f"betting round {up_count}: each player shows {up_count} up-cards"
        )
        prompt = (
            f"{game.name}, {players} players; seat {dealer} deals, so seat {order[0]} receives cards first. It is "
            f"{which} ({shown}). Who opens the betting?"
        )
        return _Draft(
            prompt=prompt,
            choices=choices,
            answer_index=index,
            because=decision.because,
            clause=decision.because[-1].clause,
            inputs={"up_cards": {str(seat): _notation(up[seat]) for seat in order}, "dealer": dealer},
            readings=readings,
        )

    return _attempts(rng, make)


# --- the Manila showdown --------------------------------------------------------------------------


def _winners_text(seats: Sequence[int]) -> str:
    if len(seats) == 1:
        return f"Seat {seats[0]} wins"
    return f"{_seats_and(sorted(seats))} split the pot"


def _manila_showdown(rng: random.Random, game_key: str) -> _Draft:
    game = GAMES[game_key]
    standard = replace(game, ranking=STANDARD)
    any_cards = replace(
        game,
        selection=Selection(tuple(range(game.hole_count + 1)), game.selection.clause, "any five cards play"),
    )
    want_trap = rng.random() < 0.75

    def make(rng: random.Random) -> _Draft:
        players = rng.randint(2, 4)
        seats = list(range(1, players + 1))
        cards = rng.sample(game.deck.cards, game.board_count + players * game.hole_count)
        board = tuple(cards[: game.board_count])
        holes = {
            seat: tuple(cards[game.board_count + index * game.hole_count :][: game.hole_count])
            for index, seat in enumerate(seats)
        }
        pot = game.deck.size
        result = showdown(game, holes, board, pot=pot, button=players)
        readings = [showdown(other, holes, board, pot=pot, button=players) for other in (standard, any_cards)]
        traps = [reading for reading in readings if set(reading.high_winners) != set(result.high_winners)]
        if want_trap and not traps:
            raise _Retry
        answer = _winners_text(result.high_winners)
        split = [tuple(reading.high_winners) for reading in traps if len(reading.high_winners) > 1]
        split.append(tuple(sorted({*result.high_winners, *(r.high_winners[0] for r in traps)})))
        split.append(tuple(seats))
        split_text = next(
            (_winners_text(group) for group in split if len(group) > 1 and _winners_text(group) != answer), None
        )
        texts = [_winners_text((seat,)) for seat in seats]
        if len(result.high_winners) > 1:
            texts.append(answer)
        elif split_text is not None:
            texts.append(split_text)
        mistakes = [text for text in texts if text != answer]
        if len(mistakes) < 2:
            raise _Retry
        choices = tuple(texts)
        explained = list(result.because)
        for reading in traps:
            for seat in reading.high_winners:
                if seat not in result.high_winners:
                    # the seat a mistaken reading makes win: how its hand is chosen, and what it is
                    explained.extend(step for step in result.hands[seat].because[:-1] if step not in explained)
        swap = game.ranking.swap_clause
        clause = swap if swap is not None and any(step.clause == swap for step in explained) else game.showdown_clause
        hands = "; ".join(f"seat {seat} {_symbols(holes[seat])}" for seat in seats)
        prompt = f"{game.name} showdown. The board: {_symbols(board)}. The hole cards: {hands}. Who wins the pot?"
        return _Draft(
            prompt=prompt,
            choices=choices,
            answer_index=choices.index(answer),
            because=tuple(explained),
            clause=clause,
            inputs={
                "hands": {str(seat): _notation(holes[seat]) for seat in seats},
                "board": _notation(board),
                "pot": pot,
                "button": players,
            },
        )

    return _attempts(rng, make, tries=400 if want_trap else 50)


# --- straights ------------------------------------------------------------------------------------


def _runs(game: Game) -> tuple[list[tuple[Rank, ...]], list[tuple[Rank, ...]]]:
    """Five-rank sets worth asking about: real runs of the deck, and the runs people mistake for straights."""
    ranks = game.deck.ranks
    runs = [ranks[start : start + 5] for start in range(len(ranks) - 4)]
    lookalikes: list[tuple[Rank, ...]] = [
        (Rank.ACE, *ranks[:4]),  # the ace played low, below the deck's lowest rank
        (*ranks[-2:], *ranks[:3]),  # round the corner: K-A-2-3-4
    ]
    if {Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN} <= set(ranks):
        lookalikes.append((Rank.ACE, Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN))  # the short deck's ace-low run
    for start in range(len(ranks) - 5):
        window = ranks[start : start + 6]
        for gap in range(1, 5):
            lookalikes.append(window[:gap] + window[gap + 1 :])  # one rank missing in the middle
    return runs, lookalikes


def _suited(rng: random.Random, ranks: Sequence[Rank]) -> tuple[Card, ...]:
    suits = [rng.choice(tuple(Suit)) for _ in ranks]
    if len(set(suits)) == 1:
        suits[rng.randrange(len(suits))] = rng.choice([suit for suit in Suit if suit is not suits[0]])
    cards = [Card(rank, suit) for rank, suit in zip(ranks, suits, strict=True)]
    return tuple(sorted(cards, key=lambda card: card.rank.value_high, reverse=True))


def _straights(rng: random.Random, game_key: str) -> _Draft:
    game = GAMES[game_key]
    ranking, deck = game.ranking, game.deck

    def make(rng: random.Random) -> _Draft:
        runs, lookalikes = _runs(game)
        pool = {frozenset(ranks): ranks for ranks in runs + lookalikes}
        hands = [evaluate(_suited(rng, ranks), ranking, deck) for ranks in pool.values()]
        straight = [hand for hand in hands if hand.category is Category.STRAIGHT]
        other = [hand for hand in hands if hand.category not in (Category.STRAIGHT, Category.STRAIGHT_FLUSH)]
        tricky = [hand for hand in hands if Rank.ACE in {card.rank for card in hand.cards}]
        rng.shuffle(straight)
        rng.shuffle(other)
        other.sort(key=lambda hand: hand not in tricky)  # the ace-low and round-the-corner look-alikes first
        is_straight = rng.random() < 0.6 or len(straight) < 3
        extra = rng.randint(2, 3)
        if is_straight:
            answer, wrong = straight[0], rng.sample(other[: extra + 2], extra)
        else:
            answer, wrong = other[0], straight[:extra]
        hands_shown = [answer, *wrong]
        rng.shuffle(hands_shown)
        choices = tuple(_symbols(hand.cards) for hand in hands_shown)
        index = hands_shown.index(answer)
        steps = list(answer.because)
        for hand in hands_shown:
            if hand is not answer:
                steps.extend(step for step in hand.because[:-1] if step not in steps)
        aces = {ranking.ace_clause, ranking.ace_example_clause, ranking.ace_not_low_clause, ranking.broadway_clause}
        clause = next((step.clause for step in steps if step.clause in aces - {ranking.order_clause}), None)
        asked = "is a straight" if is_straight else "is not a straight"
        prompt = (
            f"{game.name} uses the {deck.name} deck: {deck.size} cards, {deck.description}. "
            f"Which of these hands {asked}?"
        )
        return _Draft(
            prompt=prompt,
            choices=choices,
            answer_index=index,
            because=tuple(steps),
            clause=clause or ranking.order_clause,
            inputs={
                "ask": "straight" if is_straight else "not-straight",
                "hands": [_notation(h.cards) for h in hands_shown],
            },
        )

    return _attempts(rng, make)


# --- the deal: burns and counts ---------------------------------------------------------------------


def _burn_text(number: int, stub: int) -> str:
    return f"Burn card {number}; {stub} left in the stub"


def _burns_and_counts(rng: random.Random, game_key: str) -> _Draft:
    game = GAMES[game_key]

    def make(rng: random.Random) -> _Draft:
        players = rng.randint(2, min(game.max_players, 7))
        button = rng.randint(1, players)
        deal_seed = rng.randrange(_SEED_RANGE)
        hand = deal(game, players=players, button=button, rng=random.Random(deal_seed))
        burns = [event for event in hand.events if event.kind is EventKind.BURN]
        event = rng.choice(burns)
        before, after = hand.events[event.index - 1].counts, event.counts
        number, stub = after.burned, after.stub
        size = game.deck.size
        other_size = {32: 36, 36: 32}.get(size)
        wrong = [
            (number, stub + 1),  # the burn not taken from the stub
            (number + 1, stub - 1),  # a burn too many before this one
            (number - 1, stub + 1),  # a burn too few
            (number, stub - 1),  # the next card taken too
            (number + 1, stub),
        ]
        if other_size is not None:
            wrong.insert(1, (number, stub + other_size - size))  # the other Manila deck's size
        mistakes = [_burn_text(n, left) for n, left in wrong if n >= 1 and left >= 0]
        choices, index = _arrange(rng, _burn_text(number, stub), mistakes)
        shown = f"{before.dealt} cards have been dealt to the players"
        shown += f" and {before.board} are face up on the board" if before.board else ""
        if game.family is Family.STUD:  # no button in stud: the dealer's position says where the cards start
            seated = f"stud has no button: seat {button} deals, so seat {hand.order[0]} receives cards first"
        else:
            seated = f"seat {button} has the button"
        prompt = (
            f"{game.name}, {players} players; {seated}. So far {shown}. The betting round is "
            "over and the dealer burns a card. Which burn card of the hand is this, and how many cards are left "
            "in the stub after it?"
        )
        steps: list[Step] = []
        for earlier in burns:
            if earlier.index <= event.index:
                steps.append(
                    Step(earlier.because[0].clause, f"Burn card {earlier.counts.burned}: {earlier.because[0].text}")
                )
        steps.extend(event.because[1:])
        used = after.dealt + after.burned + after.board + after.mucked
        parts = f"{after.dealt} dealt to the players + {after.burned} burned + {after.board} on the board"
        if after.mucked:
            parts += f" + {after.mucked} mucked"
        steps.append(game.deck.step())
        steps.append(
            Step(
                ids.METHOD_CARD_COUNT,
                f"{parts} = {used}, leaving {size} \u2212 {used} = {stub} in the stub.",
            )
        )
        return _Draft(
            prompt=prompt,
            choices=choices,
            answer_index=index,
            because=tuple(steps),
            clause=event.because[0].clause,
            inputs={"players": players, "button": button, "deal_seed": deal_seed, "burn_number": number},
        )

    return _attempts(rng, make)


# --- Manillen Plus: legal plays, the score -----------------------------------------------------------


def _sides_text(table: Table, dealer: int) -> str:
    theirs = seats_text(table.side_seats(Side.OPPONENTS, dealer))
    if table is Table.THREE:
        return f"seat {dealer} deals and plays alone against {theirs}"
    return f"seat {dealer} deals; {seats_text(table.dealer_side(dealer))} play against {theirs}"


def _call_text(trump: Suit | None) -> str:
    return "no trumps" if trump is None else f"{trump.word} trumps"


def _legal_plays(rng: random.Random, game_key: str) -> _Draft:
    def make(rng: random.Random) -> _Draft:
        count = rng.choice((3, 6))
        table = Table(count)
        dealer = rng.choice(table.seats)
        dealt = deal_manillen(count, dealer, rng, cut=rng.choice([None, *range(1, 32)]))
        trump = rng.choice([*Suit, None])
        state = start_play(dealt, call_trump(trump, player_count=count, dealer=dealer))
        for _ in range(rng.randrange(count * (table.trick_count - 1))):
            state = state.play(rng.choice(state.legal_plays().allowed))
        if not state.trick:
            raise _Retry
        legal = state.legal_plays()
        hand, allowed = legal.hand, set(legal.allowed)
        led = state.trick[0].suit
        mistakes = [
            set(hand),  # any card: no duty to follow
            {card for card in hand if card.suit is led},  # follow suit, but no duty to beat
            {card for card in hand if trump is not None and card.suit is trump},  # only trumps
            set(
                legal_plays(
                    hand,
                    state.trick,
                    trump=trump,
                    dealer=dealer,
                    leader=state.leader,
                    player_count=count,
                    undertrump="allowed",
                ).allowed
            ),
            {max(hand, key=lambda card: (card.suit is led, card.suit is trump, card.rank.value_high))},
        ]
        ordered = {card: index for index, card in enumerate(hand)}

        def text(cards: set[Card]) -> str:
            return _symbols(sorted(cards, key=ordered.__getitem__))

        choices, index = _arrange(rng, text(allowed), (text(cards) for cards in mistakes if cards))
        seats = table.clockwise_from(state.leader)
        played = ", ".join(f"seat {seat} {card.symbol}" for seat, card in zip(seats, state.trick, strict=False))
        seat = legal.seat
        prompt = (
            f"Manillen Plus, {count} players: {_sides_text(table, dealer)}. Seat {dealer} called {_call_text(trump)}. "
            f"Trick {len(state.tricks) + 1} so far: {played} (seat {state.leader} led). Seat {seat} holds "
            f"{_symbols(hand)}. Which cards may seat {seat} play?"
        )
        forbidden = [legal.reasons[card] for card in hand if card not in allowed]
        clause = (forbidden[0] if forbidden else legal.reasons[hand[0]]).clause
        return _Draft(
            prompt=prompt,
            choices=choices,
            answer_index=index,
            because=legal.because,
            clause=clause,
            inputs={
                "player_count": count,
                "dealer": dealer,
                "trump": None if trump is None else trump.word,
                "leader": state.leader,
                "trick": _notation(state.trick),
                "hand": _notation(hand),
            },
        )

    return _attempts(rng, make)


def _award_text(table: Table, seats: Sequence[int], amount: int) -> str:
    if len(seats) == 1:
        return f"Seat {seats[0]} scores {amount}"
    if table is Table.THREE:
        return f"{_seats_and(seats)} each score {amount}"
    return f"{_seats_and(seats)} score {amount} as a team"


def _tie_text(factor: int) -> str:
    return f"No one scores, and the next deal counts \u00d7 {factor}"


def _manillen_score(rng: random.Random, game_key: str) -> _Draft:
    def make(rng: random.Random) -> _Draft:
        plain = ""
        count = rng.choice((3, 6))
        table = Table(count)
        dealer = rng.choice(table.seats)
        trump = rng.choice([*Suit, None])
        go_along = rng.choice(table.side_seats(Side.OPPONENTS, dealer)) if rng.random() < 0.35 else None
        go_against = rng.choice(table.dealer_side(dealer)) if go_along is not None and rng.random() < 0.4 else None
        contract = call_trump(trump, player_count=count, dealer=dealer, go_along=go_along, go_against=go_against)
        dealer_points = 30 if rng.random() < 0.1 else rng.choice([p for p in range(8, 53) if p != 30])
        ties_before = rng.choice((0, 0, 0, 1))
        result = deal_score(contract, dealer_points, ties_before=ties_before)
        winners = [team for team, amount in result.awards.items() if amount]
        if not winners:
            factor = tie_factor(result.ties_after)
            answer = _tie_text(factor)
            mistakes = [_tie_text(1), _tie_text(2 * factor), "Both sides score 30"]
        else:
            seats = tuple(seat for team in winners for seat in team)
            score, base = result.score, result.base
            side = table.side_seats(result.winner.other if result.winner else Side.DEALER, dealer)
            answer = _award_text(table, seats, score)
            mistakes = [
                _award_text(table, seats, base),  # forgetting the doublings
                _award_text(table, seats, 2 * score),  # one doubling too many
                _award_text(table, seats, score // 2) if result.multiplier > 1 else _award_text(table, side, score),
                _award_text(table, side, score),  # the wrong side
            ]
            if table is Table.THREE and result.winner is Side.OPPONENTS:
                thirty = deal_score(contract, dealer_points, ties_before=ties_before, three_player_score="thirty")
                plain = _award_text(table, seats, thirty.score)  # the general rule's "difference ... and 30"
                mistakes.insert(0, plain)
        choices, index = _arrange(rng, answer, mistakes)
        readings = _plain_reading(ids.INT_MP_THREE_PLAYER_SCORE, plain, choices, answer) if plain else ()
        said = []
        if go_along is not None:
            said.append(f"seat {go_along} says \u201cI go along\u201d")
        if go_against is not None:
            said.append(f"seat {go_against} answers \u201cI go against\u201d")
        doubling = f" Then {' and '.join(said)}." if said else ""
        tie = " The deal before this one ended 30-30." if ties_before else ""
        prompt = (
            f"Manillen Plus, {count} players: {_sides_text(table, dealer)}. Seat {dealer} calls {_call_text(trump)}."
            f"{doubling}{tie} The dealer's side ends the deal with {dealer_points} of the 60 points (its tricks "
            "and the undealt cards together). Who scores, and how much?"
        )
        clause = next(step.clause for step in result.because if step.clause != ids.MP_TALLY)
        return _Draft(
            prompt=prompt,
            choices=choices,
            answer_index=index,
            because=result.because,
            clause=clause,
            readings=readings,
            inputs={
                "player_count": count,
                "dealer": dealer,
                "trump": None if trump is None else trump.word,
                "go_along": go_along,
                "go_against": go_against,
                "dealer_points": dealer_points,
                "ties_before": ties_before,
            },
        )

    return _attempts(rng, make)


_GENERATORS: dict[str, Callable[[random.Random, str], _Draft]] = {
    "amount-to-call": _amount_to_call,
    "raise-limits": _raise_limits,
    "stud-opener": _stud_opener,
    "manila-showdown": _manila_showdown,
    "straights": _straights,
    "burns-and-counts": _burns_and_counts,
    "legal-plays": _legal_plays,
    "manillen-score": _manillen_score,
}
assert set(_GENERATORS) == set(TOPICS)
