"""How the engine's results look in a notebook: IPython's HTML and Markdown formatters, one pair per
result type, registered when :mod:`widgets` is imported in a kernel.

The engine writes no markup; its results are plain data with plain-text reasons.  A notebook cell
whose value is a hand, a showdown or a deal shows it through the functions here, and
:func:`to_html` and :func:`to_markdown` give the same text to anything else that wants it (the
tests, the book's pages).

>>> from engine.poker.rankings import evaluate
>>> "flush" in to_markdown(evaluate("Ah Kh Qh Jh 9h"))
True
>>> to_html(object())
Traceback (most recent call last):
...
TypeError: no HTML form for object: give an engine result (a hand, a deal, a showdown, ...)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.cards import Card
from engine.decks import Deck
from engine.explain import Decision
from engine.manillen.deal import Contract as ManillenContract
from engine.manillen.deal import Deal as ManillenDeal
from engine.manillen.scoring import DealScore, GameScore
from engine.manillen.tricks import LegalPlays, PlayState, Trick
from engine.poker.betting.round import BettingRound
from engine.poker.deal import Deal, Event
from engine.poker.lows import LowValue
from engine.poker.rankings import HandValue
from engine.poker.showdown import Showdown
from engine.teaching.explorer import RankingReport, ShowdownChances
from engine.teaching.quiz import Question
from widgets.render import explorer, quiz, results

Writer = Callable[[Any], str]

#: Each result type's HTML and Markdown writers (``None``: the type has no Markdown form).
FORMS: dict[type, tuple[Writer, Writer | None]] = {
    Card: (lambda card: results.cards_html((card,)), None),
    Deck: (results.deck_html, results.deck_markdown),
    Decision: (results.decision_html, results.decision_markdown),
    HandValue: (results.hand_html, results.hand_markdown),
    LowValue: (results.hand_html, results.hand_markdown),
    Event: (results.event_html, results.event_markdown),
    Deal: (results.deal_html, results.deal_markdown),
    Showdown: (results.showdown_html, results.showdown_markdown),
    BettingRound: (results.betting_round_html, results.betting_round_markdown),
    ManillenDeal: (results.manillen_deal_html, results.manillen_deal_markdown),
    ManillenContract: (results.manillen_contract_html, results.manillen_contract_markdown),
    LegalPlays: (results.manillen_legal_plays_html, results.manillen_legal_plays_markdown),
    Trick: (results.manillen_trick_html, results.manillen_trick_markdown),
    PlayState: (results.manillen_play_html, results.manillen_play_markdown),
    DealScore: (results.manillen_deal_score_html, results.manillen_deal_score_markdown),
    GameScore: (results.manillen_game_html, results.manillen_game_markdown),
    RankingReport: (explorer.ranking_report_table_html, explorer.counts_table_markdown),
    ShowdownChances: (explorer.chances_alone_html, explorer.chances_table_markdown),
    Question: (quiz.question_html, quiz.question_markdown),
}


def _writer(value: object, kind: int, name: str) -> Writer:
    for cls in type(value).__mro__:
        forms = FORMS.get(cls)
        if forms is not None and forms[kind] is not None:
            writer = forms[kind]
            assert writer is not None
            return writer
    raise TypeError(
        f"no {name} form for {type(value).__name__}: give an engine result (a hand, a deal, a showdown, ...)"
    )


def to_html(value: object) -> str:
    """``value`` as the HTML a notebook shows for it."""
    return _writer(value, 0, "HTML")(value)


def to_markdown(value: object) -> str:
    """``value`` as the Markdown a notebook stores for it (searchable text in the book)."""
    return _writer(value, 1, "Markdown")(value)


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
    for cls, (html, markdown) in FORMS.items():
        formatters["text/html"].for_type(cls, html)
        if markdown is not None:
            formatters["text/markdown"].for_type(cls, markdown)
