"""Guests' contact details are kept for the event only: a guest's e-mail address (the
club's way to reach someone who is no member) is erased ``Club.guest_contact_days`` after
the event's day, with the address in the registration's earlier audit snapshots.

Run by ``manage.py housekeeping`` (docs/privacy.md). The name stays (it is the player's in
the event's results), and so does the registration: only the way to reach the guest goes.
A finished event is not reopened for this: the erasure changes no result, and it is
audited per event (``registration.contacts_erase``, the number erased, no address).
"""

from __future__ import annotations

import datetime
from typing import Any

from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from tournaments.audit.models import AuditEntry
from tournaments.audit.services import audit_record
from tournaments.events.models import Event
from tournaments.registration.models import Registration

#: what a guest's registration holds to reach them
CONTACT_FIELDS = ("email",)
ERASED = "—"


def _scrub(snapshot: dict[str, Any] | None) -> dict[str, Any] | None:
    if not snapshot or not any(snapshot.get(f) for f in CONTACT_FIELDS):
        return snapshot
    return {k: (ERASED if k in CONTACT_FIELDS and v else v) for k, v in snapshot.items()}


def _audit_scrub(registration_ids: list[int]) -> None:
    entries = AuditEntry.objects.filter(
        object_type=Registration._meta.label_lower,
        object_id__in=[str(pk) for pk in registration_ids],
    )
    for entry in entries:
        before, after = _scrub(entry.before), _scrub(entry.after)
        if (before, after) != (entry.before, entry.after):
            entry.before, entry.after = before, after
            entry.save(update_fields=["before", "after"])


def guest_contacts_due(*, today: datetime.date | None = None) -> dict[int, list[int]]:
    """Event id -> its guests' registrations whose e-mail address is due for erasure: the
    event's day lies more than its club's ``guest_contact_days`` before ``today``."""
    today = today or timezone.localdate()
    rows = (
        Registration.objects.filter(member__isnull=True)
        .filter(~Q(email="") | ~Q(email_key=""))
        .values_list("event_id", "pk", "event__date", "event__club__guest_contact_days")
        .order_by("event_id", "pk")
    )
    due: dict[int, list[int]] = {}
    for event_id, pk, day, keep in rows:
        if day + datetime.timedelta(days=keep) < today:
            due.setdefault(event_id, []).append(pk)
    return due


@transaction.atomic
def guest_contacts_erase(*, today: datetime.date | None = None) -> int:
    """Erase the guests' e-mail addresses that are due (``guest_contacts_due``); each event's
    erasure is audited with its count. Returns how many registrations were emptied."""
    erased = 0
    due = guest_contacts_due(today=today)
    for event in Event.objects.filter(pk__in=due).select_related("club"):
        ids = due[event.pk]
        count = Registration.objects.filter(pk__in=ids).update(email="", email_key="")
        _audit_scrub(ids)
        audit_record(
            actor=None,
            action="registration.contacts_erase",
            obj=event,
            event=event,
            after={"registrations": count, "days": event.club.guest_contact_days},
        )
        erased += count
    return erased
