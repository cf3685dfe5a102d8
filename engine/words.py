"""The small words of the engine's sentences, written once: lists, plurals, seats, capitals.

Every explanation is a sentence; these are the pieces every module needs to write one the same way.

>>> and_list(["a", "b", "c"]), or_list(["a", "b"]), or_list(["a"])
('a, b and c', 'a or b', 'a')
>>> plural(1, "raise"), plural(3, "raise"), plural(2, "box", "boxes")
('1 raise', '3 raises', '2 boxes')
>>> verb(1, "wins", "win"), verb(3, "wins", "win")
('wins', 'win')
>>> seat_list([1]), seat_list([1, 2]), seat_list([]), seats_text([2, 3])
('seat 1', 'seat 1 and seat 2', 'no seat', 'seats 2 and 3')
>>> sentence("\u201cI go along\u201d doubles")
'\u201cI go along\u201d doubles'
>>> excerpt({1: "As Ad"}), excerpt(list(range(10**6)))
("{1: 'As Ad'}", '[0, 1, 2, 3, 4, 5, 6, 7, ...]')
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from itertools import islice
from types import BuiltinFunctionType, FunctionType, MethodType, ModuleType
from typing import Any

#: The longest excerpt of a value a message quotes (:func:`excerpt`).
EXCERPT_LENGTH = 80
#: How many items of a list, tuple, set or mapping an excerpt shows, and how deep it looks into them.
_ITEMS = 8
_DEPTH = 4
#: Values whose own ``repr`` is short and cannot fail (exact types only: a subclass may override it).
_PLAIN = (type(None), bool, float, complex, range, type, ModuleType, FunctionType, BuiltinFunctionType, MethodType)
_BRACKETS: dict[type, tuple[str, str]] = {list: ("[", "]"), tuple: ("(", ")"), set: ("{", "}"), frozenset: ("frozenset({", "})")}


def _joined(items: Iterable[object], last: str, empty: str) -> str:
    words = [str(item) for item in items]
    if not words:
        return empty
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {last} {words[-1]}"


def and_list(items: Iterable[object], *, empty: str = "") -> str:
    """``'a, b and c'``; ``empty`` for no items."""
    return _joined(items, "and", empty)


def or_list(items: Iterable[object], *, empty: str = "") -> str:
    """``'a, b or c'``; ``empty`` for no items."""
    return _joined(items, "or", empty)


def plural(count: int, word: str, many: str | None = None) -> str:
    """``'1 raise'``, ``'3 raises'``; ``many`` where adding an s would be wrong."""
    return f"{count} {word if count == 1 else many or word + 's'}"


def verb(count: int, one: str, many: str) -> str:
    """The verb agreeing with ``count`` subjects: seat 2 ``wins``, seats 1, 3 and 5 ``win``."""
    return one if count == 1 else many


def seat_list(seats: Iterable[int]) -> str:
    """``'seat 1'``, ``'seat 1 and seat 2'``, ``'seat 1, seat 2 and seat 3'``; ``'no seat'``."""
    return and_list((f"seat {seat}" for seat in seats), empty="no seat")


def seats_text(seats: Iterable[int]) -> str:
    """Seats read aloud: ``'seat 1'``, ``'seats 2 and 3'``, ``'seats 1, 3 and 5'``."""
    names = [str(seat) for seat in seats]
    return f"seat {names[0]}" if len(names) == 1 else f"seats {and_list(names)}"


def sentence(text: str) -> str:
    """``text`` with its first letter capitalised and the rest left alone (unlike ``str.capitalize``)."""
    return text[:1].upper() + text[1:]


def excerpt(value: object, limit: int = EXCERPT_LENGTH) -> str:
    """``repr(value)`` as a message quotes an argument: at most ``limit`` characters, whatever the value is.

    A message names what it was given, and what it was given may be anything a cell can build: a list
    of a million items, a list nested 100,000 deep, a number of 4,000 digits, an object whose
    ``__repr__`` raises or never ends.  The excerpt looks at no more than a few items a few levels
    deep, and calls ``repr`` only where it is known: the engine's own values, plain values (numbers,
    ``None``, ranges, classes, functions, modules) and objects with Python's default ``repr``; any
    other object is named by its type (``<Hostile object>``), and so is anything that raises while
    being looked at.  A short, plain value reads exactly as ``repr`` writes it.

    >>> excerpt([[[[[[1]]]]]]), excerpt(10**4000), excerpt("x" * 100)
    ('[[[[[...]]]]]', 'a huge number', "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...")
    >>> class Hostile:
    ...     def __repr__(self) -> str:
    ...         raise RuntimeError("no")
    >>> excerpt([Hostile(), 2.5])
    '[<Hostile object>, 2.5]'
    """
    text = _excerpt(value, _DEPTH, limit)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _excerpt(value: object, depth: int, limit: int) -> str:
    try:
        return _looked_at(value, depth, limit)
    except Exception:  # a __len__, __iter__, __eq__ or __repr__ that raises, a recursion too deep
        return _named(value)


def _looked_at(value: object, depth: int, limit: int) -> str:
    kind = type(value)
    if isinstance(value, (str, bytes)) and kind in (str, bytes):
        return repr(value[: limit + 1])
    if isinstance(value, int) and kind is int:
        return repr(value) if -(10**limit) < value < 10**limit else "a huge number"
    if kind in _PLAIN or kind.__repr__ is object.__repr__ or _trusted(kind):
        return repr(value)
    if isinstance(value, dict) and kind is dict:
        return _items(value.items(), depth, limit, "{", "}", pairs=True)
    if isinstance(value, (list, tuple, set, frozenset)) and kind in _BRACKETS:
        opening, closing = _BRACKETS[kind]
        if not value:
            return f"{kind.__name__}()" if kind in (set, frozenset) else opening + closing
        text = _items(value, depth, limit, opening, closing)
        return text[:-1] + ",)" if kind is tuple and len(value) == 1 else text
    return _named(value)


def _trusted(kind: type) -> bool:
    """The engine's own values, and the standard library's exact fractions and decimals, whose reprs are known."""
    if kind.__module__.partition(".")[0] == "engine":
        return True
    fractions, decimal = sys.modules.get("fractions"), sys.modules.get("decimal")
    return (fractions is not None and kind is fractions.Fraction) or (decimal is not None and kind is decimal.Decimal)


def _items(values: Iterable[Any], depth: int, limit: int, opening: str, closing: str, *, pairs: bool = False) -> str:
    """The first few of ``values`` (``pairs``: a mapping's items), shown until ``limit`` characters are written."""
    if depth == 0:
        return f"{opening}...{closing}"
    pieces: list[str] = []
    length = 0
    for index, item in enumerate(islice(values, _ITEMS + 1)):
        if index == _ITEMS or length > limit:
            pieces.append("...")
            break
        if pairs:
            piece = f"{_excerpt(item[0], depth - 1, limit)}: {_excerpt(item[1], depth - 1, limit)}"
        else:
            piece = _excerpt(item, depth - 1, limit)
        pieces.append(piece)
        length += len(piece) + 2
    return opening + ", ".join(pieces) + closing


def _named(value: object) -> str:
    """``<Name object>``: an object the engine does not look into, named by its type."""
    try:
        return f"<{type(value).__name__} object>"
    except Exception:  # a metaclass that hides the name
        return "<an object>"
