"""Making the cut: the field of a later stage, fixed by a staff action (audited)."""

from __future__ import annotations

from collections.abc import Collection

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from tournaments.audit.services import audit_record
from tournaments.events.services.event_guard import event_check_open
from tournaments.seat_draws.services.draws import Actor
from tournaments.stages.cut import CutError, cut_settle
from tournaments.stages.models import Stage, StageEntrant
from tournaments.stages.selectors.stages import cut_view
from tournaments.stages.services.errors import StageError, cut_message


def _entrant(stage: Stage, key: str, seed: int, via: str) -> StageEntrant:
    if key.startswith("m"):
        return StageEntrant(stage=stage, member_id=int(key[1:]), seed=seed, via=via)
    return StageEntrant(stage=stage, guest_name=key.removeprefix("g:"), seed=seed, via=via)


@transaction.atomic
def stage_cut_make(
    *,
    stage: Stage,
    rule: str,
    winners: Collection[str] = (),
    seed: str = "",
    actor: Actor,
) -> list[StageEntrant]:
    """Fix ``stage``'s field: the top ``field_size`` of the stage before, a tie across the
    line settled by ``rule`` (``stages.cut.cut_settle``; ``winners`` of a play-off hand,
    ``seed`` of the lots). Refused before the stage before is closed, and twice."""
    event = stage.event
    event_check_open(event=event)
    locked = Stage.objects.select_for_update().get(pk=stage.pk)
    if locked.order == 1:
        raise StageError(_("The first stage is played by everyone: it has no cut."))
    if locked.cut_made_at is not None:
        raise StageError(_("This cut has already been made."))
    view = cut_view(stage=locked)
    if not view.ready:
        raise StageError(
            _("Close every round of %(stage)s before making the cut.") % {"stage": view.before.name}
        )
    if view.preview is None:
        raise StageError(_("There are no standings to cut yet."))
    try:
        field = cut_settle(view.preview, rule, winners=winners, seed=seed)
    except CutError as exc:
        raise StageError(cut_message(exc)) from exc
    entrants = StageEntrant.objects.bulk_create(
        [_entrant(locked, key, seed_, via) for seed_, (key, via) in enumerate(field, start=1)]
    )
    locked.cut_made_at = timezone.now()
    locked.cut_rule = rule
    locked.cut_seed = seed if rule == "lots" else ""
    locked.save(update_fields=["cut_made_at", "cut_rule", "cut_seed"])
    names = {r.player.key: r.player.name for r in view.rows}
    audit_record(
        actor=actor,
        action="stage_cut",
        obj=locked,
        event=event,
        after={
            "stage": locked.name,
            "field_size": locked.field_size,
            "rule": rule,
            "seed": locked.cut_seed,
            "tied": [names[k] for k in view.preview.tied],
            "winners": [names[k] for k in view.preview.tied if k in set(winners)],
            "field": [names[k] for k, _via in field],
        },
    )
    return entrants
