"""A completion is called a completion (issue 25): after a bet short of a full one -- the stud
bring-in (``int-stud-bring-in``) or a first bet all in for less than the round's bet
(``int-raise-count``) -- a full bet "completes" it; it is the bet, not a raise, and a dealer says
"complete to", never "raise to".  Robert's Rules of Poker, quoted by ``int-stud-bring-in``: completing
"does not count as a raise, but merely as a completion".  Amounts are worked by hand: a 2/4 game with a
1-chip bring-in, and a 4/8 game whose second round opens all in for 3 chips.
"""

from __future__ import annotations

from engine.documents import ids
from engine.poker.betting.actions import ActionKind
from engine.poker.betting.round import start_round
from engine.poker.betting.structures import fixed_limit, manila_limit

SMALL_BET, BIG_BET, BRING_IN = 2, 4, 1


def _brought_in():  # type: ignore[no-untyped-def]
    """A 2/4 stud round: seat 1 opens and brings in for 1 chip; seat 2 is next."""
    hand = start_round(
        fixed_limit(small_bet=SMALL_BET, big_bet=BIG_BET, blinds=()),
        stacks={1: 50, 2: 50, 3: 50},
        first_to_act=1,
        must_open=True,
        bring_in=BRING_IN,
    )
    return hand.bet(BRING_IN)


def _short_first_bet():  # type: ignore[no-untyped-def]
    """A 4/8 game's second round: seat 1 checks, seat 2 bets all in for 3 chips, short of the 4-chip bet."""
    return (
        start_round(fixed_limit(small_bet=4, big_bet=8), stacks={1: 50, 2: 3, 3: 50}, round_number=2).check().all_in()
    )


def test_int_stud_bring_in_the_next_player_may_complete_not_raise() -> None:
    hand = _brought_in()
    legal = hand.legal_actions().value
    texts = [action.text for action in legal]
    assert texts == [f"call {BRING_IN} chip", f"complete to {SMALL_BET} chips", "fold"]
    assert str(hand.options().value) == f"call {BRING_IN} chip, complete to {SMALL_BET} chips or fold"
    completion = legal[1]
    assert completion.completes and completion.min_to == completion.max_to == SMALL_BET
    assert not legal[0].completes and not legal[2].completes


def test_int_stud_bring_in_the_completion_is_recorded_as_completing() -> None:
    done = _brought_in().raise_to(SMALL_BET)
    record = done.history[-1]
    assert record.text == f"seat 2 completes to {SMALL_BET} chips"
    assert record.completes and record.to == SMALL_BET
    assert done.raise_count == 0  # not a raise
    said = [step for step in record.because if "completes" in step.text]
    assert said and all(step.clause == ids.INT_STUD_BRING_IN for step in said)
    assert "raises" not in " ".join(step.text for step in record.because).lower()
    # the next raise is a raise, and is counted: 2 completed, raised to 4
    raised = done.raise_to(2 * SMALL_BET)
    assert raised.history[-1].text == f"seat 3 raises to {2 * SMALL_BET} chips" and not raised.history[-1].completes
    assert raised.raise_count == 1


def test_int_stud_bring_in_the_opener_who_opens_for_the_full_bet_completes() -> None:
    hand = start_round(
        fixed_limit(small_bet=SMALL_BET, big_bet=BIG_BET, blinds=()),
        stacks={1: 50, 2: 50},
        first_to_act=1,
        must_open=True,
        bring_in=BRING_IN,
    ).bet(SMALL_BET)
    record = hand.history[-1]
    assert record.text == f"seat 1 completes to {SMALL_BET} chips" and record.completes
    assert hand.raise_count == 0


def test_int_raise_count_after_a_short_all_in_bet_the_next_player_completes() -> None:
    hand = _short_first_bet()
    legal = hand.legal_actions().value
    assert [action.text for action in legal] == ["call 3 chips", "complete to 4 chips", "fold"]
    assert legal[1].kind is ActionKind.RAISE and legal[1].completes
    done = hand.raise_to(4)
    record = done.history[-1]
    assert record.text == "seat 3 completes to 4 chips" and record.completes
    assert done.raise_count == 0
    words = " ".join(step.text for step in record.because)
    assert "raises to" not in words and "completes to 4 chips" in words
    said = [step for step in record.because if "completes to" in step.text]
    assert all(step.clause == ids.INT_RAISE_COUNT for step in said)


def test_int_raise_count_a_full_raise_is_still_called_a_raise() -> None:
    hand = start_round(manila_limit(stake=2), stacks={1: 50, 2: 50, 3: 50})
    assert [action.text for action in hand.legal_actions().value] == ["call $2", "raise to $6", "fold"]
    assert not any(action.completes for action in hand.legal_actions().value)
    assert hand.raise_to(6).history[-1].text == "seat 2 raises to $6"
    opened = start_round(manila_limit(stake=2), stacks={1: 50, 2: 50, 3: 50}, round_number=2).bet(4)
    assert opened.history[-1].text == "seat 1 bets $4" and not opened.history[-1].completes


def test_int_raise_count_a_learner_in_the_walkthrough_completes_a_short_all_in() -> None:
    """2 Card Manila, $2 game: seat 2 has $5, calls the $2 blind and is left with $3; in round 2 (bet $4,
    pp-manila2-later-actions) seat 1 checks, seat 2 bets $3 all in and seat 3 completes to $4."""
    import random

    import pytest

    from engine.errors import RuleViolation
    from engine.poker.deal import deal
    from engine.teaching.walkthrough import start_walkthrough

    walk = start_walkthrough(
        deal("2 Card Manila", players=4, button=4, rng=random.Random(1)), stacks={1: 50, 2: 5, 3: 50, 4: 50}
    )
    while walk.betting_round_number < 2 or not walk.waiting:
        walk = walk.next()
    assert walk.to_act == 1
    with pytest.raises(RuleViolation) as error:
        walk.act("complete")  # nothing to complete yet
    assert error.value.because[0].clause == ids.INT_RAISE_COUNT
    walk = walk.act("check").act("all in")
    assert [str(legal) for legal in walk.legal_actions().value] == ["call $3", "complete to $4", "fold"]
    walk = walk.act("complete")
    record = walk.betting.history[-1]
    assert record.text == "seat 3 completes to $4" and record.completes and walk.betting.raise_count == 0
    assert walk.moment is not None and walk.moment.headline == "Seat 3 completes to $4."
