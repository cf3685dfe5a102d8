"""Interpretations about the table around the hands: seats, chops, missed blinds, absent players, openers."""

from __future__ import annotations

from engine.documents.interpretations.types import Interpretation

INTERPRETATIONS = (
    Interpretation(
        id="int-seat-draw-order",
        title="the players who lose the draw for a seat",
        question=(
            "The Gazette says \u201ca draw of cards shall decide seating positions\u201d when two or more players "
            "desire the same seat, but not where the players who do not get it sit."
        ),
        clauses=("nzg-14-1a",),
        reading=(
            "The highest card takes the seat (suits breaking a tie of ranks, as in the draw for the button). The "
            "others choose again among the seats still free, in the order of their cards, highest first."
        ),
        why=(
            "The sentence gives the players \u201ca choice of seat\u201d and has the draw decide \u201cseating "
            "positions\u201d, in the plural: the cards set the order in which the contenders choose."
        ),
    ),
    Interpretation(
        id="int-vacated-seat",
        title="who moves into a vacated seat",
        question=(
            "The Gazette gives the remaining active players priority over those waiting to join for a vacated "
            "seat, but not what happens when two active players want it, in what order the waiting players come, "
            "or what becomes of the seat a mover leaves."
        ),
        clauses=("nzg-14-1a",),
        reading=(
            "Two or more active players who want the vacated seat draw cards for it, the highest card winning, as "
            "for any seat two players desire. With no active player wanting it, the first player on the waiting "
            "list takes it. The seat a mover leaves is vacated in its turn, and the same priority applies to it."
        ),
        why=(
            "The same clause settles a seat two players desire by a draw of cards; a waiting list is kept in the "
            "order players join it; and the seat a mover leaves is as vacated as the first one."
        ),
    ),
    Interpretation(
        id="int-no-chop",
        title="no chopping in any game",
        question=(
            "Only the Gazette says \u201cthe pot shall not be divided by the agreement of two or more players\u201d, "
            "in the schedule that holds its Two Card Manila; the house rules and pokerpages say nothing of a chop."
        ),
        clauses=("nzg-13-4f",),
        reading=(
            "No game's pot is divided by agreement: every hand is played to a conclusion, and the pot goes to the "
            "winner at the showdown or to the last player left."
        ),
        why=(
            "It is the documents' only sentence on the question, and the engine already plays every hand of every "
            "game to a conclusion, as the same clause asks."
        ),
    ),
    Interpretation(
        id="int-omaha8-missed-blinds",
        title="coming back after missed blinds in Omaha 8/B",
        question=(
            "Omaha 8/B lets a player who missed his blinds \u201cwait until the big blind to post to come back "
            "in\u201d, or else \u201cpost the missed blinds\u201d, but does not say what a waiting player pays, "
            "when the missed blinds are posted, or what they count for."
        ),
        clauses=(
            "hr-omaha8-missed-blinds",
            "hr-omaha8-post-missed",
            "hr-omaha8-only-big-blind-live",
            "hr-omaha8-blind-sizes",
        ),
        reading=(
            "A player who waits pays nothing for the blinds he missed: he sits out until the big blind reaches his "
            "seat and posts it then, in turn, live like any big blind. A player who comes back at once posts every "
            "blind he missed before the cards of the next hand and is dealt in: the big blind counts toward his "
            "bet in the first round, the small blind is dead (see Omaha 8/B's live blinds). If nobody raises, he "
            "adds the first round's bet less his live big blind to call. Which blinds he missed is the dealer's "
            "record; the engine takes it as given."
        ),
        why=(
            "\u201cOtherwise\u201d sets posting the missed blinds against waiting, so a player who waits owes none "
            "of them; \u201cOnly the big blind is live\u201d says which of the posted blinds counts toward his bet."
        ),
    ),
    Interpretation(
        id="int-omaha8-absent-player",
        title="an absent blind in Omaha 8/B",
        question=(
            "Omaha 8/B kills the hand of a blind who \u201cis not present to act on his hand\u201d and keeps his "
            "blind, but does not say when he must be present or where his blind goes."
        ),
        clauses=("hr-omaha8-absent-player",),
        reading=(
            "He must be present when the action comes to him. If he is not, his hand is killed as if he had "
            "folded, and his blind stays in the pot, for whoever wins it."
        ),
        why=(
            "To \u201cact on his hand\u201d is to act in his turn; a blind already posted is in the pot, and "
            "\u201cwill not get his blind back\u201d leaves it there."
        ),
    ),
    Interpretation(
        id="int-draw-no-openers",
        title="no openers in Draw Poker",
        question=(
            "Some draw games ask for a minimum hand, such as a pair of jacks, before a player may open the "
            "betting (\u201copeners\u201d). The house rules' Draw Poker section names none."
        ),
        clauses=("hr-draw-blinds", "hr-draw-look", "hr-draw-first-bet"),
        reading=(
            "No openers are required: the blinds open the pot, and whatever his cards, each player decides whether "
            "to stay in; if he does, he puts in his bet (a call or a raise, or a check for the big blind when "
            "nobody has raised), and otherwise he folds."
        ),
        why=(
            "The section makes staying in the game a player's own decision after looking at his cards "
            "(\u201cdecide if they wish to stay in the game. If so, a bet must now be placed\u201d) and puts no "
            "condition on his hand."
        ),
    ),
)
