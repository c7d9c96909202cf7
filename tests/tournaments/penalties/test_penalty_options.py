"""The penalty and substitute options: club defaults copied into new events, changed on
the event's and the club's forms."""

import datetime

import pytest
from django.urls import reverse

from tests.factories import ClubFactory
from tests.tournaments.penalties.fixtures import *  # noqa: F403
from tournaments.clubs.services.clubs import club_update
from tournaments.events.models import Event
from tournaments.events.services.events import event_create

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("club_mode", "club_rule", "given", "expected"),
    [
        ("", "ema", {}, ("", "ema")),
        ("deducted", "absent_player", {}, ("deducted", "absent_player")),
        ("deducted", "ema", {"penalty_mode": "table"}, ("table", "ema")),
    ],
)
def test_new_events_take_the_clubs_options(club_mode, club_rule, given, expected):
    club = ClubFactory(penalty_mode=club_mode, substitute_rule=club_rule)
    event = event_create(club=club, name="Avond", date=datetime.date(2026, 3, 3), **given)
    assert (event.penalty_mode, event.substitute_rule) == expected
    club_update(club=club, penalty_mode="table", substitute_rule="ema")
    event.refresh_from_db()
    assert (event.penalty_mode, event.substitute_rule) == expected  # a snapshot


def test_club_admin_sets_the_options_on_the_event_and_club_forms(client, make_user, club):
    admin = make_user("club admin", club=club)
    client.force_login(admin)
    event = event_create(club=club, name="Toernooi", date=datetime.date(2026, 3, 3))
    data = {
        "kind": "club_evening",
        "name": "Toernooi",
        "date": "2026-03-03",
        "ruleset": event.ruleset,
        "round_count": "2",
        "table_policy": "five_player",
        "penalty_mode": "deducted",
        "substitute_rule": "absent_player",
    }
    response = client.post(reverse("event_edit", kwargs={"slug": event.slug}), data)
    assert response.status_code == 302
    event = Event.objects.get(pk=event.pk)
    assert (event.penalty_mode, event.substitute_rule) == ("deducted", "absent_player")
    page = client.get(reverse("club_settings", kwargs={"slug": club.slug})).content.decode()
    assert 'name="penalty_mode"' in page and 'name="substitute_rule"' in page
