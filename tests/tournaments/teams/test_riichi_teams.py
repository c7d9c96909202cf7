"""Teams at a riichi tournament (issue 52): teams by club, a draw that keeps teammates apart,
riichi hands at every table, and the team standings from the riichi results."""

from __future__ import annotations

import pytest

from tests.tournaments.riichi_tournament import play_riichi_round, riichi_offered  # noqa: F401
from tournaments.play.models import HandResult, Seat
from tournaments.seat_draws.services.draws import seat_draw_create
from tournaments.teams.selectors.teams import team_report
from tournaments.teams.services.teams import teams_by_club

pytestmark = pytest.mark.django_db


def test_team_standings_of_a_riichi_tournament(riichi_offered, team_event):  # noqa: F811
    event = team_event({"Oost": 4, "West": 4}, rounds=2)
    event.ruleset = "riichi"
    event.save()
    teams_by_club(event=event, actor=None)
    seat_draw_create(event=event, seed=5, time_budget=1)
    play_riichi_round(event, 1)
    play_riichi_round(event, 2)
    assert HandResult.objects.filter(hand__table__round__event=event).count() == 2 * 2 * 3 * 4
    report = team_report(event=event)
    assert sorted(r.name for r in report.rows) == ["Oost", "West"]
    seats = [seat for table in report.players.tables for seat in table.seats]
    assert sum(row.table_points for row in report.rows) == sum(s.table_points for s in seats)
    assert Seat.objects.filter(round__event=event).count() == 16
