"""Reads of an event's rounds: which of them are played, and whether any hand was entered.

A played round (hands, or closed) is history: the draw, swaps and registrations leave it
as it is. Tables, seats and hands are ``play``'s; these reads only count them through the
round's relations (``tables__hands``), and the rounds with their tables and seats are
``play.selectors.rounds``' (the event's page gets them through :func:`event_rounds`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from django.db.models import Count

from tournaments.core.annotations import hand_total
from tournaments.core.features import Hook
from tournaments.events.models import Event, EventKind, Round, RoundStatus


def round_is_played(round_: Round) -> bool:
    """A round is played once it has hands or is closed; the draw never touches it.
    Reads the ``hand_total`` a selector put on the round, else counts."""
    hands = getattr(round_, "hand_total", None)
    if hands is None:
        hands = round_.tables.filter(hands__isnull=False).count()
    return hands > 0 or round_.status == RoundStatus.CLOSED


def played_rounds(rounds: Sequence[Round]) -> list[Round]:
    """The rounds to keep: every round up to the last played one (by number).

    A round before a played round counts as played even without hands: people have
    sat there, and a draw that changed it would rewrite history.
    """
    last = max((i for i, r in enumerate(rounds) if round_is_played(r)), default=-1)
    return list(rounds[: last + 1])


def event_played_round_count(*, event: Event) -> int:
    """How many rounds of ``event`` are played (:func:`played_rounds`). One query."""
    rounds = list(event.rounds.order_by("number").annotate(hand_total=Count("tables__hands")))
    return len(played_rounds(rounds))


def event_has_hands(*, event: Event) -> bool:
    """Whether any hand was entered in ``event`` (its house rules and ruleset are fixed
    from then on, it cannot be cancelled)."""
    return event.rounds.filter(tables__hands__isnull=False).exists()


#: Reads an event's rounds with their tables and seats for its page: ``play`` fills it from
#: its ``feature.py``, so ``events`` never imports the feature that holds the tables.
RoundsReader = Callable[[Event], list[Round]]
ROUNDS_READER: Hook[RoundsReader] = Hook("events.rounds_reader")


def event_rounds(*, event: Event) -> list[Round]:
    """The event's rounds with their tables, seats and per-seat totals (the registered
    reader); without one (no feature plays), the bare rounds."""
    readers = ROUNDS_READER.items()
    if not readers:
        return list(event.rounds.order_by("number"))
    return readers[0](event)


def club_round_to_seat(*, event: Event, rounds: Sequence[Round]) -> int | None:
    """The round of a club evening its page offers to seat (``seat_draws``' draw: round 1 at
    random, later rounds reseated from the results): the one after the last played round,
    when it has no tables yet. ``rounds`` from :func:`event_rounds` (tables with
    ``hand_total``); None for a tournament, a closed event, or nothing left to seat."""
    if event.kind != EventKind.CLUB_EVENING or not event.is_open:
        return None
    played = [
        r.number
        for r in rounds
        if r.status == RoundStatus.CLOSED or any(hand_total(t) for t in r.tables.all())
    ]
    number = max(played, default=0) + 1
    if number > event.round_count:
        return None
    waiting = next((r for r in rounds if r.number == number), None)
    if waiting is not None and waiting.tables.all():
        return None
    return number
