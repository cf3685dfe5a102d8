"""Manillen Plus: seats, sides, the card order and the card points.

Source: ../shared/seeds/004_3cc0f46981b58302.txt (Manillen Plus), clauses mp-players,
mp-seating-3, mp-seating-6, mp-teams-3, mp-ranking, mp-points, mp-no-points, and the
interpretations in engine/documents/interpretations/manillen.py.
"""

from __future__ import annotations

import pytest
from refusals import refused

from engine.cards import Card, Rank, Suit, parse_cards
from engine.decks import DECK_52, MANILLEN_DECK
from engine.documents import ids
from engine.documents.interpretations.manillen import BY_ID, INTERPRETATIONS
from engine.documents.registry import clause
from engine.errors import CardNotationError, CardNotInDeckError, OptionError, PlayerCountError
from engine.explain import inline_citation
from engine.manillen.table import Side, Table, card_points, check_option, count_points, strength

# mp-ranking, written out from the document: "10 (high), Ace, King, Queen, Jack, 9, 8, and 7 (low)".
DOCUMENT_ORDER_HIGH_TO_LOW = ["T", "A", "K", "Q", "J", "9", "8", "7"]
# mp-points: "10s are worth 5 points, aces ... 4, Kings ... 3, Queens ... 2 and Jacks ... 1"; mp-no-points: the rest 0.
DOCUMENT_POINTS = {"T": 5, "A": 4, "K": 3, "Q": 2, "J": 1, "9": 0, "8": 0, "7": 0}


# --- mp-players, mp-seating-3, mp-seating-6, mp-teams-3 --------------------------------------


@pytest.mark.parametrize("player_count", [0, 1, 2, 4, 5, 7, 8])
def test_mp_players_other_counts_are_refused(player_count: int) -> None:
    with refused(PlayerCountError, ids.MP_PLAYERS, naming=(f"{player_count} players", 3, 6), only=True):
        Table(player_count)


@pytest.mark.parametrize("player_count", [3, 6])
def test_mp_players__mp_overview_three_or_six(player_count: int) -> None:
    assert Table(player_count).player_count == player_count
    assert Table(player_count).seats == tuple(range(1, player_count + 1))


def test_mp_deal_hand_sizes() -> None:
    # mp-deal: "10 cards for a 3-player game or 5 for a 6-player game"
    assert Table.THREE.hand_size == 10
    assert Table.SIX.hand_size == 5


@pytest.mark.parametrize("table", list(Table))
def test_int_mp_seats_left_is_next_clockwise_and_right_undoes_it(table: Table) -> None:
    for seat in table.seats:
        assert table.left_of(seat) == (1 if seat == int(table) else seat + 1)
        assert table.right_of(table.left_of(seat)) == seat
    assert table.clockwise_from(2)[:3] == (2, 3, 4 if table is Table.SIX else 1)


def test_mp_seating_6_no_teammate_sits_next_to_another() -> None:
    table = Table.SIX
    assert sorted(table.teams) == [(1, 3, 5), (2, 4, 6)]
    for seat in table.seats:
        assert table.left_of(seat) not in table.team_of(seat)
        assert table.right_of(seat) not in table.team_of(seat)


def test_mp_seating_6_dealer_side_is_the_dealers_team() -> None:
    assert Table.SIX.dealer_side(4) == (2, 4, 6)
    assert Table.SIX.side_seats(Side.OPPONENTS, 4) == (1, 3, 5)


@pytest.mark.parametrize("dealer", [1, 2, 3])
def test_mp_seating_3_mp_teams_3_dealer_alone_against_the_other_two(dealer: int) -> None:
    table = Table.THREE
    others = tuple(seat for seat in (1, 2, 3) if seat != dealer)
    assert table.dealer_side(dealer) == (dealer,)
    assert table.side_seats(Side.OPPONENTS, dealer) == others
    assert table.are_partners(others[0], others[1], dealer=dealer)
    assert not table.are_partners(dealer, others[0], dealer=dealer)


def test_mp_separate_scores_each_player_keeps_a_score() -> None:
    assert Table.THREE.teams == ((1,), (2,), (3,))


@pytest.mark.parametrize("seat", [0, 4, -1, "1", True, 1.0])
def test_int_mp_seats_a_seat_must_be_at_the_table(seat: object) -> None:
    with refused(PlayerCountError, ids.INT_MP_SEATS, naming=(f"seat {seat!r}", 3), only=True):  # seats 1 to 3
        Table.THREE.check_seat(seat)


def test_seats_text_reads_aloud() -> None:
    from engine.words import seats_text  # the one way the engine reads seats aloud, Manillen Plus's teams too

    assert seats_text([2]) == "seat 2"
    assert seats_text([2, 3]) == "seats 2 and 3"
    assert seats_text([1, 3, 5]) == "seats 1, 3 and 5"


# --- mp-ranking, mp-points, mp-no-points -----------------------------------------------------


def test_mp_ranking_ten_high_then_ace_down_to_seven() -> None:
    for suit in Suit:
        cards = [Card(Rank(symbol), suit) for symbol in DOCUMENT_ORDER_HIGH_TO_LOW]
        assert sorted(cards, key=strength, reverse=True) == cards


def test_mp_ranking_differs_from_poker_order_only_by_the_ten() -> None:
    # The poker order of the deck is 7 8 9 T J Q K A; lifting the ten to the top gives mp-ranking.
    poker = [rank.value for rank in MANILLEN_DECK.ranks]
    poker.remove("T")
    assert list(reversed([*poker, "T"])) == DOCUMENT_ORDER_HIGH_TO_LOW


@pytest.mark.parametrize(("symbol", "points"), DOCUMENT_POINTS.items())
def test_mp_values_mp_points_each_rank(symbol: str, points: int) -> None:
    for suit in Suit:
        assert card_points(Card(Rank(symbol), suit)) == points


def test_mp_no_points_nines_eights_sevens() -> None:
    assert count_points("9c 9d 9h 9s 8c 8d 8h 8s 7c 7d 7h 7s").value == 0


def test_mp_points_deck_counts_sixty() -> None:
    # 4 suits x (5 + 4 + 3 + 2 + 1 + 0 + 0 + 0) = 4 x 15 = 60
    assert sum(card_points(card) for card in MANILLEN_DECK.cards) == 4 * (5 + 4 + 3 + 2 + 1) == 60


def test_mp_tally_counts_a_pile_and_says_how() -> None:
    result = count_points("Th As Kd Qc Jh 9s")
    assert result.value == 5 + 4 + 3 + 2 + 1 + 0
    assert [step.clause for step in result.because] == ["mp-tally"]
    assert "5 + 4 + 3 + 2 + 1 + 0 = 15" in result.because[0].text


def test_mp_materials_int_mp_deck_52_the_32_cards_are_the_52_without_2_to_6() -> None:
    # mp-deck: "remove all cards 6 and lower in rank" from a standard deck of 52
    kept = [card for card in DECK_52.cards if card.rank.value not in {"2", "3", "4", "5", "6"}]
    assert len(DECK_52.cards) == 52
    assert sorted(kept) == sorted(MANILLEN_DECK.cards)
    assert len(kept) == 52 - 5 * 4 == 32


def test_mp_deck_32_no_sixes_in_a_pile() -> None:
    with refused(CardNotInDeckError, ids.MP_DECK_32, naming=("6c",), only=True):
        count_points("Th 6c")


def test_mp_ranking_is_not_poker_order() -> None:
    ten, ace = parse_cards("Th Ah")
    assert strength(ten) > strength(ace)
    assert ace > ten  # the poker order of engine.cards is untouched


# --- the interpretations ----------------------------------------------------------------------


def test_interpretations_have_mp_ids_and_cite_real_clauses() -> None:
    for interpretation in INTERPRETATIONS:
        assert interpretation.id.startswith("int-mp-")
        assert interpretation.clauses
        for clause_id in interpretation.clauses:
            assert clause(clause_id).id == clause_id
        if interpretation.option is not None:
            assert interpretation.option.default in interpretation.option.choices
            assert len(interpretation.option.choices) >= 2


def test_interpretations_required_by_the_brief_exist() -> None:
    assert BY_ID["int-mp-undertrump"].option is not None
    assert BY_ID["int-mp-three-player-score"].option is not None
    assert BY_ID["int-mp-deck-52"].option is None
    assert set(BY_ID["int-mp-deck-52"].clauses) >= {"mp-materials", "mp-deck", "mp-deck-32"}


def test_option_check_names_the_choices() -> None:
    assert check_option(ids.INT_MP_THREE_PLAYER_SCORE, "thirty") == "thirty"
    with refused(OptionError, ids.INT_MP_THREE_PLAYER_SCORE, naming=("'half'", "'dealer'", "'thirty'"), only=True):
        check_option(ids.INT_MP_THREE_PLAYER_SCORE, "half")


# --- card text at the edge (mp-points, mp-ranking) ---------------------------------------------------


@pytest.mark.parametrize(("text", "points"), [("Th", 5), ("10h", 5), ("as", 4), ("K\u2660", 3), ("Qd", 2), ("Jc", 1), ("9c", 0)])
def test_mp_points_card_points_takes_a_card_or_its_text(text, points) -> None:
    """"10s are worth 5 points, aces are worth 4 points, Kings ... 3 ..., Queens ... 2 ... and Jacks ... 1"."""
    assert card_points(text) == points == card_points(Card.parse(text))


def test_mp_ranking_strength_takes_text() -> None:
    assert strength("Th") > strength("Ah") > strength("Kh") > strength("9h") > strength("7h")


@pytest.mark.parametrize(
    ("card", "error", "clause", "naming"),
    [
        ("Th Ah", CardNotationError, ids.INT_CARD_NOTATION, ("'Th Ah'", 2)),
        ("", CardNotationError, ids.INT_CARD_NOTATION, ("''", 0)),
        ("6h", CardNotInDeckError, ids.MP_DECK_32, ("6h", 32)),
        (None, CardNotationError, ids.INT_CARD_NOTATION, ("None",)),
        (["Th"], CardNotationError, ids.INT_CARD_NOTATION, ("['Th']",)),
        (b"Th", CardNotationError, ids.INT_CARD_NOTATION, ("b'Th'",)),
    ],
)
def test_mp_points_card_points_refuses_what_is_not_one_card_of_the_deck(card, error, clause, naming) -> None:
    with refused(error, clause, naming=naming, only=True) as caught:
        card_points(card)
    assert str(caught.value).endswith(" " + inline_citation(caught.value.because))


def test_wording_of_player_and_seat_refusals_the_full_sentences_a_reader_sees() -> None:
    # Deliberately pinned: the PlayerCountError family's whole sentences, as the book shows them.
    with pytest.raises(PlayerCountError) as table:
        Table(4)
    assert str(table.value) == "4 players cannot play Manillen Plus: it is for 3 or 6 players (mp-players)"
    with pytest.raises(PlayerCountError) as seat:
        Table(3).check_seat(4)
    assert str(seat.value) == "seat 4 is not at a table of 3: seats are numbered 1 to 3 clockwise (int-mp-seats)"


def test_int_mp_undertrump_option_refusal_speaks_plain_words() -> None:
    for value in ("sometimes", None, ["never"]):
        with refused(OptionError, ids.INT_MP_UNDERTRUMP, naming=(repr(value), "'never'", "'allowed'"), only=True) as caught:
            check_option(ids.INT_MP_UNDERTRUMP, value)  # type: ignore[arg-type]
        assert "undertrump=" not in str(caught.value)  # the reader sees the reading, not the Python option
