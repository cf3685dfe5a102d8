"""Side pots: the main pot and the side pots a player all in creates (``int-side-pots``).

:func:`side_pots` stacks what each player put in into levels: the main pot holds, from every
player, as much as the smallest stake of a player still in; each side pot the next level, and only
the players who put in that much may win it.  Chips that no other player matched are no pot: once
the betting is over they go back to the player who bet them (:func:`return_uncalled`).  The betting
round builds its pots here; how a pot
is shared among its winners is :mod:`engine.poker.pots`.

>>> pots = side_pots({1: 20, 2: 50, 3: 50}).value
>>> [(pot.name, pot.amount, pot.eligible) for pot in pots]
[('the main pot', 60, (1, 2, 3)), ('the first side pot', 60, (2, 3))]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial

from engine.checks import MAX_CHIPS, MAX_SEAT, bounded, instance_of, mapping_of, short, text, whole_number
from engine.documents import ids
from engine.errors import PlayerCountError, RulesError
from engine.explain import Decision, Step
from engine.poker.betting.stakes import Stakes, money_text
from engine.words import plural, seat_list

__all__ = ["Pot", "SIDE_POTS", "UncalledBet", "return_uncalled", "short_all_in_pots", "side_pots"]

#: The engine's reading of side pots.
SIDE_POTS = ids.INT_SIDE_POTS


@dataclass(frozen=True, slots=True)
class Pot:
    """One pot: the main pot (``index`` 0) or a side pot, its chips and the seats that may win it.

    ``level`` is how much of each player's chips the pots up to this one hold; ``chips`` says
    how much of this pot came from each seat (``0``: chips put in without a seat named).
    """

    index: int
    amount: int
    eligible: tuple[int, ...]
    level: int
    chips: tuple[tuple[int, int], ...]

    @property
    def name(self) -> str:
        """``'the main pot'``, ``'the first side pot'``, ``'the second side pot'``, ..."""
        if self.index == 0:
            return "the main pot"
        return f"the {_ORDINALS[self.index] if self.index < len(_ORDINALS) else f'{self.index}th'} side pot"


@dataclass(frozen=True, slots=True)
class UncalledBet:
    """Chips one player put in that no other player matched: returned to ``seat``, never a pot (``int-side-pots``)."""

    seat: int
    amount: int


_ORDINALS = ("", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


# --- side pots ----------------------------------------------------------------------------------------


def check_seat(value: int, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be a seat number such as 1, not {short(value)}")
    return whole_number(value, name, low=1, high=MAX_SEAT)


def check_chips(value: int, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be a whole number of chips such as 20, not {short(value)}")
    return whole_number(value, name, low=0, high=MAX_CHIPS)


def check_contributions(contributions: Mapping[int, int], name: str = "contributions") -> dict[int, int]:
    """Each seat's chips put into the pot this hand, checked: seat numbers and whole numbers of chips."""
    given = mapping_of(contributions, name, "each seat's chips put in", "{1: 20, 2: 50}")
    if len(given) > MAX_SEAT:
        raise RulesError.citing(
            f"{name} names {len(given)} seats: a table has at most {MAX_SEAT} seat numbers",
            Step(ids.INT_INPUT_SIZE, f"Seats are numbered 1 to at most {MAX_SEAT}."),
        )
    checked: dict[int, int] = {}
    for seat, chips in given.items():
        checked[check_seat(seat, f"a seat in {name}")] = check_chips(chips, f"seat {seat}'s chips in {name}")
    if sum(checked.values()) > MAX_CHIPS:
        whole_number(sum(checked.values()), f"the chips in {name}", low=0, high=MAX_CHIPS)
    return checked


def return_uncalled(
    contributions: Mapping[int, int], live: Iterable[int]
) -> tuple[dict[int, int], UncalledBet | None]:
    """The chips left in the pots once an uncalled bet goes back, and that bet (``int-side-pots``).

    "Chips that no other player matched go back to the player who bet them": what the one
    player who put in the most put in above the next largest amount any other player put in,
    folded players included (a player who folded after putting in 30 matched 30 of a bet of
    50; the other 20 no one matched).  Only a player still in gets chips back: a player who
    folded gave up what they put in.  No bet is returned when two or more put in the most, nor when
    only one player is left in: every chip put in is then theirs without a showdown
    (``int-uncontested-pot``), and no pot is contested.

    >>> return_uncalled({1: 10, 2: 30, 3: 50}, live=[1, 3])
    ({1: 10, 2: 30, 3: 30}, UncalledBet(seat=3, amount=20))
    >>> return_uncalled({1: 10, 2: 50, 3: 50}, live=[1, 2, 3])
    ({1: 10, 2: 50, 3: 50}, None)
    """
    chips = dict(contributions)
    ranked = sorted(chips.values(), reverse=True)
    still_in = set(live)
    if not ranked or len(still_in) < 2:
        return chips, None
    top, second = ranked[0], (ranked[1] if len(ranked) > 1 else 0)
    seat = next(seat for seat, amount in chips.items() if amount == top)
    if top == second or seat not in still_in:
        return chips, None
    chips[seat] = second
    return chips, UncalledBet(seat, top - second)


def uncalled_step(uncalled: UncalledBet, money: Callable[[int], str]) -> Step:
    """The dealer's words for an uncalled bet: returned to its owner before the pots are awarded."""
    return Step(
        SIDE_POTS,
        f"Uncalled bet of {money(uncalled.amount)} returned to seat {uncalled.seat}: no other player matched it, "
        "so it goes back before the showdown and is in no pot.",
    )


def build_pots(
    contributions: Mapping[int, int], live: Sequence[int], dead: int = 0, open_seats: Iterable[int] = ()
) -> tuple[Pot, ...]:
    """The pots, main pot first (``int-side-pots``); ``live`` are the seats still in, in order.

    Every live seat must appear in ``contributions`` (with 0 if it put in nothing).  ``open_seats``
    are live seats that may still put in more (the hand is not over and they are not all in): what
    they have put in so far caps no pot, and they may win every pot.
    """
    still = set(open_seats)
    levels = sorted({contributions[seat] for seat in live if contributions[seat] > 0 and seat not in still})
    top = max((contributions[seat] for seat in live), default=0)
    if still and top > (levels[-1] if levels else 0):
        levels.append(top)
    folded = [seat for seat in contributions if seat not in live]
    if not levels:
        chips = tuple((seat, amount) for seat, amount in contributions.items() if amount)
        if dead:
            chips += ((0, dead),)
        return (Pot(0, sum(contributions.values()) + dead, tuple(live), 0, chips),)
    pots: list[Pot] = []
    previous = 0
    for index, level in enumerate(levels):
        chips_in = {seat: min(amount, level) - min(amount, previous) for seat, amount in contributions.items()}
        if index == len(levels) - 1:  # a folded player's chips above every live stake: the top pot
            for seat in folded:
                chips_in[seat] += max(0, contributions[seat] - level)
        listed = [(seat, amount) for seat, amount in chips_in.items() if amount]
        if index == 0 and dead:
            listed.append((0, dead))
        eligible = tuple(seat for seat in live if seat in still or contributions[seat] >= level)
        pots.append(Pot(index, sum(amount for _seat, amount in listed), eligible, level, tuple(listed)))
        previous = level
    return tuple(pots)


def pot_steps(pots: Sequence[Pot], money: Callable[[int], str], *, dead: int = 0) -> list[Step]:
    """How the chips were stacked into pots, one step per pot (none when there is only one pot)."""
    if len(pots) < 2:
        return []
    steps: list[Step] = []
    for pot in pots:
        below = pots[pot.index - 1].level if pot.index else 0
        share = (
            f"up to {money(pot.level)} from each player"
            if pot.index == 0
            else f"what each player put in above {money(below)}, up to {money(pot.level)}"
        )
        extra = f" (with {money(dead)} put in without a seat named)" if pot.index == 0 and dead else ""
        if len(pot.eligible) == 1:
            who = f"only seat {pot.eligible[0]} put in that much, so only seat {pot.eligible[0]} may win it"
        else:
            who = f"{seat_list(pot.eligible)} may win it"
        steps.append(Step(SIDE_POTS, f"{pot.name.capitalize()} holds {money(pot.amount)}, {share}{extra}: {who}."))
    return steps


def side_pots(
    contributions: Mapping[int, int],
    *,
    folded: Iterable[int] = (),
    all_in: Iterable[int] | None = None,
    dead: int = 0,
    currency: str = "",
) -> Decision[tuple[Pot, ...]]:
    """The main pot and the side pots, from what each seat put into the pot this hand (``int-side-pots``).

    :param contributions: each seat's chips put in this hand (all rounds, blinds and antes
        included), in order round the table; seats that folded too.
    :param folded: the seats that have folded: their chips are in the pots, but they win none.
    :param all_in: while the hand is still being bet, the seats that are all in: only their stakes
        cap a pot, and every other seat still in may win every pot.  ``None`` (default): the
        betting is over, every stake still in is final, and chips that no other player matched
        are an uncalled bet, returned to the player who bet them and in no pot (:func:`return_uncalled`).
    :param dead: chips in the pot put in without a seat named (they go to the main pot).
    :param currency: the sign amounts are written with (``"$"``); none: chips.
    :raises TypeError: a value of the wrong kind, named.
    :raises RulesError: a number out of range (``int-input-size``), or no player left in.

    >>> print(side_pots({1: 10, 2: 40, 3: 40, 4: 25}, folded=[4], currency="$").explain())
    The main pot holds $40, up to $10 from each player: seat 1, seat 2 and seat 3 may win it. [int-side-pots]
    The first side pot holds $75, what each player put in above $10, up to $40: seat 2 and seat 3 may win it. [int-side-pots]
    >>> print(side_pots({1: 10, 2: 30, 3: 50}).explain())
    Uncalled bet of 20 chips returned to seat 3: no other player matched it, so it goes back before the showdown and is in no pot. [int-side-pots]
    The main pot holds 30 chips, up to 10 chips from each player: seat 1, seat 2 and seat 3 may win it. [int-side-pots]
    The first side pot holds 40 chips, what each player put in above 10 chips, up to 30 chips: seat 2 and seat 3 may win it. [int-side-pots]
    >>> side_pots({1: 10}, folded=[1])
    Traceback (most recent call last):
    ...
    engine.errors.PlayerCountError: every seat in contributions has folded: a pot goes to a player still in the hand (int-side-pots)
    """
    chips = check_contributions(contributions)
    out = {check_seat(seat, "a seat in folded") for seat in bounded(folded, "folded", "seat numbers", most=MAX_SEAT)}
    dead = check_chips(dead, "dead")
    currency = text(currency, "currency", "a currency sign such as '$'")
    live = [seat for seat in chips if seat not in out]
    capped = (
        None
        if all_in is None
        else {
            check_seat(seat, "a seat in all_in") for seat in bounded(all_in, "all_in", "seat numbers", most=MAX_SEAT)
        }
    )
    if not live:
        raise PlayerCountError.citing(
            "every seat in contributions has folded: a pot goes to a player still in the hand",
            Step(SIDE_POTS, "Each pot goes to a player still in the hand who put in enough to win it."),
        )
    open_seats = () if capped is None else [seat for seat in live if seat not in capped]
    uncalled = None
    if capped is None:
        chips, uncalled = return_uncalled(chips, live)
    pots = build_pots(chips, live, dead, open_seats)
    money = partial(money_text, currency=currency)
    steps = [uncalled_step(uncalled, money)] if uncalled else []
    steps += pot_steps(pots, money, dead=dead)
    if len(pots) < 2:
        steps += [
            Step(
                SIDE_POTS,
                f"No player still in is all in for less than another put in: there is one pot, of "
                f"{money(pots[0].amount)}, and {seat_list(pots[0].eligible)} may win it.",
            )
        ]
    return Decision(pots, because=tuple(steps))


def short_all_in_pots(
    stakes: Stakes, *, pot: int, current_bet: int, put_in: int, stack: int, player_count: int
) -> Decision[tuple[Pot, ...]]:
    """What the player to act going all in does to the pot, if every other player still in ends
    with the bet (the raise calculator's all-in case, ``int-side-pots``).

    The other players are counted as having put in the bet this round already (the action comes
    round to the player last); what they put in above the all in, now or later, is a side pot the
    player all in cannot win.  The player to act is seat 1 here, the others seats 2, 3, ...

    >>> from engine.poker.betting.structures import manila_limit
    >>> pots = short_all_in_pots(manila_limit(stake=2), pot=14, current_bet=4, put_in=0, stack=1, player_count=3).value
    >>> [(pot.name, pot.amount) for pot in pots]
    [('the main pot', 9), ('the first side pot', 6)]
    >>> short_all_in_pots(manila_limit(stake=2), pot=4, current_bet=4, put_in=0, stack=1, player_count=3)
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: the pot, $4, is less than 2 other players each putting in the bet of $4 and your $0: give the pot with every other player's bet in it (int-betting-round)
    """
    stakes = instance_of(stakes, "stakes", Stakes, "the table's stakes, such as manila_limit(stake=2)")
    pot, current_bet, put_in, stack = (
        whole_number(value, name, low=0, high=MAX_CHIPS)
        for value, name in ((pot, "pot"), (current_bet, "current_bet"), (put_in, "put_in"), (stack, "stack"))
    )
    player_count = whole_number(player_count, "player_count", low=2, high=MAX_SEAT, error=PlayerCountError)
    money = stakes.money
    all_in_to = put_in + stack
    others = player_count - 1
    earlier = pot - put_in - others * current_bet
    if earlier < 0:
        raise RulesError.citing(
            f"the pot, {money(pot)}, is less than {others} other players each putting in the bet of "
            f"{money(current_bet)} and your {money(put_in)}: give the pot with every other player's bet in it",
            Step(ids.INT_BETTING_ROUND, "The pot holds every chip put in, this round's bets too."),
        )
    matched = max(current_bet, all_in_to)
    contributions = {1: all_in_to} | {seat: matched for seat in range(2, others + 2)}
    pots = build_pots(contributions, list(contributions), earlier)
    steps = [
        Step(
            ids.INT_TAPPING_OUT,
            f"You go all in to {money(all_in_to)} this round. Counting each of the {plural(others, 'other player')} "
            f"still in as putting in {money(matched)} this round:",
        )
    ]
    main = pots[0]
    earlier_text = f"the {money(earlier)} from earlier rounds and " if earlier else ""
    steps.append(
        Step(
            SIDE_POTS,
            f"{'The main pot' if len(pots) > 1 else 'The pot'} holds {money(main.amount)}: {earlier_text}"
            f"{money(min(all_in_to, matched))} from each of the {player_count} players, you included; you may win it.",
        )
    )
    if len(pots) > 1:
        side = pots[1]
        steps.append(
            Step(
                SIDE_POTS,
                f"The first side pot holds {money(side.amount)}: the {money(matched - all_in_to)} each other player puts in "
                f"above your {money(all_in_to)}; only they may win it, and any more they bet goes there too.",
            )
        )
    else:
        steps.append(
            Step(
                SIDE_POTS,
                "You have put in as much as anyone: any chips the others bet after your all in, this round or "
                "later, go to a side pot that you cannot win.",
            )
        )
    return Decision(pots, because=tuple(steps))
