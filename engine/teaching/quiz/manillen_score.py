"""Topic: scoring a deal -- what a deal of Manillen Plus scores, and for whom.

The answer is :func:`~engine.manillen.scoring.deal_score` for a random call, doublings and
tally; the mistakes forget the doublings, double once too often, halve, or give the score to the
wrong side.  With three players, when the opponents win, the answer rests on the book's reading
of how they measure their score (``int-mp-three-player-score``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.cards import Suit
from engine.documents import ids
from engine.manillen.deal import call_trump
from engine.manillen.scoring import deal_score, tie_factor
from engine.manillen.table import Side, Table
from engine.teaching.quiz.drafts import (
    MANILLEN_PLUS,
    Draft,
    Topic,
    arrange,
    attempts,
    plain_reading,
    seats_sentence,
    sides_text,
    trump_words,
)


def _award_text(table: Table, seats: Sequence[int], amount: int) -> str:
    if len(seats) == 1:
        return f"Seat {seats[0]} scores {amount}"
    if table is Table.THREE:
        return f"{seats_sentence(seats)} each score {amount}"
    return f"{seats_sentence(seats)} score {amount} as a team"


def _tie_text(factor: int) -> str:
    return f"No one scores, and the next deal counts \u00d7 {factor}"


def draft(rng: random.Random, game_key: str) -> Draft:
    """A question on the score of a Manillen Plus deal whose call and tally ``rng`` chooses."""

    def make(rng: random.Random) -> Draft:
        plain = ""
        count = rng.choice((3, 6))
        table = Table(count)
        dealer = rng.choice(table.seats)
        trump = rng.choice([*Suit, None])
        go_along = rng.choice(table.side_seats(Side.OPPONENTS, dealer)) if rng.random() < 0.35 else None
        go_against = rng.choice(table.dealer_side(dealer)) if go_along is not None and rng.random() < 0.4 else None
        contract = call_trump(trump, player_count=count, dealer=dealer, go_along=go_along, go_against=go_against)
        dealer_points = 30 if rng.random() < 0.1 else rng.choice([p for p in range(8, 53) if p != 30])
        ties_before = rng.choice((0, 0, 0, 1))
        result = deal_score(contract, dealer_points, ties_before=ties_before)
        winners = [team for team, amount in result.awards.items() if amount]
        if not winners:
            factor = tie_factor(result.ties_after)
            answer = _tie_text(factor)
            mistakes = [_tie_text(1), _tie_text(2 * factor), "Both sides score 30"]
        else:
            seats = tuple(seat for team in winners for seat in team)
            score, base = result.score, result.base
            side = table.side_seats(result.winner.other if result.winner else Side.DEALER, dealer)
            answer = _award_text(table, seats, score)
            mistakes = [
                _award_text(table, seats, base),  # forgetting the doublings
                _award_text(table, seats, 2 * score),  # one doubling too many
                _award_text(table, seats, score // 2) if result.multiplier > 1 else _award_text(table, side, score),
                _award_text(table, side, score),  # the wrong side
            ]
            if table is Table.THREE and result.winner is Side.OPPONENTS:
                thirty = deal_score(contract, dealer_points, ties_before=ties_before, three_player_score="thirty")
                plain = _award_text(table, seats, thirty.score)  # the general rule's "difference ... and 30"
                mistakes.insert(0, plain)
        choices, index = arrange(rng, answer, mistakes)
        readings = plain_reading(ids.INT_MP_THREE_PLAYER_SCORE, plain, choices, answer) if plain else ()
        said = []
        if go_along is not None:
            said.append(f"seat {go_along} says \u201cI go along\u201d")
        if go_against is not None:
            said.append(f"seat {go_against} answers \u201cI go against\u201d")
        doubling = f" Then {' and '.join(said)}." if said else ""
        tie = " The deal before this one ended 30-30." if ties_before else ""
        prompt = (
            f"Manillen Plus, {count} players: {sides_text(table, dealer)}. Seat {dealer} calls {trump_words(trump)}."
            f"{doubling}{tie} The dealer's side ends the deal with {dealer_points} of the 60 points (its tricks "
            "and the undealt cards together). Who scores, and how much?"
        )
        return Draft(
            prompt=prompt,
            choices=choices,
            answer_index=index,
            because=result.because,
            clause=result.decided_by.clause,  # the tie, or how the winner's margin is measured
            readings=readings,
            inputs={
                "player_count": count,
                "dealer": dealer,
                "trump": None if trump is None else trump.word,
                "go_along": go_along,
                "go_against": go_against,
                "dealer_points": dealer_points,
                "ties_before": ties_before,
            },
        )

    return attempts(rng, make)


TOPIC = Topic(
    "manillen-score",
    "Scoring a deal",
    "what a deal of Manillen Plus scores, and for whom",
    (MANILLEN_PLUS,),
    draft,
    judges=(ids.INT_MP_THREE_PLAYER_SCORE,),
)
