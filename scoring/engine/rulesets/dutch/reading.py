"""One way of counting one player's tiles (a "reading"), and the context it is counted in.

The winner has one reading per split of the concealed tiles and per place of the winning tile
(the best is kept: [000] A26); a loser has exactly one, made of the declared melds and the
pungs and pairs among the loose tiles (the most favourable reading of [000:L210-L211, L361,
L367]: concealed pungs on the rack count as concealed pungs, every pair counts).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

from scoring.engine.hand import Condition, MeldKind, PlayerHand
from scoring.engine.tiles import WINDS

from .options import DutchOptions
from .shapes import CHOW, PUNG

if TYPE_CHECKING:
    from .facts import Facts

C1 = 9  # kringen 1 (Pe-ling eet cake, last tile of the wall)
B1 = 0  # bamboe 1
C5 = 13  # kringen 5 (kong met de bloeiende bloemen)
GREEN_DRAGON = 32


#: the tile index of each seat's wind
WIND_TILE = {w: 27 + i for i, w in enumerate(WINDS)}


class SetInfo(NamedTuple):
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
    #: what the table's rows read (:mod:`.facts`), set by whoever builds a set-based reading
    facts: Facts = field(default=None, repr=False, compare=False)  # type: ignore[assignment]


@dataclass(slots=True)
class Context:
    """Everything about the table one player's hand is counted in (the table's rows see it
    through :class:`~.facts.Facts`; limit hands look at it directly)."""

    seat: str
    own_wind: int  # tile index of the seat wind
    round_wind: int  # tile index of the "heersende wind", -1 when there is none
    options: DutchOptions
    hand: PlayerHand
    winner: bool = False
    winning_tile: int = -1
    self_drawn: bool = False
    conditions: frozenset[Condition] = frozenset()
    green_dragon_round: bool = False
    #: the resolved options' :func:`~.table.options_id` (counting's cache key, with the facts)
    options_key: int = -1
    #: the winner's waits: the tiles that would have completed the hand (None: not searched)
    waits: frozenset[int] | None = None

    def has(self, condition: Condition) -> bool:
        return condition in self.conditions

    @property
    def melds_concealed(self) -> bool:
        """No declared meld was claimed from a discard; a declared concealed kong keeps the
        hand concealed unless option ``concealed_kong_breaks_concealed`` ([000] A13)."""
        for m in self.hand.melds:
            if not m.concealed:
                return False
            if m.kind is MeldKind.KONG and self.options.concealed_kong_breaks_concealed:
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
