"""Silent rounds (docs/silent-rounds.md): the director reveals the hidden standings at the
prize-giving, or hides them again (a reveal pressed too early). Both audited.

How many rounds are silent is part of the event's plan (``event_update``); what the public
sees is decided by the readers (``reports.selectors.silence``), from ``Event.silent_from``.
"""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from tournaments.audit.services import audit_record
from tournaments.events.models import Event


def _locked(event: Event) -> Event:
    return Event.objects.select_for_update().select_related("club").get(pk=event.pk)


@transaction.atomic
def event_silent_reveal(
    *, event: Event, actor: AbstractBaseUser | AnonymousUser | None = None
) -> Event:
    """Show the silent rounds' standings to everyone (the prize-giving). A finished event
    may be revealed: the reveal changes what is shown, not what was played."""
    event = _locked(event)
    if not event.silent_rounds:
        raise ValidationError(_("This event has no silent rounds."), code="no_silent_rounds")
    if event.silent_revealed_at is not None:
        return event  # pressed twice (two directors, a reload): revealed once
    event.silent_revealed_at = timezone.now()
    event.save(update_fields=["silent_revealed_at"])
    audit_record(
        actor=actor,
        action="event.silent_reveal",
        obj=event,
        before={"silent_revealed_at": None},
        after={"silent_revealed_at": event.silent_revealed_at.isoformat()},
        event=event,
    )
    return event


@transaction.atomic
def event_silent_hide(
    *, event: Event, actor: AbstractBaseUser | AnonymousUser | None = None
) -> Event:
    """Hide the silent rounds again (revealed too early)."""
    event = _locked(event)
    revealed = event.silent_revealed_at
    if revealed is None:
        return event
    event.silent_revealed_at = None
    event.save(update_fields=["silent_revealed_at"])
    audit_record(
        actor=actor,
        action="event.silent_hide",
        obj=event,
        before={"silent_revealed_at": revealed.isoformat()},
        after={"silent_revealed_at": None},
        event=event,
    )
    return event
