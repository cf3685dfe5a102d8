"""How many qualifying lows a deck holds, by their top card: the counts behind the book's low chart.

Each five-card rank pattern the deck can make is tested by the low rule itself
(:meth:`engine.poker.lows.LowRule.key`), so the counts follow whatever rule is given; a pattern
stands for every hand of it, counted by how many suits each of its ranks has in the deck.

>>> from engine.poker.lows import EIGHT_OR_BETTER
>>> low_counts(EIGHT_OR_BETTER)[5]
(1, 1024)
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from math import comb, prod

from engine.cards import Card, Rank, Suit
from engine.checks import instance_of
from engine.decks import DECK_52, Deck
from engine.poker.lows import LowRule, low_value


def low_counts(rule: LowRule, deck: Deck = DECK_52) -> dict[int, tuple[int, int]]:
    """For each top card of a qualifying low (its value, the ace as 1), the number of different lows
    (rank patterns) and of five-card hands of ``deck``, each pattern tested by ``rule`` itself."""
    instance_of(rule, "rule", LowRule, "a low rule, such as EIGHT_OR_BETTER")
    instance_of(deck, "deck", Deck, "a deck, such as DECK_52")
    suits_of: dict[Rank, int] = {}
    for card in deck.cards:
        suits_of[card.rank] = suits_of.get(card.rank, 0) + 1
    found: dict[int, tuple[int, int]] = {}
    suits = list(Suit)
    for ranks in combinations_with_replacement(sorted(suits_of, key=low_value), 5):
        if any(ranks.count(rank) > suits_of[rank] for rank in ranks):
            continue
        cards = [Card(rank, suits[ranks[:index].count(rank)]) for index, rank in enumerate(ranks)]
        if rule.key(cards) is None:
            continue
        top = max(low_value(rank) for rank in ranks)
        hands = prod(comb(suits_of[rank], ranks.count(rank)) for rank in set(ranks))
        patterns, total = found.get(top, (0, 0))
        found[top] = (patterns + 1, total + hands)
    return dict(sorted(found.items()))
