"""The 8-or-better low: five different ranks of 8 or lower, ace low, the wheel best.

Straights and flushes do not count against a low (``hr-omaha8-wheel``,
``hr-omaha-low-straights``).  A greater :class:`LowValue` is a better low, so
``max`` picks the winner, as it does for high hands.

>>> low_of("Ah 2h 3h 4h 5h", EIGHT_OR_BETTER).name
'5-4-3-2-A low (a wheel)'
>>> low_of("8c 7d 6h 5s 4c", EIGHT_OR_BETTER) < low_of("8c 6d 5h 4s 3c", EIGHT_OR_BETTER)
True
>>> low_of("9c 7d 6h 5s 4c", EIGHT_OR_BETTER) is None
True
>>> low_of("8c 8d 6h 5s 4c", EIGHT_OR_BETTER) is None
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import total_ordering

from engine.cards import Card, CardsLike, Rank, cards_text, quote_cards
from engine.checks import instance_of
from engine.decks import DECK_52, Deck
from engine.documents import ids
from engine.errors import CardCountError
from engine.explain import ClauseId, Step, steps_text
from engine.words import excerpt, plural

#: Pairings from best to worst for a low, as in ace-to-five lowball (used only when
#: pairs are allowed): no pair, one pair, two pair, three of a kind, full house, four.
_PAIRING = ((1, 1, 1, 1, 1), (2, 1, 1, 1), (2, 2, 1), (3, 1, 1), (3, 2), (4, 1))


def low_value(rank: Rank) -> int:
    """A rank's value for low: the ace is 1 (``hr-omaha8-ace-low``), the rest face value."""
    return 1 if rank is Rank.ACE else rank.value_high


@dataclass(frozen=True, slots=True)
class LowRule:
    """A low qualifier: the highest rank allowed and whether a pair may make a low.

    ``pairs_allowed`` is the literal reading of Omaha 8/B's qualifier (see
    ``int-low-no-pair``); the default, like the Omaha section's qualifier (``hr-omaha-low-qualifier``), needs five different ranks.
    """

    name: str
    limit: int = 8
    pairs_allowed: bool = False
    qualifier_clause: ClauseId = field(default=ids.HR_OMAHA8_LOW_QUALIFIER, compare=False)
    ace_clause: ClauseId = field(default=ids.HR_OMAHA8_ACE_LOW, compare=False)
    straights_clause: ClauseId = field(default=ids.HR_OMAHA8_WHEEL, compare=False)

    def key(self, cards: Sequence[Card]) -> tuple[int, ...] | None:
        """The comparable value of five cards as a low, or ``None`` if they do not qualify."""
        values = [low_value(card.rank) for card in cards]
        if max(values) > self.limit:
            return None
        counts = Counter(values)
        if len(counts) < 5 and not self.pairs_allowed:
            return None
        grouped = sorted(values, key=lambda v: (counts[v], v), reverse=True)
        badness = _PAIRING.index(tuple(sorted(counts.values(), reverse=True)))
        return (-badness,) + tuple(-v for v in grouped)


#: Five different ranks of 8 or lower (the Omaha 8/B and Stud High/Low qualifier).
EIGHT_OR_BETTER = LowRule(name="8 or better")

#: The Seven-Card Stud High/Low Split qualifier, citing its own section.
EIGHT_OR_BETTER_STUD = LowRule(
    name="8 or better",
    qualifier_clause=ids.HR_STUD7HL_SPLIT,
    ace_clause=ids.INT_STUD_LOW_ACE,
    straights_clause=ids.HR_STUD7HL_SCOOP,
)

#: The literal reading of Omaha 8/B's qualifier: pairs allowed (``int-low-no-pair``).
EIGHT_OR_BETTER_PAIRS = LowRule(name="8 or better, pairs allowed", pairs_allowed=True)


@total_ordering
@dataclass(frozen=True, slots=True, eq=False)
class LowValue:
    """A qualifying low: five cards, highest first, and why they qualify.

    ``a > b`` means ``a`` is the better (lower) low.
    """

    cards: tuple[Card, ...]
    key: tuple[int, ...]
    rule: LowRule
    selection: tuple[Step, ...] = ()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LowValue):
            return NotImplemented
        return self.key == other.key

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, LowValue):
            raise TypeError(f"cannot compare a low with {excerpt(other)}")
        return self.key < other.key

    def __hash__(self) -> int:
        return hash(self.key)

    @property
    def name(self) -> str:
        """``'8-6-5-4-2 low'``; ``'5-4-3-2-A low (a wheel)'``."""
        text = "-".join("A" if card.rank is Rank.ACE else card.rank.label for card in self.cards)
        paired = len({card.rank for card in self.cards}) < 5
        suffix = " (a wheel)" if text == "5-4-3-2-A" else " (paired)" if paired else ""
        return f"{text} low{suffix}"

    @property
    def because(self) -> tuple[Step, ...]:
        rule = self.rule
        text = cards_text(self.cards)
        distinct = "five different ranks" if not rule.pairs_allowed else "five cards"
        steps = [
            Step(
                rule.qualifier_clause,
                f"{text}: {distinct} of {rule.limit} or lower qualify for low, so the hand is {self.name}.",
            ),
        ]
        if any(card.rank is Rank.ACE for card in self.cards):
            steps.append(Step(rule.ace_clause, "The ace counts low, as 1."))
        suits = {card.suit for card in self.cards}
        ranks = sorted(low_value(card.rank) for card in self.cards)
        in_sequence = len(set(ranks)) == 5 and ranks[-1] - ranks[0] == 4
        if len(suits) == 1 or in_sequence:
            steps.append(Step(rule.straights_clause, "Straights and flushes do not count against a low."))
        steps.append(Step(ids.INT_LOW_ORDER, "Lows compare by their highest card first, then the next: the lower wins."))
        return self.selection + tuple(steps)

    def explain(self) -> str:
        return steps_text(self.because)

    def __repr__(self) -> str:
        return f"LowValue({self.name!r}, {cards_text(self.cards)})"


def make_low(cards: Sequence[Card], rule: LowRule, selection: tuple[Step, ...] = ()) -> LowValue | None:
    """The low of five already checked cards, or ``None`` if they do not qualify."""
    key = rule.key(cards)
    if key is None:
        return None
    counts = Counter(low_value(card.rank) for card in cards)
    shown = tuple(sorted(cards, key=lambda card: (counts[low_value(card.rank)], low_value(card.rank)), reverse=True))
    return LowValue(cards=shown, key=key, rule=rule, selection=selection)


def low_of(cards: CardsLike, rule: LowRule, deck: Deck = DECK_52) -> LowValue | None:
    """The low made by exactly five cards, or ``None`` if they do not qualify.

    >>> low_of("Ac 2d 4h 7s 8c", EIGHT_OR_BETTER).name
    '8-7-4-2-A low'
    >>> low_of("Ac 2d", EIGHT_OR_BETTER)
    Traceback (most recent call last):
    ...
    engine.errors.CardCountError: 'Ac 2d' is 2 cards: a low hand is exactly five cards (hr-omaha8-low-qualifier)
    """
    instance_of(rule, "rule", LowRule, "a low rule such as engine.EIGHT_OR_BETTER")
    instance_of(deck, "deck", Deck, "a deck such as engine.DECK_52")
    checked = deck.check(cards)
    if len(checked) != 5:
        raise CardCountError.citing(
            f"{quote_cards(cards)} is {plural(len(checked), 'card')}: a low hand is exactly five cards",
            Step(rule.qualifier_clause, "A low hand is five cards."),
        )
    return make_low(checked, rule)
