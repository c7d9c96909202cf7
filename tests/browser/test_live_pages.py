"""The live pages (docs/live.md) in several browser contexts on the ASGI server: a hand saved
on the scorekeeper's phone shows on the players' phone, the big screen, the standings and
a second scorekeeper's table page without a reload; a stream dropped by a restarted
server reconnects with its last event id and misses nothing.

These need a stream, so an ASGI server (uvicorn in a thread, with the test's database):
``live_server`` is WSGI, where the stream answers 503 and the pages poll.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from tests.factories import ClubFactory, MemberFactory, RoundFactory, UserFactory
from tournaments.core.live import table_topic
from tournaments.live.broker import broker
from tournaments.play.selectors.table_links import table_link_path
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat

PHONE = {"width": 390, "height": 844}
SCREEN = {"width": 1366, "height": 900}
DRAW = {"result": {"kind": "draw"}}


@dataclass
class AsgiServer:
    url: str
    port: int
    server: object = None
    thread: threading.Thread | None = None

    def start(self) -> None:
        import uvicorn
        from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler
        from django.core.asgi import get_asgi_application

        config = uvicorn.Config(
            ASGIStaticFilesHandler(get_asgi_application()),
            host="127.0.0.1",
            port=self.port,
            log_level="warning",
            lifespan="off",
            timeout_graceful_shutdown=1,
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        for _ in range(200):
            if self.server.started:
                return
            time.sleep(0.05)
        raise RuntimeError("uvicorn did not start")

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(10)


@pytest.fixture
def asgi_server(transactional_db) -> Iterator[AsgiServer]:
    from tournaments.live.broker import _BROKER, MemoryBroker

    previous = list(_BROKER)
    _BROKER[:] = [MemoryBroker()]  # the server's and the test's: one process
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    served = AsgiServer(url=f"http://127.0.0.1:{port}", port=port)
    served.start()
    yield served
    served.stop()
    _BROKER[:] = previous


@pytest.fixture
def evening():
    club = ClubFactory(slug="live-club", public_results=True)
    round_ = RoundFactory(event__club=club, event__slug="live-evening", number=1)
    members = [MemberFactory(club=club) for _ in range(4)]
    table = table_seat(round_=round_, number=1, sitters=members)
    keeper = UserFactory(username="live-keeper", password="keeper-pw", roles=["scorekeeper"])
    MemberFactory(club=club, user=keeper)
    return table, keeper


def log_in(page, url: str, next_url: str) -> None:
    page.goto(f"{url}/accounts/login/?next={next_url}")
    page.locator('[name="username"]').fill("live-keeper")
    page.locator('[name="password"]').fill("keeper-pw")
    page.locator('main form [type="submit"]').click()
    page.wait_for_url(lambda u: "/accounts/login/" not in u)


def watch(page) -> None:
    """Mark the page (a reload would lose the mark) and count its live swaps."""
    page.wait_for_selector("html[data-live-state=open]")
    page.evaluate(
        "window.__same = 1; window.__swaps = 0;"
        "document.addEventListener('live:swapped', () => { window.__swaps += 1; })"
    )


@pytest.fixture
def open_context(browser, asgi_server):
    """``open_context(size)``: a page in a browser context of its own (a phone, a screen),
    closed before the server stops and the database is emptied."""
    contexts = []

    def made(size):
        context = browser.new_context(viewport=size, locale="nl-NL")
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(15_000)
        return page

    yield made
    for context in contexts:
        context.close()


def test_a_save_on_one_phone_shows_everywhere_without_a_reload(open_context, asgi_server, evening):
    from playwright.sync_api import expect

    table, _keeper = evening
    table_url = "/events/live-evening/round/1/table/1/"
    keeper = open_context(PHONE)
    log_in(keeper, asgi_server.url, table_url)
    second_keeper = open_context(PHONE)  # the same table page on a second phone
    log_in(second_keeper, asgi_server.url, table_url)
    player = open_context(PHONE)
    player.goto(asgi_server.url + table_link_path(table=table))
    screen = open_context(SCREEN)
    screen.goto(f"{asgi_server.url}/events/live-evening/screen/")
    standings = open_context(SCREEN)
    standings.goto(f"{asgi_server.url}/events/live-evening/standings/")
    watchers = [second_keeper, player, screen, standings]
    for page in watchers:
        watch(page)
    expect(standings.locator(".table-card").first).to_contain_text("niet begonnen")

    keeper.locator('input[name="kind"][value="draw"]').check()
    keeper.locator(".sticky-actions button[type=submit]").click()
    saved = time.monotonic()

    expect(player.locator("#live .hands-table tbody tr")).to_have_count(1)
    expect(second_keeper.locator("#table-hands .hands-table tbody tr")).to_have_count(1)
    expect(standings.locator(".table-card").first).not_to_contain_text("niet begonnen")
    for page in watchers:
        page.wait_for_function("window.__swaps > 0")
        assert page.evaluate("window.__same") == 1  # no reload
    assert time.monotonic() - saved < 5  # within a second or two, not a poll's 10 to 30 s


def test_a_dropped_stream_reconnects_and_misses_nothing(open_context, asgi_server, evening):
    from playwright.sync_api import expect

    table, _keeper = evening
    player = open_context(PHONE)
    streams = []
    player.on("request", lambda r: streams.append(r) if "/live/stream/" in r.url else None)
    player.goto(asgi_server.url + table_link_path(table=table))
    watch(player)
    hand_enter(table=table, entry=DRAW)  # heard live
    expect(player.locator("#live .hands-table tbody tr")).to_have_count(1)

    asgi_server.stop()  # the server restarts: the stream drops
    hand_enter(table=table, entry=DRAW)  # saved meanwhile (another app server, say)
    hand_enter(table=table, entry=DRAW)
    asgi_server.start()

    expect(player.locator("#live .hands-table tbody tr")).to_have_count(3)
    player.wait_for_selector("html[data-live-state=open]")
    # the messages published while it was away reached it through the replay
    newest = max(m.id for m in broker()._backlog[table_topic(table.pk)])
    player.wait_for_function(f"window.clubsiteLive.lastId() === '{newest}'")
    assert player.evaluate("window.__same") == 1
    again = [(r.url, r.all_headers().get("last-event-id")) for r in streams[1:]]
    assert again, "the page did not reconnect"
    assert all(last or "last=" in url for url, last in again), again  # it said what it had


def test_the_header_follows_a_save_on_another_phone(open_context, asgi_server, evening):
    """The next hand's number, the dealer and the winds in the table page's header and the
    players' page's follow a save on the first phone; the second phone's untouched entry
    form moves on to the next hand with the players at their new winds."""
    from playwright.sync_api import expect

    from tests.browser.test_players_offline import _shots
    from tournaments.play.models import Table
    from tournaments.play.selectors.table_state import table_state

    table, _keeper = evening
    table_url = "/events/live-evening/round/1/table/1/"
    keeper = open_context(PHONE)
    log_in(keeper, asgi_server.url, table_url)
    second_keeper = open_context(PHONE)
    log_in(second_keeper, asgi_server.url, table_url)
    player = open_context(PHONE)
    player.goto(asgi_server.url + table_link_path(table=table))
    for page in (second_keeper, player):
        watch(page)
    dealer = table_state(table=table).dealer.player_name
    for page in (second_keeper, player):
        expect(page.locator("#play-status")).to_contain_text("Spel 1")
        expect(page.locator("#play-status")).to_contain_text(dealer)

    # South wins on East's discard: the deal passes to South
    keeper.locator('input[name="mode"][value="quick"]').check()
    keeper.locator('select[name="winner"]').select_option("S")
    keeper.locator('select[name="discarder"]').select_option("E")
    for wind, points in {"E": 10, "S": 40, "W": 0, "N": 8}.items():
        keeper.locator(f'[name="points_{wind}"]').fill(str(points))
    keeper.locator(".sticky-actions button[type=submit]").click()

    expect(player.locator("#live .hands-table tbody tr")).to_have_count(1)
    state = table_state(table=Table.objects.get(pk=table.pk))  # not the one read before
    assert state.next_number == 2 and state.dealer.player_name != dealer
    east_now = state.winds["E"].player_name
    for page in (second_keeper, player):
        expect(page.locator("#play-status")).to_contain_text("Spel 2")
        expect(page.locator("#play-status")).to_contain_text(state.dealer.player_name)
    expect(second_keeper.locator("#entry h2")).to_have_text("Spel 2 invoeren")
    expect(second_keeper.locator('[name="number"]')).to_have_value("2")
    expect(second_keeper.locator('select[name="winner"] option[value="E"]')).to_contain_text(
        east_now
    )
    for page in (second_keeper, player):
        assert page.evaluate("window.__same") == 1  # no reload
    _shots(second_keeper, "table-head-live")  # LIVE_SHOTS=dir keeps them
    _shots(player, "players-head-live")
