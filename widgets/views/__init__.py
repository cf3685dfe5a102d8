"""What one widget update shows, from one call: the views behind the book's widgets.

A widget is thin (STYLE §11): it holds its controls, and each update calls ONE function
here and renders what it returns.  Each function takes the values as the controls hold
them (a box's number as typed, a box's text, a drop-down's choice), reads them once into
the engine's types (:mod:`widgets.parse`), asks the engine, and returns a frozen record
with everything the update shows: the picture, the sentences and their clauses, the
counts, the choices with their amounts, which inputs apply.

A view reports what went wrong one way: the record's ``error``, a
:class:`~engine.errors.RulesError` whose ``because`` holds the clauses it rests on, with
the rest of the record saying what can still be shown (the boxes of a showdown, the
inputs of a structure).  Every record can be made from its error alone (``TrickView(error=...)``),
but the quiz's filters, which offer every game and topic when a starting one is refused.
A view raises only for a caller's mistake no control can make (an argument of the wrong
kind of object, a move or an input the widget does not have).

* the deal stepper: :func:`new_deal_view` (a new hand) and :func:`step_view` (a step of it);
* the showdown explainer: :func:`showdown_view` (typed cards) and :func:`dealt_showdown_view`;
* the raise calculator: :func:`raise_view`, which also says which inputs a structure uses;
* the Manillen Plus trick explainer: :func:`trick_view` and :func:`dealt_trick_view`;
* the ranking explorer: :func:`explorer_view`, :func:`hand_view` and :func:`chances_view`;
* the live quiz: :func:`filters_view`, :func:`question_view` and :func:`mark_view`.

>>> view = new_deal_view("2 Card Manila", players=4, stake=2, button=2, seed=5, canberra=False, teaching=False)
>>> view = step_view(view.walk, move=Move.NEXT, teaching=False)
>>> view.headline, view.counts.dealt, view.can_back
('Seat 3 posts the blind of $2.', 0, True)
>>> refused = new_deal_view("2 Card Manila", players=1.0, stake=2, button=1, seed=5, canberra=False, teaching=False)
>>> refused.walk is None, type(refused.error).__name__, [step.clause for step in refused.error.because]
(True, 'PlayerCountError', ['pp-manila2-deck', 'int-uncontested-pot'])
"""

from __future__ import annotations

from widgets.parse import STEPPER_GAMES
from widgets.views.explorer import (
    ChancesView,
    ExplorerView,
    HandView,
    chances_view,
    explorer_view,
    hand_view,
)
from widgets.views.quiz import FiltersView, MarkView, QuestionView, filters_view, mark_view, question_view
from widgets.views.raise_calc import RAISE_INPUTS, RAISE_NAMES, RaiseView, raise_view
from widgets.views.showdowns import SEAT_LIMIT, ShowdownView, dealt_showdown_view, showdown_view
from widgets.views.stepper import ACTION_SLOTS, Act, Move, StepMove, StepView, new_deal_view, step_view
from widgets.views.tricks import TABLE_SEATS, TRUMP_CALLS, TrickPlay, TrickView, dealt_trick_view, trick_view

__all__ = [
    "ACTION_SLOTS",
    "RAISE_INPUTS",
    "RAISE_NAMES",
    "SEAT_LIMIT",
    "STEPPER_GAMES",
    "TABLE_SEATS",
    "TRUMP_CALLS",
    "Act",
    "ChancesView",
    "ExplorerView",
    "FiltersView",
    "HandView",
    "MarkView",
    "Move",
    "QuestionView",
    "RaiseView",
    "ShowdownView",
    "StepMove",
    "StepView",
    "TrickPlay",
    "TrickView",
    "chances_view",
    "dealt_showdown_view",
    "dealt_trick_view",
    "explorer_view",
    "filters_view",
    "hand_view",
    "mark_view",
    "new_deal_view",
    "question_view",
    "raise_view",
    "showdown_view",
    "step_view",
    "trick_view",
]
