"""The static quiz as a dealer's drill (issue 25), in a real browser: answers are kept in localStorage and
found again after a reload, per topic and game; misses come back in the review and leave it when answered
right; the timed mode grades an answer's pace; "Drill my weakest topic" picks what
:func:`widgets.views.quiz.weakest_topic` picks; a filter marks, never drops, the other list's choices;
a question keeps its number; "Start again" asks, then clears.

Two pages: a bank drawn fresh by :func:`widgets.quiz.static_quiz_html` (served from a temporary folder,
so the test does not wait on a build or on the notebooks being re-run), and the built book's quiz page
(``RULES_BOOK_HTML``; skipped, saying so, while the book's stored quiz predates the drill: the quiz
notebooks must be re-run to show it).
"""

from __future__ import annotations

import functools
import http.server
import json
import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from browser_support import SITE, QuietHandler, blocking_violations, offline_context, watch
from playwright.sync_api import expect

from engine.teaching.quiz import QUIZ_GAMES, TOPICS, game_bank, question_bank
from widgets.quiz import static_quiz_html
from widgets.views.quiz import DRILL_STORAGE_KEY, WEAKEST_AFTER, read_record, topic_tally, weakest_topic


@pytest.fixture(scope="module")
def drill_page(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A page holding a fresh bank (two questions per topic), served on 127.0.0.1; yields its URL; beside it,
    ``omaha.html``, a chapter's bank (Omaha's questions only)."""
    folder = tmp_path_factory.mktemp("drill")
    pages = {
        "quiz.html": static_quiz_html(question_bank(7, 2 * len(TOPICS)), link_base="../"),
        "omaha.html": static_quiz_html(game_bank("Omaha", 7, 1), link_base="../"),
    }
    for name, body in pages.items():
        (folder / name).write_text(
            '<!doctype html><html lang="en"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Drill</title></head>'
            f"<body><main><h1>Dealer's drill</h1>{body}</main></body></html>",
            encoding="utf-8",
        )
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/quiz.html"
    server.shutdown()
    server.server_close()


def stored(page: Any) -> dict[str, Any]:
    return read_record(page.evaluate(f"window.localStorage.getItem({json.dumps(DRILL_STORAGE_KEY)})"))


def shown(quiz: Any) -> Any:
    """The question on screen, pinned by its id."""
    return quiz.locator(f'.rbq-q[data-id="{quiz.locator(".rbq-q:visible").first.get_attribute("data-id")}"]')


def choose(question: Any, right: bool) -> None:
    answer = int(question.get_attribute("data-answer") or "-1")
    question.locator(".rbq-choice").nth(answer if right else (1 if answer == 0 else 0)).click()


def scan(page: Any, axe: Axe | None, when: str) -> None:
    """With ``axe``, no serious accessibility faults on the page as it is ``when``."""
    if axe is not None:
        assert blocking_violations(axe, page) == [], when


def drill(page: Any, url: str, axe: Axe | None) -> None:
    """The whole drill on the quiz at ``url``: answer, reload, review, time, weakest, filters, start again;
    with ``axe``, scanned for serious accessibility faults on the way."""
    page.goto(url, wait_until="load")
    page.evaluate("window.localStorage.clear()")
    page.reload(wait_until="load")
    missed_id, missed_topic, number = answer_two_and_come_back(page)
    quiz = page.locator(".rbq").first
    keeps_its_number(quiz, missed_id, missed_topic, number)
    reviews_the_miss(page, quiz, missed_id, axe)
    grades_the_pace(page, quiz, axe)
    drills_the_weakest_and_marks_the_filters(page, quiz)
    starts_again(page, quiz, axe)


def answer_two_and_come_back(page: Any) -> tuple[str | None, str | None, str]:
    """One answer wrong, one right: kept in localStorage and shown again after a reload, per topic and game.
    Returns the missed question's id, its topic and its number."""
    quiz = page.locator(".rbq").first
    expect(quiz.locator(".rbq-board")).to_contain_text("nothing answered yet")
    expect(quiz.locator(".rbq-review")).to_be_disabled()
    first = shown(quiz)
    missed_id, missed_topic = first.get_attribute("data-id"), first.get_attribute("data-topic")
    number = first.locator(".rbq-number").inner_text()
    choose(first, right=False)
    quiz.locator(".rbq-next").click()
    second = shown(quiz)
    choose(second, right=True)
    record = stored(page)
    assert record["misses"] == [missed_id]
    answered = [
        (first.get_attribute("data-topic"), first.get_attribute("data-game"), 0),
        (second.get_attribute("data-topic"), second.get_attribute("data-game"), 1),
    ]
    for topic, game, right in answered:
        assert record["scores"][topic][game]["asked"] >= 1
        assert record["scores"][topic][game]["right"] >= right
    assert sum(t["right"] for games in record["scores"].values() for t in games.values()) == 1

    # across visits: the scoreboard per topic (and game), and the miss to review
    page.reload(wait_until="load")
    quiz = page.locator(".rbq").first
    board = quiz.locator(".rbq-board")
    for topic, _game, _right in answered:
        tally = topic_tally(stored(page), topic)
        row = board.locator("tr.rbq-board-topic", has_text=TOPICS[topic].name)
        expect(row).to_contain_text(f"{tally['right']} / {tally['asked']}")
    expect(quiz.locator(".rbq-score")).to_have_text("Score: 0 right out of 0 answered")  # this visit's own
    expect(quiz.locator(".rbq-review")).to_have_text("Review my misses (1)")
    return missed_id, missed_topic, number


def keeps_its_number(quiz: Any, missed_id: str | None, missed_topic: str | None, number: str) -> None:
    """The question keeps its number whatever the filter."""
    quiz.locator(".rbq-topic").select_option(missed_topic)
    expect(quiz.locator(f'.rbq-q[data-id="{missed_id}"] .rbq-number')).to_have_text(number)
    quiz.locator(".rbq-topic").select_option("")
    expect(quiz.locator(f'.rbq-q[data-id="{missed_id}"] .rbq-number')).to_have_text(number)


def reviews_the_miss(page: Any, quiz: Any, missed_id: str | None, axe: Axe | None) -> None:
    """The review: the miss again; answered right, it leaves the list."""
    quiz.locator(".rbq-review").click()
    again = quiz.locator(f'.rbq-q[data-id="{missed_id}"]')
    expect(again).to_be_visible()
    expect(quiz.locator(".rbq-q:visible")).to_have_count(1)
    scan(page, axe, "in the review")
    choose(again, right=True)
    expect(again.locator(".rbq-feedback")).to_contain_text("Right")
    assert stored(page)["misses"] == []
    quiz.locator(".rbq-review").click()  # back to all questions
    expect(quiz.locator(".rbq-review")).to_have_text("Review my misses (0)")


def grades_the_pace(page: Any, quiz: Any, axe: Axe | None) -> None:
    """The timed mode: it says why, and grades the pace (quick, then slow against a 1-second time)."""
    quiz.locator(".rbq-timed").click()
    expect(quiz.locator(".rbq-timed")).to_have_attribute("aria-pressed", "true")
    expect(quiz.locator(".rbq-pace-why")).to_contain_text("pace of the game")
    quiz.locator(".rbq-next").click()
    quick = shown(quiz)
    choose(quick, right=False)
    expect(quick.locator(".rbq-pace")).to_contain_text("Pace: quick")
    topic = quick.get_attribute("data-topic")
    quiz.locator(".rbq-next").click()
    slow = shown(quiz)
    quiz.locator(".rbq-times summary").click()  # the times are set in a disclosure
    seconds = quiz.locator(f'.rbq-seconds[data-topic="{slow.get_attribute("data-topic")}"]')
    seconds.fill("1")
    seconds.dispatch_event("change")
    quiz.locator(".rbq-prev").click()
    quiz.locator(".rbq-next").click()  # shown afresh: its clock starts now
    page.wait_for_timeout(2300)  # beyond twice the second set
    choose(slow, right=True)
    expect(slow.locator(".rbq-pace")).to_contain_text("Pace: slow")
    record = stored(page)
    assert record["timed"] is True and record["seconds"][slow.get_attribute("data-topic")] == 1
    graded = [t for games in record["scores"].values() for t in games.values()]
    assert sum(t["quick"] for t in graded) == 1 and sum(t["slow"] for t in graded) == 1
    assert record["scores"][topic][quick.get_attribute("data-game")]["quick"] >= 1
    expect(quiz.locator(".rbq-board")).to_contain_text("1 \u00b7 0 \u00b7 0")
    scan(page, axe, "timed, with the times and the scoreboard shown")


def drills_the_weakest_and_marks_the_filters(page: Any, quiz: Any) -> None:
    """The weakest topic: the same pick as the Python definition, from the same record; a filter marks the
    other list's choices with no questions, and keeps them."""
    offered = [value for value in quiz.locator(".rbq-topic option").evaluate_all("os => os.map(o => o.value)") if value]
    expected = weakest_topic(stored(page), offered)
    quiz.locator(".rbq-weakest").click()
    expect(quiz.locator(".rbq-topic")).to_have_value(expected or "")
    expect(quiz.locator(".rbq-note")).to_contain_text(TOPICS[expected].name if expected else "")
    assert all(topic_tally(stored(page), t)["asked"] < WEAKEST_AFTER for t in offered)  # so: the fewest answered

    quiz.locator(".rbq-topic").select_option("")
    games = quiz.locator(".rbq-game option").evaluate_all("os => os.map(o => o.value)")
    quiz.locator(".rbq-game").select_option("manillen-plus")
    topics = quiz.locator(".rbq-topic option")
    assert [v for v in topics.evaluate_all("os => os.map(o => o.value)") if v] == offered  # none dropped
    for key in offered:
        option = quiz.locator(f'.rbq-topic option[value="{key}"]')
        if "manillen-plus" in TOPICS[key].games:
            expect(option).to_have_text(TOPICS[key].name)
            expect(option).to_be_enabled()
        else:
            expect(option).to_have_text(f"{TOPICS[key].name} (none for Manillen Plus)")
            expect(option).to_be_disabled()
    assert quiz.locator(".rbq-game option").evaluate_all("os => os.map(o => o.value)") == games


def starts_again(page: Any, quiz: Any, axe: Axe | None) -> None:
    """Start again: asks first, then clears what the browser keeps."""
    quiz.locator(".rbq-reset").click()
    expect(quiz.locator(".rbq-confirm")).to_be_visible()
    scan(page, axe, "asking before it clears")
    quiz.locator(".rbq-keep").click()
    assert stored(page)["scores"]
    quiz.locator(".rbq-reset").click()
    quiz.locator(".rbq-clear").click()
    assert page.evaluate(f"window.localStorage.getItem({json.dumps(DRILL_STORAGE_KEY)})") is None
    expect(quiz.locator(".rbq-board")).to_contain_text("nothing answered yet")
    page.reload(wait_until="load")
    expect(page.locator(".rbq").first.locator(".rbq-board")).to_contain_text("nothing answered yet")


def test_the_static_quiz_is_a_drill_that_remembers(browser: Any, drill_page: str) -> None:
    context, blocked = offline_context(browser)
    try:
        tab = watch(context.new_page(), blocked)
        drill(tab.page, drill_page, Axe())
        assert tab.unexpected_console_errors() == []
        assert blocked == []
    finally:
        context.close()


def test_a_chapters_scoreboard_names_games_answered_on_other_pages(browser: Any, drill_page: str) -> None:
    """A chapter's quiz is given its own games' names only: a game answered elsewhere is named from the
    record (the names kept when it was answered), and a record kept before names were kept shows the
    game's key; an answer here keeps this game's name."""
    tally = {"asked": 1, "right": 1, "quick": 0, "steady": 0, "slow": 0}
    record = {
        "version": 1,
        "scores": {"straights": {"texas-holdem": tally, "seven-card-stud": tally}},
        "misses": [],
        "seconds": {},
        "timed": False,
        "names": {"texas-holdem": QUIZ_GAMES["texas-holdem"]},  # seven-card-stud: answered before names were kept
    }
    context, blocked = offline_context(browser)
    try:
        tab = watch(context.new_page(), blocked)
        page = tab.page
        page.goto(drill_page.replace("quiz.html", "omaha.html"), wait_until="load")
        settings = json.loads(page.locator(".rbq").first.get_attribute("data-rbq-drill") or "{}")
        assert settings["gameNames"] == {"omaha": QUIZ_GAMES["omaha"]}
        page.evaluate(f"window.localStorage.setItem({json.dumps(DRILL_STORAGE_KEY)}, {json.dumps(json.dumps(record))})")
        page.reload(wait_until="load")
        rows = page.locator(".rbq .rbq-board tr.rbq-board-game")
        expect(rows.filter(has_text=QUIZ_GAMES["texas-holdem"])).to_have_count(1)
        expect(rows.filter(has_text="seven-card-stud")).to_have_count(1)
        quiz = page.locator(".rbq").first
        choose(shown(quiz), right=True)
        assert stored(page)["names"] == {"texas-holdem": QUIZ_GAMES["texas-holdem"], "omaha": QUIZ_GAMES["omaha"]}
        expect(rows.filter(has_text=QUIZ_GAMES["omaha"])).to_have_count(1)
        assert tab.unexpected_console_errors() == []
        assert blocked == []
    finally:
        context.close()


def test_the_book_quiz_page_is_a_drill_that_remembers(browser: Any, static_server: str) -> None:
    page_file = SITE / "book" / "quiz.html"
    if "data-rbq-drill" not in Path(page_file).read_text(encoding="utf-8"):
        pytest.skip("the built quiz page shows the stored quiz from before the drill: re-run book/quiz.ipynb")
    context, blocked = offline_context(browser)
    try:
        tab = watch(context.new_page(), blocked)
        tab.page.add_init_script("window.Worker = undefined")  # the static quiz, not the live one taking its place
        # the book's pages are scanned by test_book_accessibility.py (axe's own requests for the theme's CSS
        # imports would show here as the page's 404s)
        drill(tab.page, static_server + "book/quiz.html", None)
        assert tab.unexpected_console_errors() == []
        assert blocked == []
    finally:
        context.close()


def test_the_live_quiz_keeps_the_same_record_as_the_static_one(browser: Any, static_server: str) -> None:
    """The live quiz (Python in a worker, no localStorage of its own) reads the record the static quiz
    keeps, through live_book.js's bridge, and stores what it adds: one score for both, across visits."""
    if "rbq-store-in" not in (SITE / "_static" / "live_book.js").read_text(encoding="utf-8"):
        pytest.skip("the built book predates the live quiz's storage bridge: rebuild it")
    record = {
        "version": 1,
        "scores": {"straights": {"omaha": {"asked": 4, "right": 1, "quick": 0, "steady": 0, "slow": 0}}},
        "misses": ["straights:omaha:5"],
        "seconds": {},
        "timed": False,
    }
    # (functions, not expressions: Playwright evaluates an expression with eval, which the site's
    # Content-Security-Policy refuses)
    ready = "() => window.rbLive && ['ready', 'partial', 'failed'].includes(window.rbLive.state)"
    context, blocked = offline_context(browser)
    try:
        tab = watch(context.new_page(), blocked)
        page = tab.page
        # the record is stored from a page of the site without a quiz (a quiz page's own Python, still
        # starting, would store its empty record over it once ready), then the quiz is opened
        page.goto(static_server + "_static/live_book.js", wait_until="load")
        page.evaluate(f"window.localStorage.setItem({json.dumps(DRILL_STORAGE_KEY)}, {json.dumps(json.dumps(record))})")
        page.goto(static_server + "book/quiz.html", wait_until="load")
        page.wait_for_function(ready, timeout=240_000)
        assert page.evaluate("window.rbLive.state") == "ready"
        live = page.locator(".rb-live-quiz .rbq-live").first
        expect(live.locator(".rbq-board")).to_contain_text("1 / 4")
        expect(live.get_by_role("button", name="Review my misses (1)")).to_be_visible()
        live.get_by_role("button", name="Drill my weakest topic").click()  # Straights: the only topic weighed
        expect(live).to_contain_text("Drilling your weakest topic: Straights")
        live.locator(".widget-vbox button.jupyter-button:visible").first.click()  # the question's first choice
        expect(live.locator(".rbq-board")).to_contain_text("Straights")
        page.wait_for_function(
            f"() => JSON.parse(window.localStorage.getItem({json.dumps(DRILL_STORAGE_KEY)}))"
            ".scores.straights && Object.values(JSON.parse(window.localStorage.getItem("
            f"{json.dumps(DRILL_STORAGE_KEY)})).scores.straights).reduce((n, t) => n + t.asked, 0) === 5"
        )
        page.reload(wait_until="load")
        page.wait_for_function(ready, timeout=240_000)
        expect(page.locator(".rb-live-quiz .rbq-live .rbq-board").first).to_contain_text(
            re.compile(r"Straights\s*[12] / 5")
        )
        assert blocked == []
    finally:
        context.close()
