"""The rule documents as data: their clauses, the interpretations that fill their gaps, the book's
methods and its glossary terms.  Every reason the engine gives cites a clause registered here."""

from engine.documents.interpretations import INTERPRETATIONS
from engine.documents.options import check_option
from engine.documents.registry import Citation, citation

__all__ = [
    "Citation",
    "INTERPRETATIONS",
    "check_option",
    "citation",
]
