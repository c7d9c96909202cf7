"""The ranking names players as ``clubs.audience`` says: a member who hides his name is
"Player N" to the public and himself to the club's staff; the reads are a fixed number of
queries whatever the number of tournaments."""

from __future__ import annotations

import datetime

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tests.factories import ClubFactory, MemberFactory
from tests.tournaments.rankings.world import tournament
from tournaments.rankings.selectors.mers import mers_report

D = datetime.date
ON = "2026-06-01"


@pytest.fixture
def club(db):
    club = ClubFactory(slug="draak", default_ruleset="mcr")
    members = [MemberFactory(club=club, first_name=n, last_name="Verborgen") for n in "ABCD"]
    members[0].hide_public_name = True
    members[0].save()
    tournament(club, D(2026, 1, 10), members)
    tournament(club, D(2026, 2, 14), members[::-1])
    club.hidden = members[0]
    return club


def test_a_hidden_name_is_hidden_from_the_public(client, club, make_user):
    hidden = club.hidden
    url = reverse("rankings_list", kwargs={"slug": club.slug})
    public = client.get(url, {"on": ON}).content.decode()
    assert hidden.full_name not in public
    assert f"Player {hidden.pk}" in public or f"Speler {hidden.pk}" in public
    player = reverse("rankings_player", kwargs={"slug": club.slug})
    page = client.get(player, {"player": f"m{hidden.pk}", "on": ON}).content.decode()
    assert hidden.full_name not in page
    client.force_login(make_user("scorekeeper", club=club))
    assert hidden.full_name in client.get(url, {"on": ON}).content.decode()


def test_a_private_club_is_404_to_outsiders(client, club):
    club.public_results = False
    club.save()
    for name in ("rankings_list", "rankings_player"):
        url = reverse(name, kwargs={"slug": club.slug})
        assert client.get(url, {"player": f"m{club.hidden.pk}"}).status_code == 404


def test_the_reads_are_a_fixed_number_of_queries(club):
    on = D(2026, 6, 1)
    with CaptureQueriesContext(connection) as few:
        mers_report(club=club, on=on)
    members = list(club.members.all())
    for month in (3, 4, 5):
        tournament(club, D(2026, month, 7), members)
    with CaptureQueriesContext(connection) as more:
        assert len(mers_report(club=club, on=on).rows) == 4
    assert len(more.captured_queries) == len(few.captured_queries)


def test_the_sites_ranking_is_for_the_sites_operator(client, club, make_user):
    other = ClubFactory(slug="tijger", default_ruleset="mcr")
    players = [MemberFactory(club=other, first_name=n, last_name="Tijger") for n in "EFGH"]
    tournament(other, D(2026, 1, 17), players)
    tournament(other, D(2026, 2, 21), players)
    url = reverse("rankings_site")
    client.force_login(make_user("club admin", club=club))
    assert client.get(url).status_code == 403
    client.force_login(make_user(is_superuser=True, username="operator"))
    page = client.get(url, {"on": ON})
    assert page.status_code == 200
    assert len(page.context["report"].rows) == 8
    key = page.context["report"].rows[0].key
    calc = client.get(reverse("rankings_site_player"), {"player": key, "on": ON})
    assert calc.status_code == 200
