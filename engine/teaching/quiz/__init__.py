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
How the quiz sets its questions is the book's ``method-quiz``, which its refusals cite.

The package, one module per concern:

* :mod:`~engine.teaching.quiz.drafts` -- what every topic shares: a topic and its draft question,
  retries, the choices, the readings;
* one module per topic: :mod:`~engine.teaching.quiz.amount_to_call`,
  :mod:`~engine.teaching.quiz.raise_limits` (both on :mod:`~engine.teaching.quiz.betting_table`),
  :mod:`~engine.teaching.quiz.stud_opener`, :mod:`~engine.teaching.quiz.manila_showdown`,
  :mod:`~engine.teaching.quiz.straights`, :mod:`~engine.teaching.quiz.burns_and_counts`,
  :mod:`~engine.teaching.quiz.legal_plays`, :mod:`~engine.teaching.quiz.manillen_score`,
  :mod:`~engine.teaching.quiz.side_pots` and :mod:`~engine.teaching.quiz.uncalled_bet` (both on
  :mod:`~engine.teaching.quiz.all_in_table`), :mod:`~engine.teaching.quiz.pot_limit_all_in`,
  :mod:`~engine.teaching.quiz.odd_chip`;
* :mod:`~engine.teaching.quiz.catalogue` -- the games and topics, and the filters between them;
* :mod:`~engine.teaching.quiz.question` -- a question, and the marking of a choice;
* :mod:`~engine.teaching.quiz.making` -- a question from a seed or a generator, and banks of them.

>>> import random
>>> question = make_question(random.Random(7), game="2 Card Manila", topic="raise-limits")
>>> question.topic, question.game, 3 <= len(question.choices) <= 5
('raise-limits', 'manila-2', True)
>>> mark(question, question.answer_index).value
True
>>> make_question(random.Random(7), game="2 Card Manila", topic="stud-opener")
Traceback (most recent call last):
...
engine.errors.QuizError: the quiz has no 'stud-opener' questions for 2 Card Manila: that topic covers Seven-Card Stud, Seven-Card Stud High/Low Split, Five-Card Stud; for 2 Card Manila choose The amount to call, Raise limits, Manila showdowns, Straights, Burns and card counts, Side pots, The uncalled bet (method-quiz)
"""

from engine.errors import QuizError
from engine.teaching.quiz.catalogue import (
    QUIZ_GAMES,
    TOPICS,
    QuizFilters,
    games_for,
    quiz_filters,
    quiz_game,
    quiz_step,
    quiz_topic,
    topics_for,
)
from engine.teaching.quiz.drafts import MANILLEN_PLUS, Reading, Topic
from engine.teaching.quiz.making import Asked, ask, game_bank, make_question, question_bank, question_for
from engine.teaching.quiz.question import MOST_CHOICES, Question, mark

__all__ = [
    "MANILLEN_PLUS",
    "MOST_CHOICES",
    "QUIZ_GAMES",
    "TOPICS",
    "Asked",
    "Question",
    "QuizError",
    "QuizFilters",
    "Reading",
    "Topic",
    "ask",
    "game_bank",
    "games_for",
    "make_question",
    "mark",
    "question_bank",
    "question_for",
    "quiz_filters",
    "quiz_game",
    "quiz_step",
    "quiz_topic",
    "topics_for",
]
