"""The director's clock and link buttons: a round's length, a table's extra minutes, and
renewing an event's table links. Each view calls one service and turns its
``ValidationError`` into a message."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments.core.access import deny
from tournaments.core.integers import NotAnInteger, parse_int
from tournaments.events.selectors.events import event_get, round_get
from tournaments.events.services.lifecycle import may_direct
from tournaments.play.selectors.table_state import table_for_play
from tournaments.play.services.clock import round_minutes_set, table_extra_minutes_set
from tournaments.play.services.table_links import table_links_revoke


def _minutes(request: HttpRequest, *, empty_ok: bool) -> int | None:
    """The posted ``minutes``; None when empty and ``empty_ok``; raises ValidationError."""
    raw = request.POST.get("minutes", "").strip()
    if raw == "" and empty_ok:
        return None
    try:
        return parse_int(raw, maximum=32767)
    except NotAnInteger as exc:
        raise ValidationError(_("Enter the minutes as a whole number.")) from exc


@require_POST
def round_minutes_view(request: HttpRequest, slug: str, round_number: int) -> HttpResponse:
    event = event_get(slug=slug)
    round_ = round_get(event=event, number=round_number)
    if not may_direct(request.user, event):
        return deny(request, event)
    try:
        round_minutes_set(
            round_=round_, minutes=_minutes(request, empty_ok=True), actor=request.user
        )
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        messages.success(request, _("Round %(number)d: length saved.") % {"number": round_.number})
    return redirect(f"{event.get_absolute_url()}#round-{round_.number}")


@require_POST
def table_extra_minutes_view(
    request: HttpRequest, slug: str, round_number: int, table_number: int
) -> HttpResponse:
    table = table_for_play(slug=slug, round_number=round_number, table_number=table_number)
    if not may_direct(request.user, table.round.event):
        return deny(request, table.round.event)
    try:
        table_extra_minutes_set(
            table=table,
            minutes=_minutes(request, empty_ok=False) or 0,
            actor=request.user,
            reason=request.POST.get("reason", ""),
        )
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        messages.success(request, _("Extra time saved."))
    return redirect(table.get_absolute_url() + "#clock")


@require_POST
def table_links_revoke_view(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not may_direct(request.user, event):
        return deny(request, event)
    if request.POST.get("confirm") != "1":  # the printed cards stop working: asked first
        messages.error(
            request, _("Tick the box first: the printed QR codes and seat codes stop working.")
        )
        return redirect(f"{event.get_absolute_url()}#table-links")
    try:
        table_links_revoke(event=event, actor=request.user)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        messages.success(
            request,
            _(
                "The old table links and seat codes no longer work. Print the table cards "
                "and score sheets again for the new ones."
            ),
        )
    return redirect(f"{event.get_absolute_url()}#table-links")
