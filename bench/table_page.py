"""Benchmark the table page (GET, as the scorekeeper: entry form, hands, penalties, clock)
at a table that holds 4, 16 and 64 hands, in process (Django's test client, no server).

    python bench/table_page.py               # median of 15 GETs per size, a table
    python bench/table_page.py --json        # machine-readable
    python bench/table_page.py --sizes 64 --runs 30 --lang en
    python bench/table_page.py --profile 64  # where the time goes (cProfile, CPU time),
                                             # after the timed runs

Builds its data in a throw-away SQLite database (never the site's) and renders with DEBUG
off, as a server does. Prints, per size, the median and the best wall time of a GET and the
median CPU time (what a shared, busy box disturbs least), after one untimed GET that fills
the caches a running server has warm (compiled templates, translations, URL resolvers);
then the SQL queries of one more GET and the bytes of HTML. The queries should not grow
with the hands; the time grows only with the rows the page shows.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SIZES = (4, 16, 64)


def _profile(get, runs: int) -> None:
    """Profile ``runs`` calls of ``get`` by CPU time (cProfile with ``process_time``: on a
    shared box a wall-clock profile counts the time the process waited for a core)."""
    import cProfile
    import pstats

    profiler = cProfile.Profile(time.process_time)
    profiler.enable()
    for _ in range(runs):
        get()
    profiler.disable()
    stats = pstats.Stats(profiler)
    stats.sort_stats("cumulative").print_stats(45)
    stats.sort_stats("tottime").print_stats(30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--lang", default="nl", help="the page's language (nl, en, de)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--profile", type=int, metavar="HANDS", help="profile at this size")
    args = parser.parse_args()
    workdir = tempfile.mkdtemp(prefix="clubsite-bench-")
    os.environ["DATABASE_URL"] = f"sqlite:///{workdir}/bench.sqlite3"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubsite.settings")
    os.environ.setdefault("LOG_LEVEL", "WARNING")
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command
    from django.db import connection, reset_queries
    from django.test import Client
    from django.test.utils import CaptureQueriesContext
    from django.urls import reverse

    # As a server runs: no setup_test_environment() (its instrumented Template.render copies
    # the context for every template, for the test client's response.templates), and DEBUG
    # off (DEBUG logs every query, and on SQLite quotes its parameters with one more query;
    # the settings' DEBUG-only static storage and whitenoise finders stay, nothing collected)
    settings.DEBUG = False
    settings.ALLOWED_HOSTS = ["*"]
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    call_command("migrate", verbosity=0)

    from tests.factories import ClubFactory, MemberFactory, RoundFactory, UserFactory
    from tournaments.play.services.hand_entry import hand_enter
    from tournaments.play.services.tables import table_seat

    club = ClubFactory(slug="bench-table")
    user = UserFactory(username="keeper", roles=["scorekeeper"])
    MemberFactory(club=club, user=user)
    client = Client(headers={"accept-language": args.lang})
    client.force_login(user)
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = args.lang
    # East wins every hand: the dealer keeps the deal, so the game never ends.
    east_wins = {"result": {"kind": "win", "winner": "E", "discarder": "S"}}
    east_wins["quick"] = {"points": {"E": 40, "S": 0, "W": 10, "N": 4}}

    results = []
    sizes = sorted(set(args.sizes) | ({args.profile} if args.profile else set()))
    urls = {}
    for event_number, size in enumerate(sizes, start=1):
        round_ = RoundFactory(event__club=club, event__ruleset="nmb", number=1)
        round_.event.slug = f"bench-{event_number}"
        round_.event.save(update_fields=["slug"])
        table = table_seat(
            round_=round_, number=1, sitters=MemberFactory.create_batch(4, club=club)
        )
        for _ in range(size):
            hand_enter(table=table, entry=east_wins)
        kw = {"slug": round_.event.slug, "round_number": 1, "table_number": 1}
        url = urls[size] = reverse("play_table", kwargs=kw)
        first = client.get(url)  # untimed: compiled templates, translations, resolvers
        assert first.status_code == 200, first.status_code
        if size not in args.sizes:
            continue
        reset_queries()  # a request empties the log: counted from empty
        with CaptureQueriesContext(connection) as ctx:  # counted apart: logging them costs
            client.get(url)
        queries = len(ctx.captured_queries)  # the next request empties the log
        walls: list[float] = []
        cpus: list[float] = []
        for _ in range(args.runs):
            started, cpu = time.perf_counter(), time.process_time()
            response = client.get(url)
            walls.append(time.perf_counter() - started)
            cpus.append(time.process_time() - cpu)
            assert response.status_code == 200, response.status_code
        results.append(
            {
                "hands": size,
                "median_ms": round(statistics.median(walls) * 1000, 1),
                "best_ms": round(min(walls) * 1000, 1),
                "cpu_ms": round(statistics.median(cpus) * 1000, 1),
                "queries": queries,
                "bytes": len(response.content),
            }
        )
    if args.json:
        print(json.dumps({"lang": args.lang, "runs": args.runs, "sizes": results}, indent=2))
    else:
        print(f"table page ({args.lang}), median of {args.runs} GETs")
        print(
            f"{'hands':>6} {'median ms':>10} {'best ms':>8} {'cpu ms':>7} {'queries':>8} {'bytes':>8}"
        )
        for r in results:
            print(
                f"{r['hands']:>6} {r['median_ms']:>10.1f} {r['best_ms']:>8.1f} {r['cpu_ms']:>7.1f}"
                f" {r['queries']:>8} {r['bytes']:>8}"
            )
    if args.profile:
        url = urls[args.profile]
        _profile(lambda: client.get(url), args.runs)


if __name__ == "__main__":
    main()
