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

from engine.documents import ids
from engine.explain import Cited, ClauseId, Step


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


@dataclass(frozen=True, slots=True)
class Ante:
    """A stud table's ante, as the game's procedure gives it (``int-ante-size``).

    ``quarters``: the ante each player posts unless the table names one, in quarters of the small bet,
    at least one chip (Five-Card Stud's "small wager": a quarter, ``int-ante-size``); 0: none unless
    the table names one (Seven-Card Stud's section names no ante, ``int-stud-antes``).  ``no_ante`` is
    the step told when no one antes; ``posted``, words added to each player's ante where the
    section has none of its own.
    """

    quarters: int
    no_ante: Step
    posted: str = ""

    def default(self, stake: int) -> int:
        """Each player's ante at a table whose small bet is ``stake``, unless the table names one.

        >>> FIVE_CARD_STUD[0].ante.default(4), FIVE_CARD_STUD[0].ante.default(2), SEVEN_CARD_STUD[0].ante.default(4)
        (1, 1, 0)
        """
        return max(1, stake * self.quarters // 4) if self.quarters else 0


@dataclass(frozen=True, slots=True)
class ButtonLast:
    """The rule by which the button receives the last card of each round of the deal, and the words its
    sentence begins with (where the rule is an interpretation that says why the game has a button)."""

    clause: ClauseId
    lead: str = "The button"


@dataclass(frozen=True, slots=True, kw_only=True)
class Op:
    """One step of a procedure.

    ``DEAL``: ``passes`` lists how many cards each player receives at a time, going
    round the table once per entry (``(1, 1)`` is two cards one at a time;
    ``(2, 1)`` the Canberra way: two at a time, then one), all ``face_up`` or down;
    ``button_last`` the rule by which the button gets the last card of each round, and
    ``starts_left`` the sentence on where the deal starts, told with the first card (NZ 14.1(d)).
    ``COMMUNITY``: ``count`` cards to the board.  ``BET``: ``first`` says who opens, with the rule
    that says so (``clause`` unless another rule does; ``clause`` is the rule that puts the round
    there), ``first_note`` what that rule adds about the round's last action, ``must_open``
    whether the opener must bet (the stud opener on the first round, ``int-stud-opening-bet``),
    ``fold`` the rule a fold in this round cites, and ``own_copies`` the game's own copy of each
    sentence of the stakes' that it has one of (3 Card Manila's "Betting Structures" repeat 2 Card
    Manila's), cited in its place.  ``POST_ANTES``: ``ante``, the table's
    ante by default.  ``SHOWDOWN``: ``card_count``, the sentence that counts the cards a hand uses
    (the manila games': players x hole cards + community and burn cards).  ``also`` lists the further clauses and interpretations the event cites,
    each with its own sentence.
    """

    kind: OpKind
    clause: ClauseId
    also: tuple[ClauseId, ...] = ()
    passes: tuple[int, ...] = ()
    face_up: bool = False
    count: int = 0
    first: Cited[FirstToAct] | None = None
    first_note: str = ""
    must_open: bool = False
    blinds: tuple[Blind, ...] = ()
    ante: Ante | None = None
    button_last: ButtonLast | None = None
    starts_left: ClauseId | None = None
    card_count: ClauseId | None = None
    own_copies: tuple[tuple[ClauseId, ClauseId], ...] = ()
    text: str = ""
    fold: ClauseId | None = None

    @property
    def cited(self) -> tuple[str, ...]:
        """Every clause and interpretation this step of the procedure names."""
        named = (
            self.clause,
            *(() if self.button_last is None else (self.button_last.clause,)),
            *(() if self.starts_left is None else (self.starts_left,)),
            *self.also,
            *(() if self.first is None else (self.first.clause,)),
            self.fold,
        )
        return tuple(dict.fromkeys(clause_id for clause_id in named if clause_id))


def _deal(
    clause: ClauseId,
    passes: tuple[int, ...],
    *,
    face_up: bool = False,
    also: tuple[ClauseId, ...] = (),
    text: str = "",
    button_last: ButtonLast | None = None,
    starts_left: ClauseId | None = None,
) -> Op:
    return Op(
        kind=OpKind.DEAL,
        clause=clause,
        passes=passes,
        face_up=face_up,
        also=also,
        text=text,
        button_last=button_last,
        starts_left=starts_left,
    )


def _community(clause: ClauseId, count: int = 1, also: tuple[ClauseId, ...] = (), text: str = "") -> Op:
    return Op(kind=OpKind.COMMUNITY, clause=clause, count=count, also=also, text=text)


def _burn(clause: ClauseId, also: tuple[ClauseId, ...] = ()) -> Op:
    return Op(kind=OpKind.BURN, clause=clause, also=also)


def _bet(
    clause: ClauseId,
    first: FirstToAct,
    also: tuple[ClauseId, ...] = (),
    text: str = "",
    *,
    first_clause: ClauseId | None = None,
    first_note: str = "",
    must_open: bool = False,
    fold: ClauseId | None = None,
) -> Op:
    """A betting round, put there by ``clause``; ``first_clause`` says who opens it, where another rule does."""
    return Op(
        kind=OpKind.BET,
        clause=clause,
        first=Cited(first, first_clause or clause),
        first_note=first_note,
        must_open=must_open,
        also=also,
        text=text,
        fold=fold,
    )


@dataclass(frozen=True, slots=True)
class _ManilaSentences:
    """The sentences a Manila procedure cites: the game's own section of the pokerpages rules (its
    blind, board, burn and showdown) and the section whose sentences on betting apply (the 2 Card
    section's own, or the "Betting Structures" that follow 3 Card Manila)."""

    one_blind: ClauseId
    board: ClauseId
    burn: ClauseId
    showdown: ClauseId
    blind_options: ClauseId
    later_actions: ClauseId
    same_to_five: ClauseId
    fifth_card_bet: ClauseId
    burn_then_card: ClauseId
    card_count: ClauseId
    own_copies: tuple[tuple[ClauseId, ClauseId], ...] = ()


_MANILA_2_SENTENCES = _ManilaSentences(
    one_blind=ids.PP_MANILA2_ONE_BLIND,
    board=ids.PP_MANILA2_BOARD,
    burn=ids.PP_MANILA2_BURN,
    showdown=ids.PP_MANILA2_SHOWDOWN,
    blind_options=ids.PP_MANILA2_BLIND_OPTIONS,
    later_actions=ids.PP_MANILA2_LATER_ACTIONS,
    same_to_five=ids.PP_MANILA2_SAME_TO_FIVE,
    fifth_card_bet=ids.PP_MANILA2_FIFTH_CARD_BET,
    burn_then_card=ids.PP_MANILA2_BURN_THEN_CARD,
    card_count=ids.PP_MANILA2_CARD_COUNT,
)
_MANILA_3_SENTENCES = _ManilaSentences(
    one_blind=ids.PP_MANILA3_ONE_BLIND,
    board=ids.PP_MANILA3_BOARD,
    burn=ids.PP_MANILA3_BURN,
    showdown=ids.PP_MANILA3_SHOWDOWN,
    blind_options=ids.PP_BETTING_BLIND_OPTIONS,
    later_actions=ids.PP_BETTING_LATER_ACTIONS,
    same_to_five=ids.PP_BETTING_SAME_TO_FIVE,
    fifth_card_bet=ids.PP_BETTING_FIFTH_CARD_BET,
    burn_then_card=ids.PP_BETTING_BURN_THEN_CARD,
    card_count=ids.PP_MANILA3_CARD_COUNT,
    # the stakes ($2 manila: manila_limit) cite 2 Card Manila's sentences; 3 Card Manila has its own copies
    own_copies=(
        (ids.PP_MANILA2_STRUCTURE, ids.PP_BETTING_STRUCTURE),
        (ids.PP_MANILA2_FIFTH_CARD_BET, ids.PP_BETTING_FIFTH_CARD_BET),
        (ids.PP_MANILA2_BLIND_OPTIONS, ids.PP_BETTING_BLIND_OPTIONS),
        (ids.PP_MANILA2_LATER_ACTIONS, ids.PP_BETTING_LATER_ACTIONS),
    ),
)


def _manila(*, two: bool, hole_passes: tuple[int, ...], deal_clause: ClauseId) -> tuple[Op, ...]:
    """The Manila procedure: one blind, one community card at a time, a burn before each later card.

    3 Card Manila is "played the same way as 2 Card Manila" (``pp-manila3-same-as-2``): its betting
    rounds cite that sentence with the 2 Card Manila one it brings in (bet or check on each card),
    which the Betting Structures do not repeat.  The Gazette's Two Card Manila (NZ 14.1) is cited for
    the 2 Card game's deal only: it deals "until each player receives two cards".
    """
    say = _MANILA_2_SENTENCES if two else _MANILA_3_SENTENCES
    each_card = (ids.PP_MANILA2_BET_EACH_CARD,) if two else (ids.PP_MANILA3_SAME_AS_2, ids.PP_MANILA2_BET_EACH_CARD)

    def bet(clause: ClauseId, first: FirstToAct, also: tuple[ClauseId, ...] = (), fold: ClauseId | None = None) -> Op:
        actions = say.blind_options if first is FirstToAct.LEFT_OF_BLIND else say.later_actions
        return replace(
            _bet(clause, first, also=(*also, *each_card), first_clause=ids.INT_MANILA_FIRST_TO_ACT, fold=fold or actions),
            own_copies=say.own_copies,
        )

    def later_card(bet_op: Op) -> tuple[Op, ...]:
        return (_burn(say.burn, also=(say.burn_then_card,)), _community(say.board), bet_op)

    rest = FirstToAct.LEFT_OF_BUTTON
    return (
        Op(
            kind=OpKind.POST_BLINDS,
            clause=say.one_blind,
            also=(ids.NZG_14_1C_I, ids.NZG_14_1C),
            blinds=(Blind("blind", 1),),
        ),
        _deal(
            deal_clause,
            hole_passes,
            button_last=ButtonLast(ids.NZG_14_1B),
            starts_left=ids.NZG_14_1D if two else None,
        ),
        _community(ids.NZG_14_1D, also=(say.board,)) if two else _community(say.board),
        bet(say.blind_options, FirstToAct.LEFT_OF_BLIND),
        *later_card(bet(say.later_actions, rest)),
        *later_card(bet(say.same_to_five, rest, also=(say.later_actions,))),
        *later_card(bet(say.same_to_five, rest, also=(say.later_actions,))),
        # the fifth card's own bet ($8), not the $4 of "check, bet ($4) or fold"
        *later_card(bet(say.fifth_card_bet, rest, also=(say.same_to_five,), fold=say.same_to_five)),
        Op(kind=OpKind.SHOWDOWN, clause=say.showdown, card_count=say.card_count),
    )


MANILA_2 = _manila(two=True, hole_passes=(1, 1), deal_clause=ids.PP_MANILA2_DEAL)
MANILA_3 = _manila(two=False, hole_passes=(1, 1, 1), deal_clause=ids.PP_MANILA3_DEAL)
#: "Canberra differs here by giving first 2 cards at a time then the third card one at a time."
MANILA_3_CANBERRA = _manila(two=False, hole_passes=(2, 1), deal_clause=ids.PP_MANILA3_CANBERRA)

_FLOP_BLINDS = (Blind("small blind", 1, 2), Blind("big blind", 1))


def _flop_game(
    *,
    blinds_clause: ClauseId,
    deal_clause: ClauseId,
    hole_count: int,
    first_clause: ClauseId,
    showdown_clause: ClauseId,
    actions: ClauseId,
    board_clause: ClauseId | None = None,
    first_also: tuple[ClauseId, ...] = (),
) -> tuple[Op, ...]:
    """Hold 'Em and the Omaha games: two blinds, hole cards, the flop, the turn, the river.

    ``board_clause``: the game's own sentence on the board, cited before Hold 'Em's sentence
    for each street (Omaha's board is dealt "in the same manner as in Texas Hold 'Em");
    empty for Hold 'Em itself.  ``actions``: the game's "bet, check, raise, or fold" sentence,
    which a fold cites.
    """

    def street(clause: ClauseId, count: int, text: str) -> Op:
        if board_clause:
            return _community(board_clause, count, also=(clause,), text=text)
        return _community(clause, count, text=text)

    return (
        Op(kind=OpKind.POST_BLINDS, clause=blinds_clause, blinds=_FLOP_BLINDS),
        _deal(deal_clause, (1,) * hole_count, button_last=ButtonLast(ids.HR_HOLDEM_BUTTON)),
        _bet(
            first_clause, FirstToAct.LEFT_OF_BIG_BLIND, also=(*first_also, ids.HR_HOLDEM_BIG_BLIND_OPTION), fold=actions
        ),
        _burn(ids.INT_FLOP_BURNS),
        street(ids.HR_HOLDEM_FLOP, 3, "the flop"),
        _bet(ids.HR_HOLDEM_FLOP, FirstToAct.LEFT_OF_BUTTON, fold=actions),
        _burn(ids.INT_FLOP_BURNS),
        street(ids.HR_HOLDEM_TURN, 1, "the turn"),
        _bet(ids.HR_HOLDEM_TURN, FirstToAct.LEFT_OF_BUTTON, first_clause=ids.INT_BETTING_ROUND, fold=actions),
        _burn(ids.INT_FLOP_BURNS),
        street(ids.HR_HOLDEM_RIVER, 1, "the river"),
        _bet(ids.HR_HOLDEM_RIVER, FirstToAct.LEFT_OF_BUTTON, first_clause=ids.INT_BETTING_ROUND, fold=actions),
        Op(kind=OpKind.SHOWDOWN, clause=showdown_clause),
    )


TEXAS_HOLDEM = _flop_game(
    blinds_clause=ids.HR_HOLDEM_BLINDS,
    deal_clause=ids.HR_HOLDEM_DEAL,
    hole_count=2,
    first_clause=ids.HR_HOLDEM_FIRST_ROUND,
    showdown_clause=ids.HR_HOLDEM_SHOWDOWN,
    actions=ids.HR_HOLDEM_ACTIONS,
)
OMAHA = _flop_game(
    blinds_clause=ids.HR_OMAHA_BUTTON_BLINDS,
    deal_clause=ids.HR_OMAHA_DEAL,
    hole_count=4,
    first_clause=ids.HR_OMAHA_FIRST_ROUND,
    board_clause=ids.HR_OMAHA_BOARD,
    showdown_clause=ids.HR_OMAHA_SHOWDOWN,
    actions=ids.HR_OMAHA_ACTIONS,
)
OMAHA_8 = _flop_game(
    blinds_clause=ids.HR_OMAHA8_BLINDS,
    deal_clause=ids.HR_OMAHA_DEAL,
    hole_count=4,
    first_clause=ids.HR_OMAHA_FIRST_ROUND,
    first_also=(ids.HR_OMAHA8_LIVE_BLINDS,),
    board_clause=ids.HR_OMAHA_BOARD,
    showdown_clause=ids.HR_OMAHA8_TWO_PLUS_THREE,
    actions=ids.HR_OMAHA_ACTIONS,
)

def _stud_street(
    card: ClauseId,
    opens: ClauseId,
    *,
    face_up: bool = True,
    text: str = "",
    said: ClauseId | None = None,
    fold: ClauseId = ids.INT_BETTING_ROUND,
) -> tuple[Op, Op, Op]:
    """A later stud street: a burn, one card to each player (by ``card``), and a betting round that the
    best hand showing opens (``opens``; ``said``: the sentence the round also cites, ``card`` unless given)."""
    return (
        _burn(ids.INT_STUD_BURNS),
        _deal(card, (1,), face_up=face_up, text=text),
        _bet(opens, FirstToAct.STUD_LATER, also=(said or card,), fold=fold),
    )


SEVEN_CARD_STUD = (
    Op(
        kind=OpKind.POST_ANTES,
        clause=ids.INT_STUD_ANTES,
        ante=Ante(
            0,
            Step(
                ids.INT_STUD_ANTES,
                "No one antes: the Seven-Card Stud section names no ante, so the pot starts empty (a table that "
                "antes sets the option ante).",
            ),
            posted=": this table plays Seven-Card Stud with an ante",
        ),
    ),
    _deal(ids.HR_STUD7_DEAL, (1, 1), text="two cards face down"),
    _deal(ids.HR_STUD7_DEAL, (1,), face_up=True, text="one card face up"),
    _bet(
        ids.HR_STUD7_LOW_CARD_OPENS,
        FirstToAct.STUD_FIRST,
        also=(ids.INT_STUD_OPENING_BET, ids.HR_STUD7_FIRST_ROUND_ACTION),
        must_open=True,
        fold=ids.HR_STUD7_FIRST_ROUND_ACTION,
    ),
    *_stud_street(ids.HR_STUD7_UP_CARDS, ids.HR_STUD7_BEST_HAND_OPENS) * 3,
    *_stud_street(ids.HR_STUD7_LAST_CARD, ids.HR_STUD7_BEST_HAND_OPENS, face_up=False, text="the last card face down"),
    Op(kind=OpKind.SHOWDOWN, clause=ids.HR_STUD7_SHOWDOWN),
)

#: The High/Low Split: "the player with the highest card must open the betting".
SEVEN_CARD_STUD_HILO = tuple(
    replace(
        op,
        clause=ids.HR_STUD7HL_HIGH_CARD_OPENS,
        first=Cited(FirstToAct.STUD_FIRST, ids.HR_STUD7HL_HIGH_CARD_OPENS),
    )
    if op.first is not None and op.first.value is FirstToAct.STUD_FIRST
    else op
    for op in SEVEN_CARD_STUD
)

FIVE_CARD_STUD = (
    Op(
        kind=OpKind.POST_ANTES,
        clause=ids.HR_STUD5_ANTE,
        also=(ids.INT_ANTE_SIZE,),
        ante=Ante(1, Step(ids.INT_ANTE_SIZE, "No one antes: this table's ante is 0.")),
    ),
    _deal(ids.HR_STUD5_DEAL, (1,), text="the hole card face down"),
    _deal(ids.HR_STUD5_DEAL, (1,), face_up=True, text="one card face up"),
    _bet(
        ids.HR_STUD5_LOW_CARD_OPENS,
        FirstToAct.STUD_FIRST,
        also=(ids.INT_STUD_OPENING_BET, ids.HR_STUD5_FIRST_ROUND_ACTION),
        must_open=True,
        fold=ids.HR_STUD5_FIRST_ROUND_ACTION,
    ),
    *_stud_street(ids.HR_STUD5_NEXT_CARD, ids.HR_STUD5_BEST_HAND_OPENS) * 2,
    *_stud_street(
        ids.HR_STUD5_FIVE_CARDS, ids.HR_STUD5_BEST_HAND_OPENS, said=ids.HR_STUD5_NEXT_CARD, fold=ids.HR_STUD5_FIVE_CARDS
    ),
    Op(kind=OpKind.SHOWDOWN, clause=ids.HR_STUD5_SHOWDOWN),
)

DRAW_POKER = (
    Op(
        kind=OpKind.POST_BLINDS,
        clause=ids.HR_DRAW_BLINDS,
        also=(ids.INT_DRAW_FIRST_TO_ACT, ids.HR_DRAW_BLIND_ROTATION),
        blinds=_FLOP_BLINDS,
    ),
    _deal(
        ids.HR_DRAW_DEAL,
        (1, 1, 1, 1, 1),
        button_last=ButtonLast(ids.INT_DRAW_FIRST_TO_ACT, "Draw Poker is dealt from a button, as Hold 'Em is: the button"),
    ),
    _bet(
        ids.HR_DRAW_FIRST_BET,
        FirstToAct.LEFT_OF_BIG_BLIND,
        also=(ids.HR_DRAW_LOOK, ids.HR_DRAW_FIRST_ROUND_COMPLETE),
        first_clause=ids.INT_DRAW_FIRST_TO_ACT,
        first_note="the big blind acts last and may check or raise",
        fold=ids.HR_DRAW_LOOK,
    ),
    _burn(ids.INT_DRAW_PROCEDURE),
    Op(kind=OpKind.DRAW, clause=ids.HR_DRAW_EXCHANGE, also=(ids.HR_DRAW_THE_DRAW, ids.INT_DRAW_PROCEDURE)),
    _bet(
        ids.HR_DRAW_SECOND_ROUND,
        FirstToAct.LEFT_OF_BUTTON,
        first_clause=ids.INT_DRAW_FIRST_TO_ACT,
        fold=ids.INT_BETTING_ROUND,
    ),
    Op(kind=OpKind.SHOWDOWN, clause=ids.HR_DRAW_SHOWDOWN),
)
