"""Count the manila showdowns exactly, once, and write the tables :mod:`engine.teaching.exact` reads.

Run from the project root (NumPy is needed here only; a progress bar with the time left goes to
stderr; about 10 s and 0.6 GB of memory on 2 cores)::

    python -m engine.teaching.exact_tables            # write engine/teaching/data/
    python -m engine.teaching.exact_tables --check    # work them out afresh, compare with the shipped files

**The one big table.**  A manila hand is two hole cards and three of the five board cards
(``pp-manila2-hole-cards``; in 3 Card Manila two of the three hole cards, ``pp-manila3-hole-cards``).
So for every pair of cards ``P`` and every five-card board ``B`` the generator works out
``s_P[B]``, the strength (:mod:`engine.poker.fast`) of the best ``P`` + three of ``B``: first the
strength of ``P`` with each of the C(n, 3) triples of cards (−1 for a triple that holds a card of
``P``), read off the five-card table, then, for every board, the best of its 10 triples.  Boards sit
at their place in the combinatorial number system (:func:`engine.poker.fast.five_index`); a board
that holds a card of ``P`` gets −1.  That is 496 pairs × 201,376 boards (200 MB) for 32 cards,
630 × 376,992 (475 MB) for 36.

A **suit class** is a set of hands that relabelling the four suits turns into each other
(:func:`engine.teaching.exact.suit_class`; ``method-suit-symmetry``): suits never rank
(``int-suits-never-rank``), so every hand of a class has the same counts, and each class is counted
once, by its first member in card order, times its size.

**What is written** (``engine/teaching/data/``; whole counts, nothing rounded; card ids as in
:attr:`engine.decks.Deck.ids`, of the game's deck; categories strongest first):

* ``showdown.json``: per manila game, its deck size, hole cards, ``hole_hands`` C(n, h), suit
  ``hole_classes``, ``boards`` C(n − h, 5), ``deals`` (their product) and, per category, how many of
  those deals end with it as the player's best hand.  A hand of two cards is worth ``s_P``, one of
  three cards ``{a, b, c}`` ``max(s_ab, s_ac, s_bc)``, on each board it does not touch.
* ``showdown-hands.zlib`` (JSON, compressed): per game, one row per suit class of hole hands: the
  class's first hand's ids, the class's size, then the hand's count of boards for each category.
* ``heads-up-manila-2.zlib`` (JSON, compressed): 2 Card Manila, two players' hole cards against each
  other on all C(28, 5) = 98,280 boards of the other cards.  One row per suit class of unordered
  matchups, ``[h1, h1', h2, h2', wins, ties]``: the key is the first in card order of the 4-tuples
  (each hand's ids sorted, the first hand's then the second's) that the 24 relabellings and the two
  orders of the hands make (:func:`engine.teaching.exact.matchup_key`); wins and ties are the first
  hand's, its losses the rest.  107,880 matchups make 6,238 classes.
* ``starting-hands-manila-2.json``: the 64 starting hands of 2 Card Manila in the chart's order (rows
  and columns from the ace down; pairs on the diagonal, suited above, offsuit below), each
  ``[label, hands, wins, ties, losses]`` against one random hand: summed over the hands of the
  starting hand, every hand of the other 30 cards and every board of the 28 left.

>>> from engine.decks import DECK_32
>>> suit_classes(DECK_32.size, 2)[:3]  # 7c 7d: the 6 pairs of sevens; 7c 8c: 4 suited; 7c 8d: 12 offsuit
[((0, 1), 6), ((0, 4), 4), ((0, 5), 12)]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import zlib
from itertools import combinations
from math import comb
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.decks import Deck
from engine.poker.fast import strength_table
from engine.poker.game import Game
from engine.poker.rankings import Ranking
from engine.teaching.exact import (
    DATA_FOLDER,
    EXACT_GAMES,
    HANDS_FILE,
    HEADS_UP_FILE,
    HEADS_UP_GAME,
    SHOWDOWN_FILE,
    STARTING_HANDS_FILE,
    matchup_key,
    starting_hand_label,
    suit_class,
)

if TYPE_CHECKING:  # NumPy is needed by the generator only, imported inside its functions
    from numpy.typing import NDArray

FOLDER = Path(__file__).with_name(DATA_FOLDER)
#: What each piece of work costs, in seconds (measured on 2 cores), for the progress bar's time left: a board
#: of a pair's row; a board of one pair of a hole hand's class; naming a matchup's class; a board of a matchup.
ROW_COST, CLASS_COST, KEY_COST, MATCHUP_COST = 2e-8, 1e-9, 2.5e-5, 4e-10
#: How many suit classes the matchups of 2 Card Manila fall into (for the progress bar only).
MATCHUP_CLASSES = 6_238


def suit_classes(card_count: int, size: int) -> list[tuple[tuple[int, ...], int]]:
    """Every class of ``size`` cards of a ``card_count``-card deck under the relabellings of the suits:
    its smallest member (sorted ids, least first) and how many sets of cards it holds, in order.

    >>> classes = suit_classes(32, 3)
    >>> sum(count for _, count in classes) == comb(32, 3), len(classes)
    (True, 400)
    """
    sizes: dict[tuple[int, ...], int] = {}
    for cards in combinations(range(card_count), size):
        least = suit_class(cards)
        sizes[least] = sizes.get(least, 0) + 1
    return sorted(sizes.items())


# --- progress ----------------------------------------------------------------------------------


class Progress:
    """A bar on stderr with the share done and the time left, redrawn in place on a terminal
    (elsewhere, a line at every tenth)."""

    def __init__(self, total: float, width: int = 30) -> None:
        self.total, self.width, self.done = total, width, 0.0
        self.started = time.perf_counter()
        self.terminal = sys.stderr.isatty()
        self._tenth = -1

    def advance(self, amount: float, what: str) -> None:
        self.done = min(self.total, self.done + amount)
        share = self.done / self.total
        elapsed = time.perf_counter() - self.started
        left = elapsed * (1 - share) / share if share else float("nan")
        filled = round(self.width * share)
        line = f"[{'#' * filled}{'.' * (self.width - filled)}] {100 * share:5.1f}%  {left:5.0f} s left  {what}"
        if self.terminal:
            print(f"\r{line[:110]:<110}", end="", file=sys.stderr, flush=True)
        elif int(10 * share) > self._tenth:
            self._tenth = int(10 * share)
            print(line, file=sys.stderr, flush=True)

    def finish(self) -> None:
        if self.terminal:
            print(file=sys.stderr)
        print(f"done in {time.perf_counter() - self.started:.1f} s", file=sys.stderr)


# --- the big table -------------------------------------------------------------------------------


def colex(card_count: int, size: int) -> NDArray[Any]:
    """Every set of ``size`` of ``card_count`` ids, one a row (sorted), at its place in the
    combinatorial number system: row ``C(c0, 1) + C(c1, 2) + ...``."""
    import numpy as np

    rows = np.array(list(combinations(range(card_count), size)), dtype=np.int64)
    places = place(rows)
    ordered = np.empty_like(rows)
    ordered[places] = rows
    return ordered


def place(rows: NDArray[Any]) -> NDArray[Any]:
    """The place of each row of sorted ids in the combinatorial number system."""
    import numpy as np

    binomial = np.array([[comb(x, k) for x in range(64)] for k in range(8)], dtype=np.int64)
    return sum((binomial[i + 1][rows[:, i]] for i in range(rows.shape[1])), np.zeros(len(rows), dtype=np.int64))


class PairRows:
    """``s_P[B]`` for every pair of cards ``P`` and every five-card board ``B`` of one deck under one ranking."""

    def __init__(self, deck: Deck, ranking: Ranking, progress: Progress) -> None:
        import numpy as np

        n = deck.size
        table = strength_table(ranking, deck)
        five = np.frombuffer(table.hands, dtype=np.uint16).astype(np.int16)
        self.card_count = n
        self.boards = colex(n, 5)
        triples = colex(n, 3)
        board_bits = (np.int64(1) << self.boards).sum(axis=1)
        # for each board, the places of its 10 triples: 10 rows of one board each, so each gather is contiguous
        triple_places = np.stack([place(self.boards[:, list(chosen)]) for chosen in combinations(range(5), 3)])
        strengths = int(max(table.hands))
        categories = [table.category(strength) for strength in range(1, strengths + 1)]
        order = ranking.order  # weakest first
        self.category_index = np.array([0] + [order.index(category) for category in categories], dtype=np.int64)
        self.rows = np.full((comb(n, 2), len(self.boards)), -1, dtype=np.int16)
        for a, b in combinations(range(n), 2):
            hands = np.sort(np.concatenate([np.full((len(triples), 2), (a, b)), triples], axis=1), axis=1)
            apart = (triples != a).all(axis=1) & (triples != b).all(axis=1)
            with_pair = np.full(len(triples), -1, dtype=np.int16)
            with_pair[apart] = five[place(hands[apart])]
            row = with_pair[triple_places[0]]
            for chosen in triple_places[1:]:
                np.maximum(row, with_pair[chosen], out=row)
            row[(board_bits & ((1 << a) | (1 << b))) != 0] = -1
            self.rows[a + comb(b, 2)] = row
            progress.advance(len(self.boards) * ROW_COST, f"{n} cards, {ranking.name}: every pair on every board")

    def row(self, a: int, b: int) -> NDArray[Any]:
        """``s_P`` for the pair of ids ``a`` and ``b``."""
        low, high = min(a, b), max(a, b)
        row: NDArray[Any] = self.rows[low + comb(high, 2)]
        return row


# --- the showdown counts ---------------------------------------------------------------------------


def showdown_counts(
    game: Game, rows: PairRows, classes: list[tuple[tuple[int, ...], int]], progress: Progress
) -> tuple[dict[str, Any], list[list[int]]]:
    """Each category's count of all the deals of ``game``'s showdown, strongest first; and the same counts
    for one hand of each suit class of hole hands (``classes``, :func:`suit_classes`): its ids, the
    class's size, its counts.  The game's counts are each class's, times its size."""
    import numpy as np

    n, hole = game.deck.size, game.hole_count
    categories = len(game.ranking.order)
    counts = np.zeros(categories, dtype=np.int64)
    per_class = []
    for cards, weight in classes:
        pairs = [rows.row(a, b) for a, b in combinations(cards, 2)]
        best, least = pairs[0].copy(), pairs[0].copy()
        for other in pairs[1:]:
            np.maximum(best, other, out=best)
            np.minimum(least, other, out=least)
        found = np.bincount(rows.category_index[best[least >= 0]], minlength=categories)
        counts += weight * found
        per_class.append([*cards, weight, *(int(count) for count in found[::-1])])
        progress.advance(len(pairs) * len(best) * CLASS_COST, f"{game.name}: the showdown of each hand")
    boards = comb(n - hole, game.board_count)
    deals = comb(n, hole) * boards
    if int(counts.sum()) != deals or any(sum(entry[hole + 1 :]) != boards for entry in per_class):
        raise AssertionError(f"{game.name}: the deals counted are not C({n},{hole}) × C({n - hole},5)")
    totals = {
        "game": game.key,
        "deck": n,
        "hole_cards": hole,
        "hole_hands": comb(n, hole),
        "hole_classes": len(classes),
        "boards": boards,
        "deals": deals,
        "categories": [
            [category.value, int(counts[index])] for index, category in reversed(list(enumerate(game.ranking.order)))
        ],
    }
    return totals, per_class


# --- heads up ----------------------------------------------------------------------------------------


def matchups(
    card_count: int, progress: Progress
) -> list[tuple[tuple[int, int], tuple[int, int], tuple[int, ...], bool]]:
    """Every unordered matchup of two hands of two cards (``first`` before ``second`` among the pairs),
    with its key and whether ``first`` is its second hand (:func:`matchup_key`)."""
    pairs = list(combinations(range(card_count), 2))
    found = []
    for first, second in combinations(pairs, 2):
        if first[0] in second or first[1] in second:
            continue
        key, swapped = matchup_key(first, second)
        found.append((first, second, key, swapped))
        if len(found) % 1000 == 0:
            progress.advance(1000 * KEY_COST, "2 Card Manila: naming each matchup's suit class")
    return found


def heads_up(rows: PairRows, keys: list[tuple[int, ...]], progress: Progress) -> dict[str, Any]:
    """Each unordered suit class of 2 Card Manila matchups (``keys``, sorted) with the first hand's wins
    and ties over the boards of the cards left."""
    import numpy as np

    n = rows.card_count
    boards = comb(n - 4, 5)
    classes = []
    for key in keys:
        one, two = rows.row(key[0], key[1]), rows.row(key[2], key[3])
        both = (one >= 0) & (two >= 0)
        wins = int(np.count_nonzero(both & (one > two)))
        ties = int(np.count_nonzero(both & (one == two)))
        if int(np.count_nonzero(both)) != boards:
            raise AssertionError(f"{key}: {int(np.count_nonzero(both)):,} boards, not C({n - 4}, 5)")
        classes.append([*key, wins, ties])
        progress.advance(len(one) * MATCHUP_COST, "2 Card Manila: each matchup's boards")
    return {"game": HEADS_UP_GAME.key, "deck": n, "boards": boards, "classes": classes}


def starting_hands(
    deck: Deck, table: dict[str, Any], found: list[tuple[tuple[int, int], tuple[int, int], tuple[int, ...], bool]]
) -> dict[str, Any]:
    """The 64 starting hands, in the chart's order (rows and columns from the ace down; pairs on the
    diagonal, suited above it, offsuit below), each with its wins, ties and losses against one random
    hand: summed over every matchup ``found`` (:func:`matchups`), from each side."""
    n = deck.size
    rank_names = "".join(rank.value for rank in deck.ranks)
    entries = {tuple(entry[:4]): (entry[4], entry[5]) for entry in table["classes"]}
    boards = table["boards"]
    totals: dict[str, list[int]] = {}
    for first, second, key, swapped in found:
        wins, ties = entries[key]
        losses = boards - wins - ties
        if swapped:
            wins, losses = losses, wins
        for hand, counts in ((first, (wins, ties, losses)), (second, (losses, ties, wins))):
            tally = totals.setdefault(starting_hand_label(*hand, rank_names), [0, 0, 0])
            for index, count in enumerate(counts):
                tally[index] += count
    combos: dict[str, int] = {}
    for hand in combinations(range(n), 2):
        label = starting_hand_label(*hand, rank_names)
        combos[label] = combos.get(label, 0) + 1
    ranks = rank_names[::-1]
    order = [
        ranks[row] * 2 if row == column else
        f"{ranks[row]}{ranks[column]}s" if row < column else f"{ranks[column]}{ranks[row]}o"
        for row in range(len(ranks)) for column in range(len(ranks))
    ]  # fmt: skip
    hands = []
    for label in order:
        wins, ties, losses = totals[label]
        if wins + ties + losses != combos[label] * comb(n - 2, 2) * boards:
            raise AssertionError(f"{label}: the counts do not add up to its deals")
        hands.append([label, combos[label], wins, ties, losses])
    return {
        "game": HEADS_UP_GAME.key,
        "deck": n,
        "ranks": ranks,
        "opponents": comb(n - 2, 2),
        "boards": boards,
        "hands": hands,
    }


# --- the files ---------------------------------------------------------------------------------------


def work_out() -> dict[str, bytes]:
    """Every file's content, worked out afresh."""
    decks = {(game.deck.size, game.ranking.name): game for game in EXACT_GAMES}
    hand_classes = {game.key: suit_classes(game.deck.size, game.hole_count) for game in EXACT_GAMES}
    n = HEADS_UP_GAME.deck.size
    matchup_count = comb(n, 2) * comb(n - 2, 2) // 2
    progress = Progress(  # in seconds, about, as measured on 2 cores
        sum(comb(size, 2) * comb(size, 5) * ROW_COST for size, _ in decks)
        + sum(
            len(hand_classes[game.key]) * comb(game.hole_count, 2) * comb(game.deck.size, 5) * CLASS_COST
            for game in EXACT_GAMES
        )
        + matchup_count * KEY_COST
        + MATCHUP_CLASSES * comb(n, 5) * MATCHUP_COST
    )
    found = matchups(n, progress)
    keys = sorted({key for _, _, key, _ in found})
    showdowns: dict[str, Any] = {}
    hands: dict[str, list[list[int]]] = {}
    heads_up_table: dict[str, Any] = {}
    for (size, ranking_name), first in decks.items():
        rows = PairRows(first.deck, first.ranking, progress)
        for game in EXACT_GAMES:
            if (game.deck.size, game.ranking.name) == (size, ranking_name):
                showdowns[game.key], hands[game.key] = showdown_counts(game, rows, hand_classes[game.key], progress)
        if (size, ranking_name) == (n, HEADS_UP_GAME.ranking.name):
            heads_up_table = heads_up(rows, keys, progress)
        del rows
    progress.finish()
    chart = starting_hands(HEADS_UP_GAME.deck, heads_up_table, found)
    return {
        SHOWDOWN_FILE: (json_text({"games": [showdowns[game.key] for game in EXACT_GAMES]}) + "\n").encode(),
        HANDS_FILE: packed({"games": [{"game": game.key, "classes": hands[game.key]} for game in EXACT_GAMES]}),
        HEADS_UP_FILE: packed(heads_up_table),
        STARTING_HANDS_FILE: (json_text(chart) + "\n").encode(),
    }


def packed(value: object) -> bytes:
    """Compact JSON, compressed with zlib at its best level."""
    return zlib.compress(json.dumps(value, separators=(",", ":")).encode(), 9)


def json_text(value: object, indent: str = "") -> str:
    """JSON that reads well in a diff: a list of numbers and names on one line, anything else one item a line.

    >>> print(json_text({"a": [[1, "x"], [2, "y"]]}))
    {
     "a": [
      [1, "x"],
      [2, "y"]
     ]
    }
    """
    inner = indent + " "
    if isinstance(value, dict):
        items = [f"{inner}{json.dumps(key)}: {json_text(item, inner)}" for key, item in value.items()]
        return "{\n" + ",\n".join(items) + f"\n{indent}}}"
    if isinstance(value, list) and any(isinstance(item, (dict, list)) for item in value):
        return "[\n" + ",\n".join(inner + json_text(item, inner) for item in value) + f"\n{indent}]"
    return json.dumps(value, separators=(", ", ": "))


def read_back(name: str, data: bytes) -> Any:
    """A file's content as data (what ``--check`` compares)."""
    return json.loads(zlib.decompress(data) if name.endswith(".zlib") else data)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.teaching.exact_tables", description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="work the tables out afresh and compare them with the shipped files"
    )
    check = parser.parse_args(argv).check
    files = work_out()
    stale = []
    FOLDER.mkdir(exist_ok=True)
    for name, data in files.items():
        path = FOLDER / name
        if check:
            if not path.exists() or read_back(name, path.read_bytes()) != read_back(name, data):
                stale.append(name)
            continue
        path.write_bytes(data)
        print(f"{path}: {len(data):,} bytes", file=sys.stderr)
    if stale:
        print(f"stale: {', '.join(stale)}: run python -m engine.teaching.exact_tables", file=sys.stderr)
        return 1
    if check:
        print("the shipped exact tables are what the generator makes", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
