"""Topic: the pot-limit maximum with an all-in -- the most the player to act may raise to when a
player before them is all in for less.

A pot-limit round (NZ 13.5(c), ``nzg-13-5c``) is played on from a bet: a player short of chips goes
all in, for less than the bet or for a raise short of a full one, and the others call.  The answer is
the round's :meth:`~engine.poker.betting.round.BettingRound.options`: the most is the bet, plus the
pot with the call counted in (``int-pot-limit-arithmetic``); chips a player all in put in are in the
pot like any others.  The mistakes leave out the call, the all-in's chips or the bet, or take the
all-in's amount for the bet.

>>> from engine.teaching.quiz import mark, question_for
>>> question = question_for("pot-limit-all-in", "texas-holdem", 3)
>>> "all in" in question.prompt, mark(question, question.answer_index).value
(True, True)
"""

from __future__ import annotations

import random
from typing import Any

from engine.poker.betting.round import start_round
from engine.poker.betting.structures import pot_limit
from engine.poker.game import Family, Game
from engine.teaching.quiz.drafts import Draft, Retry, arrange, poker_topic
from engine.words import sentence

_STAKES = (2, 4, 5, 10)


def draft(rng: random.Random, game: Game) -> Draft:
    """A question on the most the player to act may raise to in a pot-limit round of ``game``."""
    stake = rng.choice(_STAKES)
    rounds = 4
    stakes = pot_limit(minimum=stake, round_count=rounds)
    money = stakes.money
    players = rng.randint(3, min(6, game.max_players))
    seats = list(range(1, players + 1))
    short_seat = rng.choice(seats[1:])
    round_number = rng.randint(2, rounds)
    pot = stake * rng.randint(2, 6 * players)
    opening = stake * rng.randint(1, min(6, pot // stake))  # what the first player bets: at most the pot
    short_stack = rng.randint(1, opening + 2 * stake)  # all in for less than the bet, or a short raise
    deep = stake * rng.choice((100, 200, 500))
    stacks = {seat: short_stack if seat == short_seat else deep for seat in seats}
    betting = start_round(stakes, stacks=stacks, round_number=round_number, pot=pot)
    betting = betting.bet(opening)
    actions: list[list[Any]] = [["bet", opening]]
    while betting.to_act is not None and betting.to_act != short_seat:
        kind = "fold" if rng.random() < 0.2 else "call"
        betting = betting.fold() if kind == "fold" else betting.call()
        actions.append([kind, None])
    betting = betting.all_in()
    actions.append(["all in", None])
    for _ in range(rng.randint(0, players - 2)):  # some of the players after it call or fold
        if betting.is_complete or betting.to_act is None or betting.to_act == 1:
            break
        kind = "fold" if rng.random() < 0.2 else "call"
        betting = betting.fold() if kind == "fold" else betting.call()
        actions.append([kind, None])
    if betting.is_complete or betting.to_act is None:
        raise Retry
    options = betting.options().value
    allowed = options.raise_range
    if allowed is None or options.is_bet or allowed.high.value >= stacks[betting.to_act]:
        raise Retry
    seat = betting.to_act
    bet, to_call, in_pot = betting.current_bet, options.amount_to_call, betting.pot
    answer = allowed.high.value
    short_player = betting.player(short_seat)
    assert short_player is not None
    short_in = short_player.put_in
    mistakes = [
        bet + in_pot,  # the pot, forgetting to count the call in it
        in_pot + to_call,  # the raise's size, not the total it raises to
        bet + in_pot + to_call - short_in,  # leaving the all-in's chips out of the pot
        opening + in_pot + to_call,  # the opening bet, not the all-in's raise, as the bet
        bet + 2 * (in_pot + to_call),
        in_pot + 2 * to_call,
        answer + stake,
    ]
    arranged = arrange(rng, money(answer), (money(amount) for amount in mistakes if amount > bet))
    story = [
        f"{game.name}, {stakes.name}, betting round {round_number} of {rounds}.",
        f"Seats 1 to {players} are in the hand, in turn order; seat {short_seat} has "
        f"{money(short_stack)} in front of it, each other seat {money(deep)}.",
        f"The pot held {money(pot)} from the earlier rounds.",
        *(sentence(record.text) + "." for record in betting.history),
    ]
    prompt = " ".join(story) + f" Seat {seat} wants to raise. What is the most seat {seat} may raise to?"
    stakes_inputs = {"constructor": "pot_limit", "minimum": stake, "round_count": rounds}
    inputs = {
        "stakes": stakes_inputs,
        "stacks": {str(s): chips for s, chips in stacks.items()},
        "round_number": round_number,
    }
    inputs |= {"pot": pot, "actions": actions, "short_seat": short_seat}
    return Draft.of(prompt, arranged, options.raise_because, clause=allowed.high.clause, inputs=inputs)


TOPIC = poker_topic(
    "pot-limit-all-in",
    "Pot limit with an all-in",
    "the most the player to act may raise to in pot limit when a player is all in for less",
    draft,
    # the manila games are played at manila limit (pp-manila2-structure); the others may be pot limit (nzg-13-5c)
    keep=lambda game: game.family is not Family.MANILA,
)
