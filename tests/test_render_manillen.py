"""Manillen Plus results as a reader sees them: the right cards, the clauses they rest on, text escaped.

The deals and plays come from the Manillen Plus chapter (book/games/manillen-plus.ipynb): a
three-player deal from ``random.Random(153)`` with clubs trumps, played card by card, and the
document's own situations (``mp-follow-and-beat``, ``mp-undertrump-defined``).  The cards each
result must show are read from the engine object, so these tests check the showing, not the deal;
they read the form a result is written from (its tables, cells and cited clauses) rather than
its wording, and check that the HTML and the Markdown draw the same cards.
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
from widgets.render.formatters import show, to_html, to_markdown
from widgets.render.forms import Cards, Paragraph, Strong, plain

#: The chapter's deal: seat 1 deals, clubs trumps, seat 3 goes along; the cards in playing order.
CHAPTER_PLAY = "Ts 7s 8s Th 8h Qh 8d Qd Ad 7d 9d Td Ah Kh 9h Kd 8c Jd Ks 9s Qs 9c Qc Tc Jh Jc Js Kc 7c Ac"


_parse = parse


def _card_texts(text: str) -> list[str]:
    """The text of every card drawn in ``text`` (rank and suit symbol), in order."""
    return re.findall(r'<span class="rb-card[^"]*"[^>]*>([^<]*)</span>', text)


def _cells(row) -> list[str]:
    return [plain(cell) for cell in row.cells]


def _headline(shown) -> str:
    first = shown.blocks[0]
    assert isinstance(first, Paragraph) and isinstance(first.line[0], Strong)
    return first.line[0].text


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
    hands = show(dealt).tables[0]
    assert [_cells(row)[:2] for row in hands.rows] == [
        ["Seat 1 (dealer)", Side.DEALER.value],
        ["Seat 2", Side.OPPONENTS.value],
        ["Seat 3", Side.OPPONENTS.value],
    ]
    cited = show(dealt).clauses
    for clause in ("mp-deal", "mp-undealt", "mp-undealt-score", "mp-cut", "int-mp-dealing"):
        assert clause in cited and f"{{clause}}`{clause}`" in to_markdown(dealt)
    links = _parse(to_html(dealt)).links
    assert "../rules/manillen-plus.html#mp-undealt-score" in links
    assert "../interpretations.html#int-mp-dealing" in links


def test_mp_deal_hands_are_shown_by_suit_manille_first():
    row = show(_chapter_deal()).tables[0].rows[2]
    # seat 3 holds 10, A of clubs and 10, K, Q of diamonds: the manille leads each suit (mp-ranking)
    assert plain(row.cells[2]).split()[:5] == ["10\u2663", "A\u2663", "10\u2666", "K\u2666", "Q\u2666"]
    assert _card_texts(to_markdown(_chapter_deal())) == _card_texts(to_html(_chapter_deal()))


def test_mp_go_along_contract_shows_its_multiplier_and_clauses():
    contract = call_trump("no trumps", player_count=6, dealer=1, go_along=4, go_against=3)
    assert contract.multiplier == 8 and _headline(show(contract)).endswith("\u00d7 8.")
    for clause in ("mp-partners-wait", "mp-no-trumps", "mp-go-along", "int-mp-multipliers"):
        assert clause in show(contract).clauses and f"{{clause}}`{clause}`" in to_markdown(contract)
    assert "../rules/manillen-plus.html#mp-go-along" in _parse(to_html(contract)).links


def test_mp_follow_and_beat_legal_plays_give_every_card_a_verdict():
    plays = legal_plays("Ah 7h Ks", "Kh", trump="spades", leader=3, dealer=1)
    table = show(plays).tables[0]
    assert [(plain(row.cells[0]), row.cells[1]) for row in table.rows] == [
        ("A\u2665", ("yes",)),
        ("7\u2665", (Strong("no"),)),
        ("K\u2660", (Strong("no"),)),
    ]
    assert [row.cells[2][-1].clause for row in table.rows] == ["mp-follow-and-beat"] * 3
    markdown = to_markdown(plays)
    rows = [line for line in markdown.splitlines() if line.startswith("| <span")]
    assert [row.split(" | ")[1] for row in rows] == ["yes", "**no**", "**no**"]
    html = to_html(plays)
    assert html.count("<strong>no</strong>") == 2
    assert _parse(html).links.count("../rules/manillen-plus.html#mp-follow-and-beat") == 3


def test_mp_undertrump_defined_shows_the_forbidden_trump():
    plays = legal_plays("7s Ac 9d", "Kh Qs", trump="spades", leader=2, dealer=1)
    shown = show(plays)
    row = next(row for row in shown.tables[0].rows if plain(row.cells[0]) == "7\u2660")
    assert row.cells[1] == (Strong("no"),) and row.cells[2][-1].clause == "mp-undertrump-defined"
    assert "mp-trick-trump" in shown.clauses  # the situation: seat 3's Q♠ is winning
    assert "{clause}`mp-trick-trump`" in to_markdown(plays)


def test_mp_trick_trump_a_finished_deal_lists_all_ten_tricks():
    state = _chapter_state()
    shown = show(state)
    (tricks,) = shown.tables  # no table of cards left: the deal is over
    assert len(tricks.rows) == 10
    assert (
        _cells(tricks.rows[5])[:2] == ["6", "seat 3"] and _cells(tricks.rows[5])[3] == "seat 1 (8\u2663)"
    )  # K♦ trumped by 8♣
    assert shown.cards == tuple(card for trick in state.tricks for card in trick.cards)
    assert shown.clauses.count("mp-trick-trump") >= 3
    assert "Tricks won: the dealer's side (seat 1) 4 tricks" in to_markdown(state)
    html = to_html(state)
    assert html.count('<th scope="row">') == 10
    assert "../rules/manillen-plus.html#mp-undertrump-defined" not in _parse(html).links  # never broken


def test_mp_next_lead_a_deal_in_progress_shows_the_trick_so_far_and_the_cards_left():
    state = _chapter_state(cards=4)  # trick 1 done, seat 2 has led the 10♥ to trick 2
    shown = show(state)
    assert "seat 3 to play" in _headline(shown)
    lines = [block.line for block in shown.blocks if isinstance(block, Paragraph)]
    so_far = next(line for line in lines if plain(line).startswith("Trick 2 "))
    assert tuple(card for piece in so_far if isinstance(piece, Cards) for card in piece.cards) == state.trick
    assert re.search(r"seat 2 <span[^>]*>10\u2665</span>\.", to_markdown(state))
    tricks, left = shown.tables
    assert [len(row.cells[2][0].cards) for row in left.rows] == [9, 8, 9]
    single = show(state.tricks[0])
    assert "(5 points)" in _headline(single) and single.cards == state.tricks[0].cards


def test_mp_three_player_score_shows_each_opponent_scoring():
    result = score_deal(_chapter_state())
    shown = show(result)
    points, awards = shown.tables
    assert sorted(_cells(row)[2] for row in points.rows) == ["22", "38"]
    assert {_cells(row)[0]: _cells(row)[1] for row in awards.rows} == {"Seat 1": "0", "Seat 2": "32", "Seat 3": "32"}
    assert "Score this deal: 16 \u00d7 2 = 32." in to_markdown(result)  # the arithmetic, in words
    for clause in ("mp-three-player-score", "int-mp-three-player-score", "mp-undealt-score"):
        assert clause in shown.clauses and f"{{clause}}`{clause}`" in to_markdown(result)
    assert "../interpretations.html#int-mp-three-player-score" in _parse(to_html(result)).links


def test_mp_tie_30_and_mp_all_tricks_headlines():
    hearts = call_trump("hearts", player_count=6, dealer=1)
    tie = show(deal_score(hearts, dealer_points=30))
    assert [_cells(row)[1] for row in tie.tables[1].rows] == ["0", "0"]
    assert "mp-tie-30" in tie.clauses
    sweep = show(deal_score(hearts, dealer_points=60, all_tricks=Side.DEALER))
    assert {_cells(row)[0]: _cells(row)[1] for row in sweep.tables[1].rows} == {
        "Seats 1, 3 and 5": "60",
        "Seats 2, 4 and 6": "0",
    }
    assert "mp-all-tricks" in sweep.clauses


def test_mp_game_end_game_score_names_the_winners():
    game = new_game(6, first_dealer=1)
    assert len(show(game).tables) == 1  # the scores, no deals yet
    for dealer in (1, 2, 3, 4):
        game = game.record(deal_score(call_trump(None, player_count=6, dealer=dealer), dealer_points=45))
    # deals 1 and 3 give seats 1, 3 and 5 (45 - 30) x 2 = 30 each; deals 2 and 4 the other team
    game = game.record(deal_score(call_trump(None, player_count=6, dealer=5), dealer_points=60))
    assert game.winners == ((1, 3, 5),)
    scores, deals = show(game).tables
    assert [_cells(row) for row in scores.rows] == [["Seats 1, 3 and 5 (wins)", "120"], ["Seats 2, 4 and 6", "60"]]
    assert _cells(deals.rows[4]) == ["5", "seat 5", "60\u20130", "\u00d7 2", "seats 1, 3 and 5 +60"]
    assert "mp-winners" in show(game).clauses and "{clause}`mp-winners`" in to_markdown(game)
    assert "| Seats 1, 3 and 5 (wins) | 120 |" in to_markdown(game)


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
