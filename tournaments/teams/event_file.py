"""An event's teams in the event file and back: the settings and the teams (``"teams"``,
left out when the event has neither) and each participant's team by name
(``participants[i].team``). An import of an export exports the same file again."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django.utils.translation import gettext as _

from tournaments.core.event_file import (
    EventFileSection,
    SectionRefs,
    TransferError,
    get_field,
    list_field,
    row_save,
    ts_in,
    ts_out,
)
from tournaments.events.models import Event, EventParticipant
from tournaments.teams.models import Team, TeamMembership, TeamSettings

_SETTINGS = ("enabled", "size_min", "size_max", "rule", "best_count")


class TeamsSection(EventFileSection[Event]):
    key = "teams"

    def out(self, event: Event) -> dict[str, Any] | None:
        """The event's team settings and teams; None when it has neither."""
        settings = TeamSettings.objects.filter(event=event).first()
        teams = list(Team.objects.filter(event=event).order_by("name"))
        if settings is None and not teams:
            return None
        return {
            "settings": {name: getattr(settings, name) for name in _SETTINGS} if settings else None,
            "teams": [{"name": t.name, "created_at": ts_out(t.created_at)} for t in teams],
        }

    def participant_keys(self, event: Event) -> dict[int, dict[str, str]]:
        """Each participant's ``team`` (only when he is in one, so older files stay as
        they were)."""
        memberships = TeamMembership.objects.filter(participant__event=event)
        return {
            participant: {"team": name}
            for participant, name in memberships.values_list("participant_id", "team__name")
        }

    def restore(self, event: Event, data: Any, refs: SectionRefs) -> None:
        """Restore the ``"teams"`` section and put each participant in the team his row
        names (the participants are restored before any section)."""
        settings = get_field(data, "settings", dict, "teams", null=True)
        if settings is not None:
            values = {
                name: get_field(settings, name, (bool, int, str), "teams.settings")
                for name in _SETTINGS
            }
            row_save(TeamSettings(event=event, **values), "teams.settings")
        by_name: dict[str, Team] = {}
        for index, row in enumerate(list_field(data, "teams", "teams")):
            where = f"teams.teams[{index}]"
            team = Team(event=event, name=get_field(row, "name", str, where))
            row_save(team, where, created_at=ts_in(row.get("created_at"), f"{where}.created_at"))
            by_name[team.name] = team
        _members_restore(event, refs.participants, by_name)


def _members_restore(event: Event, rows: Sequence[Any], teams: Mapping[str, Team]) -> None:
    participants = list(EventParticipant.objects.filter(event=event).select_related("member"))
    for index, row in enumerate(rows):
        if not isinstance(row, Mapping) or "team" not in row:
            continue
        where = f"participants[{index}].team"
        name = get_field(row, "team", str, f"participants[{index}]")
        if name not in teams:
            raise TransferError(
                _("%(where)s: no team %(name)r in the file") % {"where": where, "name": name}
            )
        participant = next(
            (
                p
                for p in participants
                if (p.member is not None and p.member.member_number == row.get("member"))
                or (p.member is None and p.guest_name == row.get("guest"))
            ),
            None,
        )
        if participant is not None:
            TeamMembership.objects.update_or_create(
                participant=participant, defaults={"team": teams[name]}
            )
