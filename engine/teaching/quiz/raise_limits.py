"""Topic: raise limits -- the least and the most the player to act may raise to.

The answer is the betting round's :meth:`~engine.poker.betting.round.BettingRound.options`, and
the clause the least or the most raise rests on; the mistakes double the bet, add the wrong bet,
or take the pot without the call in it.  In manila's later rounds the answer rests on the book's
reading of "the raise is only double" (``int-manila-raise-size``).
"""

from __future__ import annotations

import random

from engine.documents import ids
from engine.poker.betting.stakes import Structure
from engine.poker.game import Game
from engine.teaching.quiz.betting_table import betting_table
from engine.teaching.quiz.drafts import Draft, Reading, Retry, arrange, plain_reading, poker_topic


def draft(rng: random.Random, game: Game) -> Draft:
    """A question on the least, the most or the fixed raise in a betting round of ``game``."""
    table = betting_table(rng, game)
    betting, stakes, options = table.betting, table.stakes, table.options
    allowed = options.raise_range
    if allowed is None or options.is_bet:
        raise Retry
    low, high = allowed.low.value, allowed.high.value
    seat = betting.to_act
    money = stakes.money
    bet, last, pot = betting.current_bet, betting.last_raise, betting.pot
    round_bet = stakes.bets[betting.round_number - 1]
    to_call = options.amount_to_call
    common = [2 * bet, bet + round_bet, bet + last, bet + stakes.bets[0], low + round_bet]
    if low == high:
        ask, answer = "fixed", low
        question = f"Seat {seat} wants to raise. To what total may seat {seat} raise (its whole bet this round)?"
        mistakes = common + [bet + 2 * round_bet, high + last]
    elif stakes.structure is Structure.NO_LIMIT or rng.random() < 0.5:  # no limit: the most is all in
        ask, answer = "min", low
        question = f"Seat {seat} wants to raise. What is the least seat {seat} may raise to?"
        mistakes = common + [bet + 1, high]
    else:
        ask, answer = "max", high
        question = f"Seat {seat} wants to raise. What is the most seat {seat} may raise to?"
        mistakes = [
            bet + pot,  # the pot, forgetting to count the call in it
            pot + to_call,  # the raise's size, not the total it raises to
            2 * bet,
            bet + pot + to_call,  # the whole pot, where the limit is half of it
            bet + (pot + to_call + 1) // 2,  # half the pot rounded up
            bet + stakes.maximum,
            low,
        ]
    choices, index = arrange(rng, money(answer), (money(amount) for amount in mistakes if amount > bet))
    clause = {"min": allowed.low.clause, "max": allowed.high.clause, "fixed": allowed.low.clause}[ask]
    readings: tuple[Reading, ...] = ()
    if stakes.is_manila and betting.round_number > 1 and ask == "fixed":
        # "the raise is only double" read as doubling the bet each time
        readings = plain_reading(ids.INT_MANILA_RAISE_SIZE, money(2 * bet), choices, money(answer))
    return table.draft(question, (choices, index), options.raise_because, clause=clause, ask=ask, readings=readings)


TOPIC = poker_topic(
    "raise-limits",
    "Raise limits",
    "the least and the most the player to act may raise to",
    draft,
    judges=(ids.INT_MANILA_RAISE_SIZE,),
)
