"""The Manillen Plus trick explainer: which cards may be played to a trick, and why not the others.

A thin view over :func:`widgets.views.trick_view` (and :func:`widgets.views.dealt_trick_view`),
which ask :mod:`engine.manillen.tricks`.  Choose the table (3 or 6 players), the dealer
(who settles the sides: with three the dealer plays alone, with six the seats alternate),
the dealer's call (a suit as trumps, or no trumps), who led, the cards played to the trick
so far and the hand of the player to play next; see who played what for which side, who is
winning, every card of the hand allowed or forbidden with the rule that decides it, and,
once every player has played, who takes the trick.  "Deal a position" deals from a seeded
shuffle, plays a few tricks with legal cards and stops in the middle of one.

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
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from engine.documents import ids
from engine.documents.interpretations import INTERPRETATIONS
from engine.errors import RulesError
from engine.explain import Step
from engine.manillen.deal import call_text, parse_call
from widgets.common import (
    ShowsAView,
    WholeNumberText,
    checked_choice,
    checked_number,
    error_html,
    guarded,
    harden,
    labelled,
    link_base,
    notice_html,
    on_change,
    whole_value,
)
from widgets.raise_calculator import Explanation, error_text, pane_html, quotes_html, quotes_markdown
from widgets.render.results import (
    card_html,
    manillen_legal_plays_html,
    manillen_legal_plays_markdown,
    md_escape,
    steps_html,
    steps_markdown,
)
from widgets.views import TABLE_SEATS, TRUMP_CALLS, TrickView, dealt_trick_view, reading, trick_view

SEED_MOST = 10**9


def _undertrump_choices() -> tuple[list[tuple[str, str]], str]:
    option = INTERPRETATIONS[ids.INT_MP_UNDERTRUMP].option
    assert option is not None
    return [(f"{key}: {meaning}", key) for key, meaning in option.choices.items()], option.default


def _seat_choices(player_count: int) -> list[tuple[str, int]]:
    return [(f"Seat {seat}", seat) for seat in TABLE_SEATS[player_count]]


class TrickExplainer(ShowsAView):
    """A trick of Manillen Plus: the cards played so far, and what the next player may play.

    :param players: 3 or 6 (``mp-players``).
    :param dealer: the dealer's seat (it settles the sides).
    :param leader: the seat that led the trick.
    :param trump: the dealer's call: ``"hearts"`` (or ``"h"``, ``"♥"``), ... or ``"no trumps"``.
    :param hand: the cards of the player to play next.
    :param trick: the cards played to the trick so far, in order, the first by ``leader``.
    :param undertrump: the reading of ``int-mp-undertrump`` (``"never"`` or ``"allowed"``).
    :param seed: when given (and ``hand`` is not), deal a position from ``random.Random(seed)``.
    :raises RulesError: a table, seat, call, reading or seed a chapter cannot open the explainer on.
    """

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
    ) -> None:
        #: What the explainer shows now: the engine's view of the trick (``None`` while the pane shows an error).
        self.current: TrickView | None = None
        self._error: Exception | None = None
        self._quiet = False
        tables = [(f"{count} players", count) for count in TABLE_SEATS]
        count = checked_choice(players, tables, "the table")
        seats = _seat_choices(count)
        undertrump_choices, undertrump_default = _undertrump_choices()
        for text, what in ((hand, "the hand"), (trick, "the trick")):
            if not isinstance(text, str):
                raise RulesError(f"{what}, {text!r}, is not cards written as text, such as 'Ah 7h Ks'")
        self.players = labelled(w.Dropdown(options=tables, value=count), "Players")
        self.dealer = labelled(w.Dropdown(options=seats, value=checked_choice(dealer, seats, "the dealer")), "Dealer")
        self.leader = labelled(w.Dropdown(options=seats, value=checked_choice(leader, seats, "the leader")), "Led by")
        called = call_text(parse_call(trump)) if isinstance(trump, str) else trump
        self.trump = labelled(
            w.Dropdown(options=list(TRUMP_CALLS), value=checked_choice(called, TRUMP_CALLS, "the call")), "Call"
        )
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
        self.seed = labelled(
            WholeNumberText(value=checked_number(2024 if seed is None else seed, 0, SEED_MOST, "The seed")),
            "Seed",
        )
        self.deal_button = w.Button(
            description="Deal a position",
            tooltip="Deal from a deck shuffled by the seed, play a few tricks, and stop in the middle of one",
        )
        self.deal_button.on_click(lambda _button: self.deal_position())
        for control in (self.players, self.dealer, self.leader, self.trump, self.undertrump, self.seed):
            control.layout = w.Layout(width="auto")
        for box in (self.trick, self.hand):
            box.layout = w.Layout(width="26em")
        #: The one result pane: the trick, every card's verdict with its rule, the winner, or the error.
        self.pane = w.HTML()
        self.view = w.VBox(
            [
                w.HBox([self.players, self.dealer, self.trump, self.leader], layout=w.Layout(flex_flow="row wrap")),
                w.HBox([self.trick, self.hand], layout=w.Layout(flex_flow="row wrap")),
                w.HBox([self.undertrump, self.seed, self.deal_button], layout=w.Layout(flex_flow="row wrap")),
                self.pane,
            ]
        )
        self.view.add_class("rb-trick-explainer")
        harden(self.view, lambda _control, text: setattr(self.pane, "value", notice_html(text)))
        self.players.observe(self._on_table, names="value")
        on_change([self.dealer, self.leader, self.trump, self.trick, self.hand, self.undertrump], self.update)
        if seed is not None and not hand:
            self.deal_position()
        else:
            self.update()

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

    # --- the engine calls: one per update ---------------------------------------------------------

    def update(self, change: Any = None) -> None:
        """Judge the trick and the hand, and show the engine's answer (or its error) in the pane."""
        if self._quiet:
            return
        owner = getattr(change, "owner", None)
        edited = "hand" if owner is self.hand else ("trick" if owner is self.trick else None)
        self._error = None
        guarded(
            self.pane,
            lambda: self._ask(
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
            ),
        )

    def deal_position(self) -> None:
        """Deal a position from ``random.Random(seed)`` and judge it."""
        self._error = None
        guarded(
            self.pane,
            lambda: self._ask(
                lambda: dealt_trick_view(
                    seed=whole_value(self.seed, "The seed"),
                    player_count=self.players.value,
                    undertrump=self.undertrump.value,
                ),
                dealt=True,
            ),
        )

    def _render(self, view: TrickView, *, dealt: bool = False) -> str:
        if dealt:
            self._seat_options(int(view.table), view.dealer, view.leader)
            with self._batch():
                self.trump.value = view.trump
                self.trick.value = view.trick
                self.hand.value = view.hand
        self.current = view if view.error is None else None
        self._error = view.error
        if view.error is not None:
            return error_html(view.error)
        return trick_html(view)

    # --- output ---------------------------------------------------------------------------------

    def explanation_html(self) -> str:
        """What the pane shows now."""
        return str(self.pane.value)

    def explanation_text(self) -> str:
        """The same in plain text: the headline, then each step with its clause id (or the error)."""
        view = self.current
        if view is None:
            return error_text(self._error)
        lines = [headline(view), *(str(step) for step in _steps(view))]
        return "\n".join(lines)

    def explanation(self) -> Explanation:
        """The explanation as ordinary notebook output (it reads without a kernel): the cell's last line."""
        view = self.current
        if view is None:
            return Explanation(self.explanation_html(), md_escape(self.explanation_text()), self.explanation_text())
        return Explanation(self.explanation_html(), trick_markdown(view), self.explanation_text())

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle = dict(self.view._repr_mimebundle_(**kwargs) or {})
        bundle["text/plain"] = self.explanation_text()
        return bundle

    def __repr__(self) -> str:
        return f"<TrickExplainer: {self.explanation_text().splitlines()[0]}>"


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


def trick_html(view: TrickView) -> str:
    """The trick so far (who played what, for which side, who is winning), then the verdicts or the winner."""
    rows = "".join(
        f'<tr><th scope="row">Seat {play.seat}</th><td>{escape(play.side.value)}</td><td>{card_html(play.card)}</td>'
        f"<td>{'winning' if play.winning else ''}</td></tr>"
        for play in view.plays
    )
    table = (
        '<table class="rb-table rb-trick"><caption>The trick so far, in the order played</caption><thead><tr>'
        '<th scope="col">Played by</th><th scope="col">Side</th><th scope="col">Card</th>'
        f'<th scope="col">Now</th></tr></thead><tbody>{rows}</tbody></table>'
        if view.plays
        else "<p>No card has been played to the trick yet.</p>"
    )
    if view.winner is not None:
        verdict = steps_html(view.winner.because, link_base())
    else:
        assert view.legal is not None
        verdict = manillen_legal_plays_html(view.legal, link_base())
    return pane_html(
        f'<p><strong data-field="headline">{escape(headline(view))}</strong></p>'
        f"{steps_html(view.sides, link_base())}{table}{verdict}{quotes_html(_steps(view))}",
        "rb-trick-explained",
    )


def trick_markdown(view: TrickView) -> str:
    """The same in MyST Markdown (cards as inline HTML), for the book."""
    lines = [f"**{md_escape(headline(view))}**", "", steps_markdown(view.sides), ""]
    if view.plays:
        lines += ["| Played by | Side | Card | Now |", "| --- | --- | --- | --- |"]
        lines += [
            f"| Seat {play.seat} | {md_escape(play.side.value)} | {card_html(play.card)} | "
            f"{'winning' if play.winning else ''} |"
            for play in view.plays
        ]
        lines.append("")
    if view.winner is not None:
        lines.append(steps_markdown(view.winner.because))
    else:
        assert view.legal is not None
        lines.append(manillen_legal_plays_markdown(view.legal))
    lines += ["", quotes_markdown(_steps(view))]
    return "\n".join(lines)
