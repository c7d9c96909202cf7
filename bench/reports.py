"""Benchmark the reports: season standings of 50 evenings × 40 players, printing the
score sheets and table cards of 25 tables, 25 winners' certificates, and the members xlsx
of 10,000 members.

    DATABASE_URL=sqlite:////tmp/bench.sqlite3 python bench/reports.py

Builds its data in a throw-away SQLite database (never the site's), then reports the
median of several runs and the number of SQL queries. Aims: season standings under
150 ms, score sheets for 25 tables under 5 s, 25 certificates under 5 s.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> None:
    workdir = tempfile.mkdtemp(prefix="clubsite-bench-")
    os.environ["DATABASE_URL"] = f"sqlite:///{workdir}/bench.sqlite3"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubsite.settings")
    os.environ.setdefault("LOG_LEVEL", "WARNING")
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    call_command("migrate", verbosity=0)

    from tests.tournaments.reports.season_data import build_season
    from tournaments.events.models import Event
    from tournaments.reports.printing import score_sheets_pdf, table_cards_pdf
    from tournaments.reports.selectors.results import season_report

    started = time.perf_counter()
    season = build_season(evenings=50, players=40, slug="bench")
    print(f"built 50 evenings × 40 players in {time.perf_counter() - started:.1f} s")
    season = type(season).objects.select_related("club").get(pk=season.pk)

    def timed(fn, runs: int) -> tuple[float, float, int]:
        """Median wall time, median CPU time of this process, and the queries of one run.

        On a shared machine the wall time includes waiting for a CPU; the CPU time is
        what the work costs."""
        walls, cpus, queries = [], [], 0
        for _ in range(runs):
            with CaptureQueriesContext(connection) as ctx:
                wall, cpu = time.perf_counter(), time.process_time()
                fn()
                walls.append(time.perf_counter() - wall)
                cpus.append(time.process_time() - cpu)
            queries = len(ctx.captured_queries)
        return statistics.median(walls), statistics.median(cpus), queries

    def peak_mib(fn) -> float:
        """Peak memory one run allocates (tracemalloc; a separate, untimed run)."""
        tracemalloc.start()
        base = tracemalloc.get_traced_memory()[0]
        fn()
        peak = tracemalloc.get_traced_memory()[1] - base
        tracemalloc.stop()
        return peak / 2**20

    wall, cpu, queries = timed(lambda: season_report(season=season), runs=7)
    peak = peak_mib(lambda: season_report(season=season))
    print(
        f"season standings (50 × 40): {wall * 1000:.0f} ms wall, {cpu * 1000:.0f} ms CPU "
        f"(median of 7), {queries} queries, peak {peak:.1f} MiB"
    )

    build_season(evenings=1, players=100, slug="bench-tables", rounds=1)  # 25 tables
    event = Event.objects.select_related("club").get(slug="bench-tables-1")
    wall, cpu, queries = timed(lambda: score_sheets_pdf(event=event, round_number=1), runs=3)
    peak = peak_mib(lambda: score_sheets_pdf(event=event, round_number=1))
    print(
        f"score sheets, 25 tables (25 pages): {wall:.2f} s wall, {cpu:.2f} s CPU, {queries} "
        f"queries, peak {peak:.0f} MiB"
    )
    wall, cpu, _q = timed(
        lambda: score_sheets_pdf(event=event, round_number=1, filled=True), runs=3
    )
    print(f"filled sheets, 25 tables: {wall:.2f} s wall, {cpu:.2f} s CPU")
    wall, cpu, _q = timed(lambda: table_cards_pdf(event=event, round_number=1), runs=3)
    print(f"table cards, 25 tables: {wall:.2f} s wall, {cpu:.2f} s CPU")

    from tournaments.clubs.models import Club, Member
    from tournaments.core.exports.renderers import render
    from tournaments.reports.exporters import MembersExporter

    club = Club.objects.create(name="Bench members", slug="bench-members")
    Member.objects.bulk_create(
        Member(
            club=club,
            first_name=f"Voornaam{i}",
            last_name=f"Achternaam{i}",
            member_number=f"{i:05d}",
        )
        for i in range(10_000)
    )
    wall, cpu, _q = timed(lambda: render(MembersExporter(club), "xlsx"), runs=3)
    print(f"members xlsx, 10,000 rows: {wall:.2f} s wall, {cpu:.2f} s CPU")

    from tournaments.reports.prizes import certificates_pdf, event_certificates

    count = len(event_certificates(event=event, places=25))
    wall, cpu, queries = timed(lambda: certificates_pdf(event=event, places=25), runs=3)
    print(
        f"certificates, places 1-25 ({count} pages, A4 landscape): {wall:.2f} s wall, "
        f"{cpu:.2f} s CPU, {queries} queries"
    )
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"(load average {load:.1f} on {os.cpu_count()} CPUs while measuring)")
    import resource

    print(f"process max RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")


if __name__ == "__main__":
    main()
