"""Turning the engine's results into text and HTML: the one place that does it.

No Jupyter import: objects expose ``_repr_html_`` that call these functions, so a
bare value at the end of a notebook cell reads well, and widgets use the same
HTML.  Clause ids become links to the book page that transcribes the clause:
``link_base`` is the path from the current page to the book's ``book/`` folder
(``"../"`` from a chapter one folder deep, the default).

Cards are drawn with their suit symbol and rank as text, and carry an
``aria-label`` that reads them aloud, so colour is never the only cue.

>>> from engine.explain import Step
>>> print(steps_text([Step("pp-manila2-ace-example", "A-7-8-9-10 is not a straight.")]))
A-7-8-9-10 is not a straight. [pp-manila2-ace-example]
>>> clause_link("nzg-13-5c")
'<a class="rb-cite" href="../rules/nz-gazette.html#nzg-13-5c" title="NZ Gazette 13.5(c)">NZ Gazette 13.5(c)</a>'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import TYPE_CHECKING, Any

from engine.cards import Card
from engine.clauses import citation
from engine.explain import Decision, Step

if TYPE_CHECKING:
    from engine.betting_round import BettingRound
    from engine.deal import Deal, Event
    from engine.decks import Deck
    from engine.lowhands import LowValue
    from engine.rankings import HandValue
    from engine.showdown import Showdown

DEFAULT_LINK_BASE = "../"

STYLE = (
    "<style>"
    ".rb-card{display:inline-block;min-width:2.2em;padding:.1em .3em;margin:.1em;border:1px solid #555;"
    "border-radius:.3em;background:#fff;font-weight:600;text-align:center;font-family:inherit}"
    ".rb-red{color:#b00020}.rb-black{color:#111}"
    ".rb-steps{margin:.3em 0 .3em 1.2em;padding:0}.rb-steps li{margin:.15em 0}"
    ".rb-cite{font-size:.85em;white-space:nowrap}"
    ".rb-used{outline:3px solid #1a73e8;outline-offset:1px}"
    ".rb-table{border-collapse:collapse}.rb-table td,.rb-table th{padding:.2em .6em;border-bottom:1px solid #ddd;text-align:left}"
    "</style>"
)


def steps_text(steps: Iterable[Step]) -> str:
    """Steps as plain text, one per line, each ending with its clause id in brackets."""
    return "\n".join(str(step) for step in steps)


def clause_url(clause_id: str, link_base: str = DEFAULT_LINK_BASE) -> str:
    """The address of the clause's anchor in the book, relative to ``link_base``."""
    cite = citation(clause_id)
    return f"{link_base}{cite.page}.html#{clause_id}"


def clause_link(clause_id: str, link_base: str = DEFAULT_LINK_BASE) -> str:
    """An HTML link to the clause, labelled the way a reader cites it."""
    cite = citation(clause_id)
    return (
        f'<a class="rb-cite" href="{escape(clause_url(clause_id, link_base))}" '
        f'title="{escape(cite.label)}">{escape(cite.label)}</a>'
    )


def steps_html(steps: Iterable[Step], link_base: str = DEFAULT_LINK_BASE) -> str:
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


def hand_html(hand: HandValue | LowValue, link_base: str = DEFAULT_LINK_BASE) -> str:
    """A hand's name, its five cards and its reasons."""
    return (
        f'{STYLE}<div class="rb-hand"><p><strong>{escape(hand.name)}</strong> '
        f"{cards_html(hand.cards)}</p>{steps_html(hand.because, link_base)}</div>"
    )


def decision_html(decision: Decision[Any], link_base: str = DEFAULT_LINK_BASE) -> str:
    """A decision's value and its reasons."""
    return (
        f'{STYLE}<div class="rb-decision"><p><strong>{escape(str(decision.value))}</strong></p>'
        f"{steps_html(decision.because, link_base)}</div>"
    )


def showdown_html(result: Showdown, link_base: str = DEFAULT_LINK_BASE) -> str:
    """A table of each seat's hand (and low), what it wins, then the steps."""
    rows = []
    hilo = result.game.is_hilo
    for seat, amount in result.awards.items():
        hand = result.hands.get(seat)
        high = f"{escape(hand.name)}<br>{cards_html(hand.cards)}" if hand else "not shown"
        cells = [f'<th scope="row">Seat {seat}</th>', f"<td>{high}</td>"]
        if hilo:
            low = result.lows.get(seat)
            cells.append(f"<td>{escape(low.name) + '<br>' + cards_html(low.cards) if low else 'no low'}</td>")
        cells.append(f"<td>{amount}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    head = '<th scope="col">Seat</th><th scope="col">High hand</th>'
    if hilo:
        head += '<th scope="col">Low hand</th>'
    head += '<th scope="col">Wins</th>'
    return (
        f'{STYLE}<div class="rb-showdown"><table class="rb-table"><caption>{escape(result.game.name)} showdown, '
        f"pot {result.pot}</caption><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
        f"{steps_html(result.because, link_base)}</div>"
    )


def event_html(event: Event, link_base: str = DEFAULT_LINK_BASE) -> str:
    """One event of a deal: its headline, the cards it moved (face-down cards stay hidden), the count."""
    shown = cards_html(event.cards) if event.cards and event.face_up else ""
    return (
        f'{STYLE}<div class="rb-event"><p><strong>{escape(event.headline)}</strong> {shown}</p>'
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
    """A decision's value and its reasons."""
    return f"**{md_escape(str(decision.value))}**\n\n{steps_markdown(decision.because)}\n"


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
        rows.append(row + f" {amount} |")
    return "\n".join(rows) + f"\n\n{steps_markdown(result.because)}\n"


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


def deck_markdown(deck: Deck) -> str:
    """A deck: its size, what it keeps, every card, and the clause that sets it."""
    return f"**The {md_escape(deck.name)} deck: {deck.size} cards** {cards_markdown(deck.cards)}\n\n{steps_markdown((deck.step(),))}\n"


def deck_html(deck: Deck, link_base: str = DEFAULT_LINK_BASE) -> str:
    """A deck: its size, what it keeps, every card, and the clause that sets it."""
    return (
        f'{STYLE}<div class="rb-deck"><p><strong>The {escape(deck.name)} deck: {deck.size} cards</strong></p>'
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


def betting_round_html(betting: BettingRound, link_base: str = DEFAULT_LINK_BASE) -> str:
    """How a betting round began, each action with its reasons, and what the player to act may do."""
    head, now = _round_lines(betting)
    parts = [f'{STYLE}<div class="rb-round"><p><strong>{escape(head)}; {escape(now)}.</strong></p>']
    parts.append(steps_html(betting.because, link_base))
    for record in betting.history:
        parts.append(f"<p><em>{escape(record.text[0].upper() + record.text[1:])}</em></p>")
        parts.append(steps_html(record.because, link_base))
    return "".join(parts) + "</div>"
