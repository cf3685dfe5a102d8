"""The table picture's one display model: a scene made from the deal's record, and its two writers.

Expected values come from the deal's own record (its hands, up-cards, folds, blinds, board) and
from the documents' procedures (a blind lies in front of its seat until the first betting round is
over, pp-manila2-one-blind; stud's up-cards, hr-stud7-up-cards), never from the scene code.
"""

from __future__ import annotations

import random

from engine import EventKind, Walkthrough, deal, start_walkthrough
from widgets.figures import table_figure
from widgets.render.table import table_svg
from widgets.render.table_scene import book_table_scene, live_table_scene


def test_hr_stud7_up_cards_the_record_read_at_the_end_holds_each_seats_cards_and_folds() -> None:
    hand = deal("Seven-Card Stud", players=6, button=6, rng=random.Random(1642), folds={3: 1, 2: 3, 1: 5})
    walk = Walkthrough.at(hand, len(hand.events))
    for seat in hand.order:
        assert [card for card, _ in walk.seat_cards[seat]] == list(hand.hands[seat])
        assert [card for card, up in walk.seat_cards[seat] if up] == list(hand.up_cards[seat])
    assert walk.folded_by_deal == set(hand.order) - set(hand.active)


def test_draw_the_record_read_at_the_end_holds_the_hands_after_the_draw() -> None:
    hand = deal(
        "Draw Poker", players=6, button=6, rng=random.Random(698), folds={3: 1, 5: 1, 1: 2},
        draws={1: "3c 5d Jd", 2: "9d Ac", 4: "3d", 6: "4s"},
    )  # fmt: skip
    walk = Walkthrough.at(hand, len(hand.events))
    assert {seat: tuple(card for card, _ in cards) for seat, cards in walk.seat_cards.items()} == dict(hand.hands)


def test_pp_manila2_one_blind_the_book_scene_keeps_the_blind_in_front_until_the_first_round_is_over() -> None:
    hand = deal("2 Card Manila", players=6, button=3, rng=random.Random(2024))
    blind = next(event for event in hand.events if event.kind is EventKind.POST_BLIND)
    first_round = next(event.index for event in hand.events if event.kind is EventKind.BETTING_ROUND)
    before = book_table_scene(hand, upto=first_round)
    assert [(seat.seat, seat.chip) for seat in before.seats if seat.chip] == [(blind.seat, f"${blind.amount}")]
    assert not Walkthrough.at(hand, first_round + 1).first_round_over
    over = next(
        event.index
        for event in hand.events[first_round + 1 :]
        if event.kind not in (EventKind.BETTING_ROUND, EventKind.FOLD)
    )
    assert Walkthrough.at(hand, over + 1).first_round_over
    assert not any(seat.chip for seat in book_table_scene(hand, upto=over).seats)


def test_each_writer_draws_its_scenes_labels_and_alt_text() -> None:
    """The SVG writes the live scene's labels, title and description; the figure the book scene's."""
    walk = start_walkthrough(deal("Texas Hold 'Em", players=6, button=3, rng=random.Random(7)))
    for _ in range(6):
        walk = walk.next()
    scene = live_table_scene(walk, show_hole_cards=True)
    svg = table_svg(walk, show_hole_cards=True)
    assert all(f">{seat.label}<" in svg for seat in scene.seats)
    assert f'<title id="rb-table-title">{scene.title}</title>' in svg
    hand = deal("Seven-Card Stud", players=6, button=6, rng=random.Random(1642), folds={3: 1, 2: 3, 1: 5})
    book = book_table_scene(hand, show_hole_cards=True)
    picture = table_figure(hand, show_hole_cards=True)
    labels = {text.get_gid(): text.get_text() for text in picture.figure.axes[0].texts}
    assert {f"seat-{seat.seat}:label": seat.label for seat in book.seats}.items() <= labels.items()
    assert picture.alt == book.description
    picture.figure.clear()
