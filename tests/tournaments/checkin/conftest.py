"""A club evening of today with check-in on until 23:59, ten registered members and the
people who run it."""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any

import pytest
from django.test import Client
from django.utils import timezone

from tests.factories import EventFactory, MemberFactory
from tournaments.clubs.models import Member
from tournaments.events.models import Event, EventParticipant
from tournaments.events.services.registrations import participant_register


@dataclass
class Day:
    event: Event
    members: list[Member]
    participants: list[EventParticipant]
    director: Any
    scorekeeper: Any

    def client(self, user: Any) -> Client:
        client = Client()
        client.force_login(user)
        return client

    def participant(self, i: int) -> EventParticipant:
        return EventParticipant.objects.get(pk=self.participants[i].pk)


def make_day(club: Any, make_user: Any, *, players: int = 10, **event_fields: Any) -> Day:
    fields = {
        "club": club,
        "slug": "checkin-evening",
        "date": timezone.localdate(),
        "check_in_enabled": True,
        "check_in_deadline": datetime.time(23, 59),
        **event_fields,
    }
    event = EventFactory(**fields)
    members = MemberFactory.create_batch(players, club=club)
    participants = participant_register(event=event, members=members)
    return Day(
        event=event,
        members=members,
        participants=participants,
        director=make_user("referee", club=club, username="director"),
        scorekeeper=make_user("scorekeeper", club=club, username="desk"),
    )


@pytest.fixture
def day(club, make_user) -> Day:
    return make_day(club, make_user)
