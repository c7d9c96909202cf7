"""Benchmark one hand save at a table that already holds 4, 16, 64 and 128 hands: the POST
of the entry form (quick entry) plus the table page it redirects to, as a scorekeeper's
phone sees it, in process (Django's test client, no server).

    python bench/hand_save.py            # median of 7 saves per size
    python bench/hand_save.py --runs 3

Builds its data in a throw-away SQLite database (never the site's). Prints, per size, the
median wall time of save + redirect (each run adds a hand: ``size`` to ``size + runs - 1``
hands) and the SQL queries of the first save + redirect, at ``size`` hands. The queries
should not grow with the number of hands already at the table; the time grows only with
the rows the table page shows.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SIZES = (4, 16, 64, 128)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
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
    from django.test.utils import CaptureQueriesContext, setup_test_environment
    from django.urls import reverse

    setup_test_environment()
    settings.ALLOWED_HOSTS = ["*"]
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    call_command("migrate", verbosity=0)

    from tests.factories import ClubFactory, MemberFactory, RoundFactory, UserFactory
    from tournaments.play.services.hand_entry import hand_enter
    from tournaments.play.services.tables import table_seat

    club = ClubFactory(slug="bench-save")
    user = UserFactory(username="keeper", roles=["scorekeeper"])
    MemberFactory(club=club, user=user)
    client = Client()
    client.force_login(user)
    # East wins every hand: the dealer keeps the deal, so the game never ends.
    east_wins = {"result": {"kind": "win", "winner": "E", "discarder": "S"}}
    east_wins["quick"] = {"points": {"E": 40, "S": 0, "W": 10, "N": 4}}

    print(f"{'hands':>6} {'ms':>8} {'queries':>8}")
    for event_number, size in enumerate(SIZES, start=1):
        round_ = RoundFactory(event__club=club, event__ruleset="nmb", number=1)
        round_.event.slug = f"bench-{event_number}"
        round_.event.save(update_fields=["slug"])
        table = table_seat(
            round_=round_, number=1, sitters=MemberFactory.create_batch(4, club=club)
        )
        for _ in range(size):
            hand_enter(table=table, entry=east_wins)
        kw = {"slug": round_.event.slug, "round_number": 1, "table_number": 1}
        url = reverse("play_hand_create", kwargs=kw)
        walls: list[float] = []
        queries: list[int] = []
        for run in range(args.runs):  # each save adds a hand: sizes n, n + 1, ...
            data = {"mode": "quick", "kind": "win", "winner": "E", "discarder": "S"}
            data |= {"points_E": 40, "points_S": 0, "points_W": 10, "points_N": 4}
            data["number"] = size + run + 1
            reset_queries()  # the log keeps 9,000 queries: counted from empty
            with CaptureQueriesContext(connection) as ctx:
                started = time.perf_counter()
                response = client.post(url, data, follow=True)
                walls.append(time.perf_counter() - started)
            assert response.status_code == 200, response.status_code
            assert response.redirect_chain, "the save did not redirect"
            queries.append(len(ctx.captured_queries))
        # the time: median of the runs; the queries: of the first save, at ``size`` hands
        print(f"{size:>6} {statistics.median(walls) * 1000:>8.1f} {queries[0]:>8}")


if __name__ == "__main__":
    main()
