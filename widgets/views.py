"""What one widget update shows, from one engine call: the views behind the book's widgets.

A widget is thin (STYLE §11): it holds its controls, and each update calls ONE function
here and renders what it returns.  Each function checks the values it is given -- they
may come from a browser, which can send anything -- and returns a frozen record with
everything the update shows: the picture, the sentences and their clauses, the counts,
the choices with their amounts, which inputs apply.  Bad input raises a
:class:`~engine.errors.RulesError` in plain words with the rule it rests on, or, where
the rest of the view can still be shown (the boxes of a showdown, say), comes back as the
record's ``error``.

* the deal stepper: :func:`new_deal_view` (a new hand) and :func:`step_view` (a step of it);
* the showdown explainer: :func:`showdown_view` (typed cards) and :func:`dealt_showdown_view`;
* the raise calculator: :func:`raise_view`, which also says which inputs a structure uses;
* the Manillen Plus trick explainer: :func:`trick_view` and :func:`dealt_trick_view`.

>>> view = new_deal_view("2 Card Manila", players=4, stake=2, button=2, seed=5, canberra=False, teaching=False)
>>> view = step_view(view.walk, move="next", teaching=False)
>>> view.headline, view.counts.dealt, view.can_back
('Seat 3 posts the blind of $2.', 0, True)
>>> new_deal_view("2 Card Manila", players=1, stake=2, button=1, seed=5, canberra=False, teaching=False)
Traceback (most recent call last):
...
engine.errors.PlayerCountError: 1 player cannot be dealt a hand of 2 Card Manila: a hand needs 2 to 11 players (pp-manila2-deck; int-uncontested-pot)
"""

from __future__ import annotations

import inspect
import random
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from engine.cards import Card, Suit, cards_text
from engine.decks import MANILLEN_DECK, Deck
from engine.documents import ids
from engine.documents.registry import Citation, citation
from engine.errors import (
    CardCountError,
    CardNotationError,
    DuplicateCardError,
    PlayerCountError,
    RulesError,
    RuleViolation,
    UnknownGameError,
)
from engine.explain import ClauseId, Decision, Step
from engine.manillen.deal import call_text, call_trump, parse_call
from engine.manillen.deal import deal as deal_manillen
from engine.manillen.table import Side, Table, check_option, seats_text
from engine.manillen.tricks import LegalPlays, Trick, legal_plays, start_play, trick_winner, won_step
from engine.poker.betting.actions import ActionKind, LegalAction
from engine.poker.betting.options import (
    BetOptions,
    Stakes,
    Structure,
    betting_options,
    fixed_limit,
    half_pot,
    manila_limit,
    no_limit,
    pot_limit,
    spread_limit,
)
from engine.poker.betting.pots import Pot, short_all_in_pots
from engine.poker.deal import Counts, deal
from engine.poker.games import GAMES, Family, Game, check_choice, find_game
from engine.poker.rankings import HandValue, Ranking
from engine.poker.showdown import Showdown, showdown
from engine.teaching.explorer import RankingReport, explore_hand, ranking_report
from engine.teaching.walkthrough import Walkthrough, start_walkthrough
from widgets.render.results import showdown_html
from widgets.render.table import held_cards_html, table_svg

__all__ = [
    "ACTION_SLOTS",
    "RAISE_INPUTS",
    "SEAT_LIMIT",
    "STAKES_CONSTRUCTORS",
    "STEPPER_GAMES",
    "STEP_MOVES",
    "TABLE_SEATS",
    "TRUMP_CALLS",
    "RaiseView",
    "ShowdownView",
    "StepView",
    "TrickPlay",
    "TrickView",
    "dealt_showdown_view",
    "dealt_trick_view",
    "find_structure",
    "new_deal_view",
    "raise_view",
    "reading",
    "rules_cited",
    "showdown_view",
    "stepper_game",
    "step_view",
    "structure_inputs",
    "trick_view",
]


# --- errors: the rules they rest on ---------------------------------------------------------------------

_CLAUSE_ID = re.compile(r"\b(?:pp|nzg|hr|mp|int)-[a-z0-9]+(?:-[a-z0-9]+)*\b")


def rules_cited(error: BaseException) -> tuple[str, ...]:
    """The clause ids an error rests on: its ``because``, else the ids its message names in words.

    >>> rules_cited(RulesError("stake 0 is below 1 (pp-manila2-structure)"))
    ('pp-manila2-structure',)
    >>> rules_cited(RulesError("x", because=(Step(ids.NZG_13_5C, "y"),)))
    ('nzg-13-5c',)
    """
    cited = [step.clause for step in getattr(error, "because", ()) or ()]
    if not cited:
        message = str(getattr(error, "message", None) or error)
        for found in _CLAUSE_ID.findall(message):
            try:
                citation(found)
            except RulesError:
                continue
            cited.append(found)
    return tuple(dict.fromkeys(cited))


# --- checking what a browser sends ------------------------------------------------------------------


def _whole(value: object, what: str, *, least: int = 0, because: Sequence[Step] = ()) -> int:
    """``value`` if it is a whole number, ``least`` or more; else a plain-words error."""
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise RulesError(f"{what}, {value!r}, is not allowed: give a whole number, {least} or more", because=because)
    return value


def _flag(value: object, what: str) -> bool:
    if not isinstance(value, bool):
        raise RulesError(f"{what} is either on or off, not {value!r}")
    return value


def _text(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise CardNotationError.citing(
            f"{what} must be cards written as text, such as 'As 10h', not {value!r}",
            Step(ids.INT_CARD_NOTATION, "Cards are written as text: a rank then a suit, such as As or 10h."),
        )
    return value


def _players(game: Game, players: object, *, least: int) -> int:
    """The number of players, checked against the game's table: ``least`` (1 at a showdown, 2 to deal) and up."""
    most = game.max_players
    table = Step(game.players_clause, f"{game.name} seats {game.min_players} to {most} players.")
    alone = Step(ids.INT_UNCONTESTED_POT, "A player left alone in the hand wins the pot without showing any card.")
    if isinstance(players, bool) or not isinstance(players, int):
        raise PlayerCountError.citing(
            f"{players!r} is not a number of players: {game.name} seats {game.min_players} to {most}", table
        )
    who = f"{players} player{'s' if players != 1 else ''}"
    if players < least and least == 1:
        raise PlayerCountError.citing(
            f"{who} cannot be in a showdown: at least 1 player is still in the hand at the end, who wins without "
            f"showing if alone, and {game.name} seats at most {most}",
            alone,
            table,
        )
    if players < least:
        raise PlayerCountError.citing(
            f"{who} cannot be dealt a hand of {game.name}: a hand needs {game.min_players} to {most} players",
            table,
            alone,
        )
    if players > most:
        raise PlayerCountError.citing(f"{players} players is too many for {game.name}: at most {most} play", table)
    return players


def reading(interpretation_id: ClauseId, value: object) -> str:
    """``value`` if it is one of the readings the interpretation's option offers (a widget's drop-down).

    The check is :func:`engine.poker.games.check_choice`, the one every engine function applies.

    >>> reading(ids.INT_HILO_ODD_CHIP, "left-of-button")
    'left-of-button'
    >>> reading(ids.INT_HILO_ODD_CHIP, "low")
    Traceback (most recent call last):
    ...
    engine.errors.UnknownOptionError: 'low' is not a reading of the odd chip when a hi/lo pot cannot be halved: choose 'high' (the default) or 'left-of-button' (int-hilo-odd-chip)
    """
    return check_choice(interpretation_id, value)


# --- the deal stepper ----------------------------------------------------------------------------------

#: The games the deal stepper deals: the Manila games (the others are walked through in their chapters).
STEPPER_GAMES: tuple[Game, ...] = tuple(game for game in GAMES.values() if game.family is Family.MANILA)

#: The stepper's moves; ``"stay"`` redraws the same step (teaching mode switched).
STEP_MOVES = ("stay", "next", "back", "restart", "finish", "act")

#: The most choices a player to act can have: one per kind of action.
ACTION_SLOTS = len(ActionKind)


def stepper_game(name: object) -> Game:
    """The Manila game called ``name``, or an error naming the games the stepper deals.

    >>> stepper_game("manila 3").name
    '3 Card Manila'
    >>> stepper_game("Texas")
    Traceback (most recent call last):
    ...
    engine.errors.UnknownGameError: 'Texas' is not a game the deal stepper deals; choose 2 Card Manila, 3 Card Manila or 3 Card Manila (no sixes)
    """
    names = [game.name for game in STEPPER_GAMES]
    listed = ", ".join(names[:-1]) + " or " + names[-1]
    try:
        game = find_game(name)
    except UnknownGameError:
        game = None
    if game not in STEPPER_GAMES:
        raise UnknownGameError(f"{name!r} is not a game the deal stepper deals; choose {listed}")
    assert game is not None
    return game


@dataclass(frozen=True, slots=True)
class StepView:
    """Everything the deal stepper shows at one step of a hand.

    ``headline`` and ``because`` explain the step; ``quote`` is the first clause it applies,
    in the document's words; ``actions`` are the choices of the player to act (empty when
    no one is to act); ``showdown`` the result as HTML once the hand has ended in a
    showdown (empty before): the hands and what each seat wins, without the steps, which
    ``because`` holds already (the stepper shows them once).
    """

    walk: Walkthrough
    teaching: bool
    svg: str
    headline: str
    note: str
    because: tuple[Step, ...]
    quote: Citation | None
    counts: Counts
    pot: str
    to_act: int | None
    actions: tuple[LegalAction, ...]
    can_next: bool
    can_back: bool
    showdown: str
    pots: tuple[Pot, ...] = ()
    pots_because: tuple[Step, ...] = ()
    contributions: Mapping[int, int] = field(default_factory=dict)

    @property
    def started(self) -> bool:
        return self.walk.moment is not None

    @property
    def has_side_pots(self) -> bool:
        """True once a player still in is all in for less than another has put in (``int-side-pots``)."""
        return len(self.pots) > 1

    def pot_lines(self) -> tuple[str, ...]:
        """Each pot in words: ``'The main pot: $9; seats 1, 2 and 3 may win it.'``"""
        money = self.walk.deal.stakes.money
        return tuple(
            f"{pot.name[0].upper()}{pot.name[1:]}: {money(pot.amount)}; "
            + (
                f"only seat {pot.eligible[0]} may win it."
                if len(pot.eligible) == 1
                else f"seats {', '.join(map(str, pot.eligible[:-1]))} and {pot.eligible[-1]} may win it."
            )
            for pot in self.pots
        )


def _step_view(walk: Walkthrough, teaching: bool) -> StepView:
    moment = walk.moment
    game = walk.deal.game
    because: tuple[Step, ...]
    if moment is None:
        headline = f"{game.name}, {len(walk.deal.order)} players, button at seat {walk.deal.button}."
        note, because = "Press Next to begin the deal.", ()
    else:
        headline, note, because = moment.headline, "", tuple(moment.because)
    result = walk.result
    pots = walk.pots()
    shown = ""
    if result is not None and result.hands:
        held = {seat: walk.deal.hands[seat] for seat in result.hands}
        shown = held_cards_html(result, held, walk.deal.board) + showdown_html(result, steps=False)
    return StepView(
        walk=walk,
        teaching=teaching,
        svg=table_svg(walk, show_hole_cards=teaching),
        headline=headline,
        note=note,
        because=because,
        quote=citation(because[0].clause) if because else None,
        counts=walk.counts,
        pot=walk.deal.stakes.money(walk.pot),
        to_act=walk.to_act,
        actions=walk.legal_actions().value if walk.waiting else (),
        can_next=not walk.finished,
        can_back=walk.previous is not None,
        showdown=shown,
        pots=pots.value,
        pots_because=pots.because,
        contributions=walk.contributions,
    )


def new_deal_view(
    game: str | Game,
    *,
    players: int,
    stake: int,
    button: int,
    seed: int,
    canberra: bool,
    teaching: bool,
    short_seat: int = 0,
    short_chips: int = 0,
) -> StepView:
    """A new hand of a Manila game from ``random.Random(seed)``, before its first event.

    Every seat sits down with 100 times the stake, except ``short_seat`` (0: none), which has
    ``short_chips``: a short stack that goes all in and makes side pots (``int-side-pots``).

    :raises RulesError: settings the rules do not allow (too many or too few players, a
        button off the table, a stake below 1, the Canberra deal outside 3 Card Manila, a short
        stack off the table or without the blind).

    >>> view = new_deal_view("2 Card Manila", players=3, stake=2, button=3, seed=1, canberra=False,
    ...                      teaching=False, short_seat=2, short_chips=3)
    >>> dict(view.walk.stacks)
    {1: 200, 2: 3, 3: 200}
    """
    chosen = stepper_game(game)
    count = _players(chosen, players, least=chosen.min_players)
    shuffle = _whole(seed, "The seed")
    hand = deal(
        chosen,
        players=count,
        button=button,  # deal() checks it is a seat at the table
        stake=stake,  # and that the stake is 1 or more
        canberra=_flag(canberra, "The Canberra deal"),
        rng=random.Random(shuffle),
    )
    stacks: dict[int, int] = dict.fromkeys(hand.order, 100 * hand.stakes.bets[0])
    seat = _whole(short_seat, "The short stack's seat")
    if seat:
        if seat not in stacks:
            raise PlayerCountError.citing(
                f"the short stack's seat, {seat}, is not at the table: the seats are 1 to {count}",
                Step(ids.INT_BETTING_ROUND, "A betting round is played by the seats dealt in, each with its chips."),
            )
        stacks[seat] = _whole(short_chips, "The short stack's chips", least=1)
    return _step_view(start_walkthrough(hand, stacks=stacks), _flag(teaching, "Teaching mode"))


def step_view(walk: Walkthrough, *, move: str, teaching: bool, action: int | None = None) -> StepView:
    """The stepper after ``move``: ``"next"``, ``"back"``, ``"restart"``, ``"finish"``, ``"stay"``,
    or ``"act"`` with ``action`` the index of one of the current view's ``actions``.

    :raises RuleViolation: a move the hand does not allow now (the hand is over, no one is to act,
        a choice that is not one of the player's).

    >>> view = new_deal_view("2 Card Manila", players=3, stake=2, button=3, seed=1, canberra=False, teaching=True)
    >>> view = step_view(view.walk, move="finish", teaching=True)
    >>> view.can_next, "Showdown" in view.headline
    (False, True)
    >>> step_view(view.walk, move="act", teaching=True, action=0)
    Traceback (most recent call last):
    ...
    engine.errors.RuleViolation: no one is to act: the hand is over, so there is no choice to make (int-betting-round)
    """
    if not isinstance(walk, Walkthrough):
        raise RulesError(f"{walk!r} is not a hand being stepped through: start one with new_deal_view")
    shown = _flag(teaching, "Teaching mode")
    if move not in STEP_MOVES:
        raise RulesError(f"{move!r} is not a move of the deal stepper: {', '.join(STEP_MOVES)}")
    if move == "stay":
        return _step_view(walk, shown)
    if move == "back":
        return _step_view(walk.back(), shown)
    if move == "restart":
        return _step_view(walk.restart(), shown)
    if move == "act":
        return _step_view(_act(walk, action), shown)
    if walk.finished:
        raise RuleViolation.citing(
            "the hand is over: press Restart or Back", Step(ids.INT_BETTING_ROUND, "The hand has ended.")
        )
    return _step_view(walk.finish() if move == "finish" else walk.next(), shown)


def _act(walk: Walkthrough, action: int | None) -> Walkthrough:
    rule = Step(ids.INT_BETTING_ROUND, "Only the player to act chooses, from the choices the rules allow.")
    if not walk.waiting:
        over = "the hand is over" if walk.finished else "the next step is the deal"
        raise RuleViolation.citing(f"no one is to act: {over}, so there is no choice to make", rule)
    choices = walk.legal_actions().value
    if isinstance(action, bool) or not isinstance(action, int) or not 0 <= action < len(choices):
        listed = ", ".join(choice.text for choice in choices)
        raise RuleViolation.citing(f"choice {action!r} is not one of seat {walk.to_act}'s choices: {listed}", rule)
    return walk.act(choices[action].action())


# --- the showdown explainer ----------------------------------------------------------------------------

#: The largest table of any game: the explainer has a box for each of its seats.
SEAT_LIMIT = max(game.max_players for game in GAMES.values())


@dataclass(frozen=True, slots=True)
class ShowdownView:
    """A showdown as the explainer shows it: which seats have a box, their cards, the result.

    ``hands`` and ``board`` are the cards as written (typed, or dealt); ``held`` and
    ``board_cards`` the same cards read; ``options`` the readings that can change this
    game's result (:attr:`engine.poker.games.Game.showdown_options`).  ``error`` is set, and
    ``result`` is ``None``, when the cards or the pot break a rule.
    """

    game: Game
    seats: tuple[int, ...]
    hands: Mapping[int, str]
    board: str
    options: tuple[str, ...]
    held: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)
    board_cards: tuple[Card, ...] = ()
    result: Showdown | None = None
    error: RulesError | None = None


def read_boxes(deck: Deck, boxes: Mapping[str, str], edited: str | None = None) -> dict[str, tuple[Card, ...]]:
    """Read each box of cards (``place -> text``): the box just edited first, for its own mistakes,
    and last, for a card repeated from another box, so that a message names what was just typed.

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


def showdown_view(
    game: str | Game,
    *,
    players: int,
    hands: Mapping[int, str],
    board: str,
    pot: int,
    button: int,
    edited: int | str | None = None,
    hilo_odd_chip: str = "high",
    stud_odd_chip: str = "suit",
    omaha_split: str = "high",
    contributions: Mapping[int, int] | None = None,
) -> ShowdownView:
    """The showdown of the typed cards: every seat's best hand, the winners, the split.

    :param players: how many players are in the showdown (seats 1 to ``players``).
    :param hands: each seat's cards as text; a seat without an entry has none.
    :param edited: the box just changed (a seat, or ``"board"``): a repeated card is named there.
    :param contributions: what each seat put in (the all-in amounts): the pot is then their sum,
        split into a main pot and side pots (``int-side-pots``); ``None``: one pot of ``pot``.
    :raises RulesError: a game the registry does not know.

    >>> view = showdown_view("2 Card Manila", players=2, hands={1: "Ah Kh", 2: "Ah Kd"},
    ...                      board="Qh Jh 9h Qc 7d", pot=30, button=1, edited=2)
    >>> print(view.error)
    Ah in 'Ah Kd' (seat 2) is already in 'Ah Kh' (seat 1): the 2 Card Manila deck holds each card once, so change one of them (pp-manila2-deck)
    """
    chosen = find_game(game)
    count = players if isinstance(players, int) and not isinstance(players, bool) else 0
    seats = tuple(range(1, min(max(count, 0), SEAT_LIMIT) + 1))
    texts = {seat: hands.get(seat, "") for seat in seats}
    board_text = board if isinstance(board, str) else ""
    base = ShowdownView(game=chosen, seats=seats, hands=texts, board=board_text, options=chosen.showdown_options)
    try:
        _players(chosen, players, least=1)
        for seat, text in texts.items():
            _text(text, f"The cards of seat {seat}")
        _text(board, "The board")
        hilo = reading(ids.INT_HILO_ODD_CHIP, hilo_odd_chip)
        stud = reading(ids.INT_ODD_CHIP_BY_GAME, stud_odd_chip)
        omaha = reading(ids.INT_OMAHA_SECTION_HILO, omaha_split)
        boxes = {f"seat {seat}": text for seat, text in texts.items()} | {"the board": board_text}
        where = f"seat {edited}" if isinstance(edited, int) else ("the board" if edited == "board" else None)
        read = read_boxes(chosen.deck, boxes, where)
        held = {seat: read[f"seat {seat}"] for seat in texts}
        result = showdown(
            chosen,
            held,
            read["the board"],
            pot=pot if contributions is None else None,
            button=button,
            contributions=contributions,
            hilo_odd_chip=hilo,
            stud_odd_chip=stud,
            omaha_split=omaha,
        )
    except (RulesError, TypeError) as error:
        if isinstance(error, TypeError):  # a value of the wrong kind, named: shown as the engine's words
            error = RulesError(str(error))
        return replace(base, error=error)
    return replace(base, held=held, board_cards=read["the board"], result=result)


def dealt_showdown_view(
    game: str | Game,
    *,
    players: int,
    button: int,
    seed: int,
    pot: int,
    hilo_odd_chip: str = "high",
    stud_odd_chip: str = "suit",
    omaha_split: str = "high",
    contributions: Mapping[int, int] | None = None,
) -> ShowdownView:
    """Deal every seat and the board from ``random.Random(seed)``, then decide the showdown.

    >>> view = dealt_showdown_view("2 Card Manila", players=3, button=1, seed=2024, pot=30)
    >>> [len(view.held[seat]) for seat in view.seats], len(view.board_cards)
    ([2, 2, 2], 5)
    """
    chosen = find_game(game)
    count = _players(chosen, players, least=chosen.min_players)
    dealt = deal(chosen, players=count, button=button, rng=random.Random(_whole(seed, "The seed")))
    hands = {seat: cards_text(dealt.hands[seat]) for seat in range(1, count + 1)}
    return showdown_view(
        chosen,
        players=count,
        hands=hands,
        board=cards_text(dealt.board),
        pot=pot,
        button=button,
        hilo_odd_chip=hilo_odd_chip,
        stud_odd_chip=stud_odd_chip,
        omaha_split=omaha_split,
        contributions=contributions,
    )


# --- the raise calculator -------------------------------------------------------------------------------

#: Which engine constructor builds each structure's stakes.
STAKES_CONSTRUCTORS: dict[Structure, Callable[..., Stakes]] = {
    Structure.MANILA_LIMIT: manila_limit,
    Structure.FIXED_LIMIT: fixed_limit,
    Structure.SPREAD_LIMIT: spread_limit,
    Structure.POT_LIMIT: pot_limit,
    Structure.HALF_POT: half_pot,
    Structure.NO_LIMIT: no_limit,
}

#: The stakes the calculator can be told (each a keyword of some structure's constructor).
STAKES_INPUTS = ("stake", "small_bet", "big_bet", "minimum", "maximum", "later_raise")

#: The betting situation: the keywords of :func:`engine.poker.betting.options.betting_options` the calculator asks for.
SITUATION_INPUTS = (
    "round_number",
    "pot",
    "current_bet",
    "put_in",
    "raise_count",
    "last_raise",
    "player_count",
    "stack",
)

#: Every input of the calculator, with its structure first.
RAISE_INPUTS = ("structure", *STAKES_INPUTS, *SITUATION_INPUTS)


def find_structure(value: object) -> Structure:
    """The structure ``value`` names (a member or its value)."""
    for member in Structure:
        if value == member:  # a StrEnum member equals its value
            return member
    names = ", ".join(member.value for member in Structure)
    raise RulesError(f"{value!r} is not a betting structure; the structures are: {names}")


def structure_inputs(structure: object) -> tuple[str, ...]:
    """The calculator's inputs that ``structure`` uses: its constructor's stakes, then the situation.

    The size of the last bet or raise counts only where raises are not fixed amounts
    (``nzg-13-5b``: spread limit, pot limit, half pot, no limit).

    >>> structure_inputs("manila limit")
    ('stake', 'later_raise', 'round_number', 'pot', 'current_bet', 'put_in', 'raise_count', 'player_count', 'stack')
    >>> "last_raise" in structure_inputs(Structure.NO_LIMIT)
    True
    """
    chosen = find_structure(structure)
    takes = inspect.signature(STAKES_CONSTRUCTORS[chosen]).parameters
    stakes = tuple(name for name in STAKES_INPUTS if name in takes)
    situation = tuple(name for name in SITUATION_INPUTS if name != "last_raise" or not chosen.is_limit)
    return stakes + situation


@dataclass(frozen=True, slots=True)
class RaiseView:
    """The calculator's answer: the inputs the structure uses, and the engine's options or its error."""

    structure: Structure
    inputs: tuple[str, ...]
    decision: Decision[BetOptions] | None = None
    error: RulesError | None = None
    pots: Decision[tuple[Pot, ...]] | None = None


def raise_view(values: Mapping[str, object]) -> RaiseView:
    """What the player to act may call, and the least and most they may raise to, for ``values``.

    :param values: the calculator's inputs by name (:data:`RAISE_INPUTS`); ``last_raise`` is
        ``None`` for "the whole bet".  Those the structure does not use are ignored.
    :raises RulesError: an input name the calculator does not have, or no structure.

    >>> view = raise_view({"structure": "manila limit", "stake": 2, "round_number": 1, "pot": 2,
    ...                    "current_bet": 2, "player_count": 4})
    >>> str(view.decision.value)
    'call $2, raise to $6 or fold'
    """
    unknown = sorted(set(values) - set(RAISE_INPUTS))
    if unknown:
        raise RulesError(f"the calculator has no input {', '.join(map(repr, unknown))}; its inputs are {RAISE_INPUTS}")
    structure = find_structure(values.get("structure"))
    inputs = structure_inputs(structure)
    used = {name: values[name] for name in inputs if name in values}
    stakes_arguments = {name: value for name, value in used.items() if name in STAKES_INPUTS}
    situation = {name: value for name, value in used.items() if name in SITUATION_INPUTS}
    try:
        stakes = STAKES_CONSTRUCTORS[structure](**stakes_arguments)
        decision = betting_options(stakes, **situation)  # type: ignore[arg-type]  # betting_options checks each
    except RulesError as error:
        return RaiseView(structure=structure, inputs=inputs, error=error)
    except TypeError as error:  # a required input left out by the caller
        raise RulesError(f"the calculator needs more inputs for {structure.value}: {error}") from None
    return RaiseView(
        structure=structure, inputs=inputs, decision=decision, pots=_all_in_pots(stakes, situation, decision)
    )


def _all_in_pots(
    stakes: Stakes, situation: Mapping[str, object], decision: Decision[BetOptions]
) -> Decision[tuple[Pot, ...]] | None:
    """What the player going all in does to the pot, when their chips make a call or a raise all in
    (``int-side-pots``); ``None`` otherwise, or when the pot cannot hold every other player's bet."""
    options = decision.value
    stack = situation.get("stack")
    if not isinstance(stack, int) or not (options.call_is_all_in or options.can_tap_out):
        return None
    try:
        return short_all_in_pots(
            stakes,
            pot=int(situation["pot"]),  # type: ignore[call-overload]
            current_bet=int(situation["current_bet"]),  # type: ignore[call-overload]
            put_in=int(situation.get("put_in", 0)),  # type: ignore[call-overload]
            stack=stack,
            player_count=int(situation["player_count"]),  # type: ignore[call-overload]
        )
    except RulesError:
        return None


# --- the Manillen Plus trick explainer -----------------------------------------------------------------

#: Each table size and its seats, clockwise (``mp-players``).
TABLE_SEATS: dict[int, tuple[int, ...]] = {int(table): table.seats for table in Table}

#: The dealer's calls, as (label, the call): each suit as trumps, or no trumps (``mp-trump-call``).
TRUMP_CALLS: tuple[tuple[str, str], ...] = (
    *((f"{suit.word.capitalize()} {suit.symbol}", suit.word) for suit in Suit),
    ("No trumps", call_text(None)),
)


@dataclass(frozen=True, slots=True)
class TrickPlay:
    """One card in the trick: who played it, and for which side."""

    seat: int
    card: Card
    side: Side
    winning: bool


@dataclass(frozen=True, slots=True)
class TrickView:
    """A trick of Manillen Plus: the cards played so far, who may play what next, or who won it.

    ``call`` is the dealer's call in a sentence (``mp-trump-call``, ``mp-no-trumps``); ``legal``
    is every card of the next player's hand with the rule that allows or forbids it (``None``
    once the trick is complete); ``winner`` is the seat that takes a complete
    trick, with its reason; ``sides`` says who plays with whom this deal.  ``hand``,
    ``trick``, ``dealer``, ``leader`` and ``trump`` are the inputs as the boxes should show
    them (after :func:`dealt_trick_view`, the dealt position).
    """

    table: Table
    dealer: int
    leader: int
    trump: str
    call: str
    hand: str
    trick: str
    undertrump: str
    plays: tuple[TrickPlay, ...] = ()
    to_play: int | None = None
    sides: tuple[Step, ...] = ()
    legal: LegalPlays | None = None
    winner: Decision[int] | None = None
    error: RulesError | None = None


def _sides_step(table: Table, dealer: int) -> Step:
    ours, theirs = table.side_seats(Side.DEALER, dealer), table.side_seats(Side.OPPONENTS, dealer)
    if table is Table.THREE:
        return Step(
            ids.MP_TEAMS_3, f"Seat {dealer} deals and plays alone against {seats_text(theirs)}, partners this deal."
        )
    return Step(ids.MP_SEATING_6, f"{seats_text(ours).capitalize()} (the dealer's side) play {seats_text(theirs)}.")


def _won(table: Table, dealer: int, plays: Sequence[TrickPlay], trump: Suit | None) -> Decision[int]:
    best = next(play for play in plays if play.winning)
    done = Trick(
        leader=plays[0].seat,
        seats=tuple(play.seat for play in plays),
        cards=tuple(play.card for play in plays),
        winner=best.seat,
    )
    step = won_step(done, trump)
    side = f"{best.side.value} ({seats_text(table.side_seats(best.side, dealer))})"
    lead = Step(ids.MP_NEXT_LEAD, f"Seat {best.seat}, for {side}, collects the trick and leads the next one.")
    return Decision(best.seat, because=(step, lead))


def trick_view(
    *,
    player_count: int,
    dealer: int,
    leader: int,
    trump: str,
    hand: str,
    trick: str,
    undertrump: str = "never",
    edited: str | None = None,
) -> TrickView:
    """The trick so far and what the next player may play, card by card, with the rule for each.

    :param trump: the dealer's call: a suit (``"hearts"``) or ``"no trumps"`` (:data:`TRUMP_CALLS`).
    :param trick: the cards played to the trick, in order, the first by ``leader``.
    :param hand: the cards of the player to play next (not needed once the trick is complete).
    :param edited: ``"hand"`` or ``"trick"``, the box just changed: a repeated card is named there.
    :raises RulesError: a table size, seat, call or reading the rules do not have.

    >>> view = trick_view(player_count=3, dealer=1, leader=3, trump="spades", hand="Ah 7h Ks", trick="Kh")
    >>> view.to_play, view.legal.allowed
    (1, (Ah,))
    >>> view = trick_view(player_count=3, dealer=1, leader=3, trump="spades", hand="", trick="Kh Ah 7s")
    >>> view.winner.value
    2
    """
    if isinstance(player_count, bool) or not isinstance(player_count, int):
        raise PlayerCountError.citing(
            f"{player_count!r} is not a number of players: Manillen Plus is for 3 or 6 players",
            Step(ids.MP_PLAYERS, "Manillen Plus is for 3 or 6 players."),
        )
    table = Table(player_count)
    table.check_seat(dealer)
    table.check_seat(leader)
    if not isinstance(trump, str):
        raise RuleViolation.citing(
            f"{trump!r} is not a trump call: the dealer calls clubs, diamonds, hearts, spades or no trumps",
            Step(ids.MP_NO_TRUMPS, "The dealer calls a suit as trumps, or no trumps."),
        )
    called = parse_call(trump)
    rule = check_option(ids.INT_MP_UNDERTRUMP, reading(ids.INT_MP_UNDERTRUMP, undertrump))
    base = TrickView(
        table=table,
        dealer=dealer,
        leader=leader,
        trump=call_text(called),
        call=f"{called.word.capitalize()} are trumps." if called is not None else "No trumps were called.",
        hand=_text(hand, "The hand"),
        trick=_text(trick, "The trick"),
        undertrump=rule,
        sides=(_sides_step(table, dealer),),
    )
    try:
        played = MANILLEN_DECK.check(trick, where="the trick")
        if len(played) > table:
            raise CardCountError.citing(
                f"the trick {trick!r} is {len(played)} cards, but at a table of {int(table)} a trick is complete "
                f"with {int(table)}, one from each player: its winner collects it and leads the next",
                Step(ids.MP_NEXT_LEAD, "The winner of a complete trick collects it and leads the next."),
            )
        complete = len(played) == table
        boxes = {"the trick": trick} if complete else {"the hand": hand, "the trick": trick}
        read = read_boxes(MANILLEN_DECK, boxes, f"the {edited}" if edited in ("hand", "trick") else None)
        best = trick_winner(played, called) if played else -1
        plays = tuple(
            TrickPlay(seat=seat, card=card, side=table.side_of(seat, dealer), winning=index == best)
            for index, (seat, card) in enumerate(zip(table.clockwise_from(leader), played, strict=False))
        )
        if complete:
            return replace(base, plays=plays, winner=_won(table, dealer, plays, called))
        if not read["the hand"]:
            raise CardCountError.citing(
                f"the hand is empty: give the cards of seat {table.clockwise_from(leader)[len(played)]}, who plays "
                f"next; each player is dealt {table.hand_size} cards and plays one to every trick",
                Step(ids.MP_DEAL, f"At a table of {int(table)} each player is dealt {table.hand_size} cards."),
            )
        legal = legal_plays(
            hand, played, trump=called, dealer=dealer, leader=leader, player_count=player_count, undertrump=rule
        )
    except RulesError as error:
        return replace(base, error=error)
    return replace(base, plays=plays, to_play=legal.seat, legal=legal)


def dealt_trick_view(*, seed: int, player_count: int, undertrump: str = "never") -> TrickView:
    """A position dealt from ``random.Random(seed)``: a deal, the dealer's call, a few tricks played
    with legal cards, and a trick in progress with the next player's hand.

    >>> view = dealt_trick_view(seed=7, player_count=3)
    >>> view.legal is not None and view.error is None and 0 <= len(view.plays) < 3
    True
    """
    if isinstance(player_count, bool) or not isinstance(player_count, int):
        raise PlayerCountError.citing(
            f"{player_count!r} is not a number of players: Manillen Plus is for 3 or 6 players",
            Step(ids.MP_PLAYERS, "Manillen Plus is for 3 or 6 players."),
        )
    table = Table(player_count)
    rule = reading(ids.INT_MP_UNDERTRUMP, undertrump)
    rng = random.Random(_whole(seed, "The seed"))
    dealer = rng.choice(table.seats)
    dealt = deal_manillen(int(table), dealer, rng, cut=rng.choice([None, *range(1, MANILLEN_DECK.size)]))
    trump = rng.choice([*Suit, None])
    state = start_play(dealt, call_trump(trump, player_count=int(table), dealer=dealer), undertrump=rule)
    for _ in range(rng.randrange(int(table) * (table.trick_count - 1))):
        state = state.play(rng.choice(state.legal_plays().allowed))
    seat = state.to_play
    assert seat is not None  # the loop stops before the last trick
    return trick_view(
        player_count=int(table),
        dealer=dealer,
        leader=state.leader,
        trump=call_text(trump),
        hand=cards_text(state.hands[seat]),
        trick=cards_text(state.trick),
        undertrump=rule,
    )


# --- the ranking explorer: one call per update ---------------------------------------


@dataclass(frozen=True, slots=True)
class HandView:
    """Typed cards judged: the hand and why, or the rule the cards break (``None`` for both: nothing typed)."""

    cards: str
    hand: HandValue | None = None
    error: RulesError | None = None


def hand_view(cards: str, ranking: Ranking | str, deck: Deck | str | int) -> HandView:
    """:func:`explore_hand` for the cards as typed, with its error kept rather than raised.

    >>> hand_view("A 7 8 9 6", "manila", "32").error.because[0].clause
    'pp-manila2-deck'
    >>> hand_view("  ", "manila", "32").hand is None
    True
    """
    if not isinstance(cards, str):
        return HandView("", error=RulesError(f"{cards!r} is not five cards written as text, such as 'A 7 8 9 10'"))
    if not cards.strip():
        return HandView(cards)
    try:
        return HandView(cards, hand=explore_hand(cards, ranking, deck))
    except RulesError as error:
        return HandView(cards, error=error)


@dataclass(frozen=True, slots=True)
class ExplorerView:
    """The explorer's deck and ranking: the report (counts, order, straights) and the typed hand in them."""

    report: Decision[RankingReport]
    hand: HandView


def explorer_view(ranking: Ranking | str, deck: Deck | str | int, cards: str) -> ExplorerView:
    """The report for a deck and ranking, with the typed cards judged in them (one call per change).

    :raises UnknownChoiceError: a deck or ranking name the registries do not hold.

    >>> view = explorer_view("manila", "32", "A-7-8-9-10")
    >>> view.report.value.total, view.hand.hand.name
    (201376, 'high card, ace')
    """
    report = ranking_report(ranking, deck)
    return ExplorerView(report=report, hand=hand_view(cards, report.value.ranking, report.value.deck))
