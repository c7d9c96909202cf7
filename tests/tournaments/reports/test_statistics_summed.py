"""The statistics counted by the database (``statistics_summed``, the API's season and
event statistics) against the same statistics counted in Python from every hand result
(``statistics_read``, the player page's): the same figures for the small event of
``statistics_event`` (a five-player table, a substitute, draws, a correction, a deleted
hand, a penalty) with tile-level wins from the golden files added (their elements and limit
hands) under three rulesets, for the riichi event of ``test_statistics_riichi``, and for
stored elements in odd shapes."""

from __future__ import annotations

import pytest
from django.db.models import F

from scoring.casefiles import load_cases
from tests.golden import GOLDEN_DIR
from tests.tournaments.reports.statistics_event import play_scenario
from tests.tournaments.reports.test_statistics_riichi import (  # noqa: F401 (a fixture)
    at_the_table,
    play_riichi_event,
)
from tournaments.play.models import HandResult, Seat
from tournaments.play.services.hand_entry import hand_enter
from tournaments.reports.selectors.statistics import (
    event_statistics,
    statistics_read,
)

pytestmark = pytest.mark.django_db


def _both(event):
    counted = statistics_read(
        seats=Seat.objects.filter(round__event=event), club=event.club
    ).statistics
    summed = event_statistics(event=event)
    return counted, summed


def _same(counted, summed):
    assert [s.as_dict() for s in summed] == [s.as_dict() for s in counted]
    assert [s.fact_rulesets for s in summed] == [s.fact_rulesets for s in counted]
    # the element's names (as_dict) and counts; which of its stored objects stands for it
    # (their per-hand fields) is either's


def _tile_wins(ruleset):
    """The golden file's wins at a table of four, the winner's tiles given."""
    golden = GOLDEN_DIR / f"{ruleset}.yaml"
    return [
        dict(case.data)
        for case in load_cases(golden.read_text(), golden.name)
        if case.data.get("result", {}).get("kind") == "win"
        and len(case.data.get("players", {})) == 4
        and (case.data["players"].get(case.data["result"].get("winner")) or {}).get("concealed")
    ]


def _with_tile_wins(ruleset):
    played = play_scenario(ruleset, slug=f"sum-{ruleset}")
    table = played.tables[1]  # four players, round 2
    for case in _tile_wins(ruleset)[:6]:
        table.refresh_from_db()
        hand_enter(table=table, entry=case)
    return played


@pytest.mark.parametrize("ruleset", ["mcr", "nmb", "hk"])
def test_the_database_counts_as_python_does(ruleset):
    played = _with_tile_wins(ruleset)
    counted, summed = _both(played.event)
    assert sum(len(s.elements) for s in counted), "the golden wins score elements"
    assert sum(s.wins for s in counted) > 6 and sum(s.draws for s in counted)
    _same(counted, summed)


def test_limit_hands_are_counted_by_the_database_too():
    played = _with_tile_wins("nmb")
    counted, summed = _both(played.event)
    assert sum(s.limit_hands for s in counted), "the golden file's first wins hold a limit hand"
    _same(counted, summed)


@pytest.mark.usefixtures("at_the_table")
def test_riichi_is_counted_from_its_rows():
    event, _ = play_riichi_event(slug="sum-riichi")
    counted, summed = _both(event)
    assert sum(s.declared for s in counted) and sum(len(s.winning_hands) for s in counted)
    _same(counted, summed)


def test_odd_elements_are_keyed_and_counted_alike():
    played = play_scenario("mcr", slug="sum-odd")
    won = HandResult.objects.filter(hand__table__round__event=played.event).exclude(
        hand__winner=None
    )
    first, second, third = [r for r in won.order_by("pk") if r.hand.winner_id == r.seat_id][:3]
    first.elements = [
        {"name": "no id", "count": "2"},
        "not an element",
        {"id": "", "name": "empty id", "count": 0},
        {"id": "mcr.x", "name": "x", "unit": "limit"},
    ]
    second.elements = {"not": "a list"}
    third.elements = [{"id": "mcr.x", "name": "x", "count": 3}, {"unit": "limit"}]
    loser = won.exclude(hand__winner=F("seat")).order_by("pk").first()
    loser.elements = [{"id": "mcr.y", "name": "y", "unit": "limit"}]  # not a limit hand won
    for row in (first, second, third, loser):
        row.save(update_fields=["elements"])
    counted, summed = _both(played.event)
    assert sum(s.limit_hands for s in counted) == 2
    _same(counted, summed)
