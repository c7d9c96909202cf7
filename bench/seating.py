"""Benchmark of the seating draw: repeats and time on the standard instances.

    python bench/seating.py           # readable table (markdown)
    python bench/seating.py --json    # JSON list for tools

Every instance runs with the library defaults (seed 1, default policy, 10 s time
cap, default iteration budget) and is drawn twice to check that the same seed
gives the same draw. "lower bound" is the fewest repeats any draw can have as
far as simple counting shows: 0 when R <= (N-1)/3, else the excess of seats
over pairs.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tournaments.seating import draw_tournament, table_layout

INSTANCES = [
    (16, 5),
    (20, 5),
    (24, 7),
    (28, 9),
    (32, 8),
    (40, 10),
    (40, 13),
    (48, 7),
    (100, 8),
    (17, 5),
    (22, 6),
    (37, 6),
]
SEED = 1


def lower_bound(players: int, rounds: int) -> int:
    """Repeats forced by counting: pair-meetings beyond the number of pairs."""
    sizes = table_layout(players).sizes
    per_round = sum(s * (s - 1) // 2 for s in sizes)
    return max(0, per_round * rounds - players * (players - 1) // 2)


def run(players: int, rounds: int) -> dict:
    ids = list(range(1, players + 1))
    started = time.monotonic()
    draw = draw_tournament(ids, rounds, seed=SEED)
    seconds = time.monotonic() - started
    again = draw_tournament(ids, rounds, seed=SEED)
    q = draw.quality
    return {
        "players": players,
        "rounds": rounds,
        "repeats": q.repeats,
        "max_meetings": q.max_meetings,
        "seconds": round(seconds, 2),
        "consecutive_repeats": q.consecutive_repeats,
        "east_spread": q.east_spread,
        "odd_table_spread": q.odd_table_spread,
        "max_same_table_number": q.max_same_table_number,
        "lower_bound": lower_bound(players, rounds),
        "method": draw.method,
        "iterations": draw.iterations,
        "timed_out": draw.timed_out,
        "reproducible": again.rounds == draw.rounds,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print a JSON list")
    args = parser.parse_args()
    results = [run(n, r) for n, r in INSTANCES]
    if args.json:
        print(json.dumps(results, indent=2))
        return
    print(
        "| players | rounds | repeats | max meetings | lower bound | seconds "
        "| same seed, same draw | method |"
    )
    print("|---:|---:|---:|---:|---:|---:|:---:|---|")
    for r in results:
        print(
            f"| {r['players']} | {r['rounds']} | {r['repeats']} | {r['max_meetings']} "
            f"| {r['lower_bound']} | {r['seconds']:.2f} "
            f"| {'yes' if r['reproducible'] else 'NO'} | {r['method']} |"
        )


if __name__ == "__main__":
    main()
