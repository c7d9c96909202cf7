"""A guest's e-mail confirmation (security issue 54): for an event open to guests without
the director's approval, a guest's registration first *awaits e-mail confirmation*
(``unconfirmed``) and holds no place; the personal link is only mailed, and opening it
and confirming registers the guest (or puts them on the waiting list) at that moment. Not
confirmed by ``confirm_by`` (``CONFIRM_HOURS``, never after registration closes), it
expires like an offer, lazily before every read and write and by the offers' cron job.
Without mail settings (``PASSWORD_RESET_ENABLED``) no link can be mailed, so none is
asked for (docs/registration.md)."""

from __future__ import annotations

import datetime

from django.conf import settings as site
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from tournaments.clubs.models import Member
from tournaments.registration.models import (
    Registration,
    RegistrationMode,
    RegistrationSettings,
    RegistrationStatus,
)
from tournaments.registration.selectors.counts import registration_counts
from tournaments.registration.services.queue import (
    offers_end,
    registration_change,
    registration_locked,
    registration_snapshot,
)

CONFIRM_HOURS = 2


def needs_email_confirmation(*, settings: RegistrationSettings, member: Member | None) -> bool:
    return (
        member is None
        and settings.mode == RegistrationMode.OPEN
        and not settings.approval
        and bool(site.PASSWORD_RESET_ENABLED)
    )


def confirm_deadline(
    *, settings: RegistrationSettings, now: datetime.datetime
) -> datetime.datetime:
    ends = [now + datetime.timedelta(hours=CONFIRM_HOURS)]
    if settings.closes_at is not None:
        ends.append(settings.closes_at)
    return min(ends)


@transaction.atomic
def registration_email_confirm(
    *, registration: Registration, now: datetime.datetime | None = None
) -> Registration:
    """The guest opened the mailed link and confirms: registered when a place is free,
    else at the end of the waiting list."""
    now = now or timezone.now()
    event, registration = registration_locked(registration=registration)
    offers_end(event=event, now=now)
    registration.refresh_from_db()
    if registration.status != RegistrationStatus.UNCONFIRMED:
        raise ValidationError(_("There is nothing to confirm (any more)."), code="confirmed")
    free = registration_counts(event=event).has_place
    return registration_change(
        registration=registration,
        action="registration.email_confirm",
        actor=None,
        before=registration_snapshot(registration),
        status=RegistrationStatus.CONFIRMED if free else RegistrationStatus.WAITING,
        queued_at=None if free else now,
        confirm_by=None,
    )
