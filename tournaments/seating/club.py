"""Club evenings: a random first round, then reseating by results.

On a club night nobody plans R rounds ahead: round 1 is drawn at random, and
round 2 is usually reseated from the results so far -- winners together at
table 1, and so on -- or by the standings, or at random again. The caller
computes the ranking it wants; :func:`reseat_by_ranking` only cuts it into
tables, and :func:`ranking_by_table_places` builds the usual "winners together"
ranking from one round's table points. Given the players' ranking groups (their
place at their table: winners, seconds, ...) and the pairs who already met,
:func:`reseat_by_ranking` then exchanges players of one group between tables
where that seats fewer earlier opponents together: the tables keep their mix of
groups, and only where the groups straddle a table boundary is there a choice.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Hashable, Mapping, Sequence
from itertools import combinations

from .model import PlayerId, Round, Table
from .policy import TablePolicy, table_layout
from .winds import draw_winds


def random_round(
    players: Sequence[PlayerId],
    *,
    seed: int | str = 0,
    policy: TablePolicy | str = TablePolicy.AUTO,
    number: int = 1,
) -> Round:
    """Seat ``players`` at random (seeded), winds drawn at every table."""
    rng = random.Random(seed)
    order = list(players)
    rng.shuffle(order)
    return _cut(order, number=number, policy=policy, rng=rng)


def reseat_by_ranking(
    ranking: Sequence[PlayerId],
    *,
    seed: int | str = 0,
    policy: TablePolicy | str = TablePolicy.AUTO,
    number: int = 2,
    groups: Mapping[PlayerId, Hashable] | None = None,
    met: Collection[frozenset[PlayerId]] = (),
) -> Round:
    """Cut an ordered ranking (best first) into tables 1, 2, ...

    Table 1 gets the top players. Five-player tables (or three-player tables)
    go last, so the top tables are regular four-player games; byes, if the
    policy asks for them, go to the bottom of the ranking. Seat winds are drawn
    at random (seeded) at every table.

    With ``groups`` (a ranking group per player, e.g. the place at their table
    in the previous round) and ``met`` (pairs who already sat together), players
    of the same group are exchanged between tables while that lowers the number
    of ``met`` pairs sharing a table.
    """
    if len(set(ranking)) != len(ranking):
        raise ValueError("duplicate player ids in the ranking")
    order = list(ranking)
    if groups is not None and met:
        order = _avoid_met(order, _sizes(len(order), policy), groups, frozenset(met))
    return _cut(order, number=number, policy=policy, rng=random.Random(seed))


def table_places(previous: Round, points: Mapping[PlayerId, float]) -> dict[PlayerId, int]:
    """Each player's place at their own table (0 = table winner) by ``points``: the
    ranking groups of :func:`ranking_by_table_places`."""
    places = {}
    for table in previous.tables:
        ordered = sorted(table.players, key=lambda p: -points.get(p, 0.0))
        for place, p in enumerate(ordered):
            places[p] = place
    return places


def _sizes(n: int, policy: TablePolicy | str) -> list[int]:
    layout = table_layout(n, policy)
    return sorted(layout.sizes, key=lambda s: s != 4)


def _avoid_met(
    order: list[PlayerId],
    sizes: Sequence[int],
    groups: Mapping[PlayerId, Hashable],
    met: frozenset[frozenset[PlayerId]],
) -> list[PlayerId]:
    """Exchange same-group players between the tables cut from ``order`` while that
    seats fewer ``met`` pairs together (first improvement, deterministic)."""
    tables, start = [], 0
    for size in sizes:
        tables.append(order[start : start + size])
        start += size
    rest = order[start:]

    def clashes(table: list[PlayerId]) -> int:
        return sum(1 for a, b in combinations(table, 2) if frozenset((a, b)) in met)

    improved = True
    while improved:
        improved = False
        for t, u in combinations(range(len(tables)), 2):
            for i, a in enumerate(tables[t]):
                for j, b in enumerate(tables[u]):
                    if groups.get(a, a) != groups.get(b, b):
                        continue
                    before = clashes(tables[t]) + clashes(tables[u])
                    tables[t][i], tables[u][j] = b, a
                    if clashes(tables[t]) + clashes(tables[u]) < before:
                        improved = True
                        a = b
                    else:
                        tables[t][i], tables[u][j] = a, b
    return [p for table in tables for p in table] + rest


def ranking_by_table_places(
    previous: Round,
    points: Mapping[PlayerId, float],
    *,
    overall: Sequence[PlayerId] = (),
) -> list[PlayerId]:
    """Winners first, then runners-up, ... from one round's table points.

    Each player's place at their own table decides the group (all table winners,
    then all seconds, ...); within a group higher points go first, then the
    order of ``overall`` (e.g. the standings), then the previous table number.
    Players with a bye in ``previous`` come after everybody else.
    """
    rank_in_overall = {p: i for i, p in enumerate(overall)}
    places = table_places(previous, points)
    keyed = []
    for table in previous.tables:
        for p in table.players:
            place = places[p]
            keyed.append(
                (place, -points.get(p, 0.0), rank_in_overall.get(p, len(overall)), table.number, p)
            )
    keyed.sort(key=lambda k: k[:4])
    return [k[4] for k in keyed] + list(previous.byes)


def _cut(
    order: list[PlayerId], *, number: int, policy: TablePolicy | str, rng: random.Random
) -> Round:
    layout = table_layout(len(order), policy)
    sizes = _sizes(len(order), policy)
    seated, byes = order[: layout.seated], order[layout.seated :]
    tables = []
    start = 0
    for k, size in enumerate(sizes):
        members = seated[start : start + size]
        start += size
        tables.append(Table(number=k + 1, players=draw_winds(members, rng)))
    return Round(number=number, tables=tuple(tables), byes=tuple(byes))
