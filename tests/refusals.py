"""Assertions on a refusal by what it is, not by how it is worded (issue 13, item 5).

A refusal is checked by its type, the clause ids it cites (``because``, data the engine carries, never
read back out of the message) and the values it must name: the input it refuses, the limit it
enforces. A rewording of a message breaks none of these; a wrong rule, a wrong type or a message that
no longer names the input does.

>>> import random
>>> from engine.documents import ids
>>> from engine.errors import PlayerCountError
>>> from engine.poker.deal import deal
>>> with refused(PlayerCountError, ids.PP_MANILA2_DECK, naming=(12, 11)):
...     _ = deal("2 Card Manila", players=12, button=1, rng=random.Random(1))
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager

import pytest

from engine.errors import RulesError
from engine.explain import ClauseId


def cited(error: BaseException) -> list[ClauseId]:
    """The clause ids an engine error cites, in order (``[]`` for an error that carries no steps)."""
    return [step.clause for step in getattr(error, "because", ())]


def assert_cites(error: BaseException, *clauses: ClauseId, only: bool = False) -> None:
    """``error`` cites every one of ``clauses`` (with ``only``: those and no others)."""
    found = cited(error)
    missing = [clause for clause in clauses if clause not in found]
    assert not missing, f"{type(error).__name__} cites {found}, not {missing}: {error}"
    if only:
        extra = [clause for clause in found if clause not in clauses]
        assert not extra, f"{type(error).__name__} cites {extra} besides {list(clauses)}: {error}"


def assert_names(error: BaseException, values: Iterable[object]) -> None:
    """The message names each value (the refused input, the limit): ``str(value)`` appears in it."""
    message = str(error)
    absent = [value for value in values if str(value) not in message]
    assert not absent, f"the message does not name {absent}: {message}"


@contextmanager
def refused(
    kind: type[BaseException] = RulesError,
    *clauses: ClauseId,
    naming: Iterable[object] = (),
    only: bool = False,
) -> Iterator[pytest.ExceptionInfo[BaseException]]:
    """The block raises a ``kind`` that cites ``clauses`` (at least these; ``only``: exactly these) and
    whose message names each of ``naming``.  Yields pytest's ``ExceptionInfo`` for further checks."""
    with pytest.raises(kind) as info:
        yield info
    assert_cites(info.value, *clauses, only=only)
    assert_names(info.value, naming)


# --- a refusal as a widget shows it ------------------------------------------------------------------


def refusal_shown(pane: str) -> tuple[str, list[str]]:
    """A refusal as a widget's pane shows it: its message in plain words (tags gone, entities read) and
    the ids of the rules it links to, in order.  Fails unless the pane shows one, announced
    (``role="alert"``), in the error style."""
    alert = re.search(r'<div class="rb-error" role="alert"[^>]*>(.*?)</div>', pane, re.S)
    assert alert, pane[-300:]
    words, _, rule = alert.group(1).partition('<span class="rb-error-rule">')
    message = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", words)).split())
    return message, re.findall(r'class="rb-cite" href="[^"#]*#([a-z0-9-]+)"', rule)


def names(message: str, value: object) -> bool:
    """``message`` names ``value`` as a word of its own: 12, not the 1 of 11, the 12 of 120 or of $12."""
    return re.search(rf"(?<![\w.$-]){re.escape(str(value))}(?!\.?\w)", message) is not None


def assert_shows_refusal(
    error: BaseException | None, pane: str, kind: type[BaseException], rules: Iterable[ClauseId], named: Iterable[object]
) -> str:
    """A widget's refusal: its ``error`` is a ``kind`` that cites exactly ``rules``, and its ``pane`` shows
    it in plain words that name each of ``named`` (the value refused, the limit), with a link to each rule,
    in the same order.  Gives the message as shown."""
    wanted = list(rules)
    assert isinstance(error, kind) and cited(error) == wanted, error
    message, links = refusal_shown(pane)
    assert links == wanted, (links, message)
    absent = [value for value in named if not names(message, value)]
    assert not absent, (absent, message)
    return message


def named_first(message: str, edited: str, other: str) -> bool:
    """A repeated card is named in the box just edited, ahead of the box that already holds it."""
    return message.index(edited) < message.index(other)
