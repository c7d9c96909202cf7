"""``manage.py verify``: passes on the demo data, and names every hand it cannot trust."""

import pytest
from django.core.management import CommandError, call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext

from scoring.casefiles import load_cases
from tests.factories import ClubFactory, MemberFactory, RoundFactory
from tests.golden import GOLDEN_DIR
from tournaments.integrity import verify_hands
from tournaments.integrity.selectors import hands_to_verify
from tournaments.play.models import Hand, HandResult
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat

pytestmark = pytest.mark.django_db


def _verify(*args: str) -> tuple[int, str]:
    out = []

    class Sink:
        def write(self, text):
            out.append(text)

        def flush(self):
            pass

    try:
        call_command("verify", *args, stdout=Sink())
    except CommandError as exc:
        return exc.returncode, "".join(out) + str(exc)
    return 0, "".join(out)


@pytest.fixture
def demo(demo_rows):
    """The demo club, seeded once for this module (tests/conftest.py ``demo_rows``)."""


def test_demo_data_is_consistent(demo):
    code, out = _verify()
    assert code == 0, out
    assert "all consistent" in out


def test_a_corrupted_result_is_caught_and_the_hand_named(demo):
    hand = Hand.objects.filter(table__round__event__slug="demo-evening").order_by("pk")[5]
    result = hand.results.order_by("seat__position").first()
    HandResult.objects.filter(pk=result.pk).update(points=result.points + 7)
    code, out = _verify()
    assert code == 1
    where = (
        f"demo-evening round {hand.table.round.number} table {hand.table.number} hand {hand.number}"
    )
    assert f"{where}: " in out
    assert f"points stored {result.points + 7}, re-scored {result.points}" in out


def test_a_settlement_that_does_not_sum_to_zero_names_hand_and_table(demo):
    hand = Hand.objects.filter(table__round__event__slug="demo-tournament").order_by("pk")[0]
    HandResult.objects.filter(pk=hand.results.first().pk).update(settlement=12345)
    code, out = _verify("--event", "demo-tournament")
    assert code == 1
    table = f"demo-tournament round {hand.table.round.number} table {hand.table.number}"
    assert f"{table} hand {hand.number}: settlements sum to" in out
    assert f"{table}: settlements sum to" in out


def test_an_entry_that_no_longer_scores_is_reported_not_a_crash(demo):
    hand = Hand.objects.order_by("pk").first()
    Hand.objects.filter(pk=hand.pk).update(entry={"result": {"kind": "nonsense"}, "quick": 3})
    code, out = _verify()
    assert code == 1
    assert "cannot be re-scored" in out


def test_unknown_event_is_an_error():
    with pytest.raises(CommandError, match="No event"):
        call_command("verify", "--event", "nope")


def _tile_case():
    """A golden NMB win with its tiles, through the loader a user's import uses."""
    golden = GOLDEN_DIR / "nmb.yaml"
    for case in load_cases(golden.read_text(), golden.name):
        data = dict(case.data)
        players = data.get("players", {})
        is_win = data.get("result", {}).get("kind") == "win"
        if is_win and len(players) == 4 and all(p.get("concealed") for p in players.values()):
            return data
    pytest.skip("no four-player NMB win with tiles in the golden file")


def test_tile_entries_are_rescored_from_their_tiles(db):
    club = ClubFactory(slug="tile-entries")  # beside the module's demo club
    round_ = RoundFactory(event__club=club, event__ruleset="nmb", number=1)
    table = table_seat(round_=round_, number=1, sitters=MemberFactory.create_batch(4, club=club))
    hand = hand_enter(table=table, entry=_tile_case())
    assert verify_hands(hands_to_verify()).ok
    winner_result = hand.results.get(seat=hand.winner)
    HandResult.objects.filter(pk=winner_result.pk).update(points=winner_result.points - 2)
    report = verify_hands(hands_to_verify())
    assert not report.ok
    assert any("points stored" in i.problem for i in report.issues)


def test_queries_do_not_grow_with_the_number_of_hands(demo):
    """Prefetched: the same handful of queries for one event or for all of them."""

    def count(event=None):
        with CaptureQueriesContext(connection) as ctx:
            verify_hands(hands_to_verify(event=event).iterator(chunk_size=500))
        return len(ctx.captured_queries)

    from tournaments.events.models import Event

    small = count(Event.objects.get(slug="demo-tournament"))
    assert count() == small <= 6
