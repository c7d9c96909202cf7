"""Shared checks for seating tests."""

from collections import Counter

from tournaments.seating import Draw
from tournaments.seating.search import Problem


def assert_valid(draw: Draw, players, allowed_sizes=(3, 4, 5)):
    """Everyone exactly once per round (seated or bye), sizes allowed, tables numbered."""
    for rnd in draw.rounds:
        seen = Counter(rnd.players)
        assert set(seen) == set(players), rnd.number
        assert max(seen.values()) == 1, rnd.number
        assert all(t.size in allowed_sizes for t in rnd.tables)
        assert [t.number for t in rnd.tables] == list(range(1, len(rnd.tables) + 1))
    assert [r.number for r in draw.rounds] == list(range(1, len(draw.rounds) + 1))


def fours_problem(n: int, rounds: int) -> Problem:
    """A search problem of ``rounds`` free rounds of n / 4 tables of four, nothing played."""
    return Problem(
        n=n,
        history=(),
        layouts=((4,) * (n // 4),) * rounds,
        byes=(frozenset(),) * rounds,
        odd=(frozenset(),) * rounds,
        cap=1,
        min_repeats=0,
    )
