"""Club evenings: a random first round, then reseating by results.

On a club night nobody plans R rounds ahead: round 1 is drawn at random, and
round 2 is usually reseated from the results so far -- winners together at
table 1, and so on -- or by the standings, or at random again. The caller
computes the ranking it wants; :func:`reseat_by_ranking` only cuts it into
tables, and :func:`ranking_by_table_places` builds the usual "winners together"
ranking from one round's table points.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

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
) -> Round:
    """Cut an ordered ranking (best first) into tables 1, 2, ...

    Table 1 gets the top players. Five-player tables (or three-player tables)
    go last, so the top tables are regular four-player games; byes, if the
    policy asks for them, go to the bottom of the ranking. Seat winds are drawn
    at random (seeded) at every table.
    """
    if len(set(ranking)) != len(ranking):
        raise ValueError("duplicate player ids in the ranking")
    return _cut(list(ranking), number=number, policy=policy, rng=random.Random(seed))


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
    keyed = []
    for table in previous.tables:
        ordered = sorted(table.players, key=lambda p: -points.get(p, 0.0))
        for place, p in enumerate(ordered):
            keyed.append(
                (place, -points.get(p, 0.0), rank_in_overall.get(p, len(overall)), table.number, p)
            )
    keyed.sort(key=lambda k: k[:4])
    return [k[4] for k in keyed] + list(previous.byes)


def _cut(
    order: list[PlayerId], *, number: int, policy: TablePolicy | str, rng: random.Random
) -> Round:
    layout = table_layout(len(order), policy)
    sizes = sorted(layout.sizes, key=lambda s: s != 4)
    seated, byes = order[: layout.seated], order[layout.seated :]
    tables = []
    start = 0
    for k, size in enumerate(sizes):
        members = seated[start : start + size]
        start += size
        tables.append(Table(number=k + 1, players=draw_winds(members, rng)))
    return Round(number=number, tables=tuple(tables), byes=tuple(byes))
