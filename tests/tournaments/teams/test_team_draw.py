"""Teammates do not meet where the field allows it: team membership feeds the draw's
"should not meet" pairs (the participants' ``group`` mechanism), and the draw page counts
the teammate meetings it could not avoid."""

from __future__ import annotations

import pytest

from tournaments.events.models import EventParticipant
from tournaments.seat_draws.selectors.overview import seating_overview
from tournaments.seat_draws.services.draws import seat_draw_create
from tournaments.teams.services.teams import team_create, teams_by_club

pytestmark = pytest.mark.django_db


def test_four_teams_of_four_never_meet(team_event):
    event = team_event({"A": 4, "B": 4, "C": 4, "D": 4}, rounds=4)
    assert len(teams_by_club(event=event, actor=None)) == 4
    # the group would keep them apart too: clear it, so only the teams do
    EventParticipant.objects.filter(event=event).update(group="")
    seat_draw_create(event=event, seed=7, time_budget=2)
    overview = seating_overview(event=event)
    assert overview.teammate_meetings == 0
    assert overview.quality is not None and overview.quality.constraint_violations == 0


def test_a_team_of_five_in_eight_players_is_counted(team_event, client, make_user):
    event = team_event({"Big": 5, "Rest": 3}, rounds=2)
    players = list(EventParticipant.objects.filter(event=event, group="Big"))
    team_create(event=event, name="", players=players, actor=None)
    seat_draw_create(event=event, seed=3, time_budget=1)
    # two tables of four: five teammates cannot all sit apart
    assert seating_overview(event=event).teammate_meetings >= 2
    referee = make_user("referee", club=event.club, username="ref")
    client.force_login(referee)
    page = client.get(f"/events/{event.slug}/seating/").content.decode()
    assert "Teammates at one table" in page and 'data-figure="teammates"' in page


def test_without_teams_the_panel_has_no_teammate_line(team_event):
    event = team_event({"": 8}, rounds=1)
    seat_draw_create(event=event, seed=1, time_budget=1)
    assert seating_overview(event=event).teammate_meetings is None
