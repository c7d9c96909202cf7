"""The matrix's "a refused request writes nothing" reads the tables only when a request
executed more than reads (tests/tournaments/security/refused.py): these cases show that a
write is still seen, however it is made, and that a read alone is never compared."""

from __future__ import annotations

import pytest
from django.contrib.sessions.models import Session
from django.db import connection

from tests.tournaments.security import refused
from tournaments.clubs.models import Club

pytestmark = pytest.mark.django_db


class _Client:
    """Stands in for the test client: its GET runs ``action`` as a view would."""

    def __init__(self, action):
        self.action = action

    def get(self, url):
        self.action()
        return "response"


def _rename(club):
    return lambda: Club.objects.filter(pk=club.pk).update(name="Anders")


def _raw_update(club):
    def update():
        with connection.cursor() as cursor:
            table = connection.ops.quote_name(Club._meta.db_table)
            cursor.execute(f"UPDATE {table} SET name = %s WHERE id = %s", ["Anders", club.pk])

    return update


def _create(club):
    return lambda: Club.objects.create(name="Nieuw", slug="nieuw")


def _delete(club):
    return lambda: Club.objects.filter(pk=club.pk).delete()


def _read(club):
    return lambda: list(Club.objects.select_for_update().filter(pk=club.pk))


def _same_name(club):
    """An UPDATE that leaves the row as it was: executed, compared, nothing changed."""
    return lambda: Club.objects.filter(pk=club.pk).update(name=club.name)


def _session_only(club):
    return lambda: Session.objects.filter(session_key="none").delete()


CASES = [
    # action, wrote, changed
    (_rename, True, ["tournaments.Club"]),
    (_raw_update, True, ["tournaments.Club"]),
    (_create, True, ["tournaments.Club"]),
    (_delete, True, ["tournaments.Club"]),
    (_read, False, []),
    (_same_name, True, []),
    (_session_only, True, []),
]


@pytest.mark.parametrize(("action", "wrote", "changed"), CASES)
def test_a_refused_requests_writes_are_seen(club, action, wrote, changed, monkeypatch):
    compared = []
    read = refused.database_state
    monkeypatch.setattr(refused, "database_state", lambda: compared.append(1) or read())
    response, found = refused.answer(_Client(action(club)), "GET", "/", {}, refused=True)
    assert response == "response"
    assert found == changed
    assert len(compared) == (2 if wrote else 0)
    club.refresh_from_db()  # rolled back: the next request starts from the same rows
    assert Club.objects.filter(slug="nieuw").count() == 0


def test_an_allowed_request_is_not_compared(club, monkeypatch):
    compared = []
    monkeypatch.setattr(refused, "database_state", lambda: compared.append(1) or {})
    _response, found = refused.answer(_Client(_rename(club)), "GET", "/", {}, refused=False)
    assert found == [] and compared == []
    club.refresh_from_db()
    assert club.name != "Anders"


def test_a_session_key_logs_the_user_in(club, make_user):
    user = make_user(club=club, username="sessie")
    client = refused.logged_in(refused.session_key(user))
    assert client.get("/accounts/profile/").wsgi_request.user == user
    assert refused.logged_in(None).get("/").wsgi_request.user.is_anonymous
