"""The waiting list's mechanics, used inside the registration services' transactions:
the event's lock, offers made when a place is free, offers that ran out.

Every write of an event's registrations first locks the event row
(``select_for_update``: PostgreSQL waits on it; SQLite's ``BEGIN IMMEDIATE`` already
serialises writers), so the last place goes to one of two people registering at once."""

from __future__ import annotations

import datetime
from typing import Any

from django.db.models import Q
from django.utils import timezone

from tournaments.audit.actors import Actor
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.events.models import Event
from tournaments.events.services.event_guard import event_check_open
from tournaments.registration.models import Registration, RegistrationStatus
from tournaments.registration.selectors.counts import registration_counts
from tournaments.registration.selectors.registrations import (
    offer_deadline,
    registration_settings_of,
    waiting_list,
)
from tournaments.registration.states import transition_check


def registration_snapshot(registration: Registration) -> dict[str, Any]:
    """The registration for the audit log, without its link's hash."""
    data = model_snapshot(registration)
    data.pop("token_hash", None)
    data.pop("email_key", None)
    return data


def event_lock(*, event: Event) -> Event:
    """The event re-read under its row lock, refused when finished or cancelled."""
    locked = Event.objects.select_for_update().get(pk=event.pk)
    event_check_open(event=locked)
    return locked


def registration_locked(*, registration: Registration) -> tuple[Event, Registration]:
    """Lock the registration's event, then read the registration as it is now."""
    event = event_lock(event=registration.event)
    return event, Registration.objects.select_related("member").get(pk=registration.pk)


def registration_change(
    *,
    registration: Registration,
    action: str,
    actor: Actor | None,
    before: dict[str, Any],
    reason: str = "",
    **changes: Any,
) -> Registration:
    """Set ``changes`` on ``registration``, save and audit them as ``action``. A change of
    ``status`` must be a move of the states' table (``states.TRANSITIONS``)."""
    if "status" in changes and changes["status"] != registration.status:
        transition_check(registration.status, changes["status"])
    for name, value in changes.items():
        setattr(registration, name, value)
    registration.save(update_fields=list(changes))
    audit_record(
        actor=actor,
        action=action,
        obj=registration,
        before=before,
        after=registration_snapshot(registration),
        event=registration.event,
        reason=reason,
    )
    return registration


def _offer(registration: Registration, until: datetime.datetime) -> None:
    registration_change(
        registration=registration,
        action="registration.offer",
        actor=None,
        before=registration_snapshot(registration),
        status=RegistrationStatus.OFFERED,
        offer_expires_at=until,
    )


def places_fill(*, event: Event, now: datetime.datetime | None = None) -> int:
    """Offer each free place to the next on the waiting list (under the event's lock);
    the number of offers made. An offer ends with the offer window, but never after
    registration closes or the event starts (``offer_deadline``): once that has passed,
    no place is offered any more (the director still gives places by hand)."""
    now = now or timezone.now()
    settings = registration_settings_of(event=event)
    left = registration_counts(event=event).left
    until = offer_deadline(settings=settings, event=event, now=now)
    made = 0
    if left is None or until <= now:
        return made
    for registration in waiting_list(event=event).select_related("event")[:left]:
        _offer(registration, until)
        made += 1
    return made


def offers_end(*, event: Event, now: datetime.datetime | None = None) -> int:
    """Under the event's lock: the offers whose time is up expire and their places go to
    the next waiting, and e-mail confirmations not made in time expire; the number
    expired."""
    now = now or timezone.now()
    due = (
        Registration.objects.filter(event=event).filter(expiry_due(now=now)).select_related("event")
    )
    expired = list(due)
    for registration in expired:
        offer = registration.status == RegistrationStatus.OFFERED
        registration_change(
            registration=registration,
            action="registration.offer_expire" if offer else "registration.email_expire",
            actor=None,
            before=registration_snapshot(registration),
            status=RegistrationStatus.EXPIRED,
        )
    places_fill(event=event, now=now)
    return len(expired)


def expiry_due(*, now: datetime.datetime) -> Q:
    """The registrations whose offer or e-mail confirmation has run out by ``now``."""
    return Q(status=RegistrationStatus.OFFERED, offer_expires_at__lte=now) | Q(
        status=RegistrationStatus.UNCONFIRMED, confirm_by__lte=now
    )
