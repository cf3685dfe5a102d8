"""Exact chances at the manila showdowns, read from tables counted once: no simulation, no margin.

Every deal of a manila game was dealt once, by ``python -m engine.teaching.exact_tables`` (which
needs NumPy; this module reads its files with the standard library alone, so it runs in the
browser too), and the files in ``engine/teaching/data`` hold the counts, whole numbers:

* :func:`exact_showdown_chances`: how many of all a game's deals end with each category as the
  player's best hand; :func:`hand_showdown_chances`: the same for one hole hand's boards;
* :func:`heads_up_equity`: two 2 Card Manila hands against each other on every board of the
  cards left: wins, ties, losses, and each hand's equity;
* :func:`starting_hand_chart` and :func:`starting_hand`: the 64 starting hands of 2 Card Manila
  (AA, AKs, AKo, ...) and each one's equity against one random hand.

The steps cite the rules the counts apply (the deck, the hole cards, the hole-card rule) and the
book's methods for the counting (``method-exact-enumeration``, ``method-suit-symmetry``,
``method-equity``).  The data layout is described in :mod:`engine.teaching.exact_tables`.

>>> chances = exact_showdown_chances("2 Card Manila").value
>>> chances.chance(Category.STRAIGHT_FLUSH).count, chances.deals
(54288, 70682976)
>>> print(heads_up_equity("2 Card Manila", "As Ah", "Kc Kd").value)
As Ah against Kc Kd: 75.75% to 24.25% over 98,280 boards
>>> print(starting_hand_chart("2 Card Manila").value.hand("AKs"))
AKs: 64.38% against a random hand
>>> heads_up_equity("Texas Hold 'Em", "As Ah", "Kc Kd")
Traceback (most recent call last):
...
engine.errors.RulesError: heads-up equities are counted for 2 Card Manila only, not for Texas Hold 'Em (method-exact-enumeration)
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from functools import cache
from importlib import resources
from itertools import permutations
from math import comb
from typing import Any

from engine.cards import Card, CardsLike, Rank, cards_text, quote_cards
from engine.checks import MAX_SEAT, mapping_of, whole_number
from engine.documents import ids
from engine.errors import CardCountError, RulesError
from engine.explain import Decision, Step
from engine.poker.game import Family, Game
from engine.poker.games import GAMES, TWO_CARD_MANILA, find_game
from engine.poker.rankings import Category
from engine.words import and_list, excerpt, plural

__all__ = [
    "EXACT_GAMES",
    "HEADS_UP_GAME",
    "ExactChance",
    "ExactShowdownChances",
    "HandShape",
    "HeadsUp",
    "StartingHand",
    "StartingHandChart",
    "StartingOdds",
    "exact_showdown_chances",
    "hand_showdown_chances",
    "heads_up_equity",
    "starting_hand",
    "starting_hand_chart",
    "starting_odds",
]

#: The games whose showdowns the tables count: the manila family.
EXACT_GAMES: tuple[Game, ...] = tuple(game for game in GAMES.values() if game.family is Family.MANILA)
#: The game of the heads-up table and the starting-hand chart.
HEADS_UP_GAME: Game = TWO_CARD_MANILA

#: The files, in ``engine/teaching/data`` (a name ending ``.zlib`` is JSON compressed with zlib).
DATA_FOLDER = "data"
SHOWDOWN_FILE = "showdown.json"
HANDS_FILE = "showdown-hands.zlib"
HEADS_UP_FILE = "heads-up-manila-2.zlib"
STARTING_HANDS_FILE = "starting-hands-manila-2.json"

#: The 24 relabellings of the four suits, each as the new suit of clubs, diamonds, hearts, spades (ids 0-3).
SUIT_PERMUTATIONS: tuple[tuple[int, ...], ...] = tuple(permutations(range(4)))


# --- suit classes --------------------------------------------------------------------------------------


def relabelled(card_ids: Iterable[int], suits: Sequence[int]) -> tuple[int, ...]:
    """Card ids with each suit replaced by ``suits[suit]``, sorted (a card id is 4 × rank + suit).

    >>> relabelled((0, 5), (3, 2, 1, 0))  # 7c 8d with clubs and spades, diamonds and hearts swapped
    (3, 6)
    """
    return tuple(sorted(card - (card & 3) + suits[card & 3] for card in card_ids))


def suit_class(card_ids: Iterable[int]) -> tuple[int, ...]:
    """The first in card order of the sets of cards a relabelling of the suits makes of ``card_ids``:
    the name of their suit class (``method-suit-symmetry``).

    >>> suit_class((31, 27)), suit_class((1, 5))  # As Ks and 7d 8d: Kc Ac and 7c 8c, their class's first
    ((24, 28), (0, 4))
    """
    cards = tuple(card_ids)
    return min(relabelled(cards, suits) for suits in SUIT_PERMUTATIONS)


def matchup_key(hand: Sequence[int], other: Sequence[int]) -> tuple[tuple[int, ...], bool]:
    """The key of the matchup of ``hand`` against ``other`` in the heads-up table, and whether ``hand``
    is the key's second hand (``True``: the entry's wins are ``hand``'s losses).  The key is the first in
    card order of the 4-tuples (the first hand's ids sorted, then the second's) that relabelling the
    suits and swapping the hands make.

    >>> matchup_key((31, 30), (0, 1))  # As Ah against 7c 7d: Ac Ad against 7h 7s, reversed
    ((0, 1, 30, 31), True)
    """
    best: tuple[int, ...] = (1 << 30,)
    swapped = False
    for suits in SUIT_PERMUTATIONS:
        first, second = relabelled(hand, suits), relabelled(other, suits)
        if first + second < best:
            best, swapped = first + second, False
        if second + first < best:
            best, swapped = second + first, True
    return best, swapped


def starting_hand_label(a: int, b: int, rank_names: str) -> str:
    """``'AKs'``, ``'AKo'``, ``'AA'`` for the card ids ``a`` and ``b`` (``rank_names``: the deck's ranks, lowest first).

    >>> starting_hand_label(31, 27, "789TJQKA"), starting_hand_label(31, 26, "789TJQKA"), starting_hand_label(0, 1, "789TJQKA")
    ('AKs', 'AKo', '77')
    """
    high, low = max(a >> 2, b >> 2), min(a >> 2, b >> 2)
    if high == low:
        return rank_names[high] * 2
    return f"{rank_names[high]}{rank_names[low]}{'s' if a & 3 == b & 3 else 'o'}"


# --- the files ---------------------------------------------------------------------------------------


def read_table(name: str) -> Any:
    """One shipped file's content: JSON, compressed with zlib where the name ends ``.zlib``."""
    data = resources.files(__package__).joinpath(DATA_FOLDER, name).read_bytes()
    return json.loads(zlib.decompress(data) if name.endswith(".zlib") else data)


@cache
def _showdowns() -> dict[str, dict[str, Any]]:
    return {entry["game"]: entry for entry in read_table(SHOWDOWN_FILE)["games"]}


@cache
def _hand_classes() -> dict[str, dict[tuple[int, ...], tuple[int, tuple[int, ...]]]]:
    """Per game: each suit class of hole hands, its size and its counts, strongest category first."""
    tables: dict[str, dict[tuple[int, ...], tuple[int, tuple[int, ...]]]] = {}
    for entry in read_table(HANDS_FILE)["games"]:
        hole = _showdowns()[entry["game"]]["hole_cards"]
        tables[entry["game"]] = {tuple(row[:hole]): (row[hole], tuple(row[hole + 1 :])) for row in entry["classes"]}
    return tables


@cache
def _matchups() -> tuple[int, dict[tuple[int, ...], tuple[int, int]]]:
    """The boards of a matchup, and each matchup class's wins and ties of its first hand."""
    table = read_table(HEADS_UP_FILE)
    return table["boards"], {tuple(row[:4]): (row[4], row[5]) for row in table["classes"]}


# --- the game and the cards ----------------------------------------------------------------------------


def _exact_game(game: Game | str, offered: tuple[Game, ...], what: str) -> Game:
    """The game ``game`` names, if the tables hold ``what`` for it; else a refusal naming those that do."""
    found = find_game(game)
    if found.key not in {each.key for each in offered}:
        names = and_list(each.name for each in offered)
        raise RulesError.citing(
            f"{what} are counted for {names} only, not for {found.name}",
            Step(ids.METHOD_EXACT_ENUMERATION, f"The exact tables were counted once, for {names}."),
        )
    return found


def _hole(game: Game, cards: CardsLike, where: str, already: dict[Card, str] | None = None) -> tuple[Card, ...]:
    """``cards`` checked as a player's hole cards: in the game's deck, none twice nor in ``already``, as many
    as the game deals."""
    held = game.deck.check(cards, already=already or {}, where=where)
    if len(held) != game.hole_count:
        raise CardCountError.citing(
            f"{quote_cards(cards)} ({where}) is {plural(len(held), 'card')}: in {game.name} each player holds "
            f"{game.hole_count} hole cards",
            game.hole.step(f"In {game.name} each player is dealt {game.hole_count} cards."),
        )
    return held


def _cards_of(game: Game, card_ids: Iterable[int]) -> str:
    """The cards of ``card_ids``, the highest first."""
    return cards_text(game.deck.cards[card] for card in sorted(card_ids, reverse=True))


def _percent(share: Fraction | float, digits: int = 2) -> str:
    return f"{100 * float(share):.{digits}f}%"


def _share_text(count: int, total: int, unit: str) -> str:
    """A count, its share (two decimals, three figures below 1%) and, below 10%, 1 in how many.

    >>> _share_text(54_288, 70_682_976, "deals"), _share_text(1, 3, "boards"), _share_text(0, 7, "deals")
    ('54,288 of 70,682,976 deals, 0.0768% (1 in 1,302)', '1 of 3 boards, 33.33%', '0 of 7 deals: none')
    """
    if count == 0:
        return f"0 of {total:,} {unit}: none"
    share = Fraction(count, total)
    percent = _percent(share) if share >= Fraction(1, 100) else f"{100 * float(share):.3g}%"
    if share >= Fraction(1, 10):
        return f"{count:,} of {total:,} {unit}, {percent}"
    one_in = total / count
    about = "" if total % count == 0 else "about "
    return f"{count:,} of {total:,} {unit}, {percent} ({about}1 in {round(one_in):,})"


def _deal_steps(game: Game) -> list[Step]:
    """The rules a deal follows: the deck, the hole cards and the board, the hole-card rule."""
    selection = game.selection
    choices = selection.count(game.hole_count, game.board_count)
    steps = [game.deck.step(), game.hole.step(f"In {game.name} each player is dealt {game.hole_count} cards.")]
    if game.board is not None:
        steps.append(game.board.step(f"The board shows {game.board_count} community cards at the showdown."))
    steps.append(
        Step(
            selection.clause,
            f"In {game.name} {selection.rule_text}, so a player's hand is the best of those {choices} choices.",
        )
    )
    return steps


# --- how often each category is the best hand ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ExactChance:
    """How many of ``deals`` end with ``category`` as the player's best hand: exactly, no margin."""

    category: Category
    count: int
    deals: int

    @property
    def share(self) -> Fraction:
        """The exact chance: ``count / deals``."""
        return Fraction(self.count, self.deals)

    @property
    def proportion(self) -> float:
        """The chance as a float."""
        return self.count / self.deals


@dataclass(frozen=True, slots=True)
class ExactShowdownChances:
    """Each category's count of a game's deals at the showdown, strongest first: every hole hand's
    (``hole`` empty) or one hole hand's, on every board of the cards left."""

    game: Game
    hole: tuple[Card, ...]
    hole_hands: int
    boards: int
    chances: tuple[ExactChance, ...]

    @property
    def deals(self) -> int:
        """Every deal counted: ``hole_hands × boards``."""
        return self.hole_hands * self.boards

    def chance(self, category: Category) -> ExactChance:
        """The count of ``category``."""
        return next(chance for chance in self.chances if chance.category is category)

    def __str__(self) -> str:
        whose = f"{cards_text(self.hole)}'s best hand" if self.hole else "a player's best hand"
        return f"{self.game.name}: {whose} at the showdown, in all {self.deals:,} deals"


def _chances(game: Game, counts: Sequence[int], deals: int) -> tuple[ExactChance, ...]:
    return tuple(
        ExactChance(category, count, deals)
        for category, count in zip(reversed(game.ranking.order), counts, strict=True)
    )


def _category_steps(chances: Iterable[ExactChance]) -> list[Step]:
    return [
        Step(
            ids.METHOD_EXACT_ENUMERATION,
            f"{chance.category.value}: {_share_text(chance.count, chance.deals, 'deals')}.",
        )
        for chance in chances
    ]


@cache
def _exact_showdown_chances(game: Game) -> Decision[ExactShowdownChances]:
    entry = _showdowns()[game.key]
    n, hole, boards, deals = game.deck.size, game.hole_count, entry["boards"], entry["deals"]
    counts = [count for _, count in entry["categories"]]
    chances = _chances(game, counts, deals)
    steps = _deal_steps(game)
    steps += [
        Step(
            ids.METHOD_EXACT_ENUMERATION,
            f"Every deal was counted once: C({n}, {hole}) = {comb(n, hole):,} hole hands, each with the "
            f"C({n - hole}, 5) = {boards:,} boards of the {n - hole} cards left, {deals:,} deals in all. A "
            f"category's chance is the number of deals it ends with, divided by {deals:,}: exact, with no margin.",
        ),
        Step(
            ids.METHOD_SUIT_SYMMETRY,
            f"Renaming the suits changes no hand's strength, so the {comb(n, hole):,} hole hands fall into "
            f"{entry['hole_classes']:,} suit classes; one hand of each class was counted, times the class's size.",
        ),
    ]
    steps += _category_steps(chances)
    value = ExactShowdownChances(game=game, hole=(), hole_hands=comb(n, hole), boards=boards, chances=chances)
    return Decision(value, because=tuple(steps))


def exact_showdown_chances(game: Game | str) -> Decision[ExactShowdownChances]:
    """How often each category is a player's best hand at ``game``'s showdown, exactly: every hole
    hand with every board of the cards left, each deal counted once (``method-exact-enumeration``).

    Offered for the manila games (:data:`EXACT_GAMES`); the shares are exact fractions
    (:attr:`ExactChance.share`), to set beside the simulated ones of
    :func:`engine.teaching.chances.showdown_chances`.

    :raises RulesError: a game the tables do not count (``method-exact-enumeration``).
    :raises UnknownGameError: a game name the registry does not know.

    >>> result = exact_showdown_chances("3 Card Manila").value
    >>> result.deals == comb(36, 3) * comb(33, 5), sum(chance.count for chance in result.chances) == result.deals
    (True, True)
    >>> print(exact_showdown_chances("2 Card Manila").because[-9])
    straight flush: 54,288 of 70,682,976 deals, 0.0768% (1 in 1,302). [method-exact-enumeration]
    >>> exact_showdown_chances("Omaha")
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: exact showdown chances are counted for 2 Card Manila, 3 Card Manila and 3 Card Manila (no sixes) only, not for Omaha (method-exact-enumeration)
    """
    return _exact_showdown_chances(_exact_game(game, EXACT_GAMES, "exact showdown chances"))


def hand_showdown_chances(game: Game | str, hole: CardsLike) -> Decision[ExactShowdownChances]:
    """How often each category is the best hand of the hole cards ``hole`` at ``game``'s showdown,
    exactly: on every board of the cards left (``method-exact-enumeration``).

    :raises RulesError: a game the tables do not count (``method-exact-enumeration``).
    :raises CardNotInDeckError, DuplicateCardError: a card not in the game's deck, or given twice.
    :raises CardCountError: not as many hole cards as the game deals.

    >>> result = hand_showdown_chances("2 Card Manila", "Ah Kh").value
    >>> result.chance(Category.FLUSH).count, result.boards  # 3 hearts or more of the 6 left, but not Qh Jh Th
    (5535, 142506)
    >>> hand_showdown_chances("2 Card Manila", "Ah Kh Qh")
    Traceback (most recent call last):
    ...
    engine.errors.CardCountError: 'Ah Kh Qh' (hole cards) is 3 cards: in 2 Card Manila each player holds 2 hole cards (pp-manila2-deal)
    """
    game = _exact_game(game, EXACT_GAMES, "exact showdown chances")
    held = _hole(game, hole, "hole cards")
    index = game.deck.ids
    key = suit_class(index[card] for card in held)
    size, counts = _hand_classes()[game.key][key]
    n, count = game.deck.size, game.hole_count
    boards = comb(n - count, 5)
    chances = _chances(game, counts, boards)
    steps = _deal_steps(game)
    steps[1] = game.hole.step(f"In {game.name} each player is dealt {count} cards: here {cards_text(held)}.")
    steps += [
        Step(
            ids.METHOD_EXACT_ENUMERATION,
            f"The {plural(count, 'hole card')} leave {n - count} cards, which make C({n - count}, 5) = {boards:,} "
            f"boards; on each, once, the hand's best was found. A category's chance is the number of boards it "
            f"ends with, divided by {boards:,}: exact, with no margin.",
        ),
        Step(
            ids.METHOD_SUIT_SYMMETRY,
            f"Renaming the suits changes no hand's strength, so {cards_text(held)} has the counts of "
            f"{_cards_of(game, key)}, the hand the table holds for its suit class of {plural(size, 'hand')}.",
        ),
    ]
    steps += _category_steps(chances)
    value = ExactShowdownChances(game=game, hole=held, hole_hands=1, boards=boards, chances=chances)
    return Decision(value, because=tuple(steps))


# --- heads up ------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HeadsUp:
    """Two hands' hole cards against each other on every board of the cards left: the ``first`` hand's
    wins, ties and losses (the second's are its losses, ties and wins)."""

    game: Game
    first: tuple[Card, ...]
    second: tuple[Card, ...]
    wins: int
    ties: int
    losses: int

    @property
    def boards(self) -> int:
        """Every board of the cards left: ``wins + ties + losses``."""
        return self.wins + self.ties + self.losses

    @property
    def first_equity(self) -> Fraction:
        """The first hand's share of the pot: ``(wins + ties / 2) / boards``."""
        return Fraction(2 * self.wins + self.ties, 2 * self.boards)

    @property
    def second_equity(self) -> Fraction:
        """The second hand's share: ``(losses + ties / 2) / boards``, ``1 − first_equity``."""
        return Fraction(2 * self.losses + self.ties, 2 * self.boards)

    def __str__(self) -> str:
        return (
            f"{cards_text(self.first)} against {cards_text(self.second)}: {_percent(self.first_equity)} to "
            f"{_percent(self.second_equity)} over {self.boards:,} boards"
        )


def heads_up_equity(game: Game | str, first: CardsLike, second: CardsLike) -> Decision[HeadsUp]:
    """Two 2 Card Manila hands against each other, exactly: on every board the other cards can make,
    which wins or whether they tie; each hand's equity is its wins and half its ties, over the boards
    (``method-exact-enumeration``, ``method-equity``).

    :raises RulesError: a game other than 2 Card Manila (``method-exact-enumeration``).
    :raises CardNotInDeckError, DuplicateCardError: a card not in the deck, or in both hands.
    :raises CardCountError: a hand of other than two cards (``pp-manila2-deal``).

    >>> result = heads_up_equity("2 Card Manila", "Ah Kh", "Qs Qd").value
    >>> result.wins + result.ties + result.losses == comb(28, 5), result.first_equity + result.second_equity
    (True, Fraction(1, 1))
    >>> heads_up_equity("2 Card Manila", "Ah Kh", "Kh Qd")
    Traceback (most recent call last):
    ...
    engine.errors.DuplicateCardError: Kh appears twice: in 'Kh Qd' (second hand) and in the first hand: the 2 Card Manila deck holds each card once (pp-manila2-deck)
    """
    game = _exact_game(game, (HEADS_UP_GAME,), "heads-up equities")
    one = _hole(game, first, "first hand")
    two = _hole(game, second, "second hand", dict.fromkeys(one, "the first hand"))
    index = game.deck.ids
    key, swapped = matchup_key([index[card] for card in one], [index[card] for card in two])
    boards, table = _matchups()
    wins, ties = table[key]
    losses = boards - wins - ties
    if swapped:
        wins, losses = losses, wins
    value = HeadsUp(game=game, first=one, second=two, wins=wins, ties=ties, losses=losses)
    n, a, b = game.deck.size, cards_text(one), cards_text(two)
    steps = _deal_steps(game)
    steps[1] = game.hole.step(f"In {game.name} each player is dealt 2 cards: here {a} and {b}.")
    steps += [
        Step(
            ids.METHOD_EXACT_ENUMERATION,
            f"The 4 cards held leave {n - 4}, which make C({n - 4}, 5) = {boards:,} boards; on each, once, both "
            f"best hands were found and compared: {a} wins on {wins:,}, ties on {ties:,} and loses on {losses:,}.",
        ),
        Step(game.ties_clause, "Hands of the same strength tie, whatever their suits, and split the pot."),
        Step(
            ids.METHOD_SUIT_SYMMETRY,
            "Renaming the suits changes no hand's strength, so the table holds one matchup of each suit class: "
            f"{a} against {b} was read as {_cards_of(game, key[:2])} against {_cards_of(game, key[2:])}"
            + (", from the second hand's side." if swapped else "."),
        ),
        Step(
            ids.METHOD_EQUITY,
            f"Equity is (wins + ties / 2) / boards: {a} ({wins:,} + {ties:,} / 2) / {boards:,} = "
            f"{_percent(value.first_equity)}, {b} ({losses:,} + {ties:,} / 2) / {boards:,} = "
            f"{_percent(value.second_equity)}; together 100%.",
        ),
    ]
    return Decision(value, because=tuple(steps))


# --- the starting hands --------------------------------------------------------------------------------


class HandShape(StrEnum):
    """What the two cards of a starting hand are: a pair, two ranks of one suit, or two ranks of two."""

    PAIR = "pair"
    SUITED = "suited"
    OFFSUIT = "offsuit"


@dataclass(frozen=True, slots=True)
class StartingHand:
    """One starting hand of 2 Card Manila (every hand of its ranks and shape) against one random hand:
    wins, ties and losses summed over its ``combos`` hands, every other hand and every board.

    ``row`` and ``column`` place it in the chart (0 for the ace): a pair on the diagonal, a suited hand
    above it (row of its higher rank), an offsuit hand below (column of its higher rank).
    """

    label: str
    high: Rank
    low: Rank
    shape: HandShape
    combos: int
    wins: int
    ties: int
    losses: int
    row: int
    column: int

    @property
    def deals(self) -> int:
        """Every deal counted: ``wins + ties + losses``."""
        return self.wins + self.ties + self.losses

    @property
    def equity(self) -> Fraction:
        """The share of the pot against one random hand: ``(wins + ties / 2) / deals``."""
        return Fraction(2 * self.wins + self.ties, 2 * self.deals)

    @property
    def win_share(self) -> Fraction:
        """The share of deals it wins outright."""
        return Fraction(self.wins, self.deals)

    @property
    def tie_share(self) -> Fraction:
        """The share of deals it ties."""
        return Fraction(self.ties, self.deals)

    def __str__(self) -> str:
        return f"{self.label}: {_percent(self.equity)} against a random hand"


@dataclass(frozen=True, slots=True)
class StartingHandChart:
    """The 64 starting hands of 2 Card Manila, row by row of the chart (ranks from the ace down)."""

    game: Game
    ranks: tuple[Rank, ...]
    opponents: int
    boards: int
    hands: tuple[StartingHand, ...]

    def cell(self, row: int, column: int) -> StartingHand:
        """The hand at ``row`` and ``column`` (0 for the ace)."""
        return self.hands[row * len(self.ranks) + column]

    def hand(self, label: str) -> StartingHand:
        """The hand labelled ``label``: ``'AKs'`` (``'aks'`` too), ``'AKo'``, ``'AA'``.

        >>> starting_hand_chart("2 Card Manila").value.hand("t9S").label
        'T9s'
        >>> starting_hand_chart("2 Card Manila").value.hand("AK")
        Traceback (most recent call last):
        ...
        engine.errors.RulesError: 'AK' is not a starting hand of 2 Card Manila: name two ranks of A, K, Q, J, T, 9, 8 and 7, the higher first, then s (suited) or o (offsuit), or a pair: AKs, AKo, AA (method-combinations)
        """
        wanted = label.strip()[:2].upper() + label.strip()[2:].lower() if isinstance(label, str) else label
        found = next((hand for hand in self.hands if hand.label == wanted), None)
        if found is None:
            names = and_list(rank.value for rank in self.ranks)
            raise RulesError.citing(
                f"{excerpt(label)} is not a starting hand of {self.game.name}: name two ranks of {names}, the higher "
                "first, then s (suited) or o (offsuit), or a pair: AKs, AKo, AA",
                Step(
                    ids.METHOD_COMBINATIONS,
                    f"The {len(self.hands)} starting hands are the pairs, and every two ranks suited and offsuit.",
                ),
            )
        return found

    @property
    def rows(self) -> tuple[tuple[StartingHand, ...], ...]:
        """The chart, row by row."""
        size = len(self.ranks)
        return tuple(self.hands[row * size : (row + 1) * size] for row in range(size))

    def __str__(self) -> str:
        return f"{self.game.name}: the {len(self.hands)} starting hands against one random hand"


@cache
def _chart() -> StartingHandChart:
    data = read_table(STARTING_HANDS_FILE)
    ranks = tuple(Rank(name) for name in data["ranks"])
    place = {rank: index for index, rank in enumerate(ranks)}
    hands = []
    for label, combos, wins, ties, losses in data["hands"]:
        high, low = Rank(label[0]), Rank(label[1])
        shape = HandShape.PAIR if high is low else HandShape.SUITED if label.endswith("s") else HandShape.OFFSUIT
        row, column = (place[high], place[low]) if shape is not HandShape.OFFSUIT else (place[low], place[high])
        hands.append(StartingHand(label, high, low, shape, combos, wins, ties, losses, row, column))
    return StartingHandChart(HEADS_UP_GAME, ranks, data["opponents"], data["boards"], tuple(hands))


def _equity_text(hand: StartingHand) -> str:
    return f"{hand.label} ({hand.wins:,} + {hand.ties:,} / 2) / {hand.deals:,} = {_percent(hand.equity)}"


def _shapes_step(chart: StartingHandChart) -> Step:
    r = len(chart.ranks)
    pairs, mixed = r, comb(r, 2)
    n = chart.game.deck.size
    return Step(
        ids.METHOD_COMBINATIONS,
        f"The C({n}, 2) = {comb(n, 2):,} two-card hands make {pairs + 2 * mixed} starting hands: {pairs} pairs "
        f"(C(4, 2) = 6 hands each), {mixed} suited (4 each, one a suit) and {mixed} offsuit (4 × 3 = 12 each); "
        f"{pairs} × 6 + {mixed} × 4 + {mixed} × 12 = {pairs * 6 + mixed * 16:,}. The chart's rows and columns run "
        f"from {chart.ranks[0].value} down to {chart.ranks[-1].value}: pairs on the diagonal, suited hands above "
        "it, offsuit hands below.",
    )


def _random_hand_step(chart: StartingHandChart) -> Step:
    n = chart.game.deck.size
    return Step(
        ids.METHOD_EXACT_ENUMERATION,
        f"Each hand was played against every one of the C({n - 2}, 2) = {chart.opponents:,} hands of the other "
        f"{n - 2} cards, on every one of the C({n - 4}, 5) = {chart.boards:,} boards of the {n - 4} left, and "
        "the two best hands compared.",
    )


def starting_hand_chart(game: Game | str) -> Decision[StartingHandChart]:
    """The 64 starting hands of 2 Card Manila, each with its exact equity against one random hand:
    every hand of it against every hand of the cards left, on every board (``method-equity``).

    The chart runs from the ace down in rows and columns: pairs on the diagonal, suited hands above
    it and offsuit hands below, as Hold 'Em's charts do.

    :raises RulesError: a game other than 2 Card Manila (``method-exact-enumeration``).

    >>> chart = starting_hand_chart("2 Card Manila").value
    >>> [hand.label for hand in chart.rows[0][:3]], chart.cell(1, 0).label, len(chart.hands)
    (['AA', 'AKs', 'AQs'], 'AKo', 64)
    >>> sum(hand.combos for hand in chart.hands)
    496
    """
    _exact_game(game, (HEADS_UP_GAME,), "starting-hand equities")
    return _starting_hand_chart()


@cache
def _starting_hand_chart() -> Decision[StartingHandChart]:
    chart = _chart()
    ranked = sorted(chart.hands, key=lambda hand: hand.equity)
    steps = [*_deal_steps(chart.game), _shapes_step(chart), _random_hand_step(chart)]
    steps.append(
        Step(
            ids.METHOD_EQUITY,
            "A starting hand's equity against one random hand is (wins + ties / 2) / deals, over all its hands, "
            f"their opponents and the boards: the strongest, {_equity_text(ranked[-1])}; the weakest, "
            f"{_equity_text(ranked[0])}.",
        )
    )
    return Decision(chart, because=tuple(steps))


def starting_hand(game: Game | str, hole: CardsLike) -> Decision[StartingHand]:
    """The starting hand of 2 Card Manila that the two cards ``hole`` are (``'AKs'``), with its exact
    equity against one random hand (``method-equity``).

    :raises RulesError: a game other than 2 Card Manila (``method-exact-enumeration``).
    :raises CardNotInDeckError, DuplicateCardError, CardCountError: as :func:`heads_up_equity`.

    >>> print(starting_hand("2 Card Manila", "Kd Ah").value)
    AKo: 62.42% against a random hand
    >>> starting_hand("2 Card Manila", "Ah 6h")
    Traceback (most recent call last):
    ...
    engine.errors.CardNotInDeckError: In 'Ah 6h' (hole cards), 6h is not in the 2 Card Manila deck: it has 32 cards, 7 to ace (pp-manila2-deck)
    """
    game = _exact_game(game, (HEADS_UP_GAME,), "starting-hand equities")
    held = _hole(game, hole, "hole cards")
    index = game.deck.ids
    rank_names = "".join(rank.value for rank in game.deck.ranks)
    chart = _chart()
    hand = chart.hand(starting_hand_label(index[held[0]], index[held[1]], rank_names))
    kind = {
        HandShape.PAIR: f"a pair of {hand.high.plural}",
        HandShape.SUITED: f"{_a(hand.high)} and {_a(hand.low)} of one suit",
        HandShape.OFFSUIT: f"{_a(hand.high)} and {_a(hand.low)} of two suits",
    }[hand.shape]
    steps = _deal_steps(game)
    steps[1] = game.hole.step(f"In {game.name} each player is dealt 2 cards: here {cards_text(held)}.")
    steps += [
        Step(
            ids.METHOD_SUIT_SYMMETRY,
            f"{cards_text(held)} is {kind}: the starting hand {hand.label}, one of its {hand.combos} hands, which "
            "differ only in their suits and so fare alike.",
        ),
        _random_hand_step(chart),
        Step(
            ids.METHOD_EQUITY,
            f"Over its {hand.combos} hands, their opponents and the boards it wins {hand.wins:,}, ties {hand.ties:,} "
            f"and loses {hand.losses:,} of {hand.deals:,} deals: equity {_equity_text(hand)} against one random hand.",
        ),
    ]
    return Decision(hand, because=tuple(steps))


def _a(rank: Rank) -> str:
    return f"{'an' if rank.word[0] in 'aeio' else 'a'} {rank.word}"


# --- every player's starting hand at a table -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StartingOdds:
    """What the exact tables say about each seat's two cards before the board: its starting hand and
    that hand's equity against one random hand; with exactly two seats, their heads-up equity too."""

    game: Game
    seats: tuple[tuple[int, tuple[Card, ...], StartingHand], ...]
    heads_up: HeadsUp | None = None

    def __str__(self) -> str:
        if self.heads_up is not None:
            return f"Before the board: {self.heads_up}"
        return "Before the board: " + "; ".join(f"seat {seat} {hand}" for seat, _, hand in self.seats)


def starting_odds(game: Game | str, hands: dict[int, CardsLike]) -> Decision[StartingOdds]:
    """Each seat's two cards before the board, from the exact tables: the starting hand they are and
    its equity against one random hand (:func:`starting_hand`) and, when exactly two seats hold cards,
    the two hands' exact heads-up equity (:func:`heads_up_equity`).  With three or more players each
    seat's figure is against one random hand, not against the others at the table: the tables hold no
    multi-way equities, and the steps say so.

    :raises RulesError: a game other than 2 Card Manila (``method-exact-enumeration``).
    :raises CardNotInDeckError, DuplicateCardError, CardCountError: a seat's cards, as :func:`heads_up_equity`.

    >>> print(starting_odds("2 Card Manila", {1: "Ah Kh", 2: "7c 7d"}).value)
    Before the board: Ah Kh against 7c 7d: 59.23% to 40.77% over 98,280 boards
    >>> odds = starting_odds("2 Card Manila", {1: "Ah Kh", 2: "7c 7d", 3: "Qs Js"}).value
    >>> [(seat, hand.label) for seat, _, hand in odds.seats], odds.heads_up is None
    ([(1, 'AKs'), (2, '77'), (3, 'QJs')], True)
    """
    game = _exact_game(game, (HEADS_UP_GAME,), "starting-hand equities")
    seen: dict[Card, str] = {}
    held: dict[int, tuple[Card, ...]] = {}
    given = mapping_of(hands, "hands", "each seat's two cards", "{1: 'Ah Kh', 2: '7c 7d'}")
    if len(given) > MAX_SEAT:
        whole_number(len(given), "the number of seats in hands", low=2, high=MAX_SEAT)
    for seat, cards in given.items():
        seat = whole_number(seat, "a seat in hands", low=1, high=MAX_SEAT)
        held[seat] = _hole(game, cards, f"seat {seat}", dict(seen))
        seen.update(dict.fromkeys(held[seat], f"seat {seat}"))
    seats = tuple((seat, cards, starting_hand(game, cards).value) for seat, cards in held.items())
    steps = [game.hole.step(f"In {game.name} each player is dealt 2 cards.")]
    for seat, cards, hand in seats:
        steps.append(
            Step(
                ids.METHOD_EQUITY,
                f"Seat {seat}'s {cards_text(cards)} is the starting hand {hand.label}, whose equity against one "
                f"random hand is {_equity_text(hand)}.",
            )
        )
    heads_up = None
    if len(held) == 2:
        (first_seat, first), (second_seat, second) = held.items()
        decision = heads_up_equity(game, first, second)
        heads_up = decision.value
        steps.append(
            Step(
                ids.METHOD_EXACT_ENUMERATION,
                f"Seat {first_seat} against seat {second_seat}, on every one of the {heads_up.boards:,} boards "
                f"of the {game.deck.size - 4} cards left: seat {first_seat} wins {heads_up.wins:,}, they tie "
                f"{heads_up.ties:,} and seat {second_seat} wins {heads_up.losses:,}.",
            )
        )
        steps.append(
            Step(
                ids.METHOD_EQUITY,
                f"So before the board seat {first_seat} had {_percent(heads_up.first_equity)} of the pot's worth "
                f"and seat {second_seat} {_percent(heads_up.second_equity)}: (wins + ties / 2) / boards.",
            )
        )
    elif len(held) > 2:
        steps.append(
            Step(
                ids.METHOD_EQUITY,
                f"With {len(held)} players each figure is against one random hand: the tables count two hands "
                "against each other, not three or more.",
            )
        )
    return Decision(StartingOdds(game, seats, heads_up), because=tuple(steps))
