"""A player's game result per table, as the standings count it, for the pages that show
it beside the standings."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from scoring.engine import get_ruleset
from tournaments.events.selectors.silence import silent_round_q
from tournaments.play.models import Seat
from tournaments.reports.selectors.results import ValuesRow
from tournaments.reports.selectors.seat_sums import seat_settlements


def game_scores(*, table_ids: Iterable[int], full: bool = False) -> dict[tuple[int, str], int]:
    """``{(table id, wind): score}``: each played seat's game result as the standings count
    it (``Ruleset.table_result``: the hands' sum, with uma, oka and the sticks left where a
    ruleset adds them), without its penalties, for the pages that show a player's score per
    table or event beside the standings (the member's pages, the player's own page). The
    tables of silent rounds not yet revealed are left out unless ``full``. Two queries, of
    the tables asked only: the whole events' tables took 0.9-1.3 s of a player's page at
    1 M hands (docs/benchmarks.md)."""
    table_ids = list(table_ids)
    seats = Seat.objects.filter(table_id__in=table_ids)
    if not full:
        seats = seats.exclude(silent_round_q("round"))
    rows = seats.order_by("table_id", "position").values(
        "id", "table_id", "wind", "round__event__ruleset", "round__event__ruleset_options"
    )
    sums = seat_settlements(table_ids)
    by_table: dict[int, list[ValuesRow]] = defaultdict(list)
    for row in rows:
        by_table[row["table_id"]].append(row)
    out: dict[tuple[int, str], int] = {}
    for table_id, table_seats in by_table.items():
        played = [s for s in table_seats if s["id"] in sums]  # a seat with a hand
        if not played:
            continue
        first = table_seats[0]
        scores = get_ruleset(first["round__event__ruleset"]).table_result(
            {s["id"]: sums.get(s["id"]) or 0 for s in table_seats},
            first["round__event__ruleset_options"] or {},
        )
        out |= {(table_id, s["wind"]): scores[s["id"]] for s in played}
    return out
