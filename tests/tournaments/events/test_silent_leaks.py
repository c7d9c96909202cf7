"""No figure of a silent round leaks before the reveal (docs/silent-rounds.md): a walk over
every route of the site, filled in for an event whose last round is silent, as a visitor and
as a member who is not staff; after the reveal the standings, the API and the embeds show
them. The walk takes the URLconf as it is, so a new page that reads results is walked too."""

from __future__ import annotations

import re

import pytest

from tests.shared_rows import new_user
from tests.tournaments.events.silent_world import SilentWorld, silent_world
from tournaments.core.tokens import url_routes
from tournaments.events.services.silence import event_silent_reveal

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _english(settings):
    """Assertions read English (tests/test_i18n.py checks the translations)."""
    from django.utils import translation

    settings.LANGUAGE_CODE = "en"
    with translation.override("en"):
        yield


def shows(text: str, figure: int) -> bool:
    """Whether ``text`` shows ``figure`` as a number of its own: not part of a longer number
    (1.480, 14800) nor of a word or key (a CSRF token or a nonce such as ``aB480x`` holds
    digits by chance: the walk once failed on one)."""
    return re.search(rf"(?<![\w.]){figure}(?!\w)", text) is not None


_PARAMETER = re.compile(r"<(?:(?P<converter>[^>:]+):)?(?P<name>[^>]+)>")
#: routes no visitor reaches or that show no results: the admin, log-ins, the API's docs
_SKIPPED = ("admin/", "accounts/", "i18n/", "api/schema/", "api/docs/", "setup/", "site/")


def _values(world: SilentWorld) -> dict[str, list[str]]:
    """What each route parameter is filled with: every object of the silent world."""
    silent_table = world.tables[1]
    return {
        "slug": [world.event.slug, world.club.slug],
        "club_slug": [world.club.slug],
        "pk": [str(m.pk) for m in world.members],
        "year": ["2026"],
        "round_number": ["2"],
        "number": ["2", "1"],
        "table_number": ["1"],
        "table_id": [str(silent_table.pk)],
        "hand_id": [str(world.hidden_hand.pk)],
        "fmt": ["csv", "json"],
        "exporter": ["standings", "hands", "ema"],
        "by": ["player", "table"],
    }


def public_paths(world: SilentWorld) -> list[str]:
    """Every path of the URLconf with its parameters filled in (one per value), but the
    routes that carry a personal key (``<token:…>``: a player's own pages) and the skipped."""
    values = _values(world)
    paths: list[str] = []
    for route, _pattern, is_route in url_routes():
        if not is_route or route.startswith(_SKIPPED) or "<token:" in route:
            continue
        names = [m["name"] for m in _PARAMETER.finditer(route)]
        if any(name not in values for name in names):
            continue
        fills: list[dict[str, str]] = [{}]
        for name in names:
            fills = [f | {name: v} for f in fills for v in values[name]]
        for fill in fills:
            paths.append("/" + _PARAMETER.sub(lambda m, f=fill: f[m["name"]], route))
    return sorted(set(paths))


def leaked(world: SilentWorld, client) -> dict[str, list[int]]:
    """The paths whose answer shows a hidden figure (as a number of its own)."""
    found = {}
    for path in public_paths(world):
        response = client.get(path)
        if response.status_code != 200 or response.get("Content-Type", "").startswith(
            ("application/pdf", "application/vnd")
        ):
            continue
        text = response.content.decode(errors="replace")
        figures = [f for f in world.hidden if shows(text, f)]
        if figures:
            found[path] = figures
    return found


@pytest.fixture
def world(settings) -> SilentWorld:
    settings.PUBLIC_PAGE_CACHE_SECONDS = 0
    return silent_world()


def test_the_walk_reaches_the_pages_that_show_results(world):
    paths = set(public_paths(world))
    slug, club = world.event.slug, world.club.slug
    for expected in (
        f"/events/{slug}/",
        f"/events/{slug}/standings/",
        f"/events/{slug}/screen/",
        f"/api/v1/events/{slug}/standings/",
        f"/api/v1/tables/{world.tables[1].pk}/hands/",
        f"/api/v1/hands/{world.hidden_hand.pk}/",
        f"/embed/events/{slug}/standings/",
        f"/clubs/{club}/seasons/2026/standings/",
    ):
        assert any(p.startswith(expected) for p in paths), expected


@pytest.mark.parametrize("who", ["visitor", "member"])
def test_no_hidden_figure_before_the_reveal(world, client, who):
    if who == "member":
        client.force_login(new_user(club=world.club))  # a member of the club, not staff
    assert leaked(world, client) == {}


@pytest.mark.parametrize(
    "path",
    [
        "/events/{slug}/standings/",
        "/api/v1/events/{slug}/standings/",
        "/embed/events/{slug}/standings/",
        "/api/v1/tables/{table}/hands/",
    ],
)
def test_the_reveal_shows_them(world, client, path):
    url = path.format(slug=world.event.slug, table=world.tables[1].pk)
    before = client.get(url).content.decode()
    director = new_user("club admin", club=world.club)
    event_silent_reveal(event=world.event, actor=director)
    after = client.get(url).content.decode()
    shown = [f for f in world.hidden if shows(after, f)]
    assert shown, (url, after[:500])
    assert not [f for f in world.hidden if shows(before, f)]


def test_staff_see_the_silent_round_marked(world, client):
    staff = new_user("scorekeeper", club=world.club)
    client.force_login(staff)
    text = client.get(f"/events/{world.event.slug}/standings/").content.decode()
    assert "Hidden from the public" in text and "hidden from the public" in text
    assert any(shows(text, f) for f in world.hidden)


def test_the_walk_sees_a_leak(world, client):
    """The walk's self-test: staff see the silent round, so for them it finds the figures
    on the pages that show results (and would for a visitor, were one of them to leak)."""
    client.force_login(new_user("club admin", club=world.club))
    found = leaked(world, client)
    slug = world.event.slug
    for page in (
        f"/events/{slug}/",
        f"/events/{slug}/standings/",
        f"/events/{slug}/round/2/table/1/",
    ):
        assert page in found, sorted(found)


@pytest.mark.parametrize(
    "text, shown",
    [
        ("<td>480</td>", True),
        ('{"score": -480}', True),
        ("480,", True),
        ("1.480", False),
        ("14800", False),
        ('<input name="csrfmiddlewaretoken" value="aB480xQ">', False),
        ('nonce="Zk480"', False),
    ],
)
def test_a_figure_is_a_number_of_its_own(text, shown):
    assert shows(text, 480) is shown
