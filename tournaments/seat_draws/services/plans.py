"""Use a seating plan brought in from a file (``selectors.plans`` checks it) as the event's
seating: checked again, then written like a draw (``rows.drawn_rounds_write``: one
transaction that refuses a round that got hands meanwhile), and audited."""

from __future__ import annotations

from collections.abc import Sequence

from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.audit.services import audit_record
from tournaments.events.models import Event
from tournaments.events.services.event_guard import event_check_open
from tournaments.seat_draws.plan_files import PlanRow
from tournaments.seat_draws.selectors.plans import seat_plan_check
from tournaments.seat_draws.services.draws import Actor
from tournaments.seat_draws.services.errors import SeatDrawError
from tournaments.seat_draws.services.rows import drawn_rounds_write


def seat_plan_use(
    *, event: Event, rows: Sequence[PlanRow], filename: str = "", actor: Actor = None
) -> tuple[int, ...]:
    """Seat ``event`` by the plan in ``rows``; the numbers of the rounds written. A plan
    with a problem (``SeatPlan.problems``) changes nothing."""
    event_check_open(event=event)
    plan = seat_plan_check(event=event, rows=rows)
    if not plan.ok:
        raise SeatDrawError(
            _("The plan has problems; nothing was changed. Upload the corrected file again.")
        )
    changes = plan.changes
    if not changes:
        raise SeatDrawError(_("Every round of the plan has hands already: nothing to change."))
    with transaction.atomic():
        drawn_rounds_write(event=event, drawn=changes, total=event.round_count)
        numbers = tuple(r.number for r in changes)
        audit_record(
            actor=actor,
            action="seat_plan",
            obj=event,
            event=event,
            after={
                "rounds": list(numbers),
                "players": len({p for r in changes for p in r.players}),
                "file": filename[:100],
            },
        )
    return numbers
