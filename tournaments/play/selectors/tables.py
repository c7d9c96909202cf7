"""Reads of a table's rows for the pages that list them."""

from __future__ import annotations

from django.db.models import Prefetch

from tournaments.models import (
    Hand,
    HandResult,
    Table,
)


def table_hands(*, table: Table) -> list[Hand]:
    return list(
        table.hands.select_related("winner__member", "discarder__member", "dealer__member")
        .prefetch_related(Prefetch("results", queryset=HandResult.objects.select_related("seat")))
        .order_by("number")
    )
