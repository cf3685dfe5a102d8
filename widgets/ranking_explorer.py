"""The straight and flush explorer: a thin view over :mod:`engine.teaching.explorer`.

Choose a deck (52; 36, 6 to ace; 32, 7 to ace) and a ranking (standard, manila) and see
how many five-card hands of each category the deck holds, each count with its formula,
a chart of the counts, the order of the categories explained from the counts, and every
straight; type five cards and see their category and why; pick a manila game and see how
often each category is a player's best hand at the showdown, simulated with its margin.

The explorer answers three questions, so it has three result panes; each update makes one
view call: a new deck or ranking :func:`~widgets.views.explorer_view` (the counts and the typed
hand in the new deck), new cards :func:`~widgets.views.hand_view`, the simulator
:func:`~widgets.views.chances_view` (:func:`~engine.teaching.chances.showdown_chances`).  A
mistyped hand shows its refusal inline without blanking the counts above it.  Every sentence, count and highlight comes from the
engine; this module only lays out controls and draws the chart.

A chapter opens it on an example with keyword arguments; as the last expression of a cell
it displays itself:

>>> explorer = RankingExplorer(deck="32", ranking="manila", cards="A 7 8 9 10", deals=200, seed=1, chart=False)
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

import base64
import io
from html import escape
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from engine.decks import find_deck
from engine.documents import ids
from engine.errors import UnknownChoiceError
from engine.explain import Step
from engine.poker.games import find_game
from engine.poker.rankings import RANKINGS, find_ranking
from engine.teaching.chances import CHANCE_GAMES
from engine.teaching.explorer import POKER_DECKS, RankingReport
from widgets.common import WholeNumberText, harden, labelled, show_view, view_html
from widgets.panes import link_base, notice_html
from widgets.parse import card_text, whole_number
from widgets.render.explorer import chances_html, ranking_report_html
from widgets.render.html import STYLE, html
from widgets.render.poker import show_hand
from widgets.views import (
    CHANCES_SEED_MOST,
    ChancesView,
    ExplorerView,
    HandView,
    chances_view,
    explorer_view,
    hand_view,
)

if TYPE_CHECKING:
    from matplotlib.figure import Figure

#: How many deals the simulation may run (a drop-down, not a slider: sliders have no accessible name).
DEAL_CHOICES = (2_000, 5_000, 20_000, 50_000)
SEED_MOST = CHANCES_SEED_MOST

PLAIN = "#1f5fa8"
MARKED = "#c77c02"
INK = "#111111"


def counts_figure(report: RankingReport) -> Figure:
    """The report's counts as horizontal bars, strongest at the top, on a log scale.

    The rows the engine marks (the flush and the full house) are orange and hatched, so
    colour is never the only cue.
    """
    from matplotlib.figure import Figure

    rows = list(reversed(report.rows))  # weakest at the bottom of the chart
    figure = Figure(figsize=(7.2, 3.8), dpi=100)
    axes = figure.add_subplot(1, 1, 1)
    bars = axes.barh(
        range(len(rows)),
        [row.count for row in rows],
        color=[MARKED if row.highlighted else PLAIN for row in rows],
        edgecolor=INK,
        linewidth=0.5,
    )
    for bar, row in zip(bars, rows, strict=True):
        if row.highlighted:
            bar.set_hatch("//")
        axes.text(bar.get_width() * 1.1, bar.get_y() + bar.get_height() / 2, f"{row.count:,}", va="center", fontsize=8)
    axes.set_xscale("log")
    labels = [f"{row.category.value} \u21c5" if row.highlighted else row.category.value for row in rows]
    axes.set_yticks(range(len(rows)), labels, fontsize=9)
    axes.set_xlabel("number of five-card hands (log scale)")
    axes.set_xlim(1, max(row.count for row in rows) * 12)
    axes.set_title(
        f"{report.deck.size} cards, {report.ranking.name} ranking: {report.total:,} hands, strongest at the top",
        fontsize=10,
    )
    figure.subplots_adjust(left=0.22, right=0.98, top=0.91, bottom=0.13)  # fixed: tight_layout is slow
    return figure


def chart_html(report: RankingReport) -> str:
    """The chart as an ``<img>`` with the counts as its text alternative."""
    try:
        figure = counts_figure(report)
    except ImportError:  # matplotlib cannot run in the browser: the table below carries the counts
        return ""
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    data = base64.b64encode(buffer.getvalue()).decode("ascii")
    alt = f"Bar chart. {report}: " + "; ".join(f"{row.category.value} {row.count:,}" for row in report.rows) + "."
    return f'<img src="data:image/png;base64,{data}" alt="{escape(alt)}" style="max-width:100%">'


class RankingExplorer:
    """Deck and ranking drop-downs, a hand box and a showdown simulator, each with its result pane.

    :param deck: a deck name from :data:`engine.decks.DECKS`: ``"52"``, ``"36"`` or ``"32"``.
    :param ranking: a ranking name from :data:`engine.poker.rankings.RANKINGS`: ``"standard"`` or ``"manila"``.
    :param cards: five cards to show at first, e.g. ``"A 7 8 9 10"`` or ``"As 7d 8h 9c 10s"``.
    :param game: the manila game to simulate (its name or key).
    :param deals: how many deals to simulate (added to the choices if it is not one of them).
    :param seed: the seed of the simulation's generator.
    :param chart: draw the matplotlib chart (the table shows the same counts).
    :param chances: show the showdown simulator (the engine simulates the Manila games only: a
        chapter about another game leaves it out).
    """

    def __init__(
        self,
        *,
        deck: str | int = "32",
        ranking: str = "manila",
        cards: str = "A 7 8 9 10",
        game: str = "2 Card Manila",
        deals: int = 20_000,
        seed: int = 2024,
        chart: bool = True,
        chances: bool = True,
    ) -> None:
        chosen_deck, chosen_ranking = find_deck(deck, POKER_DECKS), find_ranking(ranking)
        deck_key = next(key for key, value in POKER_DECKS.items() if value == chosen_deck)
        ranking_key = next(key for key, value in RANKINGS.items() if value == chosen_ranking)
        game_key = find_game(game).key
        if game_key not in {g.key for g in CHANCE_GAMES}:
            names = ", ".join(g.name for g in CHANCE_GAMES)
            raise UnknownChoiceError.citing(
                f"{game!r} is not a game the explorer simulates; the games are: {names}",
                Step(ids.METHOD_SIMULATION, f"The explorer simulates the showdowns of {names}."),
            )
        whole_number(deals, "The number of deals", least=1, exact=True)
        card_text(cards, "The five cards", example="A 7 8 9 10")
        self.draw_chart = chart
        self.show_chances = chances

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

        self.game = labelled(w.Dropdown(options=[(g.name, g.key) for g in CHANCE_GAMES], value=game_key), "Game")
        self.deals = labelled(
            w.Dropdown(options=[(f"{n:,}", n) for n in sorted(set(DEAL_CHOICES) | {deals})], value=deals),
            "Deals",
        )
        self.seed = labelled(
            WholeNumberText(value=whole_number(seed, "The seed", least=0, most=SEED_MOST, exact=True)), "Seed"
        )
        self.simulate = w.Button(description="Simulate", tooltip="Simulate the showdown again with these settings")
        self.chances = w.HTML()

        self.deck.observe(self._on_deck_or_ranking, names="value")
        self.ranking.observe(self._on_deck_or_ranking, names="value")
        self.cards.observe(lambda _change: self.update_hand(), names="value")
        self.show.on_click(lambda _button: self.update_hand())
        for control in (self.game, self.deals, self.seed):
            control.observe(lambda _change: self.update_chances(), names="value")
        self.simulate.on_click(lambda _button: self.update_chances())

        def heading(text: str) -> w.HTML:
            return w.HTML(f"{STYLE}<p style='font-size:1.1em;margin:.6em 0 .2em'><strong>{escape(text)}</strong></p>")

        self._panes = {
            self.deck: self.counts,
            self.ranking: self.counts,
            self.cards: self.hand,
            self.show: self.hand,
            self.game: self.chances,
            self.deals: self.chances,
            self.seed: self.chances,
            self.simulate: self.chances,
        }
        self.layout = w.VBox(
            [
                heading("Hands in a deck, and the order they rank in"),
                w.HBox([self.deck, self.ranking]),
                self.chart,
                self.counts,
                heading("Check a hand"),
                w.HBox([self.cards, self.show]),
                self.hand,
            ]
            + (
                [
                    heading("At the showdown: how often each hand is a player's best"),
                    w.HBox([self.game, self.deals, self.seed, self.simulate]),
                    self.chances,
                ]
                if chances
                else []
            )
        )
        harden(self.layout, self._refused)
        self.update_ranking()
        if chances:
            self.update_chances()

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
            self.chart.value = chart_html(view.report.value) if self.draw_chart else ""
            self.hand.value = _hand_html(view.hand)
            return ranking_report_html(view.report, link_base())

        view = show_view(self.counts, lambda: explorer_view(self.ranking.value, self.deck.value, self.cards.value), render)
        return view is not None and view.error is None

    def update_hand(self) -> bool:
        """The typed cards' category and why, in the chosen deck and ranking."""
        view = show_view(
            self.hand, lambda: hand_view(self.cards.value, self.ranking.value, self.deck.value), _hand_answer_html
        )
        return view is not None and view.error is None

    def update_chances(self) -> bool:
        """The simulated showdown of the chosen game."""

        def render(view: ChancesView) -> str:
            assert view.chances is not None  # shown only when not refused (view_html), so it has its answer
            return chances_html(view.chances, link_base())

        self.chances.value = f"<p role='status'>Simulating {self.deals.value:,} deals\u2026</p>"
        self.simulate.disabled = True
        try:
            view = show_view(
                self.chances,
                lambda: chances_view(self.game.value, deals=self.deals.value, seed=self.seed.value),
                render,
            )
            return view is not None and view.error is None
        finally:
            self.simulate.disabled = False

    # --- display -----------------------------------------------------------------------------

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live explorer, with a short plain-text form."""
        bundle = dict(self.layout._repr_mimebundle_(**kwargs) or {})
        bundle["text/plain"] = repr(self)
        return bundle

    def __repr__(self) -> str:
        return f"Ranking explorer: the {self.deck.value}-card deck, {self.ranking.value} ranking"


def _hand_html(view: HandView) -> str:
    """The typed hand's category and why, its refusal inline, or a prompt when nothing is typed."""
    return view_html(view, _hand_answer_html)


def _hand_answer_html(view: HandView) -> str:
    if view.hand is None:
        return "<p>Type five cards, for example <code>A 7 8 9 10</code> or <code>As Ks Qs Js 10s</code>.</p>"
    return html(show_hand(view.hand), link_base())
