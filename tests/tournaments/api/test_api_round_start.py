"""Starting a round through the API (issue 50): rounds in order, and an early or late first
start of the event only with ``confirm_date``."""

import datetime

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from tests.factories import EventFactory, MemberFactory, RoundFactory
from tournaments.events.models import EventStatus, RoundStatus
from tournaments.play.services.tables import table_seat

pytestmark = pytest.mark.django_db


@pytest.fixture
def keeper(make_user, club):
    client = APIClient()
    client.force_authenticate(make_user("scorekeeper", club=club, username="keeper"))
    return client


def planned_event(club, *, days):
    event = EventFactory(club=club, date=timezone.localdate() + datetime.timedelta(days=days))
    members = MemberFactory.create_batch(4, club=club)
    for number in (1, 2):
        table_seat(round_=RoundFactory(event=event, number=number), number=1, sitters=members)
    return event


CASES = [
    # (days from today, round, body, status, code)
    (10, 1, {}, 409, "start_off_date"),
    (-2, 1, {"confirm_date": False}, 409, "start_off_date"),
    (10, 1, {"confirm_date": True}, 200, None),
    (0, 1, {}, 200, None),
    (0, 2, {}, 409, "round_order"),
]


@pytest.mark.parametrize(("days", "number", "body", "status", "code"), CASES)
def test_round_start(keeper, club, days, number, body, status, code):
    event = planned_event(club, days=days)
    url = f"/api/v1/events/{event.slug}/rounds/{number}/start/"
    response = keeper.post(url, body, format="json", HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == status, response.content
    event.refresh_from_db()
    round_ = event.rounds.get(number=number)
    if code is None:
        assert response.json()["status"] == RoundStatus.IN_PROGRESS
        assert event.status == EventStatus.IN_PROGRESS
    else:
        assert response.json()["code"] == code
        assert round_.status == RoundStatus.PLANNED and event.status == EventStatus.PLANNED
