"""``manage.py verify`` checks the teams: a member of another event, a team too large."""

from __future__ import annotations

import io

import pytest
from django.core.management import CommandError, call_command

from tournaments.events.models import EventParticipant
from tournaments.teams.models import TeamMembership, TeamSettings
from tournaments.teams.services.teams import teams_by_club

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("breach", ["none", "too large", "other event"])
def test_verify_reports_broken_teams(team_event, breach):
    event = team_event({"Oost": 4})
    other = team_event({"West": 2})
    (team,) = teams_by_club(event=event, actor=None)
    if breach == "too large":
        TeamSettings.objects.filter(event=event).update(size_min=2, size_max=3)
    if breach == "other event":
        TeamMembership.objects.bulk_create(
            TeamMembership(team=team, participant=p)
            for p in EventParticipant.objects.filter(event=other)
        )
    out = io.StringIO()
    if breach == "none":
        call_command("verify", "--event", event.slug, stdout=out)
        assert "all consistent" in out.getvalue()
        return
    with pytest.raises(CommandError):
        call_command("verify", "--event", event.slug, stdout=out)
    expected = {"too large": "4 players, at most 3 allowed", "other event": "another event"}
    assert expected[breach] in out.getvalue()
