"""A betting round as it stands: the players, the pot, the bet, and what the player to act may do.

:class:`RoundState` is the frozen record of a round and what may be read from it: whose turn it
is, the bet, the pots, and :meth:`~RoundState.options` and :meth:`~RoundState.legal_actions`,
the raise calculator's answer with the round's own limits (a blind's option, a betting not
reopened by a short all in, the stud opener's forced bet).  Acting on it -- folding, calling,
raising -- is :class:`engine.poker.betting.round.BettingRound`, which adds the actions to it.

>>> from engine.poker.betting.round import start_round
>>> from engine.poker.betting.structures import manila_limit
>>> hand = start_round(manila_limit(stake=2), stacks={1: 50, 2: 50, 3: 50})
>>> hand.current_bet, hand.to_act, [str(action) for action in hand.legal_actions().value]
(2, 2, ['call $2', 'raise to $6', 'fold'])
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.documents import ids
from engine.errors import PlayerCountError, RuleViolation
from engine.explain import Decision, Step, steps_text
from engine.poker.betting.actions import ActionKind, ActionRecord, LegalAction, PlayerBet, distinct
from engine.poker.betting.options import BetOptions, betting_options
from engine.poker.betting.pots import Pot, side_pots
from engine.poker.betting.stakes import Stakes, range_text
from engine.words import excerpt


@dataclass(frozen=True, slots=True, kw_only=True)
class RoundState:
    """One betting round of a hand, frozen; see the module docstring.

    ``players`` are in turn order from the player to the left of the button.  ``pot``
    holds every chip put in, this round's included.  ``raise_count`` counts full
    raises; ``last_raise`` is the size of the last full bet or raise (0: none yet);
    ``short_all_in_chips`` what all ins short of a full bet or raise have added to the bet;
    ``half_bet_shortfall`` what all ins counted as full ones under the half-bet rule fell short of
    them (``int-limit-short-all-in``); ``cap_reached`` whether a raise this round reached the cap of
    three raises while more than 2 players were counted (``int-raise-cap-lifted``).
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
    cap_reached: bool = False

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
            f"seat {excerpt(seat)} is not in this round: the seats are {self._seat_list()}",
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

        >>> from engine.poker.betting.structures import manila_limit
        >>> from engine.poker.betting.round import start_round
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
            all_in_count=sum(1 for p in in_hand if p.is_all_in),
            cap_reached=self.cap_reached,
        )
        options = decision.value
        seat = player.seat
        call_steps = list(options.call_because)
        blind = player.blind
        if blind is not None and blind.option.value and options.can_check and self.raise_count == 0:
            call_steps.append(
                blind.option.step(f"The action has come back to {blind.name} with no raise: seat {seat} may check or raise.")
            )
        block = self._raise_block(player, in_hand) if options.can_raise or options.can_tap_out else None
        raise_steps = list(options.raise_because)
        if block is not None:
            raise_steps.append(block)
            options = replace(options, raise_range=None, can_tap_out=False, raise_blocked_by=block)
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
            completing = self._completing_step(seat)
            call_steps.append(completing)
            # the step that says the bet is short of a full one says so of the bring-in
            raise_steps = [completing if step == options.short_bet else step for step in raise_steps]
        options = replace(options, call_because=tuple(call_steps), raise_because=distinct(raise_steps))
        return Decision(options, because=distinct(options.because))

    def _raise_block(self, player: PlayerBet, in_hand: list[PlayerBet]) -> Step | None:
        """Why this round allows the player to act no full bet or raise, where the calculator would: no one
        left to call it, or a short all in that does not reopen the betting (``None``: nothing stops it)."""
        seat = player.seat
        if not any(p.stack > 0 for p in in_hand if p is not player):
            return Step(
                ids.INT_TAPPING_OUT,
                "Every other player still in is all in: no one could call a bet or raise, so you may not make one.",
            )
        if player.acted:
            return Step(  # the short all in since this player acted reopens nothing (int-raise-count)
                ids.INT_RAISE_COUNT,
                f"Seat {seat} has acted since the last full bet or raise; the all in since then was less than a "
                "full raise and does not reopen the betting, so you may only call or fold.",
            )
        return None

    def _completing_step(self, seat: int) -> Step:
        """After a stud bring-in, what the player at ``seat`` may do: call it or complete the bet
        (``int-stud-bring-in``)."""
        money = self.stakes.money
        opener = self.history[0].seat
        full = money(self.stakes.bets[0])
        if self.current_bet == self.bring_in:
            return Step(
                ids.INT_STUD_BRING_IN,
                f"Seat {opener} brought in for {money(self.bring_in)}, less than the round's bet: seat {seat} may "
                f"call the {money(self.bring_in)} or complete the bet to {full}, which counts as the bet, not a "
                "raise.",
            )
        return Step(
            ids.INT_STUD_BRING_IN,
            f"Seat {opener} brought in for {money(self.bring_in)} and all ins have made the bet "
            f"{money(self.current_bet)}, still less than the round's bet: completing it to {full} counts as "
            "the bet, not a raise.",
        )

    def legal_actions(self) -> Decision[tuple[LegalAction, ...]]:
        """Everything the player to act may do now, for how much, and why.

        >>> from engine.poker.betting.structures import manila_limit
        >>> from engine.poker.betting.round import start_round
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
        if options.raise_range is not None:
            low, high = options.raise_range.low.value, options.raise_range.high.value
            kind = ActionKind.BET if options.is_bet else ActionKind.RAISE
            completes = (opening and bool(self.bring_in)) if options.is_bet else options.completes
            verb = ("complete to" if completes else "bet") if options.is_bet else options.raise_verb
            amounts = money(low) if low == high else f"between {range_text(low, high, self.stakes.currency)}"
            text = f"{verb} {amounts}"
            legal.append(LegalAction(kind, low, high, text, options.raise_because, completes))
        if options.can_tap_out and options.all_in_to is not None:
            to = options.all_in_to
            legal.append(LegalAction(ActionKind.ALL_IN, to, to, f"go all in to {money(to)}", options.raise_because))
        if not opening:
            legal.append(LegalAction(ActionKind.FOLD, player.put_in, player.put_in, "fold", ()))
        return Decision(tuple(legal), because=decision.because)

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

        >>> from engine.poker.betting.structures import fixed_limit
        >>> from engine.poker.betting.round import start_round
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
