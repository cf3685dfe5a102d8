"""The engine's errors: a small family of ``ValueError`` subclasses.

Every message is a full sentence that quotes the input, names the rule (its clause
id) and says what would have been allowed.  Each error also carries ``because``,
the same steps a successful decision would, so a widget can show the reason and
link the clause without parsing the message.

>>> try:
...     raise CardNotationError("'1h' is not a card", because=())
... except ValueError as error:
...     print(error)
'1h' is not a card
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.explain import Step


class RulesError(ValueError):
    """Base class: an input the rules do not allow."""

    def __init__(self, message: str, *, because: Iterable[Step] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.because: tuple[Step, ...] = tuple(because)


class CardNotationError(RulesError):
    """Text that does not name a card (``'1h'``, ``'Ax'``)."""


class CardNotInDeckError(RulesError):
    """A real card that the game's deck does not hold (a 6 in 2 Card Manila)."""


class DuplicateCardError(RulesError):
    """The same card twice, in one hand or across hands and the board."""


class CardCountError(RulesError):
    """The wrong number of cards for the game (three hole cards in 2 Card Manila)."""


class UnknownGameError(RulesError):
    """A game name the registry does not know."""


class PlayerCountError(RulesError):
    """Too many or too few players, or a seat that is not at the table."""


class RuleViolation(RulesError):
    """An action the rules forbid (an illegal raise, an illegal card to a trick)."""
