"""Registering for an event and the registrant's own changes: register (a member with one
tap, a guest with name and e-mail), change, cancel, accept or decline an offered place.
Every change is audited; a guest's actor is None (docs/registration.md)."""

from __future__ import annotations

import datetime
import secrets
from dataclasses import dataclass

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from tournaments.accounts.selectors.links import token_hash
from tournaments.audit.actors import Actor
from tournaments.audit.once import duplicate_as_error
from tournaments.audit.services import audit_record
from tournaments.clubs.models import Member
from tournaments.events.models import Event
from tournaments.registration.models import (
    ACTIVE,
    Registration,
    RegistrationMode,
    RegistrationSettings,
    RegistrationStatus,
)
from tournaments.registration.selectors.counts import registration_counts
from tournaments.registration.selectors.registrations import (
    registration_settings_of,
    window_state,
)
from tournaments.registration.services.email import confirm_deadline, needs_email_confirmation
from tournaments.registration.services.field import registration_end
from tournaments.registration.services.queue import (
    event_lock,
    offers_end,
    places_fill,
    registration_change,
    registration_locked,
    registration_snapshot,
)
from tournaments.registration.states import transition_check_initial


@dataclass(frozen=True)
class Details:
    """What a guest gives (a member gives nothing: the club knows them)."""

    name: str = ""
    email: str = ""
    club_name: str = ""
    ema_number: str = ""
    country: str = ""
    consent: bool = False


def _window_check(settings: RegistrationSettings, now: datetime.datetime) -> None:
    state = window_state(settings, now)
    if state == "closed":
        raise ValidationError(_("Registration for this event is closed."), code="closed")
    if state == "not_yet":
        raise ValidationError(_("Registration has not opened yet."), code="not_yet")
    if state == "over":
        raise ValidationError(_("Registration has closed."), code="over")


def _asked(settings: RegistrationSettings, details: Details) -> Details:
    """Only the fields the event asks for are kept; names and addresses trimmed."""
    return Details(
        name=" ".join(details.name.split())[:120],
        email=details.email.strip(),
        club_name=details.club_name.strip()[:120] if settings.ask_club else "",
        ema_number=details.ema_number.strip()[:20] if settings.ask_ema_number else "",
        country=details.country.strip()[:60] if settings.ask_country else "",
        consent=details.consent,
    )


def _first_status(
    settings: RegistrationSettings, event: Event, member: Member | None
) -> RegistrationStatus:
    if needs_email_confirmation(settings=settings, member=member):
        return RegistrationStatus.UNCONFIRMED
    if settings.approval:
        return RegistrationStatus.PENDING
    free = registration_counts(event=event).has_place
    return RegistrationStatus.CONFIRMED if free else RegistrationStatus.WAITING


def _duplicate_check(event: Event, member: Member | None, email_key: str, pk: int | None) -> None:
    active = Registration.objects.filter(event=event, status__in=ACTIVE)
    if pk is not None:
        active = active.exclude(pk=pk)
    if member is not None and active.filter(member=member).exists():
        raise ValidationError(_("You are registered for this event already."), code="duplicate")
    if email_key and active.filter(email_key=email_key).exists():
        raise ValidationError(
            {"email": _("This e-mail address is registered for this event already.")},
            code="duplicate",
        )


def _who_check(settings: RegistrationSettings, event: Event, member: Member | None) -> None:
    if member is None and settings.mode != RegistrationMode.OPEN:
        raise ValidationError(_("Only members of the club can register for this event."))
    if member is not None and (member.club_id != event.club_id or not member.active):
        raise ValidationError(_("Only members of the club can register for this event."))


@transaction.atomic
def registration_create(
    *,
    event: Event,
    member: Member | None = None,
    details: Details = Details(),
    actor: Actor | None = None,
    now: datetime.datetime | None = None,
) -> tuple[Registration, str]:
    """Register ``member`` (one tap) or a guest with ``details``; the registration and its
    personal link's token (only its hash is stored). Past the places it waits; with the
    director's approval it waits for that first; a guest of an event open without approval
    first confirms the e-mail address by the mailed link (``email``), holding no place."""
    now = now or timezone.now()
    event = event_lock(event=event)
    offers_end(event=event, now=now)
    settings = registration_settings_of(event=event)
    _window_check(settings, now)
    _who_check(settings, event, member)
    details = _asked(settings, details) if member is None else Details(consent=details.consent)
    email_key = details.email.casefold()
    _duplicate_check(event, member, email_key, None)
    token = secrets.token_urlsafe(32)
    status = _first_status(settings, event, member)
    transition_check_initial(status)
    registration = Registration(
        event=event,
        member=member,
        email_key=email_key,
        status=status,
        queued_at=now if status == RegistrationStatus.WAITING else None,
        confirm_by=confirm_deadline(settings=settings, now=now)
        if status == RegistrationStatus.UNCONFIRMED
        else None,
        token_hash=token_hash(token),
        **vars(details),
    )
    if member is None and not (details.name and details.email):
        raise ValidationError(_("Give your name and e-mail address."))
    registration.full_clean(exclude=["event", "member"], validate_constraints=False)
    with duplicate_as_error(_("You are registered for this event already.")):
        registration.save()
    audit_record(
        actor=actor,
        action="registration.create",
        obj=registration,
        after=registration_snapshot(registration),
        event=event,
    )
    return registration, token


@transaction.atomic
def registration_update(
    *, registration: Registration, details: Details, actor: Actor | None = None
) -> Registration:
    """A guest changes their details (a member their consent only)."""
    event, registration = registration_locked(registration=registration)
    if not registration.is_active:
        raise ValidationError(_("This registration was cancelled."))
    settings = registration_settings_of(event=event)
    if registration.member_id is None:
        details = _asked(settings, details)
        if not (details.name and details.email):
            raise ValidationError(_("Give your name and e-mail address."))
        _duplicate_check(event, None, details.email.casefold(), registration.pk)
        changes = {**vars(details), "email_key": details.email.casefold()}
    else:
        changes = {"consent": details.consent}
    before = registration_snapshot(registration)
    for name, value in changes.items():
        setattr(registration, name, value)
    registration.full_clean(exclude=["event", "member"], validate_constraints=False)
    with duplicate_as_error(_("This e-mail address is registered for this event already.")):
        registration_change(
            registration=registration,
            action="registration.update",
            actor=actor,
            before=before,
            **changes,
        )
    return registration


@transaction.atomic
def registration_cancel(
    *, registration: Registration, actor: Actor | None = None, now: datetime.datetime | None = None
) -> Registration:
    """The registrant cancels: out of the event's field and the check-in (``field``), and a
    place it held is offered to the next on the waiting list."""
    event, registration = registration_locked(registration=registration)
    offers_end(event=event, now=now)
    registration.refresh_from_db()
    if not registration.is_active:
        raise ValidationError(_("This registration was cancelled already."))
    return registration_end(
        registration=registration,
        status=RegistrationStatus.CANCELLED,
        action="registration.cancel",
        actor=actor,
        now=now,
    )


def _offered(registration: Registration, now: datetime.datetime | None) -> Registration:
    event, registration = registration_locked(registration=registration)
    offers_end(event=event, now=now)
    registration.refresh_from_db()
    if registration.status != RegistrationStatus.OFFERED:
        raise ValidationError(_("No place is offered to you (any more)."), code="no_offer")
    return registration


@transaction.atomic
def registration_offer_accept(
    *, registration: Registration, actor: Actor | None = None, now: datetime.datetime | None = None
) -> Registration:
    """Take the offered place before the offer runs out."""
    registration = _offered(registration, now)
    return registration_change(
        registration=registration,
        action="registration.accept",
        actor=actor,
        before=registration_snapshot(registration),
        status=RegistrationStatus.CONFIRMED,
        offer_expires_at=None,
    )


@transaction.atomic
def registration_offer_decline(
    *, registration: Registration, actor: Actor | None = None, now: datetime.datetime | None = None
) -> Registration:
    """Give the offered place up: it goes to the next on the waiting list."""
    registration = _offered(registration, now)
    registration_change(
        registration=registration,
        action="registration.decline",
        actor=actor,
        before=registration_snapshot(registration),
        status=RegistrationStatus.DECLINED,
        offer_expires_at=None,
    )
    places_fill(event=registration.event, now=now)
    return registration
