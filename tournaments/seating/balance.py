"""Seat winds and table numbers for tables whose members are already fixed.

The meeting search decides who sits together; this step only decides where.
East matters most (East deals first and, in most rules, pays and receives
double), so East starts are balanced over the whole draw at once: a greedy
choice per table, then exchanges along alternating paths (table t moves East
from x to y, a table of y moves East from y to z, ...) from a player with the
most East starts to one with at least two fewer, until none is left. The other
seats follow greedily per table, and table numbers per round, so nobody is
always at table 1 (nearest the door, the scorer's desk, ...). Ties are broken
by the seeded random generator.
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter, defaultdict, deque
from collections.abc import Sequence
from itertools import permutations

from .model import PlayerId, Round, Table

type Members = list[PlayerId]

MAX_PASSES = 20
GLOBAL_NUMBERING_LIMIT = 20_000  # sum over rounds of tables**2 (40 x 13 is 1,300)


def arrange(
    rounds: Sequence[Sequence[Members]],
    played: Sequence[Round],
    rng: random.Random,
    deadline: float = math.inf,
) -> tuple[list[list[Table]], bool]:
    """Number, and seat, the tables of each new round after the ``played`` ones.

    Past ``deadline`` (time.monotonic) the optional improvement passes are
    skipped; the second value says whether that happened.
    """
    numbers: Counter[tuple[PlayerId, int]] = Counter()
    seats: Counter[tuple[PlayerId, int]] = Counter()
    for rnd in played:
        for table in rnd.tables:
            for seat, p in enumerate(table.players):
                numbers[p, table.number] += 1
                seats[p, seat] += 1
    visits: dict[PlayerId, Counter[int]] = defaultdict(Counter)
    for (p, k), c in numbers.items():
        visits[p][k] = c
    numbered = [
        _number_tables(tables, numbers, visits, rng, hurry=time.monotonic() > deadline)
        for tables in rounds
    ]
    if time.monotonic() < deadline:
        _improve_numbers(numbered, numbers, deadline)
    flat = [members for tables in numbered for members in tables]
    easts = choose_easts(
        flat, Counter({p: c for (p, seat), c in seats.items() if seat == 0}), deadline
    )
    out: list[list[Table]] = []
    i = 0
    for tables in numbered:
        placed = []
        for k, members in enumerate(tables):
            order = _seat_order(members, easts[i], seats, rng)
            i += 1
            for seat, p in enumerate(order):
                seats[p, seat] += 1
            placed.append(Table(number=k + 1, players=order))
        out.append(placed)
    return out, time.monotonic() > deadline


def _number_tables(
    tables: Sequence[Members],
    counts: Counter[tuple[PlayerId, int]],
    visits: dict[PlayerId, Counter[int]],
    rng: random.Random,
    *,
    hurry: bool = False,
) -> list[Members]:
    """Order one round's tables (index k = table number k + 1) and count them.

    In a ``hurry`` the shuffled order is kept as it is.
    """
    tables = [list(t) for t in tables]
    rng.shuffle(tables)
    size = len(tables)
    if hurry:
        for k, table in enumerate(tables):
            for p in table:
                counts[p, k + 1] += 1
                visits[p][k + 1] += 1
        return tables
    # cost[i][k]: table i at number k + 1. 10**count: one more visit to a number
    # already visited twice costs more than any number of second visits, which
    # keeps the maximum low.
    cost = [[0] * size for _ in tables]
    for i, t in enumerate(tables):
        row = cost[i]
        for p in t:
            for k, c in visits[p].items():
                if k <= size:
                    row[k - 1] += 10**c - 1
    order: list[int] = []
    free = list(range(size))
    for k in range(size):
        best = min(free, key=lambda i: cost[i][k])
        free.remove(best)
        order.append(best)
    for _ in range(MAX_PASSES):
        improved = False
        for i in range(size):
            for j in range(i + 1, size):
                a, b = order[i], order[j]
                if cost[b][i] + cost[a][j] < cost[a][i] + cost[b][j]:
                    order[i], order[j] = b, a
                    improved = True
        if not improved:
            break
    slots = [tables[i] for i in order]
    for k, table in enumerate(slots):
        for p in table:
            counts[p, k + 1] += 1
            visits[p][k + 1] += 1
    return slots


def _improve_numbers(
    rounds: list[list[Members]], counts: Counter[tuple[PlayerId, int]], deadline: float
) -> None:
    """Exchange table numbers within a round while the whole draw gets fairer.

    The per-round greedy cannot see later rounds; this pass can. Objective:
    sum over players and numbers of 10**count (convex, so the maximum drops).
    Skipped for very large fields, where it would cost seconds for little gain.
    """
    if sum(len(tables) ** 2 for tables in rounds) > GLOBAL_NUMBERING_LIMIT:
        return

    def change(table: Members, old: int, new: int) -> int:
        # Effect of moving ``table`` from number old to new (1-based).
        return sum(
            10 ** (counts[p, new] + 1)
            - 10 ** counts[p, new]
            + 10 ** (counts[p, old] - 1)
            - 10 ** counts[p, old]
            for p in table
        )

    for _ in range(MAX_PASSES):
        improved = False
        for tables in rounds:
            if time.monotonic() > deadline:
                return
            for i in range(len(tables)):
                for j in range(i + 1, len(tables)):
                    a, b = tables[i], tables[j]
                    gain = change(a, i + 1, j + 1) + change(b, j + 1, i + 1)
                    if gain < 0:
                        for p in a:
                            counts[p, i + 1] -= 1
                            counts[p, j + 1] += 1
                        for p in b:
                            counts[p, j + 1] -= 1
                            counts[p, i + 1] += 1
                        tables[i], tables[j] = b, a
                        improved = True
        if not improved:
            break


def choose_easts(
    tables: Sequence[Members], counts: Counter[PlayerId], deadline: float = math.inf
) -> list[PlayerId]:
    """One East per table so East starts are as even as possible.

    ``counts`` are East starts so far (e.g. in played rounds); it is not changed.
    The exchange phase stops early past ``deadline``.
    """
    counts = Counter(counts)
    easts: list[PlayerId] = []
    east_at: dict[PlayerId, list[int]] = {}
    for t, members in enumerate(tables):
        east = min(members, key=lambda p: counts[p])
        easts.append(east)
        counts[east] += 1
        east_at.setdefault(east, []).append(t)
    players = {p for members in tables for p in members}
    while players and time.monotonic() < deadline:
        high = max(counts[p] for p in players)
        dead: set[PlayerId] = set()  # cannot reach a low player at this level
        if not any(
            _shift(s, high, tables, easts, east_at, counts, dead)
            for s in _sorted(players, counts, high)
            if s not in dead
        ):
            break
    return easts


def _sorted(players: set[PlayerId], counts: Counter[PlayerId], high: int) -> list[PlayerId]:
    return [p for p in sorted(players, key=repr) if counts[p] == high]


def _shift(
    source: PlayerId,
    high: int,
    tables: Sequence[Members],
    easts: list[PlayerId],
    east_at: dict[PlayerId, list[int]],
    counts: Counter[PlayerId],
    dead: set[PlayerId],
) -> bool:
    """Move one East start from ``source`` down an alternating path; True if done.

    On failure every player reached is added to ``dead``: they cannot reach a
    low player either, so later searches at this level skip them.
    """
    parent: dict[PlayerId, tuple[PlayerId, int] | None] = {source: None}
    queue = deque([source])
    while queue:
        x = queue.popleft()
        for t in east_at.get(x, []):
            for y in tables[t]:
                if y in parent or y in dead:
                    continue
                parent[y] = (x, t)
                if counts[y] <= high - 2:
                    counts[source] -= 1
                    counts[y] += 1
                    step = parent[y]
                    while step is not None:
                        prev, table = step
                        east_at[prev].remove(table)
                        east_at.setdefault(y, []).append(table)
                        easts[table] = y
                        y = prev
                        step = parent[y]
                    return True
                queue.append(y)
    dead.update(parent)
    return False


def _seat_order(
    members: Members,
    east: PlayerId,
    seats: Counter[tuple[PlayerId, int]],
    rng: random.Random,
) -> tuple[PlayerId, ...]:
    """East first, the others in the order that keeps their seat counts even."""
    others = [p for p in members if p != east]
    rng.shuffle(others)
    best = min(
        permutations(others),
        key=lambda order: sum(seats[p, seat + 1] for seat, p in enumerate(order)),
    )
    return (east, *best)
