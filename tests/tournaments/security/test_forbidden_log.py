"""A refused request is one log line, not a traceback (issue 21, finding 14)."""

import logging

import pytest
from django.test import Client
from django.urls import reverse

from tests.tournaments.security.conftest import client_for

pytestmark = pytest.mark.django_db


def test_a_403_is_logged_on_one_line_with_who_asked(world, caplog):
    client = client_for(Client, world, "member")
    url = reverse("club_settings", kwargs={"slug": world.club.slug})
    with caplog.at_level(logging.WARNING, logger="django.request"):
        assert client.get(url).status_code == 403
    [record] = [r for r in caplog.records if getattr(r, "status_code", None) == 403]
    line = logging.Formatter("%(levelname)s %(name)s %(message)s").format(record)
    assert line == (
        f"WARNING django.request Forbidden (Permission denied): {url} "
        f"(user {world.users['member'].pk})"
    )
    assert record.exc_info is None


def test_a_server_error_keeps_its_traceback(caplog, rf):
    """The filter only touches 403s."""
    from tournaments.security.log_filters import ForbiddenOnOneLine

    try:
        raise RuntimeError("boom")
    except RuntimeError:
        import sys

        record = logging.LogRecord(
            "django.request", logging.ERROR, __file__, 1, "x", (), sys.exc_info()
        )
    record.status_code = 500
    assert ForbiddenOnOneLine().filter(record) and record.exc_info is not None


def test_who_asked_is_added_once_however_often_the_filter_runs(rf):
    """A record passes every handler's filters: the user was once added 26 times."""
    from django.contrib.auth.models import AnonymousUser

    from tournaments.security.log_filters import ForbiddenOnOneLine

    record = logging.LogRecord(
        "django.request", logging.WARNING, __file__, 1, "Forbidden: %s", ("/x/",), None
    )
    record.status_code = 403
    record.request = rf.get("/x/")
    record.request.user = AnonymousUser()
    for _ in range(3):
        assert ForbiddenOnOneLine().filter(record)
    assert record.getMessage() == "Forbidden: /x/ (anonymous)"
