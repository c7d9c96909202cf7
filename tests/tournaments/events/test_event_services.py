"""Events keep the club's rules as they were, a unique address, and their own club's season;
seasons are unique per club and year; a club's settings refuse unknown fields."""

import datetime

import pytest
from django.core.exceptions import ValidationError

from tests.factories import ClubFactory
from tournaments.clubs.services.clubs import club_update
from tournaments.clubs.services.seasons import season_create
from tournaments.events.services.events import event_create

pytestmark = pytest.mark.django_db


# -- events snapshot the club's rules ----------------------------------------------------


def test_event_keeps_its_ruleset_snapshot_when_the_club_changes():
    club = ClubFactory(default_ruleset="nmb", default_ruleset_options={"limit": 1000})
    event = event_create(club=club, name="Clubavond", date=datetime.date(2026, 3, 3))
    club_update(club=club, default_ruleset_options={"limit": 2000}, default_ruleset="mcr")
    event.refresh_from_db()
    assert (event.ruleset, event.ruleset_options) == ("nmb", {"limit": 1000})


def test_event_slug_is_made_unique():
    club = ClubFactory()
    day = datetime.date(2026, 3, 3)
    first = event_create(club=club, name="Clubavond", date=day)
    second = event_create(club=club, name="Clubavond", date=day)
    assert first.slug == "clubavond-2026-03-03"
    assert second.slug == "clubavond-2026-03-03-2"


def test_event_season_must_be_the_clubs():
    season = season_create(club=ClubFactory(), year=2026)
    with pytest.raises(ValidationError):
        event_create(club=ClubFactory(), season=season, name="X", date=datetime.date(2026, 1, 1))


def test_club_update_refuses_unknown_fields():
    with pytest.raises(TypeError):
        club_update(club=ClubFactory(), colour="green")
