"""A production configuration passes ``check --deploy`` with no warnings at all."""

import os
import subprocess
import sys

from django.conf import settings

PRODUCTION_ENV = {
    "DEBUG": "false",
    "SECRET_KEY": "k8#Qx2!vT9zR4mW7pL1nB6cY3hJ0fD5sG8aE2uK7iO4wX9qZ1rN6tV3bM5yH8jC0",
    "ALLOWED_HOSTS": "club.example.org",
    "DATABASE_URL": "sqlite:////tmp/clubsite-deploy-check.sqlite3",
}


def _manage(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    # Only what a deployment would set: no test-runner leftovers (DJANGO_ALLOW_ASYNC_UNSAFE).
    dropped = {*PRODUCTION_ENV, "DJANGO_ALLOW_ASYNC_UNSAFE", "DJANGO_SETTINGS_MODULE"}
    clean = {k: v for k, v in os.environ.items() if k not in dropped}
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=settings.BASE_DIR,
        env={**clean, **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_check_deploy_passes_without_warnings():
    result = _manage("check", "--deploy", "--fail-level", "WARNING", env=PRODUCTION_ENV)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_production_refuses_to_start_without_a_secret_key():
    env = {**PRODUCTION_ENV, "SECRET_KEY": ""}
    result = _manage("check", env=env)
    assert result.returncode != 0
    assert "SECRET_KEY" in result.stderr


def test_production_refuses_to_start_with_the_development_key():
    """The public key in settings.py signs nothing in production (issue 21, finding 13)."""
    from clubsite.settings import _DEV_SECRET_KEY

    for key in (_DEV_SECRET_KEY, "django-insecure-copied-from-a-tutorial-0123456789abcdefghij"):
        result = _manage("check", env={**PRODUCTION_ENV, "SECRET_KEY": key})
        assert result.returncode != 0
        assert "development key" in result.stderr


def test_development_defaults_are_flagged_by_check_deploy():
    """Sanity check of the test above: the dev settings do warn."""
    result = _manage("check", "--deploy", "--fail-level", "WARNING", env={"DEBUG": "true"})
    assert result.returncode != 0
