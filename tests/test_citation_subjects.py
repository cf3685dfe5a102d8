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
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from engine.poker.betting.actions import ActionKind
from engine.poker.betting.round import BettingRound, start_round
from engine.poker.deal import deal
from engine.poker.events import Deal, EventKind
from engine.poker.game import Family, Game
from engine.poker.games import GAMES
from engine.poker.showdown import showdown
from engine.poker.stud import stud_opener

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
FIRST_RAISES = BET_SIZES | {
    "pp-manila2-first-raise",  # "the raise would be $4 ... double the blind and added onto the blind"
    "int-manila-first-round-raises",
    "pp-manila2-raise-cap",
    "nzg-13-5e",
    "int-raise-cap-players",
}
LATER_RAISES = BET_SIZES | {
    "pp-manila2-later-raise",  # "All subsequent rounds, the raise is only double"
    "int-manila-raise-size",
    "pp-manila2-raise-cap",
    "nzg-13-5e",
    "int-raise-cap-players",
}
#: A blind's option to check when the action comes back to it.
BLIND_OPTIONS = {"int-manila-live-blind", "hr-holdem-big-blind-option"}

#: Who acts first and what the round is, at its start.
FIRST_ROUND_STARTS = {
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
ROUND_EVENT_COMMON = {"int-limit-schedule", "pp-manila2-structure", "pp-betting-structure", "pp-manila3-same-as-2"}
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
        "hr-omaha8-split",
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
NOT_IN: dict[str, dict[str, set[str]]] = {
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


def _cited(game_key: str, seed: int) -> Iterator[tuple[str, str, str]]:
    """(subject, clause, text) for every step of one seeded hand: its deal, its betting, its showdown."""
    game = GAMES[game_key]
    rng = random.Random(seed)
    players = rng.randint(max(2, game.min_players), min(game.max_players, 7))
    hand = deal(game, players=players, button=rng.randint(1, players), rng=random.Random(seed))
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
        yield "showdown", step.clause, step.text


@pytest.mark.parametrize("game_key", list(GAMES))
def test_every_cited_clause_speaks_of_its_steps_subject(game_key: str) -> None:
    wrong: list[str] = []
    for seed in SEEDS:
        for subject, clause, text in _cited(game_key, seed):
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
