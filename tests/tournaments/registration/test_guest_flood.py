"""A script cannot flood an event with guest registrations (security issue 54): posts are
limited per client address and per event, and for an event open to guests without
approval a registration holds a place only once its e-mail address is confirmed by the
mailed link; an unconfirmed one expires."""

from __future__ import annotations

import datetime
import re

import pytest
from django.test import Client
from django.urls import reverse

from tests.factories import MemberFactory
from tests.tournaments.registration.helpers import NOW, guest, open_event
from tournaments.audit.models import AuditEntry
from tournaments.registration.models import Registration
from tournaments.registration.services.director import registration_offers_expire
from tournaments.registration.services.email import registration_email_confirm
from tournaments.registration.services.registrations import registration_create

pytestmark = pytest.mark.django_db


def _post(event, number: int, address: str = "203.0.113.7"):
    data = {"name": f"Gast {number}", "email": f"gast{number}@example.org"}
    url = reverse("registration_register", kwargs={"slug": event.slug})
    return Client(REMOTE_ADDR=address).post(url, data, HTTP_ACCEPT_LANGUAGE="en")


def test_guest_posts_are_limited_per_address(club, settings):
    settings.REGISTRATION_GUEST_LIMITS = {"address": (3, 3600), "event": (100, 3600)}
    event = open_event(club, capacity=50)
    answers = [_post(event, i).status_code for i in range(5)]
    assert answers == [302, 302, 302, 429, 429]
    assert "Too many registrations" in _post(event, 9).content.decode()
    assert Registration.objects.filter(event=event).count() == 3
    assert _post(event, 10, address="198.51.100.2").status_code == 302  # another address


def test_guest_posts_are_limited_per_event(club, settings):
    settings.REGISTRATION_GUEST_LIMITS = {"address": (100, 3600), "event": (2, 3600)}
    event = open_event(club, capacity=50)
    other = open_event(club, capacity=50)
    answers = [_post(event, i, address=f"192.0.2.{i}").status_code for i in range(3)]
    assert answers == [302, 302, 429]
    assert _post(other, 7).status_code == 302


def _mail_on(settings):
    settings.PASSWORD_RESET_ENABLED = True
    settings.MAILERS = {"default": {"BACKEND": "django.core.mail.backends.locmem.EmailBackend"}}


def test_a_guest_holds_a_place_only_after_confirming_by_mail(club, settings, mailoutbox, make_user):
    _mail_on(settings)
    event = open_event(club, capacity=1)
    response = _post(event, 1)
    director = Client()
    director.force_login(make_user("referee", club=club, username="leiding"))
    field = director.get(
        reverse("registration_field", kwargs={"slug": event.slug}), HTTP_ACCEPT_LANGUAGE="en"
    )
    assert "Awaiting e-mail confirmation (1)" in field.content.decode()
    page = Client().get(response["Location"], HTTP_ACCEPT_LANGUAGE="en")
    reg = Registration.objects.get(event=event)
    assert reg.status == "unconfirmed" and reg.confirm_by is not None
    assert "personal-link" not in page.content.decode()  # the link travels by mail only
    member = registration_create(event=event, member=MemberFactory(club=club))[0]
    assert member.status == "confirmed"  # the unconfirmed guest held no place
    (mail,) = mailoutbox
    link = re.search(r"https?://[^/]+(/registrations/[^/\s]+/)", mail.body).group(1)
    assert "Confirm" in mail.subject
    assert (
        "Confirm my registration" in Client().get(link, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    )
    Client().post(link, {"action": "confirm"})
    reg.refresh_from_db()
    assert (reg.status, reg.confirm_by) == ("waiting", None)  # full by then
    assert AuditEntry.objects.filter(action="registration.email_confirm").count() == 1


def test_members_and_events_with_approval_need_no_mail_confirmation(club, settings):
    _mail_on(settings)
    event = open_event(club, capacity=5)
    assert registration_create(event=event, member=MemberFactory(club=club))[0].status == (
        "confirmed"
    )
    approved = open_event(club, capacity=5, approval=True)
    assert registration_create(event=approved, details=guest(1))[0].status == "pending"


def test_an_unconfirmed_registration_expires_and_frees_the_address(club, settings):
    _mail_on(settings)
    event = open_event(club, capacity=5)
    reg, _t = registration_create(event=event, details=guest(1), now=NOW)
    assert reg.confirm_by == NOW + datetime.timedelta(hours=2)
    registration_offers_expire(event=event, now=NOW + datetime.timedelta(hours=3))
    reg.refresh_from_db()
    assert reg.status == "expired"
    assert AuditEntry.objects.filter(action="registration.email_expire").count() == 1
    with pytest.raises(Exception, match="nothing to confirm"):
        registration_email_confirm(registration=reg, now=NOW + datetime.timedelta(hours=3))
    again, _t = registration_create(
        event=event, details=guest(1), now=NOW + datetime.timedelta(hours=3)
    )
    assert again.status == "unconfirmed"
