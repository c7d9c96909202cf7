"""A generated season (bulk inserts): for the query-count tests and bench/reports.py."""

from __future__ import annotations

import datetime
import random

from django.db import connection

from tournaments.clubs.models import Club, Member, Season
from tournaments.events.models import Event, EventKind, EventStatus, Round, RoundStatus
from tournaments.play.models import Hand, HandResult, HandResultKind, Seat, Table

WINDS = ("E", "S", "W", "N")


def build_season(
    *,
    evenings: int = 50,
    players: int = 40,
    rounds: int = 2,
    hands_per_table: int = 4,
    seed: int = 1,
    slug: str = "bench-club",
    year: int = 2025,
) -> Season:
    """A club with ``players`` members and a season of ``evenings`` played club evenings.

    Every evening all members play ``rounds`` rounds at tables of four, with zero-sum
    hands. Built with ``bulk_create`` so 50 × 40 takes a second or two.
    """
    rng = random.Random(seed)
    club = Club.objects.create(name=f"Bench {slug}", slug=slug, public_results=True)
    season = Season.objects.create(club=club, year=year)
    members = Member.objects.bulk_create(
        Member(
            club=club,
            first_name=f"Player{i:02d}",
            last_name=f"Test{i:02d}",
            member_number=f"{i:04d}",
        )
        for i in range(1, players + 1)
    )
    start = datetime.date(year, 1, 7)
    events = Event.objects.bulk_create(
        Event(
            club=club,
            season=season,
            kind=EventKind.CLUB_EVENING,
            name=f"Clubavond {n + 1}",
            slug=f"{slug}-{n + 1}",
            date=start + datetime.timedelta(days=7 * (n % 52)),
            ruleset="nmb",
            round_count=rounds,
            status=EventStatus.FINISHED,
        )
        for n in range(evenings)
    )
    round_objs = Round.objects.bulk_create(
        Round(event=e, number=r + 1, status=RoundStatus.CLOSED)
        for e in events
        for r in range(rounds)
    )
    per_table = 4
    table_objs = Table.objects.bulk_create(
        Table(round=r, number=t + 1) for r in round_objs for t in range(players // per_table)
    )
    seats = []
    by_round: dict[int, list[Table]] = {}
    for table in table_objs:
        by_round.setdefault(table.round_id, []).append(table)
    for r in round_objs:
        order = members[:]
        rng.shuffle(order)
        for t_index, table in enumerate(by_round[r.pk]):
            for position, member in enumerate(
                order[t_index * per_table : (t_index + 1) * per_table]
            ):
                seats.append(
                    Seat(
                        table=table, round=r, member=member, wind=WINDS[position], position=position
                    )
                )
    seats = Seat.objects.bulk_create(seats)
    seats_by_table: dict[int, list[Seat]] = {}
    for seat in seats:
        seats_by_table.setdefault(seat.table_id, []).append(seat)
    hands = []
    for table in table_objs:
        table_seats = seats_by_table[table.pk]
        for number in range(1, hands_per_table + 1):
            winner = rng.choice(table_seats)
            hands.append(
                Hand(
                    table=table,
                    number=number,
                    dealer=table_seats[(number - 1) % 4],
                    result_kind=HandResultKind.WIN,
                    winner=winner,
                    entry={"result": {"kind": "win"}},
                )
            )
    hands = Hand.objects.bulk_create(hands)
    results = []
    for hand in hands:
        table_seats = seats_by_table[hand.table_id]
        payments = {s.pk: -rng.randrange(8, 400, 4) for s in table_seats if s.pk != hand.winner_id}
        for seat in table_seats:
            if seat.pk == hand.winner_id:
                results.append(
                    HandResult(
                        hand=hand,
                        seat=seat,
                        points=rng.randrange(20, 600, 2),
                        settlement=-sum(payments.values()),
                    )
                )
            else:
                results.append(
                    HandResult(
                        hand=hand,
                        seat=seat,
                        points=rng.randrange(0, 80, 2),
                        settlement=payments[seat.pk],
                    )
                )
    HandResult.objects.bulk_create(results, batch_size=2000)
    _refresh_planner_statistics()
    return season


def _refresh_planner_statistics() -> None:
    """PostgreSQL plans joins from table statistics, which autovacuum refreshes in a live
    database but not within a test that has just bulk-inserted 100,000 rows: without them
    it picks nested loops that take seconds. ANALYZE gives it what production would have."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE")
