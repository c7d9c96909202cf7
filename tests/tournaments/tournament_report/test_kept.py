"""The report of a finished event is kept across processes (``tournament_report_kept``):
under the club's finished stamp, the viewer's names and the language, so a new process
reads it; a reopen shows at once, an unfinished event's report is read for each request,
a page in another language is never served from a Dutch one."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from tests.tournaments.tournament_report.world import small_tournament
from tournaments.events.models import Event, EventStatus
from tournaments.events.services.event_lifecycle import event_status_move
from tournaments.reports.selectors.kept import kept_clear
from tournaments.tournament_report.selectors import report as report_module

pytestmark = pytest.mark.django_db


@pytest.fixture
def read(monkeypatch):
    """The reports read from scratch (the event's ids)."""
    reads: list[int] = []
    real = report_module.tournament_report
    monkeypatch.setattr(
        report_module,
        "tournament_report",
        lambda *, event: reads.append(event.pk) or real(event=event),
    )
    return reads


def _page(client, event, **headers) -> str:
    response = client.get(reverse("tournament_report", kwargs={"slug": event.slug}), **headers)
    assert response.status_code == 200
    text = response.content.decode()  # without what differs per request (tokens, nonces)
    return re.sub(r'(csrfmiddlewaretoken" value=|nonce=|"X-CSRFToken": )"[^"]*"', "", text)


def test_a_new_process_reads_the_finished_report_and_a_reopen_shows_at_once(client, read):
    event = small_tournament()
    first = _page(client, event)
    kept_clear()  # a new process, or another app server
    assert _page(client, event) == first and read == [event.pk]
    german = _page(client, event, HTTP_ACCEPT_LANGUAGE="de")
    assert read == [event.pk, event.pk] and german != first  # its own report, in German

    event_status_move(event=event, status=EventStatus.IN_PROGRESS, actor=None, action="reopen")
    event_status_move(
        event=Event.objects.get(pk=event.pk), status=EventStatus.FINISHED, actor=None, action="f"
    )
    kept_clear()
    _page(client, event)
    assert read == [event.pk] * 3  # finished again: a new stamp, read again


def test_an_unfinished_event_s_report_is_read_for_each_request(client, admin_user, read):
    event = small_tournament(status=EventStatus.IN_PROGRESS)
    client.force_login(admin_user)  # staff read the draft
    _page(client, event)
    _page(client, event)
    assert read == [event.pk, event.pk]
