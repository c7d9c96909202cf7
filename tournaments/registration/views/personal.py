"""A registrant's personal link (no account needed): see, change or cancel the
registration, accept or decline an offered place; and a member's private calendar feed
(and a new address for it)."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments.core.access import deny
from tournaments.core.form_errors import form_add_service_error
from tournaments.core.permissions import can_view_event
from tournaments.events.ical import calendar_build
from tournaments.events.selectors.events import event_get
from tournaments.events.selectors.player_links import player_token
from tournaments.registration.forms import RegisterForm
from tournaments.registration.models import Registration
from tournaments.registration.selectors.feeds import member_by_feed_token, member_feed_events
from tournaments.registration.selectors.registrations import (
    member_of_club,
    registration_by_token,
    registration_settings_of,
)
from tournaments.registration.services.director import registration_offers_expire
from tournaments.registration.services.email import registration_email_confirm
from tournaments.registration.services.feeds import member_feed_renew
from tournaments.registration.services.registrations import registration_update
from tournaments.registration.views.register import (
    ACTIONS,
    CONFIRM_CANCEL,
    cancel_unconfirmed,
    details_of,
    registered_message,
    registrant_act,
)


def _confirm(request: HttpRequest, registration: Registration) -> None:
    try:
        done = registration_email_confirm(registration=registration)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        messages.success(request, registered_message(done))


def _player_url(registration: Registration) -> str:
    """The player's own page during the event (docs/player-page.md), once they are one of
    the event's players."""
    participant = registration.participant
    if participant is None or not participant.active:
        return ""
    participant.event = registration.event
    return reverse("player_page", kwargs={"token": player_token(participant=participant)})


def registration_personal_view(request: HttpRequest, token: str) -> HttpResponse:
    registration = registration_by_token(token=token)
    if registration is None:
        raise Http404
    event = registration.event
    registration_offers_expire(event=event)
    registration.refresh_from_db()
    settings = registration_settings_of(event=event)
    here = reverse("registration_personal", kwargs={"token": token})
    guest = registration.member_id is None
    initial = {
        "name": registration.name,
        "email": registration.email,
        "club_name": registration.club_name,
        "ema_number": registration.ema_number,
        "country": registration.country,
        "consent": registration.consent,
    }
    action = str(request.POST.get("action", "")) if request.method == "POST" else ""
    data = request.POST if action == "update" else None
    form = RegisterForm(data, settings=settings, guest=guest, initial=initial)
    if action == "confirm":
        _confirm(request, registration)
        return redirect(here)
    if cancel_unconfirmed(request, action):
        return redirect(here + CONFIRM_CANCEL + "#cancel")
    if action in ACTIONS:
        registrant_act(action=action, registration=registration, request=request)
        return redirect(here)
    if action == "update" and form.is_valid():
        try:
            registration_update(
                registration=registration, details=details_of(form.cleaned_data), actor=request.user
            )
        except ValidationError as exc:
            form_add_service_error(form, exc)
        else:
            messages.success(request, _("Your registration is saved."))
            return redirect(here)
    elif request.method == "POST" and action != "update":
        messages.error(request, _("Unknown action."))
        return redirect(here)
    response = render(
        request,
        "registration/personal.html",
        {
            "event": event,
            "registration": registration,
            "form": form,
            "settings": settings,
            "token": token,
            "confirm_cancel": request.GET.get("cancel") == "1",
            "event_day": timezone.localdate() == event.date,
            "player_url": _player_url(registration),
        },
        status=422 if form.is_bound and form.errors else 200,
    )
    # the link is the key: never pass it to another site (same-origin keeps the posts' Origin)
    response["Referrer-Policy"] = "same-origin"
    return response


def registration_member_feed_view(request: HttpRequest, token: str) -> HttpResponse:
    """The member's own registrations as an iCalendar feed (the token is the key)."""
    member = member_by_feed_token(token=token)
    if member is None:
        raise Http404
    body = calendar_build(
        name=_("My registrations"),
        events=member_feed_events(member=member),
        host=request.get_host(),
        link=lambda event: request.build_absolute_uri(event.get_absolute_url()),
    )
    response = HttpResponse(body, content_type="text/calendar; charset=utf-8")
    response["Content-Disposition"] = 'inline; filename="registrations.ics"'
    return response


@require_POST
def registration_member_feed_renew_view(request: HttpRequest, slug: str) -> HttpResponse:
    """The member's new feed address (from the event's registration page); the old one
    stops working."""
    event = event_get(slug=slug)
    if not request.user.is_authenticated or not can_view_event(request.user, event):
        return deny(request, event)
    member = member_of_club(user=request.user, event=event)
    if member is None:
        raise Http404  # no membership of the club, so no feed of one's own
    member_feed_renew(member=member, actor=request.user)
    messages.success(
        request,
        _("Your calendar feed has a new address: the old one no longer works. Subscribe again."),
    )
    return redirect(
        reverse("registration_register", kwargs={"slug": event.slug}) + "#my-registration"
    )
