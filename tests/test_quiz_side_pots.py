"""The quiz's side-pot topics (issue 25): side pots, the uncalled bet, the pot-limit maximum with an
all-in, and the odd chip -- swept over every game each covers, every answer recomputed here.

The arithmetic is written here from the book's readings, not taken from the engine:
``int-side-pots`` (chips stacked in levels; a pot to the best hand among those who put in that much;
chips no other player matched go back), ``int-pot-limit-arithmetic`` (the most is the bet + the pot
+ the call), ``int-hilo-odd-chip`` (the odd chip of an odd hi/lo pot to the high half) and
``int-odd-chip-by-game`` (tied stud hands: the odd chip to the highest card by suit among all the
tied players' cards; elsewhere to the winner first to the button's left).  Hand values come from
the engine's evaluator (checked against independent evaluators in tests/test_reference_evaluators.py).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Mapping

import pytest

from engine.cards import SUIT_ORDER, parse_cards
from engine.documents.registry import is_citable
from engine.poker.betting.actions import Action, ActionKind
from engine.poker.betting.round import start_round
from engine.poker.betting.structures import pot_limit
from engine.poker.games import GAMES
from engine.poker.hands import best_hand_of, best_low_of
from engine.teaching.quiz import TOPICS, Question, question_bank, question_for
from widgets.render.quiz import bank_json

NEW_TOPICS = ("side-pots", "uncalled-bet", "pot-limit-all-in", "odd-chip")
PAIRS = [(topic, game) for topic in NEW_TOPICS for game in TOPICS[topic].games]
#: Seeds per game and topic: the issue asks for hundreds.
SEEDS = range(200)

Judge = Callable[[str], bool]


def _awards_of(text: str) -> dict[int, int]:
    """``'Seat 1 receives 30 chips; seat 3 receives $40'`` read back: {1: 30, 3: 40}."""
    found = re.findall(r"[Ss]eat (\d+) receives \$?(\d+)", text)
    return {int(seat): int(amount) for seat, amount in found}


def _share(amount: int, winners: list[int], odd_order: list[int]) -> dict[int, int]:
    """``amount`` split among ``winners``, the odd chips in ``odd_order``."""
    ordered = [seat for seat in odd_order if seat in winners]
    base, extra = divmod(amount, len(ordered))
    return {seat: base + (index < extra) for index, seat in enumerate(ordered)}


def _top_by_suit(cards: list) -> tuple[int, int]:  # type: ignore[type-arg]
    top = max(cards, key=lambda card: (card.rank.value_high, SUIT_ORDER.index(card.suit)))
    return top.rank.value_high, SUIT_ORDER.index(top.suit)


def expected_side_pot_awards(game_key: str, given: Mapping) -> dict[int, int]:  # type: ignore[type-arg]
    """What each seat receives, from the hands and what each put in (int-side-pots), worked out here."""
    game = GAMES[game_key]
    chips = {int(seat): amount for seat, amount in given["contributions"].items()}
    hands = {int(seat): parse_cards(cards) for seat, cards in given["hands"].items()}
    board = parse_cards(given["board"])
    live = sorted(hands)
    ranked = sorted(chips.values(), reverse=True)
    top_seat = max(chips, key=lambda seat: chips[seat])
    if ranked[0] > ranked[1] and top_seat in live:  # the uncalled bet goes back: in no pot
        chips[top_seat] = ranked[1]
    button = given["button"]
    order = sorted(chips, key=lambda seat: (seat - button - 1) % 99)  # clockwise from the button's left
    by_suit = game.odd_chip.value.value == "suit"
    order = [seat for seat in order if seat in hands]
    odd_order = sorted(order, key=lambda seat: _top_by_suit(hands[seat]), reverse=True) if by_suit else order
    highs = {seat: best_hand_of(game, hands[seat], board) for seat in live}
    lows = {seat: best_low_of(game, hands[seat], board) for seat in live} if game.hilo else {}
    awards = dict.fromkeys(live, 0)
    previous = 0
    for level in sorted({chips[seat] for seat in live}):
        amount = sum(min(put, level) - min(put, previous) for put in chips.values())
        if level == max(chips[seat] for seat in live):  # folded chips above every live stake
            amount += sum(max(0, put - level) for seat, put in chips.items() if seat not in live)
        eligible = [seat for seat in live if chips[seat] >= level]
        best = max(highs[seat] for seat in eligible)
        high_winners = [seat for seat in eligible if highs[seat] == best]
        qualified = [seat for seat in eligible if lows.get(seat) is not None]
        if qualified:
            best_low = max(lows[seat] for seat in qualified)  # type: ignore[type-var]
            low_winners = [seat for seat in qualified if lows[seat] == best_low]
            low_half = amount // 2
            parts = [(amount - low_half, high_winners), (low_half, low_winners)]  # int-hilo-odd-chip: high half
        else:
            parts = [(amount, high_winners)]
        for part, winners in parts:
            for seat, won in _share(part, winners, odd_order).items():
                awards[seat] += won
        previous = level
    return awards


def judge_side_pots(question: Question) -> Judge:
    expected = {
        seat: amount for seat, amount in expected_side_pot_awards(question.game, question.inputs).items() if amount
    }
    return lambda text: _awards_of(text) == expected


def judge_uncalled(question: Question) -> Judge:
    chips = {int(seat): amount for seat, amount in question.inputs["contributions"].items()}
    seat = max(chips, key=lambda s: chips[s])
    back = chips[seat] - max(amount for other, amount in chips.items() if other != seat)
    pattern = re.compile(rf"Seat {seat} takes back \$?{back}(?: chips?)?")
    return lambda text: bool(pattern.fullmatch(text))


def judge_pot_limit(question: Question) -> Judge:
    """Replay the round; the most is the bet + the pot + the call (int-pot-limit-arithmetic), within the stack."""
    given = question.inputs
    spec = given["stakes"]
    betting = start_round(
        pot_limit(minimum=spec["minimum"], round_count=spec["round_count"]),
        stacks={int(seat): chips for seat, chips in given["stacks"].items()},
        round_number=given["round_number"],
        pot=given["pot"],
    )
    for kind, to in given["actions"]:
        betting = betting.apply(Action(ActionKind(kind), to))
    seat = betting.to_act
    player = betting.player(seat)
    to_call = betting.current_bet - player.put_in
    most = min(betting.current_bet + betting.pot + to_call, player.put_in + player.stack)
    return lambda text: int(re.sub(r"\D", "", text)) == most


def judge_odd_chip(question: Question) -> Judge:
    given = question.inputs
    game = GAMES[question.game]
    pot, seats = given["pot"], given["seats"]
    highs, lows = given["high_winners"], given["low_winners"]
    cards = {int(seat): parse_cards(text) for seat, text in given["cards"].items()}
    order = list(seats)  # the last seat has the button: seat 1 first to its left
    if cards:  # tied stud hands: the odd chip by the highest card by suit
        odd_order = sorted(cards, key=lambda seat: _top_by_suit(cards[seat]), reverse=True)
    else:
        odd_order = order
    if lows:
        low_half = pot // 2
        expected = _share(pot - low_half, highs, odd_order)  # int-hilo-odd-chip: the high half gets it
        for seat, won in _share(low_half, lows, odd_order).items():
            expected[seat] = expected.get(seat, 0) + won
    else:
        expected = _share(pot, highs, odd_order)
    assert game.hilo is not None or not lows
    return lambda text: _awards_of(text) == expected


NEW_JUDGES: dict[str, Callable[[Question], Judge]] = {
    "side-pots": judge_side_pots,
    "uncalled-bet": judge_uncalled,
    "pot-limit-all-in": judge_pot_limit,
    "odd-chip": judge_odd_chip,
}


def assert_well_formed(question: Question) -> None:
    assert 3 <= len(question.choices) <= 5
    assert len(set(question.choices)) == len(question.choices)
    assert 0 <= question.answer_index < len(question.choices)
    assert question.because and is_citable(question.clause)
    assert all(is_citable(step.clause) for step in question.because)
    json.dumps(question.inputs)


def test_the_new_topics_cover_the_games_their_rules_apply_to() -> None:
    assert set(TOPICS["side-pots"].games) == set(TOPICS["uncalled-bet"].games) == set(GAMES)
    assert set(TOPICS["pot-limit-all-in"].games) == {key for key in GAMES if not key.startswith("manila")}
    hilo = {key for key, game in GAMES.items() if game.hilo is not None}
    stud = {"seven-card-stud", "seven-card-stud-hilo", "five-card-stud"}
    assert set(TOPICS["odd-chip"].games) == hilo | stud


@pytest.mark.parametrize(("topic", "game"), PAIRS, ids=[f"{t}-{g}" for t, g in PAIRS])
def test_int_side_pots_every_new_topic_answer_is_recomputed_here(topic: str, game: str) -> None:
    """200 seeded questions per game and topic: exactly one choice states the answer worked out here."""
    for seed in SEEDS:
        question = question_for(topic, game, seed)
        assert_well_formed(question)
        judge = NEW_JUDGES[topic](question)
        right = [index for index, choice in enumerate(question.choices) if judge(choice)]
        assert right == [question.answer_index], (question.id, question.prompt, question.choices, right)


def test_int_hilo_odd_chip_and_int_odd_chip_by_game_questions_say_they_rest_on_a_reading() -> None:
    for game in TOPICS["odd-chip"].games:
        for seed in range(30):
            question = question_for("odd-chip", game, seed)
            cited = {step.clause for step in question.because} & {"int-hilo-odd-chip", "int-odd-chip-by-game"}
            assert cited and cited <= {reading.interpretation for reading in question.readings}
            assert "the book's readings" in question.prompt


def test_int_side_pots_the_uncalled_bet_is_never_called_a_side_pot_in_the_answer() -> None:
    for game in TOPICS["uncalled-bet"].games:
        for seed in range(20):
            question = question_for("uncalled-bet", game, seed)
            assert "takes back" in question.answer
            assert any(step.clause == "int-side-pots" and "returned" in step.text for step in question.because)


def test_the_bank_with_the_new_topics_stays_exportable_and_small() -> None:
    bank = question_bank(2024, 48)
    assert set(NEW_TOPICS) <= {question.topic for question in bank}
    data = json.loads(bank_json(bank, link_base="../"))
    assert len(data["questions"]) == 48


def test_the_new_sweep_is_quick() -> None:
    started = time.perf_counter()
    for topic, game in PAIRS[:: max(1, len(PAIRS) // 8)]:
        for seed in range(20):
            question_for(topic, game, seed)
    assert time.perf_counter() - started < 20
