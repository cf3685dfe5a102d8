"""Which five cards a player may use, and the best hand (and low) among them.

Each game says how a five-card hand is made from a player's own cards and the
board: any five of seven in Hold 'Em, exactly two hole cards and three board cards
in Omaha, both hole cards and three board cards in 2 Card Manila, two of three
and three in 3 Card Manila, five of seven in Seven-Card Stud, all five in
Five-Card Stud and Draw Poker.  A :class:`Selection` is that rule as data.

>>> from engine.poker.games import find_game
>>> best = best_hand(find_game("2 Card Manila"), "Ah Kh", "Qh Jh 7c 9h 8d")
>>> best.name, best.cards
('flush, ace high', (Ah, Kh, Qh, Jh, 9h))
>>> best_hand(find_game("Omaha"), "Ah Kh Qd Jd", "Th 9h 2h 3c 4c").name
'flush, ace high'
>>> best_hand(find_game("Omaha"), "As Ks Qd Jd", "Ts 9s 2s 3c 4c").name
'flush, ace high'
>>> best_hand(find_game("Omaha"), "As Kd Qd Jd", "Ts 9s 2s 3s 4c").name  # one spade in hand: no flush
'high card, ace'
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card, CardsLike, cards_text, plain_cards
from engine.documents import ids
from engine.errors import NoLowHandError
from engine.explain import Step
from engine.poker.fast import StrengthTable, table_for
from engine.poker.game import Game, HiLo
from engine.poker.games import GAMES, find_game
from engine.poker.lows import LowValue, low_value, make_low
from engine.poker.rankings import HandValue, make_hand
from engine.poker.selection import Selection
from engine.words import and_list

_NUMBER = ("no", "one", "two", "three", "four", "five", "six", "seven")
#: One choice of five cards: the player's own and the board's.
_Choice = tuple[tuple[Card, ...], tuple[Card, ...]]


def _describe_choice(own: Sequence[Card], shared: Sequence[Card], hole_count: int) -> str:
    if not shared:
        if len(own) == hole_count:
            return f"the five cards {cards_text(own)}"
        return f"{cards_text(own)} of the player's {_NUMBER[hole_count]} cards"
    own_text = (
        f"both hole cards ({cards_text(own)})"
        if len(own) == 2 == hole_count
        else f"{_NUMBER[len(own)]} hole card{'s' if len(own) != 1 else ''}" + (f" ({cards_text(own)})" if own else "")
    )
    board_text = f"{_NUMBER[len(shared)]} board card{'s' if len(shared) != 1 else ''}"
    return f"{own_text} with {board_text} ({cards_text(shared)})"


def _selection_step(
    game: Game,
    selection: Selection,
    hole: Sequence[Card],
    board: Sequence[Card],
    own: Sequence[Card],
    shared: Sequence[Card],
    what: str,
) -> Step:
    total = len(selection.places(len(hole), len(board)).taken)
    chosen = _describe_choice(own, shared, len(hole))
    if total == 1:
        return Step(selection.clause, f"In {game.name} {selection.rule_text}: the {what} is {chosen}.")
    return Step(
        selection.clause,
        f"In {game.name} {selection.rule_text}; of the {total} allowed choices the best {what} uses {chosen}.",
    )


def best_hand(game: Game | str, hole: CardsLike, board: CardsLike = ()) -> HandValue:
    """The best high hand a player makes under the game's rule, with the choice explained.

    ``game`` is a :class:`~engine.poker.game.Game` or its name (:func:`~engine.poker.games.find_game`).
    Cards are checked against the game's deck and counted as at the showdown (the
    game's deal and board clauses); see :func:`engine.poker.showdown.showdown` for whole tables.

    >>> from engine.poker.games import find_game
    >>> best_hand(find_game("2 Card Manila"), "Ah Kh", "Qh Jh 7c 9h 8d").name
    'flush, ace high'
    >>> best_hand("Texas Hold 'Em", "As Kd", "2c 3d 4h 5s 9c").name
    'straight, ace to five'
    >>> best_hand(find_game("2 Card Manila"), "Ah 6h", "Qh Jh 7c 9h 8d")
    Traceback (most recent call last):
    ...
    engine.errors.CardNotInDeckError: In 'Ah 6h' (hole cards), 6h is not in the 2 Card Manila deck: it has 32 cards, 7 to ace (pp-manila2-deck)
    """
    game = find_game(game)
    return best_hand_of(game, *_checked_hand(game, hole, board))


def _checked_hand(game: Game, hole: CardsLike, board: CardsLike) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """A player's cards and the board, read and checked once against the game's deck and counts.

    The usual case is quick: cards given plainly, each in the deck once, as many as at the showdown.
    Anything else is checked the full way, which words the refusal and quotes the cards as typed.
    """
    own, shared = plain_cards(hole), plain_cards(board)
    if (
        own is not None
        and shared is not None
        and game.deck.holds_each_once(own + shared)
        and game.counts_fit(len(own), len(shared))
    ):
        return own, shared
    own = game.deck.check(hole, where="hole cards")
    shared = game.deck.check(board, already=dict.fromkeys(own, "the hole cards"), where="board")
    game.check_counts(hole, board)
    return own, shared


def best_hand_of(game: Game, hole: Sequence[Card], board: Sequence[Card]) -> HandValue:
    """:func:`best_hand` on cards already checked.

    The best hand is the first of the game's choices (:meth:`Selection.choices`, in order) whose
    :meth:`~engine.poker.rankings.Ranking.key` is the greatest.  The search ranks the choices with the
    fast tables (:mod:`engine.poker.fast`), whose strengths are equal exactly when the keys are, and
    greater exactly when they are, so it finds that same choice; only the hand found is explained.
    """
    table = table_for(game.ranking, game.deck)
    if table is None:
        best = _strongest_by_key(game, hole, board)
    else:
        best = _strongest_by_table(table, game.selection, hole, board)
    if best is None:
        raise AssertionError(f"{game.name}: no five-card choice from {len(hole)} + {len(board)} cards")
    own, shared = best
    step = _selection_step(game, game.selection, hole, board, own, shared, "hand")
    return make_hand(own + shared, game.ranking, game.deck, selection=(step,))


def _strongest_by_key(game: Game, hole: Sequence[Card], board: Sequence[Card]) -> _Choice | None:
    """The first choice with the greatest key, by the keys themselves (a deck or ranking without tables)."""
    ranking, deck = game.ranking, game.deck
    best_key: tuple[int, ...] | None = None
    best: _Choice | None = None
    for own, shared in game.selection.choices(hole, board):
        key = ranking.key(own + shared, deck)
        if best_key is None or key > best_key:
            best_key, best = key, (own, shared)
    return best


def _strongest_by_table(
    table: StrengthTable, selection: Selection, hole: Sequence[Card], board: Sequence[Card]
) -> _Choice | None:
    """The first choice with the greatest strength: the best strength, worked out at once, then the
    first choice, in order, that has it (:meth:`StrengthTable.first_of`)."""
    places = selection.places(len(hole), len(board))
    if not places.taken:
        return None
    index = table.deck.ids
    cards = (*hole, *board)
    ids = [index[card] for card in cards]
    strongest = table.selected(ids[: len(hole)], ids[len(hole) :], selection.hole_used)
    place = table.first_of(ids, places, strongest)
    chosen, used = [cards[card] for card in places.taken[place]], places.used[place]
    return tuple(chosen[:used]), tuple(chosen[used:])


def best_low(game: Game | str, hole: CardsLike, board: CardsLike = ()) -> LowValue | None:
    """The best qualifying low under the game's rule, or ``None``; only hi/lo games have a low.

    ``game`` is a :class:`~engine.poker.game.Game` or its name, as for :func:`best_hand`.

    >>> from engine.poker.games import find_game
    >>> best_low(find_game("Omaha 8/B"), "Ah 2h Kd Kc", "3c 4d 8s Qh Js").name
    '8-4-3-2-A low'
    >>> best_low("Omaha Hi/Lo", "Ah 2h Kd Kc", "3c 4d 8s Qh Js").name
    '8-4-3-2-A low'
    >>> best_low(find_game("Omaha 8/B"), "Ah Kh Kd Kc", "2c 3d 4s Qh Js") is None
    True
    >>> best_low(find_game("Omaha"), "Ah 2h Kd Kc", "3c 4d 8s Qh Js")
    Traceback (most recent call last):
    ...
    engine.errors.NoLowHandError: Omaha has no low hand: the best high hand takes the whole pot; the games with a low are Omaha 8/B, Omaha 8/B (paired lows) and Seven-Card Stud High/Low Split (int-omaha-section-hilo)
    """
    game = find_game(game)
    _check_has_low(game)
    return best_low_of(game, *_checked_hand(game, hole, board))


def _check_has_low(game: Game) -> HiLo:
    """The game's low half, or :class:`NoLowHandError` naming the games that have one."""
    if game.hilo is not None:
        return game.hilo
    names = and_list(other.name for other in GAMES.values() if other.is_hilo)
    if game.high_low_reading is not None:  # int-omaha-section-hilo: plain Omaha's section reads high/low too
        steps = [Step(ids.INT_OMAHA_SECTION_HILO, "Omaha is high only; its low belongs to Omaha 8/B.")]
    else:
        steps = [Step(game.showdown_clause, f"In {game.name} the best high hand wins the pot; there is no low half.")]
    raise NoLowHandError.citing(
        f"{game.name} has no low hand: the best high hand takes the whole pot; the games with a low are {names}",
        *steps,
    )


def best_low_of(game: Game, hole: Sequence[Card], board: Sequence[Card]) -> LowValue | None:
    """:func:`best_low` on cards already checked."""
    hilo = _check_has_low(game)
    rule, selection = hilo.low, hilo.selection
    best_key: tuple[int, ...] | None = None
    best: _Choice | None = None
    # A card above the rule's limit makes no low, so the search leaves such cards out: the choices of the
    # others are those that may qualify, in the same order (combinations keep the order of their cards).
    low_hole = [card for card in hole if low_value(card.rank) <= rule.limit]
    low_board = [card for card in board if low_value(card.rank) <= rule.limit]
    for own, shared in selection.choices(low_hole, low_board):
        key = rule.key(own + shared)
        if key is not None and (best_key is None or key > best_key):
            best_key, best = key, (own, shared)
    if best is None:
        return None
    own, shared = best
    steps = [_selection_step(game, selection, hole, board, own, shared, "low")]
    if hilo.different_cards is not None:
        steps.append(Step(hilo.different_cards, "The low may use different cards from the high hand."))
    return make_low(own + shared, rule, selection=tuple(steps))
