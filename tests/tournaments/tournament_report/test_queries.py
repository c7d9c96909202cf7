"""The report reads a fixed number of queries whatever the number of players and hands."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.tournaments.tournament_report.world import sized_tournament
from tournaments.tournament_report.selectors.report import tournament_report

pytestmark = pytest.mark.django_db

# the standings with their stages, the figures (2), the best hands (1), the penalties (1),
# the days (1) and the draw's overview: the same 15 at both sizes
REPORT_QUERIES = 15
# the event with its club (an anonymous reader) and the club's finished stamp (the report of a
# finished event is kept under it: tournament_report_kept)
PAGE_QUERIES = REPORT_QUERIES + 2


@pytest.mark.parametrize(("tables", "rounds"), [(2, 2), (8, 5)])
def test_the_report_s_queries_do_not_grow(tables, rounds, django_assert_max_num_queries):
    event = sized_tournament(tables=tables, rounds=rounds, slug=f"sized-{tables}")
    event.club  # noqa: B018 - fetched with the event, as the views have it
    with django_assert_max_num_queries(REPORT_QUERIES):
        report = tournament_report(event=event)
    assert report.figures.hands == 2 * tables * rounds
    assert len(report.played_rows) == 4 * tables
    assert len(report.best_hands) == min(5, tables * rounds)
    assert all(h.groups for h in report.best_hands)


@pytest.mark.parametrize(("tables", "rounds"), [(2, 2), (8, 5)])
def test_the_page_s_queries_do_not_grow(tables, rounds, client, django_assert_max_num_queries):
    event = sized_tournament(tables=tables, rounds=rounds, slug=f"sized-{tables}")
    with django_assert_max_num_queries(PAGE_QUERIES):
        response = client.get(reverse("tournament_report", kwargs={"slug": event.slug}))
    assert response.status_code == 200
