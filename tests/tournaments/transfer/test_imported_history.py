"""An event file is not the club's word: its audit rows are kept as imported history (the
importer as actor, the import's time; who and when the file claims only as text), never
as the club's own log; and an import refused for a slug taken by another, private club's
event names neither that club nor its event."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from django.utils import timezone

from tests.factories import ClubFactory, EventFactory
from tournaments.audit.models import AuditEntry
from tournaments.audit.selectors import audit_for_club
from tournaments.clubs.models import Club
from tournaments.events.models import Event, EventStatus
from tournaments.events.selectors.lifecycle import event_reopen_note
from tournaments.transfer.export import event_export

pytestmark = pytest.mark.django_db

FORGED_AT = "2019-04-01T09:00:00+00:00"


@pytest.fixture
def admin(demo_rows, client, settings):
    settings.LANGUAGE_CODE = "en"
    client.force_login(get_user_model().objects.get(username="admin"))
    return client


def _file(**changes: Any) -> dict[str, Any]:
    data = json.loads(json.dumps(event_export(event=Event.objects.get(slug="demo-evening"))))
    data["event"].update(changes)
    return data


def _upload(client, data: dict[str, Any], **extra: str):
    url = reverse("event_file_upload", kwargs={"slug": "groene-draak"})
    content = json.dumps(data).encode()
    return client.post(url, {"file": SimpleUploadedFile("e.json", content), **extra})


def test_forged_audit_rows_become_imported_history(admin):
    data = _file(slug="forged-evening")
    data["audit"].append(
        {
            "created_at": FORGED_AT,
            "actor": "scorekeeper",  # someone else, and long ago
            "action": "event.reopen",
            "object_type": "tournaments.event",
            "object": "event",
            "reason": "forged",
            "before": None,
            "after": {"status": "in_progress"},
        }
    )
    started = timezone.now()
    assert _upload(admin, data).status_code == 302
    event = Event.objects.get(slug="forged-evening")
    forged = AuditEntry.objects.get(event=event, reason="forged")
    assert forged.imported
    assert forged.actor.username == "admin" and forged.created_at >= started
    assert (forged.imported_actor, forged.imported_at) == ("scorekeeper", FORGED_AT)
    rows = AuditEntry.objects.filter(event=event).exclude(action="event_import")
    assert rows.count() == len(data["audit"]) and all(row.imported for row in rows)
    # the club's own log: the import itself, none of the file's rows
    own = audit_for_club(club=event.club).filter(event=event)
    assert [e.action for e in own] == ["event_import"]
    # the file's "reopened" is no reopening of this site's: the event page names none
    Event.objects.filter(pk=event.pk).update(status=EventStatus.IN_PROGRESS)
    event.refresh_from_db()
    assert event_reopen_note(event=event) is None
    page = admin.get(reverse("play_event_audit", kwargs={"slug": event.slug}))
    assert page.status_code == 200
    assert "the file says: by scorekeeper, at 1 April 2019" in page.text


@pytest.mark.parametrize("replace", ["", "1"])
def test_a_private_clubs_event_is_never_named(admin, replace):
    hidden = ClubFactory(name="Besloten Kring", slug="besloten-kring", public_results=False)
    EventFactory(club=hidden, slug="besloten-avond", name="Avond van de Kring")
    response = _upload(admin, _file(slug="besloten-avond"), replace=replace)
    assert response.status_code == 400 and "The file was not imported" in response.text
    for secret in ("Besloten Kring", "besloten-kring", "Avond van de Kring"):
        assert secret not in response.text
    assert Club.objects.get(slug="besloten-kring").events.count() == 1
