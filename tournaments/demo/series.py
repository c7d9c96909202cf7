"""Finished MCR tournaments of the past months: the EMA ranking (MERS) lists the members
with two results or more, the club rating and the player pages' charts follow from the
same hands, and the latest one was played in teams (its team standings)."""

import datetime
import random
from collections.abc import Sequence

from django.contrib.auth.models import User

from tournaments.clubs.models import Club, Member
from tournaments.demo import data
from tournaments.demo.play import demo_event, demo_rounds, demo_season
from tournaments.events.models import Event, EventKind, EventStatus, TablePolicy
from tournaments.events.services.events import event_status_set
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
        event = demo_event(
            club=club,
            season=demo_season(club=club, year=day.year),
            kind=EventKind.TOURNAMENT,
            name=name,
            slug=slug,
            day=day,
            start=(10, 0),
            end=(18, 0),
            ruleset=data.MCR_RULESET,
            round_count=len(ROUND_TIMES),
            table_policy=TablePolicy.BYE,
            scorekeepers=[scorekeeper],
        )
        participant_register(event=event, members=players, guest_names=guests)
        sitters = [Sitter(member=m) for m in players] + [Sitter(guest_name=g) for g in guests]
        if slug == data.TEAMS_TOURNAMENT:
            _teams(event, admin)
        demo_rounds(
            event=event,
            day=day,
            times=ROUND_TIMES,
            players=sitters,
            rng=random.Random(3000 + index),
            scorekeeper=scorekeeper,
        )
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
