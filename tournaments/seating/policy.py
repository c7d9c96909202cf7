"""How to seat N players when N is not a multiple of four.

Mahjong is played four to a table, so a club with 4k + r players must choose:
five-player tables (one player sits out each hand, rotating; see
:mod:`.five_player`), three-player tables (the three-player variants of the
rules), or byes (r players sit the whole round out). ``AUTO`` prefers five-player
tables because everybody still plays in every round, and falls back to
three-player tables when there are too few players for that (6, 7 and 11
players); for 3 players and more one of the two always works, so byes are only
used when asked for (``BYES``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class TablePolicy(StrEnum):
    FIVE = "five"
    THREE = "three"
    BYES = "byes"
    AUTO = "auto"


@dataclass(frozen=True)
class Layout:
    """Table sizes for one round (largest first) and the number of byes."""

    sizes: tuple[int, ...]
    byes: int = 0

    @property
    def seated(self) -> int:
        return sum(self.sizes)


def table_layout(n: int, policy: TablePolicy | str = TablePolicy.AUTO) -> Layout:
    """Table sizes for ``n`` players under ``policy``.

    Raises ValueError when the policy cannot seat ``n`` players (e.g. FIVE for 7
    players: 7 is neither 4a + 5b nor has enough players for a 5-table).
    """
    policy = TablePolicy(policy)
    if n < 0:
        raise ValueError("negative number of players")
    rest = n % 4
    if policy is TablePolicy.AUTO:
        for choice in (TablePolicy.FIVE, TablePolicy.THREE, TablePolicy.BYES):
            try:
                return table_layout(n, choice)
            except ValueError:
                continue
        raise ValueError(f"cannot seat {n} players at mahjong tables")
    if policy is TablePolicy.FIVE:
        fives = rest
        if n < 5 * fives or (n == 0):
            raise ValueError(f"{n} players cannot sit at tables of 4 and 5")
        return Layout(sizes=(5,) * fives + (4,) * ((n - 5 * fives) // 4))
    if policy is TablePolicy.THREE:
        threes = (4 - rest) % 4
        if n < 3 * threes or n == 0:
            raise ValueError(f"{n} players cannot sit at tables of 4 and 3")
        return Layout(sizes=(4,) * ((n - 3 * threes) // 4) + (3,) * threes)
    if n < 4:
        raise ValueError(f"{n} players cannot fill a table of 4")
    return Layout(sizes=(4,) * (n // 4), byes=rest)
