"""A hand played step by step: cards and chips conserved at every step, decisions by the rules."""

from __future__ import annotations

import random

import pytest
from budget import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from refusals import refused

from engine.documents import ids
from engine.errors import RulesError, RuleViolation
from engine.explain import cited
from engine.poker.deal import deal
from engine.teaching.walkthrough import start_walkthrough


def _walk(game="2 Card Manila", players=4, button=4, seed=1, **kwargs):
    return start_walkthrough(deal(game, players=players, button=button, rng=random.Random(seed)), **kwargs)


def test_next_alone_reaches_the_showdown_with_the_documents_count():
    end = _walk(players=11, button=11, seed=8).finish()
    assert end.finished and end.result is not None
    counts = end.counts
    assert (counts.dealt, counts.burned + counts.board, counts.stub) == (22, 9, 1)
    assert "pp-manila2-card-count" in cited(end.moment.because)
    # everyone called the blind and checked afterwards: the pot is the 11 blinds' worth
    assert end.result.pot == 11 * 2


@pytest.mark.parametrize(
    ("game", "hole", "clause"),
    [("2 Card Manila", 2, "pp-manila2-card-count"), ("3 Card Manila", 3, "pp-manila3-card-count")],
)
def test_the_showdown_shows_the_documents_card_count_and_the_stub_it_leaves(game, hole, clause):
    # pp-manila2-card-count: "11 players x 2 cards = 22 ... Total = 31"; the stub is what the deck has left
    players = 5
    end = _walk(game, players=players, button=players, seed=3).finish()
    count = end.moment.because[:2]
    assert [step.clause for step in count] == [clause, "method-card-count"]
    out = players * hole + 5 + 4  # the players' cards, the 5 community cards and the 4 burns
    size = {"2 Card Manila": 32, "3 Card Manila": 36}[game]
    assert f"total = {out}" in count[0].text and f"= {size - out} in the stub" in count[1].text
    # the walkthrough takes them from the deal's showdown event, which carries them as data
    assert count == end.moment.event.card_count


def test_pp_manila2_first_raise_a_learner_raises_to_six_and_the_pot_follows():
    walk = _walk(stacks=50)
    while not walk.waiting:
        walk = walk.next()
    assert [str(legal) for legal in walk.legal_actions().value] == ["call $2", "raise to $6", "fold"]
    walk = walk.act("raise")
    assert walk.pot == 2 + 6
    assert walk.chips[walk.betting.history[-1].seat] == 50 - 6


def test_an_illegal_action_is_refused_and_the_hand_is_unchanged():
    walk = _walk()
    while not walk.waiting:
        walk = walk.next()
    before = walk
    # the first-round raise adds twice the $2 blind: to exactly $6, not $8
    with refused(RuleViolation, ids.PP_MANILA2_FIRST_RAISE, naming=("$8", "$6")):
        walk.act("raise", 8)
    with refused(RuleViolation, ids.INT_BETTING_ROUND, naming=("'shove'",), only=True):
        walk.act("shove")
    assert walk == before


def test_folding_to_one_player_ends_the_hand_without_a_showdown():
    walk = _walk(players=3, button=3)
    while not walk.waiting:
        walk = walk.next()
    walk = walk.act("fold").act("fold")  # seats 2 and 3 fold to the blind, seat 1
    end = walk.next()
    assert end.finished and end.result is not None
    assert end.result.awards == {1: 2}
    assert "without a showdown" in end.moment.headline


def test_back_undoes_one_step_and_restart_returns_to_the_start():
    walk = _walk()
    for _ in range(12):
        walk = walk.next()
    assert walk.back().next() == walk
    assert walk.restart().shown == 0 and walk.restart().previous is None


def test_holdem_walkthrough_gives_the_big_blind_its_option():
    walk = start_walkthrough(deal("Texas Hold 'Em", players=3, button=3, rng=random.Random(2)))
    while not walk.waiting:
        walk = walk.next()
    walk = walk.act("call").act("call")  # the button and the small blind call the big blind
    assert walk.to_act == 2
    assert [legal.kind.value for legal in walk.legal_actions().value] == ["check", "raise", "fold"]


def test_method_step_by_step_games_whose_cards_depend_on_folds_are_refused_with_the_reason():
    with refused(RulesError, ids.METHOD_STEP_BY_STEP, naming=("Seven-Card Stud",), only=True):
        start_walkthrough(deal("Seven-Card Stud", players=3, button=3, rng=random.Random(1)))


@settings(max_examples=examples(40), deadline=None, derandomize=True)
@given(
    game=st.sampled_from(["2 Card Manila", "3 Card Manila", "Texas Hold 'Em", "Omaha 8/B"]),
    players=st.integers(min_value=2, max_value=9),
    seed=st.integers(min_value=0, max_value=10_000),
    choices=st.lists(st.integers(min_value=0, max_value=3), max_size=80),
)
def test_chips_and_cards_are_conserved_at_every_step(game, players, seed, choices):
    walk = start_walkthrough(deal(game, players=players, button=1, rng=random.Random(seed)), stacks=60)
    total = 60 * players
    picks = iter(choices)
    while not walk.finished:
        if walk.waiting:
            legal = walk.legal_actions().value
            pick = next(picks, 0)
            walk = walk.act(legal[pick % len(legal)].action())
        else:
            walk = walk.next()
        assert walk.counts.total == walk.deal.game.deck.size
        on_table = walk.pot + sum(walk.chips.values()) if not walk.finished else sum(walk.chips.values())
        assert on_table == total
    assert sum(walk.result.awards.values()) == walk.result.pot


def test_nzg_14_1c_ii_each_blind_is_named_on_the_seat_that_posted_it():
    # "the next blind ... on the immediate left of the previous blind": button 1, so seats 2 and 3
    hand = deal("2 Card Manila", players=5, button=1, blind_count=2, rng=random.Random(3))
    walk = start_walkthrough(hand)
    assert walk.blinds == {}
    walk = walk.next()
    assert walk.blinds == {2: "first blind"}
    walk = walk.next().next()
    assert walk.blinds == {2: "first blind", 3: "second blind"}
    assert walk.finish().blinds == walk.blinds  # and they stay for the whole hand


def test_pp_manila2_showdown_every_hand_still_in_is_revealed_and_none_before():
    walk = _walk(players=3, button=3)
    assert walk.revealed == frozenset()
    while not walk.waiting:
        walk = walk.next()
    walk = walk.act("fold")  # seat 2 folds; seats 3 and 1 go to the showdown
    end = walk.finish()
    assert end.revealed == frozenset({1, 3})
    folded = _walk(players=3, button=3)
    while not folded.waiting:
        folded = folded.next()
    alone = folded.act("fold").act("fold").next()  # a pot won without a showdown shows no hand
    assert alone.finished and alone.revealed == frozenset()
