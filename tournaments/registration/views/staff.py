"""The director's corrections of one registration (cancel, withdraw, reinstate): a page
that says what the change does and asks for the reason the audit trail keeps."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext_lazy

from tournaments.core.access import deny
from tournaments.core.form_errors import form_add_service_error
from tournaments.core.permissions import can_referee
from tournaments.events.models import Event
from tournaments.events.selectors.events import event_get
from tournaments.registration.forms import StaffChangeForm
from tournaments.registration.models import Registration
from tournaments.registration.selectors.registrations import registration_in_event
from tournaments.registration.services.staff import (
    registration_reinstate,
    registration_staff_cancel,
    registration_withdraw,
)

#: action -> (the page's title, what it does, the message when done)
STAFF_ACTIONS = {
    "cancel": (
        gettext_lazy("Cancel the registration"),
        gettext_lazy(
            "The registration ends. A registered player leaves the event's players and "
            "the check-in; a place it held goes to the next on the waiting list."
        ),
        gettext_lazy("The registration of %(name)s is cancelled."),
    ),
    "withdraw": (
        gettext_lazy("Withdraw from the event"),
        gettext_lazy(
            "The player leaves the event's players and the check-in. Rounds already "
            "played stay as they are; the next draw leaves them out."
        ),
        gettext_lazy("%(name)s is withdrawn."),
    ),
    "reinstate": (
        gettext_lazy("Reinstate the registration"),
        gettext_lazy(
            "Registered again when a place is free (back among the players if they were "
            "one), otherwise at the end of the waiting list."
        ),
        gettext_lazy("The registration of %(name)s is reinstated: %(status)s."),
    ),
}


def _change(request: HttpRequest, action: str, registration: Registration, reason: str) -> str:
    """Run the director's ``action``; the message to show."""
    if action == "cancel":
        done = registration_staff_cancel(
            registration=registration, reason=reason, actor=request.user
        )
    elif action == "withdraw":
        done = registration_withdraw(registration=registration, reason=reason, actor=request.user)
    else:
        done = registration_reinstate(registration=registration, reason=reason, actor=request.user)
    message = STAFF_ACTIONS[action][2]
    return str(message) % {"name": done.shown_name, "status": done.get_status_display()}


def _back_url(request: HttpRequest, event: Event) -> str:
    """Where the page came from: the check-in desk (``?from=desk``, its Reinstate button)
    or the registrations."""
    if request.GET.get("from") == "desk":
        return reverse("checkin_desk", kwargs={"slug": event.slug})
    return reverse("registration_field", kwargs={"slug": event.slug})


def registration_staff_view(request: HttpRequest, slug: str, pk: int, action: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    registration = registration_in_event(event=event, pk=pk)
    if registration is None or action not in STAFF_ACTIONS:
        raise Http404
    title, explanation, _done = STAFF_ACTIONS[action]
    form = StaffChangeForm(request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        try:
            done = _change(request, action, registration, form.cleaned_data["reason"])
        except ValidationError as exc:
            form_add_service_error(form, exc)
        else:
            messages.success(request, done)
            return redirect(_back_url(request, event))
    return render(
        request,
        "registration/staff_change.html",
        {
            "event": event,
            "club": event.club,
            "registration": registration,
            "form": form,
            "title": title,
            "explanation": explanation,
            "action": action,
            "back_url": _back_url(request, event),
        },
        status=422 if form.is_bound and form.errors else 200,
    )
