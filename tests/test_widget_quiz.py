"""The live quiz widget, driven headless: set the filters' values, click the buttons, read the panes.

And the static bank's object: it draws itself as HTML only, so the book shows the working quiz.
"""

from __future__ import annotations

import html
import re

import ipywidgets as w
import pytest
from IPython.core.formatters import DisplayFormatter
from refusals import names, refusal_shown

from engine.documents import ids
from engine.documents.registry import citation
from engine.errors import QuizError
from engine.teaching.quiz import QUIZ_GAMES, TOPICS, question_bank
from engine.teaching.quiz.catalogue import quiz_step
from widgets.quiz import Quiz, StaticQuiz
from widgets.render.html import clause_url


def _wrong_index(quiz: Quiz) -> int:
    assert quiz.question is not None
    return (quiz.question.answer_index + 1) % len(quiz.question.choices)


def test_the_filters_offer_every_game_and_topic_of_the_engine() -> None:
    quiz = Quiz(seed=1)
    assert [value for _, value in quiz.game.options][1:] == list(QUIZ_GAMES)
    assert [value for _, value in quiz.topic.options][1:] == list(TOPICS)
    assert quiz.game.description == "Game" and quiz.topic.description == "Topic"


def test_setting_the_filters_asks_a_question_of_that_game_and_topic() -> None:
    quiz = Quiz(seed=2)
    quiz.topic.value = "stud-opener"
    quiz.game.value = "five-card-stud"
    assert quiz.question is not None
    assert (quiz.question.topic, quiz.question.game) == ("stud-opener", "five-card-stud")
    assert "Five-Card Stud" in quiz.prompt.value and "Who opens the betting?" in quiz.prompt.value


def test_each_choice_is_a_real_button_with_the_choice_as_its_text() -> None:
    quiz = Quiz(seed=3, topic="raise-limits")
    assert quiz.question is not None
    assert list(quiz.choices.children) == quiz.choice_buttons  # the fixed set; those not needed are hidden
    assert quiz.buttons == quiz.choice_buttons[: len(quiz.question.choices)]
    assert all(isinstance(button, w.Button) for button in quiz.buttons)
    assert [button.description for button in quiz.buttons] == list(quiz.question.choices)
    assert [button.tooltip for button in quiz.buttons] == list(quiz.question.choices)


def test_a_right_answer_is_marked_right_with_the_explanation_and_clause() -> None:
    quiz = Quiz(seed=4, game="2 Card Manila", topic="amount-to-call")
    question = quiz.question
    assert question is not None
    quiz.buttons[question.answer_index].click()
    feedback = quiz.feedback.value
    assert "\u2713 Right" in feedback and 'role="alert"' in feedback
    assert question.because[0].text.split(":")[0] in feedback  # the engine's steps
    assert f'href="{clause_url(question.clause)}"' in feedback
    assert citation(question.clause).label in feedback
    assert "1 right out of 1 answered" in quiz.score.value
    assert quiz.buttons[question.answer_index].description.startswith("\u2713 ")
    assert quiz.buttons[question.answer_index].style.button_color == "#1b5e20"  # white text on it: 7.87:1


def test_a_wrong_answer_is_marked_wrong_and_names_the_right_one() -> None:
    quiz = Quiz(seed=5, topic="manillen-score")
    question = quiz.question
    assert question is not None
    wrong = _wrong_index(quiz)
    quiz.buttons[wrong].click()
    feedback = quiz.feedback.value
    assert "\u2717 Not quite" in feedback
    headline = html.unescape(re.search(r"<strong>(.*?)</strong>", feedback).group(1))
    assert names(headline, question.choices[question.answer_index])  # the verdict names the right answer
    assert "manillen-plus.html#" in feedback  # a clause of the Manillen Plus rules, linked
    assert "0 right out of 1 answered" in quiz.score.value
    assert quiz.buttons[wrong].description.endswith("your answer")  # in words, not only in colour
    assert quiz.buttons[question.answer_index].description.endswith("the answer")


def test_only_the_first_answer_to_a_question_is_scored() -> None:
    quiz = Quiz(seed=6)
    quiz.buttons[_wrong_index(quiz)].click()
    assert quiz.question is not None
    quiz.buttons[quiz.question.answer_index].click()
    assert "\u2713 Right" in quiz.feedback.value and "only the first answer" in quiz.feedback.value
    assert (quiz.right_count, quiz.answered_count) == (0, 1)
    assert "0 right out of 1 answered" in quiz.score.value


def test_next_question_asks_another_and_the_score_runs_on() -> None:
    quiz = Quiz(seed=7, topic="straights")
    first = quiz.question
    assert first is not None
    quiz.buttons[first.answer_index].click()
    prompt = quiz.prompt.value
    quiz.next_button.click()
    assert quiz.question is not None and quiz.question != first
    assert quiz.prompt.value != prompt and "Question 2" in quiz.prompt.value
    assert quiz.feedback.value == ""
    assert [button.description for button in quiz.buttons] == list(quiz.question.choices)
    quiz.buttons[_wrong_index(quiz)].click()
    assert "1 right out of 2 answered" in quiz.score.value


def test_a_seed_repeats_the_quiz_and_no_seed_draws_a_fresh_one() -> None:
    assert Quiz(seed=8).question == Quiz(seed=8).question
    first, second = Quiz(), Quiz()
    assert isinstance(first.seed, int) and first.seed != second.seed


def offered(dropdown: w.Dropdown) -> list[str]:
    """The choices with questions for the other filter's choice: every choice stays listed, and those
    with none are marked "(none for ...)" (a filter never silently drops the other list's choices)."""
    assert [value for _label, value in dropdown.options][1:] in (list(QUIZ_GAMES), list(TOPICS))
    return [value for label, value in dropdown.options if value and "(none for " not in label]


@pytest.mark.parametrize("game", list(QUIZ_GAMES))
def test_the_topics_narrow_to_those_with_questions_for_the_chosen_game(game: str) -> None:
    quiz = Quiz(seed=9)
    quiz.game.value = game
    topics = offered(quiz.topic)
    # each topic's own list of games says whether it covers this one
    assert topics == [key for key, topic in TOPICS.items() if game in topic.games]
    for topic in topics:  # every pair offered asks a question of that game and topic, never an error
        quiz.topic.value = topic
        assert quiz.question is not None, quiz.prompt.value
        assert (quiz.question.game, quiz.question.topic) == (game, topic)
        assert 'class="rb-error' not in quiz.prompt.value
        assert offered(quiz.game) == list(TOPICS[topic].games)  # and the games narrow to the topic's
        quiz.topic.value = ""
        assert offered(quiz.game) == list(QUIZ_GAMES)


def test_the_games_narrow_to_those_the_chosen_topic_covers() -> None:
    quiz = Quiz(seed=9, topic="stud-opener")
    assert offered(quiz.game) == ["seven-card-stud", "seven-card-stud-hilo", "five-card-stud"]
    quiz.game.value = "five-card-stud"
    assert offered(quiz.topic) == [key for key, topic in TOPICS.items() if "five-card-stud" in topic.games]
    assert quiz.question is not None and quiz.question.topic == "stud-opener"


def test_an_engine_that_cannot_ask_is_shown_inline_and_an_answer_then_has_nothing_to_mark(monkeypatch) -> None:
    quiz = Quiz(seed=9)

    def cannot_ask(*_arguments: object, **_options: object) -> None:
        raise QuizError.citing("the quiz has no questions here: choose another game or topic", quiz_step("No questions."))

    monkeypatch.setattr("widgets.views.quiz.ask", cannot_ask)  # what the quiz's view asks of the engine
    quiz.next_button.click()
    assert "rb-error" in quiz.prompt.value and 'role="alert"' in quiz.prompt.value
    assert quiz.question is None and quiz.buttons == []
    quiz.answer(0)  # refused by the quiz's method: nothing is asked
    assert refusal_shown(quiz.feedback.value)[1] == [ids.METHOD_QUIZ]
    assert (quiz.answered_count, quiz.right_count) == (0, 0)


def test_a_hundred_questions_reuse_the_same_buttons() -> None:
    quiz = Quiz(seed=13)
    pool = list(quiz.choice_buttons)
    before = len(w.widgets.widget._instances)
    for _ in range(100):
        quiz.buttons[0].click()
        quiz.next_button.click()
    assert quiz.choice_buttons == pool and list(quiz.choices.children) == pool
    assert len(w.widgets.widget._instances) == before
    assert quiz.asked_count == 101


@pytest.mark.parametrize("choice", [7, -1, "1", None, True])
def test_a_choice_that_is_not_one_is_shown_inline(choice: object) -> None:
    quiz = Quiz(seed=10)
    quiz.answer(choice)
    message, rules = refusal_shown(quiz.feedback.value)
    assert rules == [ids.METHOD_QUIZ] and names(message, repr(choice))  # the choice as given: '1' is not 1
    assert quiz.answered_count == 0


def test_a_bad_starting_filter_is_shown_inline() -> None:
    quiz = Quiz(seed=11, game="baccarat")
    message, rules = refusal_shown(quiz.feedback.value)
    assert rules == [ids.METHOD_QUIZ] and names(message, "'baccarat'")
    assert all(names(message, name) for name in QUIZ_GAMES.values())  # the games there are
    assert quiz.question is not None  # the quiz still asks, about any game


def test_the_live_quiz_displays_itself_as_a_widget() -> None:
    quiz = Quiz(seed=12)
    assert isinstance(quiz.box, w.VBox)
    assert quiz.next_button in quiz.box.children and quiz.choices in quiz.box.children
    bundle = quiz._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert bundle["text/plain"] == "Dealer's quiz (live): 0 right out of 0 answered"


def test_the_static_bank_draws_itself_as_html_only() -> None:
    quiz = StaticQuiz(question_bank(2024, 16), game="manila-2")
    data, _ = DisplayFormatter().format(quiz)
    assert set(data) == {"text/plain", "text/html"}  # no Markdown: the book shows the HTML and its script
    assert data["text/plain"] == f"A dealer's quiz of 16 questions on {len(TOPICS)} topics"
    assert '<option value="manila-2" selected>' in data["text/html"]
    assert "<script>" in data["text/html"]
