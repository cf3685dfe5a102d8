"""Everything the engine's results look like to a reader: HTML, Markdown and SVG."""
