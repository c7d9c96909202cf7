"""The stages of an event: set up (or removed) before any cut is made."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass

from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.audit.services import audit_record
from tournaments.events.models import Event, EventKind
from tournaments.events.services.event_guard import event_check_open
from tournaments.seat_draws.services.draws import Actor
from tournaments.stages.models import MAX_STAGES, Stage
from tournaments.stages.services.errors import StageError

MAX_EVENT_ROUNDS = 50


@dataclass(frozen=True)
class StagePlan:
    """One stage as the setup form gives it."""

    name: str
    rounds: int
    field_size: int | None
    carry_over: str
    seating: str


def _check_plan(plans: Sequence[StagePlan]) -> None:
    if len(plans) > MAX_STAGES:
        raise StageError(_("At most %(max)d stages.") % {"max": MAX_STAGES})
    if plans and plans[0].field_size is not None:
        raise StageError(_("The first stage is played by everyone: leave its field size empty."))
    previous: int | None = None
    for plan in plans[1:]:
        if plan.field_size is None:
            raise StageError(_("Every stage after the first needs a field size (top N)."))
        if previous is not None and plan.field_size >= previous:
            raise StageError(_("Each cut must make the field smaller than the stage before."))
        previous = plan.field_size
    if sum(p.rounds for p in plans) > MAX_EVENT_ROUNDS:
        raise StageError(
            _("The stages add up to more than %(max)d rounds.") % {"max": MAX_EVENT_ROUNDS}
        )


@transaction.atomic
def stage_plan_save(*, event: Event, plans: Sequence[StagePlan], actor: Actor) -> list[Stage]:
    """Replace the event's stages with ``plans`` (none: one implicit stage again); the
    event's number of rounds becomes their sum. Refused once a cut has been made."""
    event_check_open(event=event)
    if event.kind != EventKind.TOURNAMENT and plans:
        raise StageError(_("Only a tournament is played in stages."))
    _check_plan(plans)
    before = list(Stage.objects.select_for_update().filter(event=event).order_by("order"))
    if any(s.cut_made_at for s in before):
        raise StageError(_("A cut has been made: the stages can no longer change."))
    Stage.objects.filter(event=event).delete()
    stages = []
    for order, plan in enumerate(plans, start=1):
        stage = Stage(event=event, order=order, **asdict(plan))
        stage.full_clean()
        stage.save()
        stages.append(stage)
    if plans:
        event.round_count = sum(p.rounds for p in plans)
        event.save(update_fields=["round_count"])
    audit_record(
        actor=actor,
        action="stage_plan",
        obj=event,
        event=event,
        before={"stages": [_snapshot(s) for s in before]},
        after={"stages": [asdict(p) for p in plans], "round_count": event.round_count},
    )
    return stages


def _snapshot(stage: Stage) -> dict[str, object]:
    return {
        "name": stage.name,
        "rounds": stage.rounds,
        "field_size": stage.field_size,
        "carry_over": stage.carry_over,
        "seating": stage.seating,
    }
