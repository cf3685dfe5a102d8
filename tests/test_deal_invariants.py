"""What holds in every deal of every game, with every option: the cards are conserved, the stud
opener is the one the up-cards name, and the deck running short is said out loud.

The card counts come from arithmetic (a deck is dealt, burned, put on the board, mucked or left in
the stub, never lost or doubled); the stud opener from an oracle written here from the documents'
sentences ("The player with the low card opens the betting", "the player with the highest card
must open the betting", "On all subsequent rounds, the player with the best hand open the
betting") and the ties reading ``int-stud-opener-ties`` (suits break first-round ties, clubs lowest;
position breaks later ones), without calling the engine's opener.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import pytest
from budget import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from refusals import refused

from engine.cards import Card
from engine.documents import ids
from engine.errors import GeneratorError, RulesError
from engine.explain import ClauseId, cited
from engine.poker.betting.stakes import Stakes
from engine.poker.betting.structures import fixed_limit, manila_limit, no_limit, pot_limit, spread_limit
from engine.poker.deal import deal
from engine.poker.events import Deal, EventKind
from engine.poker.game import Family, Game
from engine.poker.games import GAMES
from engine.poker.procedures import OpKind


def _rounds(game: Game) -> int:
    return sum(1 for op in game.procedure if op.kind is OpKind.BET)


@st.composite
def custom_stakes(draw: st.DrawFn, game: Game) -> Stakes:
    """Stakes other than the game's default that still fit it: its number of rounds and of blinds."""
    rounds = _rounds(game)
    small = draw(st.integers(2, 50))
    if game.family is Family.MANILA:
        return draw(
            st.sampled_from(
                [
                    manila_limit(stake=small, later_raise="double"),
                    manila_limit(stake=small, blind_amounts=(1, small)),
                    pot_limit(minimum=small, blinds=(small,), round_count=rounds),
                    spread_limit(minimum=small, maximum=3 * small, blinds=(small,), round_count=rounds),
                ]
            )
        )
    if game.family is Family.STUD:
        return draw(
            st.sampled_from(
                [
                    fixed_limit(small_bet=small, blinds=(), round_count=rounds, small_bet_rounds=1),
                    no_limit(minimum=small, round_count=rounds),
                ]
            )
        )
    return draw(
        st.sampled_from(
            [
                fixed_limit(small_bet=small, round_count=rounds, small_bet_rounds=1, small_blind_live=False),
                pot_limit(minimum=small, blinds=(1, small), round_count=rounds),
                no_limit(minimum=small, blinds=(small // 2 or 1, small), round_count=rounds),
            ]
        )
    )


def _check_conserved(game: Game, hand: Deal) -> None:
    for event in hand.events:
        counts = event.counts
        assert counts.dealt + counts.burned + counts.board + counts.mucked + counts.stub == game.deck.size
    everything: list[Card] = [card for cards in hand.hands.values() for card in cards]
    everything += [*hand.board, *hand.burned, *hand.mucked, *hand.stub]
    assert len(everything) == game.deck.size  # no card twice
    assert set(everything) == set(game.deck.cards)  # and none lost
    final = hand.events[-1]
    assert final.kind in (EventKind.SHOWDOWN, EventKind.UNCONTESTED)
    assert final.result is not None and sum(final.result.awards.values()) == hand.forced_bets


@pytest.mark.parametrize("game_key", sorted(GAMES))
@settings(max_examples=examples(40), deadline=None, derandomize=True)
@given(data=st.data())
def test_cards_are_conserved_at_every_step_of_every_deal_with_every_option(game_key: str, data: st.DataObject) -> None:
    game = GAMES[game_key]
    players = data.draw(st.integers(min_value=2, max_value=game.max_players), label="players")
    seats = sorted(data.draw(st.sets(st.integers(1, 14), min_size=players, max_size=players), label="seats"))
    button = data.draw(st.sampled_from(seats), label="button")
    rounds = _rounds(game)
    folds = data.draw(
        st.dictionaries(st.sampled_from(seats), st.integers(1, rounds), max_size=players - 1), label="folds"
    )
    options: dict[str, object] = {}
    if game.hole_count == 3 and game.family is Family.MANILA:
        options["canberra"] = data.draw(st.booleans(), label="canberra")
    if game.family is Family.MANILA and data.draw(st.booleans(), label="several blinds"):
        options["blind_count"] = data.draw(st.integers(2, players - 1), label="blind_count") if players > 2 else 1
    if game.family is Family.STUD:
        options["ante"] = data.draw(st.integers(0, 5), label="ante")
    if game.family is Family.DRAW:
        draws = st.dictionaries(st.sampled_from(seats), st.integers(0, 5))
        options["draws"] = data.draw(draws, label="draws")
    choice = data.draw(st.sampled_from(["default", "stake", "stakes"]), label="stakes")
    if choice == "stake":
        options["stake"] = data.draw(st.integers(2, 1000), label="stake")
    elif choice == "stakes" and options.get("blind_count", 1) == 1:
        options["stakes"] = data.draw(custom_stakes(game), label="custom stakes")
    seed = data.draw(st.integers(0, 10**6), label="seed")
    hand = deal(game, seats=seats, button=button, rng=random.Random(seed), folds=folds, **options)  # type: ignore[arg-type]
    _check_conserved(game, hand)


def test_the_invariant_covers_every_game() -> None:
    """Each game of the registry is dealt above (the parametrisation is the registry itself)."""
    assert all(any(op.kind is OpKind.DEAL for op in game.procedure) for game in GAMES.values())


# -- the stud opener, from the up-cards, by an oracle written from the documents -------------------

RANK = {str(n): n for n in range(2, 10)} | {"T": 10, "J": 11, "Q": 12, "K": 13, "A": 14}
SUIT = {"c": 0, "d": 1, "h": 2, "s": 3}  # int-stud-opener-ties: clubs lowest, then diamonds, hearts, spades


def _rank(card: Card) -> int:
    return RANK[repr(card)[:-1].replace("10", "T")]


def _suit(card: Card) -> int:
    return SUIT[repr(card)[-1]]


def _showing(cards: Sequence[Card]) -> tuple[int, ...]:
    """Up-cards as a partial hand: four of a kind, three, two pair, a pair, then high cards (ace high)."""
    counts = Counter(_rank(card) for card in cards)
    shape = sorted(counts.values(), reverse=True)
    level = {4: 4, 3: 3}.get(shape[0], 2 if shape[:2] == [2, 2] else 1 if shape[0] == 2 else 0)
    ranks = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
    return (level, *ranks)


def _expected_opener(game: Game, up: dict[int, list[Card]], order: Sequence[int], round_number: int) -> int:
    if round_number == 1:
        cards = {seat: up[seat][0] for seat in order}
        if game.key == "seven-card-stud-hilo":  # "the player with the highest card must open the betting"
            return max(order, key=lambda seat: (_rank(cards[seat]), _suit(cards[seat])))
        return min(order, key=lambda seat: (_rank(cards[seat]), _suit(cards[seat])))
    best = max(_showing(up[seat]) for seat in order)
    return next(seat for seat in order if _showing(up[seat]) == best)  # ties: first to the dealer's left


STUD = sorted(key for key, game in GAMES.items() if game.family is Family.STUD)


@pytest.mark.parametrize("game_key", STUD)
@settings(max_examples=examples(60), deadline=None, derandomize=True)
@given(data=st.data())
def test_hr_stud7_low_card_opens__hr_stud7_best_hand_opens__hr_stud5_low_card_opens_the_opener_matches_the_up_cards(
    game_key: str, data: st.DataObject
) -> None:
    game = GAMES[game_key]
    players = data.draw(st.integers(2, game.max_players), label="players")
    button = data.draw(st.integers(1, players), label="button")
    rounds = _rounds(game)
    folds = data.draw(st.dictionaries(st.integers(1, players), st.integers(1, rounds), max_size=players - 1))
    hand = deal(game, players=players, button=button, rng=random.Random(data.draw(st.integers(0, 10**6))), folds=folds)
    up: dict[int, list[Card]] = {seat: [] for seat in hand.order}
    for event in hand.events:
        if event.kind is EventKind.DEAL_CARD and event.face_up and event.seat is not None:
            up[event.seat].extend(event.cards)
        if event.kind is EventKind.BETTING_ROUND:
            in_hand = [seat for seat in hand.order if seat in event.active]  # clockwise from the dealer's left
            assert event.first_to_act == _expected_opener(game, up, in_hand, event.betting_round)


def test_hr_stud7_low_card_opens_ties_of_rank_go_by_suit_clubs_lowest() -> None:
    """The oracle itself, on the reading's own example: "the 5\u2663 opens before the 5\u2660"."""
    five_of_clubs, five_of_spades = Card.parse("5c"), Card.parse("5s")
    opener = _expected_opener(GAMES["seven-card-stud"], {1: [five_of_spades], 2: [five_of_clubs]}, [1, 2], 1)
    assert opener == 2


# -- the deck running short in stud ---------------------------------------------------------------


def test_int_stud_deck_short_seven_players_leave_out_the_last_burn_and_say_so() -> None:
    """7 players x 7 cards = 49, and 4 burns would make 53 of 52: the burn before the seventh card is left out."""
    hand = deal("Seven-Card Stud", players=7, button=7, rng=random.Random(3))
    assert len(hand.burned) == 3 and 7 * 7 + 3 == 52
    skipped = [event for event in hand.events if event.kind is EventKind.NO_BURN]
    assert len(skipped) == 1
    assert skipped[0].because[0].clause == "int-stud-deck-short"
    assert skipped[0].counts.stub == 7 and "7 players" in skipped[0].headline
    # it comes where the fourth burn would: after the fourth betting round, before the last card
    kinds = [event.kind for event in hand.events]
    rounds = [index for index, kind in enumerate(kinds) if kind is EventKind.BETTING_ROUND]
    assert rounds[3] < kinds.index(EventKind.NO_BURN) < rounds[4]
    assert not hand.board


def test_int_stud_deck_short_ten_in_five_card_stud_leave_out_the_last_burn() -> None:
    """10 players x 5 cards = 50, and 3 burns would make 53: the third burn is left out."""
    hand = deal("Five-Card Stud", players=10, button=10, rng=random.Random(3))
    assert len(hand.burned) == 2 and 10 * 5 + 2 == 52
    assert [event.kind for event in hand.events].count(EventKind.NO_BURN) == 1


def test_int_stud_antes_without_an_ante_a_step_says_so() -> None:
    hand = deal("Seven-Card Stud", players=4, button=4, rng=random.Random(3))
    assert not [event for event in hand.events if event.kind is EventKind.POST_ANTE]
    first = next(event for event in hand.events if event.kind is EventKind.DEAL_CARD)
    assert first.because[0].clause == "hr-stud7-deal"  # the card's own rule first
    assert "int-stud-antes" in cited(first.because) and "No one antes" in first.because[1].text
    with_ante = deal("Seven-Card Stud", players=4, button=4, rng=random.Random(3), ante=1)
    antes = [event for event in with_ante.events if event.kind is EventKind.POST_ANTE]
    assert [event.because[0].clause for event in antes] == ["int-stud-antes"] * 4
    assert with_ante.forced_bets == 4 * 1


# -- what deal() accepts ------------------------------------------------------------------------------


@pytest.mark.parametrize("rng", [random, None, 42, "seed"], ids=["the random module", "None", "42", "a string"])
def test_a_deal_needs_its_own_generator(rng: object) -> None:
    with refused(GeneratorError, ids.INT_SHUFFLE, naming=(repr(rng),)):
        deal("2 Card Manila", players=4, button=4, rng=rng)  # type: ignore[arg-type]


@pytest.mark.parametrize("canberra", ["yes", 1, None])
def test_pp_manila3_canberra_is_asked_for_with_true_or_false(canberra: object) -> None:
    with refused(RulesError, ids.PP_MANILA3_CANBERRA, naming=(repr(canberra), True, False)):
        deal("3 Card Manila", players=4, button=4, rng=random.Random(1), canberra=canberra)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("stake", "clause"),
    [
        # a stake that is no whole number of chips, 1 or more: the engine cites pp-manila2-structure, a
        # 2 Card Manila clause, for this Hold 'Em deal, so the clause is left unchecked (reported on issue 13)
        (0, None),
        (2.5, None),
        (True, None),
        (10**6 + 1, ids.INT_STAKE_SIZE),
    ],
)
def test_int_stake_size_a_deal_takes_a_stake_of_1_to_a_million_chips(stake: object, clause: ClauseId | None) -> None:
    with refused(RulesError, *([clause] if clause else []), naming=(stake,)):
        deal("Texas Hold 'Em", players=4, button=4, rng=random.Random(1), stake=stake)  # type: ignore[arg-type]
    assert deal("Texas Hold 'Em", players=4, button=4, rng=random.Random(1), stake=10**6).stakes.bets[0] == 10**6


def test_hr_stud5_ante_an_ante_is_refused_in_a_game_with_blinds() -> None:
    with refused(RulesError, ids.HR_STUD5_ANTE, naming=(1, "2 Card Manila")):
        deal("2 Card Manila", players=4, button=4, rng=random.Random(1), ante=1)


def test_nzg_14_1c_iii_the_number_of_blinds_is_a_whole_number() -> None:
    with refused(RulesError, ids.NZG_14_1C_III, naming=("'2'",)):
        deal("2 Card Manila", players=4, button=4, rng=random.Random(1), blind_count="2")  # type: ignore[arg-type]
    with refused(RulesError, ids.NZG_14_1C, naming=(2, "Texas Hold 'Em")):
        deal("Texas Hold 'Em", players=4, button=4, rng=random.Random(1), blind_count=2)
