"""Topic: Manila showdowns -- which hand wins.

The answer is :func:`~engine.poker.showdown.showdown`.  Most questions are traps: the hands are
dealt again until a mistaken reading picks another winner -- the standard ranking, where a full
house beats a flush, or any five of the seven or eight cards, where Manila makes each player use
every hole card (2 Card Manila) or two of the three (3 Card Manila).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from engine.cards import cards_text, symbols_text
from engine.poker.game import Family
from engine.poker.games import GAMES
from engine.poker.rankings import STANDARD
from engine.poker.selection import Selection
from engine.poker.showdown import showdown
from engine.teaching.quiz.drafts import Draft, Retry, Topic, attempts, poker_games, seats_sentence


def _winners_text(seats: Sequence[int]) -> str:
    if len(seats) == 1:
        return f"Seat {seats[0]} wins"
    return f"{seats_sentence(sorted(seats))} split the pot"


def draft(rng: random.Random, game_key: str) -> Draft:
    """A question on who wins a showdown of ``game_key``, a Manila game, dealt by ``rng``."""
    game = GAMES[game_key]
    standard = replace(game, ranking=STANDARD)
    any_cards = replace(
        game,
        selection=Selection(tuple(range(game.hole_count + 1)), game.selection.clause, "any five cards play"),
    )
    want_trap = rng.random() < 0.75

    def make(rng: random.Random) -> Draft:
        players = rng.randint(2, 4)
        seats = list(range(1, players + 1))
        cards = rng.sample(game.deck.cards, game.board_count + players * game.hole_count)
        board = tuple(cards[: game.board_count])
        holes = {
            seat: tuple(cards[game.board_count + index * game.hole_count :][: game.hole_count])
            for index, seat in enumerate(seats)
        }
        pot = game.deck.size
        result = showdown(game, holes, board, pot=pot, button=players)
        readings = [showdown(other, holes, board, pot=pot, button=players) for other in (standard, any_cards)]
        traps = [reading for reading in readings if set(reading.high_winners) != set(result.high_winners)]
        if want_trap and not traps:
            raise Retry
        answer = _winners_text(result.high_winners)
        split = [tuple(reading.high_winners) for reading in traps if len(reading.high_winners) > 1]
        split.append(tuple(sorted({*result.high_winners, *(r.high_winners[0] for r in traps)})))
        split.append(tuple(seats))
        split_text = next(
            (_winners_text(group) for group in split if len(group) > 1 and _winners_text(group) != answer), None
        )
        texts = [_winners_text((seat,)) for seat in seats]
        if len(result.high_winners) > 1:
            texts.append(answer)
        elif split_text is not None:
            texts.append(split_text)
        mistakes = [text for text in texts if text != answer]
        if len(mistakes) < 2:
            raise Retry
        choices = tuple(texts)
        explained = list(result.because)
        for reading in traps:
            for seat in reading.high_winners:
                if seat not in result.high_winners:
                    # the seat a mistaken reading makes win: how its hand is chosen, and what it is
                    explained.extend(step for step in result.hands[seat].because[:-1] if step not in explained)
        # the question rests on the ranking's flush / full house swap where the explanation applies it
        swap = game.ranking.swap_clause
        clause = swap if swap is not None and any(step.clause == swap for step in explained) else game.showdown_clause
        hands = "; ".join(f"seat {seat} {symbols_text(holes[seat])}" for seat in seats)
        prompt = f"{game.name} showdown. The board: {symbols_text(board)}. The hole cards: {hands}. Who wins the pot?"
        return Draft(
            prompt=prompt,
            choices=choices,
            answer_index=choices.index(answer),
            because=tuple(explained),
            clause=clause,
            inputs={
                "hands": {str(seat): cards_text(holes[seat]) for seat in seats},
                "board": cards_text(board),
                "pot": pot,
                "button": players,
            },
        )

    return attempts(rng, make, tries=400 if want_trap else 50)


TOPIC = Topic(
    "manila-showdown",
    "Manila showdowns",
    "which hand wins a Manila showdown",
    poker_games(lambda game: game.family is Family.MANILA),
    draft,
)
