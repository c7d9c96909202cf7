"""Embedded pages (issue 43): framed only by the club's sites (a CSP frame-ancestors header
per answer, never X-Frame-Options), in the club's colours, in the asked language, and the
same data as JSON."""

from __future__ import annotations

import datetime

import pytest
from django.core.exceptions import ValidationError
from django.test import Client

from tests.factories import EventFactory
from tests.tournaments.security.conftest import build_world
from tournaments.clubs.services.clubs import club_update

pytestmark = pytest.mark.django_db

PAGES = [
    ("/embed/clubs/{club}/standings/", "text/html"),
    ("/embed/clubs/{club}/standings.json", "application/json"),
    ("/embed/clubs/{club}/events/", "text/html"),
    ("/embed/clubs/{club}/events.json", "application/json"),
    ("/embed/events/{event}/standings/", "text/html"),
    ("/embed/events/{event}/standings.json", "application/json"),
]


@pytest.fixture
def world(club, make_user):
    world = build_world(club, make_user)
    club_update(
        club=club,
        public_results=True,
        embed_origins="https://www.club.example\nhttp://localhost:8123",
    )
    return world


def _url(page: str, world) -> str:
    return page.format(club=world.club.slug, event=world.event.slug)


@pytest.mark.parametrize(("page", "content_type"), PAGES)
def test_only_the_clubs_sites_may_frame_it(world, page, content_type):
    response = Client().get(_url(page, world))
    assert response.status_code == 200
    assert response["Content-Type"].startswith(content_type)
    policy = response["Content-Security-Policy"]
    assert "frame-ancestors https://www.club.example http://localhost:8123;" in policy + ";"
    assert "X-Frame-Options" not in response


@pytest.mark.parametrize(("page", "content_type"), PAGES)
def test_no_site_listed_no_site_may(world, page, content_type):
    club_update(club=world.club, embed_origins="")
    response = Client().get(_url(page, world))
    assert "frame-ancestors 'none'" in response["Content-Security-Policy"]


def test_the_rest_of_the_site_keeps_its_x_frame_options(world):
    response = Client().get(f"/clubs/{world.club.slug}/")
    assert response["X-Frame-Options"] == "DENY"


def test_json_may_be_fetched_by_the_clubs_sites_only(world):
    url = _url("/embed/clubs/{club}/events.json", world)
    listed = Client().get(url, headers={"Origin": "https://www.club.example"})
    assert listed["Access-Control-Allow-Origin"] == "https://www.club.example"
    other = Client().get(url, headers={"Origin": "https://evil.example"})
    assert "Access-Control-Allow-Origin" not in other


def test_the_clubs_colours_with_the_answers_nonce(world):
    club_update(club=world.club, embed_accent="#aa0033", embed_background="#fafafa")
    response = Client().get(_url("/embed/clubs/{club}/standings/", world))
    page = response.content.decode()
    assert "--embed-accent: #aa0033" in page and "--embed-bg: #fafafa" in page
    nonce = page.split('<style nonce="')[1].split('"')[0]
    assert f"'nonce-{nonce}'" in response["Content-Security-Policy"]


@pytest.mark.parametrize(
    ("colour", "origins"),
    [
        ("red", ""),
        ("#12345", ""),
        ("#000000;}", ""),
        ("#000", "https://a.example/path"),
        ("#000", "javascript:alert(1)"),
        ("#000", "https://a.example; script-src *"),
    ],
)
def test_bad_settings_are_refused(world, colour, origins):
    with pytest.raises(ValidationError):
        club_update(club=world.club, embed_accent=colour, embed_origins=origins)


@pytest.mark.parametrize(
    ("query", "header", "heading"),
    [
        ("?lang=de", "", "Nächste Veranstaltungen"),
        ("", "en-GB,en;q=0.9", "Next events"),
        ("", "", "Volgende evenementen"),
        ("?lang=xx", "de", "Nächste Veranstaltungen"),
    ],
)
def test_the_page_speaks_the_asked_language(world, query, header, heading):
    headers = {"Accept-Language": header} if header else {}
    response = Client().get(_url("/embed/clubs/{club}/events/", world) + query, headers=headers)
    assert heading in response.content.decode()


def test_the_same_data_as_json(world):
    EventFactory(
        club=world.club, slug="next-week", date=datetime.date.today() + datetime.timedelta(days=7)
    )
    client = Client()
    events = client.get(_url("/embed/clubs/{club}/events.json", world)).json()["events"]
    assert [e["url"].rsplit("/", 2)[-2] for e in events] == ["next-week"]
    page = client.get(_url("/embed/clubs/{club}/events/", world)).content.decode()
    assert events[0]["name"] in page
    standings = client.get(_url("/embed/events/{event}/standings.json", world)).json()
    assert len(standings["rows"]) == 4
    html = client.get(_url("/embed/events/{event}/standings/", world)).content.decode()
    assert all(row["player"] in html for row in standings["rows"])


def test_a_private_club_embed_is_404_to_outsiders(world):
    club_update(club=world.club, public_results=False)
    for page, _type in PAGES:
        assert Client().get(_url(page, world)).status_code == 404


def test_the_settings_page_edits_the_embeds(world):
    client = Client()
    client.force_login(world.users["club_admin"])
    page = client.get(f"/clubs/{world.club.slug}/settings/").content.decode()
    assert 'name="embed_origins"' in page and 'name="embed_accent"' in page
