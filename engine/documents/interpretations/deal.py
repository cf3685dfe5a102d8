"""Interpretations about the deal: steps casinos take that the documents leave out."""

from engine.documents.interpretations.types import Interpretation, Option

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
        why=(
            "The Manila rules burn a card before each community card (\u201ca card is burnt, and the second community "
            "card is dealt\u201d); the Hold 'Em and Omaha sections are silent, so the engine takes the same step "
            "before each round of community cards. A burn changes no player's chances."
        ),
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
            "In Hold 'Em, Omaha and Draw Poker the small blind is half the small bet (rounded down to a whole "
            "chip when the small bet is odd) and the big blind is the small bet: the sizes Omaha 8/B's section "
            "states for its own blinds. Omaha 8/B needs no reading for them: its blinds cite its own sentence."
        ),
        why=(
            "Omaha 8/B's sentence is the only one in the documents that sizes two blinds, and the three sections "
            "that give none describe the same two blinds on the button's left."
        ),
    ),
    Interpretation(
        id="int-omaha8-odd-small-blind",
        title="Omaha 8/B's small blind when the small bet is odd",
        question=(
            "Omaha 8/B's small blind is \u201cequal to one-half the small bet\u201d; when the small bet is an odd "
            "number of chips, half of it is not a whole chip."
        ),
        clauses=("hr-omaha8-blind-sizes",),
        reading=(
            "The small blind is rounded down to a whole chip: 2 chips when the small bet is 5. The big blind is "
            "the small bet, as the sentence says."
        ),
        why=(
            "A blind is posted in whole chips and the section gives no other amount; rounding down keeps the "
            "small blind below half a bet, the share the sentence sets, rather than above it."
        ),
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
        why=(
            "The sections do not cover two players. The engine keeps the button acting last after the flop, as it "
            "does at a full table, which puts the small blind on the button; the big blind then acts last before "
            "the flop, as a big blind does at a full table."
        ),
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
        why=(
            "These are the engine's defaults, not a document's: NZ 13.5(a) leaves the amounts to the notice at "
            "the table and only the Manila rules give a schedule. The bet doubles where each game's deal is half "
            "done; a table with another schedule gives its own stakes."
        ),
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
        why=(
            "The section describes the game without an ante, so the engine deals it without one; Five-Card Stud's "
            "section has one, so a table that antes in Seven-Card Stud too sets the option."
        ),
        option=Option(
            name="ante",
            choices={"0": "no ante (the section as written)", "any amount": "every player antes that many chips"},
            default="0",
            where="`deal('Seven-Card Stud', ..., ante=1)`",
        ),
    ),
    Interpretation(
        id="int-stud-bring-in",
        title="a bring-in instead of the full opening bet in stud",
        question=(
            "Five-Card Stud's opener \u201cmust place the opening bet\u201d and the others \u201ccall the opening "
            "bet, raise it or fold\u201d; in Seven-Card Stud the low card \u201copens the betting\u201d. Neither "
            "section names an amount smaller than the round's bet, and the book reads the opening bet as a full "
            "bet (see \u201cthe stud opener's first bet\u201d). Other rooms start stud with a smaller forced bet, "
            "the bring-in, which the opener may make instead of a full bet. What changes if a table plays one?"
        ),
        clauses=(
            "hr-stud5-low-card-opens",
            "hr-stud5-first-round-action",
            "hr-stud7-low-card-opens",
            "hr-stud7-first-round-action",
            "hr-stud7hl-high-card-opens",
        ),
        reading=(
            "By default there is no bring-in: the opener bets the round's full bet (2 chips in a 2/4 game), as "
            "the book reads the house rules, and every other player calls that bet, raises it or folds. With the "
            "option, the opener still may not check or fold, but chooses: bring in for the smaller amount (say 1 chip) "
            "or complete to the full bet. After a bring-in the next players call the bring-in (1 chip), "
            "complete the bet to the full bet (2 chips), which counts as the bet and not as a raise, or fold; "
            "once the bet is completed, raises go up by the full bet as in any limit round, and the opener who brought in "
            "calls only the difference. If everyone calls the bring-in, the round ends there."
        ),
        why=(
            "The house rules' sentences name no bring-in and no amount for the opening bet other than the "
            "round's bet, so the book reads their opening bet as a full bet; that is a reading, not their "
            "words. Rooms that play Robert's Rules of Poker (Bob Ciaffone's rulebook, Seven-Card Stud, "
            "rules 1 to 3) play a bring-in: \u201cthe player with the forced bet has the option of opening for a "
            "full bet\u201d, and increasing the forced bet to a full bet \u201cdoes not count as a raise, but "
            "merely as a completion of the bet\u201d. A table chooses its own amount; the documents give none."
        ),
        option=Option(
            name="bring_in",
            choices={
                "0": "no bring-in: the opener bets the full bet (the book's reading of the house rules)",
                "1 or more": "a bring-in of that many chips, less than the bet: bring in or complete (Robert's Rules)",
            },
            default="0",
            where=(
                "`deal('Seven-Card Stud', ..., bring_in=1)` for a deal, and "
                "`start_round(stakes, stacks=..., first_to_act=opener, must_open=True, bring_in=1)` for its first "
                "betting round"
            ),
        ),
    ),
    Interpretation(
        id="int-ante-size",
        title="the size of the ante",
        question="Five-Card Stud's ante is \u201ca small wager\u201d; its size is not given.",
        clauses=("hr-stud5-ante",),
        reading="By default each player antes a quarter of the small bet, at least one chip; any amount can be chosen.",
        why=(
            "\u201cA small wager\u201d gives no amount and the engine needs one: a quarter of the small bet is small beside "
            "the bets. This is the engine's choice, not a document's; a table sets its own with the option."
        ),
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
        why=(
            "The stud sections do not mention burns. The engine burns before each new round of cards, the step "
            "the Manila rules take before each card, so every deal in the book shows it; a burn changes no "
            "player's chances, and when the deck runs short the burns are the first cards left out (the stud deck "
            "running short)."
        ),
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
        why=(
            "The sections do not say what happens when the deck cannot give every player their cards, and the "
            "engine must not deal a card it does not have. It leaves out the burns first (they change no one's "
            "hand), and only when cards are still short deals one card face up to the centre for everyone, so "
            "every player still holds as many cards as the game deals and no one holds a card the others lack."
        ),
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
        why=(
            "Draw Poker gives the exchange but not its order: the engine goes round from the button's left, the "
            "order of the deal and of the second betting round; it burns first, as the Manila rules do before "
            "each new card; and it refills an empty stub from the discards rather than stop the hand."
        ),
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
        why=(
            "Neither sentence says which card wins. The engine uses the ranks' own order, and the suit order of "
            "its stud ties (spades highest, clubs lowest), so a draw always has one winner."
        ),
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
            "Blinds that rotate (\u201ceach player taking a turn\u201d) need a place to rotate from, and the section names "
            "none; the engine gives the game a button and runs it as the book's other two-blind game, Texas Hold "
            "'Em (its blinds, its deal, its first to act)."
        ),
    ),
)
