"""Large PDFs made in the background (issue 44): Django's tasks framework.

With ``TASKS_WORKER`` on (settings: django-tasks-db's database backend, a ``manage.py
db_worker`` beside the app servers) the print views queue a large round's score sheets
and the winners' certificates here instead of making them in the request; the job's page
(``views.print_jobs``) follows it and offers the file, kept in the default storage
(``MEDIA_ROOT``, which every app server and the worker must share). Without a worker (the
club laptop: Django's immediate backend) the views make every PDF inline, as before.

A job belongs to one event: its page answers only under that event's address (and to
those who may print its documents); the task's own record holds what to make.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.tasks import TaskResultStatus, task
from django.tasks.exceptions import TaskResultDoesNotExist, TaskResultMismatch
from django.utils import timezone, translation

from tournaments.core.files import storage_prune
from tournaments.events.models import Event
from tournaments.events.selectors.events import event_get
from tournaments.reports.printing import NothingToPrint, score_sheets_pdf
from tournaments.reports.prizes import PrizeError, certificates_pdf
from tournaments.reports.selectors.sheets import round_table_count

SCORE_SHEETS = "score-sheets"
#: the folder of the default storage where the jobs keep their PDFs
PRINTS_FOLDER = "prints"
#: a job's PDF is offered on its page this long, then deleted (``print_files_prune``)
PRINT_FILE_DAYS = 7
CERTIFICATES = "certificates"


def _score_sheets(event: Event, params: Mapping[str, Any]) -> bytes:
    return score_sheets_pdf(
        event=event,
        round_number=int(params["round"]),
        filled=bool(params.get("filled")),
        lang=str(params.get("lang") or ""),
        base_url=str(params.get("base_url") or ""),
    )


def _certificates(event: Event, params: Mapping[str, Any]) -> bytes:
    return certificates_pdf(
        event=event,
        places=str(params.get("places") or "3"),
        size=str(params.get("size") or "a4"),
        lang=str(params.get("lang") or ""),
    )


MAKERS: dict[str, Callable[[Event, Mapping[str, Any]], bytes]] = {
    SCORE_SHEETS: _score_sheets,
    CERTIFICATES: _certificates,
}


@task()
def print_job_run(*, kind: str, event_slug: str, params: dict[str, Any]) -> dict[str, str]:
    """Make the PDF ``kind`` of the event and keep it: ``{"file": its name in the default
    storage}``, or ``{"error": why not}`` (in the requester's language) for a request the
    documents cannot honour (nobody to hand a certificate to yet)."""
    event = event_get(slug=event_slug)
    with translation.override(str(params.get("ui_lang") or settings.LANGUAGE_CODE)):
        try:
            content = MAKERS[kind](event, params)
        except (PrizeError, NothingToPrint) as exc:
            return {"error": str(exc)}
    name = f"{PRINTS_FOLDER}/{event.slug}/{kind}-{uuid.uuid4().hex}.pdf"
    return {"file": default_storage.save(name, ContentFile(content))}


def print_files_prune(*, days: int = PRINT_FILE_DAYS, now: datetime | None = None) -> int:
    """Delete the jobs' PDFs older than ``days`` days (their page then says the file is
    gone); the number deleted. Housekeeping (``manage.py housekeeping``)."""
    before = (now or timezone.now()) - timedelta(days=days)
    return storage_prune(folder=PRINTS_FOLDER, before=before)


def in_background() -> bool:
    """Are PDFs made by a worker (``TASKS_WORKER``) rather than in the request?"""
    return bool(getattr(settings, "TASKS_WORKER", False))


def score_sheets_in_background(*, event: Event, round_number: int) -> bool:
    """A round this large has its score sheets made by the worker."""
    tables = round_table_count(event=event, round_number=round_number)
    return in_background() and tables >= settings.BACKGROUND_PDF_TABLES


def print_job_enqueue(*, event: Event, kind: str, params: dict[str, Any]) -> str:
    """Queue the PDF ``kind`` of ``event``: the job's id."""
    if kind not in MAKERS:
        raise ValueError(f"unknown print job {kind!r}")
    params = {**params, "ui_lang": translation.get_language() or settings.LANGUAGE_CODE}
    result = print_job_run.enqueue(kind=kind, event_slug=event.slug, params=params)
    return str(result.id)


@dataclass(frozen=True)
class PrintJob:
    id: str
    kind: str
    params: dict[str, Any]
    status: str  # "waiting", "running", "ready" or "failed"
    file: str
    error: str  # why a job that ran made no file ("": an unexpected failure, or none)
    enqueued_at: datetime | None
    started_at: datetime | None
    finished_at: datetime | None

    @property
    def finished(self) -> bool:
        return self.status in ("ready", "failed")


#: a task's state as a job page says it (print jobs, seat-draw jobs)
JOB_STATUS = {
    TaskResultStatus.READY: "waiting",
    TaskResultStatus.RUNNING: "running",
    TaskResultStatus.SUCCESSFUL: "ready",
    TaskResultStatus.FAILED: "failed",
}


def print_job_find(*, event: Event, job_id: str) -> PrintJob | None:
    """The job ``job_id`` of ``event``; None when there is none (or it is another event's)."""
    if not print_job_run.get_backend().supports_get_result:
        return None  # no worker: every PDF was made in its request, there are no jobs
    try:
        result = print_job_run.get_result(job_id)
    except (TaskResultDoesNotExist, TaskResultMismatch, ValueError):
        return None
    kwargs = result.kwargs
    if kwargs.get("event_slug") != event.slug or kwargs.get("kind") not in MAKERS:
        return None
    status = JOB_STATUS.get(result.status, "waiting")
    made = result.return_value if status == "ready" else {}
    file, error = str(made.get("file") or ""), str(made.get("error") or "")
    if status == "ready" and (error or not default_storage.exists(file)):
        status, file = "failed", ""  # refused, or the file is gone (MEDIA_ROOT not shared?)
    return PrintJob(
        id=str(result.id),
        kind=str(kwargs["kind"]),
        params=dict(kwargs.get("params") or {}),
        status=status,
        file=file,
        error=error,
        enqueued_at=result.enqueued_at,
        started_at=result.started_at,
        finished_at=result.finished_at,
    )
