"""The fast evaluator (:mod:`engine.poker.fast`) orders hands exactly as the reference does.

The reference is :meth:`engine.poker.rankings.Ranking.key` (and, over several cards,
:func:`engine.poker.hands.best_hand`); for the standard ranking of the 52-card deck also the
independent libraries ``eval7`` (greater is stronger) and ``phevaluator`` (smaller is stronger).
Expected values come from them, never from the fast tables.

"Orders the same" is checked as in ``tests/test_reference_evaluators.py``: sort the hands by the
reference, and every neighbouring pair must compare the same way (``<`` or ``==``) by strength.
Both orders being total, every pair of the hands then agrees.

* Every five-card hand of the 32- and 36-card decks, both rankings, hand by hand.
* Every five-card hand of the 52-card deck, both rankings, through the NumPy path: the test sorts
  the 2,598,960 hands into classes itself (their ranks, and whether they share a suit: all that
  :meth:`Ranking.key` reads), asks the reference the key of one hand of each class, and checks
  that each class has one strength and that the classes' strengths order as their keys.
* Seeded samples of six- and seven-card hands and of Omaha hands, per deck and ranking, and of
  2 and 3 Card Manila showdown hands (two hole cards and three of the board) against ``best_hand``;
  the NumPy Omaha path (``omaha_batch``) against ``Ranking.key`` and phevaluator.
* The explaining functions search with the tables: ``best_hand_of`` (and ``best_low_of``, which leaves
  out the cards that make no low) choose the very cards that the straightforward search by keys chose,
  on seeded deals of every game.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
import subprocess
import sys
import warnings
from collections.abc import Callable, Iterable, Sequence
from math import comb

import numpy as np
import pytest
from phevaluator import evaluate_cards, evaluate_omaha_cards

with warnings.catch_warnings():  # eval7 0.1.11 still spells pyparsing's old names; not ours to fix
    warnings.simplefilter("ignore", DeprecationWarning)
    import eval7

from engine.cards import Card
from engine.decks import DECK_32, DECK_32_MANILA3, DECK_36, DECK_52, MANILLEN_DECK, Deck
from engine.errors import CardCountError, CardNotInDeckError, DuplicateCardError, RulesError
from engine.poker import fast, fast_tables
from engine.poker.fast import (
    StrengthTable,
    best_strength,
    card_id,
    card_ids,
    card_of,
    five_index,
    hand_strength,
    omaha_strength,
    strength_table,
    table_for,
    table_name,
    table_sizes,
)
from engine.poker.game import Game
from engine.poker.games import GAMES, find_game
from engine.poker.hands import best_hand, best_hand_of, best_low_of
from engine.poker.rankings import MANILA, MANILA_3, STANDARD, STANDARD_ORDER, Ranking

DECKS = {"52": DECK_52, "36": DECK_36, "32": DECK_32}
RANKINGS = {"standard": STANDARD, "manila": MANILA}
CONFIGS = [pytest.param(d, r, id=f"{d}-{r}") for d in DECKS for r in RANKINGS]
SHORT = [pytest.param(d, r, id=f"{d}-{r}") for d in ("36", "32") for r in RANKINGS]

Key = tuple[int, ...]


def assert_same_order(reference: Sequence[Key | int], strengths: Sequence[int], hands: Sequence[object]) -> None:
    """Sorted by the reference, neighbours compare alike by strength: so every pair does."""
    order = sorted(range(len(reference)), key=lambda i: reference[i])
    for i, j in itertools.pairwise(order):
        same = reference[i] == reference[j]
        assert (strengths[i] == strengths[j]) if same else (strengths[i] < strengths[j]), (hands[i], hands[j])


def reference_best(ranking: Ranking, deck: Deck, cards: Iterable[Card]) -> Key:
    """The best key of any five of ``cards``, by the reference."""
    return max(ranking.key(five, deck) for five in itertools.combinations(cards, 5))


def reference_omaha(ranking: Ranking, deck: Deck, hole: Sequence[Card], board: Sequence[Card]) -> Key:
    """The best key of two of ``hole`` and three of ``board``, by the reference."""
    return max(
        ranking.key(own + shared, deck)
        for own in itertools.combinations(hole, 2)
        for shared in itertools.combinations(board, 3)
    )


def deals(deck: Deck, count: int, size: int, seed: int) -> list[tuple[int, ...]]:
    """Seeded deals of ``size`` card ids; half from the whole deck, half from a narrow part of it
    (three ranks in every suit or five ranks in two suits) so that big hands and ties come up."""
    rng = random.Random(seed)
    out = []
    for index in range(count):
        if index % 2:
            pool = list(range(deck.size))
        elif index % 4:
            low = 4 * rng.randrange(len(deck.ranks) - 2)
            pool = list(range(low, low + 12)) + rng.sample(range(deck.size), 2)
        else:
            low, suits = rng.randrange(len(deck.ranks) - 4), rng.sample(range(4), 2)
            pool = [4 * (low + r) + s for r in range(5) for s in suits] + rng.sample(range(deck.size), 2)
        out.append(tuple(rng.sample(sorted(set(pool)), size)))
    return out


# --- card ids and the tables' shape --------------------------------------------------------------


@pytest.mark.parametrize("deck_key", list(DECKS))
def test_card_ids_count_the_decks_cards_in_order(deck_key: str) -> None:
    """Ids run 0 .. N-1 in the order of Deck.cards: four times the rank's place plus the suit."""
    deck = DECKS[deck_key]
    for index, card in enumerate(deck.cards):
        assert card_id(card, deck) == index == 4 * deck.ranks.index(card.rank) + "cdhs".index(card.suit.value)
        assert card_of(index, deck) == card
    assert card_ids(" ".join(map(repr, deck.cards)), deck) == tuple(range(deck.size))


@pytest.mark.parametrize("deck_key, ranking_key", CONFIGS)
def test_tables_are_shipped_with_their_sizes(deck_key: str, ranking_key: str) -> None:
    """Each (deck, ranking) has its two files, of the sizes of the number system: C(N, 5) hands;
    C(n+k-1, k) multisets of k of n ranks; 2**n rank masks."""
    deck, ranking = DECKS[deck_key], RANKINGS[ranking_key]
    n = len(deck.ranks)
    sizes = table_sizes(deck)
    assert sizes == {
        "five": comb(4 * n, 5),
        "ranks5": comb(n + 4, 5),
        "ranks6": comb(n + 5, 6),
        "ranks7": comb(n + 6, 7),
        "flush": 2**n,
    }
    assert {"52": 2_598_960, "36": 376_992, "32": 201_376}[deck_key] == sizes["five"]
    assert len(fast.load_table(deck, ranking, "five")) == sizes["five"]
    assert len(fast.load_table(deck, ranking, "best")) == sum(sizes.values()) - sizes["five"]
    assert table_name(deck, ranking, "five") == f"{deck_key}-{ranking_key}-five.zlib"


def test_every_ranking_of_the_registry_has_tables_on_every_deck_of_the_registry() -> None:
    """What has tables is read from the registries (engine.poker.rankings.RANKINGS, engine.decks.DECKS), not
    kept by hand: every ranking on every deck, decks of the same ranks sharing one set of files; a ranking
    added to the registry is tabled on each deck."""
    from engine.decks import DECKS as EVERY_DECK
    from engine.poker.rankings import RANKINGS as EVERY_RANKING

    for deck in EVERY_DECK.values():
        for ranking in EVERY_RANKING.values():
            table = table_for(ranking, deck)
            assert table is not None and table.deck.ranks == deck.ranks and table.ranking == ranking
    rank_sets = {deck.ranks for deck in EVERY_DECK.values()}
    assert len(fast.TABLED) == len(rank_sets) * len(EVERY_RANKING)
    added = Ranking("added", MANILA.order, ace_low_straight=True)
    pairs = fast._tabled_pairs(EVERY_DECK.values(), [*EVERY_RANKING.values(), added])
    assert sorted(deck.size for deck, ranking in pairs if ranking is added) == [32, 36, 52]


@pytest.mark.parametrize("ranking_key", list(RANKINGS))
def test_the_shipped_tables_are_what_the_generator_makes(ranking_key: str) -> None:
    """The files are not stale: python -m engine.poker.fast_tables makes the same 32-card tables
    (``--check`` compares every deck's; the 52-card ones take half a minute)."""
    ranking = RANKINGS[ranking_key]
    for kind, table in fast_tables.tables(ranking, DECK_32):
        assert table == fast.load_table(DECK_32, ranking, kind), kind


def test_the_package_data_carries_the_tables() -> None:
    """pyproject.toml ships engine/poker/data/*.zlib with the package, so a wheel holds the tables."""
    import tomllib
    from pathlib import Path

    project = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text())
    assert "data/*.zlib" in project["tool"]["setuptools"]["package-data"]["engine.poker"]


def test_the_hand_table_is_read_only_when_needed() -> None:
    """A new table reads the small tables; the 2,598,960 hands only when they are used."""
    table = StrengthTable(STANDARD, DECK_52)
    table.seven(card_ids("As Ks Qs Js Ts 2c 2d"))
    table.best_batch(np.array([card_ids("As Ks Qs Js Ts 2c 2d")]))
    assert table._five is None
    assert table.five(card_ids("As Ks Qs Js Ts")) == table.hands[five_index(card_ids("As Ks Qs Js Ts"))]
    assert table._five is not None


def test_the_engine_imports_and_evaluates_without_numpy() -> None:
    """NumPy only accelerates: with it absent the fast path still imports and ranks hands."""
    code = (
        "import sys; sys.modules['numpy'] = None\n"
        "from engine.poker.fast import hand_strength, best_strength\n"
        "print(hand_strength('As Ks Qs Js Ts'), best_strength('As Ks Qs Js Ts 2c 3c'))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["7462", "7462"]


@pytest.mark.parametrize("size", [5, 6, 7])
def test_the_sorting_networks_sort_every_row(size: int) -> None:
    """The batch paths sort rows by a network: one that sorts every row of 0s and 1s sorts every row."""
    for bits in itertools.product((0, 1), repeat=size):
        row = list(bits)
        for i, j in fast.SORTING_NETWORKS[size]:
            row[i], row[j] = min(row[i], row[j]), max(row[i], row[j])
        assert row == sorted(bits)


# --- five cards: every hand ----------------------------------------------------------------------


@pytest.mark.parametrize("deck_key, ranking_key", SHORT)
def test_every_five_card_hand_of_the_short_decks_orders_as_the_reference(deck_key: str, ranking_key: str) -> None:
    """int-standard-ranking, pp-manila2-flush-beats-full-house, int-short-deck-ace-low: hand by hand,
    the strength (per hand, and in the perfect-hash table) orders every hand as Ranking.key does."""
    deck, ranking = DECKS[deck_key], RANKINGS[ranking_key]
    table = strength_table(ranking, deck)
    hands_table = table.hands
    strength_of: dict[Key, int] = {}
    for hand in itertools.combinations(range(deck.size), 5):
        key = ranking.key([deck.cards[card] for card in hand], deck)
        strength = table.five(hand)
        assert hands_table[five_index(hand)] == strength
        assert strength_of.setdefault(key, strength) == strength, hand  # one strength a key: ties exact
    keys = sorted(strength_of)
    assert [strength_of[key] for key in keys] == list(range(1, len(keys) + 1))  # greater key, greater strength


@pytest.fixture(scope="module")
def every_52_card_hand() -> np.ndarray:
    """All 2,598,960 hands of the 52-card deck as rows of ids, and each hand's class (flush, ranks)."""
    flat = np.fromiter(itertools.chain.from_iterable(itertools.combinations(range(52), 5)), dtype=np.int8)
    return flat.reshape(-1, 5)


@pytest.mark.parametrize("ranking_key", list(RANKINGS))
def test_every_five_card_hand_of_52_cards_orders_as_the_reference(
    every_52_card_hand: np.ndarray, ranking_key: str
) -> None:
    """Every hand of 52 cards, through both NumPy paths: hands of one class (the same ranks, and
    flush or not: all Ranking.key reads) have one strength, and the classes order as their keys."""
    ranking, hands = RANKINGS[ranking_key], every_52_card_hand
    table = strength_table(ranking, DECK_52)
    strengths = table.five_batch(hands)
    assert np.array_equal(strengths, table.best_batch(hands))
    ranks, suits = hands.astype(np.int64) >> 2, hands & 3
    flush = (suits == suits[:, :1]).all(axis=1)
    klass = (5**ranks).sum(axis=1) * 2 + flush
    classes, first, inverse = np.unique(klass, return_index=True, return_inverse=True)
    assert len(classes) == 7462
    low = np.full(len(classes), 1 << 16)
    high = np.zeros(len(classes), dtype=np.int64)
    np.minimum.at(low, inverse, strengths)
    np.maximum.at(high, inverse, strengths)
    assert np.array_equal(low, high)  # each class one strength
    keys = [ranking.key([DECK_52.cards[card] for card in hands[row]], DECK_52) for row in first]
    assert_same_order(keys, low.tolist(), classes.tolist())
    assert sorted(low.tolist()) == list(range(1, 7463))


@pytest.mark.parametrize("ranking_key", list(RANKINGS))
def test_a_sample_of_52_card_hands_hand_by_hand(ranking_key: str) -> None:
    """20,000 seeded five-card hands: per hand, the table, the batch path and Ranking.key agree."""
    ranking = RANKINGS[ranking_key]
    table = strength_table(ranking, DECK_52)
    hands = deals(DECK_52, 20_000, 5, seed=5)
    strengths = [table.five(hand) for hand in hands]
    assert table.five_batch(np.array(hands)).tolist() == strengths
    assert [table.hands[five_index(hand)] for hand in hands] == strengths
    keys = [ranking.key([DECK_52.cards[card] for card in hand], DECK_52) for hand in hands]
    assert_same_order(keys, strengths, hands)


def test_five_card_hands_order_as_phevaluator() -> None:
    """phevaluator (its ids are ours: 4 x rank + suit, clubs first; smaller is stronger)."""
    table = strength_table()
    hands = deals(DECK_52, 20_000, 5, seed=6)
    assert_same_order([-evaluate_cards(*hand) for hand in hands], [table.five(hand) for hand in hands], hands)


# --- six and seven cards, Omaha ------------------------------------------------------------------


@pytest.mark.parametrize("deck_key, ranking_key", CONFIGS)
def test_best_of_seven_and_six_orders_as_the_reference(deck_key: str, ranking_key: str) -> None:
    """The best five of seven (Hold 'Em, Seven-Card Stud) and of six cards: seeded deals, per hand
    and in one batch, against the best of Ranking.key over every five of the cards."""
    deck, ranking = DECKS[deck_key], RANKINGS[ranking_key]
    table = strength_table(ranking, deck)
    for size, count in ((7, 1500), (6, 800)):
        hands = deals(deck, count, size, seed=size)
        strengths = [table.best(hand) for hand in hands]
        if size == 7:
            assert [table.seven(hand) for hand in hands] == strengths
        assert table.best_batch(np.array(hands)).tolist() == strengths
        keys = [reference_best(ranking, deck, [deck.cards[card] for card in hand]) for hand in hands]
        assert_same_order(keys, strengths, hands)


def test_holdem_orders_as_best_hand_and_eval7() -> None:
    """Texas Hold 'Em: the engine's best_hand and eval7 (greater is stronger) on seeded deals."""
    table, holdem = strength_table(), find_game("Texas Hold 'Em")
    hands = deals(DECK_52, 3000, 7, seed=77)
    strengths = [table.seven(hand) for hand in hands]
    cards = [[DECK_52.cards[card] for card in hand] for hand in hands]
    assert_same_order([best_hand(holdem, hand[:2], hand[2:]).key for hand in cards], strengths, hands)
    by_eval7 = [eval7.evaluate([eval7.Card(repr(card)) for card in hand]) for hand in cards]
    assert_same_order(by_eval7, strengths, hands)
    many = deals(DECK_52, 20_000, 7, seed=78)
    assert_same_order([-evaluate_cards(*hand) for hand in many], [table.seven(hand) for hand in many], many)


@pytest.mark.parametrize("deck_key, ranking_key", CONFIGS)
def test_omaha_orders_as_the_reference(deck_key: str, ranking_key: str) -> None:
    """hr-omaha-two-plus-three: exactly two of four hole cards and three of five board cards."""
    deck, ranking = DECKS[deck_key], RANKINGS[ranking_key]
    table = strength_table(ranking, deck)
    hands = deals(deck, 600, 9, seed=9)
    strengths = [table.omaha(hand[:4], hand[4:]) for hand in hands]
    cards = [[deck.cards[card] for card in hand] for hand in hands]
    assert_same_order([reference_omaha(ranking, deck, hand[:4], hand[4:]) for hand in cards], strengths, hands)


def test_omaha_orders_as_best_hand_and_phevaluator() -> None:
    """Omaha through the engine's best_hand and phevaluator's Omaha evaluator (board first)."""
    table, omaha = strength_table(), find_game("Omaha")
    hands = deals(DECK_52, 1500, 9, seed=99)
    strengths = [table.omaha(hand[:4], hand[4:]) for hand in hands]
    cards = [[DECK_52.cards[card] for card in hand] for hand in hands]
    assert_same_order([best_hand(omaha, hand[:4], hand[4:]).key for hand in cards], strengths, hands)
    assert_same_order([-evaluate_omaha_cards(*hand[4:], *hand[:4]) for hand in hands], strengths, hands)


@pytest.mark.parametrize("game_name, hole_count", [("2 Card Manila", 2), ("3 Card Manila", 3)])
def test_manila_showdown_hands_order_as_best_hand(game_name: str, hole_count: int) -> None:
    """pp-manila2-hole-cards, pp-manila3-hole-cards: two of the player's cards and three of
    the board, by StrengthTable.omaha, order as the engine's best_hand."""
    game = find_game(game_name)
    table = strength_table(game.ranking, game.deck)
    hands = deals(game.deck, 800, hole_count + 5, seed=hole_count)
    strengths = [table.omaha(hand[:hole_count], hand[hole_count:]) for hand in hands]
    cards = [[game.deck.cards[card] for card in hand] for hand in hands]
    keys = [best_hand(game, hand[:hole_count], hand[hole_count:]).key for hand in cards]
    assert_same_order(keys, strengths, hands)


@pytest.mark.parametrize("deck_key, ranking_key", CONFIGS)
def test_the_omaha_batch_orders_as_the_reference(deck_key: str, ranking_key: str) -> None:
    """hr-omaha-two-plus-three, pp-manila2-hole-cards, pp-manila3-hole-cards: the NumPy path, on seeded hands
    of two, three and four hole cards (and boards of three to five), gives the per-hand strengths, which
    order as the greatest Ranking.key over the hand's choices."""
    deck, ranking = DECKS[deck_key], RANKINGS[ranking_key]
    table = strength_table(ranking, deck)
    for hole_count, board_count in ((4, 5), (3, 5), (2, 5), (4, 3), (2, 4)):
        hands = deals(deck, 300, hole_count + board_count, seed=10 * hole_count + board_count)
        holes = np.array([hand[:hole_count] for hand in hands], dtype=np.int8)
        boards = np.array([hand[hole_count:] for hand in hands], dtype=np.int8)
        strengths = table.omaha_batch(holes, boards).tolist()
        assert strengths == [table.omaha(hand[:hole_count], hand[hole_count:]) for hand in hands]
        if hole_count == 4 and board_count == 5 or hole_count == 2:
            cards = [[deck.cards[card] for card in hand] for hand in hands]
            keys = [reference_omaha(ranking, deck, hand[:hole_count], hand[hole_count:]) for hand in cards]
            assert_same_order(keys, strengths, hands)


def test_the_omaha_batch_orders_as_phevaluator() -> None:
    """30,000 seeded Omaha hands in blocks of 8,192: the batch path orders them as phevaluator's Omaha evaluator."""
    table = strength_table()
    hands = deals(DECK_52, 30_000, 9, seed=909)
    rows = np.array(hands)
    strengths = table.omaha_batch(rows[:, :4], rows[:, 4:]).tolist()
    assert_same_order([-evaluate_omaha_cards(*hand[4:], *hand[:4]) for hand in hands], strengths, hands)
    assert table.omaha_batch(np.zeros((0, 4), dtype=int), np.zeros((0, 5), dtype=int)).tolist() == []


def test_checked_functions_agree_with_the_table() -> None:
    """hand_strength, best_strength and omaha_strength read card text and rank as the table does."""
    table, omaha = strength_table(MANILA, DECK_36), find_game("3 Card Manila")
    assert hand_strength("6c 7d 8h 9s Ac", MANILA, DECK_36) == table.five(card_ids("6c 7d 8h 9s Ac", DECK_36))
    assert best_strength("Ah Kh Qh Jh 6h 6c 6d", MANILA, DECK_36) > best_strength(
        "Ah Ac Ad 6h 6c Kd Qs", MANILA, DECK_36
    )
    assert omaha_strength("Ah Kh Qd Jd", "Th 9h 6h 6c 7c", MANILA, DECK_36) == table.five(
        card_ids("Ah Kh Th 9h 6h", DECK_36)
    )
    assert omaha.deck is DECK_36


# --- refusals ------------------------------------------------------------------------------------


def refused(error: type[RulesError], call: Callable[[], object], words: str) -> None:
    with pytest.raises(error) as raised:
        call()
    assert words in str(raised.value), str(raised.value)
    assert raised.value.because


def test_a_card_not_in_the_deck_is_refused() -> None:
    """pp-manila2-deck: a six is not in the 32-card deck; an id past the deck's end neither."""
    refused(
        CardNotInDeckError,
        lambda: hand_strength("6h 7h 8h 9h Th", MANILA, DECK_32),
        "6h is not in the 2 Card Manila deck",
    )
    refused(
        CardNotInDeckError,
        lambda: best_strength("2c 7h 8h 9h Th Jh", MANILA, DECK_36),
        "2c is not in the 3 Card Manila deck",
    )
    table = strength_table(MANILA, DECK_32)
    refused(
        CardNotInDeckError,
        lambda: table.five_batch(np.array([[0, 1, 2, 3, 4], [0, 1, 2, 3, 32]])),
        "In hand 1, card id 32",
    )
    refused(CardNotInDeckError, lambda: table.best_batch(np.array([[-1, 1, 2, 3, 4, 5, 6]])), "card id -1")
    refused(
        CardNotInDeckError,
        lambda: table.omaha_batch(np.array([[0, 1], [2, 3]]), np.array([[4, 5, 6], [7, 8, 40]])),
        "In hand 1, card id 40",
    )


def test_a_card_twice_is_refused() -> None:
    """int-standard-deck: each card once, in the hand, across hole and board, and in each batch row."""
    refused(DuplicateCardError, lambda: hand_strength("As Ks Qs Js as"), "As appears twice")
    refused(DuplicateCardError, lambda: omaha_strength("As Ks Qd Jd", "As 2c 3c 4c 5c"), "the hole cards")
    table = strength_table()
    refused(DuplicateCardError, lambda: table.five_batch(np.array([[0, 1, 2, 3, 4], [9, 8, 7, 9, 6]])), "in hand 1")
    refused(
        DuplicateCardError,
        lambda: table.best_batch(np.array([[51, 50, 49, 48, 47, 46, 51]])),
        "As appears twice in hand 0",
    )
    refused(  # across the hole and the board
        DuplicateCardError,
        lambda: table.omaha_batch(
            np.array([[0, 1, 2, 3], [4, 5, 6, 7]]), np.array([[8, 9, 10, 11, 12], [13, 14, 15, 16, 5]])
        ),
        "3d appears twice in hand 1 ('3c 3d 3h 3s 5d 5h 5s 6c 3d')",
    )


def test_the_wrong_number_of_cards_is_refused() -> None:
    """int-standard-ranking: five cards; the best five of five to seven; Omaha four and five."""
    refused(CardCountError, lambda: hand_strength("As Ks Qs Js"), "is 4 cards")
    refused(CardCountError, lambda: best_strength("As Ks Qs Js"), "is 4 cards")
    refused(CardCountError, lambda: best_strength("As Ks Qs Js Ts 9s 8s 7s"), "is 8 cards")
    refused(CardCountError, lambda: omaha_strength("As Ks Qd Jd", "2c 3c 4c 5c"), "'2c 3c 4c 5c' is 4 cards")
    refused(CardCountError, lambda: omaha_strength("As Ks Qd", "2c 3c 4c 5c 6c"), "'As Ks Qd' is 3 cards")
    table = strength_table()
    refused(CardCountError, lambda: table.five_batch(np.zeros((3, 6), dtype=int)), "not hands of 5 card ids")
    refused(CardCountError, lambda: table.best_batch(np.zeros(7, dtype=int)), "not hands of 5 or 6 or 7 card ids")
    refused(CardCountError, lambda: table.best_batch(np.zeros((2, 7))), "type float64")
    holes, boards = np.array([[0, 1, 2, 3]]), np.array([[4, 5, 6, 7, 8]])
    for own, shared in ((holes[:, :1], boards), (holes, boards[:, :2]), (holes, np.concatenate([boards, boards]))):
        refused(
            CardCountError,
            lambda own=own, shared=shared: table.omaha_batch(own, shared),
            "two to four hole cards and three to five board cards",
        )


def test_refusals_are_built_only_when_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    """Accepted hands build no error (nor its message): every citing() fails the test if called."""

    def never(*args: object) -> RulesError:
        raise AssertionError(f"an error was built for an accepted hand: {args[:1]}")

    for error in (CardCountError, CardNotInDeckError, DuplicateCardError):
        monkeypatch.setattr(error, "citing", classmethod(never))
    assert hand_strength("As Ks Qs Js Ts") == 7462
    assert best_strength("As Ks Qs Js Ts 2c 2d") == 7462
    assert omaha_strength("As Ks Qd Jd", "Ts 9s 2s 3s 4c") > 0
    table = strength_table()
    assert table.best_batch(np.array([card_ids("As Ks Qs Js Ts 2c 2d")])).tolist() == [7462]
    assert table.five_batch(np.array([card_ids("As Ks Qs Js Ts")])).tolist() == [7462]
    holes, boards = np.array([card_ids("As Ks 2c 2d")]), np.array([card_ids("Qs Js Ts 3h 4h")])
    assert table.omaha_batch(holes, boards).tolist() == [7462]
    assert best_hand(find_game("Omaha"), "As Ks 2c 2d", "Qs Js Ts 3h 4h").name == "royal flush"


@pytest.mark.parametrize("deck_key", ["32", "36"])
@pytest.mark.parametrize("ranking_key", ["standard", "manila"])
def test_every_strength_has_the_category_of_its_hands(deck_key: str, ranking_key: str) -> None:
    """StrengthTable.category: every five-card hand's strength maps to the category Ranking.category gives."""
    deck, ranking = DECKS[deck_key], RANKINGS[ranking_key]
    table = strength_table(ranking, deck)
    for hand in itertools.combinations(range(deck.size), 5):
        cards = [deck.cards[card] for card in hand]
        assert table.category(table.five(hand)) is ranking.category(cards, deck), cards


@pytest.mark.parametrize("game_name", sorted(GAMES))
def test_the_best_under_each_games_selection_has_best_hand_ofs_category(game_name: str) -> None:
    """StrengthTable.selected, which the simulated showdown chances use: for every game's rule of how many
    hole cards a hand uses, the best strength is the strength of the hand best_hand_of explains."""
    game = GAMES[game_name]
    table, place = strength_table(game.ranking, game.deck), {card: index for index, card in enumerate(game.deck.cards)}
    rng = random.Random(f"selected-{game_name}")
    for _ in range(300):
        dealt = rng.sample(game.deck.cards, game.hole_count + game.board_count)
        hole, board = dealt[: game.hole_count], dealt[game.hole_count :]
        explained = best_hand_of(game, hole, board)
        strength = table.selected([place[card] for card in hole], [place[card] for card in board], game.selection.hole_used)
        assert strength == table.five([place[card] for card in explained.cards]), (game_name, hole, board)
        assert table.category(strength) is explained.category


# --- the explaining functions search with the tables ---------------------------------------------


Choice = tuple[tuple[Card, ...], tuple[Card, ...]]


def first_greatest_key(game: Game, hole: Sequence[Card], board: Sequence[Card]) -> Choice:
    """The search best_hand_of made before it used the tables: every choice of the game's rule in order,
    keeping the first whose Ranking.key is strictly the greatest."""
    best_key, best = None, None
    for own, shared in game.selection.choices(hole, board):
        key = game.ranking.key(own + shared, game.deck)
        if best_key is None or key > best_key:
            best_key, best = key, (own, shared)
    assert best is not None
    return best


def first_greatest_low(game: Game, hole: Sequence[Card], board: Sequence[Card]) -> Choice | None:
    """The same for the low: every choice of the low's rule, the first with the greatest qualifying key."""
    assert game.hilo is not None
    best_key, best = None, None
    for own, shared in game.hilo.selection.choices(hole, board):
        key = game.hilo.low.key(own + shared)
        if key is not None and (best_key is None or key > best_key):
            best_key, best = key, (own, shared)
    return best


def game_deals(game: Game, count: int, seed: str) -> list[tuple[list[Card], list[Card]]]:
    """Seeded deals of the game's cards at the showdown (and at its alternate counts, Seven-Card Stud's six
    and a community card); like :func:`deals`, half from a narrow part of the deck, so that ties and the
    choices among equal hands come up."""
    rng, deck = random.Random(seed), game.deck
    counts = [(game.hole_count, game.board_count), *game.alternate_counts]
    out = []
    size = max(own + shared for own, shared in counts)
    for index, hand in enumerate(deals(deck, count, size, seed=rng.randrange(10**6))):
        own, shared = counts[index % len(counts)]
        cards = [deck.cards[card] for card in hand[: own + shared]]
        out.append((cards[:own], cards[own:]))
    return out


@pytest.mark.parametrize("game_name", sorted(GAMES))
def test_best_hand_of_chooses_the_cards_the_search_by_keys_chose(game_name: str) -> None:
    """Every game's selection rule (hr-holdem-any-five, hr-omaha-two-plus-three, pp-manila2-hole-cards,
    pp-manila3-hole-cards, hr-stud7-showdown, ...): the hand best_hand_of explains is made of the very cards of
    the first choice with the greatest key, and its key is that key; so is the low of best_low_of."""
    game = GAMES[game_name]
    for hole, board in game_deals(game, 1500, f"search-{game_name}"):
        own, shared = first_greatest_key(game, hole, board)
        hand = best_hand_of(game, hole, board)
        assert set(hand.cards) == {*own, *shared}, (hole, board)
        assert hand.key == game.ranking.key(own + shared, game.deck)
        if game.hilo is not None:
            low, expected = best_low_of(game, hole, board), first_greatest_low(game, hole, board)
            assert (low is None) == (expected is None), (hole, board)
            if low is not None and expected is not None:
                assert set(low.cards) == {*expected[0], *expected[1]}, (hole, board)


def test_ties_are_settled_by_the_first_choice_in_order() -> None:
    """hr-holdem-any-five: a board that plays (a royal flush) is the first choice, before any of the player's
    cards; of two equal straights in Omaha, the first pair of hole cards in order."""
    holdem, omaha = find_game("Texas Hold 'Em"), find_game("Omaha")
    hand = best_hand(holdem, "2c 3d", "As Ks Qs Js Ts")
    assert hand.selection[0].text.endswith("the best hand uses no hole cards with five board cards (As Ks Qs Js Ts).")
    hole, board = DECK_52.check("9c 8d 9h 8s"), DECK_52.check("7c 6d 5h Kc 2d")
    assert best_hand_of(omaha, hole, board).cards[:2] == first_greatest_key(omaha, hole, board)[0] == (hole[0], hole[1])


def test_a_ranking_or_deck_without_tables_is_searched_by_keys() -> None:
    """Tables ship for the 52-, 36- and 32-card decks (the Manillen Plus deck and 3 Card Manila's without sixes
    are the 32 cards) under the standard and manila rankings; another ranking is searched by its keys."""
    assert table_for(MANILA_3, DECK_32_MANILA3) is strength_table(MANILA, DECK_32)
    assert table_for(STANDARD, MANILLEN_DECK) is strength_table(STANDARD, DECK_32)
    no_wheel = Ranking(name="no wheel", order=STANDARD_ORDER, ace_low_straight=False)
    assert table_for(no_wheel, DECK_52) is None
    game = dataclasses.replace(find_game("Texas Hold 'Em"), ranking=no_wheel)
    hand = best_hand(game, "As 2d", "3c 4h 5s Kd 9c")  # no wheel: the ace plays high
    assert hand.name == "high card, ace"
    for hole, board in game_deals(game, 200, "no-wheel"):
        own, shared = first_greatest_key(game, hole, board)
        assert set(best_hand_of(game, hole, board).cards) == {*own, *shared}
