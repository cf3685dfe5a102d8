"""The stud opener's forced bet, everywhere the engine builds a stud betting round (issue 12, item 1).

House rules, Five-Card Stud: "The player with the lowest ranking up-card must place the opening
bet" (hr-stud5-low-card-opens) and "All players place a small wager known as an 'ante'"
(hr-stud5-ante).  Seven-Card Stud: "The player with the low card opens the betting. Each player in
turn must call, raise, or fold" (hr-stud7-low-card-opens, hr-stud7-first-round-action); the
High/Low Split: "the player with the highest card must open the betting" (hr-stud7hl-high-card-opens).
The book's reading int-stud-opening-bet: on the first round the opener bets; no check, no fold.

The opener is worked out here from the up-cards by the documents' rule and the book's tie reading
(int-stud-opener-ties: suits clubs < diamonds < hearts < spades; int-stud-ace-opener: the ace is
high), not asked of the engine.
"""

from __future__ import annotations

import random

import pytest

from engine.errors import RuleViolation
from engine.poker.betting.actions import Action, ActionKind
from engine.poker.betting.round import start_round
from engine.poker.betting.structures import fixed_limit, half_pot, no_limit, pot_limit, spread_limit
from engine.poker.deal import deal
from engine.poker.events import EventKind
from engine.poker.game_stakes import default_stakes
from engine.teaching.quiz import question_for

STUD_GAMES = ("seven-card-stud", "seven-card-stud-hilo", "five-card-stud")
BETTING_TOPICS = ("amount-to-call", "raise-limits")
SEEDS = range(300)  # the issue's Done-when: at least 300 seeds per game and topic

RANKS = "23456789TJQKA"  # the ace counts high for the opener (int-stud-ace-opener)
SUITS = "cdhs"  # lowest to highest for breaking ties (int-stud-opener-ties)


def _stakes(spec: dict[str, object]):  # type: ignore[no-untyped-def]
    kind = spec["constructor"]
    if kind == "default_stakes":
        return default_stakes(spec["game"], stake=spec["stake"])
    shape = {"minimum": spec["minimum"], "blinds": spec["blinds"], "round_count": spec["round_count"]}
    if kind == "spread_limit":
        return spread_limit(maximum=spec["maximum"], **shape)
    return {"pot_limit": pot_limit, "half_pot": half_pot, "no_limit": no_limit}[kind](**shape)


def _first_round_opener(game: str, up_cards: dict[str, str]) -> int:
    """The lowest up-card opens (the highest in the High/Low Split); suits break a tie of ranks."""

    def strength(text: str) -> tuple[int, int]:
        card = text.strip()
        return RANKS.index(card[0].upper()), SUITS.index(card[-1].lower())

    pick = max if game == "seven-card-stud-hilo" else min
    return int(pick(up_cards, key=lambda seat: strength(up_cards[seat])))


def _small_bet(spec: dict[str, object]) -> int:
    return int(spec["stake"] if spec["constructor"] == "default_stakes" else spec["minimum"])  # type: ignore[call-overload]


@pytest.mark.parametrize("topic", BETTING_TOPICS)
@pytest.mark.parametrize("game", STUD_GAMES)
def test_int_stud_opening_bet_every_quiz_round_starts_with_the_forced_bet(game: str, topic: str) -> None:
    """Over 300 seeds: in the first round the opener the up-cards name makes the first bet, before
    anyone else acts; no check, no fold.  Every later round starts with the opener too."""
    first_rounds = 0
    for seed in SEEDS:
        question = question_for(topic, game, seed)
        given = question.inputs
        actions = given["actions"]
        stacks = {int(seat): chips for seat, chips in given["stacks"].items()}
        assert "has the button" not in question.prompt and "no button" in question.prompt  # item 2: who deals
        assert f"seat {given['dealer']} deals" in question.prompt
        if given["round_number"] == 1:
            first_rounds += 1
            opener = _first_round_opener(game, given["up_cards"])
            assert given["first_to_act"] == opener and given["must_open"] is True, question.id
            assert actions and actions[0][0] in ("bet", "all in"), (question.id, actions)
        # replay the round exactly as the question tells it: its first action is the opener's
        betting = start_round(
            _stakes(given["stakes"]),
            stacks=stacks,
            round_number=given["round_number"],
            pot=given["pot"],
            first_to_act=given["first_to_act"],
            must_open=given["must_open"],
        )
        for kind, to in actions:
            betting = betting.apply(Action(ActionKind(kind), to))
        if actions:
            assert betting.history[0].seat == given["first_to_act"], question.id
        if given["round_number"] == 1:
            assert betting.history[0].kind in (ActionKind.BET, ActionKind.ALL_IN), question.id
    assert first_rounds >= 30  # the sweep really covers the first round


@pytest.mark.parametrize("topic", BETTING_TOPICS)
def test_hr_stud5_ante_every_five_card_stud_quiz_pot_holds_the_antes(topic: str) -> None:
    """'All players place a small wager known as an ante': the first round's pot is the antes,
    one a player, and no later pot holds less.  The ante is a quarter of the small bet, at least a
    chip (int-ante-size)."""
    for seed in SEEDS:
        given = question_for(topic, "five-card-stud", seed).inputs
        players = len(given["stacks"])
        ante = max(1, _small_bet(given["stakes"]) // 4)
        assert given["ante"] == ante
        if given["round_number"] == 1:
            assert given["pot"] == players * ante
        else:
            assert given["pot"] >= players * ante + players * _small_bet(given["stakes"])


@pytest.mark.parametrize("seed", [6, 146, 156])
def test_int_stud_opening_bet_the_issues_seeds_no_longer_check(seed: int) -> None:
    """The seeds the issue names: 'Seat 1 checks ... Seat 2 bets' can no longer be told."""
    for topic in BETTING_TOPICS:
        question = question_for(topic, "five-card-stud", seed)
        if question.inputs["round_number"] == 1:
            opener = question.inputs["first_to_act"]
            assert question.inputs["actions"][0][0] == "bet"
            assert f"Seat {opener} bets" in question.prompt and f"Seat {opener} checks" not in question.prompt


def test_int_stud_opening_bet_the_opener_may_not_check_or_fold() -> None:
    """A 2/4 Five-Card Stud first round, seat 2 the opener: its choices are the bet of 2 alone."""
    betting = start_round(
        fixed_limit(small_bet=2, big_bet=4, blinds=()), stacks={1: 99, 2: 99, 3: 99}, first_to_act=2, must_open=True
    )
    legal = betting.legal_actions().value
    assert [(a.kind, a.min_to, a.max_to) for a in legal] == [(ActionKind.BET, 2, 2)]
    for refused in (ActionKind.CHECK, ActionKind.FOLD):
        with pytest.raises(RuleViolation) as error:
            betting.apply(Action(refused))
        assert error.value.because[0].clause == "int-stud-opening-bet"


@pytest.mark.parametrize("game", STUD_GAMES)
def test_int_stud_opening_bet_the_deal_names_the_forced_bet_and_the_opener_folds_last(game: str) -> None:
    """In every deal the first betting round cites the forced bet; an opener told to fold in the first
    round folds only after the others, having made its bet (it cannot fold first)."""
    for seed in range(60):
        rng = random.Random(seed)
        players = rng.randint(2, 7)
        folds = {seat: 1 for seat in range(1, players + 1) if rng.random() < 0.4}
        hand = deal(game, players=players, button=rng.randint(1, players), rng=random.Random(seed), folds=folds)
        rounds = [event for event in hand.events if event.kind is EventKind.BETTING_ROUND]
        assert "int-stud-opening-bet" in {step.clause for step in rounds[0].because}
        assert all("int-stud-opening-bet" not in {s.clause for s in r.because} for r in rounds[1:])
        opener = rounds[0].first_to_act
        first_folds = [e for e in hand.events if e.kind is EventKind.FOLD and e.betting_round == 1]
        if any(event.seat == opener for event in first_folds):
            assert first_folds[-1].seat == opener
            assert "int-stud-opening-bet" in {step.clause for step in first_folds[-1].because}


@pytest.mark.parametrize("players", [2, 5, 10])
def test_hr_stud5_ante_the_deal_puts_every_players_ante_in_the_pot(players: int) -> None:
    """A 2/4 game: each player antes a quarter of the small bet, at least one chip (int-ante-size)."""
    hand = deal("Five-Card Stud", players=players, button=1, stake=2, rng=random.Random(players))
    antes = [event for event in hand.events if event.kind is EventKind.POST_ANTE]
    assert len(antes) == players and {event.amount for event in antes} == {1}
    assert hand.forced_bets == players * 1
