"""Every step the engine emits cites a clause that speaks of that step's subject (issue 12, item 3).

A seeded sweep deals every game (:func:`engine.poker.deal.deal`), plays each betting round with random
legal actions (:func:`engine.poker.betting.round.start_round`, the stud opener's forced bet first) and
settles the showdown.  Each step is filed under a *subject* -- the event it explains (a blind, an
ante, a card, a burn, the draw, the showdown), the start of a first or a later betting round, or a
player's action in a first or a later round -- and its clause must be one of those the table below
allows for that subject.  The table is written from the clauses' own words, for example:

* "Each player in turn must call, raise, or fold" (``hr-stud7-first-round-action``) and "Each
  player to the left of the player making the opening bet must in turn either call the opening
  bet, raise it or fold" (``hr-stud5-first-round-action``) speak of the first round only: a later
  round cites "On all subsequent rounds, the player with the best hand open [sic] the betting"
  (``hr-stud7-best-hand-opens``), its Five-Card Stud twin, or the betting-round reading.
* "The player with the lowest ranking up-card must place the opening bet" is the opener's own
  bet; the others' "call ..., raise it or fold" comes after it, so the opener's bet cites the
  reading ``int-stud-opening-bet``.
* "The bet on the fifth card is now $8" (``pp-manila2-fifth-card-bet``) sets a bet: a check or a
  fold on the fifth card cites "same thing up to 5 cards" (``pp-manila2-same-to-five``), which
  carries "Players can either, check, bet ($4) or fold" to the fifth card without its $4.
* Omaha 8/B's blinds: "The small blind will be equal to one-half the small bet, the big blind will
  equal the small bet" (``hr-omaha8-blind-sizes``), not the flop games' reading.

Issue 25 widens the sweep to every public function: the player's options at each turn
(``options()``, ``legal_actions()``), the same hands at pot limit and no limit, the showdown with side
pots, folded chips, uncalled bets and both hi/lo and Omaha readings, filed step by step by what each
step says (a hand, a low, a pot's award, a half, a tie, an odd chip, both halves to one seat, the pots),
the pot splitter, ``best_hand`` and ``best_low``, ``explain_ranking``, the stud opener, Manillen Plus's
deal, call, play and score, the seat draw, and the refusals the issue lists; and no decision or refusal
gives the same step twice.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator

import pytest

from engine.errors import RulesError
from engine.explain import Step
from engine.poker.betting.actions import ActionKind
from engine.poker.betting.round import BettingRound, start_round
from engine.poker.betting.structures import no_limit, pot_limit
from engine.poker.deal import deal
from engine.poker.events import Deal, EventKind
from engine.poker.game import Family, Game
from engine.poker.games import GAMES
from engine.poker.hands import best_hand, best_low
from engine.poker.pots import split_pot
from engine.poker.seating import choose_seats, fill_vacated_seat
from engine.poker.showdown import showdown
from engine.poker.stud import stud_opener
from engine.teaching.explorer import explain_ranking

SEEDS = range(25)

# --- what each subject may cite ------------------------------------------------------------------

#: The end of a round, told with the action that ends it ("After all bets are called", the last
#: player left wins the pot, the betting-round reading).
ROUND_ENDS = {"pp-manila2-burn-then-card", "int-uncontested-pot", "int-betting-round"}

#: What a player may do, in the first round: each game's sentence for it.
FIRST_ROUND_ACTIONS = {
    "pp-manila2-blind-options",  # "all players can either call the $2, raise to $6 or fold"
    "hr-holdem-actions",  # "Players may bet, check, raise, or fold in turn"
    "hr-omaha-actions",
    "hr-draw-first-bet",  # "If so, a bet must now be placed"
    "hr-stud7-first-round-action",  # "Each player in turn must call, raise, or fold"
    "hr-stud5-first-round-action",
    "int-betting-round",
}

#: ... and in the later rounds: never a stud or Draw Poker first-round sentence, never Manila's blind.
LATER_ROUND_ACTIONS = {
    "pp-manila2-later-actions",  # "Players can either, check, bet ($4) or fold"
    "pp-manila2-same-to-five",  # "same thing up to 5 cards"
    "hr-holdem-actions",
    "hr-omaha-actions",
    "hr-draw-second-round",  # "Once the draw is complete a second round of betting takes place"
    "int-betting-round",
}

#: How much a bet or a raise is.
BET_SIZES = {
    "int-limit-schedule",
    "pp-manila2-structure",  # "$2, $4, $4, $4, $8"
    "pp-manila2-same-to-five",
    "int-fixed-limit-raises",
}
#: ... and at pot or no limit: "the minimum and maximum wagers permitted" (``nzg-13-5a``), "a raise ... shall not
#: be less than any previous bet or raise in that round, except in the event of a player tapping out"
#: (``nzg-13-5b``), "the amount required for a player to call shall be included in the pot before the betting
#: limit is calculated" (``nzg-13-5c``), "there shall be no limit to the number of raises" (``nzg-13-5e``).
BET_SIZES |= {"nzg-13-5a", "nzg-13-5b", "nzg-13-5c", "nzg-13-5e", "int-pot-limit-arithmetic", "int-tapping-out"}
FIRST_RAISES = BET_SIZES | {
    "pp-manila2-first-raise",  # "the raise would be $4 ... double the blind and added onto the blind"
    "int-manila-first-round-raises",
    "pp-manila2-raise-cap",
    "nzg-13-5e",
    "int-raise-cap-players",
    "int-raise-cap-all-in",  # the cap when a player still in is all in (issue 25)
    "int-raise-cap-lifted",  # the cap once the betting is head to head (issue 25)
}
LATER_RAISES = BET_SIZES | {
    "pp-manila2-later-raise",  # "All subsequent rounds, the raise is only double"
    "int-manila-raise-size",
    "pp-manila2-raise-cap",
    "nzg-13-5e",
    "int-raise-cap-players",
    "int-raise-cap-all-in",  # the cap when a player still in is all in (issue 25)
    "int-raise-cap-lifted",  # the cap once the betting is head to head (issue 25)
}
#: What the player to act may do and how much ("What the player to act may call, and the least and most
#: they may raise to"): the round's actions and bet sizes, the blind's option, and the sentences on the
#: largest raise -- "the pot" (``nzg-13-5c``), "tapping out" (``nzg-13-5b``) -- with their readings.
OPTION_EXTRAS = {
    "nzg-13-5a",  # "the minimum and maximum wagers permitted shall be shown on a notice at the table"
    "nzg-13-5b",
    "nzg-13-5c",
    "int-pot-limit-arithmetic",
    "int-tapping-out",
    "int-limit-short-all-in",
    "int-side-pots",
    "int-raise-count",
    "int-spread-limit",
}

#: A blind's option to check when the action comes back to it.
BLIND_OPTIONS = {"int-manila-live-blind", "hr-holdem-big-blind-option"}

#: Who acts first and what the round is, at its start.
FIRST_ROUND_STARTS = {
    "int-betting-round",  # "The first round begins with the player to the left of the last blind"
    # the blinds posted as the round starts: each game's own sentence ("Only one blind, before cards are
    # dealt"; "Two blinds will be posted to the left of the button"; ...)
    "hr-holdem-blinds",
    "hr-omaha-button-blinds",
    "hr-omaha8-blinds",
    "hr-draw-blinds",
    "pp-manila3-one-blind",
    "pp-manila2-one-blind",
    "pp-manila2-blind-options",
    "int-manila-first-to-act",
    "hr-holdem-first-round",  # "the player to the left of the big blind ... acts first"
    "hr-omaha-first-round",
    "hr-omaha8-blind-sizes",
    "int-flop-blind-sizes",
    "int-draw-first-to-act",
    "hr-stud7-low-card-opens",  # "The player with the low card opens the betting"
    "hr-stud5-low-card-opens",  # "... must place the opening bet"
    "hr-stud7hl-high-card-opens",  # "... the player with the highest card must open the betting"
}
LATER_ROUND_STARTS = {
    "pp-manila2-bet-each-card",
    "pp-manila2-burn-then-card",
    "int-manila-first-to-act",
    "hr-holdem-flop",
    "hr-omaha-board",
    "int-betting-round",
    "int-draw-first-to-act",
    "hr-stud7-best-hand-opens",  # "On all subsequent rounds, the player with the best hand open [sic] the betting"
    "hr-stud5-best-hand-opens",  # "From the third card onwards, the betting is started by the highest poker hand showing"
}
#: The deal's betting-round events: who starts, what the round is, its bet.
ROUND_EVENT_COMMON = {
    "int-limit-schedule",
    "pp-manila2-structure",
    "pp-betting-structure",
    "pp-manila3-same-as-2",
    "nzg-13-5a",  # "the minimum and maximum wagers permitted shall be shown on a notice at the table"
    "int-betting-round",  # "Players act in turn, clockwise"
}
FIRST_ROUND_EVENTS = (
    FIRST_ROUND_STARTS
    | ROUND_EVENT_COMMON
    | {
        "pp-manila2-bet-each-card",
        "pp-betting-blind-options",
        "hr-holdem-big-blind-option",
        "hr-omaha8-live-blinds",
        "hr-draw-look",
        "hr-draw-first-bet",
        "hr-draw-first-round-complete",
        "int-stud-opening-bet",
        "hr-stud7-first-round-action",
        "hr-stud5-first-round-action",
    }
)
LATER_ROUND_EVENTS = (
    LATER_ROUND_STARTS
    | ROUND_EVENT_COMMON
    | {
        "pp-manila2-later-actions",
        "pp-betting-later-actions",
        "pp-manila2-same-to-five",
        "pp-betting-same-to-five",
        "pp-manila2-fifth-card-bet",  # the round's own bet, told at its start
        "pp-betting-fifth-card-bet",
        "hr-holdem-turn",  # "Another card is dealt face up followed by a round of betting"
        "hr-holdem-river",
        "hr-draw-second-round",
        "hr-stud7-up-cards",  # "... with a betting round following each card"
        "hr-stud7-last-card",  # "... with the final betting round following"
        "hr-stud5-next-card",  # "... followed by a round of betting"
    }
)
FOLDS = {"int-betting-round", "pp-manila2-blind-options", "pp-manila2-later-actions", "hr-stud5-five-cards"}

#: subject -> the clauses a step of that subject may cite.
ALLOWED: dict[str, set[str]] = {
    "blind": {
        "pp-manila2-one-blind",
        "pp-manila3-one-blind",
        "nzg-14-1c",
        "nzg-14-1c-i",
        "hr-holdem-blinds",
        "hr-omaha-button-blinds",
        "hr-omaha8-blinds",
        "hr-omaha8-blind-sizes",
        "int-flop-blind-sizes",
        "int-heads-up-blinds",
        "hr-draw-blinds",
        "hr-draw-blind-rotation",
        "int-draw-first-to-act",
    },
    "ante": {"hr-stud5-ante", "int-ante-size", "int-stud-antes"},
    "card": {
        "pp-manila2-deal",
        "pp-manila3-deal",
        "nzg-14-1b",
        "nzg-14-1d",
        "hr-holdem-deal",
        "hr-holdem-button",
        "hr-omaha-deal",
        "hr-draw-deal",
        "int-draw-first-to-act",
        "hr-stud7-deal",
        "hr-stud7-up-cards",
        "hr-stud7-last-card",
        "hr-stud5-deal",
        "hr-stud5-next-card",
        "hr-stud5-five-cards",
        "int-stud-antes",  # "No one antes", told with the first card
        "int-ante-size",
        "int-stud-deck-short",
    },
    "burn": {
        "pp-manila2-burn",
        "pp-manila3-burn",
        "pp-manila2-burn-then-card",
        "pp-betting-burn-then-card",
        "int-flop-burns",
        "int-stud-burns",
        "int-stud-deck-short",
        "int-draw-procedure",
    },
    "community": {
        "pp-manila2-board",
        "pp-manila3-board",
        "nzg-14-1d",
        "hr-holdem-flop",
        "hr-holdem-turn",
        "hr-holdem-river",
        "hr-omaha-board",
    },
    "draw": {"hr-draw-exchange", "hr-draw-the-draw", "int-draw-procedure"},
    "round event:first": FIRST_ROUND_EVENTS,
    "round event:later": LATER_ROUND_EVENTS,
    "fold event:first": FOLDS | {"hr-stud7-first-round-action", "hr-stud5-first-round-action", "int-stud-opening-bet"},
    "fold event:later": FOLDS,
    "round start:first": FIRST_ROUND_STARTS,
    "round start:later": LATER_ROUND_STARTS,
    "opening bet": {"int-stud-opening-bet", "int-stud-bring-in"} | BET_SIZES,
    "check:first": FIRST_ROUND_ACTIONS | BLIND_OPTIONS | ROUND_ENDS,
    "check:later": LATER_ROUND_ACTIONS | ROUND_ENDS | {"pp-manila2-fifth-card-bet"},  # no bet yet: none to call
    "fold:first": FIRST_ROUND_ACTIONS | ROUND_ENDS,
    "fold:later": LATER_ROUND_ACTIONS | ROUND_ENDS,
    "call:first": FIRST_ROUND_ACTIONS | ROUND_ENDS,
    "call:later": LATER_ROUND_ACTIONS | ROUND_ENDS | {"pp-manila2-fifth-card-bet"},
    "bet:first": FIRST_ROUND_ACTIONS | BET_SIZES | ROUND_ENDS,
    "bet:later": LATER_ROUND_ACTIONS | BET_SIZES | ROUND_ENDS | {"pp-manila2-fifth-card-bet"},
    "raise:first": FIRST_ROUND_ACTIONS | FIRST_RAISES | ROUND_ENDS,
    "raise:later": LATER_ROUND_ACTIONS | LATER_RAISES | ROUND_ENDS | {"pp-manila2-fifth-card-bet"},
    "options:first": FIRST_ROUND_ACTIONS | FIRST_RAISES | BLIND_OPTIONS | OPTION_EXTRAS,
    "options:later": LATER_ROUND_ACTIONS | LATER_RAISES | OPTION_EXTRAS | {"pp-manila2-fifth-card-bet"},
    "options:opening": {"int-stud-opening-bet", "int-stud-bring-in"} | BET_SIZES | OPTION_EXTRAS,
    "showdown": {
        "pp-manila2-showdown",
        "pp-manila2-hole-cards",
        "pp-manila2-card-count",
        "pp-manila3-showdown",
        "pp-manila3-hole-cards",
        "pp-manila3-card-count",
        "pp-manila3-flush-beats-full-house",
        "pp-manila2-flush-beats-full-house",
        "hr-holdem-showdown",
        "hr-holdem-any-five",
        "hr-omaha-showdown",
        "hr-omaha-two-plus-three",
        "hr-omaha-split",
        "hr-omaha8-two-plus-three",
        "hr-omaha8-show-four",
        "hr-omaha8-low-qualifier",
        "hr-omaha8-ties",
        "hr-draw-showdown",
        "hr-draw-winner",
        "hr-draw-no-showdown",
        "hr-stud7-showdown",
        "hr-stud7-suits-and-ties",
        "hr-stud7hl-split",
        "hr-stud7hl-no-low",
        "hr-stud7hl-scoop",
        "hr-stud5-showdown",
        "hr-stud5-winner",
        "int-uncontested-pot",
        "int-suits-never-rank",
        "int-betting-round",  # how the pot is shared depends on the betting
        "method-card-count",
        "method-step-by-step",
    },
}

#: Clauses a subject may cite in any game but these (a game's own sentence says it instead).
_MANILA = {"manila-2", "manila-3", "manila-3-no-sixes"}
NOT_IN: dict[str, dict[str, set[str]]] = {
    # Hold 'Em's blinds and big blind's option are not Manila's one blind ("Only one blind, before cards are
    # dealt"; its option is the reading int-manila-live-blind), nor Omaha's or Draw Poker's own sentences
    "hr-holdem-blinds": {
        "round start:first": _MANILA | {"omaha", "omaha-8", "omaha-8-paired-lows", "draw-poker"},
        "blind": _MANILA | {"omaha", "omaha-8", "omaha-8-paired-lows", "draw-poker"},
    },
    "hr-holdem-big-blind-option": {
        subject: _MANILA for subject in ("options:first", "check:first", "round event:first", "round start:first")
    },
    # "The small blind will be equal to one-half the small bet, the big blind will equal the small bet"
    "int-flop-blind-sizes": {"blind": {"omaha-8", "omaha-8-paired-lows"}, "round start:first": {"omaha-8"}},
}

#: Whatever the subject, these speak of how hands rank and so may explain any showdown step.
HAND_READINGS_PREFIXES = ("int-", "method-")


# --- the sweep ------------------------------------------------------------------------------------

_EVENT_SUBJECTS = {
    EventKind.POST_BLIND: "blind",
    EventKind.POST_ANTE: "ante",
    EventKind.DEAL_CARD: "card",
    EventKind.BURN: "burn",
    EventKind.NO_BURN: "burn",
    EventKind.COMMUNITY: "community",
    EventKind.DRAW: "draw",
    EventKind.SHOWDOWN: "showdown",
    EventKind.UNCONTESTED: "showdown",
}


def _phase(number: int) -> str:
    return "first" if number == 1 else "later"


def _opener(game: Game, hand: Deal, betting: BettingRound, number: int) -> int | None:
    """The stud opener of round ``number`` among the players still in (the others fold in this sweep)."""
    if game.family is not Family.STUD:
        return None
    shown = min(number, len(game.up_positions))
    return stud_opener(game, {s: hand.up_cards[s][:shown] for s in betting.players_in}, dealer=hand.button).value


def _cited(game_key: str, seed: int, limit: str = "limit") -> Iterator[tuple[str, str, str]]:
    """(subject, clause, text) for every step of one seeded hand: its deal, its betting, its showdown;
    ``limit`` ``"pot"`` or ``"no"``: the same hand at pot limit or no limit, the same blinds."""
    game = GAMES[game_key]
    rng = random.Random(seed)
    players = rng.randint(max(2, game.min_players), min(game.max_players, 7))
    button = rng.randint(1, players)
    hand = deal(game, players=players, button=button, rng=random.Random(seed))
    if limit != "limit":
        blinds = tuple(blind.amount for blind in hand.stakes.blinds)
        structure = pot_limit if limit == "pot" else no_limit
        stakes = structure(minimum=hand.stakes.bets[0], blinds=blinds, round_count=hand.stakes.round_count)
        hand = deal(game, players=players, button=button, rng=random.Random(seed), stakes=stakes)
    for event in hand.events:
        if event.kind is EventKind.BETTING_ROUND:
            subject = f"round event:{_phase(event.betting_round)}"
        elif event.kind is EventKind.FOLD:
            subject = f"fold event:{_phase(event.betting_round)}"
        else:
            subject = _EVENT_SUBJECTS[event.kind]
        for step in event.because:
            yield subject, step.clause, step.text
    stud = game.family is Family.STUD
    stacks = {seat: 100 * hand.stakes.bets[0] for seat in hand.order}
    betting: BettingRound | None = None
    for number in range(1, hand.stakes.round_count + 1):
        if betting is None:
            first = next(e.first_to_act for e in hand.events if e.kind is EventKind.BETTING_ROUND) if stud else None
            betting = start_round(
                hand.stakes,
                stacks={
                    seat: chips - (hand.forced_bets // len(hand.order) if stud else 0) for seat, chips in stacks.items()
                },
                pot=hand.forced_bets if stud else 0,
                first_to_act=first,
                must_open=stud,
            )
        elif len(betting.players_in) > 1:
            betting = betting.next_round(first_to_act=_opener(game, hand, betting, number))
        else:
            break
        phase = _phase(number)
        for step in betting.because:
            yield f"round start:{phase}", step.clause, step.text
        while not betting.is_complete:
            opening = betting.opening_required
            for step in (*betting.options().because, *betting.legal_actions().because):
                yield f"options:{'opening' if opening else phase}", step.clause, step.text
            choice = rng.choice(betting.legal_actions().value)
            betting = betting.apply(choice.action(choice.min_to))
            record = betting.history[-1]
            kind = "raise" if record.kind is ActionKind.ALL_IN else record.kind.value
            subject = "opening bet" if opening else f"{kind}:{phase}"
            for step in record.because:
                yield subject, step.clause, step.text
    assert betting is not None
    left = betting.players_in
    if len(left) > 1:
        result = showdown(
            game,
            {seat: hand.hands[seat] for seat in left},
            hand.board,
            pot=betting.pot,
            button=hand.button,
            seats=hand.order,
        )
    else:
        result = showdown(game, {left[0]: ()}, pot=betting.pot, button=hand.button, seats=hand.order)
    for step in result.because:
        yield "showdown step", step.clause, step.text


@pytest.mark.parametrize("game_key", list(GAMES))
def test_every_cited_clause_speaks_of_its_steps_subject(game_key: str) -> None:
    """The deal's events and the betting by the tables above; the showdown's own steps by what each says
    (:data:`SHOWDOWN_SUBJECTS`, below)."""
    _sweep(game_key, "limit", SEEDS)


@pytest.mark.parametrize("limit", ["pot", "no"])
@pytest.mark.parametrize("game_key", [key for key, game in GAMES.items() if game.family is not Family.STUD])
def test_every_cited_clause_speaks_of_its_steps_subject_at_pot_and_no_limit(game_key: str, limit: str) -> None:
    """The same hands at pot limit and no limit (``pot_limit``, ``no_limit`` with the game's blinds): the
    blinds and the blind's option are still the game's own, the bet sizes NZ 13.5's."""
    _sweep(game_key, limit, range(12))


def _sweep(game_key: str, limit: str, seeds: range) -> None:
    wrong: list[str] = []
    for seed in seeds:
        for subject, clause, text in _cited(game_key, seed, limit):
            if subject == "showdown step":
                subject = _showdown_subject(text)
                allowed = SHOWDOWN_SUBJECTS.get(subject, set())
                excluded = game_key in SHOWDOWN_NOT_IN.get(clause, {}).get(subject, set())
                reading = clause.startswith(HAND_READINGS_PREFIXES) and subject in ("hand", "low", "tie", "odd chip")
                if excluded or (clause not in allowed and not reading):
                    wrong.append(f"seed {seed}, showdown {subject}: {clause} for {text!r}")
                continue
            allowed = ALLOWED[subject]
            excluded = game_key in NOT_IN.get(clause, {}).get(subject, set())
            hand_reading = subject == "showdown" and clause.startswith(HAND_READINGS_PREFIXES)
            if excluded or (clause not in allowed and not hand_reading):
                wrong.append(f"seed {seed}, {subject}: {clause} for {text!r}")
    assert not wrong, "\n".join(dict.fromkeys(wrong))


def test_hr_stud7_first_round_action_is_cited_in_the_first_round_only() -> None:
    """'Each player in turn must call, raise, or fold' follows 'The player with the low card opens
    the betting': it is the first round's; no later round of any stud hand cites it."""
    for game_key in ("seven-card-stud", "seven-card-stud-hilo", "five-card-stud"):
        for seed in SEEDS:
            for subject, clause, _text in _cited(game_key, seed):
                if clause in ("hr-stud7-first-round-action", "hr-stud5-first-round-action"):
                    assert subject.endswith(":first") or subject == "opening bet", (game_key, seed, subject)


def test_pp_manila2_fifth_card_bet_is_not_cited_for_a_fold_or_a_check() -> None:
    """'The bet on the fifth card is now $8' sets the bet; a fold or a check on the fifth card cites
    'same thing up to 5 cards' -- as manila-3.ipynb's fifth-card fold does."""
    from engine.poker.betting.structures import manila_limit

    fifth = start_round(manila_limit(stake=2), stacks={5: 100, 6: 100, 1: 100}, round_number=5)
    fifth = fifth.bet(8).fold().raise_to(16).call()
    fold = fifth.history[1]
    assert fold.kind is ActionKind.FOLD and {s.clause for s in fold.because} == {"pp-manila2-same-to-five"}
    assert "pp-manila2-fifth-card-bet" in {s.clause for s in fifth.history[0].because}
    check = start_round(manila_limit(stake=2), stacks={1: 100, 2: 100}, round_number=5).check()
    assert check.history[0].because[-1].clause == "pp-manila2-same-to-five"  # the check itself


# --- the wider sweep (issue 25): every public function, each step by its own subject ---------------------
#
# A showdown's steps are filed by what each says: a seat's hand, a seat's low, who has the best hand,
# who wins a pot (or a half of one), a tie, an odd chip, the halves, no low, one seat taking both halves,
# the pots and the uncalled bet, the cards shown, a player left alone.  The clauses allowed for each are
# chosen from their words:
#
# * who wins a pot: "the winning poker hand will be awarded the pot" (``hr-holdem-showdown``,
#   ``hr-stud7-showdown``), "The winner is the player with the highest ranking hand" (``hr-draw-winner``),
#   "The winning hand is the highest ranking five card poker hand" (``hr-stud5-winner``), "Winning called
#   hand must show all four cards to be awarded any part of the pot" (``hr-omaha8-show-four``), the high
#   hand that "takes the entire pot" without a low (``hr-omaha-no-low``, ``hr-omaha8-no-low``,
#   ``hr-stud7hl-no-low``) and plain Omaha's reading "Omaha is high only" (``int-omaha-section-hilo``).
#   Never "the players remaining in the hand will then show all their cards" (``hr-omaha-showdown``) nor
#   "the player must use two cards from his hand and three from the board" (``hr-omaha8-two-plus-three``).
#   The manila pages have no sentence that awards the pot: their showdown sentence ("players use their two
#   hole cards and any three cards ... to form a five card poker hand") is the nearest and is allowed.
# * a half: "it will be awarded one half the pot and the best poker hand is awarded the other half"
#   (``hr-stud7hl-split``), "it splits the pot with the winning high hand" (``hr-omaha-split``) -- never
#   the high-only game's ``hr-stud7-showdown``.
# * one seat taking both halves: "A straight or a flush, 8-high or lower, may be both the highest and
#   lowest hand, in which case it wins the whole pot" (``hr-stud7hl-scoop``), "neither straights nor
#   flushes count against you for low" (``hr-omaha8-wheel``), "Straights or flushes may be used for the low
#   hand" (``hr-omaha-low-straights``), "Player may use different cards for high and low"
#   (``hr-omaha8-different-cards``), or the split sentences whose two halves go to the one seat -- but not
#   ``hr-omaha-split`` in Omaha 8/B, whose own section says a player may use different cards.
# * the rarer hand ranking higher is "a reason for the rules, not one of them" (``method-combinations``):
#   never "A flush beats a full house in any reduced deck game", which gives no reason.

AWARDS = {
    "pp-manila2-showdown",
    "pp-manila3-showdown",
    "hr-holdem-showdown",
    "hr-draw-winner",
    "hr-stud7-showdown",
    "hr-stud5-winner",
    "hr-omaha8-show-four",
    "hr-omaha-no-low",
    "hr-omaha8-no-low",
    "hr-stud7hl-no-low",
    "int-omaha-section-hilo",
}
SWAPS = {"pp-manila2-flush-beats-full-house", "pp-manila3-flush-beats-full-house"}
HALVES = {"hr-stud7hl-split", "hr-omaha-split"}
TIES = {"hr-stud7-suits-and-ties", "hr-omaha8-ties", "int-suits-never-rank"}
#: How a player makes a hand from their cards: each game's sentence for it.
SELECTIONS = {
    "pp-manila2-showdown",
    "pp-manila2-hole-cards",
    "pp-manila3-showdown",
    "pp-manila3-hole-cards",
    "hr-holdem-any-five",
    "hr-omaha-two-plus-three",
    "hr-omaha-remember",
    "hr-omaha8-two-plus-three",
    "hr-draw-winner",  # "the player with the highest ranking hand": the five cards held
    "hr-stud7-showdown",  # "show their hands": the best five of seven
    "hr-stud5-winner",  # "the highest ranking five card poker hand"
}
#: How the manila ranking treats the ace in a straight: "an ace may only count high in a straight", "The only
#: time you can use A in a straight is 10, J, Q, K, A", "The Ace cannot be used as a loc card ..."
MANILA_ACES = {
    f"{source}-{game}-ace-{which}"
    for source in ("pp", "hr")
    for game in ("manila2", "manila3")
    for which in ("high", "example", "broadway", "not-low", "not-low-again")
}
LOWS = {
    "hr-omaha8-low-qualifier",
    "hr-omaha8-ace-low",
    "hr-omaha8-wheel",
    "hr-omaha8-different-cards",
    "hr-omaha-low-qualifier",
    "hr-omaha-low-straights",
    "hr-stud7hl-split",  # "five cards of 8 or below with no pair"
}

SHOWDOWN_SUBJECTS: dict[str, set[str]] = {
    "hand": SELECTIONS | SWAPS | MANILA_ACES,
    "low": LOWS,
    "best hand": AWARDS | SWAPS | MANILA_ACES,
    "swap": SWAPS,
    "award": AWARDS,
    "half": HALVES,
    "tie": TIES,
    "odd chip": {"int-odd-chip-by-game", "hr-omaha8-odd-chip", "int-hilo-odd-chip"},
    "no low": {"hr-stud7hl-no-low", "hr-omaha8-no-low", "hr-omaha-no-low"},
    "scoop": {
        "hr-stud7hl-scoop",
        "hr-omaha8-wheel",
        "hr-omaha-low-straights",
        "hr-omaha8-different-cards",
        "hr-stud7hl-split",
        "hr-omaha-split",
    },
    "pots": {"int-side-pots"},
    "shown": {"hr-omaha8-show-four", "hr-stud5-showdown", "hr-omaha-showdown", "hr-draw-showdown"},
    "alone": {"int-uncontested-pot", "hr-draw-no-showdown"},
}

#: Clauses a showdown subject may not cite in these games (a game's own sentence says it instead).
SHOWDOWN_NOT_IN: dict[str, dict[str, set[str]]] = {
    "hr-omaha-split": {"scoop": {"omaha-8", "omaha-8-paired-lows"}},
}

#: The words that file a showdown step under its subject, first match first.
_SHOWDOWN_WORDS: tuple[tuple[str, str], ...] = (
    ("both the best high hand and the best low", "scoop"),
    ("Uncalled bet", "pots"),
    (" may win it", "pots"),
    ("Of the players still in", "pots"),
    ("of the seats that may win it", "pots"),
    ("remains, so seat", "alone"),
    ("shows all", "shown"),
    ("A flush beats a full house", "swap"),
    (" ways:", "tie"),
    (" tie with ", "tie"),
    ("share the high", "tie"),
    ("qualifying low splits", "half"),
    ("Odd chips go", "odd chip"),
    ("odd chip", "odd chip"),
    ("has no qualifying low", "low"),
    ("'s low: ", "low"),
    ("No qualifying low", "no low"),
    ("has a qualifying low", "no low"),
    (" half", "half"),
    ("which beats", "best hand"),
    ("Every hand is", "best hand"),
    (" wins ", "award"),
)


def _showdown_subject(text: str) -> str:
    if re.match(r"Seat \d+: ", text):
        return "hand"
    return next((subject for words, subject in _SHOWDOWN_WORDS if words in text), "unfiled")


def _showdown_steps(game_key: str, seed: int) -> Iterator[tuple[str, str, str]]:
    """(subject, clause, text) for every step of seeded showdowns and pot splits of one game: side pots,
    folded chips, uncalled bets, both hi/lo odd-chip readings, both Omaha readings, a player left alone."""
    game = GAMES[game_key]
    rng = random.Random(seed)
    players = rng.randint(max(2, game.min_players), min(game.max_players, 7))
    hand = deal(game, players=players, button=rng.randint(1, players), rng=random.Random(seed))
    left = [seat for seat in hand.order if rng.random() < 0.75]
    if len(left) < 2:
        left = list(hand.order[:2])
    chips = {seat: rng.choice([0, 5, 10, 20, 20, 30, 45]) for seat in hand.order}
    chips[left[0]] = max(chips[left[0]], 1)
    hilo_odd_chip = rng.choice(["high", "left-of-button"])
    stud_odd_chip = rng.choice(["suit", "left-of-button"])
    omaha_split = rng.choice(["high", "high-low"])
    held = {seat: hand.hands[seat] for seat in left}
    results = [
        showdown(
            game,
            held,
            hand.board,
            pot=pot,
            contributions=given,
            button=hand.button,
            seats=hand.order,
            hilo_odd_chip=hilo_odd_chip,
            stud_odd_chip=stud_odd_chip,
            omaha_split=omaha_split,
        )
        for pot, given in ((None, chips), (rng.randint(1, 99), None))
    ]
    results.append(showdown(game, {left[0]: ()}, pot=rng.randint(1, 99), button=hand.button, seats=hand.order))
    for result in results:
        for step in result.because:
            yield _showdown_subject(step.text), step.clause, step.text
    highs = tuple(rng.sample(left, rng.randint(1, min(2, len(left)))))
    lows = tuple(rng.sample(left, rng.randint(0, min(2, len(left))))) if game.hilo is not None else ()
    split = split_pot(
        game,
        rng.randint(1, 99),
        high_winners=highs,
        low_winners=lows,
        seats=hand.order,
        cards={seat: hand.hands[seat] for seat in hand.order},
        hilo_odd_chip=hilo_odd_chip,
        stud_odd_chip=stud_odd_chip,
    )
    for step in split.because:
        yield _showdown_subject(step.text), step.clause, step.text


@pytest.mark.parametrize("game_key", list(GAMES))
def test_every_showdown_and_pot_step_cites_a_clause_on_its_own_subject(game_key: str) -> None:
    """Each step of a showdown (side pots, hi/lo, ties, odd chips) and of the pot splitter, filed by what
    it says, cites a clause the table above allows for that subject; readings may explain any of them."""
    wrong: list[str] = []
    for seed in SEEDS:
        for subject, clause, text in _showdown_steps(game_key, seed):
            allowed = SHOWDOWN_SUBJECTS.get(subject, set())
            excluded = game_key in SHOWDOWN_NOT_IN.get(clause, {}).get(subject, set())
            reading = clause.startswith(HAND_READINGS_PREFIXES) and subject in ("hand", "low", "tie", "odd chip")
            if excluded or (clause not in allowed and not reading):
                wrong.append(f"seed {seed}, {subject}: {clause} for {text!r}")
    assert not wrong, "\n".join(dict.fromkeys(wrong))


def test_hands_and_lows_cite_how_a_hand_is_made_and_how_it_ranks() -> None:
    """``best_hand`` and ``best_low``: the choice of five cards cites the game's selection sentence (or its
    low sentence), the category the ranking's reading or the manila swap."""
    wrong: list[str] = []
    for game_key, game in GAMES.items():
        for seed in SEEDS:
            rng = random.Random(seed)
            hand = deal(game, players=2, button=2, rng=rng)
            for seat in hand.order:
                value = best_hand(game, hand.hands[seat], hand.board)
                for step in value.because:
                    made = SELECTIONS | SWAPS | MANILA_ACES
                    if step.clause not in made and not step.clause.startswith(HAND_READINGS_PREFIXES):
                        wrong.append(f"{game_key} {seed} hand: {step.clause} for {step.text!r}")
                if game.hilo is not None:
                    low = best_low(game, hand.hands[seat], hand.board)
                    for step in low.because if low is not None else ():
                        if step.clause not in LOWS and not step.clause.startswith(HAND_READINGS_PREFIXES):
                            wrong.append(f"{game_key} {seed} low: {step.clause} for {step.text!r}")
    assert not wrong, "\n".join(dict.fromkeys(wrong))


def test_explain_ranking_cites_the_counting_method_for_the_rule_of_thumb() -> None:
    """The rule of thumb and the counts are the counting method's; the swap clause says only that "A flush
    beats a full house in any reduced deck game", the ranking's order clause the order."""
    for ranking in ("standard", "manila"):
        for deck in ("52", "36", "32"):
            for step in explain_ranking(ranking, deck).because:
                if "rarer" in step.text or "rule of thumb" in step.text or "This deck holds" in step.text:
                    assert step.clause.startswith("method-"), (ranking, deck, step)
                elif "flush beat" in step.text or "swap" in step.text:
                    assert step.clause in SWAPS, (ranking, deck, step)


# --- refusals and the other public functions: the listed cases of issue 25 -------------------------------


def _because(call: Callable[[], object]) -> tuple[Step, ...]:
    """The steps of a decision, or of the refusal it raises."""
    try:
        made = call()
    except RulesError as refusal:
        return refusal.because
    because = getattr(made, "because", ())
    assert isinstance(because, tuple)
    return because


def _manillen_two_cards() -> object:
    from engine.cards import cards_text
    from engine.manillen.deal import call_trump
    from engine.manillen.deal import deal as deal_manillen
    from engine.manillen.play import start_play

    state = start_play(deal_manillen(3, dealer=1, rng=random.Random(2)), call_trump("h", player_count=3, dealer=1))
    assert state.to_play is not None
    return state.play(cards_text(state.hands[state.to_play][:2]))


def _pot_limit_manila() -> object:
    from engine.poker.betting.structures import pot_limit

    return deal("2 Card Manila", rng=random.Random(1), button=3, players=3, stakes=pot_limit(minimum=2, blinds=(2,)))


#: (what, the call, the clauses that speak of it).  Each clause is chosen from its words, as above.
SUBJECT_CASES: tuple[tuple[str, Callable[[], object], set[str]], ...] = (
    (
        "an uncalled bet (showdown with 10, 30, 50 put in)",
        lambda: showdown(
            "Texas Hold 'Em", {1: "As Ad", 2: "Kc Kd", 3: "Qc Qd"}, "2c 7d 9h Js 3s",
            contributions={1: 10, 2: 30, 3: 50}, button=3,
        ),
        SELECTIONS | AWARDS | {"int-side-pots", "int-suits-never-rank"},
    ),
    (
        "a currency sign",
        lambda: showdown("Texas Hold 'Em", {1: "As Ad", 2: "Kc Kd"}, "2c 7d 9h Js 3s", pot=4, button=2, currency="12"),
        {"int-stake-size", "pp-manila2-structure", "int-input-size"},
    ),
    (
        "seats not dealt in (contributions from seat 7)",
        lambda: showdown(
            "2 Card Manila", {1: "Ah Kh", 2: "Js Jd"}, "Qh Jh 9h Qc 7d", contributions={1: 5, 2: 5, 7: 5},
            seats=[1, 2, 3], button=2,
        ),
        {"pp-manila2-deal", "nzg-14-1b", "nzg-14-1d", "int-side-pots"},
    ),
    (
        "Five-Card Stud with a board",
        lambda: showdown("Five-Card Stud", {1: "As Ad Kc Qd 2h", 2: "Ks Kd Jc 9d 3h"}, "2c 3c 4c 5c 6c", pot=10, button=2),
        # "All players have five cards in their hand, one down and four up"; "one dealt face down ... the other
        # face up": a stud hand is the player's own cards
        {"hr-stud5-final-hand", "hr-stud5-deal", "hr-stud5-next-card", "hr-stud5-five-cards"},
    ),
    (
        "2 Card Manila with pot-limit stakes",
        _pot_limit_manila,
        # "$2, $4, $4, $4, $8": the structure, not the first round's options
        {"pp-manila2-structure", "pp-betting-structure", "int-stake-size", "int-limit-schedule"},
    ),
    (
        "two Manillen cards at once",
        _manillen_two_cards,
        # the reading "Each player in turn plays one card, and only one, to the trick"; how cards are written
        {"int-mp-one-card", "int-card-notation"},
    ),
    (
        "a seat draw for 2 Card Manila",
        lambda: choose_seats({"Ana": 3, "Ben": 3, "Cy": 3}, random.Random(2), game="2 Card Manila"),
        {"nzg-14-1a", "int-button-draw", "int-seat-draw-order", "pp-manila2-deck"},
    ),
    (
        "a vacated seat",
        lambda: fill_vacated_seat(4, movers={"Ana": 2, "Ben": 6}, rng=random.Random(2), game="2 Card Manila"),
        {"nzg-14-1a", "int-vacated-seat", "int-button-draw", "int-seat-draw-order", "pp-manila2-deck"},
    ),
)


@pytest.mark.parametrize(("what", "call", "allowed"), SUBJECT_CASES, ids=[case[0] for case in SUBJECT_CASES])
def test_listed_cases_cite_clauses_on_their_subject_and_no_step_twice(
    what: str, call: Callable[[], object], allowed: set[str]
) -> None:
    because = _because(call)
    assert because, what
    cited = [step.clause for step in because]
    assert set(cited) <= allowed, (what, [(step.clause, step.text) for step in because if step.clause not in allowed])
    assert len(set(because)) == len(because), (what, "a step is listed twice", cited)


@pytest.mark.parametrize("game_key", list(GAMES))
def test_no_decision_or_refusal_lists_the_same_step_twice(game_key: str) -> None:
    """A seeded hand of each game: every event, every action, every refusal of an action tried at each
    turn (each kind, at amounts from nothing to far too much) and the showdown give each step once."""
    from engine.poker.betting.actions import Action

    twice: list[str] = []

    def check(where: str, because: tuple[Step, ...]) -> None:
        if len(set(because)) != len(because):
            twice.append(f"{where}: {[step.clause for step in because]}")

    game = GAMES[game_key]
    for seed in range(5):
        hand = deal(game, players=3, button=3, rng=random.Random(seed))
        for event in hand.events:
            check(f"seed {seed} {event.kind.value}", tuple(event.because))
        rng = random.Random(seed)
        betting = start_round(hand.stakes, stacks={seat: 30 for seat in hand.order}, must_open=game.family is Family.STUD)
        while not betting.is_complete:
            check(f"seed {seed} options", betting.legal_actions().because)
            for kind in ActionKind:
                for amount in (None, 0, 1, 3, 7, 1000):
                    try:
                        betting.apply(Action(kind) if amount is None else Action(kind, amount))
                    except RulesError as refusal:
                        check(f"seed {seed} {kind.value} {amount}", refusal.because)
                    except (TypeError, ValueError):
                        pass
            choice = rng.choice(betting.legal_actions().value)
            betting = betting.apply(choice.action(choice.min_to))
            check(f"seed {seed} {betting.history[-1].kind.value}", betting.history[-1].because)
    assert not twice, "\n".join(dict.fromkeys(twice))


# --- the stud opener and Manillen Plus ----------------------------------------------------------------------

#: Who opens: the first round's sentence ("The player with the low card opens the betting", "the player
#: with the lowest ranking up-card must place the opening bet", "the player with the highest card must open
#: the betting") or the later rounds' ("On all subsequent rounds, the player with the best hand open the
#: betting", "From the third card onwards, the betting is started by the highest poker hand showing"), each
#: in its own game, with the readings on ties, the ace and a partial hand.
STUD_OPENERS: dict[str, dict[str, set[str]]] = {
    "seven-card-stud": {"first": {"hr-stud7-low-card-opens"}, "later": {"hr-stud7-best-hand-opens"}},
    "seven-card-stud-hilo": {
        "first": {"hr-stud7hl-high-card-opens"},
        "later": {"hr-stud7-best-hand-opens", "hr-stud7hl-high-card-opens"},  # "differs from the high-only game"
    },
    "five-card-stud": {"first": {"hr-stud5-low-card-opens"}, "later": {"hr-stud5-best-hand-opens"}},
}


@pytest.mark.parametrize("game_key", list(STUD_OPENERS))
def test_stud_openers_cite_their_own_games_sentence_for_their_round(game_key: str) -> None:
    game = GAMES[game_key]
    wrong: list[str] = []
    for seed in SEEDS:
        hand = deal(game, players=random.Random(seed).randint(2, 7), button=1, rng=random.Random(seed))
        for shown in range(1, len(game.up_positions) + 1):
            phase = _phase(shown)
            decision = stud_opener(game, {seat: hand.up_cards[seat][:shown] for seat in hand.order}, dealer=hand.button)
            for step in decision.because:
                if step.clause not in STUD_OPENERS[game_key][phase] and not step.clause.startswith("int-"):
                    wrong.append(f"seed {seed}, {phase} round: {step.clause} for {step.text!r}")
    assert not wrong, "\n".join(dict.fromkeys(wrong))


#: Manillen Plus, by what each function decides, from the section's words.
MANILLEN_SUBJECTS: dict[str, set[str]] = {
    # "The deck is shuffled and the player to the dealer's right may cut the deck", "The dealer then deals each
    # player a hand of 10 cards ... or 5", "The first dealer is chosen randomly and passes to the left", "this
    # leaves 2 cards undealt", "These are revealed and ... count towards the dealer's score"
    "deal": {"mp-deal", "mp-cut", "mp-dealer", "mp-undealt", "mp-undealt-score", "mp-deck-32", "mp-players"},
    # "the dealer may ... call the trump suit", "They may call one of the four suits or no-trumps", "the dealer's
    # partners should not look at their cards until the dealer has chosen"
    "call": {"mp-trump-call", "mp-no-trumps", "mp-partners-wait", "mp-blind-no-trumps", "mp-go-along"},
    # who leads, what may be played, who wins the trick: never a card's play cited to the scoring
    "play": {
        "mp-first-lead",
        "mp-lead-any",
        "mp-next-lead",
        "mp-follow-and-beat",
        "mp-trick-led-suit",
        "mp-any-card",
        "mp-trick-trump",
        "mp-trump-when-void",
        "mp-undertrump-defined",
        "mp-scoring",  # "Once all tricks have been played and won the points are scored": the last trick
    },
    # "Players will tally the total value of all their won cards", "score the difference between their score
    # and 30", "If a team takes all the tricks their score is doubled as well", ...
    "score": {
        "mp-tally",
        "mp-over-30",
        "mp-scoring",
        "mp-undealt-score",
        "mp-three-player-score",
        "mp-separate-scores",
        "mp-no-trumps",
        "mp-all-tricks",
        "mp-tie-30",
        "mp-points",
        "mp-no-points",
    },
}


def test_manillen_deal_call_play_and_score_cite_the_sentences_on_each() -> None:
    from engine.manillen.deal import call_trump
    from engine.manillen.deal import deal as deal_manillen
    from engine.manillen.play import start_play
    from engine.manillen.scoring import score_deal

    wrong: list[str] = []

    def check(subject: str, because: tuple[Step, ...], seed: int) -> None:
        for step in because:
            if step.clause not in MANILLEN_SUBJECTS[subject] and not step.clause.startswith("int-"):
                wrong.append(f"seed {seed}, {subject}: {step.clause} for {step.text!r}")
        if len(set(because)) != len(because):
            wrong.append(f"seed {seed}, {subject}: a step twice")

    for seed in SEEDS:
        rng = random.Random(seed)
        players = rng.choice([3, 6])
        dealer = rng.randint(1, players)
        dealt = deal_manillen(players, dealer=dealer, rng=rng)
        check("deal", dealt.because, seed)
        contract = call_trump(rng.choice(["h", "s", "c", "d", None]), player_count=players, dealer=dealer)
        check("call", contract.because, seed)
        state = start_play(dealt, contract)
        check("play", state.because, seed)
        seen = len(state.because)
        while not state.is_over:
            state = state.play(rng.choice(state.legal_plays().value))
            check("play", state.because[seen:], seed)
            seen = len(state.because)
        check("score", score_deal(state).because, seed)
    assert not wrong, "\n".join(dict.fromkeys(wrong))
