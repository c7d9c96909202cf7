"""Another club's staff cannot see or change a club's registrations (issue 40): the field
page, its actions, its exports and "make these the players" refuse them and write nothing.
(A wrong token and another member's registration: test_pages.py.)"""

import pytest
from django.test import Client
from django.urls import reverse

from tests.factories import ClubFactory
from tests.tournaments.registration.helpers import guest, open_event
from tournaments.events.models import EventParticipant
from tournaments.registration.models import Registration
from tournaments.registration.services.registrations import registration_create


@pytest.mark.parametrize("role", ["referee", "club admin", "scorekeeper"])
@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("registration_field", None),
        ("registration_settings", None),
        ("registration_settings", {"mode": "closed", "capacity": "1", "offer_hours": "1"}),
        ("registration_field_action", {"action": "paid"}),
        ("registration_field_action", {"action": "promote"}),
        ("registration_make_players", {}),
        ("registration_signin_sheet", None),
    ],
)
def test_another_clubs_staff_is_refused(club, make_user, role, name, data):
    event = open_event(club, capacity=1)
    registration_create(event=event, details=guest(1))
    waiting, _token = registration_create(event=event, details=guest(2))
    outsider = Client()
    outsider.force_login(make_user(role, club=ClubFactory(), username="buitenstaander"))
    url = reverse(name, kwargs={"slug": event.slug})
    if data is None:
        response = outsider.get(url)
    else:
        response = outsider.post(url, {**data, "registration": str(waiting.pk)})
    assert response.status_code in (403, 404)
    assert "Gast 1" not in response.content.decode()
    assert list(Registration.objects.order_by("pk").values_list("status", "paid")) == [
        ("confirmed", False),
        ("waiting", False),
    ]
    assert not EventParticipant.objects.filter(event=event).exists()
    assert event.registration_settings.__class__.objects.get(event=event).mode == "open"


def test_another_clubs_staff_gets_no_export(club, make_user):
    event = open_event(club)
    registration_create(event=event, details=guest(1))
    outsider = Client()
    outsider.force_login(make_user("club admin", club=ClubFactory(), username="buiten"))
    for fmt in ("csv", "xlsx"):
        url = reverse("registration_export", kwargs={"slug": event.slug, "fmt": fmt})
        response = outsider.get(url)
        assert response.status_code in (403, 404)
        assert b"gast1@example.org" not in response.content
