"""Issue 38: table pages kept for offline use are forgotten when the server says the
session ended (it expired, nobody logged out): on a shared phone the names, hands and the
players' table link of the last scorekeeper must not stay readable offline.

The installed app opens at /tables/ (the manifest's start page); after the session ended
that page comes from the server with ``Clubsite-User: -`` and the worker empties its kept
pages before the page lists them.
"""

from __future__ import annotations

from django.contrib.sessions.models import Session
from playwright.sync_api import expect

from tests.browser.test_offline_hands import (
    context,  # noqa: F401 (a fixture)
    log_in,
    open_kept,
    set_offline,
    table_path,
    tables,  # noqa: F401 (a fixture)
)

KEPT = """path => caches.open("clubsite-pages").then(c => c.match(path)).then(r => !!r)"""


def test_an_expired_session_empties_the_kept_table_pages(context, tables):  # noqa: F811
    server, _by_ruleset, _user = tables
    page = context.new_page()
    log_in(page, server)
    open_kept(page, server, "nmb")
    page.goto(server.url + "/tables/")
    expect(page.locator("[data-offline-tables] a")).to_have_count(1)

    Session.objects.all().delete()  # the session expires on the server; nobody logs out

    page.goto(server.url + "/tables/")  # the app's start page, online
    expect(page.locator("[data-offline-tables-empty]")).to_be_visible()
    expect(page.locator("[data-offline-tables] a")).to_have_count(0)
    assert page.evaluate(KEPT, table_path("nmb")) is False

    set_offline(context, True)
    page.goto(server.url + table_path("nmb"))  # the no-connection page, not the table
    expect(page.locator("form.hand-form")).to_have_count(0)
    expect(page.locator("body")).not_to_contain_text("Anna de Vries")
