"""An event's rounds with their tables and seats, read in a fixed number of queries: for the
seat draws, the stages and the event's page (``events.selectors.rounds.event_rounds``, which
reads through :func:`event_rounds`, which ``play/feature.py`` puts in its hook)."""

from __future__ import annotations

from django.db.models import Count, Prefetch, Sum

from tournaments.core.annotations import hand_total, hand_total_set
from tournaments.events.models import Event, Round
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


def event_rounds(event: Event) -> list[Round]:
    """Rounds with tables, seats (with member) and per-seat totals, in four queries."""
    seats = Seat.objects.select_related("member__club").annotate(
        settlement_total=Sum("results__settlement"), hand_count=Count("results")
    )
    tables = Table.objects.annotate(hand_total=Count("hands", distinct=True)).prefetch_related(
        Prefetch("seats", queryset=seats.order_by("position"))
    )
    return list(
        event.rounds.order_by("number").prefetch_related(
            Prefetch("tables", queryset=tables.order_by("number"))
        )
    )
