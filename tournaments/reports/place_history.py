"""Each player's place in an event's standings after each round: what the standings page
draws as one line per player (pure Python over ``TableResult`` rows, no queries).

The place after round r is the event's standings over rounds 1..r with the club's own
tie-break chain (``standings.event_standings``), so the last point of every line is the
place the standings table shows. Only rounds with a played table count; a player who sat
out a round keeps the place the standings give him with the rounds he played.
"""

from __future__ import annotations

from collections.abc import Sequence

from tournaments.reports.rows import Player, TableResult
from tournaments.reports.standings import event_standings


def places_after_rounds(
    tables: Sequence[TableResult], chain: Sequence[str], *, unplayed_last: bool = True
) -> tuple[list[int], dict[str, list[tuple[int, int]]], dict[str, Player]]:
    """(the played rounds, {player key: [(round, place), ...]}, {player key: Player})."""
    rounds = sorted({t.round_number for t in tables if t.played})
    places: dict[str, list[tuple[int, int]]] = {}
    players: dict[str, Player] = {}
    for number in rounds:
        so_far = [t for t in tables if t.round_number <= number and t.played]
        for row in event_standings(so_far, chain, unplayed_last=unplayed_last):
            places.setdefault(row.player.key, []).append((number, row.rank))
            players[row.player.key] = row.player
    return rounds, places, players


def followed_keys(final_order: Sequence[str], *, top: int, follow: Sequence[str] = ()) -> list[str]:
    """The lines to draw: the ``top`` of the standings and the players the viewer chose
    (``follow``) that are not among them, in standings order."""
    chosen = set(final_order[:top]) | set(follow)
    return [key for key in final_order if key in chosen]
