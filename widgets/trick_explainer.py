"""The Manillen Plus trick explainer: which cards may be played to a trick, and why not the others.

A thin view over :func:`widgets.views.trick_view` (and :func:`widgets.views.dealt_trick_view`),
which ask :mod:`engine.manillen.tricks`.  Choose the table (3 or 6 players), the dealer
(who settles the sides: with three the dealer plays alone, with six the seats alternate),
the dealer's call (a suit as trumps, or no trumps), who led, the cards played to the trick
so far and the hand of the player to play next; see who played what for which side, who is
winning, every card of the hand allowed or forbidden with the rule that decides it, and,
once every player has played, who takes the trick.  "Deal a new position" draws a new seed,
writes it in the Seed box and deals it; "Deal this seed" deals the seed the box holds.  Either
deals from ``random.Random(seed)``, plays a few tricks with legal cards and stops in the middle
of one, so a seed always gives the same position.  The answer is built once as a
:class:`~widgets.render.forms.Shown` (:func:`trick_shown`), which the HTML and Markdown writers write.

A chapter shows the engine's answer for a fixed example first (it reads without a kernel),
then the live widget:

>>> explainer = TrickExplainer(players=3, dealer=1, leader=3, trump="spades", hand="Ah 7h Ks", trick="Kh")
>>> explainer.current.legal.allowed
(Ah,)
>>> print(explainer.explanation_text().splitlines()[0])
Spades are trumps. Seat 3 led; seat 1 plays next and may play A♥.
>>> explainer.trick.value = "Kh 1h"
>>> "'1h' is not a card" in explainer.explanation_text()
True

A new position each press, its seed shown in the box (here drawn from a seeded source, so that
the example repeats; a reader's come from ``random.SystemRandom()``):

>>> import random
>>> from widgets.common import SEED_MOST
>>> dealer = TrickExplainer(players=3, seed_source=random.Random(3))
>>> dealer.new_deal_button.click()
>>> dealer.seed.value == random.Random(3).randint(0, SEED_MOST)
True
>>> position = (dealer.hand.value, dealer.trick.value)
>>> dealer.deal_button.click()  # "Deal this seed": the seed shown deals the same position again
>>> (dealer.hand.value, dealer.trick.value) == position
True
"""

from __future__ import annotations

from random import Random
from typing import Any

import ipywidgets as w

from engine import Step
from engine.documents import ids
from engine.manillen import call_text
from widgets.common import (
    DealsFromASeed,
    ExplainsAView,
    harden,
    labelled,
    on_change,
    reading_choices,
    seed_box,
)
from widgets.panes import link_base, notice_html, pane_html
from widgets.parse import card_text, choice, reading, trump_call
from widgets.render.forms import Block, Cards, Paragraph, Row, Shown, Strong, Table, quotes, steps
from widgets.render.html import blocks_html
from widgets.render.manillen import show_legal_plays
from widgets.render.markdown import markdown
from widgets.views import TABLE_SEATS, TRUMP_CALLS, TrickView, dealt_trick_view, trick_view


def _seat_choices(player_count: int) -> list[tuple[str, int]]:
    return [(f"Seat {seat}", seat) for seat in TABLE_SEATS[player_count]]


class TrickExplainer(DealsFromASeed, ExplainsAView[TrickView]):
    """A trick of Manillen Plus: the cards played so far, and what the next player may play.

    :param players: 3 or 6 (``mp-players``).
    :param dealer: the dealer's seat (it settles the sides).
    :param leader: the seat that led the trick.
    :param trump: the dealer's call: ``"hearts"`` (or ``"h"``, ``"♥"``), ... or ``"no trumps"``.
    :param hand: the cards of the player to play next.
    :param trick: the cards played to the trick so far, in order, the first by ``leader``.
    :param undertrump: the reading of ``int-mp-undertrump`` (``"never"`` or ``"allowed"``).
    :param seed: the Seed box's number (0 to :data:`~widgets.common.SEED_MOST`); when given (and
        ``hand`` is not), the explainer opens on the position it deals, from ``random.Random(seed)``.
    :param seed_source: where "Deal a new position" draws its seeds: a ``random.Random`` (a test's, to
        repeat them); by default ``random.SystemRandom()``, new on every press and every page load.
    :raises RulesError: a table, seat, call, reading or seed a chapter cannot open the explainer on.
    """

    current: TrickView | None

    def __init__(
        self,
        *,
        players: int = 3,
        dealer: int = 1,
        leader: int = 2,
        trump: str = "hearts",
        hand: str = "",
        trick: str = "",
        undertrump: str = "never",
        seed: int | None = None,
        seed_source: Random | None = None,
    ) -> None:
        #: What the explainer shows now: the engine's view of the trick (``None`` before the first).
        self.current = None
        self.error = None
        self._quiet = False
        tables = [(f"{count} players", count) for count in TABLE_SEATS]
        count = choice(players, tables, "the table", rule=Step(ids.MP_PLAYERS, "Manillen Plus is for 3 or 6 players."))
        seats = _seat_choices(count)
        at_table = Step(ids.INT_MP_SEATS, f"The seats of a table of {count} are numbered 1 to {count} clockwise.")
        undertrump_choices, undertrump_default = reading_choices(ids.INT_MP_UNDERTRUMP)
        card_text(hand, "The hand", example="Ah 7h Ks")
        card_text(trick, "The trick", example="Kh Th")
        self.players = labelled(w.Dropdown(options=tables, value=count), "Players")
        self.dealer = labelled(
            w.Dropdown(options=seats, value=choice(dealer, seats, "the dealer", rule=at_table)), "Dealer"
        )
        self.leader = labelled(
            w.Dropdown(options=seats, value=choice(leader, seats, "the leader", rule=at_table)), "Led by"
        )
        self.trump = labelled(w.Dropdown(options=list(TRUMP_CALLS), value=call_text(trump_call(trump))), "Call")
        self.trick = labelled(
            w.Text(value=trick, placeholder="e.g. Kh Th (in the order played)", continuous_update=False),
            "Cards played to the trick",
        )
        self.hand = labelled(
            w.Text(value=hand, placeholder="e.g. Ah 7h Ks", continuous_update=False), "Hand of the player to play"
        )
        self.undertrump = labelled(
            w.Dropdown(
                options=undertrump_choices,
                value=reading(ids.INT_MP_UNDERTRUMP, undertrump or undertrump_default),
            ),
            "Undertrumping",
        )
        #: "Deal a new position" (a new seed, shown in the Seed box) and "Deal this seed" (the box's seed).
        self.view = self._arranged(self._deals_from(seed_box(seed), seed_source, "position"))
        harden(self.view, lambda _control, text: setattr(self.pane, "value", notice_html(text)))
        self.players.observe(self._on_table, names="value")
        on_change([self.dealer, self.leader, self.trump, self.trick, self.hand, self.undertrump], self.update)
        if seed is not None and not hand:
            self.deal_seed()
        else:
            self.update()

    def _arranged(self, seeds: w.HBox) -> w.VBox:
        """The controls in rows, then the one result pane."""
        for control in (self.players, self.dealer, self.leader, self.trump, self.undertrump, self.seed):
            control.layout = w.Layout(width="auto")
        for box in (self.trick, self.hand):
            box.layout = w.Layout(width="26em")
        #: The one result pane: the trick, every card's verdict with its rule, the winner, or the refusal.
        self.pane = w.HTML()
        view = w.VBox(
            [
                w.HBox([self.players, self.dealer, self.trump, self.leader], layout=w.Layout(flex_flow="row wrap")),
                w.HBox([self.trick, self.hand], layout=w.Layout(flex_flow="row wrap")),
                w.HBox([self.undertrump], layout=w.Layout(flex_flow="row wrap")),
                seeds,
                self.pane,
            ]
        )
        view.add_class("rb-trick-explainer")
        return view

    # --- state ---------------------------------------------------------------------------------

    def _seat_options(self, player_count: int, dealer: int, leader: int) -> None:
        """Offer the seats of the table; keep the chosen ones where the table has them."""
        seats = _seat_choices(player_count)
        values = [value for _label, value in seats]
        with self._batch():
            self.dealer.options = seats
            self.dealer.value = dealer if dealer in values else values[0]
            self.leader.options = seats
            self.leader.value = leader if leader in values else values[0]

    def _on_table(self, _change: Any) -> None:
        if self._quiet:
            return
        if self.players.value in TABLE_SEATS:
            self._seat_options(self.players.value, self.dealer.value, self.leader.value)
        self.update()

    # --- the view calls: one per update -----------------------------------------------------------

    def update(self, change: Any = None) -> None:
        """Judge the trick and the hand, and show the engine's answer (or what refused it) in the pane."""
        if self._quiet:
            return
        owner = getattr(change, "owner", None)
        edited = "hand" if owner is self.hand else ("trick" if owner is self.trick else None)
        self._update(
            lambda: trick_view(
                player_count=self.players.value,
                dealer=self.dealer.value,
                leader=self.leader.value,
                trump=self.trump.value,
                hand=self.hand.value,
                trick=self.trick.value,
                undertrump=self.undertrump.value,
                edited=edited,
            )
        )

    def deal_seed(self) -> None:
        """Deal a position from ``random.Random(seed)``, the Seed box's number, and judge it."""
        self._update(
            lambda: dealt_trick_view(
                seed=self.seed.value, player_count=self.players.value, undertrump=self.undertrump.value
            ),
            dealt=True,
        )

    def _arrange(self, view: TrickView, *, dealt: bool = False) -> None:
        """Put a dealt position in the controls (a refused deal leaves them as they are)."""
        if dealt and view.table is not None:
            assert view.dealer is not None and view.leader is not None
            self._seat_options(int(view.table), view.dealer, view.leader)
            with self._batch():
                self.trump.value = view.trump
                self.trick.value = view.trick
                self.hand.value = view.hand

    def _render(self, view: TrickView) -> str:
        shown = trick_shown(view)
        return pane_html(blocks_html(shown, link_base()), f"rb-{shown.kind}")

    # --- output ---------------------------------------------------------------------------------

    def _text(self, view: TrickView) -> str:
        """The headline, then each step with its clause id."""
        return "\n".join([headline(view), *(str(step) for step in _steps(view))])

    def _markdown(self, view: TrickView) -> str:
        return markdown(trick_shown(view))


def headline(view: TrickView) -> str:
    """The trick in one sentence: the call, who led, who plays next and what they may play (or who won)."""
    if view.winner is not None:
        return f"{view.call} The trick is complete: seat {view.winner.value} takes it."
    assert view.legal is not None
    allowed = " ".join(card.symbol for card in view.legal.allowed)
    if not view.plays:
        return f"{view.call} Seat {view.leader} leads and may play {allowed}."
    return f"{view.call} Seat {view.leader} led; seat {view.to_play} plays next and may play {allowed}."


def _steps(view: TrickView) -> tuple[Step, ...]:
    """Every step the pane shows: who plays with whom, then the verdicts (or the winner)."""
    if view.winner is not None:
        return (*view.sides, *view.winner.because)
    assert view.legal is not None
    return (*view.sides, *view.legal.because)


def _trick_table(view: TrickView) -> Table:
    """Who played what, for which side, and who is winning, in the order played."""
    rows = tuple(
        Row(((f"Seat {play.seat}",), (play.side.value,), (Cards((play.card,)),), ("winning" if play.winning else "",)))
        for play in view.plays
    )
    header = ("Played by", "Side", "Card", "Now")
    return Table(header, rows, caption="The trick so far, in the order played", role="trick")


def trick_shown(view: TrickView) -> Shown:
    """The pane's answer, once for every writer: the headline, who plays with whom, the trick so far
    (who played what, for which side, who is winning), then every card's verdict or the winner, and
    the rules quoted."""
    played = _trick_table(view) if view.plays else Paragraph(("No card has been played to the trick yet.",))
    verdict: Block
    if view.winner is not None:
        verdict = steps(view.winner.because)
    else:
        assert view.legal is not None
        verdict = show_legal_plays(view.legal)
    blocks = (Paragraph((Strong(headline(view), field="headline"),)), steps(view.sides), played, verdict)
    return Shown("trick-explained", (*blocks, *quotes(_steps(view))))
