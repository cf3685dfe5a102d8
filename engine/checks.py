"""The checks a public function makes of what it is given, before it builds anything.

A reader types arguments into a notebook cell; a value of the wrong kind or size must be
refused at the door, with the parameter's name, not fail deep inside or fill the memory.
Values of the wrong *kind* (a number where cards go, ``None`` where a deal goes) raise
``TypeError`` naming the parameter and what it takes; whole numbers out of range raise a
:class:`~engine.errors.RulesError` citing the rule or the engine's reading
(``int-input-size``) that bounds them.

>>> whole_number(3, "pot", low=0, high=MAX_CHIPS)
3
>>> whole_number(True, "button", low=1, high=MAX_SEAT)
Traceback (most recent call last):
...
engine.errors.RulesError: button True is not a whole number from 1 to 99 (int-input-size)
>>> mapping_of(5, "hands", "each seat's cards")
Traceback (most recent call last):
...
TypeError: hands must be a mapping of each seat's cards, such as {1: 'As Kd'}, not 5
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Iterator, Mapping
from itertools import islice
from typing import Any, TypeVar

from engine.documents import ids
from engine.errors import GeneratorError, RulesError
from engine.explain import Step
from engine.words import excerpt

T = TypeVar("T")

#: The largest seat number (``int-input-size``): room for the largest table (11 seats) with empty seats between.
MAX_SEAT = 99
#: The most chips in a stack or a pot (``int-input-size``): a thousand of the largest stakes
#: (:data:`engine.poker.betting.stakes.MAX_STAKE`, 1,000,000).
MAX_CHIPS = 1_000_000_000
#: The most deals :func:`engine.teaching.chances.showdown_chances` plays out (``int-input-size``).
MAX_DEALS = 1_000_000
#: The most 30-30 deals in a row before a Manillen Plus deal (``int-input-size``): a multiplier of 2**20.
MAX_TIES = 20

#: The engine's reading that bounds the sizes of what it is given.
SIZE_CLAUSE = ids.INT_INPUT_SIZE


def size_step(sentence: str) -> Step:
    """A step citing the engine's size limits (``int-input-size``)."""
    return Step(SIZE_CLAUSE, sentence)


def whole_number(
    value: object,
    name: str,
    *,
    low: int | None = None,
    high: int | None = None,
    step: Step | None = None,
    error: type[RulesError] = RulesError,
    refusal: Callable[[], RulesError] | None = None,
    typed: bool = False,
    exact: bool = True,
) -> int:
    """``value`` if it is an ``int`` (not a ``bool``) from ``low`` to ``high`` (no limit where ``None``); else ``error``
    citing ``step``, or the error ``refusal`` makes, where a rule words the refusal its own way.

    This is the engine's one reader of a whole number: ``True`` is an ``int`` to Python, never a count;
    a fraction is refused, never rounded.  Nothing of a refusal is built unless it is raised (``refusal``
    is called only then).  ``typed``: ``value`` is what a reader typed into a box, and the refusal is
    worded to that reader (``"The seed: 1.5 is not a whole number; type one such as 3"``); a box holds a
    float, so unless ``exact`` (a chapter's argument, which must be an ``int``) ``3.0`` is the number 3.

    >>> whole_number(10**100, "stack", low=0, high=MAX_CHIPS)
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: stack 10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 is above 1,000,000,000: give a whole number from 0 to 1,000,000,000 (int-input-size)
    >>> whole_number(-1, "count", low=0)
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: count -1 is below 0: give a whole number of 0 or more (int-input-size)
    >>> whole_number(4, "seat", low=1, high=3, refusal=lambda: RulesError.citing("seat 4 is not at the table", size_step("Seats 1 to 3.")))
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: seat 4 is not at the table (int-input-size)
    >>> whole_number(3.0, "The number of players", typed=True, exact=False)
    3
    >>> whole_number(2**33, "The seed", low=0, high=2**32 - 1, typed=True, exact=False)
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: The seed: 8,589,934,592 is above 4,294,967,295; type a whole number from 0 to 4,294,967,295 (int-input-size)
    >>> whole_number(1e30, "The seed", typed=True, exact=False)
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: The seed: 1e+30 is too large; type a whole number, such as 3 (int-input-size)
    >>> whole_number(True, "The seed", typed=True, exact=False)
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: The seed: True is not a whole number; type one such as 3 (int-input-size)
    """
    if isinstance(value, int) and not isinstance(value, bool):
        number = value if type(value) is int else int.__index__(value)  # the number, not a subclass's methods
        if (low is None or low <= number) and (high is None or number <= high):
            return number
        value = number
    if refusal is not None:
        raise refusal()
    if typed:
        return _typed_whole_number(value, name, low, high, error, exact)
    shown = excerpt(value)
    if isinstance(value, int) and not isinstance(value, bool):  # a number of up to 120 digits is quoted whole
        shown = int.__repr__(value) if value.bit_length() < 400 else "a huge number"
    span = _between(low, high)
    said = "is not a whole number"  # -3 is a whole number: say which bound it passes
    if isinstance(value, int) and not isinstance(value, bool):
        said = f"is below {low:,}: give a whole number" if low is not None and value < low else f"is above {high:,}: give a whole number"
    raise error.citing(
        f"{name} {shown} {said} {span}",
        step or size_step(f"The engine takes {name} as a whole number {span}."),
    )


def _between(low: int | None, high: int | None) -> str:
    if low is not None and high is not None:
        return f"from {low:,} to {high:,}"
    if low is not None:
        return f"of {low:,} or more"
    return f"of {high:,} or less"


#: The largest whole number a float (what a number box sends) holds exactly: 2**53.
_EXACT_FLOAT = 2**53


def _typed_whole_number(
    value: object, what: str, least: int | None, most: int | None, error: type[RulesError], exact: bool
) -> int:
    """:func:`whole_number` of what a reader typed into a box, with the refusal worded to that reader."""
    hint = f" {_between(least, most)}" if least is not None or most is not None else ", such as 3"
    number = value
    if isinstance(value, float) and not exact and math.isfinite(value) and value.is_integer():
        if abs(value) > _EXACT_FLOAT:  # the box lost the typed digits: quote what it holds, invent none
            side = f"is below {least:,}" if value < 0 and least is not None else "is too large"
            raise error.citing(
                f"{what}: {value:g} {side}; type a whole number{hint}",
                size_step(
                    f"A box holds a number exactly only up to {_EXACT_FLOAT:,}; a larger one has lost its last "
                    "digits, so the book does not read it."
                ),
            )
        number = int(value)
    if isinstance(number, bool) or not isinstance(number, int):
        shown = f"{value:g}" if isinstance(value, float) and not exact else short(value)
        raise error.citing(
            f"{what}: {shown} is not a whole number; type one such as 3",
            size_step(
                "A box for a count, an amount of chips, a seat or a seed takes a whole number; "
                "the book does not round what was typed."
            ),
        )
    if (least is not None and number < least) or (most is not None and number > most):
        between = _between(least, most)
        side = f"below {least:,}" if least is not None and number < least else f"above {most:,}"
        raise error.citing(
            f"{what}: {number:,} is {side}; type a whole number {between}" if number.bit_length() < 400 else
            f"{what}: a huge number is {side}; type a whole number {between}",
            size_step(f"{what} is a whole number {between}."),
        )
    return number


def short(value: object) -> str:
    """``repr(value)``, cut short if it is long, and never more than a bounded excerpt, whatever the value's
    ``__repr__`` does (:func:`engine.words.excerpt`).

    >>> short(list(range(10**6)))
    '[0, 1, 2, 3, 4, 5, 6, 7, ...]'
    """
    return excerpt(value)


def instance_of(value: object, name: str, kind: type[T], what: str) -> T:
    """``value`` if it is a ``kind``; else a ``TypeError`` naming ``name`` and saying ``what`` it takes.

    >>> instance_of(None, "deal", int, "a deal from engine.poker.deal(...)")
    Traceback (most recent call last):
    ...
    TypeError: deal must be a deal from engine.poker.deal(...), not None
    """
    if not isinstance(value, kind):
        raise TypeError(f"{name} must be {what}, not {short(value)}")
    return value


def mapping_of(value: object, name: str, what: str, example: str = "{1: 'As Kd'}") -> Mapping[Any, Any]:
    """``value`` if it is a mapping (of seats to ``what``); else a ``TypeError`` naming ``name``."""
    if not isinstance(value, Mapping):
        raise TypeError(f"{name} must be a mapping of {what}, such as {example}, not {short(value)}")
    return dict(dict.items(value)) if isinstance(value, dict) and type(value) is not dict else value  # not a subclass's methods


def iterable(value: object, name: str, what: str) -> Iterable[Any]:
    """``value`` if it is a list, tuple, range or other collection of ``what`` (not text); else a ``TypeError``."""
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, Iterable):
        raise TypeError(f"{name} must be a list of {what}, not {short(value)}")
    return value


def bounded(values: object, name: str, what: str, *, most: int) -> tuple[Any, ...]:
    """The first ``most + 1`` of ``values`` (a list of ``what``): never more, however long ``values`` is.

    The caller refuses more than ``most`` with its own rule; a ``TypeError`` names ``name`` if ``values`` is no list.

    >>> len(bounded(range(10**9), "blinds", "chips", most=10))
    11
    """
    return tuple(islice(each_item(iterable(values, name, what), name, what), most + 1))


def flag(value: object, name: str) -> bool:
    """``value`` if it is ``True`` or ``False`` itself; else a ``TypeError`` naming ``name``.

    A yes-or-no is a ``bool``: not ``1``, not ``None``, not a non-empty list that Python would call true.

    >>> flag(False, "must_open")
    False
    >>> flag(1, "must_open")
    Traceback (most recent call last):
    ...
    TypeError: must_open must be True or False, not 1
    """
    if value is True or value is False:
        return value
    raise TypeError(f"{name} must be True or False, not {short(value)}")


def each_item(values: Iterable[T], name: str, what: str, refusal: Callable[[], Exception] | None = None) -> Iterator[T]:
    """The items of ``values`` (a list of ``what``), one by one; a ``TypeError`` naming ``name`` if going through
    them raises, as an object of the reader's own may (its ``__iter__`` or ``__next__``), or the error ``refusal`` makes.

    >>> class Broken:
    ...     def __iter__(self):
    ...         raise RuntimeError("no")
    ...     def __repr__(self):
    ...         raise RuntimeError("no")
    >>> list(each_item(Broken(), "seats", "seat numbers"))
    Traceback (most recent call last):
    ...
    TypeError: seats must be a list of seat numbers that can be gone through, not <Broken object>: going through it raised RuntimeError
    """
    try:
        iterator = iter(values)
    except Exception as error:
        raise (refusal() if refusal else _not_gone_through(values, name, what, error)) from error
    while True:
        try:
            item = next(iterator)
        except StopIteration:
            return
        except RulesError:  # an engine refusal, from a generator of the reader's that calls the engine
            raise
        except Exception as error:
            raise (refusal() if refusal else _not_gone_through(values, name, what, error)) from error
        yield item


def _not_gone_through(values: object, name: str, what: str, error: Exception) -> TypeError:
    return TypeError(
        f"{name} must be a list of {what} that can be gone through, not {short(values)}: going through it "
        f"raised {type(error).__name__}"
    )


def text(value: object, name: str, what: str) -> str:
    """``value`` if it is a ``str``; else a ``TypeError`` naming ``name``."""
    if not isinstance(value, str):
        raise TypeError(f"{name} must be {what} (text), not {short(value)}")
    return value if type(value) is str else str.__str__(value)  # the text, not a subclass's methods


def check_rng(rng: object, what: str = "the generator") -> random.Random:
    """``rng`` if it is a ``random.Random``: randomness is always passed in, never the module's own.

    >>> check_rng(random.Random(1)).random() < 1
    True
    >>> check_rng(7, "the shuffle's generator")
    Traceback (most recent call last):
    ...
    engine.errors.GeneratorError: the shuffle's generator 7 is not a random.Random: pass random.Random(seed), so that the deal can be replayed from its seed (int-shuffle)
    """
    if not isinstance(rng, random.Random):
        raise GeneratorError.citing(
            f"{what} {excerpt(rng)} is not a random.Random: pass random.Random(seed), so that the deal can be replayed "
            "from its seed",
            Step(ids.INT_SHUFFLE, "A deal is shuffled by a random.Random generator given a seed, so that it can be replayed."),
        )
    return rng
