"""Report pages render for anonymous visitors of a public club and for every role; no 500s."""

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.urls import reverse

from tests.tournaments.reports.conftest import *  # noqa: F403
from tests.tournaments.reports.printed_once import printed_once  # noqa: F401
from tournaments.clubs.models import Club
from tournaments.events.models import Event

pytestmark = pytest.mark.django_db


def report_urls(club: Club) -> dict[str, str]:
    evening = Event.objects.get(slug="demo-evening")
    member = club.members.order_by("member_number").first()
    year = evening.season.year
    return {
        "standings": reverse("reports_event_standings", kwargs={"slug": "demo-evening"}),
        "tournament": reverse("reports_event_standings", kwargs={"slug": "demo-tournament"}),
        "screen": reverse("reports_event_screen", kwargs={"slug": "demo-tournament"}),
        "season": reverse("reports_season_standings", kwargs={"slug": club.slug, "year": year}),
        "sorted": reverse("reports_season_standings", kwargs={"slug": club.slug, "year": year})
        + "?sort=-score",
        "trophies": reverse("reports_trophies", kwargs={"slug": club.slug, "year": year}),
        "player": reverse("reports_player", kwargs={"club_slug": club.slug, "pk": member.pk}),
    }


STAFF_URLS = {
    "print": ("print_event", {"slug": "demo-tournament"}),
    "sheets": ("print_score_sheets", {"slug": "demo-tournament", "number": 1}),
    "filled": ("print_score_sheets", {"slug": "demo-evening", "number": 2}),
    "cards": ("print_table_cards", {"slug": "demo-tournament", "number": 2}),
    "rotation": ("print_rotation", {"slug": "demo-tournament", "by": "player"}),
    "xlsx": (
        "reports_event_export",
        {"slug": "demo-evening", "exporter": "standings", "fmt": "xlsx"},
    ),
    "csv": (
        "reports_event_export",
        {"slug": "demo-evening", "exporter": "standings", "fmt": "csv"},
    ),
    "pdf": (
        "reports_event_export",
        {"slug": "demo-evening", "exporter": "standings", "fmt": "pdf"},
    ),
}


def test_public_pages_for_anonymous_visitors(client, demo):
    urls = report_urls(demo)
    for name, url in urls.items():
        response = client.get(url)
        assert response.status_code == 200, name
    text = client.get(urls["standings"]).text
    assert "Ranking" in text and "table points → score → most 1st places" in text
    assert 'href="/events/demo-evening/export/' not in text  # no export buttons for visitors
    assert "<svg" in client.get(urls["player"]).text
    screen = client.get(urls["screen"]).text  # live (docs/live.md); reloads every 30 s without JS
    assert 'data-live-topic="event-' in screen and 'data-live-poll="30"' in screen
    partial = client.get(urls["screen"], headers={"HX-Request": "true"})
    assert partial.status_code == 200 and "<html" not in partial.text
    club_url = reverse("reports_club_standings", kwargs={"slug": demo.slug})
    assert client.get(club_url).status_code == 302


@pytest.mark.usefixtures("printed_once")  # each role's same five PDFs printed once
def test_staff_pages_need_a_role(client, demo, login):
    for name, (url_name, kwargs) in STAFF_URLS.items():
        assert client.get(reverse(url_name, kwargs=kwargs)).status_code == 302, name
    for username in ("scorekeeper", "referee", "admin"):
        user_client = login(username)
        for name, (url_name, kwargs) in STAFF_URLS.items():
            response = user_client.get(reverse(url_name, kwargs=kwargs))
            assert response.status_code == 200, (username, name)
        for name, url in report_urls(demo).items():
            assert user_client.get(url).status_code == 200, (username, name)
        text = user_client.get(report_urls(demo)["standings"]).text
        assert "/events/demo-evening/export/standings.xlsx" in text


def test_private_club_is_closed_to_strangers(client, demo):
    demo.public_results = False
    demo.save()
    urls = report_urls(demo)
    for name in ("standings", "season", "player", "screen"):  # as if it did not exist
        assert client.get(urls[name]).status_code == 404, name  # (issue 38)
    stranger = get_user_model().objects.create_user("stranger", password="x")
    client.force_login(stranger)
    assert client.get(urls["standings"]).status_code == 404


def test_unknown_things_are_404_not_500(client, demo, login):
    staff = login("admin")
    for url in (
        "/events/nope/standings/",
        f"/clubs/{demo.slug}/seasons/1999/standings/",
        "/events/demo-evening/export/nothing.xlsx",
        "/events/demo-evening/print/rotation-by-table.pdf",
        "/clubs/groene-draak/members/export.pdf",
    ):
        assert staff.get(url).status_code == 404, url
    # a round without tables: a message, not an empty PDF
    response = staff.get(
        reverse("print_score_sheets", kwargs={"slug": "demo-tournament", "number": 4})
    )
    assert response.status_code == 302


def test_commands(demo, tmp_path):
    out = tmp_path / "standings.xlsx"
    call_command("export_standings", "demo-evening", "--format", "xlsx", "--out", str(out))
    assert out.read_bytes()[:2] == b"PK"
    for fmt in ("pdf", "csv"):
        path = tmp_path / f"s.{fmt}"
        call_command("export_standings", "demo-tournament", "--format", fmt, "--out", str(path))
        assert path.stat().st_size > 100
    pdf = tmp_path / "sheets.pdf"
    call_command("print_score_sheets", "demo-tournament", "--round", "2", "--out", str(pdf))
    assert pdf.read_bytes()[:5] == b"%PDF-"
    from django.core.management.base import CommandError

    with pytest.raises(CommandError, match="no tables"):
        call_command("print_score_sheets", "demo-tournament", "--round", "4", "--out", str(pdf))
    with pytest.raises(CommandError, match="No event"):
        call_command("export_standings", "nope", "--out", str(out))
