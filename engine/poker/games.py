"""Every game in the rule documents, as a frozen record in one registry.

A :class:`Game` is data: its deck, ranking, how many cards a player holds and the
board shows, how a five-card hand is chosen, its low rule if it splits the pot,
how the stud opener is chosen, how odd chips go, the currency its documents write amounts
in (the manila games' dollars; the others are played for chips), and the clause ids behind each.

>>> find_game("2 card manila").deck.size
32
>>> find_game("hold'em").name
"Texas Hold 'Em"
"""

from __future__ import annotations

import re
import reprlib
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from engine.cards import CardsLike, parse_cards, quote, quote_cards
from engine.decks import DECK_32, DECK_32_MANILA3, DECK_36, DECK_52, Deck
from engine.documents import ids
from engine.documents.interpretations import INTERPRETATIONS
from engine.errors import CardCountError, PlayerCountError, UnknownGameError, UnknownOptionError
from engine.explain import ClauseId, Step
from engine.poker.betting.stakes import DOLLARS
from engine.poker.lows import EIGHT_OR_BETTER, EIGHT_OR_BETTER_PAIRS, EIGHT_OR_BETTER_STUD, LowRule
from engine.poker.procedures import PROCEDURES, OpKind
from engine.poker.rankings import MANILA, MANILA_3, STANDARD, Ranking
from engine.poker.selection import Selection


class OddChip(StrEnum):
    """Where an odd chip goes when tied hands cannot share a pot evenly."""

    LEFT_OF_BUTTON = "left-of-button"
    HIGH_CARD_BY_SUIT = "suit"


class Family(StrEnum):
    """How the cards are dealt, broadly (the procedures come with the deal)."""

    MANILA = "manila"
    FLOP = "flop"
    STUD = "stud"
    DRAW = "draw"


@dataclass(frozen=True, slots=True)
class Opener:
    """Who opens the betting in stud: the lowest or highest up-card first, then the best hand."""

    first: str  # "low" or "high"
    first_clause: ClauseId
    later_clause: ClauseId
    later_note: ClauseId | None = None  # an interpretation, where the later rule is inferred


@dataclass(frozen=True, slots=True, kw_only=True)
class Game:
    """One game's rules, as data (see the module docstring)."""

    key: str
    name: str
    family: Family
    deck: Deck
    ranking: Ranking
    hole_count: int
    hole_clause: ClauseId
    board_count: int = 0
    board_clause: ClauseId | None = None
    alternate_counts: tuple[tuple[int, int], ...] = ()
    selection: Selection
    low: LowRule | None = None
    low_selection: Selection | None = None
    min_players: int = 2
    max_players: int
    players_clause: ClauseId
    showdown_clause: ClauseId
    ties_clause: ClauseId
    odd_chip: OddChip
    odd_chip_clause: ClauseId
    split_clause: ClauseId | None = None
    no_low_clause: ClauseId | None = None
    scoop_clause: ClauseId | None = None
    show_all_clause: ClauseId | None = None
    different_cards_clause: ClauseId | None = None
    opener: Opener | None = None
    up_positions: tuple[int, ...] = ()
    aliases: tuple[str, ...] = field(default=(), compare=False)
    variant_of: str = ""
    currency: str = ""

    @property
    def is_hilo(self) -> bool:
        return self.low is not None

    @property
    def dealer_position(self) -> str:
        """What the seat the deal goes round from is called: ``"button"``, or in stud, which has no
        button (its sections name only a dealer), ``"dealer"``.

        >>> find_game("Seven-Card Stud").dealer_position, find_game("Omaha").dealer_position
        ('dealer', 'button')
        """
        return "dealer" if self.family is Family.STUD else "button"

    @property
    def showdown_options(self) -> tuple[str, ...]:
        """The interpretation options of :func:`engine.poker.showdown.showdown` that can change this game's result.

        >>> find_game("Omaha 8/B").showdown_options, find_game("Seven-Card Stud").showdown_options
        (('hilo_odd_chip',), ('stud_odd_chip',))
        """
        options = []
        if self.key == "omaha":
            options.append("omaha_split")  # int-omaha-section-hilo: plain Omaha may be played high/low
        if self.is_hilo or self.key == "omaha":
            options.append("hilo_odd_chip")
        if self.odd_chip is OddChip.HIGH_CARD_BY_SUIT:
            options.append("stud_odd_chip")
        return tuple(options)

    @property
    def stage_counts(self) -> tuple[tuple[int, int], ...]:
        """(cards each player holds, cards on the board) at each betting round of the game's procedure.

        A hand can end at any of these, when all but one player fold.

        >>> find_game("Texas Hold 'Em").stage_counts
        ((2, 0), (2, 3), (2, 4), (2, 5))
        >>> find_game("Five-Card Stud").stage_counts
        ((2, 0), (3, 0), (4, 0), (5, 0))
        """
        stages: list[tuple[int, int]] = []
        hole = board = 0
        for op in PROCEDURES[self.key]:
            if op.kind is OpKind.DEAL:
                hole += len(op.passes)
            elif op.kind is OpKind.COMMUNITY:
                board += op.count
            elif op.kind is OpKind.BET:
                stages.append((hole, board))
        return tuple(stages)

    def check_table_size(self, count: int, counted: str = "players") -> None:
        """Refuse more ``counted`` than the game's table seats (its players clause).

        >>> find_game("2 Card Manila").check_table_size(11)
        >>> find_game("2 Card Manila").check_table_size(12)
        Traceback (most recent call last):
        ...
        engine.errors.PlayerCountError: 12 players is too many for 2 Card Manila: at most 11 play (pp-manila2-deck)
        """
        if count > self.max_players:
            raise PlayerCountError.citing(
                f"{count} {counted} is too many for {self.name}: at most {self.max_players} play",
                Step(self.players_clause, f"{self.name} seats at most {self.max_players} players."),
            )

    def check_counts(self, hole: CardsLike, board: CardsLike = (), *, seat: int | None = None) -> None:
        """Raise :class:`CardCountError` unless a player holds ``hole_count`` cards and the board shows
        ``board_count``: a showdown comes only at the end of the hand (``nzg-13-4f``).

        The message quotes the cards as they were typed.

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
        if counts in self.alternate_counts:
            return
        if counts[0] != self.hole_count:
            also = "".join(
                f", or {held} with {shared} community card{'s' if shared != 1 else ''} when the deck runs short"
                for held, shared in self.alternate_counts
            )
            steps = [Step(self.hole_clause, f"In {self.name} each player holds {self.hole_count} cards.")]
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
                f"{_held(hole, held, seat)}: in {self.name} a player holds {_or_list(holds)} cards while the hand "
                "is played (or shows none when winning without a showdown)",
                Step(self.hole_clause, f"In {self.name} each player is dealt {self.hole_count} cards."),
                alone,
            )
        boards = sorted({stage[1] for stage in stages if stage[1]})
        if shown and shown not in boards:
            where = f"the board shows {_or_list(boards)} community cards" if boards else "there is no board"
            raise CardCountError.citing(
                f"{_the_board(board, shown)}: in {self.name} {where} while the hand is played",
                self._board_step(),
                alone,
            )
        if held and shown and (held, shown) not in stages:
            at = sorted(stage[0] for stage in stages if stage[1] == shown)
            raise CardCountError.citing(
                f"{_held(hole, held, seat)} with {shown} board card{'s' if shown != 1 else ''}: in {self.name} a player holds "
                f"{_or_list(at)} cards when the board shows {shown}",
                Step(self.hole_clause, f"In {self.name} each player is dealt {self.hole_count} cards."),
                self._board_step(),
                alone,
            )

    def _board_text(self) -> str:
        return f"the board shows {self.board_count} community cards" if self.board_count else "there is no board"

    def _board_step(self) -> Step:
        if self.board_count:
            assert self.board_clause is not None, self.name  # every game with a board cites its sentence
            return Step(self.board_clause, f"In {self.name} the board shows {self.board_count} community cards.")
        return Step(self.selection.clause, f"In {self.name} {self.selection.rule_text}: there is no board.")


def _held(cards: CardsLike, count: int, seat: int | None) -> str:
    """``'ah, kh, qh' is 3 cards for seat 1``: a player's cards as typed, and how many they are."""
    who = f" for seat {seat}" if seat is not None else ""
    if not count:
        return f"no cards were given{who}"
    return f"{quote_cards(cards)} is {count} card{'s' if count != 1 else ''}{who}"


def _the_board(cards: CardsLike, count: int) -> str:
    if not count:
        return "no board cards were given"
    return f"the board {quote_cards(cards)} is {count} card{'s' if count != 1 else ''}"


def _or_list(items: Sequence[object]) -> str:
    """``'1, 2 or 3'``."""
    words = [str(item) for item in items]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


TEXAS_HOLDEM = Game(
    key="texas-holdem",
    name="Texas Hold 'Em",
    family=Family.FLOP,
    deck=DECK_52,
    ranking=STANDARD,
    hole_count=2,
    hole_clause=ids.HR_HOLDEM_DEAL,
    board_count=5,
    board_clause=ids.HR_HOLDEM_RIVER,
    selection=Selection(
        (0, 1, 2),
        ids.HR_HOLDEM_ANY_FIVE,
        "any five of a player's two hole cards and the five community cards make the hand",
    ),
    max_players=10,
    players_clause=ids.INT_TABLE_SIZE,
    showdown_clause=ids.HR_HOLDEM_SHOWDOWN,
    ties_clause=ids.INT_SUITS_NEVER_RANK,
    odd_chip=OddChip.LEFT_OF_BUTTON,
    odd_chip_clause=ids.INT_ODD_CHIP_BY_GAME,
    aliases=("texas holdem", "holdem", "hold em", "texas hold em", "texas hold'em"),
)

OMAHA = Game(
    key="omaha",
    name="Omaha",
    family=Family.FLOP,
    deck=DECK_52,
    ranking=STANDARD,
    hole_count=4,
    hole_clause=ids.HR_OMAHA_DEAL,
    board_count=5,
    board_clause=ids.HR_OMAHA_BOARD,
    selection=Selection(
        (2,),
        ids.HR_OMAHA_TWO_PLUS_THREE,
        "a hand is exactly two of the four hole cards with exactly three of the five board cards",
    ),
    max_players=10,
    players_clause=ids.INT_TABLE_SIZE,
    showdown_clause=ids.HR_OMAHA_SHOWDOWN,
    ties_clause=ids.INT_SUITS_NEVER_RANK,
    odd_chip=OddChip.LEFT_OF_BUTTON,
    odd_chip_clause=ids.INT_ODD_CHIP_BY_GAME,
    aliases=("omaha high", "omaha hi"),
)

OMAHA_8 = Game(
    key="omaha-8",
    name="Omaha 8/B",
    family=Family.FLOP,
    deck=DECK_52,
    ranking=STANDARD,
    hole_count=4,
    hole_clause=ids.HR_OMAHA8_SHOW_FOUR,
    board_count=5,
    board_clause=ids.HR_OMAHA_BOARD,
    selection=Selection(
        (2,), ids.HR_OMAHA8_TWO_PLUS_THREE, "a hand is exactly two cards from the hand and three from the board"
    ),
    low=EIGHT_OR_BETTER,
    low_selection=Selection(
        (2,),
        ids.HR_OMAHA8_LOW_QUALIFIER,
        "a low is two cards from the hand and three from the board, all eight or smaller",
    ),
    max_players=10,
    players_clause=ids.INT_TABLE_SIZE,
    showdown_clause=ids.HR_OMAHA8_TWO_PLUS_THREE,
    ties_clause=ids.HR_OMAHA8_TIES,
    odd_chip=OddChip.LEFT_OF_BUTTON,
    odd_chip_clause=ids.HR_OMAHA8_ODD_CHIP,
    split_clause=ids.HR_OMAHA_SPLIT,
    no_low_clause=ids.HR_OMAHA8_NO_LOW,
    scoop_clause=ids.HR_OMAHA_SPLIT,
    show_all_clause=ids.HR_OMAHA8_SHOW_FOUR,
    different_cards_clause=ids.HR_OMAHA8_DIFFERENT_CARDS,
    aliases=(
        "omaha 8",
        "omaha hi/lo",
        "omaha hi lo",
        "omaha hilo",
        "omaha 8 or better",
        "omaha 8/b or omaha hi/lo",
        "omaha8",
    ),
)

OMAHA_8_PAIRED_LOWS = replace(
    OMAHA_8,
    key="omaha-8-paired-lows",
    name="Omaha 8/B (paired lows)",
    low=EIGHT_OR_BETTER_PAIRS,
    aliases=(),
    variant_of=ids.INT_LOW_NO_PAIR,
)

#: Plain Omaha played high/low as its section literally says (``int-omaha-section-hilo``, the option
#: ``omaha_split="high-low"``): the section's own qualifier, "five cards of 8 or lower with no pair using
#: two from their hand and three from the board" (``hr-omaha-low-qualifier``), and its split.
OMAHA_SECTION_LOW = LowRule(
    name="8 or better",
    qualifier_clause=ids.HR_OMAHA_LOW_QUALIFIER,
    ace_clause=ids.INT_OMAHA_SECTION_HILO,
    straights_clause=ids.HR_OMAHA_LOW_STRAIGHTS,
)

OMAHA_HIGH_LOW = replace(
    OMAHA,
    low=OMAHA_SECTION_LOW,
    low_selection=Selection(
        (2,),
        ids.HR_OMAHA_LOW_QUALIFIER,
        "a low is two cards from the hand and three from the board, five of 8 or lower with no pair",
    ),
    split_clause=ids.HR_OMAHA_SPLIT,
    no_low_clause=ids.HR_OMAHA_NO_LOW,
    scoop_clause=ids.HR_OMAHA_SPLIT,
    variant_of=ids.INT_OMAHA_SECTION_HILO,
)


def as_played(game: Game, omaha_split: str = "high") -> Game:
    """``game`` as the option of ``int-omaha-section-hilo`` plays it: plain Omaha high/low, or as it is.

    >>> as_played(find_game("Omaha"), "high-low").is_hilo, as_played(find_game("Omaha")).is_hilo
    (True, False)
    """
    if game.key == OMAHA.key and check_choice(ids.INT_OMAHA_SECTION_HILO, omaha_split) == "high-low":
        return OMAHA_HIGH_LOW
    return game


TWO_CARD_MANILA = Game(
    key="manila-2",
    name="2 Card Manila",
    family=Family.MANILA,
    deck=DECK_32,
    ranking=MANILA,
    hole_count=2,
    hole_clause=ids.PP_MANILA2_DEAL,
    board_count=5,
    board_clause=ids.PP_MANILA2_BOARD,
    selection=Selection(
        (2,), ids.PP_MANILA2_HOLE_CARDS, "both hole cards must be used with three of the five community cards"
    ),
    max_players=11,
    players_clause=ids.PP_MANILA2_DECK,
    showdown_clause=ids.PP_MANILA2_SHOWDOWN,
    ties_clause=ids.INT_SUITS_NEVER_RANK,
    odd_chip=OddChip.LEFT_OF_BUTTON,
    odd_chip_clause=ids.INT_ODD_CHIP_BY_GAME,
    aliases=("two card manila", "manila 2", "manila2", "manila", "2 card"),
    currency=DOLLARS,
)

#: 3 Card Manila with its sixes: the 36-card deck, 6 to ace, and up to 9 players (``pp-manila3-deck``).
#: The section says the game "may include 6's", yet also that it "shall be played with a reduced deck of
#: 36 cards", and its card count (9 x 3 + 5 community + 4 burns = 36) needs all of them; the engine reads
#: the sixes as part of the game (``int-manila3-sixes``).  :data:`THREE_CARD_MANILA_NO_SIXES`, "3 Card
#: Manila (no sixes)", is the other reading: 32 cards, 7 to ace, at most 7 players.
THREE_CARD_MANILA = Game(
    key="manila-3",
    name="3 Card Manila",
    family=Family.MANILA,
    deck=DECK_36,
    ranking=MANILA_3,
    hole_count=3,
    hole_clause=ids.PP_MANILA3_DEAL,
    board_count=5,
    board_clause=ids.PP_MANILA3_BOARD,
    selection=Selection(
        (2,), ids.PP_MANILA3_HOLE_CARDS, "two of the three hole cards must be used with three of the five community cards"
    ),
    max_players=9,
    players_clause=ids.PP_MANILA3_DECK,
    showdown_clause=ids.PP_MANILA3_SHOWDOWN,
    ties_clause=ids.INT_SUITS_NEVER_RANK,
    odd_chip=OddChip.LEFT_OF_BUTTON,
    odd_chip_clause=ids.INT_ODD_CHIP_BY_GAME,
    aliases=("three card manila", "manila 3", "manila3", "3 card"),
    currency=DOLLARS,
)

#: The other reading of ``int-manila3-sixes``: 3 Card Manila without its sixes (32 cards, 7 to ace),
#: which by the same card count (3 x players + 9 <= 32) seats at most 7.
THREE_CARD_MANILA_NO_SIXES = replace(
    THREE_CARD_MANILA,
    key="manila-3-no-sixes",
    name="3 Card Manila (no sixes)",
    deck=DECK_32_MANILA3,
    max_players=(DECK_32_MANILA3.size - 9) // 3,  # 3 x players + 5 community + 4 burns <= 32
    players_clause=ids.INT_MANILA3_SIXES,
    aliases=("3 card manila without sixes", "manila 3 no sixes"),
    variant_of=ids.INT_MANILA3_SIXES,
)

SEVEN_CARD_STUD = Game(
    key="seven-card-stud",
    name="Seven-Card Stud",
    family=Family.STUD,
    deck=DECK_52,
    ranking=STANDARD,
    hole_count=7,
    hole_clause=ids.HR_STUD7_LAST_CARD,
    # 6 + 1: when the deck runs short, one community card is every player's seventh (int-stud-deck-short)
    alternate_counts=((6, 1),),
    selection=Selection((4, 5), ids.HR_STUD7_SHOWDOWN, "the best five of a player's seven cards make the hand"),
    max_players=8,
    players_clause=ids.INT_TABLE_SIZE,
    showdown_clause=ids.HR_STUD7_SHOWDOWN,
    ties_clause=ids.HR_STUD7_SUITS_AND_TIES,
    odd_chip=OddChip.HIGH_CARD_BY_SUIT,
    odd_chip_clause=ids.INT_ODD_CHIP_BY_GAME,
    opener=Opener("low", ids.HR_STUD7_LOW_CARD_OPENS, ids.HR_STUD7_BEST_HAND_OPENS),
    up_positions=(2, 3, 4, 5),
    aliases=("7 card stud", "seven card stud", "stud", "7 stud"),
)

SEVEN_CARD_STUD_HILO = replace(
    SEVEN_CARD_STUD,
    key="seven-card-stud-hilo",
    name="Seven-Card Stud High/Low Split",
    low=EIGHT_OR_BETTER_STUD,
    low_selection=Selection((4, 5), ids.HR_STUD7HL_SPLIT, "a low is any five of a player's seven cards"),
    split_clause=ids.HR_STUD7HL_SPLIT,
    no_low_clause=ids.HR_STUD7HL_NO_LOW,
    scoop_clause=ids.HR_STUD7HL_SCOOP,
    opener=Opener("high", ids.HR_STUD7HL_HIGH_CARD_OPENS, ids.HR_STUD7_BEST_HAND_OPENS, ids.INT_STUD_HILO_LATER_OPENER),
    aliases=(
        "seven card stud high low",
        "seven-card stud high/low",
        "stud hi/lo",
        "stud 8",
        "seven card stud hi lo",
        "7 card stud hi lo",
        "high/low split",
    ),
)

FIVE_CARD_STUD = Game(
    key="five-card-stud",
    name="Five-Card Stud",
    family=Family.STUD,
    deck=DECK_52,
    ranking=STANDARD,
    hole_count=5,
    hole_clause=ids.HR_STUD5_FINAL_HAND,
    selection=Selection((5,), ids.HR_STUD5_WINNER, "the hand is the player's five cards"),
    max_players=10,
    players_clause=ids.INT_TABLE_SIZE,
    showdown_clause=ids.HR_STUD5_WINNER,
    show_all_clause=ids.HR_STUD5_SHOWDOWN,
    ties_clause=ids.INT_SUITS_NEVER_RANK,
    odd_chip=OddChip.HIGH_CARD_BY_SUIT,
    odd_chip_clause=ids.INT_ODD_CHIP_BY_GAME,
    opener=Opener("low", ids.HR_STUD5_LOW_CARD_OPENS, ids.HR_STUD5_BEST_HAND_OPENS),
    up_positions=(1, 2, 3, 4),
    aliases=("5 card stud", "five card stud"),
)

DRAW_POKER = Game(
    key="draw-poker",
    name="Draw Poker",
    family=Family.DRAW,
    deck=DECK_52,
    ranking=STANDARD,
    hole_count=5,
    hole_clause=ids.HR_DRAW_DEAL,
    selection=Selection((5,), ids.HR_DRAW_WINNER, "the hand is the player's five cards after the draw"),
    max_players=6,
    players_clause=ids.INT_TABLE_SIZE,
    showdown_clause=ids.HR_DRAW_WINNER,
    ties_clause=ids.INT_SUITS_NEVER_RANK,
    odd_chip=OddChip.LEFT_OF_BUTTON,
    odd_chip_clause=ids.INT_ODD_CHIP_BY_GAME,
    aliases=("draw", "five card draw", "5 card draw"),
)

GAMES: dict[str, Game] = {
    game.key: game
    for game in (
        TWO_CARD_MANILA,
        THREE_CARD_MANILA,
        THREE_CARD_MANILA_NO_SIXES,
        TEXAS_HOLDEM,
        OMAHA,
        OMAHA_8,
        OMAHA_8_PAIRED_LOWS,
        SEVEN_CARD_STUD,
        SEVEN_CARD_STUD_HILO,
        FIVE_CARD_STUD,
        DRAW_POKER,
    )
}


def _normal(name: str) -> str:
    return re.sub(r"[^0-9a-z/]+", " ", name.lower().replace("'", "")).strip()


_LOOKUP: dict[str, Game] = {}
for _game in GAMES.values():
    for _name in (_game.key, _game.name, *_game.aliases):
        _LOOKUP[_normal(_name)] = _game
        _LOOKUP[_normal(_name).replace("/", " ").replace("  ", " ")] = _game


def find_game(name: object) -> Game:
    """The game called ``name`` (its name, key or a common alias, any case): ``int-games``.

    ``name`` may be a :class:`Game` already; anything that is not a name is refused, quoted.

    >>> find_game("Omaha Hi/Lo").key
    'omaha-8'
    >>> find_game("baccarat")
    Traceback (most recent call last):
    ...
    engine.errors.UnknownGameError: 'baccarat' is not a game in the rule documents; the games are: 2 Card Manila, 3 Card Manila, 3 Card Manila (no sixes), Texas Hold 'Em, Omaha, Omaha 8/B, Omaha 8/B (paired lows), Seven-Card Stud, Seven-Card Stud High/Low Split, Five-Card Stud, Draw Poker (int-games)
    >>> find_game(None)
    Traceback (most recent call last):
    ...
    engine.errors.UnknownGameError: None is not a game's name: name one of the games, 2 Card Manila, 3 Card Manila, 3 Card Manila (no sixes), Texas Hold 'Em, Omaha, Omaha 8/B, Omaha 8/B (paired lows), Seven-Card Stud, Seven-Card Stud High/Low Split, Five-Card Stud, Draw Poker (int-games)
    """
    if isinstance(name, Game):
        return name
    if isinstance(name, str):
        game = _LOOKUP.get(_normal(name)) or _LOOKUP.get(_normal(name).replace("/", " "))
        if game is not None:
            return game
    listed = [g.name for g in GAMES.values()]
    names = ", ".join(listed)
    games = Step(ids.INT_GAMES, f"The poker games of the rule documents are {', '.join(listed[:-1])} and {listed[-1]}.")
    if not isinstance(name, str):
        raise UnknownGameError.citing(
            f"{reprlib.repr(name)} is not a game's name: name one of the games, {names}", games
        )
    if _normal(name) in _TRICK_TAKING:
        raise UnknownGameError.citing(
            f"{quote(name)} is the trick-taking game of the rule documents, not a poker game: it is dealt, "
            f"played and scored with engine.manillen; the poker games are: {names}",
            games,
            Step(ids.MP_OVERVIEW, "Manillen Plus is a trick-taking card game for 3 or 6 players."),
        )
    raise UnknownGameError.citing(f"{quote(name)} is not a game in the rule documents; the games are: {names}", games)


#: Names of Manillen Plus, which is not a poker :class:`Game` (see :mod:`engine.manillen`).
_TRICK_TAKING = frozenset({"manillen plus", "manillen", "manille"})


def check_choice(interpretation_id: ClauseId, value: object) -> str:
    """``value`` if it is one of the choices of the interpretation's option, else :class:`UnknownOptionError`.

    >>> check_choice(ids.INT_HILO_ODD_CHIP, "high")
    'high'
    >>> check_choice(ids.INT_HILO_ODD_CHIP, "low")
    Traceback (most recent call last):
    ...
    engine.errors.UnknownOptionError: 'low' is not a reading of the odd chip when a hi/lo pot cannot be halved: choose 'high' (the default) or 'left-of-button' (int-hilo-odd-chip)
    """
    interpretation = INTERPRETATIONS[interpretation_id]
    option = interpretation.option
    if option is None:
        raise AssertionError(f"{interpretation_id} has no option")
    if isinstance(value, str) and value in option.choices:
        return value
    choices = [f"{key!r}" + (" (the default)" if key == option.default else "") for key in option.choices]
    listed = "; ".join(f"{key!r}: {meaning}" for key, meaning in option.choices.items())
    raise UnknownOptionError.citing(
        f"{value!r} is not a reading of {interpretation.title}: choose {_or_list(choices)}",
        Step(interpretation_id, f"The readings of {interpretation.title} are {listed}."),
    )
