"""The demo's riichi tournament: 16 of the club's members play 4 hanchan on a Sunday, each
game to its end as on the club evening (``demo.riichi.demo_hanchan``), seated in order,
then across, then in two fixed shuffles; finished, its standings with uma (no season: its
scores are in thousands)."""

import datetime
import random
from collections.abc import Sequence

from django.contrib.auth.models import User

from tournaments.clubs.models import Club, Member
from tournaments.demo import data
from tournaments.demo.play import chunks, demo_round
from tournaments.demo.riichi import RULESET, demo_hanchan
from tournaments.events.models import Event, EventKind, EventStatus, RoundStatus
from tournaments.events.services.events import event_create, event_status_set
from tournaments.events.services.registrations import participant_register
from tournaments.events.services.rounds import round_status_set
from tournaments.play.services.tables import table_seat

ROUND_TIMES = (
    ((10, 0), (11, 45)),
    ((12, 30), (14, 15)),
    ((14, 30), (16, 15)),
    ((16, 30), (18, 15)),
)
SUNDAY = 6


def demo_riichi_tournament(
    *, club: Club, members: Sequence[Member], scorekeeper: User, today: datetime.date
) -> Event | None:
    """Last Sunday's riichi tournament of 16 of the club's ``members`` and 4 hanchan (made once), finished."""
    if Event.objects.filter(slug=data.RIICHI_TOURNAMENT_SLUG).exists():
        return None
    day = today - datetime.timedelta(days=(today.weekday() - SUNDAY) % 7 or 7)
    event = event_create(
        club=club,
        season=None,
        kind=EventKind.TOURNAMENT,
        name="Riichi-toernooi (demo)",
        slug=data.RIICHI_TOURNAMENT_SLUG,
        date=day,
        start_time=datetime.time(10, 0),
        end_time=datetime.time(18, 15),
        venue=data.VENUE,
        round_count=len(ROUND_TIMES),
        ruleset=RULESET,
        status=EventStatus.IN_PROGRESS,  # played first, then finished
        scorekeepers=[scorekeeper],
    )
    # the riichi evening's players first, then the club's others from the top of the list
    first = data.RIICHI_FIRST_MEMBER
    players = [members[(first + i) % len(members)] for i in range(data.RIICHI_TOURNAMENT_PLAYERS)]
    participant_register(event=event, members=players)
    rng = random.Random(2052)
    for number, (start, end) in enumerate(ROUND_TIMES, start=1):
        if number == 1:
            tables = chunks(players, 4)
        elif number == 2:
            tables = [players[t::4] for t in range(4)]
        else:
            tables = chunks(rng.sample(players, len(players)), 4)
        round_ = demo_round(
            event=event, number=number, day=day, start=start, end=end, status=RoundStatus.CLOSED
        )
        round_status_set(round_=round_, status=RoundStatus.IN_PROGRESS)
        for table_number, sitters in enumerate(tables, start=1):
            table = table_seat(round_=round_, number=table_number, sitters=sitters)
            demo_hanchan(table=table, rng=rng, scorekeeper=scorekeeper)
        round_status_set(round_=round_, status=RoundStatus.CLOSED)
    event_status_set(event=event, status=EventStatus.FINISHED)
    return event
