"""Counting lower bounds on the meetings of a draw.

Every round seats its tables: a table of ``s`` players makes ``s(s-1)/2``
seat-pairs (all players at a five-table meet, see :class:`.model.Quality`).
Over all rounds these seat-pairs fall on the ``N(N-1)/2`` pairs of players, so

* repeats >= seat-pairs - pairs (every pair met beyond once is a repeat), and
* the most-met pair meets >= ceil(seat-pairs / pairs) times.

Played rounds only make this worse: their figures are a floor too. A draw that
meets both bounds cannot be improved on either figure ("no draw can do
better"); a draw above them may still be optimal, the bound just cannot prove it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Bounds:
    """Lower bounds on ``Quality.max_meetings`` and ``Quality.repeats``."""

    max_meetings: int
    repeats: int

    def met_by(self, max_meetings: int, repeats: int) -> bool:
        return max_meetings <= self.max_meetings and repeats <= self.repeats


def seat_pairs(sizes: Sequence[int]) -> int:
    """Pairs of players sharing a table in one round with these table sizes."""
    return sum(s * (s - 1) // 2 for s in sizes)


def counting_bounds(
    players: int,
    round_sizes: Sequence[Sequence[int]],
    *,
    played_max_meetings: int = 0,
    played_repeats: int = 0,
) -> Bounds:
    """Bounds for ``players`` over rounds with the given table sizes.

    ``round_sizes`` lists every round's table sizes (played rounds included);
    ``players`` counts everyone who sits in any of them.
    """
    total = sum(seat_pairs(sizes) for sizes in round_sizes)
    pairs = players * (players - 1) // 2
    if not total or not pairs:
        return Bounds(max_meetings=played_max_meetings, repeats=played_repeats)
    return Bounds(
        max_meetings=max(played_max_meetings, -(-total // pairs)),
        repeats=max(played_repeats, total - pairs),
    )
