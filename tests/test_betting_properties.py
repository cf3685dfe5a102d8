"""Properties of the betting engine that hold for every structure and every legal sequence.

Hands are played by choosing, at each turn, one of the actions :meth:`legal_actions`
offers (at a random amount within its range), through every round of the hand.  Along
the way: chips are conserved, a refused action changes nothing, an action is accepted
exactly when it is one of the legal ones, every round ends, and every reason cites a
real clause or interpretation.
"""

from __future__ import annotations

import copy

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.betting import (
    RAISE_CAP,
    Stakes,
    Structure,
    betting_options,
    fixed_limit,
    half_pot,
    manila_limit,
    no_limit,
    pot_limit,
    spread_limit,
)
from engine.betting_round import Action, ActionKind, BettingRound, LegalAction, start_round
from engine.clauses import all_clauses
from engine.errors import RuleViolation
from engine.explain import Step
from engine.interpretations import INTERPRETATIONS as REGISTERED
from engine.interpretations.betting import INTERPRETATIONS

CITABLE = {cl.id for cl in all_clauses()} | {interp.id for interp in INTERPRETATIONS} | set(REGISTERED)


@st.composite
def any_stakes(draw: st.DrawFn) -> Stakes:
    """Every structure the documents name, with every option."""
    kind = draw(st.sampled_from(list(Structure)))
    if kind is Structure.MANILA_LIMIT:
        return manila_limit(
            stake=draw(st.integers(1, 5)),
            blind_count=draw(st.integers(1, 3)),
            live_blind=draw(st.booleans()),
            later_raise=draw(st.sampled_from(["add", "double"])),
            cap_players=draw(st.sampled_from(["in-hand", "dealt"])),
        )
    if kind is Structure.FIXED_LIMIT:
        small = draw(st.sampled_from([2, 3, 4, 6]))
        blinds = draw(st.sampled_from([None, (), (small,)]))
        return fixed_limit(
            small_bet=small,
            big_bet=2 * small,
            blinds=blinds,
            small_blind_live=draw(st.booleans()),
            cap_players=draw(st.sampled_from(["in-hand", "dealt"])),
        )
    minimum = draw(st.integers(1, 4))
    blinds = draw(st.sampled_from([(), (minimum,), (1, minimum)]))
    if kind is Structure.SPREAD_LIMIT:
        return spread_limit(minimum=minimum, maximum=minimum + draw(st.integers(0, 6)), blinds=blinds)
    build = {Structure.POT_LIMIT: pot_limit, Structure.HALF_POT: half_pot, Structure.NO_LIMIT: no_limit}[kind]
    return build(minimum=minimum, blinds=blinds)


@st.composite
def tables(draw: st.DrawFn) -> tuple[Stakes, dict[int, int]]:
    stakes = draw(any_stakes())
    blinds = stakes.blind_amounts
    count = draw(st.integers(max(2, len(blinds)), 6))
    stacks = {}
    for index in range(count):
        posted = blinds[index] if index < len(blinds) else 0
        stacks[index + 1] = posted + draw(st.integers(0 if posted else 1, 60))
    return stakes, stacks


def reasons_are_citable(steps: tuple[Step, ...]) -> bool:
    return all(step.clause in CITABLE for step in steps)


def pick(data: st.DataObject, legal: tuple[LegalAction, ...]) -> Action:
    choice = data.draw(st.sampled_from(legal))
    if choice.kind in (ActionKind.BET, ActionKind.RAISE):
        return choice.action(data.draw(st.integers(choice.min_to, choice.max_to)))
    return choice.action()


def is_offered(action: Action, hand: BettingRound, legal: tuple[LegalAction, ...]) -> bool:
    """Whether an accepted action is one that ``legal`` offered."""
    player = hand.player(hand.to_act or 0)
    kinds = {choice.kind: choice for choice in legal}
    if action.kind is ActionKind.ALL_IN:
        to = player.put_in + player.stack
        return any(choice.min_to <= to <= choice.max_to for choice in legal if choice.kind is not ActionKind.FOLD)
    choice = kinds.get(action.kind)
    if choice is None:
        # a bet or raise to exactly the tap-out amount is accepted as going all in
        tap = kinds.get(ActionKind.ALL_IN)
        return tap is not None and action.to == tap.min_to
    if action.kind in (ActionKind.BET, ActionKind.RAISE):
        assert action.to is not None
        return choice.min_to <= action.to <= choice.max_to or (
            ActionKind.ALL_IN in kinds and action.to == kinds[ActionKind.ALL_IN].min_to
        )
    return True


def random_action(data: st.DataObject) -> Action:
    kind = data.draw(st.sampled_from(list(ActionKind)))
    to = data.draw(st.one_of(st.none(), st.integers(-3, 150)))
    return Action(kind, to)


@settings(max_examples=300, deadline=None)
@given(table=tables(), data=st.data())
def test_chips_are_conserved_through_every_legal_hand(
    table: tuple[Stakes, dict[int, int]], data: st.DataObject
) -> None:
    stakes, stacks = table
    total = sum(stacks.values())
    hand = start_round(stakes, stacks=stacks)
    assert reasons_are_citable(hand.because)
    turns = 0
    while True:
        assert hand.chip_count == total
        assert all(player.stack >= 0 for player in hand.players)
        if hand.is_complete:
            if len(hand.players_in) < 2 or hand.round_number == stakes.round_count:
                break
            hand = hand.next_round()
            turns = 0
            continue
        turns += 1
        # every full raise lifts the bet by a chip or more, so a round ends within this many turns
        assert turns <= (total + 2) * len(hand.players) * 2
        decision = hand.legal_actions()
        legal = decision.value
        assert legal and reasons_are_citable(decision.because)
        hand = hand.apply(pick(data, legal))
        assert reasons_are_citable(hand.history[-1].because)


@settings(max_examples=300, deadline=None)
@given(table=tables(), data=st.data())
def test_an_action_is_accepted_exactly_when_legal_and_a_refusal_changes_nothing(
    table: tuple[Stakes, dict[int, int]], data: st.DataObject
) -> None:
    stakes, stacks = table
    hand = start_round(stakes, stacks=stacks)
    for _ in range(40):
        if hand.is_complete:
            if len(hand.players_in) < 2 or hand.round_number == stakes.round_count:
                return
            hand = hand.next_round()
            continue
        legal = hand.legal_actions().value
        attempt = random_action(data)
        before = copy.deepcopy(hand)
        try:
            after = hand.apply(attempt)
        except RuleViolation as refusal:
            assert hand == before
            assert str(refusal) and refusal.message
        else:
            assert is_offered(attempt, hand, legal), (attempt, [str(choice) for choice in legal])
            assert after.chip_count == hand.chip_count
        for choice in legal:  # every offered action is accepted at both ends of its range
            for to in {choice.min_to, choice.max_to}:
                accepted = hand.apply(
                    Action(choice.kind, to if choice.kind in (ActionKind.BET, ActionKind.RAISE) else None)
                )
                assert accepted.chip_count == hand.chip_count
        hand = hand.apply(pick(data, legal))


@st.composite
def calculator_inputs(draw: st.DrawFn) -> tuple[Stakes, dict[str, int | None]]:
    stakes = draw(any_stakes())
    round_number = draw(st.integers(1, stakes.round_count))
    current = draw(st.integers(0, 60))
    last = draw(st.integers(0, current)) if current else 0
    if last == 0 and current >= stakes.bets[round_number - 1]:
        last = current  # a bet of a full bet or more is a full bet; 0 means a short all in
    if stakes.structure is Structure.SPREAD_LIMIT:
        last = min(last, stakes.maximum)
    players = draw(st.integers(2, 9))
    raises = draw(st.integers(0, RAISE_CAP if players > 2 else 8)) if current and last else 0
    stack = (
        draw(st.integers(1, 200)) if stakes.structure is Structure.NO_LIMIT else draw(st.none() | st.integers(1, 200))
    )
    inputs: dict[str, int | None] = {
        "round_number": round_number,
        "current_bet": current,
        "put_in": draw(st.integers(0, current)),
        "pot": current + draw(st.integers(0, 300)),
        "raise_count": raises,
        "last_raise": last,
        "player_count": players,
        "dealt_count": players + draw(st.integers(0, 2)) if players > 2 else players,
        "stack": stack,
    }
    return stakes, inputs


@settings(max_examples=500, deadline=None)
@given(calculator_inputs())
def test_min_raise_to_is_at_most_max_raise_to_whenever_a_raise_is_allowed(
    case: tuple[Stakes, dict[str, int | None]],
) -> None:
    stakes, inputs = case
    decision = betting_options(stakes, **inputs)  # type: ignore[arg-type]
    result = decision.value
    assert reasons_are_citable(decision.because)
    current, put_in, stack = inputs["current_bet"], inputs["put_in"], inputs["stack"]
    assert isinstance(current, int) and isinstance(put_in, int)
    assert 0 <= result.amount_to_call <= current - put_in
    if result.can_raise:
        assert result.min_raise_to is not None and result.max_raise_to is not None
        assert current < result.min_raise_to <= result.max_raise_to
        if stack is not None:
            assert result.max_raise_to <= put_in + stack
    else:
        assert result.min_raise_to is None and result.max_raise_to is None
    if result.can_tap_out:
        assert result.all_in_to is not None and current < result.all_in_to
