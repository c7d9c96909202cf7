"""The EMA page fills a guest's form with the EMA number and country the guest gave when
registering (the story test found the page asking again: tests/browser/test_story.py)."""

import pytest

from tests.factories import ClubFactory
from tests.tournaments.registration.helpers import NOW, guest, open_event
from tournaments.registration.selectors.registrations import guest_ema_details
from tournaments.registration.services.registrations import registration_create

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("ema_number", "country", "expected"),
    [
        ("04041234", "nl", {"Gast 1": ("04041234", "NL")}),  # a code, as the form wants it
        ("04041234", "Nederland", {"Gast 1": ("04041234", "")}),  # a name is no code
        ("", "NL", {}),  # no number given: nothing to fill
    ],
)
def test_a_registered_guests_ema_details(ema_number, country, expected):
    event = open_event(ClubFactory(), ask_ema_number=True, ask_country=True, capacity=None)
    registration, _token = registration_create(
        event=event, details=guest(1, ema_number=ema_number, country=country), now=NOW
    )
    registration.refresh_from_db()
    assert registration.status == "confirmed", registration.status
    assert guest_ema_details(event=event) == expected
