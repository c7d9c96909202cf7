"""A player's own check-in: at the door's QR code (a logged-in member, one tap) or by their
personal link (anyone holding it, such as a guest: the token is the credential; a wrong one
is a 404)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments.checkin.selectors.desk import (
    check_in_deadline_at,
    own_participant,
    participant_by_check_in_token,
    registration_check_in_get,
    self_check_in_open,
)
from tournaments.checkin.services.checkin import participant_check_in_self
from tournaments.core.access import deny
from tournaments.core.permissions import can_view_event
from tournaments.events.models import EventParticipant
from tournaments.events.selectors.events import event_get
from tournaments.events.selectors.player_links import player_token


def _player_url(participant: EventParticipant | None) -> str:
    """The player's own page during the event (docs/player-page.md)."""
    if participant is None:
        return ""
    return reverse("player_page", kwargs={"token": player_token(participant=participant)})


def _check_in(request: HttpRequest, participant: EventParticipant) -> None:
    """Check in; a refusal becomes a message (the page itself shows a check-in done)."""
    try:
        participant_check_in_self(participant=participant, actor=request.user)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))


def checkin_door_view(request: HttpRequest, slug: str) -> HttpResponse:
    """The page the door's QR code opens: a member checks themself in with one tap."""
    event = event_get(slug=slug)
    if not can_view_event(request.user, event):
        return deny(request, event)
    participant = own_participant(event=event, user=request.user)
    if request.method == "POST":
        if not request.user.is_authenticated:
            return redirect_to_login(request.get_full_path())
        if participant is None:
            messages.error(request, _("You are not on this event's list; please go to the desk."))
        else:
            _check_in(request, participant)
        return redirect("checkin_door", slug=event.slug)
    return render(
        request,
        "checkin/door.html",
        {
            "event": event,
            "club": event.club,
            "participant": participant,
            "open": self_check_in_open(event),
            "deadline_at": check_in_deadline_at(event),
            "player_url": _player_url(participant),
        },
    )


def checkin_link_view(request: HttpRequest, slug: str, token: str) -> HttpResponse:
    """A player's personal check-in link: their name and one button."""
    event = event_get(slug=slug)
    participant = participant_by_check_in_token(event=event, token=token)
    if request.method == "POST":
        _check_in(request, participant)
        return redirect("checkin_link", slug=event.slug, token=token)
    return render(
        request,
        "checkin/door.html",
        {
            "event": event,
            "participant": participant,
            "open": self_check_in_open(event),
            "deadline_at": check_in_deadline_at(event),
            "personal": True,
            "player_url": _player_url(participant),
        },
    )


@require_POST
def checkin_registration_view(request: HttpRequest, token: str) -> HttpResponse:
    """The *Check in* button of a registrant's personal page (``registration_personal``):
    the registration's token is the credential, as for the page itself (a wrong one: 404)."""
    _registration, participant = registration_check_in_get(token=token)
    if participant is None:
        messages.error(request, _("You are not on this event's list; please go to the desk."))
    else:
        _check_in(request, participant)
    return redirect("registration_personal", token=token)
