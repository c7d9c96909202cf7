"""Issue 38: the club laptop on the club's network (scripts/serve_club.sh, behind ``make run
HOST=0.0.0.0`` and ``make run-https``) and a hosted site behind a TLS proxy
(docs/https.md, deploy/).

The script is started for real (gunicorn on a free local port, a fresh SQLite database):
phones get the site's own error pages, never Django's technical ones, and the collected
static files; over HTTPS the club's CA certificate is there to download.
"""

from __future__ import annotations

import json
import os
import runpy
import signal
import socket
import sqlite3
import ssl
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from django.conf import settings

ROOT = settings.BASE_DIR
DROPPED = {"DJANGO_ALLOW_ASYNC_UNSAFE", "DJANGO_SETTINGS_MODULE", "DEBUG", "SECRET_KEY"}


def _env(**extra: str) -> dict[str, str]:
    clean = {k: v for k, v in os.environ.items() if k not in DROPPED and not k.startswith("SECURE")}
    return {**clean, **extra}


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _get(url: str, host: str = "") -> tuple[int, str, dict[str, str]]:
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    request = urllib.request.Request(url, headers={"Host": host} if host else {})
    try:
        with urllib.request.urlopen(request, timeout=10, context=context) as answer:
            return answer.status, answer.read().decode(errors="replace"), dict(answer.headers)
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode(errors="replace"), dict(error.headers)


def _copied_test_database(path: Path, request: pytest.FixtureRequest) -> bool:
    """This process's SQLite test database copied to ``path`` (SQLite's backup API: a few
    milliseconds), if the session made one: migrated by the same migrations when the run
    began, and empty between tests. False when it made none (this module alone: none of
    its tests opens the database) or the tests run on PostgreSQL."""
    from django.db import connection

    request.getfixturevalue("django_db_setup")
    test_name = connection.settings_dict.get("TEST", {}).get("NAME")
    if connection.vendor != "sqlite" or connection.settings_dict["NAME"] != test_name:
        return False
    with request.getfixturevalue("django_db_blocker").unblock():
        connection.ensure_connection()
        assert not connection.in_atomic_block  # no test's rows half written
        copy = sqlite3.connect(path)
        try:
            connection.connection.backup(copy)
        finally:
            copy.close()
    return True


@pytest.fixture(scope="module")
def database(tmp_path_factory, request) -> str:
    """A migrated SQLite file for the servers: the test database's copy when there is one,
    else ``manage.py migrate`` into a new file (6-7 s of CPU)."""
    path = tmp_path_factory.mktemp("club-db") / "club.sqlite3"
    url = f"sqlite:///{path}"
    if _copied_test_database(path, request):
        return url
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "--no-input", "-v0"],
        cwd=ROOT,
        env=_env(DATABASE_URL=url, DEBUG="true"),
        check=True,
        timeout=180,
    )
    return url


@pytest.fixture(scope="module")
def static_root(tmp_path_factory) -> Path:
    """Not the repository's (tests run side by side); shared by this module's servers, so
    the second ``collectstatic`` copies nothing new."""
    return tmp_path_factory.mktemp("club-static")


@contextmanager
def club_server(mode: str, tmp_path: Path, database: str, static: Path) -> Iterator[str]:
    env = _env(
        DATABASE_URL=database,
        CLUB_STATE_DIR=str(tmp_path / "club"),
        STATIC_ROOT=str(static),
        PYTHON=sys.executable,
    )
    port = _free_port()
    server = subprocess.Popen(
        ["scripts/serve_club.sh", mode, "127.0.0.1", str(port)],
        cwd=ROOT,
        env={**env, "WORKERS": "1"},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    url = f"{mode}://127.0.0.1:{port}"
    try:
        for _ in range(240):
            if server.poll() is not None:
                pytest.fail(server.stdout.read() if server.stdout else "the server stopped")
            try:
                _get(url + "/sw.js")
                break
            except OSError:
                time.sleep(0.25)
        yield url
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)


def test_the_club_network_gets_no_technical_pages_and_the_static_files(
    tmp_path, database, static_root
):
    with club_server("http", tmp_path, database, static_root) as url:
        status, body, _headers = _get(url + "/no-such-page/")
        assert status == 404
        assert "URLconf" not in body and "DEBUG = True" not in body
        status, home, headers = _get(url + "/")
        assert status == 200 and "Strict-Transport-Security" not in headers
        css = home.split('rel="stylesheet" href="', 1)[1].split('"', 1)[0]
        assert css.startswith("/static/css/site.") and css.count(".") == 2  # hashed
        assert _get(url + css)[0] == 200
        lan = runpy.run_path(str(ROOT / "scripts" / "lan_addresses.py"))["lan_addresses"]()
        if lan:  # a phone's request names this machine by its network address
            assert _get(url + "/", host=f"{lan[0]}:8000")[0] == 200
        assert _get(url + "/club-ca.crt")[0] == 404  # no CA made yet
    key = (tmp_path / "club" / "secret-key").read_text().strip()
    assert len(key) >= 50 and not key.startswith("django-insecure")


def test_https_on_the_club_network_offers_the_ca_certificate(tmp_path, database, static_root):
    with club_server("https", tmp_path, database, static_root) as url:
        status, body, headers = _get(url + "/club-ca.crt")
        assert status == 200 and body.startswith("-----BEGIN CERTIFICATE-----")
        assert headers["Content-Type"] == "application/x-x509-ca-cert"
        status, _body, headers = _get(url + "/")
        assert status == 200 and "secure" in headers.get("Set-Cookie", "secure").lower()
    assert not (tmp_path / "club" / "tls" / "ca.key").stat().st_mode & 0o077


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        (  # a hosted site behind Caddy or nginx (docs/https.md)
            {
                "SECURE_PROXY_SSL_HEADER": "true",
                "CSRF_TRUSTED_ORIGINS": "https://club.example.org",
                "TRUSTED_PROXY_COUNT": "1",
            },
            {
                "SECURE_PROXY_SSL_HEADER": ["HTTP_X_FORWARDED_PROTO", "https"],
                "CSRF_TRUSTED_ORIGINS": ["https://club.example.org"],
                "TRUSTED_PROXY_COUNT": 1,
                "SECURE_SSL_REDIRECT": True,
                "SESSION_COOKIE_SECURE": True,
            },
        ),
        (  # no proxy header trusted unless asked
            {},
            {"SECURE_PROXY_SSL_HEADER": None, "CSRF_TRUSTED_ORIGINS": []},
        ),
    ],
)
def test_the_proxy_settings_parse_the_environment(env, expected):
    code = (
        "import json; from django.conf import settings as s; "
        f"print(json.dumps({{k: getattr(s, k, None) for k in {sorted(expected)!r}}}))"
    )
    production = {
        "DEBUG": "false",
        "SECRET_KEY": "k8#Qx2!vT9zR4mW7pL1nB6cY3hJ0fD5sG8aE2uK7iO4wX9qZ1rN6tV3bM5yH8jC0",
        "ALLOWED_HOSTS": "club.example.org",
    }
    result = subprocess.run(
        [sys.executable, "manage.py", "shell", "-c", code],
        cwd=ROOT,
        env=_env(**production, **env),
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert json.loads(result.stdout.strip().splitlines()[-1]) == expected


def test_the_proxy_examples_pass_on_what_django_needs():
    caddy = (ROOT / "deploy" / "Caddyfile").read_text()
    nginx = (ROOT / "deploy" / "nginx.conf").read_text()
    assert "reverse_proxy 127.0.0.1:8000" in caddy
    for line in (
        "proxy_set_header Host $host;",
        "proxy_set_header X-Forwarded-Proto $scheme;",
        "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
        "proxy_pass http://127.0.0.1:8000;",
        "ssl_certificate",
    ):
        assert line in nginx, line
