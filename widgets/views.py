"""What one widget update shows, from one call: the views behind the book's widgets.

A widget is thin (STYLE §11): it holds its controls, and each update calls ONE function
here and renders what it returns.  Each function takes the values as the controls hold
them (a box's number as typed, a box's text, a drop-down's choice), reads them once into
the engine's types (:mod:`widgets.parse`), asks the engine, and returns a frozen record
with everything the update shows: the picture, the sentences and their clauses, the
counts, the choices with their amounts, which inputs apply.

A view reports what went wrong one way: the record's ``error``, a
:class:`~engine.errors.RulesError` whose ``because`` holds the clauses it rests on, with
the rest of the record saying what can still be shown (the boxes of a showdown, the
inputs of a structure).  Every record can be made from its error alone (``TrickView(error=...)``),
but the quiz's filters, which offer every game and topic when a starting one is refused.
A view raises only for a caller's mistake no control can make (an argument of the wrong
kind of object, a move or an input the widget does not have).

* the deal stepper: :func:`new_deal_view` (a new hand) and :func:`step_view` (a step of it);
* the showdown explainer: :func:`showdown_view` (typed cards) and :func:`dealt_showdown_view`;
* the raise calculator: :func:`raise_view`, which also says which inputs a structure uses;
* the Manillen Plus trick explainer: :func:`trick_view` and :func:`dealt_trick_view`;
* the ranking explorer: :func:`explorer_view`, :func:`hand_view` and :func:`chances_view`;
* the live quiz: :func:`filters_view`, :func:`question_view` and :func:`mark_view`.

>>> view = new_deal_view("2 Card Manila", players=4, stake=2, button=2, seed=5, canberra=False, teaching=False)
>>> view = step_view(view.walk, move="next", teaching=False)
>>> view.headline, view.counts.dealt, view.can_back
('Seat 3 posts the blind of $2.', 0, True)
>>> refused = new_deal_view("2 Card Manila", players=1.0, stake=2, button=1, seed=5, canberra=False, teaching=False)
>>> refused.walk is None, type(refused.error).__name__, [step.clause for step in refused.error.because]
(True, 'PlayerCountError', ['pp-manila2-deck', 'int-uncontested-pot'])
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from engine.cards import Card, Suit, cards_text
from engine.checks import short
from engine.decks import MANILLEN_DECK, find_deck
from engine.documents import ids
from engine.documents.registry import Citation, citation
from engine.errors import CardCountError, PlayerCountError, QuizError, RulesError, RuleViolation
from engine.explain import Decision, Step
from engine.manillen.deal import call_text, call_trump
from engine.manillen.deal import deal as deal_manillen
from engine.manillen.table import Side, Table
from engine.manillen.tricks import LegalPlays, Trick, legal_plays, start_play, trick_winner, won_step
from engine.poker.betting.actions import ActionKind, LegalAction
from engine.poker.betting.options import BetOptions, betting_options
from engine.poker.betting.pots import Pot, short_all_in_pots
from engine.poker.betting.stakes import Stakes, Structure
from engine.poker.betting.structures import fixed_limit, half_pot, manila_limit, no_limit, pot_limit, spread_limit
from engine.poker.deal import deal
from engine.poker.events import Counts
from engine.poker.game import Game
from engine.poker.games import GAMES, find_game
from engine.poker.rankings import HandValue, Ranking, find_ranking
from engine.poker.showdown import Showdown, showdown
from engine.teaching.explorer import (
    POKER_DECKS,
    RankingReport,
    ShowdownChances,
    explore_hand,
    ranking_report,
    showdown_chances,
)
from engine.teaching.quiz import Asked, Question, QuizFilters, ask, mark, quiz_filters
from engine.teaching.quiz.catalogue import quiz_step
from engine.teaching.walkthrough import Walkthrough, start_walkthrough
from engine.words import seats_text
from widgets.parse import (
    STEPPER_GAMES,
    card_text,
    flag,
    manillen_table,
    player_count,
    read_boxes,
    reading,
    stepper_game,
    structure,
    trump_call,
    whole_number,
)
from widgets.render.html import block_html, html
from widgets.render.poker import show_held_cards, show_showdown
from widgets.render.table import table_svg

__all__ = [
    "ACTION_SLOTS",
    "CHANCES_SEED_MOST",
    "RAISE_INPUTS",
    "RAISE_INPUT_LABELS",
    "SEAT_LIMIT",
    "STAKES_CONSTRUCTORS",
    "STAKES_INPUTS",
    "STEPPER_GAMES",
    "STEP_MOVES",
    "TABLE_SEATS",
    "TRUMP_CALLS",
    "ChancesView",
    "ExplorerView",
    "FiltersView",
    "HandView",
    "MarkView",
    "QuestionView",
    "RaiseView",
    "ShowdownView",
    "StepView",
    "TrickPlay",
    "TrickView",
    "chances_view",
    "dealt_showdown_view",
    "dealt_trick_view",
    "explorer_view",
    "filters_view",
    "hand_view",
    "mark_view",
    "new_deal_view",
    "question_view",
    "raise_view",
    "showdown_view",
    "step_view",
    "structure_inputs",
    "trick_view",
]


# --- the deal stepper ----------------------------------------------------------------------------------

#: The stepper's moves; ``"stay"`` redraws the same step (teaching mode switched).
STEP_MOVES = ("stay", "next", "back", "restart", "finish", "act")

#: The most choices a player to act can have: one per kind of action.
ACTION_SLOTS = len(ActionKind)


@dataclass(frozen=True, slots=True)
class StepView:
    """Everything the deal stepper shows at one step of a hand.

    ``headline`` and ``because`` explain the step; ``quote`` is the first clause it applies,
    in the document's words; ``actions`` are the choices of the player to act (empty when
    no one is to act); ``showdown`` the result as HTML once the hand has ended in a
    showdown (empty before): the hands and what each seat wins, without the steps, which
    ``because`` holds already (the stepper shows them once).

    ``error`` is a refusal: of the settings of a new hand (then there is no hand: ``walk`` is
    ``None``), or of a move (then the record is the step the hand stays at).
    """

    walk: Walkthrough | None = None
    teaching: bool = False
    svg: str = ""
    headline: str = ""
    note: str = ""
    because: tuple[Step, ...] = ()
    quote: Citation | None = None
    counts: Counts | None = None
    pot: str = ""
    to_act: int | None = None
    actions: tuple[LegalAction, ...] = ()
    can_next: bool = False
    can_back: bool = False
    showdown: str = ""
    pots: tuple[Pot, ...] = ()
    pots_because: tuple[Step, ...] = ()
    contributions: Mapping[int, int] = field(default_factory=dict)
    error: RulesError | None = None

    @property
    def started(self) -> bool:
        return self.walk is not None and self.walk.moment is not None

    @property
    def has_side_pots(self) -> bool:
        """True once a player still in is all in for less than another has put in (``int-side-pots``)."""
        return len(self.pots) > 1

    def pot_lines(self) -> tuple[str, ...]:
        """Each pot in words: ``'The main pot: $9; seats 1, 2 and 3 may win it.'``"""
        if self.walk is None:
            return ()
        money = self.walk.deal.stakes.money
        return tuple(
            f"{pot.name[0].upper()}{pot.name[1:]}: {money(pot.amount)}; "
            + (
                f"only seat {pot.eligible[0]} may win it."
                if len(pot.eligible) == 1
                else f"seats {', '.join(map(str, pot.eligible[:-1]))} and {pot.eligible[-1]} may win it."
            )
            for pot in self.pots
        )


def _step_view(walk: Walkthrough, teaching: bool) -> StepView:
    moment = walk.moment
    game = walk.deal.game
    because: tuple[Step, ...]
    if moment is None:
        headline = f"{game.name}, {len(walk.deal.order)} players, button at seat {walk.deal.button}."
        note, because = "Press Next to begin the deal.", ()
    else:
        headline, note, because = moment.headline, "", tuple(moment.because)
    result = walk.result
    pots = walk.pots()
    shown = ""
    if result is not None and result.hands:
        held = {seat: walk.deal.hands[seat] for seat in result.hands}
        table = show_held_cards(result, held, walk.deal.board)
        shown = (block_html(table) if table else "") + html(show_showdown(result, with_steps=False))
    return StepView(
        walk=walk,
        teaching=teaching,
        svg=table_svg(walk, show_hole_cards=teaching),
        headline=headline,
        note=note,
        because=because,
        quote=citation(because[0].clause) if because else None,
        counts=walk.counts,
        pot=walk.deal.stakes.money(walk.pot),
        to_act=walk.to_act,
        actions=walk.legal_actions().value if walk.waiting else (),
        can_next=not walk.finished,
        can_back=walk.previous is not None,
        showdown=shown,
        pots=pots.value,
        pots_because=pots.because,
        contributions=walk.contributions,
    )


def new_deal_view(
    game: str | Game,
    *,
    players: int | float,
    stake: int | float,
    button: int | float,
    seed: int | float,
    canberra: bool,
    teaching: bool,
    short_seat: int | float = 0,
    short_chips: int | float = 0,
) -> StepView:
    """A new hand of a Manila game from ``random.Random(seed)``, before its first event.

    Every seat sits down with 100 times the stake, except ``short_seat`` (0: none), which has
    ``short_chips``: a short stack that goes all in and makes side pots (``int-side-pots``).
    The numbers are as a box holds them (``4.0`` is 4).  Settings the rules do not allow (too
    many or too few players, a button off the table, a stake below 1, the Canberra deal outside
    3 Card Manila, a short stack off the table or without the blind) are the record's ``error``.

    >>> view = new_deal_view("2 Card Manila", players=3, stake=2, button=3, seed=1, canberra=False,
    ...                      teaching=False, short_seat=2, short_chips=3)
    >>> dict(view.walk.stacks)
    {1: 200, 2: 3, 3: 200}
    """
    try:
        chosen = stepper_game(game)
        count = player_count(chosen, players, least=chosen.min_players)
        shuffle = whole_number(seed, "The seed", least=0)
        hand = deal(
            chosen,
            players=count,
            button=whole_number(button, "The button's seat"),  # deal() checks it is a seat at the table
            stake=whole_number(stake, "The stake"),  # and that the stake is 1 or more
            canberra=flag(canberra, "The Canberra deal"),
            rng=random.Random(shuffle),
        )
        stacks: dict[int, int] = dict.fromkeys(hand.order, 100 * hand.stakes.bets[0])
        seat = whole_number(short_seat, "The short stack's seat", least=0)
        if seat:
            if seat not in stacks:
                raise PlayerCountError.citing(
                    f"the short stack's seat, {seat}, is not at the table: the seats are 1 to {count}",
                    Step(ids.INT_BETTING_ROUND, "A betting round is played by the seats dealt in, each with its chips."),
                )
            stacks[seat] = whole_number(short_chips, "The short stack's chips", least=1)
        walk = start_walkthrough(hand, stacks=stacks)
        shown = flag(teaching, "Teaching mode")
    except RulesError as error:
        return StepView(error=error)
    return _step_view(walk, shown)


def step_view(walk: Walkthrough, *, move: str, teaching: bool, action: int | None = None) -> StepView:
    """The stepper after ``move``: ``"next"``, ``"back"``, ``"restart"``, ``"finish"``, ``"stay"``,
    or ``"act"`` with ``action`` the index of one of the current view's ``actions``.

    A move the hand does not allow now (the hand is over, no one is to act, a choice that is
    not one of the player's) is the record's ``error``, with the hand where it was.

    >>> view = new_deal_view("2 Card Manila", players=3, stake=2, button=3, seed=1, canberra=False, teaching=True)
    >>> view = step_view(view.walk, move="finish", teaching=True)
    >>> view.can_next, "Showdown" in view.headline
    (False, True)
    >>> print(step_view(view.walk, move="act", teaching=True, action=0).error)
    no one is to act: the hand is over, so there is no choice to make (int-betting-round)
    """
    if not isinstance(walk, Walkthrough):
        raise TypeError(f"walk must be a hand being stepped through (start one with new_deal_view), not {short(walk)}")
    if move not in STEP_MOVES:
        raise ValueError(f"{move!r} is not a move of the deal stepper: {', '.join(STEP_MOVES)}")
    try:
        shown = flag(teaching, "Teaching mode")
    except RulesError as error:
        return replace(_step_view(walk, False), error=error)
    try:
        moved = _moved(walk, move, action)
    except RulesError as error:
        return replace(_step_view(walk, shown), error=error)
    return _step_view(moved, shown)


def _moved(walk: Walkthrough, move: str, action: int | None) -> Walkthrough:
    if move == "stay":
        return walk
    if move == "back":
        return walk.back()
    if move == "restart":
        return walk.restart()
    if move == "act":
        return _act(walk, action)
    if walk.finished:
        raise RuleViolation.citing(
            "the hand is over: press Restart or Back", Step(ids.INT_BETTING_ROUND, "The hand has ended.")
        )
    return walk.finish() if move == "finish" else walk.next()


def _act(walk: Walkthrough, action: int | None) -> Walkthrough:
    rule = Step(ids.INT_BETTING_ROUND, "Only the player to act chooses, from the choices the rules allow.")
    if not walk.waiting:
        over = "the hand is over" if walk.finished else "the next step is the deal"
        raise RuleViolation.citing(f"no one is to act: {over}, so there is no choice to make", rule)
    choices = walk.legal_actions().value
    if isinstance(action, bool) or not isinstance(action, int) or not 0 <= action < len(choices):
        listed = ", ".join(choice.text for choice in choices)
        raise RuleViolation.citing(f"choice {action!r} is not one of seat {walk.to_act}'s choices: {listed}", rule)
    return walk.act(choices[action].action())


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
    ``None``, when the game, the cards or the pot break a rule.
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
    :param contributions: what each seat put in (the all-in amounts): the pot is then their sum,
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
        chips_in_pot = whole_number(pot, "The pot")
        button_seat = whole_number(button, "The button's seat")
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
    except RulesError as error:
        return replace(base, error=error)
    return replace(base, held=held, board_cards=read["the board"], result=result)


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
        shuffle = whole_number(seed, "The seed", least=0)
        button_seat = whole_number(button, "The button's seat")
        chips_in_pot = whole_number(pot, "The pot")  # read before dealing: a refused number deals nothing
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
    return {seat: whole_number(value, f"Seat {seat}'s chips put in") for seat, value in contributions.items()}


# --- the raise calculator -------------------------------------------------------------------------------

#: Which engine constructor builds each structure's stakes.
STAKES_CONSTRUCTORS: dict[Structure, Callable[..., Stakes]] = {
    Structure.MANILA_LIMIT: manila_limit,
    Structure.FIXED_LIMIT: fixed_limit,
    Structure.SPREAD_LIMIT: spread_limit,
    Structure.POT_LIMIT: pot_limit,
    Structure.HALF_POT: half_pot,
    Structure.NO_LIMIT: no_limit,
}

#: The stakes the calculator can be told (each a keyword of some structure's constructor).
STAKES_INPUTS = ("stake", "small_bet", "big_bet", "minimum", "maximum", "later_raise")

#: The betting situation: the keywords of :func:`engine.poker.betting.options.betting_options` the calculator asks for.
SITUATION_INPUTS = (
    "round_number",
    "pot",
    "current_bet",
    "put_in",
    "raise_count",
    "last_raise",
    "player_count",
    "stack",
)

#: Every input of the calculator, with its structure first.
RAISE_INPUTS = ("structure", *STAKES_INPUTS, *SITUATION_INPUTS)

#: Each input's label, as its box shows it and a refusal of it names it (never the parameter's name).
RAISE_INPUT_LABELS: dict[str, str] = {
    "stake": "Stake ($)",
    "small_bet": "Small bet",
    "big_bet": "Big bet",
    "minimum": "Minimum bet",
    "maximum": "Maximum bet or raise",
    "later_raise": "Raises after round 1",
    "round_number": "Betting round",
    "pot": "Pot (every chip in it)",
    "current_bet": "The bet (most put in this round)",
    "put_in": "You have put in this round",
    "raise_count": "Raises so far this round",
    "last_raise": "Last bet or raise",
    "player_count": "Players in the hand",
    "stack": "Your chips behind",
}


def structure_inputs(chosen: Structure | str) -> tuple[str, ...]:
    """The calculator's inputs that a structure uses: its constructor's stakes, then the situation.

    The size of the last bet or raise counts only where raises are not fixed amounts
    (``nzg-13-5b``: spread limit, pot limit, half pot, no limit).

    >>> structure_inputs("manila limit")
    ('stake', 'later_raise', 'round_number', 'pot', 'current_bet', 'put_in', 'raise_count', 'player_count', 'stack')
    >>> "last_raise" in structure_inputs(Structure.NO_LIMIT)
    True
    """
    member = structure(chosen)
    takes = inspect.signature(STAKES_CONSTRUCTORS[member]).parameters
    stakes = tuple(name for name in STAKES_INPUTS if name in takes)
    situation = tuple(name for name in SITUATION_INPUTS if name != "last_raise" or not member.is_limit)
    return stakes + situation


@dataclass(frozen=True, slots=True)
class RaiseView:
    """The calculator's answer: the inputs the structure uses, and the engine's options or its refusal
    (``structure`` is ``None`` when the structure itself is refused)."""

    structure: Structure | None = None
    inputs: tuple[str, ...] = ()
    decision: Decision[BetOptions] | None = None
    error: RulesError | None = None
    pots: Decision[tuple[Pot, ...]] | None = None


def _raise_input(name: str, value: object) -> int | str | None:
    """One of the calculator's inputs, read: a reading of ``int-manila-raise-size``, else a whole number."""
    if name == "later_raise":
        return reading(ids.INT_MANILA_RAISE_SIZE, value)
    if name == "last_raise" and value is None:
        return None
    return whole_number(value, RAISE_INPUT_LABELS[name])


def raise_view(values: Mapping[str, object]) -> RaiseView:
    """What the player to act may call, and the least and most they may raise to, for ``values``.

    :param values: the calculator's inputs by name (:data:`RAISE_INPUTS`), as its controls hold
        them; ``last_raise`` is ``None`` for "the whole bet".  Those the structure does not use
        are ignored; those it needs must be there.
    :raises TypeError: an input the calculator does not have.

    >>> view = raise_view({"structure": "manila limit", "stake": 2.0, "round_number": 1, "pot": 2,
    ...                    "current_bet": 2, "player_count": 4})
    >>> str(view.decision.value)
    'call $2, raise to $6 or fold'
    """
    unknown = sorted(set(values) - set(RAISE_INPUTS))
    if unknown:
        raise TypeError(f"the calculator has no input {', '.join(map(repr, unknown))}; its inputs are {RAISE_INPUTS}")
    try:
        chosen = structure(values.get("structure"))
    except RulesError as error:
        return RaiseView(error=error)
    inputs = structure_inputs(chosen)
    try:
        used = {name: _raise_input(name, values[name]) for name in inputs if name in values}
        stakes = STAKES_CONSTRUCTORS[chosen](**{name: value for name, value in used.items() if name in STAKES_INPUTS})
        situation = {name: value for name, value in used.items() if name in SITUATION_INPUTS}
        decision = betting_options(stakes, **situation)  # type: ignore[arg-type]  # read above, each its kind
    except RulesError as error:
        return RaiseView(structure=chosen, inputs=inputs, error=error)
    return RaiseView(structure=chosen, inputs=inputs, decision=decision, pots=_all_in_pots(stakes, situation, decision))


def _all_in_pots(
    stakes: Stakes, situation: Mapping[str, object], decision: Decision[BetOptions]
) -> Decision[tuple[Pot, ...]] | None:
    """What the player going all in does to the pot, when their chips make a call or a raise all in
    (``int-side-pots``); ``None`` otherwise, or when the pot cannot hold every other player's bet."""
    options = decision.value
    stack = situation.get("stack")
    if not isinstance(stack, int) or not (options.call_is_all_in or options.can_tap_out):
        return None
    try:
        return short_all_in_pots(
            stakes,
            pot=int(situation["pot"]),  # type: ignore[call-overload]
            current_bet=int(situation["current_bet"]),  # type: ignore[call-overload]
            put_in=int(situation.get("put_in", 0)),  # type: ignore[call-overload]
            stack=stack,
            player_count=int(situation["player_count"]),  # type: ignore[call-overload]
        )
    except RulesError:
        return None


# --- the Manillen Plus trick explainer -----------------------------------------------------------------

#: Each table size and its seats, clockwise (``mp-players``).
TABLE_SEATS: dict[int, tuple[int, ...]] = {int(table): table.seats for table in Table}

#: The dealer's calls, as (label, the call): each suit as trumps, or no trumps (``mp-trump-call``).
TRUMP_CALLS: tuple[tuple[str, str], ...] = (
    *((f"{suit.word.capitalize()} {suit.symbol}", suit.word) for suit in Suit),
    ("No trumps", call_text(None)),
)


@dataclass(frozen=True, slots=True)
class TrickPlay:
    """One card in the trick: who played it, and for which side."""

    seat: int
    card: Card
    side: Side
    winning: bool


@dataclass(frozen=True, slots=True)
class TrickView:
    """A trick of Manillen Plus: the cards played so far, who may play what next, or who won it.

    ``call`` is the dealer's call in a sentence (``mp-trump-call``, ``mp-no-trumps``); ``legal``
    is every card of the next player's hand with the rule that allows or forbids it (``None``
    once the trick is complete); ``winner`` is the seat that takes a complete
    trick, with its reason; ``sides`` says who plays with whom this deal.  ``hand``,
    ``trick``, ``dealer``, ``leader`` and ``trump`` are the inputs as the boxes should show
    them (after :func:`dealt_trick_view`, the dealt position).  ``error`` is the refusal: of the
    table, a seat, the call or a reading (then nothing else is known), or of the cards typed.
    """

    table: Table | None = None
    dealer: int | None = None
    leader: int | None = None
    trump: str = ""
    call: str = ""
    hand: str = ""
    trick: str = ""
    undertrump: str = ""
    plays: tuple[TrickPlay, ...] = ()
    to_play: int | None = None
    sides: tuple[Step, ...] = ()
    legal: LegalPlays | None = None
    winner: Decision[int] | None = None
    error: RulesError | None = None


def _sides_step(table: Table, dealer: int) -> Step:
    ours, theirs = table.side_seats(Side.DEALER, dealer), table.side_seats(Side.OPPONENTS, dealer)
    if table is Table.THREE:
        return Step(
            ids.MP_TEAMS_3, f"Seat {dealer} deals and plays alone against {seats_text(theirs)}, partners this deal."
        )
    return Step(ids.MP_SEATING_6, f"{seats_text(ours).capitalize()} (the dealer's side) play {seats_text(theirs)}.")


def _won(table: Table, dealer: int, plays: Sequence[TrickPlay], trump: Suit | None) -> Decision[int]:
    best = next(play for play in plays if play.winning)
    done = Trick(
        leader=plays[0].seat,
        seats=tuple(play.seat for play in plays),
        cards=tuple(play.card for play in plays),
        winner=best.seat,
    )
    step = won_step(done, trump)
    side = f"{best.side.value} ({seats_text(table.side_seats(best.side, dealer))})"
    lead = Step(ids.MP_NEXT_LEAD, f"Seat {best.seat}, for {side}, collects the trick and leads the next one.")
    return Decision(best.seat, because=(step, lead))


def trick_view(
    *,
    player_count: int,
    dealer: int,
    leader: int,
    trump: str,
    hand: str,
    trick: str,
    undertrump: str = "never",
    edited: str | None = None,
) -> TrickView:
    """The trick so far and what the next player may play, card by card, with the rule for each.

    :param trump: the dealer's call: a suit (``"hearts"``) or ``"no trumps"`` (:data:`TRUMP_CALLS`).
    :param trick: the cards played to the trick, in order, the first by ``leader``.
    :param hand: the cards of the player to play next (not needed once the trick is complete).
    :param edited: ``"hand"`` or ``"trick"``, the box just changed: a repeated card is named there.

    >>> view = trick_view(player_count=3, dealer=1, leader=3, trump="spades", hand="Ah 7h Ks", trick="Kh")
    >>> view.to_play, view.legal.allowed
    (1, (Ah,))
    >>> view = trick_view(player_count=3, dealer=1, leader=3, trump="spades", hand="", trick="Kh Ah 7s")
    >>> view.winner.value
    2
    """
    try:
        table = manillen_table(player_count)
        table.check_seat(dealer)
        table.check_seat(leader)
        called = trump_call(trump)
        rule = reading(ids.INT_MP_UNDERTRUMP, undertrump)
        hand_text, trick_text = card_text(hand, "The hand"), card_text(trick, "The trick")
    except RulesError as error:
        return TrickView(error=error)
    base = TrickView(
        table=table,
        dealer=dealer,
        leader=leader,
        trump=call_text(called),
        call=f"{called.word.capitalize()} are trumps." if called is not None else "No trumps were called.",
        hand=hand_text,
        trick=trick_text,
        undertrump=rule,
        sides=(_sides_step(table, dealer),),
    )
    try:
        played = MANILLEN_DECK.check(trick_text, where="the trick")
        if len(played) > table:
            raise CardCountError.citing(
                f"the trick {trick_text!r} is {len(played)} cards, but at a table of {int(table)} a trick is "
                f"complete with {int(table)}, one from each player: its winner collects it and leads the next",
                Step(ids.MP_NEXT_LEAD, "The winner of a complete trick collects it and leads the next."),
            )
        complete = len(played) == table
        boxes = {"the trick": trick_text} if complete else {"the hand": hand_text, "the trick": trick_text}
        read = read_boxes(MANILLEN_DECK, boxes, f"the {edited}" if edited in ("hand", "trick") else None)
        best = trick_winner(played, called) if played else -1
        plays = tuple(
            TrickPlay(seat=seat, card=card, side=table.side_of(seat, dealer), winning=index == best)
            for index, (seat, card) in enumerate(zip(table.clockwise_from(leader), played, strict=False))
        )
        if complete:
            return replace(base, plays=plays, winner=_won(table, dealer, plays, called))
        if not read["the hand"]:
            raise CardCountError.citing(
                f"the hand is empty: give the cards of seat {table.clockwise_from(leader)[len(played)]}, who plays "
                f"next; each player is dealt {table.hand_size} cards and plays one to every trick",
                Step(ids.MP_DEAL, f"At a table of {int(table)} each player is dealt {table.hand_size} cards."),
            )
        legal = legal_plays(
            read["the hand"], played, trump=called, dealer=dealer, leader=leader, player_count=int(table), undertrump=rule
        )
    except RulesError as error:
        return replace(base, error=error)
    return replace(base, plays=plays, to_play=legal.seat, legal=legal)


def dealt_trick_view(*, seed: int | float, player_count: int, undertrump: str = "never") -> TrickView:
    """A position dealt from ``random.Random(seed)``: a deal, the dealer's call, a few tricks played
    with legal cards, and a trick in progress with the next player's hand.

    >>> view = dealt_trick_view(seed=7, player_count=3)
    >>> view.legal is not None and view.error is None and 0 <= len(view.plays) < 3
    True
    """
    try:
        table = manillen_table(player_count)
        rule = reading(ids.INT_MP_UNDERTRUMP, undertrump)
        rng = random.Random(whole_number(seed, "The seed", least=0))
    except RulesError as error:
        return TrickView(error=error)
    dealer = rng.choice(table.seats)
    dealt = deal_manillen(int(table), dealer, rng, cut=rng.choice([None, *range(1, MANILLEN_DECK.size)]))
    trump = rng.choice([*Suit, None])
    state = start_play(dealt, call_trump(trump, player_count=int(table), dealer=dealer), undertrump=rule)
    for _ in range(rng.randrange(int(table) * (table.trick_count - 1))):
        state = state.play(rng.choice(state.legal_plays().allowed))
    seat = state.to_play
    assert seat is not None  # the loop stops before the last trick
    return trick_view(
        player_count=int(table),
        dealer=dealer,
        leader=state.leader,
        trump=call_text(trump),
        hand=cards_text(state.hands[seat]),
        trick=cards_text(state.trick),
        undertrump=rule,
    )


# --- the ranking explorer ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HandView:
    """Typed cards judged: the hand and why, or the rule the cards break (``None`` for both: nothing typed)."""

    cards: str = ""
    hand: HandValue | None = None
    error: RulesError | None = None


def hand_view(cards: str, ranking: Ranking | str, deck: object) -> HandView:
    """:func:`~engine.teaching.explorer.explore_hand` for the cards as typed, in the deck and ranking named.

    >>> [step.clause for step in hand_view("A 7 8 9 6", "manila", "32").error.because]
    ['pp-manila2-deck']
    >>> hand_view("  ", "manila", "32").hand is None
    True
    """
    try:
        text = card_text(cards, "The five cards", example="A 7 8 9 10")
    except RulesError as error:
        return HandView(error=error)
    if not text.strip():
        return HandView(text)
    try:
        return HandView(text, hand=explore_hand(text, find_ranking(ranking), find_deck(deck, POKER_DECKS)))  # type: ignore[arg-type]
    except RulesError as error:
        return HandView(text, error=error)


@dataclass(frozen=True, slots=True)
class ExplorerView:
    """The explorer's deck and ranking: the report (counts, order, straights) and the typed hand in them
    (``report`` is ``None`` when the deck or the ranking is refused)."""

    report: Decision[RankingReport] | None = None
    hand: HandView = field(default_factory=HandView)
    error: RulesError | None = None


def explorer_view(ranking: Ranking | str, deck: object, cards: str) -> ExplorerView:
    """The report for a deck and ranking, with the typed cards judged in them (one call per change).

    >>> view = explorer_view("manila", "32", "A-7-8-9-10")
    >>> view.report.value.total, view.hand.hand.name
    (201376, 'high card, ace')
    >>> [step.clause for step in explorer_view("manila", "31", "").error.because]  # the poker decks
    ['int-standard-deck', 'pp-manila3-deck', 'pp-manila2-deck']
    """
    try:
        chosen_ranking, chosen_deck = find_ranking(ranking), find_deck(deck, POKER_DECKS)  # type: ignore[arg-type]
        report = ranking_report(chosen_ranking, chosen_deck)
    except RulesError as error:
        return ExplorerView(error=error)
    return ExplorerView(report=report, hand=hand_view(cards, chosen_ranking, chosen_deck))


#: The largest seed of the explorer's simulation.
CHANCES_SEED_MOST = 2**32 - 1


@dataclass(frozen=True, slots=True)
class ChancesView:
    """The simulated showdown: how often each category is a player's best hand, with its margin."""

    chances: Decision[ShowdownChances] | None = None
    error: RulesError | None = None


def chances_view(game: str | Game, *, deals: int, seed: int | float) -> ChancesView:
    """:func:`~engine.teaching.explorer.showdown_chances` of ``deals`` deals from ``random.Random(seed)``.

    >>> chances_view("2 Card Manila", deals=300, seed=1.0).chances.value.deals
    300
    >>> [step.clause for step in chances_view("2 Card Manila", deals=300, seed=0.5).error.because]
    ['int-input-size']
    """
    try:
        rng = random.Random(whole_number(seed, "The seed", least=0, most=CHANCES_SEED_MOST))
        return ChancesView(chances=showdown_chances(find_game(game), deals=whole_number(deals, "Deals"), rng=rng))
    except RulesError as error:
        return ChancesView(error=error)


# --- the live quiz -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FiltersView:
    """What the quiz's two filters offer for a starting game and topic; a refused one is ``error``, and
    ``filters`` then offers every game and topic."""

    filters: QuizFilters
    error: RulesError | None = None


def filters_view(game: str | None, topic: str | None) -> FiltersView:
    """:func:`~engine.teaching.quiz.quiz_filters` for a chapter's starting game and topic (``None``: any).

    >>> view = filters_view("baccarat", None)
    >>> type(view.error).__name__, view.filters.game
    ('QuizError', None)
    """
    try:
        return FiltersView(quiz_filters(game, topic))
    except RulesError as error:
        return FiltersView(quiz_filters(), error=error)


@dataclass(frozen=True, slots=True)
class QuestionView:
    """A new question under the filters, with what the filters now offer; or why none can be asked."""

    asked: Asked | None = None
    error: RulesError | None = None


def question_view(rng: random.Random, *, game: str, topic: str) -> QuestionView:
    """:func:`~engine.teaching.quiz.ask` for the filters' choices (``""``: any).

    >>> view = question_view(random.Random(4), game="Five-Card Stud", topic="")
    >>> view.asked.question.game
    'five-card-stud'
    """
    try:
        return QuestionView(asked=ask(rng, game=game or None, topic=topic or None))
    except RulesError as error:
        return QuestionView(error=error)


@dataclass(frozen=True, slots=True)
class MarkView:
    """A choice marked: right or wrong, and why (the engine's verdict, then its reasons)."""

    decision: Decision[bool] | None = None
    error: RulesError | None = None


def mark_view(question: Question | None, choice: int) -> MarkView:
    """:func:`~engine.teaching.quiz.mark` for the choice's index (``question`` ``None``: none was asked).

    >>> mark_view(None, 0).error.message
    'there is no question to answer: choose a game and a topic that go together, then press Next question (method-quiz)'
    """
    if question is None:
        return MarkView(
            error=QuizError.citing(
                "there is no question to answer: choose a game and a topic that go together, then press Next question",
                quiz_step("A choice is marked against the question it answers."),
            )
        )
    try:
        return MarkView(decision=mark(question, choice))
    except RulesError as error:
        return MarkView(error=error)
