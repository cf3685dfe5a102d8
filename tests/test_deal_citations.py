"""Every deal cites the clauses its game's procedure names, and each event leads with the right one.

The expected clause of each event is written here from the documents' own sentences (quoted
beside each table), not from the engine: "Three community cards are then dealt face up ...
beginning with the player to the left of the dealer button" (``hr-holdem-flop``) is the flop,
"Another card is dealt face up followed by a round of betting" (``hr-holdem-turn``) the turn,
and so on.  Where the documents do not say who acts first (Manila after the blind, Draw Poker,
Hold 'Em after the flop), the event cites the interpretation that does.
"""

from __future__ import annotations

import random

import pytest

from engine.explain import cited
from engine.poker.deal import deal
from engine.poker.events import Deal, EventKind
from engine.poker.game import Family
from engine.poker.games import GAMES
from engine.poker.procedures import MANILA_3_CANBERRA, OpKind


def _rounds(game_key: str) -> int:
    return sum(1 for op in GAMES[game_key].procedure if op.kind is OpKind.BET)


def _deals(game_key: str, *, canberra: bool = False) -> list[Deal]:
    """A deal played to the showdown, one with a fold in every round but the last, and a few more seeds."""
    game = GAMES[game_key]
    rounds = _rounds(game_key)
    players = min(game.max_players, rounds + 2)
    extra = {"canberra": True} if canberra else {}
    folds = {seat: seat for seat in range(1, rounds)}  # seat n folds in round n: a fold in each round but the last
    hands = [deal(game, players=players, button=players, rng=random.Random(seed), **extra) for seed in range(3)]
    hands.append(deal(game, players=players, button=players, rng=random.Random(7), folds=folds, **extra))
    return hands


@pytest.mark.parametrize("game_key", sorted(GAMES))
def test_every_clause_a_games_procedure_lists_is_cited_in_its_deals(game_key: str) -> None:
    """The procedure's data (each step's clause, ``also``, who acts first, the fold) is what the deal explains."""
    listed = {clause_id for op in GAMES[game_key].procedure for clause_id in op.cited}
    said = {clause_id for hand in _deals(game_key) for clause_id in cited(hand.because)}
    assert listed - said == set()


@pytest.mark.parametrize("game_key", sorted(key for key, game in GAMES.items() if game.hole_count == 3))
def test_pp_manila3_canberra_every_clause_of_the_canberra_procedure_is_cited(game_key: str) -> None:
    listed = {clause_id for op in MANILA_3_CANBERRA for clause_id in op.cited}
    said = {clause_id for hand in _deals(game_key, canberra=True) for clause_id in cited(hand.because)}
    assert listed - said == set()


def _first_clauses(hand: Deal, kind: EventKind) -> list[str]:
    return [event.because[0].clause for event in hand.events if event.kind is kind]


# -- who acts first: the step each betting round leads with --------------------------------------


FIRST_TO_ACT = {
    # "Action starts with a betting round beginning with the player to the left of the blind bets";
    # "... another betting round takes place beginning with the player to the left of the dealer
    # button" (the flop); the turn and river say only "a round of betting": int-betting-round.
    "texas-holdem": ["hr-holdem-first-round", "hr-holdem-flop", "int-betting-round", "int-betting-round"],
    # "Action starts with the first player to the left of the blinds beginning the betting."
    "omaha": ["hr-omaha-first-round", "hr-holdem-flop", "int-betting-round", "int-betting-round"],
    "omaha-8": ["hr-omaha-first-round", "hr-holdem-flop", "int-betting-round", "int-betting-round"],
    # the Manila rules never say who acts first
    "manila-2": ["int-manila-first-to-act"] * 5,
    "manila-3": ["int-manila-first-to-act"] * 5,
    # "The player with the low card opens the betting." / "On all subsequent rounds, the player
    # with the best hand open the betting."
    "seven-card-stud": ["hr-stud7-low-card-opens"] + ["hr-stud7-best-hand-opens"] * 4,
    # "the player with the highest card must open the betting"
    "seven-card-stud-hilo": ["hr-stud7hl-high-card-opens"] + ["hr-stud7-best-hand-opens"] * 4,
    # "The player with the lowest ranking up-card must place the opening bet." / "From the third
    # card onwards, the betting is started by the highest poker hand showing."
    "five-card-stud": ["hr-stud5-low-card-opens"] + ["hr-stud5-best-hand-opens"] * 3,
    # Draw Poker names no button and no first player
    "draw-poker": ["int-draw-first-to-act"] * 2,
}


@pytest.mark.parametrize("game_key", sorted(FIRST_TO_ACT))
def test_int_manila_first_to_act__int_draw_first_to_act_each_round_leads_with_who_acts_first(game_key: str) -> None:
    hand = deal(game_key, players=4, button=4, rng=random.Random(3))
    assert _first_clauses(hand, EventKind.BETTING_ROUND) == FIRST_TO_ACT[game_key]
    for event in hand.events:
        if event.kind is EventKind.BETTING_ROUND:
            assert event.headline == f"Betting round {event.betting_round}: seat {event.first_to_act} acts first."


def test_int_manila_first_to_act_betting_round_two_seat_one_acts_first() -> None:
    hand = deal("2 Card Manila", players=4, button=4, rng=random.Random(3))
    second = [event for event in hand.events if event.kind is EventKind.BETTING_ROUND][1]
    assert second.headline == "Betting round 2: seat 1 acts first."
    assert second.because[0].clause == "int-manila-first-to-act"


def test_hr_holdem_big_blind_option_the_big_blind_acts_last_and_may_check_or_raise() -> None:
    """ "The large blind has the privilege of last action and may check or raise the bet." """
    for game in ("Texas Hold 'Em", "Omaha", "Omaha 8/B"):
        hand = deal(game, players=5, button=5, rng=random.Random(2))
        first = next(event for event in hand.events if event.kind is EventKind.BETTING_ROUND)
        option = next(step for step in first.because if step.clause == "hr-holdem-big-blind-option")
        assert "seat 2" in option.text and "check or raise" in option.text  # the big blind is seat 2


def test_int_draw_first_to_act_left_of_the_big_blind_then_left_of_the_button() -> None:
    hand = deal("Draw Poker", players=5, button=3, rng=random.Random(2))
    blinds = [event.seat for event in hand.events if event.kind is EventKind.POST_BLIND]
    assert blinds == [4, 5]  # the two players on the button's left
    firsts = [event.first_to_act for event in hand.events if event.kind is EventKind.BETTING_ROUND]
    assert firsts == [1, 4]  # left of the big blind (seat 5), then left of the button (seat 3)
    assert "int-draw-first-to-act" in cited(hand.events[0].because)


# -- the clause each card, board and fold event leads with -----------------------------------------


def test_hr_holdem_flop__hr_holdem_turn__hr_holdem_river_each_street_cites_its_own_sentence() -> None:
    hand = deal("Texas Hold 'Em", players=4, button=4, rng=random.Random(1))
    assert _first_clauses(hand, EventKind.COMMUNITY) == ["hr-holdem-flop", "hr-holdem-turn", "hr-holdem-river"]
    # Omaha's board is dealt "in the same manner as in Texas Hold 'Em": its own sentence, then Hold 'Em's
    omaha = deal("Omaha", players=4, button=4, rng=random.Random(1))
    streets = [event.because for event in omaha.events if event.kind is EventKind.COMMUNITY]
    assert [steps[0].clause for steps in streets] == ["hr-omaha-board"] * 3
    assert [steps[1].clause for steps in streets] == ["hr-holdem-flop", "hr-holdem-turn", "hr-holdem-river"]


FOLDS = {
    # "Players may bet, check, raise, or fold in turn."
    "texas-holdem": ["hr-holdem-actions"] * 3,
    "omaha": ["hr-omaha-actions"] * 3,
    # "all players can either call the $2, raise to $6 or fold"; "Players can either, check, bet
    # ($4) or fold"; on the fifth card, "same thing up to 5 cards"
    "manila-2": ["pp-manila2-blind-options"] + ["pp-manila2-later-actions"] * 3,
    "manila-3": ["pp-betting-blind-options"] + ["pp-betting-later-actions"] * 3,
    # "Each player in turn must call, raise, or fold."; later rounds name no fold: int-betting-round
    "seven-card-stud": ["hr-stud7-first-round-action"] + ["int-betting-round"] * 3,
    "five-card-stud": ["hr-stud5-first-round-action"] + ["int-betting-round"] * 2,
    # "Players pick up the cards and look at them and then decide if they wish to stay in the game."
    "draw-poker": ["hr-draw-look"],
}


@pytest.mark.parametrize("game_key", sorted(FOLDS))
def test_a_fold_cites_the_sentence_that_lets_a_player_fold_in_that_round(game_key: str) -> None:
    rounds = len(FOLDS[game_key])
    players = rounds + 2
    hand = deal(
        game_key, players=players, button=players, rng=random.Random(5), folds={n: n for n in range(1, rounds + 1)}
    )
    assert _first_clauses(hand, EventKind.FOLD) == FOLDS[game_key]


def test_pp_manila2_fifth_card_bet_the_fifth_round_says_eight_dollars_never_bet_four() -> None:
    """ "The bet on the fifth card is now $8": the $8 round must not quote "check, bet ($4) or fold"."""
    for game, section in (("2 Card Manila", "pp-manila2"), ("3 Card Manila", "pp-betting")):
        hand = deal(game, players=4, button=4, rng=random.Random(1), folds={2: 5})
        fifth = [event for event in hand.events if event.betting_round == 5]
        assert fifth[0].because[1].clause == f"{section}-fifth-card-bet" and "$8" in fifth[0].because[1].text
        assert all(f"{section}-later-actions" not in cited(event.because) for event in fifth)
        assert fifth[0].amount == 8


def test_pp_manila3_same_as_2_every_3_card_betting_round_cites_it_with_the_2_card_sentence() -> None:
    """ "3 Card Manila is played the same way as 2 Card Manila": its rounds bring in "Players are
    required to either bet or 'check' on each card as it is opened." """
    for canberra in (False, True):
        hand = deal("3 Card Manila", players=4, button=4, rng=random.Random(1), canberra=canberra)
        for event in hand.events:
            if event.kind is EventKind.BETTING_ROUND:
                ids = cited(event.because)
                assert "pp-manila3-same-as-2" in ids and "pp-manila2-bet-each-card" in ids
                assert ids.index("pp-manila3-same-as-2") < ids.index("pp-manila2-bet-each-card")
                # the 3 Card game's own copies of the betting sentences, not 2 Card Manila's
                assert "pp-betting-structure" in ids and "pp-manila2-structure" not in ids


@pytest.mark.parametrize("game_key", sorted(GAMES))
def test_every_event_leads_with_a_clause_of_its_own_step_of_the_procedure(game_key: str) -> None:
    """A blind, a card, a burn, the board, the draw and the showdown each lead with the clause of
    the procedure step that put them there (or, in stud, the deck running short)."""
    procedure = GAMES[game_key].procedure
    own = {
        EventKind.POST_BLIND: {op.clause for op in procedure if op.kind is OpKind.POST_BLINDS},
        EventKind.POST_ANTE: {op.clause for op in procedure if op.kind is OpKind.POST_ANTES},
        EventKind.DEAL_CARD: {op.clause for op in procedure if op.kind is OpKind.DEAL},
        EventKind.BURN: {op.clause for op in procedure if op.kind is OpKind.BURN},
        EventKind.COMMUNITY: {op.clause for op in procedure if op.kind is OpKind.COMMUNITY} | {"int-stud-deck-short"},
        EventKind.DRAW: {op.clause for op in procedure if op.kind is OpKind.DRAW} | {"int-draw-procedure"},
        EventKind.SHOWDOWN: {op.clause for op in procedure if op.kind is OpKind.SHOWDOWN},
        EventKind.NO_BURN: {"int-stud-deck-short"},
    }
    game = GAMES[game_key]
    ante = {"ante": 1} if game.family is Family.STUD else {}
    for hand in _deals(game_key) + [deal(game, players=game.max_players, button=1, rng=random.Random(9), **ante)]:
        for event in hand.events:
            if event.kind in own:
                assert event.because[0].clause in own[event.kind], (event.kind, event.because[0])


def test_every_id_a_procedure_names_is_a_clause_or_an_interpretation() -> None:
    from engine.documents.registry import is_citable

    named = {
        clause_id
        for procedure in (*(game.procedure for game in GAMES.values()), MANILA_3_CANBERRA)
        for op in procedure
        for clause_id in op.cited
    }
    assert {clause_id for clause_id in named if not is_citable(clause_id)} == set()
