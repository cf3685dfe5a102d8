"""Manillen Plus basics: the table (seats and sides), the card order and the card points.

All the seat arithmetic of the game lives on :class:`Table`, an enum of the two
table sizes the document allows (``mp-players``).  Seats are numbered 1, 2, 3, ...
clockwise; a player's left is the next seat clockwise (``int-mp-seats``).

>>> table = Table(6)
>>> table.left_of(6), table.right_of(1)
(1, 6)
>>> table.dealer_side(dealer=2)
(2, 4, 6)
>>> Table(4)
Traceback (most recent call last):
...
engine.errors.PlayerCountError: 4 players cannot play Manillen Plus: it is for 3 or 6 players (mp-players)

The manille (the 10) is the highest card of its suit (``mp-ranking``); the 60
points of the deck (``mp-points``):

>>> from engine.cards import parse_cards
>>> [card.symbol for card in sorted(parse_cards("Ah Th 7h Kh"), key=strength, reverse=True)]
['10\u2665', 'A\u2665', 'K\u2665', '7\u2665']
>>> sum(card_points(card) for card in MANILLEN_DECK.cards)
60
"""

from __future__ import annotations

from enum import IntEnum, StrEnum

from engine.cards import Card, CardsLike, Rank, notation_step
from engine.checks import whole_number
from engine.decks import MANILLEN_DECK
from engine.documents import ids, options
from engine.documents.interpretations.manillen import BY_ID
from engine.errors import CardNotationError, OptionError, PlayerCountError
from engine.explain import ClauseId, Decision, Step
from engine.words import excerpt


def check_option(interpretation_id: ClauseId, value: str) -> str:
    """Check ``value`` against the choices of the interpretation's option, and return it
    (:func:`engine.documents.options.check_option`, raising :class:`~engine.errors.OptionError`).

    >>> check_option(ids.INT_MP_UNDERTRUMP, "allowed")
    'allowed'
    >>> check_option(ids.INT_MP_UNDERTRUMP, "sometimes")
    Traceback (most recent call last):
    ...
    engine.errors.OptionError: 'sometimes' is not a reading of undertrumping: choose 'never' (the default) or 'allowed' (int-mp-undertrump)
    """
    if interpretation_id not in BY_ID:
        raise LookupError(f"{interpretation_id} is not a Manillen Plus interpretation")
    return options.check_option(interpretation_id, value, error=OptionError)


class Side(StrEnum):
    """The two sides of a deal: the dealer's, and the dealer's opponents."""

    DEALER = "the dealer's side"
    OPPONENTS = "the dealer's opponents"

    @property
    def other(self) -> Side:
        return Side.OPPONENTS if self is Side.DEALER else Side.DEALER


#: A team for the game score: its seats (one seat with three players, three with six).
Team = tuple[int, ...]


class Table(IntEnum):
    """A Manillen Plus table: 3 or 6 players (``mp-players``), seats 1 to n clockwise."""

    THREE = 3
    SIX = 6

    @classmethod
    def _missing_(cls, value: object) -> Table:
        raise PlayerCountError.citing(
            f"{excerpt(value)} players cannot play Manillen Plus: it is for 3 or 6 players",
            Step(ids.MP_PLAYERS, "Manillen Plus is for 3 or 6 players."),
        )

    @classmethod
    def of(cls, player_count: object) -> Table:
        """The table for ``player_count`` players, 3 or 6 (``mp-players``), whatever ``player_count`` is.

        The door for a count a reader gives: ``Table(value)`` would hash ``value`` and quote it whole in
        its own error, which a list nested 100,000 deep or an object that cannot be hashed does not
        survive.

        >>> Table.of(6), Table.of(True)
        Traceback (most recent call last):
        ...
        engine.errors.PlayerCountError: True players cannot play Manillen Plus: it is for 3 or 6 players (mp-players)
        """
        if isinstance(player_count, int) and not isinstance(player_count, bool):
            count = int.__index__(player_count)  # the number itself, not a subclass's own methods
            if count in (3, 6):
                return cls(count)
        return cls._missing_(player_count)

    @property
    def player_count(self) -> int:
        return int(self)

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(range(1, self + 1))

    @property
    def hand_size(self) -> int:
        """10 cards each for three players, 5 for six (``mp-deal``)."""
        return 10 if self is Table.THREE else 5

    @property
    def trick_count(self) -> int:
        """One trick per card in a hand."""
        return self.hand_size

    def check_seat(self, seat: int) -> int:
        """``seat`` if it is a seat at this table, else a :class:`PlayerCountError`."""

        def refusal() -> PlayerCountError:
            return PlayerCountError.citing(
                f"seat {excerpt(seat)} is not at a table of {int(self)}: seats are numbered 1 to {int(self)} "
                "clockwise",
                Step(ids.INT_MP_SEATS, f"The seats of a table of {int(self)} are numbered 1 to {int(self)} clockwise."),
            )

        return whole_number(seat, "seat", low=1, high=int(self), refusal=refusal)

    def left_of(self, seat: int) -> int:
        """The next seat clockwise: the player on ``seat``'s left."""
        return seat % self + 1

    def right_of(self, seat: int) -> int:
        """The previous seat clockwise: the player on ``seat``'s right."""
        return (seat - 2) % self + 1

    def clockwise_from(self, seat: int) -> tuple[int, ...]:
        """Every seat once, in playing order, starting with ``seat``."""
        return tuple((seat - 1 + step) % self + 1 for step in range(self))

    def dealer_side(self, dealer: int) -> tuple[int, ...]:
        """The dealer alone with three players (``mp-teams-3``); every other seat with six (``mp-seating-6``)."""
        if self is Table.THREE:
            return (dealer,)
        return tuple(seat for seat in self.seats if seat % 2 == dealer % 2)

    def side_of(self, seat: int, dealer: int) -> Side:
        return Side.DEALER if seat in self.dealer_side(dealer) else Side.OPPONENTS

    def side_seats(self, side: Side, dealer: int) -> tuple[int, ...]:
        ours = self.dealer_side(dealer)
        return ours if side is Side.DEALER else tuple(seat for seat in self.seats if seat not in ours)

    def are_partners(self, seat: int, other: int, dealer: int) -> bool:
        """True if the two seats play on the same side this deal (a seat is its own partner)."""
        return self.side_of(seat, dealer) is self.side_of(other, dealer)

    @property
    def teams(self) -> tuple[Team, ...]:
        """Who keeps a game score: each player with three (``mp-separate-scores``), each team with six."""
        if self is Table.THREE:
            return tuple((seat,) for seat in self.seats)
        return ((1, 3, 5), (2, 4, 6))

    def team_of(self, seat: int) -> Team:
        return next(team for team in self.teams if seat in team)


#: The Manillen Plus order, low to high: the deck's usual order 7 8 9 10 J Q K A
#: with the ten (the manille) lifted to the top (mp-ranking).
RANK_ORDER: tuple[Rank, ...] = (*(rank for rank in MANILLEN_DECK.ranks if rank is not Rank.TEN), Rank.TEN)

#: Card points (mp-points); the 9s, 8s and 7s count nothing (mp-no-points).
POINTS: dict[Rank, int] = {
    Rank.TEN: 5,
    Rank.ACE: 4,
    Rank.KING: 3,
    Rank.QUEEN: 2,
    Rank.JACK: 1,
    Rank.NINE: 0,
    Rank.EIGHT: 0,
    Rank.SEVEN: 0,
}

#: The points in the whole deck: 4 suits of 5 + 4 + 3 + 2 + 1 = 15.
TOTAL_POINTS = 60


def one_card(card: Card | str) -> Card:
    """``card``, a :class:`~engine.cards.Card` or the text of one card, checked against the 32-card deck.

    >>> one_card("10h"), one_card(Card.parse("Ac"))
    (Th, Ac)
    >>> one_card("Th Ah")
    Traceback (most recent call last):
    ...
    engine.errors.CardNotationError: 'Th Ah' is 2 cards, not one: write one rank then one suit, e.g. 'As' or '10h' (int-card-notation)
    """
    if isinstance(card, Card):
        chosen = card
    elif isinstance(card, str):
        chosen = Card.parse(card)
    else:
        raise CardNotationError.citing(
            f"{excerpt(card)} is not one card: give a card or its text, such as 'Th' or '10h'", notation_step()
        )
    if chosen not in MANILLEN_DECK:
        MANILLEN_DECK.check(card)
    return chosen


def strength(card: Card | str) -> int:
    """A card's place in the Manillen Plus order: greater means stronger (``mp-ranking``).

    >>> strength("Th") > strength(Card.parse("Ah")) > strength(Card.parse("Kh"))
    True
    >>> strength(Card.parse("6h"))
    Traceback (most recent call last):
    ...
    engine.errors.CardNotInDeckError: 6h is not in the Manillen Plus deck: it has 32 cards, 7 to ace (every card 6 and lower removed) (mp-deck-32)
    """
    return RANK_ORDER.index(one_card(card).rank)


def card_points(card: Card | str) -> int:
    """What a card counts at the end of the deal (``mp-points``, ``mp-no-points``): a card or its text.

    >>> card_points(Card.parse("Th")), card_points("Jc"), card_points("9c")
    (5, 1, 0)
    >>> card_points("2c")
    Traceback (most recent call last):
    ...
    engine.errors.CardNotInDeckError: 2c is not in the Manillen Plus deck: it has 32 cards, 7 to ace (every card 6 and lower removed) (mp-deck-32)
    """
    return POINTS[one_card(card).rank]


def count_points(cards: CardsLike) -> Decision[int]:
    """The points in a pile of won cards, card by card (``mp-tally``).

    >>> count_points("Th As 9c Kd").value
    12
    >>> print(count_points("Th 9c").explain())
    10\u2665 counts 5, 9\u2663 counts 0: 5 + 0 = 5. [mp-tally]
    >>> count_points("Th 6c")
    Traceback (most recent call last):
    ...
    engine.errors.CardNotInDeckError: In 'Th 6c', 6c is not in the Manillen Plus deck: it has 32 cards, 7 to ace (every card 6 and lower removed) (mp-deck-32)
    """
    pile = MANILLEN_DECK.check(cards)
    total = sum(card_points(card) for card in pile)
    if not pile:
        return Decision(0, (Step(ids.MP_TALLY, "No cards: 0 points."),))
    each = ", ".join(f"{card.symbol} counts {card_points(card)}" for card in pile)
    sums = " + ".join(str(card_points(card)) for card in pile)
    return Decision(total, (Step(ids.MP_TALLY, f"{each}: {sums} = {total}."),))
