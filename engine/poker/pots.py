"""Pots: the main pot and side pots a player all in creates, and a pot shared out to the chip.

:func:`side_pots` stacks what each player put in into levels (``int-side-pots``): the main
pot holds, from every player, as much as the smallest stake of a player still in; each side
pot the next level, and only the players who put in that much may win it.  :func:`split_pot`
is the dealer's splitter: given the game, a pot, the high winners, the low winners (if any)
and the seats in order from the button, it says what each seat receives, odd chips included
(``int-hilo-odd-chip``, ``int-odd-chip-by-game``).  :func:`engine.poker.showdown.showdown` uses
both: it finds the winners of each pot and shares it with the same code.

>>> pots = side_pots({1: 20, 2: 50, 3: 50}).value
>>> [(pot.name, pot.amount, pot.eligible) for pot in pots]
[('the main pot', 60, (1, 2, 3)), ('the first side pot', 60, (2, 3))]
>>> split_pot("Omaha 8/B", 41, high_winners=(3,), low_winners=(1, 2), seats=(1, 2, 3)).value.awards
{1: 10, 2: 10, 3: 21}
>>> split_pot("Texas Hold 'Em", 40, high_winners=(4,), seats=(1, 2, 3))
Traceback (most recent call last):
...
engine.errors.PlayerCountError: seat 4 wins but is not one of the seats (1, 2 and 3): a pot goes only to a player dealt into the hand (int-odd-chip-by-game)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import islice

from engine.cards import SUIT_ORDER, Card, CardsLike
from engine.checks import MAX_CHIPS, MAX_SEAT, iterable, mapping_of, short, whole_number
from engine.errors import PlayerCountError, RulesError
from engine.explain import Decision, Step
from engine.poker.betting.stakes import Stakes, money_text
from engine.poker.games import Game, OddChip, as_played, check_choice, find_game

__all__ = [
    "Pot",
    "PotSplit",
    "Share",
    "short_all_in_pots",
    "side_pots",
    "split_pot",
]

#: The engine's reading of side pots.
SIDE_POTS = "int-side-pots"


@dataclass(frozen=True, slots=True)
class Share:
    """Part of a pot paid to one seat, and which part (high, low, whole, uncontested, odd chip).

    ``pot`` is the index of the pot it comes from (0: the main pot, 1: the first side pot, ...).
    """

    seat: int
    amount: int
    part: str
    odd_chips: int = 0
    pot: int = 0


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


_ORDINALS = ("", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


@dataclass(frozen=True, slots=True)
class PotSplit:
    """A pot shared out: each share, and what each seat receives in all (every seat, 0 included)."""

    pot: int
    high_winners: tuple[int, ...]
    low_winners: tuple[int, ...]
    shares: tuple[Share, ...]
    awards: dict[int, int]
    currency: str = ""


def seat_list(seats: Sequence[int]) -> str:
    """``'seat 1'``, ``'seat 1 and seat 2'``, ``'seat 1, seat 2 and seat 3'``."""
    names = [f"seat {seat}" for seat in seats]
    if not names:
        return "no seat"
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _numbers(seats: Sequence[int]) -> str:
    names = [str(seat) for seat in seats]
    if not names:
        return "none"
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


# --- side pots ----------------------------------------------------------------------------------------


def _seat(value: object, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be a seat number such as 1, not {short(value)}")
    return whole_number(value, name, low=1, high=MAX_SEAT)


def _chips(value: object, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be a whole number of chips such as 20, not {short(value)}")
    return whole_number(value, name, low=0, high=MAX_CHIPS)


def check_contributions(contributions: object, name: str = "contributions") -> dict[int, int]:
    """Each seat's chips put into the pot this hand, checked: seat numbers and whole numbers of chips."""
    given = mapping_of(contributions, name, "each seat's chips put in", "{1: 20, 2: 50}")
    if len(given) > MAX_SEAT:
        raise RulesError.citing(
            f"{name} names {len(given)} seats: a table has at most {MAX_SEAT} seat numbers",
            Step("int-input-size", f"Seats are numbered 1 to at most {MAX_SEAT}."),
        )
    checked: dict[int, int] = {}
    for seat, chips in given.items():
        checked[_seat(seat, f"a seat in {name}")] = _chips(chips, f"seat {seat}'s chips in {name}")
    if sum(checked.values()) > MAX_CHIPS:
        whole_number(sum(checked.values()), f"the chips in {name}", low=0, high=MAX_CHIPS)
    return checked


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
        betting is over, and every stake still in is final.
    :param dead: chips in the pot put in without a seat named (they go to the main pot).
    :param currency: the sign amounts are written with (``"$"``); none: chips.
    :raises TypeError: a value of the wrong kind, named.
    :raises RulesError: a number out of range (``int-input-size``), or no player left in.

    >>> print(side_pots({1: 10, 2: 40, 3: 40, 4: 25}, folded=[4], currency="$").explain())
    The main pot holds $40, up to $10 from each player: seat 1, seat 2 and seat 3 may win it. [int-side-pots]
    The first side pot holds $75, what each player put in above $10, up to $40: seat 2 and seat 3 may win it. [int-side-pots]
    >>> side_pots({1: 10}, folded=[1])
    Traceback (most recent call last):
    ...
    engine.errors.PlayerCountError: every seat in contributions has folded: a pot goes to a player still in the hand (int-side-pots)
    """
    chips = check_contributions(contributions)
    out = {_seat(seat, "a seat in folded") for seat in islice(iterable(folded, "folded", "seat numbers"), MAX_SEAT + 1)}
    dead = _chips(dead, "dead")
    if not isinstance(currency, str):
        raise TypeError(f"currency must be a currency sign such as '$' (text), not {short(currency)}")
    live = [seat for seat in chips if seat not in out]
    capped = (
        None
        if all_in is None
        else {
            _seat(seat, "a seat in all_in") for seat in islice(iterable(all_in, "all_in", "seat numbers"), MAX_SEAT + 1)
        }
    )
    if not live:
        raise PlayerCountError.citing(
            "every seat in contributions has folded: a pot goes to a player still in the hand",
            Step(SIDE_POTS, "Each pot goes to a player still in the hand who put in enough to win it."),
        )
    open_seats = () if capped is None else [seat for seat in live if seat not in capped]
    pots = build_pots(chips, live, dead, open_seats)
    money = partial(money_text, currency=currency)
    steps = pot_steps(pots, money, dead=dead)
    if not steps:
        steps = [
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

    >>> from engine.poker.betting.options import manila_limit
    >>> pots = short_all_in_pots(manila_limit(stake=2), pot=14, current_bet=4, put_in=0, stack=1, player_count=3).value
    >>> [(pot.name, pot.amount) for pot in pots]
    [('the main pot', 9), ('the first side pot', 6)]
    >>> short_all_in_pots(manila_limit(stake=2), pot=4, current_bet=4, put_in=0, stack=1, player_count=3)
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: the pot, $4, is less than 2 other players each putting in the bet of $4 and your $0: give the pot with every other player's bet in it (int-betting-round)
    """
    money = stakes.money
    all_in_to = put_in + stack
    others = player_count - 1
    earlier = pot - put_in - others * current_bet
    if earlier < 0:
        raise RulesError.citing(
            f"the pot, {money(pot)}, is less than {others} other players each putting in the bet of "
            f"{money(current_bet)} and your {money(put_in)}: give the pot with every other player's bet in it",
            Step("int-betting-round", "The pot holds every chip put in, this round's bets too."),
        )
    matched = max(current_bet, all_in_to)
    contributions = {1: all_in_to} | {seat: matched for seat in range(2, others + 2)}
    pots = build_pots(contributions, list(contributions), earlier)
    steps = [
        Step(
            "int-tapping-out",
            f"You go all in to {money(all_in_to)} this round. Counting each of the {others} other "
            f"player{'s' if others != 1 else ''} still in as putting in {money(matched)} this round:",
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


# --- sharing a pot ------------------------------------------------------------------------------------


def high_card_by_suit(cards: Sequence[Card]) -> tuple[int, int]:
    """The highest of all a player's cards, rank first, then suit (``int-odd-chip-by-game``).

    Every card counts, the ones left out of the best five too, as Robert's Rules of Poker
    has it: in Seven-Card Stud the chip can go to the sixth or seventh card.
    """
    top = max(cards, key=lambda card: (card.rank.value_high, SUIT_ORDER.index(card.suit)))
    return top.rank.value_high, SUIT_ORDER.index(top.suit)


def by_suit(game: Game, stud_odd_chip: str) -> bool:
    """Whether odd chips between tied hands go by the highest card by suit (stud, by default)."""
    return game.odd_chip is OddChip.HIGH_CARD_BY_SUIT and stud_odd_chip == "suit"


def odd_chip_reason(game: Game, stud_odd_chip: str) -> str:
    if by_suit(game, stud_odd_chip):
        return "the winner holding the highest card by suit (spades, hearts, diamonds, clubs) among all their cards"
    return "the winner first to the left of the button"


def _split(amount: int, winners: Sequence[int], odd_order: Sequence[int], part: str, pot: int) -> list[Share]:
    ordered = [seat for seat in odd_order if seat in winners]
    base, extra = divmod(amount, len(ordered))
    return [
        Share(seat, base + (1 if index < extra else 0), part, 1 if index < extra else 0, pot)
        for index, seat in enumerate(ordered)
    ]


def _split_steps(
    game: Game, amount: int, what: str, shares: list[Share], reason: str, money: Callable[[int], str]
) -> list[Step]:
    if len(shares) == 1:
        return [Step(game.showdown_clause, f"Seat {shares[0].seat} wins {what}: {money(amount)}.")]
    base = amount // len(shares)
    text = f"{what[0].upper()}{what[1:]} of {money(amount)} is split {len(shares)} ways: {money(base)} each"
    lucky = [share.seat for share in shares if share.odd_chips]
    if lucky:
        text += (
            f", and the {'odd chip goes' if len(lucky) == 1 else f'{len(lucky)} odd chips go'} to "
            f"{seat_list(lucky)}, {reason}"
        )
    return [
        Step(game.ties_clause, text + "."),
        *([Step(game.odd_chip_clause, f"Odd chips go to {reason}.")] if lucky else []),
    ]


def divide(
    game: Game,
    pot: int,
    high_winners: Sequence[int],
    low_winners: Sequence[int],
    order: Sequence[int],
    odd_order: Sequence[int],
    *,
    hilo_odd_chip: str,
    reason: str,
    money: Callable[[int], str],
    what: str = "the pot",
    index: int = 0,
    scoop: Step | None = None,
) -> tuple[list[Share], list[Step]]:
    """Share ``pot`` between its high and low winners: the one code path of every split.

    ``order`` is the seats clockwise from the button's left; ``odd_order`` the order odd chips
    between tied hands go in.  ``scoop`` is the step to give when one seat wins both halves
    (the showdown knows whether it used the same five cards); by default the split clause.
    """
    steps: list[Step] = []
    if game.low is not None and not low_winners:
        steps.append(
            Step(game.no_low_clause, f"No qualifying low, so the high hand takes the entire pot of {money(pot)}.")
            if what == "the pot"
            else Step(
                game.no_low_clause,
                f"No one who may win {what} has a qualifying low, so its high hand takes all of it, {money(pot)}.",
            )
        )
    if not low_winners:
        shares = _split(pot, high_winners, odd_order, "whole", index)
        steps.extend(_split_steps(game, pot, what, shares, reason, money))
        return shares, steps

    if set(high_winners) == set(low_winners) and len(high_winners) == 1:
        seat = high_winners[0]
        steps.append(
            scoop
            or Step(
                game.split_clause,
                f"Seat {seat} has both the best high hand and the best low, so it wins the whole of {what}, "
                f"{money(pot)}.",
            )
        )
        return [Share(seat, pot, "whole", 0, index)], steps

    if hilo_odd_chip == "high":
        low_half = pot // 2
        high_half = pot - low_half
        halves = f"{money(high_half)} for high and {money(low_half)} for low"
        if pot % 2:
            halves += " (the odd chip goes to the high half)"
        steps.append(
            Step(game.split_clause, f"The qualifying low splits {what} of {money(pot)} with the high hand: {halves}.")
        )
        if pot % 2:
            steps.append(Step("int-hilo-odd-chip", "When a pot cannot be halved, the odd chip goes to the high half."))
        shares = _split(high_half, high_winners, odd_order, "high", index) + _split(
            low_half, low_winners, odd_order, "low", index
        )
    else:
        half = pot // 2
        shares = _split(half, high_winners, odd_order, "high", index) + _split(
            half, low_winners, odd_order, "low", index
        )
        steps.append(
            Step(
                game.split_clause,
                f"The qualifying low splits {what} of {money(pot)} with the high hand: {money(half)} each.",
            )
        )
        if pot % 2:
            first = next(seat for seat in order if seat in high_winners or seat in low_winners)
            shares.append(Share(first, 1, "odd chip", 1, index))
            steps.append(
                Step(
                    "int-hilo-odd-chip",
                    f"The odd chip of the halving goes to seat {first}, the winner first to the left of the button "
                    "(the left-of-button reading).",
                )
            )
    for part, half_name in (("high", "the high half"), ("low", "the low half")):
        of_part = [share for share in shares if share.part == part]
        if what != "the pot":
            half_name += f" of {what}"
        steps.extend(_split_steps(game, sum(s.amount for s in of_part), half_name, of_part, reason, money))
    return shares, steps


def _winners(value: object, name: str, seats: Sequence[int]) -> tuple[int, ...]:
    listed = tuple(islice(iterable(value, name, "seat numbers"), MAX_SEAT + 1))
    checked = tuple(_seat(seat, f"a seat in {name}") for seat in listed)
    if len(set(checked)) != len(checked):
        raise PlayerCountError.citing(
            f"{name} {checked!r} names a seat twice: each winner is named once",
            Step("int-odd-chip-by-game", "Each winner receives one share of the pot."),
        )
    return checked


def split_pot(
    game: Game | str,
    pot: int,
    *,
    high_winners: Iterable[int],
    low_winners: Iterable[int] = (),
    seats: Iterable[int],
    hilo_odd_chip: str = "high",
    stud_odd_chip: str = "suit",
    omaha_split: str = "high",
    cards: Mapping[int, CardsLike] | None = None,
    currency: str | None = None,
) -> Decision[PotSplit]:
    """Share a pot among winners the dealer already knows, to the chip, with the odd-chip steps.

    :param game: a :class:`Game` or its name.
    :param pot: the chips in the pot (one pot: split each side pot on its own).
    :param high_winners: the seats with the best high hand (several when they tie).
    :param low_winners: in a hi/lo game, the seats with the best qualifying low; none when no one
        qualifies (the high hand then takes the whole pot).
    :param seats: every seat dealt into the hand, in order from the button: the first seat to
        the button's left first, the button's own seat last.  Odd chips go in this order
        (``int-odd-chip-by-game``, ``hr-omaha8-odd-chip``).
    :param hilo_odd_chip: ``"high"`` (default) or ``"left-of-button"`` -- ``int-hilo-odd-chip``.
    :param stud_odd_chip: ``"suit"`` (default) or ``"left-of-button"`` -- ``int-odd-chip-by-game``.
        By suit, the tied winners' ``cards`` are needed when an odd chip is left over.
    :param omaha_split: ``"high"`` (default) or ``"high-low"`` -- ``int-omaha-section-hilo``.
    :param cards: each winner's cards (stud, to give an odd chip by suit); otherwise unused.
    :param currency: the sign amounts are written with; by default the game's.
    :raises TypeError: a value of the wrong kind, named.
    :raises RulesError: a number out of range (``int-input-size``), a winner not among the seats,
        low winners in a high-only game.

    >>> print(split_pot("Texas Hold 'Em", 25, high_winners=(3, 1), seats=(1, 2, 3)).explain())
    The pot of 25 chips is split 2 ways: 12 chips each, and the odd chip goes to seat 1, the winner first to the left of the button. [int-suits-never-rank]
    Odd chips go to the winner first to the left of the button. [int-odd-chip-by-game]
    >>> split_pot("Texas Hold 'Em", 25, high_winners=(1,), low_winners=(2,), seats=(1, 2))
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: low winners (2,) in Texas Hold 'Em, a high-only game: the best hand takes the whole pot (hr-holdem-showdown)
    """
    chosen = as_played(find_game(game), check_choice("int-omaha-section-hilo", omaha_split))
    hilo = check_choice("int-hilo-odd-chip", hilo_odd_chip)
    stud = check_choice("int-odd-chip-by-game", stud_odd_chip)
    amount = _chips(pot, "pot")
    order_given = tuple(islice(iterable(seats, "seats", "seat numbers"), MAX_SEAT + 1))
    order = tuple(_seat(seat, "a seat in seats") for seat in order_given)
    chosen.check_table_size(len(order), "seats")
    if len(set(order)) != len(order):
        raise PlayerCountError.citing(
            f"seats {order!r} names a seat twice: each seat is dealt in once",
            Step("nzg-14-1b", "Seats are numbered clockwise round the table, each seat once."),
        )
    highs = _winners(high_winners, "high_winners", order)
    lows = _winners(low_winners, "low_winners", order)
    if not highs:
        raise PlayerCountError.citing(
            "no high winner: a pot goes to at least one player, the best hand",
            Step(chosen.showdown_clause, "The best hand wins the pot."),
        )
    for seat in (*highs, *lows):
        if seat not in order:
            raise PlayerCountError.citing(
                f"seat {seat} wins but is not one of the seats ({_numbers(order)}): a pot goes only to a player "
                "dealt into the hand",
                Step(chosen.odd_chip_clause, "Odd chips go round the seats from the button's left."),
            )
    if lows and chosen.low is None:
        raise RulesError.citing(
            f"low winners {lows!r} in {chosen.name}, a high-only game: the best hand takes the whole pot",
            Step(chosen.showdown_clause, "The best hand wins the pot."),
        )
    unit = chosen.currency if currency is None else currency
    if not isinstance(unit, str):
        raise TypeError(f"currency must be a currency sign such as '$' (text), not {short(unit)}")
    money = partial(money_text, currency=unit)
    odd_order = _splitter_odd_order(chosen, order, highs, lows, amount, hilo, stud, cards)
    shares, steps = divide(
        chosen,
        amount,
        highs,
        lows,
        order,
        odd_order,
        hilo_odd_chip=hilo,
        reason=odd_chip_reason(chosen, stud),
        money=money,
    )
    awards = {seat: sum(share.amount for share in shares if share.seat == seat) for seat in order}
    split = PotSplit(amount, highs, lows, tuple(shares), awards, unit)
    return Decision(split, because=tuple(steps))


def _splitter_odd_order(
    game: Game,
    order: Sequence[int],
    highs: Sequence[int],
    lows: Sequence[int],
    amount: int,
    hilo: str,
    stud: str,
    cards: Mapping[int, CardsLike] | None,
) -> list[int]:
    """The order odd chips between tied hands go in: the seats' order, or (stud) by each tied winner's top card."""
    if not by_suit(game, stud):
        return list(order)
    ties = [group for group in (highs, lows) if len(group) > 1]
    halves = {amount, amount // 2, amount - amount // 2} if lows else {amount}
    if not any(half % len(group) for group in ties for half in halves):
        return list(order)
    given = {} if cards is None else mapping_of(cards, "cards", "each winner's cards")
    tied = sorted({seat for group in ties for seat in group})
    missing = [seat for seat in tied if seat not in given]
    if missing:
        raise RulesError.citing(
            f"an odd chip between tied {game.name} hands goes by the highest card by suit, but cards has none for "
            f"{seat_list(missing)}: give the tied winners' cards, or stud_odd_chip='left-of-button'",
            Step("int-odd-chip-by-game", "In stud the odd chip goes to the tied winner with the highest card by suit."),
        )
    held = {seat: game.deck.check(given[seat], where=f"seat {seat}") for seat in tied}
    for seat, held_cards in held.items():
        if not held_cards:
            raise RulesError.citing(
                f"seat {seat}'s cards are empty: the odd chip goes by the highest card a tied winner holds",
                Step(
                    "int-odd-chip-by-game",
                    "In stud the odd chip goes to the tied winner with the highest card by suit.",
                ),
            )
    ranked = sorted(tied, key=lambda seat: high_card_by_suit(held[seat]), reverse=True)
    return ranked + [seat for seat in order if seat not in ranked]


def odd_order_of(
    game: Game, order: Sequence[int], cards: Mapping[int, Sequence[Card]], stud_odd_chip: str
) -> list[int]:
    """Seats in the order odd chips are handed out at a showdown, where every hand's cards are known."""
    if by_suit(game, stud_odd_chip):
        return sorted(order, key=lambda seat: high_card_by_suit(cards[seat]), reverse=True)
    return list(order)
