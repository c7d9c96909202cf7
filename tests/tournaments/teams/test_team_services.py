"""Teams made, changed and removed (audited, refused on a finished event), teams by club,
and a substitute counting for a team as the event's substitute rule says."""

from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError

from tests.tournaments.seat_draws.fixtures import play_table
from tournaments.audit.models import AuditEntry
from tournaments.core.choices import SubstituteRule
from tournaments.events.models import EventParticipant, EventStatus
from tournaments.penalties.services.substitutes import seat_substitute_set
from tournaments.play.models import Seat, Table
from tournaments.seat_draws.services.draws import seat_draw_create
from tournaments.teams.models import Team
from tournaments.teams.selectors.teams import participant_team, team_report
from tournaments.teams.services.teams import (
    team_create,
    team_delete,
    team_member_set,
    team_settings_set,
    teams_by_club,
)

pytestmark = pytest.mark.django_db


def _players(event, group):
    return list(EventParticipant.objects.filter(event=event, group=group).order_by("pk"))


def test_teams_by_club_splits_big_clubs_and_skips_small_ones(team_event):
    event = team_event({"Oost": 7, "West": 3, "Solo": 1})
    made = teams_by_club(event=event, actor=None)
    sizes = {t.name: t.members.count() for t in made}
    assert sizes == {"Oost 1": 4, "Oost 2": 3, "West": 3}
    assert AuditEntry.objects.filter(action="team.create").count() == 3
    assert teams_by_club(event=event, actor=None) == []  # nobody left to put in a team


@pytest.mark.parametrize(
    ("case", "message"),
    [
        ("too many", "at most 3 players"),
        ("taken", "in another team"),
        ("no players", "Choose the team's players"),
        ("teams off", "Switch teams on"),
        ("finished", "finished"),
    ],
)
def test_team_create_refuses(team_event, case, message):
    event = team_event({"Oost": 4})
    players = _players(event, "Oost")
    team_settings_set(
        event=event,
        enabled=case != "teams off",
        size_min=2,
        size_max=3,
        rule="sum",
        best_count=3,
        actor=None,
    )
    if case == "taken":
        team_create(event=event, name="First", players=players[:2], actor=None)
        players = [EventParticipant.objects.get(pk=players[0].pk), players[2]]
    if case == "finished":
        event.status = EventStatus.FINISHED
        event.save()
    chosen = {"too many": players, "no players": []}.get(case, players[:2])
    with pytest.raises(ValidationError, match=message):
        team_create(event=event, name="X", players=chosen, actor=None)
    assert not Team.objects.filter(name="X").exists()


def test_names_move_and_delete(team_event):
    event = team_event({"Oost": 4, "": 2})
    oost = _players(event, "Oost")
    first = team_create(event=event, name="", players=oost[:2], actor=None)
    second = team_create(event=event, name="", players=oost[2:], actor=None)
    third = team_create(event=event, name="", players=_players(event, ""), actor=None)
    assert [first.name, second.name, third.name] == ["Oost", "Oost 2", "Team 1"]
    team_member_set(event=event, participant=oost[0], team=second, actor=None)
    assert second.members.count() == 3
    team_member_set(event=event, participant=oost[0], team=None, actor=None)
    assert participant_team(EventParticipant.objects.get(pk=oost[0].pk)) is None
    team_delete(team=second, actor=None)
    assert not EventParticipant.objects.filter(
        event=event, team_membership__isnull=False, group="Oost"
    )[1:].exists()
    assert AuditEntry.objects.filter(action__startswith="team.").count() >= 7
    event.status = EventStatus.FINISHED
    event.save()
    with pytest.raises(ValidationError, match="finished"):
        team_delete(team=first, actor=None)


@pytest.mark.parametrize("rule", [SubstituteRule.EMA, SubstituteRule.ABSENT_PLAYER])
def test_a_substitute_counts_for_the_team_as_the_rule_says(team_event, club, rule):
    from tests.factories import MemberFactory

    event = team_event({"A": 4, "B": 4}, rounds=2)
    event.substitute_rule = rule
    event.status = EventStatus.IN_PROGRESS
    event.save()
    teams_by_club(event=event, actor=None)
    seat_draw_create(event=event, seed=5, time_budget=1)
    for table in Table.objects.filter(round__event=event, round__number=1):
        play_table(table, {0: 30, 1: 10, 2: -10, 3: -30})
    first_a = next(
        s
        for s in Seat.objects.filter(
            round__event=event, round__number=2, position=0
        ).select_related("member")
        if EventParticipant.objects.get(event=event, member=s.member).group == "A"
    )
    seat_substitute_set(
        event=event, absent=first_a.member, from_round=2, substitute=MemberFactory(club=club)
    )
    for table in Table.objects.filter(round__event=event, round__number=2):
        play_table(table, {0: 30, 1: 10, 2: -10, 3: -30})
    report = team_report(event=event)
    seats = [seat for table in report.players.tables for seat in table.seats]
    everything = sum(seat.table_points for seat in seats)
    taken = next(seat for seat in seats if seat.substitute is not None)
    assert taken.table_points > 0
    counted = sum(row.table_points for row in report.rows)
    # the substitute's seat counts for team A only under the absent-player rule
    lost = 0 if rule == SubstituteRule.ABSENT_PLAYER else taken.table_points
    assert counted == everything - lost
