"""Season standings stay within a fixed number of queries, whatever the number of evenings."""

import pytest
from django.urls import reverse

from tests.tournaments.reports.season_data import build_season
from tournaments.reports.selectors.results import season_report
from tournaments.reports.selectors.trophies import trophy_report

pytestmark = pytest.mark.django_db

SEASON_QUERIES = 4  # season events, seats, hand-result sums (+ the club, fetched once)

# Two sizes with the same fixed bound: a query per evening (or per table, seat or hand)
# would show at 16 as at 50, and 16 evenings still hold over 999 of every row that could
# land in one ``IN`` list (1,280 seats and hands, 5,120 hand results; SQLite's old limit
# of parameters). 50 evenings took three times as long to build (2026-12-02).
SIZES = [2, 16]


@pytest.mark.parametrize("evenings", SIZES)
def test_season_report_queries_do_not_grow(evenings, django_assert_max_num_queries):
    season = build_season(evenings=evenings, players=40, slug=f"club-{evenings}")
    season.club  # noqa: B018 - cached, as the views have it
    with django_assert_max_num_queries(SEASON_QUERIES):
        report = season_report(season=season)
    assert len(report.rows) == 40
    assert report.rows[0].evenings == evenings
    total = sum(r.table_points for r in report.rows)
    assert total == evenings * 2 * 10 * 7  # every table's points add up to 7


@pytest.mark.parametrize("evenings", SIZES)
def test_season_page_and_trophies_queries_do_not_grow(
    evenings, client, django_assert_max_num_queries
):
    season = build_season(evenings=evenings, players=40, slug=f"club-{evenings}")
    url = reverse(
        "reports_season_standings", kwargs={"slug": season.club.slug, "year": season.year}
    )
    with django_assert_max_num_queries(10):
        assert client.get(url).status_code == 200
    with django_assert_max_num_queries(8):
        report = trophy_report(season=season)
    assert len(report.trophy.wins) == evenings
    url = reverse("reports_trophies", kwargs={"slug": season.club.slug, "year": season.year})
    with django_assert_max_num_queries(12):
        assert client.get(url).status_code == 200
    member = season.club.members.first()
    url = reverse("reports_player", kwargs={"club_slug": season.club.slug, "pk": member.pk})
    # 12 for the page and its season (with the club's finished stamp (1) its standings are
    # kept under, reports.selectors.kept, held for the whole page: kept.finished_stamp_held),
    # 7 for the statistics section (the member's events (1), and reports.selectors.
    # member_parts: the finished events' part counted (5) and tonight's (1: the seats, none
    # played)), 3 for the rating section (ratings.selectors: the first time, the tables of
    # its events; the stamp held), 2 for the game results of the member's tables
    # (reports.selectors.game_scores)
    with django_assert_max_num_queries(24):
        response = client.get(url)
    # the ratings, the season's standings and the statistics' finished part are kept: 4
    # fewer for the season, 3 for ratings, 5 for the statistics
    with django_assert_max_num_queries(12):
        client.get(url)
    assert response.status_code == 200 and "<svg" in response.text


def test_the_seat_sums_join_only_the_season_s_rows():
    """The grouped hand-result sums join seat, round and hand only: the model's ordering
    (hand → table → round → event) once left three more joins in the grouped query, and
    PostgreSQL then hashed every table of the association (issue 44)."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    season = build_season(evenings=2, players=8, slug="club-joins")
    with CaptureQueriesContext(connection) as queries:
        season_report(season=season)
    grouped = [q["sql"] for q in queries.captured_queries if "GROUP BY" in q["sql"]]
    assert grouped and all('"tournaments_table"' not in sql for sql in grouped)
    assert all('"tournaments_event"' not in sql for sql in grouped)
