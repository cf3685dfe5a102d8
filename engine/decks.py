"""Decks as data: which ranks they keep, and the clause that says so.

>>> DECK_32.size, DECK_36.size, DECK_52.size, MANILLEN_DECK.size
(32, 36, 52, 32)
>>> DECK_32.check("As 7h")
(As, 7h)
>>> DECK_32.check("As 6h")
Traceback (most recent call last):
...
engine.errors.CardNotInDeckError: 6h is not in the 2 Card Manila deck: it has 32 cards, 7 to ace (pp-manila2-deck)
>>> DECK_52.check("As Kd As")
Traceback (most recent call last):
...
engine.errors.DuplicateCardError: As appears twice in 'As Kd As': a deck holds each card once
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.cards import Card, CardsLike, Rank, Suit, parse_cards
from engine.errors import CardNotInDeckError, DuplicateCardError
from engine.explain import Step


@dataclass(frozen=True, slots=True)
class Deck:
    """A deck: its name, the ranks it keeps (low to high, ace last) and its clause.

    Every deck here has all four suits of each rank it keeps.
    """

    name: str
    ranks: tuple[Rank, ...]
    clause: str
    description: str
    cards: tuple[Card, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        cards = tuple(Card(rank, suit) for rank in self.ranks for suit in Suit)
        object.__setattr__(self, "cards", cards)

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
        rng.shuffle(cards)
        return cards

    def _repr_html_(self) -> str:
        from engine.render import deck_html

        return deck_html(self)

    def _repr_markdown_(self) -> str:
        from engine.render import deck_markdown

        return deck_markdown(self)

    def step(self) -> Step:
        """The deck rule as a step, for explanations."""
        return Step(self.clause, f"The {self.name} deck has {self.size} cards, {self.description}.")

    def check(self, cards: CardsLike, *, already: Iterable[Card] = (), where: str = "") -> tuple[Card, ...]:
        """Parse ``cards`` and check each is in this deck and none repeats.

        ``already`` holds cards used elsewhere in the same deal (another hand, the
        board); ``where`` names this group of cards in the error message.
        """
        parsed = parse_cards(cards)
        text = cards if isinstance(cards, str) else " ".join(repr(card) for card in parsed)
        place = f" ({where})" if where else ""
        for card in parsed:
            if card not in self:
                raise CardNotInDeckError(
                    f"{card!r} is not in the {self.name} deck{place}: it has {self.size} cards, "
                    f"{self.description} ({self.clause})",
                    because=(self.step(),),
                )
        seen: set[Card] = set(already)
        for card in parsed:
            if card in seen:
                elsewhere = " and is already dealt elsewhere" if card in set(already) else ""
                raise DuplicateCardError(
                    f"{card!r} appears twice in {text!r}{place}{elsewhere}: a deck holds each card once",
                    because=(self.step(),),
                )
            seen.add(card)
        return parsed


def _ranks_from(lowest: Rank) -> tuple[Rank, ...]:
    members = list(Rank)
    return tuple(members[members.index(lowest) :])


DECK_52 = Deck(
    name="standard",
    ranks=tuple(Rank),
    clause="int-standard-deck",
    description="2 to ace in four suits",
)
DECK_32 = Deck(
    name="2 Card Manila",
    ranks=_ranks_from(Rank.SEVEN),
    clause="pp-manila2-deck",
    description="7 to ace",
)
DECK_36 = Deck(
    name="3 Card Manila",
    ranks=_ranks_from(Rank.SIX),
    clause="pp-manila3-deck",
    description="6 to ace",
)
DECK_32_MANILA3 = Deck(
    name="3 Card Manila (no sixes)",
    ranks=_ranks_from(Rank.SEVEN),
    clause="int-manila3-sixes",
    description="7 to ace (the sixes left out)",
)
MANILLEN_DECK = Deck(
    name="Manillen Plus",
    ranks=_ranks_from(Rank.SEVEN),
    clause="mp-deck-32",
    description="7 to ace (every card 6 and lower removed)",
)

DECKS: dict[str, Deck] = {
    "52": DECK_52,
    "36": DECK_36,
    "32": DECK_32,
    "manillen": MANILLEN_DECK,
}
