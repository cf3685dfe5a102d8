"""The dealer's quiz on a page: a live widget with a kernel, a bank of questions without one.

:class:`Quiz` is the live quiz (Jupyter, Voila): filters by game and topic, each narrowed by the
other's choice to what the engine can ask, a fresh question from :func:`widgets.views.question_view`
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
from collections.abc import Sequence
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

ANY = ""
#: The filters' first choice, no filter, worded alike in the live quiz and the static one.
EVERY_GAME = ("Every game", ANY)
EVERY_TOPIC = ("Every topic", ANY)

_MARK = {True: "\u2713", False: "\u2717"}  # a sign as well as a colour and the words

# Dark enough for white text (ipywidgets' own "success" green is not: axe color-contrast).
_RIGHT_COLOUR, _WRONG_COLOUR = "#1b5e20", "#8a0018"

# A focus ring that shows (ipywidgets' own is a thin line), on the quiz's controls only.
_LIVE_STYLE = (
    "<style>.rbq-live .jupyter-button:focus-visible,.rbq-live select:focus-visible"
    "{outline:3px solid #1a73e8;outline-offset:2px}</style>"
)


class Quiz:
    """The live quiz: game and topic filters, the question, a button per choice, feedback, a score.

    :param seed: the seed of the quiz's generator; by default a fresh one each time (kept in
        ``seed``), so every run asks new questions; give one to make a run repeatable.
    :param game: start filtered to this game (a key or name, see :data:`engine.teaching.quiz.QUIZ_GAMES`).
    :param topic: start filtered to this topic (a key or name, see :data:`engine.teaching.quiz.TOPICS`).

    A bad game, topic or combination is shown inline, in the engine's words.
    """

    def __init__(self, *, seed: int | None = None, game: str | None = None, topic: str | None = None) -> None:
        self.seed = random.Random().randrange(2**32) if seed is None else seed
        self.rng = random.Random(self.seed)
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
        self.question: Question | None = None
        self.asked_count = 0
        self.answered_count = 0
        self.right_count = 0
        self._answered = False
        self._quiet = False
        start = filters_view(game, topic)  # a bad starting filter is shown, not raised
        self._show_filters(start.filters)
        on_change([self.game, self.topic], lambda _change: self.next_question())
        self.box = w.VBox(
            [
                w.HBox([self.game, self.topic], layout=w.Layout(flex_flow="row wrap")),
                self.score,
                self.prompt,
                self.choices,
                self.feedback,
                self.next_button,
            ]
        )
        self.box.add_class("rbq-live")
        harden(self.box, lambda _control, text: setattr(self.feedback, "value", notice_html(text)))
        self._show_score()
        self.next_question()
        if start.error is not None:
            self.feedback.value = error_html(start.error)

    @property
    def buttons(self) -> list[w.Button]:
        """The buttons of the question's choices (the rest of the set is hidden)."""
        return [button for button in self.choice_buttons if button.layout.display != "none"]

    def _show_filters(self, filters: QuizFilters) -> None:
        """Offer what the engine says the filters may choose, keeping the choices made."""
        games = [EVERY_GAME, *((QUIZ_GAMES[key], key) for key in filters.games)]
        topics = [EVERY_TOPIC, *((TOPICS[key].name, key) for key in filters.topics)]
        self._quiet = True
        try:
            for dropdown, options, value in ((self.game, games, filters.game), (self.topic, topics, filters.topic)):
                if list(dropdown.options) != options:  # only a real change is sent to the page
                    dropdown.options = options
                dropdown.value = value or ANY
        finally:
            self._quiet = False

    # -- asking ---------------------------------------------------------------------------------

    def next_question(self) -> None:
        """Ask for a new question under the filters (an impossible filter is shown inline)."""
        if self._quiet:
            return
        self.feedback.value = ""
        self._answered = False
        view = show_view(
            self.prompt, lambda: question_view(self.rng, game=self.game.value, topic=self.topic.value), self._asked
        )
        if view is None or view.error is not None:
            self.question = None
            self._set_buttons(())

    def _asked(self, view: QuestionView) -> str:
        """Show a question asked: the filters it leaves, a button per choice, and the prompt."""
        assert view.asked is not None
        question = view.asked.question
        self.question = question
        self.asked_count += 1
        self._show_filters(view.asked.filters)
        self._set_buttons(question.choices)
        return (
            f'{STYLE}<div class="tex2jax_ignore mathjax_ignore"><p class="rbq-meta">Question {self.asked_count}: '
            f"{escape(question.game_name)} \u00b7 {escape(question.topic_name)}</p>"
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
        """Mark a choice and show why; only a question's first answer is scored."""
        question = self.question
        show_view(
            self.feedback,
            lambda: mark_view(question, choice_index),
            lambda view: self._marked(question, choice_index, view),
        )

    def _marked(self, question: Question | None, chosen: int, view: MarkView) -> str:
        """Show a choice marked: the engine's verdict, its reasons, the score, the buttons in words."""
        assert question is not None and view.decision is not None
        decision = view.decision
        verdict, *reasons = decision.because  # the engine's verdict ("Right: ..."), then its reasons
        headline = f"{_MARK[decision.value]} {verdict.text}"
        if self._answered:
            headline += " (only the first answer to a question counts for the score)"
        else:
            self._answered = True
            self.answered_count += 1
            self.right_count += decision.value
            self._show_score()
        self._show_choices(question, chosen)
        return f'<div role="alert">{explanation_html(headline, reasons)}</div>'

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

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        """The live quiz, with a short plain-text form."""
        bundle = dict(self.box._repr_mimebundle_(**kwargs) or {})
        bundle["text/plain"] = repr(self)
        return bundle

    def __repr__(self) -> str:
        return f"Dealer's quiz (live): {self.right_count} right out of {self.answered_count} answered"


# --- the static bank -----------------------------------------------------------------------------

_CSS = """
.rbq{max-width:50em;border:1px solid #8a8a8a;border-radius:.4em;padding:.6em .9em;margin:.8em 0;background:#fff;color:#111;line-height:1.45}
.rbq [hidden]{display:none!important}
.rbq-controls{display:flex;flex-wrap:wrap;gap:.5em 1.4em;align-items:center;margin:.2em 0 .5em}
.rbq-controls label{font-weight:600}
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
"""

# Plain ES5, no library: it runs in the book, in JupyterLab's trusted output and in Voila.
_JS = r"""
(function () {
  function each(list, fn) { Array.prototype.forEach.call(list, fn); }
  function init(root) {
    if (root.getAttribute("data-rbq-ready")) { return; }
    root.setAttribute("data-rbq-ready", "1");
    var items = Array.prototype.slice.call(root.querySelectorAll(".rbq-q"));
    var gameSelect = root.querySelector(".rbq-game"), topicSelect = root.querySelector(".rbq-topic");
    var modeButton = root.querySelector(".rbq-mode"), previous = root.querySelector(".rbq-prev");
    var next = root.querySelector(".rbq-next"), restart = root.querySelector(".rbq-reset");
    var position = root.querySelector(".rbq-position"), score = root.querySelector(".rbq-score");
    var empty = root.querySelector(".rbq-empty");
    var state = {all: modeButton.getAttribute("aria-pressed") === "true", current: 0, shown: []};
    each(root.querySelectorAll(".rbq-js"), function (part) { part.hidden = false; });

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
      var why = item.querySelector(".rbq-why");
      why.hidden = false;
      why.open = true;
      setScore();
    }

    function matches(item) {
      return (!gameSelect.value || item.getAttribute("data-game") === gameSelect.value) &&
        (!topicSelect.value || item.getAttribute("data-topic") === topicSelect.value);
    }

    function render() {
      var count = state.shown.length;
      items.forEach(function (item) { item.hidden = true; });
      state.shown.forEach(function (item, index) {
        item.querySelector(".rbq-number").textContent = "Question " + (index + 1) + " of " + count;
        item.hidden = !(state.all || index === state.current);
      });
      empty.hidden = count > 0;
      previous.hidden = next.hidden = position.hidden = state.all || count === 0;
      previous.setAttribute("aria-disabled", String(state.current === 0));
      next.setAttribute("aria-disabled", String(state.current >= count - 1));
      position.textContent = count ? "Question " + (state.current + 1) + " of " + count : "";
    }

    function filter() {
      state.shown = items.filter(matches);
      state.current = 0;
      render();
    }

    function go(step) {
      var target = state.current + step;
      if (target < 0 || target >= state.shown.length) { return; }
      state.current = target;
      render();
      state.shown[target].querySelector(".rbq-prompt").focus();
    }

    items.forEach(function (item) {
      item.querySelector(".rbq-why").hidden = true;
      each(item.querySelectorAll(".rbq-choice"), function (button) {
        button.addEventListener("click", function () { answer(item, button); });
      });
    });
    gameSelect.addEventListener("change", filter);
    topicSelect.addEventListener("change", filter);
    previous.addEventListener("click", function () { go(-1); });
    next.addEventListener("click", function () { go(1); });
    modeButton.addEventListener("click", function () {
      state.all = !state.all;
      modeButton.setAttribute("aria-pressed", String(state.all));
      render();
    });
    restart.addEventListener("click", function () {
      items.forEach(function (item) {
        item.removeAttribute("data-rbq-first");
        clearChoices(item);
        item.querySelector(".rbq-feedback").innerHTML = "";
        item.querySelector(".rbq-why").hidden = true;
      });
      setScore();
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
    >>> html = static_quiz_html(question_bank(1, 8))
    >>> html.count('class="rbq-q"'), "http" in html
    (8, False)
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
    return (
        f'<div class="rbq" id="{uid}" role="region" aria-label="Dealer\'s quiz: {count} questions">'
        f"<style>{_CSS}</style>"
        f'<div class="rbq-controls rbq-js" hidden>'
        f'<label>Game <select class="rbq-game">{games}</select></label>'
        f'<label>Topic <select class="rbq-topic">{topics}</select></label>'
        f'<button type="button" class="rbq-mode" aria-pressed="{pressed}">Show all questions</button>'
        "</div>"
        f'<p class="rbq-score rbq-js" role="status" aria-live="polite" hidden></p>'
        f'<ul class="rbq-list">{questions}</ul>'
        f'<p class="rbq-empty" hidden>No question in this bank matches these filters.</p>'
        f'<div class="rbq-nav rbq-js" hidden>'
        f'<button type="button" class="rbq-prev">Previous question</button>'
        f'<button type="button" class="rbq-next">Next question</button>'
        f'<span class="rbq-position" aria-live="polite"></span>'
        f'<button type="button" class="rbq-reset">Start again</button>'
        "</div>"
        f"<script>{_JS}</script>"
        "</div>"
    )


class StaticQuiz:
    """A bank of questions that draws itself as :func:`static_quiz_html` (HTML only, no Markdown),
    so the book shows the working quiz; the arguments are those of :func:`static_quiz_html`.

    >>> from engine.teaching.quiz import question_bank
    >>> StaticQuiz(question_bank(1, 8))
    A dealer's quiz of 8 questions on 8 topics
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
