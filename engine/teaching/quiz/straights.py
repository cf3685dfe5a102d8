"""Topic: straights -- whether five cards make a straight in the game's deck.

The answers are :func:`~engine.poker.rankings.evaluate`'s; the hands shown are the deck's real
runs and the runs people mistake for straights: the ace played low below the deck's lowest rank
(A-7-8-9-10 in manila's 32 cards), round the corner (K-A-2-3-4), and a rank missing in the middle.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.cards import Card, Rank, Suit, cards_text, symbols_text
from engine.poker.game import Game
from engine.poker.rankings import Category, evaluate
from engine.teaching.quiz.drafts import Draft, poker_topic


def _runs(game: Game) -> tuple[list[tuple[Rank, ...]], list[tuple[Rank, ...]]]:
    """Five-rank sets worth asking about: real runs of the deck, and the runs people mistake for straights."""
    ranks = game.deck.ranks
    runs = [ranks[start : start + 5] for start in range(len(ranks) - 4)]
    lookalikes: list[tuple[Rank, ...]] = [
        (Rank.ACE, *ranks[:4]),  # the ace played low, below the deck's lowest rank
        (*ranks[-2:], *ranks[:3]),  # round the corner: K-A-2-3-4
    ]
    if {Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN} <= set(ranks):
        lookalikes.append((Rank.ACE, Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN))  # the short deck's ace-low run
    for start in range(len(ranks) - 5):
        window = ranks[start : start + 6]
        for gap in range(1, 5):
            lookalikes.append(window[:gap] + window[gap + 1 :])  # one rank missing in the middle
    return runs, lookalikes


def _suited(rng: random.Random, ranks: Sequence[Rank]) -> tuple[Card, ...]:
    suits = [rng.choice(tuple(Suit)) for _ in ranks]
    if len(set(suits)) == 1:
        suits[rng.randrange(len(suits))] = rng.choice([suit for suit in Suit if suit is not suits[0]])
    cards = [Card(rank, suit) for rank, suit in zip(ranks, suits, strict=True)]
    return tuple(sorted(cards, key=lambda card: card.rank.value_high, reverse=True))


def draft(rng: random.Random, game: Game) -> Draft:
    """A question asking which of three to four hands is (or is not) a straight in ``game``."""
    ranking, deck = game.ranking, game.deck
    runs, lookalikes = _runs(game)
    pool = {frozenset(ranks): ranks for ranks in runs + lookalikes}
    hands = [evaluate(_suited(rng, ranks), ranking, deck) for ranks in pool.values()]
    straight = [hand for hand in hands if hand.category is Category.STRAIGHT]
    other = [hand for hand in hands if hand.category not in (Category.STRAIGHT, Category.STRAIGHT_FLUSH)]
    tricky = [hand for hand in hands if Rank.ACE in {card.rank for card in hand.cards}]
    rng.shuffle(straight)
    rng.shuffle(other)
    other.sort(key=lambda hand: hand not in tricky)  # the ace-low and round-the-corner look-alikes first
    is_straight = rng.random() < 0.6 or len(straight) < 3
    extra = rng.randint(2, 3)
    if is_straight:
        answer, wrong = straight[0], rng.sample(other[: extra + 2], extra)
    else:
        answer, wrong = other[0], straight[:extra]
    hands_shown = [answer, *wrong]
    rng.shuffle(hands_shown)
    choices = tuple(symbols_text(hand.cards) for hand in hands_shown)
    index = hands_shown.index(answer)
    steps = list(answer.because)
    for hand in hands_shown:
        if hand is not answer:
            steps.extend(step for step in hand.because[:-1] if step not in steps)
    # the question rests on the ranking's rule for the ace where the explanation applies it
    aces = {ranking.ace_clause, ranking.ace_example_clause, ranking.ace_not_low_clause, ranking.broadway_clause}
    clause = next((step.clause for step in steps if step.clause in aces - {ranking.order_clause}), None)
    asked = "is a straight" if is_straight else "is not a straight"
    prompt = (
        f"{game.name} uses the {deck.name} deck: {deck.size} cards, {deck.description}. Which of these hands {asked}?"
    )
    return Draft(
        prompt=prompt,
        choices=choices,
        answer_index=index,
        because=tuple(steps),
        clause=clause or ranking.order_clause,
        inputs={
            "ask": "straight" if is_straight else "not-straight",
            "hands": [cards_text(h.cards) for h in hands_shown],
        },
    )


TOPIC = poker_topic("straights", "Straights", "whether five cards make a straight in the game's deck", draft)
