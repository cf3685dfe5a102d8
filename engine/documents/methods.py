"""The book's methods: the mathematics and the procedures the engine's answers rest on.

A step that rests on a rule document cites the document's clause; a step that rests on
arithmetic, counting, a simulation or a procedure of the engine's own cites one of these
methods instead, so that a link never credits a document with words it does not say
(pokerpages says nothing about a 95% margin).  Each :class:`Method` has an id beginning
``method-``, citeable like a clause id; the book's page "How the book works things out"
is generated from :data:`METHODS` (``book/_ext/generate_pages.py``), one section per
method with an anchor equal to its id.

Formulas are plain text (the book has no dollar maths): ``1.96 × √(p × (1 − p) / n)``.

>>> METHODS["method-simulation-margin"].formula
'margin = 1.96 × √(p × (1 − p) / n)'
>>> sorted(METHODS)[:2]
['method-card-count', 'method-combinations']
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.documents.clauses import ID_PATTERN

#: The book page (without suffix) that anchors every method id.
METHODS_PAGE = "methods"

#: Every method id begins with this, as every interpretation id begins ``int-``.
METHOD_PREFIX = "method-"


@dataclass(frozen=True, slots=True)
class Method:
    """One method: what it is in a sentence, how it works for a learner, and where the book uses it.

    ``summary`` is the sentence a link's tooltip quotes; ``explanation`` holds the
    paragraphs of its section on the methods page; ``formula`` and ``example`` are plain
    text; ``used_by`` names the engine functions whose steps cite it (dotted paths);
    ``see_also`` the related methods, clauses and interpretations (ids), linked from its section.
    """

    id: str
    title: str
    summary: str
    explanation: tuple[str, ...]
    formula: str = ""
    example: str = ""
    used_by: tuple[str, ...] = ()
    see_also: tuple[str, ...] = ()


_METHODS = (
    Method(
        id="method-combinations",
        title="counting hands with combinations",
        summary=(
            "The number of ways to choose k cards from n, in any order, is C(n, k) = n! / (k! × (n − k)!); "
            "every count of five-card hands in the book is built from it."
        ),
        explanation=(
            "A five-card hand is a set of five cards: the order they arrive in does not matter. The number of "
            "ways to choose k things from n, ignoring their order, is written C(n, k) and read \u201cn choose "
            "k\u201d. Picking them one after another can be done in n × (n − 1) × … × (n − k + 1) ways, and "
            "each set of k things turns up in k × (k − 1) × … × 1 of those orders, so C(n, k) is the first "
            "product divided by the second. A deck of n cards therefore holds C(n, 5) five-card hands: "
            "C(52, 5) = 2,598,960 in the standard deck, C(36, 5) = 376,992 with 36 cards and C(32, 5) = "
            "201,376 with 32.",
            "Each category of hand is counted by choosing its ranks and then its suits. With r ranks in the "
            "deck, a full house takes a rank for the three (r ways), another rank for the two (r − 1 ways), "
            "three of the four suits of the first rank (C(4, 3) = 4 ways) and two of the four suits of the "
            "second (C(4, 2) = 6 ways): r × (r − 1) × 4 × 6 full houses. A flush is five cards of one suit "
            "whose ranks are not in sequence: 4 suits × (C(r, 5) − s) flushes, where s is the number of "
            "straights (see the section on counting straights). The explorer shows every category's formula "
            "beside its count.",
            "Comparing two counts says which hand is the rarer in a deck. The counts are mathematics; which "
            "hand beats which is a rule, and the book cites the rule for that: the rule of thumb that the "
            "rarer hand ranks higher is a reason for the rules, not one of them.",
        ),
        formula="C(n, k) = n! / (k! × (n − k)!)",
        example=(
            "The 32-card deck has 8 ranks, 7 to ace. It holds 8 × 7 × 4 × 6 = 1,344 full houses but only "
            "4 × (C(8, 5) − 4) = 4 × (56 − 4) = 208 flushes (4 straights under the manila ranking), so there a "
            "flush is the rarer hand."
        ),
        used_by=("engine.teaching.explorer.explain_ranking", "engine.teaching.explorer.ranking_report"),
        see_also=("method-straight-runs", "pp-manila2-flush-beats-full-house", "int-standard-ranking"),
    ),
    Method(
        id="method-straight-runs",
        title="counting straights",
        summary=(
            "A deck with r ranks in a row, up to the ace, holds r − 4 runs of five ranks in a row; a ranking "
            "that lets the ace play low adds one more."
        ),
        explanation=(
            "A straight is five ranks in a row. In a deck with r ranks, a run of five can begin at any of the "
            "r − 4 lowest ranks; a run beginning any higher would need a rank above the ace. So the standard "
            "deck (13 ranks, 2 to ace) holds 13 − 4 = 9 runs, from 2-3-4-5-6 up to 10-J-Q-K-A, the 36-card deck "
            "(9 ranks, 6 to ace) holds 5 and the 32-card deck (8 ranks, 7 to ace) holds 4.",
            "Whether the ace may also play low, below the deck's lowest rank, is a rule and not counting: the "
            "standard ranking allows it (A-2-3-4-5 is a straight, 10 runs in all), while in manila the ace "
            "counts only high (A-7-8-9-10 is not a straight). The book cites the rule for that part.",
            "Each run of ranks can be given suits in 4 × 4 × 4 × 4 × 4 = 1,024 ways; 4 of them are all one suit "
            "(straight flushes), so each run makes 1,020 straights that are not flushes.",
        ),
        formula="runs of five ranks in a row = r − 4",
        example="The 32-card deck: 8 − 4 = 4 runs, 7-8-9-10-J, 8-9-10-J-Q, 9-10-J-Q-K and 10-J-Q-K-A.",
        used_by=("engine.teaching.explorer.explain_straights",),
        see_also=("method-combinations", "pp-manila2-ace-high", "int-short-deck-ace-low"),
    ),
    Method(
        id="method-card-count",
        title="counting the cards in play",
        summary=(
            "Every card is in exactly one place, so the cards left in the stub are the cards of the deck less "
            "those dealt to the players, burned, face up on the board or thrown away."
        ),
        explanation=(
            "No card appears or disappears during a hand: each one is in a player's hand, burned, face up on "
            "the board, thrown away (mucked), or still in the stub, the part of the deck not yet dealt. So the "
            "places always add up to the size of the deck, and the stub holds whatever the others do not.",
            "The manila sections print the same sum for a full table (\u201c11 players x 2 cards = 22\u201d, "
            "\u201cCommunity + burn cards = 9\u201d, \u201cTotal = 31\u201d) and the book cites them for it; "
            "the engine makes that sum for the table actually dealt, and the subtraction that gives the cards "
            "left in the stub is the arithmetic of this section.",
        ),
        formula="cards left in the stub = cards in the deck − (dealt to the players + burned + on the board + mucked)",
        example=(
            "2 Card Manila with 5 players, at the showdown: 5 × 2 = 10 cards dealt to the players, 5 on the "
            "board and 4 burned make 19, so 32 − 19 = 13 cards are left in the stub."
        ),
        used_by=("engine.poker.deal.deal", "engine.teaching.quiz.question_for"),
        see_also=("pp-manila2-card-count", "pp-manila3-card-count"),
    ),
    Method(
        id="method-simulation",
        title="simulating showdowns",
        summary=(
            "A simulation estimates how often each hand is a player's best at the showdown by dealing many "
            "hands at random from a seeded generator and counting: a hand's share is the number of deals it "
            "ended with, divided by the number of deals."
        ),
        explanation=(
            "Counting every possible deal exactly takes long: one player's two hole cards and the five board "
            "cards of 2 Card Manila can be dealt in C(32, 2) × C(30, 5) = 496 × 142,506 = 70,682,976 ways. A "
            "simulation samples them instead; the explorer now reads exact counts (see counting every deal "
            "exactly), and the engine's simulation stays as a check on them and for a question the tables do not "
            "answer. Each simulated deal draws the player's hole cards and the board at "
            "random from the game's deck, finds the player's best hand under the game's rule for which cards "
            "must be used, and notes its category; this is repeated n times.",
            "A category's share p is the number of deals it ended with, divided by n. It is an estimate of the "
            "true chance, not the chance itself: another run would give a slightly different share. The margin "
            "shown beside each share (see the section on the 95% margin) says how far off it may be.",
            "The random draws come from a generator started from a fixed seed, so the same seed deals the same "
            "hands and gives the same numbers, and the book's tables come out the same every time its chapters "
            "are run. Another seed gives other shares, equally good estimates.",
        ),
        formula="share p = (deals that ended with the category) / n",
        used_by=("engine.teaching.chances.showdown_chances",),
        see_also=(
            "method-simulation-margin",
            "method-exact-enumeration",
            "method-combinations",
            "pp-manila2-hole-cards",
            "pp-manila3-hole-cards",
        ),
    ),
    Method(
        id="method-simulation-margin",
        title="the 95% margin of a simulated share",
        summary=(
            "A share p found in n simulated deals comes with the margin 1.96 × √(p × (1 − p) / n): in about 95 "
            "runs of 100 the true chance lies within that distance of the share."
        ),
        explanation=(
            "A simulated share changes a little from one run to the next. For a share p of n independent "
            "deals, the typical size of that change (the standard error) is √(p × (1 − p) / n): it shrinks as "
            "the deals grow in number, four times as many deals halving it.",
            "Over many deals the shares of repeated runs spread around the true chance almost like a normal, "
            "bell-shaped curve, and 95% of a normal curve lies within 1.96 standard errors of its centre. So "
            "the margin is 1.96 × √(p × (1 − p) / n), and the range from the share less the margin to the "
            "share plus the margin holds the true chance in about 95 runs of 100.",
            "This normal approximation is good for a category seen at least about 10 times; for a rarer one "
            "the true chance may lie further off. A category never seen has share 0 and margin 0, which does "
            "not make it impossible: by the rule of three its chance is then below about 3 / n, again in about "
            "95 runs of 100.",
        ),
        formula="margin = 1.96 × √(p × (1 − p) / n)",
        example=(
            "A category seen in 500 of 10,000 deals has p = 0.05 and margin 1.96 × √(0.05 × 0.95 / 10,000) = "
            "0.0043, so its share is 5.00% ± 0.43%."
        ),
        used_by=("engine.teaching.chances.showdown_chances",),
        see_also=("method-simulation",),
    ),
    Method(
        id="method-exact-enumeration",
        title="counting every deal exactly",
        summary=(
            "The exact tables count every possible deal once, with no simulation: a category's chance is the "
            "number of deals it ends with, divided by the number of deals, a fraction with no margin."
        ),
        explanation=(
            "A simulation deals hands at random and estimates; an enumeration deals every hand there is, once "
            "each, and counts. In 2 Card Manila one player's two hole cards can be any of C(32, 2) = 496 pairs, "
            "and the five board cards any of the C(30, 5) = 142,506 sets of five of the 30 cards left, so there "
            "are 496 × 142,506 = 70,682,976 deals. Each is as likely as any other in a fair shuffle, so the "
            "chance of a category is exactly the number of deals that end with it, divided by 70,682,976: a "
            "fraction, with no margin, the same on every run.",
            "Dealing 70 million hands one by one would be slow, so the counting is arranged. A manila hand "
            "is both hole cards (in 3 Card Manila two of the three) and three of the five board cards. So the "
            "program first works out, once, how strong each pair of cards is with each set of three other "
            "cards; a pair's hand on a board is then the best of the 10 sets of three among the board's five "
            "cards, and a 3 Card Manila hand the best of its three pairs. The counts were made once, by a "
            "program that also checks that they add up to the number of deals (python -m "
            "engine.teaching.exact_tables), and the book reads them.",
            "Heads up, two players' hands are compared on every board the other cards can make: with four "
            "cards held, C(28, 5) = 98,280 boards in 2 Card Manila. Counting how many of them each hand wins "
            "or ties gives its equity exactly (see the section on equity).",
        ),
        formula="chance = (deals that end with the category) / (all deals);  all deals = C(n, h) × C(n − h, 5)",
        example=(
            "2 Card Manila: 54,288 of the 70,682,976 deals end with a straight flush, a chance of exactly "
            "54,288 / 70,682,976, about 0.077% or 1 deal in 1,302."
        ),
        used_by=(
            "engine.teaching.exact.exact_showdown_chances",
            "engine.teaching.exact.heads_up_equity",
            "engine.teaching.exact.starting_hand_chart",
        ),
        see_also=(
            "method-suit-symmetry",
            "method-equity",
            "method-combinations",
            "method-simulation",
            "pp-manila2-hole-cards",
            "pp-manila3-hole-cards",
        ),
    ),
    Method(
        id="method-suit-symmetry",
        title="counting once for hands that differ only in their suits",
        summary=(
            "Suits never rank, so renaming the four suits (every heart a spade, say) changes no hand's strength; "
            "the exact tables count one hand of each such class and multiply by the class's size."
        ),
        explanation=(
            "Take a deal and rename the suits in it, the same way for every card: hearts become spades, spades "
            "hearts, say. A flush stays a flush, a pair a pair, and no card is dealt twice; since suits never "
            "break a tie, every hand is as strong as before and the same player wins. There are 4 × 3 × 2 × 1 "
            "= 24 ways to rename the four suits, and the hands that one of them turns into each other form a "
            "suit class. Counting one hand of a class and multiplying by the number of hands in it gives the "
            "count for the whole class.",
            "The 496 two-card hands of the 32-card deck fall into 64 classes: for each pair of ranks, the 6 "
            "pairs (As Ah, As Ad, …) make one class, and two different ranks make a suited class of 4 hands "
            "and an offsuit class of 12. Those are the 64 starting hands of the chart. The heads-up table "
            "stores one entry for each class of matchups: 107,880 matchups of two hands fall into 6,238 classes. "
            "A matchup is looked up by renaming its suits in each of the 24 ways, and its hands in both orders, "
            "and taking the form that comes first in card order (7c first, As last).",
        ),
        formula="count of a class = count of one of its hands × number of hands in the class",
        example=(
            "As Ah against Kc Kd is the class of Ac Ad against Kh Ks: rename clubs and spades, diamonds and "
            "hearts. Both have the same counts of wins, ties and losses on their 98,280 boards."
        ),
        used_by=("engine.teaching.exact.exact_showdown_chances", "engine.teaching.exact.heads_up_equity"),
        see_also=("method-exact-enumeration", "int-suits-never-rank"),
    ),
    Method(
        id="method-equity",
        title="equity: a hand's share of the pots",
        summary=(
            "A hand's equity against another is the share of the pot it would win on average if the board were "
            "dealt out with no more betting: (wins + ties / 2) / boards."
        ),
        explanation=(
            "With both players' hole cards known, every board the other cards can make is equally likely. On "
            "each, one hand wins the whole pot or the two tie and split it. Counting a win as 1, a tie as 1/2 "
            "and a loss as 0, and averaging over all the boards, gives the hand's equity: the share of the "
            "pot it would take on average, were the hand played to the end many times. The two players' "
            "equities add up to 1, since each pot goes to one of them or is split.",
            "Against one random hand, the other player's cards are not known: they are any two of the cards "
            "left, each pair as likely as the next. The equity against a random hand is then the same average "
            "over every pair the opponent could hold as well as every board. A starting hand of the chart (AKs, "
            "all four ace-king hands of one suit) takes in all its hands too; they all have the same equity, by "
            "the symmetry of the suits.",
            "Equity is not the chance of winning: a hand that ties often has an equity above its share of wins. "
            "It says nothing of the betting either; it is the fair share of the pot as it stands.",
        ),
        formula="equity = (wins + ties / 2) / (wins + ties + losses)",
        example=(
            "In 2 Card Manila, the pair of aces against one random hand: 182,189,880 wins, 589,680 ties and "
            "73,731,240 losses over the 6 pairs of aces × 435 other hands × 98,280 boards = 256,510,800 deals, "
            "an equity of (182,189,880 + 294,840) / 256,510,800 = 71.14%."
        ),
        used_by=("engine.teaching.exact.heads_up_equity", "engine.teaching.exact.starting_hand_chart"),
        see_also=("method-exact-enumeration", "method-suit-symmetry", "int-suits-never-rank"),
    ),
    Method(
        id="method-typed-ranks",
        title="ranks typed without suits",
        summary=(
            "When a rank is typed without its suit, the explorer gives it one: clubs, diamonds, hearts and "
            "spades in turn, never a card already typed, and never so that the five cards make a flush."
        ),
        explanation=(
            "The documents name hands by rank alone (\u201cA, 7, 8, 9, 10\u201d), but a hand's category can "
            "depend on its suits. So the explorer lets a reader type ranks only and chooses the suits itself: "
            "the first card gets clubs, the second diamonds, the third hearts, the fourth spades, the fifth "
            "clubs again, each time skipping a card already in the hand.",
            "If the five cards would still all be of one suit, one of the cards given a suit is moved to "
            "another suit, so the hand is judged as a reader most likely means it: A-7-8-9-10 as plain ranks, "
            "not a flush. To ask about a flush, type the suits. The explanation's first step says which suits "
            "were given.",
        ),
        example="A-7-8-9-10 becomes Ac 7d 8h 9s Tc (T is the ten), which make no flush.",
        used_by=("engine.teaching.explorer.explore_hand",),
        see_also=("int-card-notation",),
    ),
    Method(
        id="method-step-by-step",
        title="playing a hand step by step",
        summary=(
            "A deal follows the game's procedure card by card and leaves the pot to the betting; in the "
            "step-by-step walkthrough, Next makes the quiet choice (check, else call) and any legal action can "
            "be chosen instead."
        ),
        explanation=(
            "The engine deals a hand from a seeded shuffle by following the game's procedure one event at a "
            "time: blinds or antes, each card, each burn, the betting rounds, the showdown. The deal does not "
            "play the betting itself, so its showdown says who holds the best hand but not what they win: the "
            "pot is made by the bets, and is shared once they are known.",
            "The step-by-step walkthrough plays the betting too. At each decision the reader may choose any "
            "action the rules allow; pressing Next instead makes the quiet choice for the player to act: "
            "check when nothing is owed, otherwise call (or, where a bet is required, the least bet allowed). "
            "The quiet choice keeps the hand moving; it is not advice, and the rules allow every other choice "
            "listed.",
        ),
        used_by=("engine.poker.deal.deal", "engine.teaching.walkthrough.Walkthrough.next"),
        see_also=("int-betting-round",),
    ),
    Method(
        id="method-quiz",
        title="setting the quiz's questions",
        summary=(
            "Each quiz question is one engine answer about a seeded situation: its topic says what it asks and "
            "of which games, its seed sets up the situation, and its choices are the answer and plausible mistakes."
        ),
        explanation=(
            "The quiz has eight topics: the amount to call, raise limits, who opens in stud, Manila showdowns, "
            "straights, burns and card counts, the legal plays of Manillen Plus and the score of its deals. A "
            "topic asks about the games whose rules have what it asks about (who opens in stud about the stud "
            "games, the legal plays about Manillen Plus), and the quiz offers a game and a topic together only "
            "when the topic covers the game.",
            "A question is made from a seed, a whole number from 0 to 4,294,967,295. The seed sets up the "
            "situation (a betting round played out, the up-cards, a showdown, a deal) and the engine answers it, "
            "citing the clauses it applies; the same topic, game and seed always make the same question, so a "
            "page can show it without running anything. Its choices, numbered from 0, are the engine's answer "
            "and two to four plausible mistakes (the ace played low, a raise that doubles, the wrong opener), "
            "each checked to differ from the answer.",
            "A bank of questions is drawn from a seed of its own, which makes the seeds of its questions. It "
            "takes the topics in turn, so a bank of 8 to 500 questions covers every topic; a chapter's bank asks "
            "1 to 50 questions on each topic of its game.",
        ),
        example=(
            "question_for('straights', 'manila-2', 5) makes the same question every time: which of three or "
            "four hands is, or is not, a straight in the 32-card deck."
        ),
        used_by=(
            "engine.teaching.quiz.question_for",
            "engine.teaching.quiz.question_bank",
            "engine.teaching.quiz.game_bank",
            "engine.teaching.quiz.mark",
        ),
        see_also=("int-shuffle", "int-games"),
    ),
)


def _collect(methods: tuple[Method, ...]) -> dict[str, Method]:
    """The registry by id; a malformed or repeated id fails at import."""
    table: dict[str, Method] = {}
    for method in methods:
        if not ID_PATTERN.fullmatch(method.id) or not method.id.startswith(METHOD_PREFIX):
            raise AssertionError(f"method id {method.id!r} is not of the form {METHOD_PREFIX}...")
        if method.id in table:
            raise AssertionError(f"method id {method.id!r} is used twice")
        table[method.id] = method
    return table


#: Every method the engine cites, in the order of the book's page.
METHODS: dict[str, Method] = _collect(_METHODS)

__all__ = ["METHODS", "METHODS_PAGE", "METHOD_PREFIX", "Method"]
