"""The rating list, its exports, the player page's rating section and the standings chart,
on the demo club (``seed_demo``) in every language."""

import time

import pytest
from django.urls import reverse
from django.utils import translation

from tests.tournaments.reports.conftest import *  # noqa: F403
from tests.tournaments.reports.season_data import build_season
from tournaments.events.models import Event, EventStatus
from tournaments.ratings.selectors import club_ratings_compute


@pytest.fixture
def rated(demo):
    """The demo club with its first event finished (the demo's evening already is)."""
    assert Event.objects.filter(club=demo, status=EventStatus.FINISHED).exists()
    return demo


def test_the_rating_list_names_the_players_with_their_numbers(client, rated):
    response = client.get(reverse("ratings_club", kwargs={"slug": rated.slug}))
    assert response.status_code == 200
    rows = response.context["rows"]
    assert rows and rows[0].rank == 1 and rows[0].name
    assert rows[0].name in response.text
    assert str(rows[0].rating.display) in response.text


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ({"family": "chess"}, "There is no rating for that ruleset"),
        ({"season": "1999"}, "There is no such season"),
        ({"season": "abc"}, "There is no such season"),
        ({"date": "2026-13-40"}, "That is not a date"),
        ({"date": "yesterday"}, "That is not a date"),
    ],
)
def test_a_filter_it_cannot_use_is_said_never_a_server_error(client, rated, query, message):
    response = client.get(reverse("ratings_club", kwargs={"slug": rated.slug}), query)
    assert response.status_code == 200
    assert message in response.text


def test_a_date_before_anything_was_played_lists_nobody(client, rated):
    response = client.get(
        reverse("ratings_club", kwargs={"slug": rated.slug}), {"date": "2000-01-01"}
    )
    assert response.context["rows"] == []


@pytest.mark.parametrize("lang", ["nl", "en", "de"])
def test_the_pages_speak_the_language(client, rated, lang):
    with translation.override(lang):
        url = reverse("ratings_club", kwargs={"slug": rated.slug})
        page = client.get(url, HTTP_ACCEPT_LANGUAGE=lang).text
    words = {"nl": "Laatst gespeeld", "en": "Last played", "de": "Zuletzt gespielt"}
    assert words[lang] in page


@pytest.mark.parametrize("fmt", ["xlsx", "csv", "pdf"])
def test_the_exports(login, rated, fmt):
    client = login("admin")
    url = reverse("ratings_club_export", kwargs={"slug": rated.slug, "fmt": fmt})
    response = client.get(url, {"lang": "en"})
    assert response.status_code == 200
    assert "attachment" in response["Content-Disposition"]
    if fmt == "csv":
        assert "Last played" in response.content.decode()


def test_an_unknown_export_format_is_a_404(login, rated):
    client = login("admin")
    url = reverse("ratings_club_export", kwargs={"slug": rated.slug, "fmt": "docx"})
    assert client.get(url).status_code == 404


def test_the_player_page_shows_the_rating_history_as_inline_svg(client, rated):
    listed = client.get(reverse("ratings_club", kwargs={"slug": rated.slug})).context["rows"][0]
    url = reverse("reports_player", kwargs={"club_slug": rated.slug, "pk": listed.member_id})
    page = client.get(url).text
    section = page[page.index('id="rating"') :]
    assert '<svg role="img"' in section and 'class="pygal-chart chart-wide"' in section
    assert "<script" not in section and "<style" not in section
    assert str(listed.rating.display) in section


def test_the_standings_chart_draws_a_line_per_player_and_follows_a_chosen_one(client, rated):
    event = max(
        Event.objects.filter(club=rated).exclude(rounds__tables__hands=None).distinct(),
        key=lambda e: e.rounds.exclude(tables__hands=None).count(),
    )
    url = reverse("reports_event_standings", kwargs={"slug": event.slug})
    response = client.get(url)
    chart = str(response.context["place_chart"])
    if event.rounds.exclude(tables__hands=None).count() < 2:
        assert chart == ""
        return
    rows = response.context["report"].rows
    assert chart.count('class="series serie-') >= min(len(rows), 6)
    last = rows[-1].player
    followed = client.get(url, {"player": last.member_id}).context["place_chart"]
    assert f">{last.name}<" in str(followed)


@pytest.mark.slow
def test_computing_a_season_on_read_is_quick(db):
    """50 evenings of 40 players (4,000 tables) and the demo: well under a second or two."""
    season = build_season(evenings=50, players=40)
    started = time.perf_counter()
    ratings = club_ratings_compute(club=season.club)
    took = time.perf_counter() - started
    assert len(ratings.families["dutch"].history) == 40
    assert took < 10, took


def test_the_big_screen_shows_the_top_of_the_list(client, rated):
    url = reverse("ratings_club", kwargs={"slug": rated.slug})
    rows = client.get(url).context["rows"]
    response = client.get(url, {"screen": "1"})
    assert response.status_code == 200
    assert 'class="screen"' in response.text and 'http-equiv="refresh"' in response.text
    assert rows[0].name in response.text
    assert sum(len(c) for c in response.context["columns"]) == min(len(rows), 20)
