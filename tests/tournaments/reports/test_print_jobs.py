"""Large PDFs made by the worker (issue 44, ``reports.jobs``): with ``TASKS_WORKER`` on, a
25-table round's score sheets are queued in the database (django-tasks-db), made by
``manage.py db_worker`` (run here in this process, ``--batch``) and downloaded from the
job's page; a failed job says so and is asked for again. Without a worker (the laptop)
every PDF is made in the request, as before."""

from __future__ import annotations

import re
import shutil
import subprocess
import uuid
from unittest import mock

import pytest
from django.core.management import call_command
from django.tasks import task_backends
from django.urls import reverse
from django.utils.connection import Local

from tests.factories import ClubFactory, MemberFactory, RoundFactory
from tournaments.play.services.tables import table_seat
from tournaments.reports import jobs

TABLES = 25


def _reset_task_backends() -> None:
    """Django builds its task backends once from ``TASKS``; tests change it."""
    task_backends._settings = None
    task_backends.__dict__.pop("settings", None)
    task_backends._connections = Local(False)


@pytest.fixture
def worker_settings(settings, tmp_path):
    settings.TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
    settings.TASKS_WORKER = True
    settings.MEDIA_ROOT = tmp_path / "media"
    _reset_task_backends()
    yield settings
    _reset_task_backends()


@pytest.fixture
def big_round(transactional_db):
    club = ClubFactory(slug="big-club", public_results=True)
    round_ = RoundFactory(event__club=club, event__slug="big-open", number=1)
    members = MemberFactory.create_batch(4 * TABLES, club=club)
    for number in range(1, TABLES + 1):
        table_seat(round_=round_, number=number, sitters=members[4 * number - 4 : 4 * number])
    return round_


@pytest.fixture
def director(client, make_user, big_round):
    client.force_login(make_user("club admin", club=big_round.event.club))
    return client


def _sheets_url(round_, **query) -> str:
    url = reverse("print_score_sheets", kwargs={"slug": round_.event.slug, "number": 1})
    return url + ("?" + "&".join(f"{k}={v}" for k, v in query.items()) if query else "")


def _work() -> None:
    call_command("db_worker", "--batch", "--no-startup-delay", "--interval", "0", verbosity=0)


def _pages(pdf: bytes, tmp_path) -> int:
    if shutil.which("pdfinfo"):
        path = tmp_path / "sheets.pdf"
        path.write_bytes(pdf)
        info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
        return int(re.search(r"Pages:\s+(\d+)", info.stdout)[1])
    return len(re.findall(rb"/Type\s*/Page\b", pdf))


def test_a_25_table_round_is_made_by_the_worker_and_downloaded(
    worker_settings, big_round, director, tmp_path
):
    asked = director.get(_sheets_url(big_round, lang="en"))
    assert asked.status_code == 302
    page_url = asked["Location"]
    assert "/print/jobs/" in page_url
    waiting = director.get(page_url).content.decode()
    assert 'http-equiv="refresh"' in waiting and "aria-current" in waiting
    assert "file.pdf" not in waiting

    _work()

    ready = director.get(page_url).content.decode()
    assert 'http-equiv="refresh"' not in ready
    file_url = re.search(r'href="([^"]+/file\.pdf)"', ready)[1]
    download = director.get(file_url)
    assert download.status_code == 200 and download["Content-Type"] == "application/pdf"
    pdf = b"".join(download.streaming_content)
    assert pdf.startswith(b"%PDF") and _pages(pdf, tmp_path) == TABLES


def test_a_failed_job_shows_an_error_and_is_asked_for_again(worker_settings, big_round, director):
    page_url = director.get(_sheets_url(big_round, lang="nl"))["Location"]
    broken = mock.patch.dict(jobs.MAKERS, {jobs.SCORE_SHEETS: mock.Mock(side_effect=OSError)})
    with broken:
        _work()
    failed = director.get(page_url).content.decode()
    assert 'role="alert"' in failed and 'http-equiv="refresh"' not in failed
    again = re.search(r'<a class="button" href="([^"]+)">', failed)[1].replace("&amp;", "&")
    assert again == _sheets_url(big_round, lang="nl")
    retried = director.get(again)
    assert retried.status_code == 302 and retried["Location"] != page_url
    _work()
    assert "file.pdf" in director.get(retried["Location"]).content.decode()


def test_certificates_are_made_by_the_worker_and_bad_input_is_a_message(
    worker_settings, big_round, director
):
    url = reverse("prizes_event_certificates", kwargs={"slug": big_round.event.slug})
    refused = director.get(url + "?places=abc", follow=True)
    assert refused.status_code == 200 and refused.redirect_chain[-1][0].endswith("/print/")
    page_url = director.get(url + "?places=3&size=a4")["Location"]
    _work()
    page = director.get(page_url).content.decode()
    # nothing played yet: nobody to hand a certificate to, said on the job's page
    assert 'role="alert"' in page and "Try again" in page


def test_job_pages_belong_to_their_event_and_its_printers(
    worker_settings, big_round, director, client
):
    page_url = director.get(_sheets_url(big_round))["Location"]
    job = page_url.rstrip("/").rsplit("/", 1)[1]
    other = RoundFactory(event__club=big_round.event.club, event__slug="other-evening").event
    elsewhere = reverse("print_job", kwargs={"slug": other.slug, "job": job})
    assert director.get(elsewhere).status_code == 404
    unknown = reverse("print_job", kwargs={"slug": big_round.event.slug, "job": uuid.uuid4()})
    assert director.get(unknown).status_code == 404
    not_ready = reverse("print_job_file", kwargs={"slug": big_round.event.slug, "job": job})
    assert director.get(not_ready).status_code == 404
    director.logout()
    assert director.get(page_url).status_code in (302, 403, 404)


def test_without_a_worker_the_pdf_is_made_in_the_request(settings, big_round, director):
    settings.TASKS_WORKER = False
    response = director.get(_sheets_url(big_round))
    assert response.status_code == 200 and response.content.startswith(b"%PDF")
