"""Manillen Plus: the game to 101, and tournaments of boams.

A :class:`GameScore` adds each deal's score (:func:`~engine.manillen.scoring.deal_score`)
until a team or player reaches :data:`TARGET` (``mp-game-end``); :func:`new_game` starts one,
:func:`play_random_game` plays one out at random, and :func:`tournament` finds the winner of a boam.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import islice

from engine.checks import check_rng, each_item, instance_of, iterable, whole_number
from engine.documents import ids
from engine.errors import RuleViolation, ScoreError
from engine.explain import Decision, Step
from engine.manillen.play import PlayState, random_deal
from engine.manillen.scoring import DealScore, score_deal
from engine.manillen.table import Table, Team, check_option
from engine.words import and_list, excerpt, seats_text, sentence, verb

#: The score that ends the game (mp-game-end).
TARGET = 101


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
        >>> from engine.manillen.scoring import deal_score
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
                f"the deal was scored with the readings {excerpt(result.three_player_score)} for the 3-player opponents' "
                f"score and {excerpt(result.ties)} for 30-30 deals in a row, but this game plays "
                f"{excerpt(self.three_player_score)} and {excerpt(self.ties)}",
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
    table = Table.of(player_count)
    first_dealer = table.check_seat(first_dealer)
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
    table = Table.of(player_count)
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
            f"best of {excerpt(best_of)} games cannot decide a tournament: give an odd number of games, such as 3",
            Step(ids.MP_TOURNAMENT, "Tournaments are best of 3 usually: an odd number of games, so one team wins."),
        )

    best_of = whole_number(best_of, "best_of", low=1, refusal=refusal)
    if best_of % 2 == 0:
        raise refusal()
    games = [  # one more than the tournament can hold is one too many, refused below; the rest are not read
        instance_of(game, "each of games", GameScore, "a GameScore from new_game(...) or play_random_game(...)")
        for game in islice(each_item(iterable(games, "games", "finished games (GameScore)"), "games", "games"), best_of + 1)
    ]
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
