"""Betting structures as data: what a table plays for, built by small named constructors.

A :class:`Stakes` record says how much may be bet in each round of a hand: the
fixed bet of a limit game, or the minimum (and, in spread limit, the maximum) of
the others; which blinds are posted before the cards; and the options that select
the other reading of a rule the documents leave open (see
:mod:`engine.documents.interpretations.betting`).  Build one with the constructor that names
the structure, the way the rule documents do:

* :func:`manila_limit` -- "The betting structure for $2 manila is $2, $4, $4, $4, $8"
  (pokerpages; ``pp-manila2-structure``);
* :func:`fixed_limit` -- a small bet and a big bet (Hold 'Em, Omaha, Omaha 8/B);
* :func:`spread_limit`, :func:`pot_limit`, :func:`half_pot`, :func:`no_limit` -- the
  structures of NZ Gazette 13.5(c)-(e).

Amounts are whole chips (dollars in the manila games), and every amount a reader sees is
written with its unit, by :meth:`Stakes.money`: ``$4`` where the stakes have a currency (the
manila games, whose documents write dollars), ``4 chips`` where they do not.

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

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from engine.checks import MAX_CHIPS, bounded
from engine.documents import ids
from engine.errors import BettingError
from engine.explain import ClauseId, Step

#: The three raises of NZ Gazette 13.5(e) and pokerpages' "Only 3 raises per round".
RAISE_CAP = 3

#: The currency of the manila games: their documents write every amount in dollars ("$2 manila").
DOLLARS = "$"

#: The unit of an amount where the stakes have no currency: the table's chips.
CHIP = "chip"

#: The largest stake, bet or blind the engine accepts (``int-stake-size``): a table's chips.
MAX_STAKE = 1_000_000
assert MAX_CHIPS == 1000 * MAX_STAKE, "int-input-size: a stack or a pot holds up to a thousand of the largest stakes"

#: The most betting rounds a game of the documents has (Manila and Seven-Card Stud: 5).
MAX_ROUNDS = 5

#: The largest table the documents allow: 2 Card Manila's 11 players (``pp-manila2-deck``).
#: A structure not tied to a game is checked against it.
LARGEST_TABLE = 11
LARGEST_TABLE_CLAUSE = ids.PP_MANILA2_DECK




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


class AfterShortAllIn(StrEnum):
    """How a limit raise is sized after an all in short of a full raise (``int-limit-short-all-in``)."""

    ON_TOP = "raise-on-top"  # a full raise on top of the all in: $4, all in to $6, raise to $10
    COMPLETE = "complete"  # the raise completes the short one: $4, all in to $6, raise to $8
    HALF_BET = "half-bet"  # half a bet or more is a full bet: $4, all in to $6 reopens, raise to $10

    @property
    def completes(self) -> bool:
        """Whether a raise after an all in short of a full one (and, under the half-bet rule, short of
        half of one) completes it rather than going a full raise on top of it."""
        return self is not AfterShortAllIn.ON_TOP


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
    clause: ClauseId
    live: bool = True
    live_clause: ClauseId | None = None
    option: bool = True
    option_clause: ClauseId | None = None


@dataclass(frozen=True, slots=True)
class GameClauses:
    """The sentences of a game's own section that a fixed-limit round cites: what a player may
    do, who acts first in the first round, and who acts first in later rounds.

    ``from_third_round``: who acts first from the third round on, where the game's sentence for
    ``later_rounds`` names only the second (Hold 'Em's flop); empty: ``later_rounds`` again.
    ``later_actions``: what a player may do after the first round, where the game's ``actions``
    sentence speaks of the first round only (stud's "each player in turn must call, raise, or
    fold"); empty: ``actions`` in every round.
    """

    actions: ClauseId = ids.HR_HOLDEM_ACTIONS
    first_round: ClauseId = ids.HR_HOLDEM_FIRST_ROUND
    later_rounds: ClauseId = ids.HR_HOLDEM_FLOP
    from_third_round: ClauseId | None = ids.INT_BETTING_ROUND
    later_actions: ClauseId | None = None

    def first_to_act(self, round_number: int) -> ClauseId:
        """The clause that says who acts first in ``round_number``.

        >>> [GameClauses().first_to_act(number) for number in (1, 2, 3)]
        ['hr-holdem-first-round', 'hr-holdem-flop', 'int-betting-round']
        """
        if round_number == 1:
            return self.first_round
        if round_number == 2 or not self.from_third_round:
            return self.later_rounds
        return self.from_third_round


@dataclass(frozen=True, slots=True, kw_only=True)
class Stakes:
    """What a table plays for: the structure, each round's bet and the blinds.

    ``bets`` holds, round by round, the bet of a limit game or the minimum bet of the
    others; ``maximum`` is the most a spread-limit bet or raise may add.
    ``first_raise`` is what each of Manila's first-round raises adds (twice the blind).
    ``currency`` is the sign every amount is written with (``"$"`` in manila); without one,
    amounts are written in chips (:meth:`money`).
    ``later_raise``, ``cap_players`` and ``after_short_all_in`` select readings the documents
    leave open.  ``max_players`` is the largest table these stakes are played at (the game's,
    when :func:`engine.poker.deal.default_stakes` built them; otherwise the largest the documents
    allow), ``players_clause`` the rule that sets it and ``table`` says whose table it is.
    """

    structure: Structure
    name: str
    bets: tuple[int, ...]
    bet_clauses: tuple[ClauseId, ...]
    maximum: int = 0
    blinds: tuple[BlindBet, ...] = ()
    first_raise: int = 0
    later_raise: LaterRaise = LaterRaise.ADD
    cap_players: CapPlayers = CapPlayers.IN_HAND
    after_short_all_in: AfterShortAllIn = AfterShortAllIn.ON_TOP
    currency: str = ""
    clauses: GameClauses = field(default_factory=GameClauses, compare=False)
    max_players: int = LARGEST_TABLE
    players_clause: ClauseId = LARGEST_TABLE_CLAUSE
    table: str = "the largest table in the documents, 2 Card Manila's"

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
    def structure_clause(self) -> ClauseId:
        """The clause that sets this structure's amounts."""
        return {
            Structure.MANILA_LIMIT: ids.PP_MANILA2_STRUCTURE,
            Structure.FIXED_LIMIT: ids.INT_LIMIT_SCHEDULE,
            Structure.SPREAD_LIMIT: ids.NZG_13_5D,
            Structure.POT_LIMIT: ids.NZG_13_5C,
            Structure.HALF_POT: ids.NZG_13_5C,
            Structure.NO_LIMIT: ids.NZG_13_5E,
        }[self.structure]

    def check_round(self, round_number: object) -> int:
        """``round_number`` if this structure has such a betting round, else a :class:`BettingError`.

        >>> manila_limit(stake=2).check_round(5)
        5
        >>> manila_limit(stake=2).check_round(6)
        Traceback (most recent call last):
        ...
        engine.errors.BettingError: round 6 is not a betting round of $2 manila: it has rounds 1 to 5 (pp-manila2-structure)
        """
        count = self.round_count
        if isinstance(round_number, bool) or not isinstance(round_number, int) or not 1 <= round_number <= count:
            raise _refuse(
                f"round {round_number!r} is not a betting round of {self.name}: it has rounds 1 to {count}",
                self.structure_clause,
                f"{self.name[0].upper()}{self.name[1:]} has {count} betting rounds: {self.bets_text()}.",
            )
        return round_number

    def bets_text(self) -> str:
        """Every round's bet (or least bet), as the notice at the table lists them: ``'$2, $4, $4, $4, $8'``."""
        return amounts_text(self.bets, self.currency)

    def money(self, amount: int) -> str:
        """An amount with its unit, as the documents write it: ``'$4'`` in manila, ``'4 chips'`` elsewhere."""
        return money_text(amount, self.currency)

    def __str__(self) -> str:
        return self.name


def money_text(amount: int, currency: str = "") -> str:
    """An amount with its unit: the currency before it (``'$4'``), or without a currency the chips after it.

    >>> money_text(4, DOLLARS), money_text(4), money_text(1)
    ('$4', '4 chips', '1 chip')
    """
    if currency:
        return f"{currency}{amount}"
    return f"{amount} {CHIP}" if amount == 1 else f"{amount} {CHIP}s"


def amounts_text(amounts: Sequence[int], currency: str = "") -> str:
    """Amounts in a list, each with its currency, or the chips named once at the end.

    >>> amounts_text((2, 4, 4, 4, 8), DOLLARS), amounts_text((2, 2, 4, 4))
    ('$2, $4, $4, $4, $8', '2, 2, 4, 4 chips')
    """
    if currency or len(amounts) == 1:
        return ", ".join(money_text(amount, currency) for amount in amounts)
    return ", ".join(str(amount) for amount in amounts) + f" {CHIP}s"


def range_text(low: int, high: int, currency: str = "") -> str:
    """Two amounts for "between ... and ...", each with its currency, or the chips named once.

    >>> range_text(20, 60, DOLLARS), range_text(20, 60)
    ('$20 and $60', '20 and 60 chips')
    """
    if currency:
        return f"{money_text(low, currency)} and {money_text(high, currency)}"
    return f"{low} and {money_text(high)}"


def _refuse(message: str, clause: ClauseId, rule: str) -> BettingError:
    """A :class:`BettingError` whose message ends with ``clause`` and whose ``because`` says ``rule``."""
    return BettingError.citing(message, Step(clause, rule))


def _check_blind_count(amounts: tuple[int, ...]) -> None:
    if len(amounts) >= LARGEST_TABLE:
        raise _refuse(
            f"the blinds {amounts!r} are {len(amounts)} blinds: a table of at most {LARGEST_TABLE} players posts at "
            f"most {LARGEST_TABLE - 1}",
            LARGEST_TABLE_CLAUSE,
            f"The largest table in the documents seats {LARGEST_TABLE} players.",
        )


def check_stakes(value: object) -> Stakes:
    """``value`` if it is a :class:`Stakes`, else a :class:`BettingError` saying how to build one.

    >>> check_stakes(manila_limit(stake=2)).name
    '$2 manila'
    >>> check_stakes("$2 manila")
    Traceback (most recent call last):
    ...
    engine.errors.BettingError: '$2 manila' is not a betting structure: build one with manila_limit, fixed_limit, spread_limit, pot_limit, half_pot or no_limit (int-betting-round)
    """
    if not isinstance(value, Stakes):
        raise _refuse(
            f"{value!r} is not a betting structure: build one with manila_limit, fixed_limit, spread_limit, "
            "pot_limit, half_pot or no_limit",
            ids.INT_BETTING_ROUND,
            "A betting round is played at the table's stakes: its structure, bets and blinds.",
        )
    return value


def _check_amount(
    name: str,
    value: object,
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
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        units = f" of {unit}" if unit else ""
        raise _refuse(
            f"{name}, {value!r}, is not allowed: {what} is a whole number{units}, {least} or more",
            clause,
            f"{what[0].upper()}{what[1:]} is a whole number{units}.",
        )
    if most is not None and value > most:
        raise _refuse(
            f"{name}, {value!r}, is more than a table plays for: it is a whole number of {unit or 'chips'} from "
            f"{least} to {most:,}, the most the engine counts a table's chips in",
            ids.INT_STAKE_SIZE,
            f"A stake, a bet or a blind is a whole number of chips from 1 to {MAX_STAKE:,}.",
        )
    return value


def _choice(
    enum: type[LaterRaise] | type[CapPlayers] | type[AfterShortAllIn], value: str, *, name: str, clause: ClauseId
) -> str:
    if not isinstance(value, str) or value not in {member.value for member in enum}:
        choices = " or ".join(repr(member.value) for member in enum)
        raise _refuse(
            f"{name}={value!r} is not a reading the engine knows: choose {choices}",
            clause,
            f"The option {name} chooses between the readings {choices}.",
        )
    return value


def manila_limit(
    *,
    stake: int,
    blind_count: int | None = None,
    blind_amounts: Sequence[int] | None = None,
    live_blind: bool = True,
    later_raise: str = LaterRaise.ADD,
    cap_players: str = CapPlayers.IN_HAND,
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
    :param cap_players: ``"in-hand"`` (default) or ``"dealt"`` -- ``int-raise-cap-players``.
    :param after_short_all_in: ``"raise-on-top"`` (default: after an all in short of a full
        raise, the next raise adds the full raise on top of it), ``"complete"`` (it completes
        the short raise) or ``"half-bet"`` (an all in of half a bet or raise or more is a full one and
        reopens the betting; less than half is completed) -- ``int-limit-short-all-in``.

    A manila table seats at most 11 (2 Card Manila, ``pp-manila2-deck``; 3 Card Manila seats
    9): :func:`engine.poker.deal.default_stakes` gives each game's stakes its own table.

    >>> manila_limit(stake=5).bets
    (5, 10, 10, 10, 20)
    >>> manila_limit(stake=2, blind_amounts=(2, 4))
    Traceback (most recent call last):
    ...
    engine.errors.BettingError: the blinds (2, 4) are not blinds of a $2 manila game: each blind is 1 to $2 and the largest is the stake, $2 (int-manila-blind-count)
    """
    _check_amount("the stake", stake, clause=ids.PP_MANILA2_STRUCTURE, what="the stake of a manila game", unit="dollars")
    _choice(LaterRaise, later_raise, name="later_raise", clause=ids.INT_MANILA_RAISE_SIZE)
    _choice(CapPlayers, cap_players, name="cap_players", clause=ids.INT_RAISE_CAP_PLAYERS)
    _choice(AfterShortAllIn, after_short_all_in, name="after_short_all_in", clause=ids.INT_LIMIT_SHORT_ALL_IN)
    name = f"${stake} manila"
    amounts = _manila_blind_amounts(stake, blind_count, blind_amounts, name)
    several = len(amounts) > 1
    blinds = tuple(
        BlindBet(
            name=_ordinal_blind(index) if several else "the blind",
            amount=amount,
            clause=ids.NZG_14_1C_II if index else (ids.NZG_14_1C_I if several else ids.PP_MANILA2_ONE_BLIND),
            live_clause=ids.INT_MANILA_LIVE_BLIND,
            option=live_blind,
            option_clause=ids.INT_MANILA_LIVE_BLIND,
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
        later_raise=LaterRaise(later_raise),
        cap_players=CapPlayers(cap_players),
        after_short_all_in=AfterShortAllIn(after_short_all_in),
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
    if blind_count is not None and (
        isinstance(blind_count, bool) or not isinstance(blind_count, int) or not 1 <= blind_count < LARGEST_TABLE
    ):
        raise _refuse(
            f"the number of blinds, {blind_count!r}, is not allowed: a manila table posts 1 blind, or as many "
            f"compulsory blinds as its sign says, each left of the one before, at most {LARGEST_TABLE - 1} at "
            f"a table of {LARGEST_TABLE}",
            ids.INT_MANILA_BLIND_COUNT,
            "One blind, or as many compulsory blinds as the sign at the table says.",
        )
    if blind_amounts is None:
        return (stake,) * (blind_count or 1)
    amounts = bounded(blind_amounts, "blind_amounts", "chips", most=LARGEST_TABLE)
    if (
        not amounts
        or any(isinstance(a, bool) or not isinstance(a, int) or not 1 <= a <= stake for a in amounts)
        or max(amounts) != stake
    ):
        raise _refuse(
            f"the blinds {amounts!r} are not blinds of a {name} game: each blind is 1 to ${stake} and the "
            f"largest is the stake, ${stake}",
            ids.INT_MANILA_BLIND_COUNT,
            "Each blind is the stake unless other amounts are given; the largest is always the stake.",
        )
    if len(amounts) >= LARGEST_TABLE:
        raise _refuse(
            f"the blinds {amounts!r} are {len(amounts)} blinds: a manila table of at most {LARGEST_TABLE} "
            f"players posts at most {LARGEST_TABLE - 1}",
            ids.INT_MANILA_BLIND_COUNT,
            "Each blind is posted by a different player, on the left of the one before.",
        )
    if blind_count is not None and blind_count != len(amounts):
        raise _refuse(
            f"the number of blinds, {blind_count}, does not match the blinds {amounts!r}, which are "
            f"{len(amounts)}: give one or the other, or make them agree",
            ids.INT_MANILA_BLIND_COUNT,
            "The table posts as many compulsory blinds as its sign says.",
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
    blinds_clause: ClauseId = ids.INT_FLOP_BLIND_SIZES,
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
    :param cap_players: ``"in-hand"`` (default) or ``"dealt"`` -- ``int-raise-cap-players``.
    :param blinds_clause: the rule the default blinds' sizes cite: the interpretation that gives
        every two-blind game Omaha 8/B's sizes, or Omaha 8/B's own sentence for that game.
    :param clauses: the game's own sentences on what a player may do and who acts first
        (default: Texas Hold 'Em's); :func:`engine.poker.deal.default_stakes` gives each game its own.
    :param after_short_all_in: ``"raise-on-top"`` (default), ``"complete"`` or ``"half-bet"``: how the
        next raise is sized after an all in short of a full raise, and (half-bet) whether the all in
        reopens the betting -- ``int-limit-short-all-in``.

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
    _check_amount("the small bet", small_bet, clause=clause, what="the small bet")
    if big_bet is None:
        big_bet = 2 * small_bet
    _check_amount("the big bet", big_bet, clause=clause, what="the big bet", most=2 * MAX_STAKE)
    if big_bet < small_bet:
        raise _refuse(
            f"the big bet, {big_bet}, is less than the small bet, {small_bet}: the big bet is the larger",
            clause,
            "The later rounds are played at the big bet, twice the small bet unless given.",
        )
    _round_count(round_count, clause)
    if (
        isinstance(small_bet_rounds, bool)
        or not isinstance(small_bet_rounds, int)
        or not 1 <= small_bet_rounds <= round_count
    ):
        raise _refuse(
            f"the number of rounds at the small bet, {small_bet_rounds!r}, is not 1 to {round_count}: it counts "
            "the rounds played at the small bet, the first round among them",
            clause,
            "The first rounds are played at the small bet, the later ones at the big bet.",
        )
    _choice(CapPlayers, cap_players, name="cap_players", clause=ids.INT_RAISE_CAP_PLAYERS)
    _choice(AfterShortAllIn, after_short_all_in, name="after_short_all_in", clause=ids.INT_LIMIT_SHORT_ALL_IN)
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
                live_clause=ids.INT_OMAHA8_LIVE_BLINDS if not small_blind_live else ids.HR_HOLDEM_LIVE_MEANING,
                option=True,
                option_clause=ids.HR_HOLDEM_BIG_BLIND_OPTION,
            )
            for index, amount in enumerate(amounts)
        ),
        cap_players=CapPlayers(cap_players),
        after_short_all_in=AfterShortAllIn(after_short_all_in),
        clauses=clauses or GameClauses(),
    )


#: The reading that rounds half an odd small bet down, by the rule the blinds' sizes cite:
#: Omaha 8/B's own sentence has its own reading; every other game's sizes are a reading already.
_ODD_HALF = {ids.HR_OMAHA8_BLIND_SIZES: ids.INT_OMAHA8_ODD_SMALL_BLIND}


def _fixed_limit_blinds(
    small_bet: int, big_bet: int, blinds: Sequence[int] | None, clause: ClauseId = ids.INT_FLOP_BLIND_SIZES
) -> tuple[tuple[int, ...], tuple[ClauseId, ...]]:
    """The blinds' amounts and the clause behind each: given, or half the small bet and the small bet."""
    if blinds is None:
        rounding = _ODD_HALF.get(clause, ids.INT_FLOP_BLIND_SIZES) if isinstance(clause, str) else ids.INT_FLOP_BLIND_SIZES
        if small_bet < 2:
            raise _refuse(
                f"the small bet, {small_bet}, leaves no small blind: half of it rounds down to 0; give the blinds, "
                f"e.g. blinds=({small_bet},)",
                rounding,
                "The small blind is half the small bet, rounded down to a whole chip.",
            )
        half = clause if small_bet % 2 == 0 else rounding
        return (small_bet // 2, small_bet), (half, clause)
    amounts = bounded(blinds, "blinds", "chips", most=LARGEST_TABLE)
    if amounts and (
        any(isinstance(a, bool) or not isinstance(a, int) or not 1 <= a <= small_bet for a in amounts)
        or max(amounts) != small_bet
    ):
        raise _refuse(
            f"the blinds {amounts!r} do not fit a limit of {small_bet}/{big_bet}: each blind is 1 to {small_bet} "
            f"and the largest is the first round's bet, {small_bet}",
            ids.INT_FIXED_LIMIT_RAISES,
            "The blinds are the first round's opening bet: the larger blind is the small bet.",
        )
    _check_blind_count(amounts)
    return amounts, (ids.HR_HOLDEM_BLINDS,) * len(amounts)


def _other_blinds(blinds: Sequence[int], *, most: int | None, name: str, clause: ClauseId) -> tuple[BlindBet, ...]:
    amounts = bounded(blinds, "blinds", "chips", most=LARGEST_TABLE)
    for amount in amounts:
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 1 or amount > (most or MAX_STAKE):
            limit = f"1 to {most}" if most is not None else f"1 to {MAX_STAKE:,}"
            raise _refuse(
                f"the blinds {amounts!r} do not fit {name}: each blind is {limit} chips",
                clause,
                f"Each blind is {limit} chips.",
            )
    _check_blind_count(amounts)
    names = _blind_names(len(amounts))
    return tuple(
        BlindBet(
            name=names[index],
            amount=amount,
            clause=ids.HR_HOLDEM_BLINDS,
            live_clause=ids.HR_HOLDEM_LIVE_MEANING,
            option_clause=ids.HR_HOLDEM_BIG_BLIND_OPTION,
        )
        for index, amount in enumerate(amounts)
    )


def _round_count(round_count: int, clause: ClauseId) -> int:
    _check_amount(
        "the number of betting rounds",
        round_count,
        clause=clause,
        what="the number of betting rounds",
        unit="",
        most=None,
    )
    if round_count > MAX_ROUNDS:
        raise _refuse(
            f"the number of betting rounds, {round_count}, is more than any game in the documents plays: a hand "
            f"has 1 to {MAX_ROUNDS} betting rounds (Manila and Seven-Card Stud have {MAX_ROUNDS})",
            clause,
            f"No game of the documents has more than {MAX_ROUNDS} betting rounds.",
        )
    return round_count


def spread_limit(
    *,
    minimum: int,
    maximum: int,
    blinds: Sequence[int] = (),
    round_count: int = 4,
    cap_players: str = CapPlayers.IN_HAND,
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
    _check_amount("the betting minimum", minimum, clause=ids.NZG_13_5A, what="the betting minimum")
    _check_amount("the betting maximum", maximum, clause=ids.NZG_13_5A, what="the betting maximum")
    if maximum < minimum:
        raise _refuse(
            f"the betting maximum, {maximum}, is below the minimum, {minimum}: the betting maximum is at least the "
            "minimum",
            ids.NZG_13_5A,
            "The minimum and maximum wagers are shown on a notice at the table.",
        )
    _choice(CapPlayers, cap_players, name="cap_players", clause=ids.INT_RAISE_CAP_PLAYERS)
    name = f"{minimum}-{maximum} spread limit"
    count = _round_count(round_count, ids.NZG_13_5A)
    return Stakes(
        structure=Structure.SPREAD_LIMIT,
        name=name,
        bets=(minimum,) * count,
        bet_clauses=(ids.NZG_13_5D,) * count,
        maximum=maximum,
        blinds=_other_blinds(blinds, most=maximum, name=name, clause=ids.NZG_13_5D),
        cap_players=CapPlayers(cap_players),
    )


def _pot_or_no_limit(structure: Structure, name: str, minimum: int, blinds: Sequence[int], round_count: int) -> Stakes:
    _check_amount("the minimum bet", minimum, clause=ids.NZG_13_5A, what="the minimum bet")
    count = _round_count(round_count, ids.NZG_13_5A)
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
    engine.errors.BettingError: the number of betting rounds, 0, is not allowed: the number of betting rounds is a whole number, 1 or more (nzg-13-5a)
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
