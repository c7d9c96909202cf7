"""The director's writes: the event's registration settings, approving, promoting by
hand (within the places), the paid mark, and the offers that ran out (on every page and by cron)."""

from __future__ import annotations

import datetime
from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from tournaments.audit.actors import Actor
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.events.models import Event
from tournaments.registration.models import Registration, RegistrationSettings, RegistrationStatus
from tournaments.registration.selectors.counts import registration_counts
from tournaments.registration.services.queue import (
    event_lock,
    expiry_due,
    offers_end,
    places_fill,
    registration_change,
    registration_locked,
    registration_snapshot,
)

SETTINGS_FIELDS = (
    "mode",
    "opens_at",
    "closes_at",
    "capacity",
    "approval",
    "fee",
    "ask_club",
    "ask_ema_number",
    "ask_country",
    "consent_text",
    "offer_hours",
)


@transaction.atomic
def registration_settings_save(
    *, event: Event, actor: Actor | None, **values: Any
) -> RegistrationSettings:
    """Save the event's registration settings; more places are offered to those waiting.
    Fewer places than those already registered take nobody's place away: the registrations
    beyond the new number (the latest) keep theirs as placed beyond the places, the
    director's decision on record (``Registration.beyond_places``), not a fault for
    ``verify``."""
    event = event_lock(event=event)
    unknown = set(values) - set(SETTINGS_FIELDS)
    if unknown:
        raise ValidationError(_("Unknown setting."))
    settings = RegistrationSettings.objects.filter(event=event).first()
    before = model_snapshot(settings) if settings is not None else None
    settings = settings or RegistrationSettings(event=event)
    for name, value in values.items():
        setattr(settings, name, value)
    if settings.opens_at and settings.closes_at and settings.closes_at <= settings.opens_at:
        raise ValidationError({"closes_at": _("Registration must close after it opens.")})
    settings.full_clean(exclude=["event"])
    settings.save()
    audit_record(
        actor=actor,
        action="registration.settings",
        obj=settings,
        before=before,
        after=model_snapshot(settings),
        event=event,
    )
    _excess_on_record(event=event)
    places_fill(event=event)
    return settings


def _excess_on_record(*, event: Event) -> None:
    """After the places were lowered: the latest registrations beyond them, as many as no
    earlier decision explains, marked ``beyond_places``."""
    unrecorded = registration_counts(event=event).over_capacity_unrecorded
    if not unrecorded:
        return
    latest = (
        Registration.objects.filter(
            event=event, status=RegistrationStatus.CONFIRMED, beyond_places=False
        )
        .order_by("-created_at", "-pk")
        .values_list("pk", flat=True)[:unrecorded]
    )
    Registration.objects.filter(pk__in=list(latest)).update(beyond_places=True)


def registration_offers_expire(*, event: Event, now: datetime.datetime | None = None) -> int:
    """End the event's offers whose time is up and offer their places on (lazily, before
    every page of the event's registrations is read); the number ended. A finished or
    cancelled event is left as it is."""
    now = now or timezone.now()
    if not event.is_open:
        return 0
    due = Registration.objects.filter(expiry_due(now=now), event=event)
    if not due.exists():
        return 0
    with transaction.atomic():
        return offers_end(event=event_lock(event=event), now=now)


def registration_offers_expire_all(*, now: datetime.datetime | None = None) -> int:
    """Every event's offers whose time is up (``manage.py expire_registration_offers``)."""
    now = now or timezone.now()
    ids = (
        Registration.objects.filter(expiry_due(now=now))
        .values_list("event_id", flat=True)
        .distinct()
    )
    return sum(
        registration_offers_expire(event=event, now=now)
        for event in Event.objects.filter(pk__in=list(ids))
    )


@transaction.atomic
def registration_approve(
    *, registration: Registration, actor: Actor | None, now: datetime.datetime | None = None
) -> Registration:
    """Approve a registration awaiting it: registered when a place is free, else it joins
    the end of the waiting list now."""
    now = now or timezone.now()
    event, registration = registration_locked(registration=registration)
    offers_end(event=event, now=now)
    registration.refresh_from_db()
    if registration.status != RegistrationStatus.PENDING:
        raise ValidationError(_("This registration does not await approval."))

    free = registration_counts(event=event).has_place
    return registration_change(
        registration=registration,
        action="registration.approve",
        actor=actor,
        before=registration_snapshot(registration),
        status=RegistrationStatus.CONFIRMED if free else RegistrationStatus.WAITING,
        queued_at=None if free else now,
    )


@transaction.atomic
def registration_promote(
    *, registration: Registration, actor: Actor | None, now: datetime.datetime | None = None
) -> Registration:
    """The director gives a waiting (or offered, or not yet approved) person a place by
    hand, never beyond the number of places: places offered count as taken, and the
    event's lock makes a second click wait for the first and then see the place gone."""
    event, registration = registration_locked(registration=registration)
    offers_end(event=event, now=now)
    registration.refresh_from_db()
    movable = (RegistrationStatus.WAITING, RegistrationStatus.OFFERED, RegistrationStatus.PENDING)
    if registration.status not in movable:
        raise ValidationError(_("Only someone waiting can be given a place."))
    if registration.status != RegistrationStatus.OFFERED:  # an offered place is theirs
        counts = registration_counts(event=event)
        if not counts.has_place:
            raise ValidationError(
                _(
                    "The event is full (%(places)d places, offered places included): "
                    "raise the number of places in the registration settings first."
                )
                % {"places": counts.capacity},
                code="full",
            )
    return registration_change(
        registration=registration,
        action="registration.promote",
        actor=actor,
        before=registration_snapshot(registration),
        status=RegistrationStatus.CONFIRMED,
        offer_expires_at=None,
        queued_at=None,
    )


@transaction.atomic
def registration_paid_set(
    *, registration: Registration, paid: bool, actor: Actor | None
) -> Registration:
    """The director marks the fee paid (or not): no payment provider, a mark."""
    _event, registration = registration_locked(registration=registration)
    if registration.paid == paid:
        return registration
    return registration_change(
        registration=registration,
        action="registration.paid",
        actor=actor,
        before=registration_snapshot(registration),
        paid=paid,
    )
