"""The one registry of everything the engine cites: every clause of the four rule documents, the
engine's interpretations (ids ``int-``) and the book's methods (ids ``method-``), by id.

The engine cites these ids in its explanations; the book puts an anchor with the same id on each
transcribed clause, so an explanation links to the words it rests on.  A cited id is a
:class:`~engine.explain.ClauseId`, and only this module makes them: :mod:`engine.documents.ids`
names each one as a constant (generated from this registry: ``python -m engine.documents``),
and :func:`clause_id` reads one given as text.  A misspelt id therefore fails where it is written
(at import, and under mypy), never on a page.

>>> clause("pp-manila2-deck").text
'2 Card Manila shall be played with a reduced deck of 32 cards, with the maximum number of players being 11.'
>>> clause("nzg-13-5c").label
'NZ Gazette 13.5(c)'
>>> clause("pp-manila9-deck")
Traceback (most recent call last):
...
engine.errors.UnknownClauseError: 'pp-manila9-deck' is not a clause id; ids begin with pp-, nzg-, hr-, mp-, int- or method- (int-input-size)
>>> clause_id("int-shuffle")
'int-shuffle'
>>> clause_id("int-shufle")
Traceback (most recent call last):
...
engine.errors.UnknownClauseError: 'int-shufle' is not a clause, interpretation or method id (int-input-size)
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cache

from engine.documents.clauses import ID_PATTERN, TOPICS, Clause, Document, Section
from engine.documents.interpretations import INTERPRETATIONS, INTERPRETATIONS_PAGE
from engine.documents.methods import METHODS, METHODS_PAGE
from engine.documents.sources import house_rules, manillen_plus, nz_gazette, pokerpages
from engine.errors import UnknownClauseError
from engine.explain import ClauseId, Step, mint_clause_id
from engine.words import excerpt


def _bind(document: Document) -> Document:
    """Fill in each clause's document and section (written once, in the source)."""
    sections = []
    for sec in document.sections:
        name = sec.heading or ""
        paragraphs = tuple(
            tuple(
                replace(cl, document=document.id, section=name, document_name=document.short_name)
                for cl in paragraph
            )
            for paragraph in sec.paragraphs
        )
        sections.append(Section(heading=sec.heading, paragraphs=paragraphs))
    return replace(document, sections=tuple(sections))


def _load_documents() -> dict[str, Document]:
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
    if not isinstance(clause_id, str):
        raise TypeError(f"clause_id must be a clause id such as 'nzg-13-5a' (text), not {type(clause_id).__name__}")
    found = _index().get(str.__str__(clause_id))  # the text itself, not a subclass's own hash or equality
    if found is None:
        raise UnknownClauseError.citing(
            f"{excerpt(clause_id)} is not a clause id; ids begin with pp-, nzg-, hr-, mp-, int- or method-",
            _registry_step(),
        )
    return found


def _registry_step() -> Step:
    """Why an id the registry does not hold is refused: it is an input the engine does not take."""
    return Step(
        mint_clause_id("int-input-size"),
        "A clause id is one the registry holds: a document's clause (pp-, nzg-, hr-, mp-), an interpretation "
        "(int-) or a method (method-); any other value is refused with the parameter's name.",
    )


def is_citable(clause_id: str) -> bool:
    """True for a document clause, an interpretation or a method id.

    >>> is_citable("method-simulation-margin"), is_citable("method-simulation-margins")
    (True, False)
    """
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
    if not isinstance(clause_id, str):
        raise TypeError(
            f"clause_id must be a clause, interpretation or method id such as 'nzg-13-5a' (text), not {type(clause_id).__name__}"
        )
    clause_id = str.__str__(clause_id)  # the text itself, not a subclass's own hash or equality
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


@cache
def citable_ids() -> frozenset[str]:
    """Every id the engine may cite: the documents' clauses, the interpretations and the methods."""
    return frozenset(_index()) | frozenset(INTERPRETATIONS) | frozenset(METHODS)


def clause_id(text: str) -> ClauseId:
    """The :class:`~engine.explain.ClauseId` of a registered id given as text (a test, a page, a browser)."""
    if not isinstance(text, str) or str.__str__(text) not in citable_ids():
        raise UnknownClauseError.citing(f"{excerpt(text)} is not a clause, interpretation or method id", _registry_step())
    return mint_clause_id(text)


def constant_name(clause: str) -> str:
    """The name of an id's constant in :mod:`engine.documents.ids`: ``pp-manila2-deck`` -> ``PP_MANILA2_DECK``."""
    return re.sub(r"[^A-Z0-9]", "_", clause.upper())


def ids_source() -> str:
    """The text of :mod:`engine.documents.ids`: one constant per citable id, in registry order."""
    ordered = [*_index(), *INTERPRETATIONS, *METHODS]
    lines = [
        '"""Every id the engine may cite, one constant each: ``Step(ids.PP_MANILA2_DECK, ...)``.',
        "",
        "Generated from :mod:`engine.documents.registry` by ``python -m engine.documents``; do not",
        "edit by hand (a test checks that it matches the registry).  Each constant is made by",
        ":func:`~engine.documents.registry.clause_id`, so an id the registry does not hold fails at import,",
        'and a misspelt name fails under mypy and at import."""',
        "",
        "from engine.documents.registry import clause_id",
        "",
    ]
    lines += [f'{constant_name(name)} = clause_id("{name}")' for name in ordered]
    return "\n".join(lines) + "\n"

