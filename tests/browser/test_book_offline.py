"""The built book in a real browser, with every request to another host blocked.

Each page of the table of contents loads with nothing blocked and nothing failed, every
image drawn, every declared font loaded, every stored widget view drawn (and live, on the pages
that make their widgets live in place), and no console error but the known harmless ones; the
dealer's quiz marks an answer without a kernel.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from browser_support import (
    BOOK_PAGES,
    FIGURES_SHOWN,
    SITE,
    Pages,
    notebook_of,
    notebook_widget_views,
    offline_context,
    page_figures,
    plain_quotes,
    watch,
)
from playwright.sync_api import expect


def test_the_sidebar_lists_every_page_of_the_toc(book_pages: Pages) -> None:
    """The pages checked below are the ones the book's own table of contents links to."""
    page = book_pages.open("book/intro.html").page
    links = page.eval_on_selector_all(
        "nav.bd-docs-nav a.reference.internal", "links => links.map(link => link.href.split('#')[0])"
    )
    linked = {link.removeprefix(book_pages.base) for link in links}
    assert linked == set(BOOK_PAGES)


def test_the_front_address_leads_to_the_book(browser: Any, static_server: str) -> None:
    context, blocked = offline_context(browser)
    try:
        page = context.new_page()
        page.goto(static_server, wait_until="load")
        page.wait_for_url(re.compile(r"/book/intro\.html$"))
        expect(page.locator("article h1")).to_be_visible()
        assert blocked == []
    finally:
        context.close()


@pytest.mark.parametrize("path", BOOK_PAGES)
def test_page_loads_offline(book_pages: Pages, path: str) -> None:
    """Nothing blocked or failed, every font and image loaded, every widget drawn (and live, where the page
    makes its widgets live in place: none left a picture), no unknown console error."""
    tab = book_pages.open(path)
    page = tab.page
    views = page.locator('script[type="application/vnd.jupyter.widget-view+json"]').count()
    drawn = (
        page.locator(".cell_output > .widget-subarea:not(.rb-late-picture)").filter(has=page.locator(".jupyter-widgets")).count()
    )

    assert tab.at_ready["blocked"] == [], "requests to other hosts"
    assert tab.at_ready["failed"] == [], "requests that failed"
    assert tab.at_ready["console_errors"] == [], "console errors"
    assert [font for font, status in tab.fonts if status != "loaded"] == [], "fonts that did not load"
    assert tab.broken_images == [], "images that did not load"
    notebook = notebook_of(path)
    # every widget view the notebook shows is stored in the page, with the widgets' state, and drawn
    assert views == (notebook_widget_views(notebook) if notebook else 0)
    assert drawn == views
    if views:
        assert page.locator('script[type="application/vnd.jupyter.widget-state+json"]').count() == 1
    # a page with widgets or the static quiz makes them live in place (book/_ext/static/live_book.js): ready,
    # every picture replaced by its live widget, the live quiz in the static quiz's place, no error words
    quizzes = (SITE / path).read_text(encoding="utf-8").count('<div class="rbq" ')
    if views or quizzes:
        assert page.evaluate("window.rbLive.state") == "ready"
        assert page.locator('.rb-live-widget[data-state="live"] > .rb-live-view').count() == views
        assert page.locator(".rb-live-quiz .rbq-live").count() == quizzes
        assert page.locator("div.rbq").count() == 0
        text = page.locator("article").inner_text()
        assert not re.search(r"Traceback|\b\w+Error\b: |/lib/python|site-packages", text), "error words on the page"
    else:
        assert page.evaluate("window.rbLive === undefined"), "a page without widgets starts no Python"


@pytest.mark.parametrize(("path", "step"), [("book/games/manila-2.html", "Seat 1 receives card 2")])
def test_the_book_shows_the_step_the_deal_stepper_opens_on(book_pages: Pages, path: str, step: str) -> None:
    """Without a kernel the chapter teaches from the engine's account of the stepper's first step; the
    live page hides that cell (rb-book-only), where the widget itself moves on from it."""
    cell = book_pages.open(path).page.locator(".cell.tag_rb-book-only")
    expect(cell).to_have_count(1)
    expect(cell).to_be_visible()
    expect(cell).to_contain_text(step)


@pytest.mark.parametrize("path", BOOK_PAGES)
def test_page_shows_every_figure_of_its_source(book_pages: Pages, path: str) -> None:
    """Each figure the notebook (or the Markdown page) holds is on the page, drawn, with its alt text and caption."""
    shown = book_pages.open(path).page.evaluate(FIGURES_SHOWN)
    assert [(plain_quotes(alt), plain_quotes(caption)) for alt, caption, _ in shown] == [
        (plain_quotes(alt), plain_quotes(caption)) for alt, caption in page_figures(path)
    ]
    assert all(drawn for _, _, drawn in shown), "a figure that is not drawn (no pixels, or no width on the page)"


def test_the_static_quiz_marks_an_answer(browser: Any, static_server: str) -> None:
    """The quiz page's bank (no kernel): a click marks the answer right or wrong and shows why."""
    context, blocked = offline_context(browser)
    try:
        tab = watch(context.new_page(), blocked)
        tab.page.add_init_script("window.Worker = undefined")  # the static quiz, not the live one taking its place
        tab.page.goto(static_server + "book/quiz.html", wait_until="load")
        quiz = tab.page.locator(".rbq").first

        def shown_question() -> Any:  # the question on screen, pinned by its id
            return quiz.locator(f'.rbq-q[data-id="{quiz.locator(".rbq-q:visible").first.get_attribute("data-id")}"]')

        question = shown_question()
        expect(quiz.locator(".rbq-score")).to_have_text("Score: 0 right out of 0 answered")
        answer = int(question.get_attribute("data-answer") or "-1")
        wrong = 1 if answer == 0 else 0

        question.locator(".rbq-choice").nth(wrong).click()
        expect(question.locator(".rbq-feedback")).to_contain_text("Not quite")
        expect(question.locator(".rbq-choice").nth(wrong)).to_contain_text("your answer")
        expect(question.locator(".rbq-choice").nth(answer)).to_contain_text("the answer")
        why = question.locator(".rbq-why")
        expect(why).to_be_visible()
        expect(why.locator(".rbq-steps li").first).to_be_visible()
        expect(why.locator("a.rbq-cite").first).to_have_attribute("href", re.compile(r"\.html#"))
        expect(quiz.locator(".rbq-score")).to_have_text("Score: 0 right out of 1 answered")

        quiz.locator(".rbq-next").click()
        second = shown_question()
        expect(question).to_be_hidden()
        right = int(second.get_attribute("data-answer") or "-1")
        second.locator(".rbq-choice").nth(right).click()
        expect(second.locator(".rbq-feedback")).to_contain_text("Right")
        expect(quiz.locator(".rbq-score")).to_have_text("Score: 1 right out of 2 answered")
        assert tab.unexpected_console_errors() == []
        assert tab.failed == []
        assert blocked == []
    finally:
        context.close()


def test_the_static_quiz_explains_the_plain_reading_it_marks_wrong(browser: Any) -> None:
    """int-mp-three-player-score: picking the general sentence's score (mp-over-30, "the difference between
    their score and 30") on the static quiz shows why the book reads the 3-player sentence instead, linked
    to the reading.  The quiz is made fresh from widgets.quiz (the built page shows the notebook's stored
    output, which changes only when book/quiz.ipynb is re-run)."""
    from engine.teaching.quiz import question_for
    from widgets.quiz import static_quiz_html
    from widgets.render.quiz import question_record

    for seed in range(400):
        question = question_for("manillen-score", "manillen-plus", seed)
        readings = question_record(question)["readings"]
        if readings and readings[0]["plain"] is not None:
            break
    else:
        raise AssertionError("no Manillen Plus question offers the general sentence's score")
    plain = readings[0]["plain"]
    context, blocked = offline_context(browser)
    try:
        tab = watch(context.new_page(), blocked)
        tab.page.set_content(
            f"<!doctype html><html><body>{static_quiz_html([question], link_base='../')}</body></html>"
        )
        item = tab.page.locator(".rbq-q").first
        item.locator(".rbq-choice").nth(plain).click()
        feedback = item.locator(".rbq-feedback")
        expect(feedback.locator(".rbq-no")).to_be_visible()
        link = feedback.locator("a.rbq-cite")
        expect(link).to_have_attribute("href", "../interpretations.html#int-mp-three-player-score")
        expect(item.locator(".rbq-choice").nth(plain)).to_contain_text("your answer")
        expect(item.locator(".rbq-why .rbq-reading")).to_be_visible()
        # a wrong choice that is no reading's gets the plain "not quite" and no reading's link
        other = next(i for i in range(len(question.choices)) if i not in (plain, question.answer_index))
        item.locator(".rbq-choice").nth(other).click()
        expect(feedback.locator("a.rbq-cite")).to_have_count(0)
        assert tab.unexpected_console_errors() == []
        assert blocked == []
    finally:
        context.close()
