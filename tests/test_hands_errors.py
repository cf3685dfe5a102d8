"""Every input the hand and showdown half of the engine refuses, one case per place it refuses it.

Each case below reaches one ``raise`` of a :class:`engine.errors.RulesError` in the engine's
card, deck, hand, showdown and stud modules; :func:`test_the_cases_reach_every_raise` finds
the raises in the source and checks that no raise is left without a case.  Every error must
carry steps that cite registered clause or interpretation ids, end its message with those
ids (:meth:`engine.errors.RulesError.citing`), quote what was typed, and use plain words
rather than the engine's parameter names.
"""

from __future__ import annotations

import ast
import pathlib
import re
import time
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from refusals import assert_cites, assert_names, refused

from engine.cards import MAX_CARD_TEXT, MAX_CARDS, Card, Rank, Suit, parse_cards
from engine.checks import check_rng
from engine.decks import DECK_32, DECK_36, DECK_52, DECKS, MANILLEN_DECK, find_deck
from engine.documents import ids
from engine.documents.interpretations import INTERPRETATIONS
from engine.documents.options import check_option
from engine.documents.registry import is_citable
from engine.errors import (
    CardCountError,
    CardNotationError,
    CardNotInDeckError,
    DuplicateCardError,
    GeneratorError,
    NoLowHandError,
    PlayerCountError,
    RulesError,
    UnknownDeckError,
    UnknownGameError,
    UnknownOptionError,
    UnknownRankingError,
)
from engine.explain import ClauseId, inline_citation
from engine.poker.games import GAMES, find_game
from engine.poker.hands import best_hand, best_low
from engine.poker.lows import EIGHT_OR_BETTER, low_of
from engine.poker.rankings import MANILA as MANILA_RANKING
from engine.poker.rankings import STANDARD, evaluate, find_ranking
from engine.poker.showdown import showdown
from engine.poker.stud import stud_opener

ENGINE = pathlib.Path(__file__).resolve().parents[1] / "engine"
#: The modules of the hand and showdown half whose every refusal is walked here.
MODULES = (
    "cards",
    "decks",
    "poker/game",
    "poker/games",
    "poker/hands",
    "poker/lows",
    "poker/rankings",
    "poker/showdown",
    "poker/stud",
    "explain",
    "errors",
)

MANILA = "2 Card Manila"
BOARD = "Qh Jh 9h Qc 7d"


@dataclass(frozen=True)
class Refusal:
    """A call the rules refuse, the error it must raise, the clauses it must cite and the values its
    message must name (the input as typed, the limit).  ``cites`` is empty only where the engine cites a
    clause the rule does not rest on: those are said beside the case, and reported on issue 13."""

    name: str
    call: Callable[[], object]
    error: type[RulesError]
    cites: tuple[ClauseId, ...]
    named: tuple[object, ...]


#: Every deck of the registry: an unknown deck is refused citing each deck's clause.
DECK_CLAUSES = (ids.INT_STANDARD_DECK, ids.PP_MANILA3_DECK, ids.PP_MANILA2_DECK, ids.MP_DECK_32)

CASES = [
    # --- card notation (int-card-notation) -------------------------------------------------------------
    Refusal(
        "one card asked, two typed", lambda: Card.parse("As Kd"), CardNotationError, (ids.INT_CARD_NOTATION,), ("'As Kd'",)
    ),
    Refusal(
        "not a card at all",
        lambda: parse_cards(5),  # type: ignore[arg-type]
        CardNotationError,
        (ids.INT_CARD_NOTATION,),
        (5,),
    ),
    Refusal(
        "an item that is no card",
        lambda: parse_cards(["As", 7]),  # type: ignore[list-item]
        CardNotationError,
        (ids.INT_CARD_NOTATION,),
        (7,),
    ),
    Refusal(
        "more cards than a deck",
        lambda: parse_cards([Card(Rank.ACE, Suit.SPADES)] * 60),
        CardNotationError,
        (ids.INT_CARD_NOTATION,),
        (MAX_CARDS,),
    ),
    Refusal(
        "too much text",
        lambda: parse_cards("As " * 1000),
        CardNotationError,
        (ids.INT_CARD_NOTATION,),
        ("'As As As", "3,000", MAX_CARD_TEXT),
    ),
    Refusal(
        "an unknown card inside typed text",
        lambda: showdown(MANILA, {1: "Ah Kh", 2: "Ah, 1h"}, BOARD, pot=30, button=2),
        CardNotationError,
        (ids.INT_CARD_NOTATION,),
        ("'Ah, 1h'", "seat 2", "'1h'"),
    ),
    Refusal(
        "too many cards in one text",
        lambda: parse_cards("As" * 53),
        CardNotationError,
        (ids.INT_CARD_NOTATION,),
        (53, MAX_CARDS),
    ),
    Refusal(
        "bytes where text belongs",
        lambda: parse_cards(b"As"),  # type: ignore[arg-type]
        CardNotationError,
        (ids.INT_CARD_NOTATION,),
        ("b'As'",),
    ),
    # --- decks (the deck clause of the game) ---------------------------------------------------------------
    Refusal(
        "a card not in the deck",
        lambda: DECK_32.check("ah 7c 6s"),
        CardNotInDeckError,
        (ids.PP_MANILA2_DECK,),
        ("'ah 7c 6s'", "6s", "2 Card Manila"),
    ),
    Refusal(
        "a card dealt twice across seats",
        lambda: showdown(MANILA, {1: "Ah Kh", 2: "ah Qd"}, BOARD, pot=30, button=2),
        DuplicateCardError,
        (ids.PP_MANILA2_DECK,),
        ("Ah", "'ah Qd'", "seat 2", "seat 1"),
    ),
    Refusal(
        "a card typed twice",
        lambda: evaluate("As Kd as 2c 3c"),
        DuplicateCardError,
        (ids.INT_STANDARD_DECK,),
        ("As", "'As Kd as 2c 3c'"),
    ),
    # --- games: counts, names, options ----------------------------------------------------------------
    Refusal(
        "three hole cards in 2 Card Manila",
        lambda: showdown(MANILA, {1: "ah, kh, 8c", 2: "Js Jd"}, BOARD, pot=30, button=2),
        CardCountError,
        (ids.PP_MANILA2_DEAL,),
        ("'ah, kh, 8c'", 3, "seat 1", 2),
    ),
    Refusal(
        "a board not played to a conclusion",
        lambda: best_hand(find_game(MANILA), "Ah Kh", "qh, jh, 9h"),
        CardCountError,
        (ids.PP_MANILA2_BOARD, ids.NZG_13_4F),
        ("'qh, jh, 9h'", 3, 5),
    ),
    Refusal(
        "an uncontested winner with one card",
        lambda: showdown("Texas Hold 'Em", {1: "as"}, pot=30, button=1),
        CardCountError,
        (ids.HR_HOLDEM_DEAL, ids.INT_UNCONTESTED_POT),
        ("'as'", "seat 1", 2),
    ),
    Refusal(
        "an uncontested pot with six board cards",
        lambda: showdown(MANILA, {1: "Ah Kh"}, board="Qh Jh 9h Qc 7d 8d", pot=30, button=1),
        CardCountError,
        (ids.PP_MANILA2_BOARD, ids.INT_UNCONTESTED_POT),
        ("'Qh Jh 9h Qc 7d 8d'", 6, 5),
    ),
    Refusal(
        "an uncontested hand and board that never meet",
        lambda: showdown("Seven-Card Stud", {1: "As Kd Qc"}, board="2c", pot=30, button=1),
        CardCountError,
        (ids.HR_STUD7_LAST_CARD, ids.INT_UNCONTESTED_POT),
        ("'As Kd Qc'", "seat 1", "Seven-Card Stud", 6),
    ),
    Refusal("an unknown game", lambda: find_game("baccarat"), UnknownGameError, (ids.INT_GAMES,), ("'baccarat'",)),
    Refusal("a game that is no name", lambda: find_game(42), UnknownGameError, (ids.INT_GAMES,), (42,)),
    Refusal(
        "the trick-taking game where a poker game belongs",
        lambda: find_game("Manillen Plus"),
        UnknownGameError,
        (ids.INT_GAMES, ids.MP_OVERVIEW),
        ("'Manillen Plus'",),
    ),
    Refusal(
        "no game for the best hand",
        lambda: best_hand(None, "As Kd", "2c 3d 4h 5s 9c"),  # type: ignore[arg-type]
        UnknownGameError,
        (ids.INT_GAMES,),
        (None,),
    ),
    Refusal(
        "a misspelt game for the best low",
        lambda: best_low("Omaha Hi/Hi", "Ah 2h Kd Kc", "3c 4d 8s Qh Js"),
        UnknownGameError,
        (ids.INT_GAMES,),
        ("'Omaha Hi/Hi'",),
    ),
    Refusal("an unknown deck", lambda: find_deck("31"), UnknownDeckError, DECK_CLAUSES, ("'31'", 52, 36, 32)),
    Refusal(
        "an unknown deck to evaluate in",
        lambda: evaluate("As Kd Qc Jh 9h", STANDARD, "33"),
        UnknownDeckError,
        DECK_CLAUSES,
        ("'33'", 52, 36, 32, "manillen"),
    ),
    Refusal(
        "an unknown ranking to evaluate by",
        lambda: evaluate("As Kd Qc Jh 9h", "lowball"),
        UnknownRankingError,
        (ids.INT_STANDARD_RANKING, ids.PP_MANILA2_FLUSH_BEATS_FULL_HOUSE),
        ("'lowball'", "standard", "manila"),
    ),
    Refusal(
        "no ranking at all",
        lambda: find_ranking(None),  # type: ignore[arg-type]
        UnknownRankingError,
        (ids.INT_STANDARD_RANKING, ids.PP_MANILA2_FLUSH_BEATS_FULL_HOUSE),
        (None, "standard", "manila"),
    ),
    Refusal(
        "an unknown reading",
        lambda: check_option(ids.INT_HILO_ODD_CHIP, "low"),
        UnknownOptionError,
        (ids.INT_HILO_ODD_CHIP,),
        ("'low'", "'high'", "'left-of-button'"),
    ),
    # --- hands and lows -------------------------------------------------------------------------------------
    Refusal(
        "a low in a high-only game",
        lambda: best_low(find_game("Omaha"), "Ah 2h Kd Kc", "3c 4d 8s Qh Js"),
        NoLowHandError,
        (ids.INT_OMAHA_SECTION_HILO,),
        ("Omaha", "Omaha 8/B"),
    ),
    Refusal(
        "a low of two cards",
        lambda: low_of("ac, 2d", EIGHT_OR_BETTER),
        CardCountError,
        (ids.HR_OMAHA8_LOW_QUALIFIER,),
        ("'ac, 2d'", 2),
    ),
    Refusal(
        "a hand of four cards",
        lambda: evaluate("ac 7d 8h 9s"),
        CardCountError,
        (ids.INT_STANDARD_RANKING,),
        ("'ac 7d 8h 9s'", 4),
    ),
    # --- showdowns -----------------------------------------------------------------------------------------
    Refusal(
        # a pot is a whole number of chips by int-input-size; the engine cites pp-manila2-showdown and
        # int-odd-chip-by-game instead
        "a pot that is no number of chips",
        lambda: showdown(MANILA, {1: "Ah Kh", 2: "Js Jd"}, BOARD, pot=-5, button=2),
        RulesError,
        (),
        (-5,),
    ),
    Refusal(
        # no clause speaks of currency signs; the engine cites int-betting-round
        "a currency that is no currency sign",
        lambda: showdown(MANILA, {1: "Ah Kh", 2: "Js Jd"}, BOARD, pot=30, button=2, currency="10 "),
        RulesError,
        (),
        ("'10 '",),
    ),
    Refusal(
        "no one in the showdown",
        lambda: showdown(MANILA, {}, BOARD, pot=30, button=1),
        PlayerCountError,
        (ids.INT_UNCONTESTED_POT,),
        (),
    ),
    Refusal(
        "more players than the game seats",
        lambda: showdown(MANILA, {seat: () for seat in range(1, 13)}, pot=30, button=1),
        PlayerCountError,
        (ids.PP_MANILA2_DECK,),
        (12, "2 Card Manila", 11),
    ),
    Refusal(
        # the parse layer's number of players (widgets.parse.player_count) is judged by the game
        "too few players to deal a hand",
        lambda: find_game(MANILA).check_player_count(1, least=2),
        PlayerCountError,
        (ids.PP_MANILA2_DECK, ids.INT_UNCONTESTED_POT),
        ("1 player", "2 Card Manila", "2 to 11"),
    ),
    Refusal(
        "no player at a showdown",
        lambda: find_game(MANILA).check_player_count(0, least=1),
        PlayerCountError,
        (ids.INT_UNCONTESTED_POT, ids.PP_MANILA2_DECK),
        ("0 players", "2 Card Manila", 11),
    ),
    Refusal(
        # seats are numbered by int-input-size, as the deal and the stud opener cite it
        "a seat that is no seat number",
        lambda: showdown(MANILA, {0: "Ah Kh", 2: "Js Jd"}, BOARD, pot=30, button=2),
        PlayerCountError,
        (ids.INT_INPUT_SIZE,),
        ("seat 0",),
    ),
    Refusal(
        "a button seat nobody was dealt",
        lambda: showdown(MANILA, {1: "Ah Kh", 2: "Js Jd", 3: "7c 8c"}, BOARD, pot=30, button=9),
        PlayerCountError,
        (ids.NZG_14_1B, ids.INT_ODD_CHIP_BY_GAME),
        (9, "1, 2 and 3"),
    ),
    Refusal(
        "more seats dealt in than the game seats",
        lambda: showdown(MANILA, {1: "Ah Kh", 2: "Js Jd"}, BOARD, pot=30, button=1, seats=range(1, 13)),
        PlayerCountError,
        (ids.PP_MANILA2_DECK,),
        (12, "2 Card Manila", 11),
    ),
    Refusal(
        "a dealt seat that is no seat number",
        lambda: showdown(MANILA, {1: "Ah Kh", 2: "Js Jd"}, BOARD, pot=30, button=1, seats=(0, 1, 2)),
        PlayerCountError,
        (ids.INT_INPUT_SIZE,),
        ("seat 0",),
    ),
    Refusal(
        "a seat dealt in twice (nzg-14-1b, as the deal refuses it)",
        lambda: showdown(MANILA, {1: "Ah Kh", 2: "Js Jd"}, BOARD, pot=30, button=1, seats=(1, 1, 2)),
        PlayerCountError,
        (ids.NZG_14_1B,),
        ([1, 1, 2], "seat 1"),
    ),
    Refusal(
        # the engine cites pp-manila2-deck, which says nothing of who was dealt in
        "a player who was not dealt in",
        lambda: showdown(MANILA, {1: "Ah Kh", 5: "Js Jd"}, BOARD, pot=30, button=1, seats=(1, 2, 3)),
        PlayerCountError,
        (),
        (5, "1, 2 and 3"),
    ),
    # --- side pots (int-side-pots, issue 12) ----------------------------------------------------------------
    Refusal(
        # the engine cites pp-manila2-deck, not int-side-pots (who puts chips in the pots)
        "contributions from a seat not dealt in",
        lambda: showdown(MANILA, {1: "Ah Kh", 2: "Js Jd"}, BOARD, button=1, seats=(1, 2), contributions={1: 4, 7: 2}),
        PlayerCountError,
        (),
        ("seat 7", "1 and 2"),
    ),
    Refusal(
        "a pot smaller than the contributions",
        lambda: showdown(MANILA, {1: "Ah Kh", 2: "Js Jd"}, BOARD, pot=5, button=1, contributions={1: 4, 2: 4}),
        RulesError,
        (ids.INT_SIDE_POTS,),
        (5, 8),
    ),
    # --- the stud opener -------------------------------------------------------------------------------------
    Refusal(
        "an opener in a button game",
        lambda: stud_opener("Omaha", {1: "2s", 2: "3s"}),
        RulesError,
        (ids.HR_OMAHA_FIRST_ROUND,),
        ("Omaha",),
    ),
    Refusal(
        "an opener with one player",
        lambda: stud_opener("Seven-Card Stud", {1: "2s"}),
        PlayerCountError,
        (ids.INT_TABLE_SIZE,),
        (1, 2),
    ),
    Refusal(
        "an opener among nine players",
        lambda: stud_opener("Seven-Card Stud", {seat: f"{rank}s" for seat, rank in enumerate("23456789T", 1)}),
        PlayerCountError,
        (ids.INT_TABLE_SIZE,),
        (9, "Seven-Card Stud", 8),
    ),
    Refusal(
        "an opener at seat minus one",
        lambda: stud_opener("Seven-Card Stud", {-1: "2s", 2: "3s"}),
        PlayerCountError,
        (ids.INT_INPUT_SIZE,),
        ("seat -1",),
    ),
    Refusal(
        "a dealer who is no seat at the table (int-input-size)",
        lambda: stud_opener("Seven-Card Stud", {1: "2s", 2: "3s"}, dealer=10**9),
        PlayerCountError,
        (ids.INT_INPUT_SIZE,),
        (10**9, 99),
    ),
    Refusal(
        "up-cards of different counts",
        lambda: stud_opener("Seven-Card Stud", {1: "2s", 2: "3s, 4s"}),
        CardCountError,
        (ids.HR_STUD7_UP_CARDS,),
        ("seat 1", "'2s'", "seat 2", "'3s, 4s'"),
    ),
    # --- the shuffle's generator (int-shuffle) ------------------------------------------------------------
    Refusal(
        "a seed where a generator belongs",
        lambda: check_rng(7, "the shuffle's generator"),
        GeneratorError,
        (ids.INT_SHUFFLE,),
        (7,),
    ),
]

#: Words of the engine's Python interface that a message must not use (plain words instead).
PARAMETER_NAMES = re.compile(r"\b(hilo_odd_chip|stud_odd_chip|opener_ties|player_count|hole_count|board_count)\b")


def _raised(case: Refusal) -> RulesError:
    with pytest.raises(case.error) as caught:
        case.call()
    assert isinstance(caught.value, RulesError)
    return caught.value


@pytest.mark.parametrize("case", [pytest.param(case, id=case.name) for case in CASES])
def test_every_refusal_carries_steps_that_cite_registered_ids(case: Refusal) -> None:
    error = _raised(case)
    assert error.because, "a refusal must carry the steps that decide it"
    assert all(is_citable(step.clause) for step in error.because), [step.clause for step in error.because]
    assert all(step.text.strip() for step in error.because)


@pytest.mark.parametrize("case", [pytest.param(case, id=case.name) for case in CASES])
def test_every_refusal_cites_the_rules_it_rests_on(case: Refusal) -> None:
    assert_cites(_raised(case), *case.cites)


@pytest.mark.parametrize("case", [pytest.param(case, id=case.name) for case in CASES])
def test_every_refusal_names_its_rules_at_the_end_of_its_message_in_the_one_format(case: Refusal) -> None:
    """The ids come from the same steps as ``because`` (RulesError.citing), so they cannot drift apart."""
    error = _raised(case)
    assert str(error).endswith(" " + inline_citation(error.because))


@pytest.mark.parametrize("name", ["baccarat", "Poker", 42, None, ["Omaha"]])
def test_int_games_an_unknown_game_lists_the_games_and_cites_the_reading_that_lists_them(name: object) -> None:
    games = [game.name for game in GAMES.values()]
    with refused(UnknownGameError, ids.INT_GAMES, naming=[repr(name), *games], only=True):
        find_game(name)


def test_int_games_the_reading_names_every_game_and_the_sections_they_come_from() -> None:
    """Each poker game of the registry, and Manillen Plus, has its section's opening sentence in the reading's
    clauses; the two games the engine adds are the readings of their own interpretations."""
    games = INTERPRETATIONS["int-games"]
    sections = {
        "Draw Poker": "hr-draw-blinds",
        "Seven-Card Stud": "hr-stud7-intro",
        "Seven-Card Stud High/Low Split": "hr-stud7hl-high-card-opens",
        "Five-Card Stud": "hr-stud5-ante",
        "Texas Hold 'Em": "hr-holdem-intro",
        "Omaha": "hr-omaha-intro",
        "Omaha 8/B": "hr-omaha8-button-draw",
        "2 Card Manila": "pp-manila2-deck",
        "3 Card Manila": "pp-manila3-same-as-2",
    }
    documented = {game.name for game in GAMES.values() if not game.variant_of}
    assert documented == set(sections)
    assert set(sections.values()) | {"mp-overview"} <= set(games.clauses)
    variants = {game.name: game.variant_of for game in GAMES.values() if game.variant_of}
    assert variants == {"3 Card Manila (no sixes)": "int-manila3-sixes", "Omaha 8/B (paired lows)": "int-low-no-pair"}
    for name in (*documented, *variants, "Manillen Plus"):
        assert name in games.question + games.reading


def test_int_games_best_hand_and_best_low_take_a_game_by_its_name() -> None:
    """"The best poker hand is awarded the other half": the names read as the games themselves."""
    assert best_hand("Texas Hold 'Em", "As Kd", "2c 3d 4h 5s 9c") == best_hand(
        find_game("texas holdem"), "As Kd", "2c 3d 4h 5s 9c"
    )
    assert best_hand("Texas Hold 'Em", "As Kd", "2c 3d 4h 5s 9c").category.value == "straight"
    low = best_low("Omaha Hi/Lo", "Ah 2h Kd Kc", "3c 4d 8s Qh Js")
    assert low is not None and low.cards == parse_cards("8s 4d 3c 2h Ah")


# --- rankings and decks by name (int-standard-ranking, the deck clauses) ------------------------------


@pytest.mark.parametrize(
    ("ranking", "deck", "expected"),
    [
        ("manila", DECK_52, MANILA_RANKING),
        (" Manila ", "52", MANILA_RANKING),
        ("STANDARD", 52, STANDARD),
    ],
)
def test_int_standard_ranking_evaluate_takes_a_ranking_by_name(ranking, deck, expected) -> None:
    """A flush beats a full house in manila only ("pp-manila2-flush-beats-full-house")."""
    flush, full_house = "Ah Kh 9h 5h 2h", "Ks Kd Kc 7s 7d"
    assert (evaluate(flush, ranking, deck) > evaluate(full_house, ranking, deck)) is (expected is MANILA_RANKING)


@pytest.mark.parametrize(("name", "deck"), [("32", DECK_32), (32, DECK_32), ("36", DECK_36), ("Manillen", MANILLEN_DECK)])
def test_pp_manila2_deck_evaluate_takes_a_deck_by_size_or_name(name, deck) -> None:
    """In 32 cards, 7 to ace, "A, 7, 8, 9, 10" is a straight only where the ace may play low."""
    assert find_deck(name) is deck
    assert evaluate("Ac 7d 8h 9s Tc", "standard", name).category.value == (
        "straight" if deck.lowest_rank.value == "7" else "high card"
    )
    assert evaluate("Ac 7d 8h 9s Tc", "manila", name).category.value == "high card"
    with pytest.raises(CardNotInDeckError):
        evaluate("Ac 2d 8h 9s Tc", "standard", name)


@pytest.mark.parametrize("deck", ["31", 31, "", None, True, 32.0, "manila"])
def test_a_deck_the_registry_does_not_hold_is_refused_naming_every_deck_and_its_clause(deck) -> None:
    every_deck = [each.clause for each in DECKS.values()]
    with refused(UnknownDeckError, *every_deck, naming=(repr(deck),), only=True) as caught:
        evaluate("As Kd Qc Jh 9h", STANDARD, deck)
    assert str(caught.value).endswith(" " + inline_citation(caught.value.because))


@pytest.mark.parametrize("case", [pytest.param(case, id=case.name) for case in CASES if case.named])
def test_every_refusal_quotes_the_input_as_it_was_typed(case: Refusal) -> None:
    assert_names(_raised(case), case.named)


@pytest.mark.parametrize("case", [pytest.param(case, id=case.name) for case in CASES])
def test_no_refusal_speaks_in_parameter_names(case: Refusal) -> None:
    assert not PARAMETER_NAMES.search(str(_raised(case)))


def _rules_raises(path: pathlib.Path) -> set[int]:
    """The lines of every ``raise`` of a rules error in ``path`` (TypeError, AssertionError: not rules)."""
    lines = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Raise) and node.exc is not None:
            called = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
            name = ast.unparse(called)
            if name.split(".")[0] not in {"TypeError", "AssertionError", "NotImplementedError"}:
                lines.add(node.lineno)
    return lines


def _raise_site(error: BaseException) -> tuple[str, int]:
    trace = error.__traceback__
    assert trace is not None
    while trace.tb_next is not None:
        trace = trace.tb_next
    path = pathlib.Path(trace.tb_frame.f_code.co_filename)
    return path.relative_to(ENGINE).with_suffix("").as_posix(), trace.tb_lineno


def test_the_cases_reach_every_raise() -> None:
    """A new refusal in these modules needs a case above, or this test names it."""
    sites = {(module, line) for module in MODULES for line in _rules_raises(ENGINE / f"{module}.py")}
    reached = {site for site in (_raise_site(_raised(case)) for case in CASES) if site[0] in MODULES}
    assert sites - reached == set(), "raises no case reaches"
    assert reached <= sites


# --- input size (int-card-notation): refused before any work --------------------------------------------


def test_int_card_notation_huge_text_is_refused_at_once_with_a_clear_message() -> None:
    text = "As Kd " * 366_667  # 2.2 MB, as a browser's text box could send
    start = time.perf_counter()
    with refused(CardNotationError, ids.INT_CARD_NOTATION, naming=(MAX_CARD_TEXT, "2,200,002", "seat 1")) as caught:
        showdown(MANILA, {1: text, 2: "Js Jd"}, BOARD, pot=30, button=2)
    assert time.perf_counter() - start < 0.1
    assert len(str(caught.value)) < 300  # the text is named, not printed


def test_int_card_notation_a_huge_list_of_cards_is_refused_at_once() -> None:
    many = [Card(Rank.ACE, Suit.SPADES)] * 1_000_000
    start = time.perf_counter()
    with refused(CardNotationError, ids.INT_CARD_NOTATION, naming=(MAX_CARDS,)):
        DECK_52.check(many)
    assert time.perf_counter() - start < 0.1


def test_int_card_notation_a_whole_deck_written_out_the_longest_way_fits() -> None:
    longest = ", ".join(
        ("10" if card.rank is Rank.TEN else card.rank.value) + card.suit.symbol for card in DECK_52.cards
    )
    assert len(longest) <= MAX_CARD_TEXT
    assert DECK_52.check(longest) == DECK_52.cards
    with refused(CardNotationError, ids.INT_CARD_NOTATION, naming=(53, MAX_CARDS)):
        parse_cards(longest + ", As")
