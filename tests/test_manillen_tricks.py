"""Manillen Plus: legal plays, the trick winner, and a deal played card by card.

Source: ../shared/seeds/004_3cc0f46981b58302.txt, GAMEPLAY (mp-first-lead, mp-lead-any,
mp-follow-and-beat, mp-trump-when-void, mp-any-card, mp-no-undertrump,
mp-undertrump-defined, mp-trick-trump, mp-trick-led-suit, mp-next-lead) and the
interpretations int-mp-beat, int-mp-must-trump, int-mp-partner-winning, int-mp-undertrump.

Seating in the examples: with three players and seat 1 dealing, seat 1 plays alone
against seats 2 and 3 (mp-teams-3); with six players and seat 1 dealing, seats 1, 3, 5
play against 2, 4, 6 (mp-seating-6).  Spades are trumps unless a test says otherwise.
"""

from __future__ import annotations

import random

import pytest
from refusals import assert_names, refused

from engine.cards import Card, Suit, parse_cards
from engine.decks import MANILLEN_DECK
from engine.documents import ids
from engine.errors import (
    CardCountError,
    CardNotationError,
    CardNotInDeckError,
    DuplicateCardError,
    OptionError,
    RuleViolation,
)
from engine.explain import inline_citation
from engine.manillen.deal import Deal, call_trump, deal, deal_pack
from engine.manillen.play import PlayState, play_randomly, start_play
from engine.manillen.table import Side
from engine.manillen.tricks import LegalPlays, beats, legal_plays, trick_winner


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def reason_clauses(plays: LegalPlays) -> dict[str, str]:
    return {card.notation: plays.reasons[card].clause for card in plays.hand}


# --- mp-lead-any ---------------------------------------------------------------------------------


def test_mp_lead_any_card_may_be_led() -> None:
    plays = legal_plays("Ah 7c Ks Td", trump="spades", dealer=1)
    assert plays.seat == 2  # mp-first-lead: the player on the dealer's left
    assert plays.allowed == cards("Ah 7c Ks Td")
    assert set(reason_clauses(plays).values()) == {"mp-lead-any"}


# --- mp-follow-and-beat --------------------------------------------------------------------------


def test_mp_follow_and_beat_opponent_winning_must_beat() -> None:
    # Seat 3 leads the king of hearts; seat 1, the dealer, is seat 3's opponent.
    plays = legal_plays("Ah 7h Ks", "Kh", trump="spades", leader=3, dealer=1)
    assert plays.seat == 1
    assert plays.allowed == cards("Ah")
    assert reason_clauses(plays) == {"Ah": "mp-follow-and-beat", "7h": "mp-follow-and-beat", "Ks": "mp-follow-and-beat"}
    # 7h does not beat seat 3's Kh, which Ah would; Ks does not follow, and seat 1 holds hearts
    assert_names(plays.reasons[Card.parse("7h")], ("7\u2665", "K\u2665", "A\u2665"))
    assert_names(plays.reasons[Card.parse("Ks")], ("K\u2660", "A\u2665 7\u2665"))


def test_mp_ranking_the_manille_beats_the_ace_when_following() -> None:
    plays = legal_plays("Th Kh 8c", "Ah", trump="spades", leader=3, dealer=1)
    assert plays.allowed == cards("Th")


def test_mp_follow_and_beat_if_possible_else_any_card_of_the_suit() -> None:
    plays = legal_plays("9h 7h Ks", "Kh", trump="spades", leader=3, dealer=1)
    assert plays.allowed == cards("9h 7h")


def test_int_mp_partner_winning_need_not_beat() -> None:
    # Seat 2 leads; seat 3 is seat 2's partner against the dealer.
    plays = legal_plays("Ah 7h Ks", "Kh", trump="spades", leader=2, dealer=1)
    assert plays.seat == 3
    assert plays.allowed == cards("Ah 7h")
    assert plays.reasons[Card.parse("7h")].clause == "int-mp-partner-winning"


def test_int_mp_beat_an_opponents_trump_cannot_be_beaten_by_following_suit() -> None:
    # Six players: seat 2 leads Kh, seat 3 (dealer's side) trumps with 7s; seat 4 follows hearts.
    plays = legal_plays("Ah 9h Qc", "Kh 7s", trump="spades", leader=2, dealer=1, player_count=6)
    assert plays.seat == 4
    assert plays.allowed == cards("Ah 9h")
    assert plays.reasons[Card.parse("9h")].clause == "int-mp-beat"


def test_mp_follow_and_beat_a_later_opponent_card_counts() -> None:
    # Seat 2 leads 9h, seat 3 (an opponent of seat 4) overtakes with Kh: seat 4 must beat the king.
    plays = legal_plays("Ah Qh 7c", "9h Kh", trump="spades", leader=2, dealer=1, player_count=6)
    assert plays.allowed == cards("Ah")


def test_mp_follow_and_beat_trump_lead_must_be_beaten_with_trumps() -> None:
    plays = legal_plays("Ts 9s Ah", "As", trump="spades", leader=3, dealer=1)
    assert plays.allowed == cards("Ts")


def test_int_mp_undertrump_following_a_trump_lead_is_not_undertrumping() -> None:
    plays = legal_plays("9s 7s Ah", "As", trump="spades", leader=3, dealer=1)
    assert plays.allowed == cards("9s 7s")
    assert plays.reasons[Card.parse("7s")].clause == "int-mp-undertrump"
    assert plays.reasons[Card.parse("Ah")].clause == "mp-follow-and-beat"


# --- mp-trump-when-void, mp-any-card, int-mp-must-trump ------------------------------------------


def test_mp_trump_when_void_must_trump_when_an_opponent_is_winning() -> None:
    plays = legal_plays("7s Ac Qd", "Kh", trump="spades", leader=3, dealer=1)
    assert plays.allowed == cards("7s")
    assert reason_clauses(plays) == {"7s": "mp-trump-when-void", "Ac": "mp-trump-when-void", "Qd": "mp-trump-when-void"}


def test_mp_trump_when_void_may_trump_when_a_partner_is_winning() -> None:
    plays = legal_plays("7s Ac", "Kh", trump="spades", leader=2, dealer=1)
    assert plays.allowed == cards("7s Ac")
    assert reason_clauses(plays) == {"7s": "mp-trump-when-void", "Ac": "int-mp-partner-winning"}


def test_mp_any_card_void_without_trumps() -> None:
    plays = legal_plays("Ac Qd", "Kh", trump="spades", leader=3, dealer=1)
    assert plays.allowed == cards("Ac Qd")
    assert set(reason_clauses(plays).values()) == {"mp-any-card"}


def test_mp_follow_and_beat_must_overtrump_an_opponents_trump() -> None:
    # Seat 2 leads Kh, seat 3 (dealer's side) trumps with Js; seat 4 has no heart.
    plays = legal_plays("Qs 8s Ac", "Kh Js", trump="spades", leader=2, dealer=1, player_count=6)
    assert plays.allowed == cards("Qs")
    assert reason_clauses(plays) == {"Qs": "mp-trump-when-void", "8s": "mp-follow-and-beat", "Ac": "mp-trump-when-void"}


def test_int_mp_must_trump_not_when_no_trump_can_win() -> None:
    # Seat 4 cannot overtrump the jack: it need not trump, and may not undertrump.
    plays = legal_plays("8s 7s Ac", "Kh Js", trump="spades", leader=2, dealer=1, player_count=6)
    assert plays.allowed == cards("Ac")
    assert reason_clauses(plays) == {
        "8s": "mp-undertrump-defined",
        "7s": "mp-undertrump-defined",
        "Ac": "int-mp-must-trump",
    }


# --- mp-no-undertrump, mp-undertrump-defined, int-mp-undertrump ----------------------------------


def test_mp_undertrump_defined_allowed_with_no_other_card() -> None:
    plays = legal_plays("8s 7s", "Kh Js", trump="spades", leader=2, dealer=1, player_count=6)
    assert plays.allowed == cards("8s 7s")
    assert set(reason_clauses(plays).values()) == {"mp-undertrump-defined"}


def test_mp_no_undertrump_even_under_a_partners_trump() -> None:
    # Six players, seat 1 deals: seat 2 leads Kh, seat 3 Ah, seat 4 trumps Js, seat 5 follows Qh.
    # Seat 6 (seat 4's partner) has no heart: it may discard or overtrump, not undertrump.
    plays = legal_plays("8s Qs Ac", "Kh Ah Js Qh", trump="spades", leader=2, dealer=1, player_count=6)
    assert plays.seat == 6
    assert plays.allowed == cards("Qs Ac")
    assert reason_clauses(plays) == {
        "8s": "mp-undertrump-defined",
        "Qs": "mp-trump-when-void",
        "Ac": "int-mp-partner-winning",
    }


def test_int_mp_undertrump_allowed_option_lets_a_lower_trump_be_played() -> None:
    partner = legal_plays(
        "8s Qs Ac", "Kh Ah Js Qh", trump="spades", leader=2, dealer=1, player_count=6, undertrump="allowed"
    )
    assert partner.allowed == cards("8s Qs Ac")
    assert partner.reasons[Card.parse("8s")].clause == "int-mp-undertrump"
    opponent = legal_plays(
        "8s 7s Ac", "Kh Js", trump="spades", leader=2, dealer=1, player_count=6, undertrump="allowed"
    )
    assert opponent.allowed == cards("8s 7s Ac")


def test_int_mp_undertrump_allowed_still_must_overtrump_an_opponent() -> None:
    plays = legal_plays("Qs 8s Ac", "Kh Js", trump="spades", leader=2, dealer=1, player_count=6, undertrump="allowed")
    assert plays.allowed == cards("Qs")


def test_int_mp_undertrump_option_is_checked() -> None:
    with refused(OptionError, ids.INT_MP_UNDERTRUMP, naming=("'sometimes'", "'never'", "'allowed'"), only=True):
        legal_plays("8s", "Kh Js", trump="spades", leader=2, dealer=1, player_count=6, undertrump="sometimes")


def test_mp_no_trumps_no_card_is_a_trump() -> None:
    plays = legal_plays("7s Ac", "Kh", trump=None, leader=3, dealer=1)
    assert plays.allowed == cards("7s Ac")
    assert plays.because[0].clause == "mp-no-trumps"
    assert set(reason_clauses(plays).values()) == {"mp-any-card"}


# --- the answer itself ------------------------------------------------------------------------------


def test_legal_plays_explains_situation_then_every_card() -> None:
    plays = legal_plays("Ah 7h Ks", "Kh", trump="spades", leader=3, dealer=1)
    assert [step.clause for step in plays.because[:3]] == ["mp-trump-call", "mp-trick-led-suit", "mp-teams-3"]
    assert plays.because[3:] == tuple(plays.reasons[card] for card in plays.hand)
    assert plays.forbidden == cards("7h Ks")
    assert Card.parse("Ah") in plays and Card.parse("7h") not in plays


def test_legal_plays_refuses_bad_input() -> None:
    with refused(CardCountError, ids.MP_DEAL, naming=("''",), only=True):
        legal_plays("", "Kh", trump="spades", dealer=1)
    # three cards at a table of three: the trick is complete and its winner leads the next (mp-next-lead)
    with refused(CardCountError, ids.MP_NEXT_LEAD, naming=(3, "Kh Qh Jh"), only=True):
        legal_plays("Ah", "Kh Qh Jh", trump="spades", dealer=1)
    with refused(CardCountError, ids.MP_DEAL, naming=(6, 5), only=True):  # 6 cards; each of 6 players is dealt 5
        legal_plays("Ah Kh Qh Jh 9h 8h", trump="spades", dealer=1, player_count=6)
    with refused(DuplicateCardError, ids.MP_DECK_32, naming=("Kh",), only=True):
        legal_plays("Ah Kh", "Kh", trump="spades", dealer=1)
    with refused(CardNotInDeckError, ids.MP_DECK_32, naming=("6h",), only=True):
        legal_plays("Ah 6h", trump="spades", dealer=1)
    with refused(RuleViolation, ids.MP_NO_TRUMPS, naming=("'stars'",), only=True):
        legal_plays("Ah", trump="stars", dealer=1)


# --- mp-trick-trump, mp-trick-led-suit -------------------------------------------------------------


@pytest.mark.parametrize(
    ("trick", "trump", "winner"),
    [
        ("9h Ah Th", None, 2),  # mp-ranking: the manille is the highest heart
        ("Kh Ac Ad", Suit.SPADES, 0),  # off-suit aces never win
        ("8d 9d 7s 7h 7c Jd", None, 5),  # no trumps, six players
        ("7c Ah Ts", Suit.DIAMONDS, 0),  # no trump played: the seven of the suit led wins
    ],
)
def test_mp_trick_led_suit_highest_card_of_the_suit_led(trick: str, trump: Suit | None, winner: int) -> None:
    assert trick_winner(cards(trick), trump) == winner


@pytest.mark.parametrize(
    ("trick", "trump", "winner"),
    [
        ("Th 7s Ah", Suit.SPADES, 1),  # the lowest trump beats the manille of the suit led
        ("Th 7s Js", Suit.SPADES, 2),  # the highest trump wins
        ("7s Ts As", Suit.SPADES, 1),  # trumps led: the highest trump
        ("7c Ah Ts", Suit.HEARTS, 1),  # hearts trump, clubs led
    ],
)
def test_mp_trick_trump_highest_trump_wins(trick: str, trump: Suit | None, winner: int) -> None:
    assert trick_winner(cards(trick), trump) == winner


# --- mp-first-lead, mp-next-lead, and a deal played card by card ----------------------------------

# The sorted pack 7c 7d 7h 7s 8c 8d 8h 8s 9c 9d 9h 9s Tc Td Th Ts Jc ... As dealt singly by seat 1
# goes to seats 2, 3, 1, 2, 3, 1, ...: card i to seat (2, 3, 1)[i % 3] (int-mp-dealing, packets of 1).
PACK = MANILLEN_DECK.cards


def sorted_pack_state(trump: str = "hearts") -> tuple[Deal, PlayState]:
    dealt = deal_pack(PACK, player_count=3, dealer=1, packets=(1,) * 10)
    return (dealt, start_play(dealt, call_trump(trump, player_count=3, dealer=1)))


def test_sorted_pack_hands_as_written_out() -> None:
    dealt, _ = sorted_pack_state()
    assert dealt.hands[2] == cards("7c 7s 8h 9d Tc Ts Jh Qd Kc Ks")
    assert dealt.hands[3] == cards("7d 8c 8s 9h Td Jc Js Qh Kd Ac")
    assert dealt.hands[1] == cards("7h 8d 9c 9s Th Jd Qc Qs Kh Ad")


@pytest.mark.parametrize(("player_count", "dealer", "first"), [(3, 1, 2), (3, 3, 1), (6, 6, 1), (6, 2, 3)])
def test_mp_first_lead_player_left_of_dealer(player_count: int, dealer: int, first: int) -> None:
    dealt = deal(player_count, dealer=dealer, rng=random.Random(1))
    state = start_play(dealt, call_trump("clubs", player_count=player_count, dealer=dealer))
    assert state.to_play == first
    assert state.because[0].clause == "mp-first-lead"


def test_mp_next_lead_the_winner_leads() -> None:
    _, state = sorted_pack_state()
    # Seat 2 leads Kc; seat 3, its partner, plays Ac; seat 1 (the dealer) cannot beat the ace: 9c.
    state = state.play("Kc").play("Ac").play("9c")
    assert state.tricks[0].winner == 3
    assert state.tricks[0].cards == cards("Kc Ac 9c")
    assert state.leader == 3 and state.to_play == 3 and state.trick == ()
    assert [step.clause for step in state.because[-2:]] == ["mp-trick-led-suit", "mp-next-lead"]
    assert state.won_cards(Side.OPPONENTS) == cards("Kc Ac 9c")
    assert state.tricks_won(Side.DEALER) == ()


def test_mp_follow_and_beat_illegal_play_is_refused_and_the_state_stands() -> None:
    _, state = sorted_pack_state()
    after_lead = state.play("Kc")
    before = (after_lead.hands, after_lead.trick, after_lead.tricks, after_lead.because, after_lead.to_play)
    # seat 3 holds clubs (8c Jc Ac) and must follow the club led
    with refused(
        RuleViolation,
        ids.MP_TRUMP_CALL, ids.MP_TRICK_LED_SUIT, ids.MP_TEAMS_3, ids.MP_FOLLOW_AND_BEAT,
        naming=("7d", "seat 3", "8c Jc Ac"),
        only=True,
    ) as raised:
        after_lead.play("7d")
    assert raised.value.because[-1].clause == ids.MP_FOLLOW_AND_BEAT  # the rule that decides, after its context
    assert (after_lead.hands, after_lead.trick, after_lead.tricks, after_lead.because, after_lead.to_play) == before
    with refused(RuleViolation, ids.MP_DEAL, naming=("As", "seat 3"), only=True):
        after_lead.play("As")
    with refused(CardCountError, ids.INT_MP_ONE_CARD, naming=("'8c Jc'",), only=True):  # one card at a time
        after_lead.play("8c Jc")


def test_int_mp_one_card_a_play_of_two_cards_cites_the_reading_not_mp_follow_and_beat() -> None:
    """No sentence of Manillen Plus says a player plays one card at a time ("They may lead any card
    they wish to the trick" speaks of a card led): a play of two cards at once rests on the reading
    int-mp-one-card, not on "must follow suit ... beat them" (mp-follow-and-beat)."""
    state = start_play(deal(3, dealer=1, rng=random.Random(2)), call_trump("h", player_count=3, dealer=1))
    assert state.to_play is not None
    two = " ".join(repr(card) for card in state.hands[state.to_play][:2])
    with pytest.raises(CardCountError) as raised:
        state.play(two)
    assert [step.clause for step in raised.value.because] == ["int-mp-one-card"]


def test_mp_ranking_strength_and_points_refuse_cards_outside_the_deck() -> None:
    from engine.manillen.table import card_points, strength

    with refused(CardNotInDeckError, ids.MP_DECK_32, naming=("6s",), only=True):
        strength(Card.parse("6s"))
    with refused(CardNotInDeckError, ids.MP_DECK_32, naming=("2s",), only=True):
        card_points(Card.parse("2s"))


def test_mp_scoring_a_finished_deal_takes_no_more_cards() -> None:
    dealt = deal(6, dealer=3, rng=random.Random(5))
    done = play_randomly(start_play(dealt, call_trump("diamonds", player_count=6, dealer=3)), random.Random(5))
    assert done.is_over and done.to_play is None
    assert len(done.tricks) == 5
    assert done.because[-1].clause == "mp-scoring"
    with refused(RuleViolation, ids.MP_SCORING, naming=("7c", 5), only=True):  # all 5 tricks are played
        done.play("7c")
    with refused(RuleViolation, ids.MP_SCORING, naming=(5,), only=True):
        done.legal_plays()


def test_mp_trump_call_contract_must_match_the_deal() -> None:
    dealt = deal(6, dealer=3, rng=random.Random(5))
    with refused(RuleViolation, ids.MP_TRUMP_CALL, naming=("seat 2", "seat 3"), only=True):  # called by 2, dealt by 3
        start_play(dealt, call_trump("diamonds", player_count=6, dealer=2))
    with refused(OptionError, ids.INT_MP_UNDERTRUMP, naming=("'no'",), only=True):
        start_play(dealt, call_trump("diamonds", player_count=6, dealer=3), undertrump="no")


# --- card text at the edge, and every refusal citing its clause the one way -------------------------


def test_mp_trick_led_suit_trick_winner_takes_typed_cards_and_no_trumps() -> None:
    """"If the trick has no trumps, it is won by the highest-ranking card of the suit ... led": Kh over Qh."""
    assert trick_winner("Qh Kh", None) == 1
    assert trick_winner("Qh Kh", "no trumps") == trick_winner(cards("Qh Kh"), None) == 1
    assert trick_winner("9h 7s Th", "spades") == 1  # mp-trick-trump: the only trump wins
    assert trick_winner(["Ah", Card.parse("Th")], trump="h") == 1  # mp-ranking: the manille is highest


def _seven_card_trick_clauses() -> list[str]:
    with pytest.raises(CardCountError) as caught:
        trick_winner("7h 8h 9h Jh Qh Kh Ah", "spades")
    return [step.clause for step in caught.value.because]


def test_int_mp_one_card_seven_cards_are_no_trick() -> None:
    """A trick of 7 cards: 3 or 6 players (mp-players), one card each (int-mp-one-card), not who wins
    a trick (mp-trick-led-suit)."""
    assert _seven_card_trick_clauses() == ["mp-players", "int-mp-one-card"]


@pytest.mark.parametrize(
    ("trick", "trump", "error", "clause", "naming"),
    [
        ("", None, CardCountError, ids.MP_TRICK_LED_SUIT, ()),
        ("Qh 6h", None, CardNotInDeckError, ids.MP_DECK_32, ("6h", "'Qh 6h'")),
        ("Qh qh", None, DuplicateCardError, ids.MP_DECK_32, ("Qh", "'Qh qh'")),
        ("Qh Kh", "stars", RuleViolation, ids.MP_NO_TRUMPS, ("'stars'",)),
    ],
)
def test_mp_trick_led_suit_trick_winner_refuses_what_is_no_trick(trick, trump, error, clause, naming) -> None:
    with refused(error, clause, naming=naming, only=True) as caught:
        trick_winner(trick, trump)
    assert str(caught.value).endswith(" " + inline_citation(caught.value.because))


def test_mp_trick_trump_beats_takes_typed_cards() -> None:
    assert beats("7s", "Th", "spades") and not beats("Ac", "Th", trump="s")
    assert beats("Th", "Ah", None)  # mp-ranking: 10 above ace
    with refused(CardNotationError, ids.INT_CARD_NOTATION, naming=("None",), only=True):
        beats(None, "Th", None)  # type: ignore[arg-type]


def test_wording_of_a_card_count_refusal_the_full_sentence_a_reader_sees() -> None:
    # Deliberately pinned: the CardCountError family's whole sentence (an empty hand, mp-deal).
    with pytest.raises(CardCountError) as caught:
        legal_plays("", "Qh", trump="s", dealer=1, leader=2)
    assert str(caught.value) == (
        "the hand '' is empty, so it has nothing to play: a player holds 1 card or more until the deal ends (mp-deal)"
    )
    assert [step.clause for step in caught.value.because] == [ids.MP_DEAL]


def test_wording_of_a_rule_violation_the_full_sentence_a_reader_sees() -> None:
    # Deliberately pinned: the RuleViolation family's whole sentence (a card not in the hand, mp-deal).
    _, state = sorted_pack_state()
    with pytest.raises(RuleViolation) as caught:
        state.play("Ah")
    assert str(caught.value) == (
        "Ah is not in seat 2's hand (7c 7s 8h 9d Tc Ts Jh Qd Kc Ks): seat 2 may play 7c 7s 8h 9d Tc Ts Jh Qd Kc Ks "
        "(mp-deal)"
    )


def test_mp_scoring_play_after_the_deal_cites_the_scoring_clause_at_the_end() -> None:
    done = play_randomly(sorted_pack_state()[1], random.Random(1))
    for attempt in (lambda: done.play("7c"), done.legal_plays):
        with refused(RuleViolation, ids.MP_SCORING, naming=(10,), only=True) as caught:  # all 10 tricks are played
            attempt()
        assert str(caught.value).endswith(" (mp-scoring)")  # the clause closes the message
