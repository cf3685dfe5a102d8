"""Each game's procedure as data: who posts, what is dealt to whom, burns, the board, betting rounds.

A procedure is a tuple of :class:`Op` records, each citing the clause that puts it
there; :mod:`engine.deal` runs a procedure into the ordered events of one hand.
Where a document leaves out a step casinos use (the burns in Hold 'Em, who acts
first after the flop in Manila), the op cites the interpretation that adds it.

>>> [op.kind.value for op in MANILA_2[:4]]
['post blinds', 'deal', 'community', 'betting round']
>>> sum(op.count for op in MANILA_2 if op.kind is OpKind.COMMUNITY), sum(1 for op in MANILA_2 if op.kind is OpKind.BURN)
(5, 4)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum


class OpKind(StrEnum):
    """The kinds of step in a hand's procedure."""

    POST_BLINDS = "post blinds"
    POST_ANTES = "post antes"
    DEAL = "deal"
    BURN = "burn"
    COMMUNITY = "community"
    BET = "betting round"
    DRAW = "draw"
    SHOWDOWN = "showdown"


class FirstToAct(StrEnum):
    """Who acts first in a betting round."""

    LEFT_OF_BLIND = "the player left of the blind"
    LEFT_OF_BIG_BLIND = "the player left of the big blind"
    LEFT_OF_BUTTON = "the first player still in, left of the button"
    STUD_FIRST = "the stud opener on the first round"
    STUD_LATER = "the best hand showing"


@dataclass(frozen=True, slots=True)
class Blind:
    """A forced bet before the cards: its name and its size as a fraction of the small bet."""

    name: str
    numerator: int
    denominator: int = 1


@dataclass(frozen=True, slots=True, kw_only=True)
class Op:
    """One step of a procedure.

    ``DEAL``: ``passes`` lists how many cards each player receives at a time, going
    round the table once per entry (``(1, 1)`` is two cards one at a time;
    ``(2, 1)`` the Canberra way: two at a time, then one), all ``face_up`` or down.
    ``COMMUNITY``: ``count`` cards to the board.  ``BET``: ``first`` says who opens.
    """

    kind: OpKind
    clause: str
    also: tuple[str, ...] = ()
    passes: tuple[int, ...] = ()
    face_up: bool = False
    count: int = 0
    first: FirstToAct | None = None
    blinds: tuple[Blind, ...] = ()
    text: str = ""


def _deal(
    clause: str, passes: tuple[int, ...], *, face_up: bool = False, also: tuple[str, ...] = (), text: str = ""
) -> Op:
    return Op(kind=OpKind.DEAL, clause=clause, passes=passes, face_up=face_up, also=also, text=text)


def _community(clause: str, count: int = 1, also: tuple[str, ...] = (), text: str = "") -> Op:
    return Op(kind=OpKind.COMMUNITY, clause=clause, count=count, also=also, text=text)


def _burn(clause: str, also: tuple[str, ...] = ()) -> Op:
    return Op(kind=OpKind.BURN, clause=clause, also=also)


def _bet(clause: str, first: FirstToAct, also: tuple[str, ...] = (), text: str = "") -> Op:
    return Op(kind=OpKind.BET, clause=clause, first=first, also=also, text=text)


def _manila(*, section: str, betting: str, hole_passes: tuple[int, ...], deal_clause: str) -> tuple[Op, ...]:
    """The Manila procedure: one blind, one community card at a time, a burn before each later card.

    ``section`` names the game's own section of the pokerpages rules (``manila2``,
    ``manila3``); ``betting`` the section whose sentences on betting apply (the 2 Card
    section's own, or the "Betting Structures" that follow 3 Card Manila).
    """
    section, betting = f"pp-{section}", f"pp-{betting}"

    def later_card(bet_clause: str) -> tuple[Op, ...]:
        return (
            _burn(f"{section}-burn", also=(f"{betting}-burn-then-card",)),
            _community(f"{section}-board", also=(f"{betting}-burn-then-card",)),
            _bet(bet_clause, FirstToAct.LEFT_OF_BUTTON, also=("pp-manila2-bet-each-card", "int-manila-first-to-act")),
        )

    return (
        Op(
            kind=OpKind.POST_BLINDS,
            clause=f"{section}-one-blind",
            also=("nzg-14-1c-i", "nzg-14-1c"),
            blinds=(Blind("blind", 1),),
        ),
        _deal(deal_clause, hole_passes, also=("nzg-14-1b", "nzg-14-1d")),
        _community("nzg-14-1d", also=(f"{section}-board",)),
        _bet(
            f"{betting}-blind-options",
            FirstToAct.LEFT_OF_BLIND,
            also=("pp-manila2-bet-each-card", "int-manila-first-to-act"),
        ),
        *later_card(f"{betting}-later-actions"),
        *later_card(f"{betting}-same-to-five"),
        *later_card(f"{betting}-same-to-five"),
        *later_card(f"{betting}-fifth-card-bet"),
        Op(kind=OpKind.SHOWDOWN, clause=f"{section}-showdown"),
    )


MANILA_2 = _manila(section="manila2", betting="manila2", hole_passes=(1, 1), deal_clause="pp-manila2-deal")
MANILA_3 = _manila(section="manila3", betting="betting", hole_passes=(1, 1, 1), deal_clause="pp-manila3-deal")
#: "Canberra differs here by giving first 2 cards at a time then the third card one at a time."
MANILA_3_CANBERRA = _manila(section="manila3", betting="betting", hole_passes=(2, 1), deal_clause="pp-manila3-canberra")

_FLOP_BLINDS = (Blind("small blind", 1, 2), Blind("big blind", 1))


def _flop_game(
    *,
    blinds_clause: str,
    deal_clause: str,
    hole_count: int,
    first_clause: str,
    board_clause: str,
    showdown_clause: str,
    blinds_also: tuple[str, ...] = (),
) -> tuple[Op, ...]:
    """Hold 'Em and the Omaha games: two blinds, hole cards, the flop, the turn, the river."""
    return (
        Op(kind=OpKind.POST_BLINDS, clause=blinds_clause, also=blinds_also, blinds=_FLOP_BLINDS),
        _deal(deal_clause, (1,) * hole_count, also=("hr-holdem-button",)),
        _bet(first_clause, FirstToAct.LEFT_OF_BIG_BLIND, also=("hr-holdem-big-blind-option",)),
        _burn("int-flop-burns"),
        _community(board_clause, 3, also=("hr-holdem-flop",), text="the flop"),
        _bet("hr-holdem-flop", FirstToAct.LEFT_OF_BUTTON),
        _burn("int-flop-burns"),
        _community(board_clause, 1, also=("hr-holdem-turn",), text="the turn"),
        _bet("hr-holdem-turn", FirstToAct.LEFT_OF_BUTTON),
        _burn("int-flop-burns"),
        _community(board_clause, 1, also=("hr-holdem-river",), text="the river"),
        _bet("hr-holdem-river", FirstToAct.LEFT_OF_BUTTON),
        Op(kind=OpKind.SHOWDOWN, clause=showdown_clause),
    )


TEXAS_HOLDEM = _flop_game(
    blinds_clause="hr-holdem-blinds",
    blinds_also=("int-flop-blind-sizes",),
    deal_clause="hr-holdem-deal",
    hole_count=2,
    first_clause="hr-holdem-first-round",
    board_clause="hr-holdem-flop",
    showdown_clause="hr-holdem-showdown",
)
OMAHA = _flop_game(
    blinds_clause="hr-omaha-button-blinds",
    blinds_also=("int-flop-blind-sizes",),
    deal_clause="hr-omaha-deal",
    hole_count=4,
    first_clause="hr-omaha-first-round",
    board_clause="hr-omaha-board",
    showdown_clause="hr-omaha-showdown",
)
OMAHA_8 = _flop_game(
    blinds_clause="hr-omaha8-blinds",
    blinds_also=("hr-omaha8-blind-sizes",),
    deal_clause="hr-omaha-deal",
    hole_count=4,
    first_clause="hr-omaha-first-round",
    board_clause="hr-omaha-board",
    showdown_clause="hr-omaha8-two-plus-three",
)

SEVEN_CARD_STUD = (
    Op(kind=OpKind.POST_ANTES, clause="int-stud-antes"),
    _deal("hr-stud7-deal", (1, 1), text="two cards face down"),
    _deal("hr-stud7-deal", (1,), face_up=True, text="one card face up"),
    _bet("hr-stud7-low-card-opens", FirstToAct.STUD_FIRST, also=("hr-stud7-first-round-action",)),
    _burn("int-stud-burns"),
    _deal("hr-stud7-up-cards", (1,), face_up=True),
    _bet("hr-stud7-best-hand-opens", FirstToAct.STUD_LATER, also=("hr-stud7-up-cards",)),
    _burn("int-stud-burns"),
    _deal("hr-stud7-up-cards", (1,), face_up=True),
    _bet("hr-stud7-best-hand-opens", FirstToAct.STUD_LATER, also=("hr-stud7-up-cards",)),
    _burn("int-stud-burns"),
    _deal("hr-stud7-up-cards", (1,), face_up=True),
    _bet("hr-stud7-best-hand-opens", FirstToAct.STUD_LATER, also=("hr-stud7-up-cards",)),
    _burn("int-stud-burns"),
    _deal("hr-stud7-last-card", (1,), text="the last card face down"),
    _bet("hr-stud7-best-hand-opens", FirstToAct.STUD_LATER, also=("hr-stud7-last-card",)),
    Op(kind=OpKind.SHOWDOWN, clause="hr-stud7-showdown"),
)

#: The High/Low Split: "the player with the highest card must open the betting".
SEVEN_CARD_STUD_HILO = tuple(
    replace(op, clause="hr-stud7hl-high-card-opens") if op.first is FirstToAct.STUD_FIRST else op
    for op in SEVEN_CARD_STUD
)

FIVE_CARD_STUD = (
    Op(kind=OpKind.POST_ANTES, clause="hr-stud5-ante"),
    _deal("hr-stud5-deal", (1,), text="the hole card face down"),
    _deal("hr-stud5-deal", (1,), face_up=True, text="one card face up"),
    _bet("hr-stud5-low-card-opens", FirstToAct.STUD_FIRST, also=("hr-stud5-first-round-action",)),
    _burn("int-stud-burns"),
    _deal("hr-stud5-next-card", (1,), face_up=True),
    _bet("hr-stud5-best-hand-opens", FirstToAct.STUD_LATER, also=("hr-stud5-next-card",)),
    _burn("int-stud-burns"),
    _deal("hr-stud5-next-card", (1,), face_up=True),
    _bet("hr-stud5-best-hand-opens", FirstToAct.STUD_LATER, also=("hr-stud5-next-card",)),
    _burn("int-stud-burns"),
    _deal("hr-stud5-five-cards", (1,), face_up=True),
    _bet("hr-stud5-best-hand-opens", FirstToAct.STUD_LATER, also=("hr-stud5-next-card",)),
    Op(kind=OpKind.SHOWDOWN, clause="hr-stud5-showdown"),
)

DRAW_POKER = (
    Op(
        kind=OpKind.POST_BLINDS,
        clause="hr-draw-blinds",
        also=("hr-draw-blind-rotation", "int-flop-blind-sizes"),
        blinds=_FLOP_BLINDS,
    ),
    _deal("hr-draw-deal", (1, 1, 1, 1, 1)),
    _bet("hr-draw-first-bet", FirstToAct.LEFT_OF_BIG_BLIND, also=("hr-draw-look", "hr-draw-first-round-complete")),
    _burn("int-draw-procedure"),
    Op(kind=OpKind.DRAW, clause="hr-draw-exchange", also=("hr-draw-the-draw",)),
    _bet("hr-draw-second-round", FirstToAct.LEFT_OF_BUTTON),
    Op(kind=OpKind.SHOWDOWN, clause="hr-draw-showdown"),
)

#: The procedure of each game, by game key (see :data:`engine.games.GAMES`).
PROCEDURES: dict[str, tuple[Op, ...]] = {
    "manila-2": MANILA_2,
    "manila-3": MANILA_3,
    "manila-3-no-sixes": MANILA_3,
    "texas-holdem": TEXAS_HOLDEM,
    "omaha": OMAHA,
    "omaha-8": OMAHA_8,
    "omaha-8-paired-lows": OMAHA_8,
    "seven-card-stud": SEVEN_CARD_STUD,
    "seven-card-stud-hilo": SEVEN_CARD_STUD_HILO,
    "five-card-stud": FIVE_CARD_STUD,
    "draw-poker": DRAW_POKER,
}
