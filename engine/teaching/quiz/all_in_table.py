"""The showdown the side-pot topics ask about: hands dealt at random, and what each seat put in,
with at least one player all in for less (:func:`~engine.poker.showdown.showdown` with ``contributions``).

:mod:`engine.teaching.quiz.side_pots` asks who wins which pot; :mod:`engine.teaching.quiz.uncalled_bet`
what goes back before the showdown.  Seats 1 to n sit clockwise and seat n has the button (in stud,
deals), so seat 1 is first to the button's left.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.cards import Card, cards_text, symbols_text
from engine.documents import ids
from engine.explain import Step
from engine.poker.game import Family, Game
from engine.poker.showdown import Showdown, showdown
from engine.teaching.quiz.drafts import Draft
from engine.words import seats_text


@dataclass(frozen=True, slots=True)
class AllInTable:
    """A showdown with all-ins: the cards, what each seat put in, the result, its story and inputs."""

    result: Showdown
    holes: dict[int, tuple[Card, ...]]
    board: tuple[Card, ...]
    contributions: dict[int, int]
    folded: tuple[int, ...]
    short: tuple[int, ...]
    story: str
    inputs: dict[str, Any]

    def draft(self, question: str, arranged: tuple[tuple[str, ...], int], because: Sequence[Step]) -> Draft:
        """A question on this showdown: its story, then ``question``; what a player all in may win, and what
        no one matched, rest on the book's reading of side pots (``int-side-pots``)."""
        return Draft.of(f"{self.story} {question}", arranged, because, clause=ids.INT_SIDE_POTS, inputs=self.inputs)


def all_in_table(rng: random.Random, game: Game, *, uncalled: bool) -> AllInTable:
    """Hands of ``game`` and contributions where one or more players are all in for less than the
    most put in; with ``uncalled``, the player who put in the most put in more than anyone else."""
    players = rng.randint(3, min(5, game.max_players))
    seats = list(range(1, players + 1))
    folded = tuple(sorted(rng.sample(seats, rng.randint(0, players - 3) if players > 3 else 0)))
    live = [seat for seat in seats if seat not in folded]
    unit = 5 if game.currency else 1
    top = unit * rng.randint(8, 40)
    short_count = rng.randint(1, len(live) - (1 if uncalled else 2))
    shorts = rng.sample(live, short_count)
    levels = sorted(rng.sample(range(1, top // unit), short_count))
    chips = {seat: level * unit for seat, level in zip(sorted(shorts), levels, strict=True)}
    rng.shuffle(shorts)
    covered = [seat for seat in live if seat not in chips]
    for seat in covered:
        chips[seat] = top
    if uncalled:  # one player bet more than anyone else put in
        chips[rng.choice(covered)] = top + unit * rng.randint(1, 10)
    for seat in folded:
        chips[seat] = unit * rng.randint(1, top // unit)
    contributions = {seat: chips[seat] for seat in seats}
    cards = rng.sample(game.deck.cards, game.board_count + len(live) * game.hole_count)
    board = tuple(cards[: game.board_count])
    holes = {
        seat: tuple(cards[game.board_count + index * game.hole_count :][: game.hole_count])
        for index, seat in enumerate(live)
    }
    result = showdown(game, holes, board, contributions=contributions, button=players, seats=seats)
    money = result.money
    put = "; ".join(
        f"seat {seat} {money(contributions[seat])}"
        + (" (folded)" if seat in folded else " (all in)" if seat in chips and seat in shorts else "")
        for seat in seats
    )
    shown = "; ".join(f"seat {seat} {symbols_text(holes[seat])}" for seat in live)
    board_text = f" The board: {symbols_text(board)}." if board else ""
    story = (
        f"{game.name}, {players} players; seat {players} {'deals' if game.family is Family.STUD else 'has the button'}, "
        "so seat 1 is first to its left. "
        f"The betting is over. What each seat put into the pot this hand: {put}. "
        f"{sentence_seats(live)} still in.{board_text} The cards: {shown}."
    )
    inputs = {
        "hands": {str(seat): cards_text(holes[seat]) for seat in live},
        "board": cards_text(board),
        "contributions": {str(seat): contributions[seat] for seat in seats},
        "folded": list(folded),
        "button": players,
    }
    return AllInTable(result, holes, board, contributions, folded, tuple(sorted(shorts)), story, inputs)


def sentence_seats(seats: list[int]) -> str:
    """``'Seats 1, 2 and 4 are'`` or ``'Seat 3 is'``."""
    text = seats_text(seats)
    return text[0].upper() + text[1:] + (" is" if len(seats) == 1 else " are")
