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
"""

from __future__ import annotations

from collections.abc import Iterable


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
