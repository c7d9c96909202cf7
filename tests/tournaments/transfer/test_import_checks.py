"""``import_event`` validates what it restores (issue 21, finding 12).

A non-zero settlement, a result the engine would not give, an entry the engine cannot
read, a file nested 100,000 deep and ``--replace`` of another club's event were all
imported (or crashed); now each is refused with a message and nothing is written, and
``--replace`` of the same club still works.
"""

import io

import pytest
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command
from django.urls import reverse

from tests.factories import ClubFactory, EventFactory
from tests.shared_rows import seed_demo
from tournaments.clubs.models import Club, Member
from tournaments.events.models import Event, Round
from tournaments.play.models import Hand, HandResult, Seat, Table
from tournaments.transfer import TransferError, dumps, event_export, event_import, loads

pytestmark = pytest.mark.django_db

MODELS = (Club, Event, Round, Table, Seat, Hand, HandResult, Member)


@pytest.fixture
def text():
    seed_demo()
    return dumps(event_export(event=Event.objects.get(slug="demo-evening")))


def _counts() -> dict[str, int]:
    return {m.__name__: m.objects.count() for m in MODELS}


def _first_hand(data: dict) -> dict:
    return data["rounds"][0]["tables"][0]["hands"][0]


def _result(data: dict, index: int = 0) -> dict:
    return _first_hand(data)["results"][index]


def _bump_settlement(data):
    _result(data)["settlement"] += 100


def _move_settlement(data):  # still zero-sum, but not what the engine computes
    _result(data, 0)["settlement"] += 8
    _result(data, 1)["settlement"] -= 8


def _bump_points(data):
    _result(data)["points"] += 10


BAD_RESULTS = {
    "settlement not zero-sum": (_bump_settlement, "sum to +100, not 0"),
    "settlement not re-scored": (_move_settlement, "settlement stored"),
    "points not re-scored": (_bump_points, "points stored"),
    "entry empty": (lambda d: _first_hand(d).update(entry={}), "hands[0]"),
    "entry without a ruleset": (
        lambda d: _first_hand(d)["entry"].pop("ruleset"),
        "cannot be re-scored",
    ),
    "quick points not numbers": (
        lambda d: _first_hand(d)["entry"]["quick"]["points"].update(E="lots"),
        "cannot be re-scored",
    ),
    "result of nobody": (
        lambda d: _first_hand(d)["entry"]["result"].update(winner="X"),
        "cannot be re-scored",
    ),
    "entry of another ruleset": (
        lambda d: _first_hand(d)["entry"].update(ruleset="chess"),
        "cannot be re-scored",
    ),
    "entry players not a list": (
        lambda d: _first_hand(d)["entry"].update(players=7),
        "cannot be re-scored",
    ),
}


@pytest.mark.parametrize("name", BAD_RESULTS)
def test_results_that_do_not_check_out_are_refused(text, name):
    damage, message = BAD_RESULTS[name]
    data = loads(text)
    data["event"]["slug"] = "damaged"
    damage(data)
    before = _counts()
    with pytest.raises(TransferError) as exc:
        event_import(data=data)
    assert message in str(exc.value)
    assert _counts() == before


def test_replace_refuses_a_broken_file_and_keeps_the_old_event(text):
    data = loads(text)
    _bump_settlement(data)
    hands = Hand.objects.filter(table__round__event__slug="demo-evening").count()
    with pytest.raises(TransferError):
        event_import(data=data, replace=True)
    assert Hand.objects.filter(table__round__event__slug="demo-evening").count() == hands


def test_differences_can_be_kept_on_request_but_never_a_broken_hand(text, client):
    data = loads(text)
    data["event"]["slug"] = "old-backup"
    _bump_points(data)
    result = event_import(data=data, keep_stored_scores=True)
    assert any("kept the stored result" in w and "points stored" in w for w in result.warnings)
    table = reverse(
        "play_table", kwargs={"slug": "old-backup", "round_number": 1, "table_number": 1}
    )
    client.force_login(get_user_model().objects.get(username="admin"))
    assert client.get(reverse("event_detail", kwargs={"slug": "old-backup"})).status_code == 200
    assert client.get(table).status_code == 200

    data = loads(text)
    data["event"]["slug"] = "broken-backup"
    _bump_settlement(data)
    with pytest.raises(TransferError, match="sum to"):
        event_import(data=data, keep_stored_scores=True)


def test_replace_never_touches_another_clubs_event(text):
    other = ClubFactory(slug="andere-club")
    theirs = EventFactory(club=other, slug="demo-evening-b")
    data = loads(text)
    data["event"]["slug"] = theirs.slug
    before = _counts()
    with pytest.raises(CommandError, match="never replaces another club's event"):
        call_command("import_event", "-", "--replace", stdin=io.StringIO(dumps(data)))
    assert _counts() == before
    assert Event.objects.get(slug=theirs.slug).club == other

    # the same club's event is replaced as before
    call_command("import_event", "-", "--replace", stdin=io.StringIO(text), stdout=io.StringIO())
    assert _counts() == before


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ("[" * 100_000, "nested more than 64 levels deep"),
        ('{"a": ' * 70 + "1" + "}" * 70, "nested more than 64 levels deep"),
    ],
)
def test_deep_files_are_a_clear_error(raw, message):
    with pytest.raises(TransferError, match=message):
        loads(raw)
    with pytest.raises(CommandError, match=message):
        call_command("import_event", "-", stdin=io.StringIO(raw))
