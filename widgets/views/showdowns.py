"""The showdown explainer's view: :func:`showdown_view` (typed cards) and :func:`dealt_showdown_view`.

Part of :mod:`widgets.views` (see there for what every view promises)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from engine import GAMES, Card, Decision, Game, RulesError, Showdown, deal, find_game, showdown
from engine.cards import cards_text
from engine.checks import whole_number
from engine.documents import ids
from engine.teaching import HEADS_UP_GAME, StartingOdds, starting_odds
from widgets.parse import (
    card_text,
    player_count,
    read_boxes,
    reading,
)

# --- the showdown explainer ----------------------------------------------------------------------------

#: The largest table of any game: the explainer has a box for each of its seats.
SEAT_LIMIT = max(game.max_players for game in GAMES.values())


@dataclass(frozen=True, slots=True)
class ShowdownView:
    """A showdown as the explainer shows it: which seats have a box, their cards, the result.

    ``seats`` are the seats with a box: 1 to the number of players, at most :data:`SEAT_LIMIT`
    (``None`` when the number is not a whole number: the boxes stay as they are).  ``hands``
    and ``board`` are the cards as written (typed, or dealt); ``held`` and ``board_cards`` the
    same cards read; ``options`` the readings that can change this game's result
    (:attr:`engine.poker.game.Game.showdown_options`).  ``error`` is set, and ``result`` is
    ``None``, when the game, the cards or the pot break a rule.  In 2 Card Manila ``starting`` is what the
    exact tables say of the seats' two cards before the board (:func:`engine.teaching.exact.starting_odds`):
    each starting hand's equity against a random hand and, heads up, the two hands' exact equity.
    """

    game: Game | None = None
    seats: tuple[int, ...] | None = None
    hands: Mapping[int, str] = field(default_factory=dict)
    board: str = ""
    options: tuple[str, ...] = ()
    held: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)
    board_cards: tuple[Card, ...] = ()
    result: Showdown | None = None
    error: RulesError | None = None
    starting: Decision[StartingOdds] | None = None  # 2 Card Manila: the seats' starting hands, from the exact tables


def _box_seats(players: object) -> tuple[int, ...] | None:
    """The seats that have a box for ``players`` (see :class:`ShowdownView`)."""
    if isinstance(players, float) and players.is_integer():
        players = int(players)
    if isinstance(players, bool) or not isinstance(players, int):
        return None
    return tuple(range(1, min(max(players, 0), SEAT_LIMIT) + 1))


def showdown_view(
    game: str | Game,
    *,
    players: int | float,
    hands: Mapping[int, str],
    board: str,
    pot: int | float,
    button: int | float,
    edited: int | str | None = None,
    hilo_odd_chip: str = "high",
    stud_odd_chip: str = "suit",
    omaha_split: str = "high",
    contributions: Mapping[int, int | float] | None = None,
) -> ShowdownView:
    """The showdown of the typed cards: every seat's best hand, the winners, the split.

    :param players: how many players are in the showdown (seats 1 to ``players``).
    :param hands: each seat's cards as text; a seat without an entry has none.
    :param edited: the box just changed (a seat, or ``"board"``): a repeated card is named there.
    :param contributions: what each seat put in (the all-in amounts): the pot is then their sum, less
        an uncalled bet returned to the one seat that put in more than any other (it is in no pot),
        split into a main pot and side pots (``int-side-pots``); ``None``: one pot of ``pot``.

    >>> view = showdown_view("2 Card Manila", players=2, hands={1: "Ah Kh", 2: "Ah Kd"},
    ...                      board="Qh Jh 9h Qc 7d", pot=30, button=1, edited=2)
    >>> print(view.error)
    Ah in 'Ah Kd' (seat 2) is already in 'Ah Kh' (seat 1): the 2 Card Manila deck holds each card once, so change one of them (pp-manila2-deck)
    """
    try:
        chosen = find_game(game)
    except RulesError as error:
        return ShowdownView(error=error)
    seats = _box_seats(players)
    texts = {seat: hands.get(seat, "") for seat in seats or ()}
    board_text = board if isinstance(board, str) else ""
    base = ShowdownView(game=chosen, seats=seats, hands=texts, board=board_text, options=chosen.showdown_options)
    try:
        player_count(chosen, players, least=1)
        for seat, text in texts.items():
            card_text(text, f"The cards of seat {seat}")
        card_text(board, "The board")
        hilo = reading(ids.INT_HILO_ODD_CHIP, hilo_odd_chip)
        stud = reading(ids.INT_ODD_CHIP_BY_GAME, stud_odd_chip)
        omaha = reading(ids.INT_OMAHA_SECTION_HILO, omaha_split)
        chips_in_pot = whole_number(pot, "The pot", exact=False, typed=True)
        button_seat = whole_number(button, "The button's seat", exact=False, typed=True)
        chips = _chips_put_in(contributions)
        boxes = {f"seat {seat}": text for seat, text in texts.items()} | {"the board": board_text}
        where = f"seat {edited}" if isinstance(edited, int) else ("the board" if edited == "board" else None)
        read = read_boxes(chosen.deck, boxes, where)
        held = {seat: read[f"seat {seat}"] for seat in texts}
        result = showdown(
            chosen,
            held,
            read["the board"],
            pot=chips_in_pot if chips is None else None,
            button=button_seat,
            contributions=chips,
            hilo_odd_chip=hilo,
            stud_odd_chip=stud,
            omaha_split=omaha,
        )
        starting = starting_odds(chosen, dict(held)) if chosen is HEADS_UP_GAME and held else None
    except RulesError as error:
        return replace(base, error=error)
    return replace(base, held=held, board_cards=read["the board"], result=result, starting=starting)


def dealt_showdown_view(
    game: str | Game,
    *,
    players: int | float,
    button: int | float,
    seed: int | float,
    pot: int | float,
    hilo_odd_chip: str = "high",
    stud_odd_chip: str = "suit",
    omaha_split: str = "high",
    contributions: Mapping[int, int | float] | None = None,
) -> ShowdownView:
    """Deal every seat and the board from ``random.Random(seed)``, then decide the showdown.

    >>> view = dealt_showdown_view("2 Card Manila", players=3, button=1, seed=2024, pot=30)
    >>> [len(view.held[seat]) for seat in view.seats], len(view.board_cards)
    ([2, 2, 2], 5)
    """
    try:
        chosen = find_game(game)
    except RulesError as error:
        return ShowdownView(error=error)
    try:
        count = player_count(chosen, players, least=chosen.min_players)
        shuffle = whole_number(seed, "The seed", low=0, exact=False, typed=True)
        button_seat = whole_number(button, "The button's seat", exact=False, typed=True)
        chips_in_pot = whole_number(pot, "The pot", exact=False, typed=True)  # read before dealing: a refused number deals nothing
        chips = _chips_put_in(contributions)
        dealt = deal(chosen, players=count, button=button_seat, rng=random.Random(shuffle))
    except RulesError as error:
        return ShowdownView(game=chosen, options=chosen.showdown_options, error=error)
    return showdown_view(
        chosen,
        players=count,
        hands={seat: cards_text(dealt.hands[seat]) for seat in range(1, count + 1)},
        board=cards_text(dealt.board),
        pot=chips_in_pot,
        button=button_seat,
        hilo_odd_chip=hilo_odd_chip,
        stud_odd_chip=stud_odd_chip,
        omaha_split=omaha_split,
        contributions=chips,
    )


def _chips_put_in(contributions: Mapping[int, int | float] | None) -> dict[int, int] | None:
    """Each seat's chips put in, read (``None``: one pot, no contributions)."""
    if contributions is None:
        return None
    return {seat: whole_number(value, f"Seat {seat}'s chips put in", exact=False, typed=True) for seat, value in contributions.items()}
