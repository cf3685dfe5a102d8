"""The betting arithmetic: what a player may call, and the least and most they may raise to.

:func:`betting_options` is the raise calculator.  Given the stakes (see
:mod:`engine.poker.betting.stakes`), the round, the pot, the bet, what the player has put in
this round, the raises so far, the players in the hand and the player's chips, it
answers with a :class:`BetOptions` record inside a :class:`~engine.explain.Decision`
whose steps write out the arithmetic and cite the clause behind each number.
Its inputs are checked by :mod:`engine.poker.betting.situation`, its bounds worked out by
:mod:`engine.poker.betting.raises`; :mod:`engine.poker.betting.schedule` gives a limit game's bets
round by round.  The betting round as a whole -- turns, blinds, the pot -- is
:mod:`engine.poker.betting.round`.

Every amount is "to": ``min_raise_to`` is the total the player will have put in this
round after raising, the way a dealer says "raise to $6".

>>> from engine.poker.betting.structures import manila_limit, pot_limit
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

from engine.checks import instance_of
from engine.documents import ids
from engine.explain import Decision, Step
from engine.poker.betting.raises import RaiseRange, limit_range, open_range, within_stack
from engine.poker.betting.schedule import round_actions, scheduled_bet
from engine.poker.betting.situation import Situation, cap_clause, check_inputs
from engine.poker.betting.stakes import RAISE_CAP, Input, Stakes, Structure, money_text, range_text
from engine.poker.betting.structures import STRUCTURE_INPUTS
from engine.words import or_list, plural

__all__ = ["SITUATION_INPUTS", "BetOptions", "RaiseRange", "betting_options", "calculator_inputs"]

#: The betting situation a form asks for, each one of :func:`betting_options`' keywords (the others keep
#: their defaults); ``last_raise`` is ``None`` for "the whole bet".
SITUATION_INPUTS = (
    Input("round_number", "Betting round"),
    Input("pot", "Pot (every chip in it)"),
    Input("current_bet", "The bet (most put in this round)"),
    Input("put_in", "You have put in this round"),
    Input("raise_count", "Raises so far this round"),
    Input("last_raise", "Last bet or raise", optional=True),
    Input("player_count", "Players in the hand"),
    Input("stack", "Your chips behind"),
)


def calculator_inputs(structure: Structure) -> tuple[Input, ...]:
    """What the raise calculator asks for with a structure: the stakes that build it
    (:data:`~engine.poker.betting.structures.STRUCTURE_INPUTS`), then the situation.

    The size of the last bet or raise counts only where raises are not fixed amounts
    (``nzg-13-5b``: spread limit, pot limit, half pot, no limit).

    >>> [given.name for given in calculator_inputs(Structure.MANILA_LIMIT)]
    ['stake', 'later_raise', 'round_number', 'pot', 'current_bet', 'put_in', 'raise_count', 'player_count', 'stack']
    >>> "last_raise" in [given.name for given in calculator_inputs(Structure.NO_LIMIT)]
    True
    """
    structure = instance_of(structure, "structure", Structure, "a betting structure, such as Structure.NO_LIMIT")
    situation = tuple(given for given in SITUATION_INPUTS if given.name != "last_raise" or not structure.is_limit)
    return STRUCTURE_INPUTS[structure].inputs + situation


@dataclass(frozen=True, slots=True, kw_only=True)
class BetOptions:
    """What the player to act may do, and for how much.

    ``amount_to_call`` is what calling costs (all the player's chips, if they have no
    more: then ``call_is_all_in``).  ``raise_range``, where a full bet or raise is allowed, holds the
    least and most totals it may be, each with the rule that sets it: any total from
    ``min_raise_to`` to ``max_raise_to`` is a legal bet or raise (``is_bet``: no one has
    bet this round, so it is a bet).  ``can_tap_out``: the player may go all in, to
    ``all_in_to``, for less than a full raise (NZ 13.5(b)).  ``raise_cap`` is the cap on
    raises now (``None``: no cap).  ``call_because`` and ``raise_because`` split the
    reasons between the two halves of the answer; ``raise_blocked_by`` is the step that
    says why no full bet or raise is allowed, if none is.  ``full_raise_to`` is the least full
    bet or raise, whatever the player's chips (``None`` where none may be made: the cap).
    ``short_bet`` is the step of ``raise_because`` that says the bet is all ins short of a full bet,
    which a full bet completes (``int-raise-count``), where it is.  ``completes``: the bet is short of a
    full one (a stud bring-in, an all in for less) in a limit game, so the full bet completes it: a dealer
    says "complete to", and it counts as the bet, not a raise.
    """

    amount_to_call: int
    call_is_all_in: bool
    is_bet: bool
    raise_range: RaiseRange | None
    all_in_to: int | None
    can_tap_out: bool
    raise_count: int
    raise_cap: int | None
    call_because: tuple[Step, ...]
    raise_because: tuple[Step, ...]
    raise_blocked_by: Step | None = None
    currency: str = ""
    must_open: bool = False
    bring_in: int = 0
    full_raise_to: int | None = None
    short_bet: Step | None = None
    completes: bool = False

    @property
    def can_raise(self) -> bool:
        """True when a full bet or raise is allowed (:attr:`raise_range`)."""
        return self.raise_range is not None

    @property
    def min_raise_to(self) -> int | None:
        """The least total a full bet or raise may be (``None``: none may be made)."""
        return None if self.raise_range is None else self.raise_range.low.value

    @property
    def max_raise_to(self) -> int | None:
        """The most total a full bet or raise may be (``None``: none may be made)."""
        return None if self.raise_range is None else self.raise_range.high.value

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
        if self.raise_range is not None:
            low, high = self.raise_range.low.value, self.raise_range.high.value
            verb = ("complete to" if self.bring_in else "bet") if self.is_bet else self.raise_verb
            if low == high:
                items.append(f"{verb} {money(low)}")
            else:
                items.append(f"{verb} between {range_text(low, high, self.currency)}")
        if self.can_tap_out and self.all_in_to is not None:
            items.append(f"go all in to {money(self.all_in_to)}")
        if not self.must_open:
            items.append("fold")
        return tuple(items)

    @property
    def raise_verb(self) -> str:
        """How a dealer says the full raise offered: ``'raise to'``, or ``'complete to'`` where it completes a
        bet short of a full one (:attr:`completes`)."""
        return "complete to" if self.completes else "raise to"

    def __str__(self) -> str:
        return or_list(self.choices())


def _call_steps(s: Situation) -> list[Step]:
    money = s.stakes.money
    actions = round_actions(s.stakes, s.round_number)
    clause = actions.clause
    if s.current_bet == 0:
        if actions.sets_bet:
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


def _cap_steps(s: Situation) -> tuple[list[Step], bool]:
    """Steps about the cap on raises, and whether it stops a raise now."""
    counts = s.current_bet > 0 and s.last_raise > 0  # the first bet (or completing it) is not a raise
    if not s.stakes.structure.caps_raises:
        if counts and s.raise_count >= RAISE_CAP:
            kind = "no-limit" if s.stakes.structure is Structure.NO_LIMIT else "pot-ratio"
            text = f"{plural(s.raise_count, 'raise')} so far, but a {kind} game has no limit to the number of raises."
            return [Step(ids.NZG_13_5E, text)], False
        return [], False
    if not counts or s.raise_count == 0:
        return [], False
    cap = s.cap
    steps: list[Step] = []
    if cap.all_in:
        status = "are all in" if cap.all_in > 1 else "is all in"
        if cap.left_out:
            text = (
                f"{plural(cap.all_in, 'player')} still in {status} and can bet no more: not counted for the cap, "
                f"{plural(cap.counted, 'player')} {cap.who}."
            )
        else:
            text = f"{plural(cap.all_in, 'player')} still in {status}; this table counts them for the cap."
        steps.append(Step(ids.INT_RAISE_CAP_ALL_IN, text))
    if cap.counted <= 2:
        return _head_to_head_steps(s, steps)
    if s.raise_count >= RAISE_CAP:
        text = (
            f"{plural(s.raise_count, 'raise')} have been made and {cap.counted} players {cap.who}: the cap "
            f"of {RAISE_CAP} raises is reached, so you may only call or fold."
        )
        return [*steps, Step(cap_clause(s.stakes), text)], True
    text = (
        f"{plural(s.raise_count, 'raise')} so far; with {cap.counted} players {cap.where} a round has at most "
        f"{RAISE_CAP} raises, so {RAISE_CAP - s.raise_count} more may be made."
    )
    return [*steps, Step(cap_clause(s.stakes), text)], False


def _head_to_head_steps(s: Situation, steps: list[Step]) -> tuple[list[Step], bool]:
    """The cap with two players or fewer counted: lifted (NZ 13.5(e)), unless a cap reached earlier is kept."""
    if s.cap_kept:
        text = (
            f"The cap of {RAISE_CAP} raises was reached while more than 2 players were counted; at this table "
            "it stays for the rest of the round, so you may only call or fold."
        )
        return [*steps, Step(ids.INT_RAISE_CAP_LIFTED, text)], True
    cap = s.cap
    steps.append(
        Step(
            ids.NZG_13_5E,
            f"Only {plural(cap.counted, 'player')} {cap.who}: the betting is head to head, so there is no "
            "limit to the number of raises.",
        )
    )
    if s.cap_reached:
        text = (
            f"The cap of {RAISE_CAP} raises was reached earlier in the round, with more than 2 players; "
            "now that the betting is head to head it is lifted."
        )
        steps.append(Step(ids.INT_RAISE_CAP_LIFTED, text))
    elif s.raise_count >= RAISE_CAP and not cap.left_out:
        text = f"The cap of {RAISE_CAP} raises applies only while more than 2 players {cap.who}."
        steps.append(Step(ids.INT_RAISE_CAP_PLAYERS, text))
    return steps, False


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
    all_in_count: int = 0,
    cap_reached: bool = False,
) -> Decision[BetOptions]:
    """What the player to act may call, and the least and most they may raise to, with the arithmetic.

    :param stakes: the table's structure and stakes (:func:`~engine.poker.betting.structures.manila_limit`,
        :func:`~engine.poker.betting.structures.pot_limit`, ...).
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
    :param all_in_count: the other players still in the hand who are all in: not counted for the cap unless
        the stakes count them (``cap_all_in="counted"``, ``int-raise-cap-all-in``).
    :param cap_reached: whether the cap of three raises was reached earlier in the round while more than 2
        players were counted: with ``cap_once_reached="kept"`` it then holds with two left
        (``int-raise-cap-lifted``).
    :returns: a :class:`BetOptions` whose steps cite the clauses behind each number.
    :raises BettingError: for inputs no legal round reaches (a negative pot, a put-in above the bet,
        a bet to call below the blind or between a limit's fixed bets, a last raise smaller than an
        earlier one); :class:`~engine.errors.PlayerCountError` for fewer than 2 players or more than
        the table seats.

    >>> from engine.poker.betting.structures import manila_limit
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
    situation = check_inputs(
        stakes, round_number, pot, current_bet, put_in, raise_count, last_raise, player_count, dealt_count, stack,
        short_all_in_chips, half_bet_shortfall, all_in_count, cap_reached
    )
    return _options(situation)


def _options(s: Situation) -> Decision[BetOptions]:
    """:func:`betting_options` for inputs checked."""
    call_steps = _call_steps(s)
    call_all_in = s.stack is not None and s.stack <= s.to_call
    raise_steps = list(scheduled_bet(s.stakes, s.round_number).because) if s.stakes.structure.is_limit else []
    cap_steps, capped = _cap_steps(s)
    raise_steps.extend(cap_steps)
    allowed: RaiseRange | None = None
    tap_out = False
    full_raise_to: int | None = None
    short_bet: Step | None = None
    if capped or call_all_in:
        blocker: Step | None = cap_steps[-1] if capped else call_steps[-1]
    else:
        bounds = limit_range(s) if s.stakes.structure.is_limit else open_range(s)
        raise_steps.extend(bounds.steps)
        full_raise_to = bounds.low.value
        short_bet = bounds.short_bet
        allowed, blocker = within_stack(s, bounds, raise_steps)
        tap_out = allowed is None  # chips short of a full bet or raise: only tapping out
    return Decision(
        BetOptions(
            amount_to_call=min(s.to_call, s.stack) if s.stack is not None else s.to_call,
            call_is_all_in=call_all_in,
            is_bet=s.current_bet == 0,
            raise_range=allowed,
            all_in_to=None if s.stack is None else s.put_in + s.stack,
            can_tap_out=tap_out,
            raise_count=s.raise_count,
            raise_cap=RAISE_CAP if s.stakes.structure.caps_raises and (s.counted_players > 2 or s.cap_kept) else None,
            call_because=tuple(call_steps),
            raise_because=tuple(raise_steps),
            raise_blocked_by=blocker,
            currency=s.stakes.currency,
            full_raise_to=full_raise_to,
            short_bet=short_bet,
            completes=short_bet is not None and s.stakes.structure.is_limit,
        ),
        because=tuple(call_steps + raise_steps),
    )

