"""An event's stages (``stages``) in the event file and back: each stage with its cut and
the players who made it. Written only when the event has stages, so the file of an event
without them is what it was."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext as _

from tournaments.clubs.models import Member
from tournaments.core.event_file import (
    EventFileSection,
    SectionRefs,
    TransferError,
    get_field,
    list_field,
    not_in_members,
    optional_field,
    row_save,
    ts_in,
    ts_out,
)
from tournaments.events.models import Event
from tournaments.stages.models import Stage, StageEntrant


class StagesSection(EventFileSection[Event]):
    key = "stages"

    def out(self, event: Event) -> list[dict[str, Any]]:
        return stages_out(event)

    def members(self, event: Event) -> list[Member]:
        return stage_members(event)

    def restore(self, event: Event, data: Any, refs: SectionRefs) -> None:
        stages_restore(event, data, refs.members)


def stages_out(event: Event) -> list[dict[str, Any]]:
    stages = (
        Stage.objects.filter(event=event).order_by("order").prefetch_related("entrants__member")
    )
    return [
        {
            "order": s.order,
            "name": s.name,
            "rounds": s.rounds,
            "field_size": s.field_size,
            "carry_over": s.carry_over,
            "seating": s.seating,
            "cut_made_at": ts_out(s.cut_made_at),
            "cut_rule": s.cut_rule,
            "cut_seed": s.cut_seed,
            "entrants": [
                {
                    **({"member": e.member.member_number} if e.member else {"guest": e.guest_name}),
                    "seed": e.seed,
                    "via": e.via,
                }
                for e in s.entrants.all()
            ],
        }
        for s in stages
    ]


def stage_members(event: Event) -> list[Member]:
    """The members who made a cut (the file lists every member it names)."""
    return [
        e.member
        for e in StageEntrant.objects.filter(
            stage__event=event, member__isnull=False
        ).select_related("member")
        if e.member is not None
    ]


def stages_restore(event: Event, rows: Any, members: Mapping[str, Member]) -> None:
    if not rows:
        return
    if not isinstance(rows, list):
        raise TransferError(_("%(where)s: expected a list") % {"where": "stages"})
    for index, row in enumerate(rows):
        where = f"stages[{index}]"
        stage = Stage(
            event=event,
            order=get_field(row, "order", int, where),
            name=get_field(row, "name", str, where),
            rounds=get_field(row, "rounds", int, where),
            field_size=get_field(row, "field_size", int, where, null=True),
            carry_over=get_field(row, "carry_over", str, where),
            seating=get_field(row, "seating", str, where),
            cut_made_at=ts_in(row.get("cut_made_at"), f"{where}.cut_made_at"),
            cut_rule=optional_field(row, "cut_rule", str, where, ""),
            cut_seed=optional_field(row, "cut_seed", str, where, ""),
        )
        row_save(stage, where)
        for number, entrant in enumerate(list_field(row, "entrants", where)):
            at = f"{where}.entrants[{number}]"
            member = None
            if isinstance(entrant, Mapping) and "member" in entrant:
                key = get_field(entrant, "member", str, at)
                if key not in members:
                    raise TransferError(not_in_members(at, key))
                member = members[key]
            row_save(
                StageEntrant(
                    stage=stage,
                    member=member,
                    guest_name="" if member else get_field(entrant, "guest", str, at),
                    seed=get_field(entrant, "seed", int, at),
                    via=get_field(entrant, "via", str, at),
                ),
                at,
            )
