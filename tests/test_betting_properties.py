"""Properties of the betting engine that hold for every structure and every legal sequence.

Hands are played by choosing, at each turn, one of the actions :meth:`legal_actions`
offers (at a random amount within its range), through every round of the hand.  Along
the way: chips are conserved, a refused action changes nothing, an action is accepted
exactly when it is one of the legal ones, every round ends, and every reason cites a
real clause or interpretation.
"""

from __future__ import annotations

import copy

from budget import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.documents.interpretations import INTERPRETATIONS as REGISTERED
from engine.documents.interpretations.betting import INTERPRETATIONS
from engine.documents.registry import all_clauses
from engine.errors import BettingError, RulesError, RuleViolation
from engine.explain import Step
from engine.poker.betting.options import betting_options
from engine.poker.betting.round import Action, ActionKind, BettingRound, LegalAction, start_round
from engine.poker.betting.stakes import RAISE_CAP, Stakes, Structure
from engine.poker.betting.structures import fixed_limit, half_pot, manila_limit, no_limit, pot_limit, spread_limit

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
            after_short_all_in=draw(st.sampled_from(["raise-on-top", "complete"])),
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
            after_short_all_in=draw(st.sampled_from(["raise-on-top", "complete"])),
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


@settings(max_examples=examples(300), deadline=None)
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


@settings(max_examples=examples(300), deadline=None)
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


def limit_bet(stakes: Stakes, round_number: int, raises: int) -> tuple[int, int]:
    """A limit round's bet after ``raises`` full raises, and the last full bet or raise, from the
    documents: Manila's first round adds twice the blind to the blind ("$2 ... raise to $6"), later
    rounds add the round's bet ("$4, first raise to make it $8, second raise to $12") or, read as
    doubling, double it; a fixed limit adds the round's bet."""
    bet = stakes.bets[round_number - 1]
    if stakes.is_manila and round_number == 1:
        return bet + raises * 2 * bet, bet if raises == 0 else 2 * bet
    if stakes.is_manila and stakes.later_raise.value == "double":
        return bet * 2**raises, bet if raises == 0 else bet * 2 ** (raises - 1)
    return bet * (raises + 1), bet


@st.composite
def calculator_inputs(draw: st.DrawFn) -> tuple[Stakes, dict[str, int | None]]:
    """A state some legal round reaches, built bet by bet: the opening bet, full raises no smaller than
    the one before (13.5(b)), and all ins short of a full raise on top (they add less than one)."""
    stakes = draw(any_stakes())
    round_number = draw(st.integers(1, stakes.round_count))
    players = draw(st.integers(2, 9))
    capped = stakes.structure.caps_raises and players > 2
    live = [blind.amount for blind in stakes.blinds if blind.live.value] if round_number == 1 else []
    minimum = stakes.bets[round_number - 1]
    opened = bool(live) or draw(st.booleans())
    raises = draw(st.integers(0, RAISE_CAP if capped else 6)) if opened else 0
    last: int | None
    if not opened:
        full, last = 0, None
        short = draw(st.integers(0, minimum - 1))  # nothing yet, or a short all in for less than the bet
        if short:
            last = 0
    elif stakes.structure.is_limit:
        full, last = limit_bet(stakes, round_number, raises)
        short = draw(st.integers(0, minimum - 1))
        if draw(st.booleans()):
            last = None
    else:
        opening = max(live) if live else draw(st.integers(minimum, stakes.maximum or minimum + 20))
        least = max(opening, minimum)
        most = stakes.maximum or least + 20
        sizes = sorted(draw(st.lists(st.integers(least, max(least, most)), min_size=raises, max_size=raises)))
        full = opening + sum(sizes)
        last = sizes[-1] if sizes else (None if draw(st.booleans()) else opening)
        short = draw(st.integers(0, (sizes[-1] if sizes else opening) - 1))
    current = full + short
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
        "short_all_in_chips": short if full else 0,
    }
    return stakes, inputs


@settings(max_examples=examples(500), deadline=None)
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


@settings(max_examples=examples(300), deadline=None)
@given(calculator_inputs(), st.integers(1, 3))
def test_nzg_13_5b_a_limit_bet_off_the_fixed_steps_is_refused_unless_an_all_in_explains_it(
    case: tuple[Stakes, dict[str, int | None]], extra: int
) -> None:
    """In a limit game the full bets and raises make a fixed step (the one the raises so far reach):
    chips beyond it that no short all in explains are refused, and the message asks for the all ins."""
    stakes, inputs = case
    current, short = inputs["current_bet"], inputs["short_all_in_chips"]
    assert isinstance(current, int) and isinstance(short, int)
    if not stakes.structure.is_limit or current - short == 0 or inputs["last_raise"] == 0:
        return  # no full bet yet: the bet, if any, is all short all ins
    changed = inputs | {"current_bet": current + extra, "pot": (inputs["pot"] or 0) + extra, "last_raise": None}
    try:
        betting_options(stakes, **changed)  # type: ignore[arg-type]
    except BettingError as refused:
        assert "all ins" in str(refused) and refused.because
    else:
        raise AssertionError(f"accepted a bet off the steps: {changed}")
    explained = changed | {"short_all_in_chips": short + extra}
    assert betting_options(stakes, **explained).value.amount_to_call >= 0  # type: ignore[arg-type]


@settings(max_examples=examples(300), deadline=None)
@given(
    stakes=any_stakes(),
    data=st.data(),
)
def test_any_input_is_answered_or_refused_with_a_rules_error(stakes: Stakes, data: st.DataObject) -> None:
    """Whatever the boxes hold, the calculator answers or refuses in a sentence; it never crashes."""
    values = st.one_of(st.none(), st.integers(-3, 70), st.just(10**9), st.booleans(), st.text(max_size=2))
    inputs = {
        name: data.draw(values, label=name)
        for name in ("round_number", "pot", "current_bet", "put_in", "raise_count", "last_raise", "player_count")
    }
    inputs["stack"] = data.draw(st.one_of(st.none(), st.integers(-1, 200)), label="stack")
    try:
        decision = betting_options(stakes, **inputs)  # type: ignore[arg-type]
    except RulesError as refused:
        assert str(refused) and refused.because, refused
    else:
        assert reasons_are_citable(decision.because)
