"""The pygal line charts (``reports.line_charts``) and the places after each round
(``reports.place_history``): inline SVG that the CSP allows, the same SVG for the same data."""

import datetime
import itertools
import re

import pytest

from tests.tournaments.reports.test_standings import table
from tournaments.reports.line_charts import ChartPoint, ChartSeries, line_chart_svg
from tournaments.reports.place_history import followed_keys, places_after_rounds
from tournaments.reports.standings import DEFAULT_TIE_BREAKS

DAY = datetime.date(2026, 1, 6)


def rating_series(name="Rating", n=5):
    return ChartSeries(
        name, [ChartPoint(DAY + datetime.timedelta(weeks=i), 10 * i - 5, f"w{i}") for i in range(n)]
    )


def test_the_svg_is_inline_without_script_or_style_and_the_same_each_time():
    svg = str(line_chart_svg([rating_series(), rating_series("MERS", 2)], title="History"))
    assert svg.startswith('<div class="line-chart">')
    assert svg.count("<svg") == 2  # a phone's drawing and a wider screen's
    assert 'class="pygal-chart chart-narrow"' in svg and 'class="pygal-chart chart-wide"' in svg
    assert "<script" not in svg and "<style" not in svg and "style=" not in svg
    assert 'aria-label="History"' in svg and "<title>History</title>" in svg
    legend = svg[svg.index('<ul class="chart-legend">') :]
    assert ">Rating<" in legend and ">MERS<" in legend  # a legend with several series
    again = line_chart_svg([rating_series(), rating_series("MERS", 2)], title="History")
    assert str(again) == svg


@pytest.mark.parametrize(
    ("series", "title", "expected"),
    [
        ([], "x", ""),
        ([ChartSeries("empty", [])], "x", ""),
    ],
)
def test_nothing_to_draw_is_no_chart(series, title, expected):
    assert str(line_chart_svg(series, title=title)) == expected


def test_texts_are_escaped():
    svg = str(
        line_chart_svg(
            [ChartSeries("<b>Bob</b>", [ChartPoint(1, 1, "<i>"), ChartPoint(2, 3)])],
            title='"><script>',
            places=True,
        )
    )
    assert "<b>" not in svg and "<script" not in svg and "<i>" not in svg


def test_places_put_one_at_the_top_with_whole_labels():
    svg = str(
        line_chart_svg(
            [ChartSeries("A", [ChartPoint(1, 3), ChartPoint(2, 1), ChartPoint(3, 2)])],
            title="Places",
            places=True,
        )
    )
    svg = svg[svg.index("chart-wide") :]
    y_labels = re.findall(r'<text x="-5" y="([\d.]+)" class="[^"]*">(\d+)</text>', svg)
    by_label = {int(label): float(y) for y, label in y_labels}
    assert sorted(by_label) == [1, 2, 3]
    assert by_label[1] < by_label[2] < by_label[3]  # 1 at the top (smaller y)


def test_places_after_each_round_end_at_the_standings():
    tables = [
        table(1, 1, 1, {"a": 100, "b": 50, "c": -50, "d": -100}),
        table(1, 2, 1, {"d": 300, "c": 100, "b": -100, "a": -300}),
        table(1, 3, 1, {"d": 10, "c": 5, "a": -5, "b": -10}),
    ]
    rounds, places, players = places_after_rounds(tables, DEFAULT_TIE_BREAKS)
    assert rounds == [1, 2, 3]
    assert places["a"] == [(1, 1), (2, 2), (3, 3)]  # 4, then 4+0: level with d, lower score
    assert places["d"][-1] == (3, 1)
    assert set(players) == {"a", "b", "c", "d"}


@pytest.mark.parametrize(
    ("order", "top", "follow", "drawn"),
    [
        ("abcdef", 3, [], "abc"),
        ("abcdef", 3, ["e"], "abce"),
        ("abcdef", 3, ["b"], "abc"),
        ("abcdef", 3, ["zz"], "abc"),  # not in the event: nothing to add
        ("ab", 6, [], "ab"),
    ],
)
def test_the_lines_drawn_are_the_top_and_the_viewers_choice(order, top, follow, drawn):
    assert "".join(followed_keys(list(order), top=top, follow=follow)) == drawn


@pytest.mark.parametrize(
    ("worst", "labels"),
    [
        (2, [1, 2]),
        (12, list(range(1, 13))),
        (13, [1, 3, 5, 7, 9, 11, 13]),
        (16, [1, 3, 5, 7, 9, 11, 13, 16]),  # 15 and 16 would crowd each other
        (40, [1, 6, 11, 16, 21, 26, 31, 40]),
    ],
)
def test_place_labels_start_at_one_and_end_at_the_worst(worst, labels):
    from tournaments.reports.line_charts import _place_labels

    assert _place_labels(worst) == labels


@pytest.mark.parametrize(
    "points",
    [
        [ChartPoint(DAY, 0)],  # one evening in the season
        [ChartPoint(DAY, 5), ChartPoint(DAY, 7)],  # two points on one day
        [ChartPoint(DAY, -3), ChartPoint(DAY + datetime.timedelta(days=800), 3)],  # years
    ],
)
def test_few_or_far_points_still_draw(points):
    svg = str(line_chart_svg([ChartSeries("A", points)], title="t"))
    assert svg.count("<circle") >= 2 * len(points) - 2  # both drawings have their dots


@pytest.mark.parametrize("x", [DAY, 3])
def test_a_lone_point_is_centred_not_on_the_axis(x):
    svg = str(line_chart_svg([ChartSeries("A", [ChartPoint(x, 100)])], title="t"))
    narrow, wide = (float(cx) for cx in re.findall(r'<circle cx="([\d.]+)"', svg))
    assert 150 < narrow < 250 and 300 < wide < 420


def _days(*offsets):
    return [DAY + datetime.timedelta(days=d) for d in offsets]


def _x_labels(drawing: str) -> list[tuple[float, str]]:
    axis = drawing[drawing.index('class="axis x') :]
    axis = axis[: axis.index("</g></g>")]  # the x axis's guides and labels
    return [
        (float(x), text) for x, text in re.findall(r'<text[^>]*x="([\d.]+)"[^>]*>([^<]+)<', axis)
    ]


@pytest.mark.parametrize(
    "dates",
    [
        _days(0, 28, 56, 84, 85),  # the last two events a day apart (an evening, a tournament)
        _days(0, 7, 14, 15, 21, 28, 35, 42),  # two days of a tournament amid weekly evenings
        _days(0, 1, 90, 180, 181, 270, 271, 360),  # every second event the day after another
        _days(0, 20, 40, 41, 400, 401),  # over a year, one label a month: no month twice
    ],
)
def test_the_date_labels_never_overlap(dates):
    """A date line puts each label where its date falls: labels of events a day apart were
    printed over each other (issue 53, the club statistics chart)."""
    points = [ChartPoint(d, i) for i, d in enumerate(dates)]
    svg = str(line_chart_svg([ChartSeries("A", points)], title="t"))
    narrow, wide = svg.split('class="pygal-chart chart-wide')
    for drawing, label_width in ((narrow, 40), (wide, 40)):
        labels = _x_labels(drawing)
        assert labels[0][1] == f"{dates[0]:%d-%m}" or "-20" in labels[0][1]  # the first date
        xs = [x for x, _ in labels]
        assert min(b - a for a, b in itertools.pairwise(xs)) >= label_width, labels
        assert len({text for _, text in labels}) == len(labels)
