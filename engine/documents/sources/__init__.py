"""The four rule documents as data: their clauses, verbatim, with ids.

Each module holds one document from ``../shared/seeds/`` (the copies the tests
read are under ``tests/seeds/``).  Page chrome is left out; nothing else is.
"""
