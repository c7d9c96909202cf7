"""The event page leads the staff to the teams (found walking the pages: only the
participants page linked there)."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from tests.factories import EventFactory
from tournaments.events.models import EventKind


@pytest.mark.parametrize(("role", "linked"), [("referee", True), ("scorekeeper", False)])
def test_the_event_page_links_the_teams_for_the_staff(club, make_user, role, linked):
    event = EventFactory(club=club, kind=EventKind.TOURNAMENT)
    client = Client()
    client.force_login(make_user(role, club=club, username=role))
    page = client.get(reverse("event_detail", kwargs={"slug": event.slug}))
    teams = reverse("teams_page", kwargs={"slug": event.slug})
    assert (f'href="{teams}"' in page.content.decode()) is linked
