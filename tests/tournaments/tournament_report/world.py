"""A small finished MCR tournament whose report is counted by hand (test_report.py).

Eight members, two rounds of two tables. Round 2 is played the next day, and a
substitute (S, from France) takes H's seat in it. Hands:

=====  =====  ======================================  ======
round  table  hand                                    points
=====  =====  ======================================  ======
1      1      A wins self-drawn (tiles entered)       40
1      1      B wins on C's discard                   12
1      1      exhaustive draw
1      2      E wins on F's discard, a limit hand     88
1      2      G's false Mahjong
2      1      C wins self-drawn                       20
2      2      S (for H) wins on B's discard           30
2      2      dead wall
=====  =====  ======================================  ======

A penalty of 10 points is given to G in round 2 (another, cancelled, to A).
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence

from django.utils import timezone

from tests.factories import (
    ClubFactory,
    EventFactory,
    HandFactory,
    HandResultFactory,
    MemberFactory,
    RoundFactory,
    SeatFactory,
    TableFactory,
)
from tournaments.clubs.models import Member
from tournaments.events.models import Event, EventKind, EventStatus
from tournaments.penalties.models import Penalty
from tournaments.play.models import HandResultKind, Seat, Table

DAY = datetime.date(2026, 5, 9)
WINNING_TILES = {
    "melds": [{"kind": "pung", "tiles": ["b1", "b1", "b1"]}],
    "concealed": ["c1", "c2", "c3", "k5", "k5", "E", "E", "E", "Rd", "Rd", "Rd"],
    "bonus": ["f1"],
}
ELEMENT = {"id": "mcr.all_pungs", "name": "All Pungs", "name_en": "All Pungs", "value": 6}
LIMIT = {"id": "mcr.big_four_winds", "name": "Big Four Winds", "unit": "limit", "value": 88}


def _hand(
    table: Table,
    seats: Sequence[Seat],
    number: int,
    kind: str,
    *,
    winner: int | None = None,
    discarder: int | None = None,
    points: int = 0,
    elements: Sequence[dict[str, object]] = (),
    tiles: dict[str, object] | None = None,
    claimant: int | None = None,
) -> None:
    result: dict[str, object] = {"kind": kind}
    for key, index in (("winner", winner), ("discarder", discarder), ("claimant", claimant)):
        if index is not None:
            result[key] = seats[index].wind
    entry: dict[str, object] = {"ruleset": "mcr", "result": result}
    if tiles is not None and winner is not None:
        entry["players"] = {seats[winner].wind: tiles}
    hand = HandFactory(
        table=table,
        number=number,
        result_kind=kind,
        winner=seats[winner] if winner is not None else None,
        discarder=seats[discarder] if discarder is not None else None,
        claimant=seats[claimant] if claimant is not None else None,
        entry=entry,
    )
    for i, seat in enumerate(seats):
        if winner is None:
            settlement = -30 if i == claimant else 10 if claimant is not None else 0
        elif i == winner:
            settlement = 3 * (points + 8) if discarder is None else points + 24
        else:
            settlement = -(points + 8) if discarder is None or i == discarder else -8
        HandResultFactory(
            hand=hand,
            seat=seat,
            wind=seat.wind,
            points=points if i == winner else 0,
            settlement=settlement,
            elements=list(elements) if i == winner else [],
        )


def _table(round_, number: int, members: Sequence[Member], subs: dict[int, Member]) -> tuple:
    table = TableFactory(round=round_, number=number)
    seats = [
        SeatFactory(table=table, member=m, wind="ESWN"[i], position=i, substitute_for=subs.get(i))
        for i, m in enumerate(members)
    ]
    return table, seats


def small_tournament(*, public: bool = True, status: str = EventStatus.FINISHED) -> Event:
    club = ClubFactory(slug="report-club", public_results=public, language="nl")
    countries = dict(A="NL", B="NL", C="DE", D="BE", E="NL", F="NL", G="NL", H="NL", S="FR")
    m = {
        key: MemberFactory(club=club, first_name=key, last_name=f"Player{key}", country=c)
        for key, c in countries.items()
    }
    event = EventFactory(
        club=club,
        kind=EventKind.TOURNAMENT,
        ruleset="mcr",
        date=DAY,
        status=status,
        name="Report Open",
        slug="report-open",
        ema_qualifying=True,
        finished_at=timezone.now() if status == EventStatus.FINISHED else None,
    )
    next_day = timezone.make_aware(datetime.datetime.combine(DAY, datetime.time(10)))
    r1 = RoundFactory(event=event, number=1)
    r2 = RoundFactory(event=event, number=2, started_at=next_day + datetime.timedelta(days=1))
    t, s = _table(r1, 1, [m["A"], m["B"], m["C"], m["D"]], {})
    _hand(t, s, 1, HandResultKind.WIN, winner=0, points=40, elements=[ELEMENT], tiles=WINNING_TILES)
    _hand(t, s, 2, HandResultKind.WIN, winner=1, discarder=2, points=12)
    _hand(t, s, 3, HandResultKind.DRAW)
    Penalty.objects.create(
        table=t, seat=s[0], points=5, reason="slow_play", mode="deducted", shares={"E": -5},
        given_at=timezone.now(), cancelled_at=timezone.now(),
    )  # fmt: skip
    t, s = _table(r1, 2, [m["E"], m["F"], m["G"], m["H"]], {})
    _hand(t, s, 1, HandResultKind.WIN, winner=0, discarder=1, points=88, elements=[LIMIT])
    _hand(t, s, 2, HandResultKind.FALSE_MAHJONG, claimant=2)
    t, s = _table(r2, 1, [m["A"], m["C"], m["E"], m["G"]], {})
    _hand(t, s, 1, HandResultKind.WIN, winner=1, points=20)
    Penalty.objects.create(
        table=t, seat=s[3], points=10, reason="slow_play", mode="deducted", shares={"N": -10},
        given_at=timezone.now(),
    )  # fmt: skip
    t, s = _table(r2, 2, [m["B"], m["D"], m["F"], m["S"]], {3: m["H"]})
    _hand(t, s, 1, HandResultKind.WIN, winner=3, discarder=0, points=30)
    _hand(t, s, 2, HandResultKind.DEAD_WALL)
    return event


def sized_tournament(*, tables: int, rounds: int, slug: str) -> Event:
    """A finished tournament of ``tables`` × 4 players and ``rounds`` rounds, every table
    with a won hand and a draw (the query-count test's two sizes)."""
    club = ClubFactory(slug=f"{slug}-club")
    players = [MemberFactory(club=club, country="NL" if i % 3 else "DE") for i in range(4 * tables)]
    event = EventFactory(
        club=club, kind=EventKind.TOURNAMENT, ruleset="mcr", slug=slug, status=EventStatus.FINISHED,
        finished_at=timezone.now(),
    )  # fmt: skip
    for number in range(1, rounds + 1):
        round_ = RoundFactory(event=event, number=number)
        shift = number - 1
        order = players[shift:] + players[:shift]
        for t in range(tables):
            table, seats = _table(round_, t + 1, order[4 * t : 4 * t + 4], {})
            _hand(
                table, seats, 1, HandResultKind.WIN, winner=t % 4, points=8 + t, tiles=WINNING_TILES
            )
            _hand(table, seats, 2, HandResultKind.DRAW)
    return event
