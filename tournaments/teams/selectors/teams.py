"""Reads of an event's teams: its settings, its teams with their members, the field not in
a team yet, and the team standings (the player standings of ``reports`` summed by team)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from django.shortcuts import get_object_or_404
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from tournaments.core.choices import SubstituteRule
from tournaments.events.models import Event, EventParticipant
from tournaments.events.selectors.participants import event_participants
from tournaments.reports.selectors.results import EventReport, event_report
from tournaments.teams.models import Team, TeamMembership, TeamRule, TeamSettings
from tournaments.teams.selectors.teammates import TeammateTables, teammates_at_tables
from tournaments.teams.standings import TEAM_TIE_BREAKS, TeamRow, team_standings


def team_settings_of(*, event: Event) -> TeamSettings:
    """The event's team settings; the defaults (teams off, not stored) when it has none."""
    found = TeamSettings.objects.filter(event=event).first()
    return found if found is not None else TeamSettings(event=event)


def event_teams(*, event: Event) -> list[Team]:
    """The event's teams by name, each with its members (``members.all()``) prefetched."""
    return list(
        Team.objects.filter(event=event).prefetch_related("members__member").order_by("name")
    )


def participant_team(participant: EventParticipant) -> Team | None:
    """The participant's team (None: in none); one query unless the participant was read
    with ``select_related("team_membership__team")``."""
    try:
        return participant.team_membership.team
    except TeamMembership.DoesNotExist:
        return None


def participant_team_ids(participants: Sequence[EventParticipant]) -> dict[int, int]:
    """``{participant id: team id}`` of those of ``participants`` in a team (one query; the
    seat draw keeps teammates apart)."""
    pks = [p.pk for p in participants]
    return dict(
        TeamMembership.objects.filter(participant__in=pks).values_list("participant_id", "team_id")
    )


def participant_team_names(participants: Sequence[EventParticipant]) -> dict[int, str]:
    """``{participant id: team name}`` of those of ``participants`` in a team (one query)."""
    memberships = TeamMembership.objects.filter(participant__in=[p.pk for p in participants])
    return dict(memberships.values_list("participant_id", "team__name"))


def team_get(*, event: Event, pk: int) -> Team:
    return get_object_or_404(Team, event=event, pk=pk)


def participant_of(*, event: Event, pk: int) -> EventParticipant | None:
    return EventParticipant.objects.filter(event=event, pk=pk).first()


def report_key(participant: EventParticipant) -> str:
    """The standings' key of a participant (``reports.rows.Player.key``)."""
    if participant.member_id is not None:
        return f"m{participant.member_id}"
    return f"g:{participant.guest_name}"


@dataclass
class TeamPage:
    """What the staff's team page shows."""

    settings: TeamSettings
    teams: list[Team]
    unassigned: list[EventParticipant]
    groups: list[str] = field(default_factory=list)  # clubs (groups) of players not in a team
    #: teammates at one table in the seat draw (the draw page's figure; None: no members)
    teammates: TeammateTables | None = None


def team_page(*, event: Event) -> TeamPage:
    teams = event_teams(event=event)
    placed = {p.pk for team in teams for p in team.members.all()}
    free = [p for p in event_participants(event=event) if p.active and p.pk not in placed]
    groups = sorted({p.group.strip() for p in free if p.group.strip()}, key=str.casefold)
    return TeamPage(
        settings=team_settings_of(event=event),
        teams=teams,
        unassigned=free,
        groups=groups,
        teammates=teammates_at_tables(event=event),
    )


@dataclass
class TeamReport:
    event: Event
    settings: TeamSettings
    rows: list[TeamRow]
    players: EventReport

    @property
    def tie_break_labels(self) -> list[str]:
        """The tie-breaks after the rule (under "sum of all members" the second one is the
        rule itself, so it is not said twice)."""
        labels = list(TEAM_TIE_BREAKS)
        if self.settings.rule == TeamRule.SUM:
            labels.pop(1)
        return [str(label) for label in labels]

    @property
    def rule_label(self) -> str:
        """The rule the team value follows, in the reader's language."""
        if self.settings.rule == TeamRule.BEST:
            return ngettext(
                "table points of the best player",
                "table points of the best %(count)d players",
                self.settings.best_count,
            ) % {"count": self.settings.best_count}
        if self.settings.rule == TeamRule.AVERAGE:
            return _("average table points of the players")
        return _("table points of all players")

    @property
    def substitute_note(self) -> str:
        """How a substitute counts for a team, under the event's substitute rule."""
        if self.event.substitute_rule == SubstituteRule.ABSENT_PLAYER:
            return _(
                "A substitute's results count for the absent player, and so for the "
                "absent player's team."
            )
        return _(
            "EMA rule: a substitute counts for no team; the absent player's results before "
            "the substitution count for the team, the seat's later results for nobody."
        )


def team_report(*, event: Event) -> TeamReport:
    """The team standings of ``event`` under its rule (members withdrawn keep what they
    played; see docs/teams.md)."""
    settings = team_settings_of(event=event)
    players = event_report(event=event)
    names = {row.player.key: row.player.name for row in players.rows}
    teams = {
        team.name: [(report_key(p), names.get(report_key(p), p.name)) for p in team.members.all()]
        for team in event_teams(event=event)
    }
    rows = team_standings(players.rows, teams, rule=settings.rule, best=settings.best_count)
    return TeamReport(event=event, settings=settings, rows=rows, players=players)
