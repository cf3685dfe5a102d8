"""Betting structures as data: what a table plays for, built by small named constructors.

A :class:`Stakes` record says how much may be bet in each round of a hand: the
fixed bet of a limit game, or the minimum (and, in spread limit, the maximum) of
the others; which blinds are posted before the cards; and the options that select
the other reading of a rule the documents leave open (see
:mod:`engine.interpretations.betting`).  Build one with the constructor that names
the structure, the way the rule documents do:

* :func:`manila_limit` -- "The betting structure for $2 manila is $2, $4, $4, $4, $8"
  (pokerpages; ``pp-manila2-structure``);
* :func:`fixed_limit` -- a small bet and a big bet (Hold 'Em, Omaha, Omaha 8/B);
* :func:`spread_limit`, :func:`pot_limit`, :func:`half_pot`, :func:`no_limit` -- the
  structures of NZ Gazette 13.5(c)-(e).

Amounts are whole chips (dollars in the manila games).

>>> manila_limit(stake=2).bets
(2, 4, 4, 4, 8)
>>> fixed_limit(small_bet=4, big_bet=8).blind_amounts
(2, 4)
>>> manila_limit(stake=0)
Traceback (most recent call last):
...
engine.betting_stakes.BettingError: stake 0 is not allowed (pp-manila2-structure): the stake of a manila game is a whole number of dollars, 1 or more
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from engine.errors import RulesError

#: The three raises of NZ Gazette 13.5(e) and pokerpages' "Only 3 raises per round".
RAISE_CAP = 3


class BettingError(RulesError):
    """Stakes, amounts or counts the betting arithmetic cannot work with (a negative pot,
    a round the structure does not have, a put-in above the bet)."""


class Structure(StrEnum):
    """The betting structures the documents name."""

    MANILA_LIMIT = "manila limit"
    FIXED_LIMIT = "fixed limit"
    SPREAD_LIMIT = "spread limit"
    POT_LIMIT = "pot limit"
    HALF_POT = "half pot"
    NO_LIMIT = "no limit"

    @property
    def is_limit(self) -> bool:
        """True where every bet and raise is a fixed amount (manila and fixed limit)."""
        return self in (Structure.MANILA_LIMIT, Structure.FIXED_LIMIT)

    @property
    def is_pot_ratio(self) -> bool:
        """True where the limit is a ratio to the pot (NZ 13.5(c): half pot or full pot)."""
        return self in (Structure.POT_LIMIT, Structure.HALF_POT)

    @property
    def caps_raises(self) -> bool:
        """True where the number of raises is capped (NZ 13.5(e): all but pot-ratio and no limit)."""
        return not (self.is_pot_ratio or self is Structure.NO_LIMIT)


class LaterRaise(StrEnum):
    """How a raise after Manila's first round is sized (``int-manila-raise-size``)."""

    ADD = "add"  # each raise adds the round's bet: $4, $8, $12, $16
    DOUBLE = "double"  # each raise doubles the bet: $4, $8, $16, $32


class CapPlayers(StrEnum):
    """Which players count for the cap on raises (``int-raise-cap-players``)."""

    IN_HAND = "in-hand"  # players still in the hand when the raise is made
    DEALT = "dealt"  # players dealt into the hand


@dataclass(frozen=True, slots=True, kw_only=True)
class BlindBet:
    """A compulsory bet posted before the cards are dealt.

    ``live``: it counts toward its poster's bet in the first round (a dead blind
    goes to the pot and counts for nothing).  ``option``: when the action comes back
    to the poster with no raise, they may still check or raise.
    """

    name: str
    amount: int
    clause: str
    live: bool = True
    live_clause: str = ""
    option: bool = True
    option_clause: str = ""


@dataclass(frozen=True, slots=True)
class GameClauses:
    """The sentences of a game's own section that a fixed-limit round cites: what a player may
    do, who acts first in the first round, and who acts first in later rounds."""

    actions: str = "hr-holdem-actions"
    first_round: str = "hr-holdem-first-round"
    later_rounds: str = "hr-holdem-flop"


@dataclass(frozen=True, slots=True, kw_only=True)
class Stakes:
    """What a table plays for: the structure, each round's bet and the blinds.

    ``bets`` holds, round by round, the bet of a limit game or the minimum bet of the
    others; ``maximum`` is the most a spread-limit bet or raise may add.
    ``first_raise`` is what each of Manila's first-round raises adds (twice the blind).
    ``later_raise`` and ``cap_players`` select readings the documents leave open.
    """

    structure: Structure
    name: str
    bets: tuple[int, ...]
    bet_clauses: tuple[str, ...]
    maximum: int = 0
    blinds: tuple[BlindBet, ...] = ()
    first_raise: int = 0
    later_raise: LaterRaise = LaterRaise.ADD
    cap_players: CapPlayers = CapPlayers.IN_HAND
    currency: str = ""
    clauses: GameClauses = field(default_factory=GameClauses, compare=False)

    @property
    def round_count(self) -> int:
        """How many betting rounds a hand has."""
        return len(self.bets)

    @property
    def blind_amounts(self) -> tuple[int, ...]:
        """The blinds' amounts, in the order they are posted."""
        return tuple(blind.amount for blind in self.blinds)

    @property
    def is_manila(self) -> bool:
        return self.structure is Structure.MANILA_LIMIT

    @property
    def structure_clause(self) -> str:
        """The clause that sets this structure's amounts."""
        return {
            Structure.MANILA_LIMIT: "pp-manila2-structure",
            Structure.FIXED_LIMIT: "int-limit-schedule",
            Structure.SPREAD_LIMIT: "nzg-13-5d",
            Structure.POT_LIMIT: "nzg-13-5c",
            Structure.HALF_POT: "nzg-13-5c",
            Structure.NO_LIMIT: "nzg-13-5e",
        }[self.structure]

    def check_round(self, round_number: object) -> int:
        """``round_number`` if this structure has such a betting round, else a :class:`BettingError`.

        >>> manila_limit(stake=2).check_round(5)
        5
        >>> manila_limit(stake=2).check_round(6)
        Traceback (most recent call last):
        ...
        engine.betting_stakes.BettingError: round 6 is not a betting round of $2 manila: it has rounds 1 to 5 (pp-manila2-structure)
        """
        count = self.round_count
        if isinstance(round_number, bool) or not isinstance(round_number, int) or not 1 <= round_number <= count:
            raise BettingError(
                f"round {round_number!r} is not a betting round of {self.name}: it has rounds 1 to {count} "
                f"({self.structure_clause})"
            )
        return round_number

    def money(self, amount: int) -> str:
        """An amount as the documents write it: ``'$4'`` in manila, ``'4'`` elsewhere."""
        return f"{self.currency}{amount}"

    def __str__(self) -> str:
        return self.name


def check_stakes(value: object) -> Stakes:
    """``value`` if it is a :class:`Stakes`, else a :class:`BettingError` saying how to build one.

    >>> check_stakes(manila_limit(stake=2)).name
    '$2 manila'
    >>> check_stakes("$2 manila")
    Traceback (most recent call last):
    ...
    engine.betting_stakes.BettingError: '$2 manila' is not a betting structure (int-betting-round): build one with manila_limit, fixed_limit, spread_limit, pot_limit, half_pot or no_limit
    """
    if not isinstance(value, Stakes):
        raise BettingError(
            f"{value!r} is not a betting structure (int-betting-round): build one with manila_limit, "
            "fixed_limit, spread_limit, pot_limit, half_pot or no_limit"
        )
    return value


def _check_amount(name: str, value: object, *, clause: str, what: str, unit: str = "chips", least: int = 1) -> int:
    """``value`` as a whole number of at least ``least``, or an error that quotes it."""
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        units = f" of {unit}" if unit else ""
        raise BettingError(
            f"{name} {value!r} is not allowed ({clause}): {what} is a whole number{units}, {least} or more"
        )
    return value


def _choice(enum: type[LaterRaise] | type[CapPlayers], value: str, *, name: str, clause: str) -> str:
    if value not in {member.value for member in enum}:
        choices = " or ".join(repr(member.value) for member in enum)
        raise BettingError(f"{name} {value!r} is not a reading the engine knows ({clause}): choose {choices}")
    return value


def manila_limit(
    *,
    stake: int,
    blind_count: int | None = None,
    blind_amounts: Sequence[int] | None = None,
    live_blind: bool = True,
    later_raise: str = LaterRaise.ADD,
    cap_players: str = CapPlayers.IN_HAND,
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
    :param cap_players: ``"in-hand"`` (default) or ``"dealt"`` -- ``int-raise-cap-players``.

    >>> manila_limit(stake=5).bets
    (5, 10, 10, 10, 20)
    >>> manila_limit(stake=2, blind_amounts=(2, 4))
    Traceback (most recent call last):
    ...
    engine.betting_stakes.BettingError: blind_amounts (2, 4) are not blinds of a $2 manila game: each blind is 1 to $2 and the largest is the stake, $2 (int-manila-blind-count)
    """
    _check_amount("stake", stake, clause="pp-manila2-structure", what="the stake of a manila game", unit="dollars")
    _choice(LaterRaise, later_raise, name="later_raise", clause="int-manila-raise-size")
    _choice(CapPlayers, cap_players, name="cap_players", clause="int-raise-cap-players")
    name = f"${stake} manila"
    amounts = _manila_blind_amounts(stake, blind_count, blind_amounts, name)
    several = len(amounts) > 1
    blinds = tuple(
        BlindBet(
            name=_ordinal_blind(index) if several else "the blind",
            amount=amount,
            clause="nzg-14-1c-ii" if index else ("nzg-14-1c-i" if several else "pp-manila2-one-blind"),
            live_clause="int-manila-live-blind",
            option=live_blind,
            option_clause="int-manila-live-blind",
        )
        for index, amount in enumerate(amounts)
    )
    return Stakes(
        structure=Structure.MANILA_LIMIT,
        name=name,
        bets=(stake, 2 * stake, 2 * stake, 2 * stake, 4 * stake),
        bet_clauses=(
            "pp-manila2-one-blind",
            "pp-manila2-later-actions",
            "pp-manila2-same-to-five",
            "pp-manila2-same-to-five",
            "pp-manila2-fifth-card-bet",
        ),
        blinds=blinds,
        first_raise=2 * stake,
        later_raise=LaterRaise(later_raise),
        cap_players=CapPlayers(cap_players),
        currency="$",
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
    if blind_count is not None and (
        isinstance(blind_count, bool) or not isinstance(blind_count, int) or blind_count < 1
    ):
        raise BettingError(
            f"blind_count {blind_count!r} is not a number of blinds: a manila table posts 1 blind, or "
            "as many compulsory blinds as its sign says, each left of the one before (int-manila-blind-count)"
        )
    if blind_amounts is None:
        return (stake,) * (blind_count or 1)
    amounts = tuple(blind_amounts)
    if (
        not amounts
        or any(isinstance(a, bool) or not isinstance(a, int) or not 1 <= a <= stake for a in amounts)
        or max(amounts) != stake
    ):
        raise BettingError(
            f"blind_amounts {amounts!r} are not blinds of a {name} game: each blind is 1 to ${stake} and the "
            f"largest is the stake, ${stake} (int-manila-blind-count)"
        )
    if blind_count is not None and blind_count != len(amounts):
        raise BettingError(
            f"blind_count {blind_count} does not match blind_amounts {amounts!r}, which are {len(amounts)} "
            "blinds (int-manila-blind-count): give one or the other, or make them agree"
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
    blinds_clause: str = "int-flop-blind-sizes",
    clauses: GameClauses | None = None,
) -> Stakes:
    """A fixed limit: every bet and raise is the small bet in the early rounds, the big bet later.

    Hold 'Em and Omaha play four rounds, the first two at the small bet and the last two
    at the big bet, twice the small bet unless given (``int-limit-schedule``); a bet and
    each raise are the round's bet (``int-fixed-limit-raises``).  Unless ``blinds`` are
    given, the small blind is half the small bet (rounded down) and the big blind the
    small bet, as in Omaha 8/B (``hr-omaha8-blind-sizes``, ``int-flop-blind-sizes``);
    both are live (``hr-omaha8-live-blinds``).

    :param big_bet: the bet of the later rounds (default: twice the small bet).
    :param blinds: the blinds' amounts in posting order (``()`` for none); the largest
        must be the small bet, which is the first round's bet.
    :param small_blind_live: ``False`` makes the small blind dead: it goes to the pot
        and its poster must put in the whole bet to call -- ``int-omaha8-live-blinds``.
    :param round_count: betting rounds in a hand (4 in Hold 'Em and Omaha).
    :param small_bet_rounds: how many of them, from the first, are played at the small bet.
    :param cap_players: ``"in-hand"`` (default) or ``"dealt"`` -- ``int-raise-cap-players``.
    :param blinds_clause: the rule the default blinds' sizes cite: the interpretation that gives
        every two-blind game Omaha 8/B's sizes, or Omaha 8/B's own sentence for that game.
    :param clauses: the game's own sentences on what a player may do and who acts first
        (default: Texas Hold 'Em's); :func:`engine.deal.default_stakes` gives each game its own.

    >>> fixed_limit(small_bet=2).bets
    (2, 2, 4, 4)
    >>> fixed_limit(small_bet=5).blind_amounts
    (2, 5)
    >>> fixed_limit(small_bet=4, big_bet=2)
    Traceback (most recent call last):
    ...
    engine.betting_stakes.BettingError: big_bet 2 is less than small_bet 4 (int-limit-schedule): the big bet is the larger
    """
    clause = "int-limit-schedule"
    _check_amount("small_bet", small_bet, clause=clause, what="the small bet")
    if big_bet is None:
        big_bet = 2 * small_bet
    _check_amount("big_bet", big_bet, clause=clause, what="the big bet")
    if big_bet < small_bet:
        raise BettingError(
            f"big_bet {big_bet} is less than small_bet {small_bet} ({clause}): the big bet is the larger"
        )
    _check_amount("round_count", round_count, clause=clause, what="the number of betting rounds", unit="")
    if (
        isinstance(small_bet_rounds, bool)
        or not isinstance(small_bet_rounds, int)
        or not 1 <= small_bet_rounds <= round_count
    ):
        raise BettingError(
            f"small_bet_rounds {small_bet_rounds!r} is not 1 to {round_count} ({clause}): it counts the rounds "
            "played at the small bet, the first round among them"
        )
    _choice(CapPlayers, cap_players, name="cap_players", clause="int-raise-cap-players")
    amounts, blind_clauses = _fixed_limit_blinds(small_bet, big_bet, blinds, blinds_clause)
    names = _blind_names(len(amounts))
    return Stakes(
        structure=Structure.FIXED_LIMIT,
        name=f"{small_bet}/{big_bet} fixed limit",
        bets=tuple(small_bet if index < small_bet_rounds else big_bet for index in range(round_count)),
        bet_clauses=(clause,) * round_count,
        blinds=tuple(
            BlindBet(
                name=names[index],
                amount=amount,
                clause=blind_clauses[index],
                live=small_blind_live or index != 0 or len(amounts) < 2,
                live_clause="int-omaha8-live-blinds" if not small_blind_live else "hr-holdem-live-meaning",
                option=True,
                option_clause="hr-holdem-big-blind-option",
            )
            for index, amount in enumerate(amounts)
        ),
        cap_players=CapPlayers(cap_players),
        clauses=clauses or GameClauses(),
    )


def _fixed_limit_blinds(
    small_bet: int, big_bet: int, blinds: Sequence[int] | None, clause: str = "int-flop-blind-sizes"
) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """The blinds' amounts and the clause behind each: given, or half the small bet and the small bet."""
    if blinds is None:
        if small_bet < 2:
            raise BettingError(
                f"small_bet {small_bet} leaves no small blind: half of it rounds down to 0 (int-flop-blind-sizes); "
                f"give the blinds, e.g. blinds=({small_bet},)"
            )
        half = clause if small_bet % 2 == 0 else "int-flop-blind-sizes"
        return (small_bet // 2, small_bet), (half, clause)
    amounts = tuple(blinds)
    if amounts and (
        any(isinstance(a, bool) or not isinstance(a, int) or not 1 <= a <= small_bet for a in amounts)
        or max(amounts) != small_bet
    ):
        raise BettingError(
            f"blinds {amounts!r} do not fit a limit of {small_bet}/{big_bet}: each blind is 1 to {small_bet} "
            f"and the largest is the first round's bet, {small_bet} (int-fixed-limit-raises)"
        )
    return amounts, ("hr-holdem-blinds",) * len(amounts)


def _other_blinds(blinds: Sequence[int], *, most: int | None, name: str, clause: str) -> tuple[BlindBet, ...]:
    amounts = tuple(blinds)
    for amount in amounts:
        if (
            isinstance(amount, bool)
            or not isinstance(amount, int)
            or amount < 1
            or (most is not None and amount > most)
        ):
            limit = f"1 to {most}" if most is not None else "1 or more"
            raise BettingError(f"blinds {amounts!r} do not fit {name}: each blind is {limit} chips ({clause})")
    names = _blind_names(len(amounts))
    return tuple(
        BlindBet(
            name=names[index],
            amount=amount,
            clause="hr-holdem-blinds",
            live_clause="hr-holdem-live-meaning",
            option_clause="hr-holdem-big-blind-option",
        )
        for index, amount in enumerate(amounts)
    )


def _round_count(round_count: int, clause: str) -> int:
    return _check_amount("round_count", round_count, clause=clause, what="the number of betting rounds", unit="")


def spread_limit(*, minimum: int, maximum: int, blinds: Sequence[int] = (), round_count: int = 4) -> Stakes:
    """Spread limit (NZ 13.5(d)): each bet or raise adds from the minimum up to the maximum.

    A first bet is at least ``minimum``; a raise at least the last bet or raise; either at
    most ``maximum`` (``nzg-13-5d``, ``int-spread-limit``).  Three raises a round unless
    head to head (``nzg-13-5e``).

    >>> spread_limit(minimum=2, maximum=6).maximum
    6
    >>> spread_limit(minimum=6, maximum=2)
    Traceback (most recent call last):
    ...
    engine.betting_stakes.BettingError: maximum 2 is below minimum 6 (nzg-13-5a): the betting maximum is at least the minimum
    """
    _check_amount("minimum", minimum, clause="nzg-13-5a", what="the betting minimum")
    _check_amount("maximum", maximum, clause="nzg-13-5a", what="the betting maximum")
    if maximum < minimum:
        raise BettingError(
            f"maximum {maximum} is below minimum {minimum} (nzg-13-5a): the betting maximum is at least the minimum"
        )
    name = f"{minimum}-{maximum} spread limit"
    count = _round_count(round_count, "nzg-13-5a")
    return Stakes(
        structure=Structure.SPREAD_LIMIT,
        name=name,
        bets=(minimum,) * count,
        bet_clauses=("nzg-13-5d",) * count,
        maximum=maximum,
        blinds=_other_blinds(blinds, most=maximum, name=name, clause="nzg-13-5d"),
    )


def _pot_or_no_limit(structure: Structure, name: str, minimum: int, blinds: Sequence[int], round_count: int) -> Stakes:
    _check_amount("minimum", minimum, clause="nzg-13-5a", what="the minimum bet")
    count = _round_count(round_count, "nzg-13-5a")
    return Stakes(
        structure=structure,
        name=f"{name} (minimum bet {minimum})",
        bets=(minimum,) * count,
        bet_clauses=("nzg-13-5a",) * count,
        blinds=_other_blinds(blinds, most=None, name=name, clause="nzg-13-5a"),
    )


def pot_limit(*, minimum: int, blinds: Sequence[int] = (), round_count: int = 4) -> Stakes:
    """Pot limit (NZ 13.5(c)): a raise may add up to the pot, the call counted in first.

    >>> pot_limit(minimum=2, blinds=(1, 2)).blind_amounts
    (1, 2)
    >>> pot_limit(minimum=-2)
    Traceback (most recent call last):
    ...
    engine.betting_stakes.BettingError: minimum -2 is not allowed (nzg-13-5a): the minimum bet is a whole number of chips, 1 or more
    """
    return _pot_or_no_limit(Structure.POT_LIMIT, "pot limit", minimum, blinds, round_count)


def half_pot(*, minimum: int, blinds: Sequence[int] = (), round_count: int = 4) -> Stakes:
    """Half pot (NZ 13.5(c)): a raise may add up to half the pot, the call counted in first.

    >>> half_pot(minimum=2).structure
    <Structure.HALF_POT: 'half pot'>
    >>> half_pot(minimum=2, round_count=0)
    Traceback (most recent call last):
    ...
    engine.betting_stakes.BettingError: round_count 0 is not allowed (nzg-13-5a): the number of betting rounds is a whole number, 1 or more
    """
    return _pot_or_no_limit(Structure.HALF_POT, "half pot", minimum, blinds, round_count)


def no_limit(*, minimum: int, blinds: Sequence[int] = (), round_count: int = 4) -> Stakes:
    """No limit (NZ 13.5(e)): a bet or raise may be any amount up to all the player's chips.

    >>> no_limit(minimum=2, blinds=(1, 2)).name
    'no limit (minimum bet 2)'
    >>> no_limit(minimum=2, blinds=(0,))
    Traceback (most recent call last):
    ...
    engine.betting_stakes.BettingError: blinds (0,) do not fit no limit: each blind is 1 or more chips (nzg-13-5a)
    """
    return _pot_or_no_limit(Structure.NO_LIMIT, "no limit", minimum, blinds, round_count)
