"""Interpretations about betting: raise sizes, the cap on raises, blinds, and the structures."""

from engine.documents.interpretations.types import Interpretation, Option

INTERPRETATIONS = (
    Interpretation(
        id="int-manila-raise-size",
        title="the size of a raise after Manila's first round",
        question=(
            "\u201cAll subsequent rounds, the raise is only double\u201d could mean that each raise doubles "
            "the bet ($4, $8, $16), but the example goes on \u201cfirst raise to make it $8, second raise to $12\u201d."
        ),
        clauses=("pp-manila2-later-raise", "pp-manila2-structure", "pp-manila2-first-raise"),
        reading=(
            "After the first round each raise adds the round's bet: $4 \u2192 $8 \u2192 $12 \u2192 $16 on the "
            "second to fourth cards of a $2 game, $8 \u2192 $16 \u2192 $24 \u2192 $32 on the fifth. \u201cOnly "
            "double\u201d describes the first raise, which doubles the bet, as against the first round, where "
            "the raise is twice the blind added onto the blind."
        ),
        why=("The worked example says $12, not $16, and a limit game's raise is a fixed amount, the round's bet."),
        option=Option(
            name="later_raise",
            choices={
                "add": "each raise adds the round's bet: $4 \u2192 $8 \u2192 $12 \u2192 $16",
                "double": "each raise doubles the bet: $4 \u2192 $8 \u2192 $16 \u2192 $32",
            },
            default="add",
            where="`manila_limit(stake=2, later_raise='double')`",
        ),
    ),
    Interpretation(
        id="int-manila-first-round-raises",
        title="raises after the first in Manila's first round",
        question=(
            "The first round's raise is \u201cdouble the blind and added onto the blind\u201d ($2 to $6, $5 to "
            "$15). How much does a second or third raise in that round add?"
        ),
        clauses=("pp-manila2-first-raise", "pp-manila2-first-raise-5", "pp-manila2-raise-cap"),
        reading=(
            "Every first-round raise adds twice the blind: $2 \u2192 $6 \u2192 $10 \u2192 $14 in a $2 game, "
            "$5 \u2192 $15 \u2192 $25 \u2192 $35 in a $5 game."
        ),
        why=(
            "The rule gives the raise as an amount (\u201cthe raise would be $4\u201d), and a limit raise keeps "
            "its size for the whole round; twice the blind is also the bet of the next three rounds."
        ),
    ),
    Interpretation(
        id="int-raise-cap-players",
        title="when the cap of three raises applies",
        question=(
            "pokerpages allows \u201conly 3 raises per round \u2026 when there are more than 2 players in the "
            "game\u201d; NZ 13.5(e) lifts the limit when \u201cthe betting is head to head\u201d. Are players "
            "counted as dealt, or as they are when the raise is made?"
        ),
        clauses=("pp-manila2-raise-cap", "nzg-13-5e"),
        reading=(
            "Players are counted as they are when the raise is made: the cap of three raises applies while "
            "three or more players are still in the hand (not folded). Whether a player all in is counted is "
            "its own reading (int-raise-cap-all-in), and so is whether a cap already reached is lifted when a "
            "fold leaves two (int-raise-cap-lifted)."
        ),
        why=(
            "\u201cHead to head\u201d describes the betting as it stands, and the two documents then say the same "
            "thing: the cap protects a player caught between two raisers, which cannot happen with two left."
        ),
        option=Option(
            name="cap_players",
            choices={
                "in-hand": "players still in the hand when the raise is made",
                "dealt": "players dealt into the hand: with three or more dealt, the cap holds even with two left",
            },
            default="in-hand",
            where=(
                "`manila_limit(stake=2, cap_players='dealt')`, `fixed_limit(small_bet=4, cap_players='dealt')` or "
                "`spread_limit(minimum=2, maximum=6, cap_players='dealt')`"
            ),
        ),
    ),
    Interpretation(
        id="int-raise-cap-all-in",
        title="a player all in and the cap of three raises",
        question=(
            "pokerpages caps the raises \u201cwhen there are more than 2 players in the game\u201d; NZ 13.5(e) "
            "lifts the limit when \u201cthe betting is head to head\u201d. Three players are in the hand and one "
            "of them is all in: only two can still bet. Is the cap on?"
        ),
        clauses=("pp-manila2-raise-cap", "nzg-13-5e"),
        reading=(
            "A player all in is not counted: only the players who can still bet are. With three in the hand and "
            "one all in the betting is head to head and there is no cap. In a $2 manila game with stacks of $100, "
            "$100 and $8, the second round can go $4, $8, seat 3 calls all in, $12, $16 and then $20: the two "
            "players with chips may keep raising."
        ),
        why=(
            "NZ 13.5(e) speaks of the betting, and a player all in takes no more part in it: they can neither "
            "call nor raise again, so the raises are made between the other two, head to head. Read this way "
            "the two documents agree with the reason for a cap, which protects a player caught between two "
            "raisers; a player all in cannot be caught. The other reading takes pokerpages' \u201cplayers in the "
            "game\u201d literally: a player all in is still in the game and still counted."
        ),
        option=Option(
            name="cap_all_in",
            choices={
                "not-counted": "only the players who can still bet are counted: one all in of three leaves the "
                "betting head to head, with no cap",
                "counted": "a player all in is still in the game and counted: three in the hand keep the cap of "
                "three raises",
            },
            default="not-counted",
            where=(
                "`manila_limit(stake=2, cap_all_in='counted')`, `fixed_limit(small_bet=4, cap_all_in='counted')` or "
                "`spread_limit(minimum=2, maximum=6, cap_all_in='counted')`"
            ),
            changes=(
                "With 'counted', the round above stops at $16: the cap of three raises is reached and the next "
                "player may only call or fold."
            ),
        ),
    ),
    Interpretation(
        id="int-raise-cap-lifted",
        title="a cap reached, then a fold that leaves two",
        question=(
            "Three raises are made while three or more players are in the hand, so the cap is reached; then a "
            "player folds and two are left. pokerpages' cap applies \u201cwhen there are more than 2 players in "
            "the game\u201d and NZ 13.5(e) lifts it when \u201cthe betting is head to head\u201d. May the last "
            "two raise again?"
        ),
        clauses=("pp-manila2-raise-cap", "nzg-13-5e"),
        reading=(
            "Yes: the cap is lifted. Once two are left the betting is head to head and there is no limit to the "
            "number of raises, even though three raises were made earlier in the round. In a $2 manila game the "
            "second round can go $4, $8, $12, $16 with three players; the first folds, and the other two may "
            "raise to $20 and on."
        ),
        why=(
            "Both sentences describe the betting as it stands when a raise is made (\u201cwhen there are\u201d, "
            "\u201cis head to head\u201d), not as it stood earlier in the round; neither says a cap, once "
            "reached, lasts to the end of the round. The other reading keeps the round capped: the three raises "
            "were all the round allowed, and a fold does not give any back."
        ),
        option=Option(
            name="cap_once_reached",
            choices={
                "lifted": "a fold that leaves two lifts a cap already reached: the two may raise again",
                "kept": "a cap reached with three or more players stays for the rest of the round",
            },
            default="lifted",
            where=(
                "`manila_limit(stake=2, cap_once_reached='kept')`, `fixed_limit(small_bet=4, "
                "cap_once_reached='kept')` or `spread_limit(minimum=2, maximum=6, cap_once_reached='kept')`"
            ),
            changes=(
                "With 'kept', the round above stops at $16 even after the fold: the last two may only call or "
                "fold. A cap is reached only by a raise made while more than 2 players are counted."
            ),
        ),
    ),
    Interpretation(
        id="int-raise-count",
        title="what counts as a raise",
        question=(
            "The cap counts raises, and NZ 13.5(b) forbids a raise smaller than an earlier bet or raise "
            "\u201cexcept in the event of a player tapping out\u201d. Is a blind or the round's first bet a "
            "raise? Is an all in for less than a full raise?"
        ),
        clauses=("nzg-13-5e", "nzg-13-5b", "pp-manila2-raise-cap", "pp-manila2-one-blind"),
        reading=(
            "Neither a blind nor the first bet of a round is a raise, so a $2 Manila first round can go $2 "
            "\u2192 $6 \u2192 $10 \u2192 $14 and a $4 round $4 \u2192 $8 \u2192 $12 \u2192 $16. A player "
            "tapping out for less than a full raise may do so, but it is not a raise: it does not count toward "
            "the cap, it does not reopen the betting to players who have already acted (they may only call or "
            "fold), and the next raise is a full raise on top of it (in a limit game the other reading is an "
            "option: see \u201cthe next raise after an all in short of a full raise, in a limit game\u201d). If the round's first bet is an all in short of a full bet, the next player "
            "may complete it to a full bet, which counts as the bet."
        ),
        why=(
            "NZ 13.5(e) and pokerpages count raises (\u201ca limit of three raises in a betting round\u201d, \u201cOnly 3 raises "
            "per round\u201d), so the bet that opens a round is not one of them; 13.5(b) lets a player tapping out "
            "raise by less, which the engine allows without counting it as a full raise."
        ),
    ),
    Interpretation(
        id="int-manila-live-blind",
        title="whether the manila blind is live",
        question=(
            "\u201cOnly one blind \u2026 all players can either call the $2, raise to $6 or fold.\u201d When "
            "everyone just calls, may the blind still raise?"
        ),
        clauses=("pp-manila2-one-blind", "pp-manila2-blind-options", "hr-holdem-big-blind-option"),
        reading=(
            "The blind is live: it counts as the blind player's bet, and when the action comes back to the "
            "blind with no raise, the blind may check or raise (to $6 in a $2 game), like Hold 'Em's large "
            "blind."
        ),
        why=(
            "The Hold 'Em rules give their large blind \u201cthe privilege of last action\u201d to \u201ccheck or raise\u201d and "
            "Omaha 8/B says \u201cBoth blinds are live\u201d; the Manila sentence names no exception, so the engine treats "
            "the Manila blind the same way. The option plays it dead."
        ),
        option=Option(
            name="live_blind",
            choices={
                "live": "the blind may check or raise when everyone calls",
                "dead": "the blind counts as its poster's bet, but when everyone calls the round is over",
            },
            default="live",
            where="`manila_limit(stake=2, live_blind=False)`",
        ),
    ),
    Interpretation(
        id="int-manila-blind-count",
        title="one blind or several",
        question=(
            "pokerpages says \u201cOnly one blind\u201d; the NZ Gazette's Two Card Manila has as many "
            "compulsory blinds as a sign at the table says, each posted to the left of the one before."
        ),
        clauses=(
            "pp-manila2-one-blind",
            "pp-manila3-one-blind",
            "nzg-14-1c",
            "nzg-14-1c-i",
            "nzg-14-1c-ii",
            "nzg-14-1c-iii",
        ),
        reading=(
            "One blind, the stake, posted by the player to the left of the button before the cards are dealt; "
            "the betting starts with the player to its left. With the option, several compulsory blinds are "
            "posted, each by the player to the left of the last, each the stake unless other amounts are "
            "given (the largest is always the stake); every blind counts as its poster's bet and the betting "
            "starts left of the last blind."
        ),
        why=(
            "pokerpages's Manila sections say \u201cOnly one blind\u201d, which the engine plays by default; the NZ "
            "Gazette's rules leave the number of blinds to a sign at the table, which the option plays."
        ),
        option=Option(
            name="blind_count",
            choices={
                "1": "one blind (pokerpages)",
                "2 or more": "that many compulsory blinds, each left of the one before (NZ 14.1(c)(ii))",
            },
            default="1",
            where="`manila_limit(stake=2, blind_count=3)` or `manila_limit(stake=2, blind_amounts=(1, 2))`",
        ),
    ),
    Interpretation(
        id="int-omaha8-live-blinds",
        title="Omaha 8/B's live blinds",
        question=(
            "Omaha 8/B says \u201cBoth blinds are live and may raise the pot\u201d, and later, among the rules "
            "on missed blinds, \u201cOnly the big blind is live.\u201d"
        ),
        clauses=(
            "hr-omaha8-live-blinds",
            "hr-omaha8-only-big-blind-live",
            "hr-omaha8-missed-blinds",
            "hr-omaha8-post-missed",
        ),
        reading=(
            "Both blinds posted in turn are live: each counts toward its poster's bet in the first round, and "
            "the big blind may check or raise when the action comes back to it with no raise. \u201cOnly the "
            "big blind is live\u201d belongs to the missed-blind rules: of the blinds a returning player posts, "
            "only the big blind counts toward his bet and the small blind is dead (the engine works this out in "
            "`return_after_missed_blinds`; see coming back after missed blinds in Omaha 8/B)."
        ),
        why=(
            "It is the only reading under which the two sentences agree: \u201cBoth blinds are live\u201d speaks of the "
            "blinds posted in turn, and \u201cOnly the big blind is live\u201d stands among the rules for a player coming "
            "back after missing the blinds."
        ),
        option=Option(
            name="small_blind_live",
            choices={
                "live": "both blinds in turn are live",
                "dead": "the small blind in turn is dead: it goes to the pot, and its poster must put in the whole bet to call",
            },
            default="live",
            where="`fixed_limit(small_bet=4, big_bet=8, small_blind_live=False)`",
        ),
    ),
    Interpretation(
        id="int-fixed-limit-raises",
        title="bets and raises in limit Hold 'Em and Omaha",
        question=(
            "The Hold 'Em and Omaha sections say players \u201cmay bet, check, raise, or fold in turn\u201d but "
            "not how much; Omaha 8/B speaks of \u201cthe small bet\u201d, and NZ 13.5(e) caps the raises of every "
            "game that is not pot-ratio or no limit."
        ),
        clauses=("hr-holdem-actions", "hr-omaha8-blind-sizes", "hr-holdem-live-meaning", "nzg-13-5e"),
        reading=(
            "In a fixed-limit game a bet and each raise are the round's bet (the small or the big bet, see the "
            "limit schedule). The blinds are the first round's opening bet: the larger blind is the small bet, "
            "so the first raise before the flop makes it twice the small bet. There are at most three raises "
            "a round unless the betting is head to head (13.5(e))."
        ),
        why=(
            "\u201cThe small bet\u201d names a fixed-limit structure (a small bet and a big bet), and NZ 13.5(e) caps the "
            "raises of every game that is not pot-ratio or no limit; the sections give no other amounts, so the "
            "engine plays these games fixed limit by default."
        ),
    ),
    Interpretation(
        id="int-spread-limit",
        title="the betting minimum and maximum of a spread limit",
        question=(
            "NZ 13.5(d) wants each bet or raise \u201cat least equal to the betting minimum, if first to act, or "
            "equal to the last bet or raise, if action has been taken, but a player may raise up to the betting "
            "maximum\u201d. Are the minimum and maximum the size of a bet or its total? Must a raise equal the "
            "last one exactly?"
        ),
        clauses=("nzg-13-5d", "nzg-13-5b", "nzg-13-5a"),
        reading=(
            "The minimum and maximum are the size of a bet or raise, what it adds. A first bet is from the "
            "minimum to the maximum; a raise adds at least the last bet or raise (and at least the minimum) and "
            "at most the maximum. Three raises a round unless head to head (13.5(e))."
        ),
        why=(
            "\u201cBut a player may raise up to the betting maximum\u201d only makes sense if the last bet or "
            "raise is a floor, as 13.5(b) says (\u201cshall not be less than\u201d); spread limits are quoted as "
            "the range of a single bet."
        ),
    ),
    Interpretation(
        id="int-pot-limit-arithmetic",
        title="working out a pot limit",
        question=(
            "NZ 13.5(c) counts the amount to call into the pot before a pot-ratio limit is worked out, but "
            "does not say what the pot is, or how to halve an odd pot."
        ),
        clauses=("nzg-13-5c", "nzg-13-5a", "nzg-13-5b"),
        reading=(
            "The pot is every chip in the middle, this round's bets included (the raiser's own too). A raise "
            "may add at most the pot plus the amount to call, so the most a player may raise to is the bet + "
            "the pot + the call; in half pot, half of the pot plus the call, rounded down to a whole chip. A "
            "first bet may be up to the pot (or half of it). A bet or raise may always be the minimum, even "
            "when the pot is smaller; a raise adds at least the last full bet or raise (13.5(b))."
        ),
        why=(
            "13.5(c) counts the amount to call into the pot first, so the raise is worked out on the pot after "
            "the call: call first, then raise the pot. Rounding half an odd pot down keeps a half-pot raise "
            "within half the pot."
        ),
    ),
    Interpretation(
        id="int-tapping-out",
        title="all in: betting or calling with too few chips",
        question=(
            "NZ 13.5(b) lets a player \u201ctapping out\u201d raise less than the rules require. What if a "
            "player cannot cover a call, and how much may a no-limit player bet?"
        ),
        clauses=("nzg-13-5b", "nzg-13-5e"),
        reading=(
            "A player may always put in all their chips: to call for less (they stay in the hand for what they "
            "matched) or to bet or raise less than a full bet or raise. No one may bet more than the chips in "
            "front of them, so in no limit the most is everything they have. No one may bet or raise when every "
            "other player still in is all in. A player all in can win from each other player only as much as they "
            "put in themselves: the rest goes to side pots (see \u201cside pots: what a player all in can win\u201d)."
        ),
        why=(
            "13.5(b)'s \u201ctapping out\u201d is a player putting in all their chips, and the engine plays table stakes: a "
            "player bets only the chips in front of them, so they can win from each other player only what they "
            "could have lost to them."
        ),
    ),
    Interpretation(
        id="int-side-pots",
        title="side pots: what a player all in can win",
        question=(
            "NZ 13.5(b) lets a player tap out, and every game gives \u201cthe pot\u201d to the best hand, but no "
            "document says what a player all in for less than the others can win, or how a hi/lo pot and its odd "
            "chip are shared when some players are all in."
        ),
        clauses=("nzg-13-5b", "nzg-13-4f", "hr-omaha-split", "hr-omaha8-odd-chip"),
        reading=(
            "Each player can win from each other player at most what they put in themselves. The chips are "
            "stacked in levels: the main pot holds, from every player (those who folded too), as much as the "
            "smallest stake of a player still in; each side pot holds the next level, up to the next smallest "
            "stake, and only the players who put in that much may win it. Chips that no other player matched go "
            "back to the player who bet them. Each pot is awarded on its own, to the best hand among the players "
            "who may win it: in a hi/lo game, its own best high and its own best qualifying low split it, and a "
            "pot with no qualifying low among its players goes to its best high hand. The odd chip rule is "
            "applied pot by pot. Chips in the pot whose players are not named (antes or blinds from before the "
            "count began) belong to the main pot."
        ),
        why=(
            "13.5(b)'s \u201ctapping out\u201d is the table-stakes rule: a player bets only the chips in front of "
            "them, so they cannot win chips they could not have lost. Omaha 8/B already speaks of a \u201chigh and "
            "low pot\u201d each with its own odd chip, and 13.4(f) keeps every pot to the hands, not to agreement."
        ),
    ),
    Interpretation(
        id="int-betting-round",
        title="how a betting round runs",
        question=(
            "The documents describe a betting round in pieces: players \u201cbet or check on each card\u201d, "
            "may \u201cbet, check, raise, or fold in turn\u201d, and the next card comes \u201cafter all bets "
            "are called\u201d."
        ),
        clauses=(
            "pp-manila2-bet-each-card",
            "pp-manila2-burn-then-card",
            "hr-holdem-actions",
            "hr-holdem-first-round",
            "hr-holdem-flop",
            "hr-holdem-live-meaning",
            "hr-draw-first-round-complete",
        ),
        reading=(
            "Players act in turn, clockwise. The first round begins with the player to the left of the last "
            "blind, later rounds with the first player still in to the left of the button. The bet is the most "
            "anyone has put in this round; a player calls by putting in enough to match it, checks if they "
            "already have, or folds; a blind counts toward its poster's bet. The round is over when every "
            "player still in has matched the bet or is all in and has had a turn since the last full bet or "
            "raise, or when only one player is left. The pot holds every chip put in. A player must have the "
            "blind in front of them to post it."
        ),
        why=(
            "The documents' sentences are the parts of one procedure (act in turn; bet, call, check, raise or "
            "fold; the next card \u201cafter all bets are called\u201d); the engine puts them together and fills in only "
            "what they leave out, such as when a round with a player all in is over."
        ),
    ),
    Interpretation(
        id="int-stud-opening-bet",
        title="the stud opener's first bet",
        question=(
            "In Seven-Card Stud \u201cthe player with the low card opens the betting\u201d and then \u201ceach player "
            "in turn must call, raise, or fold\u201d; in Five-Card Stud the lowest up-card \u201cmust place the "
            "opening bet\u201d. May the opener check, and on later rounds?"
        ),
        clauses=(
            "hr-stud7-low-card-opens",
            "hr-stud7-first-round-action",
            "hr-stud5-low-card-opens",
            "hr-stud5-first-round-action",
            "hr-stud7-best-hand-opens",
            "hr-stud5-best-hand-opens",
        ),
        reading=(
            "On the first round the opener must bet the round's bet (no check, no fold), so every other player "
            "then calls, raises or folds. On later rounds the opener acts first and may check or bet, as in any "
            "betting round. A table that plays a smaller bring-in instead chooses the option described under "
            "\u201ca bring-in instead of the full opening bet in stud\u201d."
        ),
        why=(
            "\u201cMust place the opening bet\u201d and \u201cmust call, raise, or fold\u201d leave the first round no check; later "
            "rounds only say who \u201copen[s] the betting\u201d, and the engine lets that player check, as the first "
            "player of any later round may in the book's other games."
        ),
    ),
    Interpretation(
        id="int-limit-short-all-in",
        title="the next raise after an all in short of a full raise, in a limit game",
        question=(
            "In a limit game a raise is a fixed amount. When a player taps out for less than a full raise "
            "(NZ 13.5(b) allows it), does the next raise go a full raise on top of the all in, or does it "
            "complete the short raise to the amount a full raise would have reached?"
        ),
        clauses=("nzg-13-5b", "pp-manila2-later-raise", "hr-holdem-actions"),
        reading=(
            "The next raise is a full raise on top of the all in: a $4 bet, an all in to $6, and the next raise "
            "goes to $10 (the round's bet added to the $6), and counts as one raise. The all in's extra chips "
            "stay part of the bet."
        ),
        why=(
            "13.5(b) says a raise \u201cshall not be less than any previous bet or raise\u201d: a raise from $6 to $8 would "
            "add $2, less than the $4 bet before it. Completing the raise is the other way to read it, so that is "
            "an option, and so is Robert's Rules' half-bet rule (see who plays which way)."
        ),
        option=Option(
            name="after_short_all_in",
            choices={
                "raise-on-top": "the next raise adds the round's bet on top of the all in: $4, all in to $6, raise to $10",
                "complete": "the next raise completes the short one: $4, all in to $6, raise to $8",
                "half-bet": (
                    "the half-bet rule: an all in of half a bet (or half a raise) or more is treated as a full bet or "
                    "raise: it reopens the betting, counts toward the cap, and the next raise goes a full raise on top "
                    "of it ($4, all in to $6, raise to $10, and the players who had acted may raise again); an all in "
                    "of less than half does not reopen the betting and the next raise completes it ($4, all in to $5, "
                    "raise to $8)"
                ),
            },
            default="raise-on-top",
            where=(
                "`manila_limit(stake=2, after_short_all_in='complete')` or "
                "`fixed_limit(small_bet=4, after_short_all_in='half-bet')`"
            ),
            changes=(
                "Under 'complete' only the size of the next raise changes. Under 'half-bet' an all in of half a bet "
                "or more also changes who may act: players who have already acted may raise again, the all in is "
                "counted among the three raises of the cap, and the next raise is measured from it; the raise "
                "calculator, the betting round and the walkthrough all follow it. In spread, pot and no limit "
                "nothing changes: there an all in short of a full raise never reopens the betting (NZ 13.5(b))."
            ),
            rooms=(
                "None of the four documents says. Robert's Rules of Poker (Bob Ciaffone's rule book, which card "
                "rooms may adopt) plays the half-bet rule in limit games: \u201cAn all-in wager of a half a bet or "
                "more is treated as a full bet\u201d, and one of less than half a bet does not reopen the betting but "
                "may be completed; its example raises a $15 all in on a $20 round to $35. Its no-limit section says "
                "the half-the-size rule \u201cis for limit poker only\u201d. A room that follows NZ 13.5(b) to the "
                "letter plays the default: only a player tapping out may raise by less, and a raise is never less "
                "than a previous bet or raise."
            ),
        ),
    ),
    Interpretation(
        id="int-stake-size",
        title="how large a stake may be",
        question=(
            "The documents play for $2 and $5 and leave a table's limits to the notice at the table "
            "(NZ 13.5(a)); they set no largest stake."
        ),
        clauses=("nzg-13-5a", "pp-manila2-structure"),
        reading=(
            "A stake, a bet size or a blind is a whole number of chips from 1 to 1,000,000 (dollars in the "
            "manila games); the later rounds' bets may be multiples of it. A manila game at a stake the rules do "
            "not give ($1, $10) bets the same multiples of its stake as the $2 and $5 games: the stake, twice it "
            "for the second to fourth cards and four times it on the fifth. A hand has at most 5 betting rounds "
            "and a table at most 11 players, 2 Card Manila's, unless the game sets fewer. Amounts are written "
            "with the table's currency sign, $ in the manila games, whose documents write every amount in "
            "dollars (\u201c$2 manila\u201d), or counted in chips where a table has no sign."
        ),
        why=(
            "A table counts its bets in its chips, and no table the documents describe plays for more than a "
            "million of them; a larger number is far more likely a typing mistake than a stake, so the engine "
            "says so rather than deal it."
        ),
    ),
    Interpretation(
        id="int-input-size",
        title="how large the engine's inputs may be",
        question=(
            "The documents number seats clockwise and seat at most 11 players (2 Card Manila), leave a table's "
            "chips to the notice at the table (NZ 13.5(a)) and double a Manillen Plus deal after a 30-30 one, "
            "but they set no largest seat number, stack, pot or run of 30-30 deals, and a reader may ask the "
            "engine to play out any number of deals."
        ),
        clauses=("pp-manila2-deck", "nzg-13-5a", "mp-tie-30"),
        reading=(
            "Seats are numbered 1 to 99 (room for the largest table with empty seats between), and a hand names "
            "no more seats than its game seats; a stack or a pot is a whole number of chips from 0 to "
            "1,000,000,000, a thousand of the largest stakes; a Manillen Plus deal follows at most 20 deals of "
            "30-30 in a row (a multiplier of 1,048,576); the showdown chances play out 1 to 1,000,000 deals. "
            "A value of the wrong kind, such as text where a number goes, is refused with the parameter's name."
        ),
        why=(
            "Every number the engine is given is checked before anything is built from it, so that a typing "
            "mistake in a notebook cell is answered at once, with the parameter's name, rather than filling the "
            "memory or running without end; each limit lies far beyond anything a table plays."
        ),
    ),
)
