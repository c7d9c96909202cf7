"""A season's table counts finished evenings only, so it is kept under the club's finished
events (``reports.selectors.kept.club_finished_stamp``): a hand saved at tonight's evening
keeps it (at 1 M hands that first visit computed it again, for every hand), while the
API's season statistics, which count tonight's hands, show that hand at once; whatever
the table counts shows at once."""

import pytest
from django.db import connection
from django.db.models import F
from django.test.utils import CaptureQueriesContext

from tests.tournaments.reports.season_data import build_season
from tournaments.clubs.models import Club, Season
from tournaments.core.choices import TablePointsScheme
from tournaments.events.models import Event, EventStatus
from tournaments.events.services.event_lifecycle import event_status_move
from tournaments.events.services.round_lifecycle import event_reopen
from tournaments.play.models import Hand, HandResult
from tournaments.reports.selectors import kept as kept_module
from tournaments.reports.selectors import statistics
from tournaments.reports.selectors.kept import (
    club_finished_stamp,
    finished_stamp_held,
    kept_clear,
    season_report_kept,
    season_statistics_kept,
)
from tournaments.reports.selectors.results import season_report
from tournaments.reports.selectors.statistics import season_statistics

pytestmark = pytest.mark.django_db


@pytest.fixture
def tonight(admin_user):
    """A season of three evenings, the last one reopened: tonight's, in progress."""
    season = build_season(evenings=3, players=8, hands_per_table=3, slug="tonight")
    evening = Event.objects.filter(season=season).order_by("-date").first()
    event_reopen(event=evening, actor=admin_user, reason="tonight")
    kept_clear()
    return season, Event.objects.get(pk=evening.pk)


def _ids(report):
    return [e.id for e in report.standings.evenings]


def test_a_hand_tonight_keeps_the_table_and_shows_in_the_statistics(
    tonight, django_assert_max_num_queries
):
    season, evening = tonight
    table, statistics = season_report_kept(season=season), season_statistics_kept(season=season)
    Hand.objects.filter(table__round__event=evening).first().save()  # a hand saved tonight
    with django_assert_max_num_queries(1):  # the finished events' stamp
        assert season_report_kept(season=season) is table
    assert _ids(table) == _ids(season_report(season=season))
    assert season_statistics_kept(season=season) is not statistics  # counts tonight's hands


def test_finishing_tonight_shows_at_once(tonight):
    season, evening = tonight
    before = season_report_kept(season=season)
    event_status_move(event=evening, status=EventStatus.FINISHED, actor=None, action="finish")
    after = season_report_kept(season=season)
    assert evening.pk not in _ids(before) and evening.pk in _ids(after)
    assert _ids(after) == _ids(season_report(season=season))


def test_a_change_of_the_season_s_rules_shows_at_once(tonight):
    season, _evening = tonight
    before = season_report_kept(season=season)
    Season.objects.filter(pk=season.pk).update(best_evenings=1)
    season.refresh_from_db()
    stamp = club_finished_stamp(club=season.club).digest
    after = season_report_kept(season=season)
    assert after is not before and after.options.best_evenings == 1
    assert club_finished_stamp(club=season.club).digest == stamp  # the season's own fields


def _figures(rows):
    return [row.as_dict() for row in rows]


def test_after_a_hand_tonight_only_tonight_is_counted_again(tonight, monkeypatch):
    """The API's season statistics keep what the finished evenings count (under the finished
    stamp) and count tonight's evening again: the same figures as counted afresh."""
    season, evening = tonight
    season_statistics_kept(season=season)
    hand = Hand.objects.filter(table__round__event=evening).first()
    HandResult.objects.filter(hand=hand, seat=hand.winner).update(points=F("points") + 7)
    hand.save()  # a hand saved tonight: a new change stamp
    counted_again = []

    def summed_part(*, seats, club):
        counted_again.append(seats)
        return statistics.summed_part(seats=seats, club=club)

    monkeypatch.setattr(kept_module, "summed_part", summed_part)
    with CaptureQueriesContext(connection) as queries:
        counted = season_statistics_kept(season=season)
    assert len(queries) <= 7  # the two stamps and tonight's four reads
    (tonights,) = counted_again
    assert set(tonights.values_list("round__event_id", flat=True)) == {evening.pk}
    assert _figures(counted) == _figures(season_statistics(season=season))


def test_a_change_of_a_finished_evening_is_counted_at_once(tonight, admin_user):
    season, evening = tonight
    event_status_move(event=evening, status=EventStatus.FINISHED, actor=None, action="finish")
    before = _figures(season_statistics_kept(season=season))
    event_reopen(event=evening, actor=admin_user, reason="a correction")
    hand = Hand.objects.filter(table__round__event=evening).first()
    HandResult.objects.filter(hand=hand, seat=hand.winner).update(points=F("points") + 7)
    hand.save()
    event_status_move(event=evening, status=EventStatus.FINISHED, actor=None, action="finish")
    after = _figures(season_statistics_kept(season=season))
    assert after != before and after == _figures(season_statistics(season=season))


def test_a_choice_and_its_plain_value_give_one_stamp(tonight):
    """A field set from a choice holds the enum until the row is read again; its ``repr``
    is not the value's, and the same state once had two digests."""
    season, _evening = tonight
    read = Club.objects.get(pk=season.club_id)  # the plain value
    assert type(read.table_points_scheme) is str
    read.table_points_scheme = TablePointsScheme(read.table_points_scheme)  # as a form sets it
    assert (
        club_finished_stamp(club=read).digest
        == club_finished_stamp(club=Club.objects.get(pk=season.club_id)).digest
    )


def test_a_page_reads_the_stamp_once(tonight, django_assert_num_queries):
    season, _evening = tonight
    with finished_stamp_held():
        stamp = club_finished_stamp(club=season.club)
        with django_assert_num_queries(0):
            assert club_finished_stamp(club=season.club) is stamp
    with django_assert_num_queries(1):  # outside it: read again
        club_finished_stamp(club=season.club)
