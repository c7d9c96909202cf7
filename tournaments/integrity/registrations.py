"""``manage.py verify`` for registration and the field: no event holds more places
(registered or offered) than it has, but those staff gave on purpose
(``Registration.beyond_places``), and the player of a registration that ended (cancelled,
withdrawn: ``registration.states``) is not in the field, not checked in and not seated in a
round still to be played. The services keep this; a database edit, an import or an old bug
can break it, and the draw would then seat a no-show."""

from __future__ import annotations

from django.db.models import Q, QuerySet

from tournaments.events.models import Event, EventParticipant
from tournaments.events.selectors.rounds import event_played_round_count
from tournaments.integrity.verify import Issue, VerifyReport
from tournaments.play.models import Seat
from tournaments.registration.models import ENDED, Registration
from tournaments.registration.selectors.counts import registration_counts_by_event
from tournaments.registration.states import IN_FIELD


def _over_capacity(event: Event | None) -> list[Issue]:
    """Events holding more places than they have, counted as every page counts them
    (``registration.selectors.counts``), beyond the places staff gave on purpose (a player
    put back into a full field at the desk or on the participants page)."""
    counts = registration_counts_by_event(event_ids=None if event is None else [event.pk])
    over = {pk: c for pk, c in counts.items() if c.over_capacity_unrecorded}
    slugs = dict(Event.objects.filter(pk__in=over).values_list("pk", "slug"))
    return [
        Issue(
            f"{slugs[pk]} registration",
            f"{c.taken} places taken (registered or offered), {c.capacity} places",
        )
        for pk, c in sorted(over.items(), key=lambda item: slugs[item[0]])
    ]


def _player(registration: Registration) -> EventParticipant | None:
    if registration.participant is not None:
        return registration.participant
    if registration.member_id is None:
        return None
    return EventParticipant.objects.filter(
        event_id=registration.event_id, member_id=registration.member_id
    ).first()


def _still_registered(registration: Registration, player: EventParticipant) -> bool:
    """Someone who cancelled and registered again (or a second registration that became
    the same player) is rightly in the field."""
    mine = Q(participant=player)
    if player.member_id is not None:
        mine |= Q(member_id=player.member_id)
    return (
        Registration.objects.filter(event_id=registration.event_id, status__in=IN_FIELD)
        .filter(mine)
        .exists()
    )


def _seated_later(player: EventParticipant, played: int) -> list[int]:
    seats = Seat.objects.filter(round__event_id=player.event_id, round__number__gt=played)
    seats = (
        seats.filter(member_id=player.member_id)
        if player.member_id is not None
        else seats.filter(member__isnull=True, guest_name=player.guest_name)
    )
    return sorted(set(seats.values_list("round__number", flat=True)))


def registration_issues(registration: Registration, played: int) -> list[Issue]:
    player = _player(registration)
    if player is None or _still_registered(registration, player):
        return []
    where = f"{registration.event.slug} registration {registration.pk} ({registration.shown_name})"
    status = registration.status
    issues = []
    if player.active:
        issues.append(Issue(where, f"{status} but in the field"))
    if player.active and player.checked_in_at is not None:
        issues.append(Issue(where, f"{status} but checked in"))
    rounds = _seated_later(player, played)
    if rounds:
        issues.append(Issue(where, f"{status} but seated in round {', '.join(map(str, rounds))}"))
    return issues


def ended_registrations_to_verify(*, event: Event | None = None) -> QuerySet[Registration]:
    rows = Registration.objects.filter(status__in=ENDED).select_related(
        "event", "member", "participant"
    )
    if event is not None:
        rows = rows.filter(event=event)
    return rows.order_by("event__slug", "pk")


def verify_registrations(*, event: Event | None, report: VerifyReport) -> VerifyReport:
    """Add the registration issues (of ``event``, or every event) to ``report``."""
    report.issues.extend(_over_capacity(event))
    played: dict[int, int] = {}
    for registration in ended_registrations_to_verify(event=event):
        if registration.event_id not in played:
            played[registration.event_id] = event_played_round_count(event=registration.event)
        report.issues.extend(registration_issues(registration, played[registration.event_id]))
    return report
