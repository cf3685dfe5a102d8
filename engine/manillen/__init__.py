"""Manillen Plus, the whole game: one import for the deal, the play, the score and the game to 101.

The rules live in six small modules, each readable in one sitting:

* :mod:`engine.manillen.table` -- the table (3 or 6 seats, sides and teams), the card
  order with the manille on top, and the card points;
* :mod:`engine.manillen.deal` -- shuffle, cut and deal; the trump call and doublings;
* :mod:`engine.manillen.tricks` -- legal plays with a reason for every card, the trick
  winner;
* :mod:`engine.manillen.play` -- a deal played card by card, and a random deal;
* :mod:`engine.manillen.scoring` -- the score of a deal;
* :mod:`engine.manillen.game` -- the game to 101, boams.

A deal from start to finish (seat 1 deals alone against seats 2 and 3):

>>> import random
>>> dealt = deal(3, dealer=1, rng=random.Random(2024), cut=12)
>>> state = start_play(dealt, call_trump("hearts", player_count=3, dealer=1))
>>> state.to_play
2
>>> done = play_randomly(state, random.Random(2024))
>>> result = score_deal(done)
>>> sum(result.points.values())
60
>>> state.hands[3][:3]
(Kh, Jc, Kc)
>>> state.play("Ac").play("Kh")
Traceback (most recent call last):
...
engine.errors.RuleViolation: Kh may not be played by seat 3: seat 3 holds a club (J\u2663 K\u2663 10\u2663) and must follow suit; seat 3 may play Jc Kc Tc (mp-trump-call; mp-trick-led-suit; mp-teams-3; mp-follow-and-beat)
"""

from engine.errors import GeneratorError, OptionError, ScoreError
from engine.manillen.deal import USUAL_PACKETS, Contract, Deal, call_text, call_trump, deal, deal_pack, parse_call
from engine.manillen.game import TARGET, GameScore, new_game, play_random_game, tournament
from engine.manillen.play import PlayState, Trick, play_randomly, random_deal, start_play, won_step
from engine.manillen.scoring import DealScore, deal_score, score_deal, tie_factor
from engine.manillen.table import (
    POINTS,
    RANK_ORDER,
    TOTAL_POINTS,
    Side,
    Table,
    Team,
    card_points,
    count_points,
    strength,
)
from engine.manillen.tricks import LegalPlays, beats, legal_plays, trick_winner

__all__ = [
    "call_text",
    "won_step",
    "USUAL_PACKETS",
    "Contract",
    "Deal",
    "call_trump",
    "deal",
    "deal_pack",
    "parse_call",
    "TARGET",
    "DealScore",
    "GameScore",
    "ScoreError",
    "deal_score",
    "new_game",
    "play_random_game",
    "score_deal",
    "tie_factor",
    "tournament",
    "POINTS",
    "RANK_ORDER",
    "TOTAL_POINTS",
    "GeneratorError",
    "OptionError",
    "Side",
    "Table",
    "Team",
    "card_points",
    "count_points",
    "strength",
    "LegalPlays",
    "PlayState",
    "Trick",
    "beats",
    "legal_plays",
    "play_randomly",
    "random_deal",
    "start_play",
    "trick_winner",
]
