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

from engine.poker.games import GAMES
from engine.teaching.quiz.betting_table import betting_table
from engine.teaching.quiz.drafts import Draft, Retry, Topic, arrange, attempts, poker_games


def draft(rng: random.Random, game_key: str) -> Draft:
    """A question on the amount to call in a betting round of ``game_key`` played out from ``rng``."""
    game = GAMES[game_key]

    def make(rng: random.Random) -> Draft:
        table = betting_table(rng, game)
        betting, stakes = table.betting, table.stakes
        options = betting.options().value
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
        choices, index = arrange(rng, answer, (money(amount) for amount in mistakes if amount > 0))
        prompt = f"{table.story} Seat {seat} is to act. How much must seat {seat} put in to call?"
        return Draft(
            prompt=prompt,
            choices=choices,
            answer_index=index,
            because=options.call_because,
            clause=options.call_because[0].clause,
            inputs={**table.inputs, "ask": "call"},
        )

    return attempts(rng, make)


TOPIC = Topic(
    "amount-to-call", "The amount to call", "how much the player to act must put in to call", poker_games(), draft
)
