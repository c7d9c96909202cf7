"""A MERS ranking as plain data: what ``manage.py ranking --json`` prints and the pages'
numbers are checked against (the same computation, one shape)."""

from __future__ import annotations

from typing import Any

from tournaments.rankings.mers import PlayerRanking, ResultLine


def line_dict(line: ResultLine) -> dict[str, Any]:
    return {
        "tournament": line.result.tournament,
        "start_date": line.result.start.isoformat(),
        "position": line.result.position,
        "players": line.result.players,
        "R": line.rank,
        "W": float(line.weight),
        "A": float(line.age),
        "part_a": line.in_part_a,
        "part_b": line.in_part_b,
    }


def ranking_dicts(rows: list[PlayerRanking]) -> list[dict[str, Any]]:
    """``{"player", "score", "place", "results"}`` per listed player, best first; the
    results are the active ones in the order the formula takes them."""
    return [
        {
            "player": row.name,
            "score": float(row.score),
            "place": row.place,
            "results": [line_dict(line) for line in row.lines],
        }
        for row in rows
    ]
