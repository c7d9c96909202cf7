"""User text is never rendered unescaped: a member, guest, event and club named with markup.

``mark_safe`` is used where reviewed: ``tournaments.reports.line_charts.line_chart_svg``
(and ``bar_charts.bar_chart_svg``, cleaned the same way) returns pygal's SVG (its XML
writer escapes every series name and label) with the title passed through ``escape``, and
``tournaments.reports.sheets`` draws the score-sheet grid from numbers only;
``format_html`` (tournaments/reports/sortable.py) escapes its arguments. No template uses
``|safe`` or turns autoescape off; ``test_no_template_opts_out_of_escaping`` keeps it so.
"""

import random
import re
from pathlib import Path

import pytest
from django.conf import settings
from django.test import Client
from django.urls import reverse

from tests.factories import EventFactory, MemberFactory, SeasonFactory
from tournaments.clubs.models import Member
from tournaments.demo.hands import demo_hand
from tournaments.events.services.rounds import round_create
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import Sitter, table_seat

pytestmark = pytest.mark.django_db

SCRIPT = "<script>alert(1)</script>"


@pytest.fixture
def hostile(club, make_user):
    club.name = f"Club {SCRIPT}"
    club.save()
    season = SeasonFactory(club=club, year=2026)
    event = EventFactory(club=club, season=season, name=f"Avond {SCRIPT}", venue=SCRIPT)
    round_ = round_create(event=event, number=1, status="in_progress")
    members = [
        MemberFactory(club=club, first_name=SCRIPT, last_name="<img src=x onerror=alert(2)>"),
        *MemberFactory.create_batch(2, club=club),
    ]
    table = table_seat(
        round_=round_,
        number=1,
        sitters=[*(Sitter(member=m) for m in members), Sitter(guest_name=SCRIPT + " guest")],
    )
    hand_enter(table=table, entry=demo_hand(rng=random.Random(3), ruleset=event.ruleset))
    admin = make_user("club admin", club=club, username="escaper", is_staff=True)
    return {"club": club, "event": event, "member": members[0], "season": season, "user": admin}


def _pages(h) -> list[str]:
    club, event, member = h["club"], h["event"], h["member"]
    table = {"slug": event.slug, "round_number": 1, "table_number": 1}
    return [
        reverse("home"),
        reverse("club_detail", kwargs={"slug": club.slug}),
        reverse("member_list", kwargs={"club_slug": club.slug}),
        reverse("member_detail", kwargs={"club_slug": club.slug, "pk": member.pk}),
        reverse("event_detail", kwargs={"slug": event.slug}),
        reverse("reports_event_standings", kwargs={"slug": event.slug}),
        reverse("reports_event_screen", kwargs={"slug": event.slug}),
        reverse("reports_season_standings", kwargs={"slug": club.slug, "year": 2026}),
        reverse("reports_player", kwargs={"club_slug": club.slug, "pk": member.pk}),
        reverse("play_table", kwargs=table),
        reverse("play_hand_detail", kwargs={**table, "number": 1}),
        reverse("play_event_audit", kwargs={"slug": event.slug}),
        reverse("seating_draw", kwargs={"slug": event.slug}),
        reverse("print_event", kwargs={"slug": event.slug}),
    ]


def test_markup_in_names_is_escaped_on_every_page(hostile):
    client = Client()
    client.force_login(hostile["user"])
    assert Member.objects.filter(first_name=SCRIPT).exists()
    for url in _pages(hostile):
        response = client.get(url, follow=True)
        assert response.status_code == 200, url
        html = response.content.decode()
        assert "<script>alert(1)" not in html, url
        assert "<img src=x" not in html, url
    response = client.get(reverse("event_detail", kwargs={"slug": hostile["event"].slug}))
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in response.content.decode()


def test_no_template_opts_out_of_escaping():
    """``|safe`` and ``{% autoescape off %}`` are not used; a new use needs a reason here."""
    allowed: set[str] = set()
    found = set()
    for path in Path(settings.BASE_DIR, "templates").rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        if re.search(r"\|\s*safe\b|autoescape\s+off", text):
            found.add(str(path.relative_to(settings.BASE_DIR)))
    assert found <= allowed, f"templates that turn escaping off: {sorted(found - allowed)}"


def test_mark_safe_only_where_reviewed():
    reviewed = {
        "tournaments/reports/line_charts.py",  # pygal escapes its texts; the title: escape()
        "tournaments/reports/bar_charts.py",  # the same drawing and cleaning (line_charts._clean)
        "tournaments/reports/sheets.py",  # score-sheet grid: numbers and fixed markup only
        # the hand form's inputs: every name, value, attribute and label goes through
        # conditional_escape (tests/scoring/test_widgets.py compares with Django's templates)
        "scoring/widgets.py",
        # segno's SVG of a QR code: modules as one path, no text of ours in it
        # (tests/tournaments/reports/test_table_link_qr.py feeds it markup)
        "tournaments/core/qr.py",
        # the table page's hand rows: names, summaries and wind markers through
        # conditional_escape, numbers localized, links from reverse()
        # (tests/tournaments/play/test_hand_rows.py compares with the template it replaced)
        "tournaments/templatetags/hand_rows.py",
    }
    found = set()
    for root in ("tournaments", "scoring", "clubsite"):
        for path in Path(settings.BASE_DIR, root).rglob("*.py"):
            if "mark_safe(" in path.read_text(encoding="utf-8"):
                found.add(str(path.relative_to(settings.BASE_DIR)))
    assert found <= reviewed, f"unreviewed mark_safe: {sorted(found - reviewed)}"
