"""The showdown: every player's best hand, the winners, and the pot shared out to the chip.

Seats are numbered clockwise; ``button`` is the dealer button's seat (in stud, the
dealer's position: seat numbers after it receive cards first).  "Left of the
button" means the next seats clockwise from it.

>>> result = showdown("2 Card Manila", {1: "Ah Kh", 2: "Js Jd", 3: "7c 8c"},
...                   board="Qh Jh 9h Qc 7d", pot=30, button=3)
>>> result.high_winners, result.awards
((1,), {1: 30, 2: 0, 3: 0})
>>> result.hands[1].name, result.hands[2].name
('flush, ace high', 'full house, jacks full of queens')
>>> showdown("2 Card Manila", {1: "Ah Kh", 2: "Ah Qd"}, board="Qh Jh 9h Qc 7d", pot=30, button=2)
Traceback (most recent call last):
...
engine.errors.DuplicateCardError: Ah appears twice: in 'Ah Qd' (seat 2) and in seat 1: the 2 Card Manila deck holds each card once (pp-manila2-deck)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from itertools import islice

from engine.cards import Card, CardsLike, cards_text
from engine.checks import MAX_CHIPS, MAX_SEAT, each_item, iterable, mapping_of, size_step, whole_number
from engine.documents import ids
from engine.documents.options import check_option
from engine.errors import BettingError, PlayerCountError, RulesError
from engine.explain import Step, steps_text
from engine.poker.betting.pots import (
    SIDE_POTS,
    Pot,
    UncalledBet,
    build_pots,
    check_contributions,
    pot_steps,
    return_uncalled,
    uncalled_step,
)
from engine.poker.betting.stakes import money_text
from engine.poker.game import Family, Game
from engine.poker.games import as_played, find_game
from engine.poker.hands import best_hand_of, best_low_of
from engine.poker.lows import LowValue
from engine.poker.pots import PotName, Share, Sharing, divide, odd_chip_reason, odd_order_of
from engine.poker.rankings import Category, HandValue
from engine.poker.seating import clockwise_from
from engine.words import and_list, excerpt, seat_list

__all__ = ["PotAward", "Share", "Showdown", "showdown"]


@dataclass(frozen=True, slots=True)
class PotAward:
    """One pot of a showdown and who wins it: its best high hands, its best lows and the shares."""

    pot: Pot
    high_winners: tuple[int, ...]
    low_winners: tuple[int, ...]
    shares: tuple[Share, ...]


@dataclass(frozen=True, slots=True)
class Showdown:
    """Who wins and what each seat receives, with every step that decides it.

    ``hands`` and ``lows`` hold each seat's best high hand and best qualifying low
    (``None`` where it has none); a seat alone in the hand shows nothing.
    ``uncalled`` is the bet no other player matched, returned to its seat before the showdown and
    in no pot (``int-side-pots``; ``None`` when there is none); ``pot`` is the chips left in the
    pots once it is returned.  ``awards`` covers every seat in the showdown, sums to ``pot`` and
    holds only chips won from the pots, never the uncalled bet.  ``currency`` is the
    sign the amounts are written with (``"$"`` in the manila games); without one they are chips.
    ``pots`` holds each pot and its winners, the main pot first (one pot unless a player is all
    in for less than another put in: ``int-side-pots``); ``high_winners`` and ``low_winners``
    are the main pot's, which every player still in may win.  ``contributions`` is what each
    seat put in, where it was given.
    """

    game: Game
    pot: int
    button: int
    hands: dict[int, HandValue]
    lows: dict[int, LowValue | None]
    high_winners: tuple[int, ...]
    low_winners: tuple[int, ...]
    shares: tuple[Share, ...]
    awards: dict[int, int]
    because: tuple[Step, ...] = field(repr=False)
    hands_because: tuple[Step, ...] = field(default=(), repr=False)
    currency: str = ""
    pots: tuple[PotAward, ...] = field(default=(), repr=False)
    contributions: dict[int, int] = field(default_factory=dict, repr=False)
    uncalled: UncalledBet | None = None

    def money(self, amount: int) -> str:
        """An amount of this pot with its unit: ``'$30'`` in the manila games, ``'30 chips'`` in the others."""
        return money_text(amount, self.currency)

    @property
    def headline(self) -> str:
        """The result in one sentence: who wins the high (and the low) and with what."""
        if not self.hands:
            return f"Seat {self.high_winners[0]} wins the pot without a showdown."
        best = self.hands[self.high_winners[0]]
        text = f"{seat_list(self.high_winners).capitalize()} {'wins' if len(self.high_winners) == 1 else 'tie'}"
        text += f" {'the high ' if self.game.is_hilo else ''}with {best.name}"
        if self.game.is_hilo:
            if self.low_winners:
                low = self.lows[self.low_winners[0]]
                assert low is not None
                verb = "wins" if len(self.low_winners) == 1 else "tie"
                text += f"; {seat_list(self.low_winners)} {verb} the low with {low.name}"
            else:
                text += "; no one has a qualifying low"
        for award in self.pots[1:]:
            text += f"; {award.pot.name} ({self.money(award.pot.amount)}) goes to "
            text += seat_list(tuple(dict.fromkeys(share.seat for share in award.shares)))
        if self.uncalled is not None:
            text += f"; the uncalled bet of {self.money(self.uncalled.amount)} is returned to seat {self.uncalled.seat}"
        return text + "."

    @property
    def winners(self) -> tuple[int, ...]:
        """Every seat that receives chips, clockwise from the button's left."""
        return tuple(seat for seat in self.awards if self.awards[seat] > 0)

    def explain(self) -> str:
        return steps_text(self.because)


def showdown(
    game: Game | str,
    hands: Mapping[int, CardsLike],
    board: CardsLike = (),
    *,
    pot: int | None = None,
    button: int,
    seats: Iterable[int] | None = None,
    contributions: Mapping[int, int] | None = None,
    hilo_odd_chip: str = "high",
    stud_odd_chip: str = "suit",
    omaha_split: str = "high",
    currency: str | None = None,
) -> Showdown:
    """Decide a showdown: best hands, winners, side pots, split pots and odd chips.

    :param game: a :class:`Game` or its name.
    :param hands: each seat's cards (its hole cards; all seven in Seven-Card Stud).
        A seat alone in the hand wins without showing, so its cards may be empty.
    :param board: the community cards (none in stud and draw games).
    :param pot: the chips in the pot, a whole number of chips, 0 or more; by default the sum of
        ``contributions``.  With ``contributions`` it is at least their sum: the rest was put in
        without a seat named and goes to the main pot.  ``Showdown.pot`` is what stays in the pots
        once an uncalled bet goes back (``Showdown.uncalled``).
    :param button: the button's seat (in stud, the dealer's position): one of ``seats``.
    :param seats: every seat dealt into the hand, those that folded too; by default the
        seats in ``hands`` (and in ``contributions``).  The button must be one of them (it decides the odd chip).
    :param contributions: what each seat put into the pot this hand (blinds and every round),
        folded seats too.  A seat still in that put in less than another is all in: it can win
        only the main pot and the side pots it put enough into (``int-side-pots``); each pot goes
        to the best hand (and the best low) among the seats that may win it.  What the one seat
        still in that put in the most put in above every other seat (folded seats too) is an
        uncalled bet: it goes back to that seat and is in no pot (``Showdown.uncalled``).
        Without it, every seat in the showdown may win the whole pot.
    :param hilo_odd_chip: ``"high"`` (default) or ``"left-of-button"``: who gets the
        odd chip when a hi/lo pot cannot be halved (``int-hilo-odd-chip``).
    :param stud_odd_chip: ``"suit"`` (default) or ``"left-of-button"``: who gets an
        odd chip between tied stud hands (``int-odd-chip-by-game``).  By suit, every
        card a winner holds counts, not only the five of the hand.
    :param omaha_split: ``"high"`` (default) or ``"high-low"``: plain Omaha played high only,
        or high/low as its section says (``int-omaha-section-hilo``); other games ignore it.
    :param currency: the sign the pot's amounts are written with (the table's stakes'
        ``currency``); by default the game's: dollars in the manila games, chips in the others.
    :raises RulesError: bad input, named with the rule it breaks.

    Every seat's cards are checked, and counted as the showdown needs them; a pot won
    without a showdown needs only cards the hand could have reached
    (:meth:`engine.poker.game.Game.check_uncontested_counts`).

    >>> showdown("Texas Hold 'Em", {3: "As Ad", 7: "Kc Kd"}, board="2c 7d 9h Js 3s", pot=40, button=5,
    ...          seats=range(1, 10)).awards
    {7: 0, 3: 40}
    >>> short = showdown("Texas Hold 'Em", {1: "As Ad", 2: "Kc Kd", 3: "Qc Qd"}, board="2c 7d 9h Js 3s",
    ...                  contributions={1: 10, 2: 30, 3: 30}, button=3)
    >>> short.awards, [award.pot.amount for award in short.pots]
    ({1: 30, 2: 40, 3: 0}, [30, 40])
    >>> over = showdown("Texas Hold 'Em", {1: "As Ad", 2: "Kc Kd", 3: "Qc Qd"}, board="2c 7d 9h Js 3s",
    ...                 contributions={1: 10, 2: 30, 3: 50}, button=3)
    >>> over.uncalled, over.pot, over.awards
    (UncalledBet(seat=3, amount=20), 70, {1: 30, 2: 40, 3: 0})
    >>> showdown("Texas Hold 'Em", {1: "As Ad", 2: "Kc Kd", 3: "7c 2d"}, board="2c 7d 9h Js 3s", pot=40, button=9)
    Traceback (most recent call last):
    ...
    engine.errors.PlayerCountError: the button's seat, 9, is not one of the seats dealt in (1, 2 and 3): the button marks a player's seat, and the odd chip goes to the winner first to its left (hr-holdem-button; int-odd-chip-by-game)
    """
    game = as_played(find_game(game), check_option(ids.INT_OMAHA_SECTION_HILO, omaha_split))
    hilo_odd_chip = check_option(ids.INT_HILO_ODD_CHIP, hilo_odd_chip)
    stud_odd_chip = check_option(ids.INT_ODD_CHIP_BY_GAME, stud_odd_chip)
    chips = None if contributions is None else check_contributions(contributions)
    if pot is None and chips is not None:
        pot = sum(chips.values())
    hands = mapping_of(hands, "hands", "each seat's cards")
    in_hand, pot = _check_table(game, hands, pot, button, seats, chips)
    unit = game.currency if currency is None else _check_currency(currency)
    order = list(clockwise_from(in_hand, button))
    return _decide(game, hands, board, order, pot, button, chips, unit, hilo_odd_chip, stud_odd_chip)


def _decide(
    game: Game,
    hands: Mapping[int, CardsLike],
    board: CardsLike,
    order: list[int],
    pot: int,
    button: int,
    chips: Mapping[int, int] | None,
    unit: str,
    hilo_odd_chip: str,
    stud_odd_chip: str,
) -> Showdown:
    """:func:`showdown` for inputs checked: the seats still in, clockwise from the button's left."""
    money = partial(money_text, currency=unit)
    uncalled: UncalledBet | None = None
    matched = chips
    if chips is not None:
        matched, uncalled = return_uncalled(chips, order)
        pot -= uncalled.amount if uncalled else 0
    if len(order) == 1:
        return _uncontested(game, hands, board, order[0], pot, button, unit, chips, uncalled)
    cards, board_cards = _shown_cards(game, hands, board, order)
    pots = _pots(matched, pot, order, button)
    highs, lows, steps = _best_hands(game, cards, board_cards, order, pots)
    hands_because = tuple(steps)
    odd_order = odd_order_of(game, order, cards, stud_odd_chip)
    sharing = Sharing(order, odd_order, hilo_odd_chip, odd_chip_reason(game, stud_odd_chip), money)
    if uncalled is not None:
        steps.append(uncalled_step(uncalled, money))
    steps.extend(pot_steps(pots, money, dead=pot - sum((matched or {}).values())))
    awards_by_pot: list[PotAward] = []
    for each in pots:
        award, pot_steps_ = _award(game, each, len(pots), highs, lows, sharing)
        awards_by_pot.append(award)
        steps.extend(pot_steps_)
    shares = tuple(share for award in awards_by_pot for share in award.shares)
    return Showdown(
        game=game,
        pot=pot,
        button=button,
        hands=highs,
        lows=lows,
        high_winners=awards_by_pot[0].high_winners,
        low_winners=awards_by_pot[0].low_winners,
        shares=shares,
        awards={seat: sum(share.amount for share in shares if share.seat == seat) for seat in order},
        because=tuple(steps),
        hands_because=hands_because,
        currency=unit,
        pots=tuple(awards_by_pot),
        contributions=dict(chips) if chips is not None else {},
        uncalled=uncalled,
    )


def _shown_cards(
    game: Game, hands: Mapping[int, CardsLike], board: CardsLike, order: Sequence[int]
) -> tuple[dict[int, tuple[Card, ...]], tuple[Card, ...]]:
    """Each seat's cards and the board, checked against the deck, one another and the counts the game deals."""
    cards: dict[int, tuple[Card, ...]] = {}
    used: dict[Card, str] = {}
    for seat in order:
        cards[seat] = game.deck.check(hands[seat], already=used, where=f"seat {seat}")
        used.update(dict.fromkeys(cards[seat], f"seat {seat}"))
    board_cards = game.deck.check(board, already=used, where="board")
    for seat in order:
        game.check_counts(hands[seat], board, seat=seat)
    return cards, board_cards


def _best_hands(
    game: Game,
    cards: Mapping[int, tuple[Card, ...]],
    board_cards: tuple[Card, ...],
    order: Sequence[int],
    pots: Sequence[Pot],
) -> tuple[dict[int, HandValue], dict[int, LowValue | None], list[Step]]:
    """Each seat's best hand (and best low, in a hi/lo game), and the steps that show them and say who has
    the best among those who may win the main pot."""
    steps: list[Step] = []
    if game.show_all_clause is not None:
        steps.append(Step(game.show_all_clause, f"Each player shows all {game.hole_count} cards."))
    highs = {seat: best_hand_of(game, cards[seat], board_cards) for seat in order}
    for seat in order:
        steps.append(
            Step(highs[seat].selection[0].clause, f"Seat {seat}: {highs[seat].name} ({cards_text(highs[seat].cards)}).")
        )
    lows: dict[int, LowValue | None] = {}
    if game.hilo is not None:
        lows = {seat: best_low_of(game, cards[seat], board_cards) for seat in order}
    main_highs = _winners({seat: highs[seat] for seat in pots[0].eligible}, order)
    steps.extend(_high_steps(game, {seat: highs[seat] for seat in pots[0].eligible}, main_highs, len(pots)))
    if game.hilo is not None:
        steps.extend(_low_steps(game, lows))
    return highs, lows, steps


def _pots(chips: Mapping[int, int] | None, pot: int, order: Sequence[int], button: int) -> tuple[Pot, ...]:
    """The pots of the showdown: one, or the main pot and side pots where contributions say so."""
    if chips is None:
        return (Pot(0, pot, tuple(order), 0, ()),)
    dealt = {seat: chips.get(seat, 0) for seat in order} | {s: c for s, c in chips.items() if s not in order}
    return build_pots(dealt, list(order), pot - sum(chips.values()))


def _award(
    game: Game,
    pot: Pot,
    pot_count: int,
    highs: Mapping[int, HandValue],
    lows: Mapping[int, LowValue | None],
    sharing: Sharing,
) -> tuple[PotAward, list[Step]]:
    """Who wins one pot, among the seats that may win it, and its shares (:func:`engine.poker.pots.divide`)."""
    order, money = sharing.order, sharing.money
    eligible = [seat for seat in order if seat in pot.eligible]
    what = PotName.of(pot.name, pot_count)
    steps: list[Step] = []
    if len(eligible) == 1:
        seat = eligible[0]
        steps.append(
            Step(
                SIDE_POTS,
                f"Of the players still in, only seat {seat} put in enough to win {what.name} (the rest of it is chips "
                f"of players who folded), so its {money(pot.amount)} go to seat {seat} without a contest.",
            )
        )
        return PotAward(pot, (seat,), (), (Share(seat, pot.amount, "uncontested", 0, pot.index),)), steps
    high_winners = _winners({seat: highs[seat] for seat in eligible}, order)
    low_winners: tuple[int, ...] = ()
    qualified = {seat: low for seat in eligible if (low := lows.get(seat)) is not None}
    if qualified:
        low_winners = _winners(qualified, order)
    if pot.index:
        best = highs[high_winners[0]]
        verb = "has" if len(high_winners) == 1 else "tie with"
        text = (
            f"{what.name.capitalize()}: of the seats that may win it ({', '.join(str(seat) for seat in eligible)}), "
            f"{seat_list(high_winners)} {verb} the best hand, {best.name}"
        )
        if game.hilo is not None and low_winners:
            low = qualified[low_winners[0]]
            text += f"; the best low among them is {seat_list(low_winners)}'s {low.name}"
        steps.append(Step(SIDE_POTS, text + "."))
        if len(high_winners) > 1:
            steps.append(Step(game.ties_clause, f"Suits do not count: {seat_list(high_winners)} share the high."))
    scoop: Step | None = None
    if game.hilo is not None and len(high_winners) == 1 and set(high_winners) == set(low_winners):
        seat = high_winners[0]
        low = lows[seat]
        same = low is not None and set(low.cards) == set(highs[seat].cards)
        # the same five cards, a straight or a flush: "A straight or a flush, 8-high or lower, may be both the
        # highest and lowest hand" (the game's scoop sentence); otherwise the sentence that lets a player use
        # "different cards for high and low" (so the same or other cards), where the game has one, else the
        # split sentence, whose two halves both go to this seat
        made = highs[seat].category in (Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH)
        if same and made:
            clause = game.hilo.scoop
        elif game.hilo.different_cards is not None:
            clause = game.hilo.different_cards
        else:
            clause = game.hilo.split
        how = "with the same five cards" if same else "with different cards"
        whole = f"the whole pot of {money(pot.amount)}" if what.only else f"all of {what.name}, {money(pot.amount)}"
        scoop = Step(clause, f"Seat {seat} has both the best high hand and the best low ({how}), so it wins {whole}.")
    shares, split_steps = divide(
        game, pot.amount, high_winners, low_winners, sharing, what=what, index=pot.index, scoop=scoop
    )
    steps.extend(split_steps)
    return PotAward(pot, high_winners, low_winners, tuple(shares)), steps


def _check_currency(currency: str) -> str:
    """``currency`` if it is a currency sign such as ``"$"`` (or ``""``: chips), else an error saying so."""
    if isinstance(currency, str):
        currency = str.__str__(currency)  # the text itself, not a subclass's own methods
    if not isinstance(currency, str) or len(currency) > 3 or any(char.isdigit() or char.isspace() for char in currency):
        raise RulesError.citing(
            f"the currency {excerpt(currency)} is not a currency sign: write the pot's amounts with a sign such as '$', "
            "or with none to count them in chips",
            Step(ids.INT_STAKE_SIZE, "Amounts are chips, or dollars in the manila games."),
        )
    return currency


def _seats_step(game: Game) -> Step:
    return game.seats.step(
        f"{game.name} seats at most {game.max_players} players; seats are numbered 1, 2, 3, ... clockwise."
    )


def _dealt_step(game: Game) -> Step:
    """The sentence that deals each player their cards: a seat it dealt none has no hand and no chips in the pots."""
    return game.hole.step(f"In {game.name} each player in the hand is dealt {game.hole_count} cards.")


def _button_steps(game: Game) -> tuple[Step, ...]:
    """The clauses that put the button on a player's seat, and the one that uses it for the odd chip."""
    marks = {Family.MANILA: ids.NZG_14_1B, Family.FLOP: ids.HR_HOLDEM_BUTTON}.get(game.family)
    steps = [Step(marks, "The dealer button marks a player's seat.")] if marks else []
    steps.append(game.odd_chip.step("An odd chip goes to the winner first to the left of the button."))
    return tuple(steps)


def _check_seat(game: Game, seat: int) -> int:
    """``seat`` if it is a seat number, else a :class:`PlayerCountError` citing the game's table."""
    return whole_number(
        seat,
        "seat",
        low=1,
        high=MAX_SEAT,
        refusal=lambda: PlayerCountError.citing(
            f"seat {excerpt(seat)} is not a seat number: seats are numbered 1, 2, 3, ... clockwise, at most {MAX_SEAT}",
            size_step(f"Seats are numbered 1, 2, 3, ... clockwise; the engine seats at most {MAX_SEAT}."),
        ),
    )


def _check_table(
    game: Game,
    hands: Mapping[int, CardsLike],
    pot: int | None,
    button: int,
    seats: Iterable[int] | None,
    chips: Mapping[int, int] | None = None,
) -> tuple[list[int], int]:
    """The seats in the showdown and the pot, once the pot, the seats and the button are known to be good."""
    pot = whole_number(
        pot,
        "the pot",
        low=0,
        refusal=lambda: BettingError.citing(
            f"the pot, {excerpt(pot)}, is not a number of chips: a pot is a whole number of chips, 0 or more",
            size_step(f"A pot is a whole number of chips from 0 to {MAX_CHIPS:,}."),
        ),
    )
    chips_in = whole_number(pot, "the pot", low=0, high=MAX_CHIPS)
    hands = mapping_of(hands, "hands", "each seat's cards")
    if not hands:
        raise PlayerCountError.citing(
            "no seat is in the showdown: a pot goes to at least one player still in the hand",
            Step(ids.INT_UNCONTESTED_POT, "A player left alone in the hand wins the pot without showing."),
        )
    game.check_table_size(len(hands))
    in_hand = [_check_seat(game, seat) for seat in hands]
    folded = [seat for seat in (chips or {}) if seat not in hands]
    if seats is None:
        dealt = [*in_hand, *folded]
        game.check_table_size(len(dealt), "seats dealt in")
    else:
        dealt = _dealt_seats(game, seats, in_hand)
        _check_dealt_in(game, folded, dealt, lambda outside: f"contributions name {seat_list(outside)},", "puts chips in its pots")
    if chips is not None and sum(chips.values()) > chips_in:
        raise RulesError.citing(
            f"the pot, {pot}, is less than the {sum(chips.values())} chips the contributions put in: the pot holds "
            "every chip put in",
            Step(SIDE_POTS, "The pots hold every chip each player put in."),
        )
    not_dealt_in = (
        f"the button's seat, {excerpt(button)}, is not one of the seats dealt in ({and_list(sorted(dealt), empty='none')}): "
        "the button marks a player's seat, and the odd chip goes to the winner first to its left"
    )
    seat = whole_number(
        button,
        "the button",
        low=1,
        high=MAX_SEAT,
        refusal=lambda: PlayerCountError.citing(not_dealt_in, *_button_steps(game)),
    )
    if seat not in dealt:
        raise PlayerCountError.citing(not_dealt_in, *_button_steps(game))
    return in_hand, chips_in


def _dealt_seats(game: Game, seats: Iterable[int], in_hand: Sequence[int]) -> list[int]:
    """The seats dealt into the hand, checked: seat numbers, at most the game's table, and every seat in the showdown."""
    given = list(islice(each_item(iterable(seats, "seats", "seat numbers"), "seats", "seat numbers"), game.max_players + 1))
    game.check_table_size(len(given), "seats dealt in")
    dealt = [_check_seat(game, seat) for seat in given]  # the numbers themselves, not a subclass's own methods
    twice = sorted({seat for seat in dealt if dealt.count(seat) > 1})
    if twice:
        raise PlayerCountError.citing(
            f"seats {excerpt(dealt)} names {seat_list(twice)} twice: each seat is dealt in once",
            _seats_step(game),
            Step(ids.NZG_14_1B, "Seats are numbered clockwise round the table, each seat once."),
        )
    _check_dealt_in(game, in_hand, dealt, _in_the_showdown, "can show it down")
    return dealt


def _in_the_showdown(seats: Sequence[int]) -> str:
    return f"{seat_list(seats).capitalize()} {'is' if len(seats) == 1 else 'are'} in the showdown but"


def _check_dealt_in(
    game: Game, seats: Sequence[int], dealt: Sequence[int], said: Callable[[list[int]], str], does: str
) -> None:
    """Refuse the ``seats`` that are not among those ``dealt`` in: ``said`` of them, only a player dealt in ``does``."""
    outside = [seat for seat in seats if seat not in dealt]
    if outside:
        raise PlayerCountError.citing(
            f"{said(outside)} not among the seats dealt in ({and_list(sorted(dealt), empty='none')}): only a player "
            f"dealt into the hand {does}",
            _dealt_step(game),
        )


def _uncontested(
    game: Game,
    hands: Mapping[int, CardsLike],
    board: CardsLike,
    seat: int,
    pot: int,
    button: int,
    currency: str,
    chips: Mapping[int, int] | None = None,
    uncalled: UncalledBet | None = None,
) -> Showdown:
    own = game.deck.check(hands[seat], where=f"seat {seat}")
    game.deck.check(board, already=dict.fromkeys(own, f"seat {seat}"), where="board")
    game.check_uncontested_counts(hands[seat], board, seat=seat)
    won = money_text(pot, currency)
    step = Step(game.uncontested_clause, f"Only seat {seat} remains, so seat {seat} wins the pot of {won} without showing any card.")
    return Showdown(
        game=game,
        pot=pot,
        button=button,
        hands={},
        lows={},
        high_winners=(seat,),
        low_winners=(),
        shares=(Share(seat, pot, "uncontested"),),
        awards={seat: pot},
        because=(*([uncalled_step(uncalled, partial(money_text, currency=currency))] if uncalled else ()), step),
        currency=currency,
        pots=(PotAward(Pot(0, pot, (seat,), 0, ()), (seat,), (), (Share(seat, pot, "uncontested"),)),),
        contributions=dict(chips) if chips is not None else {},
        uncalled=uncalled,
    )


def _winners(values: Mapping[int, HandValue] | Mapping[int, LowValue], order: Sequence[int]) -> tuple[int, ...]:
    best = max(values.values())
    return tuple(seat for seat in order if seat in values and values[seat] == best)


def _high_steps(game: Game, highs: dict[int, HandValue], winners: tuple[int, ...], pot_count: int = 1) -> list[Step]:
    best = highs[winners[0]]
    what = "the high hand" if game.is_hilo else ("the pot" if pot_count == 1 else "the main pot")
    steps: list[Step] = []
    losers = [seat for seat in highs if seat not in winners]
    if losers:
        runner = max(losers, key=lambda seat: highs[seat])
        second = highs[runner]
        beats = f", which beats seat {runner}'s {second.name}"
        if best.category is second.category:
            beats += f" ({best.category.value} against {best.category.value}: the higher cards win)"
        steps.append(
            Step(
                game.showdown_clause,
                f"{seat_list(winners).capitalize()} {'has' if len(winners) == 1 else 'have'} {best.name}{beats}, for {what}.",
            )
        )
        pair = {best.category, second.category}
        if game.ranking.swap_clause and pair == {Category.FLUSH, Category.FULL_HOUSE}:
            steps.append(Step(game.ranking.swap_clause, "A flush beats a full house in any reduced deck game."))
    else:
        steps.append(Step(game.showdown_clause, f"Every hand is {best.name}."))
    if len(winners) > 1:
        steps.append(
            Step(
                game.ties_clause,
                f"{seat_list(winners).capitalize()} tie with {best.name}: suits do not count, so they share {what}.",
            )
        )
    return steps


def _low_steps(game: Game, lows: dict[int, LowValue | None]) -> list[Step]:
    if game.hilo is None:
        return []
    rule = game.hilo.low
    steps = []
    for seat, low in lows.items():
        if low is None:
            steps.append(
                Step(
                    rule.qualifier_clause,
                    f"Seat {seat} has no qualifying low: no allowed five cards are {'five different ranks' if not rule.pairs_allowed else 'five cards'} of {rule.limit} or lower.",
                )
            )
        else:
            steps.append(Step(low.selection[0].clause, f"Seat {seat}'s low: {low.name} ({cards_text(low.cards)})."))
    return steps
