"""Each interpretation about hands and showdowns: the default reading and its named option."""

from __future__ import annotations

import pytest

from engine.decks import DECK_32, DECK_36, DECK_52
from engine.errors import PlayerCountError, RulesError
from engine.explain import cited
from engine.games import GAMES, find_game
from engine.hands import best_low
from engine.interpretations import INTERPRETATIONS
from engine.rankings import MANILA, STANDARD, Category, evaluate
from engine.showdown import showdown


def test_int_standard_ranking_orders_the_nine_categories():
    order = [
        "Ac Kd 9h 7s 5c",  # high card
        "Ac Ad 9h 7s 5c",  # one pair
        "Ac Ad 9h 9s 5c",  # two pair
        "Ac Ad Ah 9s 5c",  # three of a kind
        "5c 4d 3h 2s Ac",  # the wheel, the lowest straight
        "Ac Kc 9c 7c 5c",  # flush
        "Ac Ad Ah 9s 9c",  # full house
        "Ac Ad Ah As 5c",  # four of a kind
        "9c Tc Jc Qc Kc",  # straight flush
    ]
    hands = [evaluate(cards, STANDARD) for cards in order]
    assert hands == sorted(hands)
    assert len(set(hand.category for hand in hands)) == 9


def test_int_short_deck_ace_low_the_ace_wraps_below_the_decks_lowest_rank_only_under_standard():
    assert evaluate("Ac 2d 3h 4s 5c", STANDARD, DECK_52).name == "straight, ace to five"
    assert evaluate("Ac 6d 7h 8s 9c", STANDARD, DECK_36).name == "straight, ace to nine"
    assert evaluate("Ac 7d 8h 9s Tc", STANDARD, DECK_32).name == "straight, ace to ten"
    for deck, cards in [(DECK_52, "Ac 2d 3h 4s 5c"), (DECK_36, "Ac 6d 7h 8s 9c"), (DECK_32, "Ac 7d 8h 9s Tc")]:
        assert evaluate(cards, MANILA, deck).category is Category.HIGH_CARD
    hand = evaluate("Ac 6d 7h 8s 9c", STANDARD, DECK_36)
    assert "int-short-deck-ace-low" in cited(hand.because)


def test_int_manila3_sixes_the_default_deck_has_sixes_and_the_option_leaves_them_out():
    assert find_game("3 Card Manila").deck.size == 36
    no_sixes = find_game("3 Card Manila (no sixes)")
    assert no_sixes.deck.size == 32
    # 3 x players + 5 community + 4 burns must fit in 32 cards: 3 x 7 + 9 = 30, 3 x 8 + 9 = 33
    assert no_sixes.max_players == 7
    assert INTERPRETATIONS["int-manila3-sixes"].option is not None
    with pytest.raises(ValueError, match="6h is not in the 3 Card Manila .no sixes. deck"):
        showdown(no_sixes, {1: "6h Ah Kh", 2: "7c 7d 8c"}, board="9h Th Jc Qs Ks", pot=6, button=1)
    hands = {
        seat: ["7c 7d 7h", "8c 8d 8h", "9c 9d 9h", "Tc Td Th", "Jc Jd Jh", "Qc Qd Qh", "Kc Kd Kh", "Ac Ad Ah"][seat - 1]
        for seat in range(1, 9)
    }
    with pytest.raises(PlayerCountError, match="at most 7"):
        showdown(no_sixes, hands, board="7s 8s 9s Ts Js", pot=8, button=1)


def test_int_low_no_pair_the_default_needs_five_ranks_and_the_option_allows_a_paired_low():
    hole, board = "Ac 2d Kh Ks", "2c 4d 6h Qc Jd"  # A-2 in hand: the low would be A-2-2-4-6
    assert best_low(find_game("Omaha 8/B"), hole, board) is None
    paired = best_low(find_game("Omaha 8/B (paired lows)"), hole, board)
    assert paired is not None and paired.name.endswith("(paired)")
    unpaired = best_low(find_game("Omaha 8/B (paired lows)"), "Ac 3d Kh Ks", "2c 4d 6h Qc Jd")
    assert unpaired is not None and unpaired > paired


def test_int_hilo_odd_chip_the_high_half_gets_it_by_default_and_left_of_button_by_option():
    # seat 1: high (kings full); seat 2: the low. Pot 81 cannot be halved.
    hands = {1: "Ks Kd Qs Qd", 2: "Ac 2c 9h 9d"}
    board = "Kh 7c 5d 3s Qc"
    assert showdown("Omaha 8/B", hands, board=board, pot=81, button=2).awards == {1: 41, 2: 40}
    # by the option, the odd chip goes to the winner first left of the button: button 1 -> seat 2
    option = showdown("Omaha 8/B", hands, board=board, pot=81, button=1, hilo_odd_chip="left-of-button")
    assert option.awards == {1: 40, 2: 41}
    assert "int-hilo-odd-chip" in cited(option.because)
    with pytest.raises(RulesError, match="hilo_odd_chip 'low'"):
        showdown("Omaha 8/B", hands, board=board, pot=81, button=1, hilo_odd_chip="low")


def test_int_odd_chip_by_game_stud_gives_it_to_the_highest_card_by_suit():
    # identical ranks: aces up to kings; seat 2 holds the ace of spades, the highest card by suit
    hands = {1: "Ah Kh Qd Jd 9c 3c 2h", 2: "As Ks Qc Jc 9d 3d 2s"}
    assert showdown("Seven-Card Stud", hands, pot=61, button=0).awards == {1: 30, 2: 31}
    option = showdown("Seven-Card Stud", hands, pot=61, button=0, stud_odd_chip="left-of-button")
    assert option.awards == {1: 31, 2: 30}
    # button games: first to the left of the button
    holdem = showdown("Texas Hold 'Em", {3: "2c 3d", 7: "2h 4c"}, board="As Ks Qs Js Ts", pot=11, button=5)
    assert holdem.awards == {7: 6, 3: 5}


def test_int_uncontested_pot_every_game_pays_a_lone_player_without_a_showdown():
    for game in GAMES.values():
        result = showdown(game, {3: ()}, pot=17, button=1)
        assert result.awards == {3: 17}
        assert not result.hands


def test_int_table_size_each_game_has_the_usual_maximum_and_the_manila_games_the_documents_one():
    expected = {
        "2 Card Manila": 11,  # pp-manila2-deck
        "3 Card Manila": 9,  # pp-manila3-deck
        "Texas Hold 'Em": 10,
        "Omaha": 10,
        "Omaha 8/B": 10,
        "Seven-Card Stud": 8,
        "Seven-Card Stud High/Low Split": 8,
        "Five-Card Stud": 10,
        "Draw Poker": 6,
    }
    for name, most in expected.items():
        assert find_game(name).max_players == most, name
    # the flop and manila games fit their deck: hole cards + board + 4 burns
    for game in GAMES.values():
        if game.board_count:
            assert game.max_players * game.hole_count + game.board_count + 4 <= game.deck.size, game.name
