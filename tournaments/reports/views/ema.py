"""The EMA export's fixes: a guest without a member record gets one with his EMA number
from the export's page, so the director need not leave it."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments.core.access import deny
from tournaments.core.permissions import can_admin_club
from tournaments.events.selectors.events import event_get
from tournaments.play.services.guests import guest_member_create


@require_POST
def ema_guest_member(request: HttpRequest, slug: str) -> HttpResponse:
    """A guest of the event becomes a member with his EMA number (club admins, audited);
    back to the EMA export, which downloads once nobody is missing."""
    event = event_get(slug=slug)
    if not can_admin_club(request.user, event.club):
        return deny(request, event)
    guest = request.POST.get("guest_name", "")[:120]
    try:
        member = guest_member_create(
            event=event,
            guest_name=guest,
            ema_number=request.POST.get("ema_number", "")[:20],
            country=request.POST.get("country", "")[:2],
            actor=request.user,
        )
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        messages.success(
            request,
            _("%(name)s is now a member (no. %(number)s) with EMA number %(ema)s.")
            % {"name": guest, "number": member.member_number, "ema": member.ema_number},
        )
    return redirect("reports_ema_missing", slug=event.slug)
