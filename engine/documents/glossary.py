"""The rulebook's vocabulary: each term, what it means, and the clauses that use it.

A term's clauses are found in the registry by the words the documents use for it
(``patterns``, matched without regard to case), plus ``see_also`` ids for rules that
use the idea without the word (no document says "bring-in", but the stud openers'
first bet is one), less ``not_in`` ids where the words mean something else ("a disc
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
engine.errors.UnknownTermError: 'flush' is not in the glossary; its terms are: ante, blind, bring-in, burn card, button, call, cap, check, community card, designated player, fold, head to head, high/low split, hole card, limit, manille, odd chip, pot limit, qualifier, raise, showdown, spread limit, trick, trump, undertrump, wheel
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.documents.clauses import Clause
from engine.documents.registry import all_clauses, clause, is_citable
from engine.errors import UnknownTermError


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
        "The forced first bet of a stud hand, in the first betting round, made by the player the rules "
        "name (in these rules, the lowest up-card, or the highest in High/Low Split). The documents do not "
        "use the word: they say that player \u201copens the betting\u201d or \u201cmust place the opening "
        "bet\u201d. In the later rounds the best hand showing opens, but may check: that is no bring-in.",
        r"opens? the betting",
        r"opening bet",
        see_also=("int-stud-opening-bet", "int-stud-opener-ties"),
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
        "The most raises a betting round allows: three in limit games while more than two players are "
        "in; no cap head to head, in pot-limit and in no-limit games.",
        r"limit of three raises",
        r"\b3 raises\b",
        r"number of raises",
        see_also=("int-raise-cap-players", "int-raise-count"),
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
        see_also=("int-raise-cap-players", "int-heads-up-blinds"),
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
)

_BY_NAME = {entry.name: entry for entry in GLOSSARY}


def term(name: str) -> Term:
    """The glossary entry called ``name``."""
    try:
        return _BY_NAME[name]
    except KeyError:
        names = ", ".join(sorted(_BY_NAME))
        raise UnknownTermError(f"{name!r} is not in the glossary; its terms are: {names}") from None


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
