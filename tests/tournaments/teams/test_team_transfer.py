"""The event file carries the teams: settings, teams and who is in which; an import of an
export exports the same file (with a seat swapped after entry in its audit)."""

from __future__ import annotations

import pytest

from tournaments.events.models import EventParticipant, EventStatus
from tournaments.play.models import Table
from tournaments.play.selectors.turns import seats_by_position
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.seat_moves import table_seats_swap
from tournaments.seat_draws.services.draws import seat_draw_create
from tournaments.teams.models import Team, TeamSettings
from tournaments.teams.services.teams import teams_by_club
from tournaments.transfer import TransferError, dumps, event_export, event_import, loads

pytestmark = pytest.mark.django_db

DRAW = {"result": {"kind": "draw"}}


@pytest.fixture
def teamed(team_event):
    event = team_event({"Oost": 4, "West": 4}, rounds=1, rule="best", best=2)
    event.status = EventStatus.IN_PROGRESS
    event.save()
    teams_by_club(event=event, actor=None)
    seat_draw_create(event=event, seed=2, time_budget=1)
    table = Table.objects.get(round__event=event, number=1)
    hand_enter(table=table, entry=DRAW)
    first, second, *_ = seats_by_position(table)
    table_seats_swap(table=table, first=first, second=second, actor=None, reason="chairs")
    return event


def test_teams_round_trip(teamed):
    first = dumps(event_export(event=teamed))
    data = loads(first)
    assert [t["name"] for t in data["teams"]["teams"]] == ["Oost", "West"]
    assert data["teams"]["settings"]["rule"] == "best"
    assert sum(1 for p in data["participants"] if p.get("team")) == 8
    event_import(data=data, replace=True)
    assert dumps(event_export(event=teamed.__class__.objects.get(slug=teamed.slug))) == first
    assert TeamSettings.objects.get(event__slug=teamed.slug).best_count == 2
    assert Team.objects.filter(event__slug=teamed.slug).count() == 2
    assert (
        EventParticipant.objects.filter(
            event__slug=teamed.slug, team_membership__isnull=True
        ).count()
        == 0
    )


def test_a_file_naming_an_unknown_team_is_refused(teamed):
    data = loads(dumps(event_export(event=teamed)))
    data["participants"][0]["team"] = "Nobody"
    with pytest.raises(TransferError, match="no team 'Nobody'"):
        event_import(data=data, replace=True)
    assert Team.objects.filter(event__slug=teamed.slug).count() == 2  # all or nothing
