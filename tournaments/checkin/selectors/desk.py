"""Reads for check-in: the desk's list and counts, the deadline, the no-shows, which table
policy fits the players who came, and who counts for the draw."""

from __future__ import annotations

import datetime
import hashlib
from dataclasses import dataclass

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.http import Http404
from django.utils import timezone

from tournaments import seating
from tournaments.clubs.names import guest_sort_name
from tournaments.core.permissions import own_member_ids
from tournaments.events.models import Event, EventParticipant, TablePolicy
from tournaments.events.selectors.rounds import event_played_round_count
from tournaments.registration.models import Registration, RegistrationStatus
from tournaments.registration.selectors.registrations import registration_by_token
from tournaments.registration.states import (
    FIELD,
    IN_FIELD,
    participant_state,
    registrations_keep_in_field,
)

#: Event.table_policy -> the seating package's policy (the draw maps them the same way).
SEATING_POLICY = {
    TablePolicy.FIVE_PLAYER: seating.TablePolicy.FIVE,
    TablePolicy.THREE_PLAYER: seating.TablePolicy.THREE,
    TablePolicy.BYE: seating.TablePolicy.BYES,
}


def in_draw(participant: EventParticipant) -> bool:
    """Whether the draw may seat ``participant``: in the field (a withdrawn player, or the
    player of a cancelled registration, never is: ``registration.states``), and checked in
    or their event does not ask for check-in (``participant.event`` is the event the list
    was read from)."""
    if participant_state(participant.withdrew_after_round) != FIELD:
        return False
    return participant.checked_in_at is not None or not participant.event.check_in_enabled


def check_in_token_hash(token: str) -> str:
    """What is stored of a personal check-in link's token (the token itself never is)."""
    return hashlib.sha256(token.encode()).hexdigest()


def participant_by_check_in_token(*, event: Event, token: str) -> EventParticipant:
    """The participant of ``event`` whose personal link has ``token``; 404 for any other."""
    if not token or len(token) > 100:
        raise Http404
    found = (
        EventParticipant.objects.select_related("member", "event__club")
        .filter(event=event, check_in_token_hash=check_in_token_hash(token))
        .first()
    )
    if found is None:
        raise Http404
    return found


def registration_check_in_get(*, token: str) -> tuple[Registration, EventParticipant | None]:
    """The registration of a personal registration link and the player it became (None
    while it is not, or no longer, a registered player of the event); a wrong token: 404."""
    registration = registration_by_token(token=token)
    if registration is None:
        raise Http404
    participant = registration.participant
    if registration.status not in IN_FIELD or participant is None or not participant.active:
        return registration, None
    if participant.event_id != registration.event_id:
        return registration, None
    participant.event = registration.event
    return registration, participant


def check_in_participant_get(*, event: Event, pk: int | None) -> EventParticipant:
    if pk is None:
        raise Http404
    found = EventParticipant.objects.select_related("member").filter(event=event, pk=pk).first()
    if found is None:
        raise Http404
    return found


def own_participant(
    *, event: Event, user: AbstractBaseUser | AnonymousUser
) -> EventParticipant | None:
    """The logged-in member's own registration for ``event`` (None: not registered)."""
    members = own_member_ids(user)
    if not members:
        return None
    return (
        EventParticipant.objects.select_related("member")
        .filter(event=event, member_id__in=members)
        .first()
    )


def check_in_deadline_at(event: Event) -> datetime.datetime | None:
    """The deadline as a moment: the deadline time on the event's day, local time."""
    if event.check_in_deadline is None:
        return None
    return timezone.make_aware(datetime.datetime.combine(event.date, event.check_in_deadline))


def is_event_day(event: Event, now: datetime.datetime | None = None) -> bool:
    """Whether ``now`` falls on the event's date in the club's (the site's) time zone."""
    return timezone.localdate(now or timezone.now()) == event.date


def registration_statuses(*, participant: EventParticipant) -> list[str]:
    """The statuses of the registrations that became ``participant`` (none: added by hand)."""
    return list(
        Registration.objects.filter(participant=participant).values_list("status", flat=True)
    )


def check_in_deadline_passed(event: Event, now: datetime.datetime | None = None) -> bool:
    deadline = check_in_deadline_at(event)
    return deadline is not None and (now or timezone.now()) >= deadline


def self_check_in_open(event: Event, now: datetime.datetime | None = None) -> bool:
    """Players may check themselves in: check-in is on, the event is open (not finished or
    cancelled), it is the event's day and the deadline has not passed."""
    return (
        event.check_in_enabled
        and event.is_open
        and is_event_day(event, now)
        and not check_in_deadline_passed(event, now)
    )


def late_join_round(*, event: Event) -> int:
    """The round a player who checks in now joins: the next round not yet drawn. Rounds
    played stay as they were; a round drawn and not played yet (the round about to begin)
    is left as drawn too, so the late player waits for the round after it."""
    number = event_played_round_count(event=event) + 1
    drawn = event.rounds.filter(number=number, tables__seats__isnull=False).exists()
    return number + 1 if drawn else number


def never_played_withdrawn(participant: EventParticipant) -> bool:
    """Withdrawn before playing a round of the field (a no-show): the desk may still check
    them in, which brings them back."""
    withdrew = participant.withdrew_after_round
    return withdrew is not None and withdrew < participant.joined_round


def cancelled_at_the_desk(statuses: list[str]) -> bool:
    """Whether the desk refuses to check in a player whose registrations have ``statuses``:
    none keeps them in the field and none was withdrawn with the no-shows (which the desk's
    check-in reinstates), so the player cancelled; staff reinstate it first
    (``services.checkin.participant_check_in``)."""
    return (
        not registrations_keep_in_field(statuses) and RegistrationStatus.WITHDRAWN not in statuses
    )


@dataclass(frozen=True)
class DeskRow:
    participant: EventParticipant
    name: str
    checked_in: bool
    withdrawn: bool
    #: the player cancelled their registration: no check-in button, but the way back
    cancelled: bool = False
    #: the cancelled registration staff may reinstate (its page), when there is one
    cancelled_registration: int | None = None


def desk_row(participant: EventParticipant, registrations: list[tuple[str, int]]) -> DeskRow:
    """The desk's row of ``participant``, whose registrations are ``registrations``
    (status, pk; the newest first)."""
    cancelled = not participant.active and cancelled_at_the_desk([s for s, _ in registrations])
    return DeskRow(
        participant=participant,
        name=participant.name,
        checked_in=participant.active and participant.checked_in_at is not None,
        withdrawn=not participant.active,
        cancelled=cancelled,
        cancelled_registration=next(
            (pk for s, pk in registrations if s == RegistrationStatus.CANCELLED and cancelled),
            None,
        ),
    )


def desk_registrations(participants: list[EventParticipant]) -> dict[int, list[tuple[str, int]]]:
    """Each of ``participants``' registrations (status, pk; the newest first): one query,
    none for an empty list."""
    found: dict[int, list[tuple[str, int]]] = {p.pk: [] for p in participants}
    if found:
        rows = Registration.objects.filter(participant__in=list(found)).order_by(
            "-created_at", "-pk"
        )
        for participant_id, status, pk in rows.values_list("participant_id", "status", "pk"):
            found[participant_id].append((status, pk))
    return found


@dataclass(frozen=True)
class PolicyHint:
    """Which table policies seat ``count`` players, and whether the event's own does."""

    count: int
    fits: bool
    choices: tuple[str, ...]  # TablePolicy values that fit


@dataclass(frozen=True)
class CheckInDesk:
    event: Event
    rows: list[DeskRow]
    checked_in: int
    expected: int
    deadline_at: datetime.datetime | None
    deadline_passed: bool
    no_shows: list[EventParticipant]
    hint: PolicyHint


def _sort_key(p: EventParticipant) -> tuple[str, str]:
    name = p.member.sort_name if p.member is not None else guest_sort_name(p.guest_name)
    return (name.casefold(), p.name)


def check_in_desk(*, event: Event, query: str = "") -> CheckInDesk:
    """The desk's list (the field and who of it is in, optionally only names containing
    ``query``), the counts over the whole field and the no-shows: two queries, and one for
    the registrations of the players withdrawn before playing when there are any."""
    participants = sorted(event.participants.select_related("member"), key=_sort_key)
    field = [p for p in participants if p.active]
    # a no-show withdrawn before playing can still arrive: listed after the field (one who
    # cancelled too, marked so: the desk sends them to the registrations page first)
    returnable = [p for p in participants if not p.active and never_played_withdrawn(p)]
    registrations = desk_registrations(returnable)
    rows = [desk_row(p, registrations.get(p.pk, [])) for p in [*field, *returnable]]
    folded = query.strip().casefold()
    if folded:
        rows = [r for r in rows if folded in r.name.casefold()]
    checked = sum(1 for p in field if p.checked_in_at is not None)
    return CheckInDesk(
        event=event,
        rows=rows,
        checked_in=checked,
        expected=len(field),
        deadline_at=check_in_deadline_at(event),
        deadline_passed=check_in_deadline_passed(event),
        no_shows=[p for p in field if p.checked_in_at is None],
        hint=table_policy_hint(event=event, count=checked),
    )


def table_policy_hint(*, event: Event, count: int) -> PolicyHint:
    """Which table policies seat ``count`` players (``seating.table_layout``)."""
    fitting = []
    for value in TablePolicy.values:
        try:
            seating.table_layout(count, SEATING_POLICY[TablePolicy(value)])
        except ValueError:
            continue
        fitting.append(value)
    return PolicyHint(count=count, fits=event.table_policy in fitting, choices=tuple(fitting))
