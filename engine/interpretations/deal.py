"""Interpretations about the deal: steps casinos take that the documents leave out."""

from engine.interpretations.types import Interpretation, Option

INTERPRETATIONS = (
    Interpretation(
        id="int-manila-first-to-act",
        title="who acts first in each Manila betting round",
        question=(
            "The Manila rules say players bet or check on each card as it is opened, and that the "
            "blind may be called or raised, but not who acts first in each round."
        ),
        clauses=("pp-manila2-bet-each-card", "pp-manila2-blind-options", "nzg-14-1c-i"),
        reading=(
            "On the first round the player on the left of the blind (the last blind, if there are "
            "several) acts first and the blind acts last. On every later round the first player still "
            "in the hand on the left of the button acts first, as in every button game."
        ),
        why="A blind is a bet already made, so the action starts on its left; later rounds start at the button's left.",
    ),
    Interpretation(
        id="int-flop-burns",
        title="burn cards in Hold 'Em and Omaha",
        question="The Hold 'Em and Omaha sections deal the flop, the turn and the river without mentioning burn cards.",
        clauses=("hr-holdem-flop", "hr-holdem-turn", "hr-holdem-river", "hr-omaha-board"),
        reading="One card is burned before the flop, one before the turn and one before the river.",
        why="Every casino burns before each round of community cards, as the Manila rules do before each card.",
    ),
    Interpretation(
        id="int-flop-blind-sizes",
        title="the size of the blinds in Hold 'Em, Omaha and Draw Poker",
        question=(
            "Hold 'Em names a small and a large blind, Omaha uses blinds \u201cas in Texas Hold 'Em\u201d and "
            "Draw Poker has two players make \u201ca small bet\u201d; only Omaha 8/B gives their size."
        ),
        clauses=("hr-holdem-blinds", "hr-omaha-button-blinds", "hr-draw-blinds", "hr-omaha8-blind-sizes"),
        reading=(
            "In every two-blind game the small blind is half the small bet (rounded down to a whole chip) "
            "and the big blind is the small bet, as Omaha 8/B's section sets them."
        ),
        why="That is the usual structure of limit games, and the only sizes the documents state.",
    ),
    Interpretation(
        id="int-heads-up-blinds",
        title="the blinds head to head",
        question="With only two players, the two players on the left of the button are the other player and the button itself.",
        clauses=("hr-holdem-blinds", "hr-holdem-first-round"),
        reading=(
            "Head to head, the button posts the small blind and acts first before the flop; the other "
            "player posts the big blind and acts first after the flop."
        ),
        why="This is the universal casino rule for two-handed blind games.",
    ),
    Interpretation(
        id="int-limit-schedule",
        title="the bet in each round of the other limit games",
        question="Only the Manila rules give a bet for each round ($2, $4, $4, $4, $8).",
        clauses=("pp-manila2-structure", "nzg-13-5a"),
        reading=(
            "In limit Hold 'Em and Omaha the bet is the small bet before the flop and on the flop and "
            "twice that on the turn and the river; in Seven-Card Stud the small bet on the first two "
            "rounds and twice that from the fifth card; in Five-Card Stud and Draw Poker the small bet on "
            "the first round and twice that afterwards."
        ),
        why="These are the usual limit structures; NZ 13.5(a) leaves the amounts to the notice at the table.",
    ),
    Interpretation(
        id="int-stud-antes",
        title="antes in Seven-Card Stud",
        question="Five-Card Stud starts with an ante; the Seven-Card Stud section names none.",
        clauses=("hr-stud5-ante", "hr-stud7-deal", "hr-stud7-low-card-opens"),
        reading=(
            "Seven-Card Stud is dealt without antes unless a table sets one (the option `ante`); the "
            "player with the low card opens the betting."
        ),
        why="The section describes the game without an ante; many casinos add one, so it is an option.",
        option=Option(
            name="ante",
            choices={"0": "no ante (the section as written)", "any amount": "every player antes that many chips"},
            default="0",
            where="`deal('Seven-Card Stud', ..., ante=1)`",
        ),
    ),
    Interpretation(
        id="int-ante-size",
        title="the size of the ante",
        question="Five-Card Stud's ante is \u201ca small wager\u201d; its size is not given.",
        clauses=("hr-stud5-ante",),
        reading="By default each player antes a quarter of the small bet, at least one chip; any amount can be chosen.",
        why="Antes are usually a small fraction of the small bet.",
        option=Option(
            name="ante",
            choices={"a quarter of the small bet": "the default", "any amount": "the table's own ante"},
            default="a quarter of the small bet",
            where="`deal('Five-Card Stud', ..., ante=2)`",
        ),
    ),
    Interpretation(
        id="int-stud-burns",
        title="burn cards in stud",
        question="The stud sections do not mention burn cards.",
        clauses=("hr-stud7-up-cards", "hr-stud5-next-card"),
        reading="A card is burned before each round of cards after the first (fourth street onwards).",
        why="That is the usual casino practice in stud.",
    ),
    Interpretation(
        id="int-shuffle",
        title="the shuffle",
        question=(
            "The poker documents never say how the deck is shuffled, and Manillen Plus says only \u201cThe deck "
            "is shuffled\u201d. How does the book shuffle, and can a deal be shown again?"
        ),
        clauses=("pp-manila2-deck", "mp-cut"),
        reading=(
            "Every deal starts from a shuffled deck in which every order is equally likely, drawn from a "
            "random.Random generator given a seed: the same seed always deals the same hand, so a deal in the "
            "book can be replayed, stepped through again, or checked. Anything else offered as the generator "
            "is refused."
        ),
        why=(
            "A fair shuffle is what a dealer's shuffle aims at; a seed lets a learner replay a hand and lets the "
            "book's tests check what its pages show."
        ),
    ),
    Interpretation(
        id="int-stud-deck-short",
        title="when the deck runs short in stud",
        question=(
            "Eight players in Seven-Card Stud need 56 cards, more than the deck holds; ten in Five-Card "
            "Stud need 50 cards and three burns."
        ),
        clauses=("hr-stud7-last-card", "hr-stud5-five-cards"),
        reading=(
            "When the stub holds no more cards than the players still in need, no card is burned (seven "
            "players in Seven-Card Stud: the last burn is left out). If it holds fewer, one card is dealt "
            "face up in the centre as a community card that every player uses as their last card."
        ),
        why="This is the usual casino rule for a stud deck that runs short.",
    ),
    Interpretation(
        id="int-draw-procedure",
        title="how the draw is run",
        question=(
            "Draw Poker says players \u201cmay now choose to exchange with the dealer any number of cards\u201d "
            "but not in what order, whether a card is burned, or what happens if the stub runs out."
        ),
        clauses=("hr-draw-exchange", "hr-draw-the-draw"),
        reading=(
            "A card is burned, then each player still in, starting on the left of the button, throws away "
            "0 to 5 cards and receives as many from the stub. If the stub runs out, the cards already "
            "thrown away (not the current player's) are shuffled into a new stub."
        ),
        why="This is the usual casino procedure for the draw.",
    ),
    Interpretation(
        id="int-button-draw",
        title="how a draw of cards decides the button or a seat",
        question=(
            "Omaha 8/B starts the button by \u201ca random draw\u201d and the Gazette settles a seat two players want "
            "by \u201ca draw of cards\u201d, but neither says which card wins."
        ),
        clauses=("hr-omaha8-button-draw", "nzg-14-1a"),
        reading=(
            "Each player draws one card face up from a shuffled deck; the highest rank wins, and a tie of ranks "
            "is broken by suit: spades, hearts, diamonds, clubs."
        ),
        why="This is the usual casino draw for the button and for seats.",
    ),
    Interpretation(
        id="int-draw-first-to-act",
        title="the button, and who acts first, in Draw Poker",
        question=(
            "Draw Poker has \u201ctwo players at the table make a small bet\u201d, each player taking a turn at it, "
            "and a bet placed after the deal and after the draw, but it names no button, no order of the deal "
            "and no player who acts first."
        ),
        clauses=("hr-draw-blinds", "hr-draw-blind-rotation", "hr-draw-first-bet", "hr-draw-second-round"),
        reading=(
            "Draw Poker is dealt with a button, as in Texas Hold 'Em: the two players on the button's left post "
            "the small and the big blind, the button passes clockwise after each hand (so each player takes a "
            "turn at the blinds), and the cards go one at a time from the button's left, the button last. In "
            "the first betting round the player on the left of the big blind acts first and the big blind acts "
            "last, with the option to check or raise; in the second round, and in the draw, the first player "
            "still in on the left of the button goes first."
        ),
        why=(
            "Blinds that rotate are posted from a button in every casino, and this is the order of every "
            "two-blind game; it is also how the book's other button games are run."
        ),
    ),
)
