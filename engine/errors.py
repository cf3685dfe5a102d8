"""The engine's errors: a small family of ``ValueError`` subclasses.

Every message is a full sentence that quotes the input as it was given, says what
would have been allowed and ends with the ids of the rules that decide it.  Each
error also carries ``because``, the same steps a successful decision would, so a
widget can show the reason and link the clause without parsing the message.
:meth:`RulesError.citing` builds both from the same steps, so the ids in the message
and in ``because`` cannot drift apart, and every message cites them one way.

>>> from engine.documents import ids
>>> from engine.explain import Step
>>> try:
...     raise CardNotationError.citing("'1h' is not a card", Step(ids.INT_CARD_NOTATION, "Cards are written As, 10h."))
... except ValueError as error:
...     print(error)
...     print(error.because[0].clause)
'1h' is not a card (int-card-notation)
int-card-notation
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Self

from engine.explain import Step, inline_citation


class RulesError(ValueError):
    """Base class: an input the rules do not allow."""

    def __init__(self, message: str, *, because: Iterable[Step]) -> None:
        steps = tuple(because)
        if not steps:
            raise TypeError(f"a refusal cites the rule it enforces, and {message!r} cites none: give its steps")
        super().__init__(message)
        self.message = message
        self.because: tuple[Step, ...] = steps

    @classmethod
    def citing(cls, message: str, step: Step, /, *more: Step) -> Self:
        """The error whose message ends with the ids of its steps (:func:`engine.explain.inline_citation`).

        ``message`` says what is wrong and what is allowed; the steps say which rules decide it.  A
        refusal cites at least one: ``step`` is required, so a refusal without a rule does not type-check.
        """
        because = (step, *more)
        return cls(f"{message} {inline_citation(because)}", because=because)


class CardNotationError(RulesError):
    """Text that does not name a card (``'1h'``, ``'Ax'``), or more card text than any deck holds."""


class CardNotInDeckError(RulesError):
    """A real card that the game's deck does not hold (a 6 in 2 Card Manila)."""


class DuplicateCardError(RulesError):
    """The same card twice, in one hand or across hands and the board."""


class CardCountError(RulesError):
    """The wrong number of cards for the game (three hole cards in 2 Card Manila)."""


class UnknownGameError(RulesError):
    """A game name the registry does not know."""


class NoLowHandError(RulesError):
    """A low hand asked of a game that has none (Hold 'Em, Omaha, the stud games but one)."""


class UnknownDeckError(RulesError):
    """A deck name or size the deck registry does not know (``'31'``)."""


class UnknownRankingError(RulesError):
    """A ranking name the ranking registry does not know (``'lowball'``)."""


class UnknownOptionError(RulesError):
    """A value that is not one of the choices of an interpretation's option."""


class PlayerCountError(RulesError):
    """Too many or too few players, or a seat that is not at the table."""


class RuleViolation(RulesError):
    """An action the rules forbid (an illegal raise, an illegal card to a trick)."""


class GeneratorError(RulesError):
    """A shuffle or a random play not given its own generator (STYLE: randomness is passed in)."""


class UnknownNameError(LookupError):
    """A name no registry of the engine holds: a clause id, a glossary term.  Its message names what was
    asked and what exists; a glossary term is a caller's slip, not a rule of the game, and cites no clause."""


class UnknownClauseError(RulesError, UnknownNameError):
    """An id that is not in the registry of clauses, interpretations and methods: an input the engine
    refuses like any other, citing its reading of its inputs (``int-input-size``); still a
    ``LookupError`` (an :class:`UnknownNameError`) to a caller that catches one."""


class UnknownTermError(UnknownNameError):
    """A term the glossary does not hold."""


class BettingError(RulesError):
    """Stakes, amounts or counts the betting arithmetic cannot work with (a negative pot,
    a round the structure does not have, a put-in above the bet)."""


class QuizError(RulesError):
    """A quiz input that names no topic, game or choice the quiz has."""


class ScoreError(RulesError):
    """Points or a result that no deal of Manillen Plus can produce, or a game score misused."""


class OptionError(RulesError):
    """An option value that is not one of the readings the engine offers."""


class UnknownChoiceError(UnknownDeckError, UnknownRankingError):
    """A deck or ranking name the explorer does not offer (only the poker decks and rankings)."""


