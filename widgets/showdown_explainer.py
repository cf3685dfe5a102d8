"""The showdown explainer: type (or deal) every player's cards and see who wins, with what, and why.

A thin view over :func:`widgets.views.showdown_view` (which asks
:func:`engine.poker.showdown.showdown`) for every game in :data:`engine.poker.games.GAMES`.  Each player's best hand is drawn with the five cards it
uses outlined (and read aloud as "used"); hi/lo games show the low too; the split and
the odd chip are the engine's steps, each linked to its clause.  "Deal a new hand" draws a
new seed, writes it in the Seed box and deals it; "Deal this seed" deals the seed the box
holds.  Either deals every seat and the board with :func:`widgets.views.dealt_showdown_view`
from ``random.Random(seed)``, so a seed always gives the same hands.  Bad input -- an unknown
card, a duplicate (named in the box just typed, with the other box it is in), too many
players, a button off the table, a negative pot, a negative seed -- is the engine's to
judge; the pane shows its message.  The answer is built once as a
:class:`~widgets.render.forms.Shown` (:func:`showdown_shown`), which the HTML and Markdown writers write.

"Players all in" opens a box per seat for what it put in: the pot is then their sum, and
the engine splits it into the main pot and side pots, each awarded to the best hand among
the seats that may win it (``int-side-pots``):

>>> short = ShowdownExplainer(game="Texas Hold 'Em", hands=["As Ad", "Kc Kd", "Qc Qd"],
...                           board="2c 7d 9h Js 3s", button=3, contributions=[10, 30, 30])
>>> short.result.awards, [award.pot.amount for award in short.result.pots]
({1: 30, 2: 40, 3: 0}, [30, 40])

A new hand each press, its seed shown in the box (here drawn from a seeded source, so that the
example repeats; a reader's come from ``random.SystemRandom()``):

>>> import random
>>> from widgets.common import SEED_MOST
>>> dealer = ShowdownExplainer(game="2 Card Manila", players=3, seed_source=random.Random(5))
>>> dealer.new_deal_button.click()
>>> dealer.seed.value == random.Random(5).randint(0, SEED_MOST)
True
>>> dealt, shown = dealer.hands(), dealer.seed.value
>>> dealer.seed.value = 1
>>> dealer.deal_button.click()  # "Deal this seed": seed 1's hands
>>> dealer.hands() == dealt
False
>>> dealer.seed.value = shown  # the seed shown, typed back, deals the same hands again
>>> dealer.deal_button.click()
>>> dealer.hands() == dealt
True

>>> explainer = ShowdownExplainer(game="2 Card Manila", hands=["Ah Kh", "Js Jd", "7c 8c"],
...                               board="Qh Jh 9h Qc 7d", pot=30, button=3)
>>> explainer.result.awards
{1: 30, 2: 0, 3: 0}
>>> explainer.seat_boxes[1].value = "Ah Kd"
>>> print(explainer.explanation_text())
Ah in 'Ah Kd' (seat 2) is already in 'Ah Kh' (seat 1): the 2 Card Manila deck holds each card once, so change one of them (pp-manila2-deck)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any, TypeVar

import ipywidgets as w

from engine import GAMES, Showdown, find_game
from engine.documents import ids
from widgets.common import (
    DealsFromASeed,
    ExplainsAView,
    WholeNumberText,
    harden,
    labelled,
    on_change,
    reading_choices,
    seed_box,
    starting_number,
)
from widgets.panes import link_base, notice_html, pane_html
from widgets.parse import card_text, reading
from widgets.render.forms import Block, Paragraph, Section, Shown, Strong, quotes
from widgets.render.html import blocks_html
from widgets.render.markdown import markdown
from widgets.render.poker import show_decision, show_held_cards, show_showdown
from widgets.views import SEAT_LIMIT, ShowdownView, dealt_showdown_view, showdown_view

#: As many seat boxes as the largest table in the registry seats; more players is the engine's error.
SEAT_BOX_COUNT = SEAT_LIMIT

_T = TypeVar("_T")

#: The bounds of a chapter's starting numbers; what a reader types is the engine's to bound (``int-input-size``).
CHIPS_MOST = 10**9


def _seat_list(seats: Sequence[int]) -> str:
    names = [f"seat {seat}" for seat in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _by_seat(given: Sequence[_T] | Mapping[int, _T] | None) -> dict[int, _T]:
    """A chapter's values by seat: a list for seats 1, 2, ... or a mapping seat -> value."""
    return dict(given) if isinstance(given, Mapping) else dict(enumerate(given or (), start=1))


class ShowdownExplainer(DealsFromASeed, ExplainsAView[ShowdownView]):
    """Choose a game, the players' cards and the board; see the best hands, the winners and the split.

    :param game: a game's name, key or alias (any of :data:`engine.poker.games.GAMES`).
    :param players: how many players are in the showdown (seats 1 to ``players``).
    :param hands: each seat's cards, as text (``"As 10h"``): a list for seats 1, 2, ... or a
        mapping seat -> cards.  Sets ``players`` when it is not given.
    :param board: the community cards, as text.
    :param pot: the chips in the pot.
    :param button: the button's seat (in stud, the dealer's position).
    :param seed: the Seed box's number (0 to :data:`~widgets.common.SEED_MOST`); when given (and
        ``hands`` is not), the explainer opens on the cards it deals, from ``random.Random(seed)``.
    :param hilo_odd_chip: the reading of ``int-hilo-odd-chip`` (``"high"`` or ``"left-of-button"``).
    :param stud_odd_chip: the reading of ``int-odd-chip-by-game`` (``"suit"`` or ``"left-of-button"``).
    :param omaha_split: the reading of ``int-omaha-section-hilo`` (``"high"`` or ``"high-low"``).
    :param contributions: what each seat put in (a list for seats 1, 2, ... or a mapping): the
        pot is their sum, split into side pots where a seat is all in for less (``int-side-pots``).
    :param seed_source: where "Deal a new hand" draws its seeds: a ``random.Random`` (a test's, to
        repeat them); by default ``random.SystemRandom()``, new on every press and every page load.
    :raises RulesError: a game, reading or number a chapter cannot open the explainer on.

    The last expression of a cell, it displays itself; :meth:`explanation` is the same
    explanation as ordinary output, for the static book.
    """

    current: ShowdownView | None

    def __init__(
        self,
        *,
        game: str = "2 Card Manila",
        players: int | None = None,
        hands: Sequence[str] | Mapping[int, str] | None = None,
        board: str = "",
        pot: int = 30,
        button: int = 1,
        seed: int | None = None,
        hilo_odd_chip: str | None = None,
        stud_odd_chip: str | None = None,
        omaha_split: str | None = None,
        contributions: Sequence[int] | Mapping[int, int] | None = None,
        seed_source: Random | None = None,
    ) -> None:
        #: What the explainer shows now: the engine's view of the showdown (``None`` before the first).
        self.current = None
        self.error = None
        self._quiet = False
        seat_hands = _by_seat(hands)
        seat_chips = _by_seat(contributions)
        for seat, cards in seat_hands.items():
            starting_number(seat, "A seat", 1, SEAT_BOX_COUNT)
            card_text(cards, f"Seat {seat}'s cards")
        card_text(board, "The board", example="Qh Jh 9h Qc 7d")
        for seat, chips in seat_chips.items():
            starting_number(seat, "A seat", 1, SEAT_BOX_COUNT)
            starting_number(chips, f"Seat {seat}'s chips put in", -CHIPS_MOST, CHIPS_MOST)
        self.game = labelled(w.Dropdown(options=[(g.name, g.key) for g in GAMES.values()]), "Game")
        self.game.value = find_game(game).key
        count = max(seat_hands, default=3) if players is None else players
        self.players = labelled(
            WholeNumberText(value=starting_number(count, "The number of players", 0, SEAT_BOX_COUNT + 1)), "Players"
        )
        self.seat_boxes = [
            labelled(w.Text(placeholder="e.g. As 10h", continuous_update=False), f"Seat {seat} cards")
            for seat in range(1, SEAT_BOX_COUNT + 1)
        ]
        self.board = labelled(w.Text(value=board, placeholder="e.g. Qh Jh 9h Qc 7d", continuous_update=False), "Board")
        self.pot = labelled(WholeNumberText(value=starting_number(pot, "The pot", -CHIPS_MOST, CHIPS_MOST)), "Pot")
        self.button = labelled(
            WholeNumberText(value=starting_number(button, "The button's seat", -CHIPS_MOST, CHIPS_MOST)), "Button seat"
        )
        self._reading_controls(hilo_odd_chip, stud_odd_chip, omaha_split)
        #: "Players all in": when ticked, each seat's box of chips put in makes the pots (``int-side-pots``).
        self.all_in = labelled(w.Checkbox(value=contributions is not None, indent=False), "Players all in (side pots)")
        self.put_in_boxes = [
            labelled(WholeNumberText(value=seat_chips.get(seat, 0)), f"Seat {seat} put in")
            for seat in range(1, SEAT_BOX_COUNT + 1)
        ]
        #: "Deal a new hand" (a new seed, shown in the Seed box) and "Deal this seed" (the box's seed).
        self.view = self._arranged(self._deals_from(seed_box(seed), seed_source, "hand"))
        harden(self.view, lambda _control, text: setattr(self.pane, "value", notice_html(text)))
        with self._batch():
            for seat, cards in seat_hands.items():
                self.seat_boxes[seat - 1].value = cards
        inputs = [self.game, self.players, *self.seat_boxes, self.board, self.pot, self.button]
        choices = [self.hilo_odd_chip, self.stud_odd_chip, self.omaha_split, self.all_in, *self.put_in_boxes]
        on_change([*inputs, *choices], self.update)
        if seed is not None and hands is None:
            self.deal_seed()
        else:
            self.update()

    def _reading_controls(self, hilo_odd_chip: str | None, stud_odd_chip: str | None, omaha_split: str | None) -> None:
        """A drop-down for each reading of the documents' open questions a showdown can turn on."""
        hilo_choices, hilo_default = reading_choices(ids.INT_HILO_ODD_CHIP)
        stud_choices, stud_default = reading_choices(ids.INT_ODD_CHIP_BY_GAME)
        omaha_choices, omaha_default = reading_choices(ids.INT_OMAHA_SECTION_HILO)
        self.hilo_odd_chip = labelled(
            w.Dropdown(options=hilo_choices, value=reading(ids.INT_HILO_ODD_CHIP, hilo_odd_chip or hilo_default)),
            "Odd chip when a pot is halved",
        )
        self.stud_odd_chip = labelled(
            w.Dropdown(options=stud_choices, value=reading(ids.INT_ODD_CHIP_BY_GAME, stud_odd_chip or stud_default)),
            "Odd chip between tied stud hands",
        )
        self.omaha_split = labelled(
            w.Dropdown(options=omaha_choices, value=reading(ids.INT_OMAHA_SECTION_HILO, omaha_split or omaha_default)),
            "Plain Omaha",
        )

    def _arranged(self, seeds: w.HBox) -> w.VBox:
        """The controls in rows, then the one result pane."""
        for control in (
            self.players,
            self.pot,
            self.button,
            self.seed,
            self.hilo_odd_chip,
            self.stud_odd_chip,
            self.omaha_split,
            self.all_in,
            *self.put_in_boxes,
        ):
            control.layout = w.Layout(width="auto")
        for box in (*self.seat_boxes, self.board):
            box.layout = w.Layout(width="22em")
        #: The one result pane: the hands, the winners, the split with its clauses, or the engine's refusal.
        self.pane = w.HTML()
        view = w.VBox(
            [
                w.HBox([self.game, self.players, self.pot, self.button], layout=w.Layout(flex_flow="row wrap")),
                seeds,
                w.HBox([*self.seat_boxes, self.board], layout=w.Layout(flex_flow="row wrap")),
                w.HBox(
                    [self.omaha_split, self.hilo_odd_chip, self.stud_odd_chip], layout=w.Layout(flex_flow="row wrap")
                ),
                w.HBox([self.all_in, *self.put_in_boxes], layout=w.Layout(flex_flow="row wrap")),
                self.pane,
            ]
        )
        view.add_class("rb-showdown-explainer")
        return view

    # --- state ---------------------------------------------------------------------------------

    @property
    def result(self) -> Showdown | None:
        """The engine's result shown now (``None`` while the pane shows what went wrong)."""
        return self.current.result if self.current is not None and self.error is None else None

    def hands(self) -> dict[int, str]:
        """Each seat's cards as typed, box by box."""
        return {seat: box.value for seat, box in enumerate(self.seat_boxes, start=1)}

    def options(self) -> dict[str, str]:
        """The readings chosen for the documents' open questions (the engine ignores those that do not apply)."""
        return {
            "hilo_odd_chip": self.hilo_odd_chip.value,
            "stud_odd_chip": self.stud_odd_chip.value,
            "omaha_split": self.omaha_split.value,
        }

    def contributions(self) -> dict[int, float] | None:
        """Each seat's chips put in as its box holds them, for the seats in play, when "Players all in" is
        ticked (else ``None``: one pot)."""
        if not self.all_in.value:
            return None
        return {seat: box.value for seat, box in enumerate(self.put_in_boxes, start=1) if seat <= self.players.value}

    # --- the view calls: one per update -----------------------------------------------------------

    def update(self, change: Any = None) -> None:
        """Decide the showdown and show it (or what refused it) in the pane."""
        if self._quiet:
            return
        owner = getattr(change, "owner", None)
        edited: int | str | None = None
        if owner in self.seat_boxes:
            edited = self.seat_boxes.index(owner) + 1
        elif owner is self.board:
            edited = "board"
        self._update(
            lambda: showdown_view(
                self.game.value,
                players=self.players.value,
                hands=self.hands(),
                board=self.board.value,
                pot=self.pot.value,
                button=self.button.value,
                edited=edited,
                contributions=self.contributions(),
                **self.options(),
            )
        )

    def deal_seed(self) -> None:
        """Deal every seat and the board from ``random.Random(seed)``, the Seed box's number, then decide
        the showdown."""
        self._update(
            lambda: dealt_showdown_view(
                self.game.value,
                players=self.players.value,
                button=self.button.value,
                seed=self.seed.value,
                pot=self.pot.value,
                contributions=self.contributions(),
                **self.options(),
            ),
            dealt=True,
        )

    def _arrange(self, view: ShowdownView, *, dealt: bool = False) -> None:
        """Put dealt cards in the boxes; one box per seat the view has (the boxes stay as they are when it
        has none to say); each odd-chip reading only in the games where it can matter."""
        seats = view.seats
        if dealt and seats is not None:
            with self._batch():
                for seat, box in enumerate(self.seat_boxes, start=1):
                    box.value = view.hands.get(seat, "")
                self.board.value = view.board
        if seats is not None:
            for seat, box in enumerate(self.seat_boxes, start=1):
                box.layout.display = None if seat in seats else "none"
            for seat, box in enumerate(self.put_in_boxes, start=1):
                box.layout.display = None if self.all_in.value and seat in seats else "none"
        self.hilo_odd_chip.layout.display = None if "hilo_odd_chip" in view.options else "none"
        self.stud_odd_chip.layout.display = None if "stud_odd_chip" in view.options else "none"
        self.omaha_split.layout.display = None if "omaha_split" in view.options else "none"
        self.pot.layout.display = "none" if self.all_in.value else None
        if view.game is not None:  # stud deals from a dealer, not a button
            self.button.description = self.button.tooltip = f"{view.game.dealer_position.capitalize()} seat"

    def _render(self, view: ShowdownView) -> str:
        shown = showdown_shown(view)
        return pane_html(blocks_html(shown, link_base()), f"rb-{shown.kind}")

    # --- output ---------------------------------------------------------------------------------

    def _text(self, view: ShowdownView) -> str:
        """Who wins what, then each step with its clause id."""
        assert view.result is not None
        text = f"{headline(view.result)}\n{view.result.explain()}"
        if view.starting is not None:
            text += f"\n{view.starting.value}\n" + "\n".join(str(step) for step in view.starting.because)
        return text

    def _markdown(self, view: ShowdownView) -> str:
        return markdown(showdown_shown(view))


def headline(result: Showdown) -> str:
    """Who receives what, with the pot's unit: ``'Seat 1 wins 24 chips; seat 3 wins 7 chips (pot 31 chips).'``"""
    parts = [f"seat {seat} wins {result.money(amount)}" for seat, amount in result.awards.items() if amount > 0]
    text = "; ".join(parts) or f"the best hand: {_seat_list(result.high_winners)}"
    text = f"{text[0].upper()}{text[1:]} (pot {result.money(result.pot)})."
    if result.uncalled is not None:
        text += f" Uncalled bet of {result.money(result.uncalled.amount)} returned to seat {result.uncalled.seat}."
    return text


def showdown_shown(view: ShowdownView) -> Shown:
    """The pane's answer, once for every writer: the headline, each seat's cards with the five used
    outlined (high, and low in hi/lo), the engine's result with its steps, the rules quoted, and, in
    2 Card Manila, what the exact tables say of the seats' two cards before the board."""
    result = view.result
    assert result is not None
    held = show_held_cards(result, view.held, view.board_cards)
    blocks: list[Block] = [
        Paragraph((Strong(headline(result), field="headline"),)),
        *((held,) if held else ()),
        show_showdown(result),
        *quotes(result.because),
    ]
    if view.starting is not None:
        subhead = Paragraph((Strong("Before the board, from the exact tables"),), role="subhead")
        blocks.append(Section((subhead, show_decision(view.starting)), role="starting", field="starting"))
    return Shown("showdown-explained", tuple(blocks))
