"""A hand's tiles as the pages show them: the winner's sets and concealed tiles, each
tile with its suit for the tile style of the pages (``.rtile-b`` and friends in
``static/css/reports.css``), from a stored player's tiles (the interchange format). The
tournament report's best hands and the club statistics' limit hands show them alike
(``templates/reports/_hand_tiles.html``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Tile:
    text: str  # as the page's language writes it (O for East on a Dutch page)
    suit: str  # b, c, k (the suits), h (honours), f (flowers and seasons)


@dataclass(frozen=True)
class TileGroup:
    tiles: tuple[Tile, ...]
    kind: str  # "chow", "pung", "kong", "pair" (a set), "concealed", "bonus"
    concealed: bool = False


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
