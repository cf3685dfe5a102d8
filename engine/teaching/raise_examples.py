"""The rule documents' worked examples of what a player may call and raise to, as data.

Each example is a sentence of a document (or of the book's reading of one), the clause it comes
from, and the betting situation it describes, in the engine's own terms: the betting structure,
the keywords of that structure's stakes constructor
(:func:`~engine.poker.betting.structures.manila_limit`, :func:`~engine.poker.betting.structures.pot_limit`,
...), and the keywords of :func:`~engine.poker.betting.options.betting_options`.  The pot holds
every chip put in, this round's bets too.  The raise calculator opens on them, one button each.

>>> example = RAISE_EXAMPLES["$5 manila, first round"]
>>> example.clause, example.structure.value, dict(example.stakes)
('pp-manila2-first-raise-5', 'manila limit', {'stake': 5})
>>> example.inputs()["current_bet"]
5
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.documents import ids
from engine.explain import ClauseId
from engine.poker.betting.stakes import Structure

__all__ = ["RAISE_EXAMPLES", "RaiseExample"]


@dataclass(frozen=True, slots=True, kw_only=True)
class RaiseExample:
    """A worked example: its name (the calculator's button), what the document says, the clause, the situation.

    ``stakes`` are keywords of the structure's stakes constructor; ``situation`` keywords of
    :func:`~engine.poker.betting.options.betting_options` (those left out take the calculator's defaults).
    """

    name: str
    says: str
    clause: ClauseId
    structure: Structure
    stakes: Mapping[str, int]
    situation: Mapping[str, int]

    def inputs(self) -> dict[str, object]:
        """The example by the engine's parameter names: the structure, its stakes, then the situation."""
        return {"structure": self.structure, **self.stakes, **self.situation}


def _manila(name: str, says: str, clause: ClauseId, *, stake: int = 2, **situation: int) -> RaiseExample:
    return RaiseExample(
        name=name, says=says, clause=clause, structure=Structure.MANILA_LIMIT, stakes={"stake": stake}, situation=situation
    )


#: The examples by name, in the order the calculator offers them.
RAISE_EXAMPLES: dict[str, RaiseExample] = {
    example.name: example
    for example in (
        _manila(
            "$2 manila, first round",
            "On the $2 blind, all players can call the $2, raise to $6 or fold.",
            ids.PP_MANILA2_BLIND_OPTIONS,
            round_number=1,
            pot=2,
            current_bet=2,
            player_count=4,
        ),
        _manila(
            "$5 manila, first round",
            "On a $5 blind, the raise is $10, making it $15 in total to call.",
            ids.PP_MANILA2_FIRST_RAISE_5,
            stake=5,
            round_number=1,
            pot=5,
            current_bet=5,
            player_count=4,
        ),
        _manila(
            "$2 manila, later round: bet $4",
            "In the later rounds players can check, bet $4 or fold.",
            ids.PP_MANILA2_LATER_ACTIONS,
            round_number=2,
            pot=8,
            current_bet=0,
            player_count=4,
        ),
        _manila(
            "$2 manila, later round: $4 raised to $8",
            "The bet is $4, first raise to make it $8.",
            ids.PP_MANILA2_LATER_RAISE,
            round_number=2,
            pot=12,
            current_bet=4,
            player_count=4,
        ),
        _manila(
            "$2 manila, later round: $8 raised to $12",
            "The bet is $4, first raise to make it $8, second raise to $12.",
            ids.PP_MANILA2_LATER_RAISE,
            round_number=2,
            pot=20,
            current_bet=8,
            raise_count=1,
            player_count=4,
        ),
        _manila(
            "Three raises already, four players",
            "Only 3 raises per round permitted when there are more than 2 players in the game.",
            ids.PP_MANILA2_RAISE_CAP,
            # seat A bets $4, B raises to $8, C to $12, D to $16; A is to act: 6 + 4 + 8 + 12 + 16 in the pot
            round_number=2,
            pot=46,
            current_bet=16,
            put_in=4,
            raise_count=3,
            player_count=4,
        ),
        _manila(
            "Head to head",
            "When the betting is head to head there is no limit to the number of raises.",
            ids.NZG_13_5E,
            # $4 bet, raised to $8, $12, $16 by two players; the one on $12 is to act: 4 + 12 + 16
            round_number=2,
            pot=32,
            current_bet=16,
            put_in=12,
            raise_count=3,
            player_count=2,
        ),
        _manila(
            "Short stack: tap out",
            "A raise is not less than the last bet or raise, except when a player taps out.",
            ids.NZG_13_5B,
            round_number=2,
            pot=12,
            current_bet=4,
            player_count=3,
            stack=6,
        ),
        _manila(
            "Short stack: call all in, side pot",
            "A player who taps out can win from each other player only what they put in; the rest is a side pot.",
            ids.INT_SIDE_POTS,
            # round 2 of $2 manila: $4 from round 1, then two players bet and call $4; the third has $1 left
            round_number=2,
            pot=12,
            current_bet=4,
            player_count=3,
            stack=1,
        ),
        RaiseExample(
            name="Fixed limit 2/4, third round",
            says="A fixed limit bets the small bet in the first rounds and the big bet later; a raise adds the bet.",
            clause=ids.INT_LIMIT_SCHEDULE,
            structure=Structure.FIXED_LIMIT,
            stakes={"small_bet": 2, "big_bet": 4},
            situation={"round_number": 3, "pot": 20, "current_bet": 4, "player_count": 3},
        ),
        RaiseExample(
            name="Pot limit: pot 40 chips, call 10 chips",
            says=(
                "The amount to call is included in the pot before the limit is calculated: "
                "raise to 60 chips at most."
            ),
            clause=ids.NZG_13_5C,
            structure=Structure.POT_LIMIT,
            stakes={"minimum": 2},
            situation={"round_number": 2, "pot": 40, "current_bet": 10, "player_count": 3},
        ),
        RaiseExample(
            name="Half pot: pot 40 chips, call 10 chips",
            says="Half of pot 40 chips + call 10 chips is 25 chips: raise to 35 chips at most.",
            clause=ids.NZG_13_5C,
            structure=Structure.HALF_POT,
            stakes={"minimum": 2},
            situation={"round_number": 2, "pot": 40, "current_bet": 10, "player_count": 3},
        ),
        RaiseExample(
            name="Spread limit: 2 to 6 chips",
            says="A raise equals at least the last bet or raise, and may go up to the betting maximum.",
            clause=ids.NZG_13_5D,
            structure=Structure.SPREAD_LIMIT,
            stakes={"minimum": 2, "maximum": 6},
            situation={"round_number": 1, "pot": 4, "current_bet": 4, "player_count": 3},
        ),
        RaiseExample(
            name="No limit, after a raise",
            says="A raise is not less than any previous bet or raise; in no limit it may be all the player's chips.",
            clause=ids.NZG_13_5B,
            structure=Structure.NO_LIMIT,
            stakes={"minimum": 2},
            # a bet of 10 chips raised to 30: a raise adds at least 20, to 50
            situation={
                "round_number": 2,
                "pot": 60,
                "current_bet": 30,
                "last_raise": 20,
                "raise_count": 1,
                "player_count": 3,
                "stack": 200,
            },
        ),
    )
}
