"""Manillen Plus: the score of a deal, the game to 101, and boams.

Source: ../shared/seeds/004_3cc0f46981b58302.txt, SCORING and END OF GAME (mp-scoring,
mp-tally, mp-over-30, mp-three-player-score, mp-separate-scores, mp-tie-30,
mp-all-tricks, mp-game-end, mp-winners, mp-boam, mp-tournament) and the multipliers of
SETUP (mp-no-trumps, mp-blind-no-trumps, mp-go-along).  Every expected score is worked
out in the test from the document's rule, never copied from the engine.
"""

from __future__ import annotations

import random

import pytest
from refusals import refused

from engine.decks import MANILLEN_DECK
from engine.documents import ids
from engine.errors import OptionError, RuleViolation, ScoreError
from engine.explain import cited
from engine.manillen.deal import call_trump, deal_pack
from engine.manillen.game import GameScore, new_game, play_random_game, tournament
from engine.manillen.play import random_deal, start_play
from engine.manillen.scoring import DealScore, deal_score, score_deal, tie_factor
from engine.manillen.table import Side

# --- mp-over-30 ------------------------------------------------------------------------------------


def test_mp_over_30_dealer_side_scores_the_difference() -> None:
    result = deal_score(call_trump("hearts", player_count=6, dealer=1), dealer_points=41)
    assert result.winner is Side.DEALER
    assert result.score == 41 - 30
    assert result.awards == {(1, 3, 5): 11, (2, 4, 6): 0}


def test_mp_over_30_opponents_six_players() -> None:
    result = deal_score(call_trump("hearts", player_count=6, dealer=2), dealer_points=22)
    # the opponents have 60 - 22 = 38 points: 38 - 30 = 8
    assert result.points == {Side.DEALER: 22, Side.OPPONENTS: 38}
    assert result.awards == {(1, 3, 5): 8, (2, 4, 6): 0}


def test_mp_over_30_three_player_dealer_wins_alone() -> None:
    result = deal_score(call_trump("hearts", player_count=3, dealer=2), dealer_points=36)
    assert result.awards == {(1,): 0, (2,): 36 - 30, (3,): 0}


def test_mp_over_30_explained_with_the_arithmetic() -> None:
    result = deal_score(call_trump("hearts", player_count=6, dealer=1), dealer_points=41)
    texts = [step.text for step in result.because]
    assert "The dealer's side has more than 30: 41 \u2212 30 = 11." in texts
    assert cited(result.because)[0] == "mp-tally"


# --- mp-three-player-score, int-mp-three-player-score ----------------------------------------------


def test_mp_three_player_score_opponents_measure_from_the_dealers_points() -> None:
    result = deal_score(call_trump("hearts", player_count=3, dealer=1), dealer_points=20)
    # "the difference between their score and the dealer's": 40 - 20 = 20, to each opponent
    assert result.awards == {(1,): 0, (2,): 40 - 20, (3,): 40 - 20}
    assert "mp-three-player-score" in cited(result.because)
    assert "mp-separate-scores" in cited(result.because)


def test_int_mp_three_player_score_thirty_option() -> None:
    result = deal_score(call_trump("hearts", player_count=3, dealer=1), dealer_points=20, three_player_score="thirty")
    # the general rule: 40 - 30 = 10, to each opponent
    assert result.awards == {(1,): 0, (2,): 10, (3,): 10}
    assert "int-mp-three-player-score" in cited(result.because)


def test_int_mp_three_player_score_readings_differ_by_two() -> None:
    # The points add up to 60, so (o - d) = (o - (60 - o)) = 2 (o - 30).
    contract = call_trump("hearts", player_count=3, dealer=1)
    for dealer_points in range(0, 30):
        by_dealer = deal_score(contract, dealer_points=dealer_points)
        by_thirty = deal_score(contract, dealer_points=dealer_points, three_player_score="thirty")
        assert by_dealer.score == 2 * by_thirty.score


def test_int_mp_three_player_score_option_is_checked() -> None:
    with refused(OptionError, ids.INT_MP_THREE_PLAYER_SCORE, naming=("'both'", "'dealer'", "'thirty'"), only=True):
        deal_score(call_trump("hearts", player_count=3, dealer=1), dealer_points=20, three_player_score="both")


# --- mp-tie-30, int-mp-tie-doubling ----------------------------------------------------------------


def test_mp_tie_30_no_points_and_the_next_deal_doubled() -> None:
    tie = deal_score(call_trump(None, player_count=6, dealer=1, go_along=2), dealer_points=30)
    assert tie.winner is None and tie.score == 0
    assert set(tie.awards.values()) == {0}
    assert tie.ties_after == 1
    after = deal_score(call_trump("hearts", player_count=6, dealer=2), dealer_points=40, ties_before=1)
    assert after.score == (40 - 30) * 2
    assert after.ties_after == 0


def test_int_mp_tie_doubling_compounds_by_default() -> None:
    assert [tie_factor(count) for count in range(5)] == [1, 2, 4, 8, 16]
    result = deal_score(call_trump("hearts", player_count=6, dealer=2), dealer_points=40, ties_before=2)
    assert result.score == 10 * 2 * 2
    second_tie = deal_score(call_trump("hearts", player_count=6, dealer=2), dealer_points=30, ties_before=1)
    assert second_tie.ties_after == 2
    assert "int-mp-tie-doubling" in cited(second_tie.because)


def test_int_mp_tie_doubling_once_option() -> None:
    assert [tie_factor(count, ties="once") for count in range(4)] == [1, 2, 2, 2]
    result = deal_score(call_trump("hearts", player_count=6, dealer=2), dealer_points=40, ties_before=3, ties="once")
    assert result.score == 10 * 2


@pytest.mark.parametrize("ties_before", [-1, True, 1.5])
def test_mp_tie_30_count_must_be_a_count(ties_before: object) -> None:
    with refused(ScoreError, ids.MP_TIE_30, naming=(repr(ties_before),), only=True):
        deal_score(call_trump("hearts", player_count=6, dealer=2), dealer_points=40, ties_before=ties_before)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("dealer_points", "decided_by"),
    [(30, "mp-tie-30"), (41, "mp-over-30"), (19, "mp-over-30")],
)
def test_a_deal_score_knows_the_step_that_decides_who_scores(dealer_points: int, decided_by: str) -> None:
    # mp-tie-30: 30-30 scores nothing; mp-over-30: the side over 30 scores its margin
    result = deal_score(call_trump("hearts", player_count=6, dealer=2), dealer_points=dealer_points)
    assert result.decided_by.clause == decided_by and result.decided_by in result.because


def test_mp_three_player_score_decides_when_the_three_player_opponents_win() -> None:
    result = deal_score(call_trump("hearts", player_count=3, dealer=1), dealer_points=20)
    assert result.decided_by.clause == "mp-three-player-score"


# --- mp-all-tricks and the doublings together (int-mp-multipliers) ----------------------------------


def test_mp_all_tricks_doubles_the_score() -> None:
    result = deal_score(call_trump("hearts", player_count=3, dealer=1), dealer_points=60, all_tricks=Side.DEALER)
    assert result.score == (60 - 30) * 2


def test_mp_all_tricks_stacks_with_every_doubling() -> None:
    contract = call_trump(None, player_count=6, dealer=1, go_along=2, go_against=3)
    result = deal_score(contract, dealer_points=60, all_tricks=Side.DEALER, ties_before=1)
    # (60 - 30) x 2 no trumps x 2 along x 2 against x 2 for the 30-30 before x 2 all tricks
    assert result.score == 30 * 2 * 2 * 2 * 2 * 2
    assert result.multiplier == 32
    assert cited(result.because).count("mp-all-tricks") == 1


def test_int_mp_multipliers_apply_to_the_opponents_win_too() -> None:
    blind = call_trump(None, player_count=6, dealer=1, blind=True, go_along=4, blind_no_trumps="allowed")
    result = deal_score(blind, dealer_points=20)
    assert result.awards == {(1, 3, 5): 0, (2, 4, 6): (40 - 30) * 4 * 2}


def test_mp_all_tricks_must_fit_the_points() -> None:
    # Every card is the sweeping side's: 60 points, not 50.
    with refused(ScoreError, ids.MP_ALL_TRICKS, naming=(50, 60), only=True):
        deal_score(call_trump("hearts", player_count=3, dealer=1), dealer_points=50, all_tricks=Side.DEALER)
    # The opponents' sweep leaves the dealer only the two undealt cards: at most 5 + 5 = 10 points.
    with refused(ScoreError, ids.MP_ALL_TRICKS, ids.MP_UNDEALT_SCORE, naming=(11, 10), only=True):
        deal_score(call_trump("hearts", player_count=3, dealer=1), dealer_points=11, all_tricks=Side.OPPONENTS)
    swept = deal_score(call_trump("hearts", player_count=3, dealer=1), dealer_points=10, all_tricks=Side.OPPONENTS)
    assert swept.awards[(2,)] == (50 - 10) * 2


@pytest.mark.parametrize("points", [-1, 61, 30.5, "30", True])
def test_mp_points_a_tally_is_zero_to_sixty(points: object) -> None:
    with refused(ScoreError, ids.MP_POINTS, naming=(repr(points),), only=True):
        deal_score(call_trump("hearts", player_count=3, dealer=1), dealer_points=points)  # type: ignore[arg-type]


# --- mp-scoring, mp-tally, mp-undealt-score: a finished deal ---------------------------------------


def test_mp_undealt_score_counts_for_the_dealer_in_a_played_deal() -> None:
    # Sorted pack dealt singly by seat 1 (int-mp-dealing with packets of 1): the undealt cards are
    # Ah and As, 4 + 4 = 8 points for seat 1.  Play the deal through at random, then recount by hand.
    dealt = deal_pack(MANILLEN_DECK.cards, player_count=3, dealer=1, packets=(1,) * 10)
    state = start_play(dealt, call_trump("clubs", player_count=3, dealer=1))
    rng = random.Random(3)
    while not state.is_over:
        state = state.play(rng.choice(state.legal_plays().allowed))
    points = {"T": 5, "A": 4, "K": 3, "Q": 2, "J": 1}
    dealer_cards = [card for trick in state.tricks if trick.winner == 1 for card in trick.cards]
    expected = sum(points.get(card.rank.value, 0) for card in dealer_cards) + 8
    result = score_deal(state)
    assert result.points[Side.DEALER] == expected
    assert result.points[Side.OPPONENTS] == 60 - expected
    assert "mp-undealt-score" in cited(result.because)


def test_int_mp_undealt_six_players_count_for_the_dealers_team() -> None:
    # Sorted pack, six players, seat 2 deals: the last two cards, Ah and As (4 + 4), count for seats 2, 4, 6.
    dealt = deal_pack(MANILLEN_DECK.cards, player_count=6, dealer=2)
    assert [card.notation for card in dealt.undealt] == ["Ah", "As"]
    state = start_play(dealt, call_trump("spades", player_count=6, dealer=2))
    rng = random.Random(8)
    while not state.is_over:
        state = state.play(rng.choice(state.legal_plays().allowed))
    points = {"T": 5, "A": 4, "K": 3, "Q": 2, "J": 1}
    team_cards = [card for trick in state.tricks if trick.winner in (2, 4, 6) for card in trick.cards]
    result = score_deal(state)
    assert result.points[Side.DEALER] == sum(points.get(card.rank.value, 0) for card in team_cards) + 8
    assert "int-mp-undealt" in cited(result.because)


def test_int_mp_all_tricks_a_played_sweep_doubles() -> None:
    # Find, among the first seeded random deals, one where a side took every trick; recount it by hand.
    points = {"T": 5, "A": 4, "K": 3, "Q": 2, "J": 1}
    for seed in range(200):
        done = random_deal(random.Random(seed), player_count=6, dealer=1)
        winners = {trick.winner % 2 for trick in done.tricks}  # seats 1, 3, 5 are odd
        if len(winners) == 1:
            break
    else:
        pytest.fail("no sweep in 200 seeded deals")
    result = score_deal(done)
    sweeper = Side.DEALER if winners == {1} else Side.OPPONENTS
    swept = sum(points.get(card.rank.value, 0) for trick in done.tricks for card in trick.cards)
    total = swept + (sum(points.get(card.rank.value, 0) for card in done.deal.undealt) if sweeper is Side.DEALER else 0)
    assert result.winner is sweeper
    assert result.score == (total - 30) * 2 * done.contract.multiplier
    assert "int-mp-all-tricks" in cited(result.because)


def test_mp_scoring_only_once_all_tricks_are_played() -> None:
    dealt = deal_pack(MANILLEN_DECK.cards, player_count=3, dealer=1)
    state = start_play(dealt, call_trump("clubs", player_count=3, dealer=1))
    with refused(RuleViolation, ids.MP_SCORING, naming=(10,), only=True):
        score_deal(state)


# --- the game to 101: mp-game-end, mp-winners, mp-dealer, mp-separate-scores -----------------------


def record(game: GameScore, dealer_points: int, call: str | None = "hearts", **extra: object) -> GameScore:
    contract = call_trump(call, player_count=int(game.table), dealer=game.dealer)
    return game.record(deal_score(contract, dealer_points, ties_before=game.ties_before, **extra))  # type: ignore[arg-type]


def test_mp_dealer_passes_to_the_left_each_deal() -> None:
    game = new_game(3, first_dealer=2)
    dealers = []
    for _ in range(4):
        dealers.append(game.dealer)
        game = record(game, 35)
    assert dealers == [2, 3, 1, 2]


def test_mp_separate_scores_three_players() -> None:
    game = record(new_game(3, first_dealer=1), dealer_points=18)  # opponents 42 - 18 = 24 each
    assert game.scores == {(1,): 0, (2,): 24, (3,): 24}
    game = record(game, dealer_points=37)  # seat 2 deals and wins: 7
    assert game.scores == {(1,): 0, (2,): 31, (3,): 24}


def test_mp_tie_30_pending_doubling_carried_by_the_game() -> None:
    game = record(new_game(6, first_dealer=1), dealer_points=30)
    assert game.ties_before == 1 and game.dealer == 2
    game = record(game, dealer_points=45)  # seat 2's team: (45 - 30) x 2
    assert game.scores == {(1, 3, 5): 0, (2, 4, 6): 30}
    assert game.ties_before == 0


def test_mp_goal_mp_game_end_mp_winners_at_101_and_no_more_deals() -> None:
    game = new_game(6, first_dealer=1)
    game = record(game, dealer_points=60, call=None, all_tricks=Side.DEALER)  # 30 x 2 x 2 = 120
    assert game.is_over
    assert game.winners == ((1, 3, 5),)
    assert game.scores[(1, 3, 5)] == 120
    assert [step.clause for step in game.because[-2:]] == ["mp-game-end", "mp-winners"]
    with refused(RuleViolation, ids.MP_GAME_END, naming=("1, 3 and 5", 101), only=True):
        record(game, dealer_points=40)


def test_mp_game_end_exactly_101_ends_the_game() -> None:
    game = new_game(6, first_dealer=1)
    game = record(game, dealer_points=60, call=None)  # 30 x 2 = 60
    game = record(game, dealer_points=19)  # seat 2 deals; seats 1, 3, 5 have 41: 11 -> 71
    game = record(game, dealer_points=60)  # seat 3 deals for seats 1, 3, 5: 30 -> 101
    assert game.scores[(1, 3, 5)] == 101
    assert game.winners == ((1, 3, 5),)


def shared_finish(game_end: str) -> GameScore:
    game = new_game(3, first_dealer=1, game_end=game_end)
    game = record(game, dealer_points=0)  # seats 2 and 3: 60 - 0 = 60 each
    game = record(game, dealer_points=36)  # seat 2 deals and wins 6: 66
    game = record(game, dealer_points=31)  # seat 3 deals and wins 1: 61
    return record(game, dealer_points=10)  # seat 1 deals; seats 2 and 3 score 50 - 10 = 40: 106 and 101


def test_int_mp_game_end_both_opponents_reach_101_together() -> None:
    game = shared_finish("shared")
    assert game.scores == {(1,): 0, (2,): 106, (3,): 101}
    assert game.winners == ((2,), (3,))
    assert "int-mp-game-end" in cited(game.because)


def test_int_mp_game_end_highest_option() -> None:
    assert shared_finish("highest").winners == ((2,),)


def test_mp_game_record_checks_the_deal_belongs_to_the_game() -> None:
    game = new_game(3, first_dealer=1)
    with refused(RuleViolation, ids.MP_DEALER, naming=("seat 2", "seat 1"), only=True):  # dealt by 2, 1's deal
        game.record(deal_score(call_trump("hearts", player_count=3, dealer=2), 40))
    with refused(RuleViolation, ids.MP_PLAYERS, naming=(6, 3), only=True):  # a 6-player deal, a 3-player game
        game.record(deal_score(call_trump("hearts", player_count=6, dealer=1), 40))
    with refused(RuleViolation, ids.MP_TIE_30, naming=(1, 0), only=True):  # 1 tie claimed, 0 pending
        game.record(deal_score(call_trump("hearts", player_count=3, dealer=1), 40, ties_before=1))
    with refused(RuleViolation, ids.INT_MP_THREE_PLAYER_SCORE, naming=("'thirty'", "'dealer'")):
        game.record(deal_score(call_trump("hearts", player_count=3, dealer=1), 40, three_player_score="thirty"))


# --- mp-boam, mp-tournament ----------------------------------------------------------------------


def finished(first_dealer: int, dealer_points: int) -> GameScore:
    """A 6-player game won on its first deal: all tricks, no trumps, 30 x 2 x 2 = 120."""
    game = new_game(6, first_dealer=first_dealer)
    side = Side.DEALER if dealer_points == 60 else Side.OPPONENTS
    return record(game, dealer_points=dealer_points, call=None, all_tricks=side)


def test_mp_boam_mp_tournament_best_of_three_first_to_two_boams() -> None:
    odd_wins = finished(1, 60)
    even_wins = finished(1, 0)
    assert odd_wins.winners == ((1, 3, 5),) and even_wins.winners == ((2, 4, 6),)
    assert tournament([odd_wins]).value == ()
    assert tournament([odd_wins, even_wins]).value == ()
    assert tournament([odd_wins, even_wins, odd_wins]).value == ((1, 3, 5),)
    assert tournament([even_wins, even_wins]).value == ((2, 4, 6),)
    assert "mp-boam" in cited(tournament([odd_wins]).because)


def test_int_mp_tournament_a_shared_game_gives_each_winner_a_boam() -> None:
    shared = shared_finish("shared")  # seats 2 and 3 both won
    assert tournament([shared]).value == ()
    both = tournament([shared, shared])
    assert both.value == ((2,), (3,))
    assert "int-mp-tournament" in cited(both.because)


def test_mp_tournament_refuses_games_after_the_winner_and_unfinished_games() -> None:
    odd_wins = finished(1, 60)
    with refused(ScoreError, ids.MP_TOURNAMENT, naming=("game 3", "1, 3 and 5"), only=True):
        tournament([odd_wins, odd_wins, odd_wins])
    with refused(ScoreError, ids.MP_BOAM, naming=("game 1", 101), only=True):  # a boam is a game of 101 won
        tournament([new_game(6, first_dealer=1)])
    for best_of in (4, 0, True, 2.0):  # an odd number of games decides a tournament (mp-tournament)
        with refused(ScoreError, ids.MP_TOURNAMENT, naming=(best_of,), only=True):
            tournament([odd_wins], best_of=best_of)  # type: ignore[arg-type]


def test_mp_object_random_game_is_reproducible_and_ends_at_101() -> None:
    first = play_random_game(random.Random(21), player_count=3)
    again = play_random_game(random.Random(21), player_count=3)
    assert first.scores == again.scores and first.winners == again.winners
    assert all(first.scores[team] >= 101 for team in first.winners)
    assert isinstance(first.deals[0], DealScore)


# --- refusals in plain words, ending with their clauses --------------------------------------------


@pytest.mark.parametrize("all_tricks", ["dealer", 1, True])
def test_mp_all_tricks_a_side_that_is_no_side_is_refused_in_plain_words(all_tricks) -> None:
    contract = call_trump("hearts", player_count=3, dealer=1)
    with refused(ScoreError, ids.MP_ALL_TRICKS, naming=(repr(all_tricks),), only=True) as caught:
        deal_score(contract, 40, all_tricks=all_tricks)
    assert "all_tricks" not in str(caught.value)  # the reader sees the rule, not the Python argument's name


def test_wording_of_a_score_refusal_the_full_sentence_a_reader_sees() -> None:
    # Deliberately pinned: the one ScoreError whose whole sentence is checked, as the book shows it.
    with pytest.raises(ScoreError) as caught:
        deal_score(call_trump("hearts", player_count=3, dealer=1), dealer_points=61)
    assert str(caught.value) == (
        "the dealer's side's points, 61, are not a tally: the deck holds 60 points, so a side has 0 to 60 (mp-points)"
    )


def test_mp_all_tricks_mp_undealt_score_both_clauses_cited_the_one_way() -> None:
    with refused(ScoreError, ids.MP_ALL_TRICKS, ids.MP_UNDEALT_SCORE, naming=(10,), only=True) as caught:
        deal_score(call_trump("hearts", player_count=3, dealer=1), dealer_points=11, all_tricks=Side.OPPONENTS)
    # at most 10: 2 undealt tens x 5 points; the ids close the message in the order of ``because``
    assert str(caught.value).endswith(" (mp-all-tricks; mp-undealt-score)")


def test_mp_boam_a_tournament_of_different_tables_is_refused_citing_the_boam() -> None:
    six, three = finished(1, 60), play_random_game(random.Random(2), player_count=3)
    # game 2 has 3 players, game 1 had 6
    with refused(ScoreError, ids.MP_BOAM, naming=("game 2", 3, "game 1", 6), only=True):
        tournament([six, three], best_of=3)
