"""Bar charts as inline SVG (pygal), for counts under named labels: a player's places at the
table, how their hands ended, a club's most scored elements.

Drawn and cleaned as ``line_charts`` draws its charts (no ``<script>``, no ``<style>``: the
CSP allows neither; ``static/css/charts.css`` styles them by class), twice: for a phone and
for a wider screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygal
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language

from tournaments.reports.line_charts import _STYLE, CHARTS_KEPT, NARROW, WIDE, _clean
from tournaments.reports.selectors.kept import kept_shared


@dataclass(frozen=True, slots=True)
class Bar:
    label: str
    value: int
    title: str = ""  # what the bar says when pointed at


def bar_chart_svg(bars: Sequence[Bar], *, title: str) -> SafeString:
    """An inline SVG bar chart ("" when every bar is 0: nothing to draw)."""
    if not any(bar.value for bar in bars):
        return SafeString("")
    return _bar_chart_kept(tuple(bars), str(title), get_language())


@lru_cache(maxsize=CHARTS_KEPT)
def _bar_chart_kept(bars: tuple[Bar, ...], title: str, _language: str | None) -> SafeString:
    """The chart of ``bars``, kept per process and in Django's cache as ``line_charts``
    keeps its charts."""
    key = ("bar chart", bars, title, _language)
    return mark_safe(kept_shared(key, lambda: _bar_chart_drawn(bars, title)))  # cleaned


def _bar_chart_drawn(bars: tuple[Bar, ...], title: str) -> str:
    narrow = _drawing(bars, title=title, size=NARROW, css="chart-narrow")
    wide = _drawing(bars, title=title, size=WIDE, css="chart-wide")
    return f'<div class="line-chart bar-chart">{narrow}{wide}</div>'


def _drawing(bars: Sequence[Bar], *, title: str, size: tuple[int, int, int], css: str) -> str:
    width, _height, _most = size
    height = 60 + 34 * len(bars)
    config = pygal.Config(
        js=[],
        disable_xml_declaration=True,
        style=_STYLE,
        width=width,
        height=height,
        show_legend=False,
        show_x_guides=True,
        show_y_guides=False,
        truncate_label=-1,  # whole labels: the bars lie down, their labels on the left
        x_label_rotation=0,
        margin=8,
        spacing=8,
        include_x_axis=True,
        print_values=False,
    )
    top = max(bar.value for bar in bars)
    step = max(1, -(-top // 8))  # whole numbers, at most nine labels
    config.y_labels = list(range(0, top + step, step))
    config.value_formatter = lambda v: str(int(v))
    config.title = None  # the page's heading says it; the aria-label carries it
    chart = pygal.HorizontalBar(config)
    top_down = list(reversed(bars))  # pygal draws the first bar at the bottom
    chart.x_labels = [bar.label for bar in top_down]
    chart.add(title, [{"value": bar.value, "label": bar.title or bar.label} for bar in top_down])
    return _clean(chart.render(is_unicode=True), title=title, css=css)
