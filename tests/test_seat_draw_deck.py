"""The draw of cards for a seat, a vacated seat or the button uses the game's own deck.

Fixtures: the decks as the documents give them. pokerpages, 2 Card Manila: "a reduced deck of
32 cards, 7's through aces"; 3 Card Manila: "a reduced deck of 36 cards", 6 to ace (the sixes
left out in its variant, ``int-manila3-sixes``); every other game: the standard 52 cards, 2 to
ace (``int-standard-deck``).  Before the fix the draw always used 52 cards: "Cy draws 4♦" in
2 Card Manila.
"""

from __future__ import annotations

import random
import re

import pytest

from engine.cards import Card, parse_cards
from engine.explain import Step
from engine.poker.games import GAMES
from engine.poker.seating import choose_seats, draw_for_button, fill_vacated_seat, settle_seat_dispute

_SEVEN_UP = "789TJQKA"
_FROM_DOCUMENTS = {
    "2 Card Manila": _SEVEN_UP,  # pp-manila2-deck
    "3 Card Manila": "6" + _SEVEN_UP,  # pp-manila3-deck
    "3 Card Manila (no sixes)": _SEVEN_UP,  # int-manila3-sixes
}
_STANDARD = "23456789TJQKA"  # int-standard-deck


def _ranks(game_name: str) -> set[str]:
    return set(_FROM_DOCUMENTS.get(game_name, _STANDARD))


def _drawn(steps: tuple[Step, ...]) -> list[Card]:
    """Every card the steps say a player or seat draws ("Cy draws 4♦")."""
    found = [text for step in steps for text in re.findall(r"draws (\S+?)[,.]", step.text)]
    return [parse_cards(text)[0] for text in found]


def _rank(card: Card) -> str:
    text = repr(card)
    return "T" if text[:-1] == "10" else text[:-1]


GAME_NAMES = [game.name for game in GAMES.values()]


@pytest.mark.parametrize("name", GAME_NAMES)
def test_pp_manila2_deck_seat_draw_uses_the_games_own_deck(name: str) -> None:
    """choose_seats, settle_seat_dispute, fill_vacated_seat and draw_for_button draw from the game's deck."""
    allowed = _ranks(name)
    players = ["Ana", "Ben", "Cy", "Dee", "Eve", "Fay"]
    for seed in range(40):
        drawn: list[Card] = []
        drawn += _drawn(choose_seats(dict.fromkeys(players, 3), random.Random(seed), game=name).because)
        drawn += _drawn(settle_seat_dispute(players, random.Random(seed), game=name).because)
        movers = {player: index + 1 for index, player in enumerate(players) if index + 1 != 4}
        drawn += _drawn(fill_vacated_seat(4, movers=movers, rng=random.Random(seed), game=name).because)
        drawn += _drawn(draw_for_button([1, 2, 3, 4, 5, 6], random.Random(seed), game=name).because)
        assert len(drawn) == 6 + 6 + 5 + 6
        assert {_rank(card) for card in drawn} <= allowed, (name, seed, drawn)


def test_pp_manila2_deck_cy_draws_no_four_in_2_card_manila() -> None:
    """The issue's case: Ana and Cy desire seat 3 in 2 Card Manila; no one draws a card below 7."""
    for seed in range(200):
        decision = choose_seats({"Ana": 3, "Ben": 5, "Cy": 3}, random.Random(seed), game="2 Card Manila")
        assert {_rank(card) for card in _drawn(decision.because)} <= set(_SEVEN_UP)
    assert any("32" in step.text for step in decision.because)  # the step says which deck: 32 cards


def test_int_standard_deck_seat_draw_without_a_game_says_its_52_cards() -> None:
    """With no game named, the draw is from the standard 52 cards, and the step says so."""
    decision = choose_seats({"Ana": 3, "Cy": 3}, random.Random(1))
    assert any("52" in step.text for step in decision.because if "draws" in step.text)


def test_pp_manila2_deck_a_deck_that_is_not_the_games_is_refused() -> None:
    """Given both a game and another deck, the draw does not guess which: it names the game's deck."""
    from engine.decks import DECK_32, DECK_52
    from engine.errors import UnknownDeckError

    with pytest.raises(UnknownDeckError) as raised:
        choose_seats({"Ana": 3, "Cy": 3}, random.Random(1), DECK_52, game="2 Card Manila")
    assert [step.clause for step in raised.value.because] == ["pp-manila2-deck"]
    assert choose_seats({"Ana": 3, "Cy": 3}, random.Random(1), DECK_32, game="2 Card Manila").value.seated
