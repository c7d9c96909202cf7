"""The director's pages: the event's registration settings and the field (registered,
waiting, offered, cancelled) with approve, promote, paid and "make these the players"."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments.core.access import deny
from tournaments.core.form_errors import form_add_service_error
from tournaments.core.integers import posted_id
from tournaments.core.permissions import can_export, can_referee
from tournaments.events.models import Event
from tournaments.events.selectors.events import event_get
from tournaments.registration.forms import RegistrationSettingsForm
from tournaments.registration.models import Registration
from tournaments.registration.selectors.registrations import (
    registration_field,
    registration_in_event,
    registration_overview,
    registration_settings_of,
)
from tournaments.registration.services.director import (
    registration_approve,
    registration_offers_expire,
    registration_paid_set,
    registration_promote,
    registration_settings_save,
)
from tournaments.registration.services.players import registration_players_make


def field_url(event: Event) -> str:
    return reverse("registration_field", kwargs={"slug": event.slug})


def registration_settings_view(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    settings = registration_settings_of(event=event)
    data = request.POST if request.method == "POST" else None
    form = RegistrationSettingsForm(data, instance=settings)
    if request.method == "POST" and form.is_valid():
        try:
            registration_settings_save(event=event, actor=request.user, **form.cleaned_data)
        except ValidationError as exc:
            form_add_service_error(form, exc)
        else:
            messages.success(request, _("The registration settings are saved."))
            return redirect(field_url(event))
    return render(
        request,
        "registration/settings.html",
        {"event": event, "club": event.club, "form": form},
        status=422 if form.is_bound and form.errors else 200,
    )


def registration_field_view(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_export(request.user, event.club):
        return deny(request, event)
    registration_offers_expire(event=event)
    return render(
        request,
        "registration/field.html",
        {
            "event": event,
            "club": event.club,
            "field": registration_field(event=event),
            "overview": registration_overview(event=event),
            "can_direct": can_referee(request.user, event),
        },
    )


def _act(request: HttpRequest, action: str, registration: Registration) -> str:
    """Run the director's ``action``; the message to show."""
    if action == "approve":
        done = registration_approve(registration=registration, actor=request.user)
        return _("%(name)s approved: %(status)s.") % {
            "name": done.shown_name,
            "status": done.get_status_display(),
        }
    if action == "promote":
        done = registration_promote(registration=registration, actor=request.user)
        return _("%(name)s has a place.") % {"name": done.shown_name}
    done = registration_paid_set(
        registration=registration, paid=action == "paid", actor=request.user
    )
    return _("Saved for %(name)s.") % {"name": done.shown_name}


@require_POST
def registration_field_action_view(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    registration = registration_in_event(event=event, pk=posted_id(request, "registration"))
    action = str(request.POST.get("action", ""))
    if registration is None or action not in ("approve", "promote", "paid", "unpaid"):
        messages.error(request, _("Choose a registration and what to do."))
        return redirect(field_url(event))
    try:
        messages.success(request, _act(request, action, registration))
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    return redirect(field_url(event))


@require_POST
def registration_make_players_view(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    try:
        added = registration_players_make(event=event, actor=request.user)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        if added:
            messages.success(
                request,
                _("Players added: %(names)s.") % {"names": ", ".join(p.name for p in added)},
            )
        else:
            messages.info(request, _("Everyone registered is a player already."))
    return redirect(field_url(event))
