"""Seats and the button: the choice of seats, seat disputes, a vacated seat, the draw for the button, passing it.

>>> import random
>>> draw_for_button([1, 2, 3, 4], random.Random(5)).value
4
>>> pass_button([1, 2, 4, 7], 7).value
1
>>> draw_for_button([1, 2, 3], random)
Traceback (most recent call last):
...
engine.errors.GeneratorError: the generator <module 'random' ...> is not a random.Random: pass random.Random(seed), so that the deal can be replayed from its seed (int-shuffle)
>>> pass_button([1, 2, 4], 3)
Traceback (most recent call last):
...
engine.errors.PlayerCountError: the button's seat 3 is not one of the seats 1, 2, 4: the button marks a player's seat (nzg-14-1b)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from engine.cards import SUIT_ORDER, Card
from engine.checks import MAX_SEAT, bounded, check_rng, instance_of, mapping_of, text, whole_number
from engine.decks import DECK_52, Deck
from engine.documents import ids
from engine.errors import PlayerCountError, UnknownDeckError
from engine.explain import Decision, Step
from engine.poker.game import Game
from engine.poker.games import find_game
from engine.words import excerpt


def clockwise_from(seats: Iterable[int], after: int) -> tuple[int, ...]:
    """``seats`` in the order they sit clockwise, starting with the first seat after ``after``.

    Seats are numbered clockwise round the table (``nzg-14-1b``); ``after`` is the button's seat
    (the cards go round from its left, and ``after`` itself comes last) or, in stud, the
    dealer's position, which need not be a player's seat (0: a house dealer before seat 1).
    This is the one place the engine walks round the table.

    >>> clockwise_from([1, 2, 4, 7], 4), clockwise_from([3, 5], 0), clockwise_from([2, 6], 9)
    ((7, 1, 2, 4), (3, 5), (2, 6))
    """
    listed = list(seats)
    size = max([*listed, after]) + 1
    return tuple(sorted(listed, key=lambda seat: (seat - after - 1) % size))


def _check_seats(seats: Sequence[int]) -> list[int]:
    checked = list(seats)
    if len(checked) < 2 or len(set(checked)) != len(checked):
        raise PlayerCountError.citing(
            f"the seats {excerpt(checked)} are not two or more different seats: a table needs at least two players, each "
            "in a seat of their own",
            Step(ids.NZG_14_1B, "Seats are numbered clockwise round the table, each seat once."),
        )
    for seat in checked:
        if isinstance(seat, bool) or not isinstance(seat, int) or seat < 1:
            raise PlayerCountError.citing(
                f"seat {excerpt(seat)} is not a seat number: seats are numbered 1, 2, 3, ... clockwise",
                Step(ids.NZG_14_1B, "Seats are numbered clockwise round the table, each seat once."),
            )
    return checked


def _card_strength(card: Card) -> tuple[int, int]:
    return card.rank.value_high, SUIT_ORDER.index(card.suit)


def _draw_deck(deck: Deck | None, game: Game | str | None) -> Deck:
    """The deck a draw of cards uses: ``deck`` if given, else the deck of ``game``, else the standard 52 cards.

    A table draws with the cards it plays with, so 2 Card Manila's draw has no card below 7
    (``pp-manila2-deck``).

    >>> _draw_deck(None, "2 Card Manila").size, _draw_deck(None, None).size
    (32, 52)
    """
    if deck is not None:
        instance_of(deck, "deck", Deck, "a deck such as DECK_52")
    named = None if game is None else find_game(game)
    if deck is not None and named is not None and deck != named.deck:
        raise UnknownDeckError.citing(
            f"the {deck.name} deck ({deck.size} cards) is not the deck of {named.name} ({named.deck.size} cards): "
            "give the game or the deck; a draw uses the game's own cards",
            named.deck.step(),
        )
    played = None if named is None else named.deck
    return deck or played or DECK_52


def _from(deck: Deck) -> str:
    """Which cards a draw is made from, in words: ``from the 2 Card Manila deck (32 cards, 7 to ace)``."""
    return f"from the {deck.name} deck ({deck.size} cards, {deck.description})"


def draw_cards(
    seats: Sequence[int], rng: random.Random, deck: Deck | None = None, *, game: Game | str | None = None
) -> dict[int, Card]:
    """One card to each seat from a shuffled deck, face up (the draw of cards for seats or the button).

    ``rng`` is a ``random.Random``, never the module's own generator (:func:`check_rng`); the
    deck is ``deck``, or the deck of ``game``, or else the standard 52 cards.
    """
    cards = _draw_deck(deck, game).shuffled(check_rng(rng))
    return {seat: cards[index] for index, seat in enumerate(_check_seats(seats))}


def draw_for_button(
    seats: Sequence[int], rng: random.Random, deck: Deck | None = None, *, game: Game | str | None = None
) -> Decision[int]:
    """Draw cards for the button: the highest card, suits breaking ties, starts with it.

    ``hr-omaha8-button-draw``: "a random draw will determine the position to start with
    the button" (how the draw is decided is ``int-button-draw``).  The cards are those of
    ``game`` when it is given (or ``deck``), else the standard 52.
    """
    used = _draw_deck(deck, game)
    drawn = draw_cards(seats, rng, used)
    winner = max(drawn, key=lambda seat: _card_strength(drawn[seat]))
    shown = ", ".join(f"seat {seat} draws {drawn[seat].symbol}" for seat in drawn)
    return Decision(
        winner,
        because=(
            Step(
                ids.HR_OMAHA8_BUTTON_DRAW,
                f"A random draw {_from(used)} decides where the button starts: {shown}.",
            ),
            Step(
                ids.INT_BUTTON_DRAW,
                f"The highest card takes the button, suits breaking a tie of ranks (spades, hearts, diamonds, "
                f"clubs): seat {winner}'s {drawn[winner].symbol} is highest.",
            ),
        ),
    )


def settle_seat_dispute(
    players: Sequence[str], rng: random.Random, deck: Deck | None = None, *, game: Game | str | None = None
) -> Decision[str]:
    """Two or more players want the same seat: a draw of cards decides (``nzg-14-1a``).

    The cards are those of ``game`` when it is given (or ``deck``), else the standard 52.

    >>> settle_seat_dispute(["Ana", "Ben"], random.Random(2)).value
    'Ben'
    """
    names = list(players)
    if len(names) < 2 or len(set(names)) != len(names):
        raise PlayerCountError.citing(
            f"the players {excerpt(names)} are not two or more different players wanting one seat",
            Step(ids.NZG_14_1A, "A draw of cards decides between two or more players who want the same seat."),
        )
    used = _draw_deck(deck, game)
    cards = used.shuffled(check_rng(rng))[: len(names)]
    drawn = dict(zip(names, cards, strict=True))
    winner = max(names, key=lambda name: _card_strength(drawn[name]))
    shown = ", ".join(f"{name} draws {card.symbol}" for name, card in drawn.items())
    return Decision(
        winner,
        because=(
            Step(
                ids.NZG_14_1A,
                f"Two or more players want the same seat, so a draw of cards {_from(used)} decides: {shown}.",
            ),
            Step(ids.INT_BUTTON_DRAW, f"The highest card wins, suits breaking a tie of ranks: {winner} takes the seat."),
        ),
    )


def pass_button(seats: Sequence[int], button: int) -> Decision[int]:
    """The button's seat for the next hand: passed clockwise to the next seat (``nzg-14-1b``)."""
    order = sorted(_check_seats(seats))
    if button not in order:
        listed = ", ".join(str(seat) for seat in order)
        raise PlayerCountError.citing(
            f"the button's seat {excerpt(button)} is not one of the seats {listed}: the button marks a player's seat",
            Step(ids.NZG_14_1B, "The dealer button indicates the designated player."),
        )
    after = order[(order.index(button) + 1) % len(order)]
    return Decision(
        after,
        because=(
            Step(
                ids.NZG_14_1B,
                f"At the end of the hand the button passes clockwise, from seat {button} to seat {after}.",
            ),
        ),
    )


def first_button(seats: Sequence[int], dealer_after: int) -> Decision[int]:
    """The first hand's button: the player on the immediate right of the dealer (``nzg-14-1b``).

    The casino's dealer sits between two seats; ``dealer_after`` is the seat on the
    dealer's right, which receives the button for the first round of play.

    >>> first_button([1, 2, 3, 4, 5], dealer_after=5).value
    5
    """
    order = _check_seats(seats)
    if dealer_after not in order:
        raise PlayerCountError.citing(
            f"seat {excerpt(dealer_after)}, on the dealer's right, is not one of the seats {sorted(order)}: the first "
            "button goes to a player's seat",
            Step(ids.NZG_14_1B, "The player on the immediate right of the dealer receives the button first."),
        )
    return Decision(
        dealer_after,
        because=(
            Step(
                ids.NZG_14_1B,
                f"The player on the immediate right of the dealer, seat {dealer_after}, receives the button for the "
                "first round of play.",
            ),
        ),
    )


@dataclass(frozen=True, slots=True)
class Seating:
    """Who sits where after the players choose their seats (``nzg-14-1a``).

    ``seated``: each player who has a seat, by name.  ``to_choose``: the players who lost a
    draw for the seat they wanted, in the order of their cards, highest first: they choose
    again among the seats still free, in that order (``int-seat-draw-order``).
    """

    seated: dict[str, int]
    to_choose: tuple[str, ...]


def _names(players: Iterable[object], what: str) -> list[str]:
    names = bounded(players, what, "player names", most=MAX_SEAT)
    return [text(name, f"each name in {what}", "a name such as 'Ana'") for name in names]


def choose_seats(
    wishes: Mapping[str, int], rng: random.Random, deck: Deck | None = None, *, game: Game | str | None = None
) -> Decision[Seating]:
    """Each player names the seat he wants; a draw of cards settles a seat two or more want (``nzg-14-1a``).

    "players shall have a choice of seat. In the event of two or more players desiring the same
    seat a draw of cards shall decide seating positions."  The highest card takes the seat
    (``int-button-draw``); the others choose again, highest card first (``int-seat-draw-order``).
    The cards are those of ``game`` when it is given (2 Card Manila's 32, 7 to ace), or ``deck``,
    else the standard 52.

    >>> seating = choose_seats({"Ana": 3, "Ben": 5, "Cy": 3}, random.Random(2)).value
    >>> seating.seated["Ben"], sorted(seating.seated), seating.to_choose
    (5, ['Ben', 'Cy'], ('Ana',))
    >>> print(choose_seats({"Ana": 3, "Cy": 3}, random.Random(1), game="2 Card Manila").because[0].text)
    Ana and Cy desire the same seat, 3, so a draw of cards from the 2 Card Manila deck (32 cards, 7 to ace) decides: Ana draws K♥, Cy draws J♦.
    """
    table = mapping_of(wishes, "wishes", "each player's name to the seat he wants", "{'Ana': 3, 'Ben': 5}")
    used = _draw_deck(deck, game)
    names = _names(list(table), "wishes")
    if not names:
        raise PlayerCountError.citing(
            "no player asked for a seat: give each player's name and the seat he wants, e.g. {'Ana': 3}",
            Step(ids.NZG_14_1A, "Players shall have a choice of seat."),
        )
    wanted: dict[int, list[str]] = {}
    for name in names:
        seat = whole_number(
            table[name],
            f"{name}'s seat",
            low=1,
            high=MAX_SEAT,
            error=PlayerCountError,
            step=Step(ids.NZG_14_1B, "Seats are numbered clockwise round the table, each seat once."),
        )
        wanted.setdefault(seat, []).append(name)
    rng = check_rng(rng)
    seated: dict[str, int] = {}
    to_choose: list[str] = []
    steps: list[Step] = []
    for seat in sorted(wanted):
        players = wanted[seat]
        if len(players) == 1:
            seated[players[0]] = seat
            steps.append(Step(ids.NZG_14_1A, f"Players shall have a choice of seat: {players[0]} takes seat {seat}."))
            continue
        cards = used.shuffled(rng)[: len(players)]
        drawn = dict(zip(players, cards, strict=True))
        order = sorted(players, key=lambda name: _card_strength(drawn[name]), reverse=True)
        shown = ", ".join(f"{name} draws {drawn[name].symbol}" for name in players)
        seated[order[0]] = seat
        to_choose += order[1:]
        steps += [
            Step(
                ids.NZG_14_1A,
                f"{' and '.join(players)} desire the same seat, {seat}, so a draw of cards {_from(used)} "
                f"decides: {shown}.",
            ),
            Step(
                ids.INT_BUTTON_DRAW,
                f"The highest card wins, suits breaking a tie of ranks: {order[0]} takes seat {seat}.",
            ),
            Step(
                ids.INT_SEAT_DRAW_ORDER,
                f"{', then '.join(order[1:])} choose{'s' if len(order) == 2 else ''} again among the seats still "
                "free, in the order of the cards drawn.",
            ),
        ]
    wording = ", ".join(f"{name} takes seat {seat}" for name, seat in sorted(seated.items(), key=lambda kv: kv[1]))
    if to_choose:
        wording += f"; {', then '.join(to_choose)} {'chooses' if len(to_choose) == 1 else 'choose'} again"
    return Decision(Seating(seated, tuple(to_choose)), because=tuple(steps), wording=wording)


@dataclass(frozen=True, slots=True)
class SeatMove:
    """Who takes a vacated seat, and the seat that move leaves free in its turn (``None``: no seat, or no one)."""

    seat: int
    taken_by: str | None
    leaves_free: int | None


def fill_vacated_seat(
    seat: int,
    *,
    movers: Mapping[str, int] | None = None,
    waiting: Sequence[str] = (),
    rng: random.Random | None = None,
    deck: Deck | None = None,
    game: Game | str | None = None,
) -> Decision[SeatMove]:
    """A player has left seat ``seat``: who moves into it (``nzg-14-1a``).

    "When a player leaves the game the remaining active players have priority over any player
    waiting to join the game, to move to the vacated playing position."  ``movers`` are the
    active players who want to move, each with the seat he sits in now; ``waiting`` is the
    waiting list, first come first.  Two or more movers draw cards for it (``rng``), as for any
    seat two players desire, with the cards of ``game`` when it is given (or ``deck``, else the
    standard 52); with no mover the first player waiting takes it (``int-vacated-seat``).

    >>> fill_vacated_seat(4, movers={"Ben": 7}, waiting=["Dee"]).value
    SeatMove(seat=4, taken_by='Ben', leaves_free=7)
    >>> fill_vacated_seat(4, waiting=["Dee", "Eve"]).value.taken_by
    'Dee'
    """
    used = _draw_deck(deck, game)
    vacated, moving, queue = _vacancy(seat, movers, waiting)
    names = list(moving)
    left = Step(ids.NZG_14_1A, f"A player has left the game, and seat {vacated} is vacated.")
    if not names:
        return _to_the_waiting_list(vacated, queue, left)
    steps = [
        left,
        Step(
            ids.NZG_14_1A,
            f"The remaining active players have priority over any player waiting to join the game: "
            f"{' and '.join(names)} {'wants' if len(names) == 1 else 'want'} to move to seat {vacated}"
            + (
                f", ahead of {' and '.join(queue) if len(queue) < 3 else ', '.join(queue[:-1]) + ' and ' + queue[-1]}."
                if queue
                else "."
            ),
        ),
    ]
    winner = names[0]
    if len(names) > 1:
        winner, drawn = _draw_for_the_seat(names, vacated, used, rng)
        steps += drawn
    leaves = moving[winner]
    steps.append(
        Step(
            ids.INT_VACATED_SEAT,
            f"{winner} moves from seat {leaves} to seat {vacated}; seat {leaves} is vacated in its turn, and the "
            "same priority applies to it.",
        )
    )
    wording = f"{winner} moves from seat {leaves} to seat {vacated}; seat {leaves} is vacated"
    return Decision(SeatMove(vacated, winner, leaves), because=tuple(steps), wording=wording)


def _vacancy(
    seat: int, movers: Mapping[str, int] | None, waiting: Sequence[str]
) -> tuple[int, dict[str, int], list[str]]:
    """The vacated seat, the movers (name to seat, in order) and the waiting list, each checked."""
    vacated = whole_number(
        seat,
        "the vacated seat",
        low=1,
        high=MAX_SEAT,
        error=PlayerCountError,
        step=Step(ids.NZG_14_1B, "Seats are numbered clockwise round the table, each seat once."),
    )
    moving = (
        {}
        if movers is None
        else mapping_of(movers, "movers", "each active player's name to his seat now", "{'Ben': 7}")
    )
    names = _names(list(moving), "movers")
    for name in names:
        whole_number(moving[name], f"{name}'s seat", low=1, high=MAX_SEAT, error=PlayerCountError)
        if moving[name] == vacated:
            raise PlayerCountError.citing(
                f"{name} sits in seat {vacated}, the seat that was vacated: a mover is an active player in another seat",
                Step(
                    ids.NZG_14_1A, "The remaining active players have priority to move to the vacated playing position."
                ),
            )
    queue = _names(waiting, "waiting")
    if set(queue) & set(names):
        raise PlayerCountError.citing(
            f"{excerpt(sorted(set(queue) & set(names)))} are both active and waiting to join: a player is one or the other",
            Step(ids.NZG_14_1A, "Active players have priority over any player waiting to join the game."),
        )
    return vacated, {name: moving[name] for name in names}, queue


def _to_the_waiting_list(vacated: int, queue: list[str], left: Step) -> Decision[SeatMove]:
    """No active player wants the seat: the first player waiting takes it, or it stays empty."""
    if not queue:
        return Decision(
            SeatMove(vacated, None, None),
            because=(
                left,
                Step(
                    ids.NZG_14_1A,
                    f"No active player wants to move and no one is waiting: seat {vacated} stays empty.",
                ),
            ),
            wording=f"Seat {vacated} stays empty",
        )
    return Decision(
        SeatMove(vacated, queue[0], None),
        because=(
            left,
            Step(
                ids.NZG_14_1A,
                "No remaining active player wants to move, so the seat goes to a player waiting to join.",
            ),
            Step(
                ids.INT_VACATED_SEAT,
                f"The waiting list is served in order: {queue[0]}, first on it, takes seat {vacated}.",
            ),
        ),
        wording=f"{queue[0]} takes seat {vacated}",
    )


def _draw_for_the_seat(
    names: list[str], vacated: int, used: Deck, rng: random.Random | None
) -> tuple[str, list[Step]]:
    """Two or more movers draw cards for the seat: the winner and the steps that say so."""
    if rng is None:
        raise PlayerCountError.citing(
            f"{' and '.join(names)} all want seat {vacated}: a draw of cards decides, so pass rng=random.Random(seed)",
            Step(ids.INT_VACATED_SEAT, "Two or more active players who want the vacated seat draw cards for it."),
        )
    cards = used.shuffled(check_rng(rng))[: len(names)]
    drawn = dict(zip(names, cards, strict=True))
    winner = max(names, key=lambda name: _card_strength(drawn[name]))
    shown = ", ".join(f"{name} draws {card.symbol}" for name, card in drawn.items())
    return winner, [
        Step(
            ids.INT_VACATED_SEAT,
            f"Two or more active players want it, so a draw of cards {_from(used)} decides, as for any "
            f"seat: {shown}.",
        ),
        Step(ids.INT_BUTTON_DRAW, f"The highest card wins, suits breaking a tie of ranks: {winner}."),
    ]
