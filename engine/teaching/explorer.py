"""The straight and flush explorer: why a ranking orders hands as it does, from the counts.

Each function below answers one question and returns a
:class:`~engine.explain.Decision` (or a hand) with its reasons:

* :func:`ranking_report` -- how many five-card hands of each category a deck
  holds, each count with its formula, the order of the categories
  (:func:`explain_ranking`) and every straight (:func:`explain_straights`);
* :func:`explain_ranking` -- the order, and why the flush and the full house
  stand where they do: in poker the rarer hand ranks higher, and "a flush beats a
  full house in any reduced deck game" (``pp-manila2-flush-beats-full-house``);
* :func:`explain_straights` -- every run of five ranks that is a straight, with
  the ace only high in manila (``pp-manila2-ace-high``) and low below the deck's
  lowest rank under the standard ranking (``int-short-deck-ace-low``);
* :func:`explore_hand` -- five typed cards, their category and why.

How often each category is a player's best hand at a manila showdown, simulated, is
:func:`engine.teaching.chances.showdown_chances`.

Counts, shares and margins are mathematics, not rules: their steps cite the book's
methods (:mod:`engine.documents.methods`: ``method-combinations``, ``method-straight-runs``,
``method-simulation``, ``method-simulation-margin``), as do the suits the explorer
gives to ranks typed alone (``method-typed-ranks``); the rules those methods apply
keep their own clauses.

Decks and rankings may be given by the names the registries use, read by the registries' own
finders (:func:`engine.decks.find_deck` narrowed to :data:`POKER_DECKS`,
:func:`engine.poker.rankings.find_ranking`).  Their tables and charts are drawn above the engine,
in :mod:`widgets.render.explorer`.

>>> print(explain_ranking("manila", "32").value)
straight flush > four of a kind > flush > full house > straight > three of a kind > two pair > one pair > high card
>>> print(explain_straights("standard", "32").value)
5 straights: 10-J-Q-K-A, 9-10-J-Q-K, 8-9-10-J-Q, 7-8-9-10-J, A-7-8-9-10
>>> explore_hand("A-7-8-9-10", "manila", "32").name
'high card, ace'
>>> explore_hand("A 7 8 9 6", "manila", "32")
Traceback (most recent call last):
...
engine.errors.CardNotInDeckError: 6 is not in the 2 Card Manila deck: it has 32 cards, 7 to ace (pp-manila2-deck)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from engine.cards import CardsLike, Rank, cards_text, typed_cards
from engine.decks import DECKS, Deck, find_deck
from engine.documents import ids
from engine.explain import Decision, Step
from engine.poker.games import GAMES
from engine.poker.rankings import (
    STANDARD,
    Category,
    HandValue,
    Ranking,
    category_formulas,
    find_ranking,
    five_card_hand,
)

__all__ = [
    "POKER_DECKS",
    "CategoryOrder",
    "CategoryRow",
    "RankingReport",
    "Straights",
    "explain_ranking",
    "explain_straights",
    "explore_hand",
    "ranking_report",
    "run_label",
]

#: The decks some poker game is played with, by their :data:`~engine.decks.DECKS` names
#: (52, 36 and 32 cards; the Manillen Plus deck is for a trick-taking game).
POKER_DECKS: dict[str, Deck] = {
    name: deck for name, deck in DECKS.items() if any(game.deck == deck for game in GAMES.values())
}

#: The clause behind the flush / full-house swap, cited even for the standard ranking.
_SWAP_CLAUSE = ids.PP_MANILA2_FLUSH_BEATS_FULL_HOUSE
_SWAP_PAIR = (Category.FLUSH, Category.FULL_HOUSE)
_PLURAL = {
    Category.HIGH_CARD: "high-card hands",
    Category.PAIR: "one-pair hands",
    Category.TWO_PAIR: "two-pair hands",
    Category.THREE_OF_A_KIND: "threes of a kind",
    Category.STRAIGHT: "straights",
    Category.FLUSH: "flushes",
    Category.FULL_HOUSE: "full houses",
    Category.FOUR_OF_A_KIND: "fours of a kind",
    Category.STRAIGHT_FLUSH: "straight flushes",
}





# --- the order of the categories ---------------------------------------------------------


class CategoryOrder(tuple[Category, ...]):
    """Categories, strongest first; ``str`` joins them with ``>`` ("beats")."""

    __slots__ = ()

    def __str__(self) -> str:
        return " > ".join(category.value for category in self)


def _inversions(ranking: Ranking, counts: dict[Category, int]) -> list[tuple[Category, Category]]:
    """(stronger, weaker) pairs where the stronger category is the more common, the swap pair left out."""
    found = []
    strongest_first = tuple(reversed(ranking.order))
    for index, stronger in enumerate(strongest_first):
        for weaker in strongest_first[index + 1 :]:
            if {stronger, weaker} == set(_SWAP_PAIR):
                continue
            if counts[stronger] > counts[weaker]:
                found.append((stronger, weaker))
    return found


def explain_ranking(ranking: Ranking | str, deck: Deck | str | int) -> Decision[CategoryOrder]:
    """The order of the nine categories under ``ranking``, strongest first, explained from the counts.

    Poker's rule of thumb is that the rarer hand ranks higher (the rules, not the counts,
    set the order).  The steps count the flushes and full houses
    ``deck`` holds (``method-combinations``) and say whether the counts call for the manila swap
    (``pp-manila2-flush-beats-full-house``: "A flush beats a full house in any reduced
    deck game") and whether the ranking makes it; then they name any other place where
    a stronger category is the more common one, which no rule changes.

    :raises UnknownDeckError: a deck that is not a poker deck (:data:`POKER_DECKS`).
    :raises UnknownRankingError: a ranking name the registry does not hold.

    >>> decision = explain_ranking("standard", "52")
    >>> decision.value[:4]
    (<Category.STRAIGHT_FLUSH: 'straight flush'>, <Category.FOUR_OF_A_KIND: 'four of a kind'>, <Category.FULL_HOUSE: 'full house'>, <Category.FLUSH: 'flush'>)
    >>> print(decision.because[3].text)
    This deck holds 5,108 flushes (4 suits × (C(13,5)=1287 rank sets − 10 straights)) and 3,744 full houses (13 ranks for three × 12 for two × C(4,3)=4 × C(4,2)=6).
    >>> explain_ranking("manila", "31")
    Traceback (most recent call last):
    ...
    engine.errors.UnknownDeckError: '31' is not a deck: name one by its size or name, 52 (the standard deck, 52 cards), 36 (the 3 Card Manila deck, 36 cards) or 32 (the 2 Card Manila deck, 32 cards) (int-standard-deck; pp-manila3-deck; pp-manila2-deck)
    """
    return _explain_ranking(*_poker(ranking, deck))


def _poker(ranking: Ranking | str, deck: Deck | str | int) -> tuple[Ranking, Deck]:
    """The ranking and the poker deck named: what each public function here reads once, at its edge."""
    return find_ranking(ranking), find_deck(deck, POKER_DECKS)


def _explain_ranking(ranking: Ranking, deck: Deck) -> Decision[CategoryOrder]:
    """:func:`explain_ranking` of a ranking and a deck already found."""
    formulas = category_formulas(ranking, deck)
    counts = {category: count for category, (count, _) in formulas.items()}
    total = sum(counts.values())
    order = CategoryOrder(reversed(ranking.order))
    flushes, fulls = counts[Category.FLUSH], counts[Category.FULL_HOUSE]
    steps = [
        deck.step(),
        Step(
            ids.METHOD_COMBINATIONS,
            f"Five cards can be chosen from {deck.size} in C({deck.size},5) = {total:,} ways, "
            f"and each way is one five-card hand.",
        ),
        Step(
            ranking.order_clause,
            f"Under the {ranking.name} ranking the categories rank, strongest first: "
            f"{', '.join(category.value for category in order)}.",
        ),
        Step(
            ids.METHOD_COMBINATIONS,
            f"This deck holds {flushes:,} flushes ({formulas[Category.FLUSH][1]}) and {fulls:,} full houses "
            f"({formulas[Category.FULL_HOUSE][1]}).",
        ),
        *_swap_steps(ranking, deck, flushes, fulls),
        *_other_places_steps(ranking, counts),
    ]
    return Decision(order, because=tuple(steps))


def _swap_steps(ranking: Ranking, deck: Deck, flushes: int, fulls: int) -> tuple[Step, Step]:
    """What the counts of flushes and full houses call for, and what the ranking does."""
    flush_rarer = flushes < fulls
    flush_higher = ranking.strength(Category.FLUSH) > ranking.strength(Category.FULL_HOUSE)
    rarer = (
        f"flushes are rarer than full houses ({flushes:,} against {fulls:,})"
        if flush_rarer
        else f"full houses are rarer than flushes ({fulls:,} against {flushes:,})"
    )
    # The rule of thumb is the counting method's, "a reason for the rules, not one of them"
    # (method-combinations); the swap clause says only "A flush beats a full house in any reduced deck game".
    but = "but" if flush_higher and not flush_rarer else "and"
    counts_say = "the flush to rank above the full house" if flush_rarer else "the full house to stay on top"
    thumb = Step(
        ids.METHOD_COMBINATIONS,
        f"As a rule of thumb the rarer hand ranks higher, {but} here {rarer}, so the counts call for {counts_say}.",
    )
    if flush_rarer and flush_higher:
        verdict = (
            f"The {ranking.name} ranking puts the flush above the full house, swapping their standard places: "
            "a flush beats a full house in any reduced deck game."
        )
    elif not flush_rarer and not flush_higher:
        verdict = (
            f"The full house ranks above the flush and the {ranking.name} order holds: the manila swap, "
            "a flush beating a full house, is for reduced decks."
        )
    elif flush_rarer:
        verdict = (
            f"The {ranking.name} ranking keeps the full house on top; the manila ranking makes the swap: "
            "a flush beats a full house in any reduced deck game."
        )
    else:
        verdict = (
            f"The {ranking.name} ranking swaps them whatever the deck; "
            f"its rule speaks of reduced decks, and with {deck.size} cards the swap ranks the more common hand higher."
        )
    return thumb, Step(ranking.swap_clause or _SWAP_CLAUSE, verdict)


def _other_places_steps(ranking: Ranking, counts: dict[Category, int]) -> tuple[Step, ...]:
    """Whether the counts settle every other place of the order."""
    inversions = _inversions(ranking, counts)
    if not inversions:
        return (
            Step(ids.METHOD_COMBINATIONS, "Every other category, too, is rarer in this deck than each category it ranks above."),
        )
    listed = "; ".join(
        f"{_PLURAL[stronger]} ({counts[stronger]:,}) outnumber {_PLURAL[weaker]} ({counts[weaker]:,}), "
        "yet rank above them"
        for stronger, weaker in inversions
    )
    return (
        Step(ids.METHOD_COMBINATIONS, f"The counts do not settle every place: {listed}."),
        Step(
            ranking.order_clause,
            "The rules move only the flush and the full house, so every other category keeps its standard place.",
        ),
    )


# --- straights --------------------------------------------------------------------------------


def run_label(run: Iterable[Rank]) -> str:
    """A run of ranks as the rule documents write it, lowest first: ``'A-7-8-9-10'``, ``'10-J-Q-K-A'``.

    :meth:`engine.poker.rankings.Ranking.straights` lists each run highest first, with an
    ace played low last; this reads it back from the low end.

    >>> run_label((Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN))
    '10-J-Q-K-A'
    >>> run_label((Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN, Rank.ACE))
    'A-7-8-9-10'
    """
    return "-".join(rank.label for rank in reversed(tuple(run)))


class Straights(tuple[tuple[Rank, ...], ...]):
    """Runs of five ranks, highest first as :meth:`Ranking.straights` gives them."""

    __slots__ = ()

    def labels(self) -> tuple[str, ...]:
        """Each run lowest first, as the rule documents write them."""
        return tuple(run_label(run) for run in self)

    def ace_low(self) -> tuple[str, ...]:
        """The runs in which the ace plays low (it is then the run's last, lowest card)."""
        return tuple(run_label(run) for run in self if run[-1] is Rank.ACE)

    def __str__(self) -> str:
        return f"{len(self)} straights: {', '.join(self.labels())}"


def explain_straights(ranking: Ranking | str, deck: Deck | str | int) -> Decision[Straights]:
    """Every run of five ranks that is a straight in ``deck`` under ``ranking``, with the ace's rule.

    Manila: the ace counts only high (``pp-manila2-ace-high``), so the run with the ace
    below the deck's lowest rank is not a straight (``pp-manila2-ace-example`` for
    A-7-8-9-10, ``pp-manila2-ace-not-low`` otherwise) and 10-J-Q-K-A is the only
    straight with an ace (``pp-manila2-ace-broadway``).  Standard: the ace may also
    count low, below the two (``int-standard-ranking``) or below a short deck's lowest
    rank (``int-short-deck-ace-low``).  The count of runs, r − 4 for r ranks, is
    arithmetic (``method-straight-runs``).

    >>> print(explain_straights("manila", "32").value)
    4 straights: 10-J-Q-K-A, 9-10-J-Q-K, 8-9-10-J-Q, 7-8-9-10-J
    >>> [step.clause for step in explain_straights("standard", "36").because]
    ['pp-manila3-deck', 'method-straight-runs', 'int-short-deck-ace-low']
    >>> explain_straights("poker", "52")
    Traceback (most recent call last):
    ...
    engine.errors.UnknownRankingError: 'poker' is not a ranking: name one of standard or manila (int-standard-ranking; pp-manila2-flush-beats-full-house)
    """
    return _explain_straights(*_poker(ranking, deck))


def _explain_straights(ranking: Ranking, deck: Deck) -> Decision[Straights]:
    """:func:`explain_straights` of a ranking and a deck already found."""
    runs = Straights(ranking.straights(deck))
    ranks = deck.ranks
    high_runs = len(ranks) - 4
    low_run = run_label(tuple(reversed(ranks[:4])) + (Rank.ACE,))
    steps = [
        Step(deck.clause, f"The {deck.name} deck has {len(ranks)} ranks, {ranks[0].label} to ace."),
        Step(
            ids.METHOD_STRAIGHT_RUNS,
            f"So {len(ranks)} − 4 = {high_runs} runs of five ranks in a row can be made with the ace high or "
            f"not used, from {run_label(tuple(reversed(ranks[:5])))} up to {run_label(tuple(reversed(ranks[-5:])))}.",
        ),
    ]
    if ranking.ace_low_straight:
        clause = ranking.ace_clause if deck.lowest_rank is Rank.TWO else ranking.ace_example_clause
        steps.append(
            Step(
                clause,
                f"Under the {ranking.name} ranking the ace may also count low, below the {deck.lowest_rank.word}, "
                f"so {low_run} is a straight too, the lowest: {len(runs)} straights in all.",
            )
        )
    else:
        example = low_run == "A-7-8-9-10"
        steps.append(Step(ranking.ace_clause, "In manila an ace may only count high in a straight."))
        steps.append(
            Step(
                ranking.ace_example_clause if example else ranking.ace_not_low_clause,
                f"So {low_run} is not a straight: the ace cannot stand below the {deck.lowest_rank.word}.",
            )
        )
        steps.append(
            Step(
                ranking.broadway_clause,
                f"10-J-Q-K-A is the only straight with an ace: {len(runs)} straights in all.",
            )
        )
    return Decision(runs, because=tuple(steps))


# --- the counts table --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CategoryRow:
    """One category in a deck under a ranking: its place, its count and formula, and a note.

    ``highlighted`` marks the flush and the full house, the pair the manila rule swaps;
    ``moved`` says the ranking puts the category in another place than the standard order.
    """

    category: Category
    place: int
    count: int
    formula: str
    share: float
    highlighted: bool
    moved: bool
    note: str


@dataclass(frozen=True, slots=True)
class RankingReport:
    """Everything the explorer shows for one deck and ranking."""

    ranking: Ranking
    deck: Deck
    rows: tuple[CategoryRow, ...]
    total: int
    order: Decision[CategoryOrder]
    straights: Decision[Straights]

    def row(self, category: Category) -> CategoryRow:
        """The row of ``category``."""
        return next(row for row in self.rows if row.category is category)

    def __str__(self) -> str:
        return (
            f"The {self.deck.size}-card deck ({self.deck.description}) under the {self.ranking.name} ranking: "
            f"{self.total:,} five-card hands"
        )



def _row_note(
    category: Category, ranking: Ranking, counts: dict[Category, int], inversions: list[tuple[Category, Category]]
) -> str:
    notes = []
    if category in _SWAP_PAIR:
        other = _SWAP_PAIR[1] if category is _SWAP_PAIR[0] else _SWAP_PAIR[0]
        rarer = "rarer" if counts[category] < counts[other] else "more common"
        place = "above" if ranking.strength(category) > ranking.strength(other) else "below"
        notes.append(
            f"{rarer} than {_PLURAL[other]} ({counts[category]:,} against {counts[other]:,}); ranks {place} them"
        )
    if ranking.strength(category) != STANDARD.strength(category):
        notes.append(f"moved from place {STANDARD.place(category)} of the standard order")
    for stronger, weaker in inversions:
        if stronger is category:
            notes.append(
                f"more common than {_PLURAL[weaker]} ({counts[category]:,} against {counts[weaker]:,}), yet ranks above them"
            )
    return "; ".join(notes)


def ranking_report(ranking: Ranking | str, deck: Deck | str | int) -> Decision[RankingReport]:
    """Counts with formulas, the order explained and every straight, for one deck and ranking.

    The steps are those of :func:`explain_ranking` followed by those of
    :func:`explain_straights`; each row of the report carries its count's formula
    (:func:`engine.poker.rankings.category_formulas`) and a note in words.

    >>> report = ranking_report("manila", "32").value
    >>> [(row.place, row.category.value, row.count) for row in report.rows[:4]]
    [(1, 'straight flush', 16), (2, 'four of a kind', 224), (3, 'flush', 208), (4, 'full house', 1344)]
    >>> report.row(Category.FLUSH).note
    'rarer than full houses (208 against 1,344); ranks above them; moved from place 4 of the standard order'
    >>> ranking_report("manila", "") # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.errors.UnknownDeckError: '' is not a deck: name one by its size or name, 52 ...
    """
    ranking, deck = _poker(ranking, deck)
    formulas = category_formulas(ranking, deck)
    counts = {category: count for category, (count, _) in formulas.items()}
    total = sum(counts.values())
    inversions = _inversions(ranking, counts)
    order = _explain_ranking(ranking, deck)
    straights = _explain_straights(ranking, deck)
    rows = tuple(
        CategoryRow(
            category=category,
            place=place,
            count=counts[category],
            formula=formulas[category][1],
            share=counts[category] / total,
            highlighted=category in _SWAP_PAIR,
            moved=ranking.strength(category) != STANDARD.strength(category),
            note=_row_note(category, ranking, counts, inversions),
        )
        for place, category in enumerate(order.value, 1)
    )
    report = RankingReport(ranking=ranking, deck=deck, rows=rows, total=total, order=order, straights=straights)
    return Decision(report, because=order.because + straights.because)


# --- a typed hand -----------------------------------------------------------------------------


def explore_hand(cards: CardsLike, ranking: Ranking | str, deck: Deck | str | int) -> HandValue:
    """Five typed cards under ``ranking`` in ``deck``: the category and why (:func:`engine.poker.rankings.evaluate`).

    The cards are read leniently (:func:`engine.cards.typed_cards`): they may be separated by
    spaces, commas or hyphens (``A-7-8-9-10``), and a rank typed without a suit is given one,
    clubs, diamonds, hearts and spades in turn, never a card already typed, and never so that
    the five make a flush (``method-typed-ranks``); a first step then says which suits were given.

    :raises CardNotationError: text that is not a card or a rank.
    :raises CardNotInDeckError: a card the deck does not hold (a 6 in 32 cards).
    :raises DuplicateCardError: the same card twice.
    :raises CardCountError: not exactly five cards.

    >>> hand = explore_hand("A-7-8-9-10", "manila", "32")
    >>> print(hand.explain())  # doctest: +NORMALIZE_WHITESPACE
    No suits were typed for 5 cards, so they were given suits in turn: Ac 7d 8h 9s Tc, which make no flush. [method-typed-ranks]
    Ac Tc 9s 8h 7d: five cards with no pair, no sequence and no flush rank by their highest card, so the hand is high card, ace. [int-standard-ranking]
    A-7-8-9-10 is not a straight: in manila an ace counts only high. [pp-manila2-ace-example]
    Under the manila ranking high card ranks below one pair: place 9 of 9, counting from the top. [int-standard-ranking]
    >>> explore_hand("As 7d 8h 9c", "standard", "32")
    Traceback (most recent call last):
    ...
    engine.errors.CardCountError: 'As 7d 8h 9c' is 4 cards: a poker hand is exactly five cards (int-standard-ranking)
    """
    ranking, deck = _poker(ranking, deck)
    typed = typed_cards(cards, lenient=True)
    hand = five_card_hand(typed, ranking, deck)
    supplied = sum(item.suit_given for item in typed)
    if not supplied:
        return hand
    what = "5 cards" if supplied == len(typed) else f"{supplied} of the cards"
    given = cards_text(item.card for item in typed)
    note = Step(
        ids.METHOD_TYPED_RANKS,
        f"No suits were typed for {what}, so they were given suits in turn: {given}, which make no flush.",
    )
    return replace(hand, selection=(note,) + hand.selection)
