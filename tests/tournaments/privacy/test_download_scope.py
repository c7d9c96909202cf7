"""A member's data download names only what its reader may see: the member sees every
membership of their login; the club's staff see their own club's records, never the
member's membership of a private second club (its name, member number or role)."""

from __future__ import annotations

import json

import pytest
from django.test import Client
from django.urls import reverse

from tests.factories import ClubFactory, MemberFactory
from tests.tournaments.privacy.conftest import PlayedClub
from tournaments.core.roles import REFEREE

pytestmark = pytest.mark.django_db

SECRET_CLUB = "Het Geheime Genootschap"
SECRET_NUMBER = "SECRET-4711"


@pytest.fixture
def second_club(played: PlayedClub) -> PlayedClub:
    """The private member's login is also a referee of a private club."""
    club = ClubFactory(name=SECRET_CLUB, slug="geheim", public_results=False)
    MemberFactory(club=club, user=played.private.user, member_number=SECRET_NUMBER, role=REFEREE)
    return played


def _download(user, p: PlayedClub, fmt: str) -> str:
    client = Client()
    client.force_login(user)
    kwargs = {"club_slug": p.club.slug, "pk": p.private.pk, "fmt": fmt}
    response = client.get(reverse("privacy_member_data", kwargs=kwargs))
    assert response.status_code == 200
    return response.content.decode("utf-8-sig")


@pytest.mark.parametrize(
    ("reader", "sees_second_club"),
    [("member", True), ("scorekeeper", False), ("admin", False)],
)
@pytest.mark.parametrize("fmt", ["json", "csv"])
def test_download_names_only_the_readers_clubs(
    second_club: PlayedClub, reader: str, sees_second_club: bool, fmt: str
) -> None:
    user = {
        "member": second_club.private.user,
        "scorekeeper": second_club.scorekeeper,
        "admin": second_club.admin,
    }[reader]
    body = _download(user, second_club, fmt)
    for secret in (SECRET_CLUB, SECRET_NUMBER):
        assert (secret in body) is sees_second_club, (reader, secret)
    assert "De Groene Draak" in body
    if fmt == "json":
        clubs = [m["club"] for m in json.loads(body)["memberships"]]
        expected = ["De Groene Draak", SECRET_CLUB] if sees_second_club else ["De Groene Draak"]
        assert clubs == expected
