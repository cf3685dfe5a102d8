"""Side pots (issue 12, item 7): a player all in for less makes a main pot and side pots.

Expected values are arithmetic written out here, or the documents' sentences quoted; a
Hypothesis property checks that chips are conserved, pot by pot and in total, and that no
seat wins more than the table-stakes bound: from each other seat, at most what it put in itself.
"""

from __future__ import annotations

import random

from budget import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import INTERPRETATIONS, fixed_limit, manila_limit, showdown, side_pots, start_round
from engine.cards import cards_text
from engine.decks import DECK_52
from engine.poker.betting.pots import short_all_in_pots
from engine.poker.deal import deal
from engine.teaching.walkthrough import start_walkthrough
from widgets.views import Act, Move, new_deal_view, raise_view, showdown_view, step_view

HOLDEM = "Texas Hold 'Em"
BOARD = "2c 7d 9h Js 3s"


def _cited(steps: object) -> set[str]:
    return {step.clause for step in steps}  # type: ignore[attr-defined]


def test_int_side_pots_a_short_all_in_makes_a_main_pot_and_a_side_pot() -> None:
    # seat 1 all in for 10, seats 2 and 3 put in 30: main = 3 x 10 = 30, side = 2 x (30 - 10) = 40
    pots = side_pots({1: 10, 2: 30, 3: 30})
    assert [(pot.amount, pot.eligible) for pot in pots.value] == [(30, (1, 2, 3)), (40, (2, 3))]
    assert _cited(pots.because) == {"int-side-pots"}


def test_int_side_pots_folded_chips_stay_in_the_pots_they_reached() -> None:
    # seat 4 put in 25 and folded: 10 of it in the main pot, 15 in the side pot (10 < 25 <= 40)
    pots = side_pots({1: 10, 2: 40, 3: 40, 4: 25}, folded=[4]).value
    assert [(pot.amount, pot.eligible) for pot in pots] == [(10 * 4, (1, 2, 3)), (30 + 30 + 15, (2, 3))]


def test_int_side_pots_two_all_ins_make_two_side_pots() -> None:
    # 5, 15, 40, 40: main 4 x 5 = 20; side 1: 3 x 10 = 30; side 2: 2 x 25 = 50
    pots = side_pots({1: 5, 2: 15, 3: 40, 4: 40}).value
    assert [(pot.name, pot.amount, pot.eligible) for pot in pots] == [
        ("the main pot", 20, (1, 2, 3, 4)),
        ("the first side pot", 30, (2, 3, 4)),
        ("the second side pot", 50, (3, 4)),
    ]


def test_int_side_pots_each_pot_goes_to_the_best_hand_that_may_win_it() -> None:
    # aces (seat 1, all in for 10) beat kings beat queens: 30 to seat 1, 40 to seat 2, 0 to seat 3
    result = showdown(
        HOLDEM, {1: "As Ad", 2: "Kc Kd", 3: "Qc Qd"}, BOARD, contributions={1: 10, 2: 30, 3: 30}, button=3
    )
    assert result.awards == {1: 30, 2: 40, 3: 0}
    assert result.pot == 70
    assert [award.high_winners for award in result.pots] == [(1,), (2,)]
    assert "int-side-pots" in _cited(result.because)
    assert "int-side-pots" in {step.clause for step in result.because}


def test_int_side_pots_uncalled_chips_go_back_to_their_owner() -> None:
    # seat 2 put in 50, no one else more than 20: the 30 no one matched go back to seat 2
    result = showdown(HOLDEM, {1: "As Ad", 2: "Kc Kd"}, BOARD, contributions={1: 20, 2: 50}, button=2)
    assert result.awards == {1: 40, 2: 0}  # the 30 are returned, not won: they are in no pot
    assert result.uncalled is not None and (result.uncalled.seat, result.uncalled.amount) == (2, 30)
    assert [award.pot.amount for award in result.pots] == [40]


def test_int_side_pots_hilo_pots_split_high_and_low_separately_hr_omaha_split() -> None:
    """ "If there is a qualifying low hand, it splits the pot with the winning high hand." -- per pot."""
    board = "2c 7d 8h Js 3s"
    hands = {1: "As 4d Kh Kc", 2: "Qc Qd 9h 9c", 3: "5h 6h Tc Td"}
    # seat 1: best low (7-4-3-2-A) and a pair of kings; seat 2: queens; seat 3: tens, low 7-6-5-3-2.
    # contributions 10/30/30: main 30 (seats 1-3), side 40 (seats 2, 3).
    result = showdown("Omaha 8/B", hands, board, contributions={1: 10, 2: 30, 3: 30}, button=3)
    # main: high kings (seat 1), low seat 1 -> seat 1 scoops 30; side: high queens seat 2 = 20, low seat 3 = 20
    assert result.awards == {1: 30, 2: 20, 3: 20}
    assert result.pots[1].high_winners == (2,) and result.pots[1].low_winners == (3,)


def test_int_side_pots_odd_chip_rule_applied_pot_by_pot_hr_omaha8_odd_chip() -> None:
    """ "Odd chip will go left of the button on both high and low pot odd chip." -- in each pot."""
    board = "Ac Kd 7h 8s 2d"
    # seats 1 and 2 hold the same high (two pair) and tie; seat 3 is all in for 5.
    hands = {1: "Ah Kh Qc Jc", 2: "As Ks Qd Jd", 3: "9c 9d Tc Th"}
    result = showdown("Omaha 8/B", hands, board, contributions={1: 16, 2: 16, 3: 5}, button=3)
    # main 15 (3 x 5): seats 1, 2 tie -> 8 to seat 1 (first left of the button, seat 3), 7 to seat 2
    # side 22 (2 x 11): 11 each
    assert [award.pot.amount for award in result.pots] == [15, 22]
    assert result.awards == {1: 8 + 11, 2: 7 + 11, 3: 0}
    assert "hr-omaha8-odd-chip" in _cited(result.because)


def test_int_tapping_out_no_longer_keeps_one_pot() -> None:
    reading = INTERPRETATIONS["int-tapping-out"].reading
    assert "keeps one pot" not in reading and "side pots" in reading
    side = INTERPRETATIONS["int-side-pots"]
    assert "nzg-13-5b" in side.clauses  # "except in the event of a player tapping out"


def test_int_side_pots_betting_round_tracks_each_seats_chips() -> None:
    # 2/4 blinds; seat 3 has 3 chips and calls all in; seat 1 completes, seat 2 checks: 4 + 4 + 3
    hand = start_round(fixed_limit(small_bet=4), stacks={1: 50, 2: 50, 3: 3}).all_in().call().check()
    assert hand.contributions == {1: 4, 2: 4, 3: 3}
    assert [(pot.amount, pot.eligible) for pot in hand.pots().value] == [(9, (1, 2, 3)), (2, (1, 2))]


def test_int_side_pots_walkthrough_shows_the_pots_and_awards_them() -> None:
    walk = start_walkthrough(
        deal("2 Card Manila", players=3, button=3, rng=random.Random(1)), stacks={1: 40, 2: 3, 3: 40}
    )
    while not walk.waiting:
        walk = walk.next()
    walk = walk.act("all in").act("raise").act("call")  # seat 2 all in to $3; $7 from seats 3 and 1
    assert walk.contributions == {1: 7, 2: 3, 3: 7}
    assert [(pot.amount, pot.eligible) for pot in walk.pots().value] == [(9, (1, 2, 3)), (8, (1, 3))]
    end = walk.finish()
    assert end.result is not None
    assert sum(end.result.awards.values()) == 17
    assert end.result.awards[2] <= 9  # seat 2 can win only the main pot


def test_int_side_pots_deal_stepper_view_lists_the_pots() -> None:
    view = new_deal_view(
        "2 Card Manila",
        players=3,
        stake=2,
        button=3,
        seed=1,
        canberra=False,
        teaching=False,
        short_seat=2,
        short_chips=3,
    )
    while view.to_act is None:
        view = step_view(view.walk, move=Move.NEXT, teaching=False)
    view = step_view(view.walk, move=Act(1), teaching=False)  # seat 2: go all in to $3
    view = step_view(view.walk, move=Act(1), teaching=False)  # seat 3: raise to $7
    assert view.has_side_pots
    assert view.pot_lines() == (
        "The main pot: $8; seats 1, 2 and 3 may win it.",
        "The first side pot: $4; seats 1 and 3 may win it.",
    )


def test_int_side_pots_showdown_explainer_takes_each_seats_chips() -> None:
    view = showdown_view(
        HOLDEM,
        players=3,
        hands={1: "As Ad", 2: "Kc Kd", 3: "Qc Qd"},
        board=BOARD,
        pot=0,
        button=3,
        contributions={1: 10, 2: 30, 3: 30},
    )
    assert view.result is not None and view.result.awards == {1: 30, 2: 40, 3: 0}


def test_int_side_pots_raise_calculator_all_in_case_shows_the_side_pot() -> None:
    # round 2 of $2 manila: $4 from round 1, two players put in $4; you have $1:
    # main = 4 + 3 x 1 = 7; side = 2 x (4 - 1) = 6
    view = raise_view(
        {
            "structure": "manila limit",
            "stake": 2,
            "round_number": 2,
            "pot": 12,
            "current_bet": 4,
            "player_count": 3,
            "stack": 1,
        }
    )
    assert view.pots is not None
    assert [pot.amount for pot in view.pots.value] == [7, 6]
    direct = short_all_in_pots(manila_limit(stake=2), pot=12, current_bet=4, put_in=0, stack=1, player_count=3)
    assert [pot.amount for pot in direct.value] == [7, 6]


# --- the property: chips are conserved -------------------------------------------------------------------


@st.composite
def _tables(draw: st.DrawFn) -> tuple[str, dict[int, str], str, dict[int, int], int]:
    game = draw(st.sampled_from([HOLDEM, "Omaha 8/B", "Omaha"]))
    hole = 2 if game == HOLDEM else 4
    count = draw(st.integers(2, 5))
    folded = draw(st.integers(0, 2))
    seed = draw(st.integers(0, 10**6))
    cards = list(DECK_52.cards)
    random.Random(seed).shuffle(cards)
    hands = {seat: cards_text(cards[(seat - 1) * hole : seat * hole]) for seat in range(1, count + 1)}
    board = cards_text(cards[count * hole : count * hole + 5])
    chips = {seat: draw(st.integers(0, 60)) for seat in range(1, count + folded + 1)}
    if all(chips[seat] == 0 for seat in hands):
        chips[1] = 1
    top = max(chips[seat] for seat in hands)
    for seat in range(count + 1, count + folded + 1):  # a player folds before putting in more than a caller
        chips[seat] = min(chips[seat], top)
    dead = draw(st.integers(0, 5))
    return game, hands, board, chips, dead


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=_tables(), split=st.sampled_from(["high", "left-of-button"]))
def test_int_side_pots_chips_are_conserved_pot_by_pot_and_in_total(
    table: tuple[str, dict[int, str], str, dict[int, int], int], split: str
) -> None:
    game, hands, board, chips, dead = table
    pot = sum(chips.values()) + dead
    seats = sorted(chips)
    result = showdown(
        game,
        hands,
        board,
        pot=pot,
        contributions=chips,
        button=seats[-1],
        seats=seats,
        hilo_odd_chip=split,
        omaha_split="high-low",
    )
    returned = result.uncalled.amount if result.uncalled is not None else 0
    assert sum(result.awards.values()) + returned == pot
    assert sum(award.pot.amount for award in result.pots) + returned == pot
    for award in result.pots:
        assert sum(share.amount for share in award.shares) == award.pot.amount
        assert {share.seat for share in award.shares} <= set(award.pot.eligible)
    for seat, won in result.awards.items():
        # table stakes: from each seat at most what this seat put in (dead chips aside)
        bound = dead + sum(min(amount, chips[seat]) for amount in chips.values())
        assert won <= bound, (seat, won, bound)
