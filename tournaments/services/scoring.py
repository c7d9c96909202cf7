"""The one bridge from a stored hand entry to the pure scoring engine (``scoring.engine``).

Tile entries are scored with ``score_dict`` (parse, then score); quick entries
(``entry["quick"]["points"]``: the totals the table counted itself) are settled with
``settle_quick``; a draw or false mahjong entered without tiles is settled from its
result alone. The preview, hand entry, corrections, recompute, restore and ``verify``
all score through :func:`entry_deal_score` (``entry_score`` is its per-seat view), so a
hand the form can save is a hand ``verify`` can re-score.
"""

from collections.abc import Mapping
from typing import Any

from django.core.exceptions import ValidationError
from django.utils.translation import gettext as _

from scoring.engine import (
    DealScore,
    QuickEntry,
    ScoringError,
    get_ruleset,
    score_dict,
    settle_quick,
)
from scoring.engine.interchange import result_from_dict
from scoring.messages import error_message
from tournaments.services.hands import SeatScore


def entry_invalid(error: ScoringError) -> ValidationError:
    """A scoring error as a ValidationError for the player's field (``{wind: [...]}``) when the
    error names a seat, else for the whole form; always in the user's language."""
    message = error_message(error)
    seat = (getattr(error, "params", None) or {}).get("seat")
    if isinstance(seat, str) and seat in ("E", "S", "W", "N"):
        return ValidationError({seat: [message]}, code=error.code)
    return ValidationError(message, code=error.code)


def entry_deal_score(*, entry: Mapping[str, Any]) -> DealScore:
    """Score one interchange-format entry: tiles with the engine, ``quick`` with
    ``settle_quick``. Raises ValidationError (translated) for anything the engine refuses."""
    try:
        quick = entry.get("quick")
        result = entry.get("result") or {}
        no_tiles = not any((entry.get("players") or {}).values())
        if quick is None and result.get("kind") != "win" and no_tiles:
            # A draw or false mahjong entered without tiles: settled from the result.
            quick = {"points": {}}
            if get_ruleset(entry["ruleset"]).scores_every_player:
                quick["points"] = dict.fromkeys(entry["players"], 0)
        if quick is not None:
            return settle_quick(
                QuickEntry(
                    ruleset=entry["ruleset"],
                    seats=tuple(entry["players"]),
                    result=result_from_dict(entry.get("result")),
                    points={w: int(p) for w, p in (quick.get("points") or {}).items()},
                    laak=int(quick.get("laak") or 0),
                    flowers=int(quick.get("flowers") or 0),
                    prevailing_wind=entry.get("prevailing_wind", "E"),
                    options=entry.get("options") or {},
                )
            )
        return score_dict(entry)
    except ScoringError as exc:
        raise entry_invalid(exc) from exc
    except (TypeError, ValueError, KeyError, AttributeError) as exc:
        raise ValidationError(_("This hand cannot be read: %(error)s") % {"error": exc}) from exc


def entry_score(*, entry: Mapping[str, Any]) -> dict[str, SeatScore]:
    """Points, settlement and elements per seat wind for one interchange-format entry."""
    score = entry_deal_score(entry=entry)
    settlement = score.settlement.as_dict()
    return {
        wind: SeatScore(
            points=int(score.points.get(wind, 0)),
            settlement=int(settlement.get(wind, 0)),
            elements=tuple(e.as_dict() for e in score.elements.get(wind, ())),
        )
        for wind in entry["players"]
    }
