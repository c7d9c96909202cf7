"""Seat draws of large fields made by the worker (issue 44): Django's tasks framework.

With ``TASKS_WORKER`` on, a tournament's draw of ``BACKGROUND_SEAT_DRAW_PLAYERS`` or more
players is queued here instead of searched in the request: the task runs the same
service as an inline draw (``seat_draw_create``: same seed, same rounds, audited once, by
the referee who asked) and, while the search runs, writes a small progress record (seconds
used, iterations of the budget, the best draw's repeats so far) at most once a second to
the default storage, which the job's page reads (``views.seating_draw_job``). Without a
worker every draw is made in the request, as before.

A job belongs to one event: its page answers only under that event's address.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.tasks import TaskContext, task
from django.tasks.exceptions import TaskResultDoesNotExist, TaskResultMismatch
from django.utils import timezone, translation

from tournaments.core.files import storage_prune
from tournaments.events.models import Event, EventKind
from tournaments.events.selectors.events import event_get
from tournaments.events.selectors.participants import event_participants
from tournaments.reports.jobs import JOB_STATUS
from tournaments.seat_draws.messages import draw_message, fallback_message
from tournaments.seat_draws.selectors.overview import seating_overview
from tournaments.seat_draws.services.draws import seat_draw_create
from tournaments.seating.progress import Progress, reporting

#: the folder of the default storage where the draw jobs keep their progress records
PROGRESS_FOLDER = "seat-draws"
#: a record is read while its draw runs (a minute or so); kept a day, then deleted
PROGRESS_FILE_DAYS = 1


def _progress_name(event_slug: str, job_id: str) -> str:
    return f"{PROGRESS_FOLDER}/{event_slug}/{job_id}.json"


def progress_files_prune(*, days: int = PROGRESS_FILE_DAYS, now: datetime | None = None) -> int:
    """Delete the draw jobs' progress records older than ``days`` days (a finished job's
    page then shows its result without the search's figures); the number deleted.
    Housekeeping (``manage.py housekeeping``)."""
    before = (now or timezone.now()) - timedelta(days=days)
    return storage_prune(folder=PROGRESS_FOLDER, before=before)


def _progress_write(name: str, figures: dict[str, Any]) -> None:
    """Replace the job's progress record (the storage renames rather than overwrites)."""
    if default_storage.exists(name):
        default_storage.delete(name)
    default_storage.save(name, ContentFile(json.dumps(figures).encode()))


def _actor(pk: int | None) -> Any:
    return get_user_model().objects.filter(pk=pk).first() if pk is not None else None


@task(takes_context=True)
def seat_draw_run(
    context: TaskContext[..., dict[str, Any]],
    *,
    event_slug: str,
    seed: int | str,
    rounds: int | None,
    table_policy: str | None,
    actor_id: int | None,
    ui_lang: str,
) -> dict[str, Any]:
    """Draw the event's rounds as ``seat_draw_create`` does in the request: ``{"message":
    what the draw did}``, or ``{"error": why not}`` for a draw the field cannot have."""
    event = event_get(slug=event_slug)
    name = _progress_name(event_slug, str(context.task_result.id))
    progress = Progress(lambda figures: _progress_write(name, figures))
    with translation.override(ui_lang), reporting(progress):
        try:
            result = seat_draw_create(
                event=event,
                seed=seed,
                rounds=rounds,
                table_policy=table_policy,
                actor=_actor(actor_id),
            )
        except ValidationError as exc:
            return {"error": " ".join(exc.messages)}
        progress.tick(force=True)  # the search is done: its last figures
        message = draw_message(result, seating_overview(event=event).quality)
        return {"message": message, "warning": fallback_message(result)}


def seat_draw_in_background(*, event: Event) -> bool:
    """Is this event's draw searched by the worker (a tournament, a large field)?"""
    if not getattr(settings, "TASKS_WORKER", False) or event.kind == EventKind.CLUB_EVENING:
        return False
    return len(event_participants(event=event)) >= settings.BACKGROUND_SEAT_DRAW_PLAYERS


def seat_draw_enqueue(
    *,
    event: Event,
    seed: int | str | None,
    rounds: int | None,
    table_policy: str | None,
    actor_id: int | None,
) -> str:
    """Queue the event's draw (a new seed unless one is given): the job's id."""
    seed = secrets.randbelow(1_000_000) if seed is None else seed
    result = seat_draw_run.enqueue(
        event_slug=event.slug,
        seed=seed,
        rounds=rounds,
        table_policy=table_policy,
        actor_id=actor_id,
        ui_lang=translation.get_language() or settings.LANGUAGE_CODE,
    )
    return str(result.id)


@dataclass(frozen=True)
class SeatDrawJob:
    id: str
    status: str  # "waiting", "running", "ready" or "failed"
    params: dict[str, Any]  # seed, rounds, table_policy: what a retry asks for again
    message: str
    warning: str
    error: str
    progress: dict[str, Any]

    @property
    def finished(self) -> bool:
        return self.status in ("ready", "failed")


def _progress_read(name: str) -> dict[str, Any]:
    try:
        with default_storage.open(name, "rb") as file:
            return dict(json.loads(file.read()))
    except (OSError, ValueError):
        return {}  # not written yet, or being replaced this moment


def seat_draw_job_find(*, event: Event, job_id: str) -> SeatDrawJob | None:
    """The draw job ``job_id`` of ``event``; None when there is none (or another event's)."""
    if not seat_draw_run.get_backend().supports_get_result:
        return None  # no worker: every draw was made in its request
    try:
        result = seat_draw_run.get_result(job_id)
    except (TaskResultDoesNotExist, TaskResultMismatch, ValueError):
        return None
    kwargs = result.kwargs
    if kwargs.get("event_slug") != event.slug:
        return None
    status = JOB_STATUS.get(result.status, "waiting")
    made = result.return_value if status == "ready" else {}
    if made.get("error"):
        status = "failed"
    return SeatDrawJob(
        id=str(result.id),
        status=status,
        params={key: kwargs.get(key) for key in ("seed", "rounds", "table_policy")},
        message=str(made.get("message") or ""),
        warning=str(made.get("warning") or ""),
        error=str(made.get("error") or ""),
        progress=_progress_read(_progress_name(event.slug, str(result.id))),
    )
