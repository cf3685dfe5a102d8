"""The ranking explorer's view: :func:`explorer_view`, :func:`hand_view` and :func:`chances_view`.

Part of :mod:`widgets.views` (see there for what every view promises)."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine import Decision, Game, HandValue, Ranking, RulesError, find_game
from engine.teaching import (
    ExactShowdownChances,
    RankingReport,
    exact_showdown_chances,
    explore_hand,
    hand_showdown_chances,
    ranking_report,
)
from widgets.parse import card_text

# --- the ranking explorer ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HandView:
    """Typed cards judged: the hand and why, or the rule the cards break (``None`` for both: nothing typed)."""

    cards: str = ""
    hand: HandValue | None = None
    error: RulesError | None = None


def hand_view(cards: str, ranking: Ranking | str, deck: object) -> HandView:
    """:func:`~engine.teaching.explorer.explore_hand` for the cards as typed, in the deck and ranking named.

    >>> [step.clause for step in hand_view("A 7 8 9 6", "manila", "32").error.because]
    ['pp-manila2-deck']
    >>> hand_view("  ", "manila", "32").hand is None
    True
    """
    try:
        text = card_text(cards, "The five cards", example="A 7 8 9 10")
    except RulesError as error:
        return HandView(error=error)
    if not text.strip():
        return HandView(text)
    try:
        return HandView(text, hand=explore_hand(text, ranking, deck))  # type: ignore[arg-type]
    except RulesError as error:
        return HandView(text, error=error)


@dataclass(frozen=True, slots=True)
class ExplorerView:
    """The explorer's deck and ranking: the report (counts, order, straights) and the typed hand in them
    (``report`` is ``None`` when the deck or the ranking is refused)."""

    report: Decision[RankingReport] | None = None
    hand: HandView = field(default_factory=HandView)
    error: RulesError | None = None


def explorer_view(ranking: Ranking | str, deck: object, cards: str) -> ExplorerView:
    """The report for a deck and ranking, with the typed cards judged in them (one call per change).

    >>> view = explorer_view("manila", "32", "A-7-8-9-10")
    >>> view.report.value.total, view.hand.hand.name
    (201376, 'high card, ace')
    >>> [step.clause for step in explorer_view("manila", "31", "").error.because]  # the poker decks
    ['int-standard-deck', 'pp-manila3-deck', 'pp-manila2-deck']
    """
    try:
        report = ranking_report(ranking, deck)  # type: ignore[arg-type]
    except RulesError as error:
        return ExplorerView(error=error)
    return ExplorerView(report=report, hand=hand_view(cards, report.value.ranking, report.value.deck))


@dataclass(frozen=True, slots=True)
class ChancesView:
    """The exact showdown: how often each category is a player's best hand, for every hole hand or the
    hole cards typed (``hole``), counted over every deal (no margin)."""

    hole: str = ""
    chances: Decision[ExactShowdownChances] | None = None
    error: RulesError | None = None


def chances_view(game: str | Game, hole: str = "") -> ChancesView:
    """:func:`~engine.teaching.exact.exact_showdown_chances` of the game, or with hole cards typed
    :func:`~engine.teaching.exact.hand_showdown_chances` of those cards: read from the exact tables.

    >>> chances_view("2 Card Manila").chances.value.deals
    70682976
    >>> chances_view("2 Card Manila", "Ah Kh").chances.value.boards
    142506
    >>> [step.clause for step in chances_view("2 Card Manila", "Ah 6h").error.because]
    ['pp-manila2-deck']
    """
    try:
        typed = card_text(hole, "The hole cards", example="Ah Kh")
        chosen = find_game(game)
        if typed.strip():
            return ChancesView(hole=typed, chances=hand_showdown_chances(chosen, typed))
        return ChancesView(hole=typed, chances=exact_showdown_chances(chosen))
    except RulesError as error:
        return ChancesView(hole=hole if isinstance(hole, str) else "", error=error)
