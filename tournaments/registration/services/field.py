"""The hand-over between a registration and the event's field: a registration that stops
being confirmed (cancelled, withdrawn) takes its player out of the field and off the
check-in; one reinstated brings back the player it had (``states`` tells which states are
in the field). Used inside the registration services' transactions, under the event's
lock."""

from __future__ import annotations

import datetime

from django.db.models import Q

from tournaments.audit.actors import Actor
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.events.models import EventParticipant
from tournaments.events.services.registrations import participant_register, participant_withdraw
from tournaments.registration.models import SEATED, Registration, RegistrationStatus
from tournaments.registration.services.queue import (
    places_fill,
    registration_change,
    registration_snapshot,
)
from tournaments.registration.states import (
    FIELD,
    IN_FIELD,
    WITHDRAWN,
    participant_state,
    participant_transition_check,
)


def registration_player(*, registration: Registration) -> EventParticipant | None:
    """The player a registration became: its link, else (made by hand) the member's row."""
    if registration.participant_id is not None:
        return (
            EventParticipant.objects.select_for_update(of=("self",))
            .filter(pk=registration.participant_id)
            .first()
        )
    if registration.member_id is None:
        return None
    return (
        EventParticipant.objects.select_for_update(of=("self",))
        .filter(event_id=registration.event_id, member_id=registration.member_id)
        .first()
    )


def _kept_by_another(registration: Registration, player: EventParticipant) -> bool:
    """Another confirmed registration of the event is this player's too."""
    others = Registration.objects.filter(event_id=registration.event_id, status__in=IN_FIELD)
    mine = Q(participant=player)
    if player.member_id is not None:
        mine |= Q(member_id=player.member_id)
    return others.exclude(pk=registration.pk).filter(mine).exists()


def registration_field_leave(
    *, registration: Registration, actor: Actor | None, reason: str = ""
) -> None:
    """Take the registration's player off the check-in and out of the field: removed if
    they never sat at a table, else withdrawn after the rounds played (their hands stay,
    the next draw leaves them out)."""
    player = registration_player(registration=registration)
    if player is None or participant_state(player.withdrew_after_round) != FIELD:
        return
    if _kept_by_another(registration, player):
        return
    participant_transition_check(FIELD, WITHDRAWN)
    if player.checked_in_at is not None:
        before = model_snapshot(player)
        player.checked_in_at = None
        player.checked_in_by = None
        player.save(update_fields=["checked_in_at", "checked_in_by"])
        audit_record(
            actor=actor,
            action="registration.check_in_end",
            obj=player,
            before=before,
            after=model_snapshot(player),
            event=registration.event,
            reason=reason,
        )
    participant_withdraw(participant=player, actor=actor)


def registration_field_return(*, registration: Registration, actor: Actor | None) -> bool:
    """A reinstated registration's withdrawn player comes back into the field (from the
    next round not yet played); False when it had no player (then "Make these the event's
    players" adds it, as for anyone registered later)."""
    player = registration_player(registration=registration)
    if player is None or participant_state(player.withdrew_after_round) != WITHDRAWN:
        return False
    participant_transition_check(WITHDRAWN, FIELD)
    participant_register(
        event=registration.event,
        members=[player.member] if player.member is not None else [],
        guest_names=[] if player.member is not None else [player.guest_name],
        actor=actor,
    )
    return True


def registration_end(
    *,
    registration: Registration,
    status: RegistrationStatus,
    action: str,
    actor: Actor | None,
    reason: str = "",
    now: datetime.datetime | None = None,
) -> Registration:
    """End ``registration`` (cancelled or withdrawn; ``registration`` read under the
    event's lock): its player leaves the field and the check-in, a place it held goes to
    the next on the waiting list."""
    was = registration.status
    registration_change(
        registration=registration,
        action=action,
        actor=actor,
        before=registration_snapshot(registration),
        reason=reason,
        status=status,
        offer_expires_at=None,
    )
    if was in IN_FIELD:
        registration_field_leave(registration=registration, actor=actor, reason=reason)
    if was in SEATED:
        places_fill(event=registration.event, now=now)
    return registration
