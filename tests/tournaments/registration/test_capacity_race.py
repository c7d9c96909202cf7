"""The last place taken by four people at the same moment: one gets it, the others wait.

Four threads, each with its own database connection, register at once (without the
event lock PostgreSQL gives the place to several of them). The services lock
the event row (``select_for_update``: PostgreSQL makes the second wait until the first
commits) and SQLite's ``BEGIN IMMEDIATE`` (clubsite/settings.py) makes the second writer
wait for the first, so the second counts the first's seat. Runs on both databases, as
tests/tournaments/audit/test_double_submit.py does. Also the one-tap form posted twice at
once with its one-use token: one registration."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.factories import ClubFactory
from tests.tournaments.audit.page_forms import page_form
from tests.tournaments.audit.test_double_submit import race
from tests.tournaments.registration.helpers import guest, open_event
from tournaments.audit.models import SubmitToken
from tournaments.clubs.models import Member
from tournaments.registration.models import Registration
from tournaments.registration.services.registrations import registration_create

pytestmark = pytest.mark.django_db(transaction=True)


def _at_once(calls: list[Callable[[], Any]]) -> list[Any]:
    barrier = threading.Barrier(len(calls))
    answers: list[Any] = [None] * len(calls)

    def run(i: int) -> None:
        from django.db import connection

        try:
            barrier.wait(timeout=10)
            answers[i] = calls[i]()
        except Exception as exc:
            answers[i] = exc
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(calls))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    return answers


def _register(event, number: int) -> Callable[[], Any]:
    return lambda: registration_create(event=event, details=guest(number))


@pytest.mark.parametrize("rounds", range(3))
def test_four_people_for_the_last_place_one_gets_it_the_others_wait(rounds):
    club = ClubFactory(slug=f"race-{rounds}")
    event = open_event(club, capacity=2)
    registration_create(event=event, details=guest(0))
    answers = _at_once([_register(event, n) for n in range(1, 5)])
    assert not [a for a in answers if isinstance(a, Exception)], answers
    statuses = sorted(Registration.objects.filter(event=event).values_list("status", flat=True))
    assert statuses == ["confirmed", "confirmed", "waiting", "waiting", "waiting"]


def test_the_one_tap_form_sent_twice_at_once_registers_once(make_user):
    club = ClubFactory(slug="race-tap", public_results=False)
    user = make_user(club=club, username="tikker")
    event = open_event(club)
    clients = [Client(), Client()]
    for client in clients:
        client.force_login(user)
    url = reverse("registration_register", kwargs={"slug": event.slug})
    data = page_form(clients[0].get(url).content.decode(), url)
    assert data.get("submit_token"), "the form carries no one-use token"
    answers = race(clients, url, [data, data])
    assert [a.status_code for a in answers] == [302, 302]
    assert Registration.objects.filter(member=Member.objects.get(user=user)).count() == 1
    assert SubmitToken.objects.count() == 1
