"""Every page tells the same registration figures for one event: the register page, the
event page, the director's registrations page and the check-in desk show the line of
``registration/_counts.html``, read from ``registration.selectors.counts``."""

from __future__ import annotations

import datetime
import re

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from tests.tournaments.registration.helpers import guest, open_event
from tournaments.events.models import Event
from tournaments.registration.models import Registration
from tournaments.registration.services.registrations import (
    registration_cancel,
    registration_create,
)

pytestmark = pytest.mark.django_db

PAGES = {
    "register page": ("registration_register", False),
    "event page": ("event_detail", False),
    "registrations page": ("registration_field", True),
    "check-in desk": ("checkin_desk", True),
}
LINES = {
    "en": "15 registered / 16 · Places offered: 1 · Waiting list: 2",
    "nl": "15 ingeschreven / 16 · Plaatsen aangeboden: 1 · Wachtlijst: 2",
    "de": "15 angemeldet / 16 · Plätze angeboten: 1 · Warteliste: 2",
}


def _full_event(club) -> Event:
    """16 places: 15 registered, 1 offered (a place a cancellation freed), 2 waiting."""
    event = open_event(club, capacity=16)
    event.date = timezone.localdate() + datetime.timedelta(days=30)
    event.save(update_fields=["date"])
    made = [registration_create(event=event, details=guest(n))[0] for n in range(1, 20)]
    registration_cancel(registration=made[0])
    return event


def _counts_line(page: str) -> str:
    found = re.findall(r'<p class="registration-counts">(.*?)</p>', page, re.S)
    assert len(found) == 1, found
    return " ".join(found[0].split())


@pytest.mark.parametrize("language", LINES)
def test_every_page_shows_the_same_figures(club, make_user, language):
    event = _full_event(club)
    statuses = sorted(Registration.objects.values_list("status", flat=True))
    assert statuses.count("confirmed") == 15 and statuses.count("offered") == 1
    director = Client()
    director.force_login(make_user("referee", club=club, username="wedstrijdleider"))
    for name, (url, staff) in PAGES.items():
        client = director if staff else Client()
        response = client.get(
            reverse(url, kwargs={"slug": event.slug}), HTTP_ACCEPT_LANGUAGE=language
        )
        assert response.status_code == 200, name
        assert _counts_line(response.content.decode()) == LINES[language], name


def test_the_registrations_page_facts_agree_with_the_line(club, make_user):
    event = _full_event(club)
    director = Client()
    director.force_login(make_user("referee", club=club, username="wedstrijdleider"))
    page = director.get(
        reverse("registration_field", kwargs={"slug": event.slug}), HTTP_ACCEPT_LANGUAGE="en"
    ).content.decode()
    facts = dict(re.findall(r"<dt>(.*?)</dt><dd>(.*?)</dd>", page))
    assert facts == {
        "Registered": "15 / 16",
        "Awaiting approval": "0",
        "Waiting list": "2",
        "Place offered": "1",
        "Cancelled": "1",
    }
    assert "the event is full" in page


def test_the_desk_of_an_event_without_registrations_shows_no_line(club, make_user):
    event = open_event(club)
    director = Client()
    director.force_login(make_user("referee", club=club, username="wedstrijdleider"))
    page = director.get(reverse("checkin_desk", kwargs={"slug": event.slug})).content.decode()
    assert 'class="registration-counts"' not in page
