"""export_event → import_event → export_event gives the same bytes, in this or an empty database."""

import io
import json

import pytest
from django.core.management import CommandError, call_command

from tournaments.audit.models import AuditEntry
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.clubs.models import Club, Member
from tournaments.events.models import Event, EventParticipant, Round
from tournaments.play.models import Hand, HandResult, Seat, Table
from tournaments.transfer import TransferError, dumps, event_export, event_import, loads
from tournaments.transfer.restore import event_delete

pytestmark = pytest.mark.django_db

DEMO_EVENTS = ("demo-evening", "demo-tournament")
MODELS = (Club, Event, Round, Table, Seat, Hand, HandResult, Member, AuditEntry)


@pytest.fixture
def demo(demo_rows):
    """The demo club, seeded once for this module (tests/shared_rows.py)."""


def _export(slug: str) -> str:
    return dumps(event_export(event=Event.objects.get(slug=slug)))


def _counts() -> dict[str, int]:
    return {m.__name__: m.objects.count() for m in MODELS}


def _with_audit_trail(slug: str) -> None:
    """Audit entries about the event, a hand, a table and a hand that no longer exists."""
    event = Event.objects.get(slug=slug)
    hand = Hand.objects.filter(table__round__event=event).order_by("pk").first()
    actor = hand.entered_by
    audit_record(actor=actor, action="event.edit", obj=event, event=event, reason="<b>typo</b>")
    audit_record(
        actor=actor,
        action="hand.correct",
        obj=hand,
        before=model_snapshot(hand),
        after=model_snapshot(hand),
        event=event,
        reason="wrong winner",
    )
    audit_record(actor=None, action="table.confirm", obj=hand.table, event=event)
    gone = Hand.objects.filter(table__round__event=event).order_by("-pk").first()
    audit_record(actor=actor, action="hand.delete", obj=gone, before={"number": 9}, event=event)
    AuditEntry.objects.filter(action="hand.delete").update(object_id="999999")


@pytest.mark.parametrize("slug", DEMO_EVENTS)
def test_round_trip_in_the_same_database_is_byte_identical(demo, tmp_path, slug):
    _with_audit_trail(slug)
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    call_command("export_event", slug, "--out", str(first), stdout=io.StringIO())
    call_command("import_event", str(first), "--replace", stdout=io.StringIO())
    call_command("export_event", slug, "--out", str(second), stdout=io.StringIO())
    assert first.read_bytes() == second.read_bytes()
    data = json.loads(first.read_text())
    # the four above and the demo's hands, entered as a scorekeeper enters them
    hands = Hand.objects.filter(table__round__event__slug=slug).count()
    # and, since issue 37, the event's planning and its players, as audited when added
    planned = [a for a in data["audit"] if a["action"] in ("event.create", "participant.add")]
    participants = EventParticipant.objects.filter(event__slug=slug).count()
    assert len(planned) == 1 + participants
    assert len(data["audit"]) == 4 + hands + len(planned)
    assert {a["object"] for a in data["audit"]} >= {"event", "#999999"}
    assert "id" not in json.dumps(data["rounds"][0]["tables"][0]["seats"])


def test_round_trip_into_an_empty_database(demo):
    """Club, members and events gone: the import recreates them, and exports the same."""
    files = {slug: _export(slug) for slug in DEMO_EVENTS}
    hands = Hand.objects.filter(table__round__event__slug__in=DEMO_EVENTS).count()
    for event in Event.objects.all():
        event_delete(event=event)
    Club.objects.all().delete()
    assert Member.objects.count() == 0
    for slug in DEMO_EVENTS:
        event_import(data=loads(files[slug]))
    assert Hand.objects.count() == hands
    for slug in DEMO_EVENTS:
        assert _export(slug) == files[slug]


def test_existing_slug_refused_new_slug_copied_unknown_users_warned(demo):
    text = _export("demo-tournament")
    before = _counts()
    with pytest.raises(CommandError, match="--replace"):
        call_command("import_event", "-", stdin=io.StringIO(text))
    assert _counts() == before

    data = loads(text)
    data["event"]["slug"] = "elsewhere"
    data["event"]["scorekeepers"] = ["nobody-here"]
    result = event_import(data=data)
    assert result.event.slug == "elsewhere"
    assert result.warnings == ["no user 'nobody-here' here: left empty"]
    assert not result.event.scorekeepers.exists()
    copied = Hand.objects.filter(table__round__event=result.event).count()
    assert copied == Hand.objects.filter(table__round__event__slug="demo-tournament").count()
    assert Hand.objects.count() == before["Hand"] + copied


BROKEN = [
    ("not json", "not a JSON file"),
    ("[1, 2]", "expected a JSON object"),
    ('{"format": "other"}', "not a clubsite-event file"),
    ('{"format": "clubsite-event", "version": 99}', "version 99"),
]


@pytest.mark.parametrize(("text", "message"), BROKEN)
def test_malformed_files_are_refused_with_a_message(text, message):
    with pytest.raises(TransferError, match=message):
        event_import(data=loads(text))


DAMAGES = {
    "dealer at no seat": lambda d: d["rounds"][0]["tables"][0]["hands"][0].update(dealer=7),
    "unknown member": lambda d: d["rounds"][0]["tables"][0]["seats"][0].update(member="x"),
    "bad result kind": lambda d: d["rounds"][0]["tables"][0]["hands"][0].update(
        result_kind="teleport"
    ),
    "points not a number": lambda d: d["rounds"][0]["tables"][0]["hands"][0]["results"][0].update(
        points="many"
    ),
    "round twice": lambda d: d["rounds"][1].update(number=1),
    "bad date": lambda d: d["event"].update(date="yesterday"),
    "audit about nothing": lambda d: d["audit"].append({"object_type": "x", "object": "round 99"}),
    "not a list": lambda d: d.update(rounds={"1": {}}),
}


def test_a_damaged_file_writes_nothing(demo):
    text = _export("demo-evening")
    before = _counts()
    for name, damage in DAMAGES.items():
        data = loads(text)
        data["event"]["slug"] = "damaged"
        damage(data)
        with pytest.raises(TransferError):
            event_import(data=data)
        assert _counts() == before, name
