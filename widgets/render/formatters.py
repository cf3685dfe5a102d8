"""How the engine's results look in a notebook: each result type's builder (:data:`FORMS`), and
IPython's HTML and Markdown formatters, registered when :mod:`widgets` is imported in a kernel.

The engine writes no markup; its results are plain data with plain-text reasons.  A builder turns
a result into a :class:`~widgets.render.forms.Shown`, and the two writers
(:mod:`widgets.render.html`, :mod:`widgets.render.markdown`) write any :class:`Shown`.  A notebook
cell whose value is a hand, a showdown or a deal shows it through :func:`to_html` and
:func:`to_markdown`, which give the same text to anything else that wants it (the tests, the
book's pages).

>>> from engine.poker.rankings import evaluate
>>> "flush" in to_markdown(evaluate("Ah Kh Qh Jh 9h"))
True
>>> to_html(object())
Traceback (most recent call last):
...
TypeError: no form for object: give an engine result (a hand, a deal, a showdown, ...)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import BettingRound, Card, Deal, Decision, Deck, Event, HandValue, LowValue, Showdown
from engine.manillen import Contract as ManillenContract
from engine.manillen import Deal as ManillenDeal
from engine.manillen import DealScore, GameScore, LegalPlays, PlayState, Trick
from engine.teaching import ExactShowdownChances, RankingReport, ShowdownChances
from engine.teaching.quiz import Question
from widgets.render.explorer import show_chances, show_counts, show_simulated_chances
from widgets.render.forms import Shown
from widgets.render.html import html
from widgets.render.manillen import (
    show_contract,
    show_deal_score,
    show_game,
    show_legal_plays,
    show_mp_deal,
    show_play,
    show_trick,
)
from widgets.render.markdown import markdown
from widgets.render.poker import (
    show_betting_round,
    show_card,
    show_deal,
    show_decision,
    show_deck,
    show_event,
    show_hand,
    show_showdown,
)
from widgets.render.quiz import show_question

Builder = Callable[[Any], Shown]

#: Each result type's builder: the one place that says how a result of that type is shown.
FORMS: dict[type, Builder] = {
    Card: show_card,
    Deck: show_deck,
    Decision: show_decision,
    HandValue: show_hand,
    LowValue: show_hand,
    Event: show_event,
    Deal: show_deal,
    Showdown: show_showdown,
    BettingRound: show_betting_round,
    ManillenDeal: show_mp_deal,
    ManillenContract: show_contract,
    LegalPlays: show_legal_plays,
    Trick: show_trick,
    PlayState: show_play,
    DealScore: show_deal_score,
    GameScore: show_game,
    RankingReport: show_counts,
    ShowdownChances: show_simulated_chances,
    ExactShowdownChances: show_chances,
    Question: show_question,
}


def show(value: object) -> Shown:
    """``value`` as a reader sees it, from its type's builder (the nearest in its class's ancestry)."""
    for cls in type(value).__mro__:
        builder = FORMS.get(cls)
        if builder is not None:
            return builder(value)
    raise TypeError(f"no form for {type(value).__name__}: give an engine result (a hand, a deal, a showdown, ...)")


def to_html(value: object) -> str:
    """``value`` as the HTML a notebook shows for it."""
    return html(show(value))


def to_markdown(value: object) -> str:
    """``value`` as the Markdown a notebook stores for it (searchable text in the book)."""
    return markdown(show(value))


def register_formatters() -> None:
    """Teach the running IPython kernel (if any) to show every engine result as HTML and Markdown."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with ipywidgets
        return
    shell = get_ipython()
    if shell is None:
        return
    formatters = shell.display_formatter.formatters
    for cls in FORMS:
        formatters["text/html"].for_type(cls, to_html)
        formatters["text/markdown"].for_type(cls, to_markdown)
