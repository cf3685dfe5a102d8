"""Decks as data: which ranks they keep, and the clause that says so.

>>> DECK_32.size, DECK_36.size, DECK_52.size, MANILLEN_DECK.size
(32, 36, 52, 32)
>>> DECK_32.check("As 7h")
(As, 7h)
>>> DECK_32.check("As 6h")
Traceback (most recent call last):
...
engine.errors.CardNotInDeckError: In 'As 6h', 6h is not in the 2 Card Manila deck: it has 32 cards, 7 to ace (pp-manila2-deck)
>>> DECK_52.check("As Kd as")
Traceback (most recent call last):
...
engine.errors.DuplicateCardError: As appears twice in 'As Kd as': the standard deck holds each card once (int-standard-deck)

A deck may also be named by its size or registry name (:func:`find_deck`):

>>> find_deck(36) is DECK_36, find_deck("manillen") is MANILLEN_DECK
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from engine.cards import Card, CardsLike, Rank, Suit, placed, plain_cards, quote, quote_cards, typed_cards
from engine.checks import check_rng
from engine.documents import ids
from engine.errors import CardNotInDeckError, DuplicateCardError, UnknownDeckError
from engine.explain import ClauseId, Step
from engine.words import excerpt


@dataclass(frozen=True, slots=True)
class Deck:
    """A deck: its name, the ranks it keeps (low to high, ace last) and its clause.

    Every deck here has all four suits of each rank it keeps.
    """

    name: str
    ranks: tuple[Rank, ...]
    clause: ClauseId
    description: str
    cards: tuple[Card, ...] = field(init=False, repr=False, compare=False)
    #: Each card's id, its place in :attr:`cards`: how the fast tables (:mod:`engine.poker.fast`) name it.
    ids: dict[Card, int] = field(init=False, repr=False, compare=False)
    _held: frozenset[Card] = field(init=False, repr=False, compare=False)
    #: The hash of what the deck is compared by, worked out once: a deck keys the tables' caches.
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        cards = tuple(Card.of(rank, suit) for rank in self.ranks for suit in Suit)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "ids", {card: index for index, card in enumerate(cards)})
        object.__setattr__(self, "_held", frozenset(cards))
        object.__setattr__(self, "_hash", hash((self.name, self.ranks, self.clause, self.description)))

    def __hash__(self) -> int:
        return self._hash

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def lowest_rank(self) -> Rank:
        return self.ranks[0]

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and card.rank in self.ranks

    def shuffled(self, rng: random.Random) -> list[Card]:
        """A new shuffled copy of the deck; the generator is always passed in.

        >>> DECK_36.shuffled(random.Random(1))[:3]
        [Ah, Jh, 6h]
        """
        cards = list(self.cards)
        check_rng(rng, "the shuffle's generator").shuffle(cards)
        return cards


    def step(self) -> Step:
        """The deck rule as a step, for explanations."""
        return Step(self.clause, f"The {self.name} deck has {self.size} cards, {self.description}.")

    def check(
        self, cards: CardsLike, *, already: Iterable[Card] | Mapping[Card, str] = (), where: str = ""
    ) -> tuple[Card, ...]:
        """Parse ``cards`` and check each is in this deck and none repeats (the deck's clause).

        ``already`` holds cards used elsewhere in the same deal (another hand, the
        board), or maps each to the group it is in (``{Ah: "seat 1"}``); ``where`` names
        this group of cards.  Error messages quote the cards as they were typed.

        >>> DECK_32.check("ah, 7c")
        (Ah, 7c)
        >>> DECK_32.check("ah 7c 6s", where="seat 2")
        Traceback (most recent call last):
        ...
        engine.errors.CardNotInDeckError: In 'ah 7c 6s' (seat 2), 6s is not in the 2 Card Manila deck: it has 32 cards, 7 to ace (pp-manila2-deck)
        >>> DECK_32.check("Ah Qd", already={Card.parse("Ah"): "seat 1"}, where="seat 2")
        Traceback (most recent call last):
        ...
        engine.errors.DuplicateCardError: Ah appears twice: in 'Ah Qd' (seat 2) and in seat 1: the 2 Card Manila deck holds each card once (pp-manila2-deck)
        """
        earlier: Mapping[Card, str] = already if isinstance(already, Mapping) else dict.fromkeys(already, "")
        plain = plain_cards(cards)
        if plain is not None and self.holds_each_once(plain) and (not earlier or earlier.keys().isdisjoint(plain)):
            return plain  # the usual case, quickly: cards given plainly, all fine
        return self._check_typed(cards, earlier, where)

    def holds_each_once(self, cards: Sequence[Card]) -> bool:
        """Whether every one of ``cards`` is in this deck and none is there twice: the quick test that lets
        :meth:`check` pass cards given plainly; any other answer is checked (and refused) the full way.

        >>> DECK_32.holds_each_once(DECK_32.check("Ah 7c")), DECK_32.holds_each_once(DECK_52.check("Ah 2c"))
        (True, False)
        """
        return len(self._held.intersection(cards)) == len(cards)

    def _check_typed(self, cards: CardsLike, earlier: Mapping[Card, str], where: str) -> tuple[Card, ...]:
        """:meth:`check` the full way: each card with the text it was typed as, for the refusal."""
        typed = typed_cards(cards, where=where)
        text = cards if isinstance(cards, str) else None
        for card, as_typed, _ in typed:
            if card not in self:
                before, after = placed(as_typed, text, where)
                raise CardNotInDeckError.citing(
                    f"{before}{as_typed} is not in the {self.name} deck{after}: it has {self.size} cards, "
                    f"{self.description}",
                    self.step(),
                )

        def shown() -> str:  # the cards as typed, and their group, for a message: built only when one is raised
            quoted = quote(text) if text is not None else quote_cards([item.card for item in typed])
            return f"{quoted} ({where})" if where else quoted

        seen: set[Card] = set()
        for card, _, _ in typed:
            if card in earlier:
                before = f"in {earlier[card]}" if earlier[card] else "among the cards given before"
                raise DuplicateCardError.citing(
                    f"{excerpt(card)} appears twice: in {shown()} and {before}: the {self.name} deck holds each card once",
                    self.step(),
                )
            if card in seen:
                raise DuplicateCardError.citing(
                    f"{excerpt(card)} appears twice in {shown()}: the {self.name} deck holds each card once",
                    self.step(),
                )
            seen.add(card)
        return tuple(item.card for item in typed)


def _ranks_from(lowest: Rank) -> tuple[Rank, ...]:
    members = list(Rank)
    return tuple(members[members.index(lowest) :])


DECK_52 = Deck(
    name="standard",
    ranks=tuple(Rank),
    clause=ids.INT_STANDARD_DECK,
    description="2 to ace in four suits",
)
DECK_32 = Deck(
    name="2 Card Manila",
    ranks=_ranks_from(Rank.SEVEN),
    clause=ids.PP_MANILA2_DECK,
    description="7 to ace",
)
#: 3 Card Manila's deck: 36 cards, 6 to ace (``pp-manila3-deck``).  The section says the game "may
#: include 6's" but also that it "shall be played with a reduced deck of 36 cards", and its card count
#: (9 players x 3 + 9 = 36) needs every one of them; the engine reads the sixes as part of the game
#: (``int-manila3-sixes``).  A table that leaves them out plays "3 Card Manila (no sixes)" with
#: :data:`DECK_32_MANILA3`.
DECK_36 = Deck(
    name="3 Card Manila",
    ranks=_ranks_from(Rank.SIX),
    clause=ids.PP_MANILA3_DECK,
    description="6 to ace",
)
#: The deck of the "3 Card Manila (no sixes)" variant: the 36-card deck without its sixes, 7 to ace,
#: for the reading of ``int-manila3-sixes`` that treats the sixes as optional.
DECK_32_MANILA3 = Deck(
    name="3 Card Manila (no sixes)",
    ranks=_ranks_from(Rank.SEVEN),
    clause=ids.INT_MANILA3_SIXES,
    description="7 to ace (the sixes left out)",
)
MANILLEN_DECK = Deck(
    name="Manillen Plus",
    ranks=_ranks_from(Rank.SEVEN),
    clause=ids.MP_DECK_32,
    description="7 to ace (every card 6 and lower removed)",
)

DECKS: dict[str, Deck] = {
    "52": DECK_52,
    "36": DECK_36,
    "32": DECK_32,
    "manillen": MANILLEN_DECK,
}


def find_deck(deck: Deck | str | int, decks: Mapping[str, Deck] = DECKS) -> Deck:
    """The deck ``deck`` names: a :class:`Deck` itself, or its name in ``decks`` (its size, ``"manillen"``).

    Names are read without regard to case or surrounding spaces; a whole number is the deck's
    size (``32`` is the 2 Card Manila deck, the first of that size in :data:`DECKS`).

    >>> find_deck("32").description, find_deck(" Manillen ").name
    ('7 to ace', 'Manillen Plus')
    >>> find_deck("31")
    Traceback (most recent call last):
    ...
    engine.errors.UnknownDeckError: '31' is not a deck: name one by its size or name, 52 (the standard deck, 52 cards), 36 (the 3 Card Manila deck, 36 cards), 32 (the 2 Card Manila deck, 32 cards) or manillen (the Manillen Plus deck, 32 cards) (int-standard-deck; pp-manila3-deck; pp-manila2-deck; mp-deck-32)
    """
    if isinstance(deck, Deck):
        return deck
    found = None
    if isinstance(deck, str):
        found = decks.get(str.__str__(deck).strip().lower())
    elif isinstance(deck, int) and not isinstance(deck, bool):  # its size (there is no deck "True")
        size = int.__index__(deck)  # the number itself, not a subclass's own methods
        found = decks.get(str(size)) if -(10**9) < size < 10**9 else None
    if found is None:
        listed = [f"{name} (the {each.name} deck, {each.size} cards)" for name, each in decks.items()]
        choices = listed[0] if len(listed) == 1 else ", ".join(listed[:-1]) + " or " + listed[-1]
        raise UnknownDeckError.citing(
            f"{_shown(deck)} is not a deck: name one by its size or name, {choices}",
            *(each.step() for each in decks.values()),
        )
    return found


def _shown(value: object) -> str:
    """``value`` as a message quotes it: text as typed, anything else by its repr (both shortened if long)."""
    return quote(value) if isinstance(value, str) else excerpt(value)
