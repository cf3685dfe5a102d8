"""The site: the book's Sphinx extension, page generator, notebook runner, in-browser pages and live server.

It sits above the widgets, which sit above the engine (the import-linter contracts in ``pyproject.toml``).
Its commands run as modules from the project's folder, e.g. ``python -m book._ext.serve --build-only``.
"""
