"""Whose turn it is in a betting round, who acts first, and when the round is over.

Players are held in turn order, from the player to the left of the button; the action goes round
them clockwise until every player still in has called the bet, checked or gone all in
(``int-betting-round``).  :mod:`engine.poker.betting.round` moves the round on with these.

>>> from engine.poker.betting.actions import PlayerBet
>>> players = (PlayerBet(seat=1, stack=10, put_in=2, acted=True), PlayerBet(seat=2, stack=10, put_in=0))
>>> next_to_act(players, 0)
1
>>> next_to_act((players[0], PlayerBet(seat=2, stack=10, folded=True)), 0) is None
True
"""

from __future__ import annotations

from typing import NamedTuple

from engine.documents import ids
from engine.errors import PlayerCountError
from engine.explain import Step
from engine.poker.betting.actions import PlayerBet
from engine.poker.betting.stakes import Stakes
from engine.words import excerpt


def _needs_action(players: tuple[PlayerBet, ...], index: int, bet: int) -> bool:
    player = players[index]
    if player.folded or player.stack == 0:
        return False
    if player.acted and player.put_in >= bet:
        return False
    if player.put_in >= bet:
        # unmatched by no one and with no one left to call a bet: nothing to do
        return any(p.stack > 0 and not p.folded for i, p in enumerate(players) if i != index)
    return True


def next_to_act(players: tuple[PlayerBet, ...], start: int) -> int | None:
    """The next player, clockwise from ``start``, who still has to act; ``None`` if the round is over."""
    if sum(not p.folded for p in players) < 2:
        return None
    bet = max(p.put_in for p in players)
    count = len(players)
    for step in range(count):
        index = (start + step) % count
        if _needs_action(players, index, bet):
            return index
    return None


def end_step(stakes: Stakes, round_number: int, players: tuple[PlayerBet, ...], pot: int) -> Step:
    """Why the round is over: every other player folded, or every player still in has called or checked."""
    money = stakes.money
    left = [p for p in players if not p.folded]
    if len(left) == 1:
        return Step(
            ids.INT_UNCONTESTED_POT,
            f"Every other player has folded and seat {left[0].seat} wins the pot of {money(pot)} without a showdown.",
        )
    bet = max(p.put_in for p in players)
    clause = ids.PP_MANILA2_BURN_THEN_CARD if stakes.is_manila else ids.INT_BETTING_ROUND
    done = f"called the bet of {money(bet)}" if bet else "checked"
    return Step(
        clause,
        f"Every player still in has {done} or is all in: round {round_number} is over and the pot is {money(pot)}.",
    )


class Opening(NamedTuple):
    """Where a round's action starts: the player's index, the reason in words, and whether the game's rule
    named the seat (the stud opener) rather than the seats' order."""

    position: int
    reason: str
    named: bool = False


def first_index(players: tuple[PlayerBet, ...], seat: int | None, default: int, reason: str) -> Opening:
    """Where the action starts: the default index, or the seat the game names."""
    if seat is None:
        return Opening(default, reason)
    given = seat
    seat = int.__index__(seat) if isinstance(seat, int) and not isinstance(seat, bool) else None
    for index, player in enumerate(players):
        if player.seat == seat:
            if player.folded:
                raise PlayerCountError.citing(
                    f"seat {seat} has folded and cannot act first",
                    Step(ids.INT_BETTING_ROUND, "A player who has folded takes no further part in the hand."),
                )
            return Opening(index, "named by the game's rule", named=True)
    raise PlayerCountError.citing(
        f"the seat named to act first, {excerpt(given)}, is not in this round: the seats are "
        f"{', '.join(str(p.seat) for p in players)}",
        Step(ids.INT_BETTING_ROUND, "The first to act is one of the players in the round."),
    )
