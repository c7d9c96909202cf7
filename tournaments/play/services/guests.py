"""A guest of an event becomes a member: the EMA results need every player's EMA number,
which only a member record holds (the EMA export's page offers this for each guest)."""

from __future__ import annotations

from collections.abc import Callable

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.audit.actors import Actor
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.clubs.models import Member
from tournaments.clubs.names import guest_name_parts
from tournaments.clubs.selectors.members import member_number_next
from tournaments.clubs.services.members import member_create
from tournaments.core.features import Hook
from tournaments.events.models import Event, EventParticipant
from tournaments.play.models import Seat

#: What a feature above ``play`` keeps of a guest by name, renamed to the new member: called
#: as ``(event, guest_name, member)`` inside the same transaction (``stages``: who made a
#: cut). Without it a staged event's final order lost a guest who became a member for the
#: EMA file (their row came from the qualification, not the final: tests/browser/test_story.py).
GUEST_BECOMES_MEMBER: Hook[Callable[[Event, str, Member], None]] = Hook("play.guest_member")


@transaction.atomic
def guest_member_create(
    *, event: Event, guest_name: str, ema_number: str, country: str, actor: Actor | None = None
) -> Member:
    """Make ``guest_name`` of ``event`` a member of its club with ``ema_number``: the
    event's seats and registration of that guest then name the new member (audited).
    Raises ValidationError (translated) for an unknown guest or a missing EMA number."""
    seats = Seat.objects.filter(round__event=event, member__isnull=True, guest_name=guest_name)
    entries = EventParticipant.objects.filter(event=event, guest_name=guest_name)
    if not guest_name or not (seats.exists() or entries.exists()):
        raise ValidationError(
            _("There is no guest “%(name)s” in this event.") % {"name": guest_name}
        )
    if not ema_number.strip():
        raise ValidationError(_("Enter the guest's EMA number."))
    first, prefix, last = guest_name_parts(guest_name)
    member = member_create(
        club=event.club,
        first_name=first,
        surname_prefix=prefix,
        last_name=last,
        member_number=member_number_next(club=event.club),
        ema_number=ema_number.strip(),
        country=country.strip() or "NL",
        active=False,  # a guest, not a paying member: kept out of new events' lists
    )
    moved = seats.update(member=member, guest_name="")
    entries.update(member=member, guest_name="")
    Seat.objects.filter(round__event=event, substitute_for_guest=guest_name).update(
        substitute_for=member, substitute_for_guest=""
    )
    for rename in GUEST_BECOMES_MEMBER.items():
        rename(event, guest_name, member)
    audit_record(
        actor=actor,
        action="guest_member_create",
        obj=member,
        event=event,
        before={"guest_name": guest_name},
        after={**model_snapshot(member), "seats": moved},
    )
    return member
