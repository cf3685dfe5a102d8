"""Manillen Plus: the score of a deal (the game to 101 and boams are :mod:`engine.manillen.game`).

A side with more than 30 of the 60 points scores the difference from 30, times
every doubling (``mp-over-30``, ``int-mp-multipliers``); 30-30 scores nothing and
doubles the next deal (``mp-tie-30``).  With three players the dealer's opponents
measure from the dealer's points (``mp-three-player-score``,
``int-mp-three-player-score``) and everyone keeps a separate score.

>>> from engine.manillen.deal import call_trump
>>> deal_score(call_trump("hearts", player_count=6, dealer=1), dealer_points=41).awards
{(1, 3, 5): 11, (2, 4, 6): 0}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from engine.cards import symbols_text
from engine.checks import MAX_TIES, instance_of, size_step, whole_number
from engine.documents import ids
from engine.errors import RuleViolation, ScoreError
from engine.explain import ClauseId, Step
from engine.manillen.deal import UNDEALT_COUNT, Contract
from engine.manillen.play import PlayState
from engine.manillen.table import POINTS, TOTAL_POINTS, Side, Table, Team, card_points, check_option
from engine.words import excerpt, plural, seats_text, sentence, verb

#: A side needs more than this to score (mp-over-30).
HALF = 30




@dataclass(frozen=True, slots=True, kw_only=True)
class DealScore:
    """The score of one deal: each side's points, who won, the doublings, and what each team scores.

    ``awards`` has every team of the game score, with 0 for those that score nothing;
    ``ties_after`` counts the 30-30 deals in a row including this one (0 if it was won);
    ``decided_by`` is the step of ``because`` that settles who scores: the 30-30 tie
    (``mp-tie-30``), or how the winner's margin is measured (``mp-over-30``, ``mp-three-player-score``).
    """

    table: Table
    dealer: int
    points: Mapping[Side, int]
    winner: Side | None
    base: int
    multiplier: int
    score: int
    awards: Mapping[Team, int]
    ties_before: int
    ties_after: int
    three_player_score: str
    ties: str
    because: tuple[Step, ...]
    decided_by: Step = field(repr=False, compare=False)


def tie_factor(ties_before: int, ties: str = "compound") -> int:
    """What the 30-30 deals just before this one multiply its score by (``int-mp-tie-doubling``).

    >>> tie_factor(0), tie_factor(1), tie_factor(3), tie_factor(3, ties="once")
    (1, 2, 8, 2)
    >>> tie_factor(-1)
    Traceback (most recent call last):
    ...
    engine.errors.ScoreError: the number of 30-30 deals just before, -1, is not a count: give 0, 1, 2, ... (mp-tie-30)
    """

    def refusal() -> ScoreError:
        return ScoreError.citing(
            f"the number of 30-30 deals just before, {excerpt(ties_before)}, is not a count: give 0, 1, 2, ...",
            Step(ids.MP_TIE_30, "After a 30-30 deal the points are doubled for the next deal."),
        )

    ties_before = whole_number(ties_before, "ties_before", low=0, refusal=refusal)
    if ties_before > MAX_TIES:
        raise ScoreError.citing(
            f"ties_before {excerpt(ties_before) if ties_before.bit_length() > 256 else format(ties_before, ',')} is more 30-30 deals in a row than the engine scores: give 0 to {MAX_TIES}",
            Step(ids.MP_TIE_30, "After a 30-30 deal the points are doubled for the next deal."),
            size_step(f"A deal follows at most {MAX_TIES} deals of 30-30 in a row."),
        )
    check_option(ids.INT_MP_TIE_DOUBLING, ties)
    return _tie_factor(ties_before, ties)


def _tie_factor(ties_before: int, ties: str) -> int:
    """:func:`tie_factor` of a count and a reading already checked."""
    if ties == "once":
        return 2 if ties_before else 1
    return int(2**ties_before)


def deal_score(
    contract: Contract,
    dealer_points: int,
    *,
    all_tricks: Side | None = None,
    ties_before: int = 0,
    three_player_score: str = "dealer",
    ties: str = "compound",
) -> DealScore:
    """Score a deal from the dealer's side's points (tricks and undealt cards together).

    :param contract: the trump call and doublings (:func:`~engine.manillen.deal.call_trump`).
    :param dealer_points: the dealer's side's tally, 0 to 60; the opponents have the rest.
    :param all_tricks: the side that took every trick, if one did (``mp-all-tricks``).
    :param ties_before: how many 30-30 deals came just before this one (``mp-tie-30``).
    :param three_player_score: ``"dealer"`` or ``"thirty"`` (``int-mp-three-player-score``).
    :param ties: ``"compound"`` or ``"once"`` (``int-mp-tie-doubling``).

    Three players, no trumps, the opponents win 40 to 20: each scores (40 - 20) x 2.

    >>> from engine.manillen.deal import call_trump
    >>> result = deal_score(call_trump(None, player_count=3, dealer=1), dealer_points=20)
    >>> result.awards
    {(1,): 0, (2,): 40, (3,): 40}
    >>> deal_score(call_trump(None, player_count=3, dealer=1), dealer_points=61)
    Traceback (most recent call last):
    ...
    engine.errors.ScoreError: the dealer's side's points, 61, are not a tally: the deck holds 60 points, so a side has 0 to 60 (mp-points)
    """
    instance_of(contract, "contract", Contract, "a Contract from call_trump(...)")
    table, dealer = contract.table, contract.dealer
    dealer_points = _check_dealer_points(dealer_points)
    check_option(ids.INT_MP_THREE_PLAYER_SCORE, three_player_score)
    factor = tie_factor(ties_before, ties)
    ties_before = int.__index__(ties_before)  # the number tie_factor read, not a subclass's own methods
    _check_all_tricks(all_tricks, dealer_points)
    opponent_points = TOTAL_POINTS - dealer_points
    ours, theirs = table.dealer_side(dealer), table.side_seats(Side.OPPONENTS, dealer)
    tally = Step(
        ids.MP_TALLY,
        f"The dealer's side ({seats_text(ours)}) has {dealer_points} points and the opponents "
        f"({seats_text(theirs)}) {opponent_points}: {dealer_points} + {opponent_points} = {TOTAL_POINTS}.",
    )
    if dealer_points == HALF:
        outcome = _tie(table, ties_before, ties)
    else:
        outcome = _win(
            contract,
            dealer_points,
            all_tricks=all_tricks,
            ties_before=ties_before,
            tie_doubling=factor,
            three_player_score=three_player_score,
        )
    return DealScore(
        table=table,
        dealer=dealer,
        points={Side.DEALER: dealer_points, Side.OPPONENTS: opponent_points},
        winner=outcome.winner,
        base=outcome.base,
        multiplier=outcome.multiplier,
        score=outcome.score,
        awards=outcome.awards,
        ties_before=ties_before,
        ties_after=outcome.ties_after,
        three_player_score=three_player_score,
        ties=ties,
        because=(tally, *outcome.steps),
        decided_by=outcome.steps[0],
    )


def _check_dealer_points(dealer_points: int) -> int:
    def refusal() -> ScoreError:
        return ScoreError.citing(
            f"the dealer's side's points, {excerpt(dealer_points)}, are not a tally: the deck holds {TOTAL_POINTS} points, "
            f"so a side has 0 to {TOTAL_POINTS}",
            Step(ids.MP_POINTS, f"The cards' points add up to {TOTAL_POINTS}: 4 suits of 5 + 4 + 3 + 2 + 1."),
        )

    return whole_number(dealer_points, "dealer_points", low=0, high=TOTAL_POINTS, refusal=refusal)


@dataclass(frozen=True, slots=True, kw_only=True)
class _Outcome:
    """Who a deal's points make the winner, what they score, and why; ``steps[0]`` decides it."""

    winner: Side | None
    base: int
    multiplier: int
    score: int
    awards: Mapping[Team, int]
    ties_after: int
    steps: tuple[Step, ...]


def _tie(table: Table, ties_before: int, ties: str) -> _Outcome:
    """A 30-30 deal: nobody scores and the next deal counts double (``mp-tie-30``, ``int-mp-tie-doubling``)."""
    steps = [Step(ids.MP_TIE_30, "Both sides have 30: no points this deal, and the next deal's score is doubled.")]
    after = ties_before + 1
    if after > 1:
        steps.append(
            Step(
                ids.INT_MP_TIE_DOUBLING,
                f"That makes {after} deals of 30-30 in a row: the next deal counts \u00d7 {_tie_factor(after, ties)}"
                f" (ties={excerpt(ties)}).",
            )
        )
    empty = {team: 0 for team in table.teams}
    return _Outcome(winner=None, base=0, multiplier=1, score=0, awards=empty, ties_after=after, steps=tuple(steps))


def _win(
    contract: Contract,
    dealer_points: int,
    *,
    all_tricks: Side | None,
    ties_before: int,
    tie_doubling: int,
    three_player_score: str,
) -> _Outcome:
    """A deal won by more than 30: the margin, every doubling, and which teams score it (``mp-over-30``)."""
    table, dealer = contract.table, contract.dealer
    winner = Side.DEALER if dealer_points > HALF else Side.OPPONENTS
    opponent_points = TOTAL_POINTS - dealer_points
    base, steps = _base(table, winner, dealer_points, opponent_points, three_player_score)
    factors = _doublings(contract, all_tricks=all_tricks, ties_before=ties_before, tie_doubling=tie_doubling)
    score = base
    for clause, times, what in factors:
        steps.append(Step(clause, f"{sentence(what)}: {score} \u00d7 {times} = {score * times}."))
        score *= times
    multiplier = score // base  # base is at least 1: the winner has more than 30
    steps.append(
        Step(
            ids.INT_MP_MULTIPLIERS,
            f"{base} \u00d7 {multiplier} = {score}: every doubling multiplies the deal's score."
            if factors
            else f"No doublings: the deal scores {score}.",
        )
    )
    scorers = [table.team_of(seat) for seat in table.side_seats(winner, dealer)]
    awards = {team: (score if team in scorers else 0) for team in table.teams}
    if table is Table.THREE and winner is Side.OPPONENTS:
        theirs = table.side_seats(Side.OPPONENTS, dealer)
        steps.append(
            Step(ids.MP_SEPARATE_SCORES, f"{sentence(seats_text(theirs))} each add {score} to their own game score.")
        )
    else:  # one team scores: a team of three, or the dealer alone
        team = scorers[0]
        steps.append(Step(ids.MP_OVER_30, f"{sentence(seats_text(team))} {verb(len(team), 'adds', 'add')} {score}."))
    steps.append(Step(ids.MP_OVER_30, f"Nothing for {winner.other.value}."))
    return _Outcome(
        winner=winner, base=base, multiplier=multiplier, score=score, awards=awards, ties_after=0, steps=tuple(steps)
    )


def _doublings(
    contract: Contract, *, all_tricks: Side | None, ties_before: int, tie_doubling: int
) -> list[tuple[ClauseId, int, str]]:
    """Every factor the winner's score is multiplied by: the contract's, the ties before, all the tricks."""
    factors: list[tuple[ClauseId, int, str]] = [*contract.factors]
    if tie_doubling > 1:
        clause = ids.MP_TIE_30 if ties_before == 1 else ids.INT_MP_TIE_DOUBLING
        factors.append((clause, tie_doubling, f"{plural(ties_before, 'deal')} of 30-30 just before"))
    if all_tricks is not None:
        factors.append((ids.MP_ALL_TRICKS, 2, f"{all_tricks.value} took every trick"))
    return factors


def _check_all_tricks(all_tricks: Side | None, dealer_points: int) -> None:
    if all_tricks is not None and not isinstance(all_tricks, Side):
        raise ScoreError.citing(
            f"{excerpt(all_tricks)} is not a side that took every trick: give the dealer's side (Side.DEALER), "
            "the dealer's opponents (Side.OPPONENTS), or nothing (None) if neither side took them all",
            Step(ids.MP_ALL_TRICKS, "If a team takes all the tricks its score is doubled."),
        )
    if all_tricks is Side.DEALER and dealer_points != TOTAL_POINTS:
        raise ScoreError.citing(
            f"the dealer's side cannot take every trick with only {dealer_points} points: every card would be "
            f"theirs, {TOTAL_POINTS} points",
            Step(ids.MP_ALL_TRICKS, "A side that takes all the tricks has every card's points."),
        )
    undealt_most = UNDEALT_COUNT * max(POINTS.values())
    if all_tricks is Side.OPPONENTS and dealer_points > undealt_most:
        raise ScoreError.citing(
            f"the opponents cannot take every trick while the dealer's side has {dealer_points} points: the dealer's "
            f"side would have only the 2 undealt cards, at most {undealt_most}",
            Step(ids.MP_ALL_TRICKS, "A side that takes all the tricks has every dealt card's points."),
            Step(ids.MP_UNDEALT_SCORE, "The 2 undealt cards count towards the dealer's score."),
        )


def _base(
    table: Table, winner: Side, dealer_points: int, opponent_points: int, three_player_score: str
) -> tuple[int, list[Step]]:
    """The winner's score before any doubling, and why."""
    if winner is Side.DEALER:
        base = dealer_points - HALF
        return base, [Step(ids.MP_OVER_30, f"The dealer's side has more than 30: {dealer_points} \u2212 30 = {base}.")]
    if table is Table.THREE and three_player_score == "dealer":
        base = opponent_points - dealer_points
        return base, [
            Step(
                ids.MP_THREE_PLAYER_SCORE,
                f"The dealer's opponents win: each scores the difference between their {opponent_points} and the "
                f"dealer's {dealer_points}: {opponent_points} \u2212 {dealer_points} = {base}.",
            ),
            Step(ids.INT_MP_THREE_PLAYER_SCORE, "With three players the opponents measure from the dealer's points."),
        ]
    base = opponent_points - HALF
    steps = [Step(ids.MP_OVER_30, f"The dealer's opponents have more than 30: {opponent_points} \u2212 30 = {base}.")]
    if table is Table.THREE:
        steps.append(
            Step(
                ids.INT_MP_THREE_PLAYER_SCORE,
                "This table measures the 3-player opponents' score from 30 (three_player_score='thirty').",
            )
        )
    return base, steps


def score_deal(
    state: PlayState,
    *,
    ties_before: int = 0,
    three_player_score: str = "dealer",
    ties: str = "compound",
) -> DealScore:
    """Score a finished deal: tally each side's won cards, add the undealt cards to the dealer's (``mp-scoring``).

    >>> from engine.manillen.play import random_deal
    >>> import random
    >>> result = score_deal(random_deal(random.Random(4), player_count=6, dealer=2))
    >>> sum(result.points.values())
    60
    >>> from engine.manillen.deal import call_trump, deal
    >>> from engine.manillen.play import start_play
    >>> score_deal(start_play(deal(3, 1, random.Random(4)), call_trump("c", player_count=3, dealer=1)))
    Traceback (most recent call last):
    ...
    engine.errors.RuleViolation: the deal cannot be scored yet: 10 of its 10 tricks are still to play (mp-scoring)
    """
    instance_of(state, "state", PlayState, "a PlayState from start_play(...)")
    table = state.table
    if not state.is_over:
        left = table.trick_count - len(state.tricks)
        raise RuleViolation.citing(
            f"the deal cannot be scored yet: {left} of its {table.trick_count} tricks are still to play",
            Step(ids.MP_SCORING, "The points are scored once all tricks have been played and won."),
        )
    steps = [Step(ids.MP_SCORING, "All the tricks have been played and won, so the points are scored.")]
    tally: dict[Side, int] = {}
    all_tricks = None
    for side in Side:
        won = state.tricks_won(side)
        cards = state.won_cards(side)
        tally[side] = sum(card_points(card) for card in cards)
        if len(won) == table.trick_count:
            all_tricks = side
        seats = seats_text(table.side_seats(side, state.dealer))
        if won:
            sums = " + ".join(str(card_points(card)) for card in cards if card_points(card)) or "0"
            text = f"{sentence(side.value)} ({seats}) won {plural(len(won), 'trick')} worth {sums} = {tally[side]} points."
        else:
            text = f"{sentence(side.value)} ({seats}) won no trick: 0 points."
        steps.append(Step(ids.MP_TALLY, text))
    undealt = sum(card_points(card) for card in state.deal.undealt)
    shown = symbols_text(state.deal.undealt)
    dealer_points = tally[Side.DEALER] + undealt
    steps.append(
        Step(
            ids.MP_UNDEALT_SCORE,
            f"The undealt {shown} count {undealt} for the dealer's side: {tally[Side.DEALER]} + {undealt} = "
            f"{dealer_points}.",
        )
    )
    if table is Table.SIX:
        team = seats_text(table.dealer_side(state.dealer))
        steps.append(Step(ids.INT_MP_UNDEALT, f"With six players the dealer's score is the team's ({team})."))
    if all_tricks is not None:
        steps.append(
            Step(
                ids.INT_MP_ALL_TRICKS,
                f"{sentence(all_tricks.value)} won all {table.trick_count} tricks (the undealt cards are not a trick).",
            )
        )
    result = deal_score(
        state.contract,
        dealer_points,
        all_tricks=all_tricks,
        ties_before=ties_before,
        three_player_score=three_player_score,
        ties=ties,
    )
    return replace(result, because=(*steps, *result.because))
