"""The reads behind ``verify``: hands with their table, seats and results in four queries."""

from django.db.models import Prefetch, QuerySet

from tournaments.events.models import Event
from tournaments.penalties.models import Penalty
from tournaments.play.models import Hand, HandResult, Seat, Table


def hands_to_verify(*, event: Event | None = None) -> QuerySet[Hand]:
    """Every stored hand (or one event's), with what re-scoring it needs prefetched.

    Iterate with ``.iterator(chunk_size=...)``: prefetches are applied per chunk, so a
    database with years of results is checked in bounded memory.
    """
    hands = Hand.objects.select_related("table__round__event").order_by(
        "table__round__event__slug", "table__round__number", "table__number", "number"
    )
    if event is not None:
        hands = hands.filter(table__round__event=event)
    return hands.prefetch_related(
        Prefetch("table__seats", queryset=Seat.objects.order_by("position")),
        Prefetch("results", queryset=HandResult.objects.order_by("seat__position")),
    )


def idle_tables_to_verify(*, event: Event | None = None) -> QuerySet[Table]:
    """Tables without a hand whose stored next turn is not the game's first (the tables
    with hands are checked with their hands), with their seats."""
    tables = (
        Table.objects.filter(hands__isnull=True)
        .exclude(turn_number=1, turn_draws=0)
        .select_related("round__event")
        .order_by("round__event__slug", "round__number", "number")
    )
    if event is not None:
        tables = tables.filter(round__event=event)
    return tables.prefetch_related(Prefetch("seats", queryset=Seat.objects.order_by("position")))


def penalties_to_verify(*, event: Event | None = None) -> QuerySet[Penalty]:
    """Every penalty outside a hand (or one event's), cancelled ones too, in the order
    given per table, with the table's seats."""
    penalties = Penalty.objects.select_related("table__round__event").order_by(
        "table__round__event__slug", "table__round__number", "table__number", "given_at", "id"
    )
    if event is not None:
        penalties = penalties.filter(table__round__event=event)
    return penalties.prefetch_related(
        Prefetch("table__seats", queryset=Seat.objects.order_by("position"))
    )
