"""The rule documents' building blocks: a clause, a section, a document, and the shorthand the
sources are written in (:func:`c`, :func:`section`).

The documents themselves are data, in :mod:`engine.documents.sources`; the one registry that
finds a clause by its id, and makes the ids the engine cites, is :mod:`engine.documents.registry`.

Ids use only lower-case letters, digits and hyphens, so they are valid HTML ids
unchanged (``nzg-13-5c`` is New Zealand Gazette clause 13.5(c)).

>>> c("pp-manila2-deck", "2 Card Manila shall be played with a reduced deck of 32 cards.", "deck").topics
frozenset({'deck'})
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

ID_PATTERN = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)+")

#: What a clause is about; the tests check that every clause about hands,
#: showdowns or openers has a test named after it.
TOPICS = frozenset(
    {
        "about",  # what the game is, who plays it: no rule the engine applies
        "deck",
        "players",
        "seating",
        "deal",
        "betting",
        "hands",
        "showdown",
        "opener",
        "procedure",  # table procedure around the hands (missed blinds, an absent player): engine.poker.table_rules
        "trump",
        "tricks",
        "scoring",
    }
)




@dataclass(frozen=True, slots=True)
class Sic:
    """A typo kept in the transcription, marked [sic] with what it means."""

    word: str
    note: str


@dataclass(frozen=True, slots=True)
class Clause:
    """One clause: its id, the document's own words, and what it is about.

    ``text`` is verbatim; a line break inside it is a line break in the document
    (the card-count tables).  ``number`` is the document's own numbering, if any.
    ``repeats`` names an earlier clause that says the same thing.
    """

    id: str
    text: str
    topics: frozenset[str]
    number: str = ""
    sic: tuple[Sic, ...] = ()
    repeats: str = ""
    heading: bool = False
    document: str = field(default="", compare=False)
    section: str = field(default="", compare=False)
    document_name: str = field(default="", compare=False)

    @property
    def marked(self) -> str:
        """The text as a reader is shown it when it is quoted: each typo kept, followed by ``[sic]``."""
        text = self.text
        for sic in self.sic:
            text = re.sub(rf"(?<!\w){re.escape(sic.word)}(?!\w)", lambda found: found.group(0) + " [sic]", text, count=1)
        return text

    @property
    def label(self) -> str:
        """How a reader cites it: ``'NZ Gazette 13.5(c)'``, ``'pokerpages, 2 Card Manila'``."""
        if self.number:
            return f"{self.document_name} {self.number}"
        return f"{self.document_name}, {self.section}" if self.section else self.document_name


@dataclass(frozen=True, slots=True)
class Section:
    """A heading of the document (or ``None`` where it has none) and its paragraphs."""

    heading: str | None
    paragraphs: tuple[tuple[Clause, ...], ...]


@dataclass(frozen=True, slots=True)
class Document:
    """A rule document: where it comes from and its clauses in order."""

    id: str
    title: str
    short_name: str
    source: str
    seed_file: str
    page: str
    sections: tuple[Section, ...]
    chrome_note: str
    missing_note: str = ""

    def clauses(self) -> Iterator[Clause]:
        for section in self.sections:
            for paragraph in section.paragraphs:
                yield from paragraph


def c(
    clause_id: str,
    text: str,
    *topics: str,
    number: str = "",
    sic: tuple[tuple[str, str], ...] = (),
    repeats: str = "",
    heading: bool = False,
) -> Clause:
    """Shorthand used by :mod:`engine.documents.sources` to write a clause."""
    return Clause(
        id=clause_id,
        text=text,
        topics=frozenset(topics),
        number=number,
        sic=tuple(Sic(word, note) for word, note in sic),
        repeats=repeats,
        heading=heading,
    )


def section(heading: str | None, *paragraphs: tuple[Clause, ...] | Clause) -> Section:
    """A section whose paragraphs are clauses or tuples of clauses."""
    return Section(
        heading=heading,
        paragraphs=tuple(p if isinstance(p, tuple) else (p,) for p in paragraphs),
    )
