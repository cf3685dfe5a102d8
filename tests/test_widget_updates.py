"""What every widget promises (STYLE §11), checked the same way for each of them.

* Each update -- a box typed into, a choice made, a button clicked -- makes exactly ONE call: to its
  view (widgets/views/), which reads the values and asks the engine.  Every engine, view and
  parsing function a widget module imports is wrapped to count its calls; only the pure formatting
  of results (``*_html``, ``*_markdown``, ``md_escape``, the clause registry's words) is not
  counted, as it decides nothing.
* Updates make no new widgets: a widget shows a long hand or a hundred questions with the controls
  it was built with.
* What a browser sends is untrusted: ipywidgets lets a page set any trait of a control, its bounds
  and options included, and a wrong one used to raise inside the message handler (an IndexError
  for a drop-down whose option labels were forged).  Here every control of every widget is sent
  forged and garbage messages, as a page would send them: nothing raises, nothing changes, and the
  widget says so inline in plain words.
"""

from __future__ import annotations

import html
import inspect
import re
from collections import Counter
from collections.abc import Callable, Iterator
from types import ModuleType
from typing import Any

import ipywidgets as w
import pytest

import widgets.deal_stepper
import widgets.quiz
import widgets.raise_calculator
import widgets.ranking_explorer
import widgets.showdown_explainer
import widgets.trick_explainer
from widgets.common import SINGLE_CHOICE
from widgets.deal_stepper import DealStepper
from widgets.quiz import Quiz
from widgets.raise_calculator import RaiseCalculator
from widgets.ranking_explorer import RankingExplorer
from widgets.showdown_explainer import ShowdownExplainer
from widgets.trick_explainer import TrickExplainer

#: Formatting helpers: they turn a result into text and decide nothing.
NOT_CALLS = {"md_escape", "citation", "cited", "clause_link", "clause_url"}


def _is_engine_call(value: object) -> bool:
    if not inspect.isfunction(value) or not value.__module__.startswith(("engine.", "widgets.views", "widgets.parse")):
        return False
    name = value.__name__
    return name not in NOT_CALLS and not name.endswith(("_html", "_markdown"))


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> Callable[[ModuleType], Counter[str]]:
    """Count the engine calls a widget module makes (by the function's name)."""

    def count(module: ModuleType) -> Counter[str]:
        counter: Counter[str] = Counter()
        for name, value in list(vars(module).items()):
            if _is_engine_call(value):

                def wrapped(*args: Any, __name: str = name, __call: Any = value, **kwargs: Any) -> Any:
                    counter[__name] += 1
                    return __call(*args, **kwargs)

                monkeypatch.setattr(module, name, wrapped)
        return counter

    return count


def one_call(counter: Counter[str], action: Callable[[], object]) -> None:
    counter.clear()
    action()
    assert sum(counter.values()) == 1, dict(counter)


# --- one engine call per update ------------------------------------------------------------------------------


def test_the_deal_stepper_makes_one_engine_call_per_update(calls):
    counter = calls(widgets.deal_stepper)
    stepper = DealStepper(players=4, button=2, seed=5)
    one_call(counter, lambda: setattr(stepper.players, "value", 5))  # a new deal
    assert counter == {"new_deal_view": 1}
    while not stepper.choices:  # the blind, the cards, the first board card, the first betting round
        one_call(counter, stepper.next_button.click)
    assert counter == {"step_view": 1}
    one_call(counter, stepper.choices[1].click)  # a raise
    one_call(counter, lambda: setattr(stepper.teaching, "value", False))
    one_call(counter, stepper.back_button.click)
    one_call(counter, stepper.finish_button.click)  # to the showdown: the picture, the result, the hands shown
    one_call(counter, stepper.restart_button.click)
    one_call(counter, lambda: setattr(stepper.players, "value", 1))  # refused, inline: still one call
    one_call(counter, lambda: setattr(stepper.players, "value", 2.5))  # not a whole number: read by the view
    assert counter == {"new_deal_view": 1}
    stepper.players.value = 4
    one_call(counter, stepper.new_deal_button.click)  # a seed drawn, shown in its box, and dealt: one call
    assert counter == {"new_deal_view": 1}
    one_call(counter, stepper.deal_button.click)  # the seed in the box, dealt again


def test_the_showdown_explainer_makes_one_engine_call_per_update(calls):
    counter = calls(widgets.showdown_explainer)
    explainer = ShowdownExplainer(game="2 Card Manila", hands=["Ah Kh", "Js Jd"], board="Qh Jh 9h Qc 7d")
    one_call(counter, lambda: setattr(explainer.seat_boxes[1], "value", "Ah Kd"))  # a duplicate, inline
    one_call(counter, lambda: setattr(explainer.seat_boxes[1], "value", "Js Jd"))
    one_call(counter, lambda: setattr(explainer.pot, "value", 31))
    one_call(counter, explainer.deal_button.click)  # deal and decide: one call
    assert counter == {"dealt_showdown_view": 1}
    one_call(counter, explainer.new_deal_button.click)  # a seed drawn, shown in its box, dealt and decided
    assert counter == {"dealt_showdown_view": 1}
    one_call(counter, lambda: setattr(explainer.game, "value", "omaha-8"))
    one_call(counter, lambda: setattr(explainer.hilo_odd_chip, "value", "left-of-button"))


def test_the_raise_calculator_makes_one_engine_call_per_update(calls):
    counter = calls(widgets.raise_calculator)
    calculator = RaiseCalculator(preset="$2 manila, first round")
    one_call(counter, lambda: setattr(calculator.controls["pot"], "value", 6))
    assert counter == {"raise_view": 1}
    one_call(
        counter,
        lambda: setattr(calculator.controls["structure"], "value", calculator.controls["structure"].options[3][1]),
    )
    one_call(counter, calculator.preset_buttons["Pot limit: pot 40 chips, call 10 chips"].click)
    one_call(counter, lambda: setattr(calculator.controls["pot"], "value", -1))  # refused, inline
    one_call(counter, lambda: setattr(calculator.controls["pot"], "value", 40.5))  # not a whole number
    assert counter == {"raise_view": 1}


def test_the_ranking_explorer_makes_one_engine_call_per_update(calls):
    counter = calls(widgets.ranking_explorer)
    explorer = RankingExplorer(deck="32", ranking="manila", chart=False)
    one_call(counter, lambda: setattr(explorer.deck, "value", "36"))  # the counts and the typed hand in 36 cards
    assert counter == {"explorer_view": 1}
    one_call(counter, lambda: setattr(explorer.ranking, "value", "standard"))
    one_call(counter, lambda: setattr(explorer.cards, "value", "A 6 7 8 9"))
    assert counter == {"hand_view": 1}
    one_call(counter, explorer.show.click)
    one_call(counter, lambda: setattr(explorer.game, "value", "manila-3"))
    assert counter == {"chances_view": 1}
    one_call(counter, lambda: setattr(explorer.hole, "value", "Ah Kh Qh"))
    one_call(counter, lambda: setattr(explorer.hole, "value", "Ah 5h Qh"))  # refused, inline


def test_the_quiz_makes_one_engine_call_per_update(calls):
    counter = calls(widgets.quiz)
    quiz = Quiz(seed=3)
    one_call(counter, lambda: setattr(quiz.game, "value", "manila-2"))  # the question and the narrowed topics
    assert counter == {"question_view": 1}
    one_call(counter, lambda: setattr(quiz.topic, "value", "straights"))
    one_call(counter, quiz.buttons[0].click)
    assert counter == {"mark_view": 1}
    one_call(counter, quiz.next_button.click)


def test_the_trick_explainer_makes_one_engine_call_per_update(calls):
    counter = calls(widgets.trick_explainer)
    explainer = TrickExplainer(players=3, dealer=1, leader=3, trump="spades", hand="Ah 7h Ks", trick="Kh")
    one_call(counter, lambda: setattr(explainer.hand, "value", "Ah 7h"))
    assert counter == {"trick_view": 1}
    one_call(counter, lambda: setattr(explainer.trump, "value", "no trumps"))
    one_call(counter, lambda: setattr(explainer.players, "value", 6))  # the seats follow, then one call
    one_call(counter, explainer.deal_button.click)
    assert counter == {"dealt_trick_view": 1}
    one_call(counter, explainer.new_deal_button.click)  # a seed drawn, shown in its box, and dealt
    assert counter == {"dealt_trick_view": 1}


# --- no widgets pile up --------------------------------------------------------------------------------------


def _instances() -> int:
    return len(w.widgets.widget._instances)


@pytest.mark.parametrize(
    ("make", "update"),
    [
        (lambda: ShowdownExplainer(seed=1, players=4), lambda e, n: e.deal_button.click()),
        (lambda: ShowdownExplainer(seed=1, players=4), lambda e, n: e.new_deal_button.click()),
        (lambda: DealStepper(players=4, seed=1), lambda s, n: s.new_deal_button.click()),
        (lambda: RaiseCalculator(), lambda c, n: setattr(c.controls["pot"], "value", 2 + n)),
        (
            lambda: RankingExplorer(chart=False),
            lambda x, n: setattr(x.cards, "value", f"A {n % 5 + 7} 8 9 J"),
        ),
        (lambda: TrickExplainer(players=3, seed=1), lambda t, n: (setattr(t.seed, "value", n), t.deal_button.click())),
        (lambda: TrickExplainer(players=3, seed=1), lambda t, n: t.new_deal_button.click()),
    ],
)
def test_updates_make_no_new_widgets(make, update):
    widget = make()
    update(widget, 0)
    before = _instances()
    for number in range(1, 40):
        update(widget, number)
    assert _instances() == before


# --- what a browser may send ---------------------------------------------------------------------------------


WIDGETS: dict[str, Callable[[], Any]] = {
    "deal stepper": lambda: DealStepper(players=4, button=2, seed=5, steps=11),
    "showdown explainer": lambda: ShowdownExplainer(game="Omaha 8/B", seed=3, players=3),
    "raise calculator": lambda: RaiseCalculator(preset="$2 manila, first round"),
    "ranking explorer": lambda: RankingExplorer(chart=False),
    "quiz": lambda: Quiz(seed=4),
    "trick explainer": lambda: TrickExplainer(players=3, seed=2),
}


def _root(widget: Any) -> w.Widget:
    for name in ("layout", "view", "box"):
        root = getattr(widget, name, None)
        if isinstance(root, w.Box):
            return root
    raise AssertionError(widget)


def _tree(widget: w.Widget) -> Iterator[w.Widget]:
    yield widget
    for child in getattr(widget, "children", ()) or ():
        yield from _tree(child)


def _panes(widget: Any) -> str:
    return " ".join(html.unescape(child.value) for child in _tree(_root(widget)) if isinstance(child, w.HTML))


def _forgeries(control: w.Widget) -> list[dict[str, Any]]:
    """Messages a page could send that no reader's action sends."""
    forged: list[dict[str, Any]] = [{"description": "<b>forged</b>"}, {"disabled": False, "tooltip": "x"}]
    if isinstance(control, SINGLE_CHOICE):
        labels = [f"option {number}" for number in range(60)]
        forged += [{"_options_labels": labels, "index": 59}, {"index": 10**6}, {"index": -1}, {"index": None}]
    if isinstance(control, (w.BoundedIntText, w.BoundedFloatText)):
        forged += [{"max": 10**12, "value": 10**12}, {"min": -(10**12), "value": -(10**12)}]
    if isinstance(control, (w.IntText, w.BoundedIntText, w.FloatText, w.Checkbox)):
        forged += [{"value": "garbage"}, {"value": [1, 2]}, {"value": None}]
    if isinstance(control, w.Text):
        forged += [{"value": 12}, {"value": None}, {"value": {"a": 1}}]
    return forged


def _state(control: w.Widget) -> dict[str, Any]:
    """The control's synchronised traits (a pane's text aside: it may be the pane that shows the notice)."""
    skip = {"value"} if isinstance(control, w.HTML) else set()
    return {name: getattr(control, name) for name in control.keys if name not in skip}


@pytest.mark.parametrize("name", list(WIDGETS))
def test_forged_and_garbage_messages_from_the_page_change_nothing_and_are_shown_inline(name):
    widget = WIDGETS[name]()
    controls = [control for control in _tree(_root(widget)) if not isinstance(control, w.Box)]
    assert controls
    for control in controls:
        for message in _forgeries(control):
            before = _state(control)
            control.set_state(dict(message))  # what the comm handler does with an update message: must not raise
            assert _state(control) == before, (type(control).__name__, message)
            shown = _panes(widget)
            assert "nothing was changed" in shown, (type(control).__name__, message)
            assert "Traceback" not in shown and "TraitError" not in shown


@pytest.mark.parametrize("name", list(WIDGETS))
def test_the_page_can_still_change_what_a_reader_changes(name):
    widget = WIDGETS[name]()
    for control in _tree(_root(widget)):
        if isinstance(control, SINGLE_CHOICE) and len(control.options) > 1:
            index = (control.index + 1) % len(control.options)
            control.set_state({"index": index})
            assert control.index == index
        elif isinstance(control, w.Text) and not control.disabled:
            control.set_state({"value": control.value + " "})
            assert control.value.endswith(" ")
    assert "Traceback" not in _panes(widget)


def test_a_forged_option_list_no_longer_raises_index_error_in_the_stepper():
    stepper = DealStepper(players=4, button=2, seed=5)
    stepper.game.set_state({"_options_labels": ["2 Card Manila", "Texas", "Omaha", "Draw"], "index": 3})
    assert stepper.game.value == "2 Card Manila"
    assert "The page asked to change the options of the Game control" in html.unescape(stepper.message.value)
    assert re.search(r"nothing was changed", stepper.message.value)
    stepper.next_button.click()  # the stepper still works
    assert "posts the blind" in stepper.explanation.value


def _message(state: dict[str, Any]) -> dict[str, Any]:
    """A comm message as the kernel receives it from the page (ipywidgets' ``update`` method)."""
    return {"content": {"data": {"method": "update", "state": state, "buffer_paths": []}}, "buffers": []}


def test_the_comm_handler_goes_through_the_guard_both_ways():
    stepper = DealStepper(players=4, button=2, seed=5)
    stepper.players._handle_msg(_message({"value": 3}))  # what typing 3 sends: taken, and a new deal made
    assert stepper.players.value == 3 and "3 players" in stepper.explanation.value
    stepper.players._handle_msg(_message({"disabled": True, "value": 10**9}))  # forged: refused, shown inline
    assert (stepper.players.value, stepper.players.disabled) == (3, False)
    assert "nothing was changed" in stepper.message.value


@pytest.mark.parametrize("typed", [1.5, 2.25, -0.5, 1e300])
def test_int_input_size_a_fraction_typed_in_a_whole_number_box_is_refused_not_truncated(typed):
    """What the browser sends for 1.5 typed in the Players box arrives as 1.5, and is refused with its
    reading (``int-input-size``) instead of being dealt as 1 player (ipywidgets' IntText sent parseInt's 1)."""
    stepper = DealStepper(players=4, button=2, seed=5)
    stepper.players._handle_msg(_message({"value": typed}))
    assert stepper.walk is None and stepper.next_button.disabled  # no hand dealt with a rounded number
    text = html.unescape(stepper.message.value)
    assert "int-input-size" in text or typed == 1e300
    assert "Traceback" not in text
    stepper.players._handle_msg(_message({"value": 5}))  # a whole number again: dealt
    assert stepper.walk is not None and stepper.message.value == ""


# --- markup is shown as text ------------------------------------------------------------------------------


MARKUP = '<img src="x" onerror="alert(1)"><b>bold</b>'

TYPED: dict[str, tuple[Callable[[], Any], Callable[[Any], w.Text], Callable[[Any], w.HTML]]] = {
    "showdown explainer": (
        lambda: ShowdownExplainer(game="2 Card Manila", hands=["Ah Kh", "Js Jd"], board="Qh Jh 9h Qc 7d"),
        lambda explainer: explainer.seat_boxes[0],
        lambda explainer: explainer.pane,
    ),
    "trick explainer": (
        lambda: TrickExplainer(players=3, dealer=1, leader=3, trump="spades", hand="Ah 7h Ks", trick="Kh"),
        lambda explainer: explainer.trick,
        lambda explainer: explainer.pane,
    ),
    "ranking explorer": (
        lambda: RankingExplorer(chart=False, chances=False),
        lambda explorer: explorer.cards,
        lambda explorer: explorer.hand,
    ),
}


@pytest.mark.parametrize("name", list(TYPED))
def test_markup_typed_into_a_box_is_shown_as_text_in_the_refusal(name):
    make, box, pane = TYPED[name]
    widget = make()
    box(widget).value = MARKUP
    shown = pane(widget).value
    assert 'role="alert"' in shown  # refused: not cards
    assert "<img" not in shown and "<b>bold" not in shown
    assert html.escape("<b>bold</b>") in shown or html.escape("<img") in shown


@pytest.mark.parametrize("name", list(WIDGETS))
def test_markup_in_a_notice_of_a_refused_message_is_shown_as_text(name):
    widget = WIDGETS[name]()
    control = next(control for control in _tree(_root(widget)) if getattr(control, "_rb_refuse", None))
    control._rb_refuse("<b>{control}</b> sent <script>alert(1)</script>")  # what kernel_guard tells a widget
    shown = " ".join(child.value for child in _tree(_root(widget)) if isinstance(child, w.HTML))
    assert "<script>alert(1)" not in shown and "&lt;script&gt;alert(1)&lt;/script&gt;" in shown
