"""The uncalled bet (issue 25): chips no other player matched go back to their owner, never a pot.

``int-side-pots`` reads: "Chips that no other player matched go back to the player who bet them."
The expected pots here are computed by a small side-pot algorithm written in this file, the way a
dealer builds them: first hand back what the one biggest bettor put in above everyone else (folded
players' chips count as matched: a player who put in 30 and folded matched 30 of a bet of 50), then
peel off levels at each live player's stake, folded chips staying in the pots they reached.
"""

from __future__ import annotations

import random

import pytest

from engine import INTERPRETATIONS, showdown, side_pots
from engine.cards import cards_text
from engine.decks import DECK_52
from engine.poker.betting.pots import UncalledBet, return_uncalled
from widgets.render.poker import show_pots
from widgets.showdown_explainer import headline

HOLDEM = "Texas Hold 'Em"
BOARD = "2c 7d 9h Js 3s"


def _expected(chips: dict[int, int], live: list[int]) -> tuple[list[tuple[int, tuple[int, ...]]], tuple[int, int] | None]:
    """(each pot's amount and eligible seats, the uncalled bet (seat, amount) or None), by hand."""
    left = dict(chips)
    ordered = sorted(left.items(), key=lambda item: -item[1])
    uncalled = None
    second = ordered[1][1] if len(ordered) > 1 else 0
    if len(live) > 1 and ordered[0][1] > second and ordered[0][0] in live:
        uncalled = (ordered[0][0], ordered[0][1] - second)
        left[ordered[0][0]] = second
    pots: list[tuple[int, tuple[int, ...]]] = []
    while any(left[seat] > 0 for seat in live):
        level = min(left[seat] for seat in live if left[seat] > 0)
        eligible = tuple(seat for seat in live if left[seat] > 0)
        amount = 0
        for seat in left:
            take = min(left[seat], level)
            amount += take
            left[seat] -= take
        pots.append((amount, eligible))
    rest = sum(left.values())  # folded chips above every live stake: the last pot
    if pots:
        pots[-1] = (pots[-1][0] + rest, pots[-1][1])
    else:
        pots.append((rest, tuple(live)))
    return pots, uncalled


def test_int_side_pots_reading_says_unmatched_chips_go_back() -> None:
    assert "Chips that no other player matched go back to the player who bet them" in INTERPRETATIONS[
        "int-side-pots"
    ].reading


def test_int_side_pots_uncalled_bet_is_returned_not_a_pot() -> None:
    """The issue's case: 10, 30, 50 -- seat 3's top 20 was never called."""
    result = showdown(HOLDEM, {1: "As Ad", 2: "Kc Kd", 3: "Qc Qd"}, BOARD, contributions={1: 10, 2: 30, 3: 50}, button=3)
    assert result.uncalled == UncalledBet(3, 20)
    assert [(award.pot.amount, award.pot.eligible) for award in result.pots] == [(30, (1, 2, 3)), (40, (2, 3))]
    assert result.pot == 70 and result.awards == {1: 30, 2: 40, 3: 0}
    assert all(share.seat != 3 for award in result.pots for share in award.shares)
    assert "int-side-pots" in {step.clause for step in result.because}
    assert "second side pot" not in result.explain() and "without a contest" not in result.explain()


def test_int_side_pots_uncalled_bet_counts_a_folded_players_chips_as_matched() -> None:
    # seat 2 put in 30 and folded: 30 of seat 3's 50 were matched; 20 go back; seat 2's 30 stay in the pots
    chips, back = return_uncalled({1: 10, 2: 30, 3: 50}, live=[1, 3])
    assert back == UncalledBet(3, 20) and chips == {1: 10, 2: 30, 3: 30}
    result = showdown(HOLDEM, {1: "As Ad", 3: "Qc Qd"}, BOARD, contributions={1: 10, 2: 30, 3: 50}, button=3)
    assert result.uncalled == UncalledBet(3, 20)
    assert [(award.pot.amount, award.pot.eligible) for award in result.pots] == [(30, (1, 3)), (40, (3,))]


def test_int_side_pots_no_uncalled_bet_when_two_put_in_the_most_or_the_top_one_folded() -> None:
    assert return_uncalled({1: 10, 2: 50, 3: 50}, live=[1, 2, 3])[1] is None
    assert return_uncalled({1: 10, 2: 50, 3: 10}, live=[1, 3])[1] is None  # a folded player's chips are given up


def test_int_uncontested_pot_the_last_player_in_takes_every_chip_nothing_is_set_apart() -> None:
    assert return_uncalled({1: 2, 2: 0, 3: 0}, live=[1])[1] is None
    result = showdown(HOLDEM, {1: ""}, contributions={1: 2, 2: 0, 3: 0}, button=3)
    assert result.uncalled is None and result.awards == {1: 2}


def test_int_side_pots_side_pots_returns_the_uncalled_bet_only_when_betting_is_over() -> None:
    over = side_pots({1: 10, 2: 30, 3: 50})
    assert [pot.amount for pot in over.value] == [30, 40]
    assert over.because[0].clause == "int-side-pots" and "20" in over.because[0].text
    running = side_pots({1: 10, 2: 30, 3: 50}, all_in=[1])  # seats 2 and 3 may still bet: nothing is returned yet
    assert sum(pot.amount for pot in running.value) == 90


def test_int_side_pots_widgets_show_the_uncalled_bet_returned_not_a_pot() -> None:
    result = showdown(HOLDEM, {1: "As Ad", 2: "Kc Kd", 3: "Qc Qd"}, BOARD, contributions={1: 10, 2: 30, 3: 50}, button=3)
    table = show_pots(result)
    assert table is not None
    names = [row.cells[0][0] for row in table.rows]
    assert "The second side pot" not in names and any("Uncalled" in str(name) for name in names)
    assert "returned to seat 3" in headline(result)
    alone = showdown(HOLDEM, {1: "As Ad", 2: "Kc Kd"}, BOARD, contributions={1: 20, 2: 50}, button=2)
    alone_table = show_pots(alone)
    assert alone_table is not None and len(alone_table.rows) == 2  # one pot, and the bet returned


@pytest.mark.parametrize("seed", range(300))
def test_int_side_pots_uncalled_bet_and_pots_match_a_dealers_count(seed: int) -> None:
    rng = random.Random(seed)
    count = rng.randint(2, 6)
    seats = list(range(1, count + 1))
    chips = {seat: rng.choice([0, 5, 10, 10, 20, 30, 30, 45, 60, rng.randint(0, 80)]) for seat in seats}
    live = [seat for seat in seats if rng.random() < 0.7] or [seats[-1]]
    if all(chips[seat] == 0 for seat in live):
        chips[live[0]] = 1
    pots, uncalled = _expected(chips, live)

    decision = side_pots(chips, folded=[seat for seat in seats if seat not in live])
    assert [(pot.amount, pot.eligible) for pot in decision.value] == pots

    cards = list(DECK_52.cards)
    rng.shuffle(cards)
    hands = {seat: cards_text(cards[2 * index : 2 * index + 2]) for index, seat in enumerate(live)}
    board = cards_text(cards[20:25])
    result = showdown(HOLDEM, hands, board, contributions=chips, button=seats[-1], seats=seats)
    got = None if result.uncalled is None else (result.uncalled.seat, result.uncalled.amount)
    assert got == uncalled
    assert result.pot == sum(chips.values()) - (uncalled[1] if uncalled else 0)
    assert sum(result.awards.values()) == result.pot
    if len(live) > 1:
        assert [(award.pot.amount, award.pot.eligible) for award in result.pots] == pots
    if uncalled is not None:
        assert any(step.clause == "int-side-pots" and str(uncalled[1]) in step.text for step in result.because)


def _walk_to_an_uncalled_bet():  # type: ignore[no-untyped-def]
    import random as _random

    from engine.poker.deal import deal
    from engine.teaching.walkthrough import start_walkthrough

    # $2 Manila, seat 2 has only $3: it goes all in, seat 3 raises to $7, seat 1 folds its $2 blind
    walk = start_walkthrough(
        deal("2 Card Manila", players=3, button=3, rng=_random.Random(1)), stacks={1: 40, 2: 3, 3: 40}
    )
    while not walk.waiting:
        walk = walk.next()
    walk = walk.act("all in").act("raise").act("fold")
    while walk.result is None:
        walk = walk.act("check") if walk.waiting else walk.next()
    return walk


def test_int_side_pots_the_walkthrough_gives_the_uncalled_bet_back_to_its_seat() -> None:
    walk = _walk_to_an_uncalled_bet()
    # seat 3 put in $7 against seat 2's $3: no one matched its last $4
    assert (walk.result.uncalled.seat, walk.result.uncalled.amount) == (3, 4)
    assert walk.chips[3] == 40 - 7 + 4
    assert sum(walk.chips.values()) == 40 + 3 + 40  # no chip lost or made


def test_int_side_pots_the_stepper_names_the_uncalled_bet_apart_from_the_pots() -> None:
    from widgets.views.stepper import _step_view

    lines = _step_view(_walk_to_an_uncalled_bet(), True).pot_lines()
    assert any("Uncalled bet" in line and "$4" in line and "seat 3" in line for line in lines)
    assert not any(line.startswith("The first side pot") for line in lines)
