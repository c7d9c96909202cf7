"""Pages of a site without events, and of an event without rounds (tests/tournaments/
test_views.py reads the demo club's, seeded once for its module)."""

import pytest
from django.urls import reverse

from tests.factories import EventFactory

pytestmark = pytest.mark.django_db


def test_home_without_any_events(client, db):
    response = client.get(reverse("home"))
    assert response.status_code == 200
    assert "Geen komende evenementen" in response.text


def test_event_page_for_event_without_rounds(client, club):
    event = EventFactory(club=club)
    assert "Nog geen rondes" in client.get(event.get_absolute_url()).text
