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
import reprlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from engine.cards import Card, CardsLike, cards_text, parse_cards
from engine.checks import MAX_SEAT, check_rng
from engine.documents import ids
from engine.errors import PlayerCountError, RulesError
from engine.explain import ClauseId, Step
from engine.poker.betting.options import Stakes, Structure, check_stakes, fixed_limit, manila_limit, round_bet
from engine.poker.betting.stakes import MAX_STAKE, GameClauses
from engine.poker.games import Family, Game, find_game
from engine.poker.procedures import MANILA_3_CANBERRA, PROCEDURES, FirstToAct, Op, OpKind
from engine.poker.showdown import Showdown, showdown
from engine.poker.stud import stud_opener


class EventKind(StrEnum):
    """What happens in one event of a deal."""

    POST_BLIND = "post blind"
    POST_ANTE = "post ante"
    DEAL_CARD = "deal"
    BURN = "burn"
    NO_BURN = "no burn"  # the stud deck runs short: the burn is left out (int-stud-deck-short)
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


@dataclass(frozen=True, slots=True)
class Deal:
    """A whole hand as dealt: the events, and where every card ended up.

    ``order`` is the seats clockwise from the button's left (the order cards go round);
    ``hands`` every seat's cards in the order received; ``up_cards`` those dealt face up;
    ``bring_in`` the stud table's bring-in (0: the full opening bet), to play the first betting
    round with (``start_round(..., must_open=True, bring_in=hand.bring_in)``, ``int-stud-bring-in``).
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
    bring_in: int = 0

    @property
    def because(self) -> tuple[Step, ...]:
        return tuple(step for event in self.events for step in event.because)


    def showdown(self, pot: int, **options: str) -> Showdown:
        """The showdown of this deal for a pot of ``pot`` chips (see :func:`engine.poker.showdown.showdown`)."""
        hands = {seat: self.hands[seat] if len(self.active) > 1 else () for seat in self.active}
        board = self.board if len(self.active) > 1 else ()
        return showdown(
            self.game,
            hands,
            board,
            pot=pot,
            button=self.button,
            seats=self.order,
            currency=self.stakes.currency,
            **options,  # type: ignore[arg-type]  # the readings' names (hilo_odd_chip, ...): text options only
        )


def _clockwise_from(seats: Sequence[int], after: int) -> tuple[int, ...]:
    size = max([*seats, after]) + 1
    return tuple(sorted(seats, key=lambda seat: (seat - after - 1) % size))


def _refuse(message: str, clause: ClauseId, rule: str) -> RulesError:
    """A :class:`RulesError` whose message ends with ``clause`` and whose ``because`` says ``rule``."""
    return RulesError.citing(message, Step(clause, rule))


def _check(game: Game, seats: Sequence[int], button: int, stake: object, canberra: object, blind_count: object) -> None:
    game.check_table_size(len(seats))
    if len(seats) < game.min_players:
        raise PlayerCountError.citing(
            f"{len(seats)} player{'s' if len(seats) != 1 else ''} cannot play {game.name}: a hand needs at least "
            f"{game.min_players}",
            Step(game.players_clause, f"{game.name} is played by {game.min_players} or more players."),
        )
    if any(isinstance(s, bool) or not isinstance(s, int) or not 1 <= s <= MAX_SEAT for s in seats) or len(
        set(seats)
    ) != len(seats):
        raise PlayerCountError.citing(
            f"the seats {list(seats)!r} are not distinct seat numbers 1, 2, 3, ... (at most {MAX_SEAT})",
            Step(ids.NZG_14_1B, "Seats are numbered clockwise round the table, each seat once."),
        )
    if isinstance(button, bool) or not isinstance(button, int) or button not in seats:
        raise PlayerCountError.citing(
            f"the button's seat {button!r} is not one of the seats {sorted(seats)}: the button marks a player's seat",
            Step(ids.NZG_14_1B, "The dealer button indicates the designated player."),
        )
    if isinstance(stake, bool) or not isinstance(stake, int) or stake < 1:
        raise _refuse(
            f"stake {stake!r} is not a number of chips: the small bet must be a whole number of chips, 1 or more",
            ids.PP_MANILA2_STRUCTURE,
            "A stake is a whole number of chips: $2 manila bets $2, $4, $4, $4, $8.",
        )
    if stake > MAX_STAKE:
        raise _refuse(
            f"stake {stake} is more than a table plays for: a stake is at most {MAX_STAKE:,} chips, the most the "
            "engine counts a table's chips in",
            ids.INT_STAKE_SIZE,
            f"A stake is a whole number of chips from 1 to {MAX_STAKE:,}.",
        )
    if not isinstance(canberra, bool):
        raise _refuse(
            f"the Canberra deal is asked for with {canberra!r}: say True (two cards at a time, then the third) or "
            "False",
            ids.PP_MANILA3_CANBERRA,
            "Canberra gives the first 2 cards at a time, then the third card one at a time.",
        )
    if canberra and game.hole_count != 3:
        raise _refuse(
            f"the Canberra deal is a 3 Card Manila way of dealing, not one for {game.name}",
            ids.PP_MANILA3_CANBERRA,
            "Canberra differs from the 3 Card Manila deal by giving the first 2 cards at a time.",
        )
    if isinstance(blind_count, bool) or not isinstance(blind_count, int):
        raise _refuse(
            f"the number of compulsory blinds, {blind_count!r}, is not a whole number",
            ids.NZG_14_1C_III,
            "The number of compulsory blinds is shown on a sign at the table.",
        )
    if blind_count != 1 and game.family is not Family.MANILA:
        raise _refuse(
            f"{blind_count} compulsory blinds: several compulsory blinds are a Manila rule, and {game.name} has "
            "its own blinds",
            ids.NZG_14_1C,
            "In Two Card Manila blinds are placed by the requisite players before the first card is dealt.",
        )
    if not 1 <= blind_count < len(seats):
        raise _refuse(
            f"{blind_count} compulsory blinds are not allowed with {len(seats)} players: between 1 and "
            f"{len(seats) - 1} compulsory blinds, each posted by a different player",
            ids.NZG_14_1C_III,
            "Each blind is placed by the player on the left of the one before, so each by a different player.",
        )


def default_stakes(game: Game | str, *, stake: int = 2, blind_count: int = 1) -> Stakes:
    """The limit structure a game is dealt with unless told otherwise (``int-limit-schedule``).

    Manila: ``stake`` is the blind and the first round's bet ($2 manila: 2, 4, 4, 4, 8).
    The others: ``stake`` is the small bet, doubled for the later rounds.  The stakes are
    for the game's own table: at most ``game.max_players`` players.

    >>> default_stakes("2 Card Manila", stake=5).bets
    (5, 10, 10, 10, 20)
    >>> default_stakes("Seven-Card Stud", stake=2).bets
    (2, 2, 4, 4, 4)
    >>> default_stakes("3 Card Manila").max_players
    9
    """
    game = find_game(game)
    stakes = _game_stakes(game, stake, blind_count)
    return replace(
        stakes, max_players=game.max_players, players_clause=game.players_clause, table=f"a {game.name} table"
    )


def default_ante(game: Game | str, *, stake: int) -> int:
    """Each player's ante when the table names none: a quarter of the small bet, at least one chip, in
    Five-Card Stud ("All players place a small wager known as an 'ante'", ``hr-stud5-ante``,
    ``int-ante-size``); none in the other games (``int-stud-antes``).

    >>> default_ante("Five-Card Stud", stake=4), default_ante("Five-Card Stud", stake=2), default_ante("Seven-Card Stud", stake=4)
    (1, 1, 0)
    """
    game = find_game(game)
    antes = any(op.kind is OpKind.POST_ANTES and op.clause == ids.HR_STUD5_ANTE for op in PROCEDURES[game.key])
    return max(1, stake // 4) if antes else 0


def _game_stakes(game: Game, stake: int, blind_count: int) -> Stakes:
    if game.family is Family.MANILA:
        return manila_limit(stake=stake, blind_count=blind_count if blind_count != 1 else None)
    if game.family is Family.FLOP:
        if game.key.startswith("omaha-8"):
            clauses = GameClauses(ids.HR_OMAHA_ACTIONS, ids.HR_OMAHA_FIRST_ROUND, ids.HR_OMAHA_BOARD)
            return fixed_limit(small_bet=stake, blinds_clause=ids.HR_OMAHA8_BLIND_SIZES, clauses=clauses)
        if game.key.startswith("omaha"):
            clauses = GameClauses(ids.HR_OMAHA_ACTIONS, ids.HR_OMAHA_FIRST_ROUND, ids.HR_OMAHA_BOARD)
            return fixed_limit(small_bet=stake, clauses=clauses)
        return fixed_limit(small_bet=stake)
    if game.family is Family.DRAW:
        clauses = GameClauses(
            ids.HR_DRAW_FIRST_BET,
            ids.INT_DRAW_FIRST_TO_ACT,
            ids.INT_DRAW_FIRST_TO_ACT,
            None,
            later_actions=ids.HR_DRAW_SECOND_ROUND,
        )
        return fixed_limit(small_bet=stake, round_count=2, small_bet_rounds=1, clauses=clauses)
    assert game.opener is not None
    actions = ids.HR_STUD7_FIRST_ROUND_ACTION if game.hole_count == 7 else ids.HR_STUD5_FIRST_ROUND_ACTION
    # "each player in turn must call, raise, or fold" is the first round's: later rounds run as any betting round
    clauses = GameClauses(
        actions, game.opener.first_clause, game.opener.later_clause, None, later_actions=ids.INT_BETTING_ROUND
    )
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
    bring_in: int = 0,
    canberra: bool = False,
    blind_count: int = 1,
    folds: Mapping[int, int] | None = None,
    draws: Mapping[int, int | CardsLike] | None = None,
) -> Deal:
    """Deal one hand of ``game`` event by event.

    :param rng: the shuffle's generator, e.g. ``random.Random(seed)``; never the module's
        (anything else is a :class:`~engine.errors.GeneratorError`).
    :param button: the button's seat (in stud, the dealer's position: cards start at its left).
    :param players: seats 1 to ``players``; or give ``seats`` explicitly.
    :param stake: the small bet in chips, 1 to 1,000,000 (``int-stake-size``): the Manila blind
        ($2 game: 2), the big blind elsewhere.
    :param stakes: the betting structure, if not the game's default limit (:func:`default_stakes`);
        its blinds are posted and its bets announced at each betting round.
    :param ante: each player's ante in the stud games (Five-Card Stud: a quarter of the stake,
        at least 1, unless given; Seven-Card Stud: none unless given) -- ``int-ante-size``.
    :param bring_in: the stud games only: 0 (the default) for the house rules' full opening bet
        (``int-stud-opening-bet``), or a bring-in of that many chips, at least 1 and less than the
        first round's bet: the opener brings in for it or completes to the full bet (``int-stud-bring-in``).
    :param canberra: 3 Card Manila only, ``True`` or ``False``: the first two cards two at a time,
        then the third.
    :param blind_count: Manila only: how many compulsory blinds (NZ 14.1(c)); one by default.
    :param folds: seat -> the betting round (1, 2, ...) in which it folds; it gets no more cards.
    :param draws: Draw Poker: seat -> how many cards it exchanges (its lowest first) or which cards.

    >>> deal("2 Card Manila", players=4, button=4, rng=random)
    Traceback (most recent call last):
    ...
    engine.errors.GeneratorError: the shuffle's generator <module 'random' ...> is not a random.Random: pass random.Random(seed), so that the deal can be replayed from its seed (int-shuffle)
    """
    game = find_game(game)
    rng = check_rng(rng, "the shuffle's generator")
    if seats is None:
        if players is None:
            raise PlayerCountError.citing(
                "say how many players (players=6) or which seats (seats=[1, 3, 5])",
                Step(game.players_clause, f"{game.name} seats {game.min_players} to {game.max_players} players."),
            )
        if isinstance(players, bool) or not isinstance(players, int):
            raise PlayerCountError.citing(
                f"the number of players, {players!r}, is not a whole number",
                Step(game.players_clause, f"{game.name} seats {game.min_players} to {game.max_players} players."),
            )
        game.check_table_size(players)
        if players < game.min_players:
            raise PlayerCountError.citing(
                f"the number of players, {players}, is too few for {game.name}: a hand needs at least "
                f"{game.min_players}",
                Step(game.players_clause, f"{game.name} is played by {game.min_players} or more players."),
            )
        seats = list(range(1, players + 1))
    elif isinstance(seats, str) or not isinstance(seats, Sequence):
        raise PlayerCountError.citing(
            f"the seats {seats!r} are not a list of seat numbers, e.g. [1, 3, 5]",
            Step(ids.NZG_14_1B, "Seats are numbered clockwise round the table, each seat once."),
        )
    _check(game, seats, button, stake, canberra, blind_count)
    if ante is not None and game.family is not Family.STUD:
        raise _refuse(
            f"an ante of {ante!r} is a stud rule: {game.name} opens with its blinds, not antes",
            ids.HR_STUD5_ANTE,
            "In Five-Card Stud all players place a small wager known as an 'ante'.",
        )
    procedure = MANILA_3_CANBERRA if canberra else PROCEDURES[game.key]
    fold_clause = next(op.fold or op.clause for op in procedure if op.kind is OpKind.BET)
    fold_rounds = _check_seat_map(
        folds,
        "the folds",
        "each folding seat with the betting round it folds in, e.g. {3: 1}",
        Step(fold_clause, "A player may fold in a betting round and takes no further part in the hand."),
    )
    exchanges = _check_seat_map(
        draws,
        "the draws",
        "each drawing seat with how many cards it exchanges or which, e.g. {2: 3} or {2: 'Ah 7c'}",
        Step(ids.HR_DRAW_EXCHANGE, "In Draw Poker players may exchange any number of cards from their hand."),
    )
    stakes = _check_stakes_fit(
        game, procedure, stakes if stakes is not None else default_stakes(game, stake=stake, blind_count=blind_count)
    )
    _check_bring_in(game, stakes, bring_in)
    dealer = _Dealer(game, seats, button, stakes, rng, ante, fold_rounds, exchanges, bring_in)
    return dealer.run(procedure)


def _check_bring_in(game: Game, stakes: Stakes, bring_in: object) -> None:
    """The stud bring-in (``int-stud-bring-in``): 0, or a whole number of chips below the first round's bet."""
    if isinstance(bring_in, bool) or not isinstance(bring_in, int):
        raise _refuse(
            f"the bring-in {bring_in!r} is not a number of chips: give 0 (the full opening bet) or a whole number "
            "of chips below the first round's bet",
            ids.INT_STUD_BRING_IN,
            "A bring-in is a whole number of chips, less than the first round's bet.",
        )
    if bring_in == 0:
        return
    if game.family is not Family.STUD:
        raise _refuse(
            f"a bring-in of {bring_in} is a stud rule: {game.name} opens with its blinds, not a bring-in",
            ids.INT_STUD_BRING_IN,
            "The bring-in is the stud opener's first-round bet.",
        )
    bet = stakes.bets[0]
    if not 1 <= bring_in < bet:
        raise _refuse(
            f"a bring-in of {stakes.money(bring_in)} is not allowed: it must be at least 1 chip and less than the "
            f"first round's bet, {stakes.money(bet)} (a bring-in of the whole bet is the full opening bet: give 0)",
            ids.INT_STUD_BRING_IN,
            f"A bring-in is less than the first round's bet, {stakes.money(bet)}.",
        )


def _check_seat_map(value: object, what: str, give: str, rule: Step) -> dict[Any, Any]:
    """``value`` (``None`` or a mapping of seat to something) as a new dict, or a :class:`RulesError` quoting it."""
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise RulesError.citing(f"{what} {reprlib.repr(value)} are not given seat by seat: give {give}", rule)
    return dict(value)


def _check_stakes_fit(game: Game, procedure: Sequence[Op], stakes: Stakes) -> Stakes:
    """The stakes must have one bet per betting round of the game and the blinds it posts."""
    stakes = check_stakes(stakes)
    rounds = sum(1 for op in procedure if op.kind is OpKind.BET)
    if stakes.round_count != rounds:
        raise RulesError.citing(
            f"the stakes {stakes.name!r} have {stakes.round_count} betting rounds, but {game.name} has {rounds}",
            Step(
                next(op.clause for op in procedure if op.kind is OpKind.BET),
                f"{game.name} has {rounds} betting rounds.",
            ),
        )
    wanted = next((len(op.blinds) for op in procedure if op.kind is OpKind.POST_BLINDS), 0)
    posted = len(stakes.blinds)
    if (wanted == 1 and posted < 1) or (wanted != 1 and posted != wanted):
        clause = next((op.clause for op in procedure if op.kind is OpKind.POST_BLINDS), game.hole_clause)
        posts = "has no blinds" if not wanted else f"posts {wanted}"
        raise RulesError.citing(
            f"the stakes {stakes.name!r} post {posted} blind{'s' if posted != 1 else ''}, but {game.name} {posts}",
            Step(clause, f"{game.name} {posts}."),
        )
    return stakes


#: 3 Card Manila's own copies of the 2 Card Manila betting sentences ("Betting Structures").
_THREE_CARD_BETTING = {
    ids.PP_MANILA2_STRUCTURE: ids.PP_BETTING_STRUCTURE,
    ids.PP_MANILA2_FIFTH_CARD_BET: ids.PP_BETTING_FIFTH_CARD_BET,
    ids.PP_MANILA2_BLIND_OPTIONS: ids.PP_BETTING_BLIND_OPTIONS,
    ids.PP_MANILA2_LATER_ACTIONS: ids.PP_BETTING_LATER_ACTIONS,
}


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
        bring_in: int = 0,
    ) -> None:
        self.game = game
        self.bring_in = bring_in
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
        self.pending: list[Step] = []  # said before the first card (no ante), told with the first card
        for seat in folds:
            if seat not in self.order:
                raise PlayerCountError.citing(
                    f"a fold is asked of seat {seat!r}, which is not at the table",
                    Step(ids.NZG_14_1B, "Seats are numbered clockwise round the table."),
                )
        for seat in draws:
            if seat not in self.order:
                raise PlayerCountError.citing(
                    f"a draw is asked of seat {seat!r}, which is not at the table",
                    Step(ids.NZG_14_1B, "Seats are numbered clockwise round the table."),
                )
        rounds = sum(1 for op in PROCEDURES[game.key] if op.kind is OpKind.BET)
        for seat, round_number in folds.items():
            if isinstance(round_number, bool) or not isinstance(round_number, int) or not 1 <= round_number <= rounds:
                raise _refuse(
                    f"seat {seat} cannot fold in betting round {round_number!r}: {game.name} has betting rounds 1 "
                    f"to {rounds}",
                    stakes.structure_clause,
                    f"{game.name} has {rounds} betting rounds.",
                )
        if draws and game.family is not Family.DRAW:
            raise _refuse(
                f"draws apply to Draw Poker; {game.name} has no draw",
                ids.HR_DRAW_EXCHANGE,
                "In Draw Poker players may exchange any number of cards from their hand.",
            )

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

    def money(self, amount: int) -> str:
        return self.stakes.money(amount)

    def own_clause(self, clause_id: ClauseId) -> ClauseId:
        """3 Card Manila cites its own copy of a 2 Card Manila betting sentence, where it has one."""
        if self.game.family is Family.MANILA and self.game.hole_count == 3:
            return _THREE_CARD_BETTING.get(clause_id, clause_id)
        return clause_id

    @staticmethod
    def also_steps(op: Op, sentences: Mapping[ClauseId, str], steps: list[Step], *, only: Sequence[ClauseId] = ()) -> None:
        """Add a step for each of ``op.also`` (or of ``only``) not yet cited, in the procedure's order.

        Every clause the procedure lists has its sentence in ``sentences``: a missing one is a
        bug in this module, which the tests of every game's deal catch.
        """
        cited_ids = {step.clause for step in steps}
        for clause_id in op.also:
            if (only and clause_id not in only) or clause_id in cited_ids:
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
        amount = self.ante if self.ante is not None else default_ante(self.game, stake=self.stake)
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise _refuse(
                f"ante {amount!r} is not a number of chips: an ante is a whole number of chips, 0 or more",
                ids.INT_ANTE_SIZE,
                "Each player's ante is a whole number of chips.",
            )
        if amount > MAX_STAKE:
            raise _refuse(
                f"ante {amount} is more than a table plays for: an ante is at most {MAX_STAKE:,} chips",
                ids.INT_STAKE_SIZE,
                f"A bet, blind or ante is a whole number of chips from 1 to {MAX_STAKE:,}.",
            )
        if amount == 0:
            if op.clause == ids.INT_STUD_ANTES:
                text = (
                    "No one antes: the Seven-Card Stud section names no ante, so the pot starts empty (a table "
                    "that antes sets the option ante)."
                )
            else:
                text = "No one antes: this table's ante is 0."
            self.pending.append(Step(op.clause if op.clause.startswith("int-") else ids.INT_ANTE_SIZE, text))
            return
        for seat in self.active:
            self.forced += amount
            ante = self.money(amount)
            steps = [Step(op.clause, f"Seat {seat} antes {ante}.")]
            if op.clause == ids.INT_STUD_ANTES:
                steps[0] = Step(op.clause, f"Seat {seat} antes {ante}: this table plays Seven-Card Stud with an ante.")
            steps.append(Step(ids.INT_ANTE_SIZE, f"The documents do not give the ante's size; here it is {ante}."))
            self.emit(EventKind.POST_ANTE, f"Seat {seat} antes {ante}.", steps, seat=seat, amount=amount)

    def deal_cards(self, op: Op) -> None:
        if self.game.family is Family.STUD and len(self.stub) < len(self.active):
            self.community_for_short_deck(op)
            return
        first = self.active[0]
        button_clause = next(
            (c for c in op.also if c in (ids.NZG_14_1B, ids.HR_HOLDEM_BUTTON, ids.INT_DRAW_FIRST_TO_ACT)), None
        )
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
                if seat == first and pass_index == 0 and ids.NZG_14_1D in op.also:
                    steps.append(
                        Step(
                            ids.NZG_14_1D,
                            f"The dealer deals clockwise from the player on the button's immediate left, seat {seat}, "
                            "one card at a time face down until each player receives two cards.",
                        )
                    )
                if seat == self.active[-1] and seat == self.button and button_clause:
                    text = f"The button, seat {seat}, receives the last card of each round."
                    if button_clause == ids.INT_DRAW_FIRST_TO_ACT:
                        text = f"Draw Poker is dealt from a button, as Hold 'Em is: the button, seat {seat}, receives the last card of each round."
                    steps.append(Step(button_clause, text))
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
                f"No card is burned: the stub holds only {left} card{'s' if left != 1 else ''}, {why}.",
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
        first_clause = op.first_clause or op.clause
        steps = [Step(first_clause, f"Betting round {self.betting_round}: {reason}.")]
        sentences = self.round_sentences(first)
        if op.clause != first_clause:
            steps.append(Step(op.clause, sentences[op.clause]))
        self.also_steps(op, sentences, steps)
        if self.bring_in and ids.INT_STUD_OPENING_BET in op.also:
            steps.append(Step(ids.INT_STUD_BRING_IN, self.bring_in_sentence(bet.value)))
        cited_ids = {step.clause for step in steps}
        for step in bet.because:
            clause_id = self.own_clause(step.clause)
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
        acting = list(_clockwise_from(self.active, first))
        acting = [first] + [s for s in acting if s != first]
        forced = ids.INT_STUD_OPENING_BET in op.also
        if forced:  # the stud opener bets first: it can fold only later in the round, facing a raise
            acting = [*acting[1:], first]
        for seat in [s for s in acting if self.folds.get(s) == self.betting_round]:
            if len(self.active) == 1:
                break
            self.active.remove(seat)
            fold = [Step(op.fold or op.clause, f"Seat {seat} folds and takes no further part in the hand.")]
            if forced and seat == first:
                fold.append(
                    Step(
                        ids.INT_STUD_OPENING_BET,
                        f"Seat {seat} made the forced opening bet, so it may not fold first: it folds when the "
                        "betting comes back to it raised, and its opening bet stays in the pot.",
                    ),
                )
            self.emit(EventKind.FOLD, f"Seat {seat} folds.", fold, seat=seat, betting_round=self.betting_round)

    def opening_words(self, bet: int) -> str:
        """The stud opener's forced bet in words: the round's bet, or a bring-in or the completed bet."""
        if self.bring_in:
            return f"bring in for {self.money(self.bring_in)} or complete to {self.money(bet)}"
        return self.bet_words(bet)

    def bring_in_sentence(self, bet: int) -> str:
        """What a bring-in changes in the first round (``int-stud-bring-in``)."""
        money, brought = self.money, self.money(self.bring_in)
        return (
            f"This table plays a bring-in of {brought}: after a bring-in each player calls the {brought}, completes "
            f"the bet to {money(bet)} (which counts as the bet, not a raise) or folds; once the bet is completed, "
            f"each raise adds {money(bet)}. If everyone calls the bring-in, the round ends there."
        )

    def bet_words(self, amount: int) -> str:
        """What a bet is this round, in words: ``'bet $4'``, ``'bet 2 to 6'``, ``'bet at least 10'``."""
        structure = self.stakes.structure
        if structure.is_limit:
            return f"bet {self.money(amount)}"
        if structure is Structure.SPREAD_LIMIT:
            return f"bet {self.money(amount)} to {self.money(self.stakes.maximum)}"
        return f"bet at least {self.money(amount)}"

    def round_sentences(self, first: int) -> dict[ClauseId, str]:
        """The sentence each clause a betting round may cite says about this round."""
        number = self.betting_round
        bet = self.stakes.bets[number - 1]
        money = self.money
        stakes = self.stakes
        manila = stakes.is_manila
        if manila and stakes.blinds:
            blind = stakes.bets[0]
            blind_options = (
                f"Everyone may call the blind of {money(blind)}, raise to {money(blind + stakes.first_raise)}, or fold."
            )
        else:
            blind_options = "Everyone may call the blind, raise, or fold."
        same = (
            f"As on the earlier cards, players may check, {self.bet_words(bet)} or fold."
            if number == stakes.round_count
            else "The same betting goes on for each card up to the fifth."
        )
        fifth = (
            f"The bet on the fifth card is {money(bet)}, four times the {money(stakes.bets[0])} stake."
            if manila
            else f"The fifth card has a betting round of its own, at this table's stakes ({stakes.name})."
        )
        big = self.blind_seats[-1] if self.blind_seats else first
        live = all(blind.live for blind in stakes.blinds)
        sentences = {
            ids.PP_MANILA2_BLIND_OPTIONS: blind_options,
            ids.PP_BETTING_BLIND_OPTIONS: blind_options,
            ids.PP_MANILA2_LATER_ACTIONS: f"Players may check, {self.bet_words(bet)} or fold.",
            ids.PP_BETTING_LATER_ACTIONS: f"Players may check, {self.bet_words(bet)} or fold.",
            ids.PP_MANILA2_SAME_TO_FIVE: same,
            ids.PP_BETTING_SAME_TO_FIVE: same,
            ids.PP_MANILA2_FIFTH_CARD_BET: fifth,
            ids.PP_BETTING_FIFTH_CARD_BET: fifth,
            ids.PP_MANILA2_BET_EACH_CARD: (
                f"Players bet or check on each card as it is opened: this round is on community card {number}."
            ),
            ids.PP_MANILA3_SAME_AS_2: (
                "3 Card Manila is played the same way as 2 Card Manila, so 2 Card Manila's rule for each card applies."
            ),
            ids.HR_HOLDEM_BIG_BLIND_OPTION: (
                f"The big blind, seat {big}, has the last action and may check or raise the bet."
            ),
            ids.HR_OMAHA8_LIVE_BLINDS: (
                "Both blinds are live and may raise: each counts toward its poster's bet."
                if live
                else "Omaha 8/B makes both blinds live, but this table's small blind is dead (int-omaha8-live-blinds)."
            ),
            ids.HR_HOLDEM_FLOP: "Another betting round takes place after the flop.",
            ids.HR_HOLDEM_TURN: "A round of betting follows the turn.",
            ids.HR_HOLDEM_RIVER: "A final round of betting follows the river.",
            ids.INT_STUD_OPENING_BET: (
                f"Seat {first} must open the betting ({self.opening_words(bet)}): on the first round the opener "
                "may not check or fold."
            ),
            ids.HR_STUD7_FIRST_ROUND_ACTION: "Each player in turn after the opener must call, raise, or fold.",
            ids.HR_STUD5_FIRST_ROUND_ACTION: (
                "Each player to the left of the opener in turn calls the opening bet, raises it or folds."
            ),
            ids.HR_STUD7_UP_CARDS: "A betting round follows each of the three cards dealt face up.",
            ids.HR_STUD7_LAST_CARD: "The final betting round follows the last card.",
            ids.HR_STUD5_NEXT_CARD: "A round of betting follows each card dealt face up.",
            ids.HR_DRAW_FIRST_BET: "Each player who stays in must now bet: call the big blind, raise, or fold.",
            ids.HR_DRAW_LOOK: "Players pick up their five cards, look at them and decide whether to stay in.",
            ids.HR_DRAW_FIRST_ROUND_COMPLETE: (
                "Once all bets are called the first round of betting is complete and the draw follows."
            ),
            ids.HR_DRAW_SECOND_ROUND: "The draw is complete: a second round of betting takes place.",
        }
        return sentences

    def first_to_act(self, op: Op) -> tuple[int, str]:
        rule = op.first
        if rule is FirstToAct.LEFT_OF_BLIND:
            seat = self.next_active_after(self.blind_seats[-1])
            last = "the blind" if len(self.blind_seats) == 1 else "the last blind"
            return seat, f"seat {seat}, on the left of {last}, acts first; {last} acts last"
        if rule is FirstToAct.LEFT_OF_BIG_BLIND:
            seat = self.next_active_after(self.blind_seats[-1])
            text = f"seat {seat}, on the left of the big blind, acts first"
            if op.first_clause == ids.INT_DRAW_FIRST_TO_ACT:
                text += "; the big blind acts last and may check or raise"
            return seat, text
        if rule is FirstToAct.LEFT_OF_BUTTON:
            seat = self.next_active_after(self.button)
            return seat, f"seat {seat}, the first player still in on the left of the button, acts first"
        up = {seat: tuple(self.up[seat]) for seat in self.active}
        decision = stud_opener(self.game, up, dealer=self.button)
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
                headline = f"Seat {seat} exchanges {len(discards)} card{'s' if len(discards) != 1 else ''}."
                sentence = f"Seat {seat} throws away {cards_text(discards)} and receives {len(new)} new card{'s' if len(new) != 1 else ''} face down."
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
            raise _refuse(
                f"seat {seat} cannot exchange {wanted!r} cards: give a number 0 to 5 or the cards",
                ids.HR_DRAW_EXCHANGE,
                "Players may exchange any number of cards from their hand.",
            )
        if isinstance(wanted, int):
            if not 0 <= wanted <= 5:
                raise _refuse(
                    f"seat {seat} cannot exchange {wanted} cards: a player exchanges 0 to 5",
                    ids.HR_DRAW_EXCHANGE,
                    "Players may exchange any number of the five cards in their hand.",
                )
            return sorted(hand, key=lambda card: card.rank.value_high)[:wanted]
        chosen = list(parse_cards(wanted))
        missing = [card for card in chosen if card not in hand]
        if missing:
            raise _refuse(
                f"seat {seat} cannot throw away {cards_text(missing)}: its hand is {cards_text(hand)}",
                ids.HR_DRAW_EXCHANGE,
                "Players exchange cards from their own hand.",
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
        steps.extend(self.card_arithmetic())
        steps.extend(result.hands_because)
        steps.append(
            Step(ids.INT_BETTING_ROUND, "How the pot is shared depends on the betting: the pot holds every chip put in.")
        )
        steps.append(Step(ids.METHOD_STEP_BY_STEP, "This deal plays no betting; Deal.showdown(pot) shares a given pot."))
        headline = result.headline[0].lower() + result.headline[1:]
        self.emit(EventKind.SHOWDOWN, f"Showdown: {headline}", steps, result=result)

    def card_arithmetic(self) -> list[Step]:
        """The documents' arithmetic (players x hole cards, community + burn cards, total), then what
        is left in the stub, which is the book's arithmetic (``method-card-count``), not the documents'."""
        if self.game.family is not Family.MANILA:
            return []
        players = len(self.order)
        hole = self.game.hole_count
        total = players * hole + len(self.board) + len(self.burned)
        clause = ids.PP_MANILA2_CARD_COUNT if hole == 2 else ids.PP_MANILA3_CARD_COUNT
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
