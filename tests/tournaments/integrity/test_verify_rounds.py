"""``manage.py verify`` reports a round out of order: a later round in play or closed while
an earlier one is unplayed (issue 50); the demo has none."""

import pytest

from tests.tournaments.integrity.test_verify import _verify
from tournaments.events.models import Round, RoundStatus
from tournaments.integrity.rounds import verify_round_order
from tournaments.integrity.verify import VerifyReport

pytestmark = pytest.mark.django_db


@pytest.fixture
def demo(demo_rows):
    """The demo club, seeded once for this module (tests/conftest.py ``demo_rows``)."""


def test_the_demo_has_no_round_out_of_order(demo):
    assert verify_round_order(report=VerifyReport()).issues == []


CASES = [
    # (what the database is damaged into, the issue or None)
    ({}, None),
    ({2: RoundStatus.PLANNED, 3: RoundStatus.IN_PROGRESS}, "round 3: in_progress while round 2"),
    ({2: RoundStatus.PLANNED, 3: RoundStatus.CLOSED}, "round 3: closed while round 2"),
]


@pytest.mark.parametrize(("damage", "issue"), CASES)
def test_a_round_out_of_order_is_reported(demo, damage, issue):
    event = Round.objects.filter(event__slug="demo-tournament").first().event
    for number in range(3, 5):
        Round.objects.get_or_create(event=event, number=number)
    for number, status in damage.items():
        Round.objects.filter(event=event, number=number).update(status=status)
        if status == RoundStatus.PLANNED:  # unplayed: no hands at its tables
            for table in Round.objects.get(event=event, number=number).tables.all():
                table.hands.all().delete()
    code, out = _verify("--event", event.slug)
    if issue is None:
        assert "rounds start in order" not in out
    else:
        assert code == 1
        assert f"{event.slug} {issue} is unplayed (rounds start in order)" in out
