"""The bridge from a stored hand entry to the pure scoring engine (``scoring.engine``)."""

from collections.abc import Mapping
from typing import Any

from django.core.exceptions import ValidationError

from tournaments.services.hands import SeatScore


class ScoringUnavailable(RuntimeError):
    """The scoring engine is not installed; pass explicit scores instead."""


def scoring_engine_available() -> bool:
    try:
        from scoring.engine import score_deal  # noqa: F401
    except ImportError:
        return False
    return True


def entry_score(*, entry: Mapping[str, Any]) -> dict[str, SeatScore]:
    """Score an interchange-format entry with the engine; per wind points and settlement."""
    try:
        from scoring.engine import score_deal
    except ImportError as exc:
        raise ScoringUnavailable("scoring.engine.score_deal is not available") from exc
    try:
        score = score_deal(entry)
    except ValueError as exc:  # the engine's errors are ValueError subclasses
        raise ValidationError(str(exc)) from exc
    elements = getattr(score, "elements", {}) or {}
    return {
        wind: SeatScore(
            points=int(score.points.get(wind, 0)),
            settlement=int(amount),
            elements=tuple(
                e.as_dict() if hasattr(e, "as_dict") else e for e in elements.get(wind, ())
            ),
        )
        for wind, amount in score.settlement.as_dict().items()
    }
