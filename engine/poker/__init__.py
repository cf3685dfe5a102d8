"""The poker games: rankings and hands, each game and its procedure as data, the deal, openers,
showdowns, pots, the betting (:mod:`engine.poker.betting`) and the rules of the table."""
