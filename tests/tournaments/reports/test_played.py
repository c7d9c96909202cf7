"""One definition of "played" (``play.selectors.played``, docs/played.md): every page and
selector agrees on who played, in table-driven scenarios.

* ``draw``: a player whose only hands were draws played (table points, a round, attendance);
* ``sat_out``: a player who sat out the only hand of a five-player table played too: he
  earned table points there, so he counts a round, attendance and a season line;
* ``future``: a planned evening next month with the member already seated counts nowhere
  ("last played", the member's events and tables).
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

import pytest
from django.urls import reverse
from django.utils import timezone

from tests.factories import EventFactory, MemberFactory, RoundFactory, SeasonFactory
from tournaments.clubs.models import Member
from tournaments.events.models import EventStatus
from tournaments.play.models import HandResult
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat
from tournaments.reports.selectors.member_record import member_tables
from tournaments.reports.selectors.members import member_event_rows, member_list
from tournaments.reports.selectors.results import event_report, season_report

DRAW = {"players": {w: {} for w in "ESWN"}, "result": {"kind": "draw"}}
WIN_E = {
    "players": {w: {} for w in "ESWN"},
    "result": {"kind": "win", "winner": "E", "self_drawn": True},
    "quick": {"points": {"E": 40, "S": 10, "W": 0, "N": 0}},
}
PAST = datetime.date(2026, 3, 3)


@dataclass
class Played:
    """What a scenario's player should show everywhere."""

    member: Member
    event_id: int
    tp_units: int  # in the evening (1/120ths)


def _evening(club, season, *, date=PAST, status=EventStatus.FINISHED):
    event = EventFactory(club=club, season=season, date=date, status=EventStatus.PLANNED)
    return event, RoundFactory(event=event, number=1)


def draw_only(club, season) -> Played:
    event, round_ = _evening(club, season)
    members = MemberFactory.create_batch(4, club=club)
    hand_enter(table=table_seat(round_=round_, number=1, sitters=members), entry=DRAW)
    event.status = EventStatus.FINISHED
    event.save(update_fields=["status"])
    return Played(members[0], event.pk, 210)  # four-way tie: 7/4 each


def sat_out(club, season) -> Played:
    event, round_ = _evening(club, season)
    members = MemberFactory.create_batch(5, club=club)
    hand_enter(table=table_seat(round_=round_, number=1, sitters=members), entry=WIN_E)
    event.status = EventStatus.FINISHED
    event.save(update_fields=["status"])
    played = set(HandResult.objects.values_list("seat__member_id", flat=True))
    dreamer = next(m for m in members if m.pk not in played)
    return Played(dreamer, event.pk, 240)  # 0 beats the two losers: 2nd, 2 points


@pytest.fixture
def season(club):
    return SeasonFactory(club=club, year=2026)


@pytest.mark.parametrize("scenario", [draw_only, sat_out], ids=["draw", "sat_out"])
def test_every_page_agrees_the_player_played(client, club, season, scenario):
    p = scenario(club, season)
    row = next(
        r for r in event_report(event=club.events.get()).rows if r.player.key == f"m{p.member.pk}"
    )
    assert (row.played, row.rounds, row.tp_units) == (True, 1, p.tp_units)
    season_row = next(
        r for r in season_report(season=season).rows if r.player.key == row.player.key
    )
    assert (season_row.evenings, season_row.rounds, season_row.tp_units) == (1, 1, p.tp_units)
    listed = member_list(club=club).get(pk=p.member.pk)
    assert (listed.events_played, listed.last_played) == (1, PAST)
    assert [r.event.pk for r in member_event_rows(member=p.member)] == [p.event_id]
    assert len(member_tables(member=p.member, year=2026)) == 1
    event = club.events.get()
    standings = client.get(reverse("reports_event_standings", kwargs={"slug": event.slug})).text
    assert "no hands played" not in standings
    season_page = client.get(
        reverse("reports_season_standings", kwargs={"slug": club.slug, "year": 2026})
    ).text
    assert p.member.last_name in season_page


def test_a_planned_evening_counts_nowhere(client, club, season):
    p = draw_only(club, season)
    future = timezone.localdate() + datetime.timedelta(days=30)
    event, round_ = _evening(club, season, date=future)
    others = MemberFactory.create_batch(3, club=club)
    table_seat(round_=round_, number=1, sitters=[p.member, *others])  # drawn, not played
    listed = member_list(club=club).get(pk=p.member.pk)
    assert (listed.events_played, listed.last_played) == (1, PAST)
    assert [r.event.pk for r in member_event_rows(member=p.member)] == [p.event_id]
    year_tables = member_tables(member=p.member, year=future.year)
    assert all(t.seat.round.event_id != event.pk for t in year_tables)
    detail = client.get(
        reverse("member_detail", kwargs={"club_slug": club.slug, "pk": p.member.pk})
    ).text
    assert event.name not in detail
