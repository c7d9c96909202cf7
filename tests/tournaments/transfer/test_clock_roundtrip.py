"""The round clock and a player's confirmation survive export → import → export."""

import datetime as dt

import pytest
from django.utils import timezone

from tests.factories import MemberFactory, RoundFactory
from tests.tournaments.golden_hands import entry_of, golden_hands
from tournaments.events.models import Event
from tournaments.play.models import Table
from tournaments.play.selectors.table_links import seat_code
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.table_links import table_confirm_by_code
from tournaments.play.services.tables import table_seat
from tournaments.transfer import TransferError, dumps, event_export, event_import, loads

pytestmark = pytest.mark.django_db


@pytest.fixture
def clocked(club):
    round_ = RoundFactory(event__club=club, event__round_minutes=90, number=1, minutes=60)
    round_.started_at = timezone.now().replace(microsecond=0) - dt.timedelta(minutes=10)
    round_.status = "in_progress"
    round_.save()
    table = table_seat(round_=round_, number=1, sitters=MemberFactory.create_batch(4, club=club))
    table.extra_minutes = 7
    table.save()
    hand_enter(table=table, entry=entry_of(golden_hands("nmb")[0]))
    seat = table.seats.order_by("position")[2]
    # confirmed once the game is over: the round's 60 minutes and the table's 7 are up
    table_confirm_by_code(
        table=table,
        seat_id=seat.pk,
        code=seat_code(seat_id=seat.pk, event=round_.event),
        now=round_.started_at + dt.timedelta(minutes=68),
    )
    return round_.event


def test_clock_and_seat_confirmation_round_trip(clocked):
    first = dumps(event_export(event=clocked))
    event_import(data=loads(first), replace=True)
    restored = Event.objects.get(slug=clocked.slug)
    assert dumps(event_export(event=restored)) == first
    table = Table.objects.get(round__event=restored)
    assert (restored.round_minutes, table.round.minutes, table.extra_minutes) == (90, 60, 7)
    assert table.round.started_at is not None
    assert table.confirmed_by_seat.position == 2 and table.is_confirmed


def test_a_file_without_the_clock_fields_still_imports(clocked):
    data = loads(dumps(event_export(event=clocked)))
    data["event"].pop("round_minutes")
    data["event"].pop("finished_at")
    for round_row in data["rounds"]:
        round_row.pop("started_at")
        round_row.pop("minutes")
        for table_row in round_row["tables"]:
            table_row.pop("extra_minutes")
            table_row.pop("confirmed_by_seat")
    event_import(data=data, replace=True)
    restored = Event.objects.get(slug=clocked.slug)
    assert restored.round_minutes == 75
    assert Table.objects.get(round__event=restored).extra_minutes == 0


def test_a_confirming_seat_that_is_not_at_the_table_is_refused(clocked):
    data = loads(dumps(event_export(event=clocked)))
    data["rounds"][0]["tables"][0]["confirmed_by_seat"] = 4
    with pytest.raises(TransferError, match="confirmed_by_seat"):
        event_import(data=data, replace=True)
