"""The straight and flush explorer's tables as HTML and Markdown (the widget and the book use the same HTML)."""

from __future__ import annotations

from html import escape

from engine.explain import Decision, Step
from engine.teaching.explorer import RankingReport, ShowdownChances, _percent
from widgets.render.results import STYLE, md_escape, steps_html

_LEFT = ' style="text-align:left"'
_RIGHT = ' style="text-align:right"'


def counts_table_html(report: RankingReport) -> str:
    """The counts as an HTML table, strongest first; the flush and full house rows marked."""
    rows = []
    for row in report.rows:
        mark = ' style="background:#fff3d6;font-weight:600"' if row.highlighted else ""
        swap = ' <span aria-hidden="true">\u21c5</span>' if row.highlighted else ""
        rows.append(
            f'<tr{mark}><td{_RIGHT}>{row.place}</td><th scope="row"{_LEFT}>{escape(row.category.value)}{swap}</th>'
            f"<td{_RIGHT}>{row.count:,}</td><td{_RIGHT}>{_percent(row.share)}</td>"
            f"<td{_LEFT}>{escape(row.formula)}</td><td{_LEFT}>{escape(row.note)}</td></tr>"
        )
    head = "".join(
        f'<th scope="col"{_RIGHT if name in ("Place", "Hands", "Share") else _LEFT}>{name}</th>'
        for name in ("Place", "Category", "Hands", "Share", "Formula", "Note")
    )
    return (
        f'<table class="rb-table rb-counts"><caption>{escape(str(report))}, strongest first; the flush and the '
        f"full house are marked \u21c5</caption><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )


def counts_table_markdown(report: RankingReport) -> str:
    """The counts as a Markdown table, strongest first."""
    lines = [
        f"**{md_escape(str(report))}**",
        "",
        "| Place | Category | Hands | Share | Formula | Note |",
        "| ---: | --- | ---: | ---: | --- | --- |",
    ]
    for row in report.rows:
        name = f"**{row.category.value} \u21c5**" if row.highlighted else row.category.value
        lines.append(
            f"| {row.place} | {name} | {row.count:,} | {_percent(row.share)} | "
            f"{md_escape(row.formula)} | {md_escape(row.note)} |"
        )
    return "\n".join(lines) + "\n"


def ranking_report_html(decision: Decision[RankingReport], link_base: str | None = None) -> str:
    """The whole report: the counts table, the order and why, every straight and why."""
    report = decision.value
    straights = report.straights.value
    low = set(straights.ace_low())
    items = "".join(
        f"<li>{escape(label)}{' (the ace low)' if label in low else ''}</li>" for label in straights.labels()
    )
    heading = '<p style="margin:.8em 0 .2em">'
    return (
        f"{STYLE}{counts_table_html(report)}"
        f"{heading}<strong>The order, strongest first: {escape(str(report.order.value))}</strong></p>"
        f"{_steps(report.order.because, link_base)}"
        f"{heading}<strong>Every straight in this deck ({len(straights)})</strong></p><ul>{items}</ul>"
        f"{_steps(report.straights.because, link_base)}"
    )


def chances_table_html(result: ShowdownChances) -> str:
    """The simulated shares as an HTML table, strongest first, each with its 95% margin."""
    rows = "".join(
        f'<tr><th scope="row"{_LEFT}>{escape(chance.category.value)}</th><td{_RIGHT}>{chance.count:,}</td>'
        f"<td{_RIGHT}>{_percent(chance.proportion)}</td><td{_RIGHT}>\u00b1 {_percent(chance.margin)}</td></tr>"
        for chance in result.chances
    )
    head = "".join(
        f'<th scope="col"{_LEFT if name == "Best hand" else _RIGHT}>{name}</th>'
        for name in ("Best hand", "Deals", "Share", "95% margin")
    )
    return (
        f'<table class="rb-table rb-chances" style="min-width:30em"><caption>{escape(str(result))}</caption>'
        f"<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"
    )


def chances_table_markdown(result: ShowdownChances) -> str:
    """The simulated shares as a Markdown table."""
    lines = [
        f"**{md_escape(str(result))}**",
        "",
        "| Best hand | Deals | Share | 95% margin |",
        "| --- | ---: | ---: | ---: |",
    ]
    for chance in result.chances:
        lines.append(
            f"| {chance.category.value} | {chance.count:,} | {_percent(chance.proportion)} | "
            f"\u00b1 {_percent(chance.margin)} |"
        )
    return "\n".join(lines) + "\n"


def chances_html(decision: Decision[ShowdownChances], link_base: str | None = None) -> str:
    """The simulated shares as a table, then how they were found (the table already gives each share)."""
    return f"{STYLE}{chances_table_html(decision.value)}{_steps(decision.value.method, link_base)}"


def _steps(steps: tuple[Step, ...], link_base: str | None) -> str:
    """Steps with room on the left for two-digit numbers."""
    return f'<div style="padding-left:1em">{steps_html(steps, link_base)}</div>'


def ranking_report_table_html(report: RankingReport) -> str:
    """A report shown alone (a notebook cell's value): the counts table with its style."""
    return STYLE + counts_table_html(report)


def chances_alone_html(result: ShowdownChances) -> str:
    """Simulated chances shown alone (a notebook cell's value): the table with its style."""
    return STYLE + chances_table_html(result)
