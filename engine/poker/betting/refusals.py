"""Why the player to act may not take an action: the :class:`~engine.errors.RuleViolation` and the steps it cites.

Every refusal names the seat and the action, says what is wrong, lists what the player may do
instead (:class:`~engine.poker.betting.options.BetOptions` in words) and cites the rules behind
the options, so the reason for a refused raise is the same arithmetic that sized the allowed one.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.checks import whole_number
from engine.documents import ids
from engine.errors import RuleViolation
from engine.explain import ClauseId, Step
from engine.poker.betting.actions import distinct
from engine.poker.betting.options import BetOptions


def refuse_action(
    seat: int, options: BetOptions, what: str, problem: str, because: tuple[Step, ...], actions: ClauseId
) -> RuleViolation:
    """``what`` is not allowed for ``seat`` because of ``problem``; the steps are ``because`` (or, with none,
    the round's sentence on what a player may do, ``actions``)."""
    steps = distinct(because) or (Step(actions, f"In this round a player may {options}."),)
    return RuleViolation.citing(f"seat {seat}: {what} is not allowed, {problem}; seat {seat} may {options}", *steps)


def raise_steps(options: BetOptions, rule: Step) -> tuple[Step, ...]:
    """The steps behind a refused bet or raise: the options' own (each once), with ``rule`` if none of them cites it."""
    if any(step.clause == rule.clause for step in options.raise_because):
        return distinct(options.raise_because)
    return distinct((*options.raise_because, rule))


def check_total(
    seat: int,
    what: str,
    to: int | None,
    options: BetOptions,
    *,
    current_bet: int,
    chips: int,
    put_in: int,
    money: Callable[[int], str],
    actions: ClauseId,
) -> tuple[int, bool]:
    """``to``, the total a bet or raise puts in this round, if the options allow it, and whether it is
    tapping out (an all in short of a full bet or raise, NZ 13.5(b)); else the refusal.

    ``chips`` is all the player may put in this round (``put_in`` and the stack).
    """
    total = whole_number(
        to,
        what,
        low=current_bet + 1,
        refusal=lambda: RuleViolation.citing(
            f"seat {seat}: {what} is not a {'bet' if options.is_bet else 'raise'}: the total put in this round "
            f"must be more than the bet, {money(current_bet)}; seat {seat} may {options}",
            Step(ids.INT_BETTING_ROUND, "A bet or a raise puts in more than the bet to call."),
        ),
    )
    if total > chips:
        raise RuleViolation.citing(
            f"seat {seat}: {what} needs {money(total - put_in)} but seat {seat} has {money(chips - put_in)}; "
            f"seat {seat} may {options}",
            Step(ids.INT_TAPPING_OUT, "A player can put in only the chips in front of them."),
        )
    if options.can_tap_out and total == options.all_in_to:
        return total, True
    allowed = options.raise_range
    if allowed is None:
        blocker = options.raise_blocked_by
        reason = blocker.text[:1].lower() + blocker.text[1:].rstrip(".") if blocker else "no bet or raise is allowed now"
        rule = blocker or Step(actions, "No bet or raise is allowed now.")
        raise RuleViolation.citing(
            f"seat {seat}: {what} is not allowed: {reason}; seat {seat} may {options}", *raise_steps(options, rule)
        )
    low, high = allowed.low, allowed.high
    if low.value == high.value and total != low.value:
        if options.is_bet:
            exactly = f"the bet is exactly {money(low.value)}"
        elif options.completes:
            exactly = f"the bet is completed to exactly {money(low.value)}"
        else:
            exactly = f"the raise is to exactly {money(low.value)}"
        raise RuleViolation.citing(
            f"seat {seat}: {what} is not allowed: {exactly}; seat {seat} may {options}",
            *raise_steps(options, low.step(f"{exactly[0].upper()}{exactly[1:]}.")),
        )
    if total < low.value:
        raise RuleViolation.citing(
            f"seat {seat}: {what} is below the minimum {money(low.value)}; seat {seat} may {options}",
            *raise_steps(options, low.step(f"The least is {money(low.value)}.")),
        )
    if total > high.value:
        raise RuleViolation.citing(
            f"seat {seat}: {what} is above the maximum {money(high.value)}; seat {seat} may {options}",
            *raise_steps(options, high.step(f"The most is {money(high.value)}.")),
        )
    return total, False
