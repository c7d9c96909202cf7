"""Issue 54 finding 1: the event file left out check-in, so an event restored from its file
had forgotten who checked in, when and at whose desk. The check-in section
(``checkin.event_file``) writes the event's check-in settings and each participant's
check-in; export → import → export gives the same file."""

import datetime
import json

import pytest
from django.contrib.auth import get_user_model

from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tournaments.checkin.services.checkin import participant_check_in
from tournaments.checkin.services.director import event_check_in_set
from tournaments.events.models import EventParticipant
from tournaments.transfer import dumps, event_export, event_import

pytestmark = pytest.mark.django_db


def _checked_in(event) -> list[tuple[str, object, object]]:
    rows = EventParticipant.objects.filter(event=event).select_related("member", "checked_in_by")
    return sorted(
        (
            p.member.member_number if p.member else p.guest_name,
            p.checked_in_at,
            p.checked_in_by.username if p.checked_in_by else None,
        )
        for p in rows
    )


def test_check_in_round_trips(make_event):
    desk = get_user_model().objects.create_user(username="desk")
    event = make_event(6, guests=2)
    event_check_in_set(event=event, enabled=True, deadline=datetime.time(10, 30), actor=None)
    member, guest, *_ = EventParticipant.objects.filter(event=event).order_by("guest_name", "pk")
    participant_check_in(participant=member, actor=desk)
    participant_check_in(participant=guest, actor=None)
    before = _checked_in(event)
    assert sum(1 for _n, at, _by in before if at is not None) == 2

    first = dumps(event_export(event=event))
    data = json.loads(first)
    assert data["check_in"] == {"enabled": True, "deadline": "10:30:00"}
    imported = event_import(data=data, replace=True).event

    assert (imported.check_in_enabled, imported.check_in_deadline) == (True, datetime.time(10, 30))
    assert _checked_in(imported) == before
    assert dumps(event_export(event=imported)) == first


def test_an_event_without_check_in_writes_no_section(make_event):
    event = make_event(4)
    data = event_export(event=event)
    assert "check_in" not in data
    assert not any("checked_in_at" in row for row in data["participants"])
