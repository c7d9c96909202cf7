"""What the entry form needs to know about an event's ruleset."""

from __future__ import annotations

from typing import Any

from scoring.engine import get_ruleset


def ruleset_info(ruleset_id: str) -> dict[str, Any]:
    """What the entry form needs to know about the ruleset."""
    ruleset = get_ruleset(ruleset_id)
    return {
        "id": ruleset_id,
        "every_player_scores": bool(ruleset.scores_every_player),
        "has_pao": ruleset.has_pao,
        "has_laak": ruleset.has_laak,
        "has_flowers": ruleset.quick_flowers,
        "unit": str(getattr(ruleset, "unit", "")),
        "conditions": [str(c) for c in ruleset.conditions],
    }
