"""The one check of an interpretation's option: a reader's choice of reading, taken only if it is one.

Where the documents leave a rule open, an :class:`~engine.documents.interpretations.Interpretation`
may offer an :class:`~engine.documents.interpretations.Option` (``hilo_odd_chip="left-of-button"``,
``undertrump="allowed"``); every engine function that takes one checks it here, poker and
Manillen Plus alike, so a wrong choice is refused the same way everywhere: quoted, with the
choices (the default marked) and the interpretation's id.

>>> from engine.documents import ids
>>> check_option(ids.INT_HILO_ODD_CHIP, "high")
'high'
>>> check_option(ids.INT_HILO_ODD_CHIP, "low")
Traceback (most recent call last):
...
engine.errors.UnknownOptionError: 'low' is not a reading of the odd chip when a hi/lo pot cannot be halved: choose 'high' (the default) or 'left-of-button' (int-hilo-odd-chip)
"""

from __future__ import annotations

from enum import Enum

from engine.documents.interpretations import INTERPRETATIONS
from engine.documents.registry import clause_id
from engine.errors import RulesError, UnknownOptionError
from engine.explain import ClauseId, Step
from engine.words import excerpt, or_list


def check_option(interpretation_id: ClauseId, value: object, *, error: type[RulesError] = UnknownOptionError) -> str:
    """``value`` if it is one of the choices of the interpretation's option; else ``error`` citing it.

    :param interpretation_id: an interpretation that offers an option (``ids.INT_MP_UNDERTRUMP``).
    :param value: the reading asked for, as a reader typed it.
    :param error: the error to raise (:class:`~engine.errors.UnknownOptionError`; Manillen Plus
        raises its :class:`~engine.errors.OptionError`).
    :raises LookupError: ``interpretation_id`` names no interpretation with an option (a bug, not an input).

    >>> from engine.documents import ids
    >>> check_option(ids.INT_LIMIT_SHORT_ALL_IN, "half")
    Traceback (most recent call last):
    ...
    engine.errors.UnknownOptionError: 'half' is not a reading of the next raise after an all in short of a full raise, in a limit game: choose 'raise-on-top' (the default), 'complete' or 'half-bet' (int-limit-short-all-in)
    """
    if not (isinstance(error, type) and issubclass(error, RulesError)):
        raise TypeError(f"error must be a RulesError subclass, such as UnknownOptionError, not {excerpt(error)}")
    if not isinstance(interpretation_id, str):
        raise TypeError(f"interpretation_id must be an interpretation's id, such as ids.INT_MP_UNDERTRUMP, not {excerpt(interpretation_id)}")
    interpretation = INTERPRETATIONS[clause_id(str.__str__(interpretation_id))]  # an unknown id: UnknownClauseError
    option = interpretation.option
    if option is None:
        raise LookupError(f"{interpretation_id} has no option to choose")
    if isinstance(value, str) and str.__str__(value) in option.choices:  # the text itself, not a subclass's hash
        return value if isinstance(value, Enum) else str.__str__(value)
    choices = [repr(choice) + (" (the default)" if choice == option.default else "") for choice in option.choices]
    listed = "; ".join(f"{choice!r}: {meaning}" for choice, meaning in option.choices.items())
    raise error.citing(
        f"{excerpt(value)} is not a reading of {interpretation.title}: choose {or_list(choices)}",
        Step(interpretation_id, f"The readings of {interpretation.title} are {listed}."),
    )
