"""Every refusal cites its rules one way: at the end of the message, ``(id; id)``, from its own steps.

:meth:`engine.errors.RulesError.citing` builds the message's ids and ``because`` from the same
steps, so the two cannot drift apart.  The first test reads the engine's source and finds any
``raise`` that writes a clause id into its message by hand instead (``"... (int-betting-round):
..."``); the others check refusals of the betting round, the seats, the walkthrough and the
explorer that a verification found citing mid-message, with a comma, or not at all.
"""

from __future__ import annotations

import pathlib
import random
import re

import pytest

from engine.decks import find_deck
from engine.documents import ids
from engine.documents.registry import is_citable
from engine.errors import (
    PlayerCountError,
    RulesError,
    RuleViolation,
    UnknownDeckError,
    UnknownRankingError,
)
from engine.explain import Step, cited, inline_citation
from engine.poker.betting.round import start_round
from engine.poker.betting.structures import manila_limit
from engine.poker.deal import deal
from engine.poker.rankings import find_ranking
from engine.poker.seating import first_button, pass_button, settle_seat_dispute
from engine.teaching.explorer import POKER_DECKS
from engine.teaching.walkthrough import start_walkthrough

ENGINE = pathlib.Path(__file__).resolve().parents[1] / "engine"
#: A clause or interpretation id in parentheses, alone or first of several: what a hand-built citation writes.
HAND_CITED = re.compile(r"\((?:[a-z0-9-]+[;,] )*(?:pp|nzg|hr|mp|int)-[a-z0-9-]+")


def test_a_refusal_cannot_be_raised_without_the_rule_it_enforces() -> None:
    """Every refusal cites a clause through the types: ``citing`` takes at least one step, and a
    ``RulesError`` built by hand without steps is itself refused."""
    with pytest.raises(TypeError):
        RulesError("seat 12 is not at the table", because=())
    with pytest.raises(TypeError):
        RulesError.citing("seat 12 is not at the table")  # type: ignore[call-arg]
    error = RulesError.citing("seat 12 is not at the table", Step(ids.NZG_14_1B, "Seats are numbered clockwise."))
    assert cited(error.because) == ("nzg-14-1b",) and str(error).endswith("(nzg-14-1b)")


def _refused(call, error: type[RulesError] = RulesError) -> RulesError:
    with pytest.raises(error) as caught:
        call()
    value = caught.value
    assert value.because and all(is_citable(step.clause) for step in value.because)
    assert str(value).endswith(" " + inline_citation(value.because))
    return value


# --- the betting round (int-betting-round) -------------------------------------------------------------


@pytest.mark.parametrize("stacks", [None, [100, 100], "100"])
def test_int_betting_round_stacks_that_are_not_seat_by_seat_end_with_the_clause(stacks) -> None:
    error = _refused(lambda: start_round(manila_limit(stake=2), stacks=stacks), PlayerCountError)
    assert str(error).startswith(f"the stacks {stacks!r} are not each seat's chips")
    assert str(error).endswith("e.g. {1: 100, 2: 100} (int-betting-round)")


@pytest.mark.parametrize(
    ("call", "start"),
    [
        (lambda: start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}, pot=-1), "the pot, -1, is not allowed"),
        (lambda: start_round(manila_limit(stake=2), stacks={1: 50, 0: 50}), "seat 0 is not a seat number"),
        (lambda: start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}, first_to_act=7), "the seat named"),
        (lambda: start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}).player(9), "seat 9 is not in this round"),
        (lambda: start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}, dealt_count=1), "the number of players"),
        (lambda: start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}).fold().next_round(), "the hand is over"),
    ],
)
def test_int_betting_round_refusals_end_with_their_clauses(call, start) -> None:
    assert str(_refused(call)).startswith(start)


def test_pp_manila2_structure_last_round_cites_the_structure_at_the_end() -> None:
    hand = start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}, round_number=5).check().check()
    error = _refused(hand.next_round, RuleViolation)
    assert str(error).endswith("the players still in show their hands (pp-manila2-structure)")


# --- the seats and the button (nzg-14-1a, nzg-14-1b) -----------------------------------------------------


@pytest.mark.parametrize(
    ("call", "text"),
    [
        (lambda: pass_button([1, 2, 4], 3), "the button's seat 3 is not one of the seats 1, 2, 4"),
        (lambda: pass_button([1, 1], 1), "the seats [1, 1] are not two or more different seats"),
        (lambda: pass_button([0, 1], 1), "seat 0 is not a seat number"),
        (lambda: first_button([1, 2, 3], dealer_after=5), "seat 5, on the dealer's right, is not one of the seats"),
        (lambda: settle_seat_dispute(["Ana"], random.Random(1)), "the players ['Ana'] are not two or more"),
    ],
)
def test_nzg_14_1b_seat_refusals_end_with_their_clause(call, text) -> None:
    error = _refused(call, PlayerCountError)
    assert str(error).startswith(text)
    assert {step.clause for step in error.because} <= {"nzg-14-1a", "nzg-14-1b"}


# --- the walkthrough ----------------------------------------------------------------------------------


def test_int_betting_round_the_walkthrough_refuses_an_unknown_action_citing_at_the_end() -> None:
    walk = start_walkthrough(deal("2 Card Manila", players=3, button=3, rng=random.Random(1)))
    error = _refused(walk.legal_actions, RuleViolation)
    assert str(error) == "no one is to act: the next step is the deal, not a betting decision (int-betting-round)"
    while not walk.waiting:
        walk = walk.next()
    error = _refused(lambda: walk.act("shove"), RuleViolation)
    assert str(error).startswith("'shove' is not an action: check, call, bet, raise, all in or fold")


# --- the explorer's choices are read by the registries' finders, with their reasons ---------------------------


def test_the_explorer_refuses_a_deck_or_ranking_with_the_registry_steps() -> None:
    with pytest.raises(UnknownDeckError) as deck:
        find_deck("manillen", POKER_DECKS)  # the explorer offers the poker decks only
    assert {step.clause for step in deck.value.because} == {"int-standard-deck", "pp-manila3-deck", "pp-manila2-deck"}
    assert str(deck.value).endswith(inline_citation(deck.value.because))
    with pytest.raises(UnknownRankingError) as ranking:
        find_ranking(None)  # type: ignore[arg-type]
    assert ranking.value.because and str(ranking.value).endswith(inline_citation(ranking.value.because))
    assert find_deck(" 32 ", POKER_DECKS).size == 32 and find_ranking("MANILA").name == "manila"
