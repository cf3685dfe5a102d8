"""The straight and flush explorer's tables: the counts of each category and the simulated chances,
each a :class:`~widgets.render.forms.Shown`; and the explorer widget's whole report, in HTML.

>>> from engine.teaching.explorer import ranking_report
>>> table = show_counts(ranking_report("manila", 32).value).tables[0]
>>> table.header[:3], [row.cells[1][0] for row in table.rows if row.marked]
(('Place', 'Category', 'Hands'), ['flush', 'full house'])
"""

from __future__ import annotations

from html import escape

from engine.explain import Decision, Step
from engine.teaching.chances import ShowdownChances, _percent
from engine.teaching.explorer import RankingReport
from widgets.render.forms import Items, Line, Mark, Row, Shown, Strong, Table
from widgets.render.html import STYLE, block_html, steps_html


def counts_table(report: RankingReport) -> Table:
    """The counts, strongest first; the flush and full house rows marked."""
    rows = []
    for row in report.rows:
        name: Line = (row.category.value, " ", Mark("\u21c5")) if row.highlighted else (row.category.value,)
        cells: tuple[Line, ...] = (
            (str(row.place),),
            name,
            (f"{row.count:,}",),
            (_percent(row.share),),
            (row.formula,),
            (row.note,),
        )
        rows.append(Row(cells, marked=row.highlighted))
    return Table(
        ("Place", "Category", "Hands", "Share", "Formula", "Note"),
        tuple(rows),
        caption=f"{report}, strongest first; the flush and the full house are marked \u21c5",
        lead=(Strong(str(report)),),
        role="counts",
        row_header=1,
        align=("right", "left", "right", "right", "left", "left"),
    )


def show_counts(report: RankingReport) -> Shown:
    """A report shown alone (a notebook cell's value): the counts table."""
    return Shown("counts", (counts_table(report),))


def chances_table(result: ShowdownChances) -> Table:
    """The simulated shares, strongest first, each with its 95% margin."""
    rows = tuple(
        Row(
            (
                (chance.category.value,),
                (f"{chance.count:,}",),
                (_percent(chance.proportion),),
                (f"\u00b1 {_percent(chance.margin)}",),
            )
        )
        for chance in result.chances
    )
    return Table(
        ("Best hand", "Deals", "Share", "95% margin"),
        rows,
        caption=str(result),
        lead=(Strong(str(result)),),
        role="chances",
        align=("left", "right", "right", "right"),
    )


def show_chances(result: ShowdownChances) -> Shown:
    """Simulated chances shown alone (a notebook cell's value): the table."""
    return Shown("chances", (chances_table(result),))


# --- the explorer widget's panes (HTML only: the widget shows them, the book does not) -----------------


def _steps(steps: tuple[Step, ...], link_base: str | None) -> str:
    """Steps with room on the left for two-digit numbers."""
    return f'<div style="padding-left:1em">{steps_html(steps, link_base)}</div>'


def ranking_report_html(decision: Decision[RankingReport], link_base: str | None = None) -> str:
    """The whole report: the counts table, the order and why, every straight and why."""
    report = decision.value
    straights = report.straights.value
    low = set(straights.ace_low())
    every = Items(
        tuple((label + (" (the ace low)" if label in low else ""),) for label in straights.labels()), numbered=False
    )
    return (
        f"{STYLE}{block_html(counts_table(report))}"
        f"{_heading(f'The order, strongest first: {report.order.value}')}{_steps(report.order.because, link_base)}"
        f"{_heading(f'Every straight in this deck ({len(straights)})')}{block_html(every)}"
        f"{_steps(report.straights.because, link_base)}"
    )


def chances_html(decision: Decision[ShowdownChances], link_base: str | None = None) -> str:
    """The simulated shares as a table, then how they were found (the table already gives each share)."""
    return f"{STYLE}{block_html(chances_table(decision.value))}{_steps(decision.value.method, link_base)}"


def _heading(text: str) -> str:
    return f'<p style="margin:.8em 0 .2em"><strong>{escape(text)}</strong></p>'
