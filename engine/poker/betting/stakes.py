"""Betting structures as data: what a table plays for.

A :class:`Stakes` record says how much may be bet in each round of a hand: the
fixed bet of a limit game, or the minimum (and, in spread limit, the maximum) of
the others; which blinds are posted before the cards (:class:`BlindBet`); and the options
that select the other reading of a rule the documents leave open (see
:mod:`engine.documents.interpretations.betting`).  Build one with the constructor that names
the structure, the way the rule documents do (:mod:`engine.poker.betting.structures`:
``manila_limit``, ``fixed_limit``, ``spread_limit``, ``pot_limit``, ``half_pot``, ``no_limit``).

Amounts are whole chips (dollars in the manila games), and every amount a reader sees is
written with its unit, by :meth:`Stakes.money`: ``$4`` where the stakes have a currency (the
manila games, whose documents write dollars), ``4 chips`` where they do not.

>>> money_text(6, DOLLARS), money_text(6), money_text(1)
('$6', '6 chips', '1 chip')
>>> Structure.FIXED_LIMIT.is_limit, Structure.POT_LIMIT.caps_raises
(True, False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from engine.checks import MAX_CHIPS, whole_number
from engine.documents import ids
from engine.errors import BettingError
from engine.explain import Cited, ClauseId, Step
from engine.words import excerpt, sentence

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


class CapAllIn(StrEnum):
    """Whether a player all in is counted for the cap on raises (``int-raise-cap-all-in``)."""

    NOT_COUNTED = "not-counted"  # only the players who can still bet: one all in of three is head to head
    COUNTED = "counted"  # a player all in is still in the game and counted


class CapOnceReached(StrEnum):
    """Whether a fold that leaves two lifts a cap already reached (``int-raise-cap-lifted``)."""

    LIFTED = "lifted"  # head to head, the two may raise again
    KEPT = "kept"  # a cap reached with three or more stays for the rest of the round


@dataclass(frozen=True, slots=True, kw_only=True)
class BlindBet:
    """A compulsory bet posted before the cards are dealt, and the rule that posts it (``clause``).

    ``live``: whether it counts toward its poster's bet in the first round (a dead blind goes to
    the pot and counts for nothing), with the rule that says so.  ``option``: whether, when the
    action comes back to the poster with no raise, they may still check or raise, with its rule.
    """

    name: str
    amount: int
    clause: ClauseId
    live: Cited[bool]
    option: Cited[bool]


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


@dataclass(frozen=True, slots=True)
class BlindSizes:
    """The rule a fixed limit's default blinds cite (half the small bet, and the small bet), and the
    rule that rounds half an odd small bet down to a whole chip (``odd_half``).

    Omaha 8/B's own section states the sizes, and the engine's reading rounds its odd half
    (:data:`OMAHA8_BLIND_SIZES`); every other two-blind game takes those sizes by a reading that
    rounds too (:data:`FLOP_BLIND_SIZES`).
    """

    clause: ClauseId
    odd_half: ClauseId


#: The blinds of every two-blind game but Omaha 8/B: Omaha 8/B's sizes, by ``int-flop-blind-sizes``.
FLOP_BLIND_SIZES = BlindSizes(ids.INT_FLOP_BLIND_SIZES, ids.INT_FLOP_BLIND_SIZES)
#: Omaha 8/B's own blinds (``hr-omaha8-blind-sizes``), an odd small bet's half rounded down by ``int-omaha8-odd-small-blind``.
OMAHA8_BLIND_SIZES = BlindSizes(ids.HR_OMAHA8_BLIND_SIZES, ids.INT_OMAHA8_ODD_SMALL_BLIND)


@dataclass(frozen=True, slots=True, kw_only=True)
class LimitSchedule:
    """A fixed-limit game's betting as its section describes it (``int-limit-schedule``): how many
    betting rounds, how many of them (from the first) at the small bet, whether two blinds are
    posted (``False``: the stud games, which have none) and the rule their sizes cite, and the
    section's own sentences on what a player may do and who acts first.

    :func:`engine.poker.game_stakes.default_stakes` deals a game with :func:`~engine.poker.betting.structures.fixed_limit` on it.
    """

    round_count: int = 4
    small_bet_rounds: int = 2
    blinds: bool = True
    blinds_sizes: BlindSizes = FLOP_BLIND_SIZES
    clauses: GameClauses = GameClauses()



#: The manila stakes pokerpages gives: "The betting structure for $2 manila is $2, $4, $4, $4, $8 and $5
#: manila is $5, $10, $10, $10, $20" (``pp-manila2-structure``); any other stake is the book's reading.
DOCUMENTED_MANILA_STAKES = (2, 5)

@dataclass(frozen=True, slots=True, kw_only=True)
class Stakes:
    """What a table plays for: the structure, each round's bet and the blinds.

    ``bets`` holds, round by round, the bet of a limit game or the minimum bet of the
    others; ``maximum`` is the most a spread-limit bet or raise may add.
    ``first_raise`` is what each of Manila's first-round raises adds (twice the blind).
    ``currency`` is the sign every amount is written with (``"$"`` in manila); without one,
    amounts are written in chips (:meth:`money`).
    ``later_raise``, ``cap_players``, ``cap_all_in``, ``cap_once_reached`` and ``after_short_all_in`` select
    readings the documents
    leave open.  ``seats`` is the largest table these stakes are played at (the game's,
    when :func:`engine.poker.game_stakes.default_stakes` built them; otherwise the largest the
    documents allow), with the rule that sets it; ``table`` says whose table it is.
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
    cap_all_in: CapAllIn = CapAllIn.NOT_COUNTED
    cap_once_reached: CapOnceReached = CapOnceReached.LIFTED
    after_short_all_in: AfterShortAllIn = AfterShortAllIn.ON_TOP
    currency: str = ""
    clauses: GameClauses = field(default=GameClauses(), compare=False)
    seats: Cited[int] = Cited(LARGEST_TABLE, LARGEST_TABLE_CLAUSE)
    table: str = "the largest table in the documents, 2 Card Manila's"

    @property
    def max_players(self) -> int:
        """The most players at the table these stakes are played at."""
        return self.seats.value

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
        """The clause that sets this structure's amounts: a manila game at a stake the rules do not give
        ($1, $10) rests on the book's reading of stakes (``int-stake-size``), not on ``pp-manila2-structure``."""
        if self.is_manila and self.bets[0] not in DOCUMENTED_MANILA_STAKES:
            return ids.INT_STAKE_SIZE
        return {
            Structure.MANILA_LIMIT: ids.PP_MANILA2_STRUCTURE,
            Structure.FIXED_LIMIT: ids.INT_LIMIT_SCHEDULE,
            Structure.SPREAD_LIMIT: ids.NZG_13_5D,
            Structure.POT_LIMIT: ids.NZG_13_5C,
            Structure.HALF_POT: ids.NZG_13_5C,
            Structure.NO_LIMIT: ids.NZG_13_5E,
        }[self.structure]

    def check_round(self, round_number: int) -> int:
        """``round_number`` if this structure has such a betting round, else a :class:`BettingError`.

        >>> from engine.poker.betting.structures import manila_limit
        >>> manila_limit(stake=2).check_round(5)
        5
        >>> manila_limit(stake=2).check_round(6)
        Traceback (most recent call last):
        ...
        engine.errors.BettingError: round 6 is not a betting round of $2 manila: it has rounds 1 to 5 (pp-manila2-structure)
        """
        count = self.round_count
        return whole_number(
            round_number,
            "round",
            low=1,
            high=count,
            refusal=lambda: BettingError.citing(
                f"round {excerpt(round_number)} is not a betting round of {self.name}: it has rounds 1 to {count}",
                Step(self.structure_clause, f"{sentence(self.name)} has {count} betting rounds: {self.bets_text()}."),
            ),
        )

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
    shown = str(amount) if type(amount) is int and amount.bit_length() < 256 else excerpt(amount)  # a refused amount
    if currency:
        return f"{currency}{shown}"
    return f"{shown} {CHIP}" if shown == "1" else f"{shown} {CHIP}s"


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


class InputKind(StrEnum):
    """What a declared input (:class:`Input`) takes."""

    CHIPS = "chips"  #: a whole number: chips, a count, a round's number
    READING = "reading"  #: one of the readings of an interpretation (:attr:`Input.reading`)


@dataclass(frozen=True, slots=True)
class Input:
    """One input a betting question takes, declared as data so that a form asks for it by this record.

    ``name`` is the keyword the engine takes, ``label`` the words a form shows it by (and a refusal of
    it names it by: never the keyword), ``kind`` what it takes; a :attr:`InputKind.READING` names its
    interpretation in ``reading``.  ``optional``: ``None`` is a value (the input is not given).
    """

    name: str
    label: str
    kind: InputKind = InputKind.CHIPS
    reading: ClauseId | None = None
    optional: bool = False


def check_stakes(value: Stakes) -> Stakes:
    """``value`` if it is a :class:`Stakes`, else a :class:`BettingError` saying how to build one.

    >>> from engine.poker.betting.structures import manila_limit
    >>> check_stakes(manila_limit(stake=2)).name
    '$2 manila'
    >>> check_stakes("$2 manila")
    Traceback (most recent call last):
    ...
    engine.errors.BettingError: '$2 manila' is not a betting structure: build one with manila_limit, fixed_limit, spread_limit, pot_limit, half_pot or no_limit (int-betting-round)
    """
    if not isinstance(value, Stakes):
        raise BettingError.citing(
            f"{excerpt(value)} is not a betting structure: build one with manila_limit, fixed_limit, spread_limit, "
            "pot_limit, half_pot or no_limit",
            Step(ids.INT_BETTING_ROUND, "A betting round is played at the table's stakes: its structure, bets and blinds."),
        )
    return value
