"""The line chart's y axis (``reports.charts``): zero always shown, whole steps, gridlines."""

import pytest

from tournaments.reports.charts import _gridline_svg, _y_range, _y_ticks


@pytest.mark.parametrize(
    ("values", "axis", "ticks"),
    [
        ([5], (0, 6, 2), [0, 2, 4, 6]),
        ([-30, 120], (-50, 150, 50), [-50, 0, 50, 100, 150]),
        ([0], (0, 1, 1), [0, 1]),
        ([-7, -3], (-8, 0, 2), [-8, -6, -4, -2, 0]),
        ([1000, 2500], (0, 3000, 1000), [0, 1000, 2000, 3000]),
    ],
)
def test_y_axis(values, axis, ticks):
    assert _y_range(values) == axis
    assert _y_ticks(*axis) == ticks


@pytest.mark.parametrize(
    ("tick", "stroke", "label"),
    [(0, "#1c1f1d", ">0<"), (-50, "#d9dcd4", ">-50<"), (12000, "#d9dcd4", ">12 000<")],
)
def test_gridline(tick, stroke, label):
    svg = _gridline_svg(tick, y=20.0, left=56, right=704)
    assert f'stroke="{stroke}"' in svg
    assert label in svg
    assert 'x1="56" x2="704" y1="20.0"' in svg
