"""Every registration audit action reads as a sentence in nl, en and de; junk posted to the
registrant's pages is a message, never a 500; a member sees an offer on the event page."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tests.tournaments.registration.helpers import guest, open_event
from tournaments.audit.story import audit_actions
from tournaments.clubs.models import Member
from tournaments.registration.models import Registration
from tournaments.registration.services.registrations import (
    registration_cancel,
    registration_create,
)

CODE = Path(__file__).resolve().parents[3] / "tournaments" / "registration"


def _actions() -> set[str]:
    found: set[str] = set()
    for path in CODE.rglob("*.py"):
        found |= set(re.findall(r'action="(registration\.\w+)"', path.read_text()))
    return found


def test_every_registration_action_is_a_sentence_in_each_language():
    actions = _actions()
    labels = audit_actions()
    assert len(actions) >= 12
    for action in actions:
        assert action in labels, action
        texts = set()
        for language in ("nl", "en", "de"):
            with translation.override(language):
                texts.add(str(labels[action]))
        assert len(texts) == 3, (action, texts)


JUNK = [
    {},
    {"action": "nonsense"},
    {"action": "update", "email": "x" * 500},
    {"action": "accept"},
    {"action": "decline"},
    {"action": "cancel"},  # not confirmed: nothing happens
    {"action": "cancel", "confirm": "yes"},
    {"action": "cancel", "confirm": "yes"},  # twice: a stale form
]


@pytest.mark.django_db
def test_junk_posted_to_a_personal_link_is_never_a_500(club):
    event = open_event(club)
    _reg, token = registration_create(event=event, details=guest(1))
    client = Client(raise_request_exception=False)
    url = reverse("registration_personal", kwargs={"token": token})
    for data in JUNK:
        assert client.post(url, data).status_code in (200, 302, 422), data
    assert Registration.objects.get().status == "cancelled"


@pytest.mark.django_db
def test_junk_posted_by_a_member_is_never_a_500(club, make_user):
    event = open_event(club)
    user = make_user(club=club, username="lid")
    client = Client(raise_request_exception=False)
    client.force_login(user)
    url = reverse("registration_mine", kwargs={"slug": event.slug})
    for data in JUNK:
        assert client.post(url, data).status_code == 302, data
    register = reverse("registration_register", kwargs={"slug": event.slug})
    assert client.post(register, {"consent": "maybe", "submit_token": "z" * 900}).status_code in (
        302,
        422,
    )


@pytest.mark.django_db
def test_a_member_sees_the_offer_on_the_event_page(club, make_user):
    event = open_event(club, capacity=1)
    first, _ = registration_create(event=event, details=guest(1))
    user = make_user(club=club, username="wachter")
    registration_create(event=event, member=Member.objects.get(user=user))
    registration_cancel(registration=first)
    client = Client()
    client.force_login(user)
    page = client.get(event.get_absolute_url()).content.decode()
    assert "#my-registration" in page and "notice" in page
