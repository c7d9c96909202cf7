"""Line charts as inline SVG, drawn by pygal on the server: no JavaScript, no CDN, and they
print like the page.

pygal writes a ``<style>`` element, a ``<script>`` with its settings and a random id into each chart; the site's
Content-Security-Policy allows no inline styles (clubsite/settings.py, ``SECURE_CSP``), so
both are taken out here and ``static/css/charts.css`` styles every chart by its class
(``pygal-chart``) instead. The id becomes one derived from the title, so the same data
always gives the same SVG. pygal's JavaScript (tooltips) is off (``js=[]``); each point
carries a ``<desc>`` that pygal writes, and the chart an ``aria-label``.

One function for every chart of the site, with one or more named series:
``line_chart_svg(series, title=..., places=...)``. A point's x is a date (a rating history, a
season's evenings) or a whole number (an event's rounds).

A drawing is kept per process for its data, title and language (``CHARTS_KEPT`` charts), and
in Django's cache under a digest of the same (``kept.kept_shared``): pygal took 10-15 ms a
chart, and a player's page draws five, 0.3 s of a new process's first visitor at 1 M hands
(docs/benchmarks.md). The same data always gives the same SVG, so a kept one is the same,
and a chart of other data or in another language has another key.
"""

from __future__ import annotations

import datetime
import hashlib
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygal
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language
from pygal.style import Style

from tournaments.reports.selectors.kept import kept_shared

#: the site's greens first, then colours told apart by most eyes (Okabe-Ito)
COLOURS = (
    "#1f5d3a",
    "#e69f00",
    "#0072b2",
    "#d55e00",
    "#cc79a7",
    "#009e73",
    "#56b4e9",
    "#7a5c00",
    "#5d6660",
    "#b3261e",
)
_STYLE = Style(
    background="transparent",
    plot_background="transparent",
    colors=COLOURS,
    font_family="DejaVu Sans, sans-serif",
    label_font_size=12,
    major_label_font_size=12,
    legend_font_size=12,
    title_font_size=13,
)
_STYLE_ELEMENT = re.compile(r"<(style|script)[^>]*>.*?</\1>", re.S)
_COMMENT = re.compile(r"<!--.*?-->", re.S)
_CHART_ID = re.compile(r"chart-[0-9a-f]{8}-[0-9a-f-]{27}")


@dataclass(frozen=True, slots=True)
class ChartPoint:
    """One point: ``x`` a date or a whole number (a round), ``y`` its value, ``title`` what
    the point says when pointed at (a date and a score, a round and a place)."""

    x: datetime.date | int
    y: float
    title: str = ""


@dataclass(frozen=True, slots=True)
class ChartSeries:
    """A named line; every series of a chart has x of the same kind."""

    name: str
    points: Sequence[ChartPoint]


#: (width, height, most x labels) of the two drawings: a phone's and a wider screen's
NARROW = (400, 280, 5)
WIDE = (720, 300, 8)


def line_chart_svg(
    series: Sequence[ChartSeries],
    *,
    title: str,
    places: bool = False,
) -> SafeString:
    """An inline SVG line chart of ``series`` ("" when there is no point at all).

    ``places``: the y axis counts places, 1 at the top, whole numbers only (an event's
    place after each round). Drawn twice, for a phone (``NARROW``: a 720-wide drawing
    shrunk to 360 pixels has 5-pixel labels) and for a wider screen or paper (``WIDE``);
    charts.css shows one. With several series the legend is an HTML list under the
    drawing: it wraps on a phone and never overflows the SVG.
    """
    drawn = tuple(ChartSeries(name=s.name, points=tuple(s.points)) for s in series if s.points)
    if not drawn:
        return SafeString("")
    return _line_chart_kept(drawn, str(title), places, get_language())


#: the charts kept per process (of each kind)
CHARTS_KEPT = 512


@lru_cache(maxsize=CHARTS_KEPT)
def _line_chart_kept(
    drawn: tuple[ChartSeries, ...], title: str, places: bool, _language: str | None
) -> SafeString:
    """The chart of ``drawn``; the language is in the key (dates and labels follow it)."""
    key = ("line chart", drawn, title, places, _language)
    # the drawings are cleaned (``_clean``), the names escaped
    return mark_safe(kept_shared(key, lambda: _line_chart_drawn(drawn, title, places)))


def _line_chart_drawn(drawn: tuple[ChartSeries, ...], title: str, places: bool) -> str:
    narrow = _drawing(drawn, title=title, places=places, size=NARROW, css="chart-narrow")
    wide = _drawing(drawn, title=title, places=places, size=WIDE, css="chart-wide")
    return f'<div class="line-chart">{narrow}{wide}{_legend(drawn)}</div>'


def _legend(series: Sequence[ChartSeries]) -> str:
    if len(series) < 2:
        return ""
    items = "".join(
        f'<li><span class="swatch color-{i % len(COLOURS)}"></span>{escape(one.name)}</li>'
        for i, one in enumerate(series)
    )
    return f'<ul class="chart-legend">{items}</ul>'


def _drawing(
    series: Sequence[ChartSeries],
    *,
    title: str,
    places: bool,
    size: tuple[int, int, int],
    css: str,
) -> str:
    width, height, most = size
    dated = isinstance(series[0].points[0].x, datetime.date)
    chart = (pygal.DateLine if dated else pygal.XY)(
        _config(series, places=places, width=width, height=height)
    )
    if dated:
        text = _date_formatter(series)
        chart.x_value_formatter = text
        dates = {p.x for s in series for p in s.points if isinstance(p.x, datetime.date)}
        chart.x_labels = _spread(sorted(dates), most, text)
    else:
        xs = sorted({int(p.x) for s in series for p in s.points})  # type: ignore[arg-type]
        chart.x_labels = _thinned(xs, most * 2)
        chart.x_value_formatter = str
    xs_all = {p.x for s in series for p in s.points}
    if len(xs_all) == 1:  # one x: pygal would put it on the y axis; centre it
        (only,) = xs_all
        pad = datetime.timedelta(days=7) if dated else 1
        chart.xrange = (only - pad, only + pad)  # type: ignore[operator]
    for one in series:
        chart.add(one.name, [_value(p) for p in one.points])
    return _clean(chart.render(is_unicode=True), title=title, css=css)


def _config(
    series: Sequence[ChartSeries], *, places: bool, width: int, height: int
) -> pygal.Config:
    config = pygal.Config(
        js=[],
        disable_xml_declaration=True,
        style=_STYLE,
        width=width,
        height=height,
        show_legend=False,  # an HTML list instead (``_legend``)
        dots_size=3,
        stroke_style={"width": 2.5},
        show_x_guides=False,
        show_y_guides=True,
        x_label_rotation=0,
        margin=8,
        margin_right=24,  # room for the last x label's second half
        spacing=8,
        allow_interruptions=False,
    )
    if places:
        worst = max(int(p.y) for s in series for p in s.points)
        config.inverse_y_axis = True
        config.range = (1, max(worst, 2))
        config.y_labels = _place_labels(max(worst, 2))
        config.value_formatter = lambda v: str(int(v))
    else:
        config.include_x_axis = True  # zero always shown
        config.value_formatter = lambda v: f"{v:,.0f}".replace(",", " ")
    config.title = None  # the page's heading says it; the aria-label carries it for readers
    return config


def _place_labels(worst: int) -> list[int]:
    """1 and the worst place, and every place between when they are few, else a step."""
    step = 1 if worst <= 12 else (2 if worst <= 24 else 5)
    labels = list(range(1, worst + 1, step))
    if labels[-1] != worst:  # the worst place always labelled, never crowding its neighbour
        labels[-1 if len(labels) > 2 and worst - labels[-1] < step else len(labels) :] = [worst]
    return labels


def _thinned[T](labels: list[T], most: int = 8) -> list[T]:
    """At most ``most`` labels, evenly spread, the first and the last always among them."""
    if len(labels) <= most:
        return labels
    step = (len(labels) - 1) / (most - 1)
    return [labels[round(i * step)] for i in range(most)]


def _spread(
    dates: list[datetime.date], most: int, text: Callable[[datetime.date], str]
) -> list[datetime.date]:
    """At most ``most`` date labels, the first and the last always among them, each at least
    a ``most``-th of the span after the one before it and none reading as the one before:
    a date line puts a label where its date falls, so two events a day apart in a season
    had their labels printed over each other."""
    if len(dates) < 2:
        return dates
    gap = (dates[-1] - dates[0]).days / most
    kept = [dates[0]]
    for date in dates[1:]:
        if (date - kept[-1]).days >= gap and text(date) != text(kept[-1]):
            kept.append(date)
    last = dates[-1]
    if kept[-1] != last:  # the last date labelled, in place of a label too close to it
        if len(kept) > 1 and ((last - kept[-1]).days < gap or text(last) == text(kept[-1])):
            kept.pop()
        if text(last) != text(kept[-1]):
            kept.append(last)
    return kept[: most - 1] + kept[-1:] if len(kept) > most else kept


def _date_formatter(series: Sequence[ChartSeries]) -> Callable[[datetime.date], str]:
    dates = [p.x for s in series for p in s.points if isinstance(p.x, datetime.date)]
    long_span = (max(dates) - min(dates)).days > 300
    return (lambda d: f"{d:%m-%Y}") if long_span else (lambda d: f"{d:%d-%m}")


def _value(point: ChartPoint) -> dict[str, object]:
    return {"value": (point.x, point.y), "label": point.title}


def _clean(svg: str, *, title: str, css: str) -> str:
    """pygal's SVG without its ``<style>``, ``<script>`` (its config), comments and random id; an accessible name."""
    svg = _CHART_ID.sub("chart-0", _COMMENT.sub("", _STYLE_ELEMENT.sub("", svg)))
    chart_id = "chart-" + hashlib.sha256(svg.encode()).hexdigest()[:12]
    svg = svg.replace("chart-0", chart_id)
    svg = svg.replace(' style="opacity: 0"', "")
    svg = svg.replace("<title>Pygal</title>", f"<title>{escape(title)}</title>", 1)
    svg = svg.replace(
        "<svg ",
        f'<svg role="img" aria-label="{escape(title)}" width="100%" ',
        1,
    )
    # pygal escapes every text it writes (etree); the title is escaped above
    return svg.replace('class="pygal-chart"', f'class="pygal-chart {css}"', 1)
