"""The book's widgets, listed once: each class a chapter makes, the module it comes from, and how the
book's pages treat it.

This is the one list. The site's build reads a chapter's widgets by it (``book/_ext/chapters.py``, for
``book/_ext/live_site.py``), the tests read it, and a test holds the import-linter contract's top layer
of the widgets (``pyproject.toml``) to its modules. It imports nothing: reading it loads no widget.

>>> widget_named("Quiz").module, widget_named("StaticQuiz").live
('widgets.quiz', False)
>>> widget_named("print") is None
True
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Widget:
    """A widget a chapter makes by calling its class (``DealStepper(players=6)``)."""

    #: The class, by the name a chapter calls it.
    name: str
    #: The module a chapter imports it from.
    module: str
    #: Whether it comes alive in the reader's browser (Python makes it in the page). The static quiz
    #: does not: it is checked in the page, without Python.
    live: bool = True
    #: What it takes the place of when the book removes its cell (``remove-cell``): the live quiz takes
    #: the static quiz's place once it is ready. None: a widget the book removes has no place to go.
    replaces: str | None = None

    @property
    def import_line(self) -> str:
        """The import a chapter's code needs to make it."""
        return f"from {self.module} import {self.name}"


WIDGETS: tuple[Widget, ...] = (
    Widget("DealStepper", "widgets.deal_stepper"),
    Widget("RaiseCalculator", "widgets.raise_calculator"),
    Widget("RankingExplorer", "widgets.ranking_explorer"),
    Widget("ShowdownExplainer", "widgets.showdown_explainer"),
    Widget("TrickExplainer", "widgets.trick_explainer"),
    Widget("Quiz", "widgets.quiz", replaces="quiz"),
    Widget("StaticQuiz", "widgets.quiz", live=False),
)


def widget_named(name: str) -> Widget | None:
    """The widget whose class is called ``name``; None if no widget is."""
    return next((widget for widget in WIDGETS if widget.name == name), None)


def live_modules() -> tuple[str, ...]:
    """The modules of the widgets that come alive in the reader's browser, sorted, each once."""
    return tuple(sorted({widget.module for widget in WIDGETS if widget.live}))
