"""Everything the engine's results look like to a reader: HTML, Markdown and SVG.

One small form of a result, one builder per result type, one writer per output kind:

- :mod:`~widgets.render.forms`: the form, :class:`~widgets.render.forms.Shown` -- paragraphs, rows of
  cards, lists of steps and tables, as plain data;
- the builders, engine result in, :class:`~widgets.render.forms.Shown` out: :mod:`~widgets.render.poker`
  (hands, decisions, decks, deals, betting rounds, showdowns), :mod:`~widgets.render.manillen`
  (Manillen Plus), :mod:`~widgets.render.explorer` (the counts and chances tables),
  :mod:`~widgets.render.quiz` (a question; and a bank as JSON-ready data for the quiz page);
- the writers: :mod:`~widgets.render.html` (Jupyter, Voila, the widgets) and
  :mod:`~widgets.render.markdown` (the book); :mod:`~widgets.render.table` draws the table as SVG;
- :mod:`~widgets.render.formatters`: which builder shows which engine type, and IPython's formatters.

The package imports the engine and itself, and IPython only to register the formatters in a kernel.
"""
