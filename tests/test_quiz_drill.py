"""The dealer's drill (issue 25): a score per topic and game that lasts, misses asked again, a timed mode
graded quick / steady / slow, "drill my weakest topic", filters that keep every choice, steady numbering.

The live quiz is driven headless with an injected clock; the expected values come from the definitions
(the grade multiples, the minimum answers) and from counting what the test itself answered.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine.teaching.quiz import QUIZ_GAMES, TOPICS, game_bank, mark, question_bank, question_for
from widgets.quiz import Quiz, static_quiz_html
from widgets.render.quiz import quiz_script
from widgets.views.quiz import (
    DRILL_STORAGE_KEY,
    DRILL_VERSION,
    GRADES,
    QUICK_WITHIN,
    STEADY_WITHIN,
    WEAKEST_AFTER,
    WORDS,
    default_seconds,
    drill_grade,
    new_record,
    read_record,
    record_answer,
    weakest_topic,
)

ROOT = Path(__file__).resolve().parents[1]


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def answer(quiz: Quiz, right: bool) -> None:
    assert quiz.question is not None
    index = quiz.question.answer_index
    quiz.answer(index if right else (index + 1) % len(quiz.question.choices))


def test_the_live_quiz_keeps_a_score_per_topic_and_game() -> None:
    quiz = Quiz(seed=5, topic="straights")
    asked = []
    for right in (True, False, True):
        assert quiz.question is not None
        asked.append((quiz.question.game, right))
        answer(quiz, right)
        quiz.next_question()
    scores = quiz.record["scores"]
    assert list(scores) == ["straights"]
    for game in {game for game, _ in asked}:
        mine = [right for g, right in asked if g == game]
        assert scores["straights"][game]["asked"] == len(mine)
        assert scores["straights"][game]["right"] == sum(mine)
    assert "2 / 3" in quiz.board.value and "Straights" in quiz.board.value
    for game in {game for game, _ in asked}:
        assert QUIZ_GAMES[game] in quiz.board.value


def test_only_a_first_answer_counts_on_the_scoreboard() -> None:
    quiz = Quiz(seed=6, topic="stud-opener")
    answer(quiz, False)
    answer(quiz, True)
    assert sum(t["asked"] for t in quiz.record["scores"]["stud-opener"].values()) == 1


def test_a_missed_question_is_asked_again_and_a_right_answer_takes_it_off() -> None:
    quiz = Quiz(seed=7, topic="raise-limits")
    missed = quiz.question
    assert missed is not None
    answer(quiz, False)
    assert quiz.record["misses"] == [missed.id]
    assert quiz.review_button.description == "Review my misses (1)"
    quiz.next_question()
    assert quiz.question is not None and quiz.question.id != missed.id
    quiz.review_button.click()
    assert quiz.reviewing
    assert quiz.question is not None and quiz.question.id == missed.id
    assert quiz.question == question_for(missed.topic, missed.game, missed.seed)
    assert "asked again" in quiz.prompt.value
    answer(quiz, True)
    assert quiz.record["misses"] == []
    assert quiz.review_button.description == "Back to new questions"
    quiz.next_question()  # nothing left to review: back to new questions
    assert not quiz.reviewing and quiz.question is not None
    assert quiz.review_button.description == "Review my misses (0)" and quiz.review_button.disabled


@pytest.mark.parametrize(
    ("multiple", "grade"),
    [(0.5, "quick"), (QUICK_WITHIN, "quick"), (1.01, "steady"), (STEADY_WITHIN, "steady"), (2.01, "slow"), (9, "slow")],
)
def test_the_timed_mode_grades_the_pace_against_the_time_set_for_the_topic(multiple: float, grade: str) -> None:
    clock = Clock()
    quiz = Quiz(seed=8, topic="straights", clock=clock)
    quiz.timed.set_state({"value": True})  # as the page sets it
    assert quiz.record["timed"] and "not on being right" in quiz.pace.value
    allowed = default_seconds("straights")
    assert quiz.seconds.value == allowed and "Straights" in quiz.seconds.description
    clock.now += allowed * multiple
    answer(quiz, False)  # the grade is about pace, not correctness
    assert quiz.last_grade == grade
    assert f"Pace: {grade}" in quiz.feedback.value
    tally = next(iter(quiz.record["scores"]["straights"].values()))
    assert tally[grade] == 1 and tally["right"] == 0


def test_the_time_set_for_a_topic_can_be_changed_and_is_kept() -> None:
    clock = Clock()
    quiz = Quiz(seed=9, topic="straights", clock=clock)
    quiz.timed.set_state({"value": True})  # as the page sets it
    quiz.seconds.set_state({"value": 30.0})
    assert quiz.record["seconds"] == {"straights": 30.0}
    clock.now += 29
    answer(quiz, True)
    assert quiz.last_grade == "quick"


@pytest.mark.parametrize("seconds", [0.0, -5.0, 3601.0])
def test_a_time_out_of_range_is_not_kept_and_is_said(seconds: float) -> None:
    quiz = Quiz(seed=9, topic="straights")
    quiz.timed.set_state({"value": True})
    quiz.seconds.set_state({"value": seconds})
    assert quiz.record["seconds"] == {} and quiz.seconds.value == default_seconds("straights")
    assert "was not kept" in quiz.feedback.value


def test_an_untimed_answer_has_no_grade() -> None:
    clock = Clock()
    quiz = Quiz(seed=9, topic="straights", clock=clock)
    clock.now += 1000
    answer(quiz, True)
    assert quiz.last_grade is None and "Pace" not in quiz.feedback.value


def test_the_weakest_topic_is_the_lowest_share_right_among_topics_answered_enough() -> None:
    record = new_record()
    # straights: 1 of 3 right; stud-opener: 2 of 3; raise-limits: 0 of 2 (too few to weigh)
    for seed, right in enumerate([True, False, False]):
        record_answer(record, f"straights:omaha:{seed}", right=right)
    for seed, right in enumerate([True, True, False]):
        record_answer(record, f"stud-opener:five-card-stud:{seed}", right=right)
    for seed in range(WEAKEST_AFTER - 1):
        record_answer(record, f"raise-limits:omaha:{seed}", right=False)
    assert weakest_topic(record, list(TOPICS)) == "straights"
    assert weakest_topic(new_record(), list(TOPICS)) == next(iter(TOPICS))
    quiz = Quiz(seed=10)
    quiz.load(json.dumps(record))
    quiz.weakest_button.click()
    assert quiz.topic.value == "straights"
    assert quiz.question is not None and quiz.question.topic == "straights"
    assert "1 right of 3" in quiz.feedback.value


def test_the_weakest_topic_keeps_to_the_chosen_games_topics() -> None:
    record = new_record()
    for seed in range(3):
        record_answer(record, f"straights:omaha:{seed}", right=False)
    quiz = Quiz(seed=11, game="manillen-plus")
    quiz.load(json.dumps(record))
    quiz.weakest_button.click()
    assert quiz.topic.value in TOPICS and "manillen-plus" in TOPICS[quiz.topic.value].games
    assert quiz.game.value == "manillen-plus"


def test_a_filter_keeps_every_choice_of_the_other_and_marks_those_with_none() -> None:
    quiz = Quiz(seed=12)
    quiz.game.value = "manillen-plus"
    labels = dict((value, label) for label, value in quiz.topic.options)
    assert list(labels)[1:] == list(TOPICS)
    for key, topic in TOPICS.items():
        marked = "(none for Manillen Plus)" in labels[key]
        assert marked == ("manillen-plus" not in topic.games), labels[key]
    quiz.topic.value = "straights"  # a marked choice: the engine's refusal, inline
    assert quiz.question is None and "rb-error" in quiz.prompt.value


def test_question_numbers_do_not_jump_when_a_filter_changes() -> None:
    quiz = Quiz(seed=13)
    assert "Question 1:" in quiz.prompt.value
    quiz.game.value = "omaha"
    quiz.topic.value = "straights"
    quiz.game.value = "texas-holdem"
    assert "Question 1:" in quiz.prompt.value  # questions set aside unanswered do not count
    answer(quiz, True)
    quiz.next_question()
    assert "Question 2:" in quiz.prompt.value


def test_start_again_asks_first_then_clears_the_record() -> None:
    quiz = Quiz(seed=14, topic="straights")
    answer(quiz, False)
    quiz.reset_button.click()
    assert quiz.confirm.layout.display == "flex" and quiz.record["misses"]
    quiz.keep_button.click()
    assert quiz.confirm.layout.display == "none" and quiz.record["misses"]
    quiz.reset_button.click()
    quiz.clear_button.click()
    assert quiz.record == new_record()
    assert "nothing answered yet" in quiz.board.value


def test_the_live_quiz_shares_the_stored_record_through_its_hidden_widgets() -> None:
    stored = new_record()
    record_answer(stored, "straights:omaha:3", right=False)
    quiz = Quiz(seed=15, topic="stud-opener")
    answer(quiz, True)  # before the page hands over its record
    assert 'data-rbq-loaded="no"' in quiz.store_out.value  # never saved over a stored score
    assert "rbq-store-in" in quiz.store_in._dom_classes and "rbq-store-out" in quiz.store_out._dom_classes
    quiz.store_in.value = json.dumps(stored)  # what live_book.js does when it draws the quiz
    assert quiz.loaded and quiz.record["misses"] == ["straights:omaha:3"]
    assert set(quiz.record["scores"]) == {"straights", "stud-opener"}  # this visit's answer is kept
    out = re.search(r'data-rbq-record="([^"]*)"', quiz.store_out.value)
    assert out is not None and 'data-rbq-loaded="yes"' in quiz.store_out.value
    import html

    assert read_record(html.unescape(out.group(1))) == quiz.record


def test_a_damaged_or_foreign_record_is_read_as_a_fresh_one() -> None:
    for text in ("", "null", "[]", "{", json.dumps({"version": DRILL_VERSION + 1, "misses": ["x"]})):
        assert read_record(text) == new_record()
    odd = read_record(
        json.dumps(
            {
                "version": DRILL_VERSION,
                "scores": {"t": {"g": {"asked": -1, "right": "2"}}},
                "misses": ["a:b:1", 3, "a:b:1"],
                "seconds": {"t": 0, "u": 5},
                "timed": "yes",
            }
        )
    )
    assert odd["scores"]["t"]["g"]["asked"] == 0 and odd["scores"]["t"]["g"]["right"] == 0
    assert odd["misses"] == ["a:b:1"] and odd["seconds"] == {"u": 5.0} and odd["timed"] is False


def test_the_grades_are_defined_once_and_given_to_the_static_quiz_as_data() -> None:
    assert [drill_grade(s, 10) for s in (10 * QUICK_WITHIN, 10 * STEADY_WITHIN, 10 * STEADY_WITHIN + 0.01)] == [
        "quick",
        "steady",
        "slow",
    ]
    page = static_quiz_html(question_bank(1, 2 * len(TOPICS)))
    settings = json.loads(html_unescape(re.search(r'data-rbq-drill="([^"]*)"', page).group(1)))  # type: ignore[union-attr]
    assert settings["key"] == DRILL_STORAGE_KEY and settings["version"] == DRILL_VERSION
    assert (settings["quick"], settings["steady"], settings["weakestAfter"]) == (
        QUICK_WITHIN,
        STEADY_WITHIN,
        WEAKEST_AFTER,
    )
    assert list(settings["topicNames"].items()) == [(key, topic.name) for key, topic in TOPICS.items()]


def html_unescape(text: str) -> str:
    import html

    return html.unescape(text)


def script_strings(script: str) -> list[str]:
    """The string literals of a script, read quote to quote (comments skipped)."""
    strings, index = [], 0
    while index < len(script):
        char = script[index]
        if script.startswith("//", index) or script.startswith("/*", index):
            index = script.find("\n" if char == "/" and script[index + 1] == "/" else "*/", index)
            index = len(script) if index < 0 else index + 1
        elif char in "\"'":
            end = index + 1
            while script[end] != char:
                end += 2 if script[end] == "\\" else 1
            strings.append(script[index + 1 : end])
            index = end + 1
        else:
            index += 1
    return strings


def test_the_static_quiz_script_holds_no_words_and_no_marking_of_its_own() -> None:
    """Every word the static quiz shows comes from the page's data: the script's strings are selectors,
    attribute and element names, and two typographic marks; the grade words and every sentence are data."""
    literals = script_strings(quiz_script())
    assert "data-verdict" in literals and ".rbq-choice" in literals  # the reader finds the script's strings
    for literal in literals:
        assert re.fullmatch(r'[a-z0-9_\-.:\[\]=" ]*|\\u2003|\\u2014 ', literal), literal
        assert literal not in GRADES and "answer" not in literal, literal
    page = static_quiz_html(question_bank(3, 2 * len(TOPICS)))
    settings = json.loads(html_unescape(re.search(r'data-rbq-drill="([^"]*)"', page).group(1)))  # type: ignore[union-attr]
    assert settings["words"] == WORDS and settings["grades"] == list(GRADES)


def test_each_static_choice_carries_the_engines_mark() -> None:
    """The static quiz shows the mark the engine gives each choice; the script decides nothing."""
    bank = question_bank(11, 2 * len(TOPICS))
    page = html_unescape(static_quiz_html(bank))
    buttons = re.findall(
        r'<button type="button" class="rbq-choice" data-index="(\d+)"[^>]*data-right="(\w+)" data-verdict="([^"]*)"',
        page,
    )
    expected = [
        (str(index), "true" if decision.value else "false", decision.because[0].text)
        for question in bank
        for index, decision in ((index, mark(question, index)) for index in range(len(question.choices)))
    ]
    assert buttons == expected


def drill_settings_of(page: str) -> dict[str, object]:
    found = re.search(r'data-rbq-drill="([^"]*)"', page)
    assert found is not None
    return json.loads(html_unescape(found.group(1)))  # type: ignore[no-any-return]


@pytest.mark.parametrize("key", list(QUIZ_GAMES))
def test_a_chapters_quiz_is_given_the_names_of_its_own_banks_games_only(key: str) -> None:
    """A chapter's bank (game_bank of its game) names that game alone, so a game added to the book changes
    no other chapter's stored quiz; the quiz page's bank of every game names them all."""
    page = static_quiz_html(game_bank(QUIZ_GAMES[key], 1, 1))
    assert drill_settings_of(page)["gameNames"] == {key: QUIZ_GAMES[key]}
    every = question_bank(2024, 96)
    assert drill_settings_of(static_quiz_html(every))["gameNames"] == {q.game: QUIZ_GAMES[q.game] for q in every}


def test_the_stored_chapters_name_only_the_games_their_quiz_asks() -> None:
    """In each stored notebook, a static quiz's drill settings name exactly the games of its questions."""
    seen = 0
    for path in sorted((ROOT / "book").rglob("*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            for output in cell.get("outputs", []):
                page = "".join(output.get("data", {}).get("text/html", []))
                if "data-rbq-drill" not in page:
                    continue
                asked = set(re.findall(r'class="rbq-q"[^>]*data-game="([^"]*)"', page))
                assert asked and set(drill_settings_of(page)["gameNames"]) == asked, path  # type: ignore[arg-type]
                seen += 1
    assert seen >= len(QUIZ_GAMES) - 2  # a quiz in each chapter (the two variants have none) and the quiz page


def test_the_record_keeps_the_name_of_each_game_answered_and_an_older_record_still_reads() -> None:
    """The names kept in the record name a game on a page that was not given it; a record from before they
    were kept reads as before, and the scoreboard falls back to the game's key."""
    quiz = Quiz(seed=16, game="Omaha", topic="straights")
    answer(quiz, True)
    assert quiz.record["names"] == {"omaha": "Omaha"}
    older = {
        "version": DRILL_VERSION,
        "scores": {"straights": {"a-game-since-removed": {"asked": 2, "right": 1}}},
        "misses": [],
        "seconds": {},
        "timed": False,
    }
    read = read_record(json.dumps(older))
    assert read["names"] == {} and read["scores"]["straights"]["a-game-since-removed"]["asked"] == 2
    quiz.store_in.value = json.dumps(older)  # the page hands over its older record: this visit's name is kept
    assert quiz.record["names"] == {"omaha": "Omaha"}
    assert "a-game-since-removed" in quiz.board.value
    kept = read_record(json.dumps({**older, "names": {"a-game-since-removed": "A Game", "bad": 3}}))
    assert kept["names"] == {"a-game-since-removed": "A Game"}
    quiz.store_in.value = json.dumps(kept)
    assert "A Game" in quiz.board.value and "a-game-since-removed" not in quiz.board.value
