"""The raise calculator's inputs, checked: a bet, a count of raises and a last raise that a legal round reaches.

:func:`check_inputs` turns what :func:`engine.poker.betting.options.betting_options` is given into a
:class:`Situation`, or refuses it with the rule it breaks: a put-in above the bet, a bet between a
limit's fixed amounts, a last raise smaller than an earlier one (NZ 13.5(b)), more raises than the
cap allows (NZ 13.5(e)), more players than the table seats.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from engine.checks import MAX_CHIPS, instance_of, whole_number
from engine.documents import ids
from engine.errors import BettingError, PlayerCountError
from engine.explain import ClauseId, Step
from engine.poker.betting.stakes import (
    RAISE_CAP,
    AfterShortAllIn,
    BlindBet,
    CapAllIn,
    CapOnceReached,
    CapPlayers,
    LaterRaise,
    Stakes,
    Structure,
    check_stakes,
)
from engine.words import excerpt, plural, sentence


def _chips(name: str, value: int, *, least: int, meaning: str, clause: ClauseId = ids.INT_BETTING_ROUND) -> int:
    """``value`` as a whole number of chips, at least ``least`` (else refused, quoting ``meaning``, the rule in
    words) and at most the engine's largest pot (``int-input-size``); ``name`` is the input in words."""
    value = whole_number(
        value,
        name,
        low=least,
        refusal=lambda: BettingError.citing(
            f"{name}, {excerpt(value)}, is not allowed: {meaning}", Step(clause, sentence(meaning) + ".")
        ),
    )
    return whole_number(value, name, low=least, high=MAX_CHIPS, error=BettingError)


@dataclass(frozen=True, slots=True)
class Situation:
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
    cap: CapCount
    stack: int | None
    short: int = 0
    shortfall: int = 0
    all_in_count: int = 0
    cap_reached: bool = False

    @property
    def cap_kept(self) -> bool:
        """True where a cap reached earlier in the round still holds with two or fewer counted players
        (``int-raise-cap-lifted``, read as ``"kept"``)."""
        return self.cap_reached and self.stakes.cap_once_reached is CapOnceReached.KEPT

    @property
    def counted_players(self) -> int:
        """The players counted for the cap on raises (:class:`CapCount`)."""
        return self.cap.counted

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
    return "no raises" if count == 0 else plural(count, "raise")


def _opening_blind(stakes: Stakes, round_number: int) -> BlindBet | None:
    """The blind that opens round 1 (the largest live one), if the structure posts blinds."""
    if round_number != 1:
        return None
    live = [blind for blind in stakes.blinds if blind.live.value]
    return max(live, key=lambda blind: blind.amount) if live else None


def no_limit_needs_chips() -> BettingError:
    """The refusal of a no-limit question asked without the player's chips: they are the most a bet may be."""
    return BettingError.citing(
        "the player's chips behind are needed in no limit: the most a player may bet or raise is all their chips",
        Step(ids.INT_TAPPING_OUT, "No one may bet more than the chips in front of them."),
    )


def _too_few_players(player_count: int) -> PlayerCountError:
    if type(player_count) is int and player_count == 1:
        return PlayerCountError.citing(
            "the number of players still in the hand, 1, is not enough for a betting round: with one player "
            "left the hand is over and that player wins the pot",
            Step(ids.INT_UNCONTESTED_POT, "A player left alone in the hand wins the pot without a showdown."),
        )
    return PlayerCountError.citing(
        f"the number of players still in the hand, {excerpt(player_count)}, is not allowed: a betting round needs 2 "
        "or more",
        Step(ids.INT_BETTING_ROUND, "Players still in the hand act in turn: a round of betting needs two or more."),
    )


def _check_players(stakes: Stakes, player_count: int, dealt_count: int | None) -> tuple[int, int]:
    """The players still in the hand and the players dealt in, checked against the table."""
    player_count = whole_number(player_count, "the number of players", low=2, refusal=lambda: _too_few_players(player_count))
    most = stakes.max_players
    seats = f"At most {most} play at {stakes.table}."
    if player_count > most:
        raise PlayerCountError.citing(
            f"the number of players still in the hand, {excerpt(player_count)}, is more than can sit at {stakes.table}: "
            f"at most {most}",
            stakes.seats.step(seats),
        )
    if dealt_count is None:
        return player_count, player_count
    dealt = _chips(
        "the number of players dealt in",
        dealt_count,
        least=player_count,
        meaning=f"at least the {player_count} players still in were dealt in",
        clause=ids.INT_RAISE_CAP_PLAYERS,
    )
    if dealt > most:
        raise PlayerCountError.citing(
            f"the number of players dealt in, {dealt}, is more than can sit at {stakes.table}: at most {most}",
            stakes.seats.step(seats),
        )
    return player_count, dealt


def check_inputs(
    stakes: Stakes,
    round_number: int,
    pot: int,
    current_bet: int,
    put_in: int,
    raise_count: int,
    last_raise: int | None,
    player_count: int,
    dealt_count: int | None,
    stack: int | None,
    short_all_in_chips: int = 0,
    half_bet_shortfall: int = 0,
    all_in_count: int = 0,
    cap_reached: bool = False,
) -> Situation:
    """The calculator's inputs as a :class:`Situation`, or the error of the first that no legal round reaches."""
    stakes = check_stakes(stakes)
    round_number = stakes.check_round(round_number)
    pot, bet, put = _check_bet(stakes, pot, current_bet, put_in)
    players, dealt = _check_players(stakes, player_count, dealt_count)
    raises = _chips("the raises so far", raise_count, least=0, meaning="raises are counted 0, 1, 2, ...")
    if bet == 0 and raises:
        raise BettingError.citing(
            f"the raises so far, {raises}, with no bet to call: a raise comes after a bet, so with a bet of 0 there "
            "are no raises",
            Step(ids.INT_RAISE_COUNT, "The first bet of a round is not a raise; raises come after it."),
        )
    all_ins = _check_all_ins(all_in_count, players)
    reached = instance_of(cap_reached, "cap_reached", bool, "True or False")
    cap = cap_count(stakes, players, dealt, all_ins)
    if stakes.structure.caps_raises and cap.counted > 2 and raises > RAISE_CAP:
        raise BettingError.citing(
            f"the raises so far, {raises}, are more than the cap of {RAISE_CAP} raises allows with {cap.counted} "
            f"players: with more than 2 players a round has at most {RAISE_CAP} raises",
            Step(cap_clause(stakes), f"Only {RAISE_CAP} raises per round are permitted when there are more than 2 players."),
        )
    short, given = _check_short(stakes, bet, short_all_in_chips, last_raise)
    shortfall = _check_shortfall(stakes, half_bet_shortfall)
    # under the half-bet rule the bet is checked as the fixed amounts would have made it (int-limit-short-all-in)
    last = _last_full_raise(stakes, round_number, bet + shortfall, short, raises, given)
    if stack is not None:
        stack = _chips(
            "the player's chips behind", stack, least=1, meaning="a player who acts has 1 or more chips behind"
        )
    elif stakes.structure is Structure.NO_LIMIT:
        raise no_limit_needs_chips()
    return Situation(
        stakes=stakes,
        round_number=round_number,
        pot=pot,
        current_bet=bet,
        put_in=put,
        raise_count=raises,
        last_raise=last,
        player_count=players,
        cap=cap,
        stack=stack,
        short=short,
        shortfall=shortfall,
        all_in_count=all_ins,
        cap_reached=reached,
    )


def _check_bet(stakes: Stakes, pot: int, current_bet: int, put_in: int) -> tuple[int, int, int]:
    """The pot, the bet to call and what the player has put in, checked against one another."""
    money = stakes.money
    pot = _chips("the pot", pot, least=0, meaning="a pot is a whole number of chips, 0 or more")
    bet = _chips(
        "the bet to call",
        current_bet,
        least=0,
        meaning="the bet to call is the most any player has put in this round, 0 or more chips",
    )
    put = _chips(
        "what the player has put in", put_in, least=0, meaning="what a player has put in this round is 0 or more chips"
    )
    if put > bet:
        raise BettingError.citing(
            f"what the player has put in, {money(put)}, is above the bet to call, {money(bet)}: the bet to call is "
            f"the most any player has put in this round, so a player has put in 0 to {money(bet)}",
            Step(ids.INT_BETTING_ROUND, "The bet is the most anyone has put in this round."),
        )
    if pot < bet:
        raise BettingError.citing(
            f"the pot, {money(pot)}, is less than the bet to call, {money(bet)}: the pot holds every chip put in, "
            f"this round's bets too, so it is at least {money(bet)}",
            Step(ids.INT_BETTING_ROUND, "The pot holds every chip put in."),
        )
    return pot, bet, put


def _check_all_ins(all_in_count: int, players: int) -> int:
    """The other players all in, fewer than the players in the hand (the player to act is not all in)."""
    all_ins = _chips(
        "the players all in",
        all_in_count,
        least=0,
        meaning="players still in the hand who are all in, 0 or more, not counting the player to act",
        clause=ids.INT_RAISE_CAP_ALL_IN,
    )
    if all_ins >= players:
        raise BettingError.citing(
            f"the players all in, {all_ins}, are not fewer than the {players} players still in the hand: the player "
            f"to act is not all in, so at most {players - 1} of the others are",
            Step(ids.INT_RAISE_CAP_ALL_IN, "A player all in has no chips left to bet; the player to act has some."),
        )
    return all_ins


def _check_short(stakes: Stakes, bet: int, short_all_in_chips: int, last_raise: int | None) -> tuple[int, int | None]:
    """The chips of all ins short of a full raise in the bet, and the last raise if given (a last raise of 0:
    the whole bet is such all ins)."""
    money = stakes.money
    short = _chips(
        "the chips of all ins short of a full raise",
        short_all_in_chips,
        least=0,
        meaning="all ins for less than a full bet or raise add 0 or more chips to the bet",
        clause=ids.INT_RAISE_COUNT,
    )
    if short > bet:
        raise BettingError.citing(
            f"the chips of all ins short of a full raise, {money(short)}, are more than the bet to call, "
            f"{money(bet)}: they are part of the bet",
            Step(ids.INT_RAISE_COUNT, "An all in short of a full raise adds its chips to the bet without being a raise."),
        )
    if last_raise is None:
        return short, None
    given = _chips(
        "the last raise",
        last_raise,
        least=0,
        meaning="the last full bet or raise is 0 (none yet) or more chips",
        clause=ids.NZG_13_5B,
    )
    if given == 0 and bet:
        if short not in (0, bet):
            raise BettingError.citing(
                f"the last raise, 0, says no full bet has been made, but the all ins short of a full raise are "
                f"{money(short)} of the bet to call, {money(bet)}: with no full bet, the whole bet is all ins "
                "short of one",
                Step(ids.INT_RAISE_COUNT, "An all in short of a full bet is not a bet that can be raised."),
            )
        short = bet
    return short, given


def _check_shortfall(stakes: Stakes, half_bet_shortfall: int) -> int:
    """The half-bet shortfall: 0, except in a limit game played with the half-bet rule."""
    shortfall = _chips(
        "the half-bet shortfall",
        half_bet_shortfall,
        least=0,
        meaning="what all ins counted as full bets or raises under the half-bet rule fell short of them, 0 or more chips",
        clause=ids.INT_LIMIT_SHORT_ALL_IN,
    )
    if shortfall and not (stakes.structure.is_limit and stakes.after_short_all_in is AfterShortAllIn.HALF_BET):
        raise BettingError.citing(
            f"the half-bet shortfall, {stakes.money(shortfall)}, is only for a limit game played with the half-bet rule "
            "(after_short_all_in='half-bet'): elsewhere an all in short of a full bet or raise is never counted as one",
            Step(ids.INT_LIMIT_SHORT_ALL_IN, "Under the half-bet rule an all in of half a bet or more is treated as a full bet."),
        )
    return shortfall


class CapCount(NamedTuple):
    """The players counted for the cap on raises (``counted``), the players all in among those the count
    starts from (``all_in``: none where it counts those dealt in, ``dealt``), and how many of those are
    left out (``left_out``: all of them, unless the stakes count them)."""

    counted: int
    all_in: int
    left_out: int
    dealt: bool = False

    @property
    def who(self) -> str:
        """The players counted, in words: ``"were dealt in"``, ``"can still bet"`` or ``"are in the hand"``."""
        return "were dealt in" if self.dealt else "can still bet" if self.left_out else "are in the hand"

    @property
    def where(self) -> str:
        """Where the counted players are: ``"dealt in"``, ``"able to bet"`` or ``"in the hand"``."""
        return "dealt in" if self.dealt else "able to bet" if self.left_out else "in the hand"


def cap_count(stakes: Stakes, in_hand: int, dealt: int, all_in: int) -> CapCount:
    """The players counted for the cap on raises: those dealt in (``int-raise-cap-players``, ``"dealt"``), or
    those still in the hand, less the ones all in unless the stakes count them (``int-raise-cap-all-in``)."""
    if stakes.cap_players is CapPlayers.DEALT:
        return CapCount(dealt, 0, 0, dealt=True)
    left_out = all_in if stakes.cap_all_in is CapAllIn.NOT_COUNTED else 0
    return CapCount(in_hand - left_out, all_in, left_out)


def counted_for_cap(stakes: Stakes, in_hand: int, dealt: int, all_in: int) -> int:
    """How many players :func:`cap_count` counts for the cap.

    >>> from engine.poker.betting.structures import manila_limit
    >>> counted_for_cap(manila_limit(stake=2), 3, 3, 1), counted_for_cap(manila_limit(stake=2, cap_all_in="counted"), 3, 3, 1)
    (2, 3)
    """
    return cap_count(stakes, in_hand, dealt, all_in).counted


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
        raise BettingError.citing(
            f"the bet to call, {money(bet)}, is less than {blind.name}, {money(blind.amount)}: {blind.name} is "
            f"posted before the cards, so in round 1 the bet to call is at least {money(blind.amount)}",
            Step(blind.clause, f"{blind.name[0].upper()}{blind.name[1:]} of {money(blind.amount)} is posted before the cards are dealt."),
        )
    if given is not None and given > bet:
        raise BettingError.citing(
            f"the last raise, {money(given)}, is above the bet to call, {money(bet)}: the last bet or raise is part "
            f"of the bet, so it is 0 to {money(bet)}",
            Step(ids.NZG_13_5B, _RAISE_FLOOR),
        )
    if full == 0:
        if given:
            raise BettingError.citing(
                f"the last raise, {money(given)}, with no full bet made: the whole bet to call, {money(bet)}, is all "
                "ins short of a full bet, so the last raise is 0",
                Step(ids.INT_RAISE_COUNT, "An all in short of a full bet is not counted as a bet or a raise."),
            )
        if bet and blind is not None:
            raise BettingError.citing(
                f"the bet to call, {money(bet)}, cannot be only all ins short of a full bet in round 1: "
                f"{blind.name} of {money(blind.amount)} is a full opening bet",
                Step(blind.clause, f"{blind.name[0].upper()}{blind.name[1:]} counts as its poster's bet in the first round."),
            )
        if raises:
            raise BettingError.citing(
                f"the raises so far, {raises}, with no full bet made: an all in short of a full bet is not a bet "
                "that can be raised",
                Step(ids.INT_RAISE_COUNT, "An all in short of a full bet is not counted as a bet or a raise."),
            )
        if bet >= minimum:
            raise BettingError.citing(
                f"the last raise, 0, with a bet to call of {money(bet)}: 0 means only an all in short of a full bet "
                f"has been made, but {money(bet)} is a full bet here (at least {money(minimum)})",
                Step(ids.INT_RAISE_COUNT, "An all in short of a full bet is less than the round's bet."),
            )
        return 0
    if stakes.structure.is_limit:
        return _limit_last_raise(stakes, round_number, bet, short, raises, given)
    return _open_last_raise(stakes, round_number, bet, short, raises, given, blind)


class _LimitStep(NamedTuple):
    """A limit round's bet after some full raises (``None``: more than any bet), the size of the last
    full bet or raise, the clause that sizes them, and whether each raise doubles the bet."""

    level: int | None
    last: int
    clause: ClauseId
    doubles: bool = False


def _limit_step(stakes: Stakes, round_number: int, raises: int) -> _LimitStep:
    """A limit round after ``raises`` full raises (:class:`_LimitStep`)."""
    bet = stakes.bets[round_number - 1]
    if stakes.is_manila and round_number == 1 and stakes.blinds:
        step = stakes.first_raise
        return _LimitStep(bet + raises * step, bet if raises == 0 else step, ids.PP_MANILA2_FIRST_RAISE)
    if stakes.is_manila and stakes.later_raise is LaterRaise.DOUBLE:
        level = bet << raises if raises <= 64 else None
        return _LimitStep(level, bet if raises == 0 else bet << (raises - 1), ids.INT_MANILA_RAISE_SIZE, doubles=True)
    clause = ids.PP_MANILA2_LATER_RAISE if stakes.is_manila else ids.INT_FIXED_LIMIT_RAISES
    return _LimitStep(bet * (raises + 1), bet, clause)


def _limit_last_raise(stakes: Stakes, round_number: int, bet: int, short: int, raises: int, given: int | None) -> int:
    money = stakes.money
    level, last, clause, doubles = _limit_step(stakes, round_number, raises)
    opening = stakes.bets[round_number - 1]
    if doubles:
        how = "each raise doubles it"
    else:
        how = f"each raise adds {money(last if raises else (stakes.first_raise or opening))}"
    rule = f"The opening bet is {money(opening)} and {how}."
    if level != bet - short:
        reached = f"{money(level)}" if level is not None else "more than any bet"
        made = f" and {money(short)} from all ins short of a full raise" if short else ""
        raise BettingError.citing(
            f"the bet to call, {money(bet)}, is not a bet round {round_number} of {stakes.name} reaches with "
            f"{_raises_text(raises)}{made}: the opening bet is {money(opening)} and {how}, so with "
            f"{_raises_text(raises)} the bet is {reached}. Only players all in for less than a full raise leave a "
            "bet in between: if they did, give the chips their all ins added",
            Step(clause, rule),
        )
    if given is not None and given != last:
        raise BettingError.citing(
            f"the last raise, {money(given)}, is not a full bet or raise of round {round_number} of {stakes.name}: "
            f"after {_raises_text(raises)} the last full bet or raise is {money(last)}",
            Step(clause, rule),
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
        return _open_opening_bet(stakes, bet, full, given, blind, minimum)
    if given is None:
        raise BettingError.citing(
            f"the last raise is needed after {plural(raises, 'raise')}: in {stakes.name} a raise adds at least the "
            "last bet or raise, so say how big the last raise was (what it added to the bet)",
            Step(ids.NZG_13_5B, _RAISE_FLOOR),
        )
    last = given
    if last < raise_least:
        raise BettingError.citing(
            f"the last raise, {money(last)}, is less than a full raise, {money(raise_least)}: a raise adds at least "
            "the minimum bet and the bet before it; a smaller one is an all in short of a full raise and not "
            "counted among the raises",
            Step(ids.NZG_13_5B, _RAISE_FLOOR),
        )
    if spread and last > stakes.maximum:
        raise BettingError.citing(
            f"the last raise, {money(last)}, is above the betting maximum, {money(stakes.maximum)}: in "
            f"{stakes.name} a bet or raise adds at most {money(stakes.maximum)}",
            Step(ids.NZG_13_5D, f"A player may raise up to the betting maximum, {money(stakes.maximum)}."),
        )
    before = full - last
    least_before = opening_least + (raises - 1) * raise_least
    if before < least_before:
        raise BettingError.citing(
            f"the bet to call, {money(bet)}, is too small for {plural(raises, 'raise')}, the last adding "
            f"{money(last)}: an opening bet of at least {money(opening_least)} and raises of at least "
            f"{money(raise_least)} make at least {money(least_before + last)}",
            Step(ids.NZG_13_5B, _RAISE_FLOOR),
        )
    if before > raises * last:
        if raises == 1:
            earlier = f"the bet it raised, {money(before)}"
        else:
            earlier = (
                f"an earlier bet or raise: the bets and raises before it make {money(before)}, more than "
                f"{raises} x {money(last)}"
            )
        raise BettingError.citing(
            f"the last raise, {money(last)}, is less than {earlier}: a raise is not less than any previous bet or "
            "raise, except when a player taps out; if players went all in for less than a full raise, give the "
            "chips their all ins added",
            Step(ids.NZG_13_5B, _RAISE_FLOOR),
        )
    return last


def _open_opening_bet(stakes: Stakes, bet: int, full: int, given: int | None, blind: BlindBet | None, minimum: int) -> int:
    """Spread, pot-ratio and no limit with no raises so far: the opening bet, which is the last full bet."""
    money = stakes.money
    spread = stakes.structure is Structure.SPREAD_LIMIT
    if blind is not None and full != blind.amount:
        raise BettingError.citing(
            f"the bet to call, {money(bet)}, with no raises so far: in round 1 {blind.name}, "
            f"{money(blind.amount)}, is the opening bet, so a larger bet is a raise; say how many raises have "
            "been made, or the chips of all ins short of a full raise",
            Step(blind.clause, f"{blind.name[0].upper()}{blind.name[1:]} counts as its poster's bet in the first round."),
        )
    if blind is None and full < minimum:
        raise BettingError.citing(
            f"the bet to call, {money(bet)}, is less than the minimum bet, {money(minimum)}: only a player all in "
            "may bet less; if one did, say so: the last raise is then 0",
            Step(ids.NZG_13_5A, f"The table's minimum bet is {money(minimum)}."),
        )
    if spread and blind is None and full > stakes.maximum:
        raise BettingError.citing(
            f"the bet to call, {money(bet)}, with no raises so far is above the betting maximum, "
            f"{money(stakes.maximum)}: a bet adds at most the maximum",
            Step(ids.NZG_13_5D, f"A bet is at least the minimum and at most the maximum, {money(stakes.maximum)}."),
        )
    if given is not None and given != full:
        raise BettingError.citing(
            f"the last raise, {money(given)}, with no raises so far: the last full bet is then the opening bet, "
            f"{money(full)}",
            Step(ids.NZG_13_5B, _RAISE_FLOOR),
        )
    return full


def cap_clause(stakes: Stakes) -> ClauseId:
    """The rule that caps the raises of a round: Manila's own "Only 3 raises per round", or NZ 13.5(e)."""
    return ids.PP_MANILA2_RAISE_CAP if stakes.is_manila else ids.NZG_13_5E

