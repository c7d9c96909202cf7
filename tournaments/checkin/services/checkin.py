"""Checking players in and out: at the desk (staff), by a player's personal link or at the
door's QR code (the player), and a late player added at the desk.

Two desk devices may tap the same player at once: each service locks the participant's row
and sets the state asked for (in, or not in) rather than toggling it, so the second tap
finds the work done and writes nothing (no second audit entry).
"""

from __future__ import annotations

import datetime
from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import formats, timezone
from django.utils.translation import gettext as _

from tournaments.audit.actors import Actor, actor_account
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.checkin.selectors.desk import (
    check_in_deadline_passed,
    is_event_day,
    late_join_round,
    never_played_withdrawn,
    registration_statuses,
)
from tournaments.clubs.models import Member
from tournaments.events.models import Event, EventParticipant
from tournaments.events.selectors.rounds import event_played_round_count
from tournaments.events.services.event_guard import event_check_open
from tournaments.events.services.registrations import participant_register
from tournaments.registration.models import RegistrationStatus
from tournaments.registration.services.player_return import returning_registration
from tournaments.registration.services.staff import registration_reinstate
from tournaments.registration.states import registrations_keep_in_field


def _locked(participant: EventParticipant) -> EventParticipant:
    """The participant's row, locked for this transaction, with its event read anew."""
    locked = (
        EventParticipant.objects.select_for_update(of=("self",))
        .select_related("event__club", "member")
        .get(pk=participant.pk)
    )
    event_check_open(event=locked.event)
    if not locked.event.check_in_enabled:
        raise ValidationError(_("Check-in is off for this event."), code="check_in_off")
    return locked


def _audit(
    participant: EventParticipant, action: str, before: dict[str, Any], actor: Actor | None
) -> None:
    audit_record(
        actor=actor,
        action=action,
        obj=participant,
        before=before,
        after=model_snapshot(participant),
        event=participant.event,
    )


@transaction.atomic
def participant_check_in(
    *, participant: EventParticipant, actor: Actor | None = None
) -> tuple[EventParticipant, bool]:
    """Check ``participant`` in (idempotent). Returns the participant and whether this call
    checked them in (False: they were in already). A player who arrives after a round was
    drawn joins the next round not yet drawn (``late_join_round``); one withdrawn (as a
    no-show) comes back into the field, with the registration withdrawn with them
    (``_withdrawn_registration_back``)."""
    _withdrawn_registration_back(participant=participant, actor=actor)
    locked = _locked(participant)
    if locked.checked_in_at is not None and locked.active:
        return locked, False
    if not registrations_keep_in_field(registration_statuses(participant=locked)):
        raise ValidationError(
            _("%(name)s cancelled or was withdrawn; reinstate the registration first.")
            % {"name": locked.name},
            code="check_in_registration_ended",
        )
    if (
        locked.withdrew_after_round is not None
        and locked.withdrew_after_round >= locked.joined_round
    ):
        raise ValidationError(
            _("%(name)s withdrew after round %(round)d; add them again on the participants page.")
            % {"name": locked.name, "round": locked.withdrew_after_round},
            code="check_in_withdrawn_after_play",
        )
    before = model_snapshot(locked)
    locked.checked_in_at = timezone.now()
    locked.checked_in_by = actor_account(actor)
    locked.joined_round = max(locked.joined_round, late_join_round(event=locked.event))
    locked.withdrew_after_round = None
    locked.full_clean(exclude=["event", "member", "checked_in_by"], validate_constraints=False)
    locked.save(
        update_fields=["checked_in_at", "checked_in_by", "joined_round", "withdrew_after_round"]
    )
    _audit(locked, "participant.check_in", before, actor)
    return locked, True


def _withdrawn_registration_back(*, participant: EventParticipant, actor: Actor | None) -> None:
    """A no-show withdrawn before playing whose registration was withdrawn with them
    (``check_in_no_shows_withdraw``, or the participants page) arrives at the desk: the
    registration is reinstated, audited with the reason, even when its place went to the
    next on the waiting list meanwhile (the desk's staff decide who plays, as on the
    participants page). A cancelled registration (the player's own choice) is not: the
    check-in is refused until staff reinstate it. The event is locked before the player,
    in the order the no-shows' withdrawal takes them."""
    if not never_played_withdrawn(participant):
        return
    statuses = registration_statuses(participant=participant)
    if registrations_keep_in_field(statuses) or RegistrationStatus.WITHDRAWN not in statuses:
        return
    registration = returning_registration(player=participant)
    if registration is None or registration.status != RegistrationStatus.WITHDRAWN:
        return
    registration_reinstate(
        registration=registration,
        reason=_("Arrived at the check-in desk after being withdrawn as a no-show."),
        actor=actor,
        beyond_places=True,
    )


@transaction.atomic
def participant_check_in_undo(
    *, participant: EventParticipant, actor: Actor | None = None
) -> tuple[EventParticipant, bool]:
    """Undo a check-in (a wrong tap); idempotent. Refused for a player who has already
    played: withdraw them instead."""
    locked = _locked(participant)
    if locked.checked_in_at is None:
        return locked, False
    if _has_played(locked):
        raise ValidationError(
            _("%(name)s has already played; withdraw them instead.") % {"name": locked.name},
            code="check_in_played",
        )
    before = model_snapshot(locked)
    locked.checked_in_at = None
    locked.checked_in_by = None
    locked.save(update_fields=["checked_in_at", "checked_in_by"])
    _audit(locked, "participant.check_in_undo", before, actor)
    return locked, True


def _has_played(participant: EventParticipant) -> bool:
    played = event_played_round_count(event=participant.event)
    rounds = participant.event.rounds.filter(number__lte=played)
    if participant.member_id is not None:
        return rounds.filter(seats__member_id=participant.member_id).exists()
    return rounds.filter(
        seats__member__isnull=True, seats__guest_name=participant.guest_name
    ).exists()


def participant_check_in_self(
    *,
    participant: EventParticipant,
    actor: Actor | None = None,
    now: datetime.datetime | None = None,
) -> tuple[EventParticipant, bool]:
    """A player checks themself in (personal link, or the door's QR code as a logged-in
    member): only on the event's day (the club's time zone), while check-in is on, before
    the deadline, while the event is open, and not after being withdrawn (the desk
    decides then)."""
    event = participant.event
    event_check_open(event=event)
    if not event.check_in_enabled:
        raise ValidationError(_("Check-in is off for this event."), code="check_in_off")
    if not is_event_day(event, now):
        raise ValidationError(
            _("You can check yourself in on the event's day only (%(date)s).")
            % {"date": formats.date_format(event.date, "SHORT_DATE_FORMAT")},
            code="check_in_not_today",
        )
    if check_in_deadline_passed(event, now):
        raise ValidationError(
            _("Check-in closed at %(time)s; please go to the desk.")
            % {
                "time": event.check_in_deadline.strftime("%H:%M") if event.check_in_deadline else ""
            },
            code="check_in_closed",
        )
    if not participant.active:
        raise ValidationError(
            _("You are no longer in this event's field; please go to the desk."),
            code="check_in_withdrawn",
        )
    return participant_check_in(participant=participant, actor=actor)


@transaction.atomic
def check_in_late_player_add(
    *, event: Event, name: str, actor: Actor | None = None
) -> EventParticipant:
    """A player the list does not know arrives at the desk: registered and checked in at
    once (joining the next round not yet drawn). ``name`` is an active club member's name
    (exactly one match) or else a guest's. The event's row is locked, so two desks adding
    the same name at once add one player."""
    event = Event.objects.select_for_update(of=("self",)).select_related("club").get(pk=event.pk)
    event_check_open(event=event)
    name = " ".join(name.split())
    if not name:
        raise ValidationError(_("Enter the player's name."), code="name_missing")
    if len(name) > 120:
        raise ValidationError(_("That name is too long."), code="name_long")
    member = _member_named(event=event, name=name)
    participant_register(
        event=event,
        members=[member] if member is not None else [],
        guest_names=[] if member is not None else [name],
        actor=actor,
    )
    rows = (
        event.participants.filter(member=member)
        if member is not None
        else event.participants.filter(member__isnull=True, guest_name__iexact=name)
    )
    found = rows.order_by("pk").first()
    if found is None:  # participant_register refused nothing, so this is not expected
        raise ValidationError(_("Enter the player's name."), code="name_missing")
    participant, _done = participant_check_in(participant=found, actor=actor)
    return participant


def _member_named(*, event: Event, name: str) -> Member | None:
    folded = name.casefold()
    matches = [
        m
        for m in Member.objects.filter(club=event.club, active=True)
        if m.shown_name.casefold() == folded or m.full_name.casefold() == folded
    ]
    return matches[0] if len(matches) == 1 else None
