"""The least and most a bet or raise may be: the fixed amounts of a limit, the bounds of the others.

:func:`limit_range` sizes a limit game's bet or raise (manila, fixed limit), :func:`open_range`
the bounds of spread limit, pot-ratio and no limit (NZ 13.5(b)-(e)), and :func:`within_stack`
what the player's chips allow of them.  Each bound is :class:`~engine.explain.Cited`: the total and
the rule that sets it.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.documents import ids
from engine.explain import Cited, ClauseId, Step
from engine.poker.betting.situation import Situation, no_limit_needs_chips
from engine.poker.betting.stakes import AfterShortAllIn, LaterRaise, Stakes, Structure


@dataclass(frozen=True, slots=True)
class RaiseRange:
    """The totals a full bet or raise may be: any from ``low`` to ``high`` (the same, in a limit game),
    each with the rule that sets it."""

    low: Cited[int]
    high: Cited[int]


@dataclass(frozen=True, slots=True)
class Bounds:
    """What the structure allows a full bet or raise, before the player's chips: ``high`` is ``None``
    in no limit (as high as the chips), still with its rule.  ``steps`` give the arithmetic;
    ``short_bet`` is the one of them that says the bet is all ins short of a full bet, which a full
    bet completes (``int-raise-count``), if the bet is that.
    """

    low: Cited[int]
    high: Cited[int | None]
    steps: tuple[Step, ...]
    short_bet: Step | None = None


def _fixed(amount: int, clause: ClauseId, steps: tuple[Step, ...], short_bet: Step | None = None) -> Bounds:
    """A limit's one allowed total, ``amount``, set by ``clause``."""
    return Bounds(Cited(amount, clause), Cited(amount, clause), steps, short_bet)


def _short_all_in_step(s: Situation, base: int) -> Step:
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


def limit_range(s: Situation) -> Bounds:
    """A limit game's one bet or raise: the round's bet, Manila's first-round raise of twice the blind,
    a raise of the round's bet (or, read as doubling, of the bet), over any all ins short of a full one."""
    stakes = s.stakes
    money = stakes.money
    bet, now = s.round_bet, s.current_bet
    clause = stakes.bet_clauses[s.round_number - 1] if stakes.is_manila else ids.INT_LIMIT_SCHEDULE
    if now == 0:
        step = Step(clause, f"No one has bet this round: you may bet {money(bet)}.")
        return _fixed(bet, clause, (step,))
    if s.last_raise == 0:
        step = Step(
            ids.INT_RAISE_COUNT,
            f"The bet of {money(now)} is an all in short of the round's bet, {money(bet)}: you may complete it "
            f"to {money(bet)}, which counts as the bet, not a raise.",
        )
        return _fixed(bet, ids.INT_RAISE_COUNT, (step,), short_bet=step)
    base = s.full_bet if stakes.after_short_all_in.completes else now
    steps = [_short_all_in_step(s, base)] if s.short else []
    if stakes.is_manila and s.round_number == 1:
        size = stakes.first_raise
        target = base + size
        if s.raise_count == 0 and now == bet:
            clause = ids.PP_MANILA2_FIRST_RAISE
            why = f"The blind is {money(bet)}; a first-round raise adds twice the blind, {money(size)}"
        else:
            clause = ids.INT_MANILA_FIRST_ROUND_RAISES
            why = f"The bet is {money(base)}; every first-round raise adds twice the blind, {money(size)}"
    elif stakes.is_manila and stakes.later_raise is LaterRaise.DOUBLE:
        # a doubling raise adds the bet that full bets and raises made, on top of any short all ins
        target = base + s.full_bet + s.shortfall
        clause = ids.INT_MANILA_RAISE_SIZE
        if s.short:
            why = f"Read as doubling, each raise adds the bet the full bets and raises made, {money(s.full_bet)}"
        else:
            why = f"The bet is {money(now)}; read as doubling, each raise doubles the bet"
    else:
        target = base + bet
        if stakes.is_manila:
            clause = ids.PP_MANILA2_LATER_RAISE if s.raise_count == 0 else ids.INT_MANILA_RAISE_SIZE
            why = f"The bet is {money(base)}; each raise adds the round's bet, {money(bet)}"
        else:
            clause = ids.INT_FIXED_LIMIT_RAISES
            why = f"The bet is {money(base)}; a raise adds the round's bet, {money(bet)}"
    return _fixed(target, clause, (*steps, Step(clause, f"{why}, so you may raise to {money(target)}.")))


def _least_raise(s: Situation) -> tuple[int, ClauseId, Step]:
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


def _pot_room(s: Situation) -> tuple[int, Step]:
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


def open_range(s: Situation) -> Bounds:
    """Spread, pot-ratio and no limit: the least and most a bet or raise may be."""
    structure = s.stakes.structure
    money = s.stakes.money
    now, minimum = s.current_bet, s.round_bet
    steps: list[Step] = []
    short_bet: Step | None = None
    if now == 0 or s.last_raise == 0:
        low, low_clause = minimum, ids.NZG_13_5D if structure is Structure.SPREAD_LIMIT else ids.NZG_13_5A
        if now:
            short_bet = Step(
                ids.INT_RAISE_COUNT,
                f"The bet of {money(now)} is an all in short of the minimum bet, {money(minimum)}: a full bet "
                f"is at least {money(minimum)}.",
            )
            steps.append(short_bet)
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
        return Bounds(Cited(low, low_clause), Cited(high, ids.NZG_13_5D), tuple(steps), short_bet)
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
        return Bounds(Cited(low, low_clause), Cited(high, ids.NZG_13_5C), tuple(steps), short_bet)
    steps.append(Step(ids.INT_TAPPING_OUT, "In no limit you may bet or raise as much as all your chips."))
    return Bounds(Cited(low, low_clause), Cited(None, ids.INT_TAPPING_OUT), tuple(steps), short_bet)


def within_stack(s: Situation, allowed: Bounds, steps: list[Step]) -> tuple[RaiseRange | None, Step | None]:
    """The range the player's chips allow (``None``: no full bet or raise), and the step that forbids one.

    Short of a full bet or raise, the player may only tap out (NZ 13.5(b)); otherwise the
    most is at most all their chips.  Adds its reasons to ``steps``.
    """
    high = allowed.high.value
    if s.stack is None:
        if high is None:
            raise no_limit_needs_chips()
        return RaiseRange(allowed.low, Cited(high, allowed.high.clause)), None
    money = s.stakes.money
    all_in_to = s.put_in + s.stack
    if all_in_to < allowed.low.value:
        word = "bet" if s.current_bet == 0 else "raise"
        blocker = Step(
            ids.NZG_13_5B,
            f"You have {money(s.stack)} behind, short of a full {word} to {money(allowed.low.value)}: you may "
            f"only tap out, all in to {money(all_in_to)}.",
        )
        steps.append(blocker)
        return None, blocker
    if high is not None and all_in_to < high:
        steps.append(
            Step(
                ids.INT_TAPPING_OUT,
                f"You have {money(s.stack)} behind, so you may go to {money(all_in_to)} at most (all in).",
            )
        )
    most = all_in_to if high is None else min(high, all_in_to)
    return RaiseRange(allowed.low, Cited(most, allowed.high.clause)), None


@dataclass(frozen=True, slots=True)
class HalfBet:
    """An all in that the half-bet rule treats as a full bet or raise (``int-limit-short-all-in``): its
    size as a full one, whether it counts as a raise, what it falls short of the full one, and the step
    that says so."""

    size: int
    counts: bool
    shortfall: int
    step: Step


def half_bet(stakes: Stakes, *, to: int, full_to: int | None, current_bet: int, short: int, last_raise: int) -> HalfBet | None:
    """Under the half-bet rule, an all in to ``to`` of half a bet or raise or more, short of the full one
    to ``full_to``: treated as a full one (:class:`HalfBet`); ``None`` where the rule does not apply.

    ``short`` is what all ins short of a full raise have added to ``current_bet`` this round; ``last_raise``
    the last full bet or raise (0: none yet).
    """
    if not stakes.structure.is_limit or stakes.after_short_all_in is not AfterShortAllIn.HALF_BET:
        return None
    if full_to is None or to >= full_to:
        return None
    base = current_bet - short  # the bet the full bets and raises made
    size = full_to - base
    if 2 * (to - base) < size:
        return None
    counts = current_bet > 0 and last_raise > 0
    money = stakes.money
    word = "raise" if counts else "bet"
    step = Step(
        ids.INT_LIMIT_SHORT_ALL_IN,
        f"All in to {money(to)}, {money(to - base)} of a {money(size)} {word}: half a {word} or more, so under "
        f"the half-bet rule it is treated as a full {word} and reopens the betting; a raise now goes a full "
        f"raise on top of it.",
    )
    return HalfBet(size, counts, full_to - to, step)
