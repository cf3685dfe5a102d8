"""The betting structures of the rule documents, each built by the constructor that names it.

* :func:`manila_limit` -- "The betting structure for $2 manila is $2, $4, $4, $4, $8"
  (pokerpages; ``pp-manila2-structure``);
* :func:`fixed_limit` -- a small bet and a big bet (Hold 'Em, Omaha, Omaha 8/B);
* :func:`spread_limit`, :func:`pot_limit`, :func:`half_pot`, :func:`no_limit` -- the
  structures of NZ Gazette 13.5(c)-(e).

Each checks what it is given (amounts in whole chips, blinds that fit the structure, the readings
of the options) and returns a :class:`~engine.poker.betting.stakes.Stakes`.  The structures that cap
the raises take the readings of the cap (:func:`_readings`):

* ``cap_players``: ``"in-hand"`` (default) or ``"dealt"`` -- ``int-raise-cap-players``;
* ``cap_all_in``: ``"not-counted"`` (default: a player all in is not counted for the cap) or ``"counted"``
  -- ``int-raise-cap-all-in``;
* ``cap_once_reached``: ``"lifted"`` (default: a fold that leaves two lifts a cap reached) or ``"kept"``
  -- ``int-raise-cap-lifted``;

and the limits (manila, fixed) how the next raise is sized after an all in short of a full raise,
``after_short_all_in``: ``"raise-on-top"`` (default: the next raise adds the full raise on top of it),
``"complete"`` (it completes the short raise) or ``"half-bet"`` (an all in of half a bet or raise or more
is a full one and reopens the betting; less than half is completed) -- ``int-limit-short-all-in``.

>>> manila_limit(stake=2).bets
(2, 4, 4, 4, 8)
>>> manila_limit(stake=2).money(6), fixed_limit(small_bet=2).money(6), fixed_limit(small_bet=2).money(1)
('$6', '6 chips', '1 chip')
>>> fixed_limit(small_bet=4, big_bet=8).blind_amounts
(2, 4)
>>> manila_limit(stake=0)
Traceback (most recent call last):
...
engine.errors.BettingError: the stake, 0, is not allowed: the stake of a manila game is a whole number of dollars, 1 or more (pp-manila2-structure)
>>> fixed_limit(small_bet=5_000_000)
Traceback (most recent call last):
...
engine.errors.BettingError: the small bet, 5000000, is more than a table plays for: it is a whole number of chips from 1 to 1,000,000, the most the engine counts a table's chips in (int-stake-size)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from engine.checks import bounded, flag, instance_of, whole_number
from engine.documents import ids
from engine.documents.options import check_option
from engine.errors import BettingError
from engine.explain import Cited, ClauseId, Step
from engine.poker.betting.stakes import (
    DOLLARS,
    FLOP_BLIND_SIZES,
    LARGEST_TABLE,
    LARGEST_TABLE_CLAUSE,
    MAX_ROUNDS,
    MAX_STAKE,
    AfterShortAllIn,
    BlindBet,
    BlindSizes,
    CapAllIn,
    CapOnceReached,
    CapPlayers,
    GameClauses,
    Input,
    InputKind,
    LaterRaise,
    Stakes,
    Structure,
    money_text,
)
from engine.words import excerpt, sentence

__all__ = [
    "STRUCTURE_INPUTS",
    "StructureInputs",
    "fixed_limit",
    "half_pot",
    "manila_limit",
    "no_limit",
    "pot_limit",
    "spread_limit",
]


def _check_blind_count(amounts: tuple[int, ...]) -> None:
    if len(amounts) >= LARGEST_TABLE:
        raise BettingError.citing(
            f"the blinds {excerpt(amounts)} are {len(amounts)} blinds: a table of at most {LARGEST_TABLE} players posts at "
            f"most {LARGEST_TABLE - 1}",
            Step(LARGEST_TABLE_CLAUSE, f"The largest table in the documents seats {LARGEST_TABLE} players."),
        )

def _check_amount(
    name: str,
    value: int,
    *,
    clause: ClauseId,
    what: str,
    unit: str = "chips",
    least: int = 1,
    most: int | None = MAX_STAKE,
) -> int:
    """``value`` as a whole number from ``least`` to ``most``, or an error that quotes it.

    ``name`` is the amount in words ("the stake", "the small bet").
    """
    units = f" of {unit}" if unit else ""
    given = value
    value = whole_number(
        value,
        name,
        low=least,
        refusal=lambda: BettingError.citing(
            f"{name}, {excerpt(given)}, is not allowed: {what} is a whole number{units}, {least} or more",
            Step(clause, f"{sentence(what)} is a whole number{units}."),
        ),
    )
    if most is not None and value > most:
        raise BettingError.citing(
            f"{name}, {excerpt(value)}, is more than a table plays for: it is a whole number of {unit or 'chips'} from "
            f"{least} to {most:,}, the most the engine counts a table's chips in",
            Step(ids.INT_STAKE_SIZE, f"A stake, a bet or a blind is a whole number of chips from 1 to {MAX_STAKE:,}."),
        )
    return value


class _Readings(NamedTuple):
    """The readings of the cap on raises and of a short all in, checked (the module's notes)."""

    cap_players: CapPlayers
    cap_all_in: CapAllIn
    cap_once_reached: CapOnceReached
    after_short_all_in: AfterShortAllIn


def _readings(
    cap_players: str, cap_all_in: str, cap_once_reached: str, after_short_all_in: str = AfterShortAllIn.ON_TOP
) -> _Readings:
    """The readings a constructor is given, each checked against its interpretation's choices."""
    return _Readings(
        CapPlayers(check_option(ids.INT_RAISE_CAP_PLAYERS, cap_players, error=BettingError)),
        CapAllIn(check_option(ids.INT_RAISE_CAP_ALL_IN, cap_all_in, error=BettingError)),
        CapOnceReached(check_option(ids.INT_RAISE_CAP_LIFTED, cap_once_reached, error=BettingError)),
        AfterShortAllIn(check_option(ids.INT_LIMIT_SHORT_ALL_IN, after_short_all_in, error=BettingError)),
    )


def manila_limit(
    *,
    stake: int,
    blind_count: int | None = None,
    blind_amounts: Sequence[int] | None = None,
    live_blind: bool = True,
    later_raise: str = LaterRaise.ADD,
    cap_players: str = CapPlayers.IN_HAND,
    cap_all_in: str = CapAllIn.NOT_COUNTED,
    cap_once_reached: str = CapOnceReached.LIFTED,
    after_short_all_in: str = AfterShortAllIn.ON_TOP,
) -> Stakes:
    """The limit structure of 2 and 3 Card Manila: the stake S, then 2S, 2S, 2S and 4S.

    "The betting structure for $2 manila is $2, $4, $4, $4, $8 and $5 manila is $5, $10,
    $10, $10, $20" (``pp-manila2-structure``): one betting round per community card, five
    in all.  The one blind is the stake, posted before the cards (``pp-manila2-one-blind``).

    :param stake: the blind and first-round bet, in dollars (2 in a "$2 game").
    :param blind_count: how many compulsory blinds are posted (default 1, as pokerpages
        says; NZ 14.1(c)(ii) allows several, each to the left of the one before) --
        ``int-manila-blind-count``.
    :param blind_amounts: the blinds' amounts in posting order, if they are not each the
        stake; the largest must be the stake.
    :param live_blind: the blind gets the option to raise when everyone just calls
        (default) -- ``int-manila-live-blind``.
    :param later_raise: ``"add"`` (default: each raise after the first round adds the
        round's bet, $4, $8, $12) or ``"double"`` ($4, $8, $16) -- ``int-manila-raise-size``.
    :param cap_players, cap_all_in, cap_once_reached, after_short_all_in: the readings of the cap on
        raises and of a short all in (see the module's notes).

    A manila table seats at most 11 (2 Card Manila, ``pp-manila2-deck``; 3 Card Manila seats
    9): :func:`engine.poker.game_stakes.default_stakes` gives each game's stakes its own table.

    >>> manila_limit(stake=5).bets
    (5, 10, 10, 10, 20)
    >>> manila_limit(stake=2, blind_amounts=(2, 4))
    Traceback (most recent call last):
    ...
    engine.errors.BettingError: the blinds (2, 4) are not blinds of a $2 manila game: each blind is 1 to $2 and the largest is the stake, $2 (int-manila-blind-count)
    """
    stake = _check_amount("the stake", stake, clause=ids.PP_MANILA2_STRUCTURE, what="the stake of a manila game", unit="dollars")
    raising = LaterRaise(check_option(ids.INT_MANILA_RAISE_SIZE, later_raise, error=BettingError))
    readings = _readings(cap_players, cap_all_in, cap_once_reached, after_short_all_in)
    live = flag(live_blind, "live_blind")
    name = f"${stake} manila"
    amounts = _manila_blind_amounts(stake, blind_count, blind_amounts, name)
    several = len(amounts) > 1
    blinds = tuple(
        BlindBet(
            name=_ordinal_blind(index) if several else "the blind",
            amount=amount,
            clause=ids.NZG_14_1C_II if index else (ids.NZG_14_1C_I if several else ids.PP_MANILA2_ONE_BLIND),
            live=Cited(True, ids.INT_MANILA_LIVE_BLIND),
            option=Cited(live, ids.INT_MANILA_LIVE_BLIND),
        )
        for index, amount in enumerate(amounts)
    )
    return Stakes(
        structure=Structure.MANILA_LIMIT,
        name=name,
        bets=(stake, 2 * stake, 2 * stake, 2 * stake, 4 * stake),
        bet_clauses=(
            ids.PP_MANILA2_ONE_BLIND,
            ids.PP_MANILA2_LATER_ACTIONS,
            ids.PP_MANILA2_SAME_TO_FIVE,
            ids.PP_MANILA2_SAME_TO_FIVE,
            ids.PP_MANILA2_FIFTH_CARD_BET,
        ),
        blinds=blinds,
        first_raise=2 * stake,
        later_raise=raising,
        **readings._asdict(),
        currency=DOLLARS,
        table="the largest manila table, 2 Card Manila's (3 Card Manila seats 9)",
    )


def _ordinal_blind(index: int) -> str:
    words = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
    return f"the {words[index] if index < len(words) else str(index + 1) + 'th'} blind"


def _blind_names(count: int) -> tuple[str, ...]:
    if count == 1:
        return ("the blind",)
    if count == 2:
        return ("the small blind", "the big blind")
    return tuple(_ordinal_blind(index) for index in range(count))


def _manila_blind_amounts(
    stake: int, blind_count: int | None, blind_amounts: Sequence[int] | None, name: str
) -> tuple[int, ...]:
    if blind_count is not None:
        blind_count = whole_number(
            blind_count,
            "the number of blinds",
            low=1,
            high=LARGEST_TABLE - 1,
            refusal=lambda: BettingError.citing(
                f"the number of blinds, {excerpt(blind_count)}, is not allowed: a manila table posts 1 blind, or as many "
                f"compulsory blinds as its sign says, each left of the one before, at most {LARGEST_TABLE - 1} at "
                f"a table of {LARGEST_TABLE}",
                Step(ids.INT_MANILA_BLIND_COUNT, "One blind, or as many compulsory blinds as the sign at the table says."),
            ),
        )
    if blind_amounts is None:
        return (stake,) * (blind_count or 1)

    def refuse(amounts: tuple[int, ...]) -> BettingError:
        return BettingError.citing(
            f"the blinds {excerpt(amounts)} are not blinds of a {name} game: each blind is 1 to ${stake} and the "
            f"largest is the stake, ${stake}",
            Step(ids.INT_MANILA_BLIND_COUNT, "Each blind is the stake unless other amounts are given; the largest is always the stake."),
        )

    amounts = _blinds_topped_by(blind_amounts, "blind_amounts", stake, refuse, none_allowed=False)
    if len(amounts) >= LARGEST_TABLE:
        raise BettingError.citing(
            f"the blinds {excerpt(amounts)} are {len(amounts)} blinds: a manila table of at most {LARGEST_TABLE} "
            f"players posts at most {LARGEST_TABLE - 1}",
            Step(ids.INT_MANILA_BLIND_COUNT, "Each blind is posted by a different player, on the left of the one before."),
        )
    if blind_count is not None and blind_count != len(amounts):
        raise BettingError.citing(
            f"the number of blinds, {blind_count}, does not match the blinds {excerpt(amounts)}, which are "
            f"{len(amounts)}: give one or the other, or make them agree",
            Step(ids.INT_MANILA_BLIND_COUNT, "The table posts as many compulsory blinds as its sign says."),
        )
    return amounts


def fixed_limit(
    *,
    small_bet: int,
    big_bet: int | None = None,
    blinds: Sequence[int] | None = None,
    small_blind_live: bool = True,
    round_count: int = 4,
    small_bet_rounds: int = 2,
    cap_players: str = CapPlayers.IN_HAND,
    cap_all_in: str = CapAllIn.NOT_COUNTED,
    cap_once_reached: str = CapOnceReached.LIFTED,
    blind_sizes: BlindSizes = FLOP_BLIND_SIZES,
    clauses: GameClauses | None = None,
    after_short_all_in: str = AfterShortAllIn.ON_TOP,
) -> Stakes:
    """A fixed limit: every bet and raise is the small bet in the early rounds, the big bet later.

    Hold 'Em and Omaha play four rounds, the first two at the small bet and the last two
    at the big bet, twice the small bet unless given (``int-limit-schedule``); a bet and
    each raise are the round's bet (``int-fixed-limit-raises``).  Unless ``blinds`` are
    given, the small blind is half the small bet (rounded down) and the big blind the
    small bet: the sizes Omaha 8/B's section states (``hr-omaha8-blind-sizes``), which the
    other two-blind games take by ``int-flop-blind-sizes``; both are live
    (``hr-omaha8-live-blinds``).  Half of an odd small bet is rounded down: in Omaha 8/B by
    ``int-omaha8-odd-small-blind``, elsewhere by ``int-flop-blind-sizes``.

    :param big_bet: the bet of the later rounds (default: twice the small bet).
    :param blinds: the blinds' amounts in posting order (``()`` for none); the largest
        must be the small bet, which is the first round's bet.
    :param small_blind_live: ``False`` makes the small blind dead: it goes to the pot
        and its poster must put in the whole bet to call -- ``int-omaha8-live-blinds``.
    :param round_count: betting rounds in a hand (4 in Hold 'Em and Omaha).
    :param small_bet_rounds: how many of them, from the first, are played at the small bet.
    :param cap_players, cap_all_in, cap_once_reached, after_short_all_in: the readings of the cap on
        raises and of a short all in (see the module's notes).
    :param blind_sizes: the rules the default blinds' sizes cite: :data:`FLOP_BLIND_SIZES`, the
        interpretation that gives every two-blind game Omaha 8/B's sizes, or :data:`OMAHA8_BLIND_SIZES`,
        Omaha 8/B's own sentence for that game.
    :param clauses: the game's own sentences on what a player may do and who acts first
        (default: Texas Hold 'Em's); :func:`engine.poker.game_stakes.default_stakes` gives each game its own.

    >>> fixed_limit(small_bet=2).bets
    (2, 2, 4, 4)
    >>> fixed_limit(small_bet=5).blind_amounts
    (2, 5)
    >>> fixed_limit(small_bet=4, big_bet=2)
    Traceback (most recent call last):
    ...
    engine.errors.BettingError: the big bet, 2, is less than the small bet, 4: the big bet is the larger (int-limit-schedule)
    """
    clause = ids.INT_LIMIT_SCHEDULE
    small_bet = _check_amount("the small bet", small_bet, clause=clause, what="the small bet")
    if big_bet is None:
        big_bet = 2 * small_bet
    big_bet = _check_amount("the big bet", big_bet, clause=clause, what="the big bet", most=2 * MAX_STAKE)
    if big_bet < small_bet:
        raise BettingError.citing(
            f"the big bet, {big_bet}, is less than the small bet, {small_bet}: the big bet is the larger",
            Step(clause, "The later rounds are played at the big bet, twice the small bet unless given."),
        )
    _round_count(round_count)
    _check_small_bet_rounds(small_bet_rounds, round_count)
    readings = _readings(cap_players, cap_all_in, cap_once_reached, after_short_all_in)
    sizes = instance_of(blind_sizes, "blind_sizes", BlindSizes, "the blinds' sizes, such as OMAHA8_BLIND_SIZES")
    live = flag(small_blind_live, "small_blind_live")
    if clauses is not None:
        instance_of(clauses, "clauses", GameClauses, "a game's clauses (GameClauses), or None for Texas Hold 'Em's")
    amounts, blind_clauses = _fixed_limit_blinds(small_bet, big_bet, blinds, sizes)
    return Stakes(
        structure=Structure.FIXED_LIMIT,
        name=f"{small_bet}/{big_bet} fixed limit",
        bets=tuple(small_bet if index < small_bet_rounds else big_bet for index in range(round_count)),
        bet_clauses=(clause,) * round_count,
        blinds=_limit_blind_bets(amounts, blind_clauses, live),
        **readings._asdict(),
        clauses=clauses or GameClauses(),
    )


def _check_small_bet_rounds(small_bet_rounds: int, round_count: int) -> None:
    """The rounds played at the small bet, from the first: 1 to all of them (``int-limit-schedule``)."""
    small_bet_rounds = whole_number(
        small_bet_rounds,
        "the number of rounds at the small bet",
        low=1,
        high=round_count,
        refusal=lambda: BettingError.citing(
            f"the number of rounds at the small bet, {excerpt(small_bet_rounds)}, is not 1 to {round_count}: it counts "
            "the rounds played at the small bet, the first round among them",
            Step(ids.INT_LIMIT_SCHEDULE, "The first rounds are played at the small bet, the later ones at the big bet."),
        ),
    )


def _limit_blind_bets(
    amounts: tuple[int, ...], clauses: tuple[ClauseId, ...], small_blind_live: bool
) -> tuple[BlindBet, ...]:
    """A fixed limit's blinds, each with its clause and the blind's option (``hr-holdem-big-blind-option``);
    live, unless ``small_blind_live`` is false and the small blind of two is dead."""
    names = _blind_names(len(amounts))
    live = ids.INT_OMAHA8_LIVE_BLINDS if not small_blind_live else ids.HR_HOLDEM_LIVE_MEANING
    return tuple(
        BlindBet(
            name=names[index],
            amount=amount,
            clause=clauses[index],
            live=Cited(small_blind_live or index != 0 or len(amounts) < 2, live),
            option=Cited(True, ids.HR_HOLDEM_BIG_BLIND_OPTION),
        )
        for index, amount in enumerate(amounts)
    )


def _fixed_limit_blinds(
    small_bet: int, big_bet: int, blinds: Sequence[int] | None, sizes: BlindSizes
) -> tuple[tuple[int, ...], tuple[ClauseId, ...]]:
    """The blinds' amounts and the clause behind each: given, or half the small bet and the small bet."""
    if blinds is None:
        if small_bet < 2:
            raise BettingError.citing(
                f"the small bet, {small_bet}, leaves no small blind: half of it rounds down to 0; give the blinds, "
                f"e.g. blinds=({small_bet},)",
                Step(sizes.odd_half, "The small blind is half the small bet, rounded down to a whole chip."),
            )
        half = sizes.clause if small_bet % 2 == 0 else sizes.odd_half
        return (small_bet // 2, small_bet), (half, sizes.clause)

    def refuse(amounts: tuple[int, ...]) -> BettingError:
        return BettingError.citing(
            f"the blinds {excerpt(amounts)} do not fit a limit of {small_bet}/{big_bet}: each blind is 1 to {small_bet} "
            f"and the largest is the first round's bet, {small_bet}",
            Step(ids.INT_FIXED_LIMIT_RAISES, "The blinds are the first round's opening bet: the larger blind is the small bet."),
        )

    amounts = _blinds_topped_by(blinds, "blinds", small_bet, refuse, none_allowed=True)
    _check_blind_count(amounts)
    return amounts, (ids.HR_HOLDEM_BLINDS,) * len(amounts)


def _blinds_topped_by(
    given: Sequence[int],
    name: str,
    top: int,
    refuse: Callable[[tuple[int, ...]], BettingError],
    *,
    none_allowed: bool,
) -> tuple[int, ...]:
    """The blinds given (as ``name``), each 1 to ``top`` and the largest ``top``, or ``refuse(amounts)``;
    ``none_allowed``: no blinds at all is allowed too."""
    amounts: tuple[int, ...] = bounded(given, name, "chips", most=LARGEST_TABLE)
    amounts = tuple(whole_number(amount, "a blind", low=1, high=top, refusal=lambda: refuse(amounts)) for amount in amounts)
    if (amounts or not none_allowed) and (not amounts or max(amounts) != top):
        raise refuse(amounts)
    return amounts


def _other_blinds(blinds: Sequence[int], *, most: int | None, name: str, clause: ClauseId) -> tuple[BlindBet, ...]:
    amounts = bounded(blinds, "blinds", "chips", most=LARGEST_TABLE)
    limit = f"1 to {most}" if most is not None else f"1 to {MAX_STAKE:,}"
    amounts = tuple(
        whole_number(
            amount,
            "a blind",
            low=1,
            high=most or MAX_STAKE,
            refusal=lambda: BettingError.citing(
                f"the blinds {excerpt(amounts)} do not fit {name}: each blind is {limit} chips",
                Step(clause, f"Each blind is {limit} chips."),
            ),
        )
        for amount in amounts
    )
    _check_blind_count(amounts)
    names = _blind_names(len(amounts))
    return tuple(
        BlindBet(
            name=names[index],
            amount=amount,
            clause=ids.HR_HOLDEM_BLINDS,
            live=Cited(True, ids.HR_HOLDEM_LIVE_MEANING),
            option=Cited(True, ids.HR_HOLDEM_BIG_BLIND_OPTION),
        )
        for index, amount in enumerate(amounts)
    )


def _round_count(round_count: int) -> int:
    """A hand's number of betting rounds: 1 to 5 (``int-stake-size``)."""
    round_count = _check_amount(
        "the number of betting rounds",
        round_count,
        clause=ids.INT_STAKE_SIZE,
        what="the number of betting rounds",
        unit="",
        most=None,
    )
    if round_count > MAX_ROUNDS:
        raise BettingError.citing(
            f"the number of betting rounds, {excerpt(round_count)}, is more than any game in the documents plays: a hand "
            f"has 1 to {MAX_ROUNDS} betting rounds (Manila and Seven-Card Stud have {MAX_ROUNDS})",
            Step(ids.INT_STAKE_SIZE, f"No game of the documents has more than {MAX_ROUNDS} betting rounds."),
        )
    return round_count


def spread_limit(
    *,
    minimum: int,
    maximum: int,
    blinds: Sequence[int] = (),
    round_count: int = 4,
    cap_players: str = CapPlayers.IN_HAND,
    cap_all_in: str = CapAllIn.NOT_COUNTED,
    cap_once_reached: str = CapOnceReached.LIFTED,
) -> Stakes:
    """Spread limit (NZ 13.5(d)): each bet or raise adds from the minimum up to the maximum.

    A first bet is at least ``minimum``; a raise at least the last bet or raise; either at
    most ``maximum`` (``nzg-13-5d``, ``int-spread-limit``).  Three raises a round unless
    head to head (``nzg-13-5e``); ``cap_players`` says who counts (``int-raise-cap-players``).

    >>> spread_limit(minimum=2, maximum=6).maximum
    6
    >>> spread_limit(minimum=6, maximum=2)
    Traceback (most recent call last):
    ...
    engine.errors.BettingError: the betting maximum, 2, is below the minimum, 6: the betting maximum is at least the minimum (nzg-13-5a)
    """
    minimum = _check_amount("the betting minimum", minimum, clause=ids.NZG_13_5A, what="the betting minimum")
    maximum = _check_amount("the betting maximum", maximum, clause=ids.NZG_13_5A, what="the betting maximum")
    if maximum < minimum:
        raise BettingError.citing(
            f"the betting maximum, {maximum}, is below the minimum, {minimum}: the betting maximum is at least the "
            "minimum",
            Step(ids.NZG_13_5A, "The minimum and maximum wagers are shown on a notice at the table."),
        )
    readings = _readings(cap_players, cap_all_in, cap_once_reached)
    name = f"{minimum}-{maximum} spread limit"
    count = _round_count(round_count)
    return Stakes(
        structure=Structure.SPREAD_LIMIT,
        name=name,
        bets=(minimum,) * count,
        bet_clauses=(ids.NZG_13_5D,) * count,
        maximum=maximum,
        blinds=_other_blinds(blinds, most=maximum, name=name, clause=ids.NZG_13_5D),
        **readings._asdict(),
    )


def _pot_or_no_limit(structure: Structure, name: str, minimum: int, blinds: Sequence[int], round_count: int) -> Stakes:
    minimum = _check_amount("the minimum bet", minimum, clause=ids.NZG_13_5A, what="the minimum bet")
    count = _round_count(round_count)
    return Stakes(
        structure=structure,
        name=f"{name} (minimum bet {money_text(minimum)})",
        bets=(minimum,) * count,
        bet_clauses=(ids.NZG_13_5A,) * count,
        blinds=_other_blinds(blinds, most=None, name=name, clause=ids.NZG_13_5A),
    )


def pot_limit(*, minimum: int, blinds: Sequence[int] = (), round_count: int = 4) -> Stakes:
    """Pot limit (NZ 13.5(c)): a raise may add up to the pot, the call counted in first.

    >>> pot_limit(minimum=2, blinds=(1, 2)).blind_amounts
    (1, 2)
    >>> pot_limit(minimum=-2)
    Traceback (most recent call last):
    ...
    engine.errors.BettingError: the minimum bet, -2, is not allowed: the minimum bet is a whole number of chips, 1 or more (nzg-13-5a)
    """
    return _pot_or_no_limit(Structure.POT_LIMIT, "pot limit", minimum, blinds, round_count)


def half_pot(*, minimum: int, blinds: Sequence[int] = (), round_count: int = 4) -> Stakes:
    """Half pot (NZ 13.5(c)): a raise may add up to half the pot, the call counted in first.

    >>> half_pot(minimum=2).structure
    <Structure.HALF_POT: 'half pot'>
    >>> half_pot(minimum=2, round_count=0)
    Traceback (most recent call last):
    ...
    engine.errors.BettingError: the number of betting rounds, 0, is not allowed: the number of betting rounds is a whole number, 1 or more (int-stake-size)
    """
    return _pot_or_no_limit(Structure.HALF_POT, "half pot", minimum, blinds, round_count)


def no_limit(*, minimum: int, blinds: Sequence[int] = (), round_count: int = 4) -> Stakes:
    """No limit (NZ 13.5(e)): a bet or raise may be any amount up to all the player's chips.

    >>> no_limit(minimum=2, blinds=(1, 2)).name
    'no limit (minimum bet 2 chips)'
    >>> no_limit(minimum=2, blinds=(0,))
    Traceback (most recent call last):
    ...
    engine.errors.BettingError: the blinds (0,) do not fit no limit: each blind is 1 to 1,000,000 chips (nzg-13-5a)
    """
    return _pot_or_no_limit(Structure.NO_LIMIT, "no limit", minimum, blinds, round_count)


@dataclass(frozen=True, slots=True)
class StructureInputs:
    """A structure's constructor and the stakes a form asks for to build it, in the order it asks
    (each one of the constructor's keywords; the others keep their defaults)."""

    build: Callable[..., Stakes]
    inputs: tuple[Input, ...]


_MINIMUM = Input("minimum", "Minimum bet")

#: What each structure is built from, declared: the raise calculator shows a box for each input.
STRUCTURE_INPUTS: dict[Structure, StructureInputs] = {
    Structure.MANILA_LIMIT: StructureInputs(
        manila_limit,
        (
            Input("stake", "Stake ($)"),
            Input("later_raise", "Raises after round 1", InputKind.READING, reading=ids.INT_MANILA_RAISE_SIZE),
        ),
    ),
    Structure.FIXED_LIMIT: StructureInputs(fixed_limit, (Input("small_bet", "Small bet"), Input("big_bet", "Big bet"))),
    Structure.SPREAD_LIMIT: StructureInputs(spread_limit, (_MINIMUM, Input("maximum", "Maximum bet or raise"))),
    Structure.POT_LIMIT: StructureInputs(pot_limit, (_MINIMUM,)),
    Structure.HALF_POT: StructureInputs(half_pot, (_MINIMUM,)),
    Structure.NO_LIMIT: StructureInputs(no_limit, (_MINIMUM,)),
}
