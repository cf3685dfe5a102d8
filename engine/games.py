"""Every game in the rule documents, as a frozen record in one registry.

A :class:`Game` is data: its deck, ranking, how many cards a player holds and the
board shows, how a five-card hand is chosen, its low rule if it splits the pot,
how the stud opener is chosen, how odd chips go, and the clause ids behind each.

>>> find_game("2 card manila").deck.size
32
>>> find_game("hold'em").name
"Texas Hold 'Em"
>>> find_game("baccarat")
Traceback (most recent call last):
...
engine.errors.UnknownGameError: 'baccarat' is not a game in the rule documents; the games are: 2 Card Manila, 3 Card Manila, 3 Card Manila (no sixes), Texas Hold 'Em, Omaha, Omaha 8/B, Omaha 8/B (paired lows), Seven-Card Stud, Seven-Card Stud High/Low Split, Five-Card Stud, Draw Poker
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from engine.cards import Card, cards_text
from engine.decks import DECK_32, DECK_32_MANILA3, DECK_36, DECK_52, Deck
from engine.errors import CardCountError, UnknownGameError
from engine.explain import Step
from engine.hands import Selection
from engine.lowhands import EIGHT_OR_BETTER, EIGHT_OR_BETTER_PAIRS, EIGHT_OR_BETTER_STUD, LowRule
from engine.rankings import MANILA, MANILA_3, STANDARD, Ranking


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
    first_clause: str
    later_clause: str
    later_note: str = ""  # an interpretation id, where the later rule is inferred


@dataclass(frozen=True, slots=True, kw_only=True)
class Game:
    """One game's rules, as data (see the module docstring)."""

    key: str
    name: str
    family: Family
    deck: Deck
    ranking: Ranking
    hole_count: int
    hole_clause: str
    board_count: int = 0
    board_clause: str = ""
    alternate_counts: tuple[tuple[int, int], ...] = ()
    selection: Selection
    low: LowRule | None = None
    low_selection: Selection | None = None
    min_players: int = 2
    max_players: int
    players_clause: str
    showdown_clause: str
    ties_clause: str
    odd_chip: OddChip
    odd_chip_clause: str
    split_clause: str = ""
    no_low_clause: str = ""
    scoop_clause: str = ""
    show_all_clause: str = ""
    different_cards_clause: str = ""
    opener: Opener | None = None
    up_positions: tuple[int, ...] = ()
    aliases: tuple[str, ...] = field(default=(), compare=False)
    variant_of: str = ""

    @property
    def is_hilo(self) -> bool:
        return self.low is not None

    @property
    def showdown_options(self) -> tuple[str, ...]:
        """The interpretation options of :func:`engine.showdown.showdown` that can change this game's result.

        >>> find_game("Omaha 8/B").showdown_options, find_game("Seven-Card Stud").showdown_options
        (('hilo_odd_chip',), ('stud_odd_chip',))
        """
        options = []
        if self.is_hilo:
            options.append("hilo_odd_chip")
        if self.odd_chip is OddChip.HIGH_CARD_BY_SUIT:
            options.append("stud_odd_chip")
        return tuple(options)

    def check_counts(self, hole: Sequence[Card], board: Sequence[Card], *, seat: int | None = None) -> None:
        """Raise :class:`CardCountError` unless a player holds ``hole_count`` cards and
        the board shows ``board_count`` (a showdown comes only at the end of the hand)."""
        who = f"seat {seat}" if seat is not None else "a player"
        if (len(hole), len(board)) in self.alternate_counts:
            return
        if len(hole) != self.hole_count:
            raise CardCountError(
                f"{cards_text(hole)!r} is {len(hole)} card{'s' if len(hole) != 1 else ''} for {who}: in "
                f"{self.name} each player holds {self.hole_count} at the showdown ({self.hole_clause})",
                because=(Step(self.hole_clause, f"In {self.name} each player holds {self.hole_count} cards."),),
            )
        if len(board) != self.board_count:
            shows = f"shows {self.board_count} community cards" if self.board_count else "has no board"
            raise CardCountError(
                f"the board {cards_text(board)!r} is {len(board)} card{'s' if len(board) != 1 else ''}: in "
                f"{self.name} the board {shows} at the showdown "
                f"({self.board_clause or self.hole_clause}; nzg-13-4f: each hand is played to a conclusion)",
                because=(
                    Step(self.board_clause or self.hole_clause, f"In {self.name} the board {shows}."),
                    Step("nzg-13-4f", "Each hand shall be played to a conclusion."),
                ),
            )


TEXAS_HOLDEM = Game(
    key="texas-holdem",
    name="Texas Hold 'Em",
    family=Family.FLOP,
    deck=DECK_52,
    ranking=STANDARD,
    hole_count=2,
    hole_clause="hr-holdem-deal",
    board_count=5,
    board_clause="hr-holdem-river",
    selection=Selection(
        (0, 1, 2),
        "hr-holdem-any-five",
        "any five of a player's two hole cards and the five community cards make the hand",
    ),
    max_players=10,
    players_clause="int-table-size",
    showdown_clause="hr-holdem-showdown",
    ties_clause="int-suits-never-rank",
    odd_chip=OddChip.LEFT_OF_BUTTON,
    odd_chip_clause="int-odd-chip-by-game",
    aliases=("texas holdem", "holdem", "hold em", "texas hold em", "texas hold'em"),
)

OMAHA = Game(
    key="omaha",
    name="Omaha",
    family=Family.FLOP,
    deck=DECK_52,
    ranking=STANDARD,
    hole_count=4,
    hole_clause="hr-omaha-deal",
    board_count=5,
    board_clause="hr-omaha-board",
    selection=Selection(
        (2,),
        "hr-omaha-two-plus-three",
        "a hand is exactly two of the four hole cards with exactly three of the five board cards",
    ),
    max_players=10,
    players_clause="int-table-size",
    showdown_clause="hr-omaha-showdown",
    ties_clause="int-suits-never-rank",
    odd_chip=OddChip.LEFT_OF_BUTTON,
    odd_chip_clause="int-odd-chip-by-game",
    aliases=("omaha high", "omaha hi"),
)

OMAHA_8 = Game(
    key="omaha-8",
    name="Omaha 8/B",
    family=Family.FLOP,
    deck=DECK_52,
    ranking=STANDARD,
    hole_count=4,
    hole_clause="hr-omaha8-show-four",
    board_count=5,
    board_clause="hr-omaha-board",
    selection=Selection(
        (2,), "hr-omaha8-two-plus-three", "a hand is exactly two cards from the hand and three from the board"
    ),
    low=EIGHT_OR_BETTER,
    low_selection=Selection(
        (2,),
        "hr-omaha8-low-qualifier",
        "a low is two cards from the hand and three from the board, all eight or smaller",
    ),
    max_players=10,
    players_clause="int-table-size",
    showdown_clause="hr-omaha8-two-plus-three",
    ties_clause="hr-omaha8-ties",
    odd_chip=OddChip.LEFT_OF_BUTTON,
    odd_chip_clause="hr-omaha8-odd-chip",
    split_clause="hr-omaha-split",
    no_low_clause="hr-omaha8-no-low",
    scoop_clause="hr-omaha-split",
    show_all_clause="hr-omaha8-show-four",
    different_cards_clause="hr-omaha8-different-cards",
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
    variant_of="int-low-no-pair",
)

TWO_CARD_MANILA = Game(
    key="manila-2",
    name="2 Card Manila",
    family=Family.MANILA,
    deck=DECK_32,
    ranking=MANILA,
    hole_count=2,
    hole_clause="pp-manila2-deal",
    board_count=5,
    board_clause="pp-manila2-board",
    selection=Selection(
        (2,), "pp-manila2-hole-cards", "both hole cards must be used with three of the five community cards"
    ),
    max_players=11,
    players_clause="pp-manila2-deck",
    showdown_clause="pp-manila2-showdown",
    ties_clause="int-suits-never-rank",
    odd_chip=OddChip.LEFT_OF_BUTTON,
    odd_chip_clause="int-odd-chip-by-game",
    aliases=("two card manila", "manila 2", "manila2", "manila", "2 card"),
)

THREE_CARD_MANILA = Game(
    key="manila-3",
    name="3 Card Manila",
    family=Family.MANILA,
    deck=DECK_36,
    ranking=MANILA_3,
    hole_count=3,
    hole_clause="pp-manila3-deal",
    board_count=5,
    board_clause="pp-manila3-board",
    selection=Selection(
        (2,), "pp-manila3-hole-cards", "two of the three hole cards must be used with three of the five community cards"
    ),
    max_players=9,
    players_clause="pp-manila3-deck",
    showdown_clause="pp-manila3-showdown",
    ties_clause="int-suits-never-rank",
    odd_chip=OddChip.LEFT_OF_BUTTON,
    odd_chip_clause="int-odd-chip-by-game",
    aliases=("three card manila", "manila 3", "manila3", "3 card"),
)

THREE_CARD_MANILA_NO_SIXES = replace(
    THREE_CARD_MANILA,
    key="manila-3-no-sixes",
    name="3 Card Manila (no sixes)",
    deck=DECK_32_MANILA3,
    max_players=(DECK_32_MANILA3.size - 9) // 3,  # 3 x players + 5 community + 4 burns <= 32
    players_clause="int-manila3-sixes",
    aliases=("3 card manila without sixes", "manila 3 no sixes"),
    variant_of="int-manila3-sixes",
)

SEVEN_CARD_STUD = Game(
    key="seven-card-stud",
    name="Seven-Card Stud",
    family=Family.STUD,
    deck=DECK_52,
    ranking=STANDARD,
    hole_count=7,
    hole_clause="hr-stud7-last-card",
    # 6 + 1: when the deck runs short, one community card is every player's seventh (int-stud-deck-short)
    alternate_counts=((6, 1),),
    selection=Selection((4, 5), "hr-stud7-showdown", "the best five of a player's seven cards make the hand"),
    max_players=8,
    players_clause="int-table-size",
    showdown_clause="hr-stud7-showdown",
    ties_clause="hr-stud7-suits-and-ties",
    odd_chip=OddChip.HIGH_CARD_BY_SUIT,
    odd_chip_clause="int-odd-chip-by-game",
    opener=Opener("low", "hr-stud7-low-card-opens", "hr-stud7-best-hand-opens"),
    up_positions=(2, 3, 4, 5),
    aliases=("7 card stud", "seven card stud", "stud", "7 stud"),
)

SEVEN_CARD_STUD_HILO = replace(
    SEVEN_CARD_STUD,
    key="seven-card-stud-hilo",
    name="Seven-Card Stud High/Low Split",
    low=EIGHT_OR_BETTER_STUD,
    low_selection=Selection((4, 5), "hr-stud7hl-split", "a low is any five of a player's seven cards"),
    split_clause="hr-stud7hl-split",
    no_low_clause="hr-stud7hl-no-low",
    scoop_clause="hr-stud7hl-scoop",
    opener=Opener("high", "hr-stud7hl-high-card-opens", "hr-stud7-best-hand-opens", "int-stud-hilo-later-opener"),
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
    hole_clause="hr-stud5-final-hand",
    selection=Selection((5,), "hr-stud5-winner", "the hand is the player's five cards"),
    max_players=10,
    players_clause="int-table-size",
    showdown_clause="hr-stud5-winner",
    show_all_clause="hr-stud5-showdown",
    ties_clause="int-suits-never-rank",
    odd_chip=OddChip.HIGH_CARD_BY_SUIT,
    odd_chip_clause="int-odd-chip-by-game",
    opener=Opener("low", "hr-stud5-low-card-opens", "hr-stud5-best-hand-opens"),
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
    hole_clause="hr-draw-deal",
    selection=Selection((5,), "hr-draw-winner", "the hand is the player's five cards after the draw"),
    max_players=6,
    players_clause="int-table-size",
    showdown_clause="hr-draw-winner",
    ties_clause="int-suits-never-rank",
    odd_chip=OddChip.LEFT_OF_BUTTON,
    odd_chip_clause="int-odd-chip-by-game",
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


def find_game(name: str | Game) -> Game:
    """The game called ``name`` (its name, key or a common alias, any case).

    >>> find_game("Omaha Hi/Lo").key
    'omaha-8'
    """
    if isinstance(name, Game):
        return name
    game = _LOOKUP.get(_normal(name)) or _LOOKUP.get(_normal(name).replace("/", " "))
    if game is None:
        names = ", ".join(g.name for g in GAMES.values())
        raise UnknownGameError(f"{name!r} is not a game in the rule documents; the games are: {names}")
    return game
