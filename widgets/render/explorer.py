"""The straight and flush explorer's tables: the counts of each category and the exact showdown chances,
each a :class:`~widgets.render.forms.Shown`, and the explorer widget's whole report; the counts as a bar chart in SVG.

>>> from engine.teaching.explorer import ranking_report
>>> table = show_counts(ranking_report("manila", 32).value).tables[0]
>>> table.header[:3], [row.cells[1][0] for row in table.rows if row.marked]
(('Place', 'Category', 'Hands'), ['flush', 'full house'])
"""

from __future__ import annotations

import math
from dataclasses import replace
from html import escape

from engine import Decision, Step
from engine.teaching import ExactShowdownChances, RankingReport, ShowdownChances, percent
from widgets.render.forms import Items, Line, Mark, Paragraph, Row, Shown, Strong, Table, steps


def counts_table(report: RankingReport) -> Table:
    """The counts, strongest first; the flush and full house rows marked."""
    rows = []
    for row in report.rows:
        name: Line = (row.category.value, " ", Mark("\u21c5")) if row.highlighted else (row.category.value,)
        cells: tuple[Line, ...] = (
            (str(row.place),),
            name,
            (f"{row.count:,}",),
            (percent(row.share),),
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


def chances_table(result: ExactShowdownChances) -> Table:
    """The exact counts, strongest first: each category's deals (or boards, for one hand) and its chance."""
    unit = "Boards" if result.hole else "Deals"
    rows = tuple(
        Row(
            (
                (chance.category.value,),
                (f"{chance.count:,}",),
                (_exact_percent(chance.count, chance.deals),),
                (_one_in(chance.count, chance.deals),),
            )
        )
        for chance in result.chances
    )
    return Table(
        ("Best hand", unit, "Chance", "About 1 in"),
        rows,
        caption=f"{result}: exact counts, no margin",
        lead=(Strong(str(result)),),
        role="chances",
        align=("left", "right", "right", "right"),
    )


def _exact_percent(count: int, total: int) -> str:
    """A chance in percent: two decimals, three figures below 1% (never rounded to 0 unless it is 0)."""
    if count == 0:
        return "0 (never)"
    share = count / total
    return f"{100 * share:.2f}%" if share >= 0.01 else f"{100 * share:.3g}%"


def _one_in(count: int, total: int) -> str:
    """``total / count`` rounded, as "1 in n" reads: blank for a category never seen or seen in a tenth of
    the deals or more (a share reads better there)."""
    return f"{round(total / count):,}" if count and count * 10 < total else ""


def show_chances(result: ExactShowdownChances) -> Shown:
    """Exact chances shown alone (a notebook cell's value): the table."""
    return Shown("chances", (chances_table(result),))


def simulated_chances_table(result: ShowdownChances) -> Table:
    """The simulated shares (:func:`engine.teaching.chances.showdown_chances`), strongest first, each
    with its 95% margin."""
    rows = tuple(
        Row(
            (
                (chance.category.value,),
                (f"{chance.count:,}",),
                (percent(chance.proportion),),
                (f"\u00b1 {percent(chance.margin)}",),
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


def show_simulated_chances(result: ShowdownChances) -> Shown:
    """Simulated chances shown alone (a notebook cell's value): the table."""
    return Shown("chances", (simulated_chances_table(result),))


# --- the explorer widget's panes (the widget shows them, the book does not) -----------------------------


def _method(because: tuple[Step, ...]) -> Items:
    """Steps with room on the left for two-digit numbers."""
    return replace(steps(because), role="steps indent")


def _heading(text: str) -> Paragraph:
    return Paragraph((Strong(text),), role="subhead")


def show_ranking_report(decision: Decision[RankingReport]) -> Shown:
    """The whole report: the counts table, the order and why, every straight and why."""
    report = decision.value
    straights = report.straights.value
    low = set(straights.ace_low())
    every = Items(
        tuple((label + (" (the ace low)" if label in low else ""),) for label in straights.labels()), numbered=False
    )
    return Shown(
        "ranking-report",
        (
            counts_table(report),
            _heading(f"The order, strongest first: {report.order.value}"),
            _method(report.order.because),
            _heading(f"Every straight in this deck ({len(straights)})"),
            every,
            _method(report.straights.because),
        ),
    )


def show_chances_counted(decision: Decision[ExactShowdownChances]) -> Shown:
    """The exact counts as a table, then how they were counted (the steps before the per-category ones,
    which the table already gives)."""
    method = tuple(step for step in decision.because if not _is_category_step(step, decision.value))
    return Shown("chances-counted", (chances_table(decision.value), _method(method)))


def _is_category_step(step: Step, result: ExactShowdownChances) -> bool:
    return any(step.text.startswith(f"{chance.category.value}: ") for chance in result.chances)


# --- the counts as a bar chart, in SVG (pure Python: it draws in a browser without matplotlib) -----------

#: The chart's colours: a plain bar, a marked one (the flush and the full house, also hatched), ink.
PLAIN, MARKED, INK, GRID = "#1f5fa8", "#c77c02", "#111111", "#d0d0d0"
_CHART_W, _LABEL_W, _ROW_H, _TOP, _BOTTOM = 720, 170, 30, 34, 44


def counts_alt(report: RankingReport) -> str:
    """The chart's text alternative: every category's count, strongest first."""
    listed = "; ".join(
        f"{row.category.value} {row.count:,}" + (" (marked)" if row.highlighted else "") for row in report.rows
    )
    return f"Bar chart, log scale. {report}: {listed}."


def counts_svg(report: RankingReport) -> str:
    """The report's counts as horizontal bars, strongest at the top, on a log scale, in SVG: the marked
    rows (the flush and the full house) orange and hatched, so colour is never the only cue; each bar
    with its count.  ``role="img"`` with the counts as its name (:func:`counts_alt`)."""
    rows = report.rows
    most = max(row.count for row in rows)
    decades = max(1, math.ceil(math.log10(most)))
    plot_w = _CHART_W - _LABEL_W - 45
    height = _TOP + _ROW_H * len(rows) + _BOTTOM
    hatch = f"rb-hatch-{report.deck.size}-{report.ranking.name}"

    def x(value: float) -> float:
        return _LABEL_W + plot_w * math.log10(max(value, 1)) / decades

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_CHART_W} {height}" width="{_CHART_W}" '
        f'class="rb-chart" role="img" aria-label="{escape(counts_alt(report))}">',
        f'<defs><pattern id="{hatch}" width="6" height="6" patternUnits="userSpaceOnUse" '
        f'patternTransform="rotate(45)"><rect width="6" height="6" fill="{MARKED}"/>'
        f'<line x1="0" y1="0" x2="0" y2="6" stroke="{INK}" stroke-width="1.2"/></pattern></defs>',
        f'<text x="{_CHART_W / 2}" y="20" text-anchor="middle" font-size="14">{escape(_chart_title(report))}</text>',
    ]
    bottom = _TOP + _ROW_H * len(rows)
    for power in range(decades + 1):
        gx = x(10**power)
        parts.append(f'<line x1="{gx:.1f}" y1="{_TOP}" x2="{gx:.1f}" y2="{bottom}" stroke="{GRID}"/>')
        parts.append(f'<text x="{gx:.1f}" y="{bottom + 16}" text-anchor="middle" font-size="12">{10**power:,}</text>')
    for index, row in enumerate(rows):
        y = _TOP + _ROW_H * index
        fill = f"url(#{hatch})" if row.highlighted else PLAIN
        name = f"{row.category.value} \u21c5" if row.highlighted else row.category.value
        width = max(x(row.count) - _LABEL_W, 1.5)
        parts.append(
            f'<text x="{_LABEL_W - 8}" y="{y + _ROW_H / 2 + 5}" text-anchor="end" font-size="13">{escape(name)}</text>'
            f'<rect x="{_LABEL_W}" y="{y + 5}" width="{width:.1f}" height="{_ROW_H - 10}" fill="{fill}" '
            f'stroke="{INK}" stroke-width="0.6"/>'
            f'<text x="{_LABEL_W + width + 6:.1f}" y="{y + _ROW_H / 2 + 5}" font-size="12">{row.count:,}</text>'
        )
    parts.append(
        f'<text x="{_LABEL_W + plot_w / 2}" y="{height - 8}" text-anchor="middle" font-size="12">'
        "number of five-card hands (log scale)</text></svg>"
    )
    return "".join(parts)


def _chart_title(report: RankingReport) -> str:
    return f"{report.deck.size} cards, {report.ranking.name} ranking: {report.total:,} hands, strongest at the top"
