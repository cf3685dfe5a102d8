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

from engine.decks import DECK_32, DECK_36, DECK_52
from engine.poker.deal import deal
from engine.poker.events import EventKind
from engine.poker.games import find_game
from engine.poker.lows import EIGHT_OR_BETTER, EIGHT_OR_BETTER_STUD
from engine.poker.rankings import MANILA, MANILA_3, STANDARD
from engine.teaching.exact import EXACT_GAMES, exact_showdown_chances, starting_hand_chart
from engine.teaching.lows import low_counts
from widgets.figures import (
    DPI,
    SMALLEST_TEXT_KEY,
    TEXT_PT,
    TITLE_PT,
    card_points_figure,
    deal_order_figure,
    frequency_figure,
    low_figure,
    seating_figure,
    showdown_chances_figure,
    starting_hands_figure,
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


# --- legible in the book: every figure's smallest text at least 11 CSS px ------------------------------

#: The widest the book shows a figure, in CSS px: measured in Chromium at a 1280x900 window on every
#: chapter of a build (``jupyter-book build``): each figure's <img> wider than the content column is shown
#: 672 px wide (``getBoundingClientRect().width``), a narrower one at its own width.
BOOK_FIGURE_WIDTH_PX = 672
#: The live page (Voila, a 1280 px wide window) shows a figure in an output area 1250 px wide, measured
#: the same way: every figure the book draws is narrower, so it is shown at its own size.
LIVE_OUTPUT_WIDTH_PX = 1250
LEGIBLE_PX = 11


def _png_width_and_text(data: bytes) -> tuple[int, dict[str, str]]:
    """A PNG's width and its tEXt chunks, read by Pillow (independent of the figure code)."""
    from io import BytesIO

    from PIL import Image

    with Image.open(BytesIO(data)) as image:
        assert image.format == "PNG"
        return image.size[0], dict(image.text)


def _round(hand, number: int) -> int:  # noqa: ANN001 - an engine.poker.events.Deal
    return next(event.index for event in hand.events if event.betting_round == number)


def _rounds(hand) -> list[int]:  # noqa: ANN001
    return [event.index for event in hand.events if event.kind is EventKind.BETTING_ROUND]


def _book_pictures():  # noqa: ANN202 - (what, Picture) pairs
    """The figures the notebooks draw, with their cells' deals and calls (the pots a little larger than theirs)."""
    draw_table = deal("Draw Poker", players=6, button=6, rng=random.Random(698))
    draw = deal(
        "Draw Poker", players=6, button=6, rng=random.Random(698), folds={3: 1, 5: 1, 1: 2},
        draws={1: "3c 5d Jd", 2: "9d Ac", 4: "3d", 6: "4s"},
    )  # fmt: skip
    holdem = deal(
        "Texas Hold 'Em", players=6, button=3, stake=5, rng=random.Random(103), folds={4: 2, 5: 2, 6: 2, 3: 3}
    )
    manila2 = deal("2 Card Manila", players=6, button=3, stake=2, rng=random.Random(2024))
    manila3 = deal(
        "3 Card Manila", players=6, button=3, stake=2, rng=random.Random(124), folds={2: 1, 3: 4, 4: 4, 6: 5}
    )
    canberra = deal("3 Card Manila", players=6, button=3, stake=2, rng=random.Random(124), canberra=True)
    omaha8 = deal("Omaha 8/B", players=6, button=2, stake=4, rng=random.Random(43), folds={1: 1, 3: 2, 5: 2})
    omaha = deal("Omaha", players=6, button=3, stake=2, rng=random.Random(1), folds={3: 1, 4: 2, 6: 3, 5: 4})
    stud5 = deal("Five-Card Stud", players=5, button=3, rng=random.Random(2866), folds={5: 2, 3: 4})
    stud5_ten = deal("Five-Card Stud", players=10, button=10, rng=random.Random(5))
    hilo = deal("Seven-Card Stud High/Low Split", players=6, button=6, rng=random.Random(2741), folds={4: 1, 3: 3})
    stud7 = deal("Seven-Card Stud", players=6, button=6, rng=random.Random(1642), folds={3: 1, 2: 3, 1: 5})
    stud7_eight = deal("Seven-Card Stud", players=8, button=8, rng=random.Random(6))
    yield "draw table", table_figure(draw_table, upto=1)
    yield "draw order", deal_order_figure(draw)
    yield "draw first round", table_figure(draw, upto=_round(draw, 1), show_hole_cards=True)
    yield "standard counts", frequency_figure(STANDARD, DECK_52)
    yield "holdem table", table_figure(holdem, upto=1)
    yield "holdem order", deal_order_figure(holdem)
    yield "holdem turn", table_figure(holdem, upto=_round(holdem, 4), show_hole_cards=True, pot=995)
    yield "manila-2 blind", table_figure(manila2, upto=0)
    yield "manila-2 order", deal_order_figure(manila2)
    yield "manila-2 last round", table_figure(manila2, upto=_round(manila2, 5), show_hole_cards=True, pot=995)
    yield "manila counts", frequency_figure(MANILA, DECK_32)
    yield "manila-3 blind", table_figure(manila3, upto=0)
    yield "manila-3 order", deal_order_figure(manila3)
    yield "canberra order", deal_order_figure(canberra)
    yield "manila-3 last round", table_figure(manila3, upto=_round(manila3, 5), show_hole_cards=True, pot=995)
    yield "manila-3 counts", frequency_figure(MANILA_3, DECK_36)
    yield "seating", seating_figure(dealer=1)
    yield "card points", card_points_figure()
    yield "omaha-8 table", table_figure(omaha8, upto=1)
    yield "omaha-8 order", deal_order_figure(omaha8)
    yield "omaha-8 turn", table_figure(omaha8, upto=_round(omaha8, 4), show_hole_cards=True, pot=995)
    yield "omaha-8 lows", low_figure(EIGHT_OR_BETTER)
    yield "omaha table", table_figure(omaha, upto=1)
    yield "omaha order", deal_order_figure(omaha)
    yield "omaha turn", table_figure(omaha, upto=_round(omaha, 4), show_hole_cards=True, pot=995)
    yield "stud-5 order", deal_order_figure(stud5)
    yield "stud-5 first round", table_figure(stud5, upto=_rounds(stud5)[0])
    yield "stud-5 fourth round", table_figure(stud5, upto=_rounds(stud5)[3])
    yield "stud-5 end", table_figure(stud5, show_hole_cards=True)
    yield "stud-5 ten players", table_figure(stud5_ten)
    yield "stud-7-hilo order", deal_order_figure(hilo)
    yield "stud-7-hilo first round", table_figure(hilo, upto=_rounds(hilo)[0])
    yield "stud-7-hilo end", table_figure(hilo, show_hole_cards=True)
    yield "stud lows", low_figure(EIGHT_OR_BETTER_STUD)
    yield "stud-7 order", deal_order_figure(stud7)
    yield "stud-7 first round", table_figure(stud7, upto=_rounds(stud7)[0])
    yield "stud-7 fourth round", table_figure(stud7, upto=_rounds(stud7)[3])
    yield "stud-7 end", table_figure(stud7, show_hole_cards=True)
    yield "stud-7 eight players", table_figure(stud7_eight)
    yield "manila-2 starting hands", starting_hands_figure(starting_hand_chart("2 Card Manila").value)
    yield "manila showdown chances", showdown_chances_figure([exact_showdown_chances(game).value for game in EXACT_GAMES])
    for name in ("2 Card Manila", "3 Card Manila", "Texas Hold 'Em", "Omaha 8/B", "Seven-Card Stud", "Draw Poker"):
        for players in (2, find_game(name).max_players):  # the narrowest and the widest tables
            hand = deal(name, players=players, button=players, rng=random.Random(players))
            yield f"{name}, {players} players", table_figure(hand, show_hole_cards=True, pot=9995)
            if players > 2:
                yield f"{name}, {players} players, order", deal_order_figure(hand)


def test_every_figure_the_book_draws_is_legible_in_the_book_and_on_the_live_page() -> None:
    """Shown at most ``BOOK_FIGURE_WIDTH_PX`` wide (and never enlarged), each figure's smallest text is at
    least 11 CSS px; the PNG records that text's size in image pixels for the browser to check."""
    for what, picture in _book_pictures():
        width, texts = _png_width_and_text(picture.png())
        smallest = float(texts[SMALLEST_TEXT_KEY])  # (what the figure measured: next test)
        for shown_at_most in (BOOK_FIGURE_WIDTH_PX, LIVE_OUTPUT_WIDTH_PX):
            shown = min(width, shown_at_most)
            assert smallest * shown / width >= LEGIBLE_PX, f"{what}: {smallest:.1f} px in a {width} px image"
        picture.figure.clear()


def test_a_figures_png_records_its_smallest_text() -> None:
    picture = table_figure(deal("Texas Hold 'Em", players=10, button=10, rng=random.Random(10)), show_hole_cards=True)
    _, texts = _png_width_and_text(picture.png())
    assert float(texts[SMALLEST_TEXT_KEY]) == pytest.approx(picture.smallest_text_px, abs=0.01)
    assert float(texts[SMALLEST_TEXT_KEY]) == pytest.approx(min(TEXT_PT, TITLE_PT) * DPI / 72, abs=0.01)


def test_the_smallest_text_is_the_smallest_text_drawn() -> None:
    """``smallest_text_px`` counts every text the figure draws (tick labels too), and only those."""
    picture = frequency_figure(STANDARD, DECK_52)
    axes = picture.figure.axes[0]
    assert picture.smallest_text_px == pytest.approx(min(TEXT_PT, TITLE_PT) * DPI / 72)
    axes.text(1, 1, "small", fontsize=5)
    assert picture.smallest_text_px == pytest.approx(5 * DPI / 72)
    axes.text(1, 1, "hidden", fontsize=3, visible=False)
    axes.text(1, 1, " ", fontsize=2)  # says nothing
    assert picture.smallest_text_px == pytest.approx(5 * DPI / 72)
    axes.tick_params(labelsize=4)
    assert picture.smallest_text_px == pytest.approx(4 * DPI / 72)
    axes.axis("off")  # the tick labels are no longer drawn
    assert picture.smallest_text_px == pytest.approx(5 * DPI / 72)


# --- the exact tables' pictures --------------------------------------------------------------------------


def test_the_starting_hand_chart_puts_pairs_on_the_diagonal_suited_above_and_offsuit_below():
    picture = starting_hands_figure(starting_hand_chart("2 Card Manila").value)
    axes = picture.figure.axes[0]
    ranks = "AKQJT987"
    labels = {(round(text.get_position()[0] - 0.5), round(text.get_position()[1] - 0.36)): text.get_text()
              for text in axes.texts if text.get_fontweight() == "bold"}
    assert len(labels) == 8 * 8 == len(set(labels.values()))  # 8 pairs + C(8, 2) suited + C(8, 2) offsuit
    for (column, row), label in labels.items():
        if row == column:
            assert label == ranks[row] * 2
        elif row < column:  # above the diagonal: the row's rank, then the column's, suited
            assert label == f"{ranks[row]}{ranks[column]}s"
        else:
            assert label == f"{ranks[column]}{ranks[row]}o"
    assert picture.alt.count("%") >= 64 and "AA" in picture.alt and "87o" in picture.alt


def test_the_showdown_chances_picture_has_a_bar_per_game_and_category_and_says_every_share():
    results = [exact_showdown_chances(game).value for game in EXACT_GAMES]
    picture = showdown_chances_figure(results)
    bars = [patch for patch in picture.figure.axes[0].patches if isinstance(patch, Rectangle)]
    assert len(bars) == 9 * len(results)
    deals = {result.game.name: result.deals for result in results}
    assert deals["2 Card Manila"] == comb(32, 2) * comb(30, 5) and f"{deals['2 Card Manila']:,} deals" in picture.alt
    assert f"{comb(36, 3) * comb(33, 5):,} deals" in picture.alt and f"{comb(32, 3) * comb(29, 5):,} deals" in picture.alt
