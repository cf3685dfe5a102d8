"""Manillen Plus: which cards may be played to a trick, who wins it, and a deal played out.

:func:`legal_plays` gives a reason for every card of the hand, allowed or not
(``mp-lead-any`` to ``mp-undertrump-defined``); :func:`trick_winner` is the pure rule
for who takes a trick (``mp-trick-trump``, ``mp-trick-led-suit``); :class:`PlayState`
applies cards one at a time and refuses an illegal one without changing.

>>> trick_winner(parse_cards("Kh Th 7s"), trump=Suit.SPADES)
2
>>> legal_plays("Ah 7h Ks", "Kh", trump="spades", leader=3, dealer=1).allowed
(Ah,)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from engine.cards import Card, CardsLike, Suit, cards_text, parse_cards, quote_cards, symbols_text
from engine.checks import check_rng, instance_of
from engine.decks import MANILLEN_DECK
from engine.documents import ids
from engine.errors import CardCountError, RuleViolation
from engine.explain import ClauseId, Step, steps_text
from engine.manillen.deal import Contract, Deal, call_trump, deal, parse_call
from engine.manillen.table import Side, Table, check_option, one_card, strength
from engine.words import seats_text, sentence


def beats(card: Card | str, winning: Card | str, trump: Suit | str | None) -> bool:
    """True if ``card`` takes the trick from ``winning``, the card now winning it.

    The winning card is always of the suit led or a trump, so a card of another
    suit beats it only by being a trump (``mp-trick-trump``).  Cards may be given as
    text, and the trump as a call (``"spades"``, ``"s"``, ``None`` for no trumps).

    >>> beats(Card.parse("7s"), Card.parse("Th"), trump=Suit.SPADES)
    True
    >>> beats("Ac", "Th", trump="spades")
    False
    """
    return _beats(one_card(card), one_card(winning), parse_call(trump))


def _beats(card: Card, winning: Card, trump: Suit | None) -> bool:
    """:func:`beats` on cards already checked."""
    if card.suit is winning.suit:
        return strength(card) > strength(winning)
    return card.suit is trump


def trick_winner(cards: CardsLike, trump: Suit | str | None) -> int:
    """The position in the trick (0 for the lead) of the card that wins it.

    The highest trump if any trump was played, else the highest card of the suit
    led (``mp-trick-trump``, ``mp-trick-led-suit``); with no trumps there are none.
    The cards may be typed (``"9h Ah Th"``) and the trump called (``"clubs"``, ``None``).

    >>> trick_winner(parse_cards("9h Ah Th"), trump=None)
    2
    >>> trick_winner("9h As Kc", trump="clubs")
    2
    >>> trick_winner((), trump=None)
    Traceback (most recent call last):
    ...
    engine.errors.CardCountError: an empty trick has no winner: a trick is won once every player has played to it (mp-trick-led-suit)
    """
    played = MANILLEN_DECK.check(cards, where="the trick")
    called = parse_call(trump)
    if not played:
        raise CardCountError.citing(
            "an empty trick has no winner: a trick is won once every player has played to it",
            Step(ids.MP_TRICK_LED_SUIT, "A trick is won by the highest card of the suit led, or the highest trump."),
        )
    if len(played) > 6:
        raise CardCountError.citing(
            f"the trick's cards {quote_cards(cards)} are {len(played)} cards: a trick holds one card from each "
            "player, at most 6",
            Step(ids.MP_PLAYERS, "Manillen Plus is for 3 or 6 players."),
            Step(ids.MP_TRICK_LED_SUIT, "A trick is won by the highest card of the suit led, or the highest trump."),
        )
    return _winner(played, called)


def _winner(cards: Sequence[Card], trump: Suit | None) -> int:
    """:func:`trick_winner` on cards already checked."""
    best = 0
    for index, card in enumerate(cards):
        if _beats(card, cards[best], trump):
            best = index
    return best


@dataclass(frozen=True, slots=True, kw_only=True)
class LegalPlays:
    """The cards a player may play now, and for every card of the hand, why or why not.

    ``reasons`` maps each card of the hand to the step that allows or forbids it;
    ``because`` is the situation followed by those steps, in the hand's order.
    """

    seat: int
    hand: tuple[Card, ...]
    allowed: tuple[Card, ...]
    reasons: Mapping[Card, Step]
    because: tuple[Step, ...]

    @property
    def value(self) -> tuple[Card, ...]:
        return self.allowed

    @property
    def forbidden(self) -> tuple[Card, ...]:
        return tuple(card for card in self.hand if card not in self.allowed)

    def __contains__(self, card: object) -> bool:
        return card in self.allowed

    def explain(self) -> str:
        return steps_text(self.because)


def legal_plays(
    hand: CardsLike,
    trick: CardsLike = (),
    *,
    trump: Suit | str | None,
    dealer: int,
    leader: int | None = None,
    player_count: int = 3,
    undertrump: str = "never",
) -> LegalPlays:
    """Which cards of ``hand`` the next player may play to ``trick``, with a reason for each card.

    :param hand: the cards of the player to play.
    :param trick: the cards already in the trick, in the order played (empty to lead).
    :param trump: the trump suit, or ``None``/``"no trumps"`` (``mp-no-trumps``).
    :param dealer: the dealer's seat: it settles who is whose partner (``mp-teams-3``).
    :param leader: the seat that led the trick; the player on the dealer's left by default
        (``mp-first-lead``).  The player to play is the next seat clockwise after the trick.
    :param undertrump: ``"never"`` (the document) or ``"allowed"`` (``int-mp-undertrump``).

    Seat 3 has led the king of hearts; seat 1, the dealer, plays alone against seats 2
    and 3, so must follow suit and beat it:

    >>> plays = legal_plays("Ah 7h Ks", "Kh", trump="spades", leader=3, dealer=1)
    >>> plays.allowed
    (Ah,)
    >>> print(plays.reasons[Card.parse("Ks")])
    K\u2660 may not be played: seat 1 holds a heart (A\u2665 7\u2665) and must follow suit. [mp-follow-and-beat]
    >>> legal_plays("Ah 7h", "Ah", trump="spades", dealer=1)
    Traceback (most recent call last):
    ...
    engine.errors.DuplicateCardError: Ah appears twice: in 'Ah' (the trick) and among the cards given before: the Manillen Plus deck holds each card once (mp-deck-32)
    """
    table = Table(player_count)
    table.check_seat(dealer)
    first = table.left_of(dealer) if leader is None else table.check_seat(leader)
    cards = MANILLEN_DECK.check(hand, where="the hand")
    played = MANILLEN_DECK.check(trick, already=cards, where="the trick")
    dealt = Step(
        ids.MP_DEAL,
        f"Each of {int(table)} players is dealt {table.hand_size} cards and plays one to each trick.",
    )
    if not cards:
        raise CardCountError.citing(
            f"the hand {quote_cards(hand)} is empty, so it has nothing to play: a player holds 1 card or more "
            "until the deal ends",
            dealt,
        )
    if len(cards) > table.hand_size:
        raise CardCountError.citing(
            f"a hand of {len(cards)} cards ({cards_text(cards)}) is too many: each of {int(table)} players is "
            f"dealt {table.hand_size}",
            dealt,
        )
    if len(played) >= table:
        raise CardCountError.citing(
            f"a trick of {len(played)} cards ({cards_text(played)}) is complete at a table of {int(table)}: "
            "its winner leads the next trick",
            Step(ids.MP_NEXT_LEAD, "Once every player has played, the trick is collected and its winner leads."),
        )
    check_option(ids.INT_MP_UNDERTRUMP, undertrump)
    return _judge(table, dealer, first, cards, played, parse_call(trump), undertrump)


#: One card's verdict: whether it may be played, the clause that decides, and why (a sentence's end).
_Verdict = tuple[bool, ClauseId, str]


def _judge(
    table: Table,
    dealer: int,
    leader: int,
    hand: tuple[Card, ...],
    trick: tuple[Card, ...],
    trump: Suit | None,
    undertrump: str,
) -> LegalPlays:
    """The rules of play applied to one hand and one trick in progress (inputs already checked)."""
    seat = table.clockwise_from(leader)[len(trick)]
    verdicts: dict[Card, _Verdict] = {}
    situation: list[Step] = []
    if not trick:
        situation.append(Step(ids.MP_LEAD_ANY, f"Seat {seat} leads to the trick: any card may be led."))
        verdicts = {card: (True, ids.MP_LEAD_ANY, "the leader may lead any card.") for card in hand}
    else:
        situation = _situation(table, dealer, leader, seat, trick, trump)
        verdicts = _follow(table, dealer, leader, seat, hand, trick, trump, undertrump)
    reasons = {
        card: Step(clause, f"{card.symbol} {'may' if ok else 'may not'} be played: {why}")
        for card, (ok, clause, why) in verdicts.items()
    }
    allowed = tuple(card for card in hand if verdicts[card][0])
    return LegalPlays(
        seat=seat,
        hand=hand,
        allowed=allowed,
        reasons=reasons,
        because=(*situation, *(reasons[card] for card in hand)),
    )


def _situation(
    table: Table, dealer: int, leader: int, seat: int, trick: tuple[Card, ...], trump: Suit | None
) -> list[Step]:
    seats = table.clockwise_from(leader)
    led = trick[0].suit
    best = _winner(trick, trump)
    winning, winner = trick[best], seats[best]
    steps = [Step(ids.MP_TRUMP_CALL, f"{sentence(trump.word)} are trumps.") if trump else _no_trumps_step()]
    led_by = f"Seat {leader} led {trick[0].symbol}"
    it = "it" if best == 0 else f"seat {winner}'s {winning.symbol}"
    if winning.suit is trump:
        steps.append(Step(ids.MP_TRICK_TRUMP, f"{led_by}; {it} is the highest trump, so it is winning the trick."))
    else:
        none = "no trump has been played and " if trump is not None else ""
        steps.append(
            Step(
                ids.MP_TRICK_LED_SUIT,
                f"{led_by}; {none}{it} is the highest {led.singular}, so it is winning the trick.",
            )
        )
    relation = "a partner" if table.are_partners(seat, winner, dealer) else "an opponent"
    if table is Table.THREE:
        sides = f"seat {dealer} deals and plays alone against {seats_text(table.side_seats(Side.OPPONENTS, dealer))}"
        steps.append(Step(ids.MP_TEAMS_3, f"Seat {seat} plays next; seat {winner} is {relation} ({sides})."))
    else:
        steps.append(
            Step(
                ids.MP_SEATING_6,
                f"Seat {seat} plays next; seat {winner} is {relation} (seats 1, 3 and 5 play 2, 4 and 6).",
            )
        )
    return steps


def _no_trumps_step() -> Step:
    return Step(ids.MP_NO_TRUMPS, "No trumps were called: no card is a trump.")


def _follow(
    table: Table,
    dealer: int,
    leader: int,
    seat: int,
    hand: tuple[Card, ...],
    trick: tuple[Card, ...],
    trump: Suit | None,
    undertrump: str,
) -> dict[Card, _Verdict]:
    """Each card's verdict for a player who does not lead: (allowed, clause, why)."""
    seats = table.clockwise_from(leader)
    led = trick[0].suit
    best = _winner(trick, trump)
    winning, winner = trick[best], seats[best]
    opponent_winning = not table.are_partners(seat, winner, dealer)
    whose = f"seat {winner}'s {winning.symbol}"
    follows = [card for card in hand if card.suit is led]
    if follows:
        return _follow_suit(seat, hand, follows, led, winning, whose, opponent_winning, trump)
    trumps = [card for card in hand if trump is not None and card.suit is trump]
    over = [card for card in trumps if _beats(card, winning, trump)]
    under = [card for card in trumps if card not in over]
    verdicts: dict[Card, _Verdict] = {}
    void = f"seat {seat} has no {led.singular}"
    for card in hand:
        if trump is None:
            verdicts[card] = (True, ids.MP_ANY_CARD, f"{void}, and with no trumps called any card may be played.")
        elif opponent_winning and over:
            if card in over:
                verdicts[card] = (
                    True,
                    ids.MP_TRUMP_WHEN_VOID,
                    f"{void} and an opponent is winning, so seat {seat} must trump; {card.symbol} beats {whose}.",
                )
            elif card in under:
                verdicts[card] = (
                    False,
                    ids.MP_FOLLOW_AND_BEAT,
                    f"it would not beat {whose}; an opponent is winning and seat {seat} must overtrump it "
                    f"with {symbols_text(over)}.",
                )
            else:
                verdicts[card] = (
                    False,
                    ids.MP_TRUMP_WHEN_VOID,
                    f"{void} and an opponent is winning, so seat {seat} must trump, with {symbols_text(over)}.",
                )
        elif card in under:
            verdicts[card] = _undertrump(seat, card, hand, under, whose, undertrump)
        elif card in over:
            verdicts[card] = (
                True,
                ids.MP_TRUMP_WHEN_VOID,
                f"{void}, so seat {seat} may trump, even though a partner is winning.",
            )
        elif opponent_winning and trumps:
            verdicts[card] = (
                True,
                ids.INT_MP_MUST_TRUMP,
                f"{void} and no trump that beats {whose}, so seat {seat} need not trump and may play any other card.",
            )
        elif opponent_winning:
            verdicts[card] = (True, ids.MP_ANY_CARD, f"{void} and no trump, so any card may be played.")
        else:
            verdicts[card] = (
                True,
                ids.INT_MP_PARTNER_WINNING,
                f"{void}, and {whose} is a partner's, so seat {seat} need not trump: any card may be played.",
            )
    return verdicts


def _follow_suit(
    seat: int,
    hand: tuple[Card, ...],
    follows: list[Card],
    led: Suit,
    winning: Card,
    whose: str,
    opponent_winning: bool,
    trump: Suit | None,
) -> dict[Card, _Verdict]:
    beaters = [card for card in follows if _beats(card, winning, trump)] if opponent_winning else []
    verdicts: dict[Card, _Verdict] = {}
    for card in hand:
        if card.suit is not led:
            verdicts[card] = (
                False,
                ids.MP_FOLLOW_AND_BEAT,
                f"seat {seat} holds a {led.singular} ({symbols_text(follows)}) and must follow suit.",
            )
        elif beaters:
            if card in beaters:
                verdicts[card] = (True, ids.MP_FOLLOW_AND_BEAT, f"it follows suit and beats {whose}, an opponent's.")
            else:
                verdicts[card] = (
                    False,
                    ids.MP_FOLLOW_AND_BEAT,
                    f"it does not beat {whose}; an opponent is winning and seat {seat} must beat it, with "
                    f"{symbols_text(beaters)}.",
                )
        elif led is trump and not _beats(card, winning, trump):
            verdicts[card] = (
                True,
                ids.INT_MP_UNDERTRUMP,
                f"it follows the trump lead; following suit is never undertrumping, and it need not or cannot beat "
                f"{whose}.",
            )
        elif opponent_winning and winning.suit is not led:
            verdicts[card] = (
                True,
                ids.INT_MP_BEAT,
                f"it follows suit; no {led.singular} can beat {whose}, a trump, so any {led.singular} will do.",
            )
        elif opponent_winning:
            verdicts[card] = (
                True,
                ids.MP_FOLLOW_AND_BEAT,
                f"it follows suit; seat {seat} has no {led.singular} that beats {whose}, so any {led.singular} "
                "will do.",
            )
        else:
            verdicts[card] = (
                True,
                ids.INT_MP_PARTNER_WINNING,
                f"it follows suit; {whose} is a partner's, so seat {seat} need not beat it.",
            )
    return verdicts


def _undertrump(
    seat: int, card: Card, hand: tuple[Card, ...], under: list[Card], whose: str, undertrump: str
) -> _Verdict:
    lower = f"it is a trump lower than {whose}, already in the trick"
    if undertrump == "allowed":
        return (True, ids.INT_MP_UNDERTRUMP, f"{lower}, and this table plays the other reading, which allows undertrumping.")
    others = [other for other in hand if other not in under]
    if others:
        return (
            False,
            ids.MP_UNDERTRUMP_DEFINED,
            f"{lower}, and seat {seat} has other cards to play ({symbols_text(others)}): no undertrumping.",
        )
    return (
        True,
        ids.MP_UNDERTRUMP_DEFINED,
        f"{lower}, but every card seat {seat} holds is such a trump, so it has no other card to play.",
    )


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
            raise self._over("no one")
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
                Step(ids.MP_FOLLOW_AND_BEAT, "Each player in turn plays one card to the trick."),
            )
        chosen = MANILLEN_DECK.check(cards)[0]
        seat = self.to_play
        if seat is None:
            raise self._over(repr(chosen))
        options = self.legal_plays()
        if chosen not in options.hand:
            raise RuleViolation.citing(
                f"{chosen!r} is not in seat {seat}'s hand ({cards_text(options.hand)}): "
                f"seat {seat} may play {cards_text(options.allowed)}",
                Step(ids.MP_DEAL, f"Seat {seat} plays a card of the hand it was dealt."),
            )
        reason = options.reasons[chosen]
        if chosen not in options.allowed:
            why = reason.text.split(": ", 1)[1].rstrip(".")
            raise RuleViolation.citing(
                f"{chosen!r} may not be played by seat {seat}: {why}; seat {seat} may play {cards_text(options.allowed)}",
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

    def _over(self, what: str) -> RuleViolation:
        return RuleViolation.citing(
            f"{what} cannot be played: the deal is over, all {self.table.trick_count} tricks are played; score it "
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
    table = Table(player_count)
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
