"""The showdown explainer, driven headless: type cards into the boxes, click Deal, read the pane.

Expected winners and amounts come from the documents' rules applied by hand (which hand is
higher, which cards it uses) and from the arithmetic of the split, written out in each test.
"""

from __future__ import annotations

import html
import random
import re

import pytest
from refusals import assert_shows_refusal, named_first, refused

from engine.cards import parse_cards
from engine.documents import ids
from engine.errors import (
    BettingError,
    CardCountError,
    CardNotationError,
    CardNotInDeckError,
    DuplicateCardError,
    PlayerCountError,
    RulesError,
    UnknownGameError,
    UnknownOptionError,
)
from engine.explain import cited
from engine.poker.deal import deal
from engine.poker.games import GAMES
from widgets.common import SEED_MOST
from widgets.showdown_explainer import SEAT_BOX_COUNT, ShowdownExplainer


def text_of(fragment: str) -> str:
    fragment = re.sub(r"<style>.*?</style>", "", fragment, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", fragment)).split())


def headline(explainer: ShowdownExplainer) -> str:
    match = re.search(r'data-field="headline">(.*?)</strong>', explainer.pane.value, re.S)
    assert match, explainer.pane.value[:300]
    return text_of(match.group(1))


def used_cards(explainer: ShowdownExplainer) -> list[str]:
    """The cards the pane reads aloud as "used", in order, from the cards table."""
    table = explainer.pane.value.split('class="rb-table rb-held"', 1)[1].split("</table>", 1)[0]
    return re.findall(r'aria-label="([^"]+) \(used\)"', table)


def held_row(explainer: ShowdownExplainer, seat: int) -> str:
    """The text of a seat's rows in the cards table."""
    table = explainer.pane.value.split('class="rb-table rb-held"', 1)[1].split("</table>", 1)[0]
    rows = re.split(r'(?=<tr><th scope="row")', table)
    return text_of(next(row for row in rows if f">Seat {seat}</th>" in row))


def error_shown(explainer: ShowdownExplainer) -> str:
    """The inline error's text, in plain words (no parameter names), with a link to its rule."""
    pane = explainer.pane.value
    assert 'class="rb-error"' in pane and 'role="alert"' in pane, pane[:300]
    assert "Traceback" not in pane
    assert explainer.result is None
    text = text_of(pane)
    assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), text
    assert 'class="rb-cite"' in pane, text  # a link to its rule
    return text


def refusal(explainer: ShowdownExplainer, kind: type[RulesError], rules: tuple[str, ...], named: tuple = ()) -> str:
    """The pane shows a refusal (:func:`error_shown`, :func:`refusals.assert_shows_refusal`); gives its message."""
    error_shown(explainer)
    return assert_shows_refusal(explainer.error, explainer.pane.value, kind, rules, named)


def type_cards(explainer: ShowdownExplainer, *hands: str, board: str = "") -> None:
    explainer.players.value = len(hands)
    for box, cards in zip(explainer.seat_boxes, hands, strict=False):
        box.value = cards
    explainer.board.value = board


# --- who wins, with which five cards ------------------------------------------------------------------------


def test_pp_manila2_flush_beats_full_house_the_flush_takes_the_pot():
    explainer = ShowdownExplainer(game="2 Card Manila")
    explainer.pot.value = 30
    explainer.button.value = 2
    # seat 1: A-K of hearts + Q-J-9 of hearts on the board = a flush;
    # seat 2: J-J + J-Q-Q on the board = a full house, which a flush beats in a 32-card deck
    type_cards(explainer, "Ah Kh", "Js Jd", board="Qh Jh 9h Qc 7d")
    assert explainer.result.awards == {1: 30, 2: 0}
    assert headline(explainer) == "Seat 1 wins $30 (pot $30)."
    assert "flush, ace high" in held_row(explainer, 1)
    assert "full house" in held_row(explainer, 2)
    assert "A flush beats a full house in any reduced deck game." in explainer.pane.value
    assert 'href="../rules/pokerpages.html#pp-manila2-flush-beats-full-house"' in explainer.pane.value


def test_pp_manila2_hole_cards_both_hole_cards_and_three_of_the_board_are_outlined():
    explainer = ShowdownExplainer(game="2 Card Manila", hands=["Ah Kh", "Js Jd"], board="Qh Jh 9h Qc 7d", pot=30)
    used = used_cards(explainer)
    # seat 1 uses both hole cards (A, K of hearts) and Q, J, 9 of hearts; seat 2 both jacks, the jack and two queens
    seat_1 = ["ace of hearts", "king of hearts", "queen of hearts", "jack of hearts", "nine of hearts"]
    seat_2 = ["jack of spades", "jack of diamonds", "queen of hearts", "jack of hearts", "queen of clubs"]
    assert sorted(used) == sorted(seat_1 + seat_2)
    assert "seven of diamonds (used)" not in explainer.pane.value  # the one board card no hand uses


def test_hr_holdem_any_five_a_tie_on_the_board_splits_and_the_odd_chip_goes_left_of_the_button():
    explainer = ShowdownExplainer(game="Texas Hold 'Em", hands=["2c 3d", "4h 5s"], board="As Ks Qd Jc Th")
    explainer.button.value = 2
    explainer.pot.value = 25
    # both play the board's straight: 25 = 12 + 12 + 1 odd chip, to seat 1, first left of the button (seat 2)
    assert explainer.result.awards == {1: 13, 2: 12}
    assert 'href="../interpretations.html#int-odd-chip-by-game"' in explainer.pane.value  # the odd chip's rule
    assert explainer.hilo_odd_chip.layout.display == "none"  # nothing to halve in Hold 'Em
    assert explainer.stud_odd_chip.layout.display == "none"


def test_hr_omaha_split__hr_omaha8_odd_chip_high_half_16_low_half_15_shared_with_the_odd_chip_left():
    explainer = ShowdownExplainer(game="Omaha 8/B", button=3, pot=31)
    # seat 1: K-K + K on the board = three kings (high); A-2 + 5-6-8 = 8-6-5-2-A low
    # seat 2: Q-Q, and a 8-6-5-4-3 low; seat 3: 9-9, and A-2 + 5-6-8, the same low as seat 1
    type_cards(explainer, "As 2s Kd Kc", "3h 4h Qd Qs", "Ac 2c 9d 9h", board="5c 6d 8h Kh Jc")
    high_half, low_half = 31 - 31 // 2, 31 // 2  # 16 and 15: the odd chip to the high half
    seat_1_low, seat_3_low = low_half - low_half // 2, low_half // 2  # 8 and 7: seat 1 is first left of seat 3
    assert explainer.result.awards == {1: high_half + seat_1_low, 2: 0, 3: seat_3_low}
    assert "Low: 8-6-5-2-A low" in held_row(explainer, 1)
    assert 'scope="col">Low hand</th>' in explainer.pane.value  # the engine's table shows the low too
    assert explainer.hilo_odd_chip.layout.display != "none"
    assert explainer.stud_odd_chip.layout.display == "none"


def test_int_hilo_odd_chip_the_reading_left_of_the_button_is_selectable():
    # seat 1: three kings, no low (no two cards of 8 or lower); seat 2: a pair of nines and an 8-6-5-2-A low
    explainer = ShowdownExplainer(
        game="Omaha 8/B", hands=["Kd Kc Qs Qh", "As 2s 9d 9h"], board="5c 6d 8h Kh Jc", pot=31, button=1
    )
    assert explainer.result.awards == {2: 15, 1: 16}  # the odd chip to the high half
    explainer.hilo_odd_chip.value = "left-of-button"
    assert explainer.result.awards == {2: 15 + 1, 1: 15}  # 15 each, the odd chip to seat 2, left of the button
    assert 'href="../interpretations.html#int-hilo-odd-chip"' in explainer.pane.value


def test_hr_stud7_suits_and_ties__int_odd_chip_by_game_a_stud_tie_gives_the_odd_chip_by_suit():
    explainer = ShowdownExplainer(
        game="Seven-Card Stud", hands=["As Kd Qc Jh 9s 3c 2d", "Ah Ks Qd Jc 9h 3d 2c"], pot=25, button=1
    )
    # both A-K-Q-J-9: a tie; 25 = 12 + 12 + 1, the odd chip to the ace of spades (seat 1)
    assert explainer.result.awards == {2: 12, 1: 13}
    assert explainer.stud_odd_chip.layout.display != "none"
    explainer.stud_odd_chip.value = "left-of-button"
    assert explainer.result.awards == {2: 13, 1: 12}  # seat 2 sits first left of the dealer (seat 1)


def test_hr_omaha8_no_low_high_takes_the_whole_pot():
    explainer = ShowdownExplainer(game="Omaha 8/B", hands=["Kd Kc Qs Qh", "Ts 9s 9d Jh"], board="5c 6d Th Kh Jc")
    explainer.pot.value = 31
    assert explainer.result.awards == {1: 31, 2: 0}
    assert "Low: no qualifying low" in held_row(explainer, 1)


def test_int_uncontested_pot_a_lone_player_wins_without_showing():
    explainer = ShowdownExplainer(game="2 Card Manila", hands=["Ah Kh"], pot=12)
    assert explainer.result.awards == {1: 12}
    assert 'href="../interpretations.html#int-uncontested-pot"' in explainer.pane.value
    assert "ace of hearts" not in explainer.pane.value and "king of hearts" not in explainer.pane.value  # not shown


def test_cards_are_read_leniently():
    explainer = ShowdownExplainer(game="Texas Hold 'Em", hands=["a\u2660, 10h", "K\u2665 kd"], board="2c 7d 9h Js 3s")
    assert explainer.result.awards == {1: 0, 2: explainer.pot.value}  # kings beat ace-ten
    assert "ten of hearts" in explainer.pane.value


# --- dealing from a seed ----------------------------------------------------------------------------------


def test_pp_manila2_deal_a_seeded_deal_gives_each_player_two_cards_and_the_board_five():
    explainer = ShowdownExplainer(game="2 Card Manila", seed=2024, players=4)
    hands = [box.value for box in explainer.seat_boxes[:4]]
    assert all(len(hand.split()) == 2 for hand in hands)
    assert len(explainer.board.value.split()) == 5
    assert explainer.result is not None and sum(explainer.result.awards.values()) == explainer.pot.value
    again = ShowdownExplainer(game="2 Card Manila", seed=2024, players=4)
    assert [box.value for box in again.seat_boxes[:4]] == hands  # the same seed deals the same cards
    explainer.seed.value = 2025
    explainer.deal_button.click()
    assert [box.value for box in explainer.seat_boxes[:4]] != hands


def dealt_cards(explainer: ShowdownExplainer) -> tuple[dict[int, tuple], tuple]:
    """The cards in the boxes of the seats in play, and on the board, read by the engine."""
    seats = range(1, int(explainer.players.value) + 1)
    hands = {seat: parse_cards(explainer.seat_boxes[seat - 1].value) for seat in seats}
    return hands, parse_cards(explainer.board.value)


def engine_deal(game: str, seed: int, *, players: int, button: int) -> tuple[dict[int, tuple], tuple]:
    """The hand a seed gives, dealt by the engine itself (no widget, no view)."""
    hand = deal(game, players=players, button=button, rng=random.Random(seed))
    return {seat: hand.hands[seat] for seat in range(1, players + 1)}, hand.board


def test_deal_a_new_hand_writes_the_seed_it_draws_in_the_box_and_deals_that_seeds_hand():
    explainer = ShowdownExplainer(game="2 Card Manila", players=4, button=2, seed=2024, seed_source=random.Random(41))
    draws = random.Random(41)  # the same generator, drawn independently of the widget
    expected = [draws.randint(0, SEED_MOST) for _ in range(2)]
    hands = []
    for seed in expected:
        explainer.new_deal_button.click()
        assert explainer.seed.value == seed and 0 <= seed <= SEED_MOST  # shown in the box, in its range
        assert dealt_cards(explainer) == engine_deal("2 Card Manila", seed, players=4, button=2)
        assert explainer.result is not None and sum(explainer.result.awards.values()) == explainer.pot.value
        hands.append(dealt_cards(explainer))
    assert len(set(expected)) == 2 and hands[0] != hands[1]  # two presses, two seeds, two hands


def test_the_seed_a_new_hand_shows_deals_that_hand_again_when_typed_back():
    explainer = ShowdownExplainer(game="Omaha 8/B", players=5, button=3, seed_source=random.Random(7))
    explainer.new_deal_button.click()
    shown, first = int(explainer.seed.value), dealt_cards(explainer)
    awards = explainer.result.awards
    explainer.new_deal_button.click()
    assert dealt_cards(explainer) != first
    explainer.seed.value = shown  # the reader types the seed shown before
    explainer.deal_button.click()  # "Deal this seed"
    assert dealt_cards(explainer) == first == engine_deal("Omaha 8/B", shown, players=5, button=3)
    assert explainer.result.awards == awards


def test_deal_this_seed_deals_the_seed_in_the_box_and_the_same_hand_every_time():
    explainer = ShowdownExplainer(game="Texas Hold 'Em", players=3, button=1)
    explainer.seed.value = 123
    explainer.deal_button.click()
    first = dealt_cards(explainer)
    assert first == engine_deal("Texas Hold 'Em", 123, players=3, button=1)
    explainer.deal_button.click()
    assert dealt_cards(explainer) == first and explainer.seed.value == 123  # the box keeps its seed


def test_int_input_size_a_negative_seed_is_refused_and_a_new_hand_replaces_it():
    explainer = ShowdownExplainer(game="2 Card Manila", players=3, seed=5, seed_source=random.Random(3))
    before = dealt_cards(explainer)
    explainer.seed.value = -1
    explainer.deal_button.click()
    refusal(explainer, RulesError, (ids.INT_INPUT_SIZE,), (-1,))
    assert dealt_cards(explainer) == before  # a refused deal leaves the boxes as they were
    explainer.new_deal_button.click()
    seed = random.Random(3).randint(0, SEED_MOST)
    assert explainer.seed.value == seed
    assert dealt_cards(explainer) == engine_deal("2 Card Manila", seed, players=3, button=1)


def test_pp_manila2_deck_a_new_hand_for_twelve_players_is_refused_and_its_seed_shown():
    explainer = ShowdownExplainer(game="2 Card Manila", players=3, seed=5, seed_source=random.Random(9))
    explainer.players.value = 12
    explainer.new_deal_button.click()
    refusal(explainer, PlayerCountError, (ids.PP_MANILA2_DECK,), (12, 11))
    assert explainer.seed.value == random.Random(9).randint(0, SEED_MOST)  # the seed drawn, ready for 11 or fewer


def test_a_chapter_gives_a_generator_for_new_seeds_not_the_random_module():
    with refused(RulesError, ids.INT_SHUFFLE, only=True):
        ShowdownExplainer(seed_source=random)
    assert isinstance(ShowdownExplainer().seed_source, random.SystemRandom)  # a reader's: the system's


@pytest.mark.parametrize("key", list(GAMES))
def test_every_game_can_be_dealt_and_shown_down(key):
    explainer = ShowdownExplainer(players=4, pot=31)
    explainer.game.value = key
    explainer.deal_button.click()
    assert explainer.result is not None, explainer.pane.value[:400]
    assert sum(explainer.result.awards.values()) == 31
    assert len(used_cards(explainer)) >= 4 * 5  # five outlined per seat (and per low)


def test_every_game_in_the_registry_is_a_choice():
    assert [value for _label, value in ShowdownExplainer().game.options] == list(GAMES)


def test_one_box_per_player():
    explainer = ShowdownExplainer(players=3)
    shown = [box.layout.display != "none" for box in explainer.seat_boxes]
    assert shown == [True] * 3 + [False] * (SEAT_BOX_COUNT - 3)
    explainer.players.value = 5
    assert sum(box.layout.display != "none" for box in explainer.seat_boxes) == 5


def test_int_input_size_a_fraction_of_a_player_is_refused_and_the_boxes_stay_as_they_are():
    explainer = ShowdownExplainer(players=3)
    explainer.players.value = 2.5
    error_shown(explainer)
    assert cited(explainer.error.because) == (ids.INT_INPUT_SIZE,) and isinstance(explainer.error, PlayerCountError)
    assert [box.layout.display != "none" for box in explainer.seat_boxes[:4]] == [True, True, True, False]
    explainer.players.value = 2
    assert sum(box.layout.display != "none" for box in explainer.seat_boxes) == 2


# --- bad input: the engine's message, inline ----------------------------------------------------------------


def test_pp_manila2_deck_an_unknown_card_is_shown_inline():
    explainer = ShowdownExplainer(game="2 Card Manila", hands=["Ah 1h", "Js Jd"], board="Qh Jh 9h Qc 7d")
    refusal(explainer, CardNotationError, (ids.INT_CARD_NOTATION,), ("'1h'", "'Ah 1h'", "seat 1"))


def test_pp_manila2_deck_a_six_is_not_in_the_32_card_deck():
    explainer = ShowdownExplainer(game="2 Card Manila", hands=["Ah 6h", "Js Jd"], board="Qh Jh 9h Qc 7d")
    refusal(explainer, CardNotInDeckError, (ids.PP_MANILA2_DECK,), ("6h", "seat 1"))
    assert 'href="../rules/pokerpages.html#pp-manila2-deck"' in explainer.pane.value


def test_pp_manila2_deck_a_duplicate_card_is_named_in_the_box_just_edited():
    explainer = ShowdownExplainer(game="2 Card Manila", hands=["Ah Kh", "Js Jd"], board="Qh Jh 9h Qc 7d", button=1)
    explainer.seat_boxes[1].value = "Ah Kd"  # seat 2, typed now; seat 1 already holds the ace of hearts
    deck = (ids.PP_MANILA2_DECK,)  # "the cards are from a 32 card deck": each card once
    message = refusal(explainer, DuplicateCardError, deck, ("Ah", "'Ah Kd'", "seat 2", "'Ah Kh'", "seat 1"))
    assert named_first(message, "'Ah Kd' (seat 2)", "'Ah Kh' (seat 1)")
    explainer.seat_boxes[1].value = "Js Jd"
    explainer.seat_boxes[0].value = "Ah Jd"  # now seat 1 is the box edited: it is named, with seat 2's words
    message = refusal(explainer, DuplicateCardError, deck, ("Jd", "'Ah Jd'", "'Js Jd'"))
    assert named_first(message, "'Ah Jd' (seat 1)", "'Js Jd' (seat 2)")
    explainer.seat_boxes[0].value = "Ah Kh"
    explainer.board.value = "Qh Jh 9h Qc Ah"  # the board edited: the ace is already seat 1's
    message = refusal(explainer, DuplicateCardError, deck, ("Ah", "'Qh Jh 9h Qc Ah'", "'Ah Kh'"))
    assert named_first(message, "'Qh Jh 9h Qc Ah' (the board)", "'Ah Kh' (seat 1)")


def test_a_card_twice_in_one_box_is_named_there():
    explainer = ShowdownExplainer(game="2 Card Manila", hands=["Ah ah", "Js Jd"], board="Qh Jh 9h Qc 7d")
    refusal(explainer, DuplicateCardError, (ids.PP_MANILA2_DECK,), ("Ah", "'Ah ah'", "seat 1"))


def test_pp_manila2_deck_twelve_players_are_too_many():
    explainer = ShowdownExplainer(game="2 Card Manila", players=4, seed=1)
    explainer.players.value = 12  # "with the maximum number of players being 11"
    refusal(explainer, PlayerCountError, (ids.PP_MANILA2_DECK,), (12, 11))
    explainer.deal_button.click()
    refusal(explainer, PlayerCountError, (ids.PP_MANILA2_DECK,), (12, 11))
    explainer.players.value = 10**9  # whatever the browser sends is named as sent, not moved to a bound
    refusal(explainer, PlayerCountError, (ids.PP_MANILA2_DECK,), (10**9, 11))


def test_a_negative_pot_is_shown_inline():
    explainer = ShowdownExplainer(game="2 Card Manila", seed=1, players=3)
    explainer.pot.value = -5
    # a pot is a whole number of chips, 0 or more (int-input-size)
    refusal(explainer, BettingError, (ids.INT_INPUT_SIZE,), (-5, 0))
    assert "-5" in explainer.explanation_text().splitlines()[0]


def test_pp_manila2_deal_three_hole_cards_are_the_wrong_count():
    explainer = ShowdownExplainer(game="2 Card Manila", hands=["Ah Kh Th", "Js Jd"], board="Qh Jh 9h Qc 7d")
    refusal(explainer, CardCountError, (ids.PP_MANILA2_DEAL,), ("'Ah Kh Th'", 3, "seat 1", 2))  # 3 cards, not 2


@pytest.mark.parametrize("seat", [9, 0, -2])
def test_nzg_14_1b_a_button_seat_off_the_table_is_shown_inline(seat):
    explainer = ShowdownExplainer(game="2 Card Manila", hands=["Ah Kh", "Js Jd", "7c 8c"], board="Qh Jh 9h Qc 7d")
    explainer.button.value = seat
    # the button marks a player's seat, and the odd chip goes from it
    refusal(explainer, PlayerCountError, (ids.NZG_14_1B, ids.INT_ODD_CHIP_BY_GAME), (seat,))
    explainer.deal_button.click()  # dealing refuses it too
    refusal(explainer, PlayerCountError, (ids.NZG_14_1B,), (seat,))
    explainer.button.value = 2
    assert explainer.result is not None


@pytest.mark.parametrize("players", [0, 1])
def test_int_uncontested_pot_no_player_at_all_is_shown_inline_and_one_alone_wins(players):
    explainer = ShowdownExplainer(game="2 Card Manila", hands=["Ah Kh", "Js Jd"], board="Qh Jh 9h Qc 7d")
    explainer.players.value = players
    if players == 0:
        # at least one player is left at the end, who wins without showing if alone
        refusal(explainer, PlayerCountError, (ids.INT_UNCONTESTED_POT, ids.PP_MANILA2_DECK), (0,))
        explainer.deal_button.click()  # nor can no one be dealt a hand: a hand needs 2 to 11 players
        refusal(explainer, PlayerCountError, (ids.PP_MANILA2_DECK, ids.INT_UNCONTESTED_POT), (0, 2, 11))
    else:
        assert explainer.result.awards == {1: explainer.pot.value}
        explainer.deal_button.click()  # one player alone cannot be dealt a hand
        refusal(explainer, PlayerCountError, (ids.PP_MANILA2_DECK, ids.INT_UNCONTESTED_POT), (1, 2, 11))


@pytest.mark.parametrize(
    ("arguments", "error", "rule", "quoted"),
    [
        ({"game": "Texas"}, UnknownGameError, ids.INT_GAMES, "'Texas'"),
        ({"hilo_odd_chip": "low"}, UnknownOptionError, ids.INT_HILO_ODD_CHIP, "'low'"),
        ({"stud_odd_chip": "dealer"}, UnknownOptionError, ids.INT_ODD_CHIP_BY_GAME, "'dealer'"),
        ({"players": -1}, RulesError, ids.INT_INPUT_SIZE, "-1"),
        ({"players": 3.0}, RulesError, ids.INT_INPUT_SIZE, "3.0"),
        ({"hands": ["Ah Kh", 7]}, CardNotationError, ids.INT_CARD_NOTATION, "7"),
        ({"board": None}, CardNotationError, ids.INT_CARD_NOTATION, "None"),
        ({"hands": {40: "Ah Kh"}}, RulesError, ids.INT_INPUT_SIZE, "40"),
        ({"seed": -3}, RulesError, ids.INT_INPUT_SIZE, "-3"),
        ({"contributions": [10, 2.5]}, RulesError, ids.INT_INPUT_SIZE, "2.5"),
    ],
)
def test_a_chapter_that_opens_the_explainer_on_a_bad_choice_is_told_its_rule(arguments, error, rule, quoted):
    with refused(error, rule, naming=(quoted,)):  # the value as the chapter gave it
        ShowdownExplainer(**arguments)


# --- explained, linked, and readable without a kernel -------------------------------------------------------


def test_every_step_is_linked_and_every_clause_quoted():
    from engine.documents.registry import citation

    explainer = ShowdownExplainer(game="Omaha 8/B", seed=7, players=5, pot=31)
    pane = explainer.pane.value
    for step in explainer.result.because:
        assert f'#{step.clause}"' in pane
        assert html.escape(citation(step.clause).quote) in pane


def test_the_static_explanation_is_what_the_widget_shows():
    explainer = ShowdownExplainer(game="2 Card Manila", hands=["Ah Kh", "Js Jd"], board="Qh Jh 9h Qc 7d", pot=30)
    assert explainer.explanation_html() == explainer.pane.value
    static = explainer.explanation()
    assert static._repr_html_() == explainer.pane.value
    assert repr(static) == explainer.explanation_text()
    assert explainer.explanation_text().splitlines()[0] == "Seat 1 wins $30 (pot $30)."
    markdown = static._repr_markdown_()  # the book's form, its clause roles checked by the build
    assert markdown.startswith("**Seat 1 wins $30 (pot $30).**")
    assert "{clause}`pp-manila2-flush-beats-full-house`" in markdown
    used = re.findall(r'aria-label="([^"]+) \(used\)"', markdown)
    assert len(used) == 2 * 5  # two seats, five cards each, outlined in its own cards and on the board
    bundle = explainer._repr_mimebundle_()
    assert bundle["application/vnd.jupyter.widget-view+json"]["model_id"] == explainer.view.model_id
    assert bundle["text/plain"] == explainer.explanation_text()


def test_every_control_has_a_visible_label():
    explainer = ShowdownExplainer()
    for control in (
        explainer.game,
        explainer.players,
        *explainer.seat_boxes,
        explainer.board,
        explainer.pot,
        explainer.button,
        explainer.hilo_odd_chip,
        explainer.stud_odd_chip,
    ):
        assert control.description  # the seed box and the deal buttons: tests/test_widget_seeds.py


@pytest.mark.parametrize(
    ("game", "label"),
    [
        ("Seven-Card Stud", "Dealer seat"),
        ("Five-Card Stud", "Dealer seat"),
        ("2 Card Manila", "Button seat"),
        ("Omaha", "Button seat"),
    ],
)
def test_stud_deals_from_a_dealer_not_a_button_in_the_showdown_explainer(game: str, label: str) -> None:
    """Stud has no button (issue 12 item 2: "Say who deals"): the box for the seat the deal goes round
    from is the dealer's in stud, the button's in the button games."""
    explainer = ShowdownExplainer(game=game, seed=3, players=3)
    assert explainer.button.description == label
