"""The check-in desk: the field on a phone, a search box, one tap per player (in / undo),
the counts, a late player added by name. For whoever enters the event's hands
(``can_enter_hands``: its scorekeepers, referees, club admins). With htmx a tap swaps only
the player's row and the counts; without JavaScript the form posts and the page comes back.
"""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import urlencode
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments.checkin.forms import CheckInSettingsForm, DeskSearchForm, LatePlayerForm
from tournaments.checkin.selectors.desk import (
    CheckInDesk,
    check_in_desk,
    check_in_participant_get,
    desk_registrations,
    desk_row,
)
from tournaments.checkin.services.checkin import (
    check_in_late_player_add,
    participant_check_in,
    participant_check_in_undo,
)
from tournaments.checkin.views.shared import policy_hint_text
from tournaments.core.access import deny
from tournaments.core.htmx import HtmxHttpRequest
from tournaments.core.live import event_topic
from tournaments.core.permissions import can_enter_hands, can_referee
from tournaments.events.models import Event
from tournaments.events.selectors.events import event_get
from tournaments.registration.selectors.counts import registration_counts
from tournaments.registration.services.director import registration_offers_expire

#: what the live desk fetches again after a check-in elsewhere (docs/live.md)
LIVE_PARTS = {"counts": "checkin/_counts.html", "rows": "checkin/_desk_rows.html"}


def _desk_url(event: Event, query: str = "") -> str:
    url = reverse("checkin_desk", kwargs={"slug": event.slug})
    return f"{url}?{urlencode({'q': query})}" if query else url


def _context(request: HttpRequest, event: Event, desk: CheckInDesk) -> dict[str, Any]:
    return {
        "event": event,
        "club": event.club,
        "desk": desk,
        "hint": policy_hint_text(event, desk.hint),
        "can_direct": can_referee(request.user, event),
    }


def checkin_desk_view(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_enter_hands(request.user, event):
        return deny(request, event)
    search = DeskSearchForm(request.GET)
    query = search.query()
    desk = check_in_desk(event=event, query=query)
    context = _context(request, event, desk)
    context.update(
        query=query,
        late_form=LatePlayerForm(),
        settings_form=CheckInSettingsForm(
            initial={"enabled": event.check_in_enabled, "deadline": event.check_in_deadline}
        ),
    )
    url = _desk_url(event, query)
    context.update(
        live_topic=event_topic(event.pk),
        live_urls={part: url + ("&" if query else "?") + f"part={part}" for part in LIVE_PARTS},
    )
    part = request.GET.get("part", "") if request.headers.get("HX-Request") else ""
    template = LIVE_PARTS.get(part, "checkin/desk.html")  # a live page's part (docs/live.md)
    if template == "checkin/desk.html":
        # the registration figures as every page shows them: offers run out first, as there
        registration_offers_expire(event=event)
        context["registration_counts"] = registration_counts(event=event)
    return render(request, template, context)


@require_POST
def checkin_desk_mark_view(request: HtmxHttpRequest, slug: str, pk: int) -> HttpResponse:
    """Set one player's state: ``state=in`` checks in, ``state=out`` undoes (idempotent:
    a second device's tap on the same player changes nothing)."""
    event = event_get(slug=slug)
    if not can_enter_hands(request.user, event):
        return deny(request, event)
    participant = check_in_participant_get(event=event, pk=pk)
    error = ""
    try:
        if request.POST.get("state") == "out":
            participant, _changed = participant_check_in_undo(
                participant=participant, actor=request.user
            )
        else:
            participant, _changed = participant_check_in(
                participant=participant, actor=request.user
            )
    except ValidationError as exc:
        error = " ".join(exc.messages)
    query = str(request.POST.get("q", ""))[:100]
    if request.htmx:
        desk = check_in_desk(event=event)
        row = desk_row(participant, desk_registrations([participant])[participant.pk])
        context = {**_context(request, event, desk), "row": row, "error": error, "query": query}
        context["registration_counts"] = registration_counts(event=event)
        return render(request, "checkin/_row_swap.html", context)
    if error:
        messages.error(request, error)
    return redirect(f"{_desk_url(event, query)}#p-{participant.pk}")


@require_POST
def checkin_desk_add_view(request: HttpRequest, slug: str) -> HttpResponse:
    """A late player the list does not know: registered and checked in at once."""
    event = event_get(slug=slug)
    if not can_enter_hands(request.user, event):
        return deny(request, event)
    form = LatePlayerForm(request.POST)
    if not form.is_valid():
        messages.error(request, _("Enter the player's name."))
        return redirect(_desk_url(event))
    try:
        participant = check_in_late_player_add(
            event=event, name=form.cleaned_data["name"], actor=request.user
        )
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
        return redirect(_desk_url(event))
    messages.success(
        request,
        _("%(name)s added and checked in; plays from round %(round)d.")
        % {"name": participant.name, "round": participant.joined_round},
    )
    return redirect(f"{_desk_url(event)}#p-{participant.pk}")
