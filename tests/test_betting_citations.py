"""Betting steps cite each reason once and cite what speaks of their subject (issue 25).

A refusal lists the rules behind it; the same step twice says nothing more and reads as a stutter to a
dealer.  The sweep plays seeded random rounds of every structure (the stud bring-in and short all ins
included) and, at every turn, tries the actions the rules refuse: each refusal's steps are distinct.
"""

from __future__ import annotations

import random

import pytest

from engine.errors import RuleViolation
from engine.poker.betting.actions import Action, ActionKind
from engine.poker.betting.round import BettingRound, start_round
from engine.poker.betting.structures import fixed_limit, half_pot, manila_limit, no_limit, pot_limit, spread_limit


def _rounds(seed: int) -> list[BettingRound]:
    rng = random.Random(seed)
    stacks = {seat: rng.choice((3, 5, 9, 40, 100)) for seat in range(1, rng.randint(3, 6) + 1)}
    stud = fixed_limit(small_bet=2, big_bet=4, blinds=())
    return [
        start_round(manila_limit(stake=2), stacks={s: max(c, 2) for s, c in stacks.items()}),
        start_round(manila_limit(stake=2), stacks=stacks, round_number=2),
        start_round(fixed_limit(small_bet=4, big_bet=8), stacks=stacks, round_number=2),
        start_round(stud, stacks=stacks, first_to_act=1, must_open=True, bring_in=1),
        start_round(
            fixed_limit(small_bet=4, big_bet=8, blinds=()), stacks=stacks, first_to_act=2, must_open=True, bring_in=1
        ),
        start_round(spread_limit(minimum=2, maximum=6), stacks=stacks, round_number=2),
        start_round(pot_limit(minimum=2), stacks=stacks, round_number=2),
        start_round(half_pot(minimum=2), stacks=stacks, round_number=2),
        start_round(no_limit(minimum=4), stacks=stacks, round_number=2),
    ]


def _attempts(hand: BettingRound) -> list[Action]:
    top = hand.current_bet + 20
    return [
        Action(ActionKind.CHECK),
        Action(ActionKind.CALL),
        Action(ActionKind.FOLD, seat=99),
        Action(ActionKind.ALL_IN),
        *(Action(ActionKind.BET, to) for to in range(0, top)),
        *(Action(ActionKind.RAISE, to) for to in range(0, top)),
    ]


@pytest.mark.parametrize("seed", range(40))
def test_int_betting_round_no_refusal_cites_the_same_step_twice(seed: int) -> None:
    rng = random.Random(1000 + seed)
    refusals = 0
    for hand in _rounds(seed):
        for _ in range(40):
            if hand.is_complete:
                break
            for action in _attempts(hand):
                try:
                    hand.apply(action)
                except RuleViolation as error:
                    refusals += 1
                    steps = [(step.clause, step.text) for step in error.because]
                    assert len(steps) == len(set(steps)), f"{action}: {error}"
            legal = hand.legal_actions().value
            choice = rng.choice(legal)
            hand = hand.apply(choice.action(rng.randint(choice.min_to, choice.max_to)))
    assert refusals > 100


@pytest.mark.parametrize("seed", range(6))
def test_int_betting_round_no_answer_of_what_a_player_may_do_repeats_a_step(seed: int) -> None:
    rng = random.Random(2000 + seed)
    for hand in _rounds(seed):
        while not hand.is_complete:
            steps = [(step.clause, step.text) for step in hand.options().because]
            assert len(steps) == len(set(steps)), hand.options().explain()
            legal = hand.legal_actions().value
            choice = rng.choice(legal)
            hand = hand.apply(choice.action(rng.randint(choice.min_to, choice.max_to)))


def test_int_stud_bring_in_a_refusal_after_a_short_all_in_cites_each_step_once() -> None:
    """4/8 stud, 1-chip bring-in: seat 1 brings in, seat 2 calls, seat 3 is all in for 3 chips (short of the
    4-chip bet, so it reopens nothing); seat 1 may only call 2 or fold, and its refused raise says why once each."""
    hand = (
        start_round(
            fixed_limit(small_bet=4, big_bet=8, blinds=()),
            stacks={1: 50, 2: 50, 3: 3},
            first_to_act=1,
            must_open=True,
            bring_in=1,
        )
        .bet(1)
        .call()
        .all_in()
    )
    with pytest.raises(RuleViolation) as error:
        hand.raise_to(8)
    steps = list(error.value.because)
    assert len(steps) == len(set(steps))
    assert "int-raise-count" in {step.clause for step in steps}
    options = hand.options()
    assert len(options.because) == len(set(options.because))
    assert options.value.amount_to_call == 2 and options.value.raise_range is None


# -- citations that must speak of what the step says (issue 25, from the last milestone's notes) --------
# The fixes live outside the betting package (engine/poker/deal.py, engine/poker/dealer.py,
# engine/poker/showdown.py); until they land these tests are expected to fail (strict: the mark must
# be removed with the fix).



def test_pp_manila2_blind_options_is_not_cited_for_the_number_of_rounds_of_pot_limit_stakes() -> None:
    """pp-manila2-blind-options says "all players can either call the $2, raise to $6 or fold": nothing of
    how many betting rounds 2 Card Manila has (its five community cards and five bets do)."""
    import random as _random

    from engine.errors import RulesError
    from engine.poker.deal import deal

    with pytest.raises(RulesError) as error:
        deal("2 Card Manila", players=4, button=1, stakes=pot_limit(minimum=2, blinds=(2,)), rng=_random.Random(1))
    cited = {step.clause for step in error.value.because}
    assert "pp-manila2-blind-options" not in cited


def test_pp_manila2_blind_options_is_not_cited_by_a_pot_limit_manila_deal() -> None:
    """At pot-limit stakes no one raises "to $6": the limit game's sentence is not this table's."""
    import random as _random

    from engine.poker.deal import deal

    stakes = pot_limit(minimum=2, blinds=(2,), round_count=5)
    hand = deal("2 Card Manila", players=4, button=1, stakes=stakes, rng=_random.Random(1), folds={2: 1})
    cited = {step.clause for event in hand.events for step in event.because} | {s.clause for s in hand.because}
    assert "pp-manila2-blind-options" not in cited


def test_int_stake_size_a_currency_sign_that_is_not_one_cites_the_reading_on_money_units() -> None:
    """int-betting-round says how a round is played, not how amounts are written; int-stake-size does."""
    from engine.errors import RulesError
    from engine.poker.showdown import showdown

    with pytest.raises(RulesError) as error:
        showdown("Texas Hold 'Em", {1: "As Ad", 2: "Kc Kd"}, "2h 7c 9d Js 3s", pot=10, button=1, currency="12")
    cited = {step.clause for step in error.value.because}
    assert "int-betting-round" not in cited and "int-stake-size" in cited


@pytest.mark.parametrize("stake", [1, 3, 10])
def test_int_stake_size_a_manila_stake_the_rules_do_not_give_cites_the_reading(stake: int) -> None:
    """pp-manila2-structure gives only "$2 manila is $2, $4, $4, $4, $8 and $5 manila is $5, $10, $10, $10, $20"."""
    from engine.poker.betting.schedule import betting_structure, round_bet
    from engine.poker.betting.structures import manila_limit

    stakes = manila_limit(stake=stake)
    for decision in (round_bet(stakes, 1), round_bet(stakes, 5), betting_structure(stakes)):
        cited = [step.clause for step in decision.because]
        assert "pp-manila2-structure" not in cited and "int-stake-size" in cited
    assert betting_structure(stakes).value == (stake, 2 * stake, 2 * stake, 2 * stake, 4 * stake)


@pytest.mark.parametrize("stake", [2, 5])
def test_pp_manila2_structure_is_cited_for_the_two_stakes_it_gives(stake: int) -> None:
    from engine.poker.betting.schedule import betting_structure
    from engine.poker.betting.structures import manila_limit

    assert betting_structure(manila_limit(stake=stake)).because[0].clause == "pp-manila2-structure"
