"""Event export and import on the pages (they were command-line only): a club admin
downloads an event's file and uploads one into his club; the upload is checked like
``import_event``, refused with a clear message (nothing written), and audited."""

import json

import pytest
from django.contrib.auth import get_user_model
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from tournaments.audit.models import AuditEntry
from tournaments.events.models import Event
from tournaments.play.models import Hand

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin(demo_rows, client, settings):
    """The demo's club admin (the demo seeded once for this module: tests/shared_rows.py)."""
    settings.LANGUAGE_CODE = "en"
    client.force_login(get_user_model().objects.get(username="admin"))
    return client


def _upload(client, content: bytes, **extra):
    url = reverse("event_file_upload", kwargs={"slug": "groene-draak"})
    return client.post(url, {"file": SimpleUploadedFile("e.json", content), **extra})


def test_download_then_upload_restores_the_event(admin):
    event = Event.objects.get(slug="demo-evening")
    hands = Hand.objects.filter(table__round__event=event).count()
    response = admin.get(reverse("event_file", kwargs={"slug": event.slug}))
    assert response.status_code == 200 and "attachment" in response["Content-Disposition"]
    content = response.content
    refused = _upload(admin, content)  # the slug exists: not without "replace"
    assert refused.status_code == 400 and "The file was not imported" in refused.text
    done = _upload(admin, content, replace="1")
    assert done.status_code == 302
    restored = Event.objects.get(slug="demo-evening")
    assert Hand.objects.filter(table__round__event=restored).count() == hands
    assert AuditEntry.objects.filter(action="event_import", event=restored).exists()


@pytest.mark.parametrize(
    "content",
    [b"", b"not json", b"[]", b'{"format": "other"}', b"\xff\xfe"],
)
def test_a_bad_file_is_a_message(admin, content):
    before = Event.objects.count()
    response = _upload(admin, content)
    assert response.status_code == 400
    assert "The file was not imported" in response.text
    assert Event.objects.count() == before
    assert not AuditEntry.objects.filter(action="event_import").exists()


def test_another_clubs_file_is_refused(admin):
    data = json.loads(admin.get(reverse("event_file", kwargs={"slug": "demo-evening"})).content)
    data["club"]["slug"] = "elders"
    response = _upload(admin, json.dumps(data).encode(), replace="1")
    assert response.status_code == 400 and "another club" in response.text


def test_no_file_is_a_message(admin):
    url = reverse("event_file_upload", kwargs={"slug": "groene-draak"})
    response = admin.post(url, {})
    assert response.status_code == 400 and "Choose an event file." in response.text


@pytest.mark.parametrize("name", ["event_file", "event_file_upload"])
def test_only_club_admins(demo_rows, client, name):
    slug = "demo-evening" if name == "event_file" else "groene-draak"
    response = client.get(reverse(name, kwargs={"slug": slug}))
    assert response.status_code in (302, 403)


def _file(admin, **changes) -> bytes:
    data = json.loads(admin.get(reverse("event_file", kwargs={"slug": "demo-evening"})).content)
    data.update(changes)
    return json.dumps(data).encode()


@pytest.mark.parametrize(
    ("bad", "dutch", "english"),
    [
        (lambda admin: b"not json", "geen JSON-bestand", "not a JSON file"),
        (lambda admin: b"\xc3\x28", "geen UTF-8-tekst", "not UTF-8"),
        (lambda admin: b"[]", "een JSON-object verwacht", "expected a JSON object"),
        (lambda admin: _file(admin, format="other"), "geen clubsite-event-bestand", "not a "),
        (lambda admin: _file(admin, version=9), "deze site leest versie", "this site reads"),
        (lambda admin: _file(admin, members=[{}]), "ontbreekt", "is missing"),
        (lambda admin: _file(admin, rounds={}), "verkeerde type", "wrong type"),
        (lambda admin: _file(admin, audit=[1]), "een object verwacht", "expected an object"),
    ],
    ids=["json", "utf-8", "object", "format", "version", "member", "type", "audit"],
)
def test_a_bad_file_on_a_dutch_page_is_all_dutch(admin, settings, bad, dutch, english):
    """One language per page: the transfer code's reason is translated like the sentence
    around it (issue: English reasons inside "Het bestand is niet geïmporteerd: ...")."""
    content = bad(admin)
    settings.LANGUAGE_CODE = "nl"
    response = _upload(admin, content, replace="1", HTTP_ACCEPT_LANGUAGE="nl")
    assert response.status_code == 400
    assert dutch in response.text
    assert english not in response.text
