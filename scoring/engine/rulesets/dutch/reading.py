"""One way of counting one player's tiles (a "reading"), and the context it is counted in.

The winner has one reading per split of the concealed tiles and per place of the winning tile
(the best is kept: [000] A26); a loser has exactly one, made of the declared melds and the
pungs and pairs among the loose tiles (the most favourable reading of [000:L210-L211, L361,
L367]: concealed pungs on the rack count as concealed pungs, every pair counts).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from scoring.engine.hand import Condition, MeldKind, PlayerHand

from .shapes import CHOW, PUNG

C1 = 9  # kringen 1 (Pe-ling eet cake, last tile of the wall)
B1 = 0  # bamboe 1
C5 = 13  # kringen 5 (kong met de bloeiende bloemen)
GREEN_DRAGON = 32


@dataclass(frozen=True, slots=True)
class SetInfo:
    """A chow, pung or kong as counted: ``concealed`` decides open/concealed points."""

    kind: int  # CHOW or PUNG (a kong is a PUNG with kong=True)
    tile: int  # the pung's tile, or the chow's lowest tile
    kong: bool = False
    concealed: bool = False

    @property
    def is_pung(self) -> bool:
        return self.kind == PUNG

    @property
    def is_edel(self) -> bool:
        """Terminals and honours ("edelstenen") score double a simple set [000:L239-L242]."""
        t = self.tile
        return t >= 27 or t % 9 in (0, 8)


@dataclass(slots=True)
class Facts:
    """What the table's predicates ask of a reading, computed once in one pass."""

    suits: int  # number of suits the tiles use
    honours: int  # number of honour tiles
    only_terminals_honours: bool
    only_simples: bool
    set_keys: dict[tuple[bool, bool, bool], int]  # (kong, concealed, edel) -> sets
    pung_tiles: list[int]  # the tile of every pung and kong
    chows: int
    kongs: int
    concealed_kongs: int
    concealed_pungs: int  # pungs and kongs nobody's discard went into
    open_kongs: int
    dragon_pungs: int
    wind_pungs: int
    pair_units: int  # pairs the tiles could make (four of a kind: two)
    has_three: bool  # some tile held exactly three times

    @classmethod
    def of(cls, sets: tuple[SetInfo, ...], counts: list[int]) -> Facts:
        suit_mask = 0
        honours = 0
        only_th = True
        simples = True
        pair_units = 0
        has_three = False
        for t, n in enumerate(counts):
            if not n:
                continue
            pair_units += n >> 1
            if n == 3:
                has_three = True
            if t >= 27:
                honours += n
                simples = False
            else:
                suit_mask |= 1 << (t // 9)
                if t % 9 in (0, 8):
                    simples = False
                else:
                    only_th = False
        set_keys: dict[tuple[bool, bool, bool], int] = {}
        pung_tiles: list[int] = []
        chows = kongs = concealed_kongs = concealed_pungs = open_kongs = 0
        dragon_pungs = wind_pungs = 0
        for s in sets:
            if s.kind == CHOW:
                chows += 1
                continue
            pung_tiles.append(s.tile)
            if s.tile >= 31:
                dragon_pungs += 1
            elif s.tile >= 27:
                wind_pungs += 1
            key = (s.kong, s.concealed, s.is_edel)
            set_keys[key] = set_keys.get(key, 0) + 1
            if s.concealed:
                concealed_pungs += 1
            if s.kong:
                kongs += 1
                if s.concealed:
                    concealed_kongs += 1
                else:
                    open_kongs += 1
        return cls(
            (suit_mask & 1) + (suit_mask >> 1 & 1) + (suit_mask >> 2),
            honours,
            only_th,
            simples,
            set_keys,
            pung_tiles,
            chows,
            kongs,
            concealed_kongs,
            concealed_pungs,
            open_kongs,
            dragon_pungs,
            wind_pungs,
            pair_units,
            has_three,
        )

    @property
    def could_wait_irregular(self) -> bool:
        """For 13 concealed tiles: could one more make an irregular shape? (one suit at most,
        only terminals and honours, or six pairs and no pung)."""
        if self.suits <= 1 or self.only_terminals_honours:
            return True
        return not self.has_three and self.pair_units >= 6


@dataclass(slots=True)
class Reading:
    """``sets`` and ``pairs`` counted for one player; ``counts`` are all the player's playing
    tiles (for the purity doubles, judged over the whole hand [000:L365, L367]).

    For the winner: ``placement`` is where the winning tile sits (``"pair"``, ``"chow"``,
    ``"pung"``, or None when it lies in a declared meld); ``irregular`` marks the reading of
    14 concealed tiles as one irregular shape (no sets); ``pe_ling`` the reading where the
    winning c1 counts as b1 [000:L311].
    """

    sets: tuple[SetInfo, ...]
    pairs: tuple[int, ...]
    counts: list[int]
    winner: bool = False
    placement: str | None = None
    irregular: bool = False
    pe_ling: bool = False
    #: filled in by :func:`~.table.count_reading` (and :meth:`ensure_facts`) before the
    #: predicates run; a plain attribute, read dozens of times per hand
    facts: Facts = field(default=None, repr=False, compare=False)  # type: ignore[assignment]

    def ensure_facts(self) -> Facts:
        if self.facts is None:
            self.facts = Facts.of(self.sets, self.counts)
        return self.facts


@dataclass(slots=True)
class Context:
    """Everything about the table a rule may look at, for one player."""

    seat: str
    own_wind: int  # tile index of the seat wind
    round_wind: int  # tile index of the "heersende wind", -1 when there is none
    options: Mapping[str, object]
    hand: PlayerHand
    winner: bool = False
    winning_tile: int = -1
    self_drawn: bool = False
    conditions: frozenset[Condition] = frozenset()
    green_dragon_round: bool = False
    extra: dict[str, object] = field(default_factory=dict)

    def has(self, condition: Condition) -> bool:
        return condition in self.conditions

    @property
    def melds_concealed(self) -> bool:
        """No declared meld was claimed from a discard; a declared concealed kong keeps the
        hand concealed unless option ``concealed_kong_breaks_concealed`` ([000] A13)."""
        for m in self.hand.melds:
            if not m.concealed:
                return False
            if m.kind is MeldKind.KONG and self.options.get("concealed_kong_breaks_concealed"):
                return False
        return True

    @property
    def fully_concealed(self) -> bool:
        """Every tile self-drawn, the last one too [000:L260, L680; 003:L246]."""
        return self.winner and self.self_drawn and self.melds_concealed


def declared_sets(hand: PlayerHand) -> tuple[list[SetInfo], list[int]]:
    """The declared melds as sets, and the tiles of any pair written as a meld."""
    sets: list[SetInfo] = []
    pairs: list[int] = []
    for m in hand.melds:
        if m.kind is MeldKind.PAIR:
            pairs.append(int(m.tiles[0]))
        elif m.kind is MeldKind.CHOW:
            sets.append(SetInfo(CHOW, int(m.tiles[0]), False, m.concealed))
        else:
            sets.append(SetInfo(PUNG, int(m.tiles[0]), m.kind is MeldKind.KONG, m.concealed))
    return sets, pairs
