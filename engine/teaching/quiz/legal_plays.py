"""Topic: legal plays -- which cards a Manillen Plus player may play to a trick.

The answer is :func:`~engine.manillen.tricks.legal_plays` in a deal played at random to the
middle of a trick.  The mistakes forget the duty to follow suit, or to beat an opponent's card,
play trumps only, allow undertrumping (the other reading, ``int-mp-undertrump``), or play the
single strongest card.
"""

from __future__ import annotations

import random

from engine.cards import Card, Suit, cards_text, symbols_text
from engine.manillen.deal import call_trump
from engine.manillen.deal import deal as deal_manillen
from engine.manillen.play import start_play
from engine.manillen.table import Table
from engine.manillen.tricks import legal_plays
from engine.teaching.quiz.drafts import (
    MANILLEN_PLUS,
    Draft,
    Retry,
    Topic,
    arrange,
    attempts,
    sides_text,
    trump_words,
)


def draft(rng: random.Random, game_key: str) -> Draft:
    """A question on the cards the next player may play, in a Manillen Plus deal played from ``rng``."""

    def make(rng: random.Random) -> Draft:
        count = rng.choice((3, 6))
        table = Table(count)
        dealer = rng.choice(table.seats)
        dealt = deal_manillen(count, dealer, rng, cut=rng.choice([None, *range(1, 32)]))
        trump = rng.choice([*Suit, None])
        state = start_play(dealt, call_trump(trump, player_count=count, dealer=dealer))
        for _ in range(rng.randrange(count * (table.trick_count - 1))):
            state = state.play(rng.choice(state.legal_plays().allowed))
        if not state.trick:
            raise Retry
        legal = state.legal_plays()
        hand, allowed = legal.hand, set(legal.allowed)
        led = state.trick[0].suit
        mistakes = [
            set(hand),  # any card: no duty to follow
            {card for card in hand if card.suit is led},  # follow suit, but no duty to beat
            {card for card in hand if trump is not None and card.suit is trump},  # only trumps
            set(
                legal_plays(
                    hand,
                    state.trick,
                    trump=trump,
                    dealer=dealer,
                    leader=state.leader,
                    player_count=count,
                    undertrump="allowed",
                ).allowed
            ),
            {max(hand, key=lambda card: (card.suit is led, card.suit is trump, card.rank.value_high))},
        ]
        ordered = {card: index for index, card in enumerate(hand)}

        def text(cards: set[Card]) -> str:
            return symbols_text(sorted(cards, key=ordered.__getitem__))

        choices, index = arrange(rng, text(allowed), (text(cards) for cards in mistakes if cards))
        seats = table.clockwise_from(state.leader)
        played = ", ".join(f"seat {seat} {card.symbol}" for seat, card in zip(seats, state.trick, strict=False))
        seat = legal.seat
        prompt = (
            f"Manillen Plus, {count} players: {sides_text(table, dealer)}. Seat {dealer} called {trump_words(trump)}. "
            f"Trick {len(state.tricks) + 1} so far: {played} (seat {state.leader} led). Seat {seat} holds "
            f"{symbols_text(hand)}. Which cards may seat {seat} play?"
        )
        forbidden = [legal.reasons[card] for card in hand if card not in allowed]
        clause = (forbidden[0] if forbidden else legal.reasons[hand[0]]).clause
        return Draft(
            prompt=prompt,
            choices=choices,
            answer_index=index,
            because=legal.because,
            clause=clause,
            inputs={
                "player_count": count,
                "dealer": dealer,
                "trump": None if trump is None else trump.word,
                "leader": state.leader,
                "trick": cards_text(state.trick),
                "hand": cards_text(hand),
            },
        )

    return attempts(rng, make)


TOPIC = Topic(
    "legal-plays", "Legal plays", "which cards a Manillen Plus player may play to a trick", (MANILLEN_PLUS,), draft
)
