"""Issue 37: the club's audit trail reads as a story on a phone and a laptop, in Dutch and
German: who, when (local time), what, and each change as "field: old → new" with the
field's name in the page's language; never a digest, an id or a raw dict. Screenshots go
to /tmp/shots-audit/ (look at them when the page changes)."""

import datetime
import re
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from tournaments.clubs.models import Club, Member
from tournaments.clubs.services.clubs import club_update
from tournaments.clubs.services.members import member_create, member_update
from tournaments.events.services.calendar import season_event_create

SHOTS = Path("/tmp/shots-audit")
SIZES = {"phone": {"width": 390, "height": 844}, "laptop": {"width": 1366, "height": 900}}
EXPECT = {
    "nl": ("Logboek", "Achternaam:", "Lid gewijzigd", "Openbare uitslagen: ja → nee"),
    "de": (
        "Änderungsprotokoll",
        "Nachname:",
        "Mitglied geändert",
        "Öffentliche Ergebnisse: ja → nein",
    ),
}


@pytest.fixture
def viewport():
    return "laptop", SIZES["laptop"]


def _changes(admin) -> None:
    club = Club.objects.get(slug="groene-draak")
    member = Member.objects.filter(club=club).order_by("pk").first()
    member_update(member=member, actor=admin, last_name="Janssen", ema_number="04290123")
    club_update(club=club, actor=admin, public_results=False)
    member_create(club=club, first_name="Anna", last_name="Vos", member_number="7001", actor=admin)
    season_event_create(
        club=club, name="Voorjaarstoernooi", date=datetime.date(2027, 4, 10), actor=admin
    )


@pytest.mark.parametrize("language", ["nl", "de"])
def test_the_club_audit_trail_reads_as_a_story(browser, demo_site, language):
    admin = get_user_model().objects.get(username="admin")
    _changes(admin)
    client = Client()
    client.force_login(admin)
    session = client.cookies["sessionid"].value
    SHOTS.mkdir(exist_ok=True)
    for size_name, size in SIZES.items():
        context = browser.new_context(viewport=size, locale=language)
        context.add_cookies([{"name": "sessionid", "value": session, "url": demo_site.url}])
        page = context.new_page()
        response = page.goto(demo_site.url + "/clubs/groene-draak/audit/")
        assert response.status == 200
        text = page.inner_text("main")
        for expected in EXPECT[language]:
            assert expected in text, (language, expected)
        assert "→" in text and "Admin" in text
        assert not re.search(r"\{'|tournaments\.|_id\b|[0-9a-f]{32}", text), text[:2000]
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, (size_name, overflow)
        page.screenshot(path=str(SHOTS / f"club-audit-{language}-{size_name}.png"), full_page=True)
        page.goto(demo_site.url + "/events/demo-tournament/audit/")
        page.screenshot(path=str(SHOTS / f"event-audit-{language}-{size_name}.png"))
        context.close()
