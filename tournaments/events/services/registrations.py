"""Who plays in an event: register members and guests, withdraw them.

Registering or withdrawing does not redraw by itself: the draw page shows that
the draw is out of date and the director redraws the rounds not yet played
(``seat_draw_create``) when the field is complete, not once per name.
"""

from collections.abc import Iterable

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.audit.once import duplicate_as_error
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.clubs.models import Member
from tournaments.events.models import Event, EventParticipant
from tournaments.events.selectors.rounds import event_played_round_count
from tournaments.events.services.event_guard import event_check_open


def _rounds_played(event: Event) -> int:
    return event_played_round_count(event=event)


def _seated(participant: EventParticipant, played: int) -> bool:
    """Whether ``participant`` sat at a table in one of the first ``played`` rounds."""
    rounds = participant.event.rounds.filter(number__lte=played)
    if participant.member_id:
        return rounds.filter(seats__member=participant.member_id).exists()
    return rounds.filter(
        seats__member__isnull=True, seats__guest_name=participant.guest_name
    ).exists()


@transaction.atomic
def participant_register(
    *,
    event: Event,
    members: Iterable[Member] = (),
    guest_names: Iterable[str] = (),
    group: str = "",
    actor: AbstractBaseUser | AnonymousUser | None = None,
) -> list[EventParticipant]:
    """Add members and guests to the field from the next round not yet played.

    Someone already in the field is left as is; someone who had withdrawn comes
    back. ``group`` (club, family) applies to everyone added in this call.
    """
    event_check_open(event=event)
    joined = _rounds_played(event) + 1
    group = group.strip()
    added: list[EventParticipant] = []
    existing = {p.member_id: p for p in event.participants.filter(member__isnull=False)}
    guests = {p.guest_name.casefold(): p for p in event.participants.filter(member__isnull=True)}
    # a member, or a guest by name
    wanted: list[Member | str] = [
        *members,
        *(" ".join(name.split()) for name in guest_names if name.strip()),
    ]
    for who in wanted:
        if isinstance(who, Member) and who.club_id != event.club_id:
            raise ValidationError(_("%(member)s is not a member of this club.") % {"member": who})
        found = existing.get(who.pk) if isinstance(who, Member) else guests.get(who.casefold())
        if found is not None:
            if found.withdrew_after_round is not None:
                found.withdrew_after_round = None
                if group:
                    found.group = group
                found.full_clean()
                found.save(update_fields=["withdrew_after_round", "group"])
                _audit_added(found, actor)
                added.append(found)
            continue
        participant = EventParticipant(
            event=event,
            member=who if isinstance(who, Member) else None,
            guest_name=who if isinstance(who, str) else "",
            group=group,
            joined_round=joined,
        )
        participant.full_clean(validate_constraints=False)
        with duplicate_as_error(_("%(name)s was added already.") % {"name": who}):
            participant.save()
        _audit_added(participant, actor)
        if isinstance(who, Member):
            existing[who.pk] = participant
        else:
            guests[who.casefold()] = participant
        added.append(participant)
    return added


def _audit_added(
    participant: EventParticipant, actor: AbstractBaseUser | AnonymousUser | None
) -> None:
    audit_record(
        actor=actor,
        action="participant.add",
        obj=participant,
        after=model_snapshot(participant),
        event=participant.event,
    )


@transaction.atomic
def participant_withdraw(
    *, participant: EventParticipant, actor: AbstractBaseUser | AnonymousUser | None = None
) -> EventParticipant | None:
    """Take a player out of the field after the rounds already played.

    Someone who never sat at a table is simply removed (a wrong tick at 19:25);
    returns None then.
    """
    event = participant.event
    event_check_open(event=event)
    played = _rounds_played(event)
    before = model_snapshot(participant)
    if not _seated(participant, played):
        audit_record(
            actor=actor, action="participant.remove", obj=participant, before=before, event=event
        )
        participant.delete()
        return None
    participant.withdrew_after_round = max(played, participant.joined_round - 1)
    participant.full_clean()
    participant.save(update_fields=["withdrew_after_round"])
    after = model_snapshot(participant)
    audit_record(
        actor=actor,
        action="participant.withdraw",
        obj=participant,
        before=before,
        after=after,
        event=event,
    )
    return participant


@transaction.atomic
def participant_group_set(*, participant: EventParticipant, group: str) -> EventParticipant:
    event_check_open(event=participant.event)
    participant.group = group.strip()
    participant.full_clean()
    participant.save(update_fields=["group"])
    return participant
