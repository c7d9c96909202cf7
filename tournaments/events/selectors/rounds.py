"""Reads of an event's rounds with their tables and seats, and which of them are played.

A played round (hands, or closed) is history: the draw, swaps and registrations leave it
as it is."""

from __future__ import annotations

from django.db.models import Count, Prefetch

from tournaments.core.annotations import hand_total, hand_total_set
from tournaments.events.models import Event, Round, RoundStatus
from tournaments.play.models import Seat, Table


def event_seating_rounds(*, event: Event) -> list[Round]:
    """Rounds with tables (and their hand count) and seats (with members): three queries.

    Each round gets ``hand_total``; each table ``hand_total``.
    """
    tables = Table.objects.annotate(hand_total=Count("hands")).prefetch_related(
        Prefetch("seats", queryset=Seat.objects.select_related("member").order_by("position"))
    )
    rounds = list(
        event.rounds.order_by("number").prefetch_related(
            Prefetch("tables", queryset=tables.order_by("number"))
        )
    )
    for round_ in rounds:
        hand_total_set(round_, sum(hand_total(t) for t in round_.tables.all()))
    return rounds


def round_is_played(round_: Round) -> bool:
    """A round is played once it has hands or is closed; the draw never touches it."""
    hands = getattr(round_, "hand_total", None)
    if hands is None:
        hands = Table.objects.filter(round=round_, hands__isnull=False).count()
    return hands > 0 or round_.status == RoundStatus.CLOSED


def played_rounds(rounds: list[Round]) -> list[Round]:
    """The rounds to keep: every round up to the last played one (by number).

    A round before a played round counts as played even without hands: people have
    sat there, and a draw that changed it would rewrite history.
    """
    last = max((i for i, r in enumerate(rounds) if round_is_played(r)), default=-1)
    return rounds[: last + 1]
