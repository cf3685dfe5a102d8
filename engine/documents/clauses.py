"""One registry of rule clauses: every clause of the four rule documents, by id.

The engine cites these ids in its explanations; the book puts an anchor with the
same id on each transcribed clause, so an explanation links to the words it rests
on.  The documents themselves are data, in :mod:`engine.documents.sources`; the engine's own
readings of what they leave open live in :mod:`engine.documents.interpretations` and are
citeable the same way (ids beginning ``int-``), and so are the book's methods, the
mathematics and procedures a step rests on when no document says it
(:mod:`engine.documents.methods`, ids beginning ``method-``).

Ids use only lower-case letters, digits and hyphens, so they are valid HTML ids
unchanged (``nzg-13-5c`` is New Zealand Gazette clause 13.5(c)).

>>> clause("pp-manila2-deck").text
'2 Card Manila shall be played with a reduced deck of 32 cards, with the maximum number of players being 11.'
>>> clause("nzg-13-5c").label
'NZ Gazette 13.5(c)'
>>> clause("pp-manila9-deck")
Traceback (most recent call last):
...
engine.documents.clauses.UnknownClauseError: 'pp-manila9-deck' is not a clause id; ids begin with pp-, nzg-, hr-, mp-, int- or method-
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache

from engine.checks import text
from engine.errors import RulesError

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


class UnknownClauseError(RulesError):
    """An id that is not in the registry."""


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
        doc = DOCUMENTS[self.document]
        if self.number:
            return f"{doc.short_name} {self.number}"
        return f"{doc.short_name}, {self.section}" if self.section else doc.short_name


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


def _bind(document: Document) -> Document:
    """Fill in each clause's document and section (written once, in the source)."""
    sections = []
    for sec in document.sections:
        name = sec.heading or ""
        paragraphs = tuple(
            tuple(
                Clause(
                    id=cl.id,
                    text=cl.text,
                    topics=cl.topics,
                    number=cl.number,
                    sic=cl.sic,
                    repeats=cl.repeats,
                    heading=cl.heading,
                    document=document.id,
                    section=name,
                )
                for cl in paragraph
            )
            for paragraph in sec.paragraphs
        )
        sections.append(Section(heading=sec.heading, paragraphs=paragraphs))
    return Document(
        id=document.id,
        title=document.title,
        short_name=document.short_name,
        source=document.source,
        seed_file=document.seed_file,
        page=document.page,
        sections=tuple(sections),
        chrome_note=document.chrome_note,
        missing_note=document.missing_note,
    )


def _load_documents() -> dict[str, Document]:
    from engine.documents.sources import house_rules, manillen_plus, nz_gazette, pokerpages

    docs = [pokerpages.DOCUMENT, nz_gazette.DOCUMENT, house_rules.DOCUMENT, manillen_plus.DOCUMENT]
    return {doc.id: _bind(doc) for doc in docs}


DOCUMENTS: dict[str, Document] = _load_documents()


@cache
def _index() -> dict[str, Clause]:
    index: dict[str, Clause] = {}
    for doc in DOCUMENTS.values():
        for cl in doc.clauses():
            if cl.id in index:
                raise AssertionError(f"clause id {cl.id!r} is used twice")
            if not ID_PATTERN.fullmatch(cl.id) or not cl.id.startswith(doc.id + "-"):
                raise AssertionError(f"clause id {cl.id!r} is not of the form {doc.id}-...")
            if not cl.topics <= TOPICS:
                raise AssertionError(f"clause {cl.id!r} has unknown topics {set(cl.topics - TOPICS)}")
            index[cl.id] = cl
    return index


def all_clauses() -> tuple[Clause, ...]:
    """Every clause of every document, in document order."""
    return tuple(_index().values())


def clause(clause_id: str) -> Clause:
    """The clause with this id (document clauses only; see :func:`citation`)."""
    text(clause_id, "clause_id", "a clause id such as 'nzg-13-5a'")
    try:
        return _index()[clause_id]
    except KeyError:
        raise UnknownClauseError(
            f"{clause_id!r} is not a clause id; ids begin with pp-, nzg-, hr-, mp-, int- or method-"
        ) from None


def is_citable(clause_id: str) -> bool:
    """True for a document clause, an interpretation or a method id.

    >>> is_citable("method-simulation-margin"), is_citable("method-simulation-margins")
    (True, False)
    """
    from engine.documents.interpretations import INTERPRETATIONS
    from engine.documents.methods import METHODS

    return clause_id in _index() or clause_id in INTERPRETATIONS or clause_id in METHODS


@dataclass(frozen=True, slots=True)
class Citation:
    """What a reader needs to follow a cited id: a label, the page and the words."""

    id: str
    label: str
    page: str
    quote: str


def citation(clause_id: str) -> Citation:
    """Resolve a document clause, an interpretation or a method id to a :class:`Citation`.

    >>> citation("hr-stud7-low-card-opens").page
    'rules/house-rules'
    >>> citation("int-stud-opener-ties").label
    'Interpretation: ties for the stud opener'
    >>> cite = citation("method-simulation-margin")
    >>> cite.label, cite.page
    ('Method: the 95% margin of a simulated share', 'methods')
    """
    from engine.documents.interpretations import INTERPRETATIONS, INTERPRETATIONS_PAGE
    from engine.documents.methods import METHODS, METHODS_PAGE

    text(clause_id, "clause_id", "a clause, interpretation or method id such as 'nzg-13-5a'")
    if clause_id in METHODS:
        method = METHODS[clause_id]
        return Citation(id=clause_id, label=f"Method: {method.title}", page=METHODS_PAGE, quote=method.summary)

    if clause_id in INTERPRETATIONS:
        interp = INTERPRETATIONS[clause_id]
        return Citation(
            id=clause_id,
            label=f"Interpretation: {interp.title}",
            page=INTERPRETATIONS_PAGE,
            quote=interp.reading,
        )
    cl = clause(clause_id)
    return Citation(id=cl.id, label=cl.label, page=DOCUMENTS[cl.document].page, quote=cl.marked)
