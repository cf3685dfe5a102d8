"""What a deal says at each betting round: the round's bet in words, and each clause's sentence about it.

A deal cites, at each betting round, the clauses that put the round there and say who acts first;
:class:`RoundWords` words what each of them says about this round at this table (its stakes and
bring-in), so the deal's events read as the rules apply here.

>>> from engine.poker.betting.structures import manila_limit
>>> RoundWords(manila_limit(stake=2)).bet_words(4)
'bet $4'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.documents import ids
from engine.explain import ClauseId
from engine.poker.betting.stakes import Stakes, Structure


@dataclass(frozen=True, slots=True)
class RoundWords:
    """The words of a deal's betting rounds at a table with these ``stakes`` and ``bring_in`` (0: none)."""

    stakes: Stakes
    bring_in: int = 0

    def money(self, amount: int) -> str:
        return self.stakes.money(amount)

    def opening_words(self, bet: int) -> str:
        """The stud opener's forced bet in words: the round's bet, or a bring-in or the completed bet."""
        if self.bring_in:
            return f"bring in for {self.money(self.bring_in)} or complete to {self.money(bet)}"
        return self.bet_words(bet)

    def bring_in_sentence(self, bet: int) -> str:
        """What a bring-in changes in the first round (``int-stud-bring-in``)."""
        money, brought = self.money, self.money(self.bring_in)
        return (
            f"This table plays a bring-in of {brought}: after a bring-in each player calls the {brought}, completes "
            f"the bet to {money(bet)} (which counts as the bet, not a raise) or folds; once the bet is completed, "
            f"each raise adds {money(bet)}. If everyone calls the bring-in, the round ends there."
        )

    def bet_words(self, amount: int) -> str:
        """What a bet is this round, in words: ``'bet $4'``, ``'bet 2 to 6'``, ``'bet at least 10'``."""
        structure = self.stakes.structure
        if structure.is_limit:
            return f"bet {self.money(amount)}"
        if structure is Structure.SPREAD_LIMIT:
            return f"bet {self.money(amount)} to {self.money(self.stakes.maximum)}"
        return f"bet at least {self.money(amount)}"

    def round_sentences(self, number: int, first: int, blind_seats: Sequence[int]) -> dict[ClauseId, str]:
        """The sentence each clause betting round ``number`` may cite says about it: ``first`` acts first and
        ``blind_seats`` posted the blinds."""
        bet = self.stakes.bets[number - 1]
        money = self.money
        stakes = self.stakes
        manila = stakes.is_manila
        if manila and stakes.blinds:
            blind = stakes.bets[0]
            blind_options = (
                f"Everyone may call the blind of {money(blind)}, raise to {money(blind + stakes.first_raise)}, or fold."
            )
        else:
            blind_options = "Everyone may call the blind, raise, or fold."
        same = (
            f"As on the earlier cards, players may check, {self.bet_words(bet)} or fold."
            if number == stakes.round_count
            else "The same betting goes on for each card up to the fifth."
        )
        fifth = (
            f"The bet on the fifth card is {money(bet)}, four times the {money(stakes.bets[0])} stake."
            if manila
            else f"The fifth card has a betting round of its own, at this table's stakes ({stakes.name})."
        )
        big = blind_seats[-1] if blind_seats else first
        live = all(blind.live.value for blind in stakes.blinds)
        sentences = {
            ids.PP_MANILA2_BLIND_OPTIONS: blind_options,
            ids.PP_BETTING_BLIND_OPTIONS: blind_options,
            ids.PP_MANILA2_LATER_ACTIONS: f"Players may check, {self.bet_words(bet)} or fold.",
            ids.PP_BETTING_LATER_ACTIONS: f"Players may check, {self.bet_words(bet)} or fold.",
            ids.PP_MANILA2_SAME_TO_FIVE: same,
            ids.PP_BETTING_SAME_TO_FIVE: same,
            ids.PP_MANILA2_FIFTH_CARD_BET: fifth,
            ids.PP_BETTING_FIFTH_CARD_BET: fifth,
            ids.PP_MANILA2_BET_EACH_CARD: (
                f"Players bet or check on each card as it is opened: this round is on community card {number}."
            ),
            ids.PP_MANILA3_SAME_AS_2: (
                "3 Card Manila is played the same way as 2 Card Manila, so 2 Card Manila's rule for each card applies."
            ),
            ids.HR_HOLDEM_BIG_BLIND_OPTION: (
                f"The big blind, seat {big}, has the last action and may check or raise the bet."
            ),
            ids.HR_OMAHA8_LIVE_BLINDS: (
                "Both blinds are live and may raise: each counts toward its poster's bet."
                if live
                else "Omaha 8/B makes both blinds live, but this table's small blind is dead (int-omaha8-live-blinds)."
            ),
            ids.HR_HOLDEM_FLOP: "Another betting round takes place after the flop.",
            ids.HR_HOLDEM_TURN: "A round of betting follows the turn.",
            ids.HR_HOLDEM_RIVER: "A final round of betting follows the river.",
            ids.INT_STUD_OPENING_BET: (
                f"Seat {first} must open the betting ({self.opening_words(bet)}): on the first round the opener "
                "may not check or fold."
            ),
            ids.HR_STUD7_FIRST_ROUND_ACTION: "Each player in turn after the opener must call, raise, or fold.",
            ids.HR_STUD5_FIRST_ROUND_ACTION: (
                "Each player to the left of the opener in turn calls the opening bet, raises it or folds."
            ),
            ids.HR_STUD7_UP_CARDS: "A betting round follows each of the three cards dealt face up.",
            ids.HR_STUD7_LAST_CARD: "The final betting round follows the last card.",
            ids.HR_STUD5_NEXT_CARD: "A round of betting follows each card dealt face up.",
            ids.HR_DRAW_FIRST_BET: "Each player who stays in must now bet: call the big blind, raise, or fold.",
            ids.HR_DRAW_LOOK: "Players pick up their five cards, look at them and decide whether to stay in.",
            ids.HR_DRAW_FIRST_ROUND_COMPLETE: (
                "Once all bets are called the first round of betting is complete and the draw follows."
            ),
            ids.HR_DRAW_SECOND_ROUND: "The draw is complete: a second round of betting takes place.",
        }
        return sentences
