"""Benchmark of seating by standings (Swiss): time, repeat meetings and East balance.

    python bench/swiss.py                 # the grid, markdown table
    python bench/swiss.py --rounds 6      # longer stages

Each field plays a stage of ``--rounds`` rounds (default 4) seated by
``tournaments.seating.swiss.seat_by_standings``: after each round every table's players
score 4-2-1-0 table points in a random (seeded) order, and the next round is seated from
the standings (table points, then a random tie-break). Columns: the slowest round's
time, the stage's repeat meetings (Swiss, and the fixed 1-4, 5-8 seating of the same
standings for comparison), the relaxation steps taken, and the spread of East starts.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tournaments.seating import Round
from tournaments.seating.swiss import east_spread, seat_by_standings

FIELDS = (16, 32, 48, 64, 100, 128, 160, 200)


def stage(players: int, rounds: int, *, swiss: bool, seed: int = 1) -> dict[str, object]:
    rng = random.Random(seed)
    field = list(range(players))
    points = dict.fromkeys(field, 0)
    history: list[Round] = []
    slowest, repeats, steps = 0.0, 0, 0
    for number in range(1, rounds + 1):
        tie = {p: rng.random() for p in field}
        ranking = sorted(field, key=lambda p: (-points[p], tie[p]))
        start = time.perf_counter()
        seated = seat_by_standings(
            ranking,
            history,
            number=number,
            swiss=swiss,
            policy="byes",
            rounds_after=rounds - number,  # as the stage's seating does: it looks ahead
        )
        slowest = max(slowest, time.perf_counter() - start)
        repeats += seated.repeats
        steps += len(seated.relaxations)
        history.append(seated.round)
        for table in seated.round.tables:
            order = [int(str(p)) for p in table.players]  # the ints given to the seating
            rng.shuffle(order)
            for place, p in enumerate(order):
                points[p] += (4, 2, 1, 0)[place]
    return {
        "slowest": slowest,
        "repeats": repeats,
        "steps": steps,
        "east_spread": east_spread(history, field),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=4)
    args = parser.parse_args()
    print(
        "| players | rounds | slowest round | repeats (Swiss) | repeats (fixed) | relaxation steps | East spread |"
    )
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for players in FIELDS:
        swiss = stage(players, args.rounds, swiss=True)
        fixed = stage(players, args.rounds, swiss=False)
        print(
            f"| {players} | {args.rounds} | {swiss['slowest']:.3f} s | {swiss['repeats']} | "
            f"{fixed['repeats']} | {swiss['steps']} | {swiss['east_spread']} |"
        )


if __name__ == "__main__":
    main()
