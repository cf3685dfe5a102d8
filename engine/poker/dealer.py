"""The dealer: a game's procedure run, step by step, into the events of one hand.

:class:`Dealer` is the only mutable state in the engine, confined to one call of
:func:`engine.poker.deal.deal`: it takes cards from the shuffled stub, posts blinds and antes,
deals to each seat in turn, burns, opens the board, marks each betting round with who acts first
(and the folds the caller asked for), runs the draw and the showdown, and emits an
:class:`~engine.poker.events.Event` for each, with the clauses behind it.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence

from engine.cards import Card, CardsLike, cards_text, parse_cards
from engine.checks import whole_number
from engine.documents import ids
from engine.errors import RulesError
from engine.explain import ClauseId, Step
from engine.poker.betting.schedule import round_actions, round_bet
from engine.poker.betting.stakes import Stakes
from engine.poker.deal_words import RoundWords
from engine.poker.events import Counts, Deal, Event, EventKind
from engine.poker.game import Family, Game
from engine.poker.procedures import FirstToAct, Op, OpKind
from engine.poker.seating import clockwise_from
from engine.poker.showdown import Showdown, showdown
from engine.poker.stud import stud_opener_of
from engine.words import excerpt, plural

#: The sentences of 2 and 3 Card Manila that speak of its own limit stakes ($2, raise to $6, $4, $8):
#: a Manila game dealt at other stakes (pot limit, say) does not cite them.
_MANILA_LIMIT_SENTENCES = frozenset(
    {
        ids.PP_MANILA2_BLIND_OPTIONS,
        ids.PP_BETTING_BLIND_OPTIONS,
        ids.PP_MANILA2_LATER_ACTIONS,
        ids.PP_BETTING_LATER_ACTIONS,
        ids.PP_MANILA2_FIFTH_CARD_BET,
        ids.PP_BETTING_FIFTH_CARD_BET,
    }
)


class Dealer:
    """Runs a procedure: the only mutable state in the engine, confined to one call of
    :func:`engine.poker.deal.deal`, which checks what it is given first."""

    def __init__(
        self,
        game: Game,
        seats: Sequence[int],
        button: int,
        stakes: Stakes,
        rng: random.Random,
        ante: int | None,
        folds: dict[int, int],
        draws: dict[int, int | CardsLike],
        bring_in: int = 0,
    ) -> None:
        self.game = game
        self.bring_in = bring_in
        self.button = button
        self.stakes = stakes
        self.stake = stakes.bets[0]
        self.rng = rng
        self.ante = ante
        self.order = clockwise_from(seats, button)
        self.active = list(self.order)
        self.stub = game.deck.shuffled(rng)
        self.hands: dict[int, list[Card]] = {seat: [] for seat in self.order}
        self.up: dict[int, list[Card]] = {seat: [] for seat in self.order}
        self.board: list[Card] = []
        self.burned: list[Card] = []
        self.mucked: list[Card] = []
        self.events: list[Event] = []
        self.blind_seats: list[int] = []
        self.forced = 0
        self.betting_round = 0
        self.folds = folds
        self.draws = draws
        self.pending: list[Step] = []  # said before the first card (no ante), told with the first card
        self.words = RoundWords(stakes, bring_in)

    # --- bookkeeping -------------------------------------------------------------------------

    def counts(self) -> Counts:
        return Counts(
            dealt=sum(len(cards) for cards in self.hands.values()),
            burned=len(self.burned),
            board=len(self.board),
            mucked=len(self.mucked),
            stub=len(self.stub),
        )

    def emit(
        self,
        kind: EventKind,
        headline: str,
        because: Sequence[Step],
        *,
        seat: int | None = None,
        cards: tuple[Card, ...] = (),
        face_up: bool = False,
        amount: int = 0,
        betting_round: int = 0,
        first_to_act: int | None = None,
        result: Showdown | None = None,
        discarded: tuple[Card, ...] = (),
        card_count: Sequence[Step] = (),
    ) -> None:
        counts = self.counts()
        assert counts.total == self.game.deck.size, counts
        self.events.append(
            Event(
                index=len(self.events),
                kind=kind,
                headline=headline,
                counts=counts,
                because=tuple(because),
                seat=seat,
                cards=cards,
                face_up=face_up,
                amount=amount,
                betting_round=betting_round,
                first_to_act=first_to_act,
                active=tuple(self.active),
                discarded=discarded,
                result=result,
                card_count=tuple(card_count),
            )
        )

    def take(self) -> Card:
        return self.stub.pop(0)

    def next_active_after(self, seat: int) -> int:
        return clockwise_from(self.active, seat)[0]

    def money(self, amount: int) -> str:
        return self.stakes.money(amount)

    @staticmethod
    def also_steps(
        op: Op,
        sentences: Mapping[ClauseId, str],
        steps: list[Step],
        *,
        only: Sequence[ClauseId] = (),
        skip: Collection[ClauseId] = (),
    ) -> None:
        """Add a step for each of ``op.also`` (or of ``only``) not yet cited nor in ``skip``, in the procedure's order.

        Every clause the procedure lists has its sentence in ``sentences``: a missing one is a
        bug in this module, which the tests of every game's deal catch.
        """
        cited_ids = {step.clause for step in steps}
        for clause_id in op.also:
            if (only and clause_id not in only) or clause_id in cited_ids or clause_id in skip:
                continue
            steps.append(Step(clause_id, sentences[clause_id]))
            cited_ids.add(clause_id)

    # --- the procedure ------------------------------------------------------------------------

    def run(self, procedure: Sequence[Op]) -> Deal:
        for op in procedure:
            if len(self.active) == 1:
                self.uncontested()
                break
            handler = {
                OpKind.POST_BLINDS: self.post_blinds,
                OpKind.POST_ANTES: self.post_antes,
                OpKind.DEAL: self.deal_cards,
                OpKind.BURN: self.burn,
                OpKind.COMMUNITY: self.community,
                OpKind.BET: self.betting_round_op,
                OpKind.DRAW: self.draw,
                OpKind.SHOWDOWN: self.showdown,
            }[op.kind]
            handler(op)
        return Deal(
            game=self.game,
            order=self.order,
            button=self.button,
            stakes=self.stakes,
            events=tuple(self.events),
            hands={seat: tuple(cards) for seat, cards in self.hands.items()},
            up_cards={seat: tuple(cards) for seat, cards in self.up.items()},
            board=tuple(self.board),
            burned=tuple(self.burned),
            mucked=tuple(self.mucked),
            stub=tuple(self.stub),
            active=tuple(self.active),
            forced_bets=self.forced,
            bring_in=self.bring_in,
        )

    def post_blinds(self, op: Op) -> None:
        blinds = self.stakes.blinds
        if len(blinds) == 2 and len(self.order) == 2:
            # head to head the button posts the small blind (int-heads-up-blinds)
            seats = [self.button, self.next_active_after(self.button)]
        else:
            seats, previous = [], self.button
            for _ in blinds:
                previous = self.next_active_after(previous)
                seats.append(previous)
        self.blind_seats = seats
        single = len(op.blinds) == 1
        posted = ", ".join(f"seat {seat} {blind.name}" for seat, blind in zip(seats, blinds, strict=True))
        sentences = {
            ids.NZG_14_1C: "Blinds are placed before the first card is dealt.",
            ids.NZG_14_1C_I: "The blind is placed by the player on the immediate left of the button.",
            ids.INT_DRAW_FIRST_TO_ACT: (
                f"Draw Poker is dealt from a button, as Hold 'Em is: the blinds are the players on its left ({posted})."
                if len(self.order) > 2
                else f"Draw Poker is dealt from a button, as Hold 'Em is: head to head the button and the other "
                f"player post the blinds ({posted})."
            ),
            ids.HR_DRAW_BLIND_ROTATION: (
                "The button passes clockwise after each hand, so each player seated takes a turn at the blinds."
            ),
        }
        for index, (seat, blind) in enumerate(zip(seats, blinds, strict=True)):
            self.forced += blind.amount
            money = self.money(blind.amount)
            steps = [Step(op.clause, f"Seat {seat} posts {blind.name} of {money} before any card is dealt.")]
            if single:
                where = "the button" if index == 0 else "the previous blind"
                clause = ids.NZG_14_1C_I if index == 0 else ids.NZG_14_1C_II
                steps.append(Step(clause, f"The blind is placed by the player on the immediate left of {where}."))
                if len(blinds) > 1:
                    steps.append(Step(ids.NZG_14_1C_III, f"This table requires {len(blinds)} compulsory blinds."))
            elif len(self.order) == 2:
                steps.append(
                    Step(
                        ids.INT_HEADS_UP_BLINDS,
                        "Head to head, the button posts the small blind and the other player the big blind.",
                    )
                )
            else:
                steps.append(Step(blind.clause, f"{blind.name.capitalize()} is {money}."))
            if index == 0:
                self.also_steps(op, sentences, steps)
            self.emit(
                EventKind.POST_BLIND,
                f"Seat {seat} posts {blind.name} of {money}.",
                steps,
                seat=seat,
                amount=blind.amount,
            )

    def post_antes(self, op: Op) -> None:
        ante_rule = op.ante
        if ante_rule is None:
            raise LookupError(f"{op.clause}: a step that posts antes says what the ante is")
        amount = self.ante if self.ante is not None else ante_rule.default(self.stake)  # checked by deal()
        if amount == 0:
            self.pending.append(ante_rule.no_ante)
            return
        for seat in self.active:
            self.forced += amount
            ante = self.money(amount)
            steps = [Step(op.clause, f"Seat {seat} antes {ante}{ante_rule.posted}.")]
            steps.append(Step(ids.INT_ANTE_SIZE, f"The documents do not give the ante's size; here it is {ante}."))
            self.emit(EventKind.POST_ANTE, f"Seat {seat} antes {ante}.", steps, seat=seat, amount=amount)

    def deal_cards(self, op: Op) -> None:
        if self.game.family is Family.STUD and len(self.stub) < len(self.active):
            self.community_for_short_deck(op)
            return
        first = self.active[0]
        button_last = op.button_last
        for pass_index, pass_size in enumerate(op.passes):
            for seat in self.active:
                cards = tuple(self.take() for _ in range(pass_size))
                self.hands[seat].extend(cards)
                if op.face_up:
                    self.up[seat].extend(cards)
                number = len(self.hands[seat])
                shown = cards_text(cards) if op.face_up else "face down"
                what = f"card{'s' if pass_size > 1 else ''} {number - pass_size + 1}{'-' + str(number) if pass_size > 1 else ''}"
                headline = (
                    f"Seat {seat} receives {what}, {'face up: ' + cards_text(cards) if op.face_up else 'face down'}."
                )
                steps = [Step(op.clause, self._deal_sentence(op, seat, pass_size, shown)), *self.pending]
                self.pending = []
                if seat == first and pass_index == 0 and op.starts_left is not None:
                    steps.append(
                        Step(
                            op.starts_left,
                            f"The dealer deals clockwise from the player on the button's immediate left, seat {seat}, "
                            "one card at a time face down until each player receives two cards.",
                        )
                    )
                if seat == self.active[-1] and seat == self.button and button_last is not None:
                    text = f"{button_last.lead}, seat {seat}, receives the last card of each round."
                    steps.append(Step(button_last.clause, text))
                self.emit(EventKind.DEAL_CARD, headline, steps, seat=seat, cards=cards, face_up=op.face_up)

    def _deal_sentence(self, op: Op, seat: int, pass_size: int, shown: str) -> str:
        first = self.active[0]
        if self.game.family is Family.MANILA:
            start = "starting with the blind" if first in self.blind_seats else f"starting with seat {first}"
            if pass_size == 2:
                return f"Canberra deal: the first two cards go two at a time, clockwise {start}; seat {seat} gets two."
            return f"Hole cards go one at a time, face down, clockwise {start}; this one goes to seat {seat}."
        if self.game.family is Family.STUD:
            return f"Cards go clockwise from the dealer's left; seat {seat} receives one {'face up (' + shown + ')' if op.face_up else 'face down'}."
        return f"Cards go one at a time, face down, clockwise from the button's left; this one goes to seat {seat}."

    def community_for_short_deck(self, op: Op) -> None:
        card = self.take()
        self.board.append(card)
        steps = [
            Step(
                ids.INT_STUD_DECK_SHORT,
                f"Only {len(self.stub) + 1} card{'s are' if len(self.stub) else ' is'} left for {len(self.active)} players, so one community card is dealt face up for everyone: it is every player's last card.",
            ),
            Step(op.clause, "This is the round of cards the community card stands in for."),
        ]
        self.emit(
            EventKind.COMMUNITY, f"Community card (the deck ran short): {card!r}.", steps, cards=(card,), face_up=True
        )

    def burn(self, op: Op) -> None:
        if self.game.family is Family.STUD and len(self.stub) < 1 + len(self.active):
            self.no_burn(op)
            return
        card = self.take()
        self.burned.append(card)
        next_card = len(self.board) + 1
        if self.game.family is Family.MANILA:
            sentence = f"A card is burned (face down, out of play) before community card {next_card}."
        elif self.game.family is Family.DRAW:
            sentence = "A card is burned before the draw."
        else:
            sentence = "A card is burned (face down, out of play) before the next cards are dealt."
        steps = [Step(op.clause, sentence)]
        self.also_steps(
            op,
            {c: "After all bets are called, a card is burnt, then the next community card is dealt." for c in op.also},
            steps,
        )
        self.emit(EventKind.BURN, f"Burn card {len(self.burned)}.", steps, cards=(card,))

    def no_burn(self, op: Op) -> None:
        """The stud deck runs short: the burn is left out, and the event says why (``int-stud-deck-short``)."""
        left, players = len(self.stub), len(self.active)
        if left >= players:
            why = f"exactly enough for one more card to each of the {players} players still in"
        else:
            why = f"fewer than the {players} players still in need, so their last card will be a community card"
        steps = [
            Step(
                ids.INT_STUD_DECK_SHORT,
                f"No card is burned: the stub holds only {plural(left, 'card')}, {why}.",
            ),
            Step(op.clause, "A card would be burned here, before the next round of cards."),
        ]
        self.emit(EventKind.NO_BURN, f"No burn card: {left} left in the stub for {players} players.", steps)

    def community(self, op: Op) -> None:
        cards = tuple(self.take() for _ in range(op.count))
        self.board.extend(cards)
        first = len(self.board) - op.count + 1
        label = op.text or f"community card {first}"
        sentence = f"{label.capitalize()}: {cards_text(cards)}, face up in the centre; the board now shows {len(self.board)} of {self.game.board_count}."
        steps = [Step(op.clause, sentence)]
        told = {
            ids.PP_MANILA2_BOARD: "Community cards come one at a time until five are face up.",
            ids.HR_HOLDEM_FLOP: "Three community cards are dealt face up in the center of the table.",
            ids.HR_HOLDEM_TURN: "Another card is dealt face up.",
            ids.HR_HOLDEM_RIVER: "The fifth and last card is dealt face up.",
        }
        self.also_steps(op, told, steps)
        self.emit(EventKind.COMMUNITY, f"{label.capitalize()}: {cards_text(cards)}.", steps, cards=cards, face_up=True)

    def betting_round_op(self, op: Op) -> None:
        self.betting_round += 1
        first, reason = self.first_to_act(op)
        bet = round_bet(self.stakes, self.betting_round)
        sentences = self.words.round_sentences(self.betting_round, first, self.blind_seats)
        actions, skipped = op.clause, frozenset[ClauseId]()
        if not self.stakes.is_manila:  # a Manila game at other stakes: the $2, $4 and $8 sentences are not this table's
            skipped = _MANILA_LIMIT_SENTENCES
            if actions in skipped:
                actions = round_actions(self.stakes, self.betting_round).clause
                sentences[actions] = f"Players act in turn at this table's stakes ({self.stakes.name})."
        first_clause = op.first.clause if op.first is not None else actions
        steps = [Step(first_clause, f"Betting round {self.betting_round}: {reason}.")]
        if actions != first_clause:
            steps.append(Step(actions, sentences[actions]))
        self.also_steps(op, sentences, steps, skip=skipped)
        if self.bring_in and op.must_open:
            steps.append(Step(ids.INT_STUD_BRING_IN, self.words.bring_in_sentence(bet.value)))
        cited_ids = {step.clause for step in steps}
        own = dict(op.own_copies)  # a game's own copies of the sentences the stakes cite (3 Card Manila's)
        for step in bet.because:
            clause_id = own.get(step.clause, step.clause)
            if clause_id not in cited_ids:
                steps.append(Step(clause_id, step.text))
                cited_ids.add(clause_id)
        self.emit(
            EventKind.BETTING_ROUND,
            f"Betting round {self.betting_round}: seat {first} acts first.",
            steps,
            seat=first,
            betting_round=self.betting_round,
            first_to_act=first,
            amount=bet.value,
        )
        acting = list(clockwise_from(self.active, first))
        acting = [first] + [s for s in acting if s != first]
        forced = op.must_open
        if forced:  # the stud opener bets first: it can fold only later in the round, facing a raise
            acting = [*acting[1:], first]
        for seat in [s for s in acting if self.folds.get(s) == self.betting_round]:
            if len(self.active) == 1:
                break
            self.active.remove(seat)
            fold = [Step(op.fold if op.fold and op.fold not in skipped else actions, f"Seat {seat} folds and takes no further part in the hand.")]
            if forced and seat == first:
                fold.append(
                    Step(
                        ids.INT_STUD_OPENING_BET,
                        f"Seat {seat} made the forced opening bet, so it may not fold first: it folds when the "
                        "betting comes back to it raised, and its opening bet stays in the pot.",
                    ),
                )
            self.emit(EventKind.FOLD, f"Seat {seat} folds.", fold, seat=seat, betting_round=self.betting_round)

    def first_to_act(self, op: Op) -> tuple[int, str]:
        rule = None if op.first is None else op.first.value
        if rule is FirstToAct.LEFT_OF_BLIND:
            seat = self.next_active_after(self.blind_seats[-1])
            last = "the blind" if len(self.blind_seats) == 1 else "the last blind"
            return seat, f"seat {seat}, on the left of {last}, acts first; {last} acts last"
        if rule is FirstToAct.LEFT_OF_BIG_BLIND:
            seat = self.next_active_after(self.blind_seats[-1])
            text = f"seat {seat}, on the left of the big blind, acts first"
            if op.first_note:
                text += f"; {op.first_note}"
            return seat, text
        if rule is FirstToAct.LEFT_OF_BUTTON:
            seat = self.next_active_after(self.button)
            return seat, f"seat {seat}, the first player still in on the left of the button, acts first"
        up = {seat: tuple(self.up[seat]) for seat in self.active}
        assert self.game.opener is not None  # a stud game's procedure names an up-card opener
        decision = stud_opener_of(self.game, self.game.opener, up, self.button)
        return decision.value, decision.because[-1].text.rstrip(".")

    def draw(self, op: Op) -> None:
        for index, seat in enumerate(list(self.active)):
            discards = self.discards_for(seat)
            for card in discards:
                self.hands[seat].remove(card)
                self.mucked.append(card)
            new: list[Card] = []
            for _ in discards:
                if not self.stub:
                    self.reshuffle_muck(exclude=discards)
                card = self.take()
                new.append(card)
                self.hands[seat].append(card)
            if discards:
                headline = f"Seat {seat} exchanges {plural(len(discards), 'card')}."
                sentence = f"Seat {seat} throws away {cards_text(discards)} and receives {plural(len(new), 'new card')} face down."
            else:
                headline = f"Seat {seat} stands pat."
                sentence = f"Seat {seat} keeps all five cards."
            steps = [Step(op.clause, sentence)]
            sentences = {
                ids.HR_DRAW_THE_DRAW: "This is the draw.",
                ids.INT_DRAW_PROCEDURE: (
                    "The players still in draw in turn, starting on the left of the button; each receives as many "
                    "cards from the stub as they throw away."
                ),
            }
            self.also_steps(op, sentences, steps, only=(ids.HR_DRAW_THE_DRAW,) if index else ())
            self.emit(
                EventKind.DRAW,
                headline,
                steps,
                seat=seat,
                cards=tuple(new),
                discarded=tuple(discards),
            )

    def discards_for(self, seat: int) -> list[Card]:
        wanted = self.draws.get(seat, 0)
        hand = self.hands[seat]
        if isinstance(wanted, bool):
            raise RulesError.citing(
                f"seat {seat} cannot exchange {excerpt(wanted)} cards: give a number 0 to 5 or the cards",
                Step(ids.HR_DRAW_EXCHANGE, "Players may exchange any number of cards from their hand."),
            )
        if isinstance(wanted, int):
            count = whole_number(
                wanted,
                "the cards exchanged",
                low=0,
                high=5,
                refusal=lambda: RulesError.citing(
                    f"seat {seat} cannot exchange {wanted} cards: a player exchanges 0 to 5",
                    Step(ids.HR_DRAW_EXCHANGE, "Players may exchange any number of the five cards in their hand."),
                ),
            )
            return sorted(hand, key=lambda card: card.rank.value_high)[:count]
        chosen = list(parse_cards(wanted))
        missing = [card for card in chosen if card not in hand]
        if missing:
            raise RulesError.citing(
                f"seat {seat} cannot throw away {cards_text(missing)}: its hand is {cards_text(hand)}",
                Step(ids.HR_DRAW_EXCHANGE, "Players exchange cards from their own hand."),
            )
        return chosen

    def reshuffle_muck(self, exclude: Sequence[Card]) -> None:
        pool = [card for card in self.mucked if card not in exclude]
        for card in pool:
            self.mucked.remove(card)
        self.rng.shuffle(pool)
        self.stub.extend(pool)
        self.emit(
            EventKind.DRAW,
            "The stub ran out: the discards are shuffled into a new stub.",
            [
                Step(
                    ids.INT_DRAW_PROCEDURE,
                    f"The stub ran out, so the {len(pool)} cards already thrown away (not this player's) are shuffled to make a new stub.",
                )
            ],
        )

    def uncontested(self) -> None:
        seat = self.active[0]
        result = showdown(self.game, {seat: ()}, pot=self.forced, button=self.button, seats=self.order)
        self.emit(
            EventKind.UNCONTESTED,
            f"Seat {seat} wins the pot without a showdown.",
            result.because,
            seat=seat,
            result=result,
        )

    def showdown(self, op: Op) -> None:
        hands = {seat: tuple(self.hands[seat]) for seat in self.active}
        result = showdown(self.game, hands, tuple(self.board), pot=self.forced, button=self.button, seats=self.order)
        best = result.hands[result.high_winners[0]]
        steps = [
            Step(op.clause, f"Showdown: {result.headline[0].lower() + result.headline[1:]} ({cards_text(best.cards)})")
        ]
        card_count = self.card_arithmetic(op)
        steps.extend(card_count)
        steps.extend(result.hands_because)
        steps.append(
            Step(ids.INT_BETTING_ROUND, "How the pot is shared depends on the betting: the pot holds every chip put in.")
        )
        steps.append(Step(ids.METHOD_STEP_BY_STEP, "This deal plays no betting; Deal.showdown(pot) shares a given pot."))
        headline = result.headline[0].lower() + result.headline[1:]
        self.emit(EventKind.SHOWDOWN, f"Showdown: {headline}", steps, result=result, card_count=card_count)

    def card_arithmetic(self, op: Op) -> list[Step]:
        """The documents' arithmetic (players x hole cards, community + burn cards, total), then what
        is left in the stub, which is the book's arithmetic (``method-card-count``), not the documents'."""
        clause = op.card_count
        if clause is None:
            return []
        players = len(self.order)
        hole = self.game.hole_count
        total = players * hole + len(self.board) + len(self.burned)
        size = self.game.deck.size
        return [
            Step(
                clause,
                f"{players} players x {hole} cards = {players * hole}; community + burn cards = "
                f"{len(self.board)} + {len(self.burned)} = {len(self.board) + len(self.burned)}; total = {total}.",
            ),
            Step(
                ids.METHOD_CARD_COUNT,
                f"{total} of the {size} cards are out, leaving {size} \u2212 {total} = {size - total} in the stub.",
            ),
        ]
