"""The table page's small reads the views used to make themselves (issue 18)."""

import pytest

from tournaments.play.selectors.table_state import hand_at, table_seats
from tournaments.play.services.hand_entry import hand_enter

pytestmark = pytest.mark.django_db


def test_table_seats_by_position(seated_table):
    seats = table_seats(table=seated_table)
    assert [s.position for s in seats] == [0, 1, 2, 3]
    assert all(s.member is not None for s in seats)


@pytest.mark.parametrize(("number", "found"), [(1, True), (2, False), (99, False)])
def test_hand_at(seated_table, number, found):
    hand = hand_enter(table=seated_table, entry={"result": {"kind": "draw"}})
    assert (hand_at(table=seated_table, number=number) == hand) is found
