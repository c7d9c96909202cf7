"""One save, one of each: ``hand_enter`` (and ``hand_enter_once``) locks the table once,
builds the entry once, scores it once, replays nothing (the table stores its turn), and
the writer takes what it prepared."""

from __future__ import annotations

from unittest import mock

import pytest
from django.db import connection
from django.db.models.query import QuerySet
from django.test.utils import CaptureQueriesContext

import scoring.engine
from tests.tournaments.play.fixtures import seat_table
from tournaments.play.services import hand_entry, hands
from tournaments.play.services.hand_entry import hand_enter

pytestmark = pytest.mark.django_db

DRAW = {"result": {"kind": "draw"}}

# name -> (what to count, how often per save)
ONCE = {
    "table lock": (mock.patch.object, (QuerySet, "select_for_update"), 1),
    "defaults of the entry": (mock.patch.object, (hand_entry, "build_entry"), 1),
    "scoring": (mock.patch.object, (hand_entry, "entry_deal_score"), 1),
    "the entry's dict parsed again": (mock.patch.object, (scoring.engine, "deal_from_dict"), 0),
    "the next turn worked out": (mock.patch.object, (hands, "next_turn"), 1),
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


@pytest.mark.parametrize("replayed", [False, True])
def test_a_keyed_save_locks_the_table_once(club, replayed):
    """``hand_enter_once`` takes the one table lock and enters under it (it used to lock
    the table, then ``hand_enter`` locked it again)."""
    import uuid

    from tournaments.play.services.hand_saves import hand_enter_once

    table = seat_table(club)
    key = uuid.uuid4()
    if replayed:
        hand_enter_once(table=table, entry=DRAW, key=key, digest="d")
    original = QuerySet.select_for_update
    locked = []

    def lock(queryset, *args, **kwargs):
        locked.append(queryset.model.__name__)
        return original(queryset, *args, **kwargs)

    with mock.patch.object(QuerySet, "select_for_update", autospec=True, side_effect=lock):
        saved = hand_enter_once(table=table, entry=DRAW, key=key, digest="d")
    assert locked.count("Table") == 1, locked
    assert saved.replayed is replayed and saved.hand.number == 1


def test_a_tile_entry_is_scored_once_on_its_typed_deal(seated_table):
    """No ``score_dict(entry.to_dict())``: the entry goes to the engine as its deal."""
    from tests.tournaments.play.test_hand_services import TILE_WIN

    original_score = scoring.engine.Ruleset.score
    with (
        mock.patch.object(scoring.engine, "deal_from_dict", autospec=True) as parsed,
        mock.patch.object(
            scoring.engine.Ruleset, "score", autospec=True, side_effect=original_score
        ) as scored,
    ):
        hand = hand_enter(table=seated_table, entry=TILE_WIN)
    assert parsed.call_count == 0
    assert scored.call_count == 1
    assert {r.seat.wind: r.settlement for r in hand.results.select_related("seat")} == {
        "E": 24,
        "S": 384,
        "W": -244,
        "N": -164,
    }
