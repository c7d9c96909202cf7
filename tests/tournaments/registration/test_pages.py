"""The register page, the personal link, the member's one tap, the director's field page,
its exports and sign-in sheet, and the member's private calendar feed (issue 40)."""

from __future__ import annotations

import io
import re

import pytest
from django.test import Client
from django.urls import reverse

from tests.factories import MemberFactory
from tests.tournaments.registration.helpers import guest, open_event
from tournaments.clubs.models import Member
from tournaments.events.models import EventParticipant
from tournaments.registration.models import Registration
from tournaments.registration.selectors.feeds import member_feed_token
from tournaments.registration.services.registrations import registration_create

pytestmark = pytest.mark.django_db


def _register_url(event) -> str:
    return reverse("registration_register", kwargs={"slug": event.slug})


def _personal_link(page: str) -> str:
    match = re.search(r'class="personal-link" href="https?://[^/]+(/registrations/[^"]+/)"', page)
    assert match, "no personal link on the page"
    return match.group(1)


def _guest_post(client: Client, event, number: int = 1, **more: str):
    data = {"name": f"Gast {number}", "email": f"gast{number}@example.org", **more}
    return client.post(_register_url(event), data)


def test_a_guest_registers_gets_a_link_changes_and_cancels(club):
    event = open_event(club, ask_country=True, consent_text="Names on the results page.")
    client = Client()
    page = client.get(_register_url(event)).content.decode()
    assert "Names on the results page." in page and 'name="country"' in page
    response = _guest_post(client, event, country="NL", consent="on")
    assert response.status_code == 302
    page = client.get(response["Location"]).content.decode()
    link = _personal_link(page)
    reg = Registration.objects.get()
    assert (reg.status, reg.country, reg.consent) == ("confirmed", "NL", True)
    stranger = Client()
    assert "Gast 1" in stranger.get(link).content.decode()
    stranger.post(link, {"action": "update", "name": "Gast Een", "email": "gast1@example.org"})
    reg.refresh_from_db()
    assert reg.name == "Gast Een"
    stranger.post(link, {"action": "cancel", "confirm": "yes"})
    reg.refresh_from_db()
    assert reg.status == "cancelled"


def test_the_link_is_mailed_when_mail_is_configured(club, settings, mailoutbox):
    settings.PASSWORD_RESET_ENABLED = True
    settings.MAILERS = {"default": {"BACKEND": "django.core.mail.backends.locmem.EmailBackend"}}
    event = open_event(club)
    _guest_post(Client(), event)
    assert len(mailoutbox) == 1 and "/registrations/" in mailoutbox[0].body


def test_no_mail_without_mail_settings(club, mailoutbox):
    _guest_post(Client(), open_event(club))
    assert mailoutbox == []


@pytest.mark.parametrize(
    ("data", "error"),
    [
        ({"name": "", "email": "x@example.org"}, 'name="name"'),
        ({"name": "Anna", "email": "not-an-address"}, 'name="email"'),
    ],
)
def test_bad_guest_input_is_a_form_error_not_a_500(club, data, error):
    event = open_event(club)
    response = Client().post(_register_url(event), data)
    assert response.status_code == 422
    assert error in response.content.decode()
    assert not Registration.objects.exists()


def test_a_duplicate_email_is_shown_on_the_form(club):
    event = open_event(club)
    _guest_post(Client(), event)
    response = Client().post(_register_url(event), {"name": "X", "email": "GAST1@example.org"})
    assert response.status_code == 422
    assert Registration.objects.count() == 1


def test_a_member_registers_with_one_tap_and_sees_the_feed(club, make_user):
    user = make_user(club=club, username="lid")
    member = Member.objects.get(user=user)
    event = open_event(club)
    client = Client()
    client.force_login(user)
    page = client.get(_register_url(event)).content.decode()
    assert 'name="name"' not in page  # one tap: nothing to fill in
    assert client.post(_register_url(event), {}).status_code == 302
    reg = Registration.objects.get()
    assert reg.member == member and reg.status == "confirmed"
    again = client.post(_register_url(event), {})
    assert again.status_code == 302 and Registration.objects.count() == 1
    page = client.get(_register_url(event)).content.decode()
    assert member_feed_token(member=member) in page


def test_the_private_feed_parses_and_lists_the_members_events(club, make_user):
    import icalendar

    user = make_user(club=club, username="lid")
    member = Member.objects.get(user=user)
    event = open_event(club)
    other = open_event(club)
    registration_create(event=event, member=member)
    url = reverse("registration_member_feed", kwargs={"token": member_feed_token(member=member)})
    response = Client().get(url)
    assert response.status_code == 200 and response["Content-Type"].startswith("text/calendar")
    calendar = icalendar.Calendar.from_ical(response.content)
    summaries = [str(c["summary"]) for c in calendar.walk("VEVENT")]
    assert summaries == [str(event.name)]
    assert str(other.name) != str(event.name)


@pytest.mark.parametrize("token", ["wrong", "1-abc", "x" * 300, "999999-" + "0" * 32])
def test_a_wrong_token_is_not_found(club, token):
    event = open_event(club)
    registration_create(event=event, details=guest(1))
    for name in ("registration_personal", "registration_member_feed"):
        assert Client().get(reverse(name, kwargs={"token": token})).status_code == 404
        assert (
            Client()
            .post(reverse(name, kwargs={"token": token}), {"action": "cancel", "confirm": "yes"})
            .status_code
            == 404
        )
    assert Registration.objects.get().status == "confirmed"


def test_another_member_cannot_cancel_or_see_a_registration(club, make_user):
    event = open_event(club)
    first = make_user(club=club, username="eerste")
    second = make_user(club=club, username="tweede")
    registration_create(event=event, member=Member.objects.get(user=first))
    client = Client()
    client.force_login(second)
    page = client.get(_register_url(event)).content.decode()
    assert "my-registration" not in page
    client.post(
        reverse("registration_mine", kwargs={"slug": event.slug}),
        {"action": "cancel", "confirm": "yes"},
    )
    assert Registration.objects.get().status == "confirmed"
    # the first member's feed token does not open with the second's id
    token = member_feed_token(member=Member.objects.get(user=first))
    forged = f"{Member.objects.get(user=second).pk}-{token.split('-')[1]}"
    assert (
        Client().get(reverse("registration_member_feed", kwargs={"token": forged})).status_code
        == 404
    )


def test_the_public_list_names_only_those_who_agreed(club):
    event = open_event(club, capacity=5)
    registration_create(event=event, details=guest(1, consent=True))
    registration_create(event=event, details=guest(2, consent=False))
    page = Client().get(_register_url(event)).content.decode()
    assert "Gast 1" in page and "Gast 2" not in page
    detail = Client().get(event.get_absolute_url()).content.decode()
    assert reverse("registration_register", kwargs={"slug": event.slug}) in detail


def _director(make_user, club) -> Client:
    client = Client()
    client.force_login(make_user("referee", club=club, username="wedstrijdleider"))
    return client


def test_the_field_page_lists_and_exports_open_with_openpyxl(club, make_user):
    import openpyxl

    event = open_event(club, capacity=1)
    registration_create(event=event, details=guest(1))
    registration_create(event=event, details=guest(2))
    registration_create(event=event, details=type(guest(3))(name="=HYPERLINK(1)", email="f@x.org"))
    client = _director(make_user, club)
    page = client.get(reverse("registration_field", kwargs={"slug": event.slug}))
    assert page.status_code == 200 and "Gast 2" in page.content.decode()
    xlsx = client.get(reverse("registration_export", kwargs={"slug": event.slug, "fmt": "xlsx"}))
    sheet = openpyxl.load_workbook(io.BytesIO(xlsx.content)).active
    values = [row for row in sheet.iter_rows(values_only=True)]
    assert len(values) == 2 and values[1][1] == "Gast 1"
    csv = client.get(reverse("registration_export", kwargs={"slug": event.slug, "fmt": "csv"}))
    assert csv.content.startswith("\ufeff".encode()) and b"Gast 1" in csv.content
    bad = client.get(reverse("registration_export", kwargs={"slug": event.slug, "fmt": "pdf"}))
    assert bad.status_code == 404
    sheet_page = client.get(reverse("registration_signin_sheet", kwargs={"slug": event.slug}))
    assert "Gast 1" in sheet_page.content.decode()


def test_make_players_matches_members_and_is_idempotent(club, make_user):
    event = open_event(club, capacity=10)
    anna = make_user(club=club, username="anna", email="anna@example.org")
    anna_member = Member.objects.get(user=anna)
    named = MemberFactory(club=club, first_name="Bram", last_name="Bos")
    lid = MemberFactory(club=club)
    registration_create(event=event, member=lid)
    registration_create(
        event=event, details=type(guest(1))(name="Anna X", email="ANNA@example.org")
    )
    registration_create(event=event, details=type(guest(1))(name="bram  bos", email="b@x.org"))
    registration_create(event=event, details=guest(7))
    client = _director(make_user, club)
    url = reverse("registration_make_players", kwargs={"slug": event.slug})
    assert client.post(url).status_code == 302
    field = EventParticipant.objects.filter(event=event)
    assert {p.member_id for p in field if p.member_id} == {lid.pk, anna_member.pk, named.pk}
    assert [p.guest_name for p in field if not p.member_id] == ["Gast 7"]
    client.post(url)
    assert EventParticipant.objects.filter(event=event).count() == 4


def test_the_director_acts_on_the_field(club, make_user):
    event = open_event(club, capacity=1, fee="5", approval=True)
    registration_create(event=event, details=guest(1))
    waiting, _ = registration_create(event=event, details=guest(2))
    client = _director(make_user, club)
    url = reverse("registration_field_action", kwargs={"slug": event.slug})
    client.post(url, {"registration": str(waiting.pk), "action": "paid"})
    client.post(url, {"registration": str(waiting.pk), "action": "promote"})
    waiting.refresh_from_db()
    assert (waiting.status, waiting.paid) == ("confirmed", True)
    for junk in ({"registration": "x", "action": "paid"}, {"registration": "99999999"}, {}):
        assert client.post(url, junk).status_code == 302


def test_settings_form_saves_and_refuses_a_closing_before_opening(club, make_user):
    event = open_event(club)
    client = _director(make_user, club)
    url = reverse("registration_settings", kwargs={"slug": event.slug})
    assert client.get(url).status_code == 200
    base = {"mode": "open", "capacity": "8", "offer_hours": "12"}
    bad = client.post(
        url, {**base, "opens_at": "2026-12-02T10:00", "closes_at": "2026-12-01T10:00"}
    )
    assert bad.status_code == 422
    assert client.post(url, base).status_code == 302
    assert event.registration_settings.__class__.objects.get(event=event).capacity == 8
    member = Client()
    member.force_login(make_user(club=club, username="gewoon"))
    assert member.get(url).status_code == 403
