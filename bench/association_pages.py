"""An association's pages against the demo's (issue 44): the same pages timed, with
their query counts, on a database filled by ``bench/association.py`` and on one with the
demo (``seed_demo``), each page's time as a multiple of the demo's, and the slowest
queries EXPLAINed (PostgreSQL: ``EXPLAIN ANALYZE``).

    service postgresql start
    su postgres -c "createdb -O clubsite clubsite_assoc; createdb -O clubsite clubsite_demo"
    python bench/association_pages.py --scale 0.5 \\
        --database-url postgres://clubsite:clubsite@localhost/clubsite_assoc \\
        --demo-database-url postgres://clubsite:clubsite@localhost/clubsite_demo

Without ``--database-url`` (``make bench``): 1 % and the demo in temporary SQLite files.
``--scale``: fill the (empty) association database first with ``bench/association.py``
(0.5: 150 clubs, ~500,000 hands, ~6.5 minutes on PostgreSQL); without it the database
is measured as it is.

The demo database is migrated and seeded when it has no demo club yet. Pages are asked
anonymously (the clubs publish their results), with the public page cache off; each is
asked once to warm up, then ``--runs`` times: the median time is reported.

Pages: an event's standings, a season's standings, the club's MERS ranking
(``/clubs/<club>/ranking/``), its rating (``/clubs/<club>/rating/``), the API's club
standings and the API's events list; the statistics: the club's (a season's and all
time), a player's page with its statistics section (all time, a season, an event), the
API's event and season statistics; the report of the club's latest finished tournament.

``--cold``: before each timed request, forget what the process keeps (the season standings,
ratings and charts kept per state of the club's results, ``reports.selectors.kept``): the
time of the first visitor after a change. Without it the timed requests find them kept.
``--new-process``: the same, but Django's cache kept (Redis with ``REDIS_URL``): the first
visitor of a new process or of another app server, once another has computed what depends
only on finished events (``kept.kept_across``) and drawn the charts (``kept.kept_shared``);
also the first visitor after an event finished, once the worker has computed them
(``reports.warming``).
``--after-hand``: before each timed request, a hand saved at tonight's evening of the club,
as the club's change stamp sees it (an evening in progress and its audit entry, written in a
transaction rolled back after the request): the first visitor during a club evening. What
depends only on finished events stays kept. PostgreSQL (SQLite gives a rolled-back audit
entry's id again, so the stamp repeats). ``--pages WORD``: only the pages whose name has it.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
ASSOC_CLUB = "assoc-0"


def _setup(database_url: str, demo: bool) -> None:
    sys.path.insert(0, str(ROOT))
    os.environ["DATABASE_URL"] = database_url
    os.environ["PUBLIC_PAGE_CACHE_SECONDS"] = "0"
    # the API's anonymous limit (60/min) counts in Django's cache, which with REDIS_URL
    # outlives a run: the next runs' API pages would time a 429
    os.environ["API_RATE_ANON"] = "100000/min"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubsite.settings")
    import django

    django.setup()
    if demo:
        from django.core.management import call_command

        from tournaments.clubs.models import Club
        from tournaments.demo import data

        call_command("migrate", "--no-input", verbosity=0)
        if not Club.objects.filter(slug=data.CLUB_SLUG).exists():
            call_command("seed_demo", verbosity=0, stdout=io.StringIO())


def _paths(demo: bool) -> dict[str, str]:
    """The pages: the demo club's and its tournament, or the association's first club
    and its last evening."""
    from tournaments.clubs.models import Club, Season
    from tournaments.events.models import Event

    if demo:
        from tournaments.demo import data

        club, event = Club.objects.get(slug=data.CLUB_SLUG), data.TOURNAMENT_SLUG
    else:
        club = Club.objects.get(slug=ASSOC_CLUB)
        event = Event.objects.filter(club=club).order_by("-date").values_list("slug", flat=True)[0]
    # the report of the club's latest finished tournament (the demo's: its spring one)
    finished = Event.objects.filter(club=club, kind="tournament", status="finished")
    report = finished.order_by("-date").values_list("slug", flat=True)[0]
    event_id = Event.objects.get(slug=event).pk
    year = Season.objects.filter(club=club).order_by("-year").values_list("year", flat=True)[0]
    member = club.members.order_by("pk").values_list("pk", flat=True)[0]
    return {
        "event standings": f"/events/{event}/standings/",
        "season standings": f"/clubs/{club.slug}/seasons/{year}/standings/",
        "club ranking": f"/clubs/{club.slug}/ranking/",
        "club rating": f"/clubs/{club.slug}/rating/",
        "API club standings": f"/api/v1/clubs/{club.slug}/standings/",
        "API events list": f"/api/v1/clubs/{club.slug}/events/",
        "club statistics": f"/clubs/{club.slug}/statistics/?year={year}",
        "club statistics, all time": f"/clubs/{club.slug}/statistics/",
        "player page with statistics": f"/clubs/{club.slug}/players/{member}/",
        "player page, a season's statistics": f"/clubs/{club.slug}/players/{member}/?period={year}",
        "player page, an event's statistics": (
            f"/clubs/{club.slug}/players/{member}/?period=e{event_id}"
        ),
        "API event statistics": f"/api/v1/events/{event}/statistics/",
        "API season statistics": f"/api/v1/clubs/{club.slug}/seasons/{year}/statistics/",
        "tournament report": f"/events/{report}/report/",
    }


def _explain(sql: str, params: Any) -> str:
    from django.db import connection

    prefix = "EXPLAIN QUERY PLAN " if connection.vendor == "sqlite" else "EXPLAIN ANALYZE "
    with connection.cursor() as cursor:
        cursor.execute(prefix + sql, params)
        return "\n".join(" ".join(str(c) for c in row) for row in cursor.fetchall())


def _forget(shared: bool = True) -> None:
    """What a process keeps between requests, forgotten (``--cold``); with ``shared=False``
    Django's cache stays (``--new-process``)."""
    from django.core.cache import cache

    from tournaments.reports import bar_charts, line_charts
    from tournaments.reports.selectors.kept import kept_clear

    if shared:
        cache.clear()
    kept_clear()
    line_charts._line_chart_kept.cache_clear()
    bar_charts._bar_chart_kept.cache_clear()


def _hand_tonight() -> None:
    """What a hand saved at tonight's evening of the club changes of its change stamp
    (``--after-hand``): an evening in progress and an audit entry about it."""
    from django.utils import timezone

    from tournaments.audit.models import AuditEntry
    from tournaments.clubs.models import Club
    from tournaments.events.models import Event, EventStatus

    club = Club.objects.get(slug=ASSOC_CLUB)
    evening = Event.objects.create(
        club=club, name="Tonight", slug=f"bench-tonight-{time.monotonic_ns()}",
        date=timezone.localdate(), ruleset=club.default_ruleset, status=EventStatus.IN_PROGRESS,
    )  # fmt: skip
    AuditEntry.objects.create(
        club=club, event=evening, action="hand.enter", object_type="play.hand", object_id="0"
    )


def _page(path: str, runs: int, explain: bool, mode: str = "warm") -> dict[str, Any]:
    from django.db import connection, transaction
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    client = Client(HTTP_HOST="localhost")
    client.get(path)  # warm: imports, templates
    times, cpu, sql, statuses, captured = [], [], [], set(), []
    for _ in range(runs):
        if mode in ("cold", "process"):
            _forget(shared=mode == "cold")
        with transaction.atomic():  # --after-hand: tonight's hand is rolled back after
            if mode == "hand":
                _hand_tonight()
            started, started_cpu = time.perf_counter(), time.process_time()
            with CaptureQueriesContext(connection) as queries:
                statuses.add(client.get(path).status_code)
            transaction.set_rollback(True)
        times.append(1000 * (time.perf_counter() - started))
        cpu.append(1000 * (time.process_time() - started_cpu))  # this process: Python's share
        captured = queries.captured_queries
        sql.append(1000 * sum(float(q["time"]) for q in captured))
    slowest = max(captured, key=lambda q: float(q["time"])) if captured else None
    figures: dict[str, Any] = {
        "path": path,
        "status": sorted(statuses),
        "ms": round(statistics.median(times), 1),
        "cpu_ms": round(statistics.median(cpu), 1),
        "sql_ms": round(statistics.median(sql), 1),
        "queries": len(captured),
        "slowest_query_ms": round(1000 * float(slowest["time"]), 1) if slowest else 0.0,
    }
    if explain and slowest is not None:
        figures["slowest_sql"] = slowest["sql"][:600]
        figures["explain"] = _explain(slowest["sql"], None)
    return figures


def _one(args: argparse.Namespace) -> dict[str, Any]:
    _setup(args.database_url, args.demo)
    from django.db import connection

    from tournaments.play.models import Hand

    pages = {
        name: _page(path, args.runs, args.explain, args.mode)
        for name, path in _paths(args.demo).items()
        if args.pages in name
    }
    return {"database": connection.vendor, "hands": Hand.objects.count(), "pages": pages}


def _measure(
    database_url: str, demo: bool, runs: int, explain: bool, args: argparse.Namespace
) -> dict[str, Any]:
    """One database's figures, measured in a process of its own (one Django setup each)."""
    command = [sys.executable, __file__, "--one", "--database-url", database_url]
    command += (
        ["--runs", str(runs)] + (["--demo"] if demo else []) + (["--explain"] if explain else [])
    )
    modes = {"cold": "--cold", "process": "--new-process", "hand": "--after-hand"}
    command += [modes[args.mode]] if args.mode in modes else []
    command += ["--pages", args.pages]
    done = subprocess.run(command, capture_output=True, text=True, check=True, cwd=ROOT)
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))  # the figures: the last line


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database-url", default="", help="filled by bench/association.py")
    parser.add_argument("--demo-database-url", default="", help="the demo's (seeded if empty)")
    parser.add_argument("--scale", type=float, default=0.0, help="fill it first (association.py)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--cold", action="store_true", help="forget what is kept before each")
    parser.add_argument(
        "--new-process", action="store_true", help="forget what is kept but Django's cache"
    )
    parser.add_argument(
        "--after-hand", action="store_true", help="a hand saved tonight before each"
    )
    parser.add_argument("--pages", default="", help="only the pages whose name has this")
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--demo", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--explain", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    args.mode = (
        "cold"
        if args.cold
        else "process"
        if args.new_process
        else "hand"
        if args.after_hand
        else "warm"
    )
    if args.one:
        print(json.dumps(_one(args)))
        return 0
    folder = tempfile.TemporaryDirectory(prefix="clubsite-assoc-pages-")
    if not args.database_url:  # ``make bench``: 1 % and the demo in SQLite files of its own
        args.scale = args.scale or 0.01
        args.database_url = f"sqlite:///{folder.name}/assoc.sqlite3"
        args.demo_database_url = args.demo_database_url or f"sqlite:///{folder.name}/demo.sqlite3"
    if args.scale:  # an empty database: the association's season first
        fill = [sys.executable, str(ROOT / "bench" / "association.py"), "--scale", str(args.scale)]
        subprocess.run([*fill, "--database-url", args.database_url], check=True, cwd=ROOT)
    assoc = _measure(args.database_url, False, args.runs, True, args)
    demo = (
        _measure(args.demo_database_url, True, args.runs, False, args)
        if args.demo_database_url
        else None
    )
    for name, page in assoc["pages"].items():
        if demo is not None:
            base = demo["pages"][name]
            page["demo_ms"], page["demo_queries"] = base["ms"], base["queries"]
            page["ratio"] = round(page["ms"] / max(base["ms"], 0.1), 1)
    figures = {"association": assoc, "demo": demo}
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    print(
        f"{assoc['hands']} hands on {assoc['database']}"
        + (f"; demo: {demo['hands']} hands" if demo else "")
    )
    print("| page | association | its CPU / SQL | demo | ratio |")
    print("| --- | --- | --- | --- | --- |")
    for name, page in assoc["pages"].items():
        base = f"{page.get('demo_ms', '–')} ms, {page.get('demo_queries', '–')} queries"
        print(
            f"| {name} | {page['ms']} ms, {page['queries']} queries"
            f" | {page['cpu_ms']} / {page['sql_ms']} ms | {base} | {page.get('ratio', '–')}× |"
        )
    for name, page in assoc["pages"].items():
        print(
            f"\n{name} {page['path']} {page['status']}: slowest query {page['slowest_query_ms']} ms"
        )
        print("  " + page.get("explain", "").replace("\n", "\n  "))
    return 0 if all(p["status"] == [200] for p in assoc["pages"].values()) else 1


if __name__ == "__main__":
    sys.exit(main())
