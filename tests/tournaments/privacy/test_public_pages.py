"""Privacy by default: visitors and outsiders see names and results only.

Every page (and export) of a public club that an anonymous visitor, a member of another
club or a plain member of the club can open is fetched, and its bytes must not contain the
private member's member number, EMA number, date joined, adult flag or e-mail. The club's
staff and the member themself do see them on the member page."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from tests.factories import ClubFactory, MemberFactory, UserFactory
from tests.tournaments.privacy.conftest import (
    PRIVATE_EMA,
    PRIVATE_EMAIL,
    PRIVATE_LABELS,
    PRIVATE_NUMBER,
    PRIVATE_VALUES,
    PlayedClub,
)
from tournaments.play.selectors.table_links import table_link_path

pytestmark = pytest.mark.django_db


def _pages(p: PlayedClub) -> list[str]:
    club, event, member = p.club.slug, p.events[0].slug, p.private.pk
    year = p.season.year
    return [
        reverse("home"),
        reverse("club_detail", kwargs={"slug": club}),
        reverse("member_list", kwargs={"club_slug": club}),
        reverse("member_list", kwargs={"club_slug": club}) + "?sort=member_number",
        reverse("member_detail", kwargs={"club_slug": club, "pk": member}),
        reverse("reports_player", kwargs={"club_slug": club, "pk": member}),
        reverse("event_detail", kwargs={"slug": event}),
        reverse("reports_event_standings", kwargs={"slug": event}),
        reverse("reports_event_screen", kwargs={"slug": event}),
        reverse("reports_club_standings", kwargs={"slug": club}),
        reverse("reports_season_standings", kwargs={"slug": club, "year": year}),
        reverse("reports_trophies", kwargs={"slug": club, "year": year}),
        reverse("prizes_trophies_pdf", kwargs={"slug": club, "year": year}),
        reverse("privacy_club", kwargs={"slug": club}),
        table_link_path(table=p.tables[0]),
        reverse("seating_draw", kwargs={"slug": event}),
        reverse("seating_players", kwargs={"slug": event}),
        reverse("play_table", kwargs={"slug": event, "round_number": 1, "table_number": 1}),
        reverse(
            "play_hand_detail",
            kwargs={"slug": event, "round_number": 1, "table_number": 1, "number": 1},
        ),
        # exports and prints: refused to outsiders, and the refusal leaks nothing either
        reverse("reports_members_export", kwargs={"slug": club, "fmt": "csv"}),
        reverse("reports_season_export", kwargs={"slug": club, "year": year, "fmt": "csv"}),
        reverse(
            "reports_event_export", kwargs={"slug": event, "exporter": "standings", "fmt": "csv"}
        ),
        reverse("prizes_results_sheet", kwargs={"slug": event}),
        reverse("privacy_member_data", kwargs={"club_slug": club, "pk": member, "fmt": "json"}),
        reverse("privacy_member_data", kwargs={"club_slug": club, "pk": member, "fmt": "csv"}),
    ]


def _client(p: PlayedClub, who: str) -> Client:
    client = Client()
    if who == "other club":
        user = UserFactory(username="elsewhere")
        MemberFactory(club=ClubFactory(), user=user)
        client.force_login(user)
    elif who == "plain member":
        user = UserFactory(username="plain")
        MemberFactory(club=p.club, user=user, first_name="Piet", last_name="Plain")
        client.force_login(user)
    return client


@pytest.mark.parametrize("who", ["anonymous", "other club", "plain member"])
@pytest.mark.parametrize("lang", ["nl", "en", "de"])
def test_outsiders_see_no_private_details(played: PlayedClub, who: str, lang: str) -> None:
    client = _client(played, who)
    seen_names = 0
    for url in _pages(played):
        response = client.get(url, HTTP_ACCEPT_LANGUAGE=lang, follow=True)
        assert response.status_code in (200, 403), url
        body = response.content
        for value in PRIVATE_VALUES:
            assert value.encode() not in body, (url, value)
        if response.status_code == 200 and "text/html" in response["Content-Type"]:
            text = body.decode()
            for label in PRIVATE_LABELS:
                assert f">{label}<" not in text, (url, label)
            assert 'data.json" download' not in text, url  # the download buttons
            seen_names += "Aalders" in text
    assert seen_names >= 8  # the pages were really shown, with names and results


@pytest.mark.parametrize("who", ["admin", "scorekeeper", "self"])
def test_staff_and_the_member_see_private_details(played: PlayedClub, who: str) -> None:
    user = {"admin": played.admin, "scorekeeper": played.scorekeeper}.get(who)
    client = Client()
    client.force_login(user or played.private.user)
    url = reverse("member_detail", kwargs={"club_slug": played.club.slug, "pk": played.private.pk})
    text = client.get(url, HTTP_ACCEPT_LANGUAGE="nl").text
    for value in (PRIVATE_NUMBER, PRIVATE_EMA, PRIVATE_EMAIL, "19 juli 2003", ">Volwassen<"):
        assert value in text
    assert "Roosmarijn Verstappen" in text
    assert 'data.json" download' in text and 'data.csv" download' in text


def test_staff_member_list_keeps_numbers(played: PlayedClub) -> None:
    client = Client()
    client.force_login(played.admin)
    text = client.get(reverse("member_list", kwargs={"club_slug": played.club.slug})).text
    assert PRIVATE_NUMBER in text


def test_a_club_without_public_results_shows_visitors_nothing(played: PlayedClub) -> None:
    played.club.public_results = False
    played.club.save()
    for url in _pages(played):
        if "/privacy/" in url or "/t/" in url or url == "/":
            continue
        # a private club does not exist for an outsider (issue 38): as a club that is not there
        assert Client().get(url).status_code == 404, url


@pytest.mark.parametrize(
    ("lang", "title"), [("nl", "Privacy bij"), ("en", "Privacy at"), ("de", "Datenschutz bei")]
)
def test_the_club_page_links_its_privacy_page(played: PlayedClub, lang: str, title: str) -> None:
    text = Client().get(played.club.get_absolute_url(), HTTP_ACCEPT_LANGUAGE=lang).text
    assert reverse("privacy_club", kwargs={"slug": played.club.slug}) in text and title in text
    page = Client().get(reverse("privacy_club", kwargs={"slug": played.club.slug}))
    assert page.status_code == 200
