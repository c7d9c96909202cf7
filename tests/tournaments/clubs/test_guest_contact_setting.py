"""Issue 54 finding 1: the club chooses how long its guests' e-mail addresses are kept
(settings page, default 30 days; audited as a settings change), and its privacy page says
so in the reader's language."""

import pytest
from django.urls import reverse

from tournaments.audit.models import AuditEntry

pytestmark = pytest.mark.django_db

BASE = {
    "name": "De Groene Draak",
    "language": "nl",
    "default_ruleset": "nmb",
    "table_points_scheme": "4-2-1-0",
    "reseating_mode": "table_points",
}


@pytest.fixture
def admin_client(client, club, make_user):
    client.force_login(make_user("club admin", club=club))
    return client


@pytest.mark.parametrize(
    ("posted", "kept"),
    [("14", 14), ("365", 365), ("", 30), (None, 30)],  # empty or not sent: kept as it was
)
def test_the_club_admin_sets_the_period(admin_client, club, posted, kept):
    data = {**BASE, "table_points_scheme": club.table_points_scheme}
    if posted is not None:
        data["guest_contact_days"] = posted
    response = admin_client.post(reverse("club_settings", kwargs={"slug": club.slug}), data)
    assert response.status_code == 302, response.context["form"].errors
    club.refresh_from_db()
    assert club.guest_contact_days == kept
    changed = AuditEntry.objects.filter(action="club.update").first()
    if kept != 30:
        assert changed.after["guest_contact_days"] == kept


@pytest.mark.parametrize("posted", ["0", "-3", "٣", "4000"])
def test_a_period_out_of_range_is_refused(admin_client, club, posted):
    data = {**BASE, "table_points_scheme": club.table_points_scheme, "guest_contact_days": posted}
    response = admin_client.post(reverse("club_settings", kwargs={"slug": club.slug}), data)
    assert response.status_code == 200
    assert "guest_contact_days" in response.context["form"].errors
    club.refresh_from_db()
    assert club.guest_contact_days == 30


@pytest.mark.parametrize(
    ("language", "days", "text"),
    [
        ("nl", 30, "Het e-mailadres wordt 30 dagen na het evenement gewist"),
        ("en", 1, "The e-mail address is erased 1 day after the event"),
        ("de", 14, "Die E-Mail-Adresse wird 14 Tage nach der Veranstaltung gelöscht"),
    ],
)
def test_the_privacy_page_states_the_period(client, club, language, days, text):
    club.guest_contact_days = days
    club.save(update_fields=["guest_contact_days"])
    client.cookies["django_language"] = language  # the language switch's cookie
    response = client.get(reverse("privacy_club", kwargs={"slug": club.slug}))
    assert response.status_code == 200
    assert text in response.text
