"""A PDF made in the background (``reports.jobs``): its page, which refreshes itself until
the file is ready (a meta refresh: no script), and the file. A failed job says so and
offers to ask again."""

from __future__ import annotations

from urllib.parse import urlencode

from django.core.files.storage import default_storage
from django.http import FileResponse, Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse

from tournaments.events.models import Event
from tournaments.reports.jobs import CERTIFICATES, PrintJob, print_job_find
from tournaments.reports.views.print_sheets import _event_for_print

#: Seconds between two looks of the job's page at its progress.
REFRESH_SECONDS = 2


def _again(event: Event, job: PrintJob) -> str:
    """The address that asks for the same document anew."""
    params = job.params
    if job.kind == CERTIFICATES:
        query = {key: params.get(key, "") for key in ("places", "size", "lang")}
        return f"{reverse('prizes_event_certificates', kwargs={'slug': event.slug})}?{urlencode(query)}"
    url = reverse("print_score_sheets", kwargs={"slug": event.slug, "number": params["round"]})
    query = {"lang": params.get("lang", ""), **({"filled": "1"} if params.get("filled") else {})}
    return f"{url}?{urlencode(query)}"


def _job(request: HttpRequest, slug: str, job: object) -> tuple[Event, PrintJob] | HttpResponse:
    event = _event_for_print(request, slug)
    if isinstance(event, HttpResponse):
        return event
    found = print_job_find(event=event, job_id=str(job))
    if found is None:
        raise Http404
    return event, found


def print_job(request: HttpRequest, slug: str, job: object) -> HttpResponse:
    """How far the job is: waiting, being made, ready (download) or failed (try again)."""
    answer = _job(request, slug, job)
    if isinstance(answer, HttpResponse):
        return answer
    event, found = answer
    return render(
        request,
        "reports/print_job.html",
        {
            "event": event,
            "club": event.club,
            "job": found,
            "again": _again(event, found),
            "refresh": REFRESH_SECONDS,
        },
    )


def print_job_file(request: HttpRequest, slug: str, job: object) -> HttpResponse | FileResponse:
    """The finished job's PDF."""
    answer = _job(request, slug, job)
    if isinstance(answer, HttpResponse):
        return answer
    event, found = answer
    if found.status != "ready":
        raise Http404
    return FileResponse(
        default_storage.open(found.file, "rb"),
        content_type="application/pdf",
        filename=f"{event.slug}-{found.kind}.pdf",
    )
