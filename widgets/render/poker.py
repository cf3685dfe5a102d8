"""The poker results as a reader sees them: one builder per result, each giving a
:class:`~widgets.render.forms.Shown` (hands, decisions, decks, the deal and its events, betting
rounds, showdowns and their pots), and the showdown's cards with the five each hand uses outlined.

>>> from engine.poker.rankings import evaluate
>>> shown = show_hand(evaluate("Ah Kh Qh Jh 9h"))
>>> shown.kind, shown.clauses[:1], len(shown.cards)
('hand', ('int-standard-ranking',), 5)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine import BettingRound, Card, Deal, Decision, Deck, Event, HandValue, LowValue, Showdown
from engine.explain import decision_text
from engine.words import sentence
from widgets.render.forms import (
    BREAK,
    CardRow,
    Cards,
    Cite,
    Emphasis,
    Items,
    Line,
    Paragraph,
    Row,
    Shown,
    Strong,
    Table,
    steps,
)


def show_card(card: Card) -> Shown:
    """One card."""
    return Shown("card", (Paragraph((Cards((card,)),)),))


def show_hand(hand: HandValue | LowValue) -> Shown:
    """A hand's name, its five cards and its reasons."""
    return Shown("hand", (Paragraph((Strong(hand.name), " ", Cards(hand.cards))), steps(hand.because)))


def show_decision(decision: Decision[Any]) -> Shown:
    """A decision's value (in its own wording, where it has one) and its reasons."""
    return Shown("decision", (Paragraph((Strong(decision_text(decision)),)), steps(decision.because)))


def show_deck(deck: Deck) -> Shown:
    """A deck: its size, every card, and the clause that sets it."""
    title = Paragraph((Strong(f"The {deck.name} deck: {deck.size} cards"),))
    return Shown("deck", (title, CardRow(Cards(tuple(deck.cards))), steps((deck.step(),))))


def _face_up(event: Event) -> tuple[Card, ...]:
    """The cards an event shows the table (face-down cards stay hidden)."""
    return tuple(event.cards) if event.face_up else ()


def show_event(event: Event) -> Shown:
    """One event of a deal: its headline, the face-up cards it moved, its reasons and the card count."""
    return Shown(
        "event",
        (
            Paragraph((Strong(event.headline), " ", Cards(_face_up(event)))),
            steps(event.because),
            Paragraph((f"Cards: {event.counts}.",), role="count"),
        ),
    )


def show_deal(hand: Deal) -> Shown:
    """A whole deal, one line per event, each with the clause it applies."""
    lines = []
    for event in hand.events:
        shown = _face_up(event)
        cards: Line = (" ", Cards(shown)) if shown else ()
        lines.append((event.headline, *cards, " ", Cite(event.because[0].clause)))
    return Shown("deal", (Items(tuple(lines), role="steps"),))


def show_betting_round(betting: BettingRound) -> Shown:
    """How a betting round began, each action with its reasons, and what the player to act may do."""
    money = betting.stakes.money
    head = f"Round {betting.round_number} of {betting.stakes.name}: the pot is {money(betting.pot)}"
    now = "the round is over" if betting.to_act is None else f"seat {betting.to_act} to act: {betting.options().value}"
    blocks: list[Paragraph | Items] = [Paragraph((Strong(f"{head}; {now}."),)), steps(betting.because)]
    for record in betting.history:
        blocks += [Paragraph((Emphasis(sentence(record.text)),)), steps(record.because)]
    return Shown("round", tuple(blocks))


def _named_cards(hand: HandValue | LowValue | None, absent: str) -> Line:
    """A table cell: the hand's name over its five cards, or ``absent``."""
    return (hand.name, BREAK, Cards(hand.cards)) if hand else (absent,)


def show_pots(result: Showdown) -> Table | None:
    """The pots of a showdown with side pots (``int-side-pots``): each pot's chips, who may win it and
    who wins what, and an uncalled bet returned (never a pot); ``None`` with one pot and nothing returned."""
    if len(result.pots) < 2 and result.uncalled is None:
        return None
    rows = []
    for award in result.pots:
        pot = award.pot
        won: dict[int, int] = {}
        for share in award.shares:
            won[share.seat] = won.get(share.seat, 0) + share.amount
        winners = ", ".join(f"seat {seat} {result.money(amount)}" for seat, amount in won.items())
        eligible = ", ".join(str(seat) for seat in pot.eligible)
        cells: tuple[Line, ...] = (
            (sentence(pot.name),),
            (result.money(pot.amount),),
            (f"seats {eligible}",),
            (winners,),
        )
        rows.append(Row(cells))
    if result.uncalled is not None:
        back = result.uncalled
        rows.append(
            Row(
                (
                    ("Uncalled bet (no pot)",),
                    (result.money(back.amount),),
                    ("no other player matched it",),
                    (f"returned to seat {back.seat}",),
                )
            )
        )
    header = ("Pot", "Chips", "May win it", "Goes to")
    return Table(header, tuple(rows), caption="The pots", role="pots", row_header=None)


def show_showdown(result: Showdown, *, with_steps: bool = True) -> Shown:
    """Each seat's hand (and low) and what it wins, the pots where there are side pots, then the steps
    (``with_steps=False``: where the steps are shown beside it already)."""
    hilo = result.game.is_hilo
    rows = []
    for seat, amount in result.awards.items():
        cells = [(f"Seat {seat}",), _named_cards(result.hands.get(seat), "not shown")]
        if hilo:
            cells.append(_named_cards(result.lows.get(seat), "no low"))
        cells.append((result.money(amount),))
        rows.append(Row(tuple(cells)))
    header = ("Seat", "High hand", *(("Low hand",) if hilo else ()), "Wins")
    caption = f"{result.game.name} showdown, pot {result.money(result.pot)}"
    if result.uncalled is not None:
        back = result.uncalled
        caption += f" (uncalled bet of {result.money(back.amount)} returned to seat {back.seat})"
    blocks: list[Table | Items] = [Table(header, tuple(rows), caption=caption)]
    pots = show_pots(result)
    if pots is not None:
        blocks.append(pots)
    if with_steps:
        blocks.append(steps(result.because))
    return Shown("showdown", tuple(blocks))


#: The caption of the cards table (the five each hand uses are outlined and read "used").
HELD_CAPTION = 'The cards each player holds; the five each hand uses are outlined and read "used"'


def show_held_cards(result: Showdown, held: Mapping[int, Sequence[Card]], board: Sequence[Card]) -> Table | None:
    """Each seat's own cards and the board, the five its best hand uses outlined: a row for the high
    hand, and one for the low in a hi/lo game.  ``None`` when no hand is shown (a pot won without a
    showdown).

    >>> from engine.poker.showdown import showdown
    >>> from engine.cards import parse_cards
    >>> hands = {1: parse_cards("Ah Kh"), 2: parse_cards("Js Jd")}
    >>> board = parse_cards("Qh Jh 9h Qc 7d")
    >>> table = show_held_cards(showdown("2 Card Manila", hands, board, pot=30, button=2), hands, board)
    >>> [len(row.cells[2][0].used | row.cells[3][0].used) for row in table.rows]
    [5, 5]
    """
    rows = []
    lines = 2 if result.lows else 1
    for seat in result.awards:
        high = result.hands.get(seat)
        if high is None:
            continue
        own = tuple(held[seat])
        hands: list[tuple[str, tuple[Card, ...]]] = [(f"High: {high.name}", high.cards)]
        if seat in result.lows:  # a hi/lo game: every seat's low, or None
            low = result.lows[seat]
            hands.append((f"Low: {low.name}", low.cards) if low else ("Low: no qualifying low", ()))
        for line, (name, cards) in enumerate(hands):
            used = frozenset(cards)
            cells: list[Line] = [(f"Seat {seat}",) if line == 0 else (), (name,), (Cards(own, used),)]
            if board:
                cells.append((Cards(tuple(board), used),))
            rows.append(Row(tuple(cells)))
    if not rows:
        return None
    header = ("Seat", "Best hand", "Own cards", *(("Board",) if board else ()))
    return Table(
        header, tuple(rows), caption=HELD_CAPTION, lead=(HELD_CAPTION + ":",), role="held", row_header_span=lines
    )
