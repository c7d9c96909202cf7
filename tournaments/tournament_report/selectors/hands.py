"""The best hands of an event with their tiles as entered (one query, whatever the number
of hands): the winner's sets and concealed tiles, each tile with its suit for the tile
style the table page's picker uses (``static/css/play.css``: ``.tile-b`` and friends)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django.db.models import F

from scoring.engine import InvalidHand
from scoring.wind_markers import wind_tile_letters
from tournaments.events.models import Event
from tournaments.play.models import HandResult
from tournaments.reports.rows import BestHand, Player, TableResult

BEST_HANDS = 5  # the report's best hands


@dataclass(frozen=True)
class Tile:
    text: str  # as the page's language writes it (O for East on a Dutch page)
    suit: str  # b, c, k (the suits), h (honours), f (flowers and seasons)


@dataclass(frozen=True)
class TileGroup:
    tiles: tuple[Tile, ...]
    kind: str  # "chow", "pung", "kong", "pair" (a set), "concealed", "bonus"
    concealed: bool = False


@dataclass(frozen=True)
class ShownHand:
    best: BestHand
    groups: tuple[TileGroup, ...]
    self_drawn: bool


def tile_suit(code: str) -> str:
    """The suit class of a tile code: b3 → b, Rd → h, f2 → f."""
    head = code[:1]
    if head in ("b", "c", "k") and code[1:].isdigit():
        return head
    if head in ("f", "s") and code[1:].isdigit():
        return "f"
    return "h"


def tile_groups(player: Mapping[str, Any], letters: Mapping[str, str]) -> tuple[TileGroup, ...]:
    """A stored player's tiles (the interchange format: melds, concealed, bonus) as groups."""

    def tiles(values: Any) -> tuple[Tile, ...]:
        return tuple(Tile(letters.get(str(t), str(t)), tile_suit(str(t))) for t in values or ())

    groups = [
        TileGroup(tiles(m.get("tiles")), str(m.get("kind", "")), bool(m.get("concealed")))
        for m in player.get("melds") or ()
        if isinstance(m, Mapping)
    ]
    if player.get("concealed"):
        groups.append(TileGroup(tiles(player["concealed"]), "concealed", True))
    if player.get("bonus"):
        groups.append(TileGroup(tiles(player["bonus"]), "bonus"))
    return tuple(groups)


def best_hands_shown(
    *, event: Event, tables: Sequence[TableResult], count: int = BEST_HANDS
) -> list[ShownHand]:
    """The ``count`` highest winning hands (the earlier of equal ones first), named as the
    standings name who sat there (a substitute by his own name)."""
    sitters: dict[tuple[int, str], Player] = {}
    for result in tables:
        for seat in result.seats:
            sitters[(result.table_id, seat.wind)] = seat.substitute or seat.player
    rows = (
        HandResult.objects.filter(hand__table__round__event=event, hand__winner=F("seat"))
        .select_related("hand__table__round")
        .order_by("-points", "hand__table__round__number", "hand__table__number", "hand__number")
    )[:count]
    letters = wind_tile_letters()
    shown = []
    for row in rows:
        hand = row.hand
        table = hand.table
        player = sitters.get((table.pk, row.wind))
        if player is None:  # a seat the standings do not know: not shown rather than guessed
            continue
        scored = tuple(e for e in row.elements or () if isinstance(e, dict))
        best = BestHand(
            points=row.points,
            player=player,
            event_id=event.pk,
            event_name=event.name,
            date=event.date,
            round_number=table.round.number,
            table_number=table.number,
            hand_number=hand.number,
            ruleset=event.ruleset,
            scored=scored,
        )
        try:
            entry = hand.hand_entry
        except InvalidHand:  # an entry that cannot be read: the hand without its tiles, as
            groups: tuple[TileGroup, ...] = ()  # the club statistics show its limit hands
        else:
            groups = tile_groups(entry.seat_players.get(row.wind) or {}, letters)
        shown.append(ShownHand(best, groups, self_drawn=hand.discarder_id is None))
    return shown
