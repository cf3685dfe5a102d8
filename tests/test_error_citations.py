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
from refusals import assert_cites, assert_names

from engine.decks import find_deck
from engine.documents import ids
from engine.documents.registry import is_citable
from engine.errors import (
    BettingError,
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


def _refused(call, error: type[RulesError], *clauses, naming=()) -> RulesError:
    """``call`` raises ``error`` citing exactly ``clauses``, naming each of ``naming``, and its message
    ends with those ids, one way: `` (id; id)``."""
    with pytest.raises(error) as caught:
        call()
    value = caught.value
    assert value.because and all(is_citable(step.clause) for step in value.because)
    assert str(value).endswith(" " + inline_citation(value.because))
    assert_cites(value, *clauses, only=True)
    assert_names(value, naming)
    return value


# --- the betting round (int-betting-round) -------------------------------------------------------------


@pytest.mark.parametrize("stacks", [None, [100, 100], "100"])
def test_int_betting_round_stacks_that_are_not_seat_by_seat_end_with_the_clause(stacks) -> None:
    _refused(
        lambda: start_round(manila_limit(stake=2), stacks=stacks),
        PlayerCountError,
        ids.INT_BETTING_ROUND,
        naming=(repr(stacks),),
    )


@pytest.mark.parametrize(
    ("call", "error", "clauses", "naming"),
    [
        (
            lambda: start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}, pot=-1),
            BettingError,
            (ids.INT_BETTING_ROUND,),
            (-1,),
        ),
        (
            lambda: start_round(manila_limit(stake=2), stacks={1: 50, 0: 50}),
            PlayerCountError,
            (ids.NZG_14_1B, ids.INT_INPUT_SIZE),
            ("seat 0", 99),  # seats 1 to 99
        ),
        (
            lambda: start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}, first_to_act=7),
            PlayerCountError,
            (ids.INT_BETTING_ROUND,),
            (7, "1, 2"),
        ),
        (
            lambda: start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}).player(9),
            PlayerCountError,
            (ids.INT_BETTING_ROUND,),
            ("seat 9", "1, 2"),
        ),
        (
            lambda: start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}, dealt_count=1),
            BettingError,
            (ids.INT_RAISE_CAP_PLAYERS,),
            (1, 2),  # 1 dealt in, but 2 players have stacks
        ),
        (
            lambda: start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}).fold().next_round(),
            RuleViolation,
            (ids.INT_UNCONTESTED_POT,),
            ("seat 1",),  # the one player left wins
        ),
    ],
)
def test_int_betting_round_refusals_end_with_their_clauses(call, error, clauses, naming) -> None:
    _refused(call, error, *clauses, naming=naming)


def test_pp_manila2_structure_last_round_cites_the_structure_at_the_end() -> None:
    hand = start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}, round_number=5).check().check()
    _refused(hand.next_round, RuleViolation, ids.PP_MANILA2_STRUCTURE, naming=("round 5", "$2 manila"))


# --- the seats and the button (nzg-14-1a, nzg-14-1b) -----------------------------------------------------


@pytest.mark.parametrize(
    ("call", "clause", "naming"),
    [
        (lambda: pass_button([1, 2, 4], 3), ids.NZG_14_1B, ("seat 3", "1, 2, 4")),
        (lambda: pass_button([1, 1], 1), ids.NZG_14_1B, ("[1, 1]",)),
        (lambda: pass_button([0, 1], 1), ids.NZG_14_1B, ("seat 0",)),
        (lambda: first_button([1, 2, 3], dealer_after=5), ids.NZG_14_1B, ("seat 5", "[1, 2, 3]")),
        (lambda: settle_seat_dispute(["Ana"], random.Random(1)), ids.NZG_14_1A, ("['Ana']",)),  # the draw for a seat
    ],
)
def test_nzg_14_1b_seat_refusals_end_with_their_clause(call, clause, naming) -> None:
    _refused(call, PlayerCountError, clause, naming=naming)


# --- the walkthrough ----------------------------------------------------------------------------------


def test_int_betting_round_the_walkthrough_refuses_an_unknown_action_citing_at_the_end() -> None:
    walk = start_walkthrough(deal("2 Card Manila", players=3, button=3, rng=random.Random(1)))
    _refused(walk.legal_actions, RuleViolation, ids.INT_BETTING_ROUND)  # no one is to act before the deal
    while not walk.waiting:
        walk = walk.next()
    _refused(
        lambda: walk.act("shove"),
        RuleViolation,
        ids.INT_BETTING_ROUND,
        naming=("'shove'", "check", "call", "bet", "raise", "all in", "fold"),
    )


# --- the explorer's choices are read by the registries' finders, with their reasons ---------------------------


def test_the_explorer_refuses_a_deck_or_ranking_with_the_registry_steps() -> None:
    _refused(
        lambda: find_deck("manillen", POKER_DECKS),  # the explorer offers the poker decks only
        UnknownDeckError,
        ids.INT_STANDARD_DECK,
        ids.PP_MANILA3_DECK,
        ids.PP_MANILA2_DECK,
        naming=("'manillen'", 52, 36, 32),
    )
    _refused(
        lambda: find_ranking(None),  # type: ignore[arg-type]
        UnknownRankingError,
        ids.INT_STANDARD_RANKING,
        ids.PP_MANILA2_FLUSH_BEATS_FULL_HOUSE,
        naming=("None", "standard", "manila"),
    )
    assert find_deck(" 32 ", POKER_DECKS).size == 32 and find_ranking("MANILA").name == "manila"
