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
from tournaments.demo.play import demo_event, demo_last, demo_rounds
from tournaments.demo.riichi import RULESET, demo_hanchan
from tournaments.events.models import Event, EventKind, EventStatus
from tournaments.events.services.events import event_status_set
from tournaments.events.services.registrations import participant_register

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
    day = demo_last(today, SUNDAY)
    event = demo_event(
        club=club,
        season=None,
        kind=EventKind.TOURNAMENT,
        name="Riichi-toernooi (demo)",
        slug=data.RIICHI_TOURNAMENT_SLUG,
        day=day,
        start=(10, 0),
        end=(18, 15),
        round_count=len(ROUND_TIMES),
        ruleset=RULESET,
        scorekeepers=[scorekeeper],
    )
    # the riichi evening's players first, then the club's others from the top of the list
    first = data.RIICHI_FIRST_MEMBER
    players = [members[(first + i) % len(members)] for i in range(data.RIICHI_TOURNAMENT_PLAYERS)]
    participant_register(event=event, members=players)
    demo_rounds(
        event=event,
        day=day,
        times=ROUND_TIMES,
        players=players,
        rng=random.Random(2052),
        scorekeeper=scorekeeper,
        play=demo_hanchan,
    )
    event_status_set(event=event, status=EventStatus.FINISHED)
    return event
