"""The director's corrections of a registration, each with a reason in the audit trail:
cancel it for someone (a member or a guest who phoned), withdraw a registered player from
the field (rounds played stay theirs), and reinstate a cancelled or withdrawn one."""

from __future__ import annotations

import datetime

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from tournaments.audit.actors import Actor
from tournaments.audit.once import duplicate_as_error
from tournaments.registration.models import ACTIVE, Registration, RegistrationStatus
from tournaments.registration.selectors.counts import registration_counts
from tournaments.registration.services.field import registration_end, registration_field_return
from tournaments.registration.services.queue import (
    offers_end,
    registration_change,
    registration_locked,
    registration_snapshot,
)
from tournaments.registration.states import REINSTATABLE, transition_check

REASON_MAX = 200


def _reason(reason: str) -> str:
    reason = " ".join(reason.split())
    if not reason:
        raise ValidationError(_("Give a reason."), code="reason_missing")
    return reason[:REASON_MAX]


def _staff_end(
    registration: Registration,
    status: RegistrationStatus,
    action: str,
    actor: Actor | None,
    reason: str,
    now: datetime.datetime | None,
) -> Registration:
    reason = _reason(reason)
    event, registration = registration_locked(registration=registration)
    offers_end(event=event, now=now)
    registration.refresh_from_db()
    transition_check(registration.status, status)
    return registration_end(
        registration=registration, status=status, action=action, actor=actor, reason=reason, now=now
    )


@transaction.atomic
def registration_staff_cancel(
    *,
    registration: Registration,
    reason: str,
    actor: Actor | None,
    now: datetime.datetime | None = None,
) -> Registration:
    """Cancel someone's registration (waiting, offered, awaiting approval or registered)."""
    return _staff_end(
        registration, RegistrationStatus.CANCELLED, "registration.staff_cancel", actor, reason, now
    )


@transaction.atomic
def registration_withdraw(
    *,
    registration: Registration,
    reason: str,
    actor: Actor | None,
    now: datetime.datetime | None = None,
) -> Registration:
    """Withdraw a registered person: out of the field and the check-in."""
    return _staff_end(
        registration, RegistrationStatus.WITHDRAWN, "registration.withdraw", actor, reason, now
    )


@transaction.atomic
def registration_reinstate(
    *,
    registration: Registration,
    reason: str,
    actor: Actor | None,
    now: datetime.datetime | None = None,
    beyond_places: bool = False,
) -> Registration:
    """Undo a cancellation or withdrawal: registered again when a place is free (the
    player they were comes back into the field), else at the end of the waiting list.
    ``beyond_places``: registered even when the event is full (the director put the player
    back into the field by hand; the counts then show more places taken than there are, and
    the registration keeps that it was placed so: ``beyond_places``)."""
    reason = _reason(reason)
    now = now or timezone.now()
    event, registration = registration_locked(registration=registration)
    offers_end(event=event, now=now)
    registration.refresh_from_db()
    if registration.status not in REINSTATABLE:
        raise ValidationError(_("Only a cancelled or withdrawn registration can be reinstated."))
    same = Registration.objects.filter(event=event, status__in=ACTIVE).exclude(pk=registration.pk)
    if (registration.member_id and same.filter(member_id=registration.member_id).exists()) or (
        registration.email_key and same.filter(email_key=registration.email_key).exists()
    ):
        raise ValidationError(_("This person has another registration for this event."))
    has_place = registration_counts(event=event).has_place
    free = beyond_places or has_place
    with duplicate_as_error(_("This person has another registration for this event.")):
        registration_change(
            registration=registration,
            action="registration.reinstate",
            actor=actor,
            before=registration_snapshot(registration),
            reason=reason,
            status=RegistrationStatus.CONFIRMED if free else RegistrationStatus.WAITING,
            queued_at=None if free else now,
            beyond_places=free and not has_place,  # on record for verify
        )
    if free:
        registration_field_return(registration=registration, actor=actor)
    return registration
