"""Club admins plan and change club evenings and tournaments (no Django admin needed)."""

import datetime

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.utils.translation import gettext as _

from tournaments.audit.once import create_once, once_field_add, once_view, refused_status
from tournaments.clubs.selectors.clubs import club_get
from tournaments.core.access import deny
from tournaments.core.evening_names import evening_name
from tournaments.core.form_errors import form_add_service_error
from tournaments.core.permissions import can_admin_club
from tournaments.events.forms import EventForm
from tournaments.events.models import EventKind
from tournaments.events.selectors.events import club_scorekeepers, event_get
from tournaments.events.services.calendar import season_event_create
from tournaments.events.services.event_guard import event_closed_plan_message
from tournaments.events.services.events import event_update


def _initial_date(value: str | None) -> datetime.date:
    try:
        return datetime.date.fromisoformat(value or "")
    except ValueError:
        return timezone.localdate()


@once_view
def event_add(request: HttpRequest, slug: str) -> HttpResponse:
    """``?kind=tournament`` plans a tournament, else a club evening; ``?date=`` prefills."""
    club = club_get(slug=slug)
    if not can_admin_club(request.user, club):
        return deny(request, club)
    kind = request.GET.get("kind")
    kind = kind if kind in EventKind.values else EventKind.CLUB_EVENING
    day = _initial_date(request.GET.get("date"))
    initial = {
        "kind": kind,
        "date": day,
        "name": evening_name(day) if kind == EventKind.CLUB_EVENING else _("Tournament"),
        "round_count": 2 if kind == EventKind.CLUB_EVENING else 4,
        "start_time": datetime.time(19, 30) if kind == EventKind.CLUB_EVENING else None,
    }
    form = EventForm(
        request.POST or None, club=club, scorekeepers=club_scorekeepers(club=club), initial=initial
    )
    once_field_add(form)
    if request.method == "POST" and form.is_valid():
        data = dict(form.cleaned_data)
        scorekeepers = list(data.pop("scorekeepers"))
        # the calendar's name left as it was: shown in each reader's language
        generated = data["kind"] == EventKind.CLUB_EVENING and data["name"] == evening_name(
            data["date"]
        )
        try:
            event = create_once(
                form,
                create=lambda: season_event_create(
                    club=club,
                    scorekeepers=scorekeepers,
                    actor=request.user,
                    name_generated=generated,
                    **data,
                ),
                url=lambda made: made.get_absolute_url(),
            )
        except ValidationError as exc:
            form_add_service_error(form, exc)
        else:
            messages.success(request, _("%(name)s planned.") % {"name": event.name})
            return redirect(event)
    return render(
        request,
        "events/event_form.html",
        {"club": club, "form": form, "event": None},
        status=refused_status(request),
    )


def event_edit(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    club = event.club
    if not can_admin_club(request.user, club):
        return deny(request, club)
    form = EventForm(
        request.POST or None,
        club=club,
        scorekeepers=club_scorekeepers(club=club, event=event),
        instance=event,
    )
    if request.method == "POST" and form.is_valid():
        changes = {name: form.cleaned_data[name] for name in form.changed_data}
        scorekeepers = changes.pop("scorekeepers", None)
        try:
            event = event_update(
                event=event, actor=request.user, scorekeepers=scorekeepers, **changes
            )
        except ValidationError as exc:
            form_add_service_error(form, exc)
        else:
            messages.success(request, _("%(name)s saved.") % {"name": event.name})
            return redirect(event)
    event.refresh_from_db()  # the form wrote its values on the instance
    closed_note = "" if event.is_open else event_closed_plan_message()
    return render(
        request,
        "events/event_form.html",
        {"club": club, "form": form, "event": event, "closed_note": closed_note},
    )
