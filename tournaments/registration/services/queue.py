"""The waiting list's mechanics, used inside the registration services' transactions:
the event's lock, offers made when a place is free, offers that ran out.

Every write of an event's registrations first locks the event row
(``select_for_update``: PostgreSQL waits on it; SQLite's ``BEGIN IMMEDIATE`` already
serialises writers), so the last place goes to one of two people registering at once."""

from __future__ import annotations

import datetime
from typing import Any

from django.utils import timezone

from tournaments.audit.actors import Actor
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.events.models import Event
from tournaments.events.services.event_guard import event_check_open
from tournaments.registration.models import Registration, RegistrationSettings, RegistrationStatus
from tournaments.registration.selectors.registrations import (
    places_left,
    registration_settings_of,
    seats_taken,
    waiting_list,
)


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
    **changes: Any,
) -> Registration:
    """Set ``changes`` on ``registration``, save and audit them as ``action``."""
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
    )
    return registration


def _offer(
    registration: Registration, settings: RegistrationSettings, now: datetime.datetime
) -> None:
    registration_change(
        registration=registration,
        action="registration.offer",
        actor=None,
        before=registration_snapshot(registration),
        status=RegistrationStatus.OFFERED,
        offer_expires_at=now + datetime.timedelta(hours=settings.offer_hours),
    )


def places_fill(*, event: Event, now: datetime.datetime | None = None) -> int:
    """Offer each free place to the next on the waiting list (under the event's lock);
    the number of offers made."""
    now = now or timezone.now()
    settings = registration_settings_of(event=event)
    left = places_left(settings, seats_taken(event=event))
    made = 0
    if left is None:
        return made
    for registration in waiting_list(event=event).select_related("event")[:left]:
        _offer(registration, settings, now)
        made += 1
    return made


def offers_end(*, event: Event, now: datetime.datetime | None = None) -> int:
    """Under the event's lock: the offers whose time is up expire and their places go to
    the next waiting; the number expired."""
    now = now or timezone.now()
    expired = list(
        Registration.objects.filter(
            event=event, status=RegistrationStatus.OFFERED, offer_expires_at__lte=now
        ).select_related("event")
    )
    for registration in expired:
        registration_change(
            registration=registration,
            action="registration.offer_expire",
            actor=None,
            before=registration_snapshot(registration),
            status=RegistrationStatus.EXPIRED,
        )
    places_fill(event=event, now=now)
    return len(expired)
