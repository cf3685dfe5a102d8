"""Each interpretation about hands and showdowns: the default reading and its named option."""

from __future__ import annotations

import inspect
import pathlib
import re

from refusals import refused

from engine import decks as decks_module
from engine.cards import MAX_CARD_TEXT, MAX_CARDS, Card, Rank, Suit, parse_cards
from engine.decks import DECK_32, DECK_36, DECK_52
from engine.documents import ids
from engine.documents.interpretations import INTERPRETATIONS
from engine.documents.interpretations import hands as hands_interpretations
from engine.documents.options import check_option
from engine.errors import CardCountError, CardNotationError, CardNotInDeckError, PlayerCountError, UnknownOptionError
from engine.explain import cited
from engine.poker import games as games_module
from engine.poker.games import GAMES, find_game
from engine.poker.hands import best_low
from engine.poker.rankings import MANILA, RANKINGS, STANDARD, Category, evaluate
from engine.poker.showdown import showdown


def test_int_standard_ranking_orders_the_nine_categories():
    order = [
        "Ac Kd 9h 7s 5c",  # high card
        "Ac Ad 9h 7s 5c",  # one pair
        "Ac Ad 9h 9s 5c",  # two pair
        "Ac Ad Ah 9s 5c",  # three of a kind
        "5c 4d 3h 2s Ac",  # the wheel, the lowest straight
        "Ac Kc 9c 7c 5c",  # flush
        "Ac Ad Ah 9s 9c",  # full house
        "Ac Ad Ah As 5c",  # four of a kind
        "9c Tc Jc Qc Kc",  # straight flush
    ]
    hands = [evaluate(cards, STANDARD) for cards in order]
    assert hands == sorted(hands)
    assert len(set(hand.category for hand in hands)) == 9


def test_int_short_deck_ace_low_the_ace_wraps_below_the_decks_lowest_rank_only_under_standard():
    assert evaluate("Ac 2d 3h 4s 5c", STANDARD, DECK_52).name == "straight, ace to five"
    assert evaluate("Ac 6d 7h 8s 9c", STANDARD, DECK_36).name == "straight, ace to nine"
    assert evaluate("Ac 7d 8h 9s Tc", STANDARD, DECK_32).name == "straight, ace to ten"
    for deck, cards in [(DECK_52, "Ac 2d 3h 4s 5c"), (DECK_36, "Ac 6d 7h 8s 9c"), (DECK_32, "Ac 7d 8h 9s Tc")]:
        assert evaluate(cards, MANILA, deck).category is Category.HIGH_CARD
    hand = evaluate("Ac 6d 7h 8s 9c", STANDARD, DECK_36)
    assert "int-short-deck-ace-low" in cited(hand.because)


def test_int_manila3_sixes_the_default_deck_has_sixes_and_the_option_leaves_them_out():
    assert find_game("3 Card Manila").deck.size == 36
    no_sixes = find_game("3 Card Manila (no sixes)")
    assert no_sixes.deck.size == 32
    # 3 x players + 5 community + 4 burns must fit in 32 cards: 3 x 7 + 9 = 30, 3 x 8 + 9 = 33
    assert no_sixes.max_players == 7
    assert INTERPRETATIONS["int-manila3-sixes"].option is not None
    with refused(CardNotInDeckError, ids.INT_MANILA3_SIXES, naming=("6h", "3 Card Manila (no sixes)", 32), only=True):
        showdown(no_sixes, {1: "6h Ah Kh", 2: "7c 7d 8c"}, board="9h Th Jc Qs Ks", pot=6, button=1)
    hands = {
        seat: ["7c 7d 7h", "8c 8d 8h", "9c 9d 9h", "Tc Td Th", "Jc Jd Jh", "Qc Qd Qh", "Kc Kd Kh", "Ac Ad Ah"][seat - 1]
        for seat in range(1, 9)
    }
    with refused(PlayerCountError, ids.INT_MANILA3_SIXES, naming=(8, 7), only=True):  # 8 players, at most 7
        showdown(no_sixes, hands, board="7s 8s 9s Ts Js", pot=8, button=1)


def test_int_low_no_pair_the_default_needs_five_ranks_and_the_option_allows_a_paired_low():
    hole, board = "Ac 2d Kh Ks", "2c 4d 6h Qc Jd"  # A-2 in hand: the low would be A-2-2-4-6
    assert best_low(find_game("Omaha 8/B"), hole, board) is None
    paired = best_low(find_game("Omaha 8/B (paired lows)"), hole, board)
    assert paired is not None and paired.name.endswith("(paired)")
    unpaired = best_low(find_game("Omaha 8/B (paired lows)"), "Ac 3d Kh Ks", "2c 4d 6h Qc Jd")
    assert unpaired is not None and unpaired > paired


def test_int_hilo_odd_chip_the_high_half_gets_it_by_default_and_left_of_button_by_option():
    # seat 1: high (kings full); seat 2: the low. Pot 81 cannot be halved.
    hands = {1: "Ks Kd Qs Qd", 2: "Ac 2c 9h 9d"}
    board = "Kh 7c 5d 3s Qc"
    assert showdown("Omaha 8/B", hands, board=board, pot=81, button=2).awards == {1: 41, 2: 40}
    # by the option, the odd chip goes to the winner first left of the button: button 1 -> seat 2
    option = showdown("Omaha 8/B", hands, board=board, pot=81, button=1, hilo_odd_chip="left-of-button")
    assert option.awards == {1: 40, 2: 41}
    assert "int-hilo-odd-chip" in cited(option.because)
    with refused(UnknownOptionError, ids.INT_HILO_ODD_CHIP, naming=("'low'", "'high'", "'left-of-button'"), only=True):
        showdown("Omaha 8/B", hands, board=board, pot=81, button=1, hilo_odd_chip="low")


def test_int_odd_chip_by_game_stud_counts_every_card_a_winner_holds_not_only_the_five():
    # both flush, king-queen-nine-seven-five: a tie. Within the five, seat 2's K\u2665 tops seat 1's K\u2666;
    # among all seven cards, seat 1's A\u2660 (left out of its flush) is the highest card by suit.
    hands = {1: "Kd Qd 9d 7d 5d As 2c", 2: "Kh Qh 9h 7h 5h Ac 2s"}
    result = showdown("Seven-Card Stud", hands, pot=61, button=2)
    assert result.hands[1] == result.hands[2] and "As" not in repr(result.hands[1].cards)
    assert result.awards == {1: 31, 2: 30}
    assert ids.INT_ODD_CHIP_BY_GAME in cited(result.because)
    reading = INTERPRETATIONS["int-odd-chip-by-game"].reading
    assert "all of each winner's cards, not only the five" in reading


def test_int_odd_chip_by_game_stud_gives_it_to_the_highest_card_by_suit():
    # identical ranks: aces up to kings; seat 2 holds the ace of spades, the highest card by suit
    hands = {1: "Ah Kh Qd Jd 9c 3c 2h", 2: "As Ks Qc Jc 9d 3d 2s"}
    assert showdown("Seven-Card Stud", hands, pot=61, button=2).awards == {1: 30, 2: 31}
    option = showdown("Seven-Card Stud", hands, pot=61, button=2, stud_odd_chip="left-of-button")
    assert option.awards == {1: 31, 2: 30}
    # button games: first to the left of the button
    holdem = showdown(
        "Texas Hold 'Em", {3: "2c 3d", 7: "2h 4c"}, board="As Ks Qs Js Ts", pot=11, button=5, seats=range(1, 8)
    )
    assert holdem.awards == {7: 6, 3: 5}


def test_int_uncontested_pot_every_game_pays_a_lone_player_without_a_showdown():
    for game in GAMES.values():
        result = showdown(game, {3: ()}, pot=17, button=1, seats=(1, 2, 3))
        assert result.awards == {3: 17}
        assert not result.hands


def test_int_uncontested_pot_the_hand_may_end_at_any_betting_round_but_no_further():
    # Hold 'Em: everyone folds before the flop, on the flop or on the turn; the flop is three cards at once
    for board in ("", "Qh Jh 9h", "Qh Jh 9h Qc", "Qh Jh 9h Qc 7d"):
        assert showdown("Texas Hold 'Em", {1: "Ah Kh"}, board=board, pot=30, button=1).awards == {1: 30}
    for board in ("Qh Jh", "Qh Jh 9h Qc 7d 8d"):
        with refused(CardCountError, ids.INT_UNCONTESTED_POT, naming=(repr(board), len(parse_cards(board)))):
            showdown("Texas Hold 'Em", {1: "Ah Kh"}, board=board, pot=30, button=1)
    # Manila opens the board one card at a time: 1 to 5 cards, never 6 (the review's example)
    assert showdown("2 Card Manila", {1: "Ah Kh"}, board="Qh Jh", pot=30, button=1).awards == {1: 30}
    with refused(
        CardCountError, ids.PP_MANILA2_BOARD, ids.INT_UNCONTESTED_POT, naming=("'Qh Jh 9h Qc 7d 8d'", 6), only=True
    ):
        showdown("2 Card Manila", {1: "Ah Kh"}, board="Qh Jh 9h Qc 7d 8d", pot=30, button=1)
    # Seven-Card Stud: 3 to 7 cards; Five-Card Stud: 2 to 5; never more than the game deals
    assert showdown("Seven-Card Stud", {1: "Ah Kh Qd"}, pot=30, button=1).awards == {1: 30}
    with refused(
        CardCountError, ids.HR_STUD7_LAST_CARD, ids.INT_UNCONTESTED_POT, naming=(8, "3, 4, 5, 6 or 7"), only=True
    ):
        showdown("Seven-Card Stud", {1: "Ah Kh Qd Jd Td 9d 8d 7d"}, pot=30, button=1)
    with refused(CardCountError, ids.INT_UNCONTESTED_POT, naming=("'Qd'",)):  # Five-Card Stud has no board
        showdown("Five-Card Stud", {1: "Ah Kh"}, board="Qd", pot=30, button=1)
    with refused(CardCountError, ids.HR_OMAHA_DEAL, ids.INT_UNCONTESTED_POT, naming=("'Ah Kh Qd'", 3, 4), only=True):
        showdown("Omaha", {1: "Ah Kh Qd"}, pot=3, button=1)


def test_int_card_notation_rank_then_suit_in_any_case_symbol_or_separator():
    reading = INTERPRETATIONS["int-card-notation"].reading
    ace = Card(Rank.ACE, Suit.SPADES)
    ten = Card(Rank.TEN, Suit.HEARTS)
    assert parse_cards("As as A\u2660 a\u2664") == (ace,) * 4
    assert parse_cards("10h Th 10\u2665 t\u2661") == (ten,) * 4
    assert parse_cards("As,10h;As Th") == parse_cards("As10hAsTh") == (ace, ten, ace, ten)
    assert repr(ten) == "Th" and str(ten) == "ten of hearts"
    assert f"at most {MAX_CARD_TEXT} characters" in reading and f"{MAX_CARDS} cards" in reading
    with refused(CardNotationError, ids.INT_CARD_NOTATION, naming=("'1h'",), only=True):
        parse_cards("As 1h")


def test_every_hands_option_is_a_real_parameter_and_its_where_is_markdown():
    import engine

    options = [item for item in hands_interpretations.INTERPRETATIONS if item.option is not None]
    assert len(options) == 7  # int-omaha-section-hilo's omaha_split joined them (issue 12)
    for item in options:
        option = item.option
        assert option is not None
        assert option.where.count("`") % 2 == 0, item.id
        code = re.findall(r"`([^`]+)`", option.where)
        prose = re.sub(r"`[^`]+`", "", option.where)
        assert not re.search(r"[()=\[\]\"]", prose), (item.id, prose)  # code only inside backticks
        calls = {found.group(1) for snippet in code if (found := re.match(r"(\w+)\(", snippet))}
        assert calls, item.id
        for name in calls:
            parameters = inspect.signature(getattr(engine, name)).parameters
            assert option.name in parameters, (item.id, name, option.name)
        if option.name == "game":  # the choices are games of the registry
            assert all(find_game(choice).name == choice for choice in option.choices), item.id
        elif option.name == "ranking":  # the choices are the rankings of the registry
            assert set(option.choices) == set(RANKINGS), item.id
        else:  # a text option: its choices are accepted and its default is the function's
            assert all(check_option(item.id, choice) == choice for choice in option.choices)
            for name in calls:
                assert inspect.signature(getattr(engine, name)).parameters[option.name].default == option.default


def _doc_comment(path: str, constant: str) -> str:
    """The ``#:`` lines just above ``constant`` (Sphinx reads them as its docstring), joined."""
    source = pathlib.Path(path).read_text(encoding="utf-8")
    lines = source[: source.index(constant)].splitlines()
    comment: list[str] = []
    while lines and lines[-1].startswith("#:"):
        comment.insert(0, lines.pop()[2:].strip())
    return " ".join(comment)


def test_int_manila3_sixes_the_game_and_the_deck_say_which_reading_they_are():
    for constant in ("THREE_CARD_MANILA = Game(", "THREE_CARD_MANILA_NO_SIXES = replace("):
        assert "int-manila3-sixes" in _doc_comment(games_module.__file__, constant), constant
    assert "may include 6's" in _doc_comment(games_module.__file__, "THREE_CARD_MANILA = Game(")
    deck = _doc_comment(decks_module.__file__, "DECK_36 = Deck(")
    assert "int-manila3-sixes" in deck and "may include 6's" in deck
    assert "int-manila3-sixes" in _doc_comment(decks_module.__file__, "DECK_32_MANILA3 = Deck(")


def test_int_table_size_each_game_has_the_usual_maximum_and_the_manila_games_the_documents_one():
    expected = {
        "2 Card Manila": 11,  # pp-manila2-deck
        "3 Card Manila": 9,  # pp-manila3-deck
        "Texas Hold 'Em": 10,
        "Omaha": 10,
        "Omaha 8/B": 10,
        "Seven-Card Stud": 8,
        "Seven-Card Stud High/Low Split": 8,
        "Five-Card Stud": 10,
        "Draw Poker": 6,
    }
    for name, most in expected.items():
        assert find_game(name).max_players == most, name
    # the flop and manila games fit their deck: hole cards + board + 4 burns
    for game in GAMES.values():
        if game.board_count:
            assert game.max_players * game.hole_count + game.board_count + 4 <= game.deck.size, game.name
