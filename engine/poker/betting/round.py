"""A betting round, one action at a time: whose turn it is, what they may do, and the pot.

:func:`start_round` seats the players (in turn order, from the player to the left of
the button) with their chips and, in the first round, posts the blinds.  A
:class:`BettingRound` is frozen: each action -- :meth:`~BettingRound.fold`,
:meth:`~BettingRound.check`, :meth:`~BettingRound.call`, :meth:`~BettingRound.bet`,
:meth:`~BettingRound.raise_to`, :meth:`~BettingRound.all_in` -- returns a new round,
and an illegal one raises :class:`~engine.errors.RuleViolation` and leaves the round
as it was.  :meth:`~BettingRound.legal_actions` answers "what may the player to act
do now, and for how much?", with the reasons; every applied action is kept in
``history`` with its own.  Chips are conserved: the stacks and the pot always add up
to what the players sat down with.

>>> from engine.poker.betting.options import manila_limit
>>> hand = start_round(manila_limit(stake=2), stacks={1: 50, 2: 50, 3: 50})
>>> hand.to_act, str(hand.legal_actions().value[1])
(2, 'raise to $6')
>>> hand = hand.raise_to(6).call().call()
>>> hand.is_complete, hand.pot
(True, 18)
>>> start_round(manila_limit(stake=2), stacks={1: 50, 2: 50, 3: 50}).raise_to(8)
Traceback (most recent call last):
...
engine.errors.RuleViolation: seat 2: raise to $8 is not allowed: the raise is to exactly $6; seat 2 may call $2, raise to $6 or fold (pp-manila2-structure; pp-manila2-first-raise)
"""

from __future__ import annotations

import reprlib
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import NoReturn

from engine.checks import MAX_CHIPS, MAX_SEAT, size_step, whole_number
from engine.documents import ids
from engine.errors import BettingError, PlayerCountError, RuleViolation
from engine.explain import Decision, Step, steps_text
from engine.poker.betting.actions import Action, ActionKind, ActionRecord, LegalAction, PlayerBet, describe, record_text
from engine.poker.betting.options import BetOptions, actions_clause, betting_options
from engine.poker.betting.pots import Pot, side_pots
from engine.poker.betting.stakes import AfterShortAllIn, Stakes, Structure, check_stakes, range_text

__all__ = [
    "Action",
    "ActionKind",
    "ActionRecord",
    "BettingRound",
    "LegalAction",
    "PlayerBet",
    "start_round",
]


@dataclass(frozen=True, slots=True, kw_only=True)
class BettingRound:
    """One betting round of a hand, frozen; see the module docstring.

    ``players`` are in turn order from the player to the left of the button.  ``pot``
    holds every chip put in, this round's included.  ``raise_count`` counts full
    raises; ``last_raise`` is the size of the last full bet or raise (0: none yet);
    ``short_all_in_chips`` what all ins short of a full bet or raise have added to the bet;
    ``half_bet_shortfall`` what all ins counted as full ones under the half-bet rule fell short of
    them (``int-limit-short-all-in``).
    ``to_act_index`` is ``None`` once the round is over.  ``because`` says how the
    round began (the blinds, who acts first) and, once it is over, why.
    """

    stakes: Stakes
    round_number: int
    players: tuple[PlayerBet, ...]
    pot: int
    raise_count: int
    last_raise: int
    dealt_count: int
    to_act_index: int | None
    history: tuple[ActionRecord, ...] = ()
    because: tuple[Step, ...] = ()
    must_open: bool = False
    short_all_in_chips: int = 0
    half_bet_shortfall: int = 0
    bring_in: int = 0
    brought_in: bool = False

    @property
    def opening_required(self) -> bool:
        """True while the stud opener must still make the round's first bet (``int-stud-opening-bet``)."""
        return self.must_open and self.current_bet == 0 and not self.history

    # -- what the round looks like -------------------------------------------------

    @property
    def current_bet(self) -> int:
        """The bet: the most any player has put in this round."""
        return max(player.put_in for player in self.players)

    @property
    def to_act(self) -> int | None:
        """The seat whose turn it is, or ``None`` once the round is over."""
        return None if self.to_act_index is None else self.players[self.to_act_index].seat

    @property
    def is_complete(self) -> bool:
        return self.to_act_index is None

    @property
    def players_in(self) -> tuple[int, ...]:
        """The seats still in the hand (not folded), all-in players included."""
        return tuple(player.seat for player in self.players if not player.folded)

    @property
    def chip_count(self) -> int:
        """Every chip at the table: the stacks and the pot (it never changes)."""
        return self.pot + sum(player.stack for player in self.players)

    def player(self, seat: int) -> PlayerBet:
        """The player in ``seat``."""
        for player in self.players:
            if player.seat == seat:
                return player
        raise PlayerCountError.citing(
            f"seat {seat!r} is not in this round: the seats are {self._seat_list()}",
            Step(ids.INT_BETTING_ROUND, "A betting round is played by the seats dealt into the hand."),
        )

    def explain(self) -> str:
        """How the round began, then every action with its reasons."""
        lines = [steps_text(self.because)] if self.because else []
        lines.extend(f"{record.text}\n{steps_text(record.because)}" for record in self.history)
        return "\n".join(lines)


    def __str__(self) -> str:
        money = self.stakes.money
        head = f"Round {self.round_number} of {self.stakes.name}, pot {money(self.pot)}"
        if self.to_act is None:
            return f"{head}: the round is over"
        return f"{head}: seat {self.to_act} to act ({self.options().value})"

    # -- what the player to act may do ----------------------------------------------

    def options(self) -> Decision[BetOptions]:
        """The raise calculator's answer for the player to act, with this round's own limits:
        a blind's option, a betting not reopened by a short all in, no one left to call a raise.

        >>> from engine.poker.betting.options import manila_limit
        >>> start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}).options().value.min_raise_to
        6
        >>> start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}).fold().options()
        Traceback (most recent call last):
        ...
        engine.errors.RuleViolation: no one may act: round 1 is over: every other player has folded and seat 1 wins the pot of $2 without a showdown (int-uncontested-pot)
        """
        index = self._index_to_act("act")
        player = self.players[index]
        in_hand = [p for p in self.players if not p.folded]
        decision = betting_options(
            self.stakes,
            round_number=self.round_number,
            pot=self.pot,
            current_bet=self.current_bet,
            put_in=player.put_in,
            raise_count=self.raise_count,
            last_raise=self.last_raise,
            player_count=len(in_hand),
            dealt_count=self.dealt_count,
            stack=player.stack,
            short_all_in_chips=self.short_all_in_chips,
            half_bet_shortfall=self.half_bet_shortfall,
        )
        options = decision.value
        seat = player.seat
        call_steps = list(options.call_because)
        blind = player.blind
        if blind is not None and blind.option and options.can_check and self.raise_count == 0:
            assert blind.option_clause is not None, blind.name  # a blind with the option cites the rule that gives it
            call_steps.append(
                Step(
                    blind.option_clause,
                    f"The action has come back to {blind.name} with no raise: seat {seat} may check or raise.",
                )
            )
        block: Step | None = None
        if options.can_raise or options.can_tap_out:
            if not any(p.stack > 0 for p in in_hand if p is not player):
                block = Step(
                    ids.INT_TAPPING_OUT,
                    "Every other player still in is all in: no one could call a bet or raise, so you may not make one.",
                )
            elif player.acted:
                block = Step(
                    ids.INT_RAISE_COUNT,
                    f"Seat {seat} has acted since the last full bet or raise; the all in since then was less than a "
                    "full raise and does not reopen the betting, so you may only call or fold.",
                )
        raise_steps = list(options.raise_because)
        if block is not None:
            raise_steps.append(block)
            options = replace(
                options,
                can_raise=False,
                can_tap_out=False,
                min_raise_to=None,
                max_raise_to=None,
                raise_blocked_by=block,
            )
        if self.opening_required:
            call_steps = [
                Step(
                    ids.INT_STUD_OPENING_BET,
                    f"Seat {seat} opens the betting: the first bet of the round is theirs to make, so they may "
                    "not check or fold.",
                )
            ]
            if self.bring_in:
                money = self.stakes.money
                call_steps.append(
                    Step(
                        ids.INT_STUD_BRING_IN,
                        f"This table plays a bring-in of {money(self.bring_in)}: seat {seat} may bring in for "
                        f"{money(self.bring_in)} or complete the bet to {money(self.stakes.bets[0])}.",
                    )
                )
            options = replace(options, must_open=True, bring_in=self.bring_in)
        elif self.brought_in:
            money = self.stakes.money
            opener = self.history[0].seat
            completing = Step(
                ids.INT_STUD_BRING_IN,
                f"Seat {opener} brought in for {money(self.bring_in)}, less than the round's bet: seat {seat} may "
                f"call the {money(self.bring_in)} or complete the bet to {money(self.stakes.bets[0])}, which counts "
                "as the bet, not a raise.",
            )
            call_steps.append(completing)
            raise_steps = [completing if step.clause == ids.INT_RAISE_COUNT else step for step in raise_steps]
        options = replace(options, call_because=tuple(call_steps), raise_because=tuple(raise_steps))
        return Decision(options, because=options.because)

    def legal_actions(self) -> Decision[tuple[LegalAction, ...]]:
        """Everything the player to act may do now, for how much, and why.

        >>> from engine.poker.betting.options import manila_limit
        >>> hand = start_round(manila_limit(stake=2), stacks={1: 50, 2: 50, 3: 50})
        >>> [str(action) for action in hand.legal_actions().value]
        ['call $2', 'raise to $6', 'fold']
        >>> hand.call().call().check().legal_actions()
        Traceback (most recent call last):
        ...
        engine.errors.RuleViolation: no one may act: round 1 is over: every player still in has called the bet of $2 or is all in: round 1 is over and the pot is $6 (pp-manila2-burn-then-card)
        """
        decision = self.options()
        options = decision.value
        player = self.players[self._index_to_act("act")]
        money = self.stakes.money
        legal: list[LegalAction] = []
        opening = self.opening_required
        if opening:
            if self.bring_in:  # the bring-in, less than the bet (int-stud-bring-in); completing is the bet, below
                text = f"bring in for {money(self.bring_in)}"
                legal.append(LegalAction(ActionKind.BET, self.bring_in, self.bring_in, text, options.call_because))
        elif options.can_check:
            legal.append(LegalAction(ActionKind.CHECK, player.put_in, player.put_in, "check", options.call_because))
        else:
            to = player.put_in + options.amount_to_call
            text = f"call {money(options.amount_to_call)}" + (" (all in)" if options.call_is_all_in else "")
            legal.append(LegalAction(ActionKind.CALL, to, to, text, options.call_because))
        if options.can_raise and options.min_raise_to is not None and options.max_raise_to is not None:
            low, high = options.min_raise_to, options.max_raise_to
            kind = ActionKind.BET if options.is_bet else ActionKind.RAISE
            verb = ("complete to" if opening and self.bring_in else "bet") if options.is_bet else "raise to"
            amounts = money(low) if low == high else f"between {range_text(low, high, self.stakes.currency)}"
            text = f"{verb} {amounts}"
            legal.append(LegalAction(kind, low, high, text, options.raise_because))
        if options.can_tap_out and options.all_in_to is not None:
            to = options.all_in_to
            legal.append(LegalAction(ActionKind.ALL_IN, to, to, f"go all in to {money(to)}", options.raise_because))
        if not opening:
            legal.append(LegalAction(ActionKind.FOLD, player.put_in, player.put_in, "fold", ()))
        return Decision(tuple(legal), because=decision.because)

    # -- acting ---------------------------------------------------------------------

    def fold(self, *, seat: int | None = None) -> BettingRound:
        """The player to act folds (always allowed in turn).

        >>> from engine.poker.betting.options import manila_limit
        >>> start_round(manila_limit(stake=2), stacks={1: 50, 2: 50, 3: 50}).fold().players_in
        (1, 3)
        >>> start_round(manila_limit(stake=2), stacks={1: 50, 2: 50, 3: 50}).fold(seat=3)
        Traceback (most recent call last):
        ...
        engine.errors.RuleViolation: seat 3: fold is out of turn: players act in turn and it is seat 2's turn (int-betting-round)
        """
        return self.apply(Action(ActionKind.FOLD, seat=seat))

    def check(self, *, seat: int | None = None) -> BettingRound:
        """The player to act checks: allowed when they have already put in the bet.

        >>> from engine.poker.betting.options import manila_limit
        >>> hand = start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}).call()
        >>> hand.check().is_complete
        True
        >>> start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}).check()
        Traceback (most recent call last):
        ...
        engine.errors.RuleViolation: seat 2: check is not allowed, the bet is $2 and seat 2 has put in nothing; seat 2 may call $2, raise to $6 or fold (pp-manila2-blind-options)
        """
        return self.apply(Action(ActionKind.CHECK, seat=seat))

    def call(self, *, seat: int | None = None) -> BettingRound:
        """The player to act calls the bet (all in, if they have less).

        >>> from engine.poker.betting.options import manila_limit
        >>> start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}).call().pot
        4
        >>> start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}, round_number=2).call()
        Traceback (most recent call last):
        ...
        engine.errors.RuleViolation: seat 1: call is not allowed, there is no bet to call; seat 1 may check, bet $4 or fold (pp-manila2-later-actions)
        """
        return self.apply(Action(ActionKind.CALL, seat=seat))

    def bet(self, amount: int, *, seat: int | None = None) -> BettingRound:
        """The player to act makes the round's first bet, of ``amount``.

        >>> from engine.poker.betting.options import manila_limit
        >>> start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}, round_number=5).bet(8).current_bet
        8
        >>> start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}, round_number=5).bet(4)
        Traceback (most recent call last):
        ...
        engine.errors.RuleViolation: seat 1: bet $4 is not allowed: the bet is exactly $8; seat 1 may check, bet $8 or fold (pp-manila2-structure; pp-manila2-fifth-card-bet)
        """
        return self.apply(Action(ActionKind.BET, amount, seat=seat))

    def raise_to(self, amount: int, *, seat: int | None = None) -> BettingRound:
        """The player to act raises, to a total of ``amount`` put in this round.

        >>> from engine.poker.betting.options import no_limit
        >>> hand = start_round(no_limit(minimum=2, blinds=(1, 2)), stacks={1: 100, 2: 100, 3: 100})
        >>> hand.raise_to(4).current_bet
        4
        >>> hand.raise_to(3)
        Traceback (most recent call last):
        ...
        engine.errors.RuleViolation: seat 3: raise to 3 chips is below the minimum 4 chips; seat 3 may call 2 chips, raise to between 4 and 100 chips or fold (nzg-13-5b; int-tapping-out)
        """
        return self.apply(Action(ActionKind.RAISE, amount, seat=seat))

    def all_in(self, *, seat: int | None = None) -> BettingRound:
        """The player to act puts in all their chips: a call, a bet or raise, or tapping out.

        >>> from engine.poker.betting.options import manila_limit
        >>> start_round(manila_limit(stake=2), stacks={1: 50, 2: 5}).all_in().history[-1].text
        'seat 2 raises to $5 all in'
        >>> start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}).all_in()
        Traceback (most recent call last):
        ...
        engine.errors.RuleViolation: seat 2: all in is not allowed: the raise is to exactly $6; seat 2 may call $2, raise to $6 or fold (pp-manila2-structure; pp-manila2-first-raise)
        """
        return self.apply(Action(ActionKind.ALL_IN, seat=seat))

    def apply(self, action: Action) -> BettingRound:
        """The round after ``action`` by the player to act; :class:`RuleViolation` if the rules forbid it.

        >>> from engine.poker.betting.options import pot_limit
        >>> hand = start_round(pot_limit(minimum=2, blinds=(1, 2)), stacks={1: 100, 2: 100, 3: 100})
        >>> hand.apply(Action(ActionKind.RAISE, 7)).pot
        10
        >>> hand.apply(Action(ActionKind.RAISE, 8))
        Traceback (most recent call last):
        ...
        engine.errors.RuleViolation: seat 3: raise to 8 chips is above the maximum 7 chips; seat 3 may call 2 chips, raise to between 4 and 7 chips or fold (nzg-13-5b; nzg-13-5c)
        """
        if not isinstance(action, Action) or not isinstance(action.kind, ActionKind):
            raise RuleViolation.citing(
                f"{action!r} is not an action: fold, check, call, bet, raise or go all in",
                Step(ids.INT_BETTING_ROUND, "A player folds, checks, calls, bets, raises or goes all in."),
            )
        index = self._index_to_act(describe(action, self.stakes))
        player = self.players[index]
        if action.seat is not None and action.seat != player.seat:
            raise RuleViolation.citing(
                f"seat {action.seat}: {describe(action, self.stakes)} is out of turn: players act in turn and it is "
                f"seat {player.seat}'s turn",
                Step(ids.INT_BETTING_ROUND, "Players act in turn, clockwise, until every bet is called."),
            )
        options = self.options().value
        kind = action.kind
        if self.opening_required and kind in (ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL):
            self._refuse(player, options, kind.value, "the opener must make the first bet", options.call_because)
        if kind is ActionKind.FOLD:
            return self._after(index, replace(player, folded=True, acted=True), ActionKind.FOLD, 0, (), False)
        if kind is ActionKind.CHECK:
            if not options.can_check:
                self._refuse(player, options, "check", f"the bet is {self._money_in(player)}", options.call_because)
            return self._after(index, replace(player, acted=True), ActionKind.CHECK, 0, options.call_because, False)
        if kind is ActionKind.CALL:
            if options.can_check:
                self._refuse(player, options, "call", "there is no bet to call", options.call_because)
            return self._call(index, options)
        if kind is ActionKind.ALL_IN:
            return self._all_in(index, options)
        return self._bet_or_raise(index, options, kind, action.to)

    def next_round(self, *, first_to_act: int | None = None) -> BettingRound:
        """The next betting round: the same players (those who folded stay folded), the same pot,
        nothing put in yet.

        >>> from engine.poker.betting.options import manila_limit
        >>> hand = start_round(manila_limit(stake=2), stacks={1: 50, 2: 50}).call().check()
        >>> hand.next_round().legal_actions().value[1].text
        'bet $4'
        >>> hand.next_round().next_round()
        Traceback (most recent call last):
        ...
        engine.errors.RuleViolation: round 2 is not over: seat 1 is still to act (int-betting-round)
        """
        if self.to_act_index is not None:
            raise RuleViolation.citing(
                f"round {self.round_number} is not over: seat {self.to_act} is still to act",
                Step(ids.INT_BETTING_ROUND, "Players act in turn, clockwise, until every bet is called."),
            )
        in_hand = tuple(p for p in self.players if not p.folded)
        if len(in_hand) < 2:
            raise RuleViolation.citing(
                f"the hand is over: seat {in_hand[0].seat} is the only player left and wins the pot without a showdown",
                Step(ids.INT_UNCONTESTED_POT, "The last player left wins the pot without showing their cards."),
            )
        if self.round_number >= self.stakes.round_count:
            raise RuleViolation.citing(
                f"round {self.round_number} was the last betting round of {self.stakes.name}: the players still in "
                "show their hands",
                Step(
                    self.stakes.structure_clause,
                    f"{self.stakes.name} has {self.stakes.round_count} betting rounds.",
                ),
            )
        players = tuple(
            PlayerBet(seat=p.seat, stack=p.stack, folded=p.folded, total_in=p.total_in) for p in self.players
        )
        number = self.round_number + 1
        steps: list[Step] = []
        if self.stakes.is_manila:
            steps.append(
                Step(
                    ids.PP_MANILA2_BURN_THEN_CARD,
                    "All bets are called: a card is burnt and the next community card is dealt.",
                )
            )
        first_index, reason = _first_index(
            players, first_to_act, 0, "the first player still in to the left of the button"
        )
        return _opened(
            self.stakes,
            number,
            players,
            pot=self.pot,
            dealt_count=self.dealt_count,
            first_index=first_index,
            steps=steps,
            first_reason=reason,
        )

    # -- inside -------------------------------------------------------------------------

    def _seat_list(self) -> str:
        return ", ".join(str(player.seat) for player in self.players)

    def _money_in(self, player: PlayerBet) -> str:
        money = self.stakes.money
        put = money(player.put_in) if player.put_in else "nothing"
        return f"{money(self.current_bet)} and seat {player.seat} has put in {put}"

    def _index_to_act(self, what: str) -> int:
        if self.to_act_index is None:
            end = self.because[-1] if self.because else Step(ids.INT_BETTING_ROUND, "The round is over.")
            reason = end.text[0].lower() + end.text[1:].rstrip(".")
            subject = "no one may act" if what == "act" else f"{what} is not allowed"
            raise RuleViolation.citing(f"{subject}: round {self.round_number} is over: {reason}", end)
        return self.to_act_index

    def _refuse(
        self, player: PlayerBet, options: BetOptions, what: str, problem: str, because: tuple[Step, ...]
    ) -> NoReturn:
        clause = because[0].clause if because else actions_clause(self.stakes, self.round_number)
        steps = because or (Step(clause, f"In this round a player may {options}."),)
        raise RuleViolation.citing(
            f"seat {player.seat}: {what} is not allowed, {problem}; seat {player.seat} may {options}", *steps
        )

    @staticmethod
    def _raise_steps(options: BetOptions, rule: Step) -> tuple[Step, ...]:
        """The steps behind a refused bet or raise: the options' own, with ``rule`` if none of them cites it."""
        if any(step.clause == rule.clause for step in options.raise_because):
            return options.raise_because
        return (*options.raise_because, rule)

    def _call(self, index: int, options: BetOptions) -> BettingRound:
        player = self.players[index]
        added = options.amount_to_call
        moved = replace(player, stack=player.stack - added, put_in=player.put_in + added, acted=True)
        return self._after(index, moved, ActionKind.CALL, added, options.call_because, options.call_is_all_in)

    def _bring_in(self, index: int, options: BetOptions) -> BettingRound:
        """The stud opener brings in for less than the bet (``int-stud-bring-in``): like an all in short of a
        full bet, it is not a full bet, and the next player may call it or complete the bet."""
        player = self.players[index]
        added = self.bring_in - player.put_in
        if added > player.stack:
            raise RuleViolation.citing(
                f"seat {player.seat}: bring in for {self.stakes.money(self.bring_in)} needs "
                f"{self.stakes.money(added)} but seat {player.seat} has {self.stakes.money(player.stack)}",
                Step(ids.INT_TAPPING_OUT, "A player can put in only the chips in front of them."),
            )
        moved = replace(player, stack=player.stack - added, put_in=self.bring_in, acted=True)
        return self._after(
            index, moved, ActionKind.BET, added, options.call_because, moved.stack == 0, short=True, bring_in=True
        )

    def _all_in(self, index: int, options: BetOptions) -> BettingRound:
        player = self.players[index]
        to = player.put_in + player.stack
        if to <= self.current_bet:
            return self._call(index, options)
        kind = ActionKind.BET if options.is_bet else ActionKind.RAISE
        return self._bet_or_raise(index, options, kind, to, all_in=True)

    def _bet_or_raise(
        self, index: int, options: BetOptions, kind: ActionKind, to: int | None, *, all_in: bool = False
    ) -> BettingRound:
        player = self.players[index]
        money = self.stakes.money
        seat = player.seat
        verb = "bet" if kind is ActionKind.BET else "raise to"
        what = "all in" if all_in else f"{verb} {money(to) if isinstance(to, int) else repr(to)}"
        if kind is ActionKind.BET and not options.is_bet:
            problem = f"there is already a bet of {money(self.current_bet)}"
            self._refuse(player, options, what, problem, options.call_because)
        if kind is ActionKind.RAISE and options.is_bet:
            self._refuse(player, options, what, "no one has bet this round", options.call_because)
        if self.opening_required and self.bring_in and to == self.bring_in and not all_in:
            return self._bring_in(index, options)
        if isinstance(to, bool) or not isinstance(to, int) or to <= self.current_bet:
            raise RuleViolation.citing(
                f"seat {seat}: {what} is not a {'bet' if options.is_bet else 'raise'}: the total put in this round "
                f"must be more than the bet, {money(self.current_bet)}; seat {seat} may {options}",
                Step(ids.INT_BETTING_ROUND, "A bet or a raise puts in more than the bet to call."),
            )
        if to > player.put_in + player.stack:
            raise RuleViolation.citing(
                f"seat {seat}: {what} needs {money(to - player.put_in)} but seat {seat} has {money(player.stack)}; "
                f"seat {seat} may {options}",
                Step(ids.INT_TAPPING_OUT, "A player can put in only the chips in front of them."),
            )
        short = options.can_tap_out and to == options.all_in_to
        if not short:
            low, high = options.min_raise_to, options.max_raise_to
            if not options.can_raise or low is None or high is None:
                blocker = options.raise_blocked_by
                clause = blocker.clause if blocker else actions_clause(self.stakes, self.round_number)
                reason = (
                    blocker.text[:1].lower() + blocker.text[1:].rstrip(".")
                    if blocker
                    else "no bet or raise is allowed now"
                )
                rule = blocker or Step(clause, "No bet or raise is allowed now.")
                raise RuleViolation.citing(
                    f"seat {seat}: {what} is not allowed: {reason}; seat {seat} may {options}",
                    *self._raise_steps(options, rule),
                )
            # a raise range is always stated with the clauses that bound it
            assert options.min_clause is not None and options.max_clause is not None
            if low == high and to != low:
                word = "bet" if options.is_bet else "raise"
                raise RuleViolation.citing(
                    f"seat {seat}: {what} is not allowed: the {word} is {'' if options.is_bet else 'to '}exactly "
                    f"{money(low)}; seat {seat} may {options}",
                    *self._raise_steps(
                        options,
                        Step(
                            options.min_clause, f"The {word} is {'' if options.is_bet else 'to '}exactly {money(low)}."
                        ),
                    ),
                )
            if to < low:
                raise RuleViolation.citing(
                    f"seat {seat}: {what} is below the minimum {money(low)}; seat {seat} may {options}",
                    *self._raise_steps(options, Step(options.min_clause, f"The least is {money(low)}.")),
                )
            if to > high:
                raise RuleViolation.citing(
                    f"seat {seat}: {what} is above the maximum {money(high)}; seat {seat} may {options}",
                    *self._raise_steps(options, Step(options.max_clause, f"The most is {money(high)}.")),
                )
        added = to - player.put_in
        moved = replace(player, stack=player.stack - added, put_in=to, acted=True)
        is_all_in = moved.stack == 0
        if short:
            half = self._half_bet(options, to)
            if half is None:
                return self._after(index, moved, kind, added, options.raise_because, is_all_in, short=True)
            size, counts, shortfall, step = half
            after = self._after(
                index, moved, kind, added, (*options.raise_because, step), is_all_in, full=(size, counts)
            )
            return replace(after, half_bet_shortfall=self.half_bet_shortfall + shortfall)
        bet_now = self.current_bet
        counted = bet_now > 0 and self.last_raise > 0
        if counted and self._completes_short_all_ins():
            # the raise completes the short ones: it is measured from the full bets (int-limit-short-all-in)
            size = to - (bet_now - self.short_all_in_chips)
        else:
            size = to - bet_now if counted else to
        return self._after(
            index,
            moved,
            kind,
            added,
            options.raise_because,
            is_all_in,
            full=(size, counted),
        )

    def _after(
        self,
        index: int,
        moved: PlayerBet,
        kind: ActionKind,
        added: int,
        because: tuple[Step, ...],
        all_in: bool,
        *,
        full: tuple[int, bool] | None = None,
        short: bool = False,
        bring_in: bool = False,
    ) -> BettingRound:
        """The round once ``moved`` (the player at ``index``, after acting) has put in ``added``;
        ``bring_in``: the stud opener's bring-in, short of a full bet as a short all in is."""
        moved = replace(moved, total_in=moved.total_in + added)
        players = list(self.players)
        if full is not None:
            players = [p if p.folded else replace(p, acted=False) for p in players]
        players[index] = moved
        raise_count, last_raise = self.raise_count, self.last_raise
        short_chips = self.short_all_in_chips
        if full is not None:
            last_raise = full[0]
            raise_count += 1 if full[1] else 0
            # a raise on top of short all ins leaves them in the bet; a first full bet, or a limit
            # raise that completes them, absorbs them (int-raise-count, int-limit-short-all-in)
            if not full[1] or self._completes_short_all_ins():
                short_chips = 0
        elif short:
            short_chips += max(0, moved.put_in - self.current_bet)
        pot = self.pot + added
        counted = full is not None and full[1]
        step = self._action_step(moved, kind, added, all_in, pot, short=short, counted=counted)
        if bring_in:
            step = Step(
                ids.INT_STUD_BRING_IN,
                f"Seat {moved.seat} brings in for {self.stakes.money(added)}; the pot is now {self.stakes.money(pot)}.",
            )
        record_steps = [*because, step]
        if short and not bring_in:
            record_steps.append(
                Step(
                    ids.INT_RAISE_COUNT,
                    f"Seat {moved.seat}'s all in is less than a full {'bet' if kind is ActionKind.BET else 'raise'}: "
                    "it is not counted as a raise and does not reopen the betting.",
                )
            )
        state = tuple(players)
        next_index = _next_to_act(state, index + 1)
        round_steps = self.because
        if next_index is None:
            end = _end_step(self.stakes, self.round_number, state, pot)
            record_steps.append(end)
            round_steps = (*round_steps, end)
        record = ActionRecord(
            seat=moved.seat,
            kind=kind,
            to=moved.put_in,
            added=added,
            all_in=all_in,
            text=f"seat {moved.seat} brings in for {self.stakes.money(added)}"
            if bring_in
            else record_text(self.stakes, moved, kind, added, all_in),
            because=tuple(record_steps),
        )
        return replace(
            self,
            players=state,
            pot=pot,
            raise_count=raise_count,
            last_raise=last_raise,
            short_all_in_chips=short_chips,
            to_act_index=next_index,
            history=(*self.history, record),
            because=round_steps,
            brought_in=bring_in or (self.brought_in and full is None),
        )

    def _completes_short_all_ins(self) -> bool:
        """Whether a limit raise here completes the all ins short of a full raise (``int-limit-short-all-in``)."""
        return self.stakes.structure.is_limit and self.stakes.after_short_all_in.completes

    def _half_bet(self, options: BetOptions, to: int) -> tuple[int, bool, int, Step] | None:
        """Under the half-bet rule, an all in of half a bet or raise or more: treated as a full one
        (``int-limit-short-all-in``).  Its size as a full bet or raise, whether it counts as a raise,
        what it falls short of the full one, and the step that says so; ``None`` if the rule does not apply.
        """
        stakes = self.stakes
        full_to = options.full_raise_to
        if not stakes.structure.is_limit or stakes.after_short_all_in is not AfterShortAllIn.HALF_BET:
            return None
        if full_to is None or to >= full_to:
            return None
        base = self.current_bet - self.short_all_in_chips  # the bet the full bets and raises made
        size = full_to - base
        if 2 * (to - base) < size:
            return None
        counts = self.current_bet > 0 and self.last_raise > 0
        money = stakes.money
        word = "raise" if counts else "bet"
        step = Step(
            ids.INT_LIMIT_SHORT_ALL_IN,
            f"All in to {money(to)}, {money(to - base)} of a {money(size)} {word}: half a {word} or more, so under "
            f"the half-bet rule it is treated as a full {word} and reopens the betting; a raise now goes a full "
            f"raise on top of it.",
        )
        return size, counts, full_to - to, step

    # -- the pots ---------------------------------------------------------------------------

    @property
    def contributions(self) -> dict[int, int]:
        """What each seat has put into the pot in the rounds this betting has counted, blinds included.

        Chips in the pot from before (``start_round(pot=...)``) are not anyone's here: they belong
        to the main pot (``int-side-pots``).
        """
        return {player.seat: player.total_in for player in self.players}

    def pots(self) -> Decision[tuple[Pot, ...]]:
        """The main pot and the side pots as the chips stand now (``int-side-pots``).

        >>> from engine.poker.betting.options import fixed_limit
        >>> hand = start_round(fixed_limit(small_bet=4), stacks={1: 50, 2: 50, 3: 3})
        >>> hand = hand.all_in().call()
        >>> [(pot.name, pot.amount, pot.eligible) for pot in hand.pots().value]
        [('the main pot', 9, (1, 2, 3)), ('the first side pot', 2, (1, 2))]
        """
        return side_pots(
            self.contributions,
            folded=[player.seat for player in self.players if player.folded],
            all_in=[player.seat for player in self.players if player.is_all_in],
            dead=self.pot - sum(self.contributions.values()),
            currency=self.stakes.currency,
        )

    def _action_step(
        self, moved: PlayerBet, kind: ActionKind, added: int, all_in: bool, pot: int, *, short: bool, counted: bool
    ) -> Step:
        text = record_text(self.stakes, moved, kind, added, all_in)
        sentence = text[0].upper() + text[1:]
        clause = ids.NZG_13_5B if short else actions_clause(self.stakes, self.round_number)
        if self.opening_required:
            clause = ids.INT_STUD_OPENING_BET  # the opener's own bet: the others' "call, raise, or fold" comes after it
        if kind in (ActionKind.FOLD, ActionKind.CHECK):
            if clause == ids.PP_MANILA2_FIFTH_CARD_BET:
                # that sentence sets the $8 bet; "same thing up to 5 cards" carries check, bet or fold to the fifth
                clause = ids.PP_MANILA2_SAME_TO_FIVE
            return Step(clause, f"{sentence}.")
        if counted:
            sentence += f", raise {self.raise_count + 1} of the round"
        return Step(clause, f"{sentence}; the pot is now {self.stakes.money(pot)}.")


def _needs_action(players: tuple[PlayerBet, ...], index: int, bet: int) -> bool:
    player = players[index]
    if player.folded or player.stack == 0:
        return False
    if player.acted and player.put_in >= bet:
        return False
    if player.put_in >= bet:
        # unmatched by no one and with no one left to call a bet: nothing to do
        return any(p.stack > 0 and not p.folded for i, p in enumerate(players) if i != index)
    return True


def _next_to_act(players: tuple[PlayerBet, ...], start: int) -> int | None:
    """The next player, clockwise from ``start``, who still has to act; ``None`` if the round is over."""
    if sum(not p.folded for p in players) < 2:
        return None
    bet = max(p.put_in for p in players)
    count = len(players)
    for step in range(count):
        index = (start + step) % count
        if _needs_action(players, index, bet):
            return index
    return None


def _end_step(stakes: Stakes, round_number: int, players: tuple[PlayerBet, ...], pot: int) -> Step:
    money = stakes.money
    left = [p for p in players if not p.folded]
    if len(left) == 1:
        return Step(
            ids.INT_UNCONTESTED_POT,
            f"Every other player has folded and seat {left[0].seat} wins the pot of {money(pot)} without a showdown.",
        )
    bet = max(p.put_in for p in players)
    clause = ids.PP_MANILA2_BURN_THEN_CARD if stakes.is_manila else ids.INT_BETTING_ROUND
    done = f"called the bet of {money(bet)}" if bet else "checked"
    return Step(
        clause,
        f"Every player still in has {done} or is all in: round {round_number} is over and the pot is {money(pot)}.",
    )


def _opened(
    stakes: Stakes,
    round_number: int,
    players: tuple[PlayerBet, ...],
    *,
    pot: int,
    dealt_count: int,
    first_index: int,
    steps: list[Step],
    first_reason: str,
    last_raise: int = 0,
) -> BettingRound:
    count = len(players)
    first = _next_to_act(players, first_index % count)
    money = stakes.money
    if stakes.is_manila:
        steps.append(
            Step(
                ids.PP_MANILA2_BET_EACH_CARD if round_number > 1 else ids.PP_MANILA2_BLIND_OPTIONS,
                f"Round {round_number}: the pot is {money(pot)}; each player in turn may "
                + ("call, raise or fold." if round_number == 1 and stakes.blinds else "check, bet or fold."),
            )
        )
    if first is not None:
        clause = ids.INT_MANILA_FIRST_TO_ACT if stakes.is_manila else ids.INT_BETTING_ROUND
        if stakes.structure is Structure.FIXED_LIMIT:
            first_round = round_number == 1 and (bool(stakes.blinds) or first_reason == "named by the game's rule")
            clause = stakes.clauses.first_to_act(1 if first_round else max(2, round_number))
        if first == first_index % count:
            text = f"Seat {players[first].seat}, {first_reason}, acts first."
        else:
            text = f"Seat {players[first].seat} acts first: the players before them have folded or are all in."
        steps.append(Step(clause, text))
    else:
        steps.append(_end_step(stakes, round_number, players, pot))
    return BettingRound(
        stakes=stakes,
        round_number=round_number,
        players=players,
        pot=pot,
        raise_count=0,
        last_raise=last_raise,
        dealt_count=dealt_count,
        to_act_index=first,
        because=tuple(steps),
    )


def _check_stacks(stakes: Stakes, stacks: object, round_number: int) -> dict[int, int]:
    if not isinstance(stacks, Mapping):
        raise PlayerCountError.citing(
            f"the stacks {reprlib.repr(stacks)} are not each seat's chips: give each seat with its chips, e.g. "
            "{1: 100, 2: 100}",
            Step(ids.INT_BETTING_ROUND, "A betting round is played by the seats in the hand, each with its chips."),
        )
    if len(stacks) < 2:
        raise PlayerCountError.citing(
            f"{len(stacks)} player{'s' if len(stacks) != 1 else ''} in the stacks {dict(stacks)!r}: a betting round "
            "needs at least 2",
            Step(ids.INT_BETTING_ROUND, "A betting round is played by two or more players."),
        )
    if len(stacks) > stakes.max_players:
        raise PlayerCountError.citing(
            f"{len(stacks)} players in the stacks: more than can sit at {stakes.table}, at most {stakes.max_players}",
            Step(stakes.players_clause, f"At most {stakes.max_players} players sit at {stakes.table}."),
        )
    checked: dict[int, int] = {}
    least = 1 if round_number == 1 else 0
    for seat, chips in stacks.items():
        if isinstance(seat, bool) or not isinstance(seat, int) or not 1 <= seat <= MAX_SEAT:
            raise PlayerCountError.citing(
                f"seat {seat!r} is not a seat number: seats are numbered 1, 2, 3, ... clockwise, at most {MAX_SEAT}",
                Step(ids.NZG_14_1B, "Seats are numbered clockwise round the table."),
                size_step(f"Seats are numbered 1 to at most {MAX_SEAT}."),
            )
        if isinstance(chips, bool) or not isinstance(chips, int) or chips < least:
            need = "1 or more chips to be dealt in" if least else "0 or more chips (0: all in)"
            raise BettingError.citing(
                f"seat {seat}'s stack {chips!r} is not allowed: a player has {need}",
                Step(
                    ids.INT_TAPPING_OUT, "A player bets only the chips in front of them; with none left they are all in."
                ),
            )
        whole_number(chips, f"seat {seat}'s stack", low=least, high=MAX_CHIPS, error=BettingError)
        checked[seat] = chips
    return checked


def start_round(
    stakes: Stakes,
    *,
    stacks: Mapping[int, int],
    round_number: int = 1,
    pot: int = 0,
    dealt_count: int | None = None,
    first_to_act: int | None = None,
    must_open: bool = False,
    bring_in: int = 0,
) -> BettingRound:
    """A betting round ready for its first action; in round 1 the blinds are posted first.

    :param stakes: the table's structure (:func:`~engine.poker.betting.stakes.manila_limit`, ...).
    :param stacks: each seat still in the hand and its chips, in turn order from the player to the
        left of the button (who posts the first blind).
    :param round_number: which round (1 = before the first community card in Manila).
    :param pot: chips already in the pot from earlier rounds.
    :param dealt_count: players dealt into the hand (default: every seat in ``stacks``); counted
        for the cap on raises when the stakes say ``cap_players="dealt"``.
    :param first_to_act: the seat that acts first, where the game says so (the stud opener);
        by default the player after the last blind, or the first in ``stacks``.
    :param must_open: the first player must bet: no check, no fold (the stud opener on the
        first round -- ``int-stud-opening-bet``).
    :param bring_in: with ``must_open``, a bring-in smaller than the round's bet: the opener brings
        in for it or completes the bet, and the next players call it or complete (``int-stud-bring-in``;
        0, the default, is the full opening bet the house rules describe).

    >>> from engine.poker.betting.options import fixed_limit, manila_limit
    >>> hand = start_round(fixed_limit(small_bet=4, big_bet=8), stacks={1: 40, 2: 40, 3: 40})
    >>> hand.pot, hand.to_act, hand.legal_actions().value[0].text
    (6, 3, 'call 4 chips')
    >>> start_round(manila_limit(stake=2), stacks={1: 1, 2: 40})
    Traceback (most recent call last):
    ...
    engine.errors.BettingError: seat 1 has 1 chip, less than the blind of $2: a player must have the blind in front of them to post it (pp-manila2-one-blind)
    """
    stakes = check_stakes(stakes)
    round_number = stakes.check_round(round_number)
    chips = _check_stacks(stakes, stacks, round_number)
    if isinstance(pot, bool) or not isinstance(pot, int) or pot < 0:
        raise BettingError.citing(
            f"the pot, {pot!r}, is not allowed: a pot is a whole number of chips, 0 or more",
            Step(ids.INT_BETTING_ROUND, "The pot holds the chips bet in earlier rounds."),
        )
    whole_number(pot, "the pot", low=0, high=MAX_CHIPS, error=BettingError)
    if dealt_count is None:
        dealt = len(chips)
    elif isinstance(dealt_count, bool) or not isinstance(dealt_count, int) or dealt_count < len(chips):
        raise BettingError.citing(
            f"the number of players dealt in, {dealt_count!r}, is not allowed: at least the {len(chips)} players in "
            "the stacks were dealt in",
            Step(ids.INT_RAISE_CAP_PLAYERS, "The players dealt in include every player still in the hand."),
        )
    else:
        dealt = dealt_count
    players = [PlayerBet(seat=seat, stack=amount) for seat, amount in chips.items()]
    blinds = stakes.blinds if round_number == 1 else ()
    if len(blinds) > len(players):
        raise PlayerCountError.citing(
            f"{len(players)} players cannot post {len(blinds)} blinds: each blind is posted by a different player",
            Step(blinds[-1].clause, f"{len(blinds)} blinds are posted, each by a different player."),
        )
    steps: list[Step] = []
    money = stakes.money
    for index, blind in enumerate(blinds):
        player = players[index]
        if player.stack < blind.amount:
            raise BettingError.citing(
                f"seat {player.seat} has {player.stack} chip{'s' if player.stack != 1 else ''}, less than "
                f"{blind.name} of {money(blind.amount)}: a player must have the blind in front of them to post it",
                Step(blind.clause, f"Seat {player.seat} posts {blind.name} of {money(blind.amount)}."),
            )
        put = blind.amount if blind.live else 0
        players[index] = replace(
            player,
            stack=player.stack - blind.amount,
            put_in=put,
            acted=not blind.option,
            blind=blind,
            total_in=blind.amount,
        )
        pot += blind.amount
        text = f"Seat {player.seat} posts {blind.name} of {money(blind.amount)} before the cards are dealt."
        steps.append(Step(blind.clause, text))
        if not blind.live:
            assert blind.live_clause is not None, blind.name  # a dead blind cites the rule that makes it dead
            steps.append(
                Step(
                    blind.live_clause,
                    f"{blind.name[0].upper() + blind.name[1:]} is dead: it goes to the pot and does not count "
                    f"toward seat {player.seat}'s bet.",
                )
            )
    last_raise = max((blind.amount for blind in blinds if blind.live), default=0)
    if blinds:
        reason = "to the left of the last blind"
    else:
        reason = "the first player to the left of the button"
    first_index, reason = _first_index(tuple(players), first_to_act, len(blinds), reason)
    opened = _opened(
        stakes,
        round_number,
        tuple(players),
        pot=pot,
        dealt_count=dealt,
        first_index=first_index,
        steps=steps,
        first_reason=reason,
        last_raise=last_raise,
    )
    return replace(
        opened, must_open=bool(must_open), bring_in=_check_bring_in(stakes, round_number, must_open, bring_in)
    )


def _check_bring_in(stakes: Stakes, round_number: int, must_open: bool, bring_in: object) -> int:
    """The bring-in (0: none): a whole number of chips below the round's bet, for a round the opener must open."""
    if isinstance(bring_in, bool) or not isinstance(bring_in, int):
        raise BettingError.citing(
            f"the bring-in {bring_in!r} is not a number of chips: give 0 (the full opening bet) or a whole number "
            "of chips below the round's bet",
            Step(ids.INT_STUD_BRING_IN, "A bring-in is a whole number of chips, less than the round's bet."),
        )
    if bring_in == 0:
        return 0
    bet = stakes.bets[round_number - 1]
    money = stakes.money
    if not must_open:
        raise BettingError.citing(
            f"a bring-in of {money(bring_in)} needs a stud opener: give must_open=True for the first round of a "
            "stud game (the only round with a bring-in)",
            Step(ids.INT_STUD_BRING_IN, "The bring-in is the stud opener's first-round bet."),
        )
    if not 1 <= bring_in < bet:
        raise BettingError.citing(
            f"a bring-in of {money(bring_in)} is not allowed: it must be at least 1 chip and less than the round's "
            f"bet, {money(bet)} (a bring-in of the whole bet is the full opening bet: give 0)",
            Step(ids.INT_STUD_BRING_IN, f"A bring-in is less than the round's bet, {money(bet)}."),
        )
    return bring_in


def _first_index(players: tuple[PlayerBet, ...], seat: int | None, default: int, reason: str) -> tuple[int, str]:
    """Where the action starts: the default index, or the seat the game names."""
    if seat is None:
        return default, reason
    for index, player in enumerate(players):
        if player.seat == seat:
            if player.folded:
                raise PlayerCountError.citing(
                    f"seat {seat} has folded and cannot act first",
                    Step(ids.INT_BETTING_ROUND, "A player who has folded takes no further part in the hand."),
                )
            return index, "named by the game's rule"
    raise PlayerCountError.citing(
        f"the seat named to act first, {seat!r}, is not in this round: the seats are "
        f"{', '.join(str(p.seat) for p in players)}",
        Step(ids.INT_BETTING_ROUND, "The first to act is one of the players in the round."),
    )
