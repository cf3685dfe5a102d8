"""The dealer's quiz on a page: a live widget with a kernel, a bank of questions without one.

:class:`Quiz` is the live quiz (Jupyter, Voila): filters by game and topic (every choice always listed;
those the engine has no questions for under the other's choice are marked "(none for ...)"), a fresh question from :func:`widgets.views.question_view`
(:func:`engine.teaching.quiz.ask`), one real button per choice (a fixed set, relabelled for each
question), and feedback that shows the engine's steps with links to the clauses; each click goes
through :func:`widgets.views.mark_view` (:func:`engine.teaching.quiz.mark`), so the widget takes
nothing on trust.  A running score counts each question's first answer.

:class:`StaticQuiz` (and :func:`static_quiz_html`) is for the book, where no kernel runs: a bank
from :func:`engine.teaching.quiz.question_bank`, exported by :func:`engine.teaching.quiz.bank_export`, written out
as one block of HTML with its own stylesheet and a small script inline -- no outside file, so it
works offline.  The answers and explanations are in the page; the script checks a click against
them, keeps the score and filters the questions.  Without the script the page still lists every
question with its answer and explanation behind a "The answer and why" disclosure.

Both are a dealer's drill: a scoreboard per topic and game kept in the browser across visits (one
localStorage key, :data:`widgets.views.quiz.DRILL_STORAGE_KEY`, one JSON record,
:func:`widgets.views.quiz.new_record`, shared by the two quizzes), "Review my misses", a timed mode graded
quick, steady or slow against a time per topic, "Drill my weakest topic", and "Start again" (asked first).
What the drill decides (the pace grade, the weakest topic) is defined once, in :mod:`widgets.views.quiz`;
the static quiz's script gets those definitions as data (``data-rbq-drill``).

Nothing here decides a rule: the questions, the answers, the marks and the reasons are the engine's.

>>> quiz = Quiz(seed=1, topic="stud-opener")
>>> quiz.answer(quiz.question.answer_index)
>>> "Right" in quiz.feedback.value, quiz.right_count, quiz.answered_count
(True, 1, 1)
>>> quiz.answer(9)
>>> "choice 9 is not one of" in quiz.feedback.value
True
"""

from __future__ import annotations

import hashlib
import json
import random
import time
from collections.abc import Callable, Sequence
from html import escape
from typing import Any

import ipywidgets as w

from engine.teaching.quiz import MOST_CHOICES, QUIZ_GAMES, TOPICS, Question, QuizFilters, quiz_game, quiz_topic
from widgets import panes
from widgets.common import harden, labelled, on_change, show_view
from widgets.panes import error_html, explanation_html, notice_html
from widgets.render.html import STYLE
from widgets.render.quiz import bank_export
from widgets.views import MarkView, QuestionView, filters_view, mark_view, question_view
from widgets.views.quiz import (
    DEFAULT_SECONDS,
    DRILL_STORAGE_KEY,
    GRADES,
    MOST_SECONDS,
    WEAKEST_AFTER,
    Drill,
    DrillRecord,
    default_seconds,
    drill_settings,
    review_view,
)

ANY = ""
#: The filters' first choice, no filter, worded alike in the live quiz and the static one.
EVERY_GAME = ("Every game", ANY)
EVERY_TOPIC = ("Every topic", ANY)

_MARK = {True: "\u2713", False: "\u2717"}  # a sign as well as a colour and the words

# Dark enough for white text (ipywidgets' own "success" green is not: axe color-contrast).
_RIGHT_COLOUR, _WRONG_COLOUR = "#1b5e20", "#8a0018"

# A focus ring that shows (ipywidgets' own is a thin line), on the quiz's controls only.
# A choice's words wrap rather than end in "..." on a phone; the timed mode's check box is a 24 px target.
_LIVE_STYLE = (
    "<style>.rbq-live .jupyter-button:focus-visible,.rbq-live select:focus-visible,.rbq-live input:focus-visible"
    "{outline:3px solid #1a73e8;outline-offset:2px}"
    ".rbq-live .widget-vbox .jupyter-button{white-space:normal;text-align:left}"
    ".rbq-live .widget-checkbox input[type=checkbox]{width:24px;height:24px}</style>"
)


class Quiz:
    """The live quiz: game and topic filters, the question, a button per choice, feedback, a score, and the
    drill (a scoreboard per topic and game, a review of misses, a timed mode, the weakest topic).

    :param seed: the seed of the quiz's generator; by default a fresh one each time (kept in
        ``seed``), so every run asks new questions; give one to make a run repeatable.
    :param game: start filtered to this game (a key or name, see :data:`engine.teaching.quiz.QUIZ_GAMES`).
    :param topic: start filtered to this topic (a key or name, see :data:`engine.teaching.quiz.TOPICS`).
    :param clock: the clock the timed mode reads, in seconds (``time.monotonic``; a test gives its own).

    A bad game, topic or combination is shown inline, in the engine's words.

    Numbering: "Question n" counts the questions this visit has answered, plus one: a question set aside
    by a filter change, unanswered, does not move the number on.

    The drill's record (:func:`widgets.views.quiz.new_record`) is the static quiz's, under the same
    localStorage key.  Python in a worker cannot read localStorage, so the quiz holds two hidden
    widgets that ``book/_ext/static/live_book.js`` bridges: ``store_in`` (a Text: the page writes the
    stored JSON into it once, when the quiz is drawn) and ``store_out`` (HTML: the quiz writes its
    record into it after each change; the page copies it into localStorage, but only once the record
    was loaded, so a quiz that never heard from the page cannot overwrite a stored score).  Where no
    page bridges them (Voila from ``./serve.sh``, JupyterLab) the record lasts as long as the session.
    """

    reviewing: bool
    confirm: w.HBox

    def __init__(
        self,
        *,
        seed: int | None = None,
        game: str | None = None,
        topic: str | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.seed = random.Random().randrange(2**32) if seed is None else seed
        self.rng = random.Random(self.seed)
        self.clock = clock
        self.drill = Drill()
        self.loaded = False  # whether the page handed the quiz the stored record
        self.game = labelled(w.Dropdown(options=[EVERY_GAME], layout=w.Layout(margin="0 2em 0.3em 0")), "Game")
        self.topic = labelled(w.Dropdown(options=[EVERY_TOPIC]), "Topic")
        self.prompt = w.HTML()
        #: One button per choice a question can have, relabelled for each question (never rebuilt).
        self.choice_buttons = [
            w.Button(layout=w.Layout(width="auto", max_width="100%", height="auto", margin="0.2em 0", display="none"))
            for _ in range(MOST_CHOICES)
        ]
        for index, button in enumerate(self.choice_buttons):
            button.on_click(lambda _button, index=index: self.answer(index))
        self.choices = w.VBox(self.choice_buttons, layout=w.Layout(align_items="flex-start", margin="0.3em 0"))
        self.feedback = w.HTML()
        self.score = w.HTML()
        self.next_button = w.Button(description="Next question", tooltip="Next question")
        self.next_button.on_click(lambda _button: self.next_question())
        # -- the drill's controls
        self.review_button = w.Button(tooltip="Ask the questions you missed again", layout=w.Layout(width="auto"))
        self.review_button.on_click(lambda _button: self.review(not self.reviewing))
        self.weakest_button = w.Button(description="Drill my weakest topic", layout=w.Layout(width="auto"))
        self.weakest_button.tooltip = (
            f"The topic with the lowest share right (of those with {WEAKEST_AFTER} or more answers)"
        )
        self.weakest_button.on_click(lambda _button: self.drill_weakest())
        # a check box and a number box: controls whose value a reader sets (widgets.common.harden lets the
        # page change their value, nothing else)
        self.timed = w.Checkbox(description="Timed mode", indent=False, layout=w.Layout(width="auto"))
        self.timed.observe(lambda change: self._set_timed(bool(change["new"])), names="value")
        self.seconds = w.FloatText(
            value=DEFAULT_SECONDS,
            step=1,
            style={"description_width": "initial"},
            layout=w.Layout(width="auto", display="none"),
        )
        self.seconds.observe(lambda change: self._set_seconds(change["new"]), names="value")
        self.pace = w.HTML()
        self.reset_button = w.Button(description="Start again", tooltip="Clear the scoreboard and the misses")
        self.reset_button.on_click(lambda _button: self._ask_to_clear())
        self.clear_button = w.Button(description="Yes, clear them", button_style="danger")
        self.clear_button.on_click(lambda _button: self.start_again())
        self.keep_button = w.Button(description="Keep them")
        self.keep_button.on_click(lambda _button: setattr(self.confirm.layout, "display", "none"))
        self.confirm = w.HBox(
            [
                w.HTML("<p>Clear every score and miss this browser keeps for the quiz?</p>"),
                self.clear_button,
                self.keep_button,
            ],
            layout=w.Layout(display="none", flex_flow="row wrap", align_items="center"),
        )
        self.board = w.HTML()
        self.store_in = w.Text(layout=w.Layout(display="none"))
        self.store_in.add_class("rbq-store-in")
        self.store_in.observe(lambda change: self.load(change["new"]), names="value")
        self.store_out = w.HTML(layout=w.Layout(display="none"))
        self.store_out.add_class("rbq-store-out")
        self.question: Question | None = None
        self.asked_count = 0
        self.answered_count = 0
        self.right_count = 0
        self.reviewing = False
        self.last_grade: str | None = None
        self._shown_at = 0.0
        self._answered = False
        self._quiet = False
        start = filters_view(game, topic)  # a bad starting filter is shown, not raised
        self._show_filters(start.filters)
        on_change([self.game, self.topic], lambda _change: self._filtered())
        drill = w.HBox(
            [self.review_button, self.weakest_button, self.timed, self.seconds],
            layout=w.Layout(flex_flow="row wrap", align_items="center"),
        )
        self.box = w.VBox(
            [
                w.HBox([self.game, self.topic], layout=w.Layout(flex_flow="row wrap")),
                drill,
                self.pace,
                self.score,
                self.prompt,
                self.choices,
                self.feedback,
                self.next_button,
                self.reset_button,
                self.confirm,
                self.board,
                self.store_in,
                self.store_out,
            ]
        )
        self.box.add_class("rbq-live")
        harden(self.box, lambda _control, text: setattr(self.feedback, "value", notice_html(text)))
        self._show_score()
        self._save()  # the page learns the key from it, and finds nothing to store until it has loaded
        self.next_question()
        if start.error is not None:
            self.feedback.value = error_html(start.error)

    @property
    def record(self) -> DrillRecord:
        """The drill's record (the format of :func:`widgets.views.quiz.new_record`)."""
        return self.drill.record

    @property
    def buttons(self) -> list[w.Button]:
        """The buttons of the question's choices (the rest of the set is hidden)."""
        return [button for button in self.choice_buttons if button.layout.display != "none"]

    def _show_filters(self, filters: QuizFilters) -> None:
        """Offer every game and topic, keeping the choices made; those with no questions for the other
        filter's choice (the engine's narrowing) stay in the list, marked "(none for ...)", so a choice
        never silently disappears.  Picking a marked one shows the engine's refusal inline."""
        game_name = QUIZ_GAMES.get(filters.game or "", "")
        topic_name = TOPICS[filters.topic].name if filters.topic else ""
        games = [EVERY_GAME, *((_marked(QUIZ_GAMES[key], key in filters.games, topic_name), key) for key in QUIZ_GAMES)]
        topics = [EVERY_TOPIC, *((_marked(TOPICS[key].name, key in filters.topics, game_name), key) for key in TOPICS)]
        self._quiet = True
        try:
            for dropdown, options, value in ((self.game, games, filters.game), (self.topic, topics, filters.topic)):
                if list(dropdown.options) != options:  # only a real change is sent to the page
                    dropdown.options = options
                dropdown.value = value or ANY
        finally:
            self._quiet = False

    # -- asking ---------------------------------------------------------------------------------

    def _filtered(self) -> None:
        """A filter changed: leave the review (it ignores the filters) and ask under the new filters."""
        if self._quiet:
            return
        self.reviewing = False
        self.next_question()

    def next_question(self) -> None:
        """Ask for a new question under the filters (an impossible filter is shown inline); in the review,
        the next missed question."""
        if self._quiet:
            return
        self.feedback.value = ""
        self._answered = False
        if self.reviewing:
            if self.drill.misses:
                self._review_next()
                return
            self.reviewing = False
            self.feedback.value = "<p>No misses left to review: back to new questions.</p>"
        view = show_view(
            self.prompt, lambda: question_view(self.rng, game=self.game.value, topic=self.topic.value), self._asked
        )
        if view is None or view.error is not None:
            self.question = None
            self._set_buttons(())
        self._show_drill()

    def _review_next(self) -> None:
        """The missed question after the one shown (in the order they were missed, round again)."""
        misses = self.drill.misses
        current = self.question.id if self.question is not None else None
        following = misses[(misses.index(current) + 1) % len(misses)] if current in misses else misses[0]
        view = show_view(self.prompt, lambda: review_view(following), lambda view: self._show_question(view.question))
        if view is None or view.error is not None:  # a miss the engine no longer asks: off the list
            self.question = None
            self._set_buttons(())
            self.drill.forget(following)
            self._save()
        self._show_drill()

    def _asked(self, view: QuestionView) -> str:
        """Show a question asked: the filters it leaves, a button per choice, and the prompt."""
        assert view.asked is not None
        self._show_filters(view.asked.filters)
        return self._show_question(view.asked.question)

    def _show_question(self, question: Question | None) -> str:
        assert question is not None
        self.question = question
        self.asked_count += 1
        self._set_buttons(question.choices)
        self._shown_at = self.clock()
        self._show_seconds(question.topic)
        review = " (a question you missed, asked again)" if self.reviewing else ""
        return (
            f'{STYLE}<div class="tex2jax_ignore mathjax_ignore"><p class="rbq-meta">Question {self.answered_count + 1}'
            f"{review}: {escape(question.game_name)} \u00b7 {escape(question.topic_name)}</p>"
            f"<p><strong>{escape(question.prompt)}</strong></p></div>"
        )

    def _set_buttons(self, choices: Sequence[str]) -> None:
        """Relabel the set of buttons for the choices; hide the rest."""
        for index, button in enumerate(self.choice_buttons):
            if index < len(choices):
                button.description = button.tooltip = choices[index]
                button.style.button_color = None
                button.style.text_color = None
                button.style.font_weight = ""
                button.layout.display = None
            else:
                button.layout.display = "none"

    # -- marking --------------------------------------------------------------------------------

    def answer(self, choice_index: Any) -> None:
        """Mark a choice and show why; only a question's first answer is scored (and timed)."""
        question = self.question
        seconds = self.clock() - self._shown_at
        show_view(
            self.feedback,
            lambda: mark_view(question, choice_index),
            lambda view: self._marked(question, choice_index, view, seconds),
        )

    def _marked(self, question: Question | None, chosen: int, view: MarkView, seconds: float) -> str:
        """Show a choice marked: the engine's verdict, its reasons, the pace, the score, the buttons in words."""
        assert question is not None and view.decision is not None
        decision = view.decision
        verdict, *reasons = decision.because  # the engine's verdict ("Right: ..."), then its reasons
        headline = f"{_MARK[decision.value]} {verdict.text}"
        pace = ""
        if self._answered:
            headline += " (only the first answer to a question counts for the score)"
        else:
            self._answered = True
            self.answered_count += 1
            self.right_count += decision.value
            allowed = self.drill.allowed(question.topic)
            self.last_grade = self.drill.answer(question.id, right=decision.value, seconds=seconds)
            if self.last_grade is not None:
                pace = (
                    f'<p class="rbq-pace"><strong>Pace: {self.last_grade}</strong> ({seconds:.1f} s against '
                    f"{allowed:g} s for {escape(question.topic_name)}; the pace, not whether it was right)</p>"
                )
            self._save()
            self._show_score()
            self._show_drill()
        self._show_choices(question, chosen)
        return f'<div role="alert">{explanation_html(headline, reasons)}{pace}</div>'

    def _show_choices(self, question: Question, chosen: int) -> None:
        """Mark the buttons in words as well as colour: the answer, and a wrong choice."""
        for index, button in enumerate(self.choice_buttons[: len(question.choices)]):
            text = question.choices[index]
            if index == question.answer_index:
                button.description, colour = f"\u2713 {text} \u2014 the answer", _RIGHT_COLOUR
            elif index == chosen:
                button.description, colour = f"\u2717 {text} \u2014 your answer", _WRONG_COLOUR
            else:
                button.description, colour = text, None
            button.style.button_color = colour
            button.style.text_color = None if colour is None else "#ffffff"
            button.style.font_weight = "" if colour is None else "bold"
            button.tooltip = button.description

    def _show_score(self) -> None:
        self.score.value = (
            f"{_LIVE_STYLE}<p><strong>Score: {self.right_count} right out of {self.answered_count} "
            "answered</strong></p>"
        )

    # -- the drill ------------------------------------------------------------------------------

    def review(self, on: bool = True) -> None:
        """Ask the missed questions again (``on``), or go back to new questions."""
        self.reviewing = on and bool(self.drill.misses)
        self.question = None
        self.next_question()

    def drill_weakest(self) -> None:
        """Filter to the weakest topic (:func:`widgets.views.quiz.weakest_topic`) of those the chosen game
        has (every topic if none is chosen; the game filter is kept)."""
        offered = [key for key, topic in TOPICS.items() if self.game.value in (ANY, *topic.games)]
        topic = self.drill.weakest(offered)
        if topic is None:
            return
        self.reviewing = False
        if self.topic.value == topic:
            self.next_question()
        else:
            self.topic.value = topic
        tally = self.drill.tally(topic)
        self.feedback.value = (
            f"<p>Drilling your weakest topic: <strong>{escape(TOPICS[topic].name)}</strong> "
            f"({tally['right']} right of {tally['asked']} answered).</p>"
        )

    def _show_seconds(self, topic: str) -> None:
        self._quiet_seconds = True
        try:
            self.seconds.description = f"Seconds for {TOPICS[topic].name}"
            self.seconds.value = self.drill.allowed(topic)
        finally:
            self._quiet_seconds = False

    def _set_seconds(self, value: float) -> None:
        if getattr(self, "_quiet_seconds", False) or self.question is None:
            return
        if not 0 < value <= MOST_SECONDS:  # kept as it was, and said why
            self.feedback.value = notice_html(
                f"a time for a topic is more than 0 and at most {MOST_SECONDS:g} seconds: {value:g} was not kept"
            )
            self._show_seconds(self.question.topic)
            return
        self.drill.set_allowed(self.question.topic, value)
        self._save()
        self._show_drill()

    def _set_timed(self, on: bool) -> None:
        if self.drill.timed != on:
            self.drill.timed = on
            self._save()
        self._show_drill()

    def _ask_to_clear(self) -> None:
        self.confirm.layout.display = "flex"

    def start_again(self) -> None:
        """Clear the scoreboard, the misses and the times set (after the reader confirmed)."""
        self.drill.clear()
        self.reviewing = False
        self.confirm.layout.display = "none"
        self.answered_count = self.right_count = 0
        self._save()
        self._show_score()
        self.next_question()

    def load(self, text: str) -> None:
        """Take the record the page kept (JSON, :func:`widgets.views.quiz.read_record`); answers already
        given in this visit are added to it, so none is lost."""
        self.drill.merge(text)
        self.loaded = True
        self._save()
        self._show_drill()

    def _save(self) -> None:
        """Hand the record to the page (store_out), marked loaded once the page's own record is in it."""
        text = self.drill.to_json()
        self.store_out.value = (
            f'<span data-rbq-key="{DRILL_STORAGE_KEY}" data-rbq-loaded="{"yes" if self.loaded else "no"}" '
            f'data-rbq-record="{escape(text)}"></span>'
        )

    def _show_drill(self) -> None:
        """The drill's controls and scoreboard, from the record."""
        misses = len(self.drill.misses)
        self.review_button.description = "Back to new questions" if self.reviewing else f"Review my misses ({misses})"
        self.review_button.disabled = not self.reviewing and misses == 0
        timed = self.drill.timed
        if self.timed.value != timed:
            self.timed.value = timed
        self.seconds.layout.display = None if timed else "none"
        self.pace.value = f'<p class="rbq-pace-why">{escape(PACE_WHY)}</p>' if timed else ""
        self.board.value = scoreboard_html(self.drill)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        """The live quiz, with a short plain-text form."""
        bundle = dict(self.box._repr_mimebundle_(**kwargs) or {})
        bundle["text/plain"] = repr(self)
        return bundle

    def __repr__(self) -> str:
        return f"Dealer's quiz (live): {self.right_count} right out of {self.answered_count} answered"


#: Why the timed mode, and what its grades mean (the live quiz and the static one say the same).
PACE_WHY = (
    "Timed: a dealer must answer at the pace of the game. Each first answer is graded on its pace, not on "
    "being right: quick within the time set for its topic, steady within twice it, slow beyond."
)


def _marked(name: str, has_questions: bool, other: str) -> str:
    """A filter's choice, marked when it has no questions for the other filter's choice."""
    return name if has_questions or not other else f"{name} (none for {other})"


def scoreboard_html(drill: Drill) -> str:
    """The drill's record as a table: per topic (in the engine's order), then per game within it, right /
    answered and the paces (the static quiz's script draws the same table).

    >>> drill = Drill()
    >>> drill.answer("straights:omaha:7", right=True, seconds=1.0)
    >>> "1 / 1" in scoreboard_html(drill) and "Straights" in scoreboard_html(drill)
    True
    """
    rows = []
    scores = drill.record["scores"]
    for topic in sorted(scores, key=lambda key: list(TOPICS).index(key) if key in TOPICS else len(TOPICS)):
        games = scores[topic]
        tally = drill.tally(topic)
        name = TOPICS[topic].name if topic in TOPICS else topic
        rows.append(_board_row(f"<strong>{escape(name)}</strong>", tally, "rbq-board-topic"))
        for game, counts in games.items():
            rows.append(_board_row(f"\u2003{escape(QUIZ_GAMES.get(game, game))}", counts, "rbq-board-game"))
    if not rows:
        return '<p class="rbq-board">Your scoreboard: nothing answered yet in this browser.</p>'
    return (
        '<details class="rbq-board" open><summary>Your scoreboard (kept in this browser)</summary>'
        '<div style="overflow-x:auto"><table><thead><tr><th scope="col">Topic, game</th><th scope="col">Right / answered</th>'
        '<th scope="col">Quick \u00b7 steady \u00b7 slow</th></tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table></div></details>"
    )


def _board_row(label: str, tally: dict[str, int], kind: str) -> str:
    paces = " \u00b7 ".join(str(tally.get(grade, 0)) for grade in GRADES)
    return (
        f'<tr class="{kind}"><th scope="row">{label}</th><td>{tally.get("right", 0)} / {tally.get("asked", 0)}</td>'
        f"<td>{paces}</td></tr>"
    )


# --- the static bank -----------------------------------------------------------------------------

_CSS = """
.rbq{max-width:50em;border:1px solid #8a8a8a;border-radius:.4em;padding:.6em .9em;margin:.8em 0;background:#fff;color:#111;line-height:1.45}
.rbq [hidden]{display:none!important}
.rbq-controls{display:flex;flex-wrap:wrap;gap:.5em 1.4em;align-items:center;margin:.2em 0 .5em}
.rbq-controls label{font-weight:600;display:inline-flex;align-items:center;max-width:100%}
.rbq-controls select{min-width:0;flex:1 1 auto}
.rbq select{margin-left:.35em;padding:.2em .3em;font:inherit;color:#111;background:#fff;border:1px solid #555;border-radius:.25em}
.rbq button{font:inherit;padding:.35em .8em;border:1px solid #555;border-radius:.3em;background:#f3f3f3;color:#111;cursor:pointer;text-align:left}
.rbq button:hover{background:#e3e3e3}
.rbq button:focus-visible,.rbq select:focus-visible,.rbq summary:focus-visible,.rbq a:focus-visible,.rbq-prompt:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.rbq button[aria-pressed=true]{background:#1a4f8f;color:#fff;border-color:#1a4f8f}
.rbq button[aria-disabled=true]{opacity:.55;cursor:default}
.rbq-score{font-weight:700;margin:.3em 0}
.rbq ul.rbq-list{list-style:none;margin:0;padding:0}
.rbq .rbq-list>.rbq-q{list-style:none;margin:0;border-top:1px solid #d0d0d0;padding:.5em 0}
.rbq-meta{font-size:.88em;color:#3d3d3d;margin:.15em 0}
.rbq-prompt{font-weight:600;margin:.3em 0}
.rbq-choices{display:flex;flex-direction:column;align-items:flex-start;gap:.35em;margin:.4em 0}
.rbq-choice.rbq-right{border:2px solid #1b5e20;background:#e6f4e7}
.rbq-choice.rbq-wrong{border:2px dashed #a0001c;background:#fcebed}
.rbq-badge{font-weight:700}
.rbq-feedback p{margin:.3em 0;font-weight:600}
.rbq-ok{color:#1b5e20}.rbq-no{color:#8a0018}
.rbq-why summary{cursor:pointer;font-weight:600}
.rbq-steps{margin:.3em 0 .3em 1.3em;padding:0}.rbq-steps li{margin:.15em 0}
.rbq-cite{font-size:.88em;white-space:nowrap}
.rbq-reading{margin:.4em 0}
.rbq-nav{display:flex;flex-wrap:wrap;gap:.5em;align-items:center;margin-top:.5em}
.rbq button,.rbq select,.rbq input{min-height:28px;max-width:100%}
.rbq summary{min-height:26px;padding:.1em 0}
.rbq button:disabled{opacity:.55;cursor:default}
.rbq-times{margin:.3em 0}.rbq-times summary{cursor:pointer;font-weight:600}
.rbq-times-list{display:flex;flex-wrap:wrap;gap:.3em 1.2em;margin:.3em 0 .3em 1em}
.rbq-times input{width:4.5em;font:inherit;padding:.1em .3em;border:1px solid #555;border-radius:.25em}
.rbq-times input:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.rbq-pace-why,.rbq-note{font-size:.92em;margin:.3em 0}
.rbq-pace{font-weight:600}.rbq-pace-quick{color:#1b5e20}.rbq-pace-steady{color:#6b4a00}.rbq-pace-slow{color:#8a0018}
.rbq-confirm{border:2px solid #8a0018;border-radius:.3em;padding:.3em .6em;margin:.5em 0;background:#fff7f7}
.rbq-confirm p{margin:.2em 0 .4em;font-weight:600}
.rbq-board{margin-top:.6em}.rbq-board summary{cursor:pointer;font-weight:600}
.rbq-board-wrap{overflow-x:auto}
.rbq-board table{border-collapse:collapse;margin:.3em 0;font-size:.92em}
.rbq-board th,.rbq-board td{border-bottom:1px solid #d0d0d0;padding:.15em .6em;text-align:left;vertical-align:top}
.rbq-board td{white-space:nowrap}
.rbq-board .rbq-board-game th{font-weight:400}
"""

# Plain ES5, no library: it runs in the book, in JupyterLab's trusted output and in Voila.  The drill's
# definitions (the storage key and format, the grade multiples, the answers a topic needs to be weighed,
# the default times) come from widgets.views.quiz as data (data-rbq-drill); the script applies them:
# ``grade`` and ``weakest`` here mean what drill_grade and weakest_topic mean there.
_JS = r"""
(function () {
  function each(list, fn) { Array.prototype.forEach.call(list, fn); }
  function has(list, value) { return Array.prototype.indexOf.call(list, value) >= 0; }
  function init(root) {
    if (root.getAttribute("data-rbq-ready")) { return; }
    root.setAttribute("data-rbq-ready", "1");
    var S = JSON.parse(root.getAttribute("data-rbq-drill"));
    var items = Array.prototype.slice.call(root.querySelectorAll(".rbq-q"));
    var gameSelect = root.querySelector(".rbq-game"), topicSelect = root.querySelector(".rbq-topic");
    var modeButton = root.querySelector(".rbq-mode"), previous = root.querySelector(".rbq-prev");
    var next = root.querySelector(".rbq-next"), restart = root.querySelector(".rbq-reset");
    var position = root.querySelector(".rbq-position"), score = root.querySelector(".rbq-score");
    var empty = root.querySelector(".rbq-empty"), note = root.querySelector(".rbq-note");
    var reviewButton = root.querySelector(".rbq-review"), weakestButton = root.querySelector(".rbq-weakest");
    var timedButton = root.querySelector(".rbq-timed"), paceWhy = root.querySelector(".rbq-pace-why");
    var times = root.querySelector(".rbq-times"), board = root.querySelector(".rbq-board");
    var confirmBox = root.querySelector(".rbq-confirm");
    var state = {all: modeButton.getAttribute("aria-pressed") === "true", current: 0, shown: [], review: false, on: null};
    each(root.querySelectorAll(".rbq-js"), function (part) { part.hidden = false; });
    each(root.querySelectorAll("option"), function (option) { option.setAttribute("data-name", option.textContent); });

    // -- the record kept in this browser (widgets.views.quiz.new_record: one key, JSON, a version) --
    function fresh() { return {version: S.version, scores: {}, misses: [], seconds: {}, timed: false}; }
    function load() {
      var data = null;
      try { data = JSON.parse(window.localStorage.getItem(S.key) || "null"); } catch (e) { data = null; }
      if (!data || typeof data !== "object" || data.version !== S.version) { return fresh(); }
      var record = fresh();
      if (data.scores && typeof data.scores === "object") { record.scores = data.scores; }
      if (data.misses instanceof Array) { record.misses = data.misses.filter(function (m) { return typeof m === "string"; }); }
      if (data.seconds && typeof data.seconds === "object") { record.seconds = data.seconds; }
      record.timed = data.timed === true;
      return record;
    }
    function save(record) {
      try { window.localStorage.setItem(S.key, JSON.stringify(record)); } catch (e) { /* storage off: this visit only */ }
    }
    function change(fn) { var record = load(); fn(record); save(record); return record; }
    function count(value) { return typeof value === "number" && value >= 0 ? value : 0; }
    function tallyOf(record, topic) {
      var total = {asked: 0, right: 0, quick: 0, steady: 0, slow: 0}, games = record.scores[topic] || {};
      for (var game in games) {
        if (games.hasOwnProperty(game)) {
          for (var name in total) { if (total.hasOwnProperty(name)) { total[name] += count(games[game][name]); } }
        }
      }
      return total;
    }
    function allowed(record, topic) {
      var own = record.seconds[topic];
      return typeof own === "number" && own > 0 ? own : (S.seconds[topic] || S.defaultSeconds);
    }
    // widgets.views.quiz.drill_grade
    function grade(seconds, limit) {
      if (seconds <= limit * S.quick) { return "quick"; }
      if (seconds <= limit * S.steady) { return "steady"; }
      return "slow";
    }
    // widgets.views.quiz.weakest_topic
    function weakest(record, topics) {
      var best = null, bestKey = null;
      topics.forEach(function (topic, index) {
        var t = tallyOf(record, topic);
        var key = t.asked >= S.weakestAfter ? [0, t.right / t.asked, t.asked, index] : [1, t.asked, 0, index];
        for (var i = 0; i < 4 && bestKey; i += 1) {
          if (key[i] !== bestKey[i]) { break; }
        }
        if (!bestKey || (i < 4 && key[i] < bestKey[i])) { best = topic; bestKey = key; }
      });
      return best;
    }
    function recordAnswer(id, right, pace) {
      var parts = id.split(":"), topic = parts[0], game = parts[1];
      return change(function (record) {
        var games = record.scores[topic] = record.scores[topic] || {};
        var tally = games[game] = games[game] || {asked: 0, right: 0, quick: 0, steady: 0, slow: 0};
        tally.asked = count(tally.asked) + 1;
        tally.right = count(tally.right) + (right ? 1 : 0);
        if (pace) { tally[pace] = count(tally[pace]) + 1; }
        record.misses = record.misses.filter(function (miss) { return miss !== id; });
        if (!right) { record.misses.push(id); }
      });
    }

    function setScore() {
      var answered = 0, right = 0;
      items.forEach(function (item) {
        if (item.hasAttribute("data-rbq-first")) {
          answered += 1;
          if (item.getAttribute("data-rbq-first") === item.getAttribute("data-answer")) { right += 1; }
        }
      });
      score.textContent = "Score: " + right + " right out of " + answered + " answered";
    }

    function cell(row, tag, text, scope) {
      var c = document.createElement(tag);
      c.textContent = text;
      if (scope) { c.setAttribute("scope", scope); }
      row.appendChild(c);
      return c;
    }
    function boardRow(body, label, tally, kind) {
      var row = document.createElement("tr");
      row.className = kind;
      cell(row, "th", label, "row");
      cell(row, "td", count(tally.right) + " / " + count(tally.asked));
      cell(row, "td", count(tally.quick) + " \u00b7 " + count(tally.steady) + " \u00b7 " + count(tally.slow));
      body.appendChild(row);
    }
    // The scoreboard (widgets.quiz.scoreboard_html draws the same for the live quiz).
    function drawDrill() {
      var record = load(), topics = [], topic, game;
      for (topic in S.topicNames) { if (S.topicNames.hasOwnProperty(topic) && record.scores[topic]) { topics.push(topic); } }
      for (topic in record.scores) { if (record.scores.hasOwnProperty(topic) && !has(topics, topic)) { topics.push(topic); } }
      board.innerHTML = "";
      if (!topics.length) {
        var none = document.createElement("p");
        none.textContent = "Your scoreboard: nothing answered yet in this browser.";
        board.appendChild(none);
      } else {
        var details = document.createElement("details"), summary = document.createElement("summary");
        details.open = true;
        summary.textContent = "Your scoreboard (kept in this browser)";
        details.appendChild(summary);
        var wrap = document.createElement("div"), table = document.createElement("table");
        wrap.className = "rbq-board-wrap";
        var head = document.createElement("tr");
        cell(head, "th", "Topic, game", "col");
        cell(head, "th", "Right / answered", "col");
        cell(head, "th", "Quick \u00b7 steady \u00b7 slow", "col");
        var thead = document.createElement("thead"), body = document.createElement("tbody");
        thead.appendChild(head);
        table.appendChild(thead);
        topics.forEach(function (topic) {
          boardRow(body, S.topicNames[topic] || topic, tallyOf(record, topic), "rbq-board-topic");
          var games = record.scores[topic];
          for (game in games) {
            if (games.hasOwnProperty(game)) { boardRow(body, "\u2003" + (S.gameNames[game] || game), games[game], "rbq-board-game"); }
          }
        });
        table.appendChild(body);
        wrap.appendChild(table);
        details.appendChild(wrap);
        board.appendChild(details);
      }
      var misses = missedHere(record).length;
      reviewButton.textContent = state.review ? "Back to all questions" : "Review my misses (" + misses + ")";
      reviewButton.setAttribute("aria-pressed", String(state.review));
      reviewButton.disabled = !state.review && misses === 0;
      timedButton.setAttribute("aria-pressed", String(record.timed));
      paceWhy.hidden = times.hidden = !record.timed;
      each(times.querySelectorAll("input"), function (input) {
        if (document.activeElement !== input) { input.value = allowed(record, input.getAttribute("data-topic")); }
      });
    }
    function missedHere(record) {
      return items.filter(function (item) { return has(record.misses, item.getAttribute("data-id")); });
    }

    function badge(button, text) {
      var span = document.createElement("span");
      span.className = "rbq-badge";
      span.textContent = text;
      button.appendChild(span);
    }

    function clearChoices(item) {
      each(item.querySelectorAll(".rbq-choice"), function (button) {
        button.className = "rbq-choice";
        button.textContent = button.getAttribute("data-text");
      });
    }
    function clearItem(item) {
      item.removeAttribute("data-rbq-first");
      clearChoices(item);
      item.querySelector(".rbq-feedback").innerHTML = "";
      item.querySelector(".rbq-why").hidden = true;
    }

    function answer(item, button) {
      var chosen = button.getAttribute("data-index"), right = item.getAttribute("data-answer");
      var first = !item.hasAttribute("data-rbq-first");
      if (first) { item.setAttribute("data-rbq-first", chosen); }
      clearChoices(item);
      var rightText = "";
      each(item.querySelectorAll(".rbq-choice"), function (other) {
        var index = other.getAttribute("data-index");
        if (index === right) {
          other.className = "rbq-choice rbq-right";
          badge(other, " \u2713 the answer");
          rightText = other.getAttribute("data-text");
        } else if (index === chosen) {
          other.className = "rbq-choice rbq-wrong";
          badge(other, " \u2717 your answer");
        }
      });
      var feedback = item.querySelector(".rbq-feedback");
      var line = document.createElement("p");
      var ok = chosen === right;
      // the plain reading of a sentence: the engine's verdict says why the book reads it otherwise
      var plain = ok ? null : item.querySelector('.rbq-reading[data-choice="' + chosen + '"]');
      line.className = ok ? "rbq-ok" : "rbq-no";
      if (ok) {
        line.textContent = "\u2713 Right: " + rightText + ".";
      } else if (plain) {
        line.textContent = "\u2717 " + plain.getAttribute("data-verdict") + " ";
        var dash = document.createElement("span");
        dash.setAttribute("aria-hidden", "true");
        dash.textContent = "\u2014 ";
        line.appendChild(dash);
        line.appendChild(plain.querySelector("a.rbq-cite").cloneNode(true));
      } else {
        line.textContent = "\u2717 Not quite: you chose " + button.getAttribute("data-text") +
          ", but the answer is " + rightText + ".";
      }
      if (!first) {
        line.appendChild(document.createTextNode(" (Only the first answer to a question counts for the score.)"));
      }
      feedback.innerHTML = "";
      feedback.appendChild(line);
      if (first) {
        var record = load(), topic = item.getAttribute("data-topic"), pace = null;
        if (record.timed && item.rbqShownAt) {
          var seconds = (new Date().getTime() - item.rbqShownAt) / 1000, limit = allowed(record, topic);
          pace = grade(seconds, limit);
          var paced = document.createElement("p");
          paced.className = "rbq-pace rbq-pace-" + pace;
          paced.textContent = "Pace: " + pace + " (" + seconds.toFixed(1) + " s against " + limit + " s for " +
            (S.topicNames[topic] || topic) + "; the pace, not whether it was right)";
          feedback.appendChild(paced);
        }
        recordAnswer(item.getAttribute("data-id"), ok, pace);
        drawDrill();
      }
      var why = item.querySelector(".rbq-why");
      why.hidden = false;
      why.open = true;
      setScore();
    }

    function matches(item, game, topic) {
      return (!game || item.getAttribute("data-game") === game) && (!topic || item.getAttribute("data-topic") === topic);
    }

    // Every choice stays in each list; one with no questions for the other list's choice is marked so
    // and disabled (never the one chosen), rather than silently dropped.
    function markChoices() {
      var game = gameSelect.value, topic = topicSelect.value;
      var gameName = gameSelect.options[gameSelect.selectedIndex].getAttribute("data-name");
      var topicName = topicSelect.options[topicSelect.selectedIndex].getAttribute("data-name");
      each(gameSelect.options, function (option) {
        var none = option.value && !items.some(function (item) { return matches(item, option.value, topic); });
        option.disabled = Boolean(none) && !option.selected;
        option.textContent = option.getAttribute("data-name") + (none ? " (none for " + topicName + ")" : "");
      });
      each(topicSelect.options, function (option) {
        var none = option.value && !items.some(function (item) { return matches(item, game, option.value); });
        option.disabled = Boolean(none) && !option.selected;
        option.textContent = option.getAttribute("data-name") + (none ? " (none for " + gameName + ")" : "");
      });
    }

    // Each question keeps its number in the bank ("Question 37"), on the page without the script as with
    // it, under any filter: a filter changes which questions are listed, never their numbers; where the
    // reader is in the list is said beside the buttons ("3 of 12 listed").
    function render() {
      var count = state.shown.length, on = null;
      items.forEach(function (item) { item.hidden = true; });
      state.shown.forEach(function (item, index) {
        item.hidden = !(state.all || index === state.current);
        if (!state.all && index === state.current) { on = item; }
      });
      if (on && on !== state.on && !on.hasAttribute("data-rbq-first")) { on.rbqShownAt = new Date().getTime(); }
      state.on = on;
      empty.hidden = count > 0;
      previous.hidden = next.hidden = position.hidden = state.all || count === 0;
      previous.setAttribute("aria-disabled", String(state.current === 0));
      next.setAttribute("aria-disabled", String(state.current >= count - 1));
      position.textContent = count ? (state.current + 1) + " of " + count + (state.review ? " missed" : " listed") : "";
    }

    function filter() {
      state.review = false;
      state.shown = items.filter(function (item) { return matches(item, gameSelect.value, topicSelect.value); });
      state.current = 0;
      markChoices();
      drawDrill();
      render();
    }

    function go(step) {
      var target = state.current + step;
      if (target < 0 || target >= state.shown.length) { return; }
      state.current = target;
      render();
      state.shown[target].querySelector(".rbq-prompt").focus();
    }

    function say(text) { note.textContent = text; }

    items.forEach(function (item) {
      item.querySelector(".rbq-why").hidden = true;
      each(item.querySelectorAll(".rbq-choice"), function (button) {
        button.addEventListener("click", function () { answer(item, button); });
      });
    });
    gameSelect.addEventListener("change", function () { say(""); filter(); });
    topicSelect.addEventListener("change", function () { say(""); filter(); });
    previous.addEventListener("click", function () { go(-1); });
    next.addEventListener("click", function () { go(1); });
    modeButton.addEventListener("click", function () {
      state.all = !state.all;
      modeButton.setAttribute("aria-pressed", String(state.all));
      if (state.all && load().timed) {  // a list cannot be timed: the clock runs on one question at a time
        change(function (record) { record.timed = false; });
        say("Timed mode is off while every question is listed.");
        drawDrill();
      }
      render();
    });
    reviewButton.addEventListener("click", function () {
      if (state.review) { say(""); filter(); return; }
      var missed = missedHere(load());
      if (!missed.length) { return; }
      missed.forEach(clearItem);  // asked again: answered afresh, and counted again
      state.review = true;
      state.shown = missed;
      state.current = 0;
      setScore();
      say("Reviewing the " + missed.length + " question" + (missed.length === 1 ? "" : "s") +
        " you missed (on this page). Answer one right and it comes off the list.");
      drawDrill();
      render();
      state.shown[0].querySelector(".rbq-prompt").focus();
    });
    weakestButton.addEventListener("click", function () {
      var game = gameSelect.value, offered = [];
      each(topicSelect.options, function (option) {
        if (option.value && items.some(function (item) { return matches(item, game, option.value); })) { offered.push(option.value); }
      });
      var record = load(), topic = weakest(record, offered);
      if (!topic) { return; }
      topicSelect.value = topic;
      filter();
      var t = tallyOf(record, topic);
      say("Drilling your weakest topic: " + (S.topicNames[topic] || topic) + " (" + t.right + " right of " + t.asked +
        " answered; a topic is weighed once " + S.weakestAfter + " of its questions are answered).");
    });
    timedButton.addEventListener("click", function () {
      var record = change(function (r) { r.timed = !r.timed; });
      if (record.timed && state.all) {
        state.all = false;
        modeButton.setAttribute("aria-pressed", "false");
      }
      state.on = null;  // the clock starts now for the question shown
      drawDrill();
      render();
    });
    each(times.querySelectorAll("input"), function (input) {
      input.addEventListener("change", function () {
        var value = parseFloat(input.value), topic = input.getAttribute("data-topic");
        if (!(value > 0 && value <= S.mostSeconds)) { input.value = allowed(load(), topic); return; }
        change(function (record) { record.seconds[topic] = value; });
      });
    });
    restart.addEventListener("click", function () {
      confirmBox.hidden = false;
      confirmBox.querySelector(".rbq-keep").focus();
    });
    confirmBox.querySelector(".rbq-keep").addEventListener("click", function () { confirmBox.hidden = true; restart.focus(); });
    confirmBox.querySelector(".rbq-clear").addEventListener("click", function () {
      confirmBox.hidden = true;
      try { window.localStorage.removeItem(S.key); } catch (e) { /* nothing kept */ }
      items.forEach(clearItem);
      setScore();
      say("Started again: the scoreboard, the misses and the times are cleared.");
      filter();
    });
    filter();
    setScore();
  }
  each(document.querySelectorAll(".rbq"), init);
})();
"""


def _options(pairs: Sequence[tuple[str, str]], chosen: str, any_label: str) -> str:
    options = [f'<option value=""{" selected" if not chosen else ""}>{escape(any_label)}</option>']
    for key, name in pairs:
        selected = " selected" if key == chosen else ""
        options.append(f'<option value="{escape(key)}"{selected}>{escape(name)}</option>')
    return "".join(options)


def _question_html(record: dict[str, Any], number: int, uid: str) -> str:
    prompt_id = f"{uid}-q{number}"
    buttons = "".join(
        f'<button type="button" class="rbq-choice" data-index="{index}" data-text="{escape(choice)}">'
        f"{escape(choice)}</button>"
        for index, choice in enumerate(record["choices"])
    )
    steps = "".join(
        f'<li>{escape(step["text"])} <span aria-hidden="true">\u2014</span> '
        f'<a class="rbq-cite" href="{escape(step["url"])}" title="{escape(step["label"])}">'
        f"{escape(step['label'])}</a></li>"
        for step in record["explanation"]
    )
    answer = record["choices"][record["answer"]]
    readings = "".join(_reading_html(reading, record["choices"]) for reading in record.get("readings", ()))
    return (
        f'<li class="rbq-q" data-game="{escape(record["game"])}" data-topic="{escape(record["topic"])}" '
        f'data-answer="{record["answer"]}" data-id="{escape(record["id"])}">'
        f'<p class="rbq-meta"><span class="rbq-number">Question {number}</span> \u00b7 '
        f"{escape(record['game_name'])} \u00b7 {escape(record['topic_name'])}</p>"
        f'<p class="rbq-prompt" id="{prompt_id}" tabindex="-1">{escape(record["prompt"])}</p>'
        f'<div class="rbq-choices" role="group" aria-labelledby="{prompt_id}">{buttons}</div>'
        f'<div class="rbq-feedback" role="status" aria-live="polite"></div>'
        f'<details class="rbq-why"><summary>The answer and why</summary>'
        f'<p>The answer: <strong>{escape(answer)}</strong></p><ol class="rbq-steps">{steps}</ol>{readings}</details>'
        "</li>"
    )


def _reading_html(reading: dict[str, Any], choices: Sequence[str]) -> str:
    """A reading the answer rests on, linked: for the plain reading's choice, the engine's verdict on it
    (the script shows it when that choice is picked); otherwise the book's reading and why."""
    link = (
        f'<span aria-hidden="true">\u2014</span> <a class="rbq-cite" href="{escape(reading["url"])}" '
        f'title="{escape(reading["label"])}">{escape(reading["label"])}</a>'
    )
    if reading["plain"] is None:
        return (
            f'<p class="rbq-reading" data-interpretation="{escape(reading["interpretation"])}">'
            f"The answer rests on one of the book's readings: {escape(reading['reading'])} "
            f"Why: {escape(reading['why'])} {link}</p>"
        )
    return (
        f'<p class="rbq-reading" data-interpretation="{escape(reading["interpretation"])}" '
        f'data-choice="{reading["plain"]}" data-verdict="{escape(reading["verdict"])}">'
        f"<strong>Why not {escape(choices[reading['plain']])}?</strong> {escape(reading['verdict'])} {link}</p>"
    )


def static_quiz_html(
    bank: Sequence[Question],
    *,
    link_base: str | None = None,
    game: str | None = None,
    topic: str | None = None,
    show_all: bool = False,
) -> str:
    """The bank as one self-contained block of HTML: filters, the questions, buttons, feedback, a score.

    :param bank: questions from :func:`engine.teaching.quiz.question_bank` (or any made by the engine).
    :param link_base: where clause links point from the page (default :func:`widgets.panes.link_base`).
    :param game: the game the filter starts on (a key or name); ``None`` for every game.
    :param topic: the topic the filter starts on; ``None`` for every topic.
    :param show_all: start with every question listed rather than one at a time.

    >>> from engine.teaching.quiz import question_bank
    >>> html = static_quiz_html(question_bank(1, 20))
    >>> html.count('class="rbq-q"'), "http" in html
    (20, False)
    """
    base = link_base if link_base is not None else panes.link_base()
    data = bank_export(bank, base)
    start_game = quiz_game(game) if game else ""
    start_topic = quiz_topic(topic) if topic else ""
    uid = "rbq-" + hashlib.sha1(json.dumps([q["id"] for q in data["questions"]]).encode()).hexdigest()[:10]
    games = _options([(g["key"], g["name"]) for g in data["games"]], start_game, EVERY_GAME[0])
    topics = _options([(t["key"], t["name"]) for t in data["topics"]], start_topic, EVERY_TOPIC[0])
    questions = "".join(_question_html(record, number, uid) for number, record in enumerate(data["questions"], 1))
    count = len(data["questions"])
    pressed = "true" if show_all else "false"
    bank_topics = [t["key"] for t in data["topics"]]
    settings = escape(json.dumps(drill_settings(bank_topics)))  # in the engine's order: the scoreboard's
    inputs = "".join(
        f'<label>{escape(t["name"])} <input type="number" class="rbq-seconds" data-topic="{escape(t["key"])}" '
        f'min="1" max="{MOST_SECONDS:g}" step="1" value="{default_seconds(t["key"]):g}"> s</label>'
        for t in data["topics"]
    )
    return (
        f'<div class="rbq" id="{uid}" role="region" aria-label="Dealer\'s quiz: {count} questions" '
        f'data-rbq-drill="{settings}">'
        f"<style>{_CSS}</style>"
        f'<div class="rbq-controls rbq-js" hidden>'
        f'<label>Game <select class="rbq-game">{games}</select></label>'
        f'<label>Topic <select class="rbq-topic">{topics}</select></label>'
        f'<button type="button" class="rbq-mode" aria-pressed="{pressed}">Show all questions</button>'
        "</div>"
        f'<div class="rbq-controls rbq-drill rbq-js" hidden>'
        f'<button type="button" class="rbq-review" aria-pressed="false">Review my misses (0)</button>'
        f'<button type="button" class="rbq-weakest" title="The topic with the lowest share right, of those with '
        f'{WEAKEST_AFTER} or more answers">Drill my weakest topic</button>'
        f'<button type="button" class="rbq-timed" aria-pressed="false">Timed mode</button>'
        "</div>"
        f'<div class="rbq-timing rbq-js" hidden>'
        f'<p class="rbq-pace-why" hidden>{escape(PACE_WHY)}</p>'
        f'<details class="rbq-times" hidden><summary>Seconds per topic (yours to set)</summary>'
        f'<div class="rbq-times-list">{inputs}</div></details>'
        "</div>"
        f'<p class="rbq-note rbq-js" role="status" aria-live="polite" hidden></p>'
        f'<p class="rbq-score rbq-js" role="status" aria-live="polite" hidden></p>'
        f'<ul class="rbq-list">{questions}</ul>'
        f'<p class="rbq-empty" hidden>No question in this bank matches these filters.</p>'
        f'<div class="rbq-nav rbq-js" hidden>'
        f'<button type="button" class="rbq-prev">Previous question</button>'
        f'<button type="button" class="rbq-next">Next question</button>'
        f'<span class="rbq-position" aria-live="polite"></span>'
        f'<button type="button" class="rbq-reset">Start again</button>'
        "</div>"
        f'<div class="rbq-confirm" role="alertdialog" aria-label="Start again" hidden>'
        f"<p>Clear every score, miss and time this browser keeps for the quiz?</p>"
        f'<button type="button" class="rbq-clear">Yes, clear them</button> '
        f'<button type="button" class="rbq-keep">Keep them</button>'
        "</div>"
        f'<div class="rbq-board rbq-js" hidden></div>'
        f"<script>{_JS}</script>"
        "</div>"
    )


class StaticQuiz:
    """A bank of questions that draws itself as :func:`static_quiz_html` (HTML only, no Markdown),
    so the book shows the working quiz; the arguments are those of :func:`static_quiz_html`.

    >>> from engine.teaching.quiz import game_bank
    >>> StaticQuiz(game_bank("Manillen Plus", 1, 2))
    A dealer's quiz of 4 questions on 2 topics
    """

    def __init__(
        self,
        bank: Sequence[Question],
        *,
        link_base: str | None = None,
        game: str | None = None,
        topic: str | None = None,
        show_all: bool = False,
    ) -> None:
        self.bank = tuple(bank)
        self.html = static_quiz_html(self.bank, link_base=link_base, game=game, topic=topic, show_all=show_all)

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        topics = len({question.topic for question in self.bank})
        return f"A dealer's quiz of {len(self.bank)} questions on {topics} topic{'s' if topics != 1 else ''}"
