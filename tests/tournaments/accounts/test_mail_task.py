"""Invitation mail as a task (issue 44, ``tournaments.accounts.mail``): sent in the request
without a worker (a failure is said at once), queued and sent by ``db_worker`` with one."""

from __future__ import annotations

from unittest import mock

import pytest
from django.core import mail
from django.core.management import call_command
from django.urls import reverse

from tests.factories import MemberFactory
from tests.tournaments.reports.test_print_jobs import _reset_task_backends


@pytest.fixture
def invite(club, make_user, settings):
    settings.PASSWORD_RESET_ENABLED = True
    settings.MAILERS = {"default": {"BACKEND": "django.core.mail.backends.locmem.EmailBackend"}}
    karin = MemberFactory(club=club)
    return reverse("member_invite", kwargs={"club_slug": club.slug, "pk": karin.pk})


@pytest.fixture
def admin(client, make_user, club):
    client.force_login(make_user("club admin", club=club))
    return client


def _messages(response) -> str:
    return " ".join(str(m) for m in response.context["messages"])


def test_without_a_worker_a_failed_mail_is_said_at_once(admin, invite):
    with mock.patch("tournaments.accounts.mail.send_mail", side_effect=OSError("no server")):
        page = admin.post(invite, {"role": "scorekeeper", "email": "k@example.org"}, follow=True)
    assert "kon niet worden verstuurd" in _messages(page)  # Dutch: the default


@pytest.mark.django_db(transaction=True)
def test_with_a_worker_the_mail_is_queued_and_sent_by_it(admin, invite, settings):
    settings.TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
    _reset_task_backends()
    try:
        page = admin.post(invite, {"role": "scorekeeper", "email": "k@example.org"}, follow=True)
        assert "zo dadelijk" in _messages(page) and mail.outbox == []
        call_command("db_worker", "--batch", "--no-startup-delay", "--interval", "0", verbosity=0)
        assert [m.to for m in mail.outbox] == [["k@example.org"]]
    finally:
        _reset_task_backends()
