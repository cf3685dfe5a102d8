"""Manillen Plus results draw themselves: the right cards, the clauses they rest on, text escaped.

The deals and plays come from the Manillen Plus chapter (book/games/manillen-plus.ipynb): a
three-player deal from ``random.Random(153)`` with clubs trumps, played card by card, and the
document's own situations (``mp-follow-and-beat``, ``mp-undertrump-defined``).  The cards each
rendering must show are read from the engine object, so these tests check the rendering, not
the deal.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace

from html_collector import parse

from engine.cards import Card, parse_cards
from engine.documents import ids
from engine.explain import Step
from engine.manillen import (
    Side,
    call_trump,
    deal,
    deal_score,
    legal_plays,
    new_game,
    play_randomly,
    score_deal,
    start_play,
)
from widgets.render.formatters import to_html, to_markdown

#: The chapter's deal: seat 1 deals, clubs trumps, seat 3 goes along; the cards in playing order.
CHAPTER_PLAY = "Ts 7s 8s Th 8h Qh 8d Qd Ad 7d 9d Td Ah Kh 9h Kd 8c Jd Ks 9s Qs 9c Qc Tc Jh Jc Js Kc 7c Ac"


_parse = parse


def _card_texts(text: str) -> list[str]:
    """The text of every card drawn in ``text`` (rank and suit symbol), in order."""
    return re.findall(r'<span class="rb-card[^"]*"[^>]*>([^<]*)</span>', text)


def _chapter_deal():
    return deal(3, dealer=1, rng=random.Random(153))


def _chapter_state(cards: int = 30):
    state = start_play(_chapter_deal(), call_trump("clubs", player_count=3, dealer=1, go_along=3))
    for card in CHAPTER_PLAY.split()[:cards]:
        state = state.play(card)
    return state


def test_mp_deal_shows_every_hand_and_the_undealt_cards_with_suit_symbols():
    dealt = _chapter_deal()
    for text in (to_markdown(dealt), to_html(dealt)):
        shown = _card_texts(text)
        expected = [card.symbol for hand in dealt.hands.values() for card in hand] + [c.symbol for c in dealt.undealt]
        assert sorted(shown) == sorted(expected)
        assert len(shown) == 32
        assert all(symbol[-1] in "\u2663\u2666\u2665\u2660" for symbol in shown)
    markdown = to_markdown(dealt)
    assert "| Seat 1 (dealer) | the dealer's side |" in markdown
    assert "| Seat 2 | the dealer's opponents |" in markdown
    for clause in ("mp-deal", "mp-undealt", "mp-undealt-score", "mp-cut", "int-mp-dealing"):
        assert f"{{clause}}`{clause}`" in markdown
    links = _parse(to_html(dealt)).links
    assert "../rules/manillen-plus.html#mp-undealt-score" in links
    assert "../interpretations.html#int-mp-dealing" in links


def test_mp_deal_hands_are_shown_by_suit_manille_first():
    markdown = to_markdown(_chapter_deal())
    row = next(line for line in markdown.splitlines() if line.startswith("| Seat 3 |"))
    # seat 3 holds 10, A of clubs and 10, K, Q of diamonds: the manille leads each suit (mp-ranking)
    assert _card_texts(row)[:5] == ["10\u2663", "A\u2663", "10\u2666", "K\u2666", "Q\u2666"]


def test_mp_go_along_contract_shows_its_multiplier_and_clauses():
    contract = call_trump("no trumps", player_count=6, dealer=1, go_along=4, go_against=3)
    markdown = to_markdown(contract)
    assert markdown.startswith("**No trumps; the deal's score counts \u00d7 8.**")
    for clause in ("mp-partners-wait", "mp-no-trumps", "mp-go-along", "int-mp-multipliers"):
        assert f"{{clause}}`{clause}`" in markdown
    html = to_html(contract)
    assert "counts \u00d7 8." in html
    assert "../rules/manillen-plus.html#mp-go-along" in _parse(html).links


def test_mp_follow_and_beat_legal_plays_give_every_card_a_verdict():
    plays = legal_plays("Ah 7h Ks", "Kh", trump="spades", leader=3, dealer=1)
    markdown = to_markdown(plays)
    assert markdown.startswith("**Seat 1 may play A\u2665: 1 of its 3 cards.**")
    rows = [line for line in markdown.splitlines() if line.startswith("| <span")]
    assert [(_card_texts(row)[0], row.split(" | ")[1]) for row in rows] == [
        ("A\u2665", "yes"),
        ("7\u2665", "**no**"),
        ("K\u2660", "**no**"),
    ]
    assert all(row.endswith("{clause}`mp-follow-and-beat` |") for row in rows)
    html = to_html(plays)
    assert html.count("<strong>no</strong>") == 2
    assert _parse(html).links.count("../rules/manillen-plus.html#mp-follow-and-beat") == 3


def test_mp_undertrump_defined_shows_the_forbidden_trump():
    plays = legal_plays("7s Ac 9d", "Kh Qs", trump="spades", leader=2, dealer=1)
    markdown = to_markdown(plays)
    row = next(line for line in markdown.splitlines() if "7\u2660</span> |" in line)
    assert "| **no** |" in row and "{clause}`mp-undertrump-defined`" in row
    assert "{clause}`mp-trick-trump`" in markdown  # the situation: seat 3's Q♠ is winning


def test_mp_trick_trump_a_finished_deal_lists_all_ten_tricks():
    state = _chapter_state()
    markdown = to_markdown(state)
    rows = [line for line in markdown.splitlines() if re.match(r"\| \d+ \| seat \d \|", line)]
    assert len(rows) == 10
    assert rows[5].startswith("| 6 | seat 3 |") and "seat 1 (8\u2663)" in rows[5]  # K♦ trumped by 8♣
    assert "The deal is over: all 10 tricks are played." in markdown
    assert "Tricks won: the dealer's side (seat 1) 4 tricks" in markdown
    assert "Cards left" not in markdown
    assert markdown.count("{clause}`mp-trick-trump`") >= 3
    html = to_html(state)
    assert html.count('<th scope="row">') == 10
    assert "../rules/manillen-plus.html#mp-undertrump-defined" not in _parse(html).links  # never broken


def test_mp_next_lead_a_deal_in_progress_shows_the_trick_so_far_and_the_cards_left():
    state = _chapter_state(cards=4)  # trick 1 done, seat 2 has led the 10♥ to trick 2
    markdown = to_markdown(state)
    assert "Trick 2 of 10: seat 3 to play." in markdown
    assert re.search(r"Trick 2 so far: seat 2 <span[^>]*>10\u2665</span>\.", markdown)
    left = [line for line in markdown.splitlines() if line.startswith("| Seat ") and "rb-card" in line]
    assert [len(_card_texts(line)) for line in left] == [9, 8, 9]
    single = to_markdown(state.tricks[0])
    assert single.startswith("**Seat 2 wins the trick with 10\u2660 (5 points).**")


def test_mp_three_player_score_shows_each_opponent_scoring():
    result = score_deal(_chapter_state())
    markdown = to_markdown(result)
    assert markdown.startswith("**The dealer's opponents win the deal, 38 to 22: seats 2 and 3 each score 32.**")
    assert "Score this deal: 16 \u00d7 2 = 32." in markdown
    assert "| Seat 2 | 32 |" in markdown and "| Seat 1 | 0 |" in markdown
    for clause in ("mp-three-player-score", "int-mp-three-player-score", "mp-undealt-score"):
        assert f"{{clause}}`{clause}`" in markdown
    assert "../interpretations.html#int-mp-three-player-score" in _parse(to_html(result)).links


def test_mp_tie_30_and_mp_all_tricks_headlines():
    hearts = call_trump("hearts", player_count=6, dealer=1)
    tie = to_markdown(deal_score(hearts, dealer_points=30))
    assert tie.startswith("**Both sides have 30: no one scores this deal, and the next deal counts double.**")
    assert "{clause}`mp-tie-30`" in tie
    sweep = to_markdown(deal_score(hearts, dealer_points=60, all_tricks=Side.DEALER))
    assert sweep.startswith("**The dealer's side wins the deal, 60 to 0: seats 1, 3 and 5 score 60.**")
    assert "{clause}`mp-all-tricks`" in sweep


def test_mp_game_end_game_score_names_the_winners():
    game = new_game(6, first_dealer=1)
    assert to_markdown(game).startswith("**Game to 101, after 0 deals: seat 1 deals next.**")
    for dealer in (1, 2, 3, 4):
        game = game.record(deal_score(call_trump(None, player_count=6, dealer=dealer), dealer_points=45))
    # deals 1 and 3 give seats 1, 3 and 5 (45 - 30) x 2 = 30 each; deals 2 and 4 the other team
    game = game.record(deal_score(call_trump(None, player_count=6, dealer=5), dealer_points=60))
    markdown = to_markdown(game)
    assert markdown.startswith("**Game to 101, after 5 deals: seats 1, 3 and 5 win.**")
    assert "| Seats 1, 3 and 5 (wins) | 120 |" in markdown
    assert "| 5 | seat 5 | 60\u20130 | \u00d7 2 | seats 1, 3 and 5 +60 |" in markdown
    assert "{clause}`mp-winners`" in markdown
    assert "seats 1, 3 and 5 win" in to_html(game)


def test_text_in_manillen_results_is_escaped():
    nasty = Step(ids.MP_TRUMP_CALL, "<script>alert(1)</script> | *x* {y}")
    contract = replace(call_trump("hearts", player_count=3, dealer=1), because=(nasty,))
    assert "<script>" not in to_html(contract) and "&lt;script&gt;" in to_html(contract)
    assert "\\<script\\>" in to_markdown(contract) and "\\|" in to_markdown(contract)
    plays = legal_plays("Ah 7h", "Kh", trump="spades", leader=3, dealer=1)
    card = Card.parse("Ah")
    broken = replace(plays, reasons={**plays.reasons, card: nasty})
    row = next(line for line in to_markdown(broken).splitlines() if "alert" in line)
    assert len(re.findall(r"(?<!\\)\|", row)) == 4  # the text's own | is escaped: the row keeps three cells
    assert "<script>" not in to_html(broken)


def test_every_card_of_a_random_deal_is_drawn_with_its_suit_symbol():
    dealt = deal(6, dealer=4, rng=random.Random(8), cut=5)
    state = play_randomly(start_play(dealt, call_trump("d", player_count=6, dealer=4)), random.Random(8))
    shown = _card_texts(to_markdown(state))
    played = [card.symbol for trick in state.tricks for card in trick.cards]
    assert sorted(shown) == sorted(played) and len(shown) == 30
    assert set(_parse(to_html(state)).labels) == {
        str(card) for card in parse_cards(" ".join(repr(card) for trick in state.tricks for card in trick.cards))
    }
