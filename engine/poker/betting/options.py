"""The betting arithmetic: what a player may call, and the least and most they may raise to.

:func:`betting_options` is the raise calculator.  Given the stakes (see
:mod:`engine.poker.betting.stakes`), the round, the pot, the bet, what the player has put in
this round, the raises so far, the players in the hand and the player's chips, it
answers with a :class:`BetOptions` record inside a :class:`~engine.explain.Decision`
whose steps write out the arithmetic and cite the clause behind each number.
:func:`round_bet` and :func:`betting_structure` give a limit game's bets round by
round.  The betting round as a whole -- turns, blinds, the pot -- is
:mod:`engine.poker.betting.round`.

Every amount is "to": ``min_raise_to`` is the total the player will have put in this
round after raising, the way a dealer says "raise to $6".

>>> options = betting_options(manila_limit(stake=2), round_number=1, pot=2, current_bet=2, player_count=4)
>>> options.value.amount_to_call, options.value.min_raise_to
(2, 6)
>>> print(options.explain())
The bet is $2: you call $2. [pp-manila2-blind-options]
A $2 manila game bets $2, $4, $4, $4, $8: round 1 bets $2, the blind. [pp-manila2-structure]
The blind is $2; a first-round raise adds twice the blind, $4, so you may raise to $6. [pp-manila2-first-raise]
>>> print(betting_options(pot_limit(minimum=2), round_number=2, pot=40, current_bet=10, player_count=3).explain())
The bet is 10 chips: you call 10 chips. [int-betting-round]
The last bet or raise was 10 chips, so a raise adds at least 10 chips: raise to at least 20 chips. [nzg-13-5b]
Pot 40 chips + call 10 chips = 50 chips, so you may raise by up to 50 chips, to 60 chips. [nzg-13-5c]
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.checks import MAX_CHIPS, whole_number
from engine.documents import ids
from engine.errors import BettingError, PlayerCountError, RulesError
from engine.explain import ClauseId, Decision, Step
from engine.poker.betting.stakes import (
    MAX_STAKE,
    RAISE_CAP,
    AfterShortAllIn,
    BlindBet,
    CapPlayers,
    LaterRaise,
    Stakes,
    Structure,
    amounts_text,
    check_stakes,
    fixed_limit,
    half_pot,
    manila_limit,
    money_text,
    no_limit,
    pot_limit,
    range_text,
    spread_limit,
)

__all__ = [
    "MAX_STAKE",
    "RAISE_CAP",
    "AfterShortAllIn",
    "BetOptions",
    "BettingError",
    "BlindBet",
    "CapPlayers",
    "LaterRaise",
    "Stakes",
    "Structure",
    "betting_options",
    "betting_structure",
    "check_stakes",
    "fixed_limit",
    "half_pot",
    "manila_limit",
    "no_limit",
    "pot_limit",
    "round_bet",
    "spread_limit",
]


@dataclass(frozen=True, slots=True, kw_only=True)
class BetOptions:
    """What the player to act may do, and for how much.

    ``amount_to_call`` is what calling costs (all the player's chips, if they have no
    more: then ``call_is_all_in``).  When ``can_raise``, any total from
    ``min_raise_to`` to ``max_raise_to`` is a legal bet or raise (``is_bet``: no one has
    bet this round, so it is a bet).  ``can_tap_out``: the player may go all in, to
    ``all_in_to``, for less than a full raise (NZ 13.5(b)).  ``raise_cap`` is the cap on
    raises now (``None``: no cap).  ``call_because`` and ``raise_because`` split the
    reasons between the two halves of the answer; ``raise_blocked_by`` is the step that
    says why no full bet or raise is allowed, if none is.  ``full_raise_to`` is the least full
    bet or raise, whatever the player's chips (``None`` where none may be made: the cap).
    """

    amount_to_call: int
    call_is_all_in: bool
    can_raise: bool
    is_bet: bool
    min_raise_to: int | None
    max_raise_to: int | None
    all_in_to: int | None
    can_tap_out: bool
    raise_count: int
    raise_cap: int | None
    min_clause: ClauseId | None
    max_clause: ClauseId | None
    call_because: tuple[Step, ...]
    raise_because: tuple[Step, ...]
    raise_blocked_by: Step | None = None
    currency: str = ""
    must_open: bool = False
    bring_in: int = 0
    full_raise_to: int | None = None

    @property
    def can_check(self) -> bool:
        """True when there is nothing to call (and the player is not the stud opener, who must bet)."""
        return self.amount_to_call == 0 and not self.must_open

    @property
    def because(self) -> tuple[Step, ...]:
        return self.call_because + self.raise_because

    def money(self, amount: int) -> str:
        """An amount with its unit, as the stakes write it: ``'$6'`` in manila, ``'6 chips'`` elsewhere."""
        return money_text(amount, self.currency)

    def choices(self) -> tuple[str, ...]:
        """The choices in words: ``('call $2', 'raise to $6', 'fold')``."""
        money = self.money
        items = []
        if self.must_open:
            if self.bring_in:  # the stud bring-in: less than the bet, or complete it (int-stud-bring-in)
                items.append(f"bring in for {money(self.bring_in)}")
        elif self.can_check:
            items.append("check")
        else:
            items.append(f"call {money(self.amount_to_call)}" + (" (all in)" if self.call_is_all_in else ""))
        if self.can_raise and self.min_raise_to is not None and self.max_raise_to is not None:
            verb = ("complete to" if self.bring_in else "bet") if self.is_bet else "raise to"
            if self.min_raise_to == self.max_raise_to:
                items.append(f"{verb} {money(self.min_raise_to)}")
            else:
                items.append(f"{verb} between {range_text(self.min_raise_to, self.max_raise_to, self.currency)}")
        if self.can_tap_out and self.all_in_to is not None:
            items.append(f"go all in to {money(self.all_in_to)}")
        if not self.must_open:
            items.append("fold")
        return tuple(items)

    def __str__(self) -> str:
        return _or_list(self.choices())


def _or_list(items: tuple[str, ...] | list[str]) -> str:
    """``'a, b or c'``."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} or {items[-1]}"


def _list_money(stakes: Stakes, amounts: tuple[int, ...]) -> str:
    return amounts_text(amounts, stakes.currency)


def actions_clause(stakes: Stakes, round_number: int) -> ClauseId:
    """The clause that lists what a player may do in this round (call or check, bet or raise, fold).

    On Manila's fifth card it is the sentence that sets that round's bet ("The bet on the fifth
    card is now $8"), not the one that quotes the $4 of the earlier rounds.

    >>> [actions_clause(manila_limit(stake=2), number) for number in (1, 2, 5)]
    ['pp-manila2-blind-options', 'pp-manila2-later-actions', 'pp-manila2-fifth-card-bet']
    >>> actions_clause(fixed_limit(small_bet=2, big_bet=4), 5)
    Traceback (most recent call last):
    ...
    engine.errors.BettingError: round 5 is not a betting round of 2/4 fixed limit: it has rounds 1 to 4 (int-limit-schedule)
    """
    round_number = check_stakes(stakes).check_round(round_number)
    if stakes.is_manila:
        if round_number == 1 and stakes.blinds:
            return ids.PP_MANILA2_BLIND_OPTIONS
        return ids.PP_MANILA2_FIFTH_CARD_BET if round_number == stakes.round_count else ids.PP_MANILA2_LATER_ACTIONS
    if stakes.structure is Structure.FIXED_LIMIT:
        if round_number > 1 and stakes.clauses.later_actions:
            return stakes.clauses.later_actions
        return stakes.clauses.actions
    return ids.INT_BETTING_ROUND


def round_bet(stakes: Stakes, round_number: int) -> Decision[int]:
    """The bet of a limit round, or the least a first bet may be in the other structures.

    >>> round_bet(manila_limit(stake=2), 5).value
    8
    >>> round_bet(manila_limit(stake=2), 6)
    Traceback (most recent call last):
    ...
    engine.errors.BettingError: round 6 is not a betting round of $2 manila: it has rounds 1 to 5 (pp-manila2-structure)
    """
    stakes = check_stakes(stakes)
    round_number = stakes.check_round(round_number)
    bet = stakes.bets[round_number - 1]
    money = stakes.money
    steps: list[Step] = []
    if stakes.is_manila:
        which = f"round {round_number} bets {money(bet)}"
        if round_number == 1:
            which += ", the blind"
        steps.append(
            Step(
                ids.PP_MANILA2_STRUCTURE,
                f"A {stakes.name} game bets {_list_money(stakes, stakes.bets)}: {which}.",
            )
        )
        if round_number == stakes.round_count:
            steps.append(
                Step(
                    ids.PP_MANILA2_FIFTH_CARD_BET,
                    f"The bet on the fifth card is four times the {money(stakes.bets[0])} stake: {money(bet)}.",
                )
            )
    elif stakes.structure is Structure.FIXED_LIMIT:
        size = "small" if bet == stakes.bets[0] else "big"
        steps.append(
            Step(
                ids.INT_LIMIT_SCHEDULE,
                f"A {stakes.name} game bets {_list_money(stakes, stakes.bets)} round by round: round "
                f"{round_number} is played at the {size} bet, {money(bet)}.",
            )
        )
    elif stakes.structure is Structure.SPREAD_LIMIT:
        steps.append(
            Step(
                ids.NZG_13_5D,
                f"In a {stakes.name} game each bet or raise adds from the betting minimum, {money(bet)}, up to the "
                f"betting maximum, {money(stakes.maximum)}.",
            )
        )
    else:
        steps.append(Step(ids.NZG_13_5A, f"The table's minimum bet is {money(bet)}."))
    return Decision(bet, because=tuple(steps), wording=money(bet))


def betting_structure(stakes: Stakes) -> Decision[tuple[int, ...]]:
    """Every round's bet (limit games) or minimum bet (the others), in order.

    >>> betting_structure(manila_limit(stake=5)).value
    (5, 10, 10, 10, 20)
    >>> betting_structure("$2 manila")
    Traceback (most recent call last):
    ...
    engine.errors.BettingError: '$2 manila' is not a betting structure: build one with manila_limit, fixed_limit, spread_limit, pot_limit, half_pot or no_limit (int-betting-round)
    """
    stakes = check_stakes(stakes)
    if stakes.is_manila:
        stake = stakes.bets[0]
        steps = (
            Step(
                ids.PP_MANILA2_STRUCTURE,
                f"A {stakes.name} game bets {_list_money(stakes, stakes.bets)}: the stake, {stakes.money(stake)}, "
                f"in the first round, twice the stake for the second, third and fourth cards and four times "
                f"it on the fifth.",
            ),
            Step(ids.PP_MANILA2_SAME_TO_FIVE, "There is one betting round for each of the five community cards."),
        )
        return Decision(stakes.bets, because=steps, wording=stakes.bets_text())
    return Decision(stakes.bets, because=round_bet(stakes, 1).because, wording=stakes.bets_text())


def _refuse(
    message: str, clause: ClauseId, rule: str, error: type[BettingError] | type[PlayerCountError] = BettingError
) -> RulesError:
    """An error whose message ends with ``clause`` and whose ``because`` is the rule's step."""
    return error.citing(message, Step(clause, rule))


def _whole(name: str, value: object, *, least: int, meaning: str, clause: ClauseId = ids.INT_BETTING_ROUND) -> int:
    """``value`` as a whole number of at least ``least``; ``name`` is the input in words."""
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise _refuse(f"{name}, {value!r}, is not allowed: {meaning}", clause, meaning[0].upper() + meaning[1:] + ".")
    return whole_number(value, name, low=least, high=MAX_CHIPS, error=BettingError)


@dataclass(frozen=True, slots=True)
class _Situation:
    """The calculator's inputs, checked.

    ``short`` is the part of the bet put in by all ins short of a full bet or raise;
    ``full_bet`` the rest, the bet as the full bets and raises made it.
    """

    stakes: Stakes
    round_number: int
    pot: int
    current_bet: int
    put_in: int
    raise_count: int
    last_raise: int
    player_count: int
    counted_players: int
    stack: int | None
    short: int = 0
    shortfall: int = 0

    @property
    def to_call(self) -> int:
        return self.current_bet - self.put_in

    @property
    def round_bet(self) -> int:
        return self.stakes.bets[self.round_number - 1]

    @property
    def full_bet(self) -> int:
        return self.current_bet - self.short


def _raises_text(count: int) -> str:
    return "no raises" if count == 0 else _plural(count, "raise")


def _opening_blind(stakes: Stakes, round_number: int) -> BlindBet | None:
    """The blind that opens round 1 (the largest live one), if the structure posts blinds."""
    if round_number != 1:
        return None
    live = [blind for blind in stakes.blinds if blind.live]
    return max(live, key=lambda blind: blind.amount) if live else None


def _check_players(stakes: Stakes, player_count: object, dealt_count: object) -> tuple[int, int]:
    """The players still in the hand and the players dealt in, checked against the table."""
    if isinstance(player_count, bool) or not isinstance(player_count, int) or player_count < 2:
        if player_count == 1:
            raise _refuse(
                "the number of players still in the hand, 1, is not enough for a betting round: with one player "
                "left the hand is over and that player wins the pot",
                ids.INT_UNCONTESTED_POT,
                "A player left alone in the hand wins the pot without a showdown.",
                PlayerCountError,
            )
        raise _refuse(
            f"the number of players still in the hand, {player_count!r}, is not allowed: a betting round needs 2 "
            "or more",
            ids.INT_BETTING_ROUND,
            "Players still in the hand act in turn: a round of betting needs two or more.",
            PlayerCountError,
        )
    most = stakes.max_players
    seats = f"At most {most} play at {stakes.table}."
    if player_count > most:
        raise _refuse(
            f"the number of players still in the hand, {player_count}, is more than can sit at {stakes.table}: "
            f"at most {most}",
            stakes.players_clause,
            seats,
            PlayerCountError,
        )
    if dealt_count is None:
        return player_count, player_count
    dealt = _whole(
        "the number of players dealt in",
        dealt_count,
        least=player_count,
        meaning=f"at least the {player_count} players still in were dealt in",
        clause=ids.INT_RAISE_CAP_PLAYERS,
    )
    if dealt > most:
        raise _refuse(
            f"the number of players dealt in, {dealt}, is more than can sit at {stakes.table}: at most {most}",
            stakes.players_clause,
            seats,
            PlayerCountError,
        )
    return player_count, dealt


def _check_inputs(
    stakes: object,
    round_number: object,
    pot: object,
    current_bet: object,
    put_in: object,
    raise_count: object,
    last_raise: object,
    player_count: object,
    dealt_count: object,
    stack: object,
    short_all_in_chips: object = 0,
    half_bet_shortfall: object = 0,
) -> _Situation:
    stakes = check_stakes(stakes)
    round_number = stakes.check_round(round_number)
    money = stakes.money
    pot = _whole("the pot", pot, least=0, meaning="a pot is a whole number of chips, 0 or more")
    bet = _whole(
        "the bet to call",
        current_bet,
        least=0,
        meaning="the bet to call is the most any player has put in this round, 0 or more chips",
    )
    put = _whole(
        "what the player has put in", put_in, least=0, meaning="what a player has put in this round is 0 or more chips"
    )
    if put > bet:
        raise _refuse(
            f"what the player has put in, {money(put)}, is above the bet to call, {money(bet)}: the bet to call is "
            f"the most any player has put in this round, so a player has put in 0 to {money(bet)}",
            ids.INT_BETTING_ROUND,
            "The bet is the most anyone has put in this round.",
        )
    if pot < bet:
        raise _refuse(
            f"the pot, {money(pot)}, is less than the bet to call, {money(bet)}: the pot holds every chip put in, "
            f"this round's bets too, so it is at least {money(bet)}",
            ids.INT_BETTING_ROUND,
            "The pot holds every chip put in.",
        )
    players, dealt = _check_players(stakes, player_count, dealt_count)
    raises = _whole("the raises so far", raise_count, least=0, meaning="raises are counted 0, 1, 2, ...")
    if bet == 0 and raises:
        raise _refuse(
            f"the raises so far, {raises}, with no bet to call: a raise comes after a bet, so with a bet of 0 there "
            "are no raises",
            ids.INT_RAISE_COUNT,
            "The first bet of a round is not a raise; raises come after it.",
        )
    counted = dealt if stakes.cap_players is CapPlayers.DEALT else players
    if stakes.structure.caps_raises and counted > 2 and raises > RAISE_CAP:
        raise _refuse(
            f"the raises so far, {raises}, are more than the cap of {RAISE_CAP} raises allows with {counted} "
            f"players: with more than 2 players a round has at most {RAISE_CAP} raises",
            _cap_clause(stakes),
            f"Only {RAISE_CAP} raises per round are permitted when there are more than 2 players.",
        )
    short = _whole(
        "the chips of all ins short of a full raise",
        short_all_in_chips,
        least=0,
        meaning="all ins for less than a full bet or raise add 0 or more chips to the bet",
        clause=ids.INT_RAISE_COUNT,
    )
    if short > bet:
        raise _refuse(
            f"the chips of all ins short of a full raise, {money(short)}, are more than the bet to call, "
            f"{money(bet)}: they are part of the bet",
            ids.INT_RAISE_COUNT,
            "An all in short of a full raise adds its chips to the bet without being a raise.",
        )
    given: int | None = None
    if last_raise is not None:
        given = _whole(
            "the last raise",
            last_raise,
            least=0,
            meaning="the last full bet or raise is 0 (none yet) or more chips",
            clause=ids.NZG_13_5B,
        )
        if given == 0 and bet:
            if short not in (0, bet):
                raise _refuse(
                    f"the last raise, 0, says no full bet has been made, but the all ins short of a full raise are "
                    f"{money(short)} of the bet to call, {money(bet)}: with no full bet, the whole bet is all ins "
                    "short of one",
                    ids.INT_RAISE_COUNT,
                    "An all in short of a full bet is not a bet that can be raised.",
                )
            short = bet
    shortfall = _whole(
        "the half-bet shortfall",
        half_bet_shortfall,
        least=0,
        meaning="what all ins counted as full bets or raises under the half-bet rule fell short of them, 0 or more chips",
        clause=ids.INT_LIMIT_SHORT_ALL_IN,
    )
    if shortfall and not (stakes.structure.is_limit and stakes.after_short_all_in is AfterShortAllIn.HALF_BET):
        raise _refuse(
            f"the half-bet shortfall, {money(shortfall)}, is only for a limit game played with the half-bet rule "
            "(after_short_all_in='half-bet'): elsewhere an all in short of a full bet or raise is never counted as one",
            ids.INT_LIMIT_SHORT_ALL_IN,
            "Under the half-bet rule an all in of half a bet or more is treated as a full bet.",
        )
    # under the half-bet rule the bet is checked as the fixed amounts would have made it (int-limit-short-all-in)
    last = _last_full_raise(stakes, round_number, bet + shortfall, short, raises, given)
    if stack is not None:
        stack = _whole(
            "the player's chips behind", stack, least=1, meaning="a player who acts has 1 or more chips behind"
        )
    elif stakes.structure is Structure.NO_LIMIT:
        raise _refuse(
            "the player's chips behind are needed in no limit: the most a player may bet or raise is all their chips",
            ids.INT_TAPPING_OUT,
            "No one may bet more than the chips in front of them.",
        )
    return _Situation(
        stakes=stakes,
        round_number=round_number,
        pot=pot,
        current_bet=bet,
        put_in=put,
        raise_count=raises,
        last_raise=last,
        player_count=players,
        counted_players=counted,
        stack=stack if isinstance(stack, int) else None,
        short=short,
        shortfall=shortfall,
    )


_RAISE_FLOOR = "A raise shall not be less than any previous bet or raise in that round, except when a player taps out."


def _last_full_raise(stakes: Stakes, round_number: int, bet: int, short: int, raises: int, given: int | None) -> int:
    """The size of the last full bet or raise: what the rules make it, or what was given, checked.

    Raises :class:`BettingError` for a bet, a count of raises and a last raise that no legal
    round reaches (NZ 13.5(b), the limit structures' fixed raises).
    """
    money = stakes.money
    minimum = stakes.bets[round_number - 1]
    full = bet - short
    blind = _opening_blind(stakes, round_number)
    if blind is not None and bet < blind.amount:
        raise _refuse(
            f"the bet to call, {money(bet)}, is less than {blind.name}, {money(blind.amount)}: {blind.name} is "
            f"posted before the cards, so in round 1 the bet to call is at least {money(blind.amount)}",
            blind.clause,
            f"{blind.name[0].upper()}{blind.name[1:]} of {money(blind.amount)} is posted before the cards are dealt.",
        )
    if given is not None and given > bet:
        raise _refuse(
            f"the last raise, {money(given)}, is above the bet to call, {money(bet)}: the last bet or raise is part "
            f"of the bet, so it is 0 to {money(bet)}",
            ids.NZG_13_5B,
            _RAISE_FLOOR,
        )
    if full == 0:
        if given:
            raise _refuse(
                f"the last raise, {money(given)}, with no full bet made: the whole bet to call, {money(bet)}, is all "
                "ins short of a full bet, so the last raise is 0",
                ids.INT_RAISE_COUNT,
                "An all in short of a full bet is not counted as a bet or a raise.",
            )
        if bet and blind is not None:
            raise _refuse(
                f"the bet to call, {money(bet)}, cannot be only all ins short of a full bet in round 1: "
                f"{blind.name} of {money(blind.amount)} is a full opening bet",
                blind.clause,
                f"{blind.name[0].upper()}{blind.name[1:]} counts as its poster's bet in the first round.",
            )
        if raises:
            raise _refuse(
                f"the raises so far, {raises}, with no full bet made: an all in short of a full bet is not a bet "
                "that can be raised",
                ids.INT_RAISE_COUNT,
                "An all in short of a full bet is not counted as a bet or a raise.",
            )
        if bet >= minimum:
            raise _refuse(
                f"the last raise, 0, with a bet to call of {money(bet)}: 0 means only an all in short of a full bet "
                f"has been made, but {money(bet)} is a full bet here (at least {money(minimum)})",
                ids.INT_RAISE_COUNT,
                "An all in short of a full bet is less than the round's bet.",
            )
        return 0
    if stakes.structure.is_limit:
        return _limit_last_raise(stakes, round_number, bet, short, raises, given)
    return _open_last_raise(stakes, round_number, bet, short, raises, given, blind)


def _limit_step(stakes: Stakes, round_number: int, raises: int) -> tuple[int | None, int, ClauseId]:
    """A limit round's bet after ``raises`` full raises (``None``: more than any bet), the size of
    the last full bet or raise, and the clause that sizes them."""
    bet = stakes.bets[round_number - 1]
    if stakes.is_manila and round_number == 1 and stakes.blinds:
        step = stakes.first_raise
        return bet + raises * step, bet if raises == 0 else step, ids.PP_MANILA2_FIRST_RAISE
    if stakes.is_manila and stakes.later_raise is LaterRaise.DOUBLE:
        level = bet << raises if raises <= 64 else None
        return level, bet if raises == 0 else bet << (raises - 1), ids.INT_MANILA_RAISE_SIZE
    clause = ids.PP_MANILA2_LATER_RAISE if stakes.is_manila else ids.INT_FIXED_LIMIT_RAISES
    return bet * (raises + 1), bet, clause


def _limit_last_raise(stakes: Stakes, round_number: int, bet: int, short: int, raises: int, given: int | None) -> int:
    money = stakes.money
    level, last, clause = _limit_step(stakes, round_number, raises)
    opening = stakes.bets[round_number - 1]
    if clause == ids.INT_MANILA_RAISE_SIZE:
        how = "each raise doubles it"
    else:
        how = f"each raise adds {money(last if raises else (stakes.first_raise or opening))}"
    rule = f"The opening bet is {money(opening)} and {how}."
    if level != bet - short:
        reached = f"{money(level)}" if level is not None else "more than any bet"
        made = f" and {money(short)} from all ins short of a full raise" if short else ""
        raise _refuse(
            f"the bet to call, {money(bet)}, is not a bet round {round_number} of {stakes.name} reaches with "
            f"{_raises_text(raises)}{made}: the opening bet is {money(opening)} and {how}, so with "
            f"{_raises_text(raises)} the bet is {reached}. Only players all in for less than a full raise leave a "
            "bet in between: if they did, give the chips their all ins added",
            clause,
            rule,
        )
    if given is not None and given != last:
        raise _refuse(
            f"the last raise, {money(given)}, is not a full bet or raise of round {round_number} of {stakes.name}: "
            f"after {_raises_text(raises)} the last full bet or raise is {money(last)}",
            clause,
            rule,
        )
    return last


def _open_last_raise(
    stakes: Stakes, round_number: int, bet: int, short: int, raises: int, given: int | None, blind: BlindBet | None
) -> int:
    """Spread, pot-ratio and no limit: the last full bet or raise, which must be given after a raise."""
    money = stakes.money
    minimum = stakes.bets[round_number - 1]
    full = bet - short
    opening_least = blind.amount if blind is not None else minimum
    raise_least = max(opening_least, minimum)
    spread = stakes.structure is Structure.SPREAD_LIMIT
    if raises == 0:
        if blind is not None and full != blind.amount:
            raise _refuse(
                f"the bet to call, {money(bet)}, with no raises so far: in round 1 {blind.name}, "
                f"{money(blind.amount)}, is the opening bet, so a larger bet is a raise; say how many raises have "
                "been made, or the chips of all ins short of a full raise",
                blind.clause,
                f"{blind.name[0].upper()}{blind.name[1:]} counts as its poster's bet in the first round.",
            )
        if blind is None and full < minimum:
            raise _refuse(
                f"the bet to call, {money(bet)}, is less than the minimum bet, {money(minimum)}: only a player all in "
                "may bet less; if one did, say so: the last raise is then 0",
                ids.NZG_13_5A,
                f"The table's minimum bet is {money(minimum)}.",
            )
        if spread and blind is None and full > stakes.maximum:
            raise _refuse(
                f"the bet to call, {money(bet)}, with no raises so far is above the betting maximum, "
                f"{money(stakes.maximum)}: a bet adds at most the maximum",
                ids.NZG_13_5D,
                f"A bet is at least the minimum and at most the maximum, {money(stakes.maximum)}.",
            )
        if given is not None and given != full:
            raise _refuse(
                f"the last raise, {money(given)}, with no raises so far: the last full bet is then the opening bet, "
                f"{money(full)}",
                ids.NZG_13_5B,
                _RAISE_FLOOR,
            )
        return full
    if given is None:
        raise _refuse(
            f"the last raise is needed after {_plural(raises, 'raise')}: in {stakes.name} a raise adds at least the "
            "last bet or raise, so say how big the last raise was (what it added to the bet)",
            ids.NZG_13_5B,
            _RAISE_FLOOR,
        )
    last = given
    if last < raise_least:
        raise _refuse(
            f"the last raise, {money(last)}, is less than a full raise, {money(raise_least)}: a raise adds at least "
            "the minimum bet and the bet before it; a smaller one is an all in short of a full raise and not "
            "counted among the raises",
            ids.NZG_13_5B,
            _RAISE_FLOOR,
        )
    if spread and last > stakes.maximum:
        raise _refuse(
            f"the last raise, {money(last)}, is above the betting maximum, {money(stakes.maximum)}: in "
            f"{stakes.name} a bet or raise adds at most {money(stakes.maximum)}",
            ids.NZG_13_5D,
            f"A player may raise up to the betting maximum, {money(stakes.maximum)}.",
        )
    before = full - last
    least_before = opening_least + (raises - 1) * raise_least
    if before < least_before:
        raise _refuse(
            f"the bet to call, {money(bet)}, is too small for {_plural(raises, 'raise')}, the last adding "
            f"{money(last)}: an opening bet of at least {money(opening_least)} and raises of at least "
            f"{money(raise_least)} make at least {money(least_before + last)}",
            ids.NZG_13_5B,
            _RAISE_FLOOR,
        )
    if before > raises * last:
        if raises == 1:
            earlier = f"the bet it raised, {money(before)}"
        else:
            earlier = (
                f"an earlier bet or raise: the bets and raises before it make {money(before)}, more than "
                f"{raises} x {money(last)}"
            )
        raise _refuse(
            f"the last raise, {money(last)}, is less than {earlier}: a raise is not less than any previous bet or "
            "raise, except when a player taps out; if players went all in for less than a full raise, give the "
            "chips their all ins added",
            ids.NZG_13_5B,
            _RAISE_FLOOR,
        )
    return last


def _cap_clause(stakes: Stakes) -> ClauseId:
    return ids.PP_MANILA2_RAISE_CAP if stakes.is_manila else ids.NZG_13_5E


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _call_steps(s: _Situation) -> list[Step]:
    money = s.stakes.money
    clause = actions_clause(s.stakes, s.round_number)
    if s.current_bet == 0:
        if clause == ids.PP_MANILA2_FIFTH_CARD_BET:
            text = (
                f"No one has bet on the fifth card, where the bet is {money(s.round_bet)}: there is nothing to "
                "call, so you may check."
            )
            return [Step(clause, text)]
        return [Step(clause, f"No one has bet in round {s.round_number}: there is nothing to call, so you may check.")]
    if s.to_call == 0:
        return [
            Step(
                clause, f"You have already put in the bet of {money(s.current_bet)}: nothing to call, so you may check."
            )
        ]
    if s.put_in:
        text = (
            f"The bet is {money(s.current_bet)} and you have put in {money(s.put_in)}, so you call {money(s.to_call)}."
        )
    else:
        text = f"The bet is {money(s.current_bet)}: you call {money(s.to_call)}."
    steps = [Step(clause, text)]
    if s.stack is not None and s.stack <= s.to_call:
        short = "less than" if s.stack < s.to_call else "exactly"
        steps.append(
            Step(
                ids.INT_TAPPING_OUT,
                f"You have {money(s.stack)} behind, {short} the {money(s.to_call)} to call: you may call all in "
                f"for {money(s.stack)}.",
            )
        )
    return steps


def _cap_steps(s: _Situation) -> tuple[list[Step], bool]:
    """Steps about the cap on raises, and whether it stops a raise now."""
    stakes = s.stakes
    counts = s.current_bet > 0 and s.last_raise > 0  # the first bet (or completing it) is not a raise
    if not stakes.structure.caps_raises:
        if counts and s.raise_count >= RAISE_CAP:
            kind = "no-limit" if stakes.structure is Structure.NO_LIMIT else "pot-ratio"
            return [
                Step(
                    ids.NZG_13_5E,
                    f"{_plural(s.raise_count, 'raise')} so far, but a {kind} game has no limit to the number of raises.",
                )
            ], False
        return [], False
    if not counts or s.raise_count == 0:
        return [], False
    dealt = stakes.cap_players is CapPlayers.DEALT
    who = "were dealt in" if dealt else "are in the hand"
    where = "dealt in" if dealt else "in the hand"
    if s.counted_players <= 2:
        steps = [
            Step(
                ids.NZG_13_5E,
                f"Only 2 players {who}: the betting is head to head, so there is no limit to the number of raises.",
            )
        ]
        if s.raise_count >= RAISE_CAP:
            steps.append(
                Step(
                    ids.INT_RAISE_CAP_PLAYERS,
                    f"The cap of {RAISE_CAP} raises applies only while more than 2 players {who}.",
                )
            )
        return steps, False
    clause = _cap_clause(stakes)
    if s.raise_count >= RAISE_CAP:
        return [
            Step(
                clause,
                f"{_plural(s.raise_count, 'raise')} have been made and {s.counted_players} players {who}: the cap "
                f"of {RAISE_CAP} raises is reached, so you may only call or fold.",
            )
        ], True
    left = RAISE_CAP - s.raise_count
    return [
        Step(
            clause,
            f"{_plural(s.raise_count, 'raise')} so far; with {s.counted_players} players {where} a round has at most "
            f"{RAISE_CAP} raises, so {left} more may be made.",
        )
    ], False


@dataclass(frozen=True, slots=True)
class _Range:
    low: int
    high: int | None  # None: as high as the player's chips (no limit)
    low_clause: ClauseId
    high_clause: ClauseId
    steps: tuple[Step, ...]


def _short_all_in_step(s: _Situation, base: int) -> Step:
    """How the next limit raise is sized over all ins short of a full raise (``int-limit-short-all-in``)."""
    money = s.stakes.money
    made = (
        f"The bet of {money(s.current_bet)} is {money(s.full_bet)} of full bets and raises and {money(s.short)} "
        "from all ins short of a full raise"
    )
    if s.stakes.after_short_all_in is AfterShortAllIn.COMPLETE:
        return Step(
            ids.INT_LIMIT_SHORT_ALL_IN,
            f"{made}; read as completing the short raise, the next raise goes on from {money(base)}.",
        )
    if s.stakes.after_short_all_in is AfterShortAllIn.HALF_BET:
        return Step(
            ids.INT_LIMIT_SHORT_ALL_IN,
            f"{made}, less than half a raise; under the half-bet rule it does not count as a raise and the next "
            f"raise completes it, going on from {money(base)}.",
        )
    return Step(
        ids.INT_LIMIT_SHORT_ALL_IN,
        f"{made}; read as a full raise on top of it, the next raise goes on from {money(base)}.",
    )


def _limit_range(s: _Situation) -> _Range:
    stakes = s.stakes
    money = stakes.money
    bet, now = s.round_bet, s.current_bet
    clause = stakes.bet_clauses[s.round_number - 1] if stakes.is_manila else ids.INT_LIMIT_SCHEDULE
    if now == 0:
        step = Step(clause, f"No one has bet this round: you may bet {money(bet)}.")
        return _Range(bet, bet, clause, clause, (step,))
    if s.last_raise == 0:
        step = Step(
            ids.INT_RAISE_COUNT,
            f"The bet of {money(now)} is an all in short of the round's bet, {money(bet)}: you may complete it "
            f"to {money(bet)}, which counts as the bet, not a raise.",
        )
        return _Range(bet, bet, ids.INT_RAISE_COUNT, ids.INT_RAISE_COUNT, (step,))
    base = s.full_bet if stakes.after_short_all_in.completes else now
    steps = [_short_all_in_step(s, base)] if s.short else []
    if stakes.is_manila and s.round_number == 1:
        size = stakes.first_raise
        target = base + size
        if s.raise_count == 0 and now == bet:
            clause = ids.PP_MANILA2_FIRST_RAISE
            text = (
                f"The blind is {money(bet)}; a first-round raise adds twice the blind, {money(size)}, "
                f"so you may raise to {money(target)}."
            )
        else:
            clause = ids.INT_MANILA_FIRST_ROUND_RAISES
            text = (
                f"The bet is {money(base)}; every first-round raise adds twice the blind, {money(size)}, "
                f"so you may raise to {money(target)}."
            )
        return _Range(target, target, clause, clause, (*steps, Step(clause, text)))
    if stakes.is_manila and stakes.later_raise is LaterRaise.DOUBLE:
        # a doubling raise adds the bet that full bets and raises made, on top of any short all ins
        target = base + s.full_bet + s.shortfall
        clause = ids.INT_MANILA_RAISE_SIZE
        if s.short:
            text = (
                f"Read as doubling, each raise adds the bet the full bets and raises made, {money(s.full_bet)}, "
                f"so you may raise to {money(target)}."
            )
        else:
            text = f"The bet is {money(now)}; read as doubling, each raise doubles the bet, so you may raise to {money(target)}."
        return _Range(target, target, clause, clause, (*steps, Step(clause, text)))
    target = base + bet
    if stakes.is_manila:
        clause = ids.PP_MANILA2_LATER_RAISE if s.raise_count == 0 else ids.INT_MANILA_RAISE_SIZE
        text = (
            f"The bet is {money(base)}; each raise adds the round's bet, {money(bet)}, so you may raise to "
            f"{money(target)}."
        )
    else:
        clause = ids.INT_FIXED_LIMIT_RAISES
        text = (
            f"The bet is {money(base)}; a raise adds the round's bet, {money(bet)}, so you may raise to "
            f"{money(target)}."
        )
    return _Range(target, target, clause, clause, (*steps, Step(clause, text)))


def _least_raise(s: _Situation) -> tuple[int, ClauseId, Step]:
    """The smallest amount a full raise may add (NZ 13.5(b), and the table minimum)."""
    minimum, last = s.round_bet, s.last_raise
    money = s.stakes.money
    if s.stakes.structure is Structure.SPREAD_LIMIT:
        if last >= minimum:
            text = f"Action has been taken: a raise adds at least the last bet or raise, {money(last)}"
        else:
            text = f"A raise adds at least the betting minimum, {money(minimum)}"
        least = max(minimum, last)
        return least, ids.NZG_13_5D, Step(ids.NZG_13_5D, f"{text}: raise to at least {money(s.current_bet + least)}.")
    if last >= minimum:
        step = Step(
            ids.NZG_13_5B,
            f"The last bet or raise was {money(last)}, so a raise adds at least {money(last)}: raise to at least "
            f"{money(s.current_bet + last)}.",
        )
        return last, ids.NZG_13_5B, step
    step = Step(
        ids.NZG_13_5A,
        f"A raise adds at least the table minimum, {money(minimum)}: raise to at least "
        f"{money(s.current_bet + minimum)}.",
    )
    return minimum, ids.NZG_13_5A, step


def _pot_room(s: _Situation) -> tuple[int, Step]:
    """How much a pot-ratio bet or raise may add, with the arithmetic of NZ 13.5(c)."""
    money = s.stakes.money
    whole = s.pot + s.to_call
    now = s.current_bet
    if s.stakes.structure is Structure.POT_LIMIT:
        if now == 0:
            return whole, Step(ids.NZG_13_5C, f"No one has bet: a bet may be as large as the pot, {money(s.pot)}.")
        text = (
            f"Pot {money(s.pot)} + call {money(s.to_call)} = {money(whole)}, so you may raise by up to "
            f"{money(whole)}, to {money(now + whole)}."
        )
        return whole, Step(ids.NZG_13_5C, text)
    half = whole // 2
    rounded = money(half) if whole % 2 == 0 else f"{money(half)} (half of {money(whole)}, rounded down to a whole chip)"
    if now == 0:
        return half, Step(
            ids.NZG_13_5C, f"No one has bet: a bet may be up to half the pot {money(s.pot)}, that is {rounded}."
        )
    text = (
        f"Pot {money(s.pot)} + call {money(s.to_call)} = {money(whole)}; half of that is {rounded}, so you may "
        f"raise by up to {money(half)}, to {money(now + half)}."
    )
    return half, Step(ids.NZG_13_5C, text)


def _open_range(s: _Situation) -> _Range:
    """Spread, pot-ratio and no limit: the least and most a bet or raise may be."""
    structure = s.stakes.structure
    money = s.stakes.money
    now, minimum = s.current_bet, s.round_bet
    steps: list[Step] = []
    if now == 0 or s.last_raise == 0:
        low, low_clause = minimum, ids.NZG_13_5D if structure is Structure.SPREAD_LIMIT else ids.NZG_13_5A
        if now:
            steps.append(
                Step(
                    ids.INT_RAISE_COUNT,
                    f"The bet of {money(now)} is an all in short of the minimum bet, {money(minimum)}: a full bet "
                    f"is at least {money(minimum)}.",
                )
            )
        elif structure is Structure.SPREAD_LIMIT:
            steps.append(
                Step(
                    ids.NZG_13_5D,
                    f"First to act: a bet is at least the betting minimum, {money(minimum)}, and at most the "
                    f"maximum, {money(s.stakes.maximum)}.",
                )
            )
        else:
            steps.append(Step(ids.NZG_13_5A, f"A bet is at least the table minimum, {money(minimum)}."))
        base = 0
    else:
        least, low_clause, step = _least_raise(s)
        low = now + least
        steps.append(step)
        base = now
    if structure is Structure.SPREAD_LIMIT:
        high = base + s.stakes.maximum
        if base:
            steps.append(
                Step(
                    ids.NZG_13_5D,
                    f"A raise may add up to the betting maximum, {money(s.stakes.maximum)}: up to {money(high)}.",
                )
            )
        return _Range(low, high, low_clause, ids.NZG_13_5D, tuple(steps))
    if structure.is_pot_ratio:
        room, step = _pot_room(s)
        steps.append(step)
        high = now + room
        if high < low:
            steps.append(
                Step(
                    ids.INT_POT_LIMIT_ARITHMETIC,
                    f"That is less than the least bet or raise, so you may bet or raise to {money(low)}, no more.",
                )
            )
            high = low
        return _Range(low, high, low_clause, ids.NZG_13_5C, tuple(steps))
    steps.append(Step(ids.INT_TAPPING_OUT, "In no limit you may bet or raise as much as all your chips."))
    return _Range(low, None, low_clause, ids.INT_TAPPING_OUT, tuple(steps))


def betting_options(
    stakes: Stakes,
    *,
    round_number: int,
    pot: int,
    current_bet: int,
    put_in: int = 0,
    raise_count: int = 0,
    last_raise: int | None = None,
    player_count: int,
    dealt_count: int | None = None,
    stack: int | None = None,
    short_all_in_chips: int = 0,
    half_bet_shortfall: int = 0,
) -> Decision[BetOptions]:
    """What the player to act may call, and the least and most they may raise to, with the arithmetic.

    :param stakes: the table's structure and stakes (:func:`manila_limit`, :func:`pot_limit`, ...).
    :param round_number: the betting round, from 1 (before the first community card in Manila).
    :param pot: every chip in the middle, this round's bets included.
    :param current_bet: the bet: the most any player has put in this round (the blind, in Manila's
        first round).
    :param put_in: what this player has put in this round already (their blind, say).
    :param raise_count: full raises made this round; the first bet and the blinds are not raises
        (``int-raise-count``).
    :param last_raise: the size of the last full bet or raise this round (what it added).  In the
        limit structures the rules fix it, and a value given is checked; in spread, pot and no limit
        (``nzg-13-5b``) it must be given once there are raises, and with none it is the opening bet.
        0 means only an all in short of a full bet has bet.
    :param player_count: players still in the hand, all-in players included (the cap on raises:
        ``nzg-13-5e``, ``int-raise-cap-players``); at most the table's seats (``stakes.max_players``).
    :param dealt_count: players dealt into the hand (counted for the cap instead, when the stakes
        were built with ``cap_players="dealt"``).
    :param stack: the player's chips behind, not counting what they have put in (required in no
        limit; otherwise optional).
    :param short_all_in_chips: the chips that all ins short of a full bet or raise added to the bet
        this round (``int-raise-count``); the rest of the bet is full bets and raises.  In a limit
        game the next raise then goes on top of them or completes them (``int-limit-short-all-in``).
    :param half_bet_shortfall: under the half-bet rule (``after_short_all_in="half-bet"``), what the
        all ins counted as full bets or raises fell short of them: a $4 bet raised all in to $6 and
        counted as a raise leaves the bet $2 short of the $8 of one raise (``int-limit-short-all-in``).
    :returns: a :class:`BetOptions` whose steps cite the clauses behind each number.
    :raises BettingError: for inputs no legal round reaches (a negative pot, a put-in above the bet,
        a bet to call below the blind or between a limit's fixed bets, a last raise smaller than an
        earlier one); :class:`~engine.errors.PlayerCountError` for fewer than 2 players or more than
        the table seats.

    >>> later = betting_options(manila_limit(stake=2), round_number=2, pot=24, current_bet=8, raise_count=1,
    ...                         last_raise=4, player_count=3)
    >>> later.value.min_raise_to
    12
    >>> betting_options(manila_limit(stake=2), round_number=1, pot=2, current_bet=2, put_in=6, player_count=3)
    Traceback (most recent call last):
    ...
    engine.errors.BettingError: what the player has put in, $6, is above the bet to call, $2: the bet to call is the most any player has put in this round, so a player has put in 0 to $2 (int-betting-round)
    >>> betting_options(manila_limit(stake=2), round_number=2, pot=9, current_bet=5, player_count=3)
    Traceback (most recent call last):
    ...
    engine.errors.BettingError: the bet to call, $5, is not a bet round 2 of $2 manila reaches with no raises: the opening bet is $4 and each raise adds $4, so with no raises the bet is $4. Only players all in for less than a full raise leave a bet in between: if they did, give the chips their all ins added (pp-manila2-later-raise)
    """
    s = _check_inputs(
        stakes,
        round_number,
        pot,
        current_bet,
        put_in,
        raise_count,
        last_raise,
        player_count,
        dealt_count,
        stack,
        short_all_in_chips,
        half_bet_shortfall,
    )
    call_steps = _call_steps(s)
    call_all_in = s.stack is not None and s.stack <= s.to_call
    raise_steps = list(round_bet(s.stakes, s.round_number).because) if s.stakes.structure.is_limit else []
    cap_steps, capped = _cap_steps(s)
    raise_steps.extend(cap_steps)
    low: int | None = None
    high: int | None = None
    low_clause: ClauseId | None = None
    high_clause: ClauseId | None = None
    tap_out = False
    full_raise_to: int | None = None
    if capped or call_all_in:
        blocker: Step | None = cap_steps[-1] if capped else call_steps[-1]
    else:
        allowed = _limit_range(s) if s.stakes.structure.is_limit else _open_range(s)
        raise_steps.extend(allowed.steps)
        full_raise_to = allowed.low
        low_clause, high_clause = allowed.low_clause, allowed.high_clause
        low, high, blocker = _within_stack(s, allowed, raise_steps)
        tap_out = low is None  # chips short of a full bet or raise: only tapping out
    return Decision(
        BetOptions(
            amount_to_call=min(s.to_call, s.stack) if s.stack is not None else s.to_call,
            call_is_all_in=call_all_in,
            can_raise=low is not None,
            is_bet=s.current_bet == 0,
            min_raise_to=low,
            max_raise_to=high,
            all_in_to=None if s.stack is None else s.put_in + s.stack,
            can_tap_out=tap_out,
            raise_count=s.raise_count,
            raise_cap=RAISE_CAP if s.stakes.structure.caps_raises and s.counted_players > 2 else None,
            min_clause=low_clause,
            max_clause=high_clause,
            call_because=tuple(call_steps),
            raise_because=tuple(raise_steps),
            raise_blocked_by=blocker,
            currency=s.stakes.currency,
            full_raise_to=full_raise_to,
        ),
        because=tuple(call_steps + raise_steps),
    )


def _within_stack(s: _Situation, allowed: _Range, steps: list[Step]) -> tuple[int | None, int | None, Step | None]:
    """The range the player's chips allow: (least, most, the step that forbids a full raise).

    Short of a full bet or raise, the player may only tap out (NZ 13.5(b)); otherwise the
    most is at most all their chips.  Adds its reasons to ``steps``.
    """
    if s.stack is None:
        return allowed.low, allowed.high, None
    money = s.stakes.money
    all_in_to = s.put_in + s.stack
    if all_in_to < allowed.low:
        word = "bet" if s.current_bet == 0 else "raise"
        blocker = Step(
            ids.NZG_13_5B,
            f"You have {money(s.stack)} behind, short of a full {word} to {money(allowed.low)}: you may "
            f"only tap out, all in to {money(all_in_to)}.",
        )
        steps.append(blocker)
        return None, None, blocker
    if allowed.high is not None and all_in_to < allowed.high:
        steps.append(
            Step(
                ids.INT_TAPPING_OUT,
                f"You have {money(s.stack)} behind, so you may go to {money(all_in_to)} at most (all in).",
            )
        )
    high = all_in_to if allowed.high is None else min(allowed.high, all_in_to)
    return allowed.low, high, None
