"""Manillen Plus: a Flemish trick-taking game for 3 or 6 players.

Seed file ``004_3cc0f46981b58302.txt``.  The rule text runs from "OBJECT OF
MANILLEN PLUS" to "Tournaments are best of 3 usually."; the photo site's menu
lines, its "has not yet selected any galleries" line and a stray advertising word
at the end are page chrome.  Not poker: "manille" is the name of the 10.
"""

from engine.documents.clauses import Document, c, section

DOCUMENT = Document(
    id="mp",
    title="Manillen Plus",
    short_name="Manillen Plus",
    source=(
        "Rules of Manillen Plus, a Flemish trick-taking card game, as posted on a photo-sharing "
        "site's topic page \u201cMANILLEN PLUS\u201d (no author or date given)."
    ),
    seed_file="004_3cc0f46981b58302.txt",
    page="rules/manillen-plus",
    chrome_note=(
        "The photo site's menu (\u201cphoto sharing and upload picture albums \u2026\u201d), its topic "
        "lines (\u201cTopics >> by >> MANILLEN PLUS\u201d, \u201cMANILLEN PLUS Photos\u201d, \u201cTopic "
        "maintained by (see all topics)\u201d), the line \u201chas not yet selected any galleries for this "
        "topic.\u201d and a stray Korean advertising word after the last sentence are not part of the "
        "rules and are left out."
    ),
    sections=(
        section(
            None,
            c(
                "mp-object",
                "OBJECT OF MANILLEN PLUS: The objective of Manillen Plus is to be the first team to "
                "score 101 points to win.",
                "scoring",
            ),
            c("mp-players", "NUMBER OF PLAYERS: 3 or 6 players", "players"),
            c(
                "mp-materials",
                "MATERIALS: A modified deck of 52 cards, a way to keep score, and a flat surface.",
                "deck",
                sic=(("52", "the 52-card deck is cut down to 32 under SETUP"),),
            ),
            c("mp-type", "TYPE OF GAME: Trick-Taking Card Game", "about"),
            c("mp-audience", "AUDIENCE: Adult", "about"),
        ),
        section(
            "OVERVIEW OF MANILLEN PLUS",
            (
                c(
                    "mp-overview",
                    "Manillen Plus is a trick-taking card game for 3 or 6 players.",
                    "about",
                    "players",
                ),
                c(
                    "mp-goal",
                    "The goal of the game is to achieve 101 points to win before your opponents.",
                    "scoring",
                ),
            ),
            (
                c(
                    "mp-seating-3",
                    "A 3-player game uses temporary partnerships, so seating is not important.",
                    "seating",
                ),
                c(
                    "mp-seating-6",
                    "In a 6-player game, there will be 2 teams of 3 and no teammate should sit next to another.",
                    "seating",
                ),
            ),
        ),
        section(
            "SETUP",
            (
                c(
                    "mp-deck",
                    "To modify the deck, remove all cards 6 and lower in rank.",
                    "deck",
                ),
                c("mp-deck-32", "This leaves you with a 32-card deck.", "deck"),
            ),
            (
                c(
                    "mp-dealer",
                    "The first dealer is chosen randomly and passes to the left for each new deal.",
                    "deal",
                ),
                c(
                    "mp-cut",
                    "The deck is shuffled and the player to the dealer\u2019s right may cut the deck.",
                    "deal",
                ),
            ),
            (
                c(
                    "mp-deal",
                    "The dealer then deals each player a hand of 10 cards for a 3-player game or 5 for "
                    "a 6-player game.",
                    "deal",
                ),
                c("mp-undealt", "For both versions, this leaves 2 cards undealt.", "deal"),
                c(
                    "mp-undealt-score",
                    "These are revealed and while not used for the game they count towards the "
                    "dealer\u2019s score at the end of the round.",
                    "deal",
                    "scoring",
                ),
            ),
            c(
                "mp-teams-3",
                "In a 3-player game, the dealer is on their own team and the remaining two players "
                "form a temporary team against the dealer.",
                "seating",
                "scoring",
            ),
            c(
                "mp-partners-wait",
                "In a 6-player game, the dealer\u2019s partners should not look at their cards until "
                "the dealer has chosen a trump suit.",
                "trump",
            ),
            (
                c(
                    "mp-trump-call",
                    "After the hands are dealt the dealer may look at their cards and call the trump suit.",
                    "trump",
                ),
                c(
                    "mp-no-trumps",
                    "They may call one of the four suits or no-trumps, which doubles the score.",
                    "trump",
                    "scoring",
                ),
                c(
                    "mp-blind-no-trumps",
                    "In some games, players allow the dealer to call no trumps before looking at their "
                    "hand to quadruple the score.",
                    "trump",
                    "scoring",
                ),
            ),
            c(
                "mp-go-along",
                "If an opponent wishes to they can say, \u201cI go along\u201d to double the score, and if "
                "the dealer\u2019s team believes they will still win they can call, \u201cI go against\u201d to "
                "double the score again.",
                "trump",
                "scoring",
            ),
        ),
        section(
            "Card Ranking and Values",
            c(
                "mp-ranking",
                "The ranking for this game is 10(Also called Manille) (high), Ace, King, Queen, Jack, "
                "9, 8, and 7 (low).",
                "tricks",
            ),
            (
                c(
                    "mp-values",
                    "The cards have values associated with them for scoring.",
                    "scoring",
                ),
                c(
                    "mp-points",
                    "10s are worth 5 points, aces are worth 4 points, Kings are worth 3 points, Queens "
                    "are worth 2 points and Jacks are worth 1 point.",
                    "scoring",
                ),
                c(
                    "mp-no-points",
                    "All other points do not have a point value.",
                    "scoring",
                    sic=(("points", "read: cards (the 9s, 8s and 7s)"),),
                ),
            ),
        ),
        section(
            "GAMEPLAY",
            (
                c(
                    "mp-first-lead",
                    "The game starts with the player to the left of the dealer.",
                    "tricks",
                ),
                c("mp-lead-any", "They may lead any card they wish to the trick.", "tricks"),
                c(
                    "mp-follow-and-beat",
                    "The following players must follow suit if possible, and if their opponent is "
                    "winning, they must, if possible, beat them.",
                    "tricks",
                ),
                c(
                    "mp-trump-when-void",
                    "If you are unable to follow suit, you may (or must if an opponent is winning) play a trump.",
                    "tricks",
                ),
                c(
                    "mp-any-card",
                    "If you do not have/are not required to trump you may play any card of any suit.",
                    "tricks",
                ),
                c("mp-no-undertrump", "You may not undertrump though.", "tricks"),
                c(
                    "mp-undertrump-defined",
                    "A player may not play a lower-ranked trump to a trick if they have any other card to play.",
                    "tricks",
                ),
            ),
            (
                c(
                    "mp-trick-trump",
                    "The trick is won by the highest trump played, if applicable.",
                    "tricks",
                ),
                c(
                    "mp-trick-led-suit",
                    "If the trick has no trumps, it is won by the highest-ranking card of the suit of "
                    "the originally led card.",
                    "tricks",
                ),
                c(
                    "mp-next-lead",
                    "The trick is collected into a score pile and the winner leads to the next trick.",
                    "tricks",
                ),
            ),
        ),
        section(
            "SCORING",
            (
                c(
                    "mp-scoring",
                    "Once all tricks have been played and won the points are scored.",
                    "scoring",
                ),
                c(
                    "mp-tally",
                    "Players will tally the total value of all their won cards.",
                    "scoring",
                ),
                c(
                    "mp-over-30",
                    "The team that scores more than 30 points will score the difference between their score and 30.",
                    "scoring",
                ),
            ),
            (
                c(
                    "mp-three-player-score",
                    "In a 3-player version, if the dealer\u2019s opponents win, they both score the "
                    "difference between their score and the dealer\u2019s.",
                    "scoring",
                ),
                c(
                    "mp-separate-scores",
                    "In the 3-player version, all players keep a separate game score.",
                    "scoring",
                ),
            ),
            c(
                "mp-tie-30",
                "If both teams score 30 there are no points earned this round, but points are doubled "
                "for the next round.",
                "scoring",
            ),
            c(
                "mp-all-tricks",
                "If a team takes all the tricks their score is doubled as well.",
                "scoring",
            ),
        ),
        section(
            "END OF GAME",
            (
                c(
                    "mp-game-end",
                    "The game ends when a team or player reaches or exceeds 101 points.",
                    "scoring",
                ),
                c("mp-winners", "They are the winners.", "scoring"),
            ),
            (
                c(
                    "mp-boam",
                    "This game can be played tournament style meaning each game of 101 won is called a "
                    "boam (aka tree).",
                    "scoring",
                    sic=(("boam", "presumably the Flemish \u201cboom\u201d, which means tree, as \u201caka tree\u201d says"),),
                ),
                c("mp-tournament", "Tournaments are best of 3 usually.", "scoring"),
            ),
        ),
    ),
)
