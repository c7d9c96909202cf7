"""The engine's pao advice for a win, worded for the entry form."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scoring.engine import get_ruleset
from scoring.pao_texts import pao_text


@dataclass(frozen=True)
class PaoHint:
    liable: bool
    player: str | None  # the liable player's name
    text: str  # why, in the active language ("" when there is no sentence for it)
    reason: str  # the engine's own explanation (English, with seed lines): referees only
    source: str


def pao_hint(
    *, ruleset_id: str, entry: dict[str, Any], names: dict[str, str] | None = None
) -> PaoHint | None:
    """The engine's pao advice for a win at a table whose ruleset knows pao (None: no
    advice, :meth:`Ruleset.advise_pao`).

    The exposed sets come from the players' tiles as entered; the discarded tile is the
    winning tile when it came from a discard. Advice only: the scorekeeper decides.
    ``names``: seat wind -> player name, for the sentence shown."""
    ruleset = get_ruleset(ruleset_id)
    if not ruleset.has_pao:
        return None
    result = entry.get("result") or {}
    if result.get("kind") != "win" or not result.get("winner"):
        return None
    from scoring.engine import Meld, MeldKind, ScoringError, Tile

    try:
        exposed = {
            wind: [
                Meld(
                    MeldKind(m["kind"]),
                    tuple(Tile.parse(t) for t in m["tiles"]),
                    bool(m.get("concealed")),
                )
                for m in (player.get("melds") or [])
            ]
            for wind, player in (entry.get("players") or {}).items()
        }
        discarder = result.get("discarder")
        tile = result.get("winning_tile")
        discarded = Tile.parse(tile) if tile and discarder else None
        call = ruleset.advise_pao(
            exposed, discarded=discarded, discarder=discarder, winner=result["winner"]
        )
    except (ScoringError, ValueError, KeyError, TypeError):
        return None
    if call is None:
        return None
    advice, player = call.advice, call.player
    names = names or {}
    player_name = names.get(player or "", player or "")
    return PaoHint(
        liable=bool(advice.liable),
        player=player_name if advice.liable else None,
        text=pao_text(
            ruleset_id,
            advice,
            winner=names.get(result["winner"], result["winner"]),
            player=player_name,
        ),
        reason=str(advice.reason),
        source=str(advice.source),
    )
