"""One line per player: the compact hand notation typed at the table.

A player's tiles are written as groups separated by ``|``::

    pung b3 b3 b3 | kong* Rd | c2 c3 c4 k7 k7 k7 E E | f1 s2

- a group that starts with ``chow``, ``pung``, ``kong`` or ``pair`` is a set on the table
  (open); a ``*`` after the word (``kong*``) marks it concealed (a declared concealed kong).
  A set may name its first tile only: ``pung b3`` is ``b3 b3 b3``, ``kong* Rd`` four red
  dragons, ``chow c2`` is ``c2 c3 c4``;
- any other tiles are the tiles still in the hand (``concealed``); flowers and seasons
  (``f1``-``f4``, ``s1``-``s4``) anywhere outside a set are bonus tiles;
- ``dead`` anywhere marks a dead hand.

Tiles are written as in ``shared/golden/FORMAT.md`` (b1-b9, c1-c9, k1-k9, E S W N,
Rd Gd Wd, f1-f4, s1-s4); Dutch/German set words (``pong``, ``kang``, ``chi``, ``paar``)
are understood too. :func:`parse_player` gives the interchange dict of one player,
:func:`format_player` writes it back (``parse_player(format_player(d)) == d``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scoring.engine import InvalidNotation, Tile
from scoring.engine.tiles import format_tiles

MELD_WORDS = {
    "chow": "chow",
    "chi": "chow",
    "chii": "chow",
    "pung": "pung",
    "pong": "pung",
    "kong": "kong",
    "kang": "kong",
    "pair": "pair",
    "paar": "pair",
}
SIZES = {"chow": 3, "pung": 3, "kong": 4, "pair": 2}


def _tile(text: str) -> Tile:
    return Tile.parse(canonical(text))


def canonical(text: str) -> str:
    """Accept ``B3``/``rd``/``e``: suits and bonus lower case, honours capitalised."""
    t = text.strip()
    if len(t) == 2 and t[0].lower() in "bckfs" and t[1].isdigit():
        return t[0].lower() + t[1]
    if len(t) == 1 and t.upper() in "ESWN":
        return t.upper()
    if len(t) == 2 and t[1].lower() == "d" and t[0].upper() in "RGW":
        return t[0].upper() + "d"
    return t


def _is_bonus(tile: Tile) -> bool:
    return str(tile)[0] in "fs" and len(str(tile)) == 2


def _meld(kind: str, concealed: bool, words: list[str]) -> dict[str, Any]:
    size = SIZES[kind]
    tiles = [_tile(w) for w in words]
    if len(tiles) == 1 and size > 1:
        first = tiles[0]
        if kind == "chow":
            tiles = [first]
            for _ in range(2):
                nxt = int(tiles[-1]) + 1
                name = str(tiles[-1])
                if name[0] not in "bck" or name[1] == "9":
                    raise InvalidNotation(
                        f"a chow is three consecutive tiles of one suit, not from {first}",
                        code="bad_chow",
                        tiles=f"chow {first}",
                    )
                tiles.append(Tile(nxt))
        else:
            tiles = [first] * size
    if len(tiles) != size:
        raise InvalidNotation(
            f"a {kind} has {size} tiles, not {len(tiles)}",
            code="meld_size",
            kind=kind,
            size=size,
            given=len(tiles),
        )
    meld: dict[str, Any] = {"kind": kind, "tiles": [str(t) for t in tiles]}
    if concealed:
        meld["concealed"] = True
    return meld


def parse_player(text: str) -> dict[str, Any]:
    """The interchange dict (melds, concealed, bonus, dead) of one line; ``{}`` when empty."""
    melds: list[dict[str, Any]] = []
    concealed: list[str] = []
    bonus: list[str] = []
    dead = False
    for group in (text or "").split("|"):
        words = group.replace(",", " ").split()
        if not words:
            continue
        head = words[0].lower()
        concealed_meld = head.endswith("*")
        word = head.rstrip("*")
        if word in MELD_WORDS:
            melds.append(_meld(MELD_WORDS[word], concealed_meld, words[1:]))
            continue
        for w in words:
            if w.lower() == "dead":
                dead = True
                continue
            tile = _tile(w)
            (bonus if _is_bonus(tile) else concealed).append(str(tile))
    player: dict[str, Any] = {}
    if melds:
        player["melds"] = melds
    if concealed:
        player["concealed"] = concealed
    if bonus:
        player["bonus"] = bonus
    if dead:
        player["dead"] = True
    return player


def format_player(player: Mapping[str, Any] | None) -> str:
    """The one-line notation of an interchange player dict (inverse of parse_player)."""
    if not player:
        return ""
    groups: list[str] = []
    for meld in player.get("melds") or ():
        word = str(meld.get("kind", "")) + ("*" if meld.get("concealed") else "")
        groups.append(f"{word} {' '.join(str(t) for t in meld.get('tiles') or ())}")
    if player.get("concealed"):
        groups.append(" ".join(str(t) for t in player["concealed"]))
    if player.get("bonus"):
        groups.append(" ".join(str(t) for t in player["bonus"]))
    if player.get("dead"):
        groups.append("dead")
    return " | ".join(groups)


__all__ = ["format_player", "format_tiles", "parse_player"]
