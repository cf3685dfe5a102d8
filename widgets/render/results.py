"""Turning the engine's results into text and HTML: the one place that does it.

No Jupyter import: objects expose ``_repr_html_`` that call these functions, so a
bare value at the end of a notebook cell reads well, and widgets use the same
HTML.  Clause ids become links to the book page that transcribes the clause:
``link_base`` is the path from the current page to the book's ``book/`` folder
(``"../"`` from a chapter one folder deep, the default).

Cards are drawn with their suit symbol and rank as text, and carry an
``aria-label`` that reads them aloud, so colour is never the only cue.  Every HTML
block carries ``tex2jax_ignore mathjax_ignore``: Jupyter typesets ``$...$`` as maths,
and the rules are full of dollar amounts.

>>> from engine.explain import Step, steps_text
>>> from engine.documents import ids
>>> print(steps_text([Step(ids.PP_MANILA2_ACE_EXAMPLE, "A-7-8-9-10 is not a straight.")]))
A-7-8-9-10 is not a straight. [pp-manila2-ace-example]
>>> clause_link(ids.NZG_13_5C)
'<a class="rb-cite" href="../rules/nz-gazette.html#nzg-13-5c" title="NZ Gazette 13.5(c)">NZ Gazette 13.5(c)</a>'
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from html import escape
from typing import TYPE_CHECKING, Any

from engine.cards import Card
from engine.documents.registry import citation
from engine.explain import Decision, Step, decision_text

if TYPE_CHECKING:
    from engine.decks import Deck
    from engine.poker.betting.round import BettingRound
    from engine.poker.deal import Deal, Event
    from engine.poker.lows import LowValue
    from engine.poker.rankings import HandValue
    from engine.poker.showdown import Showdown

DEFAULT_LINK_BASE = "../"


def default_link_base() -> str:
    """Where clause links point when a caller does not say: ``RULES_BOOK_LINK_BASE`` if the book's
    server has set it (live pages are served away from the book), else ``../``."""
    return os.environ.get("RULES_BOOK_LINK_BASE", DEFAULT_LINK_BASE)


STYLE = (
    "<style>"
    ".rb-card{display:inline-block;min-width:2.2em;padding:.1em .3em;margin:.1em;border:1px solid #555;"
    "border-radius:.3em;background:#fff;font-weight:600;text-align:center;font-family:inherit}"
    ".rb-red{color:#b00020}.rb-black{color:#111}"
    ".rb-steps{margin:.3em 0 .3em 2.2em;padding:0}.rb-steps li{margin:.15em 0}"
    ".rb-cite{font-size:.85em;white-space:nowrap}"
    ".rb-used{outline:3px solid #1a73e8;outline-offset:1px}"
    ".rb-table{border-collapse:collapse}.rb-table td,.rb-table th{padding:.2em .6em;border-bottom:1px solid #ddd;text-align:left}"
    "</style>"
)


def clause_url(clause_id: str, link_base: str | None = None) -> str:
    """The address of the clause's anchor in the book, relative to ``link_base``."""
    if link_base is None:
        link_base = default_link_base()
    cite = citation(clause_id)
    return f"{link_base}{cite.page}.html#{clause_id}"


def clause_link(clause_id: str, link_base: str | None = None) -> str:
    """An HTML link to the clause, labelled the way a reader cites it."""
    cite = citation(clause_id)
    return (
        f'<a class="rb-cite" href="{escape(clause_url(clause_id, link_base))}" '
        f'title="{escape(cite.label)}">{escape(cite.label)}</a>'
    )


def steps_html(steps: Iterable[Step], link_base: str | None = None) -> str:
    """Steps as an ordered list, each with a link to the clause it applies."""
    items = "".join(
        f'<li>{escape(step.text)} <span aria-hidden="true">\u2014</span> {clause_link(step.clause, link_base)}</li>'
        for step in steps
    )
    return f'<ol class="rb-steps">{items}</ol>'


def card_html(card: Card, *, used: bool = False) -> str:
    """One card: rank and suit symbol as text, colour as a second cue, read aloud by label."""
    colour = "rb-red" if card.suit.is_red else "rb-black"
    extra = " rb-used" if used else ""
    label = str(card) + (" (used)" if used else "")
    return (
        f'<span class="rb-card {colour}{extra}" role="img" aria-label="{escape(label)}" '
        f'title="{escape(label)}">{escape(card.symbol)}</span>'
    )


def cards_html(cards: Sequence[Card], used: Iterable[Card] = ()) -> str:
    """Cards in a row; those in ``used`` are outlined (the five a hand uses)."""
    chosen = set(used)
    return "".join(card_html(card, used=card in chosen) for card in cards)


def hand_html(hand: HandValue | LowValue, link_base: str | None = None) -> str:
    """A hand's name, its five cards and its reasons."""
    return (
        f'{STYLE}<div class="tex2jax_ignore mathjax_ignore rb-hand"><p><strong>{escape(hand.name)}</strong> '
        f"{cards_html(hand.cards)}</p>{steps_html(hand.because, link_base)}</div>"
    )


def decision_html(decision: Decision[Any], link_base: str | None = None) -> str:
    """A decision's value (in its own wording, where it has one) and its reasons."""
    return (
        f'{STYLE}<div class="tex2jax_ignore mathjax_ignore rb-decision"><p><strong>{escape(decision_text(decision))}</strong></p>'
        f"{steps_html(decision.because, link_base)}</div>"
    )


def pot_rows(result: Showdown) -> list[tuple[str, str, str, str]]:
    """(pot, chips, who may win it, who wins what) for each pot, where there are side pots (``int-side-pots``)."""
    if len(result.pots) < 2:
        return []
    rows = []
    for award in result.pots:
        pot = award.pot
        won: dict[int, int] = {}
        for share in award.shares:
            won[share.seat] = won.get(share.seat, 0) + share.amount
        winners = ", ".join(f"seat {seat} {result.money(amount)}" for seat, amount in won.items())
        eligible = ", ".join(str(seat) for seat in pot.eligible)
        rows.append((pot.name[0].upper() + pot.name[1:], result.money(pot.amount), f"seats {eligible}", winners))
    return rows


def pots_html(result: Showdown) -> str:
    """The pots of a showdown with side pots, as a table (empty with one pot)."""
    rows = pot_rows(result)
    if not rows:
        return ""
    body = "".join("<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>" for row in rows)
    return (
        '<table class="rb-table rb-pots"><caption>The pots</caption><thead><tr><th scope="col">Pot</th>'
        '<th scope="col">Chips</th><th scope="col">May win it</th><th scope="col">Goes to</th></tr></thead>'
        f"<tbody>{body}</tbody></table>"
    )


def pots_markdown(result: Showdown) -> str:
    """The same table in Markdown (empty with one pot)."""
    rows = pot_rows(result)
    if not rows:
        return ""
    lines = ["| Pot | Chips | May win it | Goes to |", "| --- | --- | --- | --- |"]
    lines += ["| " + " | ".join(md_escape(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines) + "\n\n"


def showdown_html(result: Showdown, link_base: str | None = None, *, steps: bool = True) -> str:
    """A table of each seat's hand (and low) and what it wins, then the steps (``steps=False``: the
    table alone, where the steps are shown beside it already)."""
    rows = []
    hilo = result.game.is_hilo
    for seat, amount in result.awards.items():
        hand = result.hands.get(seat)
        high = f"{escape(hand.name)}<br>{cards_html(hand.cards)}" if hand else "not shown"
        cells = [f'<th scope="row">Seat {seat}</th>', f"<td>{high}</td>"]
        if hilo:
            low = result.lows.get(seat)
            cells.append(f"<td>{escape(low.name) + '<br>' + cards_html(low.cards) if low else 'no low'}</td>")
        cells.append(f"<td>{escape(result.money(amount))}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    head = '<th scope="col">Seat</th><th scope="col">High hand</th>'
    if hilo:
        head += '<th scope="col">Low hand</th>'
    head += '<th scope="col">Wins</th>'
    return (
        f'{STYLE}<div class="tex2jax_ignore mathjax_ignore rb-showdown"><table class="rb-table"><caption>{escape(result.game.name)} showdown, '
        f"pot {escape(result.money(result.pot))}</caption><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody>"
        f"</table>{pots_html(result)}{steps_html(result.because, link_base) if steps else ''}</div>"
    )


def event_html(event: Event, link_base: str | None = None) -> str:
    """One event of a deal: its headline, the cards it moved (face-down cards stay hidden), the count."""
    shown = cards_html(event.cards) if event.cards and event.face_up else ""
    return (
        f'{STYLE}<div class="tex2jax_ignore mathjax_ignore rb-event"><p><strong>{escape(event.headline)}</strong> {shown}</p>'
        f'{steps_html(event.because, link_base)}<p class="rb-count">Cards: {escape(str(event.counts))}.</p></div>'
    )


# --- MyST Markdown: the book's form --------------------------------------------------------------

_MD_SPECIAL = str.maketrans({char: "\\" + char for char in "\\`*_[]<>#|{}"})


def md_escape(text: str) -> str:
    """Text with the characters Markdown would read as markup escaped."""
    return text.translate(_MD_SPECIAL)


def steps_markdown(steps: Iterable[Step]) -> str:
    """Steps as a numbered Markdown list, each ending with a ``{clause}`` role."""
    return "\n".join(
        f"{index}. {md_escape(step.text)} \u2014 {{clause}}`{step.clause}`" for index, step in enumerate(steps, 1)
    )


def cards_markdown(cards: Sequence[Card], used: Iterable[Card] = ()) -> str:
    """Cards as inline HTML inside Markdown (the same markup as :func:`cards_html`)."""
    return cards_html(cards, used)


def hand_markdown(hand: HandValue | LowValue) -> str:
    """A hand's name, its five cards and its reasons."""
    return f"**{md_escape(hand.name)}** {cards_markdown(hand.cards)}\n\n{steps_markdown(hand.because)}\n"


def decision_markdown(decision: Decision[Any]) -> str:
    """A decision's value (in its own wording, where it has one) and its reasons."""
    return f"**{md_escape(decision_text(decision))}**\n\n{steps_markdown(decision.because)}\n"


def showdown_markdown(result: Showdown) -> str:
    """Each seat's hand (and low) and what it wins, as a table, then the steps."""
    hilo = result.game.is_hilo
    header = "| Seat | High hand |" + (" Low hand |" if hilo else "") + " Wins |"
    rule = "| --- | --- |" + (" --- |" if hilo else "") + " --- |"
    rows = [header, rule]
    for seat, amount in result.awards.items():
        hand = result.hands.get(seat)
        high = f"{md_escape(hand.name)} {cards_markdown(hand.cards)}" if hand else "not shown"
        row = f"| Seat {seat} | {high} |"
        if hilo:
            low = result.lows.get(seat)
            row += f" {md_escape(low.name) + ' ' + cards_markdown(low.cards) if low else 'no low'} |"
        rows.append(row + f" {md_escape(result.money(amount))} |")
    return "\n".join(rows) + f"\n\n{pots_markdown(result)}{steps_markdown(result.because)}\n"


def event_markdown(event: Event) -> str:
    """One event of a deal: its headline, the face-up cards it moved, its reasons and the count."""
    shown = " " + cards_markdown(event.cards) if event.cards and event.face_up else ""
    return (
        f"**{md_escape(event.headline)}**{shown}\n\n{steps_markdown(event.because)}\n\n"
        f"Cards: {md_escape(str(event.counts))}.\n"
    )


def deal_markdown(hand: Deal) -> str:
    """A whole deal, one line per event, each with the clause it applies."""
    lines = []
    for event in hand.events:
        shown = " " + cards_markdown(event.cards) if event.cards and event.face_up else ""
        lines.append(
            f"{event.index + 1}. {md_escape(event.headline)}{shown} \u2014 {{clause}}`{event.because[0].clause}`"
        )
    return "\n".join(lines) + "\n"


def deal_html(hand: Deal, link_base: str | None = None) -> str:
    """A whole deal, one line per event, each with a link to the clause it applies."""
    items = []
    for event in hand.events:
        shown = " " + cards_html(event.cards) if event.cards and event.face_up else ""
        items.append(
            f'<li>{escape(event.headline)}{shown} <span aria-hidden="true">\u2014</span> '
            f"{clause_link(event.because[0].clause, link_base)}</li>"
        )
    return f'{STYLE}<div class="tex2jax_ignore mathjax_ignore rb-deal"><ol class="rb-steps">{"".join(items)}</ol></div>'


def deck_markdown(deck: Deck) -> str:
    """A deck: its size, what it keeps, every card, and the clause that sets it."""
    return f"**The {md_escape(deck.name)} deck: {deck.size} cards** {cards_markdown(deck.cards)}\n\n{steps_markdown((deck.step(),))}\n"


def deck_html(deck: Deck, link_base: str | None = None) -> str:
    """A deck: its size, what it keeps, every card, and the clause that sets it."""
    return (
        f'{STYLE}<div class="tex2jax_ignore mathjax_ignore rb-deck"><p><strong>The {escape(deck.name)} deck: {deck.size} cards</strong></p>'
        f"<p>{cards_html(deck.cards)}</p>{steps_html((deck.step(),), link_base)}</div>"
    )


def _round_lines(betting: BettingRound) -> tuple[str, str]:
    money = betting.stakes.money
    head = f"Round {betting.round_number} of {betting.stakes.name}: the pot is {money(betting.pot)}"
    if betting.to_act is None:
        return head, "the round is over"
    return head, f"seat {betting.to_act} to act: {betting.options().value}"


def betting_round_markdown(betting: BettingRound) -> str:
    """How a betting round began, each action with its reasons, and what the player to act may do."""
    head, now = _round_lines(betting)
    parts = [f"**{md_escape(head)}; {md_escape(now)}.**", "", steps_markdown(betting.because)]
    for record in betting.history:
        parts += ["", f"*{md_escape(record.text[0].upper() + record.text[1:])}*", "", steps_markdown(record.because)]
    return "\n".join(parts) + "\n"


def betting_round_html(betting: BettingRound, link_base: str | None = None) -> str:
    """How a betting round began, each action with its reasons, and what the player to act may do."""
    head, now = _round_lines(betting)
    parts = [
        f'{STYLE}<div class="tex2jax_ignore mathjax_ignore rb-round"><p><strong>{escape(head)}; {escape(now)}.</strong></p>'
    ]
    parts.append(steps_html(betting.because, link_base))
    for record in betting.history:
        parts.append(f"<p><em>{escape(record.text[0].upper() + record.text[1:])}</em></p>")
        parts.append(steps_html(record.because, link_base))
    return "".join(parts) + "</div>"


# --- Manillen Plus: the deal, the call, the play and the score -----------------------------------
#
# The Manillen objects (engine.manillen_*) draw themselves with the functions below: each comes
# as ``manillen_*_markdown`` (the book) and ``manillen_*_html`` (Jupyter, Voila).  Hands are
# shown by suit, strongest first in the Manillen order (the manille, the 10, on top).

if TYPE_CHECKING:
    from engine.manillen.deal import Contract as ManillenContract
    from engine.manillen.deal import Deal as ManillenDeal
    from engine.manillen.scoring import DealScore, GameScore
    from engine.manillen.tricks import LegalPlays, PlayState, Trick


def _manillen_sorted(cards: Sequence[Card]) -> tuple[Card, ...]:
    """Cards grouped by suit (clubs, diamonds, hearts, spades), strongest first within a suit."""
    from engine.cards import Suit
    from engine.manillen.table import strength

    suits = list(Suit)
    return tuple(sorted(cards, key=lambda card: (suits.index(card.suit), -strength(card))))


def _manillen_seats(seats: Iterable[int]) -> str:
    from engine.manillen.table import seats_text

    return seats_text(seats)


def _manillen_capital(text: str) -> str:
    from engine.manillen.table import sentence

    return sentence(text)


def _manillen_trick_points(cards: Sequence[Card]) -> int:
    from engine.manillen.table import card_points

    return sum(card_points(card) for card in cards)


def _manillen_call(contract: ManillenContract) -> str:
    """The call in words: ``'hearts are trumps'``, ``'no trumps, called blind'``."""
    if contract.trump is None:
        return "no trumps" + (", called blind" if contract.blind else "")
    return f"{contract.trump.word} are trumps"


def _manillen_deal_rows(deal: ManillenDeal) -> list[tuple[str, str, tuple[Card, ...]]]:
    rows = []
    for seat, hand in deal.hands.items():
        name = f"Seat {seat}" + (" (dealer)" if seat == deal.dealer else "")
        rows.append((name, deal.table.side_of(seat, deal.dealer).value, _manillen_sorted(hand)))
    return rows


def _manillen_deal_head(deal: ManillenDeal) -> str:
    return (
        f"Seat {deal.dealer} deals to {int(deal.table)} players: {deal.table.hand_size} cards each, "
        f"{len(deal.undealt)} left undealt."
    )


def manillen_deal_markdown(deal: ManillenDeal) -> str:
    """A Manillen Plus deal: each seat's hand and side, the undealt cards, and how they were dealt."""
    lines = [f"**{md_escape(_manillen_deal_head(deal))}**", ""]
    lines += ["| Seat | Side | Hand (by suit, strongest first) |", "| --- | --- | --- |"]
    for name, side, hand in _manillen_deal_rows(deal):
        lines.append(f"| {md_escape(name)} | {md_escape(side)} | {cards_markdown(hand)} |")
    lines += ["", f"Undealt, face up, for the dealer's side: {cards_markdown(deal.undealt)}", ""]
    lines.append(steps_markdown(deal.because))
    return "\n".join(lines) + "\n"


def manillen_deal_html(deal: ManillenDeal, link_base: str | None = None) -> str:
    """A Manillen Plus deal: each seat's hand and side, the undealt cards, and how they were dealt."""
    rows = "".join(
        f'<tr><th scope="row">{escape(name)}</th><td>{escape(side)}</td><td>{cards_html(hand)}</td></tr>'
        for name, side, hand in _manillen_deal_rows(deal)
    )
    return (
        f'{STYLE}<div class="tex2jax_ignore mathjax_ignore rb-mp-deal"><table class="rb-table"><caption>{escape(_manillen_deal_head(deal))}'
        '</caption><thead><tr><th scope="col">Seat</th><th scope="col">Side</th>'
        f'<th scope="col">Hand (by suit, strongest first)</th></tr></thead><tbody>{rows}</tbody></table>'
        f"<p>Undealt, face up, for the dealer's side: {cards_html(deal.undealt)}</p>"
        f"{steps_html(deal.because, link_base)}</div>"
    )


def _manillen_contract_head(contract: ManillenContract) -> str:
    return f"{_manillen_capital(_manillen_call(contract))}; the deal's score counts \u00d7 {contract.multiplier}."


def manillen_contract_markdown(contract: ManillenContract) -> str:
    """The trump call, the doublings said over it, and the multiplier they make."""
    return f"**{md_escape(_manillen_contract_head(contract))}**\n\n{steps_markdown(contract.because)}\n"


def manillen_contract_html(contract: ManillenContract, link_base: str | None = None) -> str:
    """The trump call, the doublings said over it, and the multiplier they make."""
    return (
        f'{STYLE}<div class="tex2jax_ignore mathjax_ignore rb-mp-contract"><p><strong>{escape(_manillen_contract_head(contract))}</strong></p>'
        f"{steps_html(contract.because, link_base)}</div>"
    )


def _manillen_legal_head(plays: LegalPlays) -> str:
    count = len(plays.hand)
    if len(plays.allowed) == count:
        return f"Seat {plays.seat} may play any of its {count} card{'s' if count != 1 else ''}."
    shown = " ".join(card.symbol for card in plays.allowed)
    return f"Seat {plays.seat} may play {shown}: {len(plays.allowed)} of its {count} cards."


def _manillen_situation(plays: LegalPlays) -> tuple[Step, ...]:
    return plays.because[: len(plays.because) - len(plays.hand)]


def manillen_legal_plays_markdown(plays: LegalPlays) -> str:
    """The situation of the trick, then every card of the hand: may it be played, and why."""
    lines = [f"**{md_escape(_manillen_legal_head(plays))}**", ""]
    situation = _manillen_situation(plays)
    if situation:
        lines += [steps_markdown(situation), ""]
    lines += ["| Card | May be played? | Why |", "| --- | --- | --- |"]
    for card in plays.hand:
        step = plays.reasons[card]
        verdict = "yes" if card in plays.allowed else "**no**"
        lines.append(
            f"| {cards_markdown((card,))} | {verdict} | {md_escape(step.text)} \u2014 {{clause}}`{step.clause}` |"
        )
    return "\n".join(lines) + "\n"


def manillen_legal_plays_html(plays: LegalPlays, link_base: str | None = None) -> str:
    """The situation of the trick, then every card of the hand: may it be played, and why."""
    rows = []
    for card in plays.hand:
        step = plays.reasons[card]
        verdict = "yes" if card in plays.allowed else "<strong>no</strong>"
        rows.append(
            f'<tr><th scope="row">{card_html(card)}</th><td>{verdict}</td><td>{escape(step.text)} '
            f'<span aria-hidden="true">\u2014</span> {clause_link(step.clause, link_base)}</td></tr>'
        )
    situation = _manillen_situation(plays)
    return (
        f'{STYLE}<div class="tex2jax_ignore mathjax_ignore rb-mp-legal"><p><strong>{escape(_manillen_legal_head(plays))}</strong></p>'
        f"{steps_html(situation, link_base) if situation else ''}"
        '<table class="rb-table"><thead><tr><th scope="col">Card</th><th scope="col">May be played?</th>'
        f'<th scope="col">Why</th></tr></thead><tbody>{"".join(rows)}</tbody></table></div>'
    )


def _manillen_trick_cells(trick: Trick) -> tuple[str, str, str]:
    """A finished trick's leader and winner (``'seat 2'``), and the symbol of the winning card."""
    index = trick.seats.index(trick.winner)
    return f"seat {trick.leader}", f"seat {trick.winner}", trick.cards[index].symbol


def _manillen_plays_markdown(seats: Sequence[int], cards: Sequence[Card]) -> str:
    return ", ".join(f"seat {seat} {cards_markdown((card,))}" for seat, card in zip(seats, cards, strict=False))


def _manillen_plays_html(seats: Sequence[int], cards: Sequence[Card]) -> str:
    return ", ".join(f"seat {seat} {card_html(card)}" for seat, card in zip(seats, cards, strict=False))


def manillen_trick_markdown(trick: Trick) -> str:
    """A finished trick: who led, each card played, who won it and the points in it."""
    led, won, card = _manillen_trick_cells(trick)
    points = _manillen_trick_points(trick.cards)
    return (
        f"**{md_escape(_manillen_capital(won))} wins the trick with {md_escape(card)} ({points} points).** "
        f"{md_escape(_manillen_capital(led))} led: {_manillen_plays_markdown(trick.seats, trick.cards)}.\n"
    )


def manillen_trick_html(trick: Trick) -> str:
    """A finished trick: who led, each card played, who won it and the points in it."""
    led, won, card = _manillen_trick_cells(trick)
    points = _manillen_trick_points(trick.cards)
    return (
        f'{STYLE}<div class="tex2jax_ignore mathjax_ignore rb-mp-trick"><p><strong>{escape(_manillen_capital(won))} wins the trick with '
        f"{escape(card)} ({points} points).</strong> {escape(_manillen_capital(led))} led: "
        f"{_manillen_plays_html(trick.seats, trick.cards)}.</p></div>"
    )


def _manillen_play_head(state: PlayState) -> str:
    call = f"{_manillen_capital(_manillen_call(state.contract))} (\u00d7 {state.contract.multiplier})."
    total = state.table.trick_count
    if state.is_over:
        return f"{call} The deal is over: all {total} tricks are played."
    return f"{call} Trick {len(state.tricks) + 1} of {total}: seat {state.to_play} to play."


def _manillen_won_line(state: PlayState) -> str:
    from engine.manillen.table import Side

    parts = []
    for side in Side:
        won = state.tricks_won(side)
        seats = _manillen_seats(state.table.side_seats(side, state.dealer))
        parts.append(f"{side.value} ({seats}) {len(won)} trick{'s' if len(won) != 1 else ''}")
    return ("Tricks won: " if state.is_over else "Tricks won so far: ") + "; ".join(parts) + "."


def manillen_play_markdown(state: PlayState) -> str:
    """A deal in play: the tricks so far, the trick in progress, the cards left, and every card's reason."""
    lines = [f"**{md_escape(_manillen_play_head(state))}**", ""]
    if state.tricks:
        lines += ["| Trick | Led by | Cards played | Won by | Points |", "| --- | --- | --- | --- | --- |"]
        for number, trick in enumerate(state.tricks, start=1):
            led, won, card = _manillen_trick_cells(trick)
            plays = _manillen_plays_markdown(trick.seats, trick.cards)
            points = _manillen_trick_points(trick.cards)
            lines.append(f"| {number} | {led} | {plays} | {won} ({md_escape(card)}) | {points} |")
        lines += ["", md_escape(_manillen_won_line(state)), ""]
    if state.trick:
        seats = state.table.clockwise_from(state.leader)
        lines += [f"Trick {len(state.tricks) + 1} so far: {_manillen_plays_markdown(seats, state.trick)}.", ""]
    if not state.is_over:
        lines += ["| Seat | Side | Cards left (by suit, strongest first) |", "| --- | --- | --- |"]
        for seat, hand in state.hands.items():
            side = state.side_of(seat).value
            lines.append(f"| Seat {seat} | {md_escape(side)} | {cards_markdown(_manillen_sorted(hand))} |")
        lines.append("")
    lines += ["The play, card by card:", "", steps_markdown(state.because)]
    return "\n".join(lines) + "\n"


def manillen_play_html(state: PlayState, link_base: str | None = None) -> str:
    """A deal in play: the tricks so far, the trick in progress, the cards left, and every card's reason."""
    parts = [
        f'{STYLE}<div class="tex2jax_ignore mathjax_ignore rb-mp-play"><p><strong>{escape(_manillen_play_head(state))}</strong></p>'
    ]
    if state.tricks:
        rows = []
        for number, trick in enumerate(state.tricks, start=1):
            led, won, card = _manillen_trick_cells(trick)
            rows.append(
                f'<tr><th scope="row">{number}</th><td>{escape(led)}</td>'
                f"<td>{_manillen_plays_html(trick.seats, trick.cards)}</td><td>{escape(won)} ({escape(card)})</td>"
                f"<td>{_manillen_trick_points(trick.cards)}</td></tr>"
            )
        parts.append(
            '<table class="rb-table"><caption>The tricks</caption><thead><tr><th scope="col">Trick</th>'
            '<th scope="col">Led by</th><th scope="col">Cards played</th><th scope="col">Won by</th>'
            f'<th scope="col">Points</th></tr></thead><tbody>{"".join(rows)}</tbody></table>'
            f"<p>{escape(_manillen_won_line(state))}</p>"
        )
    if state.trick:
        seats = state.table.clockwise_from(state.leader)
        parts.append(f"<p>Trick {len(state.tricks) + 1} so far: {_manillen_plays_html(seats, state.trick)}.</p>")
    if not state.is_over:
        rows = [
            f'<tr><th scope="row">Seat {seat}</th><td>{escape(state.side_of(seat).value)}</td>'
            f"<td>{cards_html(_manillen_sorted(hand))}</td></tr>"
            for seat, hand in state.hands.items()
        ]
        parts.append(
            '<table class="rb-table"><caption>The cards left</caption><thead><tr><th scope="col">Seat</th>'
            '<th scope="col">Side</th><th scope="col">Cards left (by suit, strongest first)</th></tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table>"
        )
    parts.append(f"<p>The play, card by card:</p>{steps_html(state.because, link_base)}</div>")
    return "".join(parts)


def _manillen_team(team: Sequence[int]) -> str:
    return _manillen_capital(_manillen_seats(team))


def _manillen_score_head(result: DealScore) -> str:
    from engine.manillen.table import Side

    if result.winner is None:
        return "Both sides have 30: no one scores this deal, and the next deal counts double."
    ours, theirs = result.points[Side.DEALER], result.points[Side.OPPONENTS]
    high, low = (ours, theirs) if result.winner is Side.DEALER else (theirs, ours)
    scorers = [team for team, amount in result.awards.items() if amount]
    seats = sorted(seat for team in scorers for seat in team)
    each = " each" if len(scorers) > 1 else ""
    verb = "scores" if len(seats) == 1 else "score"
    wins = "wins" if result.winner is Side.DEALER else "win"
    return (
        f"{_manillen_capital(result.winner.value)} {wins} the deal, {high} to {low}: "
        f"{_manillen_seats(seats)}{each} {verb} {result.score}."
    )


def _manillen_score_rows(result: DealScore) -> list[tuple[str, str, int]]:
    return [
        (side.value, _manillen_seats(result.table.side_seats(side, result.dealer)), points)
        for side, points in result.points.items()
    ]


def _manillen_arithmetic(result: DealScore) -> str:
    if result.winner is None:
        return "Score this deal: 0."
    if result.multiplier == 1:
        return f"Score this deal: {result.base}."
    return f"Score this deal: {result.base} \u00d7 {result.multiplier} = {result.score}."


def manillen_deal_score_markdown(result: DealScore) -> str:
    """The score of a deal: each side's points, the arithmetic, what each team scores, and why."""
    lines = [f"**{md_escape(_manillen_score_head(result))}**", ""]
    lines += ["| Side | Seats | Points |", "| --- | --- | --- |"]
    for side, seats, points in _manillen_score_rows(result):
        lines.append(f"| {md_escape(_manillen_capital(side))} | {md_escape(seats)} | {points} |")
    lines += ["", md_escape(_manillen_arithmetic(result)), ""]
    lines += ["| Game score of | Adds |", "| --- | --- |"]
    lines += [f"| {md_escape(_manillen_team(team))} | {amount} |" for team, amount in result.awards.items()]
    lines += ["", steps_markdown(result.because)]
    return "\n".join(lines) + "\n"


def manillen_deal_score_html(result: DealScore, link_base: str | None = None) -> str:
    """The score of a deal: each side's points, the arithmetic, what each team scores, and why."""
    sides = "".join(
        f'<tr><th scope="row">{escape(_manillen_capital(side))}</th><td>{escape(seats)}</td><td>{points}</td></tr>'
        for side, seats, points in _manillen_score_rows(result)
    )
    awards = "".join(
        f'<tr><th scope="row">{escape(_manillen_team(team))}</th><td>{amount}</td></tr>'
        for team, amount in result.awards.items()
    )
    return (
        f'{STYLE}<div class="tex2jax_ignore mathjax_ignore rb-mp-score"><p><strong>{escape(_manillen_score_head(result))}</strong></p>'
        '<table class="rb-table"><caption>The points of the deal</caption><thead><tr><th scope="col">Side</th>'
        f'<th scope="col">Seats</th><th scope="col">Points</th></tr></thead><tbody>{sides}</tbody></table>'
        f"<p>{escape(_manillen_arithmetic(result))}</p>"
        '<table class="rb-table"><caption>Added to the game scores</caption><thead><tr>'
        f'<th scope="col">Game score of</th><th scope="col">Adds</th></tr></thead><tbody>{awards}</tbody></table>'
        f"{steps_html(result.because, link_base)}</div>"
    )


def _manillen_game_head(game: GameScore) -> str:
    from engine.manillen.scoring import TARGET

    played = len(game.deals)
    after = f"after {played} deal{'s' if played != 1 else ''}"
    if game.winners:
        seats = sorted(seat for team in game.winners for seat in team)
        verb = "wins" if len(seats) == 1 else "win"
        return f"Game to {TARGET}, {after}: {_manillen_seats(seats)} {verb}."
    pending = ""
    if game.ties_before:
        pending = f"; the next deal counts \u00d7 {_manillen_tie_factor(game)} after 30-30"
    return f"Game to {TARGET}, {after}: seat {game.dealer} deals next{pending}."


def _manillen_tie_factor(game: GameScore) -> int:
    from engine.manillen.scoring import tie_factor

    return tie_factor(game.ties_before, game.ties)


def _manillen_deal_rows_of_game(game: GameScore) -> list[tuple[int, int, str, str, str]]:
    from engine.manillen.table import Side

    rows = []
    for number, result in enumerate(game.deals, start=1):
        points = f"{result.points[Side.DEALER]}\u2013{result.points[Side.OPPONENTS]}"
        factor = f"\u00d7 {result.multiplier}" if result.winner is not None else "30-30"
        scored = ", ".join(f"{_manillen_seats(team)} +{amount}" for team, amount in result.awards.items() if amount)
        rows.append((number, result.dealer, points, factor, scored or "no one"))
    return rows


def manillen_game_markdown(game: GameScore) -> str:
    """A game to 101: the game scores, every deal with its result, and the log of the game."""
    lines = [f"**{md_escape(_manillen_game_head(game))}**", ""]
    lines += ["| Game score of | Score |", "| --- | --- |"]
    for team, score in game.scores.items():
        mark = " (wins)" if team in game.winners else ""
        lines.append(f"| {md_escape(_manillen_team(team))}{mark} | {score} |")
    if game.deals:
        lines += [
            "",
            "| Deal | Dealer | Dealer's side\u2013opponents | Doubling | Scored |",
            "| --- | --- | --- | --- | --- |",
        ]
        for number, dealer, points, factor, scored in _manillen_deal_rows_of_game(game):
            lines.append(f"| {number} | seat {dealer} | {points} | {factor} | {md_escape(scored)} |")
    lines += ["", steps_markdown(game.because)]
    return "\n".join(lines) + "\n"


def manillen_game_html(game: GameScore, link_base: str | None = None) -> str:
    """A game to 101: the game scores, every deal with its result, and the log of the game."""
    scores = "".join(
        f'<tr><th scope="row">{escape(_manillen_team(team))}{" (wins)" if team in game.winners else ""}</th>'
        f"<td>{score}</td></tr>"
        for team, score in game.scores.items()
    )
    parts = [
        f'{STYLE}<div class="tex2jax_ignore mathjax_ignore rb-mp-game"><p><strong>{escape(_manillen_game_head(game))}</strong></p>'
        '<table class="rb-table"><caption>The game scores</caption><thead><tr><th scope="col">Game score of</th>'
        f'<th scope="col">Score</th></tr></thead><tbody>{scores}</tbody></table>'
    ]
    if game.deals:
        rows = "".join(
            f'<tr><th scope="row">{number}</th><td>seat {dealer}</td><td>{points}</td><td>{escape(factor)}</td>'
            f"<td>{escape(scored)}</td></tr>"
            for number, dealer, points, factor, scored in _manillen_deal_rows_of_game(game)
        )
        parts.append(
            '<table class="rb-table"><caption>The deals</caption><thead><tr><th scope="col">Deal</th>'
            '<th scope="col">Dealer</th><th scope="col">Dealer\'s side\u2013opponents</th>'
            f'<th scope="col">Doubling</th><th scope="col">Scored</th></tr></thead><tbody>{rows}</tbody></table>'
        )
    parts.append(f"{steps_html(game.because, link_base)}</div>")
    return "".join(parts)
