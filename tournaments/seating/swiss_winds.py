"""Seat winds of a Swiss round (:mod:`.swiss`): East starts balanced over the stage.

Where a table holds nobody with the fewest East starts while another holds two, a player of
each swaps (nearest tables, never adding a repeat); then at each table the player with the
fewest East starts so far sits East (ties: the better ranked), the other winds likewise.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from itertools import combinations, permutations

from .model import WINDS, PlayerId


def balance_east(groups: list[list[int]], east: Sequence[int], met: set[frozenset[int]]) -> None:
    """Swap players between tables (nearest tables first, never adding a repeat) so every
    table that would give someone a second East too many gets a player with the fewest
    East starts, while another table has two of them (one of whom would go without)."""
    low = min(east, default=0)

    def lows(group: list[int]) -> int:
        return sum(east[i] == low for i in group)

    def cost(group: list[int]) -> int:
        return sum(frozenset(pair) in met for pair in combinations(group, 2))

    for _ in range(len(groups)):
        short = [t for t, g in enumerate(groups) if lows(g) == 0]
        spare = [t for t, g in enumerate(groups) if lows(g) >= 2]
        if not short or not spare:
            return
        if not _one_swap(groups, short, spare, east, low, cost):
            return


def _one_swap(
    groups: list[list[int]],
    short: list[int],
    spare: list[int],
    east: Sequence[int],
    low: int,
    cost: Callable[[list[int]], int],
) -> bool:
    """The nearest swap of a fewest-East player into a table without one; False: none."""
    options = sorted(((abs(t - z), z, t) for z in short for t in spare), key=lambda item: item[0])
    for _distance, z, t in options:
        before = cost(groups[z]) + cost(groups[t])
        for a in sorted((i for i in groups[t] if east[i] == low), reverse=True):
            for b in sorted(groups[z], key=lambda i: abs(i - a)):
                new_z = [a if i == b else i for i in groups[z]]
                new_t = [b if i == a else i for i in groups[t]]
                if cost(new_z) + cost(new_t) <= before:
                    groups[z], groups[t] = sorted(new_z), sorted(new_t)
                    return True
    return False


def wind_order(
    players: Sequence[PlayerId], counts: Counter[tuple[PlayerId, str]]
) -> tuple[PlayerId, ...]:
    """The table's players in seat order: fewest East starts East, then the other winds
    likewise (ties: standings order, which ``players`` is in)."""
    seated = list(players[:4])
    best = min(
        permutations(range(len(seated))),
        key=lambda perm: (
            counts[seated[perm[0]], WINDS[0]],
            sum(counts[seated[i], WINDS[w]] ** 2 for w, i in enumerate(perm)),
            perm,
        ),
    )
    return tuple(seated[i] for i in best) + tuple(players[4:])
