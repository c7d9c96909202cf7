"""Imported external results name their EMA ranking (issue 52): the import asks which
ruleset's ranking the file's results count in (a "ruleset" column may name it per row), so
riichi results from elsewhere land in the riichi ranking and not in MCR's; results imported
before (no ruleset) stay in the first ranking."""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from django.utils import translation

from tests.factories import ClubFactory
from tournaments.rankings.models import ExternalResult
from tournaments.rankings.selectors.mers import mers_inputs

pytestmark = pytest.mark.django_db

HEADER = "tournament,start_date,days,players,countries,qualification,player,position"


@pytest.fixture
def staff_client(client, make_user):
    club = ClubFactory(slug="ranked", default_ruleset="mcr")
    client.force_login(make_user("club admin", club=club, username="ranker"))
    return client, club


def upload_and_confirm(client, club, text: str, **data):
    url = reverse("rankings_import", kwargs={"slug": club.slug})
    file = SimpleUploadedFile("r.csv", text.encode(), "text/csv")
    with translation.override("en"):
        preview = client.post(url, {"file": file, **data}, HTTP_ACCEPT_LANGUAGE="en")
    assert preview.status_code == 200
    token = preview.context["token"]
    if token:
        client.post(
            reverse("rankings_import_confirm", kwargs={"slug": club.slug}), {"token": token}
        )
    return preview.content.decode()


def names(club, ruleset):
    """Who has results in the MERS ranking of ``ruleset`` (the list shows only players with
    enough of them)."""
    return {p.name for p in mers_inputs(club=club, ruleset=ruleset).players.values()}


@pytest.mark.parametrize(
    ("text", "data", "stored", "riichi", "mcr"),
    [
        # the import's choice
        (f"{HEADER}\nRiichi Open,2026-03-07,2,40,6,1,Rin,2\n", {"ruleset": "riichi"},
         {"riichi"}, {"Rin"}, set()),
        # nothing chosen (as before): the first ranking
        (f"{HEADER}\nMCR Open,2026-03-07,2,40,6,1,Mei,2\n", {}, {""}, set(), {"Mei"}),
        # a column per row wins over the choice
        (f"{HEADER},ruleset\nA,2026-03-07,2,40,6,1,Rin,2,riichi\nB,2026-03-08,2,40,6,1,Mei,3,mcr\n",
         {"ruleset": "mcr"}, {"riichi", "mcr"}, {"Rin"}, {"Mei"}),
    ],
)  # fmt: skip
def test_the_results_count_in_the_ranking_they_name(staff_client, text, data, stored, riichi, mcr):
    client, club = staff_client
    upload_and_confirm(client, club, text, **data)
    assert set(ExternalResult.objects.values_list("ruleset", flat=True)) == stored
    assert names(club, "riichi") == riichi
    assert names(club, "mcr") == mcr


def test_the_preview_names_the_ranking_and_refuses_an_unranked_ruleset(staff_client):
    client, club = staff_client
    html = upload_and_confirm(
        client, club, f"{HEADER},ruleset\nA,2026-03-07,2,40,6,1,Rin,2,nmb\n", ruleset="riichi"
    )
    assert "“ruleset” is one of mcr, riichi, not “nmb”." in html
    assert not ExternalResult.objects.exists()
    html = upload_and_confirm(
        client, club, f"{HEADER}\nA,2026-03-07,2,40,6,1,Rin,2\n", ruleset="riichi"
    )
    assert "Riichi (Japanese)" in html
