"""The stakes a game is dealt with unless the table says otherwise: its limit, and its ante.

The manila games play their own structure, the stake then twice and four times it
(:func:`~engine.poker.betting.structures.manila_limit`, ``pp-manila2-structure``); every other game
plays the fixed limit its section describes (:attr:`engine.poker.game.Game.schedule`,
``int-limit-schedule``).  A stud table antes as its procedure says (:class:`engine.poker.procedures.Ante`).

>>> default_stakes("2 Card Manila", stake=5).bets
(5, 10, 10, 10, 20)
>>> default_stakes("Omaha 8/B", stake=5).blinds[0].clause
'int-omaha8-odd-small-blind'
"""

from __future__ import annotations

from dataclasses import replace

from engine.checks import MAX_SEAT, whole_number
from engine.documents import ids
from engine.errors import BettingError
from engine.explain import Step
from engine.poker.betting.stakes import Stakes
from engine.poker.betting.structures import fixed_limit, manila_limit
from engine.poker.game import Game
from engine.poker.games import find_game
from engine.poker.procedures import OpKind


def default_stakes(game: Game | str, *, stake: int = 2, blind_count: int = 1) -> Stakes:
    """The limit structure a game is dealt with unless told otherwise (``int-limit-schedule``).

    Manila: ``stake`` is the blind and the first round's bet ($2 manila: 2, 4, 4, 4, 8).
    The others: ``stake`` is the small bet, doubled for the later rounds.  The stakes are
    for the game's own table: at most ``game.max_players`` players.

    >>> default_stakes("2 Card Manila", stake=5).bets
    (5, 10, 10, 10, 20)
    >>> default_stakes("Seven-Card Stud", stake=2).bets
    (2, 2, 4, 4, 4)
    >>> default_stakes("3 Card Manila").max_players
    9
    """
    return stakes_of(find_game(game), stake=stake, blind_count=blind_count)


def stakes_of(game: Game, *, stake: int = 2, blind_count: int = 1) -> Stakes:
    """:func:`default_stakes` of a game already found."""
    stakes = _game_stakes(game, stake, blind_count)
    return replace(stakes, seats=game.seats, table=f"a {game.name} table")


def default_ante(game: Game | str, *, stake: int) -> int:
    """Each player's ante when the table names none: a quarter of the small bet, at least one chip, in
    Five-Card Stud ("All players place a small wager known as an 'ante'", ``hr-stud5-ante``,
    ``int-ante-size``); none in the other games (``int-stud-antes``).

    >>> default_ante("Five-Card Stud", stake=4), default_ante("Five-Card Stud", stake=2), default_ante("Seven-Card Stud", stake=4)
    (1, 1, 0)
    """
    game = find_game(game)
    antes = [op.ante for op in game.procedure if op.kind is OpKind.POST_ANTES and op.ante is not None]
    return antes[0].default(stake) if antes else 0


def _game_stakes(game: Game, stake: int, blind_count: int) -> Stakes:
    schedule = game.schedule
    blind_count = whole_number(blind_count, "blind_count", low=1, high=MAX_SEAT, error=BettingError)
    if schedule is None:  # the manila games' own structure
        return manila_limit(stake=stake, blind_count=blind_count if blind_count != 1 else None)
    if blind_count != 1:
        raise BettingError.citing(
            f"{blind_count} compulsory blinds: several compulsory blinds are a Manila rule, and {game.name} has "
            "its own blinds",
            Step(ids.NZG_14_1C, "In Two Card Manila blinds are placed by the requisite players before the first card is dealt."),
        )
    return fixed_limit(
        small_bet=stake,
        blinds=None if schedule.blinds else (),
        round_count=schedule.round_count,
        small_bet_rounds=schedule.small_bet_rounds,
        blind_sizes=schedule.blinds_sizes,
        clauses=schedule.clauses,
    )
