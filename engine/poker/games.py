"""Every game in the rule documents, as a frozen record in one registry.

Each game is a :class:`~engine.poker.game.Game`: data, with the clause ids behind each part.
:func:`find_game` finds one by its name, key or a common alias.

>>> find_game("2 card manila").deck.size
32
>>> find_game("hold'em").name
"Texas Hold 'Em"
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.cards import quote
from engine.decks import DECK_32, DECK_32_MANILA3, DECK_36, DECK_52
from engine.documents import ids
from engine.documents.options import check_option
from engine.errors import UnknownGameError
from engine.explain import Cited, ClauseId, Step
from engine.poker import procedures
from engine.poker.betting.stakes import DOLLARS, OMAHA8_BLIND_SIZES, GameClauses, LimitSchedule
from engine.poker.game import Family, Game, HiLo, OddChip, Opener, OpenerCard
from engine.poker.lows import EIGHT_OR_BETTER, EIGHT_OR_BETTER_PAIRS, EIGHT_OR_BETTER_STUD, LowRule
from engine.poker.rankings import MANILA, MANILA_3, STANDARD
from engine.poker.selection import Selection
from engine.words import excerpt

#: Each game's players: "at most N" by the game's own rule, or by the engine's reading of a table.
_TABLE_OF_TEN = Cited(10, ids.INT_TABLE_SIZE)
_BY_GAME = Cited(OddChip.LEFT_OF_BUTTON, ids.INT_ODD_CHIP_BY_GAME)
_STUD_BY_SUIT = Cited(OddChip.HIGH_CARD_BY_SUIT, ids.INT_ODD_CHIP_BY_GAME)
#: The sentences of Omaha's own section on its betting (what a player may do, who acts first, the board).
_OMAHA_BETTING = GameClauses(ids.HR_OMAHA_ACTIONS, ids.HR_OMAHA_FIRST_ROUND, ids.HR_OMAHA_BOARD)


def _stud_schedule(actions: ClauseId, opener: Opener, *, round_count: int, small_bet_rounds: int) -> LimitSchedule:
    """A stud game's limit: no blinds; "each player in turn must call, raise, or fold" is the first
    round's (``actions``), and later rounds run as any betting round; the opener's clauses say who acts first."""
    clauses = GameClauses(
        actions, opener.first.clause, opener.later_clause, None, later_actions=ids.INT_BETTING_ROUND
    )
    return LimitSchedule(round_count=round_count, small_bet_rounds=small_bet_rounds, blinds=False, clauses=clauses)


TEXAS_HOLDEM = Game(
    key="texas-holdem",
    name="Texas Hold 'Em",
    family=Family.FLOP,
    deck=DECK_52,
    ranking=STANDARD,
    hole=Cited(2, ids.HR_HOLDEM_DEAL),
    board=Cited(5, ids.HR_HOLDEM_RIVER),
    selection=Selection(
        (0, 1, 2),
        ids.HR_HOLDEM_ANY_FIVE,
        "any five of a player's two hole cards and the five community cards make the hand",
    ),
    seats=_TABLE_OF_TEN,
    showdown_clause=ids.HR_HOLDEM_SHOWDOWN,
    ties_clause=ids.INT_SUITS_NEVER_RANK,
    odd_chip=_BY_GAME,
    schedule=LimitSchedule(),
    procedure=procedures.TEXAS_HOLDEM,
    aliases=("texas holdem", "holdem", "hold em", "texas hold em", "texas hold'em"),
)

OMAHA = Game(
    key="omaha",
    name="Omaha",
    family=Family.FLOP,
    deck=DECK_52,
    ranking=STANDARD,
    hole=Cited(4, ids.HR_OMAHA_DEAL),
    board=Cited(5, ids.HR_OMAHA_BOARD),
    selection=Selection(
        (2,),
        ids.HR_OMAHA_TWO_PLUS_THREE,
        "a hand is exactly two of the four hole cards with exactly three of the five board cards",
    ),
    seats=_TABLE_OF_TEN,
    # "Omaha is high only" (the reading; its option "high": the best high hand takes the whole pot): the
    # section's showdown sentence says only that players "show all their cards"
    showdown_clause=ids.INT_OMAHA_SECTION_HILO,
    ties_clause=ids.INT_SUITS_NEVER_RANK,
    odd_chip=_BY_GAME,
    schedule=LimitSchedule(clauses=_OMAHA_BETTING),
    procedure=procedures.OMAHA,
    aliases=("omaha high", "omaha hi"),
)

OMAHA_8 = Game(
    key="omaha-8",
    name="Omaha 8/B",
    family=Family.FLOP,
    deck=DECK_52,
    ranking=STANDARD,
    hole=Cited(4, ids.HR_OMAHA8_SHOW_FOUR),
    board=Cited(5, ids.HR_OMAHA_BOARD),
    selection=Selection(
        (2,), ids.HR_OMAHA8_TWO_PLUS_THREE, "a hand is exactly two cards from the hand and three from the board"
    ),
    hilo=HiLo(
        low=EIGHT_OR_BETTER,
        selection=Selection(
            (2,),
            ids.HR_OMAHA8_LOW_QUALIFIER,
            "a low is two cards from the hand and three from the board, all eight or smaller",
        ),
        split=ids.HR_OMAHA_SPLIT,
        no_low=ids.HR_OMAHA8_NO_LOW,
        # "neither straights nor flushes count against you for low": the same straight or flush may be both
        scoop=ids.HR_OMAHA8_WHEEL,
        different_cards=ids.HR_OMAHA8_DIFFERENT_CARDS,
    ),
    seats=_TABLE_OF_TEN,
    # "Winning called hand must show all four cards to be awarded any part of the pot"
    showdown_clause=ids.HR_OMAHA8_SHOW_FOUR,
    ties_clause=ids.HR_OMAHA8_TIES,
    odd_chip=Cited(OddChip.LEFT_OF_BUTTON, ids.HR_OMAHA8_ODD_CHIP),
    show_all_clause=ids.HR_OMAHA8_SHOW_FOUR,
    schedule=LimitSchedule(blinds_sizes=OMAHA8_BLIND_SIZES, clauses=_OMAHA_BETTING),
    procedure=procedures.OMAHA_8,
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
    hilo=replace(OMAHA_8.hilo, low=EIGHT_OR_BETTER_PAIRS) if OMAHA_8.hilo is not None else None,
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
    hilo=HiLo(
        low=OMAHA_SECTION_LOW,
        selection=Selection(
            (2,),
            ids.HR_OMAHA_LOW_QUALIFIER,
            "a low is two cards from the hand and three from the board, five of 8 or lower with no pair",
        ),
        split=ids.HR_OMAHA_SPLIT,
        no_low=ids.HR_OMAHA_NO_LOW,
        # "Straights or flushes may be used for the low hand if all the cards are 8 or below"
        scoop=ids.HR_OMAHA_LOW_STRAIGHTS,
    ),
    variant_of=ids.INT_OMAHA_SECTION_HILO,
)

#: Plain Omaha knows how the option plays it high/low (``int-omaha-section-hilo``, ``omaha_split="high-low"``).
OMAHA = replace(OMAHA, high_low_reading=OMAHA_HIGH_LOW)


def as_played(game: Game, omaha_split: str = "high") -> Game:
    """``game`` as the option of ``int-omaha-section-hilo`` plays it: plain Omaha high/low, or as it is.

    >>> as_played(find_game("Omaha"), "high-low").is_hilo, as_played(find_game("Omaha")).is_hilo
    (True, False)
    """
    reading = game.high_low_reading
    if reading is not None and check_option(ids.INT_OMAHA_SECTION_HILO, omaha_split) == "high-low":
        return reading
    return game


TWO_CARD_MANILA = Game(
    key="manila-2",
    name="2 Card Manila",
    family=Family.MANILA,
    deck=DECK_32,
    ranking=MANILA,
    hole=Cited(2, ids.PP_MANILA2_DEAL),
    board=Cited(5, ids.PP_MANILA2_BOARD),
    selection=Selection(
        (2,), ids.PP_MANILA2_HOLE_CARDS, "both hole cards must be used with three of the five community cards"
    ),
    seats=Cited(11, ids.PP_MANILA2_DECK),
    showdown_clause=ids.PP_MANILA2_SHOWDOWN,
    ties_clause=ids.INT_SUITS_NEVER_RANK,
    odd_chip=_BY_GAME,
    procedure=procedures.MANILA_2,
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
    hole=Cited(3, ids.PP_MANILA3_DEAL),
    board=Cited(5, ids.PP_MANILA3_BOARD),
    selection=Selection(
        (2,), ids.PP_MANILA3_HOLE_CARDS, "two of the three hole cards must be used with three of the five community cards"
    ),
    seats=Cited(9, ids.PP_MANILA3_DECK),
    showdown_clause=ids.PP_MANILA3_SHOWDOWN,
    ties_clause=ids.INT_SUITS_NEVER_RANK,
    odd_chip=_BY_GAME,
    procedure=procedures.MANILA_3,
    canberra=procedures.MANILA_3_CANBERRA,
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
    seats=Cited((DECK_32_MANILA3.size - 9) // 3, ids.INT_MANILA3_SIXES),  # 3 x players + 5 community + 4 burns <= 32
    aliases=("3 card manila without sixes", "manila 3 no sixes"),
    variant_of=ids.INT_MANILA3_SIXES,
)

_STUD7_OPENER = Opener(Cited(OpenerCard.LOWEST, ids.HR_STUD7_LOW_CARD_OPENS), ids.HR_STUD7_BEST_HAND_OPENS)
_STUD7_HILO_OPENER = Opener(
    Cited(OpenerCard.HIGHEST, ids.HR_STUD7HL_HIGH_CARD_OPENS), ids.HR_STUD7_BEST_HAND_OPENS, ids.INT_STUD_HILO_LATER_OPENER
)

SEVEN_CARD_STUD = Game(
    key="seven-card-stud",
    name="Seven-Card Stud",
    family=Family.STUD,
    deck=DECK_52,
    ranking=STANDARD,
    hole=Cited(7, ids.HR_STUD7_LAST_CARD),
    # 6 + 1: when the deck runs short, one community card is every player's seventh (int-stud-deck-short)
    alternate_counts=((6, 1),),
    selection=Selection((4, 5), ids.HR_STUD7_SHOWDOWN, "the best five of a player's seven cards make the hand"),
    seats=Cited(8, ids.INT_TABLE_SIZE),
    showdown_clause=ids.HR_STUD7_SHOWDOWN,
    ties_clause=ids.HR_STUD7_SUITS_AND_TIES,
    odd_chip=_STUD_BY_SUIT,
    opener=_STUD7_OPENER,
    up_positions=(2, 3, 4, 5),
    schedule=_stud_schedule(ids.HR_STUD7_FIRST_ROUND_ACTION, _STUD7_OPENER, round_count=5, small_bet_rounds=2),
    procedure=procedures.SEVEN_CARD_STUD,
    aliases=("7 card stud", "seven card stud", "stud", "7 stud"),
)

SEVEN_CARD_STUD_HILO = replace(
    SEVEN_CARD_STUD,
    key="seven-card-stud-hilo",
    name="Seven-Card Stud High/Low Split",
    hilo=HiLo(
        low=EIGHT_OR_BETTER_STUD,
        selection=Selection((4, 5), ids.HR_STUD7HL_SPLIT, "a low is any five of a player's seven cards"),
        split=ids.HR_STUD7HL_SPLIT,
        no_low=ids.HR_STUD7HL_NO_LOW,
        scoop=ids.HR_STUD7HL_SCOOP,
    ),
    opener=_STUD7_HILO_OPENER,
    schedule=_stud_schedule(ids.HR_STUD7_FIRST_ROUND_ACTION, _STUD7_HILO_OPENER, round_count=5, small_bet_rounds=2),
    procedure=procedures.SEVEN_CARD_STUD_HILO,
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

_STUD5_OPENER = Opener(Cited(OpenerCard.LOWEST, ids.HR_STUD5_LOW_CARD_OPENS), ids.HR_STUD5_BEST_HAND_OPENS)

FIVE_CARD_STUD = Game(
    key="five-card-stud",
    name="Five-Card Stud",
    family=Family.STUD,
    deck=DECK_52,
    ranking=STANDARD,
    hole=Cited(5, ids.HR_STUD5_FINAL_HAND),
    selection=Selection((5,), ids.HR_STUD5_WINNER, "the hand is the player's five cards"),
    seats=_TABLE_OF_TEN,
    showdown_clause=ids.HR_STUD5_WINNER,
    show_all_clause=ids.HR_STUD5_SHOWDOWN,
    ties_clause=ids.INT_SUITS_NEVER_RANK,
    odd_chip=_STUD_BY_SUIT,
    opener=_STUD5_OPENER,
    up_positions=(1, 2, 3, 4),
    schedule=_stud_schedule(ids.HR_STUD5_FIRST_ROUND_ACTION, _STUD5_OPENER, round_count=4, small_bet_rounds=1),
    procedure=procedures.FIVE_CARD_STUD,
    aliases=("5 card stud", "five card stud"),
)

DRAW_POKER = Game(
    key="draw-poker",
    name="Draw Poker",
    family=Family.DRAW,
    deck=DECK_52,
    ranking=STANDARD,
    hole=Cited(5, ids.HR_DRAW_DEAL),
    selection=Selection((5,), ids.HR_DRAW_WINNER, "the hand is the player's five cards after the draw"),
    seats=Cited(6, ids.INT_TABLE_SIZE),
    showdown_clause=ids.HR_DRAW_WINNER,
    uncontested_clause=ids.HR_DRAW_NO_SHOWDOWN,
    ties_clause=ids.INT_SUITS_NEVER_RANK,
    odd_chip=_BY_GAME,
    schedule=LimitSchedule(
        round_count=2,
        small_bet_rounds=1,
        clauses=GameClauses(
            ids.HR_DRAW_FIRST_BET,
            ids.INT_DRAW_FIRST_TO_ACT,
            ids.INT_DRAW_FIRST_TO_ACT,
            None,
            later_actions=ids.HR_DRAW_SECOND_ROUND,
        ),
    ),
    procedure=procedures.DRAW_POKER,
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
        _LOOKUP[_name] = _game  # as written, found without normalising it
        _LOOKUP[_normal(_name)] = _game
        _LOOKUP[_normal(_name).replace("/", " ").replace("  ", " ")] = _game


def find_game(name: Game | str) -> Game:
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
        name = str.__str__(name)  # the text itself, not a subclass's own hash or equality
        game = _LOOKUP.get(name) or _LOOKUP.get(_normal(name)) or _LOOKUP.get(_normal(name).replace("/", " "))
        if game is not None:
            return game
    listed = [g.name for g in GAMES.values()]
    names = ", ".join(listed)
    games = Step(ids.INT_GAMES, f"The poker games of the rule documents are {', '.join(listed[:-1])} and {listed[-1]}.")
    if not isinstance(name, str):
        raise UnknownGameError.citing(
            f"{excerpt(name)} is not a game's name: name one of the games, {names}", games
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
