"""Seats and the button: the draw for the button, seat disputes, and passing the button.

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
from collections.abc import Sequence

from engine.cards import SUIT_ORDER, Card
from engine.decks import DECK_52, Deck
from engine.errors import PlayerCountError, check_rng
from engine.explain import Decision, Step


def _check_seats(seats: Sequence[int]) -> list[int]:
    checked = list(seats)
    if len(checked) < 2 or len(set(checked)) != len(checked):
        raise PlayerCountError.citing(
            f"the seats {checked!r} are not two or more different seats: a draw needs at least two players, each "
            "in a seat of their own",
            Step("nzg-14-1b", "Seats are numbered clockwise round the table, each seat once."),
        )
    for seat in checked:
        if isinstance(seat, bool) or not isinstance(seat, int) or seat < 1:
            raise PlayerCountError.citing(
                f"seat {seat!r} is not a seat number: seats are numbered 1, 2, 3, ... clockwise", Step("nzg-14-1b", "Seats are numbered clockwise round the table, each seat once.")
            )
    return checked


def _card_strength(card: Card) -> tuple[int, int]:
    return card.rank.value_high, SUIT_ORDER.index(card.suit)


def draw_cards(seats: Sequence[int], rng: random.Random, deck: Deck = DECK_52) -> dict[int, Card]:
    """One card to each seat from a shuffled deck, face up (the draw of cards for seats or the button).

    ``rng`` is a ``random.Random``, never the module's own generator (:func:`check_rng`).
    """
    cards = deck.shuffled(check_rng(rng))
    return {seat: cards[index] for index, seat in enumerate(_check_seats(seats))}


def draw_for_button(seats: Sequence[int], rng: random.Random, deck: Deck = DECK_52) -> Decision[int]:
    """Draw cards for the button: the highest card, suits breaking ties, starts with it.

    ``hr-omaha8-button-draw``: "a random draw will determine the position to start with
    the button" (how the draw is decided is ``int-button-draw``).
    """
    drawn = draw_cards(seats, rng, deck)
    winner = max(drawn, key=lambda seat: _card_strength(drawn[seat]))
    shown = ", ".join(f"seat {seat} draws {drawn[seat].symbol}" for seat in drawn)
    return Decision(
        winner,
        because=(
            Step("hr-omaha8-button-draw", f"A random draw decides where the button starts: {shown}."),
            Step(
                "int-button-draw",
                f"The highest card takes the button, suits breaking a tie of ranks (spades, hearts, diamonds, "
                f"clubs): seat {winner}'s {drawn[winner].symbol} is highest.",
            ),
        ),
    )


def settle_seat_dispute(players: Sequence[str], rng: random.Random, deck: Deck = DECK_52) -> Decision[str]:
    """Two or more players want the same seat: a draw of cards decides (``nzg-14-1a``).

    >>> settle_seat_dispute(["Ana", "Ben"], random.Random(2)).value
    'Ben'
    """
    names = list(players)
    if len(names) < 2 or len(set(names)) != len(names):
        raise PlayerCountError.citing(
            f"the players {names!r} are not two or more different players wanting one seat",
            Step("nzg-14-1a", "A draw of cards decides between two or more players who want the same seat."),
        )
    cards = deck.shuffled(check_rng(rng))[: len(names)]
    drawn = dict(zip(names, cards, strict=True))
    winner = max(names, key=lambda name: _card_strength(drawn[name]))
    shown = ", ".join(f"{name} draws {card.symbol}" for name, card in drawn.items())
    return Decision(
        winner,
        because=(
            Step("nzg-14-1a", f"Two or more players want the same seat, so a draw of cards decides: {shown}."),
            Step("int-button-draw", f"The highest card wins, suits breaking a tie of ranks: {winner} takes the seat."),
        ),
    )


def pass_button(seats: Sequence[int], button: int) -> Decision[int]:
    """The button's seat for the next hand: passed clockwise to the next seat (``nzg-14-1b``)."""
    order = sorted(_check_seats(seats))
    if button not in order:
        listed = ", ".join(str(seat) for seat in order)
        raise PlayerCountError.citing(
            f"the button's seat {button!r} is not one of the seats {listed}: the button marks a player's seat",
            Step("nzg-14-1b", "The dealer button indicates the designated player."),
        )
    after = order[(order.index(button) + 1) % len(order)]
    return Decision(
        after,
        because=(
            Step(
                "nzg-14-1b",
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
            f"seat {dealer_after!r}, on the dealer's right, is not one of the seats {sorted(order)}: the first "
            "button goes to a player's seat",
            Step("nzg-14-1b", "The player on the immediate right of the dealer receives the button first."),
        )
    return Decision(
        dealer_after,
        because=(
            Step(
                "nzg-14-1b",
                f"The player on the immediate right of the dealer, seat {dealer_after}, receives the button for the "
                "first round of play.",
            ),
        ),
    )
