"""New Zealand Gazette, 1999, No. 11, page 282: part of a casino's schedule of poker rules.

Seed file ``001_67db115162020fd6.txt``.  The page begins inside rule 13.4 (only its
clause (f) is on this page) and ends inside rule 14.1, which continues on the next
Gazette page, which we do not have.  The web viewer's header, links, "LLM
interpretation" and tag lines are page chrome.  The page sets 13.5 and 14.1 alike, as
numbered rules, and only "14.0 Two Card Manila" as a title; so does the transcription.
"""

from engine.documents.clauses import Document, c, section

DOCUMENT = Document(
    id="nzg",
    title="New Zealand Gazette, 1999, No. 11, page 282",
    short_name="NZ Gazette",
    source=(
        "New Zealand Gazette, 1999, No. 11, page 282: part of a casino's schedule of poker rules "
        "(the end of rule 13.4, rule 13.5 on minimum and maximum wagers, the title 14.0 Two Card Manila "
        "and the start of rule 14.1, the initial deal). Crown copyright; the page was read through a web "
        "viewer (VUW Te Waharoa and NZLII hold PDF copies)."
    ),
    seed_file="001_67db115162020fd6.txt",
    page="rules/nz-gazette",
    chrome_note=(
        "The viewer's header (\u201cNew Zealand Gazette \u2013 1999 \u2013 No. 11\u201d, \u201cPage 282\u201d, "
        "\u201cPoker Game Rules\u201d), the running head \u201c282 NEW ZEALAND GAZETTE No. 11\u201d, the "
        "\u201cNext Page\u201d link, the notes on PDF embedding and where to view the page, the viewer's "
        "\u201cLLM interpretation\u201d and its tag lines are not part of the Gazette's text and are left out."
    ),
    missing_note=(
        "The page starts part-way through rule 13.4: its clause (f) is the first thing on the page, so "
        "the start of 13.4 is on the previous Gazette page. It ends part-way through rule 14.1: 14.1 "
        "continues on the next Gazette page, which we do not have, so the rest of the Two Card Manila "
        "rules in this schedule are missing."
    ),
    sections=(
        section(
            "13.4 (continued) and 13.5",
            c(
                "nzg-13-4f",
                "the pot shall not be divided by the agreement of two or more players. "
                "Each hand shall be played to a conclusion.",
                "showdown",
                number="13.4(f)",
            ),
            c(
                "nzg-13-5",
                "The rules for minimum and maximum wagers are as follows:",
                "betting",
                number="13.5",
            ),
            c(
                "nzg-13-5a",
                "the minimum and maximum wagers permitted shall be shown on a notice at the table;",
                "betting",
                number="13.5(a)",
            ),
            c(
                "nzg-13-5b",
                "a raise shall be within the table limits and shall not be less than any previous bet "
                "or raise in that round, except in the event of a player tapping out;",
                "betting",
                number="13.5(b)",
            ),
            c(
                "nzg-13-5c",
                "where a betting limit is specified in terms of a ratio to the pot (half pot or full "
                "pot) and a player wishes to raise, the amount required for a player to call shall be "
                "included in the pot before the betting limit is calculated;",
                "betting",
                number="13.5(c)",
            ),
            c(
                "nzg-13-5d",
                "where the game is spread limit, each bet or raise shall be at least equal to the "
                "betting minimum, if first to act, or equal to the last bet or raise, if action has "
                "been taken, but a player may raise up to the betting maximum;",
                "betting",
                number="13.5(d)",
            ),
            c(
                "nzg-13-5e",
                "in all games where the betting limit is expressed in terms of a ratio to the pot, or "
                "specified no limit, there shall be no limit to the number of raises permitted. In all "
                "other cases there shall be a limit of three raises in a betting round, unless the "
                "betting is head to head, then there shall be no limit to the number of raises.",
                "betting",
                number="13.5(e)",
            ),
        ),
        section(
            "14.0 Two Card Manila",
            c("nzg-14-0", "Two Card Manila", "about", number="14.0", heading=True),
            c("nzg-14-1", "The initial deal is as follows:", "deal", number="14.1"),
            c(
                "nzg-14-1a",
                "players shall have a choice of seat. In the event of two or more players desiring "
                "the same seat a draw of cards shall decide seating positions. When a player leaves "
                "the game the remaining active players have priority over any player waiting to join "
                "the game, to move to the vacated playing position;",
                "seating",
                number="14.1(a)",
            ),
            c(
                "nzg-14-1b",
                "the dealer button shall indicate the designated player, who shall receive the last "
                "card in each round of play. The player to the immediate right of the dealer shall "
                "receive the button for the first round of play. The button shall be passed in a "
                "clockwise direction around the table at the conclusion of each round of play;",
                "deal",
                "seating",
                number="14.1(b)",
            ),
            c(
                "nzg-14-1c",
                "prior to the first card being dealt, blinds shall be placed by the requisite players:",
                "betting",
                number="14.1(c)",
            ),
            c(
                "nzg-14-1c-i",
                "the player on the immediate left of the designated player shall place the first blind bet,",
                "betting",
                number="14.1(c)(i)",
            ),
            c(
                "nzg-14-1c-ii",
                "the player on the immediate left of the first blind shall place the second blind "
                "bet and so on until all compulsory blind bets have been placed,",
                "betting",
                number="14.1(c)(ii)",
            ),
            c(
                "nzg-14-1c-iii",
                "the number of compulsory blind bets required shall be displayed on a sign at the table;",
                "betting",
                number="14.1(c)(iii)",
            ),
            c(
                "nzg-14-1d",
                "the dealer shall deal to each player, in a clockwise direction commencing with the "
                "player to the immediate left of the button, one card at a time face down until each "
                "player receives two cards. The dealer shall then deal a community card.",
                "deal",
                number="14.1(d)",
            ),
        ),
    ),
)
