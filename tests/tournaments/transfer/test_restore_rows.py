"""A restored hand's entry is read through its typed value (``HandEntry.from_dict``): a
malformed entry in an event file is refused with a message naming where it is, and nothing
is written, instead of being stored and failing later on the hand's pages."""

import io

import pytest
from django.core.management import call_command

from tournaments.models import Event, Hand
from tournaments.transfer import TransferError, dumps, event_export, event_import, loads

pytestmark = pytest.mark.django_db


@pytest.fixture
def data():
    call_command("seed_demo", stdout=io.StringIO())
    event = Event.objects.get(slug="demo-evening")
    out = loads(dumps(event_export(event=event)))
    out["event"]["slug"] = "demo-evening-copy"
    return out


def _entry(data: dict) -> dict:
    return data["rounds"][0]["tables"][0]["hands"][0]["entry"]


BAD = {
    "quick points as text": (lambda e: e["quick"].update(laak="2"), "quick.laak"),
    "players as a list": (lambda e: e.update(players=["E", "S"]), "no players"),
    "options as a list": (lambda e: e.update(options=[]), "options"),
}


@pytest.mark.parametrize("what", list(BAD))
def test_a_malformed_entry_is_refused(data, what):
    spoil, message = BAD[what]
    spoil(_entry(data))
    hands = Hand.objects.count()
    with pytest.raises(TransferError, match=message) as caught:
        event_import(data=data)
    assert "hands[0].entry" in str(caught.value)
    assert Hand.objects.count() == hands


def test_a_good_entry_is_stored_key_for_key(data):
    event_import(data=data)
    stored = Hand.objects.get(
        table__round__event__slug="demo-evening-copy",
        table__round__number=1,
        table__number=1,
        number=1,
    ).entry
    assert stored == _entry(data)
