"""Value objects for one finished hand ("spel") at one table: melds, each player's tiles,
how the hand ended, and the deal that holds them all. Shapes follow shared/golden/FORMAT.md.

They check their own shape when built (a chow of honours, a pung of different tiles);
table-wide checks (a fifth copy, tile counts) live in :mod:`scoring.engine.validate`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType

from .errors import InvalidHand
from .tiles import WINDS, Tile, format_tiles


class MeldKind(StrEnum):
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"
    PAIR = "pair"


MELD_SIZES = {MeldKind.CHOW: 3, MeldKind.PUNG: 3, MeldKind.KONG: 4, MeldKind.PAIR: 2}


class ResultKind(StrEnum):
    WIN = "win"
    DRAW = "draw"
    FALSE_MAHJONG = "false_mahjong"
    DEAD_WALL = "dead_wall"


class Condition(StrEnum):
    LAST_WALL_TILE = "last_wall_tile"
    KONG_REPLACEMENT = "kong_replacement"
    KONG_ON_KONG = "kong_on_kong"
    ROBBING_KONG = "robbing_kong"
    HEAVEN = "heaven"
    EARTH = "earth"
    FIRST_DISCARD = "first_discard"
    ONLY_POSSIBLE_TILE = "only_possible_tile"
    # Beyond shared/golden/FORMAT.md, for facts a seed scores that the format has no word for:
    #: the winning tile was the replacement drawn for a flower or season (hk variant a, 004)
    BONUS_REPLACEMENT = "bonus_replacement"
    #: the winner announced a waiting hand from the first hand on and kept it unchanged
    #: (redbook "De Gelukkige Dertien", 003:L230-L232)
    FIRST_HAND_READY = "first_hand_ready"


#: The ways of winning most rule books score as such: the wall, kongs, heaven and earth.
CLASSIC_CONDITIONS: tuple[Condition, ...] = (
    Condition.LAST_WALL_TILE,
    Condition.KONG_REPLACEMENT,
    Condition.KONG_ON_KONG,
    Condition.ROBBING_KONG,
    Condition.HEAVEN,
    Condition.EARTH,
)
#: The conditions of the interchange format (shared/golden/FORMAT.md), in its order.
FORMAT_CONDITIONS: tuple[Condition, ...] = (
    *CLASSIC_CONDITIONS,
    Condition.FIRST_DISCARD,
    Condition.ONLY_POSSIBLE_TILE,
)


@dataclass(frozen=True, slots=True)
class Meld:
    """A set: laid open on the table, a declared concealed kong, or (after decomposition)
    a set found among the concealed tiles. ``concealed`` means nobody's discard went into it."""

    kind: MeldKind
    tiles: tuple[Tile, ...]
    concealed: bool = False

    def __post_init__(self) -> None:
        tiles = self.tiles
        size = MELD_SIZES[self.kind]
        if len(tiles) != size:
            raise InvalidHand(
                f"a {self.kind} has {size} tiles, not {len(tiles)} ({format_tiles(tiles)})",
                code="meld_size",
                kind=str(self.kind),
                size=size,
                given=len(tiles),
            )
        if any(t.is_bonus for t in tiles):
            raise InvalidHand(
                f"a flower or season cannot be part of a {self.kind} ({format_tiles(tiles)})",
                code="bonus_in_meld",
            )
        if self.kind is MeldKind.CHOW:
            first = min(tiles)
            if (
                not first.is_suited
                or sorted(tiles) != [first, first + 1, first + 2]
                or first % 9 > 6
            ):
                raise InvalidHand(
                    f"a chow is three consecutive tiles of one suit, not {format_tiles(tiles)}",
                    code="bad_chow",
                    tiles=format_tiles(tiles),
                )
            object.__setattr__(self, "tiles", tuple(sorted(tiles)))
        elif len(set(tiles)) != 1:
            raise InvalidHand(
                f"a {self.kind} is {size} identical tiles, not {format_tiles(tiles)}",
                code="mixed_set",
                kind=str(self.kind),
                tiles=format_tiles(tiles),
            )

    @property
    def tile(self) -> Tile:
        """The lowest tile: the pung's tile, or the chow's first tile."""
        return self.tiles[0]

    @property
    def is_pung_or_kong(self) -> bool:
        return self.kind is MeldKind.PUNG or self.kind is MeldKind.KONG

    def __str__(self) -> str:
        flag = " (concealed)" if self.concealed else ""
        return f"{self.kind} {format_tiles(self.tiles)}{flag}"


@dataclass(frozen=True, slots=True)
class PlayerHand:
    """What one player shows at the end of the hand. ``known`` is False when the entry gave
    no tiles for this player (rulesets that score the winner alone allow that)."""

    melds: tuple[Meld, ...] = ()
    concealed: tuple[Tile, ...] = ()
    bonus: tuple[Tile, ...] = ()
    dead: bool = False
    known: bool = True
    #: every playing tile of the hand (melds and concealed), bonus tiles excluded
    tiles: tuple[Tile, ...] = field(init=False, repr=False, compare=False)
    #: the number of kongs among the melds
    kongs: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        out: list[Tile] = []
        kongs = 0
        for m in self.melds:
            out.extend(m.tiles)
            if m.kind is MeldKind.KONG:
                kongs += 1
        out.extend(self.concealed)
        object.__setattr__(self, "tiles", tuple(out))
        object.__setattr__(self, "kongs", kongs)

    @property
    def is_fully_concealed(self) -> bool:
        """No set claimed from a discard (declared concealed kongs keep the hand concealed)."""
        return all(m.concealed for m in self.melds)


@dataclass(frozen=True, slots=True)
class WinResult:
    """How the hand ended (FORMAT.md ``result``)."""

    kind: ResultKind
    winner: str | None = None
    winning_tile: Tile | None = None
    self_drawn: bool = False
    discarder: str | None = None
    conditions: frozenset[Condition] = frozenset()
    pao: str | None = None
    claimant: str | None = None

    def has(self, condition: Condition) -> bool:
        return condition in self.conditions

    @property
    def winner_seat(self) -> str:
        """The winner's seat (a win that names no winner is refused)."""
        if self.winner is None:
            raise InvalidHand("a win needs a winner", code="no_winner")
        return self.winner

    @property
    def claimant_seat(self) -> str:
        """The claimant's seat (a false mahjong that names no claimant is refused)."""
        if self.claimant is None:
            raise InvalidHand("a false mahjong needs the claimant", code="no_claimant")
        return self.claimant


def _frozen_mapping(value: Mapping[str, object] | None) -> Mapping[str, object]:
    return MappingProxyType(dict(value or {}))


@dataclass(frozen=True)
class Deal:
    """One finished hand at one table. ``players`` is keyed by seat wind; the dealer is E.

    A 5-player table lists the four who played and names the fifth in ``sitting_out``.
    """

    ruleset: str
    prevailing_wind: str
    players: Mapping[str, PlayerHand]
    result: WinResult
    options: Mapping[str, object] = field(default_factory=dict)
    sitting_out: str | None = None
    id: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "players", _frozen_mapping(self.players))
        object.__setattr__(self, "options", _frozen_mapping(self.options))
        if self.prevailing_wind not in WINDS:
            raise InvalidHand(
                f"prevailing wind must be one of E S W N, not {self.prevailing_wind!r}",
                code="bad_wind",
                wind=str(self.prevailing_wind),
            )
        for seat in self.players:
            if seat not in WINDS:
                raise InvalidHand(
                    f"players are keyed by seat wind E S W N, not {seat!r}",
                    code="bad_seat",
                    seat=str(seat),
                )
        for role in ("winner", "discarder", "pao", "claimant"):
            seat = getattr(self.result, role)
            if seat is not None and seat not in self.players:
                raise InvalidHand(
                    f"the {role} {seat!r} is not a player at this table",
                    code="unknown_seat",
                    role=role,
                    seat=str(seat),
                )

    @property
    def seats(self) -> tuple[str, ...]:
        """The seats in play, in wind order E S W N."""
        return tuple(w for w in WINDS if w in self.players)

    @property
    def winner_hand(self) -> PlayerHand | None:
        w = self.result.winner
        return self.players[w] if w is not None else None
