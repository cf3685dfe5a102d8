"""The Manillen Plus trick explainer, driven headless: choose the table and the call, type the trick and
the hand, read the pane.

Expected verdicts come from the Manillen Plus rules applied by hand: "The following players must
follow suit if possible, and if their opponent is winning, they must, if possible, beat them" (mp-follow-
and-beat); "If you are unable to follow suit, you may (or must if an opponent is winning) play a trump"
(mp-trump-when-void); "A player may not play a lower-ranked trump to a trick if they have any other card
to play" (mp-undertrump-defined); the 10, the manille, is the highest card of its suit (mp-ranking).
"""

from __future__ import annotations

import html
import random
import re

import pytest
from refusals import assert_shows_refusal, named_first, names, refused

from engine.cards import parse_cards
from engine.documents import ids
from engine.errors import CardCountError, CardNotationError, CardNotInDeckError, DuplicateCardError, RulesError
from engine.explain import cited
from widgets.common import SEED_MOST
from widgets.trick_explainer import TrickExplainer
from widgets.views import dealt_trick_view


def text_of(fragment: str) -> str:
    fragment = re.sub(r"<style>.*?</style>", "", fragment, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", fragment)).split())


def verdicts(explainer: TrickExplainer) -> dict[str, tuple[str, str]]:
    """Each card of the hand: ("yes" or "no", the clause id its row links to), from the pane's table."""
    rows = re.findall(
        r'<tr><th scope="row"><span[^>]*aria-label="([^"]+)"[^>]*>.*?</th><td>(.*?)</td>(.*?)</tr>',
        explainer.pane.value,
        re.S,
    )
    return {label: (text_of(verdict), re.search(r'#([a-z0-9-]+)"', why).group(1)) for label, verdict, why in rows}


def played_by(explainer: TrickExplainer) -> list[tuple[str, str]]:
    """(seat, side) for each card of the trick so far, from the pane's table."""
    rows = re.findall(r'<tr><th scope="row">Seat (\d)</th><td>([^<]+)</td>', explainer.pane.value)
    return [(seat, html.unescape(side)) for seat, side in rows]


def error_shown(explainer: TrickExplainer) -> str:
    pane = explainer.pane.value
    assert 'class="rb-error"' in pane and 'role="alert"' in pane, pane[:300]
    text = text_of(pane)
    assert "Traceback" not in text and not re.search(r"\b[a-z]+_[a-z_]+\b", text), text
    assert 'class="rb-cite"' in pane, text  # a link to its rule
    assert explainer.error is not None and explainer.error.because  # the refusal, its rules as data
    return text


def refusal(explainer: TrickExplainer, kind: type[RulesError], rules: tuple[str, ...], named: tuple = ()) -> str:
    """The pane shows a refusal (:func:`error_shown`, :func:`refusals.assert_shows_refusal`); gives its message."""
    error_shown(explainer)
    return assert_shows_refusal(explainer.error, explainer.pane.value, kind, rules, named)


# --- which cards may be played, and the rule against each of the others ------------------------------------


def test_mp_follow_and_beat_an_opponent_is_winning_so_the_player_must_follow_suit_and_beat_it():
    # three players: seat 1 deals and plays alone; seat 3 (an opponent) led the king of hearts
    explainer = TrickExplainer(players=3, dealer=1, leader=3, trump="spades", hand="Ah 7h Ks", trick="Kh")
    assert explainer.current.to_play == 1
    assert verdicts(explainer) == {
        "ace of hearts": ("yes", "mp-follow-and-beat"),  # follows and beats the king
        "seven of hearts": ("no", "mp-follow-and-beat"),  # follows but does not beat
        "king of spades": ("no", "mp-follow-and-beat"),  # a heart is held: it must follow suit
    }
    pane = text_of(explainer.pane.value)
    assert "Spades are trumps. Seat 3 led; seat 1 plays next and may play A♥." in pane
    assert "must follow suit if possible" in pane  # the rule quoted in its own words


def test_mp_trump_when_void_no_heart_and_an_opponent_winning_the_player_must_trump():
    # seat 2 led the ace of hearts, seat 3 (its partner) played the seven; seat 1, the dealer, holds no heart
    explainer = TrickExplainer(players=3, dealer=1, leader=2, trump="spades", hand="Ks 7s Qc", trick="Ah 7h")
    assert verdicts(explainer) == {
        "king of spades": ("yes", "mp-trump-when-void"),
        "seven of spades": ("yes", "mp-trump-when-void"),  # any trump beats a heart
        "queen of clubs": ("no", "mp-trump-when-void"),
    }
    assert played_by(explainer) == [("2", "the dealer's opponents"), ("3", "the dealer's opponents")]  # who played, for whom
    assert "winning" in explainer.pane.value


def test_mp_undertrump_defined_a_lower_trump_may_not_be_played_while_another_card_is_held():
    # seat 3 trumped seat 2's heart with the 10 of spades, the manille; seat 1 has no heart, the 7 of spades, a club
    explainer = TrickExplainer(players=3, dealer=1, leader=2, trump="spades", hand="7s Qc", trick="Ah Ts")
    assert verdicts(explainer)["seven of spades"] == ("no", "mp-undertrump-defined")
    assert verdicts(explainer)["queen of clubs"][0] == "yes"
    explainer.undertrump.value = "allowed"  # the other reading (int-mp-undertrump)
    assert verdicts(explainer)["seven of spades"] == ("yes", "int-mp-undertrump")


def test_mp_lead_any_the_leader_may_lead_any_card():
    explainer = TrickExplainer(players=6, dealer=6, leader=1, trump="no trumps", hand="Ah 7c Td Ks Qh", trick="")
    assert {verdict for verdict, _ in verdicts(explainer).values()} == {"yes"}
    assert {clause for _, clause in verdicts(explainer).values()} == {"mp-lead-any"}
    assert "No card has been played to the trick yet." in explainer.pane.value


def test_mp_seating_6_the_sides_alternate_round_the_table():
    # six players: seats 2, 4 and 6 with the dealer (seat 2) against 1, 3 and 5
    explainer = TrickExplainer(players=6, dealer=2, leader=3, trump="hearts", hand="7c 8c", trick="Kc Ac Qc")
    assert played_by(explainer) == [
        ("3", "the dealer's opponents"),
        ("4", "the dealer's side"),
        ("5", "the dealer's opponents"),
    ]
    assert explainer.current.to_play == 6
    assert "Seats 2, 4 and 6 (the dealer's side) play seats 1, 3 and 5." in text_of(explainer.pane.value)


# --- the trick's winner, once every player has played ------------------------------------------------------


def test_mp_trick_led_suit_with_no_trumps_the_manille_takes_the_trick():
    explainer = TrickExplainer(players=3, dealer=1, leader=2, trump="no trumps", trick="Kh Th Ah")
    assert explainer.current.winner.value == 3  # the 10 of hearts, played by seat 3, beats the ace
    pane = text_of(explainer.pane.value)
    assert "The trick is complete: seat 3 takes it." in pane
    assert "pokerpages" not in pane and '#mp-trick-led-suit"' in explainer.pane.value  # the suit led wins it


def test_mp_trick_trump_the_highest_trump_takes_the_trick():
    explainer = TrickExplainer(players=3, dealer=3, leader=1, trump="clubs", trick="Ah 7c Th")
    assert explainer.current.winner.value == 2  # the seven of clubs, the only trump, by seat 2
    assert "#mp-trick-trump" in explainer.pane.value and "#mp-next-lead" in explainer.pane.value


# --- a dealt position ---------------------------------------------------------------------------------------


def test_deal_a_position_from_a_seed_fills_the_boxes_and_repeats():
    first = TrickExplainer(players=3, seed=11)
    hand, trick = parse_cards(first.hand.value), parse_cards(first.trick.value)
    assert 1 <= len(hand) <= 10 and len(trick) < 3  # "10 cards each", a trick in progress
    assert not set(hand) & set(trick)
    assert first.current is not None and first.current.legal is not None
    again = TrickExplainer(players=3, seed=11)
    assert (again.hand.value, again.trick.value, again.dealer.value, again.trump.value) == (
        first.hand.value,
        first.trick.value,
        first.dealer.value,
        first.trump.value,
    )
    first.players.value = 6
    first.seed.value = 12
    first.deal_button.click()
    assert [value for _label, value in first.dealer.options] == [1, 2, 3, 4, 5, 6]
    assert len(parse_cards(first.hand.value)) <= 5  # "5 cards each" with six players


def position(explainer: TrickExplainer) -> tuple[object, ...]:
    """The position the controls show: the table, the dealer, who led, the call, the trick and the hand."""
    return (
        explainer.players.value,
        explainer.dealer.value,
        explainer.leader.value,
        explainer.trump.value,
        explainer.trick.value,
        explainer.hand.value,
    )


def position_of(seed: int, player_count: int) -> tuple[object, ...]:
    """The position a seed gives, asked of the view directly (no widget)."""
    view = dealt_trick_view(seed=seed, player_count=player_count)
    assert view.error is None
    return (player_count, view.dealer, view.leader, view.trump, view.trick, view.hand)


def test_deal_a_new_position_writes_the_seed_it_draws_in_the_box_and_deals_that_seeds_position():
    explainer = TrickExplainer(
        players=3, dealer=1, leader=3, trump="spades", hand="Ah 7h Ks", trick="Kh", seed_source=random.Random(29)
    )
    draws = random.Random(29)  # the same generator, drawn independently of the widget
    expected = [draws.randint(0, SEED_MOST) for _ in range(2)]
    positions = []
    for seed in expected:
        explainer.new_deal_button.click()
        assert explainer.seed.value == seed and 0 <= seed <= SEED_MOST  # shown in the box, in its range
        assert position(explainer) == position_of(seed, 3)
        assert explainer.error is None and explainer.current.legal is not None  # judged: every card's verdict
        positions.append(position(explainer))
    assert len(set(expected)) == 2 and positions[0] != positions[1]  # two presses, two seeds, two positions


def test_the_seed_a_new_position_shows_deals_that_position_again_when_typed_back():
    explainer = TrickExplainer(players=6, seed_source=random.Random(4))
    explainer.new_deal_button.click()
    shown, first = int(explainer.seed.value), position(explainer)
    explainer.new_deal_button.click()
    assert position(explainer) != first
    explainer.seed.value = shown  # the reader types the seed shown before
    explainer.deal_button.click()  # "Deal this seed"
    assert position(explainer) == first == position_of(shown, 6)


def test_int_input_size_a_negative_seed_is_refused_and_a_new_position_replaces_it():
    explainer = TrickExplainer(
        players=3, dealer=1, leader=3, trump="spades", hand="Ah 7h Ks", trick="Kh", seed_source=random.Random(8)
    )
    explainer.seed.value = -4
    explainer.deal_button.click()
    assert cited(explainer.error.because) == (ids.INT_INPUT_SIZE,) and "-4" in error_shown(explainer)
    assert (explainer.hand.value, explainer.trick.value) == ("Ah 7h Ks", "Kh")
    explainer.new_deal_button.click()
    seed = random.Random(8).randint(0, SEED_MOST)
    assert explainer.seed.value == seed and position(explainer) == position_of(seed, 3)


def test_changing_the_table_offers_its_seats_and_keeps_the_choices_it_can():
    explainer = TrickExplainer(players=6, dealer=5, leader=6, trump="hearts", hand="Ah", trick="")
    explainer.players.value = 3
    assert [value for _label, value in explainer.dealer.options] == [1, 2, 3]
    assert (explainer.dealer.value, explainer.leader.value) == (1, 1)
    explainer.dealer.value = 2
    explainer.players.value = 6
    assert explainer.dealer.value == 2


# --- bad input: the engine's message, inline --------------------------------------------------------------


@pytest.mark.parametrize(
    ("box", "text", "kind", "rule", "named"),
    [
        ("trick", "Kh 1h", CardNotationError, ids.INT_CARD_NOTATION, ("'1h'", "'Kh 1h'", "the trick")),
        ("hand", "Ah 6h", CardNotInDeckError, ids.MP_DECK_32, ("6h", "'Ah 6h'", "the hand")),  # 7 to ace
        ("trick", "Kh Qh Jh 9h", CardCountError, ids.MP_NEXT_LEAD, ("'Kh Qh Jh 9h'", 4, 3)),  # 4 cards at a table of 3
        ("hand", "", CardCountError, ids.MP_DEAL, ("seat 1",)),  # the cards of seat 1, who plays next
        ("hand", "7c 8c 9c Tc Jc Qc Kc Ac 7d 8d 9d", CardCountError, ids.MP_DEAL, (11, 10)),  # 11 cards, dealt 10
    ],
)
def test_bad_cards_are_shown_inline_in_plain_words(box, text, kind, rule, named):
    explainer = TrickExplainer(players=3, dealer=1, leader=3, trump="spades", hand="Ah 7h Ks", trick="Kh")
    getattr(explainer, box).value = text
    refusal(explainer, kind, (rule,), named)


def test_a_card_in_both_boxes_is_named_in_the_box_just_edited():
    explainer = TrickExplainer(players=3, dealer=1, leader=3, trump="spades", hand="Ah 7h Ks", trick="Kh")
    explainer.trick.value = "Ks"
    deck = (ids.MP_DECK_32,)  # the deck holds each card once
    message = refusal(explainer, DuplicateCardError, deck, ("Ks", "'Ks'", "the trick", "'Ah 7h Ks'", "the hand"))
    assert named_first(message, "'Ks' (the trick)", "'Ah 7h Ks' (the hand)")
    explainer.trick.value = "Kh"
    explainer.hand.value = "Ah Kh"
    message = refusal(explainer, DuplicateCardError, deck, ("Kh", "'Ah Kh'", "the hand", "'Kh'", "the trick"))
    assert named_first(message, "'Ah Kh' (the hand)", "'Kh' (the trick)")


@pytest.mark.parametrize(
    ("arguments", "rule", "quoted"),
    [
        ({"players": 4}, ids.MP_PLAYERS, "4"),
        ({"dealer": 5}, ids.INT_MP_SEATS, "5"),
        ({"trump": "stars"}, ids.MP_NO_TRUMPS, "'stars'"),
        ({"trump": None}, ids.MP_NO_TRUMPS, "None"),
        ({"undertrump": "sometimes"}, ids.INT_MP_UNDERTRUMP, "'sometimes'"),
        ({"hand": 7}, ids.INT_CARD_NOTATION, "7"),
        ({"seed": 2.0}, ids.INT_INPUT_SIZE, "2.0"),
    ],
)
def test_a_chapter_that_opens_the_explainer_on_a_bad_choice_is_told_its_rule(arguments, rule, quoted):
    with refused(RulesError, rule, naming=(quoted,), only=True):
        TrickExplainer(**arguments)


def test_the_choices_of_a_table_and_its_seats_are_listed():
    with refused(RulesError, ids.INT_MP_SEATS, naming=(5,), only=True) as raised:
        TrickExplainer(players=3, dealer=5)
    message = raised.value.message  # the seats of a table of 3, and no other
    assert all(names(message, seat) for seat in (1, 2, 3)) and not any(names(message, seat) for seat in (4, 6))


def test_int_input_size_a_dealt_position_needs_a_whole_number_seed_and_leaves_the_boxes_alone():
    explainer = TrickExplainer(players=3, dealer=1, leader=3, trump="spades", hand="Ah 7h Ks", trick="Kh")
    explainer.seed.value = 1.5
    explainer.deal_button.click()
    assert cited(explainer.error.because) == (ids.INT_INPUT_SIZE,) and "1.5" in error_shown(explainer)
    assert (explainer.hand.value, explainer.trick.value) == ("Ah 7h Ks", "Kh")


# --- readable without a kernel ------------------------------------------------------------------------------


def test_the_static_explanation_is_what_the_widget_shows():
    explainer = TrickExplainer(players=3, dealer=1, leader=3, trump="spades", hand="Ah 7h Ks", trick="Kh")
    static = explainer.explanation()
    assert static._repr_html_() == explainer.pane.value
    assert repr(static) == explainer.explanation_text()
    assert (
        explainer.explanation_text().splitlines()[0]
        == "Spades are trumps. Seat 3 led; seat 1 plays next and may play A♥."
    )
    markdown = static._repr_markdown_()
    assert "{clause}`mp-follow-and-beat`" in markdown
    bundle = explainer._repr_mimebundle_()
    assert bundle["application/vnd.jupyter.widget-view+json"]["model_id"] == explainer.view.model_id
    for control in (
        explainer.players,
        explainer.dealer,
        explainer.leader,
        explainer.trump,
        explainer.trick,
        explainer.hand,
        explainer.undertrump,
    ):
        assert control.description  # the seed box and the deal buttons: tests/test_widget_seeds.py
