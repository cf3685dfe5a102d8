"""Hypothesis strategies for cards, hands, deals and whole showdown tables.

Shared by the property tests; every strategy draws real cards of a real deck, so a
failing example shrinks to cards a reader can deal out by hand.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass

from hypothesis import strategies as st

from engine.cards import Card, Rank, Suit
from engine.decks import DECK_32, DECK_32_MANILA3, DECK_36, DECK_52, MANILLEN_DECK, Deck
from engine.poker.game import Game
from engine.poker.games import GAMES
from engine.poker.rankings import MANILA, MANILA_3, STANDARD, Ranking

#: Every ranking, including the copy of manila that cites the 3 Card Manila clauses.
ALL_RANKINGS: tuple[Ranking, ...] = (STANDARD, MANILA, MANILA_3)
#: Every deck a poker hand can come from.
ALL_DECKS: tuple[Deck, ...] = (DECK_52, DECK_36, DECK_32, DECK_32_MANILA3, MANILLEN_DECK)
ALL_GAMES: tuple[Game, ...] = tuple(GAMES.values())

#: The next suit round the four, to copy a hand in other suits.
NEXT_SUIT = {Suit.CLUBS: Suit.DIAMONDS, Suit.DIAMONDS: Suit.HEARTS, Suit.HEARTS: Suit.SPADES, Suit.SPADES: Suit.CLUBS}


def cards_from(deck: Deck, count: int = 5) -> st.SearchStrategy[tuple[Card, ...]]:
    """``count`` different cards of ``deck``."""
    return st.lists(st.sampled_from(deck.cards), min_size=count, max_size=count, unique=True).map(tuple)


def ranking_and_deck() -> st.SearchStrategy[tuple[Ranking, Deck]]:
    """Any ranking with any deck."""
    return st.tuples(st.sampled_from(ALL_RANKINGS), st.sampled_from(ALL_DECKS))


def suits_relabelled(hand: tuple[Card, ...]) -> st.SearchStrategy[tuple[Card, ...]]:
    """The same hand with the suits renamed one for one (clubs to hearts, ...): a tie."""
    return st.permutations(list(Suit)).map(
        lambda suits: tuple(Card(card.rank, suits[list(Suit).index(card.suit)]) for card in hand)
    )


@st.composite
def resuited(draw: st.DrawFn, hand: tuple[Card, ...]) -> tuple[Card, ...]:
    """The same ranks in any suits (still different cards): a tie unless a flush appears or goes."""
    suits_taken: dict[Rank, set[Suit]] = {}
    cards = []
    for card in hand:
        taken = suits_taken.setdefault(card.rank, set())
        suit = draw(st.sampled_from([suit for suit in Suit if suit not in taken]))
        taken.add(suit)
        cards.append(Card(card.rank, suit))
    return tuple(cards)


def deals(game: Game) -> st.SearchStrategy[tuple[tuple[Card, ...], tuple[Card, ...]]]:
    """One player's cards and the board for ``game``: ``hole_count`` and ``board_count`` cards."""
    hole_count, board_count = game.hole_count, game.board_count
    return st.permutations(game.deck.cards).map(
        lambda cards: (tuple(cards[:hole_count]), tuple(cards[hole_count : hole_count + board_count]))
    )


@dataclass(frozen=True)
class Table:
    """A showdown to decide: who holds what, where the button is, the pot and the options."""

    game: Game
    hands: dict[int, tuple[Card, ...]]
    board: tuple[Card, ...]
    button: int
    pot: int
    hilo_odd_chip: str
    stud_odd_chip: str


#: Seat numbers drawn for a table: enough for the largest game, and some to spare.
SEAT_NUMBERS = range(1, 13)


def most_players(game: Game) -> int:
    """The most players who can all reach a showdown with their own cards from one deck."""
    return min(game.max_players, (game.deck.size - game.board_count) // game.hole_count)


@st.composite
def tables(draw: st.DrawFn, game: Game | None = None) -> Table:
    """A whole table at the showdown: 1 to the maximum number of players, random seat numbers
    and button, a pot of 0 to 10,000 chips, and both odd-chip options.

    Ties matter most here, so a player may be dealt the previous player's cards moved one suit
    round (the same ranks: usually the same hand) whenever those cards are still in the deck.
    """
    if game is None:
        game = draw(st.sampled_from(ALL_GAMES))
    player_count = draw(st.integers(1, most_players(game)))
    seats = draw(st.lists(st.sampled_from(SEAT_NUMBERS), min_size=player_count, max_size=player_count, unique=True))
    twins = draw(st.lists(st.booleans(), min_size=player_count, max_size=player_count))
    order = draw(st.permutations(game.deck.cards))
    board = tuple(order[: game.board_count])
    used = set(board)
    fresh = iter(order[game.board_count :])
    hands: dict[int, tuple[Card, ...]] = {}
    previous: tuple[Card, ...] = ()
    for seat, twin in zip(seats, twins, strict=True):
        copy = tuple(Card(card.rank, NEXT_SUIT[card.suit]) for card in previous)
        if twin and copy and not used.intersection(copy) and all(card in game.deck for card in copy):
            hand = copy
        else:
            hand = next_unused(fresh, used, game.hole_count)
        used.update(hand)
        hands[seat] = previous = hand
    return Table(
        game=game,
        hands=hands,
        board=board,
        button=draw(st.sampled_from(SEAT_NUMBERS)),
        pot=draw(st.integers(0, 10_000)),
        hilo_odd_chip=draw(st.sampled_from(("high", "left-of-button"))),
        stud_odd_chip=draw(st.sampled_from(("suit", "left-of-button"))),
    )


def next_unused(cards: Iterator[Card], used: set[Card], count: int) -> tuple[Card, ...]:
    """The next ``count`` cards from ``cards`` that nobody holds yet."""
    taken = tuple(itertools.islice((card for card in cards if card not in used), count))
    assert len(taken) == count, "most_players() leaves enough cards for everyone"
    return taken
