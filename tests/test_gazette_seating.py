"""The Gazette's seats, first button and no chopping: 14.1(a), 14.1(b) and 13.4(f), with the readings.

Fixtures are the Gazette's sentences (tests/seeds/001_67db115162020fd6.txt). A draw of cards is
checked against the cards themselves: the test shuffles the same seeded deck and finds the highest
card by its own ranking of ranks, then suits (spades, hearts, diamonds, clubs; int-button-draw).
"""

from __future__ import annotations

import random

import pytest
from refusals import refused

import engine
from engine.cards import Card
from engine.decks import DECK_52
from engine.documents import ids
from engine.errors import PlayerCountError
from engine.explain import Decision, cited
from engine.poker.deal import deal
from engine.poker.events import EventKind
from engine.poker.games import GAMES
from engine.poker.seating import Seating, SeatMove, choose_seats, fill_vacated_seat, first_button, pass_button
from engine.poker.table_rules import may_chop

RANKS = "23456789TJQKA"
SUITS = "cdhs"  # clubs lowest, spades highest (int-button-draw)


def _strength(card: Card) -> tuple[int, int]:
    text = repr(card)
    return RANKS.index(text[-2] if text[-2] != "0" else "T"), SUITS.index(text[-1])


def _drawn(seed: int, players: list[str]) -> dict[str, Card]:
    return dict(zip(players, DECK_52.shuffled(random.Random(seed))[: len(players)], strict=False))


# --- 14.1(a): "players shall have a choice of seat" ------------------------------------------------


def test_nzg_14_1a_players_shall_have_a_choice_of_seat() -> None:
    """ "players shall have a choice of seat." """
    decision = choose_seats({"Ana": 2, "Ben": 5, "Cy": 9}, random.Random(1))
    assert isinstance(decision, Decision) and isinstance(decision.value, Seating)
    assert decision.value.seated == {"Ana": 2, "Ben": 5, "Cy": 9}
    assert decision.value.to_choose == ()
    assert cited(decision.because) == ("nzg-14-1a",)


@pytest.mark.parametrize("seed", range(8))
def test_nzg_14_1a_a_draw_of_cards_shall_decide_a_seat_two_players_desire(seed: int) -> None:
    """ "In the event of two or more players desiring the same seat a draw of cards shall decide seating positions." """
    drawn = _drawn(seed, ["Ana", "Cy"])
    winner = max(drawn, key=lambda name: _strength(drawn[name]))
    loser = "Cy" if winner == "Ana" else "Ana"
    decision = choose_seats({"Ana": 3, "Ben": 5, "Cy": 3}, random.Random(seed))
    assert decision.value.seated == {winner: 3, "Ben": 5}
    assert decision.value.to_choose == (loser,)
    assert {"nzg-14-1a", "int-button-draw", "int-seat-draw-order"} <= set(cited(decision.because))


def test_int_seat_draw_order_the_losers_choose_again_highest_card_first() -> None:
    players = ["Ana", "Ben", "Cy", "Dee"]
    drawn = _drawn(11, players)
    order = sorted(players, key=lambda name: _strength(drawn[name]), reverse=True)
    decision = choose_seats(dict.fromkeys(players, 4), random.Random(11))
    assert decision.value.seated == {order[0]: 4}
    assert decision.value.to_choose == tuple(order[1:])


def test_nzg_14_1a_remaining_active_players_have_priority_for_the_vacated_position() -> None:
    """ "When a player leaves the game the remaining active players have priority over any player waiting to
    join the game, to move to the vacated playing position" """
    decision = fill_vacated_seat(4, movers={"Ben": 7}, waiting=["Dee", "Eve"])
    assert decision.value == SeatMove(seat=4, taken_by="Ben", leaves_free=7)
    assert {"nzg-14-1a", "int-vacated-seat"} <= set(cited(decision.because))


def test_int_vacated_seat_the_waiting_list_in_order_when_no_active_player_moves() -> None:
    assert fill_vacated_seat(7, waiting=["Dee", "Eve"]).value == SeatMove(7, "Dee", None)
    assert fill_vacated_seat(7).value == SeatMove(7, None, None)
    assert "int-vacated-seat" in cited(fill_vacated_seat(7, waiting=["Dee"]).because)


@pytest.mark.parametrize("seed", range(6))
def test_int_vacated_seat_two_active_players_draw_cards_for_it(seed: int) -> None:
    drawn = _drawn(seed, ["Ben", "Cy"])
    winner = max(drawn, key=lambda name: _strength(drawn[name]))
    decision = fill_vacated_seat(4, movers={"Ben": 7, "Cy": 1}, waiting=["Dee"], rng=random.Random(seed))
    assert decision.value == SeatMove(4, winner, {"Ben": 7, "Cy": 1}[winner])
    assert {"nzg-14-1a", "int-vacated-seat", "int-button-draw"} <= set(cited(decision.because))


def test_nzg_14_1a_seat_inputs_are_refused_with_the_clause() -> None:
    with pytest.raises(PlayerCountError) as caught:
        fill_vacated_seat(4, movers={"Ben": 7, "Cy": 1})  # a draw needs its generator
    assert "int-vacated-seat" in cited(caught.value.because)
    with pytest.raises(PlayerCountError) as caught:
        fill_vacated_seat(4, movers={"Ben": 4})
    assert "nzg-14-1a" in cited(caught.value.because)
    with refused(PlayerCountError, ids.NZG_14_1A, naming=("Ben",)):
        fill_vacated_seat(4, movers={"Ben": 7}, waiting=["Ben"])
    with refused(PlayerCountError, ids.NZG_14_1A):
        choose_seats({}, random.Random(1))
    with refused(PlayerCountError, ids.NZG_14_1B, naming=("Ana", 0)):
        choose_seats({"Ana": 0}, random.Random(1))
    with pytest.raises(TypeError):
        choose_seats(["Ana"], random.Random(1))  # type: ignore[arg-type]


# --- 14.1(b): the first button -----------------------------------------------------------------------


def test_nzg_14_1b_the_player_to_the_immediate_right_of_the_dealer_receives_the_first_button() -> None:
    """ "The player to the immediate right of the dealer shall receive the button for the first round of play."

    Seats numbered clockwise from the dealer's left: at six seats, seat 6 is on the dealer's right.
    """
    decision = first_button([1, 2, 3, 4, 5, 6], dealer_after=6)
    assert decision.value == 6 and cited(decision.because) == ("nzg-14-1b",)
    # then the blind is on the button's immediate left (14.1(c)(i)): seat 1, the dealer's left
    hand = deal("2 Card Manila", players=6, button=decision.value, rng=random.Random(1))
    assert [event.seat for event in hand.events if event.kind is EventKind.POST_BLIND] == [1]
    # "The button shall be passed in a clockwise direction around the table at the conclusion of each round"
    assert pass_button([1, 2, 3, 4, 5, 6], decision.value).value == 1


# --- 13.4(f): no chopping ----------------------------------------------------------------------------


def test_nzg_13_4f_the_pot_shall_not_be_divided_by_the_agreement_of_two_or_more_players() -> None:
    """ "the pot shall not be divided by the agreement of two or more players. Each hand shall be played to a
    conclusion." """
    decision = may_chop("2 Card Manila", [1, 2])
    assert decision.value is False
    assert cited(decision.because) == ("nzg-13-4f",)
    with pytest.raises(PlayerCountError) as caught:
        may_chop("2 Card Manila", [3])
    assert cited(caught.value.because) == ("nzg-13-4f",)
    with refused(PlayerCountError, ids.NZG_13_4F, naming=([3, 3],)):
        may_chop("2 Card Manila", [3, 3])


@pytest.mark.parametrize("key", sorted(GAMES))
def test_int_no_chop_no_game_divides_a_pot_by_agreement(key: str) -> None:
    decision = may_chop(GAMES[key], [1, 2, 3])
    assert decision.value is False
    expected = ("nzg-13-4f",) if key == "manila-2" else ("nzg-13-4f", "int-no-chop")
    assert cited(decision.because) == expected


def test_the_seating_and_table_functions_are_exported_from_engine() -> None:
    for name in ("choose_seats", "fill_vacated_seat", "may_chop", "return_after_missed_blinds", "absent_player"):
        assert name in engine.__all__ and callable(getattr(engine, name))
