"""Issue 19: a scorekeeper keeps entering hands when the club room's Wi-Fi is gone.

Playwright drives Debian's chromium against the live server; the browser context is
switched offline and back (``context.set_offline``), the service worker serves the table
pages it kept, the hand queue (IndexedDB) survives a reload. Three checks, as the issue's
"Done when" lists them:

1. three hands offline at an nmb table and two at an mcr table, a reload while offline,
   then online: exactly those hands, saved once each, in order, scored as the server scores;
2. a hand queued offline that conflicts with one entered meanwhile on another device stops
   the queue and shows both versions; the hand after it is not sent until the scorekeeper
   chooses;
3. a save whose answer is lost (the request reaches the server, the response is dropped by
   route interception) is retried by the page and gives one hand;

and the scorekeeper's other choices at a stopped hand (correct it in the form, discard it
after a question), and what the worker shows after logout and on other pages offline.

``OFFLINE_SCREENSHOTS=dir`` keeps the screenshots (docs/table-phone-offline-nl.png is one).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from urllib.parse import parse_qsl

import pytest
from django.middleware.csrf import _unmask_cipher_token
from django.test import Client
from playwright.sync_api import expect

from tests.browser.hand_saves import SAVE_WAIT_MS, HeldRequests, hand_stored
from tests.factories import ClubFactory, MemberFactory, RoundFactory, UserFactory
from tournaments.play.models import Hand, HandResult
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.scoring import entry_score
from tournaments.play.services.tables import table_seat

PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1366, "height": 900}
NAMES = [("Anna", "de Vries"), ("Bram", "Jansen"), ("Chen", "Li"), ("Dirk", "Bakker")]


@pytest.fixture
def tables(live_server, transactional_db):
    club = ClubFactory(slug="wifi-club", name="De Groene Draak", default_ruleset="nmb")
    members = [MemberFactory(club=club, first_name=f, last_name=last) for f, last in NAMES]
    out = {}
    for ruleset in ("nmb", "mcr"):
        round_ = RoundFactory(
            event__club=club, event__ruleset=ruleset, event__slug=f"avond-{ruleset}", number=1
        )
        out[ruleset] = table_seat(round_=round_, number=1, sitters=members)
    user = UserFactory(username="keeper", password="keeper-pw", roles=["scorekeeper"])
    MemberFactory(club=club, user=user, first_name="Kees", last_name="Keeper")
    return live_server, out, user


# Chromium 150 (Debian, 2026-11-26) no longer reflects Playwright's offline emulation in
# ``navigator.onLine`` once a page is loaded anew (checked: it stays true on a table page
# the service worker serves while the context is offline; a real device that loses its
# network reports false). The pages read ``navigator.onLine``, so the context also sets a
# flag cookie that this init script turns into ``navigator.onLine``, and open pages get
# the offline/online event a device fires. With a browser that emulates it, nothing changes.
OFFLINE_FLAG = "pw-offline"
ONLINE_FROM_FLAG = """(() => {
  const real = Object.getOwnPropertyDescriptor(Navigator.prototype, "onLine").get;
  Object.defineProperty(Navigator.prototype, "onLine", {
    configurable: true,
    get() {
      let flagged = false;
      try { flagged = document.cookie.split("; ").includes("pw-offline=1"); } catch (e) {}
      return !flagged && real.call(this);
    },
  });
})();"""


@pytest.fixture
def context(browser):
    context = browser.new_context(viewport=PHONE, locale="nl-NL", service_workers="allow")
    context.set_default_timeout(20_000)
    context.add_init_script(ONLINE_FROM_FLAG)
    yield context
    context.close()


def set_offline(context, offline: bool) -> None:
    """The context's network off or on, as the pages see it (see ``ONLINE_FROM_FLAG``)."""
    context.set_offline(offline)
    if offline:
        context.add_cookies(
            [{"name": OFFLINE_FLAG, "value": "1", "domain": "localhost", "path": "/"}]
        )
    else:
        context.clear_cookies(name=OFFLINE_FLAG)
    for page in context.pages:
        page.evaluate(
            "name => window.dispatchEvent(new Event(name))", "offline" if offline else "online"
        )


def shots(tmp_path) -> Path:
    path = Path(os.environ.get("OFFLINE_SCREENSHOTS", tmp_path))
    path.mkdir(parents=True, exist_ok=True)
    return path


def table_path(ruleset: str) -> str:
    return f"/events/avond-{ruleset}/round/1/table/1/"


def log_in(page, server) -> None:
    page.goto(server.url + "/accounts/login/")
    page.locator('[name="username"]').fill("keeper")
    page.locator('[name="password"]').fill("keeper-pw")
    page.locator("form button[type=submit]").last.click()
    page.wait_for_url(lambda url: "/accounts/login/" not in url)


def open_kept(page, server, ruleset: str) -> None:
    """Open a table page through the service worker, so the worker keeps it."""
    page.goto(server.url + table_path(ruleset))
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    # The worker is active now, but it may have claimed its clients while this page was
    # still being loaded (the worker was installed from the login page): such a page
    # stays uncontrolled for good. A page loaded under an active worker is controlled.
    page.reload()
    # A function, not an expression: Playwright evals an expression again at every
    # poll, and the page's CSP (no 'unsafe-eval') refuses every eval but the first;
    # a function is evaled once and then called.
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    page.reload()
    page.wait_for_function(
        """path => caches.open("clubsite-pages").then(c => c.match(path)).then(r => !!r)""",
        arg=table_path(ruleset),
    )


def enter_quick(page, winner: str, discarder: str, points: dict[str, int]) -> None:
    page.locator('input[name="mode"][value="quick"]').check()
    page.locator('input[name="kind"][value="win"]').check()
    page.locator('select[name="winner"]').select_option(winner)
    page.locator('select[name="discarder"]').select_option(discarder or "self")
    for wind, value in points.items():
        page.locator(f'[name="points_{wind}"]').fill(str(value))
    page.locator(".sticky-actions button[type=submit]").click()


def waiting(page, count: int) -> None:
    expect(page.locator("#hand-queue .queue-item, #hand-queue .queue-stopped")).to_have_count(count)


def stored(table) -> list[dict]:
    hands = Hand.objects.filter(table=table).order_by("number")
    out = []
    for hand in hands:
        results = HandResult.objects.filter(hand=hand)
        by_wind = {}
        for wind, score in entry_score(entry=hand.entry).items():
            by_wind[wind] = score.settlement
        out.append(
            {
                "number": hand.number,
                "points": (hand.entry.get("quick") or {}).get("points"),
                "key": hand.idempotency_key,
                "stored": sorted(r.settlement for r in results),
                "rescored": sorted(by_wind.values()),
            }
        )
    return out


NMB_HANDS = [
    ("E", "S", {"E": 40, "S": 10, "W": 0, "N": 8}),
    ("E", "", {"E": 24, "S": 16, "W": 4, "N": 0}),
    ("W", "N", {"E": 2, "S": 8, "W": 64, "N": 12}),
]
MCR_HANDS = [("N", "E", {"N": 12}), ("S", "", {"S": 16})]


def test_hands_entered_offline_are_saved_once_each_in_order(context, tables, tmp_path):
    server, by_ruleset, _user = tables
    page = context.new_page()
    log_in(page, server)
    open_kept(page, server, "mcr")
    open_kept(page, server, "nmb")

    set_offline(context, True)
    page.goto(server.url + table_path("mcr"))  # served by the worker from its cache
    expect(page.locator("#offline-banner")).to_contain_text("Offline")
    for winner, discarder, points in MCR_HANDS:
        enter_quick(page, winner, discarder, points)
    waiting(page, 2)
    expect(page.locator("#offline-banner")).to_have_text("Offline: 2 spellen wachten")
    # MCR passes the deal every hand: hand 3 is dealt by the third player.
    expect(page.locator('select[name="winner"] option[value="E"]')).to_have_text("O · Chen Li")
    expect(page.locator(".seat-card.is-dealer .seat-name")).to_have_text("Chen Li")

    page.goto(server.url + "/tables/")  # the installed app's start page, offline too
    expect(page.locator("[data-offline-tables] a")).to_have_count(2)
    page.screenshot(path=shots(tmp_path) / "tables-phone-offline-nl.png", full_page=True)
    page.locator(f'[data-offline-tables] a[href="{table_path("nmb")}"]').click()
    expect(page.locator("#offline-banner")).to_contain_text("Offline")
    for winner, discarder, points in NMB_HANDS:
        enter_quick(page, winner, discarder, points)
    waiting(page, 3)
    expect(page.locator("#hand-queue .queue-score").first).to_contain_text("Wacht op de telling")
    page.reload()  # offline: the worker's copy of the page, the queue from IndexedDB
    waiting(page, 3)
    expect(page.locator("#offline-banner")).to_have_text("Offline: 5 spellen wachten")
    expect(page.locator("#hand-queue")).to_contain_text(
        "Er wachten ook 2 spellen van andere tafels."
    )
    expect(page.locator("#entry h2")).to_have_text("Spel 4 invoeren")
    # East kept the deal twice, then West won: Bram Jansen deals hand 4 (the Dutch rules).
    expect(page.locator('label[for="id_points_E"]')).to_have_text("O · Bram Jansen")
    expect(page.locator('label[for="id_points_N"]')).to_have_text("N · Anna de Vries")
    expect(page.locator("#play-status")).to_contain_text("Spel 4")
    expect(page.locator("#play-status")).to_contain_text("Bram Jansen")
    page.locator('input[name="mode"][value="quick"]').check()
    page.locator('[name="points_E"]').fill("8")
    expect(page.locator("#preview")).to_contain_text("Wacht op de telling")
    path = shots(tmp_path)
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=path / "table-phone-offline-nl.png", full_page=False)
    page.set_viewport_size(LAPTOP)
    page.screenshot(path=path / "table-laptop-offline-nl.png", full_page=False)
    page.set_viewport_size(PHONE)
    page.reload()  # the half-typed hand 4 is dropped: a form being typed is never replaced
    waiting(page, 3)
    assert Hand.objects.count() == 0

    set_offline(context, False)  # the queue is sent, in order; the page shows the server's table
    expect(page.locator(".hands-table tbody tr")).to_have_count(3)
    expect(page.locator("#hand-queue")).to_be_hidden()
    for ruleset, entered in (("nmb", NMB_HANDS), ("mcr", MCR_HANDS)):
        hands = stored(by_ruleset[ruleset])
        assert [h["number"] for h in hands] == list(range(1, len(entered) + 1))
        assert [h["points"] for h in hands] == [
            {w: p for w, p in points.items()} for _w, _d, points in entered
        ]
        assert all(h["stored"] == h["rescored"] and sum(h["stored"]) == 0 for h in hands)
        assert len({h["key"] for h in hands}) == len(hands) and None not in {
            h["key"] for h in hands
        }


def test_a_conflict_stops_the_queue_and_shows_both_versions(context, tables, tmp_path):
    server, by_ruleset, user = tables
    table = by_ruleset["nmb"]
    page = context.new_page()
    log_in(page, server)
    open_kept(page, server, "nmb")

    set_offline(context, True)
    enter_quick(page, "E", "S", {"E": 40, "S": 10, "W": 0, "N": 8})
    enter_quick(page, "S", "W", {"E": 0, "S": 32, "W": 16, "N": 4})
    waiting(page, 2)
    # Meanwhile another device saves hand 1: a draw.
    hand_enter(table=table, entry={"result": {"kind": "draw"}}, entered_by=user, number=1)

    set_offline(context, False)
    stopped = page.locator(".queue-stopped")
    expect(stopped).to_contain_text("Versturen gestopt bij spel 1")
    expect(stopped.locator("section").nth(0)).to_contain_text("Op dit apparaat")
    expect(stopped.locator("section").nth(0)).to_contain_text("40")
    expect(stopped.locator("section").nth(1)).to_contain_text("Op de server")
    expect(stopped.locator("section").nth(1)).to_contain_text("Remise")
    expect(page.locator(".hands-table tbody tr")).to_have_count(1)  # the server's table now
    page.screenshot(path=shots(tmp_path) / "table-phone-conflict-nl.png", full_page=True)
    page.wait_for_timeout(500)
    assert Hand.objects.filter(table=table).count() == 1  # hand 2 waits behind hand 1

    page.get_by_role("button", name="Mijn versie opslaan als volgend spel").click()
    expect(page.locator(".hands-table tbody tr")).to_have_count(3)
    hands = list(Hand.objects.filter(table=table).order_by("number"))
    assert [h.result_kind for h in hands] == ["draw", "win", "win"]
    assert [h.entry["quick"]["points"]["E"] for h in hands[1:]] == [40, 0]


@pytest.fixture
def workerless_context(browser):
    """A phone without the worker, for a test that routes a save.

    A page's request that passes through a worker's fetch handler is not routed to
    ``page.route`` (Playwright's rule since 1.24); whether it passes depends on the chromium
    and on whether the worker took the page in time (CI's chromium 156 lost the route,
    Debian's 150 kept it). The worker never touches a save (sw.js: "Saves (POST) are never
    touched"), so the page's retry is the same with the worker or without it."""
    context = browser.new_context(viewport=PHONE, locale="nl-NL", service_workers="block")
    context.set_default_timeout(20_000)
    yield context
    context.close()


def nmb_table_without_worker(workerless_context, server):
    """The keeper's phone, logged in, at the nmb table (a page whose saves a test routes)."""
    page = workerless_context.new_page()
    log_in(page, server)
    page.goto(server.url + table_path("nmb"))
    return page


def test_a_save_whose_answer_is_lost_is_retried_and_saved_once(workerless_context, tables):
    server, by_ruleset, _user = tables
    page = nmb_table_without_worker(workerless_context, server)
    posts = []

    def lose_first_answer(route):
        posts.append(route.request.post_data)
        if len(posts) == 1:
            route.fetch()  # the request reaches the server and the hand is saved ...
            route.abort("connectionreset")  # ... but the answer never reaches the phone
        else:
            route.continue_()

    page.route("**/table/1/hands/", lose_first_answer)
    # The kept hand is sent again 4 s later and, once stored, the page loads anew (the live
    # poll may show the first send's hand in the list before that: it loads no page).
    with page.expect_event("load", timeout=SAVE_WAIT_MS):
        enter_quick(page, "E", "S", {"E": 40, "S": 10, "W": 0, "N": 8})
    expect(page.locator(".hands-table tbody tr")).to_have_count(1)
    sent = [{k: v for k, v in parse_qsl(p) if k != "csrfmiddlewaretoken"} for p in posts]
    assert len(sent) == 2 and sent[0] == sent[1]  # the same save, with the same key
    assert sent[0]["idempotency_key"]
    assert Hand.objects.filter(table=by_ruleset["nmb"]).count() == 1


def test_a_save_on_its_way_says_so_and_a_second_tap_sends_nothing(workerless_context, tables):
    """A slow answer (the club's Wi-Fi): the button says the hand is being saved, and the
    scorekeeper's second tap adds no second save."""
    server, by_ruleset, _user = tables
    page = nmb_table_without_worker(workerless_context, server)
    saves = HeldRequests(page, "**/table/1/hands/")
    save = page.locator(".sticky-actions button[type=submit]")
    label = save.inner_text()
    with page.expect_request("**/table/1/hands/"):
        enter_quick(page, "E", "S", {"E": 40, "S": 10, "W": 0, "N": 8})
    expect(save).to_have_text("Opslaan …")
    expect(save).to_have_attribute("aria-busy", "true")
    save.click()
    with page.expect_event("load", timeout=SAVE_WAIT_MS):
        saves.release()
    expect(page.locator(".hands-table tbody tr")).to_have_count(1)
    expect(save).to_have_text(label)
    assert len(saves.routes) == 1
    assert Hand.objects.filter(table=by_ruleset["nmb"]).count() == 1


def test_a_save_whose_answer_comes_back_broken_is_retried_and_saved_once(
    workerless_context, tables
):
    """An answer cut off on its way (a dropped connection mid-body, a proxy's page in its
    place) says as little as no answer: the page keeps the hand and sends it again."""
    server, by_ruleset, _user = tables
    page = nmb_table_without_worker(workerless_context, server)
    answers = []

    def break_first_answer(route):
        answer = route.fetch()  # the hand is saved ...
        answers.append(answer.status)
        body = answer.body()
        # ... and the first answer arrives cut off after its first bytes
        route.fulfill(response=answer, body=body[:8] if len(answers) == 1 else body)

    page.route("**/table/1/hands/", break_first_answer)
    # The kept hand is sent again 4 s after the broken answer, and once it is stored the
    # page loads anew (the live poll may show the hand in the list before that; it loads
    # no page). The page's own send gives up after 20 s and tries again 4 s later.
    with page.expect_event("load", timeout=SAVE_WAIT_MS):
        enter_quick(page, "E", "S", {"E": 40, "S": 10, "W": 0, "N": 8})
    assert answers == [200, 200]
    expect(page.locator('#hand-form input[name="number"]')).to_have_value("2")
    waiting(page, 0)
    # and the page still sends: the next hand goes at once, as the first would have
    enter_quick(page, "S", "E", {"E": 8, "S": 40, "W": 0, "N": 8})
    hand_stored(page, 2)
    assert answers == [200, 200, 200]
    assert Hand.objects.filter(table=by_ruleset["nmb"]).count() == 2


def test_after_logout_no_kept_page_is_shown_and_other_pages_say_offline(context, tables, tmp_path):
    server, _tables, _user = tables
    page = context.new_page()
    log_in(page, server)
    page.goto(server.url + "/events/avond-nmb/")
    set_offline(context, True)  # an open page that needs the server says so at once
    expect(page.locator("#offline-notice")).to_contain_text("Geen verbinding")
    set_offline(context, False)
    expect(page.locator("#offline-notice")).to_have_count(0)
    open_kept(page, server, "nmb")
    set_offline(context, True)
    page.goto(server.url + "/events/avond-nmb/")  # not a table page: never kept
    expect(page.locator("h1")).to_have_text("Geen verbinding")
    page.screenshot(path=shots(tmp_path) / "no-connection-phone-nl.png", full_page=True)
    page.goto(server.url + table_path("nmb"))
    expect(page.locator("#offline-banner")).to_contain_text("Offline")
    set_offline(context, False)

    page.locator(".play-menu summary").click()
    page.locator("form[action='/accounts/logout/'] button").click()
    page.wait_for_url(lambda url: "/table/" not in url)
    page.wait_for_function(
        """path => caches.open("clubsite-pages").then(c => c.match(path)).then(r => !r)""",
        arg=table_path("nmb"),
    )
    set_offline(context, True)
    page.goto(server.url + table_path("nmb"))
    expect(page.locator("h1")).to_have_text("Geen verbinding")
    expect(page.locator("#hand-form")).to_have_count(0)


def test_a_refused_hand_is_corrected_in_the_form_and_keeps_its_place(context, tables):
    server, by_ruleset, _user = tables
    table = by_ruleset["nmb"]
    page = context.new_page()
    log_in(page, server)
    open_kept(page, server, "nmb")

    set_offline(context, True)
    enter_quick(page, "E", "E", {"E": 40, "S": 10, "W": 0, "N": 8})  # a slip: East by East
    enter_quick(page, "S", "W", {"E": 0, "S": 32, "W": 16, "N": 4})
    waiting(page, 2)
    set_offline(context, False)
    stopped = page.locator(".queue-stopped")
    expect(stopped).to_contain_text("De winnaar kan niet ook de afgooier zijn.")
    assert not Hand.objects.filter(table=table).exists()

    page.get_by_role("button", name="Verbeteren in het formulier").click()
    expect(page.locator("#entry h2")).to_contain_text("spel 1")
    expect(page.locator('[name="points_E"]')).to_have_value("40")
    page.locator('select[name="discarder"]').select_option("S")
    page.locator(".sticky-actions button[type=submit]").click()
    expect(page.locator(".hands-table tbody tr")).to_have_count(2)
    hands = list(Hand.objects.filter(table=table).order_by("number"))
    assert [h.entry["result"].get("discarder") for h in hands] == ["S", "W"]
    assert [h.entry["quick"]["points"]["E"] for h in hands] == [40, 0]


def test_the_same_hand_entered_twice_is_discarded_after_asking(context, tables):
    server, by_ruleset, user = tables
    table = by_ruleset["nmb"]
    page = context.new_page()
    log_in(page, server)
    open_kept(page, server, "nmb")

    set_offline(context, True)
    enter_quick(page, "E", "S", {"E": 40, "S": 10, "W": 0, "N": 8})
    enter_quick(page, "S", "W", {"E": 0, "S": 32, "W": 16, "N": 4})
    waiting(page, 2)
    same = {"kind": "win", "winner": "E", "discarder": "S"}
    entry = {"result": same, "quick": {"points": {"E": 40, "S": 10, "W": 0, "N": 8}}}
    entry["players"] = {w: {} for w in "ESWN"}
    hand_enter(table=table, entry=entry, entered_by=user, number=1)  # the referee was quicker

    set_offline(context, False)
    expect(page.locator(".queue-stopped")).to_contain_text("Versturen gestopt bij spel 1")
    questions = []
    page.once("dialog", lambda d: (questions.append(d.message), d.accept()))
    page.get_by_role("button", name="Mijn versie verwijderen").click()
    expect(page.locator(".hands-table tbody tr")).to_have_count(2)
    assert questions == ["Dit spel definitief van dit apparaat verwijderen?"]
    hands = list(Hand.objects.filter(table=table).order_by("number"))
    assert [h.entry["quick"]["points"]["S"] for h in hands] == [10, 32]


KEPT_PAGE = """path => caches.open("clubsite-pages")
    .then(c => c.match(path)).then(r => r ? r.text() : "")"""
IS_KEPT = """path => caches.open("clubsite-pages").then(c => c.match(path)).then(r => !!r)"""


def test_the_pages_kept_for_everyone_carry_no_login(context, tables):
    """The worker keeps the start page and the no-connection page for everyone on the
    device, so it fetches them without cookies: with them, the kept page showed the
    scorekeeper's name and token to the next user, and a fetch that left before a login
    and came back after it renewed the CSRF cookie from before the login (Django sends
    back the cookie a page used): the next save was refused (403)."""
    server, _tables, user = tables
    client = Client()
    client.force_login(user)
    context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": server.url}]
    )
    page = context.new_page()
    page.goto(server.url + table_path("nmb"))  # logged in: the worker installs now
    expect(page.locator(".seat-grid")).to_be_visible()
    page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
    page.goto(server.url + "/tables/")  # the start page, logged in
    (cookie,) = (c["value"] for c in context.cookies() if c["name"] == "csrftoken")
    for path in ("/tables/", "/offline/"):
        page.wait_for_function(IS_KEPT, arg=path)
        kept = page.evaluate(KEPT_PAGE, path)
        assert 'action="/accounts/logout/"' not in kept, path
        # fetched without the cookies: its token is not one for this browser's CSRF cookie
        # (a page fetched with them would have renewed that cookie on its way back)
        token = re.search(r'"X-CSRFToken": "([^"]+)"', kept).group(1)
        assert _unmask_cipher_token(token) != cookie, path
