"""Closing a round: the tables still open, the question once more, then the round closed
(the director's other lifecycle buttons are ``events.views.lifecycle``'s)."""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _

from tournaments.core.access import deny
from tournaments.events.models import EventStatus
from tournaments.events.services.lifecycle import may_run_rounds, round_is_last
from tournaments.events.views.lifecycle import back_redirect, error_message, round_at
from tournaments.play.selectors.round_close import round_close_checks
from tournaments.play.services.round_close import round_close


def round_close_view(request: HttpRequest, slug: str, round_number: int) -> HttpResponse:
    """GET (or a POST without ``confirm``): the tables still open, and the question once
    more; a POST with ``confirm`` closes the round."""
    round_ = round_at(slug, round_number)
    event = round_.event
    if not may_run_rounds(request.user, event):
        return deny(request, event)
    if request.method == "POST" and request.POST.get("confirm"):
        try:
            round_close(
                round_=round_,
                actor=request.user,
                require_confirmation=getattr(settings, "CLUBSITE_CONFIRM_TABLES", False),
            )
        except ValidationError as exc:
            error_message(request, exc)
        else:
            event.refresh_from_db(fields=["status"])
            if event.status == EventStatus.FINISHED:
                messages.success(
                    request,
                    _(
                        "Round %(number)d is closed; it was the last round, so the event is finished."
                    )
                    % {"number": round_number},
                )
            else:
                messages.success(
                    request, _("Round %(number)d is closed.") % {"number": round_number}
                )
        return back_redirect(request, event.get_absolute_url())
    checks = round_close_checks(round_=round_)
    return render(
        request,
        "play/round_close.html",
        {
            "event": event,
            "club": event.club,
            "round": round_,
            "checks": checks,
            "warnings": [c for c in checks if c.warn],
            "is_last": round_is_last(round_),
            "next": request.POST.get("next") or request.GET.get("next", ""),
        },
    )
