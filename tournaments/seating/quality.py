"""Measure a draw: meetings, repeats, winds, table numbers, byes.

Kept apart from the search so the figures the organiser sees are computed from
the final Round objects, independent of the search's internal bookkeeping.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable, Sequence
from itertools import combinations, pairwise

from .bounds import Bounds, counting_bounds
from .model import PlayerId, Quality, Round


def meetings(rounds: Iterable[Round]) -> Counter[frozenset[PlayerId]]:
    """How often each pair shared a table (all players at a 5-table meet)."""
    counts: Counter[frozenset[PlayerId]] = Counter()
    for rnd in rounds:
        for table in rnd.tables:
            for a, b in combinations(table.players, 2):
                counts[frozenset((a, b))] += 1
    return counts


def consecutive_repeats(rounds: Sequence[Round]) -> int:
    """Number of (pair, r) with the pair at one table in rounds r and r + 1."""
    total = 0
    for before, after in pairwise(rounds):
        earlier = {
            frozenset(pair) for table in before.tables for pair in combinations(table.players, 2)
        }
        total += sum(
            1
            for table in after.tables
            for pair in combinations(table.players, 2)
            if frozenset(pair) in earlier
        )
    return total


def measure(
    rounds: Sequence[Round],
    avoid: Collection[frozenset[PlayerId]] = frozenset(),
    players: Iterable[PlayerId] | None = None,
) -> Quality:
    """Quality figures of ``rounds``; ``players`` defaults to everyone seated."""
    met = meetings(rounds)
    everyone = list(players) if players is not None else []
    seen = set(everyone)
    for rnd in rounds:
        for p in rnd.players:
            if p not in seen:
                seen.add(p)
                everyone.append(p)
    east = dict.fromkeys(everyone, 0)
    byes = dict.fromkeys(everyone, 0)
    odd = dict.fromkeys(everyone, 0)
    table_numbers: Counter[tuple[PlayerId, int]] = Counter()
    for rnd in rounds:
        for p in rnd.byes:
            byes[p] += 1
        for table in rnd.tables:
            east[table.east] += 1
            for p in table.players:
                table_numbers[p, table.number] += 1
                if table.size != 4:
                    odd[p] += 1
    return Quality(
        repeats=sum(m - 1 for m in met.values() if m > 1),
        max_meetings=max(met.values(), default=0),
        consecutive_repeats=consecutive_repeats(rounds),
        constraint_violations=sum(m for pair, m in met.items() if pair in avoid),
        east_counts=east,
        max_same_table_number=max(table_numbers.values(), default=0),
        bye_counts=byes,
        odd_table_counts=odd,
    )


def repeated_pairs(
    rounds: Iterable[Round],
) -> list[tuple[tuple[PlayerId, PlayerId], tuple[int, ...]]]:
    """Pairs who share a table more than once, with the round numbers where they do;
    most meetings first, then by first round."""
    where: dict[frozenset[PlayerId], list[int]] = {}
    order: dict[frozenset[PlayerId], tuple[PlayerId, PlayerId]] = {}
    for rnd in rounds:
        for table in rnd.tables:
            for a, b in combinations(table.players, 2):
                key = frozenset((a, b))
                where.setdefault(key, []).append(rnd.number)
                order.setdefault(key, (a, b))
    repeated = [(order[k], tuple(numbers)) for k, numbers in where.items() if len(numbers) > 1]
    repeated.sort(key=lambda item: (-len(item[1]), item[1]))
    return repeated


def draw_bounds(rounds: Sequence[Round], played: Sequence[Round] = ()) -> Bounds:
    """Counting lower bounds (:mod:`.bounds`) for a draw of ``rounds`` with these
    table sizes; the ``played`` rounds' own figures are a floor."""
    everyone = {p for rnd in rounds for p in rnd.players}
    history = measure(played) if played else None
    return counting_bounds(
        len(everyone),
        [tuple(t.size for t in rnd.tables) for rnd in rounds],
        played_max_meetings=history.max_meetings if history else 0,
        played_repeats=history.repeats if history else 0,
    )
