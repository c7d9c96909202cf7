"""A small server-rendered SVG line chart: no JavaScript, no CDN, prints like the page."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe


@dataclass(frozen=True, slots=True)
class ChartPoint:
    label: str  # x-axis label, e.g. "3-3"
    value: float
    title: str = ""  # tooltip


def _nice_step(span: float) -> float:
    raw = span / 4 or 1
    magnitude: int = 10 ** (len(str(int(abs(raw)))) - 1)
    for factor in (1, 2, 2.5, 5, 10):
        if raw <= factor * magnitude:
            return factor * magnitude
    return 10 * magnitude


def line_chart_svg(
    points: Sequence[ChartPoint],
    *,
    title: str,
    width: int = 720,
    height: int = 260,
) -> SafeString:
    """A cumulative line with a zero line, y gridlines and x labels (thinned when many)."""
    if not points:
        return SafeString("")
    left, right, top, bottom = 56, 16, 16, 34
    plot_w, plot_h = width - left - right, height - top - bottom
    low, high, step = _y_range([p.value for p in points])

    def x(i: int) -> float:
        return left + (plot_w * i / (len(points) - 1) if len(points) > 1 else plot_w / 2)

    def y(v: float) -> float:
        return top + plot_h * (high - v) / (high - low)

    every = max(1, -(-len(points) // 10))
    xlabels = [
        (x(i), p.label) for i, p in enumerate(points) if i % every == 0 or i == len(points) - 1
    ]
    path = " ".join(
        f"{'M' if i == 0 else 'L'}{x(i):.1f},{y(p.value):.1f}" for i, p in enumerate(points)
    )
    parts = [
        f'<svg class="chart" viewBox="0 0 {width} {height}" width="100%" role="img" '
        f'aria-label="{escape(title)}" xmlns="http://www.w3.org/2000/svg" '
        'font-family="DejaVu Sans, sans-serif" font-size="11">',
        f"<title>{escape(title)}</title>",
    ]
    for tick in _y_ticks(low, high, step):
        parts.append(_gridline_svg(tick, y=y(tick), left=left, right=width - right))
    for gx, label in xlabels:
        parts.append(
            f'<text x="{gx:.1f}" y="{height - bottom + 18}" text-anchor="middle" '
            f'fill="#5d6660">{escape(label)}</text>'
        )
    parts.append(
        f'<path d="{path}" fill="none" stroke="#1f5d3a" stroke-width="2.5" '
        'stroke-linejoin="round"/>'
    )
    for i, p in enumerate(points):
        colour = "#2f8a56" if p.value >= 0 else "#b3261e"
        parts.append(
            f'<circle cx="{x(i):.1f}" cy="{y(p.value):.1f}" r="3.5" fill="{colour}">'
            f"<title>{escape(p.title)}</title></circle>"
        )
    parts.append("</svg>")
    return mark_safe("".join(parts))


def _y_range(values: Sequence[float]) -> tuple[float, float, float]:
    """The y axis (low, high, step) for ``values``: zero always shown, ends on whole steps."""
    low, high = min(0.0, *values), max(0.0, *values)
    step = _nice_step(high - low)
    low = step * (low // step)
    high = step * -(-high // step) if high > low else low + step
    return low, high, step


def _y_ticks(low: float, high: float, step: float) -> list[float]:
    """The gridline values from ``low`` to ``high`` (inclusive) every ``step``."""
    ticks = []
    tick = low
    while tick <= high + 1e-9:
        ticks.append(tick)
        tick += step
    return ticks


def _gridline_svg(tick: float, *, y: float, left: float, right: float) -> str:
    """One horizontal gridline with its label on the left; the zero line stands out."""
    label = f"{tick:,.0f}".replace(",", " ")
    stroke, stroke_width = ("#1c1f1d", 1.2) if tick == 0 else ("#d9dcd4", 0.8)
    return (
        f'<line x1="{left}" x2="{right}" y1="{y:.1f}" y2="{y:.1f}" '
        f'stroke="{stroke}" stroke-width="{stroke_width}"/>'
        f'<text x="{left - 6}" y="{y:.1f}" text-anchor="end" fill="#5d6660" dy="4">'
        f"{escape(label)}</text>"
    )
