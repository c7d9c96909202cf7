"""Finished MCR tournaments of the past months: the EMA ranking (MERS) lists the members
with two results or more, the club rating and the player pages' charts follow from the
same hands, and the latest one was played in teams (its team standings)."""

import datetime
import random
from collections.abc import Sequence

from django.contrib.auth.models import User

from tournaments.clubs.models import Club, Member
from tournaments.demo import data
from tournaments.demo.play import chunks, demo_round, demo_season, demo_seat_and_play
from tournaments.events.models import Event, EventKind, EventStatus, RoundStatus, TablePolicy
from tournaments.events.services.events import event_create, event_status_set
from tournaments.events.services.registrations import participant_register
from tournaments.play.services.tables import Sitter
from tournaments.teams.models import TeamRule
from tournaments.teams.services.teams import team_create, team_settings_set

ROUND_TIMES = (((10, 0), (12, 15)), ((13, 15), (15, 30)), ((15, 45), (18, 0)))
SATURDAY = 5


def demo_past_tournaments(
    *, club: Club, members: Sequence[Member], admin: User, scorekeeper: User, today: datetime.date
) -> None:
    """Every past MCR tournament of ``data.PAST_TOURNAMENTS`` that is not there yet."""
    saturday = today - datetime.timedelta(days=(today.weekday() - SATURDAY) % 7)
    for index, (slug, name, weeks, first, guests) in enumerate(data.PAST_TOURNAMENTS):
        if Event.objects.filter(slug=slug).exists():
            continue
        day = saturday - datetime.timedelta(weeks=weeks)
        count = 16 - len(guests)
        players = [members[(first + i) % len(members)] for i in range(count)]
        event = event_create(
            club=club,
            season=demo_season(club=club, year=day.year),
            kind=EventKind.TOURNAMENT,
            name=name,
            slug=slug,
            date=day,
            start_time=datetime.time(10, 0),
            end_time=datetime.time(18, 0),
            venue=data.VENUE,
            ruleset=data.MCR_RULESET,
            round_count=len(ROUND_TIMES),
            table_policy=TablePolicy.BYE,
            status=EventStatus.IN_PROGRESS,  # played first, then finished
            scorekeepers=[scorekeeper],
        )
        participant_register(event=event, members=players, guest_names=guests)
        sitters = [Sitter(member=m) for m in players] + [Sitter(guest_name=g) for g in guests]
        if slug == data.TEAMS_TOURNAMENT:
            _teams(event, admin)
        _play_rounds(event, day, sitters, random.Random(3000 + index), scorekeeper)
        event_status_set(event=event, status=EventStatus.FINISHED)


def _teams(event: Event, admin: User) -> None:
    """Four named teams of four, each with one player at every table of round 1."""
    team_settings_set(
        event=event,
        enabled=True,
        size_min=2,
        size_max=4,
        rule=TeamRule.SUM,
        best_count=3,
        actor=admin,
    )
    field = list(event.participants.order_by("pk"))
    for number, name in enumerate(data.TEAM_NAMES):
        team_create(event=event, name=name, players=field[number::4], actor=admin)


def _play_rounds(
    event: Event, day: datetime.date, sitters: list[Sitter], rng: random.Random, keeper: User
) -> None:
    """Three closed rounds: in order, then across, then shuffled (a fixed shuffle)."""
    for number, (start, end) in enumerate(ROUND_TIMES, start=1):
        if number == 1:
            tables = chunks(sitters, 4)
        elif number == 2:
            tables = [sitters[t::4] for t in range(4)]
        else:
            tables = chunks(rng.sample(sitters, len(sitters)), 4)
        round_ = demo_round(
            event=event, number=number, day=day, start=start, end=end, status=RoundStatus.CLOSED
        )
        demo_seat_and_play(round_=round_, tables=tables, rng=rng, scorekeeper=keeper)
