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

Separators are forgiving, as typed on a phone: tiles may be separated by spaces, commas or
semicolons, or not at all (``c2c3c4``, ``RdRdRd``, ``pungb3``); a set word also starts a new
set without a ``|`` (``c2 c3 c4 pung b3``), and a set takes its tiles written out
(``pung b3 b3 b3 c2``) or the comma-separated part after its word (``pung b3, c2 c3 c4``);
the tiles after it are the hand's.

Tiles are written as in ``shared/golden/FORMAT.md`` (b1-b9, c1-c9, k1-k9, E S W N,
Rd Gd Wd, f1-f4, s1-s4); Dutch/German set words (``pong``, ``kang``, ``chi``, ``paar``)
are understood too, and so are the page language's own wind letters when the caller passes
their table (``aliases``, e.g. ``{"O": "E", "Z": "S"}`` from
:func:`scoring.wind_markers.wind_aliases`): they are stored as E S W N. :func:`parse_player` gives the interchange dict of one player,
:func:`format_player` writes it back (``parse_player(format_player(d)) == d``).
"""

from __future__ import annotations

import re
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


#: a language's wind letters besides E S W N (letter -> wind); empty: English only
Aliases = Mapping[str, str]
_NO_ALIASES: Aliases = {}


def _tile(text: str) -> Tile:
    return Tile.parse(canonical(text))


def canonical(text: str, aliases: Aliases = _NO_ALIASES) -> str:
    """Accept ``B3``/``rd``/``e``: suits and bonus lower case, honours capitalised; a wind
    letter of ``aliases`` (``o`` on a Dutch page) is the wind it stands for."""
    t = text.strip()
    if len(t) == 2 and t[0].lower() in "bckfs" and t[1].isdigit():
        return t[0].lower() + t[1]
    if len(t) == 1 and t.upper() in "ESWN":
        return t.upper()
    if len(t) == 1 and t.upper() in aliases:
        return aliases[t.upper()]
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


_COMMAS = re.compile(r"[,;]")
_TILE = re.compile(r"[bckfs][1-9]|[rgw]d|[eswn]", re.IGNORECASE)
_GLUED_SET_WORD = re.compile(
    r"(" + "|".join(sorted(MELD_WORDS, key=len, reverse=True)) + r")(\*?)(.+)", re.IGNORECASE
)


def _is_set_word(token: str) -> bool:
    return token.lower().rstrip("*") in MELD_WORDS


def _tile_pattern(aliases: Aliases) -> re.Pattern[str]:
    """Where a glued tile starts and ends (``c2c3c4``, ``OOO`` on a Dutch page)."""
    letters = "eswn" + "".join(sorted(a.lower() for a in aliases if len(a) == 1))
    return _TILE if letters == "eswn" else re.compile(_TILE.pattern[:-6] + f"[{letters}]", re.I)


def _split_word(word: str, tile: re.Pattern[str] = _TILE) -> list[str]:
    """One typed word as tokens: ``c2c3c4`` -> ``c2 c3 c4``, ``pungb3`` -> ``pung b3``."""
    if word.lower() == "dead" or _is_set_word(word):
        return [word]
    glued = _GLUED_SET_WORD.fullmatch(word)
    if glued:
        return [glued[1] + glued[2], *_split_word(glued[3], tile)]
    pieces: list[str] = []
    pos = 0
    while pos < len(word):
        m = tile.match(word, pos)
        if m is None:  # the part no tile starts (``b1x9``: ``x9``) is what the error names
            return [*pieces, word[pos:]]
        pieces.append(m.group())
        pos = m.end()
    return pieces


def _tokens(group: str, aliases: Aliases = _NO_ALIASES) -> list[tuple[str, int]]:
    """The tokens of a group, each with the number of the comma-separated part it is in; a
    wind letter of ``aliases`` is written as its wind (E S W N) from here on."""
    tile = _tile_pattern(aliases)
    return [
        (aliases.get(token.upper(), token) if len(token) == 1 else token, part)
        for part, text in enumerate(_COMMAS.split(group))
        for word in text.split()
        for token in _split_word(word, tile)
    ]


def _written_out(kind: str, tiles: list[Tile]) -> bool:
    """Whether ``tiles`` are the set written out: identical (pung, kong, pair) or, for a
    chow, consecutive in one suit."""
    if kind != "chow":
        return all(t == tiles[0] for t in tiles)
    names = [str(t) for t in tiles]
    return all(
        n[0] in "bck" and int(b) == int(a) + 1 and n[0] == str(a)[0]
        for a, b, n in zip(tiles, tiles[1:], names[1:], strict=False)
    )


def _take_meld(
    kind: str, concealed: bool, words: list[tuple[str, int]]
) -> tuple[dict[str, Any], list[str]]:
    """The set a set word starts, and the tiles after it that belong to the hand: a set
    takes its tiles written out (``pung b3 b3 b3 c2``) or the comma-separated part right
    after the word (``pung b3, c2 c3 c4``); otherwise all of them (and a wrong count is an
    error naming the set)."""
    size = SIZES[kind]
    texts = [w for w, _part in words]
    if len(texts) > size and _written_out(kind, [_tile(w) for w in texts[:size]]):
        return _meld(kind, concealed, texts[:size]), texts[size:]
    if len(texts) not in (1, size) and texts:
        first_part = [w for w, part in words if part == words[0][1]]
        if len(first_part) in (1, size) and len(first_part) < len(texts):
            return _meld(kind, concealed, first_part), texts[len(first_part) :]
    return _meld(kind, concealed, texts), []


def parse_player(text: str, aliases: Aliases = _NO_ALIASES) -> dict[str, Any]:
    """The interchange dict (melds, concealed, bonus, dead) of one line; ``{}`` when empty.
    ``aliases``: the page language's wind letters besides E S W N (``{"O": "E"}``)."""
    melds: list[dict[str, Any]] = []
    concealed: list[str] = []
    bonus: list[str] = []
    dead = False
    for group in (text or "").split("|"):
        tokens = []
        for token, part in _tokens(group, aliases):
            if token.lower() == "dead":
                dead = True
            else:
                tokens.append((token, part))
        loose: list[str] = []
        i = 0
        while i < len(tokens):
            if not _is_set_word(tokens[i][0]):
                loose.append(tokens[i][0])
                i += 1
                continue
            end = i + 1
            while end < len(tokens) and not _is_set_word(tokens[end][0]):
                end += 1
            head = tokens[i][0].lower()
            meld, rest = _take_meld(
                MELD_WORDS[head.rstrip("*")], head.endswith("*"), tokens[i + 1 : end]
            )
            melds.append(meld)
            loose.extend(rest)
            i = end
        for w in loose:
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


def format_player(player: Mapping[str, Any] | None, letters: Aliases = _NO_ALIASES) -> str:
    """The one-line notation of an interchange player dict (inverse of parse_player).
    ``letters``: each wind tile the page language writes otherwise, with its letter
    (``{"E": "O", "S": "Z"}`` on a Dutch page, :func:`scoring.wind_markers.wind_tile_letters`),
    so that ``parse_player(format_player(d, letters), aliases) == d``."""
    if not player:
        return ""

    def tiles(values: Any) -> str:
        return " ".join(letters.get(str(t), str(t)) for t in values or ())

    groups: list[str] = []
    for meld in player.get("melds") or ():
        word = str(meld.get("kind", "")) + ("*" if meld.get("concealed") else "")
        groups.append(f"{word} {tiles(meld.get('tiles'))}")
    if player.get("concealed"):
        groups.append(tiles(player["concealed"]))
    if player.get("bonus"):
        groups.append(tiles(player["bonus"]))
    if player.get("dead"):
        groups.append("dead")
    return " | ".join(groups)


__all__ = ["format_player", "format_tiles", "parse_player"]
