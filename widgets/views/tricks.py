"""The Manillen Plus trick explainer's view: :func:`trick_view` and :func:`dealt_trick_view`.

Part of :mod:`widgets.views` (see there for what every view promises)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from engine import MANILLEN_DECK, Card, CardCountError, Decision, RulesError, Step, Suit
from engine.cards import cards_text
from engine.checks import whole_number
from engine.documents import ids
from engine.manillen import (
    LegalPlays,
    Side,
    Table,
    Trick,
    call_text,
    call_trump,
    legal_plays,
    start_play,
    trick_winner,
    won_step,
)
from engine.manillen import deal as deal_manillen
from engine.words import seats_text
from widgets.parse import (
    card_text,
    manillen_table,
    read_boxes,
    reading,
    trump_call,
)

# --- the Manillen Plus trick explainer -----------------------------------------------------------------

#: Each table size and its seats, clockwise (``mp-players``).
TABLE_SEATS: dict[int, tuple[int, ...]] = {int(table): table.seats for table in Table}

#: The dealer's calls, as (label, the call): each suit as trumps, or no trumps (``mp-trump-call``).
TRUMP_CALLS: tuple[tuple[str, str], ...] = (
    *((f"{suit.word.capitalize()} {suit.symbol}", suit.word) for suit in Suit),
    ("No trumps", call_text(None)),
)


@dataclass(frozen=True, slots=True)
class TrickPlay:
    """One card in the trick: who played it, and for which side."""

    seat: int
    card: Card
    side: Side
    winning: bool


@dataclass(frozen=True, slots=True)
class TrickView:
    """A trick of Manillen Plus: the cards played so far, who may play what next, or who won it.

    ``call`` is the dealer's call in a sentence (``mp-trump-call``, ``mp-no-trumps``); ``legal``
    is every card of the next player's hand with the rule that allows or forbids it (``None``
    once the trick is complete); ``winner`` is the seat that takes a complete
    trick, with its reason; ``sides`` says who plays with whom this deal.  ``hand``,
    ``trick``, ``dealer``, ``leader`` and ``trump`` are the inputs as the boxes should show
    them (after :func:`dealt_trick_view`, the dealt position).  ``error`` is the refusal: of the
    table, a seat, the call or a reading (then nothing else is known), or of the cards typed.
    """

    table: Table | None = None
    dealer: int | None = None
    leader: int | None = None
    trump: str = ""
    call: str = ""
    hand: str = ""
    trick: str = ""
    undertrump: str = ""
    plays: tuple[TrickPlay, ...] = ()
    to_play: int | None = None
    sides: tuple[Step, ...] = ()
    legal: LegalPlays | None = None
    winner: Decision[int] | None = None
    error: RulesError | None = None


def _sides_step(table: Table, dealer: int) -> Step:
    ours, theirs = table.side_seats(Side.DEALER, dealer), table.side_seats(Side.OPPONENTS, dealer)
    if table is Table.THREE:
        return Step(
            ids.MP_TEAMS_3, f"Seat {dealer} deals and plays alone against {seats_text(theirs)}, partners this deal."
        )
    return Step(ids.MP_SEATING_6, f"{seats_text(ours).capitalize()} (the dealer's side) play {seats_text(theirs)}.")


def _won(table: Table, dealer: int, plays: Sequence[TrickPlay], trump: Suit | None) -> Decision[int]:
    best = next(play for play in plays if play.winning)
    done = Trick(
        leader=plays[0].seat,
        seats=tuple(play.seat for play in plays),
        cards=tuple(play.card for play in plays),
        winner=best.seat,
    )
    step = won_step(done, trump)
    side = f"{best.side.value} ({seats_text(table.side_seats(best.side, dealer))})"
    lead = Step(ids.MP_NEXT_LEAD, f"Seat {best.seat}, for {side}, collects the trick and leads the next one.")
    return Decision(best.seat, because=(step, lead))


def trick_view(
    *,
    player_count: int,
    dealer: int,
    leader: int,
    trump: str,
    hand: str,
    trick: str,
    undertrump: str = "never",
    edited: str | None = None,
) -> TrickView:
    """The trick so far and what the next player may play, card by card, with the rule for each.

    :param trump: the dealer's call: a suit (``"hearts"``) or ``"no trumps"`` (:data:`TRUMP_CALLS`).
    :param trick: the cards played to the trick, in order, the first by ``leader``.
    :param hand: the cards of the player to play next (not needed once the trick is complete).
    :param edited: ``"hand"`` or ``"trick"``, the box just changed: a repeated card is named there.

    >>> view = trick_view(player_count=3, dealer=1, leader=3, trump="spades", hand="Ah 7h Ks", trick="Kh")
    >>> view.to_play, view.legal.allowed
    (1, (Ah,))
    >>> view = trick_view(player_count=3, dealer=1, leader=3, trump="spades", hand="", trick="Kh Ah 7s")
    >>> view.winner.value
    2
    """
    try:
        table = manillen_table(player_count)
        table.check_seat(dealer)
        table.check_seat(leader)
        called = trump_call(trump)
        rule = reading(ids.INT_MP_UNDERTRUMP, undertrump)
        hand_text, trick_text = card_text(hand, "The hand"), card_text(trick, "The trick")
    except RulesError as error:
        return TrickView(error=error)
    base = TrickView(
        table=table,
        dealer=dealer,
        leader=leader,
        trump=call_text(called),
        call=f"{called.word.capitalize()} are trumps." if called is not None else "No trumps were called.",
        hand=hand_text,
        trick=trick_text,
        undertrump=rule,
        sides=(_sides_step(table, dealer),),
    )
    try:
        played = MANILLEN_DECK.check(trick_text, where="the trick")
        if len(played) > table:
            raise CardCountError.citing(
                f"the trick {trick_text!r} is {len(played)} cards, but at a table of {int(table)} a trick is "
                f"complete with {int(table)}, one from each player: its winner collects it and leads the next",
                Step(ids.MP_NEXT_LEAD, "The winner of a complete trick collects it and leads the next."),
            )
        complete = len(played) == table
        boxes = {"the trick": trick_text} if complete else {"the hand": hand_text, "the trick": trick_text}
        read = read_boxes(MANILLEN_DECK, boxes, f"the {edited}" if edited in ("hand", "trick") else None)
        best = trick_winner(played, called) if played else -1
        plays = tuple(
            TrickPlay(seat=seat, card=card, side=table.side_of(seat, dealer), winning=index == best)
            for index, (seat, card) in enumerate(zip(table.clockwise_from(leader), played, strict=False))
        )
        if complete:
            return replace(base, plays=plays, winner=_won(table, dealer, plays, called))
        if not read["the hand"]:
            raise CardCountError.citing(
                f"the hand is empty: give the cards of seat {table.clockwise_from(leader)[len(played)]}, who plays "
                f"next; each player is dealt {table.hand_size} cards and plays one to every trick",
                Step(ids.MP_DEAL, f"At a table of {int(table)} each player is dealt {table.hand_size} cards."),
            )
        legal = legal_plays(
            read["the hand"], played, trump=called, dealer=dealer, leader=leader, player_count=int(table), undertrump=rule
        )
    except RulesError as error:
        return replace(base, error=error)
    return replace(base, plays=plays, to_play=legal.seat, legal=legal)


def dealt_trick_view(*, seed: int | float, player_count: int, undertrump: str = "never") -> TrickView:
    """A position dealt from ``random.Random(seed)``: a deal, the dealer's call, a few tricks played
    with legal cards, and a trick in progress with the next player's hand.

    >>> view = dealt_trick_view(seed=7, player_count=3)
    >>> view.legal is not None and view.error is None and 0 <= len(view.plays) < 3
    True
    """
    try:
        table = manillen_table(player_count)
        rule = reading(ids.INT_MP_UNDERTRUMP, undertrump)
        rng = random.Random(whole_number(seed, "The seed", low=0, exact=False, typed=True))
    except RulesError as error:
        return TrickView(error=error)
    dealer = rng.choice(table.seats)
    dealt = deal_manillen(int(table), dealer, rng, cut=rng.choice([None, *range(1, MANILLEN_DECK.size)]))
    trump = rng.choice([*Suit, None])
    state = start_play(dealt, call_trump(trump, player_count=int(table), dealer=dealer), undertrump=rule)
    for _ in range(rng.randrange(int(table) * (table.trick_count - 1))):
        state = state.play(rng.choice(state.legal_plays().allowed))
    seat = state.to_play
    assert seat is not None  # the loop stops before the last trick
    return trick_view(
        player_count=int(table),
        dealer=dealer,
        leader=state.leader,
        trump=call_text(trump),
        hand=cards_text(state.hands[seat]),
        trick=cards_text(state.trick),
        undertrump=rule,
    )
