"""The showdown explainer: type (or deal) every player's cards and see who wins, with what, and why.

A thin view over :func:`engine.showdown.showdown` for every game in
:data:`engine.games.GAMES`.  Each player's best hand is drawn with the five cards it
uses outlined (and read aloud as "used"); hi/lo games show the low too; the split and
the odd chip are the engine's steps, each linked to its clause.  "Deal random cards"
deals with :func:`engine.deal.deal` from a seeded ``random.Random``, so a seed always
gives the same hands.  Bad input -- an unknown card, a duplicate, too many players, a
negative pot -- is the engine's to judge; the pane shows its message.

>>> explainer = ShowdownExplainer(game="2 Card Manila", hands=["Ah Kh", "Js Jd", "7c 8c"],
...                               board="Qh Jh 9h Qc 7d", pot=30, button=3)
>>> explainer.result.awards
{1: 30, 2: 0, 3: 0}
>>> explainer.seat_boxes[0].value = "Ah 1h"
>>> print(explainer.explanation_text())
'1h' is not a card: write a rank (2-10, T, J, Q, K, A) then a suit (c, d, h, s or ♣ ♦ ♥ ♠), e.g. 'As' or '10h'
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from html import escape
from typing import Any

import ipywidgets as w

from engine.cards import Card, cards_text, parse_cards
from engine.deal import deal
from engine.games import GAMES, find_game
from engine.interpretations import INTERPRETATIONS
from engine.render import cards_html, cards_markdown, md_escape, showdown_html, showdown_markdown
from engine.showdown import Showdown, showdown
from widgets.common import guarded, labelled, link_base, on_change
from widgets.raise_calculator import Explanation, error_text, pane_html, quotes_html, quotes_markdown

#: As many seat boxes as the largest table in the registry seats; more players is the engine's error.
SEAT_BOX_COUNT = max(game.max_players for game in GAMES.values())


def _option(interpretation_id: str) -> tuple[list[tuple[str, str]], str]:
    option = INTERPRETATIONS[interpretation_id].option
    assert option is not None
    return [(f"{key}: {meaning}", key) for key, meaning in option.choices.items()], option.default


def _seat_list(seats: Sequence[int]) -> str:
    names = [f"seat {seat}" for seat in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


class ShowdownExplainer:
    """Choose a game, the players' cards and the board; see the best hands, the winners and the split.

    :param game: a game's name, key or alias (any of :data:`engine.games.GAMES`).
    :param players: how many players are in the showdown (seats 1 to ``players``).
    :param hands: each seat's cards, as text (``"As 10h"``): a list for seats 1, 2, ... or a
        mapping seat -> cards.  Sets ``players`` when it is not given.
    :param board: the community cards, as text.
    :param pot: the chips in the pot.
    :param button: the button's seat (in stud, the dealer's position).
    :param seed: when given (and ``hands`` is not), deal random cards from ``random.Random(seed)``.
    :param hilo_odd_chip: the reading of ``int-hilo-odd-chip`` (``"high"`` or ``"left-of-button"``).
    :param stud_odd_chip: the reading of ``int-odd-chip-by-game`` (``"suit"`` or ``"left-of-button"``).

    The last expression of a cell, it displays itself; :meth:`explanation` is the same
    explanation as ordinary output, for the static book.
    """

    def __init__(
        self,
        *,
        game: str = "2 Card Manila",
        players: int | None = None,
        hands: Sequence[str] | Mapping[int, str] | None = None,
        board: str = "",
        pot: int = 30,
        button: int = 1,
        seed: int | None = None,
        hilo_odd_chip: str | None = None,
        stud_odd_chip: str | None = None,
    ) -> None:
        #: The engine's last result (``None`` while the pane shows an error) and the last error.
        self.result: Showdown | None = None
        self.error: Exception | None = None
        self._quiet = False
        seat_hands = dict(hands) if isinstance(hands, Mapping) else dict(enumerate(hands or (), start=1))
        if players is None:
            players = max(seat_hands, default=3)
        hilo_choices, hilo_default = _option("int-hilo-odd-chip")
        stud_choices, stud_default = _option("int-odd-chip-by-game")
        self.game = labelled(w.Dropdown(options=[(g.name, g.key) for g in GAMES.values()]), "Game")
        self.game.value = find_game(game).key
        # Bounded only so that no number typed in the browser builds a huge table; one more than the largest
        # table lets the engine say "too many" in its own words.
        self.players = labelled(w.BoundedIntText(value=players, min=0, max=SEAT_BOX_COUNT + 1), "Players")
        self.seat_boxes = [
            labelled(w.Text(placeholder="e.g. As 10h", continuous_update=False), f"Seat {seat} cards")
            for seat in range(1, SEAT_BOX_COUNT + 1)
        ]
        self.board = labelled(w.Text(value=board, placeholder="e.g. Qh Jh 9h Qc 7d", continuous_update=False), "Board")
        self.pot = labelled(w.IntText(value=pot), "Pot")
        self.button = labelled(w.IntText(value=button), "Button seat")
        self.hilo_odd_chip = labelled(
            w.Dropdown(options=hilo_choices, value=hilo_odd_chip or hilo_default), "Odd chip when a pot is halved"
        )
        self.stud_odd_chip = labelled(
            w.Dropdown(options=stud_choices, value=stud_odd_chip or stud_default), "Odd chip between tied stud hands"
        )
        self.seed = labelled(w.IntText(value=2024 if seed is None else seed), "Seed")
        self.deal_button = w.Button(
            description="Deal random cards", tooltip="Deal every seat and the board from a deck shuffled by the seed"
        )
        self.deal_button.on_click(lambda _button: self.deal_random())
        for control in (self.players, self.pot, self.button, self.seed, self.hilo_odd_chip, self.stud_odd_chip):
            control.layout = w.Layout(width="auto")
        for box in (*self.seat_boxes, self.board):
            box.layout = w.Layout(width="22em")
        #: The one result pane: the hands, the winners, the split with its clauses, or the engine's error.
        self.pane = w.HTML()
        self.view = w.VBox(
            [
                w.HBox([self.game, self.players, self.pot, self.button], layout=w.Layout(flex_flow="row wrap")),
                w.HBox([self.seed, self.deal_button], layout=w.Layout(flex_flow="row wrap")),
                w.HBox([*self.seat_boxes, self.board], layout=w.Layout(flex_flow="row wrap")),
                w.HBox([self.hilo_odd_chip, self.stud_odd_chip], layout=w.Layout(flex_flow="row wrap")),
                self.pane,
            ]
        )
        self.view.add_class("rb-showdown-explainer")
        with self._batch():
            for seat, cards in seat_hands.items():
                if 1 <= seat <= SEAT_BOX_COUNT:
                    self.seat_boxes[seat - 1].value = cards
        inputs = [self.game, self.players, *self.seat_boxes, self.board, self.pot, self.button]
        on_change([*inputs, self.hilo_odd_chip, self.stud_odd_chip], lambda _change: self.update())
        if seed is not None and hands is None:
            self.deal_random()
        else:
            self.update()

    # --- state ---------------------------------------------------------------------------------

    @contextmanager
    def _batch(self) -> Iterator[None]:
        """Set several boxes without deciding the showdown after each one."""
        self._quiet = True
        try:
            yield
        finally:
            self._quiet = False

    def _show_inputs(self) -> None:
        """One box per player; each odd-chip reading only in the games where it can matter."""
        for seat, box in enumerate(self.seat_boxes, start=1):
            box.layout.display = None if seat <= self.players.value else "none"
        game = GAMES[self.game.value]
        self.hilo_odd_chip.layout.display = None if "hilo_odd_chip" in game.showdown_options else "none"
        self.stud_odd_chip.layout.display = None if "stud_odd_chip" in game.showdown_options else "none"

    def hands(self) -> dict[int, str]:
        """Each seat's cards as typed (a seat beyond the boxes has none: the engine judges the count)."""
        boxes = dict(enumerate((box.value for box in self.seat_boxes), start=1))
        return {seat: boxes.get(seat, "") for seat in range(1, self.players.value + 1)}

    def options(self) -> dict[str, str]:
        """The readings chosen for the documents' open questions (the engine ignores those that do not apply)."""
        return {"hilo_odd_chip": self.hilo_odd_chip.value, "stud_odd_chip": self.stud_odd_chip.value}

    # --- the engine calls -------------------------------------------------------------------------

    def update(self) -> None:
        """Decide the showdown and show it (or the engine's error) in the pane."""
        if self._quiet:
            return
        self._show_inputs()
        self.result = None
        self.error = None
        guarded(self.pane, self._decide)

    def _decide(self) -> str:
        try:
            self.result = showdown(
                self.game.value,
                self.hands(),
                self.board.value,
                pot=self.pot.value,
                button=self.button.value,
                **self.options(),
            )
        except Exception as error:  # kept for explanation_text; guarded() shows it
            self.error = error
            raise
        return result_html(self.result, self.hands(), self.board.value)

    def deal_random(self) -> None:
        """Deal every seat and the board from ``random.Random(seed)``, then decide the showdown."""
        self.result = None
        self.error = None
        guarded(self.pane, self._deal)

    def _deal(self) -> str:
        try:
            dealt = deal(
                self.game.value,
                players=self.players.value,
                button=self.button.value,
                rng=random.Random(self.seed.value),
            )
        except Exception as error:
            self.error = error
            raise
        with self._batch():
            for seat, box in enumerate(self.seat_boxes, start=1):
                box.value = cards_text(dealt.hands[seat]) if seat in dealt.hands else ""
            self.board.value = cards_text(dealt.board)
        self._show_inputs()
        return self._decide()

    # --- output ---------------------------------------------------------------------------------

    def explanation_html(self) -> str:
        """What the pane shows now: the hands, the winners and the steps, or the error."""
        return str(self.pane.value)

    def explanation_text(self) -> str:
        """The same in plain text: who wins what, then each step with its clause id (or the error)."""
        if self.result is None:
            return error_text(self.error)
        return f"{headline(self.result)}\n{self.result.explain()}"

    def explanation(self) -> Explanation:
        """The explanation as ordinary notebook output (it reads without a kernel): the cell's last line."""
        if self.result is None:
            return Explanation(self.explanation_html(), md_escape(self.explanation_text()), self.explanation_text())
        markdown = result_markdown(self.result, self.hands(), self.board.value)
        return Explanation(self.explanation_html(), markdown, self.explanation_text())

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle = dict(self.view._repr_mimebundle_(**kwargs) or {})
        bundle["text/plain"] = self.explanation_text()
        return bundle

    def __repr__(self) -> str:
        return f"<ShowdownExplainer: {self.explanation_text().splitlines()[0]}>"


def headline(result: Showdown) -> str:
    """Who receives what: ``'Seat 1 wins 24; seat 3 wins 7 (pot 31).'``"""
    parts = [f"seat {seat} wins {amount}" for seat, amount in result.awards.items() if amount > 0]
    text = "; ".join(parts) or f"the best hand: {_seat_list(result.high_winners)}"
    return f"{text[0].upper()}{text[1:]} (pot {result.pot})."


def _held_rows(
    result: Showdown, hands: Mapping[int, str], board: str
) -> list[tuple[int, int, str, tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]]:
    """(seat, line, "High: ..." or "Low: ...", own cards, board, the five used) for each hand shown."""
    held = {seat: parse_cards(text) for seat, text in hands.items()}
    shown = parse_cards(board)
    rows = []
    for seat in result.awards:
        high = result.hands.get(seat)
        if high is None:
            continue
        rows.append((seat, 0, f"High: {high.name}", held[seat], shown, high.cards))
        if seat in result.lows:  # a hi/lo game: every seat's low, or None
            low = result.lows[seat]
            name = f"Low: {low.name}" if low else "Low: no qualifying low"
            rows.append((seat, 1, name, held[seat], shown, low.cards if low else ()))
    return rows


_HELD_CAPTION = 'The cards each player holds; the five each hand uses are outlined and read "used"'


def result_html(result: Showdown, hands: Mapping[int, str], board: str) -> str:
    """Each seat's cards with the five used outlined (high, and low in hi/lo), then the engine's table and steps."""
    rows = _held_rows(result, hands, board)
    lines = 2 if result.lows else 1
    has_board = bool(parse_cards(board))
    body = []
    for seat, line, name, own, shown, used in rows:
        head = f'<th scope="row" rowspan="{lines}">Seat {seat}</th>' if line == 0 else ""
        board_cell = f"<td>{cards_html(shown, used=used)}</td>" if has_board else ""
        body.append(f"<tr>{head}<td>{escape(name)}</td><td>{cards_html(own, used=used)}</td>{board_cell}</tr>")
    cards_table = ""
    if body:
        board_head = '<th scope="col">Board</th>' if has_board else ""
        cards_table = (
            f'<table class="rb-table rb-held"><caption>{escape(_HELD_CAPTION)}</caption><thead><tr>'
            '<th scope="col">Seat</th><th scope="col">Best hand</th>'
            f'<th scope="col">Own cards</th>{board_head}</tr></thead><tbody>{"".join(body)}</tbody></table>'
        )
    return pane_html(
        f'<p><strong data-field="headline">{escape(headline(result))}</strong></p>{cards_table}'
        f"{showdown_html(result, link_base())}{quotes_html(result.because)}",
        "rb-showdown-explained",
    )


def result_markdown(result: Showdown, hands: Mapping[int, str], board: str) -> str:
    """The same in MyST Markdown: the headline, the cards with the five used outlined, the engine's table and steps."""
    rows = _held_rows(result, hands, board)
    has_board = bool(parse_cards(board))
    table = ""
    if rows:
        lines = [
            "| Seat | Best hand | Own cards |" + (" Board |" if has_board else ""),
            "| --- | --- | --- |" + (" --- |" if has_board else ""),
        ]
        for seat, line, name, own, shown, used in rows:
            label = f"Seat {seat}" if line == 0 else ""
            board_cell = f" {cards_markdown(shown, used)} |" if has_board else ""
            lines.append(f"| {label} | {md_escape(name)} | {cards_markdown(own, used)} |{board_cell}")
        table = f"{md_escape(_HELD_CAPTION)}:\n\n" + "\n".join(lines) + "\n\n"
    return f"**{md_escape(headline(result))}**\n\n{table}{showdown_markdown(result)}\n{quotes_markdown(result.because)}"
