"""A betting round, one action at a time: whose turn it is, what they may do, and the pot.

:func:`start_round` seats the players (in turn order, from the player to the left of
the button) with their chips and, in the first round, posts the blinds
(:mod:`engine.poker.betting.setup`).  A :class:`BettingRound` is frozen: each action -- :meth:`~BettingRound.fold`,
:meth:`~BettingRound.check`, :meth:`~BettingRound.call`, :meth:`~BettingRound.bet`,
:meth:`~BettingRound.raise_to`, :meth:`~BettingRound.all_in` -- returns a new round,
and an illegal one raises :class:`~engine.errors.RuleViolation` and leaves the round
as it was.  :meth:`~BettingRound.legal_actions` answers "what may the player to act
do now, and for how much?", with the reasons; every applied action is kept in
``history`` with its own.  Chips are conserved: the stacks and the pot always add up
to what the players sat down with.  What a round holds and what the player to act may do are
:class:`~engine.poker.betting.state.RoundState`'s; whose turn comes next is
:mod:`engine.poker.betting.turns`'s, and why an action is refused :mod:`engine.poker.betting.refusals`'s.

>>> from engine.poker.betting.structures import manila_limit
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

from collections.abc import Mapping
from dataclasses import dataclass, replace

from engine.checks import flag
from engine.documents import ids
from engine.errors import RuleViolation
from engine.explain import ClauseId, Step
from engine.poker.betting.actions import (
    Action,
    ActionKind,
    ActionRecord,
    LegalAction,
    PlayerBet,
    action_step,
    describe,
    record_text,
)
from engine.poker.betting.options import BetOptions
from engine.poker.betting.raises import half_bet
from engine.poker.betting.refusals import check_total, refuse_action
from engine.poker.betting.schedule import round_actions
from engine.poker.betting.setup import check_bring_in, check_dealt, check_pot, check_stacks, post_blinds
from engine.poker.betting.situation import counted_for_cap
from engine.poker.betting.stakes import RAISE_CAP, Stakes, Structure, check_stakes
from engine.poker.betting.state import RoundState
from engine.poker.betting.turns import Opening, end_step, first_index, next_to_act
from engine.words import excerpt

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
class BettingRound(RoundState):
    """One betting round of a hand, frozen, and the actions that move it on (see the module docstring);
    what it holds and what the player to act may do are :class:`~engine.poker.betting.state.RoundState`'s."""

    # -- acting ---------------------------------------------------------------------

    def fold(self, *, seat: int | None = None) -> BettingRound:
        """The player to act folds (always allowed in turn).

        >>> from engine.poker.betting.structures import manila_limit
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

        >>> from engine.poker.betting.structures import manila_limit
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

        >>> from engine.poker.betting.structures import manila_limit
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

        >>> from engine.poker.betting.structures import manila_limit
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

        >>> from engine.poker.betting.structures import no_limit
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

        >>> from engine.poker.betting.structures import manila_limit
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

        >>> from engine.poker.betting.structures import pot_limit
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
                f"{excerpt(action)} is not an action: fold, check, call, bet, raise or go all in",
                Step(ids.INT_BETTING_ROUND, "A player folds, checks, calls, bets, raises or goes all in."),
            )
        index = self._index_to_act(describe(action, self.stakes))
        player = self.players[index]
        if action.seat is not None and not (
            type(action.seat) is int and action.seat == player.seat  # (a seat number: never a reader's own __eq__)
        ):
            raise RuleViolation.citing(
                f"seat {excerpt(action.seat)}: {describe(action, self.stakes)} is out of turn: players act in turn and it is "
                f"seat {player.seat}'s turn",
                Step(ids.INT_BETTING_ROUND, "Players act in turn, clockwise, until every bet is called."),
            )
        options = self.options().value
        kind = action.kind
        if self.opening_required and kind in (ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL):
            raise self._refusal(player, options, kind.value, "the opener must make the first bet", options.call_because)
        if kind is ActionKind.FOLD:
            return self._after(index, replace(player, folded=True, acted=True), ActionKind.FOLD, 0, (), False)
        if kind is ActionKind.CHECK:
            if not options.can_check:
                raise self._refusal(player, options, "check", f"the bet is {self._money_in(player)}", options.call_because)
            return self._after(index, replace(player, acted=True), ActionKind.CHECK, 0, options.call_because, False)
        if kind is ActionKind.CALL:
            if options.can_check:
                raise self._refusal(player, options, "call", "there is no bet to call", options.call_because)
            return self._call(index, options)
        if kind is ActionKind.ALL_IN:
            return self._all_in(index, options)
        return self._bet_or_raise(index, options, kind, action.to)

    def next_round(self, *, first_to_act: int | None = None) -> BettingRound:
        """The next betting round: the same players (those who folded stay folded), the same pot,
        nothing put in yet.

        >>> from engine.poker.betting.structures import manila_limit
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
        opening = first_index(players, first_to_act, 0, "the first player still in to the left of the button")
        return _opened(self.stakes, number, players, pot=self.pot, dealt_count=self.dealt_count, opening=opening, steps=steps)

    # -- inside -------------------------------------------------------------------------

    def _refusal(
        self, player: PlayerBet, options: BetOptions, what: str, problem: str, because: tuple[Step, ...]
    ) -> RuleViolation:
        actions = round_actions(self.stakes, self.round_number).clause
        return refuse_action(player.seat, options, what, problem, because, actions)

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
        what = "all in" if all_in else f"{verb} {money(to) if isinstance(to, int) else excerpt(to)}"
        if kind is ActionKind.BET and not options.is_bet:
            problem = f"there is already a bet of {money(self.current_bet)}"
            raise self._refusal(player, options, what, problem, options.call_because)
        if kind is ActionKind.RAISE and options.is_bet:
            raise self._refusal(player, options, what, "no one has bet this round", options.call_because)
        if self.opening_required and self.bring_in and to == self.bring_in and not all_in:
            return self._bring_in(index, options)
        to, short = check_total(
            seat,
            what,
            to,
            options,
            current_bet=self.current_bet,
            chips=player.put_in + player.stack,
            put_in=player.put_in,
            money=money,
            actions=round_actions(self.stakes, self.round_number).clause,
        )
        added = to - player.put_in
        moved = replace(player, stack=player.stack - added, put_in=to, acted=True)
        is_all_in = moved.stack == 0
        completes = self._completion(options, short)
        if short:
            half = half_bet(
                self.stakes,
                to=to,
                full_to=options.full_raise_to,
                current_bet=self.current_bet,
                short=self.short_all_in_chips,
                last_raise=self.last_raise,
            )
            if half is None:
                return self._after(index, moved, kind, added, options.raise_because, is_all_in, short=True)
            after = self._after(
                index, moved, kind, added, (*options.raise_because, half.step), is_all_in, full=(half.size, half.counts)
            )
            return replace(after, half_bet_shortfall=self.half_bet_shortfall + half.shortfall)
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
            completes=completes,
        )

    def _completion(self, options: BetOptions, short: bool) -> ClauseId | None:
        """The reading a full bet here completes a bet short of a full one by, if it does: the stud opener's
        full bet instead of the bring-in, or the bet after a bring-in (``int-stud-bring-in``), or after an all
        in for less than the bet (``int-raise-count``); ``None`` for a bet or raise that completes nothing."""
        if short:
            return None
        if self.opening_required:
            return ids.INT_STUD_BRING_IN if self.bring_in else None
        if not options.completes:
            return None
        return ids.INT_STUD_BRING_IN if self.brought_in else ids.INT_RAISE_COUNT

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
        completes: ClauseId | None = None,
    ) -> BettingRound:
        """The round once ``moved`` (the player at ``index``, after acting) has put in ``added``;
        ``bring_in``: the stud opener's bring-in, short of a full bet as a short all in is; ``completes``:
        the reading by which the action completes a bet short of a full one, if it does."""
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
        cap_reached = self.cap_reached or (counted and raise_count >= RAISE_CAP and self._cap_counts_three())
        record_steps = self._action_steps(moved, kind, added, all_in, pot, because, short, bring_in, counted, completes)
        state = tuple(players)
        next_index = next_to_act(state, index + 1)
        round_steps = self.because
        if next_index is None:
            end = end_step(self.stakes, self.round_number, state, pot)
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
            else record_text(self.stakes, moved, kind, added, all_in, completes=completes is not None),
            because=tuple(record_steps),
            completes=completes is not None,
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
            cap_reached=cap_reached,
        )

    def _action_steps(
        self,
        moved: PlayerBet,
        kind: ActionKind,
        added: int,
        all_in: bool,
        pot: int,
        because: tuple[Step, ...],
        short: bool,
        bring_in: bool,
        counted: bool,
        completes: ClauseId | None,
    ) -> list[Step]:
        """The steps that record an action: why it is allowed (``because``), what it did, and whether an
        all in short of a full bet or raise reopens the betting."""
        step = action_step(
            self.stakes,
            self.round_number,
            moved,
            kind,
            added,
            all_in,
            pot,
            opening=self.opening_required,
            short=short,
            raise_number=self.raise_count + 1 if counted else None,
            completes=completes,
        )
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
        return record_steps

    def _cap_counts_three(self) -> bool:
        """Whether, before this action, the cap on raises counted more than 2 players (``int-raise-cap-players``,
        ``int-raise-cap-all-in``): a raise that makes the third then reaches the cap."""
        in_hand = [p for p in self.players if not p.folded]
        all_in = sum(1 for p in in_hand if p.is_all_in)
        return self.stakes.structure.caps_raises and counted_for_cap(self.stakes, len(in_hand), self.dealt_count, all_in) > 2

    def _completes_short_all_ins(self) -> bool:
        """Whether a limit raise here completes the all ins short of a full raise (``int-limit-short-all-in``)."""
        return self.stakes.structure.is_limit and self.stakes.after_short_all_in.completes


def _opened(
    stakes: Stakes,
    round_number: int,
    players: tuple[PlayerBet, ...],
    *,
    pot: int,
    dealt_count: int,
    opening: Opening,
    steps: list[Step],
    last_raise: int = 0,
) -> BettingRound:
    count = len(players)
    first = next_to_act(players, opening.position % count)
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
            first_round = round_number == 1 and (bool(stakes.blinds) or opening.named)
            clause = stakes.clauses.first_to_act(1 if first_round else max(2, round_number))
        if first == opening.position % count:
            text = f"Seat {players[first].seat}, {opening.reason}, acts first."
        else:
            text = f"Seat {players[first].seat} acts first: the players before them have folded or are all in."
        steps.append(Step(clause, text))
    else:
        steps.append(end_step(stakes, round_number, players, pot))
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

    :param stakes: the table's structure (:func:`~engine.poker.betting.structures.manila_limit`, ...).
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
        0, the default, is the full opening bet, the book's reading of the house rules: ``int-stud-opening-bet``).

    >>> from engine.poker.betting.structures import fixed_limit, manila_limit
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
    must_open = flag(must_open, "must_open")
    chips = check_stacks(stakes, stacks, round_number)
    pot = check_pot(pot)
    dealt = check_dealt(dealt_count, len(chips))
    if round_number == 1:
        posted = post_blinds(stakes, chips)
        players, steps, last_raise = posted.players, list(posted.steps), posted.last_raise
        pot += posted.pot
        reason = "to the left of the last blind" if stakes.blinds else "the first player to the left of the button"
        posters = len(stakes.blinds)
    else:
        players = tuple(PlayerBet(seat=seat, stack=amount) for seat, amount in chips.items())
        steps, last_raise, posters = [], 0, 0
        reason = "the first player to the left of the button"
    opened = _opened(
        stakes,
        round_number,
        players,
        pot=pot,
        dealt_count=dealt,
        opening=first_index(players, first_to_act, posters, reason),
        steps=steps,
        last_raise=last_raise,
    )
    return replace(
        opened, must_open=must_open, bring_in=check_bring_in(stakes, round_number, bring_in, must_open=must_open)
    )
