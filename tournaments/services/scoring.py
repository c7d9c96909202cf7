"""The bridge from a stored hand entry to the pure scoring engine (``scoring.engine``).

Tile entries are scored with ``score_dict`` (parse, then score); quick entries
(``entry["quick"]["points"]``: the totals the table counted itself) are settled with
``settle_quick``.
"""

from collections.abc import Mapping
from typing import Any

from django.core.exceptions import ValidationError

from scoring.engine import QuickEntry, ScoringError, score_dict, settle_quick
from scoring.engine.interchange import result_from_dict
from tournaments.services.hands import SeatScore


def entry_score(*, entry: Mapping[str, Any]) -> dict[str, SeatScore]:
    """Points, settlement and elements per seat wind for one interchange-format entry."""
    try:
        quick = entry.get("quick")
        if quick is not None:
            score = settle_quick(
                QuickEntry(
                    ruleset=entry["ruleset"],
                    seats=tuple(entry["players"]),
                    result=result_from_dict(entry.get("result")),
                    points={wind: int(p) for wind, p in (quick.get("points") or {}).items()},
                    laak=int(quick.get("laak") or 0),
                    flowers=int(quick.get("flowers") or 0),
                    prevailing_wind=entry.get("prevailing_wind", "E"),
                    options=entry.get("options") or {},
                )
            )
        else:
            score = score_dict(entry)
    except ScoringError as exc:
        raise ValidationError(str(exc), code=getattr(exc, "code", None)) from exc
    settlement = score.settlement.as_dict()
    return {
        wind: SeatScore(
            points=int(score.points.get(wind, 0)),
            settlement=int(settlement.get(wind, 0)),
            elements=tuple(e.as_dict() for e in score.elements.get(wind, ())),
        )
        for wind in entry["players"]
    }
