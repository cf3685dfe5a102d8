"""Setting a betting round up: the seats and their chips checked, the blinds posted, the bring-in checked.

:func:`engine.poker.betting.round.start_round` seats the players with these before the first action.

>>> from engine.poker.betting.structures import manila_limit
>>> stakes = manila_limit(stake=2)
>>> posted = post_blinds(stakes, check_stacks(stakes, {1: 50, 2: 50}, 1))
>>> posted.pot, posted.players[0].put_in, posted.last_raise
(2, 2, 2)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import partial
from typing import NamedTuple

from engine.checks import MAX_CHIPS, MAX_SEAT, size_step, whole_number
from engine.documents import ids
from engine.errors import BettingError, PlayerCountError
from engine.explain import Step
from engine.poker.betting.actions import PlayerBet
from engine.poker.betting.stakes import Stakes
from engine.words import excerpt, plural, sentence


def check_stacks(stakes: Stakes, stacks: Mapping[int, int], round_number: int) -> dict[int, int]:
    """Each seat in the round and its chips, checked: 2 to the table's players, seat numbers, whole chips
    (at least 1 to be dealt into the first round; 0, all in, later)."""
    if not isinstance(stacks, Mapping):
        raise PlayerCountError.citing(
            f"the stacks {excerpt(stacks)} are not each seat's chips: give each seat with its chips, e.g. "
            "{1: 100, 2: 100}",
            Step(ids.INT_BETTING_ROUND, "A betting round is played by the seats in the hand, each with its chips."),
        )
    if isinstance(stacks, dict) and type(stacks) is not dict:
        stacks = dict(dict.items(stacks))  # the dict it holds, not a subclass's own methods
    if len(stacks) < 2:
        raise PlayerCountError.citing(
            f"{plural(len(stacks), 'player')} in the stacks {excerpt(dict(stacks))}: a betting round needs at least 2",
            Step(ids.INT_BETTING_ROUND, "A betting round is played by two or more players."),
        )
    if len(stacks) > stakes.max_players:
        raise PlayerCountError.citing(
            f"{len(stacks)} players in the stacks: more than can sit at {stakes.table}, at most {stakes.max_players}",
            stakes.seats.step(f"At most {stakes.max_players} players sit at {stakes.table}."),
        )
    checked: dict[int, int] = {}
    least = 1 if round_number == 1 else 0
    for seat, chips in stacks.items():
        seat = whole_number(seat, "seat", low=1, high=MAX_SEAT, refusal=partial(_not_a_seat, seat))
        chips = whole_number(chips, f"seat {seat}'s stack", low=least, refusal=partial(_bad_stack, seat, chips, least))
        checked[seat] = whole_number(chips, f"seat {seat}'s stack", low=least, high=MAX_CHIPS, error=BettingError)
    return checked


def check_pot(pot: int) -> int:
    """The chips already in the pot when a round starts: a whole number, 0 or more."""
    pot = whole_number(
        pot,
        "the pot",
        low=0,
        refusal=lambda: BettingError.citing(
            f"the pot, {excerpt(pot)}, is not allowed: a pot is a whole number of chips, 0 or more",
            Step(ids.INT_BETTING_ROUND, "The pot holds the chips bet in earlier rounds."),
        ),
    )
    return whole_number(pot, "the pot", low=0, high=MAX_CHIPS, error=BettingError)


def check_dealt(dealt_count: int | None, seat_count: int) -> int:
    """The players dealt into the hand: at least the ``seat_count`` in the round (``None``: those)."""
    if dealt_count is None:
        return seat_count
    dealt_count = whole_number(
        dealt_count,
        "the number of players dealt in",
        low=seat_count,
        refusal=lambda: BettingError.citing(
            f"the number of players dealt in, {excerpt(dealt_count)}, is not allowed: at least the {seat_count} "
            "players in the stacks were dealt in",
            Step(ids.INT_RAISE_CAP_PLAYERS, "The players dealt in include every player still in the hand."),
        ),
    )
    return whole_number(dealt_count, "the number of players dealt in", low=seat_count, high=MAX_SEAT, error=BettingError)


def _not_a_seat(seat: int) -> PlayerCountError:
    return PlayerCountError.citing(
        f"seat {excerpt(seat)} is not a seat number: seats are numbered 1, 2, 3, ... clockwise, at most {MAX_SEAT}",
        Step(ids.NZG_14_1B, "Seats are numbered clockwise round the table."),
        size_step(f"Seats are numbered 1 to at most {MAX_SEAT}."),
    )


def _bad_stack(seat: int, chips: int, least: int) -> BettingError:
    need = "1 or more chips to be dealt in" if least else "0 or more chips (0: all in)"
    return BettingError.citing(
        f"seat {seat}'s stack {excerpt(chips)} is not allowed: a player has {need}",
        Step(ids.INT_TAPPING_OUT, "A player bets only the chips in front of them; with none left they are all in."),
    )


class Posted(NamedTuple):
    """The players once the blinds are posted, the chips they put in the pot, the steps that say so, and the
    size of the opening bet they make (the largest live blind; 0: none)."""

    players: tuple[PlayerBet, ...]
    pot: int
    steps: tuple[Step, ...]
    last_raise: int


def post_blinds(stakes: Stakes, chips: Mapping[int, int]) -> Posted:
    """The first round's blinds, posted by the players in turn from the button's left (:class:`Posted`)."""
    players = [PlayerBet(seat=seat, stack=amount) for seat, amount in chips.items()]
    blinds = stakes.blinds
    if len(blinds) > len(players):
        raise PlayerCountError.citing(
            f"{len(players)} players cannot post {len(blinds)} blinds: each blind is posted by a different player",
            Step(blinds[-1].clause, f"{len(blinds)} blinds are posted, each by a different player."),
        )
    steps: list[Step] = []
    money = stakes.money
    pot = 0
    for index, blind in enumerate(blinds):
        player = players[index]
        if player.stack < blind.amount:
            raise BettingError.citing(
                f"seat {player.seat} has {plural(player.stack, 'chip')}, less than {blind.name} of "
                f"{money(blind.amount)}: a player must have the blind in front of them to post it",
                Step(blind.clause, f"Seat {player.seat} posts {blind.name} of {money(blind.amount)}."),
            )
        players[index] = replace(
            player,
            stack=player.stack - blind.amount,
            put_in=blind.amount if blind.live.value else 0,
            acted=not blind.option.value,
            blind=blind,
            total_in=blind.amount,
        )
        pot += blind.amount
        text = f"Seat {player.seat} posts {blind.name} of {money(blind.amount)} before the cards are dealt."
        steps.append(Step(blind.clause, text))
        if not blind.live.value:
            steps.append(
                blind.live.step(
                    f"{sentence(blind.name)} is dead: it goes to the pot and does not count toward seat "
                    f"{player.seat}'s bet."
                )
            )
    last_raise = max((blind.amount for blind in blinds if blind.live.value), default=0)
    return Posted(tuple(players), pot, tuple(steps), last_raise)


def check_bring_in(stakes: Stakes, round_number: int, bring_in: int, *, must_open: bool, game: str = "") -> int:
    """The stud bring-in (``int-stud-bring-in``; 0: none): a whole number of chips below the round's bet, for a
    round the stud opener must open (``must_open``).  ``game`` names the game dealt, where a deal asks: a
    bring-in in a game that is not stud is refused as a stud rule.

    >>> from engine.poker.betting.structures import fixed_limit
    >>> check_bring_in(fixed_limit(small_bet=2, blinds=()), 1, 1, must_open=True)
    1
    >>> check_bring_in(fixed_limit(small_bet=2), 1, 1, must_open=False, game="Texas Hold 'Em")
    Traceback (most recent call last):
    ...
    engine.errors.BettingError: a bring-in of 1 is a stud rule: Texas Hold 'Em opens with its blinds, not a bring-in (int-stud-bring-in)
    """
    bring_in = whole_number(
        bring_in,
        "the bring-in",
        low=-MAX_CHIPS,  # any whole number the engine counts: the rule's range is checked below
        refusal=lambda: BettingError.citing(
            f"the bring-in {excerpt(bring_in)} is not a number of chips: give 0 (the full opening bet) or a whole number "
            "of chips below the round's bet",
            Step(ids.INT_STUD_BRING_IN, "A bring-in is a whole number of chips, less than the round's bet."),
        ),
    )
    if bring_in == 0:
        return 0
    bet = stakes.bets[round_number - 1]
    money = stakes.money
    if not must_open and game:
        raise BettingError.citing(
            f"a bring-in of {excerpt(bring_in)} is a stud rule: {game} opens with its blinds, not a bring-in",
            Step(
                ids.INT_STUD_BRING_IN,
                "A bring-in is a forced bet smaller than the first round's bet, which a stud opener may make "
                "instead of the full opening bet.",
            ),
        )
    if not must_open:
        raise BettingError.citing(
            f"a bring-in of {money(bring_in)} needs a stud opener: give must_open=True for the first round of a "
            "stud game (the only round with a bring-in)",
            Step(ids.INT_STUD_BRING_IN, "The bring-in is the stud opener's first-round bet."),
        )
    if not 1 <= bring_in < bet:
        raise BettingError.citing(
            f"a bring-in of {money(bring_in)} is not allowed: it must be at least 1 chip and less than the round's "
            f"bet, {money(bet)} (a bring-in of the whole bet is the full opening bet: give 0)",
            Step(ids.INT_STUD_BRING_IN, f"A bring-in is less than the round's bet, {money(bet)}."),
        )
    return bring_in
