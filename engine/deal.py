"""The deal, event by event: a game's procedure run on a seeded shuffle.

``deal(game, players=..., button=..., rng=random.Random(seed))`` returns a
:class:`Deal`: the ordered :class:`Event` list (blinds or antes posted, each card
dealt to each seat in turn, burns, community cards, betting rounds with who acts
first, the draw, the showdown), each event explained by the clauses behind it and
carrying a running count of the cards dealt, burned, on the board, mucked and left
in the stub, which always adds up to the deck.

>>> import random
>>> hand = deal("2 Card Manila", players=11, button=11, rng=random.Random(1))
>>> hand.events[0].headline
'Seat 1 posts the blind of $2.'
>>> final = hand.events[-1].counts
>>> final.dealt, final.board + final.burned, final.stub
(22, 9, 1)
>>> deal("2 Card Manila", players=12, button=1, rng=random.Random(1))
Traceback (most recent call last):
...
engine.errors.PlayerCountError: 12 players is too many for 2 Card Manila: at most 11 play (pp-manila2-deck)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from engine.betting import Stakes, check_stakes, fixed_limit, manila_limit, round_bet
from engine.betting_stakes import GameClauses
from engine.cards import Card, CardsLike, cards_text, parse_cards
from engine.errors import PlayerCountError, RulesError
from engine.explain import Decision, Step
from engine.games import Family, Game, find_game
from engine.procedures import MANILA_3_CANBERRA, PROCEDURES, FirstToAct, Op, OpKind
from engine.showdown import Showdown, showdown
from engine.stud import stud_opener


class EventKind(StrEnum):
    """What happens in one event of a deal."""

    POST_BLIND = "post blind"
    POST_ANTE = "post ante"
    DEAL_CARD = "deal"
    BURN = "burn"
    COMMUNITY = "community"
    BETTING_ROUND = "betting round"
    FOLD = "fold"
    DRAW = "draw"
    SHOWDOWN = "showdown"
    UNCONTESTED = "uncontested"


@dataclass(frozen=True, slots=True)
class Counts:
    """Where every card of the deck is after an event; the five always add up to the deck."""

    dealt: int
    burned: int
    board: int
    mucked: int
    stub: int

    @property
    def total(self) -> int:
        return self.dealt + self.burned + self.board + self.mucked + self.stub

    def __str__(self) -> str:
        parts = [f"{self.dealt} dealt to players", f"{self.burned} burned", f"{self.board} on the board"]
        if self.mucked:
            parts.append(f"{self.mucked} mucked")
        parts.append(f"{self.stub} left in the stub")
        return ", ".join(parts) + f" ({self.total} in all)"


@dataclass(frozen=True, slots=True)
class Event:
    """One step of the hand: what happened, to whom, which cards, and why."""

    index: int
    kind: EventKind
    headline: str
    counts: Counts
    because: tuple[Step, ...]
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    face_up: bool = False
    amount: int = 0
    betting_round: int = 0
    first_to_act: int | None = None
    active: tuple[int, ...] = ()
    discarded: tuple[Card, ...] = ()
    result: Showdown | None = field(default=None, repr=False)

    def _repr_html_(self) -> str:
        from engine.render import event_html

        return event_html(self)

    def _repr_markdown_(self) -> str:
        from engine.render import event_markdown

        return event_markdown(self)


@dataclass(frozen=True, slots=True)
class Deal:
    """A whole hand as dealt: the events, and where every card ended up.

    ``order`` is the seats clockwise from the button's left (the order cards go round);
    ``hands`` every seat's cards in the order received; ``up_cards`` those dealt face up.
    """

    game: Game
    order: tuple[int, ...]
    button: int
    stakes: Stakes
    events: tuple[Event, ...]
    hands: dict[int, tuple[Card, ...]]
    up_cards: dict[int, tuple[Card, ...]]
    board: tuple[Card, ...]
    burned: tuple[Card, ...]
    mucked: tuple[Card, ...]
    stub: tuple[Card, ...]
    active: tuple[int, ...]
    forced_bets: int

    @property
    def because(self) -> tuple[Step, ...]:
        return tuple(step for event in self.events for step in event.because)

    def _repr_html_(self) -> str:
        from engine.render import deal_html

        return deal_html(self)

    def _repr_markdown_(self) -> str:
        from engine.render import deal_markdown

        return deal_markdown(self)

    def showdown(self, pot: int, **options: str) -> Showdown:
        """The showdown of this deal for a pot of ``pot`` chips (see :func:`engine.showdown.showdown`)."""
        hands = {seat: self.hands[seat] if len(self.active) > 1 else () for seat in self.active}
        board = self.board if len(self.active) > 1 else ()
        return showdown(self.game, hands, board, pot=pot, button=self.button, **options)


def _clockwise_from(seats: Sequence[int], after: int) -> tuple[int, ...]:
    size = max([*seats, after]) + 1
    return tuple(sorted(seats, key=lambda seat: (seat - after - 1) % size))


def _chips(amount: int) -> str:
    return str(amount)


def _too_many(game: Game, count: int) -> PlayerCountError:
    return PlayerCountError(
        f"{count} players is too many for {game.name}: at most {game.max_players} play ({game.players_clause})",
        because=(Step(game.players_clause, f"{game.name} seats at most {game.max_players} players."),),
    )


def _check(game: Game, seats: Sequence[int], button: int, stake: int, canberra: bool, blind_count: int) -> None:
    if len(seats) > game.max_players:
        raise _too_many(game, len(seats))
    if len(seats) < game.min_players:
        raise PlayerCountError(
            f"{len(seats)} player{'s' if len(seats) != 1 else ''} cannot play {game.name}: a hand needs at least {game.min_players}"
        )
    if len(set(seats)) != len(seats) or any(isinstance(s, bool) or not isinstance(s, int) or s < 1 for s in seats):
        raise PlayerCountError(f"seats {list(seats)!r} are not distinct seat numbers 1, 2, 3, ...")
    if button not in seats:
        raise PlayerCountError(
            f"the button's seat {button!r} is not one of the seats {sorted(seats)}: the button marks a player's seat (nzg-14-1b)"
        )
    if isinstance(stake, bool) or not isinstance(stake, int) or stake < 1:
        raise RulesError(
            f"stake {stake!r} is not a number of chips: the small bet must be a whole number of chips, 1 or more (pp-manila2-structure)"
        )
    if canberra and game.hole_count != 3:
        raise RulesError(
            f"the Canberra deal is a 3 Card Manila way of dealing (pp-manila3-canberra), not one for {game.name}"
        )
    if blind_count != 1 and game.family is not Family.MANILA:
        raise RulesError(f"blind_count applies to the Manila games (nzg-14-1c); {game.name} has its own blinds")
    if not 1 <= blind_count < len(seats):
        raise RulesError(
            f"blind_count {blind_count!r} is not allowed with {len(seats)} players: between 1 and {len(seats) - 1} compulsory blinds (nzg-14-1c-iii)"
        )


def default_stakes(game: Game | str, *, stake: int = 2, blind_count: int = 1) -> Stakes:
    """The limit structure a game is dealt with unless told otherwise (``int-limit-schedule``).

    Manila: ``stake`` is the blind and the first round's bet ($2 manila: 2, 4, 4, 4, 8).
    The others: ``stake`` is the small bet, doubled for the later rounds.

    >>> default_stakes("2 Card Manila", stake=5).bets
    (5, 10, 10, 10, 20)
    >>> default_stakes("Seven-Card Stud", stake=2).bets
    (2, 2, 4, 4, 4)
    """
    game = find_game(game)
    if game.family is Family.MANILA:
        return manila_limit(stake=stake, blind_count=blind_count if blind_count != 1 else None)
    if game.family is Family.FLOP:
        if game.key.startswith("omaha-8"):
            clauses = GameClauses("hr-omaha-actions", "hr-omaha-first-round", "hr-omaha-board")
            return fixed_limit(small_bet=stake, blinds_clause="hr-omaha8-blind-sizes", clauses=clauses)
        if game.key.startswith("omaha"):
            clauses = GameClauses("hr-omaha-actions", "hr-omaha-first-round", "hr-omaha-board")
            return fixed_limit(small_bet=stake, clauses=clauses)
        return fixed_limit(small_bet=stake)
    if game.family is Family.DRAW:
        clauses = GameClauses("hr-draw-first-bet", "hr-draw-first-bet", "hr-draw-second-round")
        return fixed_limit(small_bet=stake, round_count=2, small_bet_rounds=1, clauses=clauses)
    assert game.opener is not None
    actions = "hr-stud7-first-round-action" if game.hole_count == 7 else "hr-stud5-first-round-action"
    clauses = GameClauses(actions, game.opener.first_clause, game.opener.later_clause)
    if game.hole_count == 7:
        return fixed_limit(small_bet=stake, blinds=(), round_count=5, small_bet_rounds=2, clauses=clauses)
    return fixed_limit(small_bet=stake, blinds=(), round_count=4, small_bet_rounds=1, clauses=clauses)


def deal(
    game: Game | str,
    *,
    rng: random.Random,
    button: int,
    players: int | None = None,
    seats: Sequence[int] | None = None,
    stake: int = 2,
    stakes: Stakes | None = None,
    ante: int | None = None,
    canberra: bool = False,
    blind_count: int = 1,
    folds: Mapping[int, int] | None = None,
    draws: Mapping[int, int | CardsLike] | None = None,
) -> Deal:
    """Deal one hand of ``game`` event by event.

    :param rng: the shuffle's generator, e.g. ``random.Random(seed)``; never the module's.
    :param button: the button's seat (in stud, the dealer's position: cards start at its left).
    :param players: seats 1 to ``players``; or give ``seats`` explicitly.
    :param stake: the small bet in chips: the Manila blind ($2 game: 2), the big blind elsewhere.
    :param stakes: the betting structure, if not the game's default limit (:func:`default_stakes`);
        its blinds are posted and its bets announced at each betting round.
    :param ante: each player's ante in the stud games (Five-Card Stud: a quarter of the stake,
        at least 1, unless given; Seven-Card Stud: none unless given) -- ``int-ante-size``.
    :param canberra: 3 Card Manila only: the first two cards two at a time, then the third.
    :param blind_count: Manila only: how many compulsory blinds (NZ 14.1(c)); one by default.
    :param folds: seat -> the betting round (1, 2, ...) in which it folds; it gets no more cards.
    :param draws: Draw Poker: seat -> how many cards it exchanges (its lowest first) or which cards.
    """
    game = find_game(game)
    if seats is None:
        if players is None:
            raise PlayerCountError("say how many players (players=6) or which seats (seats=[1, 3, 5])")
        if isinstance(players, bool) or not isinstance(players, int):
            raise PlayerCountError(f"players {players!r} is not a number of players")
        if players > game.max_players:
            raise _too_many(game, players)
        seats = list(range(1, players + 1))
    _check(game, seats, button, stake, canberra, blind_count)
    procedure = MANILA_3_CANBERRA if canberra else PROCEDURES[game.key]
    stakes = _check_stakes_fit(
        game, procedure, stakes if stakes is not None else default_stakes(game, stake=stake, blind_count=blind_count)
    )
    dealer = _Dealer(game, seats, button, stakes, rng, ante, dict(folds or {}), dict(draws or {}))
    return dealer.run(procedure)


def _check_stakes_fit(game: Game, procedure: Sequence[Op], stakes: Stakes) -> Stakes:
    """The stakes must have one bet per betting round of the game and the blinds it posts."""
    stakes = check_stakes(stakes)
    rounds = sum(1 for op in procedure if op.kind is OpKind.BET)
    if stakes.round_count != rounds:
        raise RulesError(
            f"the stakes {stakes.name!r} have {stakes.round_count} betting rounds, but {game.name} has {rounds} "
            f"({next(op.clause for op in procedure if op.kind is OpKind.BET)})"
        )
    wanted = next((len(op.blinds) for op in procedure if op.kind is OpKind.POST_BLINDS), 0)
    posted = len(stakes.blinds)
    if (wanted == 1 and posted < 1) or (wanted != 1 and posted != wanted):
        clause = next((op.clause for op in procedure if op.kind is OpKind.POST_BLINDS), game.hole_clause)
        raise RulesError(
            f"the stakes {stakes.name!r} post {posted} blind{'s' if posted != 1 else ''}, but {game.name} "
            f"{'has no blinds' if not wanted else f'posts {wanted}'} ({clause})"
        )
    return stakes


class _Dealer:
    """Runs a procedure: the only mutable state in the engine, confined to one call of :func:`deal`."""

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
    ) -> None:
        self.game = game
        self.button = button
        self.stakes = stakes
        self.stake = stakes.bets[0]
        self.rng = rng
        self.ante = ante
        self.order = _clockwise_from(seats, button)
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
        self.last_bet_first: int | None = None
        for seat in folds:
            if seat not in self.order:
                raise PlayerCountError(f"folds names seat {seat!r}, which is not at the table")
        for seat in draws:
            if seat not in self.order:
                raise PlayerCountError(f"draws names seat {seat!r}, which is not at the table")
        rounds = sum(1 for op in PROCEDURES[game.key] if op.kind is OpKind.BET)
        for seat, round_number in folds.items():
            if isinstance(round_number, bool) or not isinstance(round_number, int) or not 1 <= round_number <= rounds:
                raise RulesError(
                    f"seat {seat} cannot fold in betting round {round_number!r}: {game.name} has betting rounds 1 to {rounds}"
                )
        if draws and game.family is not Family.DRAW:
            raise RulesError(f"draws apply to Draw Poker (hr-draw-exchange); {game.name} has no draw")

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
            )
        )

    def take(self) -> Card:
        return self.stub.pop(0)

    def next_active_after(self, seat: int) -> int:
        return _clockwise_from(self.active, seat)[0]

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
        for index, (seat, blind) in enumerate(zip(seats, blinds, strict=True)):
            self.forced += blind.amount
            money = self.stakes.money(blind.amount)
            steps = [Step(op.clause, f"Seat {seat} posts {blind.name} of {money} before any card is dealt.")]
            if single:
                where = "the button" if index == 0 else "the previous blind"
                clause = "nzg-14-1c-i" if index == 0 else "nzg-14-1c-ii"
                steps.append(Step(clause, f"The blind is placed by the player on the immediate left of {where}."))
                if len(blinds) > 1:
                    steps.append(Step("nzg-14-1c-iii", f"This table requires {len(blinds)} compulsory blinds."))
            elif len(self.order) == 2:
                steps.append(
                    Step(
                        "int-heads-up-blinds",
                        "Head to head, the button posts the small blind and the other player the big blind.",
                    )
                )
            else:
                steps.append(Step(blind.clause, f"{blind.name.capitalize()} is {money}."))
            self.emit(
                EventKind.POST_BLIND,
                f"Seat {seat} posts {blind.name} of {money}.",
                steps,
                seat=seat,
                amount=blind.amount,
            )

    def post_antes(self, op: Op) -> None:
        default = max(1, self.stake // 4) if op.clause == "hr-stud5-ante" else 0
        amount = self.ante if self.ante is not None else default
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise RulesError(
                f"ante {amount!r} is not a number of chips: an ante is a whole number of chips, 0 or more (int-ante-size)"
            )
        if amount == 0:
            return
        for seat in self.active:
            self.forced += amount
            steps = [
                Step(op.clause, f"Seat {seat} antes {_chips(amount)}."),
                Step("int-ante-size", "The documents do not give the ante's size; here it is " + _chips(amount) + "."),
            ]
            self.emit(EventKind.POST_ANTE, f"Seat {seat} antes {_chips(amount)}.", steps, seat=seat, amount=amount)

    def deal_cards(self, op: Op) -> None:
        if self.game.family is Family.STUD and len(self.stub) < len(self.active):
            self.community_for_short_deck(op)
            return
        for pass_size in op.passes:
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
                steps = [Step(op.clause, self._deal_sentence(op, seat, pass_size, shown))]
                if seat == self.active[-1] and seat == self.button and self.game.family is not Family.STUD:
                    steps.append(
                        Step(
                            "nzg-14-1b" if self.game.family is Family.MANILA else "hr-holdem-button",
                            f"The button, seat {seat}, receives the last card of each round.",
                        )
                    )
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
                "int-stud-deck-short",
                f"Only {len(self.stub) + 1} card{'s are' if len(self.stub) else ' is'} left for {len(self.active)} players, so one community card is dealt face up for everyone: it is every player's last card.",
            ),
        ]
        self.emit(
            EventKind.COMMUNITY, f"Community card (the deck ran short): {card!r}.", steps, cards=(card,), face_up=True
        )

    def burn(self, op: Op) -> None:
        needed = 1 + (len(self.active) if self.game.family in (Family.STUD,) else 0)
        if self.game.family is Family.STUD and len(self.stub) < needed:
            return  # int-stud-deck-short: no burn when the cards are needed for the players
        card = self.take()
        self.burned.append(card)
        next_card = len(self.board) + 1
        if self.game.family is Family.MANILA:
            sentence = f"A card is burned (face down, out of play) before community card {next_card}."
        elif self.game.family is Family.DRAW:
            sentence = "A card is burned before the draw."
        else:
            sentence = "A card is burned (face down, out of play) before the next cards are dealt."
        self.emit(
            EventKind.BURN,
            f"Burn card {len(self.burned)}.",
            [
                Step(op.clause, sentence),
                *[
                    Step(c, "After all bets are called, a card is burnt, then the next community card is dealt.")
                    for c in op.also[:1]
                ],
            ],
            cards=(card,),
        )

    def community(self, op: Op) -> None:
        cards = tuple(self.take() for _ in range(op.count))
        self.board.extend(cards)
        first = len(self.board) - op.count + 1
        label = op.text or f"community card {first}"
        sentence = f"{label.capitalize()}: {cards_text(cards)}, face up in the centre; the board now shows {len(self.board)} of {self.game.board_count}."
        steps = [Step(op.clause, sentence)]
        if self.game.family is Family.MANILA and len(self.board) == 1:
            steps.append(Step(op.also[0], "Community cards come one at a time until five are face up."))
        elif self.game.family is Family.FLOP:
            told = {
                "the flop": "Three community cards are dealt face up in the centre of the table.",
                "the turn": "Another card is dealt face up.",
                "the river": "The fifth and last card is dealt face up.",
            }
            for clause_id in op.also:
                steps.append(Step(clause_id, told.get(op.text, "A community card is dealt face up.")))
        self.emit(EventKind.COMMUNITY, f"{label.capitalize()}: {cards_text(cards)}.", steps, cards=cards, face_up=True)

    def betting_round_op(self, op: Op) -> None:
        self.betting_round += 1
        first, reason = self.first_to_act(op)
        bet = round_bet(self.stakes, self.betting_round)
        steps = [Step(op.clause, f"Betting round {self.betting_round}: {reason}.")]
        steps.extend(self.bet_steps(bet))
        self.emit(
            EventKind.BETTING_ROUND,
            f"Betting round {self.betting_round}: seat {first} acts first.",
            steps,
            seat=first,
            betting_round=self.betting_round,
            first_to_act=first,
            amount=bet.value,
        )
        acting = list(_clockwise_from(self.active, first))
        acting = [first] + [s for s in acting if s != first]
        for seat in [s for s in acting if self.folds.get(s) == self.betting_round]:
            if len(self.active) == 1:
                break
            self.active.remove(seat)
            fold = Step(op.clause, f"Seat {seat} folds and takes no further part in the hand.")
            self.emit(EventKind.FOLD, f"Seat {seat} folds.", [fold], seat=seat, betting_round=self.betting_round)

    def bet_steps(self, bet: Decision[int]) -> list[Step]:
        """The round's bet, from the betting module; Manila's first round also says what the blind allows."""
        steps = list(bet.because)
        if self.stakes.is_manila and self.betting_round == 1:
            section = "pp-" + ("manila2" if self.game.hole_count == 2 else "betting")
            blind = self.stakes.bets[0]
            steps.append(
                Step(
                    f"{section}-blind-options",
                    f"Everyone may call the blind of {self.stakes.money(blind)}, raise to "
                    f"{self.stakes.money(blind + self.stakes.first_raise)}, or fold.",
                )
            )
        return steps

    def first_to_act(self, op: Op) -> tuple[int, str]:
        rule = op.first
        if rule is FirstToAct.LEFT_OF_BLIND:
            seat = self.next_active_after(self.blind_seats[-1])
            return seat, f"seat {seat}, on the left of the blind, acts first; the blind acts last"
        if rule is FirstToAct.LEFT_OF_BIG_BLIND:
            seat = self.next_active_after(self.blind_seats[-1])
            return (
                seat,
                f"seat {seat}, on the left of the big blind, acts first; the big blind acts last and may check or raise",
            )
        if rule is FirstToAct.LEFT_OF_BUTTON:
            seat = self.next_active_after(self.button)
            return seat, f"seat {seat}, the first player still in on the left of the button, acts first"
        up = {seat: tuple(self.up[seat]) for seat in self.active}
        decision = stud_opener(self.game, up, dealer=self.button)
        return decision.value, decision.because[-1].text.rstrip(".")

    def draw(self, op: Op) -> None:
        for seat in list(self.active):
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
                headline = f"Seat {seat} exchanges {len(discards)} card{'s' if len(discards) != 1 else ''}."
                sentence = f"Seat {seat} throws away {cards_text(discards)} and receives {len(new)} new card{'s' if len(new) != 1 else ''} face down."
            else:
                headline = f"Seat {seat} stands pat."
                sentence = f"Seat {seat} keeps all five cards."
            self.emit(
                EventKind.DRAW,
                headline,
                [Step(op.clause, sentence), Step("hr-draw-the-draw", "This is the draw.")],
                seat=seat,
                cards=tuple(new),
                discarded=tuple(discards),
            )

    def discards_for(self, seat: int) -> list[Card]:
        wanted = self.draws.get(seat, 0)
        hand = self.hands[seat]
        if isinstance(wanted, bool):
            raise RulesError(
                f"seat {seat} cannot exchange {wanted!r} cards: give a number 0 to 5 or the cards (hr-draw-exchange)"
            )
        if isinstance(wanted, int):
            if not 0 <= wanted <= 5:
                raise RulesError(
                    f"seat {seat} cannot exchange {wanted} cards: a player exchanges 0 to 5 (hr-draw-exchange)"
                )
            return sorted(hand, key=lambda card: card.rank.value_high)[:wanted]
        chosen = list(parse_cards(wanted))
        missing = [card for card in chosen if card not in hand]
        if missing:
            raise RulesError(
                f"seat {seat} cannot throw away {cards_text(missing)}: its hand is {cards_text(hand)} (hr-draw-exchange)"
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
                    "int-draw-procedure",
                    f"The stub ran out, so the {len(pool)} cards already thrown away (not this player's) are shuffled to make a new stub.",
                )
            ],
        )

    def uncontested(self) -> None:
        seat = self.active[0]
        result = showdown(self.game, {seat: ()}, pot=self.forced, button=self.button)
        self.emit(
            EventKind.UNCONTESTED,
            f"Seat {seat} wins the pot without a showdown.",
            result.because,
            seat=seat,
            result=result,
        )

    def showdown(self, op: Op) -> None:
        hands = {seat: tuple(self.hands[seat]) for seat in self.active}
        result = showdown(self.game, hands, tuple(self.board), pot=self.forced, button=self.button)
        best = result.hands[result.high_winners[0]]
        steps = [
            Step(op.clause, f"Showdown: {result.headline[0].lower() + result.headline[1:]} ({cards_text(best.cards)})")
        ]
        steps.extend(self.card_arithmetic())
        steps.extend(result.hands_because)
        steps.append(
            Step(
                "int-betting-round",
                "How the pot is shared depends on the betting; Deal.showdown(pot) shares a given pot.",
            )
        )
        headline = result.headline[0].lower() + result.headline[1:]
        self.emit(EventKind.SHOWDOWN, f"Showdown: {headline}", steps, result=result)

    def card_arithmetic(self) -> list[Step]:
        """The documents' arithmetic: players x hole cards, community + burn cards, total."""
        if self.game.family is not Family.MANILA:
            return []
        players = len(self.order)
        hole = self.game.hole_count
        total = players * hole + len(self.board) + len(self.burned)
        clause = "pp-manila2-card-count" if hole == 2 else "pp-manila3-card-count"
        return [
            Step(
                clause,
                f"{players} players x {hole} cards = {players * hole}; community + burn cards = "
                f"{len(self.board)} + {len(self.burned)} = {len(self.board) + len(self.burned)}; "
                f"total = {total} of {self.game.deck.size}, {self.game.deck.size - total} left in the stub.",
            )
        ]
