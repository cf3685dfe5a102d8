"""The bets of a structure round by round, and the sentences that say what a player may do in each.

:func:`round_bet` is a round's bet (a limit game's fixed bet, the least first bet of the others),
:func:`betting_structure` every round's, and :func:`round_actions` the sentences a round's
actions cite.  The raise calculator (:mod:`engine.poker.betting.options`) and the betting round
(:mod:`engine.poker.betting.round`) build on them.

>>> from engine.poker.betting.structures import manila_limit
>>> round_bet(manila_limit(stake=2), 5).value
8
>>> round_actions(manila_limit(stake=2), 5).check_clause
'pp-manila2-same-to-five'
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.documents import ids
from engine.explain import ClauseId, Decision, Step
from engine.poker.betting.stakes import DOCUMENTED_MANILA_STAKES, Stakes, Structure, amounts_text, check_stakes


def _list_money(stakes: Stakes, amounts: tuple[int, ...]) -> str:
    return amounts_text(amounts, stakes.currency)


@dataclass(frozen=True, slots=True)
class RoundActions:
    """The sentences that say what a player may do in one betting round.

    ``clause`` lists the actions (call or check, bet or raise, fold): on Manila's fifth card it is
    the sentence that sets that round's bet ("The bet on the fifth card is now $8"), not the one
    that quotes the $4 of the earlier rounds, and ``sets_bet`` says so.  ``check_clause`` is the one
    a check or a fold cites: the same, except on Manila's fifth card, where "the same thing up to 5
    cards" carries check, bet or fold to it.
    """

    clause: ClauseId
    check_clause: ClauseId
    sets_bet: bool = False


def round_actions(stakes: Stakes, round_number: int) -> RoundActions:
    """The sentences that list what a player may do in this round (call or check, bet or raise, fold),
    for stakes and a round already checked (:func:`round_bet` checks them).

    >>> from engine.poker.betting.structures import manila_limit
    >>> [round_actions(manila_limit(stake=2), number).clause for number in (1, 2, 5)]
    ['pp-manila2-blind-options', 'pp-manila2-later-actions', 'pp-manila2-fifth-card-bet']
    """
    if stakes.is_manila:
        if round_number == 1 and stakes.blinds:
            return _same(ids.PP_MANILA2_BLIND_OPTIONS)
        if round_number == stakes.round_count:
            return RoundActions(ids.PP_MANILA2_FIFTH_CARD_BET, ids.PP_MANILA2_SAME_TO_FIVE, sets_bet=True)
        return _same(ids.PP_MANILA2_LATER_ACTIONS)
    if stakes.structure is Structure.FIXED_LIMIT:
        if round_number > 1 and stakes.clauses.later_actions:
            return _same(stakes.clauses.later_actions)
        return _same(stakes.clauses.actions)
    return _same(ids.INT_BETTING_ROUND)


def _same(clause: ClauseId) -> RoundActions:
    """A round whose every action cites one sentence."""
    return RoundActions(clause, clause)


def round_bet(stakes: Stakes, round_number: int) -> Decision[int]:
    """The bet of a limit round, or the least a first bet may be in the other structures.

    >>> from engine.poker.betting.structures import manila_limit
    >>> round_bet(manila_limit(stake=2), 5).value
    8
    >>> round_bet(manila_limit(stake=2), 6)
    Traceback (most recent call last):
    ...
    engine.errors.BettingError: round 6 is not a betting round of $2 manila: it has rounds 1 to 5 (pp-manila2-structure)
    >>> from engine.poker.betting.structures import fixed_limit
    >>> round_bet(fixed_limit(small_bet=2, big_bet=4), 5)
    Traceback (most recent call last):
    ...
    engine.errors.BettingError: round 5 is not a betting round of 2/4 fixed limit: it has rounds 1 to 4 (int-limit-schedule)
    """
    stakes = check_stakes(stakes)
    return scheduled_bet(stakes, stakes.check_round(round_number))


def scheduled_bet(stakes: Stakes, round_number: int) -> Decision[int]:
    """:func:`round_bet` for stakes and a round already checked (the raise calculator's, the deal's)."""
    bet = stakes.bets[round_number - 1]
    money = stakes.money
    steps: list[Step] = []
    if stakes.is_manila:
        which = f"round {round_number} bets {money(bet)}"
        if round_number == 1:
            which += ", the blind"
        steps.append(
            Step(
                stakes.structure_clause,
                f"A {stakes.name} game bets {_list_money(stakes, stakes.bets)}: {which}.{_scaled(stakes)}",
            )
        )
        if round_number == stakes.round_count:
            steps.append(
                Step(
                    ids.PP_MANILA2_FIFTH_CARD_BET,
                    f"The bet on the fifth card is four times the {money(stakes.bets[0])} stake: {money(bet)}.",
                )
            )
    elif stakes.structure is Structure.FIXED_LIMIT:
        size = "small" if bet == stakes.bets[0] else "big"
        steps.append(
            Step(
                ids.INT_LIMIT_SCHEDULE,
                f"A {stakes.name} game bets {_list_money(stakes, stakes.bets)} round by round: round "
                f"{round_number} is played at the {size} bet, {money(bet)}.",
            )
        )
    elif stakes.structure is Structure.SPREAD_LIMIT:
        steps.append(
            Step(
                ids.NZG_13_5D,
                f"In a {stakes.name} game each bet or raise adds from the betting minimum, {money(bet)}, up to the "
                f"betting maximum, {money(stakes.maximum)}.",
            )
        )
    else:
        steps.append(Step(ids.NZG_13_5A, f"The table's minimum bet is {money(bet)}."))
    return Decision(bet, because=tuple(steps), wording=money(bet))


def betting_structure(stakes: Stakes) -> Decision[tuple[int, ...]]:
    """Every round's bet (limit games) or minimum bet (the others), in order.

    >>> from engine.poker.betting.structures import manila_limit
    >>> betting_structure(manila_limit(stake=5)).value
    (5, 10, 10, 10, 20)
    >>> betting_structure("$2 manila")
    Traceback (most recent call last):
    ...
    engine.errors.BettingError: '$2 manila' is not a betting structure: build one with manila_limit, fixed_limit, spread_limit, pot_limit, half_pot or no_limit (int-betting-round)
    """
    stakes = check_stakes(stakes)
    if stakes.is_manila:
        stake = stakes.bets[0]
        steps = (
            Step(
                stakes.structure_clause,
                f"A {stakes.name} game bets {_list_money(stakes, stakes.bets)}: the stake, {stakes.money(stake)}, "
                f"in the first round, twice the stake for the second, third and fourth cards and four times "
                f"it on the fifth.{_scaled(stakes)}",
            ),
            Step(ids.PP_MANILA2_SAME_TO_FIVE, "There is one betting round for each of the five community cards."),
        )
        return Decision(stakes.bets, because=steps, wording=stakes.bets_text())
    return Decision(stakes.bets, because=scheduled_bet(stakes, 1).because, wording=stakes.bets_text())


def _scaled(stakes: Stakes) -> str:
    """What a manila game at a stake the rules do not give rests on (``int-stake-size``), or nothing."""
    if stakes.bets[0] in DOCUMENTED_MANILA_STAKES:
        return ""
    money = stakes.money
    return (
        f" The rules give the {money(2)} and {money(5)} games; a {money(stakes.bets[0])} game bets the same "
        "multiples of its stake."
    )
