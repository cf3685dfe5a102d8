"""Omaha 8/B's blinds, missed blinds and an absent player, from the section's own sentences.

Every expected amount comes from "The small blind will be equal to one-half the small bet, the big
blind will equal the small bet" (hr-omaha8-blind-sizes): at a small bet of 4 the blinds are 2 and 4.
"""

from __future__ import annotations

import random

import pytest
from refusals import refused

from engine.documents import ids
from engine.errors import UnknownOptionError
from engine.explain import Decision, cited
from engine.poker.betting.round import start_round
from engine.poker.deal import deal
from engine.poker.events import EventKind
from engine.poker.game_stakes import default_stakes
from engine.poker.table_rules import (
    Absence,
    BlindPost,
    Comeback,
    MissedBlinds,
    Rejoin,
    absent_player,
    return_after_missed_blinds,
)

SMALL_BET = 4
SMALL_BLIND, BIG_BLIND = SMALL_BET // 2, SMALL_BET  # "one-half the small bet", "equal the small bet"
POST = "post the missed blinds"
WAIT = "wait for the big blind"


def _cited_in_deal(hand) -> set[str]:
    return set(cited(hand.because)) | {cid for event in hand.events for cid in cited(event.because)}


# --- item 3: the blinds' sizes cite the section's own sentence ----------------------------------------


@pytest.mark.parametrize("stake", [2, 4, 10, 20])
def test_hr_omaha8_blind_sizes_cite_the_sections_own_sentence(stake: int) -> None:
    """ "The small blind will be equal to one-half the small bet, the big blind will equal the small bet." """
    stakes = default_stakes("Omaha 8/B", stake=stake)
    assert stakes.blind_amounts == (stake // 2, stake)
    assert {blind.clause for blind in stakes.blinds} == {"hr-omaha8-blind-sizes"}
    for seed in range(5):
        hand = deal("Omaha 8/B", players=3 + seed, button=1, stake=stake, rng=random.Random(seed))
        posts = [event for event in hand.events if event.kind is EventKind.POST_BLIND]
        assert [event.amount for event in posts] == [stake // 2, stake]
        assert "hr-omaha8-blind-sizes" in _cited_in_deal(hand)
        assert "int-flop-blind-sizes" not in _cited_in_deal(hand)
    first = start_round(stakes, stacks={1: 100, 2: 100, 3: 100})
    assert "int-flop-blind-sizes" not in cited(first.call().because)


def test_int_omaha8_odd_small_blind_half_an_odd_small_bet_rounds_down() -> None:
    stakes = default_stakes("Omaha 8/B", stake=5)
    assert stakes.blind_amounts == (2, 5)
    assert [blind.clause for blind in stakes.blinds] == ["int-omaha8-odd-small-blind", "hr-omaha8-blind-sizes"]
    hand = deal("Omaha 8/B", players=4, button=1, stake=5, rng=random.Random(3))
    assert "int-flop-blind-sizes" not in _cited_in_deal(hand)
    assert "int-omaha8-odd-small-blind" in _cited_in_deal(hand)


def test_int_flop_blind_sizes_still_sizes_the_other_two_blind_games() -> None:
    for game in ("Texas Hold 'Em", "Omaha", "Draw Poker"):
        stakes = default_stakes(game, stake=4)
        assert stakes.blind_amounts == (2, 4)
        assert {blind.clause for blind in stakes.blinds} == {"int-flop-blind-sizes"}, game


# --- item 11: missed blinds ---------------------------------------------------------------------------


def test_hr_omaha8_missed_blinds_he_may_wait_until_the_big_blind_to_post() -> None:
    """ "If a player misses his blind or blinds, he may wait until the big blind to post to come back in." """
    for missed in MissedBlinds:
        decision = return_after_missed_blinds(missed.value, choice=WAIT, stake=SMALL_BET)
        assert isinstance(decision, Decision) and isinstance(decision.value, Rejoin)
        assert decision.value.comeback is Comeback.WAIT
        assert decision.value.plays_now is False
        assert (decision.value.posted, decision.value.live, decision.value.dead) == (0, 0, 0)
        assert {"hr-omaha8-missed-blinds", "int-omaha8-missed-blinds"} <= set(cited(decision.because))


def test_hr_omaha8_post_missed_otherwise_he_must_post_the_missed_blinds() -> None:
    """ "Otherwise, he must post the missed blinds." """
    decision = return_after_missed_blinds("both blinds", choice=POST, stake=SMALL_BET)
    assert decision.value.plays_now is True
    assert decision.value.posted == SMALL_BLIND + BIG_BLIND
    assert set(decision.value.posts) == {
        BlindPost("the big blind", BIG_BLIND, True),
        BlindPost("the small blind", SMALL_BLIND, False),
    }
    assert "hr-omaha8-post-missed" in cited(decision.because)


def test_hr_omaha8_only_big_blind_live_of_the_blinds_he_posts() -> None:
    """ "Only the big blind is live." (int-omaha8-live-blinds: it is about the missed blinds)"""
    both = return_after_missed_blinds("both blinds", choice=POST, stake=SMALL_BET).value
    assert (both.live, both.dead, both.to_call) == (BIG_BLIND, SMALL_BLIND, SMALL_BET - BIG_BLIND)
    small = return_after_missed_blinds("the small blind", choice=POST, stake=SMALL_BET)
    assert (small.value.live, small.value.dead, small.value.to_call) == (0, SMALL_BLIND, SMALL_BET)
    assert "int-omaha8-live-blinds" in cited(small.because)
    assert "hr-omaha8-only-big-blind-live" not in cited(small.because)
    big = return_after_missed_blinds("the big blind", choice=POST, stake=SMALL_BET)
    assert (big.value.live, big.value.dead, big.value.to_call) == (BIG_BLIND, 0, 0)
    assert "hr-omaha8-only-big-blind-live" in cited(big.because)


def test_int_omaha8_missed_blinds_odd_small_bet_and_bad_input() -> None:
    five = return_after_missed_blinds("both blinds", choice=POST, stake=5).value
    assert (five.live, five.dead) == (5, 5 // 2)
    with pytest.raises(UnknownOptionError) as caught:
        return_after_missed_blinds("all of them", choice=POST)
    assert cited(caught.value.because) == ("hr-omaha8-missed-blinds",)
    with refused(UnknownOptionError, ids.HR_OMAHA8_MISSED_BLINDS, naming=("'sit down'",)):
        return_after_missed_blinds("both blinds", choice="sit down")
    with pytest.raises(TypeError):
        return_after_missed_blinds(2, choice=POST)  # type: ignore[arg-type]


# --- item 11: an absent player -------------------------------------------------------------------------


def test_hr_omaha8_absent_player_his_hand_is_killed_and_he_does_not_get_his_blind_back() -> None:
    """ "A player who has posted the blind who is not present to act on his hand will have his hand killed and
    will not get his blind back." """
    for blind, amount in (("the small blind", SMALL_BLIND), ("the big blind", BIG_BLIND)):
        decision = absent_player(blind, present=False, stake=SMALL_BET)
        assert decision.value == Absence(hand_killed=True, blind=amount, returned=0, pot_keeps=amount)
        assert {"hr-omaha8-absent-player", "int-omaha8-absent-player"} <= set(cited(decision.because))
    present = absent_player("the big blind", present=True, stake=SMALL_BET)
    assert present.value.hand_killed is False and present.value.pot_keeps == 0
    assert "hr-omaha8-absent-player" in cited(present.because)


def test_int_omaha8_absent_player_the_killed_hand_leaves_its_blind_in_the_pot() -> None:
    """Seats 3, 4 and the small blind call; the absent big blind's hand is killed: a fold, his blind stays."""
    stakes = default_stakes("Omaha 8/B", stake=SMALL_BET)
    round_one = start_round(stakes, stacks={1: 100, 2: 100, 3: 100, 4: 100}).call().call().call().fold(seat=2)
    assert round_one.pot == 4 * SMALL_BET
    assert round_one.players_in == (1, 3, 4)
    with refused(UnknownOptionError, ids.HR_OMAHA8_BLINDS, naming=("'both blinds'",)):
        absent_player("both blinds", present=False)
    with pytest.raises(TypeError):
        absent_player("the big blind", present="no")  # type: ignore[arg-type]
