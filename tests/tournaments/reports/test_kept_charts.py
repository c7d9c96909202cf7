"""The charts' SVG is kept across processes (``kept.kept_shared``): in Django's cache under a
digest of the chart's data, title and language, so a new process (here: the per-process
charts and values forgotten) draws nothing pygal already drew for another; a chart of
other data (a finished event changed) or in another language is drawn anew, never served
from another's key; a Redis outage draws it, never an error."""

from __future__ import annotations

import datetime
import re

import pytest
from django.test import override_settings
from django.urls import reverse
from django.utils import translation

from tests.tournaments.reports.season_data import build_season
from tournaments.events.models import Event, EventStatus
from tournaments.events.services.event_lifecycle import event_status_move
from tournaments.events.services.round_lifecycle import event_reopen
from tournaments.reports import bar_charts, line_charts
from tournaments.reports.bar_charts import Bar, bar_chart_svg
from tournaments.reports.line_charts import ChartPoint, ChartSeries, line_chart_svg
from tournaments.reports.selectors.kept import kept_clear

pytestmark = pytest.mark.django_db

SERIES = (
    ChartSeries(
        name="Ann",
        points=(
            ChartPoint(x=datetime.date(2026, 1, 5), y=10.0, title="5-1: 10"),
            ChartPoint(x=datetime.date(2026, 2, 5), y=-4.0, title="5-2: -4"),
        ),
    ),
)
BARS = (Bar(label="1", value=3), Bar(label="2", value=1))


@pytest.fixture
def drawn(monkeypatch):
    """Counts pygal's drawings, line and bar charts alike."""
    calls: list[str] = []
    for module in (line_charts, bar_charts):
        real = module._drawing
        monkeypatch.setattr(
            module,
            "_drawing",
            lambda *a, _real=real, **kw: calls.append(kw["css"]) or _real(*a, **kw),
        )
    return calls


def _new_process():
    kept_clear()
    line_charts._line_chart_kept.cache_clear()
    bar_charts._bar_chart_kept.cache_clear()


def _charts(text: str) -> list[str]:
    return re.findall(r'<div class="line-chart.*?</div>', text, re.S)


@pytest.mark.parametrize(
    "draw",
    [
        lambda: line_chart_svg(SERIES, title="Rating"),
        lambda: bar_chart_svg(BARS, title="Places"),
    ],
    ids=["line", "bar"],
)
def test_a_new_process_draws_no_chart_the_cache_has(drawn, draw):
    _new_process()
    first = draw()
    assert len(drawn) == 2  # the phone's drawing and the wide one
    _new_process()
    again = draw()
    assert again == first and len(drawn) == 2  # read, not drawn
    with translation.override("de"):  # another language: its own chart
        assert draw() and len(drawn) == 4
    with translation.override("nl"):
        draw()
    assert len(drawn) == 6


def test_other_data_is_another_chart(drawn):
    line_chart_svg(SERIES, title="Rating")
    moved = (ChartSeries(name="Ann", points=(*SERIES[0].points[:1], ChartPoint(
        x=datetime.date(2026, 2, 5), y=-5.0, title="5-2: -5"
    ))),)  # fmt: skip
    _new_process()
    assert line_chart_svg(moved, title="Rating") != line_chart_svg(SERIES, title="Rating")
    assert len(drawn) == 4
    assert line_chart_svg(SERIES, title="Ratings") and len(drawn) == 6  # another title


@override_settings(
    CACHES={
        "default": {
            "BACKEND": "django_redis.cache.RedisCache",
            "LOCATION": "redis://127.0.0.1:1/0",  # nobody answers
            "OPTIONS": {
                "IGNORE_EXCEPTIONS": True,
                "SOCKET_CONNECT_TIMEOUT": 1,
                "SOCKET_TIMEOUT": 1,
            },
        }
    }
)
def test_a_redis_outage_draws_the_chart(drawn):
    _new_process()
    first = line_chart_svg(SERIES, title="Rating")
    _new_process()
    assert line_chart_svg(SERIES, title="Rating") == first and len(drawn) == 4


def test_the_player_page_of_a_new_process_draws_nothing_until_a_finished_event_changes(
    client, admin_user, drawn
):
    season = build_season(evenings=3, players=8, hands_per_table=3, slug="charts")
    club = season.club
    member = club.members.order_by("pk").first()
    url = reverse("reports_player", kwargs={"club_slug": club.slug, "pk": member.pk})
    _new_process()
    first = client.get(url).content.decode()
    charts = _charts(first)
    assert charts and drawn  # the page has charts, pygal drew them
    del drawn[:]
    _new_process()
    assert _charts(client.get(url).content.decode()) == charts and not drawn

    german = client.get(url, HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert drawn  # drawn in German, not the Dutch ones served
    assert 'lang="de"' in german and _charts(german) != charts
    del drawn[:]

    evening = Event.objects.filter(season=season).order_by("date").first()
    event_reopen(event=evening, actor=admin_user, reason="a hand was wrong")
    _new_process()
    reopened = _charts(client.get(url).content.decode())
    assert drawn and reopened != charts  # the evening left the finished ones: new charts
    evening = Event.objects.get(pk=evening.pk)
    event_status_move(event=evening, status=EventStatus.FINISHED, actor=None, action="finish")
    del drawn[:]
    _new_process()
    assert _charts(client.get(url).content.decode()) == charts and not drawn  # as before
