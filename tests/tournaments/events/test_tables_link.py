"""The event page's "Tables" button jumps to the round the event is at (the first one not
closed), past the closed rounds, not to round 1."""

import re

import pytest
from django.urls import reverse

from tests.factories import EventFactory, RoundFactory
from tournaments.events.models import EventStatus, RoundStatus

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("statuses", "anchor"),
    [
        ((RoundStatus.CLOSED, RoundStatus.IN_PROGRESS, RoundStatus.PLANNED), "#round-2"),
        ((RoundStatus.CLOSED, RoundStatus.CLOSED, RoundStatus.PLANNED), "#round-3"),
        ((RoundStatus.PLANNED, RoundStatus.PLANNED, RoundStatus.PLANNED), "#round-1"),
        ((RoundStatus.CLOSED, RoundStatus.CLOSED, RoundStatus.CLOSED), "#tables"),
    ],
)
def test_tables_jumps_to_the_first_open_round(client, club, statuses, anchor):
    event = EventFactory(club=club, status=EventStatus.IN_PROGRESS)
    for number, status in enumerate(statuses, start=1):
        RoundFactory(event=event, number=number, status=status)
    text = client.get(reverse("event_detail", kwargs={"slug": event.slug})).text
    nav = re.search(r'<nav class="event-nav".*?</nav>', text, re.S).group(0)
    assert f'href="{anchor}"' in nav
    assert f'id="{anchor[1:]}"' in text
