"""A director brings in a seating plan from a file (nl, en, de; phone 390 x 844 and laptop
1366 x 900): a file with a problem gets its row named and changes nothing; the good file's
preview shows the tables and the quality panel; "use this plan" seats the event.

Screenshots go to ``$PLAN_SCREENSHOTS`` (default: the test's tmp dir) to be looked at.
"""

import datetime
import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.tournaments.seat_draws.plan_helpers import csv_file
from tournaments.clubs.models import Club, Member
from tournaments.events.models import EventKind
from tournaments.events.services.events import event_create
from tournaments.events.services.registrations import participant_register
from tournaments.play.models import Seat

#: per language: the words the pages show
WORDS = {
    "nl": {"locale": "nl-NL", "problem": "is geen speler van dit evenement", "use": "Deze indeling gebruiken", "done": "De indeling deelt de rondes 1, 2, 3 in."},
    "en": {"locale": "en-GB", "problem": "is no player of this event", "use": "Use this plan", "done": "The plan seats rounds 1, 2, 3."},
    "de": {"locale": "de-DE", "problem": "ist kein Spieler dieser Veranstaltung", "use": "Diesen Sitzplan verwenden", "done": "Der Sitzplan setzt die Runden 1, 2, 3."},
}  # fmt: skip


@pytest.fixture
def shots(tmp_path) -> Path:
    path = Path(os.environ.get("PLAN_SCREENSHOTS") or tmp_path)
    path.mkdir(parents=True, exist_ok=True)
    return path


def _plan(numbers: list[str]) -> list[list[object]]:
    """Three rounds of 17 players: four tables of four and a bye, rotating."""
    rows: list[list[object]] = []
    for number in (1, 2, 3):
        order = numbers[number * 5 :] + numbers[: number * 5]
        order = order[::2] + order[1::2]
        rows += [[number, 1 + i // 4, 1 + i % 4, p] for i, p in enumerate(order[:16])]
        rows.append([number, "bye", "", order[16]])
    return rows


@pytest.mark.parametrize(
    ("name", "size"),
    [("phone", {"width": 390, "height": 844}), ("laptop", {"width": 1366, "height": 900})],
)
def test_upload_preview_use_in_three_languages(browser, demo_site, shots, tmp_path, name, size):
    club = Club.objects.get(slug="groene-draak")
    event = event_create(
        club=club,
        name="Zomertoernooi",
        date=datetime.date.today() + datetime.timedelta(days=3),
        kind=EventKind.TOURNAMENT,
        round_count=3,
    )
    event.table_policy = "bye"
    event.save(update_fields=["table_policy"])
    members = list(Member.objects.filter(club=club, active=True)[:17])
    participant_register(event=event, members=members)
    rows = _plan([m.member_number for m in members])
    good = tmp_path / "plan.csv"
    good.write_bytes(csv_file(rows))
    bad_rows = [list(r) for r in rows]
    bad_rows[4][3] = "Niemand"
    bad = tmp_path / "fout.csv"
    bad.write_bytes(csv_file(bad_rows))

    for lang, words in WORDS.items():
        context = browser.new_context(viewport=size, locale=words["locale"])
        page = context.new_page()
        page.set_default_timeout(20_000)
        page.goto(f"{demo_site.url}/accounts/login/?next=/events/{event.slug}/seating/")
        page.locator("input[name=username]").fill("admin")
        page.locator("input[name=password]").fill("admin-demo")
        page.locator("main form button[type=submit]").click()
        page.locator(f'.plan-link a[href="/events/{event.slug}/seating/plan/"]').click()
        page.screenshot(path=shots / f"plan-upload-{lang}-{name}.png", full_page=True)

        before = set(Seat.objects.filter(round__event=event).values_list("pk", flat=True))
        page.locator("input[type=file]").set_input_files(bad)
        page.locator(".plan-upload button[type=submit]").click()
        problems = page.locator("table.plan-problems")
        expect(problems).to_contain_text(words["problem"])
        expect(problems.locator("tbody tr").first.locator("td").first).to_have_text("6")
        page.screenshot(path=shots / f"plan-problems-{lang}-{name}.png", full_page=True)
        assert set(Seat.objects.filter(round__event=event).values_list("pk", flat=True)) == before

        page.goto(f"{demo_site.url}/events/{event.slug}/seating/plan/")
        page.locator("input[type=file]").set_input_files(good)
        page.locator(".plan-upload button[type=submit]").click()
        expect(page.locator("section.quality")).to_be_visible()
        expect(page.locator("section.round")).to_have_count(3)
        page.screenshot(path=shots / f"plan-preview-{lang}-{name}.png", full_page=True)
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"the preview is {overflow}px wider than the screen"

        page.get_by_role("button", name=words["use"]).click()
        expect(page.locator(".message").first).to_contain_text(words["done"])
        expect(page.locator("section.round")).to_have_count(3)
        page.screenshot(path=shots / f"plan-used-{lang}-{name}.png", full_page=True)
        assert Seat.objects.filter(round__event=event).count() == 16 * 3
        context.close()
