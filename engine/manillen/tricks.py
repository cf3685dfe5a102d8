"""Manillen Plus: which cards may be played to a trick, and who wins it.

:func:`legal_plays` gives a reason for every card of the hand, allowed or not
(``mp-lead-any`` to ``mp-undertrump-defined``); :func:`trick_winner` is the pure rule
for who takes a trick (``mp-trick-trump``, ``mp-trick-led-suit``); a deal played out,
card by card, is :mod:`engine.manillen.play`.

>>> from engine.cards import parse_cards
>>> trick_winner(parse_cards("Kh Th 7s"), trump=Suit.SPADES)
2
>>> legal_plays("Ah 7h Ks", "Kh", trump="spades", leader=3, dealer=1).allowed
(Ah,)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.cards import Card, CardsLike, Suit, cards_text, quote_cards, symbols_text
from engine.decks import MANILLEN_DECK
from engine.documents import ids
from engine.errors import CardCountError
from engine.explain import ClauseId, Step, steps_text
from engine.manillen.deal import parse_call
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

    >>> from engine.cards import parse_cards
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
            Step(ids.INT_MP_ONE_CARD, "Each player plays one card, and only one, to a trick."),
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
    table = Table.of(player_count)
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
