"""Bonus tiles (Blumen- und Jahreszeitensteine): rows B1-B3 of the evaluation table.

Each wind owns one flower and one season, numbered 1 = East ... 4 = North (L112, L629), so a
seat's own tiles are f<n> and s<n>. Bonus tiles never form part of the winning combination
(L305) and are never a pair (L733); they only add Faan and Laak. Whether two own tiles give
1 Faan each or 1 Faan in all is not stated (19#5): option ``own_bonus``.
"""

from __future__ import annotations

from collections.abc import Iterable

from scoring.engine.tiles import WINDS

_FLOWERS = frozenset(range(34, 38))
_SEASONS = frozenset(range(38, 42))


def own_bonus_count(bonus: Iterable[int], seat: str, *, per_tile: bool = True) -> int:
    """B1: how many of the seat's own flower and season the player shows."""
    n = WINDS.index(seat)
    own = (34 + n, 38 + n)
    count = sum(1 for t in bonus if t in own)
    return count if per_tile else min(count, 1)


def complete_groups(bonus: Iterable[int]) -> int:
    """B2: how many of the two groups (all four flowers, all four seasons) are complete."""
    shown = frozenset(bonus)
    return (shown >= _FLOWERS) + (shown >= _SEASONS)


def all_eight(bonus: Iterable[int]) -> bool:
    """B3: all eight bonus tiles."""
    return len(frozenset(bonus)) == 8
