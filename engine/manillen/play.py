"""Manillen Plus: a deal played out card by card, and a deal dealt and called at random.

:class:`PlayState` applies cards one at a time (each checked with
:func:`~engine.manillen.tricks.legal_plays`) and refuses an illegal one without changing;
:func:`start_play` begins the play of a deal, :func:`play_randomly` finishes it with random
legal cards, and :func:`random_deal` deals and calls one at random.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace

from engine.cards import Card, Suit, cards_text, parse_cards, quote_cards, symbols_text
from engine.checks import check_rng, instance_of, whole_number
from engine.decks import MANILLEN_DECK
from engine.documents import ids
from engine.errors import CardCountError, RuleViolation
from engine.explain import Step
from engine.manillen.deal import Contract, Deal, call_trump, deal
from engine.manillen.table import Side, Table, check_option
from engine.manillen.tricks import LegalPlays, _judge, _winner
from engine.words import excerpt


@dataclass(frozen=True, slots=True, kw_only=True)
class Trick:
    """A finished trick: who led, the cards in the order played, and its winner's seat."""

    leader: int
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    winner: int


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayState:
    """A deal in play: the hands, the trick in progress, the tricks won, and who plays next.

    :meth:`play` returns a new state; an illegal card raises :class:`RuleViolation`
    and, as states never change, the old state stands.  ``because`` is the log of the
    deal so far, each play with the step that allowed it.
    """

    deal: Deal
    contract: Contract
    undertrump: str
    hands: Mapping[int, tuple[Card, ...]]
    leader: int
    trick: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    because: tuple[Step, ...]

    @property
    def table(self) -> Table:
        return self.deal.table

    @property
    def dealer(self) -> int:
        return self.deal.dealer

    @property
    def trump(self) -> Suit | None:
        return self.contract.trump

    @property
    def is_over(self) -> bool:
        return len(self.tricks) == self.table.trick_count

    @property
    def to_play(self) -> int | None:
        """The seat to play next; ``None`` once the deal is over."""
        if self.is_over:
            return None
        return self.table.clockwise_from(self.leader)[len(self.trick)]

    def legal_plays(self) -> LegalPlays:
        """What the player to play may play now, card by card."""
        seat = self.to_play
        if seat is None:
            raise self._over("No card can be played")
        return _judge(self.table, self.dealer, self.leader, self.hands[seat], self.trick, self.trump, self.undertrump)

    def play(self, card: str | Card) -> PlayState:
        """The state after the player to play plays ``card`` (``mp-follow-and-beat`` ...).

        >>> import random
        >>> state = start_play(deal(3, dealer=1, rng=random.Random(2)), call_trump("h", player_count=3, dealer=1))
        >>> state.to_play, state.hands[2][:3]
        (2, (Jc, Kd, Jh))
        >>> state.play("Jc").to_play
        3
        >>> state.play("Jc").play("As")
        Traceback (most recent call last):
        ...
        engine.errors.RuleViolation: As may not be played by seat 3: seat 3 holds a club (Q\u2663 A\u2663 10\u2663) and must follow suit; seat 3 may play Qc Ac Tc (mp-trump-call; mp-trick-led-suit; mp-teams-3; mp-follow-and-beat)
        """
        cards = parse_cards(card)
        if len(cards) != 1:
            raise CardCountError.citing(
                f"{quote_cards(card)} is not one card: a player plays one card at a time",
                Step(ids.INT_MP_ONE_CARD, "Each player in turn plays one card, and only one, to the trick."),
            )
        chosen = MANILLEN_DECK.check(cards)[0]
        seat = self.to_play
        if seat is None:
            raise self._over(f"{excerpt(chosen)} cannot be played")
        options = self.legal_plays()
        if chosen not in options.hand:
            raise RuleViolation.citing(
                f"{excerpt(chosen)} is not in seat {seat}'s hand ({cards_text(options.hand)}): "
                f"seat {seat} may play {cards_text(options.allowed)}",
                Step(ids.MP_DEAL, f"Seat {seat} plays a card of the hand it was dealt."),
            )
        reason = options.reasons[chosen]
        if chosen not in options.allowed:
            why = reason.text.split(": ", 1)[1].rstrip(".")
            raise RuleViolation.citing(
                f"{excerpt(chosen)} may not be played by seat {seat}: {why}; seat {seat} may play {cards_text(options.allowed)}",
                *options.because[: -len(options.hand)],
                reason,
            )
        number = len(self.tricks) + 1
        steps = [Step(reason.clause, f"Trick {number}, seat {seat}: {reason.text}")]
        hands = {
            player: tuple(held for held in hand if held != chosen) if player == seat else hand
            for player, hand in self.hands.items()
        }
        trick = (*self.trick, chosen)
        if len(trick) < self.table:
            return replace(self, hands=hands, trick=trick, because=(*self.because, *steps))
        seats = self.table.clockwise_from(self.leader)
        best = _winner(trick, self.trump)
        done = Trick(leader=self.leader, seats=seats, cards=trick, winner=seats[best])
        steps.append(won_step(done, self.trump, number))
        if number < self.table.trick_count:
            steps.append(
                Step(ids.MP_NEXT_LEAD, f"Seat {done.winner} collects the trick and leads to trick {number + 1}.")
            )
        else:
            steps.append(Step(ids.MP_SCORING, "All the tricks have been played and won: the points are scored."))
        return replace(
            self,
            hands=hands,
            trick=(),
            leader=done.winner,
            tricks=(*self.tricks, done),
            because=(*self.because, *steps),
        )

    def _over(self, refusal: str) -> RuleViolation:
        return RuleViolation.citing(
            f"{refusal}: the deal is over, all {self.table.trick_count} tricks are played; score it "
            "and deal again",
            Step(ids.MP_SCORING, "Once all tricks have been played and won the points are scored."),
        )

    def side_of(self, seat: int) -> Side:
        return self.table.side_of(seat, self.dealer)

    def tricks_won(self, side: Side) -> tuple[Trick, ...]:
        """The finished tricks taken by a seat on ``side``."""
        return tuple(trick for trick in self.tricks if self.side_of(trick.winner) is side)

    def won_cards(self, side: Side) -> tuple[Card, ...]:
        """The cards in ``side``'s tricks (the undealt cards are not among them)."""
        return tuple(card for trick in self.tricks_won(side) for card in trick.cards)


def won_step(trick: Trick, trump: Suit | None, number: int | None = None) -> Step:
    """Why the trick's winner wins it: the highest trump, or the highest card of the suit led.

    ``number`` names the trick in a deal ("trick 3"); without it, "the trick".
    """
    instance_of(trick, "trick", Trick, "a trick played to its end")
    if trump is not None:
        instance_of(trump, "trump", Suit, "a suit, or None for no trumps")
    if number is not None:
        number = whole_number(number, "number", low=1, high=Table.THREE.trick_count)  # the most tricks of a deal
    best = trick.seats.index(trick.winner)
    card = trick.cards[best]
    shown = symbols_text(trick.cards)
    which = f"trick {number}" if number is not None else "the trick"
    if card.suit is trump:
        return Step(
            ids.MP_TRICK_TRUMP,
            f"Seat {trick.winner} wins {which} ({shown}) with {card.symbol}, the highest trump.",
        )
    what = "no trump was played" if trump is not None else "no trumps were called"
    return Step(
        ids.MP_TRICK_LED_SUIT,
        f"Seat {trick.winner} wins {which} ({shown}) with {card.symbol}, the highest "
        f"{card.suit.singular}, the suit led; {what}.",
    )


def start_play(deal: Deal, contract: Contract, *, undertrump: str = "never") -> PlayState:
    """The deal ready to play: the player on the dealer's left leads first (``mp-first-lead``).

    >>> import random
    >>> dealt = deal(3, dealer=2, rng=random.Random(5))
    >>> start_play(dealt, call_trump("spades", player_count=3, dealer=2)).to_play
    3
    >>> start_play(dealt, call_trump("spades", player_count=3, dealer=1))
    Traceback (most recent call last):
    ...
    engine.errors.RuleViolation: the trump was called by seat 1 at a table of 3, but seat 2 dealt at a table of 3: the dealer calls trumps (mp-trump-call)
    """
    instance_of(deal, "deal", Deal, "a Deal from engine.manillen.deal(...)")
    instance_of(contract, "contract", Contract, "a Contract from call_trump(...)")
    if contract.table is not deal.table or contract.dealer != deal.dealer:
        raise RuleViolation.citing(
            f"the trump was called by seat {contract.dealer} at a table of {int(contract.table)}, but seat "
            f"{deal.dealer} dealt at a table of {int(deal.table)}: the dealer calls trumps",
            Step(ids.MP_TRUMP_CALL, "After the hands are dealt the dealer calls the trump suit."),
        )
    check_option(ids.INT_MP_UNDERTRUMP, undertrump)
    leader = deal.first_leader
    return PlayState(
        deal=deal,
        contract=contract,
        undertrump=undertrump,
        hands=dict(deal.hands),
        leader=leader,
        trick=(),
        tricks=(),
        because=(Step(ids.MP_FIRST_LEAD, f"Seat {leader}, on the dealer's left, leads first."),),
    )


def play_randomly(state: PlayState, rng: random.Random) -> PlayState:
    """Finish the deal with legal cards chosen by ``rng`` (for tests and quizzes).

    >>> dealt = deal(6, dealer=1, rng=random.Random(3))
    >>> done = play_randomly(start_play(dealt, call_trump(None, player_count=6, dealer=1)), random.Random(3))
    >>> done.is_over, len(done.tricks)
    (True, 5)
    >>> play_randomly(done, random)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.errors.GeneratorError: the generator <module 'random' ...> is not a random.Random: pass random.Random(seed), so that the deal can be replayed from its seed (int-shuffle)
    """
    instance_of(state, "state", PlayState, "a PlayState from start_play(...)")
    check_rng(rng)
    while not state.is_over:
        state = state.play(rng.choice(state.legal_plays().allowed))
    return state


def random_deal(
    rng: random.Random,
    *,
    player_count: int = 3,
    dealer: int = 1,
    undertrump: str = "never",
    blind_no_trumps: str = "forbidden",
) -> PlayState:
    """A whole deal played at random: shuffle, cut, deal, a random call and doublings, random legal cards.

    >>> done = random_deal(random.Random(11), player_count=3, dealer=3)
    >>> done.is_over, done.dealer
    (True, 3)
    >>> random_deal(random.Random(11), player_count=5)
    Traceback (most recent call last):
    ...
    engine.errors.PlayerCountError: 5 players cannot play Manillen Plus: it is for 3 or 6 players (mp-players)
    """
    table = Table.of(player_count)
    table.check_seat(dealer)
    check_rng(rng)
    cut = rng.choice([None, *range(1, MANILLEN_DECK.size)])
    dealt = deal(player_count, dealer, rng, cut=cut)
    trump = rng.choice([*Suit, None])
    blind = trump is None and blind_no_trumps == "allowed" and rng.random() < 0.5
    go_along = rng.choice(table.side_seats(Side.OPPONENTS, dealer)) if rng.random() < 0.3 else None
    go_against = rng.choice(table.dealer_side(dealer)) if go_along is not None and rng.random() < 0.5 else None
    contract = call_trump(
        trump,
        player_count=player_count,
        dealer=dealer,
        blind=blind,
        go_along=go_along,
        go_against=go_against,
        blind_no_trumps=blind_no_trumps,
    )
    return play_randomly(start_play(dealt, contract, undertrump=undertrump), rng)
