"""The read API (issue 43): names as the club's privacy allows, filters, pages, ETags and
rate limits."""

from __future__ import annotations

import pytest

from scoring.engine import get_ruleset
from tests.factories import EventFactory, MemberFactory
from tests.tournaments.api.conftest import ApiWorld
from tournaments.events.models import EventStatus

pytestmark = pytest.mark.django_db


def test_names_as_the_club_shows_them(public_world: ApiWorld):
    """A member who asked not to be named is "Player <id>" to the public, named to staff;
    the member number only to staff."""
    w = public_world
    hidden = MemberFactory(
        club=w.club, first_name="Geheim", last_name="Persoon", hide_public_name=True
    )
    url = f"/api/v1/clubs/{w.club.slug}/members/?page_size=200"
    public = {m["id"]: m for m in w.client("anonymous").get(url).json()["results"]}
    staff = {m["id"]: m for m in w.client("admin").get(url).json()["results"]}
    assert "Geheim" not in public[hidden.pk]["name"]
    assert str(hidden.pk) in public[hidden.pk]["name"]
    assert public[hidden.pk]["member_number"] is None
    assert staff[hidden.pk]["name"] == "Geheim Persoon"
    assert staff[hidden.pk]["member_number"] == hidden.member_number


def test_a_key_for_another_club_sees_public_names(public_world: ApiWorld):
    """The admin's key for another club reads this public club as the public does."""
    w = public_world
    hidden = MemberFactory(club=w.club, first_name="Geheim", hide_public_name=True)
    MemberFactory(club=w.other_club, user=w.users["admin"])
    elsewhere = w.key_client("admin", "read", club=w.other_club)
    url = f"/api/v1/clubs/{w.club.slug}/members/?page_size=200"
    names = {m["id"]: m["name"] for m in elsewhere.get(url).json()["results"]}
    assert "Geheim" not in names[hidden.pk]


@pytest.mark.parametrize(
    ("query", "slugs"),
    [
        ("", ["late", "matrix-evening", "early"]),
        ("?status=finished", ["early"]),
        ("?ruleset=mcr", ["late"]),
        ("?date_from=2026-03-01&date_to=2026-03-31", ["matrix-evening"]),
        ("?date_from=2026-04-01", ["late"]),
    ],
)
def test_event_filters(public_world: ApiWorld, query, slugs):
    w = public_world
    EventFactory(club=w.club, slug="early", date="2026-01-10", status=EventStatus.FINISHED)
    EventFactory(club=w.club, slug="late", date="2026-06-10", ruleset="mcr")
    response = w.client("anonymous").get(f"/api/v1/clubs/{w.club.slug}/events/{query}")
    assert response.status_code == 200
    assert [e["slug"] for e in response.json()["results"]] == slugs


@pytest.mark.parametrize(("off", "status"), [(False, 200), (True, 400)])
def test_the_ruleset_filter_takes_only_rulesets_played_at_the_table(
    public_world: ApiWorld, monkeypatch, off, status
):
    if off:
        monkeypatch.setattr(type(get_ruleset("toy")), "plays_at_table", False)
    w = public_world
    response = w.client("anonymous").get(f"/api/v1/clubs/{w.club.slug}/events/?ruleset=toy")
    assert response.status_code == status


@pytest.mark.parametrize(
    "query", ["?status=nope", "?date_from=yesterday", "?ruleset=poker", "?page=99"]
)
def test_bad_filters_are_400_or_404(public_world: ApiWorld, query):
    w = public_world
    response = w.client("anonymous").get(f"/api/v1/clubs/{w.club.slug}/events/{query}")
    assert response.status_code in (400, 404)
    assert response.json()


def test_pages(public_world: ApiWorld):
    w = public_world
    first = w.client("anonymous").get(f"/api/v1/clubs/{w.club.slug}/members/?page_size=2")
    body = first.json()
    assert len(body["results"]) == 2 and body["count"] > 2 and "page=2" in body["next"]


def test_an_unchanged_answer_is_304(public_world: ApiWorld):
    w = public_world
    client = w.client("anonymous")
    url = f"/api/v1/events/{w.event.slug}/standings/"
    first = client.get(url)
    etag = first.headers["ETag"]
    again = client.get(url, HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304 and again.content == b""
    assert client.get(url, HTTP_IF_NONE_MATCH='"other"').status_code == 200


def test_the_rate_limit(public_world: ApiWorld, settings):
    settings.API_RATE_ANON = "3/min"
    client = public_world.client("anonymous")
    codes = [client.get("/api/v1/clubs/").status_code for _ in range(4)]
    assert codes == [200, 200, 200, 429]


def test_standings_have_every_player(public_world: ApiWorld):
    w = public_world
    rows = w.client("anonymous").get(f"/api/v1/events/{w.event.slug}/standings/").json()["rows"]
    assert len(rows) == 4
    assert [r["rank"] for r in rows] == [1, 2, 3, 4]
    assert sum(r["score"] for r in rows) == 0
