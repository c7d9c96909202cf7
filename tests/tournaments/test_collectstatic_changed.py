"""``manage.py collectstatic_changed`` (scripts/serve_club.sh at every start of the club
laptop): it collects the first time, then only after what it would collect changed."""

from __future__ import annotations

import os
from collections.abc import Callable
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command

UNCHANGED = "Static files unchanged"


@pytest.fixture
def static(settings, tmp_path) -> tuple[Path, Path]:
    """A source folder of two files, the only one the finders read, and an empty STATIC_ROOT."""
    source = tmp_path / "static"
    (source / "css").mkdir(parents=True)
    (source / "css" / "club.css").write_text("body { color: black }")
    (source / "site.js").write_text("let hello = 1;")
    settings.STATICFILES_DIRS = [source]
    settings.STATICFILES_FINDERS = ["django.contrib.staticfiles.finders.FileSystemFinder"]
    settings.STATIC_ROOT = tmp_path / "collected"
    return source, tmp_path / "collected"


def collect(*args: str) -> str:
    out = StringIO()
    call_command("collectstatic_changed", *args, stdout=out)
    return out.getvalue()


def _later(path: Path) -> None:
    """Modified two seconds later (collectstatic copies a file newer by a whole second)."""
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 2_000_000_000))


def _edited(source: Path, settings) -> None:
    (source / "css" / "club.css").write_text("body { color: red }")
    _later(source / "css" / "club.css")


def _touched(source: Path, settings) -> None:
    _later(source / "site.js")


def _added(source: Path, settings) -> None:
    (source / "new.js").write_text("let more = 2;")


def _removed(source: Path, settings) -> None:
    (source / "site.js").unlink()


def _other_storage(source: Path, settings) -> None:
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.ManifestStaticFilesStorage"},
    }


def _whitenoise_setting(source: Path, settings) -> None:
    settings.WHITENOISE_KEEP_ONLY_HASHED_FILES = True


def _nothing(source: Path, settings) -> None:
    pass


@pytest.mark.parametrize(
    ("change", "collects"),
    [
        (_nothing, False),
        (_edited, True),
        (_touched, True),
        (_added, True),
        (_removed, True),
        (_other_storage, True),
        (_whitenoise_setting, True),
    ],
    ids=lambda value: getattr(value, "__name__", str(value)).strip("_"),
)
def test_it_collects_again_only_after_a_change(
    static, settings, change: Callable[[Path, object], None], collects: bool
):
    source, root = static
    assert UNCHANGED not in collect()
    assert (root / "css" / "club.css").read_text() == "body { color: black }"
    change(source, settings)
    said = collect()
    assert (UNCHANGED not in said) is collects
    if change is _edited:
        assert (root / "css" / "club.css").read_text() == "body { color: red }"
    if change is _added:
        assert (root / "new.js").exists()
    assert UNCHANGED in collect()  # and not again


def test_always_collects_and_an_emptied_static_root_is_collected_again(static):
    _source, root = static
    collect()
    assert UNCHANGED not in collect("--always")
    for path in sorted(root.rglob("*"), reverse=True):
        path.rmdir() if path.is_dir() else path.unlink()
    assert UNCHANGED not in collect()
    assert (root / "site.js").exists()


def test_the_packages_files_the_site_never_serves_are_not_collected():
    """django-htmx's copies of htmx and REST framework's browsable API (the API renders
    JSON only) stay out of STATIC_ROOT (clubsite/apps.py); the admin's files and the
    site's own are collected."""
    from django.apps import apps
    from django.contrib.staticfiles.finders import get_finders

    ignore = apps.get_app_config("staticfiles").ignore_patterns
    listed = {path.split("/")[0] for finder in get_finders() for path, _ in finder.list(ignore)}
    assert {"admin", "css", "js", "vendor"} <= listed
    assert not {"django_htmx", "rest_framework"} & listed
