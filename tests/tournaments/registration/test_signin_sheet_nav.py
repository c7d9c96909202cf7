"""The sign-in sheet leads back to the registrations and the event (outside the print),
and its table scrolls on a phone instead of widening the page."""

from __future__ import annotations

from django.test import Client
from django.urls import reverse

from tests.tournaments.registration.helpers import guest, open_event
from tournaments.registration.services.registrations import registration_create


def test_the_sign_in_sheet_has_a_way_back_hidden_in_print(club, make_user):
    event = open_event(club, capacity=5)
    registration_create(event=event, details=guest(1))
    client = Client()
    client.force_login(make_user("referee", club=club, username="wl"))
    page = client.get(reverse("registration_signin_sheet", kwargs={"slug": event.slug}))
    html = page.content.decode()
    back = reverse("registration_field", kwargs={"slug": event.slug})
    assert f'<p class="actions"><a href="{back}">' in html  # .actions: not printed
    assert f'href="{reverse("event_detail", kwargs={"slug": event.slug})}"' in html
    assert '<div class="table-scroll"><table class="data-table signin-sheet">' in html
