"""A hand played step by step: the deal's events, with the betting decided as it comes.

A :class:`Walkthrough` is frozen.  :meth:`~Walkthrough.next` shows the next event of
the deal; at a betting round it waits for the player to act, and ``next`` then makes
the quiet choice for them (check if they may, else call) so that a learner can click
straight through to the showdown; :meth:`~Walkthrough.act` makes any legal choice
instead (check, call, bet, raise, fold) and refuses an illegal one with the rule.
:meth:`~Walkthrough.back` undoes one step.  The cards come from an
:class:`~engine.poker.events.Deal`; the chips from its stakes, through
:class:`~engine.poker.betting.round.BettingRound`.  Games whose deal depends on who folds
(stud, draw) are not walked through here: their cards would change with each fold;
:meth:`Walkthrough.at` reads any deal's record at a point, its betting not played.

>>> import random
>>> from engine.poker.deal import deal
>>> walk = start_walkthrough(deal("2 Card Manila", players=3, button=3, rng=random.Random(1)))
>>> walk = walk.next()
>>> walk.moment.headline
'Seat 1 posts the blind of $2.'
>>> end = walk.finish()
>>> end.result.winners, end.result.hands[2].name
((2,), 'two pair, aces and eights')
>>> walk.act("check")
Traceback (most recent call last):
...
engine.errors.RuleViolation: no one is to act: the next step is the deal, not a betting decision (int-betting-round)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from engine.cards import Card
from engine.checks import MAX_CHIPS, instance_of, mapping_of, short, whole_number
from engine.documents import ids
from engine.errors import BettingError, PlayerCountError, RulesError, RuleViolation
from engine.explain import Decision, Step
from engine.poker.betting.actions import Action, ActionKind, LegalAction
from engine.poker.betting.pots import Pot, side_pots
from engine.poker.betting.round import BettingRound, start_round
from engine.poker.events import Counts, Deal, Event, EventKind
from engine.poker.game import Family
from engine.poker.showdown import Showdown, showdown
from engine.words import excerpt, seats_text, sentence

ACTION_WORDS = {kind.value: kind for kind in ActionKind} | {"raise to": ActionKind.RAISE, "all in": ActionKind.ALL_IN}
#: The words for completing a bet short of a full one: a raise by the engine's kind, a completion by its words.
COMPLETE_WORDS = ("complete", "complete to")


@dataclass(frozen=True, slots=True)
class Moment:
    """What the last step did, in words, with its reasons."""

    headline: str
    because: tuple[Step, ...]
    event: Event | None = None


@dataclass(frozen=True, slots=True)
class Walkthrough:
    """One point in a hand played step by step (see the module docstring).

    ``shown`` counts the deal's events shown so far; ``betting`` is the current (or last)
    betting round; ``result`` is set once the hand is over.
    """

    deal: Deal
    stacks: tuple[tuple[int, int], ...]
    shown: int = 0
    betting: BettingRound | None = None
    result: Showdown | None = None
    moment: Moment | None = None
    previous: Walkthrough | None = field(default=None, repr=False, compare=False)

    # --- what the table shows -------------------------------------------------------------------

    @property
    def events(self) -> tuple[Event, ...]:
        """The deal's events shown so far."""
        return self.deal.events[: self.shown]

    @property
    def counts(self) -> Counts:
        """Where every card is: dealt, burned, on the board, in the stub."""
        return self.events[-1].counts if self.events else self.deal.events[0].counts

    @property
    def waiting(self) -> bool:
        """True while a player must act before the deal goes on."""
        return self.result is None and self.betting is not None and not self.betting.is_complete

    @property
    def finished(self) -> bool:
        return self.result is not None

    @property
    def to_act(self) -> int | None:
        """The seat whose decision it is, if any."""
        return self.betting.to_act if self.waiting and self.betting is not None else None

    @property
    def pot(self) -> int:
        """The chips in the pot now (the blinds before the first betting round)."""
        if self.betting is not None:
            return self.betting.pot
        return sum(event.amount for event in self.events if event.kind in (EventKind.POST_BLIND, EventKind.POST_ANTE))

    @property
    def folded(self) -> frozenset[int]:
        if self.betting is None:
            return frozenset()
        return frozenset(player.seat for player in self.betting.players if player.folded)

    @property
    def chips(self) -> dict[int, int]:
        """Each seat's chips in front of it (its stack, less what it has put in, plus what it has won and
        the uncalled bet returned to it, ``int-side-pots``)."""
        if self.betting is not None:
            won = dict(self.result.awards) if self.result is not None else {}
            uncalled = self.result.uncalled if self.result is not None else None
            if uncalled is not None:
                won[uncalled.seat] = won.get(uncalled.seat, 0) + uncalled.amount
            return {player.seat: player.stack + won.get(player.seat, 0) for player in self.betting.players}
        posted: dict[int, int] = {}
        for event in self.events:
            if event.kind in (EventKind.POST_BLIND, EventKind.POST_ANTE) and event.seat is not None:
                posted[event.seat] = posted.get(event.seat, 0) + event.amount
        return {seat: stack - posted.get(seat, 0) for seat, stack in self.stacks}

    @property
    def put_in(self) -> dict[int, int]:
        """What each seat has put in during the current betting round (blinds before it starts)."""
        if self.betting is not None and not self.betting.is_complete:
            return {player.seat: player.put_in for player in self.betting.players}
        if self.betting is None:
            return {seat: amount for seat, amount in self._posted().items()}
        return {}

    @property
    def contributions(self) -> dict[int, int]:
        """What each seat has put into the pot this hand so far, blinds included (``int-side-pots``)."""
        if self.betting is not None:
            return self.betting.contributions
        posted = self._posted()
        return {seat: posted.get(seat, 0) for seat in self.deal.order}

    def pots(self) -> Decision[tuple[Pot, ...]]:
        """The main pot and any side pots as the chips stand now (``int-side-pots``): more than one
        once a player still in is all in for less than another has put in.

        >>> import random
        >>> from engine.poker.deal import deal
        >>> walk = start_walkthrough(deal("2 Card Manila", players=3, button=3, rng=random.Random(1)),
        ...                          stacks={1: 40, 2: 3, 3: 40})
        >>> while not walk.waiting:
        ...     walk = walk.next()
        >>> walk = walk.act("all in").act("raise").act("call")  # seat 2 all in to $3, seat 3 raises to $7
        >>> [(pot.name, pot.amount, pot.eligible) for pot in walk.pots().value]
        [('the main pot', 9, (1, 2, 3)), ('the first side pot', 8, (1, 3))]
        """
        players = self.betting.players if self.betting is not None else ()
        over = self.result is not None
        return side_pots(
            self.contributions,
            folded=[player.seat for player in players if player.folded],
            all_in=None if over else [player.seat for player in players if player.is_all_in],
            dead=self.pot - sum(self.contributions.values()),
            currency=self.deal.stakes.currency,
        )

    def _posted(self) -> dict[int, int]:
        posted: dict[int, int] = {}
        for event in self.events:
            if event.kind is EventKind.POST_BLIND and event.seat is not None:
                posted[event.seat] = posted.get(event.seat, 0) + event.amount
        return posted

    @property
    def blinds(self) -> dict[int, str]:
        """The seats that have posted a blind so far, each with the blind's name (``'blind'``, ``'big blind'``).

        The blinds are posted in the order the stakes list them, so the n-th blind event is
        the stakes' n-th blind (``pp-manila2-one-blind``, ``nzg-14-1c``).
        """
        names = [blind.name.removeprefix("the ") for blind in self.deal.stakes.blinds]
        posted: dict[int, str] = {}
        blind_events = [event for event in self.events if event.kind is EventKind.POST_BLIND]
        for number, event in enumerate(blind_events):
            if event.seat is not None:
                posted[event.seat] = names[number] if number < len(names) else "blind"
        return posted

    @property
    def revealed(self) -> frozenset[int]:
        """The seats whose cards are shown face up: every hand still in at the showdown.

        At a showdown each player still in shows their cards (``pp-manila2-showdown``); a pot
        won without a showdown is won without showing any (``int-uncontested-pot``).
        """
        if self.result is None:
            return frozenset()
        return frozenset(self.result.hands)

    def hole_cards(self) -> dict[int, tuple[Card, ...]]:
        """The cards each seat has been dealt so far."""
        held: dict[int, list[Card]] = {seat: [] for seat in self.deal.order}
        for event in self.events:
            if event.kind is EventKind.DEAL_CARD and event.seat is not None:
                held[event.seat].extend(event.cards)
        return {seat: tuple(cards) for seat, cards in held.items()}

    @property
    def board(self) -> tuple[Card, ...]:
        return tuple(card for event in self.events if event.kind is EventKind.COMMUNITY for card in event.cards)

    @property
    def burned(self) -> int:
        return sum(1 for event in self.events if event.kind is EventKind.BURN)

    @property
    def betting_round_number(self) -> int:
        return self.betting.round_number if self.betting is not None else 0

    # --- the deal's own record at this point: any game, stud and draw too -------------------------

    @classmethod
    def at(cls, deal: Deal, shown: int) -> Walkthrough:
        """The table after the first ``shown`` events of ``deal`` as its record tells it, its betting not
        played: the folds are the deal's own (:attr:`folded_by_deal`), no seat has chips, and the moment is
        the last event shown.  Any game, stud and draw too, since nothing is decided here.

        >>> import random
        >>> from engine.poker.deal import deal
        >>> hand = deal("Seven-Card Stud", players=3, button=3, rng=random.Random(1), folds={2: 1})
        >>> walk = Walkthrough.at(hand, len(hand.events))
        >>> walk.folded_by_deal, [len(cards) for cards in walk.seat_cards.values()]
        (frozenset({2}), [7, 3, 7])
        """
        instance_of(deal, "deal", Deal, "a deal from engine.poker.deal(...)")
        shown = whole_number(shown, "shown", low=0, high=len(deal.events))
        events = deal.events[:shown]
        moment = Moment(events[-1].headline, events[-1].because, events[-1]) if events else None
        return cls(deal=deal, stacks=(), shown=shown, moment=moment)

    @property
    def seat_cards(self) -> dict[int, tuple[tuple[Card, bool], ...]]:
        """Each seat's cards now, each with True if it was dealt face up (stud's up-cards); a draw's
        discards are replaced by the cards drawn, face down."""
        held: dict[int, list[tuple[Card, bool]]] = {seat: [] for seat in self.deal.order}
        for event in self.events:
            if event.seat is None or event.seat not in held:
                continue
            if event.kind is EventKind.DEAL_CARD:
                held[event.seat].extend((card, event.face_up) for card in event.cards)
            elif event.kind is EventKind.DRAW:
                kept = [(card, up) for card, up in held[event.seat] if card not in event.discarded]
                held[event.seat] = kept + [(card, False) for card in event.cards]
        return {seat: tuple(cards) for seat, cards in held.items()}

    @property
    def folded_by_deal(self) -> frozenset[int]:
        """The seats the deal's record has folded by now (the folds it was dealt with; the folds of the
        betting played here are :attr:`folded`)."""
        events = self.events
        if not events:
            return frozenset()
        return frozenset(seat for seat in self.deal.order if seat not in events[-1].active)

    @property
    def first_to_act(self) -> int | None:
        """At a betting round of the deal's record, the seat that acts first (or opens) in it."""
        events = self.events
        return events[-1].first_to_act if events and events[-1].kind is EventKind.BETTING_ROUND else None

    @property
    def antes(self) -> int:
        """The antes posted so far, which go straight into the pot."""
        return sum(event.amount for event in self.events if event.kind is EventKind.POST_ANTE)

    @property
    def first_round_over(self) -> bool:
        """True once the deal's first betting round is over (an event other than a fold has come after
        it): the blinds are then in the pot."""
        kinds = [event.kind for event in self.events]
        if EventKind.BETTING_ROUND not in kinds:
            return False
        after = kinds[kinds.index(EventKind.BETTING_ROUND) + 1 :]
        return any(kind not in (EventKind.BETTING_ROUND, EventKind.FOLD) for kind in after)

    # --- moving ---------------------------------------------------------------------------------

    def legal_actions(self) -> Decision[tuple[LegalAction, ...]]:
        """What the player to act may do, with the amounts and the rules."""
        if not self.waiting or self.betting is None:
            raise _nobody_to_act()
        return self.betting.legal_actions()

    def act(self, action: str | ActionKind | Action, amount: int | None = None) -> Walkthrough:
        """The player to act checks, calls, bets, raises (to ``amount``), completes a bet short of a full one
        (``"complete"``: after an all in for less than the bet), goes all in or folds.

        :raises RuleViolation: nobody is to act, or the rules do not allow this action.
        """
        if not self.waiting or self.betting is None:
            raise _nobody_to_act()
        if isinstance(action, str) and action.strip().lower() in COMPLETE_WORDS:
            legal = self.betting.legal_actions().value
            completion = next((choice for choice in legal if choice.completes), None)
            if completion is None:
                raise RuleViolation.citing(
                    f"seat {self.to_act} has no bet to complete: a bet is completed only when it is short of a full "
                    f"bet; seat {self.to_act} may {', '.join(choice.text for choice in legal)}",
                    Step(ids.INT_RAISE_COUNT, "A full bet completes a bet made short of one, by an all in for less."),
                )
            action = completion.action(amount)
        move = _as_action(action, amount)
        if move.kind in (ActionKind.BET, ActionKind.RAISE) and move.to is None:
            choice = next((legal for legal in self.betting.legal_actions().value if legal.kind is move.kind), None)
            if choice is not None:
                move = choice.action()
        after = self.betting.apply(move)
        record = after.history[-1]
        return self._then(betting=after, moment=Moment(sentence(record.text) + ".", record.because))

    def next(self) -> Walkthrough:
        """The next step: the next event of the deal, or the quiet choice for the player to act."""
        if self.finished:
            raise RuleViolation.citing(
                "the hand is over: restart or go back",
                Step(ids.INT_BETTING_ROUND, "The hand ends with its showdown, or when one player is left."),
            )
        if self.waiting and self.betting is not None:
            quiet = self.betting.legal_actions().value[0]  # check if allowed, else call (the engine lists it first)
            if quiet.kind not in (ActionKind.CHECK, ActionKind.CALL):
                quiet = next(legal for legal in self.betting.legal_actions().value if legal.kind is ActionKind.BET)
            walk = self.act(quiet.action())
            note = Step(
                ids.METHOD_STEP_BY_STEP,
                f"Next made the quiet choice for seat {self.to_act}; any legal action can be chosen instead.",
            )
            assert walk.moment is not None
            return replace(walk, moment=replace(walk.moment, because=(*walk.moment.because, note)))
        if self.betting is not None and len(self.betting.players_in) == 1:
            return self._uncontested()
        event = self.deal.events[self.shown]
        if event.kind is EventKind.BETTING_ROUND:
            return self._open_round(event)
        if event.kind in (EventKind.SHOWDOWN, EventKind.UNCONTESTED):
            return self._showdown(event)
        return self._then(shown=self.shown + 1, moment=Moment(event.headline, event.because, event))

    def finish(self) -> Walkthrough:
        """Step to the end, making the quiet choice at every decision."""
        walk = self
        while not walk.finished:
            walk = walk.next()
        return walk

    def back(self) -> Walkthrough:
        """The walkthrough one step earlier (the start stays the start)."""
        return self.previous if self.previous is not None else self

    def restart(self) -> Walkthrough:
        walk = self
        while walk.previous is not None:
            walk = walk.previous
        return walk

    # --- inside ---------------------------------------------------------------------------------

    def _then(
        self,
        *,
        moment: Moment,
        shown: int | None = None,
        betting: BettingRound | None = None,
        result: Showdown | None = None,
    ) -> Walkthrough:
        """The next point of the walk: ``moment`` says what happened; what is not given stays as it was."""
        return replace(
            self,
            previous=self,
            moment=moment,
            shown=self.shown if shown is None else shown,
            betting=self.betting if betting is None else betting,
            result=self.result if result is None else result,
        )

    def _open_round(self, event: Event) -> Walkthrough:
        if self.betting is None:
            ordered = dict(self.stacks)
            betting = start_round(self.deal.stakes, stacks={seat: ordered[seat] for seat in self.deal.order})
        else:
            betting = self.betting.next_round()
        bet_steps = tuple(step for step in event.because[1:])
        headline = (
            f"Betting round {betting.round_number}: seat {betting.to_act} acts first."
            if betting.to_act
            else event.headline
        )
        return self._then(
            shown=self.shown + 1, betting=betting, moment=Moment(headline, (*betting.because, *bet_steps), event)
        )

    def _uncontested(self) -> Walkthrough:
        assert self.betting is not None
        seat = self.betting.players_in[0]
        result = showdown(
            self.deal.game,
            {seat: ()},
            pot=self.betting.pot,
            button=self.deal.button,
            seats=self.deal.order,
            contributions=self.betting.contributions,
            currency=self.deal.stakes.currency,
        )
        return self._then(
            result=result,
            moment=Moment(
                f"Seat {seat} wins the pot of {self.deal.stakes.money(result.pot)} without a showdown.", result.because
            ),
        )

    def _showdown(self, event: Event) -> Walkthrough:
        assert self.betting is not None
        players_in = self.betting.players_in
        hands = {seat: self.deal.hands[seat] for seat in players_in}
        result = showdown(
            self.deal.game,
            hands,
            self.deal.board,
            pot=self.betting.pot,
            button=self.deal.button,
            seats=self.deal.order,
            contributions=self.betting.contributions,
            currency=self.deal.stakes.currency,
        )
        headline = f"Showdown: {result.headline[0].lower()}{result.headline[1:]}"
        # the documents' card count and the stub it leaves, which the deal's showdown event carries
        return self._then(
            shown=self.shown + 1, result=result, moment=Moment(headline, (*event.card_count, *result.because), event)
        )


def _nobody_to_act() -> RuleViolation:
    return RuleViolation.citing(
        "no one is to act: the next step is the deal, not a betting decision",
        Step(ids.INT_BETTING_ROUND, "Players act between the deals of the cards, in the betting rounds."),
    )


def _as_action(action: str | ActionKind | Action, amount: int | None) -> Action:
    if isinstance(action, Action):
        return action
    if isinstance(action, ActionKind):
        return Action(action, amount)
    kind = ACTION_WORDS.get(str.__str__(action).strip().lower()) if isinstance(action, str) else None
    if kind is None:
        raise RuleViolation.citing(
            f"{excerpt(action)} is not an action: check, call, bet, raise, all in or fold",
            Step(ids.INT_BETTING_ROUND, "A player checks, calls, bets, raises, goes all in or folds."),
        )
    return Action(kind, amount)


def start_walkthrough(deal: Deal, *, stacks: Mapping[int, int] | int | None = None) -> Walkthrough:
    """A walkthrough of ``deal`` before its first event; every seat starts with ``stacks`` chips.

    :param stacks: one amount for every seat, or seat -> chips (default: 100 times the stake).
    :raises RulesError: a game whose deal changes when players fold (stud, draw).
    """
    instance_of(deal, "deal", Deal, "a Deal from engine.poker.deal(...)")
    if deal.game.family not in (Family.MANILA, Family.FLOP):
        raise RulesError.citing(
            f"{deal.game.name} cannot be walked through with betting: who folds changes which cards are "
            "dealt; use its Deal's events instead",
            Step(
                ids.METHOD_STEP_BY_STEP,
                "The walkthrough plays the betting of a game whose cards do not depend on it: the Manila and flop "
                "games.",
            ),
        )
    if stacks is None:
        stacks = 100 * deal.stakes.bets[0]
    if isinstance(stacks, int):  # one amount for every seat (True is refused as no amount)
        amount = whole_number(stacks, "stacks", low=1, high=MAX_CHIPS, error=BettingError)
        chips = dict.fromkeys(deal.order, amount)
    else:
        chips = dict(mapping_of(stacks, "stacks", "each seat's chips", "{1: 100, 2: 100}"))
    missing = [seat for seat in deal.order if seat not in chips]
    if missing:
        raise PlayerCountError.citing(
            f"stacks {short(stacks)} has no chips for {seats_text(missing)}: give every seat dealt in "
            f"({', '.join(map(str, deal.order))}) its chips",
            Step(ids.INT_BETTING_ROUND, "A betting round is played by the seats in the hand, each with its chips."),
        )
    for seat in deal.order:
        whole_number(chips[seat], f"seat {seat}'s stack in stacks", low=1, high=MAX_CHIPS, error=BettingError)
    return Walkthrough(deal=deal, stacks=tuple((seat, chips[seat]) for seat in deal.order))
