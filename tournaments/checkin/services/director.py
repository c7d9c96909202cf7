"""The director's side of check-in: turning it on with a deadline, the players' personal
links, and withdrawing the no-shows once the deadline has passed."""

from __future__ import annotations

import datetime
import secrets

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.audit.actors import Actor
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.checkin.selectors.desk import check_in_deadline_passed, check_in_token_hash
from tournaments.events.models import Event, EventParticipant
from tournaments.events.selectors.rounds import event_played_round_count
from tournaments.events.services.event_guard import event_check_open
from tournaments.registration.services.player_withdraw import player_registrations_withdraw


def _event_locked(event: Event) -> Event:
    locked = Event.objects.select_for_update(of=("self",)).select_related("club").get(pk=event.pk)
    event_check_open(event=locked)
    return locked


@transaction.atomic
def event_check_in_set(
    *, event: Event, enabled: bool, deadline: datetime.time | None, actor: Actor | None = None
) -> Event:
    """Turn check-in on or off for ``event`` and set its deadline (a time on the event's
    day; None: until the director withdraws the no-shows)."""
    locked = _event_locked(event)
    fields = ("check_in_enabled", "check_in_deadline")
    before = {f: model_snapshot(locked)[f] for f in fields}
    locked.check_in_enabled = enabled
    locked.check_in_deadline = deadline
    locked.save(update_fields=list(fields))
    after = {f: model_snapshot(locked)[f] for f in fields}
    if before != after:
        audit_record(actor=actor, action="event.check_in", obj=locked, before=before, after=after)
    event.check_in_enabled, event.check_in_deadline = enabled, deadline
    return locked


@transaction.atomic
def check_in_links_issue(
    *, event: Event, actor: Actor | None = None, participant: EventParticipant | None = None
) -> dict[int, str]:
    """New personal check-in links for the players in the field (or one ``participant``):
    participant id -> token. Only a hash is stored, so the links are shown once (printed);
    making them again replaces the old ones."""
    locked = _event_locked(event)
    rows = EventParticipant.objects.select_for_update(of=("self",)).filter(
        event=locked, withdrew_after_round__isnull=True
    )
    if participant is not None:
        rows = rows.filter(pk=participant.pk)
    tokens: dict[int, str] = {}
    for row in rows:
        token = secrets.token_urlsafe(18)
        row.check_in_token_hash = check_in_token_hash(token)
        row.save(update_fields=["check_in_token_hash"])
        tokens[row.pk] = token
    audit_record(
        actor=actor,
        action="event.check_in_links",
        obj=participant if participant is not None else locked,
        event=locked,
        after={"players": len(tokens)},
    )
    return tokens


@transaction.atomic
def check_in_no_shows_withdraw(
    *, event: Event, actor: Actor | None = None, now: datetime.datetime | None = None
) -> list[EventParticipant]:
    """Withdraw every player of the field who has not checked in, after the rounds already
    played (0: before round 1), each audited, with their registration (as the participants
    page withdraws one: no longer counted, the place goes to the next waiting). Refused
    while check-in is off or before the deadline. A no-show stays on the desk's list; one
    who registered arrives back through the reinstated registration."""
    locked = _event_locked(event)
    if not locked.check_in_enabled:
        raise ValidationError(_("Check-in is off for this event."), code="check_in_off")
    if locked.check_in_deadline is not None and not check_in_deadline_passed(locked, now):
        raise ValidationError(
            _("Check-in is still open until %(time)s.")
            % {"time": locked.check_in_deadline.strftime("%H:%M")},
            code="check_in_open",
        )
    played = event_played_round_count(event=locked)
    reason = _("Did not check in: withdrawn with the no-shows at the check-in desk.")
    no_shows = list(
        EventParticipant.objects.select_for_update(of=("self",))
        .select_related("member")
        .filter(event=locked, withdrew_after_round__isnull=True, checked_in_at__isnull=True)
        .order_by("pk")
    )
    for participant in no_shows:
        before = model_snapshot(participant)
        participant.withdrew_after_round = max(played, participant.joined_round - 1)
        participant.save(update_fields=["withdrew_after_round"])
        audit_record(
            actor=actor,
            action="participant.no_show",
            obj=participant,
            before=before,
            after=model_snapshot(participant),
            event=locked,
        )
        player_registrations_withdraw(participant=participant, reason=reason, actor=actor, now=now)
    return no_shows
