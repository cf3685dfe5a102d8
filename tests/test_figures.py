"""The figures say in words what they draw: each alt text's numbers match the data, and the book's copy matches.

Expected counts come from the deal's own record (its hands, up-cards, burns and board),
from formulas (binomial coefficients) or from the documents, never from the figure code.
"""

from __future__ import annotations

import json
import random
import re
from math import comb
from pathlib import Path

import pytest
from matplotlib.patches import Circle, FancyBboxPatch, Rectangle

from engine.deal import deal
from engine.decks import DECK_32, DECK_52
from engine.lowhands import EIGHT_OR_BETTER
from engine.rankings import MANILA, STANDARD
from widgets.figures import (
    card_points_figure,
    deal_order_figure,
    frequency_figure,
    low_counts,
    low_figure,
    seating_figure,
    table_figure,
)

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "book").rglob("*.ipynb"))


def _figure_cells(path: Path) -> list[dict]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [
        cell
        for cell in cells
        if cell["cell_type"] == "code"
        and any("image/png" in output.get("data", {}) for output in cell.get("outputs", []))
    ]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.name)
def test_every_figure_in_the_book_has_the_alt_text_it_was_drawn_with(path: Path) -> None:
    """The alt text the book and Voila show (cell metadata) is the one the figure wrote (its output)."""
    for cell in _figure_cells(path):
        shown = cell["metadata"].get("mystnb", {}).get("image", {}).get("alt")
        assert shown, f"{path.name}: a figure without alt text: {''.join(cell['source'])[:60]!r}"
        for output in cell["outputs"]:
            generated = output.get("metadata", {}).get("image/png", {}).get("alt")
            if generated is not None:
                assert shown == generated
                assert "".join(output["data"]["text/plain"]) == generated


def _drawn_cards(picture) -> int:
    """Card shapes on the table figure: the cards are the patches drawn at the cards' layer."""
    return sum(1 for patch in picture.figure.axes[0].patches if isinstance(patch, FancyBboxPatch) and patch.zorder == 4)


def test_hr_stud7_deal_table_alt_counts_each_seats_cards_down_and_up() -> None:
    """Two down and one up on third street, then up-cards (hr-stud7-deal, hr-stud7-up-cards): the alt
    text says for each seat how many cards are down and which are up, as the deal recorded them."""
    hand = deal("Seven-Card Stud", players=6, button=6, rng=random.Random(1642), folds={3: 1, 2: 3, 1: 5})
    picture = table_figure(hand)
    for seat in hand.order:
        up = hand.up_cards[seat]
        down = len(hand.hands[seat]) - len(up)
        said = re.search(rf"Seat {seat}( \(folded\))?: ([^.]*)\.", picture.alt)
        assert said is not None
        assert f"{down} cards face down" in said.group(2)
        assert "face up: " + ", ".join(str(card) for card in up) in said.group(2)
        assert bool(said.group(1)) == (seat not in hand.active)
    final = hand.events[-1].counts
    assert _drawn_cards(picture) == final.dealt + final.board + final.burned
    assert f"{final.dealt} dealt, {final.burned} burned" in picture.alt
    assert "no button: seat 6 deals" in picture.alt and "dealer button" not in picture.alt


def test_pp_manila2_one_blind_sits_in_front_of_its_seat_until_the_first_round_is_over() -> None:
    """The blind is posted before the deal (pp-manila2-one-blind); the pot given is the pot shown."""
    hand = deal("2 Card Manila", players=6, button=3, rng=random.Random(2024))
    before = table_figure(hand, upto=0)
    assert "Seat 4: no cards; a blind of $2 in front of it" in before.alt
    assert "dealer button at seat 3" in before.alt
    last_round = next(event.index for event in hand.events if event.betting_round == 5)
    later = table_figure(hand, upto=last_round, show_hole_cards=True, pot=12)
    assert "blind of" not in later.alt and "Pot $12" in later.alt
    assert "Seat 4 acts first" in later.alt
    texts = [text.get_text() for text in later.figure.axes[0].texts]
    assert "Pot $12" in texts and "Seat 4 \u00b7 acts first" in texts


def test_hr_holdem_flop_deal_order_alt_counts_every_card_that_leaves_the_deck() -> None:
    """12 hole cards, then a burn before the flop, the turn and the river (hr-holdem-flop, int-flop-burns)."""
    hand = deal("Texas Hold 'Em", players=6, button=3, stake=5, rng=random.Random(103))
    picture = deal_order_figure(hand)
    dealt, burned, board = 6 * 2, len(hand.burned), len(hand.board)
    assert (burned, board) == (3, 5)
    assert picture.alt.startswith(f"{dealt + burned + board} numbered boxes in 2 rows")
    assert f"({dealt} face down, {burned} burned, {board} to the board)" in picture.alt
    assert "boxes 1 to 12 face down (blue) to seats 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3" in picture.alt
    boxes = [patch for patch in picture.figure.axes[0].patches if isinstance(patch, FancyBboxPatch)]
    assert len(boxes) == dealt + burned + board


def test_hr_stud7_up_cards_deal_order_tells_face_up_from_face_down() -> None:
    """Stud's up-cards are not hole cards: the figure and its alt text count them apart."""
    hand = deal("Seven-Card Stud", players=6, button=6, rng=random.Random(1642), folds={3: 1, 2: 3, 1: 5})
    face_up = sum(len(cards) for cards in hand.up_cards.values())
    face_down = sum(len(cards) for cards in hand.hands.values()) - face_up
    alt = deal_order_figure(hand).alt
    assert f"({face_down} face down, {face_up} face up, {len(hand.burned)} burned)" in alt


def _five_card_counts(ranks: int, straights: int) -> dict[str, int]:
    """Five-card hand counts of a deck of ``ranks`` ranks in four suits with ``straights`` runs, by formula."""
    return {
        "straight flush": 4 * straights,
        "four of a kind": ranks * (ranks - 1) * 4,
        "full house": ranks * (ranks - 1) * comb(4, 3) * comb(4, 2),
        "flush": 4 * (comb(ranks, 5) - straights),
        "straight": straights * (4**5 - 4),
        "three of a kind": ranks * comb(ranks - 1, 2) * 4 * 4**2,
        "two pair": comb(ranks, 2) * (ranks - 2) * 6 * 6 * 4,
        "one pair": ranks * comb(ranks - 1, 3) * 6 * 4**3,
        "high card": (comb(ranks, 5) - straights) * (4**5 - 4),
    }


def test_pp_manila2_flush_beats_full_house_figure_marks_the_swap_by_more_than_colour() -> None:
    """The two swapped lines are hatched and labelled, and every count in the alt text is the formula's."""
    picture = frequency_figure(MANILA, DECK_32)
    expected = _five_card_counts(ranks=8, straights=4)  # 7-J ... 10-A: no ace-low straight in manila
    for name, count in expected.items():
        assert f"{name} {count:,}" in picture.alt
    axes = picture.figure.axes[0]
    hatched = [
        label.get_text() for label, bar in zip(axes.get_yticklabels(), axes.patches, strict=True) if bar.get_hatch()
    ]
    assert hatched == ["flush \u21c5", "full house \u21c5"] or hatched == ["full house \u21c5", "flush \u21c5"]
    assert "(swapped, hatched)" in picture.alt


def test_int_standard_ranking_figure_has_no_swap() -> None:
    picture = frequency_figure(STANDARD, DECK_52)
    for name, count in _five_card_counts(ranks=13, straights=10).items():
        assert f"{name} {count:,}" in picture.alt
    assert "swapped" not in picture.alt
    assert not any(bar.get_hatch() for bar in picture.figure.axes[0].patches)


def test_hr_omaha8_low_qualifier_low_chart_counts_the_lows_by_top_card() -> None:
    """Five different ranks of 8 or lower, ace low (hr-omaha8-low-qualifier, hr-omaha8-ace-low): a low
    topped by k is k and four of the k - 1 ranks below it, each card in any of four suits."""
    expected = {top: (comb(top - 1, 4), comb(top - 1, 4) * 4**5) for top in range(5, 9)}
    assert low_counts(EIGHT_OR_BETTER) == expected
    alt = low_figure(EIGHT_OR_BETTER).alt
    lows, hands = sum(v[0] for v in expected.values()), sum(v[1] for v in expected.values())
    assert f"{lows} different lows and {hands:,} five-card hands" in alt
    assert "8-high: 35 different lows, 35,840 hands" in alt


def test_mp_seating_6_figure_seats_the_teams_alternately() -> None:
    """'2 teams of 3 and no teammate should sit next to another' (mp-seating-6); with three players the
    dealer is alone (mp-teams-3)."""
    picture = seating_figure(dealer=1)
    assert "seats 1, 3, 5 against seats 2, 4, 6" in picture.alt
    assert "seat 1 plays alone against seats 2, 3" in picture.alt
    axes = picture.figure.axes[0]
    squares = [
        patch for patch in axes.patches if isinstance(patch, Rectangle) and not isinstance(patch, FancyBboxPatch)
    ]
    circles = [patch for patch in axes.patches if isinstance(patch, Circle) and patch.get_radius() < 0.3]
    assert len(squares) == 3 + 1 and len(circles) == 3 + 2  # the dealer's side, then the opponents, at both tables


def test_mp_points_figure_lists_the_documents_points() -> None:
    """'10s are worth 5 points, aces are worth 4 points, Kings ... 3, Queens ... 2 and Jacks ... 1' (mp-points)."""
    alt = card_points_figure().alt
    assert "seven 0, eight 0, nine 0, jack 1, queen 2, king 3, ace 4, ten 5" in alt
