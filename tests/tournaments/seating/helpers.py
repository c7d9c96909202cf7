"""Shared checks for seating tests."""

import importlib.util
import random
import time
from collections import Counter
from pathlib import Path

from tournaments.seating import Draw, table_layout
from tournaments.seating import draw as draw_module
from tournaments.seating.search import Problem
from tournaments.seating.search_state import SearchState


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


FAR = 600.0  # seconds: a deadline that never stops these runs


def search_problem(n, rounds, policy, seed, *, played=0, avoid=()):
    """The search problem the draw builds (fair byes and odd-table seats), with
    the first ``played`` rounds of a greedy draw as history."""
    players = list(range(n))
    layout = table_layout(n, policy)
    rng = random.Random(seed)
    bounds = draw_module._bounds((), players, layout, rounds)
    avoid_pairs = frozenset(frozenset(pair) for pair in avoid)
    problem = draw_module._problem((), players, avoid_pairs, layout, rounds, bounds, rng)
    if not played:
        return problem, rng
    state = SearchState(problem, rng)
    state.greedy(time.monotonic() + FAR)
    history = tuple(tuple(tuple(t) for t in state.tables[r]) for r in range(played))
    return (
        type(problem)(
            n=n,
            history=history,
            layouts=problem.layouts[played:],
            byes=problem.byes[played:],
            odd=problem.odd[played:],
            forbidden=problem.forbidden,
            cap=problem.cap,
            min_repeats=problem.min_repeats,
        ),
        rng,
    )


def greedy_state(problem, rng):
    state = SearchState(problem, rng)
    state.greedy(time.monotonic() + FAR)
    return state


SEARCH_FIELDS = [
    # n, rounds, policy, played rounds, pairs kept apart
    (27, 7, "auto", 0, ()),
    (35, 9, "byes", 0, ()),
    (22, 8, "three", 0, ()),
    (13, 5, "byes", 2, ()),
    (9, 4, "five", 1, ()),
    (18, 4, "auto", 1, ((0, 1), (2, 3))),
]


ROOT = Path(__file__).resolve().parents[3]


def load_script(relative: str, name: str):
    """A script of the repository (``bench/seating.py``, ``scripts/...``) as a module."""
    spec = importlib.util.spec_from_file_location(name, ROOT / relative)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
