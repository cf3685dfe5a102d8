"""How often each category is a player's best hand at a manila showdown, simulated.

:func:`showdown_chances` deals many showdowns from a seeded generator and counts each
category's share of a player's best hands, each share with its 95% margin
(``method-simulation``, ``method-simulation-margin`` in :mod:`engine.documents.methods`).
The games it is offered for are :data:`CHANCE_GAMES`; the counts of a whole deck
are :mod:`engine.teaching.explorer`.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from engine.checks import MAX_DEALS, check_rng, size_step, whole_number
from engine.documents import ids
from engine.errors import RulesError
from engine.explain import Decision, Step
from engine.poker.fast import strength_table
from engine.poker.game import Family, Game
from engine.poker.games import GAMES, find_game
from engine.poker.rankings import Category
from engine.words import excerpt

__all__ = [
    "CHANCE_GAMES",
    "Chance",
    "ShowdownChances",
    "Z_95",
    "showdown_chances",
]

#: The games whose showdown :func:`showdown_chances` is offered for in the explorer.
CHANCE_GAMES: tuple[Game, ...] = tuple(game for game in GAMES.values() if game.family is Family.MANILA)

#: z for a two-sided 95% normal interval.
Z_95 = 1.96


# --- the showdown, simulated -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Chance:
    """How many of ``deals`` ended with ``category`` as the player's best hand."""

    category: Category
    count: int
    deals: int

    @property
    def proportion(self) -> float:
        """The share of deals: ``count / deals``."""
        return self.count / self.deals

    @property
    def margin(self) -> float:
        """The 95% margin of the share: 1.96 × √(p(1 − p) / n)."""
        p = self.proportion
        return Z_95 * math.sqrt(p * (1 - p) / self.deals)


@dataclass(frozen=True, slots=True)
class ShowdownChances:
    """Each category's share of a player's best hands at a simulated showdown, strongest first."""

    game: Game
    deals: int
    chances: tuple[Chance, ...]
    method: tuple[Step, ...] = ()  # how the shares were found: the draw, the rule, the margin

    def chance(self, category: Category) -> Chance:
        """The share of ``category``."""
        return next(chance for chance in self.chances if chance.category is category)

    def __str__(self) -> str:
        return f"{self.game.name}: a player's best hand at the showdown in {self.deals:,} simulated deals"



def percent(value: float) -> str:
    """A share as a percentage with two decimals.

    >>> percent(0.5), percent(1)
    ('50.00%', '100.00%')
    """
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"value must be a number, such as 0.25, not {excerpt(value)}")
    if isinstance(value, int) and abs(value) > MAX_DEALS:  # (a share is at most 1; a float says inf itself)
        value = whole_number(value, "value", low=-MAX_DEALS, high=MAX_DEALS)
    return f"{100 * float(value):.2f}%"


_CACHE: dict[tuple[Game, int, Any], tuple[Decision[ShowdownChances], Any]] = {}
_CACHE_SIZE = 32


def _deal_categories(game: Game, deals: int, rng: random.Random) -> Iterator[Category]:
    """The category of the player's best hand in each deal: the fast tables (:mod:`engine.poker.fast`)
    rank every allowed choice, as :func:`~engine.poker.hands.best_hand_of` would, without explaining it.
    The deals are drawn as cards, as always, so a seed gives the same deals as before."""
    table = strength_table(game.ranking, game.deck)
    cards, index = game.deck.cards, game.deck.ids
    hole_count, drawn, hole_used = game.hole_count, game.hole_count + game.board_count, game.selection.hole_used
    for _ in range(deals):
        dealt = [index[card] for card in rng.sample(cards, drawn)]
        yield table.category(table.selected(dealt[:hole_count], dealt[hole_count:], hole_used))


def showdown_chances(game: Game | str, *, deals: int, rng: random.Random) -> Decision[ShowdownChances]:
    """How often each category is a player's best hand at ``game``'s showdown, by simulation.

    Each deal draws the player's hole cards and the board at random from the game's deck
    (``rng.sample(deck.cards, hole_count + board_count)``: the first ``hole_count`` cards are
    the hole cards) and takes :func:`engine.poker.hands.best_hand_of` under the game's selection
    rule: in 2 Card Manila both hole cards and three of the five board cards
    (``pp-manila2-hole-cards``), in 3 Card Manila two of the three and three
    (``pp-manila3-hole-cards``).  Each share ``p`` of ``n`` deals comes with its 95% margin
    1.96 × √(p(1 − p) / n).  The draw and the shares cite ``method-simulation``, the margin
    ``method-simulation-margin``; the deck and the hole-card rule keep their clauses.

    Randomness is injected: the same generator state gives the same numbers.  Results are
    cached by (game, deals, generator state); on a cache hit the generator is moved on
    exactly as a fresh run would move it.

    :raises RulesError: ``deals`` below 1 or above 1,000,000 (``int-input-size``).
    :raises UnknownGameError: a game name the registry does not know.

    >>> result = showdown_chances("2 Card Manila", deals=300, rng=random.Random(7)).value
    >>> round(sum(chance.proportion for chance in result.chances), 12)
    1.0
    >>> again = showdown_chances("2 Card Manila", deals=300, rng=random.Random(7)).value
    >>> again == result
    True
    >>> showdown_chances("2 Card Manila", deals=0, rng=random.Random(7))
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: the number of deals, 0, is too few: a simulation needs at least one deal (method-simulation)
    """
    game = find_game(game)
    deals = whole_number(deals, "the number of deals", low=1, high=MAX_DEALS, refusal=lambda: _deals_refusal(deals))
    check_rng(rng, "the simulation's generator")
    key = (game, deals, rng.getstate())
    cached = _CACHE.get(key)
    if cached is not None:
        decision, end_state = cached
        rng.setstate(end_state)
        return decision
    tally = Counter(_deal_categories(game, deals, rng))
    chances = tuple(Chance(category, tally[category], deals) for category in reversed(game.ranking.order))
    steps = list(_method_steps(game, deals))
    result = ShowdownChances(game=game, deals=deals, chances=chances, method=tuple(steps))
    for chance in chances:
        steps.append(
            Step(
                ids.METHOD_SIMULATION,
                f"{chance.category.value}: {chance.count:,} of {deals:,} deals, "
                f"{percent(chance.proportion)} ± {percent(chance.margin)}.",
            )
        )
    decision = Decision(result, because=tuple(steps))
    if len(_CACHE) >= _CACHE_SIZE:
        del _CACHE[next(iter(_CACHE))]
    _CACHE[key] = (decision, rng.getstate())
    return decision


def _deals_refusal(deals: object) -> RulesError:
    """The refusal of a number of deals that is not a whole number from 1 to :data:`MAX_DEALS`."""
    if isinstance(deals, int) and deals < 1:
        return RulesError.citing(
            f"the number of deals, {excerpt(deals)}, is too few: a simulation needs at least one deal",
            Step(ids.METHOD_SIMULATION, "A simulation plays out one deal or more and counts how each ends."),
        )
    return RulesError.citing(
        f"the number of deals {excerpt(deals)} is not a whole number from 1 to {MAX_DEALS:,}",
        size_step(f"The showdown chances play out 1 to {MAX_DEALS:,} deals."),
    )


def _method_steps(game: Game, deals: int) -> tuple[Step, ...]:
    """How the simulation of ``deals`` deals of ``game`` is made, and what its margins mean."""
    selection = game.selection
    choices = selection.count(game.hole_count, game.board_count)
    return (
        game.deck.step(),
        Step(
            ids.METHOD_SIMULATION,
            f"Each deal draws {game.hole_count} hole cards and {game.board_count} board cards at random from the "
            f"{game.deck.size}.",
        ),
        Step(
            selection.clause,
            f"In {game.name} {selection.rule_text}, so the player's hand is the best of those {choices} choices.",
        ),
        Step(
            ids.METHOD_SIMULATION,
            f"{deals:,} deals were simulated with the seeded generator passed in (the same seed gives the same "
            f"numbers); each category's share p is the number of deals it ended with, divided by {deals:,}.",
        ),
        Step(
            ids.METHOD_SIMULATION_MARGIN,
            f"Each share comes with its 95% margin, 1.96 × √(p(1 − p) / n) with n = {deals:,}: in about 95 runs "
            f"of 100 the true chance lies within it. This normal approximation is good for a category seen at "
            "least 10 times; for rarer ones the true chance may lie further off, and a category never seen "
            f"(margin 0) has a chance below about 3/n = {percent(3 / deals)} (the rule of three).",
        ),
    )
