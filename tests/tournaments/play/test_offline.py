"""Issue 19: the service worker, the web app manifest and the "no connection" page, and which
pages the worker may keep for offline use (only a table page with the hand form)."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.conf import settings
from django.urls import reverse

from tests.tournaments.play.fixtures import *  # noqa: F403
from tournaments.play.views.offline import OFFLINE_HEADER


def table_url(table) -> str:
    kw = {"slug": table.round.event.slug, "round_number": table.round.number, "table_number": 1}
    return reverse("play_table", kwargs=kw)


def test_the_worker_is_served_from_the_root_and_never_cached(client, db):
    response = client.get("/sw.js")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/javascript")
    assert response["Cache-Control"] == "no-cache" and response["Service-Worker-Allowed"] == "/"
    code = response.content.decode()
    for url in (
        "/static/js/hand_queue.js",
        "/static/js/device_queue.js",
        "/static/css/play.css",
        "/offline/",
        "/accounts/logout/",
    ):
        assert f'"{url}"' in code
    assert "{{" not in code and "{%" not in code


def test_the_manifest_makes_the_site_installable(client, db):
    response = client.get("/manifest.webmanifest")
    assert response["Content-Type"] == "application/manifest+json"
    data = response.json()
    assert data["start_url"] == "/tables/" and data["display"] == "standalone"
    assert client.get(data["start_url"]).status_code == 200
    sizes = {icon["sizes"] for icon in data["icons"]}
    assert {"192x192", "512x512"} <= sizes
    assert any(icon.get("purpose") == "maskable" for icon in data["icons"])
    for icon in data["icons"]:
        assert client.get(icon["src"]).status_code == 200, icon["src"]
    assert data["name"] == "Clubsite: mahjongclubavonden"  # the visitor's language (nl)


def test_every_page_links_the_manifest_and_the_worker_script(client, db):
    text = client.get("/").content.decode()
    assert 'rel="manifest" href="/manifest.webmanifest"' in text
    assert "/static/js/offline.js" in text


@pytest.mark.parametrize(
    ("who", "kept"),
    [("scorekeeper", True), ("member without a role", False), ("anonymous", False)],
)
def test_only_a_table_page_with_the_hand_form_may_be_kept(
    client, make_user, club, nmb_table, who, kept
):
    club.public_results = True
    club.save()
    if who == "scorekeeper":
        client.force_login(make_user("scorekeeper", club=club))
    elif who == "member without a role":
        client.force_login(make_user(club=club))
    response = client.get(table_url(nmb_table))
    assert response.status_code == 200
    assert (response.get(OFFLINE_HEADER) == "table") is kept


@pytest.mark.parametrize(
    ("language", "text"),
    [("nl", "Geen verbinding"), ("en", "No connection"), ("de", "Keine Verbindung")],
)
def test_the_offline_page_says_it_plainly_in_the_page_language(client, db, language, text):
    client.cookies["django_language"] = language
    response = client.get("/offline/")
    assert response.status_code == 200 and text in response.content.decode()


@pytest.mark.parametrize("url", ["/tables/", "/offline/"])
def test_the_pages_the_worker_keeps_for_everyone_name_nobody(client, make_user, club, url):
    """The worker keeps the start page and the offline page for whoever uses the device next:
    no name, no login form, no user id on them."""
    user = make_user("scorekeeper", club=club, username="kees-keeper", first_name="Kees")
    client.force_login(user)
    text = client.get(url).content.decode()
    assert "Clubsite" in text
    for personal in ("kees-keeper", "Kees", "clubsite-user", "/accounts/logout/"):
        assert personal not in text, personal


@pytest.mark.parametrize(
    ("language", "waiting"),
    [
        ("nl", "Offline: %(count)s spellen wachten"),
        ("en", "Offline: %(count)s hands waiting"),
        ("de", "Offline: %(count)s Spiele warten"),
    ],
)
def test_the_queue_speaks_the_page_language(keeper_client, nmb_table, language, waiting):
    """The hand queue's texts reach the page as a JSON data block (no inline script)."""
    keeper_client.cookies["django_language"] = language
    text = keeper_client.get(table_url(nmb_table)).content.decode()
    block = text.split('<script id="queue-strings" type="application/json">')[1]
    assert waiting in block.split("</script>")[0]
    assert '<script id="table-turn" type="application/json">' in text


@pytest.mark.parametrize(
    ("queue", "template"),
    [("hand_queue.js", "play/table.html"), ("players_queue.js", "play/table_link.html")],
)
def test_both_queues_keep_their_items_through_the_one_shared_module(queue, template):
    """The scorekeeper's and the players' queue open no IndexedDB store of their own: the
    shared module (kept by the worker for offline use) does, and each page loads it first."""
    static = Path(settings.BASE_DIR) / "static" / "js"
    code = (static / queue).read_text()
    assert "indexedDB.open" not in code and "window.clubsiteQueue" in code
    assert "indexedDB.open" in (static / "device_queue.js").read_text()
    page = (Path(settings.BASE_DIR) / "templates" / template).read_text()
    assert 0 <= page.index("js/device_queue.js") < page.index(f"js/{queue}")
