"""The record of one interpretation and of the option that selects the other reading."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Option:
    """A named choice between readings: its name, its values and the default.

    ``where`` says how to select it (the function or game argument).  ``changes`` says what
    the engine does differently under the other reading, and ``rooms`` which rule books or card
    rooms play which way, as far as a source says (never "the usual practice" unless one does).
    """

    name: str
    choices: dict[str, str]
    default: str
    where: str
    changes: str = ""
    rooms: str = ""


@dataclass(frozen=True, slots=True)
class Interpretation:
    """One open question in the documents and the engine's answer to it."""

    id: str
    title: str
    question: str
    clauses: tuple[str, ...]
    reading: str
    why: str
    option: Option | None = None
