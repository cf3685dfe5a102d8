"""What the book computes to teach, still without markup: the walkthrough of a deal, the straight
and flush explorer's counts, the simulated and the exact showdown chances (the exact ones read from
tables in ``data/``, :mod:`engine.teaching.exact`), and the quiz's questions (built on
:mod:`engine.poker`, :mod:`engine.manillen` and :mod:`engine.documents`)."""
