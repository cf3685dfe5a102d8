"""The step-by-step Manila deal, driven headless: set the controls, click, read what it shows.

The showdown is checked against an oracle written here from the documents' rules (the
category order with the flush above the full house, the ace only high, both hole cards
with three of the board), independent of the engine's evaluator.
"""

from __future__ import annotations

import html
import itertools
import random
import re
from collections import Counter

import ipywidgets as w
import pytest
from refusals import assert_shows_refusal, refused

from engine.cards import Card
from engine.documents import ids
from engine.errors import PlayerCountError, RulesError, RuleViolation, UnknownGameError
from engine.poker.deal import deal
from widgets.common import SEED_MOST
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


def _seat_labels(svg: str) -> list[str]:
    """The label of each seat in the picture ("Seat 3 · blind"), not the picture's title."""
    return re.findall(r'font-weight="700" fill="#111">(Seat \d+[^<]*)<', svg)


def _card_titles(svg: str) -> list[str]:
    return re.findall(r"<g><title>([^<]*)</title>", svg)


# --- an oracle for a 2 Card Manila showdown, from the documents ----------------------------------------

# pokerpages: "A flush beats a full house in any reduced deck game"; "The Ace cannot be used as a low card
# to form a straight in all manila games". Category numbers, higher beats lower:
STRAIGHT_FLUSH, FOUR, FLUSH, FULL_HOUSE, STRAIGHT, THREE, TWO_PAIR, PAIR, HIGH = 8, 7, 6, 5, 4, 3, 2, 1, 0
VALUE = {rank: value for value, rank in enumerate("23456789TJQKA", start=2)}


def oracle_value(five: tuple[str, ...]) -> tuple[int, ...]:
    values = sorted((VALUE[card[0]] for card in five), reverse=True)
    counts = Counter(values)
    by_group = sorted(counts, key=lambda value: (counts[value], value), reverse=True)
    flush = len({card[1] for card in five}) == 1
    straight = len(counts) == 5 and values[0] - values[4] == 4  # no wheel: the ace is only high
    shape = sorted(counts.values(), reverse=True)
    if straight and flush:
        category = STRAIGHT_FLUSH
    elif shape[0] == 4:
        category = FOUR
    elif flush:
        category = FLUSH
    elif shape == [3, 2]:
        category = FULL_HOUSE
    elif straight:
        category = STRAIGHT
    elif shape[0] == 3:
        category = THREE
    elif shape == [2, 2, 1]:
        category = TWO_PAIR
    elif shape[0] == 2:
        category = PAIR
    else:
        category = HIGH
    return (category, *by_group)


def oracle_best(hole: tuple[str, str], board: tuple[str, ...]) -> tuple[int, ...]:
    """pokerpages: "both hole cards must be used with three of the five community cards"."""
    return max(oracle_value((*hole, *three)) for three in itertools.combinations(board, 3))


def notation(cards: tuple[Card, ...]) -> tuple[str, ...]:
    return tuple(repr(card) for card in cards)


# --- the deal, step by step ----------------------------------------------------------------------------


def test_pp_manila2_card_count_clicking_next_to_the_showdown_ends_on_31_of_32():
    stepper = DealStepper(players=11, button=11, seed=3)
    _click_to_the_end(stepper)
    count = _text(stepper.count.value)
    assert "22 dealt, 4 burned, 5 on the board, 1 left in the stub (32 in all)" in count
    # the showdown states the documents' arithmetic: 11 x 2 = 22; 5 + 4 = 9; total = 31
    assert "11 players x 2 cards = 22" in stepper.explanation.value
    assert "total = 31." in stepper.explanation.value
    # and, citing the book's method rather than the documents, the one card left
    assert "leaving 32 \u2212 31 = 1 in the stub" in stepper.explanation.value
    assert "methods.html#method-card-count" in stepper.explanation.value
    assert "Showdown" in stepper.explanation.value


# (players, seed): seed 71 with six players has a flush against a full house, which the flush beats
@pytest.mark.parametrize(("players", "seed"), [(4, 5), (4, 11), (4, 2024), (6, 71)])
def test_pp_manila2_showdown_the_winner_and_the_five_cards_it_uses_agree_with_the_oracle(players, seed):
    stepper = DealStepper(players=players, button=2, seed=seed, teaching=False)
    stepper.finish_button.click()  # everyone calls and checks: every player shows down
    walk = stepper.walk
    assert walk is not None and walk.result is not None
    board = notation(walk.deal.board)
    best = {seat: oracle_best(notation(walk.deal.hands[seat]), board) for seat in walk.deal.order}
    top = max(best.values())
    winners = sorted(seat for seat, value in best.items() if value == top)
    assert sorted(walk.result.high_winners) == winners
    labels = _seat_labels(stepper.picture.value)
    assert sorted(int(re.match(r"Seat (\d+)", label).group(1)) for label in labels if "wins" in label) == winners
    # the five cards outlined in the picture: both hole cards of a winner and three of the board, best by the oracle
    used = [title.removesuffix(" (used)") for title in _card_titles(stepper.picture.value) if title.endswith("(used)")]
    seat = winners[0]
    hole = walk.deal.hands[seat]
    if len(winners) == 1:
        assert len(used) == 5
        outlined = [card for card in (*hole, *walk.deal.board) if str(card) in used]
        assert all(card in outlined for card in hole)
        assert oracle_value(notation(tuple(outlined))) == top
    # the result pane reads the same five as "used", in the winner's own cards and on the board
    pane = stepper.result.value
    assert f"Seat {seat}" in pane and all(f'aria-label="{card} (used)"' in pane for card in hole)


# --- dealing a new hand, or the seed in the box -------------------------------------------------------


def dealt(stepper: DealStepper) -> tuple[dict, tuple]:
    """The hand the stepper is walking through: each seat's cards and the board."""
    assert stepper.walk is not None, stepper.message.value
    return dict(stepper.walk.deal.hands), stepper.walk.deal.board


def engine_hand(seed: int, *, game: str = "2 Card Manila", players: int, button: int) -> tuple[dict, tuple]:
    """The hand a seed gives, dealt by the engine itself (no widget, no view)."""
    hand = deal(game, players=players, button=button, stake=2, rng=random.Random(seed))
    return dict(hand.hands), hand.board


def test_deal_a_new_hand_writes_the_seed_it_draws_in_the_box_and_deals_that_seeds_hand():
    stepper = DealStepper(players=5, button=2, seed=2024, steps=6, seed_source=random.Random(13))
    draws = random.Random(13)  # the same generator, drawn independently of the widget
    expected = [draws.randint(0, SEED_MOST) for _ in range(2)]
    hands = []
    for seed in expected:
        stepper.new_deal_button.click()
        assert stepper.seed.value == seed and 0 <= seed <= SEED_MOST  # shown in the box, in its range
        assert dealt(stepper) == engine_hand(seed, players=5, button=2)
        assert stepper.view.counts.dealt == 0 and stepper.back_button.disabled  # from the start of the hand
        hands.append(dealt(stepper))
    assert len(set(expected)) == 2 and hands[0] != hands[1]  # two presses, two seeds, two hands


def test_the_seed_a_new_hand_shows_deals_that_hand_again_typed_back_or_with_deal_this_seed():
    stepper = DealStepper(game="3 Card Manila", players=6, button=4, seed_source=random.Random(6))
    stepper.new_deal_button.click()
    shown, first = int(stepper.seed.value), dealt(stepper)
    stepper.finish_button.click()
    result = stepper.walk.result.awards
    stepper.new_deal_button.click()
    assert dealt(stepper) != first
    stepper.seed.value = shown  # typed into the box: it deals at once, as it always has
    assert dealt(stepper) == first == engine_hand(shown, game="3 Card Manila", players=6, button=4)
    stepper.finish_button.click()
    assert stepper.walk.result.awards == result  # the same hand, played the same way, ends the same
    stepper.deal_button.click()  # "Deal this seed": the same hand once more, from its start
    assert dealt(stepper) == first and stepper.back_button.disabled and not stepper.next_button.disabled


def test_a_new_hand_drawn_with_the_seed_already_in_the_box_still_deals_it_from_the_start():
    class Same(random.Random):
        def randint(self, a: int, b: int) -> int:
            return 5

    stepper = DealStepper(players=4, button=2, seed=5, steps=8, seed_source=Same())
    stepper.new_deal_button.click()
    assert stepper.seed.value == 5 and dealt(stepper) == engine_hand(5, players=4, button=2)
    assert stepper.view.counts.dealt == 0 and stepper.back_button.disabled


def test_int_input_size_a_negative_seed_is_refused_and_a_new_hand_replaces_it():
    stepper = DealStepper(players=4, button=2, seed=5, seed_source=random.Random(1))
    stepper.seed.value = -1
    refusal(stepper, RulesError, (ids.INT_INPUT_SIZE,), (-1,))
    stepper.deal_button.click()  # "Deal this seed" refuses it the same way
    refusal(stepper, RulesError, (ids.INT_INPUT_SIZE,), (-1,))
    assert stepper.walk is None and stepper.next_button.disabled
    stepper.new_deal_button.click()
    seed = random.Random(1).randint(0, SEED_MOST)
    assert stepper.seed.value == seed and dealt(stepper) == engine_hand(seed, players=4, button=2)
    assert stepper.message.value == "" and not stepper.next_button.disabled


def test_the_showdown_turns_the_hands_still_in_face_up_even_without_teaching_mode():
    stepper = DealStepper(players=3, button=1, seed=9, teaching=False)
    stepper.next_button.click()
    stepper.next_button.click()
    assert "face down" in " ".join(_card_titles(stepper.picture.value))
    stepper.finish_button.click()
    titles = {title.removesuffix(" (used)") for title in _card_titles(stepper.picture.value)}
    walk = stepper.walk
    for seat in walk.result.hands:  # every hand in the showdown, shown by name
        assert {str(card) for card in walk.deal.hands[seat]} <= titles
    assert not any("face down" in title for title in titles)
    assert "face up" in stepper.picture.value  # the description says so too


def test_nzg_14_1c_i_the_blind_seat_is_tagged_through_the_whole_hand():
    # "The blind is placed by the player on the immediate left of the button": button 2 of 4, so seat 3
    stepper = DealStepper(players=4, button=2, seed=5)
    assert not any("blind" in label for label in _seat_labels(stepper.picture.value))  # nothing posted yet
    stepper.next_button.click()
    for _ in range(30):
        assert any(label.startswith("Seat 3 · blind") for label in _seat_labels(stepper.picture.value))
        assert "Seat 3 (posted the blind)" in stepper.picture.value  # in the picture's words as well
        if stepper.next_button.disabled:
            break
        stepper.next_button.click()
    stepper.finish_button.click()
    assert any(label.startswith("Seat 3 · blind") for label in _seat_labels(stepper.picture.value))


def test_pp_manila3_card_count_nine_players_use_all_36_cards():
    stepper = DealStepper(game="3 Card Manila", players=9, button=9, seed=3)
    _click_to_the_end(stepper)
    assert "27 dealt, 4 burned, 5 on the board, 0 left in the stub (36 in all)" in _text(stepper.count.value)
    assert "total = 36." in stepper.explanation.value
    assert "leaving 36 \u2212 36 = 0 in the stub" in stepper.explanation.value


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
    assert [button.description for button in stepper.choices] == ["call $2", "raise to $6", "fold"]
    assert "Seat 4 to act" in stepper.to_act.value
    stepper.choices[1].click()
    assert "Seat 4 raises to $6." in stepper.explanation.value
    assert "Pot: $8" in _text(stepper.count.value)
    # the next player may call the $6 or raise again by twice the blind, to $10
    assert [button.description for button in stepper.choices] == ["call $6", "raise to $10", "fold"]
    assert stepper.choices[0].tooltip == "Seat 1: call $6"


def test_the_choice_buttons_are_a_fixed_set_so_a_hand_does_not_pile_up_widgets():
    stepper = DealStepper(players=6, button=3, seed=2024)
    pool = list(stepper.action_buttons)
    before = len(w.widgets.widget._instances)
    while not stepper.next_button.disabled:
        if stepper.choices:
            stepper.choices[0].click()
        else:
            stepper.next_button.click()
    assert stepper.action_buttons == pool and list(stepper.actions.children[1:]) == pool
    assert len(w.widgets.widget._instances) == before  # nothing made, nothing left behind


def test_int_betting_round_after_a_choice_the_focus_leaves_the_choices_for_next(monkeypatch):
    """The choice buttons are relabelled for the next player: the focus must not stay on "fold" for them."""
    stepper = DealStepper(players=6, button=2, seed=4)
    while not stepper.choices:  # to the first betting round
        stepper.next_button.click()
    focused: list[str] = []
    for name, button in (("next", stepper.next_button), ("restart", stepper.restart_button)):
        monkeypatch.setattr(button, "focus", lambda name=name: focused.append(name))
    for index, choice in enumerate(stepper.action_buttons):
        monkeypatch.setattr(choice, "focus", lambda index=index: focused.append(f"choice {index}"))
    acted = 0
    while stepper.choices and acted < 3:
        before = stepper.view.to_act
        stepper.choices[-1].click()  # fold: the same button is "fold" again for the next player
        acted += 1
        assert stepper.view.to_act != before
        assert focused[-1] == "next", focused  # after each choice, Next; never a choice button
    assert acted == 3 and not any(name.startswith("choice") for name in focused)
    focused.clear()
    stepper.next_button.click()  # any other move leaves the focus where the reader put it
    assert focused == []


def test_when_the_pressed_button_goes_away_the_focus_moves_to_the_next_that_can_be_pressed(monkeypatch):
    stepper = DealStepper(players=2, button=2, seed=4)
    focused: list[str] = []
    monkeypatch.setattr(stepper.restart_button, "focus", lambda: focused.append("restart"))
    stepper.finish_button.click()  # the hand is over: Next and "To the showdown" are disabled
    assert stepper.finish_button.disabled and stepper.next_button.disabled
    assert focused == ["restart"]


def test_pp_manila2_showdown_the_live_stepper_shows_each_step_of_the_showdown_once():
    """At the showdown the explanation lists the steps; the pane of hands beside it does not repeat them."""
    stepper = DealStepper(players=5, button=1, seed=7)
    stepper.finish_button.click()
    view = stepper.view
    assert view is not None and view.walk.result is not None and stepper.result.value
    shown = stepper.explanation.value + stepper.result.value
    for step in view.walk.result.because:
        assert shown.count(f"<li>{html.escape(step.text)} ") == 1, step.text
    assert "<ol" not in stepper.result.value  # the hands and what each wins, without a second list of steps
    assert "Wins" in stepper.result.value and "$" in stepper.result.value


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
        texts.append(" ".join(button.description for button in stepper.choices))
        stepper.next_button.click()
    assert any("bet $20" in text for text in texts)  # "The bet on the fifth card is now $8" in a $2 game
    assert any("raise to $15" in text for text in texts)  # "$5 blind ... $15 in total to call"


# --- bad settings: the engine's message, inline, in plain words with its rule ---------------------------


def message_shown(stepper: DealStepper) -> str:
    html = stepper.message.value
    assert 'class="rb-error"' in html and 'role="alert"' in html, html[:300]
    text = _text(html)
    assert "Traceback" not in text and not re.search(r"\b[a-z]+_[a-z_]+\b", text), text  # no parameter names
    return text


def refusal(stepper: DealStepper, kind: type[RulesError], rules: tuple[str, ...], named: tuple[object, ...]) -> None:
    """The stepper refuses (:func:`message_shown`) with a ``kind`` that cites exactly ``rules``, shown in its
    message pane (:func:`refusals.assert_shows_refusal`)."""
    message_shown(stepper)
    error = stepper.view.error if stepper.view is not None else None
    assert_shows_refusal(error, stepper.message.value, kind, rules, named)


#: "the maximum number of players being 11" (pp-manila2-deck); one player alone wins without a hand
ALONE = (ids.PP_MANILA2_DECK, ids.INT_UNCONTESTED_POT)


@pytest.mark.parametrize(
    ("box", "value", "kind", "rules", "named"),
    [
        ("players", 1, PlayerCountError, ALONE, (1, 2, 11)),  # a hand needs 2 to 11 players
        ("players", 0, PlayerCountError, ALONE, (0, 2, 11)),
        ("players", 12, PlayerCountError, (ids.PP_MANILA2_DECK,), (12, 11)),  # at most 11
        ("players", 10**6, PlayerCountError, (ids.PP_MANILA2_DECK,), (10**6,)),  # not moved to a bound
        ("players", 1.5, PlayerCountError, (ids.INT_INPUT_SIZE,), (1.5,)),  # not truncated to 1
        ("button", 0, PlayerCountError, (ids.NZG_14_1B,), (0,)),
        ("button", 11, PlayerCountError, (ids.NZG_14_1B,), (11,)),
        ("stake", 0, RulesError, (ids.INT_STAKE_SIZE,), (0, 1)),  # a stake of 1 or more
        ("stake", -5, RulesError, (ids.INT_STAKE_SIZE,), (-5,)),
    ],
)
def test_bad_settings_are_named_inline_with_their_rule_and_the_stepper_waits_for_good_ones(
    box, value, kind, rules, named
):
    stepper = DealStepper(players=4, button=2, seed=5)
    getattr(stepper, box).value = value
    refusal(stepper, kind, rules, named)
    assert stepper.next_button.disabled and stepper.walk is None
    getattr(stepper, box).value = {"players": 4, "button": 2, "stake": 2}[box]
    assert stepper.message.value == "" and not stepper.next_button.disabled


def test_the_canberra_deal_outside_3_card_manila_is_refused_inline():
    stepper = DealStepper(players=4, button=2, seed=5)
    stepper.canberra.value = True
    refusal(stepper, RulesError, (ids.PP_MANILA3_CANBERRA,), ("3 Card Manila", "2 Card Manila"))  # not this game's
    stepper.game.value = "3 Card Manila"
    assert stepper.message.value == ""


def test_a_move_the_hand_does_not_allow_is_refused_inline():
    stepper = DealStepper(players=3, button=1, seed=2)
    before = stepper.walk
    stepper.action_buttons[0].click()  # a hidden button, clicked by a forged message: no one is to act
    refusal(stepper, RuleViolation, (ids.INT_BETTING_ROUND,), ())
    assert stepper.walk is before  # the hand stays where it was
    stepper.finish_button.click()
    over = stepper.walk
    stepper.next_button.click()  # disabled in the page, but a message can still say "click": the hand is over
    refusal(stepper, RuleViolation, (ids.INT_BETTING_ROUND,), ())
    assert stepper.walk is over and over.result is not None


@pytest.mark.parametrize(
    ("arguments", "rule", "quoted"),
    [
        ({"game": "Texas"}, ids.INT_GAMES, "'Texas'"),
        ({"game": "Omaha"}, ids.INT_GAMES, "'Omaha'"),
        ({"players": 100}, ids.INT_INPUT_SIZE, "100"),  # never moved to the box's bound
        ({"players": 4.0}, ids.INT_INPUT_SIZE, "4.0"),
        ({"seed": -1}, ids.INT_INPUT_SIZE, "-1"),
        ({"button": "two"}, ids.INT_INPUT_SIZE, "'two'"),
        ({"steps": -1}, ids.INT_INPUT_SIZE, "-1"),
    ],
)
def test_a_chapter_that_opens_the_stepper_on_a_bad_choice_is_told_its_rule(arguments, rule, quoted):
    with refused(RulesError, rule, naming=(quoted,), only=True):
        DealStepper(**arguments)


def test_the_games_the_stepper_deals_are_listed_when_another_is_asked_for():
    games = ("2 Card Manila", "3 Card Manila", "3 Card Manila (no sixes)")
    with refused(UnknownGameError, ids.INT_GAMES, naming=("'Texas'", *games), only=True):
        DealStepper(game="Texas")
