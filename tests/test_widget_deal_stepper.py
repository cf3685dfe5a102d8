"""The step-by-step Manila deal, driven headless: set the controls, click, read what it shows."""

from __future__ import annotations

import re

from widgets.deal_stepper import DealStepper


def _click_to_the_end(stepper: DealStepper) -> int:
    clicks = 0
    while not stepper.next_button.disabled:
        stepper.next_button.click()
        clicks += 1
        assert clicks < 400
    return clicks


def _text(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def test_pp_manila2_card_count_clicking_next_to_the_showdown_ends_on_31_of_32():
    stepper = DealStepper(players=11, button=11, seed=3)
    _click_to_the_end(stepper)
    count = _text(stepper.count.value)
    assert "22 dealt, 4 burned, 5 on the board, 1 left in the stub (32 in all)" in count
    # the showdown states the documents' arithmetic: 11 x 2 = 22; 5 + 4 = 9; 31 of 32
    assert "11 players x 2 cards = 22" in stepper.explanation.value
    assert "total = 31 of 32" in stepper.explanation.value
    assert "Showdown" in stepper.explanation.value
    assert "<table" in stepper.result.value  # the winning hand with its five cards


def test_pp_manila3_card_count_nine_players_use_all_36_cards():
    stepper = DealStepper(game="3 Card Manila", players=9, button=9, seed=3)
    _click_to_the_end(stepper)
    assert "27 dealt, 4 burned, 5 on the board, 0 left in the stub (36 in all)" in _text(stepper.count.value)
    assert "total = 36 of 36" in stepper.explanation.value


def test_pp_manila2_deal_each_step_explains_itself_with_the_clause_it_quotes():
    stepper = DealStepper(players=4, button=2, seed=5)
    stepper.next_button.click()  # the blind
    stepper.next_button.click()  # the first hole card, to the blind
    html = stepper.explanation.value
    assert "Seat 3 receives card 1, face down." in html
    assert "In 2 Card Manila players are dealt 2 cards one at a time starting with the blind." in html
    assert 'href="../rules/pokerpages.html#pp-manila2-deal"' in html
    assert "1 dealt, 0 burned, 0 on the board, 31 left in the stub" in _text(stepper.count.value)


def test_pp_manila2_blind_options_at_the_first_betting_round_the_player_may_call_raise_to_six_or_fold():
    stepper = DealStepper(players=4, button=2, seed=5, steps=11)  # blind, 8 cards, board card, round 1
    labels = [child.description for child in stepper.actions.children[1:]]
    assert labels == ["call $2", "raise to $6", "fold"]
    raise_button = stepper.actions.children[2]
    raise_button.click()
    assert "Seat 4 raises to $6." in stepper.explanation.value
    assert "Pot: $8" in _text(stepper.count.value)
    # the next player may call the $6 or raise again by twice the blind, to $10
    assert [child.description for child in stepper.actions.children[1:]] == ["call $6", "raise to $10", "fold"]


def test_back_and_restart_undo_steps_and_nothing_is_lost():
    stepper = DealStepper(players=4, button=2, seed=5)
    for _ in range(5):
        stepper.next_button.click()
    fifth = stepper.explanation.value
    stepper.next_button.click()
    stepper.back_button.click()
    assert stepper.explanation.value == fifth
    stepper.restart_button.click()
    assert "Press Next to begin the deal." in stepper.explanation.value
    assert stepper.back_button.disabled and not stepper.next_button.disabled


def test_teaching_mode_turns_the_hole_cards_face_up():
    stepper = DealStepper(players=3, button=1, seed=9, steps=7, teaching=False)
    hidden = stepper.picture.value
    assert "face down" in hidden
    stepper.teaching.value = True
    shown = stepper.picture.value
    assert shown != hidden
    assert re.search(r"<title>(two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace) of", shown)


def test_bad_settings_are_named_inline_and_the_stepper_waits_for_good_ones():
    stepper = DealStepper(players=4, button=2, seed=5)
    stepper.players.value = 12
    assert "12 players is too many for 2 Card Manila: at most 11 play" in stepper.message.value
    assert "Traceback" not in stepper.message.value
    assert stepper.next_button.disabled
    stepper.players.value = 10
    assert stepper.message.value == "" and not stepper.next_button.disabled
    stepper.game.value = "3 Card Manila"
    assert "10 players is too many for 3 Card Manila: at most 9 play" in stepper.message.value
    stepper.players.value = 9
    stepper.button.value = 11
    assert "seat 11 is not one of the seats" in stepper.message.value
    stepper.button.value = 2
    stepper.stake.value = -5
    assert "stake -5 is not a number of chips" in stepper.message.value
    stepper.stake.value = 5
    stepper.game.value = "2 Card Manila"
    stepper.canberra.value = True
    assert "Canberra deal is a 3 Card Manila way of dealing" in stepper.message.value


def test_the_canberra_deal_gives_the_first_two_cards_two_at_a_time():
    stepper = DealStepper(game="3 Card Manila", players=3, button=3, seed=1, canberra=True)
    stepper.next_button.click()
    stepper.next_button.click()
    assert "Seat 1 receives cards 1-2, face down." in stepper.explanation.value
    assert "Canberra differs here" in stepper.explanation.value


def test_the_fifth_card_bet_follows_the_stake():
    stepper = DealStepper(players=2, button=2, seed=4, stake=5)
    texts = []
    while not stepper.next_button.disabled:
        if stepper.actions.children:
            texts.append(" ".join(child.description for child in stepper.actions.children[1:]))
        stepper.next_button.click()
    assert any("bet $20" in text for text in texts)  # "The bet on the fifth card is now $8" in a $2 game
    assert any("raise to $15" in text for text in texts)  # "$5 blind ... $15 in total to call"
