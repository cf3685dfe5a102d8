"""The straight and flush explorer widget, headless: set the controls, click, read the panes.

Expected counts come from formulas written out here; a reason or a refusal is checked by the rule it
links to and the values it names, not by its wording.
"""

from __future__ import annotations

import re
from math import comb

import ipywidgets as w
import pytest
from refusals import names, refusal_shown, refused

from engine.decks import DECKS
from engine.documents import ids
from engine.errors import CardNotationError, UnknownChoiceError, UnknownDeckError, UnknownRankingError
from engine.poker.rankings import RANKINGS
from engine.teaching.exact import EXACT_GAMES
from widgets.ranking_explorer import RankingExplorer


@pytest.fixture
def explorer() -> RankingExplorer:
    return RankingExplorer(deck="32", ranking="manila", cards="A 7 8 9 10", chart=False)


def row_count(html: str, category: str) -> int:
    """The Hands cell of a category's row in the counts table."""
    match = re.search(
        rf'<th scope="row"[^>]*>{category}( <span aria-hidden="true">\u21c5</span>)?</th><td[^>]*>([\d,]+)</td>', html
    )
    assert match, category
    return int(match.group(2).replace(",", ""))


def test_the_counts_table_changes_when_the_deck_changes(explorer):
    # Manila: 4 suits x (C(n,5) - (n - 4) straights) flushes; n (n-1) x 4 x 6 full houses.
    assert row_count(explorer.counts.value, "flush") == 4 * (comb(8, 5) - 4)
    assert row_count(explorer.counts.value, "full house") == 8 * 7 * 4 * 6
    explorer.deck.value = "36"
    assert row_count(explorer.counts.value, "flush") == 4 * (comb(9, 5) - 5)
    assert row_count(explorer.counts.value, "full house") == 9 * 8 * 4 * 6
    assert "The 36-card deck" in explorer.counts.value
    explorer.deck.value = "52"
    assert row_count(explorer.counts.value, "flush") == 4 * (comb(13, 5) - 9)
    assert f"{comb(52, 5):,} five-card hands" in explorer.counts.value


def test_the_ranking_changes_the_order_the_straights_and_the_explanation(explorer):
    html = explorer.counts.value
    assert "straight flush &gt; four of a kind &gt; flush &gt; full house" in html
    assert "A-7-8-9-10" not in re.search(r"<ul>(.*?)</ul>", html).group(1)
    assert "pp-manila2-flush-beats-full-house" in html
    explorer.ranking.value = "standard"
    html = explorer.counts.value
    assert "straight flush &gt; four of a kind &gt; full house &gt; flush" in html
    assert "<li>A-7-8-9-10 (the ace low)</li>" in html
    # the counts' case for the swap, which this ranking does not make: 204 flushes (the ace-low straight is one
    # more straight, so one flush fewer a suit) against 1,344 full houses (the rule that makes the swap follows)
    swap = next(item for item in re.findall(r"<li>(.*?)</li>", html) if "rule of thumb" in item)
    assert names(swap, 4 * (comb(8, 5) - 5)) and names(swap, f"{8 * 7 * 4 * 6:,}")
    assert "interpretations.html#int-short-deck-ace-low" in html


def test_the_chart_is_redrawn_when_the_deck_changes():
    explorer = RankingExplorer(deck="32", ranking="manila")
    before = explorer.chart.value
    assert before.startswith("<svg") and 'role="img"' in before  # drawn in pure Python: it runs in a browser too
    label = re.search(r'aria-label="([^"]*)"', before).group(1)
    assert "flush 208" in label  # the text alternative carries the counts
    explorer.deck.value = "36"
    after = explorer.chart.value
    assert after != before and f"flush {4 * (comb(9, 5) - 5)}" in after


def test_pp_manila2_ace_example_typing_a_7_8_9_10_in_the_32_card_manila_deck_says_it_is_not_a_straight(explorer):
    explorer.cards.value = "A-7-8-9-10"
    assert "high card, ace" in explorer.hand.value
    assert "pokerpages.html#pp-manila2-ace-example" in explorer.hand.value  # "A, 7, 8, 9, 10 is NOT a straight"
    assert 'aria-label="ace of clubs"' in explorer.hand.value and "A\u2663" in explorer.hand.value
    explorer.ranking.value = "standard"  # the same cards: now a straight, by the interpretation
    assert "straight, ace to ten" in explorer.hand.value
    assert "int-short-deck-ace-low" in explorer.hand.value


def test_the_show_button_evaluates_the_typed_cards(explorer):
    explorer.hand.value = ""
    explorer.show.click()
    assert "high card, ace" in explorer.hand.value
    explorer.cards.value = ""
    assert "Type five cards" in explorer.hand.value


@pytest.mark.parametrize(
    ("cards", "rule", "named"),
    [
        ("As 1h 8h 9h Th", ids.INT_CARD_NOTATION, ("'1h'",)),
        ("6h 7h 8h 9h Th", ids.PP_MANILA2_DECK, ("6h", 32, 7)),  # the deck: 32 cards, 7 to ace
        ("As 7d 8h 9c", ids.INT_STANDARD_RANKING, ("'As 7d 8h 9c'", 4)),  # 4 cards, not five
        ("As As 8h 9c Td", ids.PP_MANILA2_DECK, ("As", "'As As 8h 9c Td'")),
    ],
)
def test_bad_cards_show_the_engines_message_inline(explorer, cards, rule, named):
    explorer.cards.value = cards
    message, rules = refusal_shown(explorer.hand.value)
    assert rules == [rule] and all(names(message, value) for value in named), message
    assert "Traceback" not in explorer.hand.value
    assert "flush" in explorer.counts.value  # the counts stay


def _chances_row(html: str, category: str) -> tuple[int, str]:
    """The count and the chance in a category's row of the showdown table."""
    row = re.search(rf'<th scope="row"[^>]*>{category}</th><td[^>]*>([\d,]+)</td><td[^>]*>([^<]+)</td>', html)
    assert row, category
    return int(row.group(1).replace(",", "")), row.group(2)


def test_the_showdown_pane_reads_the_exact_counts_of_the_chosen_game(explorer):
    first = explorer.chances.value
    deals = comb(32, 2) * comb(30, 5)  # every hole pair with every board of the 30 cards left
    assert f"in all {deals:,} deals" in first and "95% margin" not in first and "±" not in first
    # benchmarks/manila_odds.py counts these independently (its own evaluator): the table's figures agree
    assert _chances_row(first, "flush") == (604_944, "0.856%")
    assert _chances_row(first, "full house") == (3_806_880, "5.39%")
    assert "method-exact-enumeration" in first and "pp-manila2-hole-cards" in first
    explorer.game.value = "manila-3"
    three = explorer.chances.value
    assert f"in all {comb(36, 3) * comb(33, 5):,} deals" in three and "pp-manila3-hole-cards" in three
    explorer.game.value = "manila-2"
    assert explorer.chances.value == first  # the same game: the same table


def test_typed_hole_cards_show_their_own_exact_counts(explorer):
    explorer.hole.value = "Ah Kh"
    shown = explorer.chances.value
    assert f"in all {comb(30, 5):,} deals" in shown  # one hand: every board of the 30 cards left
    # a flush of hearts: three or more of the six hearts left on the board, with three of them usable
    # (both hole hearts and three board hearts): C(6,3)·C(24,2) + C(6,4)·24 + C(6,5) boards, less the
    # royal straight flush boards holding Qh Jh Th (they count as straight flushes): C(27,2) of them
    flushes = comb(6, 3) * comb(24, 2) + comb(6, 4) * 24 + comb(6, 5) - comb(27, 2)
    assert _chances_row(shown, "flush")[0] == flushes
    explorer.hole.value = "Ah 6h"
    message, rules = refusal_shown(explorer.chances.value)
    assert rules == [ids.PP_MANILA2_DECK] and names(message, "6h")
    explorer.hole.value = ""
    assert "70,682,976" in explorer.chances.value


def test_options_come_from_the_engine_registries(explorer):
    assert {value for _, value in explorer.deck.options} <= set(DECKS)
    assert [value for _, value in explorer.deck.options] == ["52", "36", "32"]
    assert list(explorer.ranking.options) == list(RANKINGS)
    assert [value for _, value in explorer.game.options] == [game.key for game in EXACT_GAMES]


def test_every_control_has_an_accessible_name_and_none_is_a_slider(explorer):
    controls = [explorer.deck, explorer.ranking, explorer.cards, explorer.game, explorer.hole]
    assert all(control.description for control in controls)
    assert explorer.show.description

    def walk(widget):
        yield widget
        for child in getattr(widget, "children", ()):
            yield from walk(child)

    assert not any("Slider" in type(widget).__name__ for widget in walk(explorer.layout))
    assert any(isinstance(widget, w.Dropdown) for widget in walk(explorer.layout))


def test_it_displays_itself_and_opens_on_the_given_example():
    explorer = RankingExplorer(deck=36, ranking="Standard", cards="A 6 7 8 9", chart=False)
    assert explorer.deck.value == "36" and explorer.ranking.value == "standard"
    assert "straight, ace to nine" in explorer.hand.value
    bundle = explorer._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert bundle["application/vnd.jupyter.widget-view+json"]["model_id"] == explorer.layout.model_id


def test_the_constructor_refuses_unknown_names():
    decks = (ids.INT_STANDARD_DECK, ids.PP_MANILA3_DECK, ids.PP_MANILA2_DECK)  # the poker decks only, not mp-deck-32
    with refused(UnknownDeckError, *decks, naming=("'manillen'",), only=True):
        RankingExplorer(deck="manillen", chart=False)
    counted = tuple(game.name for game in EXACT_GAMES)
    with refused(UnknownChoiceError, ids.METHOD_EXACT_ENUMERATION, naming=("'Omaha'", *counted), only=True):
        RankingExplorer(game="Omaha", chart=False)


@pytest.mark.parametrize(
    ("cards", "rule", "named"),
    [
        ("zzz", ids.INT_CARD_NOTATION, ("'zzz'",)),
        ("A A A A A", ids.PP_MANILA2_DECK, ()),  # five aces cannot be: the deck holds four
        ("As Ks Qs Js Ts 9s", ids.INT_STANDARD_RANKING, (6,)),  # 6 cards, not five
        ("2c 3c 4c 5c 7c", ids.PP_MANILA2_DECK, ("2c",)),  # not in the 32-card deck
        ("," * 40, ids.INT_STANDARD_RANKING, (0,)),  # no cards at all
    ],
)
def test_garbage_cards_are_shown_inline_in_plain_words_with_their_rule(explorer, cards, rule, named):
    explorer.cards.value = cards
    message, rules = refusal_shown(explorer.hand.value)
    assert rules == [rule] and all(names(message, value) for value in named), message
    shown = re.sub(r"<style>.*?</style>", "", explorer.hand.value, flags=re.S)
    text = " ".join(re.sub(r"<[^>]+>", " ", shown).split())
    assert not re.search(r"\b[a-z]+_[a-z_]+\b", text)
    assert "flush" in explorer.counts.value  # the counts stay


DECKS_OFFERED = (ids.INT_STANDARD_DECK, ids.PP_MANILA3_DECK, ids.PP_MANILA2_DECK)
RANKINGS_OFFERED = (ids.INT_STANDARD_RANKING, ids.PP_MANILA2_FLUSH_BEATS_FULL_HOUSE)


@pytest.mark.parametrize(
    ("arguments", "error", "rules", "quoted"),
    [
        ({"deck": "31"}, UnknownDeckError, DECKS_OFFERED, "'31'"),
        ({"ranking": "lowball"}, UnknownRankingError, RANKINGS_OFFERED, "'lowball'"),
        ({"cards": 5}, CardNotationError, (ids.INT_CARD_NOTATION,), "5"),
        ({"hole": 7}, CardNotationError, (ids.INT_CARD_NOTATION,), "7"),
    ],
)
def test_a_chapter_that_opens_the_explorer_on_a_bad_choice_is_told_its_rule(arguments, error, rules, quoted):
    with refused(error, *rules, naming=(quoted,), only=True):
        RankingExplorer(chart=False, **arguments)


@pytest.mark.parametrize(("typed", "rule"), [("zz", ids.INT_CARD_NOTATION), ("Ah", ids.PP_MANILA2_DEAL), ("Ah Ah", ids.PP_MANILA2_DECK)])
def test_hole_cards_the_tables_cannot_take_are_refused_inline(explorer, typed, rule):
    first = explorer.chances.value
    explorer.hole.value = typed
    message, rules = refusal_shown(explorer.chances.value)
    assert rules == [rule], message
    explorer.hole.value = ""
    assert explorer.chances.value == first


def test_the_showdown_chances_can_be_left_out_for_a_game_they_do_not_count():
    """A chapter about Hold 'Em shows the counts and the hand box, not the Manila showdown odds."""
    from widgets.ranking_explorer import RankingExplorer

    with_chances = RankingExplorer(deck="52", ranking="standard", cards="A 2 3 4 5")
    without = RankingExplorer(deck="52", ranking="standard", cards="A 2 3 4 5", chances=False)
    assert with_chances.chances in with_chances.layout.children
    assert without.chances not in without.layout.children and without.game not in without.layout.children
    assert without.chances.value == ""
    assert "straight" in without.hand.value


#: A hand of each category, in every deck of the explorer (32 cards, 7 to ace, and up).
CATEGORY_EXAMPLES = {
    "straight flush": "7h 8h 9h Th Jh",
    "four of a kind": "Ah Ad Ac As 7h",
    "full house": "Ah Ad Ac Ks Kh",
    "flush": "Ah Jh 9h 8h 7h",
    "straight": "7h 8d 9c Ts Jh",
    "three of a kind": "Ah Ad Ac Ks Qh",
    "two pair": "Ah Ad Kc Ks Qh",
    "one pair": "Ah Ad Kc Qs Jh",
    "high card": "Ah Kd Qc Js 9h",
}


def table_place(html: str, category: str) -> int:
    """The Place cell of a category's row in the counts table."""
    swap = '( <span aria-hidden="true">\u21c5</span>)?'
    match = re.search(rf'<td[^>]*>(\d+)</td><th scope="row"[^>]*>{category}{swap}</th>', html)
    assert match, category
    return int(match.group(1))


@pytest.mark.parametrize("deck", ["32", "36", "52"])
@pytest.mark.parametrize("ranking", list(RANKINGS))
def test_int_standard_ranking_the_hand_checker_says_a_categorys_place_as_the_table_does(deck, ranking):
    """One way of saying rank: the hand checker's "place 3 of 9, counting from the top" is the table's Place 3."""
    explorer = RankingExplorer(deck=deck, ranking=ranking, cards="", chances=False, chart=False)
    for category, cards in CATEGORY_EXAMPLES.items():
        explorer.cards.value = cards
        checker = re.sub(r"<[^>]+>", " ", explorer.hand.value)
        assert category in checker
        places = re.findall(r"place (\d+) of (\d+), counting from the top", checker)
        assert places == [(str(table_place(explorer.counts.value, category)), "9")], (category, checker)
        assert not re.search(r"\(\d+ of 9\)", checker)  # the old, bottom-up count is gone
