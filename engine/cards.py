"""Cards as frozen value objects, read the way people type them.

A card's ``repr`` is its canonical notation (``As``, ``Th``) and parses back; its
``str`` reads aloud (``ace of spades``).  Parsing is lenient: ``As``, ``as``,
``10h``, ``Th``, ``A\u2660``, ``K\u2665``, separated by spaces or commas, or run together.
One reader, :func:`typed_cards`, reads every group of cards; its lenient mode also reads the
way the documents write a run (``A-7-8-9-10``: hyphens, and ranks without suits, which it
gives suits by ``method-typed-ranks``).

>>> parse_cards("As, 10h K\u2665 7\u2663")
(As, Th, Kh, 7c)
>>> parse_cards("A-7-8-9-10", lenient=True)
(Ac, 7d, 8h, 9s, Tc)
>>> str(Card.parse("td"))
'ten of diamonds'
>>> parse_cards("As 1h")
Traceback (most recent call last):
...
engine.errors.CardNotationError: In 'As 1h', '1h' is not a card: write a rank (2-10, T, J, Q, K, A) then a suit (c, d, h, s or \u2663 \u2666 \u2665 \u2660), e.g. 'As' or '10h' (int-card-notation)

The notation is not in the rule documents; ``int-card-notation`` records it, and every
notation error cites it.  One group of cards is at most :data:`MAX_CARD_TEXT` characters
and :data:`MAX_CARDS` cards, checked before any other work.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import NamedTuple, TypeAlias

from engine.checks import each_item, flag, text
from engine.documents import ids
from engine.errors import CardNotationError
from engine.explain import Step
from engine.words import excerpt


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
_SUITS = tuple(Suit)
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
#: The lenient reading's separators: hyphens and en dashes too, as the documents write a run (A-7-8-9-10).
_LENIENT_SEPARATORS = re.compile(r"[\s,;\-\u2013]+")
#: A rank typed alone, which the lenient reading gives a suit.
_RANK_ALONE = re.compile(r"10|[2-9tjqka]", re.IGNORECASE)
_NOTATION_HELP = (
    "write a rank (2-10, T, J, Q, K, A) then a suit (c, d, h, s or \u2663 \u2666 \u2665 \u2660), e.g. 'As' or '10h'"
)

#: The interpretation that says how cards are written (the documents never do).
NOTATION_CLAUSE = ids.INT_CARD_NOTATION
#: The most text one group of cards may be: 52 cards written the longest way (``"10h, "``) fit.
MAX_CARD_TEXT = 300
#: The most cards one group may hold: no deck has more.
MAX_CARDS = 52
#: How much of a long text an error message quotes.
_PREVIEW_LENGTH = 60


def notation_step() -> Step:
    """The notation rule as a step, for the reasons of a notation error."""
    return Step(
        NOTATION_CLAUSE,
        "A card is written as its rank (2-10, T, J, Q, K, A) then its suit (c, d, h, s or a suit symbol).",
    )


def limit_step() -> Step:
    """The size limit as a step."""
    return Step(
        NOTATION_CLAUSE,
        f"One group of cards is at most {MAX_CARD_TEXT} characters and {MAX_CARDS} cards, a whole deck.",
    )


def quote(text: str) -> str:
    """Typed text as an error message quotes it: whole, or its start and its length when it is long.

    >>> quote("As 1h")
    "'As 1h'"
    >>> quote("As " * 100)
    "'As As As As As As As As As As As As As As As As As As As As \u2026' (300 characters)"
    """
    text = str.__str__(text)  # the text itself, not a subclass's own methods
    if len(text) <= _PREVIEW_LENGTH:
        return repr(text)
    return f"{text[:_PREVIEW_LENGTH] + chr(0x2026)!r} ({len(text):,} characters)"


def quote_cards(cards: CardsLike) -> str:
    """Cards as an error message quotes them: the text as typed, or the cards in notation.

    >>> quote_cards("ah, kh"), quote_cards([Card(Rank.ACE, Suit.HEARTS), "kh"])
    ("'ah, kh'", "'Ah Kh'")
    """
    if isinstance(cards, str):
        return quote(cards)
    return repr(cards_text(parse_cards(cards)))


def placed(token: str, text: str | None, where: str = "") -> tuple[str, str]:
    """Where an error message puts what the user typed around ``token``, the part at fault.

    Returns ``(before, after)``: when the typed ``text`` holds more than ``token``, ``before``
    opens the sentence with the whole text (and ``where``, the group it belongs to); otherwise
    ``after`` names ``where`` just after the fault.

    >>> placed("1h", "As 1h", "seat 2")
    ("In 'As 1h' (seat 2), ", '')
    >>> placed("1h", " 1h ", "seat 2")
    ('', ' (seat 2)')
    >>> placed("6h", None)
    ('', '')
    """
    if text is not None and text.strip() != token:
        return f"In {quote(text)}{_in(where)}, ", ""
    return "", _in(where)


def _in(where: str) -> str:
    return f" ({where})" if where else ""


@dataclass(frozen=True, slots=True)
class Card:
    """One playing card.  Ordered by rank (ace high), then by suit, for display."""

    rank: Rank
    suit: Suit
    #: The card's hash, worked out once: cards are looked up in sets and dicts all the time.  It is made
    #: of the rank's and the suit's places, not of their text, so it is the same in every process.
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", 4 * self.rank.value_high + SUIT_ORDER.index(self.suit))

    def __hash__(self) -> int:
        return self._hash

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read one card: ``'As'``, ``'as'``, ``'10h'``, ``'Th'``, ``'A\u2660'``.

        >>> Card.parse("10\u2665")
        Th
        >>> Card.parse("Ax")
        Traceback (most recent call last):
        ...
        engine.errors.CardNotationError: 'Ax' is not a card: write a rank (2-10, T, J, Q, K, A) then a suit (c, d, h, s or \u2663 \u2666 \u2665 \u2660), e.g. 'As' or '10h' (int-card-notation)
        >>> Card.parse("As Kd")
        Traceback (most recent call last):
        ...
        engine.errors.CardNotationError: 'As Kd' is 2 cards, not one: write one rank then one suit, e.g. 'As' or '10h' (int-card-notation)
        """
        cards = parse_cards(text)
        if len(cards) != 1:
            raise CardNotationError.citing(
                f"{quote(text)} is {len(cards)} cards, not one: write one rank then one suit, e.g. 'As' or '10h'",
                notation_step(),
            )
        return cards[0]

    @property
    def notation(self) -> str:
        return self.rank + self.suit  # both are text (StrEnum): 'A' + 's'

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

    @staticmethod
    def of(rank: Rank, suit: Suit) -> Card:
        """The one shared object of this card, which decks and the quick reading of text hold: a set or a
        dict finds it by identity, without comparing fields (a card made with ``Card(rank, suit)`` is
        equal to it, only slower to look up).

        >>> Card.of(Rank.ACE, Suit.SPADES) is Card.of(Rank.ACE, Suit.SPADES) == Card(Rank.ACE, Suit.SPADES)
        True
        """
        return _EVERY_CARD[rank, suit]


_EVERY_CARD: dict[tuple[Rank, Suit], Card] = {(rank, suit): Card(rank, suit) for rank in Rank for suit in Suit}


#: Every card by each way of writing it alone, in lower case (``'as'``, ``'10h'``, ``'a\u2660'``): what
#: :func:`plain_cards` reads, as :data:`_ONE_CARD` and the aliases would read it, one card object each.
_CARD_WRITTEN: dict[str, Card] = {
    rank_text + suit_text: card
    for card in _EVERY_CARD.values()
    for rank_text, rank in _RANK_ALIASES.items()
    if rank is card.rank
    for suit_text, suit in _SUIT_ALIASES.items()
    if suit is card.suit
}


class TypedCard(NamedTuple):
    """One card as :func:`typed_cards` read it: the card, the text it was typed as (``'10H'``; its
    notation when it was given as a :class:`Card`), and whether the reader gave it its suit (a rank
    typed alone, read leniently: ``method-typed-ranks``).  A typed card is itself a card to every
    function that takes cards, and an error quotes it as it was typed."""

    card: Card
    typed: str
    suit_given: bool = False


CardsLike: TypeAlias = "str | Card | Iterable[str | Card | TypedCard]"


def parse_cards(cards: CardsLike, *, where: str = "", lenient: bool = False) -> tuple[Card, ...]:
    """Normalise card text or cards to a tuple of :class:`Card`, in the order given.

    Accepts one string (``"As Kd, 10h"`` or ``"AsKd10h"``), a card, or an iterable
    of strings and cards.  Duplicates and deck membership are checked elsewhere
    (:meth:`engine.decks.Deck.check`), because they depend on the game.  ``where``
    names the group (``"seat 2"``, ``"board"``) in an error message.

    >>> parse_cards(["As", Card(Rank.KING, Suit.HEARTS), "qd jc"])
    (As, Kh, Qd, Jc)
    >>> parse_cards("")
    ()
    >>> parse_cards("Ah, Kh, 11h", where="seat 1")
    Traceback (most recent call last):
    ...
    engine.errors.CardNotationError: In 'Ah, Kh, 11h' (seat 1), '11h' is not a card: write a rank (2-10, T, J, Q, K, A) then a suit (c, d, h, s or \u2663 \u2666 \u2665 \u2660), e.g. 'As' or '10h' (int-card-notation)
    """
    plain = None if lenient is not False or type(where) is not str else plain_cards(cards)
    if plain is not None:
        return plain
    return tuple(item.card for item in typed_cards(cards, where=where, lenient=lenient))


def plain_cards(cards: CardsLike) -> tuple[Card, ...] | None:
    """The cards, read quickly, when they are given plainly: a :class:`Card`, or a list or tuple of cards
    and of text in which each card is written alone (``'As Kd, 10h'``, not ``'AsKd'``); ``None`` for
    anything else, which :func:`typed_cards` reads (or refuses) the full way.

    The quick reading only looks each written card up among every way of writing one card, so it
    reads what :func:`typed_cards` reads, the same cards in the same order; it checks nothing, and
    gives up (``None``) rather than build a refusal.

    >>> plain_cards("As, 10h k\u2665"), plain_cards([Card(Rank.ACE, Suit.SPADES), "kd"])
    ((As, Th, Kh), (As, Kd))
    >>> plain_cards("AsKd") is None, plain_cards("As 1h") is None, plain_cards(5) is None
    (True, True, True)
    """
    if type(cards) is str:  # (exact types only: a subclass's own methods are the full reading's to guard)
        return _plain_text(cards)
    if isinstance(cards, Card):
        return (cards,)
    if type(cards) not in (tuple, list) or len(cards) > MAX_CARDS:  # type: ignore[arg-type]
        return None  # (each item is one card or more: more items than a deck's cards are too many)
    read: list[Card] = []
    for item in cards:
        if isinstance(item, Card):
            read.append(item)
        elif type(item) is str:
            written = _plain_text(item)
            if written is None:
                return None
            read.extend(written)
        else:
            return None
    return tuple(read) if len(read) <= MAX_CARDS else None


def _plain_text(text: str) -> tuple[Card, ...] | None:
    """The cards of ``text`` if each is written alone and there are not too many, else ``None``."""
    if len(text) > MAX_CARD_TEXT:
        return None
    lower = text.lower()
    # the separators are white space, commas and semicolons; without the last two, str.split finds them
    tokens = _SEPARATORS.split(lower.strip()) if "," in lower or ";" in lower else lower.split()
    try:
        read = tuple(map(_CARD_WRITTEN.__getitem__, tokens))
    except KeyError:  # a token that is not one card (or an empty one: text holding only separators)
        return None
    if not read:  # no token: empty text
        return None
    return read if len(read) <= MAX_CARDS else None


def typed_cards(cards: CardsLike, *, where: str = "", lenient: bool = False) -> tuple[TypedCard, ...]:
    """Each card with the text it was typed as (``(Th, '10h')``), so that errors can quote it.

    Text longer than :data:`MAX_CARD_TEXT` and groups of more than :data:`MAX_CARDS` cards are
    refused before anything else is read (``int-card-notation``).

    ``lenient`` also reads runs as the documents write them: cards separated by hyphens or dashes,
    and ranks typed without a suit (``A 7 8 9 10``), which are given suits by ``method-typed-ranks``:
    clubs, diamonds, hearts and spades in turn by their place in the group, never a card already
    in it, and never so that five cards make a flush (one given suit moves to another).

    >>> typed_cards("as 10H")
    (TypedCard(card=As, typed='as', suit_given=False), TypedCard(card=Th, typed='10H', suit_given=False))
    >>> [(item.card, item.suit_given) for item in typed_cards("As-K", lenient=True)]
    [(As, False), (Kd, True)]
    >>> typed_cards(b"As")
    Traceback (most recent call last):
    ...
    engine.errors.CardNotationError: b'As' is not card text but bytes: give the cards as text, such as 'As 10h', a Card, or a list of them (int-card-notation)
    >>> typed_cards("As " * 200)
    Traceback (most recent call last):
    ...
    engine.errors.CardNotationError: 'As As As As As As As As As As As As As As As As As As As As \u2026' (600 characters) is too much card text: a hand, a board or a pack is at most 300 characters, enough for a whole deck (int-card-notation)
    """
    where = text(where, "where", "the name of the group of cards, such as 'seat 2'")
    lenient = flag(lenient, "lenient")
    if isinstance(cards, Card):
        return (TypedCard(cards, cards.notation),)
    if isinstance(cards, TypedCard):
        return (cards,)
    found: list[TypedCard | _RankAlone] = []
    if isinstance(cards, str):
        _read_text(str.__str__(cards), where, found, lenient)
        return _given_suits(found)
    if isinstance(cards, bytes | bytearray | memoryview):
        raise CardNotationError.citing(
            f"{excerpt(cards)}{_in(where)} is not card text but bytes: give the cards as text, such as "
            "'As 10h', a Card, or a list of them",
            notation_step(),
        )
    if not isinstance(cards, Iterable):
        raise CardNotationError.citing(
            f"{excerpt(cards)} is not a card: give card text such as 'As 10h', a Card, or a list of them", notation_step()
        )
    def refusal() -> CardNotationError:
        return CardNotationError.citing(
            f"{excerpt(cards)}{_in(where)} cannot be read: going through it raised an error; give card text such as "
            "'As 10h', a Card, or a list of them",
            notation_step(),
        )

    for item in each_item(cards, "cards", "cards", refusal):
        if isinstance(item, Card):
            found.append(TypedCard(item, item.notation))
        elif isinstance(item, TypedCard):
            found.append(item)
        elif isinstance(item, str):
            _read_text(str.__str__(item), where, found, lenient)
        else:
            raise CardNotationError.citing(
                f"{excerpt(item)} is not a card: give card text such as 'As 10h' or a Card", notation_step()
            )
        if len(found) > MAX_CARDS:
            raise CardNotationError.citing(
                f"more than {MAX_CARDS} cards were given{_in(where)}: no deck holds more, so a hand, a board or a pack "
                f"is at most {MAX_CARDS} cards",
                limit_step(),
            )
    return _given_suits(found)


#: A rank typed alone, read leniently, and its text: a card once :func:`_given_suits` gives it a suit.
_RankAlone: TypeAlias = "tuple[Rank, str]"


def _read_text(text: str, where: str, found: list[TypedCard | _RankAlone], lenient: bool) -> None:
    """Read one string of cards into ``found``; every character must belong to a card or a separator
    (or, read leniently, to a rank typed alone)."""
    if len(text) > MAX_CARD_TEXT:
        raise CardNotationError.citing(
            f"{quote(text)}{_in(where)} is too much card text: a hand, a board or a pack is at most "
            f"{MAX_CARD_TEXT} characters, enough for a whole deck",
            limit_step(),
        )
    first = len(found)
    separators = _LENIENT_SEPARATORS if lenient else _SEPARATORS
    for token in separators.split(text.strip()):
        if lenient and _RANK_ALONE.fullmatch(token):
            found.append((_RANK_ALIASES[token.lower()], token))
            continue
        position = 0
        while position < len(token):
            match = _ONE_CARD.match(token, position)
            if match is None:
                before, after = placed(token, text, where)
                raise CardNotationError.citing(
                    f"{before}{token!r} is not a card{after}: {_NOTATION_HELP}", notation_step()
                )
            rank = _RANK_ALIASES[match.group(1).lower()]
            suit = _SUIT_ALIASES[match.group(2).lower()]
            found.append(TypedCard(Card(rank, suit), match.group(0)))
            position = match.end()
    if len(found) - first > MAX_CARDS:
        raise CardNotationError.citing(
            f"{quote(text)}{_in(where)} is {len(found) - first} cards: no deck holds more than {MAX_CARDS}, so a hand, a board "
            f"or a pack is at most {MAX_CARDS} cards",
            limit_step(),
        )


def _given_suits(slots: Sequence[TypedCard | _RankAlone]) -> tuple[TypedCard, ...]:
    """The cards read, each rank typed alone given a suit (``method-typed-ranks``).

    A rank in place ``i`` of the group takes the first suit, counting from suit ``i`` in turn (clubs,
    diamonds, hearts, spades), that makes a card not yet in the group; if five cards end up in one
    suit, the first rank given a suit that can move to a free one does, so that they make no flush.
    """
    read = [slot for slot in slots if isinstance(slot, TypedCard)]
    if len(read) == len(slots):
        return tuple(read)
    taken = {item.card for item in read}
    read = []
    given: list[int] = []
    for index, slot in enumerate(slots):
        if isinstance(slot, TypedCard):
            read.append(slot)
            continue
        rank, typed = slot
        turn = [_SUITS[(index + shift) % 4] for shift in range(4)]
        free = [suit for suit in turn if Card(rank, suit) not in taken] or turn
        card = Card(rank, free[0])
        taken.add(card)
        read.append(TypedCard(card, typed, suit_given=True))
        given.append(index)
    if len(read) == 5 and len({item.card.suit for item in read}) == 1:
        for index in given:
            rank = read[index].card.rank
            others = [Card(rank, suit) for suit in _SUITS if Card(rank, suit) not in taken]
            if others:
                taken.discard(read[index].card)
                read[index] = read[index]._replace(card=others[0])
                taken.add(others[0])
                break
    return tuple(read)


def cards_text(cards: Iterable[Card]) -> str:
    """Cards in canonical notation, space separated: ``'As Th 7c'``."""
    return " ".join([card.rank + card.suit for card in cards])  # each card's notation


def symbols_text(cards: Iterable[Card]) -> str:
    """Cards as they are drawn, space separated: ``'A\u2660 10\u2665 7\u2663'``."""
    return " ".join(card.symbol for card in cards)
