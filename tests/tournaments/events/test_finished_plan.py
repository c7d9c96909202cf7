"""A finished or cancelled event keeps what it counted: its plan may change only its name
and venue (``event_update`` refuses the rest with a message in the user's language), and
the edit page shows the other fields disabled."""

import datetime

import pytest
from django.urls import reverse
from django.utils import translation

from tests.factories import EventFactory
from tournaments.audit.models import AuditEntry
from tournaments.events.models import Event, EventStatus
from tournaments.events.services.event_guard import EventClosed
from tournaments.events.services.events import event_status_set, event_update

pytestmark = pytest.mark.django_db

CLOSED = [EventStatus.FINISHED, EventStatus.CANCELLED]

REFUSED = [
    {"date": datetime.date(2027, 1, 5)},
    {"round_count": 5},
    {"ruleset": "riichi"},
    {"kind": "tournament"},
    {"name": "Nieuw", "round_count": 3},  # one counting field spoils the whole change
]


@pytest.fixture
def event(club):
    return EventFactory(club=club, ruleset="mcr", venue="Buurthuis")


@pytest.mark.parametrize("status", CLOSED)
@pytest.mark.parametrize("changes", REFUSED)
def test_a_closed_event_refuses_changes_to_what_it_counted(event, status, changes):
    event_status_set(event=event, status=status)
    before = Event.objects.values().get(pk=event.pk)
    with translation.override("nl"), pytest.raises(EventClosed) as refused:
        event_update(event=event, **changes)
    assert "alleen" in refused.value.messages[0]  # Dutch
    assert Event.objects.values().get(pk=event.pk) == before
    assert not AuditEntry.objects.filter(action="event.update").exists()


@pytest.mark.parametrize("status", CLOSED)
def test_a_closed_event_changes_its_name_and_venue(event, status):
    event_status_set(event=event, status=status)
    same_date = event.date
    event_update(event=event, name="Slotavond", venue="Zaal 2", date=same_date, round_count=2)
    event.refresh_from_db()
    assert (event.name, event.venue, event.date) == ("Slotavond", "Zaal 2", same_date)


def test_an_open_event_still_changes_its_plan(event):
    event_update(event=event, round_count=4, date=datetime.date(2026, 3, 10))
    event.refresh_from_db()
    assert (event.round_count, event.date) == (4, datetime.date(2026, 3, 10))


def test_the_edit_page_of_a_finished_event_disables_what_it_counted(client, make_user, event):
    client.force_login(make_user("club admin", club=event.club, username="director"))
    event_status_set(event=event, status=EventStatus.FINISHED)
    url = reverse("event_edit", kwargs={"slug": event.slug})
    form = client.get(url).context["form"]
    assert {name for name, field in form.fields.items() if not field.disabled} == {
        "name",
        "venue",
    }
    posted = {"name": "Slotavond", "venue": "Zaal 2", "date": "2027-01-05", "round_count": "6"}
    response = client.post(url, posted)
    assert response.status_code == 302
    event.refresh_from_db()
    assert (event.name, event.venue) == ("Slotavond", "Zaal 2")
    assert (event.date, event.round_count) == (datetime.date(2026, 3, 3), 2)
