"""Topic: the uncalled bet -- what goes back, and to whom, before the showdown.

The answer is the :func:`~engine.poker.showdown.showdown`'s ``uncalled`` bet, with what each seat put
in (``contributions``): what the player who put in the most put in above the most any other player
put in, folded players included, goes back to them; it is never a pot (``int-side-pots``).  The
mistakes make it a side pot the bettor wins, measure it from the all-in player's stake, or leave out
what a folded player put in.

>>> from engine.teaching.quiz import mark, question_for
>>> question = question_for("uncalled-bet", "texas-holdem", 1)
>>> "takes back" in question.answer, mark(question, question.answer_index).value
(True, True)
"""

from __future__ import annotations

import random

from engine.documents import ids
from engine.explain import Step
from engine.poker.betting.pots import pot_steps, uncalled_step
from engine.poker.game import Game
from engine.teaching.quiz.all_in_table import all_in_table
from engine.teaching.quiz.drafts import Draft, Retry, arrange, poker_topic


def draft(rng: random.Random, game: Game) -> Draft:
    """A question on the uncalled bet of a showdown of ``game`` where a player bet more than anyone matched."""
    table = all_in_table(rng, game, uncalled=True)
    result = table.result
    uncalled = result.uncalled
    if uncalled is None:
        raise Retry
    money = result.money
    chips = table.contributions
    seat, amount = uncalled.seat, uncalled.amount  # the engine's: what goes back, and to whom
    top = chips[seat]
    most = top - amount  # the most any other player put in: what was matched
    others = {other: put for other, put in chips.items() if other != seat}
    matched_by = min(other for other, put in others.items() if put == most)
    live_others = [put for other, put in others.items() if other not in table.folded]
    mistakes = [
        f"Nothing goes back: the {money(amount)} are a side pot, which seat {seat} wins",
        f"Seat {seat} takes back {money(top - min(chips[short] for short in table.short))}",  # above the all-in
        f"Seat {seat} takes back {money(top - max(live_others))}",  # the folded player's chips left out
        f"Seat {seat} takes back {money(top)}",
        f"Seat {matched_by} takes back {money(amount)}",
    ]
    answer = f"Seat {seat} takes back {money(amount)}"
    question = "Before the cards are compared, do any chips go back to a player? If so, how many, and to whom?"
    steps = (
        Step(
            ids.INT_SIDE_POTS,
            f"Seat {seat} put in {money(top)}; the most any other player put in is {money(most)} (seat "
            f"{matched_by}), so {money(top)} \u2212 {money(most)} = {money(amount)} was matched by no one.",
        ),
        uncalled_step(uncalled, money),
        *pot_steps([award.pot for award in result.pots], money),
    )
    return table.draft(question, arrange(rng, answer, (text for text in mistakes if text != answer)), steps)


TOPIC = poker_topic(
    "uncalled-bet",
    "The uncalled bet",
    "how much of a bet no one matched goes back, and to whom, before the showdown",
    draft,
)
