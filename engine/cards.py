"""Cards as frozen value objects, read the way people type them.

A card's ``repr`` is its canonical notation (``As``, ``Th``) and parses back; its
``str`` reads aloud (``ace of spades``).  Parsing is lenient: ``As``, ``as``,
``10h``, ``Th``, ``A\u2660``, ``K\u2665``, separated by spaces or commas, or run together.

>>> parse_cards("As, 10h K\u2665 7\u2663")
(As, Th, Kh, 7c)
>>> str(Card.parse("td"))
'ten of diamonds'
>>> parse_cards("As 1h")
Traceback (most recent call last):
...
engine.errors.CardNotationError: '1h' is not a card: write a rank (2-10, T, J, Q, K, A) then a suit (c, d, h, s or \u2663 \u2666 \u2665 \u2660), e.g. 'As' or '10h'
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import TypeAlias

from engine.errors import CardNotationError


class Rank(StrEnum):
    """The thirteen ranks, by their one-character symbol."""

    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "T"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    ACE = "A"

    @property
    def value_high(self) -> int:
        """2 for a two up to 14 for an ace (the ace high)."""
        return _RANK_VALUE[self]

    @property
    def word(self) -> str:
        """``'ten'``, ``'ace'``."""
        return _RANK_WORD[self]

    @property
    def plural(self) -> str:
        """``'sixes'``, ``'aces'``."""
        return _RANK_WORD[self] + ("es" if self is Rank.SIX else "s")

    @property
    def label(self) -> str:
        """How the rule documents write it: ``'10'``, ``'A'``."""
        return "10" if self is Rank.TEN else self.value

    @classmethod
    def from_value(cls, value: int) -> Rank:
        """The rank worth ``value`` (2-14; 1 is the ace played low)."""
        return _VALUE_RANK[14 if value == 1 else value]


class Suit(StrEnum):
    """The four suits, by their one-letter symbol."""

    CLUBS = "c"
    DIAMONDS = "d"
    HEARTS = "h"
    SPADES = "s"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOL[self]

    @property
    def word(self) -> str:
        return self.name.lower()

    @property
    def singular(self) -> str:
        return self.name.lower()[:-1]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


_RANK_VALUE = {rank: index + 2 for index, rank in enumerate(Rank)}
_VALUE_RANK = {value: rank for rank, value in _RANK_VALUE.items()}
_RANK_WORD = dict(
    zip(
        Rank,
        "two three four five six seven eight nine ten jack queen king ace".split(),
        strict=True,
    )
)
_SUIT_SYMBOL = {Suit.CLUBS: "\u2663", Suit.DIAMONDS: "\u2666", Suit.HEARTS: "\u2665", Suit.SPADES: "\u2660"}

#: Suit order used only to settle the stud opener and the stud odd chip (bridge order).
SUIT_ORDER = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)

_RANK_ALIASES = {r.value.lower(): r for r in Rank} | {"10": Rank.TEN}
_SUIT_ALIASES = {s.value: s for s in Suit} | {
    "\u2663": Suit.CLUBS,
    "\u2667": Suit.CLUBS,
    "\u2666": Suit.DIAMONDS,
    "\u2662": Suit.DIAMONDS,
    "\u2665": Suit.HEARTS,
    "\u2661": Suit.HEARTS,
    "\u2660": Suit.SPADES,
    "\u2664": Suit.SPADES,
}
_ONE_CARD = re.compile(r"(10|[2-9tjqka])([cdhs\u2660-\u2667])", re.IGNORECASE)
_SEPARATORS = re.compile(r"[\s,;]+")
_NOTATION_HELP = (
    "write a rank (2-10, T, J, Q, K, A) then a suit (c, d, h, s or \u2663 \u2666 \u2665 \u2660), e.g. 'As' or '10h'"
)


@dataclass(frozen=True, slots=True)
class Card:
    """One playing card.  Ordered by rank (ace high), then by suit, for display."""

    rank: Rank
    suit: Suit

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read one card: ``'As'``, ``'as'``, ``'10h'``, ``'Th'``, ``'A\u2660'``.

        >>> Card.parse("10\u2665")
        Th
        >>> Card.parse("Ax")
        Traceback (most recent call last):
        ...
        engine.errors.CardNotationError: 'Ax' is not a card: write a rank (2-10, T, J, Q, K, A) then a suit (c, d, h, s or \u2663 \u2666 \u2665 \u2660), e.g. 'As' or '10h'
        """
        cards = parse_cards(text)
        if len(cards) != 1:
            raise CardNotationError(f"{text!r} is not one card: {_NOTATION_HELP}")
        return cards[0]

    @property
    def notation(self) -> str:
        return self.rank.value + self.suit.value

    @property
    def symbol(self) -> str:
        """``'A\u2660'``, ``'10\u2665'``: how the card is drawn."""
        return self.rank.label + self.suit.symbol

    def __repr__(self) -> str:
        return self.notation

    def __str__(self) -> str:
        return f"{self.rank.word} of {self.suit.word}"

    def __lt__(self, other: Card) -> bool:
        return (self.rank.value_high, SUIT_ORDER.index(self.suit)) < (
            other.rank.value_high,
            SUIT_ORDER.index(other.suit),
        )

    def _repr_html_(self) -> str:
        from engine.render import cards_html

        return cards_html((self,))


CardsLike: TypeAlias = "str | Card | Iterable[str | Card]"


def parse_cards(cards: CardsLike) -> tuple[Card, ...]:
    """Normalise card text or cards to a tuple of :class:`Card`, in the order given.

    Accepts one string (``"As Kd, 10h"`` or ``"AsKd10h"``), a card, or an iterable
    of strings and cards.  Duplicates and deck membership are checked elsewhere
    (:meth:`engine.decks.Deck.check`), because they depend on the game.

    >>> parse_cards(["As", Card(Rank.KING, Suit.HEARTS), "qd jc"])
    (As, Kh, Qd, Jc)
    >>> parse_cards("")
    ()
    """
    if isinstance(cards, Card):
        return (cards,)
    if isinstance(cards, str):
        out: list[Card] = []
        for token in _SEPARATORS.split(cards.strip()):
            if token:
                out.extend(_parse_token(token))
        return tuple(out)
    result: list[Card] = []
    for item in cards:
        if isinstance(item, Card):
            result.append(item)
        elif isinstance(item, str):
            result.extend(parse_cards(item))
        else:
            raise CardNotationError(f"{item!r} is not a card: {_NOTATION_HELP}")
    return tuple(result)


def _parse_token(token: str) -> list[Card]:
    """Cards run together in one token (``'AsKd'``); every character must belong to a card."""
    position = 0
    found: list[Card] = []
    while position < len(token):
        match = _ONE_CARD.match(token, position)
        if match is None:
            raise CardNotationError(f"{token!r} is not a card: {_NOTATION_HELP}")
        rank = _RANK_ALIASES[match.group(1).lower()]
        suit = _SUIT_ALIASES[match.group(2).lower()]
        found.append(Card(rank, suit))
        position = match.end()
    return found


def cards_text(cards: Iterable[Card]) -> str:
    """Cards in canonical notation, space separated: ``'As Th 7c'``."""
    return " ".join(card.notation for card in cards)
