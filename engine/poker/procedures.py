"""Each game's procedure as data: who posts, what is dealt to whom, burns, the board, betting rounds.

A procedure is a tuple of :class:`Op` records, each citing the clause that puts it
there; :mod:`engine.poker.deal` runs a procedure into the ordered events of one hand.
Where a document leaves out a step the deal needs (the burns in Hold 'Em, who acts
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
    ``COMMUNITY``: ``count`` cards to the board.  ``BET``: ``first`` says who opens,
    ``first_clause`` the rule that says so (when it is not ``clause``, the rule that puts the
    round there), ``fold`` the rule a fold in this round cites.  ``also`` lists the further
    clauses and interpretations the event cites, each with its own sentence.
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
    first_clause: str = ""
    fold: str = ""

    @property
    def cited(self) -> tuple[str, ...]:
        """Every clause and interpretation this step of the procedure names."""
        named = (self.clause, *self.also, self.first_clause, self.fold)
        return tuple(dict.fromkeys(clause_id for clause_id in named if clause_id))


def _deal(
    clause: str, passes: tuple[int, ...], *, face_up: bool = False, also: tuple[str, ...] = (), text: str = ""
) -> Op:
    return Op(kind=OpKind.DEAL, clause=clause, passes=passes, face_up=face_up, also=also, text=text)


def _community(clause: str, count: int = 1, also: tuple[str, ...] = (), text: str = "") -> Op:
    return Op(kind=OpKind.COMMUNITY, clause=clause, count=count, also=also, text=text)


def _burn(clause: str, also: tuple[str, ...] = ()) -> Op:
    return Op(kind=OpKind.BURN, clause=clause, also=also)


def _bet(
    clause: str,
    first: FirstToAct,
    also: tuple[str, ...] = (),
    text: str = "",
    *,
    first_clause: str = "",
    fold: str = "",
) -> Op:
    return Op(kind=OpKind.BET, clause=clause, first=first, also=also, text=text, first_clause=first_clause, fold=fold)


def _manila(*, section: str, betting: str, hole_passes: tuple[int, ...], deal_clause: str) -> tuple[Op, ...]:
    """The Manila procedure: one blind, one community card at a time, a burn before each later card.

    ``section`` names the game's own section of the pokerpages rules (``manila2``,
    ``manila3``); ``betting`` the section whose sentences on betting apply (the 2 Card
    section's own, or the "Betting Structures" that follow 3 Card Manila).  3 Card Manila
    is "played the same way as 2 Card Manila" (``pp-manila3-same-as-2``): its betting rounds
    cite that sentence with the 2 Card Manila one it brings in (bet or check on each card),
    which the Betting Structures do not repeat.  The Gazette's Two Card Manila (NZ 14.1) is
    cited for the 2 Card game's deal only: it deals "until each player receives two cards".
    """
    two = section == "manila2"
    section, betting = f"pp-{section}", f"pp-{betting}"
    each_card = ("pp-manila2-bet-each-card",) if two else ("pp-manila3-same-as-2", "pp-manila2-bet-each-card")

    def bet(clause: str, first: FirstToAct, also: tuple[str, ...] = (), fold: str = "") -> Op:
        actions = f"{betting}-blind-options" if first is FirstToAct.LEFT_OF_BLIND else f"{betting}-later-actions"
        return _bet(
            clause, first, also=(*also, *each_card), first_clause="int-manila-first-to-act", fold=fold or actions
        )

    def later_card(bet_op: Op) -> tuple[Op, ...]:
        return (
            _burn(f"{section}-burn", also=(f"{betting}-burn-then-card",)),
            _community(f"{section}-board"),
            bet_op,
        )

    rest = FirstToAct.LEFT_OF_BUTTON
    return (
        Op(
            kind=OpKind.POST_BLINDS,
            clause=f"{section}-one-blind",
            also=("nzg-14-1c-i", "nzg-14-1c"),
            blinds=(Blind("blind", 1),),
        ),
        _deal(deal_clause, hole_passes, also=("nzg-14-1b", "nzg-14-1d") if two else ("nzg-14-1b",)),
        _community("nzg-14-1d", also=(f"{section}-board",)) if two else _community(f"{section}-board"),
        bet(f"{betting}-blind-options", FirstToAct.LEFT_OF_BLIND),
        *later_card(bet(f"{betting}-later-actions", rest)),
        *later_card(bet(f"{betting}-same-to-five", rest, also=(f"{betting}-later-actions",))),
        *later_card(bet(f"{betting}-same-to-five", rest, also=(f"{betting}-later-actions",))),
        # the fifth card's own bet ($8), not the $4 of "check, bet ($4) or fold"
        *later_card(
            bet(f"{betting}-fifth-card-bet", rest, also=(f"{betting}-same-to-five",), fold=f"{betting}-same-to-five")
        ),
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
    showdown_clause: str,
    actions: str,
    board_clause: str = "",
    first_also: tuple[str, ...] = (),
) -> tuple[Op, ...]:
    """Hold 'Em and the Omaha games: two blinds, hole cards, the flop, the turn, the river.

    ``board_clause``: the game's own sentence on the board, cited before Hold 'Em's sentence
    for each street (Omaha's board is dealt "in the same manner as in Texas Hold 'Em");
    empty for Hold 'Em itself.  ``actions``: the game's "bet, check, raise, or fold" sentence,
    which a fold cites.
    """

    def street(clause: str, count: int, text: str) -> Op:
        if board_clause:
            return _community(board_clause, count, also=(clause,), text=text)
        return _community(clause, count, text=text)

    return (
        Op(kind=OpKind.POST_BLINDS, clause=blinds_clause, blinds=_FLOP_BLINDS),
        _deal(deal_clause, (1,) * hole_count, also=("hr-holdem-button",)),
        _bet(
            first_clause, FirstToAct.LEFT_OF_BIG_BLIND, also=(*first_also, "hr-holdem-big-blind-option"), fold=actions
        ),
        _burn("int-flop-burns"),
        street("hr-holdem-flop", 3, "the flop"),
        _bet("hr-holdem-flop", FirstToAct.LEFT_OF_BUTTON, fold=actions),
        _burn("int-flop-burns"),
        street("hr-holdem-turn", 1, "the turn"),
        _bet("hr-holdem-turn", FirstToAct.LEFT_OF_BUTTON, first_clause="int-betting-round", fold=actions),
        _burn("int-flop-burns"),
        street("hr-holdem-river", 1, "the river"),
        _bet("hr-holdem-river", FirstToAct.LEFT_OF_BUTTON, first_clause="int-betting-round", fold=actions),
        Op(kind=OpKind.SHOWDOWN, clause=showdown_clause),
    )


TEXAS_HOLDEM = _flop_game(
    blinds_clause="hr-holdem-blinds",
    deal_clause="hr-holdem-deal",
    hole_count=2,
    first_clause="hr-holdem-first-round",
    showdown_clause="hr-holdem-showdown",
    actions="hr-holdem-actions",
)
OMAHA = _flop_game(
    blinds_clause="hr-omaha-button-blinds",
    deal_clause="hr-omaha-deal",
    hole_count=4,
    first_clause="hr-omaha-first-round",
    board_clause="hr-omaha-board",
    showdown_clause="hr-omaha-showdown",
    actions="hr-omaha-actions",
)
OMAHA_8 = _flop_game(
    blinds_clause="hr-omaha8-blinds",
    deal_clause="hr-omaha-deal",
    hole_count=4,
    first_clause="hr-omaha-first-round",
    first_also=("hr-omaha8-live-blinds",),
    board_clause="hr-omaha-board",
    showdown_clause="hr-omaha8-two-plus-three",
    actions="hr-omaha-actions",
)

SEVEN_CARD_STUD = (
    Op(kind=OpKind.POST_ANTES, clause="int-stud-antes"),
    _deal("hr-stud7-deal", (1, 1), text="two cards face down"),
    _deal("hr-stud7-deal", (1,), face_up=True, text="one card face up"),
    _bet(
        "hr-stud7-low-card-opens",
        FirstToAct.STUD_FIRST,
        also=("int-stud-opening-bet", "hr-stud7-first-round-action"),
        fold="hr-stud7-first-round-action",
    ),
    _burn("int-stud-burns"),
    _deal("hr-stud7-up-cards", (1,), face_up=True),
    _bet("hr-stud7-best-hand-opens", FirstToAct.STUD_LATER, also=("hr-stud7-up-cards",), fold="int-betting-round"),
    _burn("int-stud-burns"),
    _deal("hr-stud7-up-cards", (1,), face_up=True),
    _bet("hr-stud7-best-hand-opens", FirstToAct.STUD_LATER, also=("hr-stud7-up-cards",), fold="int-betting-round"),
    _burn("int-stud-burns"),
    _deal("hr-stud7-up-cards", (1,), face_up=True),
    _bet("hr-stud7-best-hand-opens", FirstToAct.STUD_LATER, also=("hr-stud7-up-cards",), fold="int-betting-round"),
    _burn("int-stud-burns"),
    _deal("hr-stud7-last-card", (1,), text="the last card face down"),
    _bet("hr-stud7-best-hand-opens", FirstToAct.STUD_LATER, also=("hr-stud7-last-card",), fold="int-betting-round"),
    Op(kind=OpKind.SHOWDOWN, clause="hr-stud7-showdown"),
)

#: The High/Low Split: "the player with the highest card must open the betting".
SEVEN_CARD_STUD_HILO = tuple(
    replace(op, clause="hr-stud7hl-high-card-opens") if op.first is FirstToAct.STUD_FIRST else op
    for op in SEVEN_CARD_STUD
)

FIVE_CARD_STUD = (
    Op(kind=OpKind.POST_ANTES, clause="hr-stud5-ante", also=("int-ante-size",)),
    _deal("hr-stud5-deal", (1,), text="the hole card face down"),
    _deal("hr-stud5-deal", (1,), face_up=True, text="one card face up"),
    _bet(
        "hr-stud5-low-card-opens",
        FirstToAct.STUD_FIRST,
        also=("int-stud-opening-bet", "hr-stud5-first-round-action"),
        fold="hr-stud5-first-round-action",
    ),
    _burn("int-stud-burns"),
    _deal("hr-stud5-next-card", (1,), face_up=True),
    _bet("hr-stud5-best-hand-opens", FirstToAct.STUD_LATER, also=("hr-stud5-next-card",), fold="int-betting-round"),
    _burn("int-stud-burns"),
    _deal("hr-stud5-next-card", (1,), face_up=True),
    _bet("hr-stud5-best-hand-opens", FirstToAct.STUD_LATER, also=("hr-stud5-next-card",), fold="int-betting-round"),
    _burn("int-stud-burns"),
    _deal("hr-stud5-five-cards", (1,), face_up=True),
    _bet("hr-stud5-best-hand-opens", FirstToAct.STUD_LATER, also=("hr-stud5-next-card",), fold="hr-stud5-five-cards"),
    Op(kind=OpKind.SHOWDOWN, clause="hr-stud5-showdown"),
)

DRAW_POKER = (
    Op(
        kind=OpKind.POST_BLINDS,
        clause="hr-draw-blinds",
        also=("int-draw-first-to-act", "hr-draw-blind-rotation"),
        blinds=_FLOP_BLINDS,
    ),
    _deal("hr-draw-deal", (1, 1, 1, 1, 1), also=("int-draw-first-to-act",)),
    _bet(
        "hr-draw-first-bet",
        FirstToAct.LEFT_OF_BIG_BLIND,
        also=("hr-draw-look", "hr-draw-first-round-complete"),
        first_clause="int-draw-first-to-act",
        fold="hr-draw-look",
    ),
    _burn("int-draw-procedure"),
    Op(kind=OpKind.DRAW, clause="hr-draw-exchange", also=("hr-draw-the-draw", "int-draw-procedure")),
    _bet(
        "hr-draw-second-round",
        FirstToAct.LEFT_OF_BUTTON,
        first_clause="int-draw-first-to-act",
        fold="int-betting-round",
    ),
    Op(kind=OpKind.SHOWDOWN, clause="hr-draw-showdown"),
)

#: The procedure of each game, by game key (see :data:`engine.poker.games.GAMES`).
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
