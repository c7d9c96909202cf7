"""What depends on finished events only is kept across processes (``kept.kept_across``):
in Django's cache under the club's finished stamp, so a new process (here: the per-process
values forgotten, ``kept_clear``) reads it instead of computing it; a finished event's
change shows at once (the stamp changes); a value too big, unreadable or a Redis outage
means it is computed, never an error."""

from __future__ import annotations

import dataclasses
import pickle
from fractions import Fraction

import pytest
from django.core.cache import cache
from django.test import override_settings

from tests.tournaments.reports.season_data import build_season
from tournaments.events.models import Event, EventStatus
from tournaments.events.services.event_lifecycle import event_status_move
from tournaments.events.services.round_lifecycle import event_reopen
from tournaments.ratings.selectors import club_ratings, club_ratings_compute
from tournaments.reports.selectors import kept as kept_module
from tournaments.reports.selectors.kept import (
    across_key,
    kept_across,
    kept_clear,
    pickled,
    season_report_kept,
    season_statistics_kept,
)
from tournaments.reports.selectors.results import season_report
from tournaments.reports.selectors.statistics import season_statistics, summed_part

pytestmark = pytest.mark.django_db


@pytest.fixture
def season():
    season = build_season(evenings=3, players=8, hands_per_table=3, slug="across")
    kept_clear()
    return season


def _ids(report):
    return [e.id for e in report.standings.evenings]


def _rows(report):
    return [(r.player.key, r.rank, r.table_points, r.score) for r in report.rows]


def test_a_new_process_reads_the_season_s_table_from_the_cache(
    season, django_assert_max_num_queries
):
    first = season_report_kept(season=season)
    kept_clear()  # a new process, or another app server
    with django_assert_max_num_queries(1):  # the finished events' stamp
        again = season_report_kept(season=season)
    assert again is not first and _rows(again) == _rows(first) == _rows(
        season_report(season=season)
    )
    with django_assert_max_num_queries(1):  # and it is kept in this process from then on
        assert season_report_kept(season=season) is again


def test_a_new_process_reads_the_rating_and_the_finished_statistics(
    season, django_assert_max_num_queries, monkeypatch
):
    club = season.club
    ratings = club_ratings(club=club)
    statistics = season_statistics_kept(season=season)
    kept_clear()
    with django_assert_max_num_queries(1):
        again = club_ratings(club=club)
    assert again is not ratings and again == ratings == club_ratings_compute(club=club)
    summed = []
    monkeypatch.setattr(
        kept_module, "summed_part", lambda **kw: summed.append(kw) or summed_part(**kw)
    )
    counted = season_statistics_kept(season=season)
    assert len(summed) == 1  # the unfinished events' part only: the finished one is read
    assert [s.as_dict() for s in counted] == [s.as_dict() for s in statistics]
    assert [s.as_dict() for s in counted] == [s.as_dict() for s in season_statistics(season=season)]


def test_a_finished_event_s_change_shows_at_once_in_a_new_process(admin_user, season):
    before = season_report_kept(season=season)
    evening = Event.objects.filter(season=season).order_by("date").first()
    event_reopen(event=evening, actor=admin_user, reason="a hand was wrong")
    kept_clear()
    reopened = season_report_kept(season=season)
    assert evening.pk in _ids(before) and evening.pk not in _ids(reopened)
    evening = Event.objects.get(pk=evening.pk)
    event_status_move(event=evening, status=EventStatus.FINISHED, actor=None, action="finish")
    kept_clear()
    assert _ids(season_report_kept(season=season)) == _ids(before)


def test_a_value_too_big_is_kept_in_the_process_only(monkeypatch):
    monkeypatch.setattr(kept_module, "ACROSS_MAX_BYTES", 10)
    assert kept_across(("big",), lambda: "x" * 100) == "x" * 100
    assert cache.get(across_key(("big",))) is None
    kept_clear()
    assert kept_across(("big",), lambda: "computed again") == "computed again"


def test_an_unreadable_value_is_computed_again():
    cache.set(across_key(("broken",)), b"not a pickle")
    assert kept_across(("broken",), lambda: 42) == 42
    assert pickle.loads(cache.get(across_key(("broken",)))) == 42  # and written again


def test_the_key_holds_the_code_that_made_the_value(monkeypatch):
    key = across_key(("a",))
    kept_module.code_stamp.cache_clear()
    monkeypatch.setattr(kept_module, "_DEFINED_IN", ("reports",))  # other sources
    try:
        assert across_key(("a",)) != key
    finally:
        kept_module.code_stamp.cache_clear()


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
def test_a_redis_outage_reads_as_an_empty_cache(season):
    first = season_report_kept(season=season)
    kept_clear()
    assert _rows(season_report_kept(season=season)) == _rows(first)


@dataclasses.dataclass(frozen=True, slots=True)
class _Plain:
    a: int
    b: Fraction


@dataclasses.dataclass
class _Checked:
    a: int
    doubled: int = dataclasses.field(init=False)

    def __post_init__(self):
        self.doubled = 2 * self.a


@dataclasses.dataclass
class _WithInitVar:
    a: int
    scale: dataclasses.InitVar[int]
    b: int = 0


@pytest.mark.parametrize(
    "value",
    [
        [_Plain(1, Fraction(2, 3)), _Plain(2, Fraction(-5, 1))],
        _Checked(4),
        {"x": _Plain(0, Fraction(0))},
    ],
)
def test_the_fast_pickles_load_as_the_values_they_were(value):
    assert pickle.loads(pickled(value)) == value


def test_a_dataclass_whose_init_takes_other_arguments_is_pickled_the_usual_way():
    value = _WithInitVar(1, 10, b=2)
    assert pickle.loads(pickled(value)) == value  # not _WithInitVar(1, 2): scale is no field


def test_the_season_s_table_and_the_rating_load_as_they_were(season):
    report = season_report(season=season)
    loaded = pickle.loads(pickled(report))
    assert _rows(loaded) == _rows(report) and loaded.standings == report.standings
    ratings = club_ratings_compute(club=season.club)
    assert pickle.loads(pickled(ratings)) == ratings
