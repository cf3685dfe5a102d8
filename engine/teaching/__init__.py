"""What the book computes to teach, still without markup: the walkthrough of a deal, the straight
and flush explorer's counts, the simulated and the exact showdown chances (the exact ones read from
tables in ``data/``, :mod:`engine.teaching.exact`), and the quiz's questions (built on
:mod:`engine.poker`, :mod:`engine.manillen` and :mod:`engine.documents`)."""

from engine.teaching.chances import ShowdownChances, percent
from engine.teaching.exact import (
    EXACT_GAMES,
    HEADS_UP_GAME,
    ExactShowdownChances,
    StartingHandChart,
    StartingOdds,
    exact_showdown_chances,
    hand_showdown_chances,
    starting_odds,
)
from engine.teaching.explorer import POKER_DECKS, RankingReport, explore_hand, ranking_report
from engine.teaching.lows import low_counts
from engine.teaching.raise_examples import RAISE_EXAMPLES
from engine.teaching.walkthrough import Walkthrough, start_walkthrough

__all__ = [
    "EXACT_GAMES",
    "ExactShowdownChances",
    "HEADS_UP_GAME",
    "POKER_DECKS",
    "RAISE_EXAMPLES",
    "RankingReport",
    "ShowdownChances",
    "StartingHandChart",
    "StartingOdds",
    "Walkthrough",
    "percent",
    "exact_showdown_chances",
    "explore_hand",
    "hand_showdown_chances",
    "low_counts",
    "ranking_report",
    "start_walkthrough",
    "starting_odds",
]
