"""The rulebook's vocabulary: each term, what it means, and the clauses that use it.

A term's clauses are found in the registry by the words the documents use for it
(``patterns``, matched without regard to case), plus ``see_also`` ids for rules that
use the idea without the word (no document says "side pot", but NZ 13.5(b)'s
tapping out is what makes one), less ``not_in`` ids where the words mean something else ("a disc
called a dealer button" does not call a bet).  The book's Glossary page is generated
from :data:`GLOSSARY`.

>>> [clause.id for clause in term("wheel").clauses()]
['hr-omaha8-wheel']
>>> "hr-holdem-button" in [clause.id for clause in term("call").clauses()]
False
>>> term("manille").definition[:22]
'The ten, in Manillen P'
>>> term("flush")
Traceback (most recent call last):
...
engine.errors.UnknownTermError: 'flush' is not in the glossary; its terms are: all-in, ante, blind, bring-in, burn card, button, call, cap, check, community card, completion, designated player, fold, head to head, high/low split, hole card, limit, main pot, manille, odd chip, pot limit, qualifier, quartering, raise, scoop, showdown, side pot, spread limit, trick, trump, uncalled bet, undertrump, wheel
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.documents.clauses import Clause
from engine.documents.registry import all_clauses, clause, is_citable
from engine.errors import UnknownTermError
from engine.words import excerpt


@dataclass(frozen=True, slots=True)
class Term:
    """One glossary entry."""

    name: str
    definition: str
    patterns: tuple[str, ...]
    see_also: tuple[str, ...] = ()
    not_in: tuple[str, ...] = ()

    @property
    def id(self) -> str:
        """The anchor id of the term on the Glossary page (``term-burn-card``)."""
        return "term-" + re.sub(r"[^a-z0-9]+", "-", self.name.lower()).strip("-")

    def clauses(self) -> tuple[Clause, ...]:
        """Every document clause whose words use the term, in document order, repeats left out."""
        found = []
        for cl in all_clauses():
            if cl.repeats or cl.id in self.not_in:
                continue
            if any(re.search(pattern, cl.text, re.IGNORECASE) for pattern in self.patterns):
                found.append(cl)
        for cited in self.see_also:
            if not cited.startswith("int-") and clause(cited) not in found:
                found.append(clause(cited))
        return tuple(found)

    @property
    def interpretations(self) -> tuple[str, ...]:
        """The interpretation ids that settle what the documents leave open about the term."""
        return tuple(cited for cited in self.see_also if cited.startswith("int-"))


def _t(
    name: str, definition: str, *patterns: str, see_also: tuple[str, ...] = (), not_in: tuple[str, ...] = ()
) -> Term:
    return Term(name=name, definition=definition, patterns=patterns, see_also=see_also, not_in=not_in)


GLOSSARY: tuple[Term, ...] = (
    _t(
        "ante",
        "A small bet every player puts in before the cards are dealt, as in Five-Card Stud.",
        r"\bante\b",
        see_also=("int-ante-size", "int-stud-antes"),
    ),
    _t(
        "blind",
        "A bet made before the cards are dealt (\u201cblind\u201d because it is made before seeing any "
        "card) by the player or players on the button's left. A live blind counts toward its "
        "poster's bet in the first round.",
        r"\bblinds?\b",
        see_also=("int-manila-blind-count", "int-manila-live-blind", "int-omaha8-live-blinds", "int-flop-blind-sizes"),
    ),
    _t(
        "bring-in",
        "In stud, a forced first bet smaller than the first round's bet, which some rooms let the opener make "
        "instead of the full bet: the opener brings it in for the smaller amount or completes to the full bet, "
        "and the players after a bring-in call it, complete the bet or fold (Robert's Rules of Poker plays it "
        "so). The documents do not use the word: their opener (the lowest up-card, or the highest in "
        "High/Low Split) \u201copens the betting\u201d or \u201cmust place the opening bet\u201d, which the book "
        "reads as a full bet; a table that plays a bring-in chooses the option. In the later rounds the best "
        "hand showing opens, and may check.",
        r"opens? the betting",
        r"opening bet",
        see_also=("int-stud-bring-in", "int-stud-opening-bet", "int-stud-opener-ties"),
        # "On all subsequent rounds, the player with the best hand open the betting": no forced bet
        not_in=("hr-stud7-best-hand-opens",),
    ),
    _t(
        "burn card",
        "A card taken from the top of the deck and put aside face down, unseen and out of play, before "
        "community cards (or a new round of cards) are dealt.",
        r"\bburn",
        see_also=("int-flop-burns", "int-stud-burns"),
    ),
    _t(
        "call",
        "To put in enough chips to match the bet (the most anyone has put in this round).",
        r"\bcall(ed|s)?\b",
        # "called" as "named" (a disc called a dealer button, it's called live, also called Manille,
        # is called a boam), and Manillen Plus's call of trumps or of "I go against", not of a bet
        not_in=(
            "hr-holdem-button",
            "hr-holdem-blinds",
            "hr-holdem-blind-meaning",
            "hr-holdem-live-meaning",
            "mp-trump-call",
            "mp-no-trumps",
            "mp-blind-no-trumps",
            "mp-go-along",
            "mp-ranking",
            "mp-boam",
        ),
    ),
    _t(
        "cap",
        "The most raises a betting round allows: three in limit games while more than two players can "
        "still bet; no cap head to head, in pot-limit and in no-limit games. Whether a player all in "
        "counts, and whether a cap once reached is lifted when a fold leaves two, are the book's readings.",
        r"limit of three raises",
        r"\b3 raises\b",
        r"number of raises",
        see_also=("int-raise-cap-players", "int-raise-cap-all-in", "int-raise-cap-lifted", "int-raise-count"),
    ),
    _t(
        "check",
        "To stay in without betting, allowed only when there is no bet to call.",
        r"\bchecks?\b",
    ),
    _t(
        "community card",
        "A card dealt face up in the centre of the table that every player may use; together they are "
        "the board. Manila has five, dealt one at a time; Hold 'Em and Omaha deal three (the flop), "
        "then one (the turn) and one (the river).",
        r"\bcommunity\b",
        r"\bboard\b",
        r"\bflop\b",
    ),
    _t(
        "designated player",
        "The player with the dealer button, who receives the last card of each round of dealing.",
        r"designated player",
    ),
    _t(
        "fold",
        "To give up the hand: the player puts in no more chips and has no claim on the pot.",
        r"\bfold\b",
    ),
    _t(
        "head to head",
        "Two players left in the hand. The Gazette lifts the cap on raises head to head.",
        r"head to head",
        r"more than 2 players",
        see_also=("int-raise-cap-players", "int-raise-cap-all-in", "int-heads-up-blinds"),
    ),
    _t(
        "high/low split",
        "A game where the pot is shared between the best high hand and the best qualifying low hand; a "
        "hand that is both takes the whole pot.",
        r"high/low",
        r"hi/lo",
        r"\bhalf the pot\b",
        r"splits the pot",
    ),
    _t(
        "hole card",
        "A card dealt face down to one player, for that player's own use.",
        r"\bhole\b",
        r"face down",
    ),
    _t(
        "limit",
        "A betting structure where every bet and raise is a fixed amount for the round, such as Manila's "
        "$2, $4, $4, $4, $8.",
        r"\blimit\b",
        r"betting structure",
        see_also=("int-limit-schedule", "int-fixed-limit-raises"),
        # the Gazette's "betting limit" of pot-limit and spread-limit games and its "limit of three
        # raises" (the cap), not the fixed-limit structure
        not_in=("nzg-13-5c", "nzg-13-5d", "nzg-13-5e"),
    ),
    _t(
        "manille",
        "The ten, in Manillen Plus: the highest card of each suit, worth 5 points.",
        r"manille\b",
    ),
    _t(
        "odd chip",
        "The chip left over when a pot cannot be shared evenly between tied hands (or between high and "
        "low); the rules say who receives it.",
        r"odd chip",
        see_also=("int-odd-chip-by-game", "int-hilo-odd-chip"),
    ),
    _t(
        "pot limit",
        "A betting structure where a raise may be as large as the pot, counted after the player has "
        "called (half the pot in half-pot games).",
        r"ratio to the pot",
        r"half pot",
        see_also=("int-pot-limit-arithmetic",),
    ),
    _t(
        "qualifier",
        "The condition a low hand must meet to win the low half: here five different ranks of 8 or lower.",
        r"qualif",
        r"eight or smaller",
        r"8 or lower",
        r"8 or below",
        see_also=("int-low-no-pair",),
    ),
    _t(
        "raise",
        "To increase the bet: put in enough to call and more, by the amount the structure allows.",
        r"\brais",
    ),
    _t(
        "showdown",
        "The end of a hand, when the players still in show their cards and the best hand wins.",
        r"showdown",
        r"show (their|all|all their) (hands|cards|five cards|four cards)",
        r"show all four cards",
        see_also=("int-uncontested-pot",),
    ),
    _t(
        "spread limit",
        "A betting structure where each bet or raise may be any amount between a minimum and a maximum.",
        r"spread limit",
        see_also=("int-spread-limit",),
    ),
    _t(
        "button",
        "A disc marking the dealing position: the player holding it is dealt last, the blinds sit on its "
        "left, and it moves one seat clockwise after each hand.",
        r"\bbutton\b",
        see_also=("int-button-draw",),
    ),
    _t(
        "trick",
        "In Manillen Plus, one card from each player in turn; the highest trump, or else the highest card "
        "of the suit led, wins it.",
        r"\btricks?\b",
        see_also=("int-mp-one-card",),
    ),
    _t(
        "trump",
        "In Manillen Plus, the suit the dealer calls: any card of it beats every card of the other suits.",
        r"\btrumps?\b",
        see_also=("int-mp-must-trump",),
    ),
    _t(
        "undertrump",
        "To play a lower trump than one already in the trick; Manillen Plus forbids it while the player "
        "has any other card to play.",
        r"undertrump",
        r"lower-ranked trump",
        see_also=("int-mp-undertrump",),
    ),
    _t(
        "wheel",
        "A-2-3-4-5, the best possible low hand.",
        r"\bwheel\b",
    ),
    _t(
        "all-in",
        "A player who has put every chip in front of him into the pot is all in; the Gazette calls it "
        "\u201ctapping out\u201d. He may call, bet or raise for less than the rules otherwise require and stays "
        "in the hand for what he put in, but he can win from each other player only as much as he put in "
        "himself: what the others bet beyond that goes to a side pot. An all in short of a full raise is not "
        "a raise.",
        r"tapping out",
        see_also=("int-tapping-out", "int-side-pots", "int-raise-count", "int-limit-short-all-in"),
    ),
    _t(
        "main pot",
        "When a player is all in for less than the others, the pot every player still in may win: it holds, "
        "from every player (those who folded too), as much as the smallest stake of a player still in. What "
        "is bet beyond that goes to one or more side pots. The documents speak only of \u201cthe pot\u201d; "
        "the main pot and the side pots are the book's reading of a player tapping out.",
        see_also=("nzg-13-5b", "int-side-pots"),
    ),
    _t(
        "side pot",
        "A pot beside the main pot, for the chips a player all in could not match: it holds the next level "
        "of the other players' stakes, up to the next smallest, and only the players who put in that much "
        "may win it. Each pot is awarded on its own, to the best hand among its players (in a hi/lo game, "
        "split high and low on its own, with its own odd chip). No document names side pots; they are the "
        "book's reading of a player tapping out.",
        see_also=("nzg-13-5b", "int-side-pots", "int-tapping-out"),
    ),
    _t(
        "uncalled bet",
        "Chips a player bets or raises that no other player matches, because every other player folds or "
        "is all in for less. They are no pot, and no one wins them: they go back to the player who bet them, "
        "before the showdown. A round ends \u201conce all bets are called\u201d; an uncalled bet is the part "
        "no one called.",
        r"bets are called",
        see_also=("int-side-pots", "int-uncontested-pot"),
    ),
    _t(
        "scoop",
        "In a high/low game, to win the whole pot with one hand that is both the best high hand and the best "
        "qualifying low: \u201cA straight or a flush, 8-high or lower, may be both the highest and lowest "
        "hand, in which case it wins the whole pot.\u201d With side pots, each pot is scooped or split on its "
        "own. The documents do not use the word.",
        r"whole pot",
        see_also=("int-side-pots", "int-hilo-odd-chip"),
    ),
    _t(
        "quartering",
        "In a high/low game, winning a quarter of the pot: two hands tied for the low half (or the high "
        "half) share that half, so each takes a quarter (\u201cIn the event of ties, the pot will be "
        "split\u201d). A hand that wins one half alone and ties for the other takes three quarters. Odd "
        "chips left over go as the game's odd-chip rule says. The documents do not use the word.",
        see_also=(
            "hr-omaha8-ties",
            "hr-omaha8-odd-chip",
            "hr-stud7hl-split",
            "int-hilo-odd-chip",
            "int-odd-chip-by-game",
        ),
    ),
    _t(
        "completion",
        "Bringing a bet that is short of a full bet up to the full bet. It counts as the bet, not as a raise, "
        "so it does not count toward the cap: after a stud bring-in the next player may complete to the first "
        "round's bet, and after a player all in for less than a full bet the next player may complete it. A "
        "dealer says \u201ccompletes\u201d, not \u201craises\u201d. The documents do not use the word; it "
        "comes with the book's readings of the bring-in and of tapping out.",
        see_also=("nzg-13-5b", "hr-stud5-low-card-opens", "int-stud-bring-in", "int-raise-count"),
    ),
)

_BY_NAME = {entry.name: entry for entry in GLOSSARY}


def term(name: str) -> Term:
    """The glossary entry called ``name``."""
    try:
        return _BY_NAME[name]
    except KeyError:
        names = ", ".join(sorted(_BY_NAME))
        raise UnknownTermError(f"{excerpt(name)} is not in the glossary; its terms are: {names}") from None


def check_glossary() -> None:
    """Every entry's see-also ids exist, every entry links at least one clause, and each id it leaves
    out is one its words would otherwise have matched (so the list of exceptions cannot go stale)."""
    for entry in GLOSSARY:
        for cited in entry.see_also:
            if not is_citable(cited):
                raise AssertionError(f"glossary term {entry.name!r} cites unknown id {cited!r}")
        for left_out in entry.not_in:
            words = clause(left_out).text
            if not any(re.search(pattern, words, re.IGNORECASE) for pattern in entry.patterns):
                raise AssertionError(f"glossary term {entry.name!r} leaves out {left_out!r}, which it does not match")
        if not entry.clauses():
            raise AssertionError(f"glossary term {entry.name!r} matches no clause")
