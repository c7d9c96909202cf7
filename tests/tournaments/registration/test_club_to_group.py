"""A guest's club, asked at registration, becomes the player's group: the draw keeps a
club apart and "Teams by club" can make its teams (found walking the pages as a director)."""

from __future__ import annotations

from django.test import Client
from django.urls import reverse

from tests.tournaments.registration.helpers import guest, open_event
from tournaments.events.models import EventParticipant
from tournaments.registration.services.registrations import registration_create


def test_make_players_gives_each_guest_the_club_they_registered_with(club, make_user):
    event = open_event(club, capacity=10, ask_club=True)
    for number, club_name in ((1, "Rode Draak"), (2, " Rode Draak "), (3, ""), (4, "x" * 120)):
        registration_create(event=event, details=guest(number, club_name=club_name))
    client = Client()
    client.force_login(make_user("referee", club=club, username="wl"))
    url = reverse("registration_make_players", kwargs={"slug": event.slug})
    assert client.post(url).status_code == 302
    groups = dict(EventParticipant.objects.filter(event=event).values_list("guest_name", "group"))
    assert groups == {
        "Gast 1": "Rode Draak",
        "Gast 2": "Rode Draak",
        "Gast 3": "",
        "Gast 4": "x" * 60,
    }
    teams = client.get(reverse("teams_page", kwargs={"slug": event.slug}))
    assert teams.status_code == 200
