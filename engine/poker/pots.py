"""A pot shared out to the chip: high and low halves, ties, and the odd chips.

:func:`split_pot` is the dealer's splitter: given the game, a pot, the high winners, the low
winners (if any) and the seats in order from the button, it says what each seat receives, odd
chips included (``int-hilo-odd-chip``, ``int-odd-chip-by-game``).  :func:`engine.poker.showdown.showdown`
finds the winners of each pot (the side pots of :mod:`engine.poker.betting.pots`) and shares it here.

>>> split_pot("Omaha 8/B", 41, high_winners=(3,), low_winners=(1, 2), seats=(1, 2, 3)).value.awards
{1: 10, 2: 10, 3: 21}
>>> split_pot("Texas Hold 'Em", 40, high_winners=(4,), seats=(1, 2, 3))
Traceback (most recent call last):
...
engine.errors.PlayerCountError: seat 4 wins but is not one of the seats (1, 2 and 3): a pot goes only to a player dealt into the hand (int-odd-chip-by-game)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial

from engine.cards import SUIT_ORDER, Card, CardsLike, parse_cards
from engine.checks import MAX_SEAT, bounded, mapping_of, text
from engine.documents import ids
from engine.documents.options import check_option
from engine.errors import PlayerCountError, RulesError
from engine.explain import ClauseId, Decision, Step
from engine.poker.betting.pots import check_chips, check_seat
from engine.poker.betting.stakes import money_text
from engine.poker.game import Game, HiLo, OddChip
from engine.poker.games import as_played, find_game
from engine.words import and_list, excerpt, seat_list

__all__ = ["PotName", "PotSplit", "Share", "Sharing", "split_pot"]


@dataclass(frozen=True, slots=True)
class Share:
    """Part of a pot paid to one seat, and which part (high, low, whole, uncontested, odd chip).

    ``pot`` is the index of the pot it comes from (0: the main pot, 1: the first side pot, ...).
    """

    seat: int
    amount: int
    part: str
    odd_chips: int = 0
    pot: int = 0


@dataclass(frozen=True, slots=True)
class PotSplit:
    """A pot shared out: each share, and what each seat receives in all (every seat, 0 included)."""

    pot: int
    high_winners: tuple[int, ...]
    low_winners: tuple[int, ...]
    shares: tuple[Share, ...]
    awards: dict[int, int]
    currency: str = ""


# --- sharing a pot ------------------------------------------------------------------------------------


def high_card_by_suit(cards: Sequence[Card]) -> tuple[int, int]:
    """The highest of all a player's cards, rank first, then suit (``int-odd-chip-by-game``).

    Every card counts, the ones left out of the best five too, as Robert's Rules of Poker
    has it: in Seven-Card Stud the chip can go to the sixth or seventh card.
    """
    top = max(cards, key=lambda card: (card.rank.value_high, SUIT_ORDER.index(card.suit)))
    return top.rank.value_high, SUIT_ORDER.index(top.suit)


def by_suit(game: Game, stud_odd_chip: str) -> bool:
    """Whether odd chips between tied hands go by the highest card by suit (stud, by default)."""
    return game.odd_chip.value is OddChip.HIGH_CARD_BY_SUIT and stud_odd_chip == "suit"


def odd_chip_reason(game: Game, stud_odd_chip: str) -> str:
    if by_suit(game, stud_odd_chip):
        return "the winner holding the highest card by suit (spades, hearts, diamonds, clubs) among all their cards"
    return "the winner first to the left of the button"


def _split(amount: int, winners: Sequence[int], odd_order: Sequence[int], part: str, pot: int) -> list[Share]:
    ordered = [seat for seat in odd_order if seat in winners]
    base, extra = divmod(amount, len(ordered))
    return [
        Share(seat, base + (1 if index < extra else 0), part, 1 if index < extra else 0, pot)
        for index, seat in enumerate(ordered)
    ]


@dataclass(frozen=True, slots=True)
class PotName:
    """The pot a split shares, as its steps name it: the hand's only pot (``only``: "the pot"), or one of its
    pots, by its name ("the main pot", "side pot 1")."""

    name: str = "the pot"
    only: bool = True

    @classmethod
    def of(cls, name: str, pot_count: int) -> PotName:
        """The pot named ``name`` among ``pot_count`` pots: "the pot" when it is the only one."""
        return cls() if pot_count == 1 else cls(name, only=False)


@dataclass(frozen=True, slots=True)
class Sharing:
    """How a pot is shared out at this table: ``order``, the seats clockwise from the button's left;
    ``odd_order``, the order odd chips between tied hands go in; ``hilo_odd_chip``, the reading of the
    odd chip of a hi/lo pot (``int-hilo-odd-chip``); ``reason``, why odd chips go as they do, in words;
    ``money``, how an amount is written."""

    order: Sequence[int]
    odd_order: Sequence[int]
    hilo_odd_chip: str
    reason: str
    money: Callable[[int], str]


def _split_steps(
    game: Game,
    amount: int,
    what: str,
    shares: list[Share],
    reason: str,
    money: Callable[[int], str],
    award: ClauseId | None = None,
) -> list[Step]:
    """Who takes ``what``: one winner (cited by ``award``, by default the game's showdown sentence),
    or tied winners sharing it, odd chips and all."""
    if len(shares) == 1:
        return [Step(award or game.showdown_clause, f"Seat {shares[0].seat} wins {what}: {money(amount)}.")]
    base = amount // len(shares)
    text = f"{what[0].upper()}{what[1:]} of {money(amount)} is split {len(shares)} ways: {money(base)} each"
    lucky = [share.seat for share in shares if share.odd_chips]
    if lucky:
        text += (
            f", and the {'odd chip goes' if len(lucky) == 1 else f'{len(lucky)} odd chips go'} to "
            f"{seat_list(lucky)}, {reason}"
        )
    return [
        Step(game.ties_clause, text + "."),
        *([game.odd_chip.step(f"Odd chips go to {reason}.")] if lucky else []),
    ]


def divide(
    game: Game,
    pot: int,
    high_winners: Sequence[int],
    low_winners: Sequence[int],
    sharing: Sharing,
    *,
    what: PotName = PotName(),
    index: int = 0,
    scoop: Step | None = None,
) -> tuple[list[Share], list[Step]]:
    """Share ``pot`` between its high and low winners, as the table shares pots (:class:`Sharing`): the one
    code path of every split.  ``scoop`` is the step to give when one seat wins both halves (the showdown
    knows whether it used the same five cards); by default the split clause.
    """
    money = sharing.money
    steps: list[Step] = []
    hilo = game.hilo
    if hilo is None or not low_winners:
        if hilo is not None:
            steps.append(
                Step(hilo.no_low, f"No qualifying low, so the high hand takes the entire pot of {money(pot)}.")
                if what.only
                else Step(
                    hilo.no_low,
                    f"No one who may win {what.name} has a qualifying low, so its high hand takes all of it, "
                    f"{money(pot)}.",
                )
            )
        shares = _split(pot, high_winners, sharing.odd_order, "whole", index)
        steps.extend(_split_steps(game, pot, what.name, shares, sharing.reason, money))
        return shares, steps
    return _split_high_low(game, hilo, pot, high_winners, low_winners, sharing, what, index, scoop)


def _split_high_low(
    game: Game,
    hilo: HiLo,
    pot: int,
    high_winners: Sequence[int],
    low_winners: Sequence[int],
    sharing: Sharing,
    what: PotName,
    index: int,
    scoop: Step | None,
) -> tuple[list[Share], list[Step]]:
    """Share a pot that a qualifying low splits with the high hand (or a hand best both ways scoops)."""
    money, odd_order, reason = sharing.money, sharing.odd_order, sharing.reason
    steps: list[Step] = []
    if set(high_winners) == set(low_winners) and len(high_winners) == 1:
        seat = high_winners[0]
        steps.append(
            scoop
            or Step(
                # "Player may use different cards for high and low" where the game says so; else the split
                # sentence, both of whose halves go to this seat
                hilo.different_cards or hilo.split,
                f"Seat {seat} has both the best high hand and the best low, so it wins the whole of {what.name}, "
                f"{money(pot)}.",
            )
        )
        return [Share(seat, pot, "whole", 0, index)], steps

    if sharing.hilo_odd_chip == "high":
        low_half = pot // 2
        high_half = pot - low_half
        halves = f"{money(high_half)} for high and {money(low_half)} for low"
        if pot % 2:
            halves += " (the odd chip goes to the high half)"
        steps.append(
            Step(hilo.split, f"The qualifying low splits {what.name} of {money(pot)} with the high hand: {halves}.")
        )
        if pot % 2:
            steps.append(Step(ids.INT_HILO_ODD_CHIP, "When a pot cannot be halved, the odd chip goes to the high half."))
        shares = _split(high_half, high_winners, odd_order, "high", index) + _split(
            low_half, low_winners, odd_order, "low", index
        )
    else:
        half = pot // 2
        shares = _split(half, high_winners, odd_order, "high", index) + _split(
            half, low_winners, odd_order, "low", index
        )
        steps.append(
            Step(
                hilo.split,
                f"The qualifying low splits {what.name} of {money(pot)} with the high hand: {money(half)} each.",
            )
        )
        if pot % 2:
            first = next(seat for seat in sharing.order if seat in high_winners or seat in low_winners)
            shares.append(Share(first, 1, "odd chip", 1, index))
            steps.append(
                Step(
                    ids.INT_HILO_ODD_CHIP,
                    f"The odd chip of the halving goes to seat {first}, the winner first to the left of the button "
                    "(the left-of-button reading).",
                )
            )
    for part, half_name in (("high", "the high half"), ("low", "the low half")):
        of_part = [share for share in shares if share.part == part]
        if not what.only:
            half_name += f" of {what.name}"
        # a half is the split sentence's: "it will be awarded one half the pot and the best poker hand is
        # awarded the other half" (hr-stud7hl-split), "it splits the pot with the winning high hand" (hr-omaha-split)
        steps.extend(
            _split_steps(game, sum(s.amount for s in of_part), half_name, of_part, reason, money, hilo.split)
        )
    return shares, steps


def _check_cards(cards: Mapping[int, CardsLike]) -> None:
    """``cards``, each winner's cards, refused unless a mapping of seat numbers to card text or cards."""
    given = mapping_of(cards, "cards", "each winner's cards")
    if len(given) > MAX_SEAT:
        check_seat(len(given), "the number of seats in cards")
    for seat, held in given.items():
        parse_cards(held, where=f"seat {check_seat(seat, 'a seat in cards')}")


def _winners(value: Iterable[int], name: str) -> tuple[int, ...]:
    listed = bounded(value, name, "seat numbers", most=MAX_SEAT)
    checked = tuple(check_seat(seat, f"a seat in {name}") for seat in listed)
    if len(set(checked)) != len(checked):
        raise PlayerCountError.citing(
            f"{name} {excerpt(checked)} names a seat twice: each winner is named once",
            Step(ids.INT_ODD_CHIP_BY_GAME, "Each winner receives one share of the pot."),
        )
    return checked


def _seats_and_winners(
    game: Game, seats: Iterable[int], high_winners: Iterable[int], low_winners: Iterable[int]
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """The seats dealt in, in order from the button, and the high and low winners among them, checked."""
    order_given = bounded(seats, "seats", "seat numbers", most=MAX_SEAT)
    order = tuple(check_seat(seat, "a seat in seats") for seat in order_given)
    game.check_table_size(len(order), "seats")
    if len(set(order)) != len(order):
        raise PlayerCountError.citing(
            f"seats {excerpt(order)} names a seat twice: each seat is dealt in once",
            Step(ids.NZG_14_1B, "Seats are numbered clockwise round the table, each seat once."),
        )
    highs = _winners(high_winners, "high_winners")
    lows = _winners(low_winners, "low_winners")
    if not highs:
        raise PlayerCountError.citing(
            "no high winner: a pot goes to at least one player, the best hand",
            Step(game.showdown_clause, "The best hand wins the pot."),
        )
    for seat in (*highs, *lows):
        if seat not in order:
            raise PlayerCountError.citing(
                f"seat {seat} wins but is not one of the seats ({and_list(order, empty='none')}): a pot goes only to "
                "a player dealt into the hand",
                game.odd_chip.step("Odd chips go round the seats from the button's left."),
            )
    if lows and game.hilo is None:
        raise RulesError.citing(
            f"low winners {excerpt(lows)} in {game.name}, a high-only game: the best hand takes the whole pot",
            Step(game.showdown_clause, "The best hand wins the pot."),
        )
    return order, highs, lows


def split_pot(
    game: Game | str,
    pot: int,
    *,
    high_winners: Iterable[int],
    low_winners: Iterable[int] = (),
    seats: Iterable[int],
    hilo_odd_chip: str = "high",
    stud_odd_chip: str = "suit",
    omaha_split: str = "high",
    cards: Mapping[int, CardsLike] | None = None,
    currency: str | None = None,
) -> Decision[PotSplit]:
    """Share a pot among winners the dealer already knows, to the chip, with the odd-chip steps.

    :param game: a :class:`Game` or its name.
    :param pot: the chips in the pot (one pot: split each side pot on its own).
    :param high_winners: the seats with the best high hand (several when they tie).
    :param low_winners: in a hi/lo game, the seats with the best qualifying low; none when no one
        qualifies (the high hand then takes the whole pot).
    :param seats: every seat dealt into the hand, in order from the button: the first seat to
        the button's left first, the button's own seat last.  Odd chips go in this order
        (``int-odd-chip-by-game``, ``hr-omaha8-odd-chip``).
    :param hilo_odd_chip: ``"high"`` (default) or ``"left-of-button"`` -- ``int-hilo-odd-chip``.
    :param stud_odd_chip: ``"suit"`` (default) or ``"left-of-button"`` -- ``int-odd-chip-by-game``.
        By suit, the tied winners' ``cards`` are needed when an odd chip is left over.
    :param omaha_split: ``"high"`` (default) or ``"high-low"`` -- ``int-omaha-section-hilo``.
    :param cards: each winner's cards (stud, to give an odd chip by suit); otherwise unused.
    :param currency: the sign amounts are written with; by default the game's.
    :raises TypeError: a value of the wrong kind, named.
    :raises RulesError: a number out of range (``int-input-size``), a winner not among the seats,
        low winners in a high-only game.

    >>> print(split_pot("Texas Hold 'Em", 25, high_winners=(3, 1), seats=(1, 2, 3)).explain())
    The pot of 25 chips is split 2 ways: 12 chips each, and the odd chip goes to seat 1, the winner first to the left of the button. [int-suits-never-rank]
    Odd chips go to the winner first to the left of the button. [int-odd-chip-by-game]
    >>> split_pot("Texas Hold 'Em", 25, high_winners=(1,), low_winners=(2,), seats=(1, 2))
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: low winners (2,) in Texas Hold 'Em, a high-only game: the best hand takes the whole pot (hr-holdem-showdown)
    """
    chosen = as_played(find_game(game), check_option(ids.INT_OMAHA_SECTION_HILO, omaha_split))
    hilo = check_option(ids.INT_HILO_ODD_CHIP, hilo_odd_chip)
    stud = check_option(ids.INT_ODD_CHIP_BY_GAME, stud_odd_chip)
    amount = check_chips(pot, "pot")
    if cards is not None:  # read only for an odd chip by suit, but checked at the door whenever it is given
        _check_cards(cards)
    order, highs, lows = _seats_and_winners(chosen, seats, high_winners, low_winners)
    unit = chosen.currency if currency is None else text(currency, "currency", "a currency sign such as '$'")
    money = partial(money_text, currency=unit)
    odd_order = _splitter_odd_order(chosen, order, highs, lows, amount, hilo, stud, cards)
    sharing = Sharing(order, odd_order, hilo, odd_chip_reason(chosen, stud), money)
    shares, steps = divide(chosen, amount, highs, lows, sharing)
    awards = {seat: sum(share.amount for share in shares if share.seat == seat) for seat in order}
    split = PotSplit(amount, highs, lows, tuple(shares), awards, unit)
    return Decision(split, because=tuple(steps))


def _splitter_odd_order(
    game: Game,
    order: Sequence[int],
    highs: Sequence[int],
    lows: Sequence[int],
    amount: int,
    hilo: str,
    stud: str,
    cards: Mapping[int, CardsLike] | None,
) -> list[int]:
    """The order odd chips between tied hands go in: the seats' order, or (stud) by each tied winner's top card."""
    if not by_suit(game, stud):
        return list(order)
    ties = [group for group in (highs, lows) if len(group) > 1]
    halves = {amount, amount // 2, amount - amount // 2} if lows else {amount}
    if not any(half % len(group) for group in ties for half in halves):
        return list(order)
    given = {} if cards is None else mapping_of(cards, "cards", "each winner's cards")
    tied = sorted({seat for group in ties for seat in group})
    missing = [seat for seat in tied if seat not in given]
    if missing:
        raise RulesError.citing(
            f"an odd chip between tied {game.name} hands goes by the highest card by suit, but cards has none for "
            f"{seat_list(missing)}: give the tied winners' cards, or stud_odd_chip='left-of-button'",
            Step(ids.INT_ODD_CHIP_BY_GAME, "In stud the odd chip goes to the tied winner with the highest card by suit."),
        )
    held = {seat: game.deck.check(given[seat], where=f"seat {seat}") for seat in tied}
    for seat, held_cards in held.items():
        if not held_cards:
            raise RulesError.citing(
                f"seat {seat}'s cards are empty: the odd chip goes by the highest card a tied winner holds",
                Step(
                    ids.INT_ODD_CHIP_BY_GAME,
                    "In stud the odd chip goes to the tied winner with the highest card by suit.",
                ),
            )
    ranked = sorted(tied, key=lambda seat: high_card_by_suit(held[seat]), reverse=True)
    return ranked + [seat for seat in order if seat not in ranked]


def odd_order_of(
    game: Game, order: Sequence[int], cards: Mapping[int, Sequence[Card]], stud_odd_chip: str
) -> list[int]:
    """Seats in the order odd chips are handed out at a showdown, where every hand's cards are known."""
    if by_suit(game, stud_odd_chip):
        return sorted(order, key=lambda seat: high_card_by_suit(cards[seat]), reverse=True)
    return list(order)
