"""A finished riichi tournament's results (issue 52: everything else works for riichi as for
the other rulesets): the standings export and PDF, the EMA results file and the club rating,
where riichi is a family of its own."""

from __future__ import annotations

import csv
import io

import pytest

from tests.factories import ClubFactory
from tests.tournaments.riichi_tournament import finished_riichi_tournament, riichi_offered  # noqa: F401
from tests.tournaments.seat_draws.fixtures import _english  # noqa: F401
from tournaments.core.exports.renderers import render
from tournaments.play.models import HandResult
from tournaments.ratings.selectors import club_ratings_compute, ruleset_family
from tournaments.reports.best_hands import best_per_ruleset, unit_label, value_unit_label
from tournaments.reports.exporters import EmaResultsExporter, EventStandingsExporter
from tournaments.reports.selectors.results import event_report
from tournaments.reports.selectors.trophies import best_hands

pytestmark = pytest.mark.django_db


@pytest.fixture
def tournament(riichi_offered):  # noqa: F811
    return finished_riichi_tournament(ClubFactory(slug="rcr-club", public_results=True))


def test_the_standings_rank_the_riichi_results(tournament):
    report = event_report(event=tournament)
    assert len(report.rows) == 8 and all(r.played for r in report.rows)
    results = HandResult.objects.filter(hand__table__round__event=tournament)
    assert sum(r.score for r in report.rows) == sum(results.values_list("settlement", flat=True))
    assert sum(r.score for r in report.rows) == 0  # riichi settles zero-sum at the table
    pdf, _name = render(EventStandingsExporter(report), "pdf", lang="en")
    assert pdf.startswith(b"%PDF")


def test_the_ema_results_file(tournament):
    report = event_report(event=tournament)
    text = render(EmaResultsExporter(report), "csv")[0].decode("utf-8-sig")
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0][:4] == ["Place", "First Name", "Last name", "EMA number"]
    assert [r[3] for r in rows[1:]] == [r.player.ema_number for r in report.rows]
    assert {r[7] for r in rows[1:]} == {"NL", "DE"}


def test_riichi_is_rated_as_a_family_of_its_own(tournament):
    family = ruleset_family("riichi")
    assert family != ruleset_family("mcr")
    ratings = club_ratings_compute(club=tournament.club)
    assert list(ratings.families) == [family]
    assert len(ratings.families[family].history) == 8


def test_best_hands_show_riichi_points_and_statistics_han(tournament):
    """A riichi hand stores its value in points (the statistics count han from its yaku):
    a best hand of 8,000 is "8000 points", never "8000 han"."""
    assert (unit_label("riichi"), value_unit_label("riichi")) == ("points", "han")
    assert (unit_label("mcr"), value_unit_label("mcr")) == ("MCR points", "MCR points")
    (best,) = best_per_ruleset(best_hands(events=[tournament]))
    assert best.ruleset == "riichi" and str(best.unit) == "points"
    assert best.hand.points == 5800  # a dealer's riichi, pinfu, tanyao: 3 han 30 fu
