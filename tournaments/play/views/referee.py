"""The staff's overview of a round's tables (hands, last hand, provisional and disputed
hands, open referee calls; it updates itself and sounds when a call comes in), calling the
referee from the table page, and a referee taking and resolving a call
(docs/acceptance.md)."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from tournaments.core.access import deny
from tournaments.core.integers import NotAnInteger, parse_int
from tournaments.core.live import quick_poll_seconds
from tournaments.core.permissions import event_access
from tournaments.events.models import Event
from tournaments.events.selectors.events import event_get
from tournaments.play.selectors.acceptance import (
    open_referee_calls,
    overview_round,
    tables_overview,
)
from tournaments.play.selectors.table_state import table_for_play
from tournaments.play.services.referee_calls import (
    referee_call_make,
    referee_call_resolve,
    referee_call_take,
)


def _round_number(request: HttpRequest) -> int | None:
    try:
        return parse_int(request.GET.get("round") or "", minimum=1)
    except NotAnInteger:
        return None


def _overview(request: HttpRequest, event: Event, template: str) -> HttpResponse:
    round_ = overview_round(event=event, number=_round_number(request))
    live_url = reverse("play_tables_overview_live", kwargs={"slug": event.slug})
    if round_ is not None:
        live_url += f"?round={round_.number}"
    context = {
        "event": event,
        "club": event.club,
        "round": round_,
        "rows": tables_overview(round_=round_) if round_ is not None else [],
        "calls": open_referee_calls(event=event),
        "can_referee": event_access(request.user, event).referee and event.is_open,
        "live_url": live_url,
        "poll_seconds": quick_poll_seconds(),
    }
    return render(request, template, context)


@require_GET
def tables_overview_view(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not event_access(request.user, event).enter_hands:
        return deny(request, event)
    return _overview(request, event, "play/tables_overview.html")


@require_GET
def tables_overview_live_view(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not event_access(request.user, event).enter_hands:
        return deny(request, event)
    return _overview(request, event, "play/_tables_overview_live.html")


def _back_to_overview(request: HttpRequest, event: Event) -> HttpResponse:
    url = reverse("play_tables_overview", kwargs={"slug": event.slug})
    if _round_number(request) is not None:
        url += f"?round={_round_number(request)}"
    return redirect(url + "#calls")


@require_POST
def referee_call_take_view(request: HttpRequest, slug: str, call_id: int) -> HttpResponse:
    event = event_get(slug=slug)
    if not event_access(request.user, event).referee:
        return deny(request, event)
    try:
        call = referee_call_take(call_id=call_id, event=event, actor=request.user)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        messages.success(
            request,
            _("You are on your way to round %(round)d, table %(table)d.")
            % {"round": call.table.round.number, "table": call.table.number},
        )
    return _back_to_overview(request, event)


@require_POST
def referee_call_resolve_view(request: HttpRequest, slug: str, call_id: int) -> HttpResponse:
    event = event_get(slug=slug)
    if not event_access(request.user, event).referee:
        return deny(request, event)
    try:
        referee_call_resolve(
            call_id=call_id, event=event, actor=request.user, note=request.POST.get("note", "")
        )
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        messages.success(request, _("The call is resolved."))
    return _back_to_overview(request, event)


@require_POST
def table_referee_call_view(
    request: HttpRequest, slug: str, round_number: int, table_number: int
) -> HttpResponse:
    """The table page's button: call the referee to this table."""
    table = table_for_play(slug=slug, round_number=round_number, table_number=table_number)
    if not event_access(request.user, table.round.event).enter_hands:
        return deny(request, table.round.event)
    try:
        referee_call_make(table=table, actor=request.user)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        messages.success(request, _("The referee is called to this table."))
    return redirect(table.get_absolute_url() + "#referee")
