"""Event export → import → export is identical with penalties (one cancelled) and a
substitute; ``verify`` and the import check the penalties' stored shares."""

import io

import pytest
from django.core.management import CommandError, call_command

from tests.factories import ClubFactory, MemberFactory
from tests.tournaments.penalties.fixtures import MCR_HAND, seated
from tournaments.events.models import Event, Round
from tournaments.penalties.models import Penalty
from tournaments.penalties.services.penalties import penalty_cancel, penalty_give
from tournaments.penalties.services.substitutes import seat_substitute_set
from tournaments.play.models import Seat
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat
from tournaments.reports.selectors.results import event_report
from tournaments.transfer import TransferError, dumps, event_export, event_import, loads
from tournaments.transfer.restore import event_delete

pytestmark = pytest.mark.django_db


@pytest.fixture
def event(make_user):
    club = ClubFactory(slug="mcr-club", default_ruleset="mcr")
    referee = make_user("referee", club=club, username="ref")
    first = seated(club, ruleset="mcr", penalty_mode="table", rule="absent_player")
    event = first.round.event
    players = [s.member for s in first.seats.order_by("position")]
    second = table_seat(
        round_=Round.objects.create(event=event, number=2), number=1, sitters=players
    )
    hand_enter(table=first, entry=MCR_HAND)
    east = first.seats.get(wind="E")
    penalty_give(table=first, seat_id=east.pk, points=10, reason="slow_play", actor=referee)
    gone = penalty_give(
        table=first, seat_id=east.pk, points=3, reason="dispute", note="n", actor=referee
    )
    penalty_cancel(penalty_id=gone.pk, table=first, reason="mistake", actor=referee)
    substitute = MemberFactory(club=club, first_name="Sub")
    seat_substitute_set(event=event, absent=players[1], from_round=2, substitute=substitute)
    hand_enter(table=second, entry=MCR_HAND)
    return event


def _standings(event):
    return [
        (r.rank, r.player.key, r.score, r.penalty, r.substituted)
        for r in event_report(event=event).rows
    ]


def test_round_trip_is_identical_with_penalties_and_substitutes(event):
    before = dumps(event_export(event=event))
    standings = _standings(event)
    data = loads(before)
    table = data["rounds"][0]["tables"][0]
    assert [p["points"] for p in table["penalties"]] == [10, 3]
    assert table["penalties"][1]["cancel_reason"] == "mistake"
    assert any("substitute_for" in s for s in data["rounds"][1]["tables"][0]["seats"])
    assert data["event"]["penalty_mode"] == "table"
    assert {a["action"] for a in data["audit"]} >= {
        "penalty.give",
        "penalty.cancel",
        "seat.substitute",
    }
    assert not any(a["object"].startswith("#") for a in data["audit"])
    event_import(data=data, replace=True)
    restored = Event.objects.get(slug=event.slug)
    assert dumps(event_export(event=restored)) == before
    assert _standings(restored) == standings


def test_round_trip_into_a_database_without_the_event(event):
    before = dumps(event_export(event=event))
    event_delete(event=event)
    assert not Penalty.objects.exists()
    restored = event_import(data=loads(before)).event
    assert dumps(event_export(event=restored)) == before


def test_import_refuses_penalty_shares_that_do_not_add_up(event):
    data = loads(dumps(event_export(event=event)))
    data["rounds"][0]["tables"][0]["penalties"][0]["shares"]["S"] += 1
    with pytest.raises(TransferError, match="penalty 1: shares stored"):
        event_import(data=data, replace=True)
    assert Penalty.objects.count() == 2  # the old event is untouched


def test_verify_reports_tampered_penalty(event):
    call_command("verify", "--event", event.slug, stdout=io.StringIO())
    penalty = Penalty.objects.filter(cancelled_at__isnull=True).get()
    Penalty.objects.filter(pk=penalty.pk).update(shares={"E": -10})
    out = io.StringIO()
    with pytest.raises(CommandError):
        call_command("verify", "--event", event.slug, stdout=out)
    assert "penalty 1: shares stored" in out.getvalue()


def test_substitute_seat_keeps_its_absent_player(event):
    seat = Seat.objects.get(round__event=event, substitute_for__isnull=False)
    assert seat.member.first_name == "Sub"
