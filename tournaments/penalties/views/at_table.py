"""What the table page shows of penalties outside a hand: a section of ``play``'s table page
(``TABLE_SECTIONS``, filled by ``penalties``' feature)."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from django.urls import reverse

from tournaments.audit.once import once_field_add
from tournaments.core.permissions import event_access
from tournaments.events.models import RoundStatus
from tournaments.penalties.forms import PenaltyForm
from tournaments.penalties.reasons import false_claim_points, mode_for, penalty_limit
from tournaments.penalties.selectors import table_penalties
from tournaments.play.models import Table


def penalty_context(request: HttpRequest, table: Table, state: Any) -> dict[str, Any]:
    """The list (for everyone who sees the table) and, for a referee in an open round,
    the form to give one and the buttons to cancel."""
    penalties = table_penalties(
        table=table,
        seats=list(state.seats),
        hand_totals={s.seat.pk: s.total for s in state.now},
    )
    kwargs = {
        "slug": table.round.event.slug,
        "round_number": table.round.number,
        "table_number": table.number,
    }
    may_change = (
        event_access(request.user, table.round.event).referee
        and table.round.event.is_open
        and table.round.status != RoundStatus.CLOSED
    )
    return {
        "penalties": penalties,
        "penalty_form": once_field_add(
            PenaltyForm(
                seats=list(state.seats),
                reasons=penalties.reasons,
                most=penalty_limit(table.round.event.ruleset),
                false_claim=false_claim_points(
                    table.round.event.ruleset, table.round.event.ruleset_options
                ),
            )
        )
        if may_change
        else None,
        "penalty_may_cancel": may_change,
        "penalty_mode": mode_for(
            event_mode=table.round.event.penalty_mode, ruleset=table.round.event.ruleset
        ),
        "penalty_urls": {
            "give": reverse("play_penalty_give", kwargs=kwargs),
            "cancel": reverse("play_penalty_cancel", kwargs=kwargs),
        },
    }
