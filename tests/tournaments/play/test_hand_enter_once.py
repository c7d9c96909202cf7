"""One save, one of each (issue 18): ``hand_enter`` locks the table once, fills in the
entry's defaults once, replays the game once, and the writer takes what it prepared."""

from __future__ import annotations

from unittest import mock

import pytest
from django.db import connection
from django.db.models.query import QuerySet
from django.test.utils import CaptureQueriesContext

from tests.tournaments.play.fixtures import seat_table
from tournaments.play.services import hand_entry, hands
from tournaments.play.services.hand_entry import hand_enter

pytestmark = pytest.mark.django_db

DRAW = {"result": {"kind": "draw"}}

# name -> (what to count, how often per save)
ONCE = {
    "table lock": (mock.patch.object, (QuerySet, "select_for_update"), 1),
    "defaults of the entry": (mock.patch.object, (hand_entry, "build_entry"), 1),
    "the writer's own defaults": (mock.patch.object, (hands, "_entry_defaults"), 0),
    "game replayed": (mock.patch.object, (hand_entry, "table_turns"), 1),
}


@pytest.mark.parametrize("players", [4, 5])
@pytest.mark.parametrize("name", ONCE)
def test_a_save_does_each_step_once(club, players, name):
    patch, (owner, attribute), times = ONCE[name]
    table = seat_table(club, players=players)
    hand_enter(table=table, entry=DRAW)
    original = getattr(owner, attribute)
    with patch(owner, attribute, autospec=True, side_effect=original) as spy:
        hand = hand_enter(table=table, entry=DRAW)
    assert spy.call_count == times
    assert hand.number == 2
    assert hand.results.count() == 4


@pytest.mark.parametrize("players", [4, 5])
def test_a_save_reads_the_table_and_its_seats_once(club, players):
    table = seat_table(club, players=players)
    for _ in range(3):
        hand_enter(table=table, entry=DRAW)
    with CaptureQueriesContext(connection) as ctx:
        hand_enter(table=table, entry=DRAW)
    sql = [q["sql"] for q in ctx.captured_queries]
    assert sum(s.startswith('SELECT "tournaments_table"') for s in sql) == 1
    assert sum(s.startswith('SELECT "tournaments_seat"') for s in sql) == 1
    # was 15: a second table lock, seat read and savepoint pair in the writer
    assert len(sql) == 11, sql
