"""Issue 38 finding 6: the access log printed players' table-link tokens (and password
reset tokens); anyone reading the log could enter hands at that table. The development
server's and gunicorn's access log lines now show ``***`` instead."""

from __future__ import annotations

import io
import logging

import pytest

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


def _captured(logger_name: str, *args) -> str:
    logger = logging.getLogger(logger_name)
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    logger.addHandler(handler)
    try:
        logger.info(*args)
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
