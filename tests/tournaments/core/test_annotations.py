"""``hand_total``: the hand count the round selectors put on tables and rounds
(``tournaments.core.annotations``)."""

import pytest

from tournaments.core.annotations import hand_total
from tournaments.events.selectors.rounds import event_rounds
from tournaments.play.selectors.rounds import event_seating_rounds
from tournaments.play.services.hand_entry import hand_enter

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("read", [event_rounds, event_seating_rounds])
@pytest.mark.parametrize("hands", [0, 2])
def test_hand_total_of_tables(seated_table, read, hands: int) -> None:
    for _ in range(hands):
        hand_enter(table=seated_table, entry={"result": {"kind": "draw"}})
    (round_,) = read(event=seated_table.round.event)
    assert [hand_total(t) for t in round_.tables.all()] == [hands]


def test_hand_total_of_a_round(seated_table) -> None:
    hand_enter(table=seated_table, entry={"result": {"kind": "draw"}})
    (round_,) = event_seating_rounds(event=seated_table.round.event)
    assert hand_total(round_) == 1


def test_no_hand_total_without_a_selector(seated_table) -> None:
    with pytest.raises(AttributeError):
        hand_total(seated_table)
