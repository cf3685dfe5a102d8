"""Where the documents are silent, ambiguous or disagree: the reading the engine uses.

Each :class:`Interpretation` quotes the sentences involved (by clause id), says
what the engine does and why (from the documents' own words; a rule book or room
is named only where a source says how it plays), and, where a user could want the
other reading, names the :class:`Option` that selects it.
Interpretation ids begin ``int-`` and are citeable like clause ids; the book's
Interpretations page is generated from :data:`INTERPRETATIONS`, so the two cannot
drift apart.  The entries live beside the topic they settle, one module each.

>>> INTERPRETATIONS["int-hilo-odd-chip"].option.name
'hilo_odd_chip'
>>> sorted(INTERPRETATIONS["int-hilo-odd-chip"].option.choices)
['high', 'left-of-button']
"""

from __future__ import annotations

from engine.documents.interpretations import betting, deal, hands, manillen, table
from engine.documents.interpretations.types import Interpretation, Option

#: The book page (without suffix) that anchors every interpretation id.
INTERPRETATIONS_PAGE = "interpretations"


def _collect(*groups: tuple[Interpretation, ...]) -> dict[str, Interpretation]:
    table: dict[str, Interpretation] = {}
    for group in groups:
        for item in group:
            if item.id in table:
                raise AssertionError(f"interpretation id {item.id!r} is used twice")
            table[item.id] = item
    return table


INTERPRETATIONS: dict[str, Interpretation] = _collect(
    hands.INTERPRETATIONS,
    deal.INTERPRETATIONS,
    betting.INTERPRETATIONS,
    manillen.INTERPRETATIONS,
    table.INTERPRETATIONS,
)

__all__ = ["INTERPRETATIONS", "INTERPRETATIONS_PAGE", "Interpretation", "Option"]
