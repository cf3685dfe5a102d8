"""Manillen Plus: the shuffle, the cut, the deal, the undealt cards and the trump call.

Source: ../shared/seeds/004_3cc0f46981b58302.txt, SETUP (mp-dealer, mp-cut, mp-deal,
mp-undealt, mp-undealt-score, mp-partners-wait, mp-trump-call, mp-no-trumps,
mp-blind-no-trumps, mp-go-along); the dealing packets are int-mp-dealing.
"""

from __future__ import annotations

import random

import pytest
from refusals import assert_names, refused

from engine.cards import Card, Suit
from engine.decks import MANILLEN_DECK
from engine.documents import ids
from engine.errors import (
    CardCountError,
    DuplicateCardError,
    GeneratorError,
    OptionError,
    PlayerCountError,
    RuleViolation,
)
from engine.explain import cited, inline_citation
from engine.manillen.deal import call_trump, deal, deal_pack, parse_call

SORTED_PACK = MANILLEN_DECK.cards  # 7c 7d 7h 7s 8c ... Ac Ad Ah As: a known order for the dealing tests


def expected_hands(pack: tuple[Card, ...], order: tuple[int, ...], packets: tuple[int, ...]) -> dict[int, list[Card]]:
    """The dealing procedure of int-mp-dealing written out independently: round by round, seat by seat."""
    hands: dict[int, list[Card]] = {seat: [] for seat in order}
    position = 0
    for size in packets:
        for seat in order:
            hands[seat] += pack[position : position + size]
            position += size
    return hands


# --- mp-deal, mp-undealt, int-mp-dealing --------------------------------------------------------


@pytest.mark.parametrize(("player_count", "hand_size"), [(3, 10), (6, 5)])
def test_mp_deal_hand_sizes_and_two_undealt(player_count: int, hand_size: int) -> None:
    dealt = deal(player_count, dealer=1, rng=random.Random(0))
    assert sorted(dealt.hands) == list(range(1, player_count + 1))
    assert all(len(hand) == hand_size for hand in dealt.hands.values())
    assert len(dealt.undealt) == 2
    every = [card for hand in dealt.hands.values() for card in hand] + list(dealt.undealt)
    assert len(every) == player_count * hand_size + 2 == 32
    assert set(every) == set(MANILLEN_DECK.cards)


def test_int_mp_dealing_three_players_packets_3_4_3_from_the_left() -> None:
    dealt = deal_pack(SORTED_PACK, player_count=3, dealer=3)
    # Dealer 3: the deal starts on their left, seat 1, and ends with the dealer.
    assert dealt.hands == {
        seat: tuple(cards) for seat, cards in expected_hands(SORTED_PACK, (1, 2, 3), (3, 4, 3)).items()
    }
    assert dealt.hands[1][:3] == SORTED_PACK[0:3]
    assert dealt.hands[2][3:7] == SORTED_PACK[3 * 3 + 4 : 3 * 3 + 8]  # round 2, second in line
    assert dealt.undealt == SORTED_PACK[30:32]


def test_int_mp_dealing_six_players_packets_3_2() -> None:
    dealt = deal_pack(SORTED_PACK, player_count=6, dealer=2)
    order = (3, 4, 5, 6, 1, 2)
    assert dealt.hands == {seat: tuple(cards) for seat, cards in expected_hands(SORTED_PACK, order, (3, 2)).items()}
    assert dealt.undealt == SORTED_PACK[30:32]


def test_int_mp_dealing_other_packets_singly() -> None:
    dealt = deal_pack(SORTED_PACK, player_count=3, dealer=1, packets=(1,) * 10)
    assert dealt.hands[2] == SORTED_PACK[0:30:3]
    assert dealt.hands[3] == SORTED_PACK[1:30:3]
    assert dealt.hands[1] == SORTED_PACK[2:30:3]


@pytest.mark.parametrize(
    ("packets", "clause"),
    [((3, 3), ids.MP_DEAL), ((5, 5, 1), ids.MP_DEAL), ((), ids.INT_MP_DEALING), ((0, 10), ids.INT_MP_DEALING),
     ((-1, 11), ids.INT_MP_DEALING), ((True, 9), ids.INT_MP_DEALING)],
)
def test_mp_deal_packets_must_make_a_hand(packets: tuple[int, ...], clause: str) -> None:
    # each of 3 players gets 10 cards (mp-deal), in packets of one card or more (int-mp-dealing)
    with refused(CardCountError, clause, only=True):
        deal_pack(SORTED_PACK, player_count=3, dealer=1, packets=packets)


def test_mp_deal_explained_card_by_card() -> None:
    dealt = deal_pack(SORTED_PACK, player_count=3, dealer=1)
    clauses = cited(dealt.because)
    assert clauses == (
        "int-mp-deck-52",
        "mp-dealer",
        "mp-cut",
        "int-mp-dealing",
        "mp-deal",
        "mp-undealt",
        "mp-undealt-score",
    )
    *rounds, tally = [step for step in dealt.because if step.clause == "mp-deal"]
    assert len(rounds) == 3 * 3  # three rounds to three players, then the tally
    assert_names(rounds[0], ("seat 2", "7\u2663 7\u2666 7\u2665", "1-3"))  # the first packet: cards 1 to 3
    assert tally == dealt.because[-1]
    assert_names(tally, ("3 \u00d7 10 + 2 = 32",))


def test_mp_undealt_score_counted_in_the_deal_explanation() -> None:
    dealt = deal_pack(SORTED_PACK, player_count=6, dealer=1)
    # The last two cards of the sorted pack are Ah As: 4 + 4 points for seats 1, 3 and 5.
    step = next(step for step in dealt.because if step.clause == "mp-undealt-score")
    assert_names(step, ("8 points", "1, 3 and 5"))


def test_mp_deal_pack_must_be_the_whole_deck() -> None:
    with refused(CardCountError, ids.MP_DECK_32, naming=(31, 32), only=True):
        deal_pack(SORTED_PACK[:31], player_count=6, dealer=1)
    with refused(DuplicateCardError, ids.MP_DECK_32, naming=("7c",), only=True):
        deal_pack((*SORTED_PACK[:31], SORTED_PACK[0]), player_count=6, dealer=1)


def test_mp_deal_first_lead_is_dealers_left() -> None:
    assert deal_pack(SORTED_PACK, player_count=3, dealer=3).first_leader == 1
    assert deal_pack(SORTED_PACK, player_count=6, dealer=4).first_leader == 5


@pytest.mark.parametrize("dealer", [0, 4, True, 1.0])
def test_mp_dealer_must_be_a_seat(dealer: int) -> None:
    # seats 1 to 3, clockwise (int-mp-seats)
    with refused(PlayerCountError, ids.INT_MP_SEATS, naming=(repr(dealer),), only=True):
        deal(3, dealer=dealer, rng=random.Random(0))


def test_mp_players_deal_refuses_four() -> None:
    with refused(PlayerCountError, ids.MP_PLAYERS, naming=(4,), only=True):
        deal(4, dealer=1, rng=random.Random(0))


# --- mp-cut --------------------------------------------------------------------------------------


def test_mp_cut_moves_the_top_cards_under() -> None:
    cut = deal_pack(SORTED_PACK, player_count=3, dealer=1, cut=5)
    by_hand = deal_pack((*SORTED_PACK[5:], *SORTED_PACK[:5]), player_count=3, dealer=1)
    assert cut.hands == by_hand.hands
    assert cut.undealt == by_hand.undealt == SORTED_PACK[3:5]
    step = next(step for step in cut.because if step.clause == "mp-cut")
    assert_names(step, ("Seat 3", 5, 27))  # the top 5 cards go under the other 27


def test_mp_cut_may_be_declined() -> None:
    dealt = deal_pack(SORTED_PACK, player_count=6, dealer=1)
    [step] = [step for step in dealt.because if step.clause == ids.MP_CUT]
    assert_names(step, ("Seat 6", "declines"))


@pytest.mark.parametrize("cut", [0, 32, -3, True, 2.0])
def test_mp_cut_must_leave_cards_in_both_parts(cut: int) -> None:
    # 1 to 31 of the 32 cards (mp-cut)
    with refused(RuleViolation, ids.MP_CUT, naming=(repr(cut),), only=True):
        deal_pack(SORTED_PACK, player_count=3, dealer=1, cut=cut)


def test_mp_cut_shuffle_needs_its_own_generator() -> None:
    with refused(GeneratorError, ids.INT_SHUFFLE, naming=("random.Random",), only=True):
        deal(3, dealer=1, rng=random)  # type: ignore[arg-type]


def test_mp_cut_shuffle_is_injected_and_reproducible() -> None:
    first = deal(3, dealer=2, rng=random.Random(99), cut=7)
    again = deal(3, dealer=2, rng=random.Random(99), cut=7)
    other = deal(3, dealer=2, rng=random.Random(100), cut=7)
    assert first.hands == again.hands and first.undealt == again.undealt
    assert first.hands != other.hands
    # The shuffle is the deck's own, fed by the generator passed in: compare with shuffling by hand.
    pack = list(MANILLEN_DECK.cards)
    random.Random(99).shuffle(pack)
    assert first.hands == deal_pack(pack, player_count=3, dealer=2, cut=7).hands


# --- mp-trump-call, mp-no-trumps, mp-blind-no-trumps, mp-go-along, mp-partners-wait ---------------


@pytest.mark.parametrize(
    ("call", "suit"),
    [
        ("hearts", Suit.HEARTS),
        ("h", Suit.HEARTS),
        ("\u2660", Suit.SPADES),
        ("Club", Suit.CLUBS),
        (Suit.DIAMONDS, Suit.DIAMONDS),
    ],
)
def test_mp_trump_call_one_of_the_four_suits(call: str | Suit, suit: Suit) -> None:
    assert parse_call(call) is suit
    contract = call_trump(call, player_count=3, dealer=1)
    assert contract.trump is suit
    assert contract.multiplier == 1


@pytest.mark.parametrize("call", [None, "no trumps", "NT", "no-trumps"])
def test_mp_no_trumps_doubles_the_score(call: str | None) -> None:
    contract = call_trump(call, player_count=3, dealer=1)
    assert contract.trump is None
    assert contract.multiplier == 2
    assert "mp-no-trumps" in cited(contract.because)


@pytest.mark.parametrize("call", ["stars", "", "x"])
def test_mp_trump_call_refuses_other_calls(call: str) -> None:
    # the dealer calls one of the four suits or no trumps (mp-no-trumps), and the refusal quotes the call
    with refused(RuleViolation, ids.MP_NO_TRUMPS, naming=(repr(call),), only=True):
        call_trump(call, player_count=3, dealer=1)


def test_mp_blind_no_trumps_quadruples_where_allowed() -> None:
    contract = call_trump(None, player_count=6, dealer=2, blind=True, blind_no_trumps="allowed")
    assert contract.multiplier == 4  # "quadruple the score": x 4 in place of no trumps' x 2
    assert "int-mp-blind-no-trumps" in cited(contract.because)


def test_mp_blind_no_trumps_int_mp_blind_no_trumps_only_where_allowed() -> None:
    with refused(RuleViolation, ids.MP_BLIND_NO_TRUMPS, ids.INT_MP_BLIND_NO_TRUMPS, only=True) as blind:
        call_trump(None, player_count=3, dealer=1, blind=True)
    assert "blind_no_trumps" not in str(blind.value)  # the reader sees the rule, not the Python option's name
    with refused(RuleViolation, ids.MP_BLIND_NO_TRUMPS, naming=("hearts",), only=True):
        call_trump("hearts", player_count=3, dealer=1, blind=True, blind_no_trumps="allowed")
    with refused(OptionError, ids.INT_MP_BLIND_NO_TRUMPS, naming=("'maybe'", "'forbidden'", "'allowed'"), only=True):
        call_trump(None, player_count=3, dealer=1, blind_no_trumps="maybe")


@pytest.mark.parametrize(
    ("call", "blind", "multiplier"),
    [
        ("spades", False, 1 * 2 * 2),  # a suit counts once; along x 2; against x 2 again
        (None, False, 2 * 2 * 2),  # no trumps x 2
        (None, True, 4 * 2 * 2),  # blind no trumps x 4
    ],
)
def test_mp_go_along_doubles_and_go_against_doubles_again(call: str | None, blind: bool, multiplier: int) -> None:
    along = call_trump(call, player_count=3, dealer=1, blind=blind, go_along=3, blind_no_trumps="allowed")
    against = call_trump(
        call, player_count=3, dealer=1, blind=blind, go_along=3, go_against=1, blind_no_trumps="allowed"
    )
    assert along.multiplier == multiplier // 2
    assert against.multiplier == multiplier
    sayings = [step.text for step in against.because if step.clause == "mp-go-along"]
    assert sayings[0].startswith("Seat 3, an opponent, says \u201cI go along\u201d")
    assert sayings[1].startswith("Seat 1, on the dealer's side, says \u201cI go against\u201d")


def test_mp_go_along_only_by_an_opponent() -> None:
    # seat 3 is the dealer's partner; the opponents are seats 2, 4 and 6
    with refused(RuleViolation, ids.MP_GO_ALONG, naming=(3, "2, 4 and 6"), only=True):
        call_trump("hearts", player_count=6, dealer=1, go_along=3)


def test_mp_go_along_int_mp_go_along_go_against_only_by_the_dealers_team_after_go_along() -> None:
    with refused(RuleViolation, ids.MP_GO_ALONG, ids.INT_MP_GO_ALONG, only=True):
        call_trump("hearts", player_count=6, dealer=1, go_against=3)
    # seat 2 is an opponent; the dealer's team is seats 1, 3 and 5
    with refused(RuleViolation, ids.MP_GO_ALONG, naming=(2, "1, 3 and 5"), only=True):
        call_trump("hearts", player_count=6, dealer=1, go_along=4, go_against=2)
    six = call_trump("hearts", player_count=6, dealer=1, go_along=4, go_against=5)
    assert six.multiplier == 4  # a partner of the dealer may answer for the team


def test_mp_partners_wait_recorded_in_the_six_player_call() -> None:
    contract = call_trump("clubs", player_count=6, dealer=5)
    wait = [step for step in contract.because if step.clause == "mp-partners-wait"]
    assert [step.text for step in wait] == [
        "Seats 1 and 3, the dealer's partners, do not look at their cards until the trump is called."
    ]
    assert "mp-partners-wait" not in cited(call_trump("clubs", player_count=3, dealer=1).because)


# --- refusals end with their clause ids, ';'-separated (RulesError.citing) --------------------------


def test_mp_go_along_int_mp_go_along_go_against_without_go_along_cites_both_the_one_way() -> None:
    with refused(RuleViolation, ids.MP_GO_ALONG, ids.INT_MP_GO_ALONG, only=True) as caught:
        call_trump("hearts", player_count=3, dealer=1, go_against=1)
    assert cited(caught.value.because) == (ids.MP_GO_ALONG, ids.INT_MP_GO_ALONG)  # the rule, then its reading
    assert str(caught.value).endswith(" (mp-go-along; int-mp-go-along)")


@pytest.mark.parametrize(
    ("call", "error", "clause", "naming"),
    [
        (lambda: parse_call("stars"), RuleViolation, ids.MP_NO_TRUMPS, ("'stars'",)),
        (lambda: parse_call(7), RuleViolation, ids.MP_NO_TRUMPS, (7,)),  # type: ignore[arg-type]
        (lambda: deal(3, 1, random.Random(1), cut=40), RuleViolation, ids.MP_CUT, (40, 31)),
        (lambda: deal(3, 1, random.Random(1), packets=(3, 3)), CardCountError, ids.MP_DEAL, (6, 10)),
        (lambda: deal(3, 1, random.Random(1), packets=(0,)), CardCountError, ids.INT_MP_DEALING, ("(0,)",)),
        (lambda: deal_pack(MANILLEN_DECK.cards[:30], player_count=3, dealer=1), CardCountError, ids.MP_DECK_32, (30, 32)),
        (
            lambda: call_trump("hearts", player_count=3, dealer=1, blind=True, blind_no_trumps="allowed"),
            RuleViolation,
            ids.MP_BLIND_NO_TRUMPS,
            ("hearts",),
        ),
        (
            lambda: call_trump("hearts", player_count=3, dealer=1, go_along=1),
            RuleViolation,
            ids.MP_GO_ALONG,
            (1, "2 and 3"),
        ),
    ],
)
def test_mp_trump_call_and_deal_refusals_end_with_their_clauses(call, error, clause, naming) -> None:
    with refused(error, clause, naming=naming, only=True) as caught:
        call()
    # the ids in the message are those of ``because``, written one way (RulesError.citing)
    assert str(caught.value).endswith(" " + inline_citation(caught.value.because))
