"""Deleting a hand, confirming a table and the audit trail (closing a round: views.lifecycle)."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.core.paginator import Paginator
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments.audit.models import AuditEntry
from tournaments.audit.selectors import audit_for_event, audit_for_table, audit_rows
from tournaments.core.access import deny
from tournaments.core.integers import posted_id
from tournaments.core.permissions import can_enter_hands, can_referee, can_view_event
from tournaments.events.models import Event
from tournaments.events.selectors.events import event_get
from tournaments.events.services.event_guard import EventClosed
from tournaments.play.selectors.table_state import hand_by_id, table_for_play
from tournaments.play.services.corrections import hand_delete
from tournaments.play.services.hand_entry import HandConflict
from tournaments.play.services.round_close import table_confirm
from tournaments.play.views.table_page import (
    conflict_response,
    hand_gone,
    unconfirmed_message,
)


@require_POST
def hand_delete_view(
    request: HttpRequest, slug: str, round_number: int, table_number: int, number: int
) -> HttpResponse:
    table = table_for_play(slug=slug, round_number=round_number, table_number=table_number)
    if not can_enter_hands(request.user, table.round.event):
        return deny(request, table.round.event)
    hand = hand_by_id(table=table, pk=posted_id(request, "hand_id"))
    if hand is None:  # deleted on another device: never delete the hand that moved up
        return hand_gone(request, table)
    was_confirmed = table.is_confirmed
    try:
        hand_delete(
            hand=hand,
            version=posted_id(request, "version") or 0,
            actor=request.user,
            reason=request.POST.get("reason", "")[:500],
        )
    except HandConflict as exc:
        return conflict_response(request, table, exc.message)
    except EventClosed as exc:
        return conflict_response(request, table, " ".join(exc.messages))
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
        return redirect(table.get_absolute_url() + "#hands")
    messages.success(
        request,
        _("Hand %(number)d deleted; the hands after it were renumbered and recomputed.")
        % {"number": hand.number},
    )
    unconfirmed_message(request, was_confirmed=was_confirmed)
    return redirect(table.get_absolute_url() + "#hands")


@require_POST
def table_confirm_view(
    request: HttpRequest, slug: str, round_number: int, table_number: int
) -> HttpResponse:
    table = table_for_play(slug=slug, round_number=round_number, table_number=table_number)
    if not request.user.is_authenticated or not can_view_event(request.user, table.round.event):
        return deny(request, table.round.event)
    try:
        table_confirm(table=table, user=request.user)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        messages.success(request, _("The table's result is confirmed."))
    return redirect(table.get_absolute_url())


def _audit_page(
    request: HttpRequest, entries: QuerySet[AuditEntry], *, event: Event, **ctx: object
) -> HttpResponse:
    page = Paginator(entries, 50).get_page(request.GET.get("page"))
    rows = audit_rows(page.object_list)
    return render(request, "play/audit.html", {"page": page, "rows": rows, "event": event, **ctx})


def table_audit(
    request: HttpRequest, slug: str, round_number: int, table_number: int
) -> HttpResponse:
    table = table_for_play(slug=slug, round_number=round_number, table_number=table_number)
    event = table.round.event
    if not can_referee(request.user, event):
        return deny(request, event)
    return _audit_page(
        request, audit_for_table(table=table), table=table, event=event, club=event.club
    )


def event_audit(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    return _audit_page(request, audit_for_event(event=event), event=event, club=event.club)
