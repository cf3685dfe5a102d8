"""Topic: the amount to call -- how much the player to act must put in to call.

The answer is the betting round's :meth:`~engine.poker.betting.round.BettingRound.options`; the
mistakes forget what the player has already put in, add a raise to the call, or take the last
raise for what it leaves to call.

>>> from engine.teaching.quiz import mark, question_for
>>> question = question_for("amount-to-call", "manila-2", 3)
>>> question.prompt.endswith("put in to call?"), mark(question, question.answer_index).value
(True, True)
"""

from __future__ import annotations

import random

from engine.poker.game import Game
from engine.teaching.quiz.betting_table import betting_table
from engine.teaching.quiz.drafts import Draft, Retry, arrange, poker_topic


def draft(rng: random.Random, game: Game) -> Draft:
    """A question on the amount to call in a betting round of ``game`` played out from ``rng``."""
    table = betting_table(rng, game)
    betting, stakes, options = table.betting, table.stakes, table.options
    if options.amount_to_call == 0 or options.call_is_all_in:
        raise Retry
    seat = betting.to_act
    player = betting.player(seat) if seat is not None else None
    assert player is not None
    money = stakes.money
    bet, last = betting.current_bet, betting.last_raise
    mistakes = [
        bet,  # forgetting what the player has already put in (a blind, an earlier call)
        options.amount_to_call + last,  # adding a raise to the call
        last,  # the size of the last raise, not what it leaves to call
        bet + stakes.bets[betting.round_number - 1],
        options.amount_to_call + player.put_in + stakes.bets[0],
        2 * options.amount_to_call,
    ]
    answer = money(options.amount_to_call)
    return table.draft(
        f"Seat {seat} is to act. How much must seat {seat} put in to call?",
        arrange(rng, answer, (money(amount) for amount in mistakes if amount > 0)),
        options.call_because,
        clause=options.call_because[0].clause,
        ask="call",
    )


TOPIC = poker_topic("amount-to-call", "The amount to call", "how much the player to act must put in to call", draft)
