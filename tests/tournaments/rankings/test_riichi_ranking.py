"""Riichi tournaments in the EMA's riichi ranking (issue 52): the EMA keeps one MERS ranking
per ruleset it ranks, so a finished riichi tournament counts in the riichi ranking and not in
MCR's; the list page offers the choice, the player's calculation and the exports follow it,
and ``manage.py ranking --ruleset`` prints it."""

from __future__ import annotations

import datetime
import json
from io import StringIO

import pytest
from django.core.management import call_command
from django.urls import reverse
from django.utils import translation

from tests.factories import ClubFactory
from tests.tournaments.riichi_tournament import finished_riichi_tournament, riichi_offered  # noqa: F401
from tournaments.rankings.selectors.mers import ema_rulesets, mers_report

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _english(settings):
    settings.LANGUAGE_CODE = "en"
    with translation.override("en"):
        yield


@pytest.fixture
def two_riichi_tournaments(riichi_offered):  # noqa: F811
    club = ClubFactory(slug="rcr-mers", public_results=True)
    first = finished_riichi_tournament(club, slug="rcr-spring", date=datetime.date(2026, 3, 7))
    players = [s.member for s in first.rounds.get(number=1).seats.all()]
    finished_riichi_tournament(
        club, slug="rcr-autumn", members=players, date=datetime.date(2026, 4, 11)
    )
    return club, players, first


ON = datetime.date(2026, 6, 1)


def test_riichi_counts_in_a_ranking_of_its_own(two_riichi_tournaments):
    club, players, _first = two_riichi_tournaments
    assert "riichi" in ema_rulesets() and ema_rulesets()[0] != "riichi"
    riichi = mers_report(club=club, on=ON, ruleset="riichi")
    assert riichi.ruleset == "riichi"
    assert sorted(r.key for r in riichi.rows) == sorted(f"m{p.pk}" for p in players)
    assert all(len(r.lines) == 2 for r in riichi.rows)
    assert mers_report(club=club, on=ON).rows == []  # the first ranking: no riichi results


def test_the_pages_exports_and_command_follow_the_chosen_ranking(
    two_riichi_tournaments, client, make_user
):
    club, players, first = two_riichi_tournaments
    url = reverse("rankings_list", kwargs={"slug": club.slug})
    page = client.get(url, {"on": ON.isoformat(), "ruleset": "riichi"}).content.decode()
    assert "Riichi (Japanese)" in page and '<option value="riichi" selected>' in page
    assert f"?player=m{players[0].pk}&amp;on=2026-06-01&amp;ruleset=riichi" in page
    assert "Nobody has 2 results" in client.get(url, {"on": ON.isoformat()}).content.decode()
    player = client.get(
        reverse("rankings_player", kwargs={"slug": club.slug}),
        {"player": f"m{players[0].pk}", "on": ON.isoformat(), "ruleset": "riichi"},
    )
    assert player.status_code == 200 and first.name in player.content.decode()
    client.force_login(make_user("club admin", club=club))
    export = client.get(
        reverse("rankings_export", kwargs={"slug": club.slug, "fmt": "csv"}),
        {"on": ON.isoformat(), "ruleset": "riichi"},
    )
    assert "mers-rcr-mers-riichi-2026-06-01.csv" in export["Content-Disposition"]
    assert export.content.decode("utf-8-sig").count("\n") >= len(players)
    out = StringIO()
    call_command(
        "ranking", "--club", club.slug, "--on", ON.isoformat(), "--ruleset", "riichi", "--json",
        stdout=out,
    )  # fmt: skip
    assert len(json.loads(out.getvalue())) == len(players)
