"""Tiles and their notation (shared/golden/FORMAT.md).

A tile is a small integer, so that hands are cheap to count, hash and sort:

====== =========== =========================================
index  notation    tiles
====== =========== =========================================
0-8    b1-b9       bamboo (bamboe, Bambus)
9-17   c1-c9       circles (kringen, Kreise)
18-26  k1-k9       characters (tekens, Ziffern)
27-30  E S W N     winds
31-33  Rd Gd Wd    dragons red, green, white
34-37  f1-f4       flowers (plum, orchid, chrysanthemum, bamboo)
38-41  s1-s4       seasons (spring, summer, autumn, winter)
====== =========== =========================================

``Tile`` subclasses ``int``; its instances are interned, so ``Tile.parse("b3") is B3``.
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import InvalidNotation

SUITS = ("b", "c", "k")
WINDS = ("E", "S", "W", "N")
DRAGONS = ("Rd", "Gd", "Wd")
SUIT_NAMES = {"b": "bamboo", "c": "circles", "k": "characters"}

#: Number of distinct playing (non-bonus) tiles.
PLAYING_KINDS = 34
#: Number of distinct tiles including the eight bonus tiles.
ALL_KINDS = 42


def _notation(index: int) -> str:
    if index < 27:
        return f"{SUITS[index // 9]}{index % 9 + 1}"
    if index < 31:
        return WINDS[index - 27]
    if index < 34:
        return DRAGONS[index - 31]
    if index < 38:
        return f"f{index - 33}"
    return f"s{index - 37}"


class Tile(int):
    """One tile kind. Compare, hash and sort like its index; print as its notation."""

    __slots__ = ()

    _by_text: dict[str, Tile] = {}
    _by_index: list[Tile] = []

    def __new__(cls, index: int) -> Tile:
        if cls._by_index:
            try:
                return cls._by_index[index]
            except (IndexError, TypeError):
                raise InvalidNotation(f"no tile with index {index!r}", code="tile_index") from None
        return super().__new__(cls, index)

    @classmethod
    def parse(cls, text: str) -> Tile:
        """The tile written ``text`` (``b3``, ``E``, ``Rd``, ``f1``...)."""
        try:
            return cls._by_text[text.strip()]
        except (KeyError, AttributeError):
            raise InvalidNotation(
                f"unknown tile {text!r} (write b1-b9, c1-c9, k1-k9, E S W N, Rd Gd Wd, f1-f4, s1-s4)",
                code="unknown_tile",
                tile=str(text),
            ) from None

    def __str__(self) -> str:
        return _NOTATION[self]

    def __repr__(self) -> str:
        return f"Tile({_NOTATION[self]})"

    def __reduce__(self) -> tuple[type[Tile], tuple[int]]:  # pickling keeps the interned one
        return (Tile, (int(self),))

    # --- classes of tiles -------------------------------------------------------------
    @property
    def suit(self) -> str | None:
        """``b``, ``c`` or ``k`` for a suit tile, else None."""
        return SUITS[self // 9] if self < 27 else None

    @property
    def rank(self) -> int | None:
        """1-9 for a suit tile, the bonus number 1-4 for a flower or season, else None."""
        if self < 27:
            return self % 9 + 1
        if self >= 34:
            return (self - 34) % 4 + 1
        return None

    @property
    def is_suited(self) -> bool:
        return self < 27

    @property
    def is_honour(self) -> bool:
        return 27 <= self < 34

    @property
    def is_wind(self) -> bool:
        return 27 <= self < 31

    @property
    def is_dragon(self) -> bool:
        return 31 <= self < 34

    @property
    def is_terminal(self) -> bool:
        return self < 27 and self % 9 in (0, 8)

    @property
    def is_simple(self) -> bool:
        return self < 27 and self % 9 not in (0, 8)

    @property
    def is_terminal_or_honour(self) -> bool:
        return 27 <= self < 34 or (self < 27 and self % 9 in (0, 8))

    @property
    def is_bonus(self) -> bool:
        return self >= 34

    @property
    def is_flower(self) -> bool:
        return 34 <= self < 38

    @property
    def is_season(self) -> bool:
        return self >= 38

    @property
    def wind(self) -> str | None:
        """The wind letter of a wind tile, or of the seat a bonus tile belongs to."""
        if 27 <= self < 31:
            return WINDS[self - 27]
        if self >= 34:
            return WINDS[(self - 34) % 4]
        return None


_NOTATION = [_notation(i) for i in range(ALL_KINDS)]
Tile._by_index = [Tile(i) for i in range(ALL_KINDS)]
Tile._by_text = {text: Tile._by_index[i] for i, text in enumerate(_NOTATION)}

ALL_TILES: tuple[Tile, ...] = tuple(Tile._by_index)
PLAYING_TILES: tuple[Tile, ...] = ALL_TILES[:PLAYING_KINDS]
BONUS_TILES: tuple[Tile, ...] = ALL_TILES[PLAYING_KINDS:]
WIND_TILES: dict[str, Tile] = {w: Tile.parse(w) for w in WINDS}
DRAGON_TILES: tuple[Tile, ...] = tuple(Tile.parse(d) for d in DRAGONS)
TERMINALS_AND_HONOURS: tuple[Tile, ...] = tuple(t for t in PLAYING_TILES if t.is_terminal_or_honour)


def tile(text: str) -> Tile:
    """Shorthand for :meth:`Tile.parse`."""
    return Tile.parse(text)


def parse_tiles(text: str | Iterable[str]) -> tuple[Tile, ...]:
    """Tiles from ``"b1 b2 b3"``, ``"b1,b2,b3"`` or a list of notations."""
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return tuple(Tile.parse(p) for p in parts)


def format_tiles(tiles: Iterable[int]) -> str:
    return " ".join(_NOTATION[t] for t in tiles)


def counts_of(tiles: Iterable[int]) -> list[int]:
    """A list of 34 counts, one per playing tile kind (bonus tiles are ignored)."""
    counts = [0] * PLAYING_KINDS
    for t in tiles:
        if t < PLAYING_KINDS:
            counts[t] += 1
    return counts


def next_in_suit(t: int, step: int = 1) -> Tile | None:
    """The suit tile ``step`` ranks above ``t`` (None past 9 or for honours)."""
    if t >= 27:
        return None
    r = t % 9 + step
    return Tile(t + step) if 0 <= r <= 8 else None
