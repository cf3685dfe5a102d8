"""Interpretations of the Manillen Plus rules: where the document is silent or ambiguous.

Each entry quotes the clauses involved (by id), says what the engine does and why
(the document's own words read closely, or, where it is silent, the engine's choice
said as such) and, where a table could want the other reading, names the :class:`Option` that selects it.
The engine checks option values against these records, so the choices a widget
offers and the ones the engine accepts cannot drift apart.

>>> BY_ID["int-mp-undertrump"].option.default
'never'
"""

from engine.documents.interpretations.types import Interpretation, Option

INTERPRETATIONS = (
    Interpretation(
        id="int-mp-deck-52",
        title="the \u201cmodified deck of 52 cards\u201d",
        question=(
            "MATERIALS asks for \u201ca modified deck of 52 cards\u201d, while SETUP removes every card 6 "
            "and lower, which \u201cleaves you with a 32-card deck\u201d."
        ),
        clauses=("mp-materials", "mp-deck", "mp-deck-32"),
        reading=(
            "The game is played with 32 cards: a standard 52-card deck with its 2s, 3s, 4s, 5s and "
            "6s taken out, leaving 7, 8, 9, 10, jack, queen, king and ace in each suit. "
            "\u201cModified deck of 52 cards\u201d names the deck you start from, not the one you play with."
        ),
        why="The card counts only work with 32: 3 \u00d7 10 + 2 = 32 and 6 \u00d7 5 + 2 = 32.",
    ),
    Interpretation(
        id="int-mp-seats",
        title="seats, left and right, and who plays with whom",
        question=(
            "The document speaks of the dealer's left and right and of teams, but says nothing of "
            "how seats are counted, and in a 3-player game the teams change every deal."
        ),
        clauses=("mp-seating-3", "mp-seating-6", "mp-teams-3", "mp-dealer", "mp-cut", "mp-first-lead"),
        reading=(
            "Seats are numbered 1, 2, 3, ... clockwise; a player's left is the next seat clockwise "
            "and play goes clockwise. With six players the teams alternate round the table (seats "
            "1, 3 and 5 against 2, 4 and 6), so no teammates sit side by side. With three players the "
            "dealer plays alone and the other two are partners for that deal only."
        ),
        why=(
            "Clockwise play, with the deal passing to the left, is how Manille is played; alternating "
            "seats is the only way to seat two teams of three with no teammates side by side."
        ),
    ),
    Interpretation(
        id="int-mp-dealing",
        title="how the cards are cut and dealt",
        question=(
            "The player to the dealer's right \u201cmay cut\u201d, and the dealer deals 10 or 5 cards each, "
            "leaving 2 undealt, but the document does not say in what packets, in what order, or "
            "which two cards are left over."
        ),
        clauses=("mp-cut", "mp-deal", "mp-undealt"),
        reading=(
            "The player on the dealer's right may cut: the top part of the shuffled deck (1 to 31 "
            "cards) goes under the rest, or they decline and the deck is dealt as it lies. The "
            "dealer deals from the top, clockwise, beginning with the player on their left and "
            "ending with themselves, in packets: 3, then 4, then 3 cards each with three players; "
            "3, then 2 cards each with six. The last 2 cards of the deck are the undealt pair, "
            "turned face up."
        ),
        why=(
            "The document does not say, and which packets are used does not change the rules of play: every "
            "player still receives 10 (or 5) cards from the top of the deck. The packets are the engine's "
            "choice, not the document's, so any packets that add up to the hand may be chosen."
        ),
        option=Option(
            name="packets",
            choices={
                "packets": "3 + 4 + 3 cards each with three players, 3 + 2 with six",
                "singly": "one card at a time round the table",
            },
            default="packets",
            where="`deal(..., packets=(1,) * 10)`, or any packets adding up to the hand",
        ),
    ),
    Interpretation(
        id="int-mp-undealt",
        title="the two undealt cards",
        question=(
            "The two undealt cards \u201ccount towards the dealer's score\u201d. In a 6-player game, is "
            "that the dealer's own score or the team's, and do they count as a trick?"
        ),
        clauses=("mp-undealt", "mp-undealt-score", "mp-tally"),
        reading=(
            "Their points are added to the tally of the dealer's side: the dealer alone with three "
            "players, the dealer's team with six. They are not a trick: they do not count when "
            "deciding whether a side took all the tricks."
        ),
        why=(
            "Scores are kept per team in the 6-player game, so the dealer's score is the team's; "
            "the cards are never played, so they cannot be won in a trick."
        ),
    ),
    Interpretation(
        id="int-mp-blind-no-trumps",
        title="calling no trumps blind",
        question="\u201cIn some games\u201d the dealer may call no trumps before looking, to quadruple the score.",
        clauses=("mp-blind-no-trumps", "mp-no-trumps"),
        reading=(
            "The blind call is a house rule the table must agree to; the engine allows it only when "
            "asked. It can only be no trumps, and it multiplies the score by 4 instead of 2 "
            "(not 2 \u00d7 4)."
        ),
        why=(
            "The document presents it as what players in some games allow; \u201cquadruple\u201d is "
            "the whole effect of the call, as \u201cdoubles\u201d is for an ordinary no-trump call."
        ),
        option=Option(
            name="blind_no_trumps",
            choices={
                "forbidden": "the dealer looks before calling (the plain rules)",
                "allowed": "the dealer may call no trumps before looking, for \u00d7 4",
            },
            default="forbidden",
            where="`call_trump(None, blind=True, blind_no_trumps='allowed')`",
        ),
    ),
    Interpretation(
        id="int-mp-go-along",
        title="who may say \u201cI go along\u201d and \u201cI go against\u201d",
        question=(
            "\u201cAn opponent\u201d may say \u201cI go along\u201d and \u201cthe dealer's team\u201d may answer "
            "\u201cI go against\u201d; the document does not say how many times, or when."
        ),
        clauses=("mp-go-along", "mp-trump-call", "mp-teams-3"),
        reading=(
            "After the trump is called and before the first card is led, any one of the dealer's "
            "opponents may say \u201cI go along\u201d (once: the score doubles); only then may the dealer, "
            "or with six players one of the dealer's partners, answer \u201cI go against\u201d (once: "
            "the score doubles again). With three players the dealer's team is the dealer alone."
        ),
        why="Each saying is an answer to the one before it; neither is repeated in Manille.",
    ),
    Interpretation(
        id="int-mp-multipliers",
        title="how the doublings combine",
        question=(
            "No trumps \u201cdoubles the score\u201d, a blind no-trump call quadruples it, \u201cI go along\u201d "
            "and \u201cI go against\u201d each double it, a 30-30 deal doubles the next, and taking all the "
            "tricks doubles \u201cas well\u201d. Whose score, and do they add or multiply?"
        ),
        clauses=("mp-no-trumps", "mp-blind-no-trumps", "mp-go-along", "mp-tie-30", "mp-all-tricks", "mp-over-30"),
        reading=(
            "Every doubling applies to the score of the deal, whichever side wins it, and they "
            "multiply: the difference from 30 is multiplied by 2 for no trumps (or 4 if called "
            "blind), 2 for \u201cI go along\u201d, 2 more for \u201cI go against\u201d, 2 for a 30-30 deal just "
            "before, and 2 for all the tricks. The losing side scores nothing."
        ),
        why=(
            "Each sentence says the score is doubled, and \u201cas well\u201d says the all-tricks doubling comes on top of "
            "the others; no sentence ties a doubling to one side, so it doubles the score of whichever side wins "
            "the deal."
        ),
    ),
    Interpretation(
        id="int-mp-one-card",
        title="one card at a time to a trick",
        question=(
            "The leader \u201cmay lead any card\u201d and the following players \u201cmust follow suit if "
            "possible\u201d, but no sentence says how many cards a player puts into a trick."
        ),
        clauses=("mp-lead-any", "mp-follow-and-beat", "mp-trick-trump", "mp-trick-led-suit", "mp-next-lead"),
        reading=(
            "Each player in turn plays one card, and only one, to each trick; a play of two or more cards at "
            "once is refused. The trick is complete when every player has played his card."
        ),
        why=(
            "The sentences speak of one card: the leader leads \u201cany card\u201d, a trick without trumps goes "
            "to the highest card \u201cof the suit of the originally led card\u201d, and the winner of a trick "
            "\u201cleads to the next\u201d. This is the engine's reading of them, not a sentence of the document."
        ),
    ),
    Interpretation(
        id="int-mp-beat",
        title="what \u201cbeat them\u201d asks of a player who follows suit",
        question=(
            "Players must follow suit and, \u201cif their opponent is winning\u201d, beat them \u201cif "
            "possible\u201d. Must a player who follows suit play a higher card of the suit led when an "
            "opponent has already won the trick with a trump?"
        ),
        clauses=("mp-follow-and-beat", "mp-trick-trump", "mp-trick-led-suit"),
        reading=(
            "To beat is to play a card that would win the trick as it stands. A card of the suit "
            "led cannot beat a trump (unless trumps were led), so when an opponent's trump is "
            "winning, a player following suit may play any card of the suit led."
        ),
        why=(
            "In Manille the duty is to take the trick from the opponents when you can, not to play "
            "high for its own sake; a higher card that still loses the trick beats no one."
        ),
    ),
    Interpretation(
        id="int-mp-must-trump",
        title="when a player who cannot follow suit must trump",
        question=(
            "\u201cIf you are unable to follow suit, you may (or must if an opponent is winning) play a "
            "trump.\u201d What if the opponent is winning with a trump higher than every trump you hold?"
        ),
        clauses=("mp-trump-when-void", "mp-follow-and-beat", "mp-no-undertrump", "mp-undertrump-defined"),
        reading=(
            "The duty to trump is a duty to beat: a player who cannot follow suit while an opponent "
            "is winning must play a trump that wins the trick (overtrump an opponent's trump) if "
            "they hold one. If none of their trumps would win, they need not trump, and the "
            "undertrumping rule then forbids their lower trumps while they hold any other card."
        ),
        why=(
            "This reads the sentence together with \u201cthey must, if possible, beat them\u201d and the ban on "
            "undertrumping, so the three never contradict each other: overtrump if you can, never undertrump when "
            "you need not."
        ),
    ),
    Interpretation(
        id="int-mp-partner-winning",
        title="when a partner is winning the trick",
        question=(
            "The duties to beat and to trump apply when \u201can opponent is winning\u201d. What may a "
            "player do when a partner is winning, and who is a partner with three players?"
        ),
        clauses=("mp-follow-and-beat", "mp-trump-when-void", "mp-any-card", "mp-teams-3"),
        reading=(
            "When a partner is winning, a player must still follow suit if they can, but need not "
            "beat. A player who cannot follow suit may play any card: they may trump, even over the "
            "partner's trump, but may not undertrump (see the undertrumping entry). With three "
            "players the dealer's two opponents are partners for the deal; the dealer has none."
        ),
        why=(
            "The document says a void player \u201cmay\u201d trump and must only when an opponent is "
            "winning; Manille never obliges you to take a trick from your partner."
        ),
    ),
    Interpretation(
        id="int-mp-undertrump",
        title="undertrumping",
        question=(
            "\u201cYou may not undertrump though. A player may not play a lower-ranked trump to a trick "
            "if they have any other card to play.\u201d Lower than what, when, and whoever is winning?"
        ),
        clauses=("mp-no-undertrump", "mp-undertrump-defined", "mp-trump-when-void", "mp-any-card"),
        reading=(
            "To undertrump is to play a trump lower than a trump already in the trick (so lower than "
            "the trump that is winning it) when you cannot follow suit. It is forbidden whoever is "
            "winning, partner or opponent, unless every card you hold is such a lower trump. A trump "
            "played to a trick with no trump in it is never an undertrump, and following suit to a "
            "trump lead never is: you must follow suit."
        ),
        why=(
            "This is the document's own definition, applied as written; \u201cmust follow suit if possible\u201d comes "
            "before any rule on trumps, so following a trump lead is never an undertrump."
        ),
        option=Option(
            name="undertrump",
            choices={
                "never": "no undertrumping while you hold any other card (this document)",
                "allowed": (
                    "a player who cannot follow suit or overtrump may play any card, a lower trump "
                    "included (Manille as often played in France and Belgium)"
                ),
            },
            default="never",
            where="`legal_plays(..., undertrump='allowed')` or `start_play(..., undertrump='allowed')`",
        ),
    ),
    Interpretation(
        id="int-mp-three-player-score",
        title="what the dealer's opponents score with three players",
        question=(
            "The general rule: the side with more than 30 scores \u201cthe difference between their "
            "score and 30\u201d. The 3-player sentence: if the dealer's opponents win, \u201cthey both score "
            "the difference between their score and the dealer's\u201d. The points always add up to 60, "
            "so the second is twice the first."
        ),
        clauses=("mp-three-player-score", "mp-over-30", "mp-separate-scores", "mp-teams-3"),
        reading=(
            "With three players, when the dealer's opponents win, each of them scores their "
            "combined points minus the dealer's points (so 40 against 20 scores 20 each). A winning "
            "dealer scores the difference from 30, as in the general rule."
        ),
        why=(
            "The 3-player sentence is a special rule written after the general one, and it names a "
            "different measure; read as the general rule it would say nothing new. A special rule "
            "overrides the general one it follows."
        ),
        option=Option(
            name="three_player_score",
            choices={
                "dealer": "each opponent scores their points minus the dealer's (the 3-player sentence)",
                "thirty": "each opponent scores their points minus 30 (the general rule)",
            },
            default="dealer",
            where="`score_deal(..., three_player_score='thirty')`",
        ),
    ),
    Interpretation(
        id="int-mp-tie-doubling",
        title="several 30-30 deals in a row",
        question=(
            "\u201cIf both teams score 30 there are no points earned this round, but points are doubled "
            "for the next round.\u201d What if the next deal is 30-30 as well?"
        ),
        clauses=("mp-tie-30", "mp-all-tricks"),
        reading=(
            "The doublings compound: after one 30-30 deal the next deal counts \u00d7 2, after two in a "
            "row \u00d7 4, and so on, until a deal is won; then the count starts again. The doubling "
            "applies to whichever side wins the next deal."
        ),
        why=(
            "A 30-30 deal doubles the deal after it, and that deal, if also 30-30, passes its own "
            "doubled value on; nothing is lost, as in Manille where a drawn deal carries its stake "
            "forward."
        ),
        option=Option(
            name="ties",
            choices={
                "compound": "each 30-30 deal in a row doubles again (\u00d7 2, \u00d7 4, \u00d7 8, ...)",
                "once": "the deal after any run of 30-30 deals counts \u00d7 2, however long the run",
            },
            default="compound",
            where="`score_deal(..., ties='once')` or `new_game(..., ties='once')`",
        ),
    ),
    Interpretation(
        id="int-mp-all-tricks",
        title="taking all the tricks",
        question="\u201cIf a team takes all the tricks their score is doubled as well.\u201d",
        clauses=("mp-all-tricks", "mp-teams-3", "mp-undealt-score"),
        reading=(
            "A side that wins every trick of the deal (with three players, the dealer's two "
            "opponents together count as one side) has its score doubled, on top of every other "
            "doubling. The undealt cards are not a trick. Such a side always has more than 30."
        ),
        why="\u201cAs well\u201d adds this doubling to the others; the 3-player opponents play as a team for the deal.",
    ),
    Interpretation(
        id="int-mp-game-end",
        title="who wins the game of 101",
        question=(
            "The object is \u201cto be the first team to score 101\u201d; \u201cthe game ends when a team or "
            "player reaches or exceeds 101 points. They are the winners.\u201d With three players both "
            "opponents score on the same deal, so both may pass 101 together."
        ),
        clauses=("mp-object", "mp-goal", "mp-game-end", "mp-winners", "mp-separate-scores"),
        reading=(
            "With six players the two teams race to 101; with three, each player does, on their own "
            "score. The game ends after the first deal on which anyone reaches 101. Only one side "
            "scores on a deal, so only the two 3-player opponents can reach it together: then both "
            "are the winners (\u201cthey are the winners\u201d), as they won that deal together."
        ),
        why=(
            "They passed 101 on the same deal, as partners, so neither was first; the document's "
            "plural fits. Tables that want a single winner can let the higher total win."
        ),
        option=Option(
            name="game_end",
            choices={
                "shared": "everyone who reaches 101 on the deal that ends the game wins",
                "highest": "of those, the higher total wins (equal totals share the win)",
            },
            default="shared",
            where="`new_game(..., game_end='highest')`",
        ),
    ),
    Interpretation(
        id="int-mp-tournament",
        title="a tournament of boams",
        question="\u201cEach game of 101 won is called a boam\u201d and \u201ctournaments are best of 3 usually\u201d.",
        clauses=("mp-boam", "mp-tournament"),
        reading=(
            "A tournament of best of N games is won by the first team or player to win more than "
            "half of N boams (2 of 3). A game with two winners gives each of them a boam."
        ),
        why="That is what best of 3 means; a shared game is a boam won by each winner.",
    ),
)

#: The entries by id, for the engine's option checks.
BY_ID = {interpretation.id: interpretation for interpretation in INTERPRETATIONS}
