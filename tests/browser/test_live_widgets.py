"""The live pages (book/_ext/serve.py, Voila): each widget driven through the page as a reader would.

Every number asserted here is the documents' own: the card counts of a full Manila table,
the raise amounts of the worked examples, A-7-8-9-10 not a straight in the 32-card deck.
The controls are set through the page (typing, choosing, clicking), never through Python.
After the interactions that change a page the most (an error shown inline, the deal at its
showdown, a quiz answer's feedback) the page is scanned by axe again: what a widget shows
after a change must be as accessible as what it showed first.
"""

from __future__ import annotations

import re
from math import comb
from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from browser_support import LIVE_NOTEBOOKS, Pages, blocking_violations, maths_on
from playwright.sync_api import expect

MANILA_2 = "book/games/manila-2.ipynb"
QUIZ = "book/quiz.ipynb"
#: A widget's reply is one kernel round trip (about 0.1 s); this is the most any wait may take.
REPLY_MS = 15_000


@pytest.fixture(scope="module")
def axe() -> Axe:
    return Axe()


def widget_cell(page: Any, button: str) -> Any:
    """The cell of the live page whose widget has a button named ``button``."""
    cell = page.locator(".jp-Cell").filter(has=page.get_by_role("button", name=button, exact=True))
    expect(cell).to_have_count(1)
    return cell


def type_into(box: Any, text: str) -> None:
    """Type into a widget's box and press Enter (the widgets update on Enter or when the box loses focus)."""
    box.fill(text)
    box.press("Enter")


def no_traceback(page: Any) -> None:
    """Nothing on the page looks like a Python traceback or an error output."""
    text = page.locator("body").inner_text()
    assert "Traceback" not in text
    assert not re.search(r"\b\w+Error\b: ", text), "an exception's name and message on the page"
    expect(page.locator('[data-mime-type="application/vnd.jupyter.stderr"]')).to_have_count(0)
    expect(page.locator('[data-mime-type="application/vnd.jupyter.error"]')).to_have_count(0)


# --- the deal stepper ---------------------------------------------------------------------------------


class Stepper:
    """The deal stepper on a live page, driven through its controls."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.cell = widget_cell(page, "To the showdown")
        self.next = self.cell.get_by_role("button", name="Next \u25b6", exact=True)
        self.restart = self.cell.get_by_role("button", name="Restart", exact=True)
        self.finish = self.cell.get_by_role("button", name="To the showdown", exact=True)
        self.players = self.cell.get_by_label("Players", exact=True)
        self.game = self.cell.get_by_label("Game", exact=True)
        # the pane that explains the current event (it says something new at every event)
        self.explanation = self.cell.locator(".widget-html-content").filter(has=page.locator('[aria-live="polite"]'))
        self.count = self.cell.locator("p", has_text="Cards:")
        self.message = self.cell.locator(".rb-error")

    def choose(self, game: str, players: int) -> None:
        self.game.select_option(label=game)
        type_into(self.players, str(players))
        expect(self.explanation).to_contain_text(f"{game}, {players} players", timeout=REPLY_MS)
        expect(self.message).to_have_count(0)

    def click_next_to_the_end(self) -> int:
        """Click Next, one event at a time, until the showdown; returns how many clicks it took.

        After each click, wait for the explanation to change (it says something new at every event;
        the buttons' state is sent before it, so Next's state is then up to date). The click skips
        Playwright's wait for a still element (the buttons sit above everything that changes): with
        it, the 93 events of an 11-player hand take a third longer.
        """
        pane, button = self.explanation.element_handle(), self.next.element_handle()
        changed = "([pane, before, button]) => pane.innerHTML !== before && [pane.innerHTML, button.disabled]"
        html, finished = pane.inner_html(), button.is_disabled()
        clicks = 0
        while not finished:
            self.next.click(force=True)
            clicks += 1
            html, finished = self.page.wait_for_function(
                changed, arg=[pane, html, button], timeout=REPLY_MS
            ).json_value()
            assert clicks < 400, "Next never reached the showdown"
        return clicks


def test_deal_stepper_2_card_manila_eleven_players_click_by_click(live_pages: Pages, axe: Axe) -> None:
    """11 players, the most for 32 cards: 22 dealt, 4 burned, 5 on the board, 1 left (31 of 32)."""
    page = live_pages.open(MANILA_2).page
    stepper = Stepper(page)
    stepper.choose("2 Card Manila", 11)
    expect(stepper.explanation).to_contain_text("Press Next to begin the deal")
    expect(stepper.count).to_contain_text("0 dealt, 0 burned, 0 on the board, 32 left in the stub (32 in all)")

    stepper.next.click()
    expect(stepper.explanation).to_contain_text("posts the blind", timeout=REPLY_MS)
    clicks = 1 + stepper.click_next_to_the_end()

    expect(stepper.count).to_contain_text(
        "22 dealt, 4 burned, 5 on the board, 1 left in the stub (32 in all)", timeout=REPLY_MS
    )
    expect(stepper.finish).to_be_disabled()
    expect(stepper.cell).to_contain_text("showdown", ignore_case=True)
    assert clicks > 22 + 4 + 5, "every card is its own event"
    assert blocking_violations(axe, page) == [], "at the showdown"

    # the same hand, straight to the showdown
    stepper.restart.click()
    expect(stepper.explanation).to_contain_text("Press Next to begin the deal", timeout=REPLY_MS)
    expect(stepper.count).to_contain_text("Cards: 0 dealt,", timeout=REPLY_MS)
    stepper.finish.click()
    expect(stepper.count).to_contain_text(
        "22 dealt, 4 burned, 5 on the board, 1 left in the stub (32 in all)", timeout=REPLY_MS
    )
    expect(stepper.next).to_be_disabled()
    no_traceback(page)


def test_deal_stepper_3_card_manila_nine_players(live_pages: Pages) -> None:
    """9 players, the most for 36 cards: 27 dealt, with 4 burned and 5 on the board 36 of 36."""
    page = live_pages.open(MANILA_2).page
    stepper = Stepper(page)
    stepper.choose("3 Card Manila", 9)

    stepper.finish.click()
    expect(stepper.count).to_contain_text(
        "27 dealt, 4 burned, 5 on the board, 0 left in the stub (36 in all)", timeout=REPLY_MS
    )
    expect(stepper.next).to_be_disabled()

    stepper.restart.click()
    expect(stepper.count).to_contain_text("Cards: 0 dealt,", timeout=REPLY_MS)
    stepper.click_next_to_the_end()
    expect(stepper.count).to_contain_text(
        "27 dealt, 4 burned, 5 on the board, 0 left in the stub (36 in all)", timeout=REPLY_MS
    )
    no_traceback(page)


def test_deal_stepper_after_a_choice_the_keyboard_is_on_next_not_on_the_next_players_choice(
    live_pages: Pages,
) -> None:
    """A choice made from the keyboard (Enter on "fold") leaves the focus on Next: the same button is
    "fold" again for the next player, and a second Enter must not fold for them too."""
    page = live_pages.open(MANILA_2).page
    stepper = Stepper(page)
    stepper.choose("2 Card Manila", 6)
    fold = stepper.cell.get_by_role("button", name="fold", exact=True)
    while not fold.is_visible():  # to the first betting round
        html = stepper.explanation.inner_html()
        stepper.next.click()
        expect(stepper.explanation).not_to_have_text(html, timeout=REPLY_MS)
    for choice in ("fold", re.compile("^call ")):
        button = stepper.cell.get_by_role("button", name=choice, exact=isinstance(choice, str))
        expect(button).to_be_visible(timeout=REPLY_MS)
        seat = stepper.cell.get_by_text(re.compile(r"^Seat \d+ to act:")).inner_text()
        button.focus()
        page.keyboard.press("Enter")
        expect(stepper.cell.get_by_text(re.compile(r"^Seat \d+ to act:"))).not_to_have_text(seat, timeout=REPLY_MS)
        expect(stepper.next).to_be_focused(timeout=REPLY_MS)
    no_traceback(page)


def test_deal_stepper_the_step_shown_for_the_book_is_not_shown_beside_the_live_widget(live_pages: Pages) -> None:
    """The chapter's account of the step the stepper opens on ("Seat 1 receives card 2") is for the static
    book (a cell tagged rb-book-only): on the live page the widget shows that step itself, and moves on."""
    page = live_pages.open(MANILA_2).page
    book_only = page.locator(".jp-Cell.celltag_rb-book-only", has_text="Seat 1 receives card 2")
    expect(book_only).to_have_count(1)
    expect(book_only).to_be_hidden()
    expect(Stepper(page).explanation).to_be_visible()


def test_deal_stepper_refuses_twelve_players_inline(live_pages: Pages, axe: Axe) -> None:
    page = live_pages.open(MANILA_2).page
    stepper = Stepper(page)
    stepper.game.select_option(label="2 Card Manila")
    type_into(stepper.players, "12")
    expect(stepper.message).to_contain_text("12 players is too many for 2 Card Manila", timeout=REPLY_MS)
    expect(stepper.message).to_have_attribute("role", "alert")
    expect(stepper.message.locator("a")).to_contain_text("pokerpages")
    expect(stepper.next).to_be_disabled()
    no_traceback(page)
    assert blocking_violations(axe, page) == [], "with the error shown"

    type_into(stepper.players, "6")  # and back: the message goes
    expect(stepper.message).to_have_count(0, timeout=REPLY_MS)
    expect(stepper.next).to_be_enabled()


def test_deal_stepper_int_input_size_a_fraction_is_refused_not_truncated(live_pages: Pages) -> None:
    """1.5 typed in the Players box reaches the kernel as 1.5 and is refused with its reading; it is
    not dealt as 1 player or 2 (ipywidgets' own whole-number box read it with parseInt, as 1)."""
    page = live_pages.open(MANILA_2).page
    stepper = Stepper(page)
    type_into(stepper.players, "1.5")
    expect(stepper.message).to_contain_text("1.5 is not a whole number", timeout=REPLY_MS)
    expect(stepper.message).to_contain_text("int-input-size")
    expect(stepper.next).to_be_disabled()
    expect(stepper.players).to_have_value("1.5")  # what the reader typed stays in the box, beside the refusal
    no_traceback(page)
    type_into(stepper.players, "3")
    expect(stepper.message).to_have_count(0, timeout=REPLY_MS)
    expect(stepper.next).to_be_enabled()


# --- the raise calculator ------------------------------------------------------------------------------


#: Where the calculator's pane shows each answer (``widgets.raise_calculator.raise_shown``): the choices'
#: headline, then the rows of its table of amounts, in order.
ANSWER_SELECTORS = {
    "choices": ".rb-choices",
    **{
        name: f".rb-answer tbody tr:nth-child({row}) td"
        for row, name in enumerate(("amount_to_call", "can_raise", "min_raise_to", "max_raise_to"), 1)
    },
}


class Calculator:
    def __init__(self, page: Any) -> None:
        self.cell = page.locator(".jp-Cell").filter(has=page.locator(".rb-raise-calculator"))
        expect(self.cell).to_have_count(1)

    def preset(self, name: str) -> None:
        self.cell.get_by_role("button", name=name, exact=True).click()

    def box(self, label: str) -> Any:
        return self.cell.get_by_label(label, exact=True)

    def field(self, name: str) -> Any:
        return self.cell.locator(ANSWER_SELECTORS[name])

    def shows(self, **amounts: str) -> None:
        for name, text in amounts.items():
            expect(self.field(name)).to_have_text(text, timeout=REPLY_MS)


def test_raise_calculator_worked_examples(live_pages: Pages) -> None:
    """The documents' examples, from the preset buttons."""
    calculator = Calculator(live_pages.open(MANILA_2).page)
    calculator.preset("$5 manila, first round")  # "On a $5 blind, the raise is $10, making it $15"
    calculator.shows(amount_to_call="$5", min_raise_to="$15", max_raise_to="$15")
    calculator.preset("$2 manila, first round")  # "all players can call the $2, raise to $6 or fold"
    calculator.shows(amount_to_call="$2", min_raise_to="$6", max_raise_to="$6")
    expect(calculator.field("choices")).to_have_text("You may call $2, raise to $6 or fold.")
    calculator.preset("$2 manila, later round: $4 raised to $8")  # "The bet is $4, first raise to make it $8"
    calculator.shows(amount_to_call="$4", min_raise_to="$8", max_raise_to="$8")
    calculator.preset("$2 manila, later round: $8 raised to $12")  # "... second raise to $12"
    calculator.shows(amount_to_call="$8", min_raise_to="$12", max_raise_to="$12")
    calculator.preset("Pot limit: pot 40 chips, call 10 chips")  # NZ Gazette 13.5(c): pot 40, call 10: raise 50, to 60
    calculator.shows(amount_to_call="10 chips", max_raise_to="60 chips")
    expect(calculator.field("choices")).to_have_text("You may call 10 chips, raise to between 20 and 60 chips or fold.")
    expect(calculator.cell).to_contain_text("NZ Gazette 13.5(c)")


def test_raise_calculator_typed_values(live_pages: Pages) -> None:
    """The same answers from values typed into the boxes."""
    page = live_pages.open(MANILA_2).page
    calculator = Calculator(page)
    calculator.preset("$2 manila, first round")
    calculator.shows(max_raise_to="$6")

    type_into(calculator.box("Stake ($)"), "5")  # a $5 blind
    type_into(calculator.box("Pot (every chip in it)"), "5")
    type_into(calculator.box("The bet (most put in this round)"), "5")
    calculator.shows(amount_to_call="$5", min_raise_to="$15", max_raise_to="$15")

    type_into(calculator.box("Stake ($)"), "2")  # later round: $4 bet, raised to $8; raise again to $12
    type_into(calculator.box("Betting round"), "2")
    type_into(calculator.box("Pot (every chip in it)"), "20")
    type_into(calculator.box("The bet (most put in this round)"), "8")
    type_into(calculator.box("Raises so far this round"), "1")
    calculator.shows(amount_to_call="$8", min_raise_to="$12", max_raise_to="$12")

    calculator.box("Structure").select_option(label="Pot limit")  # pot 40 + call 10: at most 60
    expect(calculator.box("Minimum bet")).to_be_visible(timeout=REPLY_MS)
    type_into(calculator.box("Raises so far this round"), "0")
    type_into(calculator.box("Pot (every chip in it)"), "40")
    type_into(calculator.box("The bet (most put in this round)"), "10")
    calculator.shows(amount_to_call="10 chips", max_raise_to="60 chips")

    type_into(calculator.box("Pot (every chip in it)"), "-1")  # bad input: the engine's words, inline
    expect(calculator.cell.locator(".rb-error")).to_contain_text("the pot, -1, is not allowed", timeout=REPLY_MS)
    no_traceback(page)
    type_into(calculator.box("Pot (every chip in it)"), "40.5")  # a fraction of a chip: refused, not read as 40
    expect(calculator.cell.locator(".rb-error")).to_contain_text("40.5 is not a whole number", timeout=REPLY_MS)
    expect(calculator.field("max_raise_to")).to_have_count(0)
    no_traceback(page)


# --- the ranking explorer ------------------------------------------------------------------------------


def test_ranking_explorer_follows_the_deck(live_pages: Pages) -> None:
    page = live_pages.open(MANILA_2).page
    cell = page.locator(".jp-Cell").filter(has=page.get_by_role("button", name="Show the hand", exact=True))
    expect(cell).to_have_count(1)
    deck = cell.get_by_label("Deck", exact=True)
    ranking = cell.get_by_label("Ranking", exact=True)
    cards = cell.get_by_label("Five cards", exact=True)
    table = cell.locator("table").first
    chart = cell.locator('svg[role="img"]')  # the counts drawn as SVG, in pure Python
    hand = cell.locator(".rb-hand")

    def choose_deck(size: str) -> None:  # the options are "52 cards, 2 to ace ...", "32 cards, ..."
        values = deck.locator("option").evaluate_all("options => options.map(option => option.value)")
        deck.select_option(value=next(value for value in values if value.startswith(f"{size} cards")))

    expect(deck).to_have_value(re.compile(r"^32 cards"))
    expect(ranking).to_have_value("manila")
    table_before, chart_before = table.inner_text(), chart.get_attribute("aria-label")
    assert "201,376" in table_before  # C(32, 5) five-card hands

    choose_deck("52")
    expect(table).not_to_have_text(table_before, timeout=REPLY_MS)
    expect(table).to_contain_text("2,598,960")  # C(52, 5)
    expect(chart).not_to_have_attribute("aria-label", chart_before or "", timeout=REPLY_MS)
    expect(chart).to_have_attribute("aria-label", re.compile("52-card deck"))

    choose_deck("32")
    ranking.select_option("manila")
    expect(table).to_contain_text("201,376", timeout=REPLY_MS)
    type_into(cards, "J 10 9 8 7")  # a straight, for contrast
    expect(hand).to_contain_text("straight, seven to jack", timeout=REPLY_MS)
    type_into(cards, "A-7-8-9-10")
    expect(hand).to_contain_text("A-7-8-9-10 is not a straight", timeout=REPLY_MS)
    expect(hand).to_contain_text("high card, ace")

    # the exact showdown chances, read from the tables: every deal, then one hand's boards
    chances = cell.locator("table.rb-chances")
    expect(chances).to_contain_text(f"{comb(32, 2) * comb(30, 5):,} deals")  # C(32, 2) × C(30, 5)
    type_into(cell.get_by_label("Hole cards", exact=True), "Ah Kh")
    expect(chances).to_contain_text(f"{comb(30, 5):,} deals", timeout=REPLY_MS)
    # flushes of Ah Kh: 3, 4 or 5 of the 6 hearts left on the board, less the C(27, 2) boards with Qh Jh Th
    flushes = comb(6, 3) * comb(24, 2) + comb(6, 4) * 24 + comb(6, 5) - comb(27, 2)
    expect(chances.locator("tr", has_text="flush").filter(has_not_text="straight")).to_contain_text(f"{flushes:,}")
    no_traceback(page)


# --- the showdown explainer ---------------------------------------------------------------------------


def test_showdown_explainer_says_what_is_not_a_card(live_pages: Pages, axe: Axe) -> None:
    page = live_pages.open(MANILA_2).page
    cell = page.locator(".jp-Cell").filter(has=page.locator(".rb-showdown-explainer"))
    expect(cell).to_have_count(1)
    seat_1 = cell.get_by_label("Seat 1 cards", exact=True)
    good = seat_1.input_value()
    expect(cell.locator('[data-field="headline"]')).to_contain_text("wins")

    type_into(seat_1, "Ah 1h")
    error = cell.locator(".rb-error")
    expect(error).to_contain_text("'1h' is not a card", timeout=REPLY_MS)
    expect(error).to_have_attribute("role", "alert")
    expect(cell.locator('[data-field="headline"]')).to_have_count(0)
    no_traceback(page)

    type_into(seat_1, good)
    expect(cell.locator('[data-field="headline"]')).to_contain_text("wins", timeout=REPLY_MS)
    # 2 Card Manila: what each seat's two cards were worth before the board, from the exact tables
    starting = cell.locator('[data-field="starting"]')
    expect(starting).to_contain_text("against one random hand")
    expect(starting.locator('a[href*="method-equity"]').first).to_be_visible()
    assert blocking_violations(axe, page) == [], "with a showdown's result shown again"
    assert maths_on(page) == [], "an amount of money typeset as maths, after the widgets answered"


# --- the live quiz ----------------------------------------------------------------------------------------


def test_live_quiz_marks_an_answer_with_its_reasons(live_pages: Pages, axe: Axe) -> None:
    """The quiz page's live quiz (removed from the static book, run by Voila): an answer, marked, with why."""
    page = live_pages.open(QUIZ).page
    quiz = page.locator(".rbq-live")
    expect(quiz).to_have_count(1)
    expect(quiz).to_contain_text("Score: 0 right out of 0 answered")
    choices = quiz.locator(".widget-vbox").last.get_by_role("button")
    expect(choices.first).to_be_visible()
    assert choices.count() >= 2

    choices.first.click()
    feedback = quiz.locator('[role="alert"]')
    expect(feedback).to_contain_text(re.compile(r"(\u2713 Right|\u2717 Not quite)"), timeout=REPLY_MS)
    expect(feedback.locator("ol li").first).to_be_visible()  # the engine's reasons ...
    expect(feedback.locator("a").first).to_have_attribute("href", re.compile(r"^/book/.*\.html#"))  # ... cited
    expect(quiz.get_by_role("button", name=re.compile("the answer$"))).to_have_count(1)
    expect(quiz).to_contain_text(re.compile(r"Score: [01] right out of 1 answered"))
    no_traceback(page)
    assert maths_on(page) == [], "an amount of money typeset as maths"
    assert blocking_violations(axe, page) == [], "with the answer's feedback shown"


# --- every box wide enough to show what it holds -------------------------------------------------------

#: The narrowest a typing box may be: room for "10,000" and the arrows of a number box.
NARROWEST_BOX_PX = 48


@pytest.mark.parametrize("notebook", LIVE_NOTEBOOKS)
def test_every_box_of_a_live_page_is_wide_enough_to_show_its_value(live_pages: Pages, notebook: str) -> None:
    """A box squeezed by its long label shows nothing of what it holds (the deal stepper's short-stack seat
    was 18 px wide): every text and number box of every widget is at least 48 CSS px wide."""
    page = live_pages.open(notebook).page
    narrow = page.evaluate(
        """(least) => [...document.querySelectorAll('.jupyter-widgets input[type=text], .jupyter-widgets input[type=number], .jupyter-widgets textarea')]
            .filter(box => box.offsetParent !== null && box.getBoundingClientRect().width < least)
            .map(box => (box.closest('.widget-inline-hbox')?.innerText || box.outerHTML).trim() + ': ' + Math.round(box.getBoundingClientRect().width) + ' px')""",
        NARROWEST_BOX_PX,
    )
    assert narrow == []
