"""Writes of an event's teams: settings, a team made or removed, a player put in a team or
taken out, and teams made from the players' clubs (``EventParticipant.group``).

Every write is audited and refused on a finished or cancelled event (``event_guard``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.audit.actors import Actor
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.events.models import Event, EventParticipant
from tournaments.events.services.event_guard import event_check_open
from tournaments.teams.models import Team, TeamMembership, TeamSettings
from tournaments.teams.selectors.teams import participant_team, team_settings_of

NAME_MAX = 60


def _locked(event: Event) -> Event:
    locked = Event.objects.select_for_update().filter(pk=event.pk).first() or event
    event_check_open(event=locked)
    return locked


@transaction.atomic
def team_settings_set(
    *,
    event: Event,
    enabled: bool,
    size_min: int,
    size_max: int,
    rule: str,
    best_count: int,
    actor: Actor | None,
) -> TeamSettings:
    """Store the event's team settings (teams on or off, sizes, the standings rule)."""
    event = _locked(event)
    settings = team_settings_of(event=event)
    before = model_snapshot(settings) if settings.pk else None
    settings.enabled, settings.rule, settings.best_count = enabled, rule, best_count
    settings.size_min, settings.size_max = size_min, size_max
    if size_min > size_max:
        raise ValidationError(_("The smallest team cannot be larger than the largest."))
    settings.full_clean()
    settings.save()
    audit_record(
        actor=actor,
        action="team.settings",
        obj=settings,
        before=before,
        after=model_snapshot(settings),
        event=event,
    )
    return settings


def _default_name(event: Event, players: Sequence[EventParticipant]) -> str:
    """The players' club (their common group), else "Team <n>"; a number is added when
    the club's name is taken."""
    groups = {p.group.strip()[: NAME_MAX - 4] for p in players}
    taken = set(Team.objects.filter(event=event).values_list("name", flat=True))
    club = groups.pop() if len(groups) == 1 else ""
    if club and club not in taken:
        return club
    stem, number = (club, 2) if club else (_("Team"), 1)
    while f"{stem} {number}" in taken:
        number += 1
    return f"{stem} {number}"


def _check_enabled(event: Event) -> None:
    if not team_settings_of(event=event).enabled:
        raise ValidationError(_("Switch teams on for this event first."))


def _check_size(event: Event, count: int) -> None:
    settings = team_settings_of(event=event)
    if count > settings.size_max:
        raise ValidationError(
            _("A team has at most %(count)d players in this event.") % {"count": settings.size_max}
        )


@transaction.atomic
def team_create(
    *, event: Event, name: str, players: Sequence[EventParticipant], actor: Actor | None
) -> Team:
    """A new team of ``players`` (participants of ``event`` not in a team yet); an empty
    ``name`` becomes the players' club, else "Team <n>"."""
    event = _locked(event)
    if not players:
        raise ValidationError(_("Choose the team's players."))
    # read again under the event's lock: another post may have put one in a team meanwhile
    fresh = EventParticipant.objects.filter(pk__in=[p.pk for p in players], event=event)
    if len(fresh) != len(players) or fresh.filter(team_membership__isnull=False).exists():
        raise ValidationError(_("A player is in another team already."))
    _check_enabled(event)
    _check_size(event, len(players))
    name = name.strip()[:NAME_MAX] or _default_name(event, players)
    if Team.objects.filter(event=event, name=name).exists():
        raise ValidationError(_("There is a team named %(name)s already.") % {"name": name})
    team = Team(event=event, name=name)
    team.full_clean()
    team.save()
    TeamMembership.objects.bulk_create(
        TeamMembership(team=team, participant=participant) for participant in players
    )
    audit_record(
        actor=actor,
        action="team.create",
        obj=team,
        after={"name": team.name, "players": [p.name for p in players]},
        event=event,
    )
    return team


@transaction.atomic
def team_member_set(
    *, event: Event, participant: EventParticipant, team: Team | None, actor: Actor | None
) -> None:
    """Put ``participant`` in ``team`` (None: out of his team)."""
    event = _locked(event)
    if participant.event_id != event.pk or (team is not None and team.event_id != event.pk):
        raise ValidationError(_("That player or team is not part of this event."))
    old = participant_team(participant)
    if team is not None:
        _check_enabled(event)
        _check_size(event, team.members.exclude(pk=participant.pk).count() + 1)
    TeamMembership.objects.filter(participant=participant).delete()
    if team is not None:
        TeamMembership.objects.create(team=team, participant=participant)
    audit_record(
        actor=actor,
        action="team.member",
        obj=participant,
        before={"team": old.name if old else ""},
        after={"team": team.name if team else "", "players": [participant.name]},
        event=event,
    )


@transaction.atomic
def team_delete(*, team: Team, actor: Actor | None) -> None:
    """Remove ``team``; its players stay in the event without a team."""
    event = _locked(team.event)
    names = [p.name for p in team.members.select_related("member")]
    audit_record(
        actor=actor,
        action="team.delete",
        obj=team,
        before={"name": team.name, "players": names},
        event=event,
    )
    team.delete()


@transaction.atomic
def teams_by_club(*, event: Event, actor: Actor | None) -> list[Team]:
    """A team for each club (``EventParticipant.group``) of the players not in a team yet;
    a club with more players than the largest team gets several ("Club 1", "Club 2"); a
    club with fewer than the smallest team gets none."""
    event = _locked(event)
    _check_enabled(event)
    settings = team_settings_of(event=event)
    by_group: dict[str, list[EventParticipant]] = defaultdict(list)
    free = EventParticipant.objects.filter(
        event=event, team_membership__isnull=True, withdrew_after_round__isnull=True
    ).select_related("member")
    for p in sorted(free, key=lambda p: p.pk):
        if p.group.strip():
            by_group[p.group.strip()].append(p)
    made: list[Team] = []
    for group in sorted(by_group, key=str.casefold):
        made.extend(_club_teams(event, group, by_group[group], settings, actor))
    return made


def _club_teams(
    event: Event,
    group: str,
    players: list[EventParticipant],
    settings: TeamSettings,
    actor: Actor | None,
) -> list[Team]:
    if len(players) < settings.size_min:
        return []
    count = -(-len(players) // settings.size_max)  # ceiling
    chunks = [players[i::count] for i in range(count)]
    made = []
    for number, chunk in enumerate(chunks, start=1):
        name = group if count == 1 else f"{group} {number}"
        if Team.objects.filter(event=event, name=name[:NAME_MAX]).exists():
            name = ""  # the default name adds a number
        made.append(team_create(event=event, name=name, players=chunk, actor=actor))
    return made
