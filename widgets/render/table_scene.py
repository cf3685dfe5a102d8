"""The table picture's one display model: a :class:`TableScene`, made once from the engine's values.

A scene says what the table shows, in words and cards, and nothing of how it is drawn: each
seat with its label, its cards (face up, face down, or turned up for teaching; a winning hand's
five marked), its marks (folded, to act, winner, the dealer disc), the chip in front of it and
its stack; the board, the burned cards, the pot, the footer, the title and the whole picture in
words (the alt text).  It also says what room the whole hand needs (:class:`TableRoom`), so that
nothing moves as the hand goes on.  Two writers draw a scene: :func:`widgets.render.table.table_svg`
(SVG, the deal stepper's live picture) and ``widgets.figures.table_figure`` (matplotlib, the book's
figure), each in its own units, both placed by :func:`widgets.render.table_layout.lay_out_table`.

Two scenes are made: :func:`live_table_scene`, a hand played step by step
(a :class:`~engine.teaching.walkthrough.Walkthrough`: the betting played, the chips, the
showdown's winners); and :func:`book_table_scene`, a deal as its record tells it (any game,
stud and draw too, read through :meth:`Walkthrough.at <engine.teaching.walkthrough.Walkthrough.at>`).
Pure Python, so that it runs in the browser.

>>> import random
>>> from engine import deal, start_walkthrough
>>> walk = start_walkthrough(deal("2 Card Manila", players=4, button=2, rng=random.Random(5))).next()
>>> scene = live_table_scene(walk)
>>> scene.title, [seat.label for seat in scene.seats][2], scene.pot
('Seat 3 posts the blind of $2.', 'Seat 3 · blind', 'Pot $2')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine import Card, Deal, Walkthrough
from widgets.render.charts import plural

#: What a live seat's label may say after its blind: one at a time (a seat that has folded neither acts nor wins).
STATUSES = ("folded", "to act", "wins")


@dataclass(frozen=True, slots=True)
class CardFace:
    """One card as the table shows it: its face (``card``) or its back (``None``), what it says to a
    screen reader, whether it is a face-down card turned up for teaching, and whether it is one of a
    winning hand's five."""

    card: Card | None
    title: str
    turned_up: bool = False
    used: bool = False


@dataclass(frozen=True, slots=True)
class SeatScene:
    """One seat: its label, its cards, its marks, the amount in front of it and its stack ("" for none)."""

    seat: int
    label: str
    cards: tuple[CardFace, ...]
    folded: bool = False
    acting: bool = False
    winner: bool = False
    dealer: bool = False  # the dealer disc lies in front of it
    chip: str = ""
    stack: str = ""


@dataclass(frozen=True, slots=True)
class TableRoom:
    """What the whole hand needs room for: every label each seat may carry, the most cards a seat holds,
    the board's and the burned cards' number, and the longest chip amount, stack and pot it writes."""

    labels: Mapping[int, tuple[str, ...]]
    most_cards: int
    board_cards: int
    burns: int
    chip: str
    stack: str
    pot: str
    button: bool = True  # a dealer disc (a game without blinds names the dealer's seat instead)


@dataclass(frozen=True, slots=True)
class TableScene:
    """The table at one moment (see the module docstring); ``seats`` in seat order."""

    title: str
    description: str
    seats: tuple[SeatScene, ...]
    board: tuple[CardFace, ...]
    burned: int
    pot: str
    footer: tuple[str, ...]
    room: TableRoom


def seat_label(seat: int, *tags: str | None) -> str:
    """``'Seat 3 · blind · folded'``: the seat and whichever of its tags are given.

    >>> seat_label(4, None, "dealer", "acts first")
    'Seat 4 · dealer · acts first'
    """
    return " \u00b7 ".join([f"Seat {seat}", *(tag for tag in tags if tag)])


def _face(card: Card, *, used: bool = False, turned_up: bool = False) -> CardFace:
    return CardFace(card, str(card) + (" (used)" if used else ""), turned_up=turned_up, used=used)


def _back(seat: int, number: int) -> CardFace:
    return CardFace(None, f"seat {seat}'s card {number}, face down")


def _symbols(cards: tuple[Card, ...]) -> str:
    return " ".join(card.symbol for card in cards)


def _most_cards(whole: Walkthrough) -> int:
    """The most cards any seat holds in the hand (room for two at least)."""
    return max(2, max((len(cards) for cards in whole.seat_cards.values()), default=2))


# --- the live picture: a hand played step by step ---------------------------------------------------------


def live_table_scene(walk: Walkthrough, *, show_hole_cards: bool = False) -> TableScene:
    """The table now, in a hand played step by step: chips, bets in front of the seats, the player to
    act, and at the showdown every hand still in face up and the winners' five cards marked.

    :param show_hole_cards: teaching mode: every hole card face up from the moment it is dealt.
    """
    deal, money = walk.deal, walk.deal.stakes.money
    result = walk.result
    winners = set(result.high_winners) if result is not None and result.hands else set()
    used = {card for seat in winners for card in result.hands[seat].cards} if result is not None else set()
    held, chips, put_in, revealed = walk.hole_cards(), walk.chips, walk.put_in, walk.revealed
    folded, to_act, blinds = walk.folded, walk.to_act, walk.blinds
    seats = []
    for seat in sorted(deal.order):
        face_up = show_hole_cards or seat in revealed
        cards = tuple(
            _face(card, used=seat in winners and card in used) if face_up else _back(seat, number)
            for number, card in enumerate(held[seat], 1)
        )
        # one status at a time: a seat that has folded neither acts nor wins
        status = "folded" if seat in folded else "to act" if seat == to_act else "wins" if seat in winners else None
        seats.append(
            SeatScene(
                seat,
                seat_label(seat, blinds.get(seat), status),
                cards,
                folded=seat in folded,
                acting=seat == to_act,
                winner=seat in winners,
                dealer=seat == deal.button,
                chip=money(put_in[seat]) if put_in.get(seat) else "",
                stack=money(chips[seat]),
            )
        )
    counts = walk.counts
    footer = (
        f"dealt {counts.dealt} · burned {counts.burned} · board {counts.board} · stub {counts.stub} of {counts.total}"
    )
    return TableScene(
        title=walk.moment.headline if walk.moment else f"{deal.game.name}: press Next to deal.",
        description=_live_description(walk, show_hole_cards=show_hole_cards),
        seats=tuple(seats),
        board=tuple(_face(card, used=card in used) for card in walk.board),
        burned=walk.burned,
        pot=f"Pot {money(walk.pot)}",
        footer=(footer,),
        room=_live_room(walk),
    )


def _live_room(walk: Walkthrough) -> TableRoom:
    """Room for the whole hand: its every blind, its most cards, and its chips, no amount on the table
    being longer than all of them."""
    deal = walk.deal
    whole = Walkthrough.at(deal, len(deal.events))
    most_money = deal.stakes.money(sum(chips for _, chips in walk.stacks))
    blinds = whole.blinds
    labels = {seat: tuple(seat_label(seat, blinds.get(seat), status) for status in STATUSES) for seat in deal.order}
    return TableRoom(
        labels=labels,
        most_cards=_most_cards(whole),
        board_cards=len(deal.board),
        burns=len(deal.burned),
        chip=most_money,
        stack=most_money,
        pot=f"Pot {most_money}",
    )


def _live_description(walk: Walkthrough, *, show_hole_cards: bool) -> str:
    """The picture in words: what a screen reader announces, and a text for readers without it."""
    money = walk.deal.stakes.money
    parts = [f"{walk.deal.game.name}, {len(walk.deal.order)} players, button at seat {walk.deal.button}."]
    held = walk.hole_cards()
    chips = walk.chips
    revealed = walk.revealed
    for seat in walk.deal.order:
        cards = held[seat]
        if seat in walk.folded:
            shown = "folded"
        elif not cards:
            shown = "no cards yet"
        elif show_hole_cards or seat in revealed:
            shown = _symbols(cards) + (" face up" if seat in revealed else "")
        else:
            shown = f"{len(cards)} card{'s' if len(cards) != 1 else ''} face down"
        put = walk.put_in.get(seat, 0)
        bet = f", {money(put)} in this round" if put else ""
        blind = walk.blinds.get(seat)
        posted = f" (posted the {blind})" if blind else ""
        parts.append(f"Seat {seat}{posted}: {shown}, {money(chips[seat])} in chips{bet}.")
    board = _symbols(walk.board) or "none"
    parts.append(f"Board: {board}. Burned: {walk.burned}. Pot: {money(walk.pot)}.")
    if walk.to_act is not None:
        parts.append(f"Seat {walk.to_act} to act.")
    result = walk.result
    if result is not None and result.hands:
        for seat in result.high_winners:
            hand = result.hands[seat]
            parts.append(f"Seat {seat} wins with {hand.name}, using {_symbols(hand.cards)}.")
    return " ".join(parts)


# --- the book's figure: a deal as its record tells it ------------------------------------------------------


def book_table_scene(
    deal: Deal, *, upto: int | None = None, show_hole_cards: bool = False, pot: int | None = None
) -> TableScene:
    """The table after event ``upto`` of ``deal`` (default: the whole deal), as its record tells it.

    The blinds lie in front of their seats until the first betting round is over; a game without
    blinds (stud) has no dealer disc and names the dealer's seat instead.  Face-down cards show
    their backs unless ``show_hole_cards`` turns them up; ``pot`` is the pot of the betting played
    out with the deal (without it the pot shows only the forced bets, all a deal knows).
    """
    walk = Walkthrough.at(deal, len(deal.events) if upto is None else upto + 1)
    whole = Walkthrough.at(deal, len(deal.events))
    money = deal.stakes.money
    has_button = bool(whole.put_in)  # a game with blinds is a button game; stud posts none
    opener_word = "opens" if deal.game.opener is not None else "acts first"
    blinds = {} if walk.first_round_over else walk.put_in
    seats = []
    for seat, held in walk.seat_cards.items():
        folded = seat in walk.folded_by_deal
        named_dealer = not has_button and seat == deal.button
        acting = seat == walk.first_to_act
        cards = tuple(
            _face(card, turned_up=not up) if up or show_hole_cards else _back(seat, number)
            for number, (card, up) in enumerate(held, 1)
        )
        label = seat_label(
            seat, "folded" if folded else None, "dealer" if named_dealer else None, opener_word if acting else None
        )
        chip = money(blinds[seat]) if blinds.get(seat) else ""
        seats.append(
            SeatScene(seat, label, cards, folded, acting, dealer=has_button and seat == deal.button, chip=chip)
        )
    headline = walk.moment.headline if walk.moment else f"{deal.game.name}: {len(deal.order)} players"
    said = headline.rstrip(".") if upto is not None else f"{deal.game.name}, {len(deal.order)} players"
    pot_text = _book_pot(walk, pot)
    shown = tuple(sorted(seats, key=lambda seat: seat.seat))
    return TableScene(
        title=headline if upto is not None else f"{deal.game.name}: {len(deal.order)} players",
        description=_book_alt(
            walk, said, shown, pot_text, turned_up=show_hole_cards, has_button=has_button, opener_word=opener_word
        ),
        seats=shown,
        board=tuple(_face(card) for card in walk.board),
        burned=walk.counts.burned,
        pot=pot_text,
        footer=_book_footer(walk, turned_up=show_hole_cards),
        room=_book_room(whole, pot_text, has_button=has_button, opener_word=opener_word),
    )


def _book_room(whole: Walkthrough, pot: str, *, has_button: bool, opener_word: str) -> TableRoom:
    """Room for the whole deal: each seat folded or acting, its most cards, its blinds; the pot shown now."""
    deal = whole.deal
    labels = {
        seat: tuple(
            seat_label(seat, folded, "dealer" if not has_button and seat == deal.button else None, acting)
            for folded, acting in (("folded", None), (None, opener_word))
        )
        for seat in deal.order
    }
    chip = deal.stakes.money(max(whole.put_in.values())) if has_button else ""
    return TableRoom(labels, _most_cards(whole), len(deal.board), whole.counts.burned, chip, "", pot, has_button)


def _book_pot(walk: Walkthrough, pot: int | None) -> str:
    """The pot as given; else what a deal knows of it: the antes before any betting, the forced bets after."""
    money = walk.deal.stakes.money
    if pot is not None:
        return f"Pot {money(pot)}"
    forced = walk.antes + (sum(walk.put_in.values()) if walk.first_round_over else 0)
    if not forced:
        return ""
    if not walk.first_round_over:
        return f"Pot {money(forced)}"
    return f"Forced bets {money(forced)} (the betting is not shown)"


def _book_footer(walk: Walkthrough, *, turned_up: bool) -> tuple[str, ...]:
    counts = walk.counts
    footer = f"dealt {counts.dealt} \u00b7 burned {counts.burned} \u00b7 board {counts.board} \u00b7 "
    if counts.mucked:
        footer += f"mucked {counts.mucked} \u00b7 "
    footer += f"stub {counts.stub} (of {counts.total})"
    if turned_up and any(not up for cards in walk.seat_cards.values() for _, up in cards):
        return footer, "dashed cards: face down, turned up for teaching"
    return (footer,)


def _card_words(cards: Sequence[Card]) -> str:
    return ", ".join(str(card) for card in cards)


def _book_alt(
    walk: Walkthrough,
    title: str,
    seats: tuple[SeatScene, ...],
    pot: str,
    *,
    turned_up: bool,
    has_button: bool,
    opener_word: str,
) -> str:
    """The book figure's alt text: the table said seat by seat, as its record tells it."""
    deal = walk.deal
    button = f", the dealer button at seat {deal.button}" if has_button else f"; no button: seat {deal.button} deals"
    parts = [f"{title}. An oval table with {len(deal.order)} seats numbered clockwise{button}"]
    held = walk.seat_cards
    for seat in seats:
        down = [card for card, up in held[seat.seat] if not up]
        up = [card for card, face_up in held[seat.seat] if face_up]
        shown = []
        if down and turned_up:
            shown.append(f"face down, turned up for teaching: {_card_words(down)}")
        elif down:
            shown.append(plural(len(down), "card") + " face down")
        if up:
            shown.append(f"face up: {_card_words(up)}")
        said = f"Seat {seat.seat}" + (" (folded)" if seat.folded else "") + ": " + ("; ".join(shown) or "no cards")
        parts.append(said + (f"; a blind of {seat.chip} in front of it" if seat.chip else ""))
    parts.append(f"Board: {_card_words(walk.board) if walk.board else 'none'}")
    if pot:
        parts.append(pot)
    if walk.first_to_act is not None:
        parts.append(f"Seat {walk.first_to_act} {opener_word}, outlined in gold")
    counts = walk.counts
    mucked = f", {counts.mucked} mucked" if counts.mucked else ""
    parts.append(
        f"Count: {counts.dealt} dealt, {counts.burned} burned, {counts.board} on the board{mucked}, "
        f"{counts.stub} in the stub, of {counts.total}"
    )
    return ". ".join(parts) + "."
