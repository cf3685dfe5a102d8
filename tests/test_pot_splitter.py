"""The public pot splitter (issue 12, item 8): a dealer who knows the winners shares the pot to the chip.

Expected values are arithmetic written out here, with the documents' odd-chip sentence quoted;
the property checks that ``showdown()`` shares every pot exactly as ``split_pot`` does.
"""

from __future__ import annotations

import importlib
import random

import pytest
from budget import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from refusals import refused

import engine
import engine.poker.pots
from engine import PotSplit, RulesError, showdown, split_pot
from engine.cards import cards_text
from engine.decks import DECK_52
from engine.documents import ids
from engine.errors import PlayerCountError

HOLDEM = "Texas Hold 'Em"


def _cited(steps: object) -> list[str]:
    return [step.clause for step in steps]  # type: ignore[attr-defined]


def test_int_odd_chip_by_game_split_pot_odd_chip_goes_first_left_of_the_button() -> None:
    # 25 between seats 3 and 1, seats in order from the button's left (1, 2, 3): 12 each, the odd chip to seat 1
    decision = split_pot(HOLDEM, 25, high_winners=(3, 1), seats=(1, 2, 3))
    assert isinstance(decision.value, PotSplit)
    assert decision.value.awards == {1: 13, 2: 0, 3: 12}
    assert _cited(decision.because) == ["int-suits-never-rank", "int-odd-chip-by-game"]


def test_int_odd_chip_by_game_split_pot_follows_the_order_given() -> None:
    # the same winners with seat 3 first to the button's left: the odd chip is seat 3's
    assert split_pot(HOLDEM, 25, high_winners=(1, 3), seats=(3, 1, 2)).value.awards == {3: 13, 1: 12, 2: 0}


def test_int_hilo_odd_chip_split_pot_the_high_half_gets_the_odd_chip() -> None:
    # 41 halved: 21 high, 20 low; low 20 between seats 1 and 2: 10 each
    decision = split_pot("Omaha 8/B", 41, high_winners=(3,), low_winners=(1, 2), seats=(1, 2, 3))
    assert decision.value.awards == {1: 10, 2: 10, 3: 21}
    assert "int-hilo-odd-chip" in _cited(decision.because)


def test_hr_omaha8_odd_chip_split_pot_left_of_button_reading() -> None:
    """ "Odd chip will go left of the button on both high and low pot odd chip." """
    # left-of-button reading: 41 -> 20 + 20, and the odd chip to the first winner from the button's left, seat 1;
    # the low 20 between seats 1 and 2 is even
    decision = split_pot(
        "Omaha 8/B", 41, high_winners=(3,), low_winners=(1, 2), seats=(1, 2, 3), hilo_odd_chip="left-of-button"
    )
    assert decision.value.awards == {1: 11, 2: 10, 3: 20}
    # the low half odd: 42 -> 21 low between two: 11 to seat 1 (first left of the button), 10 to seat 2
    odd = split_pot("Omaha 8/B", 42, high_winners=(3,), low_winners=(1, 2), seats=(1, 2, 3))
    assert odd.value.awards == {1: 11, 2: 10, 3: 21}
    assert "hr-omaha8-odd-chip" in _cited(odd.because)


def test_hr_omaha8_no_low_split_pot_high_takes_all() -> None:
    decision = split_pot("Omaha 8/B", 40, high_winners=(2,), seats=(1, 2, 3))
    assert decision.value.awards == {1: 0, 2: 40, 3: 0}
    assert _cited(decision.because)[0] == "hr-omaha8-no-low"


def test_int_odd_chip_by_game_split_pot_stud_by_suit_uses_the_cards() -> None:
    # 25 between seats 1 and 2; seat 2 holds the ace of spades, the highest card by suit: the odd chip is seat 2's
    cards = {1: "Ah Kd Qc Jc 9h 4c 2d", 2: "As Kc Qd Jd 9s 4d 2c"}
    decision = split_pot("Seven-Card Stud", 25, high_winners=(1, 2), seats=(1, 2, 3), cards=cards)
    assert decision.value.awards == {1: 12, 2: 13, 3: 0}
    with pytest.raises(RulesError) as caught:
        split_pot("Seven-Card Stud", 25, high_winners=(1, 2), seats=(1, 2, 3))
    assert _cited(caught.value.because) == ["int-odd-chip-by-game"]
    assert split_pot("Seven-Card Stud", 24, high_winners=(1, 2), seats=(1, 2, 3)).value.awards == {1: 12, 2: 12, 3: 0}


def test_int_input_size_split_pot_checks_its_inputs_at_the_edge() -> None:
    # a caller's slip, not a rule: a TypeError that names the parameter and the value given
    with refused(TypeError, naming=("pot", "'25'")):
        split_pot(HOLDEM, "25", high_winners=(1,), seats=(1, 2))  # type: ignore[arg-type]
    with refused(TypeError, naming=("high_winners", 1)):
        split_pot(HOLDEM, 25, high_winners=1, seats=(1, 2))  # type: ignore[arg-type]
    with refused(TypeError, naming=("seats", "'1 2'")):
        split_pot(HOLDEM, 25, high_winners=(1,), seats="1 2")  # type: ignore[arg-type]
    with refused(RulesError, ids.INT_INPUT_SIZE, naming=(10**12,), only=True):
        split_pot(HOLDEM, 10**12, high_winners=(1,), seats=(1, 2))
    with refused(PlayerCountError, ids.INT_ODD_CHIP_BY_GAME, naming=("seat 4", "1, 2 and 3")):
        split_pot(HOLDEM, 25, high_winners=(4,), seats=(1, 2, 3))
    with refused(RulesError, ids.HR_HOLDEM_SHOWDOWN, naming=((2,), HOLDEM)):
        split_pot(HOLDEM, 25, high_winners=(1,), low_winners=(2,), seats=(1, 2))


def test_int_side_pots_split_pot_and_side_pots_are_public() -> None:
    assert {"split_pot", "side_pots", "Pot", "PotSplit"} <= set(engine.__all__)


def test_int_odd_chip_by_game_showdown_shares_through_the_splitter_code() -> None:
    module = importlib.import_module("engine.poker.showdown")
    assert module.divide is engine.poker.pots.divide  # one code path for every split


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**6),
    count=st.integers(2, 6),
    pot=st.integers(0, 101),
    game=st.sampled_from([HOLDEM, "Omaha 8/B"]),
)
def test_int_hilo_odd_chip_showdown_awards_equal_the_splitters(seed: int, count: int, pot: int, game: str) -> None:
    hole = 2 if game == HOLDEM else 4
    cards = list(DECK_52.cards)
    random.Random(seed).shuffle(cards)
    hands = {seat: cards_text(cards[(seat - 1) * hole : seat * hole]) for seat in range(1, count + 1)}
    board = cards_text(cards[count * hole : count * hole + 5])
    result = showdown(game, hands, board, pot=pot, button=count)
    split = split_pot(
        game, pot, high_winners=result.high_winners, low_winners=result.low_winners, seats=range(1, count + 1)
    )
    assert split.value.awards == result.awards
    assert sum(split.value.awards.values()) == pot
