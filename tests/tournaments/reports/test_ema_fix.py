"""The EMA export's refusal page lists each player without an EMA number with its fix: a
member links to his edit page; a guest gets a member record with the number right there
(club admins, audited), and then the export downloads."""

import pytest
from django.urls import reverse

from tests.tournaments.reports.conftest import *  # noqa: F403
from tournaments.audit.models import AuditEntry
from tournaments.clubs.models import Member
from tournaments.events.models import Event
from tournaments.play.models import Seat


@pytest.fixture
def tournament(demo):
    event = Event.objects.get(slug="demo-tournament")
    for member in demo.members.filter(ema_number=""):
        member.ema_number = f"0401{member.pk:04d}"
        member.save()
    return event


def test_the_refusal_links_each_player_to_its_fix(login, demo, tournament):
    client = login("admin")
    url = reverse(
        "reports_event_export", kwargs={"slug": tournament.slug, "exporter": "ema", "fmt": "csv"}
    )
    response = client.get(url)
    assert response.status_code == 409
    text = response.text
    guests = sorted(
        set(
            Seat.objects.filter(round__event=tournament, member__isnull=True).values_list(
                "guest_name", flat=True
            )
        )
    )
    assert guests
    for guest in guests:
        assert f'name="guest_name" value="{guest}"' in text
    fix = reverse("reports_ema_guest_member", kwargs={"slug": tournament.slug})
    for i, guest in enumerate(guests):
        client.post(fix, {"guest_name": guest, "ema_number": f"0499000{i}", "country": "de"})
    assert not Seat.objects.filter(round__event=tournament, member__isnull=True).exists()
    made = Member.objects.filter(ema_number__startswith="0499000")
    assert made.count() == len(guests) and set(made.values_list("country", flat=True)) == {"DE"}
    assert AuditEntry.objects.filter(action="guest_member_create").count() == len(guests)
    done = client.get(url)
    assert done.status_code == 200 and done["Content-Type"].startswith("text/csv")


@pytest.mark.parametrize(
    "data",
    [{"guest_name": "Nobody Here", "ema_number": "1"}, {"guest_name": "", "ema_number": "1"}, {}],
)
def test_a_bad_fix_is_a_message(login, tournament, data):
    client = login("admin")
    fix = reverse("reports_ema_guest_member", kwargs={"slug": tournament.slug})
    response = client.post(fix, data, follow=True)
    assert response.status_code == 200
    assert "There is no guest" in response.text
    assert not AuditEntry.objects.filter(action="guest_member_create").exists()


def test_a_guest_needs_a_number(login, tournament):
    guest = Seat.objects.filter(round__event=tournament, member__isnull=True).first().guest_name
    fix = reverse("reports_ema_guest_member", kwargs={"slug": tournament.slug})
    response = login("admin").post(fix, {"guest_name": guest, "ema_number": " "}, follow=True)
    assert "EMA number." in response.text and "Enter the guest" in response.text


def test_only_club_admins_fix(client, tournament):
    fix = reverse("reports_ema_guest_member", kwargs={"slug": tournament.slug})
    guest = Seat.objects.filter(round__event=tournament, member__isnull=True).first().guest_name
    response = client.post(fix, {"guest_name": guest, "ema_number": "1"})
    assert response.status_code in (302, 403)
    assert Seat.objects.filter(round__event=tournament, guest_name=guest).exists()
