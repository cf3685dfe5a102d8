"""The straight and flush explorer: a thin view over :mod:`engine.teaching.explorer`.

Choose a deck (52; 36, 6 to ace; 32, 7 to ace) and a ranking (standard, manila) and see
how many five-card hands of each category the deck holds, each count with its formula,
a chart of the counts, the order of the categories explained from the counts, and every
straight; type five cards and see their category and why; pick a manila game and see how
often each category is a player's best hand at the showdown, exactly (every deal counted, read
from the exact tables of :mod:`engine.teaching.exact`), for any hole cards or for those typed.

The explorer answers three questions, so it has three result panes; each update makes one
view call: a new deck or ranking :func:`~widgets.views.explorer_view` (the counts and the typed
hand in the new deck), new cards :func:`~widgets.views.hand_view`, a new game or hole cards
:func:`~widgets.views.chances_view` (:func:`~engine.teaching.exact.exact_showdown_chances`).  A
mistyped hand shows its refusal inline without blanking the counts above it.  Every sentence, count and highlight comes from the
engine; this module only lays out controls and draws the chart.

A chapter opens it on an example with keyword arguments; as the last expression of a cell
it displays itself:

>>> explorer = RankingExplorer(deck="32", ranking="manila", cards="A 7 8 9 10", chart=False)
>>> "A-7-8-9-10 is not a straight" in explorer.hand.value
True
>>> explorer.cards.value = "A 7 8 9 6"
>>> "is not in the 2 Card Manila deck" in explorer.hand.value
True
>>> RankingExplorer(deck="31")
Traceback (most recent call last):
...
engine.errors.UnknownDeckError: '31' is not a deck: name one by its size or name, 52 (the standard deck, 52 cards), 36 (the 3 Card Manila deck, 36 cards) or 32 (the 2 Card Manila deck, 32 cards) (int-standard-deck; pp-manila3-deck; pp-manila2-deck)
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from engine import RANKINGS, Step, UnknownChoiceError, find_game, find_ranking
from engine.decks import find_deck
from engine.documents import ids
from engine.teaching import EXACT_GAMES, POKER_DECKS
from widgets.common import harden, labelled, show_view, view_html
from widgets.panes import link_base, notice_html
from widgets.parse import card_text
from widgets.render.explorer import counts_svg, show_chances_counted, show_ranking_report
from widgets.render.forms import Paragraph, Shown, Strong
from widgets.render.html import html
from widgets.render.poker import show_hand
from widgets.views import ChancesView, ExplorerView, HandView, chances_view, explorer_view, hand_view


class RankingExplorer:
    """Deck and ranking drop-downs, a hand box, and a game and hole cards for the exact showdown chances,
    each with its result pane.

    :param deck: a deck name from :data:`engine.decks.DECKS`: ``"52"``, ``"36"`` or ``"32"``.
    :param ranking: a ranking name from :data:`engine.poker.rankings.RANKINGS`: ``"standard"`` or ``"manila"``.
    :param cards: five cards to show at first, e.g. ``"A 7 8 9 10"`` or ``"As 7d 8h 9c 10s"``.
    :param game: the manila game whose showdown to show (its name or key).
    :param hole: hole cards to show the chances of (empty: every hole hand of the game).
    :param chart: draw the bar chart of the counts (SVG; the table shows the same counts).
    :param chances: show the showdown chances (the exact tables count the Manila games only: a
        chapter about another game leaves them out).
    """

    def __init__(
        self,
        *,
        deck: str | int = "32",
        ranking: str = "manila",
        cards: str = "A 7 8 9 10",
        game: str = "2 Card Manila",
        hole: str = "",
        chart: bool = True,
        chances: bool = True,
    ) -> None:
        chosen_deck, chosen_ranking = find_deck(deck, POKER_DECKS), find_ranking(ranking)
        deck_key = next(key for key, value in POKER_DECKS.items() if value == chosen_deck)
        ranking_key = next(key for key, value in RANKINGS.items() if value == chosen_ranking)
        game_key = find_game(game).key
        if game_key not in {g.key for g in EXACT_GAMES}:
            names = ", ".join(g.name for g in EXACT_GAMES)
            raise UnknownChoiceError.citing(
                f"{game!r} is not a game the explorer counts the showdown of; the games are: {names}",
                Step(ids.METHOD_EXACT_ENUMERATION, f"The exact tables count the showdowns of {names}."),
            )
        card_text(cards, "The five cards", example="A 7 8 9 10")
        card_text(hole, "The hole cards", example="Ah Kh")
        self.draw_chart = chart
        self.show_chances = chances
        self._controls(deck_key, ranking_key, cards, game_key, hole)
        self._panes = {
            self.deck: self.counts,
            self.ranking: self.counts,
            self.cards: self.hand,
            self.show: self.hand,
            self.game: self.chances,
            self.hole: self.chances,
        }
        self.layout = self._arranged(chances)
        harden(self.layout, self._refused)
        self.update_ranking()
        if chances:
            self.update_chances()

    def _controls(self, deck_key: str, ranking_key: str, cards: str, game_key: str, hole: str) -> None:
        """Each question's controls and result pane, and what each control updates."""
        self.deck = labelled(
            w.Dropdown(
                options=[(f"{d.size} cards, {d.description}", key) for key, d in POKER_DECKS.items()],
                value=deck_key,
            ),
            "Deck",
        )
        self.ranking = labelled(w.Dropdown(options=list(RANKINGS), value=ranking_key), "Ranking")
        self.chart = w.HTML()
        self.counts = w.HTML()

        self.cards = labelled(
            w.Text(value=cards, placeholder="e.g. A 7 8 9 10 or As 7d 8h 9c 10s", continuous_update=False),
            "Five cards",
        )
        self.show = w.Button(description="Show the hand", tooltip="Show the category of the five cards and why")
        self.hand = w.HTML()

        self.game = labelled(w.Dropdown(options=[(g.name, g.key) for g in EXACT_GAMES], value=game_key), "Game")
        self.hole = labelled(
            w.Text(value=hole, placeholder="e.g. Ah Kh; empty: any hole cards", continuous_update=False),
            "Hole cards",
        )
        self.chances = w.HTML()

        self.deck.observe(self._on_deck_or_ranking, names="value")
        self.ranking.observe(self._on_deck_or_ranking, names="value")
        self.cards.observe(lambda _change: self.update_hand(), names="value")
        self.show.on_click(lambda _button: self.update_hand())
        for control in (self.game, self.hole):
            control.observe(lambda _change: self.update_chances(), names="value")

    def _arranged(self, chances: bool) -> w.VBox:
        """The three questions, each under its heading (the third only with ``chances``)."""
        questions = [
            (
                _heading("Hands in a deck, and the order they rank in"),
                w.HBox([self.deck, self.ranking]),
                self.chart,
                self.counts,
            ),
            (_heading("Check a hand"), w.HBox([self.cards, self.show]), self.hand),
        ]
        if chances:
            heading = _heading("At the showdown: how often each hand is a player's best, exactly")
            questions.append((heading, w.HBox([self.game, self.hole]), self.chances))
        return w.VBox([part for question in questions for part in question])

    # --- updates: each makes one view call and shows what it returns ---------------------------

    def _on_deck_or_ranking(self, _change: Any) -> None:
        self.update_ranking()

    def _refused(self, control: w.Widget, text: str) -> None:
        """A message from the page that a control refused: shown in the pane of that control's question."""
        self._panes.get(control, self.counts).value = notice_html(text)

    def update_ranking(self) -> bool:
        """Counts, order and straights for the chosen deck and ranking, the chart, and the typed hand in them."""

        def render(view: ExplorerView) -> str:
            assert view.report is not None
            self.chart.value = counts_svg(view.report.value) if self.draw_chart else ""
            self.hand.value = _hand_html(view.hand)
            return html(show_ranking_report(view.report), link_base())

        view = show_view(
            self.counts, lambda: explorer_view(self.ranking.value, self.deck.value, self.cards.value), render
        )
        return view is not None and view.error is None

    def update_hand(self) -> bool:
        """The typed cards' category and why, in the chosen deck and ranking."""
        view = show_view(
            self.hand, lambda: hand_view(self.cards.value, self.ranking.value, self.deck.value), _hand_answer_html
        )
        return view is not None and view.error is None

    def update_chances(self) -> bool:
        """The exact showdown chances of the chosen game, for any hole cards or those typed."""

        def render(view: ChancesView) -> str:
            assert view.chances is not None  # shown only when not refused (view_html), so it has its answer
            return html(show_chances_counted(view.chances), link_base())

        view = show_view(self.chances, lambda: chances_view(self.game.value, self.hole.value), render)
        return view is not None and view.error is None

    # --- display -----------------------------------------------------------------------------

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live explorer, with a short plain-text form."""
        bundle = dict(self.layout._repr_mimebundle_(**kwargs) or {})
        bundle["text/plain"] = repr(self)
        return bundle

    def __repr__(self) -> str:
        return f"Ranking explorer: the {self.deck.value}-card deck, {self.ranking.value} ranking"


def _heading(text: str) -> w.HTML:
    """A question's heading."""
    return w.HTML(html(Shown("explorer-heading", (Paragraph((Strong(text),), role="heading"),))))


def _hand_html(view: HandView) -> str:
    """The typed hand's category and why, its refusal inline, or a prompt when nothing is typed."""
    return view_html(view, _hand_answer_html)


def _hand_answer_html(view: HandView) -> str:
    if view.hand is None:
        return "<p>Type five cards, for example <code>A 7 8 9 10</code> or <code>As Ks Qs Js 10s</code>.</p>"
    return html(show_hand(view.hand), link_base())
