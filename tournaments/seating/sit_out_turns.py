"""Sitting out, fairly over a club evening's rounds.

A five-player table has one player sitting out each hand (:mod:`.five_player`), a bye
sits out the whole round. Cut from a ranking, the same players land at the bottom's
five-player table round after round (and at random the same can happen): they sit out
while others never do. :func:`rotate_sitting_out` takes a round as drawn and the players'
sitting-out so far (:func:`sat_out_counts`), and

* exchanges a player in a sitting-out place (a five-player table, a bye) with one who sat
  out less, taken from the last tables first (the ranking moves as little as it can),
  while that makes the counts more even;
* orders each five-player table so who sat out least sits out first (the fifth seat sits
  out hand 1, then East, South, ...: ``five_player_hand``).

So who sat out before sits in next time. Deterministic: no randomness of its own.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from .model import PlayerId, Round, Table

#: positions of a five-player table in the order they sit out (``five_player_hand``)
SIT_OUT_ORDER = (4, 0, 1, 2, 3)

type Place = tuple[int, int]  # (table index, or -1 for the byes; position)


def sat_out_counts(rounds: Iterable[Round]) -> dict[PlayerId, int]:
    """How many rounds each player sat at a five-player table or had a bye."""
    counts: Counter[PlayerId] = Counter()
    for round_ in rounds:
        for table in round_.tables:
            if table.size == 5:
                counts.update(table.players)
        counts.update(round_.byes)
    return dict(counts)


def rotate_sitting_out(round_: Round, counts: Mapping[PlayerId, int]) -> Round:
    """``round_`` with its sitting-out places given to who sat out least (module doc)."""
    tables = [list(t.players) for t in round_.tables]
    byes = list(round_.byes)

    def at(place: Place) -> PlayerId:
        t, i = place
        return byes[i] if t < 0 else tables[t][i]

    def put(place: Place, player: PlayerId) -> None:
        t, i = place
        if t < 0:
            byes[i] = player
        else:
            tables[t][i] = player

    out = [(-1, i) for i in range(len(byes))]
    out += [(t, i) for t, seated in enumerate(tables) if len(seated) == 5 for i in range(5)]
    # the places that sit in, from the last table up: an exchange moves the ranking least
    sit_in = [
        (t, i)
        for t in reversed(range(len(tables)))
        if len(tables[t]) != 5
        for i in range(len(tables[t]))
    ]

    def count(place: Place) -> int:
        return counts.get(at(place), 0)

    while out and sit_in:
        most = max(out, key=count)
        least = min(sit_in, key=count)  # the first (lowest table) of the least
        if count(least) >= count(most):
            break
        first, second = at(most), at(least)
        put(most, second)
        put(least, first)
    return Round(
        number=round_.number,
        tables=tuple(
            Table(number=t.number, players=_sit_out_order(tuple(seated), counts))
            for t, seated in zip(round_.tables, tables, strict=True)
        ),
        byes=tuple(byes),
    )


def _sit_out_order(
    players: tuple[PlayerId, ...], counts: Mapping[PlayerId, int]
) -> tuple[PlayerId, ...]:
    """A five-player table's players placed so the one who sat out least sits out first;
    other tables as they are."""
    if len(players) != 5:
        return players
    # ties keep the drawn order of sitting out
    by_count = sorted(range(5), key=lambda i: (counts.get(players[i], 0), SIT_OUT_ORDER.index(i)))
    placed: list[PlayerId] = list(players)
    for position, index in zip(SIT_OUT_ORDER, by_count, strict=True):
        placed[position] = players[index]
    return tuple(placed)
