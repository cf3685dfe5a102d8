"""Manillen Plus: the score of a deal, the game to 101, and tournaments of boams.

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

import random
import reprlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from engine.cards import symbols_text
from engine.checks import MAX_TIES, check_rng, instance_of, iterable, size_step, whole_number
from engine.documents import ids
from engine.errors import RuleViolation, ScoreError
from engine.explain import ClauseId, Decision, Step
from engine.manillen.deal import UNDEALT_COUNT, Contract
from engine.manillen.table import POINTS, TOTAL_POINTS, Side, Table, Team, card_points, check_option
from engine.manillen.tricks import PlayState, random_deal
from engine.words import and_list, plural, seats_text, sentence, verb

#: The score that ends the game (mp-game-end).
TARGET = 101

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
            f"the number of 30-30 deals just before, {ties_before!r}, is not a count: give 0, 1, 2, ...",
            Step(ids.MP_TIE_30, "After a 30-30 deal the points are doubled for the next deal."),
        )

    whole_number(ties_before, "ties_before", low=0, refusal=refusal)
    if ties_before > MAX_TIES:
        raise ScoreError.citing(
            f"ties_before {ties_before:,} is more 30-30 deals in a row than the engine scores: give 0 to {MAX_TIES}",
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

    def refusal() -> ScoreError:
        return ScoreError.citing(
            f"the dealer's side's points, {dealer_points!r}, are not a tally: the deck holds {TOTAL_POINTS} points, "
            f"so a side has 0 to {TOTAL_POINTS}",
            Step(ids.MP_POINTS, f"The cards' points add up to {TOTAL_POINTS}: 4 suits of 5 + 4 + 3 + 2 + 1."),
        )

    whole_number(dealer_points, "dealer_points", low=0, high=TOTAL_POINTS, refusal=refusal)
    check_option(ids.INT_MP_THREE_PLAYER_SCORE, three_player_score)
    factor = tie_factor(ties_before, ties)
    _check_all_tricks(all_tricks, dealer_points)
    opponent_points = TOTAL_POINTS - dealer_points
    points = {Side.DEALER: dealer_points, Side.OPPONENTS: opponent_points}
    ours, theirs = table.dealer_side(dealer), table.side_seats(Side.OPPONENTS, dealer)
    steps = [
        Step(
            ids.MP_TALLY,
            f"The dealer's side ({seats_text(ours)}) has {dealer_points} points and the opponents "
            f"({seats_text(theirs)}) {opponent_points}: {dealer_points} + {opponent_points} = {TOTAL_POINTS}.",
        )
    ]
    empty = {team: 0 for team in table.teams}
    if dealer_points == HALF:
        tie = Step(ids.MP_TIE_30, "Both sides have 30: no points this deal, and the next deal's score is doubled.")
        steps.append(tie)
        after = ties_before + 1
        if after > 1:
            steps.append(
                Step(
                    ids.INT_MP_TIE_DOUBLING,
                    f"That makes {after} deals of 30-30 in a row: the next deal counts \u00d7 {_tie_factor(after, ties)}"
                    f" (ties={ties!r}).",
                )
            )
        return DealScore(
            table=table,
            dealer=dealer,
            points=points,
            winner=None,
            base=0,
            multiplier=1,
            score=0,
            awards=empty,
            ties_before=ties_before,
            ties_after=after,
            three_player_score=three_player_score,
            ties=ties,
            because=tuple(steps),
            decided_by=tie,
        )
    winner = Side.DEALER if dealer_points > HALF else Side.OPPONENTS
    base, base_steps = _base(table, winner, dealer_points, opponent_points, three_player_score)
    steps += base_steps
    factors: list[tuple[ClauseId, int, str]] = [*contract.factors]
    if factor > 1:
        clause = ids.MP_TIE_30 if ties_before == 1 else ids.INT_MP_TIE_DOUBLING
        factors.append((clause, factor, f"{plural(ties_before, 'deal')} of 30-30 just before"))
    if all_tricks is not None:
        factors.append((ids.MP_ALL_TRICKS, 2, f"{all_tricks.value} took every trick"))
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
        steps.append(
            Step(ids.MP_SEPARATE_SCORES, f"{sentence(seats_text(theirs))} each add {score} to their own game score.")
        )
    else:  # one team scores: a team of three, or the dealer alone
        team = scorers[0]
        steps.append(Step(ids.MP_OVER_30, f"{sentence(seats_text(team))} {verb(len(team), 'adds', 'add')} {score}."))
    steps.append(Step(ids.MP_OVER_30, f"Nothing for {winner.other.value}."))
    return DealScore(
        table=table,
        dealer=dealer,
        points=points,
        winner=winner,
        base=base,
        multiplier=multiplier,
        score=score,
        awards=awards,
        ties_before=ties_before,
        ties_after=0,
        three_player_score=three_player_score,
        ties=ties,
        because=tuple(steps),
        decided_by=base_steps[0],
    )


def _check_all_tricks(all_tricks: Side | None, dealer_points: int) -> None:
    if all_tricks is not None and not isinstance(all_tricks, Side):
        raise ScoreError.citing(
            f"{reprlib.repr(all_tricks)} is not a side that took every trick: give the dealer's side (Side.DEALER), "
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

    >>> from engine.manillen.tricks import random_deal
    >>> import random
    >>> result = score_deal(random_deal(random.Random(4), player_count=6, dealer=2))
    >>> sum(result.points.values())
    60
    >>> from engine.manillen.deal import call_trump, deal
    >>> from engine.manillen.tricks import start_play
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


@dataclass(frozen=True, slots=True, kw_only=True)
class GameScore:
    """A game to 101 in progress: the game scores, who deals next, any pending 30-30 doubling.

    Teams are tuples of seats: ``(1, 3, 5)`` and ``(2, 4, 6)`` with six players, ``(1,)``,
    ``(2,)``, ``(3,)`` with three (``mp-separate-scores``).  ``winners`` is empty until
    the game ends (``mp-game-end``).
    """

    table: Table
    dealer: int
    scores: Mapping[Team, int]
    ties_before: int
    deals: tuple[DealScore, ...]
    winners: tuple[Team, ...]
    three_player_score: str
    ties: str
    game_end: str
    because: tuple[Step, ...]

    @property
    def is_over(self) -> bool:
        return bool(self.winners)


    def score(self, state: PlayState) -> DealScore:
        """Score a finished deal of this game, with the game's pending doubling and options."""
        return score_deal(
            state, ties_before=self.ties_before, three_player_score=self.three_player_score, ties=self.ties
        )

    def play(self, state: PlayState) -> GameScore:
        """Score a finished deal and record it."""
        return self.record(self.score(state))

    def record(self, result: DealScore) -> GameScore:
        """The game after one more deal: scores added, the deal passed to the left, and the end checked.

        >>> from engine.manillen.deal import call_trump
        >>> game = new_game(6, first_dealer=1)
        >>> game = game.record(deal_score(call_trump("s", player_count=6, dealer=1), dealer_points=45))
        >>> game.scores[(1, 3, 5)], game.dealer
        (15, 2)
        >>> game.record(deal_score(call_trump("s", player_count=6, dealer=1), dealer_points=45))
        Traceback (most recent call last):
        ...
        engine.errors.RuleViolation: the deal was dealt by seat 1, but it is seat 2's deal: the deal passes to the left (mp-dealer)
        """
        if self.is_over:
            names = and_list(seats_text(team) for team in self.winners)
            raise RuleViolation.citing(
                f"the game is over: {names} reached {TARGET}; start a new game",
                Step(ids.MP_GAME_END, f"The game ends when a team or player reaches {TARGET} points."),
            )
        if result.table is not self.table:
            raise RuleViolation.citing(
                f"a deal for {int(result.table)} players cannot count in a game of {int(self.table)}",
                Step(ids.MP_PLAYERS, f"A game is played by the same {int(self.table)} players throughout."),
            )
        if result.dealer != self.dealer:
            raise RuleViolation.citing(
                f"the deal was dealt by seat {result.dealer}, but it is seat {self.dealer}'s deal: the deal passes "
                "to the left",
                Step(ids.MP_DEALER, "The deal passes to the left for each new deal."),
            )
        if result.ties_before != self.ties_before:
            raise RuleViolation.citing(
                f"the deal was scored with {result.ties_before} 30-30 deals before it, but this game has "
                f"{self.ties_before} pending",
                Step(ids.MP_TIE_30, "A 30-30 deal doubles the points of the next deal."),
            )
        if (result.three_player_score, result.ties) != (self.three_player_score, self.ties):
            raise RuleViolation.citing(
                f"the deal was scored with the readings {result.three_player_score!r} for the 3-player opponents' "
                f"score and {result.ties!r} for 30-30 deals in a row, but this game plays "
                f"{self.three_player_score!r} and {self.ties!r}",
                Step(ids.INT_MP_THREE_PLAYER_SCORE, "A game scores every deal the same way."),
                Step(ids.INT_MP_TIE_DOUBLING, "A game doubles after 30-30 deals the same way every deal."),
            )
        number = len(self.deals) + 1
        scores = {team: self.scores[team] + result.awards[team] for team in self.table.teams}
        steps = [*self.because]
        for team in self.table.teams:
            if result.awards[team]:
                steps.append(
                    Step(
                        ids.MP_SCORING,
                        f"Deal {number}: {seats_text(team)} {verb(len(team), 'scores', 'score')} {result.awards[team]}, "
                        f"{self.scores[team]} + {result.awards[team]} = {scores[team]}.",
                    )
                )
        if result.winner is None:
            steps.append(Step(ids.MP_TIE_30, f"Deal {number} is 30-30: no one scores, and the next deal is doubled."))
        winners = _winners(scores, self.game_end, steps)
        dealer = self.dealer
        if not winners:
            dealer = self.table.left_of(self.dealer)
            steps.append(Step(ids.MP_DEALER, f"The deal passes to the left: seat {dealer} deals next."))
        return replace(
            self,
            dealer=dealer,
            scores=scores,
            ties_before=result.ties_after,
            deals=(*self.deals, result),
            winners=winners,
            because=tuple(steps),
        )


def _winners(scores: Mapping[Team, int], game_end: str, steps: list[Step]) -> tuple[Team, ...]:
    reached = [team for team, score in scores.items() if score >= TARGET]
    if not reached:
        return ()
    for team in reached:
        steps.append(
            Step(
                ids.MP_GAME_END,
                f"{sentence(seats_text(team))} {verb(len(team), 'reaches', 'reach')} {scores[team]}, at least {TARGET}: the game ends.",
            )
        )
    if len(reached) > 1 and game_end == "highest":
        top = max(scores[team] for team in reached)
        reached = [team for team in reached if scores[team] == top]
        steps.append(Step(ids.INT_MP_GAME_END, f"Of those, the higher total wins ({top}; game_end='highest')."))
    elif len(reached) > 1:
        steps.append(Step(ids.INT_MP_GAME_END, "They reached it on the same deal, as partners: they win together."))
    names = and_list(seats_text(team) for team in reached)
    players = sum(len(team) for team in reached)
    steps.append(Step(ids.MP_WINNERS, f"{sentence(names)} {verb(players, 'wins', 'win')} the game."))
    return tuple(reached)


def new_game(
    player_count: int,
    first_dealer: int,
    *,
    three_player_score: str = "dealer",
    ties: str = "compound",
    game_end: str = "shared",
) -> GameScore:
    """A game to 101 before its first deal; the first dealer is chosen at random by the players (``mp-dealer``).

    >>> new_game(3, first_dealer=2).scores
    {(1,): 0, (2,): 0, (3,): 0}
    >>> new_game(3, first_dealer=4)
    Traceback (most recent call last):
    ...
    engine.errors.PlayerCountError: seat 4 is not at a table of 3: seats are numbered 1 to 3 clockwise (int-mp-seats)
    """
    table = Table(player_count)
    table.check_seat(first_dealer)
    check_option(ids.INT_MP_THREE_PLAYER_SCORE, three_player_score)
    check_option(ids.INT_MP_TIE_DOUBLING, ties)
    check_option(ids.INT_MP_GAME_END, game_end)
    clause = ids.MP_SEPARATE_SCORES if table is Table.THREE else ids.MP_SEATING_6
    keepers = "each player keeps a separate score" if table is Table.THREE else "each team of three keeps a score"
    return GameScore(
        table=table,
        dealer=first_dealer,
        scores={team: 0 for team in table.teams},
        ties_before=0,
        deals=(),
        winners=(),
        three_player_score=three_player_score,
        ties=ties,
        game_end=game_end,
        because=(
            Step(ids.MP_OBJECT, f"The game is played to {TARGET} points."),
            Step(clause, f"{int(table)} players: {keepers}."),
            Step(ids.MP_DEALER, f"Seat {first_dealer} deals first."),
        ),
    )


def play_random_game(
    rng: random.Random,
    *,
    player_count: int = 3,
    undertrump: str = "never",
    blind_no_trumps: str = "forbidden",
    three_player_score: str = "dealer",
    ties: str = "compound",
    game_end: str = "shared",
) -> GameScore:
    """A whole game to 101 with random deals and random legal cards, reproducible from ``rng``.

    >>> game = play_random_game(random.Random(8), player_count=6)
    >>> game.is_over, max(game.scores.values()) >= 101
    (True, True)
    >>> play_random_game(random.Random(8), player_count=4)
    Traceback (most recent call last):
    ...
    engine.errors.PlayerCountError: 4 players cannot play Manillen Plus: it is for 3 or 6 players (mp-players)
    """
    check_rng(rng)
    table = Table(player_count)
    game = new_game(
        player_count,
        rng.choice(table.seats),
        three_player_score=three_player_score,
        ties=ties,
        game_end=game_end,
    )
    while not game.is_over:
        state = random_deal(
            rng,
            player_count=player_count,
            dealer=game.dealer,
            undertrump=undertrump,
            blind_no_trumps=blind_no_trumps,
        )
        game = game.play(state)
    return game


def tournament(games: Sequence[GameScore], *, best_of: int = 3) -> Decision[tuple[Team, ...]]:
    """Who has won a tournament of boams so far: more than half of ``best_of`` games (``mp-tournament``).

    The value is the winning team or teams, or ``()`` while no one has enough boams.

    >>> first = play_random_game(random.Random(1), player_count=6)
    >>> tournament([first, first]).value == first.winners
    True
    >>> tournament([first], best_of=2)
    Traceback (most recent call last):
    ...
    engine.errors.ScoreError: best of 2 games cannot decide a tournament: give an odd number of games, such as 3 (mp-tournament)
    """

    def refusal() -> ScoreError:
        return ScoreError.citing(
            f"best of {best_of!r} games cannot decide a tournament: give an odd number of games, such as 3",
            Step(ids.MP_TOURNAMENT, "Tournaments are best of 3 usually: an odd number of games, so one team wins."),
        )

    if whole_number(best_of, "best_of", low=1, refusal=refusal) % 2 == 0:
        raise refusal()
    iterable(games, "games", "finished games (GameScore)")
    games = list(games)
    for game in games:
        instance_of(game, "each of games", GameScore, "a GameScore from new_game(...) or play_random_game(...)")
    needed = best_of // 2 + 1
    boams: dict[Team, int] = {}
    steps = [Step(ids.INT_MP_TOURNAMENT, f"Best of {best_of}: the first to {needed} boams wins.")]
    winners: tuple[Team, ...] = ()
    for number, game in enumerate(games, start=1):
        if not game.is_over:
            raise ScoreError.citing(
                f"game {number} is not over: a boam is a game of {TARGET} won",
                Step(ids.MP_BOAM, f"Each game of {TARGET} won is called a boam."),
            )
        if winners:
            raise ScoreError.citing(
                f"game {number} comes after the tournament was won by "
                f"{and_list(seats_text(team) for team in winners)}",
                Step(ids.MP_TOURNAMENT, f"The tournament is over once a team has won {needed} boams."),
            )
        if number > best_of:
            raise ScoreError.citing(
                f"game {number} is one too many: the tournament is best of {best_of}",
                Step(ids.MP_TOURNAMENT, f"The tournament is best of {best_of} games."),
            )
        if game.table is not games[0].table:
            raise ScoreError.citing(
                f"game {number} has {int(game.table)} players, game 1 had {int(games[0].table)}: a tournament is "
                "played by the same players",
                Step(ids.MP_BOAM, "A tournament is a series of games of 101 between the same teams."),
            )
        for team in game.winners:
            boams[team] = boams.get(team, 0) + 1
            steps.append(
                Step(
                    ids.MP_BOAM,
                    f"Game {number}: {seats_text(team)} {verb(len(team), 'wins', 'win')} a boam ({boams[team]} so far).",
                )
            )
        winners = tuple(team for team in game.table.teams if boams.get(team, 0) >= needed)
    if winners:
        names = and_list(seats_text(team) for team in winners)
        steps.append(Step(ids.MP_TOURNAMENT, f"{sentence(names)} won {needed} boams: the tournament is theirs."))
    else:
        steps.append(Step(ids.MP_TOURNAMENT, f"No one has {needed} boams yet: the tournament goes on."))
    return Decision(winners, tuple(steps))
