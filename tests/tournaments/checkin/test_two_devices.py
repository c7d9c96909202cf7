"""Two desk devices tap the same player at the same moment: one check-in, one audit entry,
no 500 (each device has its own database connection: the participant's row lock orders
them). Runs on SQLite and PostgreSQL, like tests/tournaments/audit/test_double_submit.py."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from tests.tournaments.audit.test_double_submit import race
from tests.tournaments.checkin.conftest import make_day
from tournaments.audit.models import AuditEntry
from tournaments.events.models import EventParticipant

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("states", [("in", "in"), ("in", "in", "in")])
def test_two_devices_checking_in_the_same_player_make_one_check_in(club, make_user, states):
    day = make_day(club, make_user, players=4)
    second = make_user("scorekeeper", club=club, username="desk2")
    clients = []
    for user in (day.scorekeeper, second, day.director)[: len(states)]:
        client = Client()
        client.force_login(user)
        clients.append(client)
    url = reverse(
        "checkin_desk_mark", kwargs={"slug": day.event.slug, "pk": day.participants[0].pk}
    )
    answers = race(clients, url, [{"state": s} for s in states])
    assert [getattr(a, "status_code", a) for a in answers] == [302] * len(states)
    assert EventParticipant.objects.filter(checked_in_at__isnull=False).count() == 1
    assert AuditEntry.objects.filter(action="participant.check_in").count() == 1


def test_two_devices_adding_the_same_late_player_at_once_add_one(club, make_user):
    day = make_day(club, make_user, players=4)
    clients = []
    for user in (day.scorekeeper, day.director):
        client = Client()
        client.force_login(user)
        clients.append(client)
    url = reverse("checkin_desk_add", kwargs={"slug": day.event.slug})
    answers = race(clients, url, [{"name": "Kees Laat"}, {"name": "kees  laat"}])
    assert [getattr(a, "status_code", a) for a in answers] == [302, 302]
    kees = EventParticipant.objects.get(event=day.event, member__isnull=True)
    assert kees.checked_in_at is not None
    assert AuditEntry.objects.filter(action="participant.check_in").count() == 1
