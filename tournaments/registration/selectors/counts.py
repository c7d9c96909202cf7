"""An event's registration figures, counted in one place: how many are registered, how
many places there are, offered and left, and how long the waiting list is.

Every page that shows them (the register page, the event page, the director's field page,
the check-in desk), every service that asks whether a place is free and ``manage.py
verify`` read them here, so no two of them count differently (docs/registration.md, "One
count for every page"). Two queries for one event or for many: the registrations counted
per event and state, and the places of the events' settings."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from django.db.models import Count, Q

from tournaments.events.models import Event
from tournaments.registration.models import (
    ENDED,
    Registration,
    RegistrationSettings,
    RegistrationStatus,
)

S = RegistrationStatus


@dataclass(frozen=True)
class RegistrationCounts:
    """One event's figures. A place is held by the registered (*confirmed*) and by an
    open offer (*offered*); nobody else holds one. ``capacity`` None: no limit."""

    registered: int = 0
    offered: int = 0
    waiting: int = 0
    pending: int = 0
    unconfirmed: int = 0
    ended: int = 0
    capacity: int | None = None
    #: of the registered, those staff placed when every place was taken
    beyond_places: int = 0

    def __post_init__(self) -> None:
        figures = (self.registered, self.offered, self.waiting, self.pending, self.unconfirmed)
        if min(*figures, self.ended, self.beyond_places) < 0:
            raise ValueError("a registration count cannot be negative")

    @property
    def taken(self) -> int:
        """The places held: registered and offered."""
        return self.registered + self.offered

    @property
    def left(self) -> int | None:
        """The places free (None: no limit); never below 0, even when the director lowered
        the places under those already taken."""
        if self.capacity is None:
            return None
        return max(self.capacity - self.taken, 0)

    @property
    def has_place(self) -> bool:
        """Whether one more person can be given a place now."""
        return self.left is None or self.left > 0

    @property
    def over_capacity(self) -> int:
        """How many places are taken beyond the places there are (``verify``)."""
        return 0 if self.capacity is None else max(self.taken - self.capacity, 0)

    @property
    def over_capacity_unrecorded(self) -> int:
        """The places taken beyond the places that no staff decision on record explains
        (a registration placed beyond them: ``Registration.beyond_places``): ``verify``."""
        return max(self.over_capacity - self.beyond_places, 0)

    @property
    def total(self) -> int:
        """Every registration, ended ones included."""
        return (
            self.registered
            + self.offered
            + self.waiting
            + self.pending
            + self.unconfirmed
            + self.ended
        )


#: field of ``RegistrationCounts`` -> the states it counts
_STATES: dict[str, tuple[str, ...]] = {
    "registered": (S.CONFIRMED,),
    "offered": (S.OFFERED,),
    "waiting": (S.WAITING,),
    "pending": (S.PENDING,),
    "unconfirmed": (S.UNCONFIRMED,),
    "ended": tuple(ENDED),
}


def registration_counts_by_event(
    *, event_ids: Iterable[int] | None = None
) -> dict[int, RegistrationCounts]:
    """The figures of the events ``event_ids`` (None: every event with settings or a
    registration), by event id; an event with neither has all zeros and no limit."""
    rows = Registration.objects.all()
    places = RegistrationSettings.objects.all()
    ids = None if event_ids is None else list(event_ids)
    if ids is not None:
        rows = rows.filter(event_id__in=ids)
        places = places.filter(event_id__in=ids)
    tallies = (
        rows.values("event_id")
        .annotate(
            **{name: Count("pk", filter=Q(status__in=states)) for name, states in _STATES.items()},
            beyond_places=Count("pk", filter=Q(status=S.CONFIRMED, beyond_places=True)),
        )
        .values_list("event_id", *_STATES, "beyond_places")
        .order_by()
    )
    found: dict[int, dict[str, Any]] = {pk: {} for pk in ids or ()}
    for event_id, capacity in places.values_list("event_id", "capacity"):
        found.setdefault(event_id, {})["capacity"] = capacity
    for event_id, *figures in tallies:
        found.setdefault(event_id, {}).update(
            zip((*_STATES, "beyond_places"), figures, strict=True)
        )
    return {pk: RegistrationCounts(**values) for pk, values in found.items()}


def registration_counts(*, event: Event) -> RegistrationCounts:
    """The figures of ``event`` (two queries)."""
    return registration_counts_by_event(event_ids=[event.pk])[event.pk]
