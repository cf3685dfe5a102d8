"""Betting: the stakes a table plays for, the actions of a round, the round itself, and the raise
calculator's arithmetic.

``stakes`` (the records: :class:`~engine.poker.betting.stakes.Stakes`, blinds, options) and
``structures`` (the constructors that build them, ``manila_limit`` to ``no_limit``); ``schedule``
(each round's bet and the sentences on what a player may do); the raise calculator ``options``,
whose inputs ``situation`` checks and whose bounds ``raises`` works out; the round: ``state`` (what
it holds and what the player to act may do), ``round`` (acting on it), ``setup`` (stacks and
blinds), ``turns`` (whose turn), ``refusals`` (why an action is refused), ``actions`` (the records
of an action); and ``pots`` (the side pots).
"""
