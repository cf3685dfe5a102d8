"""2 Card Manila and 3 Card Manila: house rules from a Melbourne card room (pokerpages.com).

Seed file ``000_2fff3a5f11e10382.txt``.  Every line of it is rule text except the
lone ``|`` lines (and the ``|`` before the first heading), which are page chrome.
"""

from engine.documents.clauses import Document, c, section

LOC = (("loc", "read: low"),)

DOCUMENT = Document(
    id="pp",
    title="2 Card Manila and 3 Card Manila (pokerpages.com)",
    short_name="pokerpages",
    source=(
        "House rules for 2 Card Manila and 3 Card Manila, as published on pokerpages.com. The page "
        "names only the site (\u201cSource: pokerpages.com\u201d): it gives no date, no author, no page "
        "address and no card room. What is known comes from the rules themselves: \u201cWe only deal "
        "limit manila in Melbourne\u201d, and a note on how \u201cCanberra differs\u201d in dealing 3 Card "
        "Manila."
    ),
    seed_file="000_2fff3a5f11e10382.txt",
    page="rules/pokerpages",
    chrome_note=(
        "The page's lone \u201c|\u201d separator lines, and the \u201c|\u201d before the first "
        "heading, are page layout and are left out. The closing line \u201cSource: pokerpages.com\u201d "
        "is given above as the source."
    ),
    sections=(
        section(
            "2 Card Manila",
            (
                c(
                    "pp-manila2-deck",
                    "2 Card Manila shall be played with a reduced deck of 32 cards, "
                    "with the maximum number of players being 11.",
                    "deck",
                    "players",
                ),
                c(
                    "pp-manila2-ace-not-low",
                    "The Ace cannot be used as a loc card to form a straight in all manila games.",
                    "hands",
                    sic=LOC,
                ),
            ),
            c(
                "pp-manila2-card-count",
                "11 players x 2 cards = 22\nCommunity + burn cards = 9\nTotal = 31",
                "deal",
                "players",
            ),
            c(
                "pp-manila2-ace-not-low-again",
                "The Ace cannot be used as a loc card to form a straight in all manila games.",
                "hands",
                sic=LOC,
                repeats="pp-manila2-ace-not-low",
            ),
            c(
                "pp-manila2-deal",
                "In 2 Card Manila players are dealt 2 cards one at a time starting with the blind.",
                "deal",
            ),
            (
                c(
                    "pp-manila2-board",
                    "Flop comes down one at a time until 5 community cards are face up on the table.",
                    "deal",
                ),
                c(
                    "pp-manila2-burn",
                    "There is a burn card between each community card, making a total of 4 burn cards.",
                    "deal",
                ),
                c(
                    "pp-manila2-hole-cards",
                    "In 2 Card Manila the 2 hole cards must be used, as well as 3 from the board.",
                    "hands",
                ),
            ),
            c(
                "pp-manila2-bet-each-card",
                "Players are required to either bet or 'check' on each card as it is opened.",
                "betting",
            ),
            (
                c(
                    "pp-manila2-ace-high",
                    "In 2 Card Manila an ace may only count high in a straight.",
                    "hands",
                ),
                c(
                    "pp-manila2-ace-example",
                    "For example, A, 7, 8, 9, 10 is NOT a straight.",
                    "hands",
                ),
                c(
                    "pp-manila2-ace-broadway",
                    "The only time you can use A in a straight is 10, J, Q, K, A.",
                    "hands",
                ),
            ),
            c(
                "pp-manila2-flush-beats-full-house",
                "A flush beats a full house in any reduced deck game.",
                "hands",
            ),
            c(
                "pp-manila2-structure",
                "The betting structure for $2 manila is $2, $4, $4, $4, $8 and $5 manila is $5, $10, $10, $10, $20.",
                "betting",
            ),
            (
                c("pp-manila2-one-blind", "Only one blind, before cards are dealt.", "betting"),
                c(
                    "pp-manila2-blind-options",
                    "(eg $2), all players can either call the $2, raise to $6 or fold.",
                    "betting",
                ),
            ),
            (
                c(
                    "pp-manila2-burn-then-card",
                    "After all bets are called, a card is burnt, and the second community card is dealt.",
                    "deal",
                    "betting",
                ),
                c(
                    "pp-manila2-later-actions",
                    "Players can either, check, bet ($4) or fold.",
                    "betting",
                ),
                c("pp-manila2-same-to-five", "same thing up to 5 cards.", "deal", "betting"),
                c("pp-manila2-fifth-card-bet", "The bet on the fifth card is now $8.", "betting"),
            ),
            (
                c(
                    "pp-manila2-first-raise",
                    "The amount you can raise on the first round is double the blind and added onto "
                    "the blind, so in a $2 game the raise would be $4 making the total to call $6.",
                    "betting",
                ),
                c(
                    "pp-manila2-first-raise-5",
                    "on a $5 blind, the raise is $10, making it $15 in total to call.",
                    "betting",
                ),
                c(
                    "pp-manila2-later-raise",
                    "All subsequent rounds, the raise is only double; eg. The bet is $4, first raise "
                    "to make it $8, second raise to $12.",
                    "betting",
                ),
                c(
                    "pp-manila2-raise-cap",
                    "Only 3 raises per round permitted when there are more than 2 players in the game.",
                    "betting",
                ),
            ),
            c(
                "pp-manila2-showdown",
                "At the showdown players use their two hole cards and any three cards from the five "
                "community cards in the center of the table to form a five card poker hand.",
                "hands",
                "showdown",
            ),
        ),
        section(
            "3 Card Manila",
            c(
                "pp-manila3-same-as-2",
                "3 Card Manila is played the same way as 2 Card Manila except each player initially "
                "receives three cards and the deck may include 6's.",
                "deck",
                "deal",
            ),
            c(
                "pp-manila3-showdown",
                "At the showdown players use any two of their three hole cards with any three cards "
                "from the five community cards to form a five card poker hand.",
                "hands",
                "showdown",
            ),
            c("pp-manila3-one-blind", "Only One Blind", "betting"),
            (
                c(
                    "pp-manila3-deal",
                    "In 3 Card Manila players are dealt 3 cards one at a time starting with the blind.",
                    "deal",
                ),
                c(
                    "pp-manila3-canberra",
                    "(Canberra differs here by giving first 2 cards at a time then the third card one at a time.)",
                    "deal",
                ),
            ),
            (
                c(
                    "pp-manila3-board",
                    "Flop comes down one at a time until 5 community cards are face up on the table.",
                    "deal",
                    repeats="pp-manila2-board",
                ),
                c(
                    "pp-manila3-burn",
                    "There is a burn card between each community card, making a total of 4 burn cards.",
                    "deal",
                    repeats="pp-manila2-burn",
                ),
            ),
            c(
                "pp-manila3-hole-cards",
                "In 3 Card Manila 2 of the 3 hole cards must be used, as well as 3 from the board",
                "hands",
            ),
            (
                c(
                    "pp-manila3-ace-high",
                    "In 3 Card Manila an ace may only count high in a straight.",
                    "hands",
                ),
                c("pp-manila3-ace-example", "eg. A, 7, 8, 9, 10 is NOT a straight.", "hands"),
                c(
                    "pp-manila3-ace-broadway",
                    "The only time you can use A in a straight is 10, J, Q, K, A",
                    "hands",
                ),
            ),
            c(
                "pp-manila3-deck",
                "3 Card Manila shall be played with a reduced deck of 36 cards, with the maximum "
                "number of players being 9.",
                "deck",
                "players",
            ),
            c(
                "pp-manila3-card-count",
                "9 players x 3 cards = 27\nCommunity + burn cards = 9\nTotal = 36",
                "deal",
                "players",
            ),
            c(
                "pp-manila3-flush-beats-full-house",
                "A flush beats a full house in any reduced deck game.",
                "hands",
                repeats="pp-manila2-flush-beats-full-house",
            ),
        ),
        section(
            "Betting Structures:",
            c(
                "pp-betting-limit-only",
                "We only deal limit manila in Melbourne, so here are the structures.",
                "betting",
            ),
            c(
                "pp-betting-structure",
                "The betting structure for $2 manila is $2, $4, $4, $4, $8 and $5 manila is $5, $10, $10, $10, $20",
                "betting",
                repeats="pp-manila2-structure",
            ),
            (
                c(
                    "pp-betting-one-blind",
                    "Only one blind, before cards are dealt.",
                    "betting",
                    repeats="pp-manila2-one-blind",
                ),
                c(
                    "pp-betting-blind-options",
                    "(eg $2), all players can either call the $2, raise to $6 or fold.",
                    "betting",
                    repeats="pp-manila2-blind-options",
                ),
            ),
            (
                c(
                    "pp-betting-burn-then-card",
                    "after all bets are called, a card is burnt, and the second community card is dealt.",
                    "deal",
                    "betting",
                    repeats="pp-manila2-burn-then-card",
                ),
                c(
                    "pp-betting-later-actions",
                    "Players can either, check, bet ($4) or fold.",
                    "betting",
                    repeats="pp-manila2-later-actions",
                ),
                c(
                    "pp-betting-same-to-five",
                    "same thing up to 5 cards.",
                    "deal",
                    "betting",
                    repeats="pp-manila2-same-to-five",
                ),
                c(
                    "pp-betting-fifth-card-bet",
                    "The bet on the fifth card is now $8",
                    "betting",
                    repeats="pp-manila2-fifth-card-bet",
                ),
            ),
            (
                c(
                    "pp-betting-first-raise",
                    "The amount you can raise on the first round is double the blind and added onto "
                    "the blind, so in a $2 game the raise would be $4 making the total to call $6.",
                    "betting",
                    repeats="pp-manila2-first-raise",
                ),
                c(
                    "pp-betting-first-raise-5",
                    "on a $5 blind, the raise is $10, making it $15 in total to call.",
                    "betting",
                    repeats="pp-manila2-first-raise-5",
                ),
                c(
                    "pp-betting-later-raise",
                    "All subsequent rounds, the raise is only double; eg. The bet is $4, first raise "
                    "to make it $8, second raise to $12.",
                    "betting",
                    repeats="pp-manila2-later-raise",
                ),
                c(
                    "pp-betting-raise-cap",
                    "Only 3 raises per round permitted when there are more than 2 players in the game.",
                    "betting",
                    repeats="pp-manila2-raise-cap",
                ),
            ),
        ),
    ),
)
