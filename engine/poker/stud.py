"""Who opens the betting in stud.

First round (one card up): the lowest up-card in Seven-Card Stud and Five-Card
Stud, the highest in the High/Low Split; the ace counts high
(``int-stud-ace-opener``).  Later rounds: the best hand showing
(``int-showing-hand``).  Ties: see ``int-stud-opener-ties``.

>>> stud_opener("Seven-Card Stud", {1: "Kd", 2: "3c", 3: "9s"}).value
2
>>> stud_opener("Seven-Card Stud High/Low Split", {1: "Kd", 2: "3c", 3: "9s"}).value
1
>>> stud_opener("Five-Card Stud", {1: "Kd 4c", 2: "3c 3d", 3: "As 9s"}).value
2
>>> stud_opener("Texas Hold 'Em", {1: "Kd", 2: "3c"})
Traceback (most recent call last):
...
engine.errors.RulesError: Texas Hold 'Em is not a stud game: no up-card opens its betting; the first to act is the player left of the big blind (hr-holdem-first-round)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from functools import partial

from engine.cards import SUIT_ORDER, Card, CardsLike, Rank, cards_text, quote_cards
from engine.checks import MAX_SEAT, mapping_of, size_step, whole_number
from engine.documents import ids
from engine.documents.options import check_option
from engine.errors import CardCountError, PlayerCountError, RulesError
from engine.explain import Decision, Step
from engine.poker.game import Game, Opener, OpenerCard
from engine.poker.games import find_game
from engine.poker.procedures import OpKind
from engine.poker.seating import clockwise_from
from engine.words import and_list, excerpt, plural, seat_list

_SHOWING = {
    (4,): "four of a kind",
    (3, 1): "three of a kind",
    (3,): "three of a kind",
    (2, 2): "two pair",
    (2, 1, 1): "one pair",
    (2, 1): "one pair",
    (2,): "one pair",
}
_LEVEL = {"four of a kind": 4, "three of a kind": 3, "two pair": 2, "one pair": 1, "high cards": 0}


def showing_key(cards: Sequence[Card]) -> tuple[int, ...]:
    """The value of up-cards as a partial hand: pairs and trips count, straights and flushes don't.

    >>> showing_key([Card.parse("Kd"), Card.parse("Kc")]) > showing_key([Card.parse("As"), Card.parse("Qs")])
    True
    """
    counts = Counter(card.rank.value_high for card in cards)
    shape = tuple(sorted(counts.values(), reverse=True))
    level = _LEVEL[_SHOWING.get(shape, "high cards")]
    grouped = sorted(counts, key=lambda value: (counts[value], value), reverse=True)
    return (level, *grouped)


def showing_name(cards: Sequence[Card]) -> str:
    """``'a pair of kings'``, ``'ace-queen high'``: up-cards read out."""
    counts = Counter(card.rank for card in cards)
    shape = tuple(sorted(counts.values(), reverse=True))
    kind = _SHOWING.get(shape, "high cards")
    ranks = sorted(counts, key=lambda rank: (counts[rank], rank.value_high), reverse=True)
    if kind == "high cards":
        return "-".join(rank.word for rank in ranks) + " high" if len(ranks) > 1 else f"{ranks[0].word}"
    if kind == "two pair":
        return f"two pair, {ranks[0].plural} and {ranks[1].plural}"
    if kind == "one pair":
        return f"a pair of {ranks[0].plural}"
    return f"{kind}, {ranks[0].plural}"


def stud_opener(
    game: Game | str,
    up_cards: Mapping[int, CardsLike],
    *,
    dealer: int = 0,
    opener_ties: str = "suit",
) -> Decision[int]:
    """The seat that opens this round of betting in a stud game, and why.

    :param up_cards: each active seat's face-up cards, in the order dealt (one each on
        the first round, then two, three, four).
    :param dealer: the dealer's position: the seat after it receives cards first
        (0, the default, is a house dealer sitting before seat 1).
    :param opener_ties: ``"suit"`` (default: suits settle first-round ties, position
        later ones) or ``"position"`` (suits never count) -- ``int-stud-opener-ties``.

    >>> stud_opener("Seven-Card Stud", {1: "Kd", 2: "3c", 3: "9s"}).value
    2
    >>> stud_opener("Seven-Card Stud", {1: "Kd", 2: "3c 4c"})
    Traceback (most recent call last):
    ...
    engine.errors.CardCountError: seat 1 shows 'Kd' and seat 2 shows '3c 4c': in Seven-Card Stud every player still in shows the same number of up-cards, 1 to 4 (hr-stud7-deal; hr-stud7-up-cards)
    """
    game = find_game(game)
    opener = game.opener
    if opener is None:
        bet, first = next((op, op.first) for op in game.procedure if op.first is not None)
        raise RulesError.citing(
            f"{game.name} is not a stud game: no up-card opens its betting; the first to act is {first.value.value}",
            Step(bet.clause, f"In {game.name} {first.value.value} acts first."),
        )
    check_option(ids.INT_STUD_OPENER_TIES, opener_ties)
    return stud_opener_of(game, opener, _check_up_cards(game, up_cards, dealer), dealer, opener_ties)


def stud_opener_of(
    game: Game, opener: Opener, cards: dict[int, tuple[Card, ...]], dealer: int, opener_ties: str = "suit"
) -> Decision[int]:
    """:func:`stud_opener` of values already checked: a stud game and its opener, each active seat's
    up-cards (the same number for every seat), the dealer's seat and a reading of the ties."""
    order = list(clockwise_from(cards, dealer))
    up_count = len(next(iter(cards.values())))
    if up_count == 1:
        return _first_round(game, opener, cards, order, opener_ties)
    return _later_round(opener, cards, order)


def _players_step(game: Game) -> Step:
    return game.seats.step(
        f"{game.name} is played by {game.min_players} to {game.max_players} players, in seats numbered 1, 2, 3, ... "
        "clockwise."
    )


def _check_up_cards(game: Game, up_cards: Mapping[int, CardsLike], dealer: int) -> dict[int, tuple[Card, ...]]:
    up_cards = mapping_of(up_cards, "up_cards", "each seat's face-up cards", "{1: 'Kd', 2: '3c'}")
    if len(up_cards) < 2:
        raise PlayerCountError.citing(
            f"{plural(len(up_cards), 'player')} in the hand: the betting needs at least 2",
            _players_step(game),
        )
    game.check_table_size(len(up_cards), step=_players_step(game))
    for seat in up_cards:
        whole_number(seat, "seat", low=1, high=MAX_SEAT, refusal=partial(_not_a_seat, game, seat))
    dealer = whole_number(
        dealer,
        "the dealer",
        low=0,
        high=MAX_SEAT,
        refusal=lambda: PlayerCountError.citing(
            f"the dealer {excerpt(dealer)} is not a seat: give 0 (a house dealer before seat 1) or a seat number, "
            f"1 to {MAX_SEAT}, clockwise",
            _players_step(game),
            size_step(f"Seats are numbered 1 to at most {MAX_SEAT}."),
        ),
    )
    cards: dict[int, tuple[Card, ...]] = {}
    used: dict[Card, str] = {}
    for seat, given in up_cards.items():
        seat = int.__index__(seat)  # a seat number checked above: the number itself, not a subclass's methods
        cards[seat] = game.deck.check(given, already=used, where=f"seat {seat}'s up-cards")
        used.update(dict.fromkeys(cards[seat], f"seat {seat}'s up-cards"))
    counts = {len(hand) for hand in cards.values()}
    most = len(game.up_positions)
    if len(counts) != 1 or not 1 <= min(counts) <= most:
        listed = and_list(f"seat {seat} shows {_typed(up_cards[seat], hand)}" for seat, hand in cards.items())
        clauses = dict.fromkeys(op.clause for op in game.procedure if op.kind is OpKind.DEAL and op.face_up)
        raise CardCountError.citing(
            f"{listed}: in {game.name} every player still in shows the same number of up-cards, 1 to {most}",
            *(Step(clause, f"In {game.name} each player is dealt up to {most} cards face up.") for clause in clauses),
        )
    return cards


def _not_a_seat(game: Game, seat: int) -> PlayerCountError:
    return PlayerCountError.citing(
        f"seat {excerpt(seat)} is not a seat number: seats are numbered 1, 2, 3, ... clockwise",
        _players_step(game),
        size_step(f"Seats are numbered 1 to at most {MAX_SEAT}."),
    )


def _typed(given: CardsLike, cards: Sequence[Card]) -> str:
    """Up-cards as the user typed them (or in notation if they came as cards), or ``no card``."""
    return quote_cards(given) if cards else "no card"


def _suit_rank(card: Card) -> int:
    return SUIT_ORDER.index(card.suit)


def _first_round(
    game: Game, opener: Opener, cards: dict[int, tuple[Card, ...]], order: list[int], opener_ties: str
) -> Decision[int]:
    first = opener.first
    low = first.value is OpenerCard.LOWEST
    up = {seat: hand[0] for seat, hand in cards.items()}
    pick = min if low else max
    target = pick(card.rank.value_high for card in up.values())
    tied = [seat for seat in order if up[seat].rank.value_high == target]
    word = "lowest" if low else "highest"
    rank = up[tied[0]].rank
    steps = [
        Step(
            first.clause,
            f"On the first round the player with the {word} up-card opens: "
            + ", ".join(f"seat {seat} shows {up[seat].symbol}" for seat in order)
            + ".",
        )
    ]
    if any(card.rank is Rank.ACE for card in up.values()):
        steps.append(Step(ids.INT_STUD_ACE_OPENER, "The ace counts high for choosing the opener."))
    if len(tied) == 1:
        seat = tied[0]
        steps.append(
            first.step(f"Seat {seat}'s {up[seat].symbol} is the {word} card, so seat {seat} opens.")
        )
        return Decision(seat, tuple(steps))
    names = seat_list(tied)
    show = "both show" if len(tied) == 2 else "all show"
    article = "an" if rank.word[0] in "aeiou" else "a"
    if opener_ties == "suit":
        chosen = pick(tied, key=lambda seat: _suit_rank(up[seat]))
        suit_order = "clubs, diamonds, hearts, spades (lowest to highest)"
        steps.append(
            Step(
                ids.INT_STUD_OPENER_TIES,
                f"{names.capitalize()} {show} {article} {rank.word}; suits break the tie in the order {suit_order}, "
                f"so seat {chosen}'s {up[chosen].symbol} opens.",
            )
        )
    else:
        chosen = tied[0]
        steps.append(
            Step(
                ids.INT_STUD_OPENER_TIES,
                f"{names.capitalize()} {show} {article} {rank.word}; suits are not used (the position reading), "
                f"so seat {chosen}, first to the dealer's left, opens.",
            )
        )
    return Decision(chosen, tuple(steps))


def _later_round(opener: Opener, cards: dict[int, tuple[Card, ...]], order: list[int]) -> Decision[int]:
    keys = {seat: showing_key(hand) for seat, hand in cards.items()}
    best = max(keys.values())
    tied = [seat for seat in order if keys[seat] == best]
    steps = [
        Step(
            opener.later_clause,
            "On later rounds the best hand showing opens: "
            + "; ".join(f"seat {seat} shows {cards_text(cards[seat])} ({showing_name(cards[seat])})" for seat in order)
            + ".",
        ),
        Step(
            ids.INT_SHOWING_HAND,
            "Up-cards compare as a partial hand: pairs and three of a kind count; straights and flushes need five cards.",
        ),
    ]
    if opener.later_note is not None:
        steps.insert(
            0, Step(opener.later_note, "After the first round the High/Low Split follows the high-only game.")
        )
    chosen = tied[0]
    if len(tied) == 1:
        steps.append(
            Step(
                opener.later_clause,
                f"Seat {chosen} shows the best hand, {showing_name(cards[chosen])}, so seat {chosen} opens.",
            )
        )
    else:
        names = seat_list(tied)
        steps.append(
            Step(
                ids.INT_STUD_OPENER_TIES,
                f"{names.capitalize()} show equal hands ({showing_name(cards[chosen])}); the tie goes by position, "
                f"so seat {chosen}, first to the dealer's left, opens.",
            )
        )
    return Decision(chosen, tuple(steps))
