"""The book: its pages (Markdown and notebooks) and, in :mod:`book._ext`, the code that builds and serves it."""
