"""deal(..., bring_in=) for the stud games: the reading int-stud-bring-in as an option of the deal.

House rules: "The player with the lowest ranking up-card must place the opening bet"
(hr-stud5-low-card-opens) and "The player with the low card opens the betting. Each player in turn
must call, raise, or fold" (hr-stud7-low-card-opens, hr-stud7-first-round-action): by default the
first round opens with the full bet (int-stud-opening-bet).  With a bring-in the opener brings in for
less or completes (int-stud-bring-in, after Robert's Rules of Poker).  The stakes are a 2/4 game
(stake=2: the first round's bet is the small bet, 2 chips) with a 1-chip bring-in.
"""

from __future__ import annotations

import random

import pytest

from engine.errors import RulesError
from engine.poker.betting.actions import ActionKind
from engine.poker.betting.round import start_round
from engine.poker.deal import deal
from engine.poker.events import Deal, EventKind
from engine.poker.game import Family
from engine.poker.games import GAMES

STUD_GAMES = [key for key, game in GAMES.items() if game.family is Family.STUD]
SMALL_BET, BRING_IN = 2, 1


def _rounds(hand: Deal) -> list[set[str]]:
    """The clauses each betting round's event cites, in order."""
    return [{step.clause for step in event.because} for event in hand.events if event.kind is EventKind.BETTING_ROUND]


def test_stud_games_are_the_three_of_the_house_rules() -> None:
    assert sorted(STUD_GAMES) == ["five-card-stud", "seven-card-stud", "seven-card-stud-hilo"]


@pytest.mark.parametrize("game_key", STUD_GAMES)
@pytest.mark.parametrize("seed", range(5))
def test_int_stud_bring_in_the_first_round_cites_the_bring_in_and_no_later_round_does(game_key: str, seed: int) -> None:
    hand = deal(game_key, players=5, button=1 + seed % 5, stake=SMALL_BET, bring_in=BRING_IN, rng=random.Random(seed))
    assert hand.bring_in == BRING_IN and type(hand.bring_in) is int
    first, *later = _rounds(hand)
    assert {"int-stud-opening-bet", "int-stud-bring-in"} <= first  # still forced: no check, no fold
    assert all("int-stud-bring-in" not in cited for cited in later)


@pytest.mark.parametrize("game_key", STUD_GAMES)
def test_int_stud_opening_bet_by_default_the_deal_plays_the_full_opening_bet(game_key: str) -> None:
    hand = deal(game_key, players=5, button=3, stake=SMALL_BET, rng=random.Random(11))
    assert hand.bring_in == 0
    first, *_ = _rounds(hand)
    assert "int-stud-opening-bet" in first and "int-stud-bring-in" not in first
    assert "int-stud-bring-in" not in {step.clause for step in hand.because}


@pytest.mark.parametrize("game_key", STUD_GAMES)
def test_int_stud_bring_in_changes_no_card_of_the_deal(game_key: str) -> None:
    """The bring-in is a betting option: the same seed deals the same cards to the same seats."""
    full = deal(game_key, players=6, button=4, stake=SMALL_BET, rng=random.Random(7))
    brought = deal(game_key, players=6, button=4, stake=SMALL_BET, bring_in=BRING_IN, rng=random.Random(7))
    assert brought.hands == full.hands and brought.up_cards == full.up_cards and brought.burned == full.burned
    assert brought.forced_bets == full.forced_bets  # the antes; the bring-in is a bet of the round, not posted


@pytest.mark.parametrize("game_key", STUD_GAMES)
def test_int_stud_bring_in_the_deal_hands_its_bring_in_to_the_first_betting_round(game_key: str) -> None:
    hand = deal(game_key, players=4, button=2, stake=SMALL_BET, bring_in=BRING_IN, rng=random.Random(5))
    opener = next(event.first_to_act for event in hand.events if event.kind is EventKind.BETTING_ROUND)
    betting = start_round(
        hand.stakes,
        stacks={seat: 100 for seat in hand.order},
        pot=hand.forced_bets,
        first_to_act=opener,
        must_open=True,
        bring_in=hand.bring_in,
    )
    legal = betting.legal_actions().value
    # bring in for 1 chip, or complete to the small bet, 2 chips; never check or fold
    assert [(action.kind, action.min_to) for action in legal] == [
        (ActionKind.BET, BRING_IN),
        (ActionKind.BET, SMALL_BET),
    ]


@pytest.mark.parametrize("game_key", [key for key in GAMES if key not in STUD_GAMES])
def test_int_stud_bring_in_is_refused_outside_stud(game_key: str) -> None:
    game = GAMES[game_key]
    with pytest.raises(RulesError) as error:
        deal(game_key, players=game.min_players, button=1, bring_in=BRING_IN, rng=random.Random(1))
    assert error.value.because[0].clause == "int-stud-bring-in"


@pytest.mark.parametrize("bring_in", [SMALL_BET, SMALL_BET + 1, -1, True, 1.5, "1"])
def test_int_stud_bring_in_is_a_whole_number_of_chips_below_the_first_bet(bring_in: object) -> None:
    with pytest.raises(RulesError) as error:
        deal("Seven-Card Stud", players=4, button=1, stake=SMALL_BET, bring_in=bring_in, rng=random.Random(1))  # type: ignore[arg-type]
    assert error.value.because[0].clause == "int-stud-bring-in"


def test_int_stud_bring_in_is_registered_as_an_option_of_deal_too() -> None:
    from engine.documents.interpretations import INTERPRETATIONS

    option = INTERPRETATIONS["int-stud-bring-in"].option
    assert option is not None and option.name == "bring_in"
    assert "deal(" in option.where and "start_round(" in option.where
