"""What a game is: its deck, ranking, cards, selection, low half, opener and odd chip, with the clauses behind each.

A :class:`Game` is data: its deck, ranking, how many cards a player holds and the
board shows, how a five-card hand is chosen, its low rule if it splits the pot,
how the stud opener is chosen, how odd chips go, the currency its documents write amounts
in (the manila games' dollars; the others are played for chips), and the clause ids behind each.
A count or a rule that a clause sets is held with its clause, as a :class:`~engine.explain.Cited`
value; the sentences of a high/low game's low half are one :class:`HiLo`, present only in those
games.  A game checks the cards of a hand against its counts (:meth:`Game.check_counts`); every
game of the documents is in the registry, :mod:`engine.poker.games`.

>>> from engine.poker.games import find_game
>>> find_game("Seven-Card Stud").hole.value, find_game("Seven-Card Stud").board is None
(7, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from engine.cards import CardsLike, parse_cards, quote_cards
from engine.decks import Deck
from engine.documents import ids
from engine.errors import CardCountError, PlayerCountError
from engine.explain import Cited, ClauseId, Step
from engine.poker.betting.stakes import LimitSchedule
from engine.poker.lows import LowRule
from engine.poker.procedures import Op, OpKind
from engine.poker.rankings import Ranking
from engine.poker.selection import Selection
from engine.words import excerpt, or_list, plural


class OddChip(StrEnum):
    """Where an odd chip goes when tied hands cannot share a pot evenly."""

    LEFT_OF_BUTTON = "left-of-button"
    HIGH_CARD_BY_SUIT = "suit"


class OpenerCard(StrEnum):
    """Which up-card opens the first betting round of a stud game."""

    LOWEST = "low"
    HIGHEST = "high"


class Family(StrEnum):
    """How the cards are dealt, broadly (the procedures come with the deal)."""

    MANILA = "manila"
    FLOP = "flop"
    STUD = "stud"
    DRAW = "draw"


@dataclass(frozen=True, slots=True)
class Opener:
    """Who opens the betting in stud: the lowest or highest up-card first (with the clause that
    says which), then the best hand showing (``later_clause``); ``later_note`` is the interpretation
    that infers the later rule, where the section gives it only for another game."""

    first: Cited[OpenerCard]
    later_clause: ClauseId
    later_note: ClauseId | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class HiLo:
    """The low half of a high/low game, and the sentences that share the pot with it.

    ``low`` qualifies a low and ``selection`` says how a low is made from a player's cards;
    ``split`` is the sentence by which a qualifying low takes half the pot, ``no_low`` the one by
    which the high hand takes it all when no low qualifies, ``scoop`` the one by which a hand best
    both ways takes it all, and ``different_cards`` the one that lets the low use other cards than
    the high (where the section says so).  A high-only game has none (``Game.hilo is None``).
    """

    low: LowRule
    selection: Selection
    split: ClauseId
    no_low: ClauseId
    scoop: ClauseId
    different_cards: ClauseId | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Game:
    """One game's rules, as data (see the module docstring).

    ``hole``: the cards each player holds at the showdown, with the sentence that deals them;
    ``board``: the community cards at the showdown, with the sentence that deals them (``None``: no
    board); ``seats``: the most players the game seats, with the rule that says so;
    ``odd_chip``: where an odd chip between tied hands goes, with its rule; ``hilo``: the low half
    of a high/low game (``None``: high only).  ``showdown_clause`` is the sentence by which the best
    hand wins, ``ties_clause`` the one on tied hands, ``show_all_clause`` the one that has every
    card shown (where the section has one), ``uncontested_clause`` the one by which a player left
    alone wins without showing.  ``schedule``: the fixed limit the game's section
    describes, which :func:`engine.poker.game_stakes.default_stakes` deals with (``None``: the
    manila games' own structure).  ``variant_of``: the interpretation that makes this game a
    reading of another (``None``: a game of the documents).  ``high_low_reading``: the game as an
    option may play it high/low, where its section reads that way too (plain Omaha:
    ``int-omaha-section-hilo``, ``omaha_split="high-low"``; ``None`` for the others).
    ``procedure``: the hand step by step (:mod:`engine.poker.procedures`), which
    :func:`engine.poker.deal.deal` runs; ``canberra``: the procedure that deals the game the Canberra
    way, where it may be (``pp-manila3-canberra``; ``None``: it may not).
    """

    key: str
    name: str
    family: Family
    deck: Deck
    ranking: Ranking
    hole: Cited[int]
    board: Cited[int] | None = None
    alternate_counts: tuple[tuple[int, int], ...] = ()
    selection: Selection
    hilo: HiLo | None = None
    min_players: int = 2
    seats: Cited[int]
    showdown_clause: ClauseId
    ties_clause: ClauseId
    odd_chip: Cited[OddChip]
    show_all_clause: ClauseId | None = None
    uncontested_clause: ClauseId = ids.INT_UNCONTESTED_POT
    opener: Opener | None = None
    up_positions: tuple[int, ...] = ()
    schedule: LimitSchedule | None = None
    aliases: tuple[str, ...] = field(default=(), compare=False)
    variant_of: ClauseId | None = None
    currency: str = ""
    high_low_reading: Game | None = field(default=None, repr=False, compare=False)
    procedure: tuple[Op, ...] = field(repr=False, compare=False)
    canberra: tuple[Op, ...] | None = field(default=None, repr=False, compare=False)

    @property
    def hole_count(self) -> int:
        """The cards each player holds at the showdown."""
        return self.hole.value

    @property
    def board_count(self) -> int:
        """The community cards at the showdown (0: no board)."""
        return 0 if self.board is None else self.board.value

    @property
    def max_players(self) -> int:
        """The most players the game seats."""
        return self.seats.value

    @property
    def is_hilo(self) -> bool:
        return self.hilo is not None

    @property
    def dealer_position(self) -> str:
        """What the seat the deal goes round from is called: ``"button"``, or in stud, which has no
        button (its sections name only a dealer), ``"dealer"``.

        >>> from engine.poker.games import find_game
        >>> find_game("Seven-Card Stud").dealer_position, find_game("Omaha").dealer_position
        ('dealer', 'button')
        """
        return "dealer" if self.family is Family.STUD else "button"

    @property
    def showdown_options(self) -> tuple[str, ...]:
        """The interpretation options of :func:`engine.poker.showdown.showdown` that can change this game's result.

        >>> from engine.poker.games import find_game
        >>> find_game("Omaha 8/B").showdown_options, find_game("Seven-Card Stud").showdown_options
        (('hilo_odd_chip',), ('stud_odd_chip',))
        """
        options = []
        high_low = self.high_low_reading is not None  # int-omaha-section-hilo: plain Omaha may be played high/low
        if high_low:
            options.append("omaha_split")
        if self.is_hilo or high_low:
            options.append("hilo_odd_chip")
        if self.odd_chip.value is OddChip.HIGH_CARD_BY_SUIT:
            options.append("stud_odd_chip")
        return tuple(options)

    @property
    def stage_counts(self) -> tuple[tuple[int, int], ...]:
        """(cards each player holds, cards on the board) at each betting round of the game's procedure.

        A hand can end at any of these, when all but one player fold.

        >>> from engine.poker.games import find_game
        >>> find_game("Texas Hold 'Em").stage_counts
        ((2, 0), (2, 3), (2, 4), (2, 5))
        >>> find_game("Five-Card Stud").stage_counts
        ((2, 0), (3, 0), (4, 0), (5, 0))
        """
        stages: list[tuple[int, int]] = []
        hole = board = 0
        for op in self.procedure:
            if op.kind is OpKind.DEAL:
                hole += len(op.passes)
            elif op.kind is OpKind.COMMUNITY:
                board += op.count
            elif op.kind is OpKind.BET:
                stages.append((hole, board))
        return tuple(stages)

    def check_table_size(self, count: int, counted: str = "players", *, step: Step | None = None) -> None:
        """Refuse more ``counted`` than the game's table seats (its players clause): the one wording of
        "at most N players".  ``step`` says the players clause in the caller's words (by default, that
        the game seats at most so many).

        >>> from engine.poker.games import find_game
        >>> find_game("2 Card Manila").check_table_size(11)
        >>> find_game("2 Card Manila").check_table_size(12)
        Traceback (most recent call last):
        ...
        engine.errors.PlayerCountError: 12 players is too many for 2 Card Manila: at most 11 play (pp-manila2-deck)
        """
        if count > self.max_players:
            raise PlayerCountError.citing(
                f"{excerpt(count)} {counted} is too many for {self.name}: at most {self.max_players} play",
                step or self.seats.step(f"{self.name} seats at most {self.max_players} players."),
            )

    def check_player_count(self, count: int, *, least: int) -> None:
        """Refuse a number of players that is not ``least`` (1 at a showdown, which one player left alone
        wins; the game's least to deal a hand) to the most the game's table seats.

        >>> from engine.poker.games import find_game
        >>> find_game("2 Card Manila").check_player_count(1, least=2)
        Traceback (most recent call last):
        ...
        engine.errors.PlayerCountError: 1 player cannot be dealt a hand of 2 Card Manila: a hand needs 2 to 11 players (pp-manila2-deck; int-uncontested-pot)
        """
        most = self.max_players
        table = self.seats.step(f"{self.name} seats {self.min_players} to {most} players.")
        alone = Step(ids.INT_UNCONTESTED_POT, "A player left alone in the hand wins the pot without showing any card.")
        who = plural(count, "player")
        if count < least and least == 1:
            raise PlayerCountError.citing(
                f"{who} cannot be in a showdown: at least 1 player is still in the hand at the end, who wins without "
                f"showing if alone, and {self.name} seats at most {most}",
                alone,
                table,
            )
        if count < least:
            raise PlayerCountError.citing(
                f"{who} cannot be dealt a hand of {self.name}: a hand needs {self.min_players} to {most} players",
                table,
                alone,
            )
        self.check_table_size(count, step=table)

    def counts_fit(self, hole_count: int, board_count: int) -> bool:
        """Whether a player holding ``hole_count`` cards, with ``board_count`` on the board, has a hand to
        show down (:meth:`check_counts` says why not).

        >>> from engine.poker.games import find_game
        >>> find_game("Texas Hold 'Em").counts_fit(2, 5), find_game("Texas Hold 'Em").counts_fit(2, 4)
        (True, False)
        """
        return (hole_count == self.hole_count and board_count == self.board_count) or (
            hole_count,
            board_count,
        ) in self.alternate_counts

    def check_counts(self, hole: CardsLike, board: CardsLike = (), *, seat: int | None = None) -> None:
        """Raise :class:`CardCountError` unless a player holds ``hole_count`` cards and the board shows
        ``board_count``: a showdown comes only at the end of the hand (``nzg-13-4f``).

        The message quotes the cards as they were typed.

        >>> from engine.poker.games import find_game
        >>> manila = find_game("2 Card Manila")
        >>> manila.check_counts("Ah Kh", "Qh Jh 9h Qc 7d")
        >>> manila.check_counts("ah, kh, qh", "Qh Jh 9h Qc 7d", seat=1)
        Traceback (most recent call last):
        ...
        engine.errors.CardCountError: 'ah, kh, qh' is 3 cards for seat 1: in 2 Card Manila each player holds 2 at the showdown (pp-manila2-deal)
        >>> manila.check_counts("Ah Kh", "Qh Jh 9h")
        Traceback (most recent call last):
        ...
        engine.errors.CardCountError: the board 'Qh Jh 9h' is 3 cards: in 2 Card Manila the board shows 5 community cards at the showdown, since each hand is played to a conclusion (pp-manila2-board; nzg-13-4f)
        """
        hole_cards, board_cards = parse_cards(hole), parse_cards(board)
        counts = (len(hole_cards), len(board_cards))
        if self.counts_fit(*counts):
            return
        if counts[0] != self.hole_count:
            also = "".join(
                f", or {held} with {plural(shared, 'community card')} when the deck runs short"
                for held, shared in self.alternate_counts
            )
            steps = [self.hole.step(f"In {self.name} each player holds {self.hole_count} cards.")]
            if self.alternate_counts:
                steps.append(
                    Step(ids.INT_STUD_DECK_SHORT, "When the deck runs short, one community card is every player's last.")
                )
            raise CardCountError.citing(
                f"{_held(hole, len(hole_cards), seat)}: in {self.name} each player holds {self.hole_count} at the "
                f"showdown{also}",
                *steps,
            )
        if counts[1] != self.board_count:
            board_steps = [self._board_step()]
            why = ""
            if counts[1] < self.board_count:
                why = ", since each hand is played to a conclusion"
                board_steps.append(Step(ids.NZG_13_4F, "Each hand shall be played to a conclusion."))
            raise CardCountError.citing(
                f"{_the_board(board, len(board_cards))}: in {self.name} {self._board_text()} at the showdown{why}",
                *board_steps,
            )

    def check_uncontested_counts(self, hole: CardsLike, board: CardsLike = (), *, seat: int | None = None) -> None:
        """Raise :class:`CardCountError` unless the cards could be a hand that ended before the showdown.

        The winner need not show a card, and the board may be left out; cards that are given must
        be as many as at one of the game's betting rounds (:attr:`stage_counts`).

        >>> from engine.poker.games import find_game
        >>> manila = find_game("2 Card Manila")
        >>> manila.check_uncontested_counts((), "Qh Jh 9h")
        >>> manila.check_uncontested_counts("Ah Kh", "Qh Jh 9h Qc 7d 8d", seat=1)
        Traceback (most recent call last):
        ...
        engine.errors.CardCountError: the board 'Qh Jh 9h Qc 7d 8d' is 6 cards: in 2 Card Manila the board shows 1, 2, 3, 4 or 5 community cards while the hand is played (pp-manila2-board; int-uncontested-pot)
        """
        hole_cards, board_cards = parse_cards(hole), parse_cards(board)
        stages = set(self.stage_counts) | set(self.alternate_counts)
        held, shown = len(hole_cards), len(board_cards)
        alone = Step(ids.INT_UNCONTESTED_POT, "A player left alone wins without showing; the hand may end at any round.")
        holds = sorted({stage[0] for stage in stages})
        if held and held not in holds:
            raise CardCountError.citing(
                f"{_held(hole, held, seat)}: in {self.name} a player holds {or_list(holds)} cards while the hand "
                "is played (or shows none when winning without a showdown)",
                self.hole.step(f"In {self.name} each player is dealt {self.hole_count} cards."),
                alone,
            )
        boards = sorted({stage[1] for stage in stages if stage[1]})
        if shown and shown not in boards:
            where = f"the board shows {or_list(boards)} community cards" if boards else "there is no board"
            raise CardCountError.citing(
                f"{_the_board(board, shown)}: in {self.name} {where} while the hand is played",
                self._board_step(),
                alone,
            )
        if held and shown and (held, shown) not in stages:
            at = sorted(stage[0] for stage in stages if stage[1] == shown)
            raise CardCountError.citing(
                f"{_held(hole, held, seat)} with {plural(shown, 'board card')}: in {self.name} a player holds "
                f"{or_list(at)} cards when the board shows {shown}",
                self.hole.step(f"In {self.name} each player is dealt {self.hole_count} cards."),
                self._board_step(),
                alone,
            )

    def _board_text(self) -> str:
        return f"the board shows {self.board_count} community cards" if self.board_count else "there is no board"

    def _board_step(self) -> Step:
        if self.board is not None:
            return self.board.step(f"In {self.name} the board shows {self.board_count} community cards.")
        return self.hole.step(f"In {self.name} each player's {self.hole_count} cards are their own: there is no board.")


def _held(cards: CardsLike, count: int, seat: int | None) -> str:
    """``'ah, kh, qh' is 3 cards for seat 1``: a player's cards as typed, and how many they are."""
    who = f" for seat {seat}" if seat is not None else ""
    if not count:
        return f"no cards were given{who}"
    return f"{quote_cards(cards)} is {plural(count, 'card')}{who}"


def _the_board(cards: CardsLike, count: int) -> str:
    if not count:
        return "no board cards were given"
    return f"the board {quote_cards(cards)} is {plural(count, 'card')}"
