"""The deal stepper's view: :func:`new_deal_view` (a new hand) and :func:`step_view` (a step of it).

Part of :mod:`widgets.views` (see there for what every view promises)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import Enum, auto

from engine import ActionKind, Counts, Game, LegalAction, PlayerCountError, Pot, RulesError, RuleViolation, Step, deal
from engine.checks import short, whole_number
from engine.documents import Citation, citation, ids
from engine.teaching import Walkthrough, start_walkthrough
from widgets.parse import (
    flag,
    player_count,
    stepper_game,
)
from widgets.render.forms import Items, Paragraph, Quote, Shown, Strong, steps
from widgets.render.poker import show_held_cards, show_showdown
from widgets.render.table_scene import TableScene, live_table_scene

# --- the deal stepper ----------------------------------------------------------------------------------


class Move(Enum):
    """A move of the deal stepper's buttons (a player's choice is an :class:`Act`)."""

    #: The same step again (teaching mode switched).
    STAY = auto()
    NEXT = auto()
    BACK = auto()
    RESTART = auto()
    #: To the showdown, the quiet choice each time.
    FINISH = auto()


@dataclass(frozen=True, slots=True)
class Act:
    """The player to act's choice: the index of one of the step's ``actions``."""

    index: int


#: What :func:`step_view` is asked to do.
StepMove = Move | Act

#: The most choices a player to act can have: one per kind of action.
ACTION_SLOTS = len(ActionKind)


@dataclass(frozen=True, slots=True)
class StepView:
    """Everything the deal stepper shows at one step of a hand.

    ``headline`` and ``because`` explain the step; ``quote`` is the first clause it applies,
    in the document's words; ``actions`` are the choices of the player to act (empty when
    no one is to act); ``showdown`` the result once the hand has ended in a showdown
    (``None`` before): the hands and what each seat wins, without the steps, which
    ``because`` holds already (the stepper shows them once).  :attr:`explained`,
    :attr:`tally` and :attr:`to_act_label` are the step as the reader sees it, and ``table``
    the picture of the table (its hole cards face up in ``teaching`` mode).

    ``error`` is a refusal: of the settings of a new hand (then there is no hand: ``walk`` is
    ``None``), or of a move (then the record is the step the hand stays at).
    """

    walk: Walkthrough | None = None
    teaching: bool = False
    table: TableScene | None = None
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
    showdown: Shown | None = None
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
        lines = tuple(
            f"{pot.name[0].upper()}{pot.name[1:]}: {money(pot.amount)}; "
            + (
                f"only seat {pot.eligible[0]} may win it."
                if len(pot.eligible) == 1
                else f"seats {', '.join(map(str, pot.eligible[:-1]))} and {pot.eligible[-1]} may win it."
            )
            for pot in self.pots
        )
        result = self.walk.result
        if result is None or result.uncalled is None:
            return lines
        uncalled = result.uncalled
        return (*lines, f"Uncalled bet: {money(uncalled.amount)} returned to seat {uncalled.seat}; it is in no pot.")

    @property
    def explained(self) -> Shown:
        """The step in words: its headline, the clause it applies in the document's words, the steps
        (announced to a screen reader at each step)."""
        blocks: list[Paragraph | Quote | Items] = [
            Paragraph((Strong(self.headline), *((f" {self.note}",) if self.note else ())))
        ]
        if self.quote is not None:
            blocks.append(Quote((f"\u201c{self.quote.quote}\u201d \u2014 {self.quote.label}",)))
        if self.because:
            blocks.append(steps(self.because))
        return Shown("step", tuple(blocks), live=True)

    @property
    def tally(self) -> Shown:
        """The cards dealt, burned and left, the pot, what each seat has put in this hand and, once a
        player is all in for less, the pots (``int-side-pots``)."""
        assert self.walk is not None and self.counts is not None  # a step of a hand, never refused settings
        counts, money = self.counts, self.walk.deal.stakes.money
        cards = (
            f" {counts.dealt} dealt, {counts.burned} burned, {counts.board} on the board, "
            f"{counts.stub} left in the stub ({counts.total} in all). "
        )
        blocks: list[Paragraph | Items] = [Paragraph((Strong("Cards:"), cards, Strong("Pot:"), f" {self.pot}."))]
        chips = [f"seat {seat} {money(amount)}" for seat, amount in self.contributions.items() if amount]
        if chips:
            blocks.append(Paragraph((Strong("Put in this hand:"), f" {', '.join(chips)}.")))
            if self.has_side_pots:
                blocks.append(Paragraph((Strong("Pots"), " (a player is all in):")))
                blocks.append(Items(tuple((line,) for line in self.pot_lines()), numbered=False, role="pots"))
        return Shown("step-tally", tuple(blocks))

    @property
    def to_act_label(self) -> Shown | None:
        """Whose choice the choice buttons are (``None`` when no one is to act)."""
        if not self.actions:
            return None
        return Shown("to-act", (Paragraph((Strong(f"Seat {self.to_act} to act:"), "\u00a0"), role="label"),))


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
    shown = None
    if result is not None and result.hands:
        held = {seat: walk.deal.hands[seat] for seat in result.hands}
        table = show_held_cards(result, held, walk.deal.board)
        shown = show_showdown(result, with_steps=False)
        shown = replace(shown, blocks=(table, *shown.blocks)) if table else shown
    return StepView(
        walk=walk,
        teaching=teaching,
        table=live_table_scene(walk, show_hole_cards=teaching),
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
        shuffle = whole_number(seed, "The seed", low=0, exact=False, typed=True)
        hand = deal(
            chosen,
            players=count,
            button=whole_number(button, "The button's seat", exact=False, typed=True),  # deal() checks it is a seat at the table
            stake=whole_number(stake, "The stake", exact=False, typed=True),  # and that the stake is 1 or more
            canberra=flag(canberra, "The Canberra deal"),
            rng=random.Random(shuffle),
        )
        stacks: dict[int, int] = dict.fromkeys(hand.order, 100 * hand.stakes.bets[0])
        seat = whole_number(short_seat, "The short stack's seat", low=0, exact=False, typed=True)
        if seat:
            if seat not in stacks:
                raise PlayerCountError.citing(
                    f"the short stack's seat, {seat}, is not at the table: the seats are 1 to {count}",
                    Step(
                        ids.INT_BETTING_ROUND, "A betting round is played by the seats dealt in, each with its chips."
                    ),
                )
            stacks[seat] = whole_number(short_chips, "The short stack's chips", low=1, exact=False, typed=True)
        walk = start_walkthrough(hand, stacks=stacks)
        shown = flag(teaching, "Teaching mode")
    except RulesError as error:
        return StepView(error=error)
    return _step_view(walk, shown)


def step_view(walk: Walkthrough, *, move: StepMove, teaching: bool) -> StepView:
    """The stepper after ``move``: one of :class:`Move`, or :class:`Act` with the index of one of
    the current view's ``actions``.

    A move the hand does not allow now (the hand is over, no one is to act, a choice that is
    not one of the player's) is the record's ``error``, with the hand where it was.

    >>> view = new_deal_view("2 Card Manila", players=3, stake=2, button=3, seed=1, canberra=False, teaching=True)
    >>> view = step_view(view.walk, move=Move.FINISH, teaching=True)
    >>> view.can_next, "Showdown" in view.headline
    (False, True)
    >>> print(step_view(view.walk, move=Act(0), teaching=True).error)
    no one is to act: the hand is over, so there is no choice to make (int-betting-round)
    """
    if not isinstance(walk, Walkthrough):
        raise TypeError(f"walk must be a hand being stepped through (start one with new_deal_view), not {short(walk)}")
    if not isinstance(move, Move | Act):
        moves = ", ".join(f"Move.{name}" for name in Move.__members__)
        raise ValueError(f"{move!r} is not a move of the deal stepper: {moves} or Act(index)")
    try:
        shown = flag(teaching, "Teaching mode")
    except RulesError as error:
        return replace(_step_view(walk, False), error=error)
    try:
        moved = _moved(walk, move)
    except RulesError as error:
        return replace(_step_view(walk, shown), error=error)
    return _step_view(moved, shown)


def _moved(walk: Walkthrough, move: StepMove) -> Walkthrough:
    if isinstance(move, Act):
        return _act(walk, move.index)
    if move is Move.STAY:
        return walk
    if move is Move.BACK:
        return walk.back()
    if move is Move.RESTART:
        return walk.restart()
    if walk.finished:
        raise RuleViolation.citing(
            "the hand is over: press Restart or Back", Step(ids.INT_BETTING_ROUND, "The hand has ended.")
        )
    return walk.finish() if move is Move.FINISH else walk.next()


def _act(walk: Walkthrough, action: int) -> Walkthrough:
    rule = Step(ids.INT_BETTING_ROUND, "Only the player to act chooses, from the choices the rules allow.")
    if not walk.waiting:
        over = "the hand is over" if walk.finished else "the next step is the deal"
        raise RuleViolation.citing(f"no one is to act: {over}, so there is no choice to make", rule)
    choices = walk.legal_actions().value
    if isinstance(action, bool) or not isinstance(action, int) or not 0 <= action < len(choices):
        listed = ", ".join(choice.text for choice in choices)
        raise RuleViolation.citing(f"choice {action!r} is not one of seat {walk.to_act}'s choices: {listed}", rule)
    return walk.act(choices[action].action())
