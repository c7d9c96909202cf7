"""The per-seat sums of the standings (``results.seat_sums_of_tables``), named by the
tables' ids, against the query they replace, named by the seats' events alone (at 1 M
hands PostgreSQL looked each of a season's 13,412 hands up by its key): the same sums for
the small event of ``statistics_event`` (a five-player table, a substitute, draws, a
correction, a deleted hand, a penalty) under three rulesets, beside another event of the
club that must not count."""

from __future__ import annotations

import pytest
from django.db.models import Count, F, Max, Q, Sum

from tests.tournaments.reports.statistics_event import enter, play_event, play_scenario
from tournaments.play.models import HandResult, Seat, Table
from tournaments.reports.selectors.results import seat_sums_of_tables, table_results

pytestmark = pytest.mark.django_db


def _by_events(event_ids):
    """The old way: the results of the events' seats, grouped per seat."""
    return {
        row["seat_id"]: row
        for row in HandResult.objects.filter(seat__round__event_id__in=event_ids)
        .order_by()
        .values("seat_id")
        .annotate(
            score=Sum("settlement"),
            hands=Count("id"),
            best=Max("points", filter=Q(hand__winner=F("seat"))),
            won=Count("id", filter=Q(hand__winner=F("seat"))),
        )
    }


@pytest.mark.parametrize("ruleset", ["mcr", "nmb", "hk"])
def test_the_sums_by_tables_are_the_sums_by_events(ruleset):
    played = play_scenario(ruleset, slug=f"sums-{ruleset}")
    other = play_event(ruleset, slug=f"other-{ruleset}")  # another club's event, a hand played
    enter(other.tables[0], "Anna", "Bram")
    event_ids = [played.event.pk]
    tables = list(Table.objects.filter(round__event_id__in=event_ids).values_list("pk", flat=True))
    old = _by_events(event_ids)
    seats = list(
        Seat.objects.filter(table_id__in=tables).values("round__event_id", "round__event__ruleset")
    )
    new = seat_sums_of_tables(tables, seats)
    assert new == old
    assert sum(row["won"] for row in new.values()) == 6  # the scenario's wins, one deleted
    assert (
        sum(row["hands"] for row in new.values()) == 4 * 5 + 4 * 3
    )  # one sits out in round 1, one deleted
    seats = {s.seat_id for s in HandResult.objects.filter(seat__round__event=other.event)}
    assert not seats & new.keys()
    # what the standings read of them: each seat's hands, wins, best hand and score
    results = table_results(event_ids=event_ids, scheme=played.event.club.table_points_scheme)
    shown = {
        (r.table_id, r.wind): (r.hands, r.hands_won, r.best_hand) for t in results for r in t.seats
    }
    assert sum(hands for hands, _, _ in shown.values()) == 4 * 5 + 4 * 3
    assert sum(won for _, won, _ in shown.values()) == 6


def test_no_tables_no_query(django_assert_num_queries):
    with django_assert_num_queries(0):
        assert seat_sums_of_tables([], []) == {}
