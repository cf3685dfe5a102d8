"""Topic: side pots -- who wins which pot, and how much each player receives.

The answer is :func:`~engine.poker.showdown.showdown` with what each seat put in
(``contributions``): a player all in for less can win only the main pot and the side pots it put
enough into (``int-side-pots``), each pot awarded on its own.  The mistakes give the whole pot to
the best hand, or to the best hand of the players who covered the all-in, or hand the all-in
player its own stake from each player still in and forget the chips of the players who folded.

>>> from engine.teaching.quiz import mark, question_for
>>> question = question_for("side-pots", "texas-holdem", 1)
>>> "all in" in question.prompt, mark(question, question.answer_index).value
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping

from engine.poker.game import Game
from engine.poker.showdown import showdown
from engine.teaching.quiz.all_in_table import all_in_table
from engine.teaching.quiz.drafts import Draft, Retry, arrange, poker_topic


def awards_text(awards: Mapping[int, int], money: Callable[[int], str]) -> str:
    """``'Seat 1 receives 30 chips; seat 3 receives 40 chips'``: every seat that receives chips, in seat order."""
    parts = [f"seat {seat} receives {money(amount)}" for seat, amount in sorted(awards.items()) if amount]
    text = "; ".join(parts)
    return text[0].upper() + text[1:]


def draft(rng: random.Random, game: Game) -> Draft:
    """A question on the pots of a showdown of ``game`` where a player is all in for less."""
    table = all_in_table(rng, game, uncalled=False)
    result = table.result
    if len(result.pots) < 2 or not set(result.pots[0].high_winners) & set(table.short):
        raise Retry  # a question where the all-in player wins the main pot and someone else a side pot
    money = result.money
    seats = list(table.contributions)
    live = [seat for seat in seats if seat not in table.folded]
    total = sum(table.contributions.values())
    button = result.button
    whole = showdown(game, table.holes, table.board, pot=total, button=button, seats=seats)
    wrong = [dict(whole.awards)]  # no side pots: the best hand takes everything
    covered = {seat: cards for seat, cards in table.holes.items() if seat not in table.short}
    if len(covered) >= 2:
        side = showdown(game, covered, table.board, pot=total, button=button, seats=seats)
        wrong.append(dict(side.awards))  # the best of the players who covered the all-in takes everything
    live_only = {seat: table.contributions[seat] for seat in live}
    forgetful = showdown(game, table.holes, table.board, contributions=live_only, button=button, seats=seats)
    wrong.append(dict(forgetful.awards))  # the folded players' chips left out
    answer = awards_text(result.awards, money)
    mistakes = [awards_text(awards, money) for awards in wrong if any(awards.values())]
    wins = {seat: amount for seat, amount in result.awards.items() if amount}
    if len(wins) >= 2:  # the pots the right way round, but swapped between the two winners
        first, second = sorted(wins)[:2]
        mistakes.append(awards_text({**wins, first: wins[second], second: wins[first]}, money))
    question = "How much does each player receive from the pots?"
    return table.draft(question, arrange(rng, answer, mistakes), result.because)


TOPIC = poker_topic(
    "side-pots",
    "Side pots",
    "who wins the main pot and each side pot when a player is all in for less, and how much",
    draft,
)
