"""Issue 38 finding 2: ``?year=0`` on the club calendar was a server error (``int()``
instead of ``parse_int``). Every view that reads query parameters, with every name it
reads and every hostile value, answers 4xx or a page with a message: never a 500.

The views are found by walking the URL resolver (the permission matrix gives each URL's
arguments); the names a view reads by reading its module's source (and the modules it
imports helpers from), so a parameter added later is tried without editing this file.
"""

from __future__ import annotations

import importlib
import inspect
import re
from types import ModuleType
from urllib.parse import urlencode

import pytest
from django import forms
from django.conf import settings
from django.core.paginator import Paginator
from django.db import transaction
from django.test import Client, RequestFactory
from django.urls import URLPattern, URLResolver, get_resolver, resolve, reverse

from tests.tournaments.security import test_permission_matrix as _matrix
from tests.tournaments.security.matrix import MATRIX
from tests.tournaments.security.query_reads import ALL, query_reads
from tests.tournaments.security.test_permission_matrix import EXCLUDED_NAMESPACES, named_urls

# WeasyPrint's layout skipped: the PDFs are printed for real in test_pdf_views.py
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("prints")]

# the matrix world, built once for this module (every request and every test rolled back)
world_rows = _matrix.world_rows
world = _matrix.world
sessions = _matrix.sessions

HOSTILE = ["0", "-1", "10000", "2147483648", "9" * 20, "١٢", "½", "abc"]

_READS = re.compile(
    r"""request\.GET(?:\.get\(|\[)\s*["']([a-z_]+)["']|["']([a-z_]+)["']\s+in\s+request\.GET"""
)
_VIEW_IMPORT = re.compile(r"^from (tournaments\.[a-z_.]*views[a-z_.]*) import", re.M)
#: django-tables2 and Django's paginator read these for a view that uses them
_IMPLIED = {"RequestConfig(": ("page", "per_page", "sort"), ".get_page(": ("page",)}


def _names(module: ModuleType, seen: set[str] | None = None) -> set[str]:
    seen = seen if seen is not None else set()
    if module.__name__ in seen:
        return set()
    seen.add(module.__name__)
    source = inspect.getsource(module)
    names = {a or b for a, b in _READS.findall(source)}
    for marker, implied in _IMPLIED.items():
        if marker in source:
            names |= set(implied)
    for imported in _VIEW_IMPORT.findall(source):
        names |= _names(importlib.import_module(imported), seen)
    return names


def _query_views(world) -> list[tuple[str, str, set[str]]]:
    views = []
    for name in sorted(named_urls()):
        rule = MATRIX[name]
        url = reverse(name, kwargs=rule.kwargs(world))
        func = inspect.unwrap(resolve(url).func)
        func = getattr(func, "view_class", func)
        names = _names(inspect.getmodule(func))
        if names:
            views.append((name, url, names))
    return views


def _callbacks(patterns=None, namespace: str | None = None) -> dict[str, object]:
    """Each named URL's view, as ``named_urls`` walks them (no world needed)."""
    found: dict[str, object] = {}
    for pattern in get_resolver().url_patterns if patterns is None else patterns:
        if isinstance(pattern, URLResolver):
            ns = pattern.namespace or namespace
            if ns in EXCLUDED_NAMESPACES or pattern.app_name in EXCLUDED_NAMESPACES:
                continue
            found |= _callbacks(pattern.url_patterns, ns)
        elif isinstance(pattern, URLPattern) and pattern.name:
            found.setdefault(
                f"{namespace}:{pattern.name}" if namespace else pattern.name, pattern.callback
            )
    return found


def _views_by_name() -> list[str]:
    """The names of the views that read query parameters, for the parametrisation: one case
    per view, so that xdist spreads them (one test of all the views took 146 s, the tail of
    a two-worker run)."""
    callbacks = _callbacks()
    views = []
    for name in sorted(named_urls()):
        func = inspect.unwrap(callbacks[name])
        func = getattr(func, "view_class", func)
        if _names(inspect.getmodule(func)):
            views.append(name)
    return views


QUERY_VIEWS = _views_by_name()


def test_the_walk_finds_the_views_that_read_query_parameters(world):
    found = {name: names for name, _, names in _query_views(world)}
    assert "year" in found["club_calendar"]
    assert "places" in found["prizes_event_certificates"]
    assert "lang" in found["prizes_event_certificates"]
    assert "hand" in found["play_hand_preview"]  # a POST view that reads ?hand=
    assert "page" in found["member_list"]
    # the cases below are these views, every one of them
    assert sorted(found) == QUERY_VIEWS


def _send(client: Client, rule, world, url: str, param: str, value: str):
    with transaction.atomic():  # a POST view: each try starts from the same world
        if rule.get["club_admin"] == 405:
            query = urlencode({param: value})
            response = client.post(f"{url}?{query}", rule.data(world))
        else:
            response = client.get(url, {param: value})
        transaction.set_rollback(True)
    return response


@pytest.mark.parametrize("name", QUERY_VIEWS)
def test_hostile_query_integers_never_give_a_server_error(name, world, sessions):
    """Every name × every value, except that a name the view did not read with the first
    value gets no other (tests/tournaments/security/query_reads.py: it cannot matter)."""
    client = Client(raise_request_exception=False)  # club_admin's session, made once
    client.cookies[settings.SESSION_COOKIE_NAME] = sessions["club_admin"]
    rule = MATRIX[name]
    url = reverse(name, kwargs=rule.kwargs(world))
    func = inspect.unwrap(resolve(url).func)
    names = _names(inspect.getmodule(getattr(func, "view_class", func)))
    failures = []
    for param in sorted(names):
        first, *others = HOSTILE
        with query_reads() as seen:
            response = _send(client, rule, world, url, param, first)
        if response.status_code >= 500:
            failures.append(f"{name} ?{param}={first!r}: {response.status_code}")
        if param not in seen and ALL not in seen:
            continue  # not read: every other value takes the same path
        for value in others:
            response = _send(client, rule, world, url, param, value)
            if response.status_code >= 500:
                failures.append(f"{name} ?{param}={value!r}: {response.status_code}")
    assert not failures, "\n".join(failures)


def _read_by(access) -> set[str]:
    with query_reads() as seen:
        request = RequestFactory().get("/", {"year": "0", "page": "abc"})
        access(request)
    return seen


class _YearForm(forms.Form):
    year = forms.IntegerField(required=False)


@pytest.mark.parametrize(
    ("access", "read"),
    [
        (lambda r: r.GET.get("year"), {"year"}),
        (lambda r: r.GET["year"], {"year"}),
        (lambda r: "year" in r.GET, {"year"}),
        (lambda r: r.GET.getlist("year"), {"year"}),
        (lambda r: _YearForm(r.GET).is_valid(), {"year"}),
        (lambda r: Paginator(range(3), 1).get_page(r.GET.get("page")), {"page"}),
        (lambda r: r.GET.get("other"), {"other"}),
        (lambda r: r.path, set()),
        (lambda r: r.GET, set()),  # made, not read: the names it holds are not asked for
        (lambda r: r.get_full_path(), set()),  # a copy of the query, see query_reads.py
        (lambda r: list(r.GET), {ALL}),
        (lambda r: r.GET.items(), {ALL}),
        (lambda r: r.GET.keys(), {ALL}),
        (lambda r: r.GET.values(), {ALL}),
        (lambda r: r.GET.lists(), {ALL}),
        (lambda r: r.GET.dict(), {ALL}),
        (lambda r: r.GET.copy(), {ALL}),
        (lambda r: r.GET.urlencode(), {ALL}),
        (lambda r: bool(r.GET), {ALL}),
        (lambda r: dict(r.GET), {ALL}),
        (lambda r: {**r.GET}, {ALL}),
    ],
)
def test_the_watch_sees_every_way_of_reading_the_query(access, read):
    """What ``query_reads`` counts as read: a name asked for, or every name for a look at
    the whole query. A name it missed would lose its other values' cases."""
    seen = _read_by(access)
    assert read <= seen
    if ALL not in read:  # and no more than the names asked for
        assert seen == read


def test_the_watch_ends_with_its_block():
    with query_reads() as seen:
        pass
    RequestFactory().get("/", {"year": "0"}).GET.get("year")
    assert seen == set()


@pytest.mark.parametrize("value", HOSTILE)
def test_the_calendar_says_there_is_no_such_season(world, value):
    client = Client()
    client.force_login(world.users["club_admin"])
    response = client.get(
        reverse("club_calendar", kwargs={"slug": world.club.slug}), {"year": value}
    )
    assert response.status_code == 200
    assert "Dit seizoen bestaat niet." in response.content.decode()
