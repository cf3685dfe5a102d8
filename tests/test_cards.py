"""Cards are read the way people type them, written canonically, and bad input is named."""

from __future__ import annotations

import random

import pytest
from refusals import refused

from engine.cards import Card, Rank, Suit, parse_cards, plain_cards, typed_cards
from engine.decks import DECK_32, DECK_36, DECK_52, MANILLEN_DECK
from engine.documents import ids
from engine.errors import (
    BettingError,
    CardCountError,
    CardNotationError,
    CardNotInDeckError,
    DuplicateCardError,
    PlayerCountError,
)
from engine.poker.games import find_game
from engine.poker.hands import best_hand
from engine.poker.rankings import MANILA, STANDARD, evaluate
from engine.poker.showdown import showdown

ACE_OF_SPADES = Card(Rank.ACE, Suit.SPADES)
TEN_OF_HEARTS = Card(Rank.TEN, Suit.HEARTS)


@pytest.mark.parametrize("text", ["As", "as", "AS", "A\u2660", "a\u2664", "A\u2660 "])
def test_ace_of_spades_in_every_way_people_type_it(text):
    assert Card.parse(text) == ACE_OF_SPADES


@pytest.mark.parametrize("text", ["10h", "Th", "th", "10\u2665", "T\u2661", "10H"])
def test_ten_of_hearts_in_every_way_people_type_it(text):
    assert Card.parse(text) == TEN_OF_HEARTS


def test_cards_separated_by_spaces_commas_or_nothing():
    expected = (ACE_OF_SPADES, TEN_OF_HEARTS, Card(Rank.KING, Suit.HEARTS))
    for text in ["As 10h Kh", "As,10h,Kh", "As, 10h, Kh", "As10hKh", "  as  th,kh  ", "A\u2660 10\u2665 K\u2665"]:
        assert parse_cards(text) == expected, text


# --- the lenient reading: runs as the documents write them (method-typed-ranks) -------------------------


def test_method_typed_ranks_ranks_alone_take_suits_in_turn_and_hyphens_separate():
    # "A, 7, 8, 9, 10" as pokerpages writes it: clubs, diamonds, hearts, spades, then clubs again
    expected = tuple(Card(rank, suit) for rank, suit in zip(
        (Rank.ACE, Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN),
        (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES, Suit.CLUBS),
        strict=True,
    ))
    for text in ["A 7 8 9 10", "A-7-8-9-10", "a, 7, 8, 9, t", "A\u20137\u20138\u20139\u201310"]:
        assert parse_cards(text, lenient=True) == expected, text
    typed = typed_cards("As-7-8h", lenient=True)
    assert [(item.typed, item.suit_given) for item in typed] == [("As", False), ("7", True), ("8h", False)]


def test_method_typed_ranks_a_given_suit_skips_cards_already_in_the_group():
    # the second ace would take diamonds (its place, 1), which Ad holds, so it takes the next suit, hearts
    assert parse_cards("Ad A", lenient=True) == (Card(Rank.ACE, Suit.DIAMONDS), Card(Rank.ACE, Suit.HEARTS))
    assert len(set(parse_cards("A A A A", lenient=True))) == 4


def test_method_typed_ranks_five_cards_are_never_made_a_flush_by_the_suits_given():
    # four spades typed and a nine alone: its turn (place 4, clubs) is free, so no flush arises
    cards = parse_cards("As Ks Qs Js 9", lenient=True)
    assert len({card.suit for card in cards}) == 2
    # four clubs typed: the rank alone in place 4 would take clubs, and is moved to another suit
    cards = parse_cards("Ac Kc Qc Jc 9", lenient=True)
    assert Card(Rank.NINE, Suit.CLUBS) not in cards and len({card.suit for card in cards}) == 2


@pytest.mark.parametrize("text", ["A 7 8 9 10", "A-7-8-9-10", "As-Kd"])
def test_the_strict_reading_refuses_ranks_alone_and_hyphens(text):
    with pytest.raises(CardNotationError) as caught:
        parse_cards(text)
    assert [step.clause for step in caught.value.because] == ["int-card-notation"]


def test_typed_cards_pass_through_every_reader_and_are_checked_as_typed():
    typed = typed_cards("A 7 8 9 6", lenient=True)
    assert parse_cards(typed) == tuple(item.card for item in typed)
    with pytest.raises(CardNotInDeckError) as caught:
        DECK_32.check(typed)  # the 6 typed alone is not in the 32-card deck (pp-manila2-deck)
    assert [step.clause for step in caught.value.because] == ["pp-manila2-deck"]


def test_a_deck_check_that_passes_builds_no_message(monkeypatch):
    import engine.decks

    def refused(*args: object, **kwargs: object) -> str:
        raise AssertionError("an error message was built for cards that pass")

    for name in ("placed", "quote", "quote_cards"):
        monkeypatch.setattr(engine.decks, name, refused)
    assert DECK_32.check("As 7d, Th", already={Card(Rank.KING, Suit.SPADES): "seat 1"}, where="board") == (
        parse_cards("As 7d Th")
    )


def spellings(rng: random.Random, card: Card) -> str:
    """One of the ways a person types ``card``: the rank as a letter or digits, in either case, the suit as a
    letter or a symbol (the Kelvin sign, which reads as a K, included)."""
    other_ways = {"T": ["T", "t", "10"], "K": ["K", "k", "\u212a"]}
    rank = rng.choice(other_ways.get(card.rank.value, [card.rank.value]))
    rank = rank.lower() if rng.random() < 0.5 else rank
    symbols = {"c": "\u2663\u2667", "d": "\u2666\u2662", "h": "\u2665\u2661", "s": "\u2660\u2664"}[card.suit.value]
    suit = rng.choice([card.suit.value, card.suit.value.upper(), *symbols])
    return rank + suit


def test_the_quick_reading_reads_what_the_full_reading_reads():
    """int-card-notation: plain_cards, which Deck.check and parse_cards try first, gives the cards typed_cards
    reads, in order, whenever it reads them (each card written alone, or given as a Card); it gives up (None) on
    anything else, which the full reading reads or refuses."""
    rng = random.Random(2026)
    for _ in range(3000):
        cards = rng.sample(DECK_52.cards, rng.randint(1, 9))
        words = [spellings(rng, card) for card in cards]
        text = words[0] + "".join(rng.choice([" ", ", ", ",", ";", "\t", "  "]) + word for word in words[1:])
        mixed = [card if rng.random() < 0.3 else word for card, word in zip(cards, words, strict=True)]
        for given in (text, " " + text + " ", mixed, tuple(mixed)):
            assert plain_cards(given) == tuple(item.card for item in typed_cards(given)) == tuple(cards), given
        assert DECK_52.check(text) == tuple(cards)
    for given in ("AsKd", "As 1h", "", "A 7", "As-Kd", "As " * 53, "As " * 101, b"As", 5, None, {"As"}, iter(["As"])):
        assert plain_cards(given) is None, given  # read (or refused) the full way
    assert plain_cards(typed_cards("As 10h")) is None


def test_the_quick_check_refuses_as_the_full_check_does():
    """pp-manila2-deck, int-standard-deck: cards read quickly are checked against the deck and against the
    cards given before, and whatever fails is read again the full way, which names it as typed."""
    king = Card(Rank.KING, Suit.SPADES)
    with refused(CardNotInDeckError, ids.PP_MANILA2_DECK, naming=["'As 6h'", "6h"]):
        DECK_32.check("As 6h")
    with refused(DuplicateCardError, ids.PP_MANILA2_DECK, naming=["'As ks'", "Ks"]):
        DECK_32.check("As ks", already=[king])
    with refused(DuplicateCardError, ids.PP_MANILA2_DECK, naming=["'Ks Ks'"]):
        DECK_32.check([king, "ks"])
    seen = iter([king])  # cards given before may come once, as a generator: read once, for both readings
    with refused(DuplicateCardError, ids.INT_STANDARD_DECK, naming=["'2c Ks' (board)", "Ks"]):
        DECK_52.check("2c Ks", already=seen, where="board")


def test_output_is_canonical_and_parses_back():
    for card in DECK_52.cards:
        assert repr(card) == card.rank.value + card.suit.value
        assert Card.parse(repr(card)) == card
    assert repr(Card.parse("10h")) == "Th"
    assert str(ACE_OF_SPADES) == "ace of spades"
    assert str(Card.parse("6d")) == "six of diamonds"


@pytest.mark.parametrize(
    ("text", "at_fault"),
    [
        ("1h", "1h"),
        ("11s", "11s"),
        ("Ax", "Ax"),
        ("Zs", "Zs"),
        ("A", "A"),
        ("10", "10"),
        ("As Kd Q", "Q"),
        ("\u2660A", "\u2660A"),
        ("As-Kd", "As-Kd"),
    ],
)
def test_unknown_card_text_is_named_and_explained(text, at_fault):
    """The part at fault is quoted, and the message shows what a card looks like: 'As', '10h'."""
    with refused(CardNotationError, ids.INT_CARD_NOTATION, naming=(repr(at_fault), "'As'", "'10h'"), only=True):
        parse_cards(text)


def test_bad_card_text_is_quoted_as_typed_with_the_part_at_fault():
    with refused(CardNotationError, ids.INT_CARD_NOTATION, naming=("'As, kd,  1h'", "'1h'")):
        parse_cards("As, kd,  1h")
    with refused(CardNotationError, ids.INT_CARD_NOTATION, naming=("'1h'",)):
        parse_cards("1h")


def test_card_notation_error_message_reads_the_text_what_a_card_is_and_the_rule():
    """The wording is the feature here: the text as typed, the part at fault, how to write a card."""
    with pytest.raises(CardNotationError) as caught:
        parse_cards("As, kd,  1h")
    assert str(caught.value) == (
        "In 'As, kd,  1h', '1h' is not a card: write a rank (2-10, T, J, Q, K, A) then a suit "
        "(c, d, h, s or \u2663 \u2666 \u2665 \u2660), e.g. 'As' or '10h' (int-card-notation)"
    )


def test_a_card_outside_the_games_deck_names_the_card_the_deck_and_the_rule():
    with refused(
        CardNotInDeckError, ids.PP_MANILA2_DECK, naming=("'As 6h'", "hole cards", "6h", "2 Card Manila", 32)
    ):
        best_hand(find_game("2 Card Manila"), "As 6h", "Kd Qd Jd Td 9d")
    with refused(CardNotInDeckError, ids.PP_MANILA3_DECK, naming=("5c", "3 Card Manila", 36)):
        DECK_36.check("As 5c")


def test_the_user_s_text_and_the_offending_card_are_quoted_as_typed():
    with refused(CardNotInDeckError, ids.PP_MANILA2_DECK, naming=("'ah 7c 6s'", "6s", "2 Card Manila")):
        DECK_32.check("ah 7c 6s")
    with refused(CardNotInDeckError, ids.PP_MANILA2_DECK, naming=("'AH 6S'", "6S")):
        DECK_32.check("AH 6S")
    with refused(CardNotInDeckError, ids.PP_MANILA2_DECK, naming=("6H", 32)):
        DECK_32.check("6H")
    # cards given as objects have no typing to quote: the card in notation
    with refused(CardNotInDeckError, ids.PP_MANILA2_DECK, naming=("6h", "board", 32)):
        DECK_32.check([Card(Rank.SIX, Suit.HEARTS)], where="board")


def test_card_not_in_deck_message_reads_the_text_the_card_the_deck_and_the_rule():
    """The wording is the feature here: the text as typed, the card at fault, the deck and what it holds."""
    with pytest.raises(CardNotInDeckError) as caught:
        DECK_32.check("ah 7c 6s")
    assert str(caught.value) == (
        "In 'ah 7c 6s', 6s is not in the 2 Card Manila deck: it has 32 cards, 7 to ace (pp-manila2-deck)"
    )


def test_a_hand_is_counted_as_it_was_typed():
    with refused(CardCountError, ids.PP_MANILA2_DEAL, naming=("'ah, kh, 8c'", "3 cards", "seat 1", 2)):
        showdown("2 Card Manila", {1: "ah, kh, 8c", 2: "7c 7d"}, board="8h 9h Th Jc Qs", pot=4, button=1)


def test_a_duplicate_card_is_named():
    with refused(DuplicateCardError, ids.INT_STANDARD_DECK, naming=("As", "'As Kd as 2c 3c'")):
        evaluate("As Kd as 2c 3c")
    with refused(DuplicateCardError, ids.INT_STANDARD_DECK, naming=("Kd", "'kd 7h 8h 9h Ts'", "board", "seat 1")):
        showdown("Texas Hold 'Em", {1: "As Kd", 2: "2c 2d"}, board="kd 7h 8h 9h Ts", pot=10, button=2)


def test_duplicate_card_message_reads_the_card_both_places_and_the_rule():
    """The wording is the feature here: the card, both places it was given, the rule of the deck."""
    with pytest.raises(DuplicateCardError) as caught:
        showdown("Texas Hold 'Em", {1: "As Kd", 2: "2c 2d"}, board="kd 7h 8h 9h Ts", pot=10, button=2)
    assert str(caught.value) == (
        "Kd appears twice: in 'kd 7h 8h 9h Ts' (board) and in seat 1: the standard deck holds each card once "
        "(int-standard-deck)"
    )


def test_the_wrong_number_of_cards_says_what_was_expected():
    with refused(CardCountError, ids.INT_STANDARD_RANKING, naming=("'As Kd Qc Jh'", 4)):
        evaluate("As Kd Qc Jh")
    with refused(CardCountError, ids.PP_MANILA2_DEAL, naming=(3, "2 Card Manila", 2)):
        showdown("2 Card Manila", {1: "As Kd Qc", 2: "7c 7d"}, board="8h 9h Th Jc Qs", pot=4, button=1)
    with refused(CardCountError, ids.PP_MANILA3_DEAL, naming=("'As Kd'", "3 Card Manila", 3)):
        best_hand(find_game("3 Card Manila"), "As Kd", "8h 9h Th Jc Qs")


def test_too_many_players_names_the_limit_and_the_rule():
    deck = list(DECK_32.cards)
    hands = {seat: deck[2 * seat : 2 * seat + 2] for seat in range(1, 13)}
    with refused(PlayerCountError, ids.PP_MANILA2_DECK, naming=(12, "2 Card Manila", 11), only=True):
        showdown("2 Card Manila", hands, board=deck[26:31], pot=12, button=1)


@pytest.mark.parametrize("pot", [-1, 2.5, "10", None, True])
def test_a_pot_that_is_not_a_whole_number_of_chips_is_refused(pot):
    """A pot is a whole number of chips (int-input-size), refused as the betting arithmetic's error."""
    with refused(BettingError, ids.INT_INPUT_SIZE, naming=(f"{pot!r},",), only=True):
        showdown("Texas Hold 'Em", {1: "As Kd", 2: "2c 2d"}, board="3d 7h 8h 9h Ts", pot=pot, button=2)


def test_the_decks_hold_the_cards_the_documents_say():
    assert DECK_52.size == 52 and len(set(DECK_52.cards)) == 52
    assert DECK_32.size == 32 and {c.rank for c in DECK_32.cards} == set(Rank) - {
        Rank.TWO,
        Rank.THREE,
        Rank.FOUR,
        Rank.FIVE,
        Rank.SIX,
    }
    assert DECK_36.size == 36 and {c.rank for c in DECK_36.cards} == set(Rank) - {
        Rank.TWO,
        Rank.THREE,
        Rank.FOUR,
        Rank.FIVE,
    }
    assert MANILLEN_DECK.size == 32 and set(MANILLEN_DECK.cards) == set(DECK_32.cards)


def test_a_shuffle_is_reproducible_from_its_seed_and_loses_no_card():
    first = DECK_36.shuffled(random.Random(7))
    assert first == DECK_36.shuffled(random.Random(7))
    assert sorted(first) == sorted(DECK_36.cards)
    assert first != DECK_36.shuffled(random.Random(8))


def test_rankings_of_different_kinds_do_not_compare():
    with pytest.raises(TypeError):
        _ = evaluate("As Ks Qs Js 9s", MANILA) < evaluate("As Ks Qs Js 9s", STANDARD)
