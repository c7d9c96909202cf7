"""A club's statistics are kept across processes while none of the club's events in their
scope is in play (``kept.club_statistics_kept``): they then count finished events only and
the club's finished stamp keys them. During a club evening they are counted for each
request, with tonight's hands."""

from __future__ import annotations

import pytest

from tests.tournaments.reports.season_data import build_season
from tournaments.events.models import Event, EventStatus
from tournaments.events.services.event_lifecycle import event_status_move
from tournaments.reports.selectors import kept as kept_module
from tournaments.reports.selectors.club_statistics import club_statistics
from tournaments.reports.selectors.kept import club_statistics_kept, kept_clear

pytestmark = pytest.mark.django_db


@pytest.fixture
def counted(monkeypatch):
    calls: list[int | None] = []
    monkeypatch.setattr(
        kept_module,
        "club_statistics",
        lambda *, club, year=None: calls.append(year) or club_statistics(club=club, year=year),
    )
    return calls


def _figures(stats):
    return (stats.hands, [(d.event.pk, d.players, d.hands) for d in stats.events], stats.elements)


@pytest.mark.parametrize("year", [None, 2025])
def test_a_new_process_reads_them_and_an_evening_in_play_counts_at_once(
    year, counted, django_assert_max_num_queries
):
    season = build_season(evenings=3, players=8, hands_per_table=3, slug=f"cs{year}")
    club = season.club
    first = club_statistics_kept(club=club, year=year)
    kept_clear()  # a new process
    with django_assert_max_num_queries(2):  # "is an event in play" and the finished stamp
        again = club_statistics_kept(club=club, year=year)
    assert _figures(again) == _figures(first) == _figures(club_statistics(club=club, year=year))
    assert counted == [year]

    evening = Event.objects.filter(season=season).order_by("-date").first()
    event_status_move(event=evening, status=EventStatus.IN_PROGRESS, actor=None, action="reopen")
    playing = club_statistics_kept(club=club, year=year)
    assert club_statistics_kept(club=club, year=year).hands == playing.hands == first.hands
    assert counted == [year, year, year]  # counted for each request while it is in play

    event_status_move(event=evening, status=EventStatus.FINISHED, actor=None, action="finish")
    kept_clear()
    assert _figures(club_statistics_kept(club=club, year=year)) == _figures(first)
    assert len(counted) == 4  # finished again: a new stamp, counted once more
