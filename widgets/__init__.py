"""Everything a reader sees over the engine: the ipywidgets classes, the views they call (one per
update), and the renderers (:mod:`widgets.render`).  Importing this package in a kernel registers the
HTML and Markdown forms of the engine's results with IPython (:mod:`widgets.render.formatters`)."""

from widgets.render.formatters import register_formatters

register_formatters()
