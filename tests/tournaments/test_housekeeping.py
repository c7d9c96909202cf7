"""Issue 54 finding 1: ``manage.py housekeeping`` (a daily timer; ``make run`` at its start)
does what nobody has to remember: guests' e-mail addresses erased after their club's
period, the print jobs' PDFs and the seat draws' progress records deleted once of no use,
spent one-use tokens deleted; each run logs its counts."""

import datetime
import io
import logging
import os
import uuid

import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.core.management import call_command
from django.utils import timezone

from tests.factories import EventFactory
from tournaments.accounts.models import AccessLink, AccessLinkKind
from tournaments.audit.models import SubmitToken
from tournaments.registration.models import Registration, RegistrationStatus

pytestmark = pytest.mark.django_db

NOW = timezone.now()


def _days_ago(days: float) -> datetime.datetime:
    return NOW - datetime.timedelta(days=days)


@pytest.fixture
def media(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path / "media"
    return settings.MEDIA_ROOT


def _file(name: str, age_days: float) -> str:
    saved = default_storage.save(name, ContentFile(b"x"))
    stamp = _days_ago(age_days).timestamp()
    os.utime(default_storage.path(saved), (stamp, stamp))
    return saved


def _link(**when: datetime.datetime) -> AccessLink:
    fields = {"expires_at": NOW + datetime.timedelta(days=1), **when}
    return AccessLink.objects.create(
        kind=AccessLinkKind.INVITATION, token_hash=uuid.uuid4().hex, **fields
    )


def _run(caplog) -> dict[str, int]:
    out = io.StringIO()
    with caplog.at_level(logging.INFO, logger="clubsite.housekeeping"):
        call_command("housekeeping", stdout=out)
    return {k: int(v) for k, v in (line.split(": ") for line in out.getvalue().splitlines())}


def test_one_run_does_every_job_and_logs_its_counts(media, caplog):
    old_pdf = _file("prints/cup/score-sheets-a.pdf", 8)
    new_pdf = _file("prints/cup/score-sheets-b.pdf", 1)
    gone_folder = _file("prints/old-cup/certificates-c.pdf", 30)
    old_progress = _file("seat-draws/cup/job-1.json", 2)
    new_progress = _file("seat-draws/cup/job-2.json", 0.01)
    SubmitToken.objects.create(token="old")
    SubmitToken.objects.filter(token="old").update(created_at=_days_ago(31))
    SubmitToken.objects.create(token="new")
    spent = [
        _link(used_at=_days_ago(31)),
        _link(revoked_at=_days_ago(40)),
        _link(expires_at=_days_ago(31)),
    ]
    kept = [_link(), _link(used_at=_days_ago(2)), _link(expires_at=_days_ago(3))]
    event = EventFactory(date=timezone.localdate() - datetime.timedelta(days=31))
    guest = Registration.objects.create(
        event=event,
        name="Gast",
        email="gast@example.org",
        email_key="gast@example.org",
        status=RegistrationStatus.CONFIRMED,
        token_hash="h" * 64,
    )

    counts = _run(caplog)

    assert counts == {
        "guest_contacts_erased": 1,
        "print_files_deleted": 2,
        "draw_progress_files_deleted": 1,
        "form_tokens_deleted": 1,
        "access_links_deleted": 3,
        "offers_ended": 0,
    }
    assert [default_storage.exists(f) for f in (old_pdf, gone_folder, old_progress)] == [False] * 3
    assert default_storage.exists(new_pdf) and default_storage.exists(new_progress)
    assert not (media / "prints" / "old-cup").exists()  # an emptied folder goes too
    assert list(SubmitToken.objects.values_list("token", flat=True)) == ["new"]
    remaining = set(AccessLink.objects.values_list("pk", flat=True))
    assert remaining == {link.pk for link in kept} and not remaining & {s.pk for s in spent}
    guest.refresh_from_db()
    assert guest.email == ""
    [line] = [r.getMessage() for r in caplog.records if r.name == "clubsite.housekeeping"]
    assert "guest_contacts_erased=1" in line and "access_links_deleted=3" in line

    assert set(_run(caplog).values()) == {0}  # the next run has nothing left to do


def test_a_site_without_files_or_rows_runs_clean(media, caplog):
    assert set(_run(caplog).values()) == {0}
