"""Manillen Plus: the deal and the trump call.

The deck of 32 is shuffled with a generator passed in, the player on the dealer's
right may cut, and the dealer deals 10 cards each to three players or 5 each to
six, leaving 2 cards face up that count for the dealer's side (``mp-deal``,
``mp-undealt``, ``mp-undealt-score``).  Then the dealer calls trumps or no trumps,
and the opponents may double (``mp-trump-call`` to ``mp-go-along``).

>>> import random
>>> dealt = deal(3, dealer=1, rng=random.Random(7))
>>> [len(dealt.hands[seat]) for seat in (1, 2, 3)], len(dealt.undealt)
([10, 10, 10], 2)
>>> call_trump("no trumps", player_count=3, dealer=1, go_along=2).multiplier
4
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from engine.cards import Card, CardsLike, Suit, symbols_text
from engine.checks import bounded, check_rng, flag, instance_of, whole_number
from engine.decks import MANILLEN_DECK
from engine.documents import ids
from engine.errors import CardCountError, RuleViolation
from engine.explain import ClauseId, Step
from engine.manillen.table import Side, Table, card_points, check_option
from engine.words import excerpt, seats_text, sentence

#: Cards left undealt in both versions (mp-undealt).
UNDEALT_COUNT = 2

#: How many cards each player gets in each round of the deal (int-mp-dealing).
USUAL_PACKETS: dict[Table, tuple[int, ...]] = {Table.THREE: (3, 4, 3), Table.SIX: (3, 2)}


@dataclass(frozen=True, slots=True, kw_only=True)
class Deal:
    """The cards of one deal: each seat's hand, the two undealt cards, and how they got there."""

    table: Table
    dealer: int
    hands: Mapping[int, tuple[Card, ...]]
    undealt: tuple[Card, ...]
    because: tuple[Step, ...]

    @property
    def first_leader(self) -> int:
        """The player on the dealer's left leads first (``mp-first-lead``)."""
        return self.table.left_of(self.dealer)


def deal(
    player_count: int,
    dealer: int,
    rng: random.Random,
    *,
    cut: int | None = None,
    packets: Sequence[int] | None = None,
) -> Deal:
    """Shuffle the 32 cards with ``rng``, let the dealer's right cut, and deal (``mp-deal``).

    :param player_count: 3 or 6 (``mp-players``).
    :param dealer: the dealer's seat, 1 to ``player_count``.
    :param rng: the shuffle's generator, e.g. ``random.Random(seed)``.
    :param cut: how many cards the player on the dealer's right lifts from the top and
        puts underneath (1 to 31); ``None`` when they decline to cut (``mp-cut``).
    :param packets: cards per player in each round, adding up to the hand (``int-mp-dealing``).

    >>> deal(6, dealer=6, rng=random.Random(1), cut=10).hands[1]
    (9d, Js, Ah, Kd, Ks)
    >>> deal(4, dealer=1, rng=random.Random(1))
    Traceback (most recent call last):
    ...
    engine.errors.PlayerCountError: 4 players cannot play Manillen Plus: it is for 3 or 6 players (mp-players)
    """
    table = Table.of(player_count)
    dealer = table.check_seat(dealer)
    pack = MANILLEN_DECK.shuffled(check_rng(rng))
    shuffled = Step(ids.MP_CUT, "The deck is shuffled.")
    return deal_pack(pack, player_count=player_count, dealer=dealer, cut=cut, packets=packets, shuffled=shuffled)


def deal_pack(
    pack: CardsLike,
    *,
    player_count: int,
    dealer: int,
    cut: int | None = None,
    packets: Sequence[int] | None = None,
    shuffled: Step | None = None,
) -> Deal:
    """Deal a given pack of 32 cards, top card first: the deal without the shuffle.

    The player on the dealer's right may cut; then the dealer deals clockwise from
    their left, in packets, and the last two cards are left face up
    (``mp-cut``, ``mp-deal``, ``mp-undealt``, ``int-mp-dealing``).

    >>> from engine.decks import MANILLEN_DECK
    >>> dealt = deal_pack(MANILLEN_DECK.cards, player_count=3, dealer=3)
    >>> dealt.hands[1][:3], dealt.undealt
    ((7c, 7d, 7h), (Ah, As))
    >>> deal_pack(MANILLEN_DECK.cards[:31], player_count=3, dealer=3)
    Traceback (most recent call last):
    ...
    engine.errors.CardCountError: a pack of 31 cards cannot be dealt: Manillen Plus deals the whole 32-card deck, 3 \u00d7 10 + 2 = 32 (mp-deck-32)
    """
    table = Table.of(player_count)
    dealer = table.check_seat(dealer)
    if shuffled is not None:
        instance_of(shuffled, "shuffled", Step, "the step that says how the pack was shuffled, or None")
    cards = _check_pack(pack, table)
    rounds = _check_packets(table, packets)
    steps = [
        Step(ids.INT_MP_DECK_52, "A standard deck without its 2s to 6s: 32 cards, 7 to ace in each suit."),
        Step(ids.MP_DEALER, f"Seat {dealer} deals."),
    ]
    if shuffled is not None:
        steps.append(shuffled)
    cards, cut_step = _cut_pack(cards, cut, cutter=table.right_of(dealer))
    steps.append(cut_step)
    hands, position = _deal_packets(cards, table, dealer, rounds, steps)
    undealt = tuple(cards[position:])
    steps += _undealt_steps(undealt, table, dealer, len(cards))
    return Deal(
        table=table,
        dealer=dealer,
        hands={seat: tuple(hand) for seat, hand in sorted(hands.items())},
        undealt=undealt,
        because=tuple(steps),
    )


def _check_pack(pack: CardsLike, table: Table) -> list[Card]:
    """The pack's cards, top first, once they are checked to be the whole 32-card deck (``mp-deck-32``)."""
    cards = list(MANILLEN_DECK.check(pack, where="the pack"))
    if len(cards) != MANILLEN_DECK.size:
        raise CardCountError.citing(
            f"a pack of {len(cards)} cards cannot be dealt: Manillen Plus deals the whole 32-card deck, "
            f"{int(table)} \u00d7 {table.hand_size} + {UNDEALT_COUNT} = {MANILLEN_DECK.size}",
            Step(ids.MP_DECK_32, "The deck without its 6s and lower leaves a 32-card deck, all of it dealt."),
        )
    return cards


def _cut_pack(cards: list[Card], cut: int | None, *, cutter: int) -> tuple[list[Card], Step]:
    """The pack after the player on the dealer's right cuts it or declines (``mp-cut``), and the step that says so."""
    if cut is None:
        return cards, Step(ids.MP_CUT, f"Seat {cutter}, on the dealer's right, may cut the deck and declines.")
    cut = _check_cut(cut, cutter)
    step = Step(
        ids.MP_CUT,
        f"Seat {cutter}, on the dealer's right, cuts: the top {cut} cards go under the other {len(cards) - cut}.",
    )
    return cards[cut:] + cards[:cut], step


def _deal_packets(
    cards: list[Card], table: Table, dealer: int, rounds: tuple[int, ...], steps: list[Step]
) -> tuple[dict[int, list[Card]], int]:
    """Deal the packets from the top, clockwise from the dealer's left (``int-mp-dealing``, ``mp-deal``).

    Each packet's step is added to ``steps``.

    :returns: each seat's hand, and how many cards were dealt.
    """
    order = table.clockwise_from(table.left_of(dealer))
    plan = " + ".join(str(size) for size in rounds)
    steps.append(
        Step(
            ids.INT_MP_DEALING,
            f"Seat {dealer} deals from the top, clockwise from seat {order[0]} on their left to themselves, "
            f"in packets of {plan} = {table.hand_size} cards each.",
        )
    )
    hands: dict[int, list[Card]] = {seat: [] for seat in table.seats}
    position = 0
    for round_index, size in enumerate(rounds, start=1):
        for seat in order:
            packet = cards[position : position + size]
            hands[seat].extend(packet)
            steps.append(
                Step(
                    ids.MP_DEAL,
                    f"Round {round_index}: seat {seat} gets {symbols_text(packet)} "
                    f"(cards {position + 1}-{position + size}).",
                )
            )
            position += size
    return hands, position


def _undealt_steps(undealt: tuple[Card, ...], table: Table, dealer: int, card_count: int) -> list[Step]:
    """The two cards left face up, what they count for the dealer's side, and the count of every card
    (``mp-undealt``, ``mp-undealt-score``, ``mp-deal``)."""
    shown = symbols_text(undealt)
    worth = sum(card_points(card) for card in undealt)
    return [
        Step(ids.MP_UNDEALT, f"The last {len(undealt)} cards, {shown}, are left undealt and turned face up."),
        Step(
            ids.MP_UNDEALT_SCORE,
            f"They will count {worth} points for the dealer's side ({seats_text(table.dealer_side(dealer))}).",
        ),
        Step(
            ids.MP_DEAL,
            f"Every card is accounted for: {int(table)} \u00d7 {table.hand_size} + {len(undealt)} = {card_count}.",
        ),
    ]


def _check_packets(table: Table, packets: Sequence[int] | None) -> tuple[int, ...]:
    if packets is None:
        return USUAL_PACKETS[table]
    rounds = bounded(packets, "packets", "packet sizes", most=MANILLEN_DECK.size)

    def refusal() -> CardCountError:
        return CardCountError.citing(
            f"packets {excerpt(rounds)} are not a way to deal: give each round's packet size, 1 or more cards",
            Step(ids.INT_MP_DEALING, "The dealer deals in rounds of packets, each of one or more cards."),
        )

    if not rounds:
        raise refusal()
    rounds = tuple(whole_number(size, "a packet", low=1, refusal=refusal) for size in rounds)
    if sum(rounds) != table.hand_size:
        plan = " + ".join(str(size) for size in rounds)
        raise CardCountError.citing(
            f"packets of {plan} = {sum(rounds)} cards do not make a hand: each of {int(table)} players gets "
            f"{table.hand_size} cards",
            Step(ids.MP_DEAL, f"Each player is dealt {table.hand_size} cards at a table of {int(table)}."),
        )
    return rounds


def _check_cut(cut: int, cutter: int) -> int:
    def refusal() -> RuleViolation:
        return RuleViolation.citing(
            f"a cut of {excerpt(cut)} cards is not a cut: seat {cutter} lifts 1 to {MANILLEN_DECK.size - 1} cards "
            "from the top, or declines to cut",
            Step(ids.MP_CUT, f"Seat {cutter}, on the dealer's right, may cut the deck."),
        )

    return whole_number(cut, "the cut", low=1, high=MANILLEN_DECK.size - 1, refusal=refusal)


_CALLS: dict[str, Suit | None] = {
    **{suit.value: suit for suit in Suit},
    **{suit.word: suit for suit in Suit},
    **{suit.singular: suit for suit in Suit},
    **{suit.symbol: suit for suit in Suit},
    "no trumps": None,
    "no-trumps": None,
    "no trump": None,
    "nt": None,
}


def parse_call(call: Suit | str | None) -> Suit | None:
    """A trump call as the suit it makes trumps, or ``None`` for no trumps.

    >>> parse_call("Hearts"), parse_call("\u2660"), parse_call("no trumps")
    (<Suit.HEARTS: 'h'>, <Suit.SPADES: 's'>, None)
    >>> parse_call("stars")
    Traceback (most recent call last):
    ...
    engine.errors.RuleViolation: 'stars' is not a trump call: the dealer calls clubs, diamonds, hearts, spades or no trumps (mp-no-trumps)
    """
    if call is None or isinstance(call, Suit):
        return call
    if isinstance(call, str) and call.strip().lower() in _CALLS:
        return _CALLS[call.strip().lower()]
    raise RuleViolation.citing(
        f"{excerpt(call)} is not a trump call: the dealer calls clubs, diamonds, hearts, spades or no trumps",
        Step(ids.MP_NO_TRUMPS, "The dealer may call one of the four suits or no trumps."),
    )


def call_text(trump: Suit | None) -> str:
    """A call in words: the suit's word (``"hearts"``), or ``"no trumps"``."""
    if trump is None:
        return "no trumps"
    return instance_of(trump, "trump", Suit, "a suit, or None for no trumps").word


@dataclass(frozen=True, slots=True, kw_only=True)
class Contract:
    """The trump call of a deal and the doublings said over it.

    ``factors`` lists each doubling as ``(clause, factor, what)``; ``multiplier`` is their
    product (``int-mp-multipliers``).
    """

    table: Table
    dealer: int
    trump: Suit | None
    blind: bool
    go_along: int | None
    go_against: int | None
    because: tuple[Step, ...]

    @property
    def factors(self) -> tuple[tuple[ClauseId, int, str], ...]:
        found: list[tuple[ClauseId, int, str]] = []
        if self.blind:
            found.append((ids.MP_BLIND_NO_TRUMPS, 4, "no trumps called blind"))
        elif self.trump is None:
            found.append((ids.MP_NO_TRUMPS, 2, "no trumps"))
        if self.go_along is not None:
            found.append((ids.MP_GO_ALONG, 2, "\u201cI go along\u201d"))
        if self.go_against is not None:
            found.append((ids.MP_GO_ALONG, 2, "\u201cI go against\u201d"))
        return tuple(found)

    @property
    def multiplier(self) -> int:
        product = 1
        for _, factor, _ in self.factors:
            product *= factor
        return product

    def __str__(self) -> str:
        blind = " (blind)" if self.blind else ""
        return f"{call_text(self.trump)}{blind}, \u00d7 {self.multiplier}"


def call_trump(
    trump: Suit | str | None,
    *,
    player_count: int,
    dealer: int,
    blind: bool = False,
    go_along: int | None = None,
    go_against: int | None = None,
    blind_no_trumps: str = "forbidden",
) -> Contract:
    """The dealer's trump call and any doublings, with the multiplier worked out.

    :param trump: a suit (``"hearts"``, ``"h"``, ``Suit.HEARTS``) or ``None``/``"no trumps"``.
    :param blind: no trumps called before looking (``mp-blind-no-trumps``); only when
        ``blind_no_trumps="allowed"`` (``int-mp-blind-no-trumps``).
    :param go_along: the seat of the opponent who says \u201cI go along\u201d, if any.
    :param go_against: the seat on the dealer's side that answers \u201cI go against\u201d, if any.

    >>> contract = call_trump("hearts", player_count=6, dealer=1, go_along=4, go_against=3)
    >>> contract.multiplier
    4
    >>> print(contract.because[0])
    Seats 3 and 5, the dealer's partners, do not look at their cards until the trump is called. [mp-partners-wait]
    >>> call_trump("hearts", player_count=3, dealer=1, go_along=1)
    Traceback (most recent call last):
    ...
    engine.errors.RuleViolation: seat 1 cannot say \u201cI go along\u201d: only an opponent of the dealer may (seats 2 and 3) (mp-go-along)
    """
    table = Table.of(player_count)
    dealer = table.check_seat(dealer)
    suit = parse_call(trump)
    blind = flag(blind, "blind")
    check_option(ids.INT_MP_BLIND_NO_TRUMPS, blind_no_trumps)
    steps: list[Step] = []
    partners = [seat for seat in table.dealer_side(dealer) if seat != dealer]
    if partners:
        steps.append(
            Step(
                ids.MP_PARTNERS_WAIT,
                f"{sentence(seats_text(partners))}, the dealer's partners, do not look at their cards until "
                "the trump is called.",
            )
        )
    steps += _the_call(suit, dealer, blind=blind, blind_no_trumps=blind_no_trumps)
    contract = Contract(table=table, dealer=dealer, trump=suit, blind=blind, go_along=None, go_against=None, because=())
    if go_along is not None:
        contract = _go_along(contract, go_along, steps)
    if go_against is not None:
        contract = _go_against(contract, go_against, steps)
    steps.append(
        Step(
            ids.INT_MP_MULTIPLIERS,
            f"The deal's score will be multiplied by {contract.multiplier}, whichever side wins it.",
        )
    )
    return replace(contract, because=tuple(steps))


def _the_call(suit: Suit | None, dealer: int, *, blind: bool, blind_no_trumps: str) -> list[Step]:
    """The dealer's call, a suit or no trumps, looked at or blind: the steps that say what it counts."""
    if blind:
        if suit is not None:
            raise RuleViolation.citing(
                f"a blind call of {suit.word} is not allowed: only no trumps may be called before looking",
                Step(ids.MP_BLIND_NO_TRUMPS, "Only no trumps may be called before the dealer looks at their hand."),
            )
        if blind_no_trumps != "allowed":
            raise RuleViolation.citing(
                "no trumps called blind is not allowed at this table: it is played only \u201cin some games\u201d; "
                "call after looking, or agree before the deal that this table allows it",
                Step(ids.MP_BLIND_NO_TRUMPS, "Calling no trumps blind is played only in some games."),
                Step(ids.INT_MP_BLIND_NO_TRUMPS, "A table allows the blind call only if it has agreed to."),
            )
        return [
            Step(ids.INT_MP_BLIND_NO_TRUMPS, "This table allows no trumps to be called blind."),
            Step(ids.MP_BLIND_NO_TRUMPS, f"Seat {dealer}, the dealer, calls no trumps before looking: 1 \u00d7 4 = 4."),
        ]
    if suit is None:
        return [Step(ids.MP_NO_TRUMPS, f"Seat {dealer}, the dealer, looks and calls no trumps: 1 \u00d7 2 = 2.")]
    return [
        Step(
            ids.MP_TRUMP_CALL,
            f"Seat {dealer}, the dealer, looks and calls {suit.word} trumps: the score counts once.",
        )
    ]


def _go_along(contract: Contract, go_along: int, steps: list[Step]) -> Contract:
    """An opponent of the dealer says \u201cI go along\u201d: the multiplier doubles (its step added to ``steps``)."""
    table, dealer = contract.table, contract.dealer
    go_along = table.check_seat(go_along)
    opponents = table.side_seats(Side.OPPONENTS, dealer)
    if go_along not in opponents:
        raise RuleViolation.citing(
            f"seat {excerpt(go_along)} cannot say \u201cI go along\u201d: only an opponent of the dealer may "
            f"({seats_text(opponents)})",
            Step(ids.MP_GO_ALONG, "An opponent of the dealer may say \u201cI go along\u201d."),
        )
    doubled = replace(contract, go_along=go_along)
    steps.append(
        Step(
            ids.MP_GO_ALONG,
            f"Seat {go_along}, an opponent, says \u201cI go along\u201d: {contract.multiplier} \u00d7 2 = "
            f"{doubled.multiplier}.",
        )
    )
    return doubled


def _go_against(contract: Contract, go_against: int, steps: list[Step]) -> Contract:
    """The dealer's side answers \u201cI go against\u201d: the multiplier doubles again (its step added to ``steps``)."""
    table, dealer = contract.table, contract.dealer
    go_against = table.check_seat(go_against)
    ours = table.dealer_side(dealer)
    if contract.go_along is None:
        raise RuleViolation.citing(
            "\u201cI go against\u201d answers \u201cI go along\u201d: no opponent has gone along, so the dealer's "
            "side cannot go against",
            Step(ids.MP_GO_ALONG, "The dealer's team may call \u201cI go against\u201d after an opponent goes along."),
            Step(ids.INT_MP_GO_ALONG, "\u201cI go against\u201d is said only in answer to \u201cI go along\u201d."),
        )
    if go_against not in ours:
        raise RuleViolation.citing(
            f"seat {excerpt(go_against)} cannot say \u201cI go against\u201d: only the dealer's team may "
            f"({seats_text(ours)})",
            Step(ids.MP_GO_ALONG, "The dealer's team may call \u201cI go against\u201d."),
        )
    doubled = replace(contract, go_against=go_against)
    steps.append(
        Step(
            ids.MP_GO_ALONG,
            f"Seat {go_against}, on the dealer's side, says \u201cI go against\u201d: {contract.multiplier} \u00d7 2 = "
            f"{doubled.multiplier}.",
        )
    )
    return doubled
