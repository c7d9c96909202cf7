"""Scoring speed per ruleset on one core over a generated set of varied deals (default
10,000 per ruleset; generation is not timed; each pass scores new deals): deals per second,
and the players' hands those deals score per second.

A deal is one game's end: the result and the players' hands. The Dutch rulesets score every
player's hand (four per deal at a 4-player table: the issue's "the four hands at the end of
a game"); MCR, hk and majiang score the winner's hand only, so there a deal is one hand. A
refused deal counts as one hand (the winner's was examined and refused; the others were not
scored).

    python bench/engine.py            # a table
    python bench/engine.py --json     # machine-readable
    python bench/engine.py --deals 20000 --rulesets nmb mcr

Deals come from :meth:`Ruleset.random_winning_deal` (each shipped ruleset has its own
generator, whose hands reach its minimum more often; the default is
:func:`scoring.engine.generate.random_deal`). A deal
the ruleset refuses (``InvalidHand``: e.g. under the minimum to go out) is timed and
counted like any other: refusing a hand is work the engine does too.

The timed process never sees the timed deals before it times them: they are generated in a
separate process (the Dutch generators score each candidate deal to keep only mahjongs,
which would leave the scorers' caches warm for exactly those deals) and handed over in the
interchange format. Before timing, one untimed pass over a different set of deals warms the
per-pattern caches, as on a club night after the first hands; every timed pass then scores
deals never scored before.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import itertools
import json
import multiprocessing
import platform
import random
import resource
import sys
import time
import tracemalloc
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scoring.engine import (
    RULESET_IDS,
    ScoringError,
    UnknownRuleset,
    get_ruleset,
    read_deal,
    write_deal,
)


def deals_for(ruleset_id: str, count: int, seed: int) -> list:
    rng = random.Random(seed)
    ruleset = get_ruleset(ruleset_id)
    return [ruleset.random_winning_deal(rng) for _ in range(count)]


def _deal_dicts(ruleset_id: str, count: int, seed: int) -> list[dict]:
    return [write_deal(deal) for deal in deals_for(ruleset_id, count, seed)]


def fresh_deals(ruleset_id: str, count: int, seeds: list[int]) -> list[list]:
    """One list of deals per seed, generated in another process (see the module docstring)."""
    spawn = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=1, mp_context=spawn) as pool:
        batches = list(
            pool.map(_deal_dicts, itertools.repeat(ruleset_id), itertools.repeat(count), seeds)
        )
    return [[read_deal(d) for d in batch] for batch in batches]


def measure(ruleset_id: str, count: int, seed: int, repeat: int) -> dict:
    ruleset = get_ruleset(ruleset_id)
    best = float("inf")
    scored = refused = hands = 0
    warm_up, *passes = fresh_deals(ruleset_id, count, [seed + 1000, *range(seed, seed + repeat)])
    for deal in warm_up:
        with contextlib.suppress(ScoringError):
            ruleset.score(deal)
    for deals in passes:
        # a fresh set of deals each pass, so that no pass is served from the scorers'
        # whole-hand caches filled by the one before
        scored = 0
        refused_deals = []
        gc.collect()
        start = time.perf_counter()
        for deal in deals:
            try:
                ruleset.score(deal)
                scored += 1
            except ScoringError:
                refused_deals.append(deal)
        best = min(best, time.perf_counter() - start)
        refused = len(refused_deals)
        hands = hands_scored(ruleset, deals, refused_deals)
    peak = traced_peak(ruleset, deals)
    return {
        "ruleset": ruleset_id,
        "deals": count,
        "scored": scored,
        "refused": refused,
        "hands": hands,
        "seconds": round(best, 4),
        "deals_per_second": round(count / best),
        "hands_per_second": round(hands / best),
        "peak_kib": round(peak / 1024),
    }


def hands_scored(ruleset, deals: list, refused_deals: list) -> int:
    """The players' hands a pass scored: every seated player's of each deal where the
    ruleset scores every hand, else the winner's; a refused deal is one (see the module
    docstring)."""
    if not ruleset.scores_every_player:
        return len(deals)
    seated = sum(len(deal.players) for deal in deals)
    return seated - sum(len(deal.players) - 1 for deal in refused_deals)


def traced_peak(ruleset, deals: list) -> int:
    """Peak memory (bytes) the scoring of ``deals`` allocates beyond the deals themselves:
    one more pass under tracemalloc (slower, so not timed). Results are dropped as they
    come, as the score command and the site do."""
    tracemalloc.start()
    tracemalloc.reset_peak()
    base = tracemalloc.get_traced_memory()[0]
    for deal in deals:
        with contextlib.suppress(ScoringError):
            ruleset.score(deal)
    peak = tracemalloc.get_traced_memory()[1] - base
    tracemalloc.stop()
    return peak


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", "--hands", type=int, default=10_000, dest="deals")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument(
        "--repeat", type=int, default=3, help="best of N timed passes, each over new deals"
    )
    parser.add_argument("--rulesets", nargs="*", default=list(RULESET_IDS))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = []
    for ruleset_id in args.rulesets:
        try:
            rows.append(measure(ruleset_id, args.deals, args.seed, args.repeat))
        except UnknownRuleset as exc:
            print(f"{ruleset_id}: skipped ({exc})", file=sys.stderr)
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    print(
        f"Python {platform.python_version()} on {platform.machine()}, one core, best of {args.repeat}"
    )
    print(
        f"{'ruleset':<9} {'deals':>7} {'scored':>7} {'refused':>8} {'hands':>7} {'seconds':>8} "
        f"{'deals/s':>9} {'hands/s':>9} {'peak KiB':>9}"
    )
    for r in rows:
        print(
            f"{r['ruleset']:<9} {r['deals']:>7} {r['scored']:>7} {r['refused']:>8} "
            f"{r['hands']:>7} {r['seconds']:>8.3f} {r['deals_per_second']:>9} "
            f"{r['hands_per_second']:>9} {r['peak_kib']:>9}"
        )
    print("hands: the players' hands the deals hold that the ruleset scores (module docstring)")
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"peak KiB: scoring's own allocations (tracemalloc); process max RSS {rss} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
