"""Every sentence of the Manila rules about hands and showdowns, one test each, named after its clause.

Where the house-rules page repeats a pokerpages sentence word for word, one test covers
both and carries both ids in its name. Expected results come from the sentences themselves.
"""

from __future__ import annotations

import itertools

from refusals import refused

from engine.cards import Rank, parse_cards
from engine.decks import DECK_32, DECK_36
from engine.documents import ids
from engine.errors import CardCountError
from engine.explain import cited
from engine.poker.games import find_game
from engine.poker.hands import best_hand
from engine.poker.rankings import MANILA, MANILA_3, STANDARD, Category, evaluate
from engine.poker.showdown import showdown

TWO = find_game("2 Card Manila")
THREE = find_game("3 Card Manila")


def _all_manila_decks():
    return [(MANILA, DECK_32), (MANILA_3, DECK_36)]


def test_pp_manila2_ace_not_low__pp_manila2_ace_not_low_again__hr_manila2_ace_not_low__hr_manila2_ace_not_low_again():
    """ "The Ace cannot be used as a loc [low] card to form a straight in all manila games.\""""
    for ranking, deck in _all_manila_decks():
        # the ace with the deck's four lowest ranks: a straight only if the ace could count low
        low_run = [deck.ranks[0], deck.ranks[1], deck.ranks[2], deck.ranks[3]]
        cards = [f"{low_run[0].value}c", f"{low_run[1].value}d", f"{low_run[2].value}h", f"{low_run[3].value}s", "Ac"]
        hand = evaluate(" ".join(cards), ranking, deck)
        assert hand.category is Category.HIGH_CARD
        assert {"pp-manila2-ace-not-low", "pp-manila2-ace-example", "pp-manila3-ace-example"} & set(cited(hand.because))
        # every straight an ace makes in manila has the ace on top: no straight holds an ace and a 6 or 7
        for run in ranking.straights(deck):
            if Rank.ACE in run:
                assert run[0] is Rank.ACE and run[1] is Rank.KING


def test_pp_manila2_ace_high__hr_manila2_ace_high():
    """ "In 2 Card Manila an ace may only count high in a straight.\""""
    # both hole cards and three board cards: A-7 with 8-9-10 on the board would be A-7-8-9-10
    low = best_hand(TWO, "Ac 7d", "8h 9s Tc Kd Qd")
    assert low.category is not Category.STRAIGHT
    high = best_hand(TWO, "Ac Kd", "Qh Js Tc 7d 8d")
    assert high.category is Category.STRAIGHT and high.name == "straight, ten to ace"


def test_pp_manila2_ace_example__hr_manila2_ace_example():
    """ "For example, A, 7, 8, 9, 10 is NOT a straight.\""""
    hand = evaluate("Ac 7d 8h 9s Tc", MANILA, DECK_32)
    assert hand.category is Category.HIGH_CARD
    assert hand.name == "high card, ace"
    assert "pp-manila2-ace-example" in cited(hand.because)
    assert any("A-7-8-9-10 is not a straight" in step.text for step in hand.because)
    # the same five cards under the standard ranking, where the ace may count low, are a straight
    assert evaluate("Ac 7d 8h 9s Tc", STANDARD, DECK_32).category is Category.STRAIGHT


def test_pp_manila2_ace_broadway__hr_manila2_ace_broadway():
    """ "The only time you can use A in a straight is 10, J, Q, K, A.\""""
    hand = evaluate("Tc Jd Qh Ks Ac", MANILA, DECK_32)
    assert hand.category is Category.STRAIGHT
    assert hand.name == "straight, ten to ace"
    with_ace = [run for run in MANILA.straights(DECK_32) if Rank.ACE in run]
    assert with_ace == [(Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)]
    # every five-card set of distinct ranks holding an ace: a straight exactly when it is 10-J-Q-K-A
    others = [r for r in DECK_32.ranks if r is not Rank.ACE]
    suits = "cdhs"
    for four in itertools.combinations(others, 4):
        cards = [f"{rank.value}{suits[i]}" for i, rank in enumerate(four)] + ["Ac"]
        is_straight = evaluate(" ".join(cards), MANILA, DECK_32).category is Category.STRAIGHT
        assert is_straight == (set(four) == {Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING})


def test_pp_manila2_flush_beats_full_house__hr_manila2_flush_beats_full_house():
    """ "A flush beats a full house in any reduced deck game.\""""
    flush = evaluate("Ah Kh 9h 8h 7h", MANILA, DECK_32)
    full_house = evaluate("As Ad Ac Ks Kd", MANILA, DECK_32)
    assert flush.category is Category.FLUSH and full_house.category is Category.FULL_HOUSE
    assert flush > full_house
    # the weakest flush of 32 cards (7-8-9-10-J is a straight flush, so it is queen-ten high) beats
    # the strongest full house
    weakest_flush = evaluate("Qh Th 9h 8h 7h", MANILA, DECK_32)
    assert weakest_flush.category is Category.FLUSH and weakest_flush > full_house
    # and nothing else changes: four of a kind still beats a flush, a flush beats a straight
    assert evaluate("7s 7d 7c 7h 8d", MANILA, DECK_32) > flush
    assert flush > evaluate("Tc Jd Qh Ks Ac", MANILA, DECK_32)
    result = showdown(TWO, {1: "Ah Kh", 2: "Js Jd"}, board="Qh Jh 9h Qc 7d", pot=30, button=2)
    assert result.high_winners == (1,)
    assert "pp-manila2-flush-beats-full-house" in cited(result.because)


def test_pp_manila3_flush_beats_full_house__hr_manila3_flush_beats_full_house():
    """The same sentence in the 3 Card Manila section: the 36-card deck is a reduced deck too."""
    flush = evaluate("Jh 9h 8h 7h 6h", MANILA_3, DECK_36)  # the weakest flush of 36 cards
    full_house = evaluate("As Ad Ac Ks Kd", MANILA_3, DECK_36)
    assert flush > full_house
    result = showdown(THREE, {1: "Ah Kh 6c", 2: "Js Jd 6d"}, board="Qh Jh 9h Qc 7d", pot=30, button=2)
    assert result.high_winners == (1,)
    assert "pp-manila3-flush-beats-full-house" in cited(result.because)


def test_pp_manila2_hole_cards__hr_manila2_hole_cards():
    """ "In 2 Card Manila the 2 hole cards must be used, as well as 3 from the board.\""""
    # five hearts on the board: no flush for a player without hearts, who must use both hole cards
    hand = best_hand(TWO, "As Ks", "7h 8h 9h Jh Qh")
    assert hand.category is not Category.FLUSH
    assert {"As", "Ks"} <= {repr(card) for card in hand.cards}
    assert sum(1 for card in hand.cards if repr(card) in {"7h", "8h", "9h", "Jh", "Qh"}) == 3
    assert "pp-manila2-hole-cards" in cited(hand.because)
    assert "of the 10 allowed choices" in hand.because[0].text  # C(2,2) x C(5,3) = 10


def test_pp_manila2_showdown__hr_manila2_showdown():
    """ "At the showdown players use their two hole cards and any three cards from the five community cards.\""""
    board = parse_cards("Kc Kd 9s 8s Tc")
    result = showdown(TWO, {1: "As Qs", 2: "Jh 7h", 3: "7c 7d"}, board=board, pot=21, button=3)
    for seat, hole in {1: "As Qs", 2: "Jh 7h", 3: "7c 7d"}.items():
        used = set(result.hands[seat].cards)
        assert set(parse_cards(hole)) <= used
        assert len(used & set(board)) == 3
    # seat 2: J + 7 with 8-9-10 makes a straight, 7 to jack; seat 3: two pair, kings and sevens
    assert result.hands[2].name == "straight, seven to jack"
    assert result.hands[3].name == "two pair, kings and sevens"
    assert result.high_winners == (2,) and result.awards[2] == 21


def test_pp_manila3_showdown__hr_manila3_showdown():
    """ "At the showdown players use any two of their three hole cards with any three cards from the five community cards.\""""
    hand = best_hand(THREE, "9h Th Jh", "Qh Kh 6c 7d 8s")
    # the three hole hearts with Qh Kh would be a straight flush, but only two hole cards may play
    assert hand.category is Category.STRAIGHT
    assert hand.name == "straight, six to ten"
    assert len(set(hand.cards) & set(parse_cards("9h Th Jh"))) == 2
    assert "of the 30 allowed choices" in hand.because[0].text  # C(3,2) x C(5,3) = 30


def test_pp_manila3_hole_cards__hr_manila3_hole_cards():
    """ "In 3 Card Manila 2 of the 3 hole cards must be used, as well as 3 from the board\""""
    # the board's flush cannot play with one heart in the hand: two hole cards are required
    hand = best_hand(THREE, "Ah 6c 6d", "Kh Qh Jh 9h 7s")
    assert hand.category is not Category.FLUSH
    assert len(set(hand.cards) & set(parse_cards("Ah 6c 6d"))) == 2
    assert "pp-manila3-hole-cards" in cited(hand.because)
    with refused(CardCountError, ids.PP_MANILA3_DEAL, naming=("'Ah 6c'", 3)):
        best_hand(THREE, "Ah 6c", "Kh Qh Jh 9h 7s")


def test_pp_manila3_ace_high__hr_manila3_ace_high():
    """ "In 3 Card Manila an ace may only count high in a straight.\""""
    # with sixes in the deck, A-6-7-8-9 would be the ace-low straight: it is not one
    # Ac 6d with 7h 8s 9c would be A-6-7-8-9; no other choice makes a straight or a pair
    hand = best_hand(THREE, "Ac 6d Kd", "7h 8s 9c Qd Js")
    assert hand.category is Category.HIGH_CARD
    assert evaluate("Ac 6d 7h 8s 9c", MANILA_3, DECK_36).category is Category.HIGH_CARD
    assert evaluate("Ac 6d 7h 8s 9c", STANDARD, DECK_36).category is Category.STRAIGHT


def test_pp_manila3_ace_example__hr_manila3_ace_example():
    """ "eg. A, 7, 8, 9, 10 is NOT a straight.\""""
    hand = evaluate("Ac 7d 8h 9s Tc", MANILA_3, DECK_36)
    assert hand.category is Category.HIGH_CARD
    assert "pp-manila3-ace-example" in cited(hand.because)


def test_pp_manila3_ace_broadway__hr_manila3_ace_broadway():
    """ "The only time you can use A in a straight is 10, J, Q, K, A\""""
    assert evaluate("Tc Jd Qh Ks Ac", MANILA_3, DECK_36).name == "straight, ten to ace"
    assert [run for run in MANILA_3.straights(DECK_36) if Rank.ACE in run] == [
        (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)
    ]
    # 36 cards, 9 ranks: runs of five within 6..A are 6-10, 7-J, 8-Q, 9-K, 10-A
    assert len(MANILA_3.straights(DECK_36)) == 9 - 4
