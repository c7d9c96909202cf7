"""An association's season (issue 44): clubs × members × club evenings, about 1 M hands at
``--scale 1``, written with bulk inserts; then the standings and season pages timed with
their query counts, and the heaviest queries EXPLAINed.

    python bench/association.py                       # 1 %: 3 clubs, ~10,000 hands, SQLite file
    python bench/association.py --scale 0.05          # 15 clubs: ~50,000 hands
    python bench/association.py --scale 0.05 --database-url postgres://…/clubsite_assoc
    python bench/association.py --scale 0.05 --json

At scale 1: 300 clubs of 60 members, 40 finished club evenings each in one season, two
rounds of ten tables (40 of the 60 members come), about 4.2 hands per table: 300 × 40 × 2
× 10 × 4.2 ≈ 1 M hands, 4 M hand results; and 50 finished MCR tournaments of 32 players
and 4 rounds, hosted by the first 10 clubs and played by their members (so the MERS
ranking of a host club lists its members). ``--scale`` multiplies the clubs and tournaments.

Uses a fresh SQLite file in a temporary directory unless ``--database-url`` names a
database it may fill (it adds clubs named ``assoc-…``; run it on an empty database).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CLUBS, MEMBERS, EVENINGS, ROUNDS, TABLES = 300, 60, 40, 2, 10
#: the association's tournaments (MCR, 32 players, 4 rounds), hosted by its first clubs
TOURNAMENTS, HOSTS, T_PLAYERS, T_ROUNDS = 50, 10, 32, 4
WINDS = ("E", "S", "W", "N")
YEAR = 2026


def _django(database_url: str) -> None:
    sys.path.insert(0, str(ROOT))
    os.environ["DATABASE_URL"] = database_url
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubsite.settings")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", "--no-input", verbosity=0)


def _hand_rows(rng: random.Random, table: Any, seats: list[Any]) -> list[tuple[Any, list[Any]]]:
    from tournaments.play.models import Hand, HandResult

    rows = []
    for number in range(1, rng.choice((3, 4, 4, 5, 5)) + 1):
        winner = rng.choice(seats)
        points = {s.pk: rng.choice((0, 8, 16, 24)) for s in seats}
        points[winner.pk] = rng.choice((32, 48, 64, 96, 128))
        settle = {s.pk: points[s.pk] * 3 - sum(points.values()) + points[s.pk] for s in seats}
        hand = Hand(
            table=table,
            number=number,
            prevailing_wind="E",
            dealer=seats[0],
            result_kind="win",
            winner=winner,
            entry={"result": {"kind": "win", "winner": winner.wind}, "quick": {"points": {}}},
            entry_mode="quick",
        )
        results = [
            HandResult(seat=s, wind=s.wind, points=points[s.pk], settlement=settle[s.pk])
            for s in seats
        ]
        rows.append((hand, results))
    return rows


def _club(index: int, rng: random.Random) -> int:
    """One club, its members and its finished season; the number of hands written."""
    import datetime

    from django.db import transaction

    from tournaments.clubs.models import Member
    from tournaments.clubs.services.clubs import club_create
    from tournaments.clubs.services.seasons import season_get_or_create
    from tournaments.events.models import Event, EventStatus, Round, RoundStatus

    with transaction.atomic():
        club = club_create(name=f"Assoc club {index}", slug=f"assoc-{index}", public_results=True)
        season = season_get_or_create(club=club, year=YEAR)
        members = Member.objects.bulk_create(
            Member(club=club, first_name=f"P{i}", last_name=f"C{index}", member_number=f"A{i:03d}")
            for i in range(MEMBERS)
        )
        events = Event.objects.bulk_create(
            Event(
                club=club,
                season=season,
                name=f"Evening {e + 1}",
                slug=f"assoc-{index}-{e + 1}",
                date=datetime.date(YEAR, 1, 1) + datetime.timedelta(days=7 * e),
                kind="club_evening",
                status=EventStatus.FINISHED,
                ruleset=club.default_ruleset,
                round_count=ROUNDS,
            )
            for e in range(EVENINGS)
        )
        rounds = Round.objects.bulk_create(
            Round(event=event, number=r + 1, status=RoundStatus.CLOSED)
            for event in events
            for r in range(ROUNDS)
        )
        return _tables_played(rng, rounds, members, 4 * TABLES)


def _tables_played(rng: random.Random, rounds: list[Any], members: list[Any], size: int) -> int:
    """Seat ``size`` of ``members`` at every round's tables and write their hands."""
    from tournaments.play.models import Hand, HandResult, Seat, Table

    tables = Table.objects.bulk_create(
        Table(round=round_, number=t + 1) for round_ in rounds for t in range(size // 4)
    )
    seats: list[Seat] = []
    for start in range(0, len(tables), size // 4):  # one round's tables: each player once
        present = rng.sample(members, size)
        for t, table in enumerate(tables[start : start + size // 4]):
            seats += [
                Seat(table=table, round=table.round, member=m, wind=WINDS[p], position=p)
                for p, m in enumerate(present[4 * t : 4 * t + 4])
            ]
    seats = Seat.objects.bulk_create(seats)
    by_table: dict[int, list[Seat]] = {}
    for seat in seats:
        by_table.setdefault(seat.table_id, []).append(seat)
    written = [row for t in tables for row in _hand_rows(rng, t, by_table[t.pk])]
    hands = Hand.objects.bulk_create(hand for hand, _ in written)
    for hand, (_, results) in zip(hands, written, strict=True):
        for result in results:
            result.hand = hand
    HandResult.objects.bulk_create(r for _, results in written for r in results)
    return len(hands)


def _tournament(number: int, host: int, rng: random.Random) -> int:
    """A finished MCR tournament of the club ``assoc-<host>``; the number of hands written."""
    import datetime

    from django.db import transaction

    from tournaments.clubs.models import Club, Member
    from tournaments.events.models import Event, EventStatus, Round, RoundStatus

    with transaction.atomic():
        club = Club.objects.get(slug=f"assoc-{host}")
        event = Event.objects.create(
            club=club,
            name=f"Open {number + 1}",
            slug=f"assoc-open-{number + 1}",
            date=datetime.date(YEAR, 1, 3) + datetime.timedelta(days=7 * (number % 50)),
            kind="tournament",
            status=EventStatus.FINISHED,
            ruleset="mcr",
            round_count=T_ROUNDS,
        )
        rounds = Round.objects.bulk_create(
            Round(event=event, number=r + 1, status=RoundStatus.CLOSED) for r in range(T_ROUNDS)
        )
        return _tables_played(rng, rounds, list(Member.objects.filter(club=club)), T_PLAYERS)


def _timed(path: str) -> dict[str, Any]:
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    client = Client(HTTP_HOST="localhost")
    client.get(path)  # warm: imports, templates
    started = time.perf_counter()
    with CaptureQueriesContext(connection) as queries:
        status = client.get(path).status_code
    return {
        "path": path,
        "status": status,
        "ms": round(1000 * (time.perf_counter() - started), 1),
        "queries": len(queries.captured_queries),
        "slowest_sql": max(queries.captured_queries, key=lambda q: float(q["time"]))["sql"],
    }


def _explain(sql: str) -> str:
    from django.db import connection

    prefix = "EXPLAIN QUERY PLAN " if connection.vendor == "sqlite" else "EXPLAIN "
    with connection.cursor() as cursor:
        cursor.execute(prefix + sql)
        return "\n".join(" ".join(str(c) for c in row) for row in cursor.fetchall())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scale", type=float, default=0.01)
    parser.add_argument("--database-url", default="")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not 0 < args.scale <= 1:
        parser.error("--scale must be above 0 and at most 1")
    folder = tempfile.TemporaryDirectory(prefix="clubsite-assoc-")
    _django(args.database_url or f"sqlite:///{folder.name}/assoc.sqlite3")
    from django.db import connection

    clubs = max(1, round(CLUBS * args.scale))
    rng = random.Random(44)
    started = time.perf_counter()
    hands = sum(_club(i, rng) for i in range(clubs))
    tournaments = max(1, round(TOURNAMENTS * args.scale))
    hands += sum(_tournament(t, t % min(clubs, HOSTS), rng) for t in range(tournaments))
    generated = time.perf_counter() - started
    pages = [
        _timed(f"/clubs/assoc-0/seasons/{YEAR}/standings/"),
        _timed(f"/events/assoc-0-{EVENINGS}/standings/"),
        _timed(f"/clubs/assoc-{clubs - 1}/seasons/{YEAR}/standings/"),
    ]
    for page in pages:
        page["explain"] = _explain(page.pop("slowest_sql"))
    from django.test.utils import override_settings

    with override_settings(PUBLIC_PAGE_CACHE_SECONDS=60):  # the memory cache: one process
        cached = [_timed(page["path"]) for page in pages]  # warmed once, then timed
    for page, hit in zip(pages, cached, strict=True):
        page["cached"] = {"ms": hit["ms"], "queries": hit["queries"]}
    figures = {
        "scale": args.scale,
        "database": connection.vendor,
        "clubs": clubs,
        "tournaments": tournaments,
        "hands": hands,
        "hand_results": 4 * hands,
        "generated_seconds": round(generated, 1),
        "pages": pages,
    }
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print(
            f"{clubs} clubs, {hands} hands ({4 * hands} results) on {connection.vendor} "
            f"in {generated:.1f} s"
        )
        for page in pages:
            hit = page["cached"]
            print(
                f"{page['path']}: {page['status']}, {page['ms']} ms, {page['queries']} queries"
                f" (from the public cache: {hit['ms']} ms, {hit['queries']} queries)"
            )
            print("  slowest query's plan:", page["explain"].replace("\n", "\n    "))
    return 0 if all(p["status"] == 200 for p in pages) else 1


if __name__ == "__main__":
    sys.exit(main())
