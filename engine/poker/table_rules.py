"""Rules of the table around the hands: no chopping, missed blinds and an absent player.

The Gazette forbids dividing a pot by agreement (``nzg-13-4f``); Omaha 8/B says what a
player who missed his blinds pays to come back (``hr-omaha8-missed-blinds``,
``hr-omaha8-post-missed``, ``hr-omaha8-only-big-blind-live``) and what happens to one who
has posted a blind but is not there to act (``hr-omaha8-absent-player``).  Each function
returns a :class:`~engine.explain.Decision` whose steps cite those sentences.

>>> may_chop("2 Card Manila", [1, 3]).value
False
>>> comeback = return_after_missed_blinds("both blinds", choice="post the missed blinds", stake=4)
>>> comeback.value.posted, comeback.value.live, comeback.value.dead
(6, 4, 2)
>>> absent_player("the big blind", present=False, stake=4).value.hand_killed
True
>>> return_after_missed_blinds("all of them", choice="wait for the big blind")
Traceback (most recent call last):
...
engine.errors.UnknownOptionError: missed 'all of them' is not a blind a player can miss: 'the small blind', 'the big blind' or 'both blinds' (hr-omaha8-missed-blinds)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from engine.checks import MAX_SEAT, bounded, instance_of, text, whole_number
from engine.documents import ids
from engine.errors import PlayerCountError, UnknownOptionError
from engine.explain import Decision, Step
from engine.poker.betting.stakes import Stakes
from engine.poker.game import Game
from engine.poker.game_stakes import default_stakes
from engine.poker.games import find_game
from engine.words import excerpt, or_list

#: The Gazette's own game: its schedule's rule 13.4(f) governs it directly.
GAZETTE_GAME = "manila-2"
#: The game whose section has the missed-blind and absent-player rules.
OMAHA_8 = "Omaha 8/B"


def may_chop(game: Game | str, seats: Sequence[int]) -> Decision[bool]:
    """May the players in ``seats`` divide the pot between them by agreement?  Never (``nzg-13-4f``).

    "The pot shall not be divided by the agreement of two or more players. Each hand shall
    be played to a conclusion."  The Gazette's schedule governs its Two Card Manila; the engine
    applies the same sentence to every game (``int-no-chop``).

    >>> may_chop("Texas Hold 'Em", [2, 5]).value
    False
    >>> may_chop("2 Card Manila", [4])
    Traceback (most recent call last):
    ...
    engine.errors.PlayerCountError: the seats [4] are not two or more different seats: an agreement to divide the pot is made by two or more players (nzg-13-4f)
    """
    found = find_game(game)
    agreeing = list(bounded(seats, "seats", "seat numbers", most=MAX_SEAT))
    rule = Step(ids.NZG_13_4F, "The pot shall not be divided by the agreement of two or more players.")
    agreeing = [whole_number(seat, "seat", low=1, high=MAX_SEAT) for seat in agreeing]
    if len(agreeing) < 2 or len(set(agreeing)) != len(agreeing):
        raise PlayerCountError.citing(
            f"the seats {excerpt(agreeing)} are not two or more different seats: an agreement to divide the pot is made "
            "by two or more players",
            rule,
        )
    named = ", ".join(str(seat) for seat in agreeing[:-1]) + f" and {agreeing[-1]}"
    steps = [
        Step(
            ids.NZG_13_4F,
            f"Seats {named} may not divide the pot by agreement: the pot shall not be divided by the agreement "
            "of two or more players.",
        ),
        Step(
            ids.NZG_13_4F,
            "Each hand shall be played to a conclusion: the betting goes on, and the pot goes to the winner at "
            "the showdown, or to the last player left.",
        ),
    ]
    if found.key != GAZETTE_GAME:
        steps.append(
            Step(ids.INT_NO_CHOP, f"The Gazette's rule is applied to {found.name} as to every game the engine deals.")
        )
    return Decision(False, because=tuple(steps), wording="No: the pot is not divided by agreement")


class MissedBlinds(StrEnum):
    """Which blinds a returning player missed while he was away (``hr-omaha8-missed-blinds``)."""

    SMALL = "the small blind"
    BIG = "the big blind"
    BOTH = "both blinds"


class Comeback(StrEnum):
    """How a player who missed his blinds comes back in (``hr-omaha8-missed-blinds``, ``hr-omaha8-post-missed``)."""

    WAIT = "wait for the big blind"
    POST = "post the missed blinds"


@dataclass(frozen=True, slots=True)
class BlindPost:
    """One blind a returning player posts: its name, its amount, and whether it counts toward his bet."""

    name: str
    amount: int
    live: bool


@dataclass(frozen=True, slots=True)
class Rejoin:
    """What a returning player posts, and when he plays again.

    ``plays_now``: he is dealt in the next hand; otherwise he sits out until the big blind
    reaches his seat.  ``posts``: the blinds he posts to come back, ``live`` of which count
    toward his bet in the first round and ``dead`` go to the pot.  ``to_call``: what he adds to
    call the first round's bet if nobody raises.
    """

    comeback: Comeback
    plays_now: bool
    posts: tuple[BlindPost, ...]
    posted: int
    live: int
    dead: int
    to_call: int


def _choice(value: str, kind: type[MissedBlinds] | type[Comeback], name: str, what: str) -> str:
    """``value`` if it is one of ``kind``'s values; else an error naming the parameter ``name``."""
    choices = or_list(repr(member.value) for member in kind)
    value = text(value, name, f"one of {choices}")
    if value not in {member.value for member in kind}:
        raise UnknownOptionError.citing(
            f"{name} {excerpt(value)} is not {what}: {choices}",
            Step(ids.HR_OMAHA8_MISSED_BLINDS, "If a player misses his blind or blinds, he may wait until the big blind."),
        )
    return value


def return_after_missed_blinds(missed: str, *, choice: str, stake: int = 2) -> Decision[Rejoin]:
    """What an Omaha 8/B player who missed ``missed`` posts to come back in, by his ``choice``.

    "If a player misses his blind or blinds, he may wait until the big blind to post to come
    back in. Otherwise, he must post the missed blinds. Only the big blind is live."
    (``hr-omaha8-missed-blinds``, ``hr-omaha8-post-missed``, ``hr-omaha8-only-big-blind-live``;
    the reading ``int-omaha8-missed-blinds``).  ``stake`` is the small bet, as in
    :func:`engine.poker.game_stakes.default_stakes`: the blinds are half of it and all of it.

    :param missed: ``"the small blind"``, ``"the big blind"`` or ``"both blinds"`` (:class:`MissedBlinds`).
    :param choice: ``"wait for the big blind"`` or ``"post the missed blinds"`` (:class:`Comeback`).

    >>> back = return_after_missed_blinds("the small blind", choice="post the missed blinds", stake=4)
    >>> back.value.live, back.value.dead, back.value.to_call
    (0, 2, 4)
    >>> return_after_missed_blinds("both blinds", choice="wait for the big blind", stake=4).value.plays_now
    False
    """
    gone = MissedBlinds(_choice(missed, MissedBlinds, "missed", "a blind a player can miss"))
    how = Comeback(_choice(choice, Comeback, "choice", "a way to come back in"))
    stakes = default_stakes(OMAHA_8, stake=stake)
    small, big = stakes.blinds
    money = stakes.money
    steps = [
        Step(
            ids.HR_OMAHA8_MISSED_BLINDS,
            f"The player missed {gone.value} while he was away: {small.name} is {money(small.amount)} and "
            f"{big.name} {money(big.amount)} at this table.",
        ),
        Step(
            small.clause,
            f"The small blind is half the small bet{', rounded down' if stakes.bets[0] % 2 else ''}, "
            f"the big blind the small bet of {money(stakes.bets[0])}.",
        ),
    ]
    if how is Comeback.WAIT:
        return _wait_for_the_big_blind(steps, stakes)
    return _post_the_missed_blinds(steps, stakes, gone)


def _wait_for_the_big_blind(steps: list[Step], stakes: Stakes) -> Decision[Rejoin]:
    """The comeback by waiting: the big blind posted in turn, nothing for the blinds missed."""
    big = stakes.blinds[1]
    steps += [
        Step(
            ids.HR_OMAHA8_MISSED_BLINDS,
            "He waits until the big blind to post to come back in: he sits out until the big blind reaches "
            f"his seat, then posts it, {stakes.money(big.amount)}, in turn.",
        ),
        Step(
            ids.INT_OMAHA8_MISSED_BLINDS,
            "Waiting, he pays nothing for the blinds he missed, and the big blind he posts in turn is live "
            "like any big blind.",
        ),
    ]
    value = Rejoin(Comeback.WAIT, False, (), 0, 0, 0, 0)
    wording = "Sits out until the big blind reaches him; posts nothing for the blinds he missed"
    return Decision(value, because=tuple(steps), wording=wording)


def _post_the_missed_blinds(steps: list[Step], stakes: Stakes, gone: MissedBlinds) -> Decision[Rejoin]:
    """The comeback by posting what was missed: the big blind live, the small blind dead."""
    small, big = stakes.blinds
    bet = stakes.bets[0]
    money = stakes.money
    posts = []
    if gone in (MissedBlinds.BIG, MissedBlinds.BOTH):
        posts.append(BlindPost(big.name, big.amount, True))
    if gone in (MissedBlinds.SMALL, MissedBlinds.BOTH):
        posts.append(BlindPost(small.name, small.amount, False))
    live = sum(post.amount for post in posts if post.live)
    dead = sum(post.amount for post in posts if not post.live)
    steps.append(
        Step(
            ids.HR_OMAHA8_POST_MISSED,
            f"Otherwise he must post the missed blinds: {' and '.join(f'{p.name} ({money(p.amount)})' for p in posts)}"
            f"{f', {money(live + dead)} in all,' if len(posts) > 1 else ''} before the cards of the next hand, "
            "and he is dealt in.",
        )
    )
    if live:
        steps.append(
            Step(
                ids.HR_OMAHA8_ONLY_BIG_BLIND_LIVE,
                f"Only the big blind is live: it counts toward his bet in the first round ({money(live)}).",
            )
        )
    if dead:
        steps.append(
            Step(
                ids.INT_OMAHA8_LIVE_BLINDS,
                f"The small blind he posts is dead: it goes into the pot ({money(dead)}) and counts for nothing "
                "toward his bet.",
            )
        )
    to_call = bet - live
    steps.append(
        Step(
            ids.INT_OMAHA8_MISSED_BLINDS,
            f"If nobody raises, he calls the first round's bet of {money(bet)} by adding {money(to_call)}."
            if to_call
            else f"If nobody raises, his live big blind ({money(live)}) already matches the first round's bet of {money(bet)}.",
        )
    )
    value = Rejoin(Comeback.POST, True, tuple(posts), live + dead, live, dead, to_call)
    wording = f"Posts {money(live + dead)} and plays the next hand: {money(live)} live, {money(dead)} dead"
    return Decision(value, because=tuple(steps), wording=wording)


@dataclass(frozen=True, slots=True)
class Absence:
    """What becomes of a blind poster's hand: killed or not, and his blind, which stays in the pot."""

    hand_killed: bool
    blind: int
    returned: int
    pot_keeps: int


def absent_player(blind: str, *, present: bool, stake: int = 2) -> Decision[Absence]:
    """An Omaha 8/B player has posted ``blind``; the action reaches him: is he ``present`` to act?

    "A player who has posted the blind who is not present to act on his hand will have his hand
    killed and will not get his blind back" (``hr-omaha8-absent-player``; the reading
    ``int-omaha8-absent-player``).

    :param blind: ``"the small blind"`` or ``"the big blind"``.

    >>> gone = absent_player("the small blind", present=False, stake=4).value
    >>> gone.hand_killed, gone.returned, gone.pot_keeps
    (True, 0, 2)
    >>> absent_player("the big blind", present=True, stake=4).value.hand_killed
    False
    """
    posted = _choice(blind, MissedBlinds, "blind", "a blind a player can post")
    if posted == MissedBlinds.BOTH:
        raise UnknownOptionError.citing(
            f"blind {excerpt(posted)} is not one blind: a player in his turn posts 'the small blind' or 'the big blind'",
            Step(ids.HR_OMAHA8_BLINDS, "Two blinds will be posted to the left of the button."),
        )
    instance_of(present, "present", bool, "True or False")
    stakes = default_stakes(OMAHA_8, stake=stake)
    bet_of = {blind_bet.name: blind_bet for blind_bet in stakes.blinds}[posted]
    amount = stakes.money(bet_of.amount)
    steps = [Step(bet_of.clause, f"He has posted {bet_of.name}, {amount}.")]
    if present:
        steps.append(
            Step(
                ids.HR_OMAHA8_ABSENT_PLAYER,
                "He is present to act on his hand, so it stands: he acts on it in his turn like any player.",
            )
        )
        return Decision(Absence(False, bet_of.amount, 0, 0), because=tuple(steps), wording="His hand plays")
    steps += [
        Step(
            ids.HR_OMAHA8_ABSENT_PLAYER,
            "He is not present to act on his hand, so his hand is killed and he will not get his blind back.",
        ),
        Step(
            ids.INT_OMAHA8_ABSENT_PLAYER,
            f"The action passes on as if he had folded; his blind ({amount}) stays in the pot for whoever wins it.",
        ),
    ]
    value = Absence(True, bet_of.amount, 0, bet_of.amount)
    return Decision(value, because=tuple(steps), wording=f"His hand is killed; the pot keeps his {amount}")
