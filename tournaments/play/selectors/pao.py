"""The engine's pao advice for a win, worded for the entry form."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.engine import ScoringError, Tile, get_ruleset
from scoring.hand_value import HandEntry
from scoring.pao_texts import pao_text


@dataclass(frozen=True)
class PaoHint:
    liable: bool
    player: str | None  # the liable player's name
    text: str  # why, in the active language ("" when there is no sentence for it)
    reason: str  # the engine's own explanation (English, with seed lines): referees only
    source: str


def pao_hint(
    *, ruleset_id: str, entry: HandEntry, names: dict[str, str] | None = None
) -> PaoHint | None:
    """The engine's pao advice for a win at a table whose ruleset knows pao (None: no
    advice, :meth:`Ruleset.advise_pao`).

    The exposed sets come from the players' tiles as entered; the discarded tile is the
    winning tile when it came from a discard. Advice only: the scorekeeper decides.
    ``names``: seat wind -> player name, for the sentence shown."""
    ruleset = get_ruleset(ruleset_id)
    if not ruleset.has_pao:
        return None
    result = entry.result
    if result.kind != "win" or not result.won_by:
        return None
    call, winner = None, ""
    try:
        exposed = {wind: list(entry.player_hand(wind).melds) for wind in entry.winds}
        discarder = result.discarder
        tile = result.winning_tile
        discarded = Tile.parse(tile) if tile and discarder else None
        # several winners of one discard: the advice of the first one somebody is liable
        # for (the hand fed), else the first winner's
        for seat in result.won_by:
            advised = ruleset.advise_pao(
                exposed, discarded=discarded, discarder=discarder, winner=seat
            )
            if advised is not None and (call is None or advised.advice.liable):
                call, winner = advised, seat
            if advised is not None and advised.advice.liable:
                break
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
            winner=names.get(winner, winner),
            player=player_name,
        ),
        reason=str(advice.reason),
        source=str(advice.source),
    )
