"""Issue 38 finding 6: the access log printed players' table-link tokens (and password
reset tokens); anyone reading the log could enter hands at that table. The development
server's and gunicorn's access log lines now show ``***`` instead.

Issue 54 finding 2: the filter knew only those two paths; invitations, setup and
new-password links, registrants' personal pages, calendar feeds and check-in links were
logged whole. The routes now mark their key (``<token:…>``, tournaments.core.tokens) and
the filter masks what the URLconf marks: the walk below checks every route."""

from __future__ import annotations

import io
import logging
import re

import pytest

from tournaments.core.tokens import LinkToken, token_routes, url_routes
from tournaments.security.log_filters import install_on_gunicorn, mask_tokens

TOKEN = "Qm9vbS1ib29tLXRva2VuLTEyMzQ"

MASKED = [
    # (what was logged, what the log shows)
    (f"GET /t/12/{TOKEN}/ HTTP/1.1", "GET /t/12/***/ HTTP/1.1"),
    (f"POST /t/12/{TOKEN}/?x=1 HTTP/1.1", "POST /t/12/***/?x=1 HTTP/1.1"),
    (f"GET /t/7/{TOKEN}", "GET /t/7/***"),
    (f"GET /accounts/reset/MQ/{TOKEN}/ HTTP/1.1", "GET /accounts/reset/MQ/***/ HTTP/1.1"),
    ("GET /accounts/reset/MQ/set-password/ HTTP/1.1", "GET /accounts/reset/MQ/set-password/ HTTP/1.1"),
    ("GET /events/t/ HTTP/1.1", "GET /events/t/ HTTP/1.1"),
    ("GET /clubs/kring/ HTTP/1.1", "GET /clubs/kring/ HTTP/1.1"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "shown"), MASKED)
def test_mask_tokens(line, shown):
    assert mask_tokens(line) == shown


def _captured(logger_name: str, *args, level: int = logging.INFO) -> str:
    logger = logging.getLogger(logger_name)
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    logger.addHandler(handler)
    try:
        logger.log(level, *args)
    finally:
        logger.removeHandler(handler)
    return stream.getvalue()


def test_the_development_server_log_hides_the_token():
    """``runserver`` logs each request as ``"%s" %s %s`` on ``django.server``."""
    line = _captured("django.server", '"%s" %s %s', f"GET /t/12/{TOKEN}/ HTTP/1.1", "200", "512")
    assert TOKEN not in line
    assert '"GET /t/12/***/ HTTP/1.1" 200 512' in line


def test_gunicorn_access_log_hides_the_token_in_path_and_referer():
    """gunicorn logs its access format with a dict of atoms on ``gunicorn.access``; the
    app adds the filter when it starts (and adding it again changes nothing)."""
    install_on_gunicorn()
    install_on_gunicorn()
    atoms = {
        "h": "10.0.0.5",
        "r": f"GET /t/12/{TOKEN}/ HTTP/1.1",
        "s": "200",
        "f": f"https://club.example.org/t/12/{TOKEN}/",
    }
    line = _captured("gunicorn.access", '%(h)s "%(r)s" %(s)s "%(f)s"', atoms)
    assert TOKEN not in line
    assert (
        line.strip()
        == '10.0.0.5 "GET /t/12/***/ HTTP/1.1" 200 "https://club.example.org/t/12/***/"'
    )
    filters = logging.getLogger("gunicorn.access").filters
    assert sum(type(f).__name__ == "MaskTokens" for f in filters) == 1


# -- issue 54: every route that carries a key, found by walking the URLconf ----------------

#: a parameter by this name is a key, whatever its converter says
KEY_NAME = re.compile(r"token|key|secret", re.IGNORECASE)
SAMPLE = {
    "int": "12",
    "slug": "kring",
    "str": "x1",
    "uuid": "0" * 8 + "-0000-0000-0000-" + "0" * 12,
}
PARAMETER = re.compile(r"<(?:(?P<converter>[^>:]+):)?(?P<parameter>[^>]+)>")
#: the routes the probe of issue 54 found logged whole, and the two of issue 38
EXPECTED = {
    "join", "setup", "reset_by_link", "registration_personal", "registration_member_feed",
    "checkin_link", "checkin_registration", "table_link",
    "password_reset_confirm",
}  # fmt: skip


def _key_routes() -> list[tuple[str, str]]:
    """(route, a path to it with TOKEN in every key) of every ``path()`` route with a key:
    a ``<token:…>`` part or a parameter named like a key."""
    found = []
    for route, pattern, is_route in url_routes():
        converters = pattern.pattern.converters
        keys = {
            name
            for name, converter in converters.items()
            if isinstance(converter, LinkToken) or KEY_NAME.search(name)
        }
        if not keys:
            continue
        assert is_route, route
        path = PARAMETER.sub(
            lambda m, keys=keys: (
                TOKEN if m["parameter"] in keys else SAMPLE[m["converter"] or "str"]
            ),
            route,
        )
        found.append((route, "/" + path))
    return found


def test_the_walk_finds_every_route_with_a_key():
    names = {r.name for r in token_routes()}
    assert names >= EXPECTED
    assert len(_key_routes()) > len(token_routes())  # Django's own reset route too (shadowed)


@pytest.mark.parametrize(("route", "path"), _key_routes())
def test_no_route_with_a_key_is_logged_whole(route, path):
    install_on_gunicorn()
    atoms = {
        "h": "10.0.0.5",
        "r": f"GET {path}?x=1 HTTP/1.1",
        "s": "404",
        "f": f"https://c.example{path}",
    }
    gunicorn = _captured("gunicorn.access", '%(h)s "%(r)s" %(s)s "%(f)s"', atoms)
    request = _captured("django.request", "Not Found: %s", path, level=logging.WARNING)
    server = _captured("django.server", '"%s" %s %s', f"GET {path} HTTP/1.1", "404", "12")
    for line in (gunicorn, request, server):
        assert line.strip() and TOKEN not in line, (route, line)
    assert "***" in request
