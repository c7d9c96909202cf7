"""Withdrawing a player from the event's field on the seat draw's participants page,
registration included.

A player who holds a registered place gives it up with the field: their registration is
withdrawn through ``registration_withdraw``, exactly as on the director's registrations
page (audited with a reason; the player is removed if they never sat at a table, else
withdrawn after the rounds played; the place goes to the next on the waiting list). Without
this the registration stayed *registered*: the counts kept the place taken, nobody waiting
was offered it, and "Make these the event's players" brought a removed player back. A
player added by hand (no registration) is withdrawn as before (``participant_withdraw``).

The check-in desk's no-shows give up their registrations the same way
(``player_registrations_withdraw``), after the desk has withdrawn them from the field."""

from __future__ import annotations

import datetime

from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.audit.actors import Actor
from tournaments.events.models import EventParticipant
from tournaments.events.services.registrations import participant_withdraw
from tournaments.registration.selectors.registrations import player_registrations
from tournaments.registration.services.staff import registration_withdraw


@transaction.atomic
def player_registrations_withdraw(
    *,
    participant: EventParticipant,
    reason: str,
    actor: Actor | None,
    now: datetime.datetime | None = None,
) -> bool:
    """Withdraw the registered registrations that are ``participant`` (audited with
    ``reason``; a player still in the field leaves it, a place held goes to the next on
    the waiting list); whether there was one."""
    registrations = player_registrations(participant=participant)
    for registration in registrations:
        registration_withdraw(registration=registration, reason=reason, actor=actor, now=now)
    return bool(registrations)


@transaction.atomic
def player_withdraw(
    *, participant: EventParticipant, actor: Actor | None, now: datetime.datetime | None = None
) -> tuple[EventParticipant | None, bool]:
    """Take ``participant`` out of the field, with their registration. Returns the player
    as they are now (None: never seated, so removed) and whether a registration was
    withdrawn."""
    reason = _("Withdrawn on the seat draw's participants page.")
    if not player_registrations_withdraw(
        participant=participant, reason=reason, actor=actor, now=now
    ):
        return participant_withdraw(participant=participant, actor=actor), False
    return EventParticipant.objects.filter(pk=participant.pk).first(), True
