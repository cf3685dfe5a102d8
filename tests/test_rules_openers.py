"""Who opens the betting in stud: each sentence of the house rules, named after its clause."""

from __future__ import annotations

from refusals import refused

from engine.documents import ids
from engine.errors import CardCountError, DuplicateCardError, PlayerCountError, RulesError, UnknownOptionError
from engine.explain import cited
from engine.poker.games import find_game
from engine.poker.stud import stud_opener

STUD = find_game("Seven-Card Stud")
STUD_HILO = find_game("Seven-Card Stud High/Low Split")
FIVE_STUD = find_game("Five-Card Stud")


def test_hr_stud7_low_card_opens():
    """ "The player with the low card opens the betting.\""""
    decision = stud_opener(STUD, {1: "Kd", 2: "3c", 3: "9s", 4: "Ah"})
    assert decision.value == 2
    assert "hr-stud7-low-card-opens" in cited(decision.because)
    # the ace is a high card here, never the low card (int-stud-ace-opener)
    assert stud_opener(STUD, {1: "Ac", 2: "2c"}).value == 2
    assert stud_opener(STUD, {1: "Ac", 2: "Kc"}).value == 2


def test_hr_stud7_best_hand_opens():
    """ "On all subsequent rounds, the player with the best hand open the betting.\""""
    # fourth street: a pair of fives showing beats ace-king showing
    decision = stud_opener(STUD, {1: "Ad Kd", 2: "5c 5h", 3: "Qs Js"})
    assert decision.value == 2
    assert "hr-stud7-best-hand-opens" in cited(decision.because)
    # later streets: two pair beats one pair; three of a kind beats two pair; four up-cards
    assert stud_opener(STUD, {1: "Ad Ah Kc 2d", 2: "5c 5h 9c 9h", 3: "Qs Js Ts 9s"}).value == 2
    assert stud_opener(STUD, {1: "3d 3h 3s 2d", 2: "Ac Ah Kc Kh"}).value == 1
    # straights and flushes do not count with four cards showing: four spades are only queen high
    assert stud_opener(STUD, {1: "Qs Js Ts 9s", 2: "2c 2h 3c 4h"}).value == 2


def test_hr_stud7hl_high_card_opens():
    """ "... the player with the highest card must open the betting.\""""
    decision = stud_opener(STUD_HILO, {1: "Kd", 2: "3c", 3: "As", 4: "9h"})
    assert decision.value == 3
    assert "hr-stud7hl-high-card-opens" in cited(decision.because)
    # later rounds follow the high-only game: the best hand showing (int-stud-hilo-later-opener)
    later = stud_opener(STUD_HILO, {1: "Ad Kd", 2: "5c 5h"})
    assert later.value == 2
    assert {"hr-stud7-best-hand-opens", "int-stud-hilo-later-opener"} <= set(cited(later.because))


def test_hr_stud5_low_card_opens():
    """ "The player with the lowest ranking up-card must place the opening bet.\""""
    decision = stud_opener(FIVE_STUD, {1: "Td", 2: "7s", 3: "Jc"})
    assert decision.value == 2
    assert "hr-stud5-low-card-opens" in cited(decision.because)


def test_hr_stud5_best_hand_opens():
    """ "From the third card onwards, the betting is started by the highest poker hand showing.\""""
    # the third card is the second up-card: a pair showing opens; otherwise the highest cards
    assert stud_opener(FIVE_STUD, {1: "Kd 4c", 2: "3c 3d", 3: "As 9s"}).value == 2
    decision = stud_opener(FIVE_STUD, {1: "Kd 4c", 2: "Qc 3d", 3: "As 2s"})
    assert decision.value == 3
    assert "hr-stud5-best-hand-opens" in cited(decision.because)
    # ace-two beats king-four: the highest card decides first
    assert stud_opener(FIVE_STUD, {1: "Kd Qc", 2: "As 2s"}).value == 2
    # equal high cards: the next card decides (K-Q beats K-J)
    assert stud_opener(FIVE_STUD, {1: "Kd Jc", 2: "Ks Qs"}).value == 2


def test_int_stud_opener_ties_suits_break_first_round_ties_and_position_later_ones():
    # two deuces on the first round: clubs is the lowest suit, so the 2 of clubs opens
    decision = stud_opener(STUD, {1: "2s", 2: "2c", 3: "9h"})
    assert decision.value == 2
    assert "int-stud-opener-ties" in cited(decision.because)
    # the highest card opens the hi/lo game: the ace of spades over the ace of clubs
    assert stud_opener(STUD_HILO, {1: "Ac", 2: "As", 3: "9h"}).value == 2
    # later rounds: equal hands showing go by position, first to the dealer's left
    assert stud_opener(STUD, {3: "Kd 9c", 5: "Kh 9s"}, dealer=4).value == 5
    assert stud_opener(STUD, {3: "Kd 9c", 5: "Kh 9s"}, dealer=1).value == 3


def test_int_stud_opener_ties_position_option_never_uses_suits():
    decision = stud_opener(STUD, {1: "2s", 2: "2c", 3: "9h"}, dealer=0, opener_ties="position")
    assert decision.value == 1
    assert stud_opener(STUD, {1: "2s", 2: "2c", 3: "9h"}, dealer=1, opener_ties="position").value == 2
    with refused(UnknownOptionError, ids.INT_STUD_OPENER_TIES, naming=("'colour'", "'suit'", "'position'")):
        stud_opener(STUD, {1: "2s", 2: "2c"}, opener_ties="colour")


def test_bad_opener_input_is_refused_with_the_rule():
    with refused(RulesError, ids.HR_OMAHA_FIRST_ROUND, naming=("Omaha",)):
        stud_opener("Omaha", {1: "2s", 2: "3s"})
    with refused(CardCountError, ids.HR_STUD7_UP_CARDS, naming=("'2s'", "'3s 4s'")):
        stud_opener(STUD, {1: "2s", 2: "3s 4s"})
    with refused(CardCountError, ids.HR_STUD7_UP_CARDS, naming=("'2s 3s 4s 5s 6s'", 4)):
        stud_opener(STUD, {1: "2s 3s 4s 5s 6s", 2: "2d 3d 4d 5d 6d"})
    with refused(DuplicateCardError, ids.INT_STANDARD_DECK, naming=("2s",)):
        stud_opener(STUD, {1: "2s", 2: "2s"})
    with refused(PlayerCountError, ids.INT_TABLE_SIZE, naming=(1, 2)):
        stud_opener(STUD, {1: "2s"})
    with refused(PlayerCountError, ids.INT_TABLE_SIZE, naming=(9, "Seven-Card Stud", 8)):
        stud_opener(STUD, {seat: f"{rank}s" for seat, rank in enumerate("23456789T", start=1)})
