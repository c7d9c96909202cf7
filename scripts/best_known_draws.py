"""Find better draws for hard fields and keep them in tournaments/seating/best_known.json.

    python scripts/best_known_draws.py --fields 21x7,27x7,35x9 --seeds 1,2,3 --budget 120
    python scripts/best_known_draws.py --grid --seeds 1,2 --jobs 2   # the bench grid's hard fields

Each (field, seed) is a draw of the search with the iterations ``--budget``
seconds buy (:func:`tournaments.seating.draw.iteration_budget`), run in
``--jobs`` processes; a field's entry is replaced only by a draw with fewer
(most meetings, repeats, consecutive repeats), so runs can only improve the file.
A draw starts from the entry already known (:mod:`tournaments.seating.best_known`),
so each run continues from the best so far. Fields a construction draws get no
entry: they need none; a search that meets the counting bounds is kept (the
draw of that field is then instant and optimal for every seed).
Fields take bench notation: ``22x6`` (default policy), ``22x8x3`` (tables of
three), ``22x8xb`` (byes).
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.seating import grid, parse_fields  # noqa: E402
from tournaments.seating import draw_tournament, table_layout  # noqa: E402
from tournaments.seating.best_known import (  # noqa: E402
    BEST_KNOWN,
    DATA,
    KnownDraw,
    check,
    field_key,
    figures,
    to_json,
)
from tournaments.seating.draw import iteration_budget  # noqa: E402


def search(n: int, rounds: int, policy: str, seed: int, budget: float) -> KnownDraw | None:
    """One long draw on players 0..n-1; None when a construction draws it (a
    search that proves its draw optimal is kept: the next draw is then instant)."""
    draw = draw_tournament(
        list(range(n)),
        rounds,
        seed=seed,
        policy=policy,
        time_budget=budget * 20,  # a cap only: the iterations decide
        max_iterations=iteration_budget(budget),
    )
    if draw.optimal and draw.iterations == 0 and not draw.method.startswith(BEST_KNOWN):
        return None  # a construction: instant, nothing to keep
    layout = table_layout(n, policy)
    tables = tuple(
        tuple(sorted((tuple(t.players) for t in rnd.tables), key=len, reverse=True))
        for rnd in draw.rounds
    )
    found = KnownDraw(
        n=n,
        layout=layout,
        rounds=tables,
        byes=tuple(tuple(sorted(rnd.byes)) for rnd in draw.rounds),
        figures=figures(n, tables),
        found=f"seed {seed}, {budget:g} s ({draw.iterations:,} iterations), "
        f"{datetime.date.today().isoformat()}",
    )
    check(found)
    return found


def keep(path: Path, found: KnownDraw) -> str:
    """Write ``found`` into the file when it beats the entry there; what happened."""
    raw = json.loads(path.read_text()) if path.exists() else {"draws": {}}
    key = field_key(found.n, len(found.rounds), found.layout)
    old = raw["draws"].get(key)
    new_key = found.figures.key()
    if old is not None:
        old_key = (old["max_meetings"], old["repeats"], old["consecutive"])
        if old_key <= new_key:
            return f"{key}: {new_key} kept {old_key}"
    raw["draws"][key] = to_json(found)
    raw["draws"] = dict(sorted(raw["draws"].items(), key=lambda kv: _order(kv[0])))
    partial = path.with_suffix(".partial")
    partial.write_text(json.dumps(raw, indent=1) + "\n")
    partial.replace(path)  # atomic: a draw reading the file never sees half of it
    return f"{key}: {new_key} new" + ("" if old is None else f" (was {old['repeats']} repeats)")


def _order(key: str) -> tuple[int, int, str]:
    n, rest = key.split("x", 1)
    rounds, layout = rest.split(":", 1)
    return (int(n), int(rounds), layout)


def _hard_grid_fields() -> list[tuple[int, int, str]]:
    """The bench grid's fields up to 40 players (those a construction draws get
    no entry; those the search solves at once cost little)."""
    return [(n, r, policy) for n, r, policy in grid() if n <= 40]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--fields", help="e.g. 21x7,27x7,22x8x3")
    parser.add_argument("--grid", action="store_true", help="the bench grid up to 40 players")
    parser.add_argument("--seeds", default="1", help="e.g. 1,2,3")
    parser.add_argument("--budget", type=float, default=120.0, help="seconds of iterations")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--file", type=Path, default=DATA)
    args = parser.parse_args()
    fields = parse_fields(args.fields) if args.fields else []
    if args.grid:
        fields += _hard_grid_fields()
    seeds = [int(s) for s in args.seeds.split(",")]
    tasks = [(n, r, policy, seed) for seed in seeds for n, r, policy in fields]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        futures = {
            pool.submit(search, n, r, policy, seed, args.budget): (n, r, policy, seed)
            for n, r, policy, seed in tasks
        }
        for future in as_completed(futures):
            n, r, policy, seed = futures[future]
            found = future.result()
            if found is None:
                print(f"{n}x{r} {policy} seed {seed}: a construction, no entry", flush=True)
            else:
                print(f"seed {seed}: " + keep(args.file, found), flush=True)


if __name__ == "__main__":
    main()
