"""The deal, event by event: a game's procedure run on a seeded shuffle.

``deal(game, players=..., button=..., rng=random.Random(seed))`` returns a
:class:`Deal`: the ordered :class:`Event` list (blinds or antes posted, each card
dealt to each seat in turn, burns, community cards, betting rounds with who acts
first, the draw, the showdown), each event explained by the clauses behind it and
carrying a running count of the cards dealt, burned, on the board, mucked and left
in the stub, which always adds up to the deck.

Here the table is checked (the seats, the button, the stakes, the folds and draws asked for);
:class:`~engine.poker.dealer.Dealer` runs the procedure, :mod:`engine.poker.events` holds what it
makes, and :mod:`engine.poker.game_stakes` the stakes a game is dealt with unless told otherwise.

>>> import random
>>> hand = deal("2 Card Manila", players=11, button=11, rng=random.Random(1))
>>> hand.events[0].headline
'Seat 1 posts the blind of $2.'
>>> final = hand.events[-1].counts
>>> final.dealt, final.board + final.burned, final.stub
(22, 9, 1)
>>> deal("2 Card Manila", players=12, button=1, rng=random.Random(1))
Traceback (most recent call last):
...
engine.errors.PlayerCountError: 12 players is too many for 2 Card Manila: at most 11 play (pp-manila2-deck)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import partial
from itertools import islice
from typing import Any

from engine.cards import CardsLike
from engine.checks import MAX_CHIPS, MAX_SEAT, check_rng, whole_number
from engine.documents import ids
from engine.errors import PlayerCountError, RulesError
from engine.explain import Step
from engine.poker.betting.setup import check_bring_in
from engine.poker.betting.stakes import MAX_STAKE, Stakes, check_stakes
from engine.poker.dealer import Dealer
from engine.poker.events import Deal
from engine.poker.game import Family, Game
from engine.poker.game_stakes import stakes_of
from engine.poker.games import find_game
from engine.poker.procedures import Op, OpKind
from engine.words import excerpt, plural


def _check(game: Game, seats: Sequence[int], button: int, stake: int, canberra: bool, blind_count: int) -> None:
    game.check_table_size(len(seats))
    if len(seats) < game.min_players:
        raise PlayerCountError.citing(
            f"{plural(len(seats), 'player')} cannot play {game.name}: a hand needs at least {game.min_players}",
            game.seats.step(f"{game.name} is played by {game.min_players} or more players."),
        )

    def not_seats() -> PlayerCountError:
        return PlayerCountError.citing(
            f"the seats {excerpt(list(seats))} are not distinct seat numbers 1, 2, 3, ... (at most {MAX_SEAT})",
            Step(ids.NZG_14_1B, "Seats are numbered clockwise round the table, each seat once."),
        )

    numbers = [whole_number(seat, "a seat", low=1, high=MAX_SEAT, refusal=not_seats) for seat in seats]
    if len(set(numbers)) != len(numbers):
        raise not_seats()

    def not_a_seat() -> PlayerCountError:
        return PlayerCountError.citing(
            f"the button's seat {excerpt(button)} is not one of the seats {sorted(seats)}: the button marks a player's seat",
            Step(ids.NZG_14_1B, "The dealer button indicates the designated player."),
        )

    if whole_number(button, "the button", low=1, high=MAX_SEAT, refusal=not_a_seat) not in seats:
        raise not_a_seat()
    stake = whole_number(
        stake,
        "stake",
        low=1,
        refusal=lambda: RulesError.citing(
            f"stake {excerpt(stake)} is not a number of chips: the small bet must be a whole number of chips, 1 or more",
            Step(ids.INT_STAKE_SIZE, f"A stake is a whole number of chips from 1 to {MAX_STAKE:,}."),
        ),
    )
    if stake > MAX_STAKE:
        raise RulesError.citing(
            f"stake {excerpt(stake)} is more than a table plays for: a stake is at most {MAX_STAKE:,} chips, the most the "
            "engine counts a table's chips in",
            Step(ids.INT_STAKE_SIZE, f"A stake is a whole number of chips from 1 to {MAX_STAKE:,}."),
        )
    if not isinstance(canberra, bool):
        raise RulesError.citing(
            f"the Canberra deal is asked for with {excerpt(canberra)}: say True (two cards at a time, then the third) or "
            "False",
            Step(ids.PP_MANILA3_CANBERRA, "Canberra gives the first 2 cards at a time, then the third card one at a time."),
        )
    if canberra and game.canberra is None:
        raise RulesError.citing(
            f"the Canberra deal is a 3 Card Manila way of dealing, not one for {game.name}",
            Step(ids.PP_MANILA3_CANBERRA, "Canberra differs from the 3 Card Manila deal by giving the first 2 cards at a time."),
        )
    blind_count = whole_number(
        blind_count,
        "the number of compulsory blinds",
        low=-MAX_CHIPS,  # any whole number the engine counts: the rule's range is checked below
        refusal=lambda: RulesError.citing(
            f"the number of compulsory blinds, {excerpt(blind_count)}, is not a whole number",
            Step(ids.NZG_14_1C_III, "The number of compulsory blinds is shown on a sign at the table."),
        ),
    )
    if blind_count != 1 and game.family is not Family.MANILA:
        raise RulesError.citing(
            f"{excerpt(blind_count)} compulsory blinds: several compulsory blinds are a Manila rule, and {game.name} has "
            "its own blinds",
            Step(ids.NZG_14_1C, "In Two Card Manila blinds are placed by the requisite players before the first card is dealt."),
        )
    if not 1 <= blind_count < len(seats):
        raise RulesError.citing(
            f"{blind_count} compulsory blinds are not allowed with {len(seats)} players: between 1 and "
            f"{len(seats) - 1} compulsory blinds, each posted by a different player",
            Step(ids.NZG_14_1C_III, "Each blind is placed by the player on the left of the one before, so each by a different player."),
        )


def deal(
    game: Game | str,
    *,
    rng: random.Random,
    button: int,
    players: int | None = None,
    seats: Sequence[int] | None = None,
    stake: int = 2,
    stakes: Stakes | None = None,
    ante: int | None = None,
    bring_in: int = 0,
    canberra: bool = False,
    blind_count: int = 1,
    folds: Mapping[int, int] | None = None,
    draws: Mapping[int, int | CardsLike] | None = None,
) -> Deal:
    """Deal one hand of ``game`` event by event.

    :param rng: the shuffle's generator, e.g. ``random.Random(seed)``; never the module's
        (anything else is a :class:`~engine.errors.GeneratorError`).
    :param button: the button's seat (in stud, the dealer's position: cards start at its left).
    :param players: seats 1 to ``players``; or give ``seats`` explicitly.
    :param stake: the small bet in chips, 1 to 1,000,000 (``int-stake-size``): the Manila blind
        ($2 game: 2), the big blind elsewhere.
    :param stakes: the betting structure, if not the game's default limit
        (:func:`~engine.poker.game_stakes.default_stakes`); its blinds are posted and its bets
        announced at each betting round.
    :param ante: each player's ante in the stud games (Five-Card Stud: a quarter of the stake,
        at least 1, unless given; Seven-Card Stud: none unless given) -- ``int-ante-size``.
    :param bring_in: the stud games only: 0 (the default) for a full opening bet, the book's
        reading of the house rules (``int-stud-opening-bet``), or a bring-in of that many chips, at
        least 1 and less than the first round's bet: the opener brings in for it or completes to the
        full bet (``int-stud-bring-in``).
    :param canberra: 3 Card Manila only, ``True`` or ``False``: the first two cards two at a time,
        then the third.
    :param blind_count: Manila only: how many compulsory blinds (NZ 14.1(c)); one by default.
    :param folds: seat -> the betting round (1, 2, ...) in which it folds; it gets no more cards.
    :param draws: Draw Poker: seat -> how many cards it exchanges (its lowest first) or which cards.

    >>> deal("2 Card Manila", players=4, button=4, rng=random)
    Traceback (most recent call last):
    ...
    engine.errors.GeneratorError: the shuffle's generator <module 'random' ...> is not a random.Random: pass random.Random(seed), so that the deal can be replayed from its seed (int-shuffle)
    """
    game = find_game(game)
    rng = check_rng(rng, "the shuffle's generator")
    seats = _seats(game, players, seats)
    _check(game, seats, button, stake, canberra, blind_count)
    seats, button = [int.__index__(seat) for seat in seats], int.__index__(button)  # checked: the numbers themselves
    stake, blind_count = int.__index__(stake), int.__index__(blind_count)
    if ante is not None and game.family is not Family.STUD:
        raise RulesError.citing(
            f"an ante of {excerpt(ante)} is a stud rule: {game.name} opens with its blinds, not antes",
            Step(ids.HR_STUD5_ANTE, "In Five-Card Stud all players place a small wager known as an 'ante'."),
        )
    procedure = game.canberra if canberra and game.canberra is not None else game.procedure
    fold_clause = next(op.fold or op.clause for op in procedure if op.kind is OpKind.BET)
    fold_rounds = _check_seat_map(
        folds,
        "the folds",
        "each folding seat with the betting round it folds in, e.g. {3: 1}",
        Step(fold_clause, "A player may fold in a betting round and takes no further part in the hand."),
    )
    exchanges = _check_seat_map(
        draws,
        "the draws",
        "each drawing seat with how many cards it exchanges or which, e.g. {2: 3} or {2: 'Ah 7c'}",
        Step(ids.HR_DRAW_EXCHANGE, "In Draw Poker players may exchange any number of cards from their hand."),
    )
    stakes = _check_stakes_fit(
        game, procedure, stakes if stakes is not None else stakes_of(game, stake=stake, blind_count=blind_count)
    )
    check_bring_in(stakes, 1, bring_in, must_open=game.family is Family.STUD, game=game.name)
    _check_folds_and_draws(game, procedure, seats, stakes, fold_rounds, exchanges)
    if ante is not None:
        _check_ante(ante)
    return Dealer(game, seats, button, stakes, rng, ante, fold_rounds, exchanges, bring_in).run(procedure)


def _seats(game: Game, players: int | None, seats: Sequence[int] | None) -> Sequence[int]:
    """The seats dealt in: ``seats`` as given, or seats 1 to ``players``."""
    if seats is None:
        return _numbered_seats(game, players)
    if isinstance(seats, str) or not isinstance(seats, Sequence):
        raise PlayerCountError.citing(
            f"the seats {excerpt(seats)} are not a list of seat numbers, e.g. [1, 3, 5]",
            Step(ids.NZG_14_1B, "Seats are numbered clockwise round the table, each seat once."),
        )
    return list.copy(seats) if isinstance(seats, list) else seats  # a list subclass: the list it holds

def _check_ante(ante: int) -> None:
    """An ante the table names: a whole number of chips, 0 to the most a table plays for (``int-ante-size``)."""
    ante = whole_number(
        ante,
        "ante",
        low=0,
        refusal=lambda: RulesError.citing(
            f"ante {excerpt(ante)} is not a number of chips: an ante is a whole number of chips, 0 or more",
            Step(ids.INT_ANTE_SIZE, "Each player's ante is a whole number of chips."),
        ),
    )
    if ante > MAX_STAKE:
        raise RulesError.citing(
            f"ante {ante} is more than a table plays for: an ante is at most {MAX_STAKE:,} chips",
            Step(ids.INT_STAKE_SIZE, f"A bet, blind or ante is a whole number of chips from 1 to {MAX_STAKE:,}."),
        )


def _numbered_seats(game: Game, players: int | None) -> list[int]:
    """Seats 1 to ``players``, once the number is one the game's table seats."""
    table = game.seats.step(f"{game.name} seats {game.min_players} to {game.max_players} players.")
    if players is None:
        raise PlayerCountError.citing("say how many players (players=6) or which seats (seats=[1, 3, 5])", table)
    players = whole_number(
        players,
        "the number of players",
        low=-MAX_CHIPS,  # any whole number the engine counts: the table's size is checked below
        refusal=lambda: PlayerCountError.citing(f"the number of players, {excerpt(players)}, is not a whole number", table),
    )
    game.check_table_size(players)
    if players < game.min_players:
        raise PlayerCountError.citing(
            f"the number of players, {players}, is too few for {game.name}: a hand needs at least {game.min_players}",
            game.seats.step(f"{game.name} is played by {game.min_players} or more players."),
        )
    return list(range(1, players + 1))


def _check_seat_map(value: Mapping[int, Any] | None, what: str, give: str, rule: Step) -> dict[Any, Any]:
    """``value`` (``None`` or a mapping of seat to something) as a new dict, or a :class:`RulesError` quoting it."""
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise RulesError.citing(f"{what} {excerpt(value)} are not given seat by seat: give {give}", rule)
    items = dict.items(value) if isinstance(value, dict) else value.items()  # a dict subclass: the dict it holds
    seats = dict(islice(items, MAX_SEAT + 1))  # never more than a table's seats, however many are given
    if len(seats) > MAX_SEAT:
        raise RulesError.citing(f"{what} {excerpt(value)} name more than {MAX_SEAT} seats: give {give}", rule)
    return seats


def _check_folds_and_draws(
    game: Game, procedure: Sequence[Op], seats: Sequence[int], stakes: Stakes, folds: dict[int, int], draws: dict[int, Any]
) -> None:
    """Every fold and draw asked for is of a seat at the table; a fold is in a betting round the game has;
    only Draw Poker draws."""
    at_table = Step(ids.NZG_14_1B, "Seats are numbered clockwise round the table.")
    for seat in folds:
        if seat not in seats:
            raise PlayerCountError.citing(f"a fold is asked of seat {excerpt(seat)}, which is not at the table", at_table)
    for seat in draws:
        if seat not in seats:
            raise PlayerCountError.citing(f"a draw is asked of seat {excerpt(seat)}, which is not at the table", at_table)
    rounds = sum(1 for op in procedure if op.kind is OpKind.BET)
    for seat, round_number in folds.items():
        whole_number(
            round_number,
            "the betting round",
            low=1,
            high=rounds,
            refusal=partial(_no_such_round, game, stakes, seat, round_number, rounds),
        )
    if draws and game.family is not Family.DRAW:
        raise RulesError.citing(
            f"draws apply to Draw Poker; {game.name} has no draw",
            Step(ids.HR_DRAW_EXCHANGE, "In Draw Poker players may exchange any number of cards from their hand."),
        )


def _no_such_round(game: Game, stakes: Stakes, seat: int, round_number: int, rounds: int) -> RulesError:
    return RulesError.citing(
        f"seat {seat} cannot fold in betting round {excerpt(round_number)}: {game.name} has betting rounds 1 to {rounds}",
        Step(stakes.structure_clause, f"{game.name} has {rounds} betting rounds."),
    )


def _check_stakes_fit(game: Game, procedure: Sequence[Op], stakes: Stakes) -> Stakes:
    """The stakes must have one bet per betting round of the game and the blinds it posts; blinds made
    for any game (:func:`~engine.poker.betting.structures.pot_limit`, ``no_limit``) cite this game's rules."""
    stakes = _own_blinds(game, procedure, check_stakes(stakes))
    rounds = sum(1 for op in procedure if op.kind is OpKind.BET)
    if stakes.round_count != rounds:
        raise RulesError.citing(
            f"the stakes {excerpt(stakes.name)} have {stakes.round_count} betting rounds, but {game.name} has {rounds}",
            Step(stakes_of(game).structure_clause, f"{game.name} has {rounds} betting rounds."),
        )
    wanted = next((len(op.blinds) for op in procedure if op.kind is OpKind.POST_BLINDS), 0)
    posted = len(stakes.blinds)
    if (wanted == 1 and posted < 1) or (wanted != 1 and posted != wanted):
        clause = next((op.clause for op in procedure if op.kind is OpKind.POST_BLINDS), game.hole.clause)
        posts = "has no blinds" if not wanted else f"posts {wanted}"
        raise RulesError.citing(
            f"the stakes {excerpt(stakes.name)} post {plural(posted, 'blind')}, but {game.name} {posts}",
            Step(clause, f"{game.name} {posts}."),
        )
    return stakes


def _own_blinds(game: Game, procedure: Sequence[Op], stakes: Stakes) -> Stakes:
    """``stakes`` with blinds made for any game (citing Hold 'Em's "two blinds") bound to ``game``'s own
    sentences: the rule that posts its blinds, and its own rules of a live blind and the blind's option
    where they say the same as the stakes do."""
    posting = next((op for op in procedure if op.kind is OpKind.POST_BLINDS), None)
    if posting is None or posting.clause == ids.HR_HOLDEM_BLINDS:
        return stakes
    if not any(blind.clause == ids.HR_HOLDEM_BLINDS for blind in stakes.blinds):
        return stakes
    own = stakes_of(game).blinds
    rebound = []
    for index, blind in enumerate(stakes.blinds):
        if blind.clause != ids.HR_HOLDEM_BLINDS:
            rebound.append(blind)
            continue
        like = own[min(index, len(own) - 1)] if own else None
        live = like.live if like is not None and like.live.value == blind.live.value else blind.live
        option = like.option if like is not None and like.option.value == blind.option.value else blind.option
        rebound.append(replace(blind, clause=posting.clause, live=live, option=option))
    return replace(stakes, blinds=tuple(rebound))
