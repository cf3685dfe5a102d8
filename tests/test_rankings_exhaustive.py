"""Every five-card hand of every deck, counted by category and checked against combinatorics.

For each deck (52, 36 and 32 cards) and each ranking (standard, manila) the test deals
every five-card hand (``itertools.combinations``: 2,598,960 hands from 52 cards) through
the engine's own evaluation path, :meth:`engine.poker.rankings.Ranking.key`, and counts the
hands in each category.  The expected counts are worked out here from first principles,
with ``n`` ranks in four suits and ``s`` straights:

* ``s``: five ranks in sequence.  Among ``n`` ranks in a row there are ``n - 4`` runs with
  the ace high only.  The standard ranking also lets the ace play low, below the deck's
  lowest rank (A-2-3-4-5 in 52 cards, A-6-7-8-9 in 36, A-7-8-9-10 in 32;
  ``int-standard-ranking``, ``int-short-deck-ace-low``), which adds one run.  In manila the
  ace counts only high (``pp-manila2-ace-not-low``): ``s = n - 4``.
* The 52-card standard counts are also asserted as the literals given in the issue.

The same enumeration checks the order of the categories (flush above full house in
manila, ``pp-manila2-flush-beats-full-house``; below it in the standard ranking) and that
the engine's own formula, :func:`engine.poker.rankings.category_counts`, which the explorer
widget shows, agrees with the hands counted one by one.

Each enumeration runs once per session, whichever xdist worker needs it first; the
others read its result (see :class:`Enumerations`).  Several tests share each one.
"""

from __future__ import annotations

import itertools
import json
import os
from collections import Counter
from math import comb
from pathlib import Path

import pytest
from filelock import FileLock, Timeout

from engine.cards import Card, Rank, Suit
from engine.decks import DECK_32, DECK_36, DECK_52, Deck
from engine.poker.rankings import MANILA, STANDARD, Category, Ranking, category_counts, evaluate

DECKS: dict[str, Deck] = {"52": DECK_52, "36": DECK_36, "32": DECK_32}
RANKINGS: dict[str, Ranking] = {"standard": STANDARD, "manila": MANILA}

#: Whether the ace may play low in a straight, as the rules say it (not as the engine stores it).
ACE_PLAYS_LOW = {
    "standard": True,  # int-standard-ranking: A-2-3-4-5; int-short-deck-ace-low: below the lowest rank
    "manila": False,  # pp-manila2-ace-not-low: "The Ace cannot be used as a loc card to form a straight"
}

#: The category order each ranking must have, weakest first, written out from the rules.
STANDARD_ORDER_EXPECTED = (
    Category.HIGH_CARD,
    Category.PAIR,
    Category.TWO_PAIR,
    Category.THREE_OF_A_KIND,
    Category.STRAIGHT,
    Category.FLUSH,
    Category.FULL_HOUSE,
    Category.FOUR_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
)
MANILA_ORDER_EXPECTED = (
    Category.HIGH_CARD,
    Category.PAIR,
    Category.TWO_PAIR,
    Category.THREE_OF_A_KIND,
    Category.STRAIGHT,
    Category.FULL_HOUSE,  # pp-manila2-flush-beats-full-house: the flush moves above the full house
    Category.FLUSH,
    Category.FOUR_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
)
ORDER_EXPECTED = {"standard": STANDARD_ORDER_EXPECTED, "manila": MANILA_ORDER_EXPECTED}

#: The 52-card standard counts, as the issue states them.
ISSUE_COUNTS_52 = {
    Category.STRAIGHT_FLUSH: 40,
    Category.FOUR_OF_A_KIND: 624,
    Category.FULL_HOUSE: 3_744,
    Category.FLUSH: 5_108,
    Category.STRAIGHT: 10_200,
    Category.THREE_OF_A_KIND: 54_912,
    Category.TWO_PAIR: 123_552,
    Category.PAIR: 1_098_240,
    Category.HIGH_CARD: 1_302_540,
}

#: Every (deck, ranking) pair, the largest deck (the slowest enumeration) first.
CONFIG_KEYS = [(deck, ranking) for deck in DECKS for ranking in RANKINGS]
CONFIGS = [pytest.param(deck, ranking, id=f"{deck}-{ranking}") for deck, ranking in CONFIG_KEYS]


# --- the test's own combinatorics -----------------------------------------------------------------


def straight_count(deck_key: str, ranking_key: str) -> int:
    """Runs of five ranks: ``n - 4`` with the ace high only, one more where the ace may play low."""
    n = len(DECKS[deck_key].ranks)
    return n - 4 + (1 if ACE_PLAYS_LOW[ranking_key] else 0)


def expected_counts(deck_key: str, ranking_key: str) -> dict[Category, int]:
    """Five-card hands per category: ``n`` ranks, 4 suits, ``s`` straights."""
    n = len(DECKS[deck_key].ranks)
    s = straight_count(deck_key, ranking_key)
    suitings = 4**5 - 4  # suits for five different ranks, minus the four one-suit suitings
    return {
        Category.STRAIGHT_FLUSH: s * 4,
        Category.FOUR_OF_A_KIND: n * (n - 1) * 4,  # rank of the four, kicker rank, kicker suit
        Category.FULL_HOUSE: n * comb(4, 3) * (n - 1) * comb(4, 2),
        Category.FLUSH: 4 * (comb(n, 5) - s),
        Category.STRAIGHT: s * suitings,
        Category.THREE_OF_A_KIND: n * comb(4, 3) * comb(n - 1, 2) * 4**2,
        Category.TWO_PAIR: comb(n, 2) * comb(4, 2) ** 2 * (n - 2) * 4,
        Category.PAIR: n * comb(4, 2) * comb(n - 1, 3) * 4**3,
        Category.HIGH_CARD: (comb(n, 5) - s) * suitings,
    }


def expected_distinct_values(deck_key: str, ranking_key: str) -> dict[Category, int]:
    """Hands that differ in rank (and so in value) per category: suits never rank a hand."""
    n = len(DECKS[deck_key].ranks)
    s = straight_count(deck_key, ranking_key)
    return {
        Category.STRAIGHT_FLUSH: s,
        Category.FOUR_OF_A_KIND: n * (n - 1),
        Category.FULL_HOUSE: n * (n - 1),
        Category.FLUSH: comb(n, 5) - s,
        Category.STRAIGHT: s,
        Category.THREE_OF_A_KIND: n * comb(n - 1, 2),
        Category.TWO_PAIR: comb(n, 2) * (n - 2),
        Category.PAIR: n * comb(n - 1, 3),
        Category.HIGH_CARD: comb(n, 5) - s,
    }


# --- the enumeration ------------------------------------------------------------------------------


Config = tuple[str, str]  # (deck key, ranking key)


def count_keys(config: Config) -> Counter[tuple[int, ...]]:
    """How many hands of the deck have each key, over every five-card hand (the engine's path)."""
    deck, ranking = DECKS[config[0]], RANKINGS[config[1]]
    # Counter consumes the map in C: the only Python work per hand is Ranking.key itself.
    return Counter(map(ranking.key, itertools.combinations(deck.cards, 5), itertools.repeat(deck)))


def category_of_key(ranking: Ranking, key: tuple[int, ...]) -> Category:
    """A key's category: its first element is the category's strength (Ranking.key's contract)."""
    return ranking.order[key[0]]


class Enumerations:
    """Every enumeration done once per session, however the xdist workers share the tests.

    pytest-xdist's recipe for once-per-session work: the workers' temporary folders have
    a common parent.  A worker claims an enumeration with a file lock (``filelock``), and leaves the
    result there as JSON for the others; a worker that finds an enumeration claimed
    waits for it (never holding a lock while it waits, so none can deadlock).
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.tallies: dict[Config, Counter[tuple[int, ...]]] = {}

    def start_unclaimed(self) -> None:
        """Enumerate, slowest first, whatever no worker has claimed yet."""
        for config in CONFIG_KEYS:
            self._enumerate(config, wait=False)

    def tally(self, config: Config) -> Counter[tuple[int, ...]]:
        """Each key's number of hands, over every five-card hand of the deck."""
        counts = self._enumerate(config, wait=True)
        assert counts is not None
        return counts

    def counts(self, config: Config) -> dict[Category, int]:
        """Hands per category, by the engine's evaluation of each hand."""
        ranking = RANKINGS[config[1]]
        counts = dict.fromkeys(Category, 0)
        for key, count in self.tally(config).items():
            counts[category_of_key(ranking, key)] += count
        return counts

    def _enumerate(self, config: Config, *, wait: bool) -> Counter[tuple[int, ...]] | None:
        if config in self.tallies:
            return self.tallies[config]
        stem = self.folder / f"five-card-keys-{config[0]}-{config[1]}"
        done = stem.with_suffix(".json")
        if not wait and done.exists():
            return None  # finished elsewhere: read it when a test asks
        lock = FileLock(stem.with_suffix(".lock"), timeout=-1 if wait else 0)
        try:
            lock.acquire()
        except Timeout:
            return None  # another worker is on it
        try:
            if done.exists():
                counts = Counter({tuple(key): count for key, count in json.loads(done.read_text())})
            else:
                counts = count_keys(config)
                partial = stem.with_suffix(".part")
                partial.write_text(json.dumps([[list(key), count] for key, count in counts.items()]))
                partial.replace(done)
        finally:
            lock.release()
        self.tallies[config] = counts
        return counts


@pytest.fixture(scope="session")
def enumerations(tmp_path_factory: pytest.TempPathFactory) -> Enumerations:
    base = tmp_path_factory.getbasetemp()
    shared = Enumerations(base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base)
    shared.start_unclaimed()
    return shared


# --- tests ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("deck_key, ranking_key", CONFIGS)
def test_every_hand_counted_by_category_matches_the_formula(
    enumerations: Enumerations, deck_key: str, ranking_key: str
) -> None:
    """int-standard-ranking, pp-manila2-ace-not-low: enumerated counts equal n, s combinatorics."""
    counts = enumerations.counts((deck_key, ranking_key))
    n = len(DECKS[deck_key].ranks)
    assert sum(counts.values()) == comb(4 * n, 5)
    assert counts == expected_counts(deck_key, ranking_key)
    if (deck_key, ranking_key) == ("52", "standard"):
        assert counts == ISSUE_COUNTS_52


@pytest.mark.parametrize("deck_key, ranking_key", CONFIGS)
def test_the_engines_formula_counts_every_hand_once(deck_key: str, ranking_key: str) -> None:
    """engine.poker.rankings.category_counts puts every one of the C(4n, 5) hands in exactly one category,
    and agrees with the formulas worked out here, without dealing a hand."""
    deck, ranking = DECKS[deck_key], RANKINGS[ranking_key]
    counts = category_counts(ranking, deck)
    assert sum(counts.values()) == comb(4 * len(deck.ranks), 5)
    assert counts == expected_counts(deck_key, ranking_key)


def test_the_engines_straights_follow_the_ace_rule() -> None:
    """Ranking.straights: n - 4 runs with the ace high only, one more where it may play low below
    the deck's lowest rank (10, 6, 5 straights in 52, 36, 32 cards), none more in manila (9, 5, 4)."""
    assert [len(STANDARD.straights(deck)) for deck in DECKS.values()] == [10, 6, 5]
    assert [len(MANILA.straights(deck)) for deck in DECKS.values()] == [9, 5, 4]
    for deck_key, ranking_key in CONFIG_KEYS:
        assert len(RANKINGS[ranking_key].straights(DECKS[deck_key])) == straight_count(deck_key, ranking_key)


def test_the_engines_52_card_counts_are_the_issues_literals() -> None:
    """The issue's 52-card counts, and their total, as the engine's formula gives them."""
    assert category_counts(STANDARD, DECK_52) == ISSUE_COUNTS_52
    assert sum(ISSUE_COUNTS_52.values()) == 2_598_960


@pytest.mark.parametrize("deck_key, ranking_key", CONFIGS)
def test_category_method_agrees_with_key(deck_key: str, ranking_key: str) -> None:
    """Ranking.category names the category Ranking.key's first element stands for (sampled hands)."""
    deck, ranking = DECKS[deck_key], RANKINGS[ranking_key]
    sample = itertools.islice(itertools.combinations(deck.cards, 5), 0, None, 997)
    for hand in sample:
        assert ranking.category(hand, deck) is category_of_key(ranking, ranking.key(hand, deck))
        assert evaluate(hand, ranking, deck).key == ranking.key(hand, deck)


@pytest.mark.parametrize("deck_key, ranking_key", CONFIGS)
def test_explorer_formula_matches_enumeration(enumerations: Enumerations, deck_key: str, ranking_key: str) -> None:
    """engine.poker.rankings.category_counts (shown by the explorer) equals the hands counted one by one."""
    deck, ranking = DECKS[deck_key], RANKINGS[ranking_key]
    assert category_counts(ranking, deck) == enumerations.counts((deck_key, ranking_key))


@pytest.mark.parametrize("deck_key, ranking_key", CONFIGS)
def test_suits_never_rank_hands(enumerations: Enumerations, deck_key: str, ranking_key: str) -> None:
    """int-suits-never-rank: the number of different hand values per category is the number of
    different rank patterns, so hands tie exactly when their ranks (and flushness) match."""
    ranking = RANKINGS[ranking_key]
    distinct = dict.fromkeys(Category, 0)
    for key in enumerations.tally((deck_key, ranking_key)):
        distinct[category_of_key(ranking, key)] += 1
    assert distinct == expected_distinct_values(deck_key, ranking_key)
    if (deck_key, ranking_key) == ("52", "standard"):
        assert sum(distinct.values()) == 7_462  # the well-known number of distinct poker hands


@pytest.mark.parametrize("deck_key, ranking_key", CONFIGS)
def test_every_hand_of_a_stronger_category_beats_every_weaker_hand(
    enumerations: Enumerations, deck_key: str, ranking_key: str
) -> None:
    """The categories rank in the rulebook's order, and never overlap: the lowest key of each
    category is above the highest key of the category below it."""
    ranking = RANKINGS[ranking_key]
    assert ranking.order == ORDER_EXPECTED[ranking_key]
    lowest: dict[Category, tuple[int, ...]] = {}
    highest: dict[Category, tuple[int, ...]] = {}
    for key in enumerations.tally((deck_key, ranking_key)):
        category = category_of_key(ranking, key)
        lowest[category] = min(lowest.get(category, key), key)
        highest[category] = max(highest.get(category, key), key)
    weakest_first = ORDER_EXPECTED[ranking_key]
    for weaker, stronger in itertools.pairwise(weakest_first):
        assert lowest[stronger] > highest[weaker], (weaker, stronger)
    if ranking_key == "manila":
        assert lowest[Category.FLUSH] > highest[Category.FULL_HOUSE]
    else:
        assert lowest[Category.FULL_HOUSE] > highest[Category.FLUSH]


def _cards(ranks: list[Rank], suits: list[Suit]) -> list[Card]:
    return [Card(rank, suit) for rank, suit in zip(ranks, suits, strict=True)]


@pytest.mark.parametrize("deck_key", list(DECKS))
def test_flush_against_full_house_extremes(deck_key: str) -> None:
    """pp-manila2-flush-beats-full-house: the worst flush beats the best full house in manila;
    in the standard ranking the worst full house beats the best flush."""
    deck = DECKS[deck_key]
    ranks = list(deck.ranks)  # low to high, ace last
    spades = [Suit.SPADES] * 5
    worst_flush = _cards(ranks[:4] + [ranks[5]], spades)  # lowest four and the sixth: no run
    best_flush = _cards([ranks[-1], ranks[-2], ranks[-3], ranks[-4], ranks[-6]], spades)
    three_two = [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS]
    worst_full_house = _cards([ranks[0]] * 3 + [ranks[1]] * 2, three_two)
    best_full_house = _cards([ranks[-1]] * 3 + [ranks[-2]] * 2, three_two)
    for ranking in (STANDARD, MANILA):
        for hand, category in (
            (worst_flush, Category.FLUSH),
            (best_flush, Category.FLUSH),
            (worst_full_house, Category.FULL_HOUSE),
            (best_full_house, Category.FULL_HOUSE),
        ):
            assert evaluate(hand, ranking, deck).category is category
    assert evaluate(worst_flush, MANILA, deck) > evaluate(best_full_house, MANILA, deck)
    assert evaluate(best_flush, STANDARD, deck) < evaluate(worst_full_house, STANDARD, deck)
