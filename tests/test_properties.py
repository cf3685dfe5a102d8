"""Properties of hands, lows and showdowns that hold for every deal, checked with hypothesis.

(a) Comparing hands is a total order under every ranking and deck, and two hands are equal
    exactly when their keys are (suits never rank a hand: ``int-suits-never-rank``).
(b) The order cards are given in never matters, for one hand or for a player's best hand.
(c) A player's best hand (and best low) is never worse than any five cards the game's rule
    allows, and is itself an allowed choice (exactly two hole cards in Omaha and Manila...).
(d) A showdown shares out exactly the pot, only to winners, evenly between tied winners,
    with odd chips in the documented order (``int-odd-chip-by-game``, ``int-hilo-odd-chip``).
(e) A qualifying 8-or-better low is five different ranks of 8 or lower, and the wheel is
    the best low (``hr-omaha8-low-qualifier``, ``hr-omaha8-wheel``).

Runs are derandomized (the same examples every time) and have no deadline, so CI is
stable; the examples per test are set in :data:`SETTINGS`, :data:`FEW` and :data:`TABLES`.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import replace

import pytest
from budget import examples
from hypothesis import event, given, settings
from hypothesis import strategies as st
from strategies import (
    ALL_GAMES,
    Table,
    cards_from,
    deals,
    ranking_and_deck,
    resuited,
    suits_relabelled,
    tables,
)

from engine.cards import Card, Rank, Suit
from engine.decks import DECK_52
from engine.poker.game import Family, Game
from engine.poker.games import GAMES
from engine.poker.hands import best_hand, best_hand_of, best_low, best_low_of
from engine.poker.lows import EIGHT_OR_BETTER, EIGHT_OR_BETTER_PAIRS, LowValue, low_of, make_low
from engine.poker.rankings import MANILA, STANDARD, HandValue, evaluate, make_hand
from engine.poker.showdown import showdown

SETTINGS = settings(max_examples=examples(300), deadline=None, derandomize=True, database=None)
#: For tests run once per game (eleven games): fewer examples each.
FEW = settings(max_examples=examples(60), deadline=None, derandomize=True, database=None)
#: For whole tables, once per game: hypothesis favours one-player tables, so more examples.
TABLES = settings(max_examples=examples(120), deadline=None, derandomize=True, database=None)

GAME_PARAMS = [pytest.param(game, id=game.key) for game in ALL_GAMES]
HILO_GAME_PARAMS = [pytest.param(game, id=game.key) for game in ALL_GAMES if game.is_hilo]

#: How many of a player's own cards a high hand may use, as each game's rule says it.
HOLE_CARDS_USED: dict[str, set[int]] = {
    "manila-2": {2},  # pp-manila2-hole-cards: both hole cards with three of the five community cards
    "manila-3": {2},  # pp-manila3-hole-cards: two of the three hole cards with three community cards
    "manila-3-no-sixes": {2},  # the same game with the sixes left out (int-manila3-sixes)
    "texas-holdem": {0, 1, 2},  # hr-holdem-any-five: any five of the two hole cards and five on the board
    "omaha": {2},  # hr-omaha-two-plus-three: exactly two of four with exactly three of five
    "omaha-8": {2},  # hr-omaha8-two-plus-three
    "omaha-8-paired-lows": {2},
    "seven-card-stud": {5},  # hr-stud7-showdown: the best five of the player's seven cards (no board)
    "seven-card-stud-hilo": {5},
    "five-card-stud": {5},  # hr-stud5-winner: the player's five cards
    "draw-poker": {5},  # hr-draw-winner: the five cards after the draw
}
#: The same for the low half of hi/lo games.
LOW_HOLE_CARDS_USED: dict[str, set[int]] = {
    "omaha-8": {2},  # hr-omaha8-low-qualifier: two cards from the hand and three from the board
    "omaha-8-paired-lows": {2},
    "seven-card-stud-hilo": {5},  # hr-stud7hl-split: any five of the player's seven cards
}


def low_number(card: Card) -> int:
    """A card's value for low, from the rule: the ace is 1 (hr-omaha8-ace-low), others face value."""
    return 1 if card.rank is Rank.ACE else card.rank.value_high


# --- (a) a total order -------------------------------------------------------------------------------


@st.composite
def three_related_hands(draw: st.DrawFn) -> tuple[HandValue, HandValue, HandValue]:
    """Three hands under one ranking and deck; each may be a tie of the one before (same ranks)."""
    ranking, deck = draw(ranking_and_deck())
    first = draw(cards_from(deck))
    second = draw(st.one_of(cards_from(deck), suits_relabelled(first), resuited(first)))
    third = draw(st.one_of(cards_from(deck), suits_relabelled(second), resuited(second)))
    a, b, c = (evaluate(hand, ranking, deck) for hand in (first, second, third))
    return a, b, c


@SETTINGS
@given(three_related_hands())
def test_hands_are_totally_ordered(hands: tuple[HandValue, HandValue, HandValue]) -> None:
    """Trichotomy, antisymmetry, transitivity; equal exactly when the keys are equal."""
    for x in hands:
        assert x == x and not x < x and not x > x
    for x, y in itertools.permutations(hands, 2):
        assert [x < y, x == y, x > y].count(True) == 1
        assert (x == y) == (x.key == y.key)
        assert (x < y) == (x.key < y.key)
        assert (x <= y) == (not x > y) and (x >= y) == (not x < y)
        if x <= y and y <= x:
            assert x == y
        if x == y:
            assert hash(x) == hash(y) and x.name == y.name and x.category is y.category
    for x, y, z in itertools.permutations(hands, 3):
        if x <= y and y <= z:
            assert x <= z
        if x < y and y < z:
            assert x < z
        if x == y and y == z:
            assert x == z


@SETTINGS
@given(st.data())
def test_suits_never_rank_a_hand(data: st.DataObject) -> None:
    """int-suits-never-rank: the same hand with its suits renamed ties with it."""
    ranking, deck = data.draw(ranking_and_deck())
    hand = data.draw(cards_from(deck))
    copy = data.draw(suits_relabelled(hand))
    assert evaluate(hand, ranking, deck) == evaluate(copy, ranking, deck)
    assert evaluate(hand, ranking, deck).name == evaluate(copy, ranking, deck).name


@SETTINGS
@given(cards_from(DECK_52), cards_from(DECK_52))
def test_hands_under_different_rankings_do_not_compare(first: tuple[Card, ...], second: tuple[Card, ...]) -> None:
    """A standard hand and a manila hand are never ordered against each other."""
    with pytest.raises(TypeError):
        _ = evaluate(first, STANDARD) < evaluate(second, MANILA)


# --- (b) card order never matters ------------------------------------------------------------------------


@SETTINGS
@given(st.data())
def test_the_order_of_five_cards_never_matters(data: st.DataObject) -> None:
    ranking, deck = data.draw(ranking_and_deck())
    hand = data.draw(cards_from(deck))
    shuffled = data.draw(st.permutations(hand))
    a, b = evaluate(hand, ranking, deck), evaluate(shuffled, ranking, deck)
    assert (a.key, a.name, a.category, a.cards) == (b.key, b.name, b.category, b.cards)
    typed = evaluate(" ".join(card.notation for card in shuffled), ranking, deck)
    assert (typed.key, typed.name, typed.cards) == (a.key, a.name, a.cards)


@pytest.mark.parametrize("game", GAME_PARAMS)
@FEW
@given(data=st.data())
def test_the_order_of_hole_and_board_cards_never_matters(game: Game, data: st.DataObject) -> None:
    hole, board = data.draw(deals(game))
    hole_shuffled = data.draw(st.permutations(hole))
    board_shuffled = data.draw(st.permutations(board))
    a, b = best_hand(game, hole, board), best_hand(game, hole_shuffled, board_shuffled)
    assert (a.key, a.name) == (b.key, b.name)
    if game.is_hilo:
        low_a, low_b = best_low(game, hole, board), best_low(game, hole_shuffled, board_shuffled)
        assert (low_a is None) == (low_b is None)
        if low_a is not None and low_b is not None:
            assert (low_a.key, low_a.name) == (low_b.key, low_b.name)


# --- (c) the best hand is the best allowed choice -----------------------------------------------------------


def allowed_choices(hole: Sequence[Card], board: Sequence[Card], hole_used: set[int]) -> set[frozenset[Card]]:
    """Every five cards the rule allows: ``used`` own cards and ``5 - used`` board cards."""
    return {
        frozenset(own + shared)
        for used in hole_used
        for own in itertools.combinations(hole, used)
        for shared in itertools.combinations(board, 5 - used)
    }


def test_every_game_has_its_hand_rule_written_here() -> None:
    """The tables above follow the registry: a new game needs its rule written here too."""
    assert set(GAMES) <= set(HOLE_CARDS_USED), set(GAMES) - set(HOLE_CARDS_USED)
    hilo = {key for key, game in GAMES.items() if game.is_hilo}
    assert hilo <= set(LOW_HOLE_CARDS_USED), hilo - set(LOW_HOLE_CARDS_USED)


@pytest.mark.parametrize("game", GAME_PARAMS)
@FEW
@given(data=st.data())
def test_the_best_hand_is_never_worse_than_any_allowed_choice(game: Game, data: st.DataObject) -> None:
    hole, board = data.draw(deals(game))
    rule = HOLE_CARDS_USED.get(game.key, set(game.selection.hole_used))
    allowed = allowed_choices(hole, board, rule)
    engine_choices = [frozenset(own + shared) for own, shared in game.selection.choices(hole, board)]
    assert set(engine_choices) == allowed and len(engine_choices) == len(allowed)

    best = best_hand_of(game, hole, board)
    assert best == best_hand(game, hole, board)
    assert frozenset(best.cards) in allowed
    assert len(set(best.cards) & set(hole)) in rule
    assert game.ranking.key(best.cards, game.deck) == best.key
    values = [make_hand(tuple(choice), game.ranking, game.deck) for choice in allowed]
    assert all(best >= value for value in values)
    assert best == max(values)


@pytest.mark.parametrize("game", HILO_GAME_PARAMS)
@FEW
@given(data=st.data())
def test_the_best_low_is_never_worse_than_any_allowed_low(game: Game, data: st.DataObject) -> None:
    assert game.hilo is not None
    low_rule, selection = game.hilo.low, game.hilo.selection
    hole, board = data.draw(deals(game))
    rule = LOW_HOLE_CARDS_USED.get(game.key, set(selection.hole_used))
    allowed = allowed_choices(hole, board, rule)
    engine_choices = [frozenset(own + shared) for own, shared in selection.choices(hole, board)]
    assert set(engine_choices) == allowed and len(engine_choices) == len(allowed)

    lows = [low for choice in allowed if (low := make_low(tuple(choice), low_rule)) is not None]
    best = best_low_of(game, hole, board)
    assert best == best_low(game, hole, board)
    if not lows:
        assert best is None
        return
    assert best is not None
    assert frozenset(best.cards) in allowed
    assert len(set(best.cards) & set(hole)) in rule
    assert low_rule.key(best.cards) == best.key
    assert all(best >= low for low in lows)
    assert best == max(lows)


# --- (d) the pot is shared out to the chip ---------------------------------------------------------------


SUIT_RANK = {Suit.CLUBS: 0, Suit.DIAMONDS: 1, Suit.HEARTS: 2, Suit.SPADES: 3}  # spades highest


def clockwise_from_the_buttons_left(seats: Sequence[int], button: int) -> list[int]:
    """Seats are numbered clockwise: first those after the button, then from seat 1 round to it."""
    return sorted(seats, key=lambda seat: (seat <= button, seat))


def highest_card_by_suit(cards: Sequence[Card]) -> tuple[int, int]:
    return max((card.rank.value_high, SUIT_RANK[card.suit]) for card in cards)


def odd_chip_order(table: Table) -> list[int]:
    """Who gets odd chips first: in stud (by default) the holder of the highest card by suit,
    otherwise the first seat to the left of the button (int-odd-chip-by-game)."""
    seats = list(table.hands)
    if table.game.family is Family.STUD and table.stud_odd_chip == "suit":
        return sorted(seats, key=lambda seat: highest_card_by_suit(table.hands[seat]), reverse=True)
    return clockwise_from_the_buttons_left(seats, table.button)


def expected_awards(table: Table, high_winners: set[int], low_winners: set[int]) -> dict[int, int]:
    """The pot shared out by the documented rules, worked out here."""
    awards = dict.fromkeys(table.hands, 0)
    order = odd_chip_order(table)

    def split(amount: int, winners: set[int]) -> None:
        ordered = [seat for seat in order if seat in winners]
        base, odd_chips = divmod(amount, len(ordered))
        for index, seat in enumerate(ordered):
            awards[seat] += base + (1 if index < odd_chips else 0)

    pot = table.pot
    if not low_winners:
        split(pot, high_winners)
    elif table.hilo_odd_chip == "high":  # int-hilo-odd-chip: the odd chip of the halving goes high
        split(pot - pot // 2, high_winners)
        split(pot // 2, low_winners)
    else:  # option: it goes to the winner first to the left of the button
        split(pot // 2, high_winners)
        split(pot // 2, low_winners)
        if pot % 2:
            clockwise = clockwise_from_the_buttons_left(list(table.hands), table.button)
            awards[next(seat for seat in clockwise if seat in high_winners | low_winners)] += 1
    return awards


@pytest.mark.parametrize("game", GAME_PARAMS)
@TABLES
@given(data=st.data())
def test_chips_are_conserved_in_every_split(game: Game, data: st.DataObject) -> None:
    """Every table is decided four times, under both values of hilo_odd_chip and stud_odd_chip."""
    table = data.draw(tables(game))
    if table.button not in table.hands and len(table.hands) == game.max_players:
        # a full table has no seat left for a button who folded: the button is one of the players
        table = replace(table, button=min(table.hands))
    high_winners, low_winners = winners(table)
    event("players", len(table.hands))
    event("tied high hands" if len(high_winners) > 1 else "one high winner")
    event("tied lows" if len(low_winners) > 1 else "one low" if low_winners else "no low")
    for hilo_odd_chip, stud_odd_chip in itertools.product(("high", "left-of-button"), ("suit", "left-of-button")):
        options = replace(table, hilo_odd_chip=hilo_odd_chip, stud_odd_chip=stud_odd_chip)
        check_showdown(options, high_winners, low_winners)


def winners(table: Table) -> tuple[set[int], set[int]]:
    """The seats with the best high hand, and with the best qualifying low (if the game has lows)."""
    game = table.game
    if len(table.hands) == 1:
        return set(table.hands), set()
    highs = {seat: best_hand_of(game, cards, table.board) for seat, cards in table.hands.items()}
    high_winners = {seat for seat, value in highs.items() if value == max(highs.values())}
    if not game.is_hilo:
        return high_winners, set()
    lows: dict[int, LowValue] = {
        seat: low for seat, cards in table.hands.items() if (low := best_low_of(game, cards, table.board)) is not None
    }
    return high_winners, {seat for seat, low in lows.items() if low == max(lows.values())}


def check_showdown(table: Table, high_winners: set[int], low_winners: set[int]) -> None:
    result = showdown(
        table.game,
        table.hands,
        table.board,
        pot=table.pot,
        button=table.button,
        seats=sorted({*table.hands, table.button}),  # the button's player may have folded
        hilo_odd_chip=table.hilo_odd_chip,
        stud_odd_chip=table.stud_odd_chip,
    )
    awards = result.awards
    assert set(awards) == set(table.hands)
    assert sum(awards.values()) == table.pot
    assert all(amount >= 0 for amount in awards.values())
    assert set(result.high_winners) == high_winners
    assert set(result.low_winners) == low_winners
    # Only winners are paid, and tied winners of one part differ by at most a chip.
    assert {seat for seat, amount in awards.items() if amount > 0} <= high_winners | low_winners
    for part in {share.part for share in result.shares}:
        amounts = [share.amount for share in result.shares if share.part == part]
        assert max(amounts) - min(amounts) <= 1, (part, result.shares)
    # And the odd chips go where the rules send them.
    assert awards == expected_awards(table, high_winners, low_winners)


# --- (e) the 8-or-better low ------------------------------------------------------------------------------


LOW_CARDS = tuple(card for card in DECK_52.cards if low_number(card) <= 8)
WHEEL_RANKS = (Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE)


def low_rich_hands() -> st.SearchStrategy[tuple[Card, ...]]:
    """Five cards: from the whole deck, or from the ace to the 8 (nearly always a low)."""
    only_low = st.lists(st.sampled_from(LOW_CARDS), min_size=5, max_size=5, unique=True).map(tuple)
    return st.one_of(cards_from(DECK_52), only_low)


@SETTINGS
@given(low_rich_hands())
def test_a_qualifying_low_is_five_different_ranks_of_eight_or_lower(hand: tuple[Card, ...]) -> None:
    """hr-omaha8-low-qualifier, int-low-no-pair: it qualifies exactly when the rule says so."""
    numbers = [low_number(card) for card in hand]
    low = low_of(hand, EIGHT_OR_BETTER)
    assert (low is not None) == (len(set(numbers)) == 5 and max(numbers) <= 8)
    if low is not None:
        assert set(low.cards) == set(hand)
        assert len({card.rank for card in low.cards}) == 5
        assert all(low_number(card) <= 8 for card in low.cards)


@SETTINGS
@given(low_rich_hands(), st.lists(st.sampled_from(list(Suit)), min_size=5, max_size=5))
def test_the_wheel_beats_every_other_low(hand: tuple[Card, ...], wheel_suits: list[Suit]) -> None:
    """hr-omaha8-wheel: 5-4-3-2-A is the best low, in any suits (a straight or flush does not count)."""
    wheel = low_of([Card(rank, suit) for rank, suit in zip(WHEEL_RANKS, wheel_suits, strict=True)], EIGHT_OR_BETTER)
    assert wheel is not None and wheel.name == "5-4-3-2-A low (a wheel)"
    low = low_of(hand, EIGHT_OR_BETTER)
    if low is None:
        return
    if {card.rank for card in hand} == set(WHEEL_RANKS):
        assert low == wheel
    else:
        assert wheel > low


@SETTINGS
@given(low_rich_hands(), low_rich_hands())
def test_lows_compare_by_the_highest_card_first(first: tuple[Card, ...], second: tuple[Card, ...]) -> None:
    """hr-omaha8-low-qualifier: lows compare highest card first, then the next; the lower wins."""
    a, b = low_of(first, EIGHT_OR_BETTER), low_of(second, EIGHT_OR_BETTER)
    if a is None or b is None:
        return
    top_down_a = sorted((low_number(card) for card in first), reverse=True)
    top_down_b = sorted((low_number(card) for card in second), reverse=True)
    assert (a > b) == (top_down_a < top_down_b)
    assert (a == b) == (top_down_a == top_down_b)


@SETTINGS
@given(low_rich_hands(), low_rich_hands())
def test_the_paired_low_reading_only_adds_paired_lows(first: tuple[Card, ...], second: tuple[Card, ...]) -> None:
    """int-low-no-pair: with pairs allowed any five cards of 8 or lower qualify, and unpaired
    lows keep the order they have under the usual rule."""
    for hand in (first, second):
        assert (low_of(hand, EIGHT_OR_BETTER_PAIRS) is not None) == all(low_number(card) <= 8 for card in hand)
    usual = [low_of(hand, EIGHT_OR_BETTER) for hand in (first, second)]
    paired = [low_of(hand, EIGHT_OR_BETTER_PAIRS) for hand in (first, second)]
    if usual[0] is not None and usual[1] is not None:
        assert paired[0] is not None and paired[1] is not None
        assert (usual[0] > usual[1]) == (paired[0] > paired[1])
        assert (usual[0] == usual[1]) == (paired[0] == paired[1])
