"""A member's registrations for events are theirs: in their download, emptied when they are
erased (issue 40 with issue 37's privacy)."""

from __future__ import annotations

import pytest

from tests.factories import EventFactory
from tests.tournaments.privacy.conftest import PRIVATE_EMA, PRIVATE_EMAIL, PlayedClub
from tournaments.privacy.selectors import member_data, member_data_csv
from tournaments.privacy.services import member_erase
from tournaments.registration.models import Registration, RegistrationSettings
from tournaments.registration.services.registrations import Details, registration_create

pytestmark = pytest.mark.django_db


def _registered(p: PlayedClub) -> Registration:
    event = EventFactory(club=p.club, season=p.season, kind="tournament")
    RegistrationSettings.objects.create(event=event, mode="open")
    registration, _token = registration_create(
        event=event,
        member=p.private,
        details=Details(email=PRIVATE_EMAIL, ema_number=PRIVATE_EMA, country="NL", consent=True),
    )
    return registration


def test_the_download_lists_the_members_registrations(played: PlayedClub) -> None:
    registration = _registered(played)
    data = member_data(member=played.private)
    assert [row["event"] for row in data["registrations"]] == [registration.event.name]
    assert "registrations" in member_data_csv(data)


def _as_guest(p: PlayedClub, email: str) -> Registration:
    event = EventFactory(club=p.club, season=p.season, kind="tournament")
    RegistrationSettings.objects.create(event=event, mode="open", ask_ema_number=True)
    details = Details(name="Zz Private", email=email, ema_number=PRIVATE_EMA, consent=True)
    return registration_create(event=event, details=details)[0]


def test_erasure_empties_what_the_member_entered_when_registering(played: PlayedClub) -> None:
    assert played.private.user.email == PRIVATE_EMAIL
    mine = _as_guest(played, PRIVATE_EMAIL.upper())
    other = _as_guest(played, "someone.else@example.org")
    member_erase(member=played.private, actor=None)
    mine.refresh_from_db()
    other.refresh_from_db()
    assert (mine.name, mine.email, mine.ema_number, mine.consent) == ("—", "", "", False)
    assert mine.status == other.status  # the place itself stays counted
    assert (other.name, other.ema_number) == ("Zz Private", PRIVATE_EMA)
