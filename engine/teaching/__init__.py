"""What the book computes to teach, still without markup: the walkthrough of a deal, the straight
and flush explorer's counts, and the quiz's questions (built on :mod:`engine.poker`,
:mod:`engine.manillen` and :mod:`engine.documents`)."""
