"""Check an event's teams: every member a participant of the team's own event, and no team
larger than the event allows (both hold when teams are changed on the pages; a database
edit or a broken import can break them, and the team standings would count wrongly)."""

from __future__ import annotations

from django.db.models import Prefetch, QuerySet

from tournaments.events.models import Event, EventParticipant
from tournaments.integrity.verify import Issue, VerifyReport
from tournaments.teams.models import Team, TeamSettings


def teams_to_verify(*, event: Event | None = None) -> QuerySet[Team]:
    teams = Team.objects.select_related("event").order_by("event__slug", "name")
    if event is not None:
        teams = teams.filter(event=event)
    return teams.prefetch_related(
        Prefetch("members", queryset=EventParticipant.objects.select_related("member"))
    )


def verify_teams(teams: QuerySet[Team], report: VerifyReport) -> VerifyReport:
    """Add the issues of ``teams`` (from ``teams_to_verify``) to ``report``."""
    largest = dict(TeamSettings.objects.values_list("event_id", "size_max"))
    for team in teams:
        where = f"{team.event.slug} team {team.name}"
        members = list(team.members.all())
        report.issues.extend(
            Issue(where, f"{p.name} plays in another event")
            for p in members
            if p.event_id != team.event_id
        )
        most = largest.get(team.event_id)
        if most is not None and len(members) > most:
            report.issues.append(Issue(where, f"{len(members)} players, at most {most} allowed"))
    return report
