"""Manillen Plus results as a reader sees them: the deal, the call, the legal plays, a trick, the play
and the score, one builder each giving a :class:`~widgets.render.forms.Shown`.

Hands are shown by suit, strongest first in the Manillen order (the manille, the 10, on top).

>>> from engine.manillen import call_trump
>>> shown = show_contract(call_trump("no trumps", player_count=6, dealer=1, go_along=4))
>>> shown.kind, "mp-go-along" in shown.clauses
('mp-contract', True)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine import Card, Suit
from engine.manillen import (
    TARGET,
    Contract,
    Deal,
    DealScore,
    GameScore,
    LegalPlays,
    PlayState,
    Side,
    Trick,
    card_points,
    strength,
    tie_factor,
)
from engine.words import plural, seats_text, sentence
from widgets.render.forms import (
    Block,
    Cards,
    Line,
    Paragraph,
    Row,
    Shown,
    Strong,
    Table,
    cited,
    steps,
)


def by_suit(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards grouped by suit (clubs, diamonds, hearts, spades), strongest first within a suit."""
    suits = list(Suit)
    return tuple(sorted(cards, key=lambda card: (suits.index(card.suit), -strength(card))))


def _points(cards: Iterable[Card]) -> int:
    return sum(card_points(card) for card in cards)


def _call(contract: Contract) -> str:
    """The call in words: ``'hearts are trumps'``, ``'no trumps, called blind'``."""
    if contract.trump is None:
        return "no trumps" + (", called blind" if contract.blind else "")
    return f"{contract.trump.word} are trumps"


def _plays(seats: Sequence[int], cards: Sequence[Card]) -> Line:
    """``seat 2 10♠, seat 3 7♠``: each card played with its seat."""
    line: list[str | Cards] = []
    for index, (seat, card) in enumerate(zip(seats, cards, strict=False)):
        line += [f"{', ' if index else ''}seat {seat} ", Cards((card,))]
    return tuple(line)


def show_mp_deal(deal: Deal) -> Shown:
    """A Manillen Plus deal: each seat's hand and side, the undealt cards, and how they were dealt."""
    head = (
        f"Seat {deal.dealer} deals to {int(deal.table)} players: {deal.table.hand_size} cards each, "
        f"{len(deal.undealt)} left undealt."
    )
    rows = tuple(
        Row(
            (
                (f"Seat {seat}" + (" (dealer)" if seat == deal.dealer else ""),),
                (deal.table.side_of(seat, deal.dealer).value,),
                (Cards(by_suit(hand)),),
            )
        )
        for seat, hand in deal.hands.items()
    )
    hands = Table(("Seat", "Side", "Hand (by suit, strongest first)"), rows, caption=head, lead=(Strong(head),))
    undealt = Paragraph(("Undealt, face up, for the dealer's side: ", Cards(deal.undealt)))
    return Shown("mp-deal", (hands, undealt, steps(deal.because)))


def show_contract(contract: Contract) -> Shown:
    """The trump call, the doublings said over it, and the multiplier they make."""
    head = f"{sentence(_call(contract))}; the deal's score counts \u00d7 {contract.multiplier}."
    return Shown("mp-contract", (Paragraph((Strong(head),)), steps(contract.because)))


def show_legal_plays(plays: LegalPlays) -> Shown:
    """The situation of the trick, then every card of the hand: may it be played, and why."""
    count = len(plays.hand)
    if len(plays.allowed) == count:
        head = f"Seat {plays.seat} may play any of its {plural(count, 'card')}."
    else:
        shown = " ".join(card.symbol for card in plays.allowed)
        head = f"Seat {plays.seat} may play {shown}: {len(plays.allowed)} of its {count} cards."
    blocks: list[Block] = [Paragraph((Strong(head),))]
    situation = plays.because[: len(plays.because) - count]
    if situation:
        blocks.append(steps(situation))
    rows = []
    for card in plays.hand:
        step = plays.reasons[card]
        verdict: Line = ("yes",) if card in plays.allowed else (Strong("no"),)
        rows.append(Row(((Cards((card,)),), verdict, cited(step.text, step.clause))))
    blocks.append(Table(("Card", "May be played?", "Why"), tuple(rows)))
    return Shown("mp-legal", tuple(blocks))


def _trick_cells(trick: Trick) -> tuple[str, str, str]:
    """A finished trick's leader and winner (``'seat 2'``), and the symbol of the winning card."""
    index = trick.seats.index(trick.winner)
    return f"seat {trick.leader}", f"seat {trick.winner}", trick.cards[index].symbol


def show_trick(trick: Trick) -> Shown:
    """A finished trick: who led, each card played, who won it and the points in it."""
    led, won, card = _trick_cells(trick)
    head = f"{sentence(won)} wins the trick with {card} ({_points(trick.cards)} points)."
    return Shown(
        "mp-trick", (Paragraph((Strong(head), f" {sentence(led)} led: ", *_plays(trick.seats, trick.cards), ".")),)
    )


def show_play(state: PlayState) -> Shown:
    """A deal in play: the tricks so far, the trick in progress, the cards left, and every card's reason."""
    call = f"{sentence(_call(state.contract))} (\u00d7 {state.contract.multiplier})."
    total = state.table.trick_count
    if state.is_over:
        head = f"{call} The deal is over: all {total} tricks are played."
    else:
        head = f"{call} Trick {len(state.tricks) + 1} of {total}: seat {state.to_play} to play."
    blocks: list[Block] = [Paragraph((Strong(head),))]
    if state.tricks:
        rows = []
        for number, trick in enumerate(state.tricks, start=1):
            led, won, card = _trick_cells(trick)
            plays = _plays(trick.seats, trick.cards)
            rows.append(Row(((str(number),), (led,), plays, (f"{won} ({card})",), (str(_points(trick.cards)),))))
        header = ("Trick", "Led by", "Cards played", "Won by", "Points")
        blocks += [Table(header, tuple(rows), caption="The tricks"), Paragraph((_won(state),))]
    if state.trick:
        seats = state.table.clockwise_from(state.leader)
        blocks.append(Paragraph((f"Trick {len(state.tricks) + 1} so far: ", *_plays(seats, state.trick), ".")))
    if not state.is_over:
        left = tuple(
            Row(((f"Seat {seat}",), (state.side_of(seat).value,), (Cards(by_suit(hand)),)))
            for seat, hand in state.hands.items()
        )
        blocks.append(Table(("Seat", "Side", "Cards left (by suit, strongest first)"), left, caption="The cards left"))
    blocks += [Paragraph(("The play, card by card:",)), steps(state.because)]
    return Shown("mp-play", tuple(blocks))


def _won(state: PlayState) -> str:
    """``Tricks won so far: the dealer's side (seat 1) 4 tricks; ...``"""
    parts = []
    for side in Side:
        seats = seats_text(state.table.side_seats(side, state.dealer))
        parts.append(f"{side.value} ({seats}) {plural(len(state.tricks_won(side)), 'trick')}")
    return ("Tricks won: " if state.is_over else "Tricks won so far: ") + "; ".join(parts) + "."


def _team(team: Sequence[int]) -> str:
    return sentence(seats_text(team))


def _score_head(result: DealScore) -> str:
    if result.winner is None:
        return "Both sides have 30: no one scores this deal, and the next deal counts double."
    ours, theirs = result.points[Side.DEALER], result.points[Side.OPPONENTS]
    high, low = (ours, theirs) if result.winner is Side.DEALER else (theirs, ours)
    scorers = [team for team, amount in result.awards.items() if amount]
    seats = sorted(seat for team in scorers for seat in team)
    each = " each" if len(scorers) > 1 else ""
    verb = "scores" if len(seats) == 1 else "score"
    wins = "wins" if result.winner is Side.DEALER else "win"
    return f"{sentence(result.winner.value)} {wins} the deal, {high} to {low}: {seats_text(seats)}{each} {verb} {result.score}."


def _arithmetic(result: DealScore) -> str:
    if result.winner is None:
        return "Score this deal: 0."
    if result.multiplier == 1:
        return f"Score this deal: {result.base}."
    return f"Score this deal: {result.base} \u00d7 {result.multiplier} = {result.score}."


def show_deal_score(result: DealScore) -> Shown:
    """The score of a deal: each side's points, the arithmetic, what each team scores, and why."""
    sides = tuple(
        Row(((sentence(side.value),), (seats_text(result.table.side_seats(side, result.dealer)),), (str(points),)))
        for side, points in result.points.items()
    )
    awards = tuple(Row(((_team(team),), (str(amount),))) for team, amount in result.awards.items())
    return Shown(
        "mp-score",
        (
            Paragraph((Strong(_score_head(result)),)),
            Table(("Side", "Seats", "Points"), sides, caption="The points of the deal"),
            Paragraph((_arithmetic(result),)),
            Table(("Game score of", "Adds"), awards, caption="Added to the game scores"),
            steps(result.because),
        ),
    )


def _game_head(game: GameScore) -> str:
    after = f"after {plural(len(game.deals), 'deal')}"
    if game.winners:
        seats = sorted(seat for team in game.winners for seat in team)
        verb = "wins" if len(seats) == 1 else "win"
        return f"Game to {TARGET}, {after}: {seats_text(seats)} {verb}."
    pending = ""
    if game.ties_before:
        pending = f"; the next deal counts \u00d7 {tie_factor(game.ties_before, game.ties)} after 30-30"
    return f"Game to {TARGET}, {after}: seat {game.dealer} deals next{pending}."


def _deal_row(number: int, result: DealScore) -> Row:
    points = f"{result.points[Side.DEALER]}\u2013{result.points[Side.OPPONENTS]}"
    factor = f"\u00d7 {result.multiplier}" if result.winner is not None else "30-30"
    scored = ", ".join(f"{seats_text(team)} +{amount}" for team, amount in result.awards.items() if amount)
    return Row(((str(number),), (f"seat {result.dealer}",), (points,), (factor,), (scored or "no one",)))


def show_game(game: GameScore) -> Shown:
    """A game to 101: the game scores, every deal with its result, and the log of the game."""
    scores = tuple(
        Row(((_team(team) + (" (wins)" if team in game.winners else ""),), (str(score),)))
        for team, score in game.scores.items()
    )
    blocks: list[Block] = [
        Paragraph((Strong(_game_head(game)),)),
        Table(("Game score of", "Score"), scores, caption="The game scores"),
    ]
    if game.deals:
        rows = tuple(_deal_row(number, result) for number, result in enumerate(game.deals, start=1))
        header = ("Deal", "Dealer", "Dealer's side\u2013opponents", "Doubling", "Scored")
        blocks.append(Table(header, rows, caption="The deals"))
    blocks.append(steps(game.because))
    return Shown("mp-game", tuple(blocks))
