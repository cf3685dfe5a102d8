"""The dealer's quiz on a page: a live widget with a kernel, a bank of questions without one.

:class:`Quiz` is the live quiz (Jupyter, Voila): filters by game and topic (every choice always listed;
those the engine has no questions for under the other's choice are marked "(none for ...)"), a fresh question from :func:`widgets.views.question_view`
(:func:`engine.teaching.quiz.ask`), one real button per choice (a fixed set, relabelled for each
question), and feedback that shows the engine's steps with links to the clauses; each click goes
through :func:`widgets.views.mark_view` (:func:`engine.teaching.quiz.mark`), so the widget takes
nothing on trust.  A running score counts each question's first answer.

:class:`StaticQuiz` (and :func:`static_quiz_html`) is for the book, where no kernel runs: a bank
from :func:`engine.teaching.quiz.question_bank`, exported by :func:`widgets.render.quiz.bank_export` (one
record per question, each choice marked by the engine), written out as one block of HTML with its
stylesheet (``widgets/static/quiz.css``) and its script (``widgets/static/quiz.js``, plain ES5) inline --
no outside file, so it works offline.  The answers, the marks and the explanations are in the page; the
script shows the mark of the choice clicked, keeps the score and filters the questions, and holds no
words of its own (:data:`widgets.views.quiz.WORDS`, given as data).  Without the script the page still
lists every question with its answer and explanation behind a "The answer and why" disclosure.

Both are a dealer's drill: a scoreboard per topic and game kept in the browser across visits (one
localStorage key, :data:`widgets.views.quiz.DRILL_STORAGE_KEY`, one JSON record,
:func:`widgets.views.quiz.new_record`, shared by the two quizzes), "Review my misses", a timed mode graded
quick, steady or slow against a time per topic, "Drill my weakest topic", and "Start again" (asked first).
What the drill decides (the pace grade, the weakest topic) and every word it shows are defined once, in
:mod:`widgets.views.quiz`; the static quiz's script gets those definitions as data (``data-rbq-drill``).

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
from widgets.render.quiz import bank_export, quiz_script
from widgets.render.styles import style_element
from widgets.views import MarkView, QuestionView, filters_view, mark_view, question_view
from widgets.views.quiz import (
    DEFAULT_SECONDS,
    DRILL_STORAGE_KEY,
    GRADES,
    MOST_SECONDS,
    WEAKEST_AFTER,
    WORDS,
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

# Dark enough for white text (ipywidgets' own "success" green is not: axe color-contrast).
_RIGHT_COLOUR, _WRONG_COLOUR = "#1b5e20", "#8a0018"


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
        self._make_drill_controls()
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
        self.box = self._layout()
        harden(self.box, lambda _control, text: setattr(self.feedback, "value", notice_html(text)))
        self._show_score()
        self._save()  # the page learns the key from it, and finds nothing to store until it has loaded
        self.next_question()
        if start.error is not None:
            self.feedback.value = error_html(start.error)

    def _make_drill_controls(self) -> None:
        """The drill's controls: the review, the weakest topic, the timed mode and its seconds, starting
        again (asked first), the scoreboard, and the two hidden widgets the page bridges to localStorage."""
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

    def _layout(self) -> w.VBox:
        """The filters, the drill's controls, the question and its feedback, then the scoreboard."""
        drill = w.HBox(
            [self.review_button, self.weakest_button, self.timed, self.seconds],
            layout=w.Layout(flex_flow="row wrap", align_items="center"),
        )
        box = w.VBox(
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
        box.add_class("rbq-live")
        return box

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
        headline = f"{_sign(decision.value)} {verdict.text}"
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
                detail = WORDS["pace_detail"].format(
                    seconds=f"{seconds:.1f}", allowed=f"{allowed:g}", topic=question.topic_name
                )
                pace = (
                    f'<p class="rbq-pace"><strong>{escape(WORDS["pace"].format(grade=self.last_grade))}</strong> '
                    f"{escape(detail)}</p>"
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
                button.description, colour = f"{_sign(True)} {text} \u2014 {WORDS['the_answer']}", _RIGHT_COLOUR
            elif index == chosen:
                button.description, colour = f"{_sign(False)} {text} \u2014 {WORDS['your_answer']}", _WRONG_COLOUR
            else:
                button.description, colour = text, None
            button.style.button_color = colour
            button.style.text_color = None if colour is None else "#ffffff"
            button.style.font_weight = "" if colour is None else "bold"
            button.tooltip = button.description

    def _show_score(self) -> None:
        score = WORDS["score"].format(right=self.right_count, answered=self.answered_count)
        self.score.value = f"{style_element('quiz_live')}<p><strong>{escape(score)}</strong></p>"

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
        self.review_button.description = (
            "Back to new questions" if self.reviewing else WORDS["review"].format(count=misses)
        )
        self.review_button.disabled = not self.reviewing and misses == 0
        timed = self.drill.timed
        if self.timed.value != timed:
            self.timed.value = timed
        self.seconds.layout.display = None if timed else "none"
        self.pace.value = f'<p class="rbq-pace-why">{escape(WORDS["pace_why"])}</p>' if timed else ""
        self.board.value = scoreboard_html(self.drill)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        """The live quiz, with a short plain-text form."""
        bundle = dict(self.box._repr_mimebundle_(**kwargs) or {})
        bundle["text/plain"] = repr(self)
        return bundle

    def __repr__(self) -> str:
        return f"Dealer's quiz (live): {self.right_count} right out of {self.answered_count} answered"


def _marked(name: str, has_questions: bool, other: str) -> str:
    """A filter's choice, marked when it has no questions for the other filter's choice."""
    return name if has_questions or not other else WORDS["none_for"].format(name=name, other=other)


def _sign(right: bool) -> str:
    """A mark's sign, as well as its colour and words."""
    return WORDS["right_sign"] if right else WORDS["wrong_sign"]


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
            game_name = QUIZ_GAMES.get(game) or drill.record.get("names", {}).get(game, game)
            rows.append(_board_row(f"\u2003{escape(game_name)}", counts, "rbq-board-game"))
    if not rows:
        return f'<p class="rbq-board">{escape(WORDS["board_empty"])}</p>'
    heads = "".join(
        f'<th scope="col">{escape(WORDS[key])}</th>' for key in ("board_rows", "board_right", "board_paces")
    )
    return (
        f'<details class="rbq-board" open><summary>{escape(WORDS["board_title"])}</summary>'
        f'<div class="rbq-board-wrap"><table><thead><tr>{heads}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table></div></details>"
    )


def _board_row(label: str, tally: dict[str, int], kind: str) -> str:
    paces = WORDS["board_between"].join(str(tally.get(grade, 0)) for grade in GRADES)
    right = WORDS["board_tally"].format(right=tally.get("right", 0), asked=tally.get("asked", 0))
    return f'<tr class="{kind}"><th scope="row">{label}</th><td>{escape(right)}</td><td>{escape(paces)}</td></tr>'


# --- the static bank -----------------------------------------------------------------------------


def _options(pairs: Sequence[tuple[str, str]], chosen: str, any_label: str) -> str:
    options = [f'<option value=""{" selected" if not chosen else ""}>{escape(any_label)}</option>']
    for key, name in pairs:
        selected = " selected" if key == chosen else ""
        options.append(f'<option value="{escape(key)}"{selected}>{escape(name)}</option>')
    return "".join(options)


def _question_html(record: dict[str, Any], number: int, uid: str) -> str:
    prompt_id = f"{uid}-q{number}"
    buttons = "".join(  # each choice with the engine's mark: the script shows it, and decides nothing
        f'<button type="button" class="rbq-choice" data-index="{index}" data-text="{escape(choice)}" '
        f'data-right="{"true" if marked["right"] else "false"}" data-verdict="{escape(marked["verdict"])}">'
        f"{escape(choice)}</button>"
        for index, (choice, marked) in enumerate(zip(record["choices"], record["marks"], strict=True))
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
    bank_topics, bank_games = [t["key"] for t in data["topics"]], [g["key"] for g in data["games"]]
    settings = escape(json.dumps(drill_settings(bank_topics, bank_games)))  # in the engine's order: the scoreboard's
    inputs = "".join(
        f'<label>{escape(t["name"])} <input type="number" class="rbq-seconds" data-topic="{escape(t["key"])}" '
        f'min="1" max="{MOST_SECONDS:g}" step="1" value="{default_seconds(t["key"]):g}"> s</label>'
        for t in data["topics"]
    )
    return (
        f'<div class="rbq" id="{uid}" role="region" aria-label="Dealer\'s quiz: {count} questions" '
        f'data-rbq-drill="{settings}">'
        f"{style_element('quiz')}"
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
        f'<p class="rbq-pace-why" hidden>{escape(WORDS["pace_why"])}</p>'
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
        f"<script>{quiz_script()}</script>"
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
