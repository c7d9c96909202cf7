"""The player statistics counted by the database: per seat, its hands, wins, draws, deal-ins,
limit hands and winning hands (``SeatSums``), and per player the elements they scored.

A season's statistics read every hand result of the season (13,412 at the association's
first club, with their elements) and counted them in Python: 700-1,000 ms at 1 M hands
after each hand saved (docs/benchmarks.md). Counted here, the database returns a row per
seat and one per player and element. These are the counts ``reports.statistics._Tally``
makes from ``HandRow``s, for the rulesets whose win is counted in its stored points and
that have no table facts; a ruleset that reads its stored entry
(``Ruleset.statistics_read_entry``) is still counted from its rows
(``reports.selectors.statistics``). A test compares the two ways on the same events.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from django.db import connection
from django.db.models import Count, F, IntegerField, Max, Q, Sum
from django.db.models.expressions import RawSQL

from tournaments.play.models import HandResult, Seat
from tournaments.reports.statistics import SeatSums

_RESULTS = HandResult._meta.db_table
_SEATS = Seat._meta.db_table

#: the elements of a hand result, one row each (``e``, a JSON object), per database
_ELEMENTS = {
    "postgresql": (
        "jsonb_array_elements(CASE WHEN jsonb_typeof({col}) = 'array' THEN {col} "
        "ELSE '[]'::jsonb END) AS e(value)",
        "jsonb_typeof(e.value) = 'object'",
        "e.value ->> '{name}'",
        "e.value::text",
    ),
    "sqlite": (
        "json_each(CASE WHEN json_type({col}) = 'array' THEN {col} ELSE '[]' END) AS e",
        "e.type = 'object'",
        "json_extract(e.value, '$.{name}')",
        "e.value",
    ),
}
#: a stored count ("2", 2, 2.0) as a number first (PostgreSQL casts "2.0" to an integer
#: only through numeric)
_NUMBER = {"postgresql": "numeric", "sqlite": "REAL"}


def _sql(col: str = f'"{_RESULTS}"."elements"') -> tuple[str, str, Any, str]:
    rows, is_object, field, text = _ELEMENTS[connection.vendor]
    return rows.format(col=col), is_object, field.format, text


def _limit() -> RawSQL:
    """1 when the result has an element in the unit ``limit`` (``HandRow.is_limit``)."""
    rows, is_object, field, _ = _sql()
    return RawSQL(
        f"CASE WHEN EXISTS (SELECT 1 FROM {rows} WHERE {is_object} "
        f"AND {field(name='unit')} = 'limit') THEN 1 ELSE 0 END",
        (),
        output_field=IntegerField(),
    )


#: what ``seat_sums`` counts, in ``SeatSums``'s order
_COUNTED = (
    "hands", "wins", "self_drawn_wins", "discard_wins", "deal_ins", "draws", "limit_hands",
    "win_points", "biggest_points", "win_settlement", "biggest_settlement",
)  # fmt: skip


def seat_sums(
    *, tables: list[int], rulesets: Mapping[int, str]
) -> tuple[list[SeatSums], dict[int, int]]:
    """Every seat of ``tables``: the counts of the seats in ``rulesets`` (seat id -> its
    event's ruleset), and every seat's sum of settlements (its table's places). One query."""
    won = Q(hand__winner_id=F("seat_id"))
    dealt_in = Q(hand__discarder_id=F("seat_id"), hand__winner_id__isnull=False) & ~Q(
        hand__winner_id=F("seat_id")
    )
    rows = (
        # named by the hands' tables too, as ``statistics_read`` (a million-hand scan else)
        HandResult.objects.filter(seat__table_id__in=tables, hand__table_id__in=tables)
        .order_by()
        .values("seat_id")
        .annotate(
            score=Sum("settlement"),
            hands=Count("id"),
            wins=Count("id", filter=won),
            self_drawn_wins=Count("id", filter=won & Q(hand__discarder_id__isnull=True)),
            discard_wins=Count("id", filter=won & Q(hand__discarder_id__isnull=False)),
            deal_ins=Count("id", filter=dealt_in),
            draws=Count("id", filter=Q(hand__result_kind="draw")),
            limit_hands=Sum(_limit(), filter=won),
            win_points=Sum("points", filter=won),
            biggest_points=Max("points", filter=won),
            win_settlement=Sum("settlement", filter=won),
            biggest_settlement=Max("settlement", filter=won),
        )
        .values_list("seat_id", "score", *_COUNTED)
    )
    sums: list[SeatSums] = []
    scores: dict[int, int] = {}
    for seat_id, score, *counted in rows:
        scores[seat_id] = score or 0
        if seat_id in rulesets:
            sums.append(SeatSums(seat_id, rulesets[seat_id], *(n or 0 for n in counted)))
    return sums, scores


def element_counts(*, tables: list[int]) -> list[tuple[str, str, dict[str, Any], int]]:
    """Per player (a ``Player.key``) at ``tables``: each element they scored (its key as
    ``_Tally.add_hand`` makes it, one of its stored objects) and how often it counted.
    One query (none without tables)."""
    if not tables:
        return []
    rows_sql, is_object, field, text = _sql(col="r.elements")
    key = f"COALESCE(NULLIF({field(name='id')}, ''), NULLIF({field(name='name')}, ''), '')"
    count = f"CAST({field(name='count')} AS {_NUMBER[connection.vendor]})"
    sql = (
        f"SELECT s.member_id, s.guest_name, {key}, "
        f"SUM(COALESCE(NULLIF(CAST({count} AS INTEGER), 0), 1)), MIN({text}) "
        f'FROM "{_SEATS}" s JOIN "{_RESULTS}" r ON r.seat_id = s.id, {rows_sql} '
        f"WHERE {is_object} AND s.table_id IN ({', '.join(['%s'] * len(tables))}) "
        "GROUP BY s.member_id, s.guest_name, 3"
    )
    parsed: dict[str, dict[str, Any]] = {}  # each stored object read once
    out = []
    with connection.cursor() as cursor:
        cursor.execute(sql, tables)
        for member_id, guest_name, element_key, n, element in cursor.fetchall():
            player = f"m{member_id}" if member_id is not None else f"g:{guest_name}"
            if element not in parsed:
                parsed[element] = json.loads(element)
            out.append((player, str(element_key), parsed[element], int(n)))
    return out
