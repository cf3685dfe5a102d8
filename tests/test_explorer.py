"""The straight and flush explorer's engine functions (engine/teaching/explorer.py).

Expected counts come from formulas written out here (n ranks in four suits, s straights),
expected orders and straights from the rule documents' sentences, and the showdown shares
from an independent exact enumeration (benchmarks/manila_odds.py, which has its own
evaluator) and from an independent evaluator in this file, never from the engine's output.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from math import comb

import pytest
from refusals import assert_cites, assert_names, refused

from engine.cards import Card, Rank
from engine.decks import DECK_32, DECK_36, DECK_52
from engine.documents import ids
from engine.errors import (
    CardCountError,
    CardNotationError,
    CardNotInDeckError,
    DuplicateCardError,
    RulesError,
    UnknownDeckError,
    UnknownGameError,
    UnknownRankingError,
)
from engine.explain import cited
from engine.poker.games import find_game
from engine.poker.rankings import Category
from engine.teaching.chances import CHANCE_GAMES, showdown_chances
from engine.teaching.explorer import POKER_DECKS, explain_ranking, explain_straights, explore_hand, ranking_report
from widgets.render.formatters import to_html, to_markdown

# --- the order ----------------------------------------------------------------------------------

#: Strongest first, as every casino lists them (int-standard-ranking).
STANDARD_STRONGEST_FIRST = [
    "straight flush",
    "four of a kind",
    "full house",
    "flush",
    "straight",
    "three of a kind",
    "two pair",
    "one pair",
    "high card",
]
#: "A flush beats a full house in any reduced deck game" (pp-manila2-flush-beats-full-house).
MANILA_STRONGEST_FIRST = [
    "straight flush",
    "four of a kind",
    "flush",
    "full house",
    "straight",
    "three of a kind",
    "two pair",
    "one pair",
    "high card",
]
DECK_CLAUSE = {"52": "int-standard-deck", "36": "pp-manila3-deck", "32": "pp-manila2-deck"}
RANKS = {"52": 13, "36": 9, "32": 8}


def straight_count(ranking: str, deck: str) -> int:
    """Runs of five ranks in a row, plus the ace-low run where the ranking allows it."""
    return RANKS[deck] - 4 + (1 if ranking == "standard" else 0)


def flushes(ranking: str, deck: str) -> int:
    """Five cards of one suit, not in sequence: 4 suits x (C(n,5) rank sets - s straights)."""
    return 4 * (comb(RANKS[deck], 5) - straight_count(ranking, deck))


def full_houses(deck: str) -> int:
    """Three of one rank and two of another: n x (n-1) x C(4,3) x C(4,2)."""
    n = RANKS[deck]
    return n * (n - 1) * comb(4, 3) * comb(4, 2)


ALL = [(deck, ranking) for deck in ("52", "36", "32") for ranking in ("standard", "manila")]


@pytest.mark.parametrize(("deck", "ranking"), ALL)
def test_explain_ranking_order_and_citations(deck, ranking):
    decision = explain_ranking(ranking, deck)
    expected = MANILA_STRONGEST_FIRST if ranking == "manila" else STANDARD_STRONGEST_FIRST
    assert [category.value for category in decision.value] == expected
    assert str(decision.value) == " > ".join(expected)
    clauses = cited(decision.because)
    assert DECK_CLAUSE[deck] in clauses
    assert "int-standard-ranking" in clauses
    assert "pp-manila2-flush-beats-full-house" in clauses
    counts_step = next(step.text for step in decision.because if "flushes (" in step.text)
    assert f"{flushes(ranking, deck):,} flushes" in counts_step
    assert f"{full_houses(deck):,} full houses" in counts_step
    assert f"C({deck},5) = {comb(int(deck), 5):,}" in decision.explain()


def _verdict(ranking: str, deck: str) -> str:
    decision = explain_ranking(ranking, deck)
    thumb = [step.text for step in decision.because if "rule of thumb" in step.text]
    swap_steps = [step.text for step in decision.because if step.clause == "pp-manila2-flush-beats-full-house"]
    return f"{thumb[-1]} {swap_steps[-1]}"


@pytest.mark.parametrize(("ranking", "deck"), [(r, d) for r in ("standard", "manila") for d in ("52", "36", "32")])
def test_pp_manila2_flush_beats_full_house_gives_no_reason_the_rule_of_thumb_cites_the_counting_method(
    ranking: str, deck: str
) -> None:
    """"A flush beats a full house in any reduced deck game" gives no reason; method-combinations says the rule
    of thumb "that the rarer hand ranks higher is a reason for the rules, not one of them"."""
    because = explain_ranking(ranking, deck).because
    thumb = [step for step in because if "rule of thumb" in step.text]
    assert thumb and all(step.clause == "method-combinations" for step in thumb)
    swap = [step for step in because if step.clause == "pp-manila2-flush-beats-full-house"]
    assert swap and not any("rarer" in step.text or "rule of thumb" in step.text for step in swap)


def test_pp_manila2_flush_beats_full_house_in_32_cards_flushes_are_rarer_so_manila_swaps():
    assert flushes("manila", "32") < full_houses("32")
    verdict = _verdict("manila", "32")
    assert f"flushes are rarer than full houses ({flushes('manila', '32'):,} against {full_houses('32'):,})" in verdict
    assert "puts the flush above the full house" in verdict


def test_pp_manila2_flush_beats_full_house_in_36_cards_too():
    assert flushes("manila", "36") < full_houses("36")
    assert "puts the flush above the full house" in _verdict("manila", "36")


def test_pp_manila2_flush_beats_full_house_with_52_cards_full_houses_are_rarer_so_the_standard_order_holds():
    assert full_houses("52") < flushes("standard", "52")
    verdict = _verdict("standard", "52")
    assert (
        f"full houses are rarer than flushes ({full_houses('52'):,} against {flushes('standard', '52'):,})" in verdict
    )
    assert "the standard order holds" in verdict


@pytest.mark.parametrize("deck", ["36", "32"])
def test_pp_manila2_flush_beats_full_house_standard_ranking_on_a_short_deck_the_counts_call_for_the_swap(deck):
    verdict = _verdict("standard", deck)
    assert "the counts call for the flush to rank above the full house" in verdict
    assert "the manila ranking makes the swap" in verdict


def test_pp_manila2_flush_beats_full_house_manila_ranking_on_52_cards_swaps_against_the_counts():
    verdict = _verdict("manila", "52")
    assert "the counts call for the full house to stay on top" in verdict
    assert "swaps them whatever the deck" in verdict


def test_explain_ranking_names_the_other_places_the_counts_disagree_with_the_order():
    # 32 cards, manila: four of a kind 8 x 7 x 4 = 224 outnumbers the flushes (208), yet ranks above them.
    text = explain_ranking("manila", "32").explain()
    fours = 8 * 7 * 4
    assert fours > flushes("manila", "32")
    assert f"fours of a kind ({fours:,}) outnumber flushes ({flushes('manila', '32'):,})" in text
    # With 52 cards every category is rarer than each one below it.
    assert "Every other category, too, is rarer" in explain_ranking("standard", "52").explain()


def test_explain_ranking_rejects_unknown_names():
    # The explorer offers the decks of the poker games only (52, 36 and 32 cards, each with its deck clause);
    # the Manillen Plus deck (mp-deck-32) is for a trick-taking game.
    with refused(
        UnknownDeckError,
        ids.INT_STANDARD_DECK,
        ids.PP_MANILA3_DECK,
        ids.PP_MANILA2_DECK,
        naming=("'manillen'", 52, 36, 32),
        only=True,
    ):
        explain_ranking("manila", "manillen")
    with refused(UnknownRankingError, ids.INT_STANDARD_RANKING, naming=("'razz'", "standard", "manila")):
        explain_ranking("razz", "32")


# --- the counts table ------------------------------------------------------------------------------


@pytest.mark.parametrize(("deck", "ranking"), ALL)
def test_ranking_report_rows_are_strongest_first_and_count_every_hand(deck, ranking):
    report = ranking_report(ranking, deck).value
    assert sum(row.count for row in report.rows) == comb(int(deck), 5) == report.total
    assert [row.place for row in report.rows] == list(range(1, 10))
    assert {row.category for row in report.rows if row.highlighted} == {Category.FLUSH, Category.FULL_HOUSE}
    moved = {row.category for row in report.rows if row.moved}
    assert moved == ({Category.FLUSH, Category.FULL_HOUSE} if ranking == "manila" else set())
    assert report.row(Category.FLUSH).count == flushes(ranking, deck)
    assert report.row(Category.FULL_HOUSE).count == full_houses(deck)
    assert report.row(Category.STRAIGHT).count == straight_count(ranking, deck) * (4**5 - 4)
    assert math.isclose(sum(row.share for row in report.rows), 1.0)


@pytest.mark.parametrize(("deck", "ranking"), ALL)
def test_a_categorys_place_is_said_one_way_in_the_table_and_the_hand_checker(deck, ranking):
    """The table's Place (1: strongest) is the place the checker's reasons give, for every category."""
    report = ranking_report(ranking, deck).value
    examples = {row.category: row for row in report.rows}
    for category, cards in PLACE_EXAMPLES.items():
        hand = explore_hand(cards, ranking, deck)
        assert hand.category is category
        place = examples[category].place
        assert place == report.ranking.place(category)
        assert f"place {place} of 9, counting from the top" in hand.because[-1].text


#: A hand of each category that every deck of the explorer holds.
PLACE_EXAMPLES = {
    Category.STRAIGHT_FLUSH: "7h 8h 9h Th Jh",
    Category.FOUR_OF_A_KIND: "Ah Ad Ac As 7h",
    Category.FULL_HOUSE: "Ah Ad Ac Ks Kh",
    Category.FLUSH: "Ah Jh 9h 8h 7h",
    Category.STRAIGHT: "7h 8d 9c Ts Jh",
    Category.THREE_OF_A_KIND: "Ah Ad Ac Ks Qh",
    Category.TWO_PAIR: "Ah Ad Kc Ks Qh",
    Category.PAIR: "Ah Ad Kc Qs Jh",
    Category.HIGH_CARD: "Ah Kd Qc Js 9h",
}


def test_ranking_report_renders_its_table_and_steps():
    decision = ranking_report("manila", "32")
    html = to_html(decision.value)
    assert "<table" in html and "208" in html and "1,344" in html
    assert "pokerpages.html#pp-manila2-flush-beats-full-house" in to_html(decision)
    assert "| 3 | **flush \u21c5** | 208 |" in to_markdown(decision.value)


def test_poker_decks_are_the_decks_poker_is_played_with():
    assert POKER_DECKS == {"52": DECK_52, "36": DECK_36, "32": DECK_32}
    assert [game.name for game in CHANCE_GAMES] == ["2 Card Manila", "3 Card Manila", "3 Card Manila (no sixes)"]


# --- straights ---------------------------------------------------------------------------------

#: Lowest first, as the documents write them ("10, J, Q, K, A"; "A, 7, 8, 9, 10").
HIGH_RUNS = {
    "52": [
        "10-J-Q-K-A",
        "9-10-J-Q-K",
        "8-9-10-J-Q",
        "7-8-9-10-J",
        "6-7-8-9-10",
        "5-6-7-8-9",
        "4-5-6-7-8",
        "3-4-5-6-7",
        "2-3-4-5-6",
    ],
    "36": ["10-J-Q-K-A", "9-10-J-Q-K", "8-9-10-J-Q", "7-8-9-10-J", "6-7-8-9-10"],
    "32": ["10-J-Q-K-A", "9-10-J-Q-K", "8-9-10-J-Q", "7-8-9-10-J"],
}
ACE_LOW = {"52": "A-2-3-4-5", "36": "A-6-7-8-9", "32": "A-7-8-9-10"}


@pytest.mark.parametrize("deck", ["52", "36", "32"])
def test_pp_manila2_ace_high_manila_straights_have_the_ace_only_on_top(deck):
    decision = explain_straights("manila", deck)
    assert list(decision.value.labels()) == HIGH_RUNS[deck]
    assert decision.value.ace_low() == ()
    assert {"pp-manila2-ace-high", "pp-manila2-ace-broadway", DECK_CLAUSE[deck]} <= set(cited(decision.because))


def test_pp_manila2_ace_example_a_7_8_9_10_is_not_a_straight_in_the_32_card_deck():
    decision = explain_straights("manila", "32")
    assert "A-7-8-9-10" not in decision.value.labels()
    step = next(step for step in decision.because if step.clause == "pp-manila2-ace-example")
    assert "A-7-8-9-10" in step.text


def test_pp_manila2_ace_not_low_a_6_7_8_9_is_not_a_straight_in_the_36_card_deck():
    decision = explain_straights("manila", "36")
    assert "A-6-7-8-9" not in decision.value.labels()
    step = next(step for step in decision.because if step.clause == "pp-manila2-ace-not-low")
    assert "A-6-7-8-9" in step.text


def test_pp_manila2_ace_broadway_is_the_only_manila_straight_with_an_ace():
    for deck in ("52", "36", "32"):
        labels = explain_straights("manila", deck).value.labels()
        assert [label for label in labels if "A" in label.split("-")] == ["10-J-Q-K-A"]


@pytest.mark.parametrize("deck", ["36", "32"])
def test_int_short_deck_ace_low_the_standard_ranking_adds_the_ace_low_run(deck):
    decision = explain_straights("standard", deck)
    assert list(decision.value.labels()) == HIGH_RUNS[deck] + [ACE_LOW[deck]]
    assert decision.value.ace_low() == (ACE_LOW[deck],)
    step = next(step for step in decision.because if step.clause == "int-short-deck-ace-low")
    assert ACE_LOW[deck] in step.text


def test_int_standard_ranking_a_2_3_4_5_is_the_lowest_straight_in_52_cards():
    decision = explain_straights("standard", "52")
    assert list(decision.value.labels()) == HIGH_RUNS["52"] + ["A-2-3-4-5"]
    assert "int-standard-ranking" in cited(decision.because)
    assert "10 straights in all" in decision.explain()


# --- a typed hand -------------------------------------------------------------------------------


def test_pp_manila2_ace_example_typed_a_7_8_9_10_in_the_32_card_manila_deck():
    hand = explore_hand("A-7-8-9-10", "manila", "32")
    assert hand.category is Category.HIGH_CARD
    texts = [step.text for step in hand.because]
    assert "A-7-8-9-10 is not a straight: in manila an ace counts only high." in texts
    assert "pp-manila2-ace-example" in cited(hand.because)


def test_int_short_deck_ace_low_typed_a_7_8_9_10_is_a_straight_under_the_standard_ranking():
    hand = explore_hand("A 7 8 9 10", "standard", "32")
    assert hand.category is Category.STRAIGHT
    assert "int-short-deck-ace-low" in cited(hand.because)


def test_explore_hand_gives_typed_ranks_suits_that_make_no_flush():
    hand = explore_hand("A 7 8 9 10", "manila", "32")
    assert len({card.suit for card in hand.cards}) > 1
    assert hand.because[0].clause == ids.METHOD_TYPED_RANKS  # the suits given to the ranks typed alone
    # One rank without a suit beside four spades is given another suit.
    mixed = explore_hand("As Ks Qs Js 9", "manila", "32")
    assert mixed.category is Category.HIGH_CARD
    assert Card(Rank.NINE, mixed.cards[-1].suit) in mixed.cards and mixed.cards[-1].suit.value != "s"
    # Four aces typed as ranks take four different suits.
    assert explore_hand("A A A A K", "manila", "32").category is Category.FOUR_OF_A_KIND
    # Cards typed in full are evaluated as they are, with no extra step.
    flush = explore_hand("As Ks Qs Js 9s", "manila", "32")
    assert flush.category is Category.FLUSH and ids.METHOD_TYPED_RANKS not in cited(flush.because)


@pytest.mark.parametrize(
    ("text", "error", "clause"),
    [
        ("1h 7h 8h 9h Th", CardNotationError, ids.INT_CARD_NOTATION),
        ("6h 7h 8h 9h Th", CardNotInDeckError, ids.PP_MANILA2_DECK),
        ("6 7 8 9 10", CardNotInDeckError, ids.PP_MANILA2_DECK),  # a rank typed alone is checked against the deck too
        ("A-7-8-9-6", CardNotInDeckError, ids.PP_MANILA2_DECK),
        ("As 7d 8h 9c", CardCountError, ids.INT_STANDARD_RANKING),
        ("As As 8h 9c Td", DuplicateCardError, ids.PP_MANILA2_DECK),
        ("7 7 7 7 7", DuplicateCardError, ids.PP_MANILA2_DECK),  # a fifth seven has no suit left
    ],
)
def test_explore_hand_refuses_bad_input_citing_the_rule(text, error, clause):
    with refused(error, clause, only=True):
        explore_hand(text, "manila", "32")


# --- the showdown, simulated -----------------------------------------------------------------

#: Exact counts of every (hole, board) deal by the best category, from benchmarks/manila_odds.py
#: (its own evaluator, exhaustive enumeration, run on the project machine).
EXACT = {
    "2 Card Manila": {
        "deals": 70_682_976,  # C(32,2) x C(30,5)
        "straight flush": 54_288,
        "four of a kind": 471_744,
        "flush": 604_944,
        "full house": 3_806_880,
        "straight": 8_371_344,
        "three of a kind": 9_400_608,
        "two pair": 26_699_040,
        "one pair": 19_933_488,
        "high card": 1_340_640,
    },
    "3 Card Manila": {
        "deals": 1_694_579_040,  # C(36,3) x C(33,5)
        "straight flush": 2_583_520,
        "four of a kind": 15_529_992,
        "flush": 47_686_424,
        "full house": 165_719_520,
        "straight": 297_873_168,
        "three of a kind": 196_059_456,
        "two pair": 685_040_688,
        "one pair": 275_504_832,
        "high card": 8_581_440,
    },
}


def test_exact_tables_count_every_deal():
    assert EXACT["2 Card Manila"]["deals"] == comb(32, 2) * comb(30, 5)
    assert EXACT["3 Card Manila"]["deals"] == comb(36, 3) * comb(33, 5)
    for table in EXACT.values():
        assert sum(count for name, count in table.items() if name != "deals") == table["deals"]


def test_showdown_chances_proportions_sum_to_one_and_margins_follow_the_formula():
    result = showdown_chances("2 Card Manila", deals=500, rng=random.Random(11)).value
    assert sum(chance.count for chance in result.chances) == 500
    assert math.isclose(sum(chance.proportion for chance in result.chances), 1.0)
    assert [chance.category.value for chance in result.chances] == MANILA_STRONGEST_FIRST
    for chance in result.chances:
        p = chance.count / 500
        assert math.isclose(chance.margin, 1.96 * math.sqrt(p * (1 - p) / 500))


def test_showdown_chances_is_reproducible_from_the_seed_and_moves_the_generator_on():
    first_rng, second_rng = random.Random(3), random.Random(3)
    first = showdown_chances("2 Card Manila", deals=300, rng=first_rng)
    second = showdown_chances("2 Card Manila", deals=300, rng=second_rng)  # a cache hit
    assert first.value == second.value
    # Either way the generator ends where 300 draws of 2 + 5 cards leave it.
    fresh = random.Random(3)
    for _ in range(300):
        fresh.sample(DECK_32.cards, 7)
    assert first_rng.getstate() == second_rng.getstate() == fresh.getstate()
    other = showdown_chances("2 Card Manila", deals=300, rng=random.Random(4)).value
    assert other != first.value


def test_showdown_chances_says_how_it_was_found():
    decision = showdown_chances("2 Card Manila", deals=400, rng=random.Random(5))
    text = decision.explain()
    assert "400 deals were simulated" in text
    assert "1.96 × √(p(1 − p) / n) with n = 400" in text
    assert "seeded" in text
    assert "pp-manila2-hole-cards" in cited(decision.because)
    assert "<table" in to_html(decision.value)


def test_showdown_chances_refuses_bad_input():
    with refused(RulesError, ids.METHOD_SIMULATION, naming=(0,), only=True):  # a simulation needs one deal or more
        showdown_chances("2 Card Manila", deals=0, rng=random.Random(1))
    with refused(UnknownGameError, ids.INT_GAMES, naming=("'4 Card Manila'", "2 Card Manila"), only=True):
        showdown_chances("4 Card Manila", deals=10, rng=random.Random(1))


# An evaluator of our own: the category of five (rank value, suit) cards, manila rules
# (no ace-low straight; flush above full house), written without the engine's tables.
MANILA_WEAKEST_FIRST = list(reversed(MANILA_STRONGEST_FIRST))


def independent_category(cards: list[Card]) -> int:
    values = sorted((card.rank.value_high for card in cards), reverse=True)
    shape = sorted(Counter(values).values(), reverse=True)
    flush = len({card.suit for card in cards}) == 1
    straight = shape == [1, 1, 1, 1, 1] and values[0] - values[4] == 4
    if straight and flush:
        name = "straight flush"
    elif shape[0] == 4:
        name = "four of a kind"
    elif flush:
        name = "flush"
    elif shape == [3, 2]:
        name = "full house"
    elif straight:
        name = "straight"
    elif shape[0] == 3:
        name = "three of a kind"
    elif shape == [2, 2, 1]:
        name = "two pair"
    elif shape[0] == 2:
        name = "one pair"
    else:
        name = "high card"
    return MANILA_WEAKEST_FIRST.index(name)


def independent_best(hole: list[Card], board: list[Card]) -> str:
    """Best of: two hole cards (every pair of them) with three of the five board cards."""
    from itertools import combinations

    best = max(
        independent_category(list(pair) + list(three))
        for pair in combinations(hole, 2)
        for three in combinations(board, 3)
    )
    return MANILA_WEAKEST_FIRST[best]


@pytest.mark.parametrize(("game", "deals"), [("2 Card Manila", 800), ("3 Card Manila", 400)])
def test_pp_manila2_hole_cards_simulation_counts_match_an_independent_evaluation_of_the_same_deals(game, deals):
    """The documented draw (rng.sample of hole + board cards), scored by the evaluator above."""
    rules = find_game(game)
    rng = random.Random(99)
    expected: Counter[str] = Counter()
    for _ in range(deals):
        dealt = rng.sample(rules.deck.cards, rules.hole_count + 5)
        expected[independent_best(dealt[: rules.hole_count], dealt[rules.hole_count :])] += 1
    result = showdown_chances(game, deals=deals, rng=random.Random(99)).value
    assert {chance.category.value: chance.count for chance in result.chances if chance.count} == dict(expected)


#: z for nine two-sided comparisons at a family-wise 95% (Bonferroni: 0.05 / 9 in each): 2.77.
Z_NINE = 2.77


def poisson_tails(k: int, mean: float) -> tuple[float, float]:
    """P(X <= k) and P(X >= k) for a Poisson count with this mean (rare categories)."""
    terms = [math.exp(-mean) * mean**i / math.factorial(i) for i in range(k + 1)]
    return sum(terms), 1 - sum(terms[:-1])


@pytest.mark.parametrize(("game", "deals"), [("2 Card Manila", 6000), ("3 Card Manila", 3000)])
def test_pp_manila3_hole_cards_simulated_shares_agree_with_exact_enumeration(game, deals):
    """Every exact chance lies within its simulated share's reported 95% margin, widened from
    z = 1.96 to 2.77 because nine shares are checked at once.  The margin is a normal
    approximation, good from about 10 sightings on (as the engine's steps say); a rarer
    category is checked instead with the exact Poisson tails at the same 0.05 / 9 level."""
    exact = EXACT[game]
    result = showdown_chances(game, deals=deals, rng=random.Random(2024)).value
    for chance in result.chances:
        p = exact[chance.category.value] / exact["deals"]
        if chance.count >= 10:
            assert abs(chance.proportion - p) <= chance.margin * Z_NINE / 1.96, chance
        else:
            below, above = poisson_tails(chance.count, deals * p)
            assert min(below, above) >= 0.05 / 9 / 2, (chance, p)


# --- the widget's views: one call per update ---------------------------------------------------------------


def test_pp_manila2_ace_example_the_explorer_view_judges_the_typed_cards_in_the_chosen_deck():
    from widgets.views import explorer_view

    view = explorer_view("manila", "32", "A 7 8 9 10")
    assert view.report.value.total == comb(32, 5)
    assert view.hand.hand is not None and view.hand.hand.category is Category.HIGH_CARD  # "NOT a straight"
    view = explorer_view("standard", "32", "A 7 8 9 10")
    assert view.hand.hand.category is Category.STRAIGHT  # the standard reading lets the ace play low
    view = explorer_view("manila", "32", "A 7 8 9 6")
    assert view.hand.hand is None and isinstance(view.hand.error, CardNotInDeckError)
    assert_cites(view.hand.error, ids.PP_MANILA2_DECK, only=True)  # the 2 Card Manila deck has no six
    assert_names(view.hand.error, ("6", 32))


def test_the_hand_view_keeps_nothing_typed_apart_from_an_error():
    from widgets.views import hand_view

    assert hand_view("   ", "manila", "32").hand is None and hand_view("   ", "manila", "32").error is None
    error = hand_view(7, "manila", "32").error  # type: ignore[arg-type]
    assert isinstance(error, CardNotationError) and cited(error.because) == (ids.INT_CARD_NOTATION,)


def test_the_shipped_exact_tables_agree_with_the_independent_enumeration():
    """engine/teaching/exact.py reads tables the engine's generator made from its fast tables; these
    counts come from benchmarks/manila_odds.py's own evaluator: the two must agree, category by category."""
    from engine.teaching.exact import exact_showdown_chances

    for game, table in EXACT.items():
        result = exact_showdown_chances(game).value
        assert result.deals == table["deals"]
        assert {chance.category.value: chance.count for chance in result.chances} == {
            name: count for name, count in table.items() if name != "deals"
        }
