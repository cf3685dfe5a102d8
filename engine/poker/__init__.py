"""The poker games: rankings and hands, each game and its procedure as data, the deal, openers,
showdowns, pots, the betting (:mod:`engine.poker.betting`) and the rules of the table.

``game`` says what a game is and ``games`` holds every game of the documents; ``procedures`` each
game's procedure as data; ``deal`` checks a table and deals it, ``dealer`` runs the procedure,
``events`` holds what it makes, ``deal_words`` words its betting rounds and ``game_stakes`` gives a
game's stakes unless told otherwise; ``seating`` the seats and the button (and the one walk round
the table, :func:`~engine.poker.seating.clockwise_from`).
"""
