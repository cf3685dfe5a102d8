"""Interpretations about decks, hand rankings, showdowns and the stud opener."""

from engine.documents.interpretations.types import Interpretation, Option

INTERPRETATIONS = (
    Interpretation(
        id="int-games",
        title="which games the book covers",
        question=(
            "The documents give the rules of Draw Poker, Seven-Card Stud, Seven-Card Stud High/Low Split, "
            "Five-Card Stud, Texas Hold 'Em, Omaha, Omaha 8/B, 2 Card Manila, 3 Card Manila and Manillen Plus, "
            "each under its own heading, but no list says which games a reader may ask about or by what names."
        ),
        clauses=(
            "hr-draw-blinds",
            "hr-stud7-intro",
            "hr-stud7hl-high-card-opens",
            "hr-stud5-ante",
            "hr-holdem-intro",
            "hr-omaha-intro",
            "hr-omaha8-button-draw",
            "pp-manila2-deck",
            "pp-manila3-same-as-2",
            "nzg-14-0",
            "mp-overview",
        ),
        reading=(
            "The poker games are the nine the documents describe, and two readings the engine offers as games "
            "of their own: 3 Card Manila (no sixes) (see the entry on 3 Card Manila's sixes) and Omaha 8/B "
            "(paired lows) (see the entry on Omaha 8/B's low qualifier). A game is named by its name or a "
            "common one (Hold 'Em, Omaha Hi/Lo, 7 Card Stud, Two Card Manila), in capitals or not. Manillen "
            "Plus, the one trick-taking game, has its own chapter and functions and is not a poker game. Any "
            "other name (baccarat, razz) is refused with the list of games."
        ),
        why=(
            "These are the games the documents give rules for; for any other game there is no rule here to "
            "apply, so the engine says so rather than guess."
        ),
    ),
    Interpretation(
        id="int-standard-ranking",
        title="the order of poker hands",
        question=(
            "The documents award the pot to \u201cthe highest ranking hand\u201d or \u201cthe best poker "
            "hand\u201d but never list the hands in order. Which order is meant?"
        ),
        clauses=("hr-draw-winner", "hr-stud5-winner", "hr-stud7-showdown", "pp-manila2-flush-beats-full-house"),
        reading=(
            "The standard order, weakest first: high card, one pair, two pair, three of a kind, "
            "straight, flush, full house, four of a kind, straight flush (an ace-high straight flush "
            "is a royal flush). A-2-3-4-5 is the lowest straight. Manila games swap flush and full "
            "house and let the ace count only high."
        ),
        why=(
            "The documents name the hands without ranking them, and the manila sentences (a flush beats a full "
            "house, no ace-low straight) only make sense as changes to this order; the engine ranks the other "
            "games by it."
        ),
    ),
    Interpretation(
        id="int-card-notation",
        title="how cards are written",
        question=(
            "The documents name cards by rank alone (\u201cA, 7, 8, 9, 10\u201d, \u201c10, J, Q, K, A\u201d) and "
            "never write a card with its suit. How does a reader type a card, and how does the engine write one?"
        ),
        clauses=("pp-manila2-ace-example", "pp-manila2-ace-broadway", "pp-manila2-deck"),
        reading=(
            "A card is its rank then its suit: 2 to 10 (or T for the ten), J, Q, K or A, then c, d, h or s, "
            "or a suit symbol (\u2663 \u2666 \u2665 \u2660, solid or outlined), in capitals or not, so As, "
            "as, A\u2660, 10h and Th are all cards. Cards are separated by spaces, commas or semicolons, or "
            "run together (AsKd). The engine writes each card back one way (As, Th) and reads it aloud in "
            "words (ace of spades). One group of cards (a hand, a board, a pack) is at most 300 characters "
            "and 52 cards: a whole deck, written out the longest way, fits."
        ),
        why=(
            "This is how poker books and software write cards, with the documents' own 10 for the ten; the "
            "limit turns away text pasted by mistake before the engine spends any time on it."
        ),
    ),
    Interpretation(
        id="int-standard-deck",
        title="the deck for the games that do not name one",
        question=(
            "The manila sections and Manillen Plus say which cards they play with; Draw Poker, the "
            "stud games, Hold 'Em and the Omaha games do not."
        ),
        clauses=("hr-holdem-intro", "hr-omaha-button-blinds", "pp-manila2-deck"),
        reading="Every poker game the documents do not give a reduced deck is played with the standard 52 cards, 2 to ace in four suits.",
        why=(
            "The sections that change the deck say so (the Manila rules' \u201creduced deck\u201d, Manillen Plus's modified "
            "deck of 52 cards); the others name no deck, so the engine deals them the full 52 cards that those "
            "decks are made from."
        ),
    ),
    Interpretation(
        id="int-suits-never-rank",
        title="suits never break a tie between hands",
        question=(
            "Only the Seven-Card Stud section says that suits are not used in determining the "
            "winning hand. Does that hold in the other games?"
        ),
        clauses=("hr-stud7-suits-and-ties", "hr-omaha8-ties"),
        reading=(
            "In every game, hands that differ only in suit are equal and split the pot; suits are "
            "used only to choose who opens the betting in stud (see the stud opener entry) and, in "
            "stud, who receives an odd chip."
        ),
        why=(
            "The Seven-Card Stud sentence is the only one on suits at the showdown, and it rules them out; Omaha "
            "8/B's \u201cIn the event of ties, the pot will be split\u201d names no suit either. No document ranks suits at "
            "a showdown, so the engine ranks none in any game."
        ),
    ),
    Interpretation(
        id="int-short-deck-ace-low",
        title="the ace low in a short deck under the standard ranking",
        question=(
            "The manila rules forbid the ace as a low card in a straight, and give A, 7, 8, 9, 10 as "
            "the example. Under the standard ranking, with a 32- or 36-card deck, may the ace count "
            "low?"
        ),
        clauses=("pp-manila2-ace-not-low", "pp-manila2-ace-example", "pp-manila3-ace-example"),
        reading=(
            "Under the standard ranking the ace may stand below the lowest rank of the deck, so "
            "A-7-8-9-10 (32 cards) and A-6-7-8-9 (36 cards) are straights, as A-2-3-4-5 is with 52 "
            "cards. Under the manila ranking none of them is: the ace counts only high. The explorer "
            "uses this to show exactly what the manila rule takes away."
        ),
        why=(
            "The example A, 7, 8, 9, 10 is only worth forbidding if the ace could otherwise wrap "
            "below the 7, which is how short-deck games that allow it play it."
        ),
        option=Option(
            name="ranking",
            choices={
                "manila": "the ace counts only high (the manila rule)",
                "standard": "the ace may also count below the deck's lowest rank",
            },
            default="manila",
            where=(
                '`evaluate("Ac 6d 7h 8s 9c", ranking=RANKINGS["standard"], deck=DECK_36)`, naming the ranking by '
                "its key in `RANKINGS`"
            ),
        ),
    ),
    Interpretation(
        id="int-manila3-sixes",
        title="whether 3 Card Manila's sixes are optional",
        question=(
            "3 Card Manila \u201cmay include 6's\u201d, yet it \u201cshall be played with a reduced deck of "
            "36 cards\u201d and its card count (9 \u00d7 3 + 9 = 36) needs all 36."
        ),
        clauses=("pp-manila3-same-as-2", "pp-manila3-deck", "pp-manila3-card-count"),
        reading=(
            "3 Card Manila uses the 36-card deck, 6 to ace, for up to 9 players. The variant "
            "\u201c3 Card Manila (no sixes)\u201d plays it with the 32-card deck, 7 to ace, which by the same "
            "arithmetic (3 \u00d7 players + 9 \u2264 32) seats at most 7."
        ),
        why=(
            "The deck size and the card count are stated outright; \u201cmay include\u201d reads as a note "
            "that this game, unlike 2 Card Manila, keeps the sixes."
        ),
        option=Option(
            name="game",
            choices={
                "3 Card Manila": "36 cards, 6 to ace, up to 9 players",
                "3 Card Manila (no sixes)": "32 cards, 7 to ace, up to 7 players",
            },
            default="3 Card Manila",
            where=(
                '`showdown("3 Card Manila (no sixes)", hands, board, pot=30, button=1)` or '
                '`deal("3 Card Manila (no sixes)", players=7, button=1, rng=random.Random(1))`: the game\'s name '
                "wherever a function takes `game`"
            ),
        ),
    ),
    Interpretation(
        id="int-omaha-section-hilo",
        title="whether plain Omaha has a low half",
        question=(
            "The Omaha section describes the high game, then mentions \u201cthe 8 or better hi/lo "
            "variable\u201d and goes on to describe a qualifying low and a split pot."
        ),
        clauses=("hr-omaha-hilo-variable", "hr-omaha-low-qualifier", "hr-omaha-split", "hr-omaha-no-low"),
        reading=(
            "Omaha is high only; its low-hand sentences describe the hi/lo variable, which the engine "
            "plays as Omaha 8/B (whose own section it follows, with the Omaha section's \u201cno pair\u201d)."
        ),
        why=(
            "The section's first paragraph, its deal and its remembered rule describe a high game, and it names the "
            "low as something to \u201cthrow in\u201d; the house rules give Omaha 8/B a section of its own. Read as "
            "written, though, the section's showdown splits the pot, so that reading is the option."
        ),
        option=Option(
            name="omaha_split",
            choices={
                "high": "plain Omaha is high only: the best high hand takes the whole pot",
                "high-low": (
                    "plain Omaha is played high/low as its section says: a low is five cards of 8 or lower with no "
                    "pair, two from the hand and three from the board (the ace low); a qualifying low splits the pot "
                    "with the high hand, and without one the high hand takes it all"
                ),
            },
            default="high",
            where='`showdown("Omaha", hands, board, pot=40, button=2, omaha_split="high-low")`',
            changes=(
                "Only plain Omaha's showdown changes: each player's best low is found as well, the pot is halved "
                "between the best high and the best qualifying low (the odd chip by the hi/lo odd-chip reading), "
                "and each side pot is split the same way. The low qualifier is the Omaha section's own, with no "
                "pair; Omaha 8/B is unchanged. The showdown explainer offers the choice when Omaha is chosen."
            ),
            rooms=(
                "The house rules' Omaha section is the only source here: it describes the high game and then the "
                "8 or better hi/lo \u201cvariable\u201d with its split pot, without saying which one its room deals "
                "as \u201cOmaha\u201d. The same house rules give Omaha 8/B (Omaha Hi/Lo) its own section, which is "
                "why the engine's default reads plain Omaha as the high game."
            ),
        ),
    ),
    Interpretation(
        id="int-low-no-pair",
        title="Omaha 8/B's low qualifier without \u201cno pair\u201d",
        question=(
            "Omaha 8/B's section asks only for two hole cards and three board cards \u201cwith a "
            "denomination of eight or smaller\u201d; the Omaha and Seven-Card Stud High/Low sections "
            "add \u201cwith no pair\u201d."
        ),
        clauses=("hr-omaha8-low-qualifier", "hr-omaha-low-qualifier", "hr-stud7hl-split"),
        reading=("A low must be five cards of different ranks, each 8 or lower (ace low). A pair never makes a low."),
        why=(
            "Two of the three sections that define a low (Omaha's and Seven-Card Stud High/Low's) say \u201cwith no "
            "pair\u201d, and the engine reads Omaha 8/B's shorter sentence the same way; the paired-lows variant plays "
            "that sentence as written."
        ),
        option=Option(
            name="game",
            choices={
                "Omaha 8/B": "a low is five different ranks of 8 or lower",
                "Omaha 8/B (paired lows)": (
                    "any five cards of 8 or lower qualify; a paired low loses to every unpaired "
                    "low and paired lows compare as in ace-to-five lowball"
                ),
            },
            default="Omaha 8/B",
            where=(
                '`showdown("Omaha 8/B (paired lows)", hands, board, pot=40, button=2)` or '
                '`best_low(find_game("Omaha 8/B (paired lows)"), hole, board)`: the game\'s name wherever a '
                "function takes `game`"
            ),
        ),
    ),
    Interpretation(
        id="int-hilo-odd-chip",
        title="the odd chip when a hi/lo pot cannot be halved",
        question=(
            "Omaha 8/B gives the odd chip of a split high or low half to the player left of the "
            "button, but says nothing of the chip left over when the whole pot is halved between "
            "high and low; Seven-Card Stud High/Low says nothing at all."
        ),
        clauses=("hr-omaha8-odd-chip", "hr-stud7hl-split", "hr-omaha-split"),
        reading=(
            "When a pot of an odd number of chips is halved between high and low, the extra chip "
            "goes to the high half. Within a half shared by tied hands, odd chips go as the game's "
            "odd-chip rule says."
        ),
        why=(
            "No document says where the chip left over from halving the pot goes. The engine gives it to the high "
            "half, so a split pot is shared the same way in every hi/lo game; the option follows Omaha 8/B's own "
            "odd-chip sentence (\u201cleft of the button\u201d) instead."
        ),
        option=Option(
            name="hilo_odd_chip",
            choices={
                "high": "the high half gets the odd chip",
                "left-of-button": (
                    "the odd chip goes to whichever winner of either half sits first to the left of the button"
                ),
            },
            default="high",
            where=('`showdown("Omaha 8/B", hands, board, pot=41, button=2, hilo_odd_chip="left-of-button")`'),
        ),
    ),
    Interpretation(
        id="int-odd-chip-by-game",
        title="the odd chip of a tied pot in the other games",
        question=(
            "Only Omaha 8/B says where an odd chip goes (\u201cleft of the button\u201d). Where does it go "
            "in the other games, including stud, which has no button?"
        ),
        clauses=("hr-omaha8-odd-chip", "hr-stud7-suits-and-ties", "hr-omaha8-ties"),
        reading=(
            "In every button game (Hold 'Em, Omaha, Manila, Draw Poker) the odd chip goes to the "
            "tied winner first to the left of the button, then the next, and so on. In stud games it "
            "goes to the tied winner holding the highest card by suit (spades, hearts, diamonds, "
            "clubs), looking at all of each winner's cards, not only the five that make the hand (in "
            "Seven-Card Stud a card left out of the best five can win the chip). The engine uses this "
            "one rule for both halves of a Seven-Card Stud High/Low pot."
        ),
        why=(
            "Omaha 8/B's \u201cleft of the button\u201d is the documents' only odd-chip rule, and the engine applies it to "
            "every button game. Stud has no button, so the engine gives the chip by the winners' cards: Robert's "
            "Rules of Poker (Bob Ciaffone's rule book, which card rooms may adopt) also gives a stud odd chip by "
            "suit and counts all of a stud player's cards for it. It differs on one point: between tied low hands "
            "it gives the odd chip to the lowest card by suit (the rule of a low-only game), where the engine "
            "keeps the highest."
        ),
        option=Option(
            name="stud_odd_chip",
            choices={
                "suit": "in stud the odd chip goes to the highest card by suit",
                "left-of-button": ("in stud too, the odd chip goes to the first winner to the left of the dealer"),
            },
            default="suit",
            where=('`showdown("Seven-Card Stud", hands, pot=61, button=2, stud_odd_chip="left-of-button")`'),
        ),
    ),
    Interpretation(
        id="int-stud-opener-ties",
        title="ties for the stud opener",
        question=(
            "The stud sections name the player with the lowest (or highest) up-card, or the best "
            "hand showing, as the opener, but two players can show the same rank or equal hands."
        ),
        clauses=(
            "hr-stud7-low-card-opens",
            "hr-stud7-best-hand-opens",
            "hr-stud7hl-high-card-opens",
            "hr-stud5-low-card-opens",
            "hr-stud5-best-hand-opens",
            "hr-stud7-suits-and-ties",
        ),
        reading=(
            "On the first round, a tie of ranks is broken by suit: clubs lowest, then diamonds, "
            "hearts, spades (so the 5\u2663 opens before the 5\u2660 when the low card opens, and the "
            "A\u2660 before the A\u2663 when the high card opens). On later rounds, equal hands showing "
            "are broken by position: the tied player first to the dealer's left opens."
        ),
        why=(
            "The stud sections do not settle a tie. \u201cSuits are not used in determining the winning hand\u201d speaks "
            "of the showdown, which leaves suits free to choose who opens, so the engine breaks a first-round tie "
            "of ranks by suit; equal hands showing on a later round have no card to compare, so it breaks those "
            "by position. Robert's Rules of Poker (Bob Ciaffone's rule book, which card rooms may adopt) settles "
            "both ties the same way: the first round's forced bet by the lowest up-card by suit, and on later "
            "rounds a tie of hands showing by position, the player who received cards first acting first. The "
            "option reads the suits sentence as ruling suits out for the opener too."
        ),
        option=Option(
            name="opener_ties",
            choices={
                "suit": "suits break first-round ties; position breaks later ones",
                "position": (
                    "suits are never used (\u201cSuits are not used in determining the winning "
                    "hand\u201d): every tie goes to the player first to the dealer's left"
                ),
            },
            default="suit",
            where=('`stud_opener("Seven-Card Stud", up_cards, dealer=1, opener_ties="position")`'),
            rooms=(
                "None of the four documents says. Robert's Rules of Poker (Bob Ciaffone's rule book, which card "
                "rooms may adopt; Seven-Card Stud, rule 1) plays the default: the first round's forced bet by the "
                "lowest up-card by suit, later ties by position. A room that reads \u201cSuits are not used\u201d "
                "as covering the opener too plays the option."
            ),
        ),
    ),
    Interpretation(
        id="int-stud-ace-opener",
        title="the ace when the low card opens",
        question="Is an ace up a low card or a high card for choosing the stud opener?",
        clauses=("hr-stud7-low-card-opens", "hr-stud5-low-card-opens", "hr-stud7hl-high-card-opens"),
        reading=(
            "The ace is the highest card for choosing the opener in every stud game here, so a 2 up "
            "is the lowest card and an ace up the highest."
        ),
        why=(
            "The opener sentences say \u201clow card\u201d and \u201chighest card\u201d without a word on the ace, and only the low "
            "half of a hi/lo hand is ever said to play the ace low (Omaha 8/B: \u201cAce is low for this purpose\u201d); so "
            "the engine chooses the opener by the game's high ranking, where the ace is the highest card."
        ),
    ),
    Interpretation(
        id="int-stud-hilo-later-opener",
        title="the opener on later rounds of Seven-Card Stud High/Low",
        question=(
            "High/Low Split \u201cdiffers from the high-only game in that the player with the highest "
            "card must open\u201d. Who opens the later rounds?"
        ),
        clauses=("hr-stud7hl-high-card-opens", "hr-stud7-best-hand-opens"),
        reading=(
            "The first round is opened by the highest up-card; later rounds, as in the high-only "
            "game, by the best hand showing."
        ),
        why="The section names only the first opener as the difference.",
    ),
    Interpretation(
        id="int-showing-hand",
        title="the best hand showing",
        question=(
            "On later stud rounds \u201cthe player with the best hand\u201d showing opens, but two, three "
            "or four up-cards are not a five-card hand."
        ),
        clauses=("hr-stud7-best-hand-opens", "hr-stud5-best-hand-opens"),
        reading=(
            "Up-cards are compared as a partial hand: four of a kind, then three of a kind, two "
            "pair, one pair, then high cards, rank by rank. Straights and flushes need five cards and "
            "do not count."
        ),
        why=(
            "\u201cThe best hand\u201d showing can only be read with the hand ranking, and the ranking's categories that "
            "need five cards (straights, flushes, a full house) cannot be made from fewer; the engine ranks the "
            "up-cards by the categories they can make."
        ),
    ),
    Interpretation(
        id="int-table-size",
        title="how many may play the games whose rules give no maximum",
        question=(
            "Only the manila rules set a maximum number of players (11 and 9). How many may play the other games?"
        ),
        clauses=("pp-manila2-deck", "pp-manila3-deck"),
        reading=(
            "Texas Hold 'Em, Omaha and Omaha 8/B: 2 to 10 players; Seven-Card Stud and its "
            "High/Low Split: 2 to 8; Five-Card Stud: 2 to 10; Draw Poker: 2 to 6. A deal for more "
            "players is refused. Where the cards can still run short at these sizes, the game's own "
            "reading says what the dealer does: the stud games' (when the deck runs short in stud) and "
            "the draw's (the cards thrown away are shuffled into a new stub)."
        ),
        why=(
            "The documents give no number for these games, and the engine needs one to check a deal "
            "against; these numbers are the engine's choice, not a document's. Each lets every player's "
            "first cards come from one deck: Draw Poker's six hold 30 cards, which leaves 21 in the "
            "stub after the burn for the draw."
        ),
    ),
    Interpretation(
        id="int-uncontested-pot",
        title="a pot won without a showdown",
        question=("Draw Poker says a last remaining player wins without showing; the other sections do not say."),
        clauses=("hr-draw-no-showdown",),
        reading="In every game, a player left alone in the hand wins the pot without showing any card.",
        why=(
            "Draw Poker's sentence is the documents' only word on it, and no other section says otherwise: with "
            "no one left to compare hands with there is nothing to show for, so the engine applies the sentence "
            "in every game."
        ),
    ),
    Interpretation(
        id="int-stud-low-ace",
        title="the ace in Seven-Card Stud High/Low's low hand",
        question=(
            "The High/Low Split section asks for \u201cfive cards of 8 or below with no pair\u201d but does not say "
            "how the ace counts; Omaha 8/B's section says \u201cAce is low for this purpose\u201d."
        ),
        clauses=("hr-stud7hl-split", "hr-omaha8-ace-low", "hr-omaha8-wheel"),
        reading=(
            "The ace counts low (as 1) for the low half in Seven-Card Stud High/Low too, so A-2-3-4-5 is the "
            "best low, as in Omaha 8/B; for the high hand and for choosing the opener it stays high."
        ),
        why=(
            "Omaha 8/B, the other 8-or-better game in the documents, says \u201cAce is low for this purpose\u201d and names "
            "the wheel as the best low; the High/Low Split section says nothing against it, so the engine plays "
            "its low the same way."
        ),
    ),
    Interpretation(
        id="int-low-order",
        title="how two low hands compare",
        question=(
            "The documents name the wheel as the best low but do not say how other lows compare "
            "(is 8-6-5-4-2 better than 8-7-3-2-A?)."
        ),
        clauses=("hr-omaha8-wheel", "hr-stud7hl-split", "hr-omaha-low-qualifier"),
        reading=(
            "Lows compare by their highest card first, then the next highest, and so on: the lower card wins at "
            "the first difference, so 8-6-5-4-2 beats 8-7-3-2-A."
        ),
        why=(
            "The documents name the best low (the wheel) and no other comparison; the engine compares lows card "
            "by card from the highest down, under which the wheel is the best low, as the documents say."
        ),
    ),
)
