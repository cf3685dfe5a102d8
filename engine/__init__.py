"""The rules engine: the single source of truth for every game in the rule documents.

Pure standard-library Python.  Every decision carries its reasons as steps that
cite rule-clause ids (:mod:`engine.documents.clauses`); every bad input raises a
``ValueError`` subclass that names the input and the rule (:mod:`engine.errors`).

>>> from engine import showdown
>>> showdown("Texas Hold 'Em", {1: "As Ad", 2: "Kc Kd"}, board="2c 7d 9h Js 3s", pot=10, button=2).winners
(1,)
"""

from engine import manillen
from engine.cards import Card, Rank, Suit, parse_cards
from engine.decks import DECK_32, DECK_36, DECK_52, DECKS, MANILLEN_DECK, Deck
from engine.documents.interpretations import INTERPRETATIONS
from engine.documents.registry import DOCUMENTS, all_clauses, citation, clause
from engine.errors import (
    BettingError,
    CardCountError,
    CardNotationError,
    CardNotInDeckError,
    DuplicateCardError,
    NoLowHandError,
    PlayerCountError,
    RulesError,
    RuleViolation,
    UnknownChoiceError,
    UnknownGameError,
    UnknownNameError,
    UnknownOptionError,
)
from engine.explain import ClauseId, Decision, Explained, Step
from engine.poker.betting.options import SITUATION_INPUTS, BetOptions, betting_options, calculator_inputs
from engine.poker.betting.pots import Pot, short_all_in_pots, side_pots
from engine.poker.betting.round import Action, ActionKind, BettingRound, LegalAction, start_round
from engine.poker.betting.schedule import betting_structure, round_bet
from engine.poker.betting.stakes import Input, InputKind, Stakes, Structure
from engine.poker.betting.structures import (
    STRUCTURE_INPUTS,
    fixed_limit,
    half_pot,
    manila_limit,
    no_limit,
    pot_limit,
    spread_limit,
)
from engine.poker.deal import deal
from engine.poker.events import Counts, Deal, Event, EventKind
from engine.poker.game import Family, Game
from engine.poker.game_stakes import default_stakes
from engine.poker.games import GAMES, find_game
from engine.poker.hands import best_hand, best_low
from engine.poker.lows import EIGHT_OR_BETTER, LowRule, LowValue, low_of
from engine.poker.pots import PotSplit, Share, split_pot
from engine.poker.rankings import (
    MANILA,
    RANKINGS,
    STANDARD,
    Category,
    HandValue,
    Ranking,
    category_formulas,
    evaluate,
    find_ranking,
)
from engine.poker.seating import choose_seats, fill_vacated_seat
from engine.poker.showdown import Showdown, showdown
from engine.poker.stud import stud_opener
from engine.poker.table_rules import absent_player, may_chop, return_after_missed_blinds
from engine.teaching.chances import showdown_chances
from engine.teaching.explorer import explain_ranking, explain_straights, explore_hand, ranking_report
from engine.teaching.walkthrough import Walkthrough, start_walkthrough

__all__ = [
    "ClauseId",
    "Counts",
    "Family",
    "Input",
    "InputKind",
    "LowRule",
    "SITUATION_INPUTS",
    "STRUCTURE_INPUTS",
    "UnknownChoiceError",
    "UnknownNameError",
    "calculator_inputs",
    "category_formulas",
    "find_ranking",
    "short_all_in_pots",
    "manillen",
    "explain_ranking",
    "explain_straights",
    "explore_hand",
    "ranking_report",
    "showdown_chances",
    "Walkthrough",
    "start_walkthrough",
    "BetOptions",
    "BettingError",
    "Stakes",
    "Structure",
    "betting_options",
    "betting_structure",
    "fixed_limit",
    "half_pot",
    "manila_limit",
    "no_limit",
    "pot_limit",
    "round_bet",
    "spread_limit",
    "Action",
    "ActionKind",
    "BettingRound",
    "LegalAction",
    "start_round",
    "Deal",
    "Event",
    "EventKind",
    "deal",
    "default_stakes",
    "Card",
    "Rank",
    "Suit",
    "parse_cards",
    "DOCUMENTS",
    "all_clauses",
    "citation",
    "clause",
    "DECK_32",
    "DECK_36",
    "DECK_52",
    "DECKS",
    "MANILLEN_DECK",
    "Deck",
    "CardCountError",
    "CardNotationError",
    "CardNotInDeckError",
    "DuplicateCardError",
    "NoLowHandError",
    "PlayerCountError",
    "RulesError",
    "RuleViolation",
    "UnknownGameError",
    "UnknownOptionError",
    "Decision",
    "Explained",
    "Step",
    "GAMES",
    "Game",
    "find_game",
    "best_hand",
    "best_low",
    "INTERPRETATIONS",
    "EIGHT_OR_BETTER",
    "LowValue",
    "low_of",
    "MANILA",
    "RANKINGS",
    "STANDARD",
    "Category",
    "HandValue",
    "Ranking",
    "evaluate",
    "Showdown",
    "showdown",
    "Pot",
    "PotSplit",
    "Share",
    "side_pots",
    "split_pot",
    "stud_opener",
    "choose_seats",
    "fill_vacated_seat",
    "absent_player",
    "may_chop",
    "return_after_missed_blinds",
]
