"""A riichi event ranks by its result with uma (EMA RCR: the uma already pays the places),
also at a club of another game whose table points are 4-2-1-0: 4-2-1-0 on top of the uma
made a player with less score the winner when the draw fell so (the riichi tournament's
prize-giving in the browser). A riichi club keeps the scheme it chose."""

from __future__ import annotations

import pytest
from django.utils import translation

from tests.factories import ClubFactory
from tests.tournaments.riichi_tournament import finished_riichi_tournament, riichi_offered  # noqa: F401
from tournaments.clubs.models import Club
from tournaments.clubs.selectors.clubs import club_table_points_scheme
from tournaments.core.exports.renderers import render
from tournaments.reports.exporters import EventStandingsExporter
from tournaments.reports.selectors.results import event_report

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("club_ruleset", "club_scheme", "event_ruleset", "scheme"),
    [
        ("nmb", "4-2-1-0", "riichi", "none"),  # a riichi open at a Dutch club
        ("nmb", "4-2-1-half", "riichi", "none"),
        ("riichi", "4-2-1-0", "riichi", "4-2-1-0"),  # a riichi club's own choice
        ("riichi", "none", "riichi", "none"),
        ("nmb", "4-2-1-half", "nmb", "4-2-1-half"),
        ("nmb", "4-2-1-half", "mcr", "4-2-1-half"),  # MCR has no scheme of its own
        ("riichi", "none", "mcr", "none"),
    ],
)
def test_the_scheme_an_event_ranks_by(club_ruleset, club_scheme, event_ruleset, scheme):
    club = Club(default_ruleset=club_ruleset, table_points_scheme=club_scheme)
    assert club_table_points_scheme(club=club, ruleset=event_ruleset) == scheme


def _ranked_by_score(rows) -> bool:
    scores = [r.score for r in rows]
    return scores == sorted(scores, reverse=True)


def test_a_riichi_event_at_a_dutch_club_ranks_by_score(riichi_offered, client):  # noqa: F811
    club = ClubFactory(slug="nmb-club", public_results=True, table_points_scheme="4-2-1-0")
    event = finished_riichi_tournament(club, players=8, rounds=3)
    report = event_report(event=event)
    assert report.by_score and _ranked_by_score(report.rows)
    assert {r.table_points for r in report.rows} == {0}
    assert "table points" not in report.tie_break_labels
    with translation.override("en"):
        exported = render(EventStandingsExporter(report), "csv")[0].decode("utf-8-sig")
    assert "Table points" not in exported and "Score" in exported.splitlines()[0]

    page = client.get(f"/events/{event.slug}/standings/", HTTP_ACCEPT_LANGUAGE="en")
    text = page.content.decode()
    assert page.status_code == 200
    assert "No table points: the ranking is by score." in text
    assert "table points (" not in text and ">Table points<" not in text
    assert 'class="tp"' not in text  # nor on the round cards
    report_page = client.get(f"/events/{event.slug}/report/", HTTP_ACCEPT_LANGUAGE="en")
    assert report_page.status_code == 200
    assert " table points" not in report_page.content.decode()  # the podium's line
    assert ">Table points<" not in report_page.content.decode()
    screen = client.get(f"/events/{event.slug}/screen/", HTTP_ACCEPT_LANGUAGE="en").content
    assert b">TP<" not in screen and b"TP = table points" not in screen


def test_a_riichi_club_that_chose_table_points_keeps_them(riichi_offered):  # noqa: F811
    club = ClubFactory(slug="riichi-club", default_ruleset="riichi", table_points_scheme="4-2-1-0")
    event = finished_riichi_tournament(club, players=8, rounds=3)
    report = event_report(event=event)
    assert report.scheme == "4-2-1-0" and not report.by_score
    assert sum(r.table_points for r in report.rows) == 7 * 2 * 3  # 7 a table, 2 tables, 3 rounds


def test_the_statistics_count_the_table_points_the_standings_do(riichi_offered):  # noqa: F811
    """The player's page and the event's statistics count no table points where the
    standings have none, as the standings of a riichi club that chose 4-2-1-0 count them."""
    from tournaments.play.models import Seat
    from tournaments.reports.selectors.statistics import event_statistics, statistics_read

    for club, total in [
        (ClubFactory(slug="nmb-stats", table_points_scheme="4-2-1-0"), 0),
        (
            ClubFactory(slug="rcr-stats", default_ruleset="riichi", table_points_scheme="4-2-1-0"),
            42,
        ),
    ]:
        event = finished_riichi_tournament(club, players=8, rounds=3, slug=f"{club.slug}-open")
        summed = event_statistics(event=event)
        read = statistics_read(seats=Seat.objects.filter(round__event=event), club=club)
        assert sum(s.table_points for s in summed) == total
        assert [s.as_dict() for s in read.statistics] == [s.as_dict() for s in summed]


def test_the_printed_sheets_of_a_riichi_event_have_no_table_points(riichi_offered):  # noqa: F811
    """The prize-giving's results sheet and the filled game sheets of a riichi event at a
    Dutch club: no table points line or column (the standings have none)."""
    import subprocess

    from tournaments.reports.printing import score_sheets_pdf
    from tournaments.reports.prizes import results_sheet_pdf

    event = finished_riichi_tournament(ClubFactory(slug="nmb-print"), players=8, rounds=2)
    for pdf in (
        results_sheet_pdf(event=event, lang="en"),
        score_sheets_pdf(event=event, round_number=1, filled=True, lang="en"),
    ):
        text = subprocess.run(
            ["pdftotext", "-", "-"], input=pdf, capture_output=True, check=True
        ).stdout.decode()
        assert "Score" in text or "score" in text
        assert "Table points" not in text and "ahead on score" not in text
