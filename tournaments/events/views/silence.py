"""The director's two buttons for silent rounds (docs/silent-rounds.md): reveal the hidden
standings at the prize-giving, or hide them again. Each calls one service."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments.core.access import deny
from tournaments.events.selectors.events import event_get
from tournaments.events.services.lifecycle_access import may_direct
from tournaments.events.services.silence import event_silent_hide, event_silent_reveal
from tournaments.events.views.lifecycle import back_redirect, error_message


@require_POST
def event_silent_reveal_view(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not may_direct(request.user, event):
        return deny(request, event)
    try:
        event_silent_reveal(event=event, actor=request.user)
    except ValidationError as exc:
        error_message(request, exc)
    else:
        messages.success(
            request, _("The silent rounds are revealed: everyone sees the full standings now.")
        )
    return back_redirect(request, reverse("reports_event_standings", kwargs={"slug": slug}))


@require_POST
def event_silent_hide_view(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not may_direct(request.user, event):
        return deny(request, event)
    event_silent_hide(event=event, actor=request.user)
    messages.success(request, _("The silent rounds are hidden from the public again."))
    return back_redirect(request, reverse("reports_event_standings", kwargs={"slug": slug}))
