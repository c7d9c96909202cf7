"""The public pages' cache (issue 44, ``tournaments.core.page_cache``): anonymous visitors
share one computed standings per event version; a saved hand (or penalty, round, event
change: anything audited) starts a new version, so the next visitor sees it at once.

Run against Django's memory cache and against a real Redis (``redis-server`` on a unix
socket of its own, started here; skipped only when redis-server is not installed)."""

from __future__ import annotations

import logging
import shutil
import subprocess
import time
from unittest import mock

import pytest
from django.test import Client
from django.urls import reverse

from tests.factories import ClubFactory
from tests.tournaments.play.fixtures import seat_table
from tournaments.play.services.hand_entry import hand_enter
from tournaments.reports.views import pages

pytestmark = pytest.mark.django_db

QUICK_WIN = {
    "players": {"E": {}, "S": {}, "W": {}, "N": {}},
    "result": {"kind": "win", "winner": "S", "discarder": "W", "self_drawn": False},
    "quick": {"points": {"E": 64, "S": 96, "W": 0, "N": 20}},
}


@pytest.fixture(scope="module")
def redis_socket(tmp_path_factory):
    server = shutil.which("redis-server")
    if server is None:
        pytest.skip("redis-server is not installed (apt-get install redis-server)")
    folder = tmp_path_factory.mktemp("redis")
    socket = folder / "redis.sock"
    process = subprocess.Popen(
        [server, "--port", "0", "--unixsocket", str(socket), "--save", "", "--appendonly", "no"],
        cwd=folder,
        stdout=subprocess.DEVNULL,
    )
    for _ in range(100):
        if socket.exists():
            break
        time.sleep(0.05)
    else:
        process.terminate()
        pytest.skip("redis-server did not answer")
    yield f"unix://{socket}"
    process.terminate()
    process.wait(timeout=10)


@pytest.fixture(params=["locmem", "redis"])
def shared_cache(request, settings):
    if request.param == "redis":
        location = request.getfixturevalue("redis_socket")
        backend = "django_redis.cache.RedisCache"  # the backend REDIS_URL selects
    else:
        location, backend = "public-cache-test", "django.core.cache.backends.locmem.LocMemCache"
    settings.CACHES = {"default": {"BACKEND": backend, "LOCATION": location}}
    settings.PUBLIC_PAGE_CACHE_SECONDS = 60
    from django.core.cache import cache

    cache.clear()
    yield request.param
    cache.clear()


@pytest.fixture
def table(db):
    club = ClubFactory(slug="cache-club", public_results=True)
    return seat_table(club)


def _standings(client: Client, table) -> tuple[int, int]:
    url = reverse("reports_event_standings", kwargs={"slug": table.round.event.slug})
    response = client.get(url)
    assert response.status_code == 200
    assert b"standings-updated" in response.content  # "updated hh:mm"
    report = response.context["report"]
    return sum(row.hands_won for row in report.rows), sum(row.score for row in report.rows)


def test_a_saved_hand_changes_the_cached_standings_at_once(
    shared_cache, table, django_capture_on_commit_callbacks
):
    visitor = Client()
    with mock.patch.object(pages, "event_report", wraps=pages.event_report) as computed:
        assert _standings(visitor, table)[0] == 0
        assert _standings(visitor, table)[0] == 0
        assert computed.call_count == 1, "the second visit is served from the cache"
        with django_capture_on_commit_callbacks(execute=True):
            hand_enter(table=table, entry=QUICK_WIN)
        assert _standings(visitor, table)[0] == 1, "the saved hand shows at once"
        assert computed.call_count == 2
        assert _standings(Client(), table)[0] == 1  # another visitor: the new version
        assert computed.call_count == 2


def test_signed_in_users_never_get_the_cached_page(shared_cache, table, make_user):
    staff = Client()
    staff.force_login(make_user("club admin", club=table.round.event.club))
    with mock.patch.object(pages, "event_report", wraps=pages.event_report) as computed:
        _standings(Client(), table)
        _standings(staff, table)
        _standings(staff, table)
    assert computed.call_count == 3


@pytest.mark.parametrize("name", ["reports_event_screen", "club_calendar_feed"])
def test_screen_and_feed_are_cached_and_follow_a_change(
    shared_cache, table, name, django_capture_on_commit_callbacks
):
    event = table.round.event
    slug = event.club.slug if name == "club_calendar_feed" else event.slug
    url = reverse(name, kwargs={"slug": slug})
    first = Client().get(url)
    assert first.status_code == 200
    from tournaments.events.services.events import event_update

    with django_capture_on_commit_callbacks(execute=True):
        event_update(event=event, name="Renamed for the cache test")
    assert "Renamed for the cache test" in Client().get(url).content.decode()


@pytest.mark.parametrize("name", ["reports_event_standings", "reports_event_screen"])
@pytest.mark.parametrize("change", ["hide", "erase"])
def test_a_hidden_or_erased_name_leaves_the_cached_event_pages_at_once(
    shared_cache, table, name, change, django_capture_on_commit_callbacks
):
    """A member's change is audited without an event: it reaches every event page of the
    club that shows them, not only the club's own pages."""
    from tournaments.privacy.services import member_erase, member_public_name_set

    with django_capture_on_commit_callbacks(execute=True):
        hand_enter(table=table, entry=QUICK_WIN)
    member = table.seats.get(wind="S").member
    type(member).objects.filter(pk=member.pk).update(last_name="Quackenbosch")
    member.refresh_from_db()
    url = reverse(name, kwargs={"slug": table.round.event.slug})
    assert member.last_name in Client().get(url).content.decode()  # now cached
    with django_capture_on_commit_callbacks(execute=True):
        if change == "hide":
            member_public_name_set(member=member, hide=True, actor=None)
        else:
            member_erase(member=member, actor=None)
    assert member.last_name not in Client().get(url).content.decode()


def test_off_without_a_cache_time(settings, table):
    settings.PUBLIC_PAGE_CACHE_SECONDS = 0
    with mock.patch.object(pages, "event_report", wraps=pages.event_report) as computed:
        _standings(Client(), table)
        _standings(Client(), table)
    assert computed.call_count == 2


def test_the_season_standings_follow_a_finished_evening(
    shared_cache, table, django_capture_on_commit_callbacks
):
    from tournaments.clubs.services.seasons import season_get_or_create
    from tournaments.events.services.event_lifecycle import event_finish
    from tournaments.events.services.rounds import round_status_set

    event = table.round.event
    event.season = season_get_or_create(club=event.club, year=event.date.year)
    event.save(update_fields=["season"])
    url = reverse(
        "reports_season_standings", kwargs={"slug": event.club.slug, "year": event.date.year}
    )
    with django_capture_on_commit_callbacks(execute=True):
        hand_enter(table=table, entry=QUICK_WIN)
    before = Client().get(url)
    assert before.status_code == 200 and b"standings-updated" in before.content
    assert not before.context["report"].rows  # the evening is not finished: it does not count
    round_status_set(round_=table.round, status="closed")  # not audited: no new version yet
    with django_capture_on_commit_callbacks(execute=True):
        event_finish(event=event, actor=None)  # audited: the club's pages start anew
    assert Client().get(url).context["report"].rows


def test_a_redis_that_is_down_reads_as_an_empty_cache(settings, table, tmp_path, caplog):
    """Redis stopped or restarting: the pages are computed as without a cache, the writes
    still work, and the outage is logged, never a server error (settings.CACHES: the
    backend and options REDIS_URL selects)."""
    settings.CACHES = {
        "default": {
            "BACKEND": "django_redis.cache.RedisCache",
            "LOCATION": f"unix://{tmp_path / 'no-redis.sock'}",
            "OPTIONS": {
                "IGNORE_EXCEPTIONS": True,
                "SOCKET_CONNECT_TIMEOUT": 1,
                "SOCKET_TIMEOUT": 1,
            },
        }
    }
    settings.PUBLIC_PAGE_CACHE_SECONDS = 60
    from django.core.cache import cache

    cache.set("a", 1)
    assert cache.get("a", "missing") == "missing"
    assert not cache.add("b", 1)
    assert cache.incr("c") is None  # a counter that cannot be read counts nothing
    with mock.patch.object(pages, "event_report", wraps=pages.event_report) as computed:
        _standings(Client(), table)
        _standings(Client(), table)
    assert computed.call_count == 2
    hand_enter(table=table, entry=QUICK_WIN)
    assert _standings(Client(), table)[0] == 1
    logged = [r for r in caplog.records if r.name == "clubsite.cache"]
    assert len(logged) <= 1, "one line a minute, not one per call"
    assert all(r.levelname == "WARNING" and not r.exc_info for r in logged)


def test_the_settings_read_a_redis_outage_as_an_empty_cache(monkeypatch):
    """REDIS_URL selects django-redis with IGNORE_EXCEPTIONS and one-second timeouts."""
    import importlib

    import clubsite.settings

    monkeypatch.setenv("REDIS_URL", "redis://127.0.0.1:1/0")
    try:
        configured = importlib.reload(clubsite.settings)
        default = configured.CACHES["default"]
        assert default["BACKEND"] == "django_redis.cache.RedisCache"
        assert default["OPTIONS"]["IGNORE_EXCEPTIONS"] is True
        assert default["OPTIONS"]["SOCKET_CONNECT_TIMEOUT"] <= 1
        assert default["OPTIONS"]["SOCKET_TIMEOUT"] <= 1
        assert configured.DJANGO_REDIS_LOGGER == "clubsite.cache"
    finally:
        monkeypatch.delenv("REDIS_URL")
        importlib.reload(clubsite.settings)


def test_an_outage_is_logged_once_a_minute_without_a_traceback():
    from clubsite.log_filters import OncePerMinute

    once = OncePerMinute()
    try:
        raise ValueError("outer") from ConnectionError("Redis refused")
    except ValueError:
        import sys

        exc_info = sys.exc_info()
    records = [
        logging.LogRecord(
            "clubsite.cache", logging.ERROR, __file__, 1, "Exception ignored", (), exc_info
        )
        for _ in range(3)
    ]
    passed = [record for record in records if once.filter(record)]
    assert len(passed) == 1
    assert passed[0].levelname == "WARNING" and passed[0].exc_info is None
    assert "Redis refused" in passed[0].getMessage()
    once._last -= 61  # a minute later
    assert once.filter(records[2])
