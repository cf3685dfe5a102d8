"""The exact manila tables (engine/teaching/exact.py, made by python -m engine.teaching.exact_tables).

The shipped counts are checked three ways, none of them by pasting the engine's output:

* **recounted**: a seeded sample of hole hands and of heads-up matchups is dealt out again here on
  every board, in pure Python, with :meth:`engine.poker.rankings.Ranking.key` (the reference
  evaluator, not the fast tables the generator reads) under the manila hole-card rule, two hole cards
  and three board cards (``pp-manila2-hole-cards``, ``pp-manila3-hole-cards``);
* **formulas**: every total is C(n, h) × C(n − h, 5) deals or C(28, 5) boards; the suit classes
  partition the hands (Burnside's count, orbit sizes); the two sides of a matchup share the pot;
* **against the simulation**: the exact shares lie within the simulated 95% margins
  (``method-simulation-margin``) of :func:`engine.teaching.chances.showdown_chances`.
"""

from __future__ import annotations

import random
import subprocess
import sys
import tomllib
from collections import Counter
from collections.abc import Sequence
from fractions import Fraction
from itertools import combinations, permutations
from math import comb, sqrt
from pathlib import Path

import pytest
from refusals import refused

from engine.cards import Card
from engine.documents import ids
from engine.errors import (
    CardCountError,
    CardNotationError,
    CardNotInDeckError,
    DuplicateCardError,
    RulesError,
    UnknownGameError,
)
from engine.poker.game import Game
from engine.poker.games import find_game
from engine.poker.rankings import Category
from engine.teaching import exact
from engine.teaching.chances import showdown_chances
from engine.teaching.exact import (
    EXACT_GAMES,
    HEADS_UP_GAME,
    HandShape,
    exact_showdown_chances,
    hand_showdown_chances,
    heads_up_equity,
    matchup_key,
    read_table,
    starting_hand,
    starting_hand_chart,
    suit_class,
)

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "engine" / "teaching" / "data"
MANILA_2 = find_game("2 Card Manila")
Key = tuple[int, ...]


# --- the reference: every board dealt, Ranking.key under the hole-card rule ----------------------------


def _best_by_triple(game: Game, hands: Sequence[Sequence[int]], rest: Sequence[int]) -> list[dict[Key, Key]]:
    """For each hand (card ids), the best key of two of its cards with each three of ``rest``: a manila
    hand is exactly two hole cards and three board cards, so on a board it is the best of its triples'."""
    assert game.selection.hole_used == (2,)
    cards, ranking, deck = game.deck.cards, game.ranking, game.deck
    tables = []
    for hand in hands:
        best: dict[Key, Key] = {}
        for own in combinations(hand, 2):
            for triple in combinations(rest, 3):
                key = ranking.key([cards[i] for i in (*own, *triple)], deck)
                if key > best.get(triple, ()):
                    best[triple] = key
        tables.append(best)
    return tables


def _reference_categories(game: Game, hand: Sequence[int]) -> Counter[Category]:
    """How many boards of the cards left end with each category as ``hand``'s best, dealt one by one."""
    rest = [card for card in range(game.deck.size) if card not in hand]
    (best,) = _best_by_triple(game, [hand], rest)
    order = game.ranking.order
    return Counter(order[max(map(best.__getitem__, combinations(board, 3)))[0]] for board in combinations(rest, 5))


def _reference_heads_up(game: Game, one: Sequence[int], two: Sequence[int]) -> tuple[int, int, int]:
    """Wins, ties and losses of ``one`` against ``two`` on every board of the other cards."""
    rest = [card for card in range(game.deck.size) if card not in one and card not in two]
    first, second = _best_by_triple(game, [one, two], rest)
    tally: Counter[int] = Counter()
    for board in combinations(rest, 5):
        triples = list(combinations(board, 3))
        a, b = max(map(first.__getitem__, triples)), max(map(second.__getitem__, triples))
        tally[(a > b) - (a < b)] += 1
    return tally[1], tally[0], tally[-1]


def _relabelled(hand: Sequence[int], suits: Sequence[int]) -> tuple[int, ...]:
    """The hand's card ids with each suit renamed, sorted (a card id is 4 × rank + suit)."""
    return tuple(sorted(card - (card & 3) + suits[card & 3] for card in hand))


def _random_hand(game: Game, rng: random.Random, size: int) -> tuple[int, ...]:
    return tuple(sorted(rng.sample(range(game.deck.size), size)))


def _text(game: Game, hand: Sequence[int]) -> str:
    return " ".join(repr(game.deck.cards[card]) for card in hand)


# --- recounted ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", EXACT_GAMES, ids=[game.key for game in EXACT_GAMES])
def test_a_sample_of_hole_hands_recounted_board_by_board_has_the_shipped_counts(game: Game) -> None:
    """pp-manila2-hole-cards / pp-manila3-hole-cards: two hole cards and three of the board, every board."""
    rng = random.Random(f"exact {game.key}")
    hands = [_random_hand(game, rng, game.hole_count) for _ in range(3 if game.hole_count == 2 else 2)]
    for hand in hands:
        shipped = hand_showdown_chances(game, _text(game, hand)).value
        assert shipped.boards == comb(game.deck.size - game.hole_count, 5)
        expected = _reference_categories(game, hand)
        assert {chance.category: chance.count for chance in shipped.chances if chance.count} == expected, hand


#: Five matchups drawn from a seeded generator, besides two chosen ones.
_DRAW = random.Random(14)
RANDOM_MATCHUPS = [_DRAW.sample(range(32), 4) for _ in range(5)]
MATCHUPS = [("As Ah", "Kc Kd"), ("As Ah", "7c 7d")] + [
    (_text(MANILA_2, sorted(drawn[:2])), _text(MANILA_2, sorted(drawn[2:]))) for drawn in RANDOM_MATCHUPS
]


@pytest.mark.parametrize("one, two", MATCHUPS)
def test_heads_up_matchups_recounted_board_by_board_have_the_shipped_counts(one: str, two: str) -> None:
    result = heads_up_equity(MANILA_2, one, two).value
    index = {card: i for i, card in enumerate(MANILA_2.deck.cards)}
    first = [index[card] for card in result.first]
    second = [index[card] for card in result.second]
    assert (result.wins, result.ties, result.losses) == _reference_heads_up(MANILA_2, first, second), (one, two)


# --- formulas --------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", EXACT_GAMES, ids=[game.key for game in EXACT_GAMES])
def test_every_deal_is_counted_once(game: Game) -> None:
    """C(n, h) hole hands × C(n − h, 5) boards: C(32,2)·C(30,5), C(36,3)·C(33,5), C(32,3)·C(29,5)."""
    n, h = game.deck.size, game.hole_count
    result = exact_showdown_chances(game).value
    assert result.deals == comb(n, h) * comb(n - h, 5) == sum(chance.count for chance in result.chances)
    assert [chance.category for chance in result.chances] == list(reversed(game.ranking.order))
    assert sum(chance.share for chance in result.chances) == 1


@pytest.mark.parametrize("game", EXACT_GAMES, ids=[game.key for game in EXACT_GAMES])
def test_the_hole_hand_classes_partition_the_hands_and_add_up_to_the_game(game: Game) -> None:
    """method-suit-symmetry: the classes are as many as Burnside's lemma counts (the average, over the 24
    relabellings of the suits, of the hands each leaves as they are), their sizes add up to C(n, h), and
    their counts, times their sizes, to the game's."""
    n, h = game.deck.size, game.hole_count
    rows = next(entry for entry in read_table(exact.HANDS_FILE)["games"] if entry["game"] == game.key)["classes"]
    unmoved = 0
    for suits in permutations(range(4)):
        unmoved += sum(1 for hand in combinations(range(n), h) if _relabelled(hand, suits) == hand)
    assert len(rows) * 24 == unmoved
    assert sum(row[h] for row in rows) == comb(n, h)
    assert all(suit_class(row[:h]) == tuple(row[:h]) and sum(row[h + 1 :]) == comb(n - h, 5) for row in rows)
    totals = [sum(row[h] * row[h + 1 + index] for row in rows) for index in range(len(game.ranking.order))]
    assert totals == [chance.count for chance in exact_showdown_chances(game).value.chances]


def test_the_matchup_classes_partition_every_matchup_of_two_hands() -> None:
    """Each key is the first form of its class, no key twice, and the classes' sizes (24 over the number of
    relabellings that keep the matchup, in either order) add up to the C(32,2) × C(30,2) / 2 matchups."""
    rows = read_table(exact.HEADS_UP_FILE)["classes"]
    keys = [tuple(row[:4]) for row in rows]
    assert len(set(keys)) == len(keys)
    size = 0
    for key in keys:
        assert matchup_key(key[:2], key[2:])[0] == key
        hands = {key[:2], key[2:]}
        kept = sum(1 for suits in permutations(range(4)) if {_relabelled(hand, suits) for hand in hands} == hands)
        assert 24 % kept == 0
        size += 24 // kept
    assert size == comb(32, 2) * comb(30, 2) // 2


def test_every_matchup_is_every_board_once_and_a_mirrored_matchup_is_even() -> None:
    """wins + ties + losses = C(28, 5); a class that swapping the hands leaves alone wins as often as it loses."""
    table = read_table(exact.HEADS_UP_FILE)
    assert table["boards"] == comb(28, 5)
    mirrored_count = 0
    for *key, wins, ties in table["classes"]:
        assert 0 <= wins and 0 <= ties and wins + ties <= comb(28, 5)
        first, second = key[:2], key[2:]
        mirrored = any(
            _relabelled(first, suits) == tuple(second) and _relabelled(second, suits) == tuple(first)
            for suits in permutations(range(4))
        )
        if mirrored:  # a relabelling of the suits swaps the hands: each wins where the other would
            assert wins == comb(28, 5) - wins - ties, key
            mirrored_count += 1
    assert mirrored_count > 0


def test_the_two_sides_of_a_matchup_share_the_pot() -> None:
    rng = random.Random(3)
    for _ in range(50):
        cards = [MANILA_2.deck.cards[i] for i in rng.sample(range(32), 4)]
        ab = heads_up_equity(MANILA_2, cards[:2], cards[2:]).value
        ba = heads_up_equity(MANILA_2, cards[2:], cards[:2]).value
        assert ab.first_equity + ab.second_equity == 1 == ab.first_equity + ba.first_equity
        assert (ab.wins, ab.ties, ab.losses) == (ba.losses, ba.ties, ba.wins)
        assert ab.boards == comb(28, 5)


def test_suited_pairs_against_each_other_break_even() -> None:
    """As Ks against Ah Kh: the same hand in other suits wins and loses alike."""
    result = heads_up_equity(MANILA_2, "As Ks", "Ah Kh").value
    assert result.wins == result.losses and result.first_equity == Fraction(1, 2)


def test_each_starting_hand_is_its_hands_against_every_other_hand() -> None:
    """The chart's counts are those of its hands' matchups, summed: each hand of a class against every one
    of the C(30,2) = 435 other hands, times the class's hands (they fare alike, by the suits' symmetry)."""
    chart = starting_hand_chart(MANILA_2).value
    cards = MANILA_2.deck.cards
    base = {rank: 4 * place for place, rank in enumerate(MANILA_2.deck.ranks)}  # the rank's clubs (card ids)
    for hand in chart.hands:
        suits = (0, 0) if hand.shape is HandShape.SUITED else (0, 1)
        one = [cards[base[hand.high] + suits[0]], cards[base[hand.low] + suits[1]]]
        assert starting_hand(MANILA_2, one).value == hand
        tally = [0, 0, 0]
        for other in combinations([card for card in cards if card not in one], 2):
            result = heads_up_equity(MANILA_2, one, other).value
            tally = [tally[0] + result.wins, tally[1] + result.ties, tally[2] + result.losses]
        assert [count * hand.combos for count in tally] == [hand.wins, hand.ties, hand.losses], hand.label


def test_the_chart_has_the_64_starting_hands_in_their_places() -> None:
    """8 pairs (C(4,2) = 6 hands each) on the diagonal, 28 suited (4) above it, 28 offsuit (12) below; every
    pot is won, tied or lost from both sides, so all the hands' wins are all their losses."""
    chart = starting_hand_chart(MANILA_2).value
    assert [rank.value for rank in chart.ranks] == list("AKQJT987")
    assert len(chart.hands) == 64 and sum(hand.combos for hand in chart.hands) == comb(32, 2)
    for row, cells in enumerate(chart.rows):
        for column, hand in enumerate(cells):
            assert chart.cell(row, column) is hand and (hand.row, hand.column) == (row, column)
            high, low = chart.ranks[min(row, column)], chart.ranks[max(row, column)]
            assert (hand.high, hand.low) == (high, low)
            shape, combos, suffix = (
                (HandShape.PAIR, 6, "")
                if row == column
                else (HandShape.SUITED, 4, "s")
                if row < column
                else (HandShape.OFFSUIT, 12, "o")
            )
            assert (hand.shape, hand.combos, hand.label) == (shape, combos, f"{high.value}{low.value}{suffix}")
            assert hand.deals == combos * comb(30, 2) * comb(28, 5)
    assert sum(hand.wins for hand in chart.hands) == sum(hand.losses for hand in chart.hands)
    assert chart.hand("AA").equity == max(hand.equity for hand in chart.hands)


def test_a_starting_hand_is_named_by_its_ranks_and_suits_in_any_order() -> None:
    assert [starting_hand(MANILA_2, cards).value.label for cards in ("Ah Kh", "Kh Ah", "Kd Ah", "7s 7c", "8c 9d")] == [
        "AKs",
        "AKs",
        "AKo",
        "77",
        "98o",
    ]


# --- against the simulation -----------------------------------------------------------------------------


@pytest.mark.parametrize("game", EXACT_GAMES, ids=[game.key for game in EXACT_GAMES])
def test_the_exact_shares_lie_within_the_simulated_margins(game: Game) -> None:
    """method-simulation-margin: for a category seen at least 10 times in 20,000 simulated deals, the exact
    chance lies within 1.96 × √(p(1 − p) / n) of the simulated share."""
    simulated = showdown_chances(game, deals=20_000, rng=random.Random(1)).value
    for chance in exact_showdown_chances(game).value.chances:
        seen = simulated.chance(chance.category)
        if seen.count >= 10:
            p = seen.proportion
            assert abs(chance.proportion - p) <= 1.96 * sqrt(p * (1 - p) / seen.deals), chance.category


# --- the explanation ----------------------------------------------------------------------------------------


def test_the_steps_cite_the_rules_and_the_methods() -> None:
    cited = [step.clause for step in exact_showdown_chances("3 Card Manila").because]
    game = find_game("3 Card Manila")
    assert {game.deck.clause, game.selection.clause, ids.PP_MANILA3_DEAL} <= set(cited)
    assert {ids.METHOD_EXACT_ENUMERATION, ids.METHOD_SUIT_SYMMETRY} <= set(cited)
    heads_up = heads_up_equity(MANILA_2, "As Ah", "Kc Kd")
    assert {ids.PP_MANILA2_HOLE_CARDS, ids.METHOD_EQUITY, ids.METHOD_SUIT_SYMMETRY} <= {
        step.clause for step in heads_up.because
    }
    equity = next(step for step in heads_up.because if step.clause == ids.METHOD_EQUITY)
    result = heads_up.value
    assert f"{result.wins:,} + {result.ties:,} / 2) / {comb(28, 5):,}" in equity.text
    chart = starting_hand_chart(MANILA_2)
    assert {ids.METHOD_COMBINATIONS, ids.METHOD_EQUITY, ids.METHOD_EXACT_ENUMERATION} <= {
        step.clause for step in chart.because
    }


def test_a_category_no_deal_ends_with_says_so() -> None:
    """In 3 Card Manila without its sixes eight cards always make a pair or a straight of two hole cards and
    three of the board: high card never wins there (counted, and recounted above for a sample)."""
    result = exact_showdown_chances("3 Card Manila (no sixes)")
    assert result.value.chance(Category.HIGH_CARD).count == 0
    assert any(step.text.startswith("high card: 0 of") for step in result.because)


# --- refusals ------------------------------------------------------------------------------------------------


def test_a_game_without_tables_is_refused() -> None:
    with refused(RulesError, ids.METHOD_EXACT_ENUMERATION, naming=("Omaha", "2 Card Manila")):
        exact_showdown_chances("Omaha")
    with refused(RulesError, ids.METHOD_EXACT_ENUMERATION, naming=("3 Card Manila",)):
        heads_up_equity("3 Card Manila", "As Ah Kd", "Kc Kh Qd")
    with refused(RulesError, ids.METHOD_EXACT_ENUMERATION, naming=("Seven-Card Stud",)):
        starting_hand_chart("Seven-Card Stud")
    with refused(UnknownGameError, ids.INT_GAMES, naming=("'manila 4'",)):
        starting_hand("manila 4", "As Ah")


def test_cards_outside_the_deck_twice_or_too_many_are_refused() -> None:
    with refused(CardNotInDeckError, ids.PP_MANILA2_DECK, naming=("6h",)):
        heads_up_equity(MANILA_2, "As 6h", "Kc Kd")
    with refused(DuplicateCardError, ids.PP_MANILA2_DECK, naming=("Kd", "second hand")):
        heads_up_equity(MANILA_2, "As Kd", "Kc Kd")
    with refused(DuplicateCardError, ids.PP_MANILA2_DECK, naming=("As",)):
        heads_up_equity(MANILA_2, "As as", "Kc Kd")
    with refused(CardCountError, ids.PP_MANILA2_DEAL, naming=("'As Ah Ad'", 3, 2)):
        heads_up_equity(MANILA_2, "As Ah Ad", "Kc Kd")
    with refused(CardCountError, ids.PP_MANILA2_DEAL, naming=("'Kc'",)):
        starting_hand(MANILA_2, "Kc")
    with refused(CardCountError, ids.PP_MANILA3_DEAL, naming=("'Kc Kd'", 3)):
        hand_showdown_chances("3 Card Manila", "Kc Kd")
    with refused(CardNotInDeckError, ids.INT_MANILA3_SIXES, naming=("6c",)):
        hand_showdown_chances("3 Card Manila (no sixes)", "Kc Kd 6c")
    with refused(CardNotationError, ids.INT_CARD_NOTATION, naming=("'Ax'",)):
        starting_hand(MANILA_2, "Ax Kd")


# --- the files and the reader ------------------------------------------------------------------------------


def test_the_files_are_small_and_shipped_with_the_package() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    shipped = project["tool"]["setuptools"]["package-data"]["engine.teaching"]
    files = sorted(path.name for path in DATA.iterdir())
    assert files == sorted([exact.SHOWDOWN_FILE, exact.HANDS_FILE, exact.HEADS_UP_FILE, exact.STARTING_HANDS_FILE])
    assert all(any(Path(name).match(pattern.removeprefix("data/")) for pattern in shipped) for name in files)
    assert sum((DATA / name).stat().st_size for name in files) < 200_000


def test_each_file_is_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tables load on first use and stay loaded: later calls read no file."""
    for cached in (exact._showdowns, exact._hand_classes, exact._matchups, exact._chart):
        cached.cache_clear()
    reads: list[str] = []
    original = exact.read_table
    monkeypatch.setattr(exact, "read_table", lambda name: reads.append(name) or original(name))
    for _ in range(3):
        heads_up_equity(MANILA_2, "As Ah", "Kc Kd")
        hand_showdown_chances(HEADS_UP_GAME, "As Ah")
        starting_hand(MANILA_2, "As Ah")
    assert sorted(reads) == sorted(
        [exact.HEADS_UP_FILE, exact.HANDS_FILE, exact.SHOWDOWN_FILE, exact.STARTING_HANDS_FILE]
    )


def test_the_reader_needs_no_numpy() -> None:
    """The engine runs in the browser, where NumPy is absent: the reader uses the standard library alone."""
    code = (
        "import sys; sys.modules['numpy'] = None\n"
        "from engine.teaching.exact import heads_up_equity, starting_hand_chart\n"
        "print(heads_up_equity('2 Card Manila', 'As Ah', 'Kc Kd').value.boards, len(starting_hand_chart('manila').value.hands))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert done.stdout.split() == [str(comb(28, 5)), "64"]


def test_a_card_of_the_reader_is_a_card() -> None:
    result = heads_up_equity(MANILA_2, "as ah", "kc, kd").value
    assert result.first == (Card.parse("As"), Card.parse("Ah")) and result.second == (
        Card.parse("Kc"),
        Card.parse("Kd"),
    )


def test_the_methods_worked_examples_are_the_tables_numbers() -> None:
    """method-exact-enumeration, method-suit-symmetry and method-equity quote the tables: recomputed here."""
    from engine.documents.methods import METHODS

    enumeration, symmetry, equity = (
        METHODS[name] for name in ("method-exact-enumeration", "method-suit-symmetry", "method-equity")
    )
    deals = comb(32, 2) * comb(30, 5)
    straight_flushes = exact_showdown_chances(MANILA_2).value.chance(Category.STRAIGHT_FLUSH).count
    assert deals == 70_682_976 and deals == 1_302 * straight_flushes == 1_302 * 54_288
    assert f"{straight_flushes:,} of the {deals:,} deals" in enumeration.example
    assert f"{100 * straight_flushes / deals:.3f}%" in enumeration.example
    assert f"C(28, 5) = {comb(28, 5):,}" in " ".join(enumeration.explanation)
    hands = read_table(exact.HEADS_UP_FILE)["classes"]
    text = " ".join(symmetry.explanation)
    assert f"{comb(32, 2) * comb(30, 2) // 2:,} matchups of two hands fall into {len(hands):,} classes" in text
    assert (
        f"The {comb(32, 2)} two-card hands of the 32-card deck fall into {len(starting_hand_chart(MANILA_2).value.hands)}"
        in text
    )
    aces = starting_hand_chart(MANILA_2).value.hand("AA")
    assert aces.deals == 6 * 435 * comb(28, 5)
    for number in (aces.wins, aces.ties, aces.losses, aces.deals, aces.ties // 2):
        assert f"{number:,}" in equity.example
    assert f"{100 * float(aces.equity):.2f}%" in equity.example
    assert (
        heads_up_equity(MANILA_2, "As Ah", "Kc Kd").value.first_equity
        == heads_up_equity(MANILA_2, "Ac Ad", "Kh Ks").value.first_equity
    )  # the suit-symmetry example's two matchups
