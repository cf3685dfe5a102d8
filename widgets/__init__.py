"""Everything a reader sees over the engine, in layers whose imports point one way (checked by
import-linter): the ipywidgets classes (and :mod:`widgets.figures`, the book's matplotlib figures)
over :mod:`widgets.common` (what every widget shares) over :mod:`widgets.panes` (the panes' blocks
and how a refusal reads) and :mod:`widgets.views` (one call per update) over :mod:`widgets.parse`
(what a browser sends, read once into the engine's types) over the renderers (:mod:`widgets.render`)
and the kernel's guard (:mod:`widgets.kernel_guard`).  Importing this package in a kernel registers
the HTML and Markdown forms of the engine's results with IPython (:mod:`widgets.render.formatters`)."""

from widgets.render.formatters import register_formatters

register_formatters()
