"""One request of the matrix, rolled back, and whether a refused one changed a club's rows.

The matrix tests (``test_permission_matrix``, ``test_cross_club``) ask of every refused
request that it writes nothing to the ``tournaments`` tables. Reading every row of every
table before and after each request took a third of their time (1,266 reads of the tables
for 181 URLs): now only a request that executed more than reads (tests/write_watch.py) has
its tables read inside its transaction and again after the rollback (which brings back the
state before the request: every request starts from the same rows) and compared.

The log-ins are made once per module too (:func:`session_key`): each request gets a new
client with the role's session cookie, as ``force_login`` would give it, without logging
in again for every role of every URL (1,380 log-ins, a sixth of the matrix's time).
"""

from __future__ import annotations

from typing import Any

from django.apps import apps
from django.conf import settings
from django.db import connection, transaction
from django.test import Client

from tests.write_watch import WriteWatch


def database_state() -> dict[str, list[tuple]]:
    """Every row of the club's tables (the world is small), so an UPDATE shows as well."""
    return {
        model._meta.label: list(model.objects.order_by("pk").values_list())
        for model in apps.get_app_config("tournaments").get_models()
    }


def changed_tables(before: dict[str, list[tuple]], after: dict[str, list[tuple]]) -> list[str]:
    return sorted(label for label in before if before[label] != after[label])


def answer(client: Client, method: str, url: str, data: Any, *, refused: bool):
    """``client``'s GET or POST of ``url``, rolled back, and for a refused request the
    tables whose rows it changed (empty when it changed none)."""
    watch = WriteWatch()
    after = None
    with transaction.atomic():  # each request starts from the same rows
        with connection.execute_wrapper(watch):
            response = client.get(url) if method == "GET" else client.post(url, data)
        if refused and watch.wrote:
            after = database_state()
        transaction.set_rollback(True)
    if after is None:
        return response, []
    return response, changed_tables(database_state(), after)


def session_key(user) -> str:
    """A logged-in session for ``user`` (``force_login``), made once: a module fixture
    keeps these beside its shared rows (tests/shared_rows.py) for :func:`logged_in`."""
    client = Client()
    client.force_login(user)
    return client.cookies[settings.SESSION_COOKIE_NAME].value


def logged_in(key: str | None) -> Client:
    """A new client with the session ``key`` (None: nobody logged in)."""
    client = Client()
    if key is not None:
        client.cookies[settings.SESSION_COOKIE_NAME] = key
    return client
