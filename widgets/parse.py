"""What a reader typed or chose, read once into the values the engine takes.

A widget's controls hold what the page sent them: a box for a whole number holds a float (what
was typed, a fraction included: :class:`widgets.common.WholeNumberText`), a box of cards holds
text, a drop-down one of its options, a tick box on or off.  A view (:mod:`widgets.views`) reads
each value here, once, into the engine's types -- an ``int``, a
:class:`~engine.poker.game.Game`, a :class:`~engine.poker.betting.stakes.Structure`, the cards of
each box, a reading of an interpretation -- and calls the engine with those alone.  A chapter's
starting arguments for a widget are read here too, before they reach a box (which would move a
number to its nearest bound, or word a mistake as a ``TraitError``).

Every refusal is a :class:`~engine.errors.RulesError` (or one of its subclasses) that cites its
rule as data, in ``because``: the kind and size of a number the engine's reading
``int-input-size``, card text ``int-card-notation``, the number of players the game's own
clause.  Whether a value is legal where it is used -- a raise below the minimum, a card that is
not in the deck, a button off the table -- stays the engine's to judge.

A number typed into a box is read by the engine's one reader of whole numbers,
:func:`engine.checks.whole_number`, with ``typed=True`` (a box holds a float, so ``3.0`` is 3 and
``1.5`` is refused, never rounded) and, for a chapter's own argument, ``exact=True`` (only an ``int``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from engine import (
    GAMES,
    Card,
    CardNotationError,
    ClauseId,
    Deck,
    DuplicateCardError,
    Family,
    Game,
    PlayerCountError,
    RulesError,
    RuleViolation,
    Step,
    Structure,
    Suit,
    UnknownGameError,
    find_game,
)
from engine.checks import short, size_step, whole_number
from engine.documents import check_option, ids
from engine.manillen import Table, parse_call

T = TypeVar("T")

__all__ = [
    "STEPPER_GAMES",
    "card_text",
    "choice",
    "flag",
    "manillen_table",
    "player_count",
    "read_boxes",
    "reading",
    "stepper_game",
    "structure",
    "trump_call",
]


# --- numbers ------------------------------------------------------------------------------------------


def flag(value: object, what: str) -> bool:
    """``value`` if it is on or off (a tick box's ``bool``).

    >>> flag("yes", "Teaching mode")
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: Teaching mode is either on or off, not 'yes' (int-input-size)
    """
    if not isinstance(value, bool):
        raise RulesError.citing(
            f"{what} is either on or off, not {short(value)}",
            size_step(f"{what} is a switch: on or off."),
        )
    return value


# --- cards --------------------------------------------------------------------------------------------


def card_text(value: object, what: str, *, example: str = "As 10h") -> str:
    """``value`` if it is text (a box of cards holds text); the cards in it are the engine's to read.

    >>> card_text(7, "The board")
    Traceback (most recent call last):
    ...
    engine.errors.CardNotationError: The board must be cards written as text, such as 'As 10h', not 7 (int-card-notation)
    """
    if not isinstance(value, str):
        raise CardNotationError.citing(
            f"{what} must be cards written as text, such as {example!r}, not {short(value)}",
            Step(ids.INT_CARD_NOTATION, "Cards are written as text: a rank then a suit, such as As or 10h."),
        )
    return value


def read_boxes(deck: Deck, boxes: Mapping[str, str], edited: str | None = None) -> dict[str, tuple[Card, ...]]:
    """The cards of each box (``place -> text``) in ``deck``: the box just edited read first, for its
    own mistakes, and last, for a card repeated from another box, so that a message names what was
    just typed.

    >>> from engine.decks import DECK_32
    >>> read_boxes(DECK_32, {"seat 1": "Ah Kh", "seat 2": "Ah Kd"}, edited="seat 1")
    Traceback (most recent call last):
    ...
    engine.errors.DuplicateCardError: Ah in 'Ah Kh' (seat 1) is already in 'Ah Kd' (seat 2): the 2 Card Manila deck holds each card once, so change one of them (pp-manila2-deck)
    """
    later = [place for place in boxes if place != edited]
    checked = [edited, *later] if edited in boxes else later
    read: dict[str, tuple[Card, ...]] = {}
    for place in checked:
        assert place is not None
        read[place] = deck.check(boxes[place], where=place)
    seen: dict[Card, str] = {}
    for place in [*later, *([edited] if edited in boxes else [])]:
        assert place is not None
        for card in read[place]:
            other = seen.get(card)
            if other is not None:
                raise DuplicateCardError.citing(
                    f"{card!r} in {boxes[place]!r} ({place}) is already in {boxes[other]!r} ({other}): the "
                    f"{deck.name} deck holds each card once, so change one of them",
                    deck.step(),
                )
            seen[card] = place
    return read


# --- players and games --------------------------------------------------------------------------------


def player_count(game: Game, value: object, *, least: int) -> int:
    """The number of players, as a whole number the game's table seats: ``least`` (1 at a showdown,
    the game's least to deal) to the game's most.

    >>> player_count(find_game("2 Card Manila"), 12.0, least=2)
    Traceback (most recent call last):
    ...
    engine.errors.PlayerCountError: 12 players is too many for 2 Card Manila: at most 11 play (pp-manila2-deck)
    """
    players = whole_number(value, "The number of players", error=PlayerCountError, exact=False, typed=True)
    game.check_player_count(players, least=least)
    return players


#: The games the deal stepper deals: the Manila games (the others are walked through in their chapters).
STEPPER_GAMES: tuple[Game, ...] = tuple(game for game in GAMES.values() if game.family is Family.MANILA)


def stepper_game(value: object) -> Game:
    """The Manila game ``value`` names, or an error naming the games the deal stepper deals.

    >>> stepper_game("manila 3").name
    '3 Card Manila'
    >>> stepper_game("Texas")
    Traceback (most recent call last):
    ...
    engine.errors.UnknownGameError: 'Texas' is not a game the deal stepper deals; choose 2 Card Manila, 3 Card Manila or 3 Card Manila (no sixes) (int-games)
    """
    names = [game.name for game in STEPPER_GAMES]
    listed = ", ".join(names[:-1]) + " or " + names[-1]
    game: Game | None = None
    if isinstance(value, (str, Game)):
        try:
            game = find_game(value)
        except UnknownGameError:
            game = None
    if game is None or game not in STEPPER_GAMES:
        raise UnknownGameError.citing(
            f"{short(value)} is not a game the deal stepper deals; choose {listed}",
            Step(ids.INT_GAMES, f"The deal stepper deals the Manila games of the rule documents: {listed}."),
        )
    return game


def manillen_table(value: object) -> Table:
    """The Manillen Plus table of ``value`` players: 3 or 6 (``mp-players``).

    >>> manillen_table(6)
    <Table.SIX: 6>
    >>> manillen_table("3")
    Traceback (most recent call last):
    ...
    engine.errors.PlayerCountError: '3' is not a number of players: Manillen Plus is for 3 or 6 players (mp-players)
    """
    rule = Step(ids.MP_PLAYERS, "Manillen Plus is for 3 or 6 players.")
    if isinstance(value, bool) or not isinstance(value, int):
        raise PlayerCountError.citing(
            f"{short(value)} is not a number of players: Manillen Plus is for 3 or 6 players", rule
        )
    return Table(value)


# --- choices ------------------------------------------------------------------------------------------


def structure(value: object) -> Structure:
    """The betting structure ``value`` names (a member or its value).

    >>> structure("pot limit")
    <Structure.POT_LIMIT: 'pot limit'>
    >>> structure("stud")
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: 'stud' is not a betting structure; the structures are: manila limit, fixed limit, spread limit, pot limit, half pot, no limit (nzg-13-5)
    """
    for member in Structure:
        if value == member:  # a StrEnum member equals its value
            return member
    names = ", ".join(member.value for member in Structure)
    raise RulesError.citing(
        f"{short(value)} is not a betting structure; the structures are: {names}",
        Step(ids.NZG_13_5, f"The betting structures of the rule documents are {names}."),
    )


def reading(interpretation_id: ClauseId, value: object) -> str:
    """``value`` if it is one of the readings the interpretation's option offers (a widget's drop-down).

    The check is :func:`engine.documents.options.check_option`, the engine's own.

    >>> reading(ids.INT_HILO_ODD_CHIP, "left-of-button")
    'left-of-button'
    >>> reading(ids.INT_HILO_ODD_CHIP, "low")
    Traceback (most recent call last):
    ...
    engine.errors.UnknownOptionError: 'low' is not a reading of the odd chip when a hi/lo pot cannot be halved: choose 'high' (the default) or 'left-of-button' (int-hilo-odd-chip)
    """
    return check_option(interpretation_id, value)


def trump_call(value: object) -> Suit | None:
    """The dealer's call as the suit it makes trumps, or ``None`` for no trumps (``mp-no-trumps``).

    >>> trump_call("no trumps") is None, trump_call("\u2665")
    (True, <Suit.HEARTS: 'h'>)
    >>> trump_call(None)
    Traceback (most recent call last):
    ...
    engine.errors.RuleViolation: None is not a trump call: the dealer calls clubs, diamonds, hearts, spades or no trumps (mp-no-trumps)
    """
    if not isinstance(value, str):  # parse_call takes None for no trumps; a drop-down holds the call's words
        raise RuleViolation.citing(
            f"{short(value)} is not a trump call: the dealer calls clubs, diamonds, hearts, spades or no trumps",
            Step(ids.MP_NO_TRUMPS, "The dealer calls a suit as trumps, or no trumps."),
        )
    return parse_call(value)


def choice(value: T, choices: Sequence[tuple[str, Any]], what: str, *, rule: Step) -> T:
    """``value`` if it is one of a drop-down's ``(label, value)`` choices: a chapter's starting choice,
    checked before it reaches the drop-down (which would word a mistake as a ``TraitError``).

    >>> seats = Step(ids.MP_PLAYERS, "Manillen Plus is for 3 or 6 players.")
    >>> choice(4, [("3 players", 3), ("6 players", 6)], "the table", rule=seats)
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: 4 is not a choice of the table; the choices are: 3, 6 (mp-players)
    """
    for _label, option in choices:
        if value == option and type(value) is type(option):
            return value
    listed = ", ".join(repr(option) for _label, option in choices)
    raise RulesError.citing(f"{short(value)} is not a choice of {what}; the choices are: {listed}", rule)
