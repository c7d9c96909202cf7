"""Seat draws of large fields made by the worker (issue 44, ``seat_draws.jobs``): with
``TASKS_WORKER`` on, a 42-player tournament's draw is queued (django-tasks-db), searched by
``manage.py db_worker`` (run here in this process, ``--batch``) and saved as an inline draw
of the same seed would be, audited once; the job's page shows the search's progress while
it runs; a failed job says so and is asked for again. Smaller fields, and every field
without a worker, are drawn in the request."""

from __future__ import annotations

import re
from unittest import mock

import pytest
from django.core.management import call_command
from django.tasks import task_backends
from django.urls import reverse
from django.utils.connection import Local

from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tournaments.audit.models import AuditEntry
from tournaments.core.roles import REFEREE
from tournaments.play.models import Seat
from tournaments.seat_draws import jobs
from tournaments.seat_draws.services.draws import seat_draw_create

PLAYERS = 42  # searched (40 or 44 players have a construction: no search to follow)
ROUNDS = 6


def _reset_task_backends() -> None:
    """Django builds its task backends once from ``TASKS``; tests change it."""
    task_backends._settings = None
    task_backends.__dict__.pop("settings", None)
    task_backends._connections = Local(False)


@pytest.fixture
def worker(settings, tmp_path, monkeypatch):
    settings.TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
    settings.TASKS_WORKER = True
    settings.MEDIA_ROOT = tmp_path / "media"
    settings.BACKGROUND_SEAT_DRAW_PLAYERS = 40
    # A short search with a generous clock: the same draw however loaded the machine.
    settings.SEAT_DRAW_TIME_BUDGET = 120
    monkeypatch.setattr("tournaments.seating.draw.iteration_budget", lambda seconds: 40_000)
    _reset_task_backends()
    yield settings
    _reset_task_backends()


@pytest.fixture
def event(transactional_db, make_event):
    return make_event(PLAYERS, round_count=ROUNDS)


@pytest.fixture
def referee(client, make_user, event):
    user = make_user(REFEREE, club=event.club)
    client.force_login(user)
    return user


def _work() -> None:
    call_command("db_worker", "--batch", "--no-startup-delay", "--interval", "0", verbosity=0)


def _seats(event) -> list[tuple[int, int, int, str]]:
    rows = Seat.objects.filter(round__event=event)
    return sorted(
        rows.values_list("round__number", "table__number", "position", "member_id", "wind")
    )


def _draw(client, event, **data):
    return client.post(reverse("seating_draw_create", kwargs={"slug": event.slug}), data)


def test_a_large_field_is_drawn_by_the_worker_as_inline_with_its_progress(
    worker, event, referee, client, monkeypatch
):
    asked = _draw(client, event, seed="7", rounds=str(ROUNDS))
    assert asked.status_code == 302 and "/seating/jobs/" in asked["Location"]
    page_url = asked["Location"]
    waiting = client.get(page_url).content.decode()
    assert 'http-equiv="refresh"' in waiting and "aria-current" in waiting
    assert not Seat.objects.filter(round__event=event).exists()

    seen: list[str] = []
    write = jobs._progress_write

    def write_and_look(name, figures):
        write(name, figures)
        if not seen:  # the page while the search runs
            seen.append(client.get(page_url).content.decode())

    monkeypatch.setattr(jobs, "_progress_write", write_and_look)
    _work()
    assert seen, "the search reported no progress"
    assert 'http-equiv="refresh"' in seen[0] and "Time used" in seen[0]
    assert "<progress" in seen[0] and "Searching" in seen[0]

    done = client.get(page_url).content.decode()
    assert 'http-equiv="refresh"' not in done and "seed 7" in done
    by_worker = _seats(event)
    assert len(by_worker) == ROUNDS * PLAYERS
    audits = AuditEntry.objects.filter(action="seat_draw", event=event)
    assert [(a.actor_id, a.after["seed"]) for a in audits] == [(referee.pk, 7)]

    seat_draw_create(event=event, seed=7, rounds=ROUNDS)  # the same draw, inline
    assert _seats(event) == by_worker


@pytest.mark.parametrize(
    "failure, shown",
    [(RuntimeError("boom"), "The draw could not be made."), (None, "Nobody is registered")],
)
def test_a_failed_draw_shows_an_error_and_is_tried_again(
    worker, event, referee, client, failure, shown
):
    page_url = _draw(client, event, seed="3", rounds=str(ROUNDS))["Location"]
    if failure is None:  # a draw the field cannot have: the service's own message
        event.participants.all().delete()
        broken = mock.patch.object(jobs, "seat_draw_create", wraps=jobs.seat_draw_create)
    else:
        broken = mock.patch.object(jobs, "seat_draw_create", side_effect=failure)
    with broken:
        _work()
    failed = client.get(page_url).content.decode()
    assert 'role="alert"' in failed and shown in failed and 'http-equiv="refresh"' not in failed
    assert not AuditEntry.objects.filter(action="seat_draw", event=event).exists()
    if failure is None:
        return
    form = re.search(r'<form method="post" action="([^"]+/seating/draw/)".*?</form>', failed, re.S)
    data = dict(re.findall(r"name=\"(\w+)\" value=\"([^\"]*)\"", form[0]))
    assert data["seed"] == "3" and data["rounds"] == str(ROUNDS)
    retried = client.post(form[1], data)
    assert retried.status_code == 302 and retried["Location"] != page_url
    _work()
    assert "seed 3" in client.get(retried["Location"]).content.decode()
    assert len(_seats(event)) == ROUNDS * PLAYERS


def test_small_fields_and_no_worker_draw_in_the_request(settings, event, referee, client):
    settings.BACKGROUND_SEAT_DRAW_PLAYERS = PLAYERS + 1
    settings.TASKS_WORKER = True  # a worker, but the field is below the threshold
    assert _draw(client, event, seed="5", rounds="2")["Location"].endswith("/seating/")
    settings.BACKGROUND_SEAT_DRAW_PLAYERS = 40
    settings.TASKS_WORKER = False  # a large field, but no worker
    assert _draw(client, event, seed="5", rounds="2")["Location"].endswith("/seating/")
    assert AuditEntry.objects.filter(action="seat_draw", event=event).count() == 2


def test_an_unknown_job_is_not_found(worker, event, referee, client):
    url = reverse(
        "seating_draw_job",
        kwargs={"slug": event.slug, "job": "00000000-0000-0000-0000-000000000000"},
    )
    assert client.get(url).status_code == 404


def test_a_finished_event_queues_no_draw(worker, event, referee, client):
    from django_tasks_db.models import DBTaskResult

    from tournaments.events.models import EventStatus

    event.status = EventStatus.FINISHED
    event.save(update_fields=["status"])
    refused = _draw(client, event, seed="1", rounds=str(ROUNDS))
    assert refused["Location"].endswith("/seating/")  # back with the reason, no job page
    assert not DBTaskResult.objects.exists()
