"""What a deal is made of: its events, each with the cards and the clauses behind it, and the whole hand.

:func:`engine.poker.deal.deal` runs a game's procedure into a :class:`Deal`: the ordered
:class:`Event` list and where every card ended up.  Each event carries the :class:`Counts` of the
cards dealt, burned, on the board, mucked and left in the stub, which always add up to the deck.

>>> Counts(dealt=22, burned=4, board=5, mucked=0, stub=1).total
32
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from engine.cards import Card
from engine.explain import Step
from engine.poker.betting.stakes import Stakes
from engine.poker.game import Game
from engine.poker.showdown import Showdown, showdown


class EventKind(StrEnum):
    """What happens in one event of a deal."""

    POST_BLIND = "post blind"
    POST_ANTE = "post ante"
    DEAL_CARD = "deal"
    BURN = "burn"
    NO_BURN = "no burn"  # the stud deck runs short: the burn is left out (int-stud-deck-short)
    COMMUNITY = "community"
    BETTING_ROUND = "betting round"
    FOLD = "fold"
    DRAW = "draw"
    SHOWDOWN = "showdown"
    UNCONTESTED = "uncontested"


@dataclass(frozen=True, slots=True)
class Counts:
    """Where every card of the deck is after an event; the five always add up to the deck."""

    dealt: int
    burned: int
    board: int
    mucked: int
    stub: int

    @property
    def total(self) -> int:
        return self.dealt + self.burned + self.board + self.mucked + self.stub

    def __str__(self) -> str:
        parts = [f"{self.dealt} dealt to players", f"{self.burned} burned", f"{self.board} on the board"]
        if self.mucked:
            parts.append(f"{self.mucked} mucked")
        parts.append(f"{self.stub} left in the stub")
        return ", ".join(parts) + f" ({self.total} in all)"


@dataclass(frozen=True, slots=True)
class Event:
    """One step of the hand: what happened, to whom, which cards, and why."""

    index: int
    kind: EventKind
    headline: str
    counts: Counts
    because: tuple[Step, ...]
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    face_up: bool = False
    amount: int = 0
    betting_round: int = 0
    first_to_act: int | None = None
    active: tuple[int, ...] = ()
    discarded: tuple[Card, ...] = ()
    result: Showdown | None = field(default=None, repr=False)
    #: At a Manila showdown, the documents' card count and the stub it leaves (steps also in ``because``).
    card_count: tuple[Step, ...] = field(default=(), repr=False)


@dataclass(frozen=True, slots=True)
class Deal:
    """A whole hand as dealt: the events, and where every card ended up.

    ``order`` is the seats clockwise from the button's left (the order cards go round);
    ``hands`` every seat's cards in the order received; ``up_cards`` those dealt face up;
    ``bring_in`` the stud table's bring-in (0: the full opening bet), to play the first betting
    round with (``start_round(..., must_open=True, bring_in=hand.bring_in)``, ``int-stud-bring-in``).
    """

    game: Game
    order: tuple[int, ...]
    button: int
    stakes: Stakes
    events: tuple[Event, ...]
    hands: dict[int, tuple[Card, ...]]
    up_cards: dict[int, tuple[Card, ...]]
    board: tuple[Card, ...]
    burned: tuple[Card, ...]
    mucked: tuple[Card, ...]
    stub: tuple[Card, ...]
    active: tuple[int, ...]
    forced_bets: int
    bring_in: int = 0

    @property
    def because(self) -> tuple[Step, ...]:
        return tuple(step for event in self.events for step in event.because)


    def showdown(self, pot: int, **options: str) -> Showdown:
        """The showdown of this deal for a pot of ``pot`` chips (see :func:`engine.poker.showdown.showdown`)."""
        hands = {seat: self.hands[seat] if len(self.active) > 1 else () for seat in self.active}
        board = self.board if len(self.active) > 1 else ()
        return showdown(
            self.game,
            hands,
            board,
            pot=pot,
            button=self.button,
            seats=self.order,
            currency=self.stakes.currency,
            **options,  # type: ignore[arg-type]  # the readings' names (hilo_odd_chip, ...): text options only
        )
