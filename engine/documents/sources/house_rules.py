"""A casino's house-rules page: nine poker games.

Seed file ``003_f38c15b37330cc72.txt``.  The page is hard-wrapped at about 65
characters; its lines are rejoined into sentences here.  The dashed separator
lines between games are page layout and are left out.  Its two Manila sections
repeat the pokerpages document (:mod:`engine.documents.sources.pokerpages`) with small
differences of wording; ``repeats`` records which clause each one echoes.
"""

from engine.documents.clauses import Document, c, section

LOC = (("loc", "read: low"),)

DOCUMENT = Document(
    id="hr",
    title="Casino house rules: Draw Poker, Stud, Hold 'Em, Omaha and Manila",
    short_name="House rules",
    source=(
        "A casino's house-rules page covering Draw Poker, Seven-Card Stud, Seven-Card Stud "
        "High/Low Split, Five-Card Stud, Texas Hold 'Em, Omaha, 2 Card Manila, 3 Card Manila and "
        "Omaha 8/B (Omaha Hi/Lo). The page does not name the casino or give a date."
    ),
    seed_file="003_f38c15b37330cc72.txt",
    page="rules/house-rules",
    chrome_note=(
        "The rows of dashes that separate the games on the page are layout and are left out. "
        "The page wraps its lines at about 65 characters; here the lines are joined into "
        "paragraphs, which changes no word."
    ),
    sections=(
        section(
            "Draw Poker",
            (
                c(
                    "hr-draw-blinds",
                    "To begin, two players at the table make a small bet, or blind wager, before receiving any cards.",
                    "betting",
                ),
                c(
                    "hr-draw-blind-rotation",
                    "Each player seated in the game takes a turn at placing such a wager.",
                    "betting",
                ),
            ),
            (
                c("hr-draw-deal", "Players first receive five cards dealt face down.", "deal"),
                c(
                    "hr-draw-look",
                    "Players pick up the cards and look at them and then decide if they wish to stay in the game.",
                    "betting",
                ),
                c("hr-draw-first-bet", "If so, a bet must now be placed.", "betting"),
            ),
            c(
                "hr-draw-first-round-complete",
                "Once all bets are called the first round of betting is complete.",
                "betting",
            ),
            (
                c(
                    "hr-draw-exchange",
                    "Players may now choose to exchange with the dealer any number of cards from their hand.",
                    "deal",
                ),
                c("hr-draw-the-draw", "This is known as 'the draw'.", "deal"),
            ),
            c(
                "hr-draw-second-round",
                "Once the draw is complete a second round of betting takes place.",
                "betting",
            ),
            c("hr-draw-showdown", "If all bets are called there is a showdown.", "showdown"),
            c(
                "hr-draw-winner",
                "The winner is the player with the highest ranking hand.",
                "hands",
                "showdown",
            ),
            c(
                "hr-draw-no-showdown",
                "If only one player remains (ie. no showdown) they will win the pot without having "
                "to expose their cards.",
                "showdown",
            ),
        ),
        section(
            "Seven-Card Stud",
            (
                c(
                    "hr-stud7-intro",
                    "Seven-Card Stud is easy for beginners to learn, yet challenging enough to hold "
                    "the interest of seasoned players.",
                    "about",
                ),
                c(
                    "hr-stud7-deal",
                    "In Seven-Card Stud, each player receives two cards face down and one card face up.",
                    "deal",
                ),
                c(
                    "hr-stud7-low-card-opens",
                    "The player with the low card opens the betting.",
                    "opener",
                ),
                c(
                    "hr-stud7-first-round-action",
                    "Each player in turn must call, raise, or fold.",
                    "betting",
                ),
            ),
            c(
                "hr-stud7-best-hand-opens",
                "On all subsequent rounds, the player with the best hand open the betting.",
                "opener",
                sic=(("open", "read: opens"),),
            ),
            c(
                "hr-stud7-up-cards",
                "Each player is then dealt 3 cards face up with a betting round following each card.",
                "deal",
                "betting",
            ),
            c(
                "hr-stud7-last-card",
                "The last card dealt to each remaining player is face down with the final betting round following.",
                "deal",
                "betting",
            ),
            (
                c(
                    "hr-stud7-showdown",
                    "Players remaining in the hand will then show their hands and the winning poker "
                    "hand will be awarded the pot.",
                    "showdown",
                ),
                c(
                    "hr-stud7-suits-and-ties",
                    "Suits are not used in determining the winning hand, and tied hands will split the pot.",
                    "hands",
                    "showdown",
                ),
            ),
        ),
        section(
            "Seven-Card Stud High/Low Split",
            c(
                "hr-stud7hl-high-card-opens",
                "High/Low Split differs from the high-only game in that the player with the highest "
                "card must open the betting.",
                "opener",
            ),
            c(
                "hr-stud7hl-split",
                "At the showdown, if a qualifying low hand (five cards of 8 or below with no pair) "
                "exists, it will be awarded one half the pot and the best poker hand is awarded the "
                "other half.",
                "hands",
                "showdown",
            ),
            (
                c(
                    "hr-stud7hl-no-low",
                    "In the absence of a qualifying low hand, the best poker hand wins the entire pot.",
                    "showdown",
                ),
                c(
                    "hr-stud7hl-scoop",
                    "A straight or a flush, 8-high or lower, may be both the highest and lowest hand, "
                    "in which case it wins the whole pot.",
                    "hands",
                    "showdown",
                ),
            ),
        ),
        section(
            "Five-Card Stud",
            (
                c(
                    "hr-stud5-ante",
                    "All players place a small wager known as an 'ante'.",
                    "betting",
                ),
                c(
                    "hr-stud5-deal",
                    "The dealer then deals each player two cards, one dealt face down, known as the "
                    "'hole' card and the other face up.",
                    "deal",
                ),
            ),
            c(
                "hr-stud5-low-card-opens",
                "The player with the lowest ranking up-card must place the opening bet.",
                "opener",
            ),
            c(
                "hr-stud5-first-round-action",
                "Each player to the left of the player making the opening bet must in turn either "
                "call the opening bet, raise it or fold.",
                "betting",
            ),
            (
                c(
                    "hr-stud5-next-card",
                    "When this round is complete each player is then dealt another card face up "
                    "followed by a round of betting.",
                    "deal",
                    "betting",
                ),
                c(
                    "hr-stud5-five-cards",
                    "This continues until all players have fice cards, one face down and four face up "
                    "or until only one player remains.",
                    "deal",
                    "showdown",
                    sic=(("fice", "read: five"),),
                ),
            ),
            c(
                "hr-stud5-best-hand-opens",
                "From the third card onwards, the betting is started by the highest poker hand showing.",
                "opener",
            ),
            c(
                "hr-stud5-final-hand",
                "All players have five cards in their hand, one down and four up.",
                "hands",
            ),
            (
                c(
                    "hr-stud5-showdown",
                    "If there is a showdown, players show all five cards.",
                    "showdown",
                ),
                c(
                    "hr-stud5-winner",
                    "The winning hand is the highest ranking five card poker hand.",
                    "hands",
                    "showdown",
                ),
            ),
        ),
        section(
            "Texas Hold 'Em",
            (
                c(
                    "hr-holdem-intro",
                    "Texas Hold 'Em is a seven card poker game with simple rules that a beginner can "
                    "easily learn and begin to play immediately.",
                    "about",
                ),
                c(
                    "hr-holdem-skill",
                    "In spite of the simplicity, it is a fast and complex game that takes skill and "
                    "practice to master.",
                    "about",
                ),
                c(
                    "hr-holdem-popular",
                    "No wonder it has become one of the most popular forms of poker played today.",
                    "about",
                ),
            ),
            (
                c(
                    "hr-holdem-button",
                    "Texas Hold 'Em uses a disc called a dealer button to indicate where the cards are to be dealt.",
                    "deal",
                ),
                c(
                    "hr-holdem-blinds",
                    "Prior to the deal, the two players to the left of the button place live bets "
                    "called the small and large blinds.",
                    "betting",
                ),
                c(
                    "hr-holdem-blind-meaning",
                    "It's called blind because it's made prior to seeing any cards.",
                    "betting",
                ),
                c(
                    "hr-holdem-live-meaning",
                    "It's called live because it counts as part of any further bets in the first betting round.",
                    "betting",
                ),
            ),
            (
                c(
                    "hr-holdem-deal",
                    "The play begins with two cards dealt face-down to each player.",
                    "deal",
                ),
                c(
                    "hr-holdem-first-round",
                    "Action starts with a betting round beginning with the player to the left of the "
                    "blind bets and continuing clockwise around the table.",
                    "betting",
                ),
                c(
                    "hr-holdem-actions",
                    "Players may bet, check, raise, or fold in turn.",
                    "betting",
                ),
                c(
                    "hr-holdem-big-blind-option",
                    "The large blind has the privilege of last action and may check or raise the bet.",
                    "betting",
                ),
            ),
            (
                c(
                    "hr-holdem-flop",
                    "Three community cards are then dealt face up in the center of the table and "
                    "another betting round takes place beginning with the player to the left of the "
                    "dealer button.",
                    "deal",
                    "betting",
                ),
                c(
                    "hr-holdem-turn",
                    "Another card is dealt face up followed by a round of betting.",
                    "deal",
                    "betting",
                ),
                c(
                    "hr-holdem-river",
                    "The fifth and last card is dealt face up and a final round of betting takes place.",
                    "deal",
                    "betting",
                ),
            ),
            (
                c(
                    "hr-holdem-showdown",
                    "Players remaining in the hand will then show their cards and the winning poker "
                    "hand will be awarded the pot.",
                    "showdown",
                ),
                c(
                    "hr-holdem-any-five",
                    "Any combination of hole cards and community cards may be used to make the best "
                    "five-card poker hand.",
                    "hands",
                ),
            ),
        ),
        section(
            "Omaha",
            (
                c(
                    "hr-omaha-intro",
                    "Omaha is a form of Hold 'Em that brings a few variables to the table.",
                    "about",
                ),
                c(
                    "hr-omaha-two-plus-three",
                    "First you'll receive four cards face down prior to the flop and you must use two "
                    "cards from your hand combined with three cards from the board to form your best "
                    "five-card poker hand.",
                    "deal",
                    "hands",
                ),
                c(
                    "hr-omaha-hilo-variable",
                    "Throw in the 8 or better hi/lo variable and you've got a challenge for poker "
                    "players at all levels.",
                    "about",
                ),
            ),
            (
                c(
                    "hr-omaha-button-blinds",
                    "Omaha is a nine-card poker game that uses a dealer button and blinds as in Texas Hold 'Em.",
                    "betting",
                ),
                c(
                    "hr-omaha-deal",
                    "The play begins with four cards dealt face down to each player.",
                    "deal",
                ),
                c(
                    "hr-omaha-first-round",
                    "Action starts with the first player to the left of the blinds beginning the betting.",
                    "betting",
                ),
                c(
                    "hr-omaha-actions",
                    "Players may bet, check, raise, or fold in turn.",
                    "betting",
                    repeats="hr-holdem-actions",
                ),
            ),
            c(
                "hr-omaha-board",
                "Community cards are then dealt face up in the center of the table in the same manner "
                "as in Texas Hold 'Em with betting after each round.",
                "deal",
                "betting",
            ),
            (
                c(
                    "hr-omaha-showdown",
                    "After the final betting round, the players remaining in the hand will then show all their cards.",
                    "showdown",
                ),
                c(
                    "hr-omaha-low-qualifier",
                    "To qualify for a winning low hand, a player must have five cards of 8 or lower "
                    "with no pair using two from their hand and three from the board.",
                    "hands",
                    "showdown",
                ),
                c(
                    "hr-omaha-low-straights",
                    "Straights or flushes may be used for the low hand if all the cards are 8 or below.",
                    "hands",
                ),
            ),
            (
                c(
                    "hr-omaha-split",
                    "If there is a qualifying low hand, it splits the pot with the winning high hand.",
                    "showdown",
                ),
                c(
                    "hr-omaha-no-low",
                    "Other wise, the high hand takes the entire pot.",
                    "showdown",
                    sic=(("Other wise", "read: Otherwise"),),
                ),
            ),
            c(
                "hr-omaha-remember",
                "Remember, you must use two cards from your hand and three from the board to make the "
                "best five-card poker hand.",
                "hands",
            ),
        ),
        section(
            "2 Card Manila",
            (
                c(
                    "hr-manila2-deck",
                    "2 Card Manila shall be played with a reduced deck of 32 cards, with the maximum "
                    "number of players being 11.",
                    "deck",
                    "players",
                    repeats="pp-manila2-deck",
                ),
                c(
                    "hr-manila2-ace-not-low",
                    "The Ace cannot be used as a loc card to form a straight in all manila games.",
                    "hands",
                    sic=LOC,
                    repeats="pp-manila2-ace-not-low",
                ),
            ),
            c(
                "hr-manila2-card-count",
                "11 players x 2 cards = 22\nCommunity + burn cards = 9\nTotal = 31",
                "deal",
                "players",
                repeats="pp-manila2-card-count",
            ),
            c(
                "hr-manila2-ace-not-low-again",
                "The Ace cannot be used as a loc card to form a straight in all manila games.",
                "hands",
                sic=LOC,
                repeats="pp-manila2-ace-not-low-again",
            ),
            c(
                "hr-manila2-deal",
                "In 2 Card Manila players are dealt 2 cards one at a time starting with the blind.",
                "deal",
                repeats="pp-manila2-deal",
            ),
            (
                c(
                    "hr-manila2-board",
                    "Flop comes down one at a time until 5 community cards are face up on the table.",
                    "deal",
                    repeats="pp-manila2-board",
                ),
                c(
                    "hr-manila2-burn",
                    "There is a burn card between each community card, making a total of 4 burn cards.",
                    "deal",
                    repeats="pp-manila2-burn",
                ),
                c(
                    "hr-manila2-hole-cards",
                    "In 2 Card Manila the 2 hole cards must be used, as well as 3 from the board.",
                    "hands",
                    repeats="pp-manila2-hole-cards",
                ),
            ),
            c(
                "hr-manila2-bet-each-card",
                "Players are required to either bet or 'check' on each card as it is opened.",
                "betting",
                repeats="pp-manila2-bet-each-card",
            ),
            (
                c(
                    "hr-manila2-ace-high",
                    "In 2 Card Manila an ace may only count high in a straight.",
                    "hands",
                    repeats="pp-manila2-ace-high",
                ),
                c(
                    "hr-manila2-ace-example",
                    "For example, A, 7, 8, 9, 10 is NOT a straight.",
                    "hands",
                    repeats="pp-manila2-ace-example",
                ),
                c(
                    "hr-manila2-ace-broadway",
                    "The only time you can use A in a straight is 10, J, Q, K, A",
                    "hands",
                    repeats="pp-manila2-ace-broadway",
                ),
            ),
            c(
                "hr-manila2-flush-beats-full-house",
                "A flush beats a full house in any reduced deck game.",
                "hands",
                repeats="pp-manila2-flush-beats-full-house",
            ),
            c(
                "hr-manila2-structure",
                "The betting structure for $2 manila is $2, $4, $4, $4, $8 and $5 manila is $5, $10, $10, $10, $20",
                "betting",
                repeats="pp-manila2-structure",
            ),
            (
                c(
                    "hr-manila2-one-blind",
                    "Only one blind, before cards are dealt.",
                    "betting",
                    repeats="pp-manila2-one-blind",
                ),
                c(
                    "hr-manila2-blind-options",
                    "(eg $2), all players can either call the $2, raise to $6 or fold.",
                    "betting",
                    repeats="pp-manila2-blind-options",
                ),
            ),
            (
                c(
                    "hr-manila2-burn-then-card",
                    "After all bets are called, a card is burnt, and the second community card is dealt.",
                    "deal",
                    "betting",
                    repeats="pp-manila2-burn-then-card",
                ),
                c(
                    "hr-manila2-later-actions",
                    "Players can either, check, bet ($4) or fold.",
                    "betting",
                    repeats="pp-manila2-later-actions",
                ),
                c(
                    "hr-manila2-same-to-five",
                    "same thing up to 5 cards.",
                    "deal",
                    "betting",
                    repeats="pp-manila2-same-to-five",
                ),
                c(
                    "hr-manila2-fifth-card-bet",
                    "The bet on the fifth card is now $8",
                    "betting",
                    repeats="pp-manila2-fifth-card-bet",
                ),
            ),
            (
                c(
                    "hr-manila2-first-raise",
                    "The amount you can raise on the first round is double the blind and added onto "
                    "the blind, so in a $2 game the raise would be $4 making the total to call $6.",
                    "betting",
                    repeats="pp-manila2-first-raise",
                ),
                c(
                    "hr-manila2-first-raise-5",
                    "on a $5 blind, the raise is $10, making it $15 in total to call.",
                    "betting",
                    repeats="pp-manila2-first-raise-5",
                ),
                c(
                    "hr-manila2-later-raise",
                    "All subsequent rounds, the raise is only double; eg. The bet is $4, first raise "
                    "to make it $8, second raise to $12.",
                    "betting",
                    repeats="pp-manila2-later-raise",
                ),
                c(
                    "hr-manila2-raise-cap",
                    "Only 3 raises per round permitted when there are more than 2 players in the game.",
                    "betting",
                    repeats="pp-manila2-raise-cap",
                ),
            ),
            c(
                "hr-manila2-showdown",
                "At the showdown players use their two hole cards and any three cards from the five "
                "community cards in the center of the table to form a five card poker hand.",
                "hands",
                "showdown",
                repeats="pp-manila2-showdown",
            ),
        ),
        section(
            "3 Card Manila",
            c(
                "hr-manila3-same-as-2",
                "3 Card Manila is played the same way as 2 Card Manila except each player initially "
                "receives three cards and the deck may include 6's.",
                "deck",
                "deal",
                repeats="pp-manila3-same-as-2",
            ),
            c(
                "hr-manila3-showdown",
                "At the showdown players use any two of their three hole cards with any three cards "
                "from the five community cards to form a five card poker hand.",
                "hands",
                "showdown",
                repeats="pp-manila3-showdown",
            ),
            c(
                "hr-manila3-one-blind",
                "Only One Blind",
                "betting",
                repeats="pp-manila3-one-blind",
            ),
            (
                c(
                    "hr-manila3-deal",
                    "In 3 Card Manila players are dealt 3 cards one at a time starting with the blind.",
                    "deal",
                    repeats="pp-manila3-deal",
                ),
                c(
                    "hr-manila3-canberra",
                    "(Canberra differs here by giving first 2 cards at a time then the third card one at a time.)",
                    "deal",
                    repeats="pp-manila3-canberra",
                ),
            ),
            (
                c(
                    "hr-manila3-board",
                    "Flop comes down one at a time until 5 community cards are face up on the table.",
                    "deal",
                    repeats="pp-manila3-board",
                ),
                c(
                    "hr-manila3-burn",
                    "There is a burn card between each community card, making a total of 4 burn cards.",
                    "deal",
                    repeats="pp-manila3-burn",
                ),
            ),
            c(
                "hr-manila3-hole-cards",
                "In 3 Card Manila 2 of the 3 hole cards must be used, as well as 3 from the board",
                "hands",
                repeats="pp-manila3-hole-cards",
            ),
            (
                c(
                    "hr-manila3-ace-high",
                    "In 3 Card Manila an ace may only count high in a straight.",
                    "hands",
                    repeats="pp-manila3-ace-high",
                ),
                c(
                    "hr-manila3-ace-example",
                    "eg. A, 7, 8, 9, 10 is NOT a straight.",
                    "hands",
                    repeats="pp-manila3-ace-example",
                ),
                c(
                    "hr-manila3-ace-broadway",
                    "The only time you can use A in a straight is 10, J, Q, K, A",
                    "hands",
                    repeats="pp-manila3-ace-broadway",
                ),
            ),
            c(
                "hr-manila3-deck",
                "3 Card Manila shall be played with a reduced deck of 36 cards, with the maximum "
                "number of players being 9.",
                "deck",
                "players",
                repeats="pp-manila3-deck",
            ),
            c(
                "hr-manila3-card-count",
                "9 players x 3 cards = 27\nCommunity + burn cards = 9\nTotal = 36",
                "deal",
                "players",
                repeats="pp-manila3-card-count",
            ),
            c(
                "hr-manila3-flush-beats-full-house",
                "A flush beats a full house in any reduced deck game.",
                "hands",
                repeats="pp-manila3-flush-beats-full-house",
            ),
        ),
        section(
            "Betting Structures:",
            c(
                "hr-betting-limit-only",
                "We only deal limit manila in Melbourne, so here are the structures.",
                "betting",
                repeats="pp-betting-limit-only",
            ),
            c(
                "hr-betting-structure",
                "The betting structure for $2 manila is $2, $4, $4, $4, $8 and $5 manila is $5, $10, $10, $10, $20",
                "betting",
                repeats="pp-betting-structure",
            ),
            (
                c(
                    "hr-betting-one-blind",
                    "Only one blind, before cards are dealt.",
                    "betting",
                    repeats="pp-betting-one-blind",
                ),
                c(
                    "hr-betting-blind-options",
                    "(eg $2), all players can either call the $2, raise to $6 or fold.",
                    "betting",
                    repeats="pp-betting-blind-options",
                ),
            ),
            (
                c(
                    "hr-betting-burn-then-card",
                    "after all bets are called, a card is burnt, and the second community card is dealt.",
                    "deal",
                    "betting",
                    repeats="pp-betting-burn-then-card",
                ),
                c(
                    "hr-betting-later-actions",
                    "Players can either, check, bet ($4) or fold.",
                    "betting",
                    repeats="pp-betting-later-actions",
                ),
                c(
                    "hr-betting-same-to-five",
                    "same thing up to 5 cards.",
                    "deal",
                    "betting",
                    repeats="pp-betting-same-to-five",
                ),
                c(
                    "hr-betting-fifth-card-bet",
                    "The bet on the fifth card is now $8",
                    "betting",
                    repeats="pp-betting-fifth-card-bet",
                ),
            ),
            (
                c(
                    "hr-betting-first-raise",
                    "The amount you can raise on the first round is double the blind and added onto "
                    "the blind, so in a $2 game the raise would be $4 making the total to call $6.",
                    "betting",
                    repeats="pp-betting-first-raise",
                ),
                c(
                    "hr-betting-first-raise-5",
                    "on a $5 blind, the raise is $10, making it $15 in total to call.",
                    "betting",
                    repeats="pp-betting-first-raise-5",
                ),
                c(
                    "hr-betting-later-raise",
                    "All subsequent rounds, the raise is only double; eg. The bet is $4, first raise "
                    "to make it $8, second raise to $12.",
                    "betting",
                    repeats="pp-betting-later-raise",
                ),
                c(
                    "hr-betting-raise-cap",
                    "Only 3 raises per round permitted when there are more than 2 players in the game.",
                    "betting",
                    repeats="pp-betting-raise-cap",
                ),
            ),
        ),
        section(
            "Omaha 8/B or Omaha Hi/Lo",
            c(
                "hr-omaha8-button-draw",
                "As in any dealer-button game, a random draw will determine the position to start with the button.",
                "seating",
                "deal",
            ),
            (
                c(
                    "hr-omaha8-blinds",
                    "Two blinds will be posted to the left of the button.",
                    "betting",
                ),
                c(
                    "hr-omaha8-blind-sizes",
                    "The small blind will be equal to one-half the small bet, the big blind will equal the small bet.",
                    "betting",
                ),
            ),
            c(
                "hr-omaha8-live-blinds",
                "Both blinds are live and may raise the pot.",
                "betting",
            ),
            (
                c(
                    "hr-omaha8-two-plus-three",
                    "In the showdown, the player must use two cards from his hand and three from the board exactly.",
                    "hands",
                    "showdown",
                ),
                c(
                    "hr-omaha8-different-cards",
                    "Player may use different cards for high and low.",
                    "hands",
                    "showdown",
                ),
            ),
            (
                c(
                    "hr-omaha8-low-qualifier",
                    "In order for there to be a low, there must be a combination of two cards from the "
                    "players hand and three from the board with a denomination of eight or smaller.",
                    "hands",
                    "showdown",
                    sic=(("players", "read: player's"),),
                ),
                c("hr-omaha8-ace-low", "Ace is low for this purpose.", "hands"),
                c(
                    "hr-omaha8-no-low",
                    "If there is no low, high will get the entire pot.",
                    "showdown",
                ),
            ),
            c(
                "hr-omaha8-wheel",
                "A wheel (A-2-3-4-5) is the best possible low and neither straights nor flushes count "
                "against you for low.",
                "hands",
            ),
            (
                c(
                    "hr-omaha8-missed-blinds",
                    "If a player misses his blind or blinds, he may wait until the big blind to post to come back in.",
                    "procedure",
                ),
                c("hr-omaha8-post-missed", "Otherwise, he must post the missed blinds.", "procedure"),
                c("hr-omaha8-only-big-blind-live", "Only the big blind is live.", "betting"),
            ),
            c(
                "hr-omaha8-absent-player",
                "A player who has posted the blind who is not present to act on his hand will have "
                "his hand killed and will not get his blind back.",
                "procedure",
            ),
            c(
                "hr-omaha8-show-four",
                "Winning called hand must show all four cards to be awarded any part of the pot.",
                "showdown",
            ),
            c(
                "hr-omaha8-ties",
                "In the event of ties, the pot will be split.",
                "showdown",
            ),
            c(
                "hr-omaha8-odd-chip",
                "Odd chip will go left of the button on both high and low pot odd chip.",
                "showdown",
            ),
        ),
    ),
)
